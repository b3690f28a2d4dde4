// The embedded state store: one process, everything in memory, every structure bounded.
// Restart resets it all, which is fail-safe: held bytes never entered a context (docs/design.md §4).

import { TaintLedger } from '../kernel/screen/taint-ledger.js';
import { strongerTaint } from '../kernel/types.js';
import { entryBytes } from './entry-bytes.js';
import { buildPage, clampPage, DEFAULT_FEED_WINDOW, readFrom } from './feed.js';
import type { CacheFence, FencedCacheEntry } from './fence.js';
import { ANY_CLIENT, LedgerOwners } from './ledger-owners.js';
import { ALL_NAMESPACES } from './namespace.js';
import { stripUndefined } from './options.js';
import { MAX_REVOKED_DEFAULT, revokedFull } from './revoked.js';
import { RESUME_TRACES, RESUME_WINDOW_MS, TaintedBefore } from './tainted-before.js';
import type {
  CacheEntry,
  FeedEvent,
  FeedEventInput,
  FeedPage,
  SeenRecord,
  StateStore,
  StoreHealth,
  TaintCause,
} from './types.js';
import { FORGOTTEN_PER_SEEN, SEEN_ENTRIES_PER_TRACE, SEEN_MAX, SEEN_TRACES } from './types.js';

export interface MemoryStoreOptions {
  /** Traces remembered as tainted; a taint past this holds every trace (docs/fleet.md, 'Taint'). */
  maxTraces?: number;
  /** How long a trace stays tainted after its last taint. */
  taintTtlMs?: number;
  /** Relayed responses whose trace is remembered; the oldest is forgotten first (then unread: held). */
  maxResponses?: number;
  /** Feed events retained; older ones drop and `oldest` moves on. */
  feedWindow?: number;
  cacheMaxEntries?: number;
  /** Total bytes of cached entries (content plus names), least recently used evicted first. */
  cacheMaxBytes?: number;
  /** A single result larger than this is never cached. */
  cacheMaxEntryBytes?: number;
  /** Bounds staleness from writes gate never sees (another system changing the data). */
  cacheTtlMs?: number;
  /** Witnesses kept revoked; a revoke of a new one past this is refused (src/store/revoked.ts). */
  maxRevoked?: number;
  /** Traces remembered past their TTL (tainted-before.ts), as RedisStoreOptions.resumeTraces. */
  resumeTraces?: number;
  /** Traces whose record of seen values is kept (`--max-seen-traces`); ten times as many are remembered forgotten. */
  seenTraces?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

export const MEMORY_STORE_DEFAULTS = {
  maxTraces: 100_000,
  taintTtlMs: 24 * 60 * 60 * 1000,
  maxResponses: 100_000,
  feedWindow: DEFAULT_FEED_WINDOW,
  cacheMaxEntries: 10_000,
  cacheMaxBytes: 64 * 1024 * 1024,
  cacheMaxEntryBytes: 1024 * 1024,
  cacheTtlMs: 60_000,
  maxRevoked: MAX_REVOKED_DEFAULT,
  resumeTraces: RESUME_TRACES,
  seenTraces: SEEN_TRACES,
} as const;

interface CacheSlot {
  entry: CacheEntry;
  bytes: number;
  expiresAt: number;
}

/** A kept record of seen values; \`by\` is the entries each client added (round 38). */
interface SeenKept {
  entries: Set<number>;
  full: boolean;
  at: number;
  by: Map<string, number>;
}

export class MemoryStore implements StateStore, CacheFence {
  readonly kind = 'memory' as const;
  private readonly opts: Required<Omit<MemoryStoreOptions, 'now'>>;
  private readonly now: () => number;
  private readonly tainted: TaintLedger;
  private readonly revoked = new Set<string>();
  /** Response id to its trace and when it was relayed; Map order is write order, oldest first. */
  private readonly responses = new Map<string, { traceId: string; at: number }>();
  /** Each trace's record of seen values (rememberSeen), least recently written first. */
  private readonly seen = new Map<string, SeenKept>();
  /**
   * Traces whose live record was pushed out, with when (round 26): each reads full for one TTL, as a
   * forgotten MCP ledger restarts full; a flood of fresh traces would otherwise make the victim's unseen.
   */
  private readonly forgotten = new Map<string, number>();
  /** Until then every trace with no record reads full: more were forgotten at once than are kept. */
  private forgottenAllUntil = 0;
  /**
   * Which client each record and forgotten trace is charged to, an eighth of each bound a client (round
   * 27): one client's flood pushes out and forgets its own records, as the MCP ledger book's shares do.
   */
  private readonly seenOwners: LedgerOwners;
  /** Live records pushed out that are remembered (FORGOTTEN_PER_SEEN times the records kept). */
  private readonly maxForgotten: number;
  /**
   * Entries all kept records may hold together, and each client's part (an eighth): a full record is
   * 8,192 entries (about 300 kB), so records bounded by count alone could hold 3 GB (round 35).
   */
  private readonly maxSeenEntries: number;
  private seenEntryCount = 0;
  private readonly seenEntriesOf = new Map<string, number>();
  /**
   * The records each client added entries to, least recently written first (round 38): entries are
   * charged to the client that adds them, so one writing into another's trace spends its own part.
   */
  private readonly seenWrittenBy = new Map<string, Set<string>>();
  /** Tainted traces and records kept past their TTL (round 28): a trace resumed later is not clean. */
  private readonly before: TaintedBefore;
  private epoch = 0;
  private readonly feed: FeedEvent[] = [];
  private head = 0;
  /** key to slot; Map order is use order, so the first key is least recently used. */
  private readonly cache = new Map<string, CacheSlot>();
  private cacheBytes = 0;
  private readonly byNamespace = new Map<string, Set<string>>();
  private readonly byWitness = new Map<string, Set<string>>();
  private globalFence = 0;
  private readonly namespaceFence = new Map<string, number>();

