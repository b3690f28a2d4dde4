// Red team, round 65 (redteam2; docs/journal.md, "Round 65 (redteam2-r65)"): an admitted MCP call that ends
// without its backend's answer is recorded, as round 64 recorded a model stream gate stopped. Against the real
// `gate serve --tools` continuing a journal the base wrote (test/fixtures/journal-base-r64), a Streamable HTTP
// backend in this process answers each call over an event stream, drawn by fast-check: whole, the tool's own
// error, cut off mid-stream, ended without the answer, a flood of answers to nothing gate asked, an event
// too deep to read, or held open while the client (the official SDK) goes away. A call the backend answered
// has its DECIDE row and no more; every other leaves one STOP row after it: `by` `stream:mcp`, `reason`
// BACKEND_UNAVAILABLE (gate cut or refused what came) or CLIENT_GONE, `tool` `-`, no argument, result or
// byte of the backend's; and `gate journal verify` passes on the continued journal. On the base no STOP row
// is written: the journal showed an admitted call and then nothing.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import fc from 'fast-check';
import { type GateProcess, REPO_ROOT, runGate } from './helpers/gate-process.js';
import { answerAsBackend, startToolsGate, tracedClient } from './helpers/mcp-http-backend.js';
import { journalRows, type Row, STOP_FIELDS } from './helpers/stop-rows.js';
import { until } from './helpers/until.js';

const FIXTURE = join(REPO_ROOT, 'test/fixtures/journal-base-r64');
const CANARY = 'CANARYr65stop';
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 8);

/** How the backend answers a call, and the STOP reason it must leave (undefined: none, it answered). */
const HOWS = new Map<string, string | undefined>([
  ['whole', undefined],
  ['tool-error', undefined],
  ['cut', 'BACKEND_UNAVAILABLE'],
  ['ended', 'BACKEND_UNAVAILABLE'],
  ['unasked', 'BACKEND_UNAVAILABLE'],
  ['deep', 'BACKEND_UNAVAILABLE'],
  ['gone', 'CLIENT_GONE'],
]);

const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });
const event = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;
const text = (id: unknown, t: string) => ({
  jsonrpc: '2.0',
  id,
  result: { content: [{ type: 'text', text: t }] },
});

/** Calls the backend holds open (`gone`), told when one arrives. */
let held: (() => void) | undefined;
const open = new Set<ServerResponse>();

function answer(how: string, res: ServerResponse, id: unknown): void {
  sse(res);
  if (how === 'whole') return void res.end(event(text(id, `fine ${CANARY}`)));
  if (how === 'tool-error')
    return void res.end(event({ jsonrpc: '2.0', id, error: { code: -32602, message: `no ${CANARY}` } }));
  if (how === 'cut') {
    res.write(`event: message\ndata: {"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[{"ty`);
    return void setTimeout(() => res.socket?.destroy(), 30);
  }
  if (how === 'ended') return void res.end(':\n\n');
  if (how === 'unasked') {
    for (let i = 0; i < 70; i++) res.write(event(text(90_000 + i, CANARY)));
    return void res.end(event(text(id, 'late')));
  }
  if (how === 'deep') {
    const deep = `${'['.repeat(300)}"${CANARY}"${']'.repeat(300)}`;
    return void res.end(
      `event: message\ndata: {"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[],"x":${deep}}}\n\n`,
    );
  }
  // gone: held open, a comment now and then, until gate lets go of it.
  open.add(res);
  const beat = setInterval(() => res.write(':\n\n'), 100);
  res.on('close', () => {
    clearInterval(beat);
    open.delete(res);
  });
  held?.();
}

async function backend(req: IncomingMessage, res: ServerResponse): Promise<void> {
  await answerAsBackend(
    req,
    res,
    [...HOWS.keys()].map((how) => `read_${how}`),
    (msg) => answer(String(msg.params?.name).slice('read_'.length), res, msg.id),
  );
}

