// Reading an upstream answer against the shape of what gate must read to find its calls. Every field a
// call could hide in is typed strictly (a wrong type is an answer gate cannot judge: 502 class, never
// passed through); everything else is carried as it came. The wires declare their shapes with these.
import { z } from 'zod';
import { unreadableAnswer } from './hand-check.js';

export { z };

/**
 * An object whose listed fields are checked and whose other fields pass through untouched: gate forwards
 * the value it read, never the check's output (`mustRead` keeps none), so the check does not visit or
 * copy the other fields (zod's loose objects ran a check on each and copied it: most of a check's time).
 */
export const open = z.object;
/** As `open`, for a check whose refinement reads fields it does not list: those are kept in its output. */
export const openWhole = z.looseObject;
/** A field that may be missing or null, and otherwise has this type. */
export const maybe = <T extends z.ZodType>(schema: T) => schema.nullish();
/** A position in a list (an index of a choice, a call, a block, an item). */
export const position = z.number().int().nonnegative().max(1_000_000);
/** A JSON object (an action, an operation). */
export const jsonObject = z.record(z.string(), z.unknown());
/**
 * Arguments given as a value: judged exactly as the client receives them (the floor refuses anything but
 * an object as MALFORMED), so any JSON value is readable; only a missing one is not.
 */
export const givenValue = z.unknown().refine((v) => v !== undefined, 'missing');

/** Checks a parsed answer or event against its shape; throws the 502 when gate cannot fully read it. */
export function mustRead(schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  const issue = result.error.issues[0];
  throw unreadableAnswer(issue ? issue.path.map(String).join('.') : '');
}
