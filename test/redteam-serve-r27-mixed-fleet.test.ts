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
import { CLAIM_R25, DECIDE_R25 } from './helpers/round25-approvals.js';

const LEASE = 1000;
const TIMING: ApprovalTiming = { ttlMs: 60_000, retainMs: 60_000, maxPending: 1000, claimLeaseMs: LEASE };
const redis = redisForFile();

const held = (n: string): ApprovalRequest => ({
  token: `gw_mixed_${n}`,
  tool: 'Bash',
  argsDigest: 'a'.repeat(64),
  traceId: `t-mixed-${n}`,
  preview: 'Bash',
  wire: 'mcp',
  replica: 'a',
});

interface Scene {
  store: RedisApprovalStore;
  /** Another replica's own connection, for the older builds' scripts. */
  other: Redis;
  clock: { now: number };
  id: string;
  key: string;
}

/** One approval opened on this build's store at `now`, and a second connection beside it. */
async function scene(n: number, fn: (s: Scene) => Promise<void>): Promise<void> {
  const clock = { now: n * 10_000_000 };
  const prefix = `r27mixed${n}:`;
  const store = await RedisApprovalStore.connect(redis.url(), {
    keyPrefix: prefix,
    timing: TIMING,
    now: () => clock.now,
  });
  const other = new Redis(redis.url());
  try {
    const opened = await store.open(held(String(n)));
    assert.ok('approval' in opened);
    const id = opened.approval.id;
    await fn({ store, other, clock, id, key: `${prefix}ap:${id}` });
  } finally {
    other.disconnect();
    await store.close();
  }
}

/** Round 25's claim, as a round-25 replica sends it. */
const claimR25 = (s: Scene, claim: string) =>
  s.other.eval(CLAIM_R25, 1, s.key, String(s.clock.now), claim, String(s.clock.now + LEASE)).then(Number);

describe('a fleet of round 25 and this build on one Redis', { skip: redis.skip }, () => {
  test("a round-25 replica never takes over this build's lapsed claim (it may be journaled)", () =>
    scene(3, async (s) => {
      const mine = await s.store.claim(s.id, 'new-claim', { decision: 'approved', approver: 'alice' });
      assert.equal(mine.claimed, true);
      s.clock.now += LEASE + 1; // this replica journaled ALLOW, then its path to Redis was cut past the lease
      assert.equal(await claimR25(s, 'old-claim'), 0, 'the round-25 replica answers 409, journals nothing');
      assert.equal((await s.store.decide(s.id, 'approved', 'alice', 'new-claim')).decided, true);
      assert.equal((await s.store.get(s.id))?.state, 'approved');
    }));

  test("this build does not claim over a round-25 replica's lapsed claim; that replica's decide still lands", () =>
    scene(4, async (s) => {
      assert.equal(await claimR25(s, 'old-claim'), 1);
      s.clock.now += LEASE + 1; // the round-25 replica journaled DENY; its path to Redis is cut past the lease
      const ours = await s.store.claim(s.id, 'new-claim', { decision: 'approved', approver: 'bob' });
      assert.equal(ours.claimed, false, 'not claimed: the other decision may be journaled');
      assert.equal(ours.claimed === false && ours.olderClaim, true);
      assert.equal(
        (await s.store.decide(s.id, 'approved', 'bob')).decided,
        false,
        'nor decided under no claim',
      );
      assert.equal((await s.store.get(s.id))?.state, 'pending');
      const decided = await s.other.eval(DECIDE_R25, 1, s.key, String(s.clock.now), 'denied', 'old-claim');
      assert.equal(Number(decided), 1);
      assert.equal((await s.store.get(s.id))?.state, 'denied', "the round-25 replica's decision is in force");
    }));

  test("a round-26 replica's lapsed claim records its decision: carried here, as within one build", () =>
    scene(5, async (s) => {
      // What round 26's CLAIM_LUA writes: the lease in 'cu', the decision in 'cd' 'ca' 'co'.
      const lease = String(s.clock.now + LEASE);
      await s.other.hset(s.key, 'cl', 'r26', 'cu', lease, 'cd', 'denied', 'ca', 'carol', 'co', 'r26');
      s.clock.now += LEASE + 1;
      const ours = await s.store.claim(s.id, 'new-claim', { decision: 'approved', approver: 'bob' });
      assert.equal(ours.claimed, true);
      assert.deepEqual(ours.claimed && ours.carried, { decision: 'denied', approver: 'carol' });
    }));

  test("this build's own claims: renew, release and a claim after the lease as before", () =>
    scene(6, async ({ store, clock, id }) => {
      const claim = (c: string, decision: 'approved' | 'denied') =>
        store.claim(id, c, { decision, approver: c });
      assert.equal((await claim('c1', 'denied')).claimed, true);
      assert.equal((await claim('c2', 'approved')).claimed, false);
      clock.now += LEASE - 1;
      assert.equal(await store.renew(id, 'c1'), true);
      clock.now += 2;
      assert.equal((await claim('c2', 'approved')).claimed, false, 'renewed');
      clock.now += LEASE;
      const carried = await claim('c2', 'approved');
      assert.equal(carried.claimed, true);
      assert.equal(carried.claimed && carried.carried?.decision, 'denied');
      await store.release(id, 'c2');
      assert.equal((await claim('c3', 'approved')).claimed, true, 'released');
    }));
});
