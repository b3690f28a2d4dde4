// The one vocabulary of gate: verdict kinds, reasons, dispositions, rungs, and the values the kernel
// passes around. Wire spellings are the table entries themselves; nothing else re-spells them.

import { shownClaim } from './printable.js';
import type { TraceProvenance } from './provenance/ledger.js';
import { keyedTable } from './table.js';

export const VERDICT_KINDS = [
  'ALLOW',
  'DENY',
  'TRANSFORM',
  'QUARANTINE',
  'REQUIRE_WITNESS',
  'DEFER',
] as const;
export type VerdictKind = (typeof VERDICT_KINDS)[number];

/** The 12 core reason codes of the interface (docs/design.md §1). */
export const CORE_REASONS = [
  'DEFAULT_DENY',
  'POLICY_BLOCK',
  'SELF_MODIFY',
  'LEASE_HELD',
  'TRUST_VIOLATION',
  'MALFORMED',
  'MISROUTE',
  'RATE_LIMITED',
  'SECRET_EXFIL',
  'UNWITNESSED',
  'OVERSIZE',
  'UNKNOWN_TOOL',
] as const;

/** All 17 manifest reason codes (docs/design.md §1). */
export const REASONS = [
  ...CORE_REASONS,
  'SUPPLY_CHAIN',
  'REQUIRE_APPROVAL',
  'RESULT_SECRET_DISCOVERED',
  'EGRESS_BLOCK',
  'TOOL_DEADLINE_EXCEEDED',
] as const;
export type Reason = (typeof REASONS)[number];

export const DISPOSITIONS = ['RETRYABLE', 'WAIT', 'ESCALATE', 'TERMINAL'] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

/** Disposition by reason (docs/design.md §1); every reason not listed is TERMINAL. */
const DISPOSITION_BY_REASON: Partial<Record<Reason, Disposition>> = keyedTable({
  MISROUTE: 'RETRYABLE',
  MALFORMED: 'RETRYABLE',
  RATE_LIMITED: 'WAIT',
  LEASE_HELD: 'WAIT',
  SELF_MODIFY: 'ESCALATE',
  TRUST_VIOLATION: 'ESCALATE',
});

export function isReason(value: string): value is Reason {
  return (REASONS as readonly string[]).includes(value);
}

/**
 * The rungs of the adjudication ladder, in evaluation order (docs/design.md §3).
 * `monitor` is the `by` of every rung that applies the floor's own rules.
 */
export const RUNGS = [
  'malformed',
  'deny',
  'self_modify',
  'arg_rules',
  'egress',
  'taint',
  'admit',
  'redact',
  'witness',
] as const;
export type Rung = (typeof RUNGS)[number];

/** JSON values as they come off the wire. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A kernel verdict: what the ladder or a screener decided, before any wire renders it. */
export interface Verdict {
  kind: VerdictKind;
  reason?: Reason;
  /** Which adjudicator decided: `monitor` for the floor's rules, `screen` for result screening. */
  by: string;
  /** The rung that decided (forensic; rendered by `preflight --explain`). */
  rung?: Rung;
  /** Bounded disclosure; never an argument or result value. `claim` names the rule that fired. */
  detail?: Record<string, string>;
  /** Only on TRANSFORM: the arguments the client must run instead of those proposed. */
  repairedArguments?: JsonObject;
}

/** A proposed tool call, as every wire hands it to the kernel. */
export interface ToolCall {
  tool: string;
  /** Parsed arguments; anything but a JSON object is refused MALFORMED by the first rung. */
  args: unknown;
  traceId?: string;
  /** A witness (confirm token) presented with the call, from MCP `witness` or `x-gate-witness`. */
  witness?: string;
  /**
   * Round 76: the upstream model wrote `args` (a model wire's proposed call), so a witness key in them is
   * the model's and never witnesses: only `witness` does (docs/approvals.md, "Round 76 (rt-witness-r76").
   */
  argsByModel?: true;
}

/** What the kernel needs to know about the world, resolved by the caller before it asks (no I/O inside). */
export interface CallContext {
  /** The trace has been tainted (docs/design.md §4). */
  tainted: boolean;
  /**
   * Why, where the caller knows. On a trace a poisoned result reached the client through
   * (`poisoned_at_client`), provenance adds holds but never lifts the whole-trace rule.
   */
  taint?: TaintCause;
  /**
   * Where the trace's distinctive values came from (docs/provenance.md); absent where the caller keeps
   * none, and then a sink on a tainted trace falls back to the whole-trace rule.
   */
  provenance?: TraceProvenance;
  /**
   * What the store knows of the presented witness: `revoked` (gate_revoke named it) or `unverifiable`
   * (the store cannot answer); absent when it is good or none was presented. See docs/fleet.md.
   */
  witness?: WitnessStanding;
  /**
   * Round 55: the shared place the trace's persistent shell stands in after its earlier calls, as the
   * caller read them (ladder/shell-standing.ts); the floor reads a call that names no directory as run
   * there. Absent where it stands elsewhere or the caller sees no earlier call (docs/floor.md).
   */
  standing?: string;
  /**
   * Round 56: `standing` is assumed, not read: the earlier calls are out of the caller's sight (a Responses
   * continuation of an answer gate does not remember, an MCP session past its bound); a refusal says so.
   */
  standingUnseen?: true;
  /**
   * Round 57: the shared place a directory the call's text goes into (`cd ./link && git status`, `git -C
   * link`) resolves to on the disk, a link its name does not show, as an edge that has the disk found it
   * (cli/hooks/event-cwd.ts; the kernel reads no disk). The floor reads the call as run there too.
   */
  entered?: string;
  /**
   * Round 55, second pass: the session's own project directory as the agent's launcher reports it to the
   * caller (Claude Code's CLAUDE_PROJECT_DIR to its hooks), not a place an untrusted step prepared: a
   * working directory argument in or under it is read as the text alone even in a shared place (a
   * workspace under /tmp). Absent where the caller cannot tell (docs/floor.md).
   */
  workspace?: string;
}

