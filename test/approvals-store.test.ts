// The approval queue's contract, run against the memory store and a real Redis: one record per call,
// only a pending approval is decided, an approved one is consumed exactly once (also under a race of many
// consumers), deadlines expire it, the queue is bounded. A clock is injected so expiry needs no sleeping.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  APPROVAL_DEFAULTS,
  type ApprovalRequest,
  type ApprovalStore,
  type ApprovalTiming,
  CLAIM_LEASE_MS,
  MemoryApprovalStore,
} from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const availability = redisAvailability();
const skipRedis = 'skip' in availability ? availability.skip : false;
let redis: RedisServer | undefined;
let prefixes = 0;

describe('approvals-store', () => {
  before(async () => {
    if (skipRedis) return;
    if ('fail' in availability) throw new Error(availability.fail);
    if ('bin' in availability) redis = await RedisServer.start(availability.bin);
  });
  after(() => redis?.kill());

  const TIMING: ApprovalTiming = { ttlMs: 60_000, retainMs: 600_000, maxPending: 3 };

  function request(n: number, over: Partial<ApprovalRequest> = {}): ApprovalRequest {
    return {
      token: `gw_${String(n).padStart(32, '0')}`,
      tool: 'Bash',
      argsDigest: 'a'.repeat(64),
      traceId: `trace-${n}`,
      preview: 'Bash: shell git push',
      wire: 'openai',
      replica: 'r1',
      ...over,
    };
  }

  type Factory = (clock: { now: number }, timing?: ApprovalTiming) => Promise<ApprovalStore>;

  const stores: Array<[string, Factory, string | false]> = [
    ['memory', async (clock, timing = TIMING) => new MemoryApprovalStore(timing, () => clock.now), false],
    [
      'redis',
      async (clock, timing = TIMING) =>
        RedisApprovalStore.connect(redis!.url, {
          keyPrefix: `t${++prefixes}:`,
          timing,
          now: () => clock.now,
        }),
      skipRedis,
    ],
  ];

  async function opened(store: ApprovalStore, req: ApprovalRequest) {
    const out = await store.open(req);
    assert.ok('approval' in out, 'the queue is not full');
    return out.approval;
  }

  for (const [name, make, skip] of stores) {
    describe(`approval store: ${name}`, { skip }, () => {
      test('a call re-proposed finds its one record; another call gets its own', async () => {
        const clock = { now: 1_000_000 };
        const store = await make(clock);
        try {
          const first = await opened(store, request(1));
          assert.equal(first.state, 'pending');
          assert.match(first.id, /^ap-[0-9a-f-]{36}$/);
          assert.equal(first.expiresAt, clock.now + TIMING.ttlMs);
          const again = await opened(store, request(1, { traceId: 'other' }));
          assert.equal(again.id, first.id);
          assert.equal(again.traceId, 'trace-1', 'the first proposal names the record');
          clock.now += 1;
          const other = await opened(store, request(2));
          assert.notEqual(other.id, first.id);
          assert.deepEqual(
            (await store.list({ limit: 10 })).map((a) => a.id),
            [other.id, first.id],
            'newest first',
          );
          assert.deepEqual(
            (await store.list({ limit: 10, traceId: 'trace-1' })).map((a) => a.id),
            [first.id],
          );
          assert.equal((await store.get(first.id))?.tool, 'Bash');
          assert.equal(await store.get('ap-00000000-0000-0000-0000-000000000000'), undefined);
        } finally {
          await store.close();
        }
      });

      test('only a pending approval is decided; an approved one is consumed once', async () => {
        const clock = { now: 2_000_000 };
        const store = await make(clock);
        try {
          const a = await opened(store, request(1));
          assert.deepEqual(await store.consume(a.token), {
            consumed: false,
            approval: { ...a, state: 'pending' },
          });
          clock.now += 10;
          const decided = await store.decide(a.id, 'approved', 'alice');
          assert.equal(decided.decided, true);
          assert.equal(decided.approval?.state, 'approved');
          assert.equal(decided.approval?.decidedBy, 'alice');
          assert.equal(decided.approval?.expiresAt, clock.now + TIMING.ttlMs, 'a new deadline for the call');
          const twice = await store.decide(a.id, 'denied', 'bob');
          assert.equal(twice.decided, false);
          assert.equal(twice.approval?.state, 'approved', 'the first decision stands');
          const used = await store.consume(a.token);
          assert.equal(used.consumed, true);
          assert.equal(used.approval?.state, 'used');
          const again = await store.consume(a.token);
          assert.equal(again.consumed, false);
          assert.equal(again.approval?.state, 'used');
          // The call proposed again after use opens a new approval: every run is approved on its own.
          const next = await opened(store, request(1));
          assert.notEqual(next.id, a.id);
          assert.equal(next.state, 'pending');
          assert.equal((await store.consume('gw_unknown')).consumed, false);
        } finally {
          await store.close();
        }
      });

      test('many consumers racing for one approval: exactly one wins', async () => {
        const clock = { now: 3_000_000 };
        const store = await make(clock);
        const others = await Promise.all([make(clock), make(clock), make(clock)]);
        try {
          const a = await opened(store, request(7));
          await store.decide(a.id, 'approved', 'alice');
          // On Redis the other stores are other connections (replicas); memory has one process.
          const racers = name === 'redis' ? [store, ...others] : [store];
          const outcomes = await Promise.all(
            Array.from({ length: 40 }, (_, i) => racers[i % racers.length]!.consume(a.token)),
          );
          assert.equal(outcomes.filter((o) => o.consumed).length, 1);
        } finally {
          await Promise.all([store, ...others].map((s) => s.close()));
        }
      });

      test('claims (round 22): of approvers at once one claims; its deadline is met at the claim; a lapsed or given-back claim frees it', async () => {
        const clock = { now: 3_500_000 };
        const store = await make(clock);
        const others = await Promise.all([make(clock), make(clock)]);
        try {
          const racers = name === 'redis' ? [store, ...others] : [store];
          const a = await opened(store, request(8));
          clock.now = a.expiresAt - 10;
          const claims = await Promise.all(
            Array.from({ length: 12 }, (_, i) => racers[i % racers.length]!.claim(a.id, `c${i}`)),
          );
          const won = claims.findIndex((c) => c.claimed);
          assert.equal(claims.filter((c) => c.claimed).length, 1);
          // Another's claim holds it: no decision without it, under another claim, or unclaimed.
          assert.equal((await store.decide(a.id, 'denied', 'bob', 'c-other')).decided, false);
          assert.equal((await store.decide(a.id, 'denied', 'bob')).decided, false);
          // Past the deadline, the claim taken before it still decides inside its lease (it holds the deadline).
          clock.now = a.expiresAt + 5;
          const decided = await store.decide(a.id, 'approved', 'alice', `c${won}`);
          assert.equal(decided.approval?.state, 'approved');
          assert.equal((await store.claim(a.id, 'late')).claimed, false, 'decided: no more claims');
          // A claim given back, or lapsed, lets the next approver claim; none past the deadline.
          const b = await opened(store, request(9));
          assert.equal((await store.claim(b.id, 'x')).claimed, true);
          await store.release(b.id, 'x');
          assert.equal((await store.claim(b.id, 'y')).claimed, true);
          clock.now += CLAIM_LEASE_MS;
          assert.equal((await store.claim(b.id, 'z')).claimed, true, 'the lapsed claim frees it');
          assert.equal((await store.decide(b.id, 'denied', 'bob', 'y')).decided, false, 'y lost it');
          await store.release(b.id, 'z');
          clock.now = b.expiresAt;
          assert.equal((await store.claim(b.id, 'w')).claimed, false, 'past the deadline');
        } finally {
          await Promise.all([store, ...others].map((s) => s.close()));
        }
      });

      test('claims (round 23): a renewed claim outlives its first lease; a decide retried under its claim is answered decided, once', async () => {
        const clock = { now: 3_700_000 };
        const store = await make(clock, { ...TIMING, claimLeaseMs: 1000 });
        try {
          assert.equal(store.claimLeaseMs, 1000);
          const a = await opened(store, request(10));
          assert.equal((await store.claim(a.id, 'mine')).claimed, true);
          assert.equal(await store.renew(a.id, 'other'), false, 'only the holder renews');
          clock.now += 900;
          assert.equal(await store.renew(a.id, 'mine'), true);
          clock.now += 900;
          assert.equal((await store.claim(a.id, 'other')).claimed, false, 'renewed: still held');
          const first = await store.decide(a.id, 'approved', 'alice', 'mine');
          assert.equal(first.decided, true);
          // The same decide again (its reply was lost): decided, the record unchanged.
          clock.now += 50;
          const again = await store.decide(a.id, 'approved', 'alice', 'mine');
          assert.equal(again.decided, true);
          assert.equal(again.approval?.decidedAt, first.approval?.decidedAt);
          assert.equal((await store.decide(a.id, 'denied', 'bob', 'other')).decided, false);
          assert.equal(await store.renew(a.id, 'mine'), false, 'decided: nothing to renew');
          // A claim not renewed lapses at its lease.
          const b = await opened(store, request(11));
          assert.equal((await store.claim(b.id, 'x')).claimed, true);
          clock.now += 1000;
          assert.equal((await store.claim(b.id, 'y')).claimed, true);
          assert.equal(await store.renew(b.id, 'x'), false, 'lapsed and taken: x cannot renew');
        } finally {
          await store.close();
        }
      });

      test('deadlines: a pending approval expires, an approved one too; a denial stands for its TTL', async () => {
        const clock = { now: 4_000_000 };
        const store = await make(clock);
        try {
          const a = await opened(store, request(1));
          clock.now += TIMING.ttlMs;
          assert.equal((await store.get(a.id))?.state, 'expired');
          assert.equal((await store.decide(a.id, 'approved', 'alice')).decided, false);
          const b = await opened(store, request(1));
          assert.notEqual(b.id, a.id, 'an expired approval is replaced');
          await store.decide(b.id, 'approved', 'alice');
          clock.now += TIMING.ttlMs;
          const late = await store.consume(b.token);
          assert.equal(late.consumed, false, 'an approval not used in time admits nothing');
          assert.equal(late.approval?.state, 'expired');
          const c = await opened(store, request(2));
          await store.decide(c.id, 'denied', 'bob');
          clock.now += 1000;
          const reproposed = await opened(store, request(2));
          assert.equal(reproposed.id, c.id, 'the denial answers the call proposed again');
          assert.equal(reproposed.state, 'denied');
          clock.now += TIMING.ttlMs;
          assert.notEqual(
            (await opened(store, request(2))).id,
            c.id,
            'a new approval once the denial lapsed',
          );
          assert.deepEqual(
            (await store.list({ limit: 10, state: 'expired' })).map((x) => x.id).sort(),
            [a.id, b.id].sort(),
          );
        } finally {
          await store.close();
        }
      });

      test('settled records stay listed for the retention window, then go', async () => {
        const clock = { now: 6_000_000 };
        const store = await make(clock);
        try {
          const a = await opened(store, request(1));
          await store.decide(a.id, 'denied', 'bob');
          clock.now += TIMING.ttlMs + TIMING.retainMs - 1;
          assert.equal((await store.list({ limit: 10 })).length, 1);
          clock.now += TIMING.ttlMs + 1;
          await opened(store, request(2));
          assert.deepEqual(
            (await store.list({ limit: 10 })).map((x) => x.tool),
            ['Bash'],
            'only the new one is listed',
          );
        } finally {
          await store.close();
        }
      });

      test('one trace holds at most its share of the queue; a decision frees its place (round 16)', async () => {
        const clock = { now: 6_000_000 };
        const store = await make(clock, { ...TIMING, maxPending: 10, maxPendingPerTrace: 2 });
        try {
          const one = { traceId: 'trace-share' };
          await opened(store, request(201, one));
          const second = await opened(store, request(202, one));
          assert.deepEqual(await store.open(request(203, one)), { full: 'trace' });
          assert.ok('approval' in (await store.open(request(204))), 'another trace still gets one');
          await store.decide(second.id, 'denied', 'bob');
          assert.ok(
            'approval' in (await store.open(request(203, one))),
            'a decision frees the trace a place',
          );
        } finally {
          await store.close();
        }
      });

      test('the queue is bounded: past maxPending a held call gets no approval', async () => {
        const clock = { now: 5_000_000 };
        const store = await make(clock);
        try {
          for (let i = 0; i < TIMING.maxPending; i++) await opened(store, request(10 + i));
          assert.deepEqual(await store.open(request(99)), { full: 'queue' });
          const first = (await store.list({ limit: 1, state: 'pending' }))[0]!;
          await store.decide(first.id, 'denied', 'bob');
          assert.ok('approval' in (await store.open(request(99))), 'a decision frees a place');
          clock.now += TIMING.ttlMs;
          assert.ok('approval' in (await store.open(request(100))), 'expiry frees places');
        } finally {
          await store.close();
        }
      });
    });
  }

  test('APPROVAL_DEFAULTS: fifteen minutes to decide', () => {
    assert.equal(APPROVAL_DEFAULTS.ttlMs, 15 * 60 * 1000);
  });
});
