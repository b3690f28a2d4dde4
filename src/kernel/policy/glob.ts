// Self-modification globs: `*` and `?` within a segment, `**` across segments, `{a,b}` alternatives.
// Matching walks segments with a bounded table (never a backtracking RegExp), so any path costs
// O(path segments x pattern segments) whatever an agent sends.
import { HOME, pathSegments, ROOT } from './paths.js';
import type { CompiledGlob } from './types.js';

const ANY = '**';

/** Where homes live, for `~/` patterns: `~/.ssh/` guards `/home/u/.ssh/` and `/root/.ssh/` too. */
const HOME_ROOTS: readonly (readonly string[])[] = [
  [HOME],
  [ROOT, 'home', '*'],
  [ROOT, 'users', '*'],
  [ROOT, 'root'],
];

export class GlobError extends Error {
  override name = 'GlobError';
}

/** `matches` for a path already known to hold no wildcard (the glob set has tested it once for all). */
const literalMatchers = new WeakMap<CompiledGlob, (normalisedPath: string) => boolean>();

/** Compiles one pattern as written; throws GlobError naming what is unsupported. */
export function compileGlob(pattern: string): CompiledGlob {
  let glob = globCache.get(pattern);
  if (glob === undefined) {
    glob = compileNewGlob(pattern);
    if (globCache.size >= GLOB_CACHE_LIMIT) globCache.clear();
    globCache.set(pattern, glob);
  }
  return glob;
}

// Compiled globs by pattern, shared by every load in the process: an operator's floor starts from the
// built-in one (compiled in the start-up snapshot), and a reload repeats most globs. A compiled glob holds
// no state. Bounded: manifests come from anywhere.
const GLOB_CACHE_LIMIT = 1024;
const globCache = new Map<string, CompiledGlob>();

function compileNewGlob(pattern: string): CompiledGlob {
  if (pattern.trim() === '') throw new GlobError('empty pattern');
  if (/[[\]]/.test(pattern))
    throw new GlobError('character classes ([...]) are not supported; use * or {a,b}');
  const alternatives = alternativesOf(pattern);
  const needles = literalNeedles(alternatives);
  // Literal shapes (`**/a/b`, `**/a/b/**`, `/a/b`, `/a/b/**`) match a literal path by string tests alone.
  const literal = alternatives.map(literalTest);
  const match = (normalisedPath: string, wild: boolean): boolean => {
    if (!wild) {
      // Cheap reject: a literal path must contain every literal name the pattern requires.
      for (const needle of needles) if (!normalisedPath.includes(needle)) return false;
    }
    let segs: readonly string[] | undefined;
    for (let i = 0; i < alternatives.length; i++) {
      const test = literal[i];
      if (!wild && test) {
        if (test(normalisedPath)) return true;
        continue;
      }
      const alt = alternatives[i] as string[];
      segs ??= splitNormalised(normalisedPath);
      // Cheap reject: a literal last name must fit the pattern's last segment (unless that is **).
      const last = segs[segs.length - 1];
      const tail = alt[alt.length - 1] as string;
      if (last !== undefined && !hasWildcard(last) && tail !== ANY && !segmentsCompatible(last, tail))
        continue;
      if (matchSegments(segs, alt)) return true;
    }
    return false;
  };
  const glob: CompiledGlob = {
    pattern,
    matches: (normalisedPath) => match(normalisedPath, needsSegments(normalisedPath)),
  };
  literalMatchers.set(glob, (normalisedPath) => match(normalisedPath, false));
  return glob;
}

/**
 * A floor's globs asked together, in order: `first(path)` is the first glob whose `matches(path)` is
 * true. For a path without wildcards only globs whose literal names (needles) are all segments of the
 * path can match, so the others are never asked: a non-wildcard pattern segment is only met by an
 * equal path segment.
 */
export interface GlobSet {
  first(normalisedPath: string): CompiledGlob | undefined;
}

const globSets = new WeakMap<readonly CompiledGlob[], GlobSet>();
// The policy in use asks on every call: answer it without the WeakMap.
let lastGlobs: readonly CompiledGlob[] | undefined;
let lastSet: GlobSet | undefined;

