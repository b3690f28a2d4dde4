// Replays scripted agent traces through the kernel: each call is judged as gate would judge it, each
// result screened and noted in the trace's provenance ledger, so a suite can count the attacks gate
// stops and the benign runs it breaks, with provenance on and with the whole-trace rule alone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adjudicate } from '../../src/kernel/ladder/ladder.js';
import { loadProvenanceRung } from '../../src/kernel/ladder/provenance-load.js';
import { NOWHERE, standingAfter, standingFor } from '../../src/kernel/ladder/shell-standing.js';
import { loadPolicy } from '../../src/kernel/policy/load.js';
import type { Manifest, Policy } from '../../src/kernel/policy/types.js';
import { followedValues, TraceProvenance } from '../../src/kernel/provenance/ledger.js';
import { admit } from '../../src/kernel/screen/admit.js';
import { ContextMemory } from '../../src/kernel/screen/memory.js';
import type { CallContext, JsonObject } from '../../src/kernel/types.js';

// Replayed traces read untrusted results and keep ledgers: rung 6 (loaded on demand in gate) must judge them,
// or every such call would be refused 'provenance rung not loaded' and the figures would measure nothing.
if (!(await loadProvenanceRung())) throw new Error('the provenance rung did not load');

/** One step of an agent's run: a call it made, what the tool returned, and whether an injection asked for it. */
export interface ReplayStep {
  tool: string;
  args: JsonObject;
  result?: string;
  /** On an attack trace: this call is what the injection wants (stopping it stops the attack). */
  injected?: boolean;
}

export interface ReplayTrace {
  id: string;
  kind: 'benign' | 'attack';
  /** The operator's system prompt, if the run had one. */
  system?: string;
  /** The user's request. */
  user: string;
  steps: ReplayStep[];
}

export interface Suite {
  name: string;
  manifest: Manifest;
  traces: ReplayTrace[];
}

export type Mode = 'provenance' | 'whole-trace';

/** What happened to one trace. */
export interface Outcome {
  trace: ReplayTrace;
  /** Attack: the injected call (or the result carrying it) was stopped. Benign: something was refused or withheld. */
  stopped: boolean;
  /** Which step stopped it and how (verdict kind and claim or rule), for the bench's detail view. */
  by?: string;
}

/** Loads every suite under `dir`: `<suite>/manifest.json` and every other `<suite>/*.json` (arrays of traces). */
export function loadSuites(dir: string, only?: (file: string) => boolean): Suite[] {
  const suites: Suite[] = [];
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    const at = join(dir, name.name);
    const manifest = JSON.parse(readFileSync(join(at, 'manifest.json'), 'utf8')) as Manifest;
    const traces: ReplayTrace[] = [];
    for (const f of readdirSync(at).sort()) {
      if (f === 'manifest.json' || !f.endsWith('.json') || (only && !only(f))) continue;
      traces.push(...(JSON.parse(readFileSync(join(at, f), 'utf8')) as ReplayTrace[]));
    }
    suites.push({ name: name.name, manifest, traces });
  }
  return suites.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The suite's floor for a mode: `whole-trace` drops the declared sinks, as a manifest before v1.2 had none. */
export function policyFor(suite: Suite, mode: Mode): Policy {
  const m = { ...suite.manifest };
  if (mode === 'whole-trace') delete m.sinks;
  return loadPolicy(JSON.stringify(m), suite.name);
}

export function replay(policy: Policy, trace: ReplayTrace, mode: Mode): Outcome {
  const memory = new ContextMemory();
  // Whole-trace mode decides without a ledger: keeping one it never reads was half of its CPU (round 34).
  const ledger = mode === 'provenance' ? new TraceProvenance() : undefined;
  if (trace.system !== undefined) ledger?.noteOperator(trace.system);
  ledger?.noteRequest(trace.user);
  let tainted = false;
  // Round 55: where the agent's persistent shell stands, folded over the trace as a model wire does.
  let standing = NOWHERE;
  for (const [i, step] of trace.steps.entries()) {
    const ctx: CallContext = { tainted };
    if (ledger !== undefined) ctx.provenance = ledger;
    const at = standingFor(step.args, standing);
    if (at !== undefined) ctx.standing = at;
    standing = standingAfter(step.args, standing);
    const verdict = adjudicate(policy, { tool: step.tool, args: step.args, traceId: trace.id }, ctx);
    const admitted = verdict.kind === 'ALLOW' || verdict.kind === 'TRANSFORM';
    if (!admitted && (trace.kind === 'benign' || step.injected)) {
      return {
        trace,
        stopped: true,
        by: `step ${i} ${step.tool}: ${verdict.kind} ${verdict.detail?.claim ?? verdict.reason ?? ''}`,
      };
    }
    // An attack's other calls: one held for a witness is one a human approves (it is not what the
    // injection asks for), so the agent reads its result; one refused, the agent goes on without.
    if (!admitted && verdict.kind !== 'REQUIRE_WITNESS') continue;
    ledger?.noteCall(step.tool, [JSON.stringify(step.args)]);
    if (step.injected) return { trace, stopped: false };
    if (step.result === undefined) continue;
    const screened = admit({ tool: step.tool, traceId: trace.id, content: step.result }, policy, memory);
    if (screened.taint) tainted = true;
    if (screened.verdict.kind === 'QUARANTINE') {
      // The model never reads it: an injection inside is stopped; a benign task lost what it needed.
      return {
        trace,
        stopped: true,
        by: `step ${i} ${step.tool}: result withheld (${screened.verdict.reason})`,
      };
    }
    ledger?.noteUntrusted(
      screened.envelope.content,
      `result of ${step.tool}`,
      step.tool,
      followedValues(policy.sources.get(step.tool)),
    );
  }
  // An attack trace whose injected call never came: the agent did not act on it.
  return { trace, stopped: trace.kind === 'attack' };
}
