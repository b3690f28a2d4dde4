// Red team, round 50 (edge): what round 49 left, through one real `gate serve --tools` and the official SDK
// client. A Streamable HTTP downstream answering one POST with a 4xx/5xx dropped and reconnected the whole
// server (every call in flight failed); a 404 to gate's session id (the spec's "session ended") was told
// apart from nothing. A stdio downstream's every line went to the SDK's parse: 200,000 logging
// notifications cost 6.5 s of CPU, one 10 MiB line of `{}` 2.5 s, before any bound. docs/mcp.md, "Round 50".
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpError } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r50-edge-'));
const text = (id: unknown, t: string) => ({
  jsonrpc: '2.0',
  id,
  result: { content: [{ type: 'text', text: t }] },
});
const json = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** Statuses a server may answer one POST with (a 404 on a session is the session ended: below; on /n, without one, a call's failure). */
const STATUSES = [400, 401, 403, 405, 409, 413, 429, 500, 502, 503];
const statuses = fc.sample(fc.constantFrom(...STATUSES), { numRuns: runsOf(4, 24), seed: 50 });

async function body(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

let initialized = 0;
let session = 0;
/** The status the next `read_status` call is answered with. */
let status = 500;
async function downstream(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return void res.writeHead(405).end();
  const sessions = req.url === '/h';
  const sent = req.headers['mcp-session-id'];
  const msg = JSON.parse(await body(req)) as {
    id?: number;
    method: string;
    params?: Record<string, unknown>;
  };
  if (msg.method === 'initialize') {
    if (sessions) initialized++;
    if (sessions) session++;
    return json(
      res,
      {
        jsonrpc: '2.0',
        id: msg.id,
        result: {
          protocolVersion: msg.params?.protocolVersion,
          capabilities: { tools: {} },
          serverInfo: { name: 'h', version: '1' },
        },
      },
      sessions ? { 'mcp-session-id': `s${session}` } : {},
    );
  }
  // The spec: a request on a session the server ended is 404; the client starts a new one.
  if (sessions && sent !== `s${session}`) return void res.writeHead(404).end('secret-lost');
  if (msg.id === undefined) return void res.writeHead(202).end();
  if (!sessions && msg.method === 'tools/list')
    return json(res, {
      jsonrpc: '2.0',
      id: msg.id,
      result: { tools: [{ name: 'n_status', inputSchema: { type: 'object' } }] },
    });
  if (!sessions) return void res.writeHead(404).end('secret-404');
  if (msg.method === 'tools/list')
    return json(res, {
      jsonrpc: '2.0',
      id: msg.id,
      result: {
        tools: ['read_calm', 'read_slow', 'read_status', 'read_end'].map((name) => ({
          name,
          inputSchema: { type: 'object' },
        })),
      },
    });
  const name = String(msg.params?.name);
  if (name === 'read_slow') return void setTimeout(() => json(res, text(msg.id, 'slow')), 400);
  if (name === 'read_status')
    return void res.writeHead(status, { 'content-type': 'text/plain' }).end('secret-status');
  if (name === 'read_end') {
    session++;
    return void res.writeHead(404).end('secret-lost');
  }
  json(res, text(msg.id, 'calm'));
}

// A stdio server: a flood of notifications and unasked answers before its answer, lines too wide.
const stdioServer = join(dir, 'flood.mjs');
writeFileSync(
  stdioServer,
  `import { createInterface } from 'node:readline';
const out = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
const note = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'secret-note' } }) + '\\n';
const text = (id, t) => ({ jsonrpc: '2.0', id, result: { content: [{ type: 'text', text: t }] } });
createInterface({ input: process.stdin }).on('line', (l) => {
  const m = JSON.parse(l);
  if (m.method === 'initialize') out({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } } });
  else if (m.method === 'tools/list') out({ jsonrpc: '2.0', id: m.id, result: { tools: ['read_flood', 'read_wide', 'read_escaped'].map((name) => ({ name, inputSchema: { type: 'object' } })) } });
  else if (m.method === 'tools/call') {
    const name = m.params.name;
    if (name === 'read_flood') {
      let unasked = '';
      for (let i = 0; i < 100; i++) unasked += JSON.stringify(text(900000 + i, 'secret-unasked')) + '\\n';
      process.stdout.write(note.repeat(20000) + unasked + '[' + JSON.stringify(text(m.id, 'secret-batch')) + ']\\n');
      out(text(m.id, 'after the flood'));
    } else if (name === 'read_wide') {
      // A notification and the answer, each past the items bound: neither is parsed.
      process.stdout.write('{"jsonrpc":"2.0","method":"notifications/tools/list_changed","params":{"_meta":{"a":[' + '0,'.repeat(30000) + '0]}}}\\n');
      process.stdout.write('{"jsonrpc":"2.0","id":' + m.id + ',"result":{"content":[{"type":"text","text":"secret-wide"}],"_meta":{"a":[' + '{},'.repeat(30000) + '{}]}}}\\n');
    } else process.stdout.write('{"jsonrpc":"2.0","\\\\u0069d":' + m.id + ',"result":{"content":[{"type":"text","text":"escaped"}]}}\\n');
  }
});
`,
);

describe('hostile downstreams, round 50, through the real process', { timeout: 120_000 }, () => {
  let gate: GateProcess;
  let client: Client;
  let http: Server;
  before(async () => {
    http = createServer((req, res) => void downstream(req, res));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_', 'n_'] }));
    const tools = join(dir, 'tools.json');
    writeFileSync(
      tools,
      JSON.stringify({
        servers: {
          h: { url: `${base}/h`, deadline_ms: 20_000 },
          n: { url: `${base}/n`, deadline_ms: 20_000 },
          s: { command: process.execPath, args: [stdioServer], deadline_ms: 20_000 },
        },
      }),
    );
    gate = await startGate(['--policy', policy, '--tools', tools], { timeoutMs: 30_000 });
    client = new Client({ name: 'r50-edge', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
    for (let i = 0; i < 200; i++) {
      const names = (await client.listTools()).tools.map((t) => t.name);
      if (names.includes('read_calm') && names.includes('read_flood') && names.includes('n_status')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
    http?.close();
  });

  // A backend gate cannot reach fails the call as a backend_unavailable fault (docs/errors.md, round 52): its sentence stands in for the text.
  const call = async (name: string) => {
    const res = await client.callTool({ name, arguments: {} }).catch((err: McpError) => {
      assert.deepEqual(err.data, { code: 'backend_unavailable' }, name);
      return { isError: true, content: [{ type: 'text', text: err.message }] };
    });
    return {
      isError: res.isError === true,
      text: String((res.content as Array<{ text?: string }>)[0]?.text),
    };
  };

  test('a 4xx/5xx to one POST fails its own call only; a call in flight completes; the server stays', async () => {
    for (const drawn of statuses) {
      status = drawn;
      const slow = call('read_slow');
      await new Promise((r) => setTimeout(r, 100));
      const got = await call('read_status');
      assert.equal(got.isError, true, String(drawn));
      assert.match(got.text, new RegExp(`sent an HTTP ${drawn} status to its request; gate did not read it`));
      assert.deepEqual(await slow, { isError: false, text: 'slow' }, String(drawn));
    }
    // A 404 without a session is a call's failure like any status.
    const n = await call('n_status');
    assert.equal(n.isError, true);
    assert.match(n.text, /backend "n" sent an HTTP 404 status to its request; gate did not read it/);
    assert.equal(initialized, 1, 'the server was reconnected');
    assert.match(gate.stderr(), /backend "h" sent an HTTP \d{3} status to its request: refused/);
  });

  test('a 404 to gate session id starts a new session, once, and says so', async () => {
    const before = initialized;
    const got = await call('read_end');
    assert.equal(got.isError, true);
    assert.match(got.text, /ended gate's session \(HTTP 404\); gate is starting a new one/);
    assert.match(gate.stderr(), /backend "h": it answered 404 to gate's session id \(the session ended\)/);
    for (let i = 0; i < 200 && (await call('read_calm')).isError; i++)
      await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(await call('read_calm'), { isError: false, text: 'calm' });
    assert.equal(initialized, before + 1);
  });

  test('a stdio flood is dropped before any parse; lines past the width bounds are not parsed', async () => {
    assert.deepEqual(await call('read_flood'), { isError: false, text: 'after the flood' });
    const wide = await call('read_wide');
    assert.equal(wide.isError, true);
    assert.match(
      wide.text,
      /backend "s" sent a message holding more than 20000 array items; gate did not read it/,
    );
    // A name spelled with escapes is the name JSON.parse reads: the answer is the call's.
    assert.deepEqual(await call('read_escaped'), { isError: false, text: 'escaped' });
    const log = gate.stderr();
    assert.match(
      log,
      /backend "s" sent more than 64 answers to requests gate was not waiting on, on its stdout: refused/,
    );
    assert.equal(
      log.match(/backend "s" sent a message holding more than 20000 array items: refused/g)?.length,
      2,
    );
    assert.doesNotMatch(log, /secret/);
  });
});
