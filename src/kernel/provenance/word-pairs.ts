// The user's own turn as adjacent word pairs: what lets a dictated value the agent split into fields
// (street, city, postcode) be read back as the user's (docs/provenance.md, "Round 57, second pass").

/** One word: a Han, kana or Hangul character alone (those scripts write no spaces), else a run of letters and digits. */
const WORD =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]|[^\s\p{P}\p{S}\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+/gu;
/** At most this many pairs of one turn are kept (the ledger's key bound holds them too). */
export const MAX_PAIRS_PER_TURN = 400;
/** Words of an argument read for its pairs; a longer argument is not one the user dictated in a turn. */
const MAX_ARGUMENT_WORDS = 40;

/** A text's words, NFKC and lower case, at most `limit`; undefined when it holds more. */
export function pairWords(text: string, limit = MAX_ARGUMENT_WORDS): string[] | undefined {
  const words: string[] = [];
  for (const m of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    if (words.length >= limit) return undefined;
    words.push(m[0]);
  }
  return words;
}

/** The key of two words the user wrote one after the other (punctuation and spaces between them aside). */
export const pairKey = (a: string, b: string): string => `pair:${a}\u0000${b}`;

/** The key of one word of a file the user pointed to (round 64, ledger.ts notePointedWords). */
export const pointedWordKey = (w: string): string => `pword:${w}`;

/** The pair keys of a user's turn, at most MAX_PAIRS_PER_TURN, first ones first. */
export function turnPairKeys(turn: string): string[] {
  const keys: string[] = [];
  let last: string | undefined;
  for (const m of turn.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    if (last !== undefined) keys.push(pairKey(last, m[0]));
    if (keys.length >= MAX_PAIRS_PER_TURN) break;
    last = m[0];
  }
  return keys;
}
