// The one JSON reader for anything gate judges: RFC 8259 exactly, plus two refusals JSON.parse does not
// make. A duplicate key (at any depth) is an error, because readers disagree on which value wins and gate
// must judge exactly what runs; nesting past a bound is an error, so no input drives the stack. Linear in
// the text; an error names the offset and the kind of fault, never the bytes (docs/policy.md,
// "Arguments gate reads").

import {
  arrayItemsPast,
  distinctNamesPast,
  MAX_JSON_DEPTH,
  MAX_JSON_NAMES,
  textTooWide,
} from './json-depth.js';
import { table } from './table.js';

export { MAX_JSON_DEPTH, MAX_JSON_NAMES };

/** The start of the error readJsonStrict gives for a text past its `maxNames` (a reader matches on it). */
export const TOO_MANY_NAMES = 'more than';

export type StrictJsonResult = { ok: true; value: unknown } | { ok: false; error: string };

/** Raised by parseJsonStrict; its message names an offset and a fault, never the text. */
export class StrictJsonError extends SyntaxError {
  override name = 'StrictJsonError';
}

/** Parses `text`, or throws StrictJsonError (a SyntaxError, as JSON.parse throws). */
export function parseJsonStrict(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  const r = readJsonStrict(text, maxDepth);
  if (!r.ok) throw new StrictJsonError(r.error);
  return r.value;
}

/**
 * Parses `text` without throwing: the value, or what is wrong and where. JSON.parse (the engine's reader,
 * about 4x faster than one in JavaScript) builds the value; the exact reader is the answer whenever the
 * count below cannot clear it: a text JSON.parse refuses, nesting past the bound, or a repeated key.
 * JSON.parse keeps the last of two equal names and drops the earlier member with all it held, so its value
 * holds as many names as the text spells exactly when no object repeats one (docs/wires.md, "Round 30").
 */
export function readJsonStrict(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
  maxNames?: number,
  /** Round 49: more array items than this, all arrays together outside members named in `unread`, is refused. */
  maxItems?: number,
  unread?: ReadonlySet<string>,
): StrictJsonResult {
  const tooMany = `more than ${maxItems} array items`;
  // Past the bound, the items are counted in the text before JSON.parse builds them (edge-r49: 30 MiB of
  // `{}` cost 10 s of JSON.parse before the walk refused it); textTooWide never counts below the value.
  const itemsPast =
    maxItems === undefined
      ? undefined
      : () =>
          itemBound > maxItems &&
          textTooWide(text, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, maxItems, unread) === 'items';
  const read = readBounded(text, maxDepth, maxNames, itemsPast, tooMany);
  // The text's commas and `[` (counted by namesSpelt's pass) bound its items: only a text past that
  // bound is walked item by item (round 49: the walk was 4-8 % of reading an ordinary answer).
  if (
    maxItems !== undefined &&
    read.ok &&
    !(itemBound >= 0 && itemBound <= maxItems) &&
    arrayItemsPast(read.value, maxItems, unread)
  )
    return { ok: false, error: tooMany };
  return read;
}

function readBounded(
  text: string,
  maxDepth: number,
  maxNames: number | undefined,
  itemsPast?: () => boolean,
  tooMany?: string,
): StrictJsonResult {
  const spelt = namesSpelt(text, maxDepth);
  if (spelt >= 0 && itemsPast?.()) return { ok: false, error: tooMany as string };
  // Only a text spelling more names than the bound (or one the count cannot clear) is told apart by name.
  if (maxNames !== undefined && (spelt < 0 || spelt > maxNames)) {
    const at = distinctNamesPast(text, maxNames);
    if (at >= 0)
      return { ok: false, error: `${TOO_MANY_NAMES} ${maxNames} distinct member names at offset ${at}` };
  }
  if (spelt >= 0 && prototypeHoldsNoNames()) {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      // malformed: the exact reader says where
      return readJsonExact(text, maxDepth);
    }
    if (namesHeld(value) === spelt) return { ok: true, value };
  }
  return readJsonExact(text, maxDepth);
}

/**
 * The member names `text` spells if JSON.parse accepts it: its colons outside strings, one a member. -1
 * when brackets nest past `maxDepth` or a string does not end. One pass, nothing allocated: a string is
 * skipped with indexOf to the first quote not escaped by an odd run of backslashes. A malformed text may
 * get any count: JSON.parse or the exact reader refuses it.
 */
