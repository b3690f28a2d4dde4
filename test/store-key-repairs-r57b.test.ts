// Round 57, second pass (docs/fleet.md, "Round 57, second pass (store2-r57)"): store-r57's write scripts
// replace a trace's ledger or taint mark of another type (a stranger's), but did not say so:
// `gate_store_repairs_total` and /healthz `store.repaired` counted only a flush's repairs. Now each
// replacement is counted under `ledger` or `taint`, on a live write and on recovery's (whose pipeline read
// any reply but 1 as a failure), and a write over gate's own key counts nothing.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { LedgerDelta } from '../src/store/ledger-redis.js';
import type { CacheRepair } from '../src/store/redis.js';
import { LEDGER_TEST_BOUNDS } from './helpers/ledger-bounds.js';
import { redisFile } from './helpers/redis-file.js';
import { suiteProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';
import { until } from './helpers/until.js';

const redis = redisFile();
const delta = (): LedgerDelta => ({
  trusted: [7],
  untrusted: [[8, 'result of read_file', 0]],
  carries: [],
  consumed: [],
  full: false,
});
const PLANTS = ['set', 'list', 'zset', 'stream'] as const;

async function plant(kind: (typeof PLANTS)[number], key: string): Promise<void> {
  if (kind === 'set') await redis.raw.sadd(key, 'x');
  else if (kind === 'list') await redis.raw.rpush(key, 'y');
  else if (kind === 'zset') await redis.raw.zadd(key, 1, 'z');
  else await redis.raw.xadd(key, '*', 'f', 'v');
}

describe('store2-r57: a ledger or taint mark of another type is counted as a repair', {
  skip: redisSkip,
}, () => {
  const proxy = suiteProxy(() => redis.server.url);

  test('each replacement counted once under its key; a write over gate’s own key counts nothing', async () => {
    const prefix = `kr:${randomUUID()}:`;
    const told: CacheRepair[][] = [];
    const store = await redis.open(redis.server.url, { keyPrefix: prefix, onRepair: (r) => told.push(r) });
    const expected = new Map<string, number>();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('ledger', 'taint'),
        fc.option(fc.constantFrom(...PLANTS), { nil: undefined }),
        async (key, kind) => {
          const trace = `t${n++}`;
          if (kind !== undefined) await plant(kind, `${prefix}${key}:${trace}`);
          const before = told.length;
          if (key === 'ledger') {
            const full = await store.writeLedger(trace, delta(), LEDGER_TEST_BOUNDS, '10.0.0.1');
            // Replaced: the trace holds every value the user did not give.
            assert.equal(full, kind !== undefined);
          } else {
            await store.taint(trace, 'untrusted_source');
            assert.equal(
              await store.taintCause(trace),
              kind !== undefined ? 'poisoned_at_client' : 'untrusted_source',
            );
          }
          if (kind !== undefined) expected.set(key, (expected.get(key) ?? 0) + 1);
          assert.deepEqual(told.slice(before), kind !== undefined ? [[key]] : [], 'told once, by name');
          assert.deepEqual(
            Object.fromEntries(store.repairCounts()),
            Object.fromEntries(expected),
            'gate_store_repairs_total',
          );
          // Written again over gate's own key: nothing more.
          if (key === 'ledger') await store.writeLedger(trace, delta(), LEDGER_TEST_BOUNDS, '10.0.0.1');
          else await store.taint(trace, 'untrusted_source');
          assert.equal(told.length, before + (kind !== undefined ? 1 : 0));
          assert.equal(store.health().ok, true);
        },
      ),
      { numRuns: 40 },
    );
    assert.deepEqual([...(store.health().repaired ?? [])].sort(), [...expected.keys()].sort());
  });

  test('recovery’s writes over a key of another type complete, and are counted', async () => {
    const prefix = `kr:${randomUUID()}:`;
    const store = await redis.open(proxy.url(), {
      keyPrefix: prefix,
      commandTimeoutMs: 300,
      probeIntervalMs: 50,
    });
    for (const key of ['taint', 'ledger'] as const) {
      const trace = `r-${key}`;
      await plant('set', `${prefix}${key}:${trace}`);
      // The write never reaches Redis: the store goes down and recovery writes it, over the stranger's key.
      let cut = false;
      proxy.decide = (chunk) => {
        if (cut || !chunk.includes(`${key}:${trace}`)) return 'forward';
        cut = true;
        return 'cut';
      };
      if (key === 'taint') await store.taint(trace, 'untrusted_source');
      else
        await store
          .writeLedger(trace, { ...delta(), quiet: true }, LEDGER_TEST_BOUNDS, '10.0.0.1')
          .catch(() => undefined);
      assert.ok(cut, 'the write was cut');
      proxy.decide = () => 'forward';
      assert.ok(await until(() => store.health().ok, 10_000), `${key}: recovered (${store.health().detail})`);
      assert.equal(await redis.raw.type(`${prefix}${key}:${trace}`), key === 'taint' ? 'string' : 'hash');
      assert.equal(store.repairCounts().get(key), 1, `${key}: counted`);
    }
  });
});
