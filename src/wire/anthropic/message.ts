// The outbound half of the buffered messages wire: judge every tool_use block (and every block of a type
// gate does not know, as `block:<type>`), keep the admitted ones
// (repaired input on TRANSFORM), never claim `tool_use` with no tool left, prepend the `[gate]` note.
import { isObject } from '../shared/json.js';
import { verdictNote } from '../shared/notes.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { isUnknownBlock, unknownBlockCall } from './blocks.js';
import { fetchedIn, ranIn } from './hosted.js';
import { type ContentBlock, type Message, TOOL_STOP_REASON } from './types.js';

/**
 * Rewrites a message in place; `note` says whether this client gets the verdict note. True when it changed
 * anything but the `gate` member.
 */
export async function rewriteMessage(
  message: Message,
  verdicts: RequestVerdicts,
  note: boolean,
): Promise<boolean> {
  let changed = false;
  const content = Array.isArray(message.content) ? message.content : [];
  // Round 57: a call the provider ran of a tool the request never declared, judged first (verdicts.ts).
  // Round 77: a result block whose call the answer does not hold is judged as that call.
  const ranIds = new Set<string>();
  for (const b of content) {
    const ran = isObject(b) ? ranIn(b, ranIds) : undefined;
    if (ran) await verdicts.providerRan(ran.tool, ran.called);
  }
  // What a provider-run tool fetched in this message was read before these calls were proposed.
  await verdicts.readHosted(fetchedIn(content.filter(isObject)));
  // tool_use blocks and blocks of a type gate does not know are judged, in the order they came.
  const calls = content.filter(
    (b): b is ContentBlock => isObject(b) && (b.type === 'tool_use' || isUnknownBlock(b)),
  );
  const outcomes = await verdicts.judgeAll(
    calls.map((b, i) =>
      b.type === 'tool_use'
        ? {
            id: typeof b['id'] === 'string' ? b['id'] : `toolu_gate_${i}`,
            tool: typeof b['name'] === 'string' ? b['name'] : '',
            args: b['input'] === undefined ? {} : b['input'],
          }
        : unknownBlockCall(b, `toolu_gate_${i}`),
    ),
  );
  const verdictOf = new Map(calls.map((b, i) => [b, outcomes[i]!]));
  const kept: ContentBlock[] = [];
  let tools = 0;
  for (const block of content) {
    const outcome = verdictOf.get(block as ContentBlock);
    if (outcome === undefined) {
      kept.push(block);
      continue;
    }
    if (!outcome.admitted || outcome.repaired) changed = true;
    if (!outcome.admitted) continue;
    if (block.type !== 'tool_use') {
      // An unknown block cannot carry repaired arguments: a TRANSFORM drops it.
      if (!outcome.repaired) kept.push(block);
      continue;
    }
    if (outcome.repaired) block['input'] = outcome.repaired;
    kept.push(block);
    tools++;
  }
  if (tools === 0 && message.stop_reason === TOOL_STOP_REASON) {
    message.stop_reason = 'end_turn';
    changed = true;
  }
  const text = note ? verdictNote(verdicts) : undefined;
  if (text !== undefined) {
    kept.unshift({ type: 'text', text });
    changed = true;
  }
  if (Array.isArray(message.content)) message.content = kept;
  message.gate = verdicts.extension();
  return changed;
}
