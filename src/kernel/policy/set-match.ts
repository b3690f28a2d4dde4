// Matching an RE2 set along the DFA transitions it has already built. RE2Set.match pays for a general
// input reader per character (code points, UTF-8 or UTF-16, anchors); an argument is nearly always
// Latin-1 text whose transitions are all cached after the first few calls, and a plain table walk over
// them costs a fraction. Anything the walk cannot follow exactly (a character above U+00FF, a
// transition not built yet, a DFA that gave up) hands the whole text to RE2Set.match, so the answer
// is always RE2Set.match's. The fields read here are the DFA's as re2js declares them (RE2Set.dfa:
// startStates, latin1Class, numClasses, failed); usableSet checks their shape once per set.
import type { RE2Set } from 're2js';
import { re2 } from './re2.js';

/** A DFA state as re2js builds it: transitions by character class (the last one is end of text). */
interface DfaState {
  next: readonly (DfaState | null)[] | null;
  isMatch: boolean;
  matchIDs: readonly number[];
}

/** The start state's context flags at position 0: re2js's EMPTY_BEGIN_TEXT | EMPTY_BEGIN_LINE. */
const START_FLAGS = 4 | 1;
const NO_MATCH: readonly number[] = Object.freeze([]);

const checked = new WeakMap<RE2Set, boolean>();
// The floor asks about one set call after call: answer that without the WeakMap.
let lastSet: RE2Set | undefined;
let lastOk = false;

/** Whether the set's DFA has the shape the walk reads (checked once per set). */
function usableSet(set: RE2Set): boolean {
  if (set === lastSet) return lastOk;
  let ok = checked.get(set);
  if (ok === undefined) {
    const dfa: unknown = set.dfa;
    ok =
      set.anchor === re2().RE2Set.UNANCHORED &&
      typeof dfa === 'object' &&
      dfa !== null &&
      set.dfa.startStates instanceof Map &&
      set.dfa.latin1Class instanceof Int32Array &&
      set.dfa.latin1Class.length === 256 &&
      Number.isInteger(set.dfa.numClasses) &&
      typeof set.dfa.failed === 'boolean';
    checked.set(set, ok);
  }
  lastSet = set;
  lastOk = ok;
  return ok;
}

/** Exactly `set.match(text)`: the indices of the set's patterns that match somewhere in `text`, ascending. */
export function matchSet(set: RE2Set, text: string): readonly number[] {
  if (!usableSet(set) || set.dfa.failed) return set.match(text);
  const dfa = set.dfa;
  const start = dfa.startStates.get(START_FLAGS) as DfaState | undefined;
  if (start === undefined) return set.match(text);
  let state: DfaState = start;
  const classes = dfa.latin1Class;
  let ids: number[] | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const table: DfaState['next'] = state.next;
    if (c > 255 || table === null) return set.match(text);
    const next: DfaState | null | undefined = table[classes[c] as number];
    if (next === null || next === undefined) return set.match(text);
    state = next;
    if (state.isMatch) ids = collect(ids, state.matchIDs);
  }
  const table: DfaState['next'] = state.next;
  const end = table === null ? undefined : table[dfa.numClasses];
  if (end === null || end === undefined) return set.match(text);
  if (end.isMatch) ids = collect(ids, end.matchIDs);
  return ids === undefined ? NO_MATCH : ids.sort((a, b) => a - b);
}

/** Adds the new ids to the list (each once). */
function collect(ids: number[] | undefined, found: readonly number[]): number[] {
  const out = ids ?? [];
  for (const id of found) if (!out.includes(id)) out.push(id);
  return out;
}
