// A reading of one parse (its list of simple commands), kept for that parse. A long parse keeps it in a
// WeakMap, as each of its lists and layers asks; a short one (most commands) only as the last parse read: a WeakMap
// entry per distinct command cost a cold command more than the readings it saved (docs/floor.md, round 26).
import type { SimpleCommand } from './shell-parse.js';

/** Parses of more commands or words than these keep their reading in the WeakMap. */
const SHORT_COMMANDS = 8;
const SHORT_WORDS = 64;

/** A parse whose readings, each linear in its words, may be made again at every ask (a few asks a command). */
function isShort(all: readonly SimpleCommand[]): boolean {
  if (all.length > SHORT_COMMANDS) return false;
  let words = 0;
  for (const c of all) words += c.words.length;
  return words <= SHORT_WORDS;
}

export class ParseMemo<T> {
  #last: readonly SimpleCommand[] | undefined;
  #lastValue: T | undefined;
  readonly #long = new WeakMap<readonly SimpleCommand[], T>();

  /** `read(all)`, made once for a long parse and reused while `all` is the parse last asked about. */
  of(all: readonly SimpleCommand[], read: (all: readonly SimpleCommand[]) => T): T {
    if (all === this.#last) return this.#lastValue as T;
    const long = !isShort(all);
    let value = long ? this.#long.get(all) : undefined;
    if (value === undefined) {
      value = read(all);
      if (long) this.#long.set(all, value);
    }
    this.#last = all;
    this.#lastValue = value;
    return value;
  }
}
