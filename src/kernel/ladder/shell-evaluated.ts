// Round 34: values the shell evaluates again, assembled where gate cannot see them. bash evaluates a
// variable's value as arithmetic wherever its name stands there (`(( x ))`, `$((x))`, `let`, `[[ x -eq 1 ]]`,
// an index, an offset, `declare -i`), as a name where `${!x}` or `printf -v "$x"` takes it, and as a prompt
// (PS1, PS4 ...); an array index inside such a value expands, so `d='$'; x="a[${d}(s""udo id)]"; (( x ))`
// runs `sudo id`. Round 33b read the substitutions a value shows; a value assembled at run time (from other
// variables, `printf -v`, `read`, `mapfile`) shows none. So a name evaluated again must have a value gate
// proves free of substitutions (every assignment in the text a literal without `$` or a backtick, or a
// number), else the text is opaque (docs/floor.md, "What the floor reads and assumes", round 34).
// Round 74: a name arithmetic reads that the text never assigns is a value it does not show (readsUnshown).
import { arithmeticUse } from './shell-arithmetic.js';
import { commandBefore, type SimpleCommand } from './shell-parse.js';
import { givenAt, givenRanges, LOOPED } from './shell-values.js';
import { COMMAND_LEAD, DECLARING_BUILTINS, SHELL_NUMBERS } from './shell-vocabulary.js';

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
  /** Round 74: names whose value arithmetic (or `${!x}`) evaluates where the text reads them (readsUnshown). */
  reads: Set<string>;
  /** Round 74: names whose value `${!x}` reads as a name (its subscript evaluated, not its target's value). */
  named: Set<string>;
  /** Round 74: names the text gives a number (`i=0` in arithmetic, `n=$((..))`, `n=$(wc -l < f)`). */
  numbers: Set<string>;
  /** Round 74: integer names (`declare -i n`): each value given them is evaluated. */
  integer: Set<string>;
  /** Round 74: associative arrays (`declare -A m`): a subscript of one is a string, not arithmetic. */
  associative: Set<string>;
  /** Round 74: arithmetic pastes a value no name shows (a positional parameter, `$-`). */
  unshown: boolean;
  /** Round 75: the parse being gathered, its offsets (SimpleCommand.at): what it reads where, and gives where. */
  here?: Here;
}

/** Round 75: one parse's reads and givings by offset, so a value given after its use is not shown (orderRead). */
interface Here {
  /** Each read of a name by arithmetic or `${!x}`, with where it stands. */
  reads: [string, number][];
  /** Names an assignment word or a declaring builtin gives (shell-values.ts givenRanges reads where). */
  assigned: Set<string>;
  /** Where a loop, `read`, `printf -v`, `getopts` or arithmetic first gives a name. */
  given: Map<string, number>;
}
/** Reads of one parse kept for orderRead; past it the parse's order is not read and arithmetic is unshown. */
const MAX_HERE_READS = 256;

export const newEvaluated = (): Evaluated => ({
  unproven: new Set(),
  values: new Map(),
  sinks: new Set(),
  deferred: new Map(),
  outside: new Set(),
  readFrom: new Map(),
  written: new Set(),
  appended: new Set(),
  reads: new Set(),
  named: new Set(),
  numbers: new Set(),
  integer: new Set(),
  // bash's own associative arrays: `BASH_ALIASES[ll]=ls` names an alias.
  associative: new Set(['BASH_ALIASES', 'BASH_CMDS']),
  unshown: false,
});

/** Notes what an arithmetic text (an expression, a subscript, an offset) standing at `at` evaluates (round 74). */
function arithmetic(ev: Evaluated, body: string, at: number): void {
  const use = arithmeticUse(body);
  if (use.unshown) ev.unshown = true;
  for (const r of use.reads) {
    ev.sinks.add(r);
    if (ev.reads.size < 256) ev.reads.add(r);
    else ev.unshown = true;
    readHere(ev, r, at);
  }
  for (const w of use.writes) {
    ev.sinks.add(w);
    ev.numbers.add(w);
    givenHere(ev, w, at);
  }
}

/** Round 75: a read of `name` at `at` in the parse gathered. */
function readHere(ev: Evaluated, name: string, at: number): void {
  const here = ev.here;
  if (here === undefined) return;
  if (here.reads.length < MAX_HERE_READS) here.reads.push([name, at]);
  else ev.unshown = true;
}

