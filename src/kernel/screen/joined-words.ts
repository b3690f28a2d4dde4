// Words a model reads as a sentence though the text joins them (docs/screening.md, 'Round 21: red team'):
// an identifier or a slug of words (`Ignore-all-previous-instructions`, `ignore_all_previous_instructions`,
// `ignoreAllPreviousInstructions`, a URL's `#ignore-all-previous-instructions`) and one word per string of
// a JSON array (`["Ignore","all","previous","instructions"]`). The reading holds only those, one to a line,
// its words apart; the injection stage reads it alone and counts it only where it is an order by itself,
// so an identifier in code that names an anchor word (`system_prompt_template`) costs a line, not a verdict.
import { ANCHOR_WORDS, JOINED_ORDER_VERBS } from './injection-signals.js';
import { type PartGroup, partGroups } from './json-parts.js';
import { SENTENCE_FUNCTION_WORDS } from './vocabulary.js';

const ANCHORS: ReadonlySet<string> = new Set(ANCHOR_WORDS);
const MAX_ANCHOR = Math.max(...ANCHOR_WORDS.map((w) => w.length));
/** Parts a joined run needs (fewer is a name: `api-key`, `systemPrompt`), and anchor words among them. */
const MIN_PARTS = 3;
const MIN_ANCHORS = 2;
/** One-word strings an array needs in a row to be read as a sentence's words. */
const MIN_CELLS = 3;
/** One-word parts a group is read for its test (an order is short; the rest of a long list is still joined). */
const MAX_READ_CELLS = 32;

/**
 * Where a run may join words: a letter or digit before `-` or `_` (`ignore-all`, `ignore__all`), or a small
 * letter before a capital (`ignoreAll`). Fixed-length alternatives, one native search: each start tried once.
 */
const JOINT = /[A-Za-z0-9][-_]|[a-z][A-Z]/g;

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isRunChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 45 || c === 95;

/** Lines read together: few enough that their anchor words stay within a window's density budget. */
export const JOINED_BATCH_LINES = 16;

/** The joined reading of `text`, or undefined when no run or array spells anchor words apart. */
export function joinedReading(text: string): string | undefined {
  return joinedBatches(text)?.join('\n');
}

/**
 * The joined reading in batches of at most JOINED_BATCH_LINES distinct lines, each read on its own: code names
 * the same anchor words in many identifiers (`system_prompt_template` a hundred times), which read
 * together would be too dense to read; a batch is not, and an order is one line.
 */
export function joinedBatches(text: string): string[] | undefined {
  const lines: string[] = [];
  identifierLines(text, lines);
  arrayLines(text, lines);
  cellLines(text, lines);
  if (lines.length === 0) return undefined;
  const distinct = [...new Set(lines)];
  const batches: string[] = [];
  for (let k = 0; k < distinct.length; k += JOINED_BATCH_LINES)
    batches.push(distinct.slice(k, k + JOINED_BATCH_LINES).join('\n'));
  return batches;
}

/** Each run of words joined by `-`, `_` or a capital, read with its words apart, when anchor words are among them. */
function identifierLines(text: string, lines: string[]): void {
  let runEnd = 0;
  JOINT.lastIndex = 0;
  for (let m = JOINT.exec(text); m !== null; m = JOINT.exec(text)) {
    if (m.index < runEnd) {
      JOINT.lastIndex = runEnd;
      continue;
    }
    // The run around the joint, each character walked once: a later joint inside it is skipped.
    let start = m.index;
    while (start > runEnd && isRunChar(text.charCodeAt(start - 1))) start--;
    let end = m.index + m[0].length;
    while (end < text.length && isRunChar(text.charCodeAt(end))) end++;
    runEnd = end;
    JOINT.lastIndex = end;
    const line = splitRun(text, start, end);
    if (line !== undefined) lines.push(line);
  }
}

/**
 * Which (length, first letter, second letter) an anchor word has: a part is copied and looked up only when
 * its shape is one, so the names of code (`user_name`, `getValue`) cost no copy.
 */
const SHAPES = (() => {
  const t = new Uint8Array((MAX_ANCHOR + 1) * 27 * 27);
  for (const w of ANCHORS)
    if (/^[a-z]{2,}$/.test(w)) t[shapeOf(w.length, w.charCodeAt(0), w.charCodeAt(1))] = 1;
  return t;
})();
function shapeOf(length: number, a: number, b: number): number {
  return (length * 27 + ((a | 32) - 97)) * 27 + ((b | 32) - 97);
}
const anchorShaped = (text: string, from: number, to: number) =>
  to - from >= 2 &&
  to - from <= MAX_ANCHOR &&
  isLetter(text.charCodeAt(from)) &&
  isLetter(text.charCodeAt(from + 1)) &&
  SHAPES[shapeOf(to - from, text.charCodeAt(from), text.charCodeAt(from + 1))] === 1;

