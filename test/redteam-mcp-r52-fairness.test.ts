// Red team, round 52 (edge): what round 51 left on MCP, through one real `gate serve --tools` and the
// official SDK clients. A downstream's max_in_flight was one pool for every client: one client flooding a
// server that answers nothing held every slot to its deadline and the others were refused. And a call that
// gate could not have answered had two shapes on the proxy: busy was a JSON-RPC -32603 with no code, down was
// a tool result with isError, so a client could tell neither from the tool's own failure. docs/mcp.md and
// docs/errors.md, "Round 52".
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { initializeAnswer } from './helpers/mcp-answers.js';
import { until } from './helpers/until.js';

const dir = mkdtempSync(join(tmpdir(), 'gate-r52-fair-'));
const MAX = 8;
const KEYS = { alice: 'k-alice-r52-0123456789', bob: 'k-bob-r52-9876543210' };

/** q_hang calls the server holds open now, per client key's marker, and every byte it was sent. */
let hanging = 0;
let heard = '';

async function body(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}
const json = (res: ServerResponse, doc: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(doc));
};

/** A Streamable HTTP server offering `<prefix>_hang` (never answered) and `<prefix>_calm`; no GET stream. */
function downstream(prefix: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    const raw = await body(req);
    heard += raw;
    const msg = JSON.parse(raw) as { id?: number; method: string; params?: Record<string, unknown> };
    if (msg.id === undefined) return void res.writeHead(202).end();
    if (msg.method === 'initialize')
      return json(res, initializeAnswer(msg, prefix), { 'mcp-session-id': `${prefix}-1` });
    if (msg.method === 'tools/list')
      return json(res, {
        jsonrpc: '2.0',
        id: msg.id,
        result: {
          tools: ['hang', 'calm'].map((n) => ({ name: `${prefix}_${n}`, inputSchema: { type: 'object' } })),
        },
      });
    if (msg.method !== 'tools/call') return json(res, { jsonrpc: '2.0', id: msg.id, result: {} });
    if (String(msg.params?.name).endsWith('_hang')) {
      hanging++;
      res.on('close', () => hanging--);
      return;
    }
    json(res, { jsonrpc: '2.0', id: msg.id, result: { content: [{ type: 'text', text: 'calm' }] } });
  };
}

