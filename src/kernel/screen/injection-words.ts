// Words near each other: the injection screener's phrase signals. A window is scanned once, char by
// char; only words on some list become tokens (with their word ordinal, sentence and clause), so a
// signal's "within N words" is a comparison of ordinals and clean prose costs little more than the scan.
import { type Context, inFence, inRanges, isTopic, QUOTE, quotedAt, quoteStep } from './injection-context.js';
import { L, LEXICONS } from './injection-lexicon.js';
import { DAMPEN, HIDDEN, LITERAL_SIGNALS, PHRASE_SIGNALS, type PhraseSignal } from './injection-signals.js';

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

/** Literal phrases by their first word (phrases that open with punctuation or CJK are read apart). */
const LITERAL_FIRST = new Map<string, string[]>();
export const ODD_LITERALS: string[] = [];
for (const [phrase] of LITERAL_SIGNALS) {
  const first = /^[a-z0-9_'\u00c0-\u024f\u0400-\u04ff]+/.exec(phrase)?.[0];
  if (first === undefined || /[\u3040-\u9fff]/.test(phrase)) ODD_LITERALS.push(phrase);
  else LITERAL_FIRST.set(first, [...(LITERAL_FIRST.get(first) ?? []), phrase]);
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
const LEET_DIGITS = /[013457]/g;
const SNAKE = /[a-z]_[a-z]/;

// Words are hashed while they are scanned; only a word whose hash is listed is sliced and looked up.
const HASH_MASK = (1 << 16) - 1;
const LISTED = new Uint8Array(1 << 16);
function wordHash(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (Math.imul(h, 31) + word.charCodeAt(i)) | 0;
  return h & HASH_MASK;
}
for (const w of EXACT.keys()) LISTED[wordHash(w)] = 1;
for (const w of LITERAL_FIRST.keys()) LISTED[wordHash(w)] = 1;

export function maskOf(word: string): number {
  let mask = EXACT.get(word) ?? 0;
  if (mask === 0 && word.length > 2 && STEM_STARTS.has(word[0]!)) {
    for (const [stem, m] of PREFIXES) if (word.startsWith(stem)) mask |= m;
  }
  // A snake_case name reads as a tool name: `send_email`, `transfer_funds`.
  if (mask === 0 && word.includes('_') && SNAKE.test(word)) mask = L.TOOLNOUN;
  return mask;
}

/** The mask of a word as written, else of its leet reading (`base64` stays, `1gn0r3` reads `ignore`). */
function lookup(word: string): number {
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

function isWordChar(c: number): boolean {
  if (c < 0x80)
    return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 39 || (c >= 65 && c <= 90);
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

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** `! ? ;`, a line break, and their CJK forms end a sentence wherever they stand. */
function isHardBreak(c: number): boolean {
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

/** The listed words of `[start, end)`, read from the lowercase text; literal phrases go to `literals`. */
export function tokenize(ctx: Context, start: number, end: number, literals: LiteralHit[]): Token[] {
  const lower = ctx.lower;
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  // A window that opens mid-sentence cannot tell an imperative: its first words do not open a clause.
  let lead =
    start === 0 ||
    isHardBreak(lower.charCodeAt(start - 1)) ||
    lower.charCodeAt(start - 1) === 46 ||
    lower.charCodeAt(start - 1) === 58
      ? 0
      : 99;
  let ordinal = 0;
  let quote = inFence(ctx, start) ? QUOTE : 0;
  let at = false;
  let lastWordEnd = -1;
  let lastToken = -1;
  let i = start;
  while (i < end) {
    const c = lower.charCodeAt(i);
    if (!isWordChar(c)) {
      quote = quoteStep(quote, lower, i);
      if ((c === 44 || c === 58) && i === lastWordEnd && lastToken >= 0) tokens[lastToken]!.addressed = c;
      if (isHardBreak(c) || (c === 46 && (i + 1 >= end || isSpace(lower.charCodeAt(i + 1))))) {
        // A full stop ends a sentence only before a space: not in `evil.example` or `v1.2`.
        sentence++;
        clause++;
        lead = 0;
      } else if (c === 58 || (c === 44 && lead <= 4)) {
        clause++;
        lead = 0;
      } else if (c === 64) at = true;
      i++;
      continue;
    }
    let a = i;
    let word: string | undefined;
    let digits = false;
    let h = 0;
    const spacedEnd = spacedLetters(lower, i, end);
    if (spacedEnd > 0) {
      // `i g n o r e`: letters written one by one read as one word.
      word = '';
      for (let k = i; k < spacedEnd; k += 2) word += lower[k];
      i = spacedEnd;
    } else {
      while (i < end) {
        const d = lower.charCodeAt(i);
        if (!isWordChar(d)) break;
        // Digits (leet), `_` (tool names) and non-ASCII (prefix stems) words are always looked up.
        if ((d >= 48 && d <= 57) || d === 95 || d >= 128) digits = true;
        h = (Math.imul(h, 31) + d) | 0;
        i++;
      }
      let b = i;
      if (lower.charCodeAt(a) === 39 || lower.charCodeAt(b - 1) === 39) {
        while (a < b && lower.charCodeAt(a) === 39) a++;
        while (b > a && lower.charCodeAt(b - 1) === 39) b--;
        if (a === b) continue;
        h = wordHash(lower.slice(a, b));
      }
      // Most words are not listed: the hash says so without slicing the word out.
      if (LISTED[h & HASH_MASK] === 1 || digits) word = lower.slice(a, b);
    }
    let mask = word === undefined ? 0 : lookup(word);
    if (word !== undefined) {
      const phrases = LITERAL_FIRST.get(word);
      if (phrases) for (const p of phrases) if (lower.startsWith(p, a)) literals.push({ at: a, phrase: p });
    }
    // Lowercase `i` is a word in other languages (Polish "and"); only `I` is the first person.
    if (word === 'i' && ctx.text.charCodeAt(a) === 105) mask &= ~L.FIRST;
    if (at) {
      mask |= L.DEST;
      at = false;
    }
    lastToken = -1;
    if (mask !== 0) {
      lastToken = tokens.length;
      tokens.push({
        word: word!,
        mask,
        start: a,
        ordinal,
        sentence,
        clause,
        lead,
        quoted: quote === QUOTE,
        addressed: 0,
      });
    }
    lastWordEnd = i;
    ordinal++;
    lead++;
  }
  return tokens;
}

/** End of a run of three or more single letters each followed by one space (`i g n o r e`), or -1. */
function spacedLetters(lower: string, from: number, end: number): number {
  let k = from;
  let letters = 0;
  while (k < end && isLetter(lower.charCodeAt(k)) && !(k + 1 < end && isWordChar(lower.charCodeAt(k + 1)))) {
    letters++;
    if (k + 2 < end && lower.charCodeAt(k + 1) === 32 && isLetter(lower.charCodeAt(k + 2))) k += 2;
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

/** Quotation, reported speech and discussion of the topic scale a signal down; a comment scales it up. */
export function damped(weight: number, tokens: Token[], offset: number, ctx: Context): number {
  let w = weight;
  const index = Math.min(firstTokenAt(tokens, offset), tokens.length - 1);
  const token = tokens[index];
  if (token?.quoted || quotedAt(ctx, offset)) w *= DAMPEN.quoted;
  if (reportedBefore(tokens, index)) w *= DAMPEN.reported;
  if (isTopic(ctx, offset)) w *= DAMPEN.topic;
  if (inRanges(ctx.comments, offset)) w += HIDDEN.inComment;
  return w;
}

/** The weight of one phrase signal anchored at token `i`, or 0 when its words are not all there. */
export function phraseWeight(signal: PhraseSignal, tokens: Token[], i: number, ctx: Context): number {
  const anchor = tokens[i]!;
  const o = anchor.ordinal;
  if (signal.requireBefore !== undefined) {
    let found = false;
    for (let k = i - 1; k >= 0 && tokens[k]!.ordinal >= o - 2; k--) {
      if (tokens[k]!.sentence === anchor.sentence && (tokens[k]!.mask & signal.requireBefore) !== 0)
        found = true;
    }
    if (!found) return 0;
  }
  let lo = o;
  let hi = o;
  let prevOrdinal = o;
  for (let s = 1; s < signal.slots.length; s++) {
    const slot = signal.slots[s]!;
    const from = signal.ordered ? prevOrdinal + 1 : o - signal.span;
    const at = find(tokens, i, slot, from, o + signal.span);
    if (at < 0) return 0;
    const ord = tokens[at]!.ordinal;
    if (signal.ordered && ord <= prevOrdinal) return 0;
    prevOrdinal = ord;
    lo = Math.min(lo, ord);
    hi = Math.max(hi, ord);
  }
  let w = signal.weight;
  const reach = signal.boostSpan ?? 2;
  for (const [mask, bonus] of signal.boosts ?? []) {
    if (anyIn(tokens, mask, anchor.sentence, lo - 2, hi + reach, i)) w += bonus;
  }
  if (signal.imperative !== undefined && isImperative(tokens, i, L.PLEASE)) w += signal.imperative;
  if (signal.requireBefore === undefined) {
    for (let k = i - 1; k >= 0 && tokens[k]!.ordinal >= o - 2; k--) {
      const t = tokens[k]!;
      if (t.sentence !== anchor.sentence) continue;
      if ((t.mask & L.NEG) !== 0) w *= DAMPEN.negated;
      if ((t.mask & L.MODAL) !== 0) w *= DAMPEN.modal;
    }
  }
  if (signal.owned !== undefined && anyIn(tokens, L.FIRST, anchor.sentence, lo, hi + 1, i)) w *= signal.owned;
  if (anchor.quoted) w *= DAMPEN.quoted;
  if (reportedBefore(tokens, i)) w *= DAMPEN.reported;
  if (isTopic(ctx, anchor.start)) w *= DAMPEN.topic;
  if (inRanges(ctx.comments, anchor.start)) w += HIDDEN.inComment;
  return w;
}

export const ANCHOR_MASK = PHRASE_SIGNALS.reduce((m, s) => m | s.slots[0]!, 0) | L.AI;
