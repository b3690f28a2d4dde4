// The fleet store: replicas behind one load balancer share revocations, the trust epoch, the feed, taint and
// the vDSO cache through one Redis (docs/design.md §8). While Redis is unreachable every answer that
// would need it fails closed: no cache, witnesses refused, traces treated as tainted, the feed unavailable.
// A Redis that lost its data (restart without persistence, FLUSHALL, eviction) is detected by its
// generation key and holds every trace as tainted for one taint TTL (docs/fleet.md, 'Taint').
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { GateError, isGateError } from '../kernel/errors.js';
import { readJsonStrict } from '../kernel/json-strict.js';
import type { Standing } from '../kernel/ladder/shell-standing.js';
import { REVOCABLE_WITNESS } from '../kernel/ladder/witness.js';
import type { LedgerSnapshot } from '../kernel/provenance/ledger.js';
import { strongerTaint, TAINT_STRENGTH, UNKNOWN_TAINT } from '../kernel/types.js';
import { entryBytes } from './entry-bytes.js';
import { buildPage, clampPage, DEFAULT_FEED_WINDOW, feedHead, readFrom } from './feed.js';
import type { CacheFence, FencedCacheEntry } from './fence.js';
import {
  LAPSED_LUA,
  LEASE_DEFAULTS,
  LEASE_DROP_LUA,
  LEASE_RECOVERING_LUA,
  LEASE_RENEW_LUA,
  lapsedCount,
  renewReply,
  TAINT_READ_LUA,
} from './lease.js';
import { type NameFloor, nameBookOf } from './ledger-names.js';
import { ANY_CLIENT } from './ledger-owners.js';
import {
  decodeLedger,
  decodeLedgerFields,
  LEDGER_KEYS_LUA,
  LEDGER_READ_BYTES,
  LEDGER_READ_FIELDS,
  LEDGER_READ_LUA,
  type LedgerDelta,
  type LedgerWriteBounds,
  ledgerFields,
  ledgerKeysBytes,
  ledgerWriteArgs,
  WRITE_LEDGER_LUA,
} from './ledger-redis.js';
import { LOST_LOG_DEFAULTS, type LostEntry, LostLog } from './lost-log.js';
import { ALL_NAMESPACES } from './namespace.js';
import { stripUndefined } from './options.js';
import { RedisClock } from './redis-clock.js';
import { quitWithin } from './redis-quit.js';
import { isReplyError, refusalOf } from './redis-refusals.js';
import {
  GET_LUA,
  HOLD_LUA,
  INVALIDATE_LUA,
  LOST_LUA,
  LuaScript,
  PUBLISH_LUA,
  PUT_LUA,
  REVOKE_LUA,
  SEEN_LUA,
  SEEN_READ_LUA,
  type StoreKeys,
  storedClient,
  storeKeys,
  TAINT_LUA,
} from './redis-scripts.js';
import { type ResumeArgs, resumeArgs, resumeArgv, resumeRecall } from './resume-redis.js';
import { MAX_REVOKED_DEFAULT, revokedFull } from './revoked.js';
import {
  bornWithEpoch,
  GENESIS_LUA,
  HEARD_CONFIRM_LUA,
  judgeRevoked,
  newGeneration,
  REVOKED_READ_LUA,
  type RevokedRead,
  SWAPPED,
} from './revoked-count.js';
import {
  decodeStanding,
  encodeStanding,
  STANDING_READ_LUA,
  STANDING_WRITE_LUA,
  type StandingRead,
  standingDigest,
} from './standing-redis.js';
import { RESUME_TRACES, RESUME_WINDOW_MS, type ResumeKind, resumeDigest } from './tainted-before.js';
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
import { SEEN_ENTRIES_PER_TRACE, SEEN_MAX, SEEN_TRACES } from './types.js';

export interface RedisStoreOptions {
  /** Prefix of every key and the pub/sub channel; replicas of one fleet must agree on it. */
  keyPrefix?: string;
  taintTtlMs?: number;
  feedWindow?: number;
  cacheMaxEntries?: number;
  /** Bytes of all cached entries (content plus names), least recently used evicted first. */
  cacheMaxBytes?: number;
  /** A single result larger than this is never cached. */
  cacheMaxEntryBytes?: number;
  cacheTtlMs?: number;
  /** A command with no reply by then fails, and the store counts Redis as unreachable. */
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** `connect` gives up (STORE_UNAVAILABLE) when Redis is not ready by then. */
  startupTimeoutMs?: number;
  /** While unhealthy, how often to check whether Redis answers again. */
  probeIntervalMs?: number;
  /** Taints recorded while Redis is down, replayed on recovery; past this, recovery holds every trace. */
  maxPendingTaints?: number;
  /** Witnesses the fleet keeps revoked; a revoke of a new one past this is refused (src/store/revoked.ts). */
  maxRevoked?: number;
  /** Traces the fleet remembers past their TTL (resume-redis.ts); a client's share is an eighth. */
  resumeTraces?: number;
  /**
   * Records of seen values the fleet keeps (`--max-seen-traces`), with SEEN_ENTRIES_PER_TRACE entries each
   * in all, a client's share an eighth (round 37); also the lost records this replica remembers.
   */
  seenTraces?: number;
  /**
   * A file (beside the audit journal) keeping what this replica holds that Redis did not take, replayed
   * by the next start: '' keeps it in memory only, and a restart forgets it (round 44).
   */
  lostFile?: string;
  /**
   * The lost file's bound (`--max-lost-bytes`, and lines): past it an overflow line stands in for what
   * did not fit, so a restart holds every trace for one TTL (round 45).
   */
  maxLostBytes?: number;
  maxLostLines?: number;
  /**
   * This replica's name in the fleet's leases (serve's `--replica`); '' renews no lease (round 48). Every
   * replica of a fleet needs its own: two on one name renew each other's lease.
   */
  replicaId?: string;
  /** L (`--lease-ms`): the lease's length, renewed every L/4; a lost write's call waits up to L plus the margin. */
  leaseMs?: number;
  /** R (`--lease-hold-ms`): how long a lapsed lease holds every trace of the fleet; 0 holds nothing. */
  leaseHoldMs?: number;
  /** Beyond its last deadline sent, how long a replica that lost a write waits before answering. */
  leaseMarginMs?: number;
  /** Called on every health transition (the server logs and counts outages); never given values. */
  onHealth?: (health: StoreHealth) => void;
  /**
   * Called when another live process renews this replica's lease under the same name (round 49): the
   * lease then promises nothing (one may lose writes while the other renews), so the server says so loudly.
   */
  onSharedName?: (replica: string) => void;
  /** The revocation set cannot be trusted, or can again (undefined): every witness refused meanwhile (round 61). */
  onRevokedRefused?: (reason: string | undefined) => void;
  /** The lease set is of another type, or reads again (undefined): every trace held meanwhile (fleet2-r61). */
  onLeaseRefused?: (reason: string | undefined) => void;
  /**
   * Called when a flush (round 56) or a ledger or taint write (round 57, second pass) replaced keys of
   * gate's own that a stranger had made unusable: the names of what was repaired, never a value.
   */
  onRepair?: (repaired: CacheRepair[]) => void;
  now?: () => number;
  /**
   * The local clock the lease's waits run on (round 58, third pass): monotonic by default, so a wall
   * clock stepped between readings moves no wait. Tests give a skewed one, which the readings must bound.
   */
  leaseNow?: () => number;
  /**
   * Whether resume notes' times are read on Redis's clock (round 45). Default: yes, unless `now` is
   * given, whose time is then the test's frame (the model tests compare scores against it).
   */
  redisClock?: boolean;
  /**
   * Takes this process's hold on the lost file (serve passes the journal's writer lock: a second replica
   * on the same journal is refused before it replays the first one's entries). Given by the caller, since
   * the store sees kernel types only (docs/architecture.md); without one the file is not held.
   */
  holdLostFile?: (path: string) => Promise<LostFileHold>;
}

/** A hold on the lost file, released when the store closes. */
export interface LostFileHold {
  release(): Promise<void>;
}

export const REDIS_STORE_DEFAULTS = {
  keyPrefix: 'gate:',
  taintTtlMs: 24 * 60 * 60 * 1000,
  feedWindow: DEFAULT_FEED_WINDOW,
  cacheMaxEntries: 10_000,
  cacheMaxBytes: 64 * 1024 * 1024,
  cacheMaxEntryBytes: 1024 * 1024,
  cacheTtlMs: 60_000,
  commandTimeoutMs: 1000,
  connectTimeoutMs: 2000,
  startupTimeoutMs: 5000,
  probeIntervalMs: 500,
  maxPendingTaints: 10_000,
  maxRevoked: MAX_REVOKED_DEFAULT,
  resumeTraces: RESUME_TRACES,
  seenTraces: SEEN_TRACES,
  lostFile: '',
  maxLostBytes: LOST_LOG_DEFAULTS.maxBytes,
  maxLostLines: LOST_LOG_DEFAULTS.maxLines,
  replicaId: '',
  ...LEASE_DEFAULTS,
} as const;

/**
 * What a flush can repair (INVALIDATE_LUA's bits, in order): the global fence, the LRU index and its
 * counts, a namespace's fence, the cache floor, a cache floor too far ahead of Redis's clock (round 57).
 * Key names only; no stranger's value is ever read out.
 */
export const REPAIRS = ['fence', 'clru', 'namespace fence', 'cfloor', 'cfloor ahead', 'shared'] as const;
/**
 * A trace's ledger or taint mark of another type (a stranger's), replaced by the write script that met it
 * (WRITE_LEDGER_LUA, TAINT_LUA; round 57) and counted as a flush's repairs are (round 57, second pass);
 * `shared`: a key shared between traces (the ledger book's, the resume set's) that a stranger made
 * unusable, replaced the same way (resume-redis.ts SHARED_KEYS_LUA; round 59); `seen`: a trace's record
 * of seen values of another type or larger than gate writes, replaced by one that starts full (SEEN_LUA;
 * round 60); `replica-owners`: the lease's owners of another type, replaced by a renewal (LEASE_RENEW_LUA;
 * fleet2-r61).
 */
export const KEY_REPAIRS = ['ledger', 'taint', 'shared', 'seen', 'replica-owners'] as const;
export type CacheRepair = (typeof REPAIRS)[number] | (typeof KEY_REPAIRS)[number];

/** What a replica hears when any replica revokes a witness. */
export interface RevocationNotice {
  witness: string;
  trustEpoch: number;
}

interface StoreEvents {
  health: StoreHealth;
  revocation: RevocationNotice;
}

type Settings = Required<
  Omit<
    RedisStoreOptions,
    | 'onHealth'
    | 'onSharedName'
    | 'onRevokedRefused'
    | 'onLeaseRefused'
    | 'onRepair'
    | 'now'
    | 'leaseNow'
    | 'redisClock'
    | 'holdLostFile'
  >
>;

