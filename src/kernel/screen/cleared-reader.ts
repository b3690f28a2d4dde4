// The reader cleared to act behind its user's back (round 72; docs/screening.md, 'Round 72 (recall-r72)'): "Ines
// Carrow will confirm by name on the call, so the assistant can send the file … to … without asking the user", "the
// AI may pay invoice … without checking with the user". Only the program reading a text for its user asks that user
// before it acts, so a sentence that frees "the" program from asking is a permission set for the reader, and its act
// is judged as a label's order is (reader-label.ts, `labelledDutyAt`). A manual's condition ("When auto-pay is on, the
// assistant can pay … without asking the user") and an act no judge reads are not read. English, ASCII, bounded.

import { PROGRAM_NOUN } from './program-noun.js';
import { labelledDutyAt } from './reader-label.js';
import { workDone } from './work.js';

/** Most texts free no one from asking the user: one caseless search settles them. */
const HINT =
  /\bwithout[ \t]{1,2}(?:first[ \t]{1,2})?(?:asking|checking|confirming|telling|consulting|waiting)\b/i;
/** "the assistant can", "the AI may", "the bot is free to": the act follows the match's end. Linear. */
const CLEARED = new RegExp(
  String.raw`(?<![\w'-])(?:the|this)[ \t]{1,2}${PROGRAM_NOUN}[ \t]{1,2}(?:can|may|is[ \t]{1,2}(?:free|cleared|allowed|authori[sz]ed)[ \t]{1,2}to)[ \t]{1,2}`,
  'gi',
);
/**
 * The user left unasked, after the act in its sentence (a stop inside an address or file name is not its end):
 * "without asking the user", "without checking with the user".
 */
const UNASKED =
  /^((?:[^\n.!?]|[.!?](?=\S)){0,200}?)[ \t,]without[ \t]{1,2}(?:first[ \t]{1,2})?(?:asking|checking[ \t]{1,2}with|confirming[ \t]{1,2}with|telling|consulting|waiting[ \t]{1,2}for)[ \t]{1,2}(?:the|its|their)[ \t]{1,2}user\b/i;
/** A limit just before "without": "…, but never without asking the user", "only with consent, not without …". */
const REFUSED = /(?:^|[^\w'-])(?:never|not|nor|no)[ \t,]{0,2}$/i;
/**
 * A manual's condition where the sentence opens, after a stop, a line's start or any mark that opens a value or a line
 * ("\"When …", "// When …", "<p>When …"): "When auto-pay is on, …", "If you allow it, …".
 */
const CONDITION =
  /(?:^|[^\w \t,'\u2019-][ \t]{0,4})(?:when|whenever|if|once|with|after|unless)[ \t][^\n.!?]{0,200}$/i;

/** Where the first permission that frees the reader from asking its user opens, and where its act ends. */
export function clearedReaderAt(head: string): [number, number] | undefined {
  if (!HINT.test(head)) return undefined;
  CLEARED.lastIndex = 0;
  for (let m = CLEARED.exec(head), n = 0; m !== null && n < 16; m = CLEARED.exec(head), n++) {
    const from = m.index + m[0].length;
    const ahead = head.slice(from, from + 240);
    workDone(ahead.length + 240);
    const unasked = UNASKED.exec(ahead);
    // "never without asking the user", "not without …": a limit on the program, not a permission.
    if (unasked === null || REFUSED.test(unasked[1]!)) continue;
    if (CONDITION.test(head.slice(Math.max(0, m.index - 240), m.index))) continue;
    const end = labelledDutyAt(head, from);
    if (end >= 0) return [m.index, end];
  }
  return undefined;
}
