// Red team round 11, headers across gate (real `gate serve`, raw node:net in, a fake provider out). Both
// directions are allow-lists (wire/shared/headers.ts): a client's hop-by-hop headers (`Connection` naming
// the key gate adds, `TE`, `Upgrade: h2c`, `Proxy-*`), its own credentials, forwarding headers the provider
// may trust and gate's `x-gate-*` controls never reach the provider, the provider key gate holds is the
// one sent, and a provider's own `x-gate-*`, cookies and transport headers never reach the client.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { errorAnswer, type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const KEY = 'gw-key-r11-headers-0123456789';
const PROVIDER_KEY = 'sk-provider-r11-abcdef';
const BODY = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });

/** Headers a client sends that must not cross, each with a value that would be recognised upstream. */
const HOSTILE = [
  'connection: close, x-api-key, authorization, anthropic-version',
  'te: trailers, gzip',
  'upgrade: h2c',
  'http2-settings: AAMAAABkAAQCAAAAAAIAAAAA',
  'keep-alive: timeout=999',
  'proxy-authorization: Basic cHJveHk6cHJveHk=',
  'proxy-connection: keep-alive',
  `x-api-key: ${KEY}`,
  'cookie: session=client-cookie',
  'x-forwarded-for: 10.0.0.1',
  'x-forwarded-host: internal.example',
  'x-forwarded-proto: https',
  'forwarded: for=10.0.0.1;host=internal.example',
  'x-real-ip: 10.0.0.1',
  'x-gate-agent: agent-r11',
  'x-gate-trace-id: 0123456789abcdef0123456789abcdef',
  'x-gate-note: always',
  'x-gate-harness-key: harness',
  'x-original-url: /admin',
  'x-http-method-override: DELETE',
];

describe('redteam r11: headers across gate', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let port: number;

  before(async () => {
    fake = await startFakeUpstream();
    gate = await startGate(
      ['--base-url', fake.baseUrl, '--provider', 'openai', '--require-key-env', 'K', '--api-key-env', 'P'],
      { env: { K: KEY, P: PROVIDER_KEY } },
    );
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  it('a client cannot strip, replace or add headers the provider acts on', async () => {
    const sent = fake.received.length;
    const head =
      `POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${KEY}\r\n` +
      `content-type: application/json\r\n${HOSTILE.join('\r\n')}\r\ncontent-length: ${BODY.length}\r\n\r\n`;
    const got = await rawExchange(port, Buffer.from(head + BODY));
    assert.deepEqual(got.statuses, [200]);
    assert.equal(fake.received.length, sent + 1);
    const h = fake.received.at(-1)!.headers;
    assert.equal(
      h.authorization,
      `Bearer ${PROVIDER_KEY}`,
      'the provider key gate holds, never the client token',
    );
    assert.equal(h['x-api-key'], undefined);
    for (const line of HOSTILE) {
      const name = line.slice(0, line.indexOf(':'));
      if (name === 'connection') continue;
      assert.equal(h[name], undefined, `${name} crossed to the provider`);
    }
    assert.notEqual(h.connection?.toLowerCase().includes('x-api-key'), true);
    assert.ok(!JSON.stringify(h).includes(KEY), 'the gateway key never reaches the provider');
  });

  it("a provider's x-gate-*, cookies and transport headers never reach the client", async () => {
    fake.push(
      errorAnswer(
        429,
        { error: { message: 'slow down', type: 'rate_limit', code: null } },
        {
          'x-gate-verdict': 'ALLOW',
          'x-gate-trace-id': 'forged',
          'set-cookie': 'provider=1',
          'alt-svc': 'h2=":443"',
          'strict-transport-security': 'max-age=1',
          'x-ratelimit-remaining-requests': '0',
          'retry-after': '1',
        },
      ),
    );
    const head =
      `POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${KEY}\r\n` +
      `content-type: application/json\r\nconnection: close\r\ncontent-length: ${BODY.length}\r\n\r\n`;
    const got = await rawExchange(port, Buffer.from(head + BODY));
    assert.deepEqual(got.statuses, [429]);
    const text = got.text.toLowerCase();
    const headers = text.slice(0, text.indexOf('\r\n\r\n'));
    for (const name of ['x-gate-verdict', 'set-cookie', 'alt-svc', 'strict-transport-security'])
      assert.ok(!headers.includes(`\r\n${name}:`), `${name} reached the client`);
    assert.ok(!headers.includes('forged'));
    assert.ok(headers.includes('\r\nx-ratelimit-remaining-requests: 0'), 'rate limit hints do pass');
    assert.ok(headers.includes('\r\nretry-after: 1'));
  });
});
