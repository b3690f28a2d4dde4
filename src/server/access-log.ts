// The access log: one pino line per request with names and verdicts, never arguments or result content.
import { writeSync } from 'node:fs';
import { type DestinationStream, type Logger, pino } from 'pino';

export interface AccessEntry {
  trace_id: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  tools?: string[];
  verdicts?: string[];
}

type Sink = ReturnType<typeof pino.destination>;

/** Batches holding lines not yet handed to their sink; drained synchronously if the process exits first. */
const holding = new Set<TurnBatch>();
let exitHookInstalled = false;

/**
 * Hands the lines logged in one turn of the event loop to the asynchronous destination as one write:
 * each write is a thread-pool round trip, which under load cost more than formatting the line.
 */
class TurnBatch implements DestinationStream {
  private pending: string[] = [];

  constructor(
    private readonly sink: Sink,
    private readonly fd: number,
  ) {}

  write(line: string): void {
    this.pending.push(line);
    if (this.pending.length > 1) return;
    holding.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once('exit', () => {
        for (const batch of holding) batch.flushSync();
      });
    }
    setImmediate(this.drain);
  }

  /** pino's `logger.flush()`: what is batched goes to the destination, which then flushes. */
  flush(cb?: (err?: Error) => void): void {
    this.drain();
    this.sink.flush(cb);
  }

  /** At exit: the destination's buffer, then this batch, written synchronously (an async write would be lost). */
  flushSync(): void {
    const text = this.take();
    this.sink.flushSync();
    if (text !== '') writeSync(this.fd, text);
  }

  private readonly drain = (): void => {
    const text = this.take();
    if (text !== '') this.sink.write(text);
  };

  private take(): string {
    holding.delete(this);
    if (this.pending.length === 0) return '';
    const text = this.pending.length === 1 ? this.pending[0]! : this.pending.join('');
    this.pending = [];
    return text;
  }
}

/** Writes to stdout, or to stderr when stdout carries the MCP protocol (--stdio). */
export function createLogger(destination: 'stdout' | 'stderr', level = 'info'): Logger {
  const fd = destination === 'stdout' ? 1 : 2;
  return pino({ level, base: undefined }, new TurnBatch(pino.destination({ fd, sync: false }), fd));
}
