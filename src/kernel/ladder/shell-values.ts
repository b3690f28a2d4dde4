// Round 60, second pass (redteam3-r60; docs/floor.md "Round 60, second pass"): a variable the text sets
// more than one way (`x=/tmp/r; x=/tmp/s`, `(x=/tmp/s)`, `true && x=/tmp/s`, `y=${x:-.}` after `x=..`)
// holds any of those values where it is read. The command reading knew one value or none (spoiled:
// `git -C $x status` read `$x` as a name the text does not set); the write reading took each value
// (shell.ts literalValues). Both now take the same values, each reading of the text one per value.

import { ANYWHERE_DIR, PRINTED_DIR, UNKNOWN_DIR } from '../policy/paths.js';
import { assignmentLead, literalValues, operated } from './shell.js';
import { arrayElements, ELEMENT_SET, MAX_APPENDED, setsElements } from './shell-arrays.js';
import { positionalSets, withLiterals } from './shell-literals.js';
import { type SimpleCommand, showPiece } from './shell-parse.js';
import {
  COMPOUND_CLOSERS,
  COMPOUND_OPENERS,
  COMPOUND_TURNS,
  DECLARING_BUILTINS,
  FILLING_BUILTINS,
  SHELL_NUMBERS,
  SHELL_OWN_VALUES,
  SPECIAL_BUILTINS,
} from './shell-vocabulary.js';

/** A name with more values than this, read in a list, is refused (too many readings to read each). */
export const MAX_VALUE_READINGS = 4;

/** valueReadings' answer when a read name holds more values than are read: the reading is opaque. */
export const TOO_MANY_VALUES: readonly ReadonlyMap<string, string>[] = Object.freeze([new Map()]);

/**
 * The readings of `cmds` a text's several-valued names make: one per combination of their values (a name's
 * values in one branch pair with another's in any way the branches run). Only the names `several` holds
 * (the caller's: set two ways) that the list names (`$x`, `${x…}`) and that the text gives by assignment
 * (`x=`, `declare x=`: a loop's or `read`'s names are not read so); none when there are none, and
 * TOO_MANY_VALUES past MAX_VALUE_READINGS values of a name or MAX_READINGS combinations. A marker value (a place a program prints) is not spelled.
 */
export function valueReadings(
  cmds: readonly SimpleCommand[],
  all: readonly SimpleCommand[],
  several: (name: string) => boolean,
): readonly ReadonlyMap<string, string>[] {
  const named = new Set<string>();
  const note = (text: string): void => {
    if (text.includes('$')) for (const m of text.matchAll(NAMED_REFERENCE)) named.add(m[1] as string);
  };
  for (const c of cmds) {
    for (const shown of c.shown) note(shown);
    for (const r of c.redirects) note(r.target);
  }
  if (named.size === 0) return NONE;
  const picked: [string, string[], boolean][] = [];
  let values: Map<string, string[]> | undefined;
  for (const name of named) {
    // Round 61: a `for NAME in WORDS` loop's variable takes each listed value in its body (`for x in /tmp/s
    // /tmp/r; do git -C $x status; done` runs `git -C /tmp/r status`), one value or several; and `read`'s.
    const loop = loopsOver(all, name);
    if (!loop && (!several(name) || !assignedIn(all, name))) continue;
    values ??= literalValues(all);
    const given = (values.get(name) ?? []).filter((v) => !MARKERS.some((m) => v.startsWith(m)));
    // Round 62: a name the text spoils and sets one way (`export d; d=/tmp/r`, `declare d; d=..`) holds that
    // value where it is read, as a loop's variable its one value (it was read as a name the text does not set).
    // A one value naming others (`export A=$A:x`) is the chain the command reading spells itself.
    if (given.length === 0 || (!loop && given.length === 1 && (given[0] as string).includes('$'))) continue;
    picked.push([name, given, loop]);
  }
  if (picked.length === 0) return NONE;
  // Every combination: two names set in two branches each run together in any pairing bash can take
  // (`git $o $d status` with o ∈ {-C, --no-pager}, d ∈ {., /tmp/r} runs `git -C /tmp/r status`).
  let count = 1;
  // A loop's list is its values one by one (`for f in a b c d e f g`): bounded by the readings alone.
  for (const [, given, loop] of picked) {
    count *= given.length;
    if ((!loop && given.length > MAX_VALUE_READINGS) || count > MAX_READINGS) return TOO_MANY_VALUES;
  }
  let out: Map<string, string>[] = [new Map()];
  for (const [name, given] of picked) out = out.flatMap((m) => given.map((v) => new Map(m).set(name, v)));
  return out;
}
/** The readings of one list at most (the product of its several-valued names' counts). */
export const MAX_READINGS = 16;
const NONE: readonly ReadonlyMap<string, string>[] = Object.freeze([]);
/** `$x`, `${x`, `${!x`: a name a word reads. */
const NAMED_REFERENCE = /\$\{?!?([A-Za-z_][A-Za-z0-9_]*)/g;
const MARKERS = [ANYWHERE_DIR, PRINTED_DIR, UNKNOWN_DIR];

/** Whether some command of `all` is a `for NAME in ..` (or `select`) loop's header naming `name`. */
function loopsOver(all: readonly SimpleCommand[], name: string): boolean {
  return loopNames(all).has(name);
}
/** The names `all`'s loops take, once a parse (asked per list and per name: a scan each was quadratic). */
export function loopNames(all: readonly SimpleCommand[]): ReadonlySet<string> {
  let known = LOOP_NAMES.get(all);
  if (known === undefined) {
    const names = new Set<string>();
    for (const c of all) {
      const at = loopAt(c.words);
      if (at >= 0) names.add(c.words[at + 1] as string);
      // Round 61 (redteam3): `read`'s names take each line (and field) of its input in turn, as a loop's
      // variable its values (`while read x; do git -C $x status; done <<< /tmp/r`).
      for (const name of readNames(c.words)) names.add(name);
    }
    known = names.size === 0 ? NO_NAMES : names;
    LOOP_NAMES.set(all, known);
  }
  return known;
}
const LOOP_NAMES = new WeakMap<readonly SimpleCommand[], ReadonlySet<string>>();
const NO_NAMES: ReadonlySet<string> = new Set();
/** Where a `for NAME in ..` or `select NAME in ..` header starts in `words` (past `do`, `then`..: a nested loop); -1 for none. */
export function loopAt(words: readonly string[]): number {
  const at = assignmentLead(words);
  const w = words[at];
  return (w === 'for' || w === 'select') && words[at + 2] === 'in' ? at : -1;
}

/** The names a `read` among `words` sets (past `while`, `do`..; options and their values skipped; `-a`'s is an array's). */
export function readNames(words: readonly string[]): readonly string[] {
  const at = readAt(words);
  if (at < 0) return NO_READ;
  const out: string[] = [];
  for (let k = at + 1; k < words.length; k++) {
    const w = words[k] as string;
    if (/^-[a-zA-Z]*[adinNptu]$/.test(w)) k++;
    else if (!w.startsWith('-') && /^[A-Za-z_][A-Za-z0-9_]*$/.test(w)) out.push(w);
  }
  return out;
}
const NO_READ: readonly string[] = Object.freeze([]);
/** Where `read` stands in `words` (past `while`, `do`.., and assignments to it: `IFS=: read x`); -1 for none. */
export function readAt(words: readonly string[]): number {
  let at = assignmentLead(words);
  while (at < words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[at] as string)) at++;
  return words[at] === 'read' ? at : -1;
}
/**
 * The values a name `read` sets may take from `input` (its here-strings or here-documents): each text whole,
 * each line and each field (split at blanks and at the characters an `IFS=..` before it names): an over-read
 * of which name takes which, never an under-read.
 */
