// Red-team round 18 on provenance: a fleet ledger that expires while its trace's taint mark lives. The
// mark's TTL is renewed by every untrusted result admitted; the ledger's only by a note that adds
// something. A trace that keeps reading results with nothing new (an empty listing, a value it read
// before) kept its mark while its ledger ran out; the next note then started an empty ledger, in which
// the bill's injected account was merely unseen, and `send_money` to it passed. Now the taint script
// renews the ledger with the mark: it lives at least as long.
// Real `gate serve` on a real redis-server, the MCP SDK; the clock is the key's TTL, set by hand.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY } from './helpers/provenance-bill.js';
import { redisSkip } from './helpers/replica-pair.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const kind = (r: Record<string, unknown>) => (r['verdict'] as { kind: string }).kind;

describe('a fleet ledger lives as long as its taint mark', { skip: redisSkip }, () => {
  let redis: RedisServer | undefined;
  let raw: Redis;
  let gate: GateProcess;
  let mcp: GateMcp;
  before(async () => {
    redis = await startRedisFor(redisAvailability());
    if (redis === undefined) throw new Error('redis-server did not start');
    raw = new Redis(redis.url);
    const dir = mkdtempSync(join(tmpdir(), 'gate-prov-r18-'));
    writeFileSync(join(dir, 'policy.json'), JSON.stringify(BILL_POLICY));
    gate = await startGate(['--policy', join(dir, 'policy.json'), '--store', redis.url]);
    mcp = await connectMcp(gate.url);
  });
  after(async () => {
    await mcp?.close();
    await gate?.stop();
    raw?.disconnect();
    await redis?.crash();
  });

  it('a result with nothing new renews the ledger with the mark', async () => {
    const trace = 'r18-expiry';
    assert.equal(
      kind(await mcp.call('gate_admit', { tool: 'read_file', trace_id: trace, result: BILL })),
      'ALLOW',
    );
    const ledger = `gate:ledger:${trace}`;
    const taint = `gate:taint:${trace}`;
    assert.equal(await raw.exists(ledger), 1);
    // A day less a minute has passed since the bill was noted.
    await raw.pexpire(ledger, 60_000);
    await raw.pexpire(taint, 60_000);
    // The agent reads again: an untrusted result that brings in nothing new renews the mark.
    await mcp.call('gate_admit', { tool: 'read_file', trace_id: trace, result: 'No new messages.' });
    const [t, l] = [await raw.pttl(taint), await raw.pttl(ledger)];
    assert.ok(t > 60_000, 'the mark was renewed');
    // Before, the ledger kept its minute and ran out under a live mark: the next note began it empty.
    assert.ok(l >= t - 5_000, `ledger ${l} ms under a mark of ${t} ms`);
  });
});
