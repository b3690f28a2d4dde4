// What the injection screener knows about a whole text before it weighs any window: its lowercase form,
// code fences and HTML comments, whether it discusses injection as a topic, and where quotations are.
import { FOREIGN_TOPIC_TERMS, TOPIC_TERMS } from './injection-signals.js';
import { PRINT_COMMANDS } from './vocabulary.js';
import { workDone } from './work.js';

export interface Context {
  text: string;
  lower: string;
  /** Offsets of ``` fences, for "inside a code block". */
  fences: number[];
  /** `[start, end)` of HTML `<pre>` and `<code>` elements, outermost: a page's code block, as a fence is (round 24). */
  codes: number[];
  /** `[start, end)` of HTML comments. */
  comments: number[];
  /** `false` while the first pass ignores the topic; otherwise topic terms are looked up on demand. */
  topic: false | undefined;
  /** Offsets of topic terms and which term each is, found on first use. */
  topicHits?: { at: number[]; term: string[] };
  /** Every topic term in the text, as the scan found them (`Lexed.topics`), when it looked. */
  topics?: number[];
  /** The text is known to be ASCII (`Lexed.ascii`): no window of it needs a look for other scripts. */
  ascii: boolean;
  /** One of its anchor words names the model (set while windows are opened). */
  namesModel?: boolean;
  /** The text is a record of releases (`releaseRecord`), once asked. */
  releases?: boolean;
  /** `[start, end)` of each member's description (`memberDocAt`), once asked. */
  memberDocs?: number[];
  /** Whether a member description's sentence speaks to its reader now, by the sentence's start. */
  readerNow?: Map<number, boolean>;
  /** `[start, end)` of each option's help text (`helpTexts`), once asked. */
  helpTexts?: number[];
  /** `[start, end)` of each cell of a Markdown table (`tableCells`), once asked. */
  tableCells?: number[];
  /** Each 32-character block's effect on the quote state plus one (0: not yet computed), `quoteBlock`. */
  quoteBlocks?: Uint16Array;
}

export function contextOf(text: string, topics?: number[], ascii = false): Context {
  let lower = text.toLowerCase();
  // Offsets into `lower` are offsets into `text`: a character whose lowercase is longer (`İ`) stays as is.
  if (lower.length !== text.length) lower = text.replace(/[A-Z]+|[^\x00-\x7f]/gu, lowerSameLength);
  // A `\n` escape (a JSON string, an iCalendar DESCRIPTION) breaks the line for whoever reads it decoded:
  // "\n\nTo the scheduling assistant:" opens a line, it is not the word `nto`. Same length, same offsets.
  lower = withEscapedBreaks(lower, text);
  const fences: number[] = [];
  for (let i = text.indexOf('```'); i >= 0 && fences.length < 4096; i = text.indexOf('```', i + 3))
    fences.push(i);
  const comments: number[] = [];
  for (let i = text.indexOf('<!--'); i >= 0 && comments.length < 4096; ) {
    const end = text.indexOf('-->', i + 4);
    comments.push(i, end < 0 ? text.length : end + 3);
    if (end < 0) break;
    i = text.indexOf('<!--', end + 3);
  }
  return { text, lower, fences, codes: codeElements(lower), comments, topic: undefined, topics, ascii };
}

/** An HTML `<pre>` or `<code>` tag, opening or closing. Literal alternation: linear. */
const CODE_TAG = /<(\/?)(?:pre|code)[\s>]/g;

/** `[start, end)` of each outermost `<pre>` or `<code>` element (one left open runs to the end). */
function codeElements(lower: string): number[] {
  const codes: number[] = [];
  if (!lower.includes('<pre') && !lower.includes('<code')) return codes;
  let depth = 0;
  CODE_TAG.lastIndex = 0;
  for (let m = CODE_TAG.exec(lower); m !== null && codes.length < 4096; m = CODE_TAG.exec(lower)) {
    if (m[1] === '') {
      if (depth++ === 0) codes.push(m.index);
    } else if (depth > 0 && --depth === 0) codes.push(m.index + m[0].length);
  }
  if (depth > 0) codes.push(lower.length);
  return codes;
}

/**
 * `lower` (of `text`, or `text` itself) with each `\n`, `\r` escape before a letter read as a line break and
 * each `\t` as blanks: same length, same offsets.
 */
export function withEscapedBreaks(lower: string, text: string = lower): string {
  return lower.includes('\\')
    ? lower.replace(ESCAPED_BREAK, (seq, at: number) => escapedBreak(text, seq, at))
    : lower;
}

/** A `\n`, `\r` or `\t` escape before a letter. */
const ESCAPED_BREAK = /\\[nrt](?=\p{L})/gu;
/** An escape only as written in lowercase (`\N` is no escape, and the lexer reads it as a letter). */
function escapedBreak(text: string, sequence: string, at: number): string {
  const c = text.charCodeAt(at + 1);
  if (c !== 110 && c !== 114 && c !== 116) return sequence;
  return sequence === '\\t' ? '  ' : ' \n';
}

// A class or one code point per match: linear.
function lowerSameLength(ch: string): string {
  const lower = ch.toLowerCase();
  return lower.length === ch.length ? lower : ch;
}

/**
 * The text around `offset` discusses prompt injection (two or more distinct topic terms within
 * TOPIC_REACH characters): examples there are dampened. Local, so one article inside a long result
 * does not shelter a payload elsewhere in it.
 */
export function isTopic(ctx: Context, offset: number): boolean {
  if (ctx.topic === false) return false;
  ctx.topicHits ??= withForeign(ctx, ctx.topics ? topicMatches(ctx.topics) : topicSearch(ctx.lower));
  const { at, term } = ctx.topicHits;
  let first: string | undefined;
  for (let i = countBelow(at, offset - TOPIC_REACH); i < at.length && at[i]! <= offset + TOPIC_REACH; i++) {
    if (first === undefined) first = term[i];
    else if (term[i] !== first) return true;
  }
  return false;
}

