// The HTTP request lifecycle, in the order it runs (docs/operations.md draws it):
//   match route -> trace id -> auth -> read body (bounded) -> parse JSON -> route.handle -> render fault -> log

import {
  createServer,
  type IncomingMessage,
  maxHeaderSize,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { agentName } from '../kernel/agent-name.js';
import { GateError } from '../kernel/errors.js';
import { MAX_JSON_DEPTH, MAX_JSON_NAMES } from '../kernel/json-depth.js';
import { readJsonStrict, TOO_MANY_NAMES } from '../kernel/json-strict.js';
import { undeclaredName } from '../kernel/tool-name.js';
import { clientOfAddress } from '../store/ledger-owners.js';
import { type AccessEntry, logRequest } from './access-log.js';
import type { KeyCheck } from './auth.js';
import { BodyBudget, type BodyBudgetOptions, type BodyReservation } from './body-budget.js';
import { ConnectionCaps, type ConnectionCapsOptions } from './connection-caps.js';
import { ConnectionQueue } from './connection-queue.js';
import { asGateError, errorBody, sendError } from './error-body.js';
import { HeadLines, refusedTarget } from './framing-shape.js';
import { onClientFin } from './half-close.js';
import { Lifeline } from './lifeline.js';
import {
  dropIncoming,
  isLingering,
  LINGER_IDLE_MS,
  LINGER_MIN_BYTES,
  LINGER_MS,
  type LingerBounds,
  lingerClose,
} from './linger.js';
import { type GatewayMetrics, statusLabel } from './metrics.js';
import { SendStallWatch } from './send-stall.js';
import type { ServedNames } from './served-names.js';
import { clientTraceId, mintTraceId, unreadableTraceHeader } from './trace-id.js';
import {
  KEEP_ALIVE_ADVERTISED_MS,
  KEEP_ALIVE_GRACE_MS,
  type TracedResponse,
  tracedResponse,
} from './traced-response.js';
import type { ErrorShape, RequestContext, Route } from './types.js';

export interface HttpOptions {
  routes: Route[];
  /** Absent: auth off (loopback use). */
  auth?: KeyCheck;
  /** The Host names and browser origins answered (docs/operations.md, "Served names"). */
  served: ServedNames;
  maxBodyBytes: number;
  /** Connections held open at once, in all and per client (connection-caps.ts). */
  connections: ConnectionCapsOptions;
  /** Request bodies held at once, in all and per client (body-budget.ts). */
  bodies: BodyBudgetOptions;
  /** Time allowed to receive the whole request (headers and body), and for a client to take response bytes. */
  requestTimeoutMs: number;
  log: Logger;
  metrics: GatewayMetrics;
  /**
   * What the access log keeps of a tool name a request's calls named (kernel/tool-name.ts
   * `recordedToolName` against the floor in force); absent: every name as its undeclared form.
   */
  recordedTool?: (name: string) => string;
}

export interface HttpGateway {
  server: Server;
  /** Requests being handled now; shutdown waits for them. */
  inFlight(): number;
  /** Aborts every in-flight request's signal (second signal during shutdown). */
  abortAll(): void;
  /**
   * Destroys every connection still open, those node:http no longer tracks too (a CONNECT's, one a framing
   * fault ended); returns how many. `server.closeAllConnections` sees only the ones it parses.
   */
  destroyAll(): number;
}

const ROOT_ROUTE = '/';
const URL_BASE = 'http://gate.invalid';
/** A path URL parsing leaves as it is: no dot segments, nothing to percent-encode, no query, no `//` start. */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-_~!$&'()*+,;=:@%/]*$/;
/** How often node:http looks for requests past their deadline, at most: the lateness a slow client sees. */
const MAX_DEADLINE_CHECK_MS = 1000;

/**
 * The most header fields a request may carry (Apache's default is 100; clients send a few dozen). node:http
 * drops fields past its count without a word, so a repeated Authorization or a Content-Encoding put past
 * them went unseen: gate keeps one more than the bound, and refuses a request that has it.
 */
export const MAX_HEADER_FIELDS = 256;
/** Pipelined requests one connection may have waiting behind the one in hand; past it, the connection is cut. */
export const MAX_PIPELINED = 32;
/**
 * Requests parsed behind a pipelining refusal (never started) before the line is cut: nothing waiting is
 * served, and the connection closes after the answer in hand, or at once when none was started (round 56).
 */
export const MAX_DROPPED = 64;

/** The request past MAX_PIPELINED, in its turn: refused in its route's shape, the connection's last answer. */
function refusePipelined(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('connection', 'close');
  res.setHeader('retry-after', '1');
  sendError(
    res,
    new GateError(
      'PIPELINE_FULL',
      `more than ${MAX_PIPELINED} requests were pipelined behind the one in hand on this connection; this one was not served and the connection closes: send it again on a new connection`,
    ),
    shapeOfPath(requestTarget(req.url ?? '').path),
  );
}
/** What a request's response is waiting on while its body is read: where a 408 must go, and in what shape. */
interface Receiving {
  req: IncomingMessage;
  res: ServerResponse;
  shape: ErrorShape;
}

export function createHttpGateway(opts: HttpOptions): HttpGateway {
  const byPath = new Map<string, Route[]>();
  const byPrefix = opts.routes.filter((r) => r.prefix);
  for (const route of opts.routes) {
    if (route.prefix) continue;
    const list = byPath.get(route.path) ?? [];
    list.push(route);
    byPath.set(route.path, list);
  }
  const active = new Set<Lifeline>();
  const receiving = new WeakMap<Socket, Receiving>();
  /** Each connection's last request answered while its body was still arriving. */
  const answeredUnread = new WeakMap<Socket, IncomingMessage>();
  /** Each connection's head in progress, and its last request's shape: where a refusal's route is read. */
  const heads = new HeadLines();
  const lastShape = new WeakMap<Socket, ErrorShape>();
  /** The shape a refusal without a response takes: JSON-RPC for the MCP route, else the two-wire body. */
  const refusalShape = (target: string | undefined, socket: Socket): ErrorShape | undefined => {
    const shape = target === undefined ? lastShape.get(socket) : shapeOfPath(requestTarget(target).path);
    return shape === 'jsonrpc' ? shape : undefined;
  };
  // Every admitted connection until it closes: shutdown destroys what is left, whoever holds it.
  const open = new Set<Socket>();
  // A peer may send up to a body's bound after a refusal: its answer must reach it all the same.
  const linger: LingerBounds = {
    idleMs: LINGER_IDLE_MS,
    ms: LINGER_MS,
    bytes: Math.max(LINGER_MIN_BYTES, opts.maxBodyBytes),
  };

  // node:http enforces both deadlines, but only when its connection check runs (every 30 s by default):
  // checking at a tenth of the deadline (at most each second) makes the configured deadline the real one.
  const checkEveryMs = Math.max(10, Math.min(MAX_DEADLINE_CHECK_MS, Math.floor(opts.requestTimeoutMs / 10)));
  const server = createServer(
    {
      ServerResponse: tracedResponse(),
      requestTimeout: opts.requestTimeoutMs,
      headersTimeout: opts.requestTimeoutMs,
      connectionsCheckingInterval: checkEveryMs,
      // node:http's own 400 for a missing Host has no body; the served-names check refuses it in shape.
      requireHostHeader: false,
    },
    (req, res) => {
      // Answered before its body was all read (a 401, a 404): node:http drains the rest; a fault during
      // that drain (the deadline, broken chunking) ends the connection, never answers the request again.
      res.once('finish', () => {
        if (!req.complete) answeredUnread.set(req.socket, req);
      });
      // One request per connection at a time (pipelining); nothing a request does may reject past here.
      // `res` is a TracedResponse: the class given above.
      line.run(
        req.socket,
        res,
        () => {
          handle(req, res as TracedResponse).catch((err: unknown) => lastResort(res, err));
        },
        () => refusePipelined(req, res),
      );
    },
  );
  server.maxHeadersCount = MAX_HEADER_FIELDS + 1;
  // A client's FIN after a whole request may end only its sending: node:http's default aborted the request in
  // hand, so a POST /mcp half-closed got no answer. Now node:http marks that response the last (it closes
  // through destroySoon: lingering, linger.ts) and half-close.ts tells a half-closed client from a gone one.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  const line = new ConnectionQueue(
    MAX_PIPELINED,
    () =>
      opts.log.warn(
        { max: MAX_PIPELINED },
        'too many pipelined requests on one connection; the next is refused and the connection closes',
      ),
    MAX_DROPPED,
    // Only logged: the request in hand keeps its answer, the refusal after it closes the connection.
    () =>
      opts.log.warn(
        { max: MAX_DROPPED },
        'pipelined requests kept coming after a refusal; nothing more is started, the connection closes',
      ),
  );
  // The same deadline, on the way out: a client that takes no response bytes for it is cut.
  const stalls = new SendStallWatch(opts.requestTimeoutMs, (socket) => {
    opts.log.warn(
      { ms: opts.requestTimeoutMs },
      'client took no response bytes within the deadline; connection cut',
    );
    socket.destroy();
  });
  const caps = new ConnectionCaps(opts.connections);
  const bodies = new BodyBudget(opts.bodies);
  let warnedAt = 0;
  server.on('connection', (socket: Socket) => {
    if (!caps.admit(socket)) {
      socket.destroy();
      opts.metrics.connectionsRefused.inc();
      // One line a second at most: the refusals themselves must not flood the log.
      const now = Date.now();
      if (now - warnedAt >= 1000) {
        warnedAt = now;
        opts.log.warn(
          opts.connections,
          'connection refused: a client or the gateway holds its most connections',
        );
      }
      return;
    }
    stalls.add(socket);
    heads.watch(socket);
    // node:http closes a connection after its last answer with destroySoon (end, then destroy once written),
    // which resets a peer still sending, so the answer is lost: it lingers instead (linger.ts).
    (socket as Socket & { destroySoon: () => void }).destroySoon = () => lingerClose(socket, linger);
    // A FIN while a request is in hand: answered if the client only half-closed (half-close.ts).
    socket.on('end', () => onClientFin(socket));
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  // An Expect other than 100-continue: node:http's own answer is a bare 417; this 400 says why, and the
  // unread body ends the connection.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const fault = new GateError('BAD_REQUEST', 'the Expect header names an expectation gate does not meet');
    const shape = refusalShape(req.url ?? '', req.socket);
    const body = JSON.stringify(shape ? errorBody(fault, shape) : neutralErrorBody(fault));
    res.writeHead(fault.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    });
    res.end(body);
  });
  // Expect: 100-continue: node:http said 100 before gate looked at the request, so a keyless client was
  // asked to send its body; now the same handler runs, and 100 goes out only when gate reads the body.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => server.emit('request', req, res));
  server.keepAliveTimeout = KEEP_ALIVE_ADVERTISED_MS + KEEP_ALIVE_GRACE_MS;
  const sweeping = setInterval(() => stalls.sweep(), checkEveryMs);
  sweeping.unref();
  server.on('close', () => clearInterval(sweeping));
  server.on('clientError', (err: Error & { code?: string }, socket: Socket) => {
    // Answered and closing: what still arrives is dropped, and the deadline does not cut it short.
    if (isLingering(socket)) return;
    // A first request deferred to the end of its read starts now, so the branches below find it as before.
    line.startPending(socket);
    const fault = framingFault(err);
    const answering = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (answeredUnread.get(socket)?.complete === false || answering?.writableEnded) {
      // Its request has its answer (sent, or being written); a second one (a 408 after a 401) would be read
      // as the next request's. What still arrives is dropped, and the connection closes after the answer.
      dropIncoming(socket, linger);
      if (answering && !answering.writableFinished)
        answering.once('finish', () => lingerClose(socket, linger));
      else lingerClose(socket, linger);
      return;
    }
    const waiting = receiving.get(socket);
    // A body node:http has read whole is not the one at fault: the fault is a request pipelined behind it.
    if (waiting && !waiting.res.headersSent && !waiting.req.complete) {
      // The request was being read: its 408 goes through its own response, in its route's shape.
      waiting.res.setHeader('connection', 'close');
      sendError(waiting.res, fault, waiting.shape);
      return;
    }
    if (answering && socket.writable) {
      // A request behind the one in hand (whose body was read) is broken: the answers before it are written,
      // then its refusal, then the connection closes. Before, the request in hand was cut without a word.
      dropIncoming(socket, linger);
      const shape = refusalShape(heads.targetOf(socket) ?? refusedTarget(err), socket);
      line.whenIdle(socket, () => endWith(socket, fault, linger, shape));
      return;
    }
    if (socket.writable && !(socket as Socket & { _httpMessage?: unknown })._httpMessage)
      endWith(socket, fault, linger, refusalShape(heads.targetOf(socket) ?? refusedTarget(err), socket));
    else socket.destroy();
  });
  // CONNECT (a tunnel request): node:http closed the socket without a word; gate is no proxy, and says so.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const fault = new GateError('METHOD_NOT_ALLOWED', 'gate is not a proxy: CONNECT is not served');
    endWith(socket, fault, linger, refusalShape(req.url ?? '', socket));
  });

  function lastResort(res: ServerResponse, err: unknown): void {
    opts.log.error({ err: (err as Error)?.name ?? typeof err }, 'request failed outside its error handling');
    try {
      if (!res.headersSent) sendError(res, asGateError(err), 'openai');
      else res.destroy();
    } catch {
      res.destroy();
    }
  }

  async function handle(req: IncomingMessage, res: TracedResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const method = req.method ?? 'GET';
    // Round 62: a fresh id until the request is admitted past the key step; only then the client's own
    // (adoptClientTrace below). Put in the head as it is written (traced-response.ts), whatever writes it.
    let traceId = mintTraceId();
    res.traceId = traceId;
    const abort = new Lifeline();
    active.add(abort);
    let onClosed: (() => void) | undefined;
    let closed = false;
    // The client going away aborts upstream work; a finished response does not.
    res.on('close', () => {
      closed = true;
      heads.ended(req.socket);
      if (!res.writableFinished) abort.abort(new Error('client closed the connection'));
      active.delete(abort);
      onClosed?.();
    });
    const access: RequestContext['access'] = { tools: [], verdicts: [] };
    const target = requestTarget(req.url ?? '');
    let shape = shapeOfPath(target.path);
    lastShape.set(req.socket, shape);
    heads.started(req.socket);
    let routeLabel = 'unmatched';
    let bodyTaken = false;
    try {
      // A body gate never reads (GET, HEAD) is drained by node:http after the answer: a long one ends the connection.
      if ((method === 'GET' || method === 'HEAD') && drainTooLong(req)) res.setHeader('connection', 'close');
      if (target.fault) throw target.fault;
      const unframed = http10Coding(req);
      if (unframed) {
        // Its body is framed two ways: the connection cannot carry another request after it.
        res.setHeader('connection', 'close');
        throw unframed;
      }
      const refused =
        repeatedSingleField(req.rawHeaders) ?? opts.served.refusal(req.headers, target.authority);
      if (refused) throw refused;
      const route = matchRoute(method, target.path);
      shape = route.errorShape;
      routeLabel = route.path;
      let principal: string | undefined;
      if (route.authorize) route.authorize(req.headers);
      else if (!route.public && opts.auth) {
        const who = opts.auth.identify(req.headers);
        if (who === false)
          throw new GateError(
            'UNAUTHORIZED',
            'missing or invalid gateway key (send Authorization: Bearer <key> or x-api-key)',
          );
        principal = who;
      }
      // Round 57, second pass: a trace the client names and gate cannot read is refused, never replaced.
      if (!route.public) {
        const unread = unreadableTraceHeader(req.headers);
        if (unread) throw unread;
      }
      // Round 62: the client's trace id is echoed and logged only for a caller gate admitted (docs/wires.md,
      // "Round 62 (redteam2-r62)"): a refused or keyless one is answered and logged under the fresh id.
      const sent = admitted(route, opts.auth !== undefined) ? clientTraceId(req.headers) : undefined;
      if (sent !== undefined) {
        traceId = sent;
        res.traceId = sent;
      }
      let rawBody = EMPTY;
      if (method !== 'GET' && method !== 'HEAD') {
        const unread = codingRefusal(req.headers);
        if (unread) {
          // The body stays unread: the connection cannot carry another request after it.
          res.setHeader('connection', 'close');
          throw unread;
        }
        receiving.set(req.socket, { req, res, shape });
        const held = bodies.open(clientOfAddress(req.socket.remoteAddress));
        // The body's bytes stay reserved while the request holds them: until its answer is done.
        res.once('close', () => held.release());
        try {
          bodyTaken = true;
          rawBody = await readBody(req, opts.maxBodyBytes, held, res);
        } finally {
          receiving.delete(req.socket);
        }
      }
      const body = route.parseJson ? parseJsonBody(rawBody) : undefined;
      const agent = agentName(req.headers['x-gate-agent']);
      const ctx = new HttpRequestContext(req, res, target.url, traceId, rawBody, body, abort, access, agent);
      if (principal !== undefined) ctx.principal = principal;
      await route.handle(ctx);
    } catch (err) {
      const fault = asGateError(err);
      if (fault.code === 'INTERNAL')
        opts.log.error({ trace_id: traceId, err: (err as Error)?.name }, 'internal fault');
      if (fault.code === 'BODY_TOO_LARGE') res.setHeader('connection', 'close');
      // Refused before its body was read (no key, no route): node:http would drain it whole, unauthenticated.
      if (!bodyTaken && drainTooLong(req)) res.setHeader('connection', 'close');
      if (fault.code === 'GATEWAY_BUSY') {
        // The body stays unread: the connection cannot carry another request after it.
        res.setHeader('connection', 'close');
        res.setHeader('retry-after', '1');
        opts.metrics.requestBodiesRefused.inc();
      }
      sendError(res, fault, shape);
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const finish = () => {
        opts.metrics.requestSeconds.observe(
          { route: routeLabel, method, status: statusLabel(res.statusCode) },
          ms / 1000,
        );
        logRequest(opts.log, {
          trace_id: access.trace ?? traceId,
          method,
          route: routeLabel,
          status: res.statusCode,
          ms: Math.round(ms * 100) / 100,
          ...(access.tools.length ? loggedDecisions(access, opts.recordedTool ?? undeclaredName) : {}),
        });
      };
      // A client gone before the handler finished (a body cut mid-way) has had its close already: log now.
      if (res.writableFinished || res.destroyed || closed) finish();
      else onClosed = finish;
    }
  }

  function matchRoute(method: string, path: string): Route {
    const exact = byPath.get(path);
    const candidates = exact ?? prefixed(path);
    if (!candidates) {
      // Real clients probe `HEAD /` (docs/design.md §5): answer it without auth.
      if (path === ROOT_ROUTE && (method === 'HEAD' || method === 'GET')) return rootRoute;
      // The request's own bytes (method, path) are never written back: a miss says only that it missed.
      throw new GateError('NOT_FOUND', 'no route for this method and path');
    }
    const found = candidates.find((r) => r.method === method || (method === 'HEAD' && r.method === 'GET'));
    if (!found) {
      throw new GateError(
        'METHOD_NOT_ALLOWED',
        `${(candidates[0] as Route).path} accepts ${candidates.map((r) => r.method).join(', ')}, not the method sent`,
      );
    }
    return found;
  }

  /** Routes whose path is a prefix of this one (a resource id follows), or undefined. */
  function prefixed(path: string): Route[] | undefined {
    const found = byPrefix.filter((r) => path.startsWith(r.path) && path.length > r.path.length);
    return found.length > 0 ? found : undefined;
  }

  return {
    server,
    inFlight: () => active.size,
    abortAll: () => {
      // A GateError reason: the client is still there, so a stream ends with an error event in its wire's shape.
      const reason = new GateError(
        'SHUTTING_DOWN',
        'the gateway is shutting down; the request was cut short',
      );
      for (const a of active) a.abort(reason);
    },
    destroyAll: () => {
      const count = open.size;
      for (const socket of open) socket.destroy();
      open.clear();
      return count;
    },
  };
}

