// Red team, round 39: odd JSON on each wire, framing that could smuggle a second request, and an
// upstream that breaks mid-answer, against the real process. What held (no defect found on f8b04f6d) is
// kept here: every refusal comes back in its wire's own error shape, with no stack and none of the
// request's bytes; a broken upstream ends a stream in the wire's error event.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FakeUpstream } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';
import { chatChunk, sseText } from './helpers/upstream-answers.js';

/** A value the request carries: an answer that repeats it leaks the request's bytes. */
const CANARY = 'CANARY-r39-7731';
type Wire = 'chat' | 'messages' | 'responses' | 'mcp';
const PATHS: Record<Wire, string> = {
  chat: '/v1/chat/completions',
  messages: '/v1/messages',
  responses: '/v1/responses',
  mcp: '/mcp',
};
/** A request of each wire with the canary in it, `extra` members appended inside its top-level object. */
const BODIES: Record<Wire, (extra: string) => string> = {
  chat: (x) => `{"model":"m","messages":[{"role":"user","content":"${CANARY}"}]${x}}`,
  messages: (x) => `{"model":"m","max_tokens":5,"messages":[{"role":"user","content":"${CANARY}"}]${x}}`,
  responses: (x) => `{"model":"m","input":"${CANARY}"${x}}`,
  mcp: (x) =>
    `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"text":"${CANARY}"}}${x}}`,
};

/** The wire's own error shape, else what is wrong with the answer. */
function wrongShape(wire: Wire, text: string): string | undefined {
  if (/\bat [^\n]*\.js:\d+/.test(text) || /\n\s+at /.test(text)) return 'a stack trace';
  if (text.includes(CANARY)) return "the request's bytes";
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return 'not JSON';
  }
  const error = body.error as Record<string, unknown> | undefined;
  if (wire === 'mcp')
    return body.jsonrpc === '2.0' && typeof error?.code === 'number' && typeof error.message === 'string'
      ? undefined
      : 'not a JSON-RPC error';
  if (wire === 'messages')
    return body.type === 'error' && typeof error?.type === 'string' && typeof error.message === 'string'
      ? undefined
      : 'not an Anthropic error';
  return typeof error?.message === 'string' && typeof error.type === 'string'
    ? undefined
    : 'not an OpenAI error';
}

describe('round 39: odd requests and broken upstreams at the edges of gate serve', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let port: number;
  before(async () => {
    ({ fake, gate } = await fakeGate('openai'));
    fake.setDefault(async (req, res) => {
      const turn = JSON.stringify(req.json ?? {});
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseText([chatChunk({ content: 'partial' })]));
      // The provider's stream turns to garbage, or its connection drops, mid-answer.
      if (turn.includes('garbage')) res.end('data: {not json\n\n');
      else setTimeout(() => res.socket?.destroy(), 50);
    });
    port = Number(new URL(gate.url).port);
  });

  const post = async (wire: Wire, body: string): Promise<{ status: number; text: string }> => {
    const res = await fetch(gate.url + PATHS[wire], {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body,
    });
    return { status: res.status, text: await res.text() };
  };

  it('duplicate keys, deep nesting, text after the value: refused in each wire’s shape', async () => {
    const odd = [
      ',"model":"n"',
      `,"x":${'['.repeat(3000)}${']'.repeat(3000)}`,
      `,"x":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
    ];
    for (const wire of Object.keys(PATHS) as Wire[])
      for (const extra of odd) {
        const { status, text } = await post(
          wire,
          wire === 'mcp' ? BODIES.mcp(extra.replace('model', 'id')) : BODIES[wire](extra),
        );
        assert.ok(status >= 400 && status < 500, `${wire} ${extra.slice(0, 12)}: ${status}`);
        assert.equal(
          wrongShape(wire, text),
          undefined,
          `${wire} ${extra.slice(0, 12)}: ${text.slice(0, 200)}`,
        );
      }
  });

  it('fast-check: any body cut from a wire’s request is refused in its shape or served, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Wire>('chat', 'messages', 'responses', 'mcp'),
        fc.oneof(
          fc.constant(',"n":1e999999'),
          fc.constant(`,"n":${'9'.repeat(5000)}`),
          fc.constant(',"s":"\\ud800\\udfff\\ud800"'),
          fc.constant(',"__proto__":{"polluted":1}'),
          fc.string({ maxLength: 12 }).map((s) => `,${JSON.stringify(s)}:1,${JSON.stringify(s)}:2`),
          fc.string({ maxLength: 20 }),
        ),
        fc.nat(400),
        async (wire, extra, cut) => {
          const full = BODIES[wire](extra);
          const body = cut % 3 === 0 ? full.slice(0, cut) : full;
          const { status, text } = await post(wire, body);
          assert.ok(status < 500, `${wire}: ${status} ${text.slice(0, 200)}`);
          if (status >= 400)
            assert.equal(wrongShape(wire, text), undefined, `${wire}: ${text.slice(0, 200)}`);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('framing that could smuggle a second request: one 400, nothing served after it', async () => {
    const head =
      'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';
    const smuggled = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    for (const framing of [
      `Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${smuggled}`,
      `Content-Length: 5\r\nContent-Length: 50\r\n\r\nhello${smuggled}`,
      `Transfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n${smuggled}`,
      `Content-Length: 99999999999999999999\r\n\r\n{}${smuggled}`,
      ` Folded: yes\r\nContent-Length: 2\r\n\r\n{}${smuggled}`,
    ]) {
      const answer = await rawExchange(port, head + framing, { waitMs: 1500 });
      assert.deepEqual(answer.statuses, [400], `${JSON.stringify(framing.slice(0, 40))}: ${answer.statuses}`);
      assert.ok(!/\n\s+at /.test(answer.text), 'a stack trace');
    }
  });

  it('an upstream stream that turns to garbage or drops mid-answer ends in the wire’s error event', async () => {
    for (const content of ['garbage', 'drop']) {
      const { status, text } = await post(
        'chat',
        `{"model":"m","stream":true,"messages":[{"role":"user","content":"${content}"}]}`,
      );
      assert.equal(status, 200);
      const last = text.trim().split('\n\n').at(-1) ?? '';
      assert.match(last, /^data: \{"error":\{"message":"the upstream[^"]*","type":"upstream_error"/, last);
      assert.ok(!/\n\s+at /.test(text), 'a stack trace');
    }
  });
});
