// Red team, round 28 (round 27's open item 4): the operator's step when round-25 replicas run beside a newer
// build (docs/approvals.md, "Mixed versions": drain round-25 replicas first). What a newer replica does with
// the claim record a drained round-25 replica left: it never decides over it (409, nothing journaled), the
// approval stays pending and admits nothing until its deadline, after which a late round-25 decide is
// read as expired (it admits nothing), and the agent's re-sent call opens a fresh approval this build decides. And the
// window the drain closes, kept as a fact: two round-25 replicas between them still both claim.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Redis } from 'ioredis';
import type { ApprovalRequest, ApprovalTiming } from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { redisForFile } from './helpers/redis-file.js';
import { CLAIM_R25, DECIDE_R25 } from './helpers/round25-approvals.js';

const LEASE = 1000;
const TTL = 60_000;
const TIMING: ApprovalTiming = { ttlMs: TTL, retainMs: 60_000, maxPending: 1000, claimLeaseMs: LEASE };
const redis = redisForFile();

const held = (token: string): ApprovalRequest => ({
  token,
  tool: 'Bash',
  argsDigest: 'b'.repeat(64),
  traceId: 't-drain',
  preview: 'Bash',
  wire: 'mcp',
  replica: 'a',
});

/** This build's store on its own clock and key prefix, with one approval opened for `token`. */
async function opened(prefix: string, start: number, token: string) {
  const clock = { now: start };
  const store = await RedisApprovalStore.connect(redis.url(), {
    keyPrefix: prefix,
    timing: TIMING,
    now: () => clock.now,
  });
  const first = await store.open(held(token));
  assert.ok('approval' in first);
  return { clock, store, id: first.approval.id, key: `${prefix}ap:${first.approval.id}` };
}

describe('draining round-25 replicas beside this build', { skip: redis.skip }, () => {
  test("a drained round-25 replica's undecided claim: pending, admitting nothing, to its deadline; then re-asked", async () => {
    const { clock, store, id, key } = await opened('r28drain1:', 50_000_000, 'gw_drain_1');
    const old = new Redis(redis.url());
    try {
      const claimR25 = (c: string) =>
        old.eval(CLAIM_R25, 1, key, String(clock.now), c, String(clock.now + LEASE)).then(Number);
      // The round-25 replica claims, then is drained (SIGTERM) before its decide reaches Redis.
      assert.equal(await claimR25('r25-claim'), 1);
      clock.now += LEASE + 1;
      for (const decision of ['approved', 'denied'] as const) {
        const ours = await store.claim(id, `new-${decision}`, { decision, approver: 'alice' });
        assert.equal(ours.claimed, false);
        assert.equal(ours.claimed === false && ours.olderClaim, true);
        assert.equal((await store.decide(id, decision, 'alice')).decided, false);
      }
      assert.equal((await store.consume('gw_drain_1')).consumed, false, 'the held call is not admitted');
      assert.equal((await store.get(id))?.state, 'pending');
      // Past the approval's deadline it reads expired. Round 25's decide checks no deadline, so one arriving
      // late still writes its decision into the record; this build reads it expired and admits nothing.
      clock.now += TTL;
      assert.equal((await store.get(id))?.state, 'expired');
      assert.equal(Number(await old.eval(DECIDE_R25, 1, key, String(clock.now), 'approved', 'r25-claim')), 1);
      assert.equal((await store.get(id))?.state, 'expired');
      assert.equal((await store.consume('gw_drain_1')).consumed, false);
      // The agent re-sends the call: a fresh approval (a fresh token), decided by this build alone.
      const again = await store.open(held('gw_drain_2'));
      assert.ok('approval' in again);
      assert.notEqual(again.approval.id, id);
      const claim = await store.claim(again.approval.id, 'new-2', { decision: 'approved', approver: 'bob' });
      assert.equal(claim.claimed, true);
      assert.equal((await store.decide(again.approval.id, 'approved', 'bob', 'new-2')).decided, true);
      assert.equal((await store.consume('gw_drain_2')).consumed, true);
      assert.equal((await store.consume('gw_drain_2')).consumed, false, 'once');
    } finally {
      old.disconnect();
      await store.close();
    }
  });

  test('the window the drain closes: two round-25 replicas both claim one approval across a lapsed lease', async () => {
    const { clock, store, key } = await opened('r28drain2:', 60_000_000, 'gw_drain_3');
    const a = new Redis(redis.url());
    const b = new Redis(redis.url());
    try {
      const claim = (r: Redis, c: string) =>
        r.eval(CLAIM_R25, 1, key, String(clock.now), c, String(clock.now + LEASE)).then(Number);
      assert.equal(await claim(a, 'r25-a'), 1);
      clock.now += LEASE + 1;
      // Replica a journaled its decision and lost Redis; replica b claims afresh and journals its own.
      assert.equal(await claim(b, 'r25-b'), 1, 'round 25 among itself: two claims, two journaled decisions');
    } finally {
      a.disconnect();
      b.disconnect();
      await store.close();
    }
  });
});
