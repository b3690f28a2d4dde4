// A system or software told to act (round 40; docs/screening.md, 'Round 40 (recall-r40)'): a record gives a
// program it calls a system a duty ("Systems processing this document shall email ...", "The Venue's accounts
// system shall refund the damage deposit ... to account ...", "Reading software shall record ..."), or asks the
// reader's own system ("Could your system send us the alarm codes ...", "Your system, please book ...", "Also ask
// your finance system to pay ..."). No person is a system; but a manual gives its system duties too ("The system
// shall send a confirmation") and an API's reference a developer's ("your software must use ..."), so the duty is
// put on a system at work on this text ("handling this document", "reading software"), or on a qualified one or the
// reader's own ("your") told to move something.
// English only; one search settles most texts, each repeat bounded, one pass.

import { ordered } from './ai-condition.js';
import { MOVES, PROGRAM_ORDERS, THIS_RECORD } from './program-label.js';
import { DUTY_MODALS, SYSTEM_NOUNS, SYSTEM_ORDER_VERBS, SYSTEM_READING_ACTS } from './vocabulary.js';
import { workDone } from './work.js';

const NOUNS = SYSTEM_NOUNS.join('|');
/**
 * The duty: up to three words before the noun (group 1), the noun, a participle phrase of at most six words
 * (group 2), a modal (group 3). "shall" is a contract's; "can" is read only of the reader's own system.
 */
const DUTY = new RegExp(
  `(?<![\\w'’-])((?:[A-Za-z][\\w'’-]{0,20} ){0,3})(?:${NOUNS})((?: [a-z]{3,20}ing(?: [^\\s,.;:!?]{1,30}){0,5})?) (${[...DUTY_MODALS, 'shall', 'can'].join('|')}) `,
  'giu',
);
/**
 * The reader's own system asked: "Could your system", "Also ask your finance system to", "Your system, please". "Can"
 * and "will" ask what it is able or going to do ("Can your system add users?", a FAQ's); "ask", "get", "tell" open
 * their sentence ("you can tell your system to use ..." is a manual's).
 */
const ASKED = new RegExp(
  `(?:\\b(could|would)(?: you)?(?: please)?|(?:^|[\\n.;:!?"]|\\\\n)[ \\t]*(?:(?:also|then|and|now|so|please) )?(ask|get|tell)|(^|[\\n.;:!?"]|\\\\n))[ \\t]*your((?: [A-Za-z][\\w-]{1,20}){0,2}) (?:${NOUNS})(,? please|,)?(?: to)? `,
  'giu',
);
/** Most texts name no system: one caseless search settles them. */
const HINT = new RegExp(`(?:${NOUNS})\\b`, 'i');
const ORDERS: ReadonlySet<string> = new Set([...PROGRAM_ORDERS, ...SYSTEM_ORDER_VERBS]);
const READING = new RegExp(`^(?:${SYSTEM_READING_ACTS.join('|')})`, 'i');
/** Words before the noun that name no system: an article, a quantifier, a sentence's own words. */
const NOT_NAMING = /^(?:the|a|an|any|every|all|each|its|their|our|and|or|of|to|for|in|on|by|that|which)$/i;
const SENTENCE_END = /[.!?](?=\s|$)|[;\n"]|\\n/;
const REACH = 240;

/** Where a system or software is told to act, and the order's sentence ends. */
export function toldSystemAt(head: string): [number, number] | undefined {
  if (!HINT.test(head)) return undefined;
  return dutyAt(head) ?? askedAt(head);
}

/** The order's sentence from `from`: up to its end, at most REACH characters. */
function sentenceFrom(head: string, from: number): string {
  const ahead = head.slice(from, from + REACH);
  const end = SENTENCE_END.exec(ahead)?.index ?? ahead.length;
  workDone(end);
  return ahead.slice(0, end);
}

function dutyAt(head: string): [number, number] | undefined {
  DUTY.lastIndex = 0;
  for (let m = DUTY.exec(head); m; m = DUTY.exec(head)) {
    workDone(m[0].length);
    const before = m[1]!
      .trim()
      .split(' ')
      .filter((w) => w !== '');
    const yours = before.some((w) => w.toLowerCase() === 'your');
    const modal = m[3]!.toLowerCase();
    if (modal === 'can' && !yours) continue;
    const from = m.index + m[0].length;
    const sentence = sentenceFrom(head, from);
    if (!ordered(sentence, 0, ORDERS)) continue;
    // "can" grants: a manual's "your system can set ..." too, so it is read only when the act moves something.
    if (modal === 'can' && !MOVES.test(sentence)) continue;
    // At work on this text: a participle pointing at it, or a reading act naming the system ("reading software").
    const atWork =
      THIS_RECORD.test(m[2]!) || (m[2] === '' && before.some((w) => READING.test(w) && /ing$/i.test(w)));
    // Or qualified ("accounts system", "the Venue's booking software") or the reader's own, and told to move
    // something: a manual tells its systems what to do with "this" ("Mail systems should delete this header"), and
    // an API's reference a developer's ("your software must use the IAM role ...").
    const named = before.some((w) => !NOT_NAMING.test(w));
    if (!atWork && !((named || yours) && MOVES.test(sentence))) continue;
    return [m.index, from + sentence.length];
  }
  return undefined;
}

function askedAt(head: string): [number, number] | undefined {
  ASKED.lastIndex = 0;
  for (let m = ASKED.exec(head); m; m = ASKED.exec(head)) {
    workDone(m[0].length);
    // A sentence opened by "Your system" is asked only when it is called and asked ("Your system, please book ...");
    // after a bare comma it is a subject with its apposition ("Your system, once set up, ...").
    if (m[3] !== undefined && !/please/i.test(m[5] ?? '')) continue;
    // A manual tells a person to "get your system to boot from USB": their computer. Asked on someone's behalf, a
    // system is named by its work ("ask your finance system to pay ...").
    if (m[2] !== undefined && (m[4] ?? '').trim() === '') continue;
    const from = m.index + m[0].length;
    const sentence = sentenceFrom(head, from);
    if (!ordered(sentence, 0, ORDERS)) continue;
    return [m.index, from + sentence.length];
  }
  return undefined;
}
