// Reading an upstream answer's body for one reader, under the request's watchdog: the whole of it (buffered
// answers), piece by piece on demand (the SSE pump), or as a web stream (anything else that asks).
import type { Readable } from 'node:stream';
import type { BodyLimit } from './body-limit.js';
import type { Watchdog } from './watchdog.js';

/** The clock and the byte bound one answer's body is read under. */
export interface BodyGuard {
  watchdog: Watchdog;
  limit: BodyLimit;
}

/** Counts a piece against the answer's bound; over it, the body fails with the bound's fault. */
function counted(source: Readable, guard: BodyGuard, chunk: Uint8Array): boolean {
  const fault = guard.limit.count(chunk.length);
  if (fault === undefined) return true;
  source.destroy(fault);
  return false;
}

/**
 * Follows a body to its end for one reader: `fail` gets the watchdog's fault for an error, an expiry, the
 * caller aborting or a close before the end (also one that happened before anyone listened).
 */
function follow(source: Readable, guard: BodyGuard, done: () => void, fail: (fault: unknown) => void): void {
  const { watchdog, limit } = guard;
  let settled = false;
  const failOnce = (err: unknown): void => {
    if (settled) return;
    settled = true;
    watchdog.stop();
    limit.release();
    fail(watchdog.fault(err, 'body'));
  };
  watchdog.bodyStarts();
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
    limit.release();
    done();
  });
  source.once('error', failOnce);
  source.once('close', () => {
    // A connection that closes mid-body without an error is still a broken body.
    if (!settled) failOnce(new Error('the upstream connection closed mid-response'));
  });
}

/** Reads the whole body; the clock is re-armed by every piece (an idle limit), a line must end within it. */
export function readAll(source: Readable, guard: BodyGuard): Promise<Buffer> {
  const { watchdog } = guard;
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    // A failed body lets go of what it read at once (an answer over its bound is not kept until collected).
    follow(source, guard, done, (fault) => {
      chunks = [];
      reject(fault);
    });
    if (source.destroyed) return;
    watchdog.arm();
    source.on('data', (chunk: Buffer) => {
      if (!counted(source, guard, chunk) || !watchdog.piece(chunk)) return;
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
export function pulledPieces(source: Readable, guard: BodyGuard): AsyncIterableIterator<Uint8Array> {
  const { watchdog } = guard;
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
    guard,
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
          if (!counted(source, guard, chunk) || !watchdog.piece(chunk)) continue;
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
export function guardedBody(source: Readable, guard: BodyGuard): ReadableStream<Uint8Array> {
  const { watchdog } = guard;
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
      follow(source, guard, close, fail);
      source.on('data', (chunk: Buffer) => {
        if (!open || !counted(source, guard, chunk) || !watchdog.piece(chunk)) return;
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
