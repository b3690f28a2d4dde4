// Red team, round 19: many concurrent SSE streams, each abandoned by its client at the first byte, while
// the upstream keeps its stream open. Each upstream request must be aborted with its client (no upstream
// connection or answer held for a client that left), and gate must go on answering. Guard test: the base
// held too (every upstream stream aborted).
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { test } from 'node:test';
import { providerGate } from './helpers/served-gates.js';
import { chatChunk, serveSsePaused } from './helpers/upstream-answers.js';

const served = providerGate('openai');
const STREAMS = 48;

/** Opens a streamed chat request on a raw socket and destroys it at the first byte of the answer. */
function abandonAtFirstByte(port: number): Promise<void> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] });
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        'POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      ),
    );
    socket.once('data', () => socket.destroy());
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

test(`${STREAMS} streams abandoned at the first byte: every upstream stream is aborted, gate still answers`, async () => {
  const { fake, gate } = served;
  let release!: () => void;
  const never = new Promise<void>((r) => {
    release = r;
  });
  fake.setDefault(
    serveSsePaused([chatChunk({ role: 'assistant', content: 'a' })], never, [chatChunk({}, 'stop')]),
  );
  const port = Number(new URL(gate.url).port);
  await Promise.all(Array.from({ length: STREAMS }, () => abandonAtFirstByte(port)));
  // Every upstream request ends, each aborted by gate (the upstream never finished one).
  await fake.settled();
  assert.equal(fake.received.length, STREAMS);
  assert.equal(fake.received.filter((r) => r.aborted).length, STREAMS, 'each upstream stream was aborted');
  release();
  fake.setDefault(
    serveSsePaused([chatChunk({ role: 'assistant', content: 'ok' })], Promise.resolve(), [
      chatChunk({}, 'stop'),
    ]),
  );
  const res = await fetch(`${gate.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
  });
  assert.equal(res.status, 200);
  assert.match(await res.text(), /\[DONE\]|"ok"/);
});
