// The provider key (`--api-key-env`) in the forms a reader decodes it from: as it is, percent-encoded,
// JSON-escaped (`\u0073k-...`, `\/`, and `\\u0073` in a JSON string inside one), base64 and base64url.
// An upstream that echoes the request (a debugging proxy, an error quoting it) may write it in any of
// them, and gate must not hand it to the agent (docs/wires.md, "Headers"). Bytes in, spans out: the work
// is linear in the text for a given key.
import { workDone } from '../kernel/screen/work.js';

/** JSON's one-character escapes and what they decode to. */
const ONE_CHAR_ESCAPES: Readonly<Record<number, number>> = {
  34: 0x22,
  92: 0x5c,
  47: 0x2f,
  98: 0x08,
  102: 0x0c,
  110: 0x0a,
  114: 0x0d,
  116: 0x09,
};

const U00 = Buffer.from('\\u00');
const ESCAPED_SLASH = Buffer.from('\\/');

function hexValue(c: number | undefined): number {
  if (c === undefined) return -1;
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** The key's bytes and the base64 texts every encoding of a text holding it contains. */
export class KeyForms {
  readonly #key: Buffer;
  /** The middle of base64 and base64url of the key at each of the three byte alignments. */
  readonly #cores: Buffer[] = [];
  /** The bytes the key holds: an escape decoding to one of them may be part of a form. */
  readonly #inKey = new Uint8Array(256);
  /** The bytes some form's text may hold: what a stream's carry-over must keep while the text ends in them. */
  readonly #inForm = new Uint8Array(256);
  /** The longest raw span a form takes (every byte JSON-escaped twice: seven characters each). */
  readonly longest: number;

  constructor(key: string) {
    this.#key = Buffer.from(key);
    for (const b of this.#key) this.#inKey[b] = 1;
    // Under 8 bytes a core is a few characters any base64 text may hold by chance.
    if (this.#key.length >= 8) {
      for (let pad = 0; pad < 3; pad++) {
        const b64 = Buffer.concat([Buffer.alloc(pad), this.#key]).toString('base64');
        // Characters carrying only the key's bits: from the first whole sextet after the pad to the last.
        const core = b64.slice(Math.ceil((pad * 8) / 6), Math.floor(((pad + this.#key.length) * 8) / 6));
        this.#cores.push(Buffer.from(core), Buffer.from(core.replaceAll('+', '-').replaceAll('/', '_')));
      }
    }
    this.longest = 7 * this.#key.length;
    for (const b of this.#key) this.#inForm[b] = 1;
    for (const core of this.#cores) for (const b of core) this.#inForm[b] = 1;
    // The escapes' own characters: `%`, `\`, what follows a backslash, and hex digits.
    for (const c of '%\\u0123456789abcdefABCDEF') this.#inForm[c.charCodeAt(0)] = 1;
    for (const c of Object.keys(ONE_CHAR_ESCAPES)) this.#inForm[Number(c)] = 1;
  }

  /**
   * Where the part of `text` that could still begin a form (one the next bytes complete) starts: the run
   * of bytes a form may hold at its end, at most one byte short of the longest form. A line end holds no
   * form's byte, so a stream's event ends there and is never held back (docs/wires.md, "Round 22").
   */
  openTail(text: Buffer): number {
    const stop = Math.max(0, text.length - (this.longest - 1));
    let at = text.length;
    while (at > stop && this.#inForm[text[at - 1]!] === 1) at--;
    return at;
  }

  /** Whether `text` holds the key in any form. */
  holds(text: Buffer): boolean {
    return this.spans(text).length > 0;
  }

  /** `text` with each span holding the key in a form replaced by `mark`. */
  redact(text: Buffer, mark: Buffer): Buffer {
    return this.redactSpans(text, this.spans(text), mark);
  }

  /** `text` with the given spans (from `spans`) replaced by `mark`. */
  redactSpans(text: Buffer, spans: readonly number[], mark: Buffer): Buffer {
    if (spans.length === 0) return text;
    const out: Buffer[] = [];
    let from = 0;
    for (let i = 0; i < spans.length; i += 2) {
      out.push(text.subarray(from, spans[i]), mark);
      from = spans[i + 1]!;
    }
    out.push(text.subarray(from));
    return Buffer.concat(out);
  }

  /**
   * The spans of `text` holding the key, as [from, to) pairs in order, overlapping ones merged. Native
   * searches for the key and its base64 cores; an escaped form is looked for only when some escape in the
   * text decodes to a byte of the key (ordinary text escapes quotes, newlines and accents), then in one
   * decoded view of the whole text that maps each byte back to where it began.
   */
  spans(text: Buffer): number[] {
    const found: number[] = [];
    const search = (needle: Buffer): void => {
      let from = 0;
      for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, from)) {
        found.push(at, at + needle.length);
        // Counted only under test: what the native search passed over.
        workDone(at - from + needle.length);
        from = at + 1;
      }
      workDone(text.length - from);
    };
    search(this.#key);
    for (const core of this.#cores) search(core);
    if (this.#escapesKeyByte(text)) this.#escapedSpans(text, found);
    return merged(found);
  }

  /**
   * Whether an escape in `text` (`%XX`, `\u00XX`, `\/`) decodes to a byte the key holds. Native searches
   * for `%`, `\u00` and `\/`, not for every backslash: JSON text escapes a quote or a newline often, and a
   * search a backslash cost more than the rest. A `\u00` after an escaped backslash is a candidate too;
   * the decoded view reads it rightly.
   */
  #escapesKeyByte(text: Buffer): boolean {
    for (let at = text.indexOf(0x25); at >= 0; at = text.indexOf(0x25, at + 1)) {
      workDone(1);
      if (this.#decodesToKeyByte(text, at + 1)) return true;
    }
    for (let at = text.indexOf(U00); at >= 0; at = text.indexOf(U00, at + 1)) {
      workDone(1);
      if (this.#decodesToKeyByte(text, at + 4)) return true;
    }
    return this.#inKey[0x2f] === 1 && text.includes(ESCAPED_SLASH);
  }

  /** Whether the two hex digits at `at` name a byte the key holds. */
  #decodesToKeyByte(text: Buffer, at: number): boolean {
    const hi = hexValue(text[at]);
    const lo = hexValue(text[at + 1]);
    return hi >= 0 && lo >= 0 && this.#inKey[hi * 16 + lo] === 1;
  }

  /** Adds the spans of the key in `text` read with `%XX` and JSON escapes decoded, in one pass. */
  #escapedSpans(text: Buffer, found: number[]): void {
    const view = Buffer.allocUnsafe(text.length);
    const starts = new Int32Array(text.length + 1);
    let n = 0;
    let i = 0;
    while (i < text.length) {
      const c = text[i]!;
      starts[n] = i;
      let width = 1;
      let byte = c;
      if (c === 0x25) {
        const hi = hexValue(text[i + 1]);
        const lo = hexValue(text[i + 2]);
        if (hi >= 0 && lo >= 0) {
          byte = hi * 16 + lo;
          width = 3;
        }
      } else if (c === 0x5c) {
        const next = text[i + 1];
        const one = next === undefined ? undefined : ONE_CHAR_ESCAPES[next];
        const twice = next === 0x5c && text[i + 2] === 0x75 && text[i + 3] === 0x30 && text[i + 4] === 0x30;
        if (twice && hexValue(text[i + 5]) >= 0 && hexValue(text[i + 6]) >= 0) {
          // `\\u00XX`: a JSON string's escape inside another (a call's arguments as text), which a client
          // decodes once it parses the arguments.
          byte = hexValue(text[i + 5]) * 16 + hexValue(text[i + 6]);
          width = 7;
        } else if (one !== undefined) {
          byte = one;
          width = 2;
        } else if (next === 0x75 && text[i + 2] === 0x30 && text[i + 3] === 0x30) {
          const hi = hexValue(text[i + 4]);
          const lo = hexValue(text[i + 5]);
          // Only `\u00XX`: the key's bytes are ASCII in practice, one byte a character.
          if (hi >= 0 && lo >= 0) {
            byte = hi * 16 + lo;
            width = 6;
          }
        }
      }
      view[n++] = byte;
      i += width;
    }
    starts[n] = text.length;
    workDone(n);
    const decoded = view.subarray(0, n);
    const key = this.#key;
    let from = 0;
    for (let at = decoded.indexOf(key); at >= 0; at = decoded.indexOf(key, from)) {
      found.push(starts[at]!, starts[at + key.length]!);
      workDone(at - from + key.length);
      from = at + 1;
    }
    workDone(n - from);
  }
}

/** [from, to) pairs sorted by start, overlapping ones joined. */
function merged(pairs: number[]): number[] {
  if (pairs.length <= 2) return pairs;
  const order: [number, number][] = [];
  for (let i = 0; i < pairs.length; i += 2) order.push([pairs[i]!, pairs[i + 1]!]);
  order.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [from, to] of order) {
    const last = out.length - 1;
    if (last > 0 && from < out[last]!) out[last] = Math.max(out[last]!, to);
    else out.push(from, to);
  }
  return out;
}
