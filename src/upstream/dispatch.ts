// One upstream exchange over undici's `Dispatcher.dispatch`: a handler, no undici stream or body object
// (about half node:http's client CPU per exchange, docs/wires.md "Benchmarks"). The answer is a node
// `Readable` carrying the head as IncomingMessage did, so the decoders and proxy-body.ts read it unchanged.
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { Killable } from './watchdog.js';

export type HttpMethod = Dispatcher.HttpMethod;

/** The part of undici a dispatch needs (undici itself is loaded only by a proxy gateway, proxy.ts). */
export interface Dispatching {
  dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean;
}

/**
 * The response to one dispatched request: its head once `onHeaders` came, its body as a byte stream whose
 * backpressure is undici's (a full buffer pauses the parser, a read resumes it). Destroying it, or `kill`,
 * aborts the request and drops its connection unless the answer already ended.
 */
export class UpstreamAnswer extends Readable implements Dispatcher.DispatchHandlers, Killable {
  statusCode = 0;
  statusMessage = '';
  /** Name/value pairs as received, latin1 as node:http gives them. */
  rawHeaders: string[] = [];
  #abort: ((err?: Error) => void) | undefined;
  #resume: (() => void) | undefined;
  /** Set once the request is over (complete, failed or aborted): nothing more to abort. */
  #over = false;
  /** A kill that came before undici handed over the abort (the request still queued or connecting). */
  #killed: Error | undefined;
  #settle: { resolve: (answer: UpstreamAnswer) => void; reject: (err: Error) => void } | undefined;

  constructor(resolve: (answer: UpstreamAnswer) => void, reject: (err: Error) => void) {
    super();
    this.#settle = { resolve, reject };
  }

  /** The first value of a header (node:http keeps the first Location), or all of them joined by ", ". */
  header(name: string, joined: boolean): string | undefined {
    let value: string | undefined;
    const raw = this.rawHeaders;
    for (let i = 0; i + 1 < raw.length; i += 2) {
      if (raw[i]!.length !== name.length || raw[i]!.toLowerCase() !== name) continue;
      if (value === undefined) value = raw[i + 1]!;
      else if (joined) value = `${value}, ${raw[i + 1]!}`;
      else break;
    }
    return value;
  }

  kill(err: Error): void {
    if (this.#over) {
      this.destroy(err);
      return;
    }
    this.#over = true;
    const settle = this.#settle;
    this.#settle = undefined;
    if (settle) settle.reject(err);
    else this.destroy(err);
    if (this.#abort) this.#abort(err);
    else this.#killed = err;
  }

  override _read(): void {
    this.#resume?.();
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    // A reader that stops early (over the bound, gone away) lets go of the connection: it cannot be reused.
    if (!this.#over) {
      this.#over = true;
      const reason = err ?? new Error('the upstream answer was dropped before its end');
      if (this.#abort) this.#abort(reason);
      else this.#killed = reason;
    }
    // As IncomingMessage does: a fault nobody listens for is not thrown (the body's readers listen).
    callback(this.listenerCount('error') === 0 ? null : err);
  }

  onConnect(abort: (err?: Error) => void): void {
    if (this.#killed) abort(this.#killed);
    else this.#abort = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void, statusText: string): boolean {
    // Interim answers (100, 103) are not the answer, as with node:http's 'information'.
    if (statusCode < 200) return true;
    const settle = this.#settle;
    if (!settle) return false;
    this.#settle = undefined;
    this.statusCode = statusCode;
    this.statusMessage = statusText;
    const names: string[] = new Array(rawHeaders.length);
    for (let i = 0; i < rawHeaders.length; i++) names[i] = rawHeaders[i]!.toString('latin1');
    this.rawHeaders = names;
    this.#resume = resume;
    settle.resolve(this);
    return true;
  }

  onData(chunk: Buffer): boolean {
    return this.push(chunk);
  }

  onComplete(): void {
    this.#over = true;
    this.push(null);
  }

  onError(err: Error): void {
    // The echo of gate's own abort: whoever aborted has already been told.
    if (this.#over) return;
    this.#over = true;
    const settle = this.#settle;
    this.#settle = undefined;
    if (settle) settle.reject(err);
    else this.destroy(err);
  }
}
