// gate's own HTTP surface under attack, against the real process: request targets and framing that
// once ended it (item 1), DNS rebinding (Host and Origin, item 2), slow clients (item 12), JSON nested
// 100,000 deep (item 13), and the second SIGINT during a stream (item 14). Every answer is a clean 4xx
// or 2xx in the route's error shape, and the process is alive after each.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { BINARY_UNIT } from '../src/testing/code-points.js';
import { type FakeUpstream, openaiSse, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { lastJsonBody, rawExchange } from './helpers/raw-http.js';
import { sharedGate } from './helpers/shared-gate.js';

const KEY = 'hostile-http-key-0123456789';
const FUZZ_RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 150);

function portOf(gate: GateProcess): number {
  return Number(new URL(gate.url).port);
}

async function alive(gate: GateProcess): Promise<void> {
  assert.equal(gate.child.exitCode, null, `gate exited; stderr:\n${gate.stderr()}`);
  const res = await fetch(`${gate.url}/healthz`);
  assert.equal(res.status, 200);
}

/** The error bodies gate writes: OpenAI or Anthropic shape, the pre-route body that is both, JSON-RPC on /mcp. */
function isErrorShape(body: unknown): boolean {
  const b = body as { error?: { message?: unknown; type?: unknown; code?: unknown }; jsonrpc?: unknown };
  if (b?.jsonrpc === '2.0') return typeof b.error?.code === 'number' && typeof b.error.message === 'string';
  return typeof b?.error?.message === 'string' && typeof b.error.type === 'string';
}

const TARGETS = [
  '//',
  '///',
  '/\\',
  '/\\\\evil',
  'http://[',
  '//a:99999/',
  '//evil.example/v1/models',
  '*',
  'evil.example:443',
  'http://evil.example/v1/chat/completions',
  'HTTP://127.0.0.1/healthz',
  'https://[::1]:99999/',
  `/${'a'.repeat(15_000)}`,
  '/v1/chat/completions?%',
  '/%00',
  '/..%2f..%2fetc/passwd',
  '/v1/../../mcp',
  'javascript:alert(1)',
  '',
];

