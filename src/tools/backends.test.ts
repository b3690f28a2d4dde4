// ToolBackends against real MCP servers: the scripted stdio fixture and an in-process Streamable HTTP
// server. Deadlines, crashes, kills and unreachable servers all end in a value; nothing hangs.
import assert from 'node:assert/strict';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { SCRIPTED_SERVER, SILENT_SERVER } from '../../test/fixtures/mcp-engine/paths.js';
import { ToolBackends } from './backends.js';
import { parseToolsConfig } from './config.js';
import type { CallOutcome } from './types.js';

const FAST = { backoff: { initialMs: 50, maxMs: 200 }, log: (line: string) => lines.push(line) };
const lines: string[] = [];

function scripted(extra: Record<string, unknown> = {}, env: Record<string, string> = {}) {
  return parseToolsConfig(
    JSON.stringify({ servers: { s: { command: process.execPath, args: [SCRIPTED_SERVER], env, ...extra } } }),
    'tools.json',
    { GATE_TEST_PASSED: 'passed-through' },
  );
}

async function waitFor(what: string, cond: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function textOf(outcome: CallOutcome): string {
  assert.equal(outcome.kind, 'result', JSON.stringify(outcome));
  const block = outcome.kind === 'result' ? outcome.result.content[0] : undefined;
  return block?.type === 'text' ? block.text : '';
}

describe('a stdio backend', () => {
  let backends: ToolBackends;
  after(async () => backends?.close());

  test('is connected at load and its tools are learned', async () => {
    backends = await ToolBackends.start(scripted({ deadline_ms: 800 }, { FIXTURE_MARKER: 'm' }), FAST);
    assert.ok(backends.has('read_echo'));
    assert.ok(!backends.has('nope'));
    assert.equal(backends.listTools().find((t) => t.tool.name === 'read_echo')?.server, 's');
    assert.equal(textOf(await backends.call('read_echo', { text: 'hi' })), 'hi');
    const [status] = backends.status();
    assert.equal(status?.state, 'up');
    assert.equal(typeof status?.pid, 'number');
  });

  test("gets only the SDK's minimal environment plus what the file names", async () => {
    process.env.GATE_TEST_SECRET_ENV = 'must-not-leak';
    try {
      const out = JSON.parse(
        textOf(
          await backends.call('read_env', { names: ['GATE_TEST_SECRET_ENV', 'FIXTURE_MARKER', 'PATH'] }),
        ),
      );
      assert.deepEqual(out.slice(0, 2), [
        ['GATE_TEST_SECRET_ENV', null],
        ['FIXTURE_MARKER', 'm'],
      ]);
      assert.notEqual(out[2][1], null);
    } finally {
      delete process.env.GATE_TEST_SECRET_ENV;
    }
  });

  test('a hung call ends at the deadline with a value, and the backend stays usable', async () => {
    const outcome = await backends.call('read_hang', {});
    assert.deepEqual(outcome, { kind: 'deadline', server: 's', deadlineMs: 800 });
    const tighter = await backends.call('read_slow', { ms: 5000 }, { deadlineMs: 100 });
    assert.deepEqual(tighter, { kind: 'deadline', server: 's', deadlineMs: 100 });
    assert.equal(textOf(await backends.call('read_echo', { text: 'still here' })), 'still here');
  });

  test('an aborted caller gets aborted, not a hang', async () => {
    const controller = new AbortController();
    const pending = backends.call('read_hang', {}, { signal: controller.signal });
    controller.abort();
    assert.deepEqual(await pending, { kind: 'aborted', server: 's' });
  });

  test('a backend JSON-RPC error is a value carrying its message', async () => {
    const outcome = await backends.call('read_rpc_error', {});
    assert.equal(outcome.kind, 'error');
    assert.match(outcome.kind === 'error' ? outcome.message : '', /bad input/);
  });

  test('a crash fails the call in flight and calls meanwhile, then the backend is restarted', async () => {
    const before = backends.status()[0]!.pid;
    const crashed = await backends.call('crash', {});
    assert.equal(crashed.kind, 'unavailable');
    const meanwhile = await backends.call('read_echo', { text: 'x' });
    assert.equal(meanwhile.kind, 'unavailable');
    assert.match(
      meanwhile.kind === 'unavailable' ? meanwhile.message : '',
      /backend "s" is (unavailable|starting)/,
    );
    await waitFor('the restart', () => backends.status()[0]!.state === 'up');
    assert.notEqual(backends.status()[0]!.pid, before);
    assert.equal(textOf(await backends.call('read_echo', { text: 'back' })), 'back');
    assert.ok(lines.some((l) => /backend "s": the server process exited; restarting in \d+ ms/.test(l)));
  });

  test('a killed backend (SIGKILL) is restarted with a new process', async () => {
    const pid = backends.status()[0]!.pid!;
    process.kill(pid, 'SIGKILL');
    await waitFor('the kill to be noticed', () => backends.status()[0]!.pid !== pid);
    await waitFor('the restart', () => backends.status()[0]!.state === 'up');
    assert.equal(textOf(await backends.call('read_pid', {})), String(backends.status()[0]!.pid));
  });

  test("a server's tools/list_changed updates the tools and tells listeners", async () => {
    let told = 0;
    const off = backends.onChange(() => told++);
    assert.ok(!backends.has('read_added'));
    await backends.call('add_tool', {});
    await waitFor('the new tool', () => backends.has('read_added'));
    assert.ok(told >= 1);
    off();
  });
});

test('a server that cannot start or never answers does not block load; its tools are unknown', async () => {
  const config = parseToolsConfig(
    JSON.stringify({
      servers: {
        missing: { command: '/nonexistent/gate-test-server' },
        silent: { command: process.execPath, args: [SILENT_SERVER], connect_timeout_ms: 300 },
      },
    }),
    'tools.json',
  );
  const backends = await ToolBackends.start(config, {
    ...FAST,
    backoff: { initialMs: 60_000, maxMs: 60_000 },
  });
  try {
    assert.deepEqual(
      backends.status().map((s) => s.state),
      ['down', 'down'],
    );
    const outcome = await backends.call('read_file', {});
    assert.equal(outcome.kind, 'no_backend');
    assert.match(outcome.kind === 'no_backend' ? outcome.message : '', /"missing", "silent" never came up/);
    assert.ok(lines.some((l) => /backend "missing": it could not be started \(ENOENT\)/.test(l)));
    assert.ok(
      lines.some((l) =>
        /backend "silent": it could not be started \(no answer before the deadline\)/.test(l),
      ),
    );
  } finally {
    await backends.close();
  }
});

describe('a Streamable HTTP backend', () => {
  let http: HttpServer;
  let port = 0;
  const listen = async () => {
    http = createServer(async (req, res) => {
      const server = new Server({ name: 'http-fixture', version: '1' }, { capabilities: { tools: {} } });
      server.setRequestHandler(ListToolsRequestSchema, async () => ({
        tools: [{ name: 'read_remote', inputSchema: { type: 'object' } }],
      }));
      server.setRequestHandler(CallToolRequestSchema, async (r) => ({
        content: [{ type: 'text', text: `remote ${JSON.stringify(r.params.arguments)}` }],
      }));
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      await transport.handleRequest(req, res);
      res.on('close', () => void server.close());
    });
    await new Promise<void>((r) => http.listen(port, '127.0.0.1', r));
    port = (http.address() as AddressInfo).port;
  };
  const stop = () =>
    new Promise<void>((r) => {
      http.closeAllConnections();
      http.close(() => r());
    });

  test('is called over HTTP; an unreachable server is a value, and it is reconnected when back', async () => {
    await listen();
    const config = parseToolsConfig(
      JSON.stringify({ servers: { web: { url: `http://127.0.0.1:${port}/mcp`, deadline_ms: 2000 } } }),
      'tools.json',
    );
    const backends = await ToolBackends.start(config, FAST);
    try {
      assert.equal(textOf(await backends.call('read_remote', { q: 1 })), 'remote {"q":1}');
      await stop();
      const down = await backends.call('read_remote', {});
      assert.equal(down.kind, 'unavailable');
      await listen();
      await waitFor('the reconnect', () => backends.status()[0]!.state === 'up');
      assert.equal(textOf(await backends.call('read_remote', { q: 2 })), 'remote {"q":2}');
    } finally {
      await backends.close();
      await stop();
    }
  });
});

describe('a Streamable HTTP backend that answers past the message bound', () => {
  const BIG = 11 * 1024 * 1024;
  for (const json of [true, false]) {
    test(`has a ${json ? 'JSON body' : 'event'} over 10 MiB refused, not read whole (round 18), failing its call alone (round 49)`, async () => {
      const http = createServer(async (req, res) => {
        const server = new Server({ name: 'big', version: '1' }, { capabilities: { tools: {} } });
        server.setRequestHandler(ListToolsRequestSchema, async () => ({
          tools: [
            { name: 'read_huge', inputSchema: { type: 'object' } },
            { name: 'read_small', inputSchema: { type: 'object' } },
          ],
        }));
        server.setRequestHandler(CallToolRequestSchema, async (r) => ({
          content: [{ type: 'text', text: r.params.name === 'read_huge' ? 'x'.repeat(BIG) : 'small' }],
        }));
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: json,
        });
        await server.connect(transport);
        await transport.handleRequest(req, res);
        res.on('close', () => void server.close());
      });
      await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
      const { port } = http.address() as AddressInfo;
      const config = parseToolsConfig(
        JSON.stringify({ servers: { web: { url: `http://127.0.0.1:${port}/mcp`, deadline_ms: 10_000 } } }),
        'tools.json',
      );
      const backends = await ToolBackends.start(config, FAST);
      try {
        assert.equal(textOf(await backends.call('read_small', {})), 'small');
        const huge = await backends.call('read_huge', {});
        // Round 49: the answer fails its own call; the server stays connected (no framing is lost over HTTP).
        assert.equal(huge.kind, 'error', JSON.stringify(huge).slice(0, 300));
        assert.match(JSON.stringify(huge), /sent an answer longer than gate reads \(10485760 bytes\)/);
        assert.equal(backends.status()[0]!.state, 'up');
        assert.equal(textOf(await backends.call('read_small', {})), 'small');
      } finally {
        await backends.close();
        http.closeAllConnections();
        await new Promise<void>((r) => http.close(() => r()));
      }
    });
  }
});
