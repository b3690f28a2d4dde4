// The value ledgers of the traces gate serves over MCP (docs/provenance.md, "Where ledgers live"): in
// this process for a single gateway, in the shared store for a fleet, where a trace's calls and results
// may reach different replicas. Either way a ledger is bounded, and what cannot be read is held: a
// ledger Redis cannot produce leaves the whole-trace rule on a trace the store counts as tainted, and a
// note Redis could not take marks the trace full (every value the user did not give is held).

import { resultLabel } from '../kernel/provenance/followed.js';
import {
  ATTACHED_SOURCE,
  announcedMarksOf,
  argumentFingerprints,
  argumentOptionFingerprints,
  claimedTurnKeys,
  clientBlockMark,
  clientBlockTexts,
  countedTurnMarks,
  DEFAULT_PROVENANCE_LIMITS,
  type FollowedValues,
  type LedgerSnapshot,
  namesScriptIn,
  ordersAnything,
  payTurnMarks,
  readUntrusted,
  TraceProvenance,
} from '../kernel/provenance/ledger.js';
import type { NameFloor } from '../store/ledger-names.js';
import { ANY_CLIENT, type ClientId, LedgerOwners } from '../store/ledger-owners.js';
import { DEFAULT_BOOK_KEYS, type LedgerDelta, ledgerDelta } from '../store/ledger-redis.js';
import { RESUME_WINDOW_MS, TaintedBefore } from '../store/tainted-before.js';
import { CredentialQuiet } from './credential-quiet.js';
import { LedgerWeights } from './ledger-weights.js';

export const MAX_TRACE_LEDGERS = 10_000;
/**
 * The memory book's budget over all its ledgers' entries (TraceProvenance.entries: a value key, a carried
 * order), the fleet's bound in the same unit (round 40; an entry costs about 60 bytes here): about 120 MB.
 * Count alone allowed 10,000 full ledgers, 2.4 GB, from one patient client.
 */
export const MAX_BOOK_WEIGHT = DEFAULT_BOOK_KEYS;
/**
 * The budget over what only this process keeps of its ledgers (TraceProvenance.localWeight: text not yet
 * read, the twin index), which no fleet holds, so it does not stretch the bound the two share.
 */
export const MAX_BOOK_LOCAL_WEIGHT = 2_000_000;
/** How long a ledger outlives its last note: the taint TTL's default (docs/fleet.md, 'Taint'). */
export const DEFAULT_LEDGER_TTL_MS = 24 * 60 * 60 * 1000;

/** Where MCP traces' ledgers live. */
/**
 * `floor` in each call is the one the decision (or the admitted result) is judged under: a shared book
 * reads and writes the names beside ledger keys against it, never against the floor in force when the
 * store answers (round 57, second pass; docs/fleet.md). A local book keeps the words and ignores it.
 */
export interface ProvenanceBook {
  /**
   * The ledger a decision on a call with `args` reads (all of it when `args` is not given), the caller's
   * user turn noted first; undefined: none kept (the whole-trace rule decides).
   */
  ledger(
    traceId: string,
    userTurn?: string,
    args?: unknown,
    client?: ClientId,
    floor?: NameFloor,
  ): Promise<TraceProvenance | undefined>;
  /** A result the model will read, and which of its values to follow (see followedValues). */
  noteResult(
    traceId: string,
    tool: string,
    text: string,
    follow: FollowedValues,
    client?: ClientId,
    floor?: NameFloor,
  ): Promise<void>;
  /** A call admitted on the trace, read against the ledger its decision used (see TraceProvenance.noteCall). */
  noteCall(
    traceId: string,
    tool: string,
    args: readonly string[],
    ledger: TraceProvenance,
    client?: ClientId,
    floor?: NameFloor,
  ): Promise<void>;
  /**
   * A call admitted on a trace that keeps no ledger, which wrote a file from a credential file: a ledger
   * is kept for its credential mark (ledger.ts credFiles), on any trace.
   */
  noteCredentialCall?(
    traceId: string,
    tool: string,
    args: readonly string[],
    client?: ClientId,
  ): Promise<void>;
}

