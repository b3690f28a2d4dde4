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
function jsonEnd(text: string, i: number): number {
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

function backtickRun(text: string, i: number): number {
  let n = 0;
  while (text[i + n] === '`') n++;
  return n;
}

/** The span that opens at `i`, if one does. */
function spanAt(text: string, i: number): Span | undefined {
  const c = text[i];
  if (c === '`') {
    const n = backtickRun(text, i);
    for (let j = text.indexOf('`'.repeat(n), i + n); j !== -1; j = text.indexOf('`'.repeat(n), j + 1)) {
      if (backtickRun(text, j) !== n || text[j - 1] === '`') continue;
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
    for (let j = text.indexOf(close, i + 1); j !== -1; j = text.indexOf(close, j + 1)) {
      if (c === "'" && /\w/.test(text[j + 1] ?? '')) continue;
      return { start: i, end: j + 1, kind: 'quote', inner: text.slice(i + 1, j) };
    }
    return undefined;
  }
  if (c === '{') {
    const j = jsonEnd(text, i);
    if (j !== -1) return { start: i, end: j + 1, kind: 'json', inner: text.slice(i, j + 1) };
  }
  return undefined;
}

export function scanSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < text.length; ) {
    const span = spanAt(text, i);
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
  return word.replace(/^[([<]+/, '').replace(/[.,;:!?)\]>]+$/, '');
}

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
