// The lease's cost on a decision's reads (docs/fleet.md, "Round 48"): `taintCause` and `readLedgerKeys`
// on one store, timed with the store module of a given build, so base and branch run alike against one
// redis-server. Run: `node dist/bench/fleet-lease.js [<build root>...]` (default this build); roots are
// run interleaved, twice. Synthetic keys only; 8 live leases in the replicas set. BENCH_LEASE_HOLD_MS sets R
// for every build (each build's default otherwise).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { findRedisServer, RedisServer } from '../test/store-redis-harness.js';

const READS = Number(process.env.BENCH_READS ?? 20_000);
const TRACES = 2000;
const here = fileURLToPath(new URL('../../', import.meta.url));

interface Result {
  root: string;
  read: string;
  clientUs: number;
  redisUs: number;
  p50: number;
  p99: number;
}

/** One child per run: its own module graph, its own CPU clock. */
async function child(root: string, url: string, prefix: string): Promise<void> {
  const { RedisStore } = (await import(
    `${root}/dist/src/store/redis.js`
  )) as typeof import('../src/store/redis.js');
  // BENCH_LEASE_HOLD_MS: R for every build alike (round 49: each build's own default differs).
  const hold = process.env.BENCH_LEASE_HOLD_MS;
  const store = await RedisStore.connect(url, {
    keyPrefix: prefix,
    ...(hold === undefined ? {} : { leaseHoldMs: Number(hold) }),
  });
  const raw = new Redis(url);
  const reads: Array<[string, (i: number) => Promise<unknown>]> = [
    ['taintCause', (i) => store.taintCause(`t${i % TRACES}`)],
    ['readLedgerKeys', (i) => store.readLedgerKeys(`t${i % TRACES}`, [i % 97, (i * 7) % 97])],
  ];
  const out: Result[] = [];
  for (const [name, read] of reads) {
    for (let i = 0; i < 500; i++) await read(i);
    await raw.config('RESETSTAT');
    const times: number[] = [];
    const cpu = process.cpuUsage();
    for (let i = 0; i < READS; i++) {
      const start = process.hrtime.bigint();
      await read(i);
      times.push(Number(process.hrtime.bigint() - start) / 1000);
    }
    const used = process.cpuUsage(cpu);
    const stats = await raw.info('commandstats');
    // A script's inner commands are counted again under their own names: only what the store sent counts.
    const usec = new Map<string, number>();
    for (const m of stats.matchAll(/^cmdstat_(\w+):calls=\d+,usec=(\d+),/gm)) usec.set(m[1]!, Number(m[2]));
    const sent =
      name === 'taintCause'
        ? usec.has('evalsha')
          ? ['evalsha']
          : ['mget', 'zscore']
        : ['hmget', 'get', 'evalsha'];
    const redisUs = sent.reduce((sum, cmd) => sum + (usec.get(cmd) ?? 0), 0);
    times.sort((a, b) => a - b);
    out.push({
      root,
      read: name,
      clientUs: (used.user + used.system) / READS,
      redisUs: redisUs / READS,
      p50: times[Math.floor(READS * 0.5)]!,
      p99: times[Math.floor(READS * 0.99)]!,
    });
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
  raw.disconnect();
  await store.close();
}

async function main(): Promise<void> {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === '--child') return child(rest[0]!, rest[1]!, rest[2]!);
  const roots = mode === undefined ? [here] : [mode, ...rest];
  const bin = findRedisServer();
  if (bin === undefined) throw new Error('redis-server is not on PATH');
  const server = await RedisServer.start(bin);
  try {
    const prefix = `bench-lease:${randomUUID()}:`;
    const raw = new Redis(server.url);
    for (let i = 0; i < TRACES; i += 10) await raw.set(`${prefix}taint:t${i}`, 'poisoned_result');
    const [seconds] = await raw.time();
    for (let r = 0; r < 8; r++)
      await raw.zadd(`${prefix}replicas`, Number(seconds) * 1000 + 3_600_000, `r${r}`);
    raw.disconnect();
    for (let pass = 0; pass < 2; pass++)
      for (const root of roots) {
        const text = execFileSync(
          process.execPath,
          [fileURLToPath(import.meta.url), '--child', root, server.url, prefix],
          {
            encoding: 'utf8',
          },
        );
        for (const r of JSON.parse(text) as Result[])
          console.log(
            `pass ${pass + 1} ${r.root.padEnd(28)} ${r.read.padEnd(15)} client ${r.clientUs.toFixed(1)} us  redis ${r.redisUs.toFixed(2)} us  p50 ${r.p50.toFixed(0)} us  p99 ${r.p99.toFixed(0)} us`,
          );
      }
  } finally {
    server.kill();
  }
}

await main();