const TOPIC_REACH = 1500;
const MAX_TOPIC_HITS = 65536;

// Literals only: linear.
const TOPIC_RE = new RegExp(TOPIC_TERMS.join('|'), 'g');
const FOREIGN_TOPIC_RE = new RegExp(FOREIGN_TOPIC_TERMS.join('|'), 'g');

/** The topic hits with those of FOREIGN_TOPIC_TERMS merged in by offset, for a text that is not ASCII. */
function withForeign(ctx: Context, hits: { at: number[]; term: string[] }): { at: number[]; term: string[] } {
  if (ctx.ascii) return hits;
  const found: [number, string][] = hits.at.map((at, i) => [at, hits.term[i]!]);
  FOREIGN_TOPIC_RE.lastIndex = 0;
  for (
    let m = FOREIGN_TOPIC_RE.exec(ctx.lower);
    m !== null && found.length < MAX_TOPIC_HITS;
    m = FOREIGN_TOPIC_RE.exec(ctx.lower)
  )
    found.push([m.index, m[0]]);
  if (found.length === hits.at.length) return hits;
  found.sort((x, y) => x[0] - y[0]);
  return { at: found.map((f) => f[0]), term: found.map((f) => f[1]) };
}

/** The matches of TOPIC_RE in the lowercase text (leftmost, first listed term, no overlaps). */
function topicSearch(lower: string): { at: number[]; term: string[] } {
  const hits = { at: [] as number[], term: [] as string[] };
  TOPIC_RE.lastIndex = 0;
  for (
    let m = TOPIC_RE.exec(lower);
    m !== null && hits.at.length < MAX_TOPIC_HITS;
    m = TOPIC_RE.exec(lower)
  ) {
    hits.at.push(m.index);
    hits.term.push(m[0]);
  }
  return hits;
}

/**
 * The same matches picked from every occurrence the scan found: by start, the first listed term at a
 * start, none overlapping the one before (how the regular expression reads them).
 */
function topicMatches(found: number[]): { at: number[]; term: string[] } {
  const order: number[] = [];
  for (let i = 0; i < found.length; i += 2) order.push(i);
  order.sort((x, y) => found[x]! - found[y]! || found[x + 1]! - found[y + 1]!);
  const hits = { at: [] as number[], term: [] as string[] };
  let end = 0;
  for (const i of order) {
    if (hits.at.length >= MAX_TOPIC_HITS) break;
    const at = found[i]!;
    if (at < end) continue;
    const term = TOPIC_TERMS[found[i + 1]!]!;
    hits.at.push(at);
    hits.term.push(term);
    end = at + term.length;
  }
  return hits;
}

