// Red team, round 63 (redteam2): the HTTP boundary and the names gate's answers echo (docs/errors.md,
// "Round 63 (redteam2-r63)"). Against the real process with a key, a journal and a fake upstream:
// 1. a fast-check family of raw requests, before and after the key step, mixing framing abuses (two
//    Content-Lengths, Content-Length with chunked, chunk extensions, chunk sizes with leading zeros or past
//    64 bits, obs-fold), header floods, HTTP/1.0 and absolute-form targets, methods gate does not serve, and
//    bodies past the limit, not UTF-8, with lone surrogates, deep or with `__proto__`, sent whole or slowly
//    (five parts over 2 s, past the request timeout): every answer below
//    500, every error body in its route's shape, no stack trace, no internal fault logged, and the next
//    client served;
// 2. a tool name with escapes, line breaks or past 128 characters is named in an answer (MCP errors,
//    `gate.verdicts`, the `[gate]` verdict note) and in gate's log by its recorded form, never as written.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { nameClass, shownToolName, undeclaredName } from '../src/kernel/tool-name.js';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';
import { bufferedAnswer, isWireError, requestFor, serveJson } from './helpers/upstream-answers.js';

const KEY = 'gate-r63-boundary-key-5d2f8e1a';
const CANARY = 'CANARY-r63-edge-8b4c';
const MAX_BODY = 8192;

let dir: string;
let fake: FakeUpstream;
let gate: GateProcess;
const port = () => Number(new URL(gate.url).port);

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gate-r63-boundary-'));
  writeFileSync(join(dir, 'policy.json'), JSON.stringify({ allow: ['Read'] }));
  fake = await startFakeUpstream({ record: false });
  gate = await startGate(
    [
      '--base-url',
      fake.baseUrl,
      '--provider',
      'openai',
      '--policy',
      join(dir, 'policy.json'),
      '--require-key-env',
      'GATE_R63_KEY',
      '--request-timeout-ms',
      '1500',
      '--max-body-bytes',
      String(MAX_BODY),
      '--verdict-note',
      'always',
    ],
    { env: { GATE_R63_KEY: KEY, GATE_AUDIT_JOURNAL: join(dir, 'audit.jsonl') } },
  );
});

after(async () => {
  await gate?.stop();
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

const TARGETS = [
  '/v1/chat/completions',
  '/v1/messages',
  '/v1/responses',
  '/mcp',
  '/healthz',
  '/metrics',
  '/v1/gate/approvals',
  '/v1/gate/events',
  '/v1/nope',
] as const;

/** The error shape a route answers in: Anthropic's on messages, JSON-RPC on MCP, OpenAI's elsewhere. */
function shapeOf(path: string): 'messages' | 'mcp' | 'chat' {
  if (path.startsWith('/v1/messages')) return 'messages';
  return path.startsWith('/mcp') ? 'mcp' : 'chat';
}

function isShaped(path: string, body: unknown): boolean {
  const shape = shapeOf(path);
  if (shape !== 'mcp') return isWireError(shape, body);
  const b = body as { jsonrpc?: unknown; error?: { code?: unknown; message?: unknown } };
  return b?.jsonrpc === '2.0' && typeof b.error?.code === 'number' && typeof b.error.message === 'string';
}

const chatBody = (content: string) => `{"model":"m","messages":[{"role":"user","content":"${content}"}]}`;

/** Bodies as bytes: valid, not UTF-8, lone surrogates (escaped and as CESU bytes), deep, planted names, large. */
const BODIES: readonly Buffer[] = [
  Buffer.from(chatBody(CANARY)),
  Buffer.concat([Buffer.from(chatBody('a')).subarray(0, 40), Buffer.from([0xc0, 0xa2, 0xff, 0xfe])]),
  Buffer.from(chatBody(`x\\ud800${CANARY}`)),
  Buffer.concat([
    Buffer.from('{"model":"m","messages":[{"role":"user","content":"'),
    Buffer.from([0xed, 0xa0, 0x80]),
    Buffer.from('"}]}'),
  ]),
  Buffer.from(`{"model":"m","messages":${'['.repeat(400)}${']'.repeat(400)}}`),
  Buffer.from(`{"__proto__":{"admin":true},"constructor":{"prototype":{}},${chatBody('p').slice(1)}`),
  Buffer.from(`{"model":"m","model":"n","messages":[]}`),
  Buffer.from(chatBody('b'.repeat(MAX_BODY))),
  Buffer.from(''),
  Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"__proto__":{"x":1}}}'),
];

