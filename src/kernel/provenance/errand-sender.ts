// A whole errand handed to a named person's message (docs/provenance.md, "Round 68 (prov2-r68)"): "Do what
// Nessa's mail about the hall deposit asks", and the message read is from the address or handle the
// operator's prompt lists for Nessa ("Nessa Charlton (treasurer, nessa@htmdc.example, ...)"). That
// message's first act (its first sentence) is the user's errand, so its values count as the user's; any
// act the message adds after it ("Also add a GBP 20 monthly payment to ...") stays the message's own.
import { SENDER_KEYS, TURN_KEYS } from '../screen/vocabulary.js';
import { announcesReplacement } from './instruction.js';
import { decidedValues } from './values.js';

/**
 * "Do what Nessa's mail asks", "Do exactly what Graham's message about the cup final says", "Whatever
 * Lucy's mail about the hall deposit asks for, do it": the person's name, as written. Round 76: in either
 * case ("Do what juno's message in #committee asks"), a memo too ("Perry's honey memo"), and "do what kit
 * asked in her message" (PERSON_ASKED_IN). English only, bounded: at most three words between the name and
 * the message noun. A pronoun is no one's name.
 */
const NOT_A_NAME = String.raw`(?!(?:it|he|she|they|you|we|someone|everyone|anyone|whoever)\b)`;
const MESSAGE_NOUN = String.raw`(e-?mail|mail|message|dm|DM|text|note|memo)\b`;
const HANDED_TO_MESSAGE = new RegExp(
  String.raw`\b(?:(?:[Dd]o|[Cc]arry\sout)\s(?:exactly\s)?(?:what|whatever)\s${NOT_A_NAME}(\p{L}\p{Ll}{1,30})['’]s\s(?:[\p{L}-]{1,32}\s){0,3}?${MESSAGE_NOUN}|[Ww]hatever\s${NOT_A_NAME}(\p{L}\p{Ll}{1,30})['’]s\s(?:[\p{L}-]{1,32}\s){0,3}?${MESSAGE_NOUN}[^.!?\n]{0,120}?\bdo\sit\b)`,
  'u',
);
/** Round 76: "do what kit asked in her message this morning", "Do what dunstan asked in this morning's mail". */
const PERSON_ASKED_IN = new RegExp(
  String.raw`\b(?:[Dd]o|[Cc]arry\sout)\s(?:exactly\s)?(?:what|whatever)\s${NOT_A_NAME}(\p{L}\p{Ll}{1,30})\s(?:asked|asks|wants|wanted|said|says)(?:\s(?:for|us|me|you))?\s(?:in|by)\s(?:(?:his|her|their|the|this|that)\s)?(?:[\p{L}'’-]{1,32}\s){0,3}?${MESSAGE_NOUN}`,
  'u',
);

/** The person and the noun of what the turn hands the whole errand to (HANDED_TO_MESSAGE, PERSON_ASKED_IN). */
function personErrand(turn: string): { person: string; noun: string } | undefined {
  const t = turn.slice(0, 4096);
  const m = HANDED_TO_MESSAGE.exec(t);
  if (m !== null) return m[1] !== undefined ? { person: m[1], noun: m[2]! } : { person: m[3]!, noun: m[4]! };
  const a = PERSON_ASKED_IN.exec(t);
  return a === null ? undefined : { person: a[1]!, noun: a[2]! };
}

/** The person whose message the user's turn hands the whole errand to; undefined when it hands none. */
export function errandPersonOf(turn: string): string | undefined {
  return personErrand(turn)?.person;
}

/** Round 76: does the turn hand the errand to a person's note or memo (a document, not a message)? */
export function errandIsNote(turn: string): boolean {
  const noun = personErrand(turn)?.noun;
  return noun === 'note' || noun === 'memo';
}

/** An operator's text read for listings is at most this long (a prompt's directory is near its start). */
const MAX_LISTING_TEXT = 64 * 1024;

/**
 * The senders the operator's prompt lists for `person`: in a listing "Name Surname (role, address,
 * phone)", the email addresses and the handles ('@declan', "'nadia'") inside the parenthesis right after
 * the name. A bare word there ("treasurer") is no handle. Round 76: a listing by the one name, at a list's
 * place ("Members: hal (secretary), juno (chair)", "tamsin (Tamsin Pengelly, musical director)", "Alun
 * (chair)"), lists that name as the person's handle; a name written in lower case lists only there.
 */