/**
 * Ledgers in this process, for a single gateway. Bounded: the least recently used trace's ledger goes
 * first, and a trace without a ledger is judged by the whole-trace rule (its taint is in the store), so
 * forgetting a ledger never admits more. A forgotten trace is remembered for one ledger TTL (as many as
 * ledgers are kept; past that, every trace for one ledger TTL): a ledger started for it again, by a user
 * turn or a result, starts full, since it no longer knows what the trace read. A ledger expires one TTL
 * after its last write, as a fleet's hash does (round 42); one that held a result's values is noted for
 * the resume window, and starts again full within it (the fleet's resume note).
 */
export class LocalProvenanceBook implements ProvenanceBook {
  private readonly ledgers = new Map<string, TraceProvenance>();
  /** When each kept ledger was last written (Map order: oldest first, as `ledgers`). */
  private readonly writtenAt = new Map<string, number>();
  /** Forgotten traces to when their memory lapses (a fleet's tombstone expires one TTL after it is set). */
  private readonly forgotten = new Map<string, number>();
  /** Expired ledgers that held a result's values (resume-redis.ts `resume_note`, the same rule). */
  private readonly resumed: TaintedBefore;
  private everyForgottenUntil = 0;
  /** Each ledger's and forgotten trace's client: one client's flood spends its own share (ledger-owners.ts). */
  private readonly owners: LedgerOwners;
  /** The entries each client's writes added, an eighth of the bound its share (ledger-weights.ts). */
  private readonly writes: LedgerWeights;
  /** The same for what only this process keeps (MAX_BOOK_LOCAL_WEIGHT). */
  private readonly local: LedgerWeights;
  /** Calls of traces with no ledger found to write no credential file's copy (credential-quiet.ts). */
  private readonly quiet = new CredentialQuiet();

  constructor(
    private readonly max = MAX_TRACE_LEDGERS,
    private readonly ttlMs = DEFAULT_LEDGER_TTL_MS,
    private readonly now: () => number = Date.now,
    perClient = Math.max(1, Math.floor(max / 8)),
    private readonly maxWeight = MAX_BOOK_WEIGHT,
    private readonly maxLocal = MAX_BOOK_LOCAL_WEIGHT,
    /** The store's resume notes (MemoryStore.resumeNotes), shared when their window outlives a ledger. */
    shared?: TaintedBefore,
  ) {
    this.owners = new LedgerOwners(perClient);
    const window = Math.max(RESUME_WINDOW_MS, ttlMs);
    // One set of notes, not two of 100,000 (17.6 MB each at the bound, round 43's measure).
    this.resumed =
      shared !== undefined && shared.windowMs >= window ? shared : new TaintedBefore(now, window);
    this.writes = new LedgerWeights(Math.max(1, Math.floor(maxWeight / 8)));
    this.local = new LedgerWeights(Math.max(1, Math.floor(maxLocal / 8)));
  }

  async ledger(
    traceId: string,
    userTurn?: string,
    _args?: unknown,
    client: ClientId = ANY_CLIENT,
  ): Promise<TraceProvenance | undefined> {
    if (userTurn === undefined || userTurn === '') return this.get(traceId, client);
    const ledger = this.get(traceId, client) ?? this.keep(traceId, this.fresh(traceId, client), client);
    ledger.noteClaimedRequest(userTurn, client);
    this.charge(traceId, ledger, client, true);
    return ledger;
  }

  async noteResult(
    traceId: string,
    tool: string,
    text: string,
    follow: FollowedValues,
    client: ClientId = ANY_CLIENT,
  ): Promise<void> {
    if (follow === 'none') return;
    const known = this.get(traceId, client);
    if (known) {
      known.noteUntrusted(text, resultLabel(tool), tool, follow);
      this.charge(traceId, known, client);
      return;
    }
    // A result that brings in nothing to follow starts no ledger: the trace keeps the whole-trace rule.
    const fresh = this.fresh(traceId, client);
    fresh.noteUntrusted(text, resultLabel(tool), tool, follow);
    if (fresh.full || fresh.size.untrusted > 0)
      this.charge(traceId, this.keep(traceId, fresh, client), client);
  }

  async noteCall(
    traceId: string,
    tool: string,
    args: readonly string[],
    ledger: TraceProvenance,
    client: ClientId = ANY_CLIENT,
  ) {
    ledger.noteCall(tool, args);
    if (this.ledgers.get(traceId) === ledger) this.charge(traceId, ledger, client);
  }

