// What a Streamable HTTP downstream answers a POST with, read by gate before the SDK's transport sees it
// (docs/mcp.md, "Round 49"). The SDK parses every message of a body or an event stream with its schema and
// then dispatches it, and fails the whole exchange (gate reconnects, every call in flight fails) on a body
// it cannot read. Here each message is sorted first: only what gate reads reaches the SDK, a body of more
// than a few messages or a stream of many unasked answers fails its own call, and an answer gate cannot
// read becomes a -32603 error for its own request, so the other calls on the server complete.
import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { MAX_JSON_DEPTH, textTooWide } from '../kernel/json-depth.js';
import { MAX_ARG_ENTRIES } from '../kernel/ladder/rung.js';

/** gate sends one message a POST: an answer body of more messages than this is hostile (round 48: 200,000). */
export const MAX_BODY_MESSAGES = 16;
/** Answers to nothing gate is waiting on, on one event stream: past it the stream is ended. */
export const MAX_UNASKED_ANSWERS = 64;

/**
 * Events up to this long are parsed and sorted here; a longer one is handed on unsorted: many messages
 * cost the SDK per message (round 48: 200,000 unasked answers, 6.6 s), a long one per byte.
 */
export const SORTED_EVENT_CHARS = 64 * 1024;

/** The requests gate sent and waits on, keyed as the SDK matches an answer (Number(id)). */
export class AskedIds {
  /** id → whether its answer is held to the depth bound (a tools/list page is not, round 27). */
  private readonly waiting = new Map<number, boolean>();
  /** Answered on a body or stream gate has read, not yet delivered: a second answer is unasked. */
  private readonly claimed = new Set<number>();

  sent(id: number, deep: boolean): void {
    this.waiting.set(id, deep);
  }

  /** Whether the answer to `id` is held to the depth bound; undefined when gate waits on no such request. */
  deepBound(id: number): boolean | undefined {
    return this.waiting.get(id);
  }

  done(id: number): void {
    this.waiting.delete(id);
    this.claimed.delete(id);
  }

  /** True for the first answer read to a request gate waits on; an id of another type the SDK refuses. */
  claim(id: unknown): boolean {
    if (typeof id !== 'number' && typeof id !== 'string') return false;
    const n = Number(id);
    if (!this.waiting.has(n) || this.claimed.has(n)) return false;
    this.claimed.add(n);
    return true;
  }
}

/**
 * What becomes of one message a downstream sent: `keep` (an answer gate waits on, a request the SDK
 * answers, a tools/list_changed), `unasked` (an answer to nothing gate waits on), `unread` (a notification
 * gate has no use for: logging, progress; the SDK would parse each and drop it, or build an error for a
 * progress token it never gave), `bad` (not a message: the SDK's schema refuses it).
 */
export type Sorted = 'keep' | 'unasked' | 'unread' | 'bad';

export function sortMessage(message: unknown, asked: Pick<AskedIds, 'claim'>): Sorted {
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return 'bad';
  const m = message as Record<string, unknown>;
  if ('method' in m) {
    if ('id' in m) return 'keep';
    return m.method === 'notifications/tools/list_changed' ? 'keep' : 'unread';
  }
  if (!('id' in m)) return 'bad';
  return asked.claim(m.id) ? 'keep' : 'unasked';
}

/**
 * The `data` of an answer gate made because it did not read the backend's (round 65): the call's outcome
 * says the backend did not answer (a STOP row, docs/journal.md). A backend can send it too, but can claim
 * no more by it than it can cause: cutting its own stream off gets the same row.
 */
const REFUSED_DATA = 'backend_unavailable';

/** Whether a JSON-RPC error's `data` is the mark of an answer gate made in the backend's place (failed). */
export function isGateRefusal(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { code?: unknown }).code === REFUSED_DATA;
}

/** A -32603 answer to gate's own request `id`, saying why in gate's words (never a byte of the answer). */
export function failed(id: number | string, server: string, why: string): Record<string, unknown> {
  return {
    jsonrpc: '2.0',
    id,
    error: {
      code: -32603,
      message: `backend "${server}" sent ${why}; gate did not read it`,
      data: { code: REFUSED_DATA },
    },
  };
}

