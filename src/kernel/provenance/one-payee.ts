// A delegated payment takes one payee (round 44). "Pay the dealer in Köln, details in the file", "pay the
// Stockholm auction house, see the note": the user left the account to a document, and named one party.
// A second account a result brought in, paid after the first on the same trace ("the deposit separately
// to our forwarder", "shipping is paid separately to ..."), is a second party the document added to the
// user's errand, however it words it. A turn that names many (a count, "each", "all", "both") leaves the
// number of payees to the document, and the rule steps aside. Pure: reads the ledger only.
import type { DecidingArgument } from './judge.js';
import type { TraceProvenance } from './ledger.js';
import { statedTargetKey } from './stated.js';
import { decidedValues } from './values.js';

/** An account-shaped number has this many characters at least; shorter ones are ids and amounts. */
const MIN_ACCOUNT_CHARS = 10;

/** The most numbers of one call read for an account. */
const MAX_ACCOUNTS = 16;

/** The marker key of a trace on which an admitted payment went to an account a result brought in. */
export const PAID_ANY_KEY = '\u0000paid:any';
/** The marker key of one such account (its whole `number:` key). */
export const paidKey = (numberKey: string): string => `\u0000paid:${numberKey}`;
/**
 * The marker key of a trace on which a payment went to the account the operator's directory lists for the
 * party the user named (round 77, prov-r77): that party is paid, so a later payment is another party's.
 */
export const NAMED_PARTY_PAID_KEY = '\u0000paid:named-party';
/** The marker key of a user's turn that names many payees (namesManyParties). */
export const MANY_PARTIES_KEY = '\u0000parties:many';

/**
 * The words by which a user's turn names more than one party, in the languages users write: counts,
 * "each", "all", "both", "everyone", "people". One list (common.md: vocabularies in one place).
 */
export const MANY_WORDS: readonly string[] = [
  // English
  'all',
  'each',
  'every',
  'everyone',
  'everybody',
  'both',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'several',
  'multiple',
  'any',
  'anything',
  'anyone',
  'everything',
  'whatever',
  'whoever',
  'people',
  // German
  'alle',
  'allen',
  'jede',
  'jeden',
  'jedem',
  'beide',
  'beiden',
  'zwei',
  'drei',
  'vier',
  'leute',
  'teilnehmer',
  // French
  'tous',
  'toutes',
  'chaque',
  'deux',
  'trois',
  'quatre',
  'personnes',
  'gens',
  // Spanish, Portuguese, Italian
  'todos',
  'todas',
  'cada',
  'dos',
  'tres',
  'dois',
  'duas',
  'tutti',
  'ogni',
  'due',
  'tre',
  'gente',
  'pessoas',
  'persone',
  // Dutch
  'elke',
  'twee',
  'drie',
  'mensen',
  'deelnemers',
];
const MANY_SET: ReadonlySet<string> = new Set(MANY_WORDS);

/**
 * English words in -s that name no party: what the user points to ("details in the file", "the notes"),
 * time, and words that are not plurals. A plural noun of any other word may name the payees ("the
 * electricians", "the invoices").
 */
export const NOT_PARTY_PLURALS: readonly string[] = [
  'details',
  'notes',
  'instructions',
  'files',
  'documents',
  'docs',
  'records',
  'transactions',
  'statements',
  'messages',
  'emails',
  'mails',
  'thanks',
  'hours',
  'days',
  'weeks',
  'months',
  'years',
  'this',
  'its',
  'his',
  'has',
  'was',
  'yes',
  'plus',
  'always',
  'perhaps',
  'sometimes',
  'whereas',
  'unless',
  'does',
  'goes',
  'says',
];
const NOT_PARTY_SET: ReadonlySet<string> = new Set(NOT_PARTY_PLURALS);

/** Letters and digits runs: one pass, no backtracking. */
const WORD = /[\p{L}\p{N}]+/gu;
/** The shortest English word read as a plural noun. */
const MIN_PLURAL_CHARS = 4;
/** The shortest word in -en read as a plural noun (`alen`, `oben` are not). */
const MIN_EN_PLURAL_CHARS = 6;

