// Redis's own time a ledger booking costs (INFO commandstats: evalsha, the ledger script), for one build
// or several against one redis-server, interleaved (round 39: the book's keys charged to their writers).
// Run: `node dist/bench/ledger-book.js [dist-root ...]` (each root a build's directory holding dist/;
// default this build). Rows: fresh traces under the book's key bound, then a book kept at its bound.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { findRedisServer, RedisServer } from '../test/store-redis-harness.js';

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
  const at = (p: string) => pathToFileURL(resolve(root, 'dist', p)).href;
  const { RedisStore } = await import(at('src/store/redis.js'));
  const { SharedProvenanceBook } = await import(at('src/server/provenance-book.js'));
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
  const stats = String(await raw.info('commandstats'));
  await store.close();
  const m = /cmdstat_evalsha:calls=(\d+),usec=(\d+)/.exec(stats);
  return m ? Number(m[2]) / Number(m[1]) : Number.NaN;
}

async function main(): Promise<void> {
  const own = fileURLToPath(new URL('../../', import.meta.url));
  const roots = process.argv.length > 2 ? process.argv.slice(2) : [own];
  const builds = await Promise.all(roots.map(load));
  const bin = findRedisServer();
  if (!bin) throw new Error('no redis-server on PATH');
  const server = await RedisServer.start(bin);
  const raw = new Redis(server.url);
  try {
    const table = new Map<string, number[]>();
    const add = (name: string, us: number) => table.set(name, [...(table.get(name) ?? []), us]);
    for (let r = 0; r < ROUNDS; r++)
      for (const b of builds) {
        add(`${b.root} fresh`, await row(b, server.url, raw));
        add(`${b.root} at ${FULL_KEYS} keys`, await row(b, server.url, raw, FULL_KEYS));
      }
    console.log(`| build, book | µs of Redis time an evalsha, ${ROUNDS} rounds of ${BOOKINGS} bookings |`);
    console.log('|---|---|');
    for (const [name, us] of table) console.log(`| ${name} | ${us.map((u) => u.toFixed(1)).join(', ')} |`);
  } finally {
    raw.disconnect();
    server.kill();
  }
}

await main();
