// Proxy mode's upstream: the operator's model endpoint behind --base-url, reached with undici's dispatch and
// one keep-alive pool per origin (fetch cost several times the CPU per request, node:http's client twice).
// It answers a web `Response` in shape (proxy-response.ts), and does what fetch did for it: follows redirects
// (within --base-url's origin only), decodes gzip/deflate/br bodies. The provider key goes in the provider's own header; the client's credentials
// never do. Faults become GateError: no answer in time is UPSTREAM_TIMEOUT (504), anything else that stops
// an answer is UPSTREAM_UNREACHABLE (502).
import { pipeline, Readable, Transform } from 'node:stream';
import * as zlib from 'node:zlib';
import { GateError } from '../kernel/errors.js';
import type { Upstream, UpstreamInit } from '../server/types.js';
import {
  BodyLimit,
  ByteBudget,
  DEFAULT_MAX_UPSTREAM_BYTES,
  DEFAULT_MAX_UPSTREAM_TOTAL_BYTES,
} from './body-limit.js';
import { type Dispatching, type HttpMethod, UpstreamAnswer } from './dispatch.js';
import { dropContinues } from './interim.js';
import { KeyForms } from './key-forms.js';
import type { BodyGuard } from './proxy-body.js';
import { ProxyResponse } from './proxy-response.js';
import { SplitKeyGuard } from './split-key.js';
import { Watchdog } from './watchdog.js';

export interface ProxyUpstreamOptions {
  /** --base-url: the provider's /v1 base, or for anthropic also its origin (see upstreamBase). */
  baseUrl: string;
  provider: 'openai' | 'anthropic';
  /** The provider key from --api-key-env; omitted for keyless local endpoints. */
  apiKey?: string;
  /** Longest wait for the response headers, and for each next piece of the body (an idle limit, not a total). */
  timeoutMs: number;
  /** Most bytes one answer may carry, read and decoded (--max-upstream-bytes). */
  maxBytes?: number;
  /** Most bytes all answers in flight may hold together (--max-upstream-total-bytes). */
  maxTotalBytes?: number;
  /** Most of those one client's answers may hold (its connection share; all of them when unset). */
  maxClientTotalBytes?: number;
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
  // Hop-by-hop or unsupported by the HTTP client: it refuses a request that names them.
  'keep-alive',
  'upgrade',
  'expect',
]);

/** Idle pooled connections are closed after this (undici's default), or sooner when the server says so. */
const KEEP_ALIVE_MS = 4000;
/** Origins a gateway keeps a pool for (--base-url's; redirects never leave it). */
const MAX_POOLS = 4;
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

/** The final response head, the method and URL that got it, and whether a redirect led there. */
interface Answer {
  res: UpstreamAnswer;
  method: string;
  url: URL;
  redirected: boolean;
}

type Headers = Record<string, string>;

/** undici's Pool, loaded on first use: no command but a proxy gateway pays for loading it. */
type PoolClass = typeof import('undici').Pool;
type Connector = import('undici').buildConnector.connector;
let poolLoad: Promise<{ Pool: PoolClass; connect: Connector }> | undefined;

/**
 * Loads the upstream's HTTP client. `gate serve` calls it once it listens, as it does the result screen,
 * so start-up does not wait for it and a first request rarely does.
 */
export function loadUpstreamClient(): Promise<{ Pool: PoolClass; connect: Connector }> {
  // Pool alone, not undici's index; CommonJS, so its module.exports is the default.
  poolLoad ??= Promise.all([
    import('undici/lib/dispatcher/pool.js'),
    import('undici/lib/core/connect.js'),
  ]).then(([pool, connector]) => {
    // The Pool's own connector (its defaults), each connection made to drop unasked-for 100 answers.
    const base = connector.default({});
    const connect: Connector = (options, callback) =>
      base(options, (err, socket) => {
        if (err === null) dropContinues(socket as import('node:net').Socket);
        callback(err as Error, socket as never);
      });
    return { Pool: pool.default, connect };
  });
  return poolLoad;
}

/** A keep-alive pool per origin; the first free connection is taken, so the warmest one serves (LIFO). */
class Pools {
  readonly #byOrigin = new Map<string, Dispatching>();

  constructor(
    private readonly Pool: PoolClass,
    private readonly connect: Connector,
  ) {}

