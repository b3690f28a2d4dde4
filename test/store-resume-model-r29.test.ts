// The resume memory's per-client shares as a model test (round 29; docs/fleet.md, "Round 29"): random
// sequences of notes, renewals, expiries and evictions from several clients, against the real Redis
// store and the memory store's TaintedBefore, checking after every step that each note sits in exactly
// one owner set at the set's own score, that the bound holds, and that an eviction takes the writer's
// own oldest when it holds its share, else an over-share client's oldest, else the oldest. Until round
// 29 a renewal (a record read) moved the note in the set but not in its owner's set, so the owner's
// "oldest" was a note just renewed and the two orders drifted apart. Round 30: a note a second client
// writes becomes shared (charged to no client set, so no one client's flood reaches it), a client makes
// at most a share of them, and a read never moves a note's charge.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { TaintCause } from '../src/kernel/types.js';
import { RESUME_RANKS } from '../src/store/resume-redis.js';
import { RESUME_WINDOW_MS, resumeDigest, TaintedBefore } from '../src/store/tainted-before.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

const MAX = 16;
const SHARE = MAX / 8;
const CLIENTS = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '2001:db8:1:2::/64'];
const FLOODER = CLIENTS[0]!;
const CAUSES: Array<TaintCause | undefined> = [undefined, 'untrusted_source', 'poisoned_result'];

type Op =
  | { op: 'note'; client: string; trace: string; kind: 't' | 's'; cause: TaintCause | undefined }
  | { op: 'renew'; client: string; trace: string }
  | { op: 'advance'; ms: number }
  | { op: 'expire' };

const trace = fc.oneof(
  fc.integer({ min: 0, max: 11 }).map((i) => `shared-${i}`),
  fc.integer({ min: 0, max: 400 }).map((i) => `fresh-${i}`),
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  // The flooder writes most: its fresh traces push the set past its bound again and again.
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('note' as const),
      client: fc.constant(FLOODER),
      trace: fc.integer({ min: 0, max: 400 }).map((i) => `flood-${i}`),
      kind: fc.constantFrom('t' as const, 's' as const),
      cause: fc.constantFrom(...CAUSES),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('note' as const),
      client: fc.constantFrom(...CLIENTS),
      trace,
      kind: fc.constantFrom('t' as const, 's' as const),
      cause: fc.constantFrom(...CAUSES),
    }),
  },
  // Round 30: a few traces every client writes, so notes are made shared (and makers reach their share).
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('note' as const),
      client: fc.constantFrom(...CLIENTS),
      trace: fc.integer({ min: 0, max: 3 }).map((i) => `shared-${i}`),
      kind: fc.constant('s' as const),
      cause: fc.constant(undefined),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('renew' as const),
      client: fc.constantFrom(...CLIENTS),
      trace: fc.oneof(
        trace,
        fc.integer({ min: 0, max: 400 }).map((i) => `flood-${i}`),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: 5000 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ op: 'expire' as const }) },
);

/** One store's resume memory as the checks read it: each note's owner and order key, each client's notes. */
interface View {
  /** Digest to its order key (Redis: the score; memory: when times 8 plus the cause). */
  notes: Map<string, number>;
  owner: Map<string, string>;
  /** Client to its notes with their order keys in its own set. */
  shares: Map<string, Map<string, number>>;
  /** Shared notes' makers (round 30): Redis counts them in `wasmade`, the memory store in a map. */
  made: Map<string, number>;
  /** Redis only: the clients listed over their share. */
  big?: Set<string>;
  /** Notes whose expiry has passed (still held until a write drops them). */
  expired: Set<string>;
}

interface Subject {
  name: string;
  note(op: Extract<Op, { op: 'note' }>): Promise<void>;
  renew(op: Extract<Op, { op: 'renew' }>): Promise<void>;
  view(): Promise<View>;
}

const redis = redisFile();

