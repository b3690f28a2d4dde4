// A thing kept out of the reader's own output ("leave the late-entry fee out of your summary"): one pattern for the
// concept, read anywhere after "your" (hidden-act.ts, round 67) and as a label's order after "your" or "the"
// (reader-label.ts, `LEFT_OUT`, round 65). Round 68 made the two one (docs/screening.md, 'Round 68 (recall-r68)').

import { alternation } from './regex-literal.js';
import { KEEP_OFF_VERBS, READER_OUTPUTS } from './vocabulary.js';

/**
 * A keeping verb, at most 100 characters of object (no quote, no sentence's end), then "out of", `owners` (an
 * alternation) and the reader's output, one word between allowed ("out of your weekly summary"). Literals and
 * bounded repeats only: linear.
 */
export function keptOutOfSource(owners: string): string {
  return String.raw`(?<![a-z0-9_'\u2019-])(?:${alternation(KEEP_OFF_VERBS)})(?:[ \t]{1,4}[^.\n;!?"\u201c\u201d]{1,100}?)?[ \t]{1,4}out[ \t]{1,4}of[ \t]{1,4}(?:${owners})[ \t]{1,4}(?:[a-z-]{1,20}[ \t]{1,4})?(?:${alternation(READER_OUTPUTS)})(?![a-z0-9_'\u2019-])`;
}
