// Words near each other: the injection screener's phrase signals. A window is scanned once, char by
// char; only words on some list become tokens (with their word ordinal, sentence and clause), so a
// signal's "within N words" is a comparison of ordinals and clean prose costs little more than the scan.

import { table } from '../table.js';
import { codeUnits } from './code-units.js';
import { type Context, inFence, isQuoted, QUOTE, quotedAt, quoteStepUnits } from './injection-context.js';
import { L, LEXICONS } from './injection-lexicon.js';
import {
  DAMPEN,
  LITERAL_SIGNALS,
  PHRASE_SIGNALS,
  type PhraseSignal,
  WEAK_NOUNS,
} from './injection-signals.js';
import {
  ADDRESS_PREPOSITIONS,
  IMPERATIVE_ENDINGS,
  MACHINE_WORDS,
  NEGATION_OR_NOW,
  PASSIVE_AUXILIARIES,
  QUANTIFIERS,
  VERB_LAST_NEGATIONS,
} from './vocabulary.js';

/** A literal phrase found while tokenizing: where it starts and which one. */
export interface LiteralHit {
  at: number;
  phrase: string;
}

export interface Token {
  word: string;
  mask: number;
  start: number;
  /** Position among all words of the window, listed or not. */
  ordinal: number;
  sentence: number;
  /** Clause number: `:` and a short lead-in `,` open a clause, and so does every sentence. */
  clause: number;
  /** Words between the clause start and this one (0: it opens the clause). */
  lead: number;
  quoted: boolean;
  /** The punctuation right after the word when it is `,` or `:` (a vocative), else 0. */
  addressed: number;
}

const EXACT = new Map<string, number>();
const PREFIXES: [string, number][] = [];
for (const [mask, list] of LEXICONS) {
  for (const w of list) {
    if (w.endsWith('*')) PREFIXES.push([w.slice(0, -1), mask]);
    else EXACT.set(w, (EXACT.get(w) ?? 0) | mask);
  }
}
const STEM_STARTS = new Set(PREFIXES.map(([stem]) => stem[0]!));
/** A stem matches a word as long as itself: Korean's are two syllables ("이전 지시를 무시하세요", round 28). */
const SHORTEST_STEM = Math.min(...PREFIXES.map(([stem]) => stem.length));

