// Round 60 (perf-r60): a claimed user turn's keys (claimedTurnKeys, what a shared store's decision takes for
// the turn beside it) are kept per client scope, as a turn's reading is, instead of read afresh on every
// decision. What is kept must be what a fresh reading gives, per turn, never another turn's or shared across
// clients' scopes (a hit is faster than a reading: one scope's hit would tell a client what another sent),
// bounded, and not changed by what a caller does with it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from '../../../test/helpers/deep.js';
import { SharedProvenanceBook } from '../../server/provenance-book.js';
import type { LedgerDelta } from '../../store/ledger-redis.js';
import { claimedTurnKeys } from './ledger.js';

/** Turns with an assistant's lines, a payment, a file of another's, a replacement named, or any text. */
const turns = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc
    .tuple(
      fc.constantFrom(
        'Please pay the invoice to DE89370400440532013000 once.',
        "Read Bob's notes.txt and send the summary to alice@example.com.",
        'Use the new address the notice gives, then run npm test in /home/u/app.',
        'delete the old branch',
      ),
      fc.constantFrom('Assistant: I will do it twice.', 'Assistant: done.', ''),
      fc.constantFrom('User: thanks', 'User: now pay Carol too', ''),
      fc.string({ maxLength: 20 }),
    )
    .map(([a, b, c, d]) => `${a} ${d}\n${b}\n${c}`),
);

let fresh = 0;
/** A scope no call used before: its reading is made afresh. */
const afresh = (turn: string) => claimedTurnKeys(turn, `fresh-${fresh++}`);

test("a claimed turn's keys, kept or read afresh, are the turn's own, per scope", () => {
  fc.assert(
    fc.property(
      fc.array(turns, { minLength: 1, maxLength: 6 }),
      fc.constantFrom('a', 'b', ''),
      (ts, scope) => {
        for (const turn of ts) {
          const kept = claimedTurnKeys(turn, scope);
          // Asked again in its scope at once: the kept reading itself (a lookup, not a reading).
          assert.equal(claimedTurnKeys(turn, scope), kept);
          assert.deepEqual(kept, afresh(turn));
        }
        // Each turn still reads as its own after the others were kept beside it.
        for (const turn of ts) assert.deepEqual(claimedTurnKeys(turn, scope), afresh(turn));
      },
    ),
    // 60 in CI, 200 under GATE_DEEP=1 (docs/testing.md, round 69).
    { numRuns: runsOf(60, 200) },
  );
});

test("another client's scope reads the turn itself: no reading is shared across scopes", () => {
  const turn = 'Please pay the invoice once, then email the receipt to bob@example.com.';
  const a = claimedTurnKeys(turn, 'client-a');
  assert.equal(claimedTurnKeys(turn, 'client-a'), a);
  const b = claimedTurnKeys(turn, 'client-b');
  assert.notEqual(a, b, 'a reading kept in one scope answered another');
  assert.deepEqual(a, b);
});

test('the memo is bounded in turns: past 256 the first turn is read again', () => {
  const first = claimedTurnKeys('turn zero of many', 'bounded');
  assert.equal(claimedTurnKeys('turn zero of many', 'bounded'), first);
  for (let i = 1; i <= 256; i++) claimedTurnKeys(`turn ${i} of many`, 'bounded');
  assert.notEqual(claimedTurnKeys('turn zero of many', 'bounded'), first);
});

test('a turn longer than the memo bound is read every time, never kept', () => {
  const turn = `Pay Bob once. ${'x'.repeat(1 << 20)}`;
  assert.notEqual(claimedTurnKeys(turn, 'long'), claimedTurnKeys(turn, 'long'));
});

test('what is kept is frozen: a caller cannot change what the next decision takes', () => {
  const keys = claimedTurnKeys('Please pay the invoice to DE89370400440532013000 once.', 'frozen');
  assert.ok(Object.isFrozen(keys));
  for (const list of [keys.marks, keys.values, keys.onlyUnread, keys.pairs]) {
    assert.ok(Object.isFrozen(list));
    assert.throws(() => (list as number[]).push(1));
  }
});

test("a shared book's decisions write the same turn keys for a resent turn, whatever a store did with the last", async () => {
  const deltas: LedgerDelta[] = [];
  const store = {
    readLedger: async () => undefined,
    readLedgerKeys: async () => undefined,
    writeLedger: async (_trace: string, delta: LedgerDelta) => {
      deltas.push(structuredClone(delta));
      // A store that changes the delta it is given must not change what is kept for the turn.
      delta.trusted.push(12345);
      return false;
    },
  };
  const book = new SharedProvenanceBook(store as never, { ttlMs: 60_000 });
  const turn = "Please pay the invoice once.\nAssistant: paid.\nUser: now read Bob's notes.txt";
  for (const trace of ['t1', 't2', 't3']) await book.ledger(trace, turn, { command: 'ls' }, 'client-a');
  assert.equal(deltas.length, 3);
  assert.ok((deltas[0]?.trusted.length ?? 0) > 0);
  assert.ok(!deltas[0]?.trusted.includes(12345));
  assert.deepEqual(deltas[1], deltas[0]);
  assert.deepEqual(deltas[2], deltas[0]);
  const expected = afresh(turn);
  assert.deepEqual(deltas[0]?.trusted, [...expected.marks]);
  assert.deepEqual(deltas[0]?.claimed?.values, [...expected.values]);
});
