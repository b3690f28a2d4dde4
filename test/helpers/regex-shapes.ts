// Round 44 (linear-r44): the regular expressions written in src/, found by reading its TypeScript as tokens
// (strings, templates, comments and divisions told apart from a literal), and the shapes known to read an
// adversary's text in more than linear time on JavaScript's backtracking engine (docs/testing.md, "Round 44").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Literal {
  /** The file, relative to the repository. */
  file: string;
  line: number;
  source: string;
  flags: string;
}

/** Keywords after which a `/` opens an expression rather than divides. */
const BEFORE_REGEX_WORDS = new Set([
  'return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await', 'instanceof',
]); // biome-ignore format: a word list reads better packed

/** Every regular expression literal in one TypeScript source. */
export function literalsIn(text: string, file: string): Literal[] {
  const out: Literal[] = [];
  // What the last significant token was: a value (a division may follow) or not (an expression may).
  let afterValue = false;
  let line = 1;
  /** Nesting of `${` inside template literals: the brace depth at which each resumes its template. */
  const templates: number[] = [];
  let braces = 0;
  let i = 0;
  const n = text.length;
  const skipString = (quote: string) => {
    i++;
    while (i < n && text[i] !== quote) {
      if (text[i] === '\\') i++;
      else if (text[i] === '\n') line++;
      i++;
    }
    i++;
  };
  /** Reads template text from i to its end or to a `${`; returns true at a `${`. */
  const skipTemplate = (): boolean => {
    while (i < n) {
      const c = text[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        return false;
      } else if (c === '$' && text[i + 1] === '{') {
        i += 2;
        return true;
      } else {
        if (c === '\n') line++;
        i++;
      }
    }
    return false;
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (c === '/' && text[i + 1] === '/') {
      while (i < n && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      for (let k = i; k < stop; k++) if (text[k] === '\n') line++;
      i = stop;
    } else if (c === "'" || c === '"') {
      skipString(c);
      afterValue = true;
    } else if (c === '`') {
      i++;
      if (skipTemplate()) {
        templates.push(braces);
        braces++;
        afterValue = false;
      } else afterValue = true;
    } else if (c === '/') {
      if (afterValue) {
        i++;
        afterValue = false;
        continue;
      }
      const at = line;
      let k = i + 1;
      let inClass = false;
      while (k < n && text[k] !== '\n') {
        const d = text[k];
        if (d === '\\') k++;
        else if (d === '[') inClass = true;
        else if (d === ']') inClass = false;
        else if (d === '/' && !inClass) break;
        k++;
      }
      const source = text.slice(i + 1, k);
      let f = k + 1;
      while (f < n && /[a-z]/.test(text[f]!)) f++;
      out.push({ file, line: at, source, flags: text.slice(k + 1, f) });
      i = f;
      afterValue = true;
    } else if (/[A-Za-z0-9_$]/.test(c)) {
      let k = i;
      while (k < n && /[A-Za-z0-9_$]/.test(text[k]!)) k++;
      afterValue = !BEFORE_REGEX_WORDS.has(text.slice(i, k));
      i = k;
    } else if (c === '{') {
      braces++;
      i++;
      afterValue = false;
    } else if (c === '}') {
      braces--;
      i++;
      if (templates.length > 0 && templates.at(-1) === braces) {
        templates.pop();
        if (skipTemplate()) {
          templates.push(braces);
          braces++;
          afterValue = false;
        } else afterValue = true;
      } else afterValue = false;
    } else {
      // `)` and `]` end a value; `!` after a value is TypeScript's non-null mark; every other mark opens.
      afterValue = c === ')' || c === ']' || (c === '!' && afterValue);
      i++;
    }
  }
  return out;
}

/** Every literal in the non-test TypeScript under `dir` (relative paths from `root`). */
export function literalsUnder(root: string, dir: string): Literal[] {
  const out: Literal[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        entry.name.endsWith('.ts') &&
        !entry.name.endsWith('.test.ts') &&
        !entry.name.endsWith('.d.ts')
      )
        out.push(...literalsIn(readFileSync(path, 'utf8'), relative(root, path)));
    }
  };
  walk(join(root, dir));
  return out;
}