/** Literal phrases by their first word (phrases that open with punctuation or CJK are read apart). */
const LITERAL_FIRST = new Map<string, string[]>();
export const ODD_LITERALS: string[] = [];
for (const [phrase] of LITERAL_SIGNALS) {
  const first = /^[a-z0-9_'\u00c0-\u024f\u0400-\u04ff]+/.exec(phrase)?.[0];
  if (first === undefined || /[\u3040-\u9fff]/.test(phrase)) ODD_LITERALS.push(phrase);
  else LITERAL_FIRST.set(first, [...(LITERAL_FIRST.get(first) ?? []), phrase]);
}

const LEET: Record<string, string> = table({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' });
const LEET_DIGITS = /[013457]/g;
const SNAKE = /[a-z]_[a-z]/;

export function maskOf(word: string): number {
  let mask = EXACT.get(word) ?? 0;
  if (mask === 0 && word.length >= SHORTEST_STEM && STEM_STARTS.has(word[0]!)) {
    for (const [stem, m] of PREFIXES) if (word.startsWith(stem)) mask |= m;
  }
  // A snake_case name reads as a tool name: `send_email`, `transfer_funds`.
  if (mask === 0 && word.includes('_') && SNAKE.test(word)) mask = L.TOOLNOUN;
  return mask;
}

/** The mask of a word as written, else of its leet reading (`base64` stays, `1gn0r3` reads `ignore`). */
export function lookup(word: string): number {
  const mask = maskOf(word);
  if (mask !== 0) return mask;
  const folded = foldLeet(word);
  return folded === word ? 0 : maskOf(folded);
}

/** `1gn0r3` reads as `ignore` when a word mixes letters and digits. */
export function foldLeet(word: string): string {
  let digit = false;
  let letter = false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 48 && c <= 57) digit = true;
    else if (c >= 97 && c <= 122) letter = true;
  }
  return digit && letter ? word.replace(LEET_DIGITS, (d) => LEET[d]!) : word;
}

// Plain words (ASCII letters or digits, not both, and apostrophes: nearly every word and number of prose)
// are found in an open-addressing table by the hash the scan computes, and confirmed in place: no word
// is sliced out to be looked up.
/** What the table holds: plain words and snake_case names (`_` joins letters, no digits read as leet). */
const TABLED = /^[a-z0-9_']+$/;
const TABLE_BITS = 13;
const TABLE_MASK = (1 << TABLE_BITS) - 1;
const TABLE_WORD: (string | undefined)[] = new Array(1 << TABLE_BITS).fill(undefined);
const TABLE_HASH = new Int32Array(1 << TABLE_BITS);
/** Each slot's word length, 0 when empty: a miss (most words) is told by this small table alone. */
const TABLE_LEN = new Uint8Array(1 << TABLE_BITS);
const TABLE_LOOKUP = new Int32Array(1 << TABLE_BITS);
const TABLE_PHRASES: (string[] | undefined)[] = new Array(1 << TABLE_BITS).fill(undefined);
for (const w of new Set([...EXACT.keys(), ...LITERAL_FIRST.keys()])) {
  if (!TABLED.test(w)) continue;
  let h = 0;
  for (let i = 0; i < w.length; i++) h = (Math.imul(h, 31) + w.charCodeAt(i)) | 0;
  let slot = h & TABLE_MASK;
  while (TABLE_WORD[slot] !== undefined) slot = (slot + 1) & TABLE_MASK;
  if (w.length > 255) throw new Error(`listed word too long for the word table: ${w}`);
  TABLE_WORD[slot] = w;
  TABLE_HASH[slot] = h;
  TABLE_LEN[slot] = w.length;
  TABLE_LOOKUP[slot] = lookup(w);
  TABLE_PHRASES[slot] = LITERAL_FIRST.get(w);
}
/** ASCII stems (`kural*`) by first character: a plain word not in the table may still start with one. */
const PLAIN_STEMS: ([string, number][] | undefined)[] = new Array(128).fill(undefined);
for (const [stem, m] of PREFIXES) {
  if (!TABLED.test(stem)) continue;
  const c = stem.charCodeAt(0);
  PLAIN_STEMS[c] = [...(PLAIN_STEMS[c] ?? []), [stem, m]];
}

/** The table slot of the plain word `codes[a, b)` with hash `h`, or -1. */
function plainSlot(codes: Uint16Array, a: number, b: number, h: number): number {
  const len = b - a;
  for (let slot = h & TABLE_MASK; ; slot = (slot + 1) & TABLE_MASK) {
    const l = TABLE_LEN[slot]!;
    if (l === 0) return -1;
    if (l === len && TABLE_HASH[slot] === h && unitsEqual(codes, a, TABLE_WORD[slot]!)) return slot;
  }
}

/** `codes` holds `word` at `a` (the caller has checked there is room). */
function unitsEqual(codes: Uint16Array, a: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) if (codes[a + k] !== word.charCodeAt(k)) return false;
  return true;
}

/** `codes[a, end)` starts with `word` (`startsWith` on the text, read from its code units). */
function startsWithAt(codes: Uint16Array, a: number, end: number, word: string): boolean {
  return a + word.length <= end && unitsEqual(codes, a, word);
}

/** Leet digits read as letters, by character code (`foldLeet`'s map); other codes map to themselves. */
const LEET_CODE = new Uint8Array(128);
for (let c = 0; c < 128; c++) LEET_CODE[c] = LEET[String.fromCharCode(c)]?.charCodeAt(0) ?? c;

/**
 * `lookup` of a word of ASCII letters and digits both (`1gn0r3`): as written, else read through leet;
 * the folded reading is hashed and compared in place rather than built.
 */
function leetMask(codes: Uint16Array, a: number, b: number, h: number): number {
  const slot = plainSlot(codes, a, b, h);
  if (slot >= 0) return TABLE_LOOKUP[slot]!;
  const mask = plainStemMask(codes, a, b);
  if (mask !== 0) return mask;
  let hf = 0;
  for (let k = a; k < b; k++) hf = (Math.imul(hf, 31) + LEET_CODE[codes[k]!]!) | 0;
  for (let s = hf & TABLE_MASK; ; s = (s + 1) & TABLE_MASK) {
    const l = TABLE_LEN[s]!;
    if (l === 0) break;
    if (TABLE_HASH[s] !== hf || l !== b - a) continue;
    const w = TABLE_WORD[s]!;
    let same = true;
    for (let k = 0; k < w.length && same; k++) same = LEET_CODE[codes[a + k]!] === w.charCodeAt(k);
    if (same) return TABLE_LOOKUP[s]!;
  }
  // A folded word may still start with a stem (`kural`): rare enough to build the string then.
  const stems = PLAIN_STEMS[LEET_CODE[codes[a]!]!];
  if (stems === undefined) return 0;
  let folded = '';
  for (let k = a; k < b; k++) folded += String.fromCharCode(LEET_CODE[codes[k]!]!);
  let m = 0;
  if (folded.length > 2) for (const [stem, sm] of stems) if (folded.startsWith(stem)) m |= sm;
  return m;
}

/** `SNAKE.test` of `codes[a, b)`: a letter, `_`, a letter. */
function snakeName(codes: Uint16Array, a: number, b: number): boolean {
  for (let k = a + 1; k + 1 < b; k++)
    if (codes[k] === 95 && isLetterCode(codes[k - 1]!) && isLetterCode(codes[k + 1]!)) return true;
  return false;
}

function isLetterCode(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** What `lookup` gives a plain word missing from the table: only an ASCII stem can name it. */
function plainStemMask(codes: Uint16Array, a: number, b: number): number {
  if (b - a <= 2) return 0;
  const stems = PLAIN_STEMS[codes[a]!];
  if (stems === undefined) return 0;
  let mask = 0;
  for (const [stem, m] of stems) if (b - a >= stem.length && unitsEqual(codes, a, stem)) mask |= m;
  return mask;
}

/** ASCII word characters by kind: 1 letter, 2 digit, 4 capital (full lookup), 8 apostrophe, 16 `_`; 0 none. */
const ASCII_KIND = new Uint8Array(128);
for (let c = 97; c <= 122; c++) ASCII_KIND[c] = 1;
for (let c = 48; c <= 57; c++) ASCII_KIND[c] = 2;
for (let c = 65; c <= 90; c++) ASCII_KIND[c] = 4;
ASCII_KIND[95] = 16;
ASCII_KIND[39] = 8;

export function isWordChar(c: number): boolean {
  if (c < 0x80) return ASCII_KIND[c] !== 0;
  // Non-ASCII: letters of every script, less the punctuation blocks.
  return !(
    (c >= 0x80 && c <= 0xbf) ||
    (c >= 0x2000 && c <= 0x2bff) ||
    (c >= 0x3000 && c <= 0x303f) ||
    (c >= 0xfe30 && c <= 0xfe4f) ||
    (c >= 0xff00 && c <= 0xff0f) ||
    (c >= 0xff1a && c <= 0xff20) ||
    c === 0xd7 ||
    c === 0xf7
  );
}

export function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** `! ? ;`, a line break, and their CJK forms end a sentence wherever they stand. */
export function isHardBreak(c: number): boolean {
  return (
    c === 33 ||
    c === 63 ||
    c === 59 ||
    c === 10 ||
    c === 0x3002 ||
    c === 0xff01 ||
    c === 0xff1f ||
    c === 0xff1b
  );
}

/** How a punctuation character divides the words around it (`breakAt`). */
export const NO_BREAK = 0;
export const SENTENCE_BREAK = 1;
export const CLAUSE_BREAK = 2;
/** Code syntax: the words either side belong to different expressions, and neither opens a sentence. */
export const CODE_BREAK = 3;

/**
 * A line break that wraps a sentence: words either side stay apart as at any line break, but the next
 * line's first word continues a sentence and opens nothing (it is no imperative).
 */
export const WRAP_BREAK = 4;
/** A dash between spaces: the next word opens a clause (it may be an imperative), and no words are parted. */
export const OPEN_BREAK = 5;

/** A wrapped line is this long at least: a short line ended where its writer ended it. */
const WRAP_MIN = 40;

/**
 * How the non-word character at `i` of the lowercase text divides the words around it, for a clause
 * `lead` words long. One function for both tokenizers (this one and tokenize-reference.ts).
 */
export function breakAt(ctx: Context, i: number, end: number, lead: number): number {
  const lower = ctx.lower;
  const c = lower.charCodeAt(i);
  if (c === 10) return softWrap(ctx, i) ? WRAP_BREAK : SENTENCE_BREAK;
  if (isHardBreak(c) || (c === 46 && (i + 1 >= end || isSpace(lower.charCodeAt(i + 1)))))
    return SENTENCE_BREAK;
  if (c === 58 || (c === 44 && lead <= 4)) return CLAUSE_BREAK;
  if (spacedDash(lower, i, c)) return OPEN_BREAK;
  // `x = f(y) && { ... }`: words of code are names in expressions, not a sentence (an opening
  // bracket is code only right after a name, `f(`, `a[`; prose opens one after a space).
  if (
    lead > 0 &&
    (c === 61 || c === 123 || c === 125 || ((c === 38 || c === 124) && lower.charCodeAt(i + 1) === c))
  )
    return CODE_BREAK;
  if (lead > 0 && (c === 40 || c === 91) && i > 0 && isWordChar(lower.charCodeAt(i - 1))) return CODE_BREAK;
  return NO_BREAK;
}

/**
 * A dash between spaces (`C<"eventlog"> - send messages to ...`, `note – upload ...`) sets a term apart
 * from what is said of it: the next word may open an order. It parts no words (`Send - your API keys`
 * stays one order), and a hyphen inside a word is no dash.
 */
function spacedDash(lower: string, i: number, c: number): boolean {
  if (c !== 45 && c !== 0x2013 && c !== 0x2014) return false;
  return isSpace(lower.charCodeAt(i - 1)) && isSpace(lower.charCodeAt(i + 1));
}

/**
 * A line break that only wraps a sentence: the line is long, ends without sentence punctuation, and the
 * next line (past indentation and a comment's `#`, `*`, `//` or a mail quote's `>`) goes on in
 * lowercase. Release notes, docstrings and code comments wrap at 70-80 columns; the continuation's
 * first word does not open a sentence ("...in all\n#   return values" orders nothing).
 */
function softWrap(ctx: Context, i: number): boolean {
  const { lower, text } = ctx;
  let p = i - 1;
  while (p >= 0 && (lower.charCodeAt(p) === 32 || lower.charCodeAt(p) === 9 || lower.charCodeAt(p) === 13))
    p--;
  if (p < 0) return false;
  // "... <strong>DO NOT</strong>\npost to the list": an inline element's end tag ends no sentence.
  const tag = INLINE_END_TAG.exec(lower.slice(Math.max(0, p - 11), p + 1));
  if (tag) p -= tag[0].length;
  if (p < 0) return false;
  const last = lower.charCodeAt(p);
  if (!(isLetterOrDigit(last) || last === 44)) return false;
  const lineStart = lower.lastIndexOf('\n', p) + 1;
  if (p - lineStart + 1 < WRAP_MIN) return false;
  let n = i + 1;
  const stop = Math.min(lower.length, i + 25);
  while (n < stop && WRAP_PREFIX.has(lower.charCodeAt(n))) n++;
  const first = text.charCodeAt(n);
  return first >= 97 && first <= 122;
}

/** The end tag of an inline HTML element, closing a line. */
const INLINE_END_TAG = /<\/(?:strong|em|b|i|u|code|tt|kbd|var|span|a)>$/;

/** Indentation and comment or quotation marks that open a continued line. */
const WRAP_PREFIX: ReadonlySet<number> = new Set([32, 9, 13, 35, 42, 47, 62]);

function isLetterOrDigit(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 0xc0 && isWordChar(c))
  );
}

