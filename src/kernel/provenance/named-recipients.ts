// A recipient added beside the people the user named (round 43). "Share the guest list with Greta",
// "training on Monday with Fiona and Davide": the user fixed who the act goes to by naming them, so an
// address a result brought in that names none of them, at a place none of them is, is a second party the
// result added to the user's errand ("shared by arrangement with the fire marshal", "the external trainer
// must always be invited"), however the result words it. The caller reads it only where the user left the
// target to no result (a delegation to "the people she copied" licenses the result's people). Pure: reads
// the ledger only.
import { WRITER_WORDS } from './instruction-words.js';
import type { DecidingArgument } from './judge.js';
import type { TraceProvenance } from './ledger.js';
import { leavesChoice } from './party.js';
import { isReplySender } from './reply-sender.js';
import { decidedValues } from './values.js';

/** The most addresses one call is read for (a send's recipients; an invite's participants). */
const MAX_ADDRESSES = 32;

/**
 * The argument and result source of an address a result gave that names none of the user's people, where
 * the user's people are addressed (in this call, or by an earlier one: ledger.usersPersonAddressed);
 * undefined otherwise. An address is the user's person's where its local part holds a word the user wrote;
 * one at a host the user or operator gave, or at the host of a named person's address in this call (a
 * colleague at the same firm), is left to the other rules.
 */
export function addedRecipient(
  args: readonly DecidingArgument[],
  ledger: TraceProvenance,
): { arg: string; source: string } | undefined {
  // People named by what they wrote ("the client who emailed") or left to someone's choice are the
  // result's to name: the user gave a role, not the names.
  if (namesByRole(ledger)) return undefined;
  let named = ledger.usersPersonAddressed;
  const namedHosts: string[] = [];
  // The words of the named people's own local parts in this call (`y.sato@`: `sato`).
  const namedLocals = new Set<string>();
  const others: { arg: string; key: string }[] = [];
  for (const a of args) {
    if (!a.text.includes('@')) continue;
    for (const v of decidedValues(a.text)) {
      if (v.kind !== 'email') continue;
      const key = v.keys[0]!;
      if (others.length + namedHosts.length >= MAX_ADDRESSES) return undefined;
      if (ledger.addressNamesUsersWord(key)) {
        named = true;
        namedHosts.push(hostOf(key));
        for (const w of localWords(key)) namedLocals.add(w);
      } else others.push({ arg: a.name, key });
    }
  }
  if (!named) return undefined;
  // A reply's own target, the sender of the message it answers, is no party added beside: one address a call.
  let replied: string | undefined;
  for (const o of others) {
    if ((replied ?? o.key) === o.key && isReplySender(o.key, ledger)) {
      replied = o.key;
      continue;
    }
    const host = hostOf(o.key);
    if (namedHosts.includes(host) || ledger.givenByUserKey(`host:${host}`) || ledger.givenByUser([o.key]))
      continue;
    if (namesUsersWordInHost(host, namedLocals, ledger)) continue;
    const origin = ledger.resultOrigin([o.key]);
    if (origin.kind === 'untrusted') return { arg: o.arg, source: origin.source };
  }
  return undefined;
}

/** WRITER_WORDS as the user's own word keys. */
const WRITER_KEYS: readonly string[] = WRITER_WORDS.map((w) => `word:${w}`);

/** Did the user's turn name a person by what they wrote (`who` and a WRITER_WORDS verb), or leave the choice? */
function namesByRole(ledger: TraceProvenance): boolean {
  if (leavesChoice(ledger)) return true;
  return ledger.givenByUserKey('word:who') && WRITER_KEYS.some((k) => ledger.givenByUserKey(k));
}

/** The host of an `email:` key. */
const hostOf = (key: string): string => key.slice(key.indexOf('@') + 1);

/**
 * Does a label of the host open with a word the user wrote (`greig-valuations.example` after "Mr Greig",
 * `nimbuscloud.com` after "Alex from Nimbus")? A firm's host runs its name into other words. The user's
 * own words only: a result's host named after the operator's town ("Bristol") names no one the user did.
 */
function namesUsersWordInHost(
  host: string,
  namedLocals: ReadonlySet<string>,
  ledger: TraceProvenance,
): boolean {
  const labels = host.split('.');
  // A person's name, where that person's own address in this call is elsewhere (`y.sato@mail-jp`,
  // `hisho@sato-trading-co`: round 45), names no firm the user did: the host took the person's name.
  const users = (w: string): boolean => !namedLocals.has(w) && ledger.writtenByUserKey(`word:${w}`);
  // The last label is the top-level domain.
  for (let i = 0; i < labels.length - 1 && i < MAX_LABELS; i++)
    for (const w of labels[i]!.split('-')) {
      if (w.length === 3 && users(w)) return true;
      // A run-in opening is read from four letters: `the`, `new` open too many hosts.
      for (let n = MIN_OPENING; n <= w.length && n <= MAX_OPENING; n++) if (users(w.slice(0, n))) return true;
    }
  return false;
}

/** The words of an `email:` key's local part, split at its separators (`y.sato`: `y`, `sato`), at most eight. */
function localWords(key: string): string[] {
  const local = key.slice('email:'.length, key.indexOf('@'));
  return local.split(/[._+-]/, MAX_LOCAL_WORDS).filter((w) => w.length > 0);
}
const MAX_LOCAL_WORDS = 8;

/** A host's labels read, and the lengths of the user's word a label may open with. */
const MAX_LABELS = 6;
const MIN_OPENING = 4;
const MAX_OPENING = 16;
