// Round 59 (docs/floor.md, "Round 59 (redteam-r59)"): two ways bash's own features make a name run a
// program the text does not show where it is called. (1) bash's program table: `BASH_CMDS[x]=PATH` and `hash
// -p PATH x` make `x` run PATH (no alias option needed); written by `read`, `printf -v`, `declare`, a name
// reference or `+=`, the entry is the running shell's. (2) GNU env's `-S` splits by env's rules (`\_`, `\n`,
// a blank), then runs its words followed by env's other operands. Every form is generated from a grammar,
// judged in the kernel and through the real `gate preflight`, and bash (with a fake `sudo` first on PATH
// and in the working directory) shows that each really runs the refused program.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { envSplitText } from '../src/kernel/ladder/shell-env-split.js';
import { processVerdict, RUNS, runOracleShell, verdict, where } from './helpers/redteam-floor.js';

/** Ways to put program P under the name N in bash's program table (P is `sudo`: the oracle's fake). */
const TABLE_WRITES: readonly ((p: string, n: string) => string)[] = [
  (p, n) => `BASH_CMDS[${n}]=${p}`,
  (p, n) => `BASH_CMDS["${n}"]=${p}`,
  (p, n) => `declare BASH_CMDS[${n}]=${p}`,
  (p, n) => `hash -p ${p} ${n}`,
  (p, n) => `hash -p${p} ${n}`,
  (p, n) => `hash -rp ${p} zz ${n}`,
  (p, n) => `hash -p ${p} -- ${n}`,
  (p, n) => `read BASH_CMDS[${n}] <<< ${p}`,
  (p, n) => `printf -v BASH_CMDS[${n}] %s ${p}`,
  (p, n) => `declare -n r=BASH_CMDS; r[${n}]=${p}`,
  (p, n) => `y=CMDS; declare -n r=BASH_$y; r[${n}]=${p}`,
  (p, n) => `BASH_CMDS[${n}]=${p.slice(0, 2)}; BASH_CMDS[${n}]+=${p.slice(2)}`,
  (p, n) => `{ BASH_CMDS[${n}]=${p}; }`,
  // A value the text computes: the oracle's fake is found on PATH (`command -v sudo`).
  (p, n) => `BASH_CMDS[${n}]=$(command -v ${p})`,
  // Behind a wrapper, a reserved word or an assignment: the builtin is where the command's program is.
  (p, n) => `builtin hash -p ${p} ${n}`,
  (p, n) => `command -p hash -p ${p} ${n}`,
  (p, n) => `X=1 hash -p ${p} ${n}`,
  (p, n) => `eval hash -p ${p} ${n}`,
  (p, n) => `if hash -p ${p} ${n}; then :; fi`,
  (p, n) => `{ hash -p ${p} ${n}; }`,
  (p, n) => `builtin read BASH_CMDS[${n}] <<< ${p}`,
  (p, n) => `while command printf -v BASH_CMDS[${n}] %s ${p}; do break; done`,
];
/** Where the name is then called. */
const CALLS: readonly ((n: string) => string)[] = [
  (n) => `${n} id`,
  (n) => `{ ${n} id; }`,
  (n) => `if true; then ${n} id; fi`,
  (n) => `${n} id | cat`,
  (n) => `true && ${n} id`,
];
const SEPARATORS: readonly string[] = ['; ', '\n', ' && '];
const NAMES: readonly string[] = ['x', 'ls', 'make', 'q1'];

const tableText = (w: number, c: number, s: number, n: string): string =>
  `${(TABLE_WRITES[w] as (p: string, n: string) => string)('sudo', n)}${SEPARATORS[s]}${(CALLS[c] as (n: string) => string)(n)}`;

/**
 * `sudo id` as `env` runs it from a split string: which words go in the string and which after it, how
 * the string's blanks are spelt (`\_`, a tab, a newline), how `-S` is spelt, and a shell layer between.
 */
const S_SPELLINGS: readonly ((s: string) => string)[] = [
  (s) => `-S ${s}`,
  (s) => `-S${s}`,
  (s) => `-uHOME -S ${s}`,
  (s) => `-vS ${s}`,
  (s) => `--split-string=${s}`,
  (s) => `--s ${s}`,
  (s) => `--split-s=${s}`,
];
const BLANKS: readonly string[] = ['\\_', ' ', '\\_\\_'];
const envText = (form: number, spelling: number, blank: number): string => {
  const b = BLANKS[blank] as string;
  const spell = S_SPELLINGS[spelling] as (s: string) => string;
  switch (form) {
    case 0: // the whole command in the string
      return `env ${spell(`"sudo${b}id"`)}`;
    case 1: // a shell in the string, its script after it
      return `env ${spell(`"sh${b}-c"`)} "sudo id"`;
    case 2: // a shell's script in the string, a newline escape inside its quotes
      return `env ${spell(`'sh -c "sudo\\nid"'`)}`;
    case 3: // a blank escape inside the script's double quotes
      return `env ${spell(`'sh -c "sudo\\_id"'`)}`;
    case 4: // env's options again inside the string
      return `env ${spell(`"-u${b}HOME${b}sh${b}-c"`)} "sudo id"`;
    default: // the program in the string, its argument after it
      return `env ${spell('"sudo"')} id`;
  }
};
const ENV_FORMS = 6;