/**
 * One request's context. A class, not an object literal: a literal with a getter (the lazy `url`)
 * made every request's objects outlive V8's young generation, and the young collections under load
 * took 4 to 7 ms instead of under 1 (docs/wires.md, "where the p99 goes").
 */
class HttpRequestContext implements RequestContext {
  #url: URL | undefined;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    /** An absolute URL string that is known to parse. */
    private readonly href: string,
    public traceId: string,
    readonly rawBody: Buffer,
    readonly body: unknown,
    readonly signal: Lifeline,
    readonly access: RequestContext['access'],
    readonly agent: string | undefined,
  ) {}

  principal?: string;

  joinTrace(traceId: string): void {
    this.traceId = traceId;
    this.access.trace = traceId;
    // Not yet in the head (traced-response.ts puts it in as the head is written): the head names it.
    if (!this.res.headersSent) (this.res as TracedResponse).traceId = traceId;
  }

  /** Parsed on first use: the model wires never read it for a request without a query string. */
  get url(): URL {
    this.#url ??= new URL(this.href);
    return this.#url;
  }
}

/** A request target as gate reads it; parsing it never throws, a bad one is a fault to render. */
interface Target {
  /** The path to match routes on ('' when the target is not one gate reads). */
  path: string;
  /** An absolute URL string for ctx.url, known to parse. */
  url: string;
  /** The authority of an absolute-form target, checked like Host. */
  authority?: string;
  fault?: GateError;
}

