// Respellings a model reads as the plain word (docs/screening.md, 'Round 16: respellings'): letters
// spaced or dotted apart (`I g n o r e  a l l`, `i.g.n.o.r.e`), a word broken by a line break or `-` and
// a break (`Ign-\nore`), emphasis inside a word (`Ig**nore**`), CSS escapes (`\69 gnore`), a LaTeX
// command's group inside a word (`in\textbf{struc}tions`, round 20) and
// quoted-printable (`=20`, `=3D`, soft breaks `=\n`). A reading beside the text, kept only when it spells
// more of the words an injection window opens at than the text does, or as many with one the text lacks: code's `x**2` and `snake_case`
// join only in a text that respells an order too, and the text itself is still read as written.
import { ANCHOR_WORDS } from './injection-signals.js';

const ANCHORS: ReadonlySet<string> = new Set(ANCHOR_WORDS);
/** The longest anchor word: a word broken by a line break is joined only when it spells one. */
const MAX_ANCHOR = Math.max(...ANCHOR_WORDS.map((w) => w.length));
/** Letters in a row, spaced or dotted apart, that read as one word (fewer is an initial or `a b`). */
const MIN_SPACED = 3;

/**
 * Which (length, first letter, second letter) an anchor word of letters has: a word is looked up in
 * `ANCHORS` (a copy, lower-cased) only when its shape is one, so most words cost no copy.
 */
const SHAPES = (() => {
  const t = new Uint8Array((MAX_ANCHOR + 1) * 27 * 27);
  for (const w of ANCHOR_WORDS)
    if (/^[a-z]+$/.test(w)) t[shapeOf(w.length, w.charCodeAt(0), w.length > 1 ? w.charCodeAt(1) : -1)] = 1;
  return t;
})();

/** The `SHAPES` index of a word of `length` letters opening with codes `a` and `b` (-1: none). */
function shapeOf(length: number, a: number, b: number): number {
  return (length * 27 + ((a | 32) - 97)) * 27 + (b < 0 ? 26 : (b | 32) - 97);
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57);
const hexValue = (c: number) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/** By Braille cell (U+2800 + dots): the letter grade 1 spells with it, or 0. */
const BRAILLE = (() => {
  const t = new Uint8Array(64);
  const cells = [
    1, 3, 9, 25, 17, 11, 27, 19, 10, 26, 5, 7, 13, 29, 21, 15, 31, 23, 14, 30, 37, 39, 58, 45, 61, 53,
  ];
  cells.forEach((cell, k) => {
    t[cell] = 97 + k;
  });
  return t;
})();

/** What a change puts in place of what it replaces: nothing, a spaced run's letters, or one character (>= 0). */
const DROP = -1;
const SPACED = -2;

/**
 * Where a respelling may start, found by native searches (no match array made): a marker (a line
 * break, `-`, `*`, `_`, `\\`, and `=` in a text read as quoted-printable), and a letter that starts a word
 * before a blank or a dot (a spaced run's first). One character class each, or a fixed three-character
 * window: each start is tried in a bounded number of steps.
 */
const MARKS = /[\n\r*_\\%~\u2800-\u283f-]/g;
const MARKS_QP = /[\n\r*_\\=%~\u2800-\u283f-]/g;
const ONE_LETTER = /(?<![A-Za-z0-9])[A-Za-z][ .]/g;
/** A soft break, or an escape of a blank or of `=`: one search, not four (a literal after `=`). */
const QUOTED_PRINTABLE = /=(?:\r?\n|20|3D)/;

/**
 * The text as a model reads its respelled words, or undefined when that reading spells no more anchor
 * words than the text. One pass finds the changes (each character looked at a bounded number of times:
 * a line break's words at most `MAX_ANCHOR` each way, a spaced run once); the anchor words are then
 * counted only around them, and the reading is written only when it is kept.
 */
