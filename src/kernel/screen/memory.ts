// The context memory manager (docs/design.md §4): the held map (quarantined bytes by id) and the cleared map
// (digests already screened clean). Process memory only, bounded, never logged, never persisted.
import { randomUUID } from 'node:crypto';
import type { Finding } from './types.js';

export interface ContextMemoryOptions {
  /** Budget for held bytes (UTF-16 code units x 2, what the strings cost); oldest entries go first. */
  maxHeldBytes?: number;
  /** Digests remembered as clean; past this the least recently used is forgotten. */
  maxCleared?: number;
  /** A result larger than this (UTF-8 bytes) is quarantined OVERSIZE without being screened or held. */
  maxResultBytes?: number;
  /** Quarantine id source; tests pass a counter. */
  newId?: () => string;
  /** Clock in milliseconds for `heldAt`; tests inject one. */
  now?: () => number;
}

export const DEFAULT_MEMORY_OPTIONS = {
  maxHeldBytes: 64 * 1024 * 1024,
  maxCleared: 10_000,
  maxResultBytes: 4 * 1024 * 1024,
} as const;

/** What `stats()` reports: counts and sizes, never content. */
export interface ContextMemoryStats {
  held: number;
  heldBytes: number;
  cleared: number;
  heldEvicted: number;
  clearedEvicted: number;
  maxHeldBytes: number;
  maxCleared: number;
  maxResultBytes: number;
}

const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/**
 * What a held entry costs beyond its text: the entry, its id, its finding and its place in the map,
 * about 670 bytes measured (round 35). Charged with the text, so maxHeldBytes bounds the memory held:
 * counting the text alone, a flood of short secrets (40 characters, 80 bytes charged) held 709 MB
 * within a 64 MiB bound.
 */
export const HELD_ENTRY_OVERHEAD = 640;

/** One quarantined result; the bytes hide behind an accessor so logging the entry never prints them. */
export class HeldEntry {
  readonly id: string;
  readonly finding: Finding;
  readonly heldAt: number;
  readonly cost: number;
  readonly #content: string;

  constructor(id: string, content: string, finding: Finding, heldAt: number) {
    this.id = id;
    this.#content = content;
    this.finding = finding;
    this.heldAt = heldAt;
    this.cost = content.length * 2 + HELD_ENTRY_OVERHEAD;
  }

  /** The held bytes, for an operator release route; never for a log line. */
  content(): string {
    return this.#content;
  }

  toJSON(): { id: string; rule: string; reason: string; cost: number } {
    return { id: this.id, rule: this.finding.rule, reason: this.finding.reason, cost: this.cost };
  }

  [INSPECT](): string {
    return `HeldEntry(${this.id}, ${this.finding.rule}, ${this.cost} bytes)`;
  }
}

export class ContextMemory {
  readonly maxHeldBytes: number;
  readonly maxCleared: number;
  readonly maxResultBytes: number;
  readonly #newId: () => string;
  readonly #now: () => number;
  /** Map order is hold order, so the first key is the one to evict. */
  readonly #held = new Map<string, HeldEntry>();
  /** Set order is recency order (a hit re-inserts), so the first digest is the least recently used. */
  readonly #cleared = new Set<string>();
  #heldBytes = 0;
  #heldEvicted = 0;
  #clearedEvicted = 0;

  constructor(options: ContextMemoryOptions = {}) {
    this.maxResultBytes = positive(
      options.maxResultBytes,
      DEFAULT_MEMORY_OPTIONS.maxResultBytes,
      'maxResultBytes',
    );
    this.maxCleared = positive(options.maxCleared, DEFAULT_MEMORY_OPTIONS.maxCleared, 'maxCleared');
    this.maxHeldBytes = positive(options.maxHeldBytes, DEFAULT_MEMORY_OPTIONS.maxHeldBytes, 'maxHeldBytes');
    this.#newId = options.newId ?? (() => `q-${randomUUID()}`);
    this.#now = options.now ?? Date.now;
  }

  /**
   * Holds quarantined bytes and returns the id that names them; evicts the oldest beyond the budget.
   * The newest entry always stays, even alone over budget, so the id handed out names something.
   */
  hold(content: string, finding: Finding): string {
    const entry = new HeldEntry(this.#newId(), content, finding, this.#now());
    this.#held.set(entry.id, entry);
    this.#heldBytes += entry.cost;
    while (this.#heldBytes > this.maxHeldBytes && this.#held.size > 1) {
      const oldest = this.#held.values().next().value as HeldEntry;
      this.#held.delete(oldest.id);
      this.#heldBytes -= oldest.cost;
      this.#heldEvicted++;
    }
    return entry.id;
  }

  /** The held entry for an id, or undefined once evicted, dropped, or after a restart. */
  held(id: string): HeldEntry | undefined {
    return this.#held.get(id);
  }

  /** Forgets a held entry (after an operator released or discarded it). */
  drop(id: string): boolean {
    const entry = this.#held.get(id);
    if (!entry) return false;
    this.#held.delete(id);
    this.#heldBytes -= entry.cost;
    return true;
  }

  isCleared(digest: string): boolean {
    if (!this.#cleared.has(digest)) return false;
    this.#cleared.delete(digest);
    this.#cleared.add(digest);
    return true;
  }

  clear(digest: string): void {
    this.#cleared.delete(digest);
    this.#cleared.add(digest);
    while (this.#cleared.size > this.maxCleared) {
      const oldest = this.#cleared.values().next().value as string;
      this.#cleared.delete(oldest);
      this.#clearedEvicted++;
    }
  }

  stats(): ContextMemoryStats {
    return {
      held: this.#held.size,
      heldBytes: this.#heldBytes,
      cleared: this.#cleared.size,
      heldEvicted: this.#heldEvicted,
      clearedEvicted: this.#clearedEvicted,
      maxHeldBytes: this.maxHeldBytes,
      maxCleared: this.maxCleared,
      maxResultBytes: this.maxResultBytes,
    };
  }

  toJSON(): ContextMemoryStats {
    return this.stats();
  }

  [INSPECT](): string {
    const s = this.stats();
    return `ContextMemory(held=${s.held}, heldBytes=${s.heldBytes}, cleared=${s.cleared})`;
  }
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value <= 0)
    throw new RangeError(`ContextMemory: ${name} must be a positive integer`);
  return value;
}
