// The commonest chat chunk, a text delta, read in one pass without building it: most events of a streamed
// answer are `{...envelope, "choices":[{"index":0,"delta":{"content":"..."},"finish_reason":null}]}`, and
// gate forwards them as the upstream's bytes, needing only the envelope and the choice's index. Anything
// else (another member, a repeated key, an escaped key, a value of another kind, malformed text) answers
// undefined and the chunk takes the strict read (json-strict.ts) and the shape check, which decide and
// name every fault: this reader never refuses (docs/wires.md, round 19). One forward pass, no backtracking.

import { holdsAt, jsonStringEnd } from '../shared/event-template.js';

/** What gate takes from a text delta chunk: the envelope members it carries, and the choice's index. */
export interface TextDelta {
  /** Envelope members in the chunk, as JSON.parse would give them (a string, a number or null). */
  envelope: Record<string, string | number | null>;
  index: number;
}

/** Top-level members a text delta may carry besides `choices` (`usage` only as null). */
function isEnvelope(key: string): boolean {
  switch (key) {
    case 'id':
    case 'object':
    case 'created':
    case 'model':
    case 'system_fingerprint':
    case 'service_tier':
      return true;
    default:
      return false;
  }
}

// The reader's place in the text, one object kept between calls (it never re-enters): fields of a steady
// shape, where module-level `let`s cost a hole check at every read of the text.
const at = { text: '', pos: 0, from: -1, to: -1, delta: -1 };

/**
 * The last text delta read in full, cut around its content string: in a stream every text chunk but the
 * content is the same bytes, so a chunk that is that prefix, one well-formed string and that suffix is the
 * same read (one string in place of another changes nothing else gate takes). Two native compares and
 * the content's scan, where a full read costs a pass over every member.
 */
const last: { prefix: string; suffix: string; head: string; read: TextDelta | undefined } = {
  prefix: '',
  suffix: '',
  /**
   * The last text delta up to its delta's value (its envelope and the choice before it). A chunk holding
   * it is read the same way to there, so a delta this reader refuses (a call's fragment, the commonest
   * chunk after text) is refused there, not after reading the envelope again (~1 us a chunk, Round 55 perf2).
   */
  head: '',
  read: undefined,
};

/** The chunk read as a text delta, or undefined when it is anything else (the strict read decides). */
export function readTextDelta(data: string): Readonly<TextDelta> | undefined {
  at.text = data;
  const { prefix, suffix } = last;
  // Compared as copies, not by startsWith/endsWith: those cost ~2 µs a chunk here (round 35).
  if (
    last.read !== undefined &&
    holdsAt(data, prefix, 0) &&
    holdsAt(data, suffix, data.length - suffix.length)
  ) {
    at.pos = prefix.length;
    if (isStringAt() && at.pos === prefix.length && skipString() && at.pos === data.length - suffix.length) {
      at.text = '';
      return last.read;
    }
  }
  if (last.read !== undefined && holdsAt(data, last.head, 0)) {
    at.pos = last.head.length;
    if (!readDelta()) {
      at.text = '';
      return undefined;
    }
  }
  at.pos = 0;
  at.from = -1;
  at.delta = -1;
  const read = readChunk();
  if (read !== undefined && at.from !== -1) {
    last.prefix = data.slice(0, at.from);
    last.suffix = data.slice(at.to);
    last.head = data.slice(0, at.delta);
    last.read = read;
  }
  at.text = '';
  return read;
}

function readChunk(): TextDelta | undefined {
  if (!open(123 /* { */)) return undefined;
  const envelope: Record<string, string | number | null> = {};
  let index = -1;
  let usage = false;
  for (let first = true; ; first = false) {
    if (first && close(125 /* } */)) break;
    const key = readKey();
    if (key === undefined) return undefined;
    if (key === 'choices') {
      if (index !== -1) return undefined;
      index = readChoices();
      if (index === -1) return undefined;
    } else if (key === 'usage') {
      if (usage || !readNull()) return undefined;
      usage = true;
    } else {
      if (!isEnvelope(key) || Object.hasOwn(envelope, key)) return undefined;
      const value = readScalar();
      if (value === undefined) return undefined;
      envelope[key] = value;
    }
    if (close(125 /* } */)) break;
    if (!open(44 /* , */)) return undefined;
  }
  skipSpace();
  if (index === -1 || at.pos !== at.text.length) return undefined;
  return { envelope, index };
}

/** `[{"index":N,"delta":{...},"finish_reason":null,"logprobs":null}]`: the index, or -1. */
function readChoices(): number {
  if (!open(91 /* [ */) || !open(123 /* { */)) return -1;
  let index = -1;
  let delta = false;
  let finish = false;
  let logprobs = false;
  for (let first = true; ; first = false) {
    if (first && close(125)) break;
    const key = readKey();
    if (key === 'index') {
      if (index !== -1) return -1;
      index = readPosition();
      if (index === -1) return -1;
    } else if (key === 'delta') {
      at.delta = at.pos;
      if (delta || !readDelta()) return -1;
      delta = true;
    } else if (key === 'finish_reason') {
      if (finish || !readNull()) return -1;
      finish = true;
    } else if (key === 'logprobs') {
      if (logprobs || !readNull()) return -1;
      logprobs = true;
    } else return -1;
    if (close(125)) break;
    if (!open(44)) return -1;
  }
  // A delta is what makes it a at.text chunk; without one the strict path places the choice.
  if (!delta || !close(93 /* ] */)) return -1;
  return index;
}

