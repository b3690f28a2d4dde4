// Round 56: where an MCP client's persistent shell stands, per trace. A shell server behind gate may keep
// one shell between `tools/call`s (`cd /tmp/r` in one call, `git status` in the next, neither naming a
// directory); MCP carries no history, so gate folds each call it admitted, in the order it admitted them
// (kernel/ladder/shell-standing.ts), as the model wires fold a conversation (docs/floor.md, round 56).
import { NOWHERE, type Standing, standingAfter, UNSEEN } from '../../kernel/ladder/shell-standing.js';

/** Traces a stdio session keeps a standing for; a session names one, a client's `trace_id`s add more. */
export const MAX_SESSION_TRACES = 256;
/** Traces the HTTP endpoint keeps a standing for (it has no session: the trace is the conversation). */
export const MAX_HTTP_TRACES = 10_000;

/**
 * Bounded: past `max` traces the oldest is dropped, and from then on a trace it does not hold may be one
 * it dropped, so it is read as possibly standing in a shared place (UNSEEN: fail closed, said so).
 */
export class ShellStandings {
  readonly #by = new Map<string, Standing>();
  #dropped = false;

  constructor(private readonly max = MAX_SESSION_TRACES) {}

  /** Where the trace's shell stands before its next call. */
  of(trace: string): Standing {
    return this.#by.get(trace) ?? (this.#dropped ? UNSEEN : NOWHERE);
  }

  /** A call of the trace was proposed (it may run): the shell stands where it would leave it. */
  ran(trace: string, args: unknown): void {
    const after = standingAfter(args, this.of(trace));
    this.#by.delete(trace);
    this.#by.set(trace, after);
    for (const oldest of this.#by.keys()) {
      if (this.#by.size <= this.max) break;
      this.#by.delete(oldest);
      this.#dropped = true;
    }
  }

  get size(): number {
    return this.#by.size;
  }
}
