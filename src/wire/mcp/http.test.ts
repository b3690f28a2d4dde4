// POST /mcp as a Route, mounted on a bare node:http server that plays the gateway's part (body, trace id,
// agent header): stateless requests from the SDK client, 202 for notifications, 405, the access log.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StubEngine } from '../../../test/fixtures/mcp-engine/engine.js';
import { isGateError } from '../../kernel/errors.js';
import type { RequestContext } from '../../server/types.js';
import { MemoryStore } from '../../store/memory.js';
import type { McpDeps } from './deps.js';
import { mcpRoutes } from './http.js';

const engine = new StubEngine({ allow_prefix: ['read_', 'delete_'] });
const store = new MemoryStore();
const deps: McpDeps = { engine, store };
const accessLog: Array<{ tools: string[]; verdicts: string[] }> = [];
let server: Server;
let url = '';

before(async () => {
  const routes = mcpRoutes(deps);
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const route = routes.find((r) => r.method === req.method && r.path === '/mcp');
    const access = { tools: [] as string[], verdicts: [] as string[] };
    const agent = req.headers['x-gate-agent'];
    const ctx: RequestContext = {
      req,
      res,
      url: new URL(req.url ?? '/', 'http://x'),
      traceId: (req.headers['x-gate-trace-id'] as string | undefined) ?? 'minted-trace',
      rawBody: Buffer.concat(chunks),
      body: undefined,
      signal: new AbortController().signal,
      access,
      ...(typeof agent === 'string' ? { agent } : {}),
    };
    try {
      await route!.handle(ctx);
      accessLog.push(access);
    } catch (err) {
      // The gateway renders route faults; here a status is enough.
      res
        .writeHead(isGateError(err) ? err.status : 500, { 'content-type': 'text/plain' })
        .end((err as Error).message);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

test('the SDK client works statelessly: initialize, list, call; refusals are values; its session is its trace', async () => {
  const client = new Client({ name: 'http-unit', version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { 'x-gate-agent': 'agent-h' } },
  });
  await client.connect(transport);
  try {
    assert.equal(client.getServerVersion()?.name, 'gate');
    // Round 57: gate gives a session at initialize, and the SDK sends it on: the calls' trace.
    assert.match(transport.sessionId ?? '', /^[0-9a-f]{32}$/);
    assert.equal((await client.listTools()).tools.length, 6);
    const res = (await client.callTool({
      name: 'gate_adjudicate',
      arguments: { tool: 'drop_table', args: '{}' },
    })) as {
      isError: boolean;
      content: Array<{ text: string }>;
    };
    assert.equal(res.isError, false);
    const doc = JSON.parse(res.content[0]!.text) as { verdict: { kind: string }; trace_id: string };
    assert.equal(doc.verdict.kind, 'DENY');
    assert.equal(doc.trace_id, transport.sessionId);
    assert.equal(engine.decisions.at(-1)?.agent, 'agent-h', 'the agent is x-gate-agent');
    assert.deepEqual(accessLog.at(-1), { tools: ['drop_table'], verdicts: ['DENY'] });
  } finally {
    await client.close();
  }
});

test('a JSON-only client is answered JSON; a notification gets 202; GET and DELETE are 405', async () => {
  const call = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-gate-trace-id': 'tr-json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 'a',
      method: 'tools/call',
      params: { name: 'gate_admit', arguments: { tool: 'read_x', result: 'fine' } },
    }),
  });
  assert.equal(call.status, 200);
  const body = (await call.json()) as { id: string; result: { content: Array<{ text: string }> } };
  assert.equal(body.id, 'a');
  assert.equal((JSON.parse(body.result.content[0]!.text) as { trace_id: string }).trace_id, 'tr-json');

  const note = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  });
  assert.equal(note.status, 202);

  for (const method of ['GET', 'DELETE']) {
    const res = await fetch(url, { method });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'POST');
  }
});

test('a bad params call is a JSON-RPC error in a 200 response; bad JSON is -32700', async () => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'gate_revoke', arguments: {} },
    }),
  });
  assert.equal(res.status, 200);
  const body = (await res.json()) as { error: { code: number; message: string } };
  assert.equal(body.error.code, -32602);
  assert.match(body.error.message, /"witness" is required/);
  const bad = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{',
  });
  assert.equal(bad.status, 400);
  assert.equal(((await bad.json()) as { error: { code: number } }).error.code, -32700);
});

test("a body larger than the SDK's own 4 MiB default is accepted (the gateway bounds bodies)", async () => {
  const big = 'x'.repeat(5 * 1024 * 1024);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'gate_admit', arguments: { tool: 'read_x', result: big } },
    }),
  });
  assert.equal(res.status, 200);
  const body = (await res.json()) as { result: { content: Array<{ text: string }> } };
  assert.equal(
    (JSON.parse(body.result.content[0]!.text) as { result: { content: string } }).result.content.length,
    big.length,
  );
});

test('x-gate-witness presents a witness when the call has no witness argument', async () => {
  const adjudicate = async (headers: Record<string, string>) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'gate_adjudicate', arguments: { tool: 'delete_note', args: '{"path":"a"}' } },
      }),
    });
    const body = (await res.json()) as { result: { content: Array<{ text: string }> } };
    return (JSON.parse(body.result.content[0]!.text) as { verdict: { kind: string } }).verdict.kind;
  };
  assert.equal(await adjudicate({}), 'REQUIRE_WITNESS');
  assert.equal(await adjudicate({ 'x-gate-witness': 'confirm-1' }), 'ALLOW');
});
