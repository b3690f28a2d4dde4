import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { sha256Hex } from '../kernel/canonical.js';
import { isGateError } from '../kernel/errors.js';
import { sendError } from '../server/error-body.js';
import type { RequestContext } from '../server/types.js';
import { PageBook } from './pages.js';
import { MAX_WINDOW_BYTES, RECALL_PAGES_PATH, recallRoutes } from './routes.js';

const book = new PageBook();
const [route] = recallRoutes({ pages: book });
let server: Server;
let base: string;

before(async () => {
  // The route behind a bare server: what the gateway's lifecycle hands it, minus auth and logging.
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gate.invalid');
    const ctx: RequestContext = {
      req,
      res,
      url,
      traceId: 't',
      rawBody: Buffer.alloc(0),
      body: undefined,
      signal: new AbortController().signal,
      access: { tools: [], verdicts: [] },
    };
    route!.handle(ctx).catch((err: unknown) => {
      assert.ok(isGateError(err));
      sendError(res, err, route!.errorShape);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${RECALL_PAGES_PATH}`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('the route is a GET of gate own shape at /v1/gate/recall/pages', () => {
  assert.equal(route!.method, 'GET');
  assert.equal(route!.path, '/v1/gate/recall/pages');
  assert.notEqual(route!.public, true, 'auth applies');
});

test('a trace answers its pages in step order, content as JSON strings, never cached', async () => {
  book.add('trace-a', {
    tool: 'read_file',
    kind: 'tool_result',
    content: 'line 1\n"quoted" ü',
    verdict: 'ALLOW',
    trustEpoch: 2,
  });
  book.add('trace-a', {
    tool: 'user',
    kind: 'message',
    content: 'hi',
    verdict: 'ALLOW',
    trustEpoch: 2,
    witness: 'w1',
  });
  const res = await fetch(`${base}?trace=trace-a`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await res.json(), {
    format: 'gate-recall-pages/v2',
    trace_id: 'trace-a',
    pages: [
      {
        step: 1,
        digest: sha256Hex('line 1\n"quoted" ü'),
        tool: 'read_file',
        kind: 'tool_result',
        verdict: 'ALLOW',
        trust_epoch: 2,
        bytes: 18,
        content: 'line 1\n"quoted" ü',
      },
      {
        step: 2,
        digest: sha256Hex('hi'),
        tool: 'user',
        kind: 'message',
        verdict: 'ALLOW',
        witness: 'w1',
        trust_epoch: 2,
        bytes: 2,
        content: 'hi',
      },
    ],
  });
});

test('an unknown trace is 404 and a missing trace parameter 400, in the OpenAI error shape', async () => {
  const missing = await fetch(`${base}?trace=nobody`);
  assert.equal(missing.status, 404);
  const body = (await missing.json()) as { error: { code: string; message: string } };
  assert.equal(body.error.code, 'not_found');
  assert.match(body.error.message, /no pages for trace "nobody"/);
  assert.equal((await fetch(base)).status, 400);
});

test('a large trace is answered a window at a time: at most 4 MiB of content after `after`, then next_after', async () => {
  // Three pages of 3 MiB: the base answered all 9 MiB (six times that for escaped controls) in one body.
  const page = (i: number) => `${String(i)}${'\u0001'.repeat(3 * 1024 * 1024 - 1)}`;
  for (let i = 1; i <= 3; i++)
    book.add('trace-big', {
      tool: 'read_file',
      kind: 'tool_result',
      content: page(i),
      verdict: 'ALLOW',
      trustEpoch: 0,
    });
  const seen: number[] = [];
  let after = 0;
  for (let n = 0; n < 5; n++) {
    const res = await fetch(`${base}?trace=trace-big${after ? `&after=${after}` : ''}`);
    assert.equal(res.status, 200);
    const text = await res.text();
    const doc = JSON.parse(text) as {
      format: string;
      pages: { step: number; content: string }[];
      next_after?: number;
    };
    assert.equal(doc.format, 'gate-recall-pages/v2');
    const content = doc.pages.reduce((sum, p) => sum + p.content.length, 0);
    assert.ok(content <= MAX_WINDOW_BYTES, `a window carries ${content} bytes of content`);
    for (const p of doc.pages) {
      assert.equal(p.content, page(p.step));
      seen.push(p.step);
    }
    if (doc.next_after === undefined) break;
    after = doc.next_after;
  }
  assert.deepEqual(seen, [1, 2, 3]);
  // One page larger than a window still goes, alone.
  book.add('trace-huge', {
    tool: 'read_file',
    kind: 'tool_result',
    content: 'x'.repeat(MAX_WINDOW_BYTES + 1),
    verdict: 'ALLOW',
    trustEpoch: 0,
  });
  const huge = (await (await fetch(`${base}?trace=trace-huge`)).json()) as {
    pages: unknown[];
    next_after?: number;
  };
  assert.equal(huge.pages.length, 1);
  assert.equal(huge.next_after, undefined);
  // Past the last page: an empty window, not a 404.
  const past = (await (await fetch(`${base}?trace=trace-big&after=3`)).json()) as { pages: unknown[] };
  assert.deepEqual(past.pages, []);
  for (const bad of ['-1', 'x', '1.5', '99999999999999999', '']) {
    const res = await fetch(`${base}?trace=trace-big&after=${bad}`);
    assert.equal(res.status, 400, bad);
    assert.match(
      ((await res.json()) as { error: { message: string } }).error.message,
      /"after" must be a page step/,
    );
  }
});
