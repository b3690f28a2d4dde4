// The seam between the server core and the wires (OpenAI, Anthropic, Responses, MCP, gate's own routes).
// The server runs the stages (auth, limits, body, JSON, trace id) and hands a Route a RequestContext;
// the route decodes its wire, asks the Engine, and encodes the answer. Routes never format error bodies
// themselves: they throw GateError and the server renders it in the route's error shape.

import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Policy } from '../kernel/policy/types.js';
import type { FollowedValues, TraceProvenance } from '../kernel/provenance/ledger.js';
import type { SeenRecord } from '../store/types.js';
import type { ResultEnvelope, SourceLabelOrUndefined, ToolCall, Verdict } from './engine-types.js';

export type { ResultEnvelope, SourceLabelOrUndefined, ToolCall, Verdict };

/** The error body shape a route answers in (docs/design.md §5). */
export type ErrorShape = 'openai' | 'anthropic' | 'jsonrpc';

export type WireName = 'openai' | 'anthropic' | 'responses' | 'mcp' | 'gate';

/**
 * "The client went away": the members of AbortSignal a request's handlers use, so a real AbortSignal
 * fits as well as the server's lighter Lifeline (lifeline.ts says why it is not an AbortController).
 */
export interface CallerSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
  throwIfAborted(): void;
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** x-gate-trace-id, else the trace-id of a W3C traceparent, else minted; already echoed in the response header. */
  traceId: string;
  /** The raw body (empty for GET); already bounded by --max-body-bytes. */
  rawBody: Buffer;
  /** The parsed JSON body when the route asked for it (`parseJson`). */
  body: unknown;
  /** Aborts when the client goes away or the server shuts down. */
  signal: CallerSignal;
  /** The agent's self-declared name (x-gate-agent), for the coherence feed. */
  agent?: string;
  /** The label of the client key the request presented; the trace ids it names are scoped by it. */
  principal?: string;
  /** Names and verdicts for the access log line; never arguments or results. */
  access: { tools: string[]; verdicts: string[]; trace?: string };
  /**
   * Round 57, second pass: the request's calls are judged on this trace, not the one read from its headers
   * (an MCP session): the response header, the access log and `traceId` then name it, as the journal does.
   */
  joinTrace?(traceId: string): void;
}

export interface Route {
  method: string;
  /** Exact path; query strings are ignored for matching. */
  path: string;
  errorShape: ErrorShape;
  /** Parse the body as JSON before `handle` (a bad body is a 400 in the route's shape). */
  parseJson?: boolean;
  /** Skip auth (/healthz, the console's static page). */
  public?: boolean;
  /** `path` ends in `/` and is followed by an id (`/v1/gate/approvals/<id>`); exact paths win. */
  prefix?: boolean;
  /** Replaces the gateway-key check: throws the route's own refusal (the approver credential). */
  authorize?: (headers: IncomingHttpHeaders) => void;
  handle(ctx: RequestContext): Promise<void>;
}

/** Everything a wire needs from the gateway: one call to judge a call, one to judge a result. */
export interface Engine {
  /** The floor in force now (swapped atomically on reload). */
  policy(): Policy;
  /** Runs the ladder for a proposed call on its trace (taint resolved from the store), records and counts it. */
  adjudicate(call: ToolCall, meta: EngineMeta): Promise<Verdict>;
  /** Screens a tool result before it may reach a model (held map, cleared map, taint), records and counts it. */
  admit(input: AdmitRequest, meta: EngineMeta): Promise<AdmitResult>;
  /** Remembers that a response with this id was relayed on the trace (docs/provenance.md, "Where ledgers live"). */
  relayed?(responseId: string, traceId: string): Promise<void>;
  /** What `relayed` remembered under this id; undefined when nothing, forgotten, or unreadable. */
  relayedAs?(responseId: string): Promise<string | undefined>;
  /**
   * A request that continues a history held upstream (`previous_response_id`, or one gate cannot name:
   * `unread`): the trace takes that history's taint, an unknown one as `untrusted_source`. True when the
   * history may hold untrusted content, so the request's ledger cannot know where its values came from.
   */
  continues?(
    traceId: string,
    from: { responseId?: string; unread: boolean; client?: string },
  ): Promise<boolean>;
  /**
   * A model wire's record of what untrusted results brought in on the trace's earlier requests
   * (docs/provenance.md, "A history the client rewrites"); undefined when the store cannot answer.
   */
  seenOn?(scope: string, client?: string): Promise<SeenRecord | undefined>;
  /** Adds what this request's results brought in to the trace's record (seenOn). */
  rememberSeen?(scope: string, entries: readonly number[], full?: boolean, client?: string): Promise<void>;
  /**
   * A request whose untrusted results no record keeps: it names no trace id or session, so a history its
   * client compacts later is judged without them (docs/provenance.md, "A record of seen values per trace").
   */
  untraced?(wire: WireName): void;
  /**
   * A model stream gate ended before its final event (a fault, the provider's error event, the client
   * gone), or an admitted MCP call that ended without its backend's answer (round 65): its STOP row
   * (docs/journal.md). Never throws: the stream has stopped whether or not it is written.
   */
  stopped?(ctx: Pick<RequestContext, 'traceId' | 'principal'>, wire: WireName, cause: string): Promise<void>;
}

