// Lexing a user's request: quoted spans (backticks, fences, quotes, JSON) are atoms that nothing splits.

export type SpanKind = 'code' | 'fence' | 'quote' | 'json';

export interface Span {
  start: number;
  end: number;
  kind: SpanKind;
  /** The text inside the delimiters (a fence without its language line). */
  inner: string;
}

export interface Token {
  start: number;
  end: number;
  raw: string;
  /** A span's inner text, or the word itself. */
  value: string;
  kind: SpanKind | 'word';
}

const CLOSING_QUOTE: Record<string, string> = { '"': '"', '\u201c': '\u201d', "'": "'" };

/** Finds the closing index of a balanced JSON object starting at `i`, or -1. */
export function jsonEnd(text: string, i: number): number {
  let depth = 0;
  let inString = false;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (inString) {
      if (c === '\\') j++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return j;
  }
  return -1;
}

/**
 * `jsonEnd(text, k)` for every `k` at once, in one backward pass (round 45: a turn of 40 kB of `{` cost 4 s, a
 * scan to the end from each). A scan outside a string is a walk over the positions it reads outside strings:
 * from `p` to `p + 1`, or from a `"` to past its string's closer. Walks that meet go on together, so they form a
 * tree whose root is the text's end; `depth(k)` at `x` is `phi(k) - phi(x)`, where `phi(x)` counts `{` minus
 * `}` from `x` to the root. The object's end is the first `x` on the walk with `phi(x) >= phi(k)`: `above`.
 */
export class JsonEnds {
  /** phi of each position's walk; the text's end and an unclosed string are 0. */
  private readonly phi: Int32Array;
  /** The first position after `x` on its walk with a greater phi, or -1. */
  private readonly above: Int32Array;

  constructor(text: string) {
    const n = text.length;
    this.phi = new Int32Array(n + 1);
    this.above = new Int32Array(n + 1).fill(-1);
    // Where a string that opens just before p closes (reading p onward inside it), for p + 1 and p + 2.
    let closeNext = -1;
    let closeAfter = -1;
    for (let p = n - 1; p >= 0; p--) {
      const c = text[p];
      const close = c === '"' ? p : c === '\\' ? closeAfter : closeNext;
      let next: number;
      if (c === '"') next = closeNext === -1 ? -1 : closeNext + 1;
      else next = p + 1;
      const w = c === '{' ? 1 : c === '}' ? -1 : 0;
      if (c !== '"' || next !== -1) {
        this.phi[p] = w + (next === -1 ? 0 : this.phi[next]!);
        this.above[p] = next === -1 ? -1 : this.firstAbove(next, this.phi[p]!);
      }
      closeAfter = closeNext;
      closeNext = close;
    }
  }

  /** The first position from `y` on (inclusive) on y's walk with a phi above `level`, or -1: two jumps at most. */
  private firstAbove(y: number, level: number): number {
    for (let at = y; at !== -1; at = this.above[at]!) if (this.phi[at]! > level) return at;
    return -1;
  }

  /** The closing index of the balanced JSON object starting at `k` (a `{`), or -1. */
  end(k: number): number {
    const x = this.above[k + 1] ?? -1;
    return x === -1 ? -1 : x - 1;
  }
}

/**
 * What one reading of a text has learned, so an opening that fails does not send the next one over the same
 * rest again (round 44: a run of backticks, or quotes with no closer, cost a scan to the end from each).
 */
class SpanScan {
  /** The end of the backtick run each position is in (filled on the first backtick). */
  private runEnd: Int32Array | undefined;
  /** The starts of the maximal backtick runs, by their length, in order. */
  private readonly runsOfLength = new Map<number, number[]>();
  /** For each closing quote, the first position from which none is left (a failed search learned it). */
  private readonly noCloserFrom = new Map<string, number>();

  /** Every opening's object end, built when one opening's scan ran to the text's end without closing. */
  private jsonEnds: JsonEnds | undefined;

  constructor(readonly text: string) {}

  /** The closing index of the JSON object opening at `i`, or -1; a scan that closes is read once and skipped. */
  jsonEnd(i: number): number {
    if (this.jsonEnds !== undefined) return this.jsonEnds.end(i);
    const j = jsonEnd(this.text, i);
    if (j === -1) this.jsonEnds = new JsonEnds(this.text);
    return j;
  }

  /** The backticks from `i` to the end of their run. */
  backtickRun(i: number): number {
    if (this.runEnd === undefined) this.readRuns();
    return this.runEnd![i]! - i;
  }

  /** The first maximal run of exactly `n` backticks starting at or after `from`, or -1. */
  runOfLength(n: number, from: number): number {
    const starts = this.runsOfLength.get(n) ?? [];
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < starts.length ? starts[lo]! : -1;
  }

