// The gateway's Engine: every wire's one path to the kernel. Reads shared state, asks the kernel,
// records the decision durably, counts it; the verdict is only returned once it has been journaled.
import { argsDigest } from '../kernel/canonical.js';
import { GateError } from '../kernel/errors.js';
import { adjudicate } from '../kernel/ladder/ladder.js';
import { provenanceRungFor } from '../kernel/ladder/provenance-load.js';
import { refuse } from '../kernel/ladder/rung.js';
import { presentedWitness } from '../kernel/ladder/witness.js';
import { callerSourceLabel } from '../kernel/policy/types.js';
import type { FollowedValues } from '../kernel/provenance/followed.js';
import { followedValues, resultLabel } from '../kernel/provenance/followed.js';
import type { TraceProvenance } from '../kernel/provenance/ledger.js';
import type { admit as admitResult } from '../kernel/screen/admit.js';
import type { ContextMemory } from '../kernel/screen/memory.js';
import { loadSecretScan, secretScanLoaded } from '../kernel/screen/secret-scan-load.js';
import { HOSTED_PREFIX, recordedToolName, undeclaredName } from '../kernel/tool-name.js';
import type { CallContext, Decision, Recorder, ToolCall, Verdict, WitnessStanding } from '../kernel/types.js';
import type { SeenRecord, StateStore } from '../store/types.js';
import type { ApprovalDesk } from './approvals.js';
import type { DecisionLog } from './decision-log.js';
import type { GatewayMetrics } from './metrics.js';
import type { PolicyHolder } from './policy-holder.js';
import type { ProvenanceBook } from './provenance-book.js';
import { mintTraceId, scopedTrace, traceScope } from './trace-id.js';
import type { AdmitRequest, AdmitResult, Engine, EngineMeta, RequestContext, WireName } from './types.js';
import { enteredBeyond, sessionWorkspace } from './workspace-pins.js';

/**
 * The result screen builds its rule tables (RE2 patterns, the scout's automaton) as it loads, tens of ms:
 * it loads on the first result, or when `gate serve` warms it just after listening (docs/operations.md,
 * "Startup"), not before the gateway can answer.
 */
let screenLoaded: typeof admitResult | undefined;
let screenLoading: Promise<typeof admitResult> | undefined;
export function loadScreen(): Promise<typeof admitResult> {
  screenLoading ??= import('../kernel/screen/admit.js').then((m) => {
    screenLoaded = m.admit;
    return m.admit;
  });
  return screenLoading;
}

export interface EngineDeps {
  policy: PolicyHolder;
  store: StateStore;
  memory: ContextMemory;
  metrics: GatewayMetrics;
  /** The journal, when GATE_AUDIT_JOURNAL is set. */
  recorder?: Recorder;
  /** Told of every result admitted clean (recall pages it); never told of quarantined bytes. */
  onAdmitted?: (input: AdmitRequest, result: AdmitResult) => Promise<void>;
  /** The approval queue (docs/approvals.md), when an approver key is configured. */
  approvals?: ApprovalDesk;
  /** The console's recent decisions (names and verdicts only). */
  decisions?: DecisionLog;
  /** Told once, on the first request whose untrusted results no record keeps (Engine.untraced). */
  onUntraced?: () => void;
  /** Per-trace value ledgers for MCP callers; absent in a fleet, where a trace may move between replicas. */
  provenance?: ProvenanceBook;
  /** Round 57, second pass: `gate serve --workspace`, bounding every wire's session workspace (workspace-pins.ts). */
  workspaces?: readonly string[];
}

export class GatewayEngine implements Engine {
  /** The first untraced request was told (EngineDeps.onUntraced): once a process. */
  #toldUntraced = false;

  constructor(private readonly deps: EngineDeps) {}

  policy() {
    return this.deps.policy.current;
  }

