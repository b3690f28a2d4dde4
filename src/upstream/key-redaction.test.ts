// The provider key in a relayed body is replaced wherever the chunks split it (proxy.ts withoutKeyBytes).
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import fc from 'fast-check';
import { withoutKeyBytes } from './proxy.js';

const KEY = 'sk-provider-0123456789';

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const piece of withoutKeyBytes(Readable.from(chunks), KEY)) out.push(piece as Buffer);
  return Buffer.concat(out).toString('latin1');
}

/** `text` cut at the given offsets. */
const cut = (text: string, at: number[]) => {
  const points = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const p of [...points, text.length]) {
    pieces.push(Buffer.from(text.slice(from, p), 'latin1'));
    from = p;
  }
  return pieces;
};

test('every copy is replaced, cut anywhere; nothing else changes', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.oneof(fc.constant(KEY), fc.constant(KEY.slice(0, -1)), fc.string({ maxLength: 12 })), {
        maxLength: 12,
      }),
      fc.array(fc.nat(400), { maxLength: 10 }),
      async (parts, at) => {
        const text = parts.join('');
        assert.equal(await through(cut(text, at)), text.replaceAll(KEY, '[REDACTED]'));
      },
    ),
    { numRuns: 300 },
  );
});

test('64 KiB of near copies in 1 KiB chunks: each byte searched once, the carried tail aside', async () => {
  const text = `${KEY.slice(0, -1)}x`.repeat(Math.ceil(65_536 / KEY.length)) + KEY;
  const got = await through(
    cut(
      text,
      Array.from({ length: 64 }, (_, i) => (i + 1) * 1024),
    ),
  );
  assert.equal(got, `${text.slice(0, -KEY.length)}[REDACTED]`);
});
