// Round 59 (docs/fleet.md "Round 59 (fleet-r59)"): the lease deadline a replica sends is now() + L on
// Redis's clock through the offset. Round 58 bounded the wait for it by the measured round trip; the offset
// itself came from recovery's one `TIME` reading, so a Redis clock stepped (or drifted) since left every
// deadline off by the step. Every reading now keeps the offset within what it proves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RedisClock } from './redis-clock.js';

/** A reading: the true offset at the time, the request's and the reply's legs (ms), Redis's read moment. */
const reading = fc.record({
  offset: fc.integer({ min: -3_600_000, max: 3_600_000 }),
  up: fc.integer({ min: 0, max: 5000 }),
  down: fc.integer({ min: 0, max: 5000 }),
  gap: fc.integer({ min: 1, max: 10_000 }),
});

test('after any reading, the deadline sent is off by at most its round trip, whatever the clock did', () => {
  fc.assert(
    fc.property(fc.array(reading, { minLength: 1, maxLength: 12 }), (readings) => {
      let local = 1_800_000_000_000;
      const clock = new RedisClock(() => local);
      for (const r of readings) {
        local += r.gap;
        const before = local;
        // Redis reads its clock `up` ms after the request leaves; its clock is local minus the true offset.
        const redisMs = Math.floor(before + r.up - r.offset);
        local += r.up + r.down;
        clock.observe(before, local, redisMs);
        // The moment the reply arrives, Redis's clock reads local - offset; the clock's guess, now().
        const error = Math.abs(clock.now() - (local - r.offset));
        // Within what the reading proves: at most its round trip (and TIME's ms), whatever the clock did.
        assert.ok(error <= r.up + r.down + 2, `off by ${error} ms after a ${r.up + r.down} ms trip`);
        // The wait's bound still holds: Redis's clock has passed the reading by passedAt's moment.
        // (a local moment; Redis's clock then reads that moment minus the true offset).
        assert.ok(clock.passedAt(redisMs)! - r.offset >= redisMs);
      }
    }),
    { numRuns: 2000 },
  );
});

test('a reading consistent with the offset leaves it alone (no jitter from every renewal)', () => {
  let local = 1000;
  const clock = new RedisClock(() => local);
  clock.observe(1000, 1010, 500); // offset 505 (midpoint), provably within [499, 511]
  const first = clock.now();
  for (const [before, after, redisMs] of [
    [2000, 2004, 1497],
    [3000, 3100, 2495],
  ] as const) {
    local = after;
    clock.observe(before, after, redisMs);
    assert.equal(clock.now(), local - 505, 'the offset moved on a reading that allows it');
  }
  assert.equal(first, 1000 - 505);
});
