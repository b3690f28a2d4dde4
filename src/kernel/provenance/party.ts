// A party the user named for the errand, replaced by another a result names (round 41). The user's
// delegation ("pay the deposit for Skovhus Slot, the amount is in the price list"; "hire a 4x4 from
// Inverness Car Hire") licenses what the named party's record states for the errand, not a second
// party that record routes the act to (a booking partner, a broker, a payment agent). Pure: reads the
// ledger only.
import { actBit } from './act-kinds.js';
import { CHOICE_WORDS } from './instruction-words.js';
import type { TraceProvenance } from './ledger.js';
import { LEGAL_FORMS, optionKey } from './options.js';
import { decidedValues, decidedWholeKeys, wordKeys } from './values.js';

/**
 * The source of the result that gave a deciding name argument (a payee, a company, a venue) that is
 * not the party the user named, where a result listed the user's party whole (a record's field, a payee
 * label: ledger.usersChoiceListed); undefined when the argument is the user's party or no such party was
 * listed. A name a result itself listed whole is one of its options, left to the other rules; so is a
 * name every word of which the user wrote (with a company's legal form after them).
 */
export function replacesUsersParty(text: string, ledger: TraceProvenance): string | undefined {
  // The user's party listed whole, or on a booking named by a result in its prose (round 55).
  const named =
    ledger.usersChoiceListed || (ledger.usersPartyNamed && ((ledger.requested ?? 0) & BOOK_BIT) !== 0);
  if (!named || leavesChoice(ledger)) return undefined;
  const found = decidedValues(text);
  if (found.length === 0 || !found.every((v) => v.kind === 'name')) return undefined;
  const whole = decidedWholeKeys(text);
  // A party's name of two words or more, as the user's listed one is (a handle is a person's).
  if (!whole.some(isPartyKey) || ledger.givenByUser(whole)) return undefined;
  if (ledger.resultOrigin(whole.map(optionKey)).kind === 'untrusted') return undefined;
  if (wordKeys(text).every((k) => ledger.givenByUserKey(k) || LEGAL_FORMS.has(k.slice('word:'.length))))
    return undefined;
  const origin = ledger.resultOrigin(whole);
  return origin.kind === 'untrusted' ? origin.source : undefined;
}

const BOOK_BIT = actBit('book');

/** A whole-name key of two words or more (`name:inverness car hire`), not a token or a word. */
const isPartyKey = (k: string): boolean => k.startsWith('name:') && k.includes(' ');

/** CHOICE_WORDS as the user's own word keys; frozen, so the ledger keeps their fingerprints (givenByUserAny). */
const CHOICE_KEYS: readonly string[] = Object.freeze(CHOICE_WORDS.map((w) => `word:${w}`));

/** Did the user's turn leave the choice of the target to someone else (CHOICE_WORDS)? */
export function leavesChoice(ledger: TraceProvenance): boolean {
  return ledger.givenByUserAny(CHOICE_KEYS);
}

/**
 * The source of the result that gave a deciding party's name (a hotel, a company, a payee) where the
 * user named none and results listed parties whole: a choice among the listed ones ("the highest rated
 * hotel", "a 4x4 in Sion"), made for a party a result names only in its prose ("group bookings are
 * handled by our partner house ...": round 47), on a request to book. A listed party, the user's words,
 * and a name no result gave pass; undefined then.
 */
export function offListParty(text: string, ledger: TraceProvenance): string | undefined {
  // Only a booking chooses among listed parties: a bill's payee stands in its prose (a mail's subject
  // is a quoted field as a listing's name is).
  if (((ledger.requested ?? 0) & BOOK_BIT) === 0) return undefined;
  if (!ledger.partiesListed || ledger.usersChoiceListed) return undefined;
  const found = decidedValues(text);
  if (found.length === 0 || !found.every((v) => v.kind === 'name')) return undefined;
  const whole = decidedWholeKeys(text);
  if (!whole.some(isPartyKey) || ledger.givenByUser(whole)) return undefined;
  if (ledger.resultOrigin(whole.map(optionKey)).kind === 'untrusted') return undefined;
  if (wordKeys(text).some((k) => ledger.givenByUserKey(k))) return undefined;
  const origin = ledger.resultOrigin(whole);
  return origin.kind === 'untrusted' ? origin.source : undefined;
}
