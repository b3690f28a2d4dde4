// Red team, round 45 (edge-r45): the HTTP wires and the MCP endpoint, against one real `gate serve --tools`
// (the scripted stdio server behind it) and the official MCP SDK client. Found on 1483515b:
// (1) a body spelling 100,000 distinct member names (1 MB) cost 0.4 s of CPU on chat and 0.7 s on /mcp,
// 13.5 MB of them 5.4 s, from one authenticated request, holding the one thread: JSON.parse interns each
// distinct name (~2-4 µs, ~20x a repeated one). Now a body spelling more than 10,000 distinct names is
// refused, 400 in the wire's shape, before it is parsed; one repeating its names does not count them; and
// so is gate_adjudicate's `args` string (-32602), which the MCP wire and the ladder each parsed.
// (2) An HTTP/1.0 request carrying `Transfer-Encoding: chunked` was read chunked (chat forwarded it, /mcp
// answered it): HTTP/1.0 has no transfer codings, so a proxy in front reads the same bytes another way
// (RFC 9112 §6.1: faulty framing). Now 400 in the wire's shape, and the connection closes.
// (3) A downstream server's tool named `read_x` plus an invisible tag, `read_` plus a variation selector,
// `read_а` (a Cyrillic а) or `rеad_notes` was listed beside the real names (only control characters were
// refused at discovery). Now the manifest's lookalike test guards a backend's names: not offered or
// routed, logged escaped. Held, kept: a batch of 10,000 requests, a body nested 10,000 deep, a GET with a
// hostile Last-Event-ID, a Mcp-Session-Id: each answered in the wire's shape, nothing echoed, /healthz and
// an SDK client answered meanwhile.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { distinctNamesPast, MAX_JSON_NAMES } from '../src/kernel/json-depth.js';
import { readJsonStrict } from '../src/kernel/json-strict.js';
import { SCRIPTED_SERVER } from './fixtures/mcp-engine/paths.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { closePosts, post as httpPost } from './helpers/http-post.js';
import { assertCpuUnder } from './helpers/linear-cpu.js';
import { connectMcp, type GateMcp } from './helpers/mcp-client.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = 'k-r45-serve-7d1e';
const CANARY = 'CANARYr45names';
/** Names the default floor admits by name (read-shaped) that read as other names. */
const LOOKALIKES = ['read_x\u{e0041}', 'read_\ufe0fx', 'read_\u0430', 'r\u0435ad_notes', 'read_\u0299'];
const dir = mkdtempSync(join(tmpdir(), 'gate-r45-edge-'));

/** `count` distinct names in objects of `width`, each name holding the canary. */
function distinctNames(count: number, width = 10): string {
  const objects: string[] = [];
  for (let o = 0; o * width < count; o++) {
    const members: string[] = [];
    for (let i = o * width; i < Math.min(count, (o + 1) * width); i++) members.push(`"${CANARY}${i}":1`);
    objects.push(`{${members.join(',')}}`);
  }
  return `[${objects.join(',')}]`;
}

/** A model wire's body carrying `extra` in a field gate passes on. */
const BODIES: Record<string, (extra: string) => string> = {
  '/v1/chat/completions': (x) =>
    `{"model":"m","messages":[{"role":"user","content":"hi"}],"metadata_x":${x}}`,
  '/v1/messages': (x) =>
    `{"model":"m","max_tokens":5,"messages":[{"role":"user","content":"hi"}],"metadata_x":${x}}`,
  '/v1/responses': (x) => `{"model":"m","input":"hi","metadata_x":${x}}`,
  '/mcp': (x) => `{"jsonrpc":"2.0","id":7,"method":"ping","params":{"x":${x}}}`,
};

/** How each wire spells the refusal's code. */
const REFUSED: Record<string, RegExp> = {
  '/v1/chat/completions': /"code":"bad_json"/,
  '/v1/messages': /"type":"error".*"type":"invalid_request_error"/,
  '/v1/responses': /"code":"bad_json"/,
  // Round 53: the refusal names the request it answers (its top-level id), as a stdio client needs it to.
  '/mcp': /"code":-32602.*"id":7/,
};

