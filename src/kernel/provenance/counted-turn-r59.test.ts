// Round 59 (perf-r59): a user turn's own mark for the count of acts (act-count.ts) is kept with the turn's
// reading (ledger.ts requestReading), not digested on every request. The mark must stay the digest of the
// turn's own words, the one a shared store takes (claimedTurnKeys' `counted`), whether the reading is made
// afresh or found kept, and in whichever client's scope it was kept first.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { claimedTurnKeys, TraceProvenance } from './ledger.js';
import { userOwnWords } from './transcript.js';

/** Turns with an assistant's lines in them (the user's own words differ from the text) and without. */
const turns = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc
    .tuple(
      fc.constantFrom('Please pay the invoice once.', 'Send the report to Bob.', 'delete the old branch'),
      fc.constantFrom('Assistant: I will do it twice.', 'Assistant: done.'),
      fc.constantFrom('User: thanks', 'User: now do it again', ''),
      fc.string({ maxLength: 20 }),
    )
    .map(([a, b, c, d]) => `${a} ${d}\n${b}\n${c}`),
);

const trusted = (l: TraceProvenance): number[] => [...l.snapshot().trusted].sort((a, b) => a - b);

test('a user turn noted holds the mark a shared store takes for it, read afresh or kept', () => {
  fc.assert(
    fc.property(turns, fc.constantFrom('', 'a', 'b'), fc.constantFrom('', 'a', 'b'), (turn, s1, s2) => {
      // The text's own words may differ from the text (an assistant's lines left out): the mark is theirs.
      const mark = claimedTurnKeys(turn).counted;
      const first = new TraceProvenance();
      first.noteRequest(turn, s1);
      assert.ok(first.snapshot().trusted.includes(mark), 'the mark of the turn read afresh');
      // A second request resends it: read from the kept reading in s1's scope, or afresh in another.
      const again = new TraceProvenance();
      again.noteRequest(turn, s2);
      assert.deepEqual(trusted(again), trusted(first));
      // Resent on the same ledger, it is no second turn: nothing more is held.
      const before = trusted(first);
      first.noteRequest(turn, s2);
      assert.deepEqual(trusted(first), before);
    }),
    { numRuns: 300 },
  );
});

test('two different turns on one ledger hold both marks (the count is no longer one turn’s)', () => {
  const a = 'Please pay the invoice once.\nAssistant: paid.\nUser: thanks';
  const b = 'Now pay the electrician too.';
  assert.notEqual(userOwnWords(a), a);
  const ledger = new TraceProvenance();
  ledger.noteRequest(a);
  const one = ledger.snapshot().trusted.length;
  ledger.noteRequest(b);
  const held = ledger.snapshot().trusted;
  assert.ok(held.includes(claimedTurnKeys(a).counted));
  assert.ok(held.includes(claimedTurnKeys(b).counted));
  assert.ok(held.length > one);
});
