// Shared by the money-destination recall tests (rounds 45 and 46): where a note reaches the reader, and the
// slowest reading of 200 kB built from a reader's own literals.
import { cpuMs, repeatedTo } from './linear-cpu.js';

/** Where a note reaches the reader: a chat export's line, a PDF invoice's text, an SMS gateway's log record. */
export const MONEY_NOTE_CARRIERS: ReadonlyArray<(line: string) => string> = [
  (line) => `[12/04/26, 09:31] Dana Kerr: morning all\n[12/04/26, 09:33] Dana Kerr: ${line}\n`,
  (line) => `INVOICE 2291\nHarbour Supply Ltd\nDate: 12 April 2026\n\nNotes\n${line}\n\nTotal due: 1,240.00`,
  (line) =>
    JSON.stringify({ sms: { from: '+447700900112', to: '+447700900200', body: line, status: 'received' } }),
];

/** The most CPU (ms) `read` takes on `pay ` and one of `units` repeated to 200 kB, with that unit. */
export function slowestOn200k(units: readonly string[], read: (text: string) => unknown): [number, string] {
  return units
    .map((unit) => [cpuMs(() => read(repeatedTo(200_000, 'pay ', unit, ''))), unit] as [number, string])
    .reduce((a, b) => (b[0] > a[0] ? b : a));
}
