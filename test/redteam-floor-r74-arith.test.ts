// Round 74 (docs/floor.md "Round 74 (rt-arith-r74)"): arithmetic that evaluates a value the text does not show.
// bash evaluates a name's value as an arithmetic expression again wherever arithmetic reads it (`$((x))`, `$[x]`,
// `(( x ))`, `let`, `[[ x -eq 1 ]]`, `declare -i`, a subscript, an offset, `${!x}`), and an array subscript in
// that value runs its substitutions: with `x='a[$(id)]'` set by an earlier call of a persistent shell (an
// assignment the floor admits alone) each of them runs `id`. On the base every such form was admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import * as floor from './helpers/redteam-floor.js';
import { withStandIns } from './helpers/stand-in-bash.js';

const { kernelDecided, RUNS } = floor;
// The kernel's verdict from /work/proj, every eighth drawn text through `gate preflight` as well.
const decided = floor.decidedWithProcessShare({ cwd: '/work/proj' });

/** Where arithmetic reads a value (`R` a reference: a name, `$x`, `$1`). */
const FORMS: readonly ((r: string) => string)[] = [
  (r) => `echo $((${r}))`,
  (r) => `echo $(( ${r} + 1 ))`,
  (r) => `echo $[${r}]`,
  (r) => `(( ${r} ))`,
  (r) => `((y = ${r}))`,
  (r) => `let y=${r}`,
  (r) => `let "y=${r}+1"`,
  (r) => `[[ ${r} -eq 1 ]]`,
  (r) => `[[ 1 -lt ${r} ]]`,
  (r) => `declare -i y=${r}`,
  (r) => `f() { local -i y=${r}; }; f`,
  (r) => `arr=(1 2); echo "\${arr[${r}]}"`,
  (r) => `s=abc; echo \${s:${r}}`,
  (r) => `s=abc; echo \${s:0:${r}}`,
  (r) => `for ((i=0; i<${r}; i++)); do :; done`,
  (r) => `if (( ${r} > 1 )); then :; fi`,
  (r) => `case a in a) (( ${r} ));; esac`,
  (r) => `a=(1 2 3); unset 'a[${r}]'`,
  (r) => `a[${r}]=1`,
  (r) => `printf -v 'b[${r}]' %s 1`,
  (r) => `test -v 'a[${r}]'`,
  (r) => `cat <<E\n$((${r}))\nE`,
];

/**
 * A reference and what an earlier call left for it (the oracle's prefix): a name the text never sets, its
 * expansion (pasted, then evaluated), a positional parameter, a name whose literal value names another.
 */
const P = `'a[$(gatearithprobe)]'`;
const REFERENCES: readonly (readonly [ref: string, lead: string, before: string])[] = [
  ['x', '', `x=${P}; `],
  ['count', '', `count=${P}; `],
  ['$x', '', `x=${P}; `],
  ['${x}', '', `x=${P}; `],
  ['"$x"', '', `x=${P}; `],
  ['$1', '', `set -- ${P}; `],
  ['${2}', '', `set -- 1 ${P}; `],
  ['y', 'y=x; ', `x=${P}; `],
  ['z', 'z=$x; ', `x=${P}; `],
];

test('arithmetic reading a value the text does not show is refused, whatever the form and spelling', () => {
  fc.assert(
    fc.property(fc.constantFrom(...FORMS), fc.constantFrom(...REFERENCES), (form, [ref, lead]) =>
      decided('DENY', lead + form(ref)),
    ),
    { numRuns: RUNS },
  );
});

/** Neighbours whose values the text shows, and the names an earlier call left hostile for the oracle (`@`: the words). */
const SHOWN: readonly (readonly [text: string, left: string])[] = [
  ['x=3; echo $((x))', 'x'],
  ['for i in 1 2 3; do echo $((i*2)); done', 'i'],
  ['for ((i=0; i<3; i++)); do echo $i; done', 'i'],
  ['i=0; while (( i < 3 )); do i=$((i+1)); done', 'i'],
  ['count=0; for f in a b; do count=$((count+1)); done; echo $count', 'count'],
  ['n=$(wc -l < f); echo $((n))', 'n'],
  ['let i=0; echo $i', 'i'],
  ['echo $(( $# + 1 ))', '@'],
  ['echo $((16#ff + 0x1F))', 'ff x1F'],
  ['echo ${#x} $(( ${#x} + 1 ))', 'x'],
  ['shift $((OPTIND - 1))', ''],
  ['echo $((RANDOM % 10))', ''],
  ['[ "$x" -eq 1 ]', 'x'],
  ['test "$x" -eq 1', 'x'],
  ['printf \'%d\' "$x"', 'x'],
  ['[[ $x == 1 ]]', 'x'],
  ["echo '$((x))'", 'x'],
  ["cat <<'E'\n$((x))\nE", 'x'],
  ['declare -A m; m[key]=1; echo ${m[key]}', 'key'],
];
/** What an earlier call left: each name of `left` set to the hostile value. */
const leftBefore = (left: string): string =>
  left
    .split(' ')
    .filter((n) => n !== '')
    .map((n) => (n === '@' ? `set -- ${P}; ` : `${n}=${P}; `))
    .join('');

test('the same arithmetic over values the text shows is admitted', () => {
  for (const [text] of SHOWN) kernelDecided('ALLOW', text);
  // Code for another program, quoted: no shell arithmetic.
  for (const text of [`python3 -c 'print((a))'`, `awk '{ if ((n)) print $1 }' f`, 'ls -la && git status'])
    kernelDecided('ALLOW', text);
});

test('bash runs the stand-in for a sample of the refused forms, never for the admitted neighbours', () => {
  withStandIns(['gatearithprobe'], (ran) => {
    FORMS.forEach((form, k) => {
      const [ref, lead, before] = REFERENCES[k % REFERENCES.length] as (typeof REFERENCES)[number];
      const text = lead + form(ref);
      assert.match(ran(`${before}${text}\n:`), /gatearithprobe/, `bash ran no stand-in for ${text}`);
      kernelDecided('DENY', text);
    });
    for (const [text, left] of SHOWN)
      assert.equal(ran(`${leftBefore(left)}${text}\n:`), '', `bash ran the stand-in for ${text}`);
  });
});

floor.linearAndThroughProcess(
  [
    ['echo $(( ', 'i + 16#ff + ${#x} + ', '1 ))'],
    ['i=0; ', '(( i++ )); echo ${a[i]:i:1} ', ''],
    ["echo '", '$((x)) ${a[x]} ((x)) ', "'"],
    ['cat <<E\n', '$(( i )) ', '\nE'],
  ],
  'echo $(( x + 1 ))',
);