  constructor(options: MemoryStoreOptions = {}) {
    const { now, ...rest } = options;
    this.opts = { ...MEMORY_STORE_DEFAULTS, ...stripUndefined(rest) };
    this.now = now ?? Date.now;
    this.maxForgotten = this.opts.seenTraces * FORGOTTEN_PER_SEEN;
    this.maxSeenEntries = Math.max(SEEN_MAX, this.opts.seenTraces * SEEN_ENTRIES_PER_TRACE);
    this.seenOwners = new LedgerOwners(
      Math.max(1, Math.floor(this.opts.seenTraces / 8)),
      Math.max(1, Math.floor(this.maxForgotten / 8)),
    );
    this.tainted = new TaintLedger({
      maxTraces: this.opts.maxTraces,
      ttlMs: this.opts.taintTtlMs,
      now: this.now,
    });
    this.before = new TaintedBefore(this.now, RESUME_WINDOW_MS, this.opts.resumeTraces);
  }

  /** The resume notes, for the single gateway's ledger book to share (one bound, as the fleet's `was`; round 44). */
  get resumeNotes(): TaintedBefore {
    return this.before;
  }

  async isTainted(traceId: string): Promise<boolean> {
    return this.tainted.isTainted(traceId);
  }

  /** A mark that expired within the resume window answers with its old cause (tainted-before.ts). */
  async taintCause(traceId: string): Promise<TaintCause | undefined> {
    return this.tainted.cause(traceId) ?? this.before.recall('t', traceId)?.cause;
  }

  async taint(traceId: string, cause: TaintCause, client: string = ANY_CLIENT): Promise<void> {
    this.tainted.mark(traceId, strongerTaint(this.before.recall('t', traceId)?.cause, cause));
    this.before.note('t', traceId, client, cause);
  }

  async rememberResponse(responseId: string, traceId: string): Promise<void> {
    this.responses.delete(responseId);
    this.responses.set(responseId, { traceId, at: this.now() });
    for (const oldest of this.responses.keys()) {
      if (this.responses.size <= this.opts.maxResponses) break;
      this.responses.delete(oldest);
    }
  }

  async responseTrace(responseId: string): Promise<string | undefined> {
    const r = this.responses.get(responseId);
    return r !== undefined && this.now() - r.at < this.opts.taintTtlMs ? r.traceId : undefined;
  }

