// What every rung sees and answers: a verdict when it decides, a short constant note when it abstains
// (the note is what `preflight --explain` shows; constant so that abstaining allocates nothing).
import type { Policy } from '../policy/types.js';
import type { CallContext, JsonObject, Reason, Rung, ToolCall, Verdict } from '../types.js';

export interface RungInput {
  policy: Policy;
  call: ToolCall;
  /** The arguments; a JSON object once the malformed rung has passed. */
  args: JsonObject;
  ctx: CallContext;
}

/** A verdict when the rung decides; otherwise the note saying why it abstained. */
export type RungResult = Verdict | string;

/** The floor's own rules decide as `monitor`. */
export const BY = 'monitor';

export function refuse(rung: Rung, reason: Reason, claim?: string): Verdict {
  const verdict: Verdict = { kind: 'DENY', reason, by: BY, rung };
  if (claim !== undefined) verdict.detail = { claim };
  return verdict;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Arguments nested deeper than this are MALFORMED, so every walker below sees the whole value. */
export const MAX_ARG_DEPTH = 64;

/** True when a JSON value nests objects or arrays deeper than `limit`. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (nestsDeeperThan(item, limit - 1)) return true;
    return false;
  }
  const obj = value as Record<string, unknown>;
  for (const key in obj) if (nestsDeeperThan(obj[key], limit - 1)) return true;
  return false;
}
