// What each client's writes added to the memory book's ledgers, so the book's weight bound pushes out the
// ledgers of the client that overflows its share (round 39): a client under its share that tips a book
// another client filled no longer loses its own ledgers. A write is charged to its writer, whoever owns
// the ledger; a dropped ledger uncharges every writer. Round 40: the order it pushes out in is the fleet
// script's (ledger-redis.ts LEDGER_WEIGHT_LUA), step for step, so one bound keeps the same ledgers on one
// replica and a fleet.
import type { ClientId } from '../store/ledger-owners.js';

export class LedgerWeights {
  /** Per client: the ledgers it added to, least recently grown first, and what it holds in each. */
  private readonly byClient = new Map<ClientId, Map<string, number>>();
  private readonly totals = new Map<ClientId, number>();
  /** Per ledger: its weight when last charged. Least recently written first (the book's oldest). */
  private readonly weights = new Map<string, number>();
  private sum = 0;

  /** `perClient`: the weight one client's writes may hold before its own ledgers go first. */
  constructor(readonly perClient: number) {}

  /**
   * `client` wrote the ledger, which now weighs `weight`: the growth is charged to it, a shrink comes off
   * its own part first, then the others'. `wrote`: the write counts as the ledger's latest even unchanged.
   */
  set(traceId: string, client: ClientId, weight: number, wrote = false): void {
    const before = this.weights.get(traceId);
    const delta = weight - (before ?? 0);
    if (delta !== 0 || wrote || before === undefined) {
      this.weights.delete(traceId);
      this.weights.set(traceId, weight);
    }
    this.sum += delta;
    if (delta > 0) {
      const mine = this.byClient.get(client) ?? new Map<string, number>();
      this.byClient.set(client, mine);
      const had = mine.get(traceId) ?? 0;
      mine.delete(traceId);
      mine.set(traceId, had + delta);
      this.totals.set(client, this.of(client) + delta);
      return;
    }
    let owe = -delta;
    owe -= this.takeOff(client, traceId, owe);
    for (const [other, mine] of this.byClient) {
      if (owe === 0) break;
      if (other !== client && mine.has(traceId)) owe -= this.takeOff(other, traceId, owe);
    }
  }

  /** Takes up to `owe` off `client`'s part of the ledger; what it took. */
  private takeOff(client: ClientId, traceId: string, owe: number): number {
    const mine = this.byClient.get(client);
    const part = mine?.get(traceId) ?? 0;
    const off = Math.min(part, owe);
    if (off === 0 || !mine) return 0;
    if (off === part) mine.delete(traceId);
    else mine.set(traceId, part - off);
    this.lower(client, off);
    return off;
  }

  private lower(client: ClientId, off: number): void {
    const left = this.of(client) - off;
    if (left <= 0 && (this.byClient.get(client)?.size ?? 0) === 0) {
      this.byClient.delete(client);
      this.totals.delete(client);
    } else this.totals.set(client, left);
  }

  /** The ledger left the book: each writer gives back what it added to it. */
  drop(traceId: string): void {
    this.sum -= this.weights.get(traceId) ?? 0;
    this.weights.delete(traceId);
    for (const [client, mine] of [...this.byClient]) {
      const part = mine.get(traceId);
      if (part === undefined) continue;
      mine.delete(traceId);
      this.lower(client, part);
    }
  }

  /** The ledger's weight when last charged. */
  weightOf(traceId: string): number {
    return this.weights.get(traceId) ?? 0;
  }

  /** The weight a client's writes hold now. */
  of(client: ClientId): number {
    return this.totals.get(client) ?? 0;
  }

  /** The weight of every ledger charged. */
  get total(): number {
    return this.sum;
  }

  /**
   * The ledger to push out of an overweight book for a write by `client`, never `keep`: the least recently
   * grown of the writer's when it holds more than its share; else of the client over its share that holds
   * the most (ties: the least name); else the writer's own; else the book's least recently written.
   */
  toDrop(client: ClientId, keep: string): string | undefined {
    if (this.of(client) > this.perClient) {
      const id = this.oldest(client, keep);
      if (id !== undefined) return id;
    }
    let heaviest: ClientId | undefined;
    let at: string | undefined;
    for (const [other, total] of this.totals) {
      if (total <= this.perClient) continue;
      const id = this.oldest(other, keep);
      if (id === undefined) continue;
      const best = heaviest === undefined ? -1 : this.of(heaviest);
      if (total > best || (total === best && other < heaviest!)) [heaviest, at] = [other, id];
    }
    const id = at ?? this.oldest(client, keep);
    if (id !== undefined) return id;
    for (const other of this.weights.keys()) if (other !== keep) return other;
    return undefined;
  }

  private oldest(client: ClientId, keep: string): string | undefined {
    for (const id of this.byClient.get(client)?.keys() ?? []) if (id !== keep) return id;
    return undefined;
  }
}
