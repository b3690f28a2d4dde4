// Round 34: values the shell evaluates again, assembled where gate cannot see them. bash evaluates a
// variable's value as arithmetic wherever its name stands there (`(( x ))`, `$((x))`, `let`, `[[ x -eq 1 ]]`,
// an index, an offset, `declare -i`), as a name where `${!x}` or `printf -v "$x"` takes it, and as a prompt
// (PS1, PS4 ...); an array index inside such a value expands, so `d='$'; x="a[${d}(s""udo id)]"; (( x ))`
// runs `sudo id`. Round 33b read the substitutions a value shows; a value assembled at run time (from other
// variables, `printf -v`, `read`, `mapfile`) shows none. So a name evaluated again must have a value gate
// proves free of substitutions (every assignment in the text a literal without `$` or a backtick, or a
// number), else the text is opaque (docs/floor.md, "What the floor reads and assumes", round 34).
// A name the text never assigns is the environment's (assumed, as a file a shell reads is).
import { commandBefore, type SimpleCommand } from './shell-parse.js';
import { COMMAND_LEAD, DECLARING_BUILTINS } from './shell-vocabulary.js';

/** What one text (and the scripts it hands on) assigns and evaluates again, gathered over its parses. */
export interface Evaluated {
  /** Names some assignment gives a value gate cannot prove free of substitutions. */
  unproven: Set<string>;
  /** Literal values assigned to each name (their names are evaluated in turn: `x=y; (( x ))` reads y). */
  values: Map<string, string[]>;
  /** Names the shell evaluates again somewhere in the text. */
  sinks: Set<string>;
  /** Names whose value expands other variables: unproven where one of those the text assigns. */
  deferred: Map<string, Set<string>>;
  /** Names set from a file or the call's input (`read n < f`): assumed, as a file a shell reads is. */
  outside: Set<string>;
  /** The files those names were read from: one the text itself writes is no outside file. */
  readFrom: Map<string, string>;
  /** Files the text writes by redirection. */
  written: Set<string>;
  /** Names a value is appended to (`x+='$'`): the pieces together are the value. */
  appended: Set<string>;
}

export const newEvaluated = (): Evaluated => ({
  unproven: new Set(),
  values: new Map(),
  sinks: new Set(),
  deferred: new Map(),
  outside: new Set(),
  readFrom: new Map(),
  written: new Set(),
  appended: new Set(),
});

/**
 * Variables bash evaluates whenever it uses them: the prompts (expanded as prompts), and the ones an
 * assignment or a builtin reads as arithmetic (real bash: `OPTIND=x; getopts a o` evaluates x).
 */