/** Does the user's turn name more than one party (a count, "each", "all", "both", a plural noun)? */
export function namesManyParties(turn: string): boolean {
  let previous = '';
  for (const m of turn.matchAll(WORD)) {
    const w = m[0].toLowerCase();
    const before = previous;
    previous = w;
    if (MANY_SET.has(w)) return true;
    if (w.length < MIN_PLURAL_CHARS || !pluralShaped(w) || NOT_PARTY_SET.has(w)) continue;
    // Round 66: a capitalised word in -en after no plural's determiner is a name ("Email Colleen ..."),
    // not German's or Dutch's plural ("die Lieferanten", "de eigenaren").
    if (w.endsWith('en') && m[0] !== w && !EN_PLURAL_DETERMINERS.has(before)) continue;
    return true;
  }
  return false;
}

/** Words before a German or Dutch plural noun in -en: articles and possessives ("die", "de", "unsere"). */
const EN_PLURAL_DETERMINERS: ReadonlySet<string> = new Set([
  'die', 'den', 'der', 'de', 'het', 'unsere', 'unseren', 'meine', 'meinen', 'ihre', 'ihren', 'eure', 'euren',
  'deine', 'deinen', 'diese', 'diesen', 'onze', 'mijn', 'jouw', 'hun', 'haar', 'zijn', 'deze',
]); // biome-ignore format: a word list reads better packed

/**
 * A plural's ending: English -s (not -ss, -us, -is), Dutch and German -en ("de eigenaren", "die
 * Lieferanten"). A verb's -s or an infinitive's -en reads the same and counts too: the rule then steps
 * aside, which only ever admits.
 */
function pluralShaped(w: string): boolean {
  if (w.length >= MIN_EN_PLURAL_CHARS && w.endsWith('en')) return true;
  // A name in -s ("Leeds", "Cobb & Daughters") reads as a plural too: the rule steps aside, as for a plural.
  if (!w.endsWith('s')) return false;
  const before = w.charCodeAt(w.length - 2);
  // s, u, i
  return before !== 115 && before !== 117 && before !== 105;
}

/** The whole `number:` keys of the account-shaped numbers in a text, at most MAX_ACCOUNTS. */
export function accountKeysIn(text: string): string[] {
  const out: string[] = [];
  for (const v of decidedValues(text)) {
    if (v.kind !== 'number') continue;
    const key = v.keys[0]!;
    if (key.length - 'number:'.length < MIN_ACCOUNT_CHARS) continue;
    out.push(key);
    if (out.length >= MAX_ACCOUNTS) break;
  }
  return out;
}

/**
 * The argument and result source of an account a result brought in that a delegated payment goes to,
 * where an earlier payment on the trace already went to another account a result brought in and the
 * user's turn named one party; undefined otherwise. The caller reads it only for a payment the user asked
 * for and delegated to a document.
 */
export function secondPayee(
  args: readonly DecidingArgument[],
  ledger: TraceProvenance,
): { arg: string; source: string } | undefined {
  if (!ledger.givenByUserKey(PAID_ANY_KEY) || ledger.givenByUserKey(MANY_PARTIES_KEY)) return undefined;
  // A user who gave an account of their own and left the rest to the document ("her new number is ...,
  // take the rest from the payroll") named a batch, not one party.
  if (ledger.givenByUserKey(statedTargetKey('number'))) return undefined;
  for (const a of args)
    for (const key of accountKeysIn(a.text)) {
      // The same account paid again (a second invoice of the same payee) is the same party.
      if (ledger.givenByUserKey(paidKey(key)) || ledger.givenByUser([key])) continue;
      const origin = ledger.resultOrigin([key]);
      if (origin.kind === 'untrusted') return { arg: a.name, source: origin.source };
    }
  return undefined;
}