export interface AnswerContext {
  server: string;
  asked: AskedIds;
  /** The id of gate's request this POST carries, or undefined (a GET stream, or a POST gate cannot read). */
  own: number | undefined;
  /** One line a refusal, naming the bound, never a byte. */
  refused: (why: string) => void;
  /** Whether an error the body's reader threw is the per-message byte bound (boundedFetch). */
  tooLong: (err: unknown) => boolean;
  maxBytes: number;
}

/**
 * Why a message's text is wider than gate reads, before JSON.parse builds it (round 49: 10 MiB of `{}`
 * took 1.7 s to parse, 5 million levels 3.8 s): boundedWidth's bounds, read from the text. `deep` false
 * for a tools/list page (round 27 refuses a too-deep tool by name). A body's array adds one level.
 */
export function textTooWideWhy(text: string, deep: boolean): string | undefined {
  const wide = textTooWide(
    text,
    deep ? MAX_JSON_DEPTH + 1 : Number.POSITIVE_INFINITY,
    MAX_ARG_ENTRIES,
    MAX_ARG_ENTRIES,
  );
  if (wide === undefined) return undefined;
  return wide === 'deep'
    ? `a message nested deeper than ${MAX_JSON_DEPTH} levels`
    : wide === 'names'
      ? `a message spelling more than ${MAX_ARG_ENTRIES} distinct member names`
      : `a message holding more than ${MAX_ARG_ENTRIES} array items`;
}

/** One sentence for both transports: `where` names the event stream or the stdout. */
export const unaskedPast = (n: number, where: string) =>
  `more than ${n} answers to requests gate was not waiting on, ${where}`;

/**
 * A POST's answer read as the SDK would read it, but sorted first. `res` is an ok answer that is not 202.
 * Answers whose body the SDK could not read (a type it does not read, a body cut off, past the byte bound,
 * not JSON, no answer to the request) become the request's own -32603, so only this call fails.
 */
export async function readAnswer(res: Response, ctx: AnswerContext): Promise<Response> {
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return streamed(res, ctx);
  if (ctx.own === undefined) return res;
  const own = ctx.own;
  const fail = (why: string) => {
    ctx.refused(why);
    return jsonAnswer(res, [failed(own, ctx.server, why)]);
  };
  if (type !== 'application/json') {
    await res.body?.cancel().catch(() => undefined);
    return fail('an answer of a type gate does not read (neither JSON nor an event stream)');
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    return fail(
      ctx.tooLong(err)
        ? `an answer longer than gate reads (${ctx.maxBytes} bytes)`
        : 'an answer cut off before its end',
    );
  }
  const wide = textTooWideWhy(text, ctx.asked.deepBound(own) !== false);
  if (wide !== undefined) return fail(wide);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('an answer that is not JSON');
  }
  const list = Array.isArray(data) ? data : [data];
  if (list.length > MAX_BODY_MESSAGES)
    return fail(`an answer body of more than ${MAX_BODY_MESSAGES} messages`);
  const kept: unknown[] = [];
  let answered = false;
  for (const message of list) {
    // The SDK refuses the whole body for one message its schema refuses; here that one is left out.
    if (sortMessage(message, ctx.asked) !== 'keep' || !JSONRPCMessageSchema.safeParse(message).success)
      continue;
    kept.push(message);
    if (isAnswerTo(message, own)) answered = true;
  }
  if (!answered) {
    const why = 'an answer body holding no answer gate could read to its request';
    ctx.refused(why);
    kept.push(failed(own, ctx.server, why));
  }
  return jsonAnswer(res, kept);
}

const isAnswerTo = (message: unknown, own: number | undefined): boolean =>
  own !== undefined && !('method' in (message as object)) && Number((message as { id?: unknown }).id) === own;

/**
 * A 4xx or 5xx to the POST of gate's request `own` (not a lost session: connection.ts tells that apart) as
 * that request's -32603: the SDK would throw for the exchange and gate would reconnect the whole server,
 * failing every call in flight on it. The body is not read (a server's error page may carry anything).
 */
export async function statusAnswer(
  res: Response,
  own: number,
  server: string,
  refused: (why: string) => void,
): Promise<Response> {
  await res.body?.cancel().catch(() => undefined);
  const why = `an HTTP ${res.status} status to its request`;
  refused(why);
  return jsonAnswer(res, [failed(own, server, why)]);
}

/** An answer the SDK reads as JSON, its messages already parsed (each is parsed once, here). */
function jsonAnswer(res: Response, messages: unknown[]): Response {
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-encoding');
  headers.delete('content-length');
  const out = new Response(null, { status: 200, statusText: res.statusText, headers });
  Object.defineProperty(out, 'json', { value: async () => messages });
  return out;
}

