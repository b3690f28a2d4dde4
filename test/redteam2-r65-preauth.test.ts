// Red team, round 65 (redteam2; docs/wires.md, "Round 65 (redteam2-r65)"): the edge before authentication,
// against the real `gate serve --require-key-env` in front of a fake provider and with a journal. fast-check
// draws whole connections of raw HTTP/1.1 bytes (methods, absolute-form and odd targets, versions, header
// fields with controls, NUL, obs-fold, non-UTF-8 bytes, Content-Length and Transfer-Encoding alone, repeated
// and in conflict, chunk extensions and bad chunk sizes, huge and many fields, Expect, the HTTP/2 preface,
// bodies of bad UTF-8, deep JSON and `__proto__` keys), sent at once, pipelined, or slowly in pieces, at every
// route. Rounds 56 and 58 asked of such bytes that no 2xx came back and gate lived; this file reads the
// answer bytes strictly, as a client's parser would: the connection's bytes are whole HTTP/1.1 responses one
// after another and nothing else (a status line, header fields of a token name and printable value, a body of
// exactly its Content-Length or whole chunks), each a status the request may get (2xx only on a public route),
// each error body JSON in its route's shape (docs/errors.md: OpenAI's on the model routes and gate's own,
// Anthropic's on /v1/messages, JSON-RPC's on /mcp, the neutral body where no request line was read), no
// 100 Continue to a peer without the key, no stack, no byte of the request echoed (a canary in the target, the
// fields and the body); /healthz answers after every connection; and nothing ran past the key step: the
// provider received nothing, the journal holds no row.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = 'gate-r65-preauth-key-0b7e52c1';
const CANARY = 'CANARYr65pre';
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? runsOf(60, 600));

