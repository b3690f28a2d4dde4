// The lease's replies as the store reads them (round 49): any shape Redis or a proxy might answer is read
// without throwing, a count fails closed (held), and a token is taken only as a string.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { LAPSED_LISTED, lapsedCount, renewReply } from './lease.js';

test('a renewal reply of any shape: names only strings, at most the listed bound; an owner only a string', () => {
  fc.assert(
    fc.property(fc.anything(), fc.anything(), (names, owner) => {
      for (const reply of [names, [names, owner], [names], owner, [names, owner, 0, owner]]) {
        const read = renewReply(reply);
        assert.ok(read.lapsed.length <= LAPSED_LISTED);
        assert.ok(read.lapsed.every((n) => typeof n === 'string'));
        assert.ok(read.owner === undefined || typeof read.owner === 'string');
        assert.equal(typeof read.ahead, 'boolean');
        // Round 58, third pass: Redis's clock only as a positive safe integer, or no reading at all.
        assert.ok(read.now === undefined || (Number.isSafeInteger(read.now) && read.now > 0));
      }
    }),
    { numRuns: 300 },
  );
  assert.deepEqual(renewReply([['a', 'b'], 'tok']), { lapsed: ['a', 'b'], owner: 'tok', ahead: false });
  // Redis answers a missing owner as nil (null in the client): none, so a first renewal flags nothing.
  assert.deepEqual(renewReply([[], null]), { lapsed: [], owner: undefined, ahead: false });
  // Round 57: a cache floor too far ahead is reported only as the integer 1 (docs/fleet.md).
  assert.equal(renewReply([[], 'tok', 1]).ahead, true);
  assert.equal(renewReply([[], 'tok', '1']).ahead, false);
  assert.equal(renewReply([[], 'tok', 0, 1_764_900_000_000]).now, 1_764_900_000_000);
  for (const now of ['1764900000000', 1.5, -1, 0, null])
    assert.equal(renewReply([[], 'tok', 0, now]).now, undefined);
});

test('a lapsed count that is not a non-negative integer holds the fleet', () => {
  fc.assert(
    fc.property(fc.anything(), (reply) => {
      const n = lapsedCount(reply);
      if (typeof reply === 'number' && Number.isSafeInteger(reply) && reply >= 0) assert.equal(n, reply);
      else assert.equal(n, 1);
    }),
  );
});
