// One request's verdicts: every proposed call is judged here, every screened result recorded here,
// and the `gate` response extension (docs/design.md §5) is built from what was collected.

import { createHash } from 'node:crypto';
import { GateError } from '../../kernel/errors.js';
import {
  NOWHERE,
  type Standing,
  standingAfter,
  standingFields,
  standingOf,
  standingText,
  UNSEEN,
} from '../../kernel/ladder/shell-standing.js';
import type { Policy } from '../../kernel/policy/types.js';
import { resultLabel } from '../../kernel/provenance/followed.js';
import type { FollowedValues, TraceProvenance } from '../../kernel/provenance/ledger.js';
import { CALL_ID, shownCallId, shownToolName } from '../../kernel/tool-name.js';
import { type JsonObject, toWireVerdict, type Verdict, type WireVerdict } from '../../kernel/types.js';
import { scopedTrace } from '../../server/trace-id.js';
import type { Engine, EngineMeta, RequestContext, WireName } from '../../server/types.js';
import { clientOfAddress } from '../../store/ledger-owners.js';
import { foldEarlierCall } from './earlier-calls.js';
import {
  floorRefusedName,
  HOSTED_PREFIX,
  type HostedResult,
  namedRunRefusal,
  outsideListRefusal,
  readHostedResults,
  undeclaredRunRefusal,
} from './hosted.js';
import { asJsonObject, isObject } from './json.js';
import { seenScope, traceScope } from './seen.js';

/** The id gate gives a chat message's legacy `function_call` (it has none of its own). */
export const LEGACY_CALL_ID = 'function_call';

const CALL_ID_RULE = 'at most 256 characters of printable ASCII';

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
  /**
   * `beside`: the text the agent put beside that result (messages wire), not the result itself; `client`:
   * a client's block in a user's turn (a reminder, an @-mentioned file), under `client:<tag>`.
   */
  part?: 'beside' | 'client';
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

/** Round 57/58/60: what a request's hosted-tool declarations said (RequestVerdicts.declaredHosted). */
interface HostedDeclared {
  declared: Set<string>;
  /** Round 58: a declared hosted MCP server's allowed_tools (bare names), where its entry lists them. */
  tools: Map<string, ReadonlySet<string>>;
  /** Round 58: declared hosted MCP servers an entry lets run every tool (their admission said so). */
  every: Set<string>;
  /** Round 60: declared hosted MCP servers with an entry whose calls do not all come back for approval. */
  unapproved: Set<string>;
}

export class RequestVerdicts {
  readonly verdicts: VerdictEntry[] = [];
  /** The ids of the calls judged so far in this answer. */
  private readonly ids = new Set<string>();
  readonly withheld: WithheldEntry[] = [];
  /**
   * This request's conversation as provenance reads it: the user's and operator's turns (noted by the
   * wire) and the untrusted results in it (noted as they are screened). The whole history comes with
   * every request, so the ledger needs no shared state (docs/provenance.md). The caller makes it: the
   * ledger's modules load on demand (kernel/provenance/ledger-load.ts).
   */
  readonly provenance: TraceProvenance;
  private readonly witness: string | undefined;
  /** Round 55: where the trace's persistent shell stands after the conversation's calls read so far (shell-standing.ts). */
  private standing: Standing = NOWHERE;
  /** Round 56: the standing last written for the relayed answer (`remembered`): a write only when it moved. */
  private wroteStanding: string | undefined;
  /**
   * Round 57: the provider-run tools this request declared, each admitted before it went up (hosted.ts).
   * Made by the first declaration (round 62: most requests declare none, and five empty collections a
   * request were a tenth of the request's fresh objects' bytes; docs/wires.md, "Round 62 (perf-r62)").
   */
  private hosted: HostedDeclared | undefined;
  /** Round 57: provider-run tools the answer ran undeclared, each judged once a request (made on first use). */
  private hostedUndeclared: Map<string, Promise<Verdict>> | undefined;
  /** Round 57: the session's workspace as the client itself reports it (responses/workspace.ts), if any. */
  private workspace: string | undefined;
  /** The floor in force when the request began: every call and result of it is judged by this one. */
  readonly policy: Policy;
  /** The response id last remembered for this trace (a stream names it in several snapshots). */
  private remembered: string | undefined;
  /** The key of the trace's record of seen values (seen.ts), once recalled; undefined when none is kept. */
  private scope: string | undefined;
  /** The scope is this request's own minted trace (Responses), not one the client named: a chain adopts it. */
  private minted = false;
  /** This request was counted as untraced (Engine.untraced). */
  private untraced = false;
  /** Entries this request put on the record already: a second write carries only what is new. */
  private written: Set<number> | undefined;
  /** The record's full mark was written for this request (recordSeen). */
  private wroteFull = false;

