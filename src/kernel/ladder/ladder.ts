// The adjudication ladder (docs/design.md §3): refusal rungs in order, first refusal wins; then
// admission, redaction and the witness gate for an admitted call. Every rung reports to the tracer
// (DEFER when it abstains); without a tracer nothing is built. A pre-call decision never ends in DEFER.
import type { Policy } from '../policy/types.js';
import type { CallContext, JsonObject, Rung, ToolCall, TraceEvent, Tracer, Verdict } from '../types.js';
import { admitNote, checkAdmit } from './admit.js';
import { checkArgRules } from './arg-rules.js';
import { checkDeny } from './deny.js';
import { checkEgress } from './egress.js';
import { checkMalformed } from './malformed.js';
import { needsProvenanceRung, provenanceRung } from './provenance-load.js';
import { redactArguments } from './redact.js';
import { BY, type RungInput, type RungResult, refuse } from './rung.js';
import { checkSelfModify } from './self-modify.js';
import { ExpansionTooLarge } from './shell.js';
import { useFactsScope } from './text-memo.js';
import { checkWitness } from './witness.js';

export function adjudicate(policy: Policy, call: ToolCall, ctx: CallContext, tracer?: Tracer): Verdict {
  try {
    return decide(policy, call, ctx, tracer);
  } catch (e) {
    // A reading that would spell out more than gate reads is refused whole, with its reason (round 43).
    if (!(e instanceof ExpansionTooLarge)) throw e;
    const verdict = refuse('malformed', 'OVERSIZE', e.message);
    if (tracer) emit(tracer, 'malformed', verdict, 'refused');
    return verdict;
  }
}

/** A policy's admission of a lowercased tool name (allow, allow_prefix), made once per policy. */
const TOOL_NAMES = new WeakMap<Policy, (name: string) => boolean>();
function toolNamesOf(policy: Policy): (name: string) => boolean {
  let f = TOOL_NAMES.get(policy);
  if (f === undefined) {
    const names = new Set([...policy.allow].map((t) => t.toLowerCase()));
    const prefixes = policy.allowPrefix.map((p) => p.toLowerCase());
    f = (name) => names.has(name) || prefixes.some((p) => name.startsWith(p));
    TOOL_NAMES.set(policy, f);
  }
  return f;
}

function decide(policy: Policy, call: ToolCall, ctx: CallContext, tracer?: Tracer): Verdict {
  // What is kept of argument texts between decisions is kept per trace (text-memo.ts).
  useFactsScope(call.traceId);
  // The ledger reads a value a result wrote beside one of this policy's tools as ordered (round 55).
  ctx.provenance?.toolNamesAre(toolNamesOf(policy));
  // Every field present from the start: one object shape for every call.
  const input: RungInput = {
    policy,
    call,
    args: call.args as JsonObject,
    ctx,
    commands: undefined,
    names: undefined,
    sink: undefined,
    leaves: undefined,
    all: undefined,
    redacts: undefined,
  };
  // The refusal rungs in order, first refusal wins; the malformed rung runs first, so every later rung
  // sees a JSON object. Written out, not looped over a table: each call site then has one target.
  const refused =
    settle(tracer, 'malformed', checkMalformed(input)) ??
    settle(tracer, 'deny', checkDeny(input)) ??
    settle(tracer, 'self_modify', checkSelfModify(input)) ??
    settle(tracer, 'arg_rules', checkArgRules(input)) ??
    settle(tracer, 'egress', checkEgress(input)) ??
    settle(tracer, 'taint', checkTaint(input));
  if (refused) return refused;

  const admission = checkAdmit(input);
  if (tracer) emit(tracer, 'admit', admission, admitNote(input, admission));
  if (admission.kind !== 'ALLOW') return admission;

  let verdict = admission;
  const repaired = redactArguments(policy, input.args, input.redacts);
  if (repaired) {
    verdict = { kind: 'TRANSFORM', by: BY, rung: 'redact', repairedArguments: repaired };
    if (admission.detail) verdict.detail = { ...admission.detail };
    if (tracer) emit(tracer, 'redact', verdict, 'redact_fields values replaced');
  } else tracer?.({ rung: 'redact', outcome: 'DEFER', note: 'nothing to redact' });

  const witnessed = checkWitness(input, verdict);
  if (typeof witnessed === 'string') {
    tracer?.({ rung: 'witness', outcome: 'DEFER', note: witnessed });
    return verdict;
  }
  if (tracer)
    emit(
      tracer,
      'witness',
      witnessed,
      witnessed.kind === 'REQUIRE_WITNESS'
        ? 'needs a witness'
        : witnessed.kind === 'DENY'
          ? 'witness not honoured'
          : 'witness matches',
    );
  return witnessed;
}

/**
 * Rung 6 for a call it can change (refused while it is not loaded); a call it cannot change abstains
 * without running it, loaded or not: on an untainted trace without a ledger its every step abstains.
 */
function checkTaint(input: RungInput): RungResult {
  if (!needsProvenanceRung(input.policy, input.call, input.ctx)) return 'trace is not tainted';
  const rung = provenanceRung();
  return rung
    ? rung.checkProvenance(input)
    : refuse('taint', 'TRUST_VIOLATION', 'taint: provenance rung not loaded');
}

/** A refusal rung's result: the verdict when it decided (traced), else undefined (its note traced). */
function settle(tracer: Tracer | undefined, rung: Rung, result: RungResult): Verdict | undefined {
  if (typeof result === 'string') {
    tracer?.({ rung, outcome: 'DEFER', note: result });
    return undefined;
  }
  if (tracer) emit(tracer, rung, result, 'refused');
  return result;
}

function emit(tracer: Tracer, rung: Rung, verdict: Verdict, note: string): void {
  const event: TraceEvent = { rung, outcome: verdict.kind, note };
  if (verdict.reason) event.reason = verdict.reason;
  const claim = verdict.detail?.claim;
  if (claim !== undefined) event.claim = claim;
  tracer(event);
}
