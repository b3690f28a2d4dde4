// The stdio transport of `gate serve --stdio`: newline-delimited JSON-RPC, read as POST /mcp reads a body
// (exchange.ts: the strict reader, so a repeated key is -32700, not the last value; the depth bound; params
// checked to -32602), every line that cannot be read answered rather than dropped, and backpressure: while
// stdout is full (a client that does not read), stdin is not read, so answers never pile up in memory.
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { withBareErrorMessage } from './error-message.js';
import { decode, invalidParamsReply } from './exchange.js';

/** The most bytes one line may hold, as the SDK's stdio transport bounds it; a longer one ends the session. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;

export class GateStdioTransport implements Transport {
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  /** The pieces of the line being read, joined once its end comes: joining on each piece was quadratic in the line. */
  private pieces: Buffer[] = [];
  private held = 0;
  private closed = false;

  constructor(
    private readonly stdin: Readable,
    private readonly stdout: Writable,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.stdin.on('data', this.onData);
    this.stdin.on('error', this.onStreamError);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    await this.write(withBareErrorMessage(message));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stdin.off('data', this.onData);
    this.stdin.off('error', this.onStreamError);
    this.pieces = [];
    this.held = 0;
    this.onclose?.();
  }

  private readonly onStreamError = (err: Error) => this.onerror?.(err);

  private readonly onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    // Only the new piece is searched for a line end: the held ones hold none.
    let from = 0;
    for (let at = bytes.indexOf(0x0a); at !== -1 && !this.closed; at = bytes.indexOf(0x0a, from)) {
      this.pieces.push(bytes.subarray(from, at));
      const line =
        this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces, this.held + at - from);
      this.pieces = [];
      this.held = 0;
      from = at + 1;
      this.line(line);
    }
    if (this.closed) return;
    if (from < bytes.length) {
      this.pieces.push(bytes.subarray(from));
      this.held += bytes.length - from;
    }
    if (this.held > this.maxLineBytes) {
      // Answered, then ended: nothing after an unbounded line can be framed again.
      void this.write(
        failure(ErrorCode.InvalidRequest, `Invalid Request: a line longer than ${this.maxLineBytes} bytes`),
      );
      void this.close();
    }
  };

  private line(raw: Buffer): void {
    const line = raw.at(-1) === 0x0d ? raw.subarray(0, -1) : raw;
    if (line.length === 0) return;
    const decoded = decode(line, 'application/json', undefined);
    if ('status' in decoded) {
      void this.write(decoded.body as unknown as JSONRPCMessage);
      return;
    }
    if (decoded.batch) {
      // MCP on stdio carries one message a line (batching left the protocol in 2025-06-18).
      void this.write(
        failure(ErrorCode.InvalidRequest, 'Invalid Request: a batch is not supported on stdio'),
      );
      return;
    }
    const message = decoded.messages[0]!;
    const invalid = 'method' in message && 'id' in message ? invalidParamsReply(message) : undefined;
    if (invalid !== undefined) void this.write(invalid);
    else this.onmessage?.(message);
  }

  /** Resolves once written; while stdout is full, stdin is paused, so no new request is read. */
  private write(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(`${JSON.stringify(message)}\n`)) {
        resolve();
        return;
      }
      this.stdin.pause();
      this.stdout.once('drain', () => {
        if (!this.closed) this.stdin.resume();
        resolve();
      });
    });
  }
}

function failure(code: number, message: string): JSONRPCMessage {
  return { jsonrpc: '2.0', id: null, error: { code, message } } as unknown as JSONRPCMessage;
}
