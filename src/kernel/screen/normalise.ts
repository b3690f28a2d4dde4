// What a screener reads instead of the raw bytes: invisible characters removed (and counted), NFKC,
// look-alike letters folded in mixed-script words; plus bounded decoders for base64, hex and percent
// encoding. ASCII text without control characters passes through untouched at the cost of one test.

import { strictUtf8 } from '../strict-decoders.js';
import { CONFUSABLES, LATIN_LOOKALIKES } from './confusables.js';
import { percentReferenceEnd } from './secret-reference.js';
import { workDone } from './work.js';

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
  /**
   * What right-to-left overrides (U+202E) display: each span up to its pop (U+202C) or the line's end,
   * in the order a person sees it ("Trojan Source" comments are stored reversed); '' when none.
   */
  overridden: string;
  /** ASCII words a zero-width character sat inside, lowercase and joined (at most MAX_SPLIT_WORDS). */
  splitWords: string[];
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
/** Blanks NFKC leaves as they are and the tokenizer would take for letters (the line and paragraph separators divide words already). */
const ODD_BLANK = /[\u1680\u2800]/;
const ODD_BLANK_G = new RegExp(ODD_BLANK.source, 'g');
/**
 * The negative circled and squared Latin capitals and the regional indicator letters (round 21), as UTF-16
 * pairs (a look-up keyed on the high unit).
 */
const ENCLOSED_LETTER = /\ud83c[\udd50-\udd69\udd70-\udd89\udde6-\uddff]/;
const ENCLOSED_LETTER_G = new RegExp(ENCLOSED_LETTER.source, 'g');
/** Parenthesized Latin letters (U+249C..24B5 small, U+1F110..1F129 capital): NFKC would read `(i)`. */
const PARENTHESIZED_LETTER = /[\u249c-\u24b5]|\ud83c[\udd10-\udd29]/;
const PARENTHESIZED_LETTER_G = new RegExp(PARENTHESIZED_LETTER.source, 'g');
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
    overridden: '',
    splitWords: [],
  };
}