export function respelled(text: string): string | undefined {
  const changes = changesOf(text);
  if (changes.length === 1) return undefined;
  // Decoded quoted-printable (escapes, soft breaks) moves word boundaries, not words: kept when it holds
  // an anchor word at all.
  const decoded = changes[changes.length - 1] === 1;
  changes.length--;
  // Each region: changes whose gaps are letters only, widened to the letters around them. Outside the
  // regions the reading is the text, word for word (a region is bounded by an unchanged non-letter or an
  // end on each side), so the reading spells more anchor words than the text iff its regions do.
  const regions: number[] = [];
  for (let k = 0; k < changes.length; ) {
    const first = k;
    let from = changes[k]!;
    while (from > 0 && isLetter(text.charCodeAt(from - 1))) from--;
    let to = changes[k + 1]!;
    k += 3;
    // The next change joins the region when only letters lie between them.
    for (;;) {
      const stop = k < changes.length ? changes[k]! : text.length;
      while (to < stop && isLetter(text.charCodeAt(to))) to++;
      if (to < stop || k >= changes.length) break;
      to = changes[k + 1]!;
      k += 3;
    }
    regions.push(first, k, from, to);
  }
  const stretch = (r: number): Stretch => ({
    first: regions[r]!,
    end: regions[r + 1]!,
    from: regions[r + 2]!,
    to: regions[r + 3]!,
  });
  let kept = false;
  if (decoded) {
    // Kept when the reading holds an anchor word at all: one outside the regions (the text's own words,
    // every word being wholly in or out of a region) settles it before any region's reading is made.
    let last = 0;
    for (let r = 0; r <= regions.length && !kept; r += 4) {
      const next = r < regions.length ? regions[r + 2]! : text.length;
      kept = anchorCount(text, last, next, 0) > 0;
      last = regions[r + 3] ?? text.length;
    }
    for (let r = 0; r < regions.length && !kept; r += 4) kept = regionAnchors(text, changes, stretch(r)) > 0;
  } else {
    let gained = 0;
    for (let r = 0; r < regions.length; r += 4) gained += regionAnchors(text, changes, stretch(r));
    // Skipped outright when no changed region spells an anchor word: it cannot spell more than the text.
    if (gained === 0) return undefined;
    // The reading's anchor words are the text's, less those of its regions (`lost`), plus `gained`.
    let lost = 0;
    for (let r = 0; r < regions.length; r += 4) lost += anchorCount(text, regions[r + 2]!, regions[r + 3]!);
    // Round 20: as many as it loses is enough when one is a word the text lacks (`inst**ructions**` loses
    // `inst` and gains `instructions`); `**Ignore**` read as `Ignore` gains nothing new and is dropped.
    kept = gained > lost || (gained === lost && gainsWord(text, changes, regions));
  }
  return kept
    ? reading(text, changes, { first: 0, end: changes.length, from: 0, to: text.length })
    : undefined;
}

/**
 * The changes a reading makes, in order, three numbers each: where a change starts, where the text
 * resumes, and what is put in place (`DROP`, `SPACED` or a character code); then 1 when quoted-printable
 * was decoded, else 0. Reads no character past the text's end (a read there would return NaN and throw
 * the compiled loop back to the interpreter).
 */