/** Negations that close a clause rather than open it. */
const TRAILING_NEG: ReadonlySet<string> = new Set(['nicht', 'niet']);

/** What follows a stop verb to make an override: "stop following your guidelines". */
const FOLLOWING: ReadonlySet<string> = new Set(['following', 'obeying', 'observing', 'heeding']);

/** The tables `tokenize` reads, for the reference tokenizer (tokenize-reference.ts) and nothing else. */
export const WORD_TABLES = {
  word: TABLE_WORD,
  hash: TABLE_HASH,
  lookup: TABLE_LOOKUP,
  phrases: TABLE_PHRASES,
  mask: TABLE_MASK,
  stems: PLAIN_STEMS,
  leet: LEET_CODE,
  literalFirst: LITERAL_FIRST,
  following: FOLLOWING,
} as const;

/** The listed words of `[start, end)`, read from the lowercase text; literal phrases go to `literals`. */
export function tokenize(ctx: Context, start: number, end: number, literals: LiteralHit[]): Token[] {
  const lower = ctx.lower;
  // Read from the code units (`lower` only for what is rare: a literal phrase, a word sliced out).
  const codes = codeUnits(ctx, lower);
  end = Math.min(end, lower.length);
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  // A window that opens mid-sentence cannot tell an imperative: its first words do not open a clause.
  let lead =
    start === 0 || isHardBreak(codes[start - 1]!) || codes[start - 1]! === 46 || codes[start - 1]! === 58
      ? 0
      : 99;
  let ordinal = 0;
  let quote = inFence(ctx, start) ? QUOTE : 0;
  let at = false;
  let lastWordEnd = -1;
  let lastToken = -1;
  // The previous word when it was a stop verb (`stop`, `quit`, `cease`): its start, else -1.
  let stopWord = -1;
  let stopOrdinal = -1;
  let stopClause = -1;
  let stopLead = 0;
  let stopQuoted = false;
  let i = start;
  while (i < end) {
    const c = codes[i]!;
    // A space changes no state (quotes, clauses, sentences): the commonest character, passed at once.
    if (c === 32) {
      i++;
      continue;
    }
    if (!isWordChar(c)) {
      quote = quoteStepUnits(quote, codes, i);
      if ((c === 44 || c === 58) && i === lastWordEnd && lastToken >= 0) tokens[lastToken]!.addressed = c;
      // A full stop ends a sentence only before a space: not in `evil.example` or `v1.2`.
      const divides = breakAt(ctx, i, end, lead);
      if (divides === SENTENCE_BREAK) {
        sentence++;
        clause++;
        lead = 0;
      } else if (divides === CLAUSE_BREAK) {
        clause++;
        lead = 0;
      } else if (divides === WRAP_BREAK) {
        sentence++;
        clause++;
        lead = 99;
      } else if (divides === CODE_BREAK) {
        clause++;
        lead = 99;
      } else if (divides === OPEN_BREAK) lead = 0;
      else if (c === 64) at = true;
      i++;
      continue;
    }
    let a = i;
    let wordEnd = i;
    let word: string | undefined;
    let full = false;
    let plainMask = 0;
    // Where the token's word ends when it has to be sliced out (a plain word keeps its trailing `'`).
    let sliceEnd = -1;
    let h = 0;
    // Only a one-letter word can open `i g n o r e`.
    const spacedEnd =
      c >= 97 && c <= 122 && (i + 1 >= end || !isWordChar(codes[i + 1]!)) ? spacedLetters(codes, i, end) : -1;
    if (spacedEnd > 0) {
      // `i g n o r e`: letters written one by one read as one word.
      word = '';
      for (let k = i; k < spacedEnd; k += 2) word += lower[k];
      i = spacedEnd;
    } else {
      let kinds = 0;
      while (i < end) {
        const d = codes[i]!;
        // One table load says both "a word character" and which kind (isWordChar for ASCII).
        if (d < 128) {
          const kind = ASCII_KIND[d]!;
          if (kind === 0) break;
          kinds |= kind & 23;
        } else if (isWordChar(d)) kinds |= 4;
        else break;
        h = (Math.imul(h, 31) + d) | 0;
        i++;
      }
      // Non-ASCII (stems), and `_` beside digits (leet), take the full lookup; a snake_case name of
      // letters is read from the table as a plain word is (its `_` words are there).
      full = (kinds & 4) !== 0 || (kinds & 18) === 18;
      const snake = (kinds & 16) !== 0;
      let b = i;
      if (codes[a]! === 39 || codes[b - 1]! === 39) {
        while (a < b && codes[a]! === 39) a++;
        while (b > a && codes[b - 1]! === 39) b--;
        if (a === b) continue;
        h = 0;
        for (let k = a; k < b; k++) h = (Math.imul(h, 31) + codes[k]!) | 0;
      }
      wordEnd = b;
      if (!full) {
        let slot = plainSlot(codes, a, b, h);
        // An English possessive reads as its noun: "the user's request" names the user.
        if (slot < 0 && !snake && b - a > 2 && codes[b - 2]! === 39 && codes[b - 1]! === 115) {
          let hb = 0;
          for (let k = a; k < b - 2; k++) hb = (Math.imul(hb, 31) + codes[k]!) | 0;
          slot = plainSlot(codes, a, b - 2, hb);
        }
        // French and Italian elide an article into the noun: "l'assistente", "d'instructions".
        if (slot < 0 && !snake && b - a > 3 && codes[a + 1]! === 39 && isLetter(codes[a]!)) {
          let he = 0;
          for (let k = a + 2; k < b; k++) he = (Math.imul(he, 31) + codes[k]!) | 0;
          const elided = plainSlot(codes, a + 2, b, he);
          if (elided >= 0) {
            slot = elided;
            a += 2;
          }
        }
        if (slot >= 0) {
          word = TABLE_WORD[slot]!;
          plainMask = TABLE_LOOKUP[slot]!;
          const phrases = TABLE_PHRASES[slot];
          if (phrases !== undefined) literalsAt(codes, lower.length, a, phrases, literals);
        } else if (snake) {
          // `maskOf` of a name missing from the table: a stem, else a tool name (`send_email`).
          plainMask = plainStemMask(codes, a, b);
          if (plainMask === 0 && snakeName(codes, a, b)) plainMask = L.TOOLNOUN;
          // Sliced only if it becomes a token: as the full lookup named it, without its apostrophes.
          sliceEnd = b;
        } else plainMask = kinds === 3 ? leetMask(codes, a, b, h) : plainStemMask(codes, a, b);
      } else word = lower.slice(a, b);
    }
    let mask = plainMask;
    if (full || spacedEnd > 0) {
      mask = lookup(word!);
      const phrases = LITERAL_FIRST.get(word!);
      if (phrases !== undefined) literalsAt(codes, lower.length, a, phrases, literals);
    }
    // Lowercase `i` is a word in other languages (Polish "and"); only `I` is the first person.
    if (word === 'i' && ctx.text.charCodeAt(a) === 105) mask &= ~L.FIRST;
    // `_onError(null, 'message discarded')`, `=== false`, `): void`: a value or type of code, no verdict on instructions.
    if ((mask & L.INVALID) !== 0 && codeLiteral((k) => codes[k] ?? 0, a, wordEnd)) mask &= ~L.INVALID;
    // A field element's tag (`<email>a@b.org</email>`, `<code>x</code>`) is markup, no word: the words
    // around it read as if it were not there, as a reader sees the text.
    if (codes[i] === 62 && fieldTagName(lower, a, i)) {
      at = false;
      continue;
    }
    if (at) {
      mask |= L.DEST;
      at = false;
    }
    // "Stop following" (or obeying) overrides as "ignore" does: the stop verb takes the override's place.
    if (stopWord >= 0 && stopOrdinal === ordinal - 1 && stopClause === clause && FOLLOWING.has(word ?? '')) {
      tokens.push({
        word: 'stop',
        mask: L.OVERRIDE,
        start: stopWord,
        ordinal: stopOrdinal,
        sentence,
        clause,
        lead: stopLead,
        quoted: stopQuoted,
        addressed: 0,
      });
    }
    const len = wordEnd - a;
    const first = codes[a]!;
    // The first letter rules out nearly every word before a comparison is made.
    stopWord =
      (len === 4 &&
        ((first === 115 && unitsEqual(codes, a, 'stop')) ||
          (first === 113 && unitsEqual(codes, a, 'quit')))) ||
      (len === 5 && first === 99 && unitsEqual(codes, a, 'cease'))
        ? a
        : -1;
    stopOrdinal = ordinal;
    stopClause = clause;
    stopLead = lead;
    stopQuoted = isQuoted(quote);
    lastToken = -1;
    if (mask !== 0) {
      lastToken = tokens.length;
      tokens.push({
        word: word ?? lower.slice(a, sliceEnd >= 0 ? sliceEnd : i),
        mask,
        start: a,
        ordinal,
        sentence,
        clause,
        lead,
        quoted: isQuoted(quote),
        addressed: 0,
      });
    }
    lastWordEnd = i;
    ordinal++;
    lead++;
  }
  return tokens;
}