/** Zero-width characters with no typographic use between two ASCII letters or digits. */
const ZERO_WIDTH_HIDERS = new Set([0x180e, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);
const ASCII_WORD_CHAR = /[A-Za-z0-9]/;

function isAsciiWord(before: string, after: string): boolean {
  return ASCII_WORD_CHAR.test(before) && ASCII_WORD_CHAR.test(after);
}

/** How many split words are kept, and how far either side of the invisible character a word is read. */
const MAX_SPLIT_WORDS = 32;
const SPLIT_WORD_REACH = 32;
const MAX_SPLIT_LOOKUPS = 4 * MAX_SPLIT_WORDS;

/**
 * The word around the invisible character at `offset` of `whole`, without invisibles, lowercase, and
 * where the stretch read ends (an invisible character before that end is in the same word).
 */
function wordAround(whole: string, offset: number, length: number): [string, number] {
  let s = offset;
  while (s > 0 && offset - s < SPLIT_WORD_REACH && inWord(whole[s - 1]!)) s--;
  let e = offset + length;
  while (e < whole.length && e - offset < SPLIT_WORD_REACH && inWord(whole[e]!)) e++;
  return [whole.slice(s, e).replace(INVISIBLE, '').toLowerCase(), e];
}

/**
 * A control character between a letter and a digit separates fields of a file format (an info manual's
 * tag table writes `Node: Top\x7f1465`): it splits no word. One between two letters still does.
 */
function fieldSeparator(before: string, after: string): boolean {
  return DIGIT.test(before) !== DIGIT.test(after);
}
const DIGIT = /\p{N}/u;

function inWord(ch: string): boolean {
  return WORDISH.test(ch) || HAS_INVISIBLE.test(ch);
}

const RLO = '\u202e';
/** Bounds on reading overridden spans: how many, and how many characters each and in all. */
const MAX_OVERRIDES = 256;
const MAX_OVERRIDE_SPAN = 4096;
const MAX_OVERRIDDEN = 64 * 1024;

/** The spans right-to-left overrides display, each reversed by code point (see `overridden`). */
function overriddenSpans(input: string): string {
  const spans: string[] = [];
  let total = 0;
  for (let at = input.indexOf(RLO), n = 0; at >= 0 && n < MAX_OVERRIDES && total < MAX_OVERRIDDEN; n++) {
    const part = input.slice(at + 1, at + 1 + MAX_OVERRIDE_SPAN);
    let end = part.length;
    for (const stop of ['\u202c', '\n', RLO]) {
      const i = part.indexOf(stop);
      if (i >= 0 && i < end) end = i;
    }
    const span = [...part.slice(0, end).replace(INVISIBLE, '')].reverse().join('');
    spans.push(span);
    total += span.length;
    at = input.indexOf(RLO, at + 1 + end);
  }
  return spans.join('\n');
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
  let wordEnd = 0;
  let lookups = 0;
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
        if (
          before &&
          after &&
          WORDISH.test(before) &&
          WORDISH.test(after) &&
          (cp > 0x9f || !fieldSeparator(before, after))
        ) {
          out.invisibleInWords++;
          // Soft hyphens and joiners between letters of other scripts are typography, not hiding.
          // A word is read once however many hiders it holds (`a\u200ba\u200b...` read at each one
          // cost 64 character tests per character), and only so many words are read in all.
          if (
            out.splitWords.length < MAX_SPLIT_WORDS &&
            offset >= wordEnd &&
            lookups < MAX_SPLIT_LOOKUPS &&
            ZERO_WIDTH_HIDERS.has(cp) &&
            isAsciiWord(before, after)
          ) {
            lookups++;
            const [word, end] = wordAround(whole, offset, ch.length);
            wordEnd = end;
            if (!out.splitWords.includes(word)) out.splitWords.push(word);
          }
        }
        return '';
      });
  out.tagText = tags.trim();
  if (out.bidi > 0 && source.includes(RLO)) out.overridden = overriddenSpans(source);
  // A parenthesized letter is read as its letter (round 21): NFKC's `(i)(g)(n)` is no word.
  if (PARENTHESIZED_LETTER.test(text))
    text = text.replace(PARENTHESIZED_LETTER_G, (ch) =>
      ch.length === 1
        ? String.fromCharCode(97 + ch.charCodeAt(0) - 0x249c)
        : String.fromCharCode(65 + ch.charCodeAt(1) - 0xdd10),
    );
  text = text.normalize('NFKC');
  // Blanks NFKC keeps (the Ogham space mark, the blank Braille cell) divide words.
  if (ODD_BLANK.test(text)) text = text.replace(ODD_BLANK_G, ' ');
  // Negative circled and squared letters (U+1F150..1F169, U+1F170..1F189) are letters a reader reads
  // (round 20); NFKC folds the plain circled and squared ones but has no decomposition for these. So are
  // regional indicator letters (U+1F1E6..1F1FF, round 21): a pair is drawn as a flag, the run is read.
  if (ENCLOSED_LETTER.test(text))
    text = text.replace(ENCLOSED_LETTER_G, (ch) => {
      const low = ch.charCodeAt(1);
      return String.fromCharCode(65 + (low >= 0xdde6 ? low - 0xdde6 : (low - 0xdd50) % 32));
    });
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
  const turkish = writesTurkish(text);
  FOLDABLE_G.lastIndex = 0;
  for (let m = FOLDABLE_G.exec(text); m !== null; m = FOLDABLE_G.exec(text)) {
    let s = m.index;
    let e = m.index + m[0].length;
    while (s > 0 && isWordChar(text.charCodeAt(s - 1))) s--;
    while (e < text.length && isWordChar(text.charCodeAt(e))) e++;
    FOLDABLE_G.lastIndex = e;
    // A JSON or string escape's letter (`\nΑν`, `\u00e9Αν`) is the escape's, not the word's: counted as a Latin
    // letter it made a Greek or Cyrillic word after a line break "mixed" and folded it (round 31).
    s = pastEscape(text, s);
    const word = text.slice(s, e);
    // A Latin look-alike folds to ASCII, so its word counts as mixed (which keeps folding idempotent).
    const mixed = ASCII_LETTER.test(word) || [...word].some((ch) => LATIN_LOOKALIKES.has(ch));
    let folded = '';
    let any = false;
    let hidden = false;
    for (const ch of word) {
      const ascii = CONFUSABLES.get(ch);
      if (ascii !== undefined && (mixed || LATIN_LOOKALIKES.has(ch))) {
        folded += ascii;
        any = true;
        // Dotless ı and dotted İ are letters of the alphabet of a text that writes Turkish (ğ, ş, İ): read, not hiding.
        if ((ch !== 'ı' && ch !== 'İ') || !turkish) hidden = true;
      } else folded += ch;
    }
    if (!any) continue;
    if (hidden) out.homoglyphWords++;
    parts.push(text.slice(copied, s), folded);
    copied = e;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/**
 * A word list with its Turkish words also as the view reads them: `foldWords` folds dotless ı to i in a word with
 * ASCII letters ("tıkla" is read "tikla", "asistanı" "asistani"), so a reader matching the view's text needs both
 * (round 59, recall3-r59).
 */
export function withFoldedDotless(words: readonly string[]): string[] {
  const out = [...words];
  for (const w of words) if (w.includes('ı') && /[a-z]/.test(w)) out.push(w.replaceAll('ı', 'i'));
  return out;
}

/**
 * Letters of the Turkish and Azerbaijani alphabets that English and the Western European ones lack, or
 * dotless ı beside ü, ö or ç: "Bu haftaki toplantılarımı gün gün listeler misin?" writes neither ğ, ş nor İ.
 */
function writesTurkish(text: string): boolean {
  return TURKISH.test(text) || (text.includes('ı') && TURKISH_VOWELS.test(text));
}
const TURKISH = /[ğşĞŞİ]/;
/** Letters Turkish shares with German and French: with dotless ı, a text that writes Turkish. */
const TURKISH_VOWELS = /[üöçÜÖÇ]/;

/** Where a word starting at `s` starts past an escape's letters after a backslash (`\n`, `\t`, `\uXXXX`): 1 to 5 characters read. */
function pastEscape(text: string, s: number): number {
  if (text.charCodeAt(s - 1) !== 92) return s;
  if (/[nrtbf]/.test(text[s] ?? '')) return s + 1;
  return /^u[0-9a-fA-F]{4}/.test(text.slice(s, s + 5)) ? s + 5 : s;
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

/** Decoded bytes land here (grown on demand): decoding allocates no string until the bytes prove text. */
let bytes = new Uint8Array(1024);

/**
 * The first `len` bytes of `bytes` as UTF-8 text, or undefined when they are not text: too few
 * printable characters (random bytes are about 37 % printable ASCII and 12 % control), or mostly
 * unprintable once decoded. The decoders have counted `printable` ASCII bytes and `high` bytes >= 0x80
 * and checked the UTF-8 as they went (`utf8Step`), so binary is given up on within a few bytes.
 */
function bytesToText(len: number, printable: number, high: number): string | undefined {
  if (printable + high < len * TEXT_SHARE || printable < len / 2) return undefined;
  let text: string;
  try {
    text = strictUtf8().decode(bytes.subarray(0, len));
  } catch {
    // Not reached when `utf8Step` is right; kept so that a slip there cannot throw out of a screen.
    return undefined;
  }
  return high === 0 || isMostlyText(text) ? text : undefined;
}

/**
 * UTF-16 of ASCII text (`decodeBase64Range` found a NUL at every other place): the other bytes, when they
 * are printable, as the text (a NUL in them, or a control byte, is binary's).
 */
function wideText(len: number, little: boolean): string | undefined {
  let text = '';
  for (let i = little ? 0 : 1; i < len; i += 2) {
    const b = bytes[i]!;
    if (BYTE_KIND[b] !== 1) return undefined;
    text += String.fromCharCode(b);
  }
  return text.length >= MIN_DECODED ? text : undefined;
}

/** 1 for a printable ASCII byte (tab, LF, CR, 0x20-0x7e), 2 for a byte >= 0x80, 0 for a control byte. */
const BYTE_KIND = new Uint8Array(256);
for (let b = 0; b < 256; b++)
  BYTE_KIND[b] = b >= 0x80 ? 2 : (b >= 0x20 ? b !== 0x7f : b === 9 || b === 10 || b === 13) ? 1 : 0;

/**
 * Well-formed UTF-8 as the WHATWG decoder defines it (no overlongs, surrogates, or past U+10FFFF), one
 * byte at a time: the state after `byte` packs the continuation bytes still due and the range the next
 * one must fall in (`due | lo << 8 | hi << 16`; 0 when none is due), or is -1 when the bytes are not UTF-8.
 */
function utf8Step(state: number, byte: number): number {
  if (state !== 0) {
    if (byte < ((state >> 8) & 0xff) || byte > state >> 16) return -1;
    return (state & 0xff) === 1 ? 0 : (state & 0xff) - 1 + CONTINUATION;
  }
  if (byte < 0x80) return 0;
  if (byte >= 0xc2 && byte <= 0xdf) return 1 + CONTINUATION;
  if (byte >= 0xe0 && byte <= 0xef)
    return byte === 0xe0
      ? 2 | (0xa0 << 8) | (0xbf << 16)
      : byte === 0xed
        ? 2 | (0x80 << 8) | (0x9f << 16)
        : 2 + CONTINUATION;
  if (byte >= 0xf0 && byte <= 0xf4)
    return byte === 0xf0
      ? 3 | (0x90 << 8) | (0xbf << 16)
      : byte === 0xf4
        ? 3 | (0x80 << 8) | (0x8f << 16)
        : 3 + CONTINUATION;
  return -1;
}
/** The range of an ordinary continuation byte, 0x80-0xbf, packed as `utf8Step` packs it. */
const CONTINUATION = (0x80 << 8) | (0xbf << 16);

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

/**
 * What a base64 character says, by character code: its value (bits 0-5), the alphabets it belongs to
 * (bits 6-7: 1 standard only `+/`, 2 url only `-_`, 3 both) and its class (bits 8-10: digit, upper,
 * lower); 0 for a character of neither alphabet.
 */
const B64_INFO = new Int32Array(128);
{
  const standard = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let v = 0; v < 64; v++) {
    const c = standard.charCodeAt(v);
    const cls = c >= 48 && c <= 57 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 97 && c <= 122 ? 4 : 0;
    B64_INFO[c] = v | ((v < 62 ? 3 : 1) << 6) | (cls << 8);
  }
  B64_INFO[45] = 62 | (2 << 6);
  B64_INFO[95] = 63 | (2 << 6);
}

/** Whether a character code belongs to the base64 or base64url alphabet (`=` padding aside). */
export function isBase64Code(c: number): boolean {
  return c < 128 && B64_INFO[c] !== 0;
}

/**
 * Base64 or base64url text, decoded when the result is text. One alphabet throughout, up to three `=`
 * of padding; a string of 16 or more characters must mix digits, upper and lower case (base64 of text
 * does; an identifier or a word does not).
 */
export function decodeBase64Text(s: string): string | undefined {
  return decodeBase64Range(s, 0, s.length);
}

/**
 * `decodeBase64Text` of `s.slice(from, to)`, without the slice: one pass that checks, decodes and counts,
 * and stops as soon as the bytes cannot be text (not UTF-8, or too many control bytes already).
 */
export function decodeBase64Range(s: string, from: number, to: number): string | undefined {
  let end = to;
  while (end > from && s.charCodeAt(end - 1) === 61 && to - end < 3) end--;
  if (end === from) return undefined;
  // As `atob` reads it: a lone final character carries no byte and is dropped; leftover bits are too.
  const body = (end - from) % 4 === 1 ? end - 1 : end;
  const len = Math.floor(((body - from) * 3) / 4);
  if (len < MIN_DECODED) return undefined;
  if (bytes.length < len) bytes = new Uint8Array(Math.max(len, bytes.length * 2));
  let alphabet = 3 << 6;
  let classes = 0;
  let acc = 0;
  let bits = 0;
  let out = 0;
  let printable = 0;
  let high = 0;
  let utf8State = 0;
  // NUL bytes at every odd (even) place so far: UTF-16LE (BE) of ASCII text, as PowerShell's
  // `-EncodedCommand` and a `data:` URI with `charset=utf-16` carry it (round 21). Those NULs are the
  // encoding's, not binary's.
  let zerosOdd = 0;
  let zerosEven = 0;
  for (let i = from; i < end; i++) {
    const c = s.charCodeAt(i);
    const info = c < 128 ? B64_INFO[c]! : 0;
    alphabet &= info;
    if (alphabet === 0) return undefined;
    classes |= info;
    if (i >= body) break;
    acc = ((acc << 6) | (info & 63)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      const byte = (acc >> bits) & 0xff;
      bytes[out++] = byte;
      const kind = BYTE_KIND[byte]!;
      if (kind === 1) printable++;
      else if (kind === 2) high++;
      else {
        // The byte's place is `out - 1`: a NUL counts while every place of its parity so far held one.
        const at = out - 1;
        if (byte === 0 && (at & 1) === 1 && zerosOdd === at >> 1) zerosOdd++;
        else if (byte === 0 && (at & 1) === 0 && zerosEven === at >> 1) zerosEven++;
        // Binary gives itself away within a few bytes: a control byte too many, or a byte UTF-8 forbids.
        const wide = zerosOdd === out >> 1 ? zerosOdd : zerosEven === (out + 1) >> 1 ? zerosEven : 0;
        if (len - (out - printable - high - wide) < len * TEXT_SHARE) return undefined;
      }
      if (kind === 2 || utf8State !== 0) {
        utf8State = utf8Step(utf8State, byte);
        if (utf8State < 0) return undefined;
      }
    }
  }
  if (utf8State !== 0) return undefined;
  if (to - from >= 16 && (classes & (7 << 8)) !== 7 << 8) return undefined;
  if (high === 0 && out >= 2 * MIN_DECODED && (zerosOdd === out >> 1 || zerosEven === (out + 1) >> 1))
    return wideText(out, zerosOdd === out >> 1);
  return bytesToText(out, printable, high);
}

const HEX_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(i)] = i;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(i)] = i;
}

