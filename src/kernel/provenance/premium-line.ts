// A premium-rate or call-forwarding line is a charge to the caller, not a person's phone (round 46). "Text
// Lars that his show starts later", "text the skipper on duty", "book a taxi through the restaurant's
// partner": the user left the number to a contact card, a rota or a listing, and its note swaps in "texts
// via forwarding service 07093 ...", "skicka sms via 09061 ...", "chiamare 895 ...". The numbering plan
// says what such a line is whatever the note's words or language; the user who means one gives it. Like a
// short code (short-code.ts) it is held under any mode and delegation on a trace that read untrusted
// content. Pure: reads the argument and the ledger only.

import { table } from '../table.js';
import type { DecidingArgument } from './judge.js';
import type { TraceProvenance } from './ledger.js';
import { lineName, UNNAMED_SOURCE } from './short-code.js';
import { decidedValues, type FoundValue } from './values.js';

/**
 * Premium-rate and revenue-sharing ranges by country calling code, as the digits that follow the code
 * (national plans: UK 9x, 70 personal numbers, 871-873; Italy 89x, 166, 144; Germany 900, 137; France
 * 81, 82, 89; Spain 803, 806, 807, 905; ...). Belgium is left out: its 0900 range and Ghent's 09 share
 * their digits. One table.
 */
export const PREMIUM_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = table({
  '1': ['900', '976'],
  '30': ['90'],
  '31': ['900', '906', '909'],
  '33': ['81', '82', '89'],
  '34': ['803', '806', '807', '905'],
  '36': ['90', '91'],
  '39': ['89', '166', '144'],
  '41': ['900', '901', '906'],
  '43': ['900', '901', '930', '931', '939'],
  '44': ['9', '70', '871', '872', '873'],
  '45': ['90'],
  '46': ['900', '939', '944'],
  '48': ['70'],
  '49': ['900', '137'],
  '61': ['190'],
  '81': ['990'],
  '84': ['1900'],
  '90': ['900'],
  '353': ['15'],
  '358': ['600', '700'],
  '420': ['90'],
});

/**
 * Premium ranges written nationally, as [leading digits, least length, greatest length] of the whole
 * number: the UK's 09, 070 and 0871-0873 at its eleven digits, the 0900 ranges of the Netherlands,
 * Germany, Austria and Switzerland, France's 089 at ten, Japan's 0990, Ireland's 15x0, the US 1-900,
 * Italy's 89x and Spain's 80x and 905 written without a trunk digit. One table.
 */
export const PREMIUM_NATIONAL: readonly (readonly [string, number, number])[] = [
  ['09', 11, 11],
  ['0900', 8, 12],
  ['0901', 8, 12],
  ['0906', 8, 12],
  ['0909', 8, 12],
  ['070', 11, 11],
  ['0870', 11, 11],
  ['0871', 11, 11],
  ['0872', 11, 11],
  ['0873', 11, 11],
  ['089', 10, 10],
  ['0990', 10, 10],
  ['1550', 10, 10],
  ['1560', 10, 10],
  ['1570', 10, 10],
  ['1580', 10, 10],
  ['1590', 10, 10],
  ['1900', 11, 11],
  ['1976', 11, 11],
  ['89', 9, 10],
  ['166', 9, 10],
  ['803', 9, 9],
  ['806', 9, 9],
  ['807', 9, 9],
  ['905', 9, 9],
];

/** The longest argument read as a line: a number with its spacing ("+44 (0) 909 880 1234") fits. */
const MAX_LINE = 28;
/** The characters a written phone number holds besides digits. */
const SEPARATORS = new Set([' ', '-', '.', '(', ')', '/', '\u00a0']);

/**
 * The digits of a line written as a phone number, with whether it was written internationally (`+` or
 * `00`); undefined where the text holds anything else (a name, an address, an extension's "ext").
 */
function lineDigits(text: string): { digits: string; international: boolean } | undefined {
  if (text.length > MAX_LINE) return undefined;
  const t = text.trim();
  let digits = '';
  for (let i = 0; i < t.length; i++) {
    const c = t[i]!;
    if (c >= '0' && c <= '9') digits += c;
    else if (c === '+' && i === 0) continue;
    else if (!SEPARATORS.has(c)) return undefined;
  }
  if (t.startsWith('+')) return { digits, international: true };
  if (digits.startsWith('00')) return { digits: digits.slice(2), international: true };
  return { digits, international: false };
}

/** Is this number, read as written, in a premium-rate or revenue-sharing range (the tables above)? */
export function isPremiumLine(text: string): boolean {
  const line = lineDigits(text);
  if (line === undefined || line.digits.length < 8 || line.digits.length > 15) return false;
  const { digits } = line;
  if (line.international) {
    for (let cc = 1; cc <= 3; cc++) {
      const ranges = PREMIUM_BY_COUNTRY[digits.slice(0, cc)];
      if (ranges === undefined) continue;
      // "+44 (0) 909 ...": a trunk digit written inside the international form is dropped when dialled.
      const rest = digits[cc] === '0' ? digits.slice(cc + 1) : digits.slice(cc);
      return ranges.some((r) => rest.startsWith(r));
    }
    return false;
  }
  return PREMIUM_NATIONAL.some(
    ([lead, least, most]) => digits.startsWith(lead) && digits.length >= least && digits.length <= most,
  );
}