  private readRuns(): void {
    const { text } = this;
    const ends = new Int32Array(text.length + 1);
    for (let k = 0; k < text.length; ) {
      if (text[k] !== '`') {
        ends[k] = k;
        k++;
        continue;
      }
      let end = k;
      while (text[end] === '`') end++;
      const list = this.runsOfLength.get(end - k) ?? [];
      list.push(k);
      this.runsOfLength.set(end - k, list);
      for (let m = k; m < end; m++) ends[m] = end;
      k = end;
    }
    ends[text.length] = text.length;
    this.runEnd = ends;
  }

  /** The first closing `close` at or after `from` that `valid` admits, or -1; a failed search is kept. */
  closer(close: string, from: number, valid: (j: number) => boolean): number {
    if (from >= (this.noCloserFrom.get(close) ?? Number.POSITIVE_INFINITY)) return -1;
    for (let j = this.text.indexOf(close, from); j !== -1; j = this.text.indexOf(close, j + 1))
      if (valid(j)) return j;
    // Whether a closer is valid rests on the text around it alone, so none is left for any later opening.
    this.noCloserFrom.set(close, Math.min(from, this.noCloserFrom.get(close) ?? from));
    return -1;
  }
}

/** The span that opens at `i`, if one does. */
function spanAt(scan: SpanScan, i: number): Span | undefined {
  const { text } = scan;
  const c = text[i];
  if (c === '`') {
    const n = scan.backtickRun(i);
    // The closer is a whole run of exactly n backticks after the opening's run.
    const j = scan.runOfLength(n, i + n);
    if (j !== -1) {
      const body = text.slice(i + n, j);
      if (n >= 3)
        return { start: i, end: j + n, kind: 'fence', inner: body.replace(/^[\w+-]*\r?\n/, '').trim() };
      return { start: i, end: j + n, kind: 'code', inner: body.trim() };
    }
    return undefined;
  }
  const close = c === undefined ? undefined : CLOSING_QUOTE[c];
  if (close !== undefined) {
    // A single quote opens only at a word boundary, so apostrophes (don't) stay words.
    if (c === "'" && i > 0 && /\w/.test(text[i - 1] ?? '')) return undefined;
    const j = scan.closer(close, i + 1, (at) => c !== "'" || !/\w/.test(text[at + 1] ?? ''));
    return j === -1 ? undefined : { start: i, end: j + 1, kind: 'quote', inner: text.slice(i + 1, j) };
  }
  if (c === '{') {
    const j = scan.jsonEnd(i);
    if (j !== -1) return { start: i, end: j + 1, kind: 'json', inner: text.slice(i, j + 1) };
  }
  return undefined;
}

export function scanSpans(text: string): Span[] {
  const spans: Span[] = [];
  const scan = new SpanScan(text);
  for (let i = 0; i < text.length; ) {
    const span = spanAt(scan, i);
    if (span) {
      spans.push(span);
      i = span.end;
    } else i++;
  }
  return spans;
}

/** The text with every span's characters replaced, so separators are only found outside spans. */
export function maskSpans(text: string, spans: Span[]): string {
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + '\u2591'.repeat(s.end - s.start);
    at = s.end;
  }
  return out + text.slice(at);
}

/** Splits a clause into words and span atoms, each with its offsets in the clause. */
export function tokenize(text: string): Token[] {
  const spans = scanSpans(text);
  const tokens: Token[] = [];
  let si = 0;
  let i = 0;
  while (i < text.length) {
    const span = spans[si];
    if (span && span.start === i) {
      tokens.push({
        start: i,
        end: span.end,
        raw: text.slice(i, span.end),
        value: span.inner,
        kind: span.kind,
      });
      i = span.end;
      si++;
      continue;
    }
    if (/\s/.test(text[i] ?? '')) {
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && !/\s/.test(text[j] ?? '') && !(span && span.start === j)) j++;
    tokens.push({ start: i, end: j, raw: text.slice(i, j), value: text.slice(i, j), kind: 'word' });
    i = j;
  }
  return tokens;
}

/** A word without the punctuation that sentences wrap around it. */
export function bare(word: string): string {
  const opened = word.replace(/^[([<]+/, '');
  // The closing run read back from the end: `[...]+$` would scan again from every mark of a run that does not end
  // the word (`;;;…;x`), quadratic in the word.
  let end = opened.length;
  while (end > 0 && CLOSING_MARKS.includes(opened[end - 1]!)) end--;
  return opened.slice(0, end);
}

/** The marks a sentence closes around a word with. */
const CLOSING_MARKS = '.,;:!?)]>';

/** Shell-quotes one argument (single quotes, POSIX). */
export function shellQuote(arg: string): string {
  return /^[\w@%+=:,./~-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** A here-document delimiter that no line of `text` equals, so the body cannot end early. */
export function heredocTag(text: string): string {
  const taken = new Set(text.split('\n'));
  let tag = 'EOF';
  while (taken.has(tag)) tag += '_';
  return tag;
}
