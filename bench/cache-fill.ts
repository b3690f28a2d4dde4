// Redis's own time the shared cache costs (INFO commandstats: evalsha, the fill and read scripts), for one
// build or several against one redis-server, interleaved (round 60, second pass: the cache's keys checked
// against the list of shared keys, the eviction capped a fill).
// Run: `node dist/bench/cache-fill.js [dist-root ...]` (each root a build's directory holding dist/;
// default this build). Rows: fills under the cache's bound, then a cache kept at its bound of 64.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { evalshaMicros, redisTimeTable, type StoreBuild, storeBuilds } from './redis-time.js';

const FILLS = Number(process.env.BENCH_FILLS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The cache's bound in the second row: every fill pushes one entry out. */
const FULL = 64;

interface Store {
  cachePut(entry: object): Promise<void>;
  cacheGet(key: string): Promise<unknown>;
  close(): Promise<void>;
}
type Build = StoreBuild<Store>;

/** µs of Redis time per evalsha over `FILLS` fills and reads, each entry under a witness. */
async function row(build: Build, url: string, raw: Redis, cacheMaxEntries?: number): Promise<number> {
  const store = await build.RedisStore.connect(url, {
    keyPrefix: `cf:${randomUUID()}:`,
    ...(cacheMaxEntries ? { cacheMaxEntries } : {}),
  });
  await raw.config('RESETSTAT');
  for (let i = 0; i < FILLS; i++) {
    const key = `k${i}`;
    await store.cachePut({
      key,
      namespace: `ns${i % 4}`,
      tool: 'get_doc',
      content: `content ${i}`,
      status: 'OK',
      witness: `w${i % 8}`,
      trustEpoch: 0,
    });
    await store.cacheGet(key);
  }
  const us = await evalshaMicros(raw);
  await store.close();
  return us;
}

const builds = await storeBuilds<Store>();
await redisTimeTable(
  builds,
  [
    ['fresh', (b, url, raw) => row(b, url, raw)],
    [`at ${FULL} entries`, (b, url, raw) => row(b, url, raw, FULL)],
  ],
  ROUNDS,
  `build, cache | µs of Redis time an evalsha, ${ROUNDS} rounds of ${FILLS} fills and reads`,
);
