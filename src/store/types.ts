// The shared state of a gateway (docs/design.md §8): process memory by default, Redis for a fleet.
// Everything a replica must agree on with the others lives behind this interface; nothing else is shared.

import type { TaintCause } from '../kernel/types.js';

export type { TaintCause };

export type FeedEventKind = 'mutation' | 'revocation' | 'policy_reload';

/** One coherence-feed event (docs/design.md §7). */
export interface FeedEvent {
  seq: number;
  kind: FeedEventKind;
  tool?: string;
  tags?: string[];
  witness?: string;
  evicted?: number;
  trust_epoch: number;
  ts: string;
  /** The agent that caused it (x-gate-agent or the MCP client name), so readers can skip their own. */
  agent?: string;
}
export type FeedEventInput = Omit<FeedEvent, 'seq' | 'trust_epoch' | 'ts'>;

export interface FeedPage {
  events: FeedEvent[];
  /** Pass as `since` next time. */
  cursor: number;
  /** Oldest sequence still retained: a reader whose `since` is older missed events. */
  oldest: number;
}

/** A cached read (vDSO). */
export interface CacheEntry {
  key: string;
  namespace: string;
  tool: string;
  content: string;
  status: string;
  /** The witness the result was filled under, if any: revoking it evicts the entry. */
  witness?: string;
  trustEpoch: number;
}

export interface StoreHealth {
  ok: boolean;
  kind: 'memory' | 'redis';
  detail?: string;
  /** Replicas whose lease lapsed less than R ago: every trace of the fleet is held meanwhile (round 48; names only). */
  holding?: string[];
  /** Another live process renews this replica's lease under its name (round 49): the lease promises nothing. */
  sharedName?: true;
  /** Keys of gate's own a flush replaced since start, a stranger having made them unusable (round 56; names only). */
  repaired?: string[];
  /**
   * Shared keys gate will not read, and why (round 61): `revoked` that does not hold what the fleet counted
   * reads every witness revoked until an operator puts it right (docs/fleet.md, "Round 61 (fleet-r61)");
   * a pending index of the approval queue refuses the opens it bounds (fleet2-r61, "Round 61, second pass").
   * `scripts`: the replica's Redis user may not run scripts, so it fails closed on all they serve (round 67).
   */
  refused?: { revoked?: string; replicas?: string; scripts?: string; apq?: string; 'apq:tr:'?: string };
}

/** What a trace's record of seen values holds: its entries, and whether some had to be dropped. */
export interface SeenRecord {
  entries: number[];
  full: boolean;
}

/** Entries one trace's record of seen values keeps (the ledger's bound on untrusted keys). */
export const SEEN_MAX = 8192;
/**
 * Traces whose record of seen values one gateway keeps in memory, the least recently written going first;
 * the default of `--max-seen-traces`, which also bounds the MCP ledgers (docs/operations.md).
 */
export const SEEN_TRACES = 10_000;
/**
 * Entries the kept records may hold together, per trace kept (round 35): the records' memory is bounded
 * by entries too, 5,120,000 at the default (about 185 MB), where count alone allowed 10,000 full records.
 */
export const SEEN_ENTRIES_PER_TRACE = 512;
/** Traces remembered as pushed out (round 26), per record kept; past them every trace reads full. */
export const FORGOTTEN_PER_SEEN = 10;

export interface StateStore {
  readonly kind: 'memory' | 'redis';
  isTainted(traceId: string): Promise<boolean>;
  /** Why the trace is tainted (the strongest cause it was marked with), or undefined; never throws. */
  taintCause(traceId: string): Promise<TaintCause | undefined>;
  /**
   * Marks the trace tainted for one TTL, and remembers it (a digest, charged to `client`) for the resume
   * window, so a trace used again after its mark expired keeps its cause (round 28, tainted-before.ts).
   */
  taint(traceId: string, cause: TaintCause, client?: string): Promise<void>;
  /**
   * Remembers the trace a response gate relayed belongs to, so a request that continues it upstream
   * (Responses `previous_response_id`) continues its taint; bounded, for one taint TTL; never throws.
   */
  rememberResponse(responseId: string, traceId: string): Promise<void>;
  /** The trace of a response gate relayed; undefined when never relayed, forgotten, or unreadable. */
  responseTrace(responseId: string): Promise<string | undefined>;
  /**
   * Adds to a trace's record of the values untrusted results brought in on model wires (entries are
   * `fingerprint * 4 + order`, ledger.ts `seenEntries`): at most SEEN_MAX a trace (past it the record is
   * full), for one taint TTL after its last write or read (seenOn renews it); never throws (a record Redis cannot take is marked
   * lost for this replica, and read as full). `full`: the writer dropped values past its own bound, which
   * no entry names, so the record is marked full (round 25). `client` (the sender's address or /64, or
   * the stdio peer) is charged with a new record: a store that bounds records by count gives each
   * client a share, so one client's flood pushes out and forgets only its own (round 27).
   */
  rememberSeen(scope: string, entries: readonly number[], full?: boolean, client?: string): Promise<void>;
  /** A trace's record (rememberSeen); undefined when the store cannot answer (the caller holds as full). */
  seenOn(scope: string, client?: string): Promise<SeenRecord | undefined>;
  trustEpoch(): Promise<number>;
  isRevoked(witness: string): Promise<boolean>;
  /** Evicts every cache entry filled under the witness, bumps the trust epoch, publishes the event. */
  revoke(witness: string, agent?: string): Promise<{ evicted: number; trustEpoch: number }>;
  publish(event: FeedEventInput): Promise<FeedEvent>;
  changes(since: number, limit: number, excludeAgent?: string): Promise<FeedPage>;
  cacheGet(key: string): Promise<CacheEntry | undefined>;
  cachePut(entry: CacheEntry): Promise<void>;
  /** Drops cached reads of a namespace (`*` for all); returns how many. */
  invalidate(namespace: string): Promise<number>;
  health(): StoreHealth;
  close(): Promise<void>;
}