  constructor(
    private readonly engine: Engine,
    private readonly wire: WireName,
    private readonly ctx: RequestContext,
    provenance: TraceProvenance,
  ) {
    this.provenance = provenance;
    const header = ctx.req.headers['x-gate-witness'];
    this.witness = Array.isArray(header) ? header[0] : header;
    this.policy = engine.policy();
  }

  get traceId(): string {
    return this.ctx.traceId;
  }

  /** The trace in gate's state: the client's id under its key's label (scopedTrace). */
  private get trace(): string {
    return scopedTrace(this.ctx.principal, this.ctx.traceId);
  }

  /** The sender, charged with a new record of seen values (its store's per-client share, round 27). */
  private get client(): string {
    return clientOfAddress(this.ctx.req.socket?.remoteAddress);
  }

  /** A relayed response or compaction as this client's key holds it: another key's id is one never relayed. */
  private held(id: string): string {
    return scopedTrace(this.ctx.principal, id);
  }

  /** What the Engine is told with every call and result of this request. */
  meta(): EngineMeta {
    const meta: EngineMeta = { wire: this.wire, provenance: this.provenance, policy: this.policy };
    if (this.ctx.agent !== undefined) meta.agent = this.ctx.agent;
    if (this.ctx.principal !== undefined) meta.principal = this.ctx.principal;
    if (this.standing.at !== undefined) meta.standing = this.standing.at;
    if (this.workspace !== undefined) meta.workspace = this.workspace;
    return meta;
  }

  /**
   * Round 57: the session's own project directory, as the client program reports it (Codex's environment
   * context), never as a call or a result names it: a working directory in or under it is read as the
   * text alone (CallContext.workspace).
   */
  noteWorkspace(dir: string | undefined): void {
    this.workspace = dir;
  }

  /**
   * Round 55: the Engine's meta for a proposed call, where the shell stands for it (its own `cd -` back to
   * a shared place an earlier call visited counts); the next call of the answer runs after it, in the
   * shell it may move.
   */
  private callMeta(args: unknown): EngineMeta {
    const meta = this.meta();
    // A proposed call is the client's to run (EngineMeta.clientRun); provider runs are judged by decide.
    meta.clientRun = true;
    delete meta.standing;
    Object.assign(meta, standingFields(args, this.standing));
    this.standing = standingAfter(args, this.standing);
    return meta;
  }

  /**
   * Round 55: an earlier call of the conversation (its arguments as the history holds them), in
   * conversation order: a shell call may have moved the agent's persistent shell (`cd /tmp/r`), where a
   * later call that names no directory runs. Round 56: read through the memo of calls by id (earlier-calls.ts).
   */
  noteEarlierCall(callArgs: string | undefined, callId?: string): void {
    if (callArgs !== undefined) this.standing = foldEarlierCall(callArgs, callId, this.standing);
  }

  /**
   * Round 56: the answer this request continues (`previous_response_id`) left the agent's shell where gate
   * wrote it down when it relayed that answer (rememberStanding); an answer it never relayed, has forgotten,
   * or a history it cannot name (a stored conversation, an item reference) may have left it in a shared
   * place (UNSEEN: fail closed, and the refusal says so).
   */
  async continuesStanding(from: { responseId?: string; unread: boolean }): Promise<void> {
    if (from.unread || from.responseId === undefined) {
      this.standing = UNSEEN;
      return;
    }
    const text = await this.engine.relayedAs?.(this.held(`standing:${from.responseId}`));
    this.standing = standingOf(text);
  }

