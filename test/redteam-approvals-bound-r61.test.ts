// Round 61 (docs/fleet.md "Round 61 (fleet-r61)"): the approval queue's records are bounded by count, not by
// time alone. Before (5424a2a3), settled records (denied, used, expired) stayed for 2·TTL + retention, so a
// client opening and having its calls denied in a loop, or a stranger with write access to the listing
// index, grew the queue without limit. Memory store and a real redis-server, the same contract: past the
// bound the oldest settled go (counted), a live record (pending or approved) never does, an open is refused
// `full: 'queue'` when every record is live, and a stranger's listing (another type, or millions) is replaced.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { createMetrics } from '../src/server/metrics.js';
import {
  type ApprovalRequest,
  type ApprovalStore,
  type ApprovalTiming,
  MemoryApprovalStore,
} from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { runsOf } from './helpers/deep.js';
import { redisForFile } from './helpers/redis-file.js';

const server = redisForFile();
const skipRedis = server.skip;
let prefixes = 0;

const TIMING: ApprovalTiming = { ttlMs: 60_000, retainMs: 600_000, maxPending: 4, maxRecords: 8 };

function request(n: number): ApprovalRequest {
  return {
    token: `gw_${String(n).padStart(32, '0')}`,
    tool: 'Bash',
    argsDigest: 'a'.repeat(64),
    traceId: `trace-${n % 3}`,
    preview: 'Bash: shell git push',
    wire: 'openai',
    replica: 'r1',
  };
}

type Made = { store: ApprovalStore; prefix?: string; count(): Promise<number> };
type Factory = (clock: { now: number }) => Promise<Made>;

