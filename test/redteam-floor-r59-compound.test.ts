// Round 59, second pass (docs/floor.md, "Round 59, second pass (redteam2-r59)"): a variable assigned right
// after a reserved word the parse keeps in the command (`do x=tee`, `then x=tee`, `! x=tee`, `while x=tee`,
// `time x=tee`) and then used as the program word lost the write-target rule: `for i in 1; do x=tee; $x -a
// ~/.bashrc; done` was admitted where `x=tee; $x -a ~/.bashrc` is refused SELF_MODIFY; so, even
// straight-line, did an array's element (`x=(tee); $x ..`) and a value naming another (`y=$x; $y ..`). Every position bash
// lets an assignment precede a command in the same shell is held here exactly as its straight-line twin,
// over the rules (write targets, self-modify, network, sudo, git) and the wrappers (`command`, `env A=1`,
// `!`); in the kernel (both shell readers) and through the real `gate preflight`.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold literal shell expansions
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { processVerdict, said, verdict } from './helpers/redteam-floor.js';
import { REFUSED_SEEDS, type Spelling, spelled, spellings } from './helpers/shell-spellings.js';
import { growthOf } from './helpers/work-count.js';

/** A refused call made of a value for `x` and the command that reads it: `[value, command]`. */
const RULES: readonly (readonly [string, string])[] = [
  ['tee', '$x -a ~/.bashrc'],
  ['cp', '$x k ~/.bashrc'],
  ['dd', '$x of=~/.bashrc'],
  ['sed', '$x -i s/a/b/ ~/.bashrc'],
  ['ln', '$x -sf k ~/.bashrc'],
  ['touch', '$x .git/hooks/pre-commit'],
  ['sudo', '$x id'],
  ['rm', '$x -rf /'],
  ['curl', '$x http://169.254.169.254/latest/'],
  ['git', '$x -C /tmp/r status'],
  ['git', '$x config core.hooksPath /tmp/h'],
  ['chmod', '$x u+s /bin/bash'],
  // The value as an operand or a target, not the program word.
  ['~/.bashrc', 'tee -a $x'],
  ['~/.bashrc', 'echo a >> $x'],
  ['.git/hooks/pre-commit', 'cp k $x'],
  ['169.254.169.254', 'curl http://$x/'],
  ['/tmp/r', 'git -C $x status'],
];

/**
 * Ways the text gives x its value, each read as `x=VALUE` is: an array's element 0 (`$x`), an element,
 * and a value naming another variable the text sets (the write reading followed none of these).
 */
const GIVEN: Readonly<Record<string, (v: string) => string>> = {
  plain: (v) => `x=${v}`,
  array: (v) => `x=(${v})`,
  arrayOfTwo: (v) => `x=(${v} z)`,
  declaredArray: (v) => `declare -a x=(${v})`,
  element: (v) => `x[0]=${v}`,
  chained: (v) => `w=${v}; x=$w`,
  chainedQuoted: (v) => `w=${v}; x="$w"`,
  chainedBraced: (v) => `w=${v}; x=\${w}`,
  twoHops: (v) => `u=${v}; w=$u; x=$w`,
};
/** Positions whose word before the assignment declares it (`export x=..`): only a plain `x=VALUE` there. */
const DECLARING = new Set([
  'exportInBody',
  'declareInBranch',
  'globalInBody',
  'typesetInBody',
  'readonlyAfterBang',
  'twoAssignments',
]);

/** What stands before the command: the wrappers that run it as it is (`${x}` spelt three ways). */
const WRAPPERS: readonly ((c: string) => string)[] = [
  (c) => c,
  (c) => `command ${c}`,
  (c) => `env A=1 ${c}`,
  (c) => `! ${c}`,
  (c) => `! command env A=1 ${c}`,
  (c) => c.replace('$x', '${x}'),
  (c) => c.replace('$x', '"$x"'),
];

