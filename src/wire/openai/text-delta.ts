// The commonest chat chunk, a text delta, read in one pass without building it: most events of a streamed
// answer are `{...envelope, "choices":[{"index":0,"delta":{"content":"..."},"finish_reason":null}]}`, and
// gate forwards them as the upstream's bytes, needing only the envelope and the choice's index. Anything
// else (another member, a repeated key, an escaped key, a value of another kind, malformed text) answers
// undefined and the chunk takes the strict read (json-strict.ts) and the shape check, which decide and
// name every fault: this reader never refuses (docs/wires.md, round 19). One forward pass, no backtracking.

/** What gate takes from a text delta chunk: the envelope members it carries, and the choice's index. */
export interface TextDelta {
  /** Envelope members in the chunk, as JSON.parse would give them (a string, a number or null). */
  envelope: Map<string, string | number | null>;
  index: number;
}

/** Top-level members a text delta may carry besides `choices` (`usage` only as null). */
const ENVELOPE = new Set(['id', 'object', 'created', 'model', 'system_fingerprint', 'service_tier']);

// The reader's place in the text, kept between calls (it never re-enters).
let text = '';
let pos = 0;

/** The chunk read as a text delta, or undefined when it is anything else (the strict read decides). */
export function readTextDelta(data: string): TextDelta | undefined {
  text = data;
  pos = 0;
  try {
    return readChunk();
  } finally {
    text = '';
  }
}

function readChunk(): TextDelta | undefined {
  if (!open(123 /* { */)) return undefined;
  const envelope = new Map<string, string | number | null>();
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
      if (!ENVELOPE.has(key) || envelope.has(key)) return undefined;
      const value = readScalar();
      if (value === undefined) return undefined;
      envelope.set(key, value);
    }
    if (close(125 /* } */)) break;
    if (!open(44 /* , */)) return undefined;
  }
  skipSpace();
  if (index === -1 || pos !== text.length) return undefined;
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
  // A delta is what makes it a text chunk; without one the strict path places the choice.
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
      if (!(isStringAt() ? skipString() : readNull())) return false;
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
    const c = text.charCodeAt(pos);
    if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
    else return;
  }
}

/** Skips space, then `c` if it is next. */
function open(c: number): boolean {
  skipSpace();
  if (text.charCodeAt(pos) !== c) return false;
  pos++;
  return true;
}

const close = open;

function isStringAt(): boolean {
  skipSpace();
  return text.charCodeAt(pos) === 34;
}

/** A key without escapes, and its colon: its text, or undefined. */
function readKey(): string | undefined {
  if (!isStringAt()) return undefined;
  const end = text.indexOf('"', pos + 1);
  if (end === -1) return undefined;
  const key = text.slice(pos + 1, end);
  // An escape or a control character: the strict read decodes and judges it.
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c === 92 || c < 0x20) return undefined;
  }
  pos = end + 1;
  return open(58 /* : */) ? key : undefined;
}

/** Skips a well-formed JSON string at `pos` (escapes checked, not decoded). */
function skipString(): boolean {
  let i = pos + 1;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 34) break;
    if (Number.isNaN(c) || c < 0x20) return false;
    if (c === 92) {
      const e = text.charCodeAt(i + 1);
      if (e === 117 /* u */) {
        for (let k = i + 2; k < i + 6; k++) if (!isHex(text.charCodeAt(k))) return false;
        i += 6;
        continue;
      }
      // " \ / b f n r t
      if (e !== 34 && e !== 92 && e !== 47 && e !== 98 && e !== 102 && e !== 110 && e !== 114 && e !== 116)
        return false;
      i += 2;
      continue;
    }
    i++;
  }
  pos = i + 1;
  return true;
}

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function readNull(): boolean {
  skipSpace();
  if (!text.startsWith('null', pos)) return false;
  pos += 4;
  return true;
}

/** An envelope value: a string without escapes, a JSON number, or null; undefined for anything else. */
function readScalar(): string | number | null | undefined {
  skipSpace();
  const c = text.charCodeAt(pos);
  if (c === 34) {
    const end = text.indexOf('"', pos + 1);
    if (end === -1) return undefined;
    const value = text.slice(pos + 1, end);
    for (let i = 0; i < value.length; i++) {
      const k = value.charCodeAt(i);
      if (k === 92 || k < 0x20) return undefined;
    }
    pos = end + 1;
    return value;
  }
  if (c === 110) return readNull() ? null : undefined;
  return readNumber();
}

/** A number by RFC 8259's grammar, as JSON.parse reads it. */
function readNumber(): number | undefined {
  const start = pos;
  let i = pos;
  if (text.charCodeAt(i) === 45) i++;
  if (text.charCodeAt(i) === 48) i++;
  else if (isDigit(text.charCodeAt(i))) while (isDigit(text.charCodeAt(i))) i++;
  else return undefined;
  if (text.charCodeAt(i) === 46) {
    if (!isDigit(text.charCodeAt(++i))) return undefined;
    while (isDigit(text.charCodeAt(i))) i++;
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    const s = text.charCodeAt(++i);
    if (s === 43 || s === 45) i++;
    if (!isDigit(text.charCodeAt(i))) return undefined;
    while (isDigit(text.charCodeAt(i))) i++;
  }
  pos = i;
  return Number(text.slice(start, i));
}

/** A choice's index: plain digits, 0 to 1,000,000 (isPosition); -1 for anything else. */
function readPosition(): number {
  skipSpace();
  let i = pos;
  let n = 0;
  while (isDigit(text.charCodeAt(i)) && i - pos < 8) n = n * 10 + text.charCodeAt(i++) - 48;
  if (i === pos || (i - pos > 1 && text.charCodeAt(pos) === 48) || n > 1_000_000) return -1;
  // A fraction, an exponent or more digits: the strict read decides.
  const next = text.charCodeAt(i);
  if (isDigit(next) || next === 46 || next === 101 || next === 69) return -1;
  pos = i;
  return n;
}