const FLOOR_REFUSES = (text: string): void => {
  const v = verdict(text);
  assert.equal(v.kind, 'DENY', `${JSON.stringify(text)} was ${v.kind}`);
};

test('a name put in bash program table runs that program where it is called: refused in every form', () => {
  fc.assert(
    fc.property(
      fc.nat(TABLE_WRITES.length - 1),
      fc.nat(CALLS.length - 1),
      fc.nat(SEPARATORS.length - 1),
      fc.constantFrom(...NAMES),
      (w, c, s, n) => FLOOR_REFUSES(tableText(w, c, s, n)),
    ),
    { numRuns: RUNS },
  );
});

test('env -S split by env rules, with the operands after it: refused in every form', () => {
  fc.assert(
    fc.property(
      fc.nat(ENV_FORMS - 1),
      fc.nat(S_SPELLINGS.length - 1),
      fc.nat(BLANKS.length - 1),
      (form, spelling, blank) => FLOOR_REFUSES(envText(form, spelling, blank)),
    ),
    { numRuns: RUNS },
  );
});

test('through the real gate preflight: both classes refused, the benign neighbours admitted', () => {
  const refused = [
    'BASH_CMDS[x]=/usr/bin/sudo; x id',
    'hash -p /bin/bash x; x -c "sudo id"',
    'hash -p /usr/bin/git x; x -C /tmp/r status',
    'read BASH_CMDS[x] <<< /usr/bin/sudo; x id',
    'declare -n r=BASH_CMDS; r[x]=/usr/bin/sudo; x id',
    'env -S "sudo\\_id"',
    'env -S "sh -c" "sudo id"',
    'env -S \'sh -c "sudo\\nid"\'',
    'env --split-s="-i bash -c" "sudo id"',
  ];
  for (const command of refused) assert.match(processVerdict('Bash', { command }), /^verdict=DENY/, command);
  const admitted = [
    'hash -r',
    'hash ls',
    'hash -p /usr/bin/python3 python; python -V',
    'BASH_CMDS[x]=/usr/bin/ls; x -la',
    'echo BASH_CMDS',
    'grep -rn BASH_ALIASES src',
    'declare -n ref=arr; ref[0]=1',
    'env -S "ls -la"',
    'env -S "FOO=1 make test"',
    'env -S "sh -c \'echo\\_hi\'"',
    'env -S "echo" hi there',
  ];
  for (const command of admitted)
    assert.match(processVerdict('Bash', { command }), /^verdict=ALLOW/, command);
});

test("env's split string as shell text: env's escapes, quotes and blanks", () => {
  assert.equal(envSplitText('sudo\\_id'), 'sudo id');
  assert.equal(envSplitText('a\\tb'), "a$'\\t'b");
  assert.equal(envSplitText('"a\\_b"'), '"a b"');
  assert.equal(envSplitText("'a\\_b'"), "'a\\_b'");
  assert.equal(envSplitText("'a\\'b'"), "'a'\\''b'");
  assert.equal(envSplitText('sh\n-c'), 'sh -c');
  assert.equal(envSplitText('ls\\c; sudo id'), 'ls');
  // env refuses these and runs nothing: the string is then read as shell text (over-read).
  assert.equal(envSplitText('a\\zb'), undefined);
  assert.equal(envSplitText('"open'), undefined);
});

test('bash agrees: every table form and every env form runs the fake sudo', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r59-'));
  const mark = join(dir, 'ran');
  // The fake answers both on PATH (env, `hash -p sudo`) and in the working directory (a relative table entry).
  writeFileSync(join(dir, 'sudo'), `#!/bin/sh\necho "$CASE" >> '${mark}'\n`);
  chmodSync(join(dir, 'sudo'), 0o755);
  const cases: string[] = [];
  for (let w = 0; w < TABLE_WRITES.length; w++)
    for (let c = 0; c < CALLS.length; c++) cases.push(tableText(w, c, (w + c) % SEPARATORS.length, 'x'));
  for (let f = 0; f < ENV_FORMS; f++)
    for (let s = 0; s < S_SPELLINGS.length; s++) cases.push(envText(f, s, (f + s) % BLANKS.length));
  for (const text of cases) FLOOR_REFUSES(text);
  const script = cases.map((c, i) => `export CASE=${i}\n( ${c}\n) </dev/null >/dev/null 2>&1\n`).join('');
  try {
    runOracleShell(
      `${where('bash')} --norc --noprofile -c "$1"`,
      ['x', script],
      { cwd: dir, env: { PATH: `${dir}:/usr/bin:/bin`, HOME: dir } },
      60,
    );
    const ran = new Set(readFileSync(mark, 'utf8').split('\n'));
    for (let i = 0; i < cases.length; i++) assert.ok(ran.has(String(i)), JSON.stringify(cases[i]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