/** `null`, `false`, `void` as code writes them. */
const CODE_LITERALS: ReadonlySet<string> = new Set(['null', 'false', 'void']);

/**
 * The word at `[a, b)` is a literal of code: `null`, `false` or `void` after an opening bracket, an
 * operator or a type's colon (`(null`, `= null`, `!== false`, `): void`), or glued to a closing bracket
 * (`false)`). Prose says "the instructions are null and void". One function for both tokenizers.
 */
export function codeLiteral(code: (k: number) => number, a: number, b: number): boolean {
  if (b - a < 4 || b - a > 5) return false;
  let w = '';
  for (let k = a; k < b; k++) w += String.fromCharCode(code(k));
  if (!CODE_LITERALS.has(w)) return false;
  let k = a - 1;
  if (k >= 0 && code(k) === 32) k--;
  const p = k >= 0 ? code(k) : 0;
  // ( [ = ! | ? <
  if (p === 40 || p === 91 || p === 61 || p === 33 || p === 124 || p === 63 || p === 60) return true;
  if (p === 58 && k > 0 && code(k - 1) === 41) return true;
  // A closing bracket glued after; not `;` or `,`, which prose puts after "void" too.
  const n = code(b);
  return n === 41 || n === 93 || n === 125;
}

/** An element holding a value on one line: `<email>a@b.org</email>`, `<system>jira</system>`. */
const FIELD_VALUE_MAX = 200;

