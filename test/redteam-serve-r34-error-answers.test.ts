// Red team, round 34: an answer dressed as an upstream error. gate relays a 4xx or 5xx as the provider
// wrote it, unread, so an upstream that answered 400 (or 500) with a whole completion carrying tool calls,
// or with an event stream of them, had those calls reach any client that reads a body without its status
// (`fetch(...).then((r) => r.json())`): calls no rung judged. An error body that reads as an answer (an
// event stream, or JSON holding `choices`, `content` or `output` as a list, or JSON with a repeated key)
// is now gate's own 502 in the wire's shape; a provider's real error is relayed unchanged, status and
// headers kept. Real process, every wire, fast-check over status and carrier.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FakeUpstream } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import {
  bufferedAnswer,
  type Call,
  sseText,
  streamedAnswer,
  WIRES,
  type Wire,
} from './helpers/upstream-answers.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 30);
const CALL: Call = {
  id: 'call_r34e',
  name: 'Bash',
  args: JSON.stringify({ command: 'rm -rf /srv/PAYLOAD-r34e' }),
};
const PATHS: Record<Wire, string> = {
  chat: '/v1/chat/completions',
  messages: '/v1/messages',
  responses: '/v1/responses',
};

describe('redteam r34: an answer dressed as an upstream error (real gate serve)', () => {
  let fake: FakeUpstream;
  const gates = new Map<Wire, GateProcess>();
  before(async () => {
    // One gate per provider on one fake: the openai one serves chat and Responses.
    const openai = (await fakeGate('openai')).gate;
    let anthropic: GateProcess;
    ({ fake, gate: anthropic } = await fakeGate('anthropic'));
    for (const wire of WIRES) gates.set(wire, wire === 'messages' ? anthropic : openai);
  });

  async function ask(wire: Wire): Promise<{ status: number; text: string; headers: Headers }> {
    const gate = gates.get(wire) as GateProcess;
    const res = await fetch(`${gate.url}${PATHS[wire]}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer k',
        'anthropic-version': '2023-06-01',
      },
      body: JSON.stringify({
        model: 'm',
        max_tokens: 8,
        input: 'go',
        messages: [{ role: 'user', content: 'go' }],
      }),
    });
    return { status: res.status, text: await res.text(), headers: res.headers };
  }

  it('refuses an error status whose body is an answer (buffered or streamed), on every wire', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WIRES),
        fc.constantFrom(400, 404, 422, 429, 500, 503),
        fc.constantFrom('json', 'sse', 'repeated-key'),
        async (wire, status, carrier) => {
          const answer = bufferedAnswer(wire, [CALL]);
          fake.push((_req, res) => {
            if (carrier === 'sse') {
              res.writeHead(status, { 'content-type': 'text/event-stream' });
              res.end(sseText(streamedAnswer(wire, [CALL], { cut: 8, picks: [], late: [0] })));
              return;
            }
            res.writeHead(status, { 'content-type': 'application/json' });
            const text = JSON.stringify(answer);
            // A repeated key: JSON.parse keeps the last, a first-wins reader the first (an answer).
            res.end(carrier === 'json' ? text : `${text.slice(0, -1)},"error":{"message":"x"},"error":null}`);
          });
          const got = await ask(wire);
          assert.equal(got.status, 502, got.text);
          assert.ok(!got.text.includes('PAYLOAD-r34e'), got.text);
          assert.match(
            got.text,
            new RegExp(`answered ${status} with a body a client could read as an answer`),
          );
          if (wire === 'messages') assert.match(got.text, /"type":"error"/);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("relays a provider's real error unchanged: status, body, retry headers (HTML in the wire's shape)", async () => {
    const cases: [Wire, number, string][] = [
      [
        'chat',
        429,
        JSON.stringify({ error: { message: 'slow down', type: 'rate_limit_error', code: null } }),
      ],
      [
        'messages',
        529,
        JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'busy' } }),
      ],
      [
        'responses',
        400,
        JSON.stringify({ error: { message: 'bad input', type: 'invalid_request_error', param: 'input' } }),
      ],
      ['chat', 502, '<html><body>Bad Gateway</body></html>'],
      [
        'messages',
        400,
        JSON.stringify({
          type: 'error',
          error: { type: 'invalid_request_error', message: 'content: x' },
          content: 'a string, not a list',
        }),
      ],
    ];
    for (const [wire, status, body] of cases) {
      fake.push((_req, res) => {
        res.writeHead(status, {
          'content-type': body.startsWith('<') ? 'text/html' : 'application/json',
          'retry-after': '7',
        });
        res.end(body);
      });
      const got = await ask(wire);
      assert.equal(got.status, status, got.text);
      // Round 54: a body that is no JSON error (a proxy's HTML page) goes out as the wire's own error, its
      // status and retry headers kept: the SDKs read no error in the HTML and printed its bytes.
      if (body.startsWith('<')) {
        assert.match(got.headers.get('content-type') ?? '', /^application\/json/);
        assert.match(
          JSON.parse(got.text).error.message,
          /the upstream answered 502 with a body that is not a JSON error/,
        );
      } else assert.equal(got.text, body);
      assert.equal(got.headers.get('retry-after'), '7');
    }
  });
});