const ALWAYS_EVALUATED = [
  'PS0',
  'PS1',
  'PS2',
  'PS4',
  'PROMPT_COMMAND',
  'OPTIND',
  'RANDOM',
  'SRANDOM',
  'HISTCMD',
];
/** Builtins that set the variables named by their operands from what they read. */
const READERS = new Set(['read', 'mapfile', 'readarray']);
/** Builtins whose operands are variable names (a subscript in one is evaluated). */
const NAMING = new Set(['read', 'mapfile', 'readarray', 'unset', 'printf', 'getopts', ...DECLARING_BUILTINS]);
/** Options of read, and of mapfile and readarray, that take a value (the value is no name). */
const READ_VALUED = /^-[a-zA-Z]*[adinNptu]$/;
const MAPFILE_VALUED = /^-[a-zA-Z]*[dnOsuCc]$/;
/** Special parameters and shell variables that always hold a number. */
const NUMERIC_PARAM = /^\$(?:[#?$!]|\{?(?:RANDOM|SECONDS|LINENO|EPOCHSECONDS|BASHPID|PPID|UID|EUID)\}?)$/;
/** A substitution whose output is a count or a number by its program: `$(wc -l < f)`, `$(nproc)`. */
const NUMERIC_SUBST = /^\$\((?:[^()]*\|\s*)?(?:wc|nproc|seq|expr)\b[^()|]*\)$|^\$\(\(.*\)\)$/s;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*/;
/** A name with a subscript, as an operand of a builtin that takes names. */
const SUBSCRIPTED = /^[A-Za-z_][A-Za-z0-9_]*\[([^\]]*)\]/;

/** Adds every identifier of `s` to `out`. */
function identifiers(s: string, out: Set<string>): void {
  for (const m of s.matchAll(IDENT)) out.add(m[0]);
}

/** An expansion in a value: `$x`, `${x...}`, a special or positional parameter, a substitution. */
const EXPANDS = /\$[\w{(@*#?$!-]|`/;
const SUBSTITUTES = /\$\((?!\()|`/;
const REFS = /\$\{?[#!]?([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * Files `value` (quotes removed; `shown` its display form) under `name`: a literal is a value, a number or
 * an expansion of other variables only is deferred to them, any other substitution is unproven.
 */
function assign(ev: Evaluated, name: string, value: string, shown = value): void {
  // A substitution's output is no part of the word (`x=$(cat f)` is `x=`): its display form shows it.
  const shows = !EXPANDS.test(value) && !EXPANDS.test(shown);
  if (!shows && (NUMERIC_PARAM.test(shown) || NUMERIC_SUBST.test(shown))) return;
  if (!shows && SUBSTITUTES.test(shown) && !SUBSTITUTES.test(value)) {
    ev.unproven.add(name);
    return;
  }
  // A substitution the value holds as text (`x='a[$(...)]'`) is read there (round 33b): a value.
  if (shows || SUBSTITUTES.test(value)) {
    const list = ev.values.get(name);
    if (list === undefined) ev.values.set(name, [value]);
    else if (list.length < 64) list.push(value);
    else ev.unproven.add(name);
    if (shows) return;
  }
  // `y=$x`, `x="a[${d}(...)]"`: what it holds depends on the variables it expands (and names them).
  let refs = ev.deferred.get(name);
  if (refs === undefined) {
    refs = new Set();
    ev.deferred.set(name, refs);
  }
  for (const m of value.matchAll(REFS)) if (refs.size < 64) refs.add(m[1] as string);
  if (/\$[\d@*]/.test(value)) refs.add('@');
}

/** The display form of an assignment's value: after its `=` in the shown word. */
const shownValue = (shown: string | undefined): string => {
  const eq = shown?.indexOf('=') ?? -1;
  return eq < 0 ? '' : (shown as string).slice(eq + 1).replace(/^"(.*)"$/s, '$1');
};

/** An assignment word: its name, subscript and `+` (`x=1`, `a[i]+=v`). */
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)(\[[^\]]*\])?(\+?)=/;
/** The command words whose commands gatherCommand reads as giving a name a value (every other word adds only sinks). */
const ASSIGNING_HEADS: ReadonlySet<string> = new Set([
  'for',
  'select',
  'printf',
  'getopts',
  ...DECLARING_BUILTINS,
  ...READERS,
]);

/**
 * Whether the commands of one parse (`text` the text parsed) evaluate again a name whose value gate
 * cannot prove free of substitutions: evaluatesUnproven over gatherEvaluated. A parse none of whose
 * commands assigns (no assignment word at its head, no head among ASSIGNING_HEADS) fills nothing
 * evaluatesUnproven asks first, so it is not gathered (round 46: most commands; the same answer).
 */
export function evaluatesUnprovenIn(cmds: readonly SimpleCommand[], text: string): boolean {
  if (!cmds.some(assigns)) return false;
  const ev = newEvaluated();
  gatherEvaluated(cmds, text, ev);
  return evaluatesUnproven(ev);
}

/** Whether gatherCommand can give a name of `cmd` a value (an assignment word or an assigning head). */
function assigns(cmd: SimpleCommand): boolean {
  const { words } = cmd;
  let k = 0;
  while (k < words.length && COMMAND_LEAD.has(words[k] as string)) k++;
  const head = words[k];
  return head !== undefined && (ASSIGNING_HEADS.has(head) || ASSIGNMENT.test(head));
}

/** Gathers what the commands of one parse assign and evaluate again; `text` is the text parsed. */
export function gatherEvaluated(cmds: readonly SimpleCommand[], text: string, ev: Evaluated): void {
  // The `done` after each command in its list (`while read x; do ..; done < <(..)` feeds the read), found
  // in one backward pass: a search per command would grow with the square of the text.
  const doneAfter: (SimpleCommand | undefined)[] = new Array(cmds.length);
  const next = new Map<number, SimpleCommand>();
  for (let i = cmds.length - 1; i >= 0; i--) {
    const cmd = cmds[i] as SimpleCommand;
    doneAfter[i] = next.get(cmd.list);
    if (cmd.words[0] === 'done') next.set(cmd.list, cmd);
  }
  for (let i = 0; i < cmds.length; i++) gatherCommand(cmds, i, ev, doneAfter[i]);
  rawSinks(text, ev);
}

function gatherCommand(
  cmds: readonly SimpleCommand[],
  i: number,
  ev: Evaluated,
  fed: SimpleCommand | undefined,
): void {
  const cmd = cmds[i] as SimpleCommand;
  const { words, shown } = cmd;
  for (const r of cmd.redirects) if (r.op.includes('>') && ev.written.size < 256) ev.written.add(r.target);
  let k = 0;
  while (k < words.length && COMMAND_LEAD.has(words[k] as string)) k++;
  // Assignments in front of a command, or alone.
  for (; k < words.length; k++) {
    const w = words[k] as string;
    const m = ASSIGNMENT.exec(w);
    if (m === null) break;
    if (m[2] !== undefined) identifiers(m[2], ev.sinks);
    if (m[3] === '+') ev.appended.add(m[1] as string);
    assign(ev, m[1] as string, w.slice(m[0].length), shownValue(shown[k]));
  }
  const head = words[k];
  if (head === undefined) return;
  const rest = words.slice(k + 1);
  if (head === 'for' || head === 'select') {
    const name = rest[0];
    if (name === undefined || !NAME.test(name)) return;
    const list = rest[1] === 'in' ? rest.slice(2) : undefined;
    // `select` takes what the user types; `for x` without `in` takes the positional parameters.
    if (head === 'select' || list === undefined) ev.unproven.add(name);
    else for (let j = 0; j < list.length; j++) assign(ev, name, list[j], shown[k + 3 + j]);
    return;
  }
  if (head === 'let') {
    for (const w of rest) identifiers(w, ev.sinks);
    return;
  }
  if (head === '[[') {
    if (rest.some((w) => /^-(?:eq|ne|lt|le|gt|ge|v)$/.test(w)))
      for (const w of rest) identifiers(w, ev.sinks);
    return;
  }
  const testing = (head === 'test' || head === '[') && rest.includes('-v');
  if (!NAMING.has(head) && !testing) return;
  for (const w of rest) {
    // A name operand that is an expansion: its value is read as a name, a subscript in it evaluated.
    if (w.startsWith('$')) identifiers(w, ev.sinks);
    // `printf -v 'b[x]'`, `read 'b[x]'`, `declare 'b[x]=1'`, `test -v 'a[x]'`: the subscript is arithmetic.
    const sub = SUBSCRIPTED.exec(w);
    if (sub !== null) identifiers(sub[1] as string, ev.sinks);
  }
  if (testing) return;
  if (DECLARING_BUILTINS.has(head)) {
    const flags = rest.filter((w) => w.startsWith('-')).join('');
    for (let j = 0; j < rest.length; j++) {
      const w = rest[j] as string;
      const eq = w.indexOf('=');
      const name = NAME.exec(w)?.[0];
      if (w.startsWith('-') || name === undefined) continue;
      // `declare -i n; n=x`: every value given an integer variable is evaluated as arithmetic.
      if (flags.includes('i')) ev.sinks.add(name);
      if (eq < 0) continue;
      if (flags.includes('i')) identifiers(w.slice(eq + 1), ev.sinks);
      if (w[eq - 1] === '+') ev.appended.add(name);
      // `declare -n r=y`: r is y, evaluated as y is.
      assign(ev, name, w.slice(eq + 1), shownValue(shown[k + 1 + j]));
    }
    return;
  }
  if (head === 'printf') {
    const v = rest.findIndex((w) => w === '-v' || (w.startsWith('-v') && w.length > 2));
    if (v < 0) return;
    const name = rest[v] === '-v' ? rest[v + 1] : rest[v]?.slice(2);
    const after = rest.slice(rest[v] === '-v' ? v + 2 : v + 1);
    // A format and arguments with no `$`, backtick or escape print none (`\\x24` prints a `$`).
    const plain = after.every((w) => !/[$`\\]/.test(w));
    for (const m of (name ?? '').matchAll(IDENT)) {
      if (plain) assign(ev, m[0], after.join(' '));
      else ev.unproven.add(m[0]);
      break;
    }
    return;
  }
  if (head === 'getopts') {
    const name = rest[1];
    if (name !== undefined && NAME.test(name)) ev.unproven.add(name);
    return;
  }
  if (!READERS.has(head)) return;
  // What read or mapfile sets comes from its here-string or here-document (a value, read as one), from a
  // process substitution or a pipe (computed: unproven), or from a file or the call's input (assumed).
  const from = cmd.redirects.find((r) => r.op === '<');
  const prev = commandBefore(cmds, i);
  const piped = prev?.sep === '|' && prev?.list === cmd.list;
  const computed =
    piped ||
    from?.shown?.startsWith('<(') ||
    fed?.redirects.some((r) => r.op === '<' && r.shown?.startsWith('<('));
  const names: string[] = [];
  for (let j = 0; j < rest.length; j++) {
    const w = rest[j] as string;
    if (w.startsWith('-')) {
      if ((head === 'read' ? READ_VALUED : MAPFILE_VALUED).test(w)) {
        // `read -a arr`: the value of -a is the name set.
        if (w.endsWith('a') && head === 'read') names.push(rest[j + 1] ?? '');
        j++;
      }
      continue;
    }
    names.push(w);
  }
  if (names.length === 0) names.push(head === 'read' ? 'REPLY' : 'MAPFILE');
  for (const n of names) {
    const name = NAME.exec(n)?.[0];
    if (name === undefined) continue;
    if (cmd.stdin.length > 0) assign(ev, name, cmd.stdin.join('\n'));
    else if (computed) ev.unproven.add(name);
    else {
      ev.outside.add(name);
      if (from !== undefined) ev.readFrom.set(name, from.target);
    }
  }
}

/**
 * Names the raw text evaluates: inside `((...))`, `$((...))` and `$[...]`, an index `${a[i]}` or offset
 * `${s:i:n}`, the name of `${!x}`, and the prompts. One pass: a region is skipped once read.
 */
function rawSinks(text: string, ev: Evaluated): void {
  for (const p of ALWAYS_EVALUATED) ev.sinks.add(p);
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '(' && text[i + 1] === '(') i = region(text, i + 2, '(', ')', 2, ev);
    else if (ch === '$' && text[i + 1] === '[') i = region(text, i + 2, '[', ']', 1, ev);
    else if (ch === '$' && text[i + 1] === '{') i = braced(text, i + 2, ev);
    else i++;
  }
}