/** The glob set of a policy's `selfModify` list (built at load; built now for a list the loader did not make). */
export function globSetOf(globs: readonly CompiledGlob[]): GlobSet {
  if (globs === lastGlobs && lastSet) return lastSet;
  let set = globSets.get(globs);
  if (!set) {
    set = buildGlobSet(globs);
    globSets.set(globs, set);
  }
  lastGlobs = globs;
  lastSet = set;
  return set;
}

function buildGlobSet(globs: readonly CompiledGlob[]): GlobSet {
  // Globs by needle, and the globs with no needle, which are always asked.
  const byNeedle = new Map<string, number[]>();
  const open: number[] = [];
  // For each open glob, the last segment of every alternative (null when one is `**`): a path whose
  // last name fits none of them cannot match, the same cheap reject `matches` makes.
  const tails: (readonly string[] | null)[] = [];
  // Whether each of those last segments holds a wildcard, so first() asks hasWildcard of none of them.
  const wildTails: (readonly boolean[] | null)[] = [];
  // Each of those last segments' literal ends, so first() slices the path's last name only for a tail it may fit.
  const tailEnds: (readonly TailEnds[] | null)[] = [];
  globs.forEach((glob, i) => {
    const alternatives = alternativesOf(glob.pattern);
    const needles = literalNeedles(alternatives);
    if (needles.length === 0) {
      open.push(i);
      const last = alternatives.map((alt) => alt[alt.length - 1] as string);
      tails.push(last.includes(ANY) ? null : last);
      wildTails.push(last.includes(ANY) ? null : last.map(hasWildcard));
      tailEnds.push(last.includes(ANY) ? null : last.map(endsOf));
    }
    for (const needle of new Set(needles)) {
      const list = byNeedle.get(needle);
      if (list) list.push(i);
      else byNeedle.set(needle, [i]);
    }
  });
  // Needles by a hash computed while scanning the path, so no segment is sliced or hashed by a Map.
  const byHash = new Map<number, NeedleEntry[]>();
  for (const [needle, list] of byNeedle) {
    const h = segmentHash(needle, 0, needle.length);
    const entries = byHash.get(h);
    const entry = { needle, globs: list };
    if (entries) entries.push(entry);
    else byHash.set(h, [entry]);
  }
  const literal = globs.map((g) => literalMatchers.get(g) ?? ((p: string) => g.matches(p)));

  return {
    first(path: string): CompiledGlob | undefined {
      let best = globs.length;
      // Each segment of the path (`.` has none) looked up among the needles, until the first glob matched.
      const n = path.length;
      // Where the last name starts, found by the scan: lastIndexOf is a runtime call costing more than it.
      let lastStart = 0;
      // Whether the scan met a `*`, `?` or `~`, which needsSegments looks for: three string searches fewer a path.
      let marked = false;
      let i = 0;
      for (let start = 0, h = 0; best > 0 && path !== '.' && i <= n; i++) {
        const c = i < n ? path.charCodeAt(i) : 47;
        if (c !== 47 /* / */) {
          if (c === 42 /* * */ || c === 63 /* ? */ || c === 126 /* ~ */) marked = true;
          h = (Math.imul(h, 31) + c) | 0;
          continue;
        }
        const entries = byHash.get(h);
        if (entries !== undefined) {
          for (const { needle, globs: list } of entries) {
            if (!segmentIs(path, start, i, needle)) continue;
            for (const g of list) {
              if (g >= best) break;
              if ((literal[g] as (p: string) => boolean)(path)) best = g;
            }
          }
        }
        lastStart = start;
        start = i + 1;
        h = 0;
      }
      // A path that may need matching segment by segment, asked exactly when the scan met a mark or stopped
      // short of the end (the literal answers above are then set aside).
      if ((marked || i <= n) && needsSegments(path)) {
        for (const g of globs) if (g.matches(path)) return g;
        return undefined;
      }
      if (open.length === 0 || (open[0] as number) >= best) return globs[best];
      // The last name as splitNormalised reads it (`/` is the root marker alone, `.` has none); the scan
      // ran to the end, best being above every open glob's index here.
      // Sliced only once a tail's literal ends fit it: most paths' last names meet no open glob's tail.
      let last: string | undefined;
      for (let k = 0; k < open.length; k++) {
        const i = open[k] as number;
        if (i >= best) break;
        const fits = tails[k];
        if (path !== '.' && fits) {
          if (!mayFitTail(path, lastStart, tailEnds[k] as readonly TailEnds[])) continue;
          last ??= path.slice(lastStart);
          if (!fitsAnyLiteral(last, fits, wildTails[k] as readonly boolean[])) continue;
        }
        if ((literal[i] as (p: string) => boolean)(path)) best = i;
      }
      return globs[best];
    },
  };
}

