// Round 34 (docs/floor.md, "What the floor reads and assumes", the round 34 entries): a value assembled
// at run time and then evaluated again. bash evaluates a variable's value as arithmetic wherever its name
// stands there, and an array index inside that value expands: `d='$'; x="a[${d}(s""udo id)]"; (( x ))`
// runs `sudo id`, as do `printf -v`, `read`, `mapfile`, a nameref and a file the text writes as the way
// the value is assembled. Also: `compgen -C CMD` runs CMD, `hash -p "$(command -v sudo)" x` makes `x`
// run a program gate cannot name, and a `trap` action a substitution computes is a script gate cannot
// read. Each ran a refused command under the default floor.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { shellReading } from '../src/kernel/ladder/shell-reading.js';
import { DEEP, shareOf } from './helpers/deep.js';
import { wordSpellings } from './helpers/floor-bypass.js';
import { allAdmitted, everyRefused, has, runOracleShell, verdict, where } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

/** Refused commands as a command word and the rest of the line. */
const COMMANDS: readonly (readonly [string, string])[] = [
  ['sudo', 'id'],
  ['rm', '-rf /'],
  ['mkfs', '/dev/sdb1'],
  ['shutdown', 'now'],
  ['chmod', 'u+s /tmp/rootsh'],
];

/** Ways to give `x` the value `a[$(S)]` at run time without the text showing a `$(` in it. */
const ASSEMBLIES: readonly ((s: string) => string)[] = [
  (s) => `d='$'; x="a[\${d}(${s})]"`,
  (s) => `d=\\$; x=a[$d'(${s})]'`,
  (s) => `printf -v x 'a[%s(${s})]' '$'`,
  (s) => `printf -v x '%b' 'a[\\x24(${s})]'`,
  (s) => `d='$'; read -r x <<< "a[\${d}(${s})]"`,
  (s) => `IFS= read -r x < <(printf 'a[%s(${s})]' '$')`,
  (s) => `d='$'; mapfile -t x <<< "a[\${d}(${s})]"`,
  (s) => `x=$(tr Q '$' <<< 'a[Q(${s})]')`,
  (s) => `y='$'; declare -n r=y; x="a[\${r}(${s})]"`,
  (s) => `cat > v <<'E'\na[$(${s})]\nE\nread -r x < v`,
  (s) => `d=$'\\x24'; x="a[\${d}(${s})]"`,
  (s) => `x='a['; x+='$'; x+='(${s})]'`,
];

/** Places bash evaluates x's value again. */
const SINKS: readonly string[] = [
  '(( x ))',
  'echo $((x + 1))',
  'echo $[x]',
  'let x',
  '[[ x -eq 0 ]]',
  '[[ 1 -lt x ]]',
  `s=abc; echo \${s:x}`,
  `b=(1); echo \${b[x]}`,
  `arr=(1); echo \${arr[@]:x}`,
  'a[x]=1',
  'declare -i n=x',
  'declare -i n; n=x',
  'y=x; (( y ))',
  'declare -n r2=x; (( r2 ))',
  `echo "\${!x}"`,
  'for ((i=x; i<0; i++)); do :; done',
  'f() { (( x )); }; f',
  "test -v 'a[x]'",
  "printf -v 'b[x]' 1",
  "read 'b[x]' <<< 1",
  "declare 'b[x]=1'",
  `set -- 1 2; echo \${@:x}`,
  'OPTIND=x; getopts a o',
  'RANDOM=x',
];

/** Word spellings a shape can carry inside single and double quotes alike. */
const spellings = (w: string): string[] =>
  [w, ...wordSpellings(w)].filter((s) => !s.includes("'") && !s.includes('"'));

test('every respelled refused command assembled into a value and evaluated again is refused', () => {
  const arb = fc
    .constantFrom(...COMMANDS)
    .chain(([w, rest]) =>
      fc.tuple(
        fc.constantFrom(...spellings(w)),
        fc.constant(rest),
        fc.constantFrom(...ASSEMBLIES),
        fc.constantFrom(...SINKS),
        fc.constantFrom('', 'cd /tmp && ', 'true; '),
      ),
    );
  everyRefused(arb, ([w, rest, assemble, sink, front]) => `${front}${assemble(`${w} ${rest}`)}; ${sink}`);
});

test('every assembly before every sink, the command respelt once, is refused', () => {
  for (const assemble of ASSEMBLIES)
    for (const sink of SINKS)
      for (const [w, rest] of COMMANDS) {
        const text = `${assemble(`${w[0]}\\${w.slice(1)} ${rest}`)}; ${sink}`;
        assert.equal(verdict(text).kind, 'DENY', JSON.stringify(text));
      }
});

test('a value assembled in one text and evaluated in a shell it starts is refused', () => {
  everyRefused(fc.constantFrom(...COMMANDS), ([w, rest]) => {
    return `d='$'; export x="a[\${d}(${w[0]}""${w.slice(1)} ${rest})]"; bash -c '(( x ))'`;
  });
});

test('compgen -C and complete -C run their command; hash -p names a program', () => {
  const arb = fc.constantFrom(...COMMANDS).chain(([w, rest]) =>
    fc.tuple(
      fc.constantFrom(...spellings(w)),
      fc.constant(rest),
      fc.constantFrom(
        (s: string) => `compgen -C '${s}' x`,
        (s: string) => `compgen -aC '${s}' x`,
        (s: string) => `compgen -W '' -C '${s}' x`,
        (s: string) => `c='${s}'; compgen -C "$c" x`,
        (s: string) => `complete -C '${s}' x; compgen -C '${s}' x`,
      ),
    ),
  );
  everyRefused(arb, ([w, rest, shape]) => shape(`${w} ${rest}`));
  for (const w of spellings('sudo'))
    for (const text of [`hash -p "$(command -v ${w})" x; x id`, `hash -p \`which ${w}\` x; x id`])
      assert.equal(verdict(text).kind, 'DENY', text);
});