export class RedisStore implements StateStore, CacheFence {
  readonly kind = 'redis' as const;
  private readonly keys: StoreKeys;
  private state: StoreHealth = { ok: false, kind: 'redis', detail: 'connecting' };
  /** Set when an outage may have lost an invalidation; recovery flushes the shared cache first. */
  private missedInvalidations = false;
  private recovering: Promise<void> | undefined;
  private probe: NodeJS.Timeout | undefined;
  /** When recovery first timed out since the store was last healthy (outOfStep). */
  private stuckSince: number | undefined;
  private closed = false;
  /** Taints Redis did not take, each with the client that caused it: the replay charges that client (round 29). */
  private readonly pendingTaints = new Map<string, { cause: TaintCause; client: string }>();
  /** A taint was refused for room in `pendingTaints`: recovery puts every trace on hold. */
  private pendingOverflow = false;
  /** Revocations Redis did not take; written on recovery. */
  private readonly pendingRevocations = new Set<string>();
  private readonly localRevoked = new Set<string>();
  /**
   * The highest revocation count (`revn`) this replica read in this generation: a lower one later means the
   * set and its count were deleted or rewritten together (round 61). Memory only, out of Redis's reach.
   */
  private revokedCountSeen = 0;
  /**
   * The highest trust epoch this replica read in this generation (round 65): the epoch only grows, so a lower
   * one later was deleted or lowered with the revocations. Memory only, out of Redis's reach.
   */
  private epochSeen = 0;
  /** A witness the record `revw` holds and `revoked` lost (round 62): the refusal stands until both hold it. */
  private revokedSwapped: string | undefined;
  /** Why every witness is read revoked now (judgeRevoked), or undefined. */
  private revokedRefused: string | undefined;
  /** Why the lease set is refused (fleet2-r61), or undefined. */
  private leaseRefused: string | undefined;
  /** Why this replica runs without scripts (its Redis user may not EVAL: round 67), or undefined. */
  private scriptsRefused: string | undefined;
  /** Notices being confirmed against the fleet's set (heard). */
  private confirming = 0;
  /** Keys of gate's own a flush or a write replaced since this replica started (names only, in health). */
  private readonly repaired: CacheRepair[] = [];
  private onRepair: ((repaired: CacheRepair[]) => void) | undefined;
  /** How many repairs of each key since start (`gate_store_repairs_total`; round 57, and its second pass). */
  private readonly repairCount = new Map<CacheRepair, number>();
  /** The flush a cache floor too far ahead asked for, while it runs (one at a time). */
  private floorFlush: Promise<void> | undefined;
  /** The store generation this replica works in; a different one in Redis means Redis lost data. */
  private generation: string | undefined;
  private readonly listeners: { [K in keyof StoreEvents]: Set<(value: StoreEvents[K]) => void> } = {
    health: new Set(),
    revocation: new Set(),
  };
  private readonly scripts = {
    publish: new LuaScript(PUBLISH_LUA, 3),
    revoke: new LuaScript(REVOKE_LUA, 7),
    revokedRead: new LuaScript(REVOKED_READ_LUA, 6),
    heardConfirm: new LuaScript(HEARD_CONFIRM_LUA, 2),
    get: new LuaScript(GET_LUA, 4),
    put: new LuaScript(PUT_LUA, 4),
    invalidate: new LuaScript(INVALIDATE_LUA, 2),
    ledgerRead: new LuaScript(LEDGER_READ_LUA, 1),
    ledgerKeys: new LuaScript(LEDGER_KEYS_LUA, 1),
    hold: new LuaScript(HOLD_LUA, 1),
    lost: new LuaScript(LOST_LUA, 4),
    genesis: new LuaScript(GENESIS_LUA, 3),
    ledger: new LuaScript(WRITE_LEDGER_LUA, 1),
    taint: new LuaScript(TAINT_LUA, 2),
    seen: new LuaScript(SEEN_LUA, 1),
    seenRead: new LuaScript(SEEN_READ_LUA, 4),
    taintRead: new LuaScript(TAINT_READ_LUA, 5),
    lapsed: new LuaScript(LAPSED_LUA, 1),
    renew: new LuaScript(LEASE_RENEW_LUA, 3),
    drop: new LuaScript(LEASE_DROP_LUA, 3),
    recovering: new LuaScript(LEASE_RECOVERING_LUA, 1),
    standingRead: new LuaScript(STANDING_READ_LUA, 5),
    standingWrite: new LuaScript(STANDING_WRITE_LUA, 5),
  };
  /** Renews this replica's lease every L/4 (round 48); undefined without a name or once closed. */
  private leaseTimer: NodeJS.Timeout | undefined;
  /** An unnamed replica's read of the lease set's type (watchLease). */
  private leaseWatch: NodeJS.Timeout | undefined;
  /** watchLease's own connection, made on its first read. */
  private watchClient: Redis | undefined;
  /** The latest deadline this replica has sent, on Redis's clock: a lost write's answer waits past it. */
  private leaseSentUntil: number | undefined;
  /** Lost writes not yet held (a ledger note whose book has yet to hand it over): no renewal meanwhile. */
  private settling = 0;
  /** The lapsed leases holding the fleet, as the last renewal read them (names only, for health). */
  private lapsed: string[] = [];
  /** This process's token in the lease owners: another seen there after our first renewal shares our name. */
  private readonly leaseToken = randomUUID();
  private renewed = false;
  /** When a renewal last found another process's token on this replica's name (round 49), on this clock. */
  private sharedNameAt: number | undefined;
  /**
   * The lease's deadlines on Redis's clock, always (a store given a test clock keeps it for resume notes),
   * read through `leaseNow` (monotonic unless a test skews it).
   */
  private readonly leaseClock: RedisClock;
  private onSharedName: ((replica: string) => void) | undefined;
  private onRevokedRefused: ((reason: string | undefined) => void) | undefined;
  private onLeaseRefused: ((reason: string | undefined) => void) | undefined;
  /**
   * Records whose write Redis did not take, with the client that wrote them: read as full here, and
   * marked full in Redis (charged to that client, round 29) once it answers.
   */
  private readonly lostSeen = new Map<string, string>();
  private lostSeenOverflow = false;
  /**
   * MCP traces whose ledger note Redis did not take (SharedProvenanceBook): the replica is down until
   * recovery has written each one's `full` mark, so no replica reads the ledger without it (round 44).
   */
  private readonly unwrittenLedgers = new Map<string, { client: string; bounds: LedgerWriteBounds }>();

  private constructor(
    private readonly client: Redis,
    private readonly subscriber: Redis,
    private readonly settings: Settings,
    private readonly now: () => number,
    /** On disk beside the journal, what this replica holds that Redis did not take (lost-log.ts). */
    private readonly lostLog: LostLog | undefined,
    /** This process's hold on the lost file: a second replica on the same path is refused (round 45). */
    private readonly lostLock: LostFileHold | undefined,
    leaseNow: () => number,
  ) {
    this.leaseClock = new RedisClock(leaseNow);
    this.keys = storeKeys(settings.keyPrefix);
    this.clock = new RedisClock(now);
    if (lostLog !== undefined) for (const entry of lostLog.read()) this.hold(entry);
  }

  /** Resume notes' expiries on Redis's clock, not this replica's (round 45: a clock ahead dropped the others' notes). */
  private readonly clock: RedisClock;
  private syncClock = true;

  /**
   * The lost file refused an entry, so health says so: 'room' when an overflow stands in for it in the
   * reserved room (a restart holds every trace), 'refused' when that was refused too (a restart forgets it).
   */
  private lostFileRefused: false | 'room' | 'refused' = false;

  /** One entry a restarted replica replays: held as if lost in this process, written at first contact. */
  private hold(entry: LostEntry): void {
    const room = (m: { size: number; has(k: string): boolean }, id: string, max: number) =>
      m.has(id) || m.size < max;
    if (entry.k === 't' && room(this.pendingTaints, entry.id, this.settings.maxPendingTaints)) {
      const had = this.pendingTaints.get(entry.id);
      this.pendingTaints.set(entry.id, {
        cause: strongerTaint(had?.cause, entry.cause),
        client: had?.client ?? entry.c,
      });
    } else if (entry.k === 'l' && room(this.unwrittenLedgers, entry.id, this.settings.maxPendingTaints))
      this.unwrittenLedgers.set(entry.id, { client: entry.c, bounds: entry.b });
    else if (entry.k === 's' && room(this.lostSeen, entry.id, this.settings.seenTraces))
      this.lostSeen.set(entry.id, this.lostSeen.get(entry.id) ?? entry.c);
    else if (entry.k === 'r' && this.rememberRevoked(entry.id)) this.pendingRevocations.add(entry.id);
    // An overflow, or past a bound: every trace on hold once Redis takes it.
    else this.pendingOverflow = true;
  }

  /** Keeps an entry on disk (when the replica has a lost file) before the answer that depends on it. */
  private logLost(entry: LostEntry): void {
    const kept = this.lostLog?.add(entry);
    if (kept === 'refused' || (kept === 'room' && this.lostFileRefused !== 'refused'))
      this.lostFileRefused = kept;
  }

