// The built-in model's answers as a Response that is not undici's. Node loads its fetch (undici, web
// streams) at the first `Response` a process makes: about 40 ms of CPU in a server's first in-kernel turn
// (docs/operations.md, "Round 38"), and gate's wires read only an answer's status, headers, bytes and, for
// an event stream, its pieces (wire/shared/pump.ts).
import type { CallerSignal, PieceReadable } from '../../server/types.js';
import { WireHeaders } from '../proxy-response.js';

const USED = 'Body is unusable: Body has already been read';
const ENCODER = new TextEncoder();

/**
 * An answer held as its parts (one JSON text, or an event stream's frames): read whole or a frame a piece,
 * without a web stream; `body`, `clone`, `blob` and `formData` make undici's Response over what is unread.
 * With `signal`, reading fails once the caller aborted, as the event stream's web body did.
 */
export class BufferedResponse implements Response, PieceReadable {
  readonly status: number;
  readonly statusText = '';
  readonly headers: WireHeaders;
  readonly url = '';
  readonly redirected = false;
  readonly type = 'default' as const;
  readonly #parts: readonly string[];
  readonly #signal: CallerSignal | undefined;
  #read = false;
  #real: Response | undefined;

  constructor(
    status: number,
    parts: readonly string[],
    rawHeaders: readonly string[],
    signal?: CallerSignal,
  ) {
    this.status = status;
    this.#parts = parts;
    this.headers = new WireHeaders(rawHeaders);
    this.#signal = signal;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  /** undici's Response over the same answer, made once and read from then on (its used state is the answer's). */
  #undici(): Response {
    if (this.#real === undefined) {
      const init = { status: this.status, headers: [...this.headers] };
      this.#real = new Response(
        this.#signal ? framedBody(this.#parts, this.#signal) : this.#parts.join(''),
        init,
      );
      // A body already read stays read.
      if (this.#read) void this.#real.arrayBuffer().catch(() => undefined);
    }
    return this.#real;
  }

  get body(): ReadableStream<Uint8Array> | null {
    return this.#undici().body;
  }

  get bodyUsed(): boolean {
    return this.#read || (this.#real?.bodyUsed ?? false);
  }

  /** A frame a piece, each made when asked for (none read ahead). */
  pieces(): AsyncIterableIterator<Uint8Array> {
    if (this.#read || this.#real) throw new TypeError(USED);
    this.#read = true;
    const parts = this.#parts;
    const signal = this.#signal;
    let next = 0;
    const iterator: AsyncIterableIterator<Uint8Array> = {
      next: async () => {
        if (signal?.aborted) throw signal.reason;
        const part = parts[next++];
        return part === undefined
          ? { done: true, value: undefined }
          : { done: false, value: ENCODER.encode(part) };
      },
      return: async () => {
        next = parts.length;
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  readonly text = async (): Promise<string> => {
    if (this.#real) return this.#real.text();
    if (this.#read) throw new TypeError(USED);
    this.#read = true;
    if (this.#signal?.aborted) throw this.#signal.reason;
    return this.#parts.join('');
  };

  readonly arrayBuffer = async (): Promise<ArrayBuffer> => {
    const bytes = Buffer.from(await this.text(), 'utf8');
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  };

  readonly bytes = async (): Promise<Uint8Array> => new Uint8Array(await this.arrayBuffer());

  readonly json = async (): Promise<unknown> => JSON.parse(await this.text()) as unknown;

  readonly blob = (): Promise<Blob> => this.#undici().blob();

  readonly formData = (): Promise<FormData> => this.#undici().formData();

  readonly clone = (): Response => {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    return this.#undici().clone();
  };
}

/** An event stream's frames as a web body sent one frame per read (none read ahead), failing as soon as the caller aborts. */
function framedBody(frames: readonly string[], signal: CallerSignal): ReadableStream<Uint8Array> {
  let next = 0;
  let onAbort: (() => void) | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (signal.aborted) return controller.error(signal.reason);
        onAbort = () => controller.error(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
      },
      pull(controller) {
        const frame = frames[next++];
        if (frame !== undefined) {
          controller.enqueue(ENCODER.encode(frame));
          return;
        }
        if (onAbort) signal.removeEventListener('abort', onAbort);
        controller.close();
      },
      cancel() {
        if (onAbort) signal.removeEventListener('abort', onAbort);
      },
    },
    { highWaterMark: 0 },
  );
}