function changesOf(text: string): number[] {
  const n = text.length;
  const at = (k: number) => (k < n ? text.charCodeAt(k) : -1);
  // Quoted-printable is read only in a text that uses its soft breaks or its escapes of `=` and blanks.
  const qp = QUOTED_PRINTABLE.test(text);
  const out: number[] = [];
  let decoded = 0;
  const marks = qp ? MARKS_QP : MARKS;
  // The next marker and the next one-letter word at or after `i`, each searched again only once passed.
  let mark = -1;
  let letter = -1;
  let i = 0;
  for (;;) {
    if (mark < i) {
      marks.lastIndex = i;
      mark = marks.test(text) ? marks.lastIndex - 1 : n;
    }
    if (letter < i) {
      ONE_LETTER.lastIndex = i;
      letter = ONE_LETTER.test(text) ? ONE_LETTER.lastIndex - 2 : n;
    }
    i = mark < letter ? mark : letter;
    if (i >= n) break;
    const c = text.charCodeAt(i);
    if (i === letter) {
      // Letters spaced or dotted apart, one separator between each: `I g n o r e`, `i.g.n.o.r.e`.
      const sep = text.charCodeAt(i + 1);
      let j = i;
      while (at(j + 1) === sep && isLetter(at(j + 2)) && !isWordChar(at(j + 3))) j += 2;
      if ((j - i) / 2 + 1 >= MIN_SPACED) out.push(i, j + 1, SPACED);
      i = j + 1;
      continue;
    }
    if (c === 61 && qp) {
      // `=` then a line break is a soft break; `=XX` a printable ASCII byte.
      const d = at(i + 1);
      if (d === 10 || (d === 13 && at(i + 2) === 10)) {
        const next = i + (d === 10 ? 2 : 3);
        out.push(i, next, DROP);
        decoded = 1;
        i = next;
        continue;
      }
      const hi = hexValue(d);
      const lo = hexValue(at(i + 2));
      const v = hi * 16 + lo;
      if (hi >= 0 && lo >= 0 && v >= 32 && v < 127) {
        out.push(i, i + 3, v);
        decoded = 1;
        i += 3;
        continue;
      }
    } else if (c === 92) {
      // A CSS escape: one to six hex digits and an optional blank; read only when it spells a letter.
      let j = i + 1;
      let v = 0;
      while (j < n && j - i <= 6 && hexValue(text.charCodeAt(j)) >= 0)
        v = v * 16 + hexValue(text.charCodeAt(j++));
      if (j > i + 1 && isLetter(v)) {
        const next = at(j) === 32 ? j + 1 : j;
        out.push(i, next, v);
        i = next;
        continue;
      }
      // Round 20: a LaTeX command's group inside a word (`in\textbf{struc}tions`, `\emph{Ig}nore`): a
      // reader of the typeset word reads its letters, so `\name{` and its `}` are nothing there.
      // Its `\` doubled is the same command in a JSON or code string.
      const close = latexGroupInWord(text, at(i + 1) === 92 ? i + 1 : i);
      if (close > 0) {
        out.push(i, text.indexOf('{', i) + 1, DROP, close, close + 1, DROP);
        i = close + 1;
        continue;
      }
    } else if ((c === 10 || c === 45 || c === 13) && i > 0 && isLetter(text.charCodeAt(i - 1))) {
      // A word broken by `-` and a break is joined (how typeset text breaks a word); by a bare break only
      // when the joined word is an anchor (else every line's last and next first word would join).
      let j = c === 45 ? i + 1 : i;
      if (at(j) === 13) j++;
      if (at(j) === 10) {
        j++;
        while (at(j) === 32 || at(j) === 9) j++;
        if ((c === 45 && isLetter(at(j))) || brokenWord(text, i, j)) {
          out.push(i, j, DROP);
          i = j;
          continue;
        }
      }
    } else if (c >= 0x2800 && c <= 0x283f) {
      // Braille (grade 1) spells a word a cell a letter, a model reads it: each letter cell reads as its
      // letter, the capital sign as nothing, the blank cell as a blank.
      const v = c === 0x2800 ? 32 : c === 0x2820 ? DROP : BRAILLE[c - 0x2800]!;
      if (v !== 0) {
        out.push(i, i + 1, v);
        i++;
        continue;
      }
    } else if (c === 37) {
      // A percent escape of a letter inside a prose word (`%49gnore`, `Ig%6eore`): a model decodes it on
      // sight. Read only beside a letter or another escape; a URL's `%2F` or `100%` spells no letter.
      const hi = hexValue(at(i + 1));
      const lo = hexValue(at(i + 2));
      const v = hi * 16 + lo;
      const d = at(i + 3);
      if (
        hi >= 0 &&
        lo >= 0 &&
        isLetter(v) &&
        ((i > 0 && isLetter(text.charCodeAt(i - 1))) || isLetter(d) || d === 37)
      ) {
        out.push(i, i + 3, v);
        i += 3;
        continue;
      }
    } else if ((c === 42 || c === 95 || c === 126) && i > 0 && isLetter(text.charCodeAt(i - 1))) {
      // Emphasis inside a word (`Ig**nore**`, `ign_ore_`), and since round 18 strike-through (`Ig~~nore~~`):
      // a reader still reads the letters, so markers between two are nothing. (Code's backtick was tried and
      // dropped: a bundle's template literals joined into a secret-shaped value, one held file.)
      let j = i;
      while (j < n && j - i < 3 && text.charCodeAt(j) === c) j++;
      // A marker closing emphasis opened inside the word (`ign_ore_`) is nothing too.
      const d = at(j);
      if (isLetter(d) || (j - i <= 2 && !isWordChar(d) && d !== c)) {
        out.push(i, j, DROP);
        i = j;
        continue;
      }
    }
    i++;
  }
  out.push(decoded);
  return out;
}

/** The longest command name and group read inside a word: longer is no formatting of a word's letters. */
const MAX_LATEX_NAME = 16;
const MAX_LATEX_GROUP = 32;

/**
 * Where the `}` of a LaTeX group opened by `\name{` at `at` stands, when the group holds letters only and
 * the two sit inside a word (a letter before the `\`, or before the `\\` the `\` at `at` ends, or after the
 * `}`); else -1. Bounded reads.
 */
function latexGroupInWord(text: string, at: number): number {
  let j = at + 1;
  while (j - at <= MAX_LATEX_NAME && isLetter(text.charCodeAt(j))) j++;
  if (j === at + 1 || text.charCodeAt(j) !== 123) return -1;
  let k = j + 1;
  while (k - j <= MAX_LATEX_GROUP && isLetter(text.charCodeAt(k))) k++;
  if (k === j + 1 || text.charCodeAt(k) !== 125) return -1;
  const before = text.charCodeAt(text.charCodeAt(at - 1) === 92 ? at - 2 : at - 1);
  return isLetter(before) || isLetter(text.charCodeAt(k + 1)) ? k : -1;
}

/** A stretch `[from, to)` of the text and the changes in it: `changes[first]` up to `changes[end]`. */
interface Stretch {
  first: number;
  end: number;
  from: number;
  to: number;
}

