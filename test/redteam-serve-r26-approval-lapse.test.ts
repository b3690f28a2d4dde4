// Red team, round 26: two approvers deciding one approval opposite ways, each through its own replica's
// path to the store, with that path cut (a Redis pause or partition seen by one replica), replies lost and
// the claim's lease lapsing in between, as fast-check interleaves them. The approvers follow the desk's
// steps (src/server/approvals.ts): claim, journal the decision, decide under the claim, sent again until
// the store answers. Before: a claim taken after the first lapsed, before the first replica's decide got
// through, journaled the opposite decision and put it in force. Now the first claim's decision stays on the
// record and a later claim carries it: every journaled row and the store agree (docs/approvals.md).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  type ApprovalRequest,
  type ApprovalStore,
  type ApprovalTiming,
  type Decided,
  MemoryApprovalStore,
} from '../src/store/approvals.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { redisForFile } from './helpers/redis-file.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 150);
const LEASE = 1000;
const TIMING: ApprovalTiming = {
  ttlMs: 60_000,
  retainMs: 60_000,
  maxPending: 1_000_000,
  claimLeaseMs: LEASE,
};

const redis = redisForFile();
let prefixes = 0;

/** One approver on one replica: where it is in the desk's steps. */
interface Approver {
  wants: Decided;
  phase: 'idle' | 'claimed' | 'journaled' | 'done';
  claim: string;
  /** The decision it journals and sends: its own, or the one its claim carried. */
  decision?: Decided;
  /** This replica's path to the store is cut: its commands do not reach it. */
  cut: boolean;
}

type Step =
  | { op: 'step'; who: 0 | 1; lost: boolean }
  | { op: 'cut'; who: 0 | 1 }
  | { op: 'lapse' }
  | { op: 'tick' };

const who = fc.constantFrom(0 as const, 1 as const);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('step' as const), who, lost: fc.boolean() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cut' as const), who }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('lapse' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('tick' as const) }) },
);

/** The round-25 window: a journals approve, its path is cut past the lease, b claims and denies. */
const WINDOW: Step[] = [
  { op: 'step', who: 0, lost: false },
  { op: 'step', who: 0, lost: false },
  { op: 'cut', who: 0 },
  { op: 'step', who: 0, lost: false },
  { op: 'lapse' },
  { op: 'step', who: 1, lost: false },
  { op: 'step', who: 1, lost: false },
  { op: 'step', who: 1, lost: false },
  { op: 'cut', who: 0 },
  { op: 'step', who: 0, lost: false },
];

/** A held call's request to the queue, named by `n`. */
const held = (n: string): ApprovalRequest => ({
  token: `gw_${n}`,
  tool: 'Bash',
  argsDigest: 'a'.repeat(64),
  traceId: `t-${n}`,
  preview: 'Bash',
  wire: 'mcp',
  replica: 'a',
});

/** Runs one interleaving; the rows the two journals hold and the store's last state. */
async function run(store: ApprovalStore, clock: { now: number }, steps: readonly Step[], n: number) {
  const opened = await store.open(held(String(n)));
  assert.ok('approval' in opened);
  const id = opened.approval.id;
  const rows: Decided[] = [];
  const approvers: Approver[] = [
    { wants: 'approved', phase: 'idle', claim: `c-a-${n}`, cut: false },
    { wants: 'denied', phase: 'idle', claim: `c-b-${n}`, cut: false },
  ];
  const advance = async (a: Approver, lost: boolean) => {
    if (a.cut || a.phase === 'done') return;
    if (a.phase === 'idle') {
      const claimed = await store.claim(id, a.claim, { decision: a.wants, approver: String(a.wants) });
      if (lost) {
        // Unanswered: the desk gives the claim back behind it and answers 503.
        await store.release(id, a.claim);
        a.phase = 'done';
        return;
      }
      if (!claimed.claimed) {
        a.phase = 'done';
        return;
      }
      a.decision = claimed.carried?.decision ?? a.wants;
      a.phase = 'claimed';
    } else if (a.phase === 'claimed') {
      rows.push(a.decision!);
      a.phase = 'journaled';
    } else {
      const decided = await store.decide(id, a.decision!, 'x', a.claim);
      if (!lost) a.phase = 'done';
      else if (!decided.decided && decided.approval?.state !== 'pending') a.phase = 'done';
    }
  };
  for (const s of steps) {
    if (s.op === 'step') await advance(approvers[s.who]!, s.lost);
    else if (s.op === 'cut') approvers[s.who]!.cut = !approvers[s.who]!.cut;
    else clock.now += s.op === 'lapse' ? LEASE : 100;
  }
  // Both paths back: the desk's retries go on under their claims until the store answers.
  for (const a of approvers) a.cut = false;
  for (let i = 0; i < 4; i++) for (const a of approvers) if (a.phase === 'journaled') await advance(a, false);
  return { rows, state: (await store.get(id))?.state };
}

const stores: Array<[string, (clock: { now: number }) => Promise<ApprovalStore>, string | false]> = [
  ['memory', async (clock) => new MemoryApprovalStore(TIMING, () => clock.now), false],
  [
    'redis',
    (clock) =>
      RedisApprovalStore.connect(redis.url(), {
        keyPrefix: `r26lapse${++prefixes}:`,
        timing: TIMING,
        now: () => clock.now,
      }),
    redis.skip,
  ],
];

for (const [name, make, skip] of stores) {
  describe(`an approval decided once across replicas, whatever the timing: ${name}`, { skip }, () => {
    test('every journaled row and the decision in force agree', async () => {
      const clock = { now: 10_000_000 };
      const store = await make(clock);
      let n = 0;
      let opposite = 0;
      try {
        await fc.assert(
          fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 24 }), async (steps) => {
            const { rows, state } = await run(store, clock, steps, ++n);
            if (rows.length > 1) opposite++;
            assert.ok(new Set(rows).size <= 1, `one decision journaled, not both: ${rows.join(', ')}`);
            if (state === 'approved' || state === 'denied')
              assert.deepEqual([...new Set(rows)], [state], 'the decision in force is the one journaled');
          }),
          { numRuns: RUNS, examples: [[WINDOW]] },
        );
        assert.ok(opposite > 0, 'some runs had a second claim journal (the property is not vacuous)');
      } finally {
        await store.close();
      }
    });

    test("a decide under no claim does not pass over a lapsed claim's recorded decision", async () => {
      const clock = { now: 20_000_000 };
      const store = await make(clock);
      try {
        const opened = await store.open(held('unclaimed'));
        assert.ok('approval' in opened);
        const id = opened.approval.id;
        await store.claim(id, 'first', { decision: 'approved', approver: 'alice' });
        clock.now += LEASE;
        assert.equal((await store.decide(id, 'denied', 'bob')).decided, false, 'the recorded decision holds');
        const carried = await store.claim(id, 'second', { decision: 'denied', approver: 'bob' });
        assert.ok(carried.claimed);
        assert.deepEqual(carried.claimed && carried.carried, { decision: 'approved', approver: 'alice' });
        await store.release(id, 'second');
        const third = await store.claim(id, 'third');
        assert.deepEqual(
          third.claimed && third.carried,
          { decision: 'approved', approver: 'alice' },
          'a carried claim given back keeps it',
        );
      } finally {
        await store.close();
      }
    });
  });
}
