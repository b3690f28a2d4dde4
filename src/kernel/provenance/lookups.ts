// Fingerprint look-ups counted for the whole process (round 32): a decision's are the difference between
// two readings, bounded by judge.ts's MAX_DECISION_LOOKUPS. A module of its own, so that judge.ts reads it
// without importing ledger.ts, which imports judge.ts (their cycle would reach a binding before it is set).
let made = 0;

/** Counts one look-up (ledger.ts fingerprint). */
export function lookedUp(): void {
  made++;
}

/** Counts `n` look-ups a check stood for without making them (judge.ts twinOf, round 33). */
export function lookedUpAsMany(n: number): void {
  made += n;
}

/** Look-ups made since the process started. */
export const lookupsMade = (): number => made;
