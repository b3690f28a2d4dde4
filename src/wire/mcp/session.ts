// One MCP conversation as the tool handlers see it: who is calling, which trace a call without a
// trace_id belongs to, and when to give up. stdio has one per process; POST /mcp one per request.
import type { WireName } from '../../server/types.js';

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
