// Red team, round 18: an upstream that sends `100 Continue` before its answer, though gate sent no
// `Expect`, had the request fail 502 (undici drops the connection on any 100; RFC 9110 §15.2: a client must
// parse 1xx answers it did not ask for). Now each 100 head at an answer's start is dropped before undici
// reads it, wherever TCP splits it (docs/wires.md, "Interim answers"). A raw-socket upstream, the SDKs.
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { test } from 'node:test';
import Anthropic from '@anthropic-ai/sdk';
import fc from 'fast-check';
import OpenAI from 'openai';
import { CHAT_OK, MESSAGE_OK, rawUpstreamGates } from './helpers/raw-upstream.js';

const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';

/** What the upstream sends before its answer, and where it cuts the bytes into separate writes. */
let interim = '';
let cuts: number[] = [];

function answer(path: string): string {
  const body = path.includes('/messages') ? MESSAGE_OK : CHAT_OK;
  return `${interim}HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
}

async function send(socket: Socket, bytes: string): Promise<void> {
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    if (cut <= at || cut > bytes.length) continue;
    socket.write(bytes.slice(at, cut), 'latin1');
    at = cut;
    // A pause between writes, so each piece is its own TCP read.
    await new Promise((r) => setTimeout(r, 2));
  }
}

// The request line picks the answer; each answer is cut into writes as the test says.
const gates = rawUpstreamGates(
  (socket, head) => void send(socket, answer(head.slice(0, head.indexOf('\r\n')))),
);

const openai = () => new OpenAI({ baseURL: `${gates.openai.url}/v1`, apiKey: 'unused', maxRetries: 0 });
const anthropic = () => new Anthropic({ baseURL: gates.anthropic.url, apiKey: 'unused', maxRetries: 0 });
const chat = () =>
  openai().chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'hi' }] });

test('unasked-for 100 answers before the answer are dropped on both wires; 103 was already', async () => {
  cuts = [];
  for (const before of [
    CONTINUE,
    CONTINUE.repeat(50),
    'HTTP/1.0 100 OK\r\nX-A: b\r\n\r\n',
    'HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n',
  ]) {
    interim = before;
    assert.equal((await chat()).choices[0]?.message.content, 'ok', JSON.stringify(before));
    const message = await anthropic().messages.create({
      model: 'm',
      max_tokens: 8,
      messages: [{ role: 'user', content: 'hi' }],
    });
    assert.deepEqual(message.content, [{ type: 'text', text: 'ok' }]);
  }
});

test('a 100 and its answer cut into TCP reads at any points are read as the answer (fast-check)', async () => {
  interim = `${CONTINUE}HTTP/1.1 100 Continue\r\nServer: s\r\n\r\n`;
  const length = answer('/v1/chat/completions').length;
  await fc.assert(
    fc.asyncProperty(
      fc.uniqueArray(fc.integer({ min: 1, max: length - 1 }), { maxLength: 4 }),
      async (at) => {
        cuts = at.sort((a, b) => a - b);
        assert.equal((await chat()).choices[0]?.message.content, 'ok');
      },
    ),
    { numRuns: 40 },
  );
  // Every cut within the interim heads and the status line after them, one at a time.
  for (let cut = 1; cut < interim.length + 16; cut++) {
    cuts = [cut];
    assert.equal((await chat()).choices[0]?.message.content, 'ok', String(cut));
  }
});

test('an interim head past 16 KiB, and an unasked-for 101, are 502 in the wire’s shape, no stack', async () => {
  cuts = [];
  for (const before of [
    `HTTP/1.1 100 Continue\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
    'HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\nConnection: upgrade\r\n\r\n',
  ]) {
    interim = before;
    const err = await chat().then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.ok(err instanceof OpenAI.APIError, String(err));
    assert.equal(err.status, 502);
    assert.equal((err.error as { code?: string }).code, 'upstream_unreachable');
  }
  interim = CONTINUE;
  assert.equal((await chat()).choices[0]?.message.content, 'ok', 'a fresh connection serves again');
  assert.doesNotMatch(gates.openai.stderr(), /at .*\.js:\d+/);
});
