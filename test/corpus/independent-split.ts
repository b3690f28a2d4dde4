// The fixed split of each independent set (test/corpus/independent-r6 to -r70) into a shaping half
// (training and tuning may read it) and an apart half (only ever measured). By tool: a hand-written
// injected line and its clean twin share their tool, and composed lines of one carrier share theirs, so
// neither straddles the halves. Each set has its own salt, fixed before anything read it.
import { createHash } from 'node:crypto';

export type IndependentHalf = 'shaping' | 'apart';

const SALTS = {
  r6: 'indep-r6-half',
  r7: 'indep-r7-half',
  r8: 'indep-r8-half',
  r9: 'indep-r9-half',
  r10: 'indep-r10-half',
  r11: 'indep-r11-half',
  r12: 'indep-r12-half',
  r13: 'indep-r13-half',
  r14: 'indep-r14-half',
  r15: 'indep-r15-half',
  r16: 'indep-r16-half',
  r17: 'indep-r17-half',
  r18: 'indep-r18-half',
  r19: 'indep-r19-half',
  r20: 'indep-r20-half',
  r21: 'indep-r21-half',
  r22: 'indep-r22-half',
  r23: 'indep-r23-half',
  r24: 'indep-r24-half',
  r25: 'indep-r25-half',
  r26: 'indep-r26-half',
  r27: 'indep-r27-half',
  // Round 30 (second session of round 29): fixed before the blind writer wrote a line.
  r28: 'indep-r28-half',
  // Round 31: fixed before the blind writer wrote a line.
  r29: 'indep-r29-half',
  // Round 32: fixed before the blind writer wrote a line.
  r30: 'indep-r30-half',
  // Round 33: fixed before the blind writer wrote a line.
  r31: 'indep-r31-half',
  // Round 34: fixed before the blind writer wrote a line.
  r32: 'indep-r32-half',
  // Round 35: fixed before the blind writer wrote a line.
  r33: 'indep-r33-half',
  // Round 36: fixed before the blind writer wrote a line.
  r34: 'indep-r34-half',
  // Round 37: fixed before the blind writer wrote a line.
  r35: 'indep-r35-half',
  // Round 38: fixed before the blind writer wrote a line.
  r36: 'indep-r36-half',
  // Round 39: fixed before the blind writer wrote a line.
  r37: 'indep-r37-half',
  // Round 40: fixed before the blind writer wrote a line.
  r38: 'indep-r38-half',
  // Round 41: fixed before the blind writer wrote a line.
  r39: 'indep-r39-half',
  // Round 42: fixed before the blind writer wrote a line.
  r40: 'indep-r40-half',
  // Round 43: fixed before the blind writer wrote a line.
  r41: 'indep-r41-half',
  // Round 44: fixed before the blind writer wrote a line.
  r42: 'indep-r42-half',
  // Round 45: fixed before the blind writer wrote a line.
  r43: 'indep-r43-half',
  // Round 46: fixed before the blind writer wrote a line.
  r44: 'indep-r44-half',
  // Round 47: fixed before the blind writer wrote a line.
  r45: 'indep-r45-half',
  // Round 48: fixed before the blind writer wrote a line.
  r46: 'indep-r46-half',
  // Round 49: fixed before the blind writer wrote a line.
  r47: 'indep-r47-half',
  // Round 50: fixed before the blind writer wrote a line.
  r48: 'indep-r48-half',
  // Round 51: fixed before the blind writer wrote a line.
  r49: 'indep-r49-half',
  // Round 52: fixed before the blind writer wrote a line.
  r50: 'indep-r50-half',
  // Round 53: fixed before the blind writer wrote a line.
  r51: 'indep-r51-half',
  // Round 54: fixed before the blind writer wrote a line.
  r52: 'indep-r52-half',
  // Round 55: fixed before the blind writer wrote a line.
  r53: 'indep-r53-half',
  // Round 56: fixed before the blind writer wrote a line.
  r54: 'indep-r54-half',
  // Round 57: fixed before the blind writer wrote a line.
  r55: 'indep-r55-half',
  // Round 58: fixed before the blind writer wrote a line.
  r56: 'indep-r56-half',
  // Round 59: fixed before the blind writer wrote a line.
  r57: 'indep-r57-half',
  // Round 60: fixed before the blind writer wrote a line.
  r58: 'indep-r58-half',
  // Round 61: fixed before the blind writer wrote a line.
  r59: 'indep-r59-half',
  // Round 62: fixed before the blind writer wrote a line.
  r60: 'indep-r60-half',
  // Round 63: fixed before the blind writer wrote a line.
  r61: 'indep-r61-half',
  // Round 64: fixed before the blind writer wrote a line.
  r62: 'indep-r62-half',
  // Round 65: fixed before the blind writer wrote a line.
  r63: 'indep-r63-half',
  // Round 66: fixed before the blind writer wrote a line.
  r64: 'indep-r64-half',
  // Round 67: fixed before the blind writer wrote a line.
  r65: 'indep-r65-half',
  // Round 68: fixed before the blind writer wrote a line.
  r66: 'indep-r66-half',
  // Round 69: fixed before the blind writer wrote a line.
  r67: 'indep-r67-half',
  // Round 70: fixed before the blind writer wrote a line.
  r68: 'indep-r68-half',
  // Round 71: fixed before the blind writer wrote a line.
  r69: 'indep-r69-half',
  // Round 72: fixed before the blind writer wrote a line.
  r70: 'indep-r70-half',
} as const;
/** A set is named by its salt's key: a new round is one line above. */
export type IndependentSet = keyof typeof SALTS;

/** Which half a line of an independent set belongs to, from its `tool` alone. */
export function independentHalf(item: { tool: string }, set: IndependentSet = 'r6'): IndependentHalf {
  return (createHash('sha256').update(`${SALTS[set]}:${item.tool}`).digest()[0]! & 1) === 1
    ? 'apart'
    : 'shaping';
}

/** The independent set a file of lines belongs to, by its directory (round 6's for any other file). */
export function independentSetOf(path: string): IndependentSet {
  const round = /independent-(r\d+)[/\\]/.exec(path)?.[1];
  return round !== undefined && Object.hasOwn(SALTS, round) ? (round as IndependentSet) : 'r6';
}
