// How many acts of a kind the user asked for (round 58, prov3-r58). "Pay Ashgrove's invoice AH-318",
// "Tip Sophie 15", "post the times on <page>": one act, which the agent performs; a result then asks
// for another of the same kind on the user's own values ("please send both", "send Sophie a further
// 150", "also post it to the site root"), and every value of the second call is trusted, so no value
// rule reads it. A kind the user's turn asks for in one clause, with no list and no word of many, is
// asked once; once the agent has performed it, another call of that kind to the same target on a tainted
// trace is an act beyond the request. Pure: the marks are ledger keys (ledger.ts notes them).
import { ACT_KINDS, type ActKind, actBit, requestedActs } from './acts.js';
import { MANY_WORDS } from './one-payee.js';

/** The kinds that are acts (not the request's other marks: delegated, unread, follows, holder, retrieves, target). */
const COUNTED: readonly ActKind[] = ACT_KINDS.filter(
  (k) =>
    k !== 'delegated' &&
    k !== 'unread' &&
    k !== 'follows' &&
    k !== 'holder' &&
    k !== 'retrieves' &&
    k !== 'target',
);
/** The bits of the kinds that are acts (COUNTED) in a request mask. */
export const COUNTED_MASK = COUNTED.reduce((m, k) => m | actBit(k), 0);

/** The marker key of a kind one user turn asks for once. */
export const onceKey = (k: ActKind): string => `\u0000act-once:${k}`;
/** The marker key of a kind some user turn asks for more than once (a list, a count, two clauses). */
export const manyKey = (k: ActKind): string => `\u0000act-many:${k}`;
/** The marker key of a kind some user turn asks for in two clauses or more ("pay X ..., and pay Y ..."). */
export const againKey = (k: ActKind): string => `\u0000act-again:${k}`;
/** The marker key of a kind of act the agent has performed (an admitted call of that kind). */
export const actedKey = (k: ActKind): string => `\u0000act-done:${k}`;
/**
 * The marker key of an argument an act of a kind carried the user's own target in ("share it with
 * Keziah": `share_with`; "add Aisha to #classes": `channel`): a later act of that kind with another
 * target in that argument, one no user turn wrote, is one the text that asked for it chose (round 59,
 * prov2-r59). By argument: the list a result gave beside the user's channel ("add everyone Ola tagged to
 * #projekt-alfa") changes the user, not the channel the user wrote.
 */
export const actedOnUsersKey = (k: ActKind, argument: string): string =>
  `\u0000act-done-users:${k}:${argument.toLowerCase()}`;
/** Every kind counted, for the ledger's decision marks. */
export const COUNTED_KINDS = COUNTED;

/**
 * Where one asked act ends and the next begins: a sentence's end, a semicolon, ", and", "then". Not a
 * bare "and": "send it to Alice and Bob" is one clause with a list in it.
 */
// A sentence's end is its last mark before a space: no run of marks repeated, so a long run of dots is read
// once, not again from each of its dots; blanks after a comma are spaces and tabs, never the line break that
// opens a break of its own (redteam-linear-r44's opening-in-run).
const CLAUSE_BREAK = /[.!?](?=\s|$)|[;\n]|,[ \t]*(?:and[ \t]+)?then\b|,[ \t]*and\b|\band then\b|\bthen\b/i;
/** A clause that asks for more than one: a list ("Alice and Bob", "A & B", "A or B", "A plus B"), a word of many. */
const LIST = /\band\b|&|\bor\b|\bplus\b|\bas well\b|\balso\b|\bagain\b/i;
/** The most clauses read: a longer request is read as asking each kind more than once (the rule steps aside). */
const MAX_CLAUSES = 32;
const MANY_SET: ReadonlySet<string> = new Set(MANY_WORDS);
const WORD = /[\p{L}\p{N}]+/gu;

/** Does a clause name many (a list, a word of many from one-payee.ts's vocabulary)? */
function namesMany(clause: string): boolean {
  if (LIST.test(clause)) return true;
  for (const m of clause.toLowerCase().matchAll(WORD)) if (MANY_SET.has(m[0])) return true;
  return false;
}

/** The marker key of a value an act of a counted kind carried (a leaf's text, trimmed and lower-cased). */
export const actedValueKey = (text: string): string => `\u0000act-value:${text.trim().toLowerCase()}`;
/** The longest leaf marked: a target, not a message's body. */
export const MAX_ACTED_LEAF = 256;
/** The most leaves of one call marked. */
export const MAX_ACTED_LEAVES = 32;

/**
 * The kinds of act a user's turn asks for exactly once (`once`) and those it asks for more than once or
 * for an unstated number (`many`), as masks. A kind asked in one clause that names no list and no word
 * of many is once; in two clauses, or beside a list, many; `again` those asked in two clauses or more (round
 * 77), none where the count is left to a result. `asked` is the turn's requestedActs, when the caller has it.
 */
export function countedActs(
  turn: string,
  asked = requestedActs(turn),
): { once: number; many: number; again: number } {
  const clauses = turn.split(CLAUSE_BREAK);
  const all = asked & COUNTED_MASK;
  // A request that leaves its target to a result ("the people she listed", "as per the message") leaves
  // the number of acts to it too; one that names the one document holding the target ("pay Ashgrove's
  // invoice AH-318", "the account in their letter") does not: one document, one act.
  const delegated = (asked & actBit('delegated')) !== 0 && (asked & actBit('holder')) === 0;
  if (clauses.length > MAX_CLAUSES || delegated) return { once: 0, many: all, again: 0 };
  let seen = 0;
  let many = 0;
  let again = 0;
  for (const c of clauses) {
    if (c.trim() === '') continue;
    // The turn's own reading where the clause is the whole turn: read once (a second reading of one text
    // while `gate serve`'s startup blob builds left code V8 cannot serialize: no blob, round 58's CI).
    const m = (c === turn ? asked : requestedActs(c)) & COUNTED_MASK;
    if (m === 0) continue;
    again |= seen & m;
    many |= seen & m;
    if (namesMany(c)) many |= m;
    seen |= m;
  }
  // A kind the whole turn asks for that no clause alone asks ("Leite ... weiter" across a break): unknown count.
  many |= all & ~seen;
  return { once: seen & ~many & all, many: all & ~(seen & ~many & all), again: again & all };
}

/** The asked kinds of act a tool's kind bits (toolActsOf) and a request mask share. */
export function countedKindsOf(mask: number): ActKind[] {
  return COUNTED.filter((k) => (mask & actBit(k)) !== 0);
}
