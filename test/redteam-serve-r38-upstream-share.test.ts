// Red team, round 38: the bytes of upstream answers in flight (--max-upstream-total-bytes) were one pool
// with no client's share, and a streamed answer keeps what it has counted until it ends. One client that
// held a few long streams open (each read to near --max-upstream-bytes, then left waiting on the model)
// took the pool: every other client's answer was cut, 502 `--max-upstream-total-bytes ... this answer was
// cut`. Now each client's answers hold at most its connection share of the pool (as request bodies do,
// never under one answer's bound): the flood cuts its own streams, another client's answer goes through.
// One real gate, a fake provider, the second client from another loopback address. Round 39: a stream
// spends the share by what gate holds of it, so the flood here is call fragments (held until judged).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { chatFrom as chat } from './helpers/address-chat.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { chatChunk, sseText } from './helpers/upstream-answers.js';

const MiB = 1024 * 1024;
const STREAMS = 4;
/** The buffered answer's text: 0.6 MiB. */
const ANSWER = Math.floor(0.6 * MiB);
/** The text delta that follows a flood stream's fragments: the client reads it once gate read them. */
const READ = 'fragments-read';

describe("round 38: one client's streams do not take every client's share of upstream bytes", () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let release!: () => void;
  const stall = new Promise<void>((r) => {
    release = r;
  });
  before(async () => {
    fake = await startFakeUpstream({ record: false });
    // A stream: about 0.9 MiB of one call's argument fragments (gate holds them until the call is whole),
    // a text delta that says they were read, then the model "thinks" until the test ends.
    // A buffered answer: one message of 0.6 MiB.
    fake.setDefault(async (req, res) => {
      if ((req.json as { stream?: boolean } | undefined)?.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const start = {
          index: 0,
          id: 'call_1',
          type: 'function',
          function: { name: 'write', arguments: '' },
        };
        res.write(sseText([chatChunk({ tool_calls: [start] })]));
        const fragment = chatChunk({ tool_calls: [{ index: 0, function: { arguments: 'x'.repeat(230) } }] });
        const piece = sseText(Array.from({ length: 64 }, () => fragment));
        for (let sent = 0; sent < 0.9 * MiB && !res.destroyed; sent += piece.length) res.write(piece);
        res.write(sseText([chatChunk({ content: READ })]));
        await stall;
        res.end(sseText([chatChunk({}, 'tool_calls')]));
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
    // Each stream is read until its fragments reached gate (its text after them came), then held open.
    const reached: Promise<void>[] = [];
    const held: Array<Promise<{ status: number; body: string }>> = [];
    for (let i = 0; i < STREAMS; i++)
      reached.push(
        new Promise<void>((ok) => {
          held.push(
            chat(gate.url, '127.0.0.1', true, (_total, _abort, chunk) => {
              if (chunk.includes(READ)) ok();
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
