// MCP provenance ledgers when Redis misbehaves in ways a pause or a kill does not show: a gateway reaches
// a real redis-server through a TCP proxy that can answer garbage (a RESP integer to every request) or
// cut the connection when a script (EVAL/EVALSHA) is sent. A payment an injected order asks for must
// never be admitted, the process stays up, and a ledger note Redis never took holds its trace after.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_FEE } from './helpers/provenance-bill.js';
import { type ProxyAction, type RedisProxy, startRedisProxy } from './helpers/redis-proxy.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const availability = redisAvailability();
const skip = 'skip' in availability ? availability.skip : false;

const POLICY = BILL_POLICY;
const USER = BILL_USER;
const ENV = { GATE_KEY: 'k-provenance-faults' };

type Mode = 'pass' | 'garbage' | 'cut-scripts';
let mode: Mode = 'pass';
let redis: RedisServer | undefined;
let proxy: RedisProxy | undefined;
let gate: GateProcess;
let mcp: GateMcp;

/** By `mode`: forward, answer `:7` to every chunk, or cut at a script. */
function decide(chunk: Buffer): ProxyAction {
  if (mode === 'garbage') return { answer: ':7\r\n' };
  return mode === 'cut-scripts' && /EVAL/i.test(chunk.toString('latin1')) ? 'cut' : 'forward';
}

describe('provenance-redis-faults', () => {
  before(async () => {
    if (skip) return;
    redis = await startRedisFor(availability);
    if (!redis) return;
    proxy = await startRedisProxy(Number(new URL(redis.url).port), decide);
    const dir = mkdtempSync(join(tmpdir(), 'gate-prov-faults-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify(POLICY));
    gate = await startGate(
      // This test is the harness: its user_turn is the user's (docs/mcp.md, "Who may state the user's turn").
      ['--store', proxy.url, '--require-key-env', 'GATE_KEY', '--policy', policy, '--trust-user-turn'],
      { env: ENV },
    );
    mcp = await connectMcp(gate.url, { authorization: `Bearer ${ENV.GATE_KEY}` });
  });

  after(async () => {
    if (skip) return;
    mode = 'pass';
    await mcp?.close().catch(() => undefined);
    await gate?.stop();
    proxy?.close();
    await redis?.crash();
  });

  const judge = async (traceId: string) =>
    (
      await mcp.call('gate_adjudicate', {
        tool: 'send_money',
        trace_id: traceId,
        user_turn: USER,
        args: PAY_FEE,
      })
    ).verdict as { kind: string };

  test('Redis answering garbage: the injected payment is held, the process lives', { skip }, async () => {
    await mcp.call('gate_admit', { tool: 'read_file', trace_id: 'faults-garbage', result: BILL });
    assert.equal((await judge('faults-garbage')).kind, 'REQUIRE_WITNESS', 'held while Redis answers');
    mode = 'garbage';
    try {
      assert.notEqual((await judge('faults-garbage')).kind, 'ALLOW', 'garbage from Redis admits nothing');
      // A trace whose bill was noted while Redis answered garbage.
      await mcp.call('gate_admit', { tool: 'read_file', trace_id: 'faults-garbage-2', result: BILL });
      assert.notEqual((await judge('faults-garbage-2')).kind, 'ALLOW');
    } finally {
      mode = 'pass';
    }
    assert.equal(gate.child.exitCode, null, 'gate lives');
    assert.notEqual((await judge('faults-garbage-2')).kind, 'ALLOW', 'a note Redis never took holds after');
  });

  test('Redis cut mid-script: a ledger note it never took holds the trace once Redis answers', {
    skip,
  }, async () => {
    mode = 'cut-scripts';
    try {
      await mcp.call('gate_admit', { tool: 'read_file', trace_id: 'faults-cut', result: BILL });
      assert.notEqual((await judge('faults-cut')).kind, 'ALLOW');
    } finally {
      mode = 'pass';
    }
    assert.notEqual((await judge('faults-cut')).kind, 'ALLOW', 'held after Redis is back');
    assert.equal(gate.child.exitCode, null, 'gate lives');
  });
});
