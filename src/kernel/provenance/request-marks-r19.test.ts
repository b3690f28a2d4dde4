// Round 19: the memo of a user turn's marker keys (ledger.ts requestMarkFingerprints) is kept per client
// key. One memo for all let a client time whether another just sent the same turn (a hit skips the
// reading). Work counted, not timed: another scope's turn is read in full, the same scope's is a lookup.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { workOf } from '../../../test/helpers/work-count.js';
import { requestMarkFingerprints, TraceProvenance } from './ledger.js';

// A turn no other test sends (the memo is per process, and unit tests may share one: scripts/run-tests.mjs).
const TURN = `Pay the invoice of 1,250.00 EUR by 12 December to the IBAN below, ref ${randomUUID()}. ${'Thanks, Bob. '.repeat(150)}`;

test('request marks: a turn another client key sent is read in full, never served from its memo', () => {
  const first = workOf(() => new TraceProvenance().noteRequest(TURN, 'alice'));
  const again = workOf(() => new TraceProvenance().noteRequest(TURN, 'alice'));
  const other = workOf(() => new TraceProvenance().noteRequest(TURN, 'bob'));
  const unlabelled = workOf(() => new TraceProvenance().noteRequest(TURN));
  assert.ok(first > TURN.length, `the first reading reads the turn (${first})`);
  assert.ok(again < 64, `the same key's resent turn is a lookup (${again})`);
  assert.ok(other > TURN.length, `another key's same turn is read, not looked up (${other})`);
  assert.ok(unlabelled > TURN.length, `the unlabelled key is a scope of its own (${unlabelled})`);
  // Each scope's keys are the same keys.
  assert.deepEqual(requestMarkFingerprints(TURN, 'alice'), requestMarkFingerprints(TURN, 'bob'));
});

test('request marks: the bounds count every scope together (many scopes cannot grow the memo)', () => {
  for (let i = 0; i < 2000; i++) requestMarkFingerprints(`turn ${i} pay 1${i} EUR`, `client-${i}`);
  // Still answered, and a scope read after the flood still keeps its own turn.
  requestMarkFingerprints(TURN, 'carol');
  assert.ok(workOf(() => requestMarkFingerprints(TURN, 'carol')) < 64);
});
