// The proxy's answer as the wires read it: a web `Response` in shape, built without undici's Response and
// Headers (their construction and header validation cost more per request than the rest of a small read;
// Node's HTTP parser has already refused malformed header bytes).
import type { Readable } from 'node:stream';
import { type BodyGuard, guardedBody, pulledPieces, readAll } from './proxy-body.js';

const USED = 'Body is unusable: Body has already been read';

/** Read-only response headers from the raw pairs, as fetch presents them (lowercase, repeats joined by ", "). */
export class WireHeaders implements Headers {
  /** The name/value pairs as they arrived (names in the sender's case), for a reader that keeps a few. */
  readonly raw: readonly string[];
  /** By lower-case name, built at the first read that needs every header (has, iteration). */
  #byName: Map<string, string> | undefined;
  readonly #cookies: string[] = [];
  #inOrder: [string, string][] | undefined;

  constructor(raw: readonly string[]) {
    this.raw = raw;
  }

  // Methods on the prototype, not arrow properties: a dozen closures for every upstream answer were
  // a measurable share of what a request allocates.
  get(name: string): string | null {
    if (this.#byName) return this.#byName.get(name.toLowerCase()) ?? null;
    // A wire reads one or two headers of twenty-odd: a scan, the length first, builds no map.
    const wanted = name.toLowerCase();
    const raw = this.raw;
    let value: string | null = null;
    for (let i = 0; i + 1 < raw.length; i += 2) {
      if (raw[i]!.length !== wanted.length || raw[i]!.toLowerCase() !== wanted) continue;
      value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
    }
    return value;
  }

  has(name: string): boolean {
    return this.#values().has(name.toLowerCase());
  }

  getSetCookie(): string[] {
    this.#values();
    return [...this.#cookies];
  }

  forEach(callback: (value: string, key: string, iterable: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.#sorted()) callback.call(thisArg, value, name, this);
  }

  entries(): ReturnType<Headers['entries']> {
    return this.#sorted()[Symbol.iterator]() as ReturnType<Headers['entries']>;
  }

  keys(): ReturnType<Headers['keys']> {
    return this.#sorted()
      .map(([name]) => name)
      [Symbol.iterator]() as ReturnType<Headers['keys']>;
  }

  values(): ReturnType<Headers['keys']> {
    return this.#sorted()
      .map(([, value]) => value)
      [Symbol.iterator]() as ReturnType<Headers['keys']>;
  }

  [Symbol.iterator](): ReturnType<Headers['entries']> {
    return this.entries();
  }

  // A response's headers are immutable, as fetch's are.
  append(_name: string, _value: string): void {
    immutable();
  }

  set(_name: string, _value: string): void {
    immutable();
  }

  delete(_name: string): void {
    immutable();
  }

  #values(): Map<string, string> {
    if (this.#byName) return this.#byName;
    const values = new Map<string, string>();
    const raw = this.raw;
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const name = raw[i]!.toLowerCase();
      const value = raw[i + 1]!;
      if (name === 'set-cookie') this.#cookies.push(value);
      const before = values.get(name);
      values.set(name, before === undefined ? value : `${before}, ${value}`);
    }
    this.#byName = values;
    return values;
  }

  /** In name order, as a Headers iterates (each Set-Cookie apart, as the fetch standard has it); sorted once. */
  #sorted(): [string, string][] {
    if (this.#inOrder) return this.#inOrder;
    const pairs: [string, string][] = [];
    for (const [name, value] of this.#values()) {
      if (name === 'set-cookie') for (const cookie of this.#cookies) pairs.push([name, cookie]);
      else pairs.push([name, value]);
    }
    this.#inOrder = pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return this.#inOrder;
  }
}

function immutable(): never {
  throw new TypeError('Headers of a response are immutable');
}

export interface ProxyResponseInit {
  status: number;
  statusText: string;
  /** Name/value pairs straight from the wire (`IncomingMessage.rawHeaders`). */
  rawHeaders: readonly string[];
  /** The URL that answered (after redirects). */
  url: string;
  redirected: boolean;
  /** An event stream's guard against the provider key split across events (split-key.ts). */
  eventData?: (data: string, event: string | undefined) => string;
}

/**
 * The answer over the node response. `text()`, `arrayBuffer()` and `json()` read the socket directly,
 * `pieces()` hands out what arrives; `body` builds the web stream only when asked for.
 */
export class ProxyResponse implements Response {
  readonly status: number;
  readonly statusText: string;
  readonly headers: WireHeaders;
  readonly url: string;
  readonly redirected: boolean;
  readonly type = 'basic' as const;
  readonly eventData: ((data: string, event: string | undefined) => string) | undefined;
  readonly #source: Readable;
  readonly #guard: BodyGuard;
  #stream: ReadableStream<Uint8Array> | undefined;
  #read = false;

  constructor(source: Readable, guard: BodyGuard, init: ProxyResponseInit) {
    this.status = init.status;
    this.statusText = init.statusText;
    this.headers = new WireHeaders(init.rawHeaders);
    this.url = init.url;
    this.redirected = init.redirected;
    this.eventData = init.eventData;
    this.#source = source;
    this.#guard = guard;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status <= 299;
  }

  get body(): ReadableStream<Uint8Array> {
    this.#stream ??= this.#read ? usedBody() : guardedBody(this.#source, this.#guard);
    return this.#stream;
  }

  /** The body's pieces without a web stream (the SSE pump's way in: a web stream costs a lot per piece). */
  pieces(): AsyncIterableIterator<Uint8Array> {
    if (this.#read || this.#stream) throw new TypeError(USED);
    this.#read = true;
    return pulledPieces(this.#source, this.#guard);
  }

  relayed(held: number): void {
    this.#guard.limit.settle(held);
  }

  get bodyUsed(): boolean {
    return this.#read || (this.#stream?.locked ?? false);
  }

  readonly arrayBuffer = async (): Promise<ArrayBuffer> => {
    const bytes = await this.#bytes();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  };

  readonly bytes = async (): Promise<Uint8Array> => new Uint8Array(await this.arrayBuffer());

  readonly text = async (): Promise<string> => UTF8.decode(await this.#bytes());

  readonly json = async (): Promise<unknown> => JSON.parse(await this.text()) as unknown;

  readonly blob = async (): Promise<Blob> =>
    new Blob([await this.#bytes()], { type: this.headers.get('content-type') ?? '' });

  readonly formData = (): Promise<FormData> =>
    new Response(this.body, { headers: [...this.headers] }).formData();

  readonly clone = (): Response => {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    const [mine, theirs] = this.body.tee();
    this.#stream = mine;
    return new Response(theirs, {
      status: this.status,
      statusText: this.statusText,
      headers: [...this.headers],
    });
  };

  async #bytes(): Promise<Buffer> {
    if (this.#stream) return Buffer.from(await new Response(this.#stream).arrayBuffer());
    if (this.#read) throw new TypeError(USED);
    this.#read = true;
    return readAll(this.#source, this.#guard);
  }
}

/** fetch's `text()`: UTF-8, a leading BOM dropped, bad sequences replaced. */
const UTF8 = new TextDecoder();

function usedBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start: (controller) => controller.error(new TypeError(USED)),
  });
}
