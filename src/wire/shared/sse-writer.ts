// Writes server-sent events to the client with backpressure: a slow reader pauses the upstream read
// instead of buffering a whole response in gate's memory.
import type { ServerResponse } from 'node:http';
import { table } from '../../kernel/table.js';
import { unreadableEvent } from './faults.js';

export const SSE_HEADERS: Readonly<Record<string, string>> = table({
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  // Reverse proxies (nginx) must not buffer a stream the client reads live.
  'x-accel-buffering': 'no',
});

/** SSE_HEADERS as the head's name, value pairs and its names, made once: the table has no prototype, so V8
 * keeps it as a dictionary, and a `for...in` or `Object.hasOwn` over it on every stream's open was slow. */
const SSE_PAIRS: readonly string[] = Object.entries(SSE_HEADERS).flat();
const SSE_NAMES: ReadonlySet<string> = new Set(Object.keys(SSE_HEADERS));

/**
 * Frames one event; a multi-line `data` becomes several `data:` lines, as the format requires. An event
 * name is often the upstream's own (a payload's `type`): one holding a line break would end the event and
 * start others gate never read (a tool call no one judged), so it is refused as an unreadable event.
 */
export function frameEvent(data: string, event?: string): string {
  if (event !== undefined && /[\r\n]/.test(event)) throw unreadableEvent();
  const head = event === undefined ? '' : `event: ${event}\n`;
  if (!data.includes('\n') && !data.includes('\r')) return `${head}data: ${data}\n\n`;
  const lines = data.split(/\r\n|\r|\n/);
  return `${head}${lines.map((l) => `data: ${l}\n`).join('')}\n`;
}

/** Where a stream rewriter writes framed events (an SseWriter, or a capture in tests). */
export interface EventSink {
  /** Writes one event. */
  send(data: string, event?: string): Promise<void>;
  /** Writes pre-framed text (several events at once). */
  write(framed: string): Promise<void>;
}

export class SseWriter implements EventSink {
  private opened = false;
  /** True once body bytes were handed to the response (the head went with them). */
  private wrote = false;
  /** While corked: the events written so far, which `uncork` sends as one chunk. */
  private batch: string[] | undefined;

  constructor(private readonly res: ServerResponse) {}

  /** True once the status line and headers went out: from then on errors are in-stream events. */
  get started(): boolean {
    return this.opened;
  }

  /** True when the client has gone away. */
  get closed(): boolean {
    return this.res.destroyed || this.res.writableEnded;
  }

  /**
   * Sends 200 and the event-stream headers (plus the name, value pairs passed through from upstream): with
   * the first events when they are already here (one write), else at the end of this turn of the event loop.
   */
  open(passed: readonly string[] = []): void {
    if (this.opened) return;
    this.opened = true;
    // A flat list, the event-stream headers winning: no setHeader call per name (docs/wires.md, "round 15", "round 21").
    const list: string[] = [];
    for (let i = 0; i + 1 < passed.length; i += 2)
      if (!SSE_NAMES.has(passed[i]!)) list.push(passed[i]!, passed[i + 1]!);
    for (let i = 0; i < SSE_PAIRS.length; i++) list.push(SSE_PAIRS[i]!);
    this.res.writeHead(200, list);
    setImmediate(this.flushHead);
  }

  private readonly flushHead = (): void => {
    if (!this.wrote && !this.closed) this.res.flushHeaders();
  };

  /** Writes one event; resolves when the socket can take more (or the client is gone). */
  async send(data: string, event?: string): Promise<void> {
    await this.write(frameEvent(data, event));
  }

  /**
   * Collects writes until `uncork`, so events that arrived together leave in one chunk and one socket
   * write (each `res.write` of a chunked response is a chunk of its own).
   */
  cork(): void {
    if (!this.opened) this.open();
    this.batch ??= [];
  }

  /** Sends what was collected; resolves when the socket can take more (or the client is gone). */
  async uncork(): Promise<void> {
    const batch = this.batch;
    this.batch = undefined;
    if (batch === undefined || batch.length === 0) return;
    await this.write(batch.length === 1 ? batch[0]! : batch.join(''));
  }

  /** Writes pre-framed text (several events at once). */
  async write(framed: string): Promise<void> {
    if (!this.opened) this.open();
    if (this.closed) return;
    if (this.batch !== undefined) {
      this.batch.push(framed);
      return;
    }
    this.wrote = true;
    if (this.res.write(framed)) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        this.res.off('drain', done);
        this.res.off('close', done);
        resolve();
      };
      this.res.on('drain', done);
      this.res.on('close', done);
    });
  }

  end(): void {
    if (!this.opened) this.open();
    const rest = this.batch;
    this.batch = undefined;
    if (this.closed) return;
    this.wrote = true;
    if (rest !== undefined && rest.length > 0) this.res.end(rest.join(''));
    else this.res.end();
  }
}
