// Red team, round 48 (edge): downstream MCP servers gate fronts, over stdio and Streamable HTTP, and gate's
// own /mcp endpoint, through one real `gate serve --tools` and the official SDK client. The HTTP downstream
// is a raw node:http server in this process (no SDK, so it can break the protocol on purpose), one path a
// backend. Found: (1) a result of many array items (300,000 empty text blocks: two member names) passed the
// width bound and was walked and handed on whole; (2) a tools/list page was not width-bounded at all, and a
// cursor given twice was followed 100 times; (3) an answer spelling its id "5" for 5 passed the bound
// unmeasured (the SDK matches by Number(id)); (4) an upstream model answer was bounded by names, not
// items (the same node:http server is the upstream of the same gate's messages wire). Held and kept: the
// HTTP transport's answers (gzip, ids never asked, a session id set mid-way, a cross-origin redirect, a
// wrong type, death mid-body, an event stream that never ends) and the endpoint's methods and
// notifications. docs/mcp.md and docs/wires.md, "Round 48 (edge-r48)".
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import Anthropic from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { McpError } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { parseModelJson, readModelJson } from '../src/wire/shared/json.js';
import { ROOT } from './fixtures/mcp-engine/paths.js';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { until } from './helpers/until.js';

const SCRIPTED = join(ROOT, 'test/fixtures/mcp-scripted/recorder.mjs');
const dir = mkdtempSync(join(tmpdir(), 'gate-r48-edge-'));
/** One past the bound on array items in a downstream message (MAX_ARG_ENTRIES). */
const PAST = 20_001;
const empty = () => ({ type: 'text', text: '' });

/** Where a result holds its items: content blocks, or arrays inside a block, its `_meta` or structuredContent. */
const spread = fc.record({
  place: fc.constantFrom('content', 'meta', 'structured', 'split'),
  transport: fc.constantFrom('stdio', 'http'),
  // The SDK matches an answer to its request by Number(id): each of these answers request N.
  id: fc.constantFrom('N', '"N"', '" N"', '"N.0"', '"Ne0"'),
});
type Spread = typeof spread extends fc.Arbitrary<infer T> ? T : never;
const wide = fc.sample(spread, { numRuns: runsOf(4, 24), seed: 48 });

function manyItems(place: Spread['place']): unknown {
  const zeros = () => Array.from({ length: PAST }, () => 0);
  if (place === 'content') return { content: Array.from({ length: PAST }, empty) };
  if (place === 'meta') return { content: [{ type: 'text', text: 'x', _meta: { rows: zeros() } }] };
  if (place === 'structured') return { content: [empty()], structuredContent: { rows: zeros() } };
  // Many small arrays: no one of them is long, their sum is.
  return { content: Array.from({ length: 7_000 }, () => ({ type: 'text', text: '', _meta: { a: [1, 2] } })) };
}

const answer = (result: unknown) => `{"jsonrpc":"2.0","id":$ID,"result":${JSON.stringify(result)}}`;
const script: Record<string, string[]> = {
  read_calm: [answer({ content: [{ type: 'text', text: 'calm' }] })],
};

const result = (id: unknown, value: unknown) => ({ jsonrpc: '2.0', id, result: value });
const text = (id: unknown, t: string) => result(id, { content: [{ type: 'text', text: t }] });
const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
const json = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const sse = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream' });
const event = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

type Reply = (res: ServerResponse, id: unknown) => void;
interface Backend {
  pages?: (cursor: string | undefined) => { tools: unknown[]; nextCursor?: string };
  calls: Record<string, Reply>;
}
let otherOrigin = '';
/** What reached a second origin (a redirect's target), and whether the endless stream was closed. */
const elsewhere: string[] = [];
let endlessClosed = false;
const pagesAsked: Record<string, number> = {};
const sessionIds: Array<string | undefined> = [];

