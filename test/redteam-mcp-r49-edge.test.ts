// Red team, round 49 (edge): a Streamable HTTP downstream that answers a POST with many messages, many
// unasked answers or notifications on one event stream, or an answer gate cannot read, through one real
// `gate serve --tools` and the official SDK client (the harness of round 48: a raw node:http server, one
// path a backend). Found on 761ea0fb: a body or stream of many messages was parsed message by message by
// the SDK before any bound (200,000 logging notifications: 10 s of CPU); one unreadable answer (a body of
// another type, cut off, not JSON) failed every call in flight on the server and reconnected it; a POST's
// event stream that ended without the answer held its call to the deadline. docs/mcp.md, "Round 49".
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r49-edge-'));
const text = (id: unknown, t: string) => ({
  jsonrpc: '2.0',
  id,
  result: { content: [{ type: 'text', text: t }] },
});
const event = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;
const note = { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'noted' } };
const progress = (i: number) => ({
  jsonrpc: '2.0',
  method: 'notifications/progress',
  params: { progressToken: i, progress: i },
});
const json = (res: ServerResponse, body: unknown, type = 'application/json') => {
  res.writeHead(200, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};
const sse = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.end(body);
};

type Reply = (res: ServerResponse, id: number) => void;
/** Answers gate cannot read, each beside a slow call in flight on the same server: only its own call fails. */
const bad: Record<string, [Reply, RegExp]> = {
  type: [(res, id) => json(res, text(id, 'secret-html'), 'text/html'), /of a type gate does not read/],
  cut: [
    (res, id) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(JSON.stringify(text(id, 'secret-half')).slice(0, 30));
      setTimeout(() => res.socket?.destroy(), 20);
    },
    /cut off before its end/,
  ],
  notjson: [(res, id) => json(res, `{"jsonrpc":"2.0","id":${id},"result":secret`), /not JSON/],
  sse_cut: [
    (res, id) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event(note) + event(text(id, 'secret-cut')).slice(0, 40));
      setTimeout(() => res.socket?.destroy(), 20);
    },
    /cut off before its end/,
  ],
  sse_ended: [(res) => sse(res, event(note)), /no answer to its request before its event stream ended/],
  none: [(res) => json(res, text(999_999, 'secret-other')), /no answer gate could read/],
};
const badCases = fc.sample(fc.constantFrom(...Object.keys(bad)), { numRuns: runsOf(4, 24), seed: 49 });

const calls: Record<string, Reply> = {
  read_calm: (res, id) => json(res, text(id, 'calm')),
  read_slow: (res, id) => setTimeout(() => json(res, text(id, 'slow')), 400),
  // gate sends one message a POST: seventeen in one body (answers to ids never asked, then the answer).
  read_body17: (res, id) =>
    json(res, [...Array.from({ length: 16 }, (_, i) => text(900_000 + i, 'secret-x')), text(id, 'late')]),
  read_unasked65: (res, id) =>
    sse(
      res,
      Array.from({ length: 65 }, (_, i) => event(text(900_000 + i, 'secret-x'))).join('') +
        event(text(id, 'late')),
    ),
  // Notifications gate does not read, before the answer: dropped unparsed by the SDK, the answer handed on.
  read_notes: (res, id) =>
    sse(
      res,
      Array(3_000).fill(event(note)).join('') +
        Array.from({ length: 3_000 }, (_, i) => event(progress(i))).join('') +
        event(text(id, 'after notes')),
    ),
  // Up to the bound: sixteen messages in a body, sixty-four unasked answers on a stream, then the answer.
  read_body16: (res, id) =>
    json(res, [...Array.from({ length: 15 }, (_, i) => text(900_000 + i, 'x')), text(id, 'sixteen')]),
  read_unasked64: (res, id) =>
    sse(
      res,
      Array.from({ length: 64 }, (_, i) => event(text(900_000 + i, 'x'))).join('') +
        event(text(id, 'sixty-four')),
    ),
};
for (const [name, [reply]] of Object.entries(bad)) calls[`read_bad_${name}`] = reply;

async function body(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

let initialized = 0;
async function downstream(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return void res.writeHead(405).end();
  const msg = JSON.parse(await body(req)) as {
    id?: number;
    method: string;
    params?: Record<string, unknown>;
  };
  if (msg.id === undefined) return void res.writeHead(202).end();
  if (msg.method === 'initialize') {
    initialized++;
    return json(res, {
      jsonrpc: '2.0',
      id: msg.id,
      result: {
        protocolVersion: msg.params?.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: 'h', version: '1' },
      },
    });
  }
  if (msg.method === 'tools/list')
    return json(res, {
      jsonrpc: '2.0',
      id: msg.id,
      result: { tools: Object.keys(calls).map((name) => ({ name, inputSchema: { type: 'object' } })) },
    });
  const reply = msg.method === 'tools/call' ? calls[String(msg.params?.name)] : undefined;
  if (reply) return reply(res, msg.id);
  json(res, { jsonrpc: '2.0', id: msg.id, result: {} });
}

describe('a hostile Streamable HTTP downstream through the real process', { timeout: 120_000 }, () => {
  let gate: GateProcess;
  let client: Client;
  let http: Server;
  before(async () => {
    http = createServer((req, res) => void downstream(req, res));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/h`;
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_'] }));
    const tools = join(dir, 'tools.json');
    writeFileSync(tools, JSON.stringify({ servers: { h: { url, deadline_ms: 20_000 } } }));
    gate = await startGate(['--policy', policy, '--tools', tools], { timeoutMs: 30_000 });
    client = new Client({ name: 'r49-edge', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
    for (let i = 0; i < 200; i++) {
      if ((await client.listTools()).tools.some((t) => t.name === 'read_calm')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
    http?.close();
  });

  const call = async (name: string) => {
    const res = await client.callTool({ name, arguments: {} });
    return {
      isError: res.isError === true,
      text: String((res.content as Array<{ text?: string }>)[0]?.text),
    };
  };

  test('a body of more than 16 messages, or a stream of more than 64 unasked answers, fails its call; at the bounds it is read', async () => {
    const body17 = await call('read_body17');
    assert.equal(body17.isError, true);
    assert.match(
      body17.text,
      /^\[gate\] read_body17 failed: .*an answer body of more than 16 messages; gate did not read it/,
    );
    const stream65 = await call('read_unasked65');
    assert.equal(stream65.isError, true);
    assert.match(
      stream65.text,
      /more than 64 answers to requests gate was not waiting on, on one event stream/,
    );
    assert.deepEqual(await call('read_body16'), { isError: false, text: 'sixteen' });
    assert.deepEqual(await call('read_unasked64'), { isError: false, text: 'sixty-four' });
    assert.deepEqual(await call('read_notes'), { isError: false, text: 'after notes' });
    assert.match(gate.stderr(), /backend "h" sent an answer body of more than 16 messages: refused/);
    assert.equal(initialized, 1, 'the server was reconnected');
  });

  test('an answer gate cannot read fails its own call at once; a call in flight beside it completes', async () => {
    for (const name of badCases) {
      const slow = call('read_slow');
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const got = await call(`read_bad_${name}`);
      assert.equal(got.isError, true, name);
      assert.match(got.text, bad[name]![1], name);
      assert.ok(Date.now() - started < 5_000, `${name}: held ${Date.now() - started} ms`);
      assert.deepEqual(await slow, { isError: false, text: 'slow' }, name);
    }
    assert.equal(initialized, 1, 'the server was reconnected');
    assert.doesNotMatch(gate.stderr(), /secret|noted/);
  });
});
