// Drives one upstream event stream through a wire's rewriter to the client: opens the client stream as
// soon as upstream answers, stops on the rewriter's word, turns faults into in-stream error events.

import { type GateError, isGateError } from '../../kernel/errors.js';
import { asGateError } from '../../server/error-body.js';
import type { PieceReadable, RequestContext } from '../../server/types.js';
import { clientGone } from './faults.js';
import { passClientHeaders } from './headers.js';
import { readSseBatches, type SseEvent } from './sse-parser.js';
import type { SseWriter } from './sse-writer.js';

/** What a wire implements to rewrite a stream event by event. */
export interface StreamRewriter {
  /** Handles one upstream event; false when the response is complete (or ended by an upstream error). */
  onEvent(event: SseEvent): Promise<boolean>;
  /** The upstream ended without the wire's final event; `truncated` when it stopped mid-event. */
  onEnd(truncated: boolean): Promise<void>;
  /** Writes the wire's in-stream error event; nothing partial may follow. */
  onFault(err: GateError): Promise<void>;
  /** About how many bytes of upstream's events it holds unsent (calls held for judgement, a held chunk). */
  held(): number;
  /**
   * Why it ended the stream before the wire's final event: the code of the error event it wrote, or
   * `UPSTREAM_ERROR` when it passed the provider's own; undefined while the stream is whole.
   */
  readonly stopped: string | undefined;
}

/** Told why a stream stopped short (a STOP row, docs/journal.md); never throws. */
export type OnStop = (cause: string) => Promise<void>;

export async function pumpStream(
  ctx: RequestContext,
  upstream: Response,
  writer: SseWriter,
  rewriter: StreamRewriter,
  onStop?: OnStop,
): Promise<void> {
  const passed: string[] = [];
  passClientHeaders(upstream.headers, passed);
  writer.open(passed);
  const pieced = readsInPieces(upstream);
  const source = pieced ? upstream.pieces() : upstream.body;
  // The provider key split across events is held back or redacted before the wire reads an event.
  const guard = pieced ? upstream.eventData : undefined;
  if (!source) {
    await rewriter.onEnd(false);
    writer.end();
    if (rewriter.stopped !== undefined) await onStop?.(rewriter.stopped);
    return;
  }
  const batches = readSseBatches(source);
  let complete = false;
  let gone = false;
  try {
    for (;;) {
      const next = await batches.next();
      if (next.done) {
        await rewriter.onEnd(next.value.truncated);
        break;
      }
      // Events that arrived in one read leave in one write; a slow client pauses the next read.
      writer.cork();
      try {
        for (const event of next.value) {
          if (!(await rewriter.onEvent(guard ? guarded(event, guard) : event))) {
            complete = true;
            break;
          }
        }
      } finally {
        await writer.uncork();
      }
      // What the client took leaves the client's share of upstream bytes; what the wire holds stays in it.
      if (pieced) upstream.relayed?.(rewriter.held());
      if (complete) break;
      if (writer.closed) {
        gone = true;
        return;
      }
    }
  } catch (err) {
    if (clientGone(err, ctx.signal, ctx.res)) {
      gone = true;
      return;
    }
    const cut = ctx.signal.aborted && isGateError(ctx.signal.reason) ? ctx.signal.reason : err;
    await rewriter.onFault(asGateError(cut)).catch(() => {});
  } finally {
    writer.end();
    // The client has its answer; reading what upstream still sends happens off the request's clock.
    if (complete) void drain(batches);
    else await batches.return({ truncated: false }).catch(() => {});
    // A stream that ended short is recorded once its end went out: the client is not held for the row.
    const cause = gone ? 'CLIENT_GONE' : rewriter.stopped;
    if (cause !== undefined) await onStop?.(cause);
  }
}

/** The event with its data as the guard lets the client read it (the same event when unchanged). */
function guarded(event: SseEvent, guard: (data: string, event: string | undefined) => string): SseEvent {
  const data = guard(event.data, event.event);
  return data === event.data ? event : { ...event, data };
}

/** True for a response that offers `pieces()` (the proxy's): read that way, no web stream is built. */
function readsInPieces(res: Response): res is Response & PieceReadable {
  return typeof (res as Partial<PieceReadable>).pieces === 'function';
}

/** How long gate waits for upstream to close after its final event before letting the connection go. */
const DRAIN_MS = 1000;

/** Reads what follows the final event so the upstream connection can be reused; ignores it. */
async function drain(events: AsyncGenerator<SseEvent[], unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), DRAIN_MS);
    timer.unref();
  });
  try {
    for (;;) {
      const next = await Promise.race([events.next(), late]);
      if (next === 'late') {
        // Cancels the upstream read once the pending read settles; the client was answered already.
        void events.return(undefined).catch(() => {});
        return;
      }
      if (next.done) return;
    }
  } catch {
    // The upstream closing after its final event is no fault.
  } finally {
    clearTimeout(timer);
  }
}
