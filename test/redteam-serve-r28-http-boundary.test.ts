// Red team, round 28: the HTTP/1.1 boundary of the real `gate serve`. Two tenants' keys in one request
// (Authorization of one, x-api-key of the other) were admitted as whichever key was configured first, so
// one tenant's traces and policy scope applied to traffic the other header claimed: now 400 in the wire's
// shape, before any route. Kept beside it, the framing shapes a proxy in front may read otherwise
// (Transfer-Encoding with Content-Length, obs-fold, chunked twice, a 2^64 chunk size), pipelining after a
// refusal, Expect: 100-continue with no body (bounded by --request-timeout-ms), odd request targets,
// HEAD and OPTIONS on every route, and what /healthz and /metrics say without a key.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, openaiJson, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const KEYS = {
  R28_ALICE: 'alice-boundary-key-r28-0123456789',
  R28_BOB: 'bob-boundary-key-r28-0123456789ab',
  R28_PROVIDER: 'provider-key-r28-never-a-client-key',
};
const BODY = JSON.stringify({
  model: 'm',
  messages: [{ role: 'user', content: 'secret-argument-bytes-r28' }],
});
const ROUTES = [
  '/',
  '/healthz',
  '/metrics',
  '/debug/vars',
  '/mcp',
  '/v1/chat/completions',
  '/v1/models',
  '/v1/messages',
  '/v1/messages/count_tokens',
  '/v1/responses',
  '/v1/responses/input_tokens',
  '/v1/responses/compact',
  '/v1/gate/events',
  '/v1/gate/changes',
  '/v1/gate/revoke',
  '/v1/gate/policy/reload',
  '/v1/gate/approvals',
  '/v1/gate/approvals/abc',
  '/v1/gate/console/state',
  '/v1/gate/console/decisions',
  '/v1/gate/console/verify',
];

function post(path: string, headers: string, body = BODY): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n${headers}` +
    `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}
const bearer = (key: string) => `authorization: Bearer ${key}\r\n`;
const apiKey = (key: string) => `x-api-key: ${key}\r\n`;
const HEAD = 'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n';

