// Small JSON helpers the wires share: narrowing parsed bodies without `any`.
import { firstUnsafeNumber, holdsInexactNumber } from '../../kernel/json-numbers.js';

export { holdsInexactNumber };

import { MAX_JSON_DEPTH, readJsonStrict, StrictJsonError } from '../../kernel/json-strict.js';
import { MAX_ARG_ENTRIES } from '../../kernel/ladder/rung.js';
import type { JsonObject } from '../../kernel/types.js';

export type { JsonObject, JsonValue } from '../../kernel/types.js';

/** A parsed JSON object whose fields are not yet known. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A member a client or provider sent, as text when it is a string, else empty. Never `String(x)`: on an
 * object it runs the sender's `toString` (`{"toString": false}` throws: a 500 instead of an answer).
 */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function stringField(obj: Json, key: string): string | undefined {
  const value = obj[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Tool-call arguments as the model wrote them. Empty text means no arguments (both providers stream `""`
 * for a call without parameters); text the strict reader refuses (not JSON, a duplicate key, nested past gate's depth bound) is returned
 * as is, so the ladder refuses it MALFORMED. So is text holding a number JavaScript cannot carry exactly
 * (an integer past 2^53, a number past a double's range): the agent receives these bytes, and its reader
 * may keep the digits gate's value rounded (docs/wires.md, "Faithfulness").
 */
export function parseArguments(text: string): unknown {
  if (text.trim() === '') return {};
  // Read with the ladder's own bound on a call's entries: a text spelling more distinct names is handed on
  // unparsed, and the ladder's malformed rung refuses it by the same linear pass, with the object's reason.
  const read = readModelJson(text);
  if (!read.ok) return text;
  const value = read.value;
  // The text is read only when the value holds such a number: most arguments hold none.
  return holdsInexactNumber(value) && firstUnsafeNumber(text) >= 0 ? text : value;
}

/** Narrows repaired arguments for re-serialisation. */
export function asJsonObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? (value as JsonObject) : undefined;
}

/**
 * Round 46: an upstream answer or stream event read strictly, its distinct member names bounded at the
 * ladder's own bound on a call's keys and items: only a model-written object spells that many (a call the
 * ladder refuses MALFORMED), and JSON.parse pays ~2-4 µs for each distinct name (100,000 of them, 0.4 s of
 * the one thread), so such a text is refused by one linear pass before it is parsed.
 */
export function readModelJson(text: string, unread?: ReadonlySet<string>): ReturnType<typeof readJsonStrict> {
  // Round 48: items too, all arrays together: 300,000 empty text blocks (two names) took 5-12 s downstream of
  // here. Round 49: counted in the strict reader's own pass, walked only past the text's bound.
  return readJsonStrict(text, MAX_JSON_DEPTH, MAX_ARG_ENTRIES, MAX_ARG_ENTRIES, unread);
}

/**
 * Members of an upstream answer or event gate never walks: `logprobs` (chat's choices, Responses' output
 * text) holds an entry per token with a byte array and its top alternatives, 100,000 items in an ordinary
 * 4,000-token answer, and is handed on as parsed.
 */
const ANSWER_UNREAD: ReadonlySet<string> = new Set(['logprobs']);

/** readModelJson for an upstream answer or stream event, throwing its error as parseJsonStrict does. */
export function parseModelJson(text: string): unknown {
  const read = readModelJson(text, ANSWER_UNREAD);
  if (!read.ok) throw new StrictJsonError(read.error);
  return read.value;
}