/** The stretch with its changes made. */
function reading(text: string, changes: number[], { first, end, from, to }: Stretch): string {
  const parts: string[] = [];
  let last = from;
  for (let k = first; k < end; k += 3) {
    const at = changes[k]!;
    const next = changes[k + 1]!;
    const put = changes[k + 2]!;
    if (at > last) parts.push(text.slice(last, at));
    if (put === SPACED) {
      let word = '';
      for (let p = at; p < next; p += 2) word += text[p];
      parts.push(word);
    } else if (put !== DROP) parts.push(String.fromCharCode(put));
    last = next;
  }
  if (last < to) parts.push(text.slice(last, to));
  return parts.join('');
}

/**
 * The anchor words the reading of a region `[from, to)` spells. A region whose changes only drop
 * characters (emphasis, breaks, soft breaks: most, `snake_case` among them) reads as one word, written
 * only when its length and first letters are an anchor word's; any other is written and counted.
 */
function regionAnchors(text: string, changes: number[], region: Stretch): number {
  const { first, end, from, to } = region;
  let length = to - from;
  for (let k = first; k < end; k += 3) {
    if (changes[k + 2] !== DROP) return anchorCount(reading(text, changes, region), 0, -1);
    length -= changes[k + 1]! - changes[k]!;
  }
  if (length === 0 || length > MAX_ANCHOR) return 0;
  // The word's first two letters: the region's characters, the dropped ones passed over.
  let k = first;
  const letterAt = (p: number): number => {
    while (k < end && p === changes[k]) {
      p = changes[k + 1]!;
      k += 3;
    }
    return p;
  };
  const a = letterAt(from);
  const b = length > 1 ? letterAt(a + 1) : -1;
  if (SHAPES[shapeOf(length, text.charCodeAt(a), b < 0 ? -1 : text.charCodeAt(b))] === 0) return 0;
  return ANCHORS.has(reading(text, changes, region).toLowerCase()) ? 1 : 0;
}

/**
 * How many words (runs of letters) of `text[from, to)` are anchor words, `to` < 0 for the text's end, or
 * `limit + 1` once past `limit`: a word read once, copied only when its shape is an anchor word's (linear).
 */
function anchorCount(text: string, from: number, end: number, limit = Number.POSITIVE_INFINITY): number {
  const to = end < 0 ? text.length : end;
  let count = 0;
  for (let i = from; i < to; ) {
    // Past the non-letters, then over one word: each character read once.
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    do i++;
    while (i < to && isLetter(text.charCodeAt(i)));
    const length = i - start;
    if (
      length <= MAX_ANCHOR &&
      SHAPES[shapeOf(length, text.charCodeAt(start), length > 1 ? text.charCodeAt(start + 1) : -1)] === 1 &&
      ANCHORS.has(text.slice(start, i).toLowerCase())
    ) {
      count += 1;
      if (count > limit) return count;
    }
  }
  return count;
}

/**
 * Whether the regions' reading spells some anchor word more often than their text does (both counted
 * over the regions only: outside them the two are the same words). Each region read once, and written once.
 */
function gainsWord(text: string, changes: number[], regions: number[]): boolean {
  const delta = new Map<string, number>();
  const tally = (s: string, sign: number) => {
    for (let i = 0; i < s.length; ) {
      if (!isLetter(s.charCodeAt(i))) {
        i++;
        continue;
      }
      const start = i;
      do i++;
      while (i < s.length && isLetter(s.charCodeAt(i)));
      if (i - start > MAX_ANCHOR) continue;
      const word = s.slice(start, i).toLowerCase();
      if (ANCHORS.has(word)) delta.set(word, (delta.get(word) ?? 0) + sign);
    }
  };
  for (let r = 0; r < regions.length; r += 4) {
    const region = { first: regions[r]!, end: regions[r + 1]!, from: regions[r + 2]!, to: regions[r + 3]! };
    tally(reading(text, changes, region), 1);
    tally(text.slice(region.from, region.to), -1);
  }
  for (const d of delta.values()) if (d > 0) return true;
  return false;
}

/** Whether the word a break at `at` (resumed at `next`) divides is an anchor word when joined. */
function brokenWord(text: string, at: number, next: number): boolean {
  let from = at;
  while (from > 0 && at - from <= MAX_ANCHOR && isLetter(text.charCodeAt(from - 1))) from--;
  let to = next;
  while (to < text.length && to - next <= MAX_ANCHOR && isLetter(text.charCodeAt(to))) to++;
  const length = at - from + to - next;
  if (to === next || length > MAX_ANCHOR) return false;
  const second = at - from > 1 ? from + 1 : at > from ? next : next + 1;
  if (
    SHAPES[
      shapeOf(length, text.charCodeAt(at > from ? from : next), length > 1 ? text.charCodeAt(second) : -1)
    ] === 0
  )
    return false;
  return ANCHORS.has((text.slice(from, at) + text.slice(next, to)).toLowerCase());
}
