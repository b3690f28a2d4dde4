// Red team, round 52 (edge): the HTTP boundary of one real `gate serve`, fuzzed with fast-check over raw
// sockets, the body's bytes and the framing drawn together: every wire's body with nesting at and past the
// depth bound, numbers past a double, duplicate keys in two spellings, __proto__ and constructor at every
// level, invalid UTF-8 and lone surrogates, a BOM; sent with and without the key, by Content-Length,
// chunked at random cuts, as HTTP/1.0, pipelined before a /healthz; on every route and traversal spellings
// of them, with GET/HEAD/OPTIONS/PUT/DELETE/TRACE too. The property: each request gets one answer in time,
// never a 5xx but the upstream's own (502/503/504 say the upstream's part), never a stack trace, a JSON
// body in its wire's error shape, and the process lives. docs/operations.md, "Round 52".
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { drawsOf, runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = 'k-r52-boundary-3f9a1c';
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? runsOf(60, 400));

type Shape = 'openai' | 'anthropic' | 'jsonrpc';
/** A route, the wire shape its faults take, and a body it reads as valid. */
const ROUTES: Array<{ path: string; shape: Shape; body: Record<string, unknown> }> = [
  {
    path: '/v1/chat/completions',
    shape: 'openai',
    body: {
      model: 'm',
      messages: [
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'c1', type: 'function', function: { name: 'Bash', arguments: '{"command":"ls"}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'c1', content: 'total 0' },
      ],
    },
  },
  { path: '/v1/responses', shape: 'openai', body: { model: 'm', input: [{ role: 'user', content: 'hi' }] } },
  {
    path: '/v1/messages',
    shape: 'anthropic',
    body: {
      model: 'm',
      max_tokens: 8,
      messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }] }],
    },
  },
  {
    path: '/mcp',
    shape: 'jsonrpc',
    body: {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'gate_adjudicate', arguments: { tool: 'Bash', args: '{"command":"ls"}' } },
    },
  },
  { path: '/v1/gate/revoke', shape: 'openai', body: { witness: 'w' } },
  { path: '/v1/gate/policy/reload', shape: 'openai', body: {} },
  { path: '/v1/gate/approvals', shape: 'openai', body: {} },
  { path: '/v1/gate/changes', shape: 'openai', body: {} },
  { path: '/metrics', shape: 'openai', body: {} },
];

