// What the wires know about downstream tool backends: the tools they offer and how a call ended.
// The MCP wire depends on this interface, not on the class, so tests can stand in a fake.
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { GetPaceStats } from './get-pace.js';

/** A downstream tool as gate learned it from its server's tools/list. */
export interface BackendTool {
  /** The configured name of the server that offers it (the key in the --tools file). */
  server: string;
  tool: Tool;
}

/** How one downstream call ended; every path is a value so nothing upstream needs a try/catch. */
export type CallOutcome =
  /** The backend answered; `result.isError` may still be true (the tool's own failure). */
  | { kind: 'result'; server: string; result: CallToolResult }
  /** The backend answered with a JSON-RPC error; `message` is the backend's text (screen it, never log it). */
  /** `refused`: the error is gate's own, made because it did not read what the backend sent (cut off, too wide). */
  | { kind: 'error'; server: string; code: number; message: string; refused?: true }
  /** The deadline passed first; the backend was told to cancel. */
  | { kind: 'deadline'; server: string; deadlineMs: number }
  /** The backend is down or restarting; `message` is gate's own and safe to show and log. */
  | { kind: 'unavailable'; server: string; message: string }
  /** The backend has its max_in_flight calls in flight, or the caller its share: refused at once, never sent; `message` is gate's own. */
  | { kind: 'busy'; server: string; message: string }
  /** No configured backend offers the tool. */
  | { kind: 'no_backend'; message: string }
  /** The caller gave up (its signal aborted) before the backend answered. */
  | { kind: 'aborted'; server: string };

export interface CallOptions {
  /** Aborts the call (the client went away); the backend gets notifications/cancelled. */
  signal?: AbortSignal;
  /** A tighter deadline than the server's own `deadline_ms`; the smaller one wins. */
  deadlineMs?: number;
  /** Who the call is charged to, for its share of max_in_flight (src/tools/in-flight-share.ts). */
  caller?: string;
}

export type BackendState = 'connecting' | 'up' | 'down' | 'closed';

export interface BackendStatus {
  server: string;
  transport: 'stdio' | 'http';
  state: BackendState;
  tools: number;
  /** Connection attempts since the last stable connection. */
  restarts: number;
  /** The child's pid for a stdio server that is up. */
  pid?: number;
  /** Calls in flight now, the bound on them (max_in_flight), calls refused at it or a caller's share since start, callers holding one. */
  calls?: { inFlight: number; max: number; refused: number; callers: number };
  /** An HTTP server's GET streams since its connection opened: asked, paced, and the pace in force. */
  gets?: GetPaceStats;
}

/** The part of ToolBackends the wires use. */
export interface ToolBackendsApi {
  /** Every downstream tool, one per name (the first server in file order wins a name clash). */
  listTools(): BackendTool[];
  has(tool: string): boolean;
  call(tool: string, args: Record<string, unknown>, options?: CallOptions): Promise<CallOutcome>;
  /** Called when the set of downstream tools changes (a restart, a server's list_changed); returns unsubscribe. */
  onChange(listener: () => void): () => void;
  status(): BackendStatus[];
  close(): Promise<void>;
}
