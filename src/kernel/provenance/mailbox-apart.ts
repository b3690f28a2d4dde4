// An address no one gave whole whose mailbox and domain results wrote apart (round 57, prov2-r57: "Your
// club's payments desk mailbox is payments.wolverines - the domain follows in part 2", then "...at
// icehockey-clubpay.example"): the agent was told how to put it together, as a URL's path written apart
// from its host is (judge.ts pathWrittenApart). docs/provenance.md, "Round 57 (prov2-r57)".
import type { TraceProvenance } from './ledger.js';
import type { FoundValue } from './values.js';

/**
 * A mailbox distinctive enough to be read as a value of its own: a dot, dash, underscore or digit in it
 * (`payments.wolverines`, `ap-desk`). A bare word (`info`, `payments`) is every text's word, so a result
 * that writes it gave no piece of an address.
 */
const DISTINCT_MAILBOX = /^(?=[^@]{0,63}[._\-\d])[a-z0-9][a-z0-9._+-]{2,63}$/;

/**
 * The result that gave the mailbox, where a deciding address is one no one (user, operator or result)
 * gave whole, the user gave none of its keys, its domain is a result's and its mailbox a result wrote as a
 * token of its own; undefined otherwise. At most three look-ups.
 */
export function mailboxWrittenApart(v: FoundValue, ledger: TraceProvenance): string | undefined {
  const whole = v.keys[0]!;
  if (!whole.startsWith('email:')) return undefined;
  const at = whole.lastIndexOf('@');
  const mailbox = whole.slice('email:'.length, at);
  if (at < 0 || !DISTINCT_MAILBOX.test(mailbox)) return undefined;
  if (ledger.originOfKey(whole).kind !== 'unseen' || ledger.givenByUser(v.keys)) return undefined;
  if (ledger.resultOrigin([`host:${whole.slice(at + 1)}`]).kind !== 'untrusted') return undefined;
  const piece = ledger.resultOrigin([`host:${mailbox}`, `tok:${mailbox}`]);
  return piece.kind === 'untrusted' ? piece.source : undefined;
}
