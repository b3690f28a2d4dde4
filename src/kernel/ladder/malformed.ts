// Rung 1: arguments that are not a JSON object (or a call with no tool name, or one past the name bound)
// cannot be judged. Entry points read argument text with the strict reader (json-strict.ts) and hand on
// text it refuses as is (a duplicate key, bad JSON): this rung says what is wrong with it, by offset, never
// by its bytes.
import { readJsonStrict, TOO_MANY_NAMES } from '../json-strict.js';
import { COMMAND_TOOLS } from '../policy/default-floor.js';
import { lowerKey } from '../policy/lower.js';
import { MAX_TOOL_NAME } from '../tool-name.js';
import type { JsonValue } from '../types.js';
import { REDACTED } from './redact.js';
import {
  type ArgLeaves,
  AT_KEY,
  commandsOf,
  DEEPER,
  IN_LIST,
  isJsonObject,
  MAX_ARG_DEPTH,
  MAX_ARG_ENTRIES,
  type RungInput,
  type RungResult,
  refuse,
} from './rung.js';
import { commandBudget, NO_COMMANDS, shellTextAt } from './shell.js';

export function checkMalformed(input: RungInput): RungResult {
  const { call } = input;
  if (typeof call.tool !== 'string' || call.tool === '')
    return refuse('malformed', 'MALFORMED', 'tool name is empty');
  if (call.tool.length > MAX_TOOL_NAME)
    return refuse('malformed', 'MALFORMED', `tool name is longer than ${MAX_TOOL_NAME} characters`);
  if (typeof call.args === 'string') {
    // Round 46: a text spelling more distinct names than the entries bound is refused by one linear pass,
    // with the object's own reason, before it is parsed (a wire hands such model-written arguments on as text).
    const read = readJsonStrict(call.args, MAX_ARG_DEPTH, MAX_ARG_ENTRIES);
    const why = read.ok
      ? 'arguments are not a JSON object'
      : read.error.startsWith(TOO_MANY_NAMES)
        ? manyEntries()
        : `arguments are not readable JSON: ${read.error}`;
    return refuse('malformed', 'MALFORMED', why);
  }
  if (!isJsonObject(call.args)) return refuse('malformed', 'MALFORMED', 'arguments are not a JSON object');
  // One walk for the three shape bounds (depth, entries, keys readers disagree on); depth and entries stop it.
  redactFields = input.policy.redactFields;
  redacts = false;
  const bound = shapeFault(call.args);
  const texts = shellTexts;
  const found = leaves;
  shellTexts = undefined;
  leaves = undefined;
  if (bound !== undefined) return refuse('malformed', 'MALFORMED', bound);
  // The walk found the leaves every later rung reads (rung.ts leavesOf), in leavesOf's order (round 25).
  if (found !== undefined) input.leaves ??= found;
  // The walk found the shell texts and the keys to redact too, as commandStrings and needsRedaction
  // would (round 22: two walks less a call).
  input.commands ??= texts ?? NO_COMMANDS;
  input.redacts = redacts;
  // A command past the reader's bounds is refused before any rung reads it (its reading would not be whole).
  const commands = commandsOf(input);
  for (const text of commands) {
    const why = commandBudget(text);
    if (why !== undefined) return refuse('malformed', 'MALFORMED', why);
  }
  // Round 76: a shell tool's call with no shell text gate reads would run what gate never saw (fail closed).
  if (commands.length === 0 && isCommandTool(call.tool)) return refuse('malformed', 'MALFORMED', NO_COMMAND);
  return 'arguments are a JSON object';
}

/** Tool names already asked whether they are a shell tool, bounded (names come from agents). */
const commandTool = new Map<string, boolean>();

/**
 * Whether `tool` is a shell tool, in its own memo: asked of lowerKey each call, the tool's name displaced the argument key
 * lowerKey's one-entry memo holds, and every decision paid for it (an admitted read 1.14x, round 76's bench).
 */
function isCommandTool(tool: string): boolean {
  let known = commandTool.get(tool);
  if (known === undefined) {
    known = COMMAND_TOOLS.has(lowerKey(tool));
    if (commandTool.size >= 4096) commandTool.clear();
    commandTool.set(tool, known);
  }
  return known;
}

/** Why a shell tool's call without a command is refused; names the keys, never a value (docs/floor.md). */
const NO_COMMAND =
  'a shell tool call that carries no command gate can read (no "command", "cmd" or other shell field holding text or a list of words); write the command where the tool takes it';

/** Up to this many keys, an object's folded keys are compared in a list, not a set. */
const SMALL_OBJECT = 16;

// The walk's state, module-wide (the kernel is synchronous): no object or closure per call.
/** Keys and items the walk may still pass before the arguments hold too many. */
let entriesLeft = 0;
/** The first key readers disagree on (or number none carries), in walk order; the walk goes on for depth and entries. */
let firstKeyFault: string | undefined;
/** The shell texts met so far, in walk order (commandStrings'); made at the first. */
let shellTexts: string[] | undefined;
/** The string and number values met so far with their keys and places (leavesOf's); made at the first. */
let leaves: ArgLeaves | undefined;
/** The policy's redact_fields, and whether a key among them holds a value not yet redacted (needsRedaction). */
let redactFields: ReadonlySet<string> = new Set();
let redacts = false;
const DEEP = 1;
const MANY = 2;

