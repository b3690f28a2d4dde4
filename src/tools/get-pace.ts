// The GET streams a Streamable HTTP downstream is opened for: notifications, and the resumption of a POST
// stream that ended before its answer. The SDK opens one again as soon as the server ends it (its attempt
// count starts over each time, and a `retry: 0` field sets the delay), so a server that ended every GET at
// once kept gate reconnecting hundreds of times a second (docs/mcp.md, "Round 28"). GETs draw on a bucket:
// a burst of GET_PACE_BURST at once, then one each pace. The pace starts at GET_PACE_REFILL_MS and doubles
// with each GET reopened while the last one still had to wait, up to GET_PACE_MAX_MS; one that opens
// without waiting (its stream lived) sets it back ("Round 28, second pass").
import { setTimeout as sleep } from 'node:timers/promises';

/** GETs that may open at once (resumptions of calls made together), and the pace after them. */
export const GET_PACE_BURST = 8;
export const GET_PACE_REFILL_MS = 2_000;
/** The longest pace: a server that ends every GET at once is reopened this often, no more. */
export const GET_PACE_MAX_MS = 300_000;
/** The burst a full bucket allows before the pace applies. */
const TOLERANCE_MS = (GET_PACE_BURST - 1) * GET_PACE_REFILL_MS;

/** What health and metrics read of one backend's pace. */
export interface GetPaceStats {
  /** GETs asked for since start, and those of them that had to wait. */
  opened: number;
  paced: number;
  /** The pace in force (GET_PACE_REFILL_MS unless backed off). */
  paceMs: number;
}

export class GetPace {
  /** When the bucket is full again at the pace in force (the rate's theoretical arrival time). */
  private tat: number;
  private pace = GET_PACE_REFILL_MS;
  /** When the last GET that had to wait opens: one asked for before then queues behind it (not a reopen). */
  private queuedUntil = -Infinity;
  /** Whether the GET before this one had to wait: a reopen after a paced GET doubles the pace. */
  private lastPaced = false;
  private opened = 0;
  private paced = 0;

  constructor(private readonly now: () => number = Date.now) {
    this.tat = now();
  }

  /** How long the next GET waits for its turn (0: at once); the turn is then its own. */
  next(): number {
    const t = this.now();
    this.opened += 1;
    const reopen = t >= this.queuedUntil;
    let wait = Math.max(0, Math.max(this.tat, t) - TOLERANCE_MS - t);
    if (wait === 0) {
      this.pace = GET_PACE_REFILL_MS;
      this.lastPaced = false;
    } else if (reopen && this.lastPaced && this.pace < GET_PACE_MAX_MS) {
      // The last turn, already counted at the old pace, is counted again at the doubled one.
      const doubled = Math.min(2 * this.pace, GET_PACE_MAX_MS);
      this.tat += doubled - this.pace;
      this.pace = doubled;
      wait = Math.max(this.tat, t) - TOLERANCE_MS - t;
    }
    this.tat = Math.max(this.tat, t) + this.pace;
    if (wait > 0) {
      this.paced += 1;
      this.lastPaced = true;
      this.queuedUntil = t + wait;
    }
    return wait;
  }

  stats(): GetPaceStats {
    return { opened: this.opened, paced: this.paced, paceMs: this.pace };
  }

  /** Waits the next GET's time; ends early (rejecting) when `signal` aborts, as the transport closing does. */
  async wait(signal: AbortSignal | null | undefined): Promise<void> {
    const ms = this.next();
    if (ms > 0) await sleep(ms, undefined, { ref: false, ...(signal ? { signal } : {}) });
  }
}
