// Round 29's cuts on the tainted decision decide as before: the stated kinds' mask, kept as "none" while
// the trusted set has not grown, is the five marks asked one by one at every point of any trace.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { TraceProvenance } from '../provenance/ledger.js';
import { STATED_TURNS, statedMaskAlone } from '../provenance/testing.js';

test('the stated kinds mask is each stated mark asked alone, asked between any notes', () => {
  const step = fc.record({
    kind: fc.constantFrom('operator', 'request', 'trusted', 'result', 'ask'),
    text: fc.constantFrom(...STATED_TURNS),
  });
  fc.assert(
    fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
      const ledger = new TraceProvenance();
      const check = (): void => assert.equal(ledger.statedKinds(), statedMaskAlone(ledger));
      for (const { kind, text } of steps) {
        if (kind === 'operator') ledger.noteOperator(text);
        else if (kind === 'request') ledger.noteRequest(text);
        else if (kind === 'trusted') ledger.noteTrusted(text);
        else if (kind === 'result') ledger.noteUntrusted(text, 'page');
        // Asked twice: the second answer may come from what the first kept.
        else check();
        check();
      }
    }),
    { numRuns: 300 },
  );
});
