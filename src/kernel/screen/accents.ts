// Precomposed accented Latin letters folded to their ASCII letter (`Ígnóré àll prévíóús` reads `Ignore
// all previous`): a second reading beside the text, never in place of it, since the word lists hold words
// of other languages with their accents (`più`, `précédentes`) and folding those lost them
// (docs/screening.md, 'What the model reads: the plain reading').
import { CONFUSABLES } from './confusables.js';
import { LEXICONS } from './injection-lexicon.js';
import { ANCHOR_WORDS } from './injection-signals.js';
import { type Normalised, normalise } from './normalise.js';
import { SENTENCE_FUNCTION_WORDS } from './vocabulary.js';

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
  // Where the changed words start: one within a window of an anchor word changes what that window reads.
  const changed: number[] = [];
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
    // Accented prose folds into the lexicons' words (`envía`): only a function word counts here (`thé`).
    if (changed.length < MAX_CHANGED && functionWord(word)) changed.push(from);
    if (m.index < runEnd) continue;
    let runFrom = from;
    while (runFrom > 0 && isTokenUnit(text.charCodeAt(runFrom - 1))) runFrom--;
    runEnd = wordEnd;
    while (runEnd < text.length && isTokenUnit(text.charCodeAt(runEnd))) runEnd++;
    if (runEnd - runFrom >= TOKEN_WORD) return text.replace(FOLDED_G_WORD, fold);
  }
  if (changed.length === 0) return undefined;
  const folded = text.replace(FOLDED_G_WORD, fold);
  return inWindow(changed, anchorsOf(folded)) ? folded : undefined;
}

/**
 * A word a window of an order reads (`thé`, `yoú`, `previoús`): folded from accented prose (`dirección`, `à`)
 * a word is seldom one, so such prose seldom makes a reading.
 */
const functionWord = (word: string): boolean =>
  word.length >= 2 && SENTENCE_FUNCTION_WORDS.has(word.toLowerCase());
const windowWord = (word: string): boolean => word.length >= 2 && WINDOW_WORDS.has(word.toLowerCase());
/** The sentence's function words and the injection lexicons' plain words (`previous`, `your`, `reply`). */
const WINDOW_WORDS: ReadonlySet<string> = new Set([
  ...SENTENCE_FUNCTION_WORDS,
  ...LEXICONS.flatMap(([, words]) => words.filter((w) => /^[a-z]+$/.test(w))),
]);

/** How many changed words are compared with the anchor words' windows (the first ones of the text). */
const MAX_CHANGED = 4096;
/** A window's reach before and after its anchor word, as the injection screener opens one (injection.ts). */
const WINDOW_BEFORE = 160;
const WINDOW_AFTER = 260;

/** Where the anchor words of `text` start, in order. */
function anchorsOf(text: string): number[] {
  const at: number[] = [];
  for (const m of text.matchAll(WORDS_G))
    if (m[0].length <= MAX_ANCHOR && ANCHORS.has(m[0].toLowerCase())) at.push(m.index);
  return at;
}

