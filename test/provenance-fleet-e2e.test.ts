// MCP provenance across a fleet, end to end: two real `gate serve --store redis://...` replicas and a
// real redis-server. A bill admitted through replica A decides the payments replica B judges; with
// Redis hung, B holds the payment (REQUIRE_WITNESS): the declared sink's own `on_untrusted`.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_BILL, PAY_FEE } from './helpers/provenance-bill.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const availability = redisAvailability();
const skip = 'skip' in availability ? availability.skip : false;

const POLICY = BILL_POLICY;
const USER = BILL_USER;
const ENV = { GATE_KEY: 'k-provenance-fleet' };

let redis: RedisServer;
let a: GateProcess;
let b: GateProcess;
let mcpA: GateMcp;
let mcpB: GateMcp;

describe('provenance-fleet-e2e', () => {
  before(async () => {
    if (skip) return;
    const started = await startRedisFor(availability);
    if (!started) return;
    redis = started;
    const dir = mkdtempSync(join(tmpdir(), 'gate-prov-fleet-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify(POLICY));
    // This test is the harness: its user_turn is the user's (docs/mcp.md, "Who may state the user's turn").
    const args = [
      '--store',
      redis.url,
      '--require-key-env',
      'GATE_KEY',
      '--policy',
      policy,
      '--trust-user-turn',
    ];
    [a, b] = await Promise.all([
      startGate([...args, '--replica', 'a'], { env: ENV }),
      startGate([...args, '--replica', 'b'], { env: ENV }),
    ]);
    const auth = { authorization: `Bearer ${ENV.GATE_KEY}` };
    [mcpA, mcpB] = await Promise.all([connectMcp(a.url, auth), connectMcp(b.url, auth)]);
  });

  after(async () => {
    if (skip) return;
    redis?.resume();
    await mcpA?.close().catch(() => undefined);
    await mcpB?.close().catch(() => undefined);
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.crash();
  });

  const judge = async (m: GateMcp, traceId: string, args: string) =>
    (await m.call('gate_adjudicate', { tool: 'send_money', trace_id: traceId, user_turn: USER, args }))
      .verdict as { kind: string; detail?: { claim?: string } };

  test('a bill admitted on replica A decides the payments replica B judges', { skip }, async () => {
    const admitted = await mcpA.call('gate_admit', {
      tool: 'read_file',
      trace_id: 'fleet-bill',
      result: BILL,
    });
    assert.equal((admitted.verdict as { kind: string }).kind, 'ALLOW');
    assert.equal((await judge(mcpB, 'fleet-bill', PAY_BILL)).kind, 'ALLOW', 'the bill as data pays');
    const held = await judge(mcpB, 'fleet-bill', PAY_FEE);
    assert.equal(held.kind, 'REQUIRE_WITNESS', 'the order in the bill is held on the other replica');
    assert.match(held.detail?.claim ?? '', /^provenance: send_money\.recipient carries a number/);
    assert.ok(!JSON.stringify(held).includes('IE29'), 'the value never appears in a verdict');
  });

  test('Redis hung: the payment is held (the whole-trace rule on a trace the store cannot vouch for)', {
    skip,
  }, async () => {
    await mcpA.call('gate_admit', { tool: 'read_file', trace_id: 'fleet-down', result: BILL });
    redis.pause();
    try {
      const verdict = await judge(mcpB, 'fleet-down', PAY_FEE);
      assert.equal(verdict.kind, 'REQUIRE_WITNESS');
    } finally {
      redis.resume();
    }
  });
});
