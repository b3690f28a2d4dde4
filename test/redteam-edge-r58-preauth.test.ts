// Round 58 (edge-r58; docs/wires.md, "Round 58 (edge-r58)"): raw HTTP from a peer without the key, drawn by
// fast-check, against the real `gate serve --require-key-env`: what round 56's pre-auth fuzz
// (test/redteam-serve-r56-preauth-fuzz.test.ts) drew, plus bodies that arrive slowly, garbage pipelined
// behind a request, bytes that are not UTF-8 anywhere in the head or body, and chunked framing errors. Each
// answer is a clean 4xx (never a 2xx, never a 5xx, never a stack), the process lives, and nothing gate
// writes (stdout's access log, stderr, the journal) holds a byte of the request.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = 'gate-r58-preauth-key-5d2f';
const CANARY = 'CANARYr58pre';
const ROUTES = ['/v1/chat/completions', '/v1/messages', '/v1/responses', '/mcp', '/metrics', '/debug/vars'];

let gate: GateProcess;
let dir: string;
const port = () => Number(new URL(gate.url).port);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gate-edge-r58-pre-'));
  gate = await startGate(
    [
      '--base-url',
      'http://127.0.0.1:9',
      '--provider',
      'openai',
      '--require-key-env',
      'GATE_R58_KEY',
      '--request-timeout-ms',
      '1500',
    ],
    { env: { GATE_R58_KEY: KEY, GATE_AUDIT_JOURNAL: join(dir, 'journal.jsonl') } },
  );
});
after(async () => {
  await gate?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const canary = Buffer.from(CANARY);
/** Bytes that are not UTF-8: a lone continuation, an overlong slash, a surrogate, a truncated sequence, 0xff. */
const notUtf8 = fc
  .constantFrom(
    [0x80],
    [0xc0, 0xaf],
    [0xed, 0xa0, 0x80],
    [0xe2, 0x82],
    [0xff, 0xfe],
    [0xf8, 0x88, 0x80, 0x80],
  )
  .map((b) => Buffer.concat([canary, Buffer.from(b), canary]));

/** A request line gate (or node:http) must refuse or route, never crash on. */
const requestLine = fc.oneof(
  fc.constantFrom(...ROUTES).map((r) => Buffer.from(`POST ${r}?${CANARY} HTTP/1.1`)),
  fc
    .constantFrom('GET', 'POST', 'BREW', 'P\tOST', 'GET GET')
    .map((m) => Buffer.from(`${m} /${CANARY} HTTP/1.1`)),
  notUtf8.map((b) => Buffer.concat([Buffer.from('POST /v1/'), b, Buffer.from(' HTTP/1.1')])),
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => Buffer.from(`${s}${CANARY}`, 'latin1')),
  fc.integer({ min: 9000, max: 70_000 }).map((n) => Buffer.from(`POST /${CANARY}${'a'.repeat(n)} HTTP/1.1`)),
);

/** Header lines: ordinary, not UTF-8, huge, many. */
const headerLines = fc.oneof(
  fc.constant([`Host: 127.0.0.1`, 'Content-Type: application/json'].map((h) => Buffer.from(h))),
  notUtf8.map((b) => [Buffer.from('Host: 127.0.0.1'), Buffer.concat([Buffer.from('X-Bad: '), b])]),
  notUtf8.map((b) => [
    Buffer.from('Host: 127.0.0.1'),
    Buffer.concat([Buffer.from('Authorization: Bearer '), b]),
  ]),
  fc
    .integer({ min: 17_000, max: 90_000 })
    .map((n) => [Buffer.from('Host: 127.0.0.1'), Buffer.from(`X-Huge: ${CANARY}${'h'.repeat(n)}`)]),
  fc
    .integer({ min: 100, max: 3000 })
    .map((n) => [
      Buffer.from('Host: 127.0.0.1'),
      ...Array.from({ length: n }, (_, i) => Buffer.from(`X-${i}: ${CANARY}`)),
    ]),
);

/** How the body is framed, and its bytes as the parts they arrive in (each part its own read). */
const framedBody = fc.oneof(
  // A body that arrives slowly, in several reads.
  fc.integer({ min: 2, max: 5 }).map((parts) => {
    const body = `{"model":"m","messages":[{"role":"user","content":"${CANARY}"}]}`;
    const step = Math.ceil(body.length / parts);
    const pieces = Array.from({ length: parts }, (_, i) => Buffer.from(body.slice(i * step, (i + 1) * step)));
    return { head: [Buffer.from(`Content-Length: ${body.length}`)], parts: pieces };
  }),
  // Declared longer than sent: the rest never comes.
  fc.constant({ head: [Buffer.from('Content-Length: 500')], parts: [Buffer.from(`{"a":"${CANARY}"`)] }),
  // Not UTF-8.
  notUtf8.map((b) => ({ head: [Buffer.from(`Content-Length: ${b.length}`)], parts: [b] })),
  // Chunked framing errors: a size that is no hex, a size past the data, a missing CRLF, an overflowing size,
  // a huge extension, garbage trailers, chunked with a length too.
  fc
    .constantFrom(
      `zz\r\n${CANARY}\r\n0\r\n\r\n`,
      `ff\r\n${CANARY}\r\n0\r\n\r\n`,
      `5\r\n${CANARY}0\r\n\r\n`,
      `ffffffffffffffffffff\r\n${CANARY}\r\n`,
      `5;${'e'.repeat(20_000)}\r\nhello\r\n0\r\n\r\n`,
      `5\r\nhello\r\n0\r\n${CANARY}\r\n\r\n`,
      `-5\r\nhello\r\n0\r\n\r\n`,
      `5\nhello\n0\n\n`,
      `0x5\r\nhello\r\n0\r\n\r\n`,
    )
    .chain((body) =>
      fc.constantFrom(
        { head: [Buffer.from('Transfer-Encoding: chunked')], parts: [Buffer.from(body)] },
        {
          head: [Buffer.from('Transfer-Encoding: chunked'), Buffer.from('Content-Length: 5')],
          parts: [Buffer.from(body)],
        },
        { head: [Buffer.from('Transfer-Encoding: chunked, identity')], parts: [Buffer.from(body)] },
      ),
    ),
);

/** Bytes pipelined behind the request: none, garbage, a second request with no key. */
const trailing = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.string({ unit: 'binary', maxLength: 80 }).map((s) => Buffer.from(`${s}${CANARY}\r\n\r\n`, 'latin1')),
  fc.constant(Buffer.from(`GET /metrics?${CANARY} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)),
  notUtf8.map((b) => Buffer.concat([b, Buffer.from('\r\n\r\n')])),
);

test('raw pre-auth requests (slow, pipelined, not UTF-8, chunked wrong): clean 4xx only, gate lives, no request byte logged', async () => {
  let answered = 0;
  await fc.assert(
    fc.asyncProperty(requestLine, headerLines, framedBody, trailing, async (line, headers, body, after) => {
      const head = Buffer.concat([
        line,
        Buffer.from('\r\n'),
        ...[...headers, ...body.head].flatMap((h) => [h, Buffer.from('\r\n')]),
        Buffer.from('\r\n'),
      ]);
      const parts = [head, ...body.parts, ...(after.length > 0 ? [after] : [])];
      const a = await rawExchange(port(), parts, { waitMs: 4000, gapMs: 40 });
      const final = a.statuses.filter((s) => s !== 100);
      const said = JSON.stringify(head.subarray(0, 120).toString('latin1'));
      for (const s of final) assert.ok(s >= 400 && s < 500, `answered ${s}: ${said}`);
      answered += final.length;
      assert.ok(a.closed || final.length >= 1, `no answer and the connection held open: ${said}`);
      assert.ok(!a.text.includes(CANARY), `the request's bytes echoed: ${said}`);
      assert.doesNotMatch(a.text, /\n\s+at |node:internal|\.js:\d+/, `a stack trace: ${said}`);
      assert.equal(gate.child.exitCode, null, `gate exited after ${said}`);
    }),
    { numRuns: runsOf(40, 400) },
  );
  assert.ok(answered > 0, 'the property saw answers');
  assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  // Nothing gate wrote holds a byte of what was sent: the access log, its stderr, the journal.
  await new Promise((r) => setTimeout(r, 300));
  let journal = '';
  try {
    journal = readFileSync(join(dir, 'journal.jsonl'), 'utf8');
  } catch {}
  for (const [name, text] of [
    ['stdout', gate.stdout()],
    ['stderr', gate.stderr()],
    ['journal', journal],
  ] as const)
    assert.ok(
      !text.includes(CANARY),
      `${name} holds request bytes: ${text.slice(text.indexOf(CANARY) - 200, text.indexOf(CANARY) + 50)}`,
    );
  // Any 4xx: a draw may hold no 400 or 401 (every refusal a 404 or 405, or node's parser's, which gate never sees).
  assert.match(gate.stdout(), /"status":4\d\d/, 'the access log recorded the refusals');
});
