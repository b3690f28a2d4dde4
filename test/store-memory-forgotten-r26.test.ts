// MemoryStore's record of seen values past its bound of traces (`--max-seen-traces`, 10,000 by default,
// 400 here; round 26, docs/provenance.md "Round 26's red team"): a live record pushed out reads full for
// one TTL, as a forgotten MCP ledger restarts full; past ten times the bound forgotten at once, every
// trace with no record reads full for one TTL. Memory stays bounded.
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

test('a live record a flood pushed out reads full for one TTL; an expired one and a new trace read empty', async () => {
  const c = clock();
  const store = new MemoryStore({ taintTtlMs: 1000, seenTraces: SEEN_TRACES, now: c.now });
  await store.rememberSeen('victim', [7]);
  await store.rememberSeen('old', [8]);
  c.advance(1000); // `old` and `victim` expired, then `victim` renewed by a read
  await store.rememberSeen('victim', [7]);
  for (let i = 0; i <= SEEN_TRACES; i++) await store.rememberSeen(`f${i}`, [i]);
  assert.deepEqual(await store.seenOn('victim'), { entries: [], full: true });
  // Round 28: a record expired within the resume window reads full (docs/provenance.md, "Round 28, third pass").
  assert.deepEqual(await store.seenOn('old'), { entries: [], full: true }, 'expired, resumed');
  assert.deepEqual(await store.seenOn('fresh'), { entries: [], full: false });
  await store.rememberSeen('victim', [9]);
  assert.deepEqual(await store.seenOn('victim'), { entries: [9], full: true }, 'written again: still full');
  c.advance(1000);
  assert.deepEqual(await store.seenOn('victim'), { entries: [], full: true }, 'one TTL later: resumed, full');
});

test('past the forgotten bound every trace with no record reads full for one TTL; memory bounded', async () => {
  const c = clock();
  const store = new MemoryStore({ taintTtlMs: 1000, seenTraces: SEEN_TRACES, now: c.now });
  const forgotten = () => (store as unknown as { forgotten: Map<string, number> }).forgotten.size;
  const seen = () => (store as unknown as { seen: Map<string, unknown> }).seen.size;
  for (let i = 0; i < SEEN_TRACES + FORGOTTEN_TRACES + 10; i++) await store.rememberSeen(`f${i}`, [i]);
  assert.ok(seen() <= SEEN_TRACES && forgotten() <= FORGOTTEN_TRACES, `${seen()} ${forgotten()}`);
  assert.equal((await store.seenOn('never-seen')).full, true);
  c.advance(1000);
  assert.equal((await store.seenOn('never-seen')).full, false);
});
