// Round 56, second pass (docs/fleet.md, "Round 56, second pass (store2-r56)"): a decision's read of a
// trace ledger (`readLedgerKeys`) and every read of an approval record, bounded in Lua by what gate
// writes. On dbc05171 both were HMGET/HGETALL: a stranger's planted value of any size crossed the wire,
// bounded only by the command timeout. Now a ledger read past the bound reads as full (the trace holds
// every value the user did not give) and an approval past it fails closed with STORE_UNAVAILABLE; the
// planted bytes stay in Redis (its `total_net_output_bytes` around each read) and reach no error.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { argumentFingerprints } from '../src/kernel/provenance/ledger.js';
import { RedisApprovalStore } from '../src/store/approvals-redis.js';
import { decodeLedgerFields, type LedgerDelta, ledgerFields } from '../src/store/ledger-redis.js';
import { LEDGER_TEST_BOUNDS } from './helpers/ledger-bounds.js';
import { redisFile } from './helpers/redis-file.js';
import { redisSkip } from './helpers/replica-pair.js';

const redis = redisFile();
/**
 * Past every bound these reads hold (a decision's few fields, 512 bytes each; an approval record's 64 KiB) and
 * 64 times the 64 KiB the bytes-out checks allow, so a read that sends the value fails them as 100 MiB did.
 * Seven 100 MiB plants (round 56) cost the suite 10 to 20 s of CPU, half of it system time, and failed at
 * load 20 (docs/testing.md, round 64).
 */
const HUGE = 4 * 1024 * 1024;
const PLANTED = 'planted-secret-'.padEnd(64, 'x');

async function bytesOut(): Promise<number> {
  const info = await redis.raw.info('stats');
  return Number(/total_net_output_bytes:(\d+)/.exec(info)?.[1]);
}

/** A value of `n` bytes that begins with PLANTED (so an error holding any of it is seen). */
const planted = (n: number) => PLANTED + 'y'.repeat(n - PLANTED.length);

