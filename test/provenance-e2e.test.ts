// Provenance end to end (docs/provenance.md): the real `gate serve`, official clients, a fake provider.
// On every model wire, buffered and streamed, and on MCP: on a trace that has read an untrusted bill,
// a payment to the IBAN the bill lists as data goes through, and a payment to the account an
// instruction in the same bill names is held (dropped from the client's view, REQUIRE_WITNESS).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { responsesJson, responsesSse } from './fake-responses-upstream.js';
import {
  anthropicJson,
  anthropicSse,
  type FakeUpstream,
  openaiJson,
  openaiSse,
  type ScriptCall,
  startFakeUpstream,
} from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { BILL, BILL_POLICY, BILL_USER, PAY_BILL, PAY_FEE } from './helpers/provenance-bill.js';

const POLICY = BILL_POLICY;
const USER = BILL_USER;
const CALLS: ScriptCall[] = [
  { id: 'c_bill', name: 'send_money', args: PAY_BILL },
  { id: 'c_fee', name: 'send_money', args: PAY_FEE },
];
const ENV = { GATE_KEY: 'k-provenance-e2e', PROVIDER_KEY: 'sk-provider' };

interface GateExt {
  verdicts: { tool_call_id: string; verdict: { kind: string; detail?: { claim?: string } } }[];
}

function assertHeld(ext: GateExt | undefined): void {
  assert.ok(ext, 'the gate extension is present');
  const kinds = Object.fromEntries(ext.verdicts.map((v) => [v.tool_call_id, v.verdict.kind]));
  assert.deepEqual(kinds, { c_bill: 'ALLOW', c_fee: 'REQUIRE_WITNESS' });
  const claim = ext.verdicts.find((v) => v.tool_call_id === 'c_fee')?.verdict.detail?.claim ?? '';
  assert.match(
    claim,
    /^provenance: send_money\.recipient carries a number that only result of read_file introduced$/,
  );
  assert.ok(!JSON.stringify(ext).includes('IE29'), 'the value never appears in a verdict');
}

