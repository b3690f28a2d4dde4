// fast-check: random interleavings of proposals, decisions, consumptions and clock steps on the approval
// queue (memory, and Redis when present) never admit a call that no human approved, never admit one
// approval twice, and never admit past its deadline. GATE_FUZZ_RUNS raises the number of runs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { type ApprovalStore, type ApprovalTiming, MemoryApprovalStore } from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);
const TIMING: ApprovalTiming = { ttlMs: 1000, retainMs: 5000, maxPending: 4 };
const TOKENS = ['gw_a', 'gw_b'];

type Step =
  | { op: 'open'; token: number }
  | { op: 'decide'; token: number; approve: boolean }
  | { op: 'consume'; token: number }
  | { op: 'tick'; ms: number };

const token = fc.nat(TOKENS.length - 1);
/** Weighted toward the interleavings that matter: proposals, approvals and consumptions close together. */
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('open' as const), token }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('decide' as const), token, approve: fc.boolean() }),
  },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('consume' as const), token }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('tick' as const), ms: fc.integer({ min: 1, max: 800 }) }),
  },
);

/** Always tried first: the plain double use, and a use after a late approval. */
const EXAMPLES: [Step[]][] = [
  [
    [
      { op: 'open', token: 0 },
      { op: 'decide', token: 0, approve: true },
      { op: 'consume', token: 0 },
      { op: 'consume', token: 0 },
    ],
  ],
  [
    [
      { op: 'open', token: 1 },
      { op: 'tick', ms: 700 },
      { op: 'decide', token: 1, approve: true },
      { op: 'tick', ms: 800 },
      { op: 'consume', token: 1 },
    ],
  ],
];

/** Admissions seen across all runs: the property is not vacuous only if some happened. */
let admissions = 0;

/** Runs the steps and checks every admission against what the humans decided. */
async function check(store: ApprovalStore, clock: { now: number }, steps: Step[]): Promise<void> {
  const approvedAt = new Map<string, number>();
  const consumed = new Set<string>();
  for (const s of steps) {
    if (s.op === 'tick') {
      clock.now += s.ms;
    } else if (s.op === 'open') {
      await store.open({
        token: TOKENS[s.token]!,
        tool: 'Bash',
        argsDigest: '0'.repeat(64),
        traceId: 't',
        preview: 'p',
        wire: 'openai',
        replica: 'r',
      });
    } else if (s.op === 'decide') {
      const [pending] = (await store.list({ limit: 50, state: 'pending' })).filter(
        (a) => a.token === TOKENS[s.token],
      );
      if (!pending) continue;
      const out = await store.decide(pending.id, s.approve ? 'approved' : 'denied', 'fuzz');
      if (out.decided && s.approve) approvedAt.set(pending.id, clock.now);
    } else {
      const out = await store.consume(TOKENS[s.token]!);
      if (!out.consumed) continue;
      const id = out.approval!.id;
      const at = approvedAt.get(id);
      assert.ok(at !== undefined, 'admitted without a human approval');
      assert.ok(clock.now < at + TIMING.ttlMs, 'admitted past the deadline');
      assert.ok(!consumed.has(id), 'one approval admitted twice');
      consumed.add(id);
      admissions++;
    }
  }
}

describe('approvals-fuzz', () => {
  test('memory queue: no admission without approval, twice, or late', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const clock = { now: 1_000_000 };
        await check(new MemoryApprovalStore(TIMING, () => clock.now), clock, steps);
      }),
      { numRuns: RUNS, examples: EXAMPLES },
    );
    assert.ok(admissions > 0, 'the runs reached an admission');
  });

  const availability = redisAvailability();
  let redis: RedisServer | undefined;
  before(async () => {
    if ('bin' in availability) redis = await RedisServer.start(availability.bin);
  });
  after(() => redis?.kill());

  test('Redis queue: the same, through the Lua scripts', {
    skip: 'skip' in availability ? availability.skip : false,
  }, async () => {
    if ('fail' in availability) throw new Error(availability.fail);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const clock = { now: 1_000_000 };
        const store = await RedisApprovalStore.connect(redis!.url, {
          keyPrefix: `fz${++run}:`,
          timing: TIMING,
          now: () => clock.now,
        });
        try {
          await check(store, clock, steps);
        } finally {
          await store.close();
        }
      }),
      { numRuns: RUNS, examples: EXAMPLES },
    );
  });
});
