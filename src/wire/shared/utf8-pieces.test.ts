// Round 28, third pass (docs/wires.md): Utf8Pieces gives, piece for piece, the text a streaming TextDecoder
// gives, for any bytes (valid or not) split anywhere; the event stream read on it gives the same events.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SseParser } from './sse-parser.js';
import { heldTail, Utf8Pieces } from './utf8-pieces.js';

const RUNS = Number(process.env['GATE_FUZZ_RUNS'] ?? 2000);

/** Bytes dense in what UTF-8 decoding turns on: leads of every length, continuations, bytes never valid. */
const byte = fc.oneof(
  fc.constantFrom(0x0a, 0x0d, 0x3a, 0x20, 0x61, 0x64, 0xef, 0xbb, 0xbf),
  fc.integer({ min: 0x80, max: 0xbf }),
  fc.integer({ min: 0xc0, max: 0xff }),
  fc.integer({ min: 0, max: 0xff }),
);
const bytes = fc.array(byte, { maxLength: 64 }).map((a) => Uint8Array.from(a));
const textBytes = fc
  .array(
    fc.oneof(
      fc.constantFrom('data: ', 'event: x\n', '\n', '\r\n', '\uFEFF', 'é', '\u{1F600}', '漢'),
      fc.string(),
    ),
    {
      maxLength: 20,
    },
  )
  .map((parts) => new TextEncoder().encode(parts.join('')));

/** `all` cut at `cuts` (any offsets, sorted, repeats allowed: an empty piece). */
function pieces(all: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [...cuts.map((c) => c % (all.length + 1)), all.length].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const to of at) {
    out.push(all.subarray(from, to));
    from = to;
  }
  return out;
}

function streamed(parts: Uint8Array[]): string[] {
  const decoder = new TextDecoder('utf-8');
  return [...parts.map((p) => decoder.decode(p, { stream: true })), decoder.decode()];
}

function pieced(parts: Uint8Array[]): string[] {
  const decoder = new Utf8Pieces();
  return [...parts.map((p) => decoder.push(p)), decoder.end()];
}

describe('Utf8Pieces', () => {
  it('gives what a streaming TextDecoder gives at every piece, for any bytes split anywhere', () => {
    fc.assert(
      fc.property(fc.oneof(bytes, textBytes), fc.array(fc.nat(), { maxLength: 8 }), (all, cuts) => {
        const parts = pieces(all, cuts);
        assert.deepEqual(pieced(parts), streamed(parts));
      }),
      { numRuns: RUNS },
    );
  });

  it('holds exactly a valid, unfinished start of a character', () => {
    assert.equal(heldTail(Uint8Array.of(0x61, 0xe2, 0x82)), 2);
    assert.equal(heldTail(Uint8Array.of(0xf0, 0x9f, 0x98)), 3);
    assert.equal(heldTail(Uint8Array.of(0xf0, 0x9f, 0x98, 0x80)), 0);
    // E0 80 starts an overlong form, ED A0 a surrogate, F4 90 past U+10FFFF: none is held.
    assert.equal(heldTail(Uint8Array.of(0xe0, 0x80)), 0);
    assert.equal(heldTail(Uint8Array.of(0xed, 0xa0)), 0);
    assert.equal(heldTail(Uint8Array.of(0xf4, 0x90)), 0);
    assert.equal(heldTail(Uint8Array.of(0xc1)), 0);
    assert.equal(heldTail(Uint8Array.of(0x80, 0x80, 0x80)), 0);
  });

  it('gives the event parser the same events as the streaming decoder did, for any split', () => {
    fc.assert(
      fc.property(textBytes, fc.array(fc.nat(), { maxLength: 8 }), (all, cuts) => {
        const parser = new SseParser();
        const events = [...pieces(all, cuts).flatMap((p) => parser.push(p)), ...parser.end()];
        // The reference: the whole text decoded at once (the BOM dropped), parsed in one piece.
        const reference = new SseParser();
        const once = [...reference.push(all), ...reference.end()];
        assert.deepEqual(events, once);
      }),
      { numRuns: RUNS },
    );
  });
});
