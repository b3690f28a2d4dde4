// The POSTs gate has open to one Streamable HTTP downstream, each ended when its request is done. A
// server may answer a POST with an event stream and never end it; the SDK reads such a stream until the
// server closes it, after the call's deadline, so each call left a socket open (docs/mcp.md, "Round 27").
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';

/**
 * The id of a request as the SDK's Protocol serializes it (`{method, params, jsonrpc, id}`); gate's answers
 * to the server's own requests (`{result, jsonrpc, id}`) start otherwise and name the server's ids, not gate's.
 */
const REQUEST_START = '{"method":';
/** Read from the body's last few characters only: the arguments before them are never scanned. */
const TRAILING_ID = /"id":(\d{1,16})\}$/;
/** How the SDK's Protocol serializes its cancel: `{"jsonrpc":"2.0","method":"notifications/cancelled",...}`. */
const CANCELLED = /^\{(?:"jsonrpc":"2\.0",)?"method":"notifications\/cancelled"/;

/** The id of the request a POST body of gate's carries, read from its last characters, or undefined. */
export function requestIdOf(body: unknown): number | undefined {
  if (typeof body !== 'string' || !body.startsWith(REQUEST_START)) return undefined;
  const id = TRAILING_ID.exec(body.slice(-32))?.[1];
  return id === undefined ? undefined : Number(id);
}

export class PostExchanges {
  private readonly open = new Map<RequestId, AbortController>();

  /** `limitMs`: the longest any one exchange may run (the longest deadline a request is given, plus grace). */
  constructor(private readonly limitMs: number) {}

  /** Exchanges open now (for tests). */
  get size(): number {
    return this.open.size;
  }

  /**
   * The signal a POST is sent under: aborted when its request is answered or cancelled, or after limitMs
   * whatever it carries; a notification's own POST also ends the exchange of the request it cancels.
   */
  signalFor(body: unknown, outer: AbortSignal | null | undefined): AbortSignal {
    // Not AbortSignal.timeout: AbortSignal.any holds its sources weakly and the timeout's timer holds its
    // signal weakly too, so a collection before the limit left the exchange open for good
    // (nodejs/node#57736; docs/operations.md, Round 54). Here the timer holds the controller, unref'd.
    const limit = new AbortController();
    const timer = setTimeout(
      () => limit.abort(new DOMException('the exchange reached its limit', 'TimeoutError')),
      this.limitMs,
    ).unref();
    const signals = [limit.signal];
    if (outer) signals.push(outer);
    let own: AbortController | undefined;
    let key: RequestId | undefined;
    if (typeof body === 'string') {
      if (CANCELLED.test(body)) this.cancelled(body);
      key = requestIdOf(body);
      if (key !== undefined) {
        own = new AbortController();
        this.open.get(key)?.abort();
        this.open.set(key, own);
        signals.push(own.signal);
      }
    }
    const signal = AbortSignal.any(signals);
    // However it ends (answer, cancel, limit, the transport closing), the entry and the timer go with it.
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        if (key !== undefined && this.open.get(key) === own) this.open.delete(key);
      },
      { once: true },
    );
    return signal;
  }

  /** The exchange of `id` is over (answered, or its stream ended): its POST is closed if still open. */
  end(id: RequestId): void {
    const own = this.open.get(id);
    if (own === undefined) return;
    this.open.delete(id);
    own.abort();
  }

  /** Watches what the transport delivers: an answer ends its request's exchange, once the client has it. */
  watch(transport: Transport): void {
    let handler: Transport['onmessage'];
    Object.defineProperty(transport, 'onmessage', {
      configurable: true,
      get: () => handler,
      set: (next: Transport['onmessage']) => {
        handler =
          next === undefined
            ? undefined
            : (message: JSONRPCMessage, extra) => {
                next(message, extra);
                if (!('method' in message) && 'id' in message && message.id !== undefined)
                  this.end(message.id);
              };
      },
    });
  }

  private cancelled(body: string): void {
    try {
      const id = (JSON.parse(body) as { params?: { requestId?: unknown } }).params?.requestId;
      if (typeof id === 'number' || typeof id === 'string') this.end(id);
    } catch {
      // Gate's own notification: always JSON.
    }
  }
}