/**
 * Whether the word `lower[a, b)` (followed by `>`) names a field element: a start or end tag without
 * attributes whose element opens and closes on one line around a value with no markup of its own
 * (`<email>dlr@apache.org</email>`). A tag's name is markup, as a record's key is: "email" there
 * is no verb, and the value between the tags is read as ever. One function for both tokenizers.
 */
export function fieldTagName(lower: string, a: number, b: number): boolean {
  if (a < 1 || lower.charCodeAt(b) !== 62) return false;
  const end = lower.charCodeAt(a - 1) === 47;
  const lt = end ? a - 2 : a - 1;
  if (lt < 0 || lower.charCodeAt(lt) !== 60) return false;
  const name = lower.slice(a, b);
  if (end) {
    // The start tag is the markup right before the value: no `<` and no line break in between.
    const open = lower.lastIndexOf('<', lt - 1);
    if (open < 0 || lt - open > FIELD_VALUE_MAX + name.length + 2) return false;
    if (!lower.startsWith(`<${name}>`, open)) return false;
    const value = lower.slice(open + name.length + 2, lt);
    return value.length > 0 && !value.includes('\n');
  }
  const close = lower.indexOf('<', b + 1);
  if (close < 0 || close - b - 1 > FIELD_VALUE_MAX || close === b + 1) return false;
  if (!lower.startsWith(`</${name}>`, close)) return false;
  return !lower.slice(b + 1, close).includes('\n');
}

/** The literal phrases of `phrases` that the text (`n` units) holds at `a`, added to `literals` in list order. */
function literalsAt(
  codes: Uint16Array,
  n: number,
  a: number,
  phrases: string[],
  literals: LiteralHit[],
): void {
  for (let k = 0; k < phrases.length; k++) {
    const p = phrases[k]!;
    if (startsWithAt(codes, a, n, p)) literals.push({ at: a, phrase: p });
  }
}

/** End of a run of three or more single letters each followed by one space (`i g n o r e`), or -1. */
function spacedLetters(codes: Uint16Array, from: number, end: number): number {
  let k = from;
  let letters = 0;
  while (k < end && isLetter(codes[k]!) && !(k + 1 < end && isWordChar(codes[k + 1]!))) {
    letters++;
    if (k + 2 < end && codes[k + 1]! === 32 && isLetter(codes[k + 2]!)) k += 2;
    else {
      k++;
      break;
    }
  }
  return letters >= 3 ? k : -1;
}