export function readValues(
  words: readonly string[],
  at: number,
  input: readonly string[],
): readonly string[] {
  let ifs = '';
  for (let k = 0; k < at; k++)
    if ((words[k] as string).startsWith('IFS=')) ifs += (words[k] as string).slice(4);
  const out = new Set<string>();
  for (const text of input) {
    out.add(text.trim());
    for (const line of text.split('\n')) {
      out.add(line.trim());
      let fields = line.split(/[ \t]+/);
      for (const ch of ifs) fields = fields.flatMap((f) => f.split(ch));
      for (const f of fields) out.add(f);
    }
  }
  out.delete('');
  return [...out];
}

/** Whether some command of `all` assigns `name` by a word (`name=`, `name+=`, `declare name=`). */
function assignedIn(all: readonly SimpleCommand[], name: string): boolean {
  for (const c of all)
    for (const w of c.words)
      if (w.startsWith(name) && (w[name.length] === '=' || w.startsWith('+=', name.length))) return true;
  return false;
}

/**
 * The write reading's lines of the same values (shell.ts analyse): each list of `all` again with the
 * literal values the text gives spelled in, split into fields where bash splits them, once per call's
 * positional parameters (`f(){ tee "$@"; }; f -a ~/.bashrc`, `set -- -a ~/.bashrc; tee "$@"`) and once per
 * several-valued name's reading; with the text's one-valued names alone only where a value split into
 * words (`y="-a ~/.bashrc"; tee $y`). At most `max` lines; none for most texts.
 */
export function valueLines(all: readonly SimpleCommand[], max: number): readonly string[] {
  if (max <= 0) return NO_LINES;
  // Round 61: asked twice of one parse (shell.ts overBudget, then the write reading): read once, up to
  // the most either asks (VALUE_LINES_READ), each caller taking its first `max`.
  let known = VALUE_LINES.get(all);
  if (known === undefined) {
    known = readValueLines(all, VALUE_LINES_READ);
    VALUE_LINES.set(all, known);
  }
  return known.length <= max ? known : known.slice(0, max);
}
/** The most lines valueLines reads of one parse: one past the reparse bound (shell.ts MAX_REPARSE = 16). */
export const VALUE_LINES_READ = 17;
const VALUE_LINES = new WeakMap<readonly SimpleCommand[], readonly string[]>();
const NO_LINES: readonly string[] = Object.freeze([]);

function readValueLines(all: readonly SimpleCommand[], max: number): readonly string[] {
  const out: string[] = [];
  if (!all.some(expands)) return NO_LINES;
  const values = literalValues(all);
  const single = new Map<string, string>();
  for (const [name, given] of values)
    if (given.length === 1 && !MARKERS.some((m) => (given[0] as string).startsWith(m)))
      single.set(name, given[0] as string);
  // Round 61: an array's elements together where `"${a[@]}"` or `${a[*]}` stands (`a=(k ~/.bashrc); cp
  // "${a[@]}"` runs `cp k ~/.bashrc`; each element alone was read, `cp k`, `cp ~/.bashrc`).
  for (const [name, elements] of wholeArrays(all)) {
    single.set(`${name}[@]`, elements);
    single.set(`${name}[*]`, elements);
  }
  const lists = new Map<number, SimpleCommand[]>();
  for (const c of all) {
    const list = lists.get(c.list);
    if (list === undefined) lists.set(c.list, [c]);
    else list.push(c);
  }
  const positional = positionalSets(all);
  for (const cmds of lists.values()) {
    for (const line of defaultedLines(cmds, values)) if (out.length < max) out.push(line);
    const readings = valueReadings(cmds, all, (name) => (values.get(name)?.length ?? 0) > 1);
    const givens = [single, ...positional, ...(readings === TOO_MANY_VALUES ? [] : readings)];
    for (let g = 0; g < givens.length && out.length < max; g++) {
      const given = givens[g] as ReadonlyMap<string, string>;
      const each = withLiterals(cmds, g === 0 ? single : new Map([...single, ...given]));
      // The one-valued names alone are the write reading's already (withVariables), but for a value split
      // into words or one that is an option or an operand's `NAME=` (`y="of=$HOME/.bashrc"; dd $y`).
      if (each === undefined || (g === 0 && !reshapes(cmds, each))) continue;
      out.push(lineOf(each));
    }
  }
  return out;
}

