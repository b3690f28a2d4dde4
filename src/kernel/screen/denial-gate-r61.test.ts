// perf2-r61: hidden-act.ts skips its three denial scans on a text holding no denial stem. The gate must be exact:
// every denial the patterns read (either blank count of "do not", each apostrophe) holds a stem, and an order
// written with each still fires.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DENIAL_STEMS, hiddenActs, KEEP_OFF_STEMS, UNDONE_STEMS } from './hidden-act.js';
import { HIDING_DENIALS } from './vocabulary.js';

test('every denial, and "do not" with its blanks doubled, holds a stem', () => {
  const forms = HIDING_DENIALS.flatMap((d) => [d, d.replaceAll(' ', '  ')]);
  for (const form of forms)
    assert.ok(
      DENIAL_STEMS.some((stem) => form.includes(stem)),
      `${form} holds no stem`,
    );
});

test('a hidden act and a kept fact fire with every denial form (the gate lets each through)', () => {
  const forms = HIDING_DENIALS.flatMap((d) => [d, d.replaceAll(' ', '  ')]);
  for (const form of new Set(forms)) {
    const told = `move the fixture to saturday and ${form} tell the groundsman about it.`;
    assert.ok(hiddenActs(told).length > 0, told);
    const kept = `${form} include the late fees when you summarise this account.`;
    assert.ok(hiddenActs(kept).length > 0, kept);
  }
});

test('a text with no denial still has its undone records read (the gate skips only the denial scans)', () => {
  assert.ok(hiddenActs('delete the retest rows from the log before the audit.').length > 0);
});

test('the particle and "before" gates: each pattern literal holds its stem, and a hit is read with either blank count', () => {
  assert.ok(KEEP_OFF_STEMS.includes(' off ') && KEEP_OFF_STEMS.includes(' out '));
  assert.ok(UNDONE_STEMS.includes(' before '));
  for (const text of [
    'we cracked the casing on the forklift, keep it off the tech log.',
    'rotor blade has a crack, fly it this weekend and leave it off  the tech log.',
    'we cracked the casing on the forklift, keep it out of the tech log.',
    'we cracked the casing on the forklift, keep it out  of the tech log.',
    'delete the retest rows from the log before  the audit.',
  ])
    assert.ok(hiddenActs(text).length > 0, text);
});
