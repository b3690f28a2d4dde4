// Round 56: where an MCP client's persistent shell stands, per trace. A shell server behind gate may keep
// one shell between `tools/call`s (`cd /tmp/r` in one call, `git status` in the next, neither naming a
// directory); MCP carries no history, so gate folds each call proposed on a trace, in the order they came
// (kernel/ladder/shell-standing.ts), as the model wires fold a conversation (docs/floor.md, round 56).
import { NOWHERE, type Standing, standingAfter, UNSEEN } from '../../kernel/ladder/shell-standing.js';

/** Traces a stdio session keeps a standing for; a session names one, a client's `trace_id`s add more. */
export const MAX_SESSION_TRACES = 256;
/** Traces the HTTP endpoint keeps a standing for (it has no session: the trace is the conversation). */
export const MAX_HTTP_TRACES = 10_000;
/** How many more dropped traces are remembered by key alone, as a multiple of the record's bound. */
const FORGOTTEN_PER_HELD = 8;

/**
 * Bounded. Only a trace whose shell may stand somewhere gate reads (a shared place, one visited, `cd`
 * redefined) is held: most traces never move into one and take no room. Past `max` such traces the oldest
 * is dropped and its key remembered as forgotten (it reads UNSEEN: possibly shared, fail closed); past
 * `max * 8` forgotten keys the oldest goes, and from then on every trace the record does not hold, of that
 * owner (a client key's label, `''` for none), reads UNSEEN: one tenant's flood is its own.
 */
export class ShellStandings {
  readonly #by = new Map<string, Standing>();
  readonly #forgotten = new Set<string>();
  readonly #flooded = new Set<string>();

  constructor(private readonly max = MAX_SESSION_TRACES) {}

  /** Where the trace's shell stands before its next call (`owner`: the client key's label, if any). */
  of(trace: string, owner = ''): Standing {
    const held = this.#by.get(trace);
    if (held !== undefined) return held;
    return this.#forgotten.has(trace) || this.#flooded.has(owner) ? UNSEEN : NOWHERE;
  }

  /** A call of the trace was proposed (it may run): the shell stands where it would leave it. */
  ran(trace: string, args: unknown, owner = ''): void {
    const after = standingAfter(args, this.of(trace, owner));
    this.#by.delete(trace);
    this.#forgotten.delete(trace);
    if (
      after === NOWHERE ||
      (after.at === undefined && after.visited === undefined && after.redefined !== true)
    )
      return;
    this.#by.set(trace, after);
    for (const [oldest] of this.#by) {
      if (this.#by.size <= this.max) break;
      this.#by.delete(oldest);
      this.#forgotten.add(oldest);
    }
    for (const oldest of this.#forgotten) {
      if (this.#forgotten.size <= this.max * FORGOTTEN_PER_HELD) break;
      this.#forgotten.delete(oldest);
      this.#flooded.add(ownerOf(oldest));
    }
  }

  get size(): number {
    return this.#by.size;
  }
}

/** The owner part of a record key (scopedTrace: `label/trace`, or the trace alone). */
function ownerOf(key: string): string {
  const slash = key.indexOf('/');
  return slash < 0 ? '' : key.slice(0, slash);
}
