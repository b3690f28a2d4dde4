// A user's turn that carries a transcript (a client that replays the conversation flattened into one
// turn, or "Assistant: ..." pasted before "continue"): what the assistant says there is the model's own
// words, written after it read the results, so it may repeat a poisoned result's value. Those lines are
// not the user's (docs/provenance.md, "Round 25's red team").
import { ASSISTANT_SPEAKER, USER_SPEAKER } from './instruction-words.js';

/** A line that opens with an assistant speaker anywhere in the text: most turns have none (fast path). */
const ANY_ASSISTANT = new RegExp(ASSISTANT_SPEAKER.source, 'im');

/**
 * The user's own words of a turn: every line from one an assistant speaks up to the next the user
 * speaks is left out (its place kept by a line break, so the words around it stay apart).
 */
export function userOwnWords(text: string): string {
  if (!ANY_ASSISTANT.test(text)) return text;
  const kept: string[] = [];
  let assistant = false;
  for (const line of text.split('\n')) {
    if (ASSISTANT_SPEAKER.test(line)) assistant = true;
    else if (USER_SPEAKER.test(line)) assistant = false;
    kept.push(assistant ? '' : line);
  }
  return kept.join('\n');
}