// ---- A small reading of an expression's source: enough to see its quantifiers, classes and look-behinds.

/** A set of characters, approximated by which of a sample alphabet it holds. */
type Chars = (code: number) => boolean;
/** The sample the approximation is drawn over: ASCII and a few others (a letter, a blank, a line end). */
const SAMPLE: readonly number[] = [...Array.from({ length: 128 }, (_, k) => k), 0xa0, 0xe9, 0x2028, 0x4e00];
const overlap = (a: Chars, b: Chars): boolean => SAMPLE.some((code) => a(code) && b(code));

type Node =
  | { kind: 'chars'; chars: Chars }
  | { kind: 'assert' } // ^ $ \b \B and look-aheads: zero width
  | { kind: 'behind'; body: Node } // a look-behind
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'repeat'; body: Node; min: number; unbounded: boolean };

const isIn =
  (re: RegExp): Chars =>
  (code) =>
    re.test(String.fromCodePoint(code));

function escapeChars(e: string): Chars {
  switch (e) {
    case 'd':
    case 'D':
    case 'w':
    case 'W':
    case 's':
    case 'S':
      return isIn(new RegExp(`\\${e}`, 'u'));
    case 'n':
      return (c) => c === 10;
    case 'r':
      return (c) => c === 13;
    case 't':
      return (c) => c === 9;
    default:
      return (c) => String.fromCodePoint(c) === e;
  }
}

/** Parses `source` (flags `flags`) into the nodes above; unknown syntax reads as one character of anything. */
export function parse(source: string, flags: string): Node {
  let i = 0;
  const anyChar: Chars = () => true;
  const classAt = (): Chars => {
    // From `[` to its `]`: tested with the engine itself, over the sample.
    let k = i + 1;
    while (k < source.length && source[k] !== ']') k += source[k] === '\\' ? 2 : 1;
    const text = source.slice(i, k + 1);
    i = k + 1;
    try {
      return isIn(new RegExp(text, flags.includes('v') ? 'v' : flags.includes('u') ? 'u' : ''));
    } catch {
      return anyChar;
    }
  };
  const alt = (): Node => {
    const options: Node[] = [seq()];
    while (source[i] === '|') {
      i++;
      options.push(seq());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  };
  const seq = (): Node => {
    const items: Node[] = [];
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      let atom: Node;
      const c = source[i]!;
      if (c === '(') {
        const behind = source.startsWith('(?<=', i) || source.startsWith('(?<!', i);
        const ahead = source.startsWith('(?=', i) || source.startsWith('(?!', i);
        if (behind) i += 4;
        else if (ahead || source.startsWith('(?:', i)) i += 3;
        else if (source.startsWith('(?<', i)) i = source.indexOf('>', i) + 1;
        else i++;
        const body = alt();
        i++; // ')'
        atom = behind ? { kind: 'behind', body } : ahead ? { kind: 'assert' } : body;
      } else if (c === '[') atom = { kind: 'chars', chars: classAt() };
      else if (c === '\\') {
        const e = source[i + 1]!;
        i += 2;
        if (e === 'b' || e === 'B') atom = { kind: 'assert' };
        else if (e === 'p' || e === 'P') {
          const end = source.indexOf('}', i);
          const text = source.slice(i - 2, end + 1);
          i = end + 1;
          atom = { kind: 'chars', chars: isIn(new RegExp(text, 'u')) };
        } else if (e === 'u' && source[i] === '{') {
          const end = source.indexOf('}', i);
          const code = Number.parseInt(source.slice(i + 1, end), 16);
          i = end + 1;
          atom = { kind: 'chars', chars: (x) => x === code };
        } else if (e === 'u' || e === 'x') {
          const width = e === 'u' ? 4 : 2;
          const code = Number.parseInt(source.slice(i, i + width), 16);
          i += width;
          atom = { kind: 'chars', chars: (x) => x === code };
        } else if (/[1-9k]/.test(e)) {
          if (e === 'k') i = source.indexOf('>', i) + 1;
          atom = { kind: 'chars', chars: anyChar }; // a back-reference: read as anything
        } else atom = { kind: 'chars', chars: escapeChars(e) };
      } else if (c === '^' || c === '$') {
        i++;
        atom = { kind: 'assert' };
      } else if (c === '.') {
        i++;
        atom = {
          kind: 'chars',
          chars: flags.includes('s') ? anyChar : (x) => x !== 10 && x !== 13 && x !== 0x2028,
        };
      } else {
        const code = source.codePointAt(i)!;
        i += code > 0xffff ? 2 : 1;
        const lower = String.fromCodePoint(code).toLowerCase();
        atom = {
          kind: 'chars',
          chars: flags.includes('i')
            ? (x) => String.fromCodePoint(x).toLowerCase() === lower
            : (x) => x === code,
        };
      }
      const q = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(i));
      if (q) {
        i += q[0].length;
        const min = q[1] === '+' ? 1 : q[1] ? 0 : Number(q[2]);
        const unbounded = q[1] === '*' || q[1] === '+' || (q[3] !== undefined && q[4] === '');
        atom = { kind: 'repeat', body: atom, min, unbounded };
      }
      items.push(atom);
    }
    return items.length === 1 ? items[0]! : { kind: 'seq', items };
  };
  return alt();
}

