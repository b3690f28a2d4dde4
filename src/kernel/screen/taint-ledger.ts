// Per-trace taint (decisions.md section 4): which traces saw a poisoned result or a result from an
// `untrusted` source. Bounded and expiring; the ladder's taint rung reads it, a restart empties it.
import type { TaintCause } from '../types.js';

export interface TaintLedgerOptions {
  /** Traces remembered; past this the least recently marked is forgotten. */
  maxTraces?: number;
  /** How long a trace stays tainted after its last mark. */
  ttlMs?: number;
  /** Clock in milliseconds; tests inject one. */
  now?: () => number;
}

export const DEFAULT_TAINT_OPTIONS = {
  maxTraces: 100_000,
  ttlMs: 24 * 60 * 60 * 1000,
} as const;

interface Mark {
  cause: TaintCause;
  expiresAt: number;
}

/** A poisoned result says more about a trace than an untrusted source; a mark never weakens the cause. */
const STRENGTH: Record<TaintCause, number> = { untrusted_source: 1, poisoned_result: 2 };

export class TaintLedger {
  readonly maxTraces: number;
  readonly ttlMs: number;
  readonly #now: () => number;
  /** Map order is mark order and the TTL is fixed, so the first entry is also the first to expire. */
  readonly #marks = new Map<string, Mark>();

  constructor(options: TaintLedgerOptions = {}) {
    this.maxTraces = options.maxTraces ?? DEFAULT_TAINT_OPTIONS.maxTraces;
    this.ttlMs = options.ttlMs ?? DEFAULT_TAINT_OPTIONS.ttlMs;
    if (!Number.isInteger(this.maxTraces) || this.maxTraces <= 0) {
      throw new RangeError('TaintLedger: maxTraces must be a positive integer');
    }
    if (!(this.ttlMs > 0)) throw new RangeError('TaintLedger: ttlMs must be positive');
    this.#now = options.now ?? Date.now;
  }

  mark(traceId: string, cause: TaintCause): void {
    const previous = this.#marks.get(traceId);
    const kept = previous && STRENGTH[previous.cause] > STRENGTH[cause] ? previous.cause : cause;
    this.#marks.delete(traceId);
    this.#marks.set(traceId, { cause: kept, expiresAt: this.#now() + this.ttlMs });
    while (this.#marks.size > this.maxTraces) {
      const oldest = this.#marks.keys().next().value as string;
      this.#marks.delete(oldest);
    }
  }

  isTainted(traceId: string): boolean {
    return this.cause(traceId) !== undefined;
  }

  /** Why the trace is tainted, or undefined when it is not (or no longer). */
  cause(traceId: string): TaintCause | undefined {
    const mark = this.#marks.get(traceId);
    if (!mark) return undefined;
    if (mark.expiresAt <= this.#now()) {
      this.#marks.delete(traceId);
      return undefined;
    }
    return mark.cause;
  }

  /** Live (unexpired) traces. */
  size(): number {
    this.#sweep();
    return this.#marks.size;
  }

  #sweep(): void {
    const now = this.#now();
    for (const [traceId, mark] of this.#marks) {
      if (mark.expiresAt > now) break;
      this.#marks.delete(traceId);
    }
  }
}