/** How many of the sorted offsets are below `offset`. */
function countBelow(sorted: number[], offset: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Inside one of the sorted, disjoint `[start, end)` pairs. */
export function inRanges(ranges: number[], offset: number): boolean {
  return countBelow(ranges, offset + 1) % 2 === 1;
}

export function inFence(ctx: Context, offset: number): boolean {
  return countBelow(ctx.fences, offset) % 2 === 1;
}

/** Inside an HTML `<pre>` or `<code>` element: a page shows a chat template's tokens there (round 24). */
export function inCodeElement(ctx: Context, offset: number): boolean {
  return countBelow(ctx.codes, offset + 1) % 2 === 1;
}

/** Inside a quotation on its own line, inside backticks, a POD code (`C<...>`) or a code fence. */
export function quotedAt(ctx: Context, offset: number): boolean {
  if (inFence(ctx, offset)) return true;
  return isQuoted(quoteStateAt(ctx, offset));
}

/** How far back the quote state is read: a quotation opened earlier on a long line no longer counts. */
const QUOTE_REACH = 400;
/** Characters per block of `quoteBlock`: a power of two (`QUOTE_SHIFT`). */
const QUOTE_SHIFT = 5;
const QUOTE_BLOCK = 1 << QUOTE_SHIFT;

/**
 * The quote state at `offset`, read from QUOTE_REACH characters back (or the text's start). A line break
 * resets the state (`quoteStep`), so reading through it is reading from the line's start. Whole blocks
 * in between are applied as their precomputed effect on each of the five states (`quoteBlock`): a text
 * of chat markers on one long line made every call step 400 characters and search 400 back for its
 * line's start (0.5 s of CPU per 256 KiB of `<|im_start|> `); now at most two partial blocks and twelve
 * look-ups.
 */
export function quoteStateAt(ctx: Context, offset: number): number {
  const text = ctx.text;
  let i = Math.max(0, offset - QUOTE_REACH);
  let state = 0;
  if (offset - i > 2 * QUOTE_BLOCK) {
    const firstBlock = (i + QUOTE_BLOCK - 1) >> QUOTE_SHIFT;
    const lastBlock = offset >> QUOTE_SHIFT;
    for (; i < firstBlock << QUOTE_SHIFT; i++) state = quoteStep(state, text, i);
    for (let k = firstBlock; k < lastBlock; k++) state = (quoteBlock(ctx, k) >> (3 * state)) & 7;
    i = lastBlock << QUOTE_SHIFT;
    workDone(lastBlock - firstBlock);
  }
  workDone(offset - i);
  for (; i < offset; i++) state = quoteStep(state, text, i);
  return state;
}

/**
 * Block `k`'s effect on the quote state: three bits per starting state (0 to 4), computed once a text. The
 * step at a character depends only on the state and the text, so the effect of a block is a function.
 */
function quoteBlock(ctx: Context, k: number): number {
  ctx.quoteBlocks ??= new Uint16Array((ctx.text.length >> QUOTE_SHIFT) + 1);
  const known = ctx.quoteBlocks[k]!;
  if (known !== 0) return known - 1;
  const text = ctx.text;
  const from = k << QUOTE_SHIFT;
  const to = Math.min(text.length, from + QUOTE_BLOCK);
  let effect = 0;
  for (let s = 0; s < QUOTE_STATES; s++) {
    let state = s;
    for (let i = from; i < to; i++) state = quoteStep(state, text, i);
    effect |= state << (3 * s);
  }
  workDone(QUOTE_STATES * (to - from));
  ctx.quoteBlocks[k] = effect + 1;
  return effect;
}

export const QUOTE = 1;
/** Prose, a quotation, a data string, a POD code and a POD code inside one (`quoteBlock` packs 3 bits each). */
const QUOTE_STATES = 5;
const DATA = 2;
/** Inside a Perl POD formatting code (`C<system>`, `B<print>`): the manual's own code span. */
export const POD = 3;
/** A POD code inside another (`L<C<system>|/system LIST>`): its `>` returns to the outer code, not to prose. */
const POD_INNER = 4;
/** Quoted as prose quotes or as POD marks code: what such a span holds is named, not said. */
export const isQuoted = (state: number): boolean => state === QUOTE || state >= POD;

/** Inside a POD code: `>` closes the innermost, a code's `<` opens one inside (two deep; deeper reads as two). */
function podStep(state: number, c: number, prev: number, before: number): number {
  if (c === 62) return state === POD_INNER ? POD : 0;
  return c === 60 && podCode(prev, before) ? POD_INNER : state;
}

/**
 * `<` after a POD formatting letter (B, C, E, F, I, L, S, X, Z, either case since the tokenizer reads
 * lowercased text) that does not end a longer name: `C<system>` is code, `Array<string>` is not POD.
 */
function podCode(prev: number, before: number): boolean {
  const p = prev | 32;
  if (
    !(
      p === 98 ||
      p === 99 ||
      p === 101 ||
      p === 102 ||
      p === 105 ||
      p === 108 ||
      p === 115 ||
      p === 120 ||
      p === 122
    )
  )
    return false;
  const b = before | 32;
  return !((b >= 97 && b <= 122) || (before >= 48 && before <= 57) || before === 95);
}

/**
 * Quote state machine. A quotation opened in prose (after a letter or a space) dampens what it holds; a
 * string opened after `:`, `=`, `[`, `,`, `{`, `(` or at a line start is data (a JSON value, a
 * config string) and does not, since that is exactly where a tool result carries an injection.
 */
export function quoteStep(state: number, text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 10) return 0;
  // An escaped quote (`\"` inside a JSON string) is text, not a delimiter.
  if (i > 0 && text.charCodeAt(i - 1) === 92) return state;
  if (state >= POD) return podStep(state, c, text.charCodeAt(i - 1), i > 1 ? text.charCodeAt(i - 2) : 32);
  if (c === 60 && state === 0 && podCode(text.charCodeAt(i - 1), i > 1 ? text.charCodeAt(i - 2) : 32))
    return POD;
  if (c === 96) return state === 0 ? QUOTE : state === QUOTE ? 0 : state;
  if (c === 34) {
    if (pairedQuote(i, text.length, (j) => text.charCodeAt(j))) return state;
    if (state !== 0) return 0;
    return opensData(text, i) ? DATA : QUOTE;
  }
  return curlyStep(state, c);
}

/** How many quotes back a run of them is counted: a longer run is read as pairs from this far back. */
const MAX_QUOTE_RUN = 16;

/**
 * A quote in a pair of adjacent ones (a run's quotes pair from its first, an odd last one stands alone):
 * CSV's escaped quote inside a field (`"The ""cloud"" is fine"`, RFC 4180) or an empty string, either
 * of which leaves the state as it was. Read as a close and an open, a CSV field's `""word""` turned the
 * rest of the field into a quotation that dampens an order in it (round 25).
 */
function pairedQuote(i: number, length: number, at: (j: number) => number): boolean {
  let before = 0;
  let j = i - 1;
  while (j >= 0 && before < MAX_QUOTE_RUN && at(j) === 34) {
    before++;
    j--;
  }
  // A run opened by an escaped quote (`\""`) starts after it.
  if (before > 0 && j >= 0 && at(j) === 92 && before < MAX_QUOTE_RUN) before--;
  if (before % 2 === 1) return true;
  return i + 1 < length && at(i + 1) === 34;
}

/** `quoteStep` read from the text's code units (`codeUnits`), for the tokenizer's loop. */
/**
 * Typographic quotes: “…” and «…», German „…“ (whose closing mark is the English opening one), and
 * the CJK brackets 「…」 and 『…』.
 */
function curlyStep(state: number, c: number): number {
  if (c === 0x201c) return state === QUOTE ? 0 : state === 0 ? QUOTE : state;
  if (c === 0x201e || c === 0xab || c === 0x300c || c === 0x300e) return state === 0 ? QUOTE : state;
  if (c === 0x201d || c === 0xbb || c === 0x300d || c === 0x300f) return state === QUOTE ? 0 : state;
  return state;
}

export function quoteStepUnits(state: number, codes: Uint16Array, i: number): number {
  const c = codes[i]!;
  if (c === 10) return 0;
  if (i > 0 && codes[i - 1] === 92) return state;
  if (state >= POD) return podStep(state, c, i > 0 ? codes[i - 1]! : 32, i > 1 ? codes[i - 2]! : 32);
  if (c === 60 && state === 0 && i > 0 && podCode(codes[i - 1]!, i > 1 ? codes[i - 2]! : 32)) return POD;
  if (c === 96) return state === 0 ? QUOTE : state === QUOTE ? 0 : state;
  if (c === 34) {
    if (pairedQuote(i, codes.length, (j) => codes[j]!)) return state;
    if (state !== 0) return 0;
    return opensDataUnits(codes, i) ? DATA : QUOTE;
  }
  return curlyStep(state, c);
}

