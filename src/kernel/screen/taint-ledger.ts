// Per-trace taint (docs/fleet.md, 'Taint'): which traces saw a poisoned result or a result from an
// `untrusted` source. Bounded and expiring, and never washed: a full ledger does not forget a tainted
// trace to make room for a new one. It holds instead: every trace counts as tainted until the taint it
// could not record would have expired. The ladder's taint rung reads it; a restart empties it.
import { strongerTaint, type TaintCause, UNKNOWN_TAINT } from '../types.js';

export interface TaintLedgerOptions {
  /** Traces remembered; a mark past this puts the whole ledger on hold (see `held`). */
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

export class TaintLedger {
  readonly maxTraces: number;
  readonly ttlMs: number;
  readonly #now: () => number;
  /** Map order is mark order and the TTL is fixed, so the first entry is also the first to expire. */
  readonly #marks = new Map<string, Mark>();
  /** Until then every trace counts as tainted: a mark was refused for room and its trace is unknown. */
  #heldUntil = 0;

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
    const now = this.#now();
    if (previous === undefined && this.#marks.size >= this.maxTraces) {
      this.#sweep();
      if (this.#marks.size >= this.maxTraces) {
        // No room, and no tainted trace is forgotten for a new one: hold every trace instead.
        this.hold();
        return;
      }
    }
    // A mark never weakens the cause (a poisoned result says more than an untrusted source).
    const kept = strongerTaint(previous?.cause, cause);
    this.#marks.delete(traceId);
    this.#marks.set(traceId, { cause: kept, expiresAt: now + this.ttlMs });
  }

  /** Every trace counts as tainted for one TTL from now: some taint may be unrecorded. */
  hold(): void {
    this.#heldUntil = Math.max(this.#heldUntil, this.#now() + this.ttlMs);
  }

  /** True while a refused mark (or a `hold`) makes every trace count as tainted. */
  held(): boolean {
    return this.#heldUntil > this.#now();
  }

  isTainted(traceId: string): boolean {
    return this.cause(traceId) !== undefined;
  }

  /** Why the trace is tainted (the strongest cause while held and unknown), or undefined when it is not. */
  cause(traceId: string): TaintCause | undefined {
    const mark = this.#marks.get(traceId);
    if (mark !== undefined && mark.expiresAt <= this.#now()) this.#marks.delete(traceId);
    else if (mark !== undefined) return mark.cause;
    return this.held() ? UNKNOWN_TAINT : undefined;
  }

  /** Live (unexpired) traces recorded one by one. */
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
