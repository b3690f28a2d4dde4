// Red team round 62 (redteam2-r62): a caller gate has not admitted gets none of its own values back. Before,
// the trace id a request named (x-gate-trace-id, or a traceparent's) was put in the answer's head and the
// access log before the key was checked: an unauthenticated caller had its value reflected on every 401, and
// could plant a victim's trace id on its own refused requests in the operator's log. Now a request answers
// and logs under a fresh id until it passes the key step, on every route and wire (docs/wires.md, "Round 62
// (redteam2-r62)"). Generated ids and traceparents, every route class, against the real `gate serve`.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import OpenAI from 'openai';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';
import { untilOutput } from './helpers/until.js';

const KEY = 'gw-key-r62-trace-echo-0123456789';
const APPROVER = 'approver-key-r62-trace-echo-98765';
const MINTED = /^[0-9a-f]{32}$/;
const BODY = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });

/** Requests of every route class: model wires, MCP, gate's own, the approver's, public, unmatched. */
const ROUTES = [
  { method: 'POST', path: '/v1/chat/completions', body: BODY },
  { method: 'POST', path: '/v1/messages', body: BODY },
  { method: 'POST', path: '/mcp', body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' },
  { method: 'GET', path: '/metrics', body: '' },
  { method: 'GET', path: '/debug/vars', body: '' },
  { method: 'GET', path: '/v1/gate/console/state', body: '' },
  { method: 'GET', path: '/healthz', body: '' },
  { method: 'GET', path: '/no-such-route', body: '' },
  { method: 'DELETE', path: '/v1/chat/completions', body: '' },
] as const;

/** Credentials a caller gate does not admit: none, a wrong key, the right key's prefix. */
const UNADMITTED = ['', 'authorization: Bearer wrong-key\r\n', `x-api-key: ${KEY.slice(0, -1)}\r\n`] as const;

const traceIds = fc.stringMatching(/^[A-Za-z0-9._:-]{1,128}$/);
const parentIds = fc.stringMatching(/^[0-9a-f]{32}$/).filter((id) => !/^0+$/.test(id));

function request(route: (typeof ROUTES)[number], headers: string): Buffer {
  const len = Buffer.byteLength(route.body);
  return Buffer.from(
    `${route.method} ${route.path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
      `${headers}content-length: ${len}\r\nconnection: close\r\n\r\n${route.body}`,
  );
}

function headOf(raw: string): { status: number; trace: string | undefined } {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const trace = /\r\nx-gate-trace-id: ([^\r\n]*)/i.exec(head)?.[1];
  return { status, trace };
}

describe('redteam r62: an unadmitted caller never has its trace id echoed or logged', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let port: number;

  before(async () => {
    fake = await startFakeUpstream();
    gate = await startGate(
      [
        '--base-url',
        fake.baseUrl,
        '--provider',
        'openai',
        '--require-key-env',
        'K',
        '--approver-key-env',
        'A',
        '--api-key-env',
        'P',
      ],
      { env: { K: KEY, A: APPROVER, P: 'sk-provider-r62' } },
    );
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  it('every route refuses or answers an unadmitted caller under a fresh id, never the one it sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        traceIds,
        parentIds,
        fc.constantFrom(...ROUTES),
        fc.constantFrom(...UNADMITTED),
        fc.constantFrom('explicit', 'parent', 'both'),
        async (id, parent, route, creds, how) => {
          const named =
            (how === 'parent' ? '' : `x-gate-trace-id: ${id}\r\n`) +
            (how === 'explicit' ? '' : `traceparent: 00-${parent}-00f067aa0ba902b7-01\r\n`);
          const got = await rawExchange(port, request(route, creds + named));
          const { status, trace } = headOf(got.text);
          assert.ok(status >= 200 && status < 600, `an answer (${route.method} ${route.path})`);
          assert.match(trace ?? '', MINTED, `every answer carries a trace id (${route.path} ${status})`);
          assert.notEqual(trace, id, `${route.path} ${status} echoed the x-gate-trace-id it was sent`);
          assert.notEqual(trace, parent, `${route.path} ${status} echoed the traceparent it was sent`);
          assert.ok(
            !got.text.includes(id) || id.length < 8,
            `${route.path} ${status} wrote the sent id back`,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("an unadmitted caller's sent id never reaches the access log; its answer's fresh id does", async () => {
    const planted = 'victim-trace-r62-0000';
    const got = await rawExchange(port, request(ROUTES[0], `x-gate-trace-id: ${planted}\r\n`));
    const { status, trace } = headOf(got.text);
    assert.equal(status, 401);
    const admitted = await rawExchange(
      port,
      request(ROUTES[0], `authorization: Bearer ${KEY}\r\nx-gate-trace-id: admitted-r62-0001\r\n`),
    );
    assert.equal(headOf(admitted.text).status, 200);
    // The admitted request's line is written after the refused one's: once it is there, both are.
    const log = await untilOutput(
      () => gate.stderr() + gate.stdout(),
      (t) => t.includes('admitted-r62-0001'),
    );
    assert.ok(!log.includes(planted), 'the planted trace id reached the access log');
    assert.ok(log.includes(trace!), "the refusal's own fresh id is what the log carries");
  });

  it('an admitted caller still has its own trace id kept, on a model wire and an approver route', async () => {
    await fc.assert(
      fc.asyncProperty(traceIds, parentIds, async (id, parent) => {
        const chat = await rawExchange(
          port,
          request(ROUTES[0], `authorization: Bearer ${KEY}\r\nx-gate-trace-id: ${id}\r\n`),
        );
        assert.deepEqual(headOf(chat.text), { status: 200, trace: id });
        const state = await rawExchange(
          port,
          request(
            ROUTES[5],
            `authorization: Bearer ${APPROVER}\r\ntraceparent: 00-${parent}-00f067aa0ba902b7-01\r\n`,
          ),
        );
        assert.deepEqual(headOf(state.text), { status: 200, trace: parent });
      }),
      { numRuns: 8 },
    );
  });

  it('the official client reads a fresh id on its 401, never the one it sent', async () => {
    const client = new OpenAI({
      apiKey: 'wrong-key',
      baseURL: `${gate.url}/v1`,
      maxRetries: 0,
      defaultHeaders: { 'x-gate-trace-id': 'sdk-sent-r62-trace' },
    });
    const err = await client.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    assert.ok(err instanceof OpenAI.APIError, 'refused');
    assert.equal(err.status, 401);
    const trace = err.headers?.get('x-gate-trace-id');
    assert.match(trace ?? '', MINTED);
  });
});