/**
 * An event stream read event by event and written again as the SDK reads it, holding only what gate
 * reads (sortMessage). A POST's stream that ends, is cut off or passes a bound without an answer to its
 * request gets its request's -32603 last (dropped by boundedWidth if the answer came); one the server
 * marked resumable (an event id) is left to the SDK to resume, as before.
 */
export function streamed(res: Response, ctx: AnswerContext): Response {
  const body = res.body;
  if (body === null) return res;
  const reader = body.getReader();
  const encoder = new TextEncoder();
  // Events are read as bytes, one character a byte (EventParser): what is handed on is written back unchanged.
  const parser = new EventParser();
  let unaskedCount = 0;
  let resumable = false;
  let answered = false;
  let over = false;
  /** Why an event was too wide to read: the stream ends there, its request failing with that sentence. */
  let tooWide: string | undefined;
  const out = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let wrote = false;
      /** `bytes`: text whose characters are bytes (the parser's); else text gate wrote, encoded as UTF-8. */
      const send = (text: string, bytes = true) => {
        wrote = true;
        controller.enqueue(bytes ? Buffer.from(text, 'latin1') : encoder.encode(text));
      };
      const end = (why: string | undefined) => {
        if (why !== undefined) ctx.refused(why);
        if (ctx.own !== undefined && !resumable && !answered) {
          const said = why ?? 'no answer to its request before its event stream ended';
          send(eventText(JSON.stringify(failed(ctx.own, ctx.server, said)), undefined), false);
        }
        controller.close();
      };
      const write = (piece: SsePiece) => {
        if (piece.kind === 'retry') return send(`retry: ${piece.ms}\n`);
        if (piece.id !== undefined) resumable = true;
        let keep = piece.type === undefined || piece.type === 'message';
        if (keep && piece.data !== '') {
          // Read for its width before anyone parses it: past a bound the event is dropped, its call fails.
          const wide = textTooWideWhy(
            piece.data,
            ctx.own === undefined || ctx.asked.deepBound(ctx.own) !== false,
          );
          if (wide !== undefined) {
            tooWide = wide;
            return;
          }
        }
        // A long event costs the SDK its bytes, as any answer does; it is handed on unsorted, not parsed twice.
        if (keep && piece.data !== '' && piece.data.length <= SORTED_EVENT_CHARS) {
          let message: unknown;
          try {
            message = JSON.parse(utf8Of(piece.data));
          } catch {
            message = undefined;
          }
          const sorted = sortMessage(message, ctx.asked);
          if (sorted === 'unasked' && ++unaskedCount > MAX_UNASKED_ANSWERS) over = true;
          keep = sorted === 'keep';
          // The request's own answer, if the SDK's schema reads it: no error need follow it.
          if (keep && isAnswerTo(message, ctx.own)) {
            keep = JSONRPCMessageSchema.safeParse(message).success;
            answered ||= keep;
          }
        }
        // An event gate does not hand on still carries its id: the SDK resumes from the last one.
        if (keep) {
          // Written in parts of at most ~64 KiB, a long line alone: one string of a 9.5 MB event was built and
          // flattened only to be copied out (round 50).
          let held = eventHead(piece.id, piece.type);
          for (const line of piece.data.split('\n')) {
            if (line.length <= SORTED_EVENT_CHARS) held += `data: ${line}\n`;
            else {
              send(`${held}data: `);
              send(line);
              held = '\n';
            }
            if (held.length > SORTED_EVENT_CHARS) {
              send(held);
              held = '';
            }
          }
          send(`${held}\n`);
        } else if (piece.id !== undefined) send(eventText('', piece.id));
      };
      // A chunk whose every event is dropped enqueues nothing: read on, or the SDK's reader waits forever.
      while (!wrote) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (err) {
          // A GET stream errors as before: the SDK reopens it, or the connection is dropped for its length.
          if (ctx.own === undefined) return controller.error(err);
          return end(
            ctx.tooLong(err)
              ? `an answer longer than gate reads (${ctx.maxBytes} bytes)`
              : 'an answer cut off before its end',
          );
        }
        if (chunk.done) return end(undefined);
        for (const piece of parser.feed(chunk.value)) {
          write(piece);
          if (over || tooWide !== undefined) {
            await reader.cancel().catch(() => undefined);
            return end(tooWide ?? unaskedPast(MAX_UNASKED_ANSWERS, 'on one event stream'));
          }
        }
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const headers = new Headers(res.headers);
  headers.set('content-type', 'text/event-stream');
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(out, { status: res.status, statusText: res.statusText, headers });
}