/** Where the assignment `a` and the command `c` stand: each runs `c` with `a` in force in the same shell. */
const SAME_SHELL: Readonly<Record<string, (a: string, c: string) => string>> = {
  newline: (a, c) => `${a}\n${c}`,
  forBody: (a, c) => `for i in 1; do ${a}; ${c}; done`,
  forBodyLines: (a, c) => `for i in 1\ndo\n${a}\n${c}\ndone`,
  forBodyTabs: (a, c) => `for i in 1; do\t${a};\t${c}; done`,
  arithmeticFor: (a, c) => `for ((i=0;i<1;i++)); do ${a}; ${c}; done`,
  whileBody: (a, c) => `while true; do ${a}; ${c}; break; done`,
  whileRead: (a, c) => `while read l; do ${a}; ${c}; done < f`,
  untilBody: (a, c) => `until false; do ${a}; ${c}; break; done`,
  selectBody: (a, c) => `select i in a; do ${a}; ${c}; break; done <<< 1`,
  thenBranch: (a, c) => `if true; then ${a}; ${c}; fi`,
  elseBranch: (a, c) => `if false; then :; else ${a}; ${c}; fi`,
  elifBranch: (a, c) => `if false; then :; elif true; then ${a}; ${c}; fi`,
  ifCondition: (a, c) => `if ${a}; then ${c}; fi`,
  elifCondition: (a, c) => `if false; then :; elif ${a}; then ${c}; fi`,
  whileCondition: (a, c) => `while ${a}; do ${c}; break; done`,
  untilCondition: (a, c) => `until ${a}; ! true; do ${c}; break; done`,
  bang: (a, c) => `! ${a}; ${c}`,
  bangInBranch: (a, c) => `if true; then ! ${a}; ${c}; fi`,
  bangCondition: (a, c) => `if ! ${a}; then :; fi; ${c}`,
  time: (a, c) => `time ${a}; ${c}`,
  timeInBody: (a, c) => `for i in 1; do time ${a}; ${c}; done`,
  bangTime: (a, c) => `! time ${a}; ${c}`,
  caseArm: (a, c) => `case a in a) ${a}; ${c};; esac`,
  caseArmParen: (a, c) => `case a in (a) ${a}; ${c};; esac`,
  caseArmAlternatives: (a, c) => `case a in b|a) ${a}; ${c};; esac`,
  caseFallThrough: (a, c) => `case a in a) ${a};& b) ${c};; esac`,
  and: (a, c) => `true && ${a}; ${c}`,
  or: (a, c) => `false || ${a}; ${c}`,
  andThen: (a, c) => `${a} && ${c}`,
  arithmetic: (a, c) => `(( 1 )) && ${a}; ${c}`,
  test: (a, c) => `[[ -n a ]] && ${a}; ${c}`,
  afterLoop: (a, c) => `for i in 1; do ${a}; done; ${c}`,
  afterBranch: (a, c) => `if true; then ${a}; fi; ${c}`,
  nested: (a, c) => `if true; then for i in 1; do while true; do ${a}; ${c}; break; done; done; fi`,
  exportInBody: (a, c) => `for i in 1; do export ${a}; ${c}; done`,
  declareInBranch: (a, c) => `if true; then declare ${a}; ${c}; fi`,
  globalInBody: (a, c) => `for i in 1; do declare -g ${a}; ${c}; done`,
  typesetInBody: (a, c) => `for i in 1; do typeset ${a}; ${c}; done`,
  readonlyAfterBang: (a, c) => `! readonly ${a}; ${c}`,
  twoAssignments: (a, c) => `for i in 1; do y=1 ${a}; ${c}; done`,
  // A subshell carries the value inside it.
  subshell: (a, c) => `( ${a}; ${c} )`,
  subshellInBody: (a, c) => `for i in 1; do ( ${a}; ${c} ); done`,
};

/**
 * A group's or function's body (round 58): a value given there is read where it stands as an argument or
 * target, but names no command word (`f() { local x=rm; $x "$@"; }; f -rf ~` calls with arguments the
 * text computes): such a call is refused MALFORMED where its twin names its own rule.
 */