/**
 * Origin-form (`/path?query`) is read as a path of gate's own origin, never resolved against it (`//x` is
 * a path, not a host); absolute-form (`http://host/path`) is read, and its host checked as Host is; any
 * other form (`*`, `host:port`, junk) is a 400.
 */
export function requestTarget(raw: string): Target {
  if (PLAIN_PATH.test(raw)) return { path: raw, url: URL_BASE + raw };
  const absolute = /^https?:\/\//i.test(raw);
  if (raw.startsWith('/') || absolute) {
    try {
      const url = new URL(absolute ? raw : URL_BASE + raw);
      const local = URL_BASE + url.pathname + url.search;
      return absolute
        ? { path: url.pathname, url: local, authority: url.host }
        : { path: url.pathname, url: local };
    } catch {
      // fall through to the 400
    }
  }
  return {
    path: '',
    url: URL_BASE,
    fault: new GateError(
      'BAD_REQUEST',
      'the request target is not a path gate can read (expected /path or an absolute http URL)',
    ),
  };
}

/**
 * Answers a connection that has no response object with a fault in the two-shape body, and closes it with
 * a lingering close (linger.ts): the peer may still be sending the head or body gate refused.
 */
function endWith(socket: Socket, fault: GateError, linger: LingerBounds, shape?: ErrorShape): void {
  const body = JSON.stringify(shape ? errorBody(fault, shape) : neutralErrorBody(fault));
  socket.end(
    `HTTP/1.1 ${fault.status} ${STATUS_CODES[fault.status]}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
  lingerClose(socket, linger);
}

/**
 * node:http's bound on a head (and on a chunked body's trailers), 16 KiB unless the operator set
 * `--max-http-header-size`: the refusal names the bound in force, not the default. Read when a head overflows,
 * not at load: serve's start-up snapshot evaluates this module before node:http can load.
 */
const headersTooLarge = (): string =>
  `the request line and headers (or trailers) exceed ${
    maxHeaderSize % 1024 === 0 ? `${maxHeaderSize / 1024} KiB` : `${maxHeaderSize} bytes`
  } (node's --max-http-header-size)`;

/** The fault a connection-level parse or deadline error becomes. */
function framingFault(err: Error & { code?: string }): GateError {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return new GateError('REQUEST_TIMEOUT', 'the request was not received within --request-timeout-ms');
  if (err.code === 'HPE_HEADER_OVERFLOW') return new GateError('HEADERS_TOO_LARGE', headersTooLarge());
  return new GateError('BAD_REQUEST', 'the request is not valid HTTP/1.1');
}

/**
 * Before a request line is read there is no route to take a shape from: this body is both an Anthropic
 * error (`type`, `error.type`, `error.message`) and an OpenAI one (`error.message`, `type`, `code`).
 */
export function neutralErrorBody(err: GateError): Record<string, unknown> {
  const openai = errorBody(err, 'openai') as { error: Record<string, unknown> };
  const anthropic = errorBody(err, 'anthropic') as { error: Record<string, unknown> };
  return { type: 'error', error: { ...openai.error, type: anthropic.error.type } };
}

const EMPTY: Buffer = Buffer.alloc(0);

/** The most unread body bytes node:http may drain to keep a connection after an answer (docs/operations.md, Round 28). */
export const UNREAD_DRAIN_MAX_BYTES = 64 * 1024;

/** The request's body, left unread, is longer than a drain should read, or of a length not declared. */
function drainTooLong(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return !req.complete;
  const declared = Number(req.headers['content-length'] ?? 0);
  return !req.complete && !(declared <= UNREAD_DRAIN_MAX_BYTES);
}

/** How node:http tells `checkContinue` from `checkExpectation` (lib/_http_server.js), so the two agree. */
const CONTINUE = /(?:^|\W)100-continue(?:$|\W)/i;

/** The client sent `Expect: 100-continue` and waits for the 100 before its body. */
function continueAwaited(req: IncomingMessage): boolean {
  const expect = req.headers.expect;
  return expect !== undefined && CONTINUE.test(expect);
}

/**
 * A body gate would read other than the client meant it: a content coding (gzip, br, ...) or a transfer
 * coding besides chunked (node:http undoes only chunked). gate judges the bytes it reads and forwards
 * what it judged, so a coded body is refused, never judged as its coded bytes (docs/operations.md,
 * "Limits and shutdown").
 */
export function codingRefusal(headers: IncomingMessage['headers']): GateError | undefined {
  const content = headers['content-encoding'];
  if (content !== undefined && content.trim().toLowerCase() !== 'identity') {
    return new GateError(
      'UNSUPPORTED_MEDIA_TYPE',
      'request bodies with a Content-Encoding are not read; send the body uncompressed',
    );
  }
  const transfer = headers['transfer-encoding'];
  if (transfer !== undefined && transfer.trim().toLowerCase() !== 'chunked') {
    return new GateError(
      'UNSUPPORTED_MEDIA_TYPE',
      'request bodies with a Transfer-Encoding other than chunked are not read',
    );
  }
  return undefined;
}

/**
 * An HTTP/1.0 request with a Transfer-Encoding: HTTP/1.0 has no transfer codings, so a proxy in front may
 * read its body by Content-Length or as none while node:http reads it chunked, and the bytes one takes for
 * a body the other takes for a request. RFC 9112 §6.1: such framing is faulty; refused, then closed.
 */
export function http10Coding(req: IncomingMessage): GateError | undefined {
  if (req.httpVersionMinor !== 0 || req.headers['transfer-encoding'] === undefined) return undefined;
  return new GateError(
    'BAD_REQUEST',
    'an HTTP/1.0 request cannot carry a Transfer-Encoding (RFC 9112 section 6.1); send Content-Length',
  );
}

/** Fields a request may carry once; node:http keeps the first of each and drops the rest without a word. */
const SINGLE_FIELDS: ReadonlyMap<string, string> = new Map([
  ['host', 'Host'],
  ['authorization', 'Authorization'],
]);

/**
 * A repeated Host or Authorization header is a 400 (RFC 9110: each is one value): node:http keeps the
 * first, and a proxy in front that reads the last would route, or authenticate, a request gate reads
 * as another. More header fields than gate reads is a 431: the ones past them would go unseen.
 */
export function repeatedSingleField(raw: string[]): GateError | undefined {
  if (raw.length / 2 > MAX_HEADER_FIELDS)
    return new GateError('HEADERS_TOO_LARGE', `the request has more than ${MAX_HEADER_FIELDS} header fields`);
  let seen: Set<string> | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (name.length !== 4 && name.length !== 13) continue;
    const lower = name.toLowerCase();
    const label = SINGLE_FIELDS.get(lower);
    if (label === undefined) continue;
    seen ??= new Set();
    if (seen.has(lower)) return new GateError('BAD_REQUEST', `the request has more than one ${label} header`);
    seen.add(lower);
  }
  return undefined;
}

/** The most decisions one access-log line names; an answer may carry any number of calls. */
const MAX_LOGGED_DECISIONS = 64;

/** A request's decisions as its log line carries them: names cut to the name bound, at most 64 of them. */
function loggedDecisions(
  access: RequestContext['access'],
  recorded: (name: string) => string,
): Pick<AccessEntry, 'tools' | 'verdicts' | 'decisions'> {
  const n = Math.min(access.tools.length, MAX_LOGGED_DECISIONS);
  return {
    tools: access.tools.slice(0, n).map((name) => recorded(name)),
    verdicts: access.verdicts.slice(0, n),
    ...(access.tools.length > n ? { decisions: access.tools.length } : {}),
  };
}

const rootRoute: Route = {
  method: 'GET',
  path: ROOT_ROUTE,
  errorShape: 'openai',
  public: true,
  async handle(ctx) {
    ctx.res.writeHead(200, { 'content-type': 'text/plain' });
    ctx.res.end(ctx.req.method === 'HEAD' ? undefined : 'gate\n');
  },
};

/**
 * Reads the body up to a bound; past it, stops reading and answers 413 (the connection is closed). With a
 * reservation, the body's bytes are held against the gateway's body budget (503 past it).
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  held?: BodyReservation,
  res?: ServerResponse,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(tooLarge(limit));
  }
  // A declared length is reserved before a byte is read: a body that could not be held is never begun.
  const refused = Number.isFinite(declared) ? held?.reserveUpTo(declared) : undefined;
  if (refused) return Promise.reject(refused);
  if (res && continueAwaited(req)) res.writeContinue();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      const fault = size > limit ? tooLarge(limit) : held?.reserveUpTo(size);
      if (fault) {
        done = true;
        req.resume();
        reject(fault);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks, size));
      }
    });
    req.on('error', (err) => {
      if (!done) {
        done = true;
        reject(new GateError('BAD_REQUEST', `request body could not be read: ${err.message}`));
      }
    });
    const aborted = () => {
      if (!done) {
        done = true;
        reject(new GateError('BAD_REQUEST', 'the client aborted the request body'));
      }
    };
    req.on('aborted', aborted);
    // A client that half-closes mid-body is answered 400 by the clientError handler and its request sees
    // no further event: the response closing ends the read, else the request would never finish.
    res?.once('close', aborted);
  });
}

function tooLarge(limit: number): GateError {
  return new GateError(
    'BODY_TOO_LARGE',
    `request body exceeds the limit of ${limit} bytes (--max-body-bytes)`,
  );
}

/**
 * Malformed JSON is a 400 that says where, never echoing the body. The strict reader refuses a repeated
 * key: gate forwards the client's own bytes when it changed nothing, and an upstream that keeps the first
 * of two `"content"` keys would read what gate never judged (docs/wires.md, "Faithfulness").
 */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) throw new GateError('BAD_JSON', 'request body is empty; expected a JSON object');
  const read = readJsonStrict(raw.toString('utf8'), MAX_JSON_DEPTH, MAX_JSON_NAMES);
  if (read.ok) return read.value;
  if (read.error.startsWith(TOO_MANY_NAMES))
    throw new GateError(
      'BAD_JSON',
      `request body spells more than ${MAX_JSON_NAMES} distinct member names (gate's JSON name bound)`,
    );
  if (read.error.startsWith('nesting deeper'))
    throw new GateError(
      'BAD_JSON',
      `request body nests deeper than ${MAX_JSON_DEPTH} levels (gate's JSON depth bound)`,
    );
  throw new GateError('BAD_JSON', `request body is not valid JSON (${read.error})`);
}

/** A fault before a route matches answers in the shape its path's wire reads (docs/design.md §5). */
function shapeOfPath(path: string): ErrorShape {
  if (path.startsWith('/v1/messages')) return 'anthropic';
  if (path === '/mcp' || path.startsWith('/mcp/')) return 'jsonrpc';
  return 'openai';
}

/**
 * Round 62: whether a request passed gate's key step, so the trace id it names is its own to have echoed:
 * a keyed route whose check passed (or a gate that holds no keys); a public route only on a keyless gate.
 */
function admitted(route: Route, keyed: boolean): boolean {
  return route.public !== true || route.authorize !== undefined || !keyed;
}
