// Red team, round 19: an unknown program's followed tails were each rendered to the end of the command
// (shell-reading.ts tailLines), so the rules read about 4.5 times the text for eight tails spread over
// it; now one rendering from the first tail, each later tail's start marked `(` (docs/floor.md,
// "Wrappers"). Work counted, never timed; bench/command-cost.ts gives the CPU.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { shellReading } from '../src/kernel/ladder/shell-reading.js';
import { allDecided, verdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

/** `zzwrap` and eight `cp` heads spread evenly over about n characters of data operands. */
const eightTails = (n: number): string => {
  const per = Math.floor(n / 8);
  let s = 'zzwrap';
  for (let k = 0; k < 8; k++) {
    s += ' cp';
    while (s.length < per * (k + 1)) s += ' a';
  }
  return s;
};

test('eight tails are rendered once: the renderings hold the text about once (4.5 times on the base)', () => {
  const text = eightTails(16384);
  const r = shellReading(text);
  assert.ok(!r.opaque && !r.unreadable);
  let chars = 0;
  for (const t of r.texts) chars += t.length;
  assert.ok(chars < 1.5 * text.length, `rendered ${chars / text.length} times the text`);
});

test('linear: eight tails over a growing text', () => {
  const g = growthOf(eightTails, (t) => verdict(t), 4096);
  assert.ok(g < 9, `8x the text costs ${g}x the work`);
});

test('a later tail keeps the words after it, and its head is still in command position', () => {
  allDecided('DENY', [
    'zzwrap rm -rf cp /',
    'zzwrap cp a rm -rf /',
    'zzwrap cp a chmod -R 777 /',
    'zzwrap cp a b sudo id',
    'zzwrap cp a b su',
    'zzwrap cp a mkfs /dev/sda',
    'zzwrap cp a /usr/bin/sudo id',
    "zzwrap cp a 'sudo' id",
    'zzwrap cp a sudo -u root rm -rf ~',
    'zzwrap cp a cp x .git/hooks/pre-commit',
    'zzwrap cp a b reboot',
  ]);
  allDecided('ALLOW', ['zzwrap cp a b c', 'zzwrap cp a cp b c']);
});