function namesSpelt(text: string, maxDepth: number): number {
  const n = text.length;
  let depth = 0;
  let names = 0;
  let bound = 0;
  itemBound = -1;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (;;) {
        const q = text.indexOf('"', i + 1);
        if (q === -1) return -1;
        let b = q - 1;
        while (text.charCodeAt(b) === 92 /* \ */) b--;
        i = q;
        if ((q - 1 - b) % 2 === 0) break;
      }
    } else if (c === 58 /* : */) names++;
    else if (c === 44 /* , */) bound++;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (c === 91) bound++;
      if (++depth > maxDepth) return -1;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  itemBound = bound;
  return names;
}
/**
 * What the last namesSpelt pass found, -1 when it stopped early: its commas and `[` outside strings, at
 * least the array items of the value JSON.parse builds (an array of k items spells k-1 commas and one `[`).
 */
let itemBound = -1;

/** Whether for-in over a parsed object sees its own names only (an enumerable name set on Object.prototype would be counted in every object). */
function prototypeHoldsNoNames(): boolean {
  for (const _ in NO_NAMES) return false;
  return true;
}
const NO_NAMES = {};

/**
 * The names the objects of a value JSON.parse built hold, each object once: an iterative walk (the count
 * above bounded the depth, not the width). Its objects' prototype is Object.prototype, checked to hold
 * no enumerable name, so for-in counts own names only, `__proto__` included (JSON.parse defines it).
 */
function namesHeld(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const stack: object[] = [value];
  let names = 0;
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const e: unknown = v[i];
        if (typeof e === 'object' && e !== null) stack.push(e);
      }
    } else {
      for (const k in v) {
        names++;
        const e: unknown = (v as Record<string, unknown>)[k];
        if (typeof e === 'object' && e !== null) stack.push(e);
      }
    }
  }
  return names;
}

/** The reader that names every fault and its offset. */
export function readJsonExact(text: string, maxDepth = MAX_JSON_DEPTH): StrictJsonResult {
  const p: Parser = { text, pos: 0, maxDepth, error: undefined };
  skipSpace(p);
  const value = readValue(p, 0);
  if (p.error === undefined) {
    skipSpace(p);
    if (p.pos < text.length) fail(p, 'unexpected text after the JSON value');
  }
  return p.error === undefined ? { ok: true, value } : { ok: false, error: p.error };
}

interface Parser {
  text: string;
  pos: number;
  maxDepth: number;
  error: string | undefined;
}

function fail(p: Parser, what: string): undefined {
  if (p.error === undefined) p.error = `${what} at offset ${p.pos}`;
  // Stop every loop: the rest of the text is not read.
  p.pos = p.text.length + 1;
  return undefined;
}

function skipSpace(p: Parser): void {
  const { text } = p;
  while (p.pos < text.length) {
    const c = text.charCodeAt(p.pos);
    if (c === 32 || c === 10 || c === 13 || c === 9) p.pos++;
    else break;
  }
}

function readValue(p: Parser, depth: number): unknown {
  const { text } = p;
  if (p.pos >= text.length) return fail(p, 'unexpected end of JSON');
  const c = text.charCodeAt(p.pos);
  switch (c) {
    case 123 /* { */:
      return readObject(p, depth + 1);
    case 91 /* [ */:
      return readArray(p, depth + 1);
    case 34 /* " */:
      return readString(p);
    case 116 /* t */:
      return readWord(p, 'true', true);
    case 102 /* f */:
      return readWord(p, 'false', false);
    case 110 /* n */:
      return readWord(p, 'null', null);
    default:
      if (c === 45 /* - */ || (c >= 48 && c <= 57)) return readNumber(p);
      return fail(p, 'unexpected character');
  }
}

function readWord(p: Parser, word: string, value: unknown): unknown {
  if (!p.text.startsWith(word, p.pos)) return fail(p, 'unexpected character');
  p.pos += word.length;
  return value;
}

