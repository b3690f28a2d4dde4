// A bounded memo of a pure reading of one shell text (its write targets, its renderings). Several rungs
// ask about the call's command in one decision (the last text answers them), and an agent runs the same
// few commands again and again: a text read again in a later decision of its trace is kept, a few
// dozen at most.
// Only a text seen twice is kept: a run of distinct commands then keeps nothing but the texts (keeping
// every reading made the collector promote them, slower than reading afresh).
// What is kept depends on the text alone (and on the fast-path switch, which empties every memo), so a
// decision is the same whether its reading was kept or made; docs/floor.md, "Round 13", has the reasoning.

import type { ArgGroup } from '../policy/arg-rule-index.js';
import type { FoundValue } from '../provenance/values.js';
import type { Analysis } from './shell.js';
import { fastPathSwitches } from './shell-plain.js';
import type { ShellReading } from './shell-reading.js';

/** Texts longer than this are not kept past their decision: a memo is for the common short command. */
const MAX_TEXT = 4096;
/** Texts kept, and texts remembered as seen once; a full set is emptied, never grown. */
const MAX_ENTRIES = 32;

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
  /** Round 56: the forbidden host its shell reading's renderings name, null for none (egress.ts). */
  shellHost: string | null | undefined;
  /** The one-set rule group (a policy's own object) whose first violated rule `first` is (arg-rules.ts). */
  group: ArgGroup | undefined;
  first: number;
  /** The values the provenance rung and the witness gate look up in a ledger (provenance/values.ts). */
  values: readonly FoundValue[] | undefined;
  /** Its whole-argument keys and look-alike word keys, for the same (provenance/values.ts). */
  whole: readonly string[] | undefined;
  lookalike: readonly string[] | undefined;
  /** Its whole keys with a letters-and-digits code's spellings, and its leading names' keys (provenance/judge.ts, options.ts). */
  wholeCodes: readonly string[] | undefined;
  leading: readonly string[] | undefined;
  /** The files it runs or reads back where their content decides (provenance/files.ts). */
  files: readonly string[] | undefined;
  /** The widenings of access it writes, as read folded (provenance/values.ts grantsIn). */
  grants: readonly FoundValue[] | undefined;
  /** Its first irreversible and first outward command's label, null for none (policy/names.ts). */
  irreversible: string | null | undefined;
  outward: string | null | undefined;
  /** The irreversible SQL statement it holds, null for none (policy/names.ts). */
  sql: string | null | undefined;
  /** Why it is too complex to read, null when within every bound (shell.ts commandBudget). */
  budget: string | null | undefined;
  /** Whether it may hold a patch header (patch-targets.ts mayHoldPatch; asked through factsAtHand). */
  patch: boolean | undefined;
  /** The confirm token of the call whose one argument, `key` of `tool`, is this text (witness.ts). */
  token: { tool: string; key: string; value: string } | undefined;
  /** The text without a company's legal form after it, null for none (provenance/options.ts withoutLegalForm). */
  unformed: string | null | undefined;
}

/** A text seen in an earlier decision of `scope`: its facts once seen twice, else undefined. */
interface Kept {
  scope: string | undefined;
  facts: TextFacts | undefined;
}

// Emptied by replacing it, never by clear(): a full memo cleared cost a distinct text ~1 µs, replaced ~0.1 µs
// (round 46, docs/floor.md).
let kept = new Map<string, Kept>();
let switches = fastPathSwitches();
let lastText: string | undefined;
let lastScope: string | undefined;
let lastFacts: TextFacts | undefined;
/**
 * Round 56 (cost-r56): the shell facts made in the running decision for texts the memo does not keep (a
 * first sighting, a text past MAX_TEXT), once another text displaced them as the last asked about: a Bash
 * call's `description`, scanned by the egress rung between arg-rules.ts's reading of its `command` and its
 * own, made the command be read again (twice the decision). Emptied at each decision's start.
 */
let decisionFacts: Map<string, TextFacts> | undefined;
/** Facts held a decision: a call's shell texts are one or two; a call of many long ones holds no more. */
const MAX_HELD = 4;
/** Whether lastFacts were made in the running decision and are not kept (decisionFacts may hold them). */
let lastLoose = false;
/**
 * The trace whose decision is running: facts are kept per trace, so how fast a call is decided says
 * nothing of what another trace (another client) ran. Set by the ladder at each decision's start.
 */
