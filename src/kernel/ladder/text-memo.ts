// A bounded memo of a pure reading of one shell text (its write targets, its renderings). Several rungs
// ask about the call's command in one decision (the last text answers them), and an agent runs the same
// few commands again and again: a text read again in a later decision is kept, a few dozen at most.
// Only a text seen twice is kept: a run of distinct commands then keeps nothing but the texts (keeping
// every reading made the collector promote them, slower than reading afresh).
// What is kept depends on the text alone (and on the fast-path switch, which empties every memo), so a
// decision is the same whether its reading was kept or made; docs/floor.md, "Round 13", has the reasoning.

import type { ArgGroup } from '../policy/arg-rule-index.js';
import type { Analysis } from './shell.js';
import { fastPathSwitches } from './shell-plain.js';
import type { ShellReading } from './shell-reading.js';

/** Texts longer than this are not kept past their own decision: a memo is for the common short command. */
const MAX_TEXT = 4096;
/** Texts kept, and texts remembered as seen once; a full set is emptied, never grown. */
const MAX_ENTRIES = 32;

/** Marks a text seen once: its reading is not kept yet. */
const SEEN = Symbol('seen');

export class TextMemo<T> {
  private lastText: string | undefined;
  private lastValue: T | undefined;
  /** Each text seen in an earlier decision: its reading, or SEEN when it was seen once. */
  private readonly kept = new Map<string, T | typeof SEEN>();
  /** The fast-path switches this memo's readings were made under; a switch since empties it. */
  private switches = fastPathSwitches();

  get(text: string): T | undefined {
    if (this.switches !== fastPathSwitches()) {
      this.clear();
      this.switches = fastPathSwitches();
    }
    if (text === this.lastText) return this.lastValue;
    const value = this.kept.get(text);
    this.probed = text;
    this.probedSeen = value === SEEN;
    if (value === undefined || value === SEEN) return undefined;
    this.lastText = text;
    this.lastValue = value;
    return value;
  }

  set(text: string, value: T): void {
    this.lastText = text;
    this.lastValue = value;
    if (text.length > MAX_TEXT) return;
    // A miss just looked up (the usual caller) says already whether the text was seen before.
    const seen = text === this.probed ? this.probedSeen : this.kept.get(text) === SEEN;
    if (!seen && this.kept.size >= MAX_ENTRIES) this.kept.clear();
    this.kept.set(text, seen ? value : SEEN);
  }
  private probed: string | undefined;
  private probedSeen = false;

  clear(): void {
    this.probed = undefined;
    this.lastText = undefined;
    this.lastValue = undefined;
    this.kept.clear();
  }

  /** Texts whose reading is kept now (for tests). */
  get size(): number {
    let n = 0;
    for (const v of this.kept.values()) if (v !== SEEN) n++;
    return n;
  }
}

/**
 * What the ladder has read of one argument text, each part filled by its reader the first time one
 * asks: one lookup a text a decision, however many rungs and rules read it.
 */
export interface TextFacts {
  /** Its commands and write targets, as a shell text (shell.ts). */
  analysis: Analysis | undefined;
  /** Its renderings, as a shell text (shell-reading.ts). */
  reading: ShellReading | undefined;
  /** The forbidden host it names, null for none (egress.ts). */
  host: string | null | undefined;
  /** Each one-set rule group's first violated rule (arg-rules.ts), by group: a policy's own answer. */
  firsts: Map<ArgGroup, number> | undefined;
}

const facts = new TextMemo<TextFacts>();

/** The facts of `text`, kept or new (empty). */
export function factsOf(text: string): TextFacts {
  let known = facts.get(text);
  if (known === undefined) {
    known = { analysis: undefined, reading: undefined, host: undefined, firsts: undefined };
    facts.set(text, known);
  }
  return known;
}
