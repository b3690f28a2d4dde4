// A Streamable HTTP MCP backend in the test's process, reduced to what gate asks of one (initialize,
// tools/list, tools/call), and the official SDK client on gate's /mcp under a trace of the test's naming:
// the red-team tests of what a backend answers gate share them (rounds 65 and 66).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type GateProcess, startGate } from './gate-process.js';

export interface CallMessage {
  id: unknown;
  method: string;
  params?: Record<string, unknown>;
}

async function requestBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Answers one POST as a backend offering `tools` would; a tools/call is `onCall`'s to answer. */
export async function answerAsBackend(
  req: IncomingMessage,
  res: ServerResponse,
  tools: readonly string[],
  onCall: (msg: CallMessage) => void,
): Promise<void> {
  if (req.method !== 'POST') return void res.writeHead(405).end();
  const msg = JSON.parse(await requestBody(req)) as CallMessage;
  if (msg.id === undefined) return void res.writeHead(202).end();
  const json = (value: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: value }));
  };
  if (msg.method === 'initialize')
    return json({
      protocolVersion: msg.params?.protocolVersion,
      capabilities: { tools: {} },
      serverInfo: { name: 'b', version: '1' },
    });
  if (msg.method === 'tools/list')
    return json({ tools: tools.map((name) => ({ name, inputSchema: { type: 'object' } })) });
  if (msg.method === 'tools/call') return onCall(msg);
  json({});
}

/** The SDK client connected to gate's /mcp, its requests carrying `x-gate-trace-id: trace`. */
export async function tracedClient(gateUrl: string, trace: string, name: string): Promise<Client> {
  const client = new Client({ name, version: '1' });
  const transport = new StreamableHTTPClientTransport(new URL(`${gateUrl}/mcp`), {
    requestInit: { headers: { 'x-gate-trace-id': trace } },
  });
  await client.connect(transport);
  return client;
}

/** `gate serve` with `dir`'s policy.json and tools.json, journaling to `journal` as replica `replica`. */
export function startToolsGate(dir: string, journal: string, replica: string): Promise<GateProcess> {
  return startGate(
    [
      '--policy',
      join(dir, 'policy.json'),
      '--tools',
      join(dir, 'tools.json'),
      '--base-url',
      'http://127.0.0.1:9',
    ],
    { env: { GATE_AUDIT_JOURNAL: journal, GATE_REPLICA: replica } },
  );
}
