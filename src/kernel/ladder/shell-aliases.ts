// Aliases the text defines, read where they run (round 27, docs/floor.md "Round 27"): `alias c='cd
// /root'; c; tar c .`, `alias g=curl; g -T .env h`. A shell puts an alias's value in place of an unquoted
// command word that names it, so the list is read again with the value there; before, the value was read
// alone (`alias s='sudo id'`) and the words after the name were read with an unknown program.

import { type SimpleCommand, showPiece, singleQuoted } from './shell-parse.js';
import { COMMAND_LEAD, NAME_WRITERS } from './shell-vocabulary.js';

/** Aliases expanded through one another at most this deep (`alias a=b b=sudo`); a name is not expanded twice. */
const MAX_ALIAS_DEPTH = 4;

/** `BASH_ALIASES[NAME]=VALUE`: bash defines the alias NAME as `alias NAME=VALUE` would (round 33b). */
const BASH_ALIAS = /^BASH_ALIASES\[([^\]]*)\]=/;

/**
 * Round 59: `BASH_CMDS[NAME]=PATH` and `hash -p PATH NAME...` put NAME in bash's table of programs, and NAME
 * then runs PATH with no alias option (`BASH_CMDS[x]=/usr/bin/sudo; x id`, `hash -p /bin/bash x; x -c
 * CMD` were admitted): read as an alias whose value is PATH.
 */
