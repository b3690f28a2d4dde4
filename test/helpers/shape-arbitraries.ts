// Generated values for holding a hand-written shape check to its zod schema: each typed field is mostly
// right, sometimes any other value, sometimes absent, so both verdicts and every failing place occur.
import fc from 'fast-check';
import type { z } from 'zod';

/** Runs per property; GATE_FUZZ_RUNS raises it for a long local run. */
export const shapeRuns = Number(process.env['GATE_FUZZ_RUNS'] ?? 3000);

/** zod's verdict in the hand checks' terms: null, or the first issue's dotted path. */
export function zodProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return (result.error.issues[0]?.path ?? []).map(String).join('.');
}

/** Any value, with a lean to the ones a wrong field most likely holds. */
export const anything = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, '', 0, -1, 1.5, 1_000_000, 1_000_001, -0, [], {}, 'x', true),
);
/** A typed field: mostly right, sometimes any value, sometimes absent. */
export const field = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: right },
    { weight: 1, arbitrary: anything },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
/** A small JSON object (an action, arguments given as an object). */
export const someObject = fc.dictionary(fc.string({ maxLength: 3 }), anything, { maxKeys: 2 });
export const text = fc.oneof(fc.string({ maxLength: 4 }), fc.constant(null));
export const index = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(0, 1_000_000));
/** An object of these fields, the absent ones dropped, sometimes with a field the schema does not list. */
export const object = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record({ ...fields, extra: fc.option(anything, { nil: undefined }) })
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));

/** Checks `hand` against `schema` on generated values; both verdicts must occur often. */
export function assertAgree(
  values: fc.Arbitrary<unknown>,
  hand: (value: unknown) => string | null,
  schema: (value: unknown) => z.ZodType,
  equal: (a: unknown, b: unknown) => void,
  ok: (cond: boolean, message: string) => void,
): void {
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(values, (value) => {
      const want = zodProblem(schema(value), value);
      equal(hand(value), want);
      if (want === null) accepted++;
      else refused++;
    }),
    { numRuns: shapeRuns },
  );
  // Both sides are exercised, so agreement is not agreement on one answer.
  ok(accepted > shapeRuns / 10 && refused > shapeRuns / 10, `accepted ${accepted}, refused ${refused}`);
}
