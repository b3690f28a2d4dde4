// A pattern that opens with a lookbehind, read only where the same pattern without it matches (round 64,
// docs/screening.md). V8 tries such a pattern at every character of the text (the lookbehind comes first, so
// no first-character scan applies); without it the scan skips ahead, and the few places it stops at are read
// with the whole pattern, sticky. The places the whole pattern matches are among them, visited in order, so
// each read finds what the whole pattern finds from the same place: the same match, index and groups.

/** A pattern and the one that finds every place it can match (itself without its leading lookbehind). */
export interface Hinted {
  /** The pattern less its leading lookbehind, global: matches wherever the pattern does, and more. */
  readonly hint: RegExp;
  /** The pattern, sticky: read at each place the hint stops. */
  readonly at: RegExp;
}

/** Where the group opening at `open` (a `(`) closes: escapes and character classes skipped. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Whether a group opening in [from, to) of the source captures: a `(` not followed by `?`, outside a class. */
function capturesIn(source: string, from: number, to: number): boolean {
  let inClass = false;
  for (let i = from; i < to; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(' && source[i + 1] !== '?') return true;
  }
  return false;
}

/**
 * The pattern read through its hint. It must open with a lookbehind and never match empty text; its flags are
 * kept (so a hint folds case as the pattern does), less `g` and `y`, which each side sets for itself.
 */
export function hinted(pattern: RegExp): Hinted {
  const { source } = pattern;
  const end = source.startsWith('(?<!') || source.startsWith('(?<=') ? groupEnd(source, 0) : -1;
  if (end < 0) throw new Error(`hinted: ${source.slice(0, 40)} does not open with a lookbehind`);
  // A group captured inside it would renumber the rest's backreferences in the hint.
  if (capturesIn(source, 4, end))
    throw new Error(`hinted: ${source.slice(0, 40)} captures inside its lookbehind`);
  const flags = pattern.flags.replace(/[gy]/g, '');
  return { hint: new RegExp(source.slice(end + 1), `${flags}g`), at: new RegExp(source, `${flags}y`) };
}

/** The pattern's first match at or after `from`, as its own global search from `from` finds it. */
export function execHinted(pattern: Hinted, text: string, from = 0): RegExpExecArray | null {
  const { hint, at } = pattern;
  hint.lastIndex = from;
  for (let m = hint.exec(text); m !== null; m = hint.exec(text)) {
    at.lastIndex = m.index;
    const found = at.exec(text);
    if (found !== null) return found;
    // On by one character, a whole surrogate pair (a unicode pattern starts no match inside one).
    const code = text.charCodeAt(m.index);
    const next = text.charCodeAt(m.index + 1);
    hint.lastIndex = m.index + (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1);
  }
  return null;
}

/** Whether the pattern matches anywhere in the text. */
export function testHinted(pattern: Hinted, text: string): boolean {
  return execHinted(pattern, text) !== null;
}
