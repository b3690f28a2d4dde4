// A duty laid on the assistant in the third person, in languages other than English (round 33; docs/screening.md,
// 'Round 33: recall, r30's shaping half'): "Assistenten ska skicka ritningarna till ...", "O asistente debe
// cancelar a visita ...", "Asystent niech zamówi ...", "Օգնականը թող վճարի ...", "Trợ lý hãy xóa tệp ...". The
// name opens its sentence, a field's value or a label's value, and the next word is a modal or a jussive
// (`THIRD_PERSON_DUTIES`), then an order of some length. English's bare "the assistant should" is read by
// obliged-reader.ts, which asks more of it. One pass over the names; each sentence read once, bounded.

import { execHinted, hinted } from './hinted.js';
import { hasLetters } from './letter-count.js';
import { regexLiteral } from './regex-literal.js';
import { ASSISTANT_STEMS, THIRD_PERSON_ASSISTANT_NAMES, THIRD_PERSON_DUTIES } from './vocabulary.js';
import { workDone } from './work.js';

/** The name at a word's start with at most a case ending, after an article ("o", "el", "der", Maltese "l-"). */
const NAME = new RegExp(
  `(?<![\\p{L}\\p{M}'’-])(?:(?:${ASSISTANT_STEMS.filter((w) => w !== 'assistant')
    .map(regexLiteral)
    .join(
      '|',
    )})[\\p{L}\\p{M}]{0,4}|(?:${THIRD_PERSON_ASSISTANT_NAMES.map(regexLiteral).join('|')})[\\p{L}\\p{M}]{0,2})(?![\\p{L}\\p{M}])`,
  'giu',
);
/** NAME read through its hint (round 77): its lookbehind comes first, so it was tried at every character. */
const NAME_HINTED = hinted(NAME);
/** What may stand before the name: a sentence's, line's or value's start, a label's colon, and one article (Greek "ο" too). */
const OPENS =
  /(?:^|[.!?;:：\n"“«>•*-]|\\n)[ \t]*(?:(?:o|a|el|la|il|lo|der|die|den|de|het|le|l-|il-|the|ο|η)[ \t]*)?$/iu;
const NEXT_WORD = /[ \t]+([\p{L}\p{M}'’]+)/uy;
/** An owner's word in the genitive: lower case, long enough to be a noun, not a function word. */
const OWNER = /^\p{Ll}[\p{L}\p{M}]{5,}$/u;
const SENTENCE_END = /[.!?。](?=\s|$|")|[;\n"]|\\n/u;
const REACH = 240;
/** Letters after the duty in its sentence: an order, not a heading ("Assistent soll:"). */
const ORDER_LETTERS = 16;

/** Where a duty laid on the assistant by its name in another language opens and its sentence ends, if one is. */
export function assistantDutyAt(text: string): [number, number] | undefined {
  for (let m = execHinted(NAME_HINTED, text); m; m = execHinted(NAME_HINTED, text, m.index + m[0].length)) {
    const end = m.index + m[0].length;
    NEXT_WORD.lastIndex = end;
    let next = NEXT_WORD.exec(text);
    // One owner's word in the genitive between (round 34): "Asistentul ofertantului să ...", "Asistent stavebníka nech ...".
    if (next !== null && !THIRD_PERSON_DUTIES.has(next[1]!.toLowerCase()) && OWNER.test(next[1]!))
      next = NEXT_WORD.exec(text);
    if (next === null || !THIRD_PERSON_DUTIES.has(next[1]!.toLowerCase())) continue;
    const before = text.slice(Math.max(0, m.index - 8), m.index);
    if (!OPENS.test(before)) continue;
    const from = next.index + next[0].length;
    const ahead = text.slice(from, from + REACH);
    const stop = SENTENCE_END.exec(ahead)?.index ?? ahead.length;
    workDone(stop);
    if (!hasLetters(ahead.slice(0, stop), ORDER_LETTERS)) continue;
    return [m.index, from + stop];
  }
  return undefined;
}
