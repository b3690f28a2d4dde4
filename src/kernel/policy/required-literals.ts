// The literals a regex cannot match without: for a pattern, a list of strings such that any ASCII text
// the pattern matches contains one of them (ASCII letters compared lower-cased). The argument rules use
// it as a prefilter (rule-matcher.ts): a rule none of whose literals is in the text cannot match it, so
// its RE2 program is neither run nor compiled. The analysis walks RE2's own parse of the pattern (the
// tree RE2Set.add keeps), after the method of RE2's FilteredRE2; when in doubt a node requires nothing,
// so the answer only ever errs towards running the rule. Texts with a character above U+007F skip the
// prefilter (case folding reaches beyond ASCII there: `(?i)k` matches U+212A).
import { re2 } from './re2.js';

/** At most this many strings in a node's exact set before it is widened to "requires". */
const EXACT_LIMIT = 16;

/** A character class wider than this many ASCII characters is "any character" to the analysis. */
const CLASS_LIMIT = 16;

// re2js's Regexp.Op numbering (checked against the library by required-literals.test.ts).
export const OP = {
  NO_MATCH: 0,
  EMPTY_MATCH: 1,
  LITERAL: 2,
  CHAR_CLASS: 3,
  BEGIN_LINE: 6,
  END_LINE: 7,
  BEGIN_TEXT: 8,
  END_TEXT: 9,
  WORD_BOUNDARY: 10,
  NO_WORD_BOUNDARY: 11,
  CAPTURE: 12,
  STAR: 13,
  PLUS: 14,
  QUEST: 15,
  REPEAT: 16,
  CONCAT: 17,
  ALTERNATE: 18,
} as const;

/** The part of re2js's parse tree the analysis reads. */
export interface RegexpNode {
  op: number;
  subs: readonly RegexpNode[];
  runes: readonly number[];
  min: number;
  max: number;
}

/**
 * What one node says about the ASCII texts it matches: `exact`, every string it can match (lower-cased),
 * when that is a short list; else `required`, strings one of which each match contains (null: none known).
 */
interface Info {
  exact: ReadonlySet<string> | null;
  required: ReadonlySet<string> | null;
}

const UNKNOWN: Info = { exact: null, required: null };
const EMPTY: Info = { exact: new Set(['']), required: null };

/** The parse tree of a pattern as RE2 simplifies it (throws what RE2Set.add throws). */
export function parsePattern(pattern: string): RegexpNode {
  const { RE2Set } = re2();
  const set = new RE2Set(RE2Set.UNANCHORED);
  set.add(pattern);
  return (set as unknown as { regexps: RegexpNode[] }).regexps[0] as RegexpNode;
}

/**
 * Strings one of which occurs (ASCII lower-cased) in every ASCII text the pattern matches, shortest
 * first with none containing another; null when the analysis finds no such list.
 */
export function requiredLiterals(tree: RegexpNode): readonly string[] | null {
  const set = requiredOf(infoOf(tree));
  if (set === null) return null;
  // A string that contains another of the list adds nothing: whatever holds it holds the shorter one.
  const sorted = [...set].sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
  const kept: string[] = [];
  for (const s of sorted) if (!kept.some((k) => s.includes(k))) kept.push(s);
  return kept;
}

function lower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c;
}

function infoOf(re: RegexpNode): Info {
  switch (re.op) {
    case OP.NO_MATCH:
      return { exact: new Set(), required: null };
    case OP.EMPTY_MATCH:
    case OP.BEGIN_LINE:
    case OP.END_LINE:
    case OP.BEGIN_TEXT:
    case OP.END_TEXT:
    case OP.WORD_BOUNDARY:
    case OP.NO_WORD_BOUNDARY:
      return EMPTY;
    case OP.LITERAL:
      // A literal above ASCII may fold onto an ASCII letter: the analysis does not follow folding there.
      if (re.runes.some((r) => r > 127)) return UNKNOWN;
      return { exact: new Set([String.fromCharCode(...re.runes.map(lower))]), required: null };
    case OP.CHAR_CLASS:
      return classInfo(re.runes);
    case OP.CAPTURE:
      return infoOf(re.subs[0] as RegexpNode);
    case OP.QUEST:
      return optional(infoOf(re.subs[0] as RegexpNode));
    case OP.STAR:
      return UNKNOWN;
    case OP.PLUS:
      return { exact: null, required: requiredOf(infoOf(re.subs[0] as RegexpNode)) };
    case OP.REPEAT: {
      const sub = infoOf(re.subs[0] as RegexpNode);
      if (re.min >= 1) return { exact: null, required: requiredOf(sub) };
      return re.max === 1 ? optional(sub) : UNKNOWN;
    }
    case OP.CONCAT:
      return concatInfo(re.subs);
    case OP.ALTERNATE:
      return alternateInfo(re.subs);
    default:
      // Any character, lookbehind and whatever else: nothing known.
      return UNKNOWN;
  }
}

