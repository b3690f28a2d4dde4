// How much of upstream answers gate holds: a bound per answer (--max-upstream-bytes) on the bytes read
// off the socket and on the bytes decoded from them (a gzip bomb is refused once the decoded side passes
// the bound), and one budget for every answer in flight together (--max-upstream-total-bytes), of which
// one client's answers hold at most its share (round 38: one client's held streams took the whole pool).
// A stream holds what its reader has not relayed yet, not every byte it read (round 39).
import { GateError } from '../kernel/errors.js';

/** The per-answer bound when none is configured: far above any model answer, far below the host's memory. */
export const DEFAULT_MAX_UPSTREAM_BYTES = 32 * 1024 * 1024;
/** The bound on all answers in flight together when none is configured. */
export const DEFAULT_MAX_UPSTREAM_TOTAL_BYTES = 256 * 1024 * 1024;

/** The bytes all answers in flight hold together, and each client's; one per gateway. */
export class ByteBudget {
  private held = 0;
  private readonly byClient = new Map<string, number>();

  /** `perClient`: what one client's answers may hold together (its connection share of `total`). */
  constructor(
    readonly total: number,
    readonly perClient = total,
  ) {}

  /** Reserves n bytes for a client: 'total' or 'client' for the bound it would pass (nothing is reserved then). */
  take(n: number, client = '*'): 'total' | 'client' | undefined {
    if (this.held + n > this.total) return 'total';
    const mine = (this.byClient.get(client) ?? 0) + n;
    if (mine > this.perClient) return 'client';
    this.held += n;
    this.byClient.set(client, mine);
    return undefined;
  }

  give(n: number, client = '*'): void {
    if (n === 0) return;
    this.held = Math.max(0, this.held - n);
    const left = (this.byClient.get(client) ?? 0) - n;
    if (left > 0) this.byClient.set(client, left);
    else this.byClient.delete(client);
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
  /** The last piece counted: a stream reader's parser may still hold part of it (see settle). */
  private last = 0;

  constructor(
    private readonly max: number,
    private readonly budget: ByteBudget,
    /** The client whose request this answers (ledger-owners.ts clientOfAddress). */
    private readonly client = '*',
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
    const over = this.budget.take(n, this.client);
    if (over === 'total')
      return new GateError(
        'UPSTREAM_UNREACHABLE',
        `the upstream answers in flight exceed --max-upstream-total-bytes (${this.budget.total} bytes); this answer was cut`,
      );
    if (over === 'client')
      return new GateError(
        'UPSTREAM_UNREACHABLE',
        `this client's upstream answers in flight exceed its share of --max-upstream-total-bytes (${this.budget.perClient} bytes); this answer was cut`,
      );
    this.reserved += n;
    this.last = n;
    return undefined;
  }

  /**
   * A stream's reader relayed what it was handed but `held` bytes (and part of the last piece, which its
   * parser may hold): the rest leaves the budget (round 39: relayed bytes spent a client's share until the end).
   */
  settle(held: number): void {
    const keep = Math.min(this.reserved, this.last + Math.max(0, held));
    this.budget.give(this.reserved - keep, this.client);
    this.reserved = keep;
  }

  /** The answer was read to its end, failed or was abandoned: its bytes leave the budget. */
  release(): void {
    this.budget.give(this.reserved, this.client);
    this.reserved = 0;
  }
}

function tooLarge(max: number): GateError {
  return new GateError(
    'UPSTREAM_UNREACHABLE',
    `the upstream answer exceeds --max-upstream-bytes (${max} bytes, after content decoding); it was not passed on`,
  );
}