function opensDataUnits(codes: Uint16Array, i: number): boolean {
  for (let k = i - 1, reach = 8; k >= 0 && i - k < reach; k--) {
    const c = codes[k]!;
    if (c === 32 || c === 9 || c === 92) continue;
    if (c === 34) return csvField(k, (j) => codes[j]!);
    // A YAML anchor or tag stands a blank before the quote (a string's closing quote has none: no look back).
    const node = k < i - 1 ? yamlNodeProperty(k, (j) => codes[j]!) : -1;
    if (node >= 0) {
      reach += k - node;
      k = node;
      continue;
    }
    if (c === 40) return k === 0 || !proseSpace(codes[k - 1]!);
    if (k < i - 1 && isNameUnit(c)) return calledWith(k, (j) => codes[j]!);
    return c === 58 || c === 61 || c === 91 || c === 44 || c === 123 || c === 10;
  }
  return true;
}

/**
 * A quote after a pair of them (`"""`) opens a CSV field after `,` (`,"""cloud"" is …"`), and a quotation
 * elsewhere: a Python docstring describes (`"""Send `data' to the server.`), as it read before round 25.
 */
function csvField(k: number, at: (j: number) => number): boolean {
  let j = k;
  while (j >= 0 && k - j < MAX_QUOTE_RUN && at(j) === 34) j--;
  return j >= 0 && at(j) === 44;
}

/** How long a YAML anchor's or tag's name is read back (`&defaults`, `!!str`). */
const MAX_NODE_PROPERTY = 32;

/**
 * Where a YAML anchor or tag (`&name`, `!!str`, `!tag`) ending at `k` starts, or -1: `key: &msg "…"` is the
 * key's value as `key: "…"` is (round 22), so the quote after it opens data, not a quotation.
 */
function yamlNodeProperty(k: number, at: (j: number) => number): number {
  let j = k;
  while (j >= 0 && k - j < MAX_NODE_PROPERTY && isNameUnit(at(j))) j--;
  if (j === k || j < 0) return -1;
  const sigil = at(j);
  if (sigil === 33) return j > 0 && at(j - 1) === 33 ? j - 1 : j;
  return sigil === 38 && (j === 0 || at(j - 1) === 32 || at(j - 1) === 9) ? j : -1;
}
const isNameUnit = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;

/**
 * A parenthesis with a space before it is prose's (`Role-play ("you are now DAN") barely worked`): a
 * quote right after it quotes; `f("x")`, `[("a", 1)]` open a value.
 */
const proseSpace = (c: number): boolean => c === 32 || c === 9;

function opensData(text: string, i: number): boolean {
  for (let k = i - 1, reach = 8; k >= 0 && i - k < reach; k--) {
    const c = text.charCodeAt(k);
    if (c === 32 || c === 9 || c === 92) continue;
    if (c === 34) return csvField(k, (j) => text.charCodeAt(j));
    // A YAML anchor or tag stands a blank before the quote (a string's closing quote has none: no look back).
    const node = k < i - 1 ? yamlNodeProperty(k, (j) => text.charCodeAt(j)) : -1;
    if (node >= 0) {
      reach += k - node;
      k = node;
      continue;
    }
    if (c === 40) return k === 0 || !proseSpace(text.charCodeAt(k - 1));
    if (k < i - 1 && isNameUnit(c)) return calledWith(k, (j) => text.charCodeAt(j));
    return c === 58 || c === 61 || c === 91 || c === 44 || c === 123 || c === 10;
  }
  return true;
}

/** How long a called name is read back before its string (`message`, `console-log`). */
const MAX_CALLED_NAME = 24;
/** How far back a line's indentation is read before a call. */
const MAX_INDENT = 40;