const request = fc.record({
  method: fc.constantFrom('POST', 'POST', 'GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'BREW', 'PROPFIND'),
  target: fc.constantFrom(...TARGETS),
  absolute: fc.boolean(),
  version: fc.constantFrom('HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0'),
  auth: fc.constantFrom('none', 'bearer', 'x-api-key', 'wrong'),
  framing: fc.constantFrom(
    'length',
    'length',
    'none',
    'two-lengths-same',
    'two-lengths-differ',
    'length-and-chunked',
    'chunked',
    'chunked-extensions',
    'chunked-leading-zeros',
    'chunked-overflow',
    'chunked-bad-size',
    'length-past-body',
    'length-obs-fold',
  ),
  flood: fc.constantFrom(0, 0, 0, 120, 2000),
  longHeader: fc.constantFrom(0, 0, 9000, 20_000),
  body: fc.nat({ max: BODIES.length - 1 }),
  pipelined: fc.boolean(),
  // Sent in five parts 500 ms apart: 2 s, past the 1.5 s --request-timeout-ms (a slowloris).
  slow: fc.constantFrom(false, false, false, true),
});
type Drawn = typeof request extends fc.Arbitrary<infer T> ? T : never;

function chunked(body: Buffer, how: Drawn['framing']): Buffer {
  const size = body.length.toString(16);
  const head =
    how === 'chunked-extensions'
      ? `${size};ext="a";b=c\r\n`
      : how === 'chunked-leading-zeros'
        ? `000000000000${size}\r\n`
        : how === 'chunked-overflow'
          ? `ffffffffffffffffff${size}\r\n`
          : how === 'chunked-bad-size'
            ? `${size}x\r\n`
            : `${size}\r\n`;
  return Buffer.concat([Buffer.from(head), body, Buffer.from('\r\n0\r\n\r\n')]);
}

function bytesOf(r: Drawn): Buffer {
  const body = BODIES[r.body]!;
  const target = r.absolute ? `http://127.0.0.1:${port()}${r.target}` : r.target;
  const lines = [`${r.method} ${target} ${r.version}`, `Host: 127.0.0.1:${port()}`];
  if (r.auth === 'bearer') lines.push(`Authorization: Bearer ${KEY}`);
  else if (r.auth === 'x-api-key') lines.push(`x-api-key: ${KEY}`);
  else if (r.auth === 'wrong') lines.push(`Authorization: Bearer ${CANARY}`);
  lines.push('Content-Type: application/json', 'Accept: application/json, text/event-stream');
  for (let i = 0; i < r.flood; i++) lines.push(`X-Flood-${i}: ${i}`);
  if (r.longHeader > 0) lines.push(`X-Long: ${'v'.repeat(r.longHeader)}`);
  let payload = body;
  const n = body.length;
  switch (r.framing) {
    case 'length':
      lines.push(`Content-Length: ${n}`);
      break;
    case 'two-lengths-same':
      lines.push(`Content-Length: ${n}`, `Content-Length: ${n}`);
      break;
    case 'two-lengths-differ':
      lines.push(`Content-Length: ${n}`, `Content-Length: ${n + 5}`);
      break;
    case 'length-and-chunked':
      lines.push(`Content-Length: ${n}`, 'Transfer-Encoding: chunked');
      payload = chunked(body, 'chunked');
      break;
    case 'length-past-body':
      lines.push(`Content-Length: ${n + 64}`);
      break;
    case 'length-obs-fold':
      lines.push(`X-Folded: a`, ` Content-Length: ${n}`, `Content-Length: ${n}`);
      break;
    case 'none':
      break;
    default:
      lines.push('Transfer-Encoding: chunked');
      payload = chunked(body, r.framing);
  }
  const one = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
  if (!r.pipelined) return one;
  const next = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\n\r\n`;
  return Buffer.concat([one, Buffer.from(next)]);
}

/** Each response in a raw answer: its status and its body when it is JSON with a Content-Length. */
function responsesOf(text: string): { status: number; body: unknown }[] {
  const out: { status: number; body: unknown }[] = [];
  const re = /HTTP\/1\.[01] (\d{3}) [^\r\n]*\r\n([\s\S]*?)\r\n\r\n/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const length = /(?:^|\r\n)content-length: *(\d+)/i.exec(m[2]!);
    const json = /(?:^|\r\n)content-type: *application\/json/i.test(m[2]!);
    let body: unknown;
    if (length && json) {
      const raw = text.slice(re.lastIndex, re.lastIndex + Number(length[1]));
      try {
        body = JSON.parse(Buffer.from(raw, 'latin1').toString('utf8'));
      } catch {
        body = raw;
      }
      re.lastIndex += Number(length[1]);
    }
    out.push({ status: Number(m[1]), body });
  }
  return out;
}

const INTERNAL_LOGGED = /internal fault|"level":(?:50|60)|\n\s+at |uncaught|unhandled/i;

test('raw requests before and after the key: answered below 500 in the route shape, nothing logged as a fault, the next client served', async () => {
  fake.setDefault(serveJson(bufferedAnswer('chat', [])));
  const before = gate.stderr().length;
  await fc.assert(
    fc.asyncProperty(request, async (r) => {
      const bytes = bytesOf(r);
      const step = Math.ceil(bytes.length / 5);
      const parts = r.slow ? [0, 1, 2, 3, 4].map((i) => bytes.subarray(i * step, (i + 1) * step)) : bytes;
      const a = await rawExchange(port(), parts, { waitMs: 6000, gapMs: 500 });
      const said = `${r.method} ${r.target} ${r.version} auth=${r.auth} framing=${r.framing} flood=${r.flood} long=${r.longHeader} body#${r.body}${r.pipelined ? ' +pipelined' : ''}${r.slow ? ' +slow' : ''}`;
      const answers = responsesOf(a.text);
      assert.ok(a.closed || answers.length > 0, `no answer and the connection held open: ${said}`);
      for (const { status, body } of answers) {
        assert.ok(status < 500 || status === 503, `${status}: ${said}`);
        // The pipelined /healthz behind the drawn request answers 200; any error is the drawn route's.
        if (status >= 400 && body !== undefined && r.target !== '/healthz')
          assert.ok(isShaped(r.target, body), `${status} not in its route's shape: ${said}`);
      }
      const first = answers[0]?.status;
      if ((r.auth === 'none' || r.auth === 'wrong') && first !== undefined && r.target !== '/healthz')
        assert.ok(first < 200 || first >= 300, `admitted without the key: ${said}`);
      assert.ok(!a.text.includes(CANARY), `the request's bytes echoed: ${said}`);
      assert.doesNotMatch(a.text, /\n\s+at |node:internal|\.js:\d+/, `a stack trace: ${said}`);
      assert.equal(gate.child.exitCode, null, `gate exited after ${said}`);
      const next = await fetch(`${gate.url}/healthz`);
      assert.equal(next.status, 200, `the next client not served after ${said}`);
      await next.arrayBuffer();
    }),
    { numRuns: runsOf(60, 800) },
  );
  const logged = gate.stderr().slice(before);
  assert.doesNotMatch(logged, INTERNAL_LOGGED, 'an internal fault logged');
  assert.ok(!logged.includes(CANARY), 'a request byte in the log');
});

