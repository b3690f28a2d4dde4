// Round 57 (docs/mcp.md, "Round 57 (mcp-r57)"): what a client tells gate that gate does not forward by
// design never reaches a backend MCP server. Two real backends record every byte they receive: a stdio
// server (test/fixtures/mcp-scripted/recorder.mjs, every line) and a Streamable HTTP server (every header
// and body). A client calls their tools through the real `gate serve --tools`, directly and through
// gate_syscall, carrying a marker in every place gate reads but does not pass on: the request's `_meta`
// (a progress token, a vendor key), a params field MCP does not define, its headers (a trace id, a
// witness, a session id gate gave it, its own), and gate's own arguments (trace_id, witness). The
// backends must see only the tool's name and its arguments, and gate's own session with them.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ROOT } from './fixtures/mcp-engine/paths.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const RECORDER = join(ROOT, 'test/fixtures/mcp-scripted/recorder.mjs');
const MARK = 'MARKr57';

describe("round 57: a client's _meta and the fields gate does not forward never reach a backend", () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r57-meta-'));
  const stdioAll = join(dir, 'stdio-all.jsonl');
  const stdioCalls = join(dir, 'stdio-calls.jsonl');
  writeFileSync(stdioAll, '');
  writeFileSync(stdioCalls, '');
  const httpSeen: Array<{ headers: IncomingMessage['headers']; body: string }> = [];
  let http: Server;
  let gate: GateProcess;
  let client: Client;
  let transport: StreamableHTTPClientTransport;

  const backend = async (req: IncomingMessage, res: ServerResponse) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const body = Buffer.concat(parts).toString('utf8');
    httpSeen.push({ headers: req.headers, body });
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const msg = JSON.parse(body) as { id?: number; method: string; params?: { protocolVersion?: string } };
    if (msg.id === undefined) return void res.writeHead(202).end();
    const result =
      msg.method === 'initialize'
        ? {
            protocolVersion: msg.params?.protocolVersion,
            capabilities: { tools: {} },
            serverInfo: { name: 'http-rec', version: '1' },
          }
        : msg.method === 'tools/list'
          ? { tools: [{ name: 'read_http_rec', inputSchema: { type: 'object' } }] }
          : msg.method === 'tools/call'
            ? { content: [{ type: 'text', text: 'recorded' }] }
            : {};
    const text = JSON.stringify({ jsonrpc: '2.0', id: msg.id, result });
    res
      .writeHead(200, { 'content-type': 'application/json', 'mcp-session-id': 'backend-own-session' })
      .end(text);
  };

  before(async () => {
    http = createServer((req, res) => void backend(req, res));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const tools = join(dir, 'tools.json');
    writeFileSync(
      tools,
      JSON.stringify({
        servers: {
          rec: {
            command: process.execPath,
            args: [RECORDER],
            env: { FIXTURE_LOG: stdioCalls, FIXTURE_LOG_ALL: stdioAll },
          },
          web: { url: `${base}/mcp`, headers: { 'x-api-key': 'operator-set' } },
        },
      }),
    );
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_'] }));
    gate = await startGate(['--policy', policy, '--tools', tools]);
    transport = new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
      requestInit: {
        headers: {
          'x-gate-trace-id': `${MARK}-trace`,
          'x-gate-witness': `${MARK}-witness`,
          'x-client-own': `${MARK}-header`,
          traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
          'x-gate-agent': `${MARK}-agent`,
        },
      },
    });
    client = new Client({ name: `${MARK}-client`, version: '1' });
    await client.connect(transport);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const names = (await client.listTools()).tools.map((t) => t.name);
      if (names.includes('read_ledger') && names.includes('read_http_rec')) break;
      if (Date.now() > deadline) throw new Error(`backends not offered: ${names.join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
    http?.closeAllConnections();
    http?.close();
  });

  it('direct calls, gate_syscall, and a raw request with fields MCP does not define: only name and arguments arrive', async () => {
    const meta = { progressToken: `${MARK}-progress`, 'com.example/marker': `${MARK}-meta` };
    for (const name of ['read_ledger', 'read_http_rec']) {
      const res = (await client.callTool({ name, arguments: { n: 1 }, _meta: meta })) as {
        content: Array<{ text: string }>;
      };
      assert.ok(!res.content[0]!.text.startsWith('[gate]'), res.content[0]!.text);
      const doc = JSON.parse(
        (
          (await client.callTool({
            name: 'gate_syscall',
            arguments: { tool: name, arguments: { n: 2 }, trace_id: `${MARK}-arg-trace` },
            _meta: meta,
          })) as { content: Array<{ text: string }> }
        ).content[0]!.text,
      ) as { verdict: { kind: string } };
      assert.equal(doc.verdict.kind, 'ALLOW');
      // By hand, on the session gate gave: a params field MCP does not define, and _meta beside it.
      const raw = await fetch(`${gate.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-session-id': transport.sessionId!,
          'x-client-own': `${MARK}-raw-header`,
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 9,
          method: 'tools/call',
          params: { name, arguments: { n: 3 }, _meta: meta, extra: `${MARK}-extra` },
        }),
      });
      assert.equal(raw.status, 200);
      assert.match(await raw.text(), /"result"/);
    }

    // The stdio backend: three calls, each only the tool's name and its arguments (the SDK's client may
    // add a _meta of its own: none of the client's).
    const calls = readFileSync(stdioCalls, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { params: Record<string, unknown> });
    assert.equal(calls.length, 3);
    for (const c of calls) {
      assert.equal(c.params.name, 'read_ledger');
      for (const key of Object.keys(c.params)) assert.ok(['name', 'arguments', '_meta'].includes(key), key);
    }
    assert.deepEqual(
      calls.map((c) => c.params.arguments),
      [{ n: 1 }, { n: 2 }, { n: 3 }],
    );
    const everyLine = readFileSync(stdioAll, 'utf8');
    assert.ok(everyLine.includes('"tools/call"'));
    assert.ok(!everyLine.includes(MARK), 'a client marker reached the stdio backend');
    assert.ok(!everyLine.includes(transport.sessionId!), "gate's client session reached the stdio backend");

    // The HTTP backend: headers and bodies, every request gate sent it.
    const httpCalls = httpSeen.filter((s) => s.body.includes('"tools/call"'));
    assert.equal(httpCalls.length, 3);
    for (const seen of httpSeen) {
      const text = JSON.stringify(seen);
      assert.ok(!text.includes(MARK), `a client marker reached the HTTP backend: ${text.slice(0, 300)}`);
      assert.ok(!text.includes(transport.sessionId!), "gate's client session reached the HTTP backend");
      assert.ok(
        !text.includes('4bf92f3577b34da6a3ce929d0e0e4736'),
        "the client's traceparent reached the backend",
      );
      for (const name of Object.keys(seen.headers)) assert.ok(!name.startsWith('x-gate-'), name);
      assert.equal(seen.headers['x-api-key'], 'operator-set');
    }
    for (const seen of httpCalls) {
      const params = (JSON.parse(seen.body) as { params: Record<string, unknown> }).params;
      for (const key of Object.keys(params)) assert.ok(['name', 'arguments', '_meta'].includes(key), key);
      // The backend's own session, the one it gave gate: never the client's.
      assert.equal(seen.headers['mcp-session-id'], 'backend-own-session');
    }
  });
});
