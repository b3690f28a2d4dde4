// The approval queue's shared state: a held call (REQUIRE_WITNESS) waits here for a human. Process memory
// by default; Redis (approvals-redis.ts) for a fleet, so any replica lists, decides and consumes.
// Every transition is one atomic step of the store: open, claim, decide, consume. docs/approvals.md says why.
import { randomUUID } from 'node:crypto';

/** `expired` is never stored: a pending or approved record past its deadline reads as expired. */
export const APPROVAL_STATES = ['pending', 'approved', 'denied', 'used', 'expired'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** What a held call leaves in the queue: names, digests and the kernel's value-free preview, no bytes. */
export interface ApprovalRequest {
  /** The call's confirm token (`gw_...`): tool and canonical arguments, the key of the queue. */
  token: string;
  tool: string;
  /** SHA-256 hex of the canonical arguments (without witness keys), as in the journal. */
  argsDigest: string;
  traceId: string;
  /** The kernel's preview: tool, why it needs a witness, how many paths; never values. */
  preview: string;
  wire: string;
  agent?: string;
  /** The replica the call was held on. */
  replica: string;
}

export interface Approval extends ApprovalRequest {
  id: string;
  state: ApprovalState;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Pending: until a human decides; approved: until the witness is used. */
  expiresAt: number;
  decidedAt?: number;
  /** The approver's identity label (never the key). */
  decidedBy?: string;
  usedAt?: number;
}

/** What consuming a presented witness found; `approval` is absent when the token has no record. */
export interface ConsumeOutcome {
  consumed: boolean;
  approval?: Approval;
}

/** What an approver decides. */
export type Decided = 'approved' | 'denied';

export type DecideOutcome = { decided: true; approval: Approval } | { decided: false; approval?: Approval };

/** The decision a claim is taken to journal and put in force, and whose it is (the approver's label). */
export interface ClaimIntent {
  decision: Decided;
  approver: string;
}

/**
 * `claimed` false: no such record, or it is not pending, or another approver's claim holds it. `carried`:
 * the claim replaced a lapsed one whose decision may already be journaled; only that one may be made.
 * `olderClaim`: a lapsed claim of a replica that records no decision (a build before round 26) holds it.
 */
export type ClaimOutcome =
  | { claimed: true; approval: Approval; carried?: ClaimIntent }
  | { claimed: false; approval?: Approval; olderClaim?: true };

/**
 * How long an approver's claim holds an approval while its decision is journaled: a replica that died
 * between claiming and deciding leaves it pending again after this (docs/approvals.md, "Round 22").
 */
export const CLAIM_LEASE_MS = 30_000;

/** `full`: the whole queue holds maxPending, or the call's trace its share (maxPendingPerTrace). */
export type OpenOutcome = { approval: Approval } | { full: 'queue' | 'trace' };

export interface ApprovalFilter {
  state?: ApprovalState;
  traceId?: string;
  limit: number;
}

export interface ApprovalTiming {
  /** How long a pending approval waits for a human, and an approved one for its call. */
  ttlMs: number;
  /** How long a settled record (denied, used, expired) stays listed. */
  retainMs: number;
  /** Pending approvals at most; a call held past this has no approval (the queue is full). */
  maxPending: number;
  /**
   * Pending approvals one trace may hold: a model that proposes many witnessed calls (an injected one)
   * neither fills the queue for every other agent nor buries the approver. Default 100.
   */
  maxPendingPerTrace?: number;
  /** How long a claim holds without renewal (default CLAIM_LEASE_MS; shorter in tests). */
  claimLeaseMs?: number;
  /**
   * Records kept at most, live and settled (round 61: settled ones were bounded by time only, so a client
   * opening and denying in a loop grew the queue without limit): past it the oldest settled go first, and
   * an open is refused `full: 'queue'` when every record is live. Default APPROVAL_RECORDS_MAX.
   */
  maxRecords?: number;
}

/** The records a queue keeps by default: ten times the pending bound, the newest MAX_SCAN of them listed. */
export const APPROVAL_RECORDS_MAX = 10_000;

/** The record bound in force: never below maxPending (a full queue of live records always fits). */
export const recordsBound = (timing: ApprovalTiming): number =>
  Math.max(timing.maxRecords ?? APPROVAL_RECORDS_MAX, timing.maxPending);

export const APPROVAL_DEFAULTS: ApprovalTiming = {
  ttlMs: 15 * 60 * 1000,
  retainMs: 60 * 60 * 1000,
  maxPending: 1000,
  maxPendingPerTrace: 100,
};

/** The per-trace share in force. */
export const perTraceBound = (timing: ApprovalTiming): number =>
  timing.maxPendingPerTrace ?? APPROVAL_DEFAULTS.maxPendingPerTrace!;

export interface ApprovalStore {
  readonly kind: 'memory' | 'redis';
  /** How long a claim holds unless renewed. */
  readonly claimLeaseMs: number;
  /**
   * The live record for the token (pending, approved or denied), else a new pending one: one record per
   * call however often it is re-proposed. `full` when maxPending are waiting, or the trace's share.
   */
  open(request: ApprovalRequest): Promise<OpenOutcome>;
  /** Settled records the record bound pushed out since start (`gate_approvals_evicted_total`; round 61). */
  evicted?(): number;
  /** Listing indexes of another type or past any bound gate keeps, replaced since start (Redis; round 61). */
  listingsReplaced?(): number;
  /** Pending indexes (\`apq\`, \`apq:tr:\`) a stranger made unusable, each with why (Redis; fleet2-r61). */
  refusedKeys?(): Record<string, string>;
  get(id: string): Promise<Approval | undefined>;
  /** Newest first. */
  list(filter: ApprovalFilter): Promise<Approval[]>;
  /**
   * pending, before its deadline and under no live claim -> claimed by `claim` for CLAIM_LEASE_MS: of
   * approvers deciding at once, on any replica, one claims, and only it journals its decision. The first
   * claim keeps `intent` until the approval is decided or the claim is given back; a later claim over it
   * (the first lapsed) is answered `carried`, so no approval is ever journaled both ways (round 26).
   */
  claim(id: string, claim: string, intent?: ClaimIntent): Promise<ClaimOutcome>;
  /** Gives a claim back (its decision could not be journaled): pending again, its intent dropped if its own. */
  release(id: string, claim: string): Promise<void>;
  /**
   * Extends a claim still held (pending before its deadline, the record's) by a lease from now, and the
   * deadline with it; false when it is not.
   */
  renew(id: string, claim: string): Promise<boolean>;
  /**
   * pending -> approved | denied; `decided` is false (the record unchanged) unless it was pending. Under
   * `claim`, only while that claim is the record's and before its deadline (a claim holds the deadline at
   * least to its lease's end, so one taken in time is decided in time; an expired record never becomes
   * approved, docs/approvals.md "Round 28, second pass"), and true
   * again for a decide under the claim that already decided it (a retry); without one, only before its
   * deadline, while no live claim holds it and no claim's decision is recorded on it.
   */
  decide(id: string, decision: Decided, approver: string, claim?: string): Promise<DecideOutcome>;
  /** approved -> used, once: the one step that lets a witnessed call through. */
  consume(token: string): Promise<ConsumeOutcome>;
  close(): Promise<void>;
}

export const newApprovalId = (): string => `ap-${randomUUID()}`;

/** The state a reader sees at `now` (a live record past its deadline is expired). */
export function stateAt(record: Approval, now: number): ApprovalState {
  const live = record.state === 'pending' || record.state === 'approved';
  return live && now >= record.expiresAt ? 'expired' : record.state;
}

/** A copy as seen at `now`. */
export function viewAt(record: Approval, now: number): Approval {
  return { ...record, state: stateAt(record, now) };
}

/** Appends the views (at `now`) of records that pass the filter, up to its limit. */
export function collect(
  out: Approval[],
  records: Iterable<Approval>,
  filter: ApprovalFilter,
  now: number,
): void {
  for (const record of records) {
    if (out.length >= filter.limit) return;
    const view = viewAt(record, now);
    if (filter.state !== undefined && view.state !== filter.state) continue;
    if (filter.traceId !== undefined && view.traceId !== filter.traceId) continue;
    out.push(view);
  }
}

/** Whether a record still stands for its call: a re-proposal finds it instead of opening another. */
export function stands(record: Approval, now: number): boolean {
  const state = stateAt(record, now);
  return state === 'pending' || state === 'approved' || (state === 'denied' && now < record.expiresAt);
}

/** In-process queue: one Map by id and one by token; bounded by maxPending and the retention window. */
export class MemoryApprovalStore implements ApprovalStore {
  readonly kind = 'memory' as const;
  private readonly byId = new Map<string, Approval>();
  private readonly byToken = new Map<string, string>();
  /** The live claims by approval id: who claimed it and until when. */
  private readonly claims = new Map<string, { claim: string; until: number }>();
  /** The decision the first claim on a pending approval recorded, and that claim (see ClaimIntent). */
  private readonly intents = new Map<string, { intent: ClaimIntent; origin: string }>();
  /** The claim each decided record was decided under: a retried decide under it is answered decided. */
  private readonly decidedUnder = new Map<string, string>();
  readonly claimLeaseMs: number;
  private evictedCount = 0;

  constructor(
    private readonly timing: ApprovalTiming = APPROVAL_DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {
    this.claimLeaseMs = timing.claimLeaseMs ?? CLAIM_LEASE_MS;
  }

  async open(request: ApprovalRequest): Promise<OpenOutcome> {
    const now = this.now();
    this.prune(now);
    const existing = this.byToken.get(request.token);
    const record = existing === undefined ? undefined : this.byId.get(existing);
    if (record && stands(record, now)) return { approval: viewAt(record, now) };
    let pending = 0;
    let ofTrace = 0;
    for (const r of this.byId.values()) {
      if (stateAt(r, now) !== 'pending') continue;
      pending++;
      if (r.traceId === request.traceId) ofTrace++;
    }
    if (pending >= this.timing.maxPending) return { full: 'queue' };
    if (ofTrace >= perTraceBound(this.timing)) return { full: 'trace' };
    if (!this.makeRoom(now)) return { full: 'queue' };
    const approval: Approval = {
      ...request,
      id: newApprovalId(),
      state: 'pending',
      createdAt: now,
      expiresAt: now + this.timing.ttlMs,
    };
    this.byId.set(approval.id, approval);
    this.byToken.set(approval.token, approval.id);
    return { approval: { ...approval } };
  }

  async get(id: string): Promise<Approval | undefined> {
    const record = this.byId.get(id);
    return record ? viewAt(record, this.now()) : undefined;
  }

  async list(filter: ApprovalFilter): Promise<Approval[]> {
    const now = this.now();
    this.prune(now);
    const out: Approval[] = [];
    collect(out, [...this.byId.values()].reverse(), filter, now);
    return out;
  }

  async claim(id: string, claim: string, intent?: ClaimIntent): Promise<ClaimOutcome> {
    const now = this.now();
    const record = this.byId.get(id);
    if (!record) return { claimed: false };
    const held = this.claims.get(id);
    if (stateAt(record, now) !== 'pending' || (held !== undefined && now < held.until))
      return { claimed: false, approval: viewAt(record, now) };
    this.claims.set(id, { claim, until: now + this.claimLeaseMs });
    // The deadline is met at the claim: the record reads pending while its claim holds, never expired first.
    record.expiresAt = Math.max(record.expiresAt, now + this.claimLeaseMs);
    const earlier = this.intents.get(id);
    if (earlier) return { claimed: true, approval: viewAt(record, now), carried: { ...earlier.intent } };
    if (intent) this.intents.set(id, { intent: { ...intent }, origin: claim });
    return { claimed: true, approval: viewAt(record, now) };
  }

  async release(id: string, claim: string): Promise<void> {
    if (this.claims.get(id)?.claim !== claim) return;
    this.claims.delete(id);
    if (this.intents.get(id)?.origin === claim) this.intents.delete(id);
  }

  async renew(id: string, claim: string): Promise<boolean> {
    const now = this.now();
    const held = this.claims.get(id);
    const record = this.byId.get(id);
    if (held?.claim !== claim || record === undefined || stateAt(record, now) !== 'pending') return false;
    held.until = now + this.claimLeaseMs;
    record.expiresAt = Math.max(record.expiresAt, held.until);
    return true;
  }

  async decide(id: string, decision: Decided, approver: string, claim?: string): Promise<DecideOutcome> {
    const now = this.now();
    const record = this.byId.get(id);
    if (!record) return { decided: false };
    if (claim !== undefined && this.decidedUnder.get(id) === claim)
      return { decided: true, approval: viewAt(record, now) };
    const held = this.claims.get(id);
    const mine =
      claim === undefined
        ? stateAt(record, now) === 'pending' &&
          (held === undefined || now >= held.until) &&
          !this.intents.has(id)
        : stateAt(record, now) === 'pending' && held?.claim === claim;
    if (!mine) return { decided: false, approval: viewAt(record, now) };
    this.claims.delete(id);
    this.intents.delete(id);
    if (claim !== undefined) this.decidedUnder.set(id, claim);
    record.state = decision;
    record.decidedAt = now;
    record.decidedBy = approver;
    // An approved witness must be used within one more TTL; a denial stands for as long.
    record.expiresAt = now + this.timing.ttlMs;
    return { decided: true, approval: { ...record } };
  }

  async consume(token: string): Promise<ConsumeOutcome> {
    const now = this.now();
    const id = this.byToken.get(token);
    const record = id === undefined ? undefined : this.byId.get(id);
    if (!record) return { consumed: false };
    if (stateAt(record, now) !== 'approved') return { consumed: false, approval: viewAt(record, now) };
    record.state = 'used';
    record.usedAt = now;
    return { consumed: true, approval: { ...record } };
  }

  async close(): Promise<void> {}

  evicted(): number {
    return this.evictedCount;
  }

  /**
   * Under the record bound, the oldest settled records go (a denial forgotten re-holds its call, an
   * expired one was no grant): false when every record is live, and the open is refused.
   */
  private makeRoom(now: number): boolean {
    const bound = recordsBound(this.timing);
    for (const [id, record] of this.byId) {
      if (this.byId.size < bound) break;
      const state = stateAt(record, now);
      if (state === 'pending' || state === 'approved') continue;
      this.forget(id, record);
      this.evictedCount++;
    }
    return this.byId.size < bound;
  }

  private forget(id: string, record: Approval): void {
    this.byId.delete(id);
    this.claims.delete(id);
    this.intents.delete(id);
    this.decidedUnder.delete(id);
    if (this.byToken.get(record.token) === id) this.byToken.delete(record.token);
  }

  /** Drops records settled longer ago than the retention window (Map order is creation order). */
  private prune(now: number): void {
    for (const [id, record] of this.byId) {
      if (stands(record, now)) continue;
      const settledAt = Math.max(record.expiresAt, record.usedAt ?? 0);
      if (now - settledAt < this.timing.retainMs) continue;
      this.forget(id, record);
    }
  }
}
