// Byte encodings a result may hand a value over in for the reader to undo: hex (`657665406576...`,
// `\x65\x76...`, `65 76 65 40`), base32, decimal character codes and quoted-printable (`eve=40evil.example`, what a raw mail body carries). Each decoder
// gives the decoded text, or undefined when nothing decodes to readable text; values only the decoded
// text yields are pressed on the reader (docs/provenance.md, "What is followed"). Linear, bounded.

import { strictUtf8 } from '../strict-decoders.js';

/**
 * Hex byte pairs with one separator between them (`65 76 65 40 ...`, `65:76:65`, `65-76`), as a dump
 * prints bytes (round 17). Each match starts at a pair not inside a word; one that reaches six pairs
 * matches, so a failed start reads at most six.
 */
const HEX_SPACED = /(?<![0-9a-z])[0-9a-f]{2}([ :,-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4,2046}(?![0-9a-z])/gi;
/** A run of base32 (RFC 4648, one case throughout), long enough to hide a value (round 17). */
const BASE32_RUN = /(?<![A-Za-z0-9])(?:[A-Z2-7]{16,4096}|[a-z2-7]{16,4096})={0,6}(?![A-Za-z0-9=])/g;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Character codes in decimal (`101, 118, 101, 64, ...`: `String.fromCharCode`'s arguments), round 17. */
const CHAR_CODES = /(?<![\d.])(?:\d{2,3}(?:, ?| )){5,4096}\d{2,3}(?![\d.])/g;

/** A run of hex byte pairs long enough to hide a value, bare, `0x`-led, or as `\x` escapes. */
const HEX_RUN = /(?<![0-9a-z])(?:0x)?((?:[0-9a-f]{2}){6,2048})(?![0-9a-z])|((?:\\x[0-9a-f]{2}){6,2048})/gi;
/** At most this many runs of one text are decoded. */
const MAX_RUNS = 64;
/** Readable text: no control characters but tab and line ends. */
const READABLE = /^[\t\n\r\x20-\x7e\u00a0-\uffff]*$/;
const LETTER = /\p{L}/u;

function bytesOf(hex: string): string | undefined {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  try {
    const text = strictUtf8().decode(bytes);
    return READABLE.test(text) && LETTER.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The hex runs of `text` that decode to readable UTF-8 (a commit hash does not), one a line. */
export function decodedHex(text: string): string | undefined {
  if (text.length < 12) return undefined;
  let out: string[] | undefined;
  let n = 0;
  for (const m of text.matchAll(HEX_RUN)) {
    const hex = m[1] ?? m[2]!.replace(/\\x/gi, '');
    // A run of one case-less kind of digit only (`123456789012`) is a number, not bytes.
    if (!/[a-f]/i.test(hex) && m[2] === undefined) continue;
    const plain = bytesOf(hex);
    if (plain === undefined) continue;
    out ??= [];
    out.push(plain);
    if (++n >= MAX_RUNS) break;
  }
  if (n < MAX_RUNS)
    for (const m of text.matchAll(HEX_SPACED)) {
      const plain = bytesOf(m[0].replace(/[ :,-]/g, ''));
      if (plain === undefined) continue;
      out ??= [];
      out.push(plain);
      if (++n >= MAX_RUNS) break;
    }
  return out?.join('\n');
}

/** The base32 runs of `text` that decode to readable UTF-8 (a TOTP secret does not), one a line. */
export function decodedBase32(text: string): string | undefined {
  if (text.length < 16) return undefined;
  return decodedRuns(text.matchAll(BASE32_RUN), (m) => {
    const run = m[0].replace(/=+$/, '').toUpperCase();
    let bits = 0;
    let value = 0;
    let hex = '';
    for (let i = 0; i < run.length; i++) {
      value = (value << 5) | BASE32.indexOf(run[i]!);
      bits += 5;
      if (bits >= 8) {
        bits -= 8;
        hex += ((value >> bits) & 0xff).toString(16).padStart(2, '0');
      }
    }
    return bytesOf(hex);
  });
}

/** The runs of decimal character codes in `text` that spell readable text, one a line. */
export function decodedCharCodes(text: string): string | undefined {
  if (text.length < 17) return undefined;
  return decodedRuns(text.matchAll(CHAR_CODES), (m) => {
    const codes = m[0].split(/, ?| /).map(Number);
    if (codes.some((c) => c < 32 || c > 126)) return undefined;
    const plain = String.fromCharCode(...codes);
    return LETTER.test(plain) ? plain : undefined;
  });
}

/** What `decode` makes of each match that decodes, at most MAX_RUNS, one a line; undefined when none. */
function decodedRuns(
  matches: IterableIterator<RegExpMatchArray>,
  decode: (m: RegExpMatchArray) => string | undefined,
): string | undefined {
  let out: string[] | undefined;
  for (const m of matches) {
    const plain = decode(m);
    if (plain === undefined) continue;
    out ??= [];
    out.push(plain);
    if (out.length >= MAX_RUNS) break;
  }
  return out?.join('\n');
}

/** A quoted-printable escape inside a word (`eve=40evil`), or a soft line break. */
const QP_ESCAPE = /(?<=[\p{L}\p{N}._-])(?:=[0-9A-F]{2})+|=\r?\n/giu;

/** `text` with its quoted-printable escapes decoded; undefined when it holds none. */
export function decodedQuotedPrintable(text: string): string | undefined {
  if (!text.includes('=')) return undefined;
  let changed = false;
  const out = text.replace(QP_ESCAPE, (run) => {
    if (run.startsWith('=\n') || run.startsWith('=\r')) {
      changed = true;
      return '';
    }
    const plain = bytesOf(run.replace(/=/g, '')) ?? (run.length === 3 ? readableByte(run) : undefined);
    if (plain === undefined) return run;
    changed = true;
    return plain;
  });
  return changed ? out : undefined;
}

/** One escaped byte (`=40` is `@`): a lone character carries no letter, so bytesOf would refuse it. */
function readableByte(run: string): string | undefined {
  const c = Number.parseInt(run.slice(1), 16);
  return c >= 0x20 && c < 0x7f ? String.fromCharCode(c) : undefined;
}
