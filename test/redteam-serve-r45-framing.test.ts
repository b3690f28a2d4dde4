// Red team, round 45 (edge-r45): the HTTP wires before and at the JSON reader, against one real `gate serve`.
// Found on 1483515b: (1) a body spelling 100,000 distinct member names (1 MB) cost 0.4 s of CPU on chat and
// 0.7 s on /mcp, 13.5 MB of them 5.4 s, from one authenticated request, holding the one thread: JSON.parse
// interns each distinct name (~2-4 µs, ~20x a repeated one). Now a body spelling more than 10,000 distinct
// names is refused, 400 `bad_json` in the wire's shape, before it is parsed; one repeating its names does
// not count them. (2) An HTTP/1.0 request carrying `Transfer-Encoding: chunked` was read chunked (chat
// forwarded it, /mcp answered it): HTTP/1.0 has no transfer codings, so a proxy in front reads the same
// bytes another way (RFC 9112 §6.1: faulty framing). Now 400 in the wire's shape, and the connection closes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { distinctNamesPast, MAX_JSON_NAMES } from '../src/kernel/json-depth.js';
import { readJsonStrict } from '../src/kernel/json-strict.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { closePosts, post as httpPost } from './helpers/http-post.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = 'k-r45-serve-7d1e';
const CANARY = 'CANARYr45names';

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
  '/mcp': /"code":-32602.*"id":null/,
};

describe('round 45: the JSON reader and the framing, before and after authentication', () => {
  let gate: GateProcess;
  before(async () => {
    gate = await startGate(['--base-url', 'http://127.0.0.1:9', '--require-key-env', 'GATE_R45_SERVE'], {
      env: { GATE_R45_SERVE: KEY },
    });
  });
  after(async () => {
    closePosts();
    await gate?.stop();
  });

  const post = (path: string, body: string) =>
    httpPost(gate.url, path, body, { headers: { authorization: `Bearer ${KEY}` } });
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
    // At the bound, and with names repeated past it, the body is read (the upstream is down: 502; /mcp answers).
    const repeated = `[${Array(4000).fill('{"role":"user","content":"x","name":"n","id":1}').join(',')}]`;
    for (const extra of [distinctNames(MAX_JSON_NAMES - 10), repeated]) {
      const chat = await post('/v1/chat/completions', BODIES['/v1/chat/completions']!(extra));
      assert.equal(chat.status, 502, chat.text.slice(0, 300));
      const mcp = await post('/mcp', BODIES['/mcp']!(extra));
      assert.equal(mcp.status, 200, mcp.text.slice(0, 300));
    }
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
      { numRuns: runsOf(300, 5000) },
    );
    // 200 kB built from the scan's own literals: quotes, backslash runs, colons.
    const started = process.cpuUsage();
    for (const text of [
      `"${'\\'.repeat(200_000)}"`,
      `[${'"\\\\\\"":'.repeat(40_000)}]`,
      `{${Array.from({ length: 20_000 }, (_, i) => `"${i}"\t :1`).join(',')}}`,
      '"'.repeat(200_000),
    ])
      distinctNamesPast(text, MAX_JSON_NAMES);
    const { user, system } = process.cpuUsage(started);
    assert.ok(user + system < 1_000_000, `${(user + system) / 1000} ms`);
  });
});
