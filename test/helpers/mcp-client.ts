// An official MCP SDK client over HTTP, for end-to-end tests of the running gateway.

import { type Agent, request } from 'node:http';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

export interface GateMcp {
  client: Client;
  /** Calls a gate tool and parses the JSON document in its text content. */
  call(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function connectMcp(baseUrl: string, headers: Record<string, string> = {}): Promise<GateMcp> {
  // Loaded at the first connection, not at import: the SDK is 0.3 s of CPU, and many files import this
  // module through served-gates or replica-pair without ever speaking MCP (docs/testing.md, "Round 37").
  const [{ Client }, { StreamableHTTPClientTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  ]);
  const client = new Client({ name: 'gate-e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
    requestInit: { headers },
  });
  await client.connect(transport);
  return {
    client,
    async call(name, args) {
      const res = (await client.callTool({ name, arguments: args })) as {
        content: Array<{ type: string; text: string }>;
        isError?: boolean;
      };
      if (res.isError) throw new Error(`tool ${name} answered isError: ${res.content[0]?.text}`);
      return JSON.parse(res.content[0]!.text) as Record<string, unknown>;
    },
    close: () => client.close(),
  };
}

/** The verdict kind (ALLOW, DENY, …) gate_adjudicate gives `tool` with no arguments: which floor is in force. */
export async function verdictOf(url: string, tool: string): Promise<string> {
  const mcp = await connectMcp(url);
  try {
    const doc = await mcp.call('gate_adjudicate', { tool, args: '{}' });
    return (doc.verdict as { kind: string }).kind;
  } finally {
    await mcp.close();
  }
}

/** One JSON-RPC body to POST /mcp from a chosen local address (a second client on loopback). */
export async function postMcpFrom(url: string, localAddress: string, body: unknown): Promise<unknown> {
  return JSON.parse(
    await postFrom(url, localAddress, '/mcp', body, { accept: 'application/json, text/event-stream' }),
  );
}

/** One JSON body POSTed to `path` from a chosen local address; the answer's text. */
export function postFrom(
  url: string,
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  agent?: Agent,
): Promise<string> {
  const { port } = new URL(url);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        ...(agent ? { agent } : {}),
        headers: {
          'content-type': 'application/json',
          ...headers,
          'content-length': Buffer.byteLength(text),
        },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          data += d;
        });
        res.on('end', () => resolve(data));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}