/** A string test equivalent to matching `alt` against a path with no wildcards, when `alt` has a literal shape. */
export function literalTest(alt: readonly string[]): ((path: string) => boolean) | undefined {
  const head = alt[0];
  const open = alt[alt.length - 1] === ANY;
  const body = alt.slice(head === ANY || head === ROOT ? 1 : 0, open ? -1 : undefined);
  if (body.length === 0 || body.some((s) => s === ANY || s === HOME || s === ROOT || hasWildcard(s)))
    return undefined;
  const run = body.join('/');
  if (head === ROOT) {
    const at = `/${run}`;
    const below = `${at}/`;
    return open ? (p) => p === at || p.startsWith(below) : (p) => p === at;
  }
  if (head !== ANY) return undefined;
  // Relative: the run must stand as whole segments, at the end (or anywhere, when it guards a directory).
  const tail = `/${run}`;
  if (!open) return (p) => p === run || p.endsWith(tail);
  const inner = `/${run}/`;
  const lead = `${run}/`;
  return (p) => p === run || p.startsWith(lead) || p.endsWith(tail) || p.includes(inner);
}

/** The segment lists a pattern stands for (`**` prefixed, home roots expanded, `**` for a trailing slash). */
export function alternativesOf(pattern: string): string[][] {
  return expandBraces(pattern).flatMap(patternSegmentLists);
}

/**
 * Patterns one glob may expand to. `{a,b}` groups multiply: twenty of them were a million patterns, and a
 * few thousand overflowed the stack (round 34). No glob of the built-in floor or examples/ has a group.
 */
export const MAX_GLOB_ALTERNATIVES = 256;

/** `{a,b}` alternatives, expanded before compiling (not nested; an unbalanced brace is an error). */
function expandBraces(pattern: string): string[] {
  let out = [''];
  let rest = pattern;
  for (;;) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open < 0 && close < 0) return out.map((head) => head + rest);
    if (open < 0 || close < open) throw new GlobError('unbalanced "}"');
    const inner = rest.slice(open + 1, close);
    if (inner.includes('{')) throw new GlobError('nested {} alternatives are not supported');
    const choices = inner.split(',');
    if (out.length * choices.length > MAX_GLOB_ALTERNATIVES)
      throw new GlobError(
        `its {} alternatives expand to more than ${MAX_GLOB_ALTERNATIVES} patterns; split it into several globs`,
      );
    const lead = rest.slice(0, open);
    out = out.flatMap((head) => choices.map((choice) => head + lead + choice));
    rest = rest.slice(close + 1);
  }
}

function patternSegmentLists(pattern: string): string[][] {
  const dirGuard = /[/\\]$/.test(pattern);
  const body = pathSegments(pattern).map((s) => (s.includes(ANY) && s !== ANY ? s.replace(/\*+/g, '*') : s));
  let alts: string[][];
  if (body[0] === ROOT) alts = [body];
  else if (body[0] === HOME) alts = HOME_ROOTS.map((root) => [...root, ...body.slice(1)]);
  else alts = [[ANY, ...body]];
  // A trailing `/` guards the directory itself and everything below it.
  return dirGuard ? alts.map((a) => [...a, ANY]) : alts;
}

function literalNeedles(alternatives: string[][]): string[] {
  const [first, ...rest] = alternatives;
  if (!first) return [];
  const common = first.filter((s) => s !== ROOT && s !== HOME && !hasWildcard(s));
  return common.filter((s) => rest.every((alt) => alt.includes(s)));
}

function hasWildcard(text: string): boolean {
  return text.includes('*') || text.includes('?');
}

/**
 * An 8.3 short name (`git~1`, `github~1`, `gitlab~1.yml`: on NTFS with short names on, `GIT~1` is
 * `.git`) stands for every long name whose own short form it can be, so a path holding one is matched
 * segment by segment (shortNameMeets), never by the literal shortcuts. On other systems it is a name of
 * its own, refused only when it could be a guarded one there (fail closed).
 */
