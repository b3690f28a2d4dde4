// A pattern's top-level alternatives, as source text. An unanchored search for `A|B|C` finds a match
// exactly when a search for one of A, B, C does (RE2 has no back-references, and which branch wins only
// moves where the match is, never whether there is one), so the argument rules may build and run only
// the alternatives a text's literals admit (rule-matcher.ts). The split is refused, and the whole
// pattern kept, wherever a branch would not mean on its own what it means inside the pattern: a flag
// group at the top level (`(?i)` reaches the branches after it), `\Q...\E` (its `|` is a literal), or
// a text this scanner does not read to the end with every group closed.

/** Patterns shorter than this keep one program: one walk of the text beats several small ones. */
export const SPLIT_MIN_LENGTH = 16_384;

/** The top-level alternatives of `pattern` (two or more), or null when the split is not sound. */
export function topLevelAlternatives(pattern: string): string[] | null {
  const cuts: number[] = [];
  if (!walkTopLevel(pattern, (at) => cuts.push(at)) || cuts.length === 0) return null;
  const out: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    out.push(pattern.slice(from, cut));
    from = cut + 1;
  }
  out.push(pattern.slice(from));
  return out;
}

/**
 * Where `alternative` may be cut into a prefix that means inside it what it means alone: after each
 * top-level group and the repetitions that follow it (`(?:x)*?`, `(x){2,3}`), never between a group and
 * its repetition. A match of the whole alternative begins with a match of each such prefix, in the same
 * text (RE2 has no look-around; `^`, `$` and `\b` read the same text either way), so a prefix that does
 * not match rules the alternative out (rule-matcher.ts). Null when the scanner cannot read it, or it is
 * not one alternative (a `|` at its top level).
 */
export function topLevelGroupEnds(alternative: string): number[] | null {
  const ends: number[] = [];
  let alone = true;
  const read = walkTopLevel(
    alternative,
    () => {
      alone = false;
    },
    (after) => {
      const end = repetitionsEnd(alternative, after);
      ends.push(end);
      return end;
    },
  );
  return read && alone ? ends : null;
}

/**
 * Walks `pattern`'s top level: `onBar` at each `|` outside every group and class, `onGroupEnd` after each
 * top-level group closes (it may move the walk past what follows). False where the split is not sound.
 */
function walkTopLevel(
  pattern: string,
  onBar: (at: number) => void,
  onGroupEnd: (after: number) => number = (after) => after,
): boolean {
  let depth = 0;
  let i = 0;
  const n = pattern.length;
  while (i < n) {
    const c = pattern[i];
    if (c === '\\') {
      if (pattern[i + 1] === 'Q' || i + 1 >= n) return false;
      i += 2;
    } else if (c === '[') {
      i = classEnd(pattern, i);
      if (i < 0) return false;
    } else if (c === '(') {
      if (depth === 0 && pattern[i + 1] === '?' && isFlagGroup(pattern, i + 2)) return false;
      depth++;
      i++;
    } else if (c === ')') {
      if (--depth < 0) return false;
      i++;
      if (depth === 0) i = onGroupEnd(i);
    } else {
      if (c === '|' && depth === 0) onBar(i);
      i++;
    }
  }
  return depth === 0;
}

// A counted repetition as RE2 reads one (`{2}`, `{2,}`, `{2,5}`); `{,5}` and `{x` are literal text.
const COUNTED = /\{\d+(?:,\d*)?\}/y;

/** The index after the repetition operators (`*`, `+`, `?`, counted, a lazy `?`) that start at `at`. */
function repetitionsEnd(pattern: string, at: number): number {
  let i = at;
  for (;;) {
    const c = pattern[i];
    if (c === '*' || c === '+' || c === '?') {
      i++;
      continue;
    }
    COUNTED.lastIndex = i;
    if (c === '{' && COUNTED.test(pattern)) {
      i = COUNTED.lastIndex;
      continue;
    }
    return i;
  }
}

/** `(?flags)` with no colon: it sets flags for the rest of its group, so across alternatives. */
function isFlagGroup(pattern: string, at: number): boolean {
  let i = at;
  while (i < pattern.length && /[a-zA-Z-]/.test(pattern[i] as string)) i++;
  return pattern[i] === ')';
}

/** The index after the class opening at `open` (`[^]x]`, `[[:alpha:]|]`, escapes); -1 if unclosed. */
function classEnd(pattern: string, open: number): number {
  let i = open + 1;
  if (pattern[i] === '^') i++;
  // A `]` first in the class is a member, not its end.
  if (pattern[i] === ']') i++;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '\\') {
      if (pattern[i + 1] === 'Q') return -1;
      i += 2;
    } else if (c === '[' && pattern[i + 1] === ':') {
      const close = pattern.indexOf(':]', i + 2);
      i = close < 0 ? i + 1 : close + 2;
    } else if (c === ']') return i + 1;
    else i++;
  }
  return -1;
}