  /** Round 56: writes where the shell stands after this answer's calls under its id, when it moved since. */
  private async rememberStanding(): Promise<void> {
    if (this.remembered === undefined || this.engine.relayed === undefined) return;
    const text = standingText(this.standing);
    if (text === this.wroteStanding) return;
    this.wroteStanding = text;
    await this.engine.relayed(this.held(`standing:${this.remembered}`), text);
  }

  /** An operator's turn (system, developer, instructions): trusted unless a result here holds the value. */
  noteTrusted(text: string): void {
    if (text !== '') this.provenance.noteOperator(text);
  }

  /** An untrusted result carried an image, audio or a file the model reads and gate cannot (ledger.ts). */
  noteUnreadable(): void {
    this.provenance.noteUnreadable();
  }

  /** Text a user's turn attaches (a document, search results): untrusted, pointed to (ledger.ts). */
  noteAttached(text: string): void {
    if (text !== '') this.provenance.noteAttached(text);
  }

  /** A user's turn: its values, and the kinds of act it asks for. */
  noteRequest(text: string): void {
    // Read turns are remembered per client key: another key's turns never answer faster (ledger.ts).
    if (text !== '') this.provenance.noteRequest(text, this.ctx.principal);
  }

  /**
   * A result the model will read, after the call that asked for it (`callArgs`, when the conversation
   * holds it): noted in conversation order, so an order carried through that call reaches its result.
   */
  noteResult(tool: string, callArgs: string | undefined, content: string, follow: FollowedValues): void {
    if (callArgs !== undefined) this.provenance.noteCall(tool, [callArgs]);
    this.provenance.noteUntrusted(content, resultLabel(tool), tool, follow);
  }

  /** A result this request withholds from the model: its destinations are kept apart (ledger.ts). */
  noteWithheld(content: string, follow: FollowedValues): void {
    this.provenance.noteWithheld(content, follow);
  }

  /**
   * What untrusted results brought in on this trace's earlier requests: a value no result of this
   * request holds keeps that label (ledger.ts noteEarlier). A store that cannot answer knows nothing of
   * the trace's history: every value the user did not give here is held, as for an unread history.
   */
  async recallEarlier(): Promise<void> {
    this.scope = seenScope(this.ctx);
    // A Responses answer may be continued by id: its trace keeps a record even where the client names none.
    if (this.scope === undefined && this.wire === 'responses') {
      this.scope = traceScope(this.trace);
      this.minted = true;
      return;
    }
    if (this.scope === undefined || this.engine.seenOn === undefined) return;
    const record = await this.engine.seenOn(this.scope, this.client);
    if (record !== undefined && record.entries.length === 0 && !record.full) return;
    // The trace read untrusted content on an earlier request, whatever this one still shows of it.
    await this.engine.continues?.(this.trace, { unread: true, client: this.client });
    if (record === undefined) this.provenance.noteUnreadHistory();
    else this.provenance.noteEarlier(record.entries, record.full);
  }

  /** Adds what this request's results brought in to the trace's record: one write, only of what is new. */
  async recordSeen(): Promise<void> {
    if (this.scope === undefined) {
      // Counted once a request: its client names no trace, so no later request can be judged by these.
      if (!this.untraced && this.provenance.seenEntries().length > 0) {
        this.untraced = true;
        this.engine.untraced?.(this.wire);
      }
      return;
    }
    if (this.engine.rememberSeen === undefined) return;
    const written = this.written;
    const entries = this.provenance.seenEntries().filter((e) => written?.has(e) !== true);
    // Values this request's ledger dropped are on no entry: the record is written full (round 25).
    const full = this.provenance.droppedValues && !this.wroteFull;
    if (entries.length === 0 && !full) return;
    if (entries.length > 0) {
      this.written ??= new Set();
      for (const e of entries) this.written.add(e);
    }
    this.wroteFull ||= full;
    await this.engine.rememberSeen(this.scope, entries, full, this.client);
  }

