// The vDSO over the embedded store: keys, the namespace rule, coherence with writes and revocations.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canonicalJson, sha256Hex } from '../src/kernel/canonical.js';
import { GateError } from '../src/kernel/errors.js';
import { isReadShaped } from '../src/kernel/policy/names.js';
import { MemoryStore } from '../src/store/memory.js';
import { namespaceOf, singular } from '../src/store/namespace.js';
import type { StateStore } from '../src/store/types.js';
import { Vdso } from '../src/store/vdso.js';

const OK = { content: 'order 7: shipped', status: 'OK', quarantined: false };

describe('namespace rule', () => {
  const cases: Array<[string, string]> = [
    ['get_order_status', 'order'],
    ['update_order', 'order'],
    ['list_orders', 'order'],
    ['delete_order', 'order'],
    ['read_file', 'file'],
    ['write_file', 'file'],
    ['read_multiple_files', 'file'],
    ['search_entries', 'entry'],
    ['getOrderStatus', 'order'],
    ['Read', 'fs'],
    ['Write', 'fs'],
    ['Edit', 'fs'],
    ['Bash', '*'],
    ['run_command', '*'],
    ['github.get_issue', 'github.issue'],
    ['mcp__github__create_issue', 'mcp.github.issue'],
    ['get_and_delete_order', 'order'],
    ['deploy', 'deploy'],
    ['search', 'search'],
  ];
  for (const [tool, ns] of cases) test(`${tool} → ${ns}`, () => assert.equal(namespaceOf(tool), ns));

  test('an override map wins over the rule', () => {
    assert.equal(namespaceOf('update_order', { update_order: 'billing' }), 'billing');
    assert.equal(namespaceOf('toString', {}), 'to.string', 'no prototype lookups');
  });

  test('singular keeps words that only look plural', () => {
    assert.deepEqual(
      ['status', 'address', 'addresses', 'boxes', 'policies', 'files', 'analysis'].map(singular),
      ['status', 'address', 'address', 'box', 'policy', 'file', 'analysis'],
    );
  });

  test('read-shaped names: a read prefix and no write-shaped segment', () => {
    assert.equal(isReadShaped('read_file'), true);
    assert.equal(isReadShaped('get_order_status'), true);
    assert.equal(isReadShaped('search_runs'), true);
    assert.equal(isReadShaped('Read'), true);
    assert.equal(isReadShaped('get_and_delete'), false);
    assert.equal(isReadShaped('update_order'), false);
    assert.equal(isReadShaped('Write'), false);
  });
});

