// A revocation is kept for good (process memory, or the fleet's Redis set), and `POST /v1/gate/revoke` or
// `gate_revoke` stored whatever string it was given: any holder of the gateway key could store 16 MiB (a
// body's worth) per request, for good. A witness a revoke names is now 1-128 visible ASCII characters.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { GateProcess } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { sharedGate } from './helpers/shared-gate.js';

let gate: GateProcess;
let mcp: GateMcp;
describe('redteam-serve-r15-revoke', () => {
  before(async () => {
    // No journal read, no state but its own witnesses' revocations: the plain gate its group shares.
    gate = await sharedGate([], { env: { GATE_AUDIT_JOURNAL: undefined } });
    mcp = await connectMcp(gate.url);
  });
  after(async () => {
    await mcp?.close();
  });

  const revoke = (witness: string) =>
    fetch(`${gate.url}/v1/gate/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ witness }),
    });

  const HUGE = `gw_${'a'.repeat(1024 * 1024)}`;
  const ODD = [HUGE, 'gw_\n0123', 'gw_ 0123', 'gw_\u00e9'];

  test('a revoke names a witness-sized text, on HTTP and MCP; a token still revokes', async () => {
    for (const witness of ODD) {
      const res = await revoke(witness);
      assert.equal(res.status, 400, JSON.stringify(witness.slice(0, 12)));
      const body = (await res.json()) as { error: { message: string } };
      assert.match(body.error.message, /field "witness" must be 1-128 visible ASCII characters/);
      assert.ok(!body.error.message.includes('aaaa'), 'the witness is not echoed');
      await assert.rejects(mcp.call('gate_revoke', { witness }), /"witness" must be 1-128 visible ASCII/);
    }
    const token = `gw_${'0123456789abcdef'.repeat(2)}`;
    assert.equal((await revoke(token)).status, 200);
    assert.equal((await mcp.call('gate_revoke', { witness: token })).witness, token);
  });
});