async function redisSubject(clock: { now: number }): Promise<Subject> {
  const prefix = `m:${randomUUID()}:`;
  const options = { keyPrefix: prefix, resumeTraces: MAX, probeIntervalMs: 50, now: () => clock.now };
  // Two replicas of one fleet, taking turns: the scripts keep the shares whichever replica writes.
  const replicas = [await redis.open(redis.server.url, options), await redis.open(redis.server.url, options)];
  let turn = 0;
  const next = () => replicas[turn++ % 2]!;
  const raw = redis.raw;
  return {
    name: 'redis',
    async note(op) {
      if (op.kind === 't') await next().taint(op.trace, op.cause ?? 'untrusted_source', op.client);
      else await next().rememberSeen(op.trace, [1], false, op.client);
    },
    async renew(op) {
      await next().seenOn(op.trace);
    },
    async view() {
      const flat = await raw.zrange(`${prefix}was`, '0', '-1', 'WITHSCORES');
      const notes = new Map<string, number>();
      const expired = new Set<string>();
      for (let i = 0; i < flat.length; i += 2) {
        const score = Number(flat[i + 1]);
        notes.set(flat[i]!, score);
        if (Math.floor(score / RESUME_RANKS) <= clock.now) expired.add(flat[i]!);
      }
      const owner = new Map(Object.entries(await raw.hgetall(`${prefix}wasby`)));
      const shares = new Map<string, Map<string, number>>();
      for (const k of await redis.keysUnder(`${prefix}wasown:`)) {
        const own = await raw.zrange(k, '0', '-1', 'WITHSCORES');
        const m = new Map<string, number>();
        for (let i = 0; i < own.length; i += 2) m.set(own[i]!, Number(own[i + 1]));
        shares.set(k.slice(`${prefix}wasown:`.length), m);
      }
      const big = new Set(await raw.smembers(`${prefix}wasbig`));
      const made = new Map(
        Object.entries(await raw.hgetall(`${prefix}wasmade`)).map(([c, n]) => [c, Number(n)]),
      );
      return { notes, owner, shares, big, made, expired };
    },
  };
}

/** TaintedBefore's private maps, read as they are (the class exposes no view of its shares). */
interface BeforeInside {
  kept: Map<string, number>;
  owners: { ownerOf: Map<string, string>; shares: Map<string, { ledgers: Set<string> }> };
  sharedBy: Map<string, string>;
  made: Map<string, number>;
}

function memorySubject(clock: { now: number }): Subject {
  const before = new TaintedBefore(() => clock.now, RESUME_WINDOW_MS, MAX);
  const inside = before as unknown as BeforeInside;
  return {
    name: 'memory',
    async note(op) {
      before.note(
        op.kind,
        op.trace,
        op.client,
        op.kind === 't' ? (op.cause ?? 'untrusted_source') : undefined,
      );
    },
    async renew(op) {
      before.renew('s', op.trace, op.client);
    },
    async view() {
      const notes = new Map(inside.kept);
      const expired = new Set<string>();
      for (const [d, k] of notes) if (clock.now - Math.floor(k / 8) >= RESUME_WINDOW_MS) expired.add(d);
      const owner = new Map(inside.owners.ownerOf);
      // Named as Redis names a shared note's owner, so one set of checks reads both stores.
      for (const [d, maker] of inside.sharedBy) owner.set(d, `${SHARED}${maker}`);
      const shares = new Map<string, Map<string, number>>();
      for (const [c, s] of inside.owners.shares)
        shares.set(c, new Map([...s.ledgers].map((d, i) => [d, notes.get(d) ?? -1 - i])));
      return { notes, owner, shares, made: new Map(inside.made), expired };
    },
  };
}

/** How Redis names a shared note's owner in `wasby`: this and the client that made it shared. */
const SHARED = '#s:';
const makerOf = (owner: string | undefined) =>
  owner?.startsWith(SHARED) ? owner.slice(SHARED.length) : undefined;

const digestOf = (op: { kind?: 't' | 's'; trace: string }) => resumeDigest(op.kind ?? 's', op.trace);

/** The structural invariants, after every step. */
function checkShape(v: View, subject: string, step: number): void {
  const where = `${subject}, step ${step}`;
  assert.ok(v.notes.size <= MAX, `${where}: ${v.notes.size} notes past the bound ${MAX}`);
  assert.deepEqual(
    new Set(v.owner.keys()),
    new Set(v.notes.keys()),
    `${where}: the owner index holds the notes`,
  );
  let held = 0;
  for (const [client, own] of v.shares) {
    held += own.size;
    for (const [d, key] of own) {
      assert.equal(v.owner.get(d), client, `${where}: ${d} in ${client}'s set, charged elsewhere`);
      assert.equal(key, v.notes.get(d), `${where}: ${d}'s score in ${client}'s set drifted from the set's`);
    }
    // The owner's order is the set's order (its oldest is the set's oldest of its notes).
    const order = [...own.values()];
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
      `${where}: ${client}'s order drifted`,
    );
    if (v.big !== undefined)
      assert.equal(v.big.has(client), own.size > SHARE, `${where}: ${client} listed over its share wrongly`);
  }
  // A shared note sits in no client's set; every other note in exactly its owner's.
  const made = new Map<string, number>();
  for (const o of v.owner.values()) {
    const maker = makerOf(o);
    if (maker !== undefined) made.set(maker, (made.get(maker) ?? 0) + 1);
  }
  const shared = [...made.values()].reduce((a, b) => a + b, 0);
  assert.equal(held + shared, v.notes.size, `${where}: each note in exactly one owner set, or shared`);
  assert.deepEqual(v.made, made, `${where}: each maker's count is its live shared notes`);
  for (const [c, n] of made) assert.ok(n <= SHARE, `${where}: ${c} made ${n} shared, past its share`);
}

