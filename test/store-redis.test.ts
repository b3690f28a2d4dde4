// RedisStore: the shared contract against a real redis-server started for this file, plus connect's refusals.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { GateError } from '../src/kernel/errors.js';
import { RedisStore } from '../src/store/redis.js';
import { until } from './helpers/until.js';
import { runStoreContract } from './store-contract.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const availability = redisAvailability();

if ('skip' in availability) {
  test('RedisStore', { skip: availability.skip }, () => {});
} else if ('fail' in availability) {
  test('RedisStore needs redis-server', () => assert.fail(availability.fail));
} else {
  let server: RedisServer;
  before(async () => {
    server = await RedisServer.start(availability.bin);
  });
  after(() => server.kill());

  // Each store gets its own key prefix, so tests share one server without seeing each other's state.
  runStoreContract('redis', (sizes) =>
    RedisStore.connect(server.url, { ...sizes, keyPrefix: `t:${randomUUID()}:` }),
  );

  describe('RedisStore.connect', () => {
    test('refuses a URL that is not redis:// with BAD_FLAG', async () => {
      await assert.rejects(RedisStore.connect('http://127.0.0.1:1/0'), (err: unknown) => {
        assert.ok(err instanceof GateError);
        assert.equal(err.code, 'BAD_FLAG');
        return true;
      });
      await assert.rejects(RedisStore.connect('not a url'), /BAD_FLAG|not a URL/);
    });

    test('gives up with STORE_UNAVAILABLE when nothing answers', async () => {
      const closed = await RedisServer.start(availability.bin);
      closed.kill();
      await assert.rejects(RedisStore.connect(closed.url, { startupTimeoutMs: 300 }), (err: unknown) => {
        assert.ok(err instanceof GateError);
        assert.equal(err.code, 'STORE_UNAVAILABLE');
        return true;
      });
    });

    test('waits for a Redis that comes up during startup', async () => {
      const late = await RedisServer.start(availability.bin);
      await late.crash();
      const starting = RedisStore.connect(late.url, { startupTimeoutMs: 8000 });
      await new Promise((r) => setTimeout(r, 300));
      await late.restart();
      const store = await starting;
      try {
        assert.deepEqual(store.health(), { ok: true, kind: 'redis' });
        await store.revoke('w');
        assert.equal(await store.isRevoked('w'), true);
      } finally {
        await store.close();
        late.kill();
      }
    });

    test('a taint lives as a key with the configured ttl', async () => {
      const prefix = `t:${randomUUID()}:`;
      const store = await RedisStore.connect(server.url, { keyPrefix: prefix, taintTtlMs: 150 });
      const { Redis } = await import('ioredis');
      const admin = new Redis(server.url);
      try {
        await store.taint('trace', 'poisoned_result');
        assert.equal(await store.isTainted('trace'), true);
        await new Promise((r) => setTimeout(r, 300));
        assert.equal(await admin.exists(`${prefix}taint:trace`), 0, 'the mark outlived its TTL');
        // Round 28, third pass: the expired mark's trace keeps its cause for the resume window.
        assert.equal(await store.taintCause('trace'), 'poisoned_result');
        assert.equal(await store.isTainted('never'), false);
      } finally {
        admin.disconnect();
        await store.close();
      }
    });

    test('dropping entries leaves no index, LRU or byte-count residue behind', async () => {
      const prefix = `t:${randomUUID()}:`;
      const store = await RedisStore.connect(server.url, { keyPrefix: prefix });
      const { Redis } = await import('ioredis');
      const admin = new Redis(server.url);
      try {
        const put = (key: string, namespace: string, witness?: string) =>
          store.cachePut({
            key,
            namespace,
            tool: 't',
            content: 'c',
            status: 'OK',
            trustEpoch: 0,
            ...(witness ? { witness } : {}),
          });
        await put('k1', 'a', 'w1');
        await put('k2', 'b');
        await put('k3', 'b', 'w2');
        assert.ok(Number(await admin.get(`${prefix}cbytes`)) > 0);
        await store.revoke('w1');
        await store.invalidate('b');
        const cacheKeys = (await admin.keys(`${prefix}c*`)).filter((k) => !k.endsWith('ctick'));
        assert.deepEqual(
          cacheKeys.filter((k) => k !== `${prefix}cbytes`),
          [],
        );
        assert.equal(Number(await admin.get(`${prefix}cbytes`)), 0);
        await put('k4', 'c', 'w3');
        await store.invalidate('*');
        // The cache floor a flush moves stays, as the fences do (round 56).
        assert.deepEqual(
          (await admin.keys(`${prefix}c*`)).filter((k) => !k.endsWith('ctick') && !k.endsWith('cfloor')),
          [],
        );
      } finally {
        admin.disconnect();
        await store.close();
      }
    });

    test('scripts survive the server forgetting them (SCRIPT FLUSH)', async () => {
      const store = await RedisStore.connect(server.url, { keyPrefix: `t:${randomUUID()}:` });
      const { Redis } = await import('ioredis');
      const admin = new Redis(server.url);
      try {
        await store.publish({ kind: 'mutation' });
        await admin.script('FLUSH');
        const event = await store.publish({ kind: 'mutation' });
        assert.equal(event.seq, 2);
      } finally {
        admin.disconnect();
        await store.close();
      }
    });
  });
}

// Round 17: a record of seen values one replica could not write was read as full there only; another
// replica judged the trace by what Redis held (nothing), and a value its page gave passed there. Now the
// replica writes the `full` mark once Redis answers again, so every replica holds the trace.
if ('bin' in availability) {
  test('a record one replica lost is marked full for every replica once Redis answers', async () => {
    const server = await RedisServer.start(availability.bin);
    const keyPrefix = `t:${randomUUID()}:`;
    const a = await RedisStore.connect(server.url, { keyPrefix, commandTimeoutMs: 200 });
    const b = await RedisStore.connect(server.url, { keyPrefix });
    try {
      server.pause();
      await a.rememberSeen('lost-scope', [4, 8]);
      server.resume();
      assert.ok(await until(() => a.health().ok), 'replica a sees Redis again');
      assert.deepEqual(await a.seenOn('lost-scope'), { entries: [], full: true });
      assert.equal((await b.seenOn('lost-scope'))?.full, true, 'the other replica holds it too');
    } finally {
      await a.close();
      await b.close();
      server.kill();
    }
  });
}
