// The MCP client's stdio reader, linear in a line: the SDK's ReadBuffer joins its whole buffer with each piece
// a server writes and searches it again from its start (round 45: a 4 MB line in 48 kB pieces cost 0.9 s of
// CPU, and a server that paces smaller pieces makes it quadratic up to the 10 MB a message may hold).
import { deserializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import type { LineVerdict } from './stdio-lines.js';

/** ReadBuffer's contract (append, readMessage, clear; the same size bound and error), each piece read once. */
export class LineBuffer {
  /** The unread bytes, in pieces; those before `searched` hold no line end. */
  private pieces: Buffer[] = [];
  private searched = 0;
  private size = 0;

  constructor(
    private readonly maxBufferSize: number,
    /** Sorts and measures a line before its parse (stdio-lines.ts); without it every line is parsed. */
    private readonly screen?: (line: string) => LineVerdict,
  ) {}

  append(chunk: Buffer): void {
    if (this.size + chunk.length > this.maxBufferSize) {
      this.clear();
      throw new Error(`ReadBuffer exceeded maximum size of ${this.maxBufferSize} bytes`);
    }
    this.pieces.push(chunk);
    this.size += chunk.length;
  }

  readMessage(): JSONRPCMessage | null {
    // A line the screen drops is never parsed: the next line is read in its place.
    for (;;) {
      const line = this.readLine();
      if (line === null) return null;
      const verdict = this.screen === undefined ? 'parse' : this.screen(line);
      if (verdict === 'parse') return deserializeMessage(line);
      if (verdict !== 'drop') return verdict;
    }
  }

  private readLine(): string | null {
    for (; this.searched < this.pieces.length; this.searched++) {
      const piece = this.pieces[this.searched]!;
      const end = piece.indexOf(0x0a);
      if (end === -1) continue;
      const line = Buffer.concat([...this.pieces.slice(0, this.searched), piece.subarray(0, end)]);
      const rest = piece.subarray(end + 1);
      this.pieces =
        rest.length > 0
          ? [rest, ...this.pieces.slice(this.searched + 1)]
          : this.pieces.slice(this.searched + 1);
      this.searched = 0;
      this.size -= line.length + 1;
      return line.toString('utf8').replace(/\r$/, '');
    }
    return null;
  }

  clear(): void {
    this.pieces = [];
    this.searched = 0;
    this.size = 0;
  }
}

/** Puts a LineBuffer in the transport's place of its ReadBuffer; fails loudly if the SDK no longer has one there. */
export function withLineBuffer<T extends object>(
  transport: T,
  maxBufferSize: number,
  screen?: (line: string) => LineVerdict,
): T {
  const held = transport as { _readBuffer?: unknown };
  if (
    !(held._readBuffer instanceof Object) ||
    typeof (held._readBuffer as { append?: unknown }).append !== 'function'
  )
    throw new Error(
      'the MCP SDK stdio transport has no _readBuffer to replace (gate reads a line once: src/tools/line-buffer.ts)',
    );
  held._readBuffer = new LineBuffer(maxBufferSize, screen);
  return transport;
}
