// Round 29's cuts on the tainted decision decide as before: the stated kinds' mask, kept as "none" while
// the trusted set has not grown, is the five marks asked one by one at every point of any trace; a tool
// name's facts, the last name kept, are that name's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type NameFacts, nameFacts } from '../policy/names.js';
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

test('a tool name asked after another is judged as itself (the last name kept, not the last facts)', () => {
  const names = fc.constantFrom('Bash', 'Read', 'send_email', 'get_file', 'delete_db', 'Bash');
  fc.assert(
    fc.property(fc.array(names, { minLength: 1, maxLength: 8 }), (asked) => {
      const first = new Map<string, NameFacts>();
      for (const n of asked) {
        const facts = nameFacts(n);
        if (!first.has(n)) first.set(n, facts);
        assert.equal(facts, first.get(n));
        // These names split at `_` only: their segments say whose facts they are.
        assert.deepEqual(facts.segments, n.toLowerCase().split('_'));
      }
    }),
  );
});
