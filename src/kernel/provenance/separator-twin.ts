// A handle or address spelled as another one the reader knows with its separators swapped (`dj_kofi`
// beside `dj.kofi`, `mara-lind@...` beside `mara.lind@...`; round 41): the same words, another account.
// A one-character step (twinOf) drops, adds or swaps a character; a separator put in another's place is
// none of those. Pure: a few look-ups on the ledger.
import type { TraceProvenance } from './ledger.js';

const SEPARATORS = ['.', '_', '-'] as const;

/**
 * Does the ledger hold (from the user or a result) this key's body with every one of one separator put
 * as another (`tok:dj_kofi` → `tok:dj.kofi`, `tok:dj-kofi`)? At most eight look-ups; a body without a
 * separator, or too short to be a name of two parts, makes none.
 */
export function separatorTwin(key: string, ledger: TraceProvenance): boolean {
  const colon = key.indexOf(':');
  const body = key.slice(colon + 1);
  if (body.length < 5 || body.length > 64) return false;
  // An address's separators are its mailbox's: its domain is another's check (domainTwin).
  const at = body.lastIndexOf('@');
  const kind = key.slice(0, colon + 1);
  const local = at < 0 ? body : body.slice(0, at);
  const domain = at < 0 ? '' : body.slice(at);
  for (const from of SEPARATORS) {
    if (!local.includes(from)) continue;
    for (const to of SEPARATORS) {
      if (to === from) continue;
      const spelled = local.split(from).join(to) + domain;
      // A handle of two names joined by a dot reads as a host in a text (`dj.kofi`): looked up as one too.
      const others =
        kind === 'tok:' && to === '.' ? [`tok:${spelled}`, `host:${spelled}`] : [`${kind}${spelled}`];
      for (const other of others)
        if (ledger.givenByUserKey(other) || ledger.resultOrigin([other]).kind === 'untrusted') return true;
    }
  }
  return false;
}

/** separatorTwin of a value's address or handle key (`email:`, or a whole argument's `tok:`), if it has one. */
export function separatorTwinOf(keys: readonly string[], ledger: TraceProvenance): boolean {
  const key = keys.find((k) => k.startsWith('tok:') || k.startsWith('email:'));
  return key !== undefined && separatorTwin(key, ledger);
}
