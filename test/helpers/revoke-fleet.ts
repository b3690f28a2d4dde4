// Two or more real `gate serve` replicas on one Redis, spoken to with the MCP SDK, for the revocation tests
// of rounds 61 and 62 (a confirm token taken on one, revoked over HTTP, asked of another). GATE_FLEET_BIN
// runs the replicas from another build (an A/B against a base).
import assert from 'node:assert/strict';
import { type GateProcess, startGate } from './gate-process.js';
import { connectMcp, type GateMcp } from './mcp-client.js';
import { policyFile } from './replica-pair.js';

export interface Verdict {
  kind: string;
  reason?: string;
  detail?: Record<string, string>;
}

export function revokeFleet(storeUrl: () => string) {
  const gates: GateProcess[] = [];
  const clients: GateMcp[] = [];
  const bin = process.env.GATE_FLEET_BIN || undefined;
  return {
    async serve(replica: string): Promise<{ gate: GateProcess; mcp: GateMcp }> {
      const args = ['--policy', policyFile({ allow: ['Bash'] }), '--store', storeUrl()];
      const gate = await startGate([...args, '--replica', replica, '--lease-hold-ms', '0'], { bin });
      gates.push(gate);
      const client = await connectMcp(gate.url);
      clients.push(client);
      return { gate, mcp: client };
    },
    /** A call the floor holds for a witness: `rm -rf build`, with the witness when given. */
    async adjudicate(m: GateMcp, witness?: string): Promise<Verdict> {
      const reply = (await m.call('gate_adjudicate', {
        tool: 'Bash',
        args: JSON.stringify({ command: 'rm -rf build' }),
        ...(witness ? { witness } : {}),
      })) as { verdict: Verdict };
      return reply.verdict;
    },
    /** A confirm token taken on `m`, revoked over `url`'s HTTP revoke route. */
    async revokedToken(m: GateMcp, url: string): Promise<string> {
      const token = (await this.adjudicate(m)).detail?.confirm_token ?? '';
      assert.match(token, /^gw_[0-9a-f]{32}$/);
      const revoked = await fetch(`${url}/v1/gate/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ witness: token }),
      });
      assert.equal(revoked.status, 200);
      return token;
    },
    async close(): Promise<void> {
      for (const c of clients) await c.close().catch(() => undefined);
      await Promise.all(gates.map((g) => g.stop()));
    },
  };
}