describe('redteam r28: the HTTP boundary of gate serve', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let port: number;

  before(async () => {
    fake = await startFakeUpstream({ record: true });
    fake.setDefault(openaiJson({ text: 'hi' }));
    gate = await startGate(
      [
        '--base-url',
        fake.baseUrl,
        '--provider',
        'openai',
        ...['alice=R28_ALICE', 'bob=R28_BOB'].flatMap((k) => ['--require-key-env', k]),
        '--api-key-env',
        'R28_PROVIDER',
        '--request-timeout-ms',
        '1500',
      ],
      { env: KEYS },
    );
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  it("refuses one tenant's Authorization beside another's x-api-key (either order): 400, nothing upstream", async () => {
    const before = fake.received.length;
    for (const [a, b] of [
      [KEYS.R28_ALICE, KEYS.R28_BOB],
      [KEYS.R28_BOB, KEYS.R28_ALICE],
    ] as const) {
      for (const path of ['/v1/chat/completions', '/v1/messages', '/mcp']) {
        const got = await rawExchange(port, post(path, `${bearer(a)}${apiKey(b)}connection: close\r\n`));
        assert.deepEqual(got.statuses, [400], got.text);
        assert.match(got.text, /two different gateway keys/);
        if (path === '/v1/messages') assert.match(got.text, /"type":"error"/);
        for (const secret of [a, b, 'secret-argument-bytes-r28']) assert.ok(!got.text.includes(secret));
      }
    }
    // Two Authorization headers of two tenants: the repeated field is refused (round 19), not the first kept.
    const two = await rawExchange(
      port,
      post('/v1/chat/completions', bearer(KEYS.R28_ALICE) + bearer(KEYS.R28_BOB)),
    );
    assert.deepEqual(two.statuses, [400], two.text);
    assert.equal(fake.received.length, before);
    // The same key in both headers is one claim, and a key that is no gateway key beside one (an SDK's
    // provider key) names no tenant: both admitted (docs/operations.md, "Codings and framing").
    for (const other of [KEYS.R28_ALICE, 'sk-provider-key-of-the-sdk-r28']) {
      const one = await rawExchange(
        port,
        post('/v1/chat/completions', `${bearer(KEYS.R28_ALICE)}${apiKey(other)}connection: close\r\n`),
      );
      assert.deepEqual(one.statuses, [200], one.text);
    }
    assert.ok(!gate.stderr().includes('secret-argument-bytes-r28'));
  });

  it('refuses the smuggling shapes with 400 and closes; a chunk extension is read as the body it frames', async () => {
    const auth = bearer(KEYS.R28_ALICE);
    const shapes = {
      'transfer-encoding with content-length': `${HEAD}${auth}content-length: 4\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n`,
      'obs-fold': `${HEAD}authorization: Bearer\r\n ${KEYS.R28_ALICE}\r\ncontent-length: 0\r\n\r\n`,
      'chunked twice': `${HEAD}${auth}transfer-encoding: chunked\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n`,
      'chunked, chunked': `${HEAD}${auth}transfer-encoding: chunked, chunked\r\n\r\n0\r\n\r\n`,
      'chunk size 2^64': `${HEAD}${auth}transfer-encoding: chunked\r\n\r\n10000000000000000\r\nabc\r\n0\r\n\r\n`,
      'two content-lengths': `${HEAD}${auth}content-length: 2\r\ncontent-length: 3\r\n\r\n{}`,
    };
    const before = fake.received.length;
    for (const [name, bytes] of Object.entries(shapes)) {
      // A second request glued behind: a smuggled one must never be answered.
      const got = await rawExchange(port, bytes + post('/v1/chat/completions', auth), { waitMs: 2000 });
      assert.deepEqual(got.statuses, [400], `${name}: ${got.text}`);
      assert.equal(got.closed, true, name);
    }
    assert.equal(fake.received.length, before);
    const ext = `${HEAD}${auth}connection: close\r\ntransfer-encoding: chunked\r\n\r\n${Buffer.byteLength(BODY).toString(16)};x="y"\r\n${BODY}\r\n0\r\n\r\n`;
    assert.deepEqual((await rawExchange(port, ext)).statuses, [200]);
  });

  it('a pipelined request after a refused one is judged on its own key, in order', async () => {
    const bytes =
      post('/v1/chat/completions', '') +
      post('/v1/chat/completions', `${bearer(KEYS.R28_BOB)}connection: close\r\n`);
    const got = await rawExchange(port, bytes);
    assert.deepEqual(got.statuses, [401, 200], got.text);
  });

  it('Expect: 100-continue with a body never sent is answered 408 within the request timeout', async () => {
    const bytes = `${HEAD}${bearer(KEYS.R28_ALICE)}expect: 100-continue\r\ncontent-length: 100\r\n\r\n`;
    const got = await rawExchange(port, bytes, { waitMs: 8000 });
    assert.ok(got.statuses.includes(408), got.text);
    assert.equal(got.closed, true);
  });

  it('odd request targets reach no other route', async () => {
    const targets: Array<[string, number]> = [
      ['http://evil.example/v1/chat/completions', 403],
      ['*', 400],
      ['/healthz/%2e%2e/v1/chat/completions', 404],
      ['/v1/%2e%2e/healthz', 404],
      ['/v1/gate/%2E%2E/%2e%2e/healthz', 404],
      ['//v1/chat/completions', 404],
      ['/v1//chat/completions', 404],
      ['/v1/chat/completions/', 404],
    ];
    for (const [target, status] of targets) {
      const got = await rawExchange(
        port,
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${bearer(KEYS.R28_ALICE)}content-length: 2\r\nconnection: close\r\n\r\n{}`,
      );
      assert.deepEqual(got.statuses, [status], `${target}: ${got.text}`);
    }
  });

  it('HEAD and OPTIONS on every route: never a 5xx, a HEAD answer has no body, no route answers without its key', async () => {
    for (const path of ROUTES) {
      for (const method of ['HEAD', 'OPTIONS']) {
        for (const auth of ['', bearer(KEYS.R28_ALICE)]) {
          const got = await rawExchange(
            port,
            `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}connection: close\r\n\r\n`,
            { waitMs: 5000 },
          );
          const where = `${method} ${path} ${auth ? 'keyed' : 'keyless'}: ${got.text.slice(0, 300)}`;
          assert.equal(got.statuses.length, 1, where);
          const status = got.statuses[0]!;
          assert.ok(status < 500, where);
          if (method === 'HEAD') assert.ok(got.text.endsWith('\r\n\r\n'), where);
          if (!auth && !['/', '/healthz'].includes(path)) assert.ok(status >= 400, where);
        }
      }
    }
  });

  it('/healthz and /metrics without a key: health says only ok and the store kind; metrics is 401', async () => {
    const health = await rawExchange(
      port,
      'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nconnection: close\r\n\r\n',
    );
    const body = JSON.parse(health.text.slice(health.text.indexOf('\r\n\r\n') + 4)) as Record<
      string,
      unknown
    >;
    assert.deepEqual(Object.keys(body).sort(), ['status', 'store']);
    assert.ok(!health.text.includes(fake.baseUrl) && !health.text.includes('provider-key'));
    const metrics = await rawExchange(
      port,
      'GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nconnection: close\r\n\r\n',
    );
    assert.deepEqual(metrics.statuses, [401]);
  });
  it('metrics carry no client-chosen value: distinct models, tools, trace ids and agents add no series', async () => {
    const series = async () => {
      const res = await fetch(`${gate.url}/metrics`, {
        headers: { authorization: `Bearer ${KEYS.R28_ALICE}` },
      });
      const text = await res.text();
      assert.doesNotMatch(text, /r28-(model|tool|trace|agent)-/);
      return text.split('\n').filter((l) => l !== '' && !l.startsWith('#') && l.startsWith('gate_')).length;
    };
    const send = (i: number) =>
      fetch(`${gate.url}/v1/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${KEYS.R28_ALICE}`,
          'x-gate-trace-id': `r28-trace-${i}`,
          'x-gate-agent': `r28-agent-${i}`,
        },
        body: JSON.stringify({
          model: `r28-model-${i}`,
          messages: [{ role: 'user', content: 'hi' }],
          tools: [{ type: 'function', function: { name: `r28-tool-${i}`, parameters: {} } }],
        }),
      }).then((r) => r.text());
    for (let i = 0; i < 5; i += 1) await send(i);
    await series(); // the scrape's own route gets its series
    const first = await series();
    for (let i = 5; i < 60; i += 1) await send(i);
    assert.equal(await series(), first);
  });
  it('a keyless request never gets a 100 Continue, and its long unread body ends the connection', async () => {
    const big = 50 * 1024 * 1024;
    const head = (extra: string, length: number) =>
      `POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n${extra}content-length: ${length}\r\n\r\n`;
    // Expect: 100-continue with no key: the final 401 at once, no 100 asking for 50 MB, and the connection ends.
    const asked = await rawExchange(port, head('expect: 100-continue\r\n', big), { waitMs: 3000 });
    assert.deepEqual(asked.statuses, [401], asked.text);
    assert.equal(asked.closed, true);
    // No Expect, the body sent anyway: gate does not drain 50 MB for a request it refused unread.
    const sent = await new Promise<{ bytes: number; closed: boolean }>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(head('', big));
        const piece = Buffer.alloc(64 * 1024, 'a');
        let bytes = 0;
        const pump = () => {
          while (bytes < big && !socket.destroyed) {
            bytes += piece.length;
            if (!socket.write(piece)) return void socket.once('drain', pump);
          }
        };
        socket.on('close', () => resolve({ bytes, closed: true }));
        socket.on('error', () => undefined);
        setTimeout(() => resolve({ bytes, closed: false }), 15_000).unref();
        pump();
      });
    });
    assert.equal(sent.closed, true);
    assert.ok(sent.bytes < big, `${sent.bytes} bytes taken of a refused body`);
    // A chunked body with no end in sight, no key: 401 and the connection ends (its length was never declared).
    const chunked = await rawExchange(
      port,
      `POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\ntransfer-encoding: chunked\r\n\r\n10\r\n${'a'.repeat(16)}\r\n`,
      { waitMs: 3000 },
    );
    assert.deepEqual([chunked.statuses, chunked.closed], [[401], true]);
    // With its key the client gets its 100, sends, and is answered.
    const keyed = await new Promise<string>((resolve) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          head(
            `${bearer(KEYS.R28_BOB)}expect: 100-continue\r\nconnection: close\r\n`,
            Buffer.byteLength(BODY),
          ),
        ),
      );
      socket.setEncoding('latin1');
      socket.on('data', (d: string) => {
        if (!text.includes('100 Continue') && d.includes('100 Continue')) socket.write(BODY);
        text += d;
      });
      socket.on('close', () => resolve(text));
    });
    assert.match(keyed, /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /, keyed);
    // A GET's body is never read: a long one ends the connection after the answer; a short one keeps it.
    const get = (length: number) =>
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-length: ${length}\r\n\r\n${'a'.repeat(Math.min(length, 70_000))}`;
    const long = await rawExchange(port, get(1024 * 1024), { waitMs: 3000 });
    assert.deepEqual([long.statuses, long.closed], [[200], true]);
    const short = await rawExchange(port, get(10) + get(10), { waitMs: 1500 });
    assert.deepEqual(short.statuses, [200, 200]);
  });
});