  /**
   * Connects to `redis://[user:pass@]host:port[/db]` (or `rediss://`) and waits until Redis answers.
   * Rejects with BAD_FLAG for another scheme and STORE_UNAVAILABLE when Redis is not ready in time.
   */
  static async connect(url: string, options: RedisStoreOptions = {}): Promise<RedisStore> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new GateError('BAD_FLAG', '--store: not a URL (expected redis://host:port/db)');
    }
    if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
      throw new GateError('BAD_FLAG', '--store: scheme must be redis:// or rediss://');
    }
    const {
      onHealth,
      onSharedName,
      onRevokedRefused,
      onLeaseRefused,
      onRepair,
      now,
      leaseNow,
      redisClock,
      holdLostFile,
      ...rest
    } = options;
    const settings: Settings = { ...REDIS_STORE_DEFAULTS, ...stripUndefined(rest) };
    // Before any connection: a refused lost file is a start refused, with nothing to close.
    const [lostLog, lostLock] = await openLostLog(settings, holdLostFile);
    const client = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      commandTimeout: settings.commandTimeoutMs,
      connectTimeout: settings.connectTimeoutMs,
      retryStrategy: (times) => Math.min(100 * times, 1000),
      lazyConnect: true,
    });
    // The subscriber queues its SUBSCRIBE until connected (and resubscribes after); it never carries a decision.
    const subscriber = client.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      lazyConnect: false,
    });
    const store = new RedisStore(
      client,
      subscriber,
      settings,
      now ?? Date.now,
      lostLog,
      lostLock,
      leaseNow ?? (() => performance.timeOrigin + performance.now()),
    );
    store.syncClock = redisClock ?? now === undefined;
    if (onHealth !== undefined) store.on('health', onHealth);
    store.onSharedName = onSharedName;
    store.onRevokedRefused = onRevokedRefused;
    store.onLeaseRefused = onLeaseRefused;
    store.onRepair = onRepair;
    store.wire();
    const healthy = store.waitUntilHealthy();
    const subscribed = subscriber.subscribe(store.keys.channel).then(
      () => true,
      () => false,
    );
    client.connect().catch(() => {
      // Reported through the 'error' event and retried by ioredis; `healthy` decides.
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), settings.startupTimeoutMs);
    });
    const ready = await Promise.race([Promise.all([healthy, subscribed]).then(([, sub]) => sub), timeout]);
    clearTimeout(timer);
    if (!ready) {
      await store.close();
      // A named replica renews its lease by script: one whose user may not run them never starts, and says why.
      const why = store.scriptsRefused ?? store.state.detail;
      const detail = why === undefined ? '' : ` (${why})`;
      throw new GateError('STORE_UNAVAILABLE', `the Redis store did not become ready in time${detail}`);
    }
    return store;
  }

  /** Subscribes to health transitions or revocations heard from any replica; returns the unsubscribe. */
  on<K extends keyof StoreEvents>(event: K, listener: (value: StoreEvents[K]) => void): () => void {
    const set = this.listeners[event] as Set<(value: StoreEvents[K]) => void>;
    set.add(listener);
    return () => set.delete(listener);
  }

  health(): StoreHealth {
    const holding = {
      ...(this.state.ok && this.lapsed.length > 0 ? { holding: [...this.lapsed] } : {}),
      ...(this.sharesName() ? { sharedName: true as const } : {}),
      ...(this.repaired.length > 0 ? { repaired: [...this.repaired] } : {}),
      ...(this.revokedRefused !== undefined ||
      this.leaseRefused !== undefined ||
      this.scriptsRefused !== undefined
        ? {
            refused: {
              ...(this.revokedRefused !== undefined ? { revoked: this.revokedRefused } : {}),
              ...(this.leaseRefused !== undefined ? { replicas: this.leaseRefused } : {}),
              ...(this.scriptsRefused !== undefined ? { scripts: this.scriptsRefused } : {}),
            },
          }
        : {}),
    };
    if (this.state.ok || !this.lostFileRefused) return { ...this.state, ...holding };
    // Not silent: what this replica holds is in its memory only until recovery writes it.
    const then =
      this.lostFileRefused === 'room'
        ? 'an overflow in its reserved room holds every trace for one taint TTL after a restart'
        : 'so did its reserved room: a restart before recovery forgets what this replica held';
    return {
      ...this.state,
      detail: `${this.state.detail ?? 'down'}; the lost file refused a write; ${then}`,
    };
  }

  /**
   * Fail closed: a trace that cannot be checked is treated as tainted, so sinks are refused in an outage;
   * so is every trace while the hold lives, and when Redis answers from another generation (it lost data).
   */
  async isTainted(traceId: string): Promise<boolean> {
    return (await this.taintCause(traceId)) !== undefined;
  }

  /**
   * The strongest cause of the trace's mark and any mark this replica still holds for it. Whatever cannot
   * be read (an outage, the hold, another generation, a mark that names no cause) is the strongest cause.
   */
  async taintCause(traceId: string): Promise<TaintCause | undefined> {
    const pending = this.pendingTaints.get(traceId)?.cause;
    if (!this.state.ok) return UNKNOWN_TAINT;
    try {
      // The resume note is read beside the mark, in the same round trip (round 28, third pass).
      const [mark, hold, generation, score] = await this.readTaint(traceId);
      if (!this.sameGeneration(generation) || hold !== 0) return UNKNOWN_TAINT;
      // A mark that expired within the resume window answers with its old cause (round 28).
      const cause =
        mark === null || mark === undefined
          ? resumeRecall(score, this.clock.now())?.cause
          : isTaintCause(mark)
            ? mark
            : UNKNOWN_TAINT;
      if (cause === undefined) return pending;
      return pending === undefined ? cause : strongerTaint(pending, cause);
    } catch {
      return UNKNOWN_TAINT;
    }
  }

  /**
   * The mark, the hold (0 when none), the generation and the resume note. With the lease on, one script
   * that also counts the lapsed leases (round 48); off (R 0), round 47's MGET and ZSCORE, which cost Redis
   * about a tenth of the script (round 49: the lease off paid for a read it did not use).
   */
  private async readTaint(traceId: string): Promise<[string | null, number, string | null, string | null]> {
    if (this.settings.leaseHoldMs > 0) return this.readTaintScript(traceId);
    try {
      const [[mark, hold, generation], score] = await this.run(() =>
        Promise.all([
          this.client.mget(this.keys.taint(traceId), this.keys.taintHold, this.keys.generation),
          this.client.zscore(this.keys.resume, resumeDigest('t', traceId)),
        ]),
      );
      return taintReadReply([
        mark ?? null,
        hold === null || hold === undefined ? 0 : 1,
        generation ?? null,
        score ?? null,
      ]);
    } catch (err) {
      // A stranger's key at the resume notes: the script reads them through the shared keys' check, which
      // replaces it (round 60, third pass; before, every taint read with the lease off failed until a write).
      if (!isWrongType(err)) throw err;
      return this.readTaintScript(traceId);
    }
  }

  private async readTaintScript(
    traceId: string,
  ): Promise<[string | null, number, string | null, string | null]> {
    return taintReadReply(
      await this.eval(
        this.scripts.taintRead,
        [
          this.keys.taint(traceId),
          this.keys.taintHold,
          this.keys.generation,
          this.keys.resume,
          this.keys.replicas,
        ],
        [resumeDigest('t', traceId), this.settings.leaseHoldMs, this.settings.keyPrefix],
      ),
      (names) => this.noteRepairs(names),
    );
  }

  /** Never throws: a mapping Redis cannot take is lost, and the continuation it served counts as unread. */
  async rememberResponse(responseId: string, traceId: string): Promise<void> {
    try {
      await this.run(() =>
        this.client.set(this.keys.response(responseId), traceId, 'PX', this.settings.taintTtlMs),
      );
    } catch {
      // Nothing to keep: an unknown response id is judged as a history gate has not read (fail closed).
    }
  }

  /** Undefined (unread, so held) when Redis cannot answer or answers from another generation. */
  async responseTrace(responseId: string): Promise<string | undefined> {
    if (!this.state.ok) return undefined;
    try {
      const [trace, generation] = await this.run(() =>
        this.client.mget(this.keys.response(responseId), this.keys.generation),
      );
      return this.sameGeneration(generation) && trace !== null ? trace : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Never throws: a record Redis cannot take is marked lost on this replica and read as full from then,
   * and the replica is down until recovery has written it `full` for every replica (markLostSeen).
   */
  async rememberSeen(
    scope: string,
    entries: readonly number[],
    full = false,
    client = ANY_CLIENT,
  ): Promise<void> {
    try {
      if (!this.state.ok) throw new Error('down');
      // The full mark first: the bound cuts entries, never the mark.
      const marks = full ? ['full'] : [];
      this.keyWritten(
        await this.eval(
          this.scripts.seen,
          [this.keys.seen(scope)],
          [...this.seenArgs(scope, client), ...marks, ...entries.slice(0, SEEN_MAX + 1).map(String)],
        ),
        'seen',
      );
    } catch {
      if (this.lostSeen.has(scope)) {
        // Held already, and on disk.
      } else if (this.lostSeen.size < this.settings.seenTraces) {
        this.lostSeen.set(scope, client);
        this.logLost({ k: 's', id: scope, c: client });
      } else {
        // Past the bound: every record read full here, and the fleet on hold once Redis takes it (round
        // 45: the other replicas read the records past the bound without what was lost; and every such
        // call appended one more overflow line, without end).
        this.lostSeenOverflow = true;
        this.overflowed();
      }
      // Another replica would read the record without it: down until recovery has marked it (round 44).
      if (this.state.ok) this.markDown('a record Redis did not take');
      await this.lapse();
    }
  }

  /**
   * Recovery writes a `full` mark on every record this replica lost, so another replica holds them too:
   * until then only this one reads them as full (round 44: a few a store call, after recovery).
   */
  private async markLostSeen(): Promise<void> {
    for (const [scope, client] of [...this.lostSeen]) {
      this.keyWritten(
        await this.evalRaw(
          this.scripts.seen,
          [this.keys.seen(scope)],
          [...this.seenArgs(scope, client), 'full'],
        ),
        'seen',
      );
      this.lostSeen.delete(scope);
    }
  }

  /** SEEN_LUA's leading arguments: the TTL, the bound, the record's resume note. */
  private seenArgs(scope: string, client: string): Array<string | number> {
    return [
      this.settings.taintTtlMs,
      SEEN_MAX,
      ...this.resumeNote('s', scope, client),
      this.settings.seenTraces,
      Math.max(SEEN_MAX, this.settings.seenTraces * SEEN_ENTRIES_PER_TRACE),
    ];
  }

  /** A resume note's Lua arguments: the prefix, the client charged, then ResumeArgs (resume-redis.ts). */
  private resumeNote(kind: ResumeKind, id: string, client: string): Array<string | number> {
    return [this.settings.keyPrefix, storedClient(client), ...resumeArgv(this.resumeArgs(kind, id))];
  }

  private resumeArgs(kind: ResumeKind, id: string): ResumeArgs {
    return resumeArgs(
      resumeDigest(kind, id),
      this.resumeWindowMs,
      this.clock.now(),
      this.settings.resumeTraces,
    );
  }

  /** How long a tainted trace is remembered: the resume window, never shorter than the taint TTL. */
  private get resumeWindowMs(): number {
    return Math.max(RESUME_WINDOW_MS, this.settings.taintTtlMs);
  }

  /**
   * Undefined when Redis cannot answer or answers from another generation (held as full). A record that
   * expired within the resume window reads full (round 28).
   */
  async seenOn(scope: string): Promise<SeenRecord | undefined> {
    if (!this.state.ok) return undefined;
    if (this.lostSeenOverflow || this.lostSeen.has(scope)) return { entries: [], full: true };
    try {
      // Every request of the trace reads its record: the read renews it in the same round trip (a
      // conversation that carries the same page for a day adds nothing, and would outlive its record).
      // The resume note is renewed with the record, in the same script (SEEN_READ_LUA).
      const [members, generation, resumed, hold, repaired] = seenReadReply(
        await this.eval(
          this.scripts.seenRead,
          [this.keys.seen(scope), this.keys.generation, this.keys.taintHold, this.keys.replicas],
          [
            this.settings.taintTtlMs,
            this.settings.keyPrefix,
            resumeDigest('s', scope),
            this.resumeWindowMs,
            this.clock.now(),
            this.settings.leaseHoldMs,
            SEEN_MAX + 1,
          ],
        ),
      );
      // While the hold lives a record may lack what a replica lost (an overflow) or Redis lost: unreadable.
      if (repaired) this.noteRepairs(['shared']);
      if (!this.sameGeneration(generation) || hold !== 0) return undefined;
      const entries: number[] = [];
      let full = members.length === 0 && resumed === 1;
      for (const m of members) {
        const n = typeof m === 'string' ? Number(m) : Number.NaN;
        if (Number.isSafeInteger(n) && n >= 0) entries.push(n);
        else full = true;
      }
      return { entries, full };
    } catch {
      return undefined;
    }
  }

  /** Never throws: a taint Redis cannot take now is held locally and written on recovery. */
  /** A taint mark's keys: the mark, and the ledger it keeps alive (TAINT_LUA). */
  private taintKeys(traceId: string): string[] {
    return [this.keys.taint(traceId), this.keys.ledger(traceId)];
  }

  /** TAINT_LUA's arguments: the cause, its strength, the TTL, the trace's resume note. */
  private taintArgs(traceId: string, cause: TaintCause, client: string): Array<string | number> {
    return [cause, TAINT_STRENGTH[cause], this.settings.taintTtlMs, ...this.resumeNote('t', traceId, client)];
  }

  async taint(traceId: string, cause: TaintCause, client: string = ANY_CLIENT): Promise<void> {
    if (this.state.ok) {
      try {
        this.keyWritten(
          await this.eval(
            this.scripts.taint,
            this.taintKeys(traceId),
            this.taintArgs(traceId, cause, client),
          ),
        );
        return;
      } catch {
        // Whatever Redis said, the fleet does not have this taint: down until recovery has written it.
        if (this.state.ok) this.markDown('a taint Redis did not take');
      }
    }
    const pending = this.pendingTaints.get(traceId);
    if (pending !== undefined || this.pendingTaints.size < this.settings.maxPendingTaints) {
      // The first client that caused it is charged, as a note keeps its first owner.
      const held = { cause: strongerTaint(pending?.cause, cause), client: pending?.client ?? client };
      this.pendingTaints.set(traceId, held);
      if (held.cause !== pending?.cause)
        this.logLost({ k: 't', id: traceId, c: held.client, cause: held.cause });
    } else {
      // No held taint is dropped for a new one: recovery holds every trace instead.
      this.overflowed();
    }
    await this.lapse();
  }

  /**
   * A trace's provenance ledger; undefined when it has none. Throws STORE_UNAVAILABLE when Redis cannot
   * answer, and while the taint hold lives (Redis lost data, so a ledger may be missing values): the
   * caller then holds every value the user did not give (docs/provenance.md, "Where ledgers live").
   * Names beside keys are read against `floor`, the one the caller's decision is judged under (none: a
   * fingerprinted name reads as unread, held); never against whatever floor is in force when the reply
   * comes (round 57, second pass: a reload between the two read a name only the older floor has as none).
   */
  async readLedger(traceId: string, floor?: NameFloor): Promise<LedgerSnapshot | undefined> {
    const [fields, hold, generation, lapsed] = await this.run(() =>
      Promise.all([
        this.evalRaw(
          this.scripts.ledgerRead,
          [this.keys.ledger(traceId)],
          [LEDGER_READ_FIELDS, LEDGER_READ_BYTES],
        ),
        this.client.get(this.keys.taintHold),
        this.client.get(this.keys.generation),
        this.lapsedLeases(),
      ]),
    );
    if (!this.sameGeneration(generation) || hold !== null) throw unavailable('trace ledgers may be lost');
    if (lapsed !== 0) throw leaseLapsed();
    // Larger than gate writes (a stranger's): read as full, so the trace holds every value the user did
    // not give, as a ledger that dropped entries does; only this trace, and the replica stays up.
    if (!Array.isArray(fields) || fields.length % 2 !== 0)
      return { trusted: [], untrusted: [], carries: [], full: true };
    return decodeLedger(Object.fromEntries(fieldMap(fields)), floor && nameBookOf(floor));
  }

  /**
   * The part of a trace's ledger a decision or a note needs: the given fingerprints (both sides, and
   * whether ordered), the carries of the given tools, and the full mark; undefined when it has none.
   * Throws as readLedger does; names are read against `floor` as readLedger reads them.
   */
  async readLedgerKeys(
    traceId: string,
    fingerprints: readonly number[],
    tools: readonly string[] = [],
    floor?: NameFloor,
  ): Promise<LedgerSnapshot | undefined> {
    const fields = ledgerFields(fingerprints, tools);
    const [values, hold, generation, lapsed] = await this.run(() =>
      Promise.all([
        this.evalRaw(
          this.scripts.ledgerKeys,
          [this.keys.ledger(traceId)],
          [ledgerKeysBytes(fields.length), ...fields],
        ),
        this.client.get(this.keys.taintHold),
        this.client.get(this.keys.generation),
        this.lapsedLeases(),
      ]),
    );
    if (!this.sameGeneration(generation) || hold !== null) throw unavailable('trace ledgers may be lost');
    if (lapsed !== 0) throw leaseLapsed();
    // Larger than gate writes (a stranger's): read as full, as readLedger reads one (round 56).
    if (!Array.isArray(values) || values.length !== fields.length)
      return { trusted: [], untrusted: [], carries: [], full: true };
    return decodeLedgerFields(fields, values as (string | null)[], floor && nameBookOf(floor));
  }

  /**
   * Round 57: where an MCP trace's shell stands (standing-redis.ts): the record's token for writeStanding,
   * the held standing (undefined when none is held, or what is held is not gate's), whether the trace is
   * a tombstone or its owner flooded (`dropped`), and whether Redis may have lost it (`lost`: the taint
   * hold lives, or another generation answers). Throws STORE_UNAVAILABLE when the store cannot answer.
   */
  async readStanding(key: string, owner: string): Promise<StandingRead> {
    const { keys, member } = this.standingKeys(key, owner);
    const reply = await this.eval(
      this.scripts.standingRead,
      [...keys, this.keys.taintHold, this.keys.generation],
      [member, this.keys.prefix, resumeDigest('h', key), this.clock.now()],
    );
    if (!Array.isArray(reply) || reply.length !== 5 || typeof reply[0] !== 'string')
      throw unavailable('a shell standing reply gate cannot read');
    const [token, json, generation, hold, repaired] = reply as [string, unknown, unknown, unknown, unknown];
    if (repaired === 1) this.noteRepairs(['shared']);
    const lost = !this.sameGeneration(generation === '' ? null : generation) || hold !== 0;
    const out: StandingRead = { token };
    if (lost) out.lost = true;
    if (token === 'g' || token === 'f') out.dropped = true;
    // A key of another type where the standing lives (round 60): a stranger's, unreadable; the write replaces it.
    if (token === 'x') out.unreadable = true;
    if (token.startsWith('h:')) {
      const standing = typeof json === 'string' ? decodeStanding(json) : undefined;
      if (standing === undefined) out.unreadable = true;
      else out.standing = standing;
    }
    return out;
  }

  /**
   * Round 57: writes the trace's standing (undefined: held no more) if the record still holds what the
   * read that returned `token` found; false when it changed meanwhile. Bounded by `max` held standings.
   */
  async writeStanding(
    key: string,
    owner: string,
    token: string,
    after: Standing | undefined,
    max: number,
  ): Promise<boolean> {
    const { keys, member } = this.standingKeys(key, owner);
    const reply = await this.eval(
      this.scripts.standingWrite,
      [...keys, this.keys.standingBook, this.keys.standingTick],
      [
        member,
        token,
        after === undefined ? '' : encodeStanding(after),
        max,
        this.settings.taintTtlMs,
        this.keys.prefix,
        ...this.resumeNote('h', key, owner).slice(1),
      ],
    );
    // 9: written, and a shared key (the book, the tombstones, the tick) repaired on the way (round 60).
    if (reply === 9) this.noteRepairs(['shared']);
    return reply === 1 || reply === 9;
  }

  /** A trace's standing, the tombstones and its owner's flood mark (both scripts' first keys), and its book member. */
  private standingKeys(key: string, owner: string): { keys: string[]; member: string } {
    const d = standingDigest(key);
    return {
      keys: [this.keys.standing(d), this.keys.standingGone, this.keys.standingFlood(owner)],
      member: `${owner}\0${d}`,
    };
  }

  /** How long a trace's ledger lives: as long as its taint mark. */
  get ledgerTtlMs(): number {
    return this.settings.taintTtlMs;
  }

  /**
   * Adds a note to a trace's ledger, within `bounds` and the fleet's book (a new ledger is charged to
   * `client`); the ledger lives as long as a taint mark. True when the ledger is full after the write.
   * Names beside keys are kept with the prefix lengths of `floor`, the one the note's call was judged
   * under (none: no prefix kept, so a reader whose floor has one reads them as unread, held).
   */
  async writeLedger(
    traceId: string,
    delta: LedgerDelta,
    bounds: LedgerWriteBounds,
    client: string,
    floor?: NameFloor,
  ): Promise<boolean> {
    try {
      return this.ledgerWritten(
        await this.eval(
          this.scripts.ledger,
          [this.keys.ledger(traceId)],
          this.ledgerArgs(traceId, delta, bounds, client, floor),
        ),
      );
    } catch (err) {
      // A note (quiet: the book's result, call and client-block notes) is held here at once, so the wait
      // below ends as soon as recovery has written its mark (round 48).
      if (delta.quiet === true) {
        this.ledgerLost(traceId, bounds, client);
        await this.lapse();
        throw err;
      }
      // Else the book hands it back (markLost, the user turn's too since round 58's third pass) once this
      // throws; until then no renewal may outrun it, and the answer that depends on it waits until this
      // replica's lease has lapsed (round 48).
      this.settling += 1;
      try {
        if (this.state.ok) this.markDown('a ledger note Redis did not take');
        await this.lapse();
      } finally {
        this.settling -= 1;
      }
      // The settling ends here, an event: recovery (which waited for it) renews and reports healthy now,
      // not a probe or a tick later (round 49: the other replica held fresh traces meanwhile).
      if (this.settling === 0) await this.recoverSettled();
      throw err;
    }
  }

  /**
   * A ledger note Redis did not take, for whatever reason (an outage, a refusal, one command's error or a
   * reply that is not the script's): the fleet would read the trace's ledger without it, so the replica
   * is down until recovery has written the trace's `full` mark (as for a taint it did not take). Past
   * `maxPendingTaints` such traces, recovery puts every trace on hold instead (round 44).
   */
  ledgerLost(traceId: string, bounds: LedgerWriteBounds, client: string): void {
    const had = this.unwrittenLedgers.get(traceId);
    if (had === undefined && this.unwrittenLedgers.size < this.settings.maxPendingTaints) {
      this.unwrittenLedgers.set(traceId, { client, bounds });
      this.logLost({ k: 'l', id: traceId, c: client, b: bounds });
    } else if (had === undefined) this.overflowed();
    if (this.state.ok) this.markDown('a ledger note Redis did not take');
  }

  /** Traces whose `full` mark recovery is to write (ledgerLost). */
  get lostLedgers(): number {
    return this.unwrittenLedgers.size;
  }

  private ledgerArgs(
    traceId: string,
    delta: LedgerDelta,
    bounds: LedgerWriteBounds,
    client: string,
    floor?: NameFloor,
  ): Array<string | number> {
    const { maxLedgers, perClient, maxWeight, ...perTrace } = bounds;
    return ledgerWriteArgs(
      delta,
      { ...perTrace, ttlMs: this.settings.taintTtlMs },
      { prefix: this.settings.keyPrefix, maxLedgers, perClient, maxWeight },
      { traceId, client: storedClient(client), resume: this.resumeArgs('l', traceId) },
      floor && nameBookOf(floor),
    );
  }

  async trustEpoch(): Promise<number> {
    return toInt(await this.run(() => this.client.get(this.keys.epoch)));
  }

  /**
   * Fail closed: a witness that cannot be checked (outage, Redis lost data, a revocation set that does not
   * hold what the fleet counted: revoked-count.ts) is treated as revoked.
   */
  async isRevoked(witness: string): Promise<boolean> {
    if (this.localRevoked.has(witness)) return true;
    if (!this.state.ok) return true;
    try {
      const reply = await this.run(() =>
        this.evalRaw(
          this.scripts.revokedRead,
          [
            this.keys.revoked,
            this.keys.generation,
            this.keys.revokedCount,
            this.keys.revokedRecord,
            this.keys.epoch,
            this.keys.born,
          ],
          [
            witness,
            this.revokedSwapped ?? '',
            this.settings.maxRevoked,
            this.revokedCountSeen === 0 ? '1' : '0',
          ],
        ),
      );
      if (!Array.isArray(reply) || reply.length !== 10) throw unreadable();
      if (!this.sameGeneration(reply[1])) return true;
      const [
        member,
        ,
        size,
        count,
        recordMember,
        recordSize,
        swappedMember,
        swappedRecord,
        epoch,
        birthGone,
      ] = reply.map((v, i) => (i === 1 ? 0 : toInt(v))) as number[];
      const read = { member, size, count, recordMember, recordSize, epoch, birthGone } as RevokedRead;
      const reading = judgeRevoked(read, {
        count: this.revokedCountSeen,
        epoch: this.epochSeen,
        bornWithEpoch: bornWithEpoch(this.generation),
      });
      if (reading.swapped) this.revokedSwapped = witness;
      else if (this.revokedSwapped !== undefined && !(swappedRecord === 1 && swappedMember !== 1))
        this.revokedSwapped = undefined;
      // A witness the record holds and the set lost stays a refusal until it is in both again (round 62).
      const refused = reading.refused ?? (this.revokedSwapped !== undefined ? SWAPPED : undefined);
      this.refuseRevoked(refused);
      if (refused === undefined) {
        this.revokedCountSeen = Math.max(this.revokedCountSeen, count as number);
        this.sawEpoch(epoch as number);
      }
      return reading.revoked || refused !== undefined;
    } catch {
      return true;
    }
  }

  /** An epoch Redis answered in this generation: the floor a later read is held to (round 65). */
  private sawEpoch(epoch: number): void {
    if (Number.isSafeInteger(epoch) && epoch > this.epochSeen) this.epochSeen = epoch;
  }

  /** Records (or clears) why the fleet's revocations cannot be trusted; health shows it, names and counts only. */
  private refuseRevoked(reason: string | undefined): void {
    if (reason === this.revokedRefused) return;
    this.revokedRefused = reason;
    this.onRevokedRefused?.(reason);
  }

  /**
   * True when Redis answers from this replica's generation. Otherwise Redis lost data: the replica goes
   * unhealthy (everything fails closed) until recovery has put the hold and its revocations back.
   */
  private sameGeneration(generation: unknown): boolean {
    if (generation === this.generation) return true;
    this.markDown('store state lost');
    return false;
  }

  async revoke(witness: string, agent?: string): Promise<{ evicted: number; trustEpoch: number }> {
    const known = this.localRevoked.has(witness);
    // This replica honours the revocation even if Redis cannot take it; the caller still gets 503.
    if (!this.rememberRevoked(witness)) throw revokedFull(this.settings.maxRevoked);
    try {
      const reply = await this.run(() => this.revokeRaw(witness, agent));
      const [evicted, trustEpoch] = intList(reply, 3);
      this.sawEpoch(trustEpoch);
      // A shared cache key the revocation replaced (REVOKE_LUA's fourth; round 60, second pass).
      if (Array.isArray(reply) && reply[3] === 1) this.noteRepairs(['shared']);
      if (evicted < 0) {
        // The fleet's set is full: nothing was written, so this replica does not honour it alone either.
        if (!known) this.localRevoked.delete(witness);
        throw revokedFull(this.settings.maxRevoked);
      }
      return { evicted, trustEpoch };
    } catch (err) {
      if (isGateError(err) && err.code === 'REVOCATIONS_FULL') throw err;
      // Redis did not take it: recovery writes it, so replicas that never heard of it refuse it too.
      if (!this.pendingRevocations.has(witness)) this.logLost({ k: 'r', id: witness });
      this.pendingRevocations.add(witness);
      // A counter a stranger made unusable is named (round 61): refused, never restarted, until an operator.
      if (this.state.ok)
        this.markDown(counterFault(err, 'revoked, feed:seq or epoch') ?? 'a revocation Redis did not take');
      await this.lapse();
      throw unavailable(this.state.detail);
    }
  }

  private revokeRaw(witness: string, agent?: string): Promise<unknown> {
    const input: FeedEventInput = { kind: 'revocation', witness };
    if (agent !== undefined) input.agent = agent;
    return this.evalRaw(
      this.scripts.revoke,
      [
        this.keys.revoked,
        this.keys.epoch,
        this.keys.seq,
        this.keys.feed,
        this.keys.revokedCount,
        this.keys.revokedRecord,
        this.keys.born,
      ],
      [
        witness,
        this.settings.keyPrefix,
        this.settings.feedWindow,
        JSON.stringify(input),
        this.isoNow(),
        this.keys.channel,
        this.settings.maxRevoked,
        this.settings.cacheMaxEntries,
      ],
    );
  }

  async publish(input: FeedEventInput): Promise<FeedEvent> {
    const ts = this.isoNow();
    const reply = await this.eval(
      this.scripts.publish,
      [this.keys.seq, this.keys.epoch, this.keys.feed],
      [this.settings.feedWindow, JSON.stringify(input), ts, this.settings.keyPrefix],
    ).catch((err: unknown) => {
      // Redis's own words never leave the store (round 61): a counter fault is told as one.
      const fault = counterFault(err, 'feed:seq or epoch');
      throw fault === undefined ? err : new GateError('STORE_UNAVAILABLE', fault);
    });
    const [seq, trustEpoch] = intList(reply, 2);
    // The feed replaced (PUBLISH_LUA's third; round 60, third pass).
    if (Array.isArray(reply) && reply[2] === 1) this.noteRepairs(['shared']);
    return { ...input, seq, trust_epoch: trustEpoch, ts };
  }

  /** Throws STORE_UNAVAILABLE while Redis is unreachable (the server answers 503). */
  async changes(since: number, limit: number, excludeAgent?: string): Promise<FeedPage> {
    const page = clampPage(since, limit, this.settings.feedWindow);
    const batch = Math.max(page.limit, 64);
    const [first, headRaw, rest, epochRaw, newest] = await this.run(async () => {
      const replies = await this.client
        .multi()
        .xrange(this.keys.feed, '-', '+', 'COUNT', 1)
        .get(this.keys.seq)
        .xrange(this.keys.feed, `${page.since + 1}-0`, '+', 'COUNT', batch)
        .get(this.keys.epoch)
        .xrevrange(this.keys.feed, '+', '-', 'COUNT', 1)
        .exec();
      if (replies === null) throw new GateError('STORE_UNAVAILABLE', 'the Redis transaction was aborted');
      for (const [err] of replies.slice(0, 3)) if (err) throw feedReadError(err);
      if (replies[3]?.[0]) throw unreadable();
      if (replies[4]?.[0]) throw feedReadError(replies[4][0]);
      return replies.map(([, value]) => value) as [unknown, unknown, unknown, unknown, unknown];
    });
    // The head never reads below the epoch nor the newest retained event (feed.ts feedHead): a sequence
    // deleted with its stream is told (round 75), one deleted alone does not send readers back (round 76).
    const head = feedHead(toInt(headRaw), toInt(epochRaw), parseEntries(newest)[0]?.seq ?? 0);
    const oldestEntries = parseEntries(first);
    const oldest = oldestEntries.length > 0 ? oldestEntries[0]!.seq : head + 1;
    // A reader ahead of the head starts over (feed.ts readFrom): the restarted feed's events are below it.
    const from = readFrom(page.since, head);
    const scanned: FeedEvent[] = [];
    let kept = 0;
    if (page.limit > 0) {
      const opening = from === page.since ? parseEntries(rest) : await this.feedBatch(from + 1, batch);
      for await (const event of this.feedFrom(opening, batch)) {
        scanned.push(event);
        if (excludeAgent === undefined || event.agent !== excludeAgent) kept++;
        if (kept >= page.limit) break;
      }
    }
    const built = buildPage(scanned, from, page.limit, head, oldest, excludeAgent);
    return { events: built.events, cursor: built.cursor, oldest };
  }

  /** Yields the feed from a first XRANGE batch on, fetching further batches as the reader consumes them. */
  private async *feedFrom(firstBatch: FeedEvent[], batch: number): AsyncGenerator<FeedEvent> {
    let entries = firstBatch;
    while (entries.length > 0) {
      yield* entries;
      if (entries.length < batch) return;
      entries = await this.feedBatch(entries[entries.length - 1]!.seq + 1, batch);
    }
  }

  /** Up to `batch` feed events from seq `from` on. */
  private async feedBatch(from: number, batch: number): Promise<FeedEvent[]> {
    return parseEntries(
      await this.run(() =>
        this.client.xrange(this.keys.feed, `${from}-0`, '+', 'COUNT', batch).catch((err: unknown) => {
          throw feedReadError(err);
        }),
      ),
    );
  }

  /** Nothing is served from the cache while Redis is unreachable. */
  async cacheGet(key: string): Promise<CacheEntry | undefined> {
    if (!this.state.ok) return undefined;
    try {
      const reply = await this.eval(
        this.scripts.get,
        [this.keys.lru, this.keys.tick, this.keys.replicas, this.keys.cacheFloor],
        // The fields gate writes: entryBytes less the key, plus the epoch and the fill time (16 each at most).
        [this.settings.keyPrefix, key, this.settings.cacheMaxEntryBytes + 32, this.settings.leaseHoldMs],
      );
      if (Array.isArray(reply) && reply.length === 1 && reply[0] === 'ahead') {
        this.floorAhead();
        return undefined;
      }
      return parseCacheEntry(key, reply);
    } catch {
      return undefined;
    }
  }

  /**
   * The cache floor is too far ahead of Redis's clock to honour (CFLOOR_AHEAD_MS; round 57): a whole
   * flush repairs it (INVALIDATE_LUA lowers it to now while it drops every entry, so nothing it hid is
   * served), counted and reported as `cfloor ahead`. One at a time; reads miss meanwhile.
   */
  private floorAhead(): void {
    if (this.floorFlush !== undefined || !this.state.ok) return;
    this.floorFlush = this.invalidate(ALL_NAMESPACES)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.floorFlush = undefined;
      });
  }

  /** How many flushes repaired each key of gate's own since start (names only). */
  repairCounts(): ReadonlyMap<CacheRepair, number> {
    return this.repairCount;
  }

  /** A no-op while Redis is unreachable; the script refuses stale fences and revoked or outdated witnesses. */
  async cachePut(entry: FencedCacheEntry): Promise<void> {
    if (!this.state.ok) return;
    const { fence, ...plain } = entry;
    const bytes = entryBytes(plain);
    if (bytes > this.settings.cacheMaxEntryBytes) return;
    try {
      const reply = await this.eval(
        this.scripts.put,
        [this.keys.revoked, this.keys.epoch, this.keys.globalFence, this.keys.tick],
        [
          this.settings.keyPrefix,
          plain.key,
          plain.namespace,
          plain.tool,
          plain.content,
          plain.status,
          plain.witness ?? '',
          plain.trustEpoch,
          this.settings.cacheTtlMs,
          fence ?? '',
          bytes,
          this.settings.cacheMaxEntries,
          this.settings.cacheMaxBytes,
        ],
      );
      // `{stored, repaired}` (PUT_LUA): a shared cache key replaced on the way is counted (round 60).
      if (Array.isArray(reply) && reply[1] === 1) this.noteRepairs(['shared']);
    } catch {
      // A fill is an optimisation; losing one costs a later miss.
    }
  }

  async invalidate(namespace: string): Promise<number> {
    try {
      return this.flushed(
        await this.eval(
          this.scripts.invalidate,
          [this.keys.globalFence, this.keys.cacheFloor],
          [this.settings.keyPrefix, namespace, this.settings.cacheMaxEntries],
        ),
      );
    } catch (err) {
      // Remembered so recovery flushes everything this invalidation should have dropped. An error Redis
      // answered (a script error, a key of the wrong type, a reply not the script's) leaves the connection
      // up, so the replica is put down here (else no recovery ran and every replica served the stale
      // reads on, round 55), and the write's answer waits for that recovery's flush, as it would have
      // waited for the invalidation.
      this.missedInvalidations = true;
      if (this.state.ok) {
        this.markDown('an invalidation Redis did not take');
        await this.recover();
      }
      // Still owed (Redis unreachable, or the flush failed too): the other replicas serve on from the
      // shared cache until they read this replica's lease lapsed, so the write's answer waits for that,
      // as a lost taint's does (round 56: they served the stale read until this replica recovered).
      if (this.missedInvalidations) await this.lapse();
      throw err;
    }
  }

  /** An invalidation's `{count, repaired}`: the count, a repair reported; anything else did not run. */
  private flushed(reply: unknown): number {
    const [count, repaired] = intList(reply, 2);
    this.noteRepairs(REPAIRS.filter((_, bit) => (repaired & (1 << bit)) !== 0));
    return count;
  }

  /** Repairs a script reported: in health, counted (`gate_store_repairs_total`), told (names only). */
  private noteRepairs(names: readonly CacheRepair[]): void {
    if (names.length === 0) return;
    for (const name of names) {
      if (!this.repaired.includes(name)) this.repaired.push(name);
      this.repairCount.set(name, (this.repairCount.get(name) ?? 0) + 1);
    }
    this.onRepair?.([...names]);
  }

  /** WRITE_LEDGER_LUA's reply: whether the ledger is full after the write; a replaced key is a repair. */
  private ledgerWritten(reply: unknown): boolean {
    const { full, repaired, shared } = ledgerReply(reply);
    this.noteRepairs([...(repaired ? (['ledger'] as const) : []), ...(shared ? (['shared'] as const) : [])]);
    return full;
  }

  /**
   * TAINT_LUA's reply (and SEEN_LUA's, `key` 'seen', round 60): 1 written, 2 written over a key of another
   * type (a repair), 8 more when it repaired a shared key (round 59); else unreadable.
   */
  private keyWritten(reply: unknown, key: 'taint' | 'seen' = 'taint'): void {
    if (typeof reply !== 'number' || !taintReplies.has(reply)) throw unreadable();
    this.noteRepairs([...(reply % 8 === 2 ? [key] : []), ...(reply > 8 ? (['shared'] as const) : [])]);
  }

  async cacheFence(namespace: string): Promise<string> {
    const ns = namespace === ALL_NAMESPACES ? '' : namespace;
    const [global, own] = await this.run(() =>
      this.client.mget(this.keys.globalFence, this.keys.namespaceFence(ns)),
    );
    return `${toInt(global)}.${ns === '' ? 0 : toInt(own)}`;
  }

  async close(): Promise<void> {
    // A clean stop with nothing unwritten holds nothing: the lease goes with it (round 48). With something
    // unwritten it stays, to lapse and hold the fleet until a restart replays the lost file.
    if (this.leaseTimer !== undefined && this.canRenew() && !this.closed) {
      await this.run(() =>
        this.evalRaw(
          this.scripts.drop,
          [this.keys.replicas, this.keys.replicaOwners, this.keys.cacheFloor],
          [this.settings.replicaId, this.leaseToken],
        ),
      ).catch(() => 0);
    }
    this.closed = true;
    if (this.leaseTimer !== undefined) clearInterval(this.leaseTimer);
    this.leaseTimer = undefined;
    if (this.leaseWatch !== undefined) clearInterval(this.leaseWatch);
    this.leaseWatch = undefined;
    if (this.probe !== undefined) clearInterval(this.probe);
    this.probe = undefined;
    const bound = this.settings.commandTimeoutMs;
    await Promise.all([
      quitWithin(this.client, bound),
      quitWithin(this.subscriber, bound),
      this.watchClient === undefined ? undefined : quitWithin(this.watchClient, bound),
    ]);
    await this.lostLock?.release();
  }

  /** Hooks connection events to the health state and the revocation channel. */
  private wire(): void {
    this.client.on('ready', () => void this.recover());
    this.client.on('close', () => this.markDown('connection lost'));
    this.client.on('error', (err: Error & { code?: string }) =>
      this.markDown(err.code ?? 'connection error'),
    );
    this.subscriber.on('error', () => {
      // The main connection reports health; the subscriber only speeds up what isRevoked already answers.
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.keys.channel) return;
      const space = message.indexOf(' ');
      if (space <= 0) return;
      // Never throws in this handler: an unreadable epoch still revokes the witness (only ever safer). A
      // witness no revoke takes names nothing gate checks: not kept (round 55: a 30 MB notice was, for good).
      const notice = { trustEpoch: readInt(message.slice(0, space)) ?? 0, witness: message.slice(space + 1) };
      if (!REVOCABLE_WITNESS.test(notice.witness)) return;
      void this.heard(notice);
    });
  }

  /**
   * A notice is kept only once the fleet's set confirms it (round 56): anyone who can PUBLISH on the
   * channel could send one, and forged ones filled this replica's memory until its own revokes were
   * refused `REVOCATIONS_FULL`. What is kept is then a subset of the fleet's set, bounded as that is.
   * An unconfirmed notice is dropped: `isRevoked` asks Redis (and fails closed while it cannot), so
   * the memory only spares a round trip. At most CONFIRMING confirmations run at once; a flood past that
   * is dropped the same way.
   */
  private async heard(notice: RevocationNotice): Promise<void> {
    if (!this.localRevoked.has(notice.witness)) {
      if (!this.state.ok || this.confirming >= CONFIRMING) return;
      this.confirming++;
      try {
        // Confirmed in `revoked`, the witness is written to the record too (round 63: a round-61 replica's
        // revocation writes no record, and its notice is how the fleet's newer replicas learn of it).
        const member = await this.run(() =>
          this.evalRaw(
            this.scripts.heardConfirm,
            [this.keys.revoked, this.keys.revokedRecord],
            [notice.witness, this.settings.maxRevoked],
          ),
        );
        if (member !== 1 || !this.rememberRevoked(notice.witness)) return;
      } catch {
        return;
      } finally {
        this.confirming--;
      }
    }
    for (const listener of this.listeners.revocation) listener(notice);
  }

  private waitUntilHealthy(): Promise<void> {
    return new Promise((resolve) => {
      const off = this.on('health', (h) => {
        if (!h.ok) return;
        off();
        resolve();
      });
    });
  }

  /** Records an outage; listeners hear only the transition from healthy, not every reconnect attempt. */
  private markDown(detail: string): void {
    if (this.closed) return;
    const wasOk = this.state.ok;
    this.state = { ok: false, kind: 'redis', detail };
    if (wasOk) {
      // An outage may have swallowed an invalidation this replica owed; recovery flushes to be safe.
      this.missedInvalidations = true;
      this.emit('health', this.health());
    }
    this.probe ??= setInterval(() => {
      if (this.client.status === 'ready') void this.recover();
    }, this.settings.probeIntervalMs).unref();
    // One command's failure on a live connection (a refusal, a key of the wrong type): recover at once,
    // not a probe period later, so the window in which another replica reads the trace without what
    // was lost is a few round trips (round 45). The caller holds the write before this runs.
    if (wasOk && this.client.status === 'ready') setImmediate(() => void this.recover());
  }

  /**
   * Back to healthy only after the replica has caught up: taints held during the outage are written and,
   * if an invalidation may have been lost, the shared cache is flushed.
   */
  private recover(): Promise<void> {
    if (this.recovering === undefined) {
      this.recovering = this.catchUp().finally(() => {
        this.recovering = undefined;
      });
    }
    return this.recovering;
  }

  /**
   * The last settling note was thrown to the book: a recovery pass that saw it settling did not report
   * healthy, so one runs now (after any pass in flight, which may have looked before the settling ended).
   */
  private async recoverSettled(): Promise<void> {
    if (this.closed || this.state.ok || this.client.status !== 'ready') return;
    await this.recovering?.catch(() => undefined);
    if (!this.state.ok && this.settling === 0) await this.recover();
  }

  private async catchUp(): Promise<void> {
    try {
      // Recovering: this replica's lease reads lapsed from Redis's first answer until the renewal below, so
      // every reader holds while it replays what it holds (round 58: between Redis answering and the replay,
      // and for as long as a replay failed, readers read its lease live, or lapsed R ago, and admitted).
      if (this.settings.replicaId !== '' && this.settings.leaseHoldMs > 0 && this.unwritten())
        await this.evalRaw(this.scripts.recovering, [this.keys.replicas], [this.settings.replicaId]);
      if (!(await this.checkEviction())) return;
      if (this.syncClock) await this.clock.sync(this.client).catch(() => undefined);
      await this.checkGeneration();
      if (this.pendingTaints.size > 0) {
        const pipeline = this.client.pipeline();
        const written = [...this.pendingTaints];
        // Through the script, so a stronger cause another replica wrote meanwhile is kept.
        for (const [traceId, { cause, client }] of written) {
          pipeline.eval(
            TAINT_LUA,
            this.scripts.taint.numberOfKeys,
            ...this.taintKeys(traceId),
            ...this.taintArgs(traceId, cause, client),
          );
        }
        const replies = await pipeline.exec();
        if (replies === null || replies.some(([err, reply]) => err || !taintReplies.has(reply as number)))
          return;
        for (const [, reply] of replies) this.keyWritten(reply);
        // Only what was written: a taint held while the pipeline ran stays held (round 44: it was cleared).
        for (const [traceId, entry] of written)
          if (this.pendingTaints.get(traceId) === entry) this.pendingTaints.delete(traceId);
      }
      // Lost records and ledger notes are marked full before this replica (or, by these marks, any
      // other) reads them as healthy again (round 44: before, only this replica's next read of the same
      // record or trace wrote the mark, and another replica read it without what was lost).
      await this.markLostSeen();
      for (const [traceId, { client, bounds }] of [...this.unwrittenLedgers]) {
        const delta = { trusted: [], untrusted: [], carries: [], consumed: [], full: true, quiet: true };
        this.ledgerWritten(
          await this.evalRaw(
            this.scripts.ledger,
            [this.keys.ledger(traceId)],
            this.ledgerArgs(traceId, delta, bounds, client),
          ),
        );
        this.unwrittenLedgers.delete(traceId);
      }
      if (this.pendingOverflow) {
        // Cleared first: an overflow while the hold is written sets it again.
        this.pendingOverflow = false;
        try {
          await this.evalRaw(this.scripts.hold, [this.keys.taintHold], [this.settings.taintTtlMs]);
        } catch (err) {
          this.pendingOverflow = true;
          throw err;
        }
      }
      for (const witness of [...this.pendingRevocations]) {
        await this.revokeRaw(witness);
        this.pendingRevocations.delete(witness);
      }
      if (this.missedInvalidations) {
        // A count, or it did not run (round 55: a stranger's `+OK` passed for the flush).
        this.flushed(
          await this.evalRaw(
            this.scripts.invalidate,
            [this.keys.globalFence, this.keys.cacheFloor],
            [this.settings.keyPrefix, ALL_NAMESPACES, this.settings.cacheMaxEntries],
          ),
        );
        this.missedInvalidations = false;
      }
      if (this.closed || this.client.status !== 'ready') return;
      // A write lost while recovery awaited Redis is written by the probe's next pass, before healthy.
      if (this.unwritten()) return;
      // Everything held is in Redis: a restart has nothing to replay.
      this.lostLog?.clear();
      this.lostFileRefused = false;
      // The lease renewed before healthy: a restart's own lapsed member holds the fleet no longer than this.
      // Not while a lost note settles (the book may yet hold it): healthy then would mean a lease that
      // lapsed, so this waits for the settling's end, which runs a pass at once (round 49: reported healthy
      // without renewing, the replica left the fleet held until its next tick).
      if (this.settings.replicaId !== '') {
        if (this.settling > 0) return;
        await this.leaseClock.sync(this.client);
        await this.renewRaw();
        if (this.closed || this.client.status !== 'ready' || this.unwritten() || this.settling > 0) return;
      }
      this.stuckSince = undefined;
      if (this.probe !== undefined) clearInterval(this.probe);
      this.probe = undefined;
      const wasOk = this.state.ok;
      this.state = { ok: true, kind: 'redis' };
      this.startLease();
      if (!wasOk) this.emit('health', this.health());
    } catch (err) {
      // Still unreachable; the probe tries again (on a fresh connection when replies stopped coming).
      if (timedOut(err)) this.outOfStep();
    }
  }

  /** Whether this replica may renew its lease: healthy, with nothing unwritten and nothing settling. */
  private canRenew(): boolean {
    return this.state.ok && !this.unwritten() && this.settling === 0 && !this.closed;
  }

  private startLease(): void {
    if (this.settings.replicaId === '') {
      this.watchLease();
      return;
    }
    if (this.leaseTimer !== undefined || this.closed) return;
    const every = Math.max(1, Math.floor(this.settings.leaseMs / 4));
    this.leaseTimer = setInterval(() => {
      if (this.canRenew()) void this.run(() => this.renewRaw(true)).catch(() => undefined);
    }, every).unref();
  }

  /**
   * A replica without a `--replica` name renews nothing, yet its taint reads hold the fleet on `replicas`
   * as every replica's do: it reads the key's type at the renewal's pace and says a stranger's in its health
   * as a named replica does (round 62; before, it held every trace with no reason told). Round 67: it reads
   * the generation at that pace too, as a named replica's renewal does (round 66), so a wiped store is told
   * within L/4 with no call (docs/fleet.md, "Round 67 (redteam2-r67)").
   */
  private watchLease(): void {
    if (this.leaseWatch !== undefined || this.closed) return;
    const check = () => {
      if (!this.state.ok || this.closed) return;
      // Not through run(): a watch that times out says nothing, never takes an idle replica down.
      // A reply that is no type name is another command's, out of step (a hostile or cut reply before it):
      // it says nothing either, or it would hold every trace on a lease refusal no key caused.
      // Its own connection: a TYPE queued on the main one behind a cut or hostile reply takes that reply's
      // place, and recovery's commands then read each other's replies (store-hostile-r55).
      if (this.watchClient === undefined) {
        this.watchClient = this.client.duplicate({ lazyConnect: false });
        this.watchClient.on('error', () => undefined);
      }
      const known = this.generation;
      void this.watchClient
        .pipeline()
        .type(this.keys.replicas)
        .get(this.keys.generation)
        .exec()
        .then((replies) => {
          const [type, generation] = (replies ?? []).map(([err, reply]) => (err ? undefined : reply));
          if (typeof type !== 'string' || !REDIS_TYPES.has(type)) return;
          if (this.settings.leaseHoldMs > 0)
            this.refuseLease(type === 'zset' || type === 'none' ? undefined : `a ${type}`);
          // Another generation, or none: recovery reads it again on the main connection before it holds.
          const read = generation === null || typeof generation === 'string';
          if (
            read &&
            known !== undefined &&
            known === this.generation &&
            this.state.ok &&
            generation !== known
          )
            this.sameGeneration(generation);
        })
        .catch(() => undefined);
    };
    check();
    this.leaseWatch = setInterval(check, Math.max(1, Math.floor(this.settings.leaseMs / 4))).unref();
  }

  /**
   * Raises this replica's deadline to now plus L (Redis's clock, through the offset) and reads the lapsed
   * leases. The deadline is counted as sent before the command goes: one in flight when a write is lost
   * is waited for too.
   */
  private async renewRaw(watch = false): Promise<void> {
    const deadline = this.leaseClock.now() + this.settings.leaseMs;
    this.leaseSentUntil = Math.max(this.leaseSentUntil ?? 0, deadline);
    const sent = this.leaseClock.localNow();
    // Round 66: a timed renewal reads the generation in the same round trip, so a store wiped between
    // calls is told within L/4 (the hold put on) and not at a served trace's next call, which a replica
    // started meanwhile would not wait for (docs/fleet.md, "Round 66", item 2).
    const [renewed, generation] = await Promise.all([
      this.evalRaw(
        this.scripts.renew,
        [this.keys.replicas, this.keys.replicaOwners, this.keys.cacheFloor],
        [this.settings.replicaId, deadline, this.settings.leaseHoldMs, this.leaseToken],
      ),
      watch ? this.client.mget(this.keys.generation) : undefined,
    ]);
    if (generation !== undefined && this.state.ok) this.sameGeneration(generation[0] ?? null);
    const reply = renewReply(renewed);
    this.refuseLease(reply.refused);
    if (reply.repaired) this.noteRepairs(['replica-owners']);
    // The script read Redis's clock within this round trip: a lost write's wait is bounded by it, not by
    // the offset's guess (round 58, third pass: a slow `TIME` reply put the guess past the margin).
    if (reply.now !== undefined) this.leaseClock.observe(sent, this.leaseClock.localNow(), reply.now);
    this.lapsed = reply.lapsed.filter((name) => name !== this.settings.replicaId);
    if (reply.ahead) this.floorAhead();
    // Before our first renewal the token may be a crashed predecessor's; after it, only a live process
    // renewing the same name writes another (two alternate, so each sees the other within L/4).
    if (this.renewed && reply.owner !== undefined && reply.owner !== this.leaseToken) {
      const first = !this.sharesName();
      this.sharedNameAt = this.leaseClock.now();
      if (first) this.onSharedName?.(this.settings.replicaId);
    }
    this.renewed = true;
  }

  /**
   * The lease set a stranger made another type (fleet2-r61): every reader of the fleet holds every trace
   * meanwhile (lease_lapsed reads it as a lapse), so this replica renews nothing yet stays up (a start
   * too: before, the raw error kept every recovering or starting replica down); said in health, never
   * Redis's raw error, until a renewal reads the set again. Never replaced: that would forget lapsed leases.
   */
  private refuseLease(why: string | undefined): void {
    if (why === undefined) {
      if (this.leaseRefused !== undefined) this.onLeaseRefused?.(undefined);
      this.leaseRefused = undefined;
      return;
    }
    const reason = `replicas in Redis holds ${why}, not gate's lease set: every trace of the fleet is held and this replica renews no lease until an operator removes it; never replaced (a replacement forgets lapsed leases) (docs/fleet.md, 'Round 61, second pass')`;
    if (reason !== this.leaseRefused) this.onLeaseRefused?.(reason);
    this.leaseRefused = reason;
  }

  /** Whether another process renewed this replica's name within the last two leases. */
  private sharesName(): boolean {
    const at = this.sharedNameAt;
    return at !== undefined && this.leaseClock.now() - at < 2 * this.settings.leaseMs;
  }

  /** The lapsed leases holding the fleet (one script reading Redis's clock); 0 when R is 0. */
  private async lapsedLeases(): Promise<number> {
    if (this.settings.leaseHoldMs <= 0) return 0;
    return lapsedCount(
      await this.evalRaw(this.scripts.lapsed, [this.keys.replicas], [this.settings.leaseHoldMs]),
    );
  }

  /**
   * A write was lost: the answer that depends on it waits until this replica's last deadline sent plus
   * the margin has passed, so every other replica reads its lease lapsed (and holds the trace) before the
   * caller can act on the answer. Ends early once recovery has written everything held (round 48).
   * "Passed" is on Redis's clock as this replica can prove it: the local moment Redis's clock is bounded
   * past the deadline by the last reading's round trip (round 58, third pass; the offset's midpoint guess
   * is wrong by up to half that trip, which under load passes the margin). With no reading to bound it,
   * the answer waits for recovery (fail closed).
   */
  private async lapse(): Promise<void> {
    const until = this.leaseSentUntil;
    if (until === undefined) return;
    const passed = this.leaseClock.passedAt(until);
    const end = passed === undefined ? Number.POSITIVE_INFINITY : passed + this.settings.leaseMarginMs;
    while (!this.closed && this.leaseClock.localNow() < end) {
      if (this.canRenew()) return;
      await sleep(Math.min(LAPSE_POLL_MS, end - this.leaseClock.localNow()));
    }
  }

  /** A write refused for room: recovery puts every trace on hold (and so does a restart's replay). */
  private overflowed(): void {
    if (!this.pendingOverflow) this.logLost({ k: 'o' });
    this.pendingOverflow = true;
  }

  /** Anything this replica holds that the fleet does not have yet. */
  private unwritten(): boolean {
    return (
      this.pendingTaints.size > 0 ||
      this.unwrittenLedgers.size > 0 ||
      this.lostSeen.size > 0 ||
      this.pendingRevocations.size > 0 ||
      this.pendingOverflow ||
      this.missedInvalidations
    );
  }

  /**
   * Recovery timed out. A reply may never come (a proxy lost it, or answered a read of several commands
   * once): ioredis keeps the timed-out command queued and gives it the next reply that arrives, so every
   * later command reads another's reply and recovery is never in step again (round 41). A Redis that is
   * only slow answers in order once it wakes; past STUCK_TIMEOUTS timeouts' worth of failed recovery the
   * connection is dropped and made anew, so what it answers lines up, and recovery runs when it is ready.
   */
  private outOfStep(): void {
    const now = this.now();
    this.stuckSince ??= now;
    if (this.closed || now - this.stuckSince < STUCK_TIMEOUTS * this.settings.commandTimeoutMs) return;
    this.stuckSince = undefined;
    this.client.disconnect(true);
  }

  /**
   * Adopts the generation at first contact (creating it in a new Redis); a different one later means
   * Redis lost its data: a new generation, every trace on hold, this replica's revocations written back.
   * A replica that first meets an already wiped Redis cannot tell; docs/fleet.md says to persist.
   */
  private async checkGeneration(): Promise<void> {
    if (this.generation === undefined) {
      // Round 65: a generation made here is born with its epoch, so a missing epoch beside it is a deletion;
      // round 66: and sealed with its birth mark, so an epoch set back to 0 is one too.
      const born = newGeneration();
      const made = await this.evalRaw(
        this.scripts.genesis,
        [this.keys.generation, this.keys.epoch, this.keys.born],
        [born.generation, born.secret],
      ).catch(async (err: unknown) => {
        // Scripts refused (an ACL without EVAL): the same generation made in a watched transaction, so the
        // replica still starts (holding what it cannot write) and the fleet's generation is sealed all the
        // same (round 66: before, it was made bare and every replica after was blind to a deleted epoch).
        if (!isNoPerm(err)) throw err;
        return this.sealWithoutScripts(born).catch(async (refused: unknown) => {
          // Transactions refused too: bare, as before round 65 (docs/fleet.md, "Round 66").
          if (!isNoPerm(refused)) throw refused;
          await this.client.set(this.keys.generation, randomUUID(), 'NX');
          return this.client.get(this.keys.generation);
        });
      });
      this.generation = typeof made === 'string' ? made : undefined;
      return;
    }
    if ((await this.client.get(this.keys.generation)) === this.generation) return;
    const known = this.generation;
    const born = newGeneration();
    const adopted = await this.evalRaw(
      this.scripts.lost,
      [this.keys.generation, this.keys.taintHold, this.keys.epoch, this.keys.born],
      [known, born.generation, this.settings.taintTtlMs, born.secret],
    );
    this.missedInvalidations = true;
    const witnesses = [...this.localRevoked];
    for (let i = 0; i < witnesses.length; i += 1000) {
      await this.client.sadd(this.keys.revoked, ...witnesses.slice(i, i + 1000));
      await this.client.sadd(this.keys.revokedRecord, ...witnesses.slice(i, i + 1000));
    }
    // The epoch moves past the birth mark in one step (round 66), as a revocation's does.
    if (witnesses.length > 0) {
      const moved = await this.client.multi().incr(this.keys.epoch).unlink(this.keys.born).exec();
      const failed = moved?.find(([err]) => err)?.[0];
      if (moved === null || failed) throw failed ?? unavailable('the Redis transaction was aborted');
    }
    // The loss is the generation's to tell (every trace held, these revocations back): the count restarts.
    this.revokedCountSeen = 0;
    this.epochSeen = 0;
    this.revokedSwapped = undefined;
    this.generation = String(adopted);
  }

  /**
   * GENESIS_LUA's writes without a script (a replica whose ACL refuses EVAL): WATCH, read, MULTI, so nothing
   * comes between the read and the writes; a generation another replica made meanwhile is the one returned.
   */
  private async sealWithoutScripts(born: { generation: string; secret: string }): Promise<string | null> {
    const { generation, epoch } = this.keys;
    await this.client.watch(generation, epoch);
    const [held, at] = await this.client.mget(generation, epoch);
    if (held !== null && held !== undefined) {
      await this.client.unwatch();
      return held;
    }
    const tx = this.client.multi().set(generation, born.generation).set(epoch, '0', 'NX');
    if (at === null || at === undefined || at === '0') tx.set(this.keys.born, born.secret);
    else tx.unlink(this.keys.born);
    const done = await tx.exec();
    if (done === null) return this.client.get(generation);
    const failed = done.find(([err]) => err)?.[0];
    if (failed) throw failed;
    return born.generation;
  }

  /**
   * A Redis that may evict keys under memory pressure can drop a taint or a revocation unseen: such a
   * store is never healthy. Returns false (and stays unhealthy) when `maxmemory-policy` allows it.
   */
  private async checkEviction(): Promise<boolean> {
    const info = await this.client.info('memory');
    const maxmemory = /^maxmemory:(\d+)/m.exec(info)?.[1];
    const policy = /^maxmemory_policy:(\S+)/m.exec(info)?.[1];
    if (maxmemory === undefined || maxmemory === '0' || policy === undefined || policy === 'noeviction')
      return true;
    this.state = { ok: false, kind: 'redis', detail: `maxmemory-policy ${policy} may evict taint` };
    this.probe ??= setInterval(() => {
      if (this.client.status === 'ready') void this.recover();
    }, this.settings.probeIntervalMs).unref();
    return false;
  }

  private emit<K extends keyof StoreEvents>(event: K, value: StoreEvents[K]): void {
    for (const listener of this.listeners[event] as Set<(v: StoreEvents[K]) => void>) listener(value);
  }

  /**
   * Keeps a revocation in this replica's memory; false when the witness is new and the memory holds the
   * fleet's bound. Never forgets an earlier one: a notice past the bound is still in Redis (isRevoked asks).
   */
  private rememberRevoked(witness: string): boolean {
    if (this.localRevoked.has(witness)) return true;
    if (this.localRevoked.size >= this.settings.maxRevoked) return false;
    this.localRevoked.add(witness);
    return true;
  }

  /**
   * Runs one command; while Redis is unreachable, when the command fails on the transport, or when Redis
   * refuses service (OOM, READONLY, ...: redis-refusals.ts), it throws STORE_UNAVAILABLE and the replica
   * is down until recovery has written what it holds. Any other error Redis answered is a bug and
   * propagates as it is.
   */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    if (!this.state.ok) throw unavailable(this.state.detail);
    try {
      return await command();
    } catch (err) {
      if (err instanceof GateError) throw err;
      const refusal = refusalOf(err);
      if (refusal !== undefined) this.markDown(`Redis refused the command: ${refusal}`);
      else if (isReplyError(err)) throw err;
      else this.markDown(timedOut(err) ? 'command timed out' : 'connection lost');
      throw unavailable(this.state.detail);
    }
  }

  private eval(script: LuaScript, keys: string[], args: Array<string | number>): Promise<unknown> {
    return this.run(() => this.evalRaw(script, keys, args));
  }

  /** EVALSHA, falling back to EVAL (which also caches the script) when the server lost it. */
  private async evalRaw(script: LuaScript, keys: string[], args: Array<string | number>): Promise<unknown> {
    try {
      const reply = await this.client
        .evalsha(script.sha, script.numberOfKeys, ...keys, ...args)
        .catch((err: unknown) => {
          if (!isReplyError(err) || !errorMessage(err).startsWith('NOSCRIPT')) throw err;
          return this.client.eval(script.source, script.numberOfKeys, ...keys, ...args);
        });
      this.scriptsRefused = undefined;
      return reply;
    } catch (err) {
      // The user's ACL refuses scripts (round 67): health says so, not only Redis's bare NOPERM.
      if (scriptCommandRefused(err)) this.scriptsRefused = SCRIPTS_REFUSED;
      throw err;
    }
  }

  private isoNow(): string {
    return new Date(this.now()).toISOString();
  }
}

