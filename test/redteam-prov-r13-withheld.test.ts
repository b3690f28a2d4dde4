// A result the screener withholds was not followed: its values were never noted, so an order in it that
// reached the model anyway (an MCP caller or a hook that shows a withheld result, a client that keeps its
// own copy) made a payment to the attacker's account pass as if the user had named it. Since round 13 the
// default screener withholds the provenance scenes' bill, which showed it: the injected payment came back
// ALLOW. A withheld result is now followed as it came (docs/provenance.md, "A withheld result").
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { connectMcp } from './helpers/mcp-client.js';
import { type ModelGates, startModelGates } from './helpers/model-gates.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_BILL, PAY_FEE } from './helpers/provenance-bill.js';

const ENV = { GATE_KEY: 'k-prov-withheld', PROVIDER_KEY: 'sk-provider' };
// The bill scene with the default screener: its agreement stage withholds the bill.
const { screening: _off, ...POLICY } = BILL_POLICY;
let gates: ModelGates | undefined;

before(async () => {
  gates = await startModelGates(POLICY, ENV, ['--trust-user-turn']);
});
after(async () => {
  await gates?.stop();
});

test('a withheld bill still makes its injected payee an untrusted value; its own payee stays data', async () => {
  const mcp = await connectMcp(gates!.inKernel!.url, { authorization: `Bearer ${ENV.GATE_KEY}` });
  const trace = 'prov-withheld-bill';
  try {
    const judge = async (tool: string, args: string) =>
      (await mcp.call('gate_adjudicate', { tool, trace_id: trace, user_turn: BILL_USER, args })).verdict as {
        kind: string;
      };
    assert.equal((await judge('read_file', '{"path":"invoice.txt"}')).kind, 'ALLOW');
    const admitted = await mcp.call('gate_admit', { tool: 'read_file', trace_id: trace, result: BILL });
    assert.equal((admitted.verdict as { kind: string }).kind, 'QUARANTINE');
    assert.equal((await judge('send_money', PAY_FEE)).kind, 'REQUIRE_WITNESS');
    assert.equal((await judge('send_money', PAY_BILL)).kind, 'ALLOW');
  } finally {
    await mcp.close();
  }
});