  async noteCredentialCall(
    traceId: string,
    tool: string,
    args: readonly string[],
    client: ClientId = ANY_CLIENT,
  ) {
    const kept = this.get(traceId, client);
    // A trace with no ledger has no credential marks: what its call writes is its text's alone (credential-quiet.ts).
    if (kept === undefined && this.quiet.has(traceId, args)) return;
    const ledger = kept ?? this.fresh(traceId, client);
    if (!ledger.noteCredentialWrites(tool, args)) {
      if (kept === undefined) this.quiet.add(traceId, args);
      return;
    }
    if (this.ledgers.get(traceId) !== ledger) this.keep(traceId, ledger, client);
    this.charge(traceId, ledger, client);
  }

  /**
   * A kept ledger. A read does not move it: the book's order is by last write, as the fleet's script
   * keeps it (a decision's read there is an HMGET, no write), so both push out the same ledger (round 41).
   */
  private get(traceId: string, _client: ClientId): TraceProvenance | undefined {
    this.expire(traceId);
    return this.ledgers.get(traceId);
  }

  /** Most recently written last, so the first entry is the one to forget. */
  private touch(traceId: string, ledger: TraceProvenance, client: ClientId): void {
    this.ledgers.delete(traceId);
    this.ledgers.set(traceId, ledger);
    this.writtenAt.delete(traceId);
    this.writtenAt.set(traceId, this.now());
    this.owners.touch(traceId, client);
  }

  /**
   * Drops the trace's ledger if a TTL passed since its last write, as Redis expires the hash: nothing
   * is charged or remembered as forgotten, and a ledger that held a result's values is noted (from its
   * last write) so that it starts again full within the resume window. True when it expired.
   */
  private expire(traceId: string): boolean {
    const at = this.writtenAt.get(traceId);
    if (at === undefined || this.now() - at < this.ttlMs) return false;
    this.leave(traceId);
    this.owners.released(traceId);
    return true;
  }

  /**
   * A kept ledger leaves the book (expired or pushed out). One that held a result's key, a carry or its
   * full mark is noted from its last write, as the fleet's script notes it on every such write.
   */
  private leave(traceId: string): void {
    const ledger = this.ledgers.get(traceId);
    const at = this.writtenAt.get(traceId) ?? this.now();
    this.ledgers.delete(traceId);
    this.writtenAt.delete(traceId);
    this.writes.drop(traceId);
    this.local.drop(traceId);
    // `size` first: it reads text not yet read, which `entries` does not count.
    const size = ledger?.size;
    if (ledger && size && (ledger.full || size.untrusted > 0 || ledger.entries > size.trusted))
      this.resumed.note('l', traceId, this.owners.chargedTo(traceId) ?? ANY_CLIENT, undefined, at);
  }

  /** Expired ledgers and lapsed memories of forgotten traces out, oldest first, a few a write (as the script's trim). */
  private sweep(): void {
    for (let n = 0; n < 8; n++) {
      const first = this.writtenAt.keys().next().value;
      if (first === undefined || !this.expire(first)) break;
    }
    const now = this.now();
    for (let n = 0; n < 8; n++) {
      const first = this.forgotten.entries().next().value;
      if (first === undefined || now < first[1]) break;
      this.forgotten.delete(first[0]);
      this.owners.remembered(first[0]);
    }
  }

  /**
   * A new ledger for the trace: a full one when an earlier ledger of it may have been forgotten, or
   * when the client's own memory of forgotten traces overflowed.
   */
  private fresh(traceId: string, client: ClientId): TraceProvenance {
    const now = this.now();
    const forgotten =
      now < (this.forgotten.get(traceId) ?? 0) ||
      now < this.everyForgottenUntil ||
      this.owners.startsFull(client, now) ||
      this.resumed.recall('l', traceId) !== undefined;
    return forgotten ? TraceProvenance.unknown() : new TraceProvenance();
  }

  private keep(traceId: string, ledger: TraceProvenance, client: ClientId): TraceProvenance {
    this.sweep();
    // No longer forgotten before anything is pushed out, as the fleet's script has it: the trace it
    // pushes out is then remembered within its owner's share (round 41).
    if (this.forgotten.delete(traceId)) this.owners.remembered(traceId);
    if (this.ledgers.size >= this.max) this.dropOne(traceId, client);
    this.ledgers.set(traceId, ledger);
    this.writtenAt.delete(traceId);
    this.writtenAt.set(traceId, this.now());
    this.owners.touch(traceId, client);
    return ledger;
  }

