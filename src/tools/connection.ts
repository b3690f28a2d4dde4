// One downstream MCP server: an SDK Client over stdio or Streamable HTTP, its tools, calls bounded by a
// deadline, and restarts with exponential backoff when it dies. Every failure is a value; nothing waits
// on a backend that is down.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  type CallToolResult,
  CallToolResultSchema,
  ErrorCode,
  type JSONRPCMessage,
  McpError,
  type Tool,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { MAX_JSON_DEPTH, valueNestingExceeds, valueTooWide } from '../kernel/json-depth.js';
import { MAX_ARG_ENTRIES } from '../kernel/ladder/rung.js';
import { escapedName, lookalikeToolName } from '../kernel/policy/name-lookalikes.js';
import { hasControl } from '../kernel/printable.js';
import { boundedToolName, MAX_TOOL_NAME } from '../kernel/tool-name.js';
import type { ServerConfig } from './config.js';
import { GetPace } from './get-pace.js';
import { AskedIds, failed, isGateRefusal, readAnswer, statusAnswer } from './http-answers.js';
import { ANY_CALLER, InFlightShares } from './in-flight-share.js';
import { withLineBuffer } from './line-buffer.js';
import { PostExchanges, requestIdOf } from './post-exchanges.js';
import { passesInexactNumber, withCanonicalBase64 } from './result.js';
import { StdioLines } from './stdio-lines.js';
import type { BackendState, BackendStatus, CallOptions, CallOutcome } from './types.js';

export interface ConnectionOptions {
  clientInfo: { name: string; version: string };
  /** First restart delay, doubled per consecutive failure up to `maxMs`. */
  backoff: { initialMs: number; maxMs: number };
  /** A connection that stayed up this long counts as healthy and resets the backoff. */
  stableMs: number;
  /** One line per lifecycle event; names only, never arguments or results. */
  log: (line: string) => void;
  onToolsChanged: () => void;
}

/** A bound on tools/list pages, so a misbehaving server cannot page gate forever. */
const MAX_TOOL_PAGES = 100;
/**
 * Tools one backend may offer, and the bytes of their metadata (JSON) together. Every tool's metadata is
 * screened on the thread every request shares and goes into every tools/list answer: a backend offering
 * 2,000 tools of 1 KiB took 12 s of screening and made each tools/list answer 2.2 MB. Hosts cap what a
 * model is shown far lower (a few hundred at most); tools past either bound are not offered.
 */
export const MAX_BACKEND_TOOLS = 1_000;
export const MAX_BACKEND_TOOL_BYTES = 4 * 1024 * 1024;
/**
 * Bytes of one message gate reads from a downstream (a stdio line, an HTTP JSON body, one SSE event):
 * past it the connection is dropped, so a server cannot make gate hold or parse an unbounded answer.
 */
export const MAX_DOWNSTREAM_MESSAGE_BYTES = 10 * 1024 * 1024;
const TOO_LONG = `it sent a message longer than ${MAX_DOWNSTREAM_MESSAGE_BYTES} bytes`;
/**
 * Bytes of answers to a downstream's own requests (ping, and the -32601 gate gives sampling, elicitation
 * and roots) it has not taken yet: past it the server asks faster than it reads, and is dropped (round 26:
 * a million pings from a server that stopped reading held 1 GB of answers in gate in 20 s).
 */
export const MAX_OWED_BYTES = 1024 * 1024;
/** The drop's reason when a server answered 404 to gate's session id (MCP Streamable HTTP, "Session Management"). */
const SESSION_LOST = "it answered 404 to gate's session id (the session ended); a new session is initialised";
/** At most one log line a minute for calls refused at a server's max_in_flight. */
const BUSY_LOG_MS = 60_000;
const UNREAD = `it asked more than it read (over ${MAX_OWED_BYTES} bytes of answers to its own requests waiting)`;

