// Fleet, round 58 third pass, two real replicas on one redis-server: a user turn's ledger note Redis did
// not take. Before, the book dropped it (the store's comment said the book held it; it did not): the
// trace's ledger in Redis lacked the user's values without reading full, so a replica restarted later, or
// another taking the trace, read the user's values as a result's. Now the book hands it to the store's
// lost-write path as any note: the writing replica is down until recovery writes the trace's `full` mark,
// and every replica then reads the ledger as full.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { SharedProvenanceBook } from '../src/server/provenance-book.js';
import type { RedisStore } from '../src/store/redis.js';
import { redisFile } from './helpers/redis-file.js';
import { startRedisProxy } from './helpers/redis-proxy.js';
import { redisSkip } from './helpers/replica-pair.js';

const redis = redisFile();
const CLIENT = '10.0.0.1';
const TTL_MS = 600_000;
const LANDLORD = 'GB29NWBK60161331926819';
const LEASE = { leaseMs: 2000, leaseHoldMs: 3000 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, boundMs: number): Promise<boolean> {
  const end = Date.now() + boundMs;
  while (Date.now() < end && !check()) await sleep(20);
  return check();
}

describe('round 58, third pass: a lost user turn', { skip: redisSkip, timeout: 60_000 }, () => {
  test('a turn Redis refused: A is down until the trace reads full, and B reads it full', async () => {
    const prefix = `r58t:${randomUUID()}:`;
    let refuse = false;
    let writeSha = '';
    const proxy = await startRedisProxy(Number(new URL(redis.server.url).port), (chunk) =>
      refuse && writeSha !== '' && chunk.toString('latin1').includes(writeSha)
        ? { answer: '-ERR refused by the test proxy\r\n' }
        : 'forward',
    );
    const open = (url: string, name: string) =>
      redis.open(url, {
        keyPrefix: prefix,
        taintTtlMs: TTL_MS,
        probeIntervalMs: 100,
        replicaId: name,
        ...LEASE,
      });
    const a: RedisStore = await open(proxy.url, 'a');
    writeSha = (a as unknown as { scripts: { ledger: { sha: string } } }).scripts.ledger.sha;
    const b: RedisStore = await open(redis.server.url, 'b');
    const ba = new SharedProvenanceBook(a, { ttlMs: TTL_MS });
    const trace = 'r58t-trace';
    // The ledger write script refused on A's way (its reads answered): the turn's note is not taken.
    refuse = true;
    const read = await ba.ledger(
      trace,
      `Pay my landlord ${LANDLORD} the rent.`,
      { recipient: LANDLORD },
      CLIENT,
    );
    assert.equal(read, undefined, 'the decision read a ledger Redis never took');
    assert.equal(ba.lostTraces, 1, 'the lost turn was dropped, not handed to the store');
    assert.equal(a.health().ok, false, 'A reported healthy with a turn unwritten');
    refuse = false;
    assert.ok(await until(() => a.health().ok, LEASE.leaseMs + 5000), 'A did not recover');
    // Every replica reads the trace as full: the user's values are not misread as a result's.
    const onB = await b.readLedger(trace);
    assert.equal(onB?.full, true, `B read the trace's ledger without the lost turn: ${JSON.stringify(onB)}`);
    assert.equal(ba.lostTraces, 0, 'recovery did not write the mark');
    await Promise.all([a.close(), b.close()]);
    proxy.close();
  });
});