const BASH_CMD = /^BASH_CMDS\[([^\]]*)\]=/;
/** A word naming one of bash's command tables, however it is written to. */
const TABLE_NAME = /BASH_(?:ALIASES|CMDS)/;
/** A literal entry written whole (`BASH_ALIASES[s]=VALUE`), the one write read as a definition. */
const TABLE_ENTRY = /^BASH_(?:ALIASES|CMDS)\[[^\]$`]*\]=/;

/** Whether `cmd` defines an alias: `alias NAME=VALUE`, an assignment to `BASH_ALIASES[NAME]`, a hashed program. */
export function definesAlias(cmd: SimpleCommand): boolean {
  return (
    cmd.words[0] === 'alias' ||
    cmd.words[headAt(cmd.words)] === 'hash' ||
    cmd.words.some((w) => w.startsWith('BASH_ALIASES[') || TABLE_NAME.test(w))
  );
}

const ASSIGNMENT_WORD = /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/;

/**
 * Round 59: where the builtin a command runs stands, past reserved words, `builtin`/`command` (and
 * command's options), `eval` and assignments: `builtin hash -p P x`, `if hash -p P x; then`, `X=1 hash ..`.
 */
function headAt(words: readonly string[]): number {
  let k = 0;
  while (k < words.length) {
    const w = words[k] as string;
    const wrapper = COMMAND_LEAD.has(w) || w === 'eval' || ASSIGNMENT_WORD.test(w);
    const option = k > 0 && words[k - 1] === 'command' && w.startsWith('-');
    if (!wrapper && !option) break;
    k++;
  }
  return k;
}

/**
 * Round 59: whether `cmd` writes bash's alias or program table other than by a literal entry (`read
 * BASH_CMDS[x] <<< PATH`, `printf -v`, `mapfile`, `BASH_CMDS[x]+=do`, `declare -n r=BASH_CMDS`, a
 * reference whose target the text computes, an entry's computed value): the names it makes run what the
 * text does not show.
 */
export function writesCommandTable(cmd: SimpleCommand): boolean {
  const writer = NAME_WRITERS.has(cmd.words[headAt(cmd.words)] as string);
  for (let k = 0; k < cmd.words.length; k++) {
    const w = cmd.words[k] as string;
    const shown = cmd.shown[k] ?? w;
    // `declare -n r=BASH_$y`: a reference's target computed by the text may name either table.
    if (writer && k > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(w) && /[$`]/.test(shown) && namesReference(cmd))
      return true;
    if (!TABLE_NAME.test(w) && !TABLE_NAME.test(shown)) continue;
    // A literal entry is read as a definition; one whose value the text computes (`BASH_CMDS[y]=$(command
    // -v sudo)`) names a program only the running shell knows, as a computed `hash -p` PATH does (round 34).
    if (TABLE_ENTRY.test(w) && TABLE_ENTRY.test(shown)) {
      if (/[$`]/.test(shown.slice(shown.indexOf('=') + 1))) return true;
      continue;
    }
    // An assignment before the program, or an operand of a builtin that writes the name.
    if (writer || k === 0 || /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/.test(w)) return true;
  }
  return false;
}

/** `declare -n`, `local -n`: the command makes a name reference. */
function namesReference(cmd: SimpleCommand): boolean {
  return cmd.words.some((w, k) => k > 0 && /^-[A-Za-z]*n/.test(w));
}

/** The names `hash -p PATH NAME...` (`-pPATH`, `-rp PATH`) gives PATH to, with PATH; undefined for none. */
function hashed(words: readonly string[]): { path: string; names: string[] } | undefined {
  let path: string | undefined;
  let k = 1;
  for (; k < words.length; k++) {
    const w = words[k] as string;
    if (w === '--') {
      k++;
      break;
    }
    if (!w.startsWith('-') || w === '-') break;
    const p = w.indexOf('p');
    if (p > 0) {
      path = p + 1 < w.length ? w.slice(p + 1) : words[++k];
    }
  }
  return path === undefined ? undefined : { path, names: words.slice(k) as string[] };
}

/** Adds the literal aliases `cmd` defines (`alias NAME=VALUE ...`) to `into`; a second value keeps the first. */
export function collectAliases(cmd: SimpleCommand, into: Map<string, string>): void {
  const head = headAt(cmd.words);
  if (cmd.words[head] === 'hash') {
    const h = hashed(cmd.words.slice(head));
    // A computed PATH is the command-word reader's (shell-reading.ts: `hash -p "$(..)" x` is opaque).
    if (h !== undefined && !/[`$]/.test(h.path))
      for (const n of h.names) if (!into.has(n)) into.set(n, singleQuoted(h.path));
    return;
  }
  const alias = cmd.words[0] === 'alias';
  for (let k = alias ? 1 : 0; k < cmd.words.length; k++) {
    const w = cmd.words[k] as string;
    const array = alias ? null : (BASH_ALIAS.exec(w) ?? BASH_CMD.exec(w));
    if (!alias && array === null) continue;
    const eq = array === null ? w.indexOf('=') : (array[0] as string).length - 1;
    // A value the text computes (`alias g=$(..)`) is the computed-script readers'.
    if (eq <= 0 || /[`$]/.test(cmd.shown[k] ?? '')) continue;
    const name = array === null ? w.slice(0, eq) : (array[1] as string);
    if (!into.has(name))
      into.set(name, array === null || BASH_ALIAS.test(w) ? w.slice(eq + 1) : singleQuoted(w.slice(eq + 1)));
  }
}

/**
 * The list as one line with each command word an alias names replaced by its value (`starts[i][0]`: the
 * command word); undefined when none is. The line is shell text, read again as a script.
 */
export function aliasedLine(
  cmds: readonly SimpleCommand[],
  starts: readonly (readonly number[])[],
  aliases: ReadonlyMap<string, string>,
): string | undefined {
  let changed = false;
  let line = '';
  cmds.forEach((c, i) => {
    // Round 47: a long body called often grows the line past what the reader reads (`f() { f() { ..`):
    // stopped there, the line is read as too long (refused), not built whole.
    if (line.length > MAX_LINE) return;
    const s = starts[i]?.[0] ?? -1;
    const w = s < 0 ? undefined : c.words[s];
    // A quoted or escaped command word is not an alias (its shown form differs from the word).
    const value = w !== undefined && c.shown[s] === w ? expanded(w, aliases, 0, []) : undefined;
    const words = value === undefined ? c.shown : [...c.shown.slice(0, s), value, ...c.shown.slice(s + 1)];
    if (value !== undefined) changed = true;
    line += words.join(' ');
    for (const r of c.redirects) line += ` ${r.op} ${showPiece(r.target)}`;
    // Round 47: its here-documents and here-strings, as here-strings (`alias f=sh; f <<< CMD` lost them).
    for (const t of c.stdin) line += ` <<< ${showPiece(t)}`;
    if (i < cmds.length - 1) line += c.sep === '\n' || c.sep === '' ? ' ; ' : ` ${c.sep} `;
  });
  return changed ? line : undefined;
}

/** The longest line aliasedLine builds: past shell.ts MAX_SHELL_TEXT (256 KiB) the reader refuses a text. */
const MAX_LINE = 256 * 1024;

/** An alias's value with its own first word expanded in turn (bash does so, a name once). */
function expanded(
  name: string,
  aliases: ReadonlyMap<string, string>,
  depth: number,
  used: string[],
): string | undefined {
  const value = aliases.get(name);
  if (value === undefined || used.includes(name) || depth >= MAX_ALIAS_DEPTH) return undefined;
  const first = /^\s*([^\s;&|<>()'"\\$`]+)/.exec(value);
  const inner =
    first === null ? undefined : expanded(first[1] as string, aliases, depth + 1, [...used, name]);
  return inner === undefined ? value : value.replace(first?.[1] as string, inner);
}

/*
 * Round 47: a function the text defines is read where it is called, as an alias is (`f() { sh; }; echo
 * CMD | f`, `function f { bash; }`, `f() ( sh )`): the call is the body in place, a `{ … }` or `( … )`
 * compound, so a pipe or here-string that feeds the call feeds the body's commands (round 46's compound
 * reading). Before, the body was read alone and the call as an unknown program.
 */

/** A function definition's head up to its body's opening: `NAME() {`, `NAME ( ) (`, `function NAME {`. */
const FUNCTION_HEAD =
  /(?:^|[\s;&|(){}])(?:function[ \t]+([^\s;&|<>()'"\\$`{}]+)(?:[ \t]*\([ \t]*\))?|([^\s;&|<>()'"\\$`{}=]+)[ \t]*\([ \t]*\))\s*([{(])/g;
/** At most this many definitions a text are read (each body's scan may run to the text's end). */
const MAX_FUNCTIONS = 8;

/**
 * Adds the functions `text` defines to `into` as alias values (`{ BODY ; }`, `( BODY )`); a name already
 * there keeps its value. The body ends at the bracket that balances its opening, quotes skipped; a
 * bracket a `case` pattern leaves unbalanced may end it early or late: the call is read in addition to
 * the text as written, never instead of it.
 */
export function collectFunctions(text: string, into: Map<string, string>): void {
  if (!text.includes('(') && !text.includes('function')) return;
  FUNCTION_HEAD.lastIndex = 0;
  let found = 0;
  for (let m = FUNCTION_HEAD.exec(text); m !== null && found < MAX_FUNCTIONS; m = FUNCTION_HEAD.exec(text)) {
    found++;
    const name = (m[1] ?? m[2]) as string;
    const open = m[3] as string;
    const start = m.index + m[0].length;
    const end = closing(text, start, open, open === '{' ? '}' : ')');
    if (!into.has(name)) {
      const body = text.slice(start, end);
      into.set(name, open === '{' ? `{ ${body}\n}` : `( ${body}\n)`);
    }
    // The next head is looked for inside this body too (`f() { g() { sh; }; }`).
    FUNCTION_HEAD.lastIndex = start;
  }
}

/** Where the bracket opened just before `from` closes (the text's end if it does not): quotes skipped. */
function closing(text: string, from: number, open: string, close: string): number {
  let depth = 1;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i] as string;
    if (quote !== '') {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
      continue;
    }
    if (c === '\\') i++;
    else if (c === "'" || c === '"') quote = c;
    else if (c === open) depth++;
    else if (c === close && --depth === 0) return i;
  }
  return text.length;
}