/** A body's text with one hostile change drawn: each keeps the rest of the body as the wire reads it. */
const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('deep' as const),
    n: fc.constantFrom(255, 256, 257, 5_000),
    open: fc.constantFrom('[', '{"a":'),
  }),
  fc.record({
    kind: fc.constant('number' as const),
    n: fc.constantFrom(
      '1e999',
      '-1e-999',
      '123456789012345678901234567890',
      '-0',
      '0.1e+99999999999',
      '1E400',
    ),
  }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    spelled: fc.constantFrom('model', 'mod\\u0065l', 'jsonrpc', 'method', 'messages'),
  }),
  fc.record({
    kind: fc.constant('proto' as const),
    key: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      '__defineGetter__',
      'hasOwnProperty',
      'toString',
    ),
    at: fc.constantFrom('top', 'first', 'args'),
  }),
  fc.record({
    kind: fc.constant('bytes' as const),
    bytes: fc.constantFrom(
      [0xff],
      [0xc0, 0x80],
      [0x80],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xe2, 0x82],
    ),
  }),
  fc.record({
    kind: fc.constant('surrogate' as const),
    s: fc.constantFrom('\\ud800', '\\udfff', '\\ud800\\u0041'),
  }),
  fc.record({ kind: fc.constant('bom' as const) }),
  fc.record({ kind: fc.constant('none' as const) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function bodyOf(base: Record<string, unknown>, m: Mutation): Buffer {
  const text = JSON.stringify(base);
  const inner = text.slice(1, -1);
  switch (m.kind) {
    case 'deep': {
      const close = m.open === '[' ? ']' : '}';
      return Buffer.from(`{"x":${m.open.repeat(m.n)}1${close.repeat(m.n)},${inner}}`);
    }
    case 'number':
      return Buffer.from(`{"n":${m.n},"max_tokens":${m.n},${inner}}`);
    case 'duplicate':
      return Buffer.from(`{${inner},"${m.spelled}":"again"}`);
    case 'proto': {
      const value = `{"command":"sudo id","polluted":true}`;
      if (m.at === 'top') return Buffer.from(`{"${m.key}":${value},${inner}}`);
      if (m.at === 'first') return Buffer.from(text.replace('{"role"', `{"${m.key}":${value},"role"`));
      return Buffer.from(text.replace('{"command":', `{"${m.key}":${value},"command":`));
    }
    case 'bytes': {
      // Inside the first string value (a body of no strings gets one).
      const at = text.indexOf(':"');
      const cut = at < 0 ? 1 : at + 2;
      const head = at < 0 ? `${text.slice(0, 1)}"s":"` : text.slice(0, cut);
      const tail = at < 0 ? `"${text.length > 2 ? ',' : ''}${text.slice(1)}` : text.slice(cut);
      return Buffer.concat([Buffer.from(head), Buffer.from(m.bytes), Buffer.from(tail)]);
    }
    case 'surrogate':
      return Buffer.from(text.replace(/"m"/, `"m${m.s}"`).replace('"hi"', `"h${m.s}i"`));
    case 'bom':
      return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    case 'none':
      return Buffer.from(text);
  }
}

const framing = fc.constantFrom('length', 'chunked', 'http10', 'pipelined');
const method = fc.constantFrom('POST', 'POST', 'POST', 'GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE');
/** Spellings of a route's path a router or a proxy may read as another. */
const spelling = fc.constantFrom(
  (p: string) => p,
  (p: string) => `/x/..${p}`,
  (p: string) => `/x/%2e%2e${p}`,
  (p: string) => `${p}/../healthz`,
  (p: string) => `/${p}`,
  (p: string) => `${p}/.`,
  (p: string) => p.replace(/\//g, '%2f').replace(/^%2f/, '/'),
  (p: string) => `${p}?__proto__[x]=1&constructor=2`,
  (p: string) => `${p};a=b`,
  (p: string) => p.toUpperCase(),
);

/** The raw request: the head, then the body as the framing sends it (an array is sent in separate writes). */
function request(
  verb: string,
  target: string,
  body: Buffer,
  how: 'length' | 'chunked' | 'http10' | 'pipelined',
  keyed: boolean,
  cuts: number[],
): Array<string | Buffer> {
  const version = how === 'http10' ? 'HTTP/1.0' : 'HTTP/1.1';
  const auth = keyed ? `Authorization: Bearer ${KEY}\r\n` : '';
  const common = `${verb} ${target} ${version}\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n${auth}`;
  if (how === 'chunked') {
    const at = [...new Set(cuts.map((c) => c % (body.length + 1)))].sort((a, b) => a - b);
    const parts: Buffer[] = [];
    let from = 0;
    for (const to of [...at, body.length]) {
      if (to <= from) continue;
      const piece = body.subarray(from, to);
      parts.push(
        Buffer.concat([Buffer.from(`${piece.length.toString(16)};ext=1\r\n`), piece, Buffer.from('\r\n')]),
      );
      from = to;
    }
    return [`${common}Transfer-Encoding: chunked\r\n\r\n`, ...parts, '0\r\n\r\n'];
  }
  const head = `${common}Content-Length: ${body.length}\r\n${how === 'pipelined' ? '' : 'Connection: close\r\n'}\r\n`;
  const out: Array<string | Buffer> = [Buffer.concat([Buffer.from(head), body])];
  if (how === 'pipelined') out.push('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  return out;
}

/** The head and body of the first response in raw bytes (by Content-Length, or chunked). */
function firstResponse(text: string): { head: string; bodyText: string } {
  const at = text.indexOf('\r\n\r\n');
  if (at < 0) return { head: text, bodyText: '' };
  const head = text.slice(0, at);
  const rest = text.slice(at + 4);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length)
    return { head, bodyText: Buffer.from(rest, 'latin1').subarray(0, Number(length[1])).toString('utf8') };
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return { head, bodyText: '' };
  let body = '';
  let from = 0;
  for (;;) {
    const eol = rest.indexOf('\r\n', from);
    const size = Number.parseInt(rest.slice(from, eol), 16);
    if (eol < 0 || !(size > 0)) break;
    body += rest.slice(eol + 2, eol + 2 + size);
    from = eol + 2 + size + 2;
  }
  return { head, bodyText: Buffer.from(body, 'latin1').toString('utf8') };
}

/** Whether a JSON body is in `shape`'s error shape (or, answered 2xx, any JSON gate answers). */
function inShape(shape: Shape, status: number, doc: unknown): boolean {
  if (status < 400) return true;
  const d = doc as Record<string, unknown>;
  const err = d?.error as Record<string, unknown> | undefined;
  if (shape === 'jsonrpc')
    return d?.jsonrpc === '2.0' && typeof err?.code === 'number' && typeof err?.message === 'string';
  if (shape === 'anthropic')
    return d?.type === 'error' && typeof err?.type === 'string' && typeof err?.message === 'string';
  return typeof err?.message === 'string' && typeof err?.type === 'string';
}

/**
 * The shape a target's faults take: its path's wire's, as src/server/http.ts shapeOfPath reads it, with dot
 * segments resolved as gate resolves them: `/mcp/../healthz` is /healthz, and an encoded one (`%2e%2e`) is
 * no dot segment, so `/x/%2e%2e/mcp` is no route (round 43), where WHATWG URL would read /mcp.
 */
function shapeOf(target: string): Shape {
  const path = new URL(target.replace(/%2e/gi, '%252e'), 'http://127.0.0.1').pathname;
  if (path.startsWith('/v1/messages')) return 'anthropic';
  if (path === '/mcp' || path.startsWith('/mcp/')) return 'jsonrpc';
  return 'openai';
}

describe('round 52: the HTTP boundary, body and framing drawn together, against the real process', {
  timeout: 300_000,
}, () => {
  let gate: GateProcess;
  let upstream: FakeUpstream;
  let port: number;
  before(async () => {
    upstream = await startFakeUpstream({ record: false });
    gate = await startGate(['--base-url', upstream.baseUrl, '--require-key-env', 'R52_KEY'], {
      env: { R52_KEY: KEY },
      timeoutMs: 30_000,
    });
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
    await upstream?.close();
  });

  test('one answer each, in time and in its wire shape; no 5xx of gate, no stack trace; the process lives', async () => {
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        mutation,
        framing,
        method,
        spelling,
        fc.boolean(),
        fc.array(fc.nat({ max: 4_000 }), { maxLength: 4 }),
        async (route, m, how, verb, spell, keyed, cuts) => {
          const target = spell(route.path);
          const body = verb === 'GET' || verb === 'HEAD' ? Buffer.alloc(0) : bodyOf(route.body, m);
          const what = `${verb} ${JSON.stringify(target)} ${how} keyed=${keyed} ${JSON.stringify(m)}`;
          const answer = await rawExchange(port, request(verb, target, body, how, keyed, cuts), {
            waitMs: 10_000,
            gapMs: 5,
          });
          const statuses = answer.statuses;
          assert.ok(statuses.length >= 1, `no answer: ${what}`);
          if (how === 'pipelined' && statuses[0]! < 400) assert.ok(statuses.length <= 2, what);
          for (const s of statuses) assert.ok(s < 500 || [502, 503, 504].includes(s), `${s}: ${what}`);
          assert.doesNotMatch(answer.text, /\n\s+at [\w.<>]+ \(|TypeError|RangeError|SyntaxError:/, what);
          const { head, bodyText } = firstResponse(answer.text);
          if (verb !== 'HEAD' && /content-type: application\/json/i.test(head) && bodyText.length > 0) {
            let doc: unknown;
            assert.doesNotThrow(
              () => {
                doc = JSON.parse(bodyText);
              },
              `${what}: ${bodyText.slice(0, 300)}`,
            );
            assert.ok(inShape(shapeOf(target), statuses[0]!, doc), `${what}: ${bodyText.slice(0, 300)}`);
          }
          seen.push(`${statuses[0]}`);
        },
      ),
      { numRuns: RUNS },
    );
    const health = await fetch(`${gate.url}/healthz`);
    assert.equal(health.status, 200);
    assert.doesNotMatch(gate.stderr(), /internal fault|Uncaught|FATAL/);
    assert.ok(seen.length === drawsOf(RUNS), `${seen.length} runs`);
  });
});
