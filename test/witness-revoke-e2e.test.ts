// A revoked witness admits nothing, on the embedded (memory) store, through every way a witness arrives:
// the x-gate-witness header on the OpenAI and Anthropic routes, MCP `witness`, and a confirm_token key.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import type { GateProcess } from './helpers/gate-process.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { sharedGate } from './helpers/shared-gate.js';

let gate: GateProcess;
let mcp: GateMcp;

describe('witness-revoke-e2e', () => {
  before(async () => {
    // Revokes only witnesses it was given: the plain gate its group shares.
    gate = await sharedGate([], { env: { GATE_AUDIT_JOURNAL: undefined } });
    mcp = await connectMcp(gate.url);
  });
  after(async () => {
    await mcp?.close().catch(() => undefined);
  });

  interface WireVerdict {
    kind: string;
    reason?: string;
    disposition?: string;
    detail?: Record<string, string>;
  }
  interface GateExt {
    verdicts: Array<{ tool: string; verdict: WireVerdict }>;
  }

  const ASK = 'run `git push origin main`';
  const BASH: OpenAI.Chat.Completions.ChatCompletionTool = {
    type: 'function',
    function: {
      name: 'Bash',
      parameters: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] },
    },
  };

  async function viaOpenai(witness?: string): Promise<{ verdict: WireVerdict; returned: number }> {
    const openai = new OpenAI({
      baseURL: `${gate.url}/v1`,
      apiKey: 'unused',
      maxRetries: 0,
      ...(witness ? { defaultHeaders: { 'x-gate-witness': witness } } : {}),
    });
    const res = await openai.chat.completions.create({
      model: 'gate-builtin',
      messages: [{ role: 'user', content: ASK }],
      tools: [BASH],
    });
    const ext = (res as unknown as { gate: GateExt }).gate;
    const verdict = ext.verdicts.find((v) => v.tool === 'Bash')?.verdict;
    assert.ok(verdict, 'the built-in model proposed Bash');
    return { verdict, returned: res.choices[0]?.message.tool_calls?.length ?? 0 };
  }

  async function viaAnthropic(witness: string): Promise<{ verdict: WireVerdict; returned: number }> {
    const anthropic = new Anthropic({
      baseURL: gate.url,
      apiKey: 'unused',
      maxRetries: 0,
      defaultHeaders: { 'x-gate-witness': witness },
    });
    const res = await anthropic.messages.create({
      model: 'gate-builtin',
      max_tokens: 256,
      messages: [{ role: 'user', content: ASK }],
      tools: [
        {
          name: 'Bash',
          input_schema: {
            type: 'object',
            properties: { command: { type: 'string' } },
            required: ['command'],
          },
        },
      ],
    });
    const ext = (res as unknown as { gate: GateExt }).gate;
    const verdict = ext.verdicts.find((v) => v.tool === 'Bash')?.verdict;
    assert.ok(verdict);
    return { verdict, returned: res.content.filter((b) => b.type === 'tool_use').length };
  }

  test('memory store: once gate_revoke names the confirm_token, no wire admits the call', async () => {
    const asked = await viaOpenai();
    assert.equal(asked.verdict.kind, 'REQUIRE_WITNESS');
    assert.equal(asked.verdict.reason, undefined, 'REQUIRE_WITNESS carries no reason');
    assert.equal(asked.verdict.disposition, 'ESCALATE');
    assert.equal(asked.returned, 0);
    const token = asked.verdict.detail?.confirm_token ?? '';
    assert.match(token, /^gw_[0-9a-f]{32}$/);
    const witnessed = await viaOpenai(token);
    assert.deepEqual([witnessed.verdict.kind, witnessed.returned], ['ALLOW', 1], 'witnessed: returned');

    const res = await fetch(`${gate.url}/v1/gate/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ witness: token }),
    });
    assert.equal(res.status, 200);

    const expected = ['DENY', 'UNWITNESSED', 'revoked', 'TERMINAL'];
    const shape = (v: WireVerdict) => [v.kind, v.reason, v.detail?.witness, v.disposition];
    const openai = await viaOpenai(token);
    assert.deepEqual(shape(openai.verdict), expected);
    assert.equal(openai.returned, 0, 'the refused call is withheld');
    const anthropic = await viaAnthropic(token);
    assert.deepEqual(shape(anthropic.verdict), expected);
    assert.equal(anthropic.returned, 0);
    const args = { command: 'git push origin main' };
    for (const extra of [{ witness: token }, {}]) {
      const callArgs = 'witness' in extra ? args : { ...args, confirm_token: token };
      const doc = (await mcp.call('gate_adjudicate', {
        tool: 'Bash',
        args: JSON.stringify(callArgs),
        ...extra,
      })) as { verdict: WireVerdict };
      assert.deepEqual(shape(doc.verdict), expected);
    }
    const run = (await mcp.call('gate_syscall', {
      tool: 'Bash',
      args: JSON.stringify(args),
      witness: token,
    })) as {
      verdict: WireVerdict;
      result?: unknown;
    };
    assert.equal(run.verdict.kind, 'DENY');
    assert.equal(run.result, undefined, 'nothing ran');
  });
});
