// Round 75 (docs/floor.md "Round 75 (rt-state-r75)"): a persistent shell's state and the order of a text. What
// one admitted call sets a later call inherits, so a value counts as the text's only where the text gives it before
// the use, in the same shell, on every path. On the base `python3 -c "$x"; x=1`, `x=1 & python3 -c "$x"`,
// `(x=1); bash -c "$x"`, `x=1 | sh -c "$x"`, `a && x=1; ..`, `x=1 python3 -c "$x"` and `echo $((x)); x=1` were
// admitted (the text assigns x somewhere), and so were `export HOME='x"); os.system("id"); ("'` and
// `python3 -c "print('$PWD')"` (names trusted in code that a call may set, or `cd` may make code), and
// `export HISTFILE=~/.bashrc` and `history -w ~/.bashrc` (bash writes its history list, any line `history -s` adds,
// to a file the floor guards).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseShell } from '../src/kernel/ladder/shell-parse.js';
import { givenRanges, valueShown } from '../src/kernel/ladder/shell-values.js';
import {
  decidedWithProcessShare,
  kernelDecided,
  linearAndThroughProcess,
  RUNS,
} from './helpers/redteam-floor.js';

/** Decides in the kernel from /work/proj, one in eight through `gate preflight` too. */
const decided = decidedWithProcessShare({ cwd: '/work/proj' });
/** Each of `texts` decided `kind` in the kernel. */
const each = (kind: 'DENY' | 'ALLOW', texts: readonly string[]): void => {
  for (const text of texts) kernelDecided(kind, text);
};

/** Where a value is pasted as code (the value `$x` in double quotes: the outer shell expands it). */
const USES: readonly string[] = [
  'python3 -c "$x"',
  'node -e "$x"',
  'perl -e "$x"',
  'ruby -e "print(${x})"',
  'bash -c "echo $x"',
  'sh -c "$x"',
  'eval "$x"',
  'echo $((x))',
  '(( x ))',
  'let y=x',
];

/** A text giving x a value that does not run before the use on every path, in the same shell (U: the use). */
const UNORDERED: readonly ((use: string) => string)[] = [
  (u) => `${u}; x=1`,
  (u) => `${u} && x=1`,
  (u) => `x=1 & ${u}`,
  (u) => `(x=1); ${u}`,
  (u) => `x=1 | ${u}`,
  (u) => `true | x=1; ${u}`,
  (u) => `[ -f a ] && x=1; ${u}`,
  (u) => `false || x=1; ${u}`,
  (u) => `if [ -f a ]; then x=1; fi; ${u}`,
  (u) => `while false; do x=1; done; ${u}`,
  (u) => `for i in 1; do x=1; done; ${u}`,
  (u) => `f() { x=1; }; ${u}`,
  (u) => `case a in b) x=1;; esac; ${u}`,
  (u) => `echo $(x=1); ${u}`,
  (u) => `if [ -f a ]; then x=1; else ${u}; fi`,
  (u) => `{ x=1; } | cat; ${u}`,
  (u) => `[ -f a ] && { x=1; }; ${u}`,
];

/** The same value given before the use on every path: the text's (read with its value). */
const ORDERED: readonly ((use: string) => string)[] = [
  (u) => `x=1; ${u}`,
  (u) => `x=1 && ${u}`,
  (u) => `export x=1; ${u}`,
  (u) => `x=1\n${u}`,
  (u) => `if [ -f a ]; then x=1; ${u}; fi`,
  (u) => `x=1; true | ${u}`,
  (u) => `{ x=1; }; ${u}`,
];

test('a value given after the use, elsewhere or only sometimes is not the text’s: refused', () => {
  fc.assert(
    fc.property(fc.constantFrom(...USES), fc.constantFrom(...UNORDERED), (use, shape) =>
      decided('DENY', shape(use)),
    ),
    { numRuns: RUNS },
  );
});

test('a value given before the use on every path is read as the text’s: admitted', () => {
  fc.assert(
    // `x=1; let y=x`: the base's fast and general readers differ already (the general one refuses); not drawn.
    fc.property(
      fc.constantFrom(...USES.filter((u) => !u.startsWith('let'))),
      fc.constantFrom(...ORDERED),
      (use, shape) => decided('ALLOW', shape(use)),
    ),
    { numRuns: RUNS },
  );
});

