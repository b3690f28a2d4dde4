// Round 57, second pass (docs/wires.md, "Round 57, second pass (edge-r57)"): one workspace and one trace,
// the same on every wire, through the real `gate serve` and the official clients. On the base (0ecf8e2d):
// the operator's `--workspace` pins bound only MCP's gate_adjudicate claim (a Codex block outside them was
// taken on the Responses wire, and a single pin was no workspace on chat or messages); an unreadable
// x-gate-trace-id was silently replaced by a fresh trace; /mcp's response header and access log named the
// request's minted trace, not the session's the call was judged on; and a declared sink called on a request
// naming no conversation was judged as the conversation's first call (no earlier result in sight).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import OpenAI from 'openai';
import { responsesJson, responsesSse } from './fake-responses-upstream.js';
import {
  anthropicJson,
  anthropicSse,
  type FakeUpstream,
  openaiJson,
  openaiSse,
  type Received,
  type ScriptCall,
  startFakeUpstream,
} from './fake-upstream.js';
import { callDoc } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { mcpCallRecords } from './helpers/mcp-call-records.js';
import { lastJsonBody, rawExchange } from './helpers/raw-http.js';

const KEY = 'k-edge-r57';
const ENV = { GATE_KEY: KEY, PROVIDER_KEY: 'sk-provider' };
const PIN = '/tmp/edge-r57-proj';
const PIN_TWO = '/tmp/edge-r57-two';
const OUTSIDE = '/tmp/edge-r57-w';
const EVIL = '/tmp/edge-r57-evil';
const SHELL = 'run_shell_command';
const TRACE = /^[A-Za-z0-9._:-]{1,128}$/;

const gitStatus = (id: string, workdir: string): ScriptCall => ({
  id,
  name: 'exec_command',
  args: JSON.stringify({ cmd: 'git status', workdir }),
});
const envBlock = (cwd: string) =>
  `<environment_context>\n  <cwd>${cwd}</cwd>\n  <shell>bash</shell>\n</environment_context>`;
const userText = (text: string) => ({
  role: 'user' as const,
  content: [{ type: 'input_text' as const, text }],
});
const DEVELOPER = {
  role: 'developer' as const,
  content: [{ type: 'input_text' as const, text: 'You are Codex.' }],
};
const PROMPT = userText('show me the state of the repository');

interface Gates {
  fake: FakeUpstream;
  /** OpenAI provider (chat, Responses, and /mcp on the default floor), one pin. */
  oai: GateProcess;
  /** Anthropic provider, one pin. */
  ant: GateProcess;
  /** OpenAI provider, two pins. */
  two: GateProcess;
}

/** The fake answers what each request asks for, buffered or streamed, on its wire. */
function answerInKind(fake: FakeUpstream): void {
  fake.setDefault((req: Received, res) => {
    const stream = (req.json as { stream?: unknown } | undefined)?.stream === true;
    const turn = { text: 'ok' };
    if (req.url.startsWith('/v1/messages'))
      return (stream ? anthropicSse(turn) : anthropicJson(turn))(req, res);
    if (req.url.startsWith('/v1/responses'))
      return (stream ? responsesSse(turn) : responsesJson(turn))(req, res);
    return (stream ? openaiSse(turn) : openaiJson(turn))(req, res);
  });
}

async function startGates(): Promise<Gates> {
  const fake = await startFakeUpstream();
  answerInKind(fake);
  const common = [
    '--api-key-env',
    'PROVIDER_KEY',
    '--require-key-env',
    'GATE_KEY',
    '--base-url',
    fake.baseUrl,
  ];
  const [oai, ant, two] = await Promise.all([
    startGate(['--provider', 'openai', ...common, '--workspace', PIN], { env: ENV }),
    startGate(['--provider', 'anthropic', ...common, '--workspace', PIN], { env: ENV }),
    startGate(['--provider', 'openai', ...common, '--workspace', PIN, '--workspace', PIN_TWO], { env: ENV }),
  ]);
  return { fake, oai, ant, two };
}

const openai = (g: GateProcess, headers: Record<string, string> = {}) =>
  new OpenAI({ baseURL: `${g.url}/v1`, apiKey: KEY, maxRetries: 0, defaultHeaders: headers });
const anthropic = (g: GateProcess, headers: Record<string, string> = {}) =>
  new Anthropic({ baseURL: g.url, apiKey: KEY, maxRetries: 0, defaultHeaders: headers });

