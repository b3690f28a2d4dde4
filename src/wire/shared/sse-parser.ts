// A server-sent-events parser (WHATWG event-stream rules) fed raw bytes split anywhere: inside a line,
// inside a CRLF pair, inside a multi-byte UTF-8 character. Utf8Pieces carries partial characters.
// One event is bounded: an upstream that never ends its line or its event cannot make gate hold it all.
import { GateError } from '../../kernel/errors.js';
import { Utf8Pieces } from './utf8-pieces.js';

/** The most UTF-16 units one event may span (its lines and the line being read) unless told otherwise. */
export const MAX_EVENT_CHARS = 16 * 1024 * 1024;

export interface SseEvent {
  /** The `event:` field; undefined for an unnamed (`message`) event. */
  event?: string;
  /** The `data:` lines joined with `\n`. */
  data: string;
  id?: string;
}

export class SseParser {
  private readonly decoder = new Utf8Pieces();
  private buffer = '';
  private eventName: string | undefined;
  private dataLines: string[] = [];
  /** Characters in the data lines of the event being read. */
  private dataChars = 0;
  private lastEndedInCr = false;

  constructor(private readonly maxEventChars = MAX_EVENT_CHARS) {}

  private lastId: string | undefined;
  private sawField = false;
  private first = true;

  /** Feeds bytes; returns every event completed by them, in order. */
  push(bytes: Uint8Array): SseEvent[] {
    let text = this.decoder.push(bytes);
    if (this.first && text.length > 0) {
      // A leading BOM is not part of the first field name.
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      this.first = false;
    }
    // Whether the held rest ends in a CR (maybe half a CRLF): read off the previous piece, since asking the
    // held rest itself would flatten it on every push.
    const pendingCr = this.buffer.length > 0 && this.lastEndedInCr;
    if (text.length > 0) this.lastEndedInCr = text.charCodeAt(text.length - 1) === 13;
    this.buffer += text;
    if (this.dataChars + this.buffer.length > this.maxEventChars) throw eventTooLarge(this.maxEventChars);
    // No line end in the new text: nothing completes, and the held rest is not scanned again.
    if (text.indexOf('\n') === -1 && text.indexOf('\r') === -1 && !pendingCr) return [];
    return this.drainLines(false);
  }

  /** Ends the stream: flushes the decoder and the last line. An event with no blank line after it is dropped. */
  end(): SseEvent[] {
    this.buffer += this.decoder.end();
    const events = this.drainLines(true);
    this.resetEvent();
    return events;
  }

  /** True when fields of an event were read but the blank line that dispatches it has not come. */
  get midEvent(): boolean {
    return this.sawField || this.buffer.length > 0;
  }

  private drainLines(final: boolean): SseEvent[] {
    const events: SseEvent[] = [];
    let start = 0;
    const buf = this.buffer;
    if (!buf.includes('\r')) {
      // Only LF line ends (what providers send): jump from one to the next instead of scanning every character.
      for (let i = buf.indexOf('\n'); i !== -1; i = buf.indexOf('\n', start)) {
        const event = this.line(buf.slice(start, i));
        start = i + 1;
        if (event) events.push(event);
      }
      return this.keepRest(buf, start, final, events);
    }
    for (let i = 0; i < buf.length; i++) {
      const c = buf.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for the next byte.
      if (c === 13 && i === buf.length - 1 && !final) break;
      const line = buf.slice(start, i);
      if (c === 13 && buf.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
      const event = this.line(line);
      if (event) events.push(event);
    }
    return this.keepRest(buf, start, final, events);
  }

  /** Keeps the unterminated rest for the next push; at the end, reads it as a last line. */
  private keepRest(buf: string, start: number, final: boolean, events: SseEvent[]): SseEvent[] {
    this.buffer = buf.slice(start);
    if (final && this.buffer.length > 0) {
      this.line(this.buffer);
      this.buffer = '';
    }
    return events;
  }

  private line(line: string): SseEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.charCodeAt(0) === 58) return undefined; // ':' starts a comment
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32) value = value.slice(1);
    this.sawField = true;
    switch (field) {
      case 'event':
        this.eventName = value;
        break;
      case 'data':
        this.dataLines.push(value);
        this.dataChars += value.length + 1;
        if (this.dataChars > this.maxEventChars) throw eventTooLarge(this.maxEventChars);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastId = value;
        break;
      default:
        break; // `retry` and unknown fields carry nothing a proxy acts on
    }
    return undefined;
  }

  private dispatch(): SseEvent | undefined {
    const hadData = this.dataLines.length > 0;
    const event: SseEvent = { data: this.dataLines.join('\n') };
    if (this.eventName !== undefined && this.eventName !== '') event.event = this.eventName;
    if (this.lastId !== undefined) event.id = this.lastId;
    this.resetEvent();
    return hadData ? event : undefined;
  }

  private resetEvent(): void {
    this.eventName = undefined;
    this.dataLines = [];
    this.dataChars = 0;
    this.sawField = false;
  }
}

/** One event past the bound: the stream cannot be read whole, so it stops (fail closed). */
function eventTooLarge(max: number): GateError {
  return new GateError(
    'UPSTREAM_UNREACHABLE',
    `the upstream stream carried an event larger than ${max} characters; the stream was stopped`,
  );
}

/** The result of reading an event stream to its end. */
export interface SseReadEnd {
  /** The stream ended with an event half-read (no dispatching blank line). */
  truncated: boolean;
}

/** Reads an event stream body; yields each event as soon as its blank line arrives. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent, SseReadEnd> {
  const batches = readSseBatches(body);
  let finished = false;
  try {
    for (;;) {
      const next = await batches.next();
      if (next.done) {
        finished = true;
        return next.value;
      }
      yield* next.value;
    }
  } finally {
    if (!finished) await batches.return({ truncated: false });
  }
}

/**
 * Reads an event stream body (a web stream, or the pieces of one) and yields the events completed by each
 * read together (never an empty batch), so a proxy can write what arrived together in one go.
 */
export async function* readSseBatches(
  body: ReadableStream<Uint8Array> | AsyncIterator<Uint8Array>,
): AsyncGenerator<SseEvent[], SseReadEnd> {
  const parser = new SseParser();
  // A web stream's own iterator cancels the stream when it is returned early, as the pieces' iterator does.
  const reader = 'getReader' in body ? body.values() : body;
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.next();
      if (done) break;
      const events = parser.push(value);
      if (events.length > 0) yield events;
    }
    finished = true;
    const truncated = parser.midEvent;
    const last = parser.end();
    if (last.length > 0) yield last;
    return { truncated };
  } finally {
    // A consumer that stops early (client gone, upstream error event) releases the upstream connection.
    if (!finished) await reader.return?.().catch(() => {});
  }
}
