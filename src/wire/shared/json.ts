// Small JSON helpers the wires share: narrowing parsed bodies without `any`.
import { firstUnsafeNumber, holdsInexactNumber } from '../../kernel/json-numbers.js';

export { holdsInexactNumber };

import { parseJsonStrict } from '../../kernel/json-strict.js';
import type { JsonObject } from '../../kernel/types.js';

export type { JsonObject, JsonValue } from '../../kernel/types.js';

/** A parsed JSON object whose fields are not yet known. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
  let value: unknown;
  try {
    value = parseJsonStrict(text);
  } catch {
    return text;
  }
  // The text is read only when the value holds such a number: most arguments hold none.
  return holdsInexactNumber(value) && firstUnsafeNumber(text) >= 0 ? text : value;
}

/** Narrows repaired arguments for re-serialisation. */
export function asJsonObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? (value as JsonObject) : undefined;
}
