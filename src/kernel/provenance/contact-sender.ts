// A person's changed contact taken only from that person's own message (docs/provenance.md, "Round 77
// (prov2-r77, 2026-12-07)"): "Her number changed; add Gemma with the newest number in her messages" licenses
// the replacement Gemma announced, never one another sender announces for her ("Gemma's new mobile is ..."
// from mallory@evil.example). A message is the person's where its record's one who-field names an address or
// handle the operator's directory lists for a name the turn gives, or one the turn itself writes. A display
// name is no identity; a text without such a record attributes nothing, so its announced values stay pressed.
import { SENDER_KEYS } from '../screen/vocabulary.js';
import { listedSenders, senderKey } from './errand-sender.js';
import { decidedValues } from './values.js';

/**
 * The turn acknowledges a person's own contact change (round 59's contact forms of USER_NAMES_REPLACEMENT:
 * "his address changed", "her new number", "their e-mail has been updated"). Read lower-cased; bounded pieces.
 */
export const PERSON_CONTACT_CHANGED =
  /(?:^|[^\p{L}])(?:(?:his|her|their)\s(?:new|updated|changed)\s(?:e-?mail\s|mobile\s|phone\s)?(?:address|e-?mail|number|phone|mobile)|(?:his|her|their)\s(?:e-?mail\s|mobile\s|phone\s)?(?:address|e-?mail|number|phone|mobile)\s(?:(?:has|have)\sbeen\s|(?:was|were|is|are)\s|has\s)?(?:changed|updated|moved))(?:[^\p{L}]|$)/u;

/** A turn read for a contact change is at most this long (a request, not a document). */
const MAX_TURN = 4096;
/** Names of a turn looked up in the operator's directory, at most. */
const MAX_NAMES = 6;
/** A capitalised word that may be a person's name ("Gemma", "Tobias"). */
const NAME = /\b\p{Lu}\p{Ll}{1,30}\b/gu;
/** Capitalised words that are no one's name: pronouns and a request's opening words. */
const NOT_NAMES: ReadonlySet<string> = new Set([
  'Her', 'His', 'Their', 'She', 'He', 'They', 'Add', 'Update', 'Text', 'Send', 'Put', 'Save', 'Please', 'Use',
  'Change', 'Set', 'Create', 'The', 'And', 'Then', 'Also', 'Message', 'Mail', 'Email', 'Call', 'Replace',
]); // biome-ignore format: a word list reads better packed

/**
 * The turn's contact change to attribute: the names it gives (at most MAX_NAMES) and the addresses it writes;
 * undefined when the turn acknowledges no person's contact change (PERSON_CONTACT_CHANGED).
 */
export interface ContactChange {
  names: readonly string[];
  keys: readonly string[];
}

/** The person whose contact change the user's turn acknowledges (ContactChange), or undefined. */
export function contactChangeOf(turn: string): ContactChange | undefined {
  const t = turn.slice(0, MAX_TURN);
  if (!PERSON_CONTACT_CHANGED.test(t.toLowerCase())) return undefined;
  const names: string[] = [];
  for (const m of t.matchAll(NAME)) {
    if (names.length >= MAX_NAMES) break;
    if (!NOT_NAMES.has(m[0]) && !names.includes(m[0])) names.push(m[0]);
  }
  const keys = decidedValues(t)
    .filter((v) => v.kind === 'email')
    .map((v) => v.keys[0]!);
  return { names, keys };
}

/** The addresses and handles that are the person's: the directory's for each name, and the turn's own. */
export function contactIdentity(change: ContactChange, operator: readonly string[]): Set<string> {
  const out = new Set<string>(change.keys);
  for (const name of change.names) for (const k of listedSenders(operator, name)) out.add(k);
  return out;
}

/** A number's key that is digits only, as a phone's is (an IBAN's key holds letters: an account, not a contact). */
const PHONE_KEY = /^number:\d{1,40}$/;

/**
 * The keys of the phone numbers and addresses a result holds that the person's own records (ownRecordKeys) do not:
 * under a turn that acknowledges the person's contact change, these are someone else's word for it.
 */
export function othersContactKeys(text: string, identity: ReadonlySet<string>): string[] {
  const own = ownRecordKeys(text, identity);
  const out: string[] = [];
  for (const v of decidedValues(text))
    if (v.kind === 'email' || (v.kind === 'number' && PHONE_KEY.test(v.keys[0]!)))
      for (const k of v.keys) if (!own.has(k)) out.push(k);
  return out;
}

/** A result read for records is at most this long; a longer one attributes nothing. */
const MAX_RESULT_TEXT = 256 * 1024;
const MAX_DEPTH = 6;
/** A who-field that is a name shown, never an identity. */
const DISPLAY_KEYS: ReadonlySet<string> = new Set(['displayname', 'display_name']);

/**
 * The keys of every value in the records of a JSON result that the person wrote: a record whose one
 * who-field (SENDER_KEYS) names an address or handle in `identity`, its own string fields only. Empty for a
 * text that is no JSON, is too long, or holds no such record.
 */
export function ownRecordKeys(text: string, identity: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const t = text.trimStart();
  if (identity.size === 0 || t.length > MAX_RESULT_TEXT || (t[0] !== '{' && t[0] !== '[')) return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return out;
  }
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    let who = 0;
    let sender: string | undefined;
    const fields: string[] = [];
    for (const [k, x] of Object.entries(v)) {
      const key = k.toLowerCase();
      if (typeof x === 'string' && SENDER_KEYS.has(key)) {
        who++;
        // A display name beside the address is a second who-field: not plainly one person's message.
        sender = DISPLAY_KEYS.has(key) ? undefined : senderKey(x);
      } else if (typeof x === 'string') fields.push(x);
      else walk(x, depth + 1);
    }
    if (who !== 1 || sender === undefined || !identity.has(sender)) return;
    for (const f of fields) for (const found of decidedValues(f)) for (const k of found.keys) out.add(k);
  };
  walk(parsed, 0);
  return out;
}
