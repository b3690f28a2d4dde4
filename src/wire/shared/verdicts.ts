// One request's verdicts: every proposed call is judged here, every screened result recorded here,
// and the `gate` response extension (docs/design.md §5) is built from what was collected.

import type { Policy } from '../../kernel/policy/types.js';
import { type FollowedValues, TraceProvenance } from '../../kernel/provenance/ledger.js';
import { type JsonObject, toWireVerdict, type Verdict, type WireVerdict } from '../../kernel/types.js';
import type { Engine, EngineMeta, RequestContext, WireName } from '../../server/types.js';
import { type HostedResult, readHostedResults } from './hosted.js';
import { asJsonObject } from './json.js';

/** One adjudicated call, as listed in `gate.verdicts`. */
export interface VerdictEntry {
  tool_call_id: string;
  tool: string;
  verdict: WireVerdict;
  repaired_arguments?: JsonObject;
}

/** One inbound tool result held out of the request, as listed in `gate.withheld`. */
export interface WithheldEntry {
  tool_call_id: string;
  tool: string;
  verdict: WireVerdict;
  quarantine_id?: string;
  /** `beside`: the text the agent put beside that result (messages wire), not the result itself. */
  part?: 'beside';
}

/** The `gate` extension on a response body (buffered) or on the last event (streaming). */
export interface GateExtension {
  trace_id: string;
  verdicts: VerdictEntry[];
  /** Present only when a tool result in the request was quarantined. */
  withheld?: WithheldEntry[];
}

/** A call the model proposed, once its arguments are complete. */
export interface ProposedCall {
  id: string;
  tool: string;
  /** Parsed arguments (or the raw text when it is not JSON, which the ladder refuses). */
  args: unknown;
}

/** What becomes of a proposed call on the wire. */
export interface CallOutcome {
  /** ALLOW or TRANSFORM: the call goes to the client. Everything else is dropped (fail closed). */
  admitted: boolean;
  verdict: Verdict;
  /** Only on TRANSFORM: the arguments to return instead of those proposed. */
  repaired?: JsonObject;
}

export function isAdmitted(verdict: Verdict): boolean {
  return verdict.kind === 'ALLOW' || verdict.kind === 'TRANSFORM';
}