  /**
   * Compaction items an answer relayed on this trace carries (Responses): a later request that holds
   * one goes on from a history gate read, this trace's, and its record (continuesCompaction).
   */
  async relayedCompactions(output: unknown): Promise<void> {
    if (!Array.isArray(output) || this.engine.relayed === undefined) return;
    for (const item of output) {
      const d = compactionDigest(item);
      if (d === undefined) continue;
      await this.engine.relayed(this.held(`compaction:${d}`), this.trace);
      await this.engine.relayed(this.held(`compaction-standing:${d}`), standingText(this.standing));
      if (this.scope !== undefined)
        await this.engine.relayed(this.held(`compaction-record:${d}`), this.scope);
    }
  }

  /**
   * The request holds compaction items (Responses): the history each stands for is encrypted, so gate
   * knows it only as one it relayed. One it relayed continues that trace's taint and its record of
   * seen values; one it did not (or has forgotten, or that has no content to know it by) is unread.
   */
  async continuesCompaction(items: readonly unknown[]): Promise<void> {
    for (const item of items) {
      const d = compactionDigest(item);
      // Round 56: the compacted history's calls are not shown; where they left the shell, gate wrote down.
      this.standing = standingOf(
        d === undefined ? undefined : await this.engine.relayedAs?.(this.held(`compaction-standing:${d}`)),
      );
      const trace = d === undefined ? undefined : await this.engine.relayedAs?.(this.held(`compaction:${d}`));
      if (trace === undefined) return this.continues({ unread: true });
      const tainted = this.engine.continues
        ? await this.engine.continues(this.trace, {
            responseId: this.held(`compaction:${d}`),
            unread: false,
            client: this.client,
          })
        : true;
      if (!tainted) continue;
      const record = await this.engine.relayedAs?.(this.held(`compaction-record:${d}`));
      // No record names what that history read: every value the user did not give here is held.
      if (record === undefined || this.engine.seenOn === undefined) {
        this.provenance.noteUnreadHistory();
        continue;
      }
      if (record !== this.scope) await this.noteRecord(record);
    }
  }

  /** A response relayed on this trace: a later request may continue it upstream (Responses). */
  async relayed(responseId: unknown): Promise<void> {
    // What a provider-run tool brought in with the answer goes on the record first (a stream's last
    // snapshot too): a continuation judged by that record must not miss it.
    await this.recordSeen();
    if (typeof responseId !== 'string' || responseId === '' || responseId === this.remembered) return;
    this.remembered = responseId;
    this.wroteStanding = undefined;
    await this.engine.relayed?.(this.held(responseId), this.trace);
    await this.rememberStanding();
    if (this.scope !== undefined) await this.engine.relayed?.(this.held(`record:${responseId}`), this.scope);
  }

  /**
   * The request goes on from a history held upstream: the trace takes its taint, and where that history
   * may hold untrusted content, this request's ledger cannot place a value the user did not give here.
   * An engine that keeps no record of relayed responses knows no history: it is unread (fail closed).
   */
  async continues(from: { responseId?: string; unread: boolean }): Promise<void> {
    const named = {
      ...from,
      client: this.client,
      ...(from.responseId === undefined ? {} : { responseId: this.held(from.responseId) }),
    };
    const tainted = this.engine.continues ? await this.engine.continues(this.trace, named) : true;
    if (!tainted) return;
    // A response gate relayed on a trace that keeps a record: its history is judged by what that
    // record says its results brought in, not as unread (the user's earlier values are theirs).
    const record =
      from.unread || from.responseId === undefined
        ? undefined
        : await this.engine.relayedAs?.(this.held(`record:${from.responseId}`));
    if (record === undefined) return this.provenance.noteUnreadHistory();
    if (record !== this.scope) await this.noteRecord(record);
  }

  /** Another trace's record of seen values into this request's ledger; one the store cannot read is unread. */
  private async noteRecord(scope: string): Promise<void> {
    // A request whose own trace was minted goes on with the record it continues.
    if (this.minted) {
      this.scope = scope;
      this.minted = false;
    }
    const seen = this.engine.seenOn ? await this.engine.seenOn(scope, this.client) : undefined;
    if (seen === undefined) this.provenance.noteUnreadHistory();
    else this.provenance.noteEarlier(seen.entries, seen.full);
  }

