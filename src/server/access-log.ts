// The access log: one pino line per request with names and verdicts, never arguments or result content.
import { fstatSync, writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type DestinationStream, type Logger, pino } from 'pino';
import { WritePath } from '../io/write-path.js';
import { terminalSafe } from '../kernel/printable.js';

export interface AccessEntry {
  trace_id: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  tools?: string[];
  verdicts?: string[];
  /** How many decisions the request made, when more than the line names. */
  decisions?: number;
}

type Sink = ReturnType<typeof pino.destination>;

/** Batches holding lines not yet handed to their sink; drained synchronously if the process exits first. */
const holding = new Set<LineBatch>();
let exitHookInstalled = false;

/** How long a line may wait for others before its batch is written; a full batch goes at once. */
const FLUSH_MS = 20;
const FLUSH_BYTES = 16 * 1024;

/**
 * Hands the lines logged within a few milliseconds to the asynchronous destination as one write: each
 * write is a thread-pool round trip, which under load cost more than formatting the line.
 */
export class LineBatch implements DestinationStream {
  private pending: string[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The sink holds a batch not yet written: a direct write now would overtake it. */
  private sinkBusy = false;

  constructor(
    private readonly sink: Sink,
    private readonly fd: number,
    /**
     * Where a batch is written when the destination is a regular file: on the event loop while that is
     * fast (the journal's rule, docs/wires.md, "Round 28"), else through the sink's thread-pool write.
     * Undefined for a pipe or terminal, whose reader may stall a synchronous write.
     */
    private readonly direct: WritePath | undefined = isRegularFile(fd) ? new WritePath() : undefined,
  ) {
    sink.on('drain', this.sinkDrained);
  }

  write(line: string): void {
    this.pending.push(line);
    this.bytes += line.length;
    if (this.bytes >= FLUSH_BYTES) {
      this.drain();
      return;
    }
    if (this.pending.length > 1) return;
    holding.add(this);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once('exit', () => {
        for (const batch of holding) batch.flushSync();
      });
    }
    this.timer = setTimeout(this.drain, FLUSH_MS);
    // A line waiting to be written never keeps the process alive; the exit hook writes it.
    this.timer.unref();
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
    if (text === '') return;
    if (this.direct === undefined || this.sinkBusy || !this.direct.direct()) {
      this.toSink(text);
      return;
    }
    const started = performance.now();
    const rest = writeAllSync(this.fd, text);
    this.direct.noted(performance.now() - started);
    if (rest !== undefined) this.toSink(rest);
  };

  private toSink(text: string): void {
    this.sinkBusy = true;
    this.sink.write(text);
  }

  private readonly sinkDrained = (): void => {
    this.sinkBusy = false;
  };

  private take(): string {
    holding.delete(this);
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return '';
    // Names in a line are the clients' (JSON.stringify leaves C1 and bidi controls raw): made terminal-safe.
    const text = terminalSafe(this.pending.length === 1 ? this.pending[0]! : this.pending.join(''));
    this.pending = [];
    this.bytes = 0;
    return text;
  }
}

/** Whether `fd` is a regular file (a synchronous write to it does not wait on a reader). */
function isRegularFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/**
 * Writes `text` to `fd` on the event loop; what a failed write left (the destination full, gone) comes
 * back for the sink, whose errors pino already handles.
 */
function writeAllSync(fd: number, text: string): string | undefined {
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(fd, bytes, at);
  } catch {
    return bytes.subarray(at).toString('utf8');
  }
  return undefined;
}

/** pino's number for `info`, the level of the access line. */
const INFO = 30;

/**
 * Logs a request's access line. Into gate's own destination the line is written by hand in pino's layout
 * (level, time, the entry's fields in order, msg): pino's generic serialiser cost about 2 us a request of
 * gate's own CPU, the fixed fields written here under 1 (docs/wires.md, "round 15"). Any other logger (a
 * test's, an embedder's) gets `log.info` as before, so its hooks and options still apply.
 */
export function logRequest(log: Logger, entry: AccessEntry): void {
  const sink = (log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym];
  if (!(sink instanceof LineBatch) || log.levelVal > INFO) {
    log.info(entry, 'request');
    return;
  }
  let line = `{"level":${INFO},"time":${Date.now()},"trace_id":${JSON.stringify(entry.trace_id)},"method":${JSON.stringify(entry.method)},"route":${JSON.stringify(entry.route)},"status":${entry.status},"ms":${entry.ms}`;
  if (entry.tools !== undefined) line += `,"tools":${JSON.stringify(entry.tools)}`;
  if (entry.verdicts !== undefined) line += `,"verdicts":${JSON.stringify(entry.verdicts)}`;
  if (entry.decisions !== undefined) line += `,"decisions":${entry.decisions}`;
  sink.write(`${line},"msg":"request"}\n`);
}

/** Writes to stdout, or to stderr when stdout carries the MCP protocol (--stdio). */
export function createLogger(destination: 'stdout' | 'stderr', level = 'info'): Logger {
  const fd = destination === 'stdout' ? 1 : 2;
  return pino({ level, base: undefined }, new LineBatch(pino.destination({ fd, sync: false }), fd));
}