  /**
   * Charges a kept ledger's growth to its writer, and pushes out others while the book is over either
   * bound, in the fleet script's order (LedgerWeights.toDrop). `turn`: a user turn writes even unchanged.
   */
  private charge(traceId: string, ledger: TraceProvenance, client: ClientId, turn = false): void {
    // The user's words are read now, as the fleet reads a turn's keys at its write: read later (at a
    // call's question), they would move the ledger in the book's order where the fleet's did not (round 43).
    void ledger.size;
    const entries = ledger.entries;
    const wrote = turn || entries !== this.writes.weightOf(traceId);
    if (wrote && this.ledgers.get(traceId) === ledger) this.touch(traceId, ledger, client);
    if (wrote) this.sweep();
    this.writes.set(traceId, client, entries, wrote);
    this.local.set(traceId, client, ledger.localWeight, wrote);
    while (this.ledgers.size > 1) {
      const over =
        this.writes.total > this.maxWeight
          ? this.writes
          : this.local.total > this.maxLocal
            ? this.local
            : undefined;
      const first = over?.toDrop(client, traceId);
      if (first === undefined || !this.dropOne(traceId, client, first)) break;
    }
  }

  /**
   * Pushes out one ledger other than `keep`: the client's own oldest when it holds its share (a flood
   * pushes out only its own), else the oldest. The trace it belonged to restarts full.
   */
  private dropOne(keep: string, client: ClientId, first?: string): boolean {
    let drop = first ?? this.owners.toDrop(client);
    if (drop === undefined || drop === keep)
      for (const id of this.ledgers.keys())
        if (id !== keep) {
          drop = id;
          break;
        }
    if (drop === undefined || drop === keep || !this.ledgers.has(drop)) return false;
    this.leave(drop);
    this.forget(drop);
    return true;
  }

  private forget(traceId: string): void {
    const until = this.now() + this.ttlMs;
    // Past its owner's share, only the owner's ledgers start full (a cross-tenant flood stays its own).
    if (!this.owners.forget(traceId, until)) return;
    if (this.forgotten.size < this.max) {
      this.forgotten.delete(traceId);
      this.forgotten.set(traceId, until);
      return;
    }
    // Not remembered one by one (the fleet sets `lfull`, no tombstone): the owner's count is given back.
    this.owners.remembered(traceId);
    this.everyForgottenUntil = until;
  }

  get size(): number {
    return this.ledgers.size;
  }

  /** The book's charged entries (MAX_BOOK_WEIGHT bounds them), for tests and the memory bench. */
  get heldWeight(): number {
    return this.writes.total;
  }

  /** What only this process holds of the book (MAX_BOOK_LOCAL_WEIGHT bounds it), for tests. */
  get heldLocal(): number {
    return this.local.total;
  }

  /** The entries one client's writes hold (an eighth of the bound is its share), for tests. */
  weightOf(client: ClientId): number {
    return this.writes.of(client);
  }

  /** The traces whose ledgers are kept, for tests comparing the book with a fleet's. */
  get kept(): string[] {
    return [...this.ledgers.keys()];
  }

  /**
   * A kept ledger as a shared store would hold it (its snapshot), undefined when none is kept or it is a
   * TTL past its last write: for tests comparing what each book wrote (round 59). Reads nothing unread
   * that a write has not read already (`charge` reads a ledger's text at every write).
   */
  snapshotOf(traceId: string): LedgerSnapshot | undefined {
    const at = this.writtenAt.get(traceId);
    if (at === undefined || this.now() - at >= this.ttlMs) return undefined;
    return this.ledgers.get(traceId)?.snapshot();
  }

  /** The kept ledgers not yet a TTL past their last write, oldest write first: the order a full book drops. */
  get keptLive(): string[] {
    const now = this.now();
    return [...this.writtenAt].filter(([, at]) => now - at < this.ttlMs).map(([id]) => id);
  }
}

