// MemoryStore's record of seen values shared fairly between clients (round 27, docs/provenance.md "Round
// 27: the record of seen values in per-client shares"): one client's flood of fresh traces pushes out and
// forgets only its own records; another client's stay readable, its new traces start empty.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryStore } from '../src/store/memory.js';
import { FORGOTTEN_PER_SEEN } from '../src/store/types.js';

// A small `--max-seen-traces` (the default's 10,000 behave alike, only slower to fill).
const SEEN_TRACES = 400;
const FORGOTTEN_TRACES = SEEN_TRACES * FORGOTTEN_PER_SEEN;

function clock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}
const sizes = (store: MemoryStore) => {
  const s = store as unknown as { forgotten: Map<string, number>; seen: Map<string, unknown> };
  return { seen: s.seen.size, forgotten: s.forgotten.size };
};

test('one client’s flood pushes out and forgets only its own records', async () => {
  const c = clock();
  const store = new MemoryStore({ taintTtlMs: 1000, seenTraces: SEEN_TRACES, now: c.now });
  for (let i = 0; i < 50; i++) await store.rememberSeen(`victim${i}`, [i], false, '127.0.0.2');
  // Past the book and past the attacker's own memory of forgotten traces.
  for (let i = 0; i < SEEN_TRACES + FORGOTTEN_TRACES / 8 + 10; i++)
    await store.rememberSeen(`f${i}`, [i], false, '127.0.0.1');
  for (let i = 0; i < 50; i++)
    assert.deepEqual(await store.seenOn(`victim${i}`, '127.0.0.2'), { entries: [i], full: false });
  assert.deepEqual(await store.seenOn('victim-new', '127.0.0.2'), { entries: [], full: false });
  // The flooder's own: pushed out reads full, and past its share every trace it starts reads full.
  assert.equal((await store.seenOn('f0', '127.0.0.1')).full, true);
  assert.equal((await store.seenOn('flood-new', '127.0.0.1')).full, true);
  const { seen, forgotten } = sizes(store);
  assert.ok(seen <= SEEN_TRACES && forgotten <= FORGOTTEN_TRACES / 8, `${seen} ${forgotten}`);
  c.advance(1000);
  assert.equal((await store.seenOn('flood-new', '127.0.0.1')).full, false, 'one TTL later: over');
});

test('a victim’s own records are pushed out by its own traffic only, oldest first', async () => {
  const store = new MemoryStore({ taintTtlMs: 1000, seenTraces: SEEN_TRACES, now: clock().now });
  await store.rememberSeen('victim', [1], false, '::1');
  for (let i = 0; i < SEEN_TRACES; i++) await store.rememberSeen(`f${i}`, [i], false, `10.0.0.${i % 4}`);
  assert.deepEqual(await store.seenOn('victim', '::1'), { entries: [1], full: false });
  assert.equal(
    (await store.seenOn('f3', '10.0.0.3')).full,
    true,
    'the last writer pushed out its own oldest',
  );
});

test('many clients flooding at once still meet the book-wide rule', async () => {
  const store = new MemoryStore({ taintTtlMs: 1000, seenTraces: SEEN_TRACES, now: clock().now });
  await store.rememberSeen('victim', [1], false, '::1');
  for (let i = 0; i < SEEN_TRACES + 10; i++)
    await store.rememberSeen(`f${i}`, [i], false, `10.0.${i % 16}.1`);
  // Sixteen clients under their shares fill the book: its oldest (the victim's) goes, remembered full.
  assert.deepEqual(await store.seenOn('victim', '::1'), { entries: [], full: true });
});
