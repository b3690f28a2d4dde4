// Red team, round 37: the fleet's records of seen values (Redis, `<prefix>seen:<digest>`) were bounded per
// trace (8,192 entries) and otherwise only by their TTL, where the memory store bounds them by count and
// by entries, a client's part an eighth (rounds 26, 35). A client sending results full of distinct values
// on fresh traces grew Redis by about half a megabyte a trace until `maxmemory`, and then every write was
// refused (the fleet held everything). Now SEEN_LUA indexes the records and keeps the fleet within
// `--max-seen-traces` records and SEEN_ENTRIES_PER_TRACE entries each in all: past a client's eighth its
// own oldest go, another client's stay readable, and a record pushed out reads full (its resume note).
// On a real redis-server, two replicas taking turns.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { SEEN_MAX } from '../src/store/types.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

const redis = redisFile();
const SEEN_TRACES = 80;
/** SEEN_ENTRIES_PER_TRACE (512) a record kept, as the memory store's bound. */
const ENTRY_BOUND = Math.max(SEEN_MAX, SEEN_TRACES * 512);

const entries = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => (from + i) * 4);

async function open(prefix: string, taintTtlMs = 60_000) {
  return redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs, seenTraces: SEEN_TRACES });
}

/** What Redis holds in records of seen values under a prefix: records and their members. */
async function held(prefix: string): Promise<{ records: number; entries: number }> {
  const keys = (await redis.keysUnder(`${prefix}seen:`)).filter((k) => !k.includes('seenown'));
  let n = 0;
  for (const k of keys) n += await redis.raw.scard(k);
  return { records: keys.length, entries: n };
}

describe('round 37: the fleet keeps records of seen values within a bound, per client', {
  skip: redisSkip,
}, () => {
  test('a flood of full records stays within the entry bound and pushes out its own first', async () => {
    const prefix = `r37:${randomUUID()}:`;
    const [a, b] = [await open(prefix), await open(prefix)];
    for (let i = 0; i < 4; i++) await a.rememberSeen(`victim${i}`, entries(i * 1000, 300), false, '10.0.0.2');
    // Twenty full records from one client, on two replicas: 163,840 entries, four times the bound.
    for (let i = 0; i < 20; i++)
      await (i % 2 ? a : b).rememberSeen(
        `flood${i}`,
        entries(1e6 + i * SEEN_MAX, SEEN_MAX),
        false,
        '10.0.0.1',
      );
    const h = await held(prefix);
    assert.ok(h.entries <= ENTRY_BOUND, `${h.entries} entries held, bound ${ENTRY_BOUND}`);
    for (let i = 0; i < 4; i++) {
      const r = await b.seenOn(`victim${i}`);
      assert.deepEqual(r, { entries: entries(i * 1000, 300), full: false }, `victim${i} kept`);
    }
    // Pushed out while live: read full, so every value the user did not give is held (fail closed).
    assert.equal((await a.seenOn('flood0'))?.full, true);
    assert.equal((await b.seenOn('flood19'))?.entries.length, SEEN_MAX, 'the newest record is kept whole');
  });

  test('a flood of small fresh records stays within the count bound; others are kept', async () => {
    const prefix = `r37:${randomUUID()}:`;
    const store = await open(prefix);
    await store.rememberSeen('victim', [7, 11], false, '10.0.0.2');
    for (let i = 0; i < 300; i++) await store.rememberSeen(`small${i}`, [i], false, '10.0.0.1');
    const h = await held(prefix);
    assert.ok(h.records <= SEEN_TRACES, `${h.records} records held, bound ${SEEN_TRACES}`);
    assert.deepEqual(await store.seenOn('victim'), { entries: [7, 11], full: false });
    assert.equal((await store.seenOn('small0'))?.full, true, 'a pushed-out record reads full');
    assert.deepEqual(await store.seenOn('small299'), { entries: [299], full: false });
  });

  test('generated writes, reads and expiry: the bounds hold and the index counts what Redis holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            trace: fc.integer({ min: 0, max: 30 }),
            client: fc.constantFrom('10.0.0.1', '10.0.0.2', '10.0.0.3'),
            n: fc.integer({ min: 0, max: SEEN_MAX }),
            from: fc.integer({ min: 0, max: 1e6 }),
            read: fc.boolean(),
          }),
          { maxLength: 25 },
        ),
        async (ops) => {
          const prefix = `r37:${randomUUID()}:`;
          const store = await open(prefix, 400);
          for (const op of ops) {
            if (op.read) await store.seenOn(`t${op.trace}`);
            else await store.rememberSeen(`t${op.trace}`, entries(op.from, op.n), false, op.client);
          }
          const h = await held(prefix);
          assert.ok(h.records <= SEEN_TRACES && h.entries <= ENTRY_BOUND, JSON.stringify(h));
          // The running count is at least what Redis holds (a record it forgot would escape the bound).
          const total = Number((await redis.raw.get(`${prefix}seentotal`)) ?? 0);
          assert.ok(total >= h.entries, `counted ${total}, held ${h.entries}`);
          assert.ok((await redis.raw.zcard(`${prefix}seenidx`)) >= h.records);
        },
      ),
      { numRuns: 15 },
    );
  });
});
