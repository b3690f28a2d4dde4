// Round 45 (docs/floor.md, "Round 45 (redteam-r45)"): each new reading of redteam-floor-r45-found decides a
// 200 kB command built from its own literals and separators in bounded CPU (common rule: a regular
// expression's backtracking is not counted by the work counter, so CPU bounds it): the place printers
// (shell-printed-places.ts), dc's `!`, a shell a command line starts, cpio's pass-through, pasted code.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sampleOf } from './helpers/deep.js';
import * as floor from './helpers/redteam-floor.js';

/** 200 kB commands built from the new readings' literals and separators: each decided in bounded CPU. */
const LONG: readonly (readonly [string, string, string])[] = [
  ['echo x > "', '$(pwd)', '/y"'],
  ['echo x > "$(date +', '%-0', ')"'],
  ['echo x > "$(grep -', 'l', ' x)"'],
  ['echo x > "$(ls ', '../', ')"'],
  ["dc -e '", '!x]', "'"],
  ["echo x | python3 -c '", 'os.system("sh");', "'"],
  ['find . | cpio -p', 'd', ' x'],
  ['awk ', '-v x ', "'{print}'"],
  ['python3 -c "print(\'', '$(cat f)', '\')"'],
];

test('r45 linear: each new reading decides a 200 kB command built from its literals in bounded CPU', () => {
  // CI decides a fixed half of them, GATE_DEEP=1 all (docs/testing.md, round 69).
  for (const [head, unit, tail] of sampleOf(LONG, Math.ceil(LONG.length / 2))) {
    const ms = floor.decideCpuMs(`${head}${unit.repeat(Math.ceil(200_000 / unit.length))}${tail}`);
    assert.ok(ms < 2500, `${ms.toFixed(0)} ms of CPU for ${JSON.stringify(head + unit)}...`);
  }
});