/**
 * Round 62: `x=~/.bashrc; tee -a ${x:-y}` writes ~/.bashrc: the parse reads `${X:-W}` as W, so the write
 * reading met `tee -a y`. One line per value the text gives X, spelled where the word stands (a value
 * naming others, or one with characters a line would re-read, is not spelled: the command reading holds it).
 */
function defaultedLines(cmds: readonly SimpleCommand[], values: ReadonlyMap<string, string[]>): string[] {
  const out: string[] = [];
  cmds.forEach((c, i) => {
    for (const j of c.defaulted ?? []) {
      const from = c.defaultedFrom?.[j];
      const given = from === undefined ? undefined : values.get(from);
      for (const v of given ?? []) {
        if (out.length >= MAX_VALUE_READINGS || !PLAIN_VALUE.test(v)) continue;
        const each = cmds.slice();
        const shown = [...c.shown];
        shown[j] = v;
        const words = [...c.words];
        words[j] = v;
        each[i] = { ...c, shown, words };
        out.push(lineOf(each));
      }
    }
    c.redirects.forEach((r, k) => {
      const given = r.defaultedFrom === undefined ? undefined : values.get(r.defaultedFrom);
      // The target whole (`>> ${x:-.}`), or the value before the rest of it (`> "${x:-.}/.bashrc"`, over-read).
      for (const v of given ?? [])
        for (const target of [v, `${v}/${r.target}`]) {
          if (out.length >= MAX_VALUE_READINGS || !PLAIN_VALUE.test(target)) continue;
          const each = cmds.slice();
          const redirects = [...c.redirects];
          redirects[k] = { op: r.op, target };
          each[i] = { ...c, redirects };
          out.push(lineOf(each));
        }
    });
  });
  return out;
}
/** A value a line may hold as written: no quote, expansion, blank or operator to re-read. */
const PLAIN_VALUE = /^[\w~/.,:@%+=-]+$/;

/**
 * The arrays `all` fills with literal elements, each as its elements joined by a blank: `a=(..)`, `declare
 * -a a=(..)`, then `a+=(..)` appending; none set twice, or to an element the text computes.
 */
