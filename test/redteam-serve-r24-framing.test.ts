// Red team, round 24: HTTP framing before auth, fuzzed against the real `gate serve` with a client key
// required (raw node:net). Request smuggling shapes (Transfer-Encoding beside Content-Length, duplicated and
// obfuscated Transfer-Encoding, chunk extensions, bad chunk sizes), a keyless request pipelined behind a
// keyed one, absolute-form and `%`-encoded or `..` targets, HTTP/1.0, Expect, header floods. The property:
// the process lives, never a 5xx other than 503 busy, every answer is a status line with a JSON error body
// in the two-shape or route shape (or a clean close), and no request without the key reaches the upstream
// (docs/operations.md, "Limits and shutdown", "Codings and framing"). Then many connections at once, with
// gate's memory measured.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { test } from 'node:test';
import fc from 'fast-check';
import { proxiedGate } from './helpers/proxied-gate.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = 'gate-r24-framing-key-0123456789abcdef';
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 80);
const HANG_MS = 60_000;
const BODY = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'r24-framing-marker' }] });

const pair = proxiedGate(
  'openai',
  ['--require-key-env', 'GATE_R24_FRAMING_KEY', '--request-timeout-ms', '2000'],
  { GATE_R24_FRAMING_KEY: KEY },
);
const port = () => Number(new URL(pair.gate.url).port);

const targets = fc.constantFrom(
  '/v1/chat/completions',
  'http://127.0.0.1/v1/chat/completions',
  '/v1/%63hat/completions',
  '/v1/chat/../chat/completions',
  '/v1/gate/../chat/completions',
  '/healthz/../v1/chat/completions',
  '/%2e%2e/v1/chat/completions',
  '//v1/chat/completions',
  `/v1/chat/completions?key=${KEY}`,
  '/v1/chat/completions;x',
  '*',
);
const versions = fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/1.2', 'HTTP/2.0', 'http/1.1');
/** How the body is framed: each a set of header lines and the bytes after the head. */
const framings = fc.constantFrom(
  'length',
  'chunked',
  'te+cl',
  'cl+te',
  'te twice',
  'te obfuscated',
  'te tab',
  'te folded',
  'chunk extension',
  'chunk size negative',
  'chunk size hex prefix',
  'chunk size huge',
  'chunk size short',
  'cl twice differing',
  'cl plus sign',
  'no length',
);
const extras = fc.constantFrom<string[]>(
  [],
  ['expect: 100-continue'],
  ['expect: 100-continue, x'],
  ['content-encoding: gzip'],
  Array.from({ length: 300 }, (_, i) => `x-flood-${i}: ${i}`),
  [`x-big: ${'a'.repeat(20_000)}`],
  [`authorization: Bearer ${'k'.repeat(9000)}`],
  ['authorization: bearer', 'x-api-key:'],
  [`authorization: Basic ${Buffer.from(`u:${KEY}`).toString('base64')}`],
  [`proxy-authorization: Bearer ${KEY}`],
  [`cookie: key=${KEY}`],
);

function frame(kind: string): { lines: string[]; body: string } {
  const n = Buffer.byteLength(BODY);
  const chunked = `${n.toString(16)}\r\n${BODY}\r\n0\r\n\r\n`;
  switch (kind) {
    case 'length':
      return { lines: [`content-length: ${n}`], body: BODY };
    case 'chunked':
      return { lines: ['transfer-encoding: chunked'], body: chunked };
    case 'te+cl':
      return { lines: ['transfer-encoding: chunked', 'content-length: 4'], body: chunked };
    case 'cl+te':
      return { lines: [`content-length: ${n}`, 'transfer-encoding: chunked'], body: chunked };
    case 'te twice':
      return { lines: ['transfer-encoding: chunked', 'transfer-encoding: identity'], body: chunked };
    case 'te obfuscated':
      return { lines: ['transfer-encoding: xchunked', `content-length: ${n}`], body: BODY };
    case 'te tab':
      return { lines: ['transfer-encoding:\tchunked'], body: chunked };
    case 'te folded':
      return { lines: ['transfer-encoding:', ' chunked', `content-length: ${n}`], body: chunked };
    case 'chunk extension':
      return {
        lines: ['transfer-encoding: chunked'],
        body: `${n.toString(16)};a="b\r\n"\r\n${BODY}\r\n0\r\n\r\n`,
      };
    case 'chunk size negative':
      return { lines: ['transfer-encoding: chunked'], body: `-1\r\n${BODY}\r\n0\r\n\r\n` };
    case 'chunk size hex prefix':
      return { lines: ['transfer-encoding: chunked'], body: `0x${n.toString(16)}\r\n${BODY}\r\n0\r\n\r\n` };
    case 'chunk size huge':
      return { lines: ['transfer-encoding: chunked'], body: `ffffffffffffffffff\r\n${BODY}\r\n0\r\n\r\n` };
    case 'chunk size short':
      return { lines: ['transfer-encoding: chunked'], body: `2\r\n${BODY}\r\n0\r\n\r\n` };
    case 'cl twice differing':
      return { lines: [`content-length: ${n}`, 'content-length: 2'], body: BODY };
    case 'cl plus sign':
      return { lines: [`content-length: +${n}`], body: BODY };
    default:
      return { lines: [], body: BODY };
  }
}

