// Red team, round 27: a fleet of mixed versions on one Redis, round 25's replicas beside this build's
// (round 26's open item). Round 25's claim script reads no recorded decision, so over a lapsed claim of
// this build it claimed afresh and journaled its own approver's decision: round 25's window, reopened by
// the older replica; and this build, over a lapsed round-25 claim, found no decision to carry and
// journaled its own. Now this build's lease lives in 'cv' and 'cu' holds the approval's deadline, so a
// round-25 replica never takes a claim over; and a lapsed claim with no 'cv' (a round-25 replica's) is
// not claimed here: its decision may be journaled there; a round-26 claim records its decision and is
// carried as before (docs/approvals.md, "Mixed versions").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Redis } from 'ioredis';
import type { ApprovalRequest, ApprovalTiming } from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { redisForFile } from './helpers/redis-file.js';

const LEASE = 1000;
const TIMING: ApprovalTiming = { ttlMs: 60_000, retainMs: 60_000, maxPending: 1000, claimLeaseMs: LEASE };
const redis = redisForFile();

// Round 25's CLAIM_LUA and its decide under a claim (git 5b0b30b~1, src/store/approvals-redis.ts): the
// lines that decide, answering the flag alone.
const CLAIM_R25 = `
local h = redis.call('HMGET', KEYS[1], 's', 'x', 'cl', 'cu')
if not h[1] then return false end
local now, claimed = tonumber(ARGV[1]), 0
if h[1] == 'pending' and now < tonumber(h[2]) and (not h[3] or now >= tonumber(h[4])) then
  redis.call('HSET', KEYS[1], 'cl', ARGV[2], 'cu', ARGV[3])
  claimed = 1
end
return claimed`;
const DECIDE_R25 = `
local h = redis.call('HMGET', KEYS[1], 's', 'cl')
if h[1] == 'pending' and h[2] == ARGV[3] then
  redis.call('HSET', KEYS[1], 's', ARGV[2], 'da', ARGV[1])
  redis.call('HDEL', KEYS[1], 'cl', 'cu')
  return 1
end
return 0`;

const held = (n: string): ApprovalRequest => ({
  token: `gw_mixed_${n}`,
  tool: 'Bash',
  argsDigest: 'a'.repeat(64),
  traceId: `t-mixed-${n}`,
  preview: 'Bash',
  wire: 'mcp',
  replica: 'a',
});

