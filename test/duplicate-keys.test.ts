// What gate judges is what runs: a tool call whose arguments repeat a key (readers disagree on which
// value wins) is DENY MALFORMED on every entry point, and an upstream answer that repeats a key where no
// argument text can carry it is unreadable (5xx in the wire's shape), never passed through.
// Real `gate serve` in front of the fake provider; raw fetch so the bytes are exactly ours.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { responsesJson } from './fake-responses-upstream.js';
import {
  type FakeUpstream,
  openaiJson,
  openaiSse,
  type Responder,
  startFakeUpstream,
} from './fake-upstream.js';
import { type GateProcess, runGate, startGate } from './helpers/gate-process.js';

const POLICY = { version: 'gate-policy/v1', allow: ['Bash', 'Read'] };
const DUP = '{"command":"ls","command":"sudo id"}';
const DEEP_DUP = '{"opts":{"a":1,"a":2},"command":"ls"}';
const PROTO = '{"__proto__":{"command":"sudo id"}}';
/** Escaped spelling, deeper: the key is what the reader decodes, not the bytes. */
const PROTO_DEEP = '{"command":"ls","env":[{"\\u005f_proto__":{"PATH":"/tmp/evil"}}]}';

/** An upstream answer written as raw text (JSON.stringify cannot repeat a key). */
function rawJson(text: string): Responder {
  return (_req, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
}

interface Verdicts {
  gate?: {
    verdicts: { tool: string; verdict: { kind: string; reason?: string; detail?: { claim?: string } } }[];
  };
}

describe('duplicate keys (gate serve)', () => {
  let dir: string;
  let fake: FakeUpstream;
  let openai: GateProcess;
  let anthropic: GateProcess;
  let policyFile: string;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-dup-'));
    policyFile = join(dir, 'policy.json');
    writeFileSync(policyFile, JSON.stringify(POLICY));
    fake = await startFakeUpstream();
    const common = ['--policy', policyFile, '--api-key-env', 'PROVIDER_KEY'];
    const env = { PROVIDER_KEY: 'sk-provider' };
    [openai, anthropic] = await Promise.all([
      startGate(['--base-url', fake.baseUrl, '--provider', 'openai', ...common], { env }),
      startGate(['--base-url', fake.baseUrl, '--provider', 'anthropic', ...common], { env }),
    ]);
  });

  after(async () => {
    await Promise.all([openai?.stop(), anthropic?.stop()]);
    await fake?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const chat = (stream: boolean) =>
    fetch(`${openai.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: 'hi' }] }),
    });

  for (const args of [DUP, DEEP_DUP]) {
    it(`OpenAI buffered: arguments ${args} are DENY MALFORMED and withheld`, async () => {
      fake.push(openaiJson({ calls: [{ id: 'c1', name: 'Bash', args }] }));
      const res = await chat(false);
      assert.equal(res.status, 200);
      const body = (await res.json()) as Verdicts & { choices: { message: { tool_calls?: unknown[] } }[] };
      assert.deepEqual(
        body.gate?.verdicts.map((v) => [v.tool, v.verdict.kind, v.verdict.reason]),
        [['Bash', 'DENY', 'MALFORMED']],
      );
      assert.equal(body.choices[0]?.message.tool_calls, undefined, 'the call never reaches the client');
    });
  }

  it('OpenAI streamed: the duplicate-key call is DENY MALFORMED and its arguments never stream', async () => {
    fake.push(openaiSse({ calls: [{ id: 'c1', name: 'Bash', args: DUP }] }));
    const res = await chat(true);
    const text = await res.text();
    assert.equal(res.status, 200);
    assert.match(text, /"MALFORMED"/);
    assert.ok(!text.includes('sudo'), 'no byte of the refused arguments reaches the client');
  });

  it('Anthropic buffered: a repeated key inside a tool_use input makes the answer unreadable (5xx)', async () => {
    fake.push(
      rawJson(
        `{"id":"msg_1","type":"message","role":"assistant","model":"c","content":[{"type":"tool_use","id":"t1","name":"Bash","input":${DUP}}],"stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":1}}`,
      ),
    );
    const res = await fetch(`${anthropic.url}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
      body: JSON.stringify({ model: 'c', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] }),
    });
    const text = await res.text();
    assert.ok(res.status >= 500 && res.status < 600, `${res.status} ${text}`);
    const body = JSON.parse(text) as { type: string; error: { type: string; message: string } };
    assert.equal(body.type, 'error');
    assert.ok(!text.includes('sudo'), 'the error never echoes the body');
  });

  it('MCP gate_adjudicate: args text with a repeated key is DENY MALFORMED', async () => {
    const call = (id: number, method: string, params: unknown) =>
      fetch(`${openai.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      });
    const init = await call(1, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 't', version: '1' },
    });
    const session = init.headers.get('mcp-session-id');
    await init.text();
    const res = await fetch(`${openai.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...(session ? { 'mcp-session-id': session } : {}),
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'gate_adjudicate', arguments: { tool: 'Bash', args: DUP } },
      }),
    });
    const text = await res.text();
    assert.match(text, /MALFORMED/, text.slice(0, 300));
    assert.match(text, /duplicate key/);
    assert.ok(!text.includes('sudo'));
  });

  // Round 14: a key named `__proto__`. JSON.parse defines it, so `{"__proto__":{"command":"sudo id"}}`
  // had no `command` and Bash was admitted; a tool that copies its arguments with Object.assign (or an old
  // merge) makes that object the prototype and reads `command` as "sudo id". Readers disagree, as with a
  // repeated key: DENY MALFORMED at rung 1, on every wire, on MCP and in the hooks.
  const post = (gate: GateProcess, path: string, body: unknown) =>
    fetch(`${gate.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const malformed = (v: Verdicts) =>
    assert.deepEqual(
      v.gate?.verdicts.map((x) => [
        x.verdict.kind,
        x.verdict.reason,
        /__proto__/.test(x.verdict.detail?.claim ?? ''),
      ]),
      [['DENY', 'MALFORMED', true]],
    );

  for (const args of [PROTO, PROTO_DEEP]) {
    it(`OpenAI chat, buffered and streamed: ${args} is DENY MALFORMED and the call is withheld`, async () => {
      fake.push(openaiJson({ calls: [{ id: 'c1', name: 'Bash', args }] }));
      const res = await post(openai, '/v1/chat/completions', {
        model: 'm',
        messages: [{ role: 'user', content: 'hi' }],
      });
      const body = (await res.json()) as Verdicts & { choices: { message: { tool_calls?: unknown[] } }[] };
      malformed(body);
      assert.equal(body.choices[0]?.message.tool_calls, undefined);
      fake.push(openaiSse({ calls: [{ id: 'c1', name: 'Bash', args }] }));
      const text = await (
        await post(openai, '/v1/chat/completions', {
          model: 'm',
          stream: true,
          messages: [{ role: 'user', content: 'hi' }],
        })
      ).text();
      assert.match(text, /"MALFORMED"/);
      assert.ok(
        !text.includes('sudo') && !text.includes('/tmp/evil'),
        'no byte of the refused arguments streams',
      );
    });
  }

  it('OpenAI Responses: a function_call whose arguments hold __proto__ is DENY MALFORMED', async () => {
    fake.push(responsesJson({ calls: [{ id: 'c1', name: 'Bash', args: PROTO }] }));
    const res = await post(openai, '/v1/responses', { model: 'm', input: 'hi' });
    const text = await res.text();
    assert.match(text, /"MALFORMED"/, text.slice(0, 400));
    assert.ok(!text.includes('sudo'));
  });

  it('Anthropic: a tool_use input object holding __proto__ is DENY MALFORMED', async () => {
    fake.push(
      rawJson(
        `{"id":"msg_1","type":"message","role":"assistant","model":"c","content":[{"type":"tool_use","id":"t1","name":"Bash","input":${PROTO}}],"stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":1,"output_tokens":1}}`,
      ),
    );
    const res = await post(anthropic, '/v1/messages', {
      model: 'c',
      max_tokens: 10,
      messages: [{ role: 'user', content: 'hi' }],
    });
    const body = (await res.json()) as Verdicts & { content: { type: string }[] };
    malformed(body);
    assert.ok(!body.content.some((b) => b.type === 'tool_use'), 'the call never reaches the client');
  });

  it('MCP gate_adjudicate: args text and an arguments object holding __proto__ are DENY MALFORMED', async () => {
    const params = [
      // A trace named: an untraced shell call is refused before it is read (docs/mcp.md, round 57).
      `{"tool":"Bash","trace_id":"dup-keys","args":${JSON.stringify(PROTO)}}`,
      `{"tool":"Bash","trace_id":"dup-keys","arguments":${PROTO}}`,
      `{"tool":"Bash","trace_id":"dup-keys","arguments":${PROTO_DEEP}}`,
    ];
    for (const [i, args] of params.entries()) {
      const res = await post(
        openai,
        '/mcp',
        `{"jsonrpc":"2.0","id":${i},"method":"tools/call","params":{"name":"gate_adjudicate","arguments":${args}}}`,
      );
      const doc = (await res.json()) as { result: { content: { text: string }[] } };
      const verdict = (
        JSON.parse(doc.result.content[0]!.text) as { verdict: { kind: string; reason: string } }
      ).verdict;
      assert.deepEqual([verdict.kind, verdict.reason], ['DENY', 'MALFORMED'], args);
    }
  });

  it('gate hook claude-code and codex: a tool_input holding __proto__ is refused', async () => {
    const event = `{"hook_event_name":"PreToolUse","session_id":"s","tool_name":"Bash","tool_input":${PROTO}}`;
    const claude = await runGate(['hook', 'claude-code', '--policy', policyFile], { input: event });
    assert.equal(claude.code, 0, claude.stderr);
    assert.match(claude.stdout, /"permissionDecision":"deny"/);
    assert.match(claude.stdout, /MALFORMED/);
    // Codex reads its shell's command from `command`; any other shape is refused, __proto__ included.
    const codex = await runGate(['hook', 'codex'], { input: event });
    assert.match(codex.stdout, /"permissionDecision":"deny"/);
    assert.ok(!`${claude.stdout}${codex.stdout}`.includes('sudo'), 'the reason never quotes the arguments');
  });
});
