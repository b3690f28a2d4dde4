// The sentences of a text in any script, each read once in pieces of bounded length (round 28, fourth session:
// the readers in other languages, summary-duty.ts and sent-before-answer.ts).

import { workDone } from './work.js';

/** A sentence ends at a full stop before a space, at CJK stops, a semicolon or a line break. */
const SENTENCE_END = /[.!?](?=\s|$|["'”»)<])|[。！？;\n]/g;
/** How much of one sentence is read at once: a long line is read in pieces this long. */
const SENTENCE_REACH = 400;

/**
 * Where the first sentence piece `judge` takes opens and ends. `judge` gets the piece in lower case and as
 * written (lowered per piece: a letter that lengthens when lowered, "İ", moves no index). Linear.
 */
export function firstSentence(
  head: string,
  judge: (lower: string, written: string) => boolean,
): [number, number] | undefined {
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  while (from < head.length) {
    const m = SENTENCE_END.exec(head);
    const end = m ? m.index + 1 : head.length;
    for (let at = from; at < end; at += SENTENCE_REACH) {
      const to = Math.min(end, at + SENTENCE_REACH);
      const written = head.slice(at, to);
      workDone(to - at);
      if (judge(written.toLowerCase(), written)) return [at, to];
    }
    if (!m) break;
    from = end;
  }
  return undefined;
}
