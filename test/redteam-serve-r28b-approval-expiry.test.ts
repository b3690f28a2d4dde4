// Red team, round 28 second pass (the first pass's open item 1): a decide under a claim that lands after the
// approval's deadline. It was taken (the deadline "met at the claim") and given a fresh TTL: a record that
// read `expired` to every reader became `approved` and admitted its call. Now a claim holds the deadline to
// its lease's end, renewals with it, and a decide lands only before the deadline: expired is terminal,
// in the memory store and Redis alike (docs/approvals.md, "Round 28, second pass").
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import {
  type ApprovalRequest,
  type ApprovalState,
  type ApprovalStore,
  type ApprovalTiming,
  MemoryApprovalStore,
} from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { redisForFile } from './helpers/redis-file.js';
import { CLAIM_R25, DECIDE_R25 } from './helpers/round25-approvals.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);
const LEASE = 1000;
const TTL = 5000;
const TIMING: ApprovalTiming = { ttlMs: TTL, retainMs: 60_000, maxPending: 1_000_000, claimLeaseMs: LEASE };
const redis = redisForFile();
let prefixes = 0;

const held = (token: string): ApprovalRequest => ({
  token,
  tool: 'Bash',
  argsDigest: 'c'.repeat(64),
  traceId: 't-expiry',
  preview: 'Bash',
  wire: 'mcp',
  replica: 'a',
});

type Make = (clock: { now: number }) => Promise<ApprovalStore>;
const stores: Array<[string, Make, string | false]> = [
  ['memory', async (clock) => new MemoryApprovalStore(TIMING, () => clock.now), false],
  [
    'redis',
    (clock) =>
      RedisApprovalStore.connect(redis.url(), {
        keyPrefix: `r28bx${++prefixes}:`,
        timing: TIMING,
        now: () => clock.now,
      }),
    redis.skip,
  ],
];

type Step =
  | { op: 'claim'; c: 0 | 1 }
  | { op: 'renew'; c: 0 | 1 }
  | { op: 'decide'; c: 0 | 1 | 'none'; approve: boolean }
  | { op: 'release'; c: 0 | 1 }
  | { op: 'wait'; ms: number };

const c = fc.constantFrom(0 as const, 1 as const);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('claim' as const), c }),
  fc.record({ op: fc.constant('renew' as const), c }),
  fc.record({
    op: fc.constant('decide' as const),
    c: fc.constantFrom(0 as const, 1 as const, 'none' as const),
    approve: fc.boolean(),
  }),
  fc.record({ op: fc.constant('release' as const), c }),
  fc.record({ op: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 2 * TTL }) }),
);

for (const [name, make, skip] of stores) {
  describe(`an expired approval stays expired: ${name}`, { skip }, () => {
    test('the first pass: claimed before its deadline, decided after it: refused, reads expired, admits nothing', async () => {
      const clock = { now: 10_000_000 };
      const store = await make(clock);
      try {
        const opened = await store.open(held('gw_r28b_x1'));
        assert.ok('approval' in opened);
        const { id, expiresAt } = opened.approval;
        clock.now = expiresAt - 1;
        assert.equal((await store.claim(id, 'k')).claimed, true);
        // The claim holds it to the lease's end: a decide inside the lease lands (the deadline met at the claim).
        assert.equal((await store.get(id))?.state, 'pending');
        assert.equal((await store.get(id))?.expiresAt, clock.now + LEASE);
        clock.now += LEASE;
        assert.equal((await store.get(id))?.state, 'expired');
        const late = await store.decide(id, 'approved', 'alice', 'k');
        assert.equal(late.decided, false, 'a decide past the deadline and the lease is refused');
        assert.equal((await store.get(id))?.state, 'expired');
        assert.equal(await store.renew(id, 'k'), false, 'an expired claim is not renewed back to life');
        assert.equal((await store.consume('gw_r28b_x1')).consumed, false);
        // Inside the lease the same decide lands.
        const again = await store.open(held('gw_r28b_x2'));
        assert.ok('approval' in again);
        clock.now = again.approval.expiresAt - 1;
        assert.equal((await store.claim(again.approval.id, 'k2')).claimed, true);
        clock.now += LEASE - 1;
        assert.equal((await store.decide(again.approval.id, 'approved', 'alice', 'k2')).decided, true);
        assert.equal((await store.consume('gw_r28b_x2')).consumed, true);
      } finally {
        await store.close();
      }
    });

    test('fast-check: whatever claims, renewals, decides and waits interleave, expired is terminal', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
          const clock = { now: 20_000_000 + run * 1_000_000 };
          const token = `gw_r28b_p${run++}`;
          const store = await make(clock);
          try {
            const opened = await store.open(held(token));
            assert.ok('approval' in opened);
            const id = opened.approval.id;
            let seen: ApprovalState = 'pending';
            for (const s of steps) {
              if (s.op === 'wait') clock.now += s.ms;
              else if (s.op === 'claim') await store.claim(id, `k${s.c}`);
              else if (s.op === 'renew') await store.renew(id, `k${s.c}`);
              else if (s.op === 'release') await store.release(id, `k${s.c}`);
              else {
                const claim = s.c === 'none' ? undefined : `k${s.c}`;
                const out = await store.decide(id, s.approve ? 'approved' : 'denied', 'alice', claim);
                // A retry under the claim that already decided answers `decided` with the record as it now
                // reads (an idempotent answer to a lost reply, no new decision): expired stays expired.
                if (out.decided && seen === 'expired')
                  assert.equal(out.approval?.state, 'expired', 'an expired approval was decided');
              }
              const now = (await store.get(id))?.state;
              assert.ok(now !== undefined);
              if (seen === 'expired') assert.equal(now, 'expired', `expired, then ${now}`);
              seen = now;
            }
            const used = await store.consume(token);
            if (seen === 'expired') assert.equal(used.consumed, false);
          } finally {
            await store.close();
          }
        }),
        { numRuns: name === 'redis' ? Math.ceil(RUNS / 2) : RUNS },
      );
    });
  });
}

describe('a round-25 replica beside this build', { skip: redis.skip }, () => {
  test('its late decide over its own claim leaves the record expired; this build decides nothing on it', async () => {
    const clock = { now: 90_000_000 };
    const store = await RedisApprovalStore.connect(redis.url(), {
      keyPrefix: 'r28bx25:',
      timing: TIMING,
      now: () => clock.now,
    });
    const old = new Redis(redis.url());
    try {
      const opened = await store.open(held('gw_r28b_25'));
      assert.ok('approval' in opened);
      const key = `r28bx25:ap:${opened.approval.id}`;
      clock.now = opened.approval.expiresAt - 1;
      assert.equal(
        Number(await old.eval(CLAIM_R25, 1, key, String(clock.now), 'r25', String(clock.now + LEASE))),
        1,
      );
      clock.now += 2 * LEASE;
      assert.equal(Number(await old.eval(DECIDE_R25, 1, key, String(clock.now), 'approved', 'r25')), 1);
      assert.equal((await store.get(opened.approval.id))?.state, 'expired');
      assert.equal((await store.claim(opened.approval.id, 'k')).claimed, false);
      assert.equal(await store.renew(opened.approval.id, 'r25'), false);
      assert.equal((await store.decide(opened.approval.id, 'approved', 'bob', 'r25')).decided, false);
      assert.equal((await store.consume('gw_r28b_25')).consumed, false);
      assert.equal((await store.get(opened.approval.id))?.state, 'expired');
    } finally {
      old.disconnect();
      await store.close();
    }
  });
});