/** Reads a region to its close (`depth` openings deep), adding its identifiers; returns where it ends. */
function region(
  text: string,
  from: number,
  open: string,
  close: string,
  depth: number,
  ev: Evaluated,
): number {
  let d = depth;
  let j = from;
  for (; j < text.length && d > 0; j++) {
    if (text[j] === open) d++;
    else if (text[j] === close) d--;
  }
  identifiers(text.slice(from, j), ev.sinks);
  return j;
}

/** After `${`: the name of `${!x}`, an index or an offset (arithmetic); returns where reading goes on. */
function braced(text: string, from: number, ev: Evaluated): number {
  let j = from;
  const bang = text[j] === '!' || text[j] === '#';
  if (bang) j++;
  // `${@:x}`, `${*:x}`, `${1:x}`: the positional parameters' offsets are arithmetic too.
  const name = /^(?:[A-Za-z_][A-Za-z0-9_]*|[@*]|\d+)/.exec(text.slice(j, j + 256))?.[0];
  if (name === undefined) return j;
  j += name.length;
  const next = text[j];
  if (text[from] === '!' && next !== '*' && next !== '@' && next !== '[') ev.sinks.add(name);
  if (next === '[') {
    j = region(text, j + 1, '[', ']', 1, ev);
    // `${a[@]:x}`: an offset after the index.
    if (text[j] !== ':') return j;
  }
  if (text[j] === ':' && !/[-=+?]/.test(text[j + 1] ?? '')) return region(text, j + 1, '{', '}', 1, ev);
  return j;
}

