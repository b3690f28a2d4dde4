// A Redis that lost state must not wash taint or forget revocations: FLUSHALL, a restart without
// persistence, a pending-taint overflow during an outage and an evicting memory policy all fail closed.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { GateError } from '../src/kernel/errors.js';
import { RedisStore, type RedisStoreOptions } from '../src/store/redis.js';
import { until } from './helpers/until.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const availability = redisAvailability();

if ('skip' in availability) {
  test('Redis state loss', { skip: availability.skip }, () => {});
} else if ('fail' in availability) {
  test('Redis state loss needs redis-server', () => assert.fail(availability.fail));
} else {
  describe('Redis state loss fails closed', { timeout: 60_000 }, () => {
    let server: RedisServer;
    let raw: Redis;
    const stores: RedisStore[] = [];
    const open = async (options: RedisStoreOptions): Promise<RedisStore> => {
      const store = await RedisStore.connect(server.url, { probeIntervalMs: 50, ...options });
      stores.push(store);
      return store;
    };
    const healthy = (...s: RedisStore[]) => until(() => s.every((x) => x.health().ok), 15_000);

    before(async () => {
      server = await RedisServer.start(availability.bin);
      raw = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await raw.connect();
    });
    after(async () => {
      await Promise.all(stores.map((s) => s.close()));
      raw?.disconnect();
      server?.kill();
    });

    test('FLUSHALL under running replicas: every trace held on every replica, revocations written back', async () => {
      const keyPrefix = `loss:${randomUUID()}:`;
      const a = await open({ keyPrefix });
      const b = await open({ keyPrefix });
      await a.taint('victim', 'poisoned_result');
      await a.revoke('gw_revoked_before');
      assert.equal(await b.isTainted('victim'), true);
      assert.equal(await b.isTainted('clean'), false, 'before the loss, a clean trace is clean');

      await raw.flushall();
      // The very next check sees another generation: it does not admit.
      assert.equal(await b.isTainted('victim'), true, 'the victim is not washed');
      assert.equal(await b.isTainted('clean'), true, 'a trace the store cannot vouch for is held');
      assert.equal(await a.isRevoked('gw_never_revoked'), true, 'a store that lost data vouches for nothing');
      assert.ok(await healthy(a, b), 'the replicas recover on their own');
      assert.equal(await a.isTainted('clean'), true, 'held after recovery: the hold lives in Redis');
      assert.ok((await raw.pttl(`${keyPrefix}taint-hold`)) > 23 * 3600 * 1000, 'for one taint TTL');

      const late = await open({ keyPrefix });
      assert.equal(await late.isTainted('brand-new'), true, 'a replica started later holds too');
      assert.equal(await late.isRevoked('gw_revoked_before'), true, 'the revocation was written back');
      assert.equal(await late.isRevoked('gw_never_revoked'), false);
    });

    test('Redis restarted empty: held once it is back, never admitted while it comes back', async () => {
      const keyPrefix = `restart:${randomUUID()}:`;
      const a = await open({ keyPrefix });
      await a.taint('victim', 'untrusted_source');
      await a.revoke('gw_restart');
      await server.crash();
      assert.equal(await a.isTainted('clean'), true, 'outage: held');
      await server.restart();
      // Poll throughout the recovery: no answer of false for the victim or an unknown trace.
      const seen = new Set<boolean>();
      const deadline = Date.now() + 15_000;
      while (!a.health().ok && Date.now() < deadline) {
        seen.add(await a.isTainted('victim'));
        seen.add(await a.isTainted('unknown'));
        await new Promise((r) => setTimeout(r, 5));
      }
      assert.ok(a.health().ok);
      assert.deepEqual([...seen], seen.size === 0 ? [] : [true]);
      assert.equal(await a.isTainted('victim'), true);
      assert.equal(await a.isTainted('unknown'), true);
      assert.equal(await a.isRevoked('gw_restart'), true);
      const late = await open({ keyPrefix });
      assert.equal(await late.isRevoked('gw_restart'), true);
    });

    test('more taints than the outage can hold: recovery holds every trace instead of dropping one', async () => {
      const keyPrefix = `pending:${randomUUID()}:`;
      const a = await open({ keyPrefix, maxPendingTaints: 2 });
      await a.taint('seed', 'untrusted_source'); // the generation survives (no data loss here)
      // An outage that loses no data: Redis stops answering for 1.5 s (the first write times out).
      await raw.call('CLIENT', 'PAUSE', '1500', 'ALL');
      for (const t of ['p1', 'p2', 'victim-dropped']) await a.taint(t, 'poisoned_result');
      assert.equal(a.health().ok, false);
      assert.ok(await healthy(a));
      assert.equal(await a.isTainted('p1'), true);
      assert.equal(await a.isTainted('victim-dropped'), true, 'the taint that found no room is not lost');
      assert.equal(await a.isTainted('anyone'), true, 'the fleet is on hold');
    });

    // The cause decides whether provenance may narrow (docs/provenance.md, "A withheld result"): a taint
    // held through an outage and written on recovery keeps the strongest cause on both sides.
    test('taints written on recovery keep the strongest cause, theirs and another replica’s', async () => {
      const keyPrefix = `cause:${randomUUID()}:`;
      const a = await open({ keyPrefix });
      const b = await open({ keyPrefix });
      await a.taint('seed', 'untrusted_source');
      await b.taint('theirs', 'poisoned_at_client');
      await raw.call('CLIENT', 'PAUSE', '1500', 'ALL');
      await a.taint('mine', 'poisoned_at_client');
      await a.taint('mine', 'untrusted_source');
      await a.taint('theirs', 'untrusted_source');
      assert.equal(a.health().ok, false);
      assert.equal(await a.taintCause('anyone'), 'poisoned_at_client', 'an outage counts as the strongest');
      assert.ok(await healthy(a));
      assert.equal(await b.taintCause('mine'), 'poisoned_at_client');
      assert.equal(await b.taintCause('theirs'), 'poisoned_at_client', 'the recovery did not weaken it');
      assert.equal(await b.taintCause('seed'), 'untrusted_source');
      await raw.set(`${keyPrefix}taint:forged`, 'nothing-we-know');
      assert.equal(
        await a.taintCause('forged'),
        'poisoned_at_client',
        'a mark naming no cause is the strongest',
      );
    });

    test('a Redis that may evict keys is never healthy: startup refuses naming the policy', async () => {
      await raw.config('SET', 'maxmemory', '1gb');
      await raw.config('SET', 'maxmemory-policy', 'allkeys-lru');
      try {
        await assert.rejects(
          RedisStore.connect(server.url, { keyPrefix: `evict:${randomUUID()}:`, startupTimeoutMs: 1500 }),
          (err: unknown) =>
            err instanceof GateError &&
            err.code === 'STORE_UNAVAILABLE' &&
            /maxmemory-policy allkeys-lru/.test(err.message),
        );
      } finally {
        await raw.config('SET', 'maxmemory-policy', 'noeviction');
        await raw.config('SET', 'maxmemory', '0');
      }
      const ok = await open({ keyPrefix: `evict:${randomUUID()}:` });
      assert.equal(ok.health().ok, true);
    });
  });
}
