// Red team, round 53 (edge): what round 52 left at the HTTP and MCP edges, against the real process.
// (1) A client that half-closed its socket after a whole request got no answer: node:http aborted the request
// in hand on the client's FIN (a POST /mcp always was: its exchange runs after the body is read). Now it is
// answered, and round 44's lingering close still holds (test/redteam-serve-r44-linger.test.ts).
// (2) The official SDK client read a handler fault's message as "MCP error -32602: MCP error -32602: ...":
// gate sent the SDK's prefix, and the client adds it. Now it reads once, over HTTP and over stdio.
// docs/operations.md and docs/mcp.md, "Round 53".
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { type FakeUpstream, openaiJson, pieces, startFakeUpstream } from './fake-upstream.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, gateCommand, REPO_ROOT, startGate } from './helpers/gate-process.js';
import { connectMcp } from './helpers/mcp-client.js';
import { type RawAnswer, rawExchange } from './helpers/raw-http.js';
import { until } from './helpers/until.js';

const post = (path: string, body: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Accept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;

/** The final statuses of an answer: a half-closed client may be sent 102s first (src/server/half-close.ts). */
function finals(got: RawAnswer): number[] {
  assert.ok(
    got.statuses.every((s) => s >= 200 || s === 102),
    `only 102 before an answer: ${got.statuses}`,
  );
  return got.statuses.filter((s) => s >= 200);
}

describe('round 53: a half-closed client is answered; an MCP fault reads once', () => {
  let gate: GateProcess;
  let upstream: FakeUpstream;
  let port: number;
  before(async () => {
    upstream = await startFakeUpstream();
    // The upstream answers late, so the client's FIN is read while its request is still in hand.
    upstream.setDefault(async (req, res) => {
      await new Promise((r) => setTimeout(r, 150));
      await openaiJson({ text: 'late' })(req, res);
    });
    gate = await startGate(['--base-url', upstream.baseUrl]);
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
    await upstream?.close();
  });

  test('a whole request then a FIN: answered on /mcp (single, batch, cut in pieces) and on chat', async () => {
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const pings = JSON.stringify(
      Array.from({ length: 100 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' })),
    );
    const chat = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    // Base (a9e323f7): no answer to any of the /mcp ones; chat was answered only if its answer beat the FIN.
    for (const [name, bytes, status, said] of [
      ['tools/list', post('/mcp', list), 200, /"gate_syscall"/],
      ['100 pings', post('/mcp', pings), 200, /"id":99\b/],
      ['chat', post('/v1/chat/completions', chat), 200, /"late"/],
    ] as const) {
      const got = await rawExchange(port, bytes, { halfClose: true, waitMs: 10_000 });
      assert.deepEqual(finals(got), [status], `${name}: ${got.text.slice(0, 60)}`);
      assert.match(got.text, said, name);
      assert.ok(got.closed, `${name}: gate closes after answering a half-closed client`);
    }
    await fc.assert(
      fc.asyncProperty(
        // Each read of `size` characters: the FIN follows the last one.
        fc.integer({ min: 16, max: 240 }),
        async (size) => {
          const got = await rawExchange(port, pieces(post('/mcp', list), size), {
            halfClose: true,
            waitMs: 10_000,
            gapMs: 5,
          });
          assert.deepEqual(finals(got), [200], got.text.slice(0, 60));
          assert.ok(got.closed);
        },
      ),
      { numRuns: runsOf(8, 60) },
    );
  });

  test('a FIN mid-body is still a 400, and a half-closed pipeline is answered in order', async () => {
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const whole = post('/mcp', list);
    const cut = await rawExchange(port, whole.slice(0, whole.length - 5), {
      halfClose: true,
      waitMs: 10_000,
    });
    assert.deepEqual(finals(cut), [400], cut.text.slice(0, 60));
    const two = await rawExchange(port, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n${whole}`, {
      halfClose: true,
      waitMs: 10_000,
    });
    assert.deepEqual(finals(two), [200, 200], two.text.slice(0, 60));
    // HTTP/1.0 is never sent a 1xx (RFC 9110 section 15.2): its FIN ends the exchange as before round 53.
    const old = await rawExchange(port, post('/mcp', list).replace('HTTP/1.1', 'HTTP/1.0'), {
      halfClose: true,
      waitMs: 10_000,
    });
    assert.ok(!old.statuses.includes(102), old.text.slice(0, 60));
    assert.ok(two.closed);
  });

  test('a client gone (closed, not half-closed) before its answer still aborts the upstream request', async () => {
    // Its FIN reads as a half-close; the 102 probe finds it gone within two probes (half-close.ts).
    upstream.push(
      (_req, res) =>
        new Promise<void>((resolve) => {
          const late = setTimeout(() => {
            res.end();
            resolve();
          }, 15_000);
          res.on('close', () => {
            clearTimeout(late);
            resolve();
          });
        }),
    );
    const before = upstream.received.length;
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'bye' }] });
    const socket = connect(port, '127.0.0.1', () => socket.write(post('/v1/chat/completions', body)));
    socket.on('error', () => undefined);
    assert.ok(
      await until(() => upstream.received.length > before, 10_000),
      'the request reached the upstream',
    );
    const left = Date.now();
    socket.destroy();
    assert.ok(
      await until(() => upstream.received[before]?.aborted === true, 10_000),
      'the upstream request was aborted',
    );
    // Two probes of 500 ms; more on a loaded machine, never the upstream's 15 s.
    assert.ok(Date.now() - left < 8000, `aborted after ${Date.now() - left} ms`);
  });

  test("the SDK client reads a handler's fault message once, over HTTP and over stdio", async () => {
    const http = await connectMcp(gate.url);
    const stdio = new Client({ name: 'r53-stdio', version: '1.0.0' });
    const [command, args] = gateCommand(['serve', '--stdio']);
    const transport = new StdioClientTransport({
      command,
      args,
      cwd: REPO_ROOT,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', () => undefined);
    await stdio.connect(transport);
    try {
      for (const [via, client] of [
        ['http', http.client],
        ['stdio', stdio],
      ] as const) {
        for (const [name, args, code] of [
          ['no_such_tool', {}, -32602],
          ['gate_syscall', { tool: 7 }, -32602],
        ] as const) {
          const err = await client.callTool({ name, arguments: args }).then(
            () => undefined,
            (e: unknown) => e,
          );
          assert.ok(err instanceof McpError, `${via} ${name}: ${String(err)}`);
          assert.equal(err.code, code, `${via} ${name}`);
          const prefix = `MCP error ${code}: `;
          assert.ok(err.message.startsWith(prefix), `${via} ${name}: ${err.message}`);
          assert.ok(
            !err.message.slice(prefix.length).includes('MCP error'),
            `${via} ${name}: ${err.message}`,
          );
        }
      }
    } finally {
      await http.close();
      await stdio.close();
    }
  });
});
