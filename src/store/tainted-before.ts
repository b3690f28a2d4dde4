// Traces that were tainted, or kept a record of seen values, within a longer window than their marks
// live (docs/provenance.md, "A trace resumed after its TTL"): a trace used again after its mark and record
// expired keeps its old cause and reads its missing record as full, instead of starting clean.
// Kept as 8-byte digests, charged to the client that wrote them (ledger-owners.ts), bounded in all; a
// note a second client wrote is shared, charged to no one client (round 30, docs/fleet.md).
import { createHash } from 'node:crypto';
import { strongerTaint, TAINT_STRENGTH, type TaintCause } from '../kernel/types.js';
import { ANY_CLIENT, type ClientId, LedgerOwners } from './ledger-owners.js';

/** How long a tainted trace is remembered after its last taint or record write: 30 days. */
export const RESUME_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** Digests one gateway keeps; a client's share is an eighth. */
export const RESUME_TRACES = 100_000;

/**
 * What is remembered: a trace's taint (`t`), its record of seen values (`s`), its MCP ledger (`l`), its
 * shell's held standing in the fleet (`h`, round 65: written and dropped with it, standing-redis.ts).
 */
export type ResumeKind = 't' | 's' | 'l' | 'h';

/** 64 bits of SHA-256 (11 base64url characters): a collision only makes a clean trace read tainted. */
export function resumeDigest(kind: ResumeKind, id: string): string {
  return createHash('sha256').update(`resume\0${kind}\0${id}`).digest('base64url').slice(0, 11);
}

/** A note packed in one number: when (ms) times 8 plus its cause's strength (0: no cause). */
type Kept = number;
const CAUSES = Object.keys(TAINT_STRENGTH) as TaintCause[];
const pack = (at: number, cause: TaintCause | undefined): Kept =>
  at * 8 + (cause ? TAINT_STRENGTH[cause] : 0);
const atOf = (k: Kept): number => Math.floor(k / 8);
const causeOf = (k: Kept): TaintCause | undefined => CAUSES.find((c) => TAINT_STRENGTH[c] === k % 8);

export class TaintedBefore {
  /** Digest to its last note; Map order is note order, so the first entry is the first to expire. */
  private readonly kept = new Map<string, Kept>();
  private readonly owners: LedgerOwners;
  /** Shared notes (written by two clients) to the client that made each shared; in no client's share. */
  private readonly sharedBy = new Map<string, ClientId>();
  /** Live shared notes each client made: at most a share, so two clients cannot grow them past theirs. */
  private readonly made = new Map<ClientId, number>();

  constructor(
    private readonly now: () => number = Date.now,
    readonly windowMs = RESUME_WINDOW_MS,
    private readonly max = RESUME_TRACES,
  ) {
    this.owners = new LedgerOwners(Math.max(1, Math.floor(max / 8)), 0);
  }

  /**
   * Notes (or renews) a trace, keeping the strongest cause it was noted with. `at`: when it was last
   * written, where the note is taken later (the memory book notes a ledger when it finds it expired).
   */
  note(
    kind: ResumeKind,
    id: string,
    client: ClientId = ANY_CLIENT,
    cause?: TaintCause,
    at = this.now(),
  ): void {
    const key = resumeDigest(kind, id);
    const had = this.live(key);
    const old = had === undefined ? undefined : causeOf(had);
    const kept = pack(at, cause === undefined ? old : strongerTaint(old, cause));
    this.kept.delete(key);
    this.kept.set(key, kept);
    this.charge(key, client, had !== undefined);
    this.trim(client);
  }

  /** The trace's note within the window (its cause, if a taint), or undefined. */
  recall(kind: ResumeKind, id: string): { cause: TaintCause | undefined } | undefined {
    if (this.kept.size === 0) return undefined;
    const had = this.live(resumeDigest(kind, id));
    return had === undefined ? undefined : { cause: causeOf(had) };
  }

  /** Renews a trace still in use (its record read), if noted; never adds one. */
  renew(kind: ResumeKind, id: string, client: ClientId = ANY_CLIENT): void {
    const key = resumeDigest(kind, id);
    const had = this.live(key);
    if (had === undefined) return;
    // A read renews the note under its owner, as Redis's does (a read names no client there): only a
    // write makes a note shared.
    this.kept.delete(key);
    this.kept.set(key, pack(this.now(), causeOf(had)));
    if (!this.sharedBy.has(key)) this.owners.touch(key, client);
    this.trim(client);
  }

  get size(): number {
    return this.kept.size;
  }

  private live(key: string): Kept | undefined {
    const had = this.kept.get(key);
    if (had === undefined || this.now() - atOf(had) < this.windowMs) return had;
    this.drop(key);
    return undefined;
  }

  /** Expired notes out (a few a note), then, past the bound, the writer's own oldest or an over-share client's. */
  private trim(client: ClientId): void {
    const now = this.now();
    let n = 0;
    for (const [key, kept] of this.kept) {
      if (++n > 8 || now - atOf(kept) < this.windowMs) break;
      this.drop(key);
    }
    while (this.kept.size > this.max) this.drop(this.owners.toDrop(client) ?? this.kept.keys().next().value!);
  }

  /**
   * Charges a note written by `client`: a new one to it; one another client owns becomes shared while
   * `client` has made fewer than a share of them (round 30); a shared one stays shared.
   */
  private charge(key: string, client: ClientId, held: boolean): void {
    if (this.sharedBy.has(key)) return;
    const owner = held ? this.owners.chargedTo(key) : undefined;
    const made = this.made.get(client) ?? 0;
    if (owner === undefined || owner === client || made >= this.owners.perClient) {
      this.owners.touch(key, client);
      return;
    }
    this.owners.released(key);
    this.sharedBy.set(key, client);
    this.made.set(client, made + 1);
  }

  private drop(key: string): void {
    this.kept.delete(key);
    this.owners.released(key);
    const maker = this.sharedBy.get(key);
    if (maker === undefined) return;
    this.sharedBy.delete(key);
    const made = (this.made.get(maker) ?? 1) - 1;
    if (made > 0) this.made.set(maker, made);
    else this.made.delete(maker);
  }
}
