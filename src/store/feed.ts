// Feed semantics both stores share: what `since`, `limit`, `cursor` and `oldest` mean (docs/design.md §7).
// `since` is the last seq a reader has seen; it gets the events after it, oldest first.
import type { FeedEvent, FeedPage } from './types.js';

/** Default number of events a store retains before dropping the oldest. */
export const DEFAULT_FEED_WINDOW = 10_000;

/** Normalises a reader's `since` and `limit` (negative or fractional input is the caller's bug, not fatal). */
export function clampPage(since: number, limit: number, window: number): { since: number; limit: number } {
  const s =
    Number.isFinite(since) && since > 0 ? Math.min(Math.floor(since), Number.MAX_SAFE_INTEGER - 1) : 0;
  const l = Number.isFinite(limit) && limit > 0 ? Math.min(Math.floor(limit), window) : 0;
  return { since: s, limit: l };
}

/**
 * Builds one page from retained events (ascending seq, all > since) and the feed head.
 * Events of `excludeAgent` are skipped but still advance the cursor, so a reader never rescans them.
 * `since` is where the page starts (`readFrom`: a reader ahead of the head starts over, docs/fleet.md "Round 76").
 */
export function buildPage(
  candidates: Iterable<FeedEvent>,
  since: number,
  limit: number,
  head: number,
  oldest: number,
  excludeAgent?: string,
): FeedPage & { exhausted: boolean } {
  const events: FeedEvent[] = [];
  let cursor = Math.min(since, head);
  let exhausted = true;
  for (const event of candidates) {
    if (events.length >= limit) {
      exhausted = false;
      break;
    }
    cursor = event.seq;
    if (excludeAgent !== undefined && event.agent === excludeAgent) continue;
    events.push(event);
  }
  return { events, cursor, oldest, exhausted };
}

/**
 * The feed's head as readers see it: its sequence, never below the trust epoch. Every revocation moves both in
 * one script and every other event the sequence alone, so a sequence below the epoch was deleted (with its
 * stream, round 75: a reader at 0 was not told it missed a revocation); read at the epoch, the empty stream's
 * `oldest` (head + 1) tells it. The scripts resume a deleted sequence past the epoch the same way. Nor below
 * the newest retained event (`newest`, round 76): a sequence deleted alone leaves the stream's top the head, so
 * no reader is ahead of it; the next event replaces that stream and is numbered on Redis's clock, past every
 * cursor, so each reader is behind the new `oldest` and told it missed events.
 */
export function feedHead(seq: number, epoch: number, newest = 0): number {
  return Math.max(seq, epoch, newest);
}

/**
 * Where a reader's page starts: its `since`, or the feed's start when `since` is ahead of the head. A head below
 * a reader means the feed restarted under it (its sequence deleted, Redis restarted empty, a memory store's
 * process restarted), and the events after the restart are numbered at or below `since`: read after `since`,
 * they were skipped (round 76). The retained window is read again instead; a repeat is harmless, a loss is not.
 */
export function readFrom(since: number, head: number): number {
  return since > head ? 0 : since;
}

/** True when a reader that last saw `since` has missed events the window no longer holds. */
export function missedEvents(page: Pick<FeedPage, 'oldest'>, since: number): boolean {
  return since + 1 < page.oldest;
}
