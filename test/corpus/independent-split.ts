// The fixed split of test/corpus/independent-r6 into a shaping half (training and tuning may read it)
// and an apart half (only ever measured). By tool: a hand-written injected line and its clean twin share
// their tool, and composed lines of one carrier share theirs, so neither straddles the halves.
import { createHash } from 'node:crypto';

export type IndependentHalf = 'shaping' | 'apart';

/** Which half a line of the independent set belongs to, from its `tool` alone. */
export function independentHalf(item: { tool: string }): IndependentHalf {
  return (createHash('sha256').update(`indep-r6-half:${item.tool}`).digest()[0]! & 1) === 1
    ? 'apart'
    : 'shaping';
}
