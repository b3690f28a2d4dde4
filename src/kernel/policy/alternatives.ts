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
  let depth = 0;
  let i = 0;
  const n = pattern.length;
  while (i < n) {
    const c = pattern[i];
    if (c === '\\') {
      if (pattern[i + 1] === 'Q' || i + 1 >= n) return null;
      i += 2;
    } else if (c === '[') {
      i = classEnd(pattern, i);
      if (i < 0) return null;
    } else if (c === '(') {
      if (depth === 0 && pattern[i + 1] === '?' && isFlagGroup(pattern, i + 2)) return null;
      depth++;
      i++;
    } else if (c === ')') {
      if (--depth < 0) return null;
      i++;
    } else {
      if (c === '|' && depth === 0) cuts.push(i);
      i++;
    }
  }
  if (depth !== 0 || cuts.length === 0) return null;
  const out: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    out.push(pattern.slice(from, cut));
    from = cut + 1;
  }
  out.push(pattern.slice(from));
  return out;
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