/** The call ids an answer relays (a refused call is taken out of it). */
async function chatIds(client: OpenAI, calls: ScriptCall[], fake: FakeUpstream, stream: boolean) {
  const ask = { model: 'm', messages: [{ role: 'user' as const, content: 'go' }] };
  if (stream) {
    fake.push(openaiSse({ calls }));
    const done = await client.chat.completions.stream(ask).finalChatCompletion();
    return (done.choices[0]?.message.tool_calls ?? []).map((c) => c.id).sort();
  }
  fake.push(openaiJson({ calls }));
  const done = await client.chat.completions.create(ask);
  return (done.choices[0]?.message.tool_calls ?? []).map((c) => c.id).sort();
}

async function messagesIds(client: Anthropic, calls: ScriptCall[], fake: FakeUpstream, stream: boolean) {
  const ask = { model: 'm', max_tokens: 50, messages: [{ role: 'user' as const, content: 'go' }] };
  fake.push(stream ? anthropicSse({ calls }) : anthropicJson({ calls }));
  const done = stream ? await client.messages.stream(ask).finalMessage() : await client.messages.create(ask);
  return done.content.flatMap((b) => (b.type === 'tool_use' ? [b.id] : [])).sort();
}

interface Ext {
  verdicts: { tool_call_id: string; verdict: { kind: string; detail?: { claim?: string } } }[];
}
async function responsesKinds(
  client: OpenAI,
  input: unknown[],
  calls: ScriptCall[],
  fake: FakeUpstream,
  stream: boolean,
): Promise<Record<string, string | undefined>> {
  const body = { model: 'm', input: input as OpenAI.Responses.ResponseInputItem[] };
  let answer: unknown;
  if (stream) {
    fake.push(responsesSse({ calls }));
    answer = await client.responses.stream(body).finalResponse();
  } else {
    fake.push(responsesJson({ calls }));
    answer = await client.responses.create(body);
  }
  const verdicts = (answer as { gate?: Ext }).gate?.verdicts ?? [];
  return Object.fromEntries(
    calls.map((c) => [c.id, verdicts.find((v) => v.tool_call_id === c.id)?.verdict.kind]),
  );
}