export function listedSenders(operator: readonly string[], person: string): Set<string> {
  const out = new Set<string>();
  for (const text of operator) {
    for (const m of text.slice(0, MAX_LISTING_TEXT).matchAll(listingOf(person))) {
      const own = m[2] === '' && AT_LIST_PLACE.test(text.slice(Math.max(0, m.index - 8), m.index));
      if (!own && m[1]![0] !== m[1]![0]!.toUpperCase()) continue;
      if (own) out.add(`handle:${person.toLowerCase()}`);
      for (const token of m[3]!.split(/[,;\s]+/)) {
        const t = token.toLowerCase();
        const handle = /^(?:@([a-z0-9._-]{1,40})|'([a-z0-9._-]{1,40})'|‘([a-z0-9._-]{1,40})’)$/.exec(t);
        if (handle !== null) out.add(`handle:${handle[1] ?? handle[2] ?? handle[3]}`);
        else for (const v of decidedValues(t)) if (v.kind === 'email') out.add(v.keys[0]!);
      }
    }
  }
  return out;
}

/** A listing's entry for `person` (its first letter in either case): the name, a surname or two, the parenthesis. */
function listingOf(person: string): RegExp {
  const first = person[0]!;
  return new RegExp(
    String.raw`\b([${first.toUpperCase()}${first.toLowerCase()}]${person.slice(1)})((?:\s\p{Lu}[\p{L}'’-]{0,30}){0,3})\s?\(([^()]{1,400})\)`,
    'gu',
  );
}
/** What stands before an entry at a list's place: its start, a colon, a comma, a semicolon or "and". */
const AT_LIST_PLACE = /(?:^|[:;,(]|\band)\s{0,2}$/u;

/**
 * Round 76: does the operator's prompt name `person` as someone (capitalised, a surname after: "Perry Nash
 * (honey buyer)", "Tamsin Rowe CFP-104"; or a listing at a list's place)? A note is signed, not sent, so
 * no address stands for it: the operator naming the person and the note opening with their name do.
 */
export function namedByOperator(operator: readonly string[], person: string): boolean {
  const cased = person[0]!.toUpperCase() + person.slice(1);
  const full = new RegExp(String.raw`\b${cased}\s\p{Lu}\p{Ll}{1,30}\b`, 'u');
  for (const text of operator) {
    const t = text.slice(0, MAX_LISTING_TEXT);
    if (full.test(t)) return true;
    for (const m of t.matchAll(listingOf(person)))
      if (AT_LIST_PLACE.test(t.slice(Math.max(0, m.index - 8), m.index))) return true;
  }
  return false;
}

/** A note's label that names its writer: "From Carys:", "Perry:", "tamsin rowe:" (read lower-cased). */
const SIGNER_LABEL = /^(?:from\s)?([\p{L}'’-]{1,31})(?:\s\p{L}[\p{L}'’-]{0,30})?\s*:\s*$/u;

/**
 * Round 76: the acts of a person's note the user handed the errand to ("Do what Carys's note in
 * trial-costs.txt says"), where the note is text, not a record, and opens with that person's name as its
 * label ("From Carys: please pay ...", "Perry: please pay ..."): read as a handed document's
 * (documentActs), its first act unless it announces a replacement. None where the note opens otherwise.
 */
export function signedNoteActs(text: string, person: string): string[] {
  const t = text.trimStart();
  if (t.length > MAX_RESULT_TEXT || t[0] === '{' || t[0] === '[') return [];
  const label = LEADING_LABEL.exec(t);
  if (label === null) return [];
  const signer = SIGNER_LABEL.exec(label[0].toLowerCase());
  if (signer === null || signer[1] !== person.toLowerCase()) return [];
  return documentActs(t).filter((a) => !announcesReplacement(a.toLowerCase()));
}

/** A result read for the message is at most this long; a longer one hands nothing over. */
const MAX_RESULT_TEXT = 256 * 1024;
const MAX_DEPTH = 6;

/** The sender a record's field names, as listedSenders keys it: one address, else a bare handle. */
export function senderKey(field: string): string | undefined {
  const emails = decidedValues(field).filter((v) => v.kind === 'email');
  if (emails.length === 1) return emails[0]!.keys[0];
  if (emails.length > 1) return undefined;
  const h = /^@?([a-z0-9._-]{1,40})$/.exec(field.trim().toLowerCase());
  return h === null ? undefined : `handle:${h[1]}`;
}

/** A text's first sentence: up to the first stop, ? or ! before a blank or the end, or a line's end. */
function firstSentence(body: string): string {
  const m = /[.!?](?=\s|$)|\n/.exec(body);
  return m === null ? body : body.slice(0, m.index + 1);
}

/** A result's JSON (an object or an array, within MAX_RESULT_TEXT); undefined when it is none. */
function parsedRecords(t: string): unknown {
  if (t.length > MAX_RESULT_TEXT || (t[0] !== '{' && t[0] !== '[')) return undefined;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The first sentence of the one message in a JSON result that a listed sender wrote (the message's
 * first act); undefined when no record, or more than one, is from a listed sender.
 */
export function genuineFirstAct(text: string, listed: ReadonlySet<string>): string | undefined {
  if (listed.size === 0) return undefined;
  const parsed = parsedRecords(text.trimStart());
  if (parsed === undefined) return undefined;
  const found: string[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || v === null || typeof v !== 'object' || found.length > 1) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    let sender: string | undefined;
    let body: string | undefined;
    // One who-field only: a record that also names an owner or an assignee is not plainly one person's message.
    let who = 0;
    for (const [k, x] of Object.entries(v)) {
      const key = k.toLowerCase();
      if (typeof x === 'string' && SENDER_KEYS.has(key)) {
        who++;
        sender = senderKey(x);
      } else if (typeof x === 'string' && TURN_KEYS.has(key)) body ??= x;
      else walk(x, depth + 1);
    }
    if (who === 1 && sender !== undefined && body !== undefined && listed.has(sender)) found.push(body);
  };
  walk(parsed, 0);
  if (found.length !== 1) return undefined;
  // Round 76: a first act that announces a replacement ("his handle is now ... (not drew)") is no errand.
  const act = firstSentence(found[0]!);
  return announcesReplacement(act.toLowerCase()) ? undefined : act;
}

/**
 * Round 71: the whole errand handed to a document the user names, no person's message behind it ("Do what
 * the new-crew onboarding note on the drive says", "Go through payments/todo.txt and make the payments it
 * lists", "The post titled 'Taller de cuencos' in #demos: do what it asks"). The document is named by a
 * noun of one (DOCUMENT_NOUNS, MESSAGE_NOUNS) or a path: a person or party by role ("what the shift
 * coordinator asks"), a set of messages ("go through the messages from IT") or a message a role's
 * possessive names ("the shearer's message": a person's, whom no operator listed) is none. A possessive name before it ("Do what
 * juno's message asks") is round 68's rule, never this one. English only; each part bounded.
 */
const DOCUMENT_NOUNS =
  '(?:note|notes|checklist|list|listing|steps|minutes|document|doc|file|page|notice|sheet|plan|instructions|memo|issue|letter|form|guide|runbook|ticket|review)';
/** A message is a document only where no one's possessive names its writer ("the shearer's message"). */
const MESSAGE_NOUNS = '(?:message|mail|e-?mail|post)';
const NAMED_DOCUMENT = String.raw`(?:(?:the|this|that|our|my)\s(?:(?:[\p{L}\p{N}'’-]{1,32}\s){0,4}?${DOCUMENT_NOUNS}|(?:(?![\p{L}\p{N}-]{1,32}['’]s\s)[\p{L}\p{N}'’-]{1,32}\s){0,4}?${MESSAGE_NOUNS})\b|[\w.-]{1,64}\/[\w./-]{1,128})`;
const HANDED_TO_DOCUMENT = new RegExp(
  String.raw`\b(?:do|carry\sout|follow)\s(?:exactly\s)?(?:what|whatever)\s${NAMED_DOCUMENT}(?:[^.!?\n:;]|\.(?=\S)){0,80}?\b(?:says|say|asks|lists|requires|wants)\b` +
    String.raw`|\bgo\sthrough\s${NAMED_DOCUMENT}(?:[^.!?\n:;]|\.(?=\S)){0,80}?\band\s(?:do|book|make|pay|carry\sout)\b` +
    String.raw`|\btitled\s["'‘“][^"'’”\n]{1,64}["'’”][^\n]{0,80}?\b(?:do|pay|book|apply)\s(?:what|whatever)\s(?:it|they)\s(?:says|asks|lists)\b` +
    // Round 74: "Whatever the lyrics page says to do with new songs, do it."
    String.raw`|\bwhatever\s${NAMED_DOCUMENT}[^.!?\n;:,]{0,80}?\b(?:says|asks|lists|wants)\b[^.!?\n;:,]{0,80},\s?do\sit\b` +
    // "The benching plan on the drive lists what to do tonight; go through it."
    String.raw`|${NAMED_DOCUMENT}[^.!?\n;:,]{0,80}?\b(?:says|lists)\swhat\sto\sdo\b[^.!?\n;:,]{0,60}[;,]\s?(?:go\sthrough|work\sthrough|follow|do)\sit\b` +
    // "The message titled 'Squadre ospiti' asks us to invite their team manager; do it | do as it says."
    String.raw`|\btitled\s["'‘“][^"'’”\n]{1,64}["'’”][^.!?\n;:,]{0,80}?\b(?:asks|says)\b[^.!?\n;:,]{0,80}[;,]\s?do\s(?:it|as\sit\s(?:says|asks))\b`,
  'u',
);

/**
 * Round 74: "Follow the checklist in the month-end runbook", "Follow my pre-season checklist doc": a document
 * to follow hands over its acts as one the turn says to do does, but a page fetched from the web
 * (WEB_READER) only its first act: a vendor's setup page or a release guide is followed the same way, and
 * the tuning sets' attacks on that shape put their addition at a later step (docs/provenance.md, "Round 74
 * (prov-r74, ...)").
 */
const FOLLOWS_DOCUMENT = new RegExp(String.raw`\bfollow\s${NAMED_DOCUMENT}`, 'u');

/** A tool that reads a page from the web by its address (`WebFetch`, `get_webpage`, `fetch_url`, `browse`). */
const WEB_READER = /(?:^|_)(?:web|url|browse|browser|http)/u;

/** Does `tool` read a page from the web (WEB_READER, its name lowercased)? */
export function readsWebPage(tool: string): boolean {
  return WEB_READER.test(tool.toLowerCase());
}

/** How much of a document the turn hands the errand to: none, its acts as a followed one, or its numbered steps. */
export type DocumentHandover = 'none' | 'follow' | 'steps';

/** The handover the user's turn makes to a document it names (HANDED_TO_DOCUMENT, FOLLOWS_DOCUMENT). */
export function documentHandover(turn: string): DocumentHandover {
  const t = turn.slice(0, 4096).toLowerCase();
  if (HANDED_TO_DOCUMENT.test(t)) return 'steps';
  return FOLLOWS_DOCUMENT.test(t) ? 'follow' : 'none';
}

/** Does the user's turn hand the whole errand to a document it names (HANDED_TO_DOCUMENT)? */
export function handsErrandToDocument(turn: string): boolean {
  return documentHandover(turn) !== 'none';
}

/** A document's own label before its first step ("Checklist:", "Season opening, today:"), and a step's number. */
const LEADING_LABEL = /^[^.!?\n:]{1,40}:\s*/u;
/** Round 74: a heading line with no stop over a list numbered from 1 ("Handover to Kit\n1. Put ..."). */
const HEADING_LINE = /^[^.!?\n:]{1,60}\n(?=[ \t]*1[.)]\s)/u;
const STEP_NUMBER = /^(?:\d{1,2}[.)]|[-*•])\s+/u;
/**
 * Where a numbered document's next step begins ("... your nights 2. Mail ..."): the first step ends there.
 * Round 74: not a number with a stop that ends a digit group ("IBAN ... 2244 63. 2) Move ..."): a value's.
 */
