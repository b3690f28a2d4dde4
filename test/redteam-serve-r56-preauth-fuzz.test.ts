// Red team, round 56 (docs/floor.md, "Round 56 (redteam-r56)"): requests a peer without the key can send
// `gate serve`, drawn by fast-check from pieces of the HTTP/1.1 grammar and its abuses (methods, targets,
// versions, header names and values with NUL, a bare CR, obs-fold, UTF-8, many headers, Authorization
// and x-api-key wrong in every way, Content-Length and Transfer-Encoding oddities, bodies), against the
// real process. Each request is answered at most once (bytes past a declared body are a second request)
// and not admitted (no 2xx off /healthz), within the wait
// (no hang), never echoing the request's bytes or a stack trace; /healthz answers after each and the
// process lives.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = 'gate-r56-preauth-key-7c1e9a0b';
const CANARY = 'CANARY-r56-pre-31d9';
const JSON_BODY = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: CANARY }] });

let gate: GateProcess;
const port = () => Number(new URL(gate.url).port);

before(async () => {
  gate = await startGate(
    [
      '--base-url',
      'http://127.0.0.1:9',
      '--provider',
      'openai',
      '--require-key-env',
      'GATE_R56_KEY',
      '--request-timeout-ms',
      '1500',
    ],
    { env: { GATE_R56_KEY: KEY } },
  );
});
after(async () => {
  await gate.stop();
});

const METHODS = [
  'POST',
  'GET',
  'PUT',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PATCH',
  'TRACE',
  'post',
  'P\0ST',
  'PO ST',
  `${'M'.repeat(300)}`,
  'PRI',
];
const TARGETS = [
  '/v1/chat/completions',
  '/v1/messages',
  '/v1/responses',
  '/mcp',
  '/metrics',
  '*',
  '//v1/messages',
  '/v1/messages?x=1',
  '/v1/messages#f',
  '/%ZZ',
  '/v1/%6dessages',
  '/v1/messages/../chat/completions',
  '/\u00e9',
  `/v1/messages?${CANARY}`,
  'http://127.0.0.1/v1/messages',
  '',
];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/0.9', 'http/1.1', 'HTTP/1.1 x', 'HTTP/1.10', ''];
const HEADERS = [
  'Host: 127.0.0.1',
  'Host: 127.0.0.1',
  'Host: a, b',
  `Authorization: Bearer ${CANARY}`,
  'Authorization: Bearer',
  'Authorization: ',
  `Authorization: Basic ${Buffer.from(`x:${CANARY}`).toString('base64')}`,
  `Authorization: Bearer ${KEY.slice(0, -1)}`,
  `Authorization: Bearer ${KEY}x`,
  `Authorization: bearer\t${KEY.toUpperCase()}`,
  `x-api-key: ${CANARY}`,
  'x-api-key:',
  `Authorization: Bearer ${KEY.slice(0, 8)}\0${KEY.slice(8)}`,
  'Content-Type: application/json',
  'Content-Type: text/plain; charset=utf-16',
  'Content-Type: application/json; charset=x-unknown',
  'Content-Encoding: gzip',
  'Content-Encoding: br, gzip, deflate',
  'Content-Length: 0',
  'Content-Length: -1',
  'Content-Length: +5',
  'Content-Length: 0x10',
  'Content-Length: 5, 6',
  'Content-Length: 99999999999999999999',
  'Transfer-Encoding: chunked',
  'Transfer-Encoding: gzip, chunked',
  'Transfer-Encoding: xchunked',
  'Expect: 100-continue',
  'Expect: 200-ok',
  'Connection: upgrade\r\nUpgrade: websocket',
  'Connection: keep-alive, close',
  'X-Folded: a\r\n b',
  `X-\u00e9: ${CANARY}`,
  `X-Nul: a\0${CANARY}`,
  `X-Cr: a\r${CANARY}`,
  ': empty-name',
  'No-Colon',
  ` Leading-Space: ${CANARY}`,
  `X-Long: ${'v'.repeat(20_000)}`,
  'Proxy-Authorization: Basic eDp5',
  'Forwarded: for=127.0.0.1',
  'X-Forwarded-For: 127.0.0.1',
];
const BODIES = [
  '',
  JSON_BODY,
  `${JSON_BODY}${JSON_BODY}`,
  `{"model":"m","messages":[{"role":"user","content":"${CANARY}"`,
  '0\r\n\r\n',
  `5\r\nhello\r\n0\r\n\r\n`,
  `\u0000${CANARY}`,
  '\ufeff{}',
  `${'['.repeat(10_000)}`,
];

const request = fc.record({
  method: fc.constantFrom(...METHODS),
  target: fc.constantFrom(...TARGETS),
  version: fc.constantFrom(...VERSIONS),
  headers: fc.array(fc.constantFrom(...HEADERS), { maxLength: 6 }),
  many: fc.constantFrom(0, 0, 0, 150),
  body: fc.constantFrom(...BODIES),
  length: fc.constantFrom('exact', 'none', 'short', 'long'),
  eol: fc.constantFrom('\r\n', '\r\n', '\n'),
});

type Drawn = typeof request extends fc.Arbitrary<infer T> ? T : never;

function bytesOf(r: Drawn): string {
  const lines = [`${r.method} ${r.target} ${r.version}`.trimEnd(), ...r.headers];
  for (let i = 0; i < r.many; i++) lines.push(`X-Many-${i}: ${i}`);
  const n = Buffer.byteLength(r.body);
  if (r.length === 'exact') lines.push(`Content-Length: ${n}`);
  else if (r.length === 'short') lines.push(`Content-Length: ${Math.max(0, n - 3)}`);
  else if (r.length === 'long') lines.push(`Content-Length: ${n + 40}`);
  return `${lines.join(r.eol)}${r.eol}${r.eol}${r.body}`;
}

test('generated unauthenticated requests: one answer at most, none admitted, nothing echoed, gate lives', async () => {
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const bytes = bytesOf(r);
      const a = await rawExchange(port(), Buffer.from(bytes, 'utf8'), { waitMs: 6000 });
      const final = a.statuses.filter((s) => s !== 100);
      const said = JSON.stringify(bytes.slice(0, 200));
      // Bytes past the body a head declares (a short or missing length, a framing header drawn) are the
      // next request on the connection, answered on its own: one answer a request, two requests at most.
      const framed =
        r.length === 'exact' && !r.headers.some((h) => /^(?:content-length|transfer-encoding)/i.test(h));
      assert.ok(final.length <= (framed ? 1 : 2), `${final.length} answers: ${said}`);
      assert.ok(a.closed || final.length === 1, `no answer and the connection held open: ${said}`);
      for (const s of final) assert.ok(s < 200 || s >= 300, `admitted with ${s}: ${said}`);
      assert.ok(!a.text.includes(CANARY), `the request's bytes echoed: ${said}`);
      assert.doesNotMatch(a.text, /\n\s+at |node:internal|\.js:\d+/, `a stack trace: ${said}`);
      assert.equal(gate.child.exitCode, null, `gate exited after ${said}`);
    }),
    { numRuns: runsOf(40, 600) },
  );
  assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
});