export class BackendConnection {
  private state: BackendState = 'connecting';
  private client: Client | undefined;
  private transport: StdioClientTransport | StreamableHTTPClientTransport | undefined;
  private knownTools: Tool[] = [];
  /** Consecutive failures since the last stable connection; drives the backoff. */
  private failures = 0;
  private restarts = 0;
  private connectedAt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private nextAttemptAt = 0;
  private lastFailure = '';
  /** The transport in use dropped a message over MAX_DOWNSTREAM_MESSAGE_BYTES (its close says no more). */
  private tooLong: StdioClientTransport | StreamableHTTPClientTransport | undefined;
  /** The transport in use was dropped for owing it more than MAX_OWED_BYTES (see boundOwed). */
  private owesTooMuch: StdioClientTransport | StreamableHTTPClientTransport | undefined;
  /** The GET pace of the HTTP transport made last (health and metrics read it). */
  private getPace: GetPace | undefined;
  private asked = new AskedIds();
  /** The transport whose server answered 404 to gate's session id: the session is gone (MCP: start a new one). */
  private sessionLost: StdioClientTransport | StreamableHTTPClientTransport | undefined;
  /** The transport whose GET stream was answered 404 and whose session was then asked if it lives (once). */
  private getProbed: StdioClientTransport | StreamableHTTPClientTransport | undefined;
  /** Calls sent and not yet ended (answer, error, deadline, caller gone), in all and per caller, against config.maxInFlight. */
  private readonly calls: InFlightShares;
  /** Calls refused at the bound since start, those since the last log line, and when that line was written. */
  private refusedBusy = 0;
  private refusedUnlogged = 0;
  private busyLoggedAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly config: ServerConfig,
    private readonly opts: ConnectionOptions,
  ) {
    this.calls = new InFlightShares(config.maxInFlight);
  }

  get name(): string {
    return this.config.name;
  }

  /** The tools last learned; kept while the server restarts so its calls fail as "restarting", not "unknown". */
  get tools(): readonly Tool[] {
    return this.knownTools;
  }

  /** One connection attempt; on failure retries are scheduled and this still resolves. */
  async start(): Promise<void> {
    await this.connect();
  }

  status(): BackendStatus {
    const status: BackendStatus = {
      server: this.name,
      transport: this.config.transport,
      state: this.state,
      tools: this.knownTools.length,
      restarts: this.restarts,
    };
    const pid = this.transport instanceof StdioClientTransport ? this.transport.pid : null;
    if (this.state === 'up' && pid !== null) status.pid = pid;
    if (this.getPace) status.gets = this.getPace.stats();
    status.calls = {
      inFlight: this.calls.inFlight,
      max: this.config.maxInFlight,
      refused: this.refusedBusy,
      callers: this.calls.callers,
    };
    return status;
  }

  async call(tool: string, args: Record<string, unknown>, options: CallOptions = {}): Promise<CallOutcome> {
    const server = this.name;
    const client = this.client;
    const transport = this.transport;
    if (this.state !== 'up' || client === undefined)
      return { kind: 'unavailable', server, message: this.downMessage() };
    if (options.signal?.aborted) return { kind: 'aborted', server };
    // A server that answers nothing holds each call to its deadline: past the bound, or past the caller's
    // share of it, the call is refused before a byte is sent, never queued, so calls pending (and the
    // arguments they hold) stay bounded and one caller's flood leaves slots for the others.
    const slot = this.calls.take(options.caller ?? ANY_CALLER);
    if (!('release' in slot)) return this.busy(slot.refused, slot.held);
    try {
      return await this.callOnce(client, transport, tool, args, options);
    } finally {
      slot.release();
    }
  }

  /** The refusal at max_in_flight or a caller's share; the log says so once a minute at most, with the count since. */
  private busy(refused: 'all' | 'share', held: number): CallOutcome {
    const max = this.config.maxInFlight;
    this.refusedBusy++;
    this.refusedUnlogged++;
    const now = Date.now();
    if (now - this.busyLoggedAt >= BUSY_LOG_MS) {
      this.opts.log(
        `backend "${this.name}" is at its max_in_flight (${max}) or a client's share of it: ${this.refusedUnlogged} call(s) refused without being sent`,
      );
      this.busyLoggedAt = now;
      this.refusedUnlogged = 0;
    }
    const message =
      refused === 'all'
        ? `backend "${this.name}" has ${max} calls in flight, its bound (max_in_flight in the tools file); this call was refused without being sent: try again when one ends`
        : `backend "${this.name}" has ${held} calls in flight from this client, its share of the bound (half of the ${max} slots of max_in_flight that other clients leave); this call was refused without being sent: try again when one of yours ends`;
    return { kind: 'busy', server: this.name, message };
  }

  private async callOnce(
    client: Client,
    transport: StdioClientTransport | StreamableHTTPClientTransport | undefined,
    tool: string,
    args: Record<string, unknown>,
    options: CallOptions,
  ): Promise<CallOutcome> {
    const server = this.name;
    const deadlineMs = Math.min(options.deadlineMs ?? this.config.deadlineMs, this.config.deadlineMs);
    const controller = new AbortController();
    let overran = false;
    const timer = setTimeout(() => {
      overran = true;
      controller.abort(new Error(`deadline of ${deadlineMs} ms passed`));
    }, deadlineMs);
    const onAbort = () => controller.abort(new Error('the caller went away'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      // Our own timer decides the deadline; the SDK's timeout is only a backstop that never fires first.
      const result = await client.callTool({ name: tool, arguments: args }, CallToolResultSchema, {
        signal: controller.signal,
        timeout: deadlineMs + 5_000,
      });
      // One spelling of each base64 payload: what is screened is what a client decodes (docs/mcp.md, "Round 47").
      const read = withCanonicalBase64(result as CallToolResult);
      if (read === undefined)
        return {
          kind: 'error',
          server,
          code: ErrorCode.InternalError,
          message: `backend "${server}" sent a result whose base64 data gate cannot read as one spelling; it was not passed on`,
        };
      // Fail closed rather than hand on a number JavaScript rounded (docs/mcp.md, "Round 35").
      if (passesInexactNumber(read))
        return {
          kind: 'error',
          server,
          code: ErrorCode.InternalError,
          message: `backend "${server}" sent a result holding a number gate cannot pass on exactly (an integer past 2^53 or a number past a double's range); it was not passed on`,
        };
      return { kind: 'result', server, result: read };
    } catch (err) {
      if (overran) return { kind: 'deadline', server, deadlineMs };
      if (options.signal?.aborted) return { kind: 'aborted', server };
      if (this.tooLong !== undefined && this.tooLong === transport) {
        this.drop(client, TOO_LONG);
        return {
          kind: 'unavailable',
          server,
          message: `backend "${server}" sent an answer longer than gate reads (${MAX_DOWNSTREAM_MESSAGE_BYTES} bytes); it is being restarted`,
        };
      }
      if (this.sessionLost !== undefined && this.sessionLost === transport) {
        this.drop(client, SESSION_LOST);
        return {
          kind: 'unavailable',
          server,
          message: `backend "${server}" ended gate's session (HTTP 404); gate is starting a new one`,
        };
      }
      // The SDK's own "connection closed" shares -32000 with a backend's own error (the first code of
      // JSON-RPC's server range): it is the SDK's only once the transport has closed (round 66).
      const gone = this.client !== client || client.transport === undefined;
      if (err instanceof McpError && (err.code !== ErrorCode.ConnectionClosed || !gone)) {
        // Round 65: an answer gate made in the backend's place (it cut or refused what came) is no answer.
        const refused = isGateRefusal(err.data) ? { refused: true as const } : {};
        return { kind: 'error', server, code: err.code, message: err.message, ...refused };
      }
      if (gone) {
        return {
          kind: 'unavailable',
          server,
          message: `backend "${server}" went away during the call; it is being restarted`,
        };
      }
      if (this.config.transport === 'http') {
        // A Streamable HTTP server has no process to watch: a failed exchange is how gate learns it is gone.
        this.drop(client, `the server could not be reached (${describe(err)})`);
        return {
          kind: 'unavailable',
          server,
          message: `backend "${server}" could not be reached; reconnecting`,
        };
      }
      return {
        kind: 'error',
        server,
        code: ErrorCode.InternalError,
        message: `backend "${server}" sent a malformed result`,
      };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  async close(): Promise<void> {
    this.state = 'closed';
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.transport = undefined;
    if (client) {
      client.onclose = undefined;
      await client.close().catch(() => undefined);
    }
  }

  /** One line a refused message, naming the bound, never a byte of it. */
  private readonly refused = (why: string) => this.opts.log(`backend "${this.name}" sent ${why}: refused`);

  private async connect(): Promise<void> {
    if (this.state === 'closed') return;
    this.state = 'connecting';
    const client = new Client(this.opts.clientInfo, { capabilities: {} });
    // The requests this transport's client sent and waits on: boundedWidth and an HTTP answer's reader share it.
    this.asked = new AskedIds();
    const transport = this.makeTransport(this.asked, (t) => void this.probeSession(client, t));
    // Transport errors surface as a failed request or a close; both are handled where they land, the one
    // for a message over the bound told apart so the log and the caller say why.
    client.onerror = (err) => {
      if (!isTooLong(err)) return;
      this.tooLong = transport;
      // The SDK closes a stdio transport itself, but would reopen an event stream and leave its call waiting.
      void client.close().catch(() => undefined);
    };
    boundedWidth(transport, this.name, this.refused, this.asked);
    boundOwed(transport, () => {
      this.owesTooMuch = transport;
      void client.close().catch(() => undefined);
    });
    try {
      await client.connect(transport, { timeout: this.config.connectTimeoutMs });
      const tools = this.namedTools(await this.listAll(client, this.config.connectTimeoutMs));
      if (this.isClosed()) {
        await client.close().catch(() => undefined);
        return;
      }
      client.onclose = () =>
        this.drop(
          client,
          this.tooLong === transport
            ? TOO_LONG
            : this.owesTooMuch === transport
              ? UNREAD
              : this.config.transport === 'stdio'
                ? 'the server process exited'
                : 'the connection closed',
        );
      // A flood of list_changed costs one tools/list in flight and one after it, not one each (round 26).
      client.setNotificationHandler(
        ToolListChangedNotificationSchema,
        coalesced(() => this.refresh(client)),
      );
      this.client = client;
      this.transport = transport;
      this.state = 'up';
      this.connectedAt = Date.now();
      this.opts.log(`backend "${this.name}" is up with ${tools.length} tool(s)`);
      this.setTools(tools);
      // A session that ended while connect ran (its probe's POST answered 404) is not kept until a call fails.
      if (this.sessionLost === transport) this.drop(client, SESSION_LOST);
    } catch (err) {
      const open = client.transport !== undefined;
      client.onclose = undefined;
      await client.close().catch(() => undefined);
      this.scheduleRetry(
        `it could not be started (${this.tooLong === transport ? TOO_LONG : this.owesTooMuch === transport ? UNREAD : this.sessionLost === transport ? SESSION_LOST : describe(err, open)})`,
      );
    }
  }

  /**
   * A 404 to the GET stream with gate's session id: the spec makes the GET an event stream or 405, and a
   * 404 on a session the sign it ended. A server may answer 404 for a GET it does not serve while its
   * session lives; dropping the client then failed every call in flight and reconnected for ever (each new
   * session's GET answered 404 again). So the session is asked once, with a ping (a POST on it): a 404 to
   * that is the session ended, handled as a POST's 404 is (dropped, a new one initialised); an answer is a
   * live session without a stream, said in one line, and nothing fails.
   */
  private async probeSession(client: Client, transport: StreamableHTTPClientTransport): Promise<void> {
    if (this.getProbed === transport) return;
    this.getProbed = transport;
    try {
      await client.ping({ timeout: this.config.connectTimeoutMs });
      this.opts.log(
        `backend "${this.name}" answered 404 to its GET stream while its session answers: taken as no stream (as a 405); calls go on`,
      );
    } catch {
      // The ping's own 404 dropped the client (the session ended); any other failure is left to the calls.
      if (this.sessionLost === transport && this.transport === transport && this.client === client)
        this.drop(client, SESSION_LOST);
    }
  }

  /** Read through a method: close() may have run while connect() awaited. */
  private isClosed(): boolean {
    return this.state === 'closed';
  }

  private makeTransport(
    asked: AskedIds,
    /** The GET stream was answered 404: asks the session whether it lives (probeSession). */
    probe: (transport: StreamableHTTPClientTransport) => void,
  ): StdioClientTransport | StreamableHTTPClientTransport {
    const c = this.config;
    if (c.transport === 'http') {
      // No request waits longer than the larger of its two timeouts and the SDK's 5 s backstop.
      const exchanges = new PostExchanges(Math.max(c.deadlineMs, c.connectTimeoutMs) + 5_000);
      const pace = new GetPace();
      this.getPace = pace;
      const transport = new StreamableHTTPClientTransport(c.url, {
        requestInit: { headers: c.headers },
        fetch: async (url, init) => {
          if (init?.method === 'GET') await pace.wait(init.signal);
          const res = await boundedFetch(url, exchangeInit(exchanges, init));
          // An answer to a request (or the GET stream) is read before the SDK parses it (docs/mcp.md, "Round 49").
          const own = init?.method === 'POST' ? requestIdOf(init.body) : undefined;
          // The spec's sign of a lost session, on a POST: the client is dropped and a new session
          // initialised (the SDK throws for this exchange; its call says why).
          if (res.status === 404 && new Headers(init?.headers).has('mcp-session-id')) {
            // On the GET stream, which the spec allows only an event stream or 405, a 404 is told apart
            // first: the session is asked (a ping, a POST) whether it lives. The SDK is handed a 405 (no
            // stream; it stops asking), and no call in flight fails unless the session really ended.
            if (init?.method === 'GET') {
              await res.body?.cancel().catch(() => undefined);
              probe(transport);
              return new Response(null, { status: 405, statusText: 'Method Not Allowed' });
            }
            this.sessionLost = transport;
            if (this.transport === transport && this.client !== undefined)
              this.drop(this.client, SESSION_LOST);
            return res;
          }
          // Any other status fails its own request only (round 49 left it dropping the whole server).
          if (init?.method === 'POST' && res.status >= 400 && own !== undefined)
            return statusAnswer(res, own, this.name, this.refused);
          if (!res.ok || res.status === 202 || (init?.method === 'POST' && own === undefined)) return res;
          return readAnswer(res, {
            server: this.name,
            asked,
            own,
            refused: this.refused,
            tooLong: isTooLong,
            maxBytes: MAX_DOWNSTREAM_MESSAGE_BYTES,
          });
        },
      });
      exchanges.watch(transport);
      return transport;
    }
    // Each line sorted and measured before the SDK parses it, as an HTTP answer is (docs/mcp.md, "Round 50").
    const lines = new StdioLines(this.name, asked, this.refused);
    return oneWriteAtATime(
      withLineBuffer(
        new StdioClientTransport({
          maxBufferSize: MAX_DOWNSTREAM_MESSAGE_BYTES,
          command: c.command,
          args: c.args,
          env: c.env,
          stderr: c.stderr,
          ...(c.cwd !== undefined ? { cwd: c.cwd } : {}),
        }),
        MAX_DOWNSTREAM_MESSAGE_BYTES,
        (line) => lines.screen(line),
      ),
    );
  }

  /** The live client died or stopped answering: forget it and restart after a backoff. */
  private drop(client: Client, reason: string): void {
    if (this.client !== client || this.state === 'closed') return;
    this.client = undefined;
    this.transport = undefined;
    client.onclose = undefined;
    void client.close().catch(() => undefined);
    if (Date.now() - this.connectedAt >= this.opts.stableMs) this.failures = 0;
    this.scheduleRetry(reason);
  }

  private scheduleRetry(reason: string): void {
    if (this.state === 'closed') return;
    this.state = 'down';
    const delay = Math.min(
      this.opts.backoff.initialMs * 2 ** Math.min(this.failures, 20),
      this.opts.backoff.maxMs,
    );
    this.failures++;
    this.restarts++;
    this.lastFailure = reason;
    this.nextAttemptAt = Date.now() + delay;
    this.opts.log(`backend "${this.name}": ${reason}; restarting in ${delay} ms (attempt ${this.failures})`);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }

  private async refresh(client: Client): Promise<void> {
    try {
      const tools = this.namedTools(await this.listAll(client, this.config.deadlineMs));
      if (this.client === client) this.setTools(tools);
    } catch {
      // The old list stays; a dead server is noticed by its close, not here.
    }
  }

  /** All the server's tools, saying in the log when its paging was cut short (the rest are not offered). */
  private async listAll(client: Client, deadlineMs: number): Promise<Tool[]> {
    const { tools, cut } = await listAllTools(client, deadlineMs);
    if (cut !== undefined)
      this.opts.log(
        `backend "${this.name}" ${cut === 'cursor' ? 'gave a tools/list cursor it gave before' : `pages tools/list past ${MAX_TOOL_PAGES} pages`}: the pages after it were not asked for; ${tools.length} tool(s) read`,
      );
    return tools;
  }

  /**
   * The tools whose name gate can list, route and record: a name that is empty, longer than a call may
   * name, or holds a control character (a terminal escape, a line break, a bidi override) is refused at
   * discovery, logged by count with the first quoted, and never listed or called.
   */
  private namedTools(tools: Tool[]): Tool[] {
    const { kept, refused, first, past, deep, firstDeep, lookalikes, firstLookalike } = offeredTools(tools);
    if (lookalikes > 0)
      this.opts.log(
        `backend "${this.name}" offers ${lookalikes} tool(s) whose name reads as a name it is not (first ${firstLookalike}): not offered`,
      );
    if (deep > 0)
      this.opts.log(
        `backend "${this.name}" offers ${deep} tool(s) whose metadata nests deeper than ${MAX_JSON_DEPTH} levels (first ${JSON.stringify(firstDeep)}): not offered`,
      );
    if (refused > 0)
      this.opts.log(
        `backend "${this.name}" offers ${refused} tool(s) whose name is empty, longer than ${MAX_TOOL_NAME} or holds a control character (first ${JSON.stringify(first)}): not offered`,
      );
    if (past > 0)
      this.opts.log(
        `backend "${this.name}" offers ${past} tool(s) past gate's bounds (${MAX_BACKEND_TOOLS} tools, ${MAX_BACKEND_TOOL_BYTES} bytes of metadata): not offered`,
      );
    return kept;
  }

  private setTools(tools: Tool[]): void {
    const changed = JSON.stringify(this.knownTools) !== JSON.stringify(tools);
    this.knownTools = tools;
    if (changed) this.opts.onToolsChanged();
  }

  private downMessage(): string {
    const name = this.name;
    if (this.state === 'closed') return `backend "${name}" is shut down`;
    if (this.state === 'connecting') return `backend "${name}" is starting; try again shortly`;
    const wait = Math.max(0, this.nextAttemptAt - Date.now());
    return `backend "${name}" is unavailable (${this.lastFailure}); restart attempt ${this.failures} in ${wait} ms`;
  }
}

/**
 * The tools gate can list, route and record, in the server's order: a name that is empty, longer than a
 * call may name, or holds a control character is refused (`refused`, the first quoted in `first`); past
 * MAX_BACKEND_TOOLS tools or MAX_BACKEND_TOOL_BYTES of metadata the rest are left out (`past`); a tool
 * whose metadata nests deeper than MAX_JSON_DEPTH is refused (`deep`, the first named in `firstDeep`).
 */
export function offeredTools(tools: Tool[]): {
  kept: Tool[];
  refused: number;
  first: string;
  past: number;
  deep: number;
  firstDeep: string;
  /** Names a reviewer or model reads as another (name-lookalikes.ts), the first escaped with its reason. */
  lookalikes: number;
  firstLookalike: string;
} {
  const kept: Tool[] = [];
  let lookalikes = 0;
  let firstLookalike = '';
  let refused = 0;
  let first = '';
  let deep = 0;
  let firstDeep = '';
  let bytes = 0;
  let past = 0;
  for (const tool of tools) {
    if (tool.name === '' || tool.name.length > MAX_TOOL_NAME || hasControl(tool.name)) {
      if (refused++ === 0) first = boundedToolName(tool.name);
      continue;
    }
    // Round 45: `rеad_file` (a Cyrillic е) or `read_file` with a tag character is listed beside the real one.
    const why = lookalikeToolName(tool.name);
    if (why !== undefined) {
      if (lookalikes++ === 0) firstLookalike = `${escapedName(tool.name)} ${why}`;
      continue;
    }
    // Measured and screened by walks that recurse: a schema 100,000 deep threw RangeError for the whole backend.
    if (valueNestingExceeds(tool, MAX_JSON_DEPTH)) {
      if (deep++ === 0) firstDeep = boundedToolName(tool.name);
      continue;
    }
    // Past a bound nothing more is measured: the count alone says how many were left out.
    if (past === 0 && kept.length < MAX_BACKEND_TOOLS) {
      bytes += JSON.stringify(tool).length;
      if (bytes <= MAX_BACKEND_TOOL_BYTES) {
        kept.push(tool);
        continue;
      }
    }
    past++;
  }
  return { kept, refused, first, past, deep, firstDeep, lookalikes, firstLookalike };
}

/**
 * `work` run one at a time: a call while it runs asks for one more run after it, however many calls came
 * (a run that starts after the last call sees everything the calls announced).
 */
export function coalesced(work: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await work().catch(() => undefined);
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}

/**
 * Every page of a server's tools/list, in order, and why paging stopped early: past MAX_TOOL_PAGES pages,
 * or at a cursor the server gave before (a loop: round 48's server answered the same page 100 times).
 */
export async function listAllTools(
  client: Pick<Client, 'listTools'>,
  deadlineMs: number,
): Promise<{ tools: Tool[]; cut?: 'pages' | 'cursor' }> {
  const tools: Tool[] = [];
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page++) {
    const res = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout: deadlineMs });
    for (const tool of res.tools) tools.push(tool);
    cursor = res.nextCursor;
    // More pages than gate offers tools are not asked for.
    if (cursor === undefined || tools.length > MAX_BACKEND_TOOLS) return { tools };
    if (cursors.has(cursor)) return { tools, cut: 'cursor' };
    cursors.add(cursor);
  }
  return { tools, cut: 'pages' };
}

