// MemoryStore: the shared contract, then what only the embedded store promises (bounds and expiry on its clock).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MemoryStore } from '../src/store/memory.js';
import { entry, runStoreContract } from './store-contract.js';

runStoreContract('memory', async (sizes) => new MemoryStore(sizes));

function clock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('MemoryStore bounds', () => {
  test('a taint expires after its ttl and a re-taint extends it', async () => {
    const c = clock();
    const store = new MemoryStore({ taintTtlMs: 1000, now: c.now });
    await store.taint('t', 'poisoned_result');
    c.advance(600);
    await store.taint('t', 'poisoned_result');
    c.advance(600);
    assert.equal(await store.isTainted('t'), true);
    c.advance(400);
    assert.equal(await store.isTainted('t'), false);
  });

  test('past maxTraces no taint is forgotten: every trace is held until the refused taint expires', async () => {
    const c = clock();
    const store = new MemoryStore({ maxTraces: 2, taintTtlMs: 1000, now: c.now });
    await store.taint('a', 'poisoned_result');
    await store.taint('b', 'poisoned_result');
    await store.taint('a', 'untrusted_source');
    assert.equal(await store.isTainted('unknown'), false);
    await store.taint('c', 'poisoned_result');
    assert.deepEqual(
      [await store.isTainted('a'), await store.isTainted('b'), await store.isTainted('c')],
      [true, true, true],
    );
    assert.equal(await store.isTainted('unknown'), true, 'a trace it cannot vouch for is held');
    assert.deepEqual(store.health(), { ok: true, kind: 'memory', detail: 'taint on hold' });
    c.advance(1000);
    assert.equal(await store.isTainted('unknown'), false);
    assert.deepEqual(store.health(), { ok: true, kind: 'memory' });
  });

  test('relayed responses are bounded and expire with the taint ttl: a forgotten one names no trace', async () => {
    const c = clock();
    const store = new MemoryStore({ maxResponses: 2, taintTtlMs: 1000, now: c.now });
    await store.rememberResponse('r1', 't1');
    await store.rememberResponse('r2', 't2');
    await store.rememberResponse('r3', 't3');
    assert.deepEqual(
      [await store.responseTrace('r1'), await store.responseTrace('r2'), await store.responseTrace('r3')],
      [undefined, 't2', 't3'],
    );
    c.advance(1000);
    assert.equal(await store.responseTrace('r3'), undefined);
  });

  test('a cached entry expires after the cache ttl and is not counted by invalidate', async () => {
    const c = clock();
    const store = new MemoryStore({ cacheTtlMs: 1000, now: c.now });
    await store.cachePut(entry('k1', 'order'));
    c.advance(999);
    assert.equal((await store.cacheGet('k1'))?.key, 'k1');
    await store.cachePut(entry('k2', 'order'));
    c.advance(1);
    assert.equal(await store.cacheGet('k1'), undefined);
    c.advance(1);
    assert.equal(await store.invalidate('order'), 1);
  });

  test('feed events carry the injected clock as RFC 3339 UTC', async () => {
    const store = new MemoryStore({ now: () => Date.UTC(2025, 0, 2, 3, 4, 5) });
    const event = await store.publish({ kind: 'policy_reload' });
    assert.equal(event.ts, '2025-01-02T03:04:05.000Z');
  });

  test('a long run keeps the feed window exact while trimming in batches', async () => {
    const store = new MemoryStore({ feedWindow: 16 });
    for (let i = 1; i <= 1000; i++) {
      await store.publish({ kind: 'mutation' });
      const page = await store.changes(0, 100);
      assert.equal(page.oldest, Math.max(1, i - 15));
      assert.equal(page.events.length, Math.min(i, 16));
    }
  });
});
