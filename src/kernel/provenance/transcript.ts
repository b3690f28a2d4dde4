// A user's turn that carries a transcript (a client that replays the conversation flattened into one
// turn, or "Assistant: ..." pasted before "continue"): what the assistant says there is the model's own
// words, written after it read the results, so it may repeat a poisoned result's value. Those lines are
// not the user's (docs/provenance.md, "Round 25's red team").
import { ASSISTANT_SPEAKER, USER_SPEAKER } from './instruction-words.js';

/** Does `speaker` (a sticky pattern) open the line that starts at `at`? */
function opens(speaker: RegExp, text: string, at: number): boolean {
  speaker.lastIndex = at;
  return speaker.test(text);
}

/**
 * The user's own words of a turn: every line from one an assistant speaks up to the next the user
 * speaks is left out (its place kept by a line break, so the words around it stay apart). Each line
 * start is tried once, a few characters deep; a turn with no assistant line is returned as it is.
 */
export function userOwnWords(text: string): string {
  let first = -1;
  for (let at = 0; at < text.length; ) {
    if (opens(ASSISTANT_SPEAKER, text, at)) {
      first = at;
      break;
    }
    const nl = text.indexOf('\n', at);
    if (nl < 0) break;
    at = nl + 1;
  }
  if (first < 0) return text;
  const kept: string[] = [text.slice(0, first)];
  let assistant = false;
  for (const line of text.slice(first).split('\n')) {
    if (opens(ASSISTANT_SPEAKER, line, 0)) assistant = true;
    else if (opens(USER_SPEAKER, line, 0)) assistant = false;
    kept.push(assistant ? '' : line);
  }
  return kept.join('\n');
}