const NEXT_STEP = /\s\d{1,2}(?:\)|(?<!\d\s\d{1,2})\.)\s/u;

/**
 * The first act of a document the user handed the errand to: the one message body of a JSON result (none
 * when it holds several), else the text's first step or sentence, its label and step number left out.
 * What the document asks after it stays the document's.
 */
export function documentFirstAct(text: string): string | undefined {
  return documentActs(text)[0];
}

/** A record's field named for a document ("note", "arrivals_sheet", "group_steps"): its last word a document noun. */
const DOCUMENT_FIELD = /(?:^|_)(?:note|notes|checklist|steps|sheet|instructions|notice|memo|runbook|guide)$/u;

/** A numbered step's number and its text up to the next number ("1) pay ...; 2) give ..."). */
const NUMBERED_STEP = /(?:^|\s)(\d{1,2})(?:\)|(?<!\d\s\d{1,2})\.)\s/gu;
/**
 * A step that moves where the user is paid or how they sign in ("set payout account to ...", "change
 * your password to ..."): a vendor's numbered "steps" that do so are the takeover (round 30's
 * marketplace-payout-doc), so such a step stays the document's. Round 74: any step, the first too, and
 * where the user's mail, domain or machine is reached (a contact email, a forwarding rule, a DNS record,
 * inbound access).
 */
