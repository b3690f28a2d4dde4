// Red team, round 20: an upstream that echoes the request's headers back (a debugging proxy in front of
// the provider). gate's response headers are an allow-list, but it passes any `x-ratelimit-*` and
// `anthropic-ratelimit-*` field, so an echo under such a name handed the agent the provider key gate holds
// for it (`--api-key-env`), on an answer gate judged and on an error it relays, and an error body quoting
// the request was relayed as it came. Now where the upstream's answer enters gate (proxy.ts) a response
// header whose value holds the provider key is dropped, and the key in a relayed body is replaced.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHAT_OK, MESSAGE_OK, postTurn, rawUpstreamGates, sdkResponses } from './helpers/raw-upstream.js';

const PROVIDER_KEY = 'sk-provider-r20-echoed-0123456789abcdef';

/** Echoes every request header line back under rate-limit names, with the status the path asks for. */
const gates = rawUpstreamGates(
  (socket, head) => {
    const [line, ...fields] = head.split('\r\n');
    const limited = line!.includes('limited');
    // A rate-limit error quoting the request's credential, as a debugging proxy's message may.
    const credential = fields.find((f) => /^(authorization|x-api-key):/i.test(f)) ?? '';
    const body = limited
      ? JSON.stringify({ error: { message: `slow down; you sent ${credential}`, type: 'rate_limit_error' } })
      : line!.includes('/messages')
        ? MESSAGE_OK
        : CHAT_OK;
    const echoed = fields.flatMap((f) => {
      const colon = f.indexOf(':');
      const name = f.slice(0, colon).toLowerCase();
      const value = f.slice(colon + 1).trim();
      return [`x-ratelimit-echo-${name}: ${value}`, `anthropic-ratelimit-echo-${name}: ${value}`];
    });
    socket.write(
      `HTTP/1.1 ${limited ? '429 Too Many Requests' : '200 OK'}\r\nContent-Type: application/json\r\n` +
        `x-ratelimit-remaining-requests: 7\r\nretry-after: 3\r\n${echoed.join('\r\n')}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      'latin1',
    );
  },
  { args: ['--api-key-env', 'R20_PROVIDER_KEY'], env: { R20_PROVIDER_KEY: PROVIDER_KEY } },
);

/** Every response header line, as `name: value`. */
const lines = (headers: Headers) => [...headers].map(([name, value]) => `${name}: ${value}`);

test('a provider key echoed in a passed header never reaches the client (both SDKs; judged and relayed)', async () => {
  for (const response of await sdkResponses(gates)) {
    const seen = lines(response.headers);
    assert.ok(!seen.some((l) => l.includes(PROVIDER_KEY)), seen.join('\n'));
    // The echo does pass for what holds no key, so the attack reached the allow-list.
    assert.ok(
      seen.some((l) => l.startsWith('x-ratelimit-echo-content-type:')),
      seen.join('\n'),
    );
    assert.equal(response.headers.get('x-ratelimit-remaining-requests'), '7');
  }
  // A 429 is relayed as the upstream sent it, its retry hint too, but not the key.
  for (const url of [
    `${gates.openai.url}/v1/chat/completions?limited`,
    `${gates.anthropic.url}/v1/messages?limited`,
  ]) {
    const res = await postTurn(url);
    assert.equal(res.status, 429);
    assert.equal(res.headers.get('retry-after'), '3');
    assert.ok(!lines(res.headers).some((l) => l.includes(PROVIDER_KEY)), lines(res.headers).join('\n'));
    const text = await res.text();
    assert.ok(!text.includes(PROVIDER_KEY), text);
    assert.match(text, /you sent (authorization: Bearer|x-api-key:) \[REDACTED\]/i);
  }
  for (const gate of [gates.openai, gates.anthropic])
    assert.ok(!gate.stdout().includes(PROVIDER_KEY) && !gate.stderr().includes(PROVIDER_KEY), 'nor in logs');
});