/** The store's side of shared ledgers (RedisStore). Both calls throw when the store cannot answer. */
export interface LedgerStore {
  /** Names beside keys are read against `floor` (the decision's); without one they read as unread (held). */
  readLedger(traceId: string, floor?: NameFloor): Promise<LedgerSnapshot | undefined>;
  /** Only the given fingerprints and tools' carries (a decision or a note needs no more). */
  readLedgerKeys(
    traceId: string,
    fingerprints: readonly number[],
    tools?: readonly string[],
    floor?: NameFloor,
  ): Promise<LedgerSnapshot | undefined>;
  /**
   * Told when the store is healthy again after an outage, having caught up (RedisStore's 'health'): the
   * book then writes the `full` marks of the notes it lost (round 43).
   */
  on?(event: 'health', listener: (health: { ok: boolean }) => void): unknown;
  /**
   * Takes charge of a note the store could not take (RedisStore): the store stays down until it has
   * written the trace's `full` mark, so no replica reads the ledger without it as healthy (round 44).
   * A store without it leaves the mark to the book (written on the 'health' event).
   */
  ledgerLost?(traceId: string, bounds: Parameters<LedgerStore['writeLedger']>[2], client: ClientId): void;
  /** Traces whose `full` mark the store holds to write (ledgerLost), for tests. */
  readonly lostLedgers?: number;
  /** True when the trace's ledger is full after the write (a tombstone or a client's overflow starts it so). */
  writeLedger(
    traceId: string,
    delta: LedgerDelta,
    bounds: {
      maxKeys: number;
      maxCarries: number;
      maxLedgers: number;
      perClient: number;
      maxWeight?: number;
    },
    client: ClientId,
    floor?: NameFloor,
  ): Promise<boolean>;
}

export interface SharedBookOptions {
  /** How long a ledger lives in the store (the taint TTL): how long a lost note keeps traces held. */
  ttlMs: number;
  /** Traces whose notes were lost, remembered here until the store takes a `full` mark for them. */
  maxLost?: number;
  /** Ledgers the fleet's book keeps (and traces it remembers forgetting); a client's share is an eighth. */
  maxLedgers?: number;
  /** Keys all the fleet's ledgers hold together (ledger-redis.ts DEFAULT_BOOK_KEYS); a client's share an eighth. */
  maxWeight?: number;
  now?: () => number;
}

const BOUNDS = {
  maxKeys: DEFAULT_PROVENANCE_LIMITS.maxKeys,
  maxCarries: DEFAULT_PROVENANCE_LIMITS.maxSources,
};

/**
 * Ledgers in the shared store, for a fleet. A note the store cannot take marks its trace lost here: its
 * ledger reads as full (every value the user did not give is held) until the store has taken a `full`
 * mark that every replica reads; past `maxLost` such traces, every trace is held for one ledger TTL.
 */
export class SharedProvenanceBook implements ProvenanceBook {
  /** Traces whose notes were lost, to the client whose note it was. */
  private readonly lost = new Map<string, ClientId>();
  private writingLost = false;
  private everyLostUntil = 0;
  /** Calls found to write no credential file's copy (credential-quiet.ts). */
  private readonly quiet = new CredentialQuiet();
  private readonly maxLost: number;
  private readonly now: () => number;
  /** Per trace and for the whole book: one client's flood of fresh traces spends its own share in Redis. */
  private readonly bounds: Parameters<LedgerStore['writeLedger']>[2];

  constructor(
    private readonly store: LedgerStore,
    private readonly options: SharedBookOptions,
  ) {
    this.maxLost = options.maxLost ?? MAX_TRACE_LEDGERS;
    this.now = options.now ?? Date.now;
    const maxLedgers = options.maxLedgers ?? MAX_TRACE_LEDGERS;
    this.bounds = {
      ...BOUNDS,
      maxLedgers,
      perClient: Math.max(1, Math.floor(maxLedgers / 8)),
      maxWeight: options.maxWeight,
    };
    // Another replica may take the trace's next call: the marks go to the store as soon as it answers,
    // not when this replica next reads the trace (round 43).
    store.on?.('health', (health) => {
      if (health.ok) void this.writeLost();
    });
  }

  /** Writes every lost trace's `full` mark; stops at the first write the store refuses (tried again later). */
  async writeLost(): Promise<void> {
    if (this.writingLost) return;
    this.writingLost = true;
    try {
      for (const [traceId, client] of [...this.lost]) await this.markFull(traceId, client);
    } catch {
      // Still down: each trace keeps reading full here, and the next recovery tries again.
    } finally {
      this.writingLost = false;
    }
  }