/** Some offset of `changed` (ascending) lies within a window of an anchor word at `anchors` (ascending). */
function inWindow(changed: readonly number[], anchors: readonly number[]): boolean {
  let a = 0;
  for (const c of changed) {
    while (a < anchors.length && anchors[a]! + WINDOW_AFTER < c) a++;
    if (a === anchors.length) return false;
    if (anchors[a]! - WINDOW_BEFORE <= c) return true;
  }
  return false;
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

/** Marks (`\p{M}`) over a character a reader sees as ASCII (a token's `_` too), in the decomposed text. */
const MARKS_AFTER = new RegExp(
  `([\\x21-\\x7e${[...CONFUSABLES.keys()].filter((c) => c.length === 1).join('')}])\\p{M}+`,
  'gu',
);
/** A character settling may change: a letter with a decomposition, a mark, or a look-alike. */
const SETTLES = new RegExp(`[\\u00c0-\\u024f\\u1e00-\\u1eff\\p{M}${[...CONFUSABLES.keys()].join('')}]`, 'u');
/** `text` holds a character settling may change (one native search). */
export const maySettle = (text: string): boolean => SETTLES.test(text);
/** Settling repeats its steps at most this often: each is idempotent, so two rounds reach the fixed point. */
const SETTLE_ROUNDS = 3;
const WORDS_G = /[A-Za-z0-9]+/g;
/** A word or a token's run (`_`, `-` inside), of any script and with its marks: `Ignore̶` is not `Ignore`. */
const TOKENS_G = /[\p{L}\p{M}\p{N}_-]+/gu;
const MAX_ANCHOR = Math.max(...ANCHOR_WORDS.map((w) => w.length));

/**
 * The normalised text `normalised` read until nothing more changes (docs/screening.md, 'Round 22: red team'):
 * marks over a letter that reads as ASCII dropped (after decomposing, so `é` is `e`), then normalised again
 * (look-alikes folded, NFKC), whatever order an attacker stacked zero-width characters, accents, marks,
 * wide, mathematical or look-alike letters in. Undefined unless it spells more anchor words or token-shaped
 * runs than `normalised` does: ordinary accented prose makes none.
 */
export function settledReading(normalised: string, hiding = true): string | undefined {
  // Without evidence of hiding, only a function word counts near an anchor word (as the folded reading's).
  const near = hiding ? windowWord : functionWord;
  if (!SETTLES.test(normalised) || !settlesAWord(normalised, near)) return undefined;
  let text = normalised;
  for (let round = 0; round < SETTLE_ROUNDS; round++) {
    const next = normalise(text.normalize('NFD').replace(MARKS_AFTER, '$1')).text.normalize('NFC');
    if (next === text) break;
    text = next;
  }
  return text !== normalised && gains(text, normalised, near) ? text : undefined;
}

const SETTLES_G = new RegExp(SETTLES.source, 'gu');
/** Marks, found by a native search; the character before each is then looked at (`looseMark`). */
const MARK_G = /\p{M}/gu;
/** Wide or mathematical letters (NFKC reads them as ASCII ones). */
const WIDE_OR_MATH = /[\uff21-\uff3a\uff41-\uff5a]|\ud835[\udc00-\udfff]/;

/**
 * The words of `source`, normalised as `norm`, show hiding a settled reading may see through: an invisible
 * character inside a word, a look-alike folded, a wide or mathematical letter, a mark left over an ASCII one.
 */
export function hidesLetters(norm: Normalised, source: string): boolean {
  return (
    norm.invisibleInWords > 0 ||
    norm.homoglyphWords > 0 ||
    WIDE_OR_MATH.test(source) ||
    looseMark(source) ||
    (norm.changed && looseMark(norm.text))
  );
}
const WORD_UNIT = /[\p{L}\p{M}\p{N}_-]/u;

/**
 * Some word holding a character settling may change reads, settled on its own (marks dropped, look-alikes
 * folded), as an anchor word, a window's function word or a token: only then is the whole text settled.
 * From one such character to the next by a native search; each word is read once.
 */
function settlesAWord(text: string, near: (word: string) => boolean): boolean {
  SETTLES_G.lastIndex = 0;
  let wordEnd = 0;
  for (let m = SETTLES_G.exec(text); m !== null; m = SETTLES_G.exec(text)) {
    let from = m.index;
    while (from > wordEnd && WORD_UNIT.test(text[from - 1]!)) from--;
    wordEnd = m.index + m[0].length;
    while (wordEnd < text.length && WORD_UNIT.test(text[wordEnd]!)) wordEnd++;
    SETTLES_G.lastIndex = wordEnd;
    let word = '';
    for (const ch of text.slice(from, wordEnd).normalize('NFD').replace(MARKS_AFTER, '$1'))
      word += CONFUSABLES.get(ch) ?? ch;
    word = word.toLowerCase();
    if (word.length >= TOKEN_WORD || ANCHORS.has(word) || near(word)) return true;
  }
  return false;
}

/** A mark over a character a reader sees as ASCII (or a look-alike of one): typed over it, no language's spelling. */
function looseMark(text: string): boolean {
  MARK_G.lastIndex = 0;
  for (let m = MARK_G.exec(text); m !== null; m = MARK_G.exec(text)) {
    const before = text.charCodeAt(m.index - 1);
    if ((before > 0x20 && before < 0x7f) || CONFUSABLES.has(text[m.index - 1] ?? '')) return true;
  }
  return false;
}

/**
 * `reading` spells an anchor word or a token-shaped run `text` does not, or a sentence's function word `text`
 * does not within a window of one of its anchor words (what the reading adds is what a window reads).
 */
function gains(reading: string, text: string, near: (word: string) => boolean): boolean {
  const had = new Map<string, number>();
  for (const m of text.matchAll(TOKENS_G)) had.set(m[0], (had.get(m[0]) ?? 0) + 1);
  const added: number[] = [];
  for (const m of reading.matchAll(TOKENS_G)) {
    const left = had.get(m[0]) ?? 0;
    if (left > 0) {
      had.set(m[0], left - 1);
      continue;
    }
    if (m[0].length >= TOKEN_WORD || ANCHORS.has(m[0].toLowerCase())) return true;
    if (added.length < MAX_CHANGED && near(m[0])) added.push(m.index);
  }
  return added.length > 0 && inWindow(added, anchorsOf(reading));
}
