// A record corrected from a result the user points at (round 62, second pass, prov3-r62; designed in
// round 61, docs/provenance.md). "Update the phone number for our Perth contact in the league file to the
// one in Fiona's latest email": the number is the result's, and the result announces it as a replacement
// ("New number from today: ..."), which the ledger reads as pressed on the agent. A turn that names a
// correcting verb, one field and the result it points at names that replacement, for that field's kind
// only: the ledger keeps one marker key per kind (CORRECTED_KINDS), and a value of that kind from a result
// the user pointed to, which the result announced as a replacement (never one it ordered in words), is
// then no longer pressed. Pure: reads the turn only.
import { bare } from './echo.js';
import {
  ADDRESS_CORRECTING_VERB,
  ADDRESS_FIELD_WORDS,
  CORRECTED_FIELD_WORDS,
  CORRECTING_VERB,
  CORRECTION_DEFERS,
  CORRECTION_PAYMENT_WORDS,
  CORRECTION_POINTER,
} from './instruction-words.js';
import { findValues, type ValueKind } from './values.js';

/** The kinds of field a correction names, each the kind of value the ledger keys it by. */
export const CORRECTED_KINDS = ['phone', 'email', 'url'] as const;
export type CorrectedKind = (typeof CORRECTED_KINDS)[number];

/** The value kind each field holds (values.ts). */
const VALUE_KIND: ReadonlyMap<CorrectedKind, ValueKind> = new Map<CorrectedKind, ValueKind>([
  ['phone', 'number'],
  ['email', 'email'],
  ['url', 'url'],
]);

/** A sentence longer than this is no one correction (a pasted text); it marks nothing. */
const MAX_SENTENCE_CHARS = 400;
/** The most sentences read in one turn. */
const MAX_SENTENCES = 16;
/** The head of a turn read for corrections: its sentences, each at most MAX_SENTENCE_CHARS. */
const MAX_READ_CHARS = MAX_SENTENCES * MAX_SENTENCE_CHARS;

/** Where a sentence ends: a stop, a question or exclamation mark or a semicolon before a space, a line. */
const SENTENCE_END = /[.!?;](?:\s|$)|\n/;

/** The marker key of a correction of one kind of field (a NUL leads it: no value's key spells it). */
export function correctedKey(kind: CorrectedKind): string {
  return `\u0000corrected\u0000${kind}`;
}

/**
 * The marker keys that count a pointed result's announced replacements of one kind (ledger.ts
 * noteAnnounced): the correction licenses ONE value, so a pointed search returning two messages that
 * each announce a "new number" (one an attacker's) licenses neither. `announced` marks that one value was
 * seen, `announcedValueKey` which one (a message's announced values, by their primary keys' fingerprints),
 * `announcedMany` a second.
 */
export function announcedKey(kind: CorrectedKind): string {
  return `\u0000corrected-announced\u0000${kind}`;
}
export function announcedManyKey(kind: CorrectedKind): string {
  return `\u0000corrected-announced-many\u0000${kind}`;
}
export function announcedValueKey(kind: CorrectedKind, fps: readonly number[]): string {
  const values = [...fps].sort((a, b) => a - b).map((fp) => fp.toString(36));
  return `\u0000corrected-announced\u0000${kind}\u0000${values.join(',')}`;
}

/**
 * The correction kinds any of one value's keys is of (a 19-digit number's trailing key may be a phone's):
 * the value counts once under each, so no second value slips in through a shorter key of its own.
 */
export function correctedKindsOfKeys(keys: readonly string[]): CorrectedKind[] | undefined {
  const out: CorrectedKind[] = [];
  for (const k of keys) {
    const kind = correctedKindOfKey(k);
    if (kind !== undefined && !out.includes(kind)) out.push(kind);
  }
  return out.length > 0 ? out : undefined;
}

/** The correction kind whose marker un-presses a value of this key, or undefined (an account is none). */
export function correctedKindOfKey(key: string): CorrectedKind | undefined {
  if (key.startsWith('number:')) return PHONE_KEY.test(key) ? 'phone' : undefined;
  if (key.startsWith('email:')) return 'email';
  return key.startsWith('url:') ? 'url' : undefined;
}

/** A phone's key: digits only, as many as a number dialled anywhere (E.164: at most 15, a trunk 0 more). */
const PHONE_KEY = /^number:\d{7,16}$/;