/** The characters a node's match can open with (an empty match's followers aside). */
function firstOf(node: Node): Chars[] {
  switch (node.kind) {
    case 'chars':
      return [node.chars];
    case 'assert':
    case 'behind':
      return [];
    case 'alt':
      return node.options.flatMap(firstOf);
    case 'repeat':
      return firstOf(node.body);
    case 'seq': {
      const out: Chars[] = [];
      for (const item of node.items) {
        out.push(...firstOf(item));
        if (!canBeEmpty(item)) break;
      }
      return out;
    }
  }
}

function canBeEmpty(node: Node): boolean {
  switch (node.kind) {
    case 'chars':
      return false;
    case 'assert':
    case 'behind':
      return true;
    case 'alt':
      return node.options.some(canBeEmpty);
    case 'repeat':
      return node.min === 0 || canBeEmpty(node.body);
    case 'seq':
      return node.items.every(canBeEmpty);
  }
}

/** The nodes a node holds. */
function childrenOf(node: Node): Node[] {
  switch (node.kind) {
    case 'seq':
      return node.items;
    case 'alt':
      return node.options;
    case 'repeat':
    case 'behind':
      return [node.body];
    default:
      return [];
  }
}

/** The characters a node's match can hold anywhere (a look-behind's are not its match's). */
function charsOf(node: Node): Chars[] {
  if (node.kind === 'chars') return [node.chars];
  return node.kind === 'behind' ? [] : childrenOf(node).flatMap(charsOf);
}

const anyOverlap = (a: Chars[], b: Chars[]) => a.some((x) => b.some((y) => overlap(x, y)));

/** The unbounded repeats in a node, with the repeats they sit inside. */
function* repeatsIn(
  node: Node,
  inside: Node[] = [],
): Generator<{ node: Node & { kind: 'repeat' }; inside: Node[] }> {
  if (node.kind === 'repeat' && node.unbounded) {
    yield { node, inside };
    yield* repeatsIn(node.body, [...inside, node]);
  } else for (const child of childrenOf(node)) yield* repeatsIn(child, inside);
}

/**
 * Round 72: the unbounded repeats a node's match can open (`lead`) or close (`trail`) with, past parts that
 * matched nothing: `\s*[({]?\s*` and `\s*(?:\s*x)?` split one run as `\s*\s*` does.
 */
