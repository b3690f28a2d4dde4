// Every response's head carries `x-gate-trace-id` (docs/design.md §5). It is added as the head is written,
// not with setHeader when the request arrives: node:http sends a writeHead whose headers are a flat list
// down its fast path only when no header was set before, and otherwise calls setHeader for every name.
// The class is made on first use, not at load: serve's start-up snapshot holds this module, and a class
// extending ServerResponse would load node:http while the snapshot is built (docs/operations.md).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import * as http from 'node:http';

export const TRACE_HEADER = 'x-gate-trace-id';
/** How long an idle connection is advertised to live (`Keep-Alive: timeout=5`, node's default). */
export const KEEP_ALIVE_ADVERTISED_MS = 5_000;
/**
 * How long past it gate keeps the connection (round 40): a client whose idle timer ran late (a loaded
 * event loop) sent its next request on a socket gate had just closed, and read a reset, not an answer.
 */
export const KEEP_ALIVE_GRACE_MS = 5_000;

type HeadFields = OutgoingHttpHeaders | readonly (string | string[] | number)[];

/** node:http's ServerResponse whose head gets the request's trace id first, however it is written. */
function makeTracedResponse() {
  return class TracedResponse extends http.ServerResponse<IncomingMessage> {
    /** The trace id the head will carry; cleared once it has been put in. */
    traceId: string | undefined;
    private advertisedMs = 0;

    // node:http sets this from the server's keep-alive timeout and puts it in the head: the head says
    // the advertised time, the socket lives the grace past it.
    get _keepAliveTimeout(): number {
      return this.advertisedMs;
    }
    set _keepAliveTimeout(ms: number) {
      this.advertisedMs = Math.max(0, Math.min(ms, KEEP_ALIVE_ADVERTISED_MS));
    }

    // Explicit writeHead and node:http's implicit one (the first write or end) both come through here.
    override writeHead(statusCode: number, reason?: string | HeadFields, fields?: HeadFields): this {
      // node:http marked this answer the connection's last (a client's FIN read while it was in hand,
      // half-close.ts) and closes after it, but heads it `Connection: keep-alive`: the head says close.
      if ((this as { _last?: boolean })._last === true) this.shouldKeepAlive = false;
      const id = this.traceId;
      if (id === undefined || this.headersSent) return this.headWith(statusCode, reason, fields);
      this.traceId = undefined;
      const named = typeof reason === 'string';
      const list = named ? fields : reason;
      // A flat list gets the pair first (a copy: a caller's list may be shared); anything else the header
      // as before. Where other headers were set already, node:http reads the list pair by pair, ours too.
      if (Array.isArray(list)) {
        const traced = [TRACE_HEADER, id, ...list];
        return named ? this.headWith(statusCode, reason, traced) : this.headWith(statusCode, traced);
      }
      if (!this.hasHeader(TRACE_HEADER)) this.setHeader(TRACE_HEADER, id);
      return this.headWith(statusCode, reason, fields);
    }

    private headWith(statusCode: number, reason?: string | HeadFields, fields?: HeadFields): this {
      // node:http's own overloads, called with what the caller gave (an undefined argument is not passed on).
      const head = http.ServerResponse.prototype.writeHead as (
        this: ServerResponse,
        ...args: unknown[]
      ) => unknown;
      if (fields !== undefined) head.call(this, statusCode, reason, fields);
      else if (reason !== undefined) head.call(this, statusCode, reason);
      else head.call(this, statusCode);
      return this;
    }
  };
}

/** A response whose head carries the request's trace id (set `traceId` before the head is written). */
export type TracedResponse = ServerResponse<IncomingMessage> & { traceId: string | undefined };

let made: ReturnType<typeof makeTracedResponse> | undefined;
/** The ServerResponse class to give `createServer`, made once. */
export function tracedResponse(): typeof http.ServerResponse<IncomingMessage> {
  made ??= makeTracedResponse();
  return made;
}
