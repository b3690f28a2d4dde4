// Round 42, on review: redteam-r42's line-runner reader (src/kernel/ladder/shell-line-runners.ts) first read
// perl's `open(F, "| sh")` as `open\(.*PIPE`, and python's imported runner as `import[\s\S]*run(`: from every
// `open(` the expression ran to the line's end and back, so 200 kB of `open(` in one command cost 28 s of CPU
// (the base: 0.17 s), a whole gateway's event loop for one request. Each reading now finds its opening once
// and reads the rest once (docs/floor.md, "Round 42"). CPU is bounded far above a linear reading's (0.1 to
// 0.6 s here) and below the quadratic ones (30 s for `open(`, 3.3 s for awk's `print `; 1.7 s on the base, whose
// awk reading was quadratic too): the test fails on the merged reader.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { cpuMs } from './helpers/linear-cpu.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const SIZE = 200_000;

/** A command opening a program, then `unit` repeated to SIZE characters: the adversarial text. */
const CASES: readonly (readonly [string, string])[] = [
  ["perl -ne '", 'open('],
  ["echo x | perl -ne '", 'open(F, "x'],
  ["python3 -c 'import sys;", 'from subprocess import '],
  ["awk '{", 'system($0)'],
  ["sed '", '1e;'],
  ["ls | node -e '", 'process.stdin exec('],
  // awk's `print > "F"`, read as `print[^;}]*?>` from every print (quadratic on the base too: 1.7 s).
  ["awk '{", 'print '],
  ["awk '{", 'print >'],
];

for (const [head, unit] of CASES) {
  test(`r42 linear: ${JSON.stringify(head + unit)} repeated to ${SIZE} characters is decided in bounded CPU`, () => {
    const command = `${head}${unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE)}'`;
    const ms = cpuMs(() => adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false }));
    assert.ok(ms < 2500, `${ms.toFixed(0)} ms of CPU for one ${SIZE}-character command`);
  });
}

// On review too: the statement-at-a-time reading split awk's program at `;` and `}`, so one inside a string
// or a regular expression between `print` and `>` hid the redirection (`print "a;b" > "/root/.bashrc"`
// was admitted on the base and after the merge; real mawk writes the file). Every redirection after the
// first print is read now.
test('r42 an awk redirection after a print is read whatever the string or expression before it holds', () => {
  const targets = ['"/root/.bashrc"', 'ENVIRON["HOME"] "/.bashrc"', '"/home/u/.ssh/authorized_keys"'];
  const values = (sep: string) => [`"a${sep}b"`, `($0 ~ /${sep}/)`, `"a" "${sep}"`, `"${sep}" $1`];
  for (const sep of [';', '}', '; }', '{;}'])
    for (const value of values(sep))
      for (const target of targets)
        for (const block of ['BEGIN{', '{', 'NR==1 {'])
          for (const statement of [`print ${value} > ${target}`, `printf ${value} >> ${target}`]) {
            const command = `awk '${block}${statement}}' in.txt`;
            const v = adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false });
            assert.equal(v.kind, 'DENY', command);
          }
  for (const command of [
    "awk '{print $1; n++} END {print n}' in.txt",
    `awk -F, '{ if ($2 > "m") print $1 }' data.csv`,
    `awk '{print > "out/" $1 ".txt"}' in.txt`,
  ])
    assert.equal(
      adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false }).kind,
      'ALLOW',
      command,
    );
});