/**
 * Counts the bytes of answers to the server's own requests that its transport has not delivered yet (a
 * stdio write waiting for the pipe to drain, an HTTP POST not answered) and calls `over` past
 * MAX_OWED_BYTES: a server that asks and never reads cannot make gate buffer answers without end.
 */
export function boundOwed(transport: Transport, over: () => void): void {
  const send = transport.send.bind(transport);
  let owed = 0;
  transport.send = (message, options) => {
    if (!('id' in message) || 'method' in message) return send(message, options);
    const bytes = JSON.stringify(message).length;
    owed += bytes;
    if (owed > MAX_OWED_BYTES) {
      over();
      return Promise.resolve();
    }
    return send(message, options).finally(() => {
      owed -= bytes;
    });
  };
}

/**
 * Reads each answer to a request gate sent, and each request or notification a downstream sends, for its
 * width before the SDK's schemas walk it member by member and item by item: past MAX_JSON_DEPTH levels,
 * MAX_ARG_ENTRIES distinct member names (the bound a model wire's upstream answer has, docs/wires.md
 * "Round 46") or MAX_ARG_ENTRIES array items in all (round 48: 300,000 empty text blocks, two names, took
 * 1.7 s and were handed on whole) an answer becomes a -32603 error for its id, so its request fails at
 * once and the server stays connected; a request or notification that wide is dropped. `refused` says
 * why, never what. A tools/list page is not held to the depth bound: offeredTools refuses a too-deep tool
 * by name and keeps the others (round 27); its width is bounded like any answer's (round 48: a page of
 * 60,000 tools was read whole to offer 1,000).
 */