const backends: Record<string, Backend> = {
  h: {
    calls: {
      read_http: (res, id) => json(res, text(id, 'calm')),
      read_http_gzip: (res, id) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync(JSON.stringify(text(id, 'zipped'))));
      },
      // Answers to ids gate never asked, then the answer.
      read_http_unasked: (res, id) => {
        sse(res);
        res.write(event(text(99_999, 'unasked')));
        res.end(event(text(id, 'after')));
      },
      read_http_session: (res, id) => json(res, text(id, 'session'), { 'mcp-session-id': 'changed' }),
    },
  },
  // Each of these fails its call (a redirect also drops the connection and reconnects): one backend each.
  h_type: {
    calls: {
      read_type: (res, id) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(JSON.stringify(text(id, 'html')));
      },
    },
  },
  h_dies: {
    calls: {
      read_dies: (res, id) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(JSON.stringify(text(id, 'half')).slice(0, 20));
        setTimeout(() => res.socket?.destroy(), 20);
      },
    },
  },
  h_redirect: {
    calls: {
      read_redirect: (res) => {
        res.writeHead(307, { location: `${otherOrigin}/h` });
        res.end();
      },
    },
  },
  // An event stream that never ends, a comment every 100 ms, under a short deadline.
  h_endless: {
    calls: {
      read_endless: (res) => {
        sse(res);
        const beat = setInterval(() => res.write(':\n\n'), 100);
        res.on('close', () => {
          clearInterval(beat);
          endlessClosed = true;
        });
      },
    },
  },
  // One tools/list page past the bound on array items: a tool beside one whose schema lists PAST values.
  h_widepage: {
    pages: () => ({
      tools: [
        tool('read_w0'),
        {
          name: 'read_w1',
          inputSchema: { type: 'object', properties: { n: { enum: Array.from({ length: PAST }, () => 0) } } },
        },
      ],
    }),
    calls: {},
  },
  // A cursor that comes back: the same page again and again.
  h_again: { pages: () => ({ tools: [tool('read_again')], nextCursor: 'same' }), calls: {} },
};
/** An answer whose id is spelled `spelling` with N the request's (numeric) id, as raw text. */
const spelledAnswer = (spelling: string, id: string, value: unknown) =>
  `{"jsonrpc":"2.0","id":${spelling.replace('N', id)},"result":${JSON.stringify(value)}}`;
wide.forEach((c, i) => {
  const name = `read_items_${i}`;
  if (c.transport === 'stdio') script[name] = [spelledAnswer(c.id, '$ID', manyItems(c.place))];
  else
    backends.h!.calls[name] = (res, id) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(spelledAnswer(c.id, String(id), manyItems(c.place)));
    };
});

/** A messages answer holding PAST array items, spread as `place` says (round 48: 300,000 empty blocks took 2 s). */
const upstreamPlace = fc.constantFrom('text', 'tool_use', 'input', 'split');
const upstreamCases = fc.sample(upstreamPlace, { numRuns: runsOf(2, 12), seed: 48 });
let upstreamNext = '';
function wideAnswer(place: string): string {
  const message = (content: unknown[]) => ({
    id: 'msg',
    type: 'message',
    role: 'assistant',
    model: 'm',
    content,
  });
  const use = (i: number, input: unknown) => ({ type: 'tool_use', id: `t${i}`, name: 'read_notes', input });
  if (place === 'text') return JSON.stringify(message(Array.from({ length: PAST }, empty)));
  if (place === 'tool_use')
    return JSON.stringify(message(Array.from({ length: PAST }, (_, i) => use(i, {}))));
  if (place === 'input')
    return JSON.stringify(message([use(0, { rows: Array.from({ length: PAST }, () => 0) })]));
  return JSON.stringify(message(Array.from({ length: 7_000 }, (_, i) => use(i, { a: [1, 2] }))));
}