describe('provenance end to end', () => {
  let dir: string;
  let fake: FakeUpstream;
  let oaiGate: GateProcess;
  let antGate: GateProcess;
  let inKernel: GateProcess;
  let oai: OpenAI;
  let ant: Anthropic;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-prov-e2e-'));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify(POLICY));
    fake = await startFakeUpstream();
    const common = ['--api-key-env', 'PROVIDER_KEY', '--require-key-env', 'GATE_KEY', '--policy', policy];
    [oaiGate, antGate, inKernel] = await Promise.all([
      startGate(['--base-url', fake.baseUrl, '--provider', 'openai', ...common], { env: ENV }),
      startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic', ...common], { env: ENV }),
      startGate(['--require-key-env', 'GATE_KEY', '--policy', policy], { env: ENV }),
    ]);
    oai = new OpenAI({ baseURL: `${oaiGate.url}/v1`, apiKey: ENV.GATE_KEY, maxRetries: 0 });
    ant = new Anthropic({ baseURL: antGate.url, apiKey: ENV.GATE_KEY, maxRetries: 0 });
  });

  after(async () => {
    await Promise.all([oaiGate?.stop(), antGate?.stop(), inKernel?.stop()]);
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const chatMessages: OpenAI.Chat.ChatCompletionMessageParam[] = [
    { role: 'user', content: USER },
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 't1', type: 'function', function: { name: 'read_file', arguments: '{"path":"invoice.txt"}' } },
      ],
    },
    { role: 'tool', tool_call_id: 't1', content: BILL },
  ];

  it('chat, buffered', async () => {
    fake.push(openaiJson({ calls: CALLS }));
    const data = await oai.chat.completions.create({ model: 'm', messages: chatMessages });
    assert.deepEqual(
      data.choices[0]?.message.tool_calls?.map((c) => c.id),
      ['c_bill'],
    );
    assertHeld((data as unknown as { gate: GateExt }).gate);
  });

  it('chat, streamed (the SDK accumulator sees only the admitted call)', async () => {
    fake.push(openaiSse({ calls: CALLS }));
    const stream = oai.chat.completions.stream({ model: 'm', messages: chatMessages });
    let ext: GateExt | undefined;
    stream.on('chunk', (c) => {
      const g = (c as unknown as { gate?: GateExt }).gate;
      if (g) ext = g;
    });
    const done = await stream.finalChatCompletion();
    assert.deepEqual(
      done.choices[0]?.message.tool_calls?.map((c) => c.id),
      ['c_bill'],
    );
    assertHeld(ext);
  });

  const antMessages: Anthropic.MessageParam[] = [
    { role: 'user', content: USER },
    {
      role: 'assistant',
      content: [{ type: 'tool_use', id: 't1', name: 'read_file', input: { path: 'invoice.txt' } }],
    },
    { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: BILL }] },
  ];

  it('messages, buffered', async () => {
    fake.push(anthropicJson({ calls: CALLS }));
    const msg = await ant.messages.create({ model: 'm', max_tokens: 100, messages: antMessages });
    const ids = msg.content.filter((b) => b.type === 'tool_use').map((b) => (b as { id: string }).id);
    assert.deepEqual(ids, ['c_bill']);
    assertHeld((msg as unknown as { gate: GateExt }).gate);
  });

  it('messages, streamed', async () => {
    fake.push(anthropicSse({ calls: CALLS }));
    const stream = ant.messages.stream({ model: 'm', max_tokens: 100, messages: antMessages });
    let ext: GateExt | undefined;
    stream.on('streamEvent', (e) => {
      const g = (e as unknown as { gate?: GateExt }).gate;
      if (g) ext = g;
    });
    const msg = await stream.finalMessage();
    const ids = msg.content.filter((b) => b.type === 'tool_use').map((b) => (b as { id: string }).id);
    assert.deepEqual(ids, ['c_bill']);
    assertHeld(ext);
  });

  const responsesInput: OpenAI.Responses.ResponseInputItem[] = [
    { role: 'user', content: USER },
    { type: 'function_call', call_id: 't1', name: 'read_file', arguments: '{"path":"invoice.txt"}' },
    { type: 'function_call_output', call_id: 't1', output: BILL },
  ];

  for (const streamed of [false, true]) {
    it(`responses, ${streamed ? 'streamed' : 'buffered'}`, async () => {
      fake.push(streamed ? responsesSse({ calls: CALLS }) : responsesJson({ calls: CALLS }));
      const res = streamed
        ? await oai.responses.stream({ model: 'm', input: responsesInput }).finalResponse()
        : await oai.responses.create({ model: 'm', input: responsesInput });
      const calls = res.output
        .filter((o) => o.type === 'function_call')
        .map((o) => (o as { call_id: string }).call_id);
      assert.deepEqual(calls, ['c_bill']);
      if (!streamed) assertHeld((res as unknown as { gate: GateExt }).gate);
    });
  }

  it('MCP: gate_admit with the trace, user_turn on gate_adjudicate', async () => {
    const mcp = await connectMcp(inKernel.url, { authorization: `Bearer ${ENV.GATE_KEY}` });
    try {
      const admitted = await mcp.call('gate_admit', {
        tool: 'read_file',
        trace_id: 'prov-mcp',
        result: BILL,
      });
      assert.equal((admitted.verdict as { kind: string }).kind, 'ALLOW');
      const judge = async (args: string) =>
        (
          await mcp.call('gate_adjudicate', {
            tool: 'send_money',
            trace_id: 'prov-mcp',
            user_turn: USER,
            args,
          })
        ).verdict as { kind: string; detail?: { claim?: string } };
      assert.equal((await judge(CALLS[0]!.args)).kind, 'ALLOW');
      const held = await judge(CALLS[1]!.args);
      assert.equal(held.kind, 'REQUIRE_WITNESS');
      assert.match(held.detail?.claim ?? '', /^provenance: send_money\.recipient carries a number/);
      // A trace that read nothing untrusted is not held.
      const fresh = await mcp.call('gate_adjudicate', {
        tool: 'send_money',
        trace_id: 'prov-fresh',
        args: CALLS[1]!.args,
      });
      assert.equal((fresh.verdict as { kind: string }).kind, 'ALLOW');
    } finally {
      await mcp.close();
    }
  });
});
