// The provenance rung (rung 6, and the witness gate's provenance hold) loads on demand: its modules (the
// value finder, the acts vocabulary, the instruction words) cost a one-shot command more start-up than
// the rest of the ladder, and a call on an untainted trace with no ledger and no sink declaration that
// changes the witness gate cannot need them (docs/operations.md, "Startup"). A host that may judge such
// a call awaits loadProvenanceRung first; a call that needs the rung while it is not loaded is refused.
import { LoadOnce } from '../load-once.js';
import type { Policy } from '../policy/types.js';
import { loadSecretScan } from '../screen/secret-scan-load.js';
import type { CallContext, ToolCall } from '../types.js';
import type * as ProvenanceModule from './provenance.js';

export type ProvenanceRung = Pick<typeof ProvenanceModule, 'checkProvenance' | 'witnessNeed'>;

// Plain properties: a call through the module namespace object costs more on every decision.
const rungLoad = new LoadOnce<ProvenanceRung>(() =>
  // The credential marks' secret rules with it: a host that awaits the rung may note calls (secret-scan-load.ts).
  Promise.all([import('./provenance.js'), loadSecretScan()]).then(([m, scan]) => {
    if (!scan) throw new Error('the secret rules did not load');
    return { checkProvenance: m.checkProvenance, witnessNeed: m.witnessNeed };
  }),
);

/** The loaded rung, or undefined while it has not been loaded (or could not be). */
export function provenanceRung(): ProvenanceRung | undefined {
  return rungLoad.value;
}

/**
 * Loads the rung once; resolves true when it is loaded. A failed load resolves false and is retried on
 * the next call; meanwhile every call that needs the rung is refused (see needsProvenanceRung).
 */
export function loadProvenanceRung(): Promise<boolean> {
  return rungLoad.ready();
}

/**
 * True when the rung's answer for this call can differ from "abstain, and the witness gate asks its
 * name and shell heuristics": the trace is tainted or keeps a ledger, or the tool is a safe sink or a
 * declared sink whose `confirm` is not `auto` (the rung's judgeSink and witnessNeed read nothing else).
 */
export function needsProvenanceRung(policy: Policy, call: Pick<ToolCall, 'tool'>, ctx: CallContext): boolean {
  if (ctx.tainted || ctx.provenance !== undefined) return true;
  // Asked on every decision: a floor without sink declarations (the common one) answers without a lookup.
  const { safeSinks, sinks } = policy;
  if (safeSinks.size !== 0 && safeSinks.has(call.tool)) return true;
  if (sinks === undefined || sinks.size === 0) return false;
  const declared = sinks.get(call.tool);
  return declared !== undefined && declared.confirm !== 'auto';
}

/** Loads the rung when this call needs it and it is not loaded yet; false when loading failed. */
export function provenanceRungFor(
  policy: Policy,
  call: Pick<ToolCall, 'tool'>,
  ctx: CallContext,
): Promise<boolean> | true {
  return rungLoad.loaded || !needsProvenanceRung(policy, call, ctx) ? true : loadProvenanceRung();
}
