// A Streamable HTTP MCP server whose GET streams end at once, each with an event id and `retry: 0` (the
// SDK reopens them with no delay): gate's GET pace against it (docs/mcp.md, "Round 28").
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { type GateProcess, startGate } from './gate-process.js';

export interface ClosingServer {
  server: Server;
  url: string;
  /** GETs asked for, those with a Last-Event-ID, and when each came (ms since the epoch). */
  gets: { all: number; resumed: number; at: number[] };
}

/** Offers one tool, `read_plain`, answering "plain". */
export async function closingServer(): Promise<ClosingServer> {
  const gets = { all: 0, resumed: 0, at: [] as number[] };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET') {
      gets.all++;
      gets.at.push(Date.now());
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

/** `gate serve` with the closing server as its one `--tools` backend `c` (policy admits `read_`, `gate_`). */
export async function gateOverClosing(): Promise<{
  down: ClosingServer;
  gate: GateProcess;
  stop(): Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'gate-closing-get-'));
  const policy = join(dir, 'policy.json');
  writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_', 'gate_'] }));
  const down = await closingServer();
  const tools = join(dir, 'tools.json');
  writeFileSync(tools, JSON.stringify({ servers: { c: { url: down.url } } }));
  // A gate that does not start (its deadline passed on a loaded machine) must not leave the server
  // listening: the file's process would wait on it until node's ten-minute bound (round 45).
  const gate = await startGate(['--policy', policy, '--tools', tools], { timeoutMs: 30_000 }).catch(
    (e: unknown) => {
      down.server.closeAllConnections();
      down.server.close();
      throw e;
    },
  );
  return {
    down,
    gate,
    async stop() {
      await gate.stop();
      down.server.closeAllConnections();
      down.server.close();
    },
  };
}

/** The same, started before a suite's tests and stopped after them (call inside `describe`). */
export function gateOverClosingInSuite(): { down: ClosingServer; gate: GateProcess } {
  const live = {} as { down: ClosingServer; gate: GateProcess; stop?: () => Promise<void> };
  before(async () => {
    Object.assign(live, await gateOverClosing());
  });
  after(() => live.stop?.());
  return live;
}