for (const keyed of [false, true]) {
  describe(`hostile request targets and framing (${keyed ? 'with' : 'without'} --require-key-env)`, () => {
    let gate: GateProcess;
    before(async () => {
      gate = await startGate(keyed ? ['--require-key-env', 'HOSTILE_KEY'] : [], {
        env: { HOSTILE_KEY: KEY },
      });
    });
    after(async () => {
      await gate.stop();
    });

    test('every listed request target gets a clean 4xx or 2xx and the process lives', async () => {
      for (const method of ['GET', 'POST', 'OPTIONS']) {
        for (const target of TARGETS) {
          const body = method === 'POST' ? '{}' : '';
          const answer = await rawExchange(
            portOf(gate),
            `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
              `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
          );
          const label = `${method} ${JSON.stringify(target.slice(0, 40))}`;
          assert.equal(answer.statuses.length, 1, `${label}: one response, got ${answer.text.slice(0, 80)}`);
          const status = answer.statuses[0]!;
          assert.ok(status < 300 || (status >= 400 && status < 500), `${label}: status ${status}`);
          if (status >= 400) assert.ok(isErrorShape(lastJsonBody(answer)), `${label}: error shape`);
        }
        await alive(gate);
      }
    });

    test('framing: bad methods, bad headers, smuggling shapes, pipelining, half-closed sockets', async () => {
      const port = portOf(gate);
      const cases = [
        'GE T / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
        'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n',
        '\x00\x01\x02 / HTTP/1.1\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\rb\r\n\r\n',
        'GET / HTTP/1.1\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n',
        `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
        'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n',
        'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
        'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: gzip\r\n\r\n',
        'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 3\r\n\r\n{"a',
        'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET // HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /healthz HTTP/1.1\r\nHost: evil.example\r\n\r\n',
        'GET /healthz HTTP/1.0\r\n\r\n',
        'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
        'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
        'POST /v1/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{',
      ];
      for (const bytes of cases) {
        for (const halfClose of [false, true]) {
          const answer = await rawExchange(port, bytes, { halfClose, waitMs: 700 });
          for (const status of answer.statuses) {
            assert.ok(
              status < 300 || (status >= 400 && status < 500),
              `${JSON.stringify(bytes.slice(0, 60))}: ${status}`,
            );
          }
        }
        await alive(gate);
      }
    });

    test('fuzzed request lines and headers (fast-check): never a 5xx, never a dead process', async () => {
      const port = portOf(gate);
      let sent = 0;
      const token = fc.stringMatching(/^[!-~]{0,12}$/);
      const junk = fc.string({ unit: BINARY_UNIT, maxLength: 40 });
      const target = fc.oneof(
        fc.constantFrom(...TARGETS),
        fc.stringMatching(/^[/\\]{1,3}[!-~]{0,30}$/),
        fc.webUrl().map((u) => u.replace(/^https?:\/\/[^/]*/, '')),
        fc.webUrl(),
        junk,
      );
      const header = fc.oneof(
        fc.tuple(token, fc.string({ maxLength: 30 })).map(([k, v]) => `${k}: ${v}`),
        fc.constantFrom(
          'Host: evil.example',
          'Origin: null',
          'Content-Length: 99',
          'Transfer-Encoding: chunked',
        ),
        junk,
      );
      const request = fc
        .tuple(
          fc.oneof(fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE', 'PUT', 'OPTIONS', 'TRACE'), token),
          target,
          fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/1.2', ''),
          fc.array(header, { maxLength: 5 }),
          fc.constantFrom('\r\n', '\n', '\r'),
          junk,
          fc.boolean(),
        )
        .map(([m, t, v, hs, eol, body, hostFirst]) => ({
          bytes: `${m} ${t} ${v}${eol}${hostFirst ? `Host: 127.0.0.1${eol}` : ''}${hs.join(eol)}${eol}${eol}${body}`,
        }));
      await fc.assert(
        // Mostly half-closed (the server answers, then closes); some left open until the wait runs out.
        fc.asyncProperty(request, fc.nat(9), async ({ bytes }, roll) => {
          sent++;
          const answer = await rawExchange(port, Buffer.from(bytes, 'latin1'), {
            halfClose: roll > 0,
            waitMs: 300,
          });
          for (const status of answer.statuses) assert.ok(status < 500, `status ${status}`);
          assert.equal(gate.child.exitCode, null, 'gate exited');
        }),
        { numRuns: FUZZ_RUNS },
      );
      await alive(gate);
      process.stderr.write(
        `serve-hostile-http: ${sent} fuzzed requests (${keyed ? 'keyed' : 'no key'}), crashes 0\n`,
      );
    });
  });
}

describe('served names: Host and Origin (DNS rebinding)', () => {
  let gate: GateProcess;
  let wide: GateProcess;
  before(async () => {
    // Both describes below need only a plain in-kernel gate: one process serves them.
    gate = await sharedGate();
    wide = await startGate([
      '--allowed-host',
      'gate.internal',
      '--allowed-origin',
      'https://console.example',
    ]);
  });
  after(async () => {
    await wide.stop();
  });

  const routes = [
    { path: '/v1/chat/completions', body: '{"model":"m","messages":[]}', anthropic: false },
    { path: '/v1/messages', body: '{"model":"m","max_tokens":1,"messages":[]}', anthropic: true },
    { path: '/v1/responses', body: '{"model":"m","input":"hi"}', anthropic: false },
    { path: '/mcp', body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}', anthropic: false },
    { path: '/healthz', body: undefined, anthropic: false },
    { path: '/v1/models', body: undefined, anthropic: false },
  ];

  async function ask(
    g: GateProcess,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ) {
    const answer = await rawExchange(
      portOf(g),
      `${body === undefined ? 'GET' : 'POST'} ${path} HTTP/1.1\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join(
          '',
        )}Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\nConnection: close\r\nContent-Length: ${body?.length ?? 0}\r\n\r\n${body ?? ''}`,
    );
    return { status: answer.statuses[0], body: lastJsonBody(answer) as Record<string, unknown> };
  }

  test('a foreign Host is 403 on every route, in the route shape; loopback names are served', async () => {
    const port = portOf(gate);
    for (const route of routes) {
      for (const host of ['evil.example.com', `evil.example.com:${port}`, '127.0.0.1.evil.example', '']) {
        const { status, body } = await ask(gate, route.path, route.body, { Host: host });
        assert.equal(status, 403, `${route.path} Host ${host}`);
        if (route.anthropic) assert.equal(body.type, 'error');
        assert.ok(isErrorShape(body), `${route.path}: error shape`);
        assert.match(JSON.stringify(body), /served as|no Host|not a valid host/);
      }
      for (const host of [
        '127.0.0.1',
        `127.0.0.1:${port}`,
        `localhost:${port}`,
        `LOCALHOST:${port}`,
        '[::1]',
      ]) {
        const { status } = await ask(gate, route.path, route.body, { Host: host });
        assert.ok(
          status !== undefined && status !== 403 && status < 500,
          `${route.path} Host ${host}: ${status}`,
        );
      }
    }
  });

  test('a foreign browser Origin is 403; the gateway own origin is not foreign', async () => {
    const port = portOf(gate);
    for (const route of routes) {
      for (const origin of [
        'http://evil.example.com',
        'null',
        `http://localhost:${port + 1}`,
        'https://127.0.0.1',
      ]) {
        const { status, body } = await ask(gate, route.path, route.body, {
          Host: `127.0.0.1:${port}`,
          Origin: origin,
        });
        assert.equal(status, 403, `${route.path} Origin ${origin}`);
        assert.match(JSON.stringify(body), /--allowed-origin/);
      }
      const same = await ask(gate, route.path, route.body, {
        Host: `127.0.0.1:${port}`,
        Origin: `http://127.0.0.1:${port}`,
      });
      assert.notEqual(same.status, 403, route.path);
    }
  });

  test('an absolute-form target is checked like Host', async () => {
    const answer = await rawExchange(
      portOf(gate),
      'GET http://evil.example.com/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    assert.deepEqual(answer.statuses, [403]);
  });

  test('--allowed-host and --allowed-origin widen exactly what they name', async () => {
    const port = portOf(wide);
    const route = routes[0]!;
    assert.notEqual((await ask(wide, route.path, route.body, { Host: 'gate.internal' })).status, 403);
    assert.notEqual((await ask(wide, route.path, route.body, { Host: `GATE.INTERNAL:${port}` })).status, 403);
    assert.equal((await ask(wide, route.path, route.body, { Host: 'evil.gate.internal' })).status, 403);
    const allowed = await ask(wide, route.path, route.body, {
      Host: 'gate.internal',
      Origin: 'https://console.example',
    });
    assert.notEqual(allowed.status, 403);
    const other = await ask(wide, route.path, route.body, {
      Host: 'gate.internal',
      Origin: 'https://console.example.evil',
    });
    assert.equal(other.status, 403);
  });
});