/** The run's words apart (`ignore all previous`), or undefined when it has too few parts or anchor words. */
function splitRun(text: string, start: number, end: number): string | undefined {
  // First without a copy: the parts, the anchor-shaped ones looked up; most runs stop here.
  let parts = 0;
  let anchors = 0;
  let verb = false;
  for (let i = start, from = start; i <= end; i++) {
    const c = i < end ? text.charCodeAt(i) : 45;
    const cut = c === 45 || c === 95 || (c >= 65 && c <= 90 && i > from && isSmall(text.charCodeAt(i - 1)));
    if (!cut) continue;
    if (i > from) {
      parts++;
      if (anchorShaped(text, from, i)) {
        const lower = text.slice(from, i).toLowerCase();
        if (ANCHORS.has(lower)) anchors++;
        if (!verb) verb = JOINED_ORDER_VERBS.has(lower);
      }
    }
    from = c === 45 || c === 95 ? i + 1 : i;
  }
  if (parts < MIN_PARTS || anchors < MIN_ANCHORS || !verb) return undefined;
  const words: string[] = [];
  let from = start;
  for (let i = start; i <= end; i++) {
    const c = i < end ? text.charCodeAt(i) : 45;
    // A word ends at `-`, `_`, the run's end, or before a capital that follows a small letter.
    const cut = c === 45 || c === 95 || (c >= 65 && c <= 90 && i > from && isSmall(text.charCodeAt(i - 1)));
    if (!cut) continue;
    if (i > from) words.push(text.slice(from, i));
    from = c === 45 || c === 95 ? i + 1 : i;
  }
  return words.join(' ');
}

const isSmall = (c: number) => c >= 97 && c <= 122;

/**
 * A JSON array's (or counted keys') strings in a row, and an object's keys in order (round 22), joined by a
 * blank, when they read as an order (`orderLine`).
 */
function arrayLines(text: string, lines: string[]): void {
  // Strings in a row or keys: a JSON text without `","`, `", "` or `":` has none to join (native searches).
  if (!text.includes('","') && !text.includes('", "') && !text.includes('",\n') && !text.includes('":'))
    return;
  const keys: PartGroup[] = [];
  const groups = partGroups(text, keys);
  if (groups === undefined) return;
  for (const group of groups) orderLine(text, group, lines);
  for (const group of keys) orderLine(text, group, lines);
}

/**
 * The parts `[start, end)` joined by a blank onto `lines`, when at least MIN_CELLS are one word each (parts
 * that are sentences are read as written already) and one is an order's verb, with a word a sentence has
 * and a keyword list has not, or, of content words alone, the verb first, no other, and MIN_ANCHORS anchor
 * words (`["Override","previous","instructions"]`: an imperative opens with its verb; a list of tags seldom
 * does, and a keyword list of orders names several verbs).
 */
function orderLine(text: string, group: readonly number[], lines: string[]): void {
  let cells = 0;
  let sentence = false;
  let verbFirst = false;
  let verbs = 0;
  let anchors = 0;
  for (let k = 0; k < group.length && cells < MAX_READ_CELLS; k += 2) {
    if (!oneWord(text, group[k]!, group[k + 1]!)) continue;
    const word = text.slice(group[k]!, group[k + 1]!).toLowerCase();
    if (!sentence) sentence = SENTENCE_FUNCTION_WORDS.has(word);
    if (JOINED_ORDER_VERBS.has(word)) {
      if (cells === 0) verbFirst = true;
      verbs++;
    }
    if (ANCHORS.has(word)) anchors++;
    cells++;
  }
  // A list of an order's verbs (`["ignore","system","prompt","override"]`) is a keyword list: one verb only.
  const contentOrder = verbFirst && verbs === 1 && anchors >= MIN_ANCHORS;
  if (cells < MIN_CELLS || verbs === 0 || !(sentence || contentOrder)) return;
  const parts: string[] = [];
  for (let k = 0; k < group.length; k += 2) parts.push(text.slice(group[k]!, group[k + 1]!));
  lines.push(parts.join(' '));
}

/**
 * Cells of a delimited line (`Ignore,all,previous,instructions`, `"Ignore";"all";…`), one word each: a model
 * reads the row as its words. Each line with a cut between two letters (`,` or `;`, no blank) is read once.
 */
function cellLines(text: string, lines: string[]): void {
  CELL_CUT.lastIndex = 0;
  for (let m = CELL_CUT.exec(text); m !== null; m = CELL_CUT.exec(text)) {
    const from = text.lastIndexOf('\n', m.index) + 1;
    let to = text.indexOf('\n', m.index);
    if (to < 0) to = text.length;
    CELL_CUT.lastIndex = to;
    const cells: number[] = [];
    for (let start = from, i = from; i <= to; i++) {
      const c = i < to ? text.charCodeAt(i) : 44;
      if (c !== 44 && c !== 59 && c !== 9 && c !== 13) continue;
      let s = start;
      let e = i;
      while (s < e && (text.charCodeAt(s) === 32 || text.charCodeAt(s) === 34)) s++;
      while (e > s && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 34)) e--;
      cells.push(s, e);
      start = i + 1;
    }
    if (cells.length >= 2 * MIN_CELLS) orderLine(text, cells, lines);
  }
}
/**
 * Two cuts between letters around a word (a quote either side allowed): where a delimited line of three words
 * or more may be. The word's bounded length keeps each start's work fixed.
 */
const CELL_CUT = /[A-Za-z]"?[,;]"?[A-Za-z]{1,24}"?[,;]"?[A-Za-z]/g;

/** `[start, end)` holds one word of letters: no blank, no escape. */
function oneWord(text: string, start: number, end: number): boolean {
  if (end - start < 1 || end - start > MAX_ANCHOR + 8) return false;
  for (let i = start; i < end; i++) if (!isLetter(text.charCodeAt(i))) return false;
  return true;
}
