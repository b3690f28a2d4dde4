// Round 60, second pass (docs/floor.md, "Round 60, second pass (redteam3-r60)"): values the text gives that
// both shell readers read one way or none. A function's positional parameters given at its call (`f(){ tee
// "$@"; }; f -a ~/.bashrc`) and `set --`; a name set two ways (`x=/tmp/r; x=/tmp/s; git -C $x status`); an
// unquoted expansion that bash splits into fields (`y="-C /tmp/r status"; git $y`); a write through a name
// reference (`declare -n r=x; r=~/.bashrc; echo a >> $x`); `y=${x:-.}` after `x=..`. Each text is held
// as its straight-line twin over generated rules × forms × wrappers, in the kernel and through the real
// `gate preflight`; bash itself, on stand-in programs, says each form runs what its twin runs.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold literal shell expansions
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { everyOf } from './helpers/deep.js';
import { processVerdict, RUNS, said, verdict } from './helpers/redteam-floor.js';
import { withStandIns } from './helpers/stand-in-bash.js';
import { assertRepeatLinear } from './helpers/work-count.js';

/** A program and the operands that make its call refused: `[program, operands]`, the twin `program operands`. */
const CALLS: readonly (readonly [string, string])[] = [
  ['tee', '-a ~/.bashrc'],
  ['cp', 'k ~/.bashrc'],
  ['dd', 'of=~/.bashrc'],
  ['git', '-C /tmp/r status'],
  ['make', '-C /tmp/r'],
  ['curl', 'http://169.254.169.254/latest/'],
  ['rm', '-rf /'],
];
/** How the program stands in the body (each runs it as it is). */
const WRAPPERS: readonly ((p: string) => string)[] = [(p) => p, (p) => `env A=1 ${p}`, (p) => `nohup ${p}`];
/** Where the positional parameters come from: a function's call, or `set --` (`P` the program, `A` its operands). */
const POSITIONAL: Readonly<Record<string, (p: string, a: string) => string>> = {
  func: (p, a) => `f(){ ${p} "$@"; }; f ${a}`,
  funcSpaced: (p, a) => `f () { ${p} "$@"; }\nf ${a}`,
  funcKeyword: (p, a) => `function f { ${p} "$@"; }; f ${a}`,
  funcSubshell: (p, a) => `f() ( ${p} "$@" ); f ${a}`,
  funcUnquoted: (p, a) => `f(){ ${p} $@; }; f ${a}`,
  funcBraced: (p, a) => `f(){ ${p} "\${@}"; }; f ${a}`,
  funcInBranch: (p, a) => `f(){ ${p} "$@"; }; if true; then f ${a}; fi`,
  setArgs: (p, a) => `set -- ${a}; ${p} "$@"`,
  setArgsUnquoted: (p, a) => `set -- ${a}\n${p} $@`,
};
/** A value that splits into the operands (`y="A"; P $y`). */
const SPLIT: Readonly<Record<string, (p: string, a: string) => string>> = {
  double: (p, a) => `y="${a}"; ${p} $y`,
  single: (p, a) => `y='${a}'; ${p} $y`,
  braced: (p, a) => `y="${a}"; ${p} \${y}`,
  exported: (p, a) => `export y="${a}"; ${p} $y`,
  declared: (p, a) => `declare y="${a}"; ${p} $y`,
  lines: (p, a) => `y="${a}"\n${p} $y`,
};

/** A value's operand `[value, command reading $x]`: the twin is `x=VALUE; COMMAND`. */
const VALUED: readonly (readonly [string, string])[] = [
  ['/tmp/r', 'git -C $x status'],
  ['/tmp/r', 'cd $x && make'],
  ['/tmp/r', 'make -C $x'],
  ['~/.bashrc', 'tee -a $x'],
  ['~/.bashrc', 'echo a >> $x'],
  ['.git/hooks/pre-commit', 'cp k $x'],
  ['169.254.169.254', 'curl http://$x/'],
];
/** Ways the text gives x two values (`V` the refused one): x then holds either where it is read. */
const TWO_WAYS: Readonly<Record<string, (v: string, c: string) => string>> = {
  twiceLast: (v, c) => `x=/tmp/s; x=${v}; ${c}`,
  twiceFirst: (v, c) => `x=${v}; x=/tmp/s; ${c}`,
  subshell: (v, c) => `x=${v}; (x=/tmp/s); ${c}`,
  subshellValue: (v, c) => `x=/tmp/s; (x=${v}); ${c}`,
  and: (v, c) => `x=/tmp/s; true && x=${v}; ${c}`,
  branch: (v, c) => `x=/tmp/s; if false; then x=${v}; fi; ${c}`,
  exported: (v, c) => `export x=/tmp/s; export x=${v}; ${c}`,
  defaulted: (v, c) => `w=${v}; x=\${w:-.}; ${c}`,
  defaultedPlain: (v, c) => `w=${v}; x=\${w-.}; ${c}`,
  defaultedAssign: (v, c) => `w=${v}; x=\${w:=.}; ${c}`,
  reference: (v, c) => `declare -n r=x; r=${v}; ${c}`,
  typesetReference: (v, c) => `typeset -n r=x; r=${v}; ${c}`,
};