  async rememberSeen(
    scope: string,
    entries: readonly number[],
    full = false,
    client: string = ANY_CLIENT,
  ): Promise<void> {
    const had = this.seen.get(scope);
    const live = had !== undefined && this.now() - had.at < this.opts.taintTtlMs;
    // An expired record is replaced: its entries are no longer held.
    if (had !== undefined && !live) this.unchargeSeen(scope, had);
    const record: SeenKept = live
      ? had
      : { entries: new Set<number>(), full: this.wasForgotten(scope, client), at: 0, by: new Map() };
    if (full) record.full = true;
    if (this.forgotten.delete(scope)) this.seenOwners.remembered(scope);
    const size = record.entries.size;
    for (const e of entries) {
      if (record.entries.size >= SEEN_MAX) {
        record.full = true;
        break;
      }
      record.entries.add(e);
    }
    record.at = this.now();
    this.seen.delete(scope);
    this.seen.set(scope, record);
    this.seenOwners.touch(scope, client);
    this.chargeSeen(scope, record, client, record.entries.size - size);
    this.before.note('s', scope, client);
    while (this.seen.size > this.opts.seenTraces) {
      // The writer's own oldest when it holds its share, else an over-share client's, else the oldest.
      this.dropSeen(this.seenOwners.toDrop(client) ?? this.seen.keys().next().value!);
    }
    // Drops only lower a part: once no client is over its part, none is for the rest of this write.
    let overPart = true;
    while (this.seenEntryCount > this.maxSeenEntries) {
      // By entries as by count: the writer's own oldest when over its part, else an over-part client's.
      const chosen = overPart ? this.seenEntriesToDrop(client, scope) : undefined;
      if (chosen === undefined) overPart = false;
      const drop = chosen ?? this.seen.keys().next().value!;
      this.dropSeen(drop);
      if (drop === scope) break;
    }
  }

  /** A record pushed out: a live one is remembered as forgotten (it reads full), an expired one released. */
  private dropSeen(scope: string): void {
    const r = this.seen.get(scope)!;
    this.unchargeSeen(scope, r);
    this.seen.delete(scope);
    if (this.now() - r.at < this.opts.taintTtlMs) this.forget(scope);
    else this.seenOwners.released(scope);
  }

  /** Adds `delta` entries to the total and to the writer, in the record and in its own count. */
  private chargeSeen(scope: string, record: SeenKept, client: string, delta: number): void {
    record.by.set(client, (record.by.get(client) ?? 0) + delta);
    const written = this.seenWrittenBy.get(client) ?? new Set<string>();
    written.delete(scope);
    written.add(scope);
    this.seenWrittenBy.set(client, written);
    this.countSeen(client, delta);
  }

  /** Takes a record's entries off the total and off each client that wrote them. */
  private unchargeSeen(scope: string, record: SeenKept): void {
    for (const [client, n] of record.by) {
      this.countSeen(client, -n);
      const written = this.seenWrittenBy.get(client);
      written?.delete(scope);
      if (written?.size === 0) this.seenWrittenBy.delete(client);
    }
    record.by.clear();
  }

  private countSeen(client: string, delta: number): void {
    this.seenEntryCount += delta;
    const now = (this.seenEntriesOf.get(client) ?? 0) + delta;
    if (now > 0) this.seenEntriesOf.set(client, now);
    else this.seenEntriesOf.delete(client);
  }

  /** The oldest record other than `except` that the client added entries to. */
  private oldestWritten(client: string, except: string): string | undefined {
    for (const scope of this.seenWrittenBy.get(client) ?? []) if (scope !== except) return scope;
    return undefined;
  }

  /** The oldest record of the writer when it holds more than its part of the entries, else of a client that does. */
  private seenEntriesToDrop(client: string, except: string): string | undefined {
    const part = this.maxSeenEntries / 8;
    if ((this.seenEntriesOf.get(client) ?? 0) > part) {
      const own = this.oldestWritten(client, except);
      if (own !== undefined) return own;
    }
    for (const [owner, held] of this.seenEntriesOf) {
      if (held <= part || owner === client) continue;
      const oldest = this.oldestWritten(owner, except);
      if (oldest !== undefined) return oldest;
    }
    return undefined;
  }

