// Round 57 (store-r57): a cache floor further ahead of Redis's clock than CFLOOR_AHEAD_MS is a fault,
// repaired by a whole flush, counted and named (docs/fleet.md, "Round 57 (store-r57)"). On 0ecf8e2d a
// stranger's floor an hour ahead turned every replica's cache off for that hour (round 56 left it so:
// the floor is never lowered). A floor ahead by less is still honoured, and nothing it hid is served.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { CFLOOR_AHEAD_MS } from '../src/store/lease.js';
import type { RedisStoreOptions } from '../src/store/redis.js';
import { fill, replicaOptions } from './helpers/cache-fill.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();

/** Redis's clock in µs, as the floor is kept. */
async function redisNowUs(): Promise<number> {
  const [s, us] = await redis.raw.time();
  return Number(s) * 1_000_000 + Number(us);
}

describe('store-r57: a cache floor too far ahead of Redis is a fault, repaired', { skip: redisSkip }, () => {
  const replica = (prefix: string, name: string, extra: RedisStoreOptions = {}) =>
    redis.open(redis.server.url, replicaOptions(prefix, name, extra));
  const floorOf = async (prefix: string) => Number((await redis.raw.get(`${prefix}cfloor`)) ?? '0');

  test('a written future floor (fast-check over how far ahead): repaired within a read, counted, nothing from before served', async () => {
    const prefix = `ahead:${randomUUID()}:`;
    const told: string[][] = [];
    const a = await replica(prefix, 'a', { onRepair: (names) => told.push(names) });
    const b = await replica(prefix, 'b');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        // Past the bound by a millisecond to a year, or the most digits the floor is read with (16).
        fc.oneof(
          fc.integer({ min: CFLOOR_AHEAD_MS + 1, max: 365 * 24 * 3600 * 1000 }).map((ms) => ({ ms })),
          fc.constant({ digits: '9999999999999999' }),
        ),
        fc.boolean(),
        async (ahead, readerIsB) => {
          const k = `k${n++}`;
          await fill(a, k, 'before');
          assert.equal((await b.cacheGet(k))?.content, 'before');
          // Planted a quarter second further: the fill, the plant and the read take time, and a floor only a
          // millisecond past the bound when planted is inside it when read (a CI run drew 5,001 ms).
          const planted =
            'digits' in ahead ? ahead.digits : String((await redisNowUs()) + ahead.ms * 1000 + 250_000);
          await redis.raw.set(`${prefix}cfloor`, planted);
          const reader = readerIsB ? b : a;
          assert.equal(await reader.cacheGet(k), undefined, 'a floor too far ahead: a miss (fail closed)');
          // The read (or the next renewal) asked for the flush that repairs it: a second, not an hour.
          assert.ok(
            await until(async () => (await floorOf(prefix)) <= (await redisNowUs()), 3000),
            'the floor was put back to Redis’s clock',
          );
          assert.equal(await a.cacheGet(k), undefined, 'what was filled before stays unserved');
          assert.equal(await b.cacheGet(k), undefined, 'on every replica');
          await fill(b, k, 'after');
          assert.equal((await a.cacheGet(k))?.content, 'after', 'the cache serves again');
          assert.ok(a.health().ok && b.health().ok, 'both replicas up');
        },
      ),
      { numRuns: 10 },
    );
    const counted = (a.repairCounts().get('cfloor ahead') ?? 0) + (b.repairCounts().get('cfloor ahead') ?? 0);
    assert.ok(counted >= 10, `every plant was counted as a repair (${counted})`);
    assert.ok(
      [...(a.health().repaired ?? []), ...(b.health().repaired ?? [])].includes('cfloor ahead'),
      'health names it',
    );
    assert.ok(!JSON.stringify(told).includes('9999'), 'names only, never the value');
  });

  test('with the lease off (no renewals) a read alone repairs it', async () => {
    const prefix = `ahead-off:${randomUUID()}:`;
    const store = await replica(prefix, '', { leaseHoldMs: 0 });
    await fill(store, 'k', 'before');
    await redis.raw.set(`${prefix}cfloor`, String((await redisNowUs()) + 3600e6));
    assert.equal(await store.cacheGet('k'), undefined);
    assert.ok(await until(async () => (await floorOf(prefix)) <= (await redisNowUs()), 3000), 'repaired');
    assert.equal(await store.cacheGet('k'), undefined, 'what was filled before stays unserved');
    await fill(store, 'k', 'after');
    assert.equal((await store.cacheGet('k'))?.content, 'after');
    assert.equal(store.repairCounts().get('cfloor ahead'), 1);
  });

  test('a floor ahead by less than the bound is honoured, not lowered, and not a repair', async () => {
    const prefix = `ahead-near:${randomUUID()}:`;
    const store = await replica(prefix, 'r');
    const near = (await redisNowUs()) + 1_500_000;
    await redis.raw.set(`${prefix}cfloor`, String(near));
    await fill(store, 'k', 'x');
    assert.equal(await store.cacheGet('k'), undefined, 'filled before the floor: not served');
    // Renewals (every L/4) run meanwhile and do not lower it.
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(await floorOf(prefix), near, 'the floor stands');
    assert.ok(await until(async () => (await redisNowUs()) > near, 5000));
    await fill(store, 'k', 'y');
    assert.equal((await store.cacheGet('k'))?.content, 'y', 'served once the clock passed it');
    assert.equal(store.repairCounts().get('cfloor ahead'), undefined, 'no repair counted');
  });

  test('an entry filled after Redis’s now (a clock stepped back, a planted one) is a miss', async () => {
    const prefix = `ahead-entry:${randomUUID()}:`;
    const store = await replica(prefix, 'r');
    await fill(store, 'k', 'x');
    assert.equal((await store.cacheGet('k'))?.content, 'x');
    await redis.raw.hset(`${prefix}c:k`, 'f', String((await redisNowUs()) + 60e6));
    assert.equal(await store.cacheGet('k'), undefined, 'filled in the future: the floor cannot judge it');
  });
});
