// Rung 1: arguments that are not a JSON object (or a call with no tool name, or one past the name bound)
// cannot be judged. Entry points read argument text with the strict reader (json-strict.ts) and hand on
// text it refuses as is (a duplicate key, bad JSON): this rung says what is wrong with it, by offset, never
// by its bytes.
import { readJsonStrict } from '../json-strict.js';
import { lowerKey } from '../policy/lower.js';
import { MAX_TOOL_NAME } from '../tool-name.js';
import type { JsonValue } from '../types.js';
import {
  commandsOf,
  isJsonObject,
  MAX_ARG_DEPTH,
  nestsDeeperThan,
  type RungInput,
  type RungResult,
  refuse,
} from './rung.js';
import { commandBudget } from './shell.js';

export function checkMalformed(input: RungInput): RungResult {
  const { call } = input;
  if (typeof call.tool !== 'string' || call.tool === '')
    return refuse('malformed', 'MALFORMED', 'tool name is empty');
  if (call.tool.length > MAX_TOOL_NAME)
    return refuse('malformed', 'MALFORMED', `tool name is longer than ${MAX_TOOL_NAME} characters`);
  if (typeof call.args === 'string') {
    const read = readJsonStrict(call.args, MAX_ARG_DEPTH);
    const why = read.ok
      ? 'arguments are not a JSON object'
      : `arguments are not readable JSON: ${read.error}`;
    return refuse('malformed', 'MALFORMED', why);
  }
  if (!isJsonObject(call.args)) return refuse('malformed', 'MALFORMED', 'arguments are not a JSON object');
  if (nestsDeeperThan(call.args, MAX_ARG_DEPTH)) {
    return refuse('malformed', 'MALFORMED', `arguments nest deeper than ${MAX_ARG_DEPTH} levels`);
  }
  const fault = keyFault(call.args, 0);
  if (fault !== undefined) return refuse('malformed', 'MALFORMED', `arguments hold ${fault}`);
  // A command past the reader's bounds is refused before any rung reads it (its reading would not be whole).
  for (const text of commandsOf(input)) {
    const why = commandBudget(text);
    if (why !== undefined) return refuse('malformed', 'MALFORMED', why);
  }
  return 'arguments are a JSON object';
}

/** Up to this many keys, an object's folded keys are compared in a list, not a set. */
const SMALL_OBJECT = 16;

/**
 * A key readers disagree on, and where: two keys equal ignoring case (`command` and `COMMAND`: a tool whose
 * JSON decoder matches names case-insensitively, Go or .NET, reads one the rules may not have), or a key
 * named `__proto__` (JSON.parse defines it, but a tool that copies the arguments with Object.assign or a
 * merge makes it the prototype, so `command` reads a value gate never saw as one). Names a key by its
 * position, never its text.
 */
function keyFault(value: JsonValue, depth: number): string | undefined {
  if (value === null || typeof value !== 'object' || depth > MAX_ARG_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const hit = keyFault(item, depth + 1);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  // The folded keys so far: a short list for the few keys of most objects, a set past SMALL_OBJECT.
  let seen: string[] | Set<string> | undefined;
  let first = '';
  let at = 0;
  for (const key in value) {
    if (key === '__proto__') return `a key named __proto__ (key ${at + 1} of an object at depth ${depth})`;
    // A lone key has no twin: it is folded only once a second key needs comparing.
    if (at === 0) first = key;
    else {
      seen ??= [lowerKey(first)];
      const lower = lowerKey(key);
      if (Array.isArray(seen)) {
        if (seen.includes(lower)) return twins(at, depth);
        seen.push(lower);
        if (seen.length > SMALL_OBJECT) seen = new Set(seen);
      } else {
        if (seen.has(lower)) return twins(at, depth);
        seen.add(lower);
      }
    }
    at++;
    const hit = keyFault(value[key] as JsonValue, depth + 1);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

function twins(at: number, depth: number): string {
  return `two keys that differ only in case (key ${at + 1} of an object at depth ${depth})`;
}
