// Which route a request node:http's parser refused was for (round 40): its request line is read from the
// bytes the parser was given, only to choose the refusal's shape (an MCP client reads JSON-RPC), never
// echoed. A head may come in several reads, so each connection keeps its head's first line as it arrives.
import type { Socket } from 'node:net';

const TOKEN = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]{1,32}";
/** A request line: method, target, version. The last one before the fault is the refused request's. */
const REQUEST_LINE = new RegExp(`(?:^|\\n)${TOKEN} ([^\\s]{1,8192}) HTTP\\/\\d\\.\\d\\r?\\n`, 'g');
/** A head's first line so far: its target, even when the version has not come (an oversized line). */
const FIRST_LINE = new RegExp(`^(?:\\r?\\n)*${TOKEN} ([^\\s]+)(\\s|$)`);
const LEADING_NEWLINES = /^[\r\n]+/;
/** What FIRST_LINE's `\s` reads as the end of the method or the target. */
const WHITESPACE = /\s/;
/** The most of a head's first line kept per connection. */
const MAX_LINE = 8192;

interface Head {
  /** A request is in hand: its reads are its body, not a head. */
  busy: boolean;
  line: string;
  target: string | undefined;
}

interface ParserHooks {
  getCurrentBuffer?: () => Buffer;
  constructor?: { kOnExecute?: unknown };
  [k: number]: unknown;
}

/** The first line of each connection's head in progress, read from node:http's parser as reads arrive. */
export class HeadLines {
  private readonly heads = new WeakMap<Socket, Head>();

  /** Called after node:http took the connection (its parser is attached). */
  watch(socket: Socket): void {
    const parser = (socket as Socket & { parser?: ParserHooks | null }).parser;
    const k = parser?.constructor?.kOnExecute;
    if (!parser || typeof k !== 'number' || typeof parser.getCurrentBuffer !== 'function') return;
    const next = parser[k];
    if (typeof next !== 'function') return;
    const head: Head = { busy: false, line: '', target: undefined };
    this.heads.set(socket, head);
    // node:http calls this after each read it parsed, the read's bytes still current (and before a fault's clientError).
    parser[k] = (ret: unknown) => {
      if (!head.busy && head.target === undefined && head.line.length < MAX_LINE) {
        try {
          const read = parser.getCurrentBuffer!()
            .subarray(0, MAX_LINE - head.line.length)
            .toString('latin1');
          // Empty lines before a request line are skipped, as the parser skips them; kept, each read of a
          // head sent a byte a read would scan them all again (round 41: quadratic, ~90 ms a connection).
          head.line = head.line === '' ? read.replace(LEADING_NEWLINES, '') : head.line + read;
          // Only a space or a line's end in this read can end the method or the target: else the line is
          // not read again, so a head that comes a byte a read costs its length, not its length squared.
          if (head.line !== '' && WHITESPACE.test(read)) {
            const m = FIRST_LINE.exec(head.line);
            if (m && m[2] !== '') head.target = m[1];
          }
        } catch {
          // A node:http whose parser no longer lends its read: the refusal falls back to the failing read's bytes.
          head.line = 'x'.repeat(MAX_LINE);
        }
      }
      return (next as (r: unknown) => unknown)(ret);
    };
  }

  /** The connection's request was read: what follows is its body until it is answered. */
  started(socket: Socket): void {
    const head = this.heads.get(socket);
    if (head) Object.assign(head, { busy: true, line: '', target: undefined });
  }

  /** Answered: the connection's next read begins a head. */
  ended(socket: Socket): void {
    const head = this.heads.get(socket);
    if (head) head.busy = false;
  }

  /** The target the connection's head in progress names, as far as it came. */
  targetOf(socket: Socket): string | undefined {
    const head = this.heads.get(socket);
    if (head === undefined || head.busy) return undefined;
    return head.target ?? FIRST_LINE.exec(head.line)?.[1];
  }
}

/** The target of the request the parser refused, when the read it failed in says it. */
export function refusedTarget(
  err: Error & { rawPacket?: unknown; bytesParsed?: unknown },
): string | undefined {
  if (!Buffer.isBuffer(err.rawPacket)) return undefined;
  const upTo = typeof err.bytesParsed === 'number' ? err.bytesParsed + 1 : err.rawPacket.length;
  const text = err.rawPacket.subarray(0, Math.min(upTo, err.rawPacket.length, 65_536)).toString('latin1');
  let target: string | undefined;
  for (const m of text.matchAll(REQUEST_LINE)) target = m[1];
  return target;
}
