// Red team, round 43 (edge2-r43): what a peer without a key can send `gate serve`, against the real process
// (one for the file). Found: a request refused before its body was all read (a 401 with the body declared
// longer than sent) was answered twice, the 401 and then, at the deadline, a 408 for the same request,
// which a proxy that pools connections reads as the answer to the next request it sends (fails on
// ed8c83a8). Kept as tests, held on the base too: request lines and heads past the bound, smuggling
// framings, TRACE/CONNECT/absolute-form/encoded paths, 1 MB and repeated Authorization, chunk extensions
// and trailers of 1 MB, HTTP/1.0 and pipelining: one answer each in the route's shape, nothing echoed,
// /healthz answering throughout and beside 200 idle connections.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const KEY = 'k-r43-preauth-5d1c0a';
const CANARY = 'CANARY-r43-pre-77f1';
const BODY = `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":"${CANARY}"}}`;

interface Answer {
  text: string;
  statuses: number[];
  closed: boolean;
}

/** The bytes hold a whole final answer: its head, and as much body as its Content-Length says. */
function wholeAnswer(text: string): boolean {
  const start = text.search(/HTTP\/1\.[01] (?!100 )\d{3} /);
  if (start < 0) return false;
  const end = text.indexOf('\r\n\r\n', start);
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(start, end));
  return length === null || text.length - (end + 4) >= Number(length[1]);
}

