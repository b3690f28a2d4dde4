// Round 61, second pass (docs/fleet.md "Round 61, second pass (fleet2-r61)"): the keys fleet-r61 left
// without a repair or a reason of their own. The lease's `replicas` (never replaced: refused, every trace
// held, the key named in health) and `replica-owners` (replaced by the next renewal, counted); the approval
// queue's pending indexes `apq` and `apq:tr:<trace>` (refused, naming the key, never Redis's WRONGTYPE);
// a planted set of millions lapsed long ago drained a renewal at a time; a live approval record a stranger
// planted with a far-future deadline settled at what gate itself would set. Real redis-server; each plant
// injected directly, no timing: health is waited for by event (the bounded poll), never a sleep.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type { Redis } from 'ioredis';
import type { ApprovalRequest, ApprovalTiming } from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { APPROVAL_KEYS, LEASE_KEYS, SHARED_DRAIN } from '../src/store/shared-keys.js';
import { redisFile } from './helpers/redis-file.js';
import { PLANT_LUA, WRONG_TYPES } from './helpers/redis-plant.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const LEASE = { leaseMs: 400, leaseHoldMs: 60_000 };

/** The forms other than `own`: a stranger's delete and write, atomic, so no renewal comes between. */
const wrongFor = (own: string) =>
  Object.entries(WRONG_TYPES)
    .filter(([t]) => t !== own)
    .map(([t, cmd]) => [t, (r: Redis, k: string) => r.eval(PLANT_LUA, 1, k, ...cmd)] as const);

/** Builds a zset of n members in one script (nothing sent per member). */
const HUGE_ZSET = `
local n = tonumber(ARGV[1])
for i = 1, n, 1000 do
  local args = {}
  for j = i, math.min(n, i + 999) do args[#args + 1] = ARGV[2]; args[#args + 1] = 'm' .. j end
  redis.call('ZADD', KEYS[1], unpack(args))
end
return redis.call('ZCARD', KEYS[1])`;

const openStore = (prefix: string, name: string) =>
  redis.open(redis.server.url, {
    keyPrefix: prefix,
    taintTtlMs: 600_000,
    probeIntervalMs: 50,
    replicaId: name,
    ...LEASE,
  });

test('every key on the lease and approval lists has its cases here, with the disposition tested', () => {
  // A key added to a list without a case here fails: the cases below are per key, not drawn from the list.
  assert.deepEqual(LEASE_KEYS, { replicas: 'refused', 'replica-owners': 'repaired' });
  // `aps` is round 61's (test/redteam-approvals-bound-r61.test.ts: replaced and counted).
  assert.deepEqual(APPROVAL_KEYS, { apq: 'refused', 'apq:tr:': 'refused', aps: 'repaired' });
});

describe('round 61, second pass: the lease keys', { skip: redisSkip }, () => {
  for (const [type, plant] of wrongFor('zset')) {
    test(`replicas as a ${type}: refused and named, every trace held, put right by removing it`, async () => {
      const prefix = `r61l${randomUUID().slice(0, 8)}:`;
      const a = await openStore(prefix, 'a');
      await plant(redis.raw, `${prefix}replicas`);
      // The next renewal says it: the key in health, never Redis's raw error.
      assert.ok(
        await until(() => a.health().refused?.replicas !== undefined),
        `no refusal in health: ${JSON.stringify(a.health())}`,
      );
      const reason = a.health().refused?.replicas ?? '';
      assert.match(reason, new RegExp(`^replicas in Redis holds a ${type}`));
      assert.doesNotMatch(reason, /WRONGTYPE/);
      // A trace nothing tainted reads held (closed), no error thrown out of the store.
      assert.equal(await a.isTainted(`fresh-${type}`), true);
      // A replica started while it stands starts (it renews nothing) and holds too.
      const b = await openStore(prefix, 'b');
      assert.equal(await b.isTainted(`fresh-${type}-b`), true);
      // Put right: the operator removes the key; both renew and read a fresh trace as the single gateway.
      await redis.raw.del(`${prefix}replicas`);
      assert.ok(await until(() => a.health().refused === undefined && b.health().ok));
      assert.ok(await until(async () => (await b.isTainted(`after-${type}`)) === false));
      assert.equal(await redis.raw.type(`${prefix}replicas`), 'zset');
    });
  }

  for (const [type, plant] of wrongFor('hash')) {
    test(`replica-owners as a ${type}: replaced by the next renewal and counted, nothing held`, async () => {
      const prefix = `r61o${randomUUID().slice(0, 8)}:`;
      const a = await openStore(prefix, 'a');
      await plant(redis.raw, `${prefix}replica-owners`);
      // Waited for on the replica's count (the reply), not on the key: Redis writes it before the reply lands.
      assert.ok(
        await until(() => (a.repairCounts().get('replica-owners') ?? 0) >= 1),
        'the owners replacement was not counted',
      );
      assert.equal(await redis.raw.type(`${prefix}replica-owners`), 'hash', 'the owners were not replaced');
      assert.equal(a.health().ok, true);
      assert.equal(a.health().refused, undefined);
      assert.equal(await a.isTainted(`fresh-${type}`), false);
    });
  }

  test('replicas of 200,000 members lapsed long ago: drained at most SHARED_DRAIN a renewal', async () => {
    const prefix = `r61h${randomUUID().slice(0, 8)}:`;
    const n = Number(await redis.raw.eval(HUGE_ZSET, 1, `${prefix}replicas`, 200_000, 1));
    assert.equal(n, 200_000);
    const a = await openStore(prefix, 'a');
    const before = await redis.raw.zcard(`${prefix}replicas`);
    // Each renewal takes at most SHARED_DRAIN of them (plus a's own member, added once).
    assert.ok(await until(async () => (await redis.raw.zcard(`${prefix}replicas`)) < before - SHARED_DRAIN));
    const after = await redis.raw.zcard(`${prefix}replicas`);
    assert.ok(after > 200_000 - 1000 * SHARED_DRAIN, `drained ${200_000 - after} at once`);
    // Lapsed past R: they hold nothing, and the replica is healthy.
    assert.equal(await a.isTainted('fresh-huge'), false);
    assert.equal(a.health().ok, true);
  });
});

