// Red team, round 66 (redteam2; docs/mcp.md, "Round 66 (redteam2-r66)"): a backend's own JSON-RPC error
// of code -32000 (the first code of JSON-RPC's server range, the one servers refuse with) is the SDK's
// `ErrorCode.ConnectionClosed` too, and on the base gate read it as the backend gone: the client got
// `backend_unavailable` for a refusal, and the journal a STOP row for a call the backend answered. Against
// the real `gate serve --tools`, with a Streamable HTTP backend in this process and a stdio backend (a script
// gate spawns), fast-check draws the error's code (-32000 weighted, the server range, the spec's codes, an
// application's own), its message (gate's and the SDK's words among them) and how it travels (JSON or an
// event stream), asked by the official SDK client as a proxied `tools/call` and through `gate_syscall`. The
// answer is the backend's error (a tool result `MCP error <code>: ...`; `BACKEND_ERROR` with `backend_code`),
// no STOP row follows, and the backend answers the next call without a restart. A backend that dies
// mid-call is still `backend_unavailable` with its STOP row.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import type { GateProcess } from './helpers/gate-process.js';
import { answerAsBackend, startToolsGate, tracedClient } from './helpers/mcp-http-backend.js';
import { journalRows } from './helpers/stop-rows.js';
import { until } from './helpers/until.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 10);

interface Ask {
  code: number;
  message: string;
  form: 'json' | 'sse';
}

/** The error the backend answers a `read_refuse` call with: what the call's arguments ask for. */
const refusal = (id: unknown, ask: Ask) => ({
  jsonrpc: '2.0',
  id,
  error: { code: ask.code, message: ask.message },
});

async function httpBackend(req: IncomingMessage, res: ServerResponse): Promise<void> {
  await answerAsBackend(req, res, ['read_refuse_h', 'read_fine_h'], (msg) => {
    const send = (message: unknown, form: 'json' | 'sse') => {
      if (form === 'sse') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        return void res.end(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(message));
    };
    if (msg.params?.name === 'read_fine_h')
      return send(
        { jsonrpc: '2.0', id: msg.id, result: { content: [{ type: 'text', text: 'fine' }] } },
        'json',
      );
    const ask = msg.params?.arguments as Ask;
    send(refusal(msg.id, ask), ask.form);
  });
}

/** A stdio backend: one JSON-RPC message a line; `read_die` exits with the call unanswered. */
const STDIO_BACKEND = `
import { createInterface } from 'node:readline';
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.id === undefined) return;
  const result = (value) => send({ jsonrpc: '2.0', id: msg.id, result: value });
  if (msg.method === 'initialize')
    return result({ protocolVersion: msg.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 's', version: '1' } });
  if (msg.method === 'tools/list')
    return result({ tools: ['read_refuse_s', 'read_fine_s', 'read_die'].map((name) => ({ name, inputSchema: { type: 'object' } })) });
  if (msg.method === 'tools/call') {
    if (msg.params.name === 'read_fine_s') return result({ content: [{ type: 'text', text: 'fine' }] });
    if (msg.params.name === 'read_die') process.exit(3);
    const a = msg.params.arguments;
    return send({ jsonrpc: '2.0', id: msg.id, error: { code: a.code, message: a.message } });
  }
  result({});
});
`;

let dir: string;
let journal: string;
let http: Server;
let gate: GateProcess;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gate-r66-backend-error-'));
  journal = join(dir, 'audit.jsonl');
  http = createServer((req, res) => void httpBackend(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  writeFileSync(join(dir, 'backend.mjs'), STDIO_BACKEND);
  writeFileSync(join(dir, 'policy.json'), JSON.stringify({ allow_prefix: ['read_'] }));
  writeFileSync(
    join(dir, 'tools.json'),
    JSON.stringify({
      servers: {
        h: { url: `${base}/h`, deadline_ms: 20_000 },
        s: { command: process.execPath, args: [join(dir, 'backend.mjs')], deadline_ms: 20_000 },
      },
    }),
  );
  gate = await startToolsGate(dir, journal, 'r66-backend-error');
  const client = await connected('r66-list');
  await until(async () => {
    const names = (await client.listTools()).tools.map((t) => t.name);
    return names.includes('read_refuse_h') && names.includes('read_refuse_s');
  }, 20_000);
  await client.close();
});