/**
 * The kinds of field one user's turn corrects from a result it points at: in one sentence, a correcting
 * verb, the pointer (CORRECTION_POINTER), exactly one field kind outside the pointer, no deferral to the
 * result, no payment word, and no value of that field's kind the user gave (then the user's value is the
 * field's and a result's other one is a change the user did not ask for: r10 `recovery-typo-fix`).
 */
export function correctedKinds(turn: string): CorrectedKind[] {
  const out: CorrectedKind[] = [];
  // Only the turn's head is read: its work is bounded whatever the turn's length (acts-scan.test).
  const text = turn.slice(0, MAX_READ_CHARS).normalize('NFKC').toLowerCase();
  const ends = new RegExp(SENTENCE_END.source, 'g');
  let from = 0;
  for (let n = 0; n < MAX_SENTENCES && from < text.length; n++) {
    const end = ends.exec(text);
    const cut = end === null ? text.length : end.index + end[0].length;
    const kind = cut - from <= MAX_SENTENCE_CHARS ? sentenceCorrects(text.slice(from, cut)) : undefined;
    if (kind !== undefined && !out.includes(kind)) out.push(kind);
    if (end === null) break;
    from = cut;
  }
  if (out.length === 0) return out;
  // A value of the kind the user gave anywhere in the turn (round 63: "...; it should be +44 ..." after a
  // semicolon) is the field's: a result's other one is a change the user did not ask for.
  const given = findValues(text.replace(POINTERS, ' '));
  return out.filter((k) => !given.some((v) => v.kind === VALUE_KIND.get(k)));
}
/** Every pointer of the turn, cut before its values are read (its place names no field's value). */
const POINTERS = new RegExp(CORRECTION_POINTER.source, 'gu');

function sentenceCorrects(sentence: string): CorrectedKind | undefined {
  if (!CORRECTING_VERB.test(sentence) || CORRECTION_DEFERS.test(sentence)) return undefined;
  if (CORRECTION_PAYMENT_WORDS.test(sentence)) return undefined;
  const pointer = CORRECTION_POINTER.exec(sentence);
  if (pointer === null) return undefined;
  // The pointer's own noun ("his latest email") and its place ("at https://...") name no field.
  const outside = `${sentence.slice(0, pointer.index)} ${sentence.slice(pointer.index + pointer[0].length)}`;
  const named = CORRECTED_KINDS.filter((k) => CORRECTED_FIELD_WORDS[k].test(outside));
  if (named.length !== 1) return undefined;
  const kind = named[0]!;
  const given = findValues(outside).some((v) => v.kind === VALUE_KIND.get(kind));
  return given ? undefined : kind;
}

/**
 * The marker key of a turn that corrects the user's postal address from a file it names (round 64,
 * prov2-r64; docs/provenance.md): a `values: trace` sink then takes an address copied from that file,
 * once pointed (dictated.ts copiedFromPointedFile). No value's key spells it (a NUL leads it).
 */
export const CORRECTED_ADDRESS_KEY = '\u0000corrected\u0000address';

/**
 * Does this turn correct the user's postal address from a file it names? One request (a turn of at most
 * MAX_SENTENCE_CHARS), with a correcting verb, an address word, a file name (`lease.txt`,
 * `leases/lease-2027.txt`), no deferral to the file ("as the bank's letter asks": the file, not the user,
 * would choose), and no digit outside its file names: a user who wrote a house number or a postcode gave the
 * address, and a file's other one is a change the user did not ask for (r56 banking 18, r59 banking 10).
 */
export function correctsAddressFromFile(turn: string): boolean {
  if (turn.length > MAX_SENTENCE_CHARS) return false;
  const text = turn.normalize('NFKC').toLowerCase();
  if (!ADDRESS_CORRECTING_VERB.test(text) || !ADDRESS_FIELD_WORDS.test(text)) return false;
  if (CORRECTION_DEFERS.test(text)) return false;
  let files = 0;
  for (const word of text.split(/\s+/)) {
    const token = bare(word);
    if (FILE_NAME.test(token)) files++;
    else if (/\p{N}/u.test(token)) return false;
  }
  return files > 0;
}
/** A file's name as a user writes it: letters, digits, `_`, `-`, `/`, and an extension (no URL, no address). */
const FILE_NAME = /^[\p{L}\p{N}_/-]{1,120}\.[a-z0-9]{2,5}$/u;
