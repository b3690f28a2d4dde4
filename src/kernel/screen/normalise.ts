// What a screener reads instead of the raw bytes: invisible characters removed (and counted), NFKC,
// look-alike letters folded in mixed-script words; plus bounded decoders for base64, hex and percent
// encoding. ASCII text without control characters passes through untouched at the cost of one test.
import { CONFUSABLES, LATIN_LOOKALIKES } from './confusables.js';

export interface Normalised {
  text: string;
  /** The text differs from the input. */
  changed: boolean;
  /** Invisible or format characters removed (zero-width, soft hyphen, controls, variation selectors). */
  invisible: number;
  /** Of those, how many sat between two letters or digits: hiding inside a word. */
  invisibleInWords: number;
  /** Bidirectional embedding, override and isolate controls. */
  bidi: number;
  /** ASCII smuggled as Unicode tag characters (U+E0020..U+E007E), decoded; '' when none. */
  tagText: string;
  /** Words whose look-alike letters were folded to ASCII. */
  homoglyphWords: number;
  /** The text has letters of a right-to-left script (bidi controls are then expected). */
  rtl: boolean;
}

/** Anything outside printable ASCII, tab, CR and LF sends a text down the slow path. */
const NEEDS_WORK = /[^\x09\x0a\x0d\x20-\x7e]/;

// One class, one code point per match: linear. Surrogate-aware through the `u` flag.
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each invisible code point is removed on its own, joiners included.
  /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;
const BIDI = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);
const WORDISH = /[\p{L}\p{N}]/u;
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const ASCII_LETTER = /[A-Za-z]/;

/** The normalisation of a text that needs none. */
export function identity(text: string): Normalised {
  return {
    text,
    changed: false,
    invisible: 0,
    invisibleInWords: 0,
    bidi: 0,
    tagText: '',
    homoglyphWords: 0,
    rtl: false,
  };
}

const HAS_INVISIBLE = new RegExp(INVISIBLE.source, 'u');
// A fixed-length shape (2 to 6 tag letters between two fixed code points): linear.
const FLAG_SEQUENCE = /\u{1f3f4}[\u{e0030}-\u{e0039}\u{e0061}-\u{e007a}]{2,6}\u{e007f}/gu;
/** One class of every foldable letter: the word pass runs only when one occurs. */
const HAS_FOLDABLE = new RegExp(`[${[...CONFUSABLES.keys()].join('')}]`, 'u');
const FOLDABLE_G = new RegExp(`[${[...CONFUSABLES.keys()].join('')}]+`, 'gu');

export function normalise(input: string): Normalised {
  const out = identity(input);
  if (!NEEDS_WORK.test(input)) return out;
  let tags = '';
  // An emoji subdivision flag (black flag, region code in tag letters, cancel tag) is not smuggling.
  const source = input.includes('\u{1f3f4}') ? input.replace(FLAG_SEQUENCE, '\u{1f3f4}') : input;
  let text = !HAS_INVISIBLE.test(source)
    ? source
    : source.replace(INVISIBLE, (ch: string, offset: number, whole: string) => {
        const cp = ch.codePointAt(0)!;
        out.invisible++;
        if (BIDI.has(cp)) out.bidi++;
        if (cp >= 0xe0020 && cp <= 0xe007e) tags += String.fromCharCode(cp - 0xe0000);
        else if (cp >= 0xe0000 && cp <= 0xe007f) tags += ' ';
        const before = whole[offset - 1];
        const after = whole[offset + ch.length];
        if (before && after && WORDISH.test(before) && WORDISH.test(after)) out.invisibleInWords++;
        return '';
      });
  out.tagText = tags.trim();
  text = text.normalize('NFKC');
  out.rtl = RTL_LETTER.test(text);
  if (HAS_FOLDABLE.test(text)) text = foldWords(text, out);
  out.text = text;
  out.changed = text !== input;
  return out;
}

/**
 * Folds look-alikes in mixed-script words. The scan jumps from one foldable character to the next (a
 * native search), so text without them costs one pass and each word is visited at most once.
 */
function foldWords(text: string, out: Normalised): string {
  const parts: string[] = [];
  let copied = 0;
  FOLDABLE_G.lastIndex = 0;
  for (let m = FOLDABLE_G.exec(text); m !== null; m = FOLDABLE_G.exec(text)) {
    let s = m.index;
    let e = m.index + m[0].length;
    while (s > 0 && isWordChar(text.charCodeAt(s - 1))) s--;
    while (e < text.length && isWordChar(text.charCodeAt(e))) e++;
    FOLDABLE_G.lastIndex = e;
    const word = text.slice(s, e);
    // A Latin look-alike folds to ASCII, so its word counts as mixed (which keeps folding idempotent).
    const mixed = ASCII_LETTER.test(word) || [...word].some((ch) => LATIN_LOOKALIKES.has(ch));
    let folded = '';
    let any = false;
    for (const ch of word) {
      const ascii = CONFUSABLES.get(ch);
      if (ascii !== undefined && (mixed || LATIN_LOOKALIKES.has(ch))) {
        folded += ascii;
        any = true;
      } else folded += ch;
    }
    if (!any) continue;
    out.homoglyphWords++;
    parts.push(text.slice(copied, s), folded);
    copied = e;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/** Letters, digits, `_`, and any non-ASCII code unit (scripts and combining marks). */
function isWordChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 95 ||
    (c >= 0x80 && c !== 0x3000 && !(c >= 0x2000 && c <= 0x206f))
  );
}

