import assert from 'node:assert/strict';
import { createServer, request, type Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { TRACE_HEADER, type TracedResponse, tracedResponse } from './traced-response.js';

type Write = (res: TracedResponse) => void;

/** Each way gate writes a head: a flat list (the wires' answers and streams), an object, implicitly. */
const WRITES: Record<string, Write> = {
  'flat list': (res) => {
    res.writeHead(200, ['x-request-id', 'r1', 'content-type', 'application/json']);
    res.end('{}');
  },
  'flat list with a reason': (res) => {
    res.writeHead(200, 'Fine', ['content-type', 'application/json']);
    res.end('{}');
  },
  'flat list after a header was set': (res) => {
    res.setHeader('connection', 'close');
    res.writeHead(503, ['retry-after', '1']);
    res.end('{}');
  },
  object: (res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{}');
  },
  implicit: (res) => {
    res.setHeader('content-type', 'text/plain');
    res.end('ok');
  },
  'head flushed': (res) => {
    res.writeHead(200, ['content-type', 'text/event-stream']);
    res.flushHeaders();
    res.end('data: 1\n\n');
  },
};

describe('TracedResponse', () => {
  let server: Server;
  let port = 0;
  const setHeaderCalls: number[] = [];
  before(async () => {
    const setHeader = ServerResponse.prototype.setHeader;
    server = createServer({ ServerResponse: tracedResponse() }, (req, res) => {
      const traced = res as TracedResponse;
      traced.traceId = `trace-${req.url?.slice(1)}`;
      let calls = 0;
      traced.setHeader = function (this: ServerResponse, ...args: Parameters<typeof setHeader>) {
        calls += 1;
        return setHeader.apply(this, args);
      } as unknown as typeof traced.setHeader;
      (WRITES[decodeURIComponent(req.url?.slice(1) ?? '')] as Write)(traced);
      setHeaderCalls.push(calls);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (name: string) =>
    new Promise<{ status: number; raw: string[] }>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: `/${encodeURIComponent(name)}` }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, raw: res.rawHeaders }));
      });
      req.on('error', reject);
      req.end();
    });

  for (const name of Object.keys(WRITES)) {
    it(`${name}: the head carries the trace id once`, async () => {
      const { raw } = await get(name);
      const names = raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
      const at = names.indexOf(TRACE_HEADER);
      assert.notEqual(at, -1);
      assert.equal(raw[2 * at + 1], `trace-${encodeURIComponent(name)}`);
      assert.equal(names.lastIndexOf(TRACE_HEADER), at, 'once');
    });
  }

  it('a flat list with no header set before takes node:http fast path: no setHeader at all', async () => {
    setHeaderCalls.length = 0;
    await get('flat list');
    await get('flat list with a reason');
    assert.deepEqual(setHeaderCalls, [0, 0]);
  });
});