/**
 * A write charges a note as round 30 says: a new note (or one expired) to its writer; one another client
 * owns becomes shared while the writer has made fewer than a share; an owner's or a shared one keeps its
 * charge. A read never moves a note's charge.
 */
function checkCharge(before: View, after: View, op: Op, where: string): void {
  if (op.op !== 'note' && op.op !== 'renew') return;
  const d = op.op === 'note' ? digestOf(op) : resumeDigest('s', op.trace);
  const was = before.expired.has(d) ? undefined : before.owner.get(d);
  const now = after.owner.get(d);
  if (now === undefined) return;
  if (op.op === 'renew') {
    assert.equal(now, before.owner.get(d), `${where}: a read of ${d} moved its charge`);
    return;
  }
  if (was === undefined) {
    assert.equal(now, op.client, `${where}: a new note ${d} charged ${now}, not its writer`);
    return;
  }
  const makes = was !== op.client && makerOf(was) === undefined && (before.made.get(op.client) ?? 0) < SHARE;
  assert.equal(now, makes ? `${SHARED}${op.client}` : was, `${where}: ${op.client}'s write of ${d}`);
  if (makes) sharedMade++;
}

/** Notes made shared by a second writer, so a run that never made one does not pass unseen (round 30). */
let sharedMade = 0;

/** Evictions whose victim was checked, so a run that never reached the bound does not pass unseen. */
let evictionsChecked = 0;

/** A note that pushed the set past its bound took the rule's victim (only checked with nothing expired). */
function checkEviction(before: View, after: View, op: Extract<Op, { op: 'note' }>, where: string): void {
  const d = digestOf(op);
  if (before.expired.size > 0 || before.notes.has(d) || before.notes.size < MAX) return;
  const gone = [...before.notes.keys()].filter((n) => !after.notes.has(n));
  assert.equal(gone.length, 1, `${where}: one note out for one in`);
  const victim = gone[0]!;
  const owner = before.owner.get(d) ?? op.client;
  const count = (c: string) => (before.shares.get(c)?.size ?? 0) + (c === owner ? 1 : 0);
  const oldestOf = (c: string) =>
    [...(before.shares.get(c) ?? new Map<string, number>())].sort((a, b) => a[1] - b[1])[0]?.[0];
  const victimOwner = before.owner.get(victim)!;
  evictionsChecked++;
  if (count(op.client) >= SHARE && oldestOf(op.client) !== undefined) {
    assert.equal(victimOwner, op.client, `${where}: a writer holding its share loses its own note first`);
    assert.equal(victim, oldestOf(op.client), `${where}: its oldest`);
  } else if (CLIENTS.some((c) => count(c) > SHARE)) {
    assert.ok(count(victimOwner) > SHARE, `${where}: an over-share client's note goes, not ${victimOwner}'s`);
    assert.equal(victim, oldestOf(victimOwner), `${where}: that client's oldest`);
  } else {
    const oldest = [...before.notes].sort((a, b) => a[1] - b[1])[0]![0];
    assert.equal(victim, oldest, `${where}: the set's oldest`);
  }
}

async function runModel(subject: Subject, clock: { now: number }, ops: Op[]): Promise<void> {
  let step = 0;
  for (const op of ops) {
    step++;
    clock.now += 1;
    if (op.op === 'advance') clock.now += op.ms;
    else if (op.op === 'expire') clock.now += RESUME_WINDOW_MS;
    const before = await subject.view();
    if (op.op === 'note') await subject.note(op);
    else if (op.op === 'renew') await subject.renew(op);
    const after = await subject.view();
    checkShape(after, subject.name, step);
    checkCharge(before, after, op, `${subject.name}, step ${step}`);
    if (op.op === 'note') {
      const d = digestOf(op);
      assert.ok(after.notes.has(d), `${subject.name}, step ${step}: the note just written is kept`);
      checkEviction(before, after, op, `${subject.name}, step ${step}`);
    }
    if (op.op === 'renew') {
      const d = resumeDigest('s', op.trace);
      const was = before.notes.get(d);
      // A live note renewed is at least as new as before, in the set and in its owner's set alike.
      if (was !== undefined && !before.expired.has(d) && after.notes.has(d))
        assert.ok(after.notes.get(d)! >= was, `${subject.name}, step ${step}: a renewal never ages a note`);
    }
  }
}

