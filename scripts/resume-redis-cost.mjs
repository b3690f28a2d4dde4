// The Redis store's cost of the resume memory (docs/provenance.md, "Round 28, third pass"), against a
// running redis-server. Run after `npm run build`:
//   node scripts/resume-redis-cost.mjs latency REDIS_URL [DIR]   per-call seenOn, taintCause and taint (µs)
//   node scripts/resume-redis-cost.mjs memory REDIS_URL [CLIENTS] [WRITERS] [DIR]
//                                                              Redis bytes of a full resume set
// DIR: a built checkout (default: this one), so a base build runs the same loop (interleave the runs).
// WRITERS: how many clients write each trace in turn (2: every note a second client wrote, round 30).
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const [mode = 'latency', url = 'redis://127.0.0.1:6379', arg, writersArg, memoryDir] = process.argv.slice(2);
const dir = (mode === 'latency' ? arg : memoryDir) || here;
const { RedisStore } = await import(`${dir}/dist/src/store/redis.js`);
const keyPrefix = `cost:${process.pid}:${Date.now()}:`;
const store = await RedisStore.connect(url, { keyPrefix, commandTimeoutMs: 5000 });

if (mode === 'latency') {
  await store.rememberSeen('s', [1, 2, 3]);
  await store.taint('t', 'untrusted_source');
  const n = 8000;
  const time = async (f) => {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) await f(i);
    return (Number(process.hrtime.bigint() - t0) / 1e3 / n).toFixed(0);
  };
  const seen = await time((i) => store.seenOn(i % 2 ? 's' : `none-${i}`));
  const cause = await time((i) => store.taintCause(i % 2 ? 't' : `none-${i}`));
  const taint = await time((i) => store.taint(`x-${i}`, 'untrusted_source'));
  console.log(`${dir}: seenOn ${seen} us, taintCause ${cause} us, taint ${taint} us`);
} else {
  const { Redis } = await import('ioredis');
  const raw = new Redis(url);
  const used = async () => Number(/used_memory:(\d+)/.exec(await raw.info('memory'))[1]);
  const clients = Number(arg ?? 1);
  const writers = Number(writersArg ?? 1);
  const client = (k) => `10.0.${(k % clients) >> 8}.${(k % clients) & 255}`;
  const { RESUME_TRACES } = await import(`${dir}/dist/src/store/tainted-before.js`);
  const before = await used();
  const total = RESUME_TRACES + 1000;
  for (let i = 0; i < total; i += 200) {
    const batch = [];
    for (let j = i; j < Math.min(total, i + 200); j++)
      batch.push(
        (async () => {
          for (let w = 0; w < writers; w++)
            await store.taint(`trace-${j}`, 'untrusted_source', client(j + w));
        })(),
      );
    await Promise.all(batch);
  }
  // The marks live one TTL and are not the resume memory: deleted before the count.
  let cursor = '0';
  do {
    const [next, keys] = await raw.scan(cursor, 'MATCH', `${keyPrefix}taint:*`, 'COUNT', 5000);
    cursor = next;
    if (keys.length > 0) await raw.unlink(...keys);
  } while (cursor !== '0');
  await new Promise((r) => setTimeout(r, 500));
  const mb = ((await used()) - before) / 1e6;
  const shared = (await raw.hvals(`${keyPrefix}wasby`)).filter((o) => o.startsWith('#s:')).length;
  console.log(
    `${dir}: ${clients} client(s), ${writers} writer(s) a trace: ${await raw.zcard(`${keyPrefix}was`)} notes (${shared} shared), ${mb.toFixed(1)} MB`,
  );
  const left = await raw.keys(`${keyPrefix}was*`);
  if (left.length > 0) await raw.unlink(...left);
  raw.disconnect();
}
await store.close();