describe('store2-r56: a decision’s ledger read, bounded in Lua', { skip: redisSkip }, () => {
  test('ledgers gate writes read as HMGET decodes them', async () => {
    const prefix = `lk:${randomUUID()}:`;
    const store = await redis.open(redis.server.url, { keyPrefix: prefix });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.constantFrom('send_money', 'read_file', 'x'.repeat(256)), { maxLength: 3 }),
        async (trusted, untrusted, tools) => {
          const trace = `t${n++}`;
          const delta: LedgerDelta = {
            trusted,
            untrusted: untrusted.map((fp, i) => [fp, `result of ${'r'.repeat(i * 8)}`, (i % 3) as 0 | 1 | 2]),
            beside: untrusted.filter((_, i) => i % 2 === 0).map((fp) => [fp, ['send_money', 'add_user']]),
            carries: tools.map((t): [string, string] => [t, `result of ${t}`]),
            consumed: [],
            full: false,
          };
          await store.writeLedger(trace, delta, LEDGER_TEST_BOUNDS, '10.0.0.1');
          const asked = [...trusted.slice(0, 5), ...untrusted, 12345];
          const fields = ledgerFields(asked, tools);
          const hmget = await redis.raw.hmget(`${prefix}ledger:${trace}`, ...fields);
          assert.deepEqual(
            await store.readLedgerKeys(trace, asked, tools),
            decodeLedgerFields(fields, hmget),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  test('a planted value in a field a decision asks for reads as full; its bytes never leave Redis', async () => {
    const prefix = `lp:${randomUUID()}:`;
    // The point is the bytes that leave Redis, not its speed: a 100 MiB plant beside a loaded machine's other
    // suites took longer than the 1 s default once (a clean-clone run, round 58), and a timeout is unavailable.
    const store = await redis.open(redis.server.url, { keyPrefix: prefix, commandTimeoutMs: 15_000 });
    const full = { trusted: [], untrusted: [], carries: [], full: true };
    const args = { recipient: 'DE89370400440532013000', amount: 49 };
    const fp = [...argumentFingerprints(args)!][0]!;
    const f = fp.toString(36);
    // Each field a decision reads: the key's sides, its order and names, a tool's carry, the marks.
    for (const field of [`u:${f}`, `n:${f}`, `i:${f}`, 'c:send_money', 'full']) {
      const key = `${prefix}ledger:${field}`;
      await redis.raw.hset(key, { 't:1': '1', [field]: planted(HUGE) });
      const sent = await bytesOut();
      assert.deepEqual(
        await store.readLedgerKeys(field, [...argumentFingerprints(args)!], ['send_money']),
        full,
      );
      assert.ok((await bytesOut()) - sent < 64 * 1024, `${field}: Redis sent the value`);
      assert.equal(store.health().ok, true, 'a bounded read, not a timeout');
      await redis.raw.del(key);
    }
    // A planted value in a field no decision asks for changes nothing the decision reads.
    await redis.raw.hset(`${prefix}ledger:aside`, {
      [`u:${f}`]: 'result of read_file',
      'u:zz': planted(HUGE),
    });
    const sent = await bytesOut();
    const snap = await store.readLedgerKeys('aside', [fp], ['send_money']);
    assert.deepEqual(snap?.untrusted, [[fp, 'result of read_file', 0]]);
    assert.equal(snap?.full, false);
    assert.ok((await bytesOut()) - sent < 64 * 1024);
    await redis.raw.del(`${prefix}ledger:aside`);
  });
});

describe('store2-r56: approval reads, bounded in Lua', { skip: redisSkip }, () => {
  const request = (token: string) => ({
    token,
    tool: 't'.repeat(256),
    argsDigest: 'a'.repeat(64),
    traceId: 'trace-1',
    preview: `send_money: provenance: ${'p'.repeat(2000)}`,
    wire: 'mcp',
    agent: 'agent-1',
    replica: 'a',
  });

  test('a record gate writes reads whole; one past the bound fails closed, unsent, unsaid', async () => {
    const prefix = `ap:${randomUUID()}:`;
    // As above: the bound is in bytes, not in time (the suites beside this one plant 100 MiB values).
    const store = await RedisApprovalStore.connect(redis.server.url, {
      keyPrefix: prefix,
      commandTimeoutMs: 15_000,
    });
    try {
      for (const plant of [
        { pv: planted(HUGE) },
        { db: planted(70 * 1024) },
        Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`z${i}`, '1'])),
      ]) {
        const token = `gw_${randomUUID()}`;
        const opened = await store.open(request(token));
        assert.ok('approval' in opened);
        const id = opened.approval.id;
        assert.equal((await store.get(id))?.tool, 't'.repeat(256), 'a record gate wrote reads whole');
        await redis.raw.hset(`${prefix}ap:${id}`, plant);
        const sent = await bytesOut();
        const refused = async (what: string, op: () => Promise<unknown>) => {
          await assert.rejects(op, (err: Error & { code?: string }) => {
            assert.equal(err.code, 'STORE_UNAVAILABLE', what);
            assert.ok(!err.message.includes('planted') && !err.message.includes('yyyy'), what);
            return true;
          });
        };
        await refused('get', () => store.get(id));
        await refused('open again', () => store.open(request(token)));
        await refused('claim', () => store.claim(id, 'c1', { decision: 'approved', approver: 'ops' }));
        await refused('decide', () => store.decide(id, 'approved', 'ops'));
        await refused('consume', () => store.consume(token));
        const listed = await store.list({ limit: 10 });
        assert.ok(!listed.some((a) => a.id === id), 'not listed');
        assert.ok((await bytesOut()) - sent < 64 * 1024, 'Redis sent the record');
        // Nothing moved: still pending, unclaimed.
        assert.deepEqual(await redis.raw.hmget(`${prefix}ap:${id}`, 's', 'cl'), ['pending', null]);
        await redis.raw.del(`${prefix}ap:${id}`);
      }
    } finally {
      await store.close();
    }
  });
});
