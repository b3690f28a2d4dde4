// What every rung sees and answers: a verdict when it decides, a short constant note when it abstains
// (the note is what `preflight --explain` shows; constant so that abstaining allocates nothing).
import { type NameFacts, nameFacts } from '../policy/names.js';
import type { Policy } from '../policy/types.js';
import type { CallContext, JsonObject, JsonValue, Reason, Rung, ToolCall, Verdict } from '../types.js';
import { mayHoldPatch } from './patch-targets.js';
import { commandStrings } from './shell.js';
import { factsAtHand } from './text-memo.js';

export interface RungInput {
  policy: Policy;
  call: ToolCall;
  /** The arguments; a JSON object once the malformed rung has passed. */
  args: JsonObject;
  ctx: CallContext;
  /** The shell texts in the arguments, once a rung has looked (see commandsOf). */
  commands?: readonly string[];
  /** What the tool's name says, once a rung has asked (see namesOf). */
  names?: NameFacts;
  /** What provenance decided, once a step has asked (see sinkJudgementOf). */
  sink?: string | { verdict: 'hold' | 'deny'; claim: string };
  /** The arguments' string and number values with their keys, once a rung has asked (see leavesOf). */
  leaves?: ArgLeaves;
  /** Every leaf argument by its dotted name, once rung 6 has asked (provenance.ts allArguments). */
  all?: readonly { name: string; text: string }[];
  /** Whether a redact_fields key holds a value to redact, once the malformed rung's walk has looked. */
  redacts?: boolean;
}

/**
 * The call's string and number values in walk order (keys in their order, array items in theirs), each
 * beside the key it sits under (an array's items under the array's key): read once a call, however many
 * rungs look (round 20; each rung walked the arguments again, 5 to 25 us a key in all).
 */
export interface ArgLeaves {
  values: (string | number)[];
  /** keys[i] is the key values[i] sits under. */
  keys: string[];
  /** Where values[i] sits under its key: AT_KEY, IN_LIST (an item of its value) or DEEPER (in a list in a list). */
  places: number[];
  /** Whether any string value may hold a patch header, once a rung has asked (see mayHoldPatchIn). */
  patch: boolean | undefined;
}
/** A key's own value. */
export const AT_KEY = 0;
/** An item of the list that is a key's value. */
export const IN_LIST = 1;
/** In a list in a list, or anything below one. */
export const DEEPER = 2;

/** The call's leaves (see ArgLeaves), walked once per call. The malformed rung has bounded their depth and count. */
export function leavesOf(input: RungInput): ArgLeaves {
  let leaves = input.leaves;
  if (leaves === undefined) {
    leaves = { values: [], keys: [], places: [], patch: undefined };
    for (const key in input.args) addLeaves(leaves, input.args[key] as JsonValue, key, AT_KEY);
    input.leaves = leaves;
  }
  return leaves;
}

function addLeaves(leaves: ArgLeaves, value: JsonValue, key: string, place: number): void {
  if (typeof value === 'string' || typeof value === 'number') {
    leaves.values.push(value);
    leaves.keys.push(key);
    leaves.places.push(place);
  } else if (Array.isArray(value)) {
    for (const item of value) addLeaves(leaves, item, key, place === AT_KEY ? IN_LIST : DEEPER);
  } else if (value !== null && typeof value === 'object') {
    for (const k in value) addLeaves(leaves, value[k] as JsonValue, k, place === DEEPER ? DEEPER : AT_KEY);
  }
}

/**
 * Whether any of the call's string values may hold a patch header (patch-targets.ts): rung 3's path walk
 * and the compose check both read patches out of every string, and most calls hold none (round 21: the
 * marker scan ran twice on every string, a tenth of a shell call).
 */
export function mayHoldPatchIn(leaves: ArgLeaves): boolean {
  let patch = leaves.patch;
  if (patch === undefined) {
    patch = false;
    for (const v of leaves.values)
      if (typeof v === 'string' && textMayHoldPatch(v)) {
        patch = true;
        break;
      }
    leaves.patch = patch;
  }
  return patch;
}

/**
 * mayHoldPatch, kept with the text's facts when they are at hand: a shell command the malformed rung has
 * just asked about (its budget) is answered without a scan when its trace ran it before (text-memo.ts).
 */
function textMayHoldPatch(text: string): boolean {
  const facts = factsAtHand(text);
  if (facts === undefined) return mayHoldPatch(text);
  let patch = facts.patch;
  if (patch === undefined) {
    patch = mayHoldPatch(text);
    facts.patch = patch;
  }
  return patch;
}

/** The call's shell texts, found once per call however many rungs read them. */
export function commandsOf(input: RungInput): readonly string[] {
  let commands = input.commands;
  if (commands === undefined) {
    commands = commandStrings(input.args);
    input.commands = commands;
  }
  return commands;
}

/** The facts of the call's tool name, looked up once per call. */
export function namesOf(input: RungInput): NameFacts {
  let names = input.names;
  if (names === undefined) {
    names = nameFacts(input.call.tool);
    input.names = names;
  }
  return names;
}

/** A verdict when the rung decides; otherwise the note saying why it abstained. */
export type RungResult = Verdict | string;

/** The floor's own rules decide as `monitor`. */
export const BY = 'monitor';

export function refuse(rung: Rung, reason: Reason, claim?: string): Verdict {
  const verdict: Verdict = { kind: 'DENY', reason, by: BY, rung };
  if (claim !== undefined) verdict.detail = { claim };
  return verdict;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Arguments nested deeper than this are MALFORMED, so every walker below sees the whole value. */
export const MAX_ARG_DEPTH = 64;

/**
 * Arguments with more keys and array items than this, all levels counted, are MALFORMED before any later
 * rung walks them (docs/operations.md, "Arguments with many keys"): a model's tool call of this many values
 * is tens of thousands of output tokens, and no recorded call holds more than a few dozen.
 */
export const MAX_ARG_ENTRIES = 20_000;