describe('slow clients get 408 at the configured deadline', () => {
  let gate: GateProcess;
  const DEADLINE = 1500;
  before(async () => {
    gate = await startGate(['--request-timeout-ms', String(DEADLINE)]);
  });
  after(async () => {
    await gate.stop();
  });

  test('headers never finished: 408 with a JSON body at the deadline', async () => {
    const answer = await rawExchange(
      portOf(gate),
      'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      {
        waitMs: 10_000,
      },
    );
    assert.deepEqual(answer.statuses, [408]);
    assert.ok(isErrorShape(lastJsonBody(answer)));
    assert.ok(answer.ms >= DEADLINE - 50 && answer.ms < DEADLINE + 1000, `answered after ${answer.ms} ms`);
  });

  test('body never finished: 408 in the route shape at the deadline (OpenAI, Anthropic, JSON-RPC)', async () => {
    const shapes = [
      ['/v1/chat/completions', 'openai'],
      ['/v1/messages', 'anthropic'],
      ['/mcp', 'jsonrpc'],
    ] as const;
    // At once: each waits out the deadline on its own connection, so three cost one deadline, not three.
    const answers = await Promise.all(
      shapes.map(([path]) =>
        rawExchange(
          portOf(gate),
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"model":`,
          { waitMs: 10_000 },
        ),
      ),
    );
    for (const [i, [path, shape]] of shapes.entries()) {
      const answer = answers[i]!;
      assert.deepEqual(answer.statuses, [408], path);
      const body = lastJsonBody(answer) as {
        type?: string;
        jsonrpc?: string;
        error: { type?: string; code?: string | number; data?: { code: string } };
      };
      // Round 28's second pass: /mcp answers a JSON-RPC error with no id (docs/mcp.md).
      if (shape === 'jsonrpc')
        assert.deepEqual([body.jsonrpc, body.error.data?.code], ['2.0', 'request_timeout']);
      else assert.equal(body.error.type, 'timeout_error');
      if (shape === 'anthropic') assert.equal(body.type, 'error');
      if (shape === 'openai') assert.equal(body.error.code, 'request_timeout');
      assert.ok(answer.ms >= DEADLINE - 50 && answer.ms < DEADLINE + 1000, `${path}: after ${answer.ms} ms`);
    }
    await alive(gate);
  });
});

describe('JSON nested 100,000 deep is the client error it is', () => {
  const deep = (inner: string) => `${'['.repeat(100_000)}${inner}${']'.repeat(100_000)}`;
  let inKernel: GateProcess;
  let proxy: GateProcess;
  let upstream: FakeUpstream;
  before(async () => {
    upstream = await startFakeUpstream();
    inKernel = await sharedGate();
    proxy = await startGate(['--base-url', upstream.baseUrl]);
  });
  after(async () => {
    await proxy.stop();
    await upstream.close();
  });

  test('chat, messages and responses answer 400 in both modes', async () => {
    for (const gate of [inKernel, proxy]) {
      for (const [path, body] of [
        ['/v1/chat/completions', `{"model":"m","messages":[{"role":"user","content":${deep('1')}}]}`],
        ['/v1/messages', `{"model":"m","max_tokens":5,"messages":${deep('')}}`],
        ['/v1/responses', `{"model":"m","input":${deep('"x"')}}`],
        [
          '/v1/chat/completions',
          JSON.stringify({
            model: 'm',
            messages: [
              { role: 'user', content: 'hi' },
              {
                role: 'assistant',
                tool_calls: [
                  { id: 'c1', type: 'function', function: { name: 'Bash', arguments: deep('1') } },
                ],
              },
              { role: 'tool', tool_call_id: 'c1', content: 'ok' },
            ],
          }),
        ],
      ] as const) {
        const res = await fetch(`${gate.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        assert.ok(res.status < 500, `${path}: ${res.status}`);
        const text = await res.text();
        assert.ok(text.length < 2000, 'one-line reason, no dump');
        if (
          body.startsWith(`{"model":"m","messages":[{"role":"user","content":[[[[`) ||
          !body.includes('tool_calls')
        ) {
          assert.equal(res.status, 400, path);
          assert.match(text, /nests deeper than/);
        }
      }
      await alive(gate);
    }
  });

  test('MCP: a deep body is -32602, deep args are DENY MALFORMED, a numeric tool name is -32602', async () => {
    const rpc = async (body: string) => {
      const res = await fetch(`${inKernel.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body,
      });
      return { status: res.status, text: await res.text() };
    };
    const deepBody = await rpc(
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"gate_adjudicate","arguments":{"tool":"x","args":${deep('1')}}}}`,
    );
    assert.equal(deepBody.status, 400);
    assert.equal((JSON.parse(deepBody.text) as { error: { code: number } }).error.code, -32602);
    const deepArgs = await rpc(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        // A trace named: an untraced shell call is refused before it is read (docs/mcp.md, round 57).
        params: { name: 'gate_adjudicate', arguments: { tool: 'Bash', trace_id: 'deep', args: deep('1') } },
      }),
    );
    const result = JSON.parse(deepArgs.text) as { result: { content: { text: string }[] } };
    const verdict = JSON.parse(result.result.content[0]!.text) as {
      verdict: { kind: string; reason: string };
    };
    assert.equal(verdict.verdict.kind, 'DENY');
    assert.equal(verdict.verdict.reason, 'MALFORMED');
    for (const params of [{ name: 5 }, { name: null }, { name: ['gate_adjudicate'] }, { arguments: {} }]) {
      const answer = await rpc(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params }));
      const error = (JSON.parse(answer.text) as { error: { code: number; message: string } }).error;
      assert.equal(error.code, -32602, answer.text);
      assert.doesNotMatch(error.message, /\n/, 'one line');
      assert.ok(error.message.length < 200, 'no schema dump');
    }
    await alive(inKernel);
  });
});

