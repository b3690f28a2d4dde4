// MCP on `gate serve --stdio`, the real process, with the official SDK client over StdioClientTransport:
// the six tools, a clean stdout (JSON-RPC only), and answers to requests already read when stdin closes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type OpenClient, toolSuite, writePolicy } from './fixtures/mcp-e2e/suite.js';
import { gateCommand, REPO_ROOT } from './helpers/gate-process.js';

const policy = writePolicy();

async function open(agent: string): Promise<OpenClient> {
  const [command, args] = gateCommand(['serve', '--stdio', '--policy', policy]);
  const transport = new StdioClientTransport({
    command,
    args,
    cwd: REPO_ROOT,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', () => undefined);
  const client = new Client({ name: agent, version: '1.0.0' });
  await client.connect(transport);
  return { client, close: () => client.close() };
}

toolSuite('stdio', open, { sharedStore: false });

/** Runs `gate serve --stdio` with raw lines on stdin (stdin then closed) and collects both streams. */
function runRaw(lines: unknown[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(...gateCommand(['serve', '--stdio', '--policy', policy]), {
      cwd: REPO_ROOT,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`gate serve --stdio did not exit after stdin closed; stderr:\n${stderr}`));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(lines.map((l) => `${typeof l === 'string' ? l : JSON.stringify(l)}\n`).join(''));
  });
}

describe('gate serve --stdio as a process', () => {
  test('piped requests are all answered after stdin closes; stdout holds JSON-RPC only; exit 0', async () => {
    const r = await runRaw([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'pipe', version: '0' },
        },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      {
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: { name: 'gate_adjudicate', arguments: { tool: 'read_file', args: '{}' } },
      },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'gate_nope', arguments: {} } },
    ]);
    assert.equal(r.code, 0, r.stderr);
    const messages = r.stdout
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            jsonrpc: string;
            id: number;
            result?: Record<string, unknown>;
            error?: { code: number };
          },
      );
    assert.ok(messages.every((m) => m.jsonrpc === '2.0'));
    const byId = new Map(messages.map((m) => [m.id, m]));
    const result = (id: number) =>
      (byId.get(id)?.result ?? {}) as { protocolVersion?: string; tools?: unknown[]; isError?: boolean };
    assert.equal(result(1).protocolVersion, '2025-06-18');
    assert.ok((result(2).tools ?? []).length >= 6);
    assert.equal(result(3).isError, false);
    assert.equal(byId.get(4)?.error?.code, -32602);
    assert.match(r.stderr, /gate: serving MCP on stdio/);
  });

  test('a malformed line is answered and does not kill the session', async () => {
    const r = await runRaw([
      'this is not json',
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'pipe', version: '0' },
        },
      },
      { jsonrpc: '2.0', id: 2, method: 'ping' },
    ]);
    assert.equal(r.code, 0);
    const ids = r.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { id?: number }).id);
    // The line is answered -32700 with a null id (JSON-RPC's answer to what it cannot read), then the rest.
    assert.deepEqual(ids, [null, 1, 2]);
  });
});

describe('one stdio session', () => {
  let one: OpenClient;
  before(async () => {
    one = await open('named-agent');
  });
  after(async () => {
    await one?.close();
  });

  test('keeps one trace id for the calls that name none, so taint holds across them', async () => {
    const first = (await one.client.callTool({
      name: 'gate_adjudicate',
      arguments: { tool: 'read_a', args: '{}' },
    })) as {
      content: Array<{ text: string }>;
    };
    const second = (await one.client.callTool({
      name: 'gate_adjudicate',
      arguments: { tool: 'read_b', args: '{}' },
    })) as {
      content: Array<{ text: string }>;
    };
    const t1 = (JSON.parse(first.content[0]!.text) as { trace_id: string }).trace_id;
    const t2 = (JSON.parse(second.content[0]!.text) as { trace_id: string }).trace_id;
    assert.equal(t1, t2);
  });
});
