// Red team, round 21: the provider key (`--api-key-env`) echoed by the upstream in a form round 20's plain
// search missed: base64 (a proxy logging `Authorization`), percent-encoding, JSON `\u` escapes, in a passed
// header, a relayed error, or a 2xx answer gate judges (the echo in the model's text). gate passed each to
// the agent. Now a header holding the key in any of these forms is dropped, and a body's copy (relayed, or a
// buffered 2xx before gate reads it, so the agent gets what gate judged) is replaced by `[REDACTED]`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHAT_OK, MESSAGE_OK, postTurn, rawUpstreamGates, sdkResponses } from './helpers/raw-upstream.js';

const PROVIDER_KEY = 'sk-provider-r21-encoded-0123456789abcdef';
const escaped = [...PROVIDER_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const FORMS = [
  Buffer.from(`Bearer ${PROVIDER_KEY}`).toString('base64'),
  Buffer.from(PROVIDER_KEY).toString('base64url'),
  encodeURIComponent(PROVIDER_KEY).replace(/[a-z0-9]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
  escaped,
];

/** Answers with every form of the key in rate-limit headers and in its body, 2xx or 429 as the path asks. */
const gates = rawUpstreamGates(
  (socket, head) => {
    const line = head.split('\r\n')[0]!;
    const limited = line.includes('limited');
    const quoted = `echo ${escaped} and ${FORMS[0]} and ${FORMS[2]}`;
    let body: string;
    if (limited) body = JSON.stringify({ error: { message: 'slow', type: 'rate_limit_error' } });
    else body = line.includes('/messages') ? MESSAGE_OK : CHAT_OK;
    // The echo sits inside a JSON string of the answer: raw text, so `\u` escapes stay escapes.
    body = body.replace(limited ? '"slow"' : '"ok"', JSON.stringify(quoted).replaceAll('\\\\u', '\\u'));
    const echoed = FORMS.map((f, i) => `x-ratelimit-echo-${i}: ${f}`).join('\r\n');
    socket.write(
      `HTTP/1.1 ${limited ? '429 Too Many Requests' : '200 OK'}\r\nContent-Type: application/json\r\n` +
        `x-ratelimit-remaining-requests: 7\r\n${echoed}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      'latin1',
    );
  },
  { args: ['--api-key-env', 'R21_PROVIDER_KEY'], env: { R21_PROVIDER_KEY: PROVIDER_KEY } },
);

/** Whether text holds the key in any form the test sent, or decoded. */
const holdsKey = (text: string) =>
  FORMS.some((f) => text.includes(f)) ||
  text.includes(PROVIDER_KEY) ||
  text.includes(Buffer.from(PROVIDER_KEY).toString('base64').slice(2, -2));

test('an encoded provider key reaches the client in no header and no body (both SDKs; judged and relayed)', async () => {
  // The SDKs parse the judged answers (the redaction kept them JSON); no header holds a form.
  for (const response of await sdkResponses(gates)) {
    const seen = [...response.headers].map(([n, v]) => `${n}: ${v}`);
    assert.ok(!seen.some(holdsKey), seen.join('\n'));
    assert.equal(response.headers.get('x-ratelimit-remaining-requests'), '7');
  }
  for (const url of [
    `${gates.openai.url}/v1/chat/completions`,
    `${gates.anthropic.url}/v1/messages`,
    `${gates.openai.url}/v1/chat/completions?limited`,
    `${gates.anthropic.url}/v1/messages?limited`,
  ]) {
    const res = await postTurn(url);
    assert.equal(res.status, url.endsWith('limited') ? 429 : 200);
    const text = await res.text();
    // Neither the bytes nor what a JSON reader decodes from them.
    assert.ok(!holdsKey(text) && !holdsKey(JSON.stringify(JSON.parse(text))), text);
    assert.match(text, /echo \[REDACTED\] and \S*\[REDACTED\]\S* and \[REDACTED\]/);
    assert.ok(![...res.headers].some(([n, v]) => holdsKey(`${n}: ${v}`)));
  }
});
