// Red team, round 19: heads and trailers at node:http's limit. Node bounds a request's head, and a chunked
// body's trailers, by --max-http-header-size (16 KiB by default; thousands of small trailer fields are
// refused as a large head is), but gate's 431 always said "16 KiB": an operator who raised the bound in
// NODE_OPTIONS read a wrong number. The refusal now names the bound in force, in the two-shape body.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startGate } from './helpers/gate-process.js';
import { lastJsonBody, rawExchange } from './helpers/raw-http.js';
import { sharedGate } from './helpers/shared-gate.js';

// Every exchange is answered and closed (`Connection: close`): the wait is a failure's latest moment. The
// raw helper's 3 s ran out before a chat answer at load 28 (round 51's full run: no status read).
const ANSWERED = { waitMs: 20_000 };

const BODY = '{"model":"m","messages":[{"role":"user","content":"hi"}]}';

/** A chunked chat request whose trailers are `count` fields of `size` bytes. */
function withTrailers(count: number, size: number): string {
  let trailers = '';
  for (let i = 0; i < count; i++) trailers += `X-T${i}: ${'a'.repeat(size)}\r\n`;
  return (
    'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${BODY.length.toString(16)}\r\n${BODY}\r\n0\r\n${trailers}\r\n`
  );
}

const withHeader = (size: number) =>
  `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${'a'.repeat(size)}\r\nConnection: close\r\n\r\n`;

const message = (answer: Awaited<ReturnType<typeof rawExchange>>) =>
  (lastJsonBody(answer) as { error: { message: string } } | undefined)?.error.message ?? answer.text;

test('the 431 names the bound in force: 16 KiB by default, the operator’s when raised', async () => {
  // The default bound: the plain gate its group shares (each exchange a connection of its own).
  const plain = await sharedGate([], { env: { GATE_AUDIT_JOURNAL: undefined } });
  const raised = await startGate([], { env: { NODE_OPTIONS: '--max-http-header-size=32768' } });
  try {
    const port = (url: string) => Number(new URL(url).port);
    for (const bytes of [withHeader(20_000), withTrailers(5_000, 10), withTrailers(100, 2_000)]) {
      const got = await rawExchange(port(plain.url), bytes, ANSWERED);
      assert.equal(got.statuses[0], 431, got.text.slice(0, 80));
      assert.match(message(got), /exceed 16 KiB/);
    }
    assert.equal((await rawExchange(port(plain.url), withTrailers(10, 10), ANSWERED)).statuses[0], 200);
    assert.equal((await rawExchange(port(raised.url), withHeader(20_000), ANSWERED)).statuses[0], 200);
    const big = await rawExchange(port(raised.url), withHeader(40_000), ANSWERED);
    assert.equal(big.statuses[0], 431);
    assert.match(message(big), /exceed 32 KiB/, message(big));
  } finally {
    await raised.stop();
  }
});