const SHORT_NAME = /^([a-z0-9_-]{1,7})~[1-9][0-9]{0,5}(?:\.([a-z0-9_-]{1,3}))?$/;
const SHORT_IN_PATH = /(?:^|\/)[a-z0-9_-]{1,7}~[1-9][0-9]{0,5}(?:\.[a-z0-9_-]{1,3})?(?:\/|$)/;
const hasShortName = (path: string): boolean => path.includes('~') && SHORT_IN_PATH.test(path);
const needsSegments = (path: string): boolean => hasWildcard(path) || hasShortName(path);

/**
 * Whether short name `p` can be the short form of a name `q` matches: Win32 drops `q`'s leading dots
 * and its spaces, keeps the first letters of its base (before the last dot, dots dropped) and of its
 * extension; a `*` or `?` in `q` meets any letter.
 */
function shortNameMeets(p: string, q: string): boolean {
  const m = SHORT_NAME.exec(p);
  if (!m) return false;
  const name = q.replace(/^\.+/, '').replaceAll(' ', '');
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name).replaceAll('.', '');
  const ext = dot > 0 ? name.slice(dot + 1) : '';
  return (
    startsLike(base, m[1] as string) && (m[2] === undefined || startsLike(ext, m[2]) || base.includes('*'))
  );
}
function startsLike(text: string, prefix: string): boolean {
  for (let i = 0; i < prefix.length; i++) {
    const c = text[i];
    if (c === '*') return true;
    if (c === undefined || (c !== '?' && c !== prefix[i])) return false;
  }
  return true;
}

interface NeedleEntry {
  needle: string;
  /** The globs needing it, in manifest order. */
  globs: readonly number[];
}

/** The hash first() computes for text[start, end) as it scans (a 32-bit polynomial over code units). */
function segmentHash(text: string, start: number, end: number): number {
  let h = 0;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h;
}

/** text[start, end) === segment, compared in place. */
function segmentIs(text: string, start: number, end: number, segment: string): boolean {
  if (end - start !== segment.length) return false;
  for (let i = 0; i < segment.length; i++)
    if (text.charCodeAt(start + i) !== segment.charCodeAt(i)) return false;
  return true;
}

/**
 * Whether a path segment without wildcards is compatible with any of `tails` (segmentsCompatible, which
 * for such a segment is equality, or a wildcard tail matching it unless either is a root or home marker);
 * `wild[k]` says whether tails[k] holds a wildcard.
 */
function fitsAnyLiteral(segment: string, tails: readonly string[], wild: readonly boolean[]): boolean {
  const marker = segment === ROOT || segment === HOME;
  for (let k = 0; k < tails.length; k++) {
    const tail = tails[k] as string;
    if (tail === segment) return true;
    if (!marker && wild[k] && tail !== ROOT && tail !== HOME && wildcardMatch(tail, segment)) return true;
  }
  return false;
}

/** A glob's last segment by its literal ends: all of it (`rear` undefined), or the text before its first wildcard and after its last. */
interface TailEnds {
  head: string;
  rear: string | undefined;
}

function endsOf(tail: string): TailEnds {
  let first = -1;
  let lastWild = -1;
  for (let i = 0; i < tail.length; i++) {
    const c = tail.charCodeAt(i);
    if (c !== 42 /* * */ && c !== 63 /* ? */) continue;
    if (first < 0) first = i;
    lastWild = i;
  }
  if (first < 0) return { head: tail, rear: undefined };
  return { head: tail.slice(0, first), rear: tail.slice(lastWild + 1) };
}

/**
 * Whether path[at..] may fit one of the tails, compared in place: equal to a literal one, or starting and
 * ending with a wildcard one's literal ends (which wildcardMatch requires). Never false where
 * fitsAnyLiteral on the slice is true.
 */
function mayFitTail(path: string, at: number, ends: readonly TailEnds[]): boolean {
  const size = path.length - at;
  for (let k = 0; k < ends.length; k++) {
    const { head, rear } = ends[k] as TailEnds;
    if (rear === undefined) {
      if (size === head.length && segmentIs(path, at, path.length, head)) return true;
    } else if (
      size >= head.length + rear.length &&
      segmentIs(path, at, at + head.length, head) &&
      segmentIs(path, path.length - rear.length, path.length, rear)
    )
      return true;
  }
  return false;
}

