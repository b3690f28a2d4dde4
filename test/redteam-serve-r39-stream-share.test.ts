// Red team, round 39: a streamed answer's bytes stayed charged to its client's share of upstream bytes
// (--max-upstream-total-bytes) until the stream ended, though gate had relayed them. A client with a few
// long streams (text the client had read) met its share and its later streams were cut, for bytes gate no
// longer held (f8b04f6d: the second of six 0.9 MiB streams cut near 0.1 MiB). Now a stream is charged
// with what gate holds of it (the piece being read, what the wire holds back for judgement): relayed text
// leaves the share, held call fragments stay in it (round 38's test). A cut stream, by the client or by
// the upstream, gives back all it held: fresh streams of the same client run whole afterwards.
// One real gate, a fake provider, a second client from another loopback address.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.js';
import { type AddressAnswer, chatFrom } from './helpers/address-chat.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';
import { chatChunk, sseText } from './helpers/upstream-answers.js';

const MiB = 1024 * 1024;
const STREAMS = 6;
const ANSWER = Math.floor(0.6 * MiB);
const CUT = 'its share of --max-upstream-total-bytes';

/** How the fake provider streams, by the user's turn. */
type Plan = 'hold' | 'whole' | 'cut-upstream';

describe("round 39: relayed stream bytes leave the client's share of upstream bytes", () => {
  let fake: FakeUpstream;
  let gate: GateProcess;
  let release!: () => void;
  const stall = new Promise<void>((r) => {
    release = r;
  });
  before(async () => {
    fake = await startFakeUpstream({ record: false });
    fake.setDefault(async (req, res) => {
      const body = req.json as { stream?: boolean; messages?: Array<{ content?: string }> } | undefined;
      if (body?.stream) {
        const plan = (body.messages?.[0]?.content ?? 'whole') as Plan;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const piece = sseText(Array.from({ length: 64 }, () => chatChunk({ content: 'x'.repeat(230) })));
        const size = plan === 'cut-upstream' ? 0.3 * MiB : 0.9 * MiB;
        for (let sent = 0; sent < size && !res.destroyed; sent += piece.length) res.write(piece);
        if (plan === 'cut-upstream') {
          // The provider's connection drops mid-stream, once what it wrote had time to leave.
          setTimeout(() => res.socket?.destroy(), 200);
          return;
        }
        if (plan === 'hold') await stall;
        res.end(`${sseText([chatChunk({}, 'stop')])}data: [DONE]\n\n`);
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

  /** `n` streams from 127.0.0.1, each resolved once `reach` bytes came (or it ended); then `onReached`. */
  async function streams(
    n: number,
    plan: Plan,
    reach: number,
    cutAtReach = false,
  ): Promise<Promise<AddressAnswer>[]> {
    const reached: Promise<void>[] = [];
    const answers: Promise<AddressAnswer>[] = [];
    for (let i = 0; i < n; i++)
      reached.push(
        new Promise<void>((ok) => {
          answers.push(
            chatFrom(
              gate.url,
              '127.0.0.1',
              true,
              (total, abort) => {
                if (total < reach) return;
                if (cutAtReach) abort();
                ok();
              },
              plan,
            ).finally(ok),
          );
        }),
      );
    await Promise.all(reached);
    return answers;
  }

  it('six long streams read by their client are not cut, and another address gets its answer', async () => {
    const held = await streams(STREAMS, 'hold', 0.8 * MiB);
    const other = await chatFrom(gate.url, '127.0.0.2', false);
    assert.equal(other.status, 200, `the other client's answer: ${other.status} ${other.body.slice(0, 200)}`);
    const answer = JSON.parse(other.body) as { choices: Array<{ message: { content: string } }> };
    assert.equal(answer.choices[0]!.message.content.length, ANSWER);
    release();
    for (const [i, s] of (await Promise.all(held)).entries()) {
      assert.ok(!s.body.includes(CUT), `stream ${i} was cut: ${s.body.slice(-300)}`);
      assert.ok(s.body.includes('data: [DONE]'), `stream ${i} ended whole`);
    }
  });

  it('streams cut by the client or by the upstream give back all they held', async () => {
    // Six cut by the client at 0.3 MiB, six whose provider connection drops at 0.3 MiB.
    await Promise.all(await streams(STREAMS, 'whole', 0.3 * MiB, true));
    const dropped = await Promise.all(await streams(STREAMS, 'cut-upstream', Number.POSITIVE_INFINITY));
    for (const s of dropped)
      assert.match(s.body, /"error"/, 'a dropped provider ends the stream in an error event');
    // Had any of that stayed charged (3.6 MiB against a 1 MiB share), these would be cut.
    for (const [i, s] of (await Promise.all(await streams(4, 'whole', Number.POSITIVE_INFINITY))).entries()) {
      assert.ok(!s.body.includes(CUT), `fresh stream ${i} was cut: ${s.body.slice(-300)}`);
      assert.ok(s.body.includes('data: [DONE]'), `fresh stream ${i} ended whole`);
    }
  });
});
