// The principal's own assistant told to move something (round 31, second pass; docs/screening.md, 'Round 31,
// second pass: recall, possessed assistants and conditions in other languages'): "the consumer's assistant
// should pay the fee at https://...", "renter's assistant should settle the 480 EUR repair fee". A person's
// assistant is called so too ("The customer's assistant called to confirm the booking"): what tells them apart
// is the sentence, an order about a record's principal with something moved (a URL, a card, an account, a fee).
// English only; each repeat bounded, one pass. (A label to assistants, "Travel assistants: rebook ...", was
// written too and taken out: it gained nothing on the blind halves.)

import { ordered } from './ai-condition.js';
import { ACT } from './generic-reader.js';
import { execHinted, hinted as throughHint } from './hinted.js';
import {
  CONDITION_ORDER_VERBS,
  PRINCIPAL_ORDER_VERBS,
  PRINCIPAL_PROGRAM_QUALIFIERS,
  RECORD_PRINCIPALS,
} from './vocabulary.js';
import { workDone } from './work.js';

const PRINCIPAL = RECORD_PRINCIPALS.join('|');
const PROGRAM = PRINCIPAL_PROGRAM_QUALIFIERS.join('|');
/**
 * The principal's own assistant with a duty or a label's colon ("the consumer's assistant should", "renter's
 * assistant:"); round 34: a plural's bare apostrophe ("Parties' ..."), one word between ("Buyer's QC assistant:"),
 * and an agent named a program (group 1).
 */
const POSSESSED = new RegExp(
  `(?<![\\p{L}])(?:the )?(?:${PRINCIPAL})(?:'s|’s|s'|s’|(?<=s)['’]) (?:(${PROGRAM}) (?:assistants?|agents?)|(?:[\\p{L}-]{2,15} )?assistants?)(?: (?:should|must|can|may|needs to|has to|is to) |[ \\t]*:[ \\t]+)`,
  'giu',
);
/** POSSESSED read through its hint (round 77): its lookbehind comes first, so it was tried at every character. */
const POSSESSED_HINTED = throughHint(POSSESSED);
/** Something moved: a destination (round 34: a bare site, "via renew-now.example"), a card, an account, a login, a fee or a sum. */
export const MOVES_SOMETHING =
  /https?:\/\/|\b[\w-]+\.(?:example|com|net|org|io)\b|\b(?:card|account|login|password|iban|fee|deposit|transfer)\b|\d+(?:[.,]\d+)? ?(?:eur|usd|gbp)\b|[€$£] ?\d/i;
const ORDERS: ReadonlySet<string> = new Set([...ACT, ...CONDITION_ORDER_VERBS, ...PRINCIPAL_ORDER_VERBS]);
const SENTENCE_END = /[.!?](?=\s|$)|[;\n]|\\n/;
const REACH = 240;
/** Most texts name no assistant: one caseless search settles them (addressed-clause.ts joins it to another's). */
export const PRINCIPAL_HINT = /assistant|agent/i;

function sentenceAt(head: string, from: number): string {
  const ahead = head.slice(from, from + REACH);
  const end = SENTENCE_END.exec(ahead)?.index ?? ahead.length;
  workDone(end);
  return ahead.slice(0, end);
}

/**
 * Where a record's principal's assistant is told to move something, and its sentence ends, if one is; `hinted`
 * when a caller's joint search has settled the hint.
 */
export function principalAssistantAt(
  head: string,
  hinted = PRINCIPAL_HINT.test(head),
): [number, number] | undefined {
  if (!hinted) return undefined;
  for (
    let m = execHinted(POSSESSED_HINTED, head);
    m;
    m = execHinted(POSSESSED_HINTED, head, m.index + m[0].length)
  ) {
    workDone(m[0].length);
    const from = m.index + m[0].length;
    const sentence = sentenceAt(head, from);
    if (!ordered(sentence, 0, ORDERS) || (m[1] === undefined && !MOVES_SOMETHING.test(sentence))) continue;
    return [m.index, from + sentence.length];
  }
  return undefined;
}