// Every glob of a floor is asked about the same path in turn: split it once.
let lastPath = '';
let lastSegments: readonly string[] = [];

function splitNormalised(path: string): readonly string[] {
  if (path === lastPath) return lastSegments;
  lastSegments = path === '.' ? [] : path === '/' ? [ROOT] : path.split('/');
  lastPath = path;
  return lastSegments;
}

/**
 * Whether path segments can match pattern segments. Either side may hold `**` (any run of segments)
 * or `*`/`?` wildcards: a shell target such as `.e*` or `dir/**` is matched as every path it could name.
 */
export function matchSegments(path: readonly string[], pattern: readonly string[]): boolean {
  const n = path.length;
  const m = pattern.length;
  // reach[i][j]: path[i..] can match pattern[j..]; filled from the end.
  let next = new Uint8Array(m + 1);
  let cur = new Uint8Array(m + 1);
  next[m] = 1;
  for (let j = m - 1; j >= 0; j--) next[j] = pattern[j] === ANY && next[j + 1] === 1 ? 1 : 0;
  for (let i = n - 1; i >= 0; i--) {
    const p = path[i] as string;
    cur[m] = p === ANY && next[m] === 1 ? 1 : 0;
    for (let j = m - 1; j >= 0; j--) {
      const q = pattern[j] as string;
      let ok = false;
      if (q === ANY || p === ANY) ok = cur[j + 1] === 1 || next[j] === 1;
      if (!ok && segmentsCompatible(p, q)) ok = next[j + 1] === 1;
      cur[j] = ok ? 1 : 0;
    }
    const swap = next;
    next = cur;
    cur = swap;
  }
  return next[0] === 1;
}

function segmentsCompatible(p: string, q: string): boolean {
  if (p === q) return true;
  // Root and home markers only meet themselves (or `**`, handled by the caller).
  if (p === ROOT || p === HOME || q === ROOT || q === HOME) return false;
  if (p.includes('~') && shortNameMeets(p, q)) return true;
  const pw = hasWildcard(p);
  const qw = hasWildcard(q);
  if (pw && qw) return patternsMeet(p, q);
  if (qw) return wildcardMatch(q, p);
  if (pw) return wildcardMatch(p, q);
  return false;
}

/**
 * Whether two `*`/`?` patterns name a common string (a shell target `src/*.tsx` against a glob `.env.*`):
 * with a `*` in both, when their heads (up to the first `*`) and tails (after the last) agree, for the
 * stars absorb the rest; with a `*` in one, when it matches the other read with `?` as any character;
 * with none, when they agree position by position.
 */
export function patternsMeet(a: string, b: string): boolean {
  const as = a.indexOf('*');
  const bs = b.indexOf('*');
  if (as >= 0 && bs >= 0)
    return (
      agree(a.slice(0, as), b.slice(0, bs), false) &&
      agree(a.slice(a.lastIndexOf('*') + 1), b.slice(b.lastIndexOf('*') + 1), true)
    );
  if (as >= 0) return wildcardMatch(a, b, true);
  if (bs >= 0) return wildcardMatch(b, a, true);
  return a.length === b.length && agree(a, b, false);
}

/** Whether `x` and `y` agree where they overlap, aligned at the start (or at the end), `?` meeting any. */
function agree(x: string, y: string, fromEnd: boolean): boolean {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = fromEnd ? x.charCodeAt(x.length - 1 - i) : x.charCodeAt(i);
    const d = fromEnd ? y.charCodeAt(y.length - 1 - i) : y.charCodeAt(i);
    if (c !== d && c !== 63 && d !== 63) return false;
  }
  return true;
}

/**
 * Classic two-pointer wildcard match (`*`, `?`): linear in practice, O(n x m) at worst, no recursion.
 * With `textAny`, a `?` in the text is itself a wildcard that meets any character of the glob.
 */
export function wildcardMatch(glob: string, text: string, textAny = false): boolean {
  let g = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    const c = glob.charCodeAt(g);
    const d = text.charCodeAt(t);
    if (g < glob.length && c !== 42 && (c === 63 /* ? */ || c === d || (textAny && d === 63))) {
      g++;
      t++;
    } else if (g < glob.length && c === 42 /* * */) {
      star = g++;
      mark = t;
    } else if (star >= 0) {
      g = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob.charCodeAt(g) === 42) g++;
  return g === glob.length;
}
