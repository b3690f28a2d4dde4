// Round 26's second cut on the tainted decision gives what the readings it replaced gave: the stated
// kinds' mask is the five marks asked one by one, on any user turn, operator prompt and results; the
// arguments left undecided are the ones the per-call filter left, on any names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { DecidingArgument } from '../provenance/judge.js';
import { TraceProvenance } from '../provenance/ledger.js';
import { STATED_TURNS, statedMaskAlone } from '../provenance/testing.js';
import { undecided } from './provenance.js';

test('the stated kinds mask is each stated mark asked alone, on any trace', () => {
  const pieces = fc.subarray([...STATED_TURNS]);
  fc.assert(
    fc.property(pieces, pieces, pieces, (user, operator, results) => {
      const ledger = new TraceProvenance();
      for (const t of operator) ledger.noteOperator(t);
      for (const t of user) ledger.noteRequest(t);
      for (const t of results) ledger.noteUntrusted(t, 'page');
      assert.equal(ledger.statedKinds(), statedMaskAlone(ledger));
    }),
    { numRuns: 200 },
  );
});

test('the undecided arguments are those no deciding argument is or holds, on any names', () => {
  const name = fc.constantFrom('to', 'to.0', 'to.x', 'tox', 'command', 'body', 'a.b', 'a', 'a.b.c', 'ab.c');
  const args = fc
    .array(name, { maxLength: 6 })
    .map((ns) => ns.map((n): DecidingArgument => ({ name: n, text: n })));
  fc.assert(
    fc.property(args, args, (all, deciding) => {
      const decided = (n: string) => deciding.some((d) => n === d.name || n.startsWith(`${d.name}.`));
      assert.deepEqual(
        undecided(all, deciding),
        all.filter((a) => !decided(a.name)),
      );
    }),
    { numRuns: 500 },
  );
});
