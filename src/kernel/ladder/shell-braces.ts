// Round 63 (docs/floor.md, "Round 63 (redteam-r63)"): bash's brace expansion of one word, as bash 5.2's
// braces.c reads it, so every rule meets the words bash makes (`git {-C,/tmp/r} status` runs `git -C /tmp/r
// status`). shell-globs.ts braceReadings is another reading: each expansion of a path or host alone (and
// curl's globs), quoted braces too; this one splits a command's word into the several words bash passes.

/** Words one word may make; past it the word is unknown where a rule decides (shell-unknown.ts). */
export const MAX_BRACE_WORDS = 64;
/** Marks a character that came from a quote, an escape or an expansion: never a brace, comma or blank. */
const HELD = '\u0000';

/** Where a quote stood (a zero-width mark): a word that holds one is kept when empty, as bash keeps `''`. */
export const QUOTE_MARK = '\u0001';
const QUOTE = QUOTE_MARK;
/**
 * Round 71: where an expansion whose shown form lost its `$` stood (`${x:-a}` shown `a`): a zero-width mark
 * that keeps no word (bash drops an empty expansion), read by the shown form's joins (shell-parse.ts).
 */
export const JOIN_MARK = '\u0002';
const MARKS = /[\u0001\u0002]/g;

/**
 * The words bash's brace expansion makes of `word` (quotes removed), whose bare characters (unquoted,
 * unescaped, not from an expansion) are the pairs [start, end) of `spans`; a pair [p, p] says a quote stood
 * at p (a join, JOIN_MARK, where `joins` holds the pair's index). Undefined past MAX_BRACE_WORDS words;
 * `[word]` when it makes none. An empty word with no quote is dropped, as bash drops it (`x{a,}` is `xa x`,
 * `{,}` nothing). `marked`: each word keeps its marks where they stood (round 71, the shown form's joins).
 */
export function braceExpansion(
  word: string,
  spans: readonly number[],
  joins?: ReadonlySet<number>,
  marked = false,
): string[] | undefined {
  let text = '';
  let bare = '';
  let at = 0;
  for (let k = 0; k < spans.length; k += 2) {
    const from = spans[k] as number;
    const to = spans[k + 1] as number;
    text += word.slice(at, to);
    bare += HELD.repeat(from - at) + word.slice(from, to);
    if (from === to) {
      text += joins?.has(k) === true ? JOIN_MARK : QUOTE;
      bare += HELD;
    }
    at = to;
  }
  text += word.slice(at);
  bare += HELD.repeat(word.length - at);
  if (marked) {
    if (text.includes(HELD_OPEN) || text.includes(HELD_CLOSE)) return undefined;
    text = heldBraces(text, bare);
  }
  let out: string[] | undefined;
  try {
    out = expand(text, bare, {
      left: MAX_BRACE_WORDS,
      depth: 0,
      steps: SCAN_PER_CHARACTER * text.length + 4096,
    });
  } catch (e) {
    if (e === EXHAUSTED) return undefined;
    throw e;
  }
  if (out === undefined || out.length > MAX_BRACE_WORDS) return undefined;
  const kept = out.filter((w) => w !== '' && (w.includes(QUOTE) || w.replaceAll(JOIN_MARK, '') !== ''));
  return marked ? kept.map(bareBracesEscaped) : kept.map((w) => w.replace(MARKS, ''));
}

/**
 * Round 71: in a marked expansion (a shown form's), a brace that stood quoted or in an expansion is held
 * as one of these while the bare ones are expanded, so that a bare brace left in a word after (`{a,b}{}`,
 * `{a,b}x\\{c,d}` shown `x'{'c,d}`) can be escaped: bash made the word and reads it no more, but its shown
 * form read again in another word's company may open a list (`a{}…'{'c,d}` read as `{}…,d}`).
 */
const HELD_OPEN = '\uE000';
const HELD_CLOSE = '\uE001';

/** `text` with each brace `bare` holds (HELD) swapped for its held stand-in. */
function heldBraces(text: string, bare: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    out += bare.charAt(i) !== HELD ? ch : ch === '{' ? HELD_OPEN : ch === '}' ? HELD_CLOSE : ch;
  }
  return out;
}

/** A marked word with each brace it still holds bare escaped, and the held ones given back. */
const bareBracesEscaped = (w: string): string =>
  w.replace(/[{}]/g, '\\$&').replaceAll(HELD_OPEN, '{').replaceAll(HELD_CLOSE, '}');

interface Budget {
  left: number;
  depth: number;
  /** Characters the brace searches may still read: a word of many `{` and no `}` is unknown, not quadratic. */
  steps: number;
}

/** Reads allowed per character of the word: ordinary words read each character a few times at most. */
const SCAN_PER_CHARACTER = 16;
const EXHAUSTED = Symbol('brace search exhausted');

/** gobble, charged to the budget: past it the word is unknown (braceExpansion answers undefined). */
function find(bare: string, from: number, want: string, budget: Budget): number {
  const at = gobble(bare, from, want);
  budget.steps -= (at < 0 ? bare.length : at) - from + 1;
  if (budget.steps < 0) throw EXHAUSTED;
  return at;
}

