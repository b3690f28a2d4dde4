// Round 56: the fold of a conversation's earlier calls (kernel/ladder/shell-standing.ts) reads each call's
// arguments, and a model wire sees the whole history again with every request: a long conversation's
// large calls (a Write's file) were parsed again on each one. What a call holds for the fold (its shell
// arguments, or nothing) is kept by call id, and used only for the very same arguments text.
import { type Standing, shellPart, standingAfter } from '../../kernel/ladder/shell-standing.js';

/** Shorter arguments parse in about the time the memo's bookkeeping takes: read each time. */
export const MIN_MEMO_CHARS = 1024;
/** Calls kept; the oldest go first. */
export const MAX_MEMO_CALLS = 4096;
/** The arguments texts kept to compare against, in characters (about twice as many bytes). */
export const MAX_MEMO_TEXT = 16 * 1024 * 1024;

interface Kept {
  /** The arguments text the part was read from: a reused id with other arguments is read again. */
  readonly args: string;
  readonly part: Record<string, unknown> | undefined;
}

const kept = new Map<string, Kept>();
let keptChars = 0;

/** The standing after one earlier call (standingAfter), its arguments read once per call id and text. */
export function foldEarlierCall(args: string, callId: string | undefined, before: Standing): Standing {
  if (callId === undefined || callId === '' || args.length < MIN_MEMO_CHARS || args.length > MAX_MEMO_TEXT)
    return standingAfter(args, before);
  const hit = kept.get(callId);
  // Compared whole: an id is the client's (or the model's) word, the text is what the fold would read.
  if (hit !== undefined && hit.args === args) return standingAfter(hit.part, before);
  const part = shellPart(args);
  if (hit !== undefined) {
    kept.delete(callId);
    keptChars -= hit.args.length;
  }
  kept.set(callId, { args, part });
  keptChars += args.length;
  for (const [id, k] of kept) {
    if (kept.size <= MAX_MEMO_CALLS && keptChars <= MAX_MEMO_TEXT) break;
    kept.delete(id);
    keptChars -= k.args.length;
  }
  return standingAfter(part, before);
}

/** For tests: what the memo holds. */
export function memoSize(): { calls: number; chars: number } {
  return { calls: kept.size, chars: keptChars };
}