/** The straight-line twin is refused, and `text` is held exactly as it. */
function heldAsTwin(twinText: string, text: string): void {
  const twin = verdict(twinText);
  assert.equal(twin.kind, 'DENY', twinText);
  assert.equal(said(verdict(text)), said(twin), JSON.stringify(text));
}

test('the found cases: each refused as its straight-line twin, in the kernel and through the real gate preflight', () => {
  const found: readonly (readonly [string, string])[] = [
    ['f(){ tee "$@"; }; f -a ~/.bashrc', 'tee -a ~/.bashrc'],
    ['f(){ echo x >> "$1"; }; f ~/.bashrc', 'echo x >> ~/.bashrc'],
    ['f(){ git "$@"; }; f -C /tmp/r status', 'git -C /tmp/r status'],
    ['f(){ cp "$@"; }; f k ~/.bashrc', 'cp k ~/.bashrc'],
    ['set -- -a ~/.bashrc; tee "$@"', 'tee -a ~/.bashrc'],
    ['x=/tmp/r; x=/tmp/s; git -C $x status', 'git -C /tmp/r status'],
    ['x=/tmp/r; (x=/tmp/s); cd $x && make', 'cd /tmp/r && make'],
    ['y="-C /tmp/r status"; git $y', 'git -C /tmp/r status'],
    ['o="-C /tmp/r"; make $o', 'make -C /tmp/r'],
    ['f=~/.bashrc; y="-a $f"; tee $y', 'tee -a ~/.bashrc'],
    ['declare -n r=x; r=~/.bashrc; echo a >> $x', 'echo a >> ~/.bashrc'],
    ['x=/tmp/r; y=${x:-.}; git -C $y status', 'git -C /tmp/r status'],
  ];
  for (const [text, twin] of found) {
    heldAsTwin(twin, text);
    const wire = processVerdict('Bash', { command: text });
    assert.match(wire, new RegExp(`^verdict=DENY reason=${verdict(twin).reason}`), text);
  }
});

test('positional parameters: every call form × call × wrapper is held as its twin', () => {
  // 189 shapes, all of them (fast-check drew 200, repeats among them; round 68).
  for (const [[p, a], form, wrap] of everyOf(CALLS, Object.keys(POSITIONAL), WRAPPERS))
    heldAsTwin(`${p} ${a}`, (POSITIONAL[form] as (p: string, a: string) => string)(wrap(p), a));
});

test('a value split into fields: every form × call × wrapper is held as its twin', () => {
  for (const [[p, a], form, wrap] of everyOf(CALLS, Object.keys(SPLIT), WRAPPERS)) {
    // Inside quotes `~` stays a `~` (bash expands it only at a word's start): the value says $HOME.
    const given = a.replaceAll('~', '$HOME');
    heldAsTwin(`${p} ${a}`, (SPLIT[form] as (p: string, a: string) => string)(wrap(p), given));
  }
});

test('a name given two ways (and through a reference, and a default after its value): held as its twin', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...VALUED),
      fc.constantFrom(...Object.keys(TWO_WAYS)),
      fc.constantFrom('', 'if true; then ', 'for i in 1; do '),
      ([v, c], form, lead) => {
        const tail = lead === '' ? '' : lead.startsWith('if') ? '; fi' : '; done';
        const text = (TWO_WAYS[form] as (v: string, c: string) => string)(v, `${lead}${c}${tail}`);
        heldAsTwin(`x=${v}; ${c}`, text);
      },
    ),
    { numRuns: RUNS },
  );
});

/** A call refused only when two words come together: `[program, word, its other value, operand, its other, tail]`. */
const JOINT: readonly (readonly [string, string, string, string, string, string])[] = [
  ['git', '-C', '--no-pager', '/tmp/r', '.', ' status'],
  ['make', '-C', '-k', '/tmp/r', '.', ''],
];
/** Ways a name `n` is given both `a` and `b` (bash may run either). */
const BOTH: Readonly<Record<string, (n: string, a: string, b: string) => string>> = {
  branch: (n, a, b) => `if [ -f q ]; then ${n}=${a}; else ${n}=${b}; fi`,
  and: (n, a, b) => `${n}=${a}; [ -f q ] && ${n}=${b}`,
  subshell: (n, a, b) => `${n}=${a}; (${n}=${b})`,
};

