// The chat completions wire with the official `openai` client, in process: gate's HTTP lifecycle and the
// wire in front of the fake provider, judged by a table engine (the real floor is in wire-e2e/conformance).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import { createProxyUpstream } from '../src/upstream/proxy.js';
import {
  errorAnswer,
  type FakeUpstream,
  openaiJson,
  openaiSse,
  type ScriptCall,
  silence,
  startFakeUpstream,
} from './fake-upstream.js';
import { ALLOW, startWireGateway, TableEngine, type WireGateway } from './wire-harness.js';

const CALLS: ScriptCall[] = [
  {
    id: 'call_read',
    name: 'read_file',
    args: '{"path":"notes/caf\u00e9-\u{1F600}.md","note":"a \\"quoted\\" \\u00e9"}',
  },
  { id: 'call_rm', name: 'delete_everything', args: '{"confirm":true}' },
  { id: 'call_mail', name: 'send_mail', args: '{"to":"ops@example.com","password":"hunter2"}' },
];
const REPAIRED = { to: 'ops@example.com', password: '[REDACTED]' };

function engine(): TableEngine {
  return new TableEngine({
    read_file: ALLOW,
    send_mail: { kind: 'TRANSFORM', by: 'monitor', repairedArguments: REPAIRED },
    spawn: {
      kind: 'REQUIRE_WITNESS',
      by: 'monitor',
      detail: { confirm_token: 'ct_1' },
    },
  });
}

