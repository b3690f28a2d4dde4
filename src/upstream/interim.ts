// undici's HTTP/1.1 client drops the connection on any `100 Continue` (it sends no `Expect`, so it takes a
// 100 for a broken server), and gate answered 502. RFC 9110 §15.2: a client MUST parse 1xx answers it did
// not ask for and may ignore them. gate never sends `Expect` (proxy.ts), so every 100 is unasked for: this
// connection layer drops each 100 head at the start of an answer before undici reads it; other 1xx (103)
// undici reads and gate ignores (dispatch.ts).
import type { Socket } from 'node:net';

/** Bytes of one interim head read at most; past it the connection is dropped (the request fails 502). */
export const MAX_INTERIM_BYTES = 16 * 1024;

/** "HTTP/1.x 100" and the byte after it: enough to tell a 100 head from any other answer. */
const DECIDE_AT = 13;

/** A request line as undici writes it, a string at the start of its head: "<METHOD> <target> HTTP/1.1\r\n". */
function startsRequest(chunk: unknown): boolean {
  if (typeof chunk !== 'string') return false;
  const eol = chunk.indexOf('\r\n');
  return eol > 0 && chunk.startsWith(' HTTP/1.1', eol - 9);
}

/** Whether `head` (at least DECIDE_AT bytes) opens a 100 answer: "HTTP/1.0 100" or "HTTP/1.1 100", then SP or CR. */
function isContinue(head: Buffer): boolean {
  if (head.toString('latin1', 0, 7) !== 'HTTP/1.') return false;
  const minor = head[7];
  const after = head[12];
  return (
    (minor === 0x30 || minor === 0x31) &&
    head.toString('latin1', 8, 12) === ' 100' &&
    (after === 0x20 || after === 0x0d)
  );
}

/**
 * Makes `socket` drop `100` heads at the start of each answer. An answer starts after a request's head is
 * written: the pool sends one request at a time on a connection (pipelining 1), so nothing of an earlier
 * answer is still to come then. Only the start is looked at; each byte once; the rest passes as read.
 */
export function dropContinues(socket: Socket): void {
  let atStart = false;
  /** The answer's first bytes, fewer than DECIDE_AT until a start is decided. */
  let head: Buffer | undefined;
  /** Inside a 100 head: its bytes so far, and how much of CRLF CRLF ends the bytes so far. */
  let skipping = false;
  let skipped = 0;
  let matched = 0;
  const write = socket.write;
  socket.write = function (this: Socket, chunk: unknown, ...rest: unknown[]) {
    if (startsRequest(chunk)) atStart = true;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof socket.write;
  const read = socket.read;
  socket.read = function (this: Socket, size?: number) {
    // Until an answer's start is decided, every buffered chunk is taken: a null says nothing is left.
    for (;;) {
      let chunk = read.call(this, size) as Buffer | null;
      if (!atStart || chunk === null) return chunk;
      while (chunk.length > 0) {
        if (skipping) {
          const end = endOfHead(chunk);
          skipped += end < 0 ? chunk.length : end;
          if (skipped > MAX_INTERIM_BYTES) {
            this.destroy(new Error('an interim answer head longer than gate reads'));
            return null;
          }
          if (end < 0) break;
          skipping = false;
          chunk = chunk.subarray(end);
          continue;
        }
        head = head === undefined ? chunk : Buffer.concat([head, chunk]);
        chunk = EMPTY;
        if (head.length < DECIDE_AT) break;
        if (!isContinue(head)) {
          const out = head;
          atStart = false;
          head = undefined;
          return out;
        }
        chunk = head;
        head = undefined;
        skipping = true;
        skipped = 0;
        matched = 0;
      }
    }
  } as typeof socket.read;

  /** The index just past CRLF CRLF in `chunk`, carried over from earlier chunks in `matched`; or -1. */
  const endOfHead = (chunk: Buffer): number => {
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      matched = b === (matched % 2 === 0 ? 0x0d : 0x0a) ? matched + 1 : b === 0x0d ? 1 : 0;
      if (matched === 4) return i + 1;
    }
    return -1;
  };
}

const EMPTY = Buffer.alloc(0);