const TIMING: ApprovalTiming = { ttlMs: 60_000, retainMs: 600_000, maxPending: 4, maxRecords: 8 };

function request(n: number, trace = `trace-${n % 3}`): ApprovalRequest {
  return {
    token: `gw_${String(n).padStart(32, '0')}`,
    tool: 'Bash',
    argsDigest: 'a'.repeat(64),
    traceId: trace,
    preview: 'Bash: shell git push',
    wire: 'openai',
    replica: 'r1',
  };
}

describe('round 61, second pass: the approval queue keys', { skip: redisSkip }, () => {
  const openQueue = (prefix: string, clock: { now: number }) =>
    RedisApprovalStore.connect(redis.server.url, { keyPrefix: prefix, timing: TIMING, now: () => clock.now });

  const cases: Array<[string, (prefix: string) => string]> = [
    ['apq', (p) => `${p}apq`],
    ['apq:tr:', (p) => `${p}apq:tr:trace-0`],
  ];
  for (const [name, keyOf] of cases) {
    for (const [type, plant] of wrongFor('zset')) {
      test(`${name} as a ${type}: the open refused naming the key, never WRONGTYPE; put right, taken`, async () => {
        const prefix = `r61q${randomUUID().slice(0, 8)}:`;
        const clock = { now: 1_000_000 };
        const store = await openQueue(prefix, clock);
        try {
          await plant(redis.raw, keyOf(prefix));
          await assert.rejects(store.open(request(0)), (err: Error & { code?: string }) => {
            assert.equal(err.code, 'STORE_UNAVAILABLE');
            assert.match(err.message, new RegExp(`shared key ${name} in Redis holds a ${type}`));
            assert.doesNotMatch(err.message, /WRONGTYPE/);
            return true;
          });
          assert.match(store.refusedKeys()[name] ?? '', /refused, never replaced/);
          assert.equal(await redis.raw.type(keyOf(prefix)), type, 'the key was replaced');
          await redis.raw.del(keyOf(prefix));
          const out = await store.open(request(0));
          assert.ok('approval' in out, JSON.stringify(out));
          assert.deepEqual(store.refusedKeys(), {});
        } finally {
          await store.close();
        }
      });
    }
  }

  test('apq of 200,000 expired members: refused naming its count, never trimmed in one script', async () => {
    const prefix = `r61Q${randomUUID().slice(0, 8)}:`;
    const clock = { now: 1_000_000 };
    const store = await openQueue(prefix, clock);
    try {
      await redis.raw.eval(HUGE_ZSET, 1, `${prefix}apq`, 200_000, 1);
      await assert.rejects(store.open(request(0)), /shared key apq in Redis holds 200000 members/);
      assert.equal(await redis.raw.zcard(`${prefix}apq`), 200_000);
    } finally {
      await store.close();
    }
  });

  test('a live record planted with a far-future deadline is settled TTL after it was made, then evicted', async () => {
    const prefix = `r61d${randomUUID().slice(0, 8)}:`;
    const clock = { now: 1_000_000 };
    const store = await openQueue(prefix, clock);
    try {
      const far = String(clock.now + 10 * 365 * 86_400_000);
      for (const [id, state] of [
        ['planted-pending', 'pending'],
        ['planted-approved', 'approved'],
      ]) {
        await redis.raw.hset(`${prefix}ap:${id}`, 'id', id, 's', state, 'c', clock.now, 'x', far, 'tr', 't');
        if (state === 'approved') await redis.raw.hset(`${prefix}ap:${id}`, 'da', clock.now);
        await redis.raw.zadd(`${prefix}aps`, clock.now, id);
      }
      // Past what gate itself would have set (made + TTL), the bound pushes both out as settled.
      clock.now += TIMING.ttlMs + 1;
      for (let i = 0; i < 12; i++) {
        const out = await store.open(request(i));
        assert.ok('approval' in out, `open ${i}: ${JSON.stringify(out)}`);
        await store.decide(out.approval.id, 'denied', 'ops');
      }
      assert.equal(
        await redis.raw.exists(`${prefix}ap:planted-pending`),
        0,
        'the planted pending record stayed',
      );
      assert.equal(await redis.raw.exists(`${prefix}ap:planted-approved`), 0, 'the planted approval stayed');
      assert.ok((await redis.raw.zcard(`${prefix}aps`)) <= 8);
    } finally {
      await store.close();
    }
  });

  test("a record's own deadline within what gate sets is kept: a live approval is never pushed out", async () => {
    const prefix = `r61k${randomUUID().slice(0, 8)}:`;
    const clock = { now: 1_000_000 };
    const store = await openQueue(prefix, clock);
    try {
      const live = await store.open(request(100, 'trace-live'));
      assert.ok('approval' in live);
      await store.decide(live.approval.id, 'approved', 'ops');
      clock.now += TIMING.ttlMs / 2;
      for (let i = 0; i < 12; i++) {
        const out = await store.open(request(i));
        assert.ok('approval' in out);
        await store.decide(out.approval.id, 'denied', 'ops');
      }
      const kept = await store.get(live.approval.id);
      assert.equal(kept?.state, 'approved');
    } finally {
      await store.close();
    }
  });
});
