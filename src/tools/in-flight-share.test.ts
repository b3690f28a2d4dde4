import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { callerShare, InFlightShares } from './in-flight-share.js';

test('alone a caller holds half the bound; each next caller half of what the others leave, at least one', () => {
  assert.equal(callerShare(256, 0), 128);
  assert.equal(callerShare(256, 128), 64);
  assert.equal(callerShare(8, 0), 4);
  assert.equal(callerShare(1, 0), 1);
  assert.equal(callerShare(8, 8), 1);
});

test('a flooding caller is refused at its share; another caller is still let in, and the bound holds', () => {
  const shares = new InFlightShares(8);
  const flood = Array.from({ length: 20 }, () => shares.take('a'));
  assert.equal(flood.filter((s) => 'release' in s).length, 4);
  const refused = flood.find((s) => !('release' in s));
  assert.deepEqual(refused, { refused: 'share', held: 4, share: 4 });
  const calm = shares.take('b');
  assert.ok('release' in calm);
  assert.equal(shares.inFlight, 5);
  assert.equal(shares.callers, 2);
  for (const s of flood) if ('release' in s) s.release();
  if ('release' in calm) {
    calm.release();
    calm.release();
  }
  assert.equal(shares.inFlight, 0);
  assert.equal(shares.callers, 0);
});

test('under any order of takes and releases: never past the bound, and a caller with none in flight gets one while slots are free', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 40 }),
      fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.boolean()), { maxLength: 300 }),
      (max, steps) => {
        const shares = new InFlightShares(max);
        const held = new Map<string, Array<() => void>>();
        for (const [caller, release] of steps) {
          const mine = held.get(caller) ?? [];
          held.set(caller, mine);
          if (release && mine.length > 0) {
            mine.pop()!();
            continue;
          }
          const got = shares.take(caller);
          if ('release' in got) mine.push(got.release);
          else if (mine.length === 0) assert.equal(got.refused, 'all');
          assert.ok(shares.inFlight <= max);
          const total = [...held.values()].reduce((n, l) => n + l.length, 0);
          assert.equal(shares.inFlight, total);
        }
      },
    ),
  );
});
