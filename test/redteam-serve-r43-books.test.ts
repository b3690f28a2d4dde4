// Red team, round 43: the memory book and the fleet's book keep their ledgers in the same order, so a full
// book pushes out the same one. Round 41's property (test/helpers/book-pair.ts) now also compares, after
// every op, the order each book would drop its live ledgers in, and its turns include one carrying a
// client's block (round 41's seed 907365687, left out of the generator until now).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { loadProvenanceRung } from '../src/kernel/ladder/provenance-load.js';
import { both, c, type Op, r, t, timedOp } from './helpers/book-pair.js';
import { runsOf } from './helpers/deep.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

await loadProvenanceRung();
const redis = redisFile();

/** The sequences that told the books apart on ed8c83a8 (fast-check's shrunk counterexamples). */
const FOUND: [what: string, ops: Op[], max: number][] = [
  // A user turn's words are read lazily by the memory book; the first call that asked about them (an
  // admitted mail) read them then, which changed the ledger's entries and moved it to the newest, where
  // the fleet (which takes a turn's keys at its write) did not move it. A full book then pushed out
  // different ledgers: the payment on trace 2, whose ledger the fleet kept, was held on one gateway.
  ["a turn's words read at a later call", [t(3, 7, 0), r(2, 0), c(3, 2), t(0, 0, 0), c(2, 0), c(0, 0)], 2],
];

describe('round 43: the memory book and the fleet book drop ledgers in the same order', {
  skip: redisSkip,
}, () => {
  test('the sequences that told them apart', async () => {
    for (const [what, ops, max] of FOUND) {
      const { m, f, mo, fo } = await both(redis, ops, max);
      assert.deepEqual(f, m, what);
      assert.deepEqual(fo, mo, `${what}: drop order`);
    }
  });

  test('fast-check: verdicts and drop order, turns with a client block, idle time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(timedOp, { minLength: 1, maxLength: 14 }),
        fc.constantFrom(2, 3, 16),
        async (ops, max) => {
          const { m, f, mo, fo } = await both(redis, ops, max);
          assert.deepEqual(f, m);
          assert.deepEqual(fo, mo);
        },
      ),
      { numRuns: runsOf(40, 300) },
    );
  });
});
