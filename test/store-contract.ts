// The StateStore conformance suite: every store (memory, Redis) runs it and must pass all of it.
// A store may skip a test only with a stated reason (hono's common.case.test.ts pattern).
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { missedEvents } from '../src/store/feed.js';
import type { CacheFence } from '../src/store/fence.js';
import type { CacheEntry, StateStore } from '../src/store/types.js';

/** The sizes the suite needs a store built with, so it can test the bounds. */
export interface ContractStoreOptions {
  feedWindow: number;
  cacheMaxEntries: number;
  cacheMaxBytes: number;
  cacheMaxEntryBytes: number;
}

export type ContractStore = StateStore & CacheFence;

export interface ContractOptions {
  /** Test name to the reason it does not apply to this store. */
  skip?: Record<string, string>;
}

const SIZES: ContractStoreOptions = {
  feedWindow: 8,
  cacheMaxEntries: 4,
  cacheMaxBytes: 1000,
  cacheMaxEntryBytes: 600,
};

export function entry(key: string, namespace: string, extra: Partial<CacheEntry> = {}): CacheEntry {
  return {
    key,
    namespace,
    tool: `get_${namespace}`,
    content: `content of ${key}`,
    status: 'OK',
    trustEpoch: 0,
    ...extra,
  };
}

