// Two RedisStore instances on one redis-server stand for two replicas behind a load balancer:
// what one replica does, the other sees; and a Redis outage fails closed, then heals on its own.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { GateError } from '../src/kernel/errors.js';
import { RedisStore, type RedisStoreOptions, type RevocationNotice } from '../src/store/redis.js';
import type { StoreHealth } from '../src/store/types.js';
import { Vdso } from '../src/store/vdso.js';
import { until } from './helpers/until.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const OK = { content: 'order 7: shipped', status: 'OK', quarantined: false };
const availability = redisAvailability();

function isUnavailable(err: unknown): boolean {
  return err instanceof GateError && err.code === 'STORE_UNAVAILABLE' && err.status === 503;
}

if ('skip' in availability) {
  test('fleet on Redis', { skip: availability.skip }, () => {});
} else if ('fail' in availability) {
  test('fleet on Redis needs redis-server', () => assert.fail(availability.fail));
} else {
  describe('fleet on Redis: two replicas, one store', () => {
    let server: RedisServer;
    let a: RedisStore;
    let b: RedisStore;
    let va: Vdso;
    let vb: Vdso;
    const healthOfB: StoreHealth[] = [];
    const noticesOnB: RevocationNotice[] = [];

    before(async () => {
      server = await RedisServer.start(availability.bin);
      const options: RedisStoreOptions = { keyPrefix: `fleet:${randomUUID()}:`, probeIntervalMs: 100 };
      a = await RedisStore.connect(server.url, options);
      b = await RedisStore.connect(server.url, { ...options, onHealth: (h) => healthOfB.push(h) });
      b.on('revocation', (n) => noticesOnB.push(n));
      va = new Vdso(a);
      vb = new Vdso(b);
    });
    after(async () => {
      await Promise.all([a?.close(), b?.close()]);
      server?.kill();
    });

    test('a read filled through A is a hit on B', async () => {
      await va.fill('get_order', { id: 1 }, OK);
      assert.equal((await vb.lookup('get_order', { id: 1 }))?.content, OK.content);
    });

    test('a write through A invalidates the cached read B sees', async () => {
      await vb.fill('get_order_status', { id: 2 }, OK);
      await vb.fill('read_file', { path: 'x' }, OK);
      assert.ok(await vb.lookup('get_order_status', { id: 2 }));
      const outcome = await va.onWrite('update_order', 'agent-a');
      assert.equal(outcome?.invalidated, 2, 'both order entries (id 1 and id 2)');
      assert.equal(await vb.lookup('get_order_status', { id: 2 }), undefined);
      assert.ok(await vb.lookup('read_file', { path: 'x' }), 'another namespace stays cached');
    });

    test('a revoke on A evicts on B and B refuses the revoked entry', async () => {
      await vb.fill('get_order', { id: 3 }, OK, { witness: 'w-poisoned' });
      assert.equal((await vb.lookup('get_order', { id: 3 }))?.witness, 'w-poisoned');
      const { evicted, trustEpoch } = await a.revoke('w-poisoned', 'agent-a');
      assert.equal(evicted, 1);
      // No wait: the revocation is in Redis before revoke() returns.
      assert.equal(await b.isRevoked('w-poisoned'), true);
      assert.equal(await b.trustEpoch(), trustEpoch);
      assert.equal(await vb.lookup('get_order', { id: 3 }), undefined);
      assert.equal(await vb.fill('get_order', { id: 3 }, OK, { witness: 'w-poisoned' }), false);
      assert.equal(await vb.lookup('get_order', { id: 3 }), undefined);
      assert.ok(
        await until(() => noticesOnB.some((n) => n.witness === 'w-poisoned'), 5000),
        'B hears the broadcast',
      );
      assert.equal(noticesOnB.find((n) => n.witness === 'w-poisoned')?.trustEpoch, trustEpoch);
    });

    test("the feed read from B shows A's events in order, on one sequence", async () => {
      const start = (await b.changes(0, 1000)).cursor;
      await a.publish({ kind: 'mutation', tool: 'a1', agent: 'a' });
      await b.publish({ kind: 'mutation', tool: 'b1', agent: 'b' });
      await a.publish({ kind: 'mutation', tool: 'a2', agent: 'a' });
      await Promise.all([
        a.publish({ kind: 'mutation', tool: 'a3', agent: 'a' }),
        b.publish({ kind: 'mutation', tool: 'b2', agent: 'b' }),
      ]);
      const page = await b.changes(start, 100);
      const seqs = page.events.map((e) => e.seq);
      assert.deepEqual(
        seqs,
        Array.from({ length: 5 }, (_, i) => start + 1 + i),
      );
      assert.deepEqual(
        page.events.slice(0, 3).map((e) => e.tool),
        ['a1', 'b1', 'a2'],
      );
      const others = await b.changes(start, 100, 'b');
      assert.deepEqual(others.events.map((e) => e.tool).sort(), ['a1', 'a2', 'a3']);
    });

    test('taint marked via A is seen via B', async () => {
      assert.equal(await b.isTainted('trace-1'), false);
      await a.taint('trace-1', 'poisoned_result');
      assert.equal(await b.isTainted('trace-1'), true);
    });

    test('a replica that lost its connection flushes the shared cache when it recovers', async () => {
      await va.fill('read_file', { path: 'kept?' }, OK);
      const heardBefore = healthOfB.length;
      const admin = new Redis(server.url);
      try {
        // Drop every replica's connection while Redis stays up: an invalidation owed during the gap could
        // have been lost, so the replicas flush on recovery.
        await admin.call('CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes');
        await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      } finally {
        admin.disconnect();
      }
      assert.ok(
        await until(() => healthOfB.slice(heardBefore).some((h) => !h.ok), 5000),
        'the drop is noticed',
      );
      assert.ok(await until(() => a.health().ok && b.health().ok, 10_000), 'both recover');
      assert.equal(await vb.lookup('read_file', { path: 'kept?' }), undefined);
      assert.equal(await a.isTainted('trace-1'), true, 'other state is untouched');
    });

    test('Redis killed: no crash, health false, cache off, feed 503, witnesses and sinks refused; then it heals', async () => {
      await vb.fill('get_order', { id: 9 }, OK);
      healthOfB.length = 0;
      await server.crash();
      assert.ok(await until(() => !b.health().ok && !a.health().ok, 5000), 'both see the outage');
      const health = b.health();
      assert.equal(health.kind, 'redis');
      assert.equal(typeof health.detail, 'string');
      assert.deepEqual(
        healthOfB.map((h) => h.ok),
        [false],
      );

      assert.equal(await b.cacheGet(vb.key('get_order', { id: 9 }, 'order')), undefined);
      assert.equal(await vb.lookup('get_order', { id: 9 }), undefined);
      await b.cachePut({
        key: 'k',
        namespace: 'n',
        tool: 'get_n',
        content: 'c',
        status: 'OK',
        trustEpoch: 0,
      });
      assert.equal(await vb.fill('get_order', { id: 10 }, OK), false);
      await assert.rejects(b.changes(0, 10), isUnavailable);
      await assert.rejects(b.publish({ kind: 'mutation' }), isUnavailable);
      await assert.rejects(b.revoke('w-during'), isUnavailable);
      assert.equal(await b.isRevoked('never-revoked'), true, 'an unchecked witness is refused');
      assert.equal(await b.isTainted('fresh-trace'), true, 'sinks are refused');
      await a.taint('tainted-during-outage', 'poisoned_result');
      const write = await va.onWrite('update_order');
      assert.deepEqual(write, { namespace: 'order', invalidated: 0 });

      await server.restart();
      assert.ok(await until(() => a.health().ok && b.health().ok, 15_000), 'health recovers on its own');
      assert.deepEqual(
        healthOfB.map((h) => h.ok),
        [false, true],
      );
      assert.deepEqual(b.health(), { ok: true, kind: 'redis' });
      assert.equal(
        await b.isTainted('tainted-during-outage'),
        true,
        'a taint held during the outage is replayed',
      );
      assert.equal(
        await b.isTainted('fresh-trace'),
        true,
        'the restarted Redis lost its data: every trace is held for one taint TTL',
      );
      assert.equal(await b.isRevoked('never-revoked'), false);
      assert.equal(await b.isRevoked('w-during'), true, 'the replica that took the revoke honours it');
      assert.equal(await a.isRevoked('w-during'), true, 'and wrote it to Redis on recovery');
      const event = await b.publish({ kind: 'mutation', tool: 'after' });
      assert.equal((await a.changes(event.seq - 1, 10)).events[0]?.tool, 'after');
      await vb.fill('get_order', { id: 11 }, OK);
      assert.ok(await va.lookup('get_order', { id: 11 }), 'the cache is back');
      await a.revoke('w-after');
      assert.ok(
        await until(() => noticesOnB.some((n) => n.witness === 'w-after'), 5000),
        'B resubscribed to the broadcast',
      );
    });
  });
}
