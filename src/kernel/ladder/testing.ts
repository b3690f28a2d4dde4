// Helpers for the ladder's tests: a policy from a partial manifest, and one call judged with its trace.
import { loadPolicy } from '../policy/load.js';
import type { Manifest, Policy } from '../policy/types.js';
import type { TraceProvenance } from '../provenance/ledger.js';
import type { CallContext, TaintCause, TraceEvent, Verdict, WitnessStanding } from '../types.js';
import { adjudicate } from './ladder.js';
import { loadProvenanceRung } from './provenance-load.js';

// The ladder's tests judge tainted traces and declared sinks: the whole ladder, rung 6 loaded.
if (!(await loadProvenanceRung())) throw new Error('the provenance rung did not load');

export function policyOf(manifest: Partial<Manifest>): Policy {
  return loadPolicy(JSON.stringify(manifest), 'test');
}

export interface Judged {
  verdict: Verdict;
  trace: TraceEvent[];
}

export function judge(
  policy: Policy,
  tool: string,
  args: unknown,
  opts: {
    tainted?: boolean;
    taint?: TaintCause;
    witness?: string;
    standing?: WitnessStanding;
    provenance?: TraceProvenance;
  } = {},
): Judged {
  const trace: TraceEvent[] = [];
  const call = opts.witness === undefined ? { tool, args } : { tool, args, witness: opts.witness };
  const ctx: CallContext = { tainted: opts.tainted === true || opts.taint !== undefined };
  if (opts.taint !== undefined) ctx.taint = opts.taint;
  if (opts.provenance) ctx.provenance = opts.provenance;
  if (opts.standing !== undefined) ctx.witness = opts.standing;
  const verdict = adjudicate(policy, call, ctx, (e) => trace.push(e));
  return { verdict, trace };
}
