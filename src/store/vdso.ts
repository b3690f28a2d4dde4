// The vDSO: a content-addressed cache of read-shaped results, kept coherent by writes and revocations
// (docs/design.md §7). It holds no data itself; every entry lives in the StateStore, so a fleet shares it.
import { canonicalJson, sha256Hex } from '../kernel/canonical.js';
import { isReadShaped } from '../kernel/policy/names.js';
import { type FencedCacheEntry, hasCacheFence } from './fence.js';
import { ALL_NAMESPACES, type NamespaceOverrides, namespaceOf } from './namespace.js';
import type { CacheEntry, FeedEvent, StateStore } from './types.js';

/** `--invalidation`: a write drops reads of its own namespace, or every cached read. */
export const INVALIDATION_SCOPES = ['namespace', 'global'] as const;
export type InvalidationScope = (typeof INVALIDATION_SCOPES)[number];

export interface VdsoOptions {
  /** `--vdso`; when false, lookup and fill do nothing (writes still invalidate, for replicas that cache). */
  enabled?: boolean;
  invalidation?: InvalidationScope;
  /** Tool name to namespace, overriding the derived rule. */
  namespaces?: NamespaceOverrides;
  /** Which tools read; defaults to the kernel's name rule, so the floor and the vDSO agree. */
  isReadShaped?: (tool: string) => boolean;
  /** Misses remembered until their fill arrives; past this the oldest are forgotten (their fill is fenced later). */
  maxPendingFills?: number;
}

/** What an executed call returned, as the vDSO needs it. */
export interface CacheableResult {
  content: string;
  status: string;
  quarantined: boolean;
}

export interface WriteOutcome {
  /** What was invalidated: the tool's namespace, or `*`. */
  namespace: string;
  invalidated: number;
  /** The mutation event, absent when the store could not take it (an outage). */
  event?: FeedEvent;
}

export interface VdsoStats {
  lookups: number;
  hits: number;
  /** hits / lookups, 0 before any lookup: the gate_vdso_hit_rate gauge. */
  hitRate: number;
}

/** The store's state when a miss began: the fill must not land if either moved meanwhile. */
interface FillTicket {
  fence: string | undefined;
  trustEpoch: number;
}

export class Vdso {
  readonly enabled: boolean;
  readonly invalidation: InvalidationScope;
  private readonly overrides: NamespaceOverrides | undefined;
  private readonly readShaped: (tool: string) => boolean;
  private readonly maxPendingFills: number;
  private readonly pending = new Map<string, FillTicket>();
  private lookups = 0;
  private hits = 0;

  constructor(
    private readonly store: StateStore,
    options: VdsoOptions = {},
  ) {
    this.enabled = options.enabled ?? true;
    this.invalidation = options.invalidation ?? 'namespace';
    this.overrides = options.namespaces;
    this.readShaped = options.isReadShaped ?? isReadShaped;
    this.maxPendingFills = options.maxPendingFills ?? 10_000;
  }

  /** SHA-256 hex of the canonical `{tool, args, namespace}`. */
  key(tool: string, args: unknown, namespace: string): string {
    return sha256Hex(canonicalJson({ tool, args, namespace }));
  }

  namespaceOf(tool: string): string {
    return namespaceOf(tool, this.overrides);
  }

  /**
   * A cached result for the call, or undefined. Never serves when the presented witness is revoked, nor an
   * entry filled under a witness that is revoked or older than the trust epoch; any store fault is a miss.
   */
  async lookup(
    tool: string,
    args: unknown,
    opts: { witness?: string } = {},
  ): Promise<CacheEntry | undefined> {
    if (!this.enabled || !this.readShaped(tool)) return undefined;
    const namespace = this.namespaceOf(tool);
    const key = this.safeKey(tool, args, namespace);
    if (key === undefined) return undefined;
    this.lookups++;
    try {
      if (opts.witness !== undefined && (await this.store.isRevoked(opts.witness))) return undefined;
      const entry = await this.store.cacheGet(key);
      if (entry === undefined) {
        await this.rememberMiss(key, namespace);
        return undefined;
      }
      if (entry.witness !== undefined) {
        if (await this.store.isRevoked(entry.witness)) return undefined;
        if ((await this.store.trustEpoch()) > entry.trustEpoch) return undefined;
      }
      this.hits++;
      return entry;
    } catch {
      return undefined;
    }
  }

  /**
   * Caches a read's result; false when it did not (disabled, not read-shaped, quarantined, not OK, store fault).
   * The store still refuses it if the namespace was invalidated or the trust epoch moved since the miss.
   */
  async fill(
    tool: string,
    args: unknown,
    result: CacheableResult,
    opts: { witness?: string } = {},
  ): Promise<boolean> {
    // Errors are not cached: a transient failure must not be replayed.
    if (!this.enabled || result.quarantined || result.status !== 'OK' || !this.readShaped(tool)) return false;
    const namespace = this.namespaceOf(tool);
    const key = this.safeKey(tool, args, namespace);
    if (key === undefined) return false;
    const ticket = this.pending.get(key);
    this.pending.delete(key);
    try {
      if (opts.witness !== undefined && (await this.store.isRevoked(opts.witness))) return false;
      const { fence, trustEpoch } = ticket ?? (await this.ticketNow(namespace));
      const entry: FencedCacheEntry = {
        key,
        namespace,
        tool,
        content: result.content,
        status: result.status,
        trustEpoch,
      };
      if (opts.witness !== undefined) entry.witness = opts.witness;
      if (fence !== undefined) entry.fence = fence;
      await this.store.cachePut(entry);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * After a write-shaped call completed: invalidates its namespace (or everything under `global`) and
   * publishes a `mutation` event tagged with the namespace. Never throws; undefined for a read-shaped tool.
   */
  async onWrite(tool: string, agent?: string): Promise<WriteOutcome | undefined> {
    if (this.readShaped(tool)) return undefined;
    const own = this.namespaceOf(tool);
    const namespace = this.invalidation === 'global' ? ALL_NAMESPACES : own;
    const outcome: WriteOutcome = { namespace, invalidated: 0 };
    try {
      outcome.invalidated = await this.store.invalidate(namespace);
    } catch {
      // The store remembers a failed invalidation and flushes on recovery.
    }
    try {
      outcome.event = await this.store.publish({
        kind: 'mutation',
        tool,
        tags: [own],
        ...(agent === undefined ? {} : { agent }),
      });
    } catch {
      // The feed is unavailable in an outage; the write itself stands.
    }
    return outcome;
  }

  stats(): VdsoStats {
    return {
      lookups: this.lookups,
      hits: this.hits,
      hitRate: this.lookups === 0 ? 0 : this.hits / this.lookups,
    };
  }

  private safeKey(tool: string, args: unknown, namespace: string): string | undefined {
    try {
      return this.key(tool, args, namespace);
    } catch {
      return undefined;
    }
  }

  private async rememberMiss(key: string, namespace: string): Promise<void> {
    // The first miss wins: a later one must not widen the window an earlier read started in.
    if (this.pending.has(key)) return;
    const ticket = await this.ticketNow(namespace);
    this.pending.set(key, ticket);
    if (this.pending.size > this.maxPendingFills) {
      const oldest = this.pending.keys().next().value;
      if (oldest !== undefined) this.pending.delete(oldest);
    }
  }

  private async ticketNow(namespace: string): Promise<FillTicket> {
    const store = this.store;
    const [fence, trustEpoch] = await Promise.all([
      hasCacheFence(store) ? store.cacheFence(namespace) : Promise.resolve(undefined),
      store.trustEpoch(),
    ]);
    return { fence, trustEpoch };
  }
}
