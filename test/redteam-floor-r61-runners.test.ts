// Round 61 (docs/floor.md, "Round 61 (redteam-r61)"): round 60's loose ends and an outsider's hunt over
// programs that run programs. A `for`/`select` loop's variable read once per listed value (`for x in /tmp/s
// /tmp/r; do git -C $x status; done`), nested loops too; `"${a[@]}"` one word per element and `a+=(..)`
// appending; a function defined inside `$(..)` or a `{ ..; }` group (the parse closed the substitution at
// `f()`, so the body was an argument of the outer command); zip's test command spelt as Info-ZIP reads it
// (`-TT=CMD`, `-qTTCMD`, `--unzip=CMD`); and a text whose values need more readings than the write reading
// reads, refused. Each held as its straight-line twin (or the inner command alone), in the kernel and
// through the real `gate preflight`; bash on stand-in programs says each form runs what its twin runs.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the texts hold literal shell expansions
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { everyOf } from './helpers/deep.js';
import { processVerdict, said, verdict } from './helpers/redteam-floor.js';
import { withStandIns } from './helpers/stand-in-bash.js';
import { assertRepeatLinear } from './helpers/work-count.js';

/** The twin is refused, and `text` is held exactly as it. */
function heldAsTwin(twinText: string, text: string): void {
  const twin = verdict(twinText);
  assert.equal(twin.kind, 'DENY', twinText);
  assert.equal(said(verdict(text)), said(twin), JSON.stringify(text));
}

/** A refused value and the command reading it as `$x`: the twin is the command with the value in place. */
const VALUED: readonly (readonly [string, string])[] = [
  ['/tmp/r', 'git -C $x status'],
  ['/tmp/r', 'git -C "$x" status'],
  ['/tmp/r', 'git -C ${x} status'],
  ['/tmp/r', 'cd $x && make'],
  ['/tmp/r', 'make -C $x'],
  ['~/.bashrc', 'tee -a $x'],
  ['~/.bashrc', 'echo a >> $x'],
  ['169.254.169.254', 'curl http://$x/'],
];
/** Loops over a list holding `V` (and a harmless value); `C` the body. */
const LOOPS: Readonly<Record<string, (v: string, c: string) => string>> = {
  last: (v, c) => `for x in /tmp/s ${v}; do ${c}; done`,
  first: (v, c) => `for x in ${v} /tmp/s; do ${c}; done`,
  alone: (v, c) => `for x in ${v}; do ${c}; done`,
  quoted: (v, c) => `for x in "/tmp/s" ${v}; do ${c}; done`,
  lines: (v, c) => `for x in /tmp/s ${v}\ndo\n  ${c}\ndone`,
  nested: (v, c) => `for y in a b; do for x in /tmp/s ${v}; do ${c}; done; done`,
  inBranch: (v, c) => `if true; then for x in /tmp/s ${v}; do ${c}; done; fi`,
  copied: (v, c) => `for y in /tmp/s ${v}; do x=$y; ${c}; done`,
  select: (v, c) => `select x in ${v}; do ${c}; done`,
};

