// What the MCP wire needs from the gateway. The composition root (cli/commands/serve.ts) builds one of
// these and hands it to both transports (stdio and POST /mcp).
import type { Recorder } from '../../kernel/types.js';
import type { Engine } from '../../server/types.js';
import type { CacheEntry, StateStore } from '../../store/types.js';
import type { ToolBackendsApi } from '../../tools/types.js';
import type { StandingRecord } from './shell-standings.js';

/** The part of the vDSO cache (src/store/vdso.ts) the execute path uses. */
export interface VdsoLike {
  /** A cached read for these exact arguments, if any; the call has already been adjudicated. */
  lookup(
    tool: string,
    args: Record<string, unknown>,
    opts: { witness?: string },
  ): Promise<CacheEntry | undefined>;
  /** Offers a screened result for caching; the cache decides whether it is cacheable. */
  fill(
    tool: string,
    args: Record<string, unknown>,
    result: { content: string; status: string; quarantined: boolean },
    opts: { witness?: string },
  ): Promise<unknown>;
  /** A call that may have written ran: invalidate the reads it may have changed and publish the mutation. */
  onWrite(tool: string, agent?: string): Promise<unknown>;
}

/** gate_context_change arguments, validated. */
export interface ContextChangeRequest {
  image: string;
  page: string;
  action: 'tombstone';
  reason: string;
}

/** ContextChangeResponse (docs/design.md §6). */
export interface ContextChangeResponse {
  image: string;
  page: string;
  action: string;
  applied: boolean;
  reason: string;
}

/** Applies a context change to a recalled image; supplied by the recall feature when it is present. */
export type ContextChanger = (
  request: ContextChangeRequest,
  meta: { agent?: string },
) => Promise<ContextChangeResponse>;

/**
 * Which clients may state the user's turn (`user_turn`; docs/mcp.md, "Who may state the user's turn"):
 * any client, or an HTTP request carrying the harness key. Absent: no client, the argument is ignored.
 */
export type UserTurnFrom =
  | { kind: 'any' }
  | { kind: 'harness'; admits(headers: Readonly<Record<string, string | string[] | undefined>>): boolean };

export interface McpDeps {
  /** Judges every call and result; when it can also `record` (GatewayEngine can), vDSO hits and deadline overruns are journaled too. */
  engine: Engine & Partial<Recorder>;
  store: StateStore;
  /** Downstream MCP servers from --tools; absent: gate_syscall answers status ERROR, and nothing is proxied. */
  backends?: ToolBackendsApi;
  vdso?: VdsoLike;
  /** Subscribes to floor reloads (the offered downstream tools may change); returns unsubscribe. */
  onToolsChanged?: (listener: () => void) => () => void;
  /** Who may state the user's turn; absent: nobody (a model can write any tool argument). */
  userTurnFrom?: UserTurnFrom;
  /** Absent until the recall feature lands: gate_context_change answers a JSON-RPC error. */
  contextChange?: ContextChanger;
  /**
   * Round 57: POST /mcp's record of where traces' shells stand, when a fleet shares one (the store's:
   * SharedShellStandings); absent: the gateway keeps its own in memory.
   */
  standings?: StandingRecord;
  /**
   * Round 57: the project directories a gate_adjudicate `workspace` claim must be in or under (`gate serve
   * --workspace`); absent: any claim is taken, for that answer only.
   */
  workspaces?: readonly string[];
  /** The version gate reports in serverInfo. */
  version?: string;
}
