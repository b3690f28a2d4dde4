// Red team, round 41: the memory book and the fleet's book decide alike. The same sequence of user turns,
// results and calls on a few traces from a few clients, driven against a LocalProvenanceBook and two
// replicas' SharedProvenanceBooks on a real redis-server, must give the same verdict to every call.
// The harness is test/helpers/book-pair.ts (round 42 adds time to it: redteam-serve-r42-books).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { loadProvenanceRung } from '../src/kernel/ladder/provenance-load.js';
import { both as bothOn, c, type Op, op, r, t } from './helpers/book-pair.js';
import { runsOf } from './helpers/deep.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

await loadProvenanceRung();
const redis = redisFile();
const both = (ops: readonly Op[], max: number) => bothOn(redis, ops, max);

/** The sequences that told the books apart on ffafbf2e (fast-check's shrunk counterexamples). */
const FOUND: [what: string, ops: Op[], max: number][] = [
  // The turn stated an email; the fleet's decision did not fetch the `stated:target` mark: it allowed.
  ['a destination the user stated, changed to one only a result gave', [r(0, 3), t(0, 1, 0), t(0, 0, 3)], 16],
  // A turn that restarts a forgotten trace vouched in the fleet for what the memory book holds.
  ['a user turn on a trace the book forgot', [t(0, 0, 0), t(1, 0, 0), r(2, 0), t(0, 2, 0), t(0, 0, 2)], 2],
  // Memory moved a ledger on a read, the fleet only on a write: they pushed out different ledgers.
  ['which ledger a full book pushes out', [t(2, 0, 0), t(0, 0, 0), c(2, 1), t(1, 0, 0), c(0, 0)], 2],
  // The fleet did not fetch the argument's time and party keys: a time a result ordered was allowed.
  ['a time and a party size the user stated, changed by a result', [r(3, 6), t(3, 4, 4)], 2],
  // Found on a clean clone of round 58's main: an act the user asks for once, already performed on the
  // same target, was held by memory (beyondAskedOnce reads the `act-value` mark); the fleet's decision did
  // not fetch that mark and allowed it.
  ['an act asked once, already done on the same target', [r(2, 0), c(2, 3), t(2, 1, 3)], 2],
  ['a payment asked once, asked again by the same turn', [t(2, 0, 0), t(2, 0, 0)], 2],
  // Found while fixing the above: a second user turn (before any result) lets the rule step aside in
  // memory (TURNS_MANY); the fleet never wrote the counted-turn marks and held the second payment.
  ['a second user turn before any result', [t(0, 0, 0), t(0, 1, 0), c(0, 0)], 2],
  // Round 59 (prov2-r59): the minutes mailed to the user's Bob, then to an address a result only mentions:
  // held in memory and on the fleet alike (by the count of acts where the act-done-users mark of `to` is
  // read; the stated-target rule holds it too, so this pins the verdict, not which rule gave it).
  ['a second act asked once, to a new target a result mentions', [t(0, 11, 3), r(0, 9), c(0, 2)], 2],
];

describe('round 41: the memory book and the fleet book give every call the same verdict', {
  skip: redisSkip,
}, () => {
  test('the sequences that told them apart', async () => {
    for (const [what, ops, max] of FOUND) {
      const { m, f } = await both(ops, max);
      assert.deepEqual(f, m, what);
    }
  });

  test('fast-check: turns, results and calls on four traces from three clients', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 14 }),
        fc.constantFrom(2, 3, 16),
        async (ops, max) => {
          const { m, f } = await both(ops, max);
          assert.deepEqual(f, m);
        },
      ),
      { numRuns: runsOf(60, 300) },
    );
  });
});
