import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { GateError } from '../kernel/errors.js';
import { createProxyUpstream } from './proxy.js';

type Handler = (res: ServerResponse) => void;

/** An event stream that sends one event, then nothing. */
function stallsAfterOneEvent(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write('data: 1\n\n');
}

/** An event stream that sends one event, then drops the connection. */
function breaksAfterOneEvent(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write('data: 1\n\n', () => setTimeout(() => res.socket?.destroy(), 20));
}

/** A body sent as two pieces a moment apart. */
const twoPieces =
  (first: string, second: string) =>
  (res: ServerResponse): void => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(first);
    setTimeout(() => res.end(second), 20);
  };

/** A response that sends one byte and stays open; `closed()` waits up to half a second for it to close. */
function hangsOpen(): { handler: (res: ServerResponse) => void; closed(): Promise<boolean> } {
  let closed = false;
  return {
    handler: (res) => {
      res.writeHead(200);
      res.write('x');
      res.on('close', () => {
        closed = true;
      });
    },
    closed: async () => {
      for (let i = 0; i < 50 && !closed; i++) await new Promise((r) => setTimeout(r, 10));
      return closed;
    },
  };
}

const isFault =
  (code: string) =>
  (err: unknown): boolean =>
    err instanceof GateError && err.code === code;