function edgeRepeats(node: Node, lead: boolean): (Node & { kind: 'repeat' })[] {
  switch (node.kind) {
    case 'repeat':
      return node.unbounded ? [node] : edgeRepeats(node.body, lead);
    case 'alt':
      return node.options.flatMap((o) => edgeRepeats(o, lead));
    case 'seq': {
      const out: (Node & { kind: 'repeat' })[] = [];
      for (const item of lead ? node.items : [...node.items].reverse()) {
        out.push(...edgeRepeats(item, lead));
        if (!canBeEmpty(item)) break;
      }
      return out;
    }
    default:
      return [];
  }
}

function* sequencesIn(node: Node): Generator<Node[]> {
  if (node.kind === 'seq') yield node.items;
  for (const child of childrenOf(node)) yield* sequencesIn(child);
}

function* behindsIn(node: Node): Generator<Node & { kind: 'behind' }> {
  if (node.kind === 'behind') yield node;
  else for (const child of childrenOf(node)) yield* behindsIn(child);
}

/**
 * The known-bad shapes in one expression, each named:
 * - `nested`: an unbounded repeat inside another whose body can hold the inner's characters again (the
 *   split of one run between the two is many ways; exponential or polynomial);
 * - `opening-in-run`: an expression not anchored at its start whose opening characters an unbounded repeat
 *   in it also reads, with something after the repeat that can fail: every opening inside the run starts a
 *   scan over the rest of it (`\s+$`, `[.!?\n]\s*word`, `\bcurl\b[^|;&\n]*\s-k`, `.*x`);
 * - `split-run`: two unbounded repeats in a row (only parts that read the same characters or may match
 *   nothing between them, either repeat possibly at a group's edge) over overlapping classes: one run split
 *   between them every way (`[a-zA-Z]*x[a-zA-Z]*$`, `[ \t]+[ \t>*#-]*`, round 72's `\s*[({]?\s*`);
 * - `behind-loop`: an unbounded repeat inside a look-behind, which V8 reads backwards from every position
 *   the look-behind is tried at (round 43's quoted handle).
 */
export function shapesOf(source: string, flags: string): string[] {
  let root: Node;
  try {
    root = parse(source, flags);
  } catch {
    return ['unread'];
  }
  const found = new Set<string>();
  for (const { node, inside } of repeatsIn(root))
    if (
      inside.some((outer) => outer.kind === 'repeat' && anyOverlap(charsOf(node.body), firstOf(outer.body)))
    )
      found.add('nested');
  for (const items of sequencesIn(root))
    items.forEach((a, k) => {
      // A repeat, or one a group ends with; what follows it, while each part can read the same run or
      // match nothing (round 72: an optional mark between): a second repeat opening there splits the run.
      for (const last of edgeRepeats(a, false)) {
        const run = charsOf(last.body);
        for (const b of items.slice(k + 1)) {
          if (edgeRepeats(b, true).some((next) => anyOverlap(charsOf(next.body), run))) {
            found.add('split-run');
            break;
          }
          if (!canBeEmpty(b) && !anyOverlap(charsOf(b), run)) break;
        }
      }
    });
  for (const b of behindsIn(root)) if ([...repeatsIn(b.body)].length > 0) found.add('behind-loop');
  const anchored = (source.startsWith('^') && !flags.includes('m')) || flags.includes('y');
  if (!anchored) {
    const opening = firstOf(root);
    // The top-level sequence: a repeat reading the opening's characters, with a part after it that can fail.
    for (const option of root.kind === 'alt' ? root.options : [root]) {
      const items = option.kind === 'seq' ? option.items : [option];
      items.forEach((item, k) => {
        // Nothing after the repeat: it takes its run and the match ends, nothing to fail and scan again.
        if (item.kind !== 'repeat' || !item.unbounded || k === items.length - 1) return;
        if (anyOverlap(charsOf(item.body), opening)) found.add('opening-in-run');
      });
    }
  }
  return [...found].sort();
}
