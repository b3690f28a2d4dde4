// Fleet-store costs: vDSO hit vs miss+fill on each store, revoke propagation between two replicas, feed
// throughput, a decision's read of a trace ledger. Run: `npx tsc -p . && node dist/bench/fleet.js`
// (starts its own redis-server on loopback); BENCH_ONLY=ledger for the ledger rows alone.
import { randomUUID } from 'node:crypto';
import { MemoryStore } from '../src/store/memory.js';
import { RedisStore } from '../src/store/redis.js';
import type { StateStore } from '../src/store/types.js';
import { Vdso } from '../src/store/vdso.js';
import { findRedisServer, RedisServer } from '../test/store-redis-harness.js';

const HITS = Number(process.env.BENCH_HITS ?? 3000);
const MISSES = Number(process.env.BENCH_MISSES ?? 1500);
const REVOKES = Number(process.env.BENCH_REVOKES ?? 200);
const FEED = Number(process.env.BENCH_FEED ?? 5000);
const LEDGER_READS = Number(process.env.BENCH_LEDGER_READS ?? 3000);
const ONLY = process.env.BENCH_ONLY;
const RESULT = { content: 'x'.repeat(2048), status: 'OK', quarantined: false };

interface Row {
  name: string;
  samples: number[];
}

function micros(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1000;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function summary(row: Row): { median: number; p99: number } {
  const sorted = [...row.samples].sort((x, y) => x - y);
  return { median: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
}

async function timeEach(n: number, op: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await op(i);
    samples.push(micros(start));
  }
  return samples;
}

async function vdsoRows(label: string, store: StateStore): Promise<Row[]> {
  const vdso = new Vdso(store);
  await vdso.fill('get_order', { id: 'hot' }, RESULT);
  const hit = await timeEach(HITS, () => vdso.lookup('get_order', { id: 'hot' }));
  const missFill = await timeEach(MISSES, async (i) => {
    const args = { id: `cold-${i}` };
    await vdso.lookup('get_order', args);
    await vdso.fill('get_order', args, RESULT);
  });
  const write = await timeEach(MISSES, () => vdso.onWrite('update_order'));
  return [
    { name: `${label}: vDSO hit`, samples: hit },
    { name: `${label}: vDSO miss+fill`, samples: missFill },
    { name: `${label}: onWrite (invalidate+publish)`, samples: write },
  ];
}

async function feedRows(label: string, store: StateStore): Promise<{ rows: Row[]; throughput: string[] }> {
  const start = (await store.changes(0, 1)).cursor;
  const append = await timeEach(FEED, (i) =>
    store.publish({ kind: 'mutation', tool: 'update_order', tags: ['order'], agent: `a${i % 4}` }),
  );
  const t0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: FEED }, () => store.publish({ kind: 'mutation', tool: 'update_order' })),
  );
  const concurrentSeconds = micros(t0) / 1e6;
  let cursor = start;
  let read = 0;
  const pages: number[] = [];
  const r0 = process.hrtime.bigint();
  for (;;) {
    const p0 = process.hrtime.bigint();
    const page = await store.changes(cursor, 100);
    pages.push(micros(p0));
    if (page.events.length === 0) break;
    read += page.events.length;
    cursor = page.cursor;
  }
  const readSeconds = micros(r0) / 1e6;
  return {
    rows: [
      { name: `${label}: feed append`, samples: append },
      { name: `${label}: feed read page (100)`, samples: pages },
    ],
    throughput: [
      `${label}: append ${Math.round(FEED / (append.reduce((s, x) => s + x, 0) / 1e6))}/s sequential, ` +
        `${Math.round(FEED / concurrentSeconds)}/s with ${FEED} in flight; read ${Math.round(read / readSeconds)} events/s`,
    ],
  };
}

/**
 * What every decision on a tainted MCP trace reads of its ledger in a fleet (RedisStore.readLedgerKeys):
 * a send's few argument fingerprints and its tool's carries, from a ledger of 10 and of 1,000 values.
 */
async function ledgerRows(store: RedisStore): Promise<Row[]> {
  const bounds = { maxKeys: 16_384, maxCarries: 64, maxLedgers: 10_000, perClient: 10_000 };
  const rows: Row[] = [];
  for (const n of [10, 1000]) {
    const trace = `ledger-${n}`;
    const untrusted: [number, string, 0 | 1 | 2][] = [];
    for (let i = 0; i < n; i++) untrusted.push([i * 7919 + 1, 'result of read_file', (i % 3) as 0 | 1 | 2]);
    const delta = { trusted: [3, 5], untrusted, carries: [], consumed: [], full: false };
    await store.writeLedger(trace, delta, bounds, '10.0.0.1');
    const asked = [1, 7920, 15_839, 99, 101, 103, 3, 5];
    rows.push({
      name: `redis: ledger read, a decision's 8 keys (of ${n})`,
      samples: await timeEach(LEDGER_READS, () => store.readLedgerKeys(trace, asked, ['send_money'])),
    });
  }
  return rows;
}