  /** Notes a live record pushed out; past the bound the oldest note goes and every trace reads full. */
  private forget(scope: string): void {
    const now = this.now();
    // The owner's own memory of forgotten traces is full: every record it starts reads full instead.
    if (!this.seenOwners.forget(scope, now + this.opts.taintTtlMs)) return;
    this.forgotten.set(scope, now);
    for (const [oldest, at] of this.forgotten) {
      if (this.forgotten.size <= this.maxForgotten && now - at < this.opts.taintTtlMs) break;
      this.forgotten.delete(oldest);
      this.seenOwners.remembered(oldest);
      if (now - at < this.opts.taintTtlMs) this.forgottenAllUntil = now + this.opts.taintTtlMs;
    }
  }

  /**
   * Was the trace's live record pushed out within one TTL, or its client's, or too many to tell, or did
   * it expire within the resume window (what it held is unknown)?
   */
  private wasForgotten(scope: string, client: string): boolean {
    const at = this.forgotten.get(scope);
    const now = this.now();
    return (
      (at !== undefined && now - at < this.opts.taintTtlMs) ||
      now < this.forgottenAllUntil ||
      this.seenOwners.startsFull(client, now) ||
      this.resumed(scope)
    );
  }

  /** The trace kept a record within the resume window, which has expired: what it held is unknown. */
  private resumed(scope: string): boolean {
    return this.before.recall('s', scope) !== undefined;
  }

  async seenOn(scope: string, client: string = ANY_CLIENT): Promise<SeenRecord> {
    const r = this.seen.get(scope);
    if (r === undefined || this.now() - r.at >= this.opts.taintTtlMs)
      return {
        entries: [],
        full: this.resumed(scope) || (r === undefined && this.wasForgotten(scope, client)),
      };
    // A record read is renewed (the trace goes on), as Redis renews it: see RedisStore.seenOn.
    r.at = this.now();
    this.seen.delete(scope);
    this.seen.set(scope, r);
    this.before.renew('s', scope, client);
    return { entries: [...r.entries], full: r.full };
  }

  async trustEpoch(): Promise<number> {
    return this.epoch;
  }

  async isRevoked(witness: string): Promise<boolean> {
    return this.revoked.has(witness);
  }

  async revoke(witness: string, agent?: string): Promise<{ evicted: number; trustEpoch: number }> {
    if (!this.revoked.has(witness) && this.revoked.size >= this.opts.maxRevoked)
      throw revokedFull(this.opts.maxRevoked);
    this.revoked.add(witness);
    const now = this.now();
    let evicted = 0;
    for (const key of [...(this.byWitness.get(witness) ?? [])]) {
      const slot = this.cache.get(key);
      if (slot !== undefined && slot.expiresAt > now) evicted++;
      this.dropKey(key);
    }
    this.byWitness.delete(witness);
    this.epoch++;
    const input: FeedEventInput = { kind: 'revocation', witness, evicted };
    if (agent !== undefined) input.agent = agent;
    await this.publish(input);
    return { evicted, trustEpoch: this.epoch };
  }

  async publish(input: FeedEventInput): Promise<FeedEvent> {
    this.head++;
    const event: FeedEvent = {
      ...input,
      seq: this.head,
      trust_epoch: this.epoch,
      ts: new Date(this.now()).toISOString(),
    };
    this.feed.push(event);
    // Amortised trim: drop in batches so a full window does not shift the array on every publish.
    if (this.feed.length > this.opts.feedWindow + Math.max(1, this.opts.feedWindow >> 3)) {
      this.feed.splice(0, this.feed.length - this.opts.feedWindow);
    }
    return { ...event };
  }

