// Round 72 (docs/floor.md "Round 72 (rt-interp-r72)"): the command lines an awk program hands a shell, read
// with what the code does not show marked. awk's `system(E)`, `print … | E`, `E | getline` (and gawk's `|&`)
// run the string E through `sh -c`; E is a concatenation of literals, variables, fields and ARGV elements.
// A literal the code shows is read as written; a value it does not show (a field, an unassigned variable, a
// call) is read as `"$@"` where it stands, and the program it lands in decides: one of ARGV_FREE admits any
// argument, any other program (or no literal program before the value) is code unseen.
import { ARGV_FREE } from './shell-vocabulary.js';

/** One piece of a command string: text the code shows, or null where a value it does not show stands. */
export type Piece = string | null;
/** One reading of an expression: its pieces in order. */
export type Reading = readonly Piece[];
/** A token of awk code: a string literal (its value), a name, a number, a regular expression, or an operator. */
interface Token {
  kind: 'str' | 'name' | 'num' | 're' | 'op';
  text: string;
}

/** What an awk program's command sinks run: the command lines, and whether some value lands in no free program. */
export interface AwkSinks {
  lines: string[];
  unseen: boolean;
}

/** Readings of one expression kept: past them the expression is one value the code does not show. */
const MAX_READINGS = 16;
/** Sinks read in one program: past them the program is code unseen. */
const MAX_SINKS = 64;
/** How deep a variable's value is followed through other variables. */
const MAX_DEPTH = 4;
/** Tokens read in one program: past them the program is code unseen. */
const MAX_TOKENS = 20_000;
/** Operators of more than one character, longest first. */
const OPERATORS = [
  '|&',
  '||',
  '&&',
  '==',
  '!=',
  '<=',
  '>=',
  '>>',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '^=',
  '**',
];
/** Words after which a `/` opens a regular expression, not a division. */
const BEFORE_REGEX: ReadonlySet<string> = new Set(['print', 'printf', 'return', 'in', 'case', 'getline']);
/** awk's keywords: never a variable's name. */
const KEYWORDS: ReadonlySet<string> = new Set([
  'BEGIN',
  'END',
  'BEGINFILE',
  'ENDFILE',
  'function',
  'func',
  'if',
  'else',
  'while',
  'for',
  'do',
  'break',
  'continue',
  'next',
  'nextfile',
  'exit',
  'return',
  'delete',
  'in',
  'getline',
  'print',
  'printf',
]);
/** Built-in calls whose arguments they may assign (sub's and gsub's target, split's and match's arrays). */
const ASSIGNING_CALLS: ReadonlySet<string> = new Set(['sub', 'gsub', 'gensub', 'split', 'match', 'patsplit']);

/** awk's escapes in a string literal, as awk hands the string on. */
function unescaped(body: string): string {
  return body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, e: string) => {
    if (/^[0-7]/.test(e)) return String.fromCharCode(Number.parseInt(e, 8));
    return e === 'n' ? '\n' : e === 't' ? '\t' : e;
  });
}

