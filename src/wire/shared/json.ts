// Small JSON helpers the wires share: narrowing parsed bodies without `any`.
import { firstUnsafeNumber } from '../../kernel/json-numbers.js';
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

/**
 * Whether a parsed value holds a number its JSON text may spell otherwise than the double gate read: an
 * integer at or past 2^53 (a longer integer was rounded to one) or a number past a double's range. A float
 * spelt `1e20` answers true too; callers that must not refuse it confirm on the text (firstUnsafeNumber).
 * An iterative walk of the value's nodes, each once: the strict read bounded its depth.
 */
export function holdsInexactNumber(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'number') {
      if (!Number.isFinite(v) || (Number.isInteger(v) && !Number.isSafeInteger(v))) return true;
    } else if (typeof v === 'object' && v !== null) {
      for (const k in v) stack.push((v as Record<string, unknown>)[k]);
    }
  }
  return false;
}

/** Narrows repaired arguments for re-serialisation. */
export function asJsonObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? (value as JsonObject) : undefined;
}
