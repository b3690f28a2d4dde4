// Red team round 11, routes and auth against the real `gate serve` (raw node:net). The router and the key
// check read one normalised path, so no spelling of a path (`//v1/..`, `/./`, `%2e`, `%2F`, `;params`,
// case, absolute-form, `?`) reaches a keyed route without the key. Two Authorization headers were read as
// the first (node:http drops the rest without a word; a proxy in front may read the last): now a 400, like
// two Host headers (docs/operations.md, "Limits and shutdown").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { lastJsonBody, rawExchange } from './helpers/raw-http.js';

const KEY = 'gw-key-r11-0123456789abcdef';
const BODY = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 150);

function request(method: string, target: string, headers: string, body = BODY): Buffer {
  return Buffer.from(
    `${method} ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\nconnection: close\r\n` +
      `${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** The keyed routes: each must answer no 2xx without the key, however its path is spelled. */
const KEYED = [
  '/v1/chat/completions',
  '/v1/messages',
  '/v1/responses',
  '/v1/models',
  '/mcp',
  '/metrics',
  '/debug/vars',
  '/v1/gate/events',
  '/v1/gate/changes',
  '/v1/gate/revoke',
  '/v1/gate/policy/reload',
];

/** Ways to spell a path that a parser might read as the same path, or another. */
const spellings = fc.constantFrom<(p: string) => string>(
  (p) => p,
  (p) => `/${p}`,
  (p) => `//${p}`,
  (p) => p.replace('/', '/./'),
  (p) => p.replace('/', '/%2e/'),
  (p) => p.replace('/', '/%2E/'),
  (p) => `/healthz/..${p}`,
  (p) => `/healthz/%2e%2e${p}`,
  (p) => `/ui/..${p}`,
  (p) => p.replace(/\//g, '%2F'),
  (p) => p.replace(/\/([^/]*)$/, '%2F$1'),
  (p) => `${p}/`,
  (p) => p.toUpperCase(),
  (p) => `${p};x=1`,
  (p) => `${p}?/healthz`,
  (p) => `${p}?key=${KEY}&api_key=${KEY}`,
  (p) => `${p}#/healthz`,
  (p) => `http://127.0.0.1${p}`,
  (p) => `HTTP://127.0.0.1/healthz/..${p}`,
  (p) => p.replace('/', '\\'),
  (p) => `${p}%00`,
  (p) => `${p}%20`,
);
const methods = fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'FOO');
const wrongKeys = fc.constantFrom(
  '',
  'authorization: Bearer\r\n',
  `authorization: Bearer ${KEY.slice(0, -1)}\r\n`,
  `authorization: Basic ${Buffer.from(`x:${KEY}`).toString('base64')}\r\n`,
  `authorization: ${KEY}\r\n`,
  `x-api-key: Bearer ${KEY}\r\n`,
  `proxy-authorization: Bearer ${KEY}\r\n`,
  `cookie: key=${KEY}\r\n`,
);

describe('redteam r11: paths and credentials', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let port: number;

  before(async () => {
    fake = await startFakeUpstream();
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai', '--require-key-env', 'K'], {
      env: { K: KEY },
    });
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  it('no spelling of a keyed path, no method and no misplaced key reaches a keyed route', async () => {
    const sent = fake.received.length;
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...KEYED),
        spellings,
        methods,
        wrongKeys,
        async (path, spell, method, key) => {
          const got = await rawExchange(port, request(method, spell(path), key));
          const status = got.statuses[0];
          if (status !== undefined) statuses.add(status);
          assert.ok(
            status !== undefined && status >= 400 && status < 500,
            `${method} ${spell(path)}: ${status}`,
          );
        },
      ),
      { numRuns: RUNS },
    );
    // Not vacuous: the key check itself answered some of them (the rest are 400/403/404/405 before it).
    assert.ok(statuses.has(401), [...statuses].join(','));
    assert.equal(fake.received.length, sent, 'nothing reached the upstream');
  });

  it('two Authorization headers are 400 whichever holds the key; nothing forwarded', async () => {
    const sent = fake.received.length;
    for (const auth of [
      `authorization: Bearer ${KEY}\r\nauthorization: Bearer wrong\r\n`,
      `Authorization: Bearer wrong\r\nauthorization: Bearer ${KEY}\r\n`,
      `authorization: Bearer ${KEY}\r\nAUTHORIZATION: Bearer ${KEY}\r\n`,
    ]) {
      for (const path of ['/v1/chat/completions', '/healthz']) {
        const got = await rawExchange(port, request(path === '/healthz' ? 'GET' : 'POST', path, auth));
        assert.deepEqual(got.statuses, [400], `${path} ${auth}`);
        const body = lastJsonBody(got) as { error: { message: string } };
        assert.match(body.error.message, /more than one Authorization header/);
        assert.ok(!JSON.stringify(body).includes(KEY), 'the key is never written back');
      }
    }
    assert.equal(fake.received.length, sent);
    // One Authorization and one x-api-key is still one credential each: admitted on the right key.
    const both = await rawExchange(
      port,
      request('POST', '/v1/chat/completions', `authorization: Bearer ${KEY}\r\nx-api-key: ${KEY}\r\n`),
    );
    assert.deepEqual(both.statuses, [200]);
  });
});
