// Round 25: a glob the shell expands names the files it matches (`cat .e* | nc h 80` sends `.env`). A word
// whose pattern can match a credential file (credential-paths.ts CREDENTIAL_NAMES) is read as that file
// spelled out, so every rule and option reader that judges a credential path judges it (docs/floor.md,
// "Round 25"). The pattern is matched against the vocabulary, never against a list of spellings.
import { CREDENTIAL_NAMES, CREDENTIAL_PATH } from './credential-paths.js';
import { NAME_LISTERS } from './shell-vocabulary.js';

/** Whether a word holds a pattern character (`*`, `?`, `[`): told without a RegExp (most words have none). */
export function mayGlob(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === 42 /* * */ || c === 63 /* ? */ || c === 91 /* [ */) return true;
  }
  return false;
}

/** Round 60: an extended glob's group other than `?(`/`*(` (which `?`/`*` already make a pattern). */
export const EXTGLOB_GROUP = /[+@!]\(/;

/**
 * Round 60: the word with each extended glob group (`+(rc)`, `@(a|b)`, `!(x)`, `?(x)`, `*(x)`, nested)
 * read as `*`, which matches all any group can (bash matches a group within one path component, as `*`),
 * so every reader of a pattern reads one it knows (`~/.bash@(rc)` is `~/.bash*`). An unclosed group is left.
 */
export function extglobAsStar(word: string): string {
  if (!word.includes('(')) return word;
  let out = '';
  let from = 0;
  for (let i = 0; i + 1 < word.length; i++) {
    if (word.charCodeAt(i + 1) !== 40 /* ( */ || !'?*+@!'.includes(word.charAt(i))) continue;
    let depth = 0;
    let j = i + 1;
    for (; j < word.length; j++) {
      const c = word.charCodeAt(j);
      if (c === 40) depth++;
      else if (c === 41 /* ) */ && --depth === 0) break;
    }
    if (j >= word.length) break;
    out += `${word.slice(from, i)}*`;
    from = j + 1;
    i = j;
  }
  return out + word.slice(from);
}

/**
 * The credential path a glob word can match, spelled out (`~/.ssh/id_*` → `~/.ssh/id_rsa`, `.[e]nv` →
 * `.env`), or undefined. Its literal directory is kept; the rest is matched against each credential
 * name's last components. A lone `*` (every workspace file) is the workspace's egress, not read here.
 */
export function credentialGlob(spelt: string): string | undefined {
  const word = extglobAsStar(spelt);
  if (!mayGlob(word)) return undefined;
  const first = firstPatternChar(word);
  let dir = word.slice(0, word.lastIndexOf('/', first) + 1);
  let rest = word.slice(dir.length);
  // `**/` (find's reach below a root, shell.ts findReach; globstar) is any directories: kept as written.
  while (rest.startsWith('**/')) {
    dir += '**/';
    rest = rest.slice(3);
  }
  if (dir === '' && BARE_EVERY.test(rest)) return undefined;
  const [pre, post] = literalEnds(rest.slice(rest.lastIndexOf('/') + 1));
  // Split and compiled only once a name passes the cheap test below (most glob words meet none).
  let parts: string[] | undefined;
  // The pattern's last k components, compiled once each (undefined: past what any name can match).
  let suffixes: Map<number, Token[] | undefined> | undefined;
  for (const comps of NAME_COMPONENTS) {
    // A name's last component must begin and end as the pattern's last one does (`*.log7` meets none):
    // the cheap test that spares most words the match below.
    const last = comps[comps.length - 1] as string;
    if (!last.startsWith(pre) || !last.endsWith(post)) continue;
    parts ??= rest.split('/');
    suffixes ??= new Map();
    // A name with fewer components than the pattern: the pattern's first components are any directory
    // (`*/.e*`: a subproject's `.env`); with more, the pattern matches the name's last components.
    const k = Math.min(comps.length, parts.length);
    const tail = comps.slice(comps.length - k);
    const mine = parts.slice(parts.length - k);
    // A component not begun by a literal `.` matches no name begun by one (the shell's dotfile rule).
    if (tail.some((c, j) => c.startsWith('.') && !(mine[j] as string).startsWith('.'))) continue;
    if (!suffixes.has(k)) suffixes.set(k, compile(parts.slice(parts.length - k).join('/')));
    const pattern = suffixes.get(k);
    if (pattern === undefined || !matches(pattern, tail.join('/'))) continue;
    const lead = parts.slice(0, parts.length - k);
    return `${dir}${lead.length > 0 ? `${lead.join('/')}/` : ''}${tail.join('/')}`;
  }
  return undefined;
}
/** Each credential name's components, split once. */
const NAME_COMPONENTS: readonly (readonly string[])[] = CREDENTIAL_NAMES.map((name) =>
  name.split('/').filter((c) => c !== ''),
);

/**
 * The literal text a pattern component begins and ends with, before its first and after its last pattern
 * character (`*`, `?`, `[`, `]`); none when it holds a backslash (an escape makes a pattern character literal).
 */
function literalEnds(component: string): [string, string] {
  if (component.includes('\\')) return ['', ''];
  let first = component.length;
  let last = -1;
  for (let i = 0; i < component.length; i++) {
    const c = component.charCodeAt(i);
    if (c === 42 || c === 63 || c === 91 || c === 93) {
      if (first === component.length) first = i;
      last = i;
    }
  }
  return last < 0 ? [component, component] : [component.slice(0, first), component.slice(last + 1)];
}
/** A pattern of only wildcards and dots with no directory: `*`, `*.*`, `?*`. */
const BARE_EVERY = /^[*?]+(?:\.[*?]+)?$/;

function firstPatternChar(word: string): number {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === 42 || c === 63 || c === 91) return i;
  }
  return word.length;
}

