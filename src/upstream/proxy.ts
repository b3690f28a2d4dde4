// Proxy mode's upstream: the operator's model endpoint behind --base-url, reached over node:http(s) with
// one keep-alive connection pool per gateway (Node's global fetch cost several times the CPU per request).
// It answers a web `Response` as fetch did, and does what fetch did for it: follows redirects, decodes
// gzip/deflate/br bodies. The provider key goes in the provider's own header; the client's credentials
// never do. Faults become GateError: no answer in time is UPSTREAM_TIMEOUT (504), anything else that stops
// an answer is UPSTREAM_UNREACHABLE (502).
import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { urlToHttpOptions } from 'node:url';
import { constants, createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { GateError } from '../kernel/errors.js';
import type { Upstream, UpstreamInit } from '../server/types.js';

export interface ProxyUpstreamOptions {
  /** The provider's /v1 base, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  provider: 'openai' | 'anthropic';
  /** The provider key from --api-key-env; omitted for keyless local endpoints. */
  apiKey?: string;
  /** Longest wait for the response headers, and for each next piece of the body (an idle limit, not a total). */
  timeoutMs: number;
}

/** The messages API version sent when the client names none (the one every current client speaks). */
export const DEFAULT_ANTHROPIC_VERSION = '2023-06-01';

/** Headers never taken from the caller: credentials and what the HTTP client computes itself. */
const NEVER_FORWARDED = new Set([
  'authorization',
  'x-api-key',
  'proxy-authorization',
  'cookie',
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'accept-encoding',
]);

/** Idle pooled connections are closed after this (undici's default), or sooner when the server says so. */
const KEEP_ALIVE_MS = 4000;
/** Distinct query-less upstream paths whose parsed URL is kept. */
const MAX_CACHED_TARGETS = 32;
/** Content codings decoded at most, as fetch does. */
const MAX_CODINGS = 5;
/** Redirects followed before giving up, as fetch does. */
const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Statuses whose response has no body (fetch's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/** Request headers that describe the body; dropped with it when a redirect turns the request into a GET. */
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-language', 'content-location'];
/** Credentials that never follow a redirect to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'x-api-key', 'proxy-authorization', 'cookie'];

interface Pools {
  http: HttpAgent;
  https: HttpsAgent;
}

export function createProxyUpstream(options: ProxyUpstreamOptions): Upstream {
  const base = options.baseUrl.replace(/\/+$/, '');
  // One pool per gateway, so every request after the first finds a warm connection.
  const agentOptions = { keepAlive: true, timeout: KEEP_ALIVE_MS, scheduling: 'lifo' as const };
  const pools: Pools = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  // The wires call a handful of fixed paths: each is parsed once; paths with a query are parsed each time.
  const targets = new Map<string, URL>();
  const target = (path: string): URL => {
    let url = targets.get(path);
    if (url) return url;
    url = new URL(`${base}${path}`);
    if (!path.includes('?') && targets.size < MAX_CACHED_TARGETS) targets.set(path, url);
    return url;
  };
  return async (path: string, init: UpstreamInit): Promise<Response> => {
    const headers = upstreamHeaders(options, init);
    const watchdog = new Watchdog(options.timeoutMs, init.signal);
    let res: IncomingMessage;
    let method = init.method;
    try {
      ({ res, method } = await exchange(pools, target(path), init, headers, watchdog));
    } catch (err) {
      watchdog.stop();
      throw watchdog.fault(err, 'headers');
    }
    return toResponse(res, method, watchdog);
  };
}

function upstreamHeaders(options: ProxyUpstreamOptions, init: UpstreamInit): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name in init.headers) {
    const lower = name.toLowerCase();
    if (!NEVER_FORWARDED.has(lower)) headers[lower] = init.headers[name];
  }
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  headers['accept'] ??= 'application/json, text/event-stream';
  // What fetch sent: its user agent when the client named none, and the codings it decodes.
  headers['user-agent'] ??= 'node';
  headers['accept-encoding'] = 'gzip, deflate, br';
  if (options.provider === 'anthropic') {
    headers['anthropic-version'] ??= DEFAULT_ANTHROPIC_VERSION;
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
  } else if (options.apiKey) {
    headers['authorization'] = `Bearer ${options.apiKey}`;
  }
  return headers;
}

/** Sends the request, following redirects the way fetch does; resolves with the final response head. */
async function exchange(
  pools: Pools,
  first: URL,
  init: UpstreamInit,
  firstHeaders: OutgoingHttpHeaders,
  watchdog: Watchdog,
): Promise<{ res: IncomingMessage; method: string }> {
  let url = first;
  let method = init.method;
  let body = init.body;
  let headers = firstHeaders;
  for (let hops = 0; ; hops++) {
    const res = await send(pools, url, method, headers, body, watchdog);
    const location = res.headers.location;
    if (!REDIRECT_STATUSES.has(res.statusCode ?? 0) || location === undefined) return { res, method };
    // The redirect's own body is not wanted; reading it lets the connection go back to the pool.
    res.resume();
    if (hops >= MAX_REDIRECTS) throw new Error('redirect count exceeded');
    const next = new URL(location, url);
    const status = res.statusCode ?? 0;
    headers = { ...headers };
    if (((status === 301 || status === 302) && method === 'POST') || (status === 303 && method !== 'HEAD')) {
      method = 'GET';
      body = undefined;
      for (const name of BODY_HEADERS) delete headers[name];
    }
    if (next.origin !== url.origin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
    url = next;
  }
}

function send(
  pools: Pools,
  url: URL,
  method: string,
  headers: OutgoingHttpHeaders,
  body: string | undefined,
  watchdog: Watchdog,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    if (!secure && url.protocol !== 'http:') {
      reject(new Error(`unsupported protocol ${url.protocol}`));
      return;
    }
    const sent = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
    const options = {
      ...requestTarget(url),
      method,
      headers: sent,
      agent: secure ? pools.https : pools.http,
    };
    const onResponse = (res: IncomingMessage): void => {
      watchdog.res = res;
      resolve(res);
    };
    const req = secure ? httpsRequest(options, onResponse) : httpRequest(options, onResponse);
    // Errors after the head arrived surface on the response (the body stream), not here.
    req.on('error', reject);
    watchdog.watch(req);
    req.end(body);
  });
}

/** Host, port and path of each cached target URL, converted once (node:http converts a URL on every call). */
const requestTargets = new WeakMap<URL, ReturnType<typeof urlToHttpOptions>>();

function requestTarget(url: URL): ReturnType<typeof urlToHttpOptions> {
  let options = requestTargets.get(url);
  if (!options) {
    options = urlToHttpOptions(url);
    requestTargets.set(url, options);
  }
  return options;
}

/** The response as fetch would give it: a web `Response`, its body decoded and guarded by the watchdog. */
function toResponse(res: IncomingMessage, method: string, watchdog: Watchdog): Response {
  const status = res.statusCode ?? 0;
  // Name/value pairs straight from the wire (duplicates kept apart), converted once by the Response.
  const headers: [string, string][] = [];
  const raw = res.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.push([raw[i]!, raw[i + 1]!]);
  const init: ResponseInit = { status, statusText: res.statusMessage ?? '', headers };
  if (method === 'HEAD' || method === 'CONNECT' || NULL_BODY_STATUSES.has(status)) {
    watchdog.stop();
    res.resume();
    try {
      return new Response(null, init);
    } catch {
      throw new GateError(
        'UPSTREAM_UNREACHABLE',
        `the upstream model endpoint answered with status ${status}`,
      );
    }
  }
  // Until someone reads the body, gate (not upstream) is the one taking its time.
  watchdog.pause();
  try {
    return new ProxyResponse(decoded(res, res.headers['content-encoding']), watchdog, init);
  } catch (err) {
    watchdog.stop();
    res.destroy();
    if (err instanceof GateError) throw err;
    // A status outside 200..599, an odd reason phrase or a header value a web Response refuses.
    throw new GateError('UPSTREAM_UNREACHABLE', `the upstream model endpoint answered with status ${status}`);
  }
}

/** What ProxyResponse answers itself rather than from the (empty) body it gave the base class. */
type BodyMembers = 'body' | 'bodyUsed' | 'arrayBuffer' | 'text' | 'json' | 'blob' | 'formData' | 'clone';
// The base typed without the body members, which the subclass redefines as accessors and methods.
const ResponseBase: new (body: null, init: ResponseInit) => Omit<Response, BodyMembers> = Response;

/**
 * A web Response over the node response. `text()`, `arrayBuffer()` and `json()` read the socket directly;
 * `body` builds the web stream only when asked for (a stream costs more than the rest of a small read).
 */
class ProxyResponse extends ResponseBase {
  readonly #source: Readable;
  readonly #watchdog: Watchdog;
  #stream: ReadableStream<Uint8Array> | undefined;
  #read = false;

  constructor(source: Readable, watchdog: Watchdog, init: ResponseInit) {
    super(null, init);
    this.#source = source;
    this.#watchdog = watchdog;
  }

  get body(): ReadableStream<Uint8Array> {
    this.#stream ??= this.#read ? usedBody() : guardedBody(this.#source, this.#watchdog);
    return this.#stream;
  }

  /** The body's pieces without a web stream (the SSE pump's way in: a web stream costs a lot per piece). */
  pieces(): AsyncIterableIterator<Uint8Array> {
    if (this.#read || this.#stream) throw new TypeError('Body is unusable: Body has already been read');
    this.#read = true;
    return pulledPieces(this.#source, this.#watchdog);
  }

  get bodyUsed(): boolean {
    return this.#read || (this.#stream?.locked ?? false);
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.#bytes();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  async bytes(): Promise<Uint8Array> {
    return new Uint8Array(await this.arrayBuffer());
  }

  async text(): Promise<string> {
    return UTF8.decode(await this.#bytes());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  async blob(): Promise<Blob> {
    return new Blob([await this.#bytes()], { type: this.headers.get('content-type') ?? '' });
  }

  formData(): Promise<FormData> {
    return new Response(this.body, { headers: this.headers }).formData();
  }

  clone(): Response {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    const [mine, theirs] = this.body.tee();
    this.#stream = mine;
    return new Response(theirs, {
      status: this.status,
      statusText: this.statusText,
      headers: new Headers(this.headers),
    });
  }

  async #bytes(): Promise<Buffer> {
    if (this.#stream) return Buffer.from(await new Response(this.#stream).arrayBuffer());
    if (this.#read) throw new TypeError('Body is unusable: Body has already been read');
    this.#read = true;
    return readAll(this.#source, this.#watchdog);
  }
}

/** fetch's `text()`: UTF-8, a leading BOM dropped, bad sequences replaced. */
const UTF8 = new TextDecoder();

function usedBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start: (controller) => controller.error(new TypeError('Body is unusable: Body has already been read')),
  });
}

/** The body with its content codings undone (fetch's decoders; an unknown coding passes through as is). */
function decoded(res: IncomingMessage, encoding: string | undefined): Readable {
  if (!encoding) return res;
  const codings = encoding.toLowerCase().split(',');
  if (codings.length > MAX_CODINGS) {
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      'the upstream model endpoint answered with too many content codings',
    );
  }
  const decoders: Transform[] = [];
  const flush = { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH };
  const brotli = { flush: constants.BROTLI_OPERATION_FLUSH, finishFlush: constants.BROTLI_OPERATION_FLUSH };
  for (const coding of codings.reverse()) {
    const c = coding.trim();
    if (c === 'gzip' || c === 'x-gzip') decoders.push(createGunzip(flush));
    else if (c === 'deflate') decoders.push(createInflate(flush));
    else if (c === 'br') decoders.push(createBrotliDecompress(brotli));
    else return res;
  }
  // Errors from any stage reach the last one, which the body readers listen on.
  pipeline([res, ...decoders], () => {});
  return decoders[decoders.length - 1]!;
}

/**
 * Follows a body to its end for one reader: `fail` gets the watchdog's fault for an error, an expiry, the
 * caller aborting or a close before the end (also one that happened before anyone listened).
 */
function follow(
  source: Readable,
  watchdog: Watchdog,
  done: () => void,
  fail: (fault: unknown) => void,
): void {
  let settled = false;
  const failOnce = (err: unknown): void => {
    if (settled) return;
    settled = true;
    watchdog.stop();
    fail(watchdog.fault(err, 'body'));
  };
  watchdog.onKill = (err) => {
    failOnce(err);
    source.destroy(err);
  };
  if (source.destroyed) {
    failOnce(source.errored ?? new Error('the upstream connection closed mid-response'));
    return;
  }
  source.once('end', () => {
    if (settled) return;
    settled = true;
    watchdog.stop();
    done();
  });
  source.once('error', failOnce);
  source.once('close', () => {
    // A connection that closes mid-body without an error is still a broken body.
    if (!settled) failOnce(new Error('the upstream connection closed mid-response'));
  });
}

/** Reads the whole body; the clock is re-armed by every piece (an idle limit, not a total). */
function readAll(source: Readable, watchdog: Watchdog): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    follow(source, watchdog, done, reject);
    if (source.destroyed) return;
    watchdog.arm();
    source.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      watchdog.arm();
    });
  });
}