const OWN_ACCOUNT_STEP =
  /\b(?:(?:set|change|update|switch|move|replace|reset|point)\s(?:[\p{L}'’-]{1,24}\s){0,3}?(?:payout|settlement|receiving|password|passcode|recovery|login|sign-in|profile|contact\semail|dns|cname|nameservers?)|(?:create|add|set\sup)\s(?:[\p{L}'’-]{1,24}\s){0,2}?(?:forwarding|cname|dns)|allow\sinbound)\b/u;
/**
 * Round 74: a step that calls itself an addition to the list ("3. Also push to the backup mirror", "2. Always
 * bcc archive@..."): what a document adds stays the document's, as a sentence after a step's first does.
 */
const ADDED_STEP = /^\s*(?:also|always|and\salso|additionally|in\saddition)\b/u;
/** A document holds at most this many numbered steps the user's errand takes. */
const MAX_DOCUMENT_STEPS = 12;

/**
 * Round 72: the acts of a document the user handed the errand to. Its first act (documentFirstAct's
 * reading) and, where the document numbers its steps 1, 2, 3 ... in order, each later step's first
 * sentence: the user named the whole list. A sentence a step or the document adds after it ("Also pay
 * ...", "Agreed also: ...") is no step of the list and stays the document's; so does an unnumbered text's
 * every sentence after its first.
 */
