// Hosts where anyone may take an address: a name at such a host says nothing about whose it is, so a
// host the user gave there vouches for no other local part (round 42, docs/provenance.md). A label, not a
// whole host, so that a provider's every country domain counts; a company host that shares a label
// (`mail.example-co.example`) is only held more often, never admitted more.

/** Labels of public mail providers' hosts (any label but the last). */
const SHARED_MAIL_LABELS = new Set([
  ...['gmail', 'googlemail', 'outlook', 'hotmail', 'live', 'msn', 'yahoo', 'ymail', 'rocketmail'],
  ...['icloud', 'me', 'mac', 'aol', 'proton', 'protonmail', 'pm', 'gmx', 'web', 'mail', 'email'],
  ...['yandex', 'qq', '163', '126', 'yeah', 'sina', 'naver', 'daum', 'hanmail', 'zoho', 'fastmail'],
  ...['hey', 'tutanota', 'tuta', 'orange', 'free', 'laposte', 'libero', 'virgilio', 'seznam', 'wp'],
  ...['o2', 'interia', 'onet', 'rediffmail', 'btinternet', 'sky', 'comcast', 'verizon', 'att'],
  ...['t-online', 'mailbox', 'posteo', 'rambler', 'inbox', 'bk', 'list', 'ukr', 'abv', 'centrum'],
]);

/** Is this host (lower case) a public mail provider's, where anyone may register a local part? */
export function isSharedMailHost(host: string): boolean {
  const labels = host.toLowerCase().split('.');
  return labels.slice(0, -1).some((l) => SHARED_MAIL_LABELS.has(l));
}

/** Hosts whose mailboxes are another's (round 47): Google delivers `x@googlemail.com` to `x@gmail.com`. */
const SAME_MAILBOXES: ReadonlyMap<string, string> = new Map([['googlemail.com', 'gmail.com']]);

/**
 * The mailbox an address is delivered to where its provider folds spellings (round 47): Gmail ignores dots
 * and a `+tag` in the local part, and googlemail.com is gmail.com. Undefined where no fold applies.
 */
export function deliveredMailbox(local: string, host: string): string | undefined {
  const to = SAME_MAILBOXES.get(host) ?? host;
  if (to !== 'gmail.com') return undefined;
  const plus = local.indexOf('+');
  return `${(plus >= 0 ? local.slice(0, plus) : local).replaceAll('.', '').toLowerCase()}@${to}`;
}
