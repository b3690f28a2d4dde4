// The fixed split of each independent set (test/corpus/independent-r6 to -r27) into a shaping half
// (training and tuning may read it) and an apart half (only ever measured). By tool: a hand-written
// injected line and its clean twin share their tool, and composed lines of one carrier share theirs, so
// neither straddles the halves. Each set has its own salt, fixed before anything read it.
import { createHash } from 'node:crypto';

export type IndependentHalf = 'shaping' | 'apart';
export type IndependentSet = 'r6' | 'r7' | 'r8' | 'r9' | 'r10' | 'r11' | 'r12' | 'r13' | 'r14' | 'r15' | 'r16' | 'r17' | 'r18' | 'r19' | 'r20' | 'r21' | 'r22' | 'r23' | 'r24' | 'r25' | 'r26' | 'r27';

const SALTS: Record<IndependentSet, string> = {
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
};

/** Which half a line of an independent set belongs to, from its `tool` alone. */
export function independentHalf(item: { tool: string }, set: IndependentSet = 'r6'): IndependentHalf {
  return (createHash('sha256').update(`${SALTS[set]}:${item.tool}`).digest()[0]! & 1) === 1
    ? 'apart'
    : 'shaping';
}

/** The independent set a file of lines belongs to, by its directory (round 6's for any other file). */
export function independentSetOf(path: string): IndependentSet {
  const round = /independent-(r7|r8|r9|r10|r11|r12|r13|r14|r15|r16|r17|r18|r19|r20|r21|r22|r23|r24|r25|r26|r27)[/\\]/.exec(path)?.[1];
  return (round as IndependentSet | undefined) ?? 'r6';
}
