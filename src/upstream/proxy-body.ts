// Reading an upstream answer's body for one reader, under the request's watchdog: the whole of it (buffered
// answers), piece by piece on demand (the SSE pump), or as a web stream (anything else that asks).
import type { Readable } from 'node:stream';
import type { Watchdog } from './watchdog.js';

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
export function readAll(source: Readable, watchdog: Watchdog): Promise<Buffer> {
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
export function pulledPieces(source: Readable, watchdog: Watchdog): AsyncIterableIterator<Uint8Array> {
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
export function guardedBody(source: Readable, watchdog: Watchdog): ReadableStream<Uint8Array> {
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