let scope: string | undefined;
/**
 * Round 58 (perf-r58): the values a shared store's fetch read of one call's texts (ledger.ts
 * argumentFingerprints, before the store's read), offered to that call's decision after the await: a
 * text's facts made afresh in the same trace take them instead of reading the text again. Values are a
 * function of the text alone, so a decision that finds none (another call came between) reads the same.
 * Replaced by the next call's offer; at most one call's texts (its walk's bound) are held.
 */
let offered: { scope: string; switches: number; values: Map<string, readonly FoundValue[]> } | undefined;

/** Offers a call's texts' values, read for the trace `traceId`, to its decision (see `offered`). */
export function offerValues(traceId: string, values: Map<string, readonly FoundValue[]>): void {
  offered = { scope: traceId, switches: fastPathSwitches(), values };
}

/** Scopes the facts kept from here on to the trace `traceId` (undefined: the calls without one). */
export function useFactsScope(traceId: string | undefined): void {
  scope = traceId;
  decisionFacts = undefined;
  lastLoose = false;
}

/** The facts of `text` in the current trace, kept or new (empty). */
export function factsOf(text: string): TextFacts {
  if (switches !== fastPathSwitches()) {
    kept = new Map();
    lastText = undefined;
    decisionFacts = undefined;
    lastLoose = false;
    if (offered?.switches !== fastPathSwitches()) offered = undefined;
    switches = fastPathSwitches();
  }
  if (text === lastText && scope === lastScope) return lastFacts as TextFacts;
  // Only a shell reading is worth holding (a call's other values are many and cheap to scan), a few at most:
  // a reading may be 16 times its text (shell-reading.ts RENDER_FACTOR), held until the next decision.
  if (lastLoose && (lastFacts?.reading !== undefined || lastFacts?.analysis !== undefined)) {
    decisionFacts ??= new Map();
    if (decisionFacts.size < MAX_HELD) decisionFacts.set(lastText as string, lastFacts as TextFacts);
  }
  lastLoose = false;
  const held = decisionFacts?.get(text);
  if (held !== undefined) {
    lastText = text;
    lastScope = scope;
    lastFacts = held;
    return held;
  }
  const entry = kept.get(text);
  // Another trace's entry is no entry: it neither answers nor counts as seen.
  const mine = entry !== undefined && entry.scope === scope;
  let facts = mine ? entry.facts : undefined;
  if (facts === undefined) {
    facts = {
      analysis: undefined,
      reading: undefined,
      host: undefined,
      shellHost: undefined,
      group: undefined,
      first: 0,
      values: offered !== undefined && offered.scope === scope ? offered.values.get(text) : undefined,
      whole: undefined,
      lookalike: undefined,
      wholeCodes: undefined,
      leading: undefined,
      files: undefined,
      grants: undefined,
      irreversible: undefined,
      outward: undefined,
      sql: undefined,
      budget: undefined,
      patch: undefined,
      token: undefined,
      unformed: undefined,
    };
    if (text.length <= MAX_TEXT && mine) entry.facts = facts;
    else {
      lastLoose = true;
      if (text.length <= MAX_TEXT) {
        if (entry === undefined && kept.size >= MAX_ENTRIES) kept = new Map();
        kept.set(text, { scope, facts: undefined });
      }
    }
  }
  lastText = text;
  lastScope = scope;
  lastFacts = facts;
  return facts;
}

/**
 * The facts of `text` when it is the text last asked about in this trace, else undefined: for a reading
 * cheaper than a memo lookup, worth keeping only when the facts are at hand (it neither counts as seen).
 */
export function factsAtHand(text: string): TextFacts | undefined {
  return text === lastText && scope === lastScope && switches === fastPathSwitches() ? lastFacts : undefined;
}

/** Texts whose facts are kept now, in any trace (for tests). */
export function keptFacts(): number {
  let n = 0;
  for (const e of kept.values()) if (e.facts !== undefined) n++;
  return n;
}