describe('a fleet of round 25 and this build on one Redis', { skip: redis.skip }, () => {
  test("a round-25 replica never takes over this build's lapsed claim (it may be journaled)", async () => {
    const clock = { now: 30_000_000 };
    const prefix = 'r27mixed1:';
    const store = await RedisApprovalStore.connect(redis.url(), {
      keyPrefix: prefix,
      timing: TIMING,
      now: () => clock.now,
    });
    const old = new Redis(redis.url());
    try {
      const opened = await store.open(held('1'));
      assert.ok('approval' in opened);
      const id = opened.approval.id;
      const mine = await store.claim(id, 'new-claim', { decision: 'approved', approver: 'alice' });
      assert.equal(mine.claimed, true);
      clock.now += LEASE + 1; // this replica journaled ALLOW, then its path to Redis was cut past the lease
      const claimedByOld = await old.eval(
        CLAIM_R25,
        1,
        `${prefix}ap:${id}`,
        String(clock.now),
        'old-claim',
        String(clock.now + LEASE),
      );
      assert.equal(
        Number(claimedByOld),
        0,
        'the round-25 replica answers its approver 409, journals nothing',
      );
      const decided = await store.decide(id, 'approved', 'alice', 'new-claim');
      assert.equal(decided.decided, true);
      assert.equal((await store.get(id))?.state, 'approved');
    } finally {
      old.disconnect();
      await store.close();
    }
  });

  test("this build does not claim over a round-25 replica's lapsed claim; that replica's decide still lands", async () => {
    const clock = { now: 40_000_000 };
    const prefix = 'r27mixed2:';
    const store = await RedisApprovalStore.connect(redis.url(), {
      keyPrefix: prefix,
      timing: TIMING,
      now: () => clock.now,
    });
    const old = new Redis(redis.url());
    try {
      const opened = await store.open(held('2'));
      assert.ok('approval' in opened);
      const id = opened.approval.id;
      const key = `${prefix}ap:${id}`;
      assert.equal(
        Number(await old.eval(CLAIM_R25, 1, key, String(clock.now), 'old-claim', String(clock.now + LEASE))),
        1,
      );
      clock.now += LEASE + 1; // the round-25 replica journaled DENY; its path to Redis is cut past the lease
      const ours = await store.claim(id, 'new-claim', { decision: 'approved', approver: 'bob' });
      assert.equal(ours.claimed, false, 'not claimed: the other decision may be journaled');
      assert.equal(ours.claimed === false && ours.olderClaim, true);
      assert.equal((await store.decide(id, 'approved', 'bob')).decided, false, 'nor decided under no claim');
      assert.equal((await store.get(id))?.state, 'pending');
      assert.equal(Number(await old.eval(DECIDE_R25, 1, key, String(clock.now), 'denied', 'old-claim')), 1);
      assert.equal(
        (await store.get(id))?.state,
        'denied',
        "the round-25 replica's decision is the one in force",
      );
    } finally {
      old.disconnect();
      await store.close();
    }
  });

  test("a round-26 replica's lapsed claim records its decision: carried here, as within one build", async () => {
    const clock = { now: 45_000_000 };
    const prefix = 'r27mixed4:';
    const store = await RedisApprovalStore.connect(redis.url(), {
      keyPrefix: prefix,
      timing: TIMING,
      now: () => clock.now,
    });
    const r26 = new Redis(redis.url());
    try {
      const opened = await store.open(held('4'));
      assert.ok('approval' in opened);
      const id = opened.approval.id;
      // What round 26's CLAIM_LUA writes: the lease in 'cu', the decision in 'cd' 'ca' 'co'.
      await r26.hset(
        `${prefix}ap:${id}`,
        'cl',
        'r26-claim',
        'cu',
        String(clock.now + LEASE),
        'cd',
        'denied',
        'ca',
        'carol',
        'co',
        'r26-claim',
      );
      clock.now += LEASE + 1;
      const ours = await store.claim(id, 'new-claim', { decision: 'approved', approver: 'bob' });
      assert.equal(ours.claimed, true);
      assert.deepEqual(ours.claimed && ours.carried, { decision: 'denied', approver: 'carol' });
    } finally {
      r26.disconnect();
      await store.close();
    }
  });

  test("this build's own claims: renew, release and a claim after the lease as before", async () => {
    const clock = { now: 50_000_000 };
    const prefix = 'r27mixed3:';
    const store = await RedisApprovalStore.connect(redis.url(), {
      keyPrefix: prefix,
      timing: TIMING,
      now: () => clock.now,
    });
    try {
      const opened = await store.open(held('3'));
      assert.ok('approval' in opened);
      const id = opened.approval.id;
      assert.equal((await store.claim(id, 'c1', { decision: 'denied', approver: 'a' })).claimed, true);
      assert.equal((await store.claim(id, 'c2', { decision: 'approved', approver: 'b' })).claimed, false);
      clock.now += LEASE - 1;
      assert.equal(await store.renew(id, 'c1'), true);
      clock.now += 2;
      assert.equal(
        (await store.claim(id, 'c2', { decision: 'approved', approver: 'b' })).claimed,
        false,
        'renewed',
      );
      clock.now += LEASE;
      const carried = await store.claim(id, 'c2', { decision: 'approved', approver: 'b' });
      assert.equal(carried.claimed, true);
      assert.equal(carried.claimed && carried.carried?.decision, 'denied');
      await store.release(id, 'c2');
      assert.equal(
        (await store.claim(id, 'c3', { decision: 'approved', approver: 'c' })).claimed,
        true,
        'released',
      );
    } finally {
      await store.close();
    }
  });
});