describe('chat completions wire (openai client)', () => {
  let fake: FakeUpstream;
  let gate: WireGateway;
  let table: TableEngine;
  let client: OpenAI;

  before(async () => {
    fake = await startFakeUpstream();
    table = engine();
    gate = await startWireGateway({
      engine: table,
      provider: 'openai',
      upstream: createProxyUpstream({
        baseUrl: fake.baseUrl,
        provider: 'openai',
        apiKey: 'sk-provider',
        timeoutMs: 5000,
      }),
    });
    client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'gate-client-token', maxRetries: 0 });
  });
  after(async () => {
    await gate.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.received.length = 0;
    table.calls.length = 0;
  });

  const ask = { model: 'gpt-test', messages: [{ role: 'user' as const, content: 'go' }] };

  it('buffered: returns only admitted calls, repaired arguments, and every verdict', async () => {
    fake.push(openaiJson({ text: 'Working on it.', calls: CALLS }));
    const { data, response } = await client.chat.completions.create(ask).withResponse();
    const message = data.choices[0]!.message;
    assert.equal(message.content, 'Working on it.');
    assert.deepEqual(
      message.tool_calls?.map((c) =>
        c.type === 'function' ? [c.id, c.function.name, c.function.arguments] : [],
      ),
      [
        ['call_read', 'read_file', CALLS[0]!.args],
        ['call_mail', 'send_mail', JSON.stringify(REPAIRED)],
      ],
    );
    assert.equal(data.choices[0]!.finish_reason, 'tool_calls');
    const gateExt = (data as unknown as { gate: { trace_id: string; verdicts: unknown[] } }).gate;
    assert.equal(gateExt.trace_id, response.headers.get('x-gate-trace-id'));
    assert.deepEqual(gateExt.verdicts, [
      { tool_call_id: 'call_read', tool: 'read_file', verdict: { kind: 'ALLOW', by: 'monitor' } },
      {
        tool_call_id: 'call_rm',
        tool: 'delete_everything',
        verdict: { kind: 'DENY', reason: 'DEFAULT_DENY', by: 'monitor', disposition: 'TERMINAL' },
      },
      {
        tool_call_id: 'call_mail',
        tool: 'send_mail',
        verdict: { kind: 'TRANSFORM', by: 'monitor' },
        repaired_arguments: REPAIRED,
      },
    ]);
    // Judged on the model's own arguments, on the request's trace.
    assert.deepEqual(table.calls[0]!.args, JSON.parse(CALLS[0]!.args));
    assert.equal(table.calls[0]!.traceId, gateExt.trace_id);
    // Provider headers pass back.
    assert.equal(response.headers.get('x-request-id'), 'req_fake_1');
  });

  it('buffered: when every call is dropped the turn ends with stop, never tool_calls', async () => {
    fake.push(openaiJson({ calls: [CALLS[1]!, { id: 'call_spawn', name: 'spawn', args: '{}' }] }));
    const data = await client.chat.completions.create(ask);
    const choice = data.choices[0]!;
    assert.equal(choice.finish_reason, 'stop');
    assert.equal(choice.message.tool_calls, undefined);
    assert.equal(choice.message.content, '');
    const kinds = (
      data as unknown as { gate: { verdicts: { verdict: { kind: string } }[] } }
    ).gate.verdicts.map((v) => v.verdict.kind);
    assert.deepEqual(kinds, ['DENY', 'REQUIRE_WITNESS']);
  });

  it('passes the witness header to the judge', async () => {
    fake.push(openaiJson({ calls: [{ id: 'call_spawn', name: 'spawn', args: '{}' }] }));
    await client.chat.completions.create(ask, { headers: { 'x-gate-witness': 'ct_1' } });
    assert.equal(table.calls[0]!.witness, 'ct_1');
  });

  it('streaming: text as it comes, calls whole and renumbered, verdicts and usage at the end', async () => {
    const text = 'H\u00e9llo \u{1F600} w\u00f6rld, \u6f22\u5b57!';
    fake.push(openaiSse({ text, calls: CALLS }, { pieceChars: 2, writeBytes: 5 }));
    const stream = await client.chat.completions.create({
      ...ask,
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks: ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const content = chunks.map((c) => c.choices[0]?.delta.content ?? '').join('');
    assert.equal(content, text);
    const calls = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []);
    // Each surviving call arrives in one delta, complete, with consecutive indices.
    assert.deepEqual(
      calls.map((c) => [c.index, c.id, c.function?.name, c.function?.arguments]),
      [
        [0, 'call_read', 'read_file', CALLS[0]!.args],
        [1, 'call_mail', 'send_mail', JSON.stringify(REPAIRED)],
      ],
    );
    const finish = chunks.find((c) => c.choices[0]?.finish_reason);
    assert.equal(finish?.choices[0]?.finish_reason, 'tool_calls');
    const last = chunks.at(-1) as ChatCompletionChunk & { gate?: { verdicts: unknown[] } };
    assert.deepEqual(last.usage, { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 });
    assert.equal(last.gate?.verdicts.length, 3);
    assert.equal(chunks.filter((c) => 'gate' in c).length, 1);
  });

  it('streaming: the SDK accumulator builds a valid completion; all dropped means stop', async () => {
    fake.push(openaiSse({ text: 'No.', calls: [CALLS[1]!] }, { pieceChars: 1 }));
    const runner = client.chat.completions.stream({ ...ask });
    const done = await runner.finalChatCompletion();
    assert.equal(done.choices[0]!.finish_reason, 'stop');
    assert.equal(done.choices[0]!.message.content, 'No.');
    assert.equal(done.choices[0]!.message.tool_calls?.length ?? 0, 0);
  });

  it('streaming: the SDK accumulator sees the admitted calls with their final arguments', async () => {
    fake.push(openaiSse({ calls: CALLS }, { pieceChars: 4, writeBytes: 3 }));
    const done = await client.chat.completions.stream({ ...ask }).finalChatCompletion();
    const calls = done.choices[0]!.message.tool_calls ?? [];
    assert.deepEqual(
      calls.map((c) => (c.type === 'function' ? c.function.name : '')),
      ['read_file', 'send_mail'],
    );
    assert.equal(done.choices[0]!.finish_reason, 'tool_calls');
  });

  it('screens tool results before the request leaves and never forwards the client token', async () => {
    fake.push(openaiJson({ text: 'fine' }));
    const data = await client.chat.completions.create({
      model: 'gpt-test',
      messages: [
        { role: 'user', content: 'read them' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{}' } },
            { id: 'c2', type: 'function', function: { name: 'read_env', arguments: '{}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'plain notes' },
        { role: 'tool', tool_call_id: 'c2', content: [{ type: 'text', text: 'KEY=SECRET-value' }] },
      ],
    });
    const sent = fake.received[0]!;
    assert.equal(sent.headers['authorization'], 'Bearer sk-provider');
    assert.ok(!sent.body.includes('gate-client-token'));
    assert.ok(!sent.body.includes('SECRET-value'), 'the quarantined bytes never reach the provider');
    const messages = (sent.json as { messages: { role: string; content: unknown }[] }).messages;
    assert.equal(messages[2]!.content, 'plain notes');
    assert.equal(messages[3]!.content, '[gate] tool result withheld: SECRET_EXFIL (q-1)');
    const ext = (data as unknown as { gate: { withheld: unknown[] } }).gate;
    assert.deepEqual(ext.withheld, [
      {
        tool_call_id: 'c2',
        tool: 'read_env',
        verdict: { kind: 'QUARANTINE', reason: 'SECRET_EXFIL', by: 'screen', disposition: 'TERMINAL' },
        quarantine_id: 'q-1',
      },
    ]);
  });

  it('forwards the body byte for byte when gate changes nothing', async () => {
    fake.push(openaiJson({ text: 'ok' }));
    const raw =
      '{"model":"gpt-test","messages":[{"role":"user","content":"x"}],"temperature":0.30,"metadata":{"k":"v"},"x_vendor":{"deep":[1,2.50]}}';
    const res = await fetch(`${gate.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'openai-organization': 'org-1', cookie: 'a=b' },
      body: raw,
    });
    assert.equal(res.status, 200);
    assert.equal(fake.received[0]!.body, raw);
    assert.equal(fake.received[0]!.headers['openai-organization'], 'org-1');
    assert.equal(fake.received[0]!.headers['cookie'], undefined);
  });

  it('relays an upstream 4xx/5xx with its status and body', async () => {
    fake.push(
      errorAnswer(
        429,
        { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
        { 'retry-after': '7' },
      ),
    );
    await assert.rejects(client.chat.completions.create(ask), (err: unknown) => {
      assert.ok(err instanceof OpenAI.APIError);
      assert.equal(err.status, 429);
      assert.equal(err.code, 'rate_limit_exceeded');
      assert.equal(err.headers?.get('retry-after'), '7');
      return true;
    });
  });

  it('answers malformed JSON with 400 in the OpenAI shape without contacting upstream', async () => {
    const res = await fetch(`${gate.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"model": "x", "messages": [',
    });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: { message: string; type: string; code: string } };
    assert.equal(body.error.type, 'invalid_request_error');
    assert.equal(typeof body.error.message, 'string');
    assert.equal(fake.received.length, 0);
  });

  it('streaming: a stream cut mid-call ends with an error event and no partial call', async () => {
    fake.push(openaiSse({ text: 'partial', calls: [CALLS[0]!] }, { pieceChars: 2, cutAt: 0.8 }));
    const stream = await client.chat.completions.create({ ...ask, stream: true });
    const chunks: ChatCompletionChunk[] = [];
    await assert.rejects(
      (async () => {
        for await (const c of stream) chunks.push(c);
      })(),
      (err: unknown) =>
        err instanceof OpenAI.APIError && /upstream/.test(err.message) && err.status === undefined,
    );
    assert.equal(chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []).length, 0);
    assert.ok(chunks.some((c) => c.choices[0]?.delta.content));
  });

  it('streaming: the client going away aborts the upstream request', async () => {
    fake.push(openaiSse({ text: 'a long answer that never ends', calls: [CALLS[0]!] }, { hangAt: 0.3 }));
    const controller = new AbortController();
    const stream = await client.chat.completions.create(
      { ...ask, stream: true },
      { signal: controller.signal },
    );
    for await (const _chunk of stream) {
      controller.abort();
      break;
    }
    await fake.settled();
    assert.equal(fake.received[0]!.aborted, true);
  });

  it('lists models through to the provider', async () => {
    fake.push((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: [{ id: 'gpt-test', object: 'model', created: 1, owned_by: 'x' }],
        }),
      );
    });
    const page = await client.models.list();
    assert.deepEqual(
      page.data.map((m) => m.id),
      ['gpt-test'],
    );
    assert.equal(fake.received[0]!.url, '/v1/models');
    assert.equal(fake.received[0]!.headers['authorization'], 'Bearer sk-provider');
  });
});