/** awk code as tokens (comments and line continuations dropped, newlines kept as statement ends); undefined past MAX_TOKENS. */
function tokens(code: string): Token[] | undefined {
  const out: Token[] = [];
  let i = 0;
  const operand = (): boolean => {
    const last = out[out.length - 1];
    if (last === undefined) return false;
    if (last.kind === 'op') return last.text === ')' || last.text === ']' || last.text === '$';
    return !(last.kind === 'name' && BEFORE_REGEX.has(last.text));
  };
  while (i < code.length) {
    if (out.length > MAX_TOKENS) return undefined;
    const c = code[i] as string;
    if (c === ' ' || c === '\t' || c === '\r') i++;
    else if (c === '\\' && code[i + 1] === '\n') i += 2;
    else if (c === '#') {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end;
    } else if (c === '"') {
      let j = i + 1;
      while (j < code.length && code[j] !== '"') j += code[j] === '\\' ? 2 : 1;
      out.push({ kind: 'str', text: unescaped(code.slice(i + 1, Math.min(j, code.length))) });
      i = j + 1;
    } else if (c === '/' && !operand()) {
      let j = i + 1;
      let bracket = false;
      while (j < code.length && code[j] !== '\n' && (bracket || code[j] !== '/')) {
        if (code[j] === '\\') j++;
        else if (code[j] === '[') bracket = true;
        else if (code[j] === ']') bracket = false;
        j++;
      }
      out.push({ kind: 're', text: code.slice(i, j + 1) });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < code.length && /\w/.test(code[j] as string)) j++;
      out.push({ kind: 'name', text: code.slice(i, j) });
      i = j;
    } else if (/[0-9.]/.test(c) && /[0-9]/.test(code[c === '.' ? i + 1 : i] ?? '')) {
      let j = i + 1;
      while (j < code.length && /[\w.]/.test(code[j] as string)) j++;
      out.push({ kind: 'num', text: code.slice(i, j) });
      i = j;
    } else {
      const op = OPERATORS.find((o) => code.startsWith(o, i)) ?? c;
      out.push({ kind: 'op', text: op });
      i += op.length;
    }
  }
  return out;
}

const isOp = (t: Token | undefined, text: string): boolean => t?.kind === 'op' && t.text === text;

/** Each bracket's partner, by index (-1: none), found in one pass: a scan per bracket was quadratic. */
const PARTNERS = new WeakMap<readonly Token[], Int32Array>();
function partners(ts: readonly Token[]): Int32Array {
  let pairs = PARTNERS.get(ts);
  if (pairs !== undefined) return pairs;
  pairs = new Int32Array(ts.length).fill(-1);
  const open: number[] = [];
  for (let k = 0; k < ts.length; k++) {
    const t = ts[k] as Token;
    if (t.kind !== 'op') continue;
    if (t.text === '(' || t.text === '[' || t.text === '{') open.push(k);
    else if (t.text === ')' || t.text === ']' || t.text === '}') {
      const o = open.pop();
      if (o === undefined) continue;
      pairs[o] = k;
      pairs[k] = o;
    }
  }
  PARTNERS.set(ts, pairs);
  return pairs;
}

/** The index of the bracket that closes the one at `open`, or the end when none does. */
function closing(ts: readonly Token[], open: number): number {
  const k = partners(ts)[open] ?? -1;
  return k > open ? k : ts.length;
}

/** Token steps one program's reading may take (MAX_TOKENS x 32): past them the program is code unseen. */
const MAX_STEPS = 640_000;
/** Steps left in the reading under way (the kernel reads one call at a time), and whether they ran out. */
let steps = 0;
/** Takes one step; false once the reading has run out of them. */
const step = (): boolean => --steps >= 0;

/** Where a statement's expression from `from` ends: `;`, a newline, `}` or a bracket it did not open. */
function statementEnd(ts: readonly Token[], from: number, commas: boolean): number {
  for (let k = from; k < ts.length && step(); k++) {
    const t = ts[k] as Token;
    if (t.kind !== 'op') continue;
    if (t.text === '(' || t.text === '[') {
      const close = partners(ts)[k] ?? -1;
      if (close < k) return k;
      k = close;
    } else if (
      t.text === ')' ||
      t.text === ']' ||
      t.text === ';' ||
      t.text === '\n' ||
      t.text === '}' ||
      t.text === '{'
    )
      return k;
    else if (commas && t.text === ',') return k;
  }
  return ts.length;
}

/** Where the operand run ending at `to` (inclusive) starts: what `E | getline` pipes (literals, names, groups, fields). */
function operandStart(ts: readonly Token[], to: number): number {
  let k = to;
  let start = to + 1;
  while (k >= 0 && step()) {
    const t = ts[k] as Token;
    if (t.kind === 'str' || t.kind === 'num' || (t.kind === 'name' && !KEYWORDS.has(t.text))) {
      start = k;
      k--;
    } else if (t.kind === 'op' && (t.text === ')' || t.text === ']')) {
      const j = partners(ts)[k] ?? -1;
      if (j < 0 || j > k) return start;
      start = j;
      k = j - 1;
    } else if (isOp(t, '$')) {
      start = k;
      k--;
    } else return start;
  }
  return start;
}