/** What a call came to: the text of its result, or the JSON-RPC error it failed with. */
type Got = { text: string; isError: boolean } | { code: number; data: unknown; message: string };
async function called(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Got> {
  try {
    const res = await client.callTool({ name, arguments: args });
    return {
      text: String((res.content as Array<{ text?: string }>)[0]?.text),
      isError: res.isError === true,
    };
  } catch (err) {
    assert.ok(err instanceof McpError, String(err));
    return { code: err.code, data: err.data, message: err.message };
  }
}

describe('round 52: a share of max_in_flight per client, one shape for a backend that cannot answer', {
  timeout: 120_000,
}, () => {
  let gate: GateProcess;
  const servers: Server[] = [];
  const clients: Record<keyof typeof KEYS, Client> = {} as Record<keyof typeof KEYS, Client>;
  before(async () => {
    const bases: string[] = [];
    for (const prefix of ['q', 'd']) {
      const http = createServer((req, res) => void downstream(prefix)(req, res));
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      servers.push(http);
      bases.push(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
    }
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow_prefix: ['q_', 'd_'] }));
    const tools = join(dir, 'tools.json');
    writeFileSync(
      tools,
      JSON.stringify({
        servers: {
          q: { url: bases[0], deadline_ms: 6_000, max_in_flight: MAX },
          d: { url: bases[1], deadline_ms: 6_000 },
        },
      }),
    );
    gate = await startGate(
      [
        '--policy',
        policy,
        '--tools',
        tools,
        '--require-key-env',
        'alice=R52_ALICE',
        '--require-key-env',
        'bob=R52_BOB',
      ],
      { timeoutMs: 30_000, env: { R52_ALICE: KEYS.alice, R52_BOB: KEYS.bob } },
    );
    for (const who of ['alice', 'bob'] as const) {
      const client = new Client({ name: `r52-${who}`, version: '1' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${KEYS[who]}` } },
        }),
      );
      clients[who] = client;
    }
    await until(async () => {
      const names = (await clients.alice.listTools()).tools.map((t) => t.name);
      return ['q_hang', 'd_calm'].every((n) => names.includes(n));
    });
  });
  after(async () => {
    for (const client of Object.values(clients)) await client.close();
    await gate?.stop();
    for (const s of servers) {
      s.closeAllConnections();
      s.close();
    }
  });

  test("one client's flood is refused at its share; the other client's calls are sent and answered", async () => {
    const waves = fc.sample(fc.integer({ min: MAX + 1, max: 60 }), { numRuns: runsOf(2, 6), seed: 52 });
    for (const wave of waves) {
      const marker = `fl00d${wave}x`;
      const flood = Array.from({ length: wave }, (_, i) => called(clients.alice, 'q_hang', { marker, i }));
      // Alone, alice holds half the bound; bob, calling while her calls are held, is sent and answered.
      assert.ok(await until(() => hanging === MAX / 2), `the server holds ${hanging}`);
      for (let i = 0; i < 3; i++)
        assert.deepEqual(
          await called(clients.bob, 'q_calm'),
          { text: 'calm', isError: false },
          `wave ${wave}`,
        );
      // bob floods too: he holds half of what alice leaves, and one slot stays free for a third client.
      const second = Array.from({ length: wave }, (_, i) => called(clients.bob, 'q_hang', { marker, i }));
      assert.ok(await until(() => hanging === MAX / 2 + MAX / 4), `the server holds ${hanging}`);
      // Refused: busy at once. The calls sent end at their deadline, backend_timeout since round 55.
      const refusedOf = async (all: Promise<Got>[]) =>
        (await Promise.all(all)).filter(
          (g) => 'code' in g && (g.data as { code?: string } | undefined)?.code !== 'backend_timeout',
        );
      for (const [who, calls, held] of [
        ['alice', flood, MAX / 2],
        ['bob', second, MAX / 4],
      ] as const) {
        const refused = await refusedOf(calls);
        assert.equal(refused.length, wave - held, `${who}, wave ${wave}`);
        for (const r of refused) {
          assert.ok('code' in r);
          assert.equal(r.code, -32603);
          assert.deepEqual(r.data, { code: 'backend_busy' });
          assert.match(
            r.message,
            new RegExp(`backend "q" has ${held} calls in flight from this client, its share`),
          );
          assert.ok(!r.message.includes(marker));
        }
      }
      assert.equal(heard.split(marker).length - 1, MAX / 2 + MAX / 4, 'refused calls never left gate');
      assert.ok(await until(() => hanging === 0), 'the deadline freed the slots');
    }
    const vars = (await (
      await fetch(`${gate.url}/debug/vars`, { headers: { authorization: `Bearer ${KEYS.alice}` } })
    ).json()) as { backend_status: Array<{ server: string; calls?: Record<string, number> }> };
    const q = vars.backend_status.find((b) => b.server === 'q');
    assert.equal(q?.calls?.inFlight, 0);
    assert.equal(q?.calls?.callers, 0);
    assert.match(
      gate.stderr(),
      /backend "q" is at its max_in_flight \(8\) or a client's share of it: \d+ call\(s\) refused/,
    );
    assert.ok(!gate.stderr().includes('fl00d'));
  });

  test('busy and down: the proxy fails both as -32603 with data.code; gate_syscall says both in meta.error', async () => {
    // gate_syscall, busy: alice holds her share, her next call through gate_syscall is refused in its shape.
    const held = Array.from({ length: MAX / 2 }, () => called(clients.alice, 'q_hang'));
    assert.ok(await until(() => hanging === MAX / 2));
    const busy = await called(clients.alice, 'gate_syscall', { tool: 'q_hang', args: '{}' });
    assert.ok('text' in busy);
    const doc = JSON.parse(busy.text) as {
      result: { status: string; content: string; meta: Record<string, string> };
    };
    assert.equal(doc.result.status, 'ERROR');
    assert.equal(doc.result.meta.error, 'BACKEND_BUSY');
    assert.match(doc.result.content, /^\[gate\] backend "q" has 4 calls in flight from this client/);
    await Promise.all(held);
    // Down: d's server is gone. The call that finds it gone and the one while it reconnects: one shape.
    const d = servers[1]!;
    d.closeAllConnections();
    await new Promise<void>((resolve) => d.close(() => resolve()));
    for (const when of ['finds it gone', 'while it reconnects']) {
      const down = await called(clients.bob, 'd_calm');
      assert.ok('code' in down, `${when}: ${JSON.stringify(down)}`);
      assert.equal(down.code, -32603, when);
      assert.deepEqual(down.data, { code: 'backend_unavailable' }, when);
      assert.match(down.message, /backend "d" (could not be reached|is unavailable)/, when);
    }
    const viaSyscall = await called(clients.bob, 'gate_syscall', { tool: 'd_calm', args: '{}' });
    assert.ok('text' in viaSyscall);
    const downDoc = JSON.parse(viaSyscall.text) as { result: { meta: Record<string, string> } };
    assert.equal(downDoc.result.meta.error, 'BACKEND_UNAVAILABLE');
  });
});
