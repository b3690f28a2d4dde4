// UTF-8 bytes split anywhere, decoded piece by piece to the text a streaming TextDecoder gives, without its
// streaming mode: node's TextDecoder leaves its native fast path for ICU's converter once `stream: true`
// is passed (about 11 instructions a byte against 1), and an event stream's every read paid it. A piece
// is decoded whole up to the start of a character it cuts; that valid, incomplete start is held for the
// next piece, exactly what the WHATWG decoder holds, so the text is the same for any split
// (docs/wires.md, "Round 28, third pass").

/**
 * Non-streaming, so the fast path stays on; the stream's leading BOM is taken off here, once. Made on
 * first use, as the kernel's decoders are (src/kernel/strict-decoders.ts): none is made at load.
 */
let wholeDecoder: InstanceType<typeof TextDecoder> | undefined;

function decodeWhole(bytes: Uint8Array): string {
  wholeDecoder ??= new TextDecoder('utf-8', { ignoreBOM: true });
  return wholeDecoder.decode(bytes);
}

/**
 * Bytes from `bytes.length - 3` on that start a character the piece does not finish, as the WHATWG
 * decoder reads them (a lead byte, then continuation bytes in the ranges its lead allows): how many, or 0.
 */
export function heldTail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const lead = bytes[n - back]!;
    if (lead >= 0x80 && lead < 0xc0) continue; // a continuation byte: its lead is further back
    if (lengthOf(lead) <= back) return 0;
    // The second byte's range depends on the lead (no overlong form, no surrogate, nothing past U+10FFFF).
    if (back >= 2) {
      const second = bytes[n - back + 1]!;
      const lo = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
      const hi = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
      if (second < lo || second > hi) return 0;
    }
    // A third byte (of a four-byte character) is any continuation byte, which the loop already checked.
    return back;
  }
  return 0;
}

/** The bytes of the character `lead` starts, or 0 for a byte that starts none (ASCII counts as complete). */
function lengthOf(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

export class Utf8Pieces {
  /** The start of a character the last piece cut, waiting for its end. */
  private held: Uint8Array | undefined;
  private started = false;

  /** The text `bytes` completes. */
  push(bytes: Uint8Array): string {
    let input = bytes;
    if (this.held !== undefined) {
      input = new Uint8Array(this.held.length + bytes.length);
      input.set(this.held);
      input.set(bytes, this.held.length);
      this.held = undefined;
    }
    const keep = heldTail(input);
    if (keep > 0) {
      this.held = input.slice(input.length - keep);
      input = input.subarray(0, input.length - keep);
    }
    return this.text(input.length === 0 ? '' : decodeWhole(input));
  }

  /** The text of a character left unfinished at the end (U+FFFD), or ''. */
  end(): string {
    const held = this.held;
    this.held = undefined;
    return held === undefined ? '' : this.text(decodeWhole(held));
  }

  /** The stream's first text without a leading BOM, as a streaming TextDecoder gives it. */
  private text(text: string): string {
    if (this.started || text.length === 0) return text;
    this.started = true;
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
}
