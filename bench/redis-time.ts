// Redis's own time a script costs (INFO commandstats: evalsha), for builds interleaved against one
// redis-server: the ledger book's bench (round 39) and the record of seen values' (round 60) share it.
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { findRedisServer, RedisServer } from '../test/store-redis-harness.js';

/** A module of a build's directory (holding dist/). */
export const buildModule = (root: string, path: string) =>
  import(pathToFileURL(resolve(root, 'dist', path)).href);

/** A build of a store bench: its directory and its RedisStore class. */
export interface StoreBuild<S> {
  root: string;
  RedisStore: { connect(url: string, o: object): Promise<S> };
}

/** The builds the command line names (directories holding dist/), or this one: each with its RedisStore. */
export function storeBuilds<S>(): Promise<StoreBuild<S>[]> {
  const roots =
    process.argv.length > 2 ? process.argv.slice(2) : [fileURLToPath(new URL('../../', import.meta.url))];
  return Promise.all(
    roots.map(async (root) => ({
      root,
      RedisStore: (await buildModule(root, 'src/store/redis.js')).RedisStore,
    })),
  );
}

/** µs of Redis time per evalsha since the last `CONFIG RESETSTAT`. */
export async function evalshaMicros(raw: Redis): Promise<number> {
  const m = /cmdstat_evalsha:calls=(\d+),usec=(\d+)/.exec(String(await raw.info('commandstats')));
  return m ? Number(m[2]) / Number(m[1]) : Number.NaN;
}

/** A row's run: resets the stats, does its work, returns evalshaMicros. */
export type Row<B> = (build: B, url: string, raw: Redis) => Promise<number>;

/** Every row of every build, `rounds` times interleaved, printed as a markdown table headed `title`. */
export async function redisTimeTable<B extends { root: string }>(
  builds: B[],
  rows: Array<[label: string, run: Row<B>]>,
  rounds: number,
  title: string,
): Promise<void> {
  const bin = findRedisServer();
  if (!bin) throw new Error('no redis-server on PATH');
  const server = await RedisServer.start(bin);
  const raw = new Redis(server.url);
  try {
    const table = new Map<string, number[]>();
    for (let r = 0; r < rounds; r++)
      for (const b of builds)
        for (const [label, run] of rows) {
          const name = `${b.root} ${label}`;
          table.set(name, [...(table.get(name) ?? []), await run(b, server.url, raw)]);
        }
    console.log(`| ${title} |`);
    console.log('|---|---|');
    for (const [name, us] of table) console.log(`| ${name} | ${us.map((u) => u.toFixed(1)).join(', ')} |`);
  } finally {
    raw.disconnect();
    server.kill();
  }
}