function readObject(p: Parser, depth: number): unknown {
  if (depth > p.maxDepth) return fail(p, `nesting deeper than ${p.maxDepth} levels`);
  const { text } = p;
  p.pos++;
  const obj: Record<string, unknown> = {};
  skipSpace(p);
  if (text.charCodeAt(p.pos) === 125 /* } */) {
    p.pos++;
    return obj;
  }
  while (p.pos < text.length) {
    if (text.charCodeAt(p.pos) !== 34) return fail(p, 'expected a string key');
    const keyAt = p.pos;
    const key = readString(p);
    if (key === undefined) return undefined;
    // Every key read so far is an own property of `obj` (`__proto__` too, below): no second set to keep.
    if (Object.hasOwn(obj, key)) {
      p.pos = keyAt;
      return fail(p, 'duplicate key');
    }
    skipSpace(p);
    if (text.charCodeAt(p.pos) !== 58 /* : */) return fail(p, "expected ':'");
    p.pos++;
    skipSpace(p);
    const value = readValue(p, depth);
    if (p.error !== undefined) return undefined;
    // `__proto__` is an ordinary key in JSON: define it, never set the object's prototype.
    if (key === '__proto__')
      Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
    else obj[key] = value;
    skipSpace(p);
    const c = text.charCodeAt(p.pos);
    p.pos++;
    if (c === 125 /* } */) return obj;
    if (c !== 44 /* , */) {
      p.pos--;
      return fail(p, "expected ',' or '}'");
    }
    skipSpace(p);
  }
  return fail(p, 'unexpected end of JSON');
}

function readArray(p: Parser, depth: number): unknown {
  if (depth > p.maxDepth) return fail(p, `nesting deeper than ${p.maxDepth} levels`);
  const { text } = p;
  p.pos++;
  const arr: unknown[] = [];
  skipSpace(p);
  if (text.charCodeAt(p.pos) === 93 /* ] */) {
    p.pos++;
    return arr;
  }
  while (p.pos < text.length) {
    const value = readValue(p, depth);
    if (p.error !== undefined) return undefined;
    arr.push(value);
    skipSpace(p);
    const c = text.charCodeAt(p.pos);
    p.pos++;
    if (c === 93 /* ] */) return arr;
    if (c !== 44 /* , */) {
      p.pos--;
      return fail(p, "expected ',' or ']'");
    }
    skipSpace(p);
  }
  return fail(p, 'unexpected end of JSON');
}

/** JSON's one-character escapes (after the backslash) and what they decode to. */
export const ESCAPES: Readonly<Record<string, string>> = table({
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
});

function readString(p: Parser): string | undefined {
  const { text } = p;
  let i = p.pos + 1;
  let out = '';
  let from = i;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      p.pos = i + 1;
      return out + text.slice(from, i);
    }
    if (c < 0x20) {
      p.pos = i;
      return fail(p, 'control character in a string');
    }
    if (c !== 92 /* \ */) {
      i++;
      continue;
    }
    out += text.slice(from, i);
    const esc = text.charAt(i + 1);
    if (esc === 'u') {
      const hex = text.slice(i + 2, i + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
        p.pos = i;
        return fail(p, 'bad \\u escape');
      }
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 6;
    } else {
      const decoded = ESCAPES[esc];
      if (decoded === undefined || !Object.hasOwn(ESCAPES, esc)) {
        p.pos = i;
        return fail(p, 'bad escape');
      }
      out += decoded;
      i += 2;
    }
    from = i;
  }
  p.pos = text.length;
  return fail(p, 'unterminated string');
}

function readNumber(p: Parser): number | undefined {
  const { text } = p;
  const start = p.pos;
  let i = start;
  if (text.charCodeAt(i) === 45) i++;
  const intStart = i;
  if (text.charCodeAt(i) === 48) i++;
  else while (isDigit(text.charCodeAt(i))) i++;
  if (i === intStart) {
    p.pos = i;
    return fail(p, 'bad number');
  }
  if (text.charCodeAt(i) === 46 /* . */) {
    i++;
    const fracStart = i;
    while (isDigit(text.charCodeAt(i))) i++;
    if (i === fracStart) {
      p.pos = i;
      return fail(p, 'bad number');
    }
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    i++;
    const s = text.charCodeAt(i);
    if (s === 43 || s === 45) i++;
    const expStart = i;
    while (isDigit(text.charCodeAt(i))) i++;
    if (i === expStart) {
      p.pos = i;
      return fail(p, 'bad number');
    }
  }
  p.pos = i;
  return Number(text.slice(start, i));
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