/** Who asks the Engine, and what it knows of the conversation (docs/provenance.md). */
export interface EngineMeta {
  wire: WireName;
  agent?: string;
  /**
   * A model wire's ledger of this request's conversation: the user's turns and the untrusted results in
   * it. Without one, the Engine uses the trace's own ledger where this replica keeps one.
   */
  provenance?: TraceProvenance;
  /** MCP: the client asking (ledger-owners.ts), whose share of the trace ledgers a new one is charged to. */
  client?: string;
  /** The label of the client key: the call's or result's trace id is this client's (scopedTrace). */
  principal?: string;
  /**
   * A model wire's proposed call, which the client runs: a name in gate's `hosted:` namespace is refused,
   * never judged or recorded as the provider-run tool it names (MCP's calls are all the client's).
   */
  clientRun?: boolean;
  /** MCP: the user's request on this trace, noted as the user's own values before the call is judged. */
  userTurn?: string;
  /**
   * A model wire's admit: told what of the result the model will read and which values to follow, so
   * the wire notes it in conversation order after the call that asked for it (instead of the Engine).
   */
  followed?: (content: string, follow: FollowedValues) => void;
  /**
   * A model wire's admit of a result it withholds from the model: told its text and which values its
   * source follows, so the wire keeps its destinations apart in conversation order (ledger noteWithheld).
   */
  withheld?: (content: string, follow: FollowedValues) => void;
  /**
   * The floor this request is judged by, read once when it began: a reload mid-request (SIGHUP between
   * two calls of one answer, or between a call and its result) never judges one request by two floors.
   */
  policy?: Policy;
  /**
   * Round 55: a model wire's reading of where the trace's persistent shell stands after the conversation's
   * earlier calls (kernel/ladder/shell-standing.ts): the shared place, when it may stand in one.
   */
  standing?: string;
  /** Round 56: that place is assumed, the earlier calls being out of sight (CallContext.standingUnseen). */
  standingUnseen?: true;
  /** Round 56: the session's project directory a gate_adjudicate caller names (CallContext.workspace). */
  workspace?: string;
  /**
   * Round 58: the shared place a directory the call goes into resolves to on the caller's disk, as a
   * gate_adjudicate caller (a remote `gate hook`) found it (CallContext.entered; workspace-pins.ts).
   */
  entered?: string;
}

export interface AdmitRequest {
  tool: string;
  traceId: string;
  content: string;
  /** Overrides the manifest's `sources` label for this result. */
  source?: SourceLabelOrUndefined;
}

export interface AdmitResult {
  verdict: Verdict;
  envelope: ResultEnvelope;
  /** SHA-256 of the result bytes. */
  digest: string;
}

/**
 * The upstream model, whoever answers it: proxy mode wraps fetch to --base-url, in-kernel mode the built-in
 * model. `path` is relative to the /v1 base (`/chat/completions`, `/messages`, `/responses`, `/models`).
 */
export type Upstream = (path: string, init: UpstreamInit) => Promise<Response>;

/** A response whose body can also be read piece by piece without building a web stream (the proxy's). */
export interface PieceReadable {
  /** The body's pieces for one reader; ending the iteration early releases the connection. */
  pieces(): AsyncIterableIterator<Uint8Array>;
  /**
   * An event stream's event data as the client may read it, where the provider key split across events
   * is held back or redacted (upstream/split-key.ts); absent when no key is held.
   */
  readonly eventData?: ((data: string, event: string | undefined) => string) | undefined;
  /**
   * The reader relayed every piece it was handed except `held` bytes it still keeps (and part of the last
   * piece): the rest no longer counts against the client's share of upstream bytes. Absent: nothing counted.
   */
  relayed?(held: number): void;
}

export interface UpstreamInit {
  method: string;
  /** Headers to send: the provider key is added by the upstream itself, never taken from the client. */
  headers: Record<string, string>;
  /** JSON text, or the client's own bytes when gate forwards them unchanged. */
  body?: string | Buffer;
  signal: CallerSignal;
  /** The client asking (ledger-owners.ts clientOfAddress): its answers are held to its share of the upstream budget. */
  client?: string;
}