after(async () => {
  await gate?.stop();
  http?.closeAllConnections();
  http?.close();
  rmSync(dir, { recursive: true, force: true });
});

const connected = (trace: string): Promise<Client> => tracedClient(gate.url, trace, 'r66-backend-error');

const textOf = (result: unknown) =>
  ((result as { content: { type: string; text?: string }[] }).content[0]?.text ?? '') as string;

/** The trace's rows, once its admitted row is written (and a moment for a STOP row that would follow it). */
async function rowsOf(trace: string) {
  await until(() => journalRows(journal).some((r) => r.trace_id === trace), 10_000);
  await new Promise((r) => setTimeout(r, 100));
  return journalRows(journal).filter((r) => r.trace_id === trace);
}

const codes = fc.oneof(
  { weight: 3, arbitrary: fc.constant(-32000) },
  { weight: 2, arbitrary: fc.integer({ min: -32099, max: -32000 }) },
  { weight: 1, arbitrary: fc.constantFrom(-32600, -32601, -32602, -32603, -32700, 1, 404) },
);
const messages = fc.oneof(
  fc.constantFrom('Connection closed', 'Request was cancelled', 'quota exceeded', 'not allowed here'),
  fc.stringMatching(/^[a-z][a-z ]{0,30}$/),
);

let n = 0;

test("a backend's own JSON-RPC error, -32000 among them, is its answer: not a drop, no STOP row, no restart", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        code: codes,
        message: messages,
        form: fc.constantFrom<'json' | 'sse'>('json', 'sse'),
        server: fc.constantFrom('h', 's'),
        via: fc.constantFrom('proxied', 'syscall'),
      }),
      async ({ code, message, form, server, via }) => {
        const trace = `r66-error-${++n}`;
        const client = await connected(trace);
        try {
          const ask = { code, message, form };
          const tool = `read_refuse_${server}`;
          const said = `${server}/${via}/${code}`;
          if (via === 'proxied') {
            const result = await client.callTool({ name: tool, arguments: ask }).catch((err: unknown) => {
              const data = err instanceof McpError ? JSON.stringify(err.data) : '';
              throw new Error(`${said}: a fault, not the backend's answer: ${String(err)} ${data}`);
            });
            assert.equal(result.isError, true, said);
            assert.ok(textOf(result).includes(`MCP error ${code}`), `${said}: ${textOf(result)}`);
          } else {
            const result = await client.callTool({
              name: 'gate_syscall',
              arguments: { tool, args: JSON.stringify(ask) },
            });
            const doc = JSON.parse(textOf(result)) as { result?: { meta?: Record<string, string> } };
            assert.deepEqual(
              { error: doc.result?.meta?.error, code: doc.result?.meta?.backend_code },
              { error: 'BACKEND_ERROR', code: String(code) },
              said,
            );
          }
          const mine = await rowsOf(trace);
          assert.deepEqual(
            mine.map((r) => r.kind),
            mine.filter((r) => r.kind !== 'STOP').map((r) => r.kind),
            `${said}: a STOP row for a call its backend answered`,
          );
          // The backend was not dropped: its next call is answered at once.
          const fine = await client.callTool({ name: `read_fine_${server}`, arguments: {} });
          assert.equal(textOf(fine), 'fine', `${said}: the backend was restarted`);
        } finally {
          await client.close();
        }
      },
    ),
    { numRuns: RUNS, includeErrorInReport: true },
  );
});

test('a backend that dies mid-call is still backend_unavailable, with its STOP row', async () => {
  const trace = 'r66-die';
  const client = await connected(trace);
  try {
    const err = await client.callTool({ name: 'read_die', arguments: {} }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(err instanceof McpError, String(err));
    assert.deepEqual(err.data, { code: 'backend_unavailable' });
    await until(() => journalRows(journal).some((r) => r.trace_id === trace && r.kind === 'STOP'), 10_000);
    const stop = journalRows(journal).find((r) => r.trace_id === trace && r.kind === 'STOP');
    assert.deepEqual(
      { reason: stop?.reason, by: stop?.by },
      { reason: 'BACKEND_UNAVAILABLE', by: 'stream:mcp' },
    );
  } finally {
    await client.close();
  }
});
