// A secret split over JSON fields (`{"key_a": "AKIA…", "key_b": "…"}`, `"parts": ["ghp_…", "…"]`, a
// key's lines as an array) is one value to a model that reads the result: it joins the parts. This
// reads the parts of a JSON result joined, in one pass, so the secret screener reads what the model would
// (docs/screening.md, 'Round 17: red team').

/** The string contents of one group of parts: `[start, end)` pairs in the text, in order. */
export type PartGroup = number[];

/** At most this many groups are read from one result (each costs its length once more). */
export const MAX_PART_GROUPS = 4096;

/**
 * The groups of a JSON object or array's string values a reader takes for parts of one value: two or
 * more strings in a row in an array, or the string values of an object's keys in a row that differ only
 * by a counter (`key_a`/`key_b`, `part1`/`part2`, `token-1`/`token-2`). Undefined when the text is not
 * a JSON object or array. One pass over the text; each character read once (a string's escapes are
 * stepped over, never decoded). `keyGroups`, when given, receives each object's keys in order.
 */
export function partGroups(text: string, keyGroups?: PartGroup[]): PartGroup[] | undefined {
  let i = 0;
  while (i < text.length && isBlank(text.charCodeAt(i))) i++;
  const first = text.charCodeAt(i);
  if (first !== 123 && first !== 91) return undefined;
  const groups: PartGroup[] = [];
  // One frame a container: whether it is an object, whether a key is awaited, the last key's stem, and
  // the group being gathered.
  const frames: {
    object: boolean;
    awaitingKey: boolean;
    stem: string | undefined;
    group: PartGroup;
    keys: PartGroup;
  }[] = [];
  let key = '';
  const close = (group: PartGroup) => {
    if (group.length >= 4 && groups.length < MAX_PART_GROUPS) groups.push(group.slice());
    group.length = 0;
  };
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const top = frames[frames.length - 1];
    if (c === 34) {
      const start = i + 1;
      let j = start;
      while (j < text.length && text.charCodeAt(j) !== 34) j += text.charCodeAt(j) === 92 ? 2 : 1;
      if (j >= text.length) return undefined;
      i = j;
      if (top === undefined) return undefined;
      if (top.object && top.awaitingKey) {
        key = j - start <= MAX_KEY ? text.slice(start, j) : '';
        top.awaitingKey = false;
        if (keyGroups !== undefined) top.keys.push(start, j);
        continue;
      }
      if (top.object) {
        const stem = stemOf(key);
        if (stem === undefined || stem !== top.stem) close(top.group);
        top.stem = stem;
        if (stem === undefined) continue;
      }
      top.group.push(start, j);
    } else if (c === 123 || c === 91) {
      if (top !== undefined) close(top.group);
      if (top !== undefined) top.stem = undefined;
      // Nesting this deep is no record of settings or credentials: not read (and no frame per bracket).
      if (frames.length >= MAX_DEPTH) return undefined;
      frames.push({ object: c === 123, awaitingKey: c === 123, stem: undefined, group: [], keys: [] });
    } else if (c === 125 || c === 93) {
      if (top === undefined) return undefined;
      close(top.group);
      // An object's keys in order, when asked (joined-words.ts reads them as a line).
      if (keyGroups !== undefined && top.keys.length >= 4 && keyGroups.length < MAX_PART_GROUPS)
        keyGroups.push(top.keys);
      frames.pop();
    } else if (c === 44) {
      if (top?.object) top.awaitingKey = true;
    } else if (!isBlank(c) && c !== 58 && top !== undefined) {
      // A number, `true`, `false` or `null` between strings ends their group.
      close(top.group);
      top.stem = undefined;
    }
  }
  return frames.length === 0 ? groups : undefined;
}

/** Containers nested deeper than this: the text is not read for parts. */
const MAX_DEPTH = 64;
/** Keys longer than this are not read for a stem (a key that long is no counter's name). */
const MAX_KEY = 64;

/**
 * What a key names once its counter is taken off: a trailing number (`part2`, `key_10`), or one letter
 * after `_`, `-` or `.` (`key_a`); undefined for a key with no counter (`user`, `host`).
 */
export function stemOf(key: string): string | undefined {
  let end = key.length;
  while (end > 0 && isDigit(key.charCodeAt(end - 1))) end--;
  if (end < key.length) return end > 0 ? key.slice(0, end) : undefined;
  const sep = key.charCodeAt(key.length - 2);
  if (key.length >= 3 && (sep === 95 || sep === 45 || sep === 46) && isLetter(key.charCodeAt(key.length - 1)))
    return key.slice(0, key.length - 1);
  return undefined;
}

/** The groups' parts joined (each group on its own line), and where each part starts in that text. */
export interface JoinedParts {
  text: string;
  /** Per part, flat: its start in `text`, its start and end in the result. */
  places: number[];
}

export function joinParts(text: string, groups: readonly PartGroup[]): JoinedParts {
  const out: string[] = [];
  const places: number[] = [];
  let at = 0;
  for (const group of groups) {
    for (let k = 0; k < group.length; k += 2) {
      const s = group[k]!;
      const e = group[k + 1]!;
      places.push(at, s, e);
      out.push(text.slice(s, e));
      at += e - s;
    }
    out.push('\n');
    at += 1;
  }
  return { text: out.join(''), places };
}

/**
 * The parts a span `[start, end)` of the joined text covers, as `[start, end)` pairs in the result, when
 * it covers two or more (one part alone is read in the result as written); undefined otherwise.
 */
export function partsOf(joined: JoinedParts, start: number, end: number): [number, number][] | undefined {
  const { places } = joined;
  const parts: [number, number][] = [];
  for (let k = 0; k < places.length; k += 3) {
    const from = places[k]!;
    const to = from + places[k + 2]! - places[k + 1]!;
    if (to > start && from < end) parts.push([places[k + 1]!, places[k + 2]!]);
  }
  return parts.length >= 2 ? parts : undefined;
}

const isBlank = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