describe('createProxyUpstream', () => {
  let server: Server;
  let base: string;
  let seen: { url: string; headers: IncomingHttpHeaders; raw: string[]; body: string } | undefined;
  let handler: Handler = (res) => res.end('{}');

  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        seen = { url: req.url ?? '', headers: req.headers, raw: req.rawHeaders, body };
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

  it("the request head: one Host, the URL's; the body's byte length; keep-alive; a value with a line break is never sent", async () => {
    handler = (res) => res.end('{}');
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 5000 });
    seen = undefined;
    const saw = () => seen; // assigned by the server's callback
    await (
      await up('/chat/completions', { ...init({ Host: 'evil.example', 'x-a': 'b' }), body: '{"m":"é€"}' })
    ).text();
    const names = (saw()?.raw ?? []).filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    assert.equal(names.filter((n) => n === 'host').length, 1);
    assert.equal(saw()?.headers.host, new URL(base).host);
    assert.equal(saw()?.headers['content-length'], String(Buffer.byteLength('{"m":"é€"}')));
    assert.equal(saw()?.headers.connection, 'keep-alive');
    assert.equal(saw()?.headers['x-a'], 'b');
    seen = undefined;
    await assert.rejects(up('/chat/completions', init({ 'x-a': 'b\r\nx-injected: 1' })));
    await assert.rejects(up('/chat/completions', init({ 'x a': 'b' })));
    assert.equal(saw(), undefined);
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

  it('follows a redirect as fetch does: 303 turns the POST into a GET without a body; url and redirected say so', async () => {
    const hits: string[] = [];
    handler = (res) => {
      hits.push(`${seen?.url} ${seen?.body.length}`);
      if (seen?.url === '/v1/chat/completions') {
        res.writeHead(303, { location: '/v1/elsewhere' });
        res.end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'r9' });
        res.end('{"ok":true}');
      }
    };
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 1000 });
    const res = await up('/chat/completions', { ...init(), body: '{"model":"m"}' });
    assert.equal(res.status, 200);
    assert.equal(res.ok, true);
    assert.equal(res.redirected, true);
    assert.match(res.url, /\/v1\/elsewhere$/);
    assert.equal(res.headers.get('x-request-id'), 'r9');
    assert.deepEqual(await res.json(), { ok: true });
    assert.deepEqual(hits, ['/v1/chat/completions 13', '/v1/elsewhere 0']);
  });

  it('a status a web Response cannot carry is UPSTREAM_UNREACHABLE', async () => {
    handler = (res) => {
      res.writeHead(600);
      res.end();
    };
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 1000 });
    await assert.rejects(up('/chat/completions', init()), isFault('UPSTREAM_UNREACHABLE'));
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
    handler = stallsAfterOneEvent;
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 400 });
    const stalled = await up('/chat/completions', init());
    await assert.rejects(stalled.text(), isFault('UPSTREAM_TIMEOUT'));
    handler = breaksAfterOneEvent;
    const broken = await up('/chat/completions', init());
    await assert.rejects(broken.text(), isFault('UPSTREAM_UNREACHABLE'));
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

  // An answer killed while nobody reads it yet must raise no stray fault (undici's answer is a Readable
  // of gate's own, dispatch.ts), and the pool must go on serving.
  it('the caller aborting aborts the upstream request and is not reported as a gate fault', async () => {
    const watched = hangsOpen();
    handler = watched.handler;
    const controller = new AbortController();
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 5000 });
    const res = await up('/x', init({}, controller.signal));
    controller.abort();
    assert.equal(await watched.closed(), true);
    await assert.rejects(res.text(), (err: unknown) => !(err instanceof GateError));
    handler = (r) => r.end('{"ok":2}');
    assert.equal(await (await up('/x', init())).text(), '{"ok":2}');
  });
  // The exchange is undici's dispatch (dispatch.ts): an abort can come before its connection exists, an
  // answer can be dropped unread, and one pool serves every request, so no fault may outlive its request.
  it('a caller aborting before the head, or before the request starts, drops it; the pool serves the next', async () => {
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 5000 });
    handler = () => {};
    const controller = new AbortController();
    const pending = up('/x', init({}, controller.signal));
    setTimeout(() => controller.abort(), 20);
    await assert.rejects(pending, (err: unknown) => !(err instanceof GateError));
    const gone = new AbortController();
    gone.abort();
    await assert.rejects(up('/x', init({}, gone.signal)), (err: unknown) => !(err instanceof GateError));
    handler = (res) => res.end('{"ok":1}');
    assert.equal(await (await up('/x', init())).text(), '{"ok":1}');
  });

  it('an interim answer (103) is not the answer: the final head and body are', async () => {
    handler = (res) => {
      res.writeEarlyHints({ link: '</a>; rel=preload' });
      res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r1' });
      res.end('{"final":true}');
    };
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 5000 });
    const res = await up('/x', init());
    assert.equal(res.status, 201);
    assert.equal(res.headers.get('x-request-id'), 'r1');
    assert.equal(await res.text(), '{"final":true}');
  });

  it('header values are the bytes received, latin1 as node:http reads them; repeats joined', async () => {
    handler = (res) => {
      res.setHeader('x-request-id', ['a', 'b']);
      res.setHeader('x-note', 'c\u00e9');
      res.end('{}');
    };
    const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 5000 });
    const res = await up('/x', init());
    assert.equal(res.headers.get('x-request-id'), 'a, b');
    // The server writes the value's UTF-8 bytes; each comes back as one character, as node:http gave them.
    assert.equal(res.headers.get('x-note'), Buffer.from('c\u00e9').toString('latin1'));
    await res.text();
  });

  describe('pieces(): the body without a web stream', () => {
    const piecesOf = (res: Response): AsyncIterableIterator<Uint8Array> =>
      (res as Response & { pieces(): AsyncIterableIterator<Uint8Array> }).pieces();
    const readAllPieces = async (it: AsyncIterableIterator<Uint8Array>): Promise<string> => {
      let text = '';
      for await (const piece of it) text += new TextDecoder().decode(piece);
      return text;
    };

    it('reads every piece in order, then ends', async () => {
      handler = twoPieces('data: 1\n\n', 'data: 2\n\n');
      const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 1000 });
      assert.equal(await readAllPieces(piecesOf(await up('/x', init()))), 'data: 1\n\ndata: 2\n\n');
    });

    it('a stall is UPSTREAM_TIMEOUT, a break UPSTREAM_UNREACHABLE, after the pieces that came', async () => {
      handler = stallsAfterOneEvent;
      const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 300 });
      const stalled = piecesOf(await up('/x', init()));
      assert.equal(new TextDecoder().decode((await stalled.next()).value), 'data: 1\n\n');
      await assert.rejects(stalled.next(), isFault('UPSTREAM_TIMEOUT'));
      handler = breaksAfterOneEvent;
      const broken = piecesOf(await up('/x', init()));
      await broken.next();
      await assert.rejects(broken.next(), isFault('UPSTREAM_UNREACHABLE'));
    });

    it('a line trickled a byte inside each idle window is UPSTREAM_TIMEOUT, read whole or piece by piece', async () => {
      const trickle: Handler = (res) => {
        res.writeHead(200);
        res.write('data: {');
        const timer = setInterval(() => res.write('a'), 60);
        res.on('close', () => clearInterval(timer));
      };
      handler = trickle;
      const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 300 });
      await assert.rejects(readAllPieces(piecesOf(await up('/x', init()))), isFault('UPSTREAM_TIMEOUT'));
      await assert.rejects((await up('/x', init())).text(), isFault('UPSTREAM_TIMEOUT'));
    });

    it('time the reader takes between pieces does not count against the upstream', async () => {
      handler = twoPieces('a', 'b');
      const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 300 });
      const it = piecesOf(await up('/x', init()));
      const first = await it.next();
      await new Promise((r) => setTimeout(r, 600));
      assert.equal(new TextDecoder().decode(first.value) + (await readAllPieces(it)), 'ab');
    });

    it('stopping early closes the upstream connection; the body cannot then be read again', async () => {
      const watched = hangsOpen();
      handler = watched.handler;
      const up = createProxyUpstream({ baseUrl: base, provider: 'openai', timeoutMs: 5000 });
      const res = await up('/x', init());
      const it = piecesOf(res);
      await it.next();
      await it.return?.();
      assert.equal(await watched.closed(), true);
      await assert.rejects(res.text(), TypeError);
    });
  });
});
