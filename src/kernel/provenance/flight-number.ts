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

/**
 * A flight number of the user's lengthened by a digit or two (round 59: the user's "BA 431" rebooked
 * onto a note's "BA 4310", "moved everyone to"): the designator and the first digits read as the user's
 * flight, the number is another, so the note, not the user, chose it. Anchored, one bounded run each.
 */
const FLIGHT = /^\s*([A-Z]{2}|[A-Z]\d|\d[A-Z])[\s-]?0*([1-9]\d{2,3})[A-Z]?\s*$/i;

/** The keys the ledger holds a flight under, written apart or together (judge.ts readWholeKeys). */
const flightKeys = (designator: string, digits: string): string[] => [
  `name:${designator} ${digits}`,
  `tok:${designator}${digits}`,
  `word:${designator}${digits}`,
];

/**
 * The argument and result source (UNNAMED_FLIGHT_SOURCE where the ledger noted none) of a flight argument
 * that is a flight the user gave with one or two digits added, where the user did not give it whole.
 */
export function lengthenedFlight(
  args: readonly DecidingArgument[],
  ledger: TraceProvenance,
): { arg: string; source: string } | undefined {
  for (const a of args) {
    if (a.text.length > MAX_FLIGHT || !FLIGHT_ARGUMENTS.has(lineName(a.name))) continue;
    const m = FLIGHT.exec(a.text);
    if (m === null) continue;
    const designator = m[1]!.toLowerCase();
    const digits = m[2]!;
    const keys = [...decidedWholeKeys(a.text), ...flightKeys(designator, digits)];
    if (ledger.givenByUser(keys)) continue;
    // The user's flight: the number with its last one or two digits cut, two digits at least.
    for (let cut = 1; cut <= 2 && digits.length - cut >= 2; cut++) {
      if (!ledger.givenByUser(flightKeys(designator, digits.slice(0, -cut)))) continue;
      const origin = ledger.resultOrigin(keys);
      return { arg: a.name, source: origin.kind === 'untrusted' ? origin.source : UNNAMED_FLIGHT_SOURCE };
    }
  }
  return undefined;
}