describe('round 57, second pass: the operator pins bound the workspace on every wire', () => {
  let g: Gates;
  before(async () => {
    g = await startGates();
  });
  after(async () => {
    await Promise.all([g?.oai.stop(), g?.ant.stop(), g?.two.stop()]);
    await g?.fake.close();
  });

  const calls = [gitStatus('in', `${PIN}/sub`), gitStatus('out', EVIL)];

  for (const stream of [false, true]) {
    it(`chat and messages (${stream ? 'streamed' : 'buffered'}): a single pin is the session's workspace, and only it`, async () => {
      // One pin: a call in it runs (on the base, refused as a shared place); one outside it is refused.
      assert.deepEqual(await chatIds(openai(g.oai), calls, g.fake, stream), ['in']);
      assert.deepEqual(await messagesIds(anthropic(g.ant), calls, g.fake, stream), ['in']);
      // Several pins: gate cannot tell which is the session's, so none is (fail closed).
      assert.deepEqual(await chatIds(openai(g.two), calls, g.fake, stream), []);
    });

    it(`Responses (${stream ? 'streamed' : 'buffered'}): Codex's block is taken only within the pins; no block, the one pin`, async () => {
      const codex = openai(g.oai, { originator: 'codex_exec' });
      // No block (another client): the one pin.
      assert.deepEqual(await responsesKinds(openai(g.oai), [DEVELOPER, PROMPT], calls, g.fake, stream), {
        in: 'ALLOW',
        out: 'DENY',
      });
      // Codex's block under the pin: its directory is the workspace, the pin's parent part of it is not.
      const under = [gitStatus('in', `${PIN}/sub/x`), gitStatus('out', PIN)];
      assert.deepEqual(
        await responsesKinds(
          codex,
          [DEVELOPER, userText(envBlock(`${PIN}/sub`)), PROMPT],
          under,
          g.fake,
          stream,
        ),
        { in: 'ALLOW', out: 'DENY' },
      );
      // Codex's block outside every pin: not taken (on the base, taken), and the pin is not its workspace either.
      const away = [gitStatus('in', OUTSIDE), gitStatus('out', `${PIN}/sub`)];
      assert.deepEqual(
        await responsesKinds(codex, [DEVELOPER, userText(envBlock(OUTSIDE)), PROMPT], away, g.fake, stream),
        { in: 'DENY', out: 'DENY' },
      );
      // Two pins: a block in either is taken; no block, none.
      const codexTwo = openai(g.two, { originator: 'codex_exec' });
      const second = [gitStatus('in', PIN_TWO), gitStatus('out', EVIL)];
      assert.deepEqual(
        await responsesKinds(
          codexTwo,
          [DEVELOPER, userText(envBlock(PIN_TWO)), PROMPT],
          second,
          g.fake,
          stream,
        ),
        { in: 'ALLOW', out: 'DENY' },
      );
      assert.deepEqual(await responsesKinds(openai(g.two), [DEVELOPER, PROMPT], second, g.fake, stream), {
        in: 'DENY',
        out: 'DENY',
      });
    });
  }

  it('MCP gate_adjudicate with no claim: the one pin too; a claim outside it still refused', async () => {
    const client = new Client({ name: 'edge-r57', version: '1' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${g.oai.url}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${KEY}` } },
      }),
    );
    try {
      const ask = (cwd: string, workspace?: string) =>
        callDoc(client, 'gate_adjudicate', {
          tool: SHELL,
          arguments: { command: 'git status', cwd },
          trace_id: `edge-r57-${Math.random().toString(36).slice(2)}`,
          ...(workspace === undefined ? {} : { workspace }),
        });
      assert.equal(((await ask(PIN)) as { verdict: { kind: string } }).verdict.kind, 'ALLOW');
      assert.equal(((await ask(EVIL)) as { verdict: { kind: string } }).verdict.kind, 'DENY');
      await assert.rejects(
        ask(OUTSIDE, OUTSIDE),
        /workspace: outside every project directory this gateway pins/,
      );
    } finally {
      await client.close();
    }
  });
});

describe('round 57, second pass: an x-gate-trace-id gate cannot read is refused, naming the header', () => {
  let g: Gates;
  before(async () => {
    g = await startGates();
  });
  after(async () => {
    await Promise.all([g?.oai.stop(), g?.ant.stop(), g?.two.stop()]);
    await g?.fake.close();
  });

  it('the official clients, buffered and streamed, on chat, messages and Responses: a 400 naming the header, not its value', async () => {
    for (const bad of ['has spaces MARK7', `MARK7${'x'.repeat(200)}`, '', 'MARK7/../x']) {
      const h = { 'x-gate-trace-id': bad };
      const o = openai(g.oai, h);
      const a = anthropic(g.ant, h);
      const attempts: [string, () => Promise<unknown>][] = [
        [
          'chat',
          () => o.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
        ],
        [
          'chat streamed',
          () =>
            o.chat.completions.create({
              model: 'm',
              stream: true,
              messages: [{ role: 'user', content: 'hi' }],
            }),
        ],
        ['responses', () => o.responses.create({ model: 'm', input: 'hi' })],
        ['responses streamed', () => o.responses.create({ model: 'm', input: 'hi', stream: true })],
        [
          'messages',
          () => a.messages.create({ model: 'm', max_tokens: 5, messages: [{ role: 'user', content: 'hi' }] }),
        ],
        [
          'messages streamed',
          () =>
            a.messages.create({
              model: 'm',
              max_tokens: 5,
              stream: true,
              messages: [{ role: 'user', content: 'hi' }],
            }),
        ],
      ];
      for (const [name, attempt] of attempts) {
        const before = g.fake.received.length;
        await assert.rejects(attempt, (err: { status?: number; message?: string }) => {
          assert.equal(err.status, 400, `${name}: ${err.message}`);
          assert.match(err.message ?? '', /x-gate-trace-id header cannot be read as a trace id/, name);
          assert.doesNotMatch(err.message ?? '', /MARK7/, name);
          return true;
        });
        assert.equal(g.fake.received.length, before, `${name}: nothing went upstream`);
      }
    }
    // A readable one is kept and echoed, as before.
    const { response } = await openai(g.oai, { 'x-gate-trace-id': 'edge-r57.ok:1' })
      .chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
      .withResponse();
    assert.equal(response.headers.get('x-gate-trace-id'), 'edge-r57.ok:1');
  });

  it('fast-check: garbage, huge and repeated trace headers on every wire, buffered and streamed (raw HTTP)', async () => {
    const value = fc
      .oneof(
        fc.stringMatching(/^[A-Za-z0-9._:-]{1,128}$/),
        fc.string({ maxLength: 40 }).map((s) => `MARK7${s}`),
        fc.stringMatching(/^[\x21-\x7e]{129,300}$/).map((s) => `MARK7${s}`),
        fc.constantFrom('', ' ', ',', 'a, b', 'MARK7 x', '%00', '\u00ff\u00fe', `MARK7${'x'.repeat(7000)}`),
        fc.integer({ min: 17_000, max: 40_000 }).map((n) => `MARK7${'y'.repeat(n)}`),
        fc.string({ unit: 'binary', maxLength: 40 }),
      )
      .map((v) => v.replace(/[\r\n\0]/g, '').replace(/[^\x20-\x7e\x80-\xff]/g, '?'));
    const name = fc.constantFrom('X-Gate-Trace-Id', 'x-gate-trace-id', 'X-GATE-TRACE-ID');
    const wire = fc.constantFrom('chat', 'responses', 'messages', 'mcp');
    let id = 0;
    let refused = 0;
    let kept = 0;
    await fc.assert(
      fc.asyncProperty(
        wire,
        fc.boolean(),
        fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 3 }),
        async (w, stream, headers) => {
          const gate = w === 'messages' ? g.ant : g.oai;
          const path = {
            chat: '/v1/chat/completions',
            responses: '/v1/responses',
            messages: '/v1/messages',
            mcp: '/mcp',
          }[w];
          const body =
            w === 'mcp'
              ? JSON.stringify({
                  jsonrpc: '2.0',
                  id: ++id,
                  method: 'tools/call',
                  params: {
                    name: 'gate_adjudicate',
                    arguments: { tool: 'read_file', arguments: { path: 'a' } },
                  },
                })
              : w === 'chat'
                ? JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: 'hi' }] })
                : w === 'responses'
                  ? JSON.stringify({ model: 'm', stream, input: 'hi' })
                  : JSON.stringify({
                      model: 'm',
                      stream,
                      max_tokens: 5,
                      messages: [{ role: 'user', content: 'hi' }],
                    });
          const lines = headers.map(([n, v]) => `${n}: ${v}\r\n`).join('');
          const answer = await rawExchange(
            Number(new URL(gate.url).port),
            Buffer.concat([
              Buffer.from(
                `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n${lines}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
                'latin1',
              ),
              Buffer.from(body),
            ]),
            { waitMs: 8000 },
          );
          assert.equal(answer.statuses.length, 1, `no single answer: ${answer.text.slice(0, 200)}`);
          const status = answer.statuses[0]!;
          assert.doesNotMatch(answer.text, /\n\s+at |\.js:\d+|TypeError|RangeError/);
          const head = answer.text.slice(0, answer.text.indexOf('\r\n\r\n'));
          // The oracle: node:http trims a value's edges; one readable value sent once is the trace.
          const sent = headers.map(([, v]) => v.replace(/^[ \t]+|[ \t]+$/g, ''));
          const readable = sent.length === 1 && TRACE.test(sent[0]!);
          const bytes = headers.reduce((n, [k, v]) => n + k.length + v.length, 0);
          if (status === 431) {
            assert.ok(bytes > 16_000, `431 for ${bytes} header bytes`);
            return;
          }
          if (readable) {
            assert.ok(status === 200, `${w}: status ${status} for a readable trace`);
            assert.match(
              head,
              new RegExp(`\\r\\nx-gate-trace-id: ${sent[0]!.replace(/[.]/g, '\\.')}\\r\\n`, 'i'),
            );
            kept += 1;
            return;
          }
          assert.equal(status, 400, `${w}: status ${status} for ${JSON.stringify(sent).slice(0, 80)}`);
          refused += 1;
          const doc = lastJsonBody(answer) as Record<string, unknown> | undefined;
          assert.ok(doc !== undefined, 'a JSON body');
          // The wire's own error shape.
          const message = (doc.error as { message: string }).message;
          if (w === 'mcp') assert.equal(doc.jsonrpc, '2.0');
          if (w === 'messages') assert.equal(doc.type, 'error');
          assert.match(message, /x-gate-trace-id header cannot be read as a trace id/);
          assert.doesNotMatch(answer.text.slice(head.length), /MARK7/, 'the value is not echoed');
        },
      ),
      { numRuns: 120 },
    );
    assert.ok(refused > 0 && kept > 0, `refused ${refused}, kept ${kept}: the property saw both sides`);
    for (const gate of [g.oai, g.ant]) assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  });
});