const BODY: Readonly<Record<string, (a: string, c: string) => string>> = {
  group: (a, c) => `{ ${a}; ${c}; }`,
  afterGroup: (a, c) => `{ ${a}; }; ${c}`,
  groupInBody: (a, c) => `for i in 1; do { ${a}; ${c}; }; done`,
  func: (a, c) => `f() { ${a}; ${c}; }; f`,
  funcKeyword: (a, c) => `function f { ${a}; ${c}; }; f`,
};

/** A rule, a way x is given, a wrapper and a same-shell position, drawn: `[text, twin]`. */
const POSITIONS = fc
  .tuple(
    fc.constantFrom(...RULES),
    fc.constantFrom(...Object.keys(GIVEN)),
    fc.constantFrom(...WRAPPERS),
    fc.constantFrom(...Object.keys(SAME_SHELL)),
  )
  .map(([[v, c0], way, wrap, form]) => {
    const c = wrap(c0);
    const a = (GIVEN[DECLARING.has(form) ? 'plain' : way] as (v: string) => string)(v);
    return [(SAME_SHELL[form] as (a: string, c: string) => string)(a, c), `x=${v}; ${c}`] as const;
  });

/** The straight-line twin is refused, and the call `text` is held exactly as it (a body: or MALFORMED). */
function heldAsTwin(twinText: string, text: string, body: boolean): void {
  const twin = verdict(twinText);
  assert.equal(twin.kind, 'DENY', twinText);
  const v = verdict(text);
  if (body && v.reason === 'MALFORMED') return;
  assert.equal(said(v), said(twin), JSON.stringify(text));
}

test('the found cases: refused as their straight-line twins, in the kernel and through the real gate preflight', () => {
  const found = [
    'for i in 1; do x=tee; $x -a ~/.bashrc; done',
    'if true; then x=tee; ! command env A=1 $x -a ~/.bashrc; fi',
    // test/redteam-floor-r56-generated, seed 2 (fast-check's first counterexample on the base, 557511c6).
    "for i in 1; do x='tee'; ! command env A=1 $x -a ~/.bashrc; done",
    "while x='tee'; ! command env A=1 $x -a ~/.bashrc; do break; done",
    "until x='tee'; ! command env A=1 $x -a ~/.bashrc; do break; done",
    '! x=tee; $x -a ~/.bashrc',
    'for i in 1; do x=cp; $x k ~/.ssh/authorized_keys; done',
    'for i in 1; do x=tee; xargs $x -a ~/.bashrc < /dev/null; done',
    'for i in 1; do x=tee; bash -c "$x -a ~/.bashrc"; done',
    // Straight-line too, on the base: an array's element 0, an element, a value naming another variable.
    'x=(tee); $x -a ~/.bashrc',
    'x[0]=cp; $x k ~/.bashrc',
    'x=tee; y=$x; $y -a ~/.bashrc',
    'x=t; y=${x}ee; $y -a ~/.bashrc',
  ];
  for (const text of found) {
    assert.equal(said(verdict(text)), 'DENY SELF_MODIFY', JSON.stringify(text));
    assert.match(processVerdict('Bash', { command: text }), /^verdict=DENY reason=SELF_MODIFY/, text);
  }
});

test("r56-generated's failing seeds on the base replay refused (its recipe, and the seeds' runs)", () => {
  // The recipe fast-check drew with seed 2 (also 46, 98, 133; 52, 131, 134 drew it under `if`; 68, 123
  // under `while`; 136 under `until`) and the text it spells.
  const recipe: Spelling = {
    seed: ['tee', '-a ~/.bashrc'],
    ways: ['plain'],
    cuts: [],
    operand: null,
    via: 'variable',
    prefixes: [0, 0, 0, 0],
    feed: 'none',
    lists: ['forOnce'],
  };
  assert.equal(spelled(recipe), "for i in 1; do x='tee'; ! command env A=1 $x -a ~/.bashrc; done");
  assert.equal(said(verdict(spelled(recipe))), 'DENY SELF_MODIFY');
  // The spellings' generator has grown since round 56: these seeds no longer draw the recipe's text in their
  // 400, so they are a fixed table beside the recipe, not its replay (fresh draws are r56-generated's).
  // 50 a seed at CI (round 68: the 1,600 decisions cost 10 s), all 400 under GATE_DEEP=1.
  for (const seed of [2, 52, 68, 136])
    fc.assert(
      fc.property(spellings(REFUSED_SEEDS), (s) => {
        assert.notEqual(verdict(spelled(s)).kind, 'ALLOW', JSON.stringify(spelled(s)));
      }),
      { numRuns: runsOf(50, 400), seed },
    );
});