/** Text whose characters are bytes (EventParser's), read as UTF-8, as the SDK's decoder reads them. */
export const utf8Of = (bytes: string): string => Buffer.from(bytes, 'latin1').toString('utf8');

/** An event's id and type lines, as the SDK's parser reads them back. */
function eventHead(id: string | undefined, type: string | undefined): string {
  const text = id === undefined ? '' : `id: ${id}\n`;
  return type === undefined ? text : `${text}event: ${type}\n`;
}

/** One event as the SDK's parser reads it back: the same data, id and type. */
function eventText(data: string, id: string | undefined, type?: string): string {
  let text = eventHead(id, type);
  for (const line of data.split('\n')) text += `data: ${line}\n`;
  return `${text}\n`;
}

const BOM = '\xEF\xBB\xBF';

export type SsePiece =
  | { kind: 'event'; data: string; id: string | undefined; type: string | undefined }
  | { kind: 'retry'; ms: number };

/**
 * The event stream format (WHATWG, as eventsource-parser reads it): lines end in CR, LF or CRLF; a blank
 * line ends an event that had a data line; `data`, `event`, `id` (without NUL) and `retry` (digits) are
 * read, comments and other fields ignored; a BOM at the start is dropped. Each byte is read once: a line
 * in many pieces is joined when its end comes. Read as bytes, one character a byte (latin1), not decoded:
 * every character the format reads is ASCII, and no byte of a UTF-8 sequence is, so the pieces are the
 * decoded reading's bytes (utf8Of); round 49 decoded each event and encoded it again (a 9.5 MB event).
 */
export class EventParser {
  /** The stream's first bytes while they may still be a BOM (EF BB BF), which is dropped. */
  private head: string | undefined = '';
  private pending: string[] = [];
  /** The previous piece ended in CR: an LF starting this one ends nothing more. */
  private afterCr = false;
  private data: string[] = [];
  private id: string | undefined;
  private type: string | undefined;

  feed(bytes: Uint8Array): SsePiece[] {
    let text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    if (this.head !== undefined) {
      text = this.head + text;
      if (text.length < 3 && BOM.startsWith(text)) {
        this.head = text;
        return [];
      }
      this.head = undefined;
      if (text.startsWith(BOM)) text = text.slice(3);
    }
    return this.lines(text);
  }

  private lines(text: string): SsePiece[] {
    const out: SsePiece[] = [];
    let start = 0;
    if (this.afterCr && text.charCodeAt(0) === 10) start = 1;
    this.afterCr = false;
    // Line ends found natively (indexOf), each searched from where the last was found: linear in the text.
    let lf = text.indexOf('\n', start);
    let cr = text.indexOf('\r', start);
    while (lf !== -1 || cr !== -1) {
      const at = cr === -1 || (lf !== -1 && lf < cr) ? lf : cr;
      const piece = text.slice(start, at);
      const line = this.pending.length === 0 ? piece : this.pending.join('') + piece;
      this.pending = [];
      this.line(line, out);
      start = at + 1;
      if (at === cr) {
        if (start === text.length) this.afterCr = true;
        else if (text.charCodeAt(start) === 10) start++;
      }
      if (lf !== -1 && lf < start) lf = text.indexOf('\n', start);
      if (cr !== -1 && cr < start) cr = text.indexOf('\r', start);
    }
    if (start < text.length) this.pending.push(text.slice(start));
    return out;
  }

  private line(line: string, out: SsePiece[]): void {
    if (line === '') {
      if (this.data.length > 0)
        out.push({ kind: 'event', data: this.data.join('\n'), id: this.id, type: this.type });
      this.data = [];
      this.id = undefined;
      this.type = undefined;
      return;
    }
    if (line.charCodeAt(0) === 58) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(line.charCodeAt(colon + 1) === 32 ? colon + 2 : colon + 1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.type = value === '' ? undefined : value;
    else if (field === 'id') {
      if (!value.includes('\0')) this.id = value;
    } else if (field === 'retry' && /^\d{1,15}$/.test(value)) out.push({ kind: 'retry', ms: Number(value) });
  }
}
