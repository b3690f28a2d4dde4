// The ledger and the provenance kernel behind it (about 250 KB of bundle, 32 to 39 ms of a start's CPU)
// load on demand, not in `gate serve`'s start: `gate serve` warms them just after listening, and a
// request that arrives before awaits them (docs/operations.md, "Startup", round 24 second pass). Nothing
// is judged without its ledger: a failed load rejects, and the request that needed it is refused.
import { LoadOnce } from '../load-once.js';
import type * as LedgerModule from './ledger.js';

export type TraceProvenanceClass = (typeof LedgerModule)['TraceProvenance'];

const ledgerLoad = new LoadOnce<TraceProvenanceClass>(() =>
  import('./ledger.js').then((m) => m.TraceProvenance),
);

/** The ledger's class once loaded; undefined before (or while a load failed). */
export function loadedLedger(): TraceProvenanceClass | undefined {
  return ledgerLoad.value;
}

/** Loads the ledger once; a failed load rejects and is retried by the next call. */
export function loadLedger(): Promise<TraceProvenanceClass> {
  return ledgerLoad.get();
}