  /** Adjudicates one call on the request's trace; the entry is listed in call order of completion. */
  async judge(call: ProposedCall): Promise<CallOutcome> {
    this.claimIds([call]);
    const meta = this.callMeta(call.args);
    // argsByModel: the upstream model wrote these arguments, so only the client's header witnesses (round 76).
    const verdict = await this.engine.adjudicate(
      {
        tool: call.tool,
        args: call.args,
        traceId: this.ctx.traceId,
        witness: this.witness,
        argsByModel: true,
      },
      meta,
    );
    // A streamed answer's id may be known before its last call is judged: the continuation reads this.
    await this.rememberStanding();
    return this.record(call, verdict);
  }

  /**
   * Judges a tool the request declares for the provider to run (wire/shared/hosted.ts): on the trace,
   * journaled and counted like a call, with no arguments; not a call, so not listed in `gate.verdicts`.
   */
  async decide(tool: string): Promise<Verdict> {
    const verdict = await this.engine.adjudicate(
      { tool, args: {}, traceId: this.ctx.traceId, witness: this.witness, argsByModel: true },
      this.meta(),
    );
    this.ctx.access.tools.push(tool);
    this.ctx.access.verdicts.push(verdict.kind);
    return verdict;
  }

  /**
   * Round 57: a provider-run tool the request declares (its declaration is judged by admitHostedTools).
   * Round 58: a hosted MCP server's `allowed_tools`, when its entry lists them; `every` when it lists none
   * gate reads (two entries of one server: the tools of both, every tool if either lists none).
   */
  declaredHosted(tool: string, tools?: readonly string[] | 'every', approved = false): void {
    this.hosted ??= { declared: new Set(), tools: new Map(), every: new Set(), unapproved: new Set() };
    const hosted = this.hosted;
    hosted.declared.add(tool);
    if (!approved) hosted.unapproved.add(tool);
    if (tools === undefined || hosted.every.has(tool)) return;
    if (tools === 'every') {
      hosted.every.add(tool);
      hosted.tools.delete(tool);
      return;
    }
    const had = hosted.tools.get(tool);
    hosted.tools.set(tool, new Set([...(had ?? []), ...tools]));
  }