  async changes(since: number, limit: number, excludeAgent?: string): Promise<FeedPage> {
    const page = clampPage(since, limit, this.opts.feedWindow);
    const start = Math.max(0, this.feed.length - this.opts.feedWindow);
    const oldest = this.feed.length > start ? this.feed[start]!.seq : this.head + 1;
    const from = readFrom(page.since, this.head);
    const first = Math.max(start, this.feed.length - (this.head - from));
    const { events, cursor } = buildPage(
      this.iterateFeed(first),
      from,
      page.limit,
      this.head,
      oldest,
      excludeAgent,
    );
    return { events, cursor, oldest };
  }

  private *iterateFeed(from: number): Generator<FeedEvent> {
    for (let i = from; i < this.feed.length; i++) yield { ...this.feed[i]! };
  }

  async cacheGet(key: string): Promise<CacheEntry | undefined> {
    const slot = this.cache.get(key);
    if (slot === undefined) return undefined;
    if (slot.expiresAt <= this.now()) {
      this.dropKey(key);
      return undefined;
    }
    this.cache.delete(key);
    this.cache.set(key, slot);
    return { ...slot.entry };
  }

  async cachePut(entry: FencedCacheEntry): Promise<void> {
    const { fence, ...plain } = entry;
    if (fence !== undefined && fence !== this.fenceOf(plain.namespace)) return;
    if (plain.witness !== undefined && (this.revoked.has(plain.witness) || plain.trustEpoch < this.epoch))
      return;
    const bytes = entryBytes(plain);
    if (bytes > this.opts.cacheMaxEntryBytes || bytes > this.opts.cacheMaxBytes) return;
    this.dropKey(plain.key);
    this.cache.set(plain.key, { entry: plain, bytes, expiresAt: this.now() + this.opts.cacheTtlMs });
    this.cacheBytes += bytes;
    addToIndex(this.byNamespace, plain.namespace, plain.key);
    if (plain.witness !== undefined) addToIndex(this.byWitness, plain.witness, plain.key);
    while (this.cache.size > this.opts.cacheMaxEntries || this.cacheBytes > this.opts.cacheMaxBytes) {
      const lru = this.cache.keys().next().value;
      if (lru === undefined) break;
      this.dropKey(lru);
    }
  }

  async invalidate(namespace: string): Promise<number> {
    const now = this.now();
    let live = 0;
    if (namespace === ALL_NAMESPACES) {
      this.globalFence++;
      for (const slot of this.cache.values()) if (slot.expiresAt > now) live++;
      this.cache.clear();
      this.byNamespace.clear();
      this.byWitness.clear();
      this.cacheBytes = 0;
      return live;
    }
    this.namespaceFence.set(namespace, (this.namespaceFence.get(namespace) ?? 0) + 1);
    for (const key of [...(this.byNamespace.get(namespace) ?? [])]) {
      const slot = this.cache.get(key);
      if (slot !== undefined && slot.expiresAt > now) live++;
      this.dropKey(key);
    }
    return live;
  }

  async cacheFence(namespace: string): Promise<string> {
    return this.fenceOf(namespace);
  }

  health(): StoreHealth {
    // Deciding goes on while the taint ledger is on hold; /healthz says why sinks are refused.
    return this.tainted.held()
      ? { ok: true, kind: 'memory', detail: 'taint on hold' }
      : { ok: true, kind: 'memory' };
  }

  async close(): Promise<void> {}

  private fenceOf(namespace: string): string {
    return `${this.globalFence}.${this.namespaceFence.get(namespace) ?? 0}`;
  }

  /** Removes one entry and its index links; true if it was there. */
  private dropKey(key: string): boolean {
    const slot = this.cache.get(key);
    if (slot === undefined) return false;
    this.cache.delete(key);
    this.cacheBytes -= slot.bytes;
    removeFromIndex(this.byNamespace, slot.entry.namespace, key);
    if (slot.entry.witness !== undefined) removeFromIndex(this.byWitness, slot.entry.witness, key);
    return true;
  }
}

function addToIndex(index: Map<string, Set<string>>, name: string, key: string): void {
  let keys = index.get(name);
  if (keys === undefined) {
    keys = new Set();
    index.set(name, keys);
  }
  keys.add(key);
}

function removeFromIndex(index: Map<string, Set<string>>, name: string, key: string): void {
  const keys = index.get(name);
  if (keys === undefined) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(name);
}