/** Hex text (one case throughout, whole bytes), decoded when the result is text. */
export function decodeHexText(s: string): string | undefined {
  return decodeHexRange(s, 0, s.length);
}

/** `decodeHexText` of `s.slice(from, to)`, without the slice: as `decodeBase64Range`, one pass. */
export function decodeHexRange(s: string, from: number, to: number): string | undefined {
  if (to === from || (to - from) % 2 !== 0) return undefined;
  const len = (to - from) / 2;
  if (len < MIN_DECODED) return undefined;
  if (bytes.length < len) bytes = new Uint8Array(Math.max(len, bytes.length * 2));
  let cases = 0;
  let printable = 0;
  let high = 0;
  let utf8State = 0;
  for (let i = 0; i < len; i++) {
    const c1 = s.charCodeAt(from + 2 * i);
    const c2 = s.charCodeAt(from + 2 * i + 1);
    const hi = c1 < 128 ? HEX_VALUE[c1]! : -1;
    const lo = c2 < 128 ? HEX_VALUE[c2]! : -1;
    if (hi < 0 || lo < 0) return undefined;
    cases |= (c1 >= 97 ? 1 : c1 >= 65 ? 2 : 0) | (c2 >= 97 ? 1 : c2 >= 65 ? 2 : 0);
    if (cases === 3) return undefined;
    const byte = (hi << 4) | lo;
    bytes[i] = byte;
    const kind = BYTE_KIND[byte]!;
    if (kind === 1) printable++;
    else if (kind === 2) high++;
    else if (len - (i + 1 - printable - high) < len * TEXT_SHARE) return undefined;
    if (kind === 2 || utf8State !== 0) {
      utf8State = utf8Step(utf8State, byte);
      if (utf8State < 0) return undefined;
    }
  }
  if (utf8State !== 0) return undefined;
  return bytesToText(len, printable, high);
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

/** Literal text read on after a run, at most: the rest of its token. */
const PERCENT_TAIL = 256;

/**
 * Only the percent-encoded runs of a text, decoded, each with the text just before it, one per line;
 * undefined when there are none. Bounded by `max` characters. The runs of one token are one line with
 * the literal text between them and after the last, to the token's end: `ignore%20all%20previous` and
 * `pass%40word123` are read whole, not a word per line.
 */
export function percentDecodeRuns(text: string, max: number, pieces?: PercentPiece[]): string | undefined {
  const lines: string[] = [];
  let size = 0;
  let prevEnd = 0;
  // The runs PERCENT_RUN matches, found by a native search for `%` (a text-wide regex costs far more).
  for (let at = percentRunAt(text, 0); at >= 0 && size < max; at = percentRunAt(text, prevEnd)) {
    const line = pieces === undefined ? undefined : lines.length;
    const from = Math.max(prevEnd, at - PERCENT_CONTEXT);
    // A line's parts are joined once: `+=` of a piece per escape built a rope the collector then walked.
    const part: string[] = [text.slice(from, at)];
    let partLength = at - from;
    pieces?.push({ line: line!, decoded: size, from, to: at, run: false, length: at - from });
    for (let run = at; ; ) {
      const runEnd = percentRunEnd(text, run);
      const decoded = decodeRun(text.slice(run, runEnd));
      pieces?.push({
        line: line!,
        decoded: size + partLength,
        from: run,
        to: runEnd,
        run: true,
        length: decoded.length,
      });
      part.push(decoded);
      partLength += decoded.length;
      let next = runEnd;
      while (
        next < text.length &&
        next - runEnd < PERCENT_TAIL &&
        !TOKEN_END.has(text.charCodeAt(next)) &&
        !isRunAt(text, next)
      )
        next++;
      pieces?.push({
        line: line!,
        decoded: size + partLength,
        from: runEnd,
        to: next,
        run: false,
        length: next - runEnd,
      });
      part.push(text.slice(runEnd, next));
      partLength += next - runEnd;
      prevEnd = next;
      // One line is bounded by `max` too: a text with no line break was decoded whole.
      if (size + partLength >= max) break;
      if (isRunAt(text, next)) {
        run = next;
        continue;
      }
      // Runs of one sentence (`%49%67%6e%6f%72%65 %61%6c%6c ...`, every letter escaped, blanks not) are
      // one line too: the literal text up to the next run on the same line, when it is near, goes with them.
      const following = sameLineRun(text, next);
      if (following < 0) break;
      pieces?.push({
        line: line!,
        decoded: size + partLength,
        from: next,
        to: following,
        run: false,
        length: following - next,
      });
      part.push(text.slice(next, following));
      partLength += following - next;
      prevEnd = following;
      run = following;
    }
    lines.push(part.join(''));
    size += partLength + 1;
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/**
 * One stretch of `percentDecodeRuns`' output, on line `line`: from offset `decoded`, `length` characters
 * that are the text's `[from, to)`, literal or (`run`) decoded.
 */
export interface PercentPiece {
  line: number;
  decoded: number;
  from: number;
  to: number;
  run: boolean;
  length: number;
}

/**
 * Where a span of `percentDecodeRuns`' output lies in the text it was decoded from: a literal character
 * maps to itself, a decoded one to its whole run, and the span runs on to the end of the token (a
 * reading cut short by the tail's bound). Undefined when the span crosses a line (no text of the original).
 */
export function percentSpan(
  text: string,
  pieces: readonly PercentPiece[],
  start: number,
  end: number,
): [number, number] | undefined {
  const first = pieces.find((p) => p.decoded <= start && start < p.decoded + p.length);
  const last = pieces.find((p) => p.decoded < end && end <= p.decoded + p.length);
  if (first === undefined || last === undefined || first.line !== last.line || end <= start) return undefined;
  const s = first.run ? first.from : first.from + start - first.decoded;
  let e = last.run ? last.to : last.from + end - last.decoded;
  while (e < text.length && !TOKEN_END.has(text.charCodeAt(e))) e++;
  return [s, e];
}
/** Blanks, quotes and brackets end a token. */
const TOKEN_END: ReadonlySet<number> = new Set([32, 9, 10, 13, 34, 39, 96, 60, 62, 40, 41, 91, 93]);

/** Where the next run starts when it is at most PERCENT_CONTEXT characters on, on the same line; else -1. */
function sameLineRun(text: string, from: number): number {
  const at = percentRunAt(text, from);
  if (at < 0 || at - from > PERCENT_CONTEXT) return -1;
  // Only the gap is searched: a search to the next line break ran to the text's end for every run of a
  // text with none (`%41 ` repeated: 79 s of CPU at the 4 MiB result limit, quadratic).
  workDone(at - from);
  for (let i = from; i < at; i++) if (text.charCodeAt(i) === 10) return -1;
  return at;
}

function isRunAt(text: string, i: number): boolean {
  return text.charCodeAt(i) === 37 && isEscapeAt(text, i);
}

/**
 * A `%XX` at `i` (its `%` already seen) that opens a run. One escape alone of a byte past ASCII is no
 * UTF-8: where it opens a name (Perl's `our %feature`, `%default`: no letter or digit before it, a letter
 * after) it is a sigil, read as written; inside a word (`pr%E9c%E9dentes`) it is a Latin-1 letter.
 */
function isEscapeAt(text: string, i: number): boolean {
  const hi = text.charCodeAt(i + 1);
  if (!isHexCode(hi) || !isHexCode(text.charCodeAt(i + 2))) return false;
  // A Windows variable (`%DB_PASSWORD%`) is a reference read as written, not `%DB` then `_PASSWORD%`.
  if (hi > 57 && percentReferenceEnd(text, i) >= 0) return false;
  const next =
    text.charCodeAt(i + 3) === 37 && isHexCode(text.charCodeAt(i + 4)) && isHexCode(text.charCodeAt(i + 5));
  if (HEX_VALUE[hi]! < 8 || next) return true;
  return isAsciiAlnum(text.charCodeAt(i - 1)) || !isAsciiLetter(text.charCodeAt(i + 3));
}

function isAsciiLetter(c: number): boolean {
  const l = c | 32;
  return l >= 97 && l <= 122;
}

function isAsciiAlnum(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57);
}

/** Where the next `%XX` run at or after `from` starts, or -1. */
function percentRunAt(text: string, from: number): number {
  for (let i = text.indexOf('%', from); i >= 0; i = text.indexOf('%', i + 1))
    if (isEscapeAt(text, i)) return i;
  return -1;
}

/** The end of the run of `%XX` escapes starting at `at`. */
function percentRunEnd(text: string, at: number): number {
  let end = at + 3;
  while (
    text.charCodeAt(end) === 37 &&
    isHexCode(text.charCodeAt(end + 1)) &&
    isHexCode(text.charCodeAt(end + 2)) &&
    !(text.charCodeAt(end + 1) > 57 && percentReferenceEnd(text, end) >= 0)
  )
    end += 3;
  return end;
}

/** A hex digit's code (either case). */
export function isHexCode(c: number): boolean {
  return c < 128 && HEX_VALUE[c]! >= 0;
}

/** ROT13 of ASCII letters (a lure names it; decoding is cheap). */
export function rot13(text: string): string {
  return text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}
