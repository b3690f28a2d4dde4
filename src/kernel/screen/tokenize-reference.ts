// The tokenizer as it was before it read code units: each character through `charCodeAt` on the
// lowercase string, words compared with `startsWith`. Kept as the reference `tokenize` is tested against
// (as lexer.ts is for scout.ts); nothing in the screeners calls it.
import { type Context, inFence, isQuoted, QUOTE, quoteStep } from './injection-context.js';
import { L } from './injection-lexicon.js';
import {
  breakAt,
  CLAUSE_BREAK,
  CODE_BREAK,
  codeLiteral,
  fieldTagName,
  foldLeet,
  isHardBreak,
  isWordChar,
  type LiteralHit,
  lookup,
  OPEN_BREAK,
  SENTENCE_BREAK,
  type Token,
  WORD_TABLES,
  WRAP_BREAK,
} from './injection-words.js';

const {
  word: TABLE_WORD,
  hash: TABLE_HASH,
  lookup: TABLE_LOOKUP,
  phrases: TABLE_PHRASES,
  mask: TABLE_MASK,
  stems: PLAIN_STEMS,
  leet: LEET_CODE,
  literalFirst: LITERAL_FIRST,
  following: FOLLOWING,
} = WORD_TABLES;

/** ASCII word characters by kind, as this tokenizer read them: 1 letter, 2 digit, 4 `_` or capital, 8 `'`. */
const ASCII_KIND = new Uint8Array(128);
for (let c = 97; c <= 122; c++) ASCII_KIND[c] = 1;
for (let c = 48; c <= 57; c++) ASCII_KIND[c] = 2;
for (let c = 65; c <= 90; c++) ASCII_KIND[c] = 4;
ASCII_KIND[95] = 4;
ASCII_KIND[39] = 8;

/** The table slot of the plain word `lower[a, b)` with hash `h`, or -1. */
function plainSlot(lower: string, a: number, b: number, h: number): number {
  for (let slot = h & TABLE_MASK; ; slot = (slot + 1) & TABLE_MASK) {
    const w = TABLE_WORD[slot];
    if (w === undefined) return -1;
    if (TABLE_HASH[slot] === h && w.length === b - a && lower.startsWith(w, a)) return slot;
  }
}

/**
 * `lookup` of a word of ASCII letters and digits both (`1gn0r3`): as written, else read through leet;
 * the folded reading is hashed and compared in place rather than built.
 */
function leetMask(lower: string, a: number, b: number, h: number): number {
  const slot = plainSlot(lower, a, b, h);
  if (slot >= 0) return TABLE_LOOKUP[slot]!;
  const mask = plainStemMask(lower, a, b);
  if (mask !== 0) return mask;
  let hf = 0;
  for (let k = a; k < b; k++) hf = (Math.imul(hf, 31) + LEET_CODE[lower.charCodeAt(k)]!) | 0;
  for (let s = hf & TABLE_MASK; ; s = (s + 1) & TABLE_MASK) {
    const w = TABLE_WORD[s];
    if (w === undefined) break;
    if (TABLE_HASH[s] !== hf || w.length !== b - a) continue;
    let same = true;
    for (let k = 0; k < w.length && same; k++) same = LEET_CODE[lower.charCodeAt(a + k)] === w.charCodeAt(k);
    if (same) return TABLE_LOOKUP[s]!;
  }
  // A folded word may still start with a stem (`kural`): rare enough to build the string then.
  if (PLAIN_STEMS[LEET_CODE[lower.charCodeAt(a)]!] === undefined) return 0;
  const folded = foldLeet(lower.slice(a, b));
  return plainStemMask(folded, 0, folded.length);
}

/** What `lookup` gives a plain word missing from the table: only an ASCII stem can name it. */
function plainStemMask(lower: string, a: number, b: number): number {
  if (b - a <= 2) return 0;
  const stems = PLAIN_STEMS[lower.charCodeAt(a)];
  if (stems === undefined) return 0;
  let mask = 0;
  for (const [stem, m] of stems) if (lower.startsWith(stem, a) && b - a >= stem.length) mask |= m;
  return mask;
}