/** A program and the operands that make its call refused (split into elements by `"${a[@]}"`). */
const CALLS: readonly (readonly [string, string])[] = [
  ['git', '-C /tmp/r status'],
  ['make', '-C /tmp/r'],
  ['tee', '-a ~/.bashrc'],
  ['cp', 'k ~/.bashrc'],
  ['curl', 'http://169.254.169.254/latest/'],
];
/** An array holding the operands (`A`), expanded `"${a[@]}"` into the call of `P`. */
const ARRAYS: Readonly<Record<string, (p: string, a: string) => string>> = {
  plain: (p, a) => `a=(${a}); ${p} "\${a[@]}"`,
  declared: (p, a) => `declare -a a=(${a}); ${p} "\${a[@]}"`,
  local: (p, a) => `f(){ local -a a=(${a}); ${p} "\${a[@]}"; }; f`,
  appended: (p, a) => `a=(${a.split(' ')[0]}); a+=(${a.split(' ').slice(1).join(' ')}); ${p} "\${a[@]}"`,
  appendedOnly: (p, a) => `a+=(${a}); ${p} "\${a[@]}"`,
  unquoted: (p, a) => `a=(${a}); ${p} \${a[@]}`,
  star: (p, a) => `a=(${a}); ${p} \${a[*]}`,
};
/** A function defined where the parse read it wrongly (`P` the program, `A` its operands). */
const DEFINED: Readonly<Record<string, (p: string, a: string) => string>> = {
  substitution: (p, a) => `echo $(f(){ ${p} ${a}; }; f)`,
  substitutionArgs: (p, a) => `echo $(f(){ ${p} "$@"; }; f ${a})`,
  quotedSubstitution: (p, a) => `echo "$(f(){ ${p} "$@"; }; f ${a})"`,
  assigned: (p, a) => `x=$(f() { ${p} ${a}; }; f)`,
  group: (p, a) => `{ f(){ ${p} "$@"; }; f ${a}; }`,
  groupInSubstitution: (p, a) => `echo $( { f(){ ${p} "$@"; }; f ${a}; } )`,
  subshellInSubstitution: (p, a) => `echo $( (${p} ${a}); ls)`,
};
/** Refused commands, as zip's test command. */
const INNER: readonly string[] = [
  'sudo id',
  'tee -a ~/.bashrc',
  'curl http://169.254.169.254/latest/',
  'git -C /tmp/r status',
  'rm -rf /',
];
/** zip's test command as Info-ZIP's option reader takes it (`C` the command). */
const ZIP: Readonly<Record<string, (c: string) => string>> = {
  joined: (c) => `zip -TT'${c}' -T x.zip f`,
  equals: (c) => `zip -TT='${c}' -T x.zip f`,
  cluster: (c) => `zip -qTT '${c}' -T x.zip f`,
  clusterJoined: (c) => `zip -TqTT'${c}' x.zip f`,
  cut: (c) => `zip --unzip='${c}' -T x.zip f`,
  cutSpaced: (c) => `zip -T --unzip-c '${c}' x.zip f`,
  whole: (c) => `zip -T -TT '${c}' x.zip f`,
};

test('the found cases: each refused as its twin, in the kernel and through the real gate preflight', () => {
  const found: readonly (readonly [string, string])[] = [
    ['for x in /tmp/s /tmp/r; do git -C $x status; done', 'git -C /tmp/r status'],
    ['for x in a b; do for y in /tmp/s /tmp/r; do git -C $y status; done; done', 'git -C /tmp/r status'],
    ['for x in /tmp/*; do git -C $x status; done', 'git -C /tmp/* status'],
    ['select x in /tmp/r; do git -C $x status; done', 'git -C /tmp/r status'],
    ['a=(-C /tmp/r); git "${a[@]}" status', 'git -C /tmp/r status'],
    ['a=(-C); a+=(/tmp/r); git "${a[@]}" status', 'git -C /tmp/r status'],
    ['echo $(f(){ tee -a ~/.bashrc; }; f)', 'tee -a ~/.bashrc'],
    ['echo $(f(){ tee "$@"; }; f -a ~/.bashrc)', 'tee -a ~/.bashrc'],
    ['{ f(){ tee "$@"; }; f -a ~/.bashrc; }', 'tee -a ~/.bashrc'],
    ["zip -TT='sudo id' -T x.zip f", 'sudo id'],
    ["zip -qTT 'tee -a ~/.bashrc' -T x.zip f", 'tee -a ~/.bashrc'],
    ["zip --unzip='sudo id' -T x.zip f", 'sudo id'],
  ];
  for (const [text, twin] of found) {
    heldAsTwin(twin, text);
    const wire = processVerdict('Bash', { command: text });
    assert.match(wire, new RegExp(`^verdict=DENY reason=${verdict(twin).reason}`), text);
  }
});

test('a loop variable: every loop form × refused value × reader is held as its twin', () => {
  // 72 shapes, all of them (fast-check drew 200, repeats among them; round 68).
  for (const [[v, c], form] of everyOf(VALUED, Object.keys(LOOPS))) {
    const text = (LOOPS[form] as (v: string, c: string) => string)(v, c);
    heldAsTwin(c.replace(/"?\$\{?x\}?"?/g, v), text);
  }
});

