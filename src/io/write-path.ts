// Where a flush's O_DSYNC write runs: on the event loop while the device has proven fast (a tmpfs, a
// disk cache that acknowledges at once), else in libuv's thread pool, so a slow flush never stalls other
// sockets for longer than one probe (docs/journal.md, 'Durability', Round 25). Shared by the journal and
// the access log, so it lives outside src/journal: serve's start must not reach the journal's modules.

/** A direct write that returns within this many ms costs the loop less than the pool's hand-off does. */
export const DIRECT_WRITE_BUDGET_MS = 0.1;
/** Slow direct writes in a row before the pool: one alone is as often the loaded machine preempting the write. */
export const SLOW_WRITES_TO_BACK_OFF = 2;
/** Flushes sent to the pool after the first backoff; doubled for each slow probe in a row. */
export const FIRST_BACKOFF_FLUSHES = 64;
/** The longest backoff: a slow device is probed once every this many flushes at most. */
export const MAX_BACKOFF_FLUSHES = 4096;

/** The decision for each flush, and what each direct write's duration teaches it. */
export class WritePath {
  /** Flushes left to send to the pool before the next direct probe. */
  private poolFlushes = 0;
  private backoff = FIRST_BACKOFF_FLUSHES;
  /** Slow direct writes since the last fast one. */
  private slowInRow = 0;

  /** Whether this flush writes on the event loop; counts a pooled flush against the backoff. */
  direct(): boolean {
    if (this.poolFlushes === 0) return true;
    this.poolFlushes -= 1;
    return false;
  }

  /** A direct write took `ms`: within budget resets the backoff; the second slow one in a row sends the next flushes to the pool. */
  noted(ms: number): void {
    if (ms <= DIRECT_WRITE_BUDGET_MS) {
      this.backoff = FIRST_BACKOFF_FLUSHES;
      this.slowInRow = 0;
      return;
    }
    this.slowInRow += 1;
    if (this.slowInRow < SLOW_WRITES_TO_BACK_OFF) return;
    this.poolFlushes = this.backoff;
    this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_FLUSHES);
  }
}