/**
 * The argument and result source (UNNAMED_SOURCE where no result is known to have given it) of a premium
 * line that a line argument (`lines`: LINE_ARGUMENTS) is wholly, where neither the user nor the operator
 * gave it in any form (`usersNumber`: the caller's reading of a number the user wrote otherwise); undefined
 * otherwise. The caller reads it on a trace that read untrusted content, whatever the
 * mode.
 */
export function premiumLineTarget(
  args: readonly DecidingArgument[],
  ledger: TraceProvenance,
  lines: ReadonlySet<string>,
  usersNumber: (v: FoundValue, text: string) => boolean,
): { arg: string; source: string } | undefined {
  for (const a of args) {
    // Two cheap tests before any look-up: the common call's arguments are long or not lines.
    if (a.text.length > MAX_LINE || !lines.has(lineName(a.name)) || !isPremiumLine(a.text)) continue;
    const found = decidedValues(a.text);
    const keys = found.flatMap((v) => v.keys);
    // The user's own number in any of its forms (`+36 90 ...` written back as `0 90 ...`: judge.ts).
    if (keys.length === 0 || ledger.givenByUser(keys) || found.some((v) => usersNumber(v, a.text))) continue;
    const origin = ledger.resultOrigin(keys);
    return { arg: a.name, source: origin.kind === 'untrusted' ? origin.source : UNNAMED_SOURCE };
  }
  return undefined;
}

/**
 * Words by which a user asks for a phone number to be passed on ("DM the driver the customer's number",
 * "ang numero ng customer"): a turn holding one asked for a line in what is sent, so the prose reading
 * steps aside (a Philippine or Japanese mobile reads as the UK's 09 range). One list, several languages.
 */
export const LINE_WORDS: readonly string[] = [
  'number', 'numbers', 'phone', 'phones', 'mobile', 'cell', 'line', 'landline', 'hotline', 'helpline',
  'tel', 'telephone', 'contact', 'numero', 'número', 'numéro', 'numeri', 'numer', 'nummer', 'nummeret',
  'telefon', 'telefono', 'teléfono', 'téléphone', 'telefone', 'telefonnummer', 'handy', 'handynummer',
  'portable', 'cellulare', 'celular', 'móvil', 'movil', 'komórka', 'mobiel', 'puhelin', 'puhelinnumero',
  'telefonszám', 'číslo', 'cislo', 'numara', 'telepono', 'số', 'điện',
]; // biome-ignore format: a word list reads better packed
const LINE_WORD_KEYS: readonly string[] = LINE_WORDS.map((w) => `word:${w}`);

/** The most numbers of one argument's text read for a premium line in prose (a post, a topic, a body). */
const MAX_PROSE_NUMBERS = 64;

/**
 * Round 49: the argument and result source of a premium-rate or forwarding line written inside what the
 * call publishes or sends (a channel topic's "Bookings: 09061 404 877", a post's footer), where a result
 * gave it and neither the user nor the operator did; undefined otherwise. A line argument is read whole by
 * premiumLineTarget; here a number counts only where it is written as a dialled line (a leading `+`, `00`
 * or trunk `0`: a bare `89...` or `905...` in prose is as likely an order or a tracking number) and only
 * where a result is known to have given it, since prose holds many numbers no one needs to have given.
 */
export function premiumLineInText(
  args: readonly DecidingArgument[],
  ledger: TraceProvenance,
  lines: ReadonlySet<string>,
  usersNumber: (v: FoundValue, text: string) => boolean,
): { arg: string; source: string } | undefined {
  // The user asked for a number to be passed on: the one the result gave is the errand's. Asked at the
  // first dialled premium line only (round 52: 47 look-ups on every call of a tainted trace, a third of a
  // tainted shell decision, when most texts hold no such line).
  let asked: boolean | undefined;
  for (const a of args) {
    // A whole line argument is premiumLineTarget's; most texts hold no digit at all.
    if (lines.has(lineName(a.name)) && a.text.length <= MAX_LINE) continue;
    let read = 0;
    for (const v of decidedValues(a.text)) {
      if (v.kind !== 'number') continue;
      if (++read > MAX_PROSE_NUMBERS) break;
      const digits = v.keys[0]!.slice('number:'.length);
      const plus = a.text.charCodeAt(v.at - 1) === 43;
      if (!plus && digits.charCodeAt(0) !== 48) continue;
      if (!isPremiumLine(plus ? `+${digits}` : digits)) continue;
      asked ??= LINE_WORD_KEYS.some((k) => ledger.givenByUserKey(k));
      if (asked) return undefined;
      if (ledger.givenByUser(v.keys) || usersNumber(v, a.text)) continue;
      const origin = ledger.resultOrigin(v.keys);
      if (origin.kind === 'untrusted') return { arg: a.name, source: origin.source };
    }
  }
  return undefined;
}
