// One upstream request's clock and abort, for the proxy: the time limit is an idle limit (re-armed by each
// piece of the answer), and the caller's signal going off (the client went away) ends the request.
import { GateError } from '../kernel/errors.js';
import type { CallerSignal } from '../server/types.js';
import { ContentLines } from './content-lines.js';

/** The exchange in flight: killing it ends the request, or the body being read, and its connection. */
export interface Killable {
  kill(err: Error): void;
}

/**
 * One request's timer and abort: armed until the response head arrives, re-armed by every body chunk, and
 * tied to the caller's signal (the client going away aborts the upstream request).
 */
export class Watchdog {
  private timer: NodeJS.Timeout | undefined;
  private expired = false;
  /** When the body last ended a content line (or began): bytes that end none, or only keep-alives, are not progress. */
  private lineAt = Date.now();
  private readonly lines = new ContentLines();
  private trickled = false;
  /** Since when gate, not upstream, has been the one taking its time (paused), else undefined. */
  private pausedAt: number | undefined;
  private call: Killable | undefined;
  /** Set by the body guard: fails the body with the reason before the connection is torn down. */
  onKill: ((err: Error) => void) | undefined;
  private readonly onCallerAbort = (): void => this.kill(callerReason(this.caller.reason));

  constructor(
    private readonly timeoutMs: number,
    private readonly caller: CallerSignal,
  ) {
    caller.addEventListener('abort', this.onCallerAbort, { once: true });
    this.arm();
  }

  /** The exchange in flight (a redirect replaces it); killed on expiry or when the caller aborts. */
  watch(call: Killable): void {
    this.call = call;
    if (this.caller.aborted) this.kill(callerReason(this.caller.reason));
  }

  /** Stops the clock while gate, not upstream, is the one taking its time (a slow client reading). */
  pause(): void {
    this.pausedAt ??= Date.now();
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  stop(): void {
    this.pause();
    this.caller.removeEventListener('abort', this.onCallerAbort);
  }

  arm(): void {
    this.credit(Date.now());
    this.pausedAt = undefined;
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

  /** The body begins: its first line's clock starts now, not when the request was sent. */
  bodyStarts(): void {
    this.lineAt = Date.now();
    if (this.pausedAt !== undefined) this.pausedAt = this.lineAt;
  }

  /**
   * Counts a body piece as progress only when it ends a content line: an upstream trickling one byte inside
   * each idle window never ends its line, and one sending keep-alives forever never ends a content line, so
   * past the limit without one the request is ended as expired.
   */
  piece(chunk: Uint8Array): boolean {
    const now = Date.now();
    this.credit(now);
    if (this.lines.feed(chunk)) {
      this.lineAt = now;
      return true;
    }
    if (now - this.lineAt <= this.timeoutMs) return true;
    this.expired = true;
    this.trickled = true;
    this.kill(new Error('the upstream model endpoint sent no content line in time'));
    return false;
  }

  /** Time paused (the reader's, not upstream's) does not count against the line's clock. */
  private credit(now: number): void {
    if (this.pausedAt === undefined) return;
    this.lineAt += now - this.pausedAt;
    this.pausedAt = now;
  }

  /** What a failed request (`headers`) or body read (`body`) means to the caller. */
  fault(err: unknown, phase: 'headers' | 'body'): unknown {
    if (this.caller.aborted) return err;
    // A fault gate raised itself (an answer over its byte bound) already says what happened.
    if (err instanceof GateError) return err;
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
    if (this.trickled) {
      return new GateError(
        'UPSTREAM_TIMEOUT',
        `the upstream model endpoint sent no content line (only partial lines or keep-alives) for ${this.timeoutMs} ms mid-response`,
      );
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
    this.call?.kill(err);
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