export class RequestVerdicts {
  readonly verdicts: VerdictEntry[] = [];
  readonly withheld: WithheldEntry[] = [];
  /**
   * This request's conversation as provenance reads it: the user's and operator's turns (noted by the
   * wire) and the untrusted results in it (noted as they are screened). The whole history comes with
   * every request, so the ledger needs no shared state (docs/provenance.md).
   */
  readonly provenance = new TraceProvenance();
  private readonly witness: string | undefined;
  /** The floor in force when the request began: every call and result of it is judged by this one. */
  readonly policy: Policy;
  /** The response id last remembered for this trace (a stream names it in several snapshots). */
  private remembered: string | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly wire: WireName,
    private readonly ctx: RequestContext,
  ) {
    const header = ctx.req.headers['x-gate-witness'];
    this.witness = Array.isArray(header) ? header[0] : header;
    this.policy = engine.policy();
  }

  get traceId(): string {
    return this.ctx.traceId;
  }

  /** What the Engine is told with every call and result of this request. */
  meta(): EngineMeta {
    const meta: EngineMeta = { wire: this.wire, provenance: this.provenance, policy: this.policy };
    if (this.ctx.agent !== undefined) meta.agent = this.ctx.agent;
    return meta;
  }

  /** A user or system turn of the conversation: its values are the user's intent. */
  noteTrusted(text: string): void {
    if (text !== '') this.provenance.noteTrusted(text);
  }

  /** A user's turn: its values, and the kinds of act it asks for. */
  noteRequest(text: string): void {
    if (text !== '') this.provenance.noteRequest(text);
  }

  /**
   * A result the model will read, after the call that asked for it (`callArgs`, when the conversation
   * holds it): noted in conversation order, so an order carried through that call reaches its result.
   */
  noteResult(tool: string, callArgs: string | undefined, content: string, follow: FollowedValues): void {
    if (callArgs !== undefined) this.provenance.noteCall(tool, [callArgs]);
    this.provenance.noteUntrusted(content, `result of ${tool}`, tool, follow);
  }

  /** A response relayed on this trace: a later request may continue it upstream (Responses). */
  async relayed(responseId: unknown): Promise<void> {
    if (typeof responseId !== 'string' || responseId === '' || responseId === this.remembered) return;
    this.remembered = responseId;
    await this.engine.relayed?.(responseId, this.ctx.traceId);
  }

  /**
   * The request goes on from a history held upstream: the trace takes its taint, and where that history
   * may hold untrusted content, this request's ledger cannot place a value the user did not give here.
   * An engine that keeps no record of relayed responses knows no history: it is unread (fail closed).
   */
  async continues(from: { responseId?: string; unread: boolean }): Promise<void> {
    const tainted = this.engine.continues ? await this.engine.continues(this.ctx.traceId, from) : true;
    if (tainted) this.provenance.noteUnreadHistory();
  }

  /** Adjudicates one call on the request's trace; the entry is listed in call order of completion. */
  async judge(call: ProposedCall): Promise<CallOutcome> {
    const verdict = await this.engine.adjudicate(
      { tool: call.tool, args: call.args, traceId: this.ctx.traceId, witness: this.witness },
      this.meta(),
    );
    return this.record(call, verdict);
  }

  /**
   * Judges a tool the request declares for the provider to run (wire/shared/hosted.ts): on the trace,
   * journaled and counted like a call, with no arguments; not a call, so not listed in `gate.verdicts`.
   */
  async decide(tool: string): Promise<Verdict> {
    const verdict = await this.engine.adjudicate(
      { tool, args: {}, traceId: this.ctx.traceId, witness: this.witness },
      this.meta(),
    );
    this.ctx.access.tools.push(tool);
    this.ctx.access.verdicts.push(verdict.kind);
    return verdict;
  }

  /** What provider-run tools fetched, shown in this response: read before its calls are judged (hosted.ts). */
  async readHosted(results: readonly HostedResult[]): Promise<void> {
    if (results.length > 0) await readHostedResults(this.engine, this.wire, this, results, this.ctx.agent);
  }

  /** Adjudicates several calls at once; entries keep the order of `calls`. */
  async judgeAll(calls: ProposedCall[]): Promise<CallOutcome[]> {
    const verdicts = await Promise.all(
      calls.map((call) =>
        this.engine.adjudicate(
          { tool: call.tool, args: call.args, traceId: this.ctx.traceId, witness: this.witness },
          this.meta(),
        ),
      ),
    );
    return calls.map((call, i) => this.record(call, verdicts[i]!));
  }

  /** Records a quarantined inbound result (screening lives in screen.ts). */
  recordWithheld(entry: WithheldEntry): void {
    this.withheld.push(entry);
    this.ctx.access.tools.push(entry.tool);
    this.ctx.access.verdicts.push(entry.verdict.kind);
  }

  /** Calls that did not pass unchanged: dropped or repaired (for the `[gate]` note). */
  get changed(): VerdictEntry[] {
    return this.verdicts.filter((v) => v.verdict.kind !== 'ALLOW');
  }

  extension(): GateExtension {
    const ext: GateExtension = { trace_id: this.ctx.traceId, verdicts: this.verdicts };
    if (this.withheld.length > 0) ext.withheld = this.withheld;
    return ext;
  }

  private record(call: ProposedCall, verdict: Verdict): CallOutcome {
    const admitted = isAdmitted(verdict);
    const entry: VerdictEntry = { tool_call_id: call.id, tool: call.tool, verdict: toWireVerdict(verdict) };
    const outcome: CallOutcome = { admitted, verdict };
    if (verdict.kind === 'TRANSFORM') {
      // A TRANSFORM without repaired arguments cannot be carried out as the floor meant: fail closed.
      const repaired = asJsonObject(verdict.repairedArguments);
      if (repaired) {
        entry.repaired_arguments = repaired;
        outcome.repaired = repaired;
      } else {
        outcome.admitted = false;
      }
    }
    this.verdicts.push(entry);
    this.ctx.access.tools.push(call.tool);
    this.ctx.access.verdicts.push(verdict.kind);
    return outcome;
  }
}
