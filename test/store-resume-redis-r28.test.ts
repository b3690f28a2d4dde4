// A trace resumed after its TTL, on Redis (round 28, third pass; docs/provenance.md, "Round 28, third
// pass"): the fleet's resume memory is one sorted set per prefix, written inside the taint, record and
// ledger scripts. Before, each note was a key of its own bounded only by its 30-day TTL, so a client's flood
// of fresh traces grew Redis without bound. Here, on a real redis-server: the score packs expiry and cause
// exactly; a flood keeps the set, its owner hash and its client sets within the bound and pushes out only
// the flooder's own notes; and a connection cut mid-script fails closed (and the note lands on recovery).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { TAINT_STRENGTH, type TaintCause } from '../src/kernel/types.js';
import type { RedisStore } from '../src/store/redis.js';
import { RESUME_RANKS } from '../src/store/resume-redis.js';
import { RESUME_WINDOW_MS, resumeDigest } from '../src/store/tainted-before.js';
import { redisFile } from './helpers/redis-file.js';
import { type RedisProxy, startRedisProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const TTL = 300;
const redis = redisFile();

function open(url: string, keyPrefix: string, more: Parameters<typeof RedisStore.connect>[1] = {}) {
  return redis.open(url, { keyPrefix, taintTtlMs: TTL, probeIntervalMs: 50, ...more });
}
const keysUnder = (prefix: string) => redis.keysUnder(prefix);

const CAUSES = Object.keys(TAINT_STRENGTH) as TaintCause[];

describe('the fleet’s resume memory: one sorted set, exact scores', { skip: redisSkip }, () => {
  test('the score is expiry * 8 + the strongest cause, exact (fast-check over cause orders)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...CAUSES), { minLength: 1, maxLength: 4 }),
        async (causes) => {
          const prefix = `r:${randomUUID()}:`;
          const store = await open(redis.server.url, prefix);
          const before = Date.now();
          for (const c of causes) await store.taint('t', c, '10.0.0.1');
          const score = Number(await redis.raw.zscore(`${prefix}was`, resumeDigest('t', 't')));
          const strongest = causes.reduce((a, b) => (TAINT_STRENGTH[a] >= TAINT_STRENGTH[b] ? a : b));
          assert.ok(Number.isSafeInteger(score));
          assert.equal(score % RESUME_RANKS, TAINT_STRENGTH[strongest]);
          const expiry = Math.floor(score / RESUME_RANKS);
          assert.ok(expiry >= before + RESUME_WINDOW_MS && expiry <= Date.now() + RESUME_WINDOW_MS);
          assert.equal(await store.taintCause('t'), strongest);
          // One set for the prefix, never a key a note.
          assert.equal((await keysUnder(`${prefix}was:`)).length, 0);
        },
      ),
      { numRuns: 8 },
    );
  });

  test('a note past its expiry reads as none and is dropped by the next write', async () => {
    const prefix = `r:${randomUUID()}:`;
    const store = await open(redis.server.url, prefix);
    await store.taint('old', 'poisoned_result', '10.0.0.1');
    // Its expiry moved into the past, as 30 days would.
    await redis.raw.zadd(`${prefix}was`, 8 * (Date.now() - 1) + 2, resumeDigest('t', 'old'));
    await sleep(TTL + 100);
    assert.equal(await store.taintCause('old'), undefined);
    await store.rememberSeen('other', [1], false, '10.0.0.1');
    assert.equal(await redis.raw.zscore(`${prefix}was`, resumeDigest('t', 'old')), null);
    assert.equal(await redis.raw.hexists(`${prefix}wasby`, resumeDigest('t', 'old')), 0);
  });
});