/** `tokenize` as it read the lowercase string before it read code units (kept verbatim as the oracle). */
export function tokenizeReference(ctx: Context, start: number, end: number, literals: LiteralHit[]): Token[] {
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
  // The previous word when it was a stop verb (`stop`, `quit`, `cease`): its start, else -1.
  let stopWord = -1;
  let stopOrdinal = -1;
  let stopClause = -1;
  let stopLead = 0;
  let stopQuoted = false;
  let i = start;
  while (i < end) {
    const c = lower.charCodeAt(i);
    // A space changes no state (quotes, clauses, sentences): the commonest character, passed at once.
    if (c === 32) {
      i++;
      continue;
    }
    if (!isWordChar(c)) {
      quote = quoteStep(quote, lower, i);
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
    let h = 0;
    // Only a one-letter word can open `i g n o r e`.
    const spacedEnd =
      c >= 97 && c <= 122 && (i + 1 >= end || !isWordChar(lower.charCodeAt(i + 1)))
        ? spacedLetters(lower, i, end)
        : -1;
    if (spacedEnd > 0) {
      // `i g n o r e`: letters written one by one read as one word.
      word = '';
      for (let k = i; k < spacedEnd; k += 2) word += lower[k];
      i = spacedEnd;
    } else {
      let kinds = 0;
      while (i < end) {
        const d = lower.charCodeAt(i);
        if (!isWordChar(d)) break;
        kinds |= d < 128 ? ASCII_KIND[d]! & 7 : 4;
        h = (Math.imul(h, 31) + d) | 0;
        i++;
      }
      // `_` (tool names) and non-ASCII (stems) take the full lookup.
      full = kinds >= 4;
      let b = i;
      if (lower.charCodeAt(a) === 39 || lower.charCodeAt(b - 1) === 39) {
        while (a < b && lower.charCodeAt(a) === 39) a++;
        while (b > a && lower.charCodeAt(b - 1) === 39) b--;
        if (a === b) continue;
        h = 0;
        for (let k = a; k < b; k++) h = (Math.imul(h, 31) + lower.charCodeAt(k)) | 0;
      }
      wordEnd = b;
      if (!full) {
        let slot = plainSlot(lower, a, b, h);
        // An English possessive reads as its noun: "the user's request" names the user.
        if (slot < 0 && b - a > 2 && lower.charCodeAt(b - 2) === 39 && lower.charCodeAt(b - 1) === 115) {
          let hb = 0;
          for (let k = a; k < b - 2; k++) hb = (Math.imul(hb, 31) + lower.charCodeAt(k)) | 0;
          slot = plainSlot(lower, a, b - 2, hb);
        }
        // French and Italian elide an article into the noun: "l'assistente", "d'instructions".
        if (slot < 0 && b - a > 3 && lower.charCodeAt(a + 1) === 39 && isLetter(lower.charCodeAt(a))) {
          let he = 0;
          for (let k = a + 2; k < b; k++) he = (Math.imul(he, 31) + lower.charCodeAt(k)) | 0;
          const elided = plainSlot(lower, a + 2, b, he);
          if (elided >= 0) {
            slot = elided;
            a += 2;
          }
        }
        if (slot >= 0) {
          word = TABLE_WORD[slot]!;
          plainMask = TABLE_LOOKUP[slot]!;
          const phrases = TABLE_PHRASES[slot];
          if (phrases)
            for (const p of phrases) if (lower.startsWith(p, a)) literals.push({ at: a, phrase: p });
        } else plainMask = kinds === 3 ? leetMask(lower, a, b, h) : plainStemMask(lower, a, b);
      } else word = lower.slice(a, b);
    }
    let mask = plainMask;
    if (full || spacedEnd > 0) {
      mask = lookup(word!);
      const phrases = LITERAL_FIRST.get(word!);
      if (phrases) for (const p of phrases) if (lower.startsWith(p, a)) literals.push({ at: a, phrase: p });
    }
    // Lowercase `i` is a word in other languages (Polish "and"); only `I` is the first person.
    if (word === 'i' && ctx.text.charCodeAt(a) === 105) mask &= ~L.FIRST;
    if ((mask & L.INVALID) !== 0 && codeLiteral((k) => lower.charCodeAt(k) || 0, a, wordEnd))
      mask &= ~L.INVALID;
    // A field element's tag (`<email>a@b.org</email>`, `<code>x</code>`) is markup, no word: the words
    // around it read as if it were not there, as a reader sees the text.
    if (lower.charCodeAt(i) === 62 && fieldTagName(lower, a, i)) {
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
    const first = lower.charCodeAt(a);
    // The first letter rules out nearly every word before a comparison is made.
    stopWord =
      (len === 4 &&
        ((first === 115 && lower.startsWith('stop', a)) || (first === 113 && lower.startsWith('quit', a)))) ||
      (len === 5 && first === 99 && lower.startsWith('cease', a))
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
        word: word ?? lower.slice(a, i),
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