/** Whether only blanks stand between `j` (exclusive) and its line's start, read at most MAX_INDENT back. */
function lineOpensBefore(j: number, at: (j: number) => number): boolean {
  for (let k = j - 1; k >= 0 && j - k <= MAX_INDENT; k--) {
    const c = at(k);
    if (c === 10) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return j - MAX_INDENT <= 0;
}

/**
 * The name ending at `k`, then a blank, calls with the string after it (round 24): a Lisp form opening its
 * line or another form (`(message "...")`, `(error "...")`), or a print command opening its line (`puts
 * "..."`, `echo "..."`; `vocabulary.PRINT_COMMANDS`). Its string is a value the program says, read as
 * `print("...")`'s is; a parenthesis inside a sentence (`text (see "...")`) stays prose. Bounded.
 */
function calledWith(k: number, at: (j: number) => number): boolean {
  let j = k;
  while (j >= 0 && k - j < MAX_CALLED_NAME && isNameUnit(at(j))) j--;
  if (j >= 0 && k - j >= MAX_CALLED_NAME) return false;
  if (j >= 0 && at(j) === 40) return (j > 0 && at(j - 1) === 40) || lineOpensBefore(j, at);
  if ((j >= 0 && at(j) !== 32 && at(j) !== 9 && at(j) !== 10) || !lineOpensBefore(j + 1, at)) return false;
  let name = '';
  for (let m = j + 1; m <= k; m++) name += String.fromCharCode(at(m));
  return PRINT_COMMANDS.has(name.toLowerCase());
}

/**
 * Lines that head a release or a change entry, after a bullet or `#` at most: `## [1.2.3]`,
 * `v2.1.0 (2025-08-07)`, `dbus 1.14.10 (2023-09-01)`, `Version 4.4`, `* Noteworthy changes in release
 * 1.10`, `CHANGES FROM 3.2 TO 3.3` (tmux's, DejaVu's), a GNU ChangeLog's `2021-08-17  Name <mail>`,
 * `5 January 2009:`. Not a date (`24.11.2026`), and not a git log's `commit <sha>`: `git log` output is
 * a tool result others write into. Linear.
 */
const RELEASE_HEADER =
  /^[*#=-]{0,4}[ \t]{0,4}(?:\[?v?\d{1,4}\.\d{1,3}(?:\.\d{1,3}){0,2}\]?(?:[ \t:(]|$)|[a-z][\w.+-]{0,40}[ \t]v?\d{1,4}\.\d{1,3}(?:\.\d{1,3}){0,2}[ \t]{1,4}\(\d{4}-\d\d-\d\d|(?:version|release|changes in|changes since|changes from|changes between|noteworthy changes in(?: release| version)?|overview of changes in [\w.+-]{1,40}|what's new in)[ \t]+v?\d{1,4}\.\d|\d{4}-\d\d-\d\d[ \t]|\d{1,2}[ \t][A-Z][a-z]{2,8}[ \t]\d{4}:)/gim;
/** A Debian changelog's entry head, `pkg (1.2-3) unstable; urgency=low`: one says what the file is. */
const DEBIAN_ENTRY = /^[a-z0-9][a-z0-9.+-]{0,60} \([^)\n]{1,60}\) [a-z -]{1,60}; urgency=/im;
/** Release headers a text must hold to be read as release notes or a change log. */
const RELEASE_HEADERS_MIN = 3;

/** The text is a record of releases (release notes, a change log, NEWS): it reports what changed. */
export function releaseRecord(ctx: Context): boolean {
  if (ctx.releases === undefined) {
    RELEASE_HEADER.lastIndex = 0;
    let n = 0;
    while (n < RELEASE_HEADERS_MIN && RELEASE_HEADER.exec(ctx.text) !== null) n++;
    ctx.releases = n >= RELEASE_HEADERS_MIN || DEBIAN_ENTRY.test(ctx.text);
  }
  return ctx.releases;
}

/**
 * What follows a doc comment that describes a declaration: annotations, modifiers, then a name and the
 * punctuation that declares it (`instructions?: string`, `toolRunner(body)`, `class Runner {`).
 */
const DECLARATION =
  /^[ \t]*\r?\n?[ \t]*(?:@[A-Za-z]\w*(?:\([^()\n]{0,80}\))?\s+){0,4}(?:(?:export|default|public|private|protected|readonly|static|declare|async|abstract|override|get|set|const|let|var|function|class|interface|type|enum)\s+){0,4}[A-Za-z_$][\w$]*\??\s*[:(<=;,{]/;

/**
 * The doc comment (`/** ... *\/`) right before a declaration, or the option's help string, that
 * `offset` lies in: the text describes that member, parameter or option to a developer (docs/screening.md, 'A
 * member's description').
 */
export function memberDocAt(ctx: Context, offset: number): [start: number, end: number] | undefined {
  if (ctx.memberDocs === undefined) {
    const found: number[] = [];
    const text = ctx.text;
    for (let i = text.indexOf('/**'); i >= 0 && found.length < 16384; ) {
      const end = text.indexOf('*/', i + 3);
      if (end < 0) break;
      if (DECLARATION.test(text.slice(end + 2, end + 240))) found.push(i, end + 2);
      i = text.indexOf('/**', end + 2);
    }
    found.push(...helpTexts(ctx));
    podItems(text, found);
    commentDocs(text, found);
    lispDocs(text, found);
    linkSynopses(text, found);
    // A manual page's definitions: each describes the option or setting its term names.
    if (text.includes('\n.')) descriptions(text, ROFF_TERM, ROFF_END, ITEM_SPAN, found);
    ctx.memberDocs = disjoint(found);
  }
  const docs = ctx.memberDocs;
  if (docs.length === 0) return undefined;
  const k = countBelow(docs, offset + 1);
  return k % 2 === 1 ? [docs[k - 1]!, docs[k]!] : undefined;
}

/** What stands between an option's help string and its names: `, ['--warnings']`, `, ["-v", "--verbose"]`. */
const BEFORE_OPTION_NAMES = /,\s*$/;
/** How far back an option's help string may start, and how long one may be. */
const HELP_SPAN = 400;
/** How many help texts a text is searched for (each form), so the search stays linear. */
const HELP_MAX = 4096;
/**
 * Where an option's help string opens, after the option's names in the same call: argparse's and
 * click's `('--out', help='...')`, commander's `.option('-o, --out <file>', '...')`. A `help` or
 * `description` field with no option name before it is data, not an option's help.
 */
const HELP_OPENS =
  /(['"])--?[A-Za-z][\w-]*(?:[ ,|<>[\]\w-]{0,40})\1[^\n'"]{0,80}?(?:\bhelp\s*=\s*|,\s*)(?=['"](?!-))/g;
/** A help line's option names, then two spaces or more: `  -o, --out FILE    Write the output to FILE.` */
const HELP_COLUMN = /^[ \t]{1,12}--?[A-Za-z][^\n]{0,48}?[ \t]{2,}(?=\S)/gm;

/**
 * An option's help texts (docs/screening.md, 'An option's help text'): a quoted string right before a
 * list of option names (`('Send the output of system messages to <file>.', ['--warnings'], {...})`,
 * optparse's and docutils' tables), a string after the option's names in the same call (`help=`,
 * commander's second argument), and a help line's text after its option names. Pairs `[start, end)`,
 * in no order; a quoted help string's pair holds its quotes.
 */
export function optionHelp(text: string, into: number[]): void {
  let seen = 0;
  for (let at = text.indexOf('[', 0); at >= 0 && seen < HELP_MAX; at = text.indexOf('[', at + 1)) {
    const q = text[at + 1];
    if ((q !== "'" && q !== '"') || text[at + 2] !== '-') continue;
    seen++;
    const lead = BEFORE_OPTION_NAMES.exec(text.slice(Math.max(0, at - 40), at));
    if (lead === null) continue;
    const close = at - lead[0].length - 1;
    const quote = text[close];
    if (quote !== "'" && quote !== '"') continue;
    const open = text.lastIndexOf(quote, close - 1);
    if (open < 0 || close - open > HELP_SPAN || text.slice(open, close).includes('\n')) continue;
    into.push(open, close + 1);
  }
  seen = 0;
  HELP_OPENS.lastIndex = 0;
  for (let m = HELP_OPENS.exec(text); m !== null && seen < HELP_MAX; m = HELP_OPENS.exec(text)) {
    seen++;
    const open = m.index + m[0].length;
    const close = text.indexOf(text[open]!, open + 1);
    if (close < 0 || close - open > HELP_SPAN || text.slice(open, close).includes('\n')) continue;
    into.push(open, close + 1);
    HELP_OPENS.lastIndex = close + 1;
  }
  seen = 0;
  HELP_COLUMN.lastIndex = 0;
  for (let m = HELP_COLUMN.exec(text); m !== null && seen < HELP_MAX; m = HELP_COLUMN.exec(text)) {
    seen++;
    const open = m.index + m[0].length;
    let close = text.indexOf('\n', open);
    if (close < 0) close = text.length;
    into.push(open, Math.min(close, open + HELP_SPAN));
    HELP_COLUMN.lastIndex = close;
  }
}

/**
 * A definition list's term that is option names alone on its line (a manual's OPTIONS as asciidoc,
 * HTML `<dt>` or a rendered page lays them out: `--dir-diff`, `-t <tool>, --tool=<tool>`), then lines
 * that are blank, tags of the list or more option names, up to the description's first line.
 */
const OPTION_TERM =
  /^[ \t]{0,12}(?:<dt\b[^>\n]{0,60}>[ \t]*)?--?[A-Za-z][\w-]{0,40}(?:[=[ ,<][^\n]{0,48})?\r?\n(?:[ \t]*(?:<\/?(?:dt|dd|p)\b[^>\n]{0,60}>[ \t]*)?(?:--?[A-Za-z][^\n]{0,60})?\r?\n){0,12}(?=[ \t]*[A-Za-z])/gm;
/** Where a definition's description ends: a blank line, or the list's tag that closes it. */
const DEFINITION_END = /\r?\n[ \t]*\r?\n|<\/(?:p|dd)>/;

/**
 * Each description that follows a match of `term`, up to `end` or `span` characters: pairs `[start,
 * end)` into `into`, at most HELP_MAX, each searched once (linear).
 */
function descriptions(text: string, term: RegExp, end: RegExp, span: number, into: number[]): void {
  let seen = 0;
  term.lastIndex = 0;
  for (let m = term.exec(text); m !== null && seen < HELP_MAX; m = term.exec(text)) {
    seen++;
    const open = m.index + m[0].length;
    const stop = text.slice(open, open + span).search(end);
    const close = stop < 0 ? Math.min(text.length, open + span) : open + stop;
    into.push(open, close);
    term.lastIndex = close;
  }
}

/**
 * A link's tooltip that names its target and then says what the target does, as Sphinx writes each
 * reference to a module (`title="atexit: Register and execute cleanup functions."`), and as the plain
 * reading shows it, quoted before the link's text (`"atexit: Register ..."atexit`, or the name's last
 * part): the target's synopsis, imperative by the docstring's convention, describes it as a doc
 * comment does.
 */
const LINK_SYNOPSIS =
  /\btitle="[A-Za-z_][\w.]{0,80}: (?=[^"\n<>]{1,300}")|\n"([A-Za-z_][\w.]{0,80}): (?=[^"\n]{1,300}")/g;

/** Each link synopsis's `[start, end)`, its text after the name (at most HELP_MAX, one pass). */
function linkSynopses(text: string, into: number[]): void {
  if (!text.includes('title="') && !text.includes('\n"')) return;
  let seen = 0;
  LINK_SYNOPSIS.lastIndex = 0;
  for (let m = LINK_SYNOPSIS.exec(text); m !== null && seen < HELP_MAX; m = LINK_SYNOPSIS.exec(text)) {
    seen++;
    const open = m.index + m[0].length;
    const close = text.indexOf('"', open);
    LINK_SYNOPSIS.lastIndex = close + 1;
    // In the plain reading, the link's own text follows the tooltip: its target's name, or the name's last part.
    const name = m[1];
    if (name !== undefined) {
      const shown = name.slice(name.lastIndexOf('.') + 1);
      if (!text.startsWith(shown, close + 1) && !text.startsWith(name, close + 1)) continue;
    }
    into.push(open, close);
  }
}

/** A POD `=item` line; its paragraphs run to the next command line (`=item`, `=back`, `=head2`, ...). */
const POD_ITEM = /^=item\b[^\n]{0,200}\n/gm;
const POD_COMMAND = /^=[a-z]/m;
/** How long one item's description is read as the item's. */
const ITEM_SPAN = 1600;

/**
 * Perl's POD items (`=item my $bus = Net::DBus->system(%params);`, `=item *` before `C<"eventlog"> -
 * send messages to ...`): each describes the method, option or value it names, as a doc comment does
 * (docs/screening.md, 'A definition's description').
 */
const podItems = (text: string, into: number[]): void =>
  descriptions(text, POD_ITEM, POD_COMMAND, ITEM_SPAN, into);

/** A function's declaration opening its line: Perl's `sub name`, Python's `def name`, `function name`. */
const DECLARATION_LINE = /^[ \t]{0,12}(?:sub|(?:async[ \t]+)?def|function)[ \t]+[A-Za-z_]/gm;

/**
 * The line comments (`#`, `//`; not a `#!` line) right above a function's declaration: they describe the
 * function they head, as a doc comment does (Perl's and Python's convention: "# Execute a command as a
 * different user and return the output.", docs/screening.md, 'Round 17: precision'). Each declaration
 * reads back at most ITEM_SPAN characters and never past the one before it: linear.
 */
function commentDocs(text: string, into: number[]): void {
  if (!text.includes('sub ') && !text.includes('def ') && !text.includes('function ')) return;
  let seen = 0;
  let floor = 0;
  DECLARATION_LINE.lastIndex = 0;
  for (let m = DECLARATION_LINE.exec(text); m !== null && seen < HELP_MAX; m = DECLARATION_LINE.exec(text)) {
    seen++;
    const low = Math.max(floor, m.index - ITEM_SPAN);
    let top = m.index;
    while (top > low && text.charCodeAt(top - 1) === 10) {
      let k = top - 2;
      while (k >= low && text.charCodeAt(k) !== 10) k--;
      // The line above starts before the bound: it is not read.
      if (k >= 0 && text.charCodeAt(k) !== 10) break;
      let f = k + 1;
      while (f < top - 1 && (text.charCodeAt(f) === 32 || text.charCodeAt(f) === 9)) f++;
      const c = text.charCodeAt(f);
      const comment =
        (c === 35 && text.charCodeAt(f + 1) !== 33) || (c === 47 && text.charCodeAt(f + 1) === 47);
      if (!comment) break;
      top = k + 1;
    }
    if (top < m.index) into.push(top, m.index);
    floor = m.index;
  }
}

/** A Lisp definition's head at a line's start: `(defun`, `(defcustom`, `(cl-defmethod`, `(define-minor-mode`. */
const LISP_HEAD = /^\((?:cl-)?def[a-z-]*[ \t\r\n]/gm;
/** A menu item's help string (`:help "Show hidden code blocks ..."`): it says what the item does. */
const LISP_HELP = /:help[ \t\r\n]+"/g;
/** How far one definition is read for its strings: a longer one is read no further (bounded, linear). */
const LISP_FORM_MAX = 64 * 1024;

/**
 * Emacs Lisp's docstrings (docs/screening.md, 'Round 24: precision'): the strings at the top level of a
 * definition (`(defun name (args) "Doc" ...)`, `(defcustom name value "Doc" ...)`, a mode's name) and a
 * menu item's `:help` string describe that function, option or item, as a doc comment does. Each form is
 * read once, up to its closing parenthesis or the next line that opens with `(`: linear.
 */
function lispDocs(text: string, into: number[]): void {
  if (!text.includes('(def')) return;
  let seen = 0;
  let from = 0;
  LISP_HEAD.lastIndex = 0;
  for (let m = LISP_HEAD.exec(text); m !== null && seen < HELP_MAX; m = LISP_HEAD.exec(text)) {
    if (m.index < from) continue;
    seen++;
    // The definition's name (`gnus-uu-ignore-default-view-rules`) names the member its docstring describes.
    const name = text.slice(m.index + m[0].length, m.index + m[0].length + 256).search(/[\s()]/);
    if (name > 0) into.push(m.index, m.index + m[0].length + name);
    from = topLevelStrings(text, m.index + m[0].length, into);
    LISP_HEAD.lastIndex = from;
  }
  if (!text.includes(':help')) return;
  seen = 0;
  LISP_HELP.lastIndex = 0;
  for (let m = LISP_HELP.exec(text); m !== null && seen < HELP_MAX; m = LISP_HELP.exec(text)) {
    seen++;
    const open = m.index + m[0].length - 1;
    const close = stringEnd(text, open, Math.min(text.length, open + LISP_FORM_MAX));
    if (close < 0) break;
    into.push(open, close + 1);
    LISP_HELP.lastIndex = close + 1;
  }
}

/** Each string at depth 1 of the form opened before `i`, pushed; where the form ends (or reading stops). */
function topLevelStrings(text: string, i: number, into: number[]): number {
  const stop = Math.min(text.length, i + LISP_FORM_MAX);
  let depth = 1;
  while (i < stop) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const close = stringEnd(text, i, stop);
      // Unclosed before a line that opens with `(`: the reading lost the strings (a decoded `\"`).
      if (close < 0) return i + 1;
      if (depth === 1) into.push(i, close + 1);
      i = close + 1;
      continue;
    }
    if (c === 59) {
      // `;` comments to the line's end.
      const eol = text.indexOf('\n', i);
      i = eol < 0 ? stop : eol;
      continue;
    }
    // `?\"`, `?(`: a character literal, no delimiter.
    if (c === 63 && /[\s(]/.test(text[i - 1] ?? ' ')) i += text.charCodeAt(i + 1) === 92 ? 3 : 2;
    else if (c === 40 || c === 91) {
      // A line that opens with `(` is the next top-level form: an unbalanced one ends here.
      if (text.charCodeAt(i - 1) === 10 && c === 40) return i;
      depth++;
      i++;
    } else if (c === 41 || c === 93) {
      if (--depth === 0) return i + 1;
      i++;
    } else i++;
  }
  return stop;
}

/**
 * Where the string opened by the `"` at `open` closes (a backslash escapes the next character), or -1
 * when none does before `stop` or a line that opens with `(` (Emacs's docstrings escape that one: `\(`).
 */
function stringEnd(text: string, open: number, stop = text.length): number {
  for (let i = open + 1; i < stop; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) return i;
    else if (c === 10 && text.charCodeAt(i + 1) === 40) return -1;
  }
  return -1;
}

/**
 * A manual page's definition as roff writes it, up to the description's first line: `.TP` then its tag
 * line (`\fB\-\-warnings\fR`, `.BI \-\-out= <file>`, a setting's name); `.IP` with its tag (pod2man's
 * `.IP "\-\-quiet" 4` and its index line); a term between `.PP` or `.sp` and an indented block (`.RS 4`,
 * as DocBook and Asciidoctor write git's and util-linux's manuals); an mdoc list item (`.It Cm
 * LocalCommand`, OpenSSH's).
 */
const ROFF_TERM =
  /^(?:\.TP\b[^\n]{0,20}\r?\n(?!\.(?:TP|SH|SS|PP|LP|IP)\b)[^\n]{1,200}|\.IP[ \t]+\S[^\n]{0,200}(?:\r?\n\.IX\b[^\n]{0,200})?|\.(?:PP|sp)[ \t]*\r?\n(?!\.)[^\n]{1,200}\r?\n\.RS\b[^\n]{0,20}|\.It[ \t][^\n]{0,200})\r?\n(?:[ \t]*\r?\n){0,3}/gm;
/** Where a definition's description ends: the next paragraph, list item or section, or its block's end. */
const ROFF_END = /\n\.(?:TP|IP|PP|LP|P|HP|SH|SS|RE|It|El|Sh|Ss)\b/;

/** Every option's help text of the text, sorted and disjoint, found once. */
export function helpTexts(ctx: Context): number[] {
  if (ctx.helpTexts === undefined) {
    const found: number[] = [];
    optionHelp(ctx.text, found);
    // A definition list's descriptions of options (docs/screening.md, 'A definition's description').
    descriptions(ctx.text, OPTION_TERM, DEFINITION_END, HELP_SPAN * 2, found);
    ctx.helpTexts = disjoint(found);
  }
  return ctx.helpTexts;
}

/** A Markdown table's delimiter row: `|---|:--:|`, `--- | ---` (two columns at least, or one between pipes). */
const TABLE_DELIMITER =
  /^[ \t]*(?:\|[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?|:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?)[ \t]*$/;

/**
 * The cells of each Markdown table (docs/screening.md, 'A Markdown table cell'): a table is found by its
 * structure only (a row with a `|`, then a delimiter row, then the rows with a `|` that follow), never by
 * a `|` alone, so a `|` put inside a sentence elsewhere parts nothing. Pairs `[start, end)` of each
 * non-empty cell of the header and body rows, trimmed, at most HELP_SPAN long; in order. One pass over
 * the lines, so every table of any size is found.
 */
export function markdownTableCells(text: string, into: number[]): void {
  if (!text.includes('|') || !text.includes('-')) return;
  const lines: [number, number][] = [];
  for (let at = 0; at <= text.length; ) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    lines.push([at, end]);
    at = end + 1;
  }
  for (let i = 1; i < lines.length; i++) {
    const [a, b] = lines[i]!;
    if (!TABLE_DELIMITER.test(text.slice(a, b))) continue;
    const [ha, hb] = lines[i - 1]!;
    if (!text.slice(ha, hb).includes('|')) continue;
    rowCells(text, ha, hb, into);
    let k = i + 1;
    for (; k < lines.length; k++) {
      const [ra, rb] = lines[k]!;
      if (!text.slice(ra, rb).includes('|')) break;
      rowCells(text, ra, rb, into);
    }
    i = k;
  }
}

/** Pushes each non-empty cell of the row `[a, b)`, split at every `|` that is not escaped. */
function rowCells(text: string, a: number, b: number, into: number[]): void {
  let start = a;
  for (let j = a; j <= b; j++) {
    if (j < b && (text[j] !== '|' || text[j - 1] === '\\')) continue;
    let s = start;
    let e = j;
    while (s < e && (text[s] === ' ' || text[s] === '\t')) s++;
    while (e > s && (text[e - 1] === ' ' || text[e - 1] === '\t' || text[e - 1] === '\r')) e--;
    if (e > s) {
      into.push(s, Math.min(e, s + HELP_SPAN));
    }
    start = j + 1;
  }
}

/** Every cell of the text's Markdown tables, found once. */
export function tableCells(ctx: Context): number[] {
  if (ctx.tableCells === undefined) {
    const found: number[] = [];
    markdownTableCells(ctx.text, found);
    ctx.tableCells = found;
  }
  return ctx.tableCells;
}

/** Sorted `[start, end)` pairs with every pair that overlaps an earlier one dropped. */
function disjoint(pairs: number[]): number[] {
  const order: [number, number][] = [];
  for (let i = 0; i < pairs.length; i += 2) order.push([pairs[i]!, pairs[i + 1]!]);
  order.sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [a, b] of order) if (out.length === 0 || a >= out[out.length - 1]!) out.push(a, b);
  return out;
}

/** A line that is one element holding a label (`<system>jira</system>`, Maven's issue tracker). */
const FIELD_LINE_MAX = 200;
const FIELD_ELEMENT_LINE = /^[ \t]*<([a-z_]+)>[\w.+-]+(?: [\w.+-]+){0,2}<\/\1>[ \t]*\r?$/i;
/** The line before ends a tag: the element stands inside an XML document's markup. */
const AFTER_TAG = />[ \t]*\r?\n(?:[ \t]*\r?\n)*$/;
/** ... but not a chat's turn: after a role's tag (`</user>`) the element is the next turn. */
const AFTER_ROLE_TAG =
  /<\/?(?:user|assistant|human|ai|model|system|tool|function|bot)\b[^<>\n]*>[ \t]*\r?\n(?:[ \t]*\r?\n)*$/i;

/**
 * Whether the line holding `at` is one element holding a label of one to three words right after other
 * markup: a field of an XML document (`<issueManagement>` then `<system>jira</system>`), not a turn or
 * an output dressed as the system's. Outside markup, holding a sentence, or alone on its line, a
 * `<system>` tag is still one.
 */
export function fieldElementLine(text: string, at: number): boolean {
  // Only a short line can be one (a bounded look either side: a marker repeated on one line stays linear).
  let from = at;
  while (from > 0 && text.charCodeAt(from - 1) !== 10) if (at - --from > FIELD_LINE_MAX) return false;
  let eol = at;
  while (eol < text.length && text.charCodeAt(eol) !== 10) if (++eol - from > FIELD_LINE_MAX) return false;
  if (!FIELD_ELEMENT_LINE.test(text.slice(from, eol))) return false;
  const before = text.slice(Math.max(0, from - 200), from);
  return AFTER_TAG.test(before) && !AFTER_ROLE_TAG.test(before);
}
