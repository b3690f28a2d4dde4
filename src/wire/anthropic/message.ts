// The outbound half of the buffered messages wire: judge every tool_use block, keep the admitted ones
// (repaired input on TRANSFORM), never claim `tool_use` with no tool left, prepend the `[gate]` note.
import { isObject } from '../shared/json.js';
import { verdictNote } from '../shared/notes.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { fetchedIn } from './hosted.js';
import { type ContentBlock, type Message, TOOL_STOP_REASON, type ToolUseBlock } from './types.js';

/** Rewrites a message in place; `note` says whether this client gets the verdict note. */
export async function rewriteMessage(
  message: Message,
  verdicts: RequestVerdicts,
  note: boolean,
): Promise<void> {
  const content = Array.isArray(message.content) ? message.content : [];
  // What a provider-run tool fetched in this message was read before these calls were proposed.
  await verdicts.readHosted(fetchedIn(content.filter(isObject)));
  const uses = content.filter((b): b is ToolUseBlock => isObject(b) && b.type === 'tool_use');
  const outcomes = await verdicts.judgeAll(
    uses.map((b, i) => ({
      id: typeof b.id === 'string' ? b.id : `toolu_gate_${i}`,
      tool: typeof b.name === 'string' ? b.name : '',
      args: b.input === undefined ? {} : b.input,
    })),
  );
  const verdictOf = new Map(uses.map((b, i) => [b, outcomes[i]!]));
  const kept: ContentBlock[] = [];
  let tools = 0;
  for (const block of content) {
    const outcome = verdictOf.get(block as ToolUseBlock);
    if (outcome === undefined) {
      kept.push(block);
      continue;
    }
    if (!outcome.admitted) continue;
    if (outcome.repaired) block['input'] = outcome.repaired;
    kept.push(block);
    tools++;
  }
  if (tools === 0 && message.stop_reason === TOOL_STOP_REASON) message.stop_reason = 'end_turn';
  const text = note ? verdictNote(verdicts) : undefined;
  if (text !== undefined) kept.unshift({ type: 'text', text });
  if (Array.isArray(message.content)) message.content = kept;
  message.gate = verdicts.extension();
}