/** Decoded layers are read only when they are text: this share of printable characters or more. */
const TEXT_SHARE = 0.9;
const MIN_DECODED = 8;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes of a binary string (one char per byte) as UTF-8 text, or undefined when not text. */
function bytesToText(binary: string): string | undefined {
  if (binary.length < MIN_DECODED) return undefined;
  let printable = 0;
  let high = 0;
  for (let i = 0; i < binary.length; i++) {
    const b = binary.charCodeAt(i);
    if (b >= 0x80) high++;
    else if (b >= 0x20 ? b !== 0x7f : b === 9 || b === 10 || b === 13) printable++;
  }
  // Random bytes are about 37 % printable ASCII and 12 % control: rejected here, before any UTF-8 decoding.
  if (printable + high < binary.length * TEXT_SHARE || printable < binary.length / 2) return undefined;
  if (high === 0) return binary;
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return undefined;
  }
  return isMostlyText(text) ? text : undefined;
}

/** True when nearly every character is printable (controls other than whitespace betray binary). */
export function isMostlyText(text: string): boolean {
  if (text.length < MIN_DECODED) return false;
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x20 && c !== 0x7f && c !== 0xfffd) || c === 9 || c === 10 || c === 13) printable++;
  }
  return printable / text.length >= TEXT_SHARE;
}

const B64 = /^[A-Za-z0-9+/]+={0,3}$/;
const B64URL = /^[A-Za-z0-9_-]+={0,3}$/;

/** Base64 of text has digits and both cases; an identifier or a word does not. */
const LOOKS_BASE64 = /[0-9]/;
const HAS_UPPER = /[A-Z]/;
const HAS_LOWER = /[a-z]/;

/** Base64 or base64url text, decoded when the result is text. */
export function decodeBase64Text(s: string): string | undefined {
  if (s.length >= 16 && !(LOOKS_BASE64.test(s) && HAS_UPPER.test(s) && HAS_LOWER.test(s))) return undefined;
  let body: string;
  if (B64.test(s)) body = s;
  else if (B64URL.test(s)) body = s.replace(/-/g, '+').replace(/_/g, '/');
  else return undefined;
  body = body.replace(/=+$/, '');
  if (body.length % 4 === 1) body = body.slice(0, -1);
  body += '='.repeat((4 - (body.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(body);
  } catch {
    return undefined;
  }
  return bytesToText(binary);
}

const HEX = /^(?:[0-9a-f]{2})+$|^(?:[0-9A-F]{2})+$/;

/** Hex text (one case throughout), decoded when the result is text. */
export function decodeHexText(s: string): string | undefined {
  if (!HEX.test(s)) return undefined;
  let binary = '';
  for (let i = 0; i < s.length; i += 2) binary += String.fromCharCode(Number.parseInt(s.slice(i, i + 2), 16));
  return bytesToText(binary);
}

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const HAS_PERCENT = /%[0-9A-Fa-f]{2}/;

/** The text with every run of percent escapes decoded, or undefined when it has none. */
export function percentDecode(text: string): string | undefined {
  if (!HAS_PERCENT.test(text)) return undefined;
  const decoded = text.replace(PERCENT_RUN, decodeRun);
  return decoded === text ? undefined : decoded;
}

/** One run of `%XX` escapes: UTF-8 when it is, bytes as Latin-1 otherwise. */
function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    let binary = '';
    for (let i = 0; i < run.length; i += 3)
      binary += String.fromCharCode(Number.parseInt(run.slice(i + 1, i + 3), 16));
    return binary;
  }
}

/** Context kept left of a percent-encoded run: the key that names it. */
const PERCENT_CONTEXT = 64;

/**
 * Only the percent-encoded runs of a text, decoded, each with the text just before it, one per line;
 * undefined when there are none. Bounded by `max` characters.
 */
export function percentDecodeRuns(text: string, max: number): string | undefined {
  if (!HAS_PERCENT.test(text)) return undefined;
  const parts: string[] = [];
  let size = 0;
  let prevEnd = 0;
  PERCENT_RUN.lastIndex = 0;
  for (let m = PERCENT_RUN.exec(text); m !== null && size < max; m = PERCENT_RUN.exec(text)) {
    const part = text.slice(Math.max(prevEnd, m.index - PERCENT_CONTEXT), m.index) + decodeRun(m[0]);
    parts.push(part);
    size += part.length + 1;
    prevEnd = m.index + m[0].length;
  }
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/** ROT13 of ASCII letters (a lure names it; decoding is cheap). */
export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}