test('"${a[@]}": every array form × call is held as its twin', () => {
  for (const [[p, a], form] of everyOf(CALLS, Object.keys(ARRAYS)))
    heldAsTwin(`${p} ${a}`, (ARRAYS[form] as (p: string, a: string) => string)(p, a));
});

test('a function defined inside a substitution or a group: every form × call is held as its twin', () => {
  for (const [[p, a], form] of everyOf(CALLS, Object.keys(DEFINED)))
    heldAsTwin(`${p} ${a}`, (DEFINED[form] as (p: string, a: string) => string)(p, a));
});

test("zip's test command: every spelling × refused command is decided as the command alone", () => {
  for (const [c, form] of everyOf(INNER, Object.keys(ZIP)))
    heldAsTwin(c, (ZIP[form] as (c: string) => string)(c));
});

test('more value readings than the write reading reads: refused as too complex, naming the bound', () => {
  const subs = Array.from({ length: 9 }, () => '$(echo $x)').join(' ');
  const text = `x=a; x=b; echo ${subs}`;
  const v = verdict(text);
  assert.equal(said(v), 'DENY MALFORMED');
  assert.match(processVerdict('Bash', { command: text }), /more than 16 readings of its values/);
  // Within the bound the text is read (and admitted).
  assert.equal(said(verdict('x=a; x=b; echo $x $(echo $x) $(echo $x)')), 'ALLOW ');
});

test('neighbours stay admitted', () => {
  for (const text of [
    'for f in *.ts; do wc -l $f; done',
    'for x in a b; do echo $x; done',
    'for d in src lib; do ls $d; done',
    'for d in src lib; do git -C $d status; done',
    'for f in $(ls); do wc -l $f; done',
    'args=(--oneline); args+=(-n 5); git log "${args[@]}"',
    'a=(src lib); ls "${a[@]}"',
    'echo $(x=(a b); echo $x) z',
    'echo $(f(){ echo hi; }; f)',
    '{ f(){ echo "$@"; }; f a b; }',
    'zip -r x.zip src',
    "zip -qr x.zip . -x '*.git*'",
    'zip -T x.zip',
  ])
    assert.equal(said(verdict(text)), 'ALLOW ', text);
});

test('the readings stay linear in repeated loops, appends and definitions', () => {
  assertRepeatLinear('for x in /tmp/s /tmp/t; do git -C $x status; done; ', (t) => verdict(t));
  assertRepeatLinear('a+=(x); ', (t) => verdict(`a=(); ${t}ls "\${a[@]}"`));
  assertRepeatLinear('echo $(f(){ :; }; f); ', (t) => verdict(t));
  assertRepeatLinear('-qTT x ', (t) => verdict(`zip ${t}x.zip f`));
});

test('bash (and zip) run each form as its twin (stand-in programs on a temporary PATH)', () => {
  withStandIns(
    ['prog'],
    (ran, dir) => {
      assert.equal(ran('for x in T0 T1; do prog -C $x; done'), ran('prog -C T0; prog -C T1'));
      assert.equal(ran('for y in a; do for x in T1; do prog $x; done; done'), ran('prog T1'));
      assert.equal(ran('a=(-C T1); prog "${a[@]}" s'), ran('prog -C T1 s'));
      assert.equal(ran('a=(-C); a+=(T1); prog "${a[@]}" s'), ran('prog -C T1 s'));
      assert.equal(ran('echo $(f(){ prog -a T1; }; f)'), ran('prog -a T1'));
      assert.equal(ran('echo $(f(){ prog "$@"; }; f -a T1)'), ran('prog -a T1'));
      assert.equal(ran('{ f(){ prog "$@"; }; f -a T1; }'), ran('prog -a T1'));
      // zip runs its test command in each spelling (only where zip is installed).
      let zip = true;
      try {
        execFileSync('zip', ['-v'], { stdio: 'ignore' });
      } catch {
        zip = false;
      }
      if (zip) {
        writeFileSync(join(dir, 'f'), 'x\n');
        for (const form of Object.values(ZIP)) {
          rmSync(join(dir, 'x.zip'), { force: true });
          assert.match(ran(form('prog T1')), /^prog\|T1\|/, form('prog T1'));
        }
      }
    },
    { system: true },
  );
});
