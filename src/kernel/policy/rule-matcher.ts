// The deny_regex rules on one argument, matched together: one literal scan of the text names the rules
// that could match it (each rule's required literals, required-literals.ts), and only those run, each
// on its own RE2 program walked along its DFA (set-match.ts). A program is compiled the first time a
// text needs it, so a call that names no rule's literal compiles nothing and runs nothing
// (docs/policy.md, "When patterns compile"). A program that fails to compile matches every text: the
// call is refused by that rule, never let through. A rule whose pattern is a long top-level alternation
// (alternatives.ts) is matched one alternative at a time: a second literal scan names the alternatives
// that could match, and only their programs (each a few kB) are built and run, not the whole pattern's.
// A long alternative of the floor's is first searched by its own head (gateOf), which matches wherever it
// does: `pip` holds `ip`, but the `ip` alternative's 12.6 kB program is built only where `ip` can be the command.
import type { RE2Set } from 're2js';
import { SPLIT_MIN_LENGTH, topLevelAlternatives, topLevelGroupEnds } from './alternatives.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { floorAlternativeLiterals, floorLiterals } from './floor-literals.js';
import { LiteralScan, NOT_ASCII } from './literal-scan.js';
import { re2 } from './re2.js';
import { parsePattern, requiredLiterals } from './required-literals.js';
import { matchSet } from './set-match.js';

/** A program that did not compile: its rule matches every text (fail closed). */
const FAILED = null;

export class RuleMatcher {
  #scan: LiteralScan | undefined;
  /** Rules with no required literal (candidates for every text), ascending. */
  #always: readonly number[] = [];
  readonly #programs: (RE2Set | typeof FAILED | undefined)[];
  /** Rules answered by their alternatives' programs (1), for `compiled`. */
  readonly #splitBuilt: Uint8Array;
  readonly #marks: Int32Array;
  /** The candidates of the text last scanned, ascending: #count of them, or every rule when #all. */
  readonly #candidates: Int32Array;
  #count = 0;
  #all = false;
  #stamp = 0;

  /**
   * `splitFrom`: patterns at least this long are matched by their alternatives when the split is sound
   * (alternatives.ts); tests lower it to try the split on small patterns.
   */
  constructor(
    readonly patterns: readonly string[],
    readonly splitFrom = SPLIT_MIN_LENGTH,
  ) {
    this.#programs = new Array(patterns.length).fill(undefined);
    this.#splitBuilt = new Uint8Array(patterns.length);
    this.#marks = new Int32Array(patterns.length);
    this.#candidates = new Int32Array(patterns.length);
  }