let gate: GateProcess;
let fake: FakeUpstream;
let dir: string;
let journal: string;
const port = () => Number(new URL(gate.url).port);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gate-r65-pre-'));
  journal = join(dir, 'audit.jsonl');
  fake = await startFakeUpstream();
  gate = await startGate(
    [
      ...['--base-url', fake.baseUrl, '--provider', 'openai', '--require-key-env', 'GATE_R65_KEY'],
      ...['--request-timeout-ms', '1500', '--max-body-bytes', String(256 * 1024)],
    ],
    { env: { GATE_R65_KEY: KEY, GATE_AUDIT_JOURNAL: journal } },
  );
});
after(async () => {
  await gate?.stop();
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Shape = 'openai' | 'anthropic' | 'jsonrpc';
/** The routes, and the shape each one's errors take (docs/errors.md); public ones may answer 2xx. */
const ROUTES: readonly { path: string; shape: Shape; public?: boolean }[] = [
  { path: '/v1/chat/completions', shape: 'openai' },
  { path: '/v1/messages', shape: 'anthropic' },
  { path: '/v1/responses', shape: 'openai' },
  { path: '/mcp', shape: 'jsonrpc' },
  { path: '/healthz', shape: 'openai', public: true },
  { path: '/metrics', shape: 'openai' },
  { path: '/debug/vars', shape: 'openai' },
  { path: '/', shape: 'openai', public: true },
];

/** How a drawn target names its route: as written, absolute-form, with a query, or a form gate refuses. */
const TARGET_FORMS = [
  'plain',
  'plain',
  'plain',
  'query',
  'absolute',
  'foreign',
  'dots',
  'star',
  'junk',
] as const;
type TargetForm = (typeof TARGET_FORMS)[number];

function targetOf(form: TargetForm, path: string): string {
  if (form === 'plain') return path;
  if (form === 'query') return `${path}?${CANARY}=1`;
  if (form === 'absolute') return `http://127.0.0.1:${port()}${path}`;
  if (form === 'foreign') return `http://${CANARY}.example${path}`;
  if (form === 'dots') return `/x/..${path}`;
  if (form === 'star') return '*';
  return `${CANARY}\u00ff${path}`;
}

/** The path gate matches a target on, or undefined when it reads none (and answers 400 in the neutral shape). */
function pathOf(form: TargetForm, path: string): string | undefined {
  if (form === 'star' || form === 'junk') return undefined;
  return path;
}

const METHODS = ['POST', 'POST', 'POST', 'GET', 'GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PRI', 'M-SEARCH'];
const ODD_METHODS = ['P\0ST', 'POST\u00ff', `${'M'.repeat(400)}`, 'G ET', ''];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0'];
const ODD_VERSIONS = ['HTTP/2.0', 'HTTP/1.2', 'HTTP/0.9', 'http/1.1', 'HTTP/1.1x', ''];

/** Header fields a keyless peer sends: wrong keys in every way, framing in conflict, controls, bytes. */
const FIELDS = [
  `Authorization: Bearer ${CANARY}`,
  `Authorization: Bearer ${KEY}x`,
  `Authorization: Bearer x${KEY}`,
  `Authorization: Basic ${Buffer.from(`${CANARY}:${KEY}x`).toString('base64')}`,
  `Authorization: Bearer ${KEY.slice(0, 10)}\0${KEY.slice(10)}`,
  `Authorization: Bearer ${KEY.slice(0, -1)}`,
  `Authorization: Bearer ${CANARY}\r\nAuthorization: Bearer ${KEY}x`,
  `x-api-key: ${CANARY}`,
  'x-api-key: ',
  `x-api-key: ${KEY}\u00e9`,
  `x-gate-trace-id: ${CANARY}`,
  `x-gate-trace-id: ${CANARY}\u00ff`,
  `mcp-session-id: ${CANARY}`,
  'Content-Type: application/json',
  'Content-Type: application/json',
  'Content-Type: text/plain',
  'Content-Encoding: gzip',
  'Content-Length: 0',
  'Content-Length: 5',
  'Content-Length: 5\r\nContent-Length: 7',
  'Content-Length: 5, 5',
  'Content-Length: -1',
  'Content-Length: 0x10',
  'Content-Length: 99999999999999999999999',
  'Content-Length:  12 ',
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: chunked\r\nContent-Length: 3',
  'Transfer-Encoding: chunked, chunked',
  'Transfer-Encoding: identity',
  'Transfer-Encoding: gzip, chunked',
  'Transfer-Encoding: Chunked',
  'Transfer-Encoding : chunked',
  'Transfer-Encoding:\tchunked',
  'Transfer-Encoding: chunked\r\nTransfer-Encoding: identity',
  'Expect: 100-continue',
  'Expect: 100-continue',
  'Expect: 100-Continue, x',
  `Expect: ${CANARY}`,
  'Connection: close',
  'Connection: keep-alive',
  'Connection: Upgrade\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA',
  'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
  `X-Folded: a\r\n ${CANARY}`,
  `X-Folded: a\r\n\t${CANARY}`,
  `X-Nul: a\0${CANARY}`,
  `X-Cr: a\r${CANARY}`,
  `X-Lf: a\n${CANARY}`,
  `X-Del: a\u007f${CANARY}`,
  `X-Bytes: \u00c3\u0028\u00ff\u00fe${CANARY}`,
  `X-${CANARY}\u00ff: 1`,
  `${CANARY}: 1`,
  `: ${CANARY}`,
  `No-Colon-${CANARY}`,
  ` Leading-Space: ${CANARY}`,
  `X-Long: ${CANARY}${'v'.repeat(17_000)}`,
  'Host: 127.0.0.1\r\nHost: evil.example',
  `Host: ${CANARY}.example`,
  'Host: ',
  `__proto__: ${CANARY}`,
  `constructor: ${CANARY}`,
];

/** A body: JSON a client sends, JSON an attacker sends, bytes that are not UTF-8, chunked framing of all kinds. */
const CHAT = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: CANARY }] });
const MCP_CALL = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'read_file', arguments: { path: CANARY } },
});
const BODIES = [
  '',
  CHAT,
  MCP_CALL,
  `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":"${CANARY}"}},"model":"m","messages":[]}`,
  `${'['.repeat(20_000)}"${CANARY}"${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `{"model":"m","messages":[{"role":"user","content":"\u00c3\u0028\u00ff${CANARY}"}]}`,
  `{"model":"m","model":"${CANARY}"}`,
  `${CHAT.slice(0, 20)}`,
  `\ufeff${CHAT}`,
  `${CHAT}\r\n\r\nGET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
];
/** Chunked framings of a body: well-formed, with extensions, and every way a size line can be wrong. */
const CHUNKINGS = [
  'whole',
  'pieces',
  'extension',
  'long-extension',
  'hex-case',
  'bad-size',
  'negative',
  'huge',
  'space-size',
  'no-end',
  'trailer',
  'bad-trailer',
  'lf-only',
] as const;
type Chunking = (typeof CHUNKINGS)[number];

