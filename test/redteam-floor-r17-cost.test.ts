// Red team, round 17: the cost of one command, found at its causes. A write target outside the workspace
// was searched for in the whole text once per target (arg-rules.ts movedTargets: `cp /d/b/1 ... /d`,
// `rm /d/1 ...`, `echo > /d/1; ...`, `sed -i`, a heredoc to sh: 256 KiB cost 7 s of CPU); a recursive
// target split every guarded glob again (`tar -xf a -C /d/1 -C /d/2 ...`); each command word was
// searched for every distinct `xargs -I` string; an unknown program's operand tails named the same
// targets again for each glob test. The variable readings of a write target had a cap that dropped the
// 33rd value (`x=a0; ... x=a32; x=.git/hooks/pre-commit; echo evil > $x` was admitted): now a target
// with more readings than are followed writes anywhere (refused). Work counted, never timed;
// bench/command-cost.ts gives the CPU.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

/** A text of about `n` characters: `unit(i)` for i = 0, 1, ... after `before`, then `after`. */
const grow =
  (before: string, unit: (i: number) => string, after = '') =>
  (n: number): string => {
    let s = before;
    for (let i = 0; s.length < n; i++) s += unit(i);
    return s + after;
  };

const SHAPES: readonly (readonly [string, (n: number) => string])[] = [
  ['cp of many sources to an absolute directory', grow('cp', (i) => ` /d/b/${i}`, ' /d')],
  ['rm of many absolute paths', grow('rm', (i) => ` /d/b/${i}`)],
  ['a list of redirections to absolute paths', grow('', (i) => `echo > /d/b/${i}; `)],
  ['sed -i over many absolute files', grow('sed -i s/a/b/', (i) => ` /d/${i}`)],
  ['tar extracting into many directories', grow('tar -xf a.tar', (i) => ` -C /d/${i}`)],
  ['distinct xargs replace strings', grow('', (i) => `xargs -I{${i}} sh -c 'echo {${i}}'; `)],
  ['variable targets, each read twice', grow('x=/a; x=/b; ', (i) => `> $x/${i}; `)],
  ['a heredoc to sh copying to an absolute directory', grow('sh <<E\n', (i) => `cp /a/${i} /d\n`, 'E\n')],
  ['an unknown program with cp tails', grow('zzwrap', () => ' cp a')],
];

for (const [name, make] of SHAPES)
  test(`linear: ${name}`, () => {
    const g = growthOf(make, (text) => verdict(text), 4096);
    assert.ok(g < 12, `${name}: 8x the text costs ${g}x the work`);
  });

test('fuzz: a write target variable given more values than are followed is a write anywhere', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 33, max: 80 }),
      fc.constantFrom('.git/hooks/pre-commit', '.git/config', '~/.bashrc', '.github/workflows/ci.yml'),
      fc.constantFrom(
        (vals: string[], guarded: string) =>
          `${vals.map((v) => `x=${v}; `).join('')}x=${guarded}; echo evil > $x`,
        (vals: string[], guarded: string) => `for x in ${vals.join(' ')} ${guarded}; do echo evil > $x; done`,
        (vals: string[], guarded: string) =>
          `${vals.map((v) => `export x=${v}; `).join('')}export x=${guarded}; cp evil "$x"`,
      ),
      (count, guarded, shape) => {
        const vals = Array.from({ length: count }, (_, i) => `a${i}`);
        const text = shape(vals, guarded);
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: Math.min(RUNS, 50) },
  );
});

test('a few values of a write target variable are still each read, and a loop of data files passes', () => {
  assert.equal(verdict('x=a; x=.git/config; echo evil > $x').kind, 'DENY');
  assert.equal(verdict('for x in a b c; do echo hi > $x.log; done').kind, 'ALLOW');
  assert.equal(verdict('cp dist/a.js dist/b.js /tmp/out/').kind, 'ALLOW');
});

test('process: gate preflight decides 64 KiB of absolute cp sources and refuses the 33rd value', () => {
  const big = grow('cp', (i) => ` /d/b/${i}`, ' /d')(65536);
  assert.match(processVerdict('Bash', { command: big }), /verdict=ALLOW/);
  const vals = Array.from({ length: 40 }, (_, i) => `x=a${i}; `).join('');
  const line = processVerdict('Bash', { command: `${vals}x=.git/hooks/pre-commit; echo evil > $x` });
  assert.match(line, /verdict=DENY/);
  assert.ok(!line.includes('pre-commit'));
});
