// The pieces of the hand-written shape checks: the hottest shapes (one per stream event) are checked by
// hand because zod's object walk cost more than the rest of an event's reading. Each hand check keeps its
// zod schema as the definition, and a property test holds the two to the same verdict and first place.
import { GateError } from '../../kernel/errors.js';

/** Where a check failed: the dotted path of the first wrong field, as zod names it; null when it fits. */
export type Problem = string | null;

export type Fields = Record<string, unknown>;

/** A JSON object (what `open` in shape.ts accepts). */
export const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A `maybe` field that is not there. */
export const isMissing = (v: unknown): boolean => v === undefined || v === null;
/** `position` in shape.ts: an index in a list. */
export const isPosition = (v: unknown): boolean =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1_000_000;
/** `maybe(z.string())`. */
export const isMaybeString = (v: unknown): boolean => isMissing(v) || typeof v === 'string';

/**
 * The 502 for an answer that does not have the shape gate reads; names the place, never the bytes. Kept
 * here, not beside the zod shapes, so that serving loads no zod (docs/operations.md, "Startup").
 */
export function unreadableAnswer(where: string): GateError {
  return new GateError(
    'UPSTREAM_UNREACHABLE',
    `the upstream answer cannot be judged: ${where === '' ? 'its body' : where} has the wrong shape`,
  );
}

/** Throws the 502 `mustRead` throws for the same problem. */
export function mustPass(problem: Problem): void {
  if (problem !== null) throw unreadableAnswer(problem);
}
