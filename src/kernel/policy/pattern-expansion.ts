// How much a pattern's counted repetitions (`x{n}`, `x{n,}`, `x{n,m}`) add when spelled out, read from
// the pattern's text in one pass, before RE2 sees it. re2js's parse and simplify cost grows with the
// spelled-out size, not the text: 100 copies of `[a-z]{1,1000}` (1,300 characters) took 3.3 s to parse
// (docs/policy.md, "Round 43 (edge2-r43)"). Pure; linear in the pattern's length.

/** Counted repetition syntax at a `{`: RE2 reads `{` as a literal unless it opens one of these. */
const COUNTED = /\{([0-9]{1,7})(?:(,)([0-9]{0,7}))?\}/y;

/** Where a number past this is clamped: the sum stays finite, and any such pattern is far over a bound. */
const CLAMP = 2 ** 40;

interface Frame {
  /** Index of the group's `(` (-1 for the whole pattern). */
  openAt: number;
  /** Characters the repetitions inside this group add, nested groups' included. */
  extra: number;
  /** Spelled-out size of the last atom (0: none yet, or after `|`), what a following `{n}` repeats. */
  last: number;
}

/**
 * The characters a pattern's counted repetitions add when written out: `a{3}` adds 2 (`aaa`), `(ab){1,3}`
 * adds 8 (three copies of `(ab)` where the text has one), nested repetitions multiply. An upper bound of
 * what RE2 expands, never lower for a pattern RE2 parses; a pattern RE2 refuses may read as anything.
 */
export function repetitionExpansion(pattern: string): number {
  const stack: Frame[] = [{ openAt: -1, extra: 0, last: 0 }];
  let top = stack[0] as Frame;
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i] as string;
    const start = i;
    if (c === '\\') {
      i = escapeEnd(pattern, i);
    } else if (c === '[') {
      i = classEnd(pattern, i);
    } else if (c === '(') {
      top = { openAt: i, extra: 0, last: 0 };
      stack.push(top);
      i++;
      continue;
    } else if (c === ')' && stack.length > 1) {
      const group = stack.pop() as Frame;
      top = stack[stack.length - 1] as Frame;
      top.extra = Math.min(CLAMP, top.extra + group.extra);
      top.last = Math.min(CLAMP, i + 1 - group.openAt + group.extra);
      i++;
      continue;
    } else if (c === '|') {
      top.last = 0;
      i++;
      continue;
    } else if (c === '{') {
      COUNTED.lastIndex = i;
      const m = COUNTED.exec(pattern);
      if (m !== null) {
        const low = Number(m[1]);
        // `{n}` is n copies, `{n,}` n and a loop (n + 1), `{n,m}` at most m (or n, whichever is larger).
        const copies = m[2] === undefined ? low : m[3] === '' ? low + 1 : Math.max(low, Number(m[3]));
        top.extra = Math.min(CLAMP, top.extra + Math.max(0, copies - 1) * top.last);
        top.last = Math.min(CLAMP, top.last * Math.max(1, copies));
        i = COUNTED.lastIndex;
        continue;
      }
      i++;
    } else if (c === '*' || c === '+' || c === '?') {
      i++;
      continue;
    } else {
      i++;
    }
    top.last = i - start;
  }
  // Unclosed groups (RE2 refuses them) still count what they hold.
  return stack.reduce((sum, frame) => Math.min(CLAMP, sum + frame.extra), 0);
}

/** The index after an escape at `i`: `\pL`, `\p{Greek}`, `\x{10FFFF}`, `\Q...\E` or `\` and one character. */
function escapeEnd(pattern: string, i: number): number {
  const next = pattern[i + 1];
  if (next === 'Q') {
    const end = pattern.indexOf('\\E', i + 2);
    return end < 0 ? pattern.length : end + 2;
  }
  if ((next === 'p' || next === 'P' || next === 'x') && pattern[i + 2] === '{') {
    const end = pattern.indexOf('}', i + 3);
    return end < 0 ? pattern.length : end + 1;
  }
  // `\pL`: a one-letter class name belongs to the escape.
  if (next === 'p' || next === 'P') return Math.min(pattern.length, i + 3);
  return Math.min(pattern.length, i + 2);
}

/** The index after a character class opening at `i` (`[^]a]`, `[[:alpha:]x]`, escapes inside). */
function classEnd(pattern: string, i: number): number {
  let j = i + 1;
  if (pattern[j] === '^') j++;
  // A `]` first in a class is a member, not its end.
  if (pattern[j] === ']') j++;
  while (j < pattern.length) {
    const c = pattern[j];
    if (c === ']') return j + 1;
    if (c === '\\') j = escapeEnd(pattern, j);
    else if (c === '[' && pattern[j + 1] === ':') {
      const end = pattern.indexOf(':]', j + 2);
      // No `:]` ahead: none ahead of any later `[:` either, so each of those is plain text too.
      if (end < 0) return pattern.indexOf(']', j + 1) < 0 ? pattern.length : pattern.indexOf(']', j + 1) + 1;
      j = end + 2;
    } else j++;
  }
  return pattern.length;
}