export function runStoreContract(
  name: string,
  makeStore: (options: ContractStoreOptions) => Promise<ContractStore>,
  options: ContractOptions = {},
): void {
  describe(`StateStore contract: ${name}`, () => {
    const opened: ContractStore[] = [];
    after(async () => {
      await Promise.all(opened.map((s) => s.close()));
    });
    const fresh = async (): Promise<ContractStore> => {
      const store = await makeStore(SIZES);
      opened.push(store);
      return store;
    };
    const it = (title: string, body: (store: ContractStore) => Promise<void>): void => {
      const reason = options.skip?.[title];
      if (reason !== undefined) test(title, { skip: reason }, () => {});
      else test(title, async () => body(await fresh()));
    };

    it('health is ok and names the store kind', async (store) => {
      assert.deepEqual(store.health(), { ok: true, kind: store.kind });
    });

    it('taint is per trace', async (store) => {
      assert.equal(await store.isTainted('t1'), false);
      await store.taint('t1', 'poisoned_result');
      assert.equal(await store.isTainted('t1'), true);
      assert.equal(await store.isTainted('t2'), false);
      await store.taint('t2', 'untrusted_source');
      assert.equal(await store.isTainted('t2'), true);
    });

    // The cause decides whether provenance may narrow the whole-trace rule (docs/provenance.md, "A
    // withheld result"), so a later, weaker mark (an untrusted read after a poisoned one) must not wash it.
    it('a taint mark keeps its strongest cause', async (store) => {
      assert.equal(await store.taintCause('c1'), undefined);
      await store.taint('c1', 'poisoned_at_client');
      await store.taint('c1', 'untrusted_source');
      await store.taint('c1', 'poisoned_result');
      assert.equal(await store.taintCause('c1'), 'poisoned_at_client');
      await store.taint('c2', 'untrusted_source');
      assert.equal(await store.taintCause('c2'), 'untrusted_source');
      await store.taint('c2', 'poisoned_result');
      assert.equal(await store.taintCause('c2'), 'poisoned_result');
    });

    it('a relayed response names its trace; one never relayed names none', async (store) => {
      assert.equal(await store.responseTrace('resp_1'), undefined);
      await store.rememberResponse('resp_1', 't1');
      await store.rememberResponse('resp_2', 't2');
      assert.equal(await store.responseTrace('resp_1'), 't1');
      assert.equal(await store.responseTrace('resp_2'), 't2');
      assert.equal(await store.responseTrace('resp_3'), undefined);
    });

    it("a trace's record of seen values keeps what was added, bounded, and names none for another trace", async (store) => {
      assert.deepEqual(await store.seenOn('s1'), { entries: [], full: false });
      await store.rememberSeen('s1', [4 * 281474976710655 + 2, 8]);
      await store.rememberSeen('s1', [8, 13]);
      const got = await store.seenOn('s1');
      assert.deepEqual(
        [...(got?.entries ?? [])].sort((a, b) => a - b),
        [8, 13, 4 * 281474976710655 + 2],
      );
      assert.equal(got?.full, false);
      assert.deepEqual(await store.seenOn('s2'), { entries: [], full: false });
      // Past the bound the record is full: a value it dropped may be any the user did not give.
      await store.rememberSeen(
        's3',
        Array.from({ length: 8200 }, (_, i) => i * 4),
      );
      const full = await store.seenOn('s3');
      assert.equal(full?.full, true);
      assert.ok((full?.entries.length ?? 0) <= 8192);
    });

    it('revoke marks the witness revoked and bumps the trust epoch each time', async (store) => {
      assert.equal(await store.trustEpoch(), 0);
      assert.equal(await store.isRevoked('w1'), false);
      const first = await store.revoke('w1');
      assert.equal(first.trustEpoch, 1);
      assert.equal(await store.trustEpoch(), 1);
      assert.equal(await store.isRevoked('w1'), true);
      assert.equal(await store.isRevoked('w2'), false);
      const second = await store.revoke('w2');
      assert.equal(second.trustEpoch, 2);
    });

    it('revoke evicts exactly the entries filled under the witness', async (store) => {
      await store.cachePut(entry('k1', 'order', { witness: 'w1' }));
      await store.cachePut(entry('k2', 'file', { witness: 'w1' }));
      await store.cachePut(entry('k3', 'order', { witness: 'w2' }));
      await store.cachePut(entry('k4', 'order'));
      const { evicted } = await store.revoke('w1');
      assert.equal(evicted, 2);
      assert.equal(await store.cacheGet('k1'), undefined);
      assert.equal(await store.cacheGet('k2'), undefined);
      assert.equal((await store.cacheGet('k3'))?.witness, 'w2');
      assert.equal((await store.cacheGet('k4'))?.key, 'k4');
      // The evicted entries are gone from the namespace index too: invalidating counts only the live ones.
      assert.equal(await store.invalidate('order'), 2);
    });

    it('revoke publishes a revocation event with witness, evicted and trust_epoch', async (store) => {
      await store.cachePut(entry('k1', 'order', { witness: 'w1' }));
      const { trustEpoch } = await store.revoke('w1', 'agent-a');
      const page = await store.changes(0, 10);
      assert.equal(page.events.length, 1);
      const event = page.events[0]!;
      assert.equal(event.kind, 'revocation');
      assert.equal(event.witness, 'w1');
      assert.equal(event.evicted, 1);
      assert.equal(event.trust_epoch, trustEpoch);
      assert.equal(event.agent, 'agent-a');
    });

    it('a fill under a revoked witness, or older than the trust epoch, is refused', async (store) => {
      await store.revoke('w1');
      await store.cachePut(entry('k1', 'order', { witness: 'w1', trustEpoch: 1 }));
      assert.equal(await store.cacheGet('k1'), undefined);
      await store.cachePut(entry('k2', 'order', { witness: 'w2', trustEpoch: 0 }));
      assert.equal(await store.cacheGet('k2'), undefined, 'a witness fill from before the epoch moved');
      await store.cachePut(entry('k3', 'order', { witness: 'w2', trustEpoch: 1 }));
      assert.equal((await store.cacheGet('k3'))?.witness, 'w2');
    });

    it('publish numbers events by one and stamps the trust epoch and time', async (store) => {
      const a = await store.publish({ kind: 'mutation', tool: 'update_order', tags: ['order'] });
      await store.revoke('w');
      const b = await store.publish({ kind: 'policy_reload' });
      assert.equal(a.seq, 1);
      assert.equal(b.seq, 3);
      assert.equal(a.trust_epoch, 0);
      assert.equal(b.trust_epoch, 1);
      assert.ok(!Number.isNaN(Date.parse(a.ts)), 'ts is a date');
      assert.match(a.ts, /Z$/);
      const page = await store.changes(0, 10);
      assert.deepEqual(
        page.events.map((e) => [e.seq, e.kind]),
        [
          [1, 'mutation'],
          [2, 'revocation'],
          [3, 'policy_reload'],
        ],
      );
      assert.deepEqual(page.events[0]!.tags, ['order']);
      assert.equal(page.events[0]!.tool, 'update_order');
    });

    it('changes pages with since, limit and cursor, each event once and in order', async (store) => {
      for (let i = 1; i <= 5; i++) await store.publish({ kind: 'mutation', tool: `t${i}` });
      const seen: number[] = [];
      let cursor = 0;
      for (let pages = 0; pages < 10; pages++) {
        const page = await store.changes(cursor, 2);
        assert.ok(page.events.length <= 2);
        seen.push(...page.events.map((e) => e.seq));
        if (page.events.length === 0) break;
        assert.equal(page.cursor, page.events.at(-1)!.seq);
        cursor = page.cursor;
      }
      assert.deepEqual(seen, [1, 2, 3, 4, 5]);
      const tail = await store.changes(3, 100);
      assert.deepEqual(
        tail.events.map((e) => e.seq),
        [4, 5],
      );
      assert.equal(tail.cursor, 5);
    });

    it('an empty feed reports oldest 1, cursor at since, no events', async (store) => {
      assert.deepEqual(await store.changes(0, 10), { events: [], cursor: 0, oldest: 1 });
    });

    it('limit 0 returns nothing and leaves the cursor where it was', async (store) => {
      await store.publish({ kind: 'mutation' });
      const page = await store.changes(0, 0);
      assert.deepEqual(page.events, []);
      assert.equal(page.cursor, 0);
    });

    // Round 76 (feed.ts readFrom): the feed restarted under the reader, so what it holds is new to it.
    it('a since ahead of the head reads the retained feed again from its start', async (store) => {
      await store.publish({ kind: 'mutation', tool: 'first' });
      const page = await store.changes(50, 10);
      assert.deepEqual(
        page.events.map((e) => e.tool),
        ['first'],
      );
      assert.equal(page.cursor, 1);
      await store.publish({ kind: 'mutation', tool: 'next' });
      const next = await store.changes(page.cursor, 10);
      assert.deepEqual(
        next.events.map((e) => e.tool),
        ['next'],
      );
    });

    it('excludeAgent skips an agent own events but still advances the cursor', async (store) => {
      await store.publish({ kind: 'mutation', tool: 'a1', agent: 'a' });
      await store.publish({ kind: 'mutation', tool: 'b1', agent: 'b' });
      await store.publish({ kind: 'mutation', tool: 'a2', agent: 'a' });
      await store.publish({ kind: 'mutation', tool: 'none' });
      const page = await store.changes(0, 10, 'a');
      assert.deepEqual(
        page.events.map((e) => e.tool),
        ['b1', 'none'],
      );
      assert.equal(page.cursor, 4);
      const onlyOwn = await store.changes(2, 10, 'a');
      assert.deepEqual(
        onlyOwn.events.map((e) => e.tool),
        ['none'],
      );
      const limited = await store.changes(0, 1, 'a');
      assert.deepEqual(
        limited.events.map((e) => e.tool),
        ['b1'],
      );
      assert.equal(limited.cursor, 2);
    });

    it('the feed keeps a bounded window and reports its oldest retained seq', async (store) => {
      const total = SIZES.feedWindow + 3;
      for (let i = 1; i <= total; i++) await store.publish({ kind: 'mutation', tool: `t${i}` });
      const page = await store.changes(0, 100);
      assert.equal(page.oldest, 4);
      assert.deepEqual(
        page.events.map((e) => e.seq),
        Array.from({ length: SIZES.feedWindow }, (_, i) => i + 4),
      );
      assert.equal(missedEvents(page, 0), true, 'a reader at 0 missed 1..3');
      assert.equal(missedEvents(page, 3), false, 'a reader at 3 missed nothing');
      assert.equal(page.cursor, total);
    });

    it('cache get returns what put stored; a second put replaces it', async (store) => {
      assert.equal(await store.cacheGet('k1'), undefined);
      const stored = entry('k1', 'order', { witness: 'w', trustEpoch: 0 });
      await store.cachePut(stored);
      assert.deepEqual(await store.cacheGet('k1'), stored);
      await store.cachePut(entry('k1', 'file', { content: 'new' }));
      const replaced = await store.cacheGet('k1');
      assert.equal(replaced?.content, 'new');
      assert.equal(replaced?.namespace, 'file');
      assert.equal(replaced?.witness, undefined);
      // The replaced entry left its old indexes: neither the old namespace nor the old witness reaches it.
      assert.equal(await store.invalidate('order'), 0);
      assert.equal((await store.revoke('w')).evicted, 0);
      assert.equal((await store.cacheGet('k1'))?.content, 'new');
    });

    it('invalidate drops one namespace and returns how many', async (store) => {
      await store.cachePut(entry('k1', 'order'));
      await store.cachePut(entry('k2', 'order'));
      await store.cachePut(entry('k3', 'file'));
      assert.equal(await store.invalidate('order'), 2);
      assert.equal(await store.cacheGet('k1'), undefined);
      assert.equal(await store.cacheGet('k2'), undefined);
      assert.equal((await store.cacheGet('k3'))?.key, 'k3');
      assert.equal(await store.invalidate('order'), 0);
      assert.equal(await store.invalidate('nothing'), 0);
    });

    it("invalidate('*') drops every namespace", async (store) => {
      await store.cachePut(entry('k1', 'order'));
      await store.cachePut(entry('k2', 'file', { witness: 'w' }));
      assert.equal(await store.invalidate('*'), 2);
      assert.equal(await store.cacheGet('k1'), undefined);
      assert.equal(await store.cacheGet('k2'), undefined);
      assert.equal((await store.revoke('w')).evicted, 0);
    });

    it('a fill fenced before an invalidation of its namespace is refused', async (store) => {
      const orderFence = await store.cacheFence('order');
      const fileFence = await store.cacheFence('file');
      await store.invalidate('order');
      await store.cachePut({ ...entry('k1', 'order'), fence: orderFence } as CacheEntry);
      assert.equal(await store.cacheGet('k1'), undefined, 'the read began before the write');
      await store.cachePut({ ...entry('k2', 'file'), fence: fileFence } as CacheEntry);
      assert.equal((await store.cacheGet('k2'))?.key, 'k2', 'another namespace is unaffected');
      await store.cachePut({ ...entry('k3', 'order'), fence: await store.cacheFence('order') } as CacheEntry);
      assert.equal((await store.cacheGet('k3'))?.key, 'k3');
      const beforeFlush = await store.cacheFence('file');
      await store.invalidate('*');
      await store.cachePut({ ...entry('k4', 'file'), fence: beforeFlush } as CacheEntry);
      assert.equal(await store.cacheGet('k4'), undefined, "'*' moves every fence");
    });

    it('the cache holds at most its entry cap, evicting the least recently used', async (store) => {
      for (let i = 1; i <= SIZES.cacheMaxEntries; i++) await store.cachePut(entry(`k${i}`, 'n'));
      await store.cacheGet('k1');
      await store.cachePut(entry('k5', 'n'));
      await store.cachePut(entry('k6', 'n'));
      const present: string[] = [];
      for (let i = 1; i <= 6; i++) if (await store.cacheGet(`k${i}`)) present.push(`k${i}`);
      assert.deepEqual(present, ['k1', 'k4', 'k5', 'k6']);
    });

    it('the cache holds at most its byte cap, evicting the least recently used', async (store) => {
      const big = (key: string) => entry(key, 'n', { content: 'x'.repeat(300) });
      await store.cachePut(big('k1'));
      await store.cachePut(big('k2'));
      await store.cachePut(big('k3'));
      await store.cacheGet('k1');
      await store.cachePut(big('k4'));
      assert.equal(await store.cacheGet('k2'), undefined);
      for (const k of ['k1', 'k3', 'k4']) assert.equal((await store.cacheGet(k))?.key, k);
      // Dropped entries give their bytes back: after an invalidation the cache fills to the cap again.
      await store.invalidate('n');
      for (const k of ['k5', 'k6', 'k7']) await store.cachePut(big(k));
      for (const k of ['k5', 'k6', 'k7']) assert.equal((await store.cacheGet(k))?.key, k);
    });

    it('a result larger than the entry cap is never cached', async (store) => {
      await store.cachePut(entry('k1', 'n', { content: 'x'.repeat(700) }));
      assert.equal(await store.cacheGet('k1'), undefined);
    });
  });
}
