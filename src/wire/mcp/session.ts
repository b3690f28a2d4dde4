// One MCP conversation as the tool handlers see it: who is calling, which trace a call without a
// trace_id belongs to, and when to give up. stdio has one per process; POST /mcp one per request.
import { NOWHERE, type Standing, standingFields } from '../../kernel/ladder/shell-standing.js';
import { scopedTrace } from '../../server/trace-id.js';
import type { WireName } from '../../server/types.js';
import type { ShellStandings } from './shell-standings.js';

export interface McpSession {
  /** The agent's name for the coherence feed: clientInfo.name on stdio, x-gate-agent on HTTP. */
  agent(): string | undefined;
  /** The trace a call joins when it names no trace_id: one per stdio session, the request's on HTTP. */
  traceId(): string;
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
  /** Round 56: where each trace's persistent shell stands after the calls proposed on it (shell-standings.ts). */
  standings?: ShellStandings;
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

/** Round 56: where the trace's persistent shell stands before a call, on the session's record. */
export function sessionStanding(session: McpSession, traceId: string): Standing {
  return session.standings?.of(standingKey(session, traceId), session.principal) ?? NOWHERE;
}

/**
 * Round 56: a call proposed on the trace: the Engine's standing fields for it (standingFields, from `now`,
 * by default the session's record), and the call folded into the record at once, before it is judged. Two
 * calls sent together (`cd /tmp/r` and `git status`) are judged in the order they came, each after the
 * one before, as the server's shell runs them; a refused call is folded too (over-read: it did not run).
 */
export function proposedInShell(
  session: McpSession,
  traceId: string,
  args: unknown,
  now: Standing = sessionStanding(session, traceId),
): { standing?: string; standingUnseen?: true } {
  const fields = standingFields(args, now);
  session.standings?.ran(standingKey(session, traceId), args, session.principal);
  return fields;
}