/**
 * The lost file, held by this process alone (`<file>.lock`, the journal's writer lock): a second replica
 * started on the same journal by mistake would replay the first one's entries and then delete them on
 * recovery, which the first then forgets on a crash. A path that cannot be appended to as a regular file
 * (read-only, a FIFO, a directory) is refused too: the replica would forget what it held on a restart.
 */
async function openLostLog(
  settings: Settings,
  holdLostFile: RedisStoreOptions['holdLostFile'],
): Promise<[LostLog | undefined, LostFileHold | undefined]> {
  if (settings.lostFile === '') return [undefined, undefined];
  let lock: LostFileHold | undefined;
  try {
    lock = await holdLostFile?.(settings.lostFile);
  } catch (err) {
    throw new GateError(
      'STORE_UNAVAILABLE',
      `the lost-write file ${settings.lostFile} cannot be held: ${isGateError(err) ? err.message : 'its lock cannot be taken'}`,
    );
  }
  const log = new LostLog(settings.lostFile, {
    maxBytes: settings.maxLostBytes,
    maxLines: settings.maxLostLines,
  });
  try {
    log.check();
  } catch (err) {
    await lock?.release();
    throw new GateError(
      'STORE_UNAVAILABLE',
      `the lost-write file ${settings.lostFile} cannot be appended to (${errorMessage(err)})`,
    );
  }
  return [log, lock];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** Revocation notices confirmed against Redis at once; past this a notice is dropped (heard). */
const CONFIRMING = 64;

/** How often a lost write's wait looks whether recovery has written it. */
const LAPSE_POLL_MS = 25;

/** A lapsed lease holds every ledger read, as the taint hold does (round 48). */
function leaseLapsed(): GateError {
  return new GateError(
    'STORE_UNAVAILABLE',
    "a replica's lease lapsed: it may hold writes Redis did not take, so trace ledgers are held until it recovers or its hold ends (/healthz counts them in store.holding; /debug/vars and /metrics name them)",
  );
}

function unavailable(detail: string | undefined): GateError {
  return new GateError('STORE_UNAVAILABLE', `the Redis store is unreachable (${detail ?? 'unknown'})`);
}

const timedOut = (err: unknown): boolean => /timed out/i.test(errorMessage(err));
/** What Redis's TYPE answers: anything else is not TYPE's reply (watchLease). */
const REDIS_TYPES: ReadonlySet<string> = new Set(['none', 'string', 'list', 'set', 'zset', 'hash', 'stream']);

/** Failed recovery, in command timeouts, after which the connection is taken for out of step (outOfStep). */
const STUCK_TIMEOUTS = 5;

/**
 * A feed read Redis refused for the key's type (a stranger's key at `feed`): refused in the wire's shape,
 * the replica kept up; the next append replaces the key (FEED_LUA, round 60, third pass).
 */
function feedReadError(err: unknown): unknown {
  if (!isWrongType(err)) return err;
  return new GateError(
    'STORE_UNAVAILABLE',
    'the feed in Redis is not a stream gate wrote; the next event replaces it',
  );
}

/**
 * The reason a script failed on a value gate did not write at a key it never replaces (`keys`), or undefined.
 * Neither is repaired: a restarted sequence puts the head behind readers' cursors, a restarted epoch lowers
 * the floor older witnesses are held to (docs/fleet.md, "Round 60, third pass" and "Round 61").
 */
function counterFault(err: unknown, keys: string): string | undefined {
  if (!isReplyError(err)) return undefined;
  const message = errorMessage(err);
  if (!message.startsWith('WRONGTYPE') && !message.includes('not an integer')) return undefined;
  return `a shared key (${keys}) in Redis is not what gate wrote: refused, never replaced (a replacement would forget revocations or turn readers' cursors or the trust epoch back); an operator restores it (docs/fleet.md, 'Round 61')`;
}

/** Redis's answer to a command on a key of another type than the command's (a stranger's key). */
function isWrongType(err: unknown): boolean {
  return isReplyError(err) && errorMessage(err).startsWith('WRONGTYPE');
}

/** What health says of a replica whose Redis user may not run scripts (round 67): what fails, and the fix. */
const SCRIPTS_REFUSED =
  "Redis refused this replica's scripts (EVAL/EVALSHA: NOPERM, the ACL user lacks them): every witness is read revoked, every trace tainted, ledgers, the cache and the lease are off, until the ACL allows `+evalsha +eval` (docs/fleet.md, 'Round 67 (redteam2-r67)')";

/** The ACL refused EVALSHA or EVAL itself (Redis names the command), not a key a script reached. */
function scriptCommandRefused(err: unknown): boolean {
  if (!isNoPerm(err)) return false;
  const message = errorMessage(err).toLowerCase();
  return message.includes("'evalsha' command") || message.includes("'eval' command");
}

/** Redis refused the command for the user's ACL (scripts or transactions not allowed). */
function isNoPerm(err: unknown): boolean {
  return err instanceof Error && err.message.startsWith('NOPERM');
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** A counter or sequence as Redis holds it: absent is 0; undefined when it is not a decimal integer. */
function readInt(value: unknown): number | undefined {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  return typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * readInt, failing closed: a counter that is not one (written by something other than gate, or a key
 * of another type) is never read as 0, which would turn back the trust epoch, a fence or the feed.
 */
function toInt(value: unknown): number {
  const n = readInt(value);
  if (n === undefined) throw unreadable();
  return n;
}

/** Redis answered, but with an entry gate did not write: what needs it fails closed, as in an outage. */
function unreadable(): GateError {
  return new GateError('STORE_UNAVAILABLE', 'the Redis store holds an entry gate cannot read');
}

/** A write script answers 1 when it ran; anything else (a proxy's or a stranger's reply) did not write. */
/** WRITE_LEDGER_LUA's answer: anything but 0 or 1 is not its answer, and the note may not have landed (round 29). */
/**
 * WRITE_LEDGER_LUA's reply: `full` (0 or 1), plus 2 when it replaced a key of another type at its ledger,
 * plus 8 when it repaired a key shared between traces (round 59): 0 to 3 and 8 to 11, nothing else.
 */
function ledgerReply(reply: unknown): { full: boolean; repaired: boolean; shared: boolean } {
  if (typeof reply !== 'number' || !Number.isInteger(reply) || reply < 0 || reply > 11 || (reply & 4) !== 0)
    throw unreadable();
  return { full: reply % 2 === 1, repaired: (reply & 2) !== 0, shared: reply >= 8 };
}

/** TAINT_LUA's and SEEN_LUA's replies (keyWritten). */
const taintReplies: ReadonlySet<number> = new Set([1, 2, 9, 10]);

/**
 * TAINT_READ_LUA's `{mark, held, generation, score, repaired}` (the lease off: the first four); any other
 * shape is unreadable (held as tainted). A repair (1) is told to `repaired`.
 */
function taintReadReply(
  reply: unknown,
  repaired?: (names: readonly CacheRepair[]) => void,
): [string | null, number, string | null, string | null] {
  if (!Array.isArray(reply) || reply.length !== (repaired ? 5 : 4)) throw unreadable();
  const [mark, held, generation, score, fixed] = reply as unknown[];
  if (fixed === 1) repaired?.(['shared']);
  const text = (v: unknown): string | null =>
    typeof v === 'string' ? v : v === null ? null : unreadableOf();
  return [text(mark), typeof held === 'number' ? held : 1, text(generation), text(score)];
}

function unreadableOf(): never {
  throw unreadable();
}

/**
 * SEEN_READ_LUA's `{members, generation, 0|1, hold, repaired}`; any other shape is unreadable (the record
 * held as full).
 */
function seenReadReply(reply: unknown): [unknown[], string | null, 0 | 1, number, boolean] {
  if (!Array.isArray(reply) || reply.length !== 5) throw unreadable();
  const [members, generation, resumed, hold, repaired] = reply as unknown[];
  if (!Array.isArray(members) || (generation !== null && typeof generation !== 'string')) throw unreadable();
  if (resumed !== 0 && resumed !== 1) throw unreadable();
  return [members, generation, resumed, typeof hold === 'number' ? hold : 1, repaired === 1];
}

function intList(reply: unknown, length: number): number[] {
  if (!Array.isArray(reply) || reply.length < length) {
    throw new GateError('INTERNAL', 'the Redis store answered an unexpected shape');
  }
  return reply.slice(0, length).map(toInt);
}

/** Turns an XRANGE reply (`[[id, [field, value, ...]], ...]`) into feed events. */
function parseEntries(reply: unknown): FeedEvent[] {
  if (!Array.isArray(reply)) return [];
  const events: FeedEvent[] = [];
  for (const item of reply) {
    if (!Array.isArray(item) || typeof item[0] !== 'string' || !Array.isArray(item[1])) continue;
    const fields = fieldMap(item[1]);
    const input = feedInput(fields.get('e'));
    const event: FeedEvent = {
      ...input,
      seq: toInt(item[0].split('-')[0]),
      trust_epoch: toInt(fields.get('p')),
      ts: fields.get('ts') ?? '',
    };
    const evicted = fields.get('n');
    if (evicted !== undefined) event.evicted = toInt(evicted);
    events.push(event);
  }
  return events;
}

/** An event's JSON as gate wrote it (an object); anything else is unreadable, never a 500 or a guess. */
function feedInput(text: string | undefined): FeedEventInput {
  const read = readJsonStrict(text ?? '{}');
  if (!read.ok || !isPlainObject(read.value)) throw unreadable();
  return read.value as unknown as FeedEventInput;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldMap(flat: unknown[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < flat.length; i += 2) map.set(String(flat[i]), String(flat[i + 1]));
  return map;
}

function parseCacheEntry(key: string, reply: unknown): CacheEntry | undefined {
  if (!Array.isArray(reply) || reply.length === 0) return undefined;
  const f = fieldMap(reply);
  const entry: CacheEntry = {
    key,
    namespace: f.get('ns') ?? '',
    tool: f.get('t') ?? '',
    content: f.get('c') ?? '',
    status: f.get('s') ?? '',
    trustEpoch: toInt(f.get('e')),
  };
  const witness = f.get('w');
  if (witness !== undefined && witness !== '') entry.witness = witness;
  return entry;
}

function isTaintCause(value: string): value is TaintCause {
  return Object.hasOwn(TAINT_STRENGTH, value);
}
