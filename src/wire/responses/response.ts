// The outbound half of the buffered Responses wire: judge every call item, keep the admitted ones
// (repaired where TRANSFORM), append the `[gate]` note for a coding agent, attach the `gate` extension.
import { verdictNote } from '../shared/notes.js';
import type { RequestVerdicts } from '../shared/verdicts.js';
import { callKind, judgedItem, proposedCall } from './calls.js';
import { fetchedBy, providerRunCall } from './hosted.js';
import type { Item, ResponseObject } from './types.js';

/** The output list the client receives: refused calls removed, repaired calls rewritten, the rest as it came. */
export async function rewriteOutput(
  output: readonly unknown[],
  verdicts: RequestVerdicts,
): Promise<unknown[]> {
  // Round 57: a call the provider ran of a tool the request never declared, judged first (verdicts.ts).
  for (const item of output) {
    const ran = providerRunCall(item);
    if (ran) await verdicts.providerRan(ran.tool, ran.called);
  }
  // What a provider-run tool fetched in this response was read before these calls were proposed.
  await verdicts.readHosted(output.flatMap(fetchedBy));
  const calls = output.flatMap((item, index) => {
    const kind = callKind(item);
    return kind ? [{ index, kind, item: item as Item }] : [];
  });
  const outcomes = await verdicts.judgeAll(
    calls.map((c) => proposedCall(c.kind, c.item, `call_gate_${c.index}`)),
  );
  const judged = new Map(calls.map((c, i) => [c.index, judgedItem(c.kind, c.item, outcomes[i]!)]));
  return output.flatMap((item, index) => {
    if (!judged.has(index)) return [item];
    const sent = judged.get(index);
    return sent ? [sent] : [];
  });
}

/**
 * The `[gate]` note as an assistant message item, or undefined when every call passed unchanged. It
 * goes last: when a stream starts, the verdicts do not exist yet.
 */
export function noteItem(verdicts: RequestVerdicts): Item | undefined {
  const text = verdictNote(verdicts);
  if (text === undefined) return undefined;
  return {
    id: `msg_gate_${verdicts.traceId}`,
    type: 'message',
    status: 'completed',
    role: 'assistant',
    content: [{ type: 'output_text', text, annotations: [], logprobs: [] }],
  };
}

/**
 * Rewrites a response object in place; `note` says whether this client gets the verdict note. True when
 * it changed anything but the `gate` member.
 */
export async function rewriteResponse(
  response: ResponseObject,
  verdicts: RequestVerdicts,
  note: boolean,
): Promise<boolean> {
  let changed = false;
  if (Array.isArray(response.output)) {
    const came = response.output;
    response.output = await rewriteOutput(came, verdicts);
    // Every item sent is the very item that came, in its place: nothing dropped, repaired or added.
    changed = response.output.length !== came.length || response.output.some((item, i) => item !== came[i]);
    const item = note ? noteItem(verdicts) : undefined;
    if (item) {
      response.output.push(item);
      changed = true;
    }
  }
  response.gate = verdicts.extension();
  await verdicts.relayed(response.id);
  await verdicts.relayedCompactions(response.output);
  return changed;
}
