// A user's turn's marker keys (ledger.ts requestMarkFingerprints) are read once per text, not once per
// request that resends it: the same keys as a fresh reading, on a hit, after an eviction, and within a
// conversation's every request; the second reading of a turn counted at a few steps, not its length.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { workOf } from '../../../test/helpers/work-count.js';
import { fingerprint, requestFingerprints, requestMarkFingerprints, TraceProvenance } from './ledger.js';
import { statedKeys } from './stated.js';
import { grantsIn } from './values.js';

const TURNS = [
  'weather in Paris?',
  'Book the hotel from 12 to 15 December for 2 nights, at most 1,100 EUR, and email bob@example.com',
  'Make the bucket public and allow any origin',
  "Karaköy Lokantası'na yarın 19:00 için rezervasyon yap",
  'Bitte überweise 120,50 EUR am 2026-12-10 an DE89370400440532013000',
  'ホテルを予約してください',
];

/** The marks as the base read them, fresh each time. */
function fresh(text: string): number[] {
  const out = requestFingerprints(text);
  for (const v of grantsIn(text, true)) out.push(fingerprint(v.keys[0]!));
  for (const k of statedKeys(text)) out.push(fingerprint(k));
  return out;
}

test('request marks: the same keys as a fresh reading, first time, kept, and after eviction', () => {
  for (const t of TURNS) {
    assert.deepEqual([...requestMarkFingerprints(t)], fresh(t), t);
    assert.deepEqual([...requestMarkFingerprints(t)], fresh(t), `${t} (kept)`);
  }
  // More distinct turns than are kept: the first ones are read again, to the same keys.
  for (let i = 0; i < 600; i++) requestMarkFingerprints(`turn ${i} pay 1${i} EUR`);
  for (const t of TURNS) assert.deepEqual([...requestMarkFingerprints(t)], fresh(t), `${t} (evicted)`);
  // A turn past the character bound is read each time, never kept.
  const long = `Book it on 12 December. ${'and then some '.repeat(80_000)}`;
  assert.deepEqual([...requestMarkFingerprints(long)], fresh(long));
});

test('request marks: a judged call sees the same turn whether its marks were read or kept', () => {
  const turn = 'Book the hotel from 12 to 15 December, at most 1,100 EUR';
  const a = new TraceProvenance();
  a.noteRequest(turn);
  const b = new TraceProvenance();
  b.noteRequest(turn);
  for (const k of statedKeys(turn)) assert.ok(a.givenByUser([k]) && b.givenByUser([k]), k);
  assert.deepEqual(a.snapshot(), b.snapshot());
});

test('request marks: a resent turn is not read again (work counted)', () => {
  const turn = `Pay the invoice of 1,250.00 EUR by 12 December to the IBAN below. ${'Thanks, Bob. '.repeat(150)}`;
  const first = workOf(() => new TraceProvenance().noteRequest(turn));
  const again = workOf(() => new TraceProvenance().noteRequest(turn));
  assert.ok(first > turn.length, `the first reading reads the turn (${first})`);
  assert.ok(
    again < 64,
    `a resent turn costs a lookup, not a reading (${again} for ${turn.length} characters)`,
  );
});
