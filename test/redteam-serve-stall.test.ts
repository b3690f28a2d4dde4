// Red team, round 8: a client that stops reading. It once held its answer in gate's memory for ever (40
// clients not reading an 8 MB answer each held 1 GB), and a stream's upstream connection with it. Now a
// connection whose client takes no response bytes for --request-timeout-ms is cut; a slow reader is not.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type FakeUpstream, openaiJson, type Responder, startFakeUpstream } from './fake-upstream.js';
import { type GateProcess, startGate } from './helpers/gate-process.js';

const DEADLINE_MS = 1500;
// Past what loopback's socket buffers absorb, so most of the answer waits in gate.
const BIG = 'x'.repeat(12 * 1024 * 1024);
let upstream: FakeUpstream;
let gate: GateProcess;

before(async () => {
  upstream = await startFakeUpstream({ record: true });
  // Three 12 MB answers held at once pass one address's share of the default 256 MiB (an eighth, round 38):
  // the third was refused whenever the three overlapped. This file tests the cut, so the pool is larger.
  const pool = ['--max-upstream-total-bytes', String(1024 * 1024 * 1024)];
  gate = await startGate(
    ['--base-url', upstream.baseUrl, '--request-timeout-ms', String(DEADLINE_MS), ...pool],
    { env: { OPENAI_API_KEY: 'sk-test' } },
  );
});
after(async () => {
  await gate?.stop();
  await upstream?.close();
});

/** Streams text deltas for as long as gate takes them, minding backpressure. */
const endlessStream: Responder = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const event = `data: ${JSON.stringify({
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    choices: [{ index: 0, delta: { content: 'y'.repeat(8000) }, finish_reason: null }],
  })}\n\n`;
  const pour = (): void => {
    while (!res.destroyed && res.write(event)) {}
    if (!res.destroyed) res.once('drain', pour);
  };
  pour();
};

const CUT = /client took no response bytes within the deadline/g;
/** How many connections gate has logged cutting so far. */
const cuts = (): number => gate.stdout().match(CUT)?.length ?? 0;

/**
 * Sends a chat request over a raw socket that reads nothing until gate has logged `cutsSeen` cuts (the
 * seam: a fixed wait let a loaded machine, still building and screening a 12 MB answer when the wait
 * ended, hand the client the whole answer uncut), then reads what is left: a cut connection ends short
 * of the answer. The log is written in batches, so the wait for the line is long.
 */
async function neverRead(stream: boolean, cutsSeen: number): Promise<{ got: number; closed: boolean }> {
  const body = JSON.stringify({ model: 'm', stream, messages: [{ role: 'user', content: 'hi' }] });
  const socket = connect(Number(new URL(gate.url).port), '127.0.0.1');
  socket.on('error', () => {});
  socket.write(
    `POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.pause();
  for (let i = 0; i < 1200 && cuts() < cutsSeen; i++) await new Promise((r) => setTimeout(r, 50));
  let got = 0;
  socket.on('data', (d: Buffer) => {
    got += d.length;
  });
  const closed = new Promise<boolean>((resolve) => socket.once('close', () => resolve(true)));
  socket.resume();
  // Unref'd: a pending 60 s bound kept the test file's process alive a minute after its last test.
  const result = await Promise.race([
    closed,
    new Promise<boolean>((r) => setTimeout(() => r(false), 60_000).unref()),
  ]);
  socket.destroy();
  return { got, closed: result };
}

async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('redteam serve: a client that stops reading', () => {
  test('buffered: clients not reading a 12 MB answer are each cut at the deadline', async () => {
    upstream.setDefault(openaiJson({ text: BIG }));
    const before = cuts();
    const answers = await Promise.all(Array.from({ length: 3 }, () => neverRead(false, before + 3)));
    assert.equal(cuts(), before + 3, 'each client was cut, and logged');
    for (const a of answers) {
      assert.ok(a.closed, 'the connection was closed');
      assert.ok(a.got < BIG.length, `cut short: ${a.got} of ${BIG.length} bytes`);
    }
    assert.equal(gate.child.exitCode, null);
    assert.equal((await fetch(`${gate.url}/healthz`)).status, 200);
  });

  test('streamed: a client not reading an endless stream is cut, and the upstream request with it', async () => {
    upstream.push(endlessStream);
    const seen = upstream.received.length;
    const answer = await neverRead(true, cuts() + 1);
    assert.ok(answer.closed, `the connection was closed (${answer.got} bytes read after the wait)`);
    // Bounds an event, not a sleep: the upstream's abort follows the cut at once on an idle machine.
    await within(upstream.settled(), 30_000, 'upstream settled');
    assert.equal(upstream.received[seen]?.aborted, true, 'the upstream request was aborted');
  });

  test('a slow reader that keeps taking bytes gets its whole answer', async () => {
    const answer = 'x'.repeat(1024 * 1024);
    upstream.setDefault(openaiJson({ text: answer }));
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });
    const socket = connect(Number(new URL(gate.url).port), '127.0.0.1');
    socket.write(
      `POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
        `connection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    // Reads in bursts a deadline apart, so the whole answer takes several deadlines to arrive.
    let got = 0;
    socket.on('data', (d: Buffer) => {
      got += d.length;
      socket.pause();
      setTimeout(() => socket.resume(), DEADLINE_MS / 3);
    });
    const started = Date.now();
    await within(new Promise((resolve) => socket.once('close', resolve)), 120_000, 'slow read');
    assert.ok(got > answer.length, `received ${got} bytes of a ${answer.length}-byte answer`);
    assert.ok(Date.now() - started > DEADLINE_MS, 'the read took longer than one deadline');
  });
});