function chunked(body: string, how: Chunking): string {
  const size = (s: string) => Buffer.byteLength(s, 'latin1').toString(16);
  const whole = body === '' ? '' : `${size(body)}\r\n${body}\r\n`;
  if (how === 'whole') return `${whole}0\r\n\r\n`;
  if (how === 'pieces') {
    const mid = Math.floor(body.length / 2);
    const parts = [body.slice(0, mid), body.slice(mid)].filter((p) => p !== '');
    return `${parts.map((p) => `${size(p)}\r\n${p}\r\n`).join('')}0\r\n\r\n`;
  }
  if (how === 'extension') return `${size(body)};name=${CANARY};q="a b"\r\n${body}\r\n0;x\r\n\r\n`;
  if (how === 'long-extension') return `${size(body)};${'e'.repeat(20_000)}\r\n${body}\r\n0\r\n\r\n`;
  if (how === 'hex-case') return `${size(body).toUpperCase()}\r\n${body}\r\n0\r\n\r\n`;
  if (how === 'bad-size') return `${CANARY}\r\n${body}\r\n0\r\n\r\n`;
  if (how === 'negative') return `-1\r\n${body}\r\n0\r\n\r\n`;
  if (how === 'huge') return `ffffffffffffffffffff\r\n${body}\r\n0\r\n\r\n`;
  if (how === 'space-size') return ` ${size(body)} \r\n${body}\r\n0\r\n\r\n`;
  if (how === 'no-end') return whole;
  if (how === 'trailer') return `${whole}0\r\nX-Trailer: ${CANARY}\r\n\r\n`;
  if (how === 'bad-trailer') return `${whole}0\r\nX-Trailer: a\0${CANARY}\r\n\r\n`;
  return `${size(body)}\n${body}\n0\n\n`;
}

const LENGTHS = ['exact', 'exact', 'none', 'short', 'long', 'chunked'] as const;

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  form: fc.constantFrom(...TARGET_FORMS),
  method: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...METHODS) }, fc.constantFrom(...ODD_METHODS)),
  version: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...VERSIONS) },
    fc.constantFrom(...ODD_VERSIONS),
  ),
  host: fc.constantFrom(true, true, true, false),
  fields: fc.oneof(
    { weight: 2, arbitrary: fc.constant([]) },
    { weight: 3, arbitrary: fc.array(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 3 }) },
  ),
  many: fc.constantFrom(0, 0, 0, 0, 300),
  body: fc.constantFrom(...BODIES),
  length: fc.constantFrom(...LENGTHS),
  chunking: fc.constantFrom(...CHUNKINGS),
  eol: fc.constantFrom('\r\n', '\r\n', '\r\n', '\r\n', '\r\n', '\n'),
});
type Drawn = typeof request extends fc.Arbitrary<infer T> ? T : never;

/** One request's bytes, as latin1 text (each character one byte: `\u00ff` is the byte 0xff, not UTF-8). */
function bytesOf(r: Drawn): string {
  const lines = [`${r.method} ${targetOf(r.form, r.route.path)} ${r.version}`.trimEnd()];
  if (r.host) lines.push('Host: 127.0.0.1');
  lines.push(...r.fields);
  for (let i = 0; i < r.many; i++) lines.push(`X-Many-${i}: ${i}`);
  const n = Buffer.byteLength(r.body, 'latin1');
  if (r.length === 'exact') lines.push(`Content-Length: ${n}`);
  else if (r.length === 'short') lines.push(`Content-Length: ${Math.max(0, n - 3)}`);
  else if (r.length === 'long') lines.push(`Content-Length: ${n + 40}`);
  else if (r.length === 'chunked') lines.push('Transfer-Encoding: chunked');
  const body = r.length === 'chunked' ? chunked(r.body, r.chunking) : r.body;
  return `${lines.join(r.eol)}${r.eol}${r.eol}${body}`;
}

/** The HTTP/2 connection preface and a SETTINGS frame, then a HEADERS frame: a client that skipped h2c. */
const H2_PREFACE = `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\u0000\u0000\u0000\u0004\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0010\u0001\u0004\u0000\u0000\u0000\u0001${CANARY}`;

const connection = fc.record({
  requests: fc.array(request, { minLength: 1, maxLength: 3 }),
  h2: fc.constantFrom(false, false, false, false, false, true),
  /** How the bytes go out: at once, or cut into pieces sent apart (a slow sender). */
  pieces: fc.constantFrom(1, 1, 1, 2, 5),
  gapMs: fc.constantFrom(10, 60, 400),
  halfClose: fc.boolean(),
});
type Conn = typeof connection extends fc.Arbitrary<infer T> ? T : never;

