// MCP on POST /mcp of the real `gate serve` process, with the official SDK client: the six tools, the
// stateless HTTP rules (202, 405, JSON for a JSON-only client), auth, and the journal.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { FAKE_CREDENTIAL, type OpenClient, toolSuite, writePolicy } from './fixtures/mcp-e2e/suite.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const journal = join(mkdtempSync(join(tmpdir(), 'gate-mcp-journal-')), 'audit.jsonl');
let gate: GateProcess;

describe('mcp-http', () => {
  before(async () => {
    gate = await startGate(['--policy', writePolicy()], { env: { GATE_AUDIT_JOURNAL: journal } });
  });
  after(async () => {
    await gate?.stop();
  });

  async function open(agent: string, headers: Record<string, string> = {}): Promise<OpenClient> {
    const client = new Client({ name: `${agent}-client`, version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
      requestInit: { headers: { 'x-gate-agent': agent, ...headers } },
    });
    await client.connect(transport);
    return { client, close: () => client.close() };
  }

  toolSuite('POST /mcp', (agent) => open(agent), { sharedStore: true });

  function rpc(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${gate.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  describe('POST /mcp over plain HTTP', () => {
    test('a JSON-only client (no SSE in Accept) gets a JSON-RPC response, and the trace id header', async () => {
      const res = await rpc(
        {
          jsonrpc: '2.0',
          id: 7,
          method: 'tools/call',
          params: { name: 'gate_adjudicate', arguments: { tool: 'launch', args: '{}' } },
        },
        { 'x-gate-trace-id': 'plain-http-1' },
      );
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /application\/json/);
      assert.equal(res.headers.get('x-gate-trace-id'), 'plain-http-1');
      const body = (await res.json()) as {
        id: number;
        result: { isError: boolean; content: Array<{ text: string }> };
      };
      assert.equal(body.id, 7);
      assert.equal(body.result.isError, false);
      const doc = JSON.parse(body.result.content[0]!.text) as { verdict: { kind: string }; trace_id: string };
      assert.equal(doc.verdict.kind, 'DENY');
      assert.equal(doc.trace_id, 'plain-http-1', 'the request trace id is the default trace');
    });

    test('a notification gets 202 with no body', async () => {
      const res = await rpc({ jsonrpc: '2.0', method: 'notifications/initialized' });
      assert.equal(res.status, 202);
      assert.equal(await res.text(), '');
    });

    test('GET and DELETE /mcp are 405: stateless, no SSE stream, no session', async () => {
      for (const method of ['GET', 'DELETE']) {
        const res = await fetch(`${gate.url}/mcp`, { method });
        assert.equal(res.status, 405, method);
        assert.match(await res.text(), /stateless/);
      }
    });

    test('unknown method and bad JSON are JSON-RPC errors', async () => {
      const unknown = (await (await rpc({ jsonrpc: '2.0', id: 1, method: 'no/such' })).json()) as {
        error: { code: number };
      };
      assert.equal(unknown.error.code, -32601);
      const bad = await rpc('{"jsonrpc": "2.0", ');
      assert.equal(bad.status, 400);
      assert.equal(((await bad.json()) as { error: { code: number } }).error.code, -32700);
    });

    test('initialize negotiates the protocol version as the SDK does', async () => {
      const init = (v: string) =>
        rpc({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: v, capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
        });
      const known = (await (await init('2025-03-26')).json()) as {
        result: { protocolVersion: string; serverInfo: { name: string } };
      };
      assert.equal(known.result.protocolVersion, '2025-03-26');
      assert.equal(known.result.serverInfo.name, 'gate');
      const unknown = (await (await init('1999-01-01')).json()) as { result: { protocolVersion: string } };
      assert.notEqual(unknown.result.protocolVersion, '1999-01-01');
    });

    test('every MCP decision is journaled, with digests and names but no argument or result bytes', async () => {
      const c = await open('journal-agent');
      try {
        await c.client.callTool({
          name: 'gate_adjudicate',
          arguments: {
            tool: 'write_file',
            args: '{"path":"a/.git/HEAD","content":"SENTINEL-ARG"}',
            trace_id: 'jr-1',
          },
        });
        await c.client.callTool({
          name: 'gate_admit',
          arguments: { tool: 'read_file', result: FAKE_CREDENTIAL, trace_id: 'jr-1' },
        });
      } finally {
        await c.close();
      }
      const text = readFileSync(journal, 'utf8');
      const rows = text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { kind: string; tool: string; trace_id: string; reason?: string });
      const mine = rows.filter((r) => r.trace_id === 'jr-1');
      assert.deepEqual(
        mine.map((r) => [r.kind, r.tool, r.reason]),
        [
          ['DENY', 'write_file', 'SELF_MODIFY'],
          ['QUARANTINE', 'read_file', 'SECRET_EXFIL'],
        ],
      );
      assert.ok(!text.includes('SENTINEL-ARG'));
      assert.ok(!text.includes('AKIAZ7XQ3B4N5M6P7RWS'));
    });
  });

  describe('POST /mcp behind auth', () => {
    let locked: GateProcess;
    before(async () => {
      locked = await startGate(['--require-key-env', 'GATE_MCP_KEY'], {
        env: { GATE_MCP_KEY: 'mcp-test-key-123' },
      });
    });
    after(async () => {
      await locked?.stop();
    });

    test('no key is 401; the SDK client with the key works', async () => {
      const res = await fetch(`${locked.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      assert.equal(res.status, 401);
      const client = new Client({ name: 'keyed', version: '1' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${locked.url}/mcp`), {
          requestInit: { headers: { authorization: 'Bearer mcp-test-key-123' } },
        }),
      );
      try {
        assert.ok((await client.listTools()).tools.some((t) => t.name === 'gate_adjudicate'));
      } finally {
        await client.close();
      }
    });
  });
});
