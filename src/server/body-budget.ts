// The request bodies gate holds at once, in all and per client. Each body is bounded (--max-body-bytes), but
// every connection may carry one: one client holding 30 unfinished 15 MiB bodies held 470 MiB of gate's
// memory, and its connection share (an eighth of the descriptors) let it hold far more. A body reserves
// its declared length before a byte is read (a chunked one, its bytes as they come); past either bound
// the request is refused 503 unread (docs/operations.md, "Limits and shutdown").
import { GateError } from '../kernel/errors.js';
import type { ClientId } from '../store/ledger-owners.js';

/** The bound on all request bodies held together when none is configured. */
export const DEFAULT_MAX_REQUEST_TOTAL_BYTES = 256 * 1024 * 1024;

export interface BodyBudgetOptions {
  /** All bodies together (--max-request-total-bytes). */
  total: number;
  /** One client's bodies together. */
  perClient: number;
}

/**
 * One client's share follows its connection share (so raising --max-client-connections behind a proxy
 * raises it too), never below one largest body, never above the total.
 */
export function bodyBudgetOptions(
  total: number,
  maxBodyBytes: number,
  connections: { total: number; perClient: number },
): BodyBudgetOptions {
  const share = Math.floor(total * Math.min(1, connections.perClient / connections.total));
  return { total, perClient: Math.min(total, Math.max(share, maxBodyBytes)) };
}

export class BodyBudget {
  private held = 0;
  private readonly byClient = new Map<ClientId, number>();

  constructor(readonly bounds: BodyBudgetOptions) {}

  /** A reservation for one request's body; its bytes go back with `release`. */
  open(client: ClientId): BodyReservation {
    return new BodyReservation(this, client);
  }

  /** Reserves n bytes for a client; false (nothing reserved) when either bound would be passed. */
  take(client: ClientId, n: number): boolean {
    const mine = this.byClient.get(client) ?? 0;
    if (this.held + n > this.bounds.total || mine + n > this.bounds.perClient) return false;
    this.held += n;
    this.byClient.set(client, mine + n);
    return true;
  }

  give(client: ClientId, n: number): void {
    if (n === 0) return;
    this.held = Math.max(0, this.held - n);
    const left = (this.byClient.get(client) ?? 0) - n;
    if (left > 0) this.byClient.set(client, left);
    else this.byClient.delete(client);
  }

  /** Bytes reserved now (tests and /debug/vars read it). */
  get inUse(): number {
    return this.held;
  }

  /** Clients holding a reservation now: at most one entry per client with a body being read. */
  get clients(): number {
    return this.byClient.size;
  }
}

export class BodyReservation {
  private reserved = 0;

  constructor(
    private readonly budget: BodyBudget,
    private readonly client: ClientId,
  ) {}

  /** Grows the reservation to n bytes; the 503 to answer when the budget cannot hold them. */
  reserveUpTo(n: number): GateError | undefined {
    if (n <= this.reserved) return undefined;
    if (!this.budget.take(this.client, n - this.reserved)) return busy(this.budget.bounds.total);
    this.reserved = n;
    return undefined;
  }

  release(): void {
    this.budget.give(this.client, this.reserved);
    this.reserved = 0;
  }
}

function busy(total: number): GateError {
  return new GateError(
    'GATEWAY_BUSY',
    `the request bodies being read, from this client or in all, are at their bound (--max-request-total-bytes ${total}); retry later`,
  );
}