/** Whether some name the text evaluates again, or a name its value names, has a value gate cannot prove. */
export function evaluatesUnproven(ev: Evaluated): boolean {
  if (ev.unproven.size + ev.deferred.size + ev.readFrom.size + ev.appended.size === 0) return false;
  const assigned = (n: string): boolean =>
    ev.values.has(n) || ev.unproven.has(n) || ev.deferred.has(n) || ev.outside.has(n);
  const seen = new Set<string>();
  const work = [...ev.sinks];
  while (work.length > 0) {
    const name = work.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    if (ev.unproven.has(name)) return true;
    // `x='a['; x+='$'; x+='(s""udo id)]'`: no piece holds a substitution, the pieces joined do.
    if (ev.appended.has(name) && /[$`]/.test((ev.values.get(name) ?? []).join(''))) return true;
    // `cat > v <<'E' ... E; read x < v`: a file the text writes holds what the text says.
    const file = ev.readFrom.get(name);
    if (file !== undefined && ev.written.has(file)) return true;
    const refs = ev.deferred.get(name);
    // Assembled from what the text assigns (`d='$'; x="a[${d}(...)]"`), or from positional parameters.
    if (refs !== undefined) for (const r of refs) if (r === '@' || assigned(r)) return true;
    for (const v of ev.values.get(name) ?? []) for (const m of v.matchAll(IDENT)) work.push(m[0]);
    for (const r of refs ?? []) work.push(r);
  }
  return false;
}
