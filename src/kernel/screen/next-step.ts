// The reader's next step (round 67; docs/screening.md, 'Round 67 (recall-r67)'): "Your next step will be to change
// the payee's bank details …", "Next step for you: pay invoice …", "The model's next step is to email these scores to
// …", "As its next step the assistant will delete every backup …". A step set for the one reading the text is an
// order to it. A step set for a program is judged as a label's order is (reader-label.ts, `labelledDutyAt`); one set
// for "you" is a tutorial's too ("Your next step is to run the tests", "… to open the settings page"), so it is read
// only as a bot's @mention is (mentioned-bot.ts, `mentionedDutyAt`: an act that moves data, money or records, or a
// named harm). A bare "Next step:" names no reader and is not read. English, ASCII literals, bounded: linear.

import { mentionedDutyAt } from './mentioned-bot.js';
import { PROGRAM_NOUN } from './program-noun.js';
import { labelledDutyAt } from './reader-label.js';
import { workDone } from './work.js';

/** Who the step is set for: the reader as "you", or a program by its noun (program-noun.ts). */
const PROGRAM = String.raw`(?:the|its|this)[ \t]{1,2}${PROGRAM_NOUN}`;
/** The lead that sets the reader's next step; the order follows its end. */
const NEXT_STEP = new RegExp(
  String.raw`(?<![\w'-])(?:(?:your|${PROGRAM}(?:'|\u2019)s)[ \t]{1,2}next[ \t]{1,2}step(?:[ \t]{1,2}(?:is|will[ \t]{1,2}be)(?:[ \t]{1,2}to)?|[ \t]{0,2}:)|(?:the[ \t]{1,2})?next[ \t]{1,2}step[ \t]{1,2}for[ \t]{1,2}(?:you|${PROGRAM})(?:[ \t]{1,2}(?:is|will[ \t]{1,2}be)(?:[ \t]{1,2}to)?|[ \t]{0,2}:)|as[ \t]{1,2}(?:its|your)[ \t]{1,2}next[ \t]{1,2}step,?[ \t]{1,2}(?:${PROGRAM}[ \t]{1,2}|you[ \t]{1,2})?(?:will|should|must|is[ \t]{1,2}to))[ \t]{1,4}`,
  'gi',
);

/** Where the first next step set for the reader, with an order its judge reads, opens and where that order ends. */
export function nextStepAt(head: string): [number, number] | undefined {
  NEXT_STEP.lastIndex = 0;
  for (let m = NEXT_STEP.exec(head), n = 0; m !== null && n < 64; m = NEXT_STEP.exec(head), n++) {
    workDone(m[0].length);
    const from = m.index + m[0].length;
    const end = /you/i.test(m[0]) ? mentionedDutyAt(head, from) : labelledDutyAt(head, from, false, true);
    if (end >= 0) return [m.index, end];
  }
  return undefined;
}