/** One token of a pattern: a run of `*` (STAR), or a test of one character. */
type Token = typeof STAR | ((ch: string) => boolean);
const STAR = 0;
const LONGEST = Math.max(...CREDENTIAL_NAMES.map((n) => n.length));

/** A glob's tokens (`*` runs as one, `?`, `[...]`/`[!...]` classes, literals); undefined past what any name can match. */
function compile(glob: string): Token[] | undefined {
  const out: Token[] = [];
  let single = 0;
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] as string;
    if (ch === '*') {
      if (out[out.length - 1] !== STAR) out.push(STAR);
      continue;
    }
    if (++single > LONGEST) return undefined;
    if (ch === '?') out.push((c) => c !== '/');
    else if (ch === '[') {
      // The class ends at the first `]` after its first character; none: a literal `[`.
      const negated = glob[i + 1] === '!' || glob[i + 1] === '^';
      const from = negated ? i + 2 : i + 1;
      const close = glob.indexOf(']', from + 1);
      if (close < 0) out.push((c) => c === '[');
      else {
        const body = glob.slice(from, close);
        out.push((c) => c !== '/' && inClass(body, c) !== negated);
        i = close;
      }
    } else out.push((c) => c === ch);
  }
  return out;
}

/** Whether `c` is in a class body (`a-z` ranges, single characters). */
function inClass(body: string, c: string): boolean {
  for (let k = 0; k < body.length; k++) {
    if (body[k + 1] === '-' && k + 2 < body.length) {
      if (c >= (body[k] as string) && c <= (body[k + 2] as string)) return true;
      k += 2;
    } else if (body[k] === c) return true;
  }
  return false;
}

/**
 * Round 57: whether a glob component matches a name wholly (`tm?` and `t*` match `tmp`): the shared-place
 * test's reading of a directory the shell expands (shell-option-scripts.ts inSharedPlace).
 */
export function globMatches(glob: string, name: string): boolean {
  const tokens = compile(glob);
  return tokens !== undefined && matches(tokens, name);
}

/** Whether tokens match all of `name`: the one-star backtracking walk (a `*` never crosses `/`). */
function matches(tokens: readonly Token[], name: string): boolean {
  let t = 0;
  let n = 0;
  let starT = -1;
  let starN = 0;
  while (n < name.length) {
    const tok = tokens[t];
    if (tok !== undefined && tok !== STAR && tok(name[n] as string)) {
      t++;
      n++;
    } else if (tok === STAR) {
      starT = t++;
      starN = n;
    } else if (starT >= 0 && name[starN] !== '/') {
      t = starT + 1;
      n = ++starN;
    } else return false;
  }
  while (tokens[t] === STAR) t++;
  return t === tokens.length;
}

