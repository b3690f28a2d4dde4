// Round 76 (docs/floor.md "Round 76 (rt-templates-r76)"): a JavaScript template literal read as JavaScript reads
// it. The shell parse read every backquote in node's inline code as a substitution bash might run later
// (`node -e 'console.log(`${x * 2}`)'` refused MALFORMED: `${x * 2}` a command word), and the code readers took
// a backquote left in a string (`a\`b`) for a shell call. A template is now a string whose `${..}` holes are
// code (code-literals.ts jsLiteral), a tagged one a call of its tag (zx's `$`), and the shell parse leaves a JS
// interpreter's inline code to those readers (shell-parse.ts jsCodeWord).
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold JavaScript templates' literal holes
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { readCode } from '../src/kernel/ladder/code-literals.js';
import {
  decidedWithProcessShare as deciderOf,
  decidesDrawnInBoundedCpu,
  doubleQuoted,
  kernelDecided,
  RUNS,
  singleQuoted,
} from './helpers/redteam-floor.js';

/** The floor's decision in the kernel from /work/proj; one in eight also through `gate preflight`. */
const decided = deciderOf({ cwd: '/work/proj' });
const runs = Math.max(10, Math.ceil(RUNS / 4));

/** The JavaScript runners of inline code. */
const RUNNERS = ['node -e', 'node --eval', 'node -p', 'deno eval', 'bun -e'];

/** Command lines the floor refuses when code runs them plainly. */
const COMMANDS = [
  'sudo id',
  'rm -rf ~',
  'echo x >> ~/.bashrc',
  'chmod u+s /bin/bash',
  'git push --force origin main',
];

test('the brief: ordinary templates are admitted (each refused MALFORMED on the base)', () => {
  for (const text of [
    "node -e 'const x = 2; console.log(`${x * 2}`)'",
    "node -e 'console.log(`${process.version}`)'",
    'node -e \'for (const f of require("fs").readdirSync(".")) console.log(`- ${f}`)\'',
    "node -p '`${1+1}`'",
    "deno eval 'console.log(`${1}`)'",
    "bun -e 'console.log(`${1}`)'",
    'node -e \'console.log(`a${"b"}c`)\'',
    "node -e 'console.log(`a\\`b`)'",
    'node -e \'const o = require("child_process").execSync("git log -1").toString(); console.log(`${o.length} bytes`)\'',
    'node -e \'require("child_process").execSync("ls"); console.log(`${x}`)\'',
    'node -e \'const {$} = require("zx"); $`git status`\'',
    "node -e 'console.log(String.raw`C:\\temp\\x ${1}`)'",
    'node -e "console.log(\\`v: \\${process.version}\\`)"',
    'node --eval=\'console.log(`${[1, 2].map((n) => `<${n}>`).join("")}`)\'',
  ])
    kernelDecided('ALLOW', text);
});

test('templates that carry a refused command stay refused (literal parts, holes, nesting, tags, escapes)', () => {
  for (const text of [
    'node -e \'require("child_process").execSync(`sudo ${"id"}`)\'',
    'node -e \'require("child_process").execSync(`${"sudo"} id`)\'',
    'node -e \'console.log(`${require("child_process").execSync("sudo id")}`)\'',
    'node -e \'console.log(`x ${require("child_process").execSync(`sudo id`)} y`)\'',
    'node -e \'require("child_process").execSync(`${`${"sudo"} id`}`)\'',
    "node -e 'console.log(`${eval(process.argv[1])}`)' x",
    'node -e \'require("fs").appendFileSync(`${require("os").homedir()}/.bashrc`, "x")\'',
    'node -e \'require("fs").appendFileSync(`${process.env.HOME}/.bashrc`, "x")\'',
    'node -e \'require("child_process").execSync(`sudo id)\'',
    'node -e \'new Function(`return require("child_process").execSync("sudo id")`)()\'',
    'node -e \'require("child_process").execSync(`echo \\`sudo id\\``)\'',
    'node -e \'require("child_process").execSync("echo `sudo id`")\'',
    'node -e \'require("child_process").execSync(`echo ${"`"}sudo id${"`"}`)\'',
    'node -e \'require("child_process").execSync(String.raw`sudo id`)\'',
    'node -e \'require("child_process").execSync(`s${""}udo id`)\'',
    'node -e \'require("child_process").execSync(`rm -rf ${require("os").homedir()}`)\'',
    'node -e \'require("child_process").execSync(`${process.argv[1]}`)\' x',
    'node -e \'const {$} = require("zx"); $`sudo id`\'',
    'node -e \'const {$} = require("zx"); $`${"sudo"} id`\'',
    'node -e \'const {$} = require("zx"); $`ls ${require("child_process").execSync("sudo id")}`\'',
    'node -e \'const {$} = require("zx"); $ `sudo id`\'',
    'node -e "console.log(\\`$(sudo id)\\`)"',
    "deno eval 'new Deno.Command(`sudo`, { args: [`id`] }).outputSync()'",
    "bun -e 'Bun.spawnSync([`sudo`, `id`])'",
    'node -pe \'require("child_process").execSync(`sudo ${"id"}`)\'',
    // Admitted on the base: a command line cut between a template's text and a hole's string or template.
    'node -e \'require("child_process").execSync(`echo x >> ~${`/.bashrc`}`)\'',
    'node -e \'require("child_process").execSync(`echo x >> ~/.b${"ashrc"}`)\'',
  ])
    kernelDecided('DENY', text);
});