  async adjudicate(call: ToolCall, meta: EngineMeta): Promise<Verdict> {
    const policy = meta.policy ?? this.deps.policy.current;
    const traceId = scopedTrace(meta.principal, call.traceId ?? mintTraceId());
    const taint = await this.deps.store.taintCause(traceId);
    const ctx: CallContext = taint === undefined ? { tainted: false } : { tainted: true, taint };
    if (meta.standing !== undefined) ctx.standing = meta.standing;
    if (meta.standing !== undefined && meta.standingUnseen === true) ctx.standingUnseen = true;
    const workspace = sessionWorkspace(meta.workspace, this.deps.workspaces);
    if (workspace !== undefined) ctx.workspace = workspace;
    const entered = enteredBeyond(meta.entered, workspace);
    if (entered !== undefined) ctx.entered = entered;
    // The ledger's names are read against this decision's floor, not one a reload put in force since.
    const ledger =
      meta.provenance ??
      (await this.deps.provenance?.ledger(traceId, meta.userTurn, call.args, meta.client, policy));
    if (ledger) ctx.provenance = ledger;
    // An MCP ledger knows only what MCP admitted: the same trace id's model-wire requests may have read
    // results it never saw, so their record of seen values is read too (docs/provenance.md, round 27).
    if (ledger && !meta.provenance && ctx.tainted) await this.recallWireRecord(traceId, ledger, meta.client);
    const presented = presentedWitness(call);
    if (presented !== undefined) {
      const standing = await witnessStanding(this.deps.store, presented);
      if (standing !== undefined) ctx.witness = standing;
    }
    // Rung 6 loads on the first call that needs it (a failed load leaves such calls refused).
    const rung = provenanceRungFor(policy, call, ctx);
    if (rung !== true) await rung;
    // Round 64: `hosted:` names the provider's own runs; a client-run call under one would read as that.
    const reserved = call.tool.startsWith(HOSTED_PREFIX) && (meta.clientRun === true || meta.wire === 'mcp');
    let verdict = reserved
      ? refuse('malformed', 'MALFORMED', RESERVED_CLAIM)
      : adjudicate(policy, { ...call, traceId }, ctx);
    // Approvals: a held call waits for a human; a witness admits only through an approval, once. A
    // revoked or unverifiable witness is refused by the kernel above (a DENY), so it never spends one.
    if (this.deps.approvals)
      verdict = await this.deps.approvals.settle({ ...call, traceId }, verdict, meta, (held) =>
        adjudicate(policy, held, ctx),
      );
    // An MCP trace's admitted call may carry a result's order into what the tool returns next; a model
    // wire's ledger is rebuilt from each request's conversation, so it has none to carry.
    const admitted = verdict.kind === 'ALLOW' || verdict.kind === 'TRANSFORM';
    // A noted call's written values are read by the secret rules, which load with the screen.
    if (admitted && !meta.provenance && !secretScanLoaded()) await loadSecretScan();
    if (admitted && ledger && !meta.provenance)
      await this.deps.provenance?.noteCall(
        traceId,
        call.tool,
        [JSON.stringify(call.args) ?? ''],
        ledger,
        meta.client,
        policy,
      );
    // A file written from a credential file is marked on any trace, one that keeps no ledger too (round 21).
    else if (admitted && !ledger && !meta.provenance)
      await this.deps.provenance?.noteCredentialCall?.(
        traceId,
        call.tool,
        [JSON.stringify(call.args) ?? ''],
        meta.client,
      );
    // A reserved name is recorded by its form, so no row reads as the provider-run tool it spells.
    const recorded = reserved ? undeclaredName(call.tool) : recordedToolName(call.tool, policy);
    // The decision (and its SHA-256 argument digest) exists only for the journal; without one it is not built.
    if (this.deps.recorder) {
      const decision: Decision = {
        kind: verdict.kind === 'DENY' ? 'DENY' : 'DECIDE',
        tool: call.tool,
        traceId,
        verdict,
        // The floor read at the top of this call, whatever a reload has put in force since.
        policyDigest: policy.digest,
      };
      const digest = isObject(call.args) ? digestOf(call.args) : undefined;
      if (digest !== undefined) decision.argsDigest = digest;
      if (verdict.detail?.approval_id) decision.approvalId = verdict.detail.approval_id;
      await this.write({ ...decision, tool: recorded });
    }
    this.deps.metrics.countDecision(verdict, meta.wire);
    this.deps.decisions?.call(recorded, traceId, verdict, meta.wire);
    return verdict;
  }

