// Where each distinctive value of one trace came from: the user's turns and the operator's
// configuration (trusted), or a tool result from an untrusted source (with that result's label). Keys
// are kept as 53-bit fingerprints in bounded sets, so a trace costs at most a few tens of kilobytes
// whatever its results hold. A full ledger fails closed: once an untrusted key had to be dropped, a
// value the user never gave is treated as untrusted (its source unknown).

import { createHash } from 'node:crypto';
import { InstructionReader } from './instruction.js';
import { findValues, foldForValues, MAX_VALUES_PER_TEXT, scanValues, unspell } from './values.js';

export interface ProvenanceLimits {
  /** Trusted and untrusted keys kept per trace, each. */
  maxKeys: number;
  /** Distinct result labels remembered per trace; later ones share the last slot. */
  maxSources: number;
}

export const DEFAULT_PROVENANCE_LIMITS: ProvenanceLimits = { maxKeys: 8192, maxSources: 64 };

/** Where a value came from, as far as the ledger can say. */
export type ValueOrigin =
  | { kind: 'trusted' }
  /** `instructed`: some result that holds it asked the reader to act on it (see instruction.ts). */
  | { kind: 'untrusted'; source: string; instructed: boolean }
  | { kind: 'unseen' };

/** Trusted text held unread past this many characters is read at once, so a long-lived ledger stays small. */
const MAX_PENDING_CHARS = 65_536;

/** The label of a result whose values could not all be kept. */
export const OVERFLOW_SOURCE = 'unknown (provenance ledger full)';

export class TraceProvenance {
  private readonly trusted = new Set<number>();
  /** Trusted texts not read yet (see noteTrusted). */
  private readonly pending: string[] = [];
  private pendingChars = 0;
  /** Fingerprint to (source slot << 1 | instructed). */
  private readonly untrusted = new Map<number, number>();
  private readonly sources: string[] = [];
  private overflowed = false;

  constructor(private readonly limits: ProvenanceLimits = DEFAULT_PROVENANCE_LIMITS) {}

  /** Values the user typed, or the operator configured: acting on them is the user's intent. */
  noteTrusted(text: string): void {
    // Read only when a value's origin is asked on a ledger that holds untrusted values: a conversation
    // with no untrusted result (most of a coding agent's turns) costs nothing to follow.
    this.pending.push(text);
    this.pendingChars += text.length;
    if (this.pendingChars > MAX_PENDING_CHARS) this.readPending();
  }

  private readPending(): void {
    for (const text of this.pending.splice(0)) {
      for (const v of findValues(text)) {
        for (const k of v.keys) {
          if (this.trusted.size >= this.limits.maxKeys) break;
          this.trusted.add(fingerprint(k));
        }
      }
    }
    this.pendingChars = 0;
  }

  /** Values a result from an untrusted source brought in; `source` labels it (tool and call id). */
  noteUntrusted(text: string, source: string): void {
    const folded = foldForValues(text);
    this.noteFolded(folded, source);
    const spelled = unspell(folded);
    if (spelled !== folded) this.noteFolded(spelled, source);
  }

  private noteFolded(folded: string, source: string): void {
    const found = scanValues(folded);
    if (found.length === 0) return;
    // A text with more values than a scan keeps may hide one past the limit: fail closed.
    if (found.length >= MAX_VALUES_PER_TEXT) this.overflowed = true;
    const slot = this.sourceSlot(source);
    const reader = new InstructionReader(folded);
    for (const v of found) {
      const entry = (slot << 1) | (reader.instructedAt(v.at, v.end) ? 1 : 0);
      for (const k of v.keys) {
        const fp = fingerprint(k);
        const had = this.untrusted.get(fp);
        if (had !== undefined) {
          // An order anywhere makes the value instructed; the first source stays its label.
          if ((entry & 1) === 1 && (had & 1) === 0) this.untrusted.set(fp, had | 1);
          continue;
        }
        if (this.untrusted.size >= this.limits.maxKeys) {
          this.overflowed = true;
          return;
        }
        this.untrusted.set(fp, entry);
      }
    }
  }

  /** Has the ledger had to drop an untrusted value? Then unseen values count as untrusted. */
  get full(): boolean {
    return this.overflowed;
  }

  /**
   * The origin of one value: its keys are most specific first, and the first key the ledger knows
   * decides (an address's own key before its host's), trusted winning when both sides know it.
   */
  originOf(keys: readonly string[]): ValueOrigin {
    // Nothing untrusted was ever noted: no value can be untrusted, whatever the user's turns hold.
    if (this.untrusted.size === 0 && !this.overflowed) return { kind: 'unseen' };
    if (this.pending.length > 0) this.readPending();
    for (const k of keys) {
      const fp = fingerprint(k);
      if (this.trusted.has(fp)) return { kind: 'trusted' };
      const e = this.untrusted.get(fp);
      if (e !== undefined)
        return { kind: 'untrusted', source: this.sources[e >> 1]!, instructed: (e & 1) === 1 };
    }
    if (this.overflowed) return { kind: 'untrusted', source: OVERFLOW_SOURCE, instructed: true };
    return { kind: 'unseen' };
  }

  /** Keys held, for the memory bench. */
  get size(): { trusted: number; untrusted: number } {
    if (this.pending.length > 0) this.readPending();
    return { trusted: this.trusted.size, untrusted: this.untrusted.size };
  }

  private sourceSlot(source: string): number {
    const known = this.sources.indexOf(source);
    if (known >= 0) return known;
    if (this.sources.length < this.limits.maxSources) return this.sources.push(source) - 1;
    return this.sources.length - 1;
  }
}

/** The first 48 bits of the key's SHA-256: collisions are negligible at ledger sizes. */
export function fingerprint(key: string): number {
  return createHash('sha256').update(key).digest().readUIntBE(0, 6);
}
