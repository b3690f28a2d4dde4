// Red team, round 20: an upstream that echoes the request's headers back (a debugging proxy in front of
// the provider). gate's response headers are an allow-list, but it passes any `x-ratelimit-*` and
// `anthropic-ratelimit-*` field, so an echo under such a name handed the agent the provider key gate holds
// for it (`--api-key-env`), on an answer gate judged and on an error it relays. Now a response header
// whose value holds the provider key is dropped where the upstream's answer enters gate (proxy.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { CHAT_OK, MESSAGE_OK, rawUpstreamGates } from './helpers/raw-upstream.js';

const PROVIDER_KEY = 'sk-provider-r20-echoed-0123456789abcdef';

/** Echoes every request header line back under rate-limit names, with the status the path asks for. */
const gates = rawUpstreamGates(
  (socket, head) => {
    const [line, ...fields] = head.split('\r\n');
    const limited = line!.includes('limited');
    const body = limited
      ? '{"error":{"message":"slow down","type":"rate_limit_error"}}'
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
  const chat = await new OpenAI({
    baseURL: `${gates.openai.url}/v1`,
    apiKey: 'k',
    maxRetries: 0,
  }).chat.completions
    .create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
    .withResponse();
  const messages = await new Anthropic({ baseURL: gates.anthropic.url, apiKey: 'k', maxRetries: 0 }).messages
    .create({ model: 'm', max_tokens: 8, messages: [{ role: 'user', content: 'hi' }] })
    .withResponse();
  for (const { response } of [chat, messages]) {
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
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"model":"m","max_tokens":8,"messages":[{"role":"user","content":"hi"}]}',
    });
    assert.equal(res.status, 429);
    assert.equal(res.headers.get('retry-after'), '3');
    assert.ok(!lines(res.headers).some((l) => l.includes(PROVIDER_KEY)), lines(res.headers).join('\n'));
    await res.text();
  }
  for (const gate of [gates.openai, gates.anthropic])
    assert.ok(!gate.stdout().includes(PROVIDER_KEY) && !gate.stderr().includes(PROVIDER_KEY), 'nor in logs');
});
