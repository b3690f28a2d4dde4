// Raw HTTP/1.1 over node:net, for the framing attacks no HTTP client will send.
import { connect } from 'node:net';

export interface RawAnswer {
  /** Every byte the server sent, as latin1 text. */
  text: string;
  /** The status of each response in the bytes, in order. */
  statuses: number[];
  /** The server closed the connection (rather than the wait running out). */
  closed: boolean;
  /** Milliseconds from the first byte sent to the first response status line, or to the end. */
  ms: number;
}

export interface RawOptions {
  /** Shut the write side after sending (a half-closed socket). */
  halfClose?: boolean;
  /** Give up waiting after this long (default 3000 ms). */
  waitMs?: number;
  /** Between the parts of an array of bytes, so each arrives in a read of its own (default 30 ms). */
  gapMs?: number;
}

export function rawExchange(
  port: number,
  bytes: string | Buffer | readonly (string | Buffer)[],
  opts: RawOptions = {},
): Promise<RawAnswer> {
  const parts = Array.isArray(bytes) ? bytes : [bytes as string | Buffer];
  return new Promise((resolve) => {
    const started = Date.now();
    let text = '';
    let firstAt: number | undefined;
    const socket = connect(port, '127.0.0.1', async () => {
      for (const [i, part] of parts.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, opts.gapMs ?? 30));
        if (socket.destroyed) return;
        socket.write(part);
      }
      if (opts.halfClose) socket.end();
    });
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const statuses = [...text.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));
      resolve({ text, statuses, closed, ms: (firstAt ?? Date.now()) - started });
    };
    const timer = setTimeout(() => finish(false), opts.waitMs ?? 3000);
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      firstAt ??= Date.now();
      text += d;
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

/** The JSON body of the last response in a raw answer, or undefined. */
export function lastJsonBody(answer: RawAnswer): unknown {
  const at = answer.text.lastIndexOf('\r\n\r\n');
  if (at < 0) return undefined;
  try {
    return JSON.parse(answer.text.slice(at + 4));
  } catch {
    return undefined;
  }
}