/** A class of at most CLASS_LIMIT ASCII characters, all within ASCII: the characters; else unknown. */
function classInfo(runes: readonly number[]): Info {
  const chars = new Set<string>();
  for (let i = 0; i + 1 < runes.length; i += 2) {
    const lo = runes[i] as number;
    const hi = runes[i + 1] as number;
    if (hi > 127 || hi - lo >= CLASS_LIMIT) return UNKNOWN;
    for (let c = lo; c <= hi; c++) chars.add(String.fromCharCode(lower(c)));
    if (chars.size > CLASS_LIMIT) return UNKNOWN;
  }
  return { exact: chars, required: null };
}

function optional(sub: Info): Info {
  if (sub.exact === null || sub.exact.size >= EXACT_LIMIT) return UNKNOWN;
  return { exact: new Set([...sub.exact, '']), required: null };
}

/** Exact strings are required strings too; a list holding the empty string requires nothing. */
function requiredOf(info: Info): ReadonlySet<string> | null {
  const set = info.exact ?? info.required;
  return set === null || set.has('') ? null : set;
}

/**
 * A concatenation: runs of exact children multiply out into longer exact strings; each run and each
 * child's own requirement is a candidate, and every match contains a match of each, so the best serves.
 */
function concatInfo(subs: readonly RegexpNode[]): Info {
  let run: ReadonlySet<string> = new Set(['']);
  let allExact = true;
  const candidates: ReadonlySet<string>[] = [];
  for (const sub of subs) {
    const info = infoOf(sub);
    if (info.exact !== null) {
      const product = new Set<string>();
      for (const a of run) for (const b of info.exact) product.add(a + b);
      if (product.size <= EXACT_LIMIT) run = product;
      else {
        candidates.push(run);
        run = info.exact;
        allExact = false;
      }
      continue;
    }
    allExact = false;
    candidates.push(run);
    if (info.required !== null) candidates.push(info.required);
    run = new Set(['']);
  }
  if (allExact) return { exact: run, required: null };
  candidates.push(run);
  return { exact: null, required: best(candidates) };
}

/** An alternation requires what each branch requires (all of them); any branch requiring nothing ends it. */
function alternateInfo(subs: readonly RegexpNode[]): Info {
  const infos = subs.map(infoOf);
  if (infos.every((i) => i.exact !== null)) {
    const union = new Set<string>();
    for (const i of infos) for (const s of i.exact as ReadonlySet<string>) union.add(s);
    if (union.size <= EXACT_LIMIT) return { exact: union, required: null };
  }
  const union = new Set<string>();
  for (const i of infos) {
    const req = requiredOf(i);
    if (req === null) return UNKNOWN;
    for (const s of req) union.add(s);
  }
  return { exact: null, required: union };
}

/** The most selective candidate: the longest shortest string, then the fewest strings. */
function best(candidates: readonly ReadonlySet<string>[]): ReadonlySet<string> | null {
  let chosen: ReadonlySet<string> | null = null;
  let score = -1;
  for (const c of candidates) {
    if (c.has('')) continue;
    let shortest = Number.POSITIVE_INFINITY;
    for (const s of c) shortest = Math.min(shortest, s.length);
    const s = shortest * 1000 - c.size;
    if (s > score) {
      score = s;
      chosen = c;
    }
  }
  return chosen;
}
