// Red team, round 44, on the real processes: replica A admits the bill while Redis refuses its scripts
// (NOPERM), so its taint and its ledger note are held in A's memory only; A is killed (SIGKILL) before
// Redis takes them, Redis is fixed, A is started again on the same journal. A forgot both before this
// round, and every replica (A restarted among them) paid the fee only the bill named. Now A keeps them
// beside its journal (`<journal>.lost`) and writes them at its first contact, before it listens.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_BILL, PAY_FEE } from './helpers/provenance-bill.js';
import { type RedisServer, redisAvailability, startRedisFor } from './store-redis-harness.js';

const availability = redisAvailability();

describe('round 44: a replica killed while it holds what Redis did not take', {
  skip: 'skip' in availability ? availability.skip : false,
  timeout: 60_000,
}, () => {
  let server: RedisServer | undefined;
  let raw: Redis | undefined;
  const gates: GateProcess[] = [];
  const mcps: GateMcp[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'gate-r44-restart-'));
  const journal = join(dir, 'a.jsonl');
  writeFileSync(join(dir, 'policy.json'), JSON.stringify(BILL_POLICY));
  const start = async (env: Record<string, string> = {}) => {
    const gate = await startGate(
      ['--store', (server as RedisServer).url, '--policy', join(dir, 'policy.json'), '--trust-user-turn'],
      { env },
    );
    gates.push(gate);
    const mcp = await connectMcp(gate.url);
    mcps.push(mcp);
    return mcp;
  };
  const judge = async (mcp: GateMcp, trace: string, args: string) =>
    (
      (await mcp.call('gate_adjudicate', { tool: 'send_money', trace_id: trace, user_turn: BILL_USER, args }))
        .verdict as { kind: string }
    ).kind;

  before(async () => {
    server = await startRedisFor(availability);
    if (server) raw = new Redis(server.url);
  });
  after(async () => {
    for (const m of mcps) await m.close().catch(() => undefined);
    for (const g of gates) await g.stop().catch(() => undefined);
    raw?.disconnect();
    await server?.crash();
  });

  test('the restarted replica writes the taint and the ledger mark it held; the fee is held', async () => {
    const a = await start({ GATE_AUDIT_JOURNAL: journal });
    assert.equal(await judge(a, 'restart-1', PAY_BILL), 'ALLOW');
    const r = raw as Redis;
    await r.call('ACL', 'SETUSER', 'default', '-eval', '-evalsha');
    try {
      await a.call('gate_admit', { tool: 'read_file', trace_id: 'restart-1', result: BILL });
      await (gates[0] as GateProcess).stop('SIGKILL');
    } finally {
      await r.call('ACL', 'SETUSER', 'default', '+@all');
    }
    // The restarted replica's memory holds nothing it replayed (written, then let go): it reads Redis
    // as any other replica does, so one process serves as both (a gate start is ~0.3 s of CPU).
    const b = await start({ GATE_AUDIT_JOURNAL: journal });
    assert.notEqual(await judge(b, 'restart-1', PAY_FEE), 'ALLOW', 'the fee only the bill named was paid');
    assert.equal(existsSync(`${journal}.lost`), false, 'replayed at first contact, before listening');
    assert.equal(await judge(b, 'restart-2', PAY_BILL), 'ALLOW', 'another trace is not held');
  });
});