/** `{"role":"...","content":"..." or null,"refusal":null}`, any of them, each once. */
function readDelta(): boolean {
  if (!open(123)) return false;
  let role = false;
  let content = false;
  let refusal = false;
  for (let first = true; ; first = false) {
    if (first && close(125)) return true;
    const key = readKey();
    if (key === 'role') {
      if (role || !isStringAt() || !skipString()) return false;
      role = true;
    } else if (key === 'content') {
      if (content) return false;
      if (isStringAt()) {
        at.from = at.pos;
        if (!skipString()) return false;
        at.to = at.pos;
      } else if (!readNull()) return false;
      content = true;
    } else if (key === 'refusal') {
      if (refusal || !readNull()) return false;
      refusal = true;
    } else return false;
    if (close(125)) return true;
    if (!open(44)) return false;
  }
}

function skipSpace(): void {
  for (;;) {
    const c = at.text.charCodeAt(at.pos);
    if (c === 32 || c === 10 || c === 13 || c === 9) at.pos++;
    else return;
  }
}

/** Skips space, then `c` if it is next. */
function open(c: number): boolean {
  skipSpace();
  if (at.text.charCodeAt(at.pos) !== c) return false;
  at.pos++;
  return true;
}

const close = open;

function isStringAt(): boolean {
  skipSpace();
  return at.text.charCodeAt(at.pos) === 34;
}

/** A key without escapes, and its colon: its at.text, or undefined. */
function readKey(): string | undefined {
  if (!isStringAt()) return undefined;
  const key = readPlainString();
  return key !== undefined && open(58 /* : */) ? key : undefined;
}

/** A string at `at.pos` holding no escape and no control character, past its quote; undefined otherwise. */
function readPlainString(): string | undefined {
  const end = at.text.indexOf('"', at.pos + 1);
  if (end === -1) return undefined;
  const value = at.text.slice(at.pos + 1, end);
  // An escape or a control character: the strict read decodes and judges it.
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 92 || c < 0x20) return undefined;
  }
  at.pos = end + 1;
  return value;
}

/** Skips a well-formed JSON string at `at.pos` (escapes checked, not decoded). */
function skipString(): boolean {
  const end = jsonStringEnd(at.text, at.pos);
  if (end === -1) return false;
  at.pos = end;
  return true;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function readNull(): boolean {
  skipSpace();
  if (!holdsAt(at.text, 'null', at.pos)) return false;
  at.pos += 4;
  return true;
}

/** An envelope value: a string without escapes, a JSON number, or null; undefined for anything else. */
function readScalar(): string | number | null | undefined {
  skipSpace();
  const c = at.text.charCodeAt(at.pos);
  if (c === 34) return readPlainString();
  if (c === 110) return readNull() ? null : undefined;
  return readNumber();
}

/** A number by RFC 8259's grammar, as JSON.parse reads it. */
function readNumber(): number | undefined {
  const start = at.pos;
  let i = at.pos;
  if (at.text.charCodeAt(i) === 45) i++;
  if (at.text.charCodeAt(i) === 48) i++;
  else if (isDigit(at.text.charCodeAt(i))) while (isDigit(at.text.charCodeAt(i))) i++;
  else return undefined;
  if (at.text.charCodeAt(i) === 46) {
    if (!isDigit(at.text.charCodeAt(++i))) return undefined;
    while (isDigit(at.text.charCodeAt(i))) i++;
  }
  const e = at.text.charCodeAt(i);
  if (e === 101 || e === 69) {
    const s = at.text.charCodeAt(++i);
    if (s === 43 || s === 45) i++;
    if (!isDigit(at.text.charCodeAt(i))) return undefined;
    while (isDigit(at.text.charCodeAt(i))) i++;
  }
  at.pos = i;
  return Number(at.text.slice(start, i));
}

/** A choice's index: plain digits, 0 to 1,000,000 (isPosition); -1 for anything else. */
function readPosition(): number {
  skipSpace();
  let i = at.pos;
  let n = 0;
  while (isDigit(at.text.charCodeAt(i)) && i - at.pos < 8) n = n * 10 + at.text.charCodeAt(i++) - 48;
  if (i === at.pos || (i - at.pos > 1 && at.text.charCodeAt(at.pos) === 48) || n > 1_000_000) return -1;
  // A fraction, an exponent or more digits: the strict read decides.
  const next = at.text.charCodeAt(i);
  if (isDigit(next) || next === 46 || next === 101 || next === 69) return -1;
  at.pos = i;
  return n;
}