test('every same-shell position × rule × way given × wrapper is held exactly as its straight-line twin', () => {
  fc.assert(
    fc.property(POSITIONS, ([text, twin]) => heldAsTwin(twin, text, false)),
    { numRuns: runsOf(400, 40_000) },
  );
});

test('each way x is given, straight-line and in a loop body, is held as `x=VALUE` is (all of them)', () => {
  for (const [v, c0] of RULES)
    for (const way of Object.values(GIVEN))
      for (const wrap of WRAPPERS) {
        const c = wrap(c0);
        heldAsTwin(`x=${v}; ${c}`, `${way(v)}; ${c}`, false);
        heldAsTwin(`x=${v}; ${c}`, `for i in 1; do ${way(v)}; ${c}; done`, false);
      }
});

test('a group or function body: refused as its twin, or MALFORMED where the value is the program word', () => {
  for (const [v, c0] of RULES)
    for (const wrap of WRAPPERS)
      for (const form of Object.values(BODY))
        heldAsTwin(`x=${v}; ${wrap(c0)}`, form(`x=${v}`, wrap(c0)), true);
});

test('neighbours stay admitted: a body that assigns a program and runs it on ordinary files', () => {
  const admitted = [
    'for f in a.txt b.txt; do x=wc; $x -l $f; done',
    'if true; then x=tee; echo a | $x out.log; fi',
    'while true; do x=ls; $x -la; break; done',
    '! x=tee; echo a | $x out.log',
    'case a in a) x=cat; $x README.md;; esac',
    'for i in 1; do x=git; $x status; done',
    'if true; then x=curl; $x -s https://example.com/; fi',
    'for i in 1; do x=cp; $x a b; done',
    'x=git; y=$x; $y status',
    'x=(ls -la); $x',
    'mapfile -t a <<< ls; $a -la',
    'p=$HOME/bin/tool; $p run',
  ];
  for (const text of admitted) assert.equal(verdict(text).kind, 'ALLOW', text);
  assert.match(processVerdict('Bash', { command: admitted[0] as string }), /^verdict=ALLOW/);
});

test('through the real gate preflight: a generated share of the positions, refused', () => {
  fc.assert(
    fc.property(POSITIONS, ([text]) => {
      assert.match(processVerdict('Bash', { command: text }), /^verdict=DENY/, JSON.stringify(text));
    }),
    { numRuns: runsOf(40, 1_000) },
  );
});

test('linear: a chain whose every hop multiplies the words, and a word of many chained names (work counted)', () => {
  // Each hop of `$a` gives n words naming the next: n^3 words, past MAX_EXPANDED_CHARS refused OVERSIZE.
  const multiplied = (size: number): string => {
    const n = Math.max(2, Math.floor(size / 8));
    return `c='${'x '.repeat(n)}'; b='${'$c '.repeat(n)}'; a='${'$b '.repeat(n)}'; $a -a ~/.bashrc`;
  };
  const many = (size: number): string =>
    `x=tee; v1=$x; v2=$v1; v3=$v2; y='${'$v3 '.repeat(Math.max(2, Math.floor(size / 4)))}'; $y -a ~/.bashrc`;
  for (const make of [multiplied, many]) {
    assert.equal(verdict(make(4096)).kind, 'DENY');
    const ratio = growthOf(make, (t) => verdict(t));
    assert.ok(ratio <= 12, `8x the input cost ${ratio.toFixed(1)}x the work: ${make(64).slice(0, 60)}`);
  }
});
