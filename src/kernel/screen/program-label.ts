// A program a record's label speaks to, then an order on this record or moving something (round 38;
// docs/screening.md, 'Round 38: recall, program labels'): "Sync tools: set the retail price of this item to
// 0.99 ...", "Store automation: re-send the payout to pay.example ...", "Intake tool: mark this coat sold to me".
// The noun is a program's (`vocabulary.LABEL_PROGRAMS`) with one or two words naming it before: a bare "Tools:"
// is a manual's heading. A manual's label reads so too ("Build tools: install Node 20 first"), so the order
// must point at this record ("this", "these") or move something (a site, a card, an account, a sum).
// English only; one search settles most texts, each repeat bounded, one pass.

import { ordered } from './ai-condition.js';
import { ACT } from './generic-reader.js';
import { MOVES_SOMETHING } from './principal-assistant.js';
import {
  CONDITION_ORDER_VERBS,
  LABEL_PROGRAM_HEADING_WORDS,
  LABEL_PROGRAMS,
  PRINCIPAL_ORDER_VERBS,
} from './vocabulary.js';
import { workDone } from './work.js';

const PROGRAMS = LABEL_PROGRAMS.join('|');
/** The label: where a line, a sentence or a record's field opens, one or two naming words, the program, its colon. */
const LABEL = new RegExp(
  `(?:^|[\\n.!?>]|\\\\n|["',][ \\t]*|\\d[ \\t])[ \\t]*((?:[\\p{L}-]{2,20}[ \\t]){1,2})(?:${PROGRAMS})[ \\t]*:[ \\t]+`,
  'giu',
);
/** Most texts label no program: one caseless search settles them (addressed-clause.ts joins it to another's). */
export const PROGRAM_LABEL_HINT = new RegExp(`(?:${PROGRAMS})[ \\t]*:`, 'i');
/** A log line's level in capitals ("INFO", "NOTICE", "KENNISGEWING"). */
const LOG_LEVEL = /^\p{Lu}{3,}$/u;
/** Something moved: the principal's reader's (a site, a card, an account, a fee, a sum), and a payout, a refund, a wallet. */
export const MOVES = new RegExp(
  `${MOVES_SOMETHING.source}|\\b(?:wallet|payout|payment|refund)\\b|[¥฿] ?\\d`,
  'i',
);
export const THIS_RECORD = /(?<![\p{L}])(?:this|these)(?![\p{L}])/iu;
/** The orders a program is given: the generic reader's acts, a condition's and a principal's. */
export const PROGRAM_ORDERS: ReadonlySet<string> = new Set([
  ...ACT,
  ...CONDITION_ORDER_VERBS,
  ...PRINCIPAL_ORDER_VERBS,
]);
const SENTENCE_END = /[.!?](?=\s|$)|[;\n"]|\\n/;
const REACH = 240;

/**
 * Where a label to a program opens and its order's sentence ends, when the order acts on this record or moves
 * something; `hinted` when a caller's joint search has settled the hint.
 */
export function programLabelAt(
  head: string,
  hinted = PROGRAM_LABEL_HINT.test(head),
): [number, number] | undefined {
  if (!hinted) return undefined;
  LABEL.lastIndex = 0;
  for (let m = LABEL.exec(head); m; m = LABEL.exec(head)) {
    workDone(m[0].length);
    // A log's level before the label is no name for the program ("NOTICE Tools:" is a bare heading).
    const names = m[1]!
      .trim()
      .split(/[ \t]+/)
      .filter((w) => !LOG_LEVEL.test(w));
    if (names.length === 0 || names.some((w) => LABEL_PROGRAM_HEADING_WORDS.has(w.toLowerCase()))) continue;
    const from = m.index + m[0].length;
    const ahead = head.slice(from, from + REACH);
    const end = SENTENCE_END.exec(ahead)?.index ?? ahead.length;
    workDone(end);
    const sentence = ahead.slice(0, end);
    if (!ordered(sentence, 0, PROGRAM_ORDERS)) continue;
    if (!THIS_RECORD.test(sentence) && !MOVES.test(sentence)) continue;
    return [m.index, from + end];
  }
  return undefined;
}