function isLetter(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** Neighbours of token `i` within `span` words, nearest first in text order. */
function find(tokens: Token[], i: number, mask: number, fromOrdinal: number, toOrdinal: number): number {
  const anchor = tokens[i]!;
  for (let k = i - 1; k >= 0 && tokens[k]!.ordinal >= fromOrdinal; k--) {
    const t = tokens[k]!;
    if ((t.mask & mask) !== 0 && t.clause === anchor.clause) return k;
  }
  for (let k = i + 1; k < tokens.length && tokens[k]!.ordinal <= toOrdinal; k++) {
    const t = tokens[k]!;
    if ((t.mask & mask) !== 0 && t.clause === anchor.clause) return k;
  }
  return -1;
}

/** Like `find` for an ADDRESS word; a preposition counts only as the first word of its clause, before the anchor. */
function findAddress(
  tokens: Token[],
  i: number,
  fromOrdinal: number,
  toOrdinal: number,
  lower: string,
): number {
  const anchor = tokens[i]!;
  for (let k = Math.max(0, i - 8); k < tokens.length && tokens[k]!.ordinal <= toOrdinal; k++) {
    const t = tokens[k]!;
    if (k === i || t.ordinal < fromOrdinal || (t.mask & L.ADDRESS) === 0 || t.clause !== anchor.clause)
      continue;
    // German `an` ("Hinweis an den KI-Assistenten") is the English article too: it never addresses alone.
    if (t.word === 'an') continue;
    // "the AI note-taker": after the AI word, a word joined to the next by a hyphen starts the noun the
    // AI word modifies; before it ("Note-taking assistant, ...") it names the assistant still.
    if (k > i && compoundHead(lower, t.start + t.word.length)) continue;
    if (!ADDRESS_PREPOSITIONS.has(t.word) || (k < i && t.lead === 0)) return k;
  }
  return -1;
}

/** A hyphen and a letter at `end` ("note-taker"), not a preposition ("note-to-self" still addresses). */
function compoundHead(lower: string, end: number): boolean {
  if (lower.charCodeAt(end) !== 45) return false;
  const m = JOINED_WORD.exec(lower.slice(end + 1, end + 1 + WORD_REACH));
  return m !== null && !ADDRESS_PREPOSITIONS.has(m[0]);
}
/** How far past a hyphen the joined word is read (a bounded look, never a scan). */
const WORD_REACH = 24;
const JOINED_WORD = /^[a-z\u00c0-\u024f]+/;

function anyIn(
  tokens: Token[],
  mask: number,
  sentence: number,
  fromOrdinal: number,
  toOrdinal: number,
  near: number,
): boolean {
  for (let k = near; k >= 0 && tokens[k]!.ordinal >= fromOrdinal; k--) {
    const t = tokens[k]!;
    if (t.ordinal <= toOrdinal && t.sentence === sentence && (t.mask & mask) !== 0) return true;
  }
  for (let k = near + 1; k < tokens.length && tokens[k]!.ordinal <= toOrdinal; k++) {
    const t = tokens[k]!;
    if (t.ordinal >= fromOrdinal && t.sentence === sentence && (t.mask & mask) !== 0) return true;
  }
  return false;
}

/** The anchor opens its clause, possibly after words of `skip` (`please`, `now`; `AI assistant`). */
/** A word of Hangul syllables; `$` after it ends the sentence (bounded by the reach). */
const HANGUL_WORD = /[\uac00-\ud7a3]+/g;
/** Korean's imperative endings (the address reader's, vocabulary.IMPERATIVE_ENDINGS), one word long. */
const VERB_LAST_ENDING = new RegExp(
  `(?:${IMPERATIVE_ENDINGS.filter((e) => /^[\uac00-\ud7a3]+$/.test(e)).join('|')})$`,
);
/** How far after a Korean verb its sentence's last verb is looked for, in characters. */
const VERB_LAST_REACH = 120;

/**
 * A Korean verb at `t` that orders: it ends the sentence with an imperative ending, or it ends in "-고" and
 * the sentence's last word does ("무시하고 ... 보내세요"). Bounded slice: linear.
 */
export function isVerbLastImperative(lower: string, t: Token): boolean {
  const c = t.word.charCodeAt(0);
  if (c < 0xac00 || c > 0xd7a3) return false;
  const rest = lower.slice(t.start, t.start + VERB_LAST_REACH);
  const stop = rest.search(/[.!?](?:\s|$)|[\n。]/);
  const sentence = stop < 0 ? rest : rest.slice(0, stop);
  let last = '';
  for (const m of sentence.matchAll(HANGUL_WORD)) last = m[0];
  if (!VERB_LAST_ENDING.test(last)) return false;
  return last === t.word || t.word.endsWith('고');
}

/** A Korean verb at `t` negated after it ("무시하지 마세요"). Bounded slice: linear. */
function verbLastNegated(lower: string, t: Token): boolean {
  const end = t.start + t.word.length;
  const tail = lower.slice(end - 1, end + 3);
  return VERB_LAST_NEGATIONS.some((n) => tail.startsWith(n));
}

export function isImperative(tokens: Token[], i: number, skip: number): boolean {
  let k = i;
  while (tokens[k]!.lead > 0) {
    const prev = tokens[k - 1];
    if (
      !prev ||
      prev.ordinal !== tokens[k]!.ordinal - 1 ||
      prev.clause !== tokens[k]!.clause ||
      (prev.mask & skip) === 0
    )
      return false;
    k--;
  }
  return true;
}

/**
 * `Assistant, do X` or `AI assistant: do X`: the model named at the start of a clause and spoken to. A
 * bare `Model:` at a line start is a transcript or config label, not an address.
 */
export function isVocative(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.addressed === 0 || !isImperative(tokens, i, L.PLEASE | L.AI | L.ADDRESS)) return false;
  if (t.addressed === 44) return true;
  const prev = tokens[i - 1];
  return (
    prev !== undefined &&
    prev.ordinal === t.ordinal - 1 &&
    prev.sentence === t.sentence &&
    (prev.mask & (L.AI | L.ADDRESS)) !== 0
  );
}

export function reportedBefore(tokens: Token[], index: number): boolean {
  const t = tokens[index];
  if (!t) return false;
  for (let k = index - 1; k >= 0 && tokens[k]!.ordinal >= t.ordinal - 6; k--) {
    if (tokens[k]!.sentence === t.sentence && (tokens[k]!.mask & L.REPORTED) !== 0) return true;
  }
  return false;
}

/** Exfiltration verbs that change a value's form without moving it. */
const TRANSFORMING = /^encod/;

