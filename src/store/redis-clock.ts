// One clock for the fleet's resume notes (docs/fleet.md, "Round 45") and approval deadlines ("Round 47"): Redis's. A note's expiry is
// written by one replica and read and trimmed by the others, so a replica whose clock ran a month ahead
// dropped the others' notes as expired (a taint remembered 30 days forgotten at once). The replica's
// clock is read through an offset taken from Redis `TIME` at each recovery, so an injected test clock
// still moves time as before; a store given its own clock (`now`, the model tests' frame) keeps it unless told.
import type { Redis } from 'ioredis';

export class RedisClock {
  /** Local time minus Redis time, at the last sync (0 until the first). */
  private offset = 0;
  /**
   * The most local time minus Redis time can be, at the last reading (undefined before one): Redis read
   * its clock no later than the reply arrived, so never the midpoint's guess (round 58, third pass).
   */
  private offsetHigh: number | undefined;

  constructor(private readonly local: () => number) {}

  /** Now on Redis's clock, in ms. */
  now(): number {
    return this.local() - this.offset;
  }

  /** A time on Redis's clock read on this replica's (what its views and injected test clocks compare with). */
  toLocal(redisMs: number): number {
    return redisMs + this.offset;
  }

  /** This replica's clock, unshifted. */
  localNow(): number {
    return this.local();
  }

  /** Reads Redis `TIME` once; half the round trip is taken as the moment Redis read it. Throws as the command does. */
  async sync(client: Redis): Promise<void> {
    const before = this.local();
    const [seconds, micros] = await client.time();
    const after = this.local();
    const redisMs = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    if (!Number.isFinite(redisMs)) return;
    this.observe(before, after, redisMs);
    // Within the round trip (and TIME's millisecond) the clocks agree as far as can be told: no offset.
    this.offset =
      redisMs >= before - 1 && redisMs <= after + 1 ? 0 : Math.round((before + after) / 2) - redisMs;
  }

  /**
   * Redis read `redisMs` (its clock, truncated to the ms) at some moment between `before` and `after` on
   * this clock: the offset is between `before - redisMs - 1` and `after - redisMs + 1`. The bound always
   * moves; the offset only when the reading proves it outside those (a clock stepped or drifted since the
   * last sync), to the reading's midpoint: so a deadline sent on it (the lease's, now() + L) is off by at
   * most the last reading's round trip (half of it when the reading moved it), not by whatever the clocks
   * did since recovery (round 59).
   */
  observe(before: number, after: number, redisMs: number): void {
    if (!Number.isFinite(redisMs) || !Number.isFinite(before) || !(after >= before)) return;
    this.offsetHigh = after - redisMs + 1;
    const low = before - redisMs - 1;
    if (this.offset < low || this.offset > this.offsetHigh)
      this.offset = Math.round((before + after) / 2) - redisMs;
  }

  /**
   * The moment on this clock by which Redis's clock has certainly passed `redisMs` (as of the last
   * reading; undefined before one): what a wait for a deadline on Redis's clock must reach. The offset's
   * guess may be wrong by up to half a round trip, and either way, so never this.
   */
  passedAt(redisMs: number): number | undefined {
    return this.offsetHigh === undefined ? undefined : redisMs + this.offsetHigh + 1;
  }
}
