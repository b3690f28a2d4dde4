// Red team, round 18: the cost left above 1 ms a KiB. Backquoted words (`` `a``a`... ``: one list a
// substitution) were each read again though equal (shell-reading.ts readScript: an equal list adds the
// same lines and scripts, now read once), and every unknown program's followed tail was rendered in both
// path spellings though no word spells differently. The long lists' growth of 11-15x for 8x the text was
// the fast path's bound (4,096 characters, shell-plain.ts PLAIN_LIMIT): the small text was read by it,
// the large one by the general reader (about twice the work a character); from 8,192 up it is linear.
// Work counted, never timed; bench/command-cost.ts gives the CPU.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shellReading } from '../src/kernel/ladder/shell-reading.js';
import { allDecided, verdict } from './helpers/redteam-floor.js';
import { growthOf, workOf } from './helpers/work-count.js';

const fill = (unit: string) => (n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const distinct = (n: number): string => {
  let s = '';
  for (let i = 0; s.length < n; i++) s += `\`a${i}\``;
  return s;
};

test('backquoted words: an equal substitution is read once (work a character under the base 84, both readers)', () => {
  const text = fill('`a`')(32768);
  const perChar = workOf(() => verdict(text)) / text.length;
  assert.ok(perChar < 75, `work a character ${perChar}`);
  assert.equal(verdict(text).kind, 'DENY');
});

for (const [name, make, small] of [
  ['backquoted words', fill('`a`'), 4096],
  ['distinct backquoted words', distinct, 4096],
  ['an unknown program with cp tails', (n: number) => `zzwrap${fill(' cp a')(n)}`, 4096],
  ['a list of ls', fill('ls; '), 8192],
  ['a pipeline of cat', fill('cat | '), 8192],
] as const)
  test(`linear: ${name}`, () => {
    const g = growthOf(make, (t) => verdict(t), small);
    assert.ok(g < 9, `${name}: 8x the text costs ${g}x the work`);
  });

test("the lists' step is the fast path's bound, not growth: the same work a character from 8 KiB up", () => {
  const at = (n: number) => workOf(() => verdict(fill('ls; ')(n))) / n;
  // Below round 55's bound of 4,096 commands (`ls; ` is one command in four characters); past it the text
  // is refused at the bound (cost-r55), for less work a character, never more.
  const [a, b] = [at(8192), at(16_000)];
  assert.ok(Math.abs(a - b) / a < 0.05, `${a} against ${b} a character`);
  assert.ok(at(32768) <= a, `past the bound ${at(32768)} against ${a} a character`);
});

test('equal substitutions that hand on a script still read it', () => {
  allDecided('DENY', [
    '`sudo id``sudo id`',
    '$(sh -c "rm -rf ~")$(sh -c "rm -rf ~")',
    'echo `a` `a` `sudo id`',
  ]);
});

// Round 71 (docs/floor.md "Round 71 (rt-interp-r71)"): the fast path reads a plain text of any length to the
// general parse's bound of 4,096 commands; round 69's 4,096 characters sent a longer one to the general
// tokenizer (on the base 20.5 counted steps a character to 4 KiB, 45.4 from 8 KiB).
test('linear: a plain list reads the same work a character at 4 KiB and 32 KiB (the fast path past 4,096 characters)', () => {
  const at = (n: number) => workOf(() => shellReading(fill('cp -r ~ a; ')(n))) / n;
  const [a, b] = [at(4000), at(32_000)];
  assert.ok(Math.abs(a - b) / a < 0.05, `${a} against ${b} a character`);
});

test('a plain text past the bound of 4,096 commands stays refused at it; one at the bound stays read', () => {
  const at = fill('ls; ')(4 * 4096);
  assert.equal(verdict(at.trimEnd()).kind, 'ALLOW');
  assert.equal(verdict(`${at}ls`).kind, 'DENY');
  assert.match(
    verdict(`${fill('echo a; ')(8 * 5000)}sudo id`).detail?.claim ?? '',
    /more than 4096 commands/,
  );
});