/** brace_expand: the preamble, the first valid brace's alternatives, the postamble expanded again. */
function expand(text: string, bare: string, budget: Budget): string[] | undefined {
  if (++budget.depth > 64) return undefined;
  try {
    let i = 0;
    let open = -1;
    // The first `{` that has a matching `}` (braces.c's loop over brace_gobbler).
    for (;;) {
      open = find(bare, i, '{', budget);
      if (open < 0) return [text];
      if (find(bare, open + 1, '}', budget) >= 0) break;
      i = open + 1;
    }
    const start = open + 1;
    const close = find(bare, start, '}', budget);
    const pre = text.slice(0, open);
    const amble = text.slice(start, close);
    const ambleBare = bare.slice(start, close);
    let tack: string[] | undefined;
    if (find(ambleBare, 0, ',', budget) < 0) {
      // bash 5.2 drops the braces of `{..','}` (a quoted comma beside `..`) where gate reads none: unknown.
      if (ambleBare.includes(HELD) && ambleBare.includes('..')) return undefined;
      const counted = ambleBare.includes(HELD) ? undefined : sequence(amble);
      if (counted === null) return undefined;
      tack = counted;
      if (tack === undefined) {
        if (close + 1 >= text.length) return [text];
        tack = [text.slice(open, close + 1)];
      }
    } else {
      tack = [];
      let from = 0;
      for (;;) {
        const comma = find(ambleBare, from, ',', budget);
        const end = comma < 0 ? amble.length : comma;
        const part = expand(amble.slice(from, end), ambleBare.slice(from, end), budget);
        if (part === undefined) return undefined;
        tack.push(...part);
        if (tack.length > budget.left) return undefined;
        if (comma < 0) break;
        from = comma + 1;
      }
    }
    const post = text.slice(close + 1);
    const rest = post === '' ? [''] : expand(post, bare.slice(close + 1), budget);
    if (rest === undefined || tack.length * rest.length > budget.left) return undefined;
    const out: string[] = [];
    for (const t of tack) for (const r of rest) out.push(pre + t + r);
    return out;
  } finally {
    budget.depth--;
  }
}

/**
 * brace_gobbler: the index of the first `want` at brace level 0 from `from` (-1: none). A `{` between a
 * blank (or the start) and a blank or `}` is no brace (`{}`, as bash has it); a `}` before a comma or a
 * `..` of its level closes nothing (bash 5.2: `{a},b}` is `a}` and `b`).
 */
function gobble(bare: string, from: number, want: string): number {
  let level = 0;
  let separated = false;
  for (let i = from; i < bare.length; i++) {
    const c = bare[i];
    if (want === '}' && level === 0 && !separated)
      separated = c === ',' || (c === '.' && bare[i + 1] === '.' && bare[i + 2] !== '}');
    if (c === want && level === 0) {
      if (c === '{' && (i === 0 || blank(bare[i - 1])) && (blank(bare[i + 1]) || bare[i + 1] === '}'))
        continue;
      if (c === '}' && !separated) continue;
      return i;
    }
    if (c === '{') level++;
    else if (c === '}' && level > 0) level--;
  }
  return -1;
}

const blank = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n';

const INTEGER = /^[-+]?\d+$/;

/** expand_seqterm: `{1..3}`, `{a..e..2}`, `{01..10}` as bash counts them; undefined: none; null: too many. */
function sequence(amble: string): string[] | undefined | null {
  const parts = amble.split('..');
  if (parts.length !== 2 && parts.length !== 3) return undefined;
  const [lhs, rhs, by] = parts as [string, string, string | undefined];
  if (by !== undefined && !INTEGER.test(by)) return undefined;
  const step = Math.abs(by === undefined ? 1 : Number(by)) || 1;
  const numbers = INTEGER.test(lhs) && INTEGER.test(rhs);
  const letters = /^[A-Za-z]$/.test(lhs) && /^[A-Za-z]$/.test(rhs);
  if (!numbers && !letters) return undefined;
  const lo = numbers ? Number(lhs) : lhs.charCodeAt(0);
  const hi = numbers ? Number(rhs) : rhs.charCodeAt(0);
  if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi)) return undefined;
  if (Math.abs(hi - lo) / step >= MAX_BRACE_WORDS) return null;
  const padded = numbers && (/^[-+]?0\d/.test(lhs) || /^[-+]?0\d/.test(rhs));
  const width = padded ? Math.max(lhs.length, rhs.length) : 0;
  const out: string[] = [];
  const dir = lo <= hi ? step : -step;
  for (let v = lo; lo <= hi ? v <= hi : v >= hi; v += dir) {
    if (!numbers) out.push(String.fromCharCode(v));
    else if (v < 0) out.push(`-${String(-v).padStart(width - 1, '0')}`);
    else out.push(String(v).padStart(width, '0'));
  }
  return out;
}
