// Round 56 (store-r56): the fleet's shared cache when one replica cannot invalidate, and keys of gate's
// own a stranger made unusable, on a real redis-server (docs/fleet.md, "Round 56 (store-r56)"). Each case
// failed on 7ca8af78: a replica cut off from Redis answered its write at once and the others served the
// read it made stale until it recovered; a crashed replica's restart (or its release) served them again;
// a non-integer `fence` or a `clru` of another type kept the replica down until an operator deleted them;
// a forged revocation notice filled the replica's memory until its own revokes were refused.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { RedisStoreOptions } from '../src/store/redis.js';
import { FILL_NS, fill, replicaOptions } from './helpers/cache-fill.js';
import { GATE_BIN, runCommand } from './helpers/gate-process.js';
import { redisFile } from './helpers/redis-file.js';
import { suiteProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const NS = FILL_NS;

/** Redis's clock in ms, as the lease scripts read it. */
async function redisNow(): Promise<number> {
  const [s, us] = await redis.raw.time();
  return Number(s) * 1000 + Math.floor(Number(us) / 1000);
}

describe('store-r56: the fleet serves no read a replica could not invalidate', { skip: redisSkip }, () => {
  const proxied = suiteProxy(() => redis.server.url);
  const replica = (url: string, prefix: string, name: string, extra: RedisStoreOptions = {}) =>
    redis.open(url, replicaOptions(prefix, name, extra));

  test('a replica cut off from Redis: its write answers after its lease lapsed, and no replica serves the stale read', async () => {
    const prefix = `cut:${randomUUID()}:`;
    const a = await replica(proxied.url(), prefix, 'a');
    const b = await replica(redis.server.url, prefix, 'b');
    await fill(b, 'k', 'before the write');
    assert.equal((await b.cacheGet('k'))?.content, 'before the write', 'B serves its read');
    // The partition: every byte A sends is cut, the invalidation its write owes included.
    proxied.decide = () => 'cut';
    const started = Date.now();
    try {
      await assert.rejects(a.invalidate(NS), 'the invalidation did not reach Redis');
      const waited = Date.now() - started;
      // The write's answer goes to its caller now: from here no replica serves what it made stale.
      assert.equal(await b.cacheGet('k'), undefined, 'B serves no stale read once A answered its write');
      assert.ok(waited >= 500, `A's answer waited for its lease to lapse (${waited} ms)`);
      // B's fills meanwhile are not served either (a read B began before A's write may land now).
      await fill(b, 'k2', 'during the lapse');
      assert.equal(await b.cacheGet('k2'), undefined, 'nothing is served while a lease is lapsed');
    } finally {
      proxied.decide = () => 'forward';
    }
    assert.ok(await until(() => a.health().ok, 10_000), 'A recovered');
    assert.equal(await b.cacheGet('k'), undefined, 'after recovery the stale read is gone');
    assert.equal(await b.cacheGet('k2'), undefined, 'and so is what was filled during the lapse');
    await fill(b, 'k', 'after the write');
    assert.equal((await b.cacheGet('k'))?.content, 'after the write', 'the cache serves again');
  });

  test('a lapsed lease ends in a renewal, a trim, a release or a new process: entries from before are not served', async () => {
    const prefix = `lapse:${randomUUID()}:`;
    // R long enough that a lapse planted just now is not trimmed while the CLI starts on a loaded host.
    const hold = 30_000;
    const b = await replica(redis.server.url, prefix, 'b', { leaseHoldMs: hold });
    const lapsed = async (name: string, agoMs: number, owner = 'crashed-token') => {
      await redis.raw.zadd(`${prefix}replicas`, (await redisNow()) - agoMs, name);
      await redis.raw.hset(`${prefix}replica-owners`, name, owner);
    };
    const served = async (key: string) => (await b.cacheGet(key))?.content;
    // A crashed replica renewed again by its restart (a new process under its name).
    await fill(b, 'k1', 'x');
    assert.equal(await served('k1'), 'x');
    await lapsed('c', 10);
    assert.equal(await served('k1'), undefined, 'a lapsed lease: nothing served');
    // With the lease off (R 0, as `--lease-hold-ms 0`) a member left in the set turns nothing off.
    const off = await replica(redis.server.url, prefix, '', { leaseHoldMs: 0 });
    assert.equal((await off.cacheGet('k1'))?.content, 'x', 'the lease off: no lapse check');
    const restarted = await replica(redis.server.url, prefix, 'c', { leaseHoldMs: hold });
    assert.equal(restarted.health().ok, true);
    assert.equal(await served('k1'), undefined, 'its restart renewed: the entry from before stays unserved');
    await fill(b, 'k1', 'y');
    assert.equal(await served('k1'), 'y', 'a fill after the lapse ended is served');
    // A restart within L, before its predecessor's lease lapsed: a new owner ends it the same way.
    await redis.raw.zadd(`${prefix}replicas`, (await redisNow()) + 60_000, 'd');
    await redis.raw.hset(`${prefix}replica-owners`, 'd', 'predecessor-token');
    await fill(b, 'k2', 'x');
    assert.equal(await served('k2'), 'x', 'a live lease holds nothing');
    await replica(redis.server.url, prefix, 'd', { leaseHoldMs: hold });
    assert.equal(
      await served('k2'),
      undefined,
      'a new process under a live name: entries from before unserved',
    );
    // One lapsed R ago or more, trimmed by a live replica's renewal (every L/4).
    await fill(b, 'k3', 'x');
    await lapsed('gone', hold + 10);
    assert.equal(await served('k3'), undefined, 'lapsed R ago and not yet trimmed: still nothing served');
    assert.ok(
      await until(async () => (await redis.raw.zscore(`${prefix}replicas`, 'gone')) === null, 5000),
      'trimmed',
    );
    assert.equal(await served('k3'), undefined, 'trimmed: the entry from before stays unserved');
    // The operator's release of a crashed replica.
    await fill(b, 'k4', 'x');
    await lapsed('e', 10);
    const release = await runCommand(GATE_BIN, [
      'fleet',
      'release',
      'e',
      '--store',
      redis.server.url,
      '--key-prefix',
      prefix,
    ]);
    assert.equal(release.code, 0, release.stderr + release.stdout);
    assert.equal(await served('k4'), undefined, 'released: the entry from before stays unserved');
    await fill(b, 'k4', 'y');
    assert.equal(await served('k4'), 'y');
  });

  test("keys of gate's own a stranger made unusable: the flush repairs them, says which, serves nothing from before", async () => {
    const prefix = `fix:${randomUUID()}:`;
    const told: string[][] = [];
    const store = await replica(redis.server.url, prefix, 'r', { onRepair: (names) => told.push(names) });
    const other = await replica(redis.server.url, prefix, 's');
    // What a stranger writes at each key: strings that are not integers, keys of another type.
    const plants: Record<string, Array<(key: string) => Promise<unknown>>> = {
      fence: [
        (k) => redis.raw.set(k, 'not a number'),
        (k) => redis.raw.set(k, '1.5'),
        (k) => redis.raw.sadd(k, 'x'),
      ],
      clru: [(k) => redis.raw.set(k, 'a stranger was here'), (k) => redis.raw.hset(k, 'x', '1')],
      cfloor: [(k) => redis.raw.set(k, 'soon'), (k) => redis.raw.rpush(k, '1')],
      csize: [(k) => redis.raw.set(k, 'x')],
      cbytes: [(k) => redis.raw.set(k, 'many')],
    };
    const cases = Object.entries(plants).flatMap(([key, ways]) =>
      ways.map((plant, i) => ({ key, i, plant })),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.subarray(cases, { minLength: 1 }), async (chosen) => {
        const k = `k${n++}`;
        await fill(store, k, 'before');
        assert.equal((await store.cacheGet(k))?.content, 'before');
        for (const { key, plant } of chosen) {
          await redis.raw.del(`${prefix}${key}`);
          await plant(`${prefix}${key}`);
        }
        // A write that owes a flush of everything (the invalidation of `*` the recovery pass runs).
        await store.invalidate('*').catch(() => undefined);
        assert.ok(
          await until(() => store.health().ok, 5000),
          `${chosen.map((c) => c.key)}: the replica is up`,
        );
        assert.equal(await store.cacheGet(k), undefined, 'the entry from before the flush is not served');
        assert.equal(await other.cacheGet(k), undefined, 'by any replica');
        await fill(other, k, 'after');
        assert.equal((await store.cacheGet(k))?.content, 'after', 'the cache serves again');
      }),
      { numRuns: 12 },
    );
    const names = new Set(told.flat());
    for (const name of ['fence', 'clru', 'cfloor']) assert.ok(names.has(name), `${name} reported repaired`);
    assert.deepEqual(
      [...(store.health().repaired ?? [])].sort(),
      [...names].sort(),
      'health names what was repaired',
    );
    // Names only: no stranger's value reaches what gate says.
    const said = JSON.stringify([told, store.health()]);
    for (const value of ['not a number', 'a stranger was here', 'soon', 'many'])
      assert.ok(!said.includes(value), `${value} not said`);
  });

  test('a cache floor a stranger made unreadable: every read misses until a renewal repairs it', async () => {
    const prefix = `floor:${randomUUID()}:`;
    const store = await replica(redis.server.url, prefix, 'r');
    await fill(store, 'k', 'x');
    assert.equal((await store.cacheGet('k'))?.content, 'x');
    await redis.raw.set(`${prefix}cfloor`, 'junk');
    assert.equal(await store.cacheGet('k'), undefined, 'an unreadable floor: a miss (fail closed)');
    assert.ok(
      await until(async () => /^\d+$/.test((await redis.raw.get(`${prefix}cfloor`)) ?? ''), 5000),
      'the next renewal put an integer back',
    );
    assert.equal(await store.cacheGet('k'), undefined, 'what was filled before stays unserved');
    await fill(store, 'k', 'y');
    assert.equal((await store.cacheGet('k'))?.content, 'y');
  });

  test('forged revocation notices are not kept: the replica still revokes, the fleet is not refused', async () => {
    const prefix = `forged:${randomUUID()}:`;
    const max = 50;
    const store = await replica(redis.server.url, prefix, 'r', { maxRevoked: max });
    const other = await replica(redis.server.url, prefix, 's', { maxRevoked: max });
    const heard: string[] = [];
    store.on('revocation', (n) => heard.push(n.witness));
    // Twice the bound of well-formed forged notices on the fleet's channel.
    for (let i = 0; i < 2 * max; i++) await redis.raw.publish(`${prefix}revocations`, `1 forged_${i}`);
    // A genuine revoke from another replica, heard and kept.
    await other.revoke('real_one');
    assert.ok(await until(() => heard.includes('real_one'), 5000), 'the genuine notice was heard');
    assert.ok(!heard.some((w) => w.startsWith('forged_')), 'no forged notice passed for a revocation');
    assert.equal(await store.isRevoked('forged_3'), false, 'a forged witness is not revoked by a notice');
    // The replica's own revokes go on, as many as the fleet's set has room for.
    for (let i = 0; i < max - 1; i++) await store.revoke(`own_${i}`);
    assert.equal(await store.isRevoked('own_0'), true);
    await assert.rejects(store.revoke('one_more'), /REVOCATIONS_FULL|bound/, 'the fleet’s bound still holds');
    assert.equal(store.health().ok, true);
  });
});