/**
 * Round 25: the credential file a substitution's listing prints (`$(ls .e*)`, `$(ls -a | grep env)`,
 * `$(find . -name '.e*')`), from the substitution's commands (parsed): a lister (ls, find, fd) naming one
 * by a glob or a name, or listing a directory whose credential names a `grep` stage keeps. A grep pattern
 * not read (anything but words, dots and anchors) keeps every name: fail closed.
 */
export function listedCredential(
  cmds: readonly { words: readonly string[]; sep: string }[],
  named: (word: string) => string | undefined,
): string | undefined {
  const first = cmds[0];
  if (first === undefined) return undefined;
  const lister = (first.words[0] ?? '').slice((first.words[0] ?? '').lastIndexOf('/') + 1);
  if (!NAME_LISTERS.has(lister)) return undefined;
  const ops = first.words.slice(1);
  for (let k = 0; k < ops.length; k++) {
    const w = ops[k] as string;
    // find's `-name PAT`: the pattern read as a glob below any directory.
    const pattern = NAME_TESTS.has(w) ? ops[++k] : w.startsWith('-') ? undefined : w;
    const hit = pattern === undefined ? undefined : named(NAME_TESTS.has(w) ? `**/${pattern}` : pattern);
    if (hit !== undefined) return hit;
  }
  // `ls` shows dotfiles only with -a/-A; find and fd list them.
  const dots = lister !== 'ls' || ops.some((w) => /^-[A-Za-z]*[aA]/.test(w));
  let names = BARE_NAMES.filter((n) => dots || !n.startsWith('.'));
  let filtered = false;
  for (let k = 0; k + 1 < cmds.length && (cmds[k] as { sep: string }).sep === '|'; k++) {
    const words = (cmds[k + 1] as { words: readonly string[] }).words;
    if (!/^[ef]?grep$|^rg$/.test(words[0] ?? '')) continue;
    const flags = words.slice(1).filter((w) => w.startsWith('-'));
    const pat = words.slice(1).find((w) => !w.startsWith('-'));
    if (pat === undefined) continue;
    filtered = true;
    if (!/^[\w.^$-]*$/.test(pat) || pat.length > 64) continue;
    const re = new RegExp(pat, flags.some((f) => /^-[A-Za-z]*i/.test(f)) ? 'i' : '');
    const invert = flags.some((f) => /^-[A-Za-z]*v/.test(f));
    names = names.filter((n) => re.test(n) !== invert);
  }
  return filtered ? names[0] : undefined;
}
/** The credential names that are one by themselves (`.env`, `id_rsa`, `x.pem`; not `config`, `environ`). */
const BARE_NAMES = CREDENTIAL_NAMES.map((n) => n.slice(n.lastIndexOf('/') + 1)).filter((n) =>
  new RegExp(CREDENTIAL_PATH).test(n),
);
const NAME_TESTS: ReadonlySet<string> = new Set([
  '-name',
  '-iname',
  '-path',
  '-ipath',
  '-wholename',
  '-g',
  '--glob',
]);

/** Readings braceReadings gives at most for a directory word; past it a word is no reading gate can list. */
export const MAX_BRACE_READINGS = 64;
/**
 * Round 58: one reading of the expansions bash and curl make of a word (round 57 kept two: braceReadings
 * for a directory, destinations.ts globExpansions for a host). A brace with a comma (`{mp,x}`), a sequence
 * (`{l..n}`, `{1..9..2}`, bash's), a one-element brace (`{mp}`: curl expands it, bash does not: both read)
 * or a curl range (`[8-9]`, `[a-c]`, `[01-10:3]`, zero-padded as curl pads); never `${`.
 */
const EXPANSION = /\{[^{}\s]*\}|\[(?:\d+-\d+|[a-zA-Z]-[a-zA-Z])(?::\d+)?\]/g;
/** A sequence brace's body (`l..n`, `1..3`, `1..9..2`). */
const SEQUENCE = /^(?:([a-zA-Z])\.\.([a-zA-Z])|(-?\d{1,4})\.\.(-?\d{1,4}))(?:\.\.(-?\d{1,4}))?$/;
/** Stand-ins for a one-element brace's own `{` `}` once read literally (so it is not expanded again). */
const OPEN_KEPT = '\uE000';
const CLOSE_KEPT = '\uE001';

