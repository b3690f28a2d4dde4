// Round 68 (docs/floor.md "Round 68 (redteam-r68)"): the hunt of round 67's one-liner classes in the
// languages and APIs round 67 did not list, through `gate preflight --batch`. Admitted on the base: `deno
// eval` code that writes below a home (its code is the subcommand's operand), argv lists Ruby's Open3, PHP's
// proc_open and PowerShell's Start-Process hand on, Deno.Command's `{args: [..]}`, `os.execvp("git",
// ["git", ..])`; and, in the shell, `set --` given a computed value (`set -- "$HOME/.bashrc"; echo a >
// "$1"`). Each is refused now, in the kernel and the real process; reads and harmless programs stay admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { decidesDrawnInBoundedCpu, processVerdict, RUNS, said, verdict } from './helpers/redteam-floor.js';

const CWD = { cwd: '/work/proj' };
/** Guarded names below a home. */
const GUARDED = ['.bashrc', '.profile', '.claude/settings.json', '.ssh/authorized_keys'];

/** Code that writes below a home it names by an API or variable, in the forms the base admitted. */
const HOME_WRITES: readonly ((h: string) => string)[] = [
  (h) => `deno eval 'Deno.writeTextFileSync(Deno.env.get("HOME") + "/${h}", "x", {append: true})'`,
  (h) => `deno eval 'await Deno.writeTextFile(Deno.env.get("HOME") + "/${h}", "x")'`,
  (h) => `set -- "$HOME/${h}"; echo a > "$1"`,
  (h) => `set -- x "\${HOME}/${h}"; tee -a "$2" </dev/null`,
  (h) => `set -- "$(echo ~)/${h}"; cp x "$1"`,
];

/** A program and its argv list as code hands it on. */
const ARGV_FORMS: readonly ((p: string, a: readonly string[]) => string)[] = [
  (p, a) => `ruby -e 'require "open3"; Open3.capture2(${[p, ...a].map((x) => `"${x}"`).join(', ')})'`,
  (p, a) => `php -r 'proc_open([${[p, ...a].map((x) => `"${x}"`).join(', ')}], [], $p);'`,
  (p, a) =>
    `deno eval 'new Deno.Command("${p}", {args: [${a.map((x) => `"${x}"`).join(', ')}]}).outputSync()'`,
  (p, a) => `python3 -c 'import os; os.execvp("${p}", [${[p, ...a].map((x) => `"${x}"`).join(', ')}])'`,
  (p, a) => `pwsh -c 'Start-Process ${p} -ArgumentList ${a.map((x) => `"${x}"`).join(',')}'`,
];
/** Refused cores as a program and its argv. */
const CORES: readonly (readonly [string, readonly string[]])[] = [
  ['git', ['-C', '/tmp/r', 'status']],
  ['sudo', ['id']],
  ['tee', ['-a', '/root/.bashrc']],
];

test('generated: home writes in the forms the base admitted are refused (kernel; a share through the process)', () => {
  let n = 0;
  fc.assert(
    fc.property(fc.nat(HOME_WRITES.length - 1), fc.constantFrom(...GUARDED), (k, h) => {
      const text = (HOME_WRITES[k] as (h: string) => string)(h);
      assert.match(said(verdict(text, CWD)), /^DENY /, text);
      if (n++ % 4 === 0)
        assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=DENY /, text);
    }),
    { numRuns: Math.ceil(RUNS / 4) },
  );
});

test('generated: a refused program handed on with its argv list is refused (kernel; a share through the process)', () => {
  let n = 0;
  fc.assert(
    fc.property(fc.nat(ARGV_FORMS.length - 1), fc.constantFrom(...CORES), (k, [p, a]) => {
      const text = (ARGV_FORMS[k] as (p: string, a: readonly string[]) => string)(p, a);
      assert.match(said(verdict(text, CWD)), /^DENY /, text);
      if (n++ % 4 === 0)
        assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=DENY /, text);
    }),
    { numRuns: Math.ceil(RUNS / 4) },
  );
});

test('the found cases, each once through the real process', () => {
  for (const make of HOME_WRITES) {
    const text = make('.bashrc');
    assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=DENY /, text);
  }
  for (const make of ARGV_FORMS) {
    const text = make('git', ['-C', '/tmp/r', 'status']);
    assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=DENY /, text);
  }
});

/** Reads, writes in the project, and harmless programs: admitted as on the base. */
const NEIGHBOURS = [
  `deno eval 'console.log(Deno.readTextFileSync(Deno.env.get("HOME") + "/.bashrc"))'`,
  `deno eval 'Deno.writeTextFileSync("out.txt", "x")'`,
  `pwsh -c 'Start-Process notepad -ArgumentList "a.txt"'`,
  `ruby -e 'require "open3"; puts Open3.capture2("ls", "-la")[0]'`,
  `python3 -c 'import os; os.execvp("ls", ["ls", "-la"])'`,
  `deno eval 'new Deno.Command("ls", {args: ["-la"]}).outputSync()'`,
  'set -- "$PWD/out.txt"; echo a > "$1"',
  'set -- a b; echo "$1" "$2"',
];

test('neighbours: reads, project writes and harmless programs stay admitted (kernel and process)', () => {
  for (const text of NEIGHBOURS) {
    assert.equal(said(verdict(text, CWD)), 'ALLOW ', text);
    assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=ALLOW /, text);
  }
});

test('linear: 200 kB of home paths and argv objects decide in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["pwsh -c 'Start-Process ls -ArgumentList ", '"a",', "'"],
    ['deno eval \'new Deno.Command("ls"', ', {args: ["a"', "]})'"],
    ['set -- ', '"$HOME/a" ', '; echo a > "$1"'],
  ]);
});
