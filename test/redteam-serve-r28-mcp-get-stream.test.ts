// Red team, round 28: the GET stream of MCP's Streamable HTTP, both ways, against the real process.
// Downstream (gate as the client of a `--tools` server): a server that ends every GET stream at once with
// `retry: 0` and an event id had the SDK reopen it, with Last-Event-ID, as fast as the loop turned (649 to 1,879
// GETs in 5 s on main's build, with a MaxListenersExceededWarning per GET past 1,500 pending abort
// listeners); now GETs draw on a bucket: 8 at once, then one each 2 s (src/tools/get-pace.ts).
// Upstream (an SDK client of gate's /mcp): resuming the GET stream twice with a Last-Event-ID is 405 each
// time (gate's endpoint is stateless, it has no stream to resume) and the client's calls go on.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r28-get-stream-'));
const policy = join(dir, 'policy.json');
writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_', 'gate_'] }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A downstream whose GET streams end at once, asking to be reopened with no delay. */
async function closingServer(): Promise<{
  server: Server;
  url: string;
  gets: { all: number; resumed: number };
}> {
  const gets = { all: 0, resumed: 0 };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') {
      gets.all++;
      if (req.headers['last-event-id'] !== undefined) gets.resumed++;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`retry: 0\nid: ev-${gets.all}\ndata: \n\n`);
      return;
    }
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let body = '';
    req.on('data', (d: Buffer) => {
      body += d.toString();
    });
    req.on('end', () => {
      const msg = JSON.parse(body) as { id?: number; method?: string };
      if (msg.id === undefined) return void res.writeHead(202).end();
      const answer = (result: unknown) => JSON.stringify({ jsonrpc: '2.0', id: msg.id, result });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (msg.method === 'initialize')
        res.end(
          answer({
            protocolVersion: '2025-03-26',
            capabilities: { tools: {} },
            serverInfo: { name: 'c', version: '1' },
          }),
        );
      else if (msg.method === 'tools/list')
        res.end(answer({ tools: [{ name: 'read_plain', inputSchema: { type: 'object', properties: {} } }] }));
      else res.end(answer({ content: [{ type: 'text', text: 'plain' }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, gets };
}

describe('redteam r28: the MCP GET stream, reopened and resumed', { timeout: 120_000 }, () => {
  let down: Awaited<ReturnType<typeof closingServer>>;
  let gate: GateProcess;
  before(async () => {
    down = await closingServer();
    const tools = join(dir, 'tools.json');
    writeFileSync(tools, JSON.stringify({ servers: { c: { url: down.url } } }));
    gate = await startGate(['--policy', policy, '--tools', tools], { timeoutMs: 30_000 });
  });
  after(async () => {
    await gate?.stop();
    down?.server.closeAllConnections();
    down?.server.close();
  });

  test('a downstream ending every GET with retry: 0 is reopened at a pace, not in a loop', async () => {
    const from = down.gets.all;
    await sleep(6000);
    const opened = down.gets.all - from;
    // At most the burst and one each 2 s after it: 8 + 3 (+1 at the window's edge); main's build: thousands.
    assert.ok(opened <= 12, `${opened} GETs in 6 s`);
    assert.ok(down.gets.resumed >= 1, 'the SDK resumes with Last-Event-ID');
    assert.doesNotMatch(gate.stderr(), /MaxListenersExceeded/);
    const mcp = await connectMcp(gate.url);
    const res = (await mcp.client.callTool({ name: 'read_plain', arguments: {} })) as {
      content: Array<{ text: string }>;
    };
    assert.match(res.content[0]!.text, /plain/);
    await mcp.close();
  });

  test("an SDK client resuming gate's GET stream twice (Last-Event-ID) gets 405 and calls on", async () => {
    const mcp = await connectMcp(gate.url);
    const transport = (mcp.client as unknown as { transport: StreamableHTTPClientTransport }).transport;
    const errors: string[] = [];
    transport.onerror = (e) => errors.push(e.message);
    await transport.resumeStream('ev-1');
    await transport.resumeStream('ev-1');
    const res = (await mcp.client.callTool({ name: 'read_plain', arguments: {} })) as {
      content: Array<{ text: string }>;
    };
    assert.match(res.content[0]!.text, /plain/);
    assert.deepEqual(errors, []);
    await mcp.close();
  });
});