describe('a second SIGINT during a stream', () => {
  for (const provider of ['openai', 'anthropic'] as const) {
    test(`ends the ${provider} stream with an error event in the wire's shape`, async () => {
      const upstream = await startFakeUpstream();
      const gate = await startGate([
        '--base-url',
        upstream.baseUrl,
        '--provider',
        provider,
        '--shutdown-grace-ms',
        '60000',
      ]);
      try {
        const { anthropicSse } = await import('./fake-upstream.js');
        const turn = { text: 'a long answer that never finishes '.repeat(20) };
        upstream.setDefault(
          provider === 'openai' ? openaiSse(turn, { hangAt: 0.3 }) : anthropicSse(turn, { hangAt: 0.3 }),
        );
        const path = provider === 'openai' ? '/v1/chat/completions' : '/v1/messages';
        const body =
          provider === 'openai'
            ? { model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] }
            : { model: 'm', max_tokens: 50, stream: true, messages: [{ role: 'user', content: 'hi' }] };
        const res = await fetch(`${gate.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        assert.equal(res.status, 200);
        const reader = res.body!.getReader();
        let text = '';
        const first = await reader.read();
        text += new TextDecoder().decode(first.value);
        gate.child.kill('SIGINT');
        await new Promise((r) => setTimeout(r, 300));
        gate.child.kill('SIGINT');
        for (;;) {
          const next = await reader.read();
          if (next.done) break;
          text += new TextDecoder().decode(next.value);
        }
        if (provider === 'openai') assert.match(text, /data: \{"error":\{[^\n]*shutting down/);
        else assert.match(text, /event: error\ndata: \{"type":"error","error":\{[^\n]*shutting down/);
        assert.equal(await gate.exited, 0);
      } finally {
        await gate.stop();
        await upstream.close();
      }
    });
  }
});
