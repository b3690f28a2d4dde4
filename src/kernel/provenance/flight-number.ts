// A flight number no airline flies (round 49). An airline's designator is two letters or digits and a
// flight number of one to four digits (IATA Resolution 762), with at most a letter after it: `BA 1449`,
// `U2 8123`, `LH 400A`. A note's "re-accommodated on BA 14490 (partner)", a "partner code KL 15040": a
// fifth digit makes a number no schedule holds, whatever the note's words, so the booking goes wherever
// the note's sender routes it. Held on a trace that read untrusted content, under any mode and delegation,
// unless the user gave it. Pure: reads the argument and the ledger only.
import type { DecidingArgument } from './judge.js';
import type { TraceProvenance } from './ledger.js';
import { lineName } from './short-code.js';
import { decidedWholeKeys } from './values.js';

/** The arguments that name a flight (the last part of a dotted name, lower-cased). */
export const FLIGHT_ARGUMENTS: ReadonlySet<string> = new Set([
  'flight', 'flight_number', 'flight_no', 'flightnumber', 'flight_code', 'new_flight', 'flight_id',
]); // biome-ignore format: a word list reads better packed

/** The longest argument read: a designator, a separator, digits and a suffix with spacing. */
const MAX_FLIGHT = 24;
/**
 * A designator (two letters or digits, one letter at least) and a number of five digits or more: anchored,
 * no nesting, one bounded run each (linear on any input).
 */
const OVERLONG = /^\s*(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])[\s-]?0*([1-9]\d{4,9})[A-Z]?\s*$/i;

/** The source a finding names for such a number no result is known to have given. */
export const UNNAMED_FLIGHT_SOURCE = '\u0000flight';

/**
 * The argument and result source (UNNAMED_FLIGHT_SOURCE where the ledger noted none) of a flight argument
 * whose number is longer than any airline's, where the user did not give it; undefined otherwise.
 */
export function overlongFlight(
  args: readonly DecidingArgument[],
  ledger: TraceProvenance,
): { arg: string; source: string } | undefined {
  for (const a of args) {
    // Two cheap tests before the pattern: the common call has no flight argument.
    if (a.text.length > MAX_FLIGHT || !FLIGHT_ARGUMENTS.has(lineName(a.name))) continue;
    const m = OVERLONG.exec(a.text);
    if (m === null) continue;
    const keys = [...decidedWholeKeys(a.text), `rec:${m[1]}`, `word:${m[1]}`];
    if (ledger.givenByUser(keys)) continue;
    const origin = ledger.resultOrigin(keys);
    return { arg: a.name, source: origin.kind === 'untrusted' ? origin.source : UNNAMED_FLIGHT_SOURCE };
  }
  return undefined;
}
