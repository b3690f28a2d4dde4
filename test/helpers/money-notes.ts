// Shared by the money-destination recall tests (rounds 45 and 46): where a note reaches the reader, and the
// slowest reading of 200 kB built from a reader's own literals.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { runsOf, sampleOf } from './deep.js';
import { cpuMs, repeatedTo } from './linear-cpu.js';
import { verdictKind } from './screen-admit.js';

/** Where a note reaches the reader: a chat export's line, a PDF invoice's text, an SMS gateway's log record. */
export const MONEY_NOTE_CARRIERS: ReadonlyArray<(line: string) => string> = [
  (line) => `[12/04/26, 09:31] Dana Kerr: morning all\n[12/04/26, 09:33] Dana Kerr: ${line}\n`,
  (line) => `INVOICE 2291\nHarbour Supply Ltd\nDate: 12 April 2026\n\nNotes\n${line}\n\nTotal due: 1,240.00`,
  (line) =>
    JSON.stringify({ sms: { from: '+447700900112', to: '+447700900200', body: line, status: 'received' } }),
];

/** The CPU bar (ms) every caller holds slowestOn200k's figure to. */
export const BAR_200K_MS = 1000;

/**
 * The most CPU (ms) `read` takes on `pay ` and one of `units` repeated to 200 kB, with that unit. CI reads a
 * fixed half of the list, spread from its first to its last; GATE_DEEP=1 every unit (docs/testing.md, round 69).
 * A unit is read again only when its first reading is over the bar: under it, the figure passes either way
 * (docs/testing.md, round 72).
 */
export function slowestOn200k(units: readonly string[], read: (text: string) => unknown): [number, string] {
  return sampleOf(units, Math.ceil(units.length / 2))
    .map(
      (unit) =>
        [cpuMs(() => read(repeatedTo(200_000, 'pay ', unit, '')), BAR_200K_MS), unit] as [number, string],
    )
    .reduce((a, b) => (b[0] > a[0] ? b : a));
}

/**
 * fast-check: every saying of `withheldSayings` with any of `accounts` in any carrier is withheld (QUARANTINE), and
 * every one of `admittedSayings` is not (rounds 46 and 47).
 */
export function assertSayings(
  accounts: readonly string[],
  withheldSayings: ReadonlyArray<(account: string) => string>,
  admittedSayings: ReadonlyArray<(account: string) => string>,
): void {
  const text = (sayings: ReadonlyArray<(account: string) => string>) =>
    fc
      .tuple(
        fc.constantFrom(...sayings),
        fc.constantFrom(...accounts),
        fc.nat(MONEY_NOTE_CARRIERS.length - 1),
      )
      .map(([say, d, k]) => MONEY_NOTE_CARRIERS[k]!(say(d)));
  fc.assert(
    fc.property(text(withheldSayings), (t) => verdictKind(t) === 'QUARANTINE'),
    { numRuns: runsOf(24, 400) },
  );
  fc.assert(
    fc.property(text(admittedSayings), (t) => verdictKind(t) !== 'QUARANTINE'),
    { numRuns: runsOf(8, 200) },
  );
}

/** The slowest of `units` repeated to 200 kB through `spelledDestinations` and `admit`, under a second of CPU. */
export function assertLinearOn200k(units: readonly string[], reader: (lower: string) => unknown): void {
  const [ms, unit] = slowestOn200k(units, (text) => {
    reader(text);
    verdictKind(text);
  });
  assert.ok(ms < BAR_200K_MS, `${ms.toFixed(0)} ms of CPU for ${JSON.stringify(unit)} repeated to 200 kB`);
}