  for(url: URL): Dispatching {
    const origin = url.origin;
    let pool = this.#byOrigin.get(origin);
    if (pool) return pool;
    pool = new this.Pool(origin, {
      connect: this.connect,
      keepAliveTimeout: KEEP_ALIVE_MS,
      // The watchdog owns both clocks: it pauses while gate, not upstream, holds the answer back.
      headersTimeout: 0,
      bodyTimeout: 0,
    });
    if (this.#byOrigin.size < MAX_POOLS) this.#byOrigin.set(origin, pool);
    return pool;
  }
}

/**
 * The /v1 base the wires' paths (`/messages`, `/chat/completions`) are joined to. Anthropic's SDKs take
 * a base without `/v1` and add `/v1/messages` themselves, so for anthropic a base whose path does not
 * end in `/v1` gets it appended: `https://host` and `https://host/v1` reach the same `/v1/messages`.
 * OpenAI's convention has no such form (its base ends wherever the provider puts it): taken as given.
 */
export function upstreamBase(baseUrl: string, provider: 'openai' | 'anthropic'): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (provider !== 'anthropic') return base;
  return /\/v1$/.test(new URL(base).pathname) ? base : `${base}/v1`;
}

export function createProxyUpstream(options: ProxyUpstreamOptions): Upstream {
  const base = upstreamBase(options.baseUrl, options.provider);
  // Pools per gateway, so every request after the first finds a warm connection.
  let pools: Pools | undefined;
  let ready: Promise<Pools> | undefined;
  const loaded = (): Promise<Pools> =>
    (ready ??= loadUpstreamClient().then(({ Pool, connect }) => {
      pools ??= new Pools(Pool, connect);
      return pools;
    }));
  // The wires call a handful of fixed paths: each is parsed once; paths with a query are parsed each time.
  const targets = new Map<string, URL>();
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_UPSTREAM_BYTES;
  const total = options.maxTotalBytes ?? DEFAULT_MAX_UPSTREAM_TOTAL_BYTES;
  const budget = new ByteBudget(total, Math.min(total, options.maxClientTotalBytes ?? total));
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
    const url = target(path);
    // Handlers, not `await`: no frame of this call stays suspended while the provider thinks.
    const answer = pools
      ? exchange(pools, url, init, headers, watchdog)
      : loaded().then((ready) => exchange(ready, url, init, headers, watchdog));
    return answer.then(
      (answer) =>
        toResponse(answer, { watchdog, limit: new BodyLimit(maxBytes, budget, init.client) }, options.apiKey),
      (err: unknown) => {
        watchdog.stop();
        throw watchdog.fault(err, 'headers');
      },
    );
  };
}

function upstreamHeaders(options: ProxyUpstreamOptions, init: UpstreamInit): Headers {
  const headers: Headers = {};
  for (const name in init.headers) {
    const lower = name.toLowerCase();
    if (!NEVER_FORWARDED.has(lower)) headers[lower] = init.headers[name];
  }
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  headers['accept'] ??= 'application/json, text/event-stream';
  // What fetch sent: its user agent when the client named none, and the codings it decodes.
  headers['user-agent'] ??= 'node';
  headers['accept-encoding'] = ACCEPTED_CODINGS;
  if (options.provider === 'anthropic') {
    headers['anthropic-version'] ??= DEFAULT_ANTHROPIC_VERSION;
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
  } else if (options.apiKey) {
    headers['authorization'] = `Bearer ${options.apiKey}`;
  }
  return headers;
}

/**
 * Sends the request, following redirects the way fetch does but never off the first URL's origin: the
 * conversation goes only where the operator pointed --base-url (docs/wires.md, "Upstream").
 */
async function exchange(
  pools: Pools,
  first: URL,
  init: UpstreamInit,
  firstHeaders: Headers,
  watchdog: Watchdog,
): Promise<Answer> {
  let url = first;
  let method = init.method;
  let body = init.body;
  let headers = firstHeaders;
  for (let hops = 0; ; hops++) {
    const res = await send(pools, url, method, headers, body, watchdog);
    const location = REDIRECT_STATUSES.has(res.statusCode) ? res.header('location', false) : undefined;
    if (location === undefined) {
      return { res, method, url, redirected: hops > 0 };
    }
    // The redirect's own body is not wanted; reading it lets the connection go back to the pool.
    res.resume();
    if (hops >= MAX_REDIRECTS) throw new Error('redirect count exceeded');
    const next = safeUrl(location, url);
    if (next?.origin !== first.origin) {
      throw new GateError(
        'UPSTREAM_UNREACHABLE',
        'the upstream model endpoint redirected to another origin; gate sends requests only to the origin of --base-url',
      );
    }
    const status = res.statusCode;
    headers = { ...headers };
    if (((status === 301 || status === 302) && method === 'POST') || (status === 303 && method !== 'HEAD')) {
      method = 'GET';
      body = undefined;
      for (const name of BODY_HEADERS) delete headers[name];
    }
    url = next;
  }
}

