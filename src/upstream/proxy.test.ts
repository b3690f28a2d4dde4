import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { GateError } from '../kernel/errors.js';
import { createProxyUpstream } from './proxy.js';

type Handler = (res: ServerResponse) => void;

describe('createProxyUpstream', () => {
  let server: Server;
  let base: string;
  let seen: { url: string; headers: IncomingHttpHeaders; body: string } | undefined;
  let handler: Handler = (res) => res.end('{}');

  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        seen = { url: req.url ?? '', headers: req.headers, body };
        handler(res);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const init = (headers: Record<string, string> = {}, signal = new AbortController().signal) => ({
    method: 'POST',
    headers,
    body: '{"model":"m"}',
    signal,
  });

  it('openai: Bearer provider key, never the client credentials, path under the base', async () => {
    handler = (res) => res.end('{}');
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', apiKey: 'sk-p', timeoutMs: 5000 });
    const res = await up(
      '/chat/completions?x=1',
      init({ Authorization: 'Bearer client', 'x-api-key': 'client', 'openai-organization': 'o' }),
    );
    assert.equal(res.status, 200);
    assert.equal(seen?.url, '/v1/chat/completions?x=1');
    assert.equal(seen?.headers['authorization'], 'Bearer sk-p');
    assert.equal(seen?.headers['x-api-key'], undefined);
    assert.equal(seen?.headers['openai-organization'], 'o');
    assert.equal(seen?.headers['content-type'], 'application/json');
    assert.equal(seen?.body, '{"model":"m"}');
  });

  it("anthropic: x-api-key provider key, the client's anthropic-version or the default", async () => {
    const up = createProxyUpstream({
      baseUrl: base,
      provider: 'anthropic',
      apiKey: 'sk-ant',
      timeoutMs: 5000,
    });
    await (await up('/messages', init({ authorization: 'Bearer client' }))).text();
    assert.equal(seen?.headers['x-api-key'], 'sk-ant');
    assert.equal(seen?.headers['authorization'], undefined);
    assert.equal(seen?.headers['anthropic-version'], '2023-06-01');
    await (await up('/messages', init({ 'anthropic-version': '2099-01-01', 'anthropic-beta': 'b1' }))).text();
    assert.equal(seen?.headers['anthropic-version'], '2099-01-01');
    assert.equal(seen?.headers['anthropic-beta'], 'b1');
  });

  it('no key configured: no credential header at all', async () => {
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 5000 });
    await (
      await up('/models', {
        method: 'GET',
        headers: { authorization: 'Bearer client' },
        signal: new AbortController().signal,
      })
    ).text();
    assert.equal(seen?.headers['authorization'], undefined);
  });

  it('connection refused is UPSTREAM_UNREACHABLE naming the system error', async () => {
    const spare = createServer();
    await new Promise<void>((r) => spare.listen(0, '127.0.0.1', r));
    const port = (spare.address() as AddressInfo).port;
    await new Promise((r) => spare.close(r));
    const up = createProxyUpstream({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      provider: 'openai',
      timeoutMs: 5000,
    });
    await assert.rejects(up('/chat/completions', init()), (err: unknown) => {
      assert.ok(err instanceof GateError);
      assert.equal(err.code, 'UPSTREAM_UNREACHABLE');
      assert.match(err.message, /ECONNREFUSED/);
      return true;
    });
  });

  it('no headers in time is UPSTREAM_TIMEOUT', async () => {
    handler = () => {};
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 50 });
    await assert.rejects(
      up('/chat/completions', init()),
      (err: unknown) => err instanceof GateError && err.code === 'UPSTREAM_TIMEOUT',
    );
  });

  it('a body that stalls mid-way is UPSTREAM_TIMEOUT from read(); one that breaks is UPSTREAM_UNREACHABLE', async () => {
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: 1\n\n');
    };
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 400 });
    const stalled = await up('/chat/completions', init());
    await assert.rejects(
      stalled.text(),
      (err: unknown) => err instanceof GateError && err.code === 'UPSTREAM_TIMEOUT',
    );
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: 1\n\n', () => res.socket?.destroy());
    };
    const broken = await up('/chat/completions', init());
    await assert.rejects(
      broken.text(),
      (err: unknown) => err instanceof GateError && err.code === 'UPSTREAM_UNREACHABLE',
    );
  });

  it('a slow reader does not count against the upstream', async () => {
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('a');
      res.end('b');
    };
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 300 });
    const res = await up('/x', init());
    const reader = res.body!.getReader();
    const first = await reader.read();
    // Twice the limit without reading: only time spent waiting on upstream counts.
    await new Promise((r) => setTimeout(r, 600));
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    assert.equal(new TextDecoder().decode(first.value) + rest, 'ab');
  });

  it('the caller aborting aborts the upstream request and is not reported as a gate fault', async () => {
    let closed = false;
    handler = (res) => {
      res.writeHead(200);
      res.write('x');
      res.on('close', () => {
        closed = true;
      });
    };
    const controller = new AbortController();
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 5000 });
    const res = await up('/x', init({}, controller.signal));
    controller.abort();
    await assert.rejects(res.text(), (err: unknown) => !(err instanceof GateError));
    for (let i = 0; i < 50 && !closed; i++) await new Promise((r) => setTimeout(r, 10));
    assert.equal(closed, true);
  });
});
