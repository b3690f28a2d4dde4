// One MCP conversation as the tool handlers see it: who is calling, which trace a call without a
// trace_id belongs to, and when to give up. stdio has one per process; POST /mcp one per request.
import { NOWHERE, readsStanding, type Standing, standingFields } from '../../kernel/ladder/shell-standing.js';
import type { Policy } from '../../kernel/policy/types.js';
import { scopedTrace } from '../../server/trace-id.js';
import type { WireName } from '../../server/types.js';
import { invalidParams } from './args.js';
import type { StandingRecord } from './shell-standings.js';

export interface McpSession {
  /** The agent's name for the coherence feed: clientInfo.name on stdio, x-gate-agent on HTTP. */
  agent(): string | undefined;
  /** The trace a call joins when it names no trace_id: one per stdio session, the request's on HTTP. */
  traceId(): string;
  /**
   * Round 57: the request names no trace and no session (POST /mcp): its calls' trace is the request's
   * own, so a call whose decision depends on earlier calls, and names no trace_id, is refused.
   */
  untraced?: true;
  /** A witness presented out of band (the x-gate-witness header); a `witness` argument wins. */
  witness?: string;
  /** Aborts downstream work: the request's own signal (a cancel, or the session closing). */
  signal?: AbortSignal;
  /** Who the client is for the ledger book's per-client shares (src/store/ledger-owners.ts). */
  client?: string;
  /** The label of the client key the session presented: its trace ids are its own (scopedTrace). */
  principal?: string;
  /** This client may state the user's turn (McpDeps.userTurnFrom); else a `user_turn` is ignored. */
  userTurns?: boolean;
  /** Names and verdict kinds for the access log; never arguments or results. */
  onDecision?: (tool: string, verdict: string) => void;
  /**
   * Round 56: where each trace's persistent shell stands after the calls proposed on it (shell-standings.ts);
   * round 57: on POST /mcp in a fleet, the fleet's record.
   */
  standings?: StandingRecord;
}

export const MCP_WIRE: WireName = 'mcp';

/**
 * Who a downstream call is charged to for its share of max_in_flight: the client key's label when it
 * presented a labelled one (the tenant, whatever address it calls from), else its address (`client`).
 * A label is spelled apart from any address, so neither can take the other's share.
 */
export function callerOf(session: McpSession): string | undefined {
  if (session.principal !== undefined) return `key:${session.principal}`;
  return session.client;
}

export function engineMeta(session: McpSession): {
  wire: WireName;
  agent?: string;
  client?: string;
  principal?: string;
} {
  const agent = session.agent();
  return {
    wire: MCP_WIRE,
    ...(agent !== undefined ? { agent } : {}),
    ...(session.client !== undefined ? { client: session.client } : {}),
    ...(session.principal !== undefined ? { principal: session.principal } : {}),
  };
}

/** Round 56: the trace's key among the session's standings: a client key's trace ids are its own. */
const standingKey = (session: McpSession, traceId: string): string => scopedTrace(session.principal, traceId);

/**
 * Round 56: a call proposed on the trace: the Engine's standing fields for it (standingFields, where the
 * session's record says the shell stood, or `reported` of that: what a gate_adjudicate caller says), and
 * the call folded into the record at once, before it is judged. Two calls sent together (`cd /tmp/r` and
 * `git status`) are judged in the order they came, each after the one before, as the server's shell runs
 * them; a refused call is folded too (over-read: it did not run). Round 57: a call with no shell argument
 * is judged the same wherever the shell stands and moves nothing, so the record is not asked (in a fleet
 * it is a round trip); one the record cannot answer for throws (the wire's error), never judged without it.
 * The record is asked before the first await: calls sent together reach it in the order they came.
 */
export async function proposedInShell(
  session: McpSession,
  traceId: string,
  named: boolean,
  args: unknown,
  reported?: (before: Standing) => Standing,
): Promise<{ standing?: string; standingUnseen?: true }> {
  const record = session.standings;
  const reads = record !== undefined && readsStanding(args);
  if (reads && session.untraced === true && !named) throw invalidParams(UNTRACED);
  const asked = reads
    ? record.proposed(standingKey(session, traceId), args, session.principal ?? '')
    : NOWHERE;
  const before = asked instanceof Promise ? await asked : asked;
  return standingFields(args, reported === undefined ? before : reported(before));
}

/** How a client names its conversation, as an untraced refusal says it. */
const NAME_ONE =
  "keep the Mcp-Session-Id header gate answered initialize with (the MCP SDK's client does), or send x-gate-trace-id or a trace_id argument";

/**
 * Round 57: why a shell call of a request that names no conversation is refused: its earlier calls (where
 * the shell stands) are out of gate's sight, and judging it as the first would admit `git status` after a
 * `cd /tmp/r` sent on another request.
 */
const UNTRACED =
  'this call runs in a persistent shell, so its decision depends on the calls before it, and the request names no conversation: ' +
  NAME_ONE;

/**
 * Round 57, second pass: why a call to a declared sink (the manifest's `sinks`) of a request that names no
 * conversation is refused: its decision reads the results the conversation admitted before it (taint, the
 * value ledger), and a request's own trace holds none of them, so judged there it would pass as if the
 * conversation had read nothing (docs/wires.md, "Round 57, second pass (edge-r57)").
 */
const UNTRACED_SINK =
  'this tool is a declared sink, so its decision depends on the results the conversation read before it, and the request names no conversation: ' +
  NAME_ONE;

/**
 * Round 57, second pass: a call to a declared sink naming no trace, on a request naming no conversation,
 * is refused (UNTRACED_SINK); any other call is judged on the request's own trace as before.
 */
export function refuseUntracedSink(session: McpSession, named: boolean, tool: string, policy: Policy): void {
  if (session.untraced === true && !named && policy.sinks?.has(tool) === true)
    throw invalidParams(UNTRACED_SINK);
}
