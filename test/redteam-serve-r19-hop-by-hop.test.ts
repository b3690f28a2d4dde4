// Red team, round 19: a field the message's own `Connection` header names is hop-by-hop (RFC 9110 §7.6.1)
// and a proxy removes it. gate's header lists are allow-lists, but a client naming `openai-beta` or
// `user-agent` in `Connection` still had them sent upstream, and an upstream naming `x-request-id` or a
// rate-limit field had it passed to the client. A raw-socket upstream records what it got; the client side
// is raw bytes (fetch will not send a Connection header it is given) and the SDKs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GateProcess } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';
import { CHAT_OK, MESSAGE_OK, rawUpstreamGates, sdkResponses } from './helpers/raw-upstream.js';

/** The request heads the upstream received, lower-cased, newest last. */
const heads: string[] = [];
/** The upstream's answer: it names its request id and a rate-limit field in `Connection`. */
function answer(path: string): string {
  const body = path.includes('/messages') ? MESSAGE_OK : CHAT_OK;
  return (
    'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n' +
    'Connection: keep-alive, X-Request-Id,x-ratelimit-remaining-requests , Retry-After\r\n' +
    'X-Request-Id: hop-id\r\nRequest-Id: end-to-end-id\r\nx-ratelimit-remaining-requests: 7\r\n' +
    `x-ratelimit-limit-requests: 9\r\nRetry-After: 3\r\nContent-Length: ${body.length}\r\n\r\n${body}`
  );
}

const gates = rawUpstreamGates((socket, head) => {
  heads.push(head.toLowerCase());
  socket.write(answer(head.slice(0, head.indexOf('\r\n'))), 'latin1');
});

const port = (gate: GateProcess) => Number(new URL(gate.url).port);

/** A request whose `Connection` header names fields gate would otherwise forward. */
function request(path: string, connection: string): string {
  const body = path.includes('messages')
    ? '{"model":"m","max_tokens":8,"messages":[{"role":"user","content":"hi"}]}'
    : '{"model":"m","messages":[{"role":"user","content":"hi"}]}';
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
    `Connection: ${connection}\r\nOpenAI-Beta: assistants=v2\r\nAnthropic-Beta: tools-2024\r\n` +
    'User-Agent: named-hop\r\nIdempotency-Key: kept-key\r\nTraceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

test('fields the client names in Connection are not sent upstream; the ones it does not name are', async () => {
  for (const [gate, path] of [
    [gates.openai, '/v1/chat/completions'],
    [gates.anthropic, '/v1/messages'],
  ] as const) {
    for (const connection of [
      'close, OpenAI-Beta, anthropic-beta,user-agent',
      'close,openai-beta ,  ANTHROPIC-BETA, User-Agent',
    ]) {
      const before = heads.length;
      const got = await rawExchange(port(gate), request(path, connection), { waitMs: 5000 });
      assert.equal(got.statuses[0], 200, got.text.slice(0, 300));
      const head = heads.slice(before).join('\n');
      assert.equal(heads.length, before + 1, 'one upstream request');
      for (const named of ['openai-beta:', 'anthropic-beta:', 'user-agent: named-hop'])
        assert.ok(!head.includes(named), `${named} crossed though named in Connection (${connection})`);
      assert.ok(head.includes('idempotency-key: kept-key'), 'an unnamed end-to-end field still crosses');
      assert.ok(
        head.includes('traceparent: 00-0af7651916cd43dd8448eb211c80319c'),
        'traceparent still crosses',
      );
    }
  }
});

test('fields the upstream names in Connection are not passed to the client (both SDKs, raw)', async () => {
  for (const response of await sdkResponses(gates)) {
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-request-id'), null, 'x-request-id was named in Connection');
    assert.equal(response.headers.get('x-ratelimit-remaining-requests'), null);
    assert.equal(response.headers.get('retry-after'), null);
    assert.equal(response.headers.get('request-id'), 'end-to-end-id', 'an unnamed field still passes');
    assert.equal(response.headers.get('x-ratelimit-limit-requests'), '9');
  }
  const raw = await rawExchange(port(gates.openai), request('/v1/chat/completions', 'close'), {
    waitMs: 5000,
  });
  const head = raw.text.slice(0, raw.text.indexOf('\r\n\r\n')).toLowerCase();
  assert.ok(!head.includes('hop-id') && head.includes('request-id: end-to-end-id'), head);
});