describe('Vdso', () => {
  test('key is SHA-256 of the canonical {tool, args, namespace}, independent of argument order', () => {
    const vdso = new Vdso(new MemoryStore());
    const key = vdso.key('get_order', { id: 7, region: 'eu' }, 'order');
    assert.equal(
      key,
      sha256Hex(canonicalJson({ tool: 'get_order', args: { region: 'eu', id: 7 }, namespace: 'order' })),
    );
    assert.equal(key, vdso.key('get_order', { region: 'eu', id: 7 }, 'order'));
    assert.notEqual(key, vdso.key('get_order', { id: 7, region: 'eu' }, 'other'));
  });

  test('a miss, a fill, then a hit; stats count both', async () => {
    const vdso = new Vdso(new MemoryStore());
    assert.equal(await vdso.lookup('get_order', { id: 7 }), undefined);
    assert.equal(await vdso.fill('get_order', { id: 7 }, OK), true);
    const hit = await vdso.lookup('get_order', { id: 7 });
    assert.equal(hit?.content, OK.content);
    assert.equal(hit?.namespace, 'order');
    assert.equal(await vdso.lookup('get_order', { id: 8 }), undefined);
    assert.deepEqual(vdso.stats(), { lookups: 3, hits: 1, hitRate: 1 / 3 });
  });

  test('never caches a quarantined result, an error, or a write-shaped tool', async () => {
    const vdso = new Vdso(new MemoryStore());
    assert.equal(await vdso.fill('get_order', { id: 1 }, { ...OK, quarantined: true }), false);
    assert.equal(await vdso.fill('get_order', { id: 2 }, { ...OK, status: 'ERROR' }), false);
    assert.equal(await vdso.fill('update_order', { id: 3 }, OK), false);
    assert.equal(await vdso.lookup('get_order', { id: 1 }), undefined);
    assert.equal(await vdso.lookup('get_order', { id: 2 }), undefined);
    assert.equal(await vdso.lookup('update_order', { id: 3 }), undefined);
  });

  test('disabled: lookup and fill do nothing, writes still invalidate', async () => {
    const store = new MemoryStore();
    const on = new Vdso(store);
    const off = new Vdso(store, { enabled: false });
    await on.fill('get_order', { id: 1 }, OK);
    assert.equal(await off.lookup('get_order', { id: 1 }), undefined);
    assert.equal(await off.fill('get_order', { id: 2 }, OK), false);
    assert.deepEqual(off.stats(), { lookups: 0, hits: 0, hitRate: 0 });
    const outcome = await off.onWrite('update_order');
    assert.equal(outcome?.invalidated, 1);
    assert.equal(await on.lookup('get_order', { id: 1 }), undefined);
  });

  test('a write invalidates reads of its namespace only and publishes a mutation event', async () => {
    const store = new MemoryStore();
    const vdso = new Vdso(store);
    await vdso.fill('get_order_status', { id: 1 }, OK);
    await vdso.fill('read_file', { path: 'a' }, OK);
    const outcome = await vdso.onWrite('update_order', 'agent-a');
    assert.equal(outcome?.namespace, 'order');
    assert.equal(outcome?.invalidated, 1);
    assert.equal(await vdso.lookup('get_order_status', { id: 1 }), undefined);
    assert.equal((await vdso.lookup('read_file', { path: 'a' }))?.content, OK.content);
    const { events } = await store.changes(0, 10);
    assert.equal(events.length, 1);
    assert.equal(events[0]?.kind, 'mutation');
    assert.equal(events[0]?.tool, 'update_order');
    assert.deepEqual(events[0]?.tags, ['order']);
    assert.equal(events[0]?.agent, 'agent-a');
    assert.deepEqual(outcome?.event, events[0]);
  });

  test('global invalidation flushes every namespace on any write', async () => {
    const store = new MemoryStore();
    const vdso = new Vdso(store, { invalidation: 'global' });
    await vdso.fill('get_order', { id: 1 }, OK);
    await vdso.fill('read_file', { path: 'a' }, OK);
    const outcome = await vdso.onWrite('update_order');
    assert.equal(outcome?.namespace, '*');
    assert.equal(outcome?.invalidated, 2);
    assert.deepEqual(outcome?.event?.tags, ['order']);
    assert.equal(await vdso.lookup('read_file', { path: 'a' }), undefined);
  });

  test('a shell tool invalidates everything even under namespace invalidation', async () => {
    const vdso = new Vdso(new MemoryStore());
    await vdso.fill('read_file', { path: 'a' }, OK);
    await vdso.fill('Read', { file_path: 'a' }, OK);
    assert.equal((await vdso.onWrite('Bash'))?.invalidated, 2);
  });

  test('a read-shaped tool is not a write', async () => {
    const store = new MemoryStore();
    const vdso = new Vdso(store);
    await vdso.fill('get_order', { id: 1 }, OK);
    assert.equal(await vdso.onWrite('get_order'), undefined);
    assert.equal((await vdso.lookup('get_order', { id: 1 }))?.content, OK.content);
    assert.equal((await store.changes(0, 10)).events.length, 0);
  });

  test('a read that started before a write is not cached after it (the fill is fenced)', async () => {
    const vdso = new Vdso(new MemoryStore());
    assert.equal(await vdso.lookup('get_order', { id: 1 }), undefined);
    await vdso.onWrite('update_order');
    await vdso.fill('get_order', { id: 1 }, OK);
    assert.equal(await vdso.lookup('get_order', { id: 1 }), undefined);
    await vdso.fill('get_order', { id: 1 }, OK);
    assert.equal((await vdso.lookup('get_order', { id: 1 }))?.content, OK.content, 'the next read fills');
  });

  test('an entry filled under a witness is evicted by its revocation and never served after', async () => {
    const store = new MemoryStore();
    const vdso = new Vdso(store);
    await vdso.fill('get_order', { id: 1 }, OK, { witness: 'w1' });
    assert.equal((await vdso.lookup('get_order', { id: 1 }))?.witness, 'w1');
    const { evicted } = await store.revoke('w1');
    assert.equal(evicted, 1);
    assert.equal(await vdso.lookup('get_order', { id: 1 }), undefined);
    assert.equal(await vdso.fill('get_order', { id: 1 }, OK, { witness: 'w1' }), false);
    assert.equal(await vdso.lookup('get_order', { id: 1 }), undefined);
  });

  test('a witness-filled entry is not served once the trust epoch moved past it', async () => {
    const store = new MemoryStore();
    const vdso = new Vdso(store);
    await vdso.fill('get_order', { id: 1 }, OK, { witness: 'w1' });
    await vdso.fill('get_order', { id: 2 }, OK);
    await store.revoke('unrelated');
    assert.equal(await vdso.lookup('get_order', { id: 1 }), undefined);
    assert.equal((await vdso.lookup('get_order', { id: 2 }))?.content, OK.content, 'plain entries stand');
  });

  test('a lookup presenting a revoked witness is never served', async () => {
    const store = new MemoryStore();
    const vdso = new Vdso(store);
    await vdso.fill('get_order', { id: 1 }, OK);
    await store.revoke('w1');
    assert.equal(await vdso.lookup('get_order', { id: 1 }, { witness: 'w1' }), undefined);
    assert.equal((await vdso.lookup('get_order', { id: 1 }, { witness: 'w2' }))?.content, OK.content);
  });

  test('a revoke during a witness-bearing read keeps its result out of the cache', async () => {
    const store = new MemoryStore();
    const vdso = new Vdso(store);
    assert.equal(await vdso.lookup('get_order', { id: 1 }, { witness: 'w1' }), undefined);
    await store.revoke('other');
    await vdso.fill('get_order', { id: 1 }, OK, { witness: 'w1' });
    assert.equal(await store.cacheGet(vdso.key('get_order', { id: 1 }, 'order')), undefined);
  });

  test('a store fault is a miss, a skipped fill, and a write that still completes', async () => {
    const down = (): Promise<never> => Promise.reject(new GateError('STORE_UNAVAILABLE', 'down'));
    const broken: StateStore = Object.assign(new MemoryStore(), {
      cacheGet: down,
      cachePut: down,
      invalidate: down,
      publish: down,
      trustEpoch: down,
      isRevoked: down,
    });
    const vdso = new Vdso(broken);
    assert.equal(await vdso.lookup('get_order', { id: 1 }), undefined);
    assert.equal(await vdso.fill('get_order', { id: 1 }, OK), false);
    assert.deepEqual(await vdso.onWrite('update_order'), { namespace: 'order', invalidated: 0 });
  });

  test('arguments canonical JSON cannot encode are never cached', async () => {
    const vdso = new Vdso(new MemoryStore());
    assert.equal(await vdso.fill('get_order', { id: Number.NaN }, OK), false);
    assert.equal(await vdso.lookup('get_order', { id: Number.NaN }), undefined);
  });
});
