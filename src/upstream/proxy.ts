// Proxy mode's upstream: the operator's model endpoint behind --base-url, reached with Node's fetch.
// The provider key goes in the provider's own header; the client's credentials never do. Faults become
// GateError: no answer in time is UPSTREAM_TIMEOUT (504), anything else that stops an answer is
// UPSTREAM_UNREACHABLE (502).
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

/** Headers never taken from the caller: credentials and what fetch computes itself. */
const NEVER_FORWARDED = new Set([
  'authorization',
  'x-api-key',
  'proxy-authorization',
  'cookie',
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
]);

export function createProxyUpstream(options: ProxyUpstreamOptions): Upstream {
  const base = options.baseUrl.replace(/\/+$/, '');
  return async (path: string, init: UpstreamInit): Promise<Response> => {
    const headers = upstreamHeaders(options, init);
    const watchdog = new Watchdog(options.timeoutMs, init.signal);
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method: init.method,
        headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: watchdog.signal,
      });
    } catch (err) {
      watchdog.stop();
      throw watchdog.fault(err, 'headers');
    }
    if (!res.body) {
      watchdog.stop();
      return res;
    }
    watchdog.pause();
    return new Response(watchdog.guard(res.body), {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    });
  };
}

function upstreamHeaders(options: ProxyUpstreamOptions, init: UpstreamInit): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init.headers)) {
    const lower = name.toLowerCase();
    if (!NEVER_FORWARDED.has(lower)) headers[lower] = value;
  }
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  headers['accept'] ??= 'application/json, text/event-stream';
  if (options.provider === 'anthropic') {
    headers['anthropic-version'] ??= DEFAULT_ANTHROPIC_VERSION;
    if (options.apiKey) headers['x-api-key'] = options.apiKey;
  } else if (options.apiKey) {
    headers['authorization'] = `Bearer ${options.apiKey}`;
  }
  return headers;
}

/**
 * One request's timer and abort: armed until the headers arrive, re-armed by every body chunk, and tied
 * to the caller's signal (the client going away aborts the upstream request).
 */
class Watchdog {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private expired = false;
  private onFire: (() => void) | undefined;
  private readonly onCallerAbort = (): void => this.controller.abort(this.caller.reason);

  constructor(
    private readonly timeoutMs: number,
    private readonly caller: AbortSignal,
  ) {
    if (caller.aborted) this.controller.abort(caller.reason);
    else caller.addEventListener('abort', this.onCallerAbort, { once: true });
    this.arm();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Stops the clock while gate, not upstream, is the one taking its time (a slow client reading). */
  pause(): void {
    clearTimeout(this.timer);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.caller.removeEventListener('abort', this.onCallerAbort);
  }

  /** What a failed fetch (`headers`) or body read (`body`) means to the caller. */
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

  /** Wraps the body so a stall or a broken connection surfaces as a GateError from `read()`. */
  guard(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
    const reader = body.getReader();
    return new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        this.onFire = () => controller.error(this.fault(undefined, 'body'));
        this.arm();
        try {
          const { done, value } = await reader.read();
          this.pause();
          if (done) {
            this.stop();
            controller.close();
          } else {
            controller.enqueue(value);
          }
        } catch (err) {
          this.stop();
          controller.error(this.fault(err, 'body'));
        }
      },
      cancel: async (reason) => {
        this.stop();
        await reader.cancel(reason).catch(() => {});
      },
    });
  }

  private arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.expired = true;
      this.onFire?.();
      this.controller.abort();
    }, this.timeoutMs);
    this.timer.unref();
  }
}

/** The system error code behind a fetch failure (ECONNREFUSED, ENOTFOUND, ...): names the fault, no bytes. */
function causeCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
