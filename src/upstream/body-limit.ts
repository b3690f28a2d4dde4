// How much of upstream answers gate holds: a bound per answer (--max-upstream-bytes) on the bytes read
// off the socket and on the bytes decoded from them (a gzip bomb is refused once the decoded side passes
// the bound), and one budget for every answer in flight together (--max-upstream-total-bytes).
import { GateError } from '../kernel/errors.js';

/** The per-answer bound when none is configured: far above any model answer, far below the host's memory. */
export const DEFAULT_MAX_UPSTREAM_BYTES = 32 * 1024 * 1024;
/** The bound on all answers in flight together when none is configured. */
export const DEFAULT_MAX_UPSTREAM_TOTAL_BYTES = 256 * 1024 * 1024;

/** The bytes all answers in flight hold together; one per gateway. */
export class ByteBudget {
  private held = 0;

  constructor(readonly total: number) {}

  /** Reserves n bytes; false when the budget cannot hold them (nothing is reserved then). */
  take(n: number): boolean {
    if (this.held + n > this.total) return false;
    this.held += n;
    return true;
  }

  give(n: number): void {
    this.held = Math.max(0, this.held - n);
  }

  /** Bytes reserved now (tests and metrics read it). */
  get inUse(): number {
    return this.held;
  }
}

/** One answer's count against its bound and the shared budget; its reservation goes back when it ends. */
export class BodyLimit {
  private raw = 0;
  private decoded = 0;
  private reserved = 0;

  constructor(
    private readonly max: number,
    private readonly budget: ByteBudget,
  ) {}

  /** Counts bytes as they came off the socket (before content decoding); the fault when over the bound. */
  countRaw(n: number): GateError | undefined {
    this.raw += n;
    return this.raw > this.max ? tooLarge(this.max) : undefined;
  }

  /** Counts decoded bytes handed to a reader and reserves them; the fault when over a bound. */
  count(n: number): GateError | undefined {
    this.decoded += n;
    if (this.decoded > this.max) return tooLarge(this.max);
    if (!this.budget.take(n)) {
      return new GateError(
        'UPSTREAM_UNREACHABLE',
        `the upstream answers in flight exceed --max-upstream-total-bytes (${this.budget.total} bytes); this answer was cut`,
      );
    }
    this.reserved += n;
    return undefined;
  }

  /** The answer was read to its end, failed or was abandoned: its bytes leave the budget. */
  release(): void {
    this.budget.give(this.reserved);
    this.reserved = 0;
  }
}

function tooLarge(max: number): GateError {
  return new GateError(
    'UPSTREAM_UNREACHABLE',
    `the upstream answer exceeds --max-upstream-bytes (${max} bytes, after content decoding); it was not passed on`,
  );
}