export function boundedWidth(
  transport: Transport,
  server: string,
  refused: (why: string) => void,
  /**
   * The requests gate sent and has no answer to yet (whether their answer is held to the depth bound), keyed
   * as the SDK matches an answer: by Number(id), so `"5"`, `" 5"` or `"5.0"` answer request 5 (round 48: an
   * answer spelling its id as a string passed here unmeasured and was taken by the SDK).
   */
  asked: AskedIds = new AskedIds(),
): void {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if ('method' in message && 'id' in message)
      asked.sent(Number(message.id), message.method !== 'tools/list');
    if ('method' in message && message.method === 'notifications/cancelled')
      asked.done(Number(message.params?.requestId));
    return send(message, options);
  };
  let inner: Transport['onmessage'];
  // A watcher set before (PostExchanges) keeps its place: it is handed the wrapped handler.
  const prior = Object.getOwnPropertyDescriptor(transport, 'onmessage');
  // The SDK's Protocol sets onmessage when it connects: the handler it sets is wrapped, whenever that is.
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    get: () => (prior?.get ? prior.get.call(transport) : inner),
    set: (handler: Transport['onmessage']) => {
      const wrapped: Transport['onmessage'] =
        handler === undefined
          ? undefined
          : (message, extra) => {
              const answer = !('method' in message) && 'id' in message;
              const deepBound = answer ? asked.deepBound(Number(message.id)) : true;
              // An answer to nothing gate asked (or asked and was answered) is dropped here, as the SDK
              // would drop it, but without the error the SDK builds for each (round 48: 200,000 in one body).
              if (deepBound === undefined) return;
              if (answer) asked.done(Number(message.id));
              const depth = deepBound ? MAX_JSON_DEPTH : Number.POSITIVE_INFINITY;
              const wide = valueTooWide(message, depth, MAX_ARG_ENTRIES, MAX_ARG_ENTRIES);
              if (wide === undefined) return handler(message, extra);
              const why =
                wide === 'deep'
                  ? `a message nested deeper than ${MAX_JSON_DEPTH} levels`
                  : wide === 'names'
                    ? `a message spelling more than ${MAX_ARG_ENTRIES} distinct member names`
                    : `a message holding more than ${MAX_ARG_ENTRIES} array items`;
              refused(why);
              if (!answer) return;
              return handler(failed(message.id as string | number, server, why) as JSONRPCMessage, extra);
            };
      if (prior?.set) prior.set.call(transport, wrapped);
      else inner = wrapped;
    },
  });
}

