// Red team round 10, request codings and framing against the real `gate serve` (raw node:net): node:http
// undoes only chunked, so a body sent with `Content-Encoding: gzip` (or `Transfer-Encoding: gzip,
// chunked`) was judged as its coded bytes: a 400 "not valid JSON" that did not say why, or, for a
// coding whose bytes also read as JSON, a judgement of text the client never meant. Such a body is now
// refused 415 unread, in the route's shape. Two Host headers are a 400 (node kept the first, a proxy may
// route on the last); a missing Host, an Expect gate cannot meet and a CONNECT get a body that says why
// instead of node's bare 400, bare 417 and silent close (docs/operations.md, "Limits and shutdown").
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FakeUpstream } from './fake-upstream.js';
import { fakeGate } from './helpers/fake-gates.js';
import type { GateProcess } from './helpers/gate-process.js';
import { lastJsonBody, rawExchange } from './helpers/raw-http.js';

const BODY = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });

function request(path: string, headers: string, body: Buffer | string): Buffer {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\ncontent-type: application/json\r\nconnection: close\r\n${headers}` +
        `content-length: ${bytes.length}\r\n\r\n`,
    ),
    bytes,
  ]);
}

describe('redteam r10: request codings and framing', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let port: number;

  before(async () => {
    ({ fake, gate } = await fakeGate('openai'));
    port = Number(new URL(gate.url).port);
  });

  const host = 'host: 127.0.0.1\r\n';
  // A 64 MiB gzip bomb in 64 KiB: refused before a byte of it is inflated.
  const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
  const coded: [string, string, Buffer | string][] = [
    ['gzip', 'content-encoding: gzip\r\n', gzipSync(BODY)],
    ['br', 'content-encoding: br\r\n', brotliCompressSync(BODY)],
    ['stacked gzip, br', 'content-encoding: gzip, br\r\n', brotliCompressSync(gzipSync(BODY))],
    ['a lying header over plain JSON', 'content-encoding: gzip\r\n', BODY],
    ['zstd', 'content-encoding: zstd\r\n', BODY],
    ['a gzip bomb', 'content-encoding: GZIP\r\n', bomb],
  ];

  for (const [what, header, body] of coded) {
    it(`Content-Encoding, ${what}: 415 in the route's shape, nothing forwarded`, async () => {
      const sent = fake.received.length;
      const chat = await rawExchange(port, request('/v1/chat/completions', host + header, body));
      assert.deepEqual(chat.statuses, [415]);
      const oa = lastJsonBody(chat) as { error: { code: string; message: string } };
      assert.equal(oa.error.code, 'unsupported_media_type');
      assert.match(oa.error.message, /Content-Encoding/);
      const messages = await rawExchange(port, request('/v1/messages', host + header, body));
      assert.deepEqual(messages.statuses, [415]);
      assert.equal((lastJsonBody(messages) as { type: string }).type, 'error');
      assert.equal(fake.received.length, sent);
    });
  }

  it('Content-Encoding: identity is read as it is', async () => {
    const got = await rawExchange(
      port,
      request('/v1/chat/completions', `${host}content-encoding: identity\r\n`, BODY),
    );
    assert.deepEqual(got.statuses, [200]);
  });

  it('Transfer-Encoding: gzip, chunked is 415; chunked with a chunk extension is read', async () => {
    const sent = fake.received.length;
    const len = Buffer.byteLength(BODY).toString(16);
    const head = (te: string) =>
      `POST /v1/chat/completions HTTP/1.1\r\n${host}content-type: application/json\r\nconnection: close\r\n` +
      `transfer-encoding: ${te}\r\n\r\n`;
    const gz = await rawExchange(port, `${head('gzip, chunked')}${len}\r\n${BODY}\r\n0\r\n\r\n`);
    assert.deepEqual(gz.statuses, [415]);
    assert.match((lastJsonBody(gz) as { error: { message: string } }).error.message, /Transfer-Encoding/);
    assert.equal(fake.received.length, sent);
    const ext = await rawExchange(port, `${head('chunked')}${len};name=value\r\n${BODY}\r\n0\r\n\r\n`);
    assert.deepEqual(ext.statuses, [200]);
  });

  it('a refused coded body does not become the next request on a keep-alive connection', async () => {
    const sent = fake.received.length;
    // The body is a whole second request: gate leaves it unread, so the connection must not go on.
    const inner = request('/v1/chat/completions', host, BODY).toString('latin1');
    const bytes = Buffer.from(
      `POST /v1/chat/completions HTTP/1.1\r\n${host}content-type: application/json\r\ncontent-encoding: gzip\r\n` +
        `content-length: ${Buffer.byteLength(inner)}\r\nconnection: keep-alive\r\n\r\n${inner}`,
    );
    const got = await rawExchange(port, bytes);
    assert.deepEqual(got.statuses, [415]);
    assert.equal(got.closed, true);
    assert.equal(fake.received.length, sent);
  });

  it('two Host headers are 400, whichever comes first; nothing forwarded', async () => {
    const sent = fake.received.length;
    for (const hosts of [
      'host: 127.0.0.1\r\nhost: evil.example\r\n',
      'host: evil.example\r\nHost: 127.0.0.1\r\n',
    ]) {
      const got = await rawExchange(port, request('/v1/chat/completions', hosts, BODY));
      assert.deepEqual(got.statuses, [400], hosts);
      assert.match((lastJsonBody(got) as { error: { message: string } }).error.message, /more than one Host/);
    }
    assert.equal(fake.received.length, sent);
  });

  it('no Host: 403 with a body that says why (node answered a bare 400)', async () => {
    const got = await rawExchange(port, request('/v1/messages', '', BODY));
    assert.deepEqual(got.statuses, [403]);
    const body = lastJsonBody(got) as { type: string; error: { message: string } };
    assert.equal(body.type, 'error');
    assert.match(body.error.message, /no Host header/);
  });

  it('Expect: 100-continue is met; any other expectation is a 400 with a body, not a bare 417', async () => {
    const ok = await rawExchange(
      port,
      request('/v1/chat/completions', `${host}expect: 100-continue\r\n`, BODY),
    );
    assert.deepEqual(ok.statuses, [100, 200]);
    const sent = fake.received.length;
    const odd = await rawExchange(port, request('/v1/chat/completions', `${host}expect: 200-ok\r\n`, BODY));
    assert.deepEqual(odd.statuses, [400]);
    assert.match((lastJsonBody(odd) as { error: { message: string } }).error.message, /Expect header/);
    assert.equal(odd.closed, true);
    assert.equal(fake.received.length, sent);
  });

  it('CONNECT: 405 with a body that says gate is no proxy (node closed the socket without a word)', async () => {
    const sent = fake.received.length;
    const got = await rawExchange(
      port,
      `CONNECT 127.0.0.1:${fake.port} HTTP/1.1\r\nHost: 127.0.0.1:${fake.port}\r\n\r\n`,
    );
    assert.deepEqual(got.statuses, [405]);
    assert.match((lastJsonBody(got) as { error: { message: string } }).error.message, /not a proxy/);
    assert.equal(got.closed, true);
    assert.equal(fake.received.length, sent);
  });

  it('HTTP/1.0 keep-alive: both requests answered on one connection, in order', async () => {
    const one = (close: boolean) =>
      `POST /v1/chat/completions HTTP/1.0\r\n${host}content-type: application/json\r\n` +
      `${close ? '' : 'connection: keep-alive\r\n'}content-length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`;
    const got = await rawExchange(port, one(false) + one(true));
    assert.deepEqual(got.statuses, [200, 200]);
  });
});
