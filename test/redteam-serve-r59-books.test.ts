// Red team, round 59: the memory book and the fleet's book write the same marks. Rounds 41–43 compared the
// verdicts (and the drop order), which find a mark one book writes and the other does not only when a
// generated call happens to read it: round 58's counted-turn marks and round 59's pay-turn mark both
// passed them. The harness (test/helpers/book-pair.ts) now reads every trace's ledger back from both books
// after every op and compares them whole: every trusted mark and key, every result's key with its label
// and order, every carry, the full mark, the names beside keys.
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

/** The sequences whose ledgers the books read back apart before this round's fixes (557511c6's books). */
const FOUND: [what: string, ops: Op[], max: number][] = [
  // notePayTurn's mark (and MANY_PARTIES on a second pay turn) was the memory book's alone.
  ['a payment turn', [t(0, 0, 0)], 16],
  ['a second payment turn naming its own payee', [t(0, 0, 0), t(0, 10, 1), c(0, 1)], 16],
  // Found by the read-back on its first run: the turn's word pairs were the memory book's alone too, and
  // the fleet's decision never fetched a split argument's pairs (dictated.ts tiledByUser).
  ['a dictated address, split into fields after a read', [t(0, 9, 6), r(0, 0), c(0, 6), c(0, 7)], 16],
  // Found by the property (GATE_DEEP=1, seed -233828723): a client block quoting an address a result had
  // ordered; the fleet noted the block without the ledger's entry for it and wrote it back `replaced`.
  ["a client block naming a result's ordered value", [r(1, 2), t(1, 8, 0), t(0, 0, 0)], 2],
];

describe('round 59: the memory book and the fleet book read back the same ledgers', {
  skip: redisSkip,
}, () => {
  test('the sequences that told them apart', async () => {
    for (const [what, ops, max] of FOUND) {
      const { m, f, ml, fl } = await both(redis, ops, max);
      assert.deepEqual(fl, ml, what);
      assert.deepEqual(f, m, `${what}: verdicts`);
    }
  });

  test('fast-check: every ledger read back after every op, turns, results, calls and idle time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(timedOp, { minLength: 1, maxLength: 14 }),
        fc.constantFrom(2, 3, 16),
        async (ops, max) => {
          const { m, f, ml, fl } = await both(redis, ops, max);
          assert.deepEqual(fl, ml);
          assert.deepEqual(f, m);
        },
      ),
      { numRuns: runsOf(40, 300) },
    );
  });
});