let dir: string;
let journal: string;
let http: Server;
let gate: GateProcess;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gate-r65-stop-'));
  journal = join(dir, 'audit.jsonl');
  copyFileSync(join(FIXTURE, 'audit.jsonl'), journal);
  copyFileSync(join(FIXTURE, 'audit.jsonl.checkpoint'), `${journal}.checkpoint`);
  http = createServer((req, res) => void backend(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  writeFileSync(join(dir, 'policy.json'), JSON.stringify({ allow_prefix: ['read_'] }));
  writeFileSync(
    join(dir, 'tools.json'),
    JSON.stringify({ servers: { b: { url: `${base}/b`, deadline_ms: 20_000 } } }),
  );
  gate = await startToolsGate(dir, journal, 'r65-stop');
  // The backend's tools are listed once gate has connected to it.
  const client = await connected('r65-list');
  await until(async () => (await client.listTools()).tools.some((t) => t.name === 'read_gone'), 20_000);
  await client.close();
});

after(async () => {
  for (const res of open) res.destroy();
  await gate?.stop();
  http?.closeAllConnections();
  http?.close();
  rmSync(dir, { recursive: true, force: true });
});

const connected = (trace: string): Promise<Client> => tracedClient(gate.url, trace, 'r65-stop');

const rows = (): Row[] => journalRows(journal);

/** One call on its own trace, answered as `how` says; resolves once gate has its answer (or the client left). */
async function callAs(how: string, trace: string): Promise<void> {
  const client = await connected(trace);
  if (how !== 'gone') {
    // Whatever the answer (a result, the tool's error as a result, a gate fault), the call is over.
    await client.callTool({ name: `read_${how}`, arguments: { note: CANARY } }).catch(() => undefined);
    await client.close();
    return;
  }
  const arrived = new Promise<void>((resolve) => {
    held = resolve;
  });
  const pending = client.callTool({ name: 'read_gone', arguments: { note: CANARY } }).catch(() => undefined);
  await arrived;
  // The client goes away mid-call: its transport's connection is closed, as a killed agent's would be.
  await client.close();
  await pending;
  await until(() => open.size === 0, 10_000);
}

test('an admitted MCP call its backend did not answer leaves one STOP row by stream:mcp; the journal verifies', async () => {
  const baseRows = readFileSync(join(FIXTURE, 'audit.jsonl'), 'utf8');
  let n = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom(...HOWS.keys()), { minLength: 1, maxLength: 4 }),
      async (hows) => {
        for (const how of hows) {
          const trace = `r65-stop-${how}-${++n}`;
          await callAs(how, trace);
          const want = HOWS.get(how);
          // The admitted call's row comes first; a STOP row, when one is due, follows the answer.
          await until(
            () => rows().some((r) => r.trace_id === trace && (want === undefined || r.kind === 'STOP')),
            10_000,
          );
          if (want === undefined) await new Promise((r) => setTimeout(r, 100));
          const mine = rows().filter((r) => r.trace_id === trace);
          const stops = mine.filter((r) => r.kind === 'STOP');
          assert.equal(
            mine.filter((r) => r.kind === 'DECIDE' && r.verdict === 'ALLOW').length >= 1,
            true,
            `${how}: no admitted row`,
          );
          if (want === undefined) {
            assert.equal(
              stops.length,
              0,
              `${how}: the backend answered, yet a STOP row ${JSON.stringify(mine.map((r) => [r.kind, r.reason, r.by]))}`,
            );
            continue;
          }
          assert.equal(stops.length, 1, `${how}: ${stops.length} STOP rows`);
          const row = stops[0]!;
          assert.deepEqual(
            { verdict: row.verdict, reason: row.reason, by: row.by, tool: row.tool },
            { verdict: 'STOP', reason: want, by: 'stream:mcp', tool: '-' },
            how,
          );
          assert.deepEqual(Object.keys(row).sort(), STOP_FIELDS, 'a STOP row holds only these fields');
        }
      },
    ),
    { numRuns: RUNS, includeErrorInReport: true },
  );
  assert.ok(
    !readFileSync(journal, 'utf8').includes(CANARY),
    "the journal holds the call's or backend's bytes",
  );
  assert.ok(readFileSync(journal, 'utf8').startsWith(baseRows), "the base's rows were rewritten");
  const verified = await runGate(['journal', 'verify', journal]);
  assert.equal(verified.code, 0, verified.stderr);
});