// Lead, after the merge: the first version paired the names' k-th values only, so `git $o $d status` with
// o ∈ {-C, --no-pager} and d ∈ {., /tmp/r} never read `git -C /tmp/r status` (admitted, as on the base).
test('two names given two values each: every combination is read, so the refused pairing is held as its twin', () => {
  const give = (form: string, n: string, v: string, alt: string, first: boolean): string =>
    (BOTH[form] as (n: string, a: string, b: string) => string)(n, first ? v : alt, first ? alt : v);
  // 72 shapes, all of them (fast-check drew 200, repeats among them; round 68).
  const forms = Object.keys(BOTH);
  for (const [[p, w, wAlt, d, dAlt, tail], formO, formD, oFirst, dFirst] of everyOf(
    JOINT,
    forms,
    forms,
    [true, false],
    [true, false],
  )) {
    const text = `${give(formO, 'o', w, wAlt, oFirst)}; ${give(formD, 'd', d, dAlt, dFirst)}; ${p} $o $d${tail}`;
    heldAsTwin(`${p} ${w} ${d}${tail}`, text);
  }
  // Past MAX_READINGS combinations a list is refused as too complex to read.
  const many = ['a', 'b', 'c', 'e', 'f']
    .map((n) => `if [ -f q ]; then ${n}=1; elif [ -f r ]; then ${n}=2; else ${n}=.; fi`)
    .join('; ');
  assert.equal(said(verdict(`${many}; ls $a $b $c $e $f`)), 'DENY MALFORMED');
});

test('neighbours stay admitted; a name with more values than are read is refused (the cost)', () => {
  for (const text of [
    'msg="fix bug"; git commit -m "$msg"',
    'x=src; x=lib; ls $x',
    'for f in a b c d e f g; do wc -l $f; done',
    'f(){ echo "$1"; }; f hello',
    'f(){ git "$@"; }; f status',
    'set -- a b; echo "$@"',
    'o="-la"; ls $o',
    'args="-v --color"; pytest $args tests/',
    'x=src; y=${x:-.}; ls $y',
    'declare -n r=x; r=out.txt; echo a >> $x',
    // A quoted expansion is one word: `git commit -m "$y"` with y="-C /tmp/r" is a message.
    'y="-C /tmp/r status"; git commit -m "$y"',
  ])
    assert.equal(said(verdict(text)), 'ALLOW ', text);
  // Five values of one name read in a list: more readings than are read (four), refused as too complex.
  assert.equal(said(verdict('x=a; x=b; x=c; x=d; x=/tmp/r; git -C $x status')), 'DENY MALFORMED');
  assert.equal(said(verdict('x=a; x=b; x=c; x=d; x=e; cat $x')), 'DENY MALFORMED');
});

test('the readings stay linear in repeated calls, assignments and splits', () => {
  assertRepeatLinear('f -a ~/.bashrc; ', (t) => verdict(`f(){ tee "$@"; }; ${t}`));
  assertRepeatLinear('x=/tmp/s; ', (t) => verdict(`${t}git -C $x status`));
  assertRepeatLinear('y="-C /tmp/r"; git $y status; ', (t) => verdict(t));
  assertRepeatLinear('set -- -a k; tee "$@"; ', (t) => verdict(t));
});

test('bash runs each form as its twin (stand-in programs on a temporary PATH that record their words)', () => {
  withStandIns(['prog', 'other'], (ran) => {
    const twin = ran('prog -a T1 T2');
    for (const form of Object.values(POSITIONAL))
      assert.equal(ran(form('prog', '-a T1 T2')), twin, form('prog', 'A'));
    for (const form of Object.values(SPLIT))
      assert.equal(ran(form('prog', '-a T1 T2')), twin, form('prog', 'A'));
    // Two ways: the last one in force where it is read (either, as gate reads each).
    assert.equal(ran('x=T0; x=T1; prog $x'), ran('prog T1'));
    assert.equal(ran('x=T1; (x=T0); prog $x'), ran('prog T1'));
    assert.equal(ran('w=T1; x=${w:-.}; prog $x'), ran('prog T1'));
    assert.equal(ran('declare -n r=x; r=T1; prog $x'), ran('prog T1'));
    // A quoted expansion is not split.
    assert.equal(ran('y="-a T1"; prog "$y"'), 'prog|-a T1|\n');
  });
});
