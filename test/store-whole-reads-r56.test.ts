// Round 56 (store-r56): a trace's whole provenance ledger, read in one script bounded by what gate writes
// (docs/fleet.md, "Round 56 (store-r56)"). On 7ca8af78 `HGETALL` read a stranger's planted 100 MB value
// across the wire, bounded only by the command timeout; now a ledger past the bound is read as full (the
// trace holds every value the user did not give) and its bytes stay in Redis.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { decodeLedger, LEDGER_READ_FIELDS } from '../src/store/ledger-redis.js';
import { LEDGER_TEST_BOUNDS } from './helpers/ledger-bounds.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

const redis = redisFile();
const BOUNDS = LEDGER_TEST_BOUNDS;

async function bytesOut(): Promise<number> {
  const info = await redis.raw.info('stats');
  return Number(/total_net_output_bytes:(\d+)/.exec(info)?.[1]);
}

describe('store-r56: whole-ledger reads bounded in Lua', { skip: redisSkip }, () => {
  test('a ledger gate wrote reads as HGETALL decodes it', async () => {
    const prefix = `lw:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, { keyPrefix: prefix });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 40 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 40 }),
        fc.boolean(),
        async (trusted, untrusted, full) => {
          const trace = `t${n++}`;
          const delta = {
            trusted,
            untrusted: untrusted.map((fp) => [fp, 'read_file', 0] as [number, string, 0]),
            carries: [],
            consumed: [],
            full,
          };
          await store.writeLedger(trace, delta, BOUNDS, '10.0.0.1');
          const raw = await redis.raw.hgetall(`${prefix}ledger:${trace}`);
          assert.deepEqual(await store.readLedger(trace), decodeLedger(raw));
        },
      ),
      { numRuns: 25 },
    );
  });

  test('a planted ledger past the bound is read as full, its bytes never leave Redis, the replica stays up', async () => {
    const prefix = `lb:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, { keyPrefix: prefix });
    const full = { trusted: [], untrusted: [], carries: [], full: true };
    // One 100 MB value beside a field gate writes.
    await redis.raw.hset(`${prefix}ledger:huge`, { 't:1': '1', 'u:2': 'x'.repeat(100 * 1024 * 1024) });
    const sent = await bytesOut();
    assert.deepEqual(await store.readLedger('huge'), full, 'read as full');
    assert.ok((await bytesOut()) - sent < 64 * 1024, 'Redis did not send the ledger');
    assert.equal(store.health().ok, true, 'a bounded read, not a timeout');
    await redis.raw.del(`${prefix}ledger:huge`);
    // More fields than gate ever writes, each small.
    const many: Record<string, string> = {};
    for (let i = 0; i <= LEDGER_READ_FIELDS; i++) many[`t:${i.toString(36)}`] = '1';
    await redis.raw.hset(`${prefix}ledger:many`, many);
    assert.deepEqual(await store.readLedger('many'), full, 'past the field bound: full');
    assert.equal(store.health().ok, true);
  });
});
