// dropContinues on a stand-in socket: 100 heads at an answer's start are dropped whatever the reads, the
// answer's bytes pass as they came, and the bytes copied stay a bound on the bytes read (linear).
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import { test } from 'node:test';
import { dropContinues, MAX_INTERIM_BYTES } from './interim.js';

/** A socket whose reads hand out `pieces` in turn (null between answers), and records what is written. */
function standIn(pieces: Buffer[]) {
  // A cursor, not shift(): shifting 70,000 one-byte pieces was quadratic, 95 % of this file's CPU.
  let next = 0;
  const socket = {
    destroyed: false,
    read: () => pieces[next++] ?? null,
    write: (_chunk: unknown) => true,
    destroy(this: { destroyed: boolean }) {
      this.destroyed = true;
    },
  };
  dropContinues(socket as unknown as Socket);
  const drain = () => {
    const out: Buffer[] = [];
    for (let b = socket.read(); b !== null; b = socket.read()) out.push(b);
    return Buffer.concat(out).toString('latin1');
  };
  return { socket, drain };
}

const ANSWER = 'HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok';
const bytes = (text: string, size: number) => {
  const all = Buffer.from(text, 'latin1');
  const out: Buffer[] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.subarray(i, i + size));
  return out;
};

test('100 heads before an answer are dropped, in reads of any size; only at an answer’s start', () => {
  const interim = `HTTP/1.1 100 Continue\r\n\r\nHTTP/1.0 100 Go\r\nA: b\r\n\r\n`;
  for (const size of [1, 2, 3, 7, 13, 64]) {
    const { socket, drain } = standIn(bytes(interim + ANSWER, size));
    socket.write('POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\n');
    assert.equal(drain(), ANSWER, String(size));
  }
  // Nothing written yet, or a body write: bytes pass as read.
  const quiet = standIn(bytes(interim + ANSWER, 5));
  quiet.socket.write(Buffer.from('{"a":1}'));
  assert.equal(quiet.drain(), interim + ANSWER);
  // A 1xx other than 100 is undici's to read.
  const early = standIn(bytes(`HTTP/1.1 103 Early\r\n\r\n${ANSWER}`, 4));
  early.socket.write('GET /v1/models HTTP/1.1\r\n');
  assert.equal(early.drain(), `HTTP/1.1 103 Early\r\n\r\n${ANSWER}`);
});

test('a 100 head past the bound drops the connection; bytes copied stay linear in bytes read', () => {
  const long = `HTTP/1.1 100 Continue\r\nX: ${'a'.repeat(MAX_INTERIM_BYTES)}\r\n\r\n${ANSWER}`;
  const { socket, drain } = standIn(bytes(long, 1));
  socket.write('POST / HTTP/1.1\r\n');
  drain();
  assert.ok(socket.destroyed);

  // 64 KiB of 100 heads read a byte at a time: Buffer.concat copies a bounded amount per answer.
  const concat = Buffer.concat;
  let copied = 0;
  Buffer.concat = ((list: readonly Uint8Array[], total?: number) => {
    const out = concat(list, total);
    copied += out.length;
    return out;
  }) as typeof Buffer.concat;
  try {
    const many = 'HTTP/1.1 100 Continue\r\n\r\n'.repeat(2_700);
    const reader = standIn(bytes(many + ANSWER, 1));
    reader.socket.write('POST / HTTP/1.1\r\n');
    const read: Buffer[] = [];
    for (let b = reader.socket.read(); b !== null; b = reader.socket.read()) read.push(b);
    assert.equal(concat(read).toString('latin1'), ANSWER);
    assert.ok(copied < 2_700 * 13 * 13, `copied ${copied} bytes for ${many.length} read`);
  } finally {
    Buffer.concat = concat;
  }
});