function wholeArrays(all: readonly SimpleCommand[]): Map<string, string> {
  const out = new Map<string, string>();
  const spoiled = new Set<string>();
  const counts = new Map<string, number>();
  const sparse = new Map<string, Map<number, string>>();
  for (let i = 0; i < all.length; i++) {
    const c = all[i] as SimpleCommand;
    // Round 61 (redteam3): `a[0]=k; a[1]=~/.bashrc; cp "${a[@]}"`: elements set one by one, in index order.
    if (!c.array && setsElements(c.words)) {
      c.words.forEach((w, k) => {
        const m = ELEMENT_SET.exec(w);
        if (m === null) return;
        const name = m[1] as string;
        if (spoiled.has(name)) return;
        if (!/^\d{1,6}$/.test(m[2] as string) || /[$`]/.test(c.shown[k] as string)) {
          spoiled.add(name);
          out.delete(name);
          return;
        }
        let known = sparse.get(name);
        if (known === undefined) {
          known = new Map((out.get(name)?.split(' ') ?? []).map((e, at) => [at, e]));
          sparse.set(name, known);
        }
        known.set(Number(m[2]), w.slice(m[0].length));
        if (known.size > MAX_APPENDED) {
          spoiled.add(name);
          out.delete(name);
          return;
        }
        const order = [...known.keys()].sort((a, b) => a - b);
        out.set(name, order.map((at) => known.get(at) as string).join(' '));
      });
      continue;
    }
    if (!c.array) continue;
    const last = c.words[c.words.length - 1] as string;
    const name = last.slice(0, last.search(/\+?=/));
    const group = arrayElements(all, i);
    const known = out.get(name);
    if (group === undefined || group.shown.some((x) => /[$`]/.test(x)) || spoiled.has(name)) {
      spoiled.add(name);
      out.delete(name);
    } else if (last.endsWith('+=')) {
      // Bounded as the command reading's (shell-arrays.ts MAX_APPENDED): past it, not read whole.
      const count = (counts.get(name) ?? 0) + group.words.length;
      counts.set(name, count);
      if (count > MAX_APPENDED) {
        spoiled.add(name);
        out.delete(name);
      } else out.set(name, known === undefined ? group.words.join(' ') : `${known} ${group.words.join(' ')}`);
    } else if (known === undefined) {
      out.set(name, group.words.join(' '));
      counts.set(name, group.words.length);
    } else {
      spoiled.add(name);
      out.delete(name);
    }
  }
  return out;
}

/** Whether spelling the values in split a word or made a whole-word expansion an option or `NAME=` operand. */
function reshapes(cmds: readonly SimpleCommand[], each: readonly SimpleCommand[]): boolean {
  for (let i = 0; i < cmds.length; i++) {
    const was = cmds[i] as SimpleCommand;
    const now = each[i] as SimpleCommand;
    if (now === was) continue;
    if (now.words.length !== was.words.length) return true;
    for (let j = 0; j < was.words.length; j++) {
      const w = now.words[j] as string;
      if (w !== was.words[j] && WHOLE_EXPANSION.test(was.shown[j] as string) && /^-|=/.test(w)) return true;
    }
  }
  return false;
}
const WHOLE_EXPANSION = /^"?\$\{?[A-Za-z_][A-Za-z0-9_]*\}?"?$/;

/** Whether a command's words or redirection targets hold an expansion. */
const expands = (c: SimpleCommand): boolean =>
  c.defaulted !== undefined ||
  c.redirects.some((r) => r.defaultedFrom !== undefined) ||
  c.shown.some((s) => s.includes('$')) ||
  c.redirects.some((r) => r.target.includes('$'));

/** A list as one line of shell text: its shown words, redirections and here-strings, joined by its operators. */
function lineOf(cmds: readonly SimpleCommand[]): string {
  let line = '';
  cmds.forEach((c, i) => {
    line += c.shown.join(' ');
    for (const r of c.redirects) line += ` ${r.op} ${showPiece(r.target)}`;
    for (const t of c.stdin) line += ` <<< ${showPiece(t)}`;
    if (i < cmds.length - 1) line += c.sep === '\n' || c.sep === '' ? ' ; ' : ` ${c.sep} `;
  });
  return line;
}

/**
 * Round 61 (redteam3): the names the text gives a value only the running shell knows (`d=$(cat f)`, `for x
 * in $(cat f)`, `read x < f`, `cat f | while read x`): literalValues gives them a place a program printed.
 * Round 62: and the names the text reads but never gives a value (the agent's environment gives them one:
 * `git -C $REPO status`, `$OLDPWD`, `printf -v d ..`), or reads through an operator gate does not compute
 * (`${x@P}`). Once a parse; none where no word reads a name and no command holds such a substitution.
 */
export function unshownNames(all: readonly SimpleCommand[]): ReadonlySet<string> {
  let known = UNSHOWN_NAMES.get(all);
  if (known === undefined) {
    const names = new Set<string>();
    const referenced = referencedNames(all);
    // Round 62: `mapfile a < <(..)`, `readarray a < f` read lines gate does not see, as `read` does.
    const marked = all.some(
      (c) => c.unknown !== undefined || readAt(c.words) >= 0 || READS_LINES.has(c.words[0] ?? ''),
    );
    if (referenced.size > 0 || marked) {
      const values = literalValues(all);
      if (marked)
        for (const [name, given] of values)
          if (given.some((v) => MARKERS.some((m) => v.startsWith(m)))) names.add(name);
      // Gate cannot know the environment: where a rule decides, its value is unreadable, as `$(cat f)` in
      // its place is. HOME and PWD are read as `~` and the working directory, as gate reads those places.
      let environment: Set<string> | undefined;
      for (const name of referenced)
        if (!values.has(name) && !loopNames(all).has(name) && !READ_AS_PLACES.has(name)) {
          names.add(name);
          environment ??= new Set();
          environment.add(name);
        }
      if (environment !== undefined) ENVIRONMENT_NAMES.set(names, environment);
      for (const name of uncomputedNames(all)) names.add(name);
    }
    known = names.size === 0 ? NO_NAMES : names;
    UNSHOWN_NAMES.set(all, known);
  }
  return known;
}
const READS_LINES: ReadonlySet<string> = new Set(['mapfile', 'readarray']);
/** Names gate reads as the places they name (`$HOME` as `~`, `$PWD` as `.`), not the environment's values. */
const READ_AS_PLACES: ReadonlySet<string> = new Set(['HOME', 'PWD']);
/** The names `all`'s words and redirection targets read (`$x`, `${x..}`, `${!x}`), outside single quotes. */
function referencedNames(all: readonly SimpleCommand[]): ReadonlySet<string> {
  const names = new Set<string>();
  const note = (text: string): void => {
    if (text.includes('$') && !text.startsWith("'"))
      for (const m of text.matchAll(NAMED_REFERENCE)) names.add(m[1] as string);
  };
  for (const c of all) {
    for (const shown of c.shown) note(shown);
    // Round 64: `tee -a ${F:-y}` reads F, though the parse keeps the word as `y` (as a target's, below).
    for (const key in c.defaultedFrom) names.add(c.defaultedFrom[Number(key)] as string);
    for (const r of c.redirects) {
      note(r.target);
      // Round 63 (redteam4): `>> ${F:-y}` reads F, though the parse keeps the target as `y`.
      if (r.defaultedFrom !== undefined) names.add(r.defaultedFrom);
    }
  }
  // Round 62 (redteam3): `git -C $1 status`, `git "$@" status`: at the top level the positional parameters
  // are what an earlier `set --` of a standing shell left, as unknown as `$REPO`; read as the calls the text
  // shows where it sets them (`set -- a b`) or defines a function (shell-literals.ts positionalSets).
  if (!all.some(setsPositional))
    for (const c of all) {
      for (const shown of c.shown) notePositional(shown, names);
      for (const r of c.redirects) notePositional(r.target, names);
    }
  return names;
}
/**
 * Whether `c` may give the positional parameters values the text shows (`set`, a function's definition or
 * its body's `{`, as positionalSets reads them: a value line re-read spells `f ; { ..` without the `()`).
 */
const setsPositional = (c: SimpleCommand): boolean =>
  c.defines === true || c.words[0] === 'function' || c.words[0] === '{' || c.words.includes('set');
function notePositional(text: string, names: Set<string>): void {
  if (text.includes('$') && !text.startsWith("'"))
    for (const m of text.matchAll(POSITIONAL_REFERENCE)) names.add(m[1] as string);
}
/** `$1`, `${12}`, `$@`, `$*`, `${@:2}`: a positional parameter a word reads (`$0` is the shell's name). */
const POSITIONAL_REFERENCE = /\$\{?([1-9]\d{0,5}|[@*])/g;
/**
 * Round 62: the names `all` reads through an operator gate does not compute (`${x@P}`, `${x@Q}`, a glob replaced):
 * the word is not the value spelled (shell.ts operated), so where a rule decides it is unreadable.
 */
function uncomputedNames(all: readonly SimpleCommand[]): ReadonlySet<string> {
  const names = new Set<string>();
  for (const c of all)
    for (const shown of c.shown) {
      if (!shown.includes('${') || shown.startsWith("'")) continue;
      for (const m of shown.matchAll(OPERATED_REFERENCE)) {
        // Past an element's index (`${a[1]@P}`): what the braces do.
        const operator = (m[2] as string).replace(ELEMENT_INDEX_LEAD, '');
        if (operator !== '' && !/^:?[-=+?]/.test(operator) && operated('x', operator, false) === undefined)
          names.add(m[1] as string);
      }
    }
  return names;
}
/** `${NAME[..]OPERATOR}`: a reference with what its braces do (no nested braces, no expansion in them). */
const ELEMENT_INDEX_LEAD = /^\[[^\]]*\]/;
// The name read whole, not split with what follows (round 72, as shell-literals.ts REFERENCE).
const OPERATED_REFERENCE = /\$\{!?([A-Za-z_][A-Za-z0-9_]*)(?![A-Za-z0-9_])([^{}$]*)\}/g;
/** `$NAME`, `${NAME}`: a plain reference. */
const SIMPLE_REFERENCE = /\$\{?([A-Za-z_][A-Za-z0-9_]*|[1-9]\d{0,5}|[@*])\}?/g;
/** A name's or a positional parameter's reference (`$x`, `${!x`, `$1`, `"$@"`). */
const ANY_REFERENCE = /\$\{?!?([A-Za-z_][A-Za-z0-9_]*|[1-9]\d{0,5}|[@*])/g;
/** `~-`, `~user`, `~user/x`: a tilde prefix naming no place gate reads (`~`, `~/`, `~+` are read). */
const UNKNOWN_TILDE = /^~(?:-|[A-Za-z_][\w.-]{0,63})(?:\/|$)/;
/** Whether a word of `cmd` starts at a tilde prefix only the running system places (`~-`, `~user`). */
export const tildeUnplaced = (cmd: SimpleCommand): boolean => cmd.shown.some((s) => tildeAt(s));
/** (The parse keeps no quote of a whole quoted word: `"~-"`, a literal name, is read so too; an over-read.) */
const tildeAt = (shown: string): boolean => shown.charCodeAt(0) === 126 /* ~ */ && UNKNOWN_TILDE.test(shown);
const UNSHOWN_NAMES = new WeakMap<readonly SimpleCommand[], ReadonlySet<string>>();
/** Round 63: of a set unshownNames gives, the names the text never sets (the environment's, not a file's). */
const ENVIRONMENT_NAMES = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
/**
 * Round 77: whether `all` gives `name` a value in any way gate reads (an assignment, a loop, `read`, `set --` for
 * a positional parameter), or gate reads it as a place (HOME, PWD): environmentNames' test for one name, asked
 * of a name a write target reads, whatever quotes the word it stands in (`cp a "~$x"`). Made once per list.
 */
export function givesName(all: readonly SimpleCommand[]): (name: string) => boolean {
  let values: ReadonlyMap<string, readonly string[]> | undefined;
  return (name) => {
    if (READ_AS_PLACES.has(name)) return true;
    if (POSITIONAL_NAME.test(name)) return all.some(setsPositional);
    values ??= literalValues(all);
    return values.has(name) || loopNames(all).has(name);
  };
}
const POSITIONAL_NAME = /^[1-9@*]/;
/** Round 63 (redteam4): the names `all` reads but never sets (nor HOME, PWD, a loop's or `read`'s): the environment's. */
export const environmentNames = (all: readonly SimpleCommand[]): ReadonlySet<string> =>
  ENVIRONMENT_NAMES.get(unshownNames(all)) ?? NO_NAMES;

/**
 * `cmd` with each word that reads one of `names` (outside single quotes) marked unknown, as the parse marks
 * a `$(..)` whose output the text does not show (shell-unknown.ts): `d=$(cat f); git -C $d status` is
 * undecided as `git -C $(cat f) status` is. `cmd` itself where no word reads one.
 */
export function withUnshownNames(cmd: SimpleCommand, names: ReadonlySet<string>): SimpleCommand {
  if (names.size === 0 && cmd.defaulted === undefined && !tildeUnplaced(cmd)) return cmd;
  let unknown: number[] | undefined;
  let shownAs: string[] | undefined;
  cmd.shown.forEach((shown, j) => {
    if (cmd.unknown?.includes(j)) return;
    // Round 62: `x=/tmp/r; git -C ${x:-.} status` runs `git -C /tmp/r`: the parse reads `${X:-W}` as W, but
    // the word is X's value wherever X is set (by the text or the environment): unreadable where a rule decides.
    const from = cmd.defaulted?.includes(j) === true ? cmd.defaultedFrom?.[j] : undefined;
    if (from !== undefined && !READ_AS_PLACES.has(from)) {
      unknown ??= [...(cmd.unknown ?? [])];
      unknown.push(j);
      return;
    }
    // Round 62 (redteam3): `~-` is $OLDPWD and `~user` a home from the password database: places only the
    // running system knows (`git -C ~- status` after a standing shell's `cd /tmp/r`), as `$OLDPWD` is.
    if (tildeAt(shown)) {
      unknown ??= [...(cmd.unknown ?? [])];
      unknown.push(j);
      return;
    }
    if (!shown.includes('$') || shown.startsWith("'")) return;
    for (const m of shown.matchAll(ANY_REFERENCE))
      if (names.has(m[1] as string)) {
        unknown ??= [...(cmd.unknown ?? [])];
        unknown.push(j);
        // Shown as the substitution it stands for, where the host reading looks (`http://$h/` as `http://$(h)/`);
        // round 63: a name the environment gives as `$($NAME)` (shell-unknown.ts reads a whole URL so given).
        const environment = ENVIRONMENT_NAMES.get(names);
        shownAs ??= [...cmd.shown];
        shownAs[j] = shown.replace(SIMPLE_REFERENCE, (whole, name: string) =>
          !names.has(name) ? whole : environment?.has(name) === true ? `$($${name})` : `$(${name})`,
        );
        return;
      }
  });
  return unknown === undefined
    ? cmd
    : { ...cmd, shown: shownAs ?? cmd.shown, unknown: unknown.sort((a, b) => a - b) };
}

// Round 75 (docs/floor.md "Round 75 (rt-state-r75)"): one reading of "the text shows this name's value here",
// for code a value is pasted into (shell.ts unshownValueIn) and for arithmetic (shell-evaluated.ts readsUnshown).
// A persistent shell keeps what an earlier call set, so a name is shown at a use only where the text gives it a
// value that runs before the use, in the same shell, on every path: not after it (`python3 -c "$x"; x=1`), not in
// a subshell, a pipe's stage or the background (`(x=1)`, `x=1 | ..`, `x=1 &`), not after `&&`/`||` (`a && x=1`),
// not as a command's prefix (`x=1 python3 -c "$x"` expands `$x` first), not in a branch, loop or function body for
// a use outside it, not in a case's branch.

/** Offsets `[from, to)` of one parse where a name's value is the text's: from the end of what gives it. */
type Ranges = ReadonlyMap<string, readonly (readonly [number, number])[]>;

/** An assignment word: its name (an element's `a[1]=` assigns a). */
const GIVES = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?\+?=/;
/** The separators after which the next command runs only sometimes, or in another process (a pipe's stage). */
const CONDITIONAL_AFTER: ReadonlySet<string> = new Set(['&&', '||', '|', '|&']);
/** A command's own separator that runs it in another process: a pipe's stage, the background. */
const APART: ReadonlySet<string> = new Set(['|', '|&', '&']);
/** Before a name in Ranges: given by a loop over literal words (each read in turn: valueReadings), not assigned. */
export const LOOPED = '\0';
/** A word that names a variable: the name alone, or assigned (`f=`, `f+=`), or an element (`f[`). */
const NAME_WORD = /^([A-Za-z_][A-Za-z0-9_]*)(?:$|\+?=|\[)/;
/** A loop's listed word that is its own value: no expansion, glob or brace (a file's name is not the text's). */
const LISTED = /^[^$`*?[{\\'"]*$/;

interface Segment {
  given: [string, number][];
  /** Assignments here dominate what follows in the segment (a case's branches: never, fail closed). */
  dominates: boolean;
  /** A `for NAME in WORDS` header's name, when its words are all literal: the body's segment gives it. */
  loop?: string;
  /** A `{ .. }` group run where it stands, unconditionally (no function's body): what it gives outlives it. */
  carries?: true;
}

/** The ranges where each name of `all` (one parse) is given a value before a use on every path (cached per parse). */
export function givenRanges(all: readonly SimpleCommand[]): Ranges {
  let known = GIVEN.get(all);
  if (known === undefined) {
    known = readGiven(all);
    GIVEN.set(all, known);
  }
  return known;
}
const GIVEN = new WeakMap<readonly SimpleCommand[], Ranges>();

/** Whether the name is given at `at` (a command's end offset, SimpleCommand.at; an arithmetic text's offset). */
export function givenAt(ranges: Ranges, name: string, at: number | undefined): boolean {
  if (at === undefined || at < 0) return false;
  const rs = ranges.get(name);
  if (rs === undefined) return false;
  for (const [from, to] of rs) if (from < at && at < to) return true;
  return false;
}

function readGiven(all: readonly SimpleCommand[]): Ranges {
  const out = new Map<string, [number, number][]>();
  const lists = new Map<number, SimpleCommand[]>();
  for (const c of all) {
    if (c.at === undefined || c.at < 0) continue;
    const list = lists.get(c.list);
    if (list === undefined) lists.set(c.list, [c]);
    else list.push(c);
  }
  for (const cmds of lists.values()) readListGiven(cmds, out);
  // A loop's name the text names elsewhere (`f=$y`, `read f`, another loop) holds what that gives too: not the list's.
  // One count over every word (a scan per loop name was quadratic in a text of many loops).
  let looped = false;
  for (const key of out.keys()) if (key.startsWith(LOOPED)) looped = true;
  if (looped) {
    const named = new Map<string, number>();
    for (const c of all)
      for (const w of c.words) {
        const m = NAME_WORD.exec(w);
        if (m !== null) named.set(m[1] as string, (named.get(m[1] as string) ?? 0) + 1);
      }
    for (const key of [...out.keys()])
      if (key.startsWith(LOOPED) && (named.get(key.slice(LOOPED.length)) ?? 0) > 1) out.delete(key);
  }
  return out;
}

/** Reads one list's blocks in order: each segment's plain assignments give their names to the segment's end. */
function readListGiven(cmds: readonly SimpleCommand[], out: Map<string, [number, number][]>): void {
  const found: [string, number, number][] = [];
  const stack: Segment[] = [{ given: [], dominates: true }];
  let prev: SimpleCommand | undefined;
  const close = (end: number): Segment | undefined => {
    const seg = stack.pop();
    for (const [name, from] of seg?.given ?? []) found.push([name, from, end]);
    return seg;
  };
  for (const cmd of cmds) {
    const { words } = cmd;
    const end = prev === undefined ? 0 : (prev.at as number) + 1;
    let opened = false;
    let k = 0;
    for (; k < words.length; k++) {
      const w = words[k] as string;
      // `function f {`: the name, then the body's opening.
      if (w === 'function' && k === 0) {
        k++;
        continue;
      }
      if (!COMPOUND_OPENERS.has(w) && !COMPOUND_CLOSERS.has(w) && !COMPOUND_TURNS.has(w)) break;
      let header: Segment | undefined;
      if (COMPOUND_CLOSERS.has(w) || COMPOUND_TURNS.has(w)) {
        // A block closed that no word opened: the list is not read (nothing given in it).
        if (stack.length < 2) return;
        const top = stack[stack.length - 1] as Segment;
        // `{ x=1; }; ..`: the group ran in this shell; its values hold after it (not when piped or put behind).
        if (w === '}' && top.carries === true && !APART.has(cmd.sep)) {
          stack.pop();
          (stack[stack.length - 1] as Segment).given.push(...top.given);
        } else header = close(end);
      }
      if (COMPOUND_OPENERS.has(w) || COMPOUND_TURNS.has(w)) {
        const outer = stack[stack.length - 1] as Segment;
        const seg: Segment = { given: [], dominates: outer.dominates && w !== 'case' };
        // The body of a loop over literal words: its name holds one of them from the body's start.
        if (w === 'do' && header?.loop !== undefined) seg.given.push([`${LOOPED}${header.loop}`, end - 1]);
        const body = prev?.defines === true || words[0] === 'function';
        const after =
          k > 0 || prev === undefined || (prev.grouped !== true && !CONDITIONAL_AFTER.has(prev.sep));
        if (w === '{' && !body && after && cmd.grouped !== true) seg.carries = true;
        stack.push(seg);
        opened = true;
      }
      if (w === 'for' || w === 'select' || w === 'case') {
        const seg = stack[stack.length - 1] as Segment;
        const name = words[k + 1];
        const listed = words.slice(k + 3);
        if (w === 'for' && words[k + 2] === 'in' && name !== undefined && listed.length > 0)
          if (cmd.shown.slice(k + 3).every((s) => LISTED.test(s))) seg.loop = name;
        k = words.length;
        break;
      }
    }
    const seg = stack[stack.length - 1] as Segment;
    const plain =
      seg.dominates &&
      cmd.grouped !== true &&
      !APART.has(cmd.sep) &&
      (opened || prev === undefined || (prev.grouped !== true && !CONDITIONAL_AFTER.has(prev.sep)));
    if (plain && k < words.length) {
      const head = words[k] as string;
      const from = DECLARING_BUILTINS.has(head) ? k + 1 : k;
      const named: string[] = [];
      let all = true;
      for (let j = from; j < words.length && all; j++) {
        const w = words[j] as string;
        const m = GIVES.exec(w);
        if (m !== null) named.push(m[1] as string);
        else if (from === k || !(w.startsWith('-') || /^[A-Za-z_]\w*$/.test(w))) all = false;
      }
      if (all) for (const name of named) seg.given.push([name, cmd.at as number]);
    }
    prev = cmd;
  }
  const last = (prev?.at ?? 0) + 1;
  while (stack.length > 0) close(last);
  for (const [name, from, to] of found) {
    if (to <= from) continue;
    const rs = out.get(name);
    if (rs === undefined) out.set(name, [[from, to]]);
    else if (rs.length < 64) rs.push([from, to]);
  }
}

/**
 * Round 77 (docs/floor.md "Round 77 (rt-targets-r77)"): where in one parse each name is first set so that it lasts
 * (an assignment alone or a declaring builtin's, `${x:=w}`, `{x}>f`, a name given to a builtin that sets it:
 * `read x`, `for x in`, `printf -v x`: not printf's other words), on any path; and each name the text sets only as a command's prefix
 * (`x=b cmd`: for that command alone, expanded after its redirections), which lasts nowhere (NaN). A write
 * target read at or before the first lasting set (`echo a >> ~/.bash$x; x=b`, `x=b echo a > $x`) reads what an
 * earlier call of a persistent shell or the environment left. "Set" is over-read (a bare name beside such a
 * builtin counts), so it only adds refusals. Offsets are SimpleCommand.at; cached per parse.
 */
export function firstSets(all: readonly SimpleCommand[]): ReadonlyMap<string, number> {
  let known = FIRST_SETS.get(all);
  if (known === undefined) {
    const out = new Map<string, number>();
    const note = (name: string, at: number): void => {
      const was = out.get(name);
      if (was === undefined || Number.isNaN(was)) out.set(name, at);
    };
    for (const c of all) {
      const at = c.at;
      if (at === undefined || at < 0) continue;
      const { words } = c;
      let k = 0;
      while (k < words.length && OPENING.has(words[k] as string)) k++;
      let head = k;
      while (head < words.length && GIVES.test(words[head] as string)) head++;
      const declaring = DECLARING_BUILTINS.has(words[head] as string);
      const prefix = head < words.length && !declaring;
      const printf = words[head] === 'printf';
      const filling = words.some(
        (w) => FILLING_BUILTINS.has(w) || DECLARING_BUILTINS.has(w) || w === 'coproc',
      );
      for (let j = k; j < words.length; j++) {
        const w = words[j] as string;
        const given = GIVES.exec(w) ?? BRACED_NAME.exec(w);
        // An assignment alone or a declaring builtin's lasts; a prefix's does not; another program's operand is text.
        if (given !== null) {
          const name = given[1] as string;
          if (j >= head && !declaring) continue;
          if (prefix) {
            if (!out.has(name)) out.set(name, Number.NaN);
          } else note(name, at);
        } else if (filling && BARE_NAME.test(w) && (!printf || words[j - 1] === '-v')) note(w, at);
      }
      // The parse keeps `${x:=w}` as `w`; the shown word keeps the expansion.
      for (const shown of c.shown)
        if (shown.includes('${')) for (const m of shown.matchAll(DEFAULT_ASSIGNED)) note(m[1] as string, at);
    }
    known = out;
    FIRST_SETS.set(all, known);
  }
  return known;
}
/** Words before a command's own: a compound's opening or turn, a negation. */
const OPENING: ReadonlySet<string> = new Set([...COMPOUND_OPENERS, ...COMPOUND_TURNS, '!']);
const FIRST_SETS = new WeakMap<readonly SimpleCommand[], ReadonlyMap<string, number>>();
/** A word that is a name alone (`read x`'s), and a descriptor's name a redirection opens (`{fd}>f`). */
const BARE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const BRACED_NAME = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/;
/** `${x:=w}`, `${x=w}`: the expansion assigns x. */
const DEFAULT_ASSIGNED = /\$\{([A-Za-z_][A-Za-z0-9_]*):?=/g;
/** The names a write target reads (`$x`, `${x..}`, `${!x`, `$1`, `$@`), each with where it starts. */
export const TARGET_REFERENCE = /\$\{?!?([A-Za-z_][A-Za-z0-9_]*|[1-9]\d{0,5}|[@*])/g;

/**
 * Whether the value of `name` where a command ending at `at` reads it is one the text shows: a name bash keeps
 * digits whatever was assigned (SHELL_NUMBERS: `UID`, `RANDOM`, `LINENO` ..), one the text gives a value before
 * the use on every path (givenRanges; `vars`: the reading holds its literal value, read as code in turn), or the
 * shell's own value of a name no call can make code (SHELL_OWN_VALUES, a set of one refused unless a plain path
 * or name: `setsTrusted`) that the text does not set itself (`sets`).
 */
export function valueShown(
  name: string,
  at: number | undefined,
  ranges: Ranges,
  vars: ReadonlyMap<string, string>,
  sets: (name: string) => boolean,
): boolean {
  if (SHELL_NUMBERS.has(name)) return true;
  if (vars.has(name) && givenAt(ranges, name, at)) return true;
  // Round 75: a loop's name over literal words, in its body: the reading reads the code with each (valueReadings).
  if (givenAt(ranges, `${LOOPED}${name}`, at)) return true;
  return SHELL_OWN_VALUES.has(name) && !sets(name);
}

/** A trusted name's value that pasted into code is no code: an absolute path of plain characters, or a plain name. */
const PLAIN_TRUSTED = /^(?:\.{0,2}(?:\/[\w.-]*)*|[\w-]+|"?\$\(mktemp(?: -[dtpq]+)*\)"?)$/;

/**
 * Round 75 (docs/floor.md "Round 75 (rt-state-r75)"): whether `cmd` leaves a name the floor trusts in code
 * (SHELL_OWN_VALUES: `$HOME`, `$USER`, `$TMPDIR` ..) holding, for later calls of a persistent shell, other than
 * a plain absolute path or name the text shows: `export HOME='x"); os.system("id"); ("'`, `HOME=$(cat f)`,
 * `read USER`, `printf -v TMPDIR ..`, `declare -n HOME=x`. A prefix (`HOME=/x make`) is the command's alone,
 * unless the command is a special builtin (kept in POSIX mode).
 */
export function setsTrusted(cmd: SimpleCommand): boolean {
  const { words, shown } = cmd;
  let k = 0;
  while (k < words.length && (COMPOUND_TURNS.has(words[k] as string) || words[k] === '{' || words[k] === '!'))
    k++;
  let j = k;
  while (j < words.length && GIVES.test(words[j] as string)) j++;
  const head = words[j];
  const kept = head === undefined || SPECIAL_BUILTINS.has(head);
  const unplain = (i: number): boolean => {
    const m = GIVES.exec(words[i] as string);
    if (m === null || !SHELL_OWN_VALUES.has(m[1] as string)) return false;
    const w = shown[i] ?? '';
    return !PLAIN_TRUSTED.test(w.slice(w.indexOf('=') + 1));
  };
  if (kept) for (let i = k; i < j; i++) if (unplain(i)) return true;
  if (head === undefined) return false;
  if (DECLARING_BUILTINS.has(head)) {
    const nameref = words.slice(j + 1).some((w) => w.startsWith('-') && w.includes('n'));
    for (let i = j + 1; i < words.length; i++) {
      const w = words[i] as string;
      if (unplain(i) || (nameref && SHELL_OWN_VALUES.has(/^\w+/.exec(w)?.[0] ?? ''))) return true;
    }
    return false;
  }
  if (FILLING_BUILTINS.has(head)) return words.slice(j + 1).some((w) => SHELL_OWN_VALUES.has(w));
  return false;
}

/**
 * Round 75: the file a command leaves HISTFILE naming for later calls (an assignment alone, `export HISTFILE=F`):
 * bash writes its history list there at exit and on `history -a`/`-w`, so the set is read as a write of F
 * (shell.ts, as `history -w F` is: shell-vocabulary.ts OUTPUT_PROGRAMS). Undefined for none.
 */
export function historyFile(cmd: SimpleCommand): string | undefined {
  const { words } = cmd;
  let k = 0;
  while (k < words.length && (COMPOUND_TURNS.has(words[k] as string) || words[k] === '{')) k++;
  const giving = words[k] !== undefined && DECLARING_BUILTINS.has(words[k] as string);
  if (!giving && !words.slice(k).every((w) => GIVES.test(w))) return undefined;
  for (let i = giving ? k + 1 : k; i < words.length; i++) {
    const w = words[i] as string;
    if (!w.startsWith('HISTFILE=') && !w.startsWith('HISTFILE+=')) continue;
    const value = w.slice(w.indexOf('=') + 1);
    if (value !== '') return value;
  }
  return undefined;
}
