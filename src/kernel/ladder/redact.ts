// Rung 8a: for an admitted call, the values of `redact_fields` names (at any depth, case-insensitive)
// become "[REDACTED]"; the call goes on as TRANSFORM with the repaired arguments.
import { lowerKey } from '../policy/lower.js';
import type { Policy } from '../policy/types.js';
import type { JsonObject, JsonValue } from '../types.js';

export const REDACTED = '[REDACTED]';

/**
 * The redacted arguments, or undefined when nothing needed redacting (already-redacted values count as
 * done). `needs`: needsRedaction's answer when the malformed rung's walk found it.
 */
export function redactArguments(policy: Policy, args: JsonObject, needs?: boolean): JsonObject | undefined {
  if (policy.redactFields.size === 0 || !(needs ?? needsRedaction(policy.redactFields, args)))
    return undefined;
  return redactValue(policy.redactFields, args) as JsonObject;
}

function needsRedaction(fields: ReadonlySet<string>, value: JsonValue): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => needsRedaction(fields, v));
  for (const key in value) {
    const v = value[key] as JsonValue;
    if (fields.has(lowerKey(key)) && v !== REDACTED) return true;
    if (needsRedaction(fields, v)) return true;
  }
  return false;
}

function redactValue(fields: ReadonlySet<string>, value: JsonValue): JsonValue {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(fields, v));
  const out: JsonObject = {};
  for (const key in value) {
    const v = value[key] as JsonValue;
    // Define, not assign: a `__proto__` key stays a plain property.
    Object.defineProperty(out, key, {
      value: fields.has(lowerKey(key)) ? REDACTED : redactValue(fields, v),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
