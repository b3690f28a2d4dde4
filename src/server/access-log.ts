// The access log: one pino line per request with names and verdicts, never arguments or result content.
import { pino, type Logger } from 'pino';

export interface AccessEntry {
  trace_id: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  tools?: string[];
  verdicts?: string[];
}

/** Writes to stdout, or to stderr when stdout carries the MCP protocol (--stdio). */
export function createLogger(destination: 'stdout' | 'stderr', level = 'info'): Logger {
  return pino(
    { level, base: undefined },
    pino.destination({ fd: destination === 'stdout' ? 1 : 2, sync: false }),
  );
}
