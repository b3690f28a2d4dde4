// Red team, round 76 (docs/approvals.md, "Round 76 (rt-witness-r76"), with approvals on, through the real
// `gate serve` before a fake provider: a human's approval of a held chat call is spent by the client's
// `x-gate-witness` header, never by a `witness` key the model wrote into its own call (on 28de05ea the
// model's key spent it); and through MCP a used witness is refused `approval already used` on any trace
// until the call is proposed afresh, which opens a new approval (the design: each run needs a human).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { confirmToken } from '../src/kernel/ladder/witness.js';
import { type FakeUpstream, openaiJson, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

/** The model's call: `command`, with its own token under `key` when `key` is given. */
function modelCall(command: string, key?: string): { id: string; name: string; args: string } {
  const token = confirmToken({ tool: 'Bash', args: { command } });
  const args = key === undefined ? { command } : { command, [key]: token };
  return { id: 'call_w76', name: 'Bash', args: JSON.stringify(args) };
}

const ALICE = 'approver-alice-key-r76-abcdef';

async function approve(gate: GateProcess, id: string): Promise<number> {
  const res = await fetch(`${gate.url}/v1/gate/approvals/${id}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ALICE}` },
  });
  await res.text();
  return res.status;
}

describe('redteam r76: with approvals on', () => {
  let gate: GateProcess;
  let fake: FakeUpstream;

  before(async () => {
    fake = await startFakeUpstream();
    gate = await startGate(
      ['--base-url', fake.baseUrl, '--provider', 'openai', '--approver-key-env', 'alice=GATE_ALICE'],
      { env: { GATE_ALICE: ALICE } },
    );
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  it("chat: a human's approval is spent by the client's header, never by the model's own key", async () => {
    const { default: OpenAI } = await import('openai');
    const oai = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'unused', maxRetries: 0 });
    const command = 'git push origin r76-approved';
    const ask = async (key?: string, headers: Record<string, string> = {}) => {
      fake.push(openaiJson({ calls: [modelCall(command, key)] }));
      const done = await oai.chat.completions.create(
        { model: 'm', messages: [{ role: 'user', content: 'Hello' }] },
        { headers },
      );
      const ext = (
        done as unknown as { gate: { verdicts: Array<{ verdict: { detail?: Record<string, string> } }> } }
      ).gate;
      return {
        calls: done.choices[0]?.message.tool_calls?.length ?? 0,
        detail: ext.verdicts[0]?.verdict.detail,
      };
    };
    const held = await ask();
    const id = held.detail?.approval_id ?? '';
    assert.equal(held.calls, 0);
    assert.equal(await approve(gate, id), 200);
    const byModel = await ask('witness');
    assert.equal(byModel.calls, 0, "the model's own key spent the human's approval");
    assert.equal(byModel.detail?.approval_state, 'approved', 'the approval is still there for the client');
    const token = confirmToken({ tool: 'Bash', args: { command } });
    const byHeader = await ask(undefined, { 'x-gate-witness': token });
    assert.deepEqual([byHeader.calls, byHeader.detail?.approval_state], [1, 'used']);
  });

  it('MCP: a used witness is refused "approval already used" on any trace, until the call is proposed afresh', async () => {
    const mcp = await connectMcp(gate.url);
    try {
      type Doc = {
        verdict: { kind: string; reason?: string; detail?: Record<string, string> };
        result?: unknown;
      };
      const args = { command: 'git push origin r76-used' };
      const run = (extra: Record<string, unknown>) =>
        mcp.call('gate_syscall', { tool: 'Bash', arguments: args, ...extra }) as Promise<Doc>;
      const held = await run({});
      const id = held.verdict.detail?.approval_id ?? '';
      const token = held.verdict.detail?.confirm_token ?? '';
      assert.equal(held.verdict.kind, 'REQUIRE_WITNESS');
      assert.equal(await approve(gate, id), 200);
      const used = await run({ witness: token });
      assert.deepEqual([used.verdict.kind, used.verdict.detail?.approval_state], ['ALLOW', 'used']);
      for (const again of [{ witness: token }, { witness: token, trace_id: 'r76-other-trace' }]) {
        const twice = await run(again);
        assert.deepEqual(
          [
            twice.verdict.kind,
            twice.verdict.reason,
            twice.verdict.detail?.claim,
            twice.verdict.detail?.approval_id,
          ],
          ['DENY', 'UNWITNESSED', 'witness: approval already used', id],
        );
        assert.equal(twice.result, undefined, 'nothing ran');
      }
      // The same call proposed again needs a human again: a new approval, and the witness (the same
      // string: it is the call's digest) is held under it until that one is approved.
      const afresh = await run({});
      const next = afresh.verdict.detail?.approval_id ?? '';
      assert.deepEqual(
        [afresh.verdict.kind, afresh.verdict.detail?.approval_state],
        ['REQUIRE_WITNESS', 'pending'],
      );
      assert.notEqual(next, id);
      const early = await run({ witness: token });
      assert.deepEqual([early.verdict.kind, early.verdict.detail?.approval_id], ['REQUIRE_WITNESS', next]);
      assert.equal(early.result, undefined);
    } finally {
      await mcp.close();
    }
  });
});