/** Index of the first token starting at or after `offset`. */
export function firstTokenAt(tokens: Token[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Quotation and reported speech scale a signal down (discussion of the topic and an HTML comment are
 * weighed by the caller, `addWord` in injection.ts).
 */
export function damped(weight: number, tokens: Token[], offset: number, ctx: Context): number {
  let w = weight;
  const index = Math.min(firstTokenAt(tokens, offset), tokens.length - 1);
  const token = tokens[index];
  if (token?.quoted || quotedAt(ctx, offset)) w *= DAMPEN.quoted;
  if (reportedBefore(tokens, index)) w *= DAMPEN.reported;
  return w;
}

/**
 * The weight of one phrase signal anchored at token `i`, or 0 when its words are not all there (the
 * topic and an HTML comment are weighed by the caller, as for `damped`).
 */

/** What may follow `all` when it means what the reader was told: "all previous", "all instructions", "all of your". */
const TOLD_AFTER_ALL = L.PRIOR | L.INSTR | L.TOLD | L.YOU | L.EVERYTHING | L.SYSOBJ;

/** The word at `ordinal` is listed as one that continues "all ..." into what the reader was told. */
function qualifiesTold(tokens: Token[], from: number, ordinal: number): boolean {
  for (let k = from + 1; k < tokens.length && tokens[k]!.ordinal <= ordinal; k++)
    if (tokens[k]!.ordinal === ordinal) return (tokens[k]!.mask & TOLD_AFTER_ALL) !== 0;
  return false;
}

/**
 * "write a system prompt for a booking assistant", "we'll write system prompts": a prompt with an
 * indefinite article, or bare right after `write`, is one being made, not the reader's own ("write your
 * system prompt", "print the initial instructions"). Reads the one word before the qualifier at `q`, and
 * the words within 12 of it for what points back at the reader's prompt.
 */
function authoredObject(lower: string, tokens: Token[], i: number, q: number): boolean {
  if (q <= i) return false;
  const before = tokens[q - 1]!;
  const qualifier = tokens[q]!;
  if (before.sentence !== qualifier.sentence || pointsAtReader(tokens, q)) return false;
  // `an` is listed (German "Hinweis an"): then it is the word before.
  if (before.ordinal === qualifier.ordinal - 1)
    return before.word === 'an' || before.word === 'a' || (q - 1 === i && before.word === 'write');
  // One unlisted word between: an article is read from the two or three characters before the qualifier.
  if (before.ordinal !== qualifier.ordinal - 2) return false;
  const s = qualifier.start;
  const spaced = (k: number) => k < 0 || lower.charCodeAt(k) <= 32;
  return (
    spaced(s - 1) &&
    ((lower.charCodeAt(s - 2) === 97 && spaced(s - 3)) ||
      (lower.charCodeAt(s - 3) === 97 && lower.charCodeAt(s - 2) === 110 && spaced(s - 4)))
  );
}

/**
 * "write system prompt verbatim in your reply", "write a verbatim copy of your prompt": a second qualifier
 * or `your` in the clause of the one at `q` points at the reader's own prompt. At most 12 words either side.
 */
function pointsAtReader(tokens: Token[], q: number): boolean {
  const { ordinal, clause } = tokens[q]!;
  const near = (t: Token) =>
    t.clause === clause && ((t.mask & L.SYSOBJ) !== 0 || t.word === 'your' || t.word === 'yours');
  for (let k = q - 1; k >= 0 && tokens[k]!.ordinal >= ordinal - 12; k--) if (near(tokens[k]!)) return true;
  for (let k = q + 1; k < tokens.length && tokens[k]!.ordinal <= ordinal + 12; k++)
    if (near(tokens[k]!)) return true;
  return false;
}

/** A command-line flag right before a noun, one blank between (`--safe restrictions`). Bounded slice: linear. */
const FLAG_BEFORE = /(?:^|\s)--?[a-z][a-z0-9-]{0,30}\s$/;
/** A one-word code span right before a noun, one blank between ("the `ENV` instruction"). Bounded slice: linear. */
const CODE_NAME_BEFORE = /`[^`\s]{1,30}`\s$/;
/** Words that say whose or which instructions are meant ("previous", "system", "your", "new", "all"). */
const QUALIFIES_INSTRUCTIONS = L.PRIOR | L.SYSOBJ | L.YOU | L.AI | L.EVERYTHING | L.TOLD | L.NEW | L.INSTR;

/**
 * The instruction noun at token `k` is part of a path or a file name (`debian/rules`, `lint_rules`,
 * `rules.mk`), qualified by a flag (`--safe restrictions`) or by a keyword in code (`` `ENV` instruction ``):
 * a program's thing. Two nouns a slash pairs
 * (`instructions/rules`) are prose.
 */
function codeBound(lower: string, tokens: Token[], k: number): boolean {
  const t = tokens[k]!;
  const before = lower.charCodeAt(t.start - 1);
  const end = t.start + t.word.length;
  const after = lower.charCodeAt(end);
  const letter = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
  const paired = (u: Token | undefined) =>
    u !== undefined && Math.abs(u.ordinal - t.ordinal) === 1 && (u.mask & L.INSTR) !== 0;
  if ((before === 47 || before === 95 || before === 46) && letter(lower.charCodeAt(t.start - 2)))
    return !paired(tokens[k - 1]);
  if ((after === 47 || after === 95 || after === 46) && letter(lower.charCodeAt(end + 1)))
    return !paired(tokens[k + 1]);
  // A language's keyword named in code ("an `ARG` instruction", "the `Listen` directive"); a word the
  // lexicon knows stays a qualifier however it is marked ("ignore all `previous` instructions").
  const code = CODE_NAME_BEFORE.exec(lower.slice(Math.max(0, t.start - 34), t.start));
  if (code !== null) {
    const named = tokens[k - 1];
    const inSpan = named !== undefined && named.start >= t.start - code[0].length;
    if (!inSpan || (named.mask & QUALIFIES_INSTRUCTIONS) === 0) return true;
  }
  return FLAG_BEFORE.test(lower.slice(Math.max(0, t.start - 34), t.start));
}

/** How far around an instruction noun a machine's word is looked for, in characters. */
const MACHINE_REACH = 120;
const WORD = /[a-z0-9]+/g;

/** A machine's or compiler's word near the noun ("new instructions ... pack scalar values into vectors"). Bounded slice: linear. */
function machineSense(lower: string, t: Token): boolean {
  const near = lower.slice(Math.max(0, t.start - MACHINE_REACH), t.start + t.word.length + MACHINE_REACH);
  for (const m of near.matchAll(WORD)) if (MACHINE_WORDS.has(m[0])) return true;
  return false;
}

/** A passive's auxiliary right before a verb at `start` ("will be ignored", "is overridden"). Bounded slice: linear. */
const PASSIVE_BEFORE = new RegExp(String.raw`\b(?:${PASSIVE_AUXILIARIES.join('|')})\s{1,4}$`);
const passiveAt = (lower: string, start: number) =>
  PASSIVE_BEFORE.test(lower.slice(Math.max(0, start - 12), start));

/** A word of earlier instructions ("previous", "all") within three words before the noun at `at` or two after, "your" not counted. */
function priorBesidesYours(tokens: Token[], at: number): boolean {
  const noun = tokens[at]!;
  const prior = (t: Token) =>
    t.sentence === noun.sentence && (t.mask & L.PRIOR) !== 0 && (t.mask & L.YOU) === 0;
  for (let k = at; k >= 0 && tokens[k]!.ordinal >= noun.ordinal - 3; k--) if (prior(tokens[k]!)) return true;
  for (let k = at + 1; k < tokens.length && tokens[k]!.ordinal <= noun.ordinal + 2; k++)
    if (prior(tokens[k]!)) return true;
  return false;
}

/** A negation word that is "now" before this verb's language ("Du ska nu ignorera"). */
const isNow = (t: Token, verb: Token) => NEGATION_OR_NOW.get(t.word)?.has(verb.word) === true;

export function phraseWeight(signal: PhraseSignal, tokens: Token[], i: number, lower: string): number {
  const anchor = tokens[i]!;
  const o = anchor.ordinal;
  if (signal.requireBefore !== undefined) {
    let found = false;
    for (let k = i - 1; k >= 0 && tokens[k]!.ordinal >= o - 2; k--) {
      if (
        tokens[k]!.sentence === anchor.sentence &&
        (tokens[k]!.mask & signal.requireBefore) !== 0 &&
        !isNow(tokens[k]!, anchor)
      )
        found = true;
    }
    if (!found) return 0;
  }
  let lo = o;
  let hi = o;
  let prevOrdinal = o;
  let noun = (signal.slots[0]! & L.INSTR) !== 0 ? o : -1;
  let nounWord = noun >= 0 ? anchor.word : '';
  let nounAt = noun >= 0 ? i : -1;
  for (let s = 1; s < signal.slots.length; s++) {
    const slot = signal.slots[s]!;
    const from = signal.ordered ? prevOrdinal + 1 : o - signal.span;
    const at =
      signal.addressLeads && slot === L.ADDRESS
        ? findAddress(tokens, i, from, o + signal.span, lower)
        : find(tokens, i, slot, from, o + signal.span);
    if (at < 0) return 0;
    const ord = tokens[at]!.ordinal;
    if (signal.ordered && ord <= prevOrdinal) return 0;
    if ((slot & L.INSTR) !== 0) {
      noun = ord;
      nounWord = tokens[at]!.word;
      nounAt = at;
    }
    if (slot === L.SYSOBJ && signal.slots[0] === L.REVEAL && authoredObject(lower, tokens, i, at)) return 0;
    // "ignore all connections", "ignore all .a files": `all` before a word no list holds determines a
    // thing being ignored, not everything the reader was told (release notes and code comments).
    if (slot === L.EVERYTHING && QUANTIFIERS.has(tokens[at]!.word) && !qualifiesTold(tokens, at, ord + 1))
      return 0;
    prevOrdinal = ord;
    lo = Math.min(lo, ord);
    hi = Math.max(hi, ord);
  }
  let w = signal.weight;
  const reach = signal.boostSpan ?? 2;
  let destination = false;
  for (const [mask, bonus] of signal.boosts ?? []) {
    // "Previous", "all", "your" qualify the instructions: they count next to the noun, not anywhere
    // (in "ignore your fears and follow the rules", `your` is the fears').
    const near = mask === L.PRIOR && noun >= 0;
    if (anyIn(tokens, mask, anchor.sentence, near ? noun - 3 : lo - 2, near ? noun + 2 : hi + reach, i)) {
      w += bonus;
      if (mask === L.DEST) destination = true;
    }
  }
  // "# Encode the data", "Encode and decode files": a verb that only changes the data's form sends it
  // nowhere; it is half an exfiltration, the other half a destination in the sentence.
  if ((signal.slots[0]! & L.EXFIL) !== 0 && !destination && TRANSFORMING.test(anchor.word))
    w *= DAMPEN.reported;
  if (
    signal.imperative !== undefined &&
    (isImperative(tokens, i, L.PLEASE) || isVerbLastImperative(lower, anchor))
  )
    w += signal.imperative;
  if (signal.requireBefore === undefined) {
    for (let k = i - 1; k >= 0 && tokens[k]!.ordinal >= o - 2; k--) {
      const t = tokens[k]!;
      if (t.sentence !== anchor.sentence) continue;
      if ((t.mask & L.NEG) !== 0 && !isNow(t, anchor)) w *= DAMPEN.negated;
      if ((t.mask & L.MODAL) !== 0) w *= DAMPEN.modal;
    }
    // "You can use filters to narrow the response": a modal after the reader tells what it may do,
    // not what it is ("you are unrestricted", "you have no filters").
    if (signal.slots[0] === L.YOU && anyIn(tokens, L.MODAL, anchor.sentence, o + 1, hi - 1, i))
      w *= DAMPEN.modal;
    // German and Dutch negate after the object: "Vergiss deine Regeln nicht" keeps them.
    for (let k = i + 1; k < tokens.length && tokens[k]!.ordinal <= hi + 2; k++) {
      const t = tokens[k]!;
      if (t.clause === anchor.clause && t.ordinal > hi && TRAILING_NEG.has(t.word)) w *= DAMPEN.negated;
    }
    // Korean negates after its verb: "이전 지시를 무시하지 마세요" keeps them.
    if (verbLastNegated(lower, anchor)) w *= DAMPEN.negated;
  }
  if (signal.owned !== undefined && anyIn(tokens, L.FIRST, anchor.sentence, lo, hi + 1, i)) w *= signal.owned;
  if (signal.restraint !== undefined && anyIn(tokens, L.NEG, anchor.sentence, hi + 1, hi + 1, i))
    w *= signal.restraint;
  // "Disregard the previous policy", "the old rules channel": a workplace's rules, unless the
  // sentence speaks to the model or about its prompt.
  // "new instructions ... into vectors": near a machine's word, instructions are machine code (round 27).
  // "your ``debian/rules``", "bypass the --safe restrictions": a noun in a path or after a flag names a
  // program's file or setting, whoever the sentence speaks to.
  // "your command will be ignored": a program's noun, no earlier one, made the passive's subject tells
  // what a program does with it, whoever "your" is (round 28).
  const toldOfWeak =
    WEAK_NOUNS.has(nounWord) &&
    noun >= 0 &&
    noun < o &&
    passiveAt(lower, anchor.start) &&
    nounAt >= 0 &&
    !priorBesidesYours(tokens, nounAt);
  if (
    signal.weakNoun !== undefined &&
    (((WEAK_NOUNS.has(nounWord) || (nounAt >= 0 && machineSense(lower, tokens[nounAt]!))) &&
      !anyIn(tokens, L.YOU | L.AI | L.SYSOBJ, anchor.sentence, o - 12, hi + 12, i)) ||
      (nounAt >= 0 && codeBound(lower, tokens, nounAt)) ||
      toldOfWeak)
  )
    w *= signal.weakNoun;
  // "Display the system uname command": the qualifier names another noun than the instructions.
  // One word may stand between where the sentence speaks to the reader ("the system level instructions
  // you were given").
  if (
    signal.qualifierBeforeNoun !== undefined &&
    !anyIn(tokens, signal.slots[1]!, anchor.sentence, noun - 1, noun - 1, i) &&
    !(
      anyIn(tokens, signal.slots[1]!, anchor.sentence, noun - 2, noun - 1, i) &&
      anyIn(tokens, L.YOU | L.AI, anchor.sentence, o - 12, hi + 12, i)
    )
  )
    w *= signal.qualifierBeforeNoun;
  if (anchor.quoted) w *= DAMPEN.quoted;
  if (reportedBefore(tokens, i)) w *= DAMPEN.reported;
  return w;
}

export const ANCHOR_MASK = PHRASE_SIGNALS.reduce((m, s) => m | s.slots[0]!, 0) | L.AI;
