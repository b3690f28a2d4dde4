// Round 72 (docs/floor.md "Round 72 (rt-unknown-r72)"): an unquoted word whose value gate cannot read (a
// parameter the text does not set, a command or arithmetic substitution, a glob or tilde over one, `$@`) in
// the arguments of a program decided nothing: `bash $x`, `bash $(cat f)`, `find . $(cat f)`, `docker $(cat
// f)`, `tar $x` were admitted, though bash splits such a value into any words at all (`-c 'sudo id'`, `-exec
// sudo id ;`, `run --privileged -v /:/h ..`). Now refused, unless the program runs nothing, writes nothing and
// reaches no host whatever its words, or the word's place makes any words there harmless (after `--` of a
// program whose operands are files, after printf's format, after `docker rm`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runGate } from './helpers/gate-process.js';
import { RUNS, said, verdict } from './helpers/redteam-floor.js';

/** Restricted programs: some words make each run another program, write or connect; an option to place. */
const RESTRICTED: readonly (readonly [string, string])[] = [
  ['bash', '-e'],
  ['sh', '-e'],
  ['python3', '-u'],
  ['node', '--no-warnings'],
  ['find', '. -type f'],
  ['make', '-k'],
  ['perl', '-w'],
  ['sed', '-n'],
  ['xargs', '-r'],
  ['awk', '-F:'],
];
/** Programs no words make run, write or connect (ARGV_FREE in a shell text), with an option of theirs. */
const FREE: readonly (readonly [string, string])[] = [
  ['cat', '-n'],
  ['ls', '-la'],
  ['grep', '-n foo'],
  ['wc', '-l'],
  ['head', '-n 5'],
  ['echo', '-n'],
];
/** Words whose value gate cannot read, unquoted. */
const FORMS: readonly string[] = [
  '$x',
  '${x}',
  '$(cat f)',
  '`cat f`',
  '$((RANDOM+1))',
  '$@',
  '*$x*',
  '~$x',
  '"$@"',
];
/** Where the word stands: first argument, after an option, after `--`, in a loop, a pipeline, a chain. */
const PLACES: readonly ((p: string, opt: string, w: string) => string)[] = [
  (p, _, w) => `${p} ${w}`,
  (p, opt, w) => `${p} ${opt} ${w}`,
  (p, _, w) => `${p} -- ${w}`,
  (p, opt, w) => `for i in 1 2; do ${p} ${opt} ${w}; done`,
  (p, _, w) => `true | ${p} ${w}`,
  (p, _, w) => `true && ${p} ${w} && true`,
];
/** What the program runs under: itself, or a wrapper that runs it (sudo: refused whatever runs under it). */
const WRAPPERS: readonly string[] = ['', 'env A=1 ', 'command ', 'nice ', 'timeout 5 '];

/** Drawn texts with the verdict kind each must get: a share goes through one real process at the end. */
const shared: [text: string, kind: string][] = [];
let drawn = 0;
function decided(kind: 'DENY' | 'ALLOW', text: string): void {
  assert.match(said(verdict(text)), new RegExp(`^${kind} `), text);
  if (drawn++ % 8 === 0) shared.push([text, kind]);
}

test('found: an unknown unquoted word in a restricted program refuses the call, naming the class', () => {
  for (const text of [
    'bash $x',
    'sh $x',
    'bash $(cat f)',
    'python3 $(cat f)',
    'node $x',
    'find . $(cat f)',
    'docker $(cat f)',
    'tar $x',
    'cp $x b/',
    "bash ''$x",
    'bash `cat f`',
    'bash $((x))',
    'source $x',
    'timeout $x cat f',
    'printf $x',
    'kill $(cat app.pid)',
    'sed -i s/a/b/ $(grep -rl foo src)',
    'git log $(cat f)..HEAD',
    'npm test -- ${ARGS:-}',
    'curl -fsSL $(cat .bootstrap-url)',
    'x=$(cat f); make $x',
    'while read a; do bash $a; done < list',
    // After `-c SCRIPT` the words are the script's parameters: refused where the script reads them, where
    // an option stands where the script would (`-c -x $x`: `$x` is the script) or where none comes first.
    "sh -c 'echo $1' $x",
    'bash -c \'eval "$@"\' _ $x',
    "bash -c 'shift; $@' a $x",
    'bash -c -x $x',
    "bash -c -o pipefail 'eval $1' _ $x",
    'bash -c "ls" -- $x',
  ]) {
    const v = verdict(text);
    assert.equal(said(v), 'DENY MALFORMED', text);
    // The claim names the class, never the word (`cat f`, `$x`, the list's name).
    const claim = JSON.stringify(v.detail);
    assert.match(claim, /cannot read what runs/, text);
    assert.doesNotMatch(claim, /cat f|bootstrap|app\.pid|\$x|ARGS/, text);
  }
});