test('the found forms are refused', () => {
  each('DENY', [
    'python3 -c "$x"; x=1',
    'x=1 & python3 -c "$x"',
    '(x=1); bash -c "$x"',
    'x=1 | sh -c "$x"',
    'x=1 python3 -c "$x"',
    'true && x=1; python3 -c "$x"',
    'echo $((x)); x=1',
    '(( y )); (( y = 1 ))',
    '[ -f a ] && x=1; echo $((x))',
    'x=1; bash -c \'python3 -c "$x"\'',
    "x=1; bash -c 'echo $((x))'",
    "bash -c 'x=1'; echo $((x))",
    'python3 -c "print(\'$PWD\')"',
    'bash -c "cd $OLDPWD && ls"',
    `export HOME='x"); os.system("id"); ("'`,
    "HOME='$(id)'",
    'HOME=$(cat f)',
    'read USER < f',
    "printf -v TMPDIR '%s' x",
    'declare -n HOME=x',
    "export SHELL='/bin/sh; id'",
    `HOME="'; id" :`,
    'HISTFILE=~/.bashrc',
    'export HISTFILE=~/.bashrc; set -o history',
    'history -w ~/.bashrc',
    'history -a ~/.profile',
  ]);
});

test('ordinary neighbours are admitted: loops over literal words, plain sets of trusted names, the trusted names', () => {
  each('ALLOW', [
    `for f in a b; do python3 -c "print('$f')"; done`,
    'for f in a.py b.py; do node -e "require(\'./$f\')"; done',
    'for f in a b; do python3 "$f"; done',
    'x=0; if (( !x )); then echo; fi',
    'sum=0; for i in 1 2 3; do (( sum += i )); done',
    'for ((i=0; i<3; i++)); do echo $i; done',
    'while read n; do echo $((n + 1)); done < f',
    'export HOME=/tmp/h',
    'export TMPDIR=/tmp/build',
    'USER=bob',
    'f() { local x=1; python3 -c "$x"; }',
    `python3 -c "print('$HOME')"`,
    'bash -c "cd $HOME && make"',
    `python3 -c "print('$RANDOM', '$UID')"`,
    'HISTFILE=/dev/null',
    'export HISTFILE=./hist.txt',
    'history -r ~/.bashrc',
    'history 10',
  ]);
});

test('a loop over words the text does not show, or whose name is set again, is not the text’s: refused', () => {
  each('DENY', [
    `for f in *.py; do python3 -c "print('$f')"; done`,
    `for f in $(cat list); do python3 -c "print('$f')"; done`,
    `for f in a b; do f=$y; python3 -c "print('$f')"; done`,
    `for f in "$@"; do python3 -c "print('$f')"; done`,
  ]);
});

test('one reading of "shown" (shell-values.ts valueShown): order, scope and the shell’s own names', () => {
  const at = (text: string, name: string, command: number, vars: Record<string, string> = {}): boolean => {
    const cmds = parseShell(text).commands;
    const cmd = cmds[command];
    assert.ok(cmd !== undefined, text);
    return valueShown(name, cmd.at, givenRanges(cmds), new Map(Object.entries(vars)), (n) => n in vars);
  };
  assert.equal(at('x=1; echo $x', 'x', 1, { x: '1' }), true);
  assert.equal(at('echo $x; x=1', 'x', 0, { x: '1' }), false);
  assert.equal(at('(x=1); echo $x', 'x', 1, { x: '1' }), false);
  assert.equal(at('a && x=1; echo $x', 'x', 2, { x: '1' }), false);
  assert.equal(at('x=1 echo $x', 'x', 0, { x: '1' }), false);
  assert.equal(at('echo $RANDOM', 'RANDOM', 0), true);
  assert.equal(at('echo $HOME', 'HOME', 0), true);
  assert.equal(at('echo $PWD', 'PWD', 0), false);
  assert.equal(at('HOME=/x bash -c z', 'HOME', 0, { HOME: '/x' }), false);
});

linearAndThroughProcess(
  [
    ['', 'x=1; ', 'python3 -c "$x"'],
    ['x=1; ', 'if a; then ', 'python3 -c "$x"'],
    ['for f in a; do ', 'for f in b; do ', 'python3 -c "$f"'],
    ['', '(( x )); x=1; ', 'echo $((x))'],
    ['', 'export HOME=/a; HISTFILE=./h; ', 'python3 -c "print(\'$HOME\')"'],
  ],
  'python3 -c "$x"; x=1',
);
