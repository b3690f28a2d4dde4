// Round 56: where an MCP client's persistent shell stands, per trace. A shell server behind gate may keep
// one shell between `tools/call`s (`cd /tmp/r` in one call, `git status` in the next, neither naming a
// directory); MCP carries no history, so gate folds each call proposed on a trace, in the order they came
// (kernel/ladder/shell-standing.ts), as the model wires fold a conversation (docs/floor.md, round 56).
import { GateError } from '../../kernel/errors.js';
import { NOWHERE, type Standing, standingAfter, UNSEEN } from '../../kernel/ladder/shell-standing.js';
import type { StandingRead } from '../../store/standing-redis.js';

/**
 * Round 57: a record of where traces' shells stand: one session's or one gateway's (ShellStandings), or
 * the fleet's (SharedShellStandings). `proposed` answers where the trace's shell stood before the call
 * and folds the call in, in one step, so calls of one trace are each judged after the one before.
 */
export interface StandingRecord {
  /** `key`: the trace's key (scopedTrace); `owner`: the client key's label, `''` for none. */
  proposed(key: string, args: unknown, owner: string): Standing | Promise<Standing>;
}

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
export class ShellStandings implements StandingRecord {
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

  /** Where the trace's shell stood, and the call folded in (synchronous: calls sent together keep their order). */
  proposed(trace: string, args: unknown, owner = ''): Standing {
    const before = this.of(trace, owner);
    this.ran(trace, args, owner);
    return before;
  }

  /** A call of the trace was proposed (it may run): the shell stands where it would leave it. */
  ran(trace: string, args: unknown, owner = ''): void {
    const after = standingAfter(args, this.of(trace, owner));
    this.#by.delete(trace);
    this.#forgotten.delete(trace);
    if (!worthHolding(after)) return;
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

/** Only a standing gate reads takes room: one that may be in a shared place, or a redefined `cd`. */
function worthHolding(s: Standing): boolean {
  return s !== NOWHERE && (s.at !== undefined || s.visited !== undefined || s.redefined === true);
}

/** The fleet's side of shared standings (RedisStore, standing-redis.ts); both throw when it cannot answer. */
export interface StandingStore {
  readStanding(key: string, owner: string): Promise<StandingRead>;
  writeStanding(
    key: string,
    owner: string,
    token: string,
    after: Standing | undefined,
    max: number,
  ): Promise<boolean>;
}

/** Reads and folds a trace tries before its call is refused as one the record could not place. */
const MAX_FOLD_TRIES = 16;

/**
 * Round 57: POST /mcp's record in a fleet: in the shared store, so every replica judges a trace's call
 * after all its earlier ones, wherever they landed. The same bounds as one gateway's (MAX_HTTP_TRACES
 * held, eight times as many dropped, then the owner's every unheld trace reads UNSEEN for one taint TTL).
 * What cannot be read is never judged as a trace with no earlier call: with the store away a call that
 * moves nothing is judged UNSEEN (the verdict in-band and journaled, as a sink is when taint cannot be
 * read), and one that would move the standing is refused (STORE_UNAVAILABLE, the wire's error), as is
 * a call whose record changed under every try. A record gate did not
 * write, or one Redis may have lost (the taint hold, another generation), reads UNSEEN.
 */
export class SharedShellStandings implements StandingRecord {
  constructor(
    private readonly store: StandingStore,
    private readonly max = MAX_HTTP_TRACES,
  ) {}

  async proposed(key: string, args: unknown, owner = ''): Promise<Standing> {
    for (let i = 0; i < MAX_FOLD_TRIES; i++) {
      const read = await this.store.readStanding(key, owner).catch((err: unknown) => {
        // The store away: a call that moves nothing is judged as a trace that may stand anywhere (UNSEEN,
        // fail closed, as taint is then); one that would move it cannot be recorded, so it is refused.
        if (standingAfter(args, UNSEEN) === UNSEEN) return undefined;
        return refused(err);
      });
      if (read === undefined) return UNSEEN;
      const before =
        read.standing ??
        (read.unreadable === true || read.dropped === true || read.lost === true ? UNSEEN : NOWHERE);
      const after = standingAfter(args, before);
      // Nothing changes (a call that moves nothing, on a trace held or not): nothing to write.
      if (after === before && (read.standing !== undefined || !worthHolding(after))) return before;
      const held = worthHolding(after) ? after : undefined;
      if (await this.store.writeStanding(key, owner, read.token, held, this.max).catch(refused))
        return before;
    }
    throw new GateError(
      'STORE_UNAVAILABLE',
      `where this trace's shell stands changed under ${MAX_FOLD_TRIES} tries (other calls of the trace at once): the call was not judged; send it again`,
    );
  }
}

/** The store could not answer: the call is refused with the wire's error, never judged without its trace. */
function refused(err: unknown): never {
  const detail = err instanceof GateError ? `: ${err.message}` : '';
  throw new GateError(
    'STORE_UNAVAILABLE',
    `where this trace's shell stands is kept in the fleet's store, which cannot answer${detail}; the call was not judged: send it again once the store is back`,
  );
}
