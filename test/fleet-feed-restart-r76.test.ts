// Round 76 (docs/fleet.md "Round 76"): a feed whose sequence restarts under its readers. Round 75 told a reader
// at 0 about a revocation lost with the feed and its sequence; a reader holding a later cursor was not: the
// restarted numbering reused numbers at or below its cursor, so `since` skipped the new events, or a reader
// ahead of the head was pulled back past them. Generated: events and revocations, which keys a stranger
// deletes, where the reader's cursor is, events after; each reader receives every event after the deletion
// or is told it missed events. Real redis-server; a memory store restarted under a reader too.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { missedEvents } from '../src/store/feed.js';
import { MemoryStore } from '../src/store/memory.js';
import { RedisStore } from '../src/store/redis.js';
import { storeKeys } from '../src/store/redis-scripts.js';
import type { FeedPage, StateStore } from '../src/store/types.js';
import { RedisServer, redisAvailability } from './store-redis-harness.js';

const availability = redisAvailability();
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 25);

/** Reads the feed from `since` to its end, as a polling reader does: the events and whether it was told. */
async function readAll(store: StateStore, since: number): Promise<{ tools: string[]; told: boolean }> {
  const tools: string[] = [];
  let told = false;
  let cursor = since;
  for (let i = 0; i < 100; i++) {
    const page: FeedPage = await store.changes(cursor, 50);
    if (i === 0) told = missedEvents(page, since);
    for (const e of page.events) tools.push(e.tool ?? e.kind);
    // A reader re-asking from the cursor it was given must come to rest (no page handed out again forever).
    if (page.events.length === 0) return { tools, told };
    cursor = page.cursor;
  }
  assert.fail('the reader never came to rest: the same events handed out again and again');
}

type Deleted = 'seq' | 'feed' | 'both';

interface Case {
  before: Array<'m' | 'r'>;
  deleted: Deleted;
  /** Where the reader's cursor is, as a share of the events before the deletion. */
  at: number;
  afterCount: number;
}

const cases = fc.record({
  before: fc.array(fc.constantFrom<'m' | 'r'>('m', 'm', 'r'), { minLength: 1, maxLength: 12 }),
  deleted: fc.constantFrom<Deleted>('seq', 'feed', 'both'),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  afterCount: fc.integer({ min: 1, max: 4 }),
});

async function runCase(url: string, c: Case): Promise<void> {
  const prefix = `r76:${randomUUID()}:`;
  const store = await RedisStore.connect(url, { keyPrefix: prefix });
  const raw = new Redis(url);
  try {
    const seqs: number[] = [];
    let n = 0;
    for (const kind of c.before) {
      if (kind === 'r') await store.revoke(`w-${n++}`);
      else seqs.push((await store.publish({ kind: 'mutation', tool: `old-${n++}` })).seq);
    }
    // The reader's cursor: one gate handed out (the head at some moment before the deletion).
    const head = (await store.changes(0, 1000)).cursor;
    const cursor = Math.floor(c.at * head);
    const keys = storeKeys(prefix);
    if (c.deleted !== 'feed') await raw.del(keys.seq);
    if (c.deleted !== 'seq') await raw.del(keys.feed);
    const after: string[] = [];
    for (let i = 0; i < c.afterCount; i++) {
      after.push(`new-${i}`);
      await store.publish({ kind: 'mutation', tool: `new-${i}` });
    }
    const { tools, told } = await readAll(store, cursor);
    const revoked = c.before.includes('r');
    // Both keys deleted before any revocation moved the epoch: nothing left tells (docs/fleet.md, Left).
    if (c.deleted === 'both' && !revoked) return;
    const got = after.every((t) => tools.includes(t));
    assert.ok(
      got || told,
      `reader at ${cursor} of ${head} after '${c.deleted}' deleted: got ${JSON.stringify(tools)}, not told`,
    );
    // Numbers are never reused: every new event is numbered past the old head.
    const page = await store.changes(0, 1000);
    for (const e of page.events)
      if (e.tool?.startsWith('new-')) assert.ok(e.seq > head, `new event at ${e.seq}`);
  } finally {
    raw.disconnect();
    await store.close();
  }
}

if ('skip' in availability) {
  test('feed restart (redis)', { skip: availability.skip }, () => {});
} else if ('fail' in availability) {
  test('feed restart needs redis-server', () => assert.fail(availability.fail));
} else {
  let server: RedisServer;
  before(async () => {
    server = await RedisServer.start(availability.bin);
  });
  after(() => server.kill());

  describe('a feed restarted under its readers (redis)', () => {
    test('found: the sequence deleted alone; a reader mid-feed gets the next event', () =>
      runCase(server.url, { before: ['m', 'm', 'm', 'm'], deleted: 'seq', at: 0.5, afterCount: 1 }));
    test('found: the sequence deleted alone after a revocation; a reader at the head gets the next event', () =>
      runCase(server.url, { before: ['m', 'r', 'm', 'm'], deleted: 'seq', at: 1, afterCount: 1 }));
    test('found: both deleted after a revocation; a reader one past the epoch is told', () =>
      runCase(server.url, { before: ['r', 'm', 'm', 'm'], deleted: 'both', at: 0.5, afterCount: 1 }));
    test('generated: events, revocations, deleted keys, cursors', () =>
      fc.assert(
        fc.asyncProperty(cases, (c) => runCase(server.url, c)),
        { numRuns: RUNS },
      ));
    test('a reader ahead of the head reads the retained window again and comes to rest', async () => {
      const store = await RedisStore.connect(server.url, { keyPrefix: `r76:${randomUUID()}:` });
      try {
        await store.publish({ kind: 'mutation', tool: 'a' });
        await store.publish({ kind: 'mutation', tool: 'b' });
        const { tools } = await readAll(store, 1_000_000);
        assert.deepEqual(tools, ['a', 'b']);
      } finally {
        await store.close();
      }
    });
  });
}

describe('a memory store restarted under its readers', () => {
  test('a reader holding the old process cursor gets the new process events', async () => {
    const old = new MemoryStore();
    for (let i = 0; i < 5; i++) await old.publish({ kind: 'mutation', tool: `old-${i}` });
    const cursor = (await old.changes(0, 100)).cursor;
    const restarted = new MemoryStore();
    await restarted.publish({ kind: 'mutation', tool: 'new-0' });
    await restarted.publish({ kind: 'mutation', tool: 'new-1' });
    const { tools } = await readAll(restarted, cursor - 1);
    assert.deepEqual(tools, ['new-0', 'new-1']);
  });
});
