// A text to a short code is a service's act, not a person's message (round 45). "Text the tutors a
// reminder", "text the volunteers the workday time": the user left the numbers to a list, and a list's
// note adds "attendance is logged by texting START to 89071", "confirm by replying to short code 88377".
// A short code (three to six digits, no trunk or country prefix) reaches a service: a vote, a
// subscription, a premium charge, a confirmation that signs the user up. No errand the user gives by
// people's names or roles is carried to one; the user who means it gives the code or says "short code".
// However the result words it (an order, a record's note, a rota's footer), a short code it brought in is
// held. Pure: reads the ledger only.
import type { DecidingArgument } from './judge.js';
import type { TraceProvenance } from './ledger.js';

/**
 * The names of the arguments that say where a text or a call goes (a manifest's `to`, `phone`, `number`):
 * an id argument (`email_id`, `booking_id`) of the same digits names a record, not a line. One list.
 */
export const LINE_ARGUMENTS: readonly string[] = [
  'to',
  'phone',
  'number',
  'phone_number',
  'phonenumber',
  'mobile',
  'msisdn',
  'tel',
  'recipient',
  'recipients',
];
export const LINE_SET: ReadonlySet<string> = new Set(LINE_ARGUMENTS);

/**
 * The user's words that name a short code itself ("reply YES to the short code", "die Kurzwahl"), one
 * word or a pair of adjacent words read as their word keys. One list.
 */
export const SHORT_CODE_WORDS: readonly (readonly string[])[] = [
  ['shortcode'],
  ['short', 'code'],
  ['kurzwahl'],
  ['kurznummer'],
  ['court', 'numéro'],
  ['corto', 'número'],
  ['curto', 'número'],
  ['breve', 'numero'],
];

/** The source a finding names for a short code no result is known to have given (its prose unread). */
export const UNNAMED_SOURCE = '\u0000short-code';

/** A whole argument of three to six digits: anchored, one class, no nesting (linear on any input). */
const SHORT_CODE = /^\s*\d{3,6}\s*$/;

/** The whole key decidedWholeKeys gives a run of digits alone (values.ts: a record's number). */
const codeKey = (digits: string): string => `rec:${digits}`;

/** The last part of a dotted argument name, lower-cased: `sms.to` is `to`. */
export function lineName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot < 0 ? name : name.slice(dot + 1)).toLowerCase();
}

/** Did the user's turn name a short code in words (SHORT_CODE_WORDS)? */
function namesShortCode(ledger: TraceProvenance): boolean {
  return SHORT_CODE_WORDS.some((ws) => ws.every((w) => ledger.givenByUserKey(`word:${w}`)));
}

/**
 * The argument and result source (UNNAMED_SOURCE where the ledger noted none) of a short code that a line
 * argument (LINE_ARGUMENTS) is wholly, where neither the user nor the operator gave those digits and the
 * user's turn names no short code; undefined otherwise. The caller reads it on a trace that read untrusted
 * content, whatever the mode.
 */
export function shortCodeTarget(
  args: readonly DecidingArgument[],
  ledger: TraceProvenance,
): { arg: string; source: string } | undefined {
  for (const a of args) {
    // The common call has no such argument: two cheap tests before any look-up.
    if (a.text.length > 16 || !SHORT_CODE.test(a.text) || !LINE_SET.has(lineName(a.name))) continue;
    const digits = a.text.trim();
    const keys = [codeKey(digits), `word:${digits}`];
    if (ledger.givenByUser(keys) || namesShortCode(ledger)) continue;
    const origin = ledger.resultOrigin(keys);
    // A result's prose need not word the code where gate notes it ("replying to short code 88377"): on a
    // trace that read untrusted content, a code no one trusted gave came from what the agent read.
    return { arg: a.name, source: origin.kind === 'untrusted' ? origin.source : UNNAMED_SOURCE };
  }
  return undefined;
}