/**
 * What is wrong with the arguments' shape, in the order a refusal names it: nested past MAX_ARG_DEPTH, more
 * than MAX_ARG_ENTRIES keys and items (every later rung walks them; checked before any does), a key readers
 * disagree on. One walk, stopped at the first container too deep or the first entry past the bound.
 */
function shapeFault(args: JsonValue): string | undefined {
  entriesLeft = MAX_ARG_ENTRIES;
  firstKeyFault = undefined;
  shellTexts = undefined;
  leaves = undefined;
  const stop = walkShape(args, 0, '', AT_KEY);
  const keyFault = firstKeyFault;
  firstKeyFault = undefined;
  if (stop === DEEP) return `arguments nest deeper than ${MAX_ARG_DEPTH} levels`;
  if (stop === MANY) return manyEntries();
  return keyFault === undefined ? undefined : `arguments hold ${keyFault}`;
}

/**
 * DEEP or MANY when the walk stops, else 0, noting the first key fault: two keys equal ignoring case
 * (`command` and `COMMAND`: a tool whose JSON decoder matches names case-insensitively, Go or .NET, reads
 * one the rules may not have), or a key named `__proto__` (JSON.parse defines it, but a tool that copies
 * the arguments with Object.assign or a merge makes it the prototype, so `command` reads a value gate never
 * saw as one). Names a key by its position, never its text.
 */
function walkShape(value: JsonValue, depth: number, under: string, place: number): number {
  if (typeof value === 'number') {
    // `1e400` read as Infinity: no JSON text carries it (JSON.stringify writes null), so no reader would
    // see what gate judged, and the confirm token and the journal's digest cannot encode it.
    if (!Number.isFinite(value)) firstKeyFault ??= `a number past the range of a double (at depth ${depth})`;
    addLeaf(value, under, place);
    return 0;
  }
  if (typeof value === 'string') {
    addLeaf(value, under, place);
    return 0;
  }
  if (value === null || typeof value !== 'object') return 0;
  if (depth >= MAX_ARG_DEPTH) return DEEP;
  if (Array.isArray(value)) {
    entriesLeft -= value.length;
    if (entriesLeft < 0) return MANY;
    const itemPlace = place === AT_KEY ? IN_LIST : DEEPER;
    for (const item of value) {
      const stop = walkShape(item, depth + 1, under, itemPlace);
      if (stop !== 0) return stop;
    }
    return 0;
  }
  // The folded keys so far: a short list for the few keys of most objects, a set past SMALL_OBJECT.
  let seen: string[] | Set<string> | undefined;
  let first = '';
  let second = '';
  let at = 0;
  for (const key in value) {
    if (--entriesLeft < 0) return MANY;
    const lower = lowerKey(key);
    if (firstKeyFault === undefined) {
      if (key === '__proto__')
        firstKeyFault = `a key named __proto__ (key ${at + 1} of an object at depth ${depth})`;
      // A lone key has no twin: it is folded only once a second key needs comparing.
      else if (at === 0) first = key;
      // Two keys are compared without a list (a write's path and content): it is made at the third.
      else if (at === 1) {
        second = lower;
        if (lowerKey(first) === lower) firstKeyFault = twinFault(at, depth);
      } else seen = foldKey(seen ?? [lowerKey(first), second], lower, at, depth);
    }
    at++;
    const v = value[key] as JsonValue;
    if (!redacts && redactFields.has(lower) && v !== REDACTED) redacts = true;
    // A shell text's list is walked on below for its bounds; it holds no further text.
    const text = shellTextAt(value, lower, v);
    if (text !== undefined) {
      if (shellTexts === undefined) shellTexts = [text];
      else shellTexts.push(text);
    }
    const stop = walkShape(v, depth + 1, key, place === DEEPER ? DEEPER : AT_KEY);
    if (stop !== 0) return stop;
  }
  return 0;
}

/** A leaf noted as leavesOf notes it: a list's items under the list's key, a list in a list DEEPER. */
function addLeaf(value: string | number, key: string, place: number): void {
  if (leaves === undefined) leaves = { values: [value], keys: [key], places: [place], patch: undefined };
  else {
    leaves.values.push(value);
    leaves.keys.push(key);
    leaves.places.push(place);
  }
}

function twinFault(at: number, depth: number): string {
  return `two keys that differ only in case (key ${at + 1} of an object at depth ${depth})`;
}

/** The folded keys with `lower` (a key lower-cased) added, or, when its twin is among them, the fault noted. */
function foldKey(
  seen: string[] | Set<string>,
  lower: string,
  at: number,
  depth: number,
): string[] | Set<string> {
  if (Array.isArray(seen) ? seen.includes(lower) : seen.has(lower)) {
    firstKeyFault = twinFault(at, depth);
    return seen;
  }
  if (!Array.isArray(seen)) return seen.add(lower);
  seen.push(lower);
  return seen.length > SMALL_OBJECT ? new Set(seen) : seen;
}

/** The reason for arguments past MAX_ARG_ENTRIES, as an object or as text spelling that many names. */
function manyEntries(): string {
  return `arguments hold more than ${MAX_ARG_ENTRIES} keys and items`;
}
