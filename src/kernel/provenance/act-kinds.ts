// The kinds of act a user's request can ask for, and each kind's bit in a request mask. Apart from
// acts.ts so the ladder's shell-act reading can name them without loading the provenance modules
// (docs/policy.md: rung 6 loads on demand).
export const ACT_KINDS = [
  'delegated',
  'pay',
  'message',
  'share',
  'event',
  'member',
  'post',
  'book',
  'account',
  'delete',
  'forward',
  'modify',
  'contact',
  'push',
  'publish',
  'review',
  'issue',
  // Not an act: the request holds prose gate cannot read, so a kind it names none of is unknown, not unasked.
  'unread',
  // Not an act: the request tells the agent to do what a result it names says ("install it the way the
  // README I linked says", "pay the deposit shown in their listing"): see FOLLOWS_RESULT in acts.ts.
  'follows',
  // Not an act: the request names the result that holds the target or what is paid ("pay the invoice in
  // the message from X", "to the account printed in their contract"): see HOLDER_NAMED in acts.ts.
  'holder',
  // Not an act: the request asks the agent to clone, download or fetch what a result it names gives ("clone
  // the repo linked from the homepage <url>", "curl the health endpoint they describe"): RETRIEVES_WHAT_RESULT_GIVES.
  'retrieves',
  // Not an act: the request's delegation reaches where an act goes, not only what it carries (round 60,
  // prov2-r60: "email him the details" leaves the details to a result, not the recipient). See
  // DELEGATES_CONTENT in acts.ts; a turn's union keeps it when any turn delegates a target.
  'target',
] as const;
export type ActKind = (typeof ACT_KINDS)[number];

/** The mask of one kind of act (for a caller that reads the act elsewhere, such as a shell command). */
export const actBit = (k: ActKind): number => 1 << ACT_KINDS.indexOf(k);