  async admit(named: AdmitRequest, meta: EngineMeta): Promise<AdmitResult> {
    const input =
      meta.principal === undefined
        ? named
        : { ...named, traceId: scopedTrace(meta.principal, named.traceId) };
    const admit = screenLoaded ?? (await loadScreen());
    const policy = meta.policy ?? this.deps.policy.current;
    // A caller's `source` only adds distrust to the operator's label (docs/provenance.md, "Where values come from").
    const source = callerSourceLabel(policy.sources.get(input.tool), input.source);
    const outcome = admit(
      {
        tool: input.tool,
        traceId: input.traceId,
        content: input.content,
        ...(source ? { source } : {}),
      },
      policy,
      this.deps.memory,
    );
    // A model wire replaces a withheld result before the model reads it; an MCP caller or a hook's agent
    // holds it, and gate cannot keep it from the model (docs/provenance.md, "A withheld result").
    const atClient = !meta.followed && !meta.provenance;
    const withheld = outcome.verdict.kind === 'QUARANTINE';
    const taint = outcome.taint === 'poisoned_result' && atClient ? 'poisoned_at_client' : outcome.taint;
    if (taint) await this.deps.store.taint(input.traceId, taint, meta.client);
    // What the model may read of a result is followed: its values may decide a later sink. A model
    // wire notes its results itself, in conversation order, each after its call (wire/shared/screen.ts).
    // A result too large to screen is not read for values either.
    const follow = followedValues(source);
    let content: string | undefined = outcome.envelope.content;
    if (withheld) content = atClient && outcome.verdict.reason !== 'OVERSIZE' ? input.content : undefined;
    // What a model wire withheld is kept apart: a call carrying its destination is held (round 52).
    if (withheld && !atClient && outcome.verdict.reason !== 'OVERSIZE' && follow !== 'none') {
      if (meta.followed) meta.withheld?.(input.content, follow);
      else meta.provenance?.noteWithheld(input.content, follow);
    }
    if (content !== undefined && follow !== 'none') {
      if (meta.followed) meta.followed(content, follow);
      else if (meta.provenance)
        meta.provenance.noteUntrusted(content, resultLabel(input.tool), input.tool, follow);
      else {
        await this.deps.provenance?.noteResult(
          input.traceId,
          input.tool,
          content,
          follow,
          meta.client,
          policy,
        );
        // A model wire on the same trace id reads what MCP admitted from the record it keeps (round 27).
        await this.recordForWires(input.traceId, input.tool, content, follow, meta.client);
      }
    }
    if (this.deps.recorder)
      await this.record(
        {
          kind: withheld ? 'QUARANTINE' : 'DECIDE',
          tool: input.tool,
          traceId: input.traceId,
          verdict: outcome.verdict,
          resultDigest: outcome.digest,
          policyDigest: policy.digest,
        },
        policy,
      );
    this.deps.metrics.countDecision(outcome.verdict, meta.wire);
    if (this.deps.decisions) {
      const size = withheld ? Buffer.byteLength(input.content) : 0;
      const tool = recordedToolName(input.tool, policy);
      this.deps.decisions.result(tool, input.traceId, outcome.verdict, meta.wire, size);
    }
    const result: AdmitResult = {
      verdict: outcome.verdict,
      envelope: outcome.envelope,
      digest: outcome.digest,
    };
    if (this.deps.onAdmitted && !withheld) await this.deps.onAdmitted(input, result);
    return result;
  }

  async relayed(responseId: string, traceId: string): Promise<void> {
    if (responseId.length <= MAX_RESPONSE_ID) await this.deps.store.rememberResponse(responseId, traceId);
  }

  async relayedAs(responseId: string): Promise<string | undefined> {
    return responseId.length <= MAX_RESPONSE_ID ? this.deps.store.responseTrace(responseId) : undefined;
  }

  /** The model wires' record of seen values for an MCP trace into its ledger; unreadable reads as full. */
  private async recallWireRecord(traceId: string, ledger: TraceProvenance, client?: string): Promise<void> {
    const record = await this.deps.store.seenOn(traceScope(traceId), client);
    if (record === undefined) ledger.noteUnreadHistory();
    else if (record.entries.length > 0 || record.full) ledger.noteEarlier(record.entries, record.full);
  }

  /** An MCP result's values onto the trace's record of seen values, as a model wire's would be. */
  private async recordForWires(
    traceId: string,
    tool: string,
    content: string,
    follow: FollowedValues,
    client?: string,
  ): Promise<void> {
    if (follow === 'none' || this.deps.provenance === undefined) return;
    const { TraceProvenance: Ledger } = await import('../kernel/provenance/ledger.js');
    const one = new Ledger();
    one.noteUntrusted(content, resultLabel(tool), tool, follow);
    await this.rememberSeen(traceScope(traceId), one.seenEntries(), one.droppedValues, client);
  }