test('a trap action computed by a substitution is a script gate cannot read', () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom(...COMMANDS),
      fc.constantFrom('EXIT', 'ERR', 'DEBUG', 'RETURN', 'INT'),
      fc.constantFrom('', '-- '),
    ),
    ([[w, rest], sig, dashes]) => `trap ${dashes}"$(printf %s ${w[0]}; printf ${w.slice(1)}) ${rest}" ${sig}`,
  );
  allAdmitted(["trap 'echo $(date)' EXIT", 'trap - EXIT', 'trap -p']);
});

test('neighbours that evaluate nothing assembled stay admitted', () => {
  allAdmitted([
    "read x <<< '3'; echo $((x + 1))",
    "a=(1 2); x='a[1]'; (( x ))",
    'n=$(wc -l < f); (( n > 5 )) && echo big',
    "n=$(find . -name '*.ts' | wc -l); if (( n > 5 )); then echo big; fi",
    'x=0; if (( !x )); then y; fi',
    'sum=0; for i in 1 2 3; do (( sum += i )); done; echo $sum',
    'for ((i=0; i<10; i++)); do echo $i; done',
    'count=0; for f in *.ts; do count=$((count + 1)); done; echo $count',
    'start=$SECONDS; npm test; echo $(( SECONDS - start ))',
    'x=$(cat f); echo "$x"; for ((i=0;i<3;i++)); do :; done',
    'total=0; while read n; do total=$((total + n)); done < nums.txt',
    `for f in src/*.ts; do echo "\${f:4}"; done`,
    `v=$(git rev-parse HEAD); echo \${v:0:7}`,
    "PS1='$ '; echo hi",
    'PATH+=":$HOME/bin"; npm test',
    's=""; for f in a b; do s+="$f "; done; echo "$s"',
    'OPTIND=1; while getopts ab o; do :; done',
    'declare -n r=x; x=1; echo $r',
    `mapfile -t lines < f; for ((i=0;i<\${#lines[@]};i++)); do echo "\${lines[i]}"; done`,
    'IFS=, read -r a b < f; echo $((a + b))',
    `arr=(a b c); i=1; echo "\${arr[i]}"`,
    'printf -v out "%s" x',
    'compgen -c | head',
    'complete -W "a b" x',
    'complete -F _git git',
    'hash -r',
    'hash -p /usr/bin/python3 python; python -V',
  ]);
});

test('bash agrees: each assembly before each sink runs the command', { skip: !has('bash') }, () => {
  // One bash for every case, each in a subshell: a fake `sudo` first on PATH writes the case's number.
  const dir = mkdtempSync(join(tmpdir(), 'gate-r34-'));
  const mark = join(dir, 'ran');
  writeFileSync(join(dir, 'sudo'), `#!/bin/sh\necho "$CASE" >> '${mark}'\n`);
  chmodSync(join(dir, 'sudo'), 0o755);
  const cases: string[] = [];
  // A third of the 288 pairs a run (the in-kernel test above refuses them all): pair (a, s) when
  // (a + s + the seed) % 3 is 0, so each assembly meets eight sinks and each sink four assemblies, and
  // the three offsets together cover every pair; bash's forks were most of this file's CPU (round 46).
  const third = shareOf(1 / 3);
  const offset = ((third.seed % 3) + 3) % 3;
  process.stdout.write(
    `# r34 bash oracle: pairs ${DEEP ? 'all' : `with (a + s + ${offset}) % 3 = 0`}, ${third.said}\n`,
  );
  for (const [a, assemble] of ASSEMBLIES.entries())
    for (const [k, sink] of SINKS.entries())
      if (DEEP || (a + k + offset) % 3 === 0) cases.push(`${assemble('s""udo id')}; ${sink}`);
  cases.push(
    'compgen -C \'s""udo id\' x',
    'compgen -aC \'s""udo id\' x',
    'hash -p "$(command -v s""udo)" x; x id',
    'trap "$(printf %s s; printf udo) id" EXIT',
  );
  const script = cases.map((c, i) => `export CASE=${i}\n( ${c}\n) </dev/null >/dev/null 2>&1\n`).join('');
  try {
    runOracleShell(
      `${where('bash')} --norc --noprofile -c "$1"`,
      ['x', script],
      { cwd: dir, env: { PATH: `${dir}:/usr/bin:/bin` } },
      60,
    );
    const ran = new Set(readFileSync(mark, 'utf8').split('\n'));
    for (let i = 0; i < cases.length; i++) assert.ok(ran.has(String(i)), JSON.stringify(cases[i]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('cost: many assignments, reads and sinks are read in linear work', () => {
  // Counted, not timed (test/helpers/work-count.ts): 8x the text costs the reading at most 12x the work.
  const make = (n: number) => {
    const k = Math.max(1, Math.floor(n / 48));
    return `${'read x <<< "$y"; '.repeat(k)}${'v=w; (( v + x )); '.repeat(k)}`;
  };
  const ratio = growthOf(make, (t) => shellReading(t), 4096);
  assert.ok(ratio <= 12, `8x the text cost ${ratio.toFixed(1)}x the work`);
});
