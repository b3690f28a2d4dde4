// Which client each kept MCP ledger (and each forgotten trace) is charged to, so one client's flood of
// fresh traces spends its own share of the book (docs/provenance.md, "Where ledgers live"): it pushes
// out its own oldest ledgers, and when its own memory of forgotten traces overflows, only the ledgers it
// starts begin full. The book's global bounds stay as they were; past them (many clients at once) the
// book falls back to its global rule.

/** The client a request comes from: its remote address (an IPv6 one by its /64), or the stdio peer. */
export type ClientId = string;

/** The client of a request that names none (in-process callers, tests): one shared share. */
export const ANY_CLIENT: ClientId = '*';

/** An IPv6 /64 is one client: a host is given a whole one, so its addresses are not many clients. */
export function clientOfAddress(address: string | undefined): ClientId {
  if (address === undefined || address === '') return ANY_CLIENT;
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (v4) return v4[1]!;
  if (!address.includes(':')) return address;
  const groups = expandV6(address);
  return groups === undefined ? address : `${groups.slice(0, 4).join(':')}::/64`;
}

function expandV6(address: string): string[] | undefined {
  const bare = address.split('%')[0]!;
  const [head, tail] = bare.split('::', 2) as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const all = [...left, ...Array<string>(Math.max(0, fill)).fill('0'), ...right];
  return all.length === 8 ? all.map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')) : undefined;
}

interface Share {
  /** The client's kept ledgers, least recently used first. */
  ledgers: Set<string>;
  forgotten: number;
  /** Until when every ledger this client starts begins full (its forgotten traces overflowed). */
  fullUntil: number;
}

export class LedgerOwners {
  private readonly shares = new Map<ClientId, Share>();
  private readonly ownerOf = new Map<string, ClientId>();

  /** `perClient`: the most ledgers one client is charged with; `perClientForgotten`, forgotten traces. */
  constructor(
    readonly perClient: number,
    readonly perClientForgotten = perClient,
  ) {}

  /** The ledger of `traceId` is kept (or used) for `client`; a ledger already charged keeps its owner. */
  touch(traceId: string, client: ClientId): void {
    const owner = this.ownerOf.get(traceId) ?? client;
    const share = this.share(owner);
    share.ledgers.delete(traceId);
    share.ledgers.add(traceId);
    this.ownerOf.set(traceId, owner);
  }

  /** The client a kept ledger is charged to, if any. */
  chargedTo(traceId: string): ClientId | undefined {
    return this.ownerOf.get(traceId);
  }

  /**
   * The ledger to drop from a full book for `client`: its own least recently used when it holds its
   * whole share, else that of a client holding more than its share, else none (the book's oldest goes).
   */
  toDrop(client: ClientId): string | undefined {
    const own = this.shares.get(client);
    if (own && own.ledgers.size >= this.perClient) return own.ledgers.values().next().value;
    for (const share of this.shares.values())
      if (share.ledgers.size > this.perClient) return share.ledgers.values().next().value;
    return undefined;
  }

  /**
   * The ledger of `traceId` was dropped and its trace remembered as forgotten, charged to its owner.
   * False when the owner's memory of forgotten traces is full: it is not remembered, and every ledger
   * the owner starts begins full until `until`.
   */
  forget(traceId: string, until: number): boolean {
    const owner = this.ownerOf.get(traceId);
    this.ownerOf.delete(traceId);
    if (owner === undefined) return true;
    const share = this.share(owner);
    share.ledgers.delete(traceId);
    // A client's memory of forgotten traces is its own share: past it, only its own ledgers start full.
    if (share.forgotten >= this.perClientForgotten) {
      share.fullUntil = until;
      return false;
    }
    share.forgotten++;
    this.ownerOf.set(`\0forgotten\0${traceId}`, owner);
    return true;
  }

  /** The ledger of `traceId` was dropped long unused (expired): nothing is remembered or charged. */
  released(traceId: string): void {
    const owner = this.ownerOf.get(traceId);
    if (owner === undefined) return;
    this.ownerOf.delete(traceId);
    const share = this.shares.get(owner);
    share?.ledgers.delete(traceId);
    if (share && share.ledgers.size === 0 && share.forgotten === 0 && share.fullUntil === 0)
      this.shares.delete(owner);
  }

  /** A forgotten trace started a ledger again: it no longer counts against its owner's memory. */
  remembered(traceId: string): void {
    const key = `\0forgotten\0${traceId}`;
    const owner = this.ownerOf.get(key);
    if (owner === undefined) return;
    this.ownerOf.delete(key);
    const share = this.shares.get(owner);
    if (!share) return;
    share.forgotten--;
    // A client that holds nothing and has no full period set is not kept.
    if (share.ledgers.size === 0 && share.forgotten === 0 && share.fullUntil === 0) this.shares.delete(owner);
  }

  /** Does every ledger this client starts begin full? */
  startsFull(client: ClientId, now: number): boolean {
    const share = this.shares.get(client);
    return share !== undefined && now < share.fullUntil;
  }

  private share(client: ClientId): Share {
    let share = this.shares.get(client);
    if (!share) {
      share = { ledgers: new Set(), forgotten: 0, fullUntil: 0 };
      this.shares.set(client, share);
    }
    return share;
  }
}