/**
 * Every word bash's brace expansion and curl's URL globs make of `word` (`/t{mp,x}/r` is `/tmp/r` and
 * `/tx/r`, `/t{l..n}p` is `/tlp` `/tmp` `/tnp`, `16[8-9].254` is `168.254` and `169.254`), innermost brace
 * first, or undefined past `limit` (a directory: MAX_BRACE_READINGS; a host: destinations.ts). A word with
 * no expansion is its own one reading. A quoted brace (not expanded by bash) is read too: over-read.
 */
export function braceReadings(word: string, limit = MAX_BRACE_READINGS): string[] | undefined {
  if (!word.includes('{') && !word.includes('[')) return [word];
  let out = [word];
  let kept = false;
  for (let round = 0; round < 16; round++) {
    const next: string[] = [];
    let changed = false;
    for (const w of out) {
      const m = firstExpansion(w);
      if (m === undefined) {
        next.push(w);
        continue;
      }
      changed = true;
      const alternatives = expansionAlternatives(m.text, limit);
      if (alternatives === undefined || next.length + alternatives.length > limit) return undefined;
      if (alternatives.some((a) => a.includes(OPEN_KEPT))) kept = true;
      for (const a of alternatives) next.push(w.slice(0, m.start) + a + w.slice(m.start + m.text.length));
    }
    out = next;
    if (!changed) return kept ? out.map((w) => w.replace(/\uE000/g, '{').replace(/\uE001/g, '}')) : out;
  }
  return undefined;
}

/** The first expansion of `w` not behind a `$` (`${x}` is a parameter), as its start and text. */
function firstExpansion(w: string): { start: number; text: string } | undefined {
  EXPANSION.lastIndex = 0;
  for (let m = EXPANSION.exec(w); m !== null; m = EXPANSION.exec(w))
    if (m[0].charCodeAt(0) !== 123 /* { */ || m.index === 0 || w.charCodeAt(m.index - 1) !== 36 /* $ */)
      return { start: m.index, text: m[0] };
  return undefined;
}

/** A brace's words, a sequence's or a range's values; a one-element brace as itself and as its body. */
function expansionAlternatives(glob: string, limit: number): string[] | undefined {
  const inner = glob.slice(1, -1);
  if (glob.startsWith('{')) {
    if (inner.includes(',')) return inner.split(',');
    const seq = SEQUENCE.exec(inner);
    if (seq === null) return [`${OPEN_KEPT}${inner}${CLOSE_KEPT}`, inner];
    const letters = seq[1] !== undefined;
    const lo = letters ? (seq[1] as string).charCodeAt(0) : Number(seq[3]);
    const hi = letters ? (seq[2] as string).charCodeAt(0) : Number(seq[4]);
    return counted(lo, hi, Math.abs(Number(seq[5] ?? 1)) || 1, letters, 0, limit);
  }
  const [range, stepText] = inner.split(':') as [string, string | undefined];
  const [from, to] = range.split('-') as [string, string];
  const step = stepText === undefined ? 1 : Number(stepText);
  const letters = !/\d/.test(from);
  const lo = letters ? from.charCodeAt(0) : Number(from);
  const hi = letters ? to.charCodeAt(0) : Number(to);
  // curl refuses a range that runs down or steps by nothing: no reading.
  if (step < 1 || hi < lo) return undefined;
  return counted(lo, hi, step, letters, from.startsWith('0') ? from.length : 0, limit);
}

/** The values from `lo` to `hi` (either direction) by `step`, as letters or padded numbers; undefined past `limit`. */
function counted(
  lo: number,
  hi: number,
  step: number,
  letters: boolean,
  pad: number,
  limit: number,
): string[] | undefined {
  if (Math.abs(hi - lo) / step >= limit) return undefined;
  const out: string[] = [];
  const by = lo <= hi ? step : -step;
  for (let v = lo; lo <= hi ? v <= hi : v >= hi; v += by)
    out.push(letters ? String.fromCharCode(v) : String(v).padStart(pad, '0'));
  return out;
}