  async ledger(
    traceId: string,
    userTurn?: string,
    args?: unknown,
    client: ClientId = ANY_CLIENT,
    floor?: NameFloor,
  ): Promise<TraceProvenance | undefined> {
    try {
      if (this.lost.has(traceId)) await this.markFull(traceId, client);
      const turn = userTurn !== undefined && userTurn !== '' ? userTurn : undefined;
      // Kept per client as the turn's reading is: a resent turn is a lookup (round 60).
      const claim = turn === undefined ? undefined : claimedTurnKeys(turn, client);
      const claimed = claim?.values ?? [];
      // A decision asks about its arguments' values only (and the turn's, to see which a result brought
      // in first): fetch those, not the whole ledger.
      const keys = args === undefined ? undefined : argumentFingerprints(args, traceId);
      const blocks = turn === undefined ? [] : clientBlockTexts(turn);
      // Every read of this decision reads names against its floor (ledger-names.ts NameFloor).
      let snap = await (keys === undefined
        ? this.store.readLedger(traceId, floor)
        : this.store.readLedgerKeys(
            traceId,
            [
              ...keys,
              ...claimed,
              ...(claim === undefined ? [] : [claim.counted, claim.pay]),
              ...blocks.map(clientBlockMark),
            ],
            [],
            floor,
          ));
      // The call's options only where the ledger or this turn names a script (the option rule needs one).
      if (keys !== undefined && (namesScriptIn(snap?.trusted ?? []) || namesScriptIn(claimed)))
        snap = await this.withOptionKeys(traceId, snap, args, [...keys, ...claimed], floor);
      if (turn !== undefined) {
        // The turn is a claim the client makes (see TraceProvenance.noteClaimedRequest): the script takes
        // its values where the ledger allows at the write, so a tombstone it meets vouches for none.
        const keys = claim!;
        const delta = emptyDelta();
        delta.trusted = [...keys.marks];
        // The turn's marks for the count of acts, as noteClaimedRequest leaves them: taken only before
        // any result, as the memory book notes them only then (round 58, books-fix).
        const kept = new Set(snap?.trusted);
        const counted = countedTurnMarks(keys.counted, (fp) => kept.has(fp));
        // And for the one-payee rule (a second turn asking for a payment names its own payee; round 59:
        // the fleet never wrote them, so it held a second payee the memory book let the user name).
        const pay = payTurnMarks(keys.pay, keys.asksPay, (fp) => kept.has(fp));
        const unread = [...keys.onlyUnread, ...pay.marks, ...counted.marks];
        // Its word pairs, unless the ledger holds the turn's own mark (a turn resent: its pairs were taken
        // with it, or not at all once a result was noted), so a resent turn writes no 400 fields again.
        const pairs = kept.has(keys.counted) ? [] : keys.pairs;
        delta.claimed = { values: keys.values, onlyUnread: unread, pairs };
        // A ledger the turn starts begins full when the book forgot the trace or the client overflowed.
        // A turn Redis did not take is lost as any note is (round 58, third pass): read without it, a
        // replica restarted later or another one taking the trace reads the user's values as a result's,
        // so the trace reads full fleet-wide until recovery writes that (bounded as the other notes are).
        const full = await this.store.writeLedger(traceId, delta, this.bounds, client, floor).catch((err) => {
          this.markLost(traceId, client);
          throw err;
        });
        const base = snap ?? { trusted: [], untrusted: [], carries: [], full: false };
        const vouched = full ? [] : vouchedFor(snap, keys.values);
        // Whether the ledger held a result's value is the script's to say: read back what it took (rare).
        // A second turn's TURNS_MANY is read by this decision (beyondAskedOnce): read back with them.
        // So is a second payment turn's MANY_PARTIES (one-payee.ts).
        // And the pairs it took that this decision asks (a split dictated value's; dictated.ts).
        const asked = args === undefined ? undefined : new Set(argumentFingerprints(args, traceId));
        const pairsAsked = pairs.filter((fp) => asked === undefined || asked.has(fp));
        const readBack = [...(counted.second || pay.second ? unread : keys.onlyUnread), ...pairsAsked];
        if (!full && readBack.length > 0) vouched.push(...(await this.tookMarks(traceId, readBack, floor)));
        snap = { ...base, trusted: [...base.trusted, ...keys.marks, ...vouched], full: base.full || full };
      }
      if (this.now() < this.everyLostUntil) return held(userTurn, client);
      if (blocks.length > 0) return await this.withClientBlocks(traceId, snap, turn!, client, floor);
      return snap === undefined ? undefined : TraceProvenance.from(snap);
    } catch {
      // Redis cannot say what the trace read: judge it as if no ledger were kept. The store counts the
      // trace as tainted meanwhile, so the whole-trace rule holds (or refuses) every sink.
      return undefined;
    }
  }