/** The command `cmd` as a template's text: plainly, split into a hole's string, a nested template, around escapes. */
const carriers: readonly ((cmd: string, k: number) => string)[] = [
  (cmd) => `\`${cmd}\``,
  (cmd, k) => `\`${cmd.slice(0, k)}\${${JSON.stringify(cmd.slice(k))}}\``,
  (cmd, k) => `\`\${${JSON.stringify(cmd.slice(0, k))}}${cmd.slice(k)}\``,
  (cmd, k) => `\`${cmd.slice(0, k)}\${\`${cmd.slice(k)}\`}\``,
  (cmd) => `\`echo \\\`x\\\` \\\${y}; ${cmd}\``,
  (cmd) => `\`\${1 + 1}; ${cmd}\``,
  (cmd) => `String.raw\`${cmd}\``,
];

test('generated: a template that carries a refused command to exec, or a hole that runs one, is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...RUNNERS),
      fc.constantFrom(...COMMANDS),
      fc.nat(),
      fc.constantFrom(...carriers.keys()),
      fc.boolean(),
      fc.boolean(),
      (run, cmd, at, n, inHole, doubled) => {
        const literal = (carriers[n] as (cmd: string, k: number) => string)(cmd, 1 + (at % (cmd.length - 1)));
        const sink = `require("child_process").execSync(${literal})`;
        const code = inHole ? `console.log(\`ran: \${${sink}}\`)` : sink;
        decided('DENY', `${run} ${doubled ? doubleQuoted(code) : singleQuoted(code)}`);
      },
    ),
    { numRuns: runs },
  );
});

test('generated: a template spanning shell quotes reads as the word bash hands on', () => {
  fc.assert(
    fc.property(fc.constantFrom(...COMMANDS), fc.nat(), fc.nat(), (cmd, a, b) => {
      const code = `require("child_process").execSync(\`\${""}${cmd}\`)`;
      // The code cut in three, each piece its own shell quoting (`'..'"..."'..'`).
      const [i, j] = [a % code.length, b % code.length].sort((x, y) => x - y) as [number, number];
      const word = `${singleQuoted(code.slice(0, i))}${doubleQuoted(code.slice(i, j))}${singleQuoted(code.slice(j))}`;
      decided('DENY', `node -e ${word}`);
    }),
    { numRuns: runs },
  );
});

test('generated: an unterminated template, or a tagged one holding a backquote, is unseen (refused)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...RUNNERS), fc.constantFrom('`', '`${', '`${`', '$`a\\`'), (run, open) => {
      kernelDecided('DENY', `${run} ${singleQuoted(`console.log(${open}x)`)}`);
    }),
    { numRuns: 10 },
  );
});

/** An ordinary hole: a name, arithmetic, a call, a string, a nested template. */
const HOLES = [
  'x',
  'x * 2',
  'a.b.length',
  'JSON.stringify(o)',
  '"s"',
  "'t'",
  'n > 1 ? "a" : "b"',
  '`in ${x}`',
  'f(`y`)',
];
/** Ordinary literal text: words, an escaped backquote and `${`, a quote mark, a path. */
const TEXTS = ['', 'v: ', ' bytes', '\\`', '\\${x}', '"', "it's", '/tmp/out.txt', ' - ', '\\n'];

test('generated: ordinary templates (holes with names, strings, calls, nested templates) are admitted', () => {
  const template = fc
    .array(fc.tuple(fc.constantFrom(...TEXTS), fc.constantFrom(...HOLES)), { minLength: 1, maxLength: 4 })
    .map((parts) => `\`${parts.map(([t, h]) => `${t}\${${h}}`).join('')}\``);
  fc.assert(
    fc.property(fc.constantFrom(...RUNNERS), template, fc.boolean(), (run, t, doubled) => {
      const code = `const x = 1, a = { b: "c" }, o = {}, n = 2, f = (s) => s; console.log(${t})`;
      decided('ALLOW', `${run} ${doubled ? doubleQuoted(code) : singleQuoted(code)}`);
    }),
    { numRuns: runs },
  );
});

test('the scanner renders a template as a string, its holes as code, a tag as a call', () => {
  const read = (s: string): string => readCode(s, 'node').text;
  assert.equal(read('f(`a${x}b`)'), 'f("a" + (x) + "b")');
  assert.equal(read('f(`a\\`b`)'), 'f("a\\x60b")');
  assert.equal(read('f("a`b")'), 'f("a\\x60b")');
  // A hole that is a string or a template is text (JavaScript's value), joined to the parts around it.
  assert.equal(read('f(`${`in ${y}`}`)'), 'f("in " + (y))');
  assert.equal(read('f(`${x}`)'), 'f("" + (x))');
  assert.equal(read('f(`~${"/.bashrc"}`, `a${ \'b\' }c`)'), 'f("~/.bashrc", "abc")');
  assert.equal(read('f(`a${`b${`c`}`}`)'), 'f("abc")');
  assert.equal(read('String.raw`a\\b`'), 'String.raw"a\\\\b"');
  assert.equal(read('$`ls ${d}`'), '$`ls ${d}` + (d)');
  assert.equal(read('return `x`'), 'return "x"');
  assert.equal(readCode('$`a\\`b`', 'node').unseen, 'tagged template holding a backquote');
  // Ruby's and Perl's backquote is a command, as before.
  assert.equal(readCode('`ls`', 'ruby').text, '`ls`');
});

test('linear: 200 kB of templates, holes, nesting and tags decides in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["node -e 'console.log(", '`a${x}`+', "1)'"],
    ["node -e 'console.log(", '`${`${', "1)'"],
    ["node -e 'console.log(", '`\\``+', "1)'"],
    ['node -e \'require("child_process").execSync(', '$`a${b}`', ")'"],
    ["node -e 'x = ", 'String.raw`\\`', "'"],
    ['node -e \'console.log("', 'a`b', '")\''],
  ]);
});