/** The redirect's target, or undefined for a Location that does not parse. */
function safeUrl(location: string, base: URL): URL | undefined {
  try {
    return new URL(location, base);
  } catch {
    return undefined;
  }
}

function send(
  pools: Pools,
  url: URL,
  method: string,
  headers: Headers,
  body: string | Buffer | undefined,
  watchdog: Watchdog,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      reject(new Error(`unsupported protocol ${url.protocol}`));
      return;
    }
    const answer = new UpstreamAnswer(resolve, reject);
    watchdog.watch(answer);
    // Host and Content-Length are the client's own (the URL's host, the body's length), as node:http set them.
    pools
      .for(url)
      .dispatch(
        { path: requestPath(url), method: method as HttpMethod, headers: headerList(headers), body },
        answer,
      );
  });
}

/**
 * The request's header lines as a flat [name, value, ...] list: undici takes a list as given, each name and
 * value validated, without building a header object per request.
 */
function headerList(headers: Headers): string[] {
  const list: string[] = [];
  for (const name in headers) list.push(name, headers[name]!);
  return list;
}

/** The path and query of each cached target URL, joined once. */
const requestPaths = new WeakMap<URL, string>();

function requestPath(url: URL): string {
  let path = requestPaths.get(url);
  if (path === undefined) {
    path = `${url.pathname}${url.search}`;
    requestPaths.set(url, path);
  }
  return path;
}

/** The response as fetch would give it, its body decoded and guarded by the watchdog and the byte bound. */
function toResponse(answer: Answer, guard: BodyGuard, providerKey: string | undefined): Response {
  const { watchdog } = guard;
  const { res, method } = answer;
  const status = res.statusCode;
  // The range a web Response accepts: anything else is no answer a wire can relay.
  if (status < 200 || status > 599) {
    watchdog.stop();
    res.destroy();
    throw new GateError('UPSTREAM_UNREACHABLE', `the upstream model endpoint answered with status ${status}`);
  }
  const init = {
    status,
    statusText: res.statusMessage,
    rawHeaders: withoutKey(res.rawHeaders, providerKey),
    url: answer.url.href,
    redirected: answer.redirected,
  };
  if (method === 'HEAD' || method === 'CONNECT' || NULL_BODY_STATUSES.has(status)) {
    watchdog.stop();
    res.resume();
    return new ProxyResponse(Readable.from([]), guard, init);
  }
  // Until someone reads the body, gate (not upstream) is the one taking its time.
  watchdog.pause();
  try {
    const body = decoded(res, res.header('content-encoding', true), guard.limit);
    // Every body is redacted before gate reads it, so the agent gets what gate judged: a relayed error, a
    // buffered 2xx, an event stream (whose carry-over ends at each line end: no event's end is held).
    if (!providerKey) return new ProxyResponse(body, guard, init);
    // A stream's key may also come a few characters an event: each stream gets its own channels.
    if (isEventStreamType(init.rawHeaders)) {
      const split = new SplitKeyGuard(providerKey);
      return new ProxyResponse(withoutKeyBytes(body, providerKey), guard, {
        ...init,
        eventData: (data, event) => split.data(data, event),
      });
    }
    return new ProxyResponse(withoutKeyBytes(body, providerKey), guard, init);
  } catch (err) {
    watchdog.stop();
    res.destroy();
    throw err;
  }
}

/**
 * The upstream's header lines less any whose value holds the provider key in any form (key-forms.ts): an
 * upstream that echoes the request's headers (a debugging proxy) would otherwise hand the agent the key
 * gate holds for it, under a name gate passes on (`x-ratelimit-*`). Over at most the head's bound.
 */
function withoutKey(raw: readonly string[], providerKey: string | undefined): readonly string[] {
  if (!providerKey) return raw;
  const forms = keyForms(providerKey);
  let kept: string[] | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (!forms.holds(Buffer.from(raw[i + 1]!, 'latin1'))) kept?.push(raw[i]!, raw[i + 1]!);
    else kept ??= raw.slice(0, i);
  }
  return kept ?? raw;
}

