// gate serve before authentication, fuzzed against the real process with framing the other hostile
// tests do not send together: header floods, odd and huge methods, absolute-form targets, chunked bodies
// with extensions and trailers, HTTP/1.0, pipelined requests, `Expect: 100-continue`. Each request
// carries a canary in its target, a header and its body: the process stays up, never answers 5xx or
// 2xx on a keyed route without the key, every JSON body it sends is in the error shape, and the canary
// never comes back. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 80);
let gate: GateProcess;
let port: number;

describe('serve-preauth-fuzz', () => {
  before(async () => {
    gate = await startGate(['--require-key-env', 'PREAUTH_KEY'], {
      env: { PREAUTH_KEY: 'preauth-key-0123456789abcdef' },
    });
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate.stop();
  });

  const ROUTES = [
    '/v1/chat/completions',
    '/v1/messages',
    '/v1/responses',
    '/mcp',
    '/v1/models',
    '/approvals',
  ];

  /** The bodies of every response in a raw answer (by Content-Length, or a chunked body's data). */
  function jsonBodies(text: string): unknown[] {
    const out: unknown[] = [];
    for (const part of text.split(/HTTP\/1\.[01] \d{3} /).slice(1)) {
      const at = part.indexOf('\r\n\r\n');
      if (at < 0 || !/content-type: application\/json/i.test(part.slice(0, at))) continue;
      const body = part.slice(at + 4).trim();
      // A HEAD answer carries its headers only.
      if (body === '') continue;
      try {
        out.push(JSON.parse(body));
      } catch {
        out.push(body);
      }
    }
    return out;
  }

  function isErrorShape(body: unknown): boolean {
    const b = body as {
      error?: { message?: unknown; type?: unknown; code?: unknown };
      jsonrpc?: unknown;
      type?: unknown;
    };
    if (b?.jsonrpc === '2.0') return typeof b.error?.code === 'number' && typeof b.error.message === 'string';
    return typeof b?.error?.message === 'string' && typeof b.error.type === 'string';
  }

  const request = (canary: string) =>
    fc
      .record({
        method: fc.oneof(
          fc.constantFrom('POST', 'GET', 'HEAD', 'OPTIONS', 'PRI', 'CONNECT', 'M-SEARCH', 'post'),
          fc.constant('X'.repeat(5000)),
          fc.stringMatching(/^[A-Z]{1,12}$/),
        ),
        target: fc.oneof(
          fc.constantFrom(...ROUTES).map((r) => `${r}?q=${canary}`),
          fc.constantFrom(...ROUTES).map((r) => `http://127.0.0.1${r}?${canary}`),
          fc.constant(`http://${canary}.example/v1/models`),
          fc.constant(`/${canary}`),
        ),
        version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0'),
        flood: fc.nat({ max: 3 }).map((k) => [0, 50, 200, 2000][k] as number),
        framing: fc.constantFrom('length', 'chunked-ext', 'chunked-trailer', 'expect', 'none'),
        pipelined: fc.nat({ max: 2 }),
        auth: fc.constantFrom('', `Authorization: Bearer ${canary}\r\n`, `x-api-key: ${canary}\r\n`),
      })
      .map(({ method, target, version, flood, framing, pipelined, auth }) => {
        const body = `{"model":"${canary}","messages":[]}`;
        let headers = `Host: 127.0.0.1\r\n${auth}X-Canary: ${canary}\r\nContent-Type: application/json\r\n`;
        for (let i = 0; i < flood; i++) headers += `X-F${i}: ${canary}\r\n`;
        let tail: string;
        const hex = body.length.toString(16);
        if (framing === 'length') tail = `Content-Length: ${body.length}\r\n\r\n${body}`;
        else if (framing === 'chunked-ext')
          tail = `Transfer-Encoding: chunked\r\n\r\n${hex};${canary}=1\r\n${body}\r\n0\r\n\r\n`;
        else if (framing === 'chunked-trailer')
          tail = `Transfer-Encoding: chunked\r\nTrailer: X-T\r\n\r\n${hex}\r\n${body}\r\n0\r\nX-T: ${canary}\r\n\r\n`;
        else if (framing === 'expect')
          tail = `Expect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
        else tail = '\r\n';
        const one = `${method} ${target} ${version}\r\n${headers}${tail}`;
        return one.repeat(pipelined + 1);
      });

  test('pre-auth fuzz: the process lives, answers 4xx in the error shape, and never echoes a byte', async () => {
    let sent = 0;
    let answered = 0;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constant(null).chain(() => request(`cnry${(++n).toString(36)}zq`)),
        async (bytes) => {
          sent++;
          const canary = /cnry[0-9a-z]+zq/.exec(bytes)?.[0] as string;
          const answer = await rawExchange(port, bytes, { halfClose: true, waitMs: 1500 });
          assert.equal(gate.child.exitCode, null, 'gate exited');
          if (answer.statuses.length > 0) answered++;
          for (const status of answer.statuses) {
            // 100 Continue, 2xx only where no key is needed (health, the console's static page), else 4xx.
            assert.ok(
              status === 100 || (status >= 400 && status < 500) || status === 200,
              `status ${status}`,
            );
          }
          assert.ok(!answer.text.includes(canary), `the canary came back: ${answer.text.slice(0, 300)}`);
          for (const body of jsonBodies(answer.text)) {
            if (answer.statuses.every((s) => s === 200 || s === 100)) continue;
            assert.ok(isErrorShape(body), `not an error shape: ${JSON.stringify(body).slice(0, 200)}`);
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.GATE_FUZZ_SEED ?? 11) },
    );
    const health = await fetch(`${gate.url}/healthz`);
    assert.equal(health.status, 200);
    process.stdout.write(`# serve-preauth-fuzz: ${sent} requests, ${answered} answered, process alive\n`);
    assert.ok(answered > sent / 2);
  });
});