  /** How many rules have had a program compiled so far (the whole pattern's or an alternative's). */
  get compiled(): number {
    let n = 0;
    for (let k = 0; k < this.patterns.length; k++)
      if (this.#programs[k] !== undefined || this.#splitBuilt[k] === 1) n++;
    return n;
  }

  /** The lowest rule index below `limit` matching `text`; Infinity when none does. */
  first(text: string, limit = Number.POSITIVE_INFINITY): number {
    this.#prefilter(text);
    if (this.#all) {
      const end = Math.min(limit, this.patterns.length);
      for (let k = 0; k < end; k++) if (this.#matches(k, text)) return k;
      return Number.POSITIVE_INFINITY;
    }
    const candidates = this.#candidates;
    for (let i = 0; i < this.#count; i++) {
      const k = candidates[i] as number;
      if (k >= limit) break;
      if (this.#matches(k, text)) return k;
    }
    return Number.POSITIVE_INFINITY;
  }

  /** Every rule index matching any of the texts, ascending. */
  hits(texts: readonly string[]): number[] {
    const hit = new Uint8Array(this.patterns.length);
    for (const text of texts) {
      this.#prefilter(text);
      const count = this.#all ? this.patterns.length : this.#count;
      for (let i = 0; i < count; i++) {
        const k = this.#all ? i : (this.#candidates[i] as number);
        if (hit[k] === 0 && this.#matches(k, text)) hit[k] = 1;
      }
    }
    const out: number[] = [];
    for (let k = 0; k < hit.length; k++) if (hit[k] === 1) out.push(k);
    return out;
  }

  /** Lists the rules that could match `text` (ascending), or sets #all when the prefilter cannot say. */
  #prefilter(text: string): void {
    if (this.#scan === undefined) {
      const literals = this.patterns.map(literalsOf);
      this.#always = literals.flatMap((l, k) => (l === null ? [k] : []));
      this.#scan = new LiteralScan(literals.map((l) => l ?? []));
    }
    this.#stamp = (this.#stamp + 1) | 0;
    if (this.#stamp === 0) {
      this.#marks.fill(-1);
      this.#stamp = 1;
    }
    const candidates = this.#candidates;
    let count = this.#scan.scan(text, this.#marks, this.#stamp, candidates);
    this.#all = count === NOT_ASCII;
    if (this.#all) return;
    for (const k of this.#always) if (this.#marks[k] !== this.#stamp) candidates[count++] = k;
    // Few candidates, nearly in order: insertion sort.
    for (let i = 1; i < count; i++) {
      const k = candidates[i] as number;
      let j = i - 1;
      while (j >= 0 && (candidates[j] as number) > k) {
        candidates[j + 1] = candidates[j] as number;
        j--;
      }
      candidates[j + 1] = k;
    }
    this.#count = count;
  }

  #matches(k: number, text: string): boolean {
    let program = this.#programs[k];
    if (program === undefined) {
      const pattern = this.patterns[k] as string;
      const split = pattern.length >= this.splitFrom ? splitOf(pattern) : null;
      if (split !== null) {
        const answer = split.matches(text);
        if (split.built) this.#splitBuilt[k] = 1;
        if (answer !== undefined) return answer;
      }
      program = compileOne(this.patterns[k] as string);
      this.#programs[k] = program;
    }
    return program === FAILED || matchSet(program, text).length > 0;
  }
}

/** A pattern matched by its top-level alternatives, each prefiltered by its own required literals. */
class Split {
  readonly #alternatives: readonly string[];
  readonly #scan: LiteralScan;
  readonly #always: readonly number[];
  readonly #programs: (RE2Set | typeof FAILED | undefined)[];
  /** Each alternative's gate (gateOf): its prefix, null for none, undefined until first needed. */
  readonly #gatePrefixes: (string | null | undefined)[];
  /** Each gate's program: null for none or not compiled, undefined until first needed. */
  readonly #gates: (RE2Set | typeof FAILED | undefined)[];
  readonly #gated: boolean;
  readonly #marks: Int32Array;
  readonly #candidates: Int32Array;
  #stamp = 0;
  /** Whether any alternative's program has been built. */
  built = false;

  /** `gated`: the floor's own pattern, whose every alternative is proven to compile (default-floor.test.ts). */
  constructor(
    alternatives: readonly string[],
    literals: readonly (readonly string[] | null)[],
    gated = false,
  ) {
    this.#alternatives = alternatives;
    this.#gated = gated;
    this.#gatePrefixes = new Array(alternatives.length).fill(undefined);
    this.#gates = new Array(alternatives.length).fill(undefined);
    this.#always = literals.flatMap((l, i) => (l === null ? [i] : []));
    this.#scan = new LiteralScan(literals.map((l) => l ?? []));
    this.#programs = new Array(alternatives.length).fill(undefined);
    this.#marks = new Int32Array(alternatives.length);
    this.#candidates = new Int32Array(alternatives.length);
  }

  /** Whether some alternative matches `text`; undefined when the prefilter cannot say (not ASCII). */
  matches(text: string): boolean | undefined {
    this.#stamp = (this.#stamp + 1) | 0;
    if (this.#stamp === 0) {
      this.#marks.fill(-1);
      this.#stamp = 1;
    }
    const count = this.#scan.scan(text, this.#marks, this.#stamp, this.#candidates);
    if (count === NOT_ASCII) return undefined;
    // Which alternative matches does not matter, only whether one does: no order needed.
    for (let i = 0; i < count; i++)
      if (this.#alternativeMatches(this.#candidates[i] as number, text)) return true;
    for (const a of this.#always)
      if (this.#marks[a] !== this.#stamp && this.#alternativeMatches(a, text)) return true;
    return false;
  }

  /** Finds every alternative's gate prefix, building no program: a start-up snapshot keeps them. */
  prepareGates(): void {
    if (this.#gated) for (let a = 0; a < this.#alternatives.length; a++) this.#gatePrefix(a);
  }

  #gatePrefix(a: number): string | null {
    let prefix = this.#gatePrefixes[a];
    if (prefix === undefined) {
      prefix = gateOf(this.#alternatives[a] as string);
      this.#gatePrefixes[a] = prefix;
    }
    return prefix;
  }

  #alternativeMatches(a: number, text: string): boolean {
    let program = this.#programs[a];
    if (program === undefined) {
      // A long alternative's own prefix first: where it does not match, neither does the alternative, and
      // the alternative's program (the `ip` one is 12.6 kB) is never built for `pip install`.
      if (this.#gated) {
        let gate = this.#gates[a];
        if (gate === undefined) {
          const prefix = this.#gatePrefix(a);
          gate = prefix === null ? FAILED : compileOne(prefix);
          this.#gates[a] = gate;
        }
        if (gate !== FAILED && matchSet(gate, text).length === 0) return false;
      }
      program = compileOne(this.#alternatives[a] as string);
      this.#programs[a] = program;
      this.built = true;
    }
    return program === FAILED || matchSet(program, text).length > 0;
  }
}

// Splits by pattern (null: matched whole), shared by every matcher like the programs. Bounded.
const SPLIT_CACHE_LIMIT = 1024;
const splitCache = new Map<string, Split | null>();

function splitOf(pattern: string): Split | null {
  let split = splitCache.get(pattern);
  if (split === undefined) {
    split = makeSplit(pattern);
    if (splitCache.size >= SPLIT_CACHE_LIMIT) splitCache.clear();
    splitCache.set(pattern, split);
  }
  return split;
}

/**
 * Splits the built-in floor's long rules and finds their gates' prefixes, building no program, so a start-up
 * snapshot holds them: reading the floor's 62 kB rule into its alternatives and their literal scan cost a
 * one-shot process about a tenth of a `pip install` preflight, and a server its first such command.
 */
export function prepareFloorSplits(): void {
  for (const { deny_regex: pattern } of DEFAULT_FLOOR.arg_rules)
    if (pattern !== undefined && pattern.length >= SPLIT_MIN_LENGTH) splitOf(pattern)?.prepareGates();
}

function makeSplit(pattern: string): Split | null {
  const alternatives = topLevelAlternatives(pattern);
  if (alternatives === null) return null;
  let literals: readonly (readonly string[] | null)[] | undefined = floorAlternativeLiterals(pattern);
  const floor = literals !== undefined;
  if (literals === undefined) {
    // Not the floor's: each alternative's literals from its parse, and no split if one does not parse
    // (the whole pattern then decides, failing closed as before).
    try {
      parsePattern(pattern);
      literals = alternatives.map((a) => requiredLiterals(parsePattern(a)));
    } catch {
      return null;
    }
  }
  return literals.length === alternatives.length ? new Split(alternatives, literals, floor) : null;
}

/** Alternatives at least this long are gated by a prefix of their own (gateOf). */
export const GATE_MIN_LENGTH = 4_096;

/**
 * The prefix of `alternative` that gates it: the shortest cut after a top-level group (alternatives.ts,
 * topLevelGroupEnds) that has required literals of its own, at most half the alternative; null for none.
 * Any such prefix matches wherever the alternative does, so it can only rule the alternative out; it is
 * worth a program when the literals that made the alternative a candidate can sit where the alternative
 * cannot match (`ip` inside `pip`): the floor's prefixes end at the command's name after its heads.
 */
export function gateOf(alternative: string): string | null {
  if (alternative.length < GATE_MIN_LENGTH) return null;
  const ends = topLevelGroupEnds(alternative);
  if (ends === null) return null;
  for (const end of ends) {
    if (end * 2 > alternative.length) break;
    const prefix = alternative.slice(0, end);
    try {
      if (requiredLiterals(parsePattern(prefix)) !== null) return prefix;
    } catch {
      // A prefix that does not parse on its own gates nothing; a longer one may.
    }
  }
  return null;
}

function compileOne(pattern: string): RE2Set | typeof FAILED {
  try {
    return compileProgram(pattern);
  } catch (e) {
    // Only RE2's own refusal is the pattern's for good; anything else (a stack overflow at the depth of a
    // first use, an abort) passes up to fail this call closed, and the next use builds it again: kept as
    // FAILED it refused every later call the rule's literals admit, for the process's life (round 43).
    if (e instanceof re2().RE2JSException) return FAILED;
    throw e;
  }
}

// Programs by pattern, shared by every matcher in the process: the floor binds one pattern to several
// arguments (a shell tool's command, exec_command's cmd and shell, write_stdin's chars), each argument a
// matcher of its own, and a reload repeats most patterns. Bounded: manifests come from anywhere.
const PROGRAM_CACHE_LIMIT = 1024;
const programCache = new Map<string, RE2Set>();

/** The RE2 program a rule's pattern runs on (throws what RE2 throws): `gate policy --check` builds each. */
export function compileProgram(pattern: string): RE2Set {
  let set = programCache.get(pattern);
  if (set === undefined) {
    const { RE2Set } = re2();
    set = new RE2Set(RE2Set.UNANCHORED);
    set.add(pattern);
    set.compile();
    if (programCache.size >= PROGRAM_CACHE_LIMIT) programCache.clear();
    programCache.set(pattern, set);
  }
  return set;
}

// Required literals by pattern: the built-in floor's from the table made at build time, others from
// their parse (once each; bounded, because manifests can come from anywhere).
const LITERALS_CACHE_LIMIT = 1024;
const literalsCache = new Map<string, readonly string[] | null>();

/** The required literals of a pattern (null: none, or it does not parse: always a candidate). */
export function literalsOf(pattern: string): readonly string[] | null {
  const known = floorLiterals(pattern);
  if (known !== undefined) return known;
  let literals = literalsCache.get(pattern);
  if (literals === undefined) {
    try {
      literals = requiredLiterals(parsePattern(pattern));
    } catch {
      literals = null;
    }
    if (literalsCache.size >= LITERALS_CACHE_LIMIT) literalsCache.clear();
    literalsCache.set(pattern, literals);
  }
  return literals;
}