describe('the fleet’s resume memory is bounded by count, per client', { skip: redisSkip }, () => {
  const MAX = 80;
  test('a flood of fresh traces (two replicas) keeps the bound and pushes out only its own', async () => {
    const prefix = `r:${randomUUID()}:`;
    const [a, b] = [
      await open(redis.server.url, prefix, { resumeTraces: MAX }),
      await open(redis.server.url, prefix, { resumeTraces: MAX }),
    ];
    for (let i = 0; i < 5; i++) await a.taint(`victim-${i}`, 'poisoned_result', '10.0.0.2');
    for (let i = 0; i < MAX * 20; i++) {
      const s = i % 2 === 0 ? a : b;
      if (i % 3 === 0) await s.taint(`flood-${i}`, 'untrusted_source', '10.0.0.1');
      else await s.rememberSeen(`flood-${i}`, [i], false, '10.0.0.1');
    }
    assert.ok((await redis.raw.zcard(`${prefix}was`)) <= MAX);
    assert.ok((await redis.raw.hlen(`${prefix}wasby`)) <= MAX);
    const resumeKeys = (await keysUnder(prefix)).filter((k) => k.startsWith(`${prefix}was`));
    assert.ok(resumeKeys.length <= 5, `resume keys: ${resumeKeys.join(' ')}`);
    await sleep(TTL + 100);
    for (let i = 0; i < 5; i++)
      assert.equal(await b.taintCause(`victim-${i}`), 'poisoned_result', `victim ${i}`);
    assert.equal(await b.taintCause('flood-0'), undefined, 'the flooder’s oldest was pushed out');
    assert.equal(await a.taintCause(`flood-${MAX * 20 - 1}`), 'untrusted_source', 'its newest kept');
  });

  test('many clients: the set and its client sets stay within the bound', async () => {
    const prefix = `r:${randomUUID()}:`;
    const store = await open(redis.server.url, prefix, { resumeTraces: MAX });
    for (let i = 0; i < MAX * 4; i++) await store.taint(`t-${i}`, 'untrusted_source', `10.1.${i % 40}.${i}`);
    assert.ok((await redis.raw.zcard(`${prefix}was`)) <= MAX);
    let owned = 0;
    for (const k of await keysUnder(`${prefix}wasown:`)) owned += await redis.raw.zcard(k);
    assert.equal(owned, await redis.raw.zcard(`${prefix}was`), 'the client sets hold what the set holds');
    assert.equal(await redis.raw.hlen(`${prefix}wasby`), await redis.raw.zcard(`${prefix}was`));
  });
});

let cutting = false;

describe('the fleet’s resume memory when Redis is cut mid-script', { skip: redisSkip }, () => {
  let proxy: RedisProxy;
  before(async () => {
    // A script reaches Redis and runs; its reply never reaches the store.
    proxy = await startRedisProxy(Number(new URL(redis.server.url).port), (d) =>
      cutting && /EVAL/i.test(d.toString('latin1')) ? 'send-then-cut' : 'forward',
    );
  });
  after(() => {
    cutting = false;
    proxy?.close();
  });

  test('a taint, a record and a ledger cut mid-script: held as tainted and full, noted on recovery', async () => {
    const prefix = `r:${randomUUID()}:`;
    const store = await open(proxy.url, prefix, { commandTimeoutMs: 300 });
    const bounds = { maxKeys: 100, maxCarries: 8, maxLedgers: 100, perClient: 12 };
    const delta = {
      trusted: [],
      untrusted: [[7, 'result of read_email', 1]] as [number, string, 0 | 1 | 2][],
      carries: [],
      consumed: [],
      full: false,
    };
    cutting = true;
    try {
      await store.taint('cut', 'poisoned_result', '10.0.0.3');
      assert.equal(await store.taintCause('cut'), 'poisoned_at_client', 'down: every trace is tainted');
      await store.rememberSeen('cut-s', [5], false, '10.0.0.3');
      assert.notEqual((await store.seenOn('cut-s'))?.full, false, 'a record Redis may not have holds');
      await assert.rejects(
        store.writeLedger('cut-l', delta, bounds, '10.0.0.3'),
        /STORE_UNAVAILABLE|unreachable/,
      );
    } finally {
      cutting = false;
    }
    assert.ok(await until(() => store.health().ok, 10_000), 'recovered');
    assert.equal(await store.taintCause('cut'), 'poisoned_result', 'the held taint was written on recovery');
    assert.deepEqual((await store.seenOn('cut-s'))?.full, true);
    // Past the mark's TTL, the resume note the recovery wrote keeps the cause.
    await sleep(TTL + 100);
    assert.equal(await store.taintCause('cut'), 'poisoned_result', 'resumed after recovery');
    assert.equal((await store.seenOn('cut-s'))?.full, true);
  });
});