/** Why a presented witness cannot admit: revoked, or the store that would say so is unreachable. */
export type WitnessStanding = 'revoked' | 'unverifiable';

/** One step of evaluation, for `--explain` and any explain view; rungs emit these, callers render them. */
export interface TraceEvent {
  rung: Rung;
  /** DEFER when the rung abstained; otherwise the verdict kind it produced. */
  outcome: VerdictKind;
  reason?: Reason;
  claim?: string;
  /** A short human note on what the rung looked at (never an argument value). */
  note?: string;
}
export type Tracer = (event: TraceEvent) => void;

/** The verdict as every wire carries it (docs/design.md §1). */
export interface WireVerdict {
  kind: string;
  reason?: string;
  by?: string;
  disposition?: Disposition;
  detail?: Record<string, string>;
}

export function dispositionOf(verdict: Pick<Verdict, 'kind' | 'reason'>): Disposition | undefined {
  if (verdict.kind === 'REQUIRE_WITNESS') return 'ESCALATE';
  if (verdict.reason === undefined) return undefined;
  return DISPOSITION_BY_REASON[verdict.reason] ?? 'TERMINAL';
}

/** The one function that renders a kernel verdict for a wire. */
export function toWireVerdict(verdict: Verdict): WireVerdict {
  const wire: WireVerdict = { kind: verdict.kind };
  if (verdict.reason) wire.reason = verdict.reason;
  if (verdict.by) wire.by = verdict.by;
  const disposition = dispositionOf(verdict);
  if (disposition) wire.disposition = disposition;
  if (verdict.detail && Object.keys(verdict.detail).length > 0) {
    wire.detail = { ...verdict.detail };
    // A claim may quote a caller's text (a source's label, a host): an answer carries it on one bounded line.
    if (wire.detail.claim !== undefined) wire.detail.claim = shownClaim(wire.detail.claim);
  }
  return wire;
}

/** Result statuses of a ResultEnvelope (docs/design.md §6). */
export const RESULT_STATUSES = ['OK', 'ERROR', 'PENDING', 'UNKNOWN'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** A tool result as returned to a client (docs/design.md §6). `content` is empty when quarantined. */
export interface ResultEnvelope {
  status: ResultStatus;
  content: string;
  meta: Record<string, string>;
}

/**
 * Why a trace became tainted (docs/design.md §4), weakest first. `poisoned_at_client`: a poisoned result
 * gate answered on MCP or a hook, where the client holds it and gate cannot keep it from the model
 * (docs/provenance.md, "A withheld result").
 */
export type TaintCause = 'untrusted_source' | 'poisoned_result' | 'poisoned_at_client';

/** A stronger cause says more about a trace; a mark never weakens it (every store keeps the strongest). */
export const TAINT_STRENGTH: Readonly<Record<TaintCause, number>> = keyedTable({
  untrusted_source: 1,
  poisoned_result: 2,
  poisoned_at_client: 3,
});

/** The cause a trace whose mark cannot be read counts as: the strongest (fail closed). */
export const UNKNOWN_TAINT: TaintCause = 'poisoned_at_client';

/** The stronger of two causes. */
export function strongerTaint(a: TaintCause | undefined, b: TaintCause): TaintCause {
  return a !== undefined && TAINT_STRENGTH[a] > TAINT_STRENGTH[b] ? a : b;
}

/** What a decision recorder (the journal, metrics, the fleet store) is told; digests only, never bytes. */
export interface Decision {
  /** APPROVAL: a human approved or denied a held call (docs/approvals.md); `by` is the approver's label. */
  kind: 'DECIDE' | 'DENY' | 'QUARANTINE' | 'VDSO_HIT' | 'APPROVAL';
  tool: string;
  traceId: string;
  verdict: Verdict;
  /** SHA-256 hex of the canonical arguments, when there were arguments. */
  argsDigest?: string;
  /** SHA-256 hex of the result bytes, when a result was screened. */
  resultDigest?: string;
  /** The approval a held, decided or admitted call belongs to (`ap-<uuid>`). */
  approvalId?: string;
  /** SHA-256 hex of the floor that judged it (`Policy.digest`): the one read when the decision began. */
  policyDigest?: string;
}

/**
 * A model stream gate ended before its final event (a `STOP` row, docs/journal.md): which trace, which wire
 * and why, never a call, an argument or a result byte.
 */
export interface StreamStop {
  kind: 'STOP';
  traceId: string;
  /** The wire the stream was on (`stream:openai`, `stream:anthropic`, `stream:responses`, `stream:mcp`): the row's `by`. */
  by: string;
  /** A fault's code (`UPSTREAM_UNREACHABLE`, `SHUTTING_DOWN`, ...), `UPSTREAM_ERROR` or `CLIENT_GONE`. */
  cause: string;
  /** The floor in force when the stream stopped. */
  policyDigest?: string;
}

/** Implemented by the journal and anything else that must see every decision; awaited before the answer. */
export interface Recorder {
  record(decision: Decision | StreamStop): Promise<void>;
}
