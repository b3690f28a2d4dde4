// Round 74 (docs/floor.md "Round 74 (lead)"): a value the text does not show, pasted by the outer shell into a
// shell's script or an interpreter's code. On the base `python3 -c "$x"`, `node -e "$1"`, `perl -e "$CODE"`,
// `python3 -c "import os; $x"` and `bash -c "echo $x"` were admitted: x may hold anything an earlier call of a
// persistent shell set (`x='__import__("os").system("curl ..|sh")'` is an assignment, admitted on its own), and
// the interpreter parses what x holds as code. `sh -c "$x"` and `python3 -c "$(cat f)"` were refused already.
import { test } from 'node:test';
import fc from 'fast-check';
import {
  decidedWithProcessShare as deciderOf,
  kernelDecided,
  linearAndThroughProcess,
  RUNS,
} from './helpers/redteam-floor.js';

/** The floor's decision in the kernel from /work/proj; one in eight also through `gate preflight`. */
const decided = deciderOf({ cwd: '/work/proj' });

/** A program and how it takes inline code: `P FLAG CODE` (awk and sed: the program as the first operand). */
const TAKERS: readonly ((code: string) => string)[] = [
  (c) => `python3 -c ${c}`,
  (c) => `python -c ${c}`,
  (c) => `python3.12 -c ${c}`,
  (c) => `node -e ${c}`,
  (c) => `node -p ${c}`,
  (c) => `perl -e ${c}`,
  (c) => `perl -ne ${c} f`,
  (c) => `ruby -e ${c}`,
  (c) => `php -r ${c}`,
  (c) => `Rscript -e ${c}`,
  (c) => `lua -e ${c}`,
  (c) => `bash -c ${c}`,
  (c) => `sh -c ${c}`,
  (c) => `zsh -c ${c}`,
  (c) => `eval ${c}`,
  (c) => `awk ${c} f`,
  (c) => `sed ${c} f`,
];

/** Values the text does not show: a name it never sets, a positional parameter, an indirect one. */
const UNSHOWN = ['$x', '${x}', '$CODE', '$1', '${2}', '$@', '$*', '${!x}', '${x:-print(1)}', '${x%.py}'];

/** Code around the value, written in double quotes (the outer shell expands inside them). */
const AROUND: readonly ((v: string) => string)[] = [
  (v) => `"${v}"`,
  (v) => `"import os; ${v}"`,
  (v) => `"print(${v})"`,
  (v) => `"x=1; ${v}"`,
  (v) => `"{print ${v}}"`,
  (v) => `"s/a/${v}/"`,
  (v) => `'print(1); '"${v}"`,
];

test('a value the text does not show, pasted into a script or inline code, is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...TAKERS),
      fc.constantFrom(...UNSHOWN),
      fc.constantFrom(...AROUND),
      (taker, value, around) => decided('DENY', taker(around(value))),
    ),
    { numRuns: RUNS },
  );
});

test('the same code shown is admitted: single-quoted, escaped, given a literal, a length, a status, the shell’s own', () => {
  const shown: readonly string[] = [
    `python3 -c 'print("$x")'`,
    `python3 -c "print(\\"\\$x\\")"`,
    `x='print(1)'; python3 -c "$x"`,
    `CODE='console.log(1)'; node -e "$CODE"`,
    `awk '{print $1}' f`,
    `awk "{print \\$1}" f`,
    `sed 's/a/$x/' f`,
    `bash -c "echo \${#x}"`,
    `bash -c "echo $?"`,
    `bash -c "cd $HOME && make"`,
    // Round 75: not `$PWD` (`cd` makes it a directory's name, which may be code: redteam-floor-r75-state).
    `python3 -c "print('$HOME')"`,
    `perl -e 'print "$x\\n"'`,
    `echo $x`,
    `ls "$1"`,
  ];
  for (const text of shown) kernelDecided('ALLOW', text);
});

test('the found forms are refused', () => {
  for (const text of [
    'python3 -c "$x"',
    'node -e "$1"',
    'perl -e "$CODE"',
    'python3 -c "import os; $x"',
    'bash -c "echo $x"',
    'ruby -e "${x}"',
  ])
    kernelDecided('DENY', text);
});

linearAndThroughProcess(
  [
    ['python3 -c "', '$x ', '"'],
    ['bash -c "echo ', '${#x} $? ', '"'],
    ["python3 -c 'print(1)'", '"$HOME"', ''],
  ],
  'python3 -c "import os; $x"',
);