  /**
   * A decision's ledger with its arguments' option keys (argumentOptionFingerprints) read too: a second
   * read, made only on a trace whose user named a script (round 57), so every other call fetches none.
   */
  private async withOptionKeys(
    traceId: string,
    snap: LedgerSnapshot | undefined,
    args: unknown,
    fetched: readonly number[],
    floor: NameFloor | undefined,
  ): Promise<LedgerSnapshot | undefined> {
    // Not a key the first read fetched (the user's own options are among the claimed turn's): no key twice.
    const asked = new Set(fetched);
    const options = argumentOptionFingerprints(args).filter((fp) => !asked.has(fp));
    if (options.length === 0) return snap;
    return merged(snap, await this.store.readLedgerKeys(traceId, options, [], floor));
  }

  /** Which of these trusted marks the trace's ledger holds. */
  private async tookMarks(
    traceId: string,
    marks: readonly number[],
    floor: NameFloor | undefined,
  ): Promise<number[]> {
    const held = new Set((await this.store.readLedgerKeys(traceId, marks, [], floor))?.trusted);
    return marks.filter((fp) => held.has(fp));
  }

  /**
   * A claimed turn's client blocks read as attached (TraceProvenance.noteClientBlocks), after the turn
   * vouched: written to the store for the other replicas, and into this decision's ledger.
   */
  private async withClientBlocks(
    traceId: string,
    snap: LedgerSnapshot | undefined,
    turn: string,
    client: ClientId,
    floor: NameFloor | undefined,
  ): Promise<TraceProvenance> {
    // What the ledger holds of the blocks' own values first: whether an earlier result ordered one decides
    // its level (TraceProvenance.recordsNamedByOrders; round 59: read without them, a value a result had
    // ordered was written back `replaced`, weaker than the memory book's `pressed`).
    const marked = new Set(snap?.trusted);
    const keys = new Set<number>();
    for (const block of clientBlockTexts(turn))
      if (!marked.has(clientBlockMark(block))) {
        const read = readUntrusted(block, ATTACHED_SOURCE);
        for (const e of read.entries) keys.add(e.fp);
        // And the count of announced replacements the note reads (one value licensed a correction).
        for (const fp of announcedMarksOf(read)) keys.add(fp);
      }
    if (keys.size > 0) snap = merged(snap, await this.store.readLedgerKeys(traceId, [...keys], [], floor));
    const ledger = snap === undefined ? new TraceProvenance() : TraceProvenance.from(snap);
    const before = ledger.snapshot();
    ledger.noteClientBlocks(turn);
    const delta = ledgerDelta(before, ledger.snapshot());
    if (!isEmpty(delta))
      await this.store.writeLedger(traceId, { ...delta, quiet: true }, this.bounds, client, floor);
    return ledger;
  }

  async noteResult(
    traceId: string,
    tool: string,
    text: string,
    follow: FollowedValues,
    client: ClientId = ANY_CLIENT,
    floor?: NameFloor,
  ): Promise<void> {
    if (follow === 'none') return;
    try {
      const reading = readUntrusted(text, resultLabel(tool));
      // A local source's result that orders nothing brings in nothing (noteReading): nothing to fetch or write.
      if (follow === 'local' && !ordersAnything(reading)) return;
      // With the marks that count a pointed result's announced replacements (one licensed a correction).
      const keys = [...new Set([...reading.entries.map((e) => e.fp), ...announcedMarksOf(reading)])];
      const before = await this.store.readLedgerKeys(traceId, keys, [tool], floor);
      const ledger = before === undefined ? new TraceProvenance() : TraceProvenance.from(before);
      ledger.noteReading(reading, tool, follow);
      const delta = ledgerDelta(before, ledger.snapshot());
      if (isEmpty(delta)) return;
      await this.store.writeLedger(traceId, { ...delta, quiet: true }, this.bounds, client, floor);
    } catch {
      this.markLost(traceId, client);
    }
  }

