// Red team, round 27: gate as the MCP client of a hostile Streamable HTTP `--tools` server (a raw
// node:http server written here), against the real process. A server that answers a tools/call POST
// with an event stream and never ends it (keep-alive comments only, or an answer and then nothing) held
// that connection open after the call's deadline answered the client: one socket per call, without end.
// Now every POST's exchange is bounded by the backend's deadline (docs/mcp.md, "Round 27").
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r27-http-downstream-'));
const policy = join(dir, 'policy.json');
writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_'] }));
const LEAF = 'r27-stream-leaf';

const TOOLS = [
  'read_stall',
  'read_answer_then_stall',
  'read_json_stall',
  'read_primed_then_closed',
  'read_plain',
  'read_notify_flood',
].map((name) => ({
  name,
  description: 'a test tool',
  inputSchema: { type: 'object', properties: {} },
}));

interface Hostile {
  server: Server;
  url: string;
  open(): number;
  /** tools/call POSTs whose response is still open. */
  openCalls(): number;
  /** Streams primed and closed, and the GETs that tried to resume them. */
  gets: { primed: number; resumed: number };
}

function sse(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
}

async function hostile(tools = TOOLS): Promise<Hostile> {
  const sockets = new Set<Socket>();
  let openCalls = 0;
  const gets = { primed: 0, resumed: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      if (req.headers['last-event-id'] !== undefined) gets.resumed++;
      res.writeHead(405).end();
      return;
    }
    let body = '';
    req.on('data', (d: Buffer) => {
      body += d.toString();
    });
    req.on('end', () => {
      const msg = JSON.parse(body) as { id?: number; method?: string; params?: { name?: string } };
      const answer = (result: unknown) => ({ jsonrpc: '2.0', id: msg.id, result });
      if (msg.id === undefined) {
        res.writeHead(202).end();
        return;
      }
      if (msg.method === 'initialize') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            answer({
              protocolVersion: '2025-03-26',
              capabilities: { tools: { listChanged: true } },
              serverInfo: { name: 'hostile-http', version: '1' },
            }),
          ),
        );
        return;
      }
      if (msg.method === 'tools/list') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer({ tools })));
        return;
      }
      const name = msg.params?.name;
      const text = (t: string) => answer({ content: [{ type: 'text', text: t }] });
      if (name === 'read_plain') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(text('plain')));
        return;
      }
      openCalls++;
      res.on('close', () => openCalls--);
      if (name === 'read_json_stall') {
        // Headers of a JSON answer, then no body at all.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.flushHeaders();
        return;
      }
      sse(res);
      if (name === 'read_primed_then_closed') {
        // A resumable stream (an event id) closed before the answer: the SDK resumes it by GET Last-Event-ID.
        gets.primed++;
        res.end('id: ev-1\ndata: \n\n');
        return;
      }
      if (name === 'read_stall') {
        const beat = setInterval(() => res.write(': keep-alive\n\n'), 50);
        res.on('close', () => clearInterval(beat));
      } else if (name === 'read_answer_then_stall') {
        res.write(`data: ${JSON.stringify(text(LEAF))}\n\n`);
      } else if (name === 'read_notify_flood') {
        const note = `data: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: LEAF } })}\n\n`;
        let sent = 0;
        const flood = () => {
          while (sent < 20_000 && res.write(note)) sent++;
          if (sent < 20_000) res.once('drain', flood);
          else res.end(`data: ${JSON.stringify(text('flooded'))}\n\n`);
        };
        flood();
      }
    });
  });
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}/mcp`,
    open: () => sockets.size,
    openCalls: () => openCalls,
    gets,
  };
}

async function call(gate: GateProcess, name: string) {
  const res = await fetch(`${gate.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } }),
  });
  assert.equal(res.status, 200);
  return (await res.json()) as {
    result?: { content: Array<{ text: string }>; isError?: boolean };
    error?: { code: number; message: string; data?: { code?: string } };
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a hostile Streamable HTTP downstream, the real process', { timeout: 120_000 }, () => {
  let h: Hostile;
  let plain: Hostile;
  let gate: GateProcess;
  before(async () => {
    // read_plain, the check that gate serves on, is a server of its own with a deadline no load reaches:
    // under the hostile server's 400 ms (the bound the stalls are tested against) a plain answer was
    // itself cut at load 20 and read TOOL_DEADLINE_EXCEEDED (round 50).
    h = await hostile(TOOLS.filter((t) => t.name !== 'read_plain'));
    plain = await hostile(TOOLS.filter((t) => t.name === 'read_plain'));
    const file = join(dir, 'tools.json');
    writeFileSync(
      file,
      JSON.stringify({
        servers: { h: { url: h.url, deadline_ms: 400 }, p: { url: plain.url, deadline_ms: 30_000 } },
      }),
    );
    gate = await startGate(['--policy', policy, '--tools', file], { timeoutMs: 30_000 });
  });
  after(async () => {
    await gate?.stop();
    for (const s of [h, plain]) {
      s?.server.closeAllConnections();
      s?.server.close();
    }
  });

  for (const tool of ['read_stall', 'read_answer_then_stall', 'read_json_stall']) {
    test(`${tool}: each call's stream is closed by its deadline, none left open`, async () => {
      const calls = 12;
      const answers = await Promise.all(Array.from({ length: calls }, () => call(gate, tool)));
      // Each call ends: answered, or (round 55) a backend_timeout fault at its deadline.
      // The answer sent before the stall can itself miss a 400 ms deadline on a loaded machine: then the call
      // ends as the others do (a clean-clone CI run at load ~10 saw it), never open and never another shape.
      if (tool === 'read_answer_then_stall')
        for (const a of answers)
          assert.ok(a.result !== undefined || a.error?.data?.code === 'backend_timeout', JSON.stringify(a));
      else for (const a of answers) assert.equal(a.error?.data?.code, 'backend_timeout', JSON.stringify(a));
      // The deadline (400 ms) plus gate's grace: then no call's stream may still be open.
      let open = h.openCalls();
      for (let i = 0; i < 100 && open > 0; i++) {
        await sleep(100);
        open = h.openCalls();
      }
      assert.equal(open, 0, `${open} of ${calls} call streams still open at the server`);
      assert.equal((await call(gate, 'read_plain')).result?.content[0]?.text, 'plain');
    });
  }

  test('a resumable stream closed before its answer: the call ends at its deadline; resumption bounded', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => call(gate, 'read_primed_then_closed')));
    for (const a of answers) assert.equal(a.error?.data?.code, 'backend_timeout', JSON.stringify(a));
    await sleep(3000);
    const resumed = h.gets.resumed;
    await sleep(2000);
    assert.equal(h.gets.resumed, resumed, 'no GET resumption goes on after the calls ended');
    assert.ok(resumed <= 3 * h.gets.primed, `${resumed} resumptions for ${h.gets.primed} streams`);
    assert.equal((await call(gate, 'read_plain')).result?.content[0]?.text, 'plain');
  });

  test('a flood of 20,000 notifications on a call stream: the call ends, gate serves on', async () => {
    const a = await call(gate, 'read_notify_flood');
    assert.ok(a.result !== undefined, JSON.stringify(a));
    assert.equal((await call(gate, 'read_plain')).result?.content[0]?.text, 'plain');
  });

  test('no stack trace, warning or result bytes in the log', () => {
    const log = gate.stderr() + gate.stdout();
    assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace');
    assert.doesNotMatch(log, /MaxListenersExceeded|Warning/, 'no warning');
    assert.ok(!log.includes(LEAF), 'no result bytes in the log');
  });
});
