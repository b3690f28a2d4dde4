// A real `gate serve` whose store is a real redis-server behind a misbehaving proxy, judging the bill
// scenario (provenance-bill.ts) over MCP: the harness of the Redis fault tests of rounds 41 and 42.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RedisServer } from '../store-redis-harness.js';
import { type GateProcess, startGate } from './gate-process.js';
import { connectMcp, type GateMcp } from './mcp-client.js';
import { BILL_POLICY, BILL_USER } from './provenance-bill.js';
import { type ProxyAction, type RedisProxy, startRedisProxy } from './redis-proxy.js';

export interface BillBehindProxy {
  gate: GateProcess;
  mcp: GateMcp;
  /** The verdict kind of `send_money` with `args` on the trace, the user's turn stated. */
  judge(traceId: string, args: string): Promise<string>;
  /** What /healthz says of the store. */
  storeOk(): Promise<boolean | undefined>;
  stop(): Promise<void>;
}

export async function startBillBehindProxy(
  redis: RedisServer,
  decide: (chunk: Buffer) => ProxyAction,
): Promise<BillBehindProxy> {
  const proxy: RedisProxy = await startRedisProxy(Number(new URL(redis.url).port), decide);
  const dir = mkdtempSync(join(tmpdir(), 'gate-bill-proxy-'));
  writeFileSync(join(dir, 'policy.json'), JSON.stringify(BILL_POLICY));
  // The harness states the user's turn (docs/mcp.md, "Who may state the user's turn").
  const gate = await startGate([
    '--store',
    proxy.url,
    '--policy',
    join(dir, 'policy.json'),
    '--trust-user-turn',
  ]);
  const mcp = await connectMcp(gate.url);
  return {
    gate,
    mcp,
    judge: async (traceId, args) => {
      const doc = await mcp.call('gate_adjudicate', {
        tool: 'send_money',
        trace_id: traceId,
        user_turn: BILL_USER,
        args,
      });
      return (doc.verdict as { kind: string }).kind;
    },
    storeOk: async () =>
      ((await (await fetch(`${gate.url}/healthz`)).json()) as { store?: { ok?: boolean } }).store?.ok,
    stop: async () => {
      await mcp.close().catch(() => undefined);
      await gate.stop();
      proxy.close();
    },
  };
}