/**
 * A stdio transport's writes one at a time: the SDK adds a drain listener to the pipe for each write that
 * waits, so a server that stops reading drew a MaxListenersExceededWarning past ten (round 26's open item).
 */
export function oneWriteAtATime<T extends Transport>(transport: T): T {
  const send = transport.send.bind(transport);
  let last: Promise<unknown> = Promise.resolve();
  transport.send = (message, options) => {
    const next = last.then(() => send(message, options));
    last = next.catch(() => undefined);
    return next;
  };
  return transport;
}

/** The SDK's stdio reader past its maxBufferSize, or boundedFetch's reader past the same bound. */
function isTooLong(err: unknown): boolean {
  if (err instanceof DownstreamTooLong) return true;
  const message = (err as { message?: unknown })?.message;
  // The SDK wraps a failed event stream's error in its own message ("SSE stream disconnected: ...").
  return (
    typeof message === 'string' &&
    (message.startsWith('ReadBuffer exceeded maximum size') || message.includes(TOO_LONG))
  );
}

class DownstreamTooLong extends Error {
  constructor() {
    super(TOO_LONG);
  }
}

/** A POST sent under its exchange's signal; the GET stream (list_changed, for hours) under its own. */
function exchangeInit(exchanges: PostExchanges, init: RequestInit | undefined): RequestInit | undefined {
  if (init?.method !== 'POST') return init;
  return { ...init, signal: exchanges.signalFor(init.body, init.signal) };
}

