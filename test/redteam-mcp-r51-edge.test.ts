// Red team, round 51 (edge): what round 50 left, through one real `gate serve --tools` and the official SDK
// client. A 404 to the GET stream (which the spec allows only an event stream or 405) dropped the client
// and failed every call in flight, and a server answering every GET 404 was reconnected for ever; nothing
// bounded the calls in flight to one downstream but the connection caps times the batch bound, so a server
// answering nothing held every call (and its arguments) to its deadline. docs/mcp.md, "Round 51".
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

const dir = mkdtempSync(join(tmpdir(), 'gate-r51-edge-'));
const MAX = 8;
/** One caller's share of MAX when it is alone (src/tools/in-flight-share.ts). */
const SHARE = MAX / 2;
const text = (id: unknown, t: string) => ({
  jsonrpc: '2.0',
  id,
  result: { content: [{ type: 'text', text: t }] },
});
const json = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
async function body(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** One backend a path: `g` answers every GET after its first 404 (its session lives), `e` ends its session. */
const state = {
  g: { init: 0, session: 0, gets: 0, stream: undefined as ServerResponse | undefined },
  e: { init: 0, session: 0, gets: 0, stream: undefined as ServerResponse | undefined },
  q: { init: 0, session: 0, gets: 0, stream: undefined as ServerResponse | undefined },
};
/** q_hang calls the server has open now, and the most it ever had open. */
let hanging = 0;
let mostHanging = 0;
/** Every byte any backend was sent, to tell a canary reached the server (it must, for an admitted call). */
let heard = '';

async function downstream(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const key = (req.url ?? '').slice(1) as keyof typeof state;
  const s = state[key];
  if (s === undefined) return void res.writeHead(404).end();
  const sent = req.headers['mcp-session-id'];
  if (req.method === 'GET') {
    s.gets++;
    // The first GET of g's session is a stream it ends on demand; every later one 404 (its session lives).
    if (sent !== `${key}${s.session}` || (key === 'g' && s.gets > 1))
      return void res.writeHead(404).end('secret-get');
    if (key === 'q') return void res.writeHead(405).end();
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 50\n\n');
    s.stream = res;
    return;
  }
  if (req.method !== 'POST') return void res.writeHead(405).end();
  const raw = await body(req);
  heard += raw;
  const msg = JSON.parse(raw) as { id?: number; method: string; params?: Record<string, unknown> };
  if (msg.method === 'initialize') {
    s.init++;
    s.session++;
    return json(
      res,
      {
        jsonrpc: '2.0',
        id: msg.id,
        result: {
          protocolVersion: msg.params?.protocolVersion,
          capabilities: { tools: {} },
          serverInfo: { name: key, version: '1' },
        },
      },
      { 'mcp-session-id': `${key}${s.session}` },
    );
  }
  if (sent !== `${key}${s.session}`) return void res.writeHead(404).end('secret-lost');
  if (msg.id === undefined) return void res.writeHead(202).end();
  if (msg.method === 'ping') return json(res, { jsonrpc: '2.0', id: msg.id, result: {} });
  if (msg.method === 'tools/list')
    return json(res, {
      jsonrpc: '2.0',
      id: msg.id,
      result: {
        tools: [`${key}_slow`, `${key}_end`, `${key}_calm`, `${key}_hang`].map((name) => ({
          name,
          inputSchema: { type: 'object' },
        })),
      },
    });
  const name = String(msg.params?.name);
  const endStream = () => {
    s.stream?.end();
    s.stream = undefined;
  };
  if (name.endsWith('_slow')) {
    // The GET stream ends while this call is in flight: the SDK opens it again, and is answered 404.
    setTimeout(endStream, 100);
    return void setTimeout(() => json(res, text(msg.id, 'slow')), 1_500);
  }
  if (name.endsWith('_end')) {
    // The server ends gate's session and its stream: the GET opened again carries the ended session's id.
    s.session++;
    setTimeout(endStream, 50);
    return json(res, text(msg.id, 'ended'));
  }
  if (name.endsWith('_hang')) {
    // Never answered; the exchange ends when gate cancels it (its deadline) and closes the POST.
    hanging++;
    mostHanging = Math.max(mostHanging, hanging);
    res.on('close', () => hanging--);
    return;
  }
  json(res, text(msg.id, 'calm'));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('round 51: the GET stream 404, and calls in flight to one downstream', { timeout: 120_000 }, () => {
  let gate: GateProcess;
  let clients: Client[] = [];
  let http: Server;
  before(async () => {
    http = createServer((req, res) => void downstream(req, res));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow_prefix: ['g_', 'e_', 'q_'] }));
    const tools = join(dir, 'tools.json');
    writeFileSync(
      tools,
      JSON.stringify({
        servers: {
          g: { url: `${base}/g`, deadline_ms: 20_000 },
          e: { url: `${base}/e`, deadline_ms: 20_000 },
          q: { url: `${base}/q`, deadline_ms: 1_500, max_in_flight: MAX },
        },
      }),
    );
    gate = await startGate(['--policy', policy, '--tools', tools], { timeoutMs: 30_000 });
    for (let i = 0; i < 3; i++) {
      const client = new Client({ name: `r51-edge-${i}`, version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
      clients.push(client);
    }
    for (let i = 0; i < 200; i++) {
      const names = (await clients[0]!.listTools()).tools.map((t) => t.name);
      if (['g_slow', 'e_end', 'q_hang'].every((n) => names.includes(n))) break;
      await sleep(50);
    }
  });
  after(async () => {
    for (const client of clients) await client.close();
    clients = [];
    await gate?.stop();
    http?.close();
  });

  const call = async (name: string, args: Record<string, unknown> = {}, via = 0) => {
    const res = await clients[via]!.callTool({ name, arguments: args });
    return {
      isError: res.isError === true,
      text: String((res.content as Array<{ text?: string }>)[0]?.text),
    };
  };

  test('a 404 to the GET stream on a live session fails nothing and reconnects nothing; one line says so', async () => {
    const slow = call('g_slow');
    assert.deepEqual(await slow, { isError: false, text: 'slow' });
    assert.deepEqual(await call('g_calm'), { isError: false, text: 'calm' });
    assert.equal(state.g.init, 1, 'g was reconnected');
    assert.ok(state.g.gets >= 2, `GETs: ${state.g.gets}`);
    const log = gate.stderr();
    assert.equal(
      log.match(
        /backend "g" answered 404 to its GET stream while its session answers: taken as no stream \(as a 405\); calls go on/g,
      )?.length,
      1,
    );
    assert.doesNotMatch(log, /backend "g": /);
  });

  test('a 404 to the GET stream on an ended session starts a new one, once, and says so', async () => {
    assert.deepEqual(await call('e_end'), { isError: false, text: 'ended' });
    for (let i = 0; i < 200 && state.e.init < 2; i++) await sleep(25);
    assert.equal(state.e.init, 2);
    // While the new session starts, a call fails as a backend_unavailable fault (round 52): not yet, try again.
    const calm = () =>
      call('e_calm').then(
        (r) => !r.isError,
        (err: McpError) => {
          assert.deepEqual(err.data, { code: 'backend_unavailable' }, err.message);
          return false;
        },
      );
    for (let i = 0; i < 200 && !(await calm()); i++) await sleep(25);
    assert.deepEqual(await call('e_calm'), { isError: false, text: 'calm' });
    assert.match(gate.stderr(), /backend "e": it answered 404 to gate's session id \(the session ended\)/);
    assert.equal(state.e.init, 2);
    assert.doesNotMatch(gate.stderr(), /secret/);
  });

  // The three clients call from one address with no key: one caller, whose share is half the bound (round 52).
  test('calls past max_in_flight are refused at once as JSON-RPC errors; the deadline frees the slots', async () => {
    const waves = fc.sample(fc.integer({ min: MAX + 1, max: 60 }), { numRuns: runsOf(2, 8), seed: 51 });
    for (const wave of waves) {
      const marker = `c4n4ry${wave}x`;
      const started = Date.now();
      const outcomes = await Promise.all(
        Array.from({ length: wave }, (_, i) =>
          call('q_hang', { marker, i }, i % clients.length).then(
            (r) => ({ refused: undefined as McpError | undefined, ms: Date.now() - started, r }),
            (err: unknown) => ({ refused: err as McpError, ms: Date.now() - started, r: undefined }),
          ),
        ),
      );
      // The calls sent end at their deadline, a backend_timeout fault since round 55; the rest are busy.
      const timedOut = outcomes.filter(
        (o) => (o.refused?.data as { code?: string } | undefined)?.code === 'backend_timeout',
      );
      const refused = outcomes.filter((o) => o.refused !== undefined && !timedOut.includes(o));
      assert.equal(refused.length, wave - SHARE, `wave ${wave}`);
      for (const o of refused) {
        assert.ok(o.refused instanceof McpError, String(o.refused));
        assert.equal(o.refused.code, -32603);
        assert.match(o.refused.message, /backend "q" has 4 calls in flight from this client, its share/);
        assert.deepEqual(o.refused.data, { code: 'backend_busy' });
        assert.ok(!o.refused.message.includes(marker));
        // Refused at once, long before the deadline the others waited for.
        assert.ok(o.ms < 1_400, `refused after ${o.ms} ms`);
      }
      assert.equal(timedOut.length, SHARE, `wave ${wave}`);
      for (const o of timedOut)
        assert.match(o.refused!.message, /did not finish within its 1500 ms deadline on backend "q"/);
      assert.ok(mostHanging <= SHARE, `the server held ${mostHanging}`);
      // The admitted calls carried their arguments to the server; the refused ones never left gate.
      assert.equal(heard.split(marker).length - 1, SHARE, `wave ${wave}`);
      // The deadline freed every slot: a call now is sent and answered.
      assert.deepEqual(await call('q_calm'), { isError: false, text: 'calm' });
    }
    for (let i = 0; i < 100 && hanging > 0; i++) await sleep(20);
    assert.equal(hanging, 0, 'gate closed the hung exchanges');
    const vars = (await (await fetch(`${gate.url}/debug/vars`)).json()) as {
      backend_status: Array<{ server: string; calls?: { inFlight: number; max: number; refused: number } }>;
    };
    const q = vars.backend_status.find((b) => b.server === 'q');
    assert.equal(q?.calls?.inFlight, 0);
    assert.equal(q?.calls?.max, MAX);
    assert.ok((q?.calls?.refused ?? 0) >= 1);
    const log = gate.stderr();
    assert.match(
      log,
      /backend "q" is at its max_in_flight \(8\) or a client's share of it: 1 call\(s\) refused without being sent/,
    );
    assert.ok(!log.includes('c4n4ry'));
    assert.equal(state.q.init, 1);
  });
});