interface Parsed {
  status: number;
  headers: Map<string, string[]>;
  body: string;
  /** A HEAD's answer: its fields only. */
  headOnly: boolean;
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FIELD_VALUE = /^[\t\u0020-\u007e]*$/;

/**
 * The bytes of a connection read as a client reads responses, strictly: each a status line, fields, the
 * blank line and a body framed by Content-Length or chunked; a HEAD's answer (headOk) may carry no body. Any
 * byte that does not fit fails the test, as would a body that is neither framed nor the connection's last.
 */
function parseResponses(text: string, closed: boolean, headOk: boolean): Parsed[] {
  const out: Parsed[] = [];
  let at = 0;
  while (at < text.length) {
    const headEnd = text.indexOf('\r\n\r\n', at);
    assert.ok(headEnd >= 0, `a response head without its end: ${JSON.stringify(text.slice(at, at + 200))}`);
    const lines = text.slice(at, headEnd).split('\r\n');
    const statusLine = /^HTTP\/1\.1 ([1-5]\d\d) [\x20-\x7e]*$/.exec(lines[0]!);
    assert.ok(statusLine, `not a status line: ${JSON.stringify(lines[0]!.slice(0, 120))}`);
    const headers = new Map<string, string[]>();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      assert.ok(colon > 0, `a header line without a name: ${JSON.stringify(line.slice(0, 120))}`);
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      assert.match(name, TOKEN, `a header name that is no token: ${JSON.stringify(name)}`);
      assert.match(value, FIELD_VALUE, `a header value with a control byte: ${JSON.stringify(value)}`);
      headers.set(name, [...(headers.get(name) ?? []), value]);
    }
    const status = Number(statusLine[1]);
    at = headEnd + 4;
    const length = headers.get('content-length');
    const coding = headers.get('transfer-encoding');
    assert.ok(!(length && coding), 'a response framed both by Content-Length and Transfer-Encoding');
    assert.ok((length?.length ?? 0) <= 1, 'a response with two Content-Length fields');
    let body = '';
    let headOnly = false;
    if (status < 200 || status === 204 || status === 304) {
      // no body
    } else if (headOk && (at === text.length || text.startsWith('HTTP/1.1 ', at))) {
      headOnly = true;
    } else if (length) {
      assert.match(length[0]!, /^\d+$/, 'a Content-Length that is no number');
      const n = Number(length[0]);
      assert.ok(at + n <= text.length, `a body cut short: ${n} declared, ${text.length - at} sent`);
      body = text.slice(at, at + n);
      at += n;
    } else if (coding) {
      assert.deepEqual(coding, ['chunked'], 'a transfer coding other than chunked');
      for (;;) {
        const eol = text.indexOf('\r\n', at);
        assert.ok(eol >= 0, 'a chunk size line cut short');
        const size = Number.parseInt(text.slice(at, eol), 16);
        assert.match(text.slice(at, eol), /^[0-9a-f]+$/i, 'a chunk size that is no hex number');
        at = eol + 2;
        if (size === 0) {
          assert.equal(text.slice(at, at + 2), '\r\n', 'trailers or bytes after the last chunk');
          at += 2;
          break;
        }
        body += text.slice(at, at + size);
        assert.equal(text.slice(at + size, at + size + 2), '\r\n', 'a chunk without its CRLF');
        at += size + 2;
      }
    } else {
      // Read to the close: allowed on the connection's last response only.
      assert.ok(closed, 'an unframed body on a connection left open');
      body = text.slice(at);
      at = text.length;
    }
    out.push({ status, headers, body, headOnly });
  }
  return out;
}

const ALLOWED_5XX = new Set(['pipeline_full', 'gateway_busy']);

/** The error body's shape, or what is wrong with it. */
function shapeOf(body: unknown): Shape | 'neutral' | string {
  if (typeof body !== 'object' || body === null) return 'not an object';
  const b = body as Record<string, unknown>;
  const e = b.error as Record<string, unknown> | undefined;
  if (typeof e !== 'object' || e === null || typeof e.message !== 'string') return 'no error.message';
  const keys = Object.keys(b).sort().join(',');
  const ekeys = Object.keys(e).sort().join(',');
  if (keys === 'error,id,jsonrpc' && b.jsonrpc === '2.0' && b.id === null && typeof e.code === 'number') {
    const data = e.data as { code?: unknown } | undefined;
    return ekeys === 'code,data,message' && typeof data?.code === 'string' ? 'jsonrpc' : `jsonrpc ${ekeys}`;
  }
  if (keys === 'error' && ekeys === 'code,message,type') return 'openai';
  if (keys === 'error,type' && b.type === 'error' && ekeys === 'message,type') return 'anthropic';
  if (keys === 'error,type' && b.type === 'error' && ekeys === 'code,message,type') return 'neutral';
  return `keys ${keys} / ${ekeys}`;
}