/**
 * fetch for a Streamable HTTP downstream whose body is read at most MAX_DOWNSTREAM_MESSAGE_BYTES a
 * message: a JSON body whole, an event stream from one blank line to the next (the GET stream that
 * carries list_changed lives for hours, so its total is not bounded, each event is).
 */
async function boundedFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (res.body === null) return res;
  const events = (res.headers.get('content-type') ?? '').toLowerCase().includes('text/event-stream');
  let held = 0;
  let count = { held: 0, last: 0 };
  const bounded = res.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (!events) held += chunk.length;
        else {
          count = eventBytesHeld(chunk, count.held, count.last);
          held = count.held;
        }
        if (held > MAX_DOWNSTREAM_MESSAGE_BYTES) controller.error(new DownstreamTooLong());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(bounded, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/**
 * The bytes since an event stream's last blank line after `chunk` (CRs counted, not ending a line), and
 * the last byte that was not CR: LF after LF (CRs between) ends an event. Line ends are found natively
 * (indexOf): round 49's loop over each byte in JavaScript cost ~60 ms of a 9.5 MB event (round 50).
 */
export function eventBytesHeld(
  chunk: Uint8Array,
  held: number,
  last: number,
): { held: number; last: number } {
  let from = 0;
  for (;;) {
    const lf = chunk.indexOf(10, from);
    let q = (lf === -1 ? chunk.length : lf) - 1;
    while (q >= from && chunk[q] === 13) q--;
    if (lf === -1) return { held: held + chunk.length - from, last: q >= from ? chunk[q]! : last };
    // Only CRs since the previous LF (or none): this LF ends an event.
    held = q < from && last === 10 ? 0 : held + (lf - from + 1);
    last = 10;
    from = lf + 1;
  }
}

/** A failure named by its kind and code only: error messages of a process or peer may carry bytes. */
function describe(err: unknown, open = false): string {
  if (err instanceof McpError) {
    if (err.code === ErrorCode.RequestTimeout) return 'no answer before the deadline';
    // -32000 on a transport still open is the backend's own error, not the SDK's "connection closed".
    if (err.code === ErrorCode.ConnectionClosed && !open) return 'it closed the connection';
    return `MCP error ${err.code}`;
  }
  const e = err as { code?: unknown; cause?: { code?: unknown }; name?: unknown };
  const code =
    typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code ?? (typeof e?.name === 'string' ? e.name : 'error');
}
