// Redis's own time a record of seen values costs (INFO commandstats: evalsha, the record's write and read
// scripts), for one build or several against one redis-server, interleaved (round 60: the record's shared
// keys checked against the list, the record's own type and size read first).
// Run: `node dist/bench/seen-record.js [dist-root ...]` (each root a build's directory holding dist/;
// default this build). Rows: fresh records under the fleet's bound, then a fleet kept at its bound of 64.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { evalshaMicros, redisTimeTable, type StoreBuild, storeBuilds } from './redis-time.js';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The fleet's bound of records in the second row: most writes push one out. */
const FULL = 64;

interface Store {
  rememberSeen(scope: string, entries: number[], full: boolean, client: string): Promise<void>;
  seenOn(scope: string): Promise<unknown>;
  close(): Promise<void>;
}
type Build = StoreBuild<Store>;

/** µs of Redis time per evalsha over `RECORDS` writes and reads from four clients, each on a fresh record. */
async function row(build: Build, url: string, raw: Redis, seenTraces?: number): Promise<number> {
  const store = await build.RedisStore.connect(url, {
    keyPrefix: `sr:${randomUUID()}:`,
    ...(seenTraces ? { seenTraces } : {}),
  });
  await raw.config('RESETSTAT');
  for (let i = 0; i < RECORDS; i++) {
    await store.rememberSeen(`r${i}`, [i, i + 1, i + 2, i + 3], false, `10.0.0.${i % 4}`);
    await store.seenOn(`r${i}`);
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
    [`at ${FULL} records`, (b, url, raw) => row(b, url, raw, FULL)],
  ],
  ROUNDS,
  `build, fleet | µs of Redis time an evalsha, ${ROUNDS} rounds of ${RECORDS} writes and reads`,
);
