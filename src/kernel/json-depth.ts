// The one bound on JSON nesting. Every JSON text a client, model or upstream wrote is read by the strict
// reader (json-strict.ts) under this bound, so no recursive walk after it (canonical JSON, schema
// validation, the ladder) can exhaust the stack on a document nested 100,000 deep (docs/operations.md,
// "Limits"); `nestingExceeds` is the same bound for a reader that checks before it decodes (`/mcp`).

/** Deepest nesting of arrays and objects gate reads; real requests and tool schemas stay far below it. */
export const MAX_JSON_DEPTH = 256;

/** True when brackets outside strings open more than `limit` deep (malformed text is JSON.parse's to judge). */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * The most distinct member names one JSON text a client writes may spell (a request body, an MCP message,
 * gate_syscall's `args`). JSON.parse pays ~2-4 µs for each distinct name (V8 interns it and grows a
 * hidden-class tree), ~20x a repeated one: 1 MB of 100,000 distinct keys took 0.4 s, 13.5 MB 5.4 s, one
 * request holding the one thread (round 45). Real requests spell a few hundred; a schema with thousands.
 */
export const MAX_JSON_NAMES = 10_000;

/**
 * The offset of the string that is the (limit+1)th distinct member name of `text`, or -1. Names are told
 * apart by their spelling (`"a"` and `"\u0061"` count twice: only a crafted text spells one name two ways).
 * One pass: strings are skipped with indexOf; only a string followed by `:` is a name, kept in one Set
 * bounded by `limit`. Malformed text may get any answer: the reader after it refuses it.
 */
export function distinctNamesPast(text: string, limit: number): number {
  const names = new Set<string>();
  const n = text.length;
  let i = text.indexOf('"');
  while (i !== -1 && i < n) {
    const q = stringEnd(text, i);
    if (q === -1) return -1;
    let j = q + 1;
    while (j < n && isSpace(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) === 0x3a) {
      names.add(text.slice(i + 1, q));
      if (names.size > limit) return i;
    }
    i = text.indexOf('"', j);
  }
  return -1;
}

// The quote that closes the string opened at `open` (one not preceded by an odd run of backslashes), or -1.
function stringEnd(text: string, open: number): number {
  let q = open;
  for (;;) {
    q = text.indexOf('"', q + 1);
    if (q === -1) return -1;
    let b = q - 1;
    while (text.charCodeAt(b) === 0x5c /* \ */) b--;
    if ((q - 1 - b) % 2 === 0) return q;
  }
}

/**
 * The `id` member of the top-level object of a JSON text gate will not read whole (nested past its bound,
 * too many names), when it is a string or a number: a JSON-RPC refusal then names the request it answers, so a
 * client over stdio, which matches answers by id, gets its error rather than waiting out its own timeout.
 * One pass; nested values are skipped, not decoded. Malformed text may get any answer or none.
 */
export function topLevelId(text: string): string | number | undefined {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const q = stringEnd(text, i);
      if (q === -1) return undefined;
      if (depth === 1) {
        let j = q + 1;
        while (j < n && isSpace(text.charCodeAt(j))) j++;
        if (text.charCodeAt(j) === 0x3a && text.slice(i, q + 1) === '"id"') return idValue(text, j + 1);
      }
      i = q;
    } else if (c === 0x5b || c === 0x7b) {
      // Only an object at the top has members; a batch or a bare value names no one request.
      if (depth === 0 && c === 0x5b) return undefined;
      depth++;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return undefined;
}

function idValue(text: string, from: number): string | number | undefined {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) === 0x22) {
    const q = stringEnd(text, i);
    if (q === -1) return undefined;
    try {
      return JSON.parse(text.slice(i, q + 1)) as string;
    } catch {
      return undefined;
    }
  }
  const number = /^-?(?:0|[1-9]\d{0,20})(?:\.\d{1,20})?(?:[eE][+-]?\d{1,4})?/.exec(text.slice(i, i + 48));
  return number === null ? undefined : Number(number[0]);
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** `nestingExceeds` for a value already decoded (a peer's parsed message): an explicit stack, no recursion. */
export function valueNestingExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Why a value a peer sent (a downstream's decoded message) is wider than gate reads: nested deeper than
 * `depth`, spelling more than `names` distinct member names, or holding more than `items` array items in
 * all. The SDK's schemas walk a message again member by member and item by item (round 47: a result whose
 * `_meta` spelled 300,000 names took 1.2 s in them, 5 s to the answer; round 48: 300,000 empty text blocks,
 * two names, 1.7 s and handed on whole); one explicit-stack walk here, stopping at the first bound passed,
 * answers before they run.
 */
export function valueTooWide(
  value: unknown,
  depth: number,
  names: number,
  items = Number.POSITIVE_INFINITY,
): 'deep' | 'names' | 'items' | undefined {
  const seen = new Set<string>();
  let counted = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, level] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (level + 1 > depth) return 'deep';
    if (Array.isArray(item)) {
      counted += item.length;
      if (counted > items) return 'items';
      for (const child of item) stack.push([child, level + 1]);
      continue;
    }
    // for-in, not Object.entries: one object of 700,000 names cost 1.8 s in entries' pairs before the bound stopped it (round 49).
    for (const name in item) {
      if (!Object.hasOwn(item, name)) continue;
      seen.add(name);
      if (seen.size > names) return 'names';
      stack.push([(item as Record<string, unknown>)[name], level + 1]);
    }
  }
  return undefined;
}