/** The program's variables: each plain assignment's value, and the names something else may set. */
interface Variables {
  assigned: Map<string, [number, number][]>;
  wild: Set<string>;
  given: Map<string, Piece[]>;
}

function variables(ts: readonly Token[], given: ReadonlyMap<string, readonly Piece[]>): Variables {
  const vars: Variables = { assigned: new Map(), wild: new Set(), given: new Map() };
  for (const [name, pieces] of given) vars.given.set(name, [...pieces]);
  for (let k = 0; k < ts.length; k++) {
    const t = ts[k] as Token;
    if (t.kind === 'name' && (t.text === 'function' || t.text === 'func')) {
      // A function's parameters hold what each call passes.
      const open = k + 2;
      if (!isOp(ts[open], '(')) continue;
      const close = closing(ts, open);
      for (let j = open + 1; j < close && step(); j++)
        if (ts[j]?.kind === 'name') vars.wild.add((ts[j] as Token).text);
      continue;
    }
    if (t.kind === 'name' && ASSIGNING_CALLS.has(t.text) && isOp(ts[k + 1], '(')) {
      const close = closing(ts, k + 1);
      for (let j = k + 2; j < close && step(); j++)
        if (ts[j]?.kind === 'name') vars.wild.add((ts[j] as Token).text);
      continue;
    }
    if (t.kind !== 'name' || KEYWORDS.has(t.text)) continue;
    const next = ts[k + 1];
    const before = ts[k - 1];
    if (isOp(next, '=') && !isOp(before, '$')) {
      const end = statementEnd(ts, k + 2, true);
      const list = vars.assigned.get(t.text) ?? [];
      list.push([k + 2, end]);
      vars.assigned.set(t.text, list);
    } else if (
      (next?.kind === 'op' && /^(?:[-+*/%^]=|\+\+|--)$/.test(next.text)) ||
      (before?.kind === 'op' && (before.text === '++' || before.text === '--')) ||
      (before?.kind === 'name' && before.text === 'getline') ||
      (next?.kind === 'name' && next.text === 'in' && isOp(before, '('))
    )
      vars.wild.add(t.text);
  }
  return vars;
}

/** Every concatenation of one reading of `a` and one of `b`, at most MAX_READINGS (else one unknown). */
function joined(a: readonly Reading[], b: readonly Reading[]): Reading[] {
  if (a.length * b.length > MAX_READINGS) return [[null]];
  const out: Reading[] = [];
  for (const x of a) for (const y of b) out.push([...x, ...y]);
  return out;
}

/** The readings of the expression `ts[from..to)`, a concatenation. */
function readings(
  ts: readonly Token[],
  from: number,
  to: number,
  vars: Variables,
  argv: readonly Piece[],
  seen: ReadonlySet<string>,
): Reading[] {
  let out: Reading[] = [[]];
  const unknown: Reading[] = [[null]];
  for (let k = from; k < to; k++) {
    if (!step()) return [[null]];
    const t = ts[k] as Token;
    let part: Reading[];
    if (t.kind === 'str' || t.kind === 'num') part = [[t.text]];
    else if (t.kind === 'name' && isOp(ts[k + 1], '(')) {
      k = closing(ts, k + 1);
      part = unknown;
    } else if (t.kind === 'name' && isOp(ts[k + 1], '[')) {
      const close = closing(ts, k + 1);
      const index = ts[k + 2];
      // `ARGV[1]`: the operand on awk's command line, as the command shows it.
      part =
        t.text === 'ARGV' && close === k + 3 && index?.kind === 'num' && /^\d+$/.test(index.text)
          ? [[argv[Number(index.text)] ?? null]]
          : unknown;
      k = close;
    } else if (t.kind === 'name' && !KEYWORDS.has(t.text))
      part = variableReadings(t.text, ts, vars, argv, seen);
    else if (isOp(t, '(')) {
      const close = closing(ts, k);
      part = readings(ts, k + 1, close, vars, argv, seen);
      k = close;
    } else if (isOp(t, '$')) {
      // A field: skip what names it (a number, a name, a group).
      const next = ts[k + 1];
      if (isOp(next, '(')) k = closing(ts, k + 1);
      else if (next !== undefined && next.kind !== 'op') k++;
      part = unknown;
    } else part = unknown;
    out = joined(out, part);
  }
  return out;
}