  async seenOn(scope: string, client?: string): Promise<SeenRecord | undefined> {
    return this.deps.store.seenOn(scope, client);
  }

  async rememberSeen(
    scope: string,
    entries: readonly number[],
    full = false,
    client?: string,
  ): Promise<void> {
    if (entries.length > 0 || full) await this.deps.store.rememberSeen(scope, entries, full, client);
  }

  untraced(wire: WireName): void {
    this.deps.metrics.untraced.inc({ wire });
    if (this.#toldUntraced) return;
    this.#toldUntraced = true;
    this.deps.onUntraced?.();
  }

  async continues(
    traceId: string,
    from: { responseId?: string; unread: boolean; client?: string },
  ): Promise<boolean> {
    const earlier =
      from.responseId !== undefined && from.responseId.length <= MAX_RESPONSE_ID
        ? await this.deps.store.responseTrace(from.responseId)
        : undefined;
    // A history gate never relayed (or has forgotten) was never screened: tainted, from no source it can name.
    const cause =
      from.unread || earlier === undefined ? 'untrusted_source' : await this.deps.store.taintCause(earlier);
    if (cause === undefined) return false;
    await this.deps.store.taint(traceId, cause, from.client);
    return true;
  }

  async stopped(
    ctx: Pick<RequestContext, 'traceId' | 'principal'>,
    wire: WireName,
    cause: string,
  ): Promise<void> {
    if (!this.deps.recorder) return;
    const traceId = scopedTrace(ctx.principal, ctx.traceId);
    try {
      await this.deps.recorder.record({
        kind: 'STOP',
        traceId,
        // Named as the metrics name wires: `stream:openai` (chat), `stream:anthropic`, `stream:responses`.
        by: `stream:${wire}`,
        cause,
        policyDigest: this.deps.policy.current.digest,
      });
    } catch {
      // The client was told already (the wire's error event, or no one is left): the failure is counted.
      this.deps.metrics.journalFailures.inc();
    }
  }

  /**
   * Records a decision other parts make (a vDSO hit); same durability rule. Every row passes here, so its
   * tool is made the recorded form here (kernel/tool-name.ts), against the floor that judged the call.
   */
  async record(decision: Decision, policy = this.deps.policy.current): Promise<void> {
    await this.write({ ...decision, tool: recordedToolName(decision.tool, policy) });
  }

  /** Writes a decision whose tool is its recorded form already. */
  private async write(decision: Decision): Promise<void> {
    if (!this.deps.recorder) return;
    try {
      await this.deps.recorder.record(decision);
    } catch {
      this.deps.metrics.journalFailures.inc();
      // A decision that cannot be journaled is refused, never silently unrecorded. The journal's own
      // message (its path, the errno, other clients' refused rows) is for the operator's log, not a client.
      throw new GateError(
        'JOURNAL_UNAVAILABLE',
        'the audit journal cannot record decisions; refusing to decide unrecorded',
      );
    }
  }
}

/** The claim of a client-run call named in gate's `hosted:` namespace (docs/journal.md, round 64). */
const RESERVED_CLAIM = `tool name starts with ${HOSTED_PREFIX}, which names only tools the provider runs`;

/** A response id longer than this is not remembered (so continuing it counts as unread): ids are short. */
const MAX_RESPONSE_ID = 256;

/**
 * Every wire and MCP path reaches the kernel through the engine, so this is the one place a presented
 * witness meets the revocations: revoked is revoked, and a store that cannot answer vouches for nothing.
 */
async function witnessStanding(store: StateStore, witness: string): Promise<WitnessStanding | undefined> {
  let revoked: boolean;
  try {
    revoked = await store.isRevoked(witness);
  } catch {
    return 'unverifiable';
  }
  if (!revoked) return store.health().ok ? undefined : 'unverifiable';
  // A revocation set that cannot be trusted (round 61) refuses every witness: unverifiable, not revoked.
  const health = store.health();
  return health.ok && health.refused?.revoked === undefined ? 'revoked' : 'unverifiable';
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The arguments' digest; none for arguments no JSON text carries (a number past a double's range, MALFORMED). */
function digestOf(args: Record<string, unknown>): string | undefined {
  try {
    return argsDigest(args);
  } catch {
    return undefined;
  }
}
