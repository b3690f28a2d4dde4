// The measures of the linear-time tests (rounds 43 and 44): an adversarial text and the CPU one reading of it takes.

/** `head`, then `unit` repeated to `size` characters, then `tail`: the adversarial text. */
export const repeatedTo = (size: number, head: string, unit: string, tail: string): string =>
  head + unit.repeat(Math.ceil(size / unit.length)).slice(0, size) + tail;

/** Milliseconds of CPU `fn` takes. */
export function cpuMs(fn: () => unknown): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
