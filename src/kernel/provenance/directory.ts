// The operator's directory of accounts (round 56, prov3-r56): a prompt that lists a party's own account
// ("Known payees: Kaiju Paddles (carbon paddles, GB80 XMPL 6088 1134 5521 88), coach Mei Lin (GB47 ...)")
// says which account that party is paid on. A request that names the party ("Pay Kaiju Paddles'
// invoice") and a document that gives another account for it ("our receivables are handled by Kaiju
// Trade Finance, please send to GB52 ...") disagree: the directory wins unless the user gave the new one
// (judge.ts). Pure: reads the prompt's text only.
import { LEGAL_FORMS } from './options.js';
import { decidedValues, isCurrencyCode, wordKeys } from './values.js';

/** One listed account with the words that name its party and no other (lower case, `word:` keys). */
export interface DirectoryEntry {
  /** The account's whole `number:` key. */
  readonly account: string;
  /** `word:` keys of the party's capitalised name words found nowhere else in the prompt. */
  readonly words: readonly string[];
}

/** At most this many accounts are read from one prompt (a directory, not a ledger). */
export const MAX_DIRECTORY_ENTRIES = 64;
/** At most this many name words are kept for one account. */
const MAX_ENTRY_WORDS = 8;
/** A prompt longer than this is read only up to it (a directory stands in the operator's first lines). */
const MAX_DIRECTORY_CHARS = 32_768;
/** How far before an account its party's name is looked for. */
const MAX_NAME_SPAN = 160;

/**
 * An account-shaped number: an IBAN-like run of two letters, two digits and eleven or more letters and
 * digits. A phone or a member id is no account: the rule is about where money goes.
 */
const ACCOUNT_KEY = /^number:(?:[A-Z]{2}\d{2}[A-Z0-9]{11,30}|\d{14})$/;

/**
 * A UK sort code and account number (`20-55-13 81930274`), a domestic account as an IBAN is an
 * international one (round 71): its key is fourteen digits, so the prompt's spelling, not the key, says
 * it is one (a phone of fourteen digits is none).
 */
const SORT_CODE_ACCOUNT = /^\d{2}-\d{2}-\d{2}[ -]?\d{8}$/;

/** An account's head in any spelling (`GB80 XMPL`, `gb85-xmpl`, `DE4450010517`): the values are read only then. */
const ACCOUNT_HINT = /[A-Za-z]{2}\d{2}[ -]?[A-Za-z0-9]{4}|\d{2}-\d{2}-\d{2}[ -]?\d{8}/;

/** Whether a `number:` key reads as an account (ACCOUNT_KEY). */
export const isAccountKey = (key: string): boolean => ACCOUNT_KEY.test(key);

/** A capitalised word of three letters or more (a name's word), in any Latin or other cased script. */
const NAME_WORD = /\p{Lu}[\p{L}\p{N}]{2,}/gu;

/** The next word is capitalised (a name of two words or more goes on). */
const NEXT_CAPITAL = /^[\s,&'’-]{0,3}\p{Lu}/u;

/** Where a clause ends before an account's party name: a sentence, a colon, a semicolon, a line. */
const CLAUSE_END = /[.:;\n]/;

/**
 * Does a clause end at `i`? A full stop ends one only before a space or the text's end: the dots of the
 * party's own address (`accounts@kentvalleyvets.example, payee account GB45 ...`) are inside its entry
 * (round 58, prov2-r58).
 */
const endsClause = (text: string, i: number): boolean =>
  CLAUSE_END.test(text[i]!) && (text[i] !== '.' || i + 1 >= text.length || /\s/.test(text[i + 1]!));

/**
 * The accounts the operator's prompt lists, each with the capitalised words of the text between it and
 * the clause or account before it (its party's name, its role) that occur nowhere else in the prompt.
 * An account whose span has no such word is left out: it names no party the user can name apart.
 */
export function directoryEntries(prompt: string): DirectoryEntry[] {
  const text = prompt.length > MAX_DIRECTORY_CHARS ? prompt.slice(0, MAX_DIRECTORY_CHARS) : prompt;
  // Most prompts (a coding agent's 30 kB) list no account: one scan says so before values are read.
  if (!ACCOUNT_HINT.test(text)) return [];
  const accounts: { key: string; at: number; end: number }[] = [];
  for (const v of decidedValues(text)) {
    if (v.kind !== 'number') continue;
    const key = v.keys[0];
    if (key === undefined || !isAccountKey(key)) continue;
    if (/^number:\d/.test(key) && !SORT_CODE_ACCOUNT.test(text.slice(v.at, v.end))) continue;
    accounts.push({ key, at: v.at, end: v.end });
    if (accounts.length >= MAX_DIRECTORY_ENTRIES) break;
  }
  if (accounts.length === 0) return [];
  // How often each word occurs in the whole prompt (any case): a name word must occur only in its span.
  const counts = new Map<string, number>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]{3,}/gu))
    counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  const out: DirectoryEntry[] = [];
  let previousEnd = 0;
  for (const a of accounts) {
    let start = Math.max(previousEnd, a.at - MAX_NAME_SPAN);
    let sentence = false;
    for (let i = a.at - 1; i >= start; i--)
      if (endsClause(text, i)) {
        start = i + 1;
        sentence = text[i] === '.';
        break;
      }
    previousEnd = a.end;
    const span = text.slice(start, a.at);
    // Capitalised at every occurrence in the prompt, and every occurrence here: a name of this party
    // (not "The", which a prompt writes in lower case too, nor a legal form many parties share).
    const capitals = new Map<string, number>();
    for (const m of span.matchAll(NAME_WORD)) {
      // A sentence's first word, alone, is capitalised by grammar, not as a name ("Seminar bookings pay
      // out through the academy's account GB11 ...": round 61): it names no party. One a capitalised
      // word follows opens a name ("Skerton Boathouse GB14 ...").
      if (
        sentence &&
        span.slice(0, m.index).trim() === '' &&
        !NEXT_CAPITAL.test(span.slice(m.index! + m[0].length))
      )
        continue;
      const w = m[0].toLowerCase();
      capitals.set(w, (capitals.get(w) ?? 0) + 1);
    }
    const words = new Set<string>();
    for (const [w, n] of capitals) {
      // Nor a currency's code ("rent GBP 950 monthly), Severn Mats Ltd": round 61), which the user's
      // own amounts write too.
      if (n !== counts.get(w) || LEGAL_FORMS.has(w) || isCurrencyCode(w)) continue;
      for (const k of wordKeys(w)) words.add(k);
      if (words.size >= MAX_ENTRY_WORDS) break;
    }
    if (words.size > 0) out.push({ account: a.key, words: [...words] });
  }
  return out;
}
