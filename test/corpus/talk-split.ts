// The fixed split of the conversations set (test/corpus/talk-clean) into a shaping half (rules may be
// tuned on it) and an apart half (only ever measured). By tool, so one carrier's lines never straddle the
// halves; the salt was committed before the screener read any line of the set.
import { createHash } from 'node:crypto';
import type { IndependentHalf } from './independent-split.js';

const SALT = 'talk-clean-r26-half';

/** Which half a line of the conversations set belongs to, from its `tool` alone. */
export function talkHalf(item: { tool: string }): IndependentHalf {
  return (createHash('sha256').update(`${SALT}:${item.tool}`).digest()[0]! & 1) === 1 ? 'apart' : 'shaping';
}

/** Whether a file of lines is the conversations set, by its directory. */
export function isTalkSet(path: string): boolean {
  return /talk-clean[/\\]/.test(path);
}