describe('round 45: the wires, the MCP endpoint and a backend’s tool names', () => {
  let gate: GateProcess;
  let mcp: GateMcp;
  before(async () => {
    const tools = join(dir, 'tools.json');
    const env = { FIXTURE_EXTRA_TOOLS: JSON.stringify([...LOOKALIKES, 'read_plain_extra']) };
    writeFileSync(
      tools,
      JSON.stringify({ servers: { scripted: { command: process.execPath, args: [SCRIPTED_SERVER], env } } }),
    );
    const args = ['--base-url', 'http://127.0.0.1:9', '--tools', tools, '--require-key-env', 'GATE_R45_EDGE'];
    gate = await startGate(args, { env: { GATE_R45_EDGE: KEY } });
    mcp = await connectMcp(gate.url, { authorization: `Bearer ${KEY}` });
  });
  after(async () => {
    closePosts();
    await mcp?.close();
    await gate?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    httpPost(gate.url, path, body, { headers: { authorization: `Bearer ${KEY}`, ...headers } });
  const raw = (request: string) =>
    rawExchange(Number(new URL(gate.url).port), Buffer.from(request, 'latin1'));

  it('a body past 10,000 distinct names is refused on every wire, its bytes unechoed (read on the base)', async () => {
    const over = distinctNames(MAX_JSON_NAMES + 1);
    for (const [path, body] of Object.entries(BODIES)) {
      const a = await post(path, body(over));
      assert.equal(a.status, 400, `${path}: ${a.text.slice(0, 300)}`);
      assert.match(a.text, REFUSED[path]!, path);
      assert.match(a.text, /10000 distinct member names/, path);
      assert.ok(!a.text.includes(CANARY), `${path} echoed a name`);
    }
    // Just under the bound, and with names repeated past it, the body is read (the upstream is down: 502).
    const under = await post('/mcp', BODIES['/mcp']!(distinctNames(MAX_JSON_NAMES - 10)));
    assert.equal(under.status, 200, under.text.slice(0, 300));
    const repeated = `[${Array(4000).fill('{"role":"user","content":"x","name":"n","id":1}').join(',')}]`;
    const chat = await post('/v1/chat/completions', BODIES['/v1/chat/completions']!(repeated));
    assert.equal(chat.status, 502, chat.text.slice(0, 300));
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  });

  it('an HTTP/1.0 request with Transfer-Encoding is 400 in its wire shape and closed (read chunked on the base)', async () => {
    const chat = '{"model":"m","messages":[{"role":"user","content":"hi"}]}';
    const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
    const chunked = (s: string) => `${s.length.toString(16)}\r\n${s}\r\n0\r\n\r\n`;
    const head = (line: string, auth: boolean, te: string) =>
      `${line} HTTP/1.0\r\nHost: 127.0.0.1\r\n${auth ? `Authorization: Bearer ${KEY}\r\n` : ''}Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nConnection: keep-alive\r\nTransfer-Encoding: ${te}\r\n\r\n`;
    const cases: [string, RegExp][] = [
      [head('POST /v1/chat/completions', true, 'chunked') + chunked(chat), /"code":"bad_request"/],
      [head('POST /mcp', true, 'chunked') + chunked(ping), /"jsonrpc":"2.0".*"code":-32600/],
      [head('POST /mcp', false, 'chunked') + chunked(ping), /"jsonrpc":"2.0".*"code":-32600/],
      [head('GET /healthz', false, 'chunked') + chunked('x'), /"code":"bad_request"/],
      [
        head('POST /v1/messages', true, 'identity, chunked') + chunked(chat),
        /"type":"invalid_request_error"/,
      ],
    ];
    for (const [request, shape] of cases) {
      const { text, statuses, closed } = await raw(request);
      assert.deepEqual(statuses, [400], text.slice(0, 300));
      assert.match(text, shape, text.slice(0, 400));
      assert.match(text, /HTTP\/1\.0 request cannot carry a Transfer-Encoding/);
      assert.ok(closed, 'closed after the answer');
    }
    // HTTP/1.0 with Content-Length is served as before.
    const fine = await raw(
      `POST /mcp HTTP/1.0\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${ping.length}\r\n\r\n${ping}`,
    );
    assert.deepEqual(fine.statuses, [200], fine.text);
    assert.match(fine.text, /"result":\{\}/);
  });

  it('property: distinctNamesPast agrees with the names JSON.parse builds, in linear time', () => {
    const distinctKeys = (v: unknown, into: Set<string>): Set<string> => {
      if (Array.isArray(v)) for (const e of v) distinctKeys(e, into);
      else if (v !== null && typeof v === 'object')
        for (const [k, e] of Object.entries(v)) {
          into.add(JSON.stringify(k));
          distinctKeys(e, into);
        }
      return into;
    };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.nat(40), fc.boolean(), (value, limit, spaced) => {
        const text = JSON.stringify(value, null, spaced ? 1 : undefined).replaceAll(
          '":',
          spaced ? '"  :' : '":',
        );
        const count = distinctKeys(value, new Set()).size;
        const past = distinctNamesPast(text, limit) >= 0;
        const read = readJsonStrict(text, 256, limit);
        return past === count > limit && read.ok === !past;
      }),
      { numRuns: runsOf(150, 5000) },
    );
    // 200 kB built from the scan's own literals: quotes, backslash runs, colons.
    assertCpuUnder(
      () => {
        for (const text of [
          `"${'\\'.repeat(200_000)}"`,
          `[${'"\\\\\\"":'.repeat(40_000)}]`,
          `{${Array.from({ length: 20_000 }, (_, i) => `"${i}"\t :1`).join(',')}}`,
          '"'.repeat(200_000),
        ])
          distinctNamesPast(text, MAX_JSON_NAMES);
      },
      1000,
      (ms) => `${ms} ms`,
    );
  });

  it('a backend tool whose name is a lookalike is not offered or routed, and is logged escaped (listed on the base)', async () => {
    const listed = (await mcp.client.listTools()).tools.map((t) => t.name);
    assert.ok(listed.includes('read_plain_extra'), 'a plain name is still offered');
    for (const name of LOOKALIKES) assert.ok(!listed.includes(name), `listed ${JSON.stringify(name)}`);
    await assert.rejects(mcp.client.callTool({ name: LOOKALIKES[0]!, arguments: {} }), /unknown tool/);
    assert.match(
      gate.stderr(),
      /backend "scripted" offers 5 tool\(s\) whose name reads as a name it is not \(first "read_x\\u\{e0041\}" holds an invisible character/,
    );
    assert.doesNotMatch(
      gate.stderr(),
      /\u{e0041}|\ufe0f|\u0430|\u0435|\u0299/u,
      'no raw lookalike in the log',
    );
  });

  it('held: a 10,000 batch, 10,000-deep nesting, a hostile Last-Event-ID and session id, the server answering meanwhile', async () => {
    const pending = [
      post(
        '/mcp',
        `[${Array.from({ length: 10_000 }, (_, i) => `{"jsonrpc":"2.0","id":${i},"method":"ping"}`).join(',')}]`,
      ),
      post(
        '/mcp',
        `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`,
      ),
      post('/mcp', '{"jsonrpc":"2.0","id":1,"method":"ping"}', { 'mcp-session-id': `${CANARY}-0O-lI1` }),
    ];
    const [health, ping] = await Promise.all([fetch(`${gate.url}/healthz`), mcp.client.ping()]);
    assert.equal(health.status, 200);
    assert.deepEqual(ping, {});
    const [batch, deep, session] = await Promise.all(pending);
    assert.equal(batch!.status, 400);
    assert.match(batch!.text, /"code":-32600.*must not exceed 100/);
    assert.equal(deep!.status, 400);
    assert.match(deep!.text, /"code":-32602.*nested deeper than 256/);
    // The endpoint is stateless: a session id is no key to anything; the call is answered, the id unechoed.
    assert.equal(session!.status, 200);
    assert.ok(!session!.text.includes(CANARY));
    const get = await fetch(`${gate.url}/mcp`, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${KEY}`,
        'last-event-id': `${CANARY}${'9'.repeat(4000)}`,
      },
    });
    const text = await get.text();
    assert.equal(get.status, 405);
    assert.match(text, /"jsonrpc":"2.0"/);
    assert.ok(!text.includes(CANARY));
  });
});
