// Screens the tool results a client sends up (OpenAI `role: tool` messages, Anthropic `tool_result`
// blocks) before the request leaves gate (docs/design.md §4). Each wire finds its results and
// applies the replacement; judging and the note text live here so every wire does it the same way.

import type { SourceLabel } from '../../kernel/policy/types.js';
import type { FollowedValues } from '../../kernel/provenance/ledger.js';
import { toWireVerdict } from '../../kernel/types.js';
import type { Engine, WireName } from '../../server/types.js';
import { withheldNote } from './notes.js';
import type { RequestVerdicts } from './verdicts.js';

/** A tool result found in a request, as text the screeners can read. */
export interface InboundResult {
  toolCallId: string;
  /** The tool that produced it, from the call with the same id earlier in the conversation. */
  tool: string;
  content: string;
  /** That call's arguments as text, when the conversation holds the call: an order may pass through it. */
  callArgs?: string;
  /**
   * `beside`: text the agent put beside the result (judged as the result's own, docs/provenance.md);
   * `client`: a client's block in a user's turn (client-blocks.ts), its values already noted as attached.
   */
  part?: 'beside' | 'client';
  /**
   * The result also carries what the model reads and no screener can (an image, audio, a PDF): from an
   * untrusted source, the request's ledger cannot place a value the user did not give (round 17).
   */
  unreadable?: boolean;
  /** `untrusted` for what a provider-run tool fetched (hosted.ts), whatever the manifest's `sources` say. */
  source?: SourceLabel;
}

/** A call the assistant made earlier in the conversation: its tool and its arguments as text. */
export interface EarlierCall {
  tool: string;
  args: string;
}

/**
 * The calls of a conversation by id, each with where it was made (message or item index): a result
 * answers the latest call with its id made before it. Keyed by id alone, a call that reuses an id later
 * (a buggy client, a spliced transcript) would relabel an earlier untrusted result as its own tool's.
 */
export class EarlierCalls {
  private readonly byId = new Map<string, { at: number; call: EarlierCall }[]>();

  /** Calls are added in conversation order (`at` never decreases). */
  add(id: string, call: EarlierCall, at: number): void {
    const list = this.byId.get(id);
    if (list) list.push({ at, call });
    else this.byId.set(id, [{ at, call }]);
  }

  /** The latest call with `id` made before `at`; without one, the first made at or after it. */
  get(id: string, at: number): EarlierCall | undefined {
    const list = this.byId.get(id);
    if (!list) return undefined;
    // Binary search: a request with many calls under one id stays linear-logarithmic.
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.at < at) lo = mid + 1;
      else hi = mid;
    }
    return (lo > 0 ? list[lo - 1]! : list[0]!).call;
  }
}

/** Tool name used when a result's call is not in the conversation (the client trimmed its history). */
export const UNKNOWN_TOOL = 'unknown';

/**
 * Screens every result on the request's trace, then notes what the model will read of each in the
 * request's ledger in conversation order, each after the call that asked for it (so an order a result
 * gave passes through the assistant's next call into what that call returned: docs/provenance.md).
 * Returns, per result, the text that must replace it (the
 * `[gate]` note, or the result with its secrets redacted), or undefined when it may go upstream as it is.
 * Withheld results are recorded in `verdicts`.
 */
export async function screenResults(
  engine: Engine,
  wire: WireName,
  verdicts: RequestVerdicts,
  results: readonly InboundResult[],
  agent?: string,
): Promise<(string | undefined)[]> {
  if (results.length === 0) return [];
  // Round 55: each earlier call, in conversation order, may have moved the agent's persistent shell.
  for (const r of results) if (r.part !== 'client') verdicts.noteEarlierCall(r.callArgs, r.toolCallId);
  // Screened at once; what each leaves for the model is noted after, in conversation order.
  const followed: ({ content: string; follow: FollowedValues } | undefined)[] = [];
  const kept: ({ content: string; follow: FollowedValues } | undefined)[] = [];
  const answers = await Promise.all(
    results.map((r, i) =>
      engine.admit(
        {
          tool: r.tool,
          traceId: verdicts.traceId,
          content: r.content,
          ...(r.source ? { source: r.source } : {}),
        },
        {
          ...verdicts.meta(),
          wire,
          ...(agent !== undefined ? { agent } : {}),
          followed: (content, follow) => {
            followed[i] = { content, follow };
          },
          withheld: (content, follow) => {
            kept[i] = { content, follow };
          },
        },
      ),
    ),
  );
  followed.forEach((f, i) => {
    if (!f || results[i]!.part === 'client') return;
    verdicts.noteResult(results[i]!.tool, results[i]!.callArgs, f.content, f.follow);
    if (f.follow === 'all' && results[i]!.unreadable) verdicts.noteUnreadable();
  });
  // A client's block was noted as attached already; any other withheld result is kept apart (round 52).
  kept.forEach((k, i) => {
    if (k && results[i]!.part !== 'client') verdicts.noteWithheld(k.content, k.follow);
  });
  return answers.map((answer, i) => {
    if (answer.verdict.kind === 'ALLOW') return undefined;
    // A secret redacted in place: the result goes on as its redacted text.
    if (answer.verdict.kind === 'TRANSFORM' && answer.envelope.meta['admit'] === 'redacted')
      return answer.envelope.content;
    // Anything else keeps the bytes out (fail closed), not only QUARANTINE.
    const result = results[i]!;
    const quarantineId = answer.envelope.meta['quarantine_id'];
    verdicts.recordWithheld({
      tool_call_id: result.toolCallId,
      tool: result.tool,
      verdict: toWireVerdict(answer.verdict),
      ...(quarantineId ? { quarantine_id: quarantineId } : {}),
      ...(result.part ? { part: result.part } : {}),
    });
    return withheldNote(answer.verdict, quarantineId);
  });
}
