// A trace resumed after its TTL (round 28, second pass; docs/provenance.md, "A trace resumed after its
// TTL"), at the store: a tainted trace's mark answers with its old cause for the resume window, and its
// expired record of seen values (and, on Redis, its MCP ledger) reads and restarts full. A clean trace, or
// a ledger that only a user's turn started, expires clean. The memory store on its own clock; a real
// redis-server with a short TTL.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MemoryStore } from '../src/store/memory.js';
import { RedisStore } from '../src/store/redis.js';
import { RESUME_TRACES, RESUME_WINDOW_MS, TaintedBefore } from '../src/store/tainted-before.js';
import { redisSkip } from './helpers/replica-pair.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const TTL = 1000;
const DAY = 24 * 60 * 60 * 1000;

function clock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('memory store: a trace resumed after its TTL', () => {
  test('a taint expired within the window answers with its old cause, past it with none', async () => {
    const c = clock();
    const store = new MemoryStore({ taintTtlMs: TTL, now: c.now });
    await store.taint('t', 'poisoned_result', '127.0.0.2');
    c.advance(TTL + 1);
    assert.equal(await store.taintCause('t'), 'poisoned_result');
    // Tainted again by a weaker cause: the old, stronger one stays.
    await store.taint('t', 'untrusted_source');
    assert.equal(await store.taintCause('t'), 'poisoned_result');
    c.advance(TTL + 1);
    assert.equal(await store.taintCause('t'), 'poisoned_result');
    c.advance(RESUME_WINDOW_MS);
    assert.equal(await store.taintCause('t'), undefined);
    assert.equal(await store.taintCause('never'), undefined);
  });

  test('an expired record reads full, and one started again starts full', async () => {
    const c = clock();
    const store = new MemoryStore({ taintTtlMs: TTL, now: c.now });
    await store.rememberSeen('s', [8], false, '127.0.0.2');
    c.advance(TTL + 1);
    assert.deepEqual(await store.seenOn('s'), { entries: [], full: true });
    await store.rememberSeen('s', [9]);
    assert.deepEqual(await store.seenOn('s'), { entries: [9], full: true });
    // A scope never written stays empty; a live record read is renewed in the window too.
    assert.deepEqual(await store.seenOn('clean'), { entries: [], full: false });
    c.advance(RESUME_WINDOW_MS + TTL);
    assert.deepEqual(await store.seenOn('s'), { entries: [], full: false });
  });
});

describe('the resume memory is bounded per client', () => {
  test('one client’s flood pushes out only its own', () => {
    const c = clock();
    const kept = new TaintedBefore(c.now, DAY, 800);
    for (let i = 0; i < 50; i++) kept.note('t', `victim${i}`, '127.0.0.2', 'poisoned_result');
    for (let i = 0; i < 5000; i++) kept.note('t', `flood${i}`, '127.0.0.1', 'untrusted_source');
    assert.equal(kept.size, 800);
    for (let i = 0; i < 50; i++) assert.equal(kept.recall('t', `victim${i}`)?.cause, 'poisoned_result');
    assert.equal(kept.recall('t', 'flood0'), undefined);
    assert.equal(kept.recall('t', 'flood4999')?.cause, 'untrusted_source');
    c.advance(DAY);
    assert.equal(kept.recall('t', 'victim0'), undefined);
  });

  test('memory of the full bound, one client and sixteen (run with --expose-gc to measure)', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc === undefined) return;
    // Each bound measured in a function of its own, so the previous one is garbage before the baseline.
    const measure = (clients: number): number => {
      gc();
      const before = process.memoryUsage().heapUsed;
      const kept = new TaintedBefore();
      for (let i = 0; i < RESUME_TRACES + 1000; i++) kept.note('t', `trace-${i}`, `10.0.${i % clients}.1`);
      gc();
      assert.equal(kept.size, RESUME_TRACES);
      return (process.memoryUsage().heapUsed - before) / 1e6;
    };
    for (const clients of [1, 16, 200]) {
      const mb = measure(clients);
      console.log(`# resume memory: ${RESUME_TRACES} digests, ${clients} client(s): ${mb.toFixed(1)} MB`);
      assert.ok(mb > 1 && mb < 40, `${mb} MB`);
    }
  });
});

describe('redis store: a trace resumed after its TTL', { skip: redisSkip }, () => {
  let server: RedisServer;
  let store: RedisStore;
  before(async () => {
    const s = await startRedisFor(redisAvailability());
    if (s === undefined) throw new Error('redis-server did not start');
    server = s;
    store = await RedisStore.connect(server.url, { keyPrefix: `t:${randomUUID()}:`, taintTtlMs: 300 });
  });
  after(async () => {
    await store?.close();
    await server?.crash();
  });
  const bounds = { maxKeys: 100, maxCarries: 8, maxLedgers: 100, perClient: 12 };
  const delta = (untrusted: boolean) => ({
    trusted: untrusted ? [] : [11],
    untrusted: untrusted ? ([[7, 'result of read_email', 1]] as [number, string, 0 | 1 | 2][]) : [],
    carries: [],
    consumed: [],
    full: false,
  });

  test('taint, record and ledger: expired, resumed', async () => {
    await store.taint('t', 'poisoned_result');
    await store.rememberSeen('s', [8]);
    assert.equal(await store.writeLedger('t', delta(true), bounds, '127.0.0.2'), false);
    await sleep(450);
    assert.equal(await store.taintCause('t'), 'poisoned_result');
    await store.taint('t', 'untrusted_source');
    assert.equal(await store.taintCause('t'), 'poisoned_result');
    assert.deepEqual(await store.seenOn('s'), { entries: [], full: true });
    await store.rememberSeen('s', [9]);
    assert.deepEqual(await store.seenOn('s'), { entries: [9], full: true });
    // The ledger expired with its mark (renewed by the taint above: wait it out again); started again, full.
    await sleep(450);
    assert.equal(await store.readLedger('t'), undefined);
    assert.equal(await store.writeLedger('t', delta(false), bounds, '127.0.0.2'), true);
  });

  test('a clean trace, and a ledger only a user’s turn started, expire clean', async () => {
    await store.writeLedger('u', delta(false), bounds, '127.0.0.2');
    await sleep(450);
    assert.equal(await store.taintCause('u'), undefined);
    assert.deepEqual(await store.seenOn('u'), { entries: [], full: false });
    assert.equal(await store.writeLedger('u', delta(false), bounds, '127.0.0.2'), false);
  });
});
