// Respellings a model reads as the plain word (docs/screening.md, 'Round 16: respellings'): letters
// spaced or dotted apart (`I g n o r e  a l l`, `i.g.n.o.r.e`), a word broken by a line break or `-` and
// a break (`Ign-\nore`), emphasis inside a word (`Ig**nore**`), CSS escapes (`\69 gnore`) and
// quoted-printable (`=20`, `=3D`, soft breaks `=\n`). A reading beside the text, kept only when it spells
// more of the words an injection window opens at than the text does: code's `x**2` and `snake_case`
// join only in a text that respells an order too, and the text itself is still read as written.
import { ANCHOR_WORDS } from './injection-signals.js';

const ANCHORS: ReadonlySet<string> = new Set(ANCHOR_WORDS);
/** The longest anchor word: a word broken by a line break is joined only when it spells one. */
const MAX_ANCHOR = Math.max(...ANCHOR_WORDS.map((w) => w.length));
/** Letters in a row, spaced or dotted apart, that read as one word (fewer is an initial or `a b`). */
const MIN_SPACED = 3;

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57);
const hexValue = (c: number) =>
  c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;

/**
 * The text as a model reads its respelled words, or undefined when that reading spells no more anchor
 * words than the text. One pass; each character is looked at a bounded number of times (a line break's
 * words at most `MAX_ANCHOR` each way, a spaced run once).
 */
export function respelled(text: string): string | undefined {
  // Quoted-printable is read only in a text that uses its soft breaks or its escapes of `=` and blanks.
  const qp = text.includes('=\n') || text.includes('=\r\n') || text.includes('=20') || text.includes('=3D');
  const parts: string[] = [];
  let last = 0;
  let changed = false;
  let decoded = false;
  const put = (at: number, next: number, s: string) => {
    if (at > last) parts.push(text.slice(last, at));
    parts.push(s);
    last = next;
    changed = true;
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 61 && qp) {
      // `=` then a line break is a soft break; `=XX` a printable ASCII byte.
      const d = text.charCodeAt(i + 1);
      if (d === 10 || (d === 13 && text.charCodeAt(i + 2) === 10)) {
        put(i, i + (d === 10 ? 2 : 3), '');
        decoded = true;
        i = last;
        continue;
      }
      const v = hexValue(d) * 16 + hexValue(text.charCodeAt(i + 2));
      if (hexValue(d) >= 0 && hexValue(text.charCodeAt(i + 2)) >= 0 && v >= 32 && v < 127) {
        put(i, i + 3, String.fromCharCode(v));
        decoded = true;
        i = last;
        continue;
      }
    } else if (c === 92) {
      // A CSS escape: one to six hex digits and an optional blank; read only when it spells a letter.
      let j = i + 1;
      let v = 0;
      while (j < n && j - i <= 6 && hexValue(text.charCodeAt(j)) >= 0)
        v = v * 16 + hexValue(text.charCodeAt(j++));
      if (j > i + 1 && isLetter(v)) {
        put(i, text.charCodeAt(j) === 32 ? j + 1 : j, String.fromCharCode(v));
        i = last;
        continue;
      }
    } else if ((c === 10 || c === 45 || c === 13) && i > 0 && isLetter(text.charCodeAt(i - 1))) {
      // A word broken by `-` and a break is joined (how typeset text breaks a word); by a bare break only
      // when the joined word is an anchor (else every line's last and next first word would join).
      let j = c === 45 ? i + 1 : i;
      if (text.charCodeAt(j) === 13) j++;
      if (text.charCodeAt(j) === 10) {
        j++;
        while (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9) j++;
        if ((c === 45 && isLetter(text.charCodeAt(j))) || brokenWord(text, i, j)) {
          put(i, j, '');
          i = last;
          continue;
        }
      }
    } else if ((c === 42 || c === 95) && i > 0 && isLetter(text.charCodeAt(i - 1))) {
      // Emphasis inside a word (`Ig**nore**`, `ign_ore_`): its markers between two letters are nothing.
      let j = i;
      while (j < n && j - i < 3 && text.charCodeAt(j) === c) j++;
      // A marker closing emphasis opened inside the word (`ign_ore_`) is nothing too.
      if (
        isLetter(text.charCodeAt(j)) ||
        (j - i <= 2 && !isWordChar(text.charCodeAt(j)) && text.charCodeAt(j) !== c)
      ) {
        put(i, j, '');
        i = last;
        continue;
      }
    } else if (isLetter(c) && (i === 0 || !isWordChar(text.charCodeAt(i - 1)))) {
      // Letters spaced or dotted apart, one separator between each: `I g n o r e`, `i.g.n.o.r.e`.
      const sep = text.charCodeAt(i + 1);
      if (sep === 32 || sep === 46) {
        let j = i;
        while (
          text.charCodeAt(j + 1) === sep &&
          isLetter(text.charCodeAt(j + 2)) &&
          !isWordChar(text.charCodeAt(j + 3))
        )
          j += 2;
        if ((j - i) / 2 + 1 >= MIN_SPACED) {
          let word = '';
          for (let k = i; k <= j; k += 2) word += text[k];
          put(i, j + 1, word);
          i = last;
          continue;
        }
        i = j + 1;
        continue;
      }
    }
    i++;
  }
  if (!changed) return undefined;
  if (last < n) parts.push(text.slice(last));
  const reading = parts.join('');
  // Decoded quoted-printable (escapes, soft breaks) moves word boundaries, not words: kept when it holds an anchor word at all.
  const before = decoded ? 0 : anchorCount(text);
  return anchorCount(reading) > before ? reading : undefined;
}

/** Whether the word a break at `at` (resumed at `next`) divides is an anchor word when joined. */
function brokenWord(text: string, at: number, next: number): boolean {
  let from = at;
  while (from > 0 && at - from <= MAX_ANCHOR && isLetter(text.charCodeAt(from - 1))) from--;
  let to = next;
  while (to < text.length && to - next <= MAX_ANCHOR && isLetter(text.charCodeAt(to))) to++;
  if (to === next || at - from + to - next > MAX_ANCHOR) return false;
  return ANCHORS.has((text.slice(from, at) + text.slice(next, to)).toLowerCase());
}

/** How many words of `text` are anchor words (a word read once: linear). */
function anchorCount(text: string): number {
  let count = 0;
  let from = -1;
  for (let i = 0; i <= text.length; i++) {
    const letter = i < text.length && isLetter(text.charCodeAt(i));
    if (letter && from < 0) from = i;
    else if (!letter && from >= 0) {
      if (i - from <= MAX_ANCHOR && ANCHORS.has(text.slice(from, i).toLowerCase())) count++;
      from = -1;
    }
  }
  return count;
}