const RUNS = Number(process.env.GATE_MODEL_RUNS ?? 25);

/**
 * Every run opens by filling the set two past its bound (clients in turn, nothing expires between), so
 * each run checks at least two evictions whatever the random steps after it do: a guard that counted on
 * the random steps alone to reach the bound failed one CI run in several (21 evictions in 25 runs).
 */
const FILL: Op[] = Array.from({ length: MAX + 2 }, (_, i) => ({
  op: 'note' as const,
  client: CLIENTS[i % CLIENTS.length]!,
  trace: `fill-${i}`,
  kind: 's' as const,
  cause: undefined,
}));
const opsArb = fc.array(opArb, { minLength: 20, maxLength: 120 }).map((ops) => [...FILL, ...ops]);

describe('the resume memory’s shares, as a model (round 29)', () => {
  test('the memory store (TaintedBefore): every invariant after every step', async () => {
    evictionsChecked = 0;
    sharedMade = 0;
    await fc.assert(
      fc.asyncProperty(opsArb, async (ops) => {
        const clock = { now: Date.UTC(2026, 0, 1) };
        await runModel(memorySubject(clock), clock, ops);
      }),
      { numRuns: RUNS * 4 },
    );
    assert.ok(evictionsChecked >= 2 * RUNS * 4, `evictions checked: ${evictionsChecked}`);
    // About one note made shared a run (81 to 110 in 100 runs, six samples, round 31): the floor says the
    // generated runs reach sharing at all, a quarter of the mean, where a floor at the mean failed half the time.
    assert.ok(sharedMade >= RUNS / 4, `notes made shared: ${sharedMade}`);
  });

  test('the Redis store (two replicas): every invariant after every step', { skip: redisSkip }, async () => {
    evictionsChecked = 0;
    sharedMade = 0;
    await fc.assert(
      fc.asyncProperty(opsArb, async (ops) => {
        const clock = { now: Date.UTC(2026, 0, 1) };
        await runModel(await redisSubject(clock), clock, ops);
      }),
      { numRuns: RUNS },
    );
    assert.ok(evictionsChecked >= 2 * RUNS, `evictions checked: ${evictionsChecked}`);
    assert.ok(sharedMade >= RUNS / 4, `notes made shared: ${sharedMade}`);
  });

  // Found by CI: notes written in one millisecond tie on score, Redis orders ties by digest, and the
  // note just written could be its own writer's "oldest" (the outage replay writes its backlog so).
  for (const make of [redisSubject, memorySubject]) {
    test(`notes written in one millisecond: the note just written is never its own victim (${make.name})`, {
      skip: make === redisSubject ? redisSkip : false,
    }, async () => {
      const clock = { now: Date.UTC(2026, 0, 1) };
      const subject = await make(clock);
      for (let i = 0; i < MAX * 12; i++) {
        const client = i % 3 === 0 ? CLIENTS[1]! : FLOODER;
        const kind = i % 2 === 0 ? 't' : 's';
        await subject.note({ op: 'note', client, trace: `same-ms-${i}`, kind, cause: undefined });
        const v = await subject.view();
        assert.ok(v.notes.has(resumeDigest(kind, `same-ms-${i}`)), `note ${i} was its own victim`);
        assert.ok(v.notes.size <= MAX);
      }
    });
  }

  test('a note renewed by a read moves in its owner’s set too (the drift, directly)', {
    skip: redisSkip,
  }, async () => {
    const clock = { now: Date.UTC(2026, 0, 1) };
    const subject = await redisSubject(clock);
    const note = (trace: string) =>
      subject.note({ op: 'note', client: FLOODER, trace, kind: 's', cause: undefined });
    await note('a');
    clock.now += 10;
    await note('b');
    clock.now += 10;
    await subject.renew({ op: 'renew', client: FLOODER, trace: 'a' });
    const v = await subject.view();
    const own = v.shares.get(FLOODER)!;
    assert.equal(own.get(resumeDigest('s', 'a')), v.notes.get(resumeDigest('s', 'a')));
    assert.ok(own.get(resumeDigest('s', 'a'))! > own.get(resumeDigest('s', 'b'))!, 'a is now the newer');
  });
});
