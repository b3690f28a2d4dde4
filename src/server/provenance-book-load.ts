// The MCP traces' ledger book, loaded on its first use: the book's module brings the ledger and the
// provenance kernel, which `gate serve` no longer evaluates before it listens (docs/operations.md,
// "Startup", round 24 second pass). Every method awaits the load, so nothing is decided without the
// book: a failed load rejects the call that needed it (the decision is refused) and is retried next time.

import { LoadOnce } from '../kernel/load-once.js';
import type { FollowedValues } from '../kernel/provenance/followed.js';
import type { TraceProvenance } from '../kernel/provenance/ledger.js';
import type { NameFloor } from '../store/ledger-names.js';
import type { ClientId } from '../store/ledger-owners.js';
import type * as BookModule from './provenance-book.js';
import type { ProvenanceBook } from './provenance-book.js';

export class LazyProvenanceBook implements ProvenanceBook {
  readonly #load: LoadOnce<ProvenanceBook>;

  /** `make` builds the book from its module once loaded (a local or a shared book). */
  constructor(make: (book: typeof BookModule) => ProvenanceBook) {
    this.#load = new LoadOnce(() => import('./provenance-book.js').then(make));
  }

  /** Starts the load (the warm-up); resolves when loaded, or rejects as a call would. */
  load(): Promise<ProvenanceBook> {
    return this.#load.get();
  }

  async ledger(
    traceId: string,
    userTurn?: string,
    args?: unknown,
    client?: ClientId,
    floor?: NameFloor,
  ): Promise<TraceProvenance | undefined> {
    return (this.#load.value ?? (await this.load())).ledger(traceId, userTurn, args, client, floor);
  }

  async noteResult(
    traceId: string,
    tool: string,
    text: string,
    follow: FollowedValues,
    client?: ClientId,
    floor?: NameFloor,
  ): Promise<void> {
    return (this.#load.value ?? (await this.load())).noteResult(traceId, tool, text, follow, client, floor);
  }

  async noteCall(
    traceId: string,
    tool: string,
    args: readonly string[],
    ledger: TraceProvenance,
    client?: ClientId,
    floor?: NameFloor,
  ): Promise<void> {
    return (this.#load.value ?? (await this.load())).noteCall(traceId, tool, args, ledger, client, floor);
  }

  async noteCredentialCall(
    traceId: string,
    tool: string,
    args: readonly string[],
    client?: ClientId,
  ): Promise<void> {
    return (this.#load.value ?? (await this.load())).noteCredentialCall?.(traceId, tool, args, client);
  }
}