  async noteCall(
    traceId: string,
    tool: string,
    args: readonly string[],
    ledger: TraceProvenance,
    client: ClientId = ANY_CLIENT,
    floor?: NameFloor,
  ) {
    // The decision's ledger holds only what this call needs: what the note changes in it is the delta.
    const before = ledger.snapshot();
    ledger.noteCall(tool, args);
    const delta = ledgerDelta(before, ledger.snapshot());
    if (isEmpty(delta)) return;
    try {
      await this.store.writeLedger(traceId, { ...delta, quiet: true }, this.bounds, client, floor);
    } catch {
      this.markLost(traceId, client);
    }
  }

  async noteCredentialCall(
    traceId: string,
    tool: string,
    args: readonly string[],
    client: ClientId = ANY_CLIENT,
  ) {
    // A new ledger has no credential marks: what the call writes is its text's alone (credential-quiet.ts).
    if (this.quiet.has(traceId, args)) return;
    const ledger = new TraceProvenance();
    if (!ledger.noteCredentialWrites(tool, args)) {
      this.quiet.add(traceId, args);
      return;
    }
    try {
      const delta = { ...ledgerDelta(undefined, ledger.snapshot()), quiet: true };
      await this.store.writeLedger(traceId, delta, this.bounds, client);
    } catch {
      this.markLost(traceId, client);
    }
  }

  private markLost(traceId: string, client: ClientId): void {
    // A store that writes the mark itself before it is healthy again (RedisStore) takes it.
    if (this.store.ledgerLost) this.store.ledgerLost(traceId, this.bounds, client);
    else if (this.lost.has(traceId) || this.lost.size < this.maxLost) this.lost.set(traceId, client);
    else this.everyLostUntil = this.now() + this.options.ttlMs;
  }

  /** Writes the lost trace's `full` mark, so every replica holds it; then it need not be remembered here. */
  private async markFull(traceId: string, client: ClientId): Promise<void> {
    const delta = emptyDelta();
    delta.full = true;
    delta.quiet = true;
    await this.store.writeLedger(traceId, delta, this.bounds, client);
    this.lost.delete(traceId);
  }

  /** Traces remembered as lost, for tests. */
  get lostTraces(): number {
    return this.lost.size + (this.store.lostLedgers ?? 0);
  }
}

/** Two reads of one ledger's keys as one snapshot (a key both fetched is kept once; the first read's carries). */
function merged(
  snap: LedgerSnapshot | undefined,
  more: LedgerSnapshot | undefined,
): LedgerSnapshot | undefined {
  if (more === undefined) return snap;
  if (snap === undefined) return more;
  const had = new Set(snap.untrusted.map(([fp]) => fp));
  const named = new Set((snap.beside ?? []).map(([fp]) => fp));
  const beside = [...(snap.beside ?? []), ...(more.beside ?? []).filter(([fp]) => !named.has(fp))];
  return {
    trusted: [...new Set([...snap.trusted, ...more.trusted])],
    untrusted: [...snap.untrusted, ...more.untrusted.filter(([fp]) => !had.has(fp))],
    carries: snap.carries,
    full: snap.full || more.full,
    ...(beside.length > 0 && { beside }),
  };
}

/** The keys of a claimed user turn it may vouch for: none a result brought in first, none on a full ledger. */
function vouchedFor(snap: LedgerSnapshot | undefined, claimed: readonly number[]): number[] {
  if (snap === undefined) return [...claimed];
  if (snap.full) return [];
  const seen = new Set(snap.untrusted.map(([fp]) => fp));
  return claimed.filter((fp) => !seen.has(fp));
}

/** The ledger of a trace whose notes were lost: the user's turn still counts as theirs. */
function held(userTurn: string | undefined, client: ClientId): TraceProvenance {
  const ledger = TraceProvenance.unknown();
  if (userTurn !== undefined && userTurn !== '') ledger.noteRequest(userTurn, client);
  return ledger;
}

function emptyDelta(): LedgerDelta {
  return { trusted: [], untrusted: [], carries: [], consumed: [], full: false };
}

function isEmpty(d: LedgerDelta): boolean {
  return (
    d.trusted.length === 0 &&
    d.untrusted.length === 0 &&
    d.carries.length === 0 &&
    d.consumed.length === 0 &&
    !d.full
  );
}