export function documentActs(text: string, firstOnly = false): string[] {
  const t = text.trimStart();
  if (t.length > MAX_RESULT_TEXT) return [];
  let body = t;
  if (t[0] === '{' || t[0] === '[') {
    const parsed = parsedRecords(t);
    if (parsed === undefined) return [];
    const found: string[] = [];
    const named: string[] = [];
    const walk = (v: unknown, depth: number): void => {
      if (depth > MAX_DEPTH || v === null || typeof v !== 'object' || found.length > 1) return;
      for (const [k, x] of Array.isArray(v) ? v.entries() : Object.entries(v)) {
        const key = typeof k === 'string' ? k.toLowerCase() : '';
        if (typeof x === 'string' && TURN_KEYS.has(key)) found.push(x);
        else if (typeof x === 'string' && named.length < 2 && DOCUMENT_FIELD.test(key)) named.push(x);
        else walk(x, depth + 1);
      }
    };
    walk(parsed, 0);
    // Round 74: no message body, then the one field named for a document (a listing's `note`, `group_steps`).
    const one =
      found.length === 1 ? found[0] : found.length === 0 && named.length === 1 ? named[0] : undefined;
    if (one === undefined) return [];
    body = one.trimStart();
  }
  // Round 76: a label that names a channel or a handle ("Publica en #rehearsals:", "Please post in
  // #general:") is the first act's own verb and target, not a title: kept before the act.
  const label = LEADING_LABEL.exec(body)?.[0] ?? '';
  body = body.slice(label.length).replace(HEADING_LINE, '');
  const acts = firstOnly ? [''] : [...numberedSteps(body)];
  const first = body.replace(STEP_NUMBER, '');
  const next = NEXT_STEP.exec(first);
  const own = /[#@]/.test(label) ? label : '';
  const act = own + firstSentence(next === null ? first : first.slice(0, next.index));
  // Round 74: the first act too, where it moves the user's own sign-in, mail, domain or payout.
  if (act.trim() !== '' && !OWN_ACCOUNT_STEP.test(act.toLowerCase())) acts[0] = act;
  return acts.filter((a) => a.trim() !== '');
}

/**
 * The first sentences of a text's numbered steps 2, 3 ... (slot 0 left for the first act), where its
 * steps are numbered from 1 in order; none where the numbers skip, repeat or start elsewhere.
 */
function numberedSteps(body: string): string[] {
  const marks = [...body.slice(0, MAX_RESULT_TEXT).matchAll(NUMBERED_STEP)].slice(0, MAX_DOCUMENT_STEPS + 1);
  if (marks.length < 2 || marks.length > MAX_DOCUMENT_STEPS || marks[0]!.index !== 0) return [];
  for (let i = 0; i < marks.length; i++) if (Number(marks[i]![1]) !== i + 1) return [];
  const acts = [''];
  for (let i = 1; i < marks.length; i++) {
    const m = marks[i]!;
    const end = i + 1 < marks.length ? marks[i + 1]!.index : body.length;
    const step = firstSentence(body.slice(m.index + m[0].length, end));
    const lower = step.toLowerCase();
    acts.push(OWN_ACCOUNT_STEP.test(lower) || ADDED_STEP.test(lower) ? '' : step);
  }
  return acts;
}
