// Red team, round 56 (edge-r56), against the real process: round 55 left "a 1,000-request single write is
// cut" (more than 64 requests parsed behind the pipelining refusal end the connection). Found on 7ca8af78:
// the request in hand when the cut came had been started, and was forwarded to the provider (and its calls
// judged and journaled) after the connection was gone, its answer lost: 120 chats in one write were 0
// answers and 1 request forwarded, arriving about 10 ms after the client saw the close (round 55's test
// counted before it arrived). The same when the burst comes behind a request already in hand. Now a
// connection's first request starts once node:http has parsed the whole read it came in, so a burst that is
// cut is cut before any of it starts (0 forwarded, 0 answered, the connection reset as before), and a cut
// behind a request already in hand keeps that request's answer, then refuses the next in shape (503
// `pipeline_full`) and closes. docs/operations.md, "Round 56 (edge-r56)".
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { rawExchange } from './helpers/raw-http.js';
import { bufferedAnswer } from './helpers/upstream-answers.js';

/** A chat answer with no call. */
const ANSWER = JSON.stringify(bufferedAnswer('chat', []));

/** Each request the provider read, by the tag its message carries. */
const heard: string[] = [];
/** How long the provider takes to answer. */
let answerMs = 0;

const chat = (tag: string): string => {
  const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: tag }] });
  return `POST /v1/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
};
const burst = (batch: string, n: number): string =>
  Array.from({ length: n }, (_, i) => chat(`${batch}-${i}`)).join('');
/** What the provider heard of a batch, once anything forwarded late has had time to arrive. */
async function heardOf(batch: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 400));
  return heard.filter((t) => t.startsWith(`${batch}-`));
}

/** One chat, then (once the provider has it, so it is in hand) `n` more in one write; what came back. */
function inHandThenBurst(
  port: number,
  tag: string,
  n: number,
): Promise<{ statuses: number[]; text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect(port, '127.0.0.1', async () => {
      socket.write(chat(`${tag}-first`));
      while (!heard.includes(`${tag}-first`)) await new Promise((r) => setTimeout(r, 5));
      socket.write(burst(tag, n));
    });
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      resolve({ statuses, text, closed });
    };
    const timer = setTimeout(() => finish(false), 5000);
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      text += d;
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

describe('round 56: a pipelined burst cut past the bound', () => {
  let upstream: Server;
  let gate: GateProcess;
  let port: number;
  before(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (d: string) => {
        body += d;
      });
      req.on('end', () => {
        heard.push((JSON.parse(body) as { messages: { content: string }[] }).messages[0]!.content);
        setTimeout(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(ANSWER);
        }, answerMs);
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(upstream.address() as { port: number }).port}/v1`;
    gate = await startGate(['--base-url', base, '--provider', 'openai']);
    port = Number(new URL(gate.url).port);
    // A warm pool: the provider hears a forwarded request at once (the base's lost one came 10 ms late).
    await rawExchange(port, burst('warm', 2), { waitMs: 1000 });
  });
  after(async () => {
    await gate?.stop();
    upstream?.close();
  });

  test('a burst cut in one write: forwarded exactly what was answered (on the base: 1 forwarded, none answered)', async () => {
    answerMs = 0;
    let batch = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 99, max: 1200 }), async (n) => {
        const tag = `b${batch++}`;
        const got = await rawExchange(port, burst(tag, n), { waitMs: 4000 });
        assert.ok(got.closed, `${n}: the connection ends`);
        const answered = got.statuses.filter((s) => s === 200).length;
        assert.deepEqual((await heardOf(tag)).length, answered, `${n}: ${got.statuses}`);
      }),
      { numRuns: runsOf(4, 30) },
    );
  });

  test('a burst behind a request in hand: its answer, then 503 pipeline_full, then the close (the base: nothing)', async () => {
    answerMs = 300;
    for (const n of [120, 1000]) {
      const tag = `h${n}`;
      const got = await inHandThenBurst(port, tag, n);
      assert.deepEqual(got.statuses, [200, 503], `${n}: ${got.text.slice(0, 200)}`);
      assert.ok(got.closed, `${n}: closed after the refusal`);
      assert.match(got.text, /"code":"pipeline_full"/, `${n}: the refusal says why`);
      assert.deepEqual(await heardOf(tag), [`${tag}-first`], `${n}: only the request answered was forwarded`);
    }
    answerMs = 0;
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  });
});
