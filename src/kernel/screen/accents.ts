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
const FOLDED = new RegExp(FOLDED_CLASS);
const FOLDED_G = new RegExp(FOLDED_CLASS, 'g');

/** The words an injection window opens at: a folded reading is kept only when it spells one. */
const ANCHORS: ReadonlySet<string> = new Set(ANCHOR_WORDS);
/** A folded word this long is token-shaped (a token's body is 20 to 40 letters and digits and more). */
const TOKEN_WORD = 20;

/**
 * `text` with each precomposed accented Latin letter replaced by its ASCII letter, one code unit for one
 * (an offset of the folding is the same offset of `text`), or undefined unless a word folding changed is
 * one an injection window opens at (`ignore`, `instructions`) or token-shaped: ordinary accented prose
 * (`José`, `café`, `précédentes`) makes no second reading and costs one pass.
 */
export function foldAccents(text: string): string | undefined {
  if (!FOLDED.test(text)) return undefined;
  const units = new Uint16Array(text.length);
  let keep = false;
  let start = 0;
  let changed = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    const f = c < FOLD.length ? FOLD[c]! : 0;
    const u = f !== 0 ? f : c;
    if (i < text.length) units[i] = u;
    if (isAsciiAlnum(u)) {
      if (f !== 0) changed = true;
      continue;
    }
    // A word ends: kept if folding changed it and it is an anchor or token-shaped.
    if (changed && !keep) {
      const length = i - start;
      keep = length >= TOKEN_WORD || ANCHORS.has(text.slice(start, i).replace(FOLDED_G, fold).toLowerCase());
    }
    changed = false;
    start = i + 1;
  }
  return keep ? UTF16.decode(units) : undefined;
}

function fold(c: string): string {
  return String.fromCharCode(FOLD[c.charCodeAt(0)]!);
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

const UTF16 = new TextDecoder('utf-16le');