describe('chat completions wire: provider and model flags', () => {
  const ask = { model: 'gpt-test', messages: [{ role: 'user' as const, content: 'go' }] };

  it('pins --model and refuses the messages wire with 400 naming the provider', async () => {
    const fake = await startFakeUpstream();
    const gate = await startWireGateway({
      engine: engine(),
      provider: 'openai',
      model: 'gpt-pinned',
      upstream: createProxyUpstream({ baseUrl: fake.baseUrl, provider: 'openai', timeoutMs: 5000 }),
    });
    try {
      fake.push(openaiJson({ text: 'ok' }));
      const client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'x', maxRetries: 0 });
      await client.chat.completions.create({
        model: 'gpt-asked',
        messages: [{ role: 'user', content: 'x' }],
      });
      assert.equal((fake.received[0]!.json as { model: string }).model, 'gpt-pinned');
      assert.equal(fake.received[0]!.headers['authorization'], undefined, 'no key configured, none sent');
      const res = await fetch(`${gate.url}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'c', max_tokens: 5, messages: [] }),
      });
      assert.equal(res.status, 400);
      const body = (await res.json()) as { type: string; error: { type: string; message: string } };
      assert.equal(body.type, 'error');
      assert.match(body.error.message, /openai/);
      assert.equal(fake.received.length, 1);
    } finally {
      await gate.close();
      await fake.close();
    }
  });

  it('answers 504 in the OpenAI shape when upstream does not answer in time', async () => {
    const fake = await startFakeUpstream();
    fake.setDefault(silence());
    const gate = await startWireGateway({
      engine: engine(),
      provider: 'openai',
      upstream: createProxyUpstream({ baseUrl: fake.baseUrl, provider: 'openai', timeoutMs: 300 }),
    });
    const client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'x', maxRetries: 0 });
    try {
      await assert.rejects(client.chat.completions.create(ask), (err: unknown) => {
        assert.ok(err instanceof OpenAI.APIError);
        assert.equal(err.status, 504);
        assert.equal((err.error as { code?: string }).code, 'upstream_timeout');
        return true;
      });
    } finally {
      await gate.close();
      await fake.close();
    }
  });

  it('answers 502 in the OpenAI shape when the upstream is down', async () => {
    const fake = await startFakeUpstream();
    const downUrl = fake.baseUrl;
    await fake.close();
    const gate = await startWireGateway({
      engine: engine(),
      provider: 'openai',
      upstream: createProxyUpstream({ baseUrl: downUrl, provider: 'openai', timeoutMs: 5000 }),
    });
    try {
      const res = await fetch(`${gate.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'm', messages: [], stream: true }),
      });
      assert.equal(res.status, 502);
      const body = (await res.json()) as { error: { code: string; message: string } };
      assert.equal(body.error.code, 'upstream_unreachable');
      assert.match(body.error.message, /ECONNREFUSED/);
    } finally {
      await gate.close();
    }
  });
});