/** A variable's readings: each value assigned or given, and unknown where something else may set it or nothing does. */
function variableReadings(
  name: string,
  ts: readonly Token[],
  vars: Variables,
  argv: readonly Piece[],
  seen: ReadonlySet<string>,
): Reading[] {
  const given = vars.given.get(name);
  const assigned = vars.assigned.get(name) ?? [];
  if (
    seen.has(name) ||
    seen.size >= MAX_DEPTH ||
    vars.wild.has(name) ||
    (given === undefined && assigned.length === 0)
  )
    return [[null]];
  const inner = new Set(seen).add(name);
  const out: Reading[] = given === undefined ? [] : [given];
  for (const [from, to] of assigned) {
    out.push(...readings(ts, from, to, vars, argv, inner));
    if (out.length > MAX_READINGS) return [[null]];
  }
  return out;
}

/** A command string's text, a value the code does not show read as `"$@"` where it stands. */
export const rendered = (r: Reading): string => r.map((p) => p ?? '"$@"').join('');

/** The program a value lands in: the first word of the command the text before it opens, if followed by a blank. */
const LANDS_IN = /^\s*([^\s;&|()<>'"`$\\=]+)\s/;
/** Where a command starts in a command line: after a list or pipe operator, an opening, a substitution. */
const COMMAND_BREAK = /[;&|(`\n{]/;

/**
 * Round 76 (docs/floor.md "Round 76 (rt-escapes-r76)"): whether a value spliced into a command line at the end of
 * `before` (its command from `from`) completes a redirection's target (`echo x >> ~` + x) or a word under the home
 * (`cat ~/.ss` + x): the shell reads the joined text, so the value decides what is written or read.
 */
function completesGuarded(before: string, from: number): boolean {
  let word = before.length;
  while (word > from && !/\s/.test(before[word - 1] as string)) word--;
  const shown = before.slice(word);
  if (/[<>]/.test(shown) || /^(?:~|\$HOME\b|\$\{HOME\})/.test(shown)) return true;
  let end = word;
  while (end > from && /\s/.test(before[end - 1] as string)) end--;
  const c = before[end - 1];
  return c === '>' || c === '<' || ((c === '&' || c === '|') && /[<>]/.test(before[end - 2] ?? ''));
}

/** Whether each value the code does not show lands as an argument of a program no argument makes refused. */
export function freeValues(r: Reading): boolean {
  let before = '';
  for (const p of r) {
    if (p !== null) {
      before += p;
      continue;
    }
    let at = before.length;
    while (at > 0 && !COMMAND_BREAK.test(before[at - 1] as string)) at--;
    const program = LANDS_IN.exec(before.slice(at))?.[1];
    if (program === undefined || !ARGV_FREE.has(program.slice(program.lastIndexOf('/') + 1))) return false;
    if (completesGuarded(before, at)) return false;
    before += '"$@"';
  }
  return true;
}

/** A printed reading as one shell word: shown text single-quoted, a value the code does not show as `"$@"`. */
const printedWord = (r: Reading): string =>
  r.map((p) => (p === null ? '"$@"' : `'${p.replaceAll("'", `'\\''`)}'`)).join('') || "''";

/** What `print ARGS` or `printf FORMAT, ARGS` in `ts[from..to)` writes (`print` alone writes the record). */
function printedReadings(
  ts: readonly Token[],
  from: number,
  to: number,
  vars: Variables,
  argv: readonly Piece[],
): Reading[] {
  const printf = ts[from]?.text === 'printf';
  let start = from + 1;
  let end = to;
  if (isOp(ts[start], '(') && closing(ts, start) === to - 1) {
    start++;
    end--;
  }
  if (start >= end) return [[null]];
  const args: Reading[][] = [];
  for (let k = start; k < end; ) {
    const stop = Math.min(statementEnd(ts, k, true), end);
    args.push(readings(ts, k, stop, vars, argv, new Set()));
    k = stop + 1;
  }
  if (!printf) {
    let out: Reading[] = [[]];
    args.forEach((a, n) => {
      out = joined(out, n === 0 ? a : joined([[' ']], a));
    });
    return out;
  }
  // printf: a literal format's conversions filled in order by the arguments' readings.
  const format = args[0];
  if (format?.length !== 1 || (format[0] as Reading).some((p) => p === null)) return [[null]];
  const parts = (format[0] as Reading).join('').split(/(%[-+ #0-9.]*[a-zA-Z%])/);
  let out: Reading[] = [[]];
  let n = 1;
  for (const part of parts) {
    if (!part.startsWith('%') || part.length < 2) out = joined(out, [[part]]);
    else if (part === '%%') out = joined(out, [['%']]);
    else out = joined(out, args[n++] ?? [['']]);
  }
  return out;
}

/**
 * The command lines awk program `code` runs (`system(E)`, `print … | E`, `E | getline`, gawk's `|&`): each
 * reading of E, a value the code does not show as `"$@"`; a print's piped output as `echo WORDS | E`.
 * `given` holds `-v` and operand assignments, `argv` awk's ARGV (null: a word the command does not show).
 */
export function awkSinks(
  code: string,
  given: ReadonlyMap<string, readonly Piece[]>,
  argv: readonly Piece[],
): AwkSinks {
  const result: AwkSinks = { lines: [], unseen: false };
  if (!/system|\||getline/.test(code)) return result;
  const ts = tokens(code);
  if (ts === undefined) return { lines: [], unseen: true };
  steps = MAX_STEPS;
  const vars = variables(ts, given);
  let sinks = 0;
  const take = (command: Reading[], printed?: Reading[]): void => {
    for (const r of command) {
      const line = rendered(r);
      if (line.trim() !== '') result.lines.push(line);
      if (!freeValues(r)) result.unseen = true;
      for (const p of printed ?? []) result.lines.push(`echo ${printedWord(p)} | ${line}`);
    }
  };
  for (let k = 0; k < ts.length && steps >= 0; k++) {
    const t = ts[k] as Token;
    const system = t.kind === 'name' && t.text === 'system' && isOp(ts[k + 1], '(');
    if (!system && !isOp(t, '|') && !isOp(t, '|&')) continue;
    if (sinks++ >= MAX_SINKS) {
      result.unseen = true;
      break;
    }
    if (system) {
      const close = closing(ts, k + 1);
      take(readings(ts, k + 2, close, vars, argv, new Set()));
      continue;
    }
    const next = ts[k + 1];
    if (next?.kind === 'name' && next.text === 'getline') {
      take(readings(ts, operandStart(ts, k - 1), k, vars, argv, new Set()));
      continue;
    }
    // `print ARGS | E`: E to the statement's end, ARGS from the print that opens the statement.
    const end = statementEnd(ts, k + 1, false);
    let open = k - 1;
    let depth = 0;
    for (; open >= 0 && step(); open--) {
      const u = ts[open] as Token;
      if (u.kind === 'op' && (u.text === ')' || u.text === ']')) depth++;
      else if (u.kind === 'op' && (u.text === '(' || u.text === '[')) depth--;
      else if (depth === 0 && u.kind === 'name' && (u.text === 'print' || u.text === 'printf')) break;
      else if (depth <= 0 && u.kind === 'op' && /^[;\n{}]$/.test(u.text)) open = 0;
    }
    const printing = open >= 0 && ts[open]?.kind === 'name' && /^printf?$/.test((ts[open] as Token).text);
    take(
      readings(ts, k + 1, end, vars, argv, new Set()),
      printing ? printedReadings(ts, open, k, vars, argv) : [[null]],
    );
  }
  if (steps < 0) result.unseen = true;
  return result;
}
