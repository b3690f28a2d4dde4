// The measures of the linear-time tests (rounds 43 and 44): an adversarial text and the CPU one reading of it takes.
import assert from 'node:assert/strict';
import { checkDrawn } from './deep.js';

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
 * Milliseconds of CPU `fn` takes: the smaller of two readings when the first is over `readAgainOver`. The
 * process's CPU counts V8's compiler and GC threads, and a reading's first 200 kB run tiers up and grows the
 * heap there (a stop-64 CI run charged 2.9 s to a 0.2 s reading); a quadratic reading is slow both times.
 * Every CPU bar in the tests reads through here (test/structure.test.ts holds them to it; docs/testing.md,
 * round 68). `fn` is given the reading's number, 0 then 1: a body builds its state afresh inside, and one
 * whose input a module memo keeps past the call names its scope by it (scopeOf), so both readings read.
 */
export function cpuMs(fn: (reading: number) => unknown, readAgainOver = COLD_MS): number {
  const first = once(() => fn(0));
  return first > readAgainOver
    ? Math.min(
        first,
        once(() => fn(1)),
      )
    : first;
}

/**
 * A CPU bar: fails with `message(ms)` unless `fn` reads under `bar` ms. Read again only when the first
 * reading is over the bar: cpuMs's verdict, at one reading's cost when it passes.
 */
export function assertCpuUnder(
  fn: (reading: number) => unknown,
  bar: number,
  message: (ms: number) => string,
): void {
  // A drawn share of them a CI run, all under GATE_DEEP=1 (deep.ts CHECK_SHARE).
  if (!checkDrawn()) return;
  const ms = cpuMs(fn, bar);
  assert.ok(ms < bar, message(ms));
}

/**
 * A client scope of its own for reading `reading` of a CPU bar: the ledger keeps a user turn's reading per
 * scope (provenance/ledger.ts requestReading, up to 1 MiB), and the second reading of a 200 kB turn in the
 * same scope would be a lookup, passing a quadratic turn reader.
 */
export const scopeOf = (reading: number): string => `cpu-bar ${reading}`;
