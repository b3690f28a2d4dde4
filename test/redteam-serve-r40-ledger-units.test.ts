// Red team, round 40: the MCP ledger book's weight bound counted in two units (46dbe10a). The memory book
// weighed a ledger as its value keys plus a unit per 64 characters not yet read and per two twin
// skeletons; a fleet's script counted hash fields (value keys and carried orders). One bound kept
// different ledgers on one replica and on a fleet, and the two pushed out in different orders (memory: the
// first client over its share it met, else the writer's own; Redis: a random one over its share, else the
// book's oldest). Now both count entries (TraceProvenance.entries = the hash's nt + nu + nc) and push out in
// one order (ledger-weights.ts toDrop, ledger-redis.ts LEDGER_WEIGHT_LUA): the same booking sequence keeps
// the same ledgers, charged alike. And ledgers a pre-round-39 replica wrote (no `lww:` charge) are charged
// to their owner when a round-40 replica first touches them; on 46dbe10a they never were.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { LocalProvenanceBook, SharedProvenanceBook } from '../src/server/provenance-book.js';
import type { RedisStore } from '../src/store/redis.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

const redis = redisFile();

/** A result that hands over `n` distinct hosts (several entries each). */
const hosts = (tag: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `See https://h${i}-${tag}.example.net/p.`).join(' ');

interface Booking {
  client: string;
  trace: number;
  values: number;
}

const BOUND = 1_600;
const memory = (): LocalProvenanceBook => new LocalProvenanceBook(10_000, 3_600_000, Date.now, 1_250, BOUND);

async function fleet(prefix: string): Promise<[SharedProvenanceBook, SharedProvenanceBook]> {
  const open = () => redis.open(redis.server.url, { keyPrefix: prefix, taintTtlMs: 60_000 });
  const book = (store: RedisStore) =>
    new SharedProvenanceBook(store, { ttlMs: 60_000, maxLedgers: 10_000, maxWeight: BOUND });
  return [book(await open()), book(await open())];
}

/** What a fleet's book keeps: its ledgers (sorted), the keys it counts, and each client's charge. */
async function fleetKept(prefix: string, clients: readonly string[]) {
  const members = await redis.raw.zrange(`${prefix}lbook`, '0', '-1');
  const kept = members.map((m) => m.slice(m.indexOf('\0') + 1)).sort();
  const per = await redis.raw.hgetall(`${prefix}lwper`);
  return {
    kept,
    total: Number((await redis.raw.get(`${prefix}lw`)) ?? 0),
    charges: clients.map((c) => Number(per[c] ?? 0)),
  };
}

async function book(bookings: readonly Booking[], prefix: string) {
  const mem = memory();
  const [a, b] = await fleet(prefix);
  for (const [i, w] of bookings.entries()) {
    const text = hosts(`${i}`, w.values);
    await mem.noteResult(`t${w.trace}`, 'fetch', text, 'all', w.client);
    await (i % 2 ? a : b).noteResult(`t${w.trace}`, 'fetch', text, 'all', w.client);
  }
  const clients = [...new Set(bookings.map((w) => w.client))];
  return {
    memory: {
      kept: mem.kept.sort(),
      total: mem.heldWeight,
      charges: clients.map((c) => mem.weightOf(c)),
    },
    fleet: await fleetKept(prefix, clients),
  };
}

