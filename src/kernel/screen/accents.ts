// Precomposed accented Latin letters folded to their ASCII letter (`Ígnóré àll prévíóús` reads `Ignore
// all previous`): a second reading beside the text, never in place of it, since the word lists hold words
// of other languages with their accents (`più`, `précédentes`) and folding those lost them
// (docs/screening.md, 'What the model reads: the plain reading').
import { ANCHOR_WORDS } from './injection-signals.js';

/**
 * For each code unit of the Latin blocks: the ASCII letter it is made of when canonical decomposition
 * gives that letter and combining marks only (`é` is `e` + U+0301); 0 for every other (`ß`, `æ`, `ø`).
 */
const FOLD = new Uint8Array(0x1f00);
for (const [from, to] of [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
]) {
  for (let c = from!; c <= to!; c++) {
    const parts = String.fromCharCode(c).normalize('NFD');
    const base = parts.charCodeAt(0);
    const letter = (base >= 65 && base <= 90) || (base >= 97 && base <= 122);
    if (parts.length > 1 && letter && /^\p{M}+$/u.test(parts.slice(1))) FOLD[c] = base;
  }
}

/** The folded letters as a character class: a text with none is not read again. */
const FOLDED_CLASS = `[${[...FOLD.keys()]
  .filter((c) => FOLD[c] !== 0)
  .map((c) => String.fromCharCode(c))
  .join('')}]`;
const FOLDED_G = new RegExp(FOLDED_CLASS, 'g');
/** The same, for `replace` over a word or the text (a separate object: FOLDED_G's `lastIndex` is in use). */
const FOLDED_G_WORD = new RegExp(FOLDED_CLASS, 'g');

/** The words an injection window opens at: a folded reading is kept only when it spells one. */
const ANCHORS: ReadonlySet<string> = new Set(ANCHOR_WORDS);
/** A folded word this long is token-shaped (a token's body is 20 to 40 letters and digits and more). */
const TOKEN_WORD = 20;

/**
 * `text` with each precomposed accented Latin letter replaced by its ASCII letter, one code unit for one
 * (an offset of the folding is the same offset of `text`), or undefined unless a word folding changed is
 * one an injection window opens at (`ignore`, `instructions`) or token-shaped: ordinary accented prose
 * (`José`, `café`, `précédentes`) makes no second reading: a native search, and each such word read once.
 */
export function foldAccents(text: string): string | undefined {
  // From one folded letter to the next by a native search; each word is read once, around its first.
  FOLDED_G.lastIndex = 0;
  let wordEnd = -1;
  // A token's run goes on over `_` and `-` (`dçkr_pat_…`, round 19): measured once, from its first fold.
  let runEnd = -1;
  for (let m = FOLDED_G.exec(text); m !== null; m = FOLDED_G.exec(text)) {
    if (m.index < wordEnd) continue;
    let from = m.index;
    while (from > 0 && isWordUnit(text.charCodeAt(from - 1))) from--;
    wordEnd = m.index + 1;
    while (wordEnd < text.length && isWordUnit(text.charCodeAt(wordEnd))) wordEnd++;
    FOLDED_G.lastIndex = wordEnd;
    const word = text.slice(from, wordEnd).replace(FOLDED_G_WORD, fold);
    if (word.length >= TOKEN_WORD || ANCHORS.has(word.toLowerCase()))
      return text.replace(FOLDED_G_WORD, fold);
    if (m.index < runEnd) continue;
    let runFrom = from;
    while (runFrom > 0 && isTokenUnit(text.charCodeAt(runFrom - 1))) runFrom--;
    runEnd = wordEnd;
    while (runEnd < text.length && isTokenUnit(text.charCodeAt(runEnd))) runEnd++;
    if (runEnd - runFrom >= TOKEN_WORD) return text.replace(FOLDED_G_WORD, fold);
  }
  return undefined;
}

function fold(c: string): string {
  return String.fromCharCode(FOLD[c.charCodeAt(0)]!);
}

/** A word unit, `_` or `-`: what a token's run is made of. */
const isTokenUnit = (c: number): boolean => c === 95 || c === 45 || isWordUnit(c);

/** An ASCII letter or digit, or a letter folding makes one: what a folded word is made of. */
function isWordUnit(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c < FOLD.length && FOLD[c] !== 0)
  );
}
