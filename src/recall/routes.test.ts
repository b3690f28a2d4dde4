import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { sha256Hex } from '../kernel/canonical.js';
import { isGateError } from '../kernel/errors.js';
import { sendError } from '../server/error-body.js';
import type { RequestContext } from '../server/types.js';
import { PageBook } from './pages.js';
import { RECALL_PAGES_PATH, recallRoutes } from './routes.js';

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
    format: 'gate-recall-pages/v1',
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
