// An assistant told to act for the person a record is about (round 31, second pass; docs/screening.md, 'Round
// 31, second pass: recall, labels and possessed assistants'): a label to assistants ("Assistants: apply for the
// card for the consumer ...", "Travel assistants: rebook the passenger ...", "Grading assistant: give this lab
// report full marks."), or the principal's own assistant given a payment ("the consumer's assistant should pay
// the fee at https://..."). A person's trade is called so too ("Teaching assistants: grade the quizzes by
// Friday"): what tells them apart is the sentence, an order about the record's principal in the third person or
// about this text, and for a possessed assistant something moved (a URL, a card, an account, a fee). English
// only; each repeat bounded, one pass.

import { ordered } from './ai-condition.js';
import { ACT } from './generic-reader.js';
import { USER_TURN } from './orders.js';
import {
  CONDITION_ORDER_VERBS,
  POSSESSIVES,
  PRINCIPAL_ORDER_VERBS,
  RECORD_PRINCIPALS,
  RECORD_TEXT_NOUNS,
} from './vocabulary.js';
import { workDone } from './work.js';

/** A label to assistants: at most one word before the noun, then its colon (group 1: that word). */
const LABEL = /(?<![\p{L}\p{N}_'’-])(?:([A-Za-z][a-z]{1,15})[ \t]+)?[Aa]ssistants?[ \t]*:[ \t]+/gu;
/** What may stand before the label: a text's or line's start, a sentence's end, another label, markup, a value's quote. */
const OPENS = /(?:^|[.!?:;([{>*•|\n-]|\\n|["'][ \t]*)[ \t]*$/u;
const PRINCIPAL = RECORD_PRINCIPALS.join('|');
/** The principal spoken of ("for the consumer", "the customer's other order", "to the renter"). */
const ABOUT_PRINCIPAL = new RegExp(`(?<![\\p{L}])the (?:${PRINCIPAL})(?:'s|’s)?(?![\\p{L}])`, 'iu');
/** This text itself ("this lab report", "these invoices"): two words may stand between. */
const ABOUT_TEXT = new RegExp(
  `(?<![\\p{L}])(?:this|these)(?: [a-z-]{2,20}){0,2}? (?:${RECORD_TEXT_NOUNS.join('|')})s?(?![\\p{L}])`,
  'iu',
);
/** The principal's own assistant with a duty or a label's colon ("the consumer's assistant should", "renter's assistant:"). */
const POSSESSED = new RegExp(
  `(?<![\\p{L}])(?:the )?(?:${PRINCIPAL})(?:'s|’s|s'|s’) assistants?(?: (should|must|can|may|needs to|has to|is to) |[ \\t]*:[ \\t]+)`,
  'giu',
);
/** Something moved: a destination, a card, an account, a login, a fee or a sum. */
const MOVES =
  /https?:\/\/|\b(?:card|account|login|password|iban|fee|deposit|transfer)\b|\d+(?:[.,]\d+)? ?(?:eur|usd|gbp)\b|[€$£] ?\d/i;
const ORDERS: ReadonlySet<string> = new Set([...ACT, ...CONDITION_ORDER_VERBS, ...PRINCIPAL_ORDER_VERBS]);
const SENTENCE_END = /[.!?](?=\s|$)|[;\n]|\\n/;
const REACH = 240;
/** Most texts name no assistant: one caseless search settles them. */
const HINT = /assistant/i;

function sentenceAt(head: string, from: number): string {
  const ahead = head.slice(from, from + REACH);
  const end = SENTENCE_END.exec(ahead)?.index ?? ahead.length;
  workDone(end);
  return ahead.slice(0, end);
}

function labelAt(head: string): [number, number] | undefined {
  let chat: boolean | undefined;
  LABEL.lastIndex = 0;
  for (let m = LABEL.exec(head); m; m = LABEL.exec(head)) {
    workDone(m[0].length);
    const lead = m[1]?.toLowerCase();
    // "My assistant:", "the assistant:": one person's, or one spoken of.
    if (
      lead !== undefined &&
      (POSSESSIVES.has(lead) || lead === 'your' || lead === 'the' || lead === 'an' || lead === 'a')
    )
      continue;
    if (!OPENS.test(head.slice(Math.max(0, m.index - 24), m.index))) continue;
    const from = m.index + m[0].length;
    const sentence = sentenceAt(head, from);
    if (!ordered(sentence, 0, ORDERS)) continue;
    if (!ABOUT_PRINCIPAL.test(sentence) && !ABOUT_TEXT.test(sentence)) continue;
    // "Assistant:" where a user's turn opens a line too is a speaker in a transcript.
    if (chat === undefined) chat = USER_TURN.test(head);
    if (chat) continue;
    return [m.index, from + sentence.length];
  }
  return undefined;
}

function possessedAt(head: string): [number, number] | undefined {
  POSSESSED.lastIndex = 0;
  for (let m = POSSESSED.exec(head); m; m = POSSESSED.exec(head)) {
    workDone(m[0].length);
    const from = m.index + m[0].length;
    const sentence = sentenceAt(head, from);
    if (!ordered(sentence, 0, ORDERS) || !MOVES.test(sentence)) continue;
    return [m.index, from + sentence.length];
  }
  return undefined;
}

/** Where an assistant is told to act for a record's principal, and its sentence ends, if one is. */
export function principalAssistantAt(head: string): [number, number] | undefined {
  if (!HINT.test(head)) return undefined;
  return labelAt(head) ?? possessedAt(head);
}