/** Round 75: a giving of `name` at `at` other than an assignment word (a loop, `read`, arithmetic's own write). */
function givenHere(ev: Evaluated, name: string, at: number): void {
  const here = ev.here;
  if (here === undefined) return;
  const was = here.given.get(name);
  if (was === undefined || at < was) here.given.set(name, at);
}

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
/** `[[`'s arithmetic tests. */
const ARITHMETIC_TEST = /^-(?:eq|ne|lt|le|gt|ge)$/;
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
  if (!shows && (NUMERIC_PARAM.test(shown) || NUMERIC_SUBST.test(shown))) {
    ev.numbers.add(name);
    return;
  }
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
  if (!cmds.some(assigns) && !ARITHMETIC_MARK.test(text)) return false;
  const ev = newEvaluated();
  gatherEvaluated(cmds, text, ev);
  return evaluatesUnproven(ev);
}

/** Round 74: text where arithmetic may stand (`((`, `$[`, `${`, a subscript, `[[`, `let`): gathered. */
const ARITHMETIC_MARK = /\(\(|\$[[{]|\[|\blet\b/;

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
  const outer = ev.here;
  ev.here = { reads: [], assigned: new Set(), given: new Map() };
  for (let i = 0; i < cmds.length; i++) gatherCommand(cmds, i, ev, doneAfter[i]);
  rawSinks(text, ev);
  orderRead(ev, ev.here, cmds);
  ev.here = outer;
}

/**
 * Round 75 (docs/floor.md "Round 75 (rt-state-r75)"): a name arithmetic reads that this parse gives a value only
 * after the read, or only where the read does not always follow (`echo $((x)); x=1`, `[ -f a ] && x=1; (( x ))`),
 * holds there what an earlier call left: unshown, as `python3 -c "$x"` is (shell-values.ts givenRanges: the same
 * reading). So does a name only another parse gives: a script handed on runs in another shell (`x=1; bash -c
 * '(( x ))'` reads the x an earlier call exported, not this one), and the text's own read of what a script it hands
 * on sets (`bash -c 'x=1'; (( x ))`) reads the outer shell's x.
 */
function orderRead(ev: Evaluated, here: Here, cmds: readonly SimpleCommand[]): void {
  if (here.reads.length === 0) return;
  const ranges = givenRanges(cmds);
  for (const [name, at] of here.reads) {
    if (SHELL_NUMBERS.has(name)) continue;
    const given = here.given.get(name);
    if (givenAt(ranges, name, at) || givenAt(ranges, `${LOOPED}${name}`, at)) continue;
    if (given !== undefined && given <= at && at >= 0) continue;
    ev.unshown = true;
    return;
  }
}

function gatherCommand(
  cmds: readonly SimpleCommand[],
  i: number,
  ev: Evaluated,
  fed: SimpleCommand | undefined,
): void {
  const cmd = cmds[i] as SimpleCommand;
  const { words, shown } = cmd;
  const at = cmd.at ?? -1;
  for (const r of cmd.redirects) if (r.op.includes('>') && ev.written.size < 256) ev.written.add(r.target);
  let k = 0;
  while (k < words.length && COMMAND_LEAD.has(words[k] as string)) k++;
  // Assignments in front of a command, or alone.
  for (; k < words.length; k++) {
    const w = words[k] as string;
    const m = ASSIGNMENT.exec(w);
    if (m === null) break;
    if (m[2] !== undefined && !ev.associative.has(m[1] as string)) arithmetic(ev, m[2].slice(1, -1), at);
    if (m[3] === '+') ev.appended.add(m[1] as string);
    ev.here?.assigned.add(m[1] as string);
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
    givenHere(ev, name, at);
    if (head === 'select' || list === undefined) ev.unproven.add(name);
    else for (let j = 0; j < list.length; j++) assign(ev, name, list[j], shown[k + 3 + j]);
    return;
  }
  if (head === 'let') {
    for (const w of rest) arithmetic(ev, w, at);
    return;
  }
  if (head === '[[') {
    // `[[ $x -eq 1 ]]`, `[[ x -lt 2 ]]`: each side of an arithmetic test is an expression; `-v a[i]`'s subscript.
    for (let j = 0; j < rest.length; j++) {
      const w = rest[j] as string;
      if (ARITHMETIC_TEST.test(w)) {
        arithmetic(ev, rest[j - 1] ?? '', at);
        arithmetic(ev, rest[j + 1] ?? '', at);
      } else if (w === '-v') {
        const sub = SUBSCRIPTED.exec(rest[j + 1] ?? '');
        if (sub !== null) arithmetic(ev, sub[1] as string, at);
      }
    }
    return;
  }
  const testing = (head === 'test' || head === '[') && rest.includes('-v');
  if (!NAMING.has(head) && !testing) return;
  for (const w of rest) {
    // A name operand that is an expansion: its value is read as a name, a subscript in it evaluated.
    if (w.startsWith('$')) identifiers(w, ev.sinks);
    // `printf -v 'b[x]'`, `read 'b[x]'`, `declare 'b[x]=1'`, `test -v 'a[x]'`: the subscript is arithmetic.
    const sub = SUBSCRIPTED.exec(w);
    if (sub !== null && !ev.associative.has(NAME.exec(w)?.[0] ?? '')) arithmetic(ev, sub[1] as string, at);
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
      if (flags.includes('i')) {
        ev.sinks.add(name);
        ev.integer.add(name);
      }
      if (flags.includes('A')) ev.associative.add(name);
      if (eq < 0) continue;
      ev.here?.assigned.add(name);
      if (flags.includes('i')) arithmetic(ev, w.slice(eq + 1), at);
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
      givenHere(ev, m[0], at);
      if (plain) assign(ev, m[0], after.join(' '));
      else ev.unproven.add(m[0]);
      break;
    }
    return;
  }
  if (head === 'getopts') {
    const name = rest[1];
    if (name !== undefined && NAME.test(name)) {
      ev.unproven.add(name);
      givenHere(ev, name, at);
    }
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
    givenHere(ev, name, at);
    if (cmd.stdin.length > 0) assign(ev, name, cmd.stdin.join('\n'));
    else if (computed) ev.unproven.add(name);
    else {
      ev.outside.add(name);
      if (from !== undefined) ev.readFrom.set(name, from.target);
    }
  }
}

/**
 * Names the raw text evaluates: inside `((...))` (a command), `$((...))` and `$[...]`, an index `${a[i]}` or
 * offset `${s:i:n}`, the name of `${!x}`, and the prompts. Round 74: read as bash quotes: nothing in single
 * quotes, `$'..'`, a comment or a quoted here-document's body; a bare `((` only where a command starts. One
 * pass: a region is skipped once read, each here-document's body read once.
 */
function rawSinks(text: string, ev: Evaluated): void {
  for (const p of ALWAYS_EVALUATED) ev.sinks.add(p);
  scanSinks(text, 0, text.length, false, ev);
}

/** What encloses the scan: a substitution's code (its parenthesis depth kept), double quotes, backquotes. */
const SUB = 0;
const DQ = 1;
const BQ = 2;

/** Scans text[from, to) for rawSinks: as code, or (`body`) as an unquoted here-document's body. */
function scanSinks(text: string, from: number, to: number, body: boolean, ev: Evaluated): void {
  const kinds: number[] = [];
  const depths: number[] = [];
  const pending: { delim: string; quoted: boolean; strip: boolean }[] = [];
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    const kind = kinds.length === 0 ? -1 : (kinds[kinds.length - 1] as number);
    const code = kind === SUB || kind === BQ || (kind === -1 && !body);
    if (c === 92 /* \ */) {
      i += 2;
      continue;
    }
    if (c === 36 /* $ */) {
      const n = text.charAt(i + 1);
      const end =
        n === '(' && text.charAt(i + 2) === '(' ? regionEnd(text, i + 3, to, '(', ')', 2) : undefined;
      // `$((e""cho x) )` closes with `) )`: a command substitution of a subshell, read as code.
      if (end?.arithmetic === true) {
        arithmetic(ev, text.slice(i + 3, end.at - 2), i);
        i = end.at;
      } else if (n === '(') {
        kinds.push(SUB);
        depths.push(0);
        i += 2;
      } else if (n === '[') {
        const end = regionEnd(text, i + 2, to, '[', ']', 1);
        arithmetic(ev, text.slice(i + 2, end.at - 1), i);
        i = end.at;
      } else if (n === '{') i = braced(text, i + 2, to, ev);
      else if (n === "'" && code) {
        // `$'..'`: its own escapes, nothing expanded.
        let k = i + 2;
        while (k < to && text.charCodeAt(k) !== 39) k += text.charCodeAt(k) === 92 ? 2 : 1;
        i = k + 1;
      } else i++;
      continue;
    }
    if (c === 96 /* ` */) {
      if (kind === BQ) {
        kinds.pop();
        depths.pop();
      } else {
        kinds.push(BQ);
        depths.push(0);
      }
      i++;
      continue;
    }
    if (kind === DQ) {
      if (c === 34) {
        kinds.pop();
        depths.pop();
      }
      i++;
      continue;
    }
    if (!code) {
      i++;
      continue;
    }
    if (c === 39 /* ' */) {
      const close = text.indexOf("'", i + 1);
      i = close < 0 || close >= to ? to : close + 1;
    } else if (c === 34 /* " */) {
      kinds.push(DQ);
      depths.push(0);
      i++;
    } else if (c === 35 /* # */ && (i === from || /[\s;&|()]/.test(text.charAt(i - 1)))) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 || nl >= to ? to : nl;
    } else if (c === 40 /* ( */ && text.charAt(i + 1) === '(' && commandStarts(text, i, from)) {
      const end = regionEnd(text, i + 2, to, '(', ')', 2);
      // `((cd x) | wc)` closes with `) ... )`: a subshell in a subshell, read as code.
      if (end.arithmetic) {
        arithmetic(ev, text.slice(i + 2, end.at - 2), i);
        i = end.at;
      } else i++;
    } else if (c === 40 && kind === SUB) {
      depths[depths.length - 1] = (depths[depths.length - 1] as number) + 1;
      i++;
    } else if (c === 41 /* ) */ && kind === SUB) {
      const d = depths[depths.length - 1] as number;
      if (d === 0) {
        kinds.pop();
        depths.pop();
      } else depths[depths.length - 1] = d - 1;
      i++;
    } else if (c === 60 /* < */ && text.charAt(i + 1) === '<') {
      if (text.charAt(i + 2) === '<') i += 3;
      else i = hereDelimiter(text, i + 2, to, pending);
    } else if (c === 10 /* \n */ && pending.length > 0) {
      i = hereBodies(text, i + 1, to, pending, ev);
      pending.length = 0;
    } else i++;
  }
}

/** Words after which a command starts (`if ((`, `do ((`, `for ((`). */
const COMMAND_WORDS = /(?:^|[\s;&|({!])(?:if|then|else|elif|do|while|until|for|time|!)$/;

/** Whether a `((` at `at` stands where a command starts: first, after an operator or a case pattern's `)`, or a keyword. */
function commandStarts(text: string, at: number, from: number): boolean {
  let k = at - 1;
  while (k >= from && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k--;
  if (k < from || /[;&|()\n{!]/.test(text.charAt(k))) return true;
  return COMMAND_WORDS.test(text.slice(Math.max(from, k - 6), k + 1));
}

/**
 * Where a region opened `depth` deep ends (after its close, or `to`), single-quoted runs skipped; `arithmetic`:
 * its last two closes stand together (`((..))`, not `((..) ..)`).
 */
function regionEnd(
  text: string,
  from: number,
  to: number,
  open: string,
  close: string,
  depth: number,
): { at: number; arithmetic: boolean } {
  let d = depth;
  let lastClose = -2;
  for (let j = from; j < to; j++) {
    const ch = text.charAt(j);
    if (ch === "'") {
      const q = text.indexOf("'", j + 1);
      j = q < 0 || q >= to ? to : q;
    } else if (ch === open) d++;
    else if (ch === close) {
      d--;
      if (d === 0) return { at: j + 1, arithmetic: depth === 1 || lastClose === j - 1 };
      lastClose = j;
    }
  }
  return { at: to, arithmetic: true };
}

/** Reads a here-document's delimiter after `<<` into `pending`; returns where reading goes on. */
function hereDelimiter(
  text: string,
  from: number,
  to: number,
  pending: { delim: string; quoted: boolean; strip: boolean }[],
): number {
  let k = from;
  const strip = text.charAt(k) === '-';
  if (strip) k++;
  while (k < to && (text.charCodeAt(k) === 32 || text.charCodeAt(k) === 9)) k++;
  const start = k;
  while (k < to && !/[\s;&|<>()]/.test(text.charAt(k))) k++;
  const word = text.slice(start, k);
  if (word !== '' && pending.length < 64)
    pending.push({ delim: word.replace(/["'\\]/g, ''), quoted: /["'\\]/.test(word), strip });
  return k;
}

/** Reads the bodies of the pending here-documents from `from`: an unquoted one as expanded text; returns their end. */
function hereBodies(
  text: string,
  from: number,
  to: number,
  pending: readonly { delim: string; quoted: boolean; strip: boolean }[],
  ev: Evaluated,
): number {
  let at = from;
  for (const h of pending) {
    const start = at;
    let end = to;
    let next = to;
    while (at < to) {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl < 0 || nl >= to ? to : nl;
      let line = text.slice(at, lineEnd);
      if (h.strip) line = line.replace(/^\t+/, '');
      if (line === h.delim) {
        end = at;
        next = lineEnd;
        break;
      }
      at = lineEnd + 1;
    }
    if (!h.quoted) scanSinks(text, start, end, true, ev);
    at = next < to ? next + 1 : to;
  }
  // The newline after the last delimiter is the list's end: read again as code.
  return at > from ? at - 1 : at;
}

/** After `${`: the name of `${!x}`, an index or an offset (arithmetic); returns where reading goes on. */
function braced(text: string, from: number, to: number, ev: Evaluated): number {
  let j = from;
  const prefix = text[j];
  if (prefix === '!' || prefix === '#') j++;
  // `${@:x}`, `${*:x}`, `${1:x}`: the positional parameters' offsets are arithmetic too.
  const name = /^(?:[A-Za-z_][A-Za-z0-9_]*|[@*]|\d+)/.exec(text.slice(j, j + 256))?.[0];
  if (name === undefined) return j;
  j += name.length;
  const next = text[j];
  if (prefix === '!' && next !== '*' && next !== '@' && next !== '[') {
    // `${!x}` evaluates x's value as a name (its subscript runs); `${!1}` a positional parameter's.
    if (/^\d/.test(name)) ev.unshown = true;
    else if (ev.named.size < 256) {
      ev.sinks.add(name);
      ev.named.add(name);
      readHere(ev, name, from);
    } else ev.unshown = true;
  }
  if (next === '[') {
    const end = regionEnd(text, j + 1, to, '[', ']', 1);
    if (!ev.associative.has(name)) arithmetic(ev, text.slice(j + 1, end.at - 1), from);
    j = end.at;
    // `${a[@]:x}`: an offset after the index.
    if (text[j] !== ':') return j;
  }
  if (prefix !== '#' && text[j] === ':' && !/[-=+?]/.test(text[j + 1] ?? '')) {
    const end = regionEnd(text, j + 1, to, '{', '}', 1);
    arithmetic(ev, text.slice(j + 1, end.at - 1), from);
    return end.at;
  }
  return j;
}

/** Whether some name the text evaluates again, or a name its value names, has a value gate cannot prove. */
export function evaluatesUnproven(ev: Evaluated): boolean {
  return readsUnshown(ev) || assembledUnproven(ev);
}

/**
 * Round 74 (docs/floor.md "Round 74 (rt-arith-r74)"): whether arithmetic evaluates a value the text does not
 * show: a name it reads that the text gives no value (a persistent shell's earlier call may have set `x='a[$(..)]'`,
 * an assignment the floor admits alone), through the names its literal values and expansions name in turn
 * (`x=y; (( x ))` reads y), or a positional parameter. Shown: a name the text assigns (a literal, a number, a loop
 * over literals; one it cannot prove is round 34's), one bash keeps digits (SHELL_NUMBERS), one read from a file.
 */
function readsUnshown(ev: Evaluated): boolean {
  if (ev.unshown) return true;
  if (ev.reads.size + ev.integer.size + ev.named.size === 0) return false;
  const assigned = (n: string): boolean =>
    ev.values.has(n) ||
    ev.unproven.has(n) ||
    ev.deferred.has(n) ||
    ev.outside.has(n) ||
    ev.numbers.has(n) ||
    SHELL_NUMBERS.has(n);
  const work: string[] = [...ev.reads];
  const seen = new Set<string>();
  // What a name's values evaluate in turn: their names are read.
  const valuesRead = (name: string): boolean => {
    for (const v of ev.values.get(name) ?? []) {
      const use = arithmeticUse(v);
      if (use.unshown) return true;
      work.push(...use.reads);
    }
    for (const r of ev.deferred.get(name) ?? []) if (r !== '@') work.push(r);
    return false;
  };
  // `declare -i n=x`: each value an integer name is given is evaluated.
  for (const n of ev.integer) if (valuesRead(n)) return true;
  // `${!x}`: x's value is a name, whose subscript is evaluated (`x=y` reads no value of y's).
  for (const n of ev.named) {
    if (!assigned(n)) return true;
    for (const v of ev.values.get(n) ?? []) {
      const at = v.indexOf('[');
      if (at < 0) continue;
      const use = arithmeticUse(v.slice(at));
      if (use.unshown) return true;
      work.push(...use.reads);
    }
    for (const r of ev.deferred.get(n) ?? []) if (r !== '@') work.push(r);
  }
  while (work.length > 0) {
    const name = work.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    if (!assigned(name) || valuesRead(name)) return true;
  }
  return false;
}

/** Round 34: whether a name evaluated again has a value assembled where gate cannot see it. */
function assembledUnproven(ev: Evaluated): boolean {
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
