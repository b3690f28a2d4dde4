// What each client's writes added to the memory book's ledgers, so the book's weight bound pushes out the
// ledgers of the client that overflows its share (round 39): a client under its share that tips a book
// another client filled no longer loses its own ledgers. A write is charged to its writer, whoever owns
// the ledger; a dropped ledger uncharges every writer.
import type { ClientId } from '../store/ledger-owners.js';

export class LedgerWeights {
  /** Per client: the ledgers it wrote into, least recently written first, and the weight it added to each. */
  private readonly byClient = new Map<ClientId, Map<string, number>>();
  private readonly totals = new Map<ClientId, number>();
  /** Per ledger: the clients that wrote into it. */
  private readonly writers = new Map<string, Set<ClientId>>();

  /** `perClient`: the weight one client's writes may hold before its own ledgers go first. */
  constructor(readonly perClient: number) {}

  /** `client`'s write changed the ledger's weight by `delta` (a shrink comes off its own part first). */
  charge(traceId: string, client: ClientId, delta: number): void {
    const mine = this.byClient.get(client) ?? new Map<string, number>();
    this.byClient.set(client, mine);
    const had = mine.get(traceId) ?? 0;
    mine.delete(traceId);
    mine.set(traceId, Math.max(0, had + delta));
    this.totals.set(client, (this.totals.get(client) ?? 0) + Math.max(-had, delta));
    const set = this.writers.get(traceId) ?? new Set<ClientId>();
    this.writers.set(traceId, set);
    set.add(client);
    // What the shrink took beyond this writer's part comes off the others' (never below nothing).
    let rest = had + delta < 0 ? -(had + delta) : 0;
    for (const other of set) {
      if (rest === 0) break;
      if (other === client) continue;
      const part = this.byClient.get(other)?.get(traceId) ?? 0;
      const off = Math.min(part, rest);
      this.byClient.get(other)?.set(traceId, part - off);
      this.totals.set(other, (this.totals.get(other) ?? 0) - off);
      rest -= off;
    }
  }

  /** The ledger left the book: each writer gives back what it added to it. */
  drop(traceId: string): void {
    for (const client of this.writers.get(traceId) ?? []) {
      const mine = this.byClient.get(client);
      const part = mine?.get(traceId) ?? 0;
      mine?.delete(traceId);
      const left = (this.totals.get(client) ?? 0) - part;
      if (mine && mine.size === 0) {
        this.byClient.delete(client);
        this.totals.delete(client);
      } else this.totals.set(client, left);
    }
    this.writers.delete(traceId);
  }

  /** The weight a client's writes hold now. */
  of(client: ClientId): number {
    return this.totals.get(client) ?? 0;
  }

  /**
   * The ledger to push out of an overweight book for a write by `client`: the least recently written of
   * the ledgers it wrote into when it holds more than its share, else of a client that does; undefined
   * when no client is over its share (the book's own rule decides). Never `keep`.
   */
  toDrop(client: ClientId, keep: string): string | undefined {
    if (this.of(client) > this.perClient) return this.oldest(client, keep);
    for (const [other, total] of this.totals)
      if (total > this.perClient) {
        const id = this.oldest(other, keep);
        if (id !== undefined) return id;
      }
    return undefined;
  }

  private oldest(client: ClientId, keep: string): string | undefined {
    for (const id of this.byClient.get(client)?.keys() ?? []) if (id !== keep) return id;
    return undefined;
  }
}