/** Sends raw bytes and reads until the server closes or `quietMs` pass after a whole answer (or `waitMs`). */
function exchange(port: number, bytes: string, waitMs = 5000, quietMs = 150): Promise<Answer> {
  return new Promise((resolve) => {
    let text = '';
    let quiet: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(bytes, 'latin1')));
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      clearTimeout(quiet);
      socket.destroy();
      const statuses = [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));
      resolve({ text, statuses: statuses.filter((s) => s !== 100), closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      text += d;
      clearTimeout(quiet);
      // Quiet only counts once an answer is whole (a loaded machine may send its head and body apart).
      if (wholeAnswer(text)) quiet = setTimeout(() => finish(false), quietMs);
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

/** What is wrong with one unauthenticated request's answer (undefined: nothing). */
function wrong(a: Answer, allowOk: boolean): string | undefined {
  if (a.statuses.length !== 1) return `statuses [${a.statuses}]`;
  if (!allowOk && a.statuses[0]! < 400) return `status ${a.statuses[0]}`;
  if (a.text.includes(CANARY)) return "the request's bytes echoed";
  if (/\n\s+at |node:internal|\.js:\d+/.test(a.text)) return 'a stack trace';
  const body = a.text.slice(a.text.indexOf('\r\n\r\n') + 4);
  try {
    JSON.parse(body);
  } catch {
    return `a body that is not JSON: ${body.slice(0, 120)}`;
  }
  return undefined;
}

async function healthzMs(port: number): Promise<number> {
  const t = performance.now();
  const a = await exchange(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  assert.deepEqual(a.statuses, [200], a.text.slice(0, 200));
  return performance.now() - t;
}

const ROUTES = ['/mcp', '/v1/chat/completions', '/v1/messages', '/v1/responses'];
const head = (method: string, target: string, lines: string) =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${lines}`;

/** Each a whole request (or what a peer sends of one) from a peer with no key. */
const ATTACKS: Record<string, (route: string) => string> = {
  'a 100 kB request target': (r) =>
    `GET ${r}?${CANARY}${'a'.repeat(100_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
  'a 1 MB Authorization': (r) =>
    head('POST', r, `Authorization: Bearer ${CANARY}${'a'.repeat(1_000_000)}\r\n\r\n`),
  'two Authorization headers': (r) =>
    head(
      'POST',
      r,
      `Authorization: Bearer ${CANARY}\r\nAuthorization: Bearer ${KEY}\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`,
    ),
  'the key in a trailer': (r) =>
    head(
      'POST',
      r,
      `Transfer-Encoding: chunked\r\n\r\n${BODY.length.toString(16)}\r\n${BODY}\r\n0\r\nAuthorization: Bearer ${KEY}\r\n\r\n`,
    ),
  'a 1 MB chunk extension': (r) =>
    head(
      'POST',
      r,
      `Transfer-Encoding: chunked\r\n\r\n5;${CANARY}${'e'.repeat(1_000_000)}\r\nhello\r\n0\r\n\r\n`,
    ),
  '1 MB of trailers': (r) =>
    head(
      'POST',
      r,
      `Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\nX-T: ${CANARY}${'t'.repeat(1_000_000)}\r\n\r\n`,
    ),
  'Content-Length with chunked, then a smuggled request': (r) =>
    head(
      'POST',
      r,
      `Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n`,
    ),
  'two Content-Lengths': (r) => head('POST', r, `Content-Length: 5\r\nContent-Length: 50\r\n\r\nhello`),
  'Content-Length: 5, 5': (r) => head('POST', r, 'Content-Length: 5, 5\r\n\r\nhello'),
  'chunked, identity': (r) => head('POST', r, 'Transfer-Encoding: chunked, identity\r\n\r\n0\r\n\r\n'),
  'a space before the colon': (r) => head('POST', r, 'Transfer-Encoding : chunked\r\n\r\n0\r\n\r\n'),
  'a 20-digit Content-Length': (r) => head('POST', r, 'Content-Length: 99999999999999999999\r\n\r\n'),
  TRACE: (r) => `TRACE ${r} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Echo: ${CANARY}\r\n\r\n`,
  CONNECT: () => `CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\nX-Echo: ${CANARY}\r\n\r\n`,
  'an unknown method': (r) => `${CANARY} ${r} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
  'absolute-form elsewhere': (r) => `GET http://evil.example${r} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
  'absolute-form here': (r) =>
    head('POST', `http://127.0.0.1${r}`, `Content-Length: ${BODY.length}\r\n\r\n${BODY}`),
  '..': (r) => head('POST', `/x/..${r}`, `Content-Length: ${BODY.length}\r\n\r\n${BODY}`),
  '%2e%2e': (r) => head('POST', `/x/%2e%2e${r}`, `Content-Length: ${BODY.length}\r\n\r\n${BODY}`),
  'an encoded NUL': (r) => head('POST', `${r}%00${CANARY}`, `Content-Length: ${BODY.length}\r\n\r\n${BODY}`),
  'HTTP/1.0 without Host': (r) => `POST ${r} HTTP/1.0\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`,
  'Expect: 100-continue': (r) =>
    head('POST', r, `Expect: 100-continue\r\nContent-Length: ${BODY.length}\r\n\r\n`),
  'Expect: something else': (r) =>
    head('POST', r, `Expect: ${CANARY}\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY}`),
  '3,000 header fields': (r) => head('POST', r, `${'X-F: 1\r\n'.repeat(3000)}\r\n`),
  'an HTTP/2 preface': () => 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  'a websocket upgrade': (r) =>
    `GET ${r} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
};

/** Attacks refused while the client is still sending most of their bytes. */
const STILL_SENDING = new Set(['a 1 MB Authorization', 'a 1 MB chunk extension', '1 MB of trailers']);

/** Attacks whose target is not the MCP route (no route, or a path that only looks like it). */
const ELSEWHERE = new Set(['CONNECT', 'an HTTP/2 preface', '%2e%2e', 'an encoded NUL']);

describe('round 43: before authentication', () => {
  let gate: GateProcess;
  let port: number;
  before(async () => {
    gate = await startGate(
      [
        '--base-url',
        'http://127.0.0.1:9',
        '--require-key-env',
        'GATE_R43_KEY',
        '--request-timeout-ms',
        '1500',
      ],
      { env: { GATE_R43_KEY: KEY } },
    );
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
  });

  it('a body declared longer than sent, refused for its key: one answer, then the connection ends (twice on the base)', async () => {
    const answers = await Promise.all(
      ROUTES.map((r) =>
        exchange(port, head('POST', r, `Content-Length: 1000\r\n\r\n{"x":"${CANARY}`), 4000, 3000),
      ),
    );
    for (const [i, a] of answers.entries()) {
      assert.equal(wrong(a, false), undefined, `${ROUTES[i]}: ${a.text.slice(0, 300)}`);
      assert.equal(a.statuses[0], 401, ROUTES[i]);
      assert.ok(a.closed, `${ROUTES[i]}: the connection ends at the deadline`);
    }
  });

  it('each attack on each route: one answer in shape, nothing echoed, no stack; /healthz answers after each', async () => {
    const faults: string[] = [];
    for (const [name, make] of Object.entries(ATTACKS)) {
      const answers = await Promise.all(ROUTES.map((route) => exchange(port, make(route), 5000, 100)));
      for (const [i, a] of answers.entries()) {
        const route = ROUTES[i]!;
        const fault = wrong(a, false);
        // Refused while the client still sends a megabyte: the refusal can be lost to the reset that
        // closing on unread bytes brings (on the base too; docs/operations.md, round 43, left). Never two.
        if (fault && STILL_SENDING.has(name) && a.statuses.length === 0 && a.closed) continue;
        if (fault) faults.push(`${name} on ${route}: ${fault}: ${a.text.slice(0, 200)}`);
        // On /mcp every refusal is JSON-RPC, but for targets that do not name the route.
        else if (route === '/mcp' && !a.text.includes('"jsonrpc":"2.0"') && !ELSEWHERE.has(name))
          faults.push(`${name} on /mcp: not JSON-RPC: ${a.text.slice(0, 200)}`);
      }
      await healthzMs(port);
    }
    assert.deepEqual(faults, []);
    assert.equal(gate.child.exitCode, null);
  });

  it('fast-check: attacks joined and cut anywhere, on any route, never answered twice or echoed', async () => {
    const names = Object.keys(ATTACKS);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.constantFrom(...ROUTES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (name, route, cut) => {
          const full = ATTACKS[name]!(route);
          // Cut short (a peer that stops sending): the deadline ends it with at most one answer.
          const sent = full.slice(0, Math.max(1, Math.floor(full.length * cut)));
          const a = await exchange(port, sent, 2500, 300);
          assert.ok(a.statuses.length <= 1, `${name} cut at ${sent.length}: [${a.statuses}]`);
          assert.ok(!a.text.includes(CANARY), `${name}: echoed`);
          assert.ok(!/\n\s+at /.test(a.text), `${name}: a stack`);
        },
      ),
      { numRuns: runsOf(12, 200), seed: 4301 },
    );
    await healthzMs(port);
  });

  it('200 idle connections and 50 heads sent a byte at a time: /healthz stays quick, the idle are cut at the deadline', async () => {
    const idle: Socket[] = [];
    let cut = 0;
    for (let i = 0; i < 200; i++) {
      const s = connect(port, '127.0.0.1');
      s.on('error', () => {});
      s.on('close', () => cut++);
      // Read what gate sends (its 408), so its end reaches 'close'.
      s.resume();
      idle.push(s);
    }
    const drips = Array.from({ length: 50 }, () => {
      const s = connect(port, '127.0.0.1');
      s.on('error', () => {});
      return s;
    });
    const line = `POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: ${CANARY}`;
    const drip = setInterval(() => {
      for (const s of drips) if (!s.destroyed) s.write(line[Math.floor(Math.random() * line.length)]!);
    }, 100);
    try {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) times.push(await healthzMs(port));
      times.sort((a, b) => a - b);
      // Loaded CI machines: the median, and a bound a stalled event loop would pass.
      assert.ok(times[2]! < 500, `healthz median ${times[2]} ms`);
      await new Promise((r) => setTimeout(r, 2500));
      assert.ok(cut >= 190, `${cut} of 200 idle connections cut after the deadline`);
    } finally {
      clearInterval(drip);
      for (const s of [...idle, ...drips]) s.destroy();
    }
  });
});
