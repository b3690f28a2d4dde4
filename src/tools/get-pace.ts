// The GET streams a Streamable HTTP downstream is opened for: notifications, and the resumption of a POST
// stream that ended before its answer. The SDK opens one again as soon as the server ends it (its attempt
// count starts over each time, and a `retry: 0` field sets the delay), so a server that ended every GET at
// once kept gate reconnecting hundreds of times a second (docs/mcp.md, "Round 28"). GETs now draw on a
// bucket: a burst of GET_PACE_BURST at once, then one each GET_PACE_REFILL_MS.
import { setTimeout as sleep } from 'node:timers/promises';

/** GETs that may open at once (resumptions of calls made together), and the pace after them. */
export const GET_PACE_BURST = 8;
export const GET_PACE_REFILL_MS = 2_000;

export class GetPace {
  /** Tokens left; below zero, GETs already waiting for a token to come. */
  private tokens = GET_PACE_BURST;
  /** When the last token was counted in. */
  private at: number;

  constructor(private readonly now: () => number = Date.now) {
    this.at = now();
  }

  /** How long the next GET waits for its token (0: one is there); the token is then its own. */
  next(): number {
    const t = this.now();
    const came = Math.floor((t - this.at) / GET_PACE_REFILL_MS);
    if (came > 0) {
      this.tokens = Math.min(GET_PACE_BURST, this.tokens + came);
      this.at = this.tokens === GET_PACE_BURST ? t : this.at + came * GET_PACE_REFILL_MS;
    }
    this.tokens -= 1;
    return this.tokens >= 0 ? 0 : this.at + -this.tokens * GET_PACE_REFILL_MS - t;
  }

  /** Waits the next GET's time; ends early (rejecting) when `signal` aborts, as the transport closing does. */
  async wait(signal: AbortSignal | null | undefined): Promise<void> {
    const ms = this.next();
    if (ms > 0) await sleep(ms, undefined, { ref: false, ...(signal ? { signal } : {}) });
  }
}