describe('round 57, second pass: /mcp names the trace its calls were judged on; an untraced declared sink is refused', () => {
  let dir: string;
  let gate: GateProcess;
  let journal: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gate-edge-r57-'));
    journal = join(dir, 'journal.jsonl');
    const policy = join(dir, 'policy.json');
    writeFileSync(
      policy,
      JSON.stringify({
        version: 'gate-policy/v1.2',
        allow: ['read_file', 'send_money'],
        sources: { read_file: 'untrusted' },
        sinks: [{ tools: ['send_money'], args: ['recipient'] }],
      }),
    );
    gate = await startGate(['--policy', policy], { env: { GATE_AUDIT_JOURNAL: journal } });
  });
  after(async () => {
    await gate?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${gate.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      trace: res.headers.get('x-gate-trace-id'),
      doc: (await res.json()) as Record<string, unknown>,
    };
  };
  const adjudicate = (
    id: number,
    tool: string,
    args: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'gate_adjudicate', arguments: { tool, arguments: args, ...extra } },
  });
  const PAY = { recipient: 'DE89370400440532013000', amount: 10 };

  it("the SDK client's session: the response header, the access log and the journal name the same trace", async () => {
    const heads: string[] = [];
    const transport = new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        const body = typeof init?.body === 'string' ? init.body : '';
        if (body.includes('"tools/call"')) heads.push(res.headers.get('x-gate-trace-id') ?? '');
        return res;
      },
    });
    const client = new Client({ name: 'edge-r57-trace', version: '1' });
    await client.connect(transport);
    try {
      const session = transport.sessionId ?? '';
      assert.match(session, /^[0-9a-f]{32}$/);
      const doc = await callDoc(client, 'gate_adjudicate', {
        tool: 'read_file',
        arguments: { path: 'edge-r57-a' },
      });
      assert.equal(doc.trace_id, session);
      // On the base: the request's own minted trace, another id.
      assert.deepEqual(heads, [session]);
      const { line, row } = await mcpCallRecords(gate, journal, 'read_file');
      assert.ok(line !== undefined, 'an access log line for the call');
      assert.match(line, new RegExp(`"trace_id":"${session}"`));
      assert.ok(row !== undefined, 'a journal row for the call');
      assert.match(row, new RegExp(`"trace_id":"${session}"`));
    } finally {
      await client.close();
    }
  });

  it('a declared sink on a request naming no conversation is refused with the reason; named any way, it is judged', async () => {
    const untraced = await post(adjudicate(1, 'send_money', PAY));
    assert.equal(untraced.status, 200);
    const error = untraced.doc.error as { code: number; message: string } | undefined;
    // On the base: judged on a one-request trace, as if the conversation had read nothing.
    assert.equal(error?.code, -32602);
    assert.match(
      error?.message ?? '',
      /a declared sink, so its decision depends on the results the conversation read/,
    );
    assert.doesNotMatch(error?.message ?? '', /DE89/);
    // A batch holding it: the sink refused, the read answered.
    const batch = await post([adjudicate(2, 'read_file', { path: 'x' }), adjudicate(3, 'send_money', PAY)]);
    const answers = batch.doc as unknown as Array<{ result?: unknown; error?: { code: number } }>;
    assert.ok(answers[0]?.result !== undefined);
    assert.equal(answers[1]?.error?.code, -32602);
    // Named: a trace_id argument, x-gate-trace-id, a traceparent, the SDK's session.
    const judged = (doc: Record<string, unknown>) => {
      assert.equal(doc.error, undefined, JSON.stringify(doc.error));
      return doc;
    };
    judged((await post(adjudicate(4, 'send_money', PAY, { trace_id: 'edge-r57-sink' }))).doc);
    const header = await post(adjudicate(5, 'send_money', PAY), { 'x-gate-trace-id': 'edge-r57-sink-h' });
    judged(header.doc);
    assert.equal(header.trace, 'edge-r57-sink-h');
    judged(
      (
        await post(adjudicate(6, 'send_money', PAY), {
          traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
        })
      ).doc,
    );
    const client = new Client({ name: 'edge-r57-sink', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
    try {
      const doc = await callDoc(client, 'gate_adjudicate', { tool: 'send_money', arguments: PAY });
      assert.ok(doc.verdict !== undefined);
    } finally {
      await client.close();
    }
  });

  it('an Mcp-Session-Id gate cannot read is refused (400, JSON-RPC), never read as no conversation', async () => {
    for (const bad of ['a b', 'x'.repeat(129), 'MARK7/x']) {
      const r = await post(adjudicate(7, 'read_file', { path: 'a' }), { 'mcp-session-id': bad });
      assert.equal(r.status, 400);
      assert.equal(r.doc.jsonrpc, '2.0');
      assert.match(
        (r.doc.error as { message: string }).message,
        /Mcp-Session-Id header cannot be read as a session/,
      );
      assert.doesNotMatch(JSON.stringify(r.doc), /MARK7/);
    }
  });
});
