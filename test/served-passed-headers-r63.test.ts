// Round 63 (perf-r63): the upstream headers gate passes to the client are handed to node:http as name, value
// pairs (wire/shared/headers.ts passClientHeaders), no longer an object read back with `for...in`, on the
// buffered answer and on a stream's head. What the client receives must not move: the passed fields in name
// order, repeats joined by ", ", a field the upstream's Connection names dropped, each before the wire's own
// fields. Generated upstream heads against a model of that rule, through a real `gate serve` (raw bytes for
// the order) and the official openai client (the values it reads).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import OpenAI from 'openai';
import type { GateProcess } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';
import { CHAT_OK, rawUpstreamGates } from './helpers/raw-upstream.js';

const CHUNK = JSON.stringify({
  id: 'c',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'm',
  choices: [{ index: 0, delta: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
});
const STREAM = `data: ${CHUNK}\n\ndata: [DONE]\n\n`;

/** The header lines the upstream's next answer carries after its content type, and whether it streams. */
let planned: [string, string][] = [];
let streamNext = false;

const gates = rawUpstreamGates((socket) => {
  const stream = streamNext;
  const body = stream ? STREAM : CHAT_OK;
  const lines = planned.map(([n, v]) => `${n}: ${v}\r\n`).join('');
  socket.write(
    `HTTP/1.1 200 OK\r\nContent-Type: ${stream ? 'text/event-stream' : 'application/json'}\r\n${lines}` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    'latin1',
  );
});

const PASSED = ['x-request-id', 'request-id', 'retry-after', 'openai-version', 'x-should-retry'];
const PREFIXED = ['x-ratelimit-limit-requests', 'x-ratelimit-remaining-tokens', 'anthropic-ratelimit-tokens'];
const OTHER = ['server', 'cf-ray', 'set-cookie', 'x-ratelimit', 'x-powered-by'];

/** A name as an upstream may spell it: lower case, upper case or capitalised. */
const spelt = fc
  .tuple(fc.constantFrom(...PASSED, ...PREFIXED, ...OTHER), fc.nat(2))
  .map(([n, c]) => [n, n.toUpperCase(), n.replace(/(^|-)[a-z]/g, (m) => m.toUpperCase())][c]!);
const value = fc.stringMatching(/^[a-z0-9_=]{1,12}$/);

/** What the rule passes: allow-listed names, lower case, repeats joined, Connection's names dropped, sorted. */
function expected(pairs: [string, string][], connectionNames: string[]): [string, string][] {
  const kept = new Map<string, string>();
  const passes = (n: string) =>
    PASSED.includes(n) || n.startsWith('x-ratelimit-') || n.startsWith('anthropic-ratelimit-');
  for (const [name, v] of pairs) {
    const n = name.toLowerCase();
    if (!passes(n) || connectionNames.includes(n)) continue;
    const before = kept.get(n);
    kept.set(n, before === undefined ? v : `${before}, ${v}`);
  }
  return [...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The answer head's pass-through lines in the order they came, and the index of its content type. */
function passedLines(text: string): { lines: [string, string][]; typeAt: number } {
  const head = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n').slice(1);
  const lines: [string, string][] = [];
  let typeAt = -1;
  for (const line of head) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).toLowerCase();
    if (name === 'content-type') typeAt = lines.length;
    if (PASSED.includes(name) || name.startsWith('x-ratelimit-') || name.startsWith('anthropic-ratelimit-'))
      lines.push([name, line.slice(at + 1).trim()]);
  }
  return { lines, typeAt };
}

function chatRequest(stream: boolean): string {
  const body = `{"model":"m","stream":${stream},"messages":[{"role":"user","content":"hi"}]}`;
  return (
    'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

const port = (gate: GateProcess) => Number(new URL(gate.url).port);

test('the passed headers reach the client in name order, joined and filtered, buffered and streamed (fast-check, raw)', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(spelt, value), { maxLength: 8 }),
      fc.subarray([...PASSED, ...PREFIXED]),
      fc.boolean(),
      async (pairs, named, stream) => {
        streamNext = stream;
        planned = named.length > 0 ? [['Connection', `keep-alive, ${named.join(' ,')}`], ...pairs] : pairs;
        const got = await rawExchange(port(gates.openai), chatRequest(stream), { waitMs: 5000 });
        assert.equal(got.statuses[0], 200, got.text.slice(0, 200));
        const { lines, typeAt } = passedLines(got.text);
        assert.deepEqual(lines, expected(pairs, named));
        // The passed fields come before the wire's own content type (sendText's and SseWriter.open's order).
        assert.equal(typeAt, lines.length);
      },
    ),
    { numRuns: 40 },
  );
});

test('the official openai client reads the passed headers of a buffered answer and of a stream', async () => {
  planned = [
    ['X-Request-Id', 'req_a'],
    ['x-ratelimit-remaining-requests', '7'],
    ['Server', 'up'],
    ['x-request-id', 'req_b'],
  ];
  const client = new OpenAI({ baseURL: `${gates.openai.url}/v1`, apiKey: 'k', maxRetries: 0 });
  streamNext = false;
  const buffered = await client.chat.completions
    .create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
    .withResponse();
  streamNext = true;
  const streamed = await client.chat.completions
    .create({ model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] })
    .withResponse();
  let text = '';
  for await (const chunk of streamed.data) text += chunk.choices[0]?.delta.content ?? '';
  assert.equal(text, 'ok');
  for (const response of [buffered.response, streamed.response]) {
    assert.equal(response.headers.get('x-request-id'), 'req_a, req_b');
    assert.equal(response.headers.get('x-ratelimit-remaining-requests'), '7');
    assert.equal(response.headers.get('server'), null);
  }
  assert.equal(streamed.response.headers.get('cache-control'), 'no-cache');
  assert.equal(streamed.response.headers.get('x-accel-buffering'), 'no');
});