async function revokeRows(url: string): Promise<Row[]> {
  const prefix = `bench:${randomUUID()}:`;
  const a = await RedisStore.connect(url, { keyPrefix: prefix });
  const b = await RedisStore.connect(url, { keyPrefix: prefix });
  const waiting = new Map<string, () => void>();
  b.on('revocation', (n) => waiting.get(n.witness)?.());
  const toCheck: number[] = [];
  const toNotice: number[] = [];
  try {
    for (let i = 0; i < REVOKES; i++) {
      const witness = `w-${i}-${randomUUID()}`;
      const heard = new Promise<number>((resolve) => waiting.set(witness, () => resolve(micros(start))));
      const start = process.hrtime.bigint();
      await a.revoke(witness);
      while (!(await b.isRevoked(witness))) {
        // Never loops in practice: the revocation is in Redis before revoke() returns.
      }
      toCheck.push(micros(start));
      toNotice.push(await heard);
      waiting.delete(witness);
    }
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
  return [
    { name: 'redis: revoke on A → isRevoked true on B', samples: toCheck },
    { name: 'redis: revoke on A → pub/sub notice on B', samples: toNotice },
  ];
}

function fmt(us: number): string {
  return us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`;
}

function printTable(rows: Row[]): void {
  const name = Math.max(...rows.map((r) => r.name.length));
  console.log(
    `${'measure'.padEnd(name)}  ${'n'.padStart(6)}  ${'median'.padStart(10)}  ${'p99'.padStart(10)}`,
  );
  for (const row of rows) {
    const { median, p99 } = summary(row);
    console.log(
      `${row.name.padEnd(name)}  ${String(row.samples.length).padStart(6)}  ${fmt(median).padStart(10)}  ${fmt(p99).padStart(10)}`,
    );
  }
}

async function main(): Promise<void> {
  const bin = findRedisServer();
  if (bin === undefined) {
    console.error('bench/fleet: redis-server is not on PATH (apt-get install redis-server)');
    process.exit(1);
  }
  const server = await RedisServer.start(bin);
  try {
    const memory = new MemoryStore({ cacheMaxEntries: 100_000 });
    const redis = await RedisStore.connect(server.url, {
      keyPrefix: `bench:${randomUUID()}:`,
      cacheMaxEntries: 100_000,
    });
    const rows: Row[] = [];
    if (ONLY === 'ledger') {
      rows.push(...(await ledgerRows(redis)), ...(await ledgerRows(redis)));
      await redis.close();
      printTable(rows);
      return;
    }
    rows.push(...(await vdsoRows('memory', memory)));
    rows.push(...(await vdsoRows('redis', redis)));
    rows.push(...(await revokeRows(server.url)));
    rows.push(...(await ledgerRows(redis)));
    const memFeed = await feedRows('memory', new MemoryStore());
    const redisFeed = await feedRows('redis', redis);
    rows.push(...memFeed.rows, ...redisFeed.rows);
    await redis.close();

    console.log(
      `bench/fleet (node ${process.version}, redis-server on loopback, result ${RESULT.content.length} B)\n`,
    );
    printTable(rows);
    console.log('');
    for (const line of [...memFeed.throughput, ...redisFeed.throughput]) console.log(line);
    const med = (n: string) => summary(rows.find((r) => r.name === n)!).median;
    console.log('');
    console.log(
      `ratio redis hit / memory hit:          ${(med('redis: vDSO hit') / med('memory: vDSO hit')).toFixed(1)}x`,
    );
    console.log(
      `ratio redis miss+fill / redis hit:     ${(med('redis: vDSO miss+fill') / med('redis: vDSO hit')).toFixed(1)}x`,
    );
    console.log(
      `ratio memory miss+fill / memory hit:   ${(med('memory: vDSO miss+fill') / med('memory: vDSO hit')).toFixed(1)}x`,
    );
    console.log(
      `ratio pub/sub notice / isRevoked check: ${(med('redis: revoke on A → pub/sub notice on B') / med('redis: revoke on A → isRevoked true on B')).toFixed(2)}x`,
    );
  } finally {
    server.kill();
  }
}

await main();
