// Round 35 red team: MemoryStore's records of seen values were bounded by count only (10,000 traces), and
// a record holds up to 8,192 entries (about 300 kB): a client sending results full of distinct values on
// fresh traces grew gate by 370 MB from one address, 3 GB from eight. Now the entries all records hold are
// bounded too (SEEN_ENTRIES_PER_TRACE a trace kept), a client's part an eighth: a flood pushes out and
// forgets (reads full) its own records first, another client's stay readable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { MemoryStore } from '../src/store/memory.js';
import * as seenBounds from '../src/store/types.js';

const { SEEN_MAX } = seenBounds;
// Read through the namespace, so this file also loads (and fails on the flood) on a build without it.
const SEEN_ENTRIES_PER_TRACE: number = seenBounds.SEEN_ENTRIES_PER_TRACE ?? 512;

const SEEN_TRACES = 80;
const BUDGET = Math.max(SEEN_MAX, SEEN_TRACES * SEEN_ENTRIES_PER_TRACE);

const held = (store: MemoryStore): number => {
  const seen = (store as unknown as { seen: Map<string, { entries: Set<number> }> }).seen;
  let n = 0;
  for (const r of seen.values()) n += r.entries.size;
  return n;
};

const entries = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => (from + i) * 4);

test('a flood of full records stays within the entry bound and forgets its own first', async () => {
  const store = new MemoryStore({ seenTraces: SEEN_TRACES });
  for (let i = 0; i < 4; i++)
    await store.rememberSeen(`victim${i}`, entries(i * 1000, 300), false, '127.0.0.2');
  // Twenty full records: 163,840 entries, four times the bound, under the count bound (80).
  for (let i = 0; i < 20; i++)
    await store.rememberSeen(`flood${i}`, entries(1e6 + i * SEEN_MAX, SEEN_MAX), false, '127.0.0.1');
  assert.ok(held(store) <= BUDGET, `${held(store)} entries held, bound ${BUDGET}`);
  for (let i = 0; i < 4; i++) {
    const r = await store.seenOn(`victim${i}`, '127.0.0.2');
    assert.deepEqual(r, { entries: entries(i * 1000, 300), full: false }, `victim${i} kept`);
  }
  // Pushed out while live: read full, so every value the user did not give is held (fail closed).
  assert.equal((await store.seenOn('flood0', '127.0.0.1')).full, true);
  const last = await store.seenOn('flood19', '127.0.0.1');
  assert.equal(last.entries.length, SEEN_MAX, 'the newest record is kept whole');
});

test('generated writes: the bound holds, and the entries held are the sum of the records kept', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          trace: fc.integer({ min: 0, max: 40 }),
          client: fc.constantFrom('10.0.0.1', '10.0.0.2', '10.0.0.3'),
          n: fc.integer({ min: 0, max: SEEN_MAX }),
          from: fc.integer({ min: 0, max: 1e6 }),
        }),
        { maxLength: 40 },
      ),
      async (writes) => {
        let t = 1_000_000;
        const store = new MemoryStore({ seenTraces: 16, taintTtlMs: 5_000, now: () => t });
        const budget = Math.max(SEEN_MAX, 16 * SEEN_ENTRIES_PER_TRACE);
        for (const w of writes) {
          t += 400; // records expire and are replaced along the way
          await store.rememberSeen(`t${w.trace}`, entries(w.from, w.n), false, w.client);
          assert.ok(held(store) <= budget, `${held(store)} > ${budget}`);
          const counted = (store as unknown as { seenEntryCount: number }).seenEntryCount;
          assert.equal(counted, held(store), 'the running count is the records’ sum');
        }
      },
    ),
    { numRuns: 60 },
  );
});
