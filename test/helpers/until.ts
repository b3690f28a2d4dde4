// The suite's one bounded poll (round 51: gate-process.ts's `until` and store-redis-harness.ts's `waitFor`
// were the same loop with different bounds). A bound is a failure's latest moment, never the expected time:
// gate writes its access log, journal and warnings in batches, and at load 20 to 35 a 1 or 2 s bound ran
// out before the line came (round 50), so a passing test waits no longer than its condition takes.

/** Polls `check()` every 20 ms until it holds or `boundMs` passes (then once more); says whether it held. */
export async function until(check: () => boolean | Promise<boolean>, boundMs = 20_000): Promise<boolean> {
  const end = Date.now() + boundMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  // One check at the bound: a condition that came while the last wait slept still counts.
  return check();
}

/** Waits (bounded, `until`) for `read()` to hold `done`; returns the text last read, for the assertion. */
export async function untilOutput(
  read: () => string,
  done: RegExp | ((text: string) => boolean),
  boundMs = 20_000,
): Promise<string> {
  const test = typeof done === 'function' ? done : (t: string) => done.test(t);
  let text = read();
  await until(() => {
    text = read();
    return test(text);
  }, boundMs);
  return text;
}