/**
 * The body piece by piece for a reader that asks for the next piece only when it is ready for it. The clock
 * runs only while that reader waits on upstream (an idle limit); stopping early destroys the connection.
 */
function pulledPieces(source: Readable, watchdog: Watchdog): AsyncIterableIterator<Uint8Array> {
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const rouse = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  follow(
    source,
    watchdog,
    () => {
      ended = true;
      rouse();
    },
    (fault) => {
      failure = fault;
      rouse();
    },
  );
  source.on('readable', rouse);
  const iterator: AsyncIterableIterator<Uint8Array> = {
    async next(): Promise<IteratorResult<Uint8Array>> {
      for (;;) {
        if (failure !== undefined) throw failure;
        const chunk = source.destroyed ? null : (source.read() as Buffer | null);
        if (chunk !== null) {
          watchdog.pause();
          return { done: false, value: chunk };
        }
        if (ended) return { done: true, value: undefined };
        watchdog.arm();
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
    async return(): Promise<IteratorResult<Uint8Array>> {
      if (!ended && failure === undefined) {
        ended = true;
        watchdog.stop();
        source.destroy();
      }
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * The body as a web stream. The clock runs only while the reader waits on upstream: a full queue (a slow
 * client) pauses both the socket and the clock; each piece that arrives re-arms it (an idle limit).
 */
function guardedBody(source: Readable, watchdog: Watchdog): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const close = () => {
        open = false;
        controller.close();
      };
      const fail = (fault: unknown) => {
        open = false;
        controller.error(fault);
      };
      follow(source, watchdog, close, fail);
      source.on('data', (chunk: Buffer) => {
        if (!open) return;
        controller.enqueue(chunk);
        if ((controller.desiredSize ?? 0) > 0) {
          watchdog.arm();
        } else {
          source.pause();
          watchdog.pause();
        }
      });
      source.pause();
    },
    pull() {
      if (!open) return;
      watchdog.arm();
      source.resume();
    },
    cancel(reason) {
      open = false;
      watchdog.stop();
      source.destroy(reason instanceof Error ? reason : undefined);
    },
  });
}

/**
 * One request's timer and abort: armed until the response head arrives, re-armed by every body chunk, and
 * tied to the caller's signal (the client going away aborts the upstream request).
 */
class Watchdog {
  private timer: NodeJS.Timeout | undefined;
  private expired = false;
  private req: ClientRequest | undefined;
  /** The response head of the request in flight, once it arrived. */
  res: IncomingMessage | undefined;
  /** Set by the body guard: fails the body with the reason before the connection is torn down. */
  onKill: ((err: Error) => void) | undefined;
  private readonly onCallerAbort = (): void => this.kill(callerReason(this.caller.reason));

  constructor(
    private readonly timeoutMs: number,
    private readonly caller: AbortSignal,
  ) {
    caller.addEventListener('abort', this.onCallerAbort, { once: true });
    this.arm();
  }

  /** The request in flight (a redirect replaces it); killed on expiry or when the caller aborts. */
  watch(req: ClientRequest): void {
    this.req = req;
    this.res = undefined;
    if (this.caller.aborted) this.kill(callerReason(this.caller.reason));
  }

  /** Stops the clock while gate, not upstream, is the one taking its time (a slow client reading). */
  pause(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  stop(): void {
    this.pause();
    this.caller.removeEventListener('abort', this.onCallerAbort);
  }

  arm(): void {
    if (this.timer) {
      this.timer.refresh();
      return;
    }
    this.timer = setTimeout(() => {
      this.expired = true;
      this.kill(new Error('the upstream model endpoint did not answer in time'));
    }, this.timeoutMs);
    this.timer.unref();
  }

  /** What a failed request (`headers`) or body read (`body`) means to the caller. */
  fault(err: unknown, phase: 'headers' | 'body'): unknown {
    if (this.caller.aborted) return err;
    const code = causeCode(err);
    const why = code ? ` (${code})` : '';
    if (phase === 'headers') {
      if (this.expired) {
        return new GateError(
          'UPSTREAM_TIMEOUT',
          `the upstream model endpoint did not answer within ${this.timeoutMs} ms`,
        );
      }
      return new GateError('UPSTREAM_UNREACHABLE', `the upstream model endpoint could not be reached${why}`);
    }
    if (this.expired) {
      return new GateError(
        'UPSTREAM_TIMEOUT',
        `the upstream model endpoint stopped sending for ${this.timeoutMs} ms mid-response`,
      );
    }
    return new GateError('UPSTREAM_UNREACHABLE', `the upstream connection broke mid-response${why}`);
  }

  /** Ends the request and its connection; a body being read fails with `err` first. */
  private kill(err: Error): void {
    this.onKill?.(err);
    this.res?.destroy(err);
    this.req?.destroy(err);
  }
}

function callerReason(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error('the caller aborted the upstream request');
}

/** The system error code behind a failed request (ECONNREFUSED, ENOTFOUND, ...): names the fault, no bytes. */
function causeCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
