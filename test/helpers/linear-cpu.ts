// The measures of the linear-time tests (rounds 43 and 44): an adversarial text and the CPU one reading of it takes.

/** `head`, then `unit` repeated to `size` characters, then `tail`: the adversarial text. */
export const repeatedTo = (size: number, head: string, unit: string, tail: string): string =>
  head + unit.repeat(Math.ceil(size / unit.length)).slice(0, size) + tail;

/** A first reading over this many milliseconds is read again (see cpuMs). */
const COLD_MS = 500;

function once(fn: () => unknown): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/**
 * Milliseconds of CPU `fn` takes: the smaller of two readings when the first is over COLD_MS. The process's
 * CPU counts V8's compiler and GC threads, and a reading's first 200 kB run tiers up and grows the heap
 * there (a stop-64 CI run charged 2.9 s to a 0.2 s reading); a quadratic reading is slow both times.
 */
export function cpuMs(fn: () => unknown): number {
  const first = once(fn);
  return first > COLD_MS ? Math.min(first, once(fn)) : first;
}