/** Tool names a caller may choose: escapes, line breaks, bidi marks, long, plain. */
const hostileName = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('\u001b[31m', '\n[gate] ', '\r\n', '\u009b2J', '\u202e', '\u0000', '"}'),
      fc.string(),
    )
    .map(([mark, rest]) => `Re${mark}${CANARY}${rest}`),
  fc.nat({ max: 300 }).map((n) => `${CANARY}${'y'.repeat(129 + n)}`),
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => `${CANARY} ${s}`),
);

async function mcpCall(name: string, method: 'tools/call', tool?: string): Promise<string> {
  const res = await fetch(`${gate.url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${KEY}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method,
      params:
        tool === undefined
          ? { name, arguments: {} }
          : { name: tool, arguments: { tool: name, args: '{}', trace_id: 'r63-names' } },
    }),
  });
  return res.text();
}

test('a tool name that is not a plain token is named in MCP errors, gate.verdicts and the verdict note by its recorded form', async () => {
  await fc.assert(
    fc.asyncProperty(hostileName, async (name) => {
      const form = undeclaredName(name);
      // An unknown tool called by its own name.
      const unknown = await mcpCall(name, 'tools/call');
      assert.ok(unknown.includes(form), 'the unknown tool not named by its form');
      assert.ok(!unknown.includes(CANARY), 'the name sent back');
      // gate_syscall of a tool no backend offers.
      const syscall = await mcpCall(name, 'tools/call', 'gate_syscall');
      assert.ok(!syscall.includes(CANARY), 'the name sent back by gate_syscall');
      // A model's call of the tool, dropped, in `gate.verdicts` of a chat answer and the [gate] note of a
      // Responses one.
      for (const wire of ['chat', 'responses'] as const) {
        fake.push(serveJson(bufferedAnswer(wire, [{ id: 'call_1', name, args: '{}' }])));
        const { path, body } = requestFor(wire, false);
        const res = await fetch(`${gate.url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await res.text();
        assert.equal(res.status, 200, wire);
        const answer = JSON.parse(text) as { gate: { verdicts: { tool: string }[] } };
        assert.equal(answer.gate.verdicts[0]?.tool, form, `${wire}: gate.verdicts names the call otherwise`);
        if (wire === 'responses') assert.ok(text.includes('[gate]'), 'no verdict note');
        assert.ok(!text.includes(CANARY), `${wire}: the name sent back`);
      }
    }),
    { numRuns: runsOf(15, 200) },
  );
  // A plain name is still named as written.
  const plain = await mcpCall('test_simple_text', 'tools/call');
  assert.match(plain, /unknown tool \\"test_simple_text\\"/);
  assert.ok(!gate.stderr().includes(CANARY), 'a name in the log');
  assert.ok(!readFileSync(join(dir, 'audit.jsonl'), 'utf8').includes(CANARY), 'a name in the journal');
});

test('a name is hashed once for its several records: the kept form is always the form the name gives', () => {
  // Names repeat (one call's row, access line, console entry and answer) and pass the 64 kept.
  const names = fc.array(fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('__proto__', 'a', 'Read')), {
    minLength: 1,
    maxLength: 200,
  });
  fc.assert(
    fc.property(names, fc.array(fc.nat(), { maxLength: 400 }), (list, picks) => {
      for (const pick of [...picks, ...list.keys()]) {
        const name = list[pick % list.length]!;
        const hex = createHash('sha256').update(name).digest('hex').slice(0, 16);
        assert.equal(undeclaredName(name), `undeclared:${hex}:${name.length}:${nameClass(name)}`);
        const shown = shownToolName(name);
        assert.ok(shown === name ? /^[A-Za-z0-9_.:/-]{1,128}$/.test(name) : shown === undeclaredName(name));
      }
    }),
    { numRuns: runsOf(100, 2000) },
  );
});