/** Whether gate can read a request line from these bytes: a method it parses, a target, a version. */
function readableLine(r: Drawn): boolean {
  return METHODS.includes(r.method) && VERSIONS.includes(r.version) && r.eol === '\r\n';
}

test('generated keyless connections: whole HTTP/1.1 answers in the route shape, nothing echoed, nothing past the key', async () => {
  let cases = 0;
  const seen = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(connection, async (c: Conn) => {
      cases++;
      const text = (c.h2 ? H2_PREFACE : '') + c.requests.map(bytesOf).join('');
      const bytes = Buffer.from(text, 'latin1');
      const parts: Buffer[] = [];
      const step = Math.ceil(bytes.length / c.pieces);
      for (let i = 0; i < bytes.length; i += step) parts.push(bytes.subarray(i, i + step));
      const answer = await rawExchange(port(), parts, {
        gapMs: c.gapMs,
        halfClose: c.halfClose,
        waitMs: 5000,
      });
      const what = `case ${cases}: ${c.requests.length} request(s), ${c.pieces} piece(s), h2 ${c.h2}`;
      assert.equal(gate.child.exitCode, null, `gate exited: ${what}`);
      const headOk = c.requests.some((r) => r.method === 'HEAD');
      const responses = parseResponses(answer.text, answer.closed, headOk);
      assert.ok(
        answer.closed || responses.length > 0,
        `no answer and the connection held open past the wait: ${what}`,
      );
      assert.ok(!answer.text.includes(CANARY), `the request's bytes came back: ${what}`);
      assert.doesNotMatch(answer.text, /\n\s+at |node:internal|\.[jt]s:\d+|Error:/, `a stack: ${what}`);
      const first = c.requests[0]!;
      // The first answer belongs to the first request when its line is readable and nothing came before it.
      const firstRoute =
        !c.h2 && readableLine(first) && first.fields.length === 0 && first.many === 0
          ? pathOf(first.form, first.route.path)
          : undefined;
      for (const [i, res] of responses.entries()) {
        seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
        assert.notEqual(res.status, 100, `100 Continue to a peer without the key: ${what}`);
        const isPublic = ROUTES.some((r) => r.public && c.requests.some((q) => q.route === r));
        if (res.status < 300) {
          assert.ok(isPublic, `${res.status} to a peer without the key off the public routes: ${what}`);
          continue;
        }
        assert.equal(res.headers.get('content-type')?.[0], 'application/json', `${res.status}: ${what}`);
        if (res.headOnly) continue;
        let body: unknown;
        assert.doesNotThrow(() => {
          body = JSON.parse(res.body);
        }, `a body that is not JSON on ${res.status}: ${what}`);
        const shape = shapeOf(body);
        assert.ok(
          ['openai', 'anthropic', 'jsonrpc', 'neutral'].includes(shape),
          `${res.status}: ${shape}: ${what}`,
        );
        if (res.status >= 500) {
          const code =
            shape === 'jsonrpc'
              ? (body as { error: { data: { code: string } } }).error.data.code
              : (body as { error: { code: string } }).error.code;
          assert.ok(ALLOWED_5XX.has(code), `${res.status} ${code}: ${what}`);
        }
        if (i === 0 && firstRoute !== undefined) {
          const want = ROUTES.find((r) => r.path === firstRoute)!.shape;
          // A route's shape, or the neutral body (both an OpenAI and an Anthropic error) where gate read no route.
          const fits = shape === want || (shape === 'neutral' && want !== 'jsonrpc');
          assert.ok(fits, `${firstRoute} answered ${res.status} in ${shape}, not ${want}: ${what}`);
        }
      }
      const health = await fetch(`${gate.url}/healthz`);
      assert.equal(health.status, 200, `/healthz after ${what}`);
      await health.arrayBuffer();
    }),
    { numRuns: RUNS, includeErrorInReport: true },
  );
  await fake.settled();
  assert.equal(fake.received.length, 0, 'a request reached the provider without the key');
  const rows = existsSync(journal) ? readFileSync(journal, 'utf8').trim() : '';
  assert.equal(rows, '', 'the journal holds a row of a keyless request');
  assert.ok(
    !gate.stdout().includes(CANARY) && !gate.stderr().includes(CANARY),
    "the log holds the request's bytes",
  );
  process.stderr.write(`# ${cases} keyless connections; statuses ${JSON.stringify([...seen].sort())}\n`);
});