const REDACTED = Buffer.from('[REDACTED]');

/**
 * Whether the wires will read the answer as an event stream: its first `content-type` value (the one
 * fetch's joined value starts with) is `text/event-stream`, as wire/shared/forward.ts `isEventStream` reads it.
 */
function isEventStreamType(raw: readonly string[]): boolean {
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (raw[i]!.toLowerCase() === 'content-type')
      return raw[i + 1]!.toLowerCase().startsWith('text/event-stream');
  return false;
}

/** The last key's forms: one provider key a process, built once. */
let lastForms: { key: string; forms: KeyForms } | undefined;
function keyForms(key: string): KeyForms {
  if (lastForms?.key !== key) lastForms = { key, forms: new KeyForms(key) };
  return lastForms.forms;
}

/**
 * The body with every span holding the provider key in a form replaced, spans split across chunks
 * included: an error an upstream relays may quote the request's headers, a stream may echo them in a
 * delta. Each chunk is searched once with at most the longest form's length less one byte carried over
 * (only the bytes that could still begin a form: key-forms.ts `openTail`), so the work is the body's
 * length times the key's, a constant of the operator's, and a stream's events are held for none of it.
 */
export function withoutKeyBytes(body: Readable, providerKey: string): Readable {
  const forms = keyForms(providerKey);
  let carry = Buffer.alloc(0);
  const redact = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const spans = forms.spans(text);
      // What could still begin a form stays for the next chunk; a span found is sent whole.
      const keep = Math.max(spans.at(-1) ?? 0, forms.openTail(text));
      carry = Buffer.from(text.subarray(keep));
      done(null, forms.redactSpans(text.subarray(0, keep), spans, REDACTED));
    },
    flush(done) {
      done(null, forms.redact(carry, REDACTED));
    },
  });
  // Errors from the body (the watchdog, the byte bound) reach the readers through the last stage.
  pipeline([body, redact], () => {});
  return redact;
}

/** zstd's decoder where this Node has one (22.15 and later); it is asked for only then. */
const zstdDecompress = (zlib as { createZstdDecompress?: () => Transform }).createZstdDecompress;
const ACCEPTED_CODINGS = zstdDecompress ? 'gzip, deflate, br, zstd' : 'gzip, deflate, br';

/**
 * The body with its content codings undone (fetch's decoders). The bytes off the socket count against the
 * answer's bound here; the decoded bytes count where they are read (proxy-body.ts). A coding gate cannot
 * decode is refused: undecoded bytes cannot be judged.
 */
function decoded(res: UpstreamAnswer, encoding: string | undefined, limit: BodyLimit): Readable {
  if (!encoding || encoding.trim().toLowerCase() === 'identity') return res;
  const codings = encoding.toLowerCase().split(',');
  if (codings.length > MAX_CODINGS) {
    throw new GateError(
      'UPSTREAM_UNREACHABLE',
      'the upstream model endpoint answered with too many content codings',
    );
  }
  const decoders: Transform[] = [];
  const { constants } = zlib;
  const flush = { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH };
  const brotli = { flush: constants.BROTLI_OPERATION_FLUSH, finishFlush: constants.BROTLI_OPERATION_FLUSH };
  for (const coding of codings.reverse()) {
    const c = coding.trim();
    if (c === 'gzip' || c === 'x-gzip') decoders.push(zlib.createGunzip(flush));
    else if (c === 'deflate') decoders.push(zlib.createInflate(flush));
    else if (c === 'br') decoders.push(zlib.createBrotliDecompress(brotli));
    else if (c === 'zstd' && zstdDecompress) decoders.push(zstdDecompress());
    else if (c !== 'identity') {
      for (const d of decoders) d.destroy();
      throw new GateError(
        'UPSTREAM_UNREACHABLE',
        'the upstream model endpoint answered with a content coding gate cannot decode',
      );
    }
  }
  if (decoders.length === 0) return res;
  const last = decoders[decoders.length - 1]!;
  res.on('data', (chunk: Buffer) => {
    const fault = limit.countRaw(chunk.length);
    if (fault) last.destroy(fault);
  });
  // Errors from any stage reach the last one, which the body readers listen on.
  pipeline([res, ...decoders], () => {});
  return last;
}
