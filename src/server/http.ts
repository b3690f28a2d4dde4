// The HTTP request lifecycle, in the order it runs (docs/operations.md draws it):
//   match route -> trace id -> auth -> read body (bounded) -> parse JSON -> route.handle -> render fault -> log
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { GateError } from '../kernel/errors.js';
import type { KeyCheck } from './auth.js';
import { asGateError, sendError } from './error-body.js';
import { Lifeline } from './lifeline.js';
import type { GatewayMetrics } from './metrics.js';
import { resolveTraceId } from './trace-id.js';
import type { ErrorShape, RequestContext, Route } from './types.js';

export interface HttpOptions {
  routes: Route[];
  /** Absent: auth off (loopback use). */
  auth?: KeyCheck;
  maxBodyBytes: number;
  /** Time allowed to receive the whole request (headers and body). */
  requestTimeoutMs: number;
  log: Logger;
  metrics: GatewayMetrics;
}

export interface HttpGateway {
  server: Server;
  /** Requests being handled now; shutdown waits for them. */
  inFlight(): number;
  /** Aborts every in-flight request's signal (second signal during shutdown). */
  abortAll(): void;
}

const ROOT_ROUTE = '/';
const URL_BASE = 'http://gate.invalid';
/** A path URL parsing leaves as it is: no dot segments, nothing to percent-encode, no query, no `//` start. */
const PLAIN_PATH = /^\/(?!\/)[A-Za-z0-9\-_~!$&'()*+,;=:@%/]*$/;

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

  const server = createServer(
    { requestTimeout: opts.requestTimeoutMs, headersTimeout: Math.min(opts.requestTimeoutMs, 30_000) },
    (req, res) => {
      void handle(req, res);
    },
  );
  server.on('clientError', (_err, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = process.hrtime.bigint();
    const target = req.url ?? '/';
    // The common plain path is matched as sent; anything URL parsing might normalise goes through URL.
    const pathname = PLAIN_PATH.test(target) ? target : new URL(target, URL_BASE).pathname;
    const method = req.method ?? 'GET';
    const traceId = resolveTraceId(req.headers);
    res.setHeader('x-gate-trace-id', traceId);
    const abort = new Lifeline();
    active.add(abort);
    let onClosed: (() => void) | undefined;
    // The client going away aborts upstream work; a finished response does not.
    res.on('close', () => {
      if (!res.writableFinished) abort.abort(new Error('client closed the connection'));
      active.delete(abort);
      onClosed?.();
    });
    const access = { tools: [] as string[], verdicts: [] as string[] };
    let shape: ErrorShape = pathname.startsWith('/v1/messages') ? 'anthropic' : 'openai';
    let routeLabel = 'unmatched';
    try {
      const route = matchRoute(method, pathname);
      shape = route.errorShape;
      routeLabel = route.path;
      if (route.authorize) route.authorize(req.headers);
      else if (!route.public && opts.auth && !opts.auth.admits(req.headers)) {
        throw new GateError(
          'UNAUTHORIZED',
          'missing or invalid gateway key (send Authorization: Bearer <key> or x-api-key)',
        );
      }
      const rawBody =
        method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(req, opts.maxBodyBytes);
      const body = route.parseJson ? parseJsonBody(rawBody) : undefined;
      const agent =
        typeof req.headers['x-gate-agent'] === 'string'
          ? req.headers['x-gate-agent'].slice(0, 128)
          : undefined;
      const ctx = new HttpRequestContext(req, res, target, traceId, rawBody, body, abort, access, agent);
      await route.handle(ctx);
    } catch (err) {
      const fault = asGateError(err);
      if (fault.code === 'INTERNAL')
        opts.log.error({ trace_id: traceId, err: (err as Error)?.name }, 'internal fault');
      if (fault.code === 'BODY_TOO_LARGE') res.setHeader('connection', 'close');
      sendError(res, fault, shape);
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const finish = () => {
        opts.metrics.requestSeconds.observe(
          { route: routeLabel, method, status: String(res.statusCode) },
          ms / 1000,
        );
        opts.log.info(
          {
            trace_id: traceId,
            method,
            route: routeLabel,
            status: res.statusCode,
            ms: Math.round(ms * 100) / 100,
            ...(access.tools.length ? { tools: access.tools, verdicts: access.verdicts } : {}),
          },
          'request',
        );
      };
      if (res.writableFinished || res.destroyed) finish();
      else onClosed = finish;
    }
  }

  function matchRoute(method: string, path: string): Route {
    const exact = byPath.get(path);
    const candidates = exact ?? prefixed(path);
    if (!candidates) {
      // Real clients probe `HEAD /` (decisions.md section 5): answer it without auth.
      if (path === ROOT_ROUTE && (method === 'HEAD' || method === 'GET')) return rootRoute;
      throw new GateError('NOT_FOUND', `no route ${method} ${path}`);
    }
    const found = candidates.find((r) => r.method === method || (method === 'HEAD' && r.method === 'GET'));
    if (!found) {
      throw new GateError(
        'METHOD_NOT_ALLOWED',
        `${path} accepts ${candidates.map((r) => r.method).join(', ')}, not ${method}`,
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
      for (const a of active) a.abort(new Error('gateway shutting down'));
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
    private readonly target: string,
    readonly traceId: string,
    readonly rawBody: Buffer,
    readonly body: unknown,
    readonly signal: Lifeline,
    readonly access: RequestContext['access'],
    readonly agent: string | undefined,
  ) {}

  /** Parsed on first use: the model wires never read it for a request without a query string. */
  get url(): URL {
    this.#url ??= new URL(this.target, URL_BASE);
    return this.#url;
  }
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

/** Reads the body up to a bound; past it, stops reading and answers 413 (the connection is closed). */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.resume();
        reject(tooLarge(limit));
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
    req.on('aborted', () => {
      if (!done) {
        done = true;
        reject(new GateError('BAD_REQUEST', 'the client aborted the request body'));
      }
    });
  });
}

function tooLarge(limit: number): GateError {
  return new GateError(
    'BODY_TOO_LARGE',
    `request body exceeds the limit of ${limit} bytes (--max-body-bytes)`,
  );
}

/** Malformed JSON is a 400 that says where, never echoing the body. */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) throw new GateError('BAD_JSON', 'request body is empty; expected a JSON object');
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch (err) {
    const where = /position \d+/.exec((err as Error).message)?.[0];
    throw new GateError('BAD_JSON', `request body is not valid JSON${where ? ` (at ${where})` : ''}`);
  }
}