/**
 * Whether a decoded value holds more than `limit` array items, all its arrays together (round 48: an
 * upstream answer of 300,000 empty text blocks spelled two names and held the thread 5-12 s). One
 * explicit-stack walk that stops at the bound; scalars are never pushed. Members named in `unread` are not
 * walked: what gate never reads costs it only the parse (an answer's log probabilities, below).
 */
export function arrayItemsPast(value: unknown, limit: number, unread?: ReadonlySet<string>): boolean {
  let items = 0;
  const stack: object[] = [];
  if (value !== null && typeof value === 'object') stack.push(value);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (Array.isArray(item)) {
      items += item.length;
      if (items > limit) return true;
      for (const child of item) if (child !== null && typeof child === 'object') stack.push(child);
      continue;
    }
    for (const key in item) {
      if (unread?.has(key)) continue;
      const child = (item as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return false;
}

/**
 * valueTooWide read from the text before JSON.parse builds it (round 49: JSON.parse of 10 MiB took 1.7 s
 * for 3.5 million `{}` and 3.8 s for 5 million levels of `[`, before any bound saw the value). One pass,
 * strings skipped with indexOf: nesting past `depth`, more than `items` array items (all arrays together,
 * members named in `unread` not counted, as arrayItemsPast), or more than `names` distinct member names
 * (distinctNamesPast, asked only when the colons outside strings pass `names`). The text's counts are never
 * below its value's (a repeated key's first value is counted, an escaped spelling of an unread name is not
 * skipped), so a text passing here may still be refused by the walk, never the other way round for a
 * text without those. Malformed text may get any answer: the parse after it refuses it.
 */
export function textTooWide(
  text: string,
  depth: number,
  names: number,
  items: number,
  unread?: ReadonlySet<string>,
): 'deep' | 'names' | 'items' | undefined {
  const n = text.length;
  // Per open bracket: 0 an object, 1 an array with no item yet, 2 an array with one.
  let frames = new Uint8Array(64);
  let top = 0;
  let counted = 0;
  let members = 0;
  // The depth of the object whose unread member's value is being read (-1: none): its items are not counted.
  let skipAt = -1;
  let keyStart = 0;
  let keyEnd = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    if (top > 0 && frames[top - 1] === 1 && c !== 93 /* ] */) {
      frames[top - 1] = 2;
      if ((skipAt < 0 || top <= skipAt) && ++counted > items) return 'items';
    }
    if (c === 34 /* " */) {
      const start = i + 1;
      i = stringEnd(text, i);
      if (i === -1) return undefined;
      keyStart = start;
      keyEnd = i;
    } else if (c === 58 /* : */) {
      members++;
      if (unread !== undefined && skipAt < 0 && unread.has(text.slice(keyStart, keyEnd))) skipAt = top;
    } else if (c === 44 /* , */) {
      if (top > 0 && frames[top - 1] === 2 && (skipAt < 0 || top <= skipAt) && ++counted > items)
        return 'items';
      if (skipAt === top) skipAt = -1;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (top + 1 > depth) return 'deep';
      if (top === frames.length) {
        const grown = new Uint8Array(frames.length * 2);
        grown.set(frames);
        frames = grown;
      }
      frames[top++] = c === 91 ? 1 : 0;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      if (top > 0) top--;
      if (top < skipAt) skipAt = -1;
    }
  }
  if (members > names && distinctNamesPast(text, names) >= 0) return 'names';
  return undefined;
}

/**
 * The raw text of the values of `wanted` members of a JSON object's top level (the last of a repeated name,
 * as JSON.parse keeps it; a name spelled with escapes is decoded), or undefined when the text does not
 * start with `{`. One pass, strings skipped with indexOf, so a reader can sort a message (its `id` and
 * `method`) before paying for its parse (round 50: a stdio line). Malformed text may get any answer.
 */
export function topLevelMembers(text: string, wanted: ReadonlySet<string>): Map<string, string> | undefined {
  const n = text.length;
  let i = 0;
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 123 /* { */) return undefined;
  const found = new Map<string, string>();
  let depth = 0;
  let keyStart = -1;
  let keyEnd = -1;
  // The member whose value is being read at depth 1, and where that value starts.
  let member: string | undefined;
  let valueStart = 0;
  const close = (end: number) => {
    if (member !== undefined) found.set(member, text.slice(valueStart, end).trim());
    member = undefined;
  };
  for (; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const start = i + 1;
      i = stringEnd(text, i);
      if (i === -1) return found;
      keyStart = start;
      keyEnd = i;
    } else if (c === 58 /* : */) {
      if (depth === 1 && keyStart >= 0) {
        let name = text.slice(keyStart, keyEnd);
        if (name.includes('\\')) {
          try {
            name = JSON.parse(`"${name}"`) as string;
          } catch {
            name = '';
          }
        }
        if (wanted.has(name)) {
          member = name;
          valueStart = i + 1;
        }
      }
      keyStart = -1;
    } else if (c === 44 /* , */) {
      if (depth === 1) close(i);
      keyStart = -1;
    } else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      if (depth === 1) close(i);
      if (--depth <= 0) return found;
    } else if (!isSpace(c)) keyStart = -1;
  }
  return found;
}