describe('round 40: one unit and one order for the ledger book, in memory and in Redis', {
  skip: redisSkip,
}, () => {
  test('a filler, a victim and a writer into the victim’s traces: both books keep the same ledgers', async () => {
    const bookings: Booking[] = [];
    for (let i = 0; i < 3; i++) bookings.push({ client: 'victim', trace: i, values: 6 });
    for (let i = 0; i < 12; i++) bookings.push({ client: 'filler', trace: 10 + i, values: 30 });
    bookings.push({ client: 'other', trace: 1, values: 20 }, { client: 'victim', trace: 2, values: 40 });
    const { memory: m, fleet: f } = await book(bookings, `r40u:${randomUUID()}:`);
    assert.ok(m.total <= BOUND, `memory holds ${m.total}`);
    assert.ok(m.kept.length < 16, 'the bound pushed ledgers out');
    for (const id of ['t0', 't1', 't2']) assert.ok(m.kept.includes(id), `the victim lost ${id}`);
    assert.deepEqual(f, m);
  });

  test('fast-check: any booking sequence of three clients keeps the same ledgers and charges', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            client: fc.constantFrom('10.0.0.1', '10.0.0.2', 'key:ops'),
            trace: fc.integer({ min: 0, max: 9 }),
            values: fc.integer({ min: 1, max: 40 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        async (bookings) => {
          const { memory: m, fleet: f } = await book(bookings, `r40f:${randomUUID()}:`);
          assert.deepEqual(f, m);
        },
      ),
      { numRuns: 25 },
    );
  });

  test('ledgers a pre-round-39 replica wrote are charged to their owner once a replica touches them', async () => {
    const prefix = `r40o:${randomUUID()}:`;
    const [a] = await fleet(prefix);
    // Old-shape ledgers: keys, an owner, a place in the book, and no `lww:` charge (as round 38 wrote).
    const seed = async (trace: string, owner: string, n: number, tick: number) => {
      const fields: Record<string, string> = { nt: '0', nu: String(n), nc: '0', o: owner };
      for (let i = 0; i < n; i++) fields[`u:${(1_000_000 + tick * 1_000 + i).toString(36)}`] = 'fetch#1';
      await redis.raw.hset(`${prefix}ledger:${trace}`, fields);
      await redis.raw.pexpire(`${prefix}ledger:${trace}`, 60_000);
      await redis.raw.zadd(`${prefix}lbook`, tick, `${owner}\0${trace}`);
      await redis.raw.zadd(`${prefix}lown:${owner}`, tick, trace);
    };
    for (let i = 0; i < 8; i++) await seed(`old${i}`, 'old-writer', 300, i + 1);
    await redis.raw.set(`${prefix}ltick`, '100');
    // A round-40 replica's write into each: the old keys are charged to their owner, the new to the writer.
    for (let i = 0; i < 8; i++)
      await a.noteResult(`old${i}`, 'fetch', hosts(`n${i}`, 2), 'all', 'new-writer');
    let held = 0;
    for (const key of await redis.keysUnder(`${prefix}ledger:`)) {
      const h = await redis.raw.hgetall(key);
      if (h.g === undefined) held += Number(h.nt ?? 0) + Number(h.nu ?? 0) + Number(h.nc ?? 0);
    }
    const total = Number(await redis.raw.get(`${prefix}lw`));
    assert.ok(held <= BOUND, `the book holds ${held} keys against a bound of ${BOUND}`);
    assert.equal(total, held, 'what the book counts is what it holds');
    const per = await redis.raw.hgetall(`${prefix}lwper`);
    assert.equal(Number(per['old-writer'] ?? 0) + Number(per['new-writer'] ?? 0), held);
    // The old writer, over its share, lost its own oldest; the pushed-out ledgers restart full.
    assert.equal(await redis.raw.hget(`${prefix}ledger:old0`, 'full'), '1');
  });

  test('a tombstone a pre-round-39 replica left gives back the charges its ledger held', async () => {
    const prefix = `r40g:${randomUUID()}:`;
    const [a] = await fleet(prefix);
    for (let i = 0; i < 4; i++) await a.noteResult(`g${i}`, 'fetch', hosts(`g${i}`, 30), 'all', 'filler');
    const before = Number(await redis.raw.get(`${prefix}lw`));
    // An old replica's count bound forgot g0 its way: the hash became a tombstone, no charge given back.
    await redis.raw.del(`${prefix}ledger:g0`);
    await redis.raw.hset(`${prefix}ledger:g0`, { full: '1', g: '1', o: 'filler' });
    await redis.raw.zrem(`${prefix}lbook`, 'filler\0g0');
    // Writes that push the book over: the stale charge goes first, and the count comes back to what is held.
    for (let i = 4; i < 30; i++) await a.noteResult(`g${i}`, 'fetch', hosts(`g${i}`, 30), 'all', 'filler');
    let held = 0;
    for (const key of await redis.keysUnder(`${prefix}ledger:`)) {
      const h = await redis.raw.hgetall(key);
      if (h.g === undefined) held += Number(h.nt ?? 0) + Number(h.nu ?? 0) + Number(h.nc ?? 0);
    }
    assert.ok(before > 0);
    assert.equal(Number(await redis.raw.get(`${prefix}lw`)), held);
    assert.ok(held <= BOUND);
  });
});