  /**
   * Round 57: a call the provider ran, shown in its answer (`server_tool_use`, `mcp_tool_use`, a Responses
   * `web_search_call`, `mcp_call` ..), under the name its declaration would be judged by (`undefined`: one
   * gate cannot name). A declared tool was judged before the request went up; an undeclared one is judged
   * now, on the trace and journaled as a decision on its `hosted:` name, and a refusal refuses the answer
   * (502, or the stream's error event) before what it returned reaches the client.
   */
  async providerRan(tool: string | undefined, called?: string): Promise<void> {
    let judgedAs = tool;
    if (tool !== undefined && this.hosted?.declared.has(tool) === true) {
      // Round 58: a declared server whose entry lists its tools ran one outside them (or named none): judged
      // as that tool on its own, `<label>.<tool>`, as its approval request would be.
      const listed = this.hosted.tools.get(tool);
      // Round 60: every tool declared: the floor's names for its tools still hold (ranByName).
      if (listed === undefined) return this.ranByName(tool, called);
      if (called !== undefined && listed.has(called)) return;
      judgedAs = called === undefined ? undefined : `${tool.slice(`${HOSTED_PREFIX}mcp:`.length)}.${called}`;
    }
    let verdict: Verdict | undefined;
    if (judgedAs !== undefined) {
      this.hostedUndeclared ??= new Map();
      const once = this.hostedUndeclared;
      let judged = once.get(judgedAs);
      if (judged === undefined) {
        judged = this.decide(judgedAs);
        once.set(judgedAs, judged);
      }
      verdict = await judged;
      // Round 60: an undeclared server the floor admits: its tool is still judged by name, as a declared one's.
      if (verdict.kind === 'ALLOW') return judgedAs === tool ? this.ranByName(tool, called) : undefined;
    }
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      judgedAs === tool ? undeclaredRunRefusal(tool, verdict) : outsideListRefusal(judgedAs, verdict),
    );
  }

  /**
   * Round 60: a hosted MCP server admitted with every tool it offers (declared so, or never declared) ran
   * `called`: refused when the floor refuses that tool by name (`<label>.<tool>` or the bare name in `deny`)
   * or judges its arguments call by call (`arg_rules`, `sinks`), journaled as a decision on that name. The
   * request's check could not name it (every tool); a never-declared server had no check at all.
   */
  private async ranByName(tool: string | undefined, called: string | undefined): Promise<void> {
    if (tool === undefined || called === undefined || !tool.startsWith(`${HOSTED_PREFIX}mcp:`)) return;
    const named = floorRefusedName(this.policy, tool.slice(`${HOSTED_PREFIX}mcp:`.length), called);
    if (named === undefined) return;
    // A server whose every call came back as an approval request had each judged with its arguments then.
    const approved = this.hosted?.declared.has(tool) === true && !this.hosted.unapproved.has(tool);
    if (named.checksArguments && approved) return;
    this.hostedUndeclared ??= new Map();
    const once = this.hostedUndeclared;
    let judged = once.get(named.name);
    if (judged === undefined) {
      judged = this.decide(named.name);
      once.set(named.name, judged);
    }
    const verdict = await judged;
    if (verdict.kind === 'ALLOW' && !named.checksArguments) return;
    throw new GateError('UPSTREAM_UNREACHABLE', namedRunRefusal(named, verdict));
  }

  /** What provider-run tools fetched, shown in this response: read before its calls are judged (hosted.ts). */
  async readHosted(results: readonly HostedResult[]): Promise<void> {
    if (results.length === 0) return;
    await readHostedResults(this.engine, this.wire, this, results, this.ctx.agent);
    // On the record before the answer is sent: a continuation of it will not show these results again.
    await this.recordSeen();
  }

  /** Adjudicates several calls at once; entries keep the order of `calls`. */
  async judgeAll(calls: ProposedCall[]): Promise<CallOutcome[]> {
    this.claimIds(calls);
    // Each call after the ones before it in the answer, in the shell they may move (round 55).
    const metas = calls.map((call) => this.callMeta(call.args));
    const verdicts = await Promise.all(
      calls.map((call, i) =>
        this.engine.adjudicate(
          {
            tool: call.tool,
            args: call.args,
            traceId: this.ctx.traceId,
            witness: this.witness,
            argsByModel: true,
          },
          metas[i] as EngineMeta,
        ),
      ),
    );
    await this.rememberStanding();
    return calls.map((call, i) => this.record(call, verdicts[i]!));
  }

  /**
   * Round 46: one answer's calls each have their own id, or the answer is refused before any is judged.
   * A result names its call by id: with two calls under one id (one admitted, one refused), the client, its
   * verdicts and the next turn's screening cannot tell which call a result answers. The legacy chat
   * `function_call` (one a message, placed by its choice) has the one fixed id gate gives it.
   */
  private claimIds(calls: readonly ProposedCall[]): void {
    for (const { id } of calls) {
      if (id === LEGACY_CALL_ID) continue;
      // Round 63: echoed whole in gate.verdicts, so a client can match it; an id no provider writes is refused.
      if (!CALL_ID.test(id))
        throw new GateError(
          'UPSTREAM_UNREACHABLE',
          `the upstream answer cannot be judged: a call's id is not ${CALL_ID_RULE}`,
        );
      if (this.ids.has(id))
        throw new GateError(
          'UPSTREAM_UNREACHABLE',
          'the upstream answer cannot be judged: two of its calls have one id, so a result could not be told apart',
        );
      this.ids.add(id);
    }
  }

  /** Records a quarantined inbound result (screening lives in screen.ts). */
  recordWithheld(entry: WithheldEntry): void {
    // The client reads the name by its shown form; the access log records the name itself by its own rule.
    this.withheld.push({
      ...entry,
      tool_call_id: shownCallId(entry.tool_call_id),
      tool: shownToolName(entry.tool),
    });
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
    const entry: VerdictEntry = {
      tool_call_id: call.id,
      tool: shownToolName(call.tool),
      verdict: toWireVerdict(verdict),
    };
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

/** A Responses `compaction` item's key: the digest of its encrypted history; undefined for anything else. */
export function compactionDigest(item: unknown): string | undefined {
  if (!isObject(item) || item['type'] !== 'compaction') return undefined;
  const content = item['encrypted_content'];
  if (typeof content !== 'string' || content === '') return undefined;
  return createHash('sha256').update(content).digest('base64url');
}
