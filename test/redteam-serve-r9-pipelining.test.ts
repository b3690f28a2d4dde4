// Red team round 9, HTTP/1.1 pipelining against the real `gate serve` (raw node:net): node:http hands
// every pipelined request of a connection to the server at once, so one connection started as many
// upstream requests as it pipelined (300 in one write: 300 upstream requests at once, each a socket and
// a provider call). Now a connection has one request in hand at a time, answers still in order, and
// past 32 waiting behind it the connection is cut (docs/operations.md, "Limits and shutdown").
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, openaiJson, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';
import { untilOutput } from './helpers/until.js';

const body = (n: number) => JSON.stringify({ model: 'm', messages: [{ role: 'user', content: `hi ${n}` }] });
const chat = (n: number, close = false) =>
  `POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
  `${close ? 'connection: close\r\n' : ''}content-length: ${Buffer.byteLength(body(n))}\r\n\r\n${body(n)}`;

describe('redteam r9: pipelined requests on one connection', () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let port: number;
  let live = 0;
  let peak = 0;
  let total = 0;

  before(async () => {
    fake = await startFakeUpstream({ record: false });
    // Each answer takes a while, and says which request it answers.
    fake.setDefault(async (req, res) => {
      live++;
      total++;
      peak = Math.max(peak, live);
      await new Promise((r) => setTimeout(r, 60));
      live--;
      const asked = (req.json as { messages: { content: string }[] }).messages[0]!.content;
      await openaiJson({ text: `answer to ${asked}` })(req, res);
    });
    gate = await startGate(['--base-url', fake.baseUrl, '--provider', 'openai']);
    port = Number(new URL(gate.url).port);
  });
  after(async () => {
    await gate?.stop();
    await fake?.close();
  });

  it('twenty pipelined requests: one upstream request at a time, every answer in order', async () => {
    peak = 0;
    total = 0;
    const n = 20;
    const bytes = Array.from({ length: n }, (_, i) => chat(i, i === n - 1)).join('');
    const got = await rawExchange(port, bytes, { waitMs: 30_000 });
    assert.deepEqual(got.statuses, Array(n).fill(200));
    const order = [...got.text.matchAll(/answer to hi (\d+)/g)].map((m) => Number(m[1]));
    assert.deepEqual(order, [...Array(n).keys()]);
    assert.equal(total, n);
    assert.equal(peak, 1, `${peak} upstream requests at once from one connection`);
  });

  it('three hundred in one write: the connection is cut, at most one reaches the upstream', async () => {
    peak = 0;
    total = 0;
    const got = await rawExchange(port, Array.from({ length: 300 }, (_, i) => chat(i)).join(''), {
      waitMs: 20_000,
    });
    assert.ok(got.closed, 'the connection was not cut');
    assert.ok(got.statuses.length <= 1, `${got.statuses.length} answers`);
    // The cut's warning is written in a batch after the close: wait for it (bounded), never on a time.
    const cut = /too many pipelined requests on one connection/;
    assert.match(await untilOutput(gate.stdout, cut), cut);
    // Requests gate started before the cut reach the fake within this; 300 of them would be counted.
    await new Promise((r) => setTimeout(r, 300));
    assert.ok(total <= 1, `${total} upstream requests from one cut connection`);
    // The gateway serves the next client as before.
    const next = await rawExchange(port, chat(1, true), { waitMs: 10_000 });
    assert.deepEqual(next.statuses, [200]);
  });

  it('pipelined health checks and a request cut mid-body: answers in order, then the cut', async () => {
    const health = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    const partial = chat(9).slice(0, -10);
    const got = await rawExchange(port, health.repeat(5) + partial, { waitMs: 2000, halfClose: true });
    assert.deepEqual(got.statuses.slice(0, 5), Array(5).fill(200));
  });
});
