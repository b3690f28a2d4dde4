// Redis's own time a ledger booking costs (INFO commandstats: evalsha, the ledger script), for one build
// or several against one redis-server, interleaved (round 39: the book's keys charged to their writers).
// Run: `node dist/bench/ledger-book.js [dist-root ...]` (each root a build's directory holding dist/;
// default this build). Rows: fresh traces under the book's key bound, then a book kept at its bound.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Redis } from 'ioredis';
import { buildModule, evalshaMicros, redisTimeTable } from './redis-time.js';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The book's key bound in the second row: small enough that most bookings push a ledger out. */
const FULL_KEYS = 20_000;

interface Build {
  root: string;
  RedisStore: { connect(url: string, o: object): Promise<{ close(): Promise<void> }> };
  SharedProvenanceBook: new (
    store: unknown,
    o: object,
  ) => { noteResult(t: string, tool: string, text: string, f: 'all', c: string): Promise<void> };
}

async function load(root: string): Promise<Build> {
  const { RedisStore } = await buildModule(root, 'src/store/redis.js');
  const { SharedProvenanceBook } = await buildModule(root, 'src/server/provenance-book.js');
  return { root, RedisStore, SharedProvenanceBook };
}

const hosts = (tag: string, n: number): string =>
  Array.from({ length: n }, (_, i) => `See https://h${i}-${tag}.example.net/p.`).join(' ');

/** µs of Redis time per evalsha over `BOOKINGS` bookings from four clients, each on a fresh trace. */
async function row(build: Build, url: string, raw: Redis, maxWeight?: number): Promise<number> {
  const store = await build.RedisStore.connect(url, { keyPrefix: `lb:${randomUUID()}:` });
  const book = new build.SharedProvenanceBook(store, { ttlMs: 3_600_000, maxWeight });
  await raw.config('RESETSTAT');
  for (let i = 0; i < BOOKINGS; i++)
    await book.noteResult(`t${i}`, 'fetch', hosts(String(i), 10), 'all', `10.0.0.${i % 4}`);
  const us = await evalshaMicros(raw);
  await store.close();
  return us;
}

const own = fileURLToPath(new URL('../../', import.meta.url));
const roots = process.argv.length > 2 ? process.argv.slice(2) : [own];
await redisTimeTable(
  await Promise.all(roots.map(load)),
  [
    ['fresh', (b, url, raw) => row(b, url, raw)],
    [`at ${FULL_KEYS} keys`, (b, url, raw) => row(b, url, raw, FULL_KEYS)],
  ],
  ROUNDS,
  `build, book | µs of Redis time an evalsha, ${ROUNDS} rounds of ${BOOKINGS} bookings`,
);
