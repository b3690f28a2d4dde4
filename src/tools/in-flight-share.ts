// Each client's share of a backend's max_in_flight: one client's flood refuses that client, not the others
// (docs/mcp.md, "Round 52"). A client may hold at most half of the slots the other clients leave: alone it
// holds half the bound, and with k clients busy each settles at max/(k+1), as many slots staying free for
// the next client. Nothing is queued or taken back; a call past its share is refused before it is sent.

/** Who a call is charged to: a client key's label, else the caller's address (src/wire/mcp/session.ts). */
export type CallerId = string;

/** The caller of a call that names none (in-process callers, tests): one share for all of them. */
export const ANY_CALLER: CallerId = '*';

/** The calls `caller` may have in flight when the other callers hold `others`: half of what they leave, at least one. */
export function callerShare(max: number, others: number): number {
  return Math.max(1, Math.floor((max - others) / 2));
}

/** Calls in flight to one backend, in all and per caller; `take` says whether one more may start. */
export class InFlightShares {
  private total = 0;
  private readonly byCaller = new Map<CallerId, number>();

  constructor(readonly max: number) {}

  get inFlight(): number {
    return this.total;
  }

  /** Callers with a call in flight now. */
  get callers(): number {
    return this.byCaller.size;
  }

  /**
   * Counts one call of `caller` until `release` is called, or says why not: `all` when the backend holds
   * max_in_flight calls, `share` when this caller holds its share (callerShare) of them.
   */
  take(
    caller: CallerId,
  ): { release: () => void } | { refused: 'all' | 'share'; held: number; share: number } {
    const held = this.byCaller.get(caller) ?? 0;
    const share = callerShare(this.max, this.total - held);
    if (this.total >= this.max) return { refused: 'all', held, share };
    if (held >= share) return { refused: 'share', held, share };
    this.total++;
    this.byCaller.set(caller, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total--;
        const left = (this.byCaller.get(caller) ?? 1) - 1;
        if (left === 0) this.byCaller.delete(caller);
        else this.byCaller.set(caller, left);
      },
    };
  }
}
