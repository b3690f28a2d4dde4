// Red team, round 54 (edge), against the real process, one gate and one fake provider for the file.
// (1) A client that half-closed after a whole request was answered (round 53), and gate closed after the
// answer, but the answer's head said `Connection: keep-alive` (node:http marks it the connection's last at
// the FIN, and heads it as it would any other). Now the head says `Connection: close`: every wire, buffered
// and streamed, the provider answering late so the FIN is read with the request in hand.
// docs/operations.md, "Round 54".
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import OpenAI from 'openai';
import { responsesJson, responsesSse } from './fake-responses-upstream.js';
import {
  anthropicJson,
  anthropicSse,
  type FakeUpstream,
  openaiJson,
  openaiSse,
  type Responder,
  startFakeUpstream,
} from './fake-upstream.js';
import { type GateProcess, REPO_ROOT, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { rawExchange } from './helpers/raw-http.js';
import { sseText, textStream, WIRES, type Wire } from './helpers/upstream-answers.js';

const post = (path: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/** The provider answers after `ms`: the client's FIN is read while its request is still in hand. */
const late =
  (answer: Responder, ms = 150): Responder =>
  async (req, res) => {
    await new Promise((r) => setTimeout(r, ms));
    await answer(req, res);
  };

const turn = { text: 'late answer' };
/** Each wire, buffered and streamed: its route, its body, the provider's answer, and what ends it whole. */
const HALF_CLOSED: [string, string, Record<string, unknown>, Responder, RegExp][] = [
  ['chat', '/v1/chat/completions', {}, openaiJson(turn), /"late answer"/],
  ['chat streamed', '/v1/chat/completions', { stream: true }, openaiSse(turn), /data: \[DONE\]/],
  ['messages', '/v1/messages', { max_tokens: 8 }, anthropicJson(turn), /"late answer"/],
  [
    'messages streamed',
    '/v1/messages',
    { max_tokens: 8, stream: true },
    anthropicSse(turn),
    /event: message_stop/,
  ],
  ['responses', '/v1/responses', {}, responsesJson(turn), /"late answer"/],
  ['responses streamed', '/v1/responses', { stream: true }, responsesSse(turn), /response\.completed/],
];

const bodyOf = (path: string, extra: Record<string, unknown>) =>
  JSON.stringify(
    path === '/v1/responses'
      ? { model: 'm', input: 'hi', ...extra }
      : { model: 'm', messages: [{ role: 'user', content: 'hi' }], ...extra },
  );

describe('round 54: the HTTP edge', () => {
  // One gate per provider (a gate serves the wires of its provider), one fake provider behind both.
  let openai: GateProcess;
  let anthropic: GateProcess;
  let upstream: FakeUpstream;
  const portFor = (path: string) =>
    Number(new URL((path.startsWith('/v1/messages') ? anthropic : openai).url).port);
  before(async () => {
    upstream = await startFakeUpstream();
    [openai, anthropic] = await Promise.all(
      (['openai', 'anthropic'] as const).map((p) =>
        startGate(['--base-url', upstream.baseUrl, '--provider', p]),
      ),
    );
  });
  after(async () => {
    await Promise.all([openai?.stop(), anthropic?.stop()]);
    await upstream?.close();
  });

  test('a half-closed client is answered whole on every wire, and the head says the connection closes', async () => {
    for (const [name, path, extra, answer, whole] of HALF_CLOSED) {
      upstream.push(late(answer));
      const got = await rawExchange(portFor(path), post(path, bodyOf(path, extra)), {
        halfClose: true,
        waitMs: 10_000,
      });
      const finals = got.statuses.filter((s) => s >= 200);
      assert.deepEqual(finals, [200], `${name}: ${got.text.slice(0, 80)}`);
      assert.ok(got.closed, `${name}: gate closes after the answer`);
      const head = got.text.slice(
        got.text.lastIndexOf('HTTP/1.1 200 '),
        got.text.indexOf('\r\n\r\n', got.text.lastIndexOf('HTTP/1.1 200 ')),
      );
      // Base (c4eafe8d): `Connection: keep-alive` on each, though gate closed after it.
      assert.match(head, /\r\nconnection: close(\r\n|$)/i, `${name}: the head says close`);
      assert.doesNotMatch(head, /keep-alive/i, `${name}: no keep-alive promised`);
      assert.match(got.text, whole, `${name}: the answer arrives whole`);
    }
  });

  test('a client that does not half-close keeps its connection (keep-alive stays where it is true)', async () => {
    // The buffered wires at once, on the provider's default answer for each route.
    const buffered = HALF_CLOSED.filter(([, , extra]) => extra['stream'] === undefined);
    const got = await Promise.all(
      buffered.map(([, path, extra]) =>
        rawExchange(portFor(path), post(path, bodyOf(path, extra)), { waitMs: 800 }),
      ),
    );
    for (const [i, [name]] of buffered.entries()) {
      assert.deepEqual(got[i]!.statuses, [200], name);
      assert.ok(!got[i]!.closed, `${name}: the connection stays open`);
      assert.match(got[i]!.text, /\r\nconnection: keep-alive\r\n/i, name);
    }
  });
});

// (2) Upstream faults, one matrix: each wire, buffered and streamed, read with its official SDK, against a
// raw-socket provider scripted per cell (round 23's file holds the huge event, the trickled line, the reset
// mid-event and headers-then-silence; these are the cells it lacks). Each must reach the SDK as the wire's
// own error (an APIError with the provider's error body, or the stream's error event), never a connection
// error, a hang or a stack trace, and neither the answer's bytes nor the request's reach gate's log or journal.
const MARK = 'r54-fault-marker';
const TIMEOUT_MS = 1000;
/** What the provider does with a whole request on `socket`. */
type Fault = (socket: Socket, wire: Wire, stream: boolean) => void;

/** An answer's bytes: `declared` is the Content-Length said (the body's own when not given). */
const answer = (status: string, type: string, body: string, declared = Buffer.byteLength(body)) =>
  `HTTP/1.1 ${status}\r\nContent-Type: ${type}\r\nContent-Length: ${declared}\r\nConnection: close\r\n\r\n${body}`;
/** A stream's head: no length, it ends with the connection. */
const SSE_HEAD = 'HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n';

const FAULTS: [string, Fault | 'refused', { streamOnly?: boolean }?][] = [
  ['the connection refused', 'refused'],
  ['a reset mid-head', (s) => s.write('HTTP/1.1 200 OK\r\nContent-Type: applic', () => s.resetAndDestroy())],
  ['no answer past the timeout', () => undefined],
  [
    'a reset mid-body',
    (s, wire, stream) =>
      s.write(
        stream
          ? `${SSE_HEAD}${sseText(textStream(wire, [MARK, 'more']).slice(0, 2))}`
          : `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n{"id":"${MARK}"`,
        () => s.resetAndDestroy(),
      ),
  ],
  [
    'a malformed body',
    (s, _wire, stream) =>
      s.end(
        stream
          ? `${SSE_HEAD}data: {"id":"${MARK}",\n\n`
          : answer('200 OK', 'application/json', `{"id":"${MARK}",`),
      ),
  ],
  [
    'a body cut short of its length, then a clean close',
    (s) => s.end(answer('200 OK', 'application/json', `{"id":"${MARK}"`, 500)),
  ],
  [
    'an HTML 502',
    (s) => s.end(answer('502 Bad Gateway', 'text/html', `<html><h1>502 Bad Gateway</h1>${MARK}</html>`)),
  ],
  [
    // Its first events (the answer begun, a first piece of text), then a clean end: no [DONE],
    // message_stop or response.completed.
    'a stream that ends without its terminator',
    (s, wire) => s.end(`${SSE_HEAD}${sseText(textStream(wire, [MARK, 'more']).slice(0, 2))}`),
    { streamOnly: true },
  ],
];

/** One turn through the wire's official SDK, read to its end; what it threw, or undefined. */
async function turnThrows(wire: Wire, stream: boolean, gate: GateProcess): Promise<unknown> {
  try {
    if (wire === 'messages') {
      const client = new Anthropic({ baseURL: gate.url, apiKey: 'k', maxRetries: 0, timeout: 30_000 });
      const body = { model: 'm', max_tokens: 8, messages: [{ role: 'user' as const, content: 'hi' }] };
      if (stream) for await (const _ of await client.messages.create({ ...body, stream: true }));
      else await client.messages.create(body);
    } else {
      const client = new OpenAI({ baseURL: `${gate.url}/v1`, apiKey: 'k', maxRetries: 0, timeout: 30_000 });
      if (wire === 'chat') {
        const body = { model: 'm', messages: [{ role: 'user' as const, content: 'hi' }] };
        if (stream) for await (const _ of await client.chat.completions.create({ ...body, stream: true }));
        else await client.chat.completions.create(body);
      } else if (stream) {
        // A Responses stream's error is an event the SDK hands on (`error`, `response.failed`), not a throw.
        for await (const ev of await client.responses.create({ model: 'm', input: 'hi', stream: true }))
          if (ev.type === 'error' || ev.type === 'response.failed') return ev;
      } else await client.responses.create({ model: 'm', input: 'hi' });
    }
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('round 54: upstream faults on each wire, as its official SDK reads them', () => {
  let journalDir: string;
  let upstream: Server;
  let upstreamPort: number;
  let fault: Fault = () => undefined;
  const sockets = new Set<Socket>();
  const gates = {} as Record<'openai' | 'anthropic', GateProcess>;
  const listen = (port = 0) =>
    new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', () => resolve()));
  before(async () => {
    journalDir = mkdtempSync(join(tmpdir(), 'gate-r54-edge-'));
    upstream = createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
      let buf = '';
      const take = (d: Buffer) => {
        buf += d.toString('latin1');
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(buf.slice(0, end))?.[1] ?? 0);
        if (buf.length < end + 4 + length) return;
        socket.off('data', take);
        const head = buf.slice(0, end);
        const wire: Wire = head.includes('/messages')
          ? 'messages'
          : head.includes('/responses')
            ? 'responses'
            : 'chat';
        fault(socket, wire, /"stream":true/.test(buf.slice(end)));
      };
      socket.on('data', take);
    });
    await listen();
    upstreamPort = (upstream.address() as AddressInfo).port;
    const base = `http://127.0.0.1:${upstreamPort}/v1`;
    [gates.openai, gates.anthropic] = await Promise.all(
      (['openai', 'anthropic'] as const).map((p) =>
        startGate(['--base-url', base, '--provider', p, '--upstream-timeout-ms', String(TIMEOUT_MS)], {
          env: { GATE_AUDIT_JOURNAL: join(journalDir, `${p}.jsonl`) },
        }),
      ),
    );
  });
  after(async () => {
    await Promise.all(Object.values(gates).map((g) => g?.stop()));
    for (const socket of sockets) socket.destroy();
    if (upstream.listening) await new Promise<void>((r) => upstream.close(() => r()));
    rmSync(journalDir, { recursive: true, force: true });
  });

  for (const [what, act, only] of FAULTS)
    test(`${what}: each wire's own error, buffered and streamed`, async () => {
      if (act === 'refused') await new Promise<void>((r) => upstream.close(() => r()));
      else fault = act;
      try {
        // The cells of a fault at once (the fault is the provider's for every request): one timeout's wait.
        const cells = WIRES.flatMap((wire) =>
          (only?.streamOnly ? [true] : [false, true]).map((stream) => ({ wire, stream })),
        );
        const outcomes = await Promise.all(
          cells.map(async ({ wire, stream }) => {
            const started = Date.now();
            const err = await turnThrows(wire, stream, wire === 'messages' ? gates.anthropic : gates.openai);
            return { wire, stream, err, took: Date.now() - started };
          }),
        );
        for (const { wire, stream, err, took } of outcomes) {
          const cell = `${wire}, ${stream ? 'streamed' : 'buffered'}, ${what}`;
          const said = `${(err as Error)?.message ?? ''} ${JSON.stringify(err)} ${JSON.stringify((err as { error?: unknown })?.error)}`;
          if (isObj(err) && (err['type'] === 'error' || err['type'] === 'response.failed')) {
            // The Responses stream's own error event, its message gate's.
            const detail =
              err['type'] === 'error' ? err : (err['response'] as Record<string, unknown>)['error'];
            assert.ok(isObj(detail) && typeof detail['message'] === 'string', `${cell}: ${said}`);
          } else {
            const [APIError, ConnectionError] =
              wire === 'messages'
                ? [Anthropic.APIError, Anthropic.APIConnectionError]
                : [OpenAI.APIError, OpenAI.APIConnectionError];
            assert.ok(err instanceof APIError, `${cell}: the SDK read an error of the wire (${String(err)})`);
            assert.ok(!(err instanceof ConnectionError), `${cell}: not a connection error (${err.message})`);
            // A buffered answer's status is the gateway's (5xx); a stream's error event carries none.
            if (!stream) assert.ok((err.status ?? 0) >= 500, `${cell}: status ${err.status}`);
            assert.ok(isObj(err.error), `${cell}: the provider's error body`);
          }
          assert.ok(!said.includes(MARK), `${cell}: no answer bytes echoed`);
          assert.doesNotMatch(said, /\n\s+at /, `${cell}: no stack trace`);
          assert.ok(took < 15_000, `${cell}: answered in ${took} ms`);
        }
      } finally {
        if (act === 'refused') await listen(upstreamPort);
      }
    });

  test("gate's log and journal hold neither the answers' bytes nor a stack trace", () => {
    for (const g of Object.values(gates)) {
      assert.ok(!g.stderr().includes(MARK), 'no answer bytes in the log');
      assert.doesNotMatch(g.stderr(), /\n\s+at /, 'no stack trace in the log');
    }
    for (const name of readdirSync(journalDir))
      assert.ok(!readFileSync(join(journalDir, name), 'latin1').includes(MARK), `${name}: no answer bytes`);
  });
});

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// (3) The same faults from an MCP Streamable HTTP backend (`--tools`), on a tools/call, read by the official
// MCP SDK client: each call ends within the backend's deadline as an error the client reads (a tool result
// marked isError, or a JSON-RPC error), never a hang, the backend's bytes and a stack trace nowhere.
const MCP_DEADLINE_MS = 1000;
/** A raw answer on the socket of a tools/call, by tool name (`read_<fault>`). */
const MCP_FAULTS: Record<string, (socket: Socket, id: unknown) => void> = {
  read_reset_mid_head: (s) => s.write('HTTP/1.1 200 OK\r\nContent-Type: applic', () => s.resetAndDestroy()),
  read_reset_mid_body: (s, id) =>
    s.write(
      `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[{"type":"text","text":"${MARK}`,
      () => s.resetAndDestroy(),
    ),
  read_no_answer: () => undefined,
  read_malformed: (s, id) =>
    s.end(
      answer('200 OK', 'application/json', `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":"${MARK}`),
    ),
  read_cut_short: (s, id) =>
    s.end(answer('200 OK', 'application/json', `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"${MARK}"`, 500)),
  read_html_502: (s) => s.end(answer('502 Bad Gateway', 'text/html', `<html><h1>502</h1>${MARK}</html>`)),
  read_stream_without_answer: (s) =>
    s.end(
      `${SSE_HEAD}data: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: MARK } })}\n\n`,
    ),
};

/** What gate says of each, so a cell is known to have met its own fault (not a backoff, not another). */
const MCP_SAID: Record<string, RegExp> = {
  read_reset_mid_head: /could not be reached/,
  read_reset_mid_body: /cut off before its end/,
  read_no_answer: /read_no_answer did not finish within its \d+ ms deadline/,
  read_malformed: /not JSON/,
  read_cut_short: /cut off before its end/,
  read_html_502: /HTTP 502 status/,
  read_stream_without_answer: /no answer to its request before its event stream ended/,
  read_gone: /could not be reached/,
};

/** A Streamable HTTP MCP server answering initialize and tools/list, and each tools/call with its fault. */
async function faultyBackend(tools: string[]): Promise<{ server: HttpServer; url: string }> {
  const server = createHttpServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const msg = JSON.parse(Buffer.concat(chunks).toString()) as {
      id?: unknown;
      method?: string;
      params?: { name?: string };
    };
    // A notification (no id) is taken; initialize and tools/list are answered as a server does.
    if (msg.id === undefined) return void res.writeHead(202).end();
    const result = (r: unknown) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: r }));
    if (msg.method === 'initialize')
      return result({
        protocolVersion: '2025-03-26',
        capabilities: { tools: {} },
        serverInfo: { name: 'r54-faulty', version: '1' },
      });
    if (msg.method === 'tools/list')
      return result({
        tools: tools.map((name) => ({ name, description: 'a tool', inputSchema: { type: 'object' } })),
      });
    const fault = MCP_FAULTS[msg.params?.name ?? ''];
    // The call's answer is the fault's bytes on the socket, written past node:http.
    if (fault) return fault(req.socket, msg.id);
    return void res.writeHead(500).end();
  });
  server.keepAliveTimeout = 0;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp` };
}

describe('round 54: MCP backend faults on a tools/call, as the MCP SDK reads them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r54-mcp-'));
  // A backend per fault: gate takes a backend that failed as unavailable for a backoff, and a second fault
  // on the same one would meet that, not the backend. `read_gone` is listed, then its server closes.
  const NAMES = [...Object.keys(MCP_FAULTS), 'read_gone'];
  const backends = new Map<string, { server: HttpServer; url: string }>();
  let gate: GateProcess;
  before(async () => {
    for (const name of NAMES) backends.set(name, await faultyBackend([name]));
    writeFileSync(join(dir, 'policy.json'), JSON.stringify({ allow_prefix: ['read_'] }));
    const servers = {
      ...Object.fromEntries(
        NAMES.map((name, i) => [`b${i}`, { url: backends.get(name)!.url, deadline_ms: MCP_DEADLINE_MS }]),
      ),
      // A real stdio backend process, killed under calls in the last test.
      s: {
        command: process.execPath,
        args: [join(REPO_ROOT, 'test/fixtures/mcp-scripted/server.mjs')],
        connect_timeout_ms: 10_000,
        deadline_ms: 5000,
      },
    };
    writeFileSync(join(dir, 'tools.json'), JSON.stringify({ servers }));
    gate = await startGate(['--policy', join(dir, 'policy.json'), '--tools', join(dir, 'tools.json')]);
  });
  after(async () => {
    await gate?.stop();
    for (const s of backends.values()) {
      s.server.closeAllConnections();
      s.server.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  test('each fault, and a backend gone after its tools were listed: an error the client reads, in time', async () => {
    const mcp = await connectMcp(gate.url);
    try {
      const listed = (await mcp.client.listTools()).tools.map((t) => t.name);
      for (const name of NAMES) assert.ok(listed.includes(name), `${name} listed`);
      // Gone after the list: its call meets a refused connection.
      const gone = backends.get('read_gone')!.server;
      gone.closeAllConnections();
      await new Promise<void>((r) => gone.close(() => r()));
      for (const name of NAMES) {
        const started = Date.now();
        let said: string;
        try {
          const got = (await mcp.client.callTool({ name, arguments: {} })) as {
            content?: { type: string; text?: string }[];
            isError?: boolean;
          };
          said = JSON.stringify(got);
          assert.equal(got.isError, true, `${name}: a tool error (${said.slice(0, 200)})`);
        } catch (err) {
          said = `${(err as Error).message}`;
          assert.ok(err instanceof McpError, `${name}: a JSON-RPC error, not ${said.slice(0, 200)}`);
        }
        const took = Date.now() - started;
        assert.match(said, MCP_SAID[name]!, `${name}: its own fault named (${said.slice(0, 200)})`);
        assert.match(said, new RegExp(`b${NAMES.indexOf(name)}\\b`), `${name}: its own backend`);
        assert.ok(!said.includes(MARK), `${name}: no backend bytes in what the client reads`);
        assert.doesNotMatch(said, /\n\s+at /, `${name}: no stack trace`);
        assert.ok(took < MCP_DEADLINE_MS + 8000, `${name}: answered in ${took} ms`);
      }
    } finally {
      await mcp.close();
    }
    assert.ok(!gate.stderr().includes(MARK), 'no backend bytes in the log');
    assert.doesNotMatch(gate.stderr(), /\n\s+at /, 'no stack trace in the log');
  });

  test('a stdio backend killed with calls in flight and calls arriving: each ends in the wire, gate recovers', async () => {
    // Round 53 tested a backend gone between list and call by a scripted outcome; here the process dies.
    const mcp = await connectMcp(gate.url);
    try {
      const text = async (name: string, args: Record<string, unknown> = {}) =>
        ((await mcp.client.callTool({ name, arguments: args })) as { content: { text?: string }[] })
          .content[0]?.text;
      // Each read_pid with an argument of its own: gate's read cache (vDSO) would answer a repeat itself.
      const pid = Number(await text('read_pid', { n: -1 }));
      assert.ok(pid > 0, 'the backend said its pid');
      const settle = async (p: Promise<unknown>) => {
        const started = Date.now();
        const out = await p.then(
          (r) => ({ r: r as { isError?: boolean; content?: { text?: string }[] } }),
          (e: unknown) => ({ e }),
        );
        return { ...out, took: Date.now() - started };
      };
      const call = () => settle(mcp.client.callTool({ name: 'read_slow', arguments: { ms: 400 } }));
      const inFlight = Array.from({ length: 6 }, call);
      await new Promise((r) => setTimeout(r, 150));
      process.kill(pid, 'SIGKILL');
      // Listed a moment ago, its process gone now: the race round 53 only scripted.
      const arriving = Array.from({ length: 6 }, call);
      for (const [i, got] of (await Promise.all([...inFlight, ...arriving])).entries()) {
        const which = `${i < 6 ? 'in flight' : 'arriving'} #${i % 6}`;
        assert.ok(got.took < 5000 + 8000, `${which}: ended in ${got.took} ms`);
        if ('e' in got) {
          assert.ok(got.e instanceof McpError, `${which}: a JSON-RPC error, not ${String(got.e)}`);
          assert.equal(got.e.code, -32603, `${which}: ${got.e.message}`);
          assert.match(got.e.message, /backend "s"/, `${which}: names its backend`);
          assert.doesNotMatch(got.e.message, /\n\s+at /, `${which}: no stack trace`);
        } else if (got.r.isError !== true)
          assert.equal(got.r.content?.[0]?.text, 'slow done', `${which}: answered whole or refused`);
      }
      // Restarted: a call reaches a new process.
      let after = Number.NaN;
      for (let i = 0; i < 100 && !(after > 0 && after !== pid); i++) {
        after = Number(await text('read_pid', { n: i }).catch(() => Number.NaN));
        if (!(after > 0 && after !== pid)) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(after > 0 && after !== pid, `restarted (pid ${pid} then ${after})`);
    } finally {
      await mcp.close();
    }
    assert.match(await (await fetch(`${gate.url}/healthz`)).text(), /ok|"status"/i);
  });
});