const STATUS = /^HTTP\/1\.[01] (\d{3}) /;

test('framing fuzzed before auth: never 5xx, answers in shape, nothing keyless reaches the upstream', async () => {
  await fc.assert(
    fc.asyncProperty(
      targets,
      versions,
      framings,
      extras,
      fc.boolean(),
      async (target, version, framing, extra, pipelineKeyed) => {
        const { lines, body } = frame(framing);
        const head = [
          `POST ${target} ${version}`,
          'host: 127.0.0.1',
          'content-type: application/json',
          ...extra,
          ...lines,
          'connection: close',
        ];
        let bytes = `${head.join('\r\n')}\r\n\r\n${body}`;
        // A keyed request first, then the keyless one smuggled behind it on the same connection.
        if (pipelineKeyed)
          bytes = `GET /healthz HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${KEY}\r\n\r\n${bytes}`;
        const before = pair.fake.received.length;
        const got = await rawExchange(port(), bytes, { waitMs: HANG_MS });
        const what = `${head.slice(0, 3).join(' | ')} ${framing} ${extra.length} extra, pipelined=${pipelineKeyed}`;
        assert.ok(got.closed, `no close in ${HANG_MS} ms: ${what}`);
        assert.equal(pair.fake.received.length, before, `a keyless request reached the upstream: ${what}`);
        for (const status of got.statuses) assert.ok(status < 500 || status === 503, `${status}: ${what}`);
        // The keyed health probe may be 200; the keyless request never is.
        const ok = got.statuses.filter((s) => s === 200).length;
        assert.ok(ok <= (pipelineKeyed ? 1 : 0), `200 without the key: ${got.statuses} ${what}`);
        assert.doesNotMatch(got.text, /\n\s+at .+:\d+:\d+/, 'no stack trace');
        assert.ok(!got.text.includes(KEY), 'the key is never echoed');
        // Every answer's body (after its head) is JSON with an error message.
        for (const part of got.text.split(/(?=HTTP\/1\.[01] \d{3} )/)) {
          const m = STATUS.exec(part);
          if (!m || m[1] === '100' || m[1] === '200') continue;
          const at = part.indexOf('\r\n\r\n');
          const json = JSON.parse(part.slice(at + 4)) as { error?: { message?: unknown } };
          assert.equal(typeof json.error?.message, 'string', `${m[1]} body in shape: ${what}`);
        }
      },
    ),
    { numRuns: RUNS },
  );
  assert.equal(pair.gate.child.exitCode, null, 'gate lives');
  const log = pair.gate.stderr() + pair.gate.stdout();
  assert.ok(!log.includes('r24-framing-marker') && !log.includes(KEY), 'no body bytes or key in the log');
  assert.doesNotMatch(log, /\n\s+at .+:\d+:\d+/, 'no stack trace in the log');
});

test('a thousand connections at once, each a head trickled: bounded memory, gate serves after', async () => {
  const rssKb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pair.gate.child.pid}/status`, 'utf8'))?.[1]);
  const before = rssKb();
  const sockets: Socket[] = [];
  let refused = 0;
  await Promise.all(
    Array.from(
      { length: 1000 },
      () =>
        new Promise<void>((resolve) => {
          const s = connect(port(), '127.0.0.1', () => {
            s.write(`POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\nx-slow: `);
            resolve();
          });
          s.on('error', () => resolve());
          s.on('close', () => refused++);
          sockets.push(s);
        }),
    ),
  );
  await new Promise((r) => setTimeout(r, 500));
  const during = rssKb();
  process.stderr.write(
    `# 1000 connections: RSS ${Math.round(before / 1024)} -> ${Math.round(during / 1024)} MB, ${refused} closed by gate\n`,
  );
  assert.ok(during - before < 64 * 1024, `RSS grew ${during - before} kB`);
  for (const s of sockets) s.destroy();
  await new Promise((r) => setTimeout(r, 300));
  const res = await fetch(`${pair.gate.url}/healthz`);
  assert.equal(res.status, 200);
  assert.equal(pair.gate.child.exitCode, null, 'gate lives');
});