async function body(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

async function downstream(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = (req.url ?? '/').slice(1);
  if (path === 'v1/messages') {
    await body(req);
    return void res.writeHead(200, { 'content-type': 'application/json' }).end(upstreamNext);
  }
  const backend = backends[path];
  if (req.method !== 'POST' || backend === undefined) return void res.writeHead(405).end();
  const msg = JSON.parse(await body(req)) as {
    id?: unknown;
    method: string;
    params?: Record<string, unknown>;
  };
  if (path === 'h') sessionIds.push(req.headers['mcp-session-id'] as string | undefined);
  if (msg.id === undefined) return void res.writeHead(202).end();
  if (msg.method === 'initialize')
    return json(
      res,
      result(msg.id, {
        protocolVersion: msg.params?.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: path, version: '1' },
      }),
    );
  if (msg.method === 'tools/list') {
    pagesAsked[path] = (pagesAsked[path] ?? 0) + 1;
    const page = backend.pages?.(msg.params?.cursor as string | undefined) ?? {
      tools: Object.keys(backend.calls).map(tool),
    };
    return json(res, result(msg.id, page));
  }
  const reply = msg.method === 'tools/call' ? backend.calls[String(msg.params?.name)] : undefined;
  if (reply) return reply(res, msg.id);
  json(res, result(msg.id, {}));
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

describe('hostile downstream servers, a hostile upstream and a hostile client, through the real process', {
  timeout: 120_000,
}, () => {
  let gate: GateProcess;
  let client: Client;
  let http: Server;
  let other: Server;
  before(async () => {
    http = createServer((req, res) => void downstream(req, res));
    other = createServer(async (req, res) => {
      elsewhere.push(`${req.method} ${JSON.stringify(req.headers)} ${await body(req)}`);
      res.writeHead(500).end();
    });
    const base = await listen(http);
    otherOrigin = await listen(other);
    const scriptFile = join(dir, 'script.json');
    writeFileSync(scriptFile, JSON.stringify(script));
    const policy = join(dir, 'policy.json');
    writeFileSync(policy, JSON.stringify({ allow_prefix: ['read_'] }));
    const servers: Record<string, unknown> = {
      s: { command: process.execPath, args: [SCRIPTED], env: { FIXTURE_SCRIPT: scriptFile } },
    };
    for (const path of Object.keys(backends))
      servers[path] = {
        url: `${base}/${path}`,
        headers: { 'x-api-key': 'downstream-secret' },
        deadline_ms: path === 'h_endless' ? 1_500 : 10_000,
      };
    const tools = join(dir, 'tools.json');
    writeFileSync(tools, JSON.stringify({ servers }));
    // One process serves both: /mcp with the tools file, and the messages wire in front of this upstream.
    gate = await startGate(
      ['--policy', policy, '--tools', tools, '--base-url', `${base}/v1`, '--provider', 'anthropic'],
      { timeoutMs: 30_000 },
    );
    client = new Client({ name: 'r48-edge', version: '1' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${gate.url}/mcp`)));
    const want = ['read_calm', 'read_http', 'read_type', 'read_dies', 'read_redirect', 'read_endless'];
    for (let i = 0; i < 200; i++) {
      const names = (await client.listTools()).tools.map((t) => t.name);
      if (want.every((n) => names.includes(n)) && gate.stderr().includes('"h_again"')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  after(async () => {
    await client?.close();
    await gate?.stop();
    http?.close();
    other?.close();
  });

  // A backend gate cannot reach fails the call as a backend_unavailable fault (docs/errors.md, round 52): its sentence stands in for the text.
  const call = async (name: string) => {
    const res = await client.callTool({ name, arguments: {} }).catch((err: McpError) => {
      // gate's faults: the backend down, or (round 55) past its deadline; the code leads the text.
      const code = (err.data as { code?: string } | undefined)?.code;
      assert.ok(code === 'backend_unavailable' || code === 'backend_timeout', `${name}: ${code}`);
      return { isError: true, content: [{ type: 'text', text: `${code}: ${err.message}` }] };
    });
    return { isError: res.isError === true, content: res.content as Array<Record<string, unknown>> };
  };

  test('a result holding more array items than gate reads fails its call at once, in MCP shape, on both transports', async () => {
    for (const [i, c] of wide.entries()) {
      const name = `read_items_${i}`;
      const got = await call(name);
      const what = JSON.stringify(c);
      assert.equal(got.isError, true, what);
      assert.equal(got.content.length, 1, what);
      assert.match(String(got.content[0]?.text), new RegExp(`^\\[gate\\] ${name} failed: `), what);
      assert.match(String(got.content[0]?.text), /more than 20000 array items; gate did not read it/, what);
    }
    // The server is not dropped for it: the next call on each transport is answered.
    assert.deepEqual(await call('read_calm'), { isError: false, content: [{ type: 'text', text: 'calm' }] });
    assert.deepEqual(await call('read_http'), { isError: false, content: [{ type: 'text', text: 'calm' }] });
  });

  test('a tools/list page wider than gate reads offers nothing of it; a cursor given twice ends the paging', async () => {
    const names = (await client.listTools()).tools.map((t) => t.name);
    assert.ok(!names.some((n) => n.startsWith('read_w')), 'a tool of the too-wide page was offered');
    assert.match(
      gate.stderr(),
      /backend "h_widepage" sent a message holding more than 20000 array items: refused/,
    );
    assert.ok(names.includes('read_again'));
    assert.equal(pagesAsked.h_again, 2, 'pages asked of a server repeating its cursor');
    assert.match(
      gate.stderr(),
      /backend "h_again" gave a tools\/list cursor it gave before: the pages after it were not asked for/,
    );
  });

  test('held over HTTP: gzip, ids never asked, a session id set mid-way, and answers gate cannot read fail closed', async () => {
    assert.deepEqual(await call('read_http_gzip'), {
      isError: false,
      content: [{ type: 'text', text: 'zipped' }],
    });
    assert.deepEqual(await call('read_http_unasked'), {
      isError: false,
      content: [{ type: 'text', text: 'after' }],
    });
    assert.deepEqual(await call('read_http_session'), {
      isError: false,
      content: [{ type: 'text', text: 'session' }],
    });
    assert.deepEqual(await call('read_http'), { isError: false, content: [{ type: 'text', text: 'calm' }] });
    for (const [name, said] of [
      // Round 49: an answer gate cannot read fails its own call; the server stays connected.
      ['read_type', /of a type gate does not read/],
      ['read_dies', /cut off before its end/],
      ['read_redirect', /could not be reached; reconnecting/],
      ['read_endless', /^backend_timeout: .*read_endless did not finish within its \d+ ms deadline/],
    ] as const) {
      const got = await call(name);
      assert.equal(got.isError, true, name);
      assert.match(String(got.content[0]?.text), said, name);
      assert.doesNotMatch(String(got.content[0]?.text), /html|half/, name);
    }
    assert.deepEqual(elsewhere, [], 'a redirect took a call to another origin');
    await until(() => endlessClosed);
    assert.ok(endlessClosed, 'the endless event stream was left open');
    assert.doesNotMatch(gate.stderr(), /downstream-secret/);
  });

  test('held on /mcp: a notification that would act runs nothing; resources and prompts are not served', async () => {
    const post = async (payload: string) => {
      const res = await fetch(`${gate.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: payload,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const before = sessionIds.length;
    const act = '{"jsonrpc":"2.0","method":"tools/call","params":{"name":"read_http","arguments":{}}}';
    for (const payload of [act, `[${act}]`]) {
      const got = await post(payload);
      assert.equal(got.status, 400, payload);
      assert.match(JSON.stringify(got.body), /-32600.*needs an id/, payload);
    }
    for (const method of [
      'resources/list',
      'resources/read',
      'prompts/list',
      'prompts/get',
      'logging/setLevel',
    ]) {
      const got = await post(
        `{"jsonrpc":"2.0","id":1,"method":"${method}","params":{"name":"x","uri":"file:///etc/passwd"}}`,
      );
      assert.deepEqual(got, {
        status: 200,
        body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } },
      });
    }
    assert.equal(sessionIds.length, before, 'a notification reached a downstream');
  });

  test('an upstream model answer holding more array items than gate reads is a 502 in the wire shape, no bytes', async () => {
    const anthropic = new Anthropic({ baseURL: gate.url, apiKey: 'unused', maxRetries: 0 });
    for (const place of upstreamCases) {
      upstreamNext = wideAnswer(place);
      const got = await anthropic.messages
        .create({ model: 'm', max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] })
        .catch((err: unknown) => err);
      assert.ok(got instanceof Anthropic.APIError, `${place}: answered ${JSON.stringify(got).slice(0, 80)}`);
      assert.equal(got.status, 502, place);
      assert.match(got.message, /wider than gate reads \(more than 20000 array items\)/, place);
    }
    assert.doesNotMatch(gate.stderr(), /rows|"t1"/);
  });
});

test('readModelJson refuses a text of more than 20,000 array items, all arrays together, and reads one at the bound', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 0, max: 800 }), { minLength: 1, maxLength: 40 }), (lengths) => {
      const text = JSON.stringify({ lists: lengths.map((n) => Array.from({ length: n }, () => 0)) });
      // The items of `lists` and the items of each list in it.
      const items = lengths.length + lengths.reduce((a, b) => a + b, 0);
      assert.equal(readModelJson(text).ok, items <= 20_000, `${items} items`);
    }),
    { numRuns: 6 },
  );
  assert.equal(readModelJson(JSON.stringify(Array.from({ length: 20_000 }, () => 0))).ok, true);
  const past = [Array.from({ length: 10_000 }, () => 0), Array.from({ length: 9_999 }, () => 0)];
  assert.deepEqual(readModelJson(JSON.stringify(past)), { ok: false, error: 'more than 20000 array items' });
});

test('an answer’s log probabilities are not counted (gate walks none of them); its blocks are', () => {
  // A 4,000-token chat answer with logprobs and five alternatives a token: ~100,000 items, all under `logprobs`.
  const token = (t: string) => ({ token: t, logprob: -0.1, bytes: [104, 105] });
  const content = Array.from({ length: 4_000 }, (_, i) => ({
    ...token(`t${i}`),
    top_logprobs: Array(5).fill(token('x')),
  }));
  const answer = {
    choices: [{ index: 0, message: { role: 'assistant', content: 'hi' }, logprobs: { content } }],
  };
  assert.equal(
    (parseModelJson(JSON.stringify(answer)) as typeof answer).choices[0]!.logprobs.content.length,
    4_000,
  );
  // The same items as blocks gate walks are refused, and an argument text is counted whole.
  const blocks = { content: Array.from({ length: 20_001 }, () => ({ type: 'text', text: '' })) };
  assert.throws(() => parseModelJson(JSON.stringify(blocks)), /more than 20000 array items/);
  assert.equal(readModelJson(JSON.stringify({ logprobs: content })).ok, false);
});