describe('round 61: the approval queue bounded by count', () => {
  const stores: Array<[string, Factory, string | false]> = [
    [
      'memory',
      async (clock) => {
        const store = new MemoryApprovalStore(TIMING, () => clock.now);
        return { store, count: async () => (await store.list({ limit: 1_000_000 })).length };
      },
      false,
    ],
    [
      'redis',
      async (clock) => {
        const prefix = `r61a${++prefixes}:`;
        const store = await RedisApprovalStore.connect(server.url(), {
          keyPrefix: prefix,
          timing: TIMING,
          now: () => clock.now,
        });
        // Every record key under the prefix: the listing may drop one, the record must go with it.
        const count = async () => (await store.list({ limit: 1_000_000 })).length;
        return { store, prefix, count };
      },
      skipRedis,
    ],
  ];

  for (const [name, make, skip] of stores) {
    describe(name, { skip }, () => {
      test('a client opening and being denied in a loop keeps at most the bound; evictions counted', async () => {
        const clock = { now: 1_000_000 };
        const { store, count } = await make(clock);
        try {
          for (let i = 0; i < 50; i++) {
            const out = await store.open(request(i));
            assert.ok('approval' in out, `open ${i} refused: ${JSON.stringify(out)}`);
            const decided = await store.decide(out.approval.id, 'denied', 'ops');
            assert.equal(decided.decided, true);
            clock.now += 10;
          }
          assert.ok((await count()) <= TIMING.maxRecords!, `${await count()} records kept past the bound`);
          assert.equal(store.evicted?.(), 50 - TIMING.maxRecords!);
        } finally {
          await store.close();
        }
      });

      test('a live record is never pushed out: every record live at the bound refuses the open', async () => {
        const clock = { now: 1_000_000 };
        const { store } = await make(clock);
        try {
          const approved: string[] = [];
          for (let i = 0; i < TIMING.maxRecords!; i++) {
            const out = await store.open(request(i));
            assert.ok('approval' in out);
            await store.decide(out.approval.id, 'approved', 'ops');
            approved.push(request(i).token);
          }
          assert.deepEqual(await store.open(request(100)), { full: 'queue' });
          assert.equal(store.evicted?.() ?? 0, 0);
          for (const token of approved)
            assert.equal((await store.consume(token)).consumed, true, 'an approval lost');
          // Used now (settled): the next open pushes the oldest out and is taken.
          const out = await store.open(request(101));
          assert.ok('approval' in out, 'refused with settled records to push out');
        } finally {
          await store.close();
        }
      });

      test('property: any mix of opens, denials, approvals and time keeps the bound and every live record', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.record({ act: fc.constantFrom('deny', 'approve', 'leave'), gap: fc.nat(90_000) }), {
              maxLength: 30,
            }),
            async (steps) => {
              const clock = { now: 1_000_000 };
              const { store, count } = await make(clock);
              try {
                const live = new Map<string, { until: number; id: string }>();
                for (const [i, { act, gap }] of steps.entries()) {
                  clock.now += gap;
                  for (const [token, { until }] of live) if (clock.now >= until) live.delete(token);
                  const out = await store.open(request(1000 + i));
                  if (!('approval' in out)) continue;
                  if (act === 'deny') await store.decide(out.approval.id, 'denied', 'ops');
                  else {
                    if (act === 'approve') await store.decide(out.approval.id, 'approved', 'ops');
                    live.set(request(1000 + i).token, {
                      until: clock.now + TIMING.ttlMs,
                      id: out.approval.id,
                    });
                  }
                  assert.ok((await count()) <= TIMING.maxRecords!, 'past the bound');
                }
                for (const [token, { id }] of live) {
                  const again = await store.get(id);
                  assert.ok(again && again.token === token, 'a live record was pushed out');
                }
              } finally {
                await store.close();
              }
            },
          ),
          { numRuns: runsOf(15, 200) },
        );
      });
    });
  }

  /** A Redis store under a fresh prefix and a raw client for the stranger; both closed after `body`. */
  async function withStranger(
    body: (store: RedisApprovalStore, raw: Redis, listing: string) => Promise<void>,
  ) {
    const clock = { now: 1_000_000 };
    const prefix = `r61s${++prefixes}:`;
    const store = await RedisApprovalStore.connect(server.url(), {
      keyPrefix: prefix,
      timing: TIMING,
      now: () => clock.now,
    });
    const raw = new Redis(server.url());
    try {
      await body(store, raw, `${prefix}aps`);
    } finally {
      raw.disconnect();
      await store.close();
    }
  }

  describe('a stranger at the listing index (redis)', { skip: skipRedis }, () => {
    for (const form of ['string', 'hash', 'huge'] as const) {
      test(`${form}: replaced by the next open, counted; the open taken`, () =>
        withStranger(async (store, raw, key) => {
          if (form === 'string') await raw.set(key, 'x');
          else if (form === 'hash') await raw.hset(key, 'y', 'z');
          else
            await raw.eval(
              "for i = 1, 200000, 1000 do local a = {} for j = i, i + 999 do a[#a+1] = j a[#a+1] = string.rep('m', 80) .. j end redis.call('ZADD', KEYS[1], unpack(a)) end return 1",
              1,
              key,
            );
          const out = await store.open(request(1));
          assert.ok('approval' in out, `${form}: the open was refused (${JSON.stringify(out)})`);
          assert.equal(store.listingsReplaced(), 1);
          assert.equal(await raw.type(key), 'zset');
          assert.equal(await raw.zcard(key), 1);
        }));
    }

    test('members that are no record of gate\u2019s at the bound go first, an open taken', () =>
      withStranger(async (store, raw, key) => {
        // Within twice the bound (kept as a listing), members naming no record and one longer than an id.
        for (let i = 0; i < TIMING.maxRecords! + 4; i++) await raw.zadd(key, 1_000_000, `ap-x${i}`);
        await raw.zadd(key, 1_000_000, 'y'.repeat(10_000));
        const out = await store.open(request(1));
        assert.ok('approval' in out);
        assert.ok((await raw.zcard(key)) <= TIMING.maxRecords!);
        assert.equal(store.evicted(), 0, 'a member naming no record is no record evicted');
      }));
  });

  test('the metric counts what the store says, by what', async () => {
    const metrics = createMetrics({ approvalsEvicted: () => ({ records: 42, listings: 1 }) });
    const text = await metrics.registry.metrics();
    assert.match(text, /gate_approvals_evicted_total\{what="record"\} 42\n/);
    assert.match(text, /gate_approvals_evicted_total\{what="listing"\} 1\n/);
  });
});
