// A count of the inner steps the screener's bounded-but-repeated loops take, for tests that hold them to
// linear growth by counting instead of timing (docs/screening.md, 'Linear time'). Off, it is one
// comparison per call of a loop, not per step.

let counting = false;
let steps = 0;

/** Adds `n` steps to the count while one is taken (`countWork`). */
export function workDone(n: number): void {
  if (counting) steps += n;
}

/** The steps `fn` took (its result discarded); counts do not nest. */
export function countWork(fn: () => unknown): number {
  const before = counting;
  counting = true;
  steps = 0;
  try {
    fn();
    return steps;
  } finally {
    counting = before;
  }
}
