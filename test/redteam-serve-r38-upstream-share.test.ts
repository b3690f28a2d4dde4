// Red team, round 38: the bytes of upstream answers in flight (--max-upstream-total-bytes) were one pool
// with no client's share, and a streamed answer keeps what it has counted until it ends. One client that
// held a few long streams open (each read to near --max-upstream-bytes, then left waiting on the model)
// took the pool: every other client's answer was cut, 502 `--max-upstream-total-bytes ... this answer was
// cut`. Now each client's answers hold at most its connection share of the pool (as request bodies do,
// never under one answer's bound): the flood cuts its own streams, another client's answer goes through.
// One real gate, a fake provider, the second client from another loopback address.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { chatChunk, sseText } from './helpers/upstream-answers.js';

const MiB = 1024 * 1024;
const STREAMS = 4;
/** The buffered answer's text: 0.6 MiB. */
const ANSWER = Math.floor(0.6 * MiB);

/** One chat request from `localAddress`; resolves with the status and body (or the stream's bytes so far). */
function chat(
  url: string,
  localAddress: string,
  stream: boolean,
  onData?: (total: number, abort: () => void) => void,
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: 'hi' }] });
  return new Promise((resolve, reject) => {
    const u = new URL('/v1/chat/completions', url);
    const req = request(
      u,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let total = 0;
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          total += c.length;
          onData?.(total, () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          });
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe("round 38: one client's streams do not take every client's share of upstream bytes", () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let release!: () => void;
  const stall = new Promise<void>((r) => {
    release = r;
  });
  before(async () => {
    fake = await startFakeUpstream({ record: false });
    // A stream: about 0.9 MiB of text deltas, then the model "thinks" until the test ends.
    // A buffered answer: one message of 0.6 MiB.
    fake.setDefault(async (req, res) => {
      if ((req.json as { stream?: boolean } | undefined)?.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const piece = sseText(Array.from({ length: 64 }, () => chatChunk({ content: 'x'.repeat(230) })));
        for (let sent = 0; sent < 0.9 * MiB && !res.destroyed; sent += piece.length) res.write(piece);
        await stall;
        res.end(sseText([chatChunk({}, 'stop')]));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          created: 1,
          model: 'm',
          choices: [
            { index: 0, message: { role: 'assistant', content: 'y'.repeat(ANSWER) }, finish_reason: 'stop' },
          ],
        }),
      );
    });
    gate = await startGate([
      '--base-url',
      fake.baseUrl,
      '--provider',
      'openai',
      '--max-upstream-bytes',
      String(MiB),
      '--max-upstream-total-bytes',
      String(4 * MiB),
    ]);
  });
  after(async () => {
    release();
    await gate?.stop();
    await fake?.close();
  });

  it('four held streams from one address; another address still gets its answer', async () => {
    // Each stream is read until 0.8 MiB reached the client, then held open (the model still thinking).
    const reached: Promise<void>[] = [];
    const held: Array<Promise<{ status: number; body: string }>> = [];
    for (let i = 0; i < STREAMS; i++)
      reached.push(
        new Promise<void>((ok) => {
          held.push(
            chat(gate.url, '127.0.0.1', true, (total) => {
              if (total >= 0.8 * MiB) ok();
            }).finally(ok),
          );
        }),
      );
    await Promise.all(reached);
    const other = await chat(gate.url, '127.0.0.2', false);
    assert.equal(other.status, 200, `the other client's answer: ${other.status} ${other.body.slice(0, 200)}`);
    const answer = JSON.parse(other.body) as { choices: Array<{ message: { content: string } }> };
    assert.equal(answer.choices[0]!.message.content.length, ANSWER);
    release();
    // The flood met its own share: its later streams were cut, in the wire's error event.
    const streams = await Promise.all(held);
    assert.ok(
      streams.some((s) => s.body.includes('its share of --max-upstream-total-bytes')),
      'a stream of the flood was cut at its share',
    );
  });
});