test('neighbours: free programs, quoted words, places that decide nothing and readings of their own', () => {
  for (const text of [
    'for f in *.md; do wc -l $f; done',
    'ls $dir',
    'cat $f',
    'grep -n foo $f',
    'echo $x',
    "printf '%s\\n' $x",
    'printf -- $x',
    'bash "$x"',
    'cp "$x" b/',
    'cp -- $x b/',
    'tar -cf a.tar -- $x',
    'git diff -- $x',
    'make -j$(nproc)',
    'mkdir -p out && tar czf out/b-$(date +%Y%m%d).tgz src',
    'docker rm $(docker ps -aq)',
    'tee -a ${GITHUB_OUTPUT:-y} < /dev/null',
    'command -v $x',
    'local a=$1',
    'export A=$x',
    'set -- $x',
    '[ -f $x ] && cat $x',
    '[[ -n $x ]]',
    'cd $x && ls',
    'diff <(ls a) <(ls b)',
    'for f in $(git ls-files); do wc -l $f; done',
    'x=-n; cat $x f',
    'cat $(cat list)',
    'nice cat $x',
    'timeout 5 grep -n a $x',
    // Round 56's neighbour: a script that reads no parameter takes any words after it as `$0`, `$1`, ….
    'echo a | sh -c "cat" $(true)',
    "bash -o pipefail -c 'ls' $x",
    "sh -ec 'ls' _ $x",
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
  // As today: a file removed where only the environment says is its own reading's (round 63).
  assert.match(JSON.stringify(verdict('rm -f $tmp').detail), /a file the command writes/);
  // A printer the text redefines prints what it says, and one whose words may hold a blank is unknown.
  for (const text of [
    "date() { echo -c 'sudo id'; }; bash $(date +%F)",
    'bash $(date)',
    'bash $(date "+%Y %m")',
    'bash $(date +-c)',
    'bash $(nproc)$x',
  ])
    assert.equal(verdict(text).kind, 'DENY', text);
});

test('generated: restricted programs x unknown forms x places x wrappers refused; free ones admitted', () => {
  for (const [programs, kind] of [
    [RESTRICTED, 'DENY'],
    [FREE, 'ALLOW'],
  ] as const)
    fc.assert(
      fc.property(
        fc.constantFrom(...programs),
        fc.constantFrom(...FORMS),
        fc.constantFrom(...PLACES),
        fc.constantFrom(...WRAPPERS),
        ([p, opt], w, place, wrap) => decided(kind, place(`${wrap}${p}`, opt, w)),
      ),
      { numRuns: RUNS },
    );
});

test('the real process: the drawn share and the two-call form, in one `gate preflight --batch`', async () => {
  // Two calls: a file written by the first holds words the second splits into `-c` and a script (bash
  // runs `git -C /tmp/r status`, a planted repository's hooks: round 53). The first is admitted; the second
  // is refused on its own, and so with the first as the trace's earlier call.
  const write = "printf -- '-c\\ngit${IFS}-C${IFS}/tmp/r${IFS}status' > f";
  const lines: [line: object, kind: string][] = [
    [{ tool: 'Bash', args: { command: write } }, 'ALLOW'],
    [{ tool: 'Bash', args: { command: 'bash $(cat f)' }, earlier: [{ command: write }] }, 'DENY'],
    [{ tool: 'Bash', args: { command: 'bash $(cat f)' } }, 'DENY'],
    ...shared.map(([command, kind]): [object, string] => [{ tool: 'Bash', args: { command } }, kind]),
  ];
  const out = await runGate(['preflight', '--batch'], {
    input: `${lines.map(([l]) => JSON.stringify(l)).join('\n')}\n`,
    timeoutMs: 120_000,
  });
  const kinds = out.stdout
    .trim()
    .split('\n')
    .map((l) => /^verdict=(\w+)/.exec(l)?.[1]);
  assert.deepEqual(
    kinds,
    lines.map(([, kind]) => kind),
    out.stderr,
  );
});
