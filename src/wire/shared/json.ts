// Small JSON helpers the wires share: narrowing parsed bodies without `any`.
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
 * as is, so the ladder refuses it MALFORMED.
 */
export function parseArguments(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return parseJsonStrict(text);
  } catch {
    return text;
  }
}

/** Narrows repaired arguments for re-serialisation. */
export function asJsonObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? (value as JsonObject) : undefined;
}
