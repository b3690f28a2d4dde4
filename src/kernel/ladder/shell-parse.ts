// A small POSIX/bash tokenizer for judging commands, not running them: words, redirections and the
// commands nested in `$(...)`, backticks and `<(...)`. One pass, linear in the text, no RegExp on input.
// (The npm shell-quote package was measured at 13-22 us per command here and splits `2>` and backticks
// into loose tokens; this is ~1 us and understands both.)

import { table } from '../table.js';
import { constantArithmetic } from './shell-arithmetic.js';
import { braceExpansion, JOIN_MARK, QUOTE_MARK } from './shell-braces.js';
import { printedBy } from './shell-printed.js';
import { printsOneWord, printsOwnPlace } from './shell-printed-places.js';
import {
  ALWAYS_SET,
  INTERPRETER_LANGUAGES,
  JS_CODE_FLAGS,
  OPERAND_RUNNERS,
  pastWrapper,
  RESERVED,
  RUNNER_VALUED,
  SHELL_LINE_WRAPPERS,
  WRAPPERS,
} from './shell-vocabulary.js';

/** One simple command: its words (quotes removed) and its redirections. */
export interface SimpleCommand {
  words: string[];
  /**
   * The same words as a rule should read them: quotes and escapes removed, a piece that holds blanks or
   * shell operators wrapped in `'...'`, substitutions shown inline as `$(inner rendering)`.
   */
  shown: string[];
  redirects: Redirect[];
  /** The operator that ended the command (`|`, `&&`, `;`, a newline ...); '' at the end of its list. */
  sep: string;
  /** Which list (the whole text is list 0; each `$(...)`, backtick and `<(...)` is its own) holds it. */
  list: number;
  /** Text this command reads as its standard input: here-document bodies and here-strings. */
  stdin: string[];
  /**
   * shell.ts literalCommandOf, once asked (null: not literal; undefined: not asked yet): every rung of
   * one call reads the same parse, so the command word is judged once.
   */
  literal?: string | null;
  /** shell.ts layersOf, once asked: layerStarts of `layersFor`, which a copy with other words no longer is. */
  layersFor?: readonly string[] | undefined;
  layers?: readonly number[] | undefined;
  /**
   * shell.ts headOf, once asked (round 50): `head` is commandName(`headFor`), `headKind` its kind bits,
   * `headBits` what oneLayer and the wrapper rule ask of the first word; a copy whose first word differs
   * finds its own.
   */
  headFor?: string | undefined;
  head?: string | undefined;
  headKind?: number | undefined;
  headBits?: number | undefined;
  /**
   * Words holding a `${X:-W}` expansion read as its default W (round 25): what runs there is the shell's to
   * decide (the environment may set X), so such a word in command position, or in a script handed to a
   * shell, leaves the command unreadable (shell-reading.ts, computedScript).
   */
  defaulted?: number[];
  /**
   * Round 60 (redteam3): the variable a defaulted word's last `${X:-W}` names, by the word's index (`y=${x:-.}`
   * is x's value while x is set: shell.ts literalValues reads both); only where `defaulted` holds the word.
   */
  defaultedFrom?: Record<number, string>;
  /** Round 60 (redteam3): the words holding an expansion that a quote or backslash stood in (not field-split). */
  quotedWords?: number[];
  /**
   * Round 58: words holding a substitution whose output the text does not show (`$(cat f)`, a backquote,
   * `<(…)`): their value is the running shell's alone, so a rule that reads such a word where it decides (a
   * directory, a host, an option) cannot decide (shell-unknown.ts).
   */
  unknown?: number[];
  /**
   * Round 72: words holding an unquoted parameter, command or arithmetic expansion (or a backquote): bash
   * splits such a value into fields, so an unknown one may be any words at all (shell-unknown.ts argvUnread).
   */
  fields?: number[];
  /** Its last word `x=` opened an array (`x=(a b)`, round 27): the list's next command holds the elements. */
  array?: true;
  /** Round 61 (redteam3): the array it opened is empty (`x=()`): no command holds its elements. */
  emptyArray?: true;
  /** It holds an output process substitution `>(..)` (round 27: what it runs reads the command's output). */
  outputs?: true;
  /**
   * Its input duplications (round 28): `<&3` is `[0, '3']`, `4<&3` is `[4, '3']`, `<&$fd` names the source
   * as written. A descriptor opened on a file reads that file (shell-descriptors.ts).
   */
  dups?: [fd: number, from: string][];
  /**
   * Round 46: it ends the pipe stage a `( … )` group is (`(echo a; echo b) | sh`): the group's commands, all
   * of whose output the pipe carries (the parser keeps no word for a parenthesis).
   */
  groupOut?: SimpleCommand[];
  /** Round 46: it sits in a `( … )` group a pipe feeds (`echo CMD | (true; sh)`): the stage before the group. */
  groupFeeder?: SimpleCommand;
  /** Round 46: the stage after its group's `)`, whose here-documents and here-strings the group reads. */
  groupGiven?: SimpleCommand;
  /** Round 60: it names a function its `()` defines (`f() {`, `function f() {`): the next command is the body. */
  defines?: true;
  /**
   * Round 75: where in the parsed text it ends (its separator's offset), so a reading can tell what runs before
   * it (shell-values.ts `givenBefore`); -1 for a command read from a value or a here-document's body.
   */
  at?: number;
  /** Round 75: it stands inside a `( … )` group, a subshell: what it assigns is gone when the group ends. */
  grouped?: true;
}

/**
 * The command before `cmds[i]` in its own list (undefined for the first). Round 56: a substitution's
 * commands are parsed between a pipe's stages (`base64 -d x | sh $(true)`: `true` came between, so the
 * `sh` read no producer and was admitted; `.. | xargs $(echo tee) ..` too): they are passed over. Never
 * reads index -1: V8 looks a negative index up as a named property through the prototype chain, ~30 ns
 * against ~3 (round 50: a third of writtenScripts' own time in a distinct decision's profile).
 */
export function commandBefore(cmds: readonly SimpleCommand[], i: number): SimpleCommand | undefined {
  return i > 0 ? cmds[indexBefore(cmds, i)] : undefined;
}
/** The index of commandBefore (i - 1 when no command of its list comes before; -1 for the first). */
export function indexBefore(cmds: readonly SimpleCommand[], i: number): number {
  if (i <= 0) return -1;
  const list = cmds[i]?.list;
  if (list === undefined || (cmds[i - 1] as SimpleCommand).list === list) return i - 1;
  for (let j = i - 2; j >= 0; j--) if ((cmds[j] as SimpleCommand).list === list) return j;
  return i - 1;
}

/** What the tokenizer read: every simple command, and whether the text could be read whole. */
export interface ShellParse {
  commands: SimpleCommand[];
  /**
   * An unterminated quote, substitution or `${`, or nesting past the depth limit: the commands are a
   * best effort, and a rule must be judged as if the unread part could hold anything (docs/policy.md).
   */
  unreadable: boolean;
  /**
   * Round 35: it holds a construct zsh reads as code or as a program gate does not read (a word's glob
   * qualifiers `*(e:CMD:)`, a parameter flag `${(e)x}`, `${~x}`): shell-zsh.ts, the reader makes it opaque.
   */
  zsh: boolean;
  /** Round 47: a `()` that is no group (`f() {`, `f ( ) (`): the text may define a function. */
  defines?: true;
  /** Round 55: past MAX_READ_COMMANDS or MAX_READ_WORD_CHARS the rest was not parsed (too complex to read). */
  past?: true;
  /** Round 64: where the text's closed case pattern lists stand (after `in` or `;;` to their `)`): data. */
  patternLists?: readonly { from: number; to: number }[];
}

/** A redirection: `>`, `>>`, `>|`, `&>`, `&>>`, `<>`, `>&` (to a file), `<`, `<&`. */
export interface Redirect {
  op: string;
  target: string;
  /** The descriptor written before the operator (`3<a`: 3); absent for the operator's own (round 28). */
  fd?: number;
  /** The target as written, only where it runs a substitution (`< "$(ls .e*)"`: what it lists is the file). */
  shown?: string;
  /** Round 39: the target holds `${X:-W}` read as W (`> "${D:-.}/.bashrc"`): X may be set outside the text. */
  defaulted?: true;
  /** Round 62: the X of a target's `${X:-W}` (`>> ${x:-.}`): the write reading spells X's values there. */
  defaultedFrom?: string;
  /** Round 63: written `>&WORD` with an expansion (`>&"$fd"`): a descriptor copy when it expands to a number. */
  copies?: true;
  /**
   * Round 67 (landed round 68): every `$`, backquote, `~`, glob and brace in the target stood in single
   * quotes, after a backslash or in `$'..'` (`> '$F'`, `>\~/.bashrc`): bash opens the text itself, expanding
   * nothing. Read so only for the caller's own commands (shell.ts analyse): gate's scripts quote to group.
   */
  literal?: true;
}

/** Deeper nesting than this is read as plain text: no recursion an agent can drive into a stack overflow. */
const MAX_DEPTH = 32;
/**
 * Commands read in one text, its substitutions' and the scripts it hands on counted with it: past this many
 * it is too complex to read (round 55; shell.ts commandBudget), and a parse stops here.
 */
export const MAX_READ_COMMANDS = 4096;
/** Characters of those commands' words, a nested construct's word counted at each level it stands in. */
export const MAX_READ_WORD_CHARS = 1024 * 1024;

interface Cursor {
  text: string;
  pos: number;
  /**
   * Round 68: quotes in this text group words and stop no expansion (a reading gate wrote: each shell's
   * printed output put back quoted), so no redirection target is marked literal.
   */
  quotesGroup: boolean;
  /** Round 68: backquote bodies open around the cursor: bash removes a `\` before `$` there first. */
  backticks: number;
  out: SimpleCommand[];
  /** Lists opened so far (list ids). */
  lists: number;
  unreadable: boolean;
  /** The display form of the piece the last readDollar / readDoubleQuoted call read. */
  piece: string;
  /** What the list the last nested() call read prints, when the text shows it (substitutionOutput). */
  printed: string;
  /** Set by readDollar when it read a `${X:-W}` as W; the word's level files it with the word (endWord). */
  sawDefault: boolean;
  /** Round 60 (redteam3): the name of the `${X:-W}` that set sawDefault. */
  defaultName?: string | undefined;
  /** Round 58: set when a substitution whose output the text does not show was read (noteUnknown files it). */
  sawUnknown?: boolean;
  /** Round 58: whether the list the last nested() call read prints what the text shows (setPrinted). */
  printedKnown?: boolean;
  /** Round 72: the last expansion read was a substitution printing one word, no option (printsOneWord). */
  printedWord?: boolean;
  /** Some construct zsh reads as code or a program gate does not read (ShellParse.zsh); never reset. */
  zsh: boolean;
  /** Round 47: a `()` that is no group was read (ShellParse.defines). */
  defines?: boolean;
  /** Which `$((` of the text close as arithmetic, by position (arithmeticOpenings, made when first asked). */
  arithmetic?: ReadonlyMap<number, boolean>;
  /** Characters readLater may still re-read, shared by every cursor of one parse: its work stays linear. */
  later: { left: number };
  /** Round 55: characters of the words read so far, and whether a read bound stopped the parse; shared. */
  read: { chars: number; past: boolean };
  /** Set by nested() when shells print its list differently (shell-printed.ts): each shell's output. */
  printedBy: readonly string[] | undefined;
  /** Round 36: the substitutions shells print differently, shared by every cursor of one parse. */
  printings: Printing[];
  /** Round 36: dash reads the text otherwise (`$'..\'..'`, `&>`; readAsDash): shared, never reset. */
  dashDiffers: { seen: boolean };
  /** Round 37: where here-document bodies stand (with their delimiter line), shared by every cursor. */
  bodies: Span[];
  /** Round 64: where closed case pattern lists stand (ShellParse.patternLists), shared by every cursor. */
  patternLists: Span[];
  /** Round 75: this cursor reads a value or a body, not the parsed text: its offsets are not the text's. */
  inner?: true;
}

/** Characters `from` (inclusive) to `to` (exclusive) of `text`. */
interface Span {
  text: string;
  from: number;
  to: number;
}

/** A substitution of the text whose output differs by shell: where it stands and each shell's output. */
interface Printing {
  text: string;
  from: number;
  to: number;
  readings: readonly string[];
  quoted: boolean;
}

/** Every simple command in `text`, nested substitutions included (their order is not meaningful). */
export function tokenizeShell(text: string): SimpleCommand[] {
  return parseShell(text).commands;
}

/** The simple commands of `text` and whether all of it was read (one pass, linear in the text). */
export function parseShell(
  text: string,
  /** Round 36: read the text again as each shell prints and quotes (false inside such a reading: once). */
  asEachShell = true,
  /** Round 68: the text is one gate wrote, its quotes grouping only (Cursor.quotesGroup). */
  quotesGroup = false,
): ShellParse {
  const c: Cursor = {
    text,
    pos: 0,
    quotesGroup,
    backticks: 0,
    out: [],
    lists: 0,
    unreadable: false,
    piece: '',
    printed: '',
    sawDefault: false,
    zsh: false,
    later: { left: 4 * text.length + 4096 },
    read: { chars: 0, past: false },
    printedBy: undefined,
    printings: [],
    dashDiffers: { seen: false },
    bodies: [],
    patternLists: [],
  };
  parseList(c, -1, 0);
  if (asEachShell && c.printings.length > 0) readAsEachShell(c);
  if (asEachShell && c.dashDiffers.seen) readAsDash(c);
  // Past readLater's budget, at any depth, the text is not read whole.
  const parse: ShellParse = { commands: c.out, unreadable: c.unreadable || c.later.left < 0, zsh: c.zsh };
  if (c.defines) parse.defines = true;
  if (c.read.past) parse.past = true;
  const lists = c.patternLists.filter((l) => l.text === text);
  if (lists.length > 0) parse.patternLists = lists;
  return parse;
}

/**
 * Round 36: where shells print a substitution differently (`$(printf %b 's\165do')`: bash, dash and ash
 * decode `\165`, zsh does not; dash's `echo` decodes it, bash's does not), the text is read once more for
 * each shell, every such substitution given that shell's output (quoted as it stood), and the commands of
 * each reading are read with the text's: a rule meets what any of the shells would run.
 */
function readAsEachShell(c: Cursor): void {
  // Outermost substitutions of the whole text only (a here-document body's are its own text).
  const spans = c.printings
    .filter((p) => p.text === c.text)
    .sort((a, b) => a.from - b.from || b.to - a.to)
    .filter((p, i, all) => i === 0 || p.from >= (all[i - 1] as Printing).to);
  const seen = new Set<string>([c.text]);
  const shells = spans[0]?.readings.length ?? 0;
  for (let k = 1; k < shells; k++) {
    let alt = '';
    let at = 0;
    for (const p of spans) {
      alt += c.text.slice(at, p.from) + quotedAs(p.readings[k] ?? '', p.quoted);
      at = p.to;
    }
    alt += c.text.slice(at);
    if (seen.has(alt)) continue;
    seen.add(alt);
    const read = parseShell(alt, false, true);
    for (const cmd of read.commands) c.out.push({ ...cmd, list: cmd.list + c.lists });
    c.lists += read.commands.length + 1;
    if (read.unreadable) c.unreadable = true;
    if (read.zsh) c.zsh = true;
  }
}

/**
 * Round 36: dash (Debian's `sh`) has no `$'...'`: it reads `$` and a single-quoted string that ends at the
 * first `'`, so `echo $'a\' ; CMD ; : $'\'` runs CMD there while bash reads one string. Nor has it `&>`:
 * `ls &>/dev/null CMD` runs `ls` in the background and then CMD. When a `$'...'` holds `\'` or the text
 * has `&>`, it is read once more as dash reads it, each `$'` made `\$'` and each `&>` `& >`; a quote dash
 * leaves open swallows the rest, and dash runs no command of the line it opens on (it parses a line first).
 */
function readAsDash(c: Cursor): void {
  const { text } = c;
  let view = '';
  let quote = '';
  let opened = 0;
  // Round 37: here-document bodies are copied as written (a body's `'` is no quote to dash either).
  const bodies = c.bodies.filter((b) => b.text === text).sort((a, b) => a.from - b.from);
  let next = 0;
  for (let i = 0; i < text.length; i++) {
    while (next < bodies.length && (bodies[next] as Span).from < i) next++;
    const body = bodies[next];
    if (quote === '' && body !== undefined && body.from === i && body.to > i) {
      view += text.slice(i, body.to);
      i = body.to - 1;
      next++;
      continue;
    }
    const ch = text.charAt(i);
    if (quote === "'") {
      if (ch === "'") quote = '';
    } else if (ch === '\\') {
      view += text.slice(i, i + 2);
      i++;
      continue;
    } else if (quote === '"') {
      if (ch === '"') quote = '';
    } else if (ch === '#' && (i === 0 || /[\s;&|()]/.test(text.charAt(i - 1)))) {
      const end = text.indexOf('\n', i);
      view += end < 0 ? text.slice(i) : text.slice(i, end);
      i = end < 0 ? text.length : end - 1;
      continue;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      opened = view.length;
    } else if (ch === '$' && text.charAt(i + 1) === "'") view += '\\';
    else if (ch === '&' && text.charAt(i + 1) === '>' && !/[<>]/.test(text.charAt(i - 1))) {
      view += '& ';
      continue;
    }
    view += ch;
  }
  if (quote !== '') view = view.slice(0, view.lastIndexOf('\n', opened) + 1);
  const read = parseShell(view, false);
  for (const cmd of read.commands) c.out.push({ ...cmd, list: cmd.list + c.lists });
  c.lists += read.commands.length + 1;
  if (read.unreadable) c.unreadable = true;
  if (read.zsh) c.zsh = true;
}

/** A substitution's output as the text would hold it: escaped inside double quotes, or each character. */
function quotedAs(output: string, inDoubleQuotes: boolean): string {
  if (inDoubleQuotes) return output.replace(/[\\"$`]/g, '\\$&');
  // Unquoted, newlines split fields as blanks do; every other character stands for itself.
  return output.replace(/\n/g, ' ').replace(/[^\w \t]/g, '\\$&');
}

/** A new, empty command of list `list`. */
function newCommand(list: number): SimpleCommand {
  return {
    words: [],
    shown: [],
    redirects: [],
    sep: '',
    list,
    stdin: [],
    literal: undefined,
    layersFor: undefined,
    layers: undefined,
    headFor: undefined,
    head: undefined,
    headKind: undefined,
    headBits: undefined,
  };
}

/** Characters that make a piece of a word need quoting when shown: blanks, quotes, operators. */
const SHOWN_SPECIAL = /[\s'"\\`;&|()<>]/;

/** Text as one single-quoted shell word: each `'` inside closed, escaped and reopened. */
export const singleQuoted = (text: string): string => `'${text.replaceAll("'", "'\\''")}'`;

/** A de-quoted piece as a rule reads it: plain when it holds nothing special, else single-quoted. */
export function showPiece(piece: string): string {
  return piece === '' || !SHOWN_SPECIAL.test(piece) ? piece : singleQuoted(piece);
}

/**
 * A piece the caller quoted or escaped, as showPiece, and quoted too where it holds what a bare word
 * expands: shown bare, a literal `$` is read again as an expansion, or before the next piece's quote as
 * bash's `$'..'` (round 69: `'$'\''\x73'\''udo'` was shown `$''\''…`, re-read without its `$`), a quoted
 * `{a,b}` as a brace list, `'~'` as the home. showPiece itself shows a word holding a live expansion (a
 * brace expansion's words, a value's) and keeps them bare.
 */
export function showLiteral(piece: string): string {
  return LITERAL_SPECIAL.test(piece) ? singleQuoted(piece) : showPiece(piece);
}
/** What the shell expands in a bare word: `$`, a pattern, a brace list, `~`, a leading `#` (a comment). */
const LITERAL_SPECIAL = /[$*?[\]{},~#]/;

export const SPACE = 32;
export const TAB = 9;
export const CR = 13;
export const NL = 10;
export const HASH = 35;
export const SQUOTE = 39;
export const DQUOTE = 34;
export const BSLASH = 92;
export const DOLLAR = 36;
export const BTICK = 96;
export const SEMI = 59;
export const AMP = 38;
export const PIPE = 124;
export const LPAREN = 40;
export const RPAREN = 41;
export const LT = 60;
export const GT = 62;
const LBRACE = 123;
const RBRACE = 125;

/** Characters that end a plain run of word text (whitespace, quotes, escapes, operators). */
const SPECIAL = new Uint8Array(128);
for (const ch of [
  SPACE,
  TAB,
  CR,
  NL,
  SQUOTE,
  DQUOTE,
  BSLASH,
  DOLLAR,
  BTICK,
  SEMI,
  AMP,
  PIPE,
  LPAREN,
  RPAREN,
  LT,
  GT,
]) {
  SPECIAL[ch] = 1;
}

/** Whether `ch` ends a plain run of word text. */
export function isSpecial(ch: number): boolean {
  return ch < 128 && SPECIAL[ch] === 1;
}

interface Heredoc {
  delim: string;
  stripTabs: boolean;
  /** An unquoted delimiter: the shell expands the body as it would a double-quoted word (docs/floor.md). */
  expands: boolean;
  /** The command whose standard input the body is. */
  owner: SimpleCommand;
}

/** One nesting level's command in progress (kept in an object, not closures: this is the hot loop). */
interface Level {
  cur: SimpleCommand;
  /** The redirection operator waiting for its word. */
  pendingOp: string | null;
  heredocs: Heredoc[];
  /** The commands of this list in order, and its rendering is built from them on return. */
  cmds: SimpleCommand[];
  /** Whether the word in progress holds a defaulted expansion (noteDefault). */
  wordDefaulted?: boolean;
  /** Round 60 (redteam3): the name its `${X:-W}` names (Cursor.defaultName). */
  wordDefaultName?: string | undefined;
  /** Round 58: whether the word in progress holds a substitution whose output is unknown (noteUnknown). */
  wordUnknown?: boolean;
  /** Round 72: whether the word in progress holds an unquoted expansion (SimpleCommand.fields). */
  wordFields?: boolean;
  /** The descriptor written before the pending operator (`3<`), or -1 for none. */
  pendingFd: number;
  /** The cursor and nesting depth of this list, for re-reading a finished word's value (readLater). */
  c: Cursor;
  depth: number;
  /** Round 46: the `( … )` groups open at this level: where each starts in cmds, and the stage feeding it. */
  groups: { at: number; feeder: SimpleCommand | undefined }[];
  /** Round 46: the group just closed: cmds' length at its `)`, and its commands. */
  closed?: { end: number; cmds: SimpleCommand[] };
  /**
   * Round 47: `(`s inside words not yet closed (`f()`, `x=(a b)`, zsh's `*(.)`), the `case`s open at this
   * level, and whether the next `)` ends a case pattern: none of those `)` closes a `( … )` group.
   */
  wordParens?: number;
  cases?: number;
  /**
   * Round 59 (redteam3): inside a case item's pattern list (after `case WORD in`, or a branch's `;;`, `;&`,
   * `;;&`), the pattern words read so far; undefined elsewhere. A pattern list is words separated by `|` up
   * to its `)`, never commands; `patternLead` says its optional leading `(` was read.
   */
  patterns?: number;
  patternLead?: boolean;
  /** Round 59 (redteam3): a `|` was read after the last pattern word (a word must come next). */
  patternBar?: boolean;
  /** Round 59 (redteam3): the list's words so far, filed as a command's words if the list proves no list. */
  patternWords?: [word: string, shown: string][];
  /** Round 64: where the pattern list in progress starts (ShellParse.patternLists). */
  patternFrom?: number;
  /** Round 59 (redteam3): the unquoted `case` last filed, and where (a quoted one is no reserved word). */
  caseWord?: { cmd: SimpleCommand; at: number };
}

const SUBSTITUTED = /\$\(|`/;
/** A word that opens an array assignment before `(`: `x=`, `x+=`. */
const ARRAY_OPEN = /^[A-Za-z_][A-Za-z0-9_]*\+?=$/;
/** Whether a word's display holds a substitution the shell runs: a `$(` or backtick outside the
 *  single-quoted pieces (showPiece quotes every literal `$(` and backtick, so only real ones are bare). */
const runsSubstitution = (shown: string): boolean => SUBSTITUTED.test(shown.replace(/'[^']*'/g, ''));

/** Longer glob qualifier lists are not scanned: refused as if they ran code (fail closed, linear). */
const MAX_QUALIFIERS = 256;

/**
 * Whether the group opening at `open` inside a word is a zsh glob qualifier list that can run code
 * (`*(e:CMD:)`, `*(.oe:..:)`, `*(P:x:e:..:)`, `*(+CMD)`, `*(o+CMD)`): it ends the word and, its quotes
 * removed (zsh runs `*(.'e':CMD:)` too), reads as qualifiers up to an `e` or a `+` (qualifiersRunCode).
 * zsh reads no qualifiers in a group that starts with a quote or a blank, or that something follows;
 * `f()` is empty. Real zsh is the oracle (test/redteam-floor-r35-zsh.test.ts).
 */
function qualifiesCode(text: string, from: number): boolean {
  // `a.(txt|md)(e:CMD:)`: a pattern group, then the qualifiers: the word's last group is read (a loop).
  for (let open = from; ; ) {
    const first = text.charCodeAt(open + 1);
    if (first === RPAREN || first === SQUOTE || first === DQUOTE || first === SPACE || first === TAB)
      return false;
    let depth = 1;
    let list = '';
    let next = -1;
    const stop = Math.min(text.length, open + 1 + MAX_QUALIFIERS);
    for (let i = open + 1; i < stop; i++) {
      const ch = text.charCodeAt(i);
      if (ch === BSLASH) list += text.charAt(++i);
      else if (ch === SQUOTE || ch === DQUOTE) {
        const end = text.indexOf(String.fromCharCode(ch), i + 1);
        if (end < 0 || end >= stop) return stop < text.length;
        list += text.slice(i + 1, end);
        i = end;
      } else if (ch === RPAREN && --depth === 0) {
        next = i + 1;
        break;
      } else {
        if (ch === LPAREN) depth++;
        list += text.charAt(i);
      }
    }
    // Longer than any qualifier list gate reads: fail closed. A group never closed is an error in both shells.
    if (next < 0) return stop < text.length;
    const after = text.charCodeAt(next);
    if (after === LPAREN) {
      open = next;
      continue;
    }
    const ends = next >= text.length || after === SPACE || after === TAB || after === NL || after === CR;
    return (ends || isOperator(after)) && qualifiersRunCode(list);
  }
}

/** Qualifiers that take no argument (zsh's "Glob Qualifiers"); `%` may take `b` or `c`. */
const PLAIN_QUALIFIERS = new Set('/.@=p*%rwxAIERWXsStUG^-MTNDnF,');
const CLOSERS: Record<string, string> = table({ '(': ')', '[': ']', '{': '}', '<': '>' });

/**
 * Whether zsh, reading `list` as glob qualifiers, meets one that runs code (`e`, `+`, `oe`, `o+`, `Oe`,
 * `O+`) before a character no qualifier takes (zsh then refuses the pattern and runs nothing).
 */
function qualifiersRunCode(list: string): boolean {
  if (list.startsWith('#')) return /[e+]/.test(list);
  let i = 0;
  const digits = (): void => {
    while (i < list.length && /[0-9]/.test(list.charAt(i))) i++;
  };
  // A delimited argument (`P:x:`, `u[name]`): false when it never closes (nothing then runs).
  const delimited = (): boolean => {
    const open = list.charAt(i);
    const end = list.indexOf(CLOSERS[open] ?? open, i + 1);
    if (open === '' || end < 0) return false;
    i = end + 1;
    return true;
  };
  // `e` runs its delimited argument, `+` the name after it; either malformed is zsh's error, not a run.
  const runs = (q: string): boolean => (q === 'e' ? delimited() : /[A-Za-z_]/.test(list.charAt(i)));
  while (i < list.length) {
    const q = list.charAt(i++);
    if (q === 'e' || q === '+') return runs(q);
    if (PLAIN_QUALIFIERS.has(q)) continue;
    if (q === 'o' || q === 'O') {
      const k = list.charAt(i++);
      if (k === 'e' || k === '+') return runs(k);
      if (!'nLlamcdN'.includes(k) || k === '') return false;
    } else if (q === 'f' || q === 'u' || q === 'g') {
      if (/[0-9]/.test(list.charAt(i))) digits();
      else if (q === 'f' && /[-+=ugoa]/.test(list.charAt(i))) i++;
      else if (!delimited()) return false;
    } else if (q === 'd' || q === 'Y') digits();
    else if (q === 'l' || q === 'a' || q === 'm' || q === 'c' || q === 'L') {
      if (/[Mwhmskpgt]/i.test(list.charAt(i))) i++;
      if (/[-+]/.test(list.charAt(i))) i++;
      digits();
    } else if (q === '[') {
      const end = list.indexOf(']', i);
      if (end < 0) return false;
      i = end + 1;
    } else if (q === 'P') {
      if (!delimited()) return false;
    } else return false;
  }
  return false;
}

/**
 * Round 70: a piece (at `at` in the text) appended to a word's shown form. Where the text before it ends
 * in `$` and a name (past one closing `"`) and the piece starts with a name's character, an empty quote
 * stands between: `"$x"y` shown `$xy` reads another parameter (so did `$x'y'`, `$x\y`, `$x$'y'`). The text
 * is read, not the shown form: reading a string built by `+=` flattens it, quadratic in a long word.
 */
function joinShown(shown: string, piece: string, text: string, at: number): string {
  return isNameChar(piece.charCodeAt(0)) && nameBefore(text, at) ? `${shown}''${piece}` : shown + piece;
}

/** Past this many name characters the text counts as ending in a name: an empty quote changes no word. */
const NAME_LOOKBACK = 256;

/** Whether the text before `at` (past one `"`) ends in `$` and a name: bounded, so linear. */
function nameBefore(text: string, at: number): boolean {
  let i = text.charCodeAt(at - 1) === DQUOTE ? at - 2 : at - 1;
  const last = i;
  const stop = Math.max(0, i - NAME_LOOKBACK);
  while (i >= stop && isNameChar(text.charCodeAt(i))) i--;
  if (i === last) return false;
  // Every character back to the bound is a name's: the name may have started before it.
  if (i < stop) return stop > 0;
  return text.charCodeAt(i) === DOLLAR && !isDigit(text.charCodeAt(i + 1));
}
/** The shell readers' one test for a digit and for a name's character (shell-plain.ts reads these). */
export const isDigit = (ch: number): boolean => ch >= 48 && ch <= 57;
export const isNameChar = (ch: number): boolean =>
  isDigit(ch) || ch === 95 || (ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122);

/** A word of empty quotes alone is shown as one: read again it is still a word (`pp ''`), not nothing. */
export const emptyShown = (shown: string, quoted: boolean): string => (shown === '' && quoted ? "''" : shown);

/**
 * Round 71: a finished word's shown form, where a quote the pieces did not show changed how bash reads the
 * word: empty quotes alone are `''` (emptyShown); a leading `#` (after `''`) is escaped, or read again it
 * starts a comment; a leading `~` whose prefix held a quote (`''~/a`, `~''`) is escaped, or read again it
 * is the home; a word a dropped quote keeps whose expansions may all be empty (`$x''`) keeps `''`.
 */
export function settledShown(shown: string, quoted: boolean, tildeQuoted: boolean, kept = false): string {
  if (shown === '') return emptyShown(shown, quoted);
  const first = shown.charCodeAt(0);
  const led = first === HASH || (first === TILDE && tildeQuoted) ? `\\${shown}` : shown;
  return kept && !solidShown(led) ? `${led}''` : led;
}
const TILDE = 126;

/**
 * Round 71: whether a shown form holds a character outside its expansions (`$x`, `$1`, `${..}`, `$(..)`):
 * read again, it makes a word whatever its expansions hold. Linear: each group is passed once.
 */
function solidShown(shown: string): boolean {
  for (let i = 0; i < shown.length; ) {
    if (shown.charCodeAt(i) !== DOLLAR) return true;
    const next = shown.charCodeAt(i + 1);
    if (next === LBRACE || next === LPAREN) {
      i = pastGroup(shown, i + 1);
      if (i < 0) return false;
    } else if (isNameChar(next) && !isDigit(next)) {
      i += 2;
      while (isNameChar(shown.charCodeAt(i))) i++;
    } else if (isDigit(next) || SPECIAL_PARAMETERS.includes(shown.charAt(i + 1))) i += 2;
    else return true;
  }
  return false;
}
/** The one-character parameters besides digits (`$@`, `$*`, `$#`, `$?`, `$$`, `$!`, `$-`). */
const SPECIAL_PARAMETERS = '@*#?$!-';

/** Past the group opening at `open` (`{` or `(`, nesting counted, single quotes skipped), or -1: unclosed. */
function pastGroup(shown: string, open: number): number {
  const opener = shown.charCodeAt(open);
  const closer = opener === LBRACE ? RBRACE : RPAREN;
  let depth = 0;
  for (let i = open; i < shown.length; i++) {
    const ch = shown.charCodeAt(i);
    if (ch === SQUOTE) {
      i = shown.indexOf("'", i + 1);
      if (i < 0) return -1;
    } else if (ch === BSLASH) i++;
    else if (ch === opener) depth++;
    else if (ch === closer && --depth === 0) return i + 1;
  }
  return -1;
}

/** `;` `&` `|` `(` `)` `<` `>`: what ends a word besides a blank. */
const isOperator = (ch: number): boolean =>
  ch === SEMI || ch === AMP || ch === PIPE || ch === LPAREN || ch === RPAREN || ch === LT || ch === GT;

/** Files a finished word: a command word, a redirection target or a heredoc delimiter. */
function endWord(
  lv: Level,
  word: string,
  shown: string,
  quoted: boolean,
  spans?: BareSpans,
  live = true,
  /** Round 71: the shown form before settledShown, which a brace expansion expands (its spans index it). */
  unsettled = shown,
  /** Round 71: [start, end) pairs of the word that field splitting passes over (a `${..}` kept as written). */
  held?: readonly number[],
): void {
  const op = lv.pendingOp;
  // Round 55: a nested construct's word holds its whole inside at each level (`${x:-$(echo ${x:-$(…`).
  lv.c.read.chars += word.length;
  if (lv.c.read.chars > MAX_READ_WORD_CHARS) stopRead(lv.c);
  // A value that still holds a substitution's opening (quoted, escaped, or printed) may be expanded again;
  // JavaScript code a JS interpreter is handed is not (its backquote opens a template: round 76).
  if (holdsSubstitution(word) && !(op === null && jsCodeWord(lv.cur.words, word)))
    readLater(lv.c, word, lv.depth);
  const defaulted = lv.wordDefaulted === true;
  const defaultName = lv.wordDefaultName;
  const unknown = lv.wordUnknown === true;
  if (unknown) lv.wordUnknown = false;
  const fields = lv.wordFields === true;
  if (fields) lv.wordFields = false;
  if (lv.wordDefaulted) {
    lv.wordDefaulted = false;
    if (op === null) {
      lv.cur.defaulted ??= [];
      lv.cur.defaulted.push(lv.cur.words.length);
      if (lv.wordDefaultName !== undefined) {
        lv.cur.defaultedFrom ??= {};
        lv.cur.defaultedFrom[lv.cur.words.length] = lv.wordDefaultName;
      }
    }
    lv.wordDefaultName = undefined;
  }
  if (op === null) {
    // Round 59 (redteam3): a pattern word is matched, not run: it joins no command (what a substitution in
    // it runs was read as its own commands). `esac` before any pattern closes the case.
    if (
      lv.patterns !== undefined &&
      (word !== 'esac' || quoted || lv.patterns > 0 || lv.patternLead === true)
    ) {
      // Two words with no `|` between them is no pattern list (`a b)`).
      if (lv.patterns === 0 || lv.patternBar === true) {
        lv.patterns++;
        lv.patternBar = false;
        lv.patternWords ??= [];
        lv.patternWords.push([word, shown]);
        return;
      }
      badPattern(lv.c, lv);
    }
    if (word === 'case' && !quoted) lv.caseWord = { cmd: lv.cur, at: lv.cur.words.length };
    // Round 60 (redteam3): a word with a quote or backslash outside its substitutions is not field-split.
    if (quoted && word.includes('$')) {
      lv.cur.quotedWords ??= [];
      lv.cur.quotedWords.push(lv.cur.words.length);
    }
    // Round 47: `esac` where a command starts closes the innermost case: no pattern follows.
    if (word === 'esac' && (lv.cur.words.length === 0 || lv.patterns !== undefined) && (lv.cases ?? 0) > 0) {
      lv.cases = (lv.cases as number) - 1;
      lv.patterns = undefined;
    }
    // Field splitting: an unquoted substitution's output splits at blanks (`$(echo sudo id)` is `sudo`,
    // `id`); `quoted` says a quote or backslash stood outside the substitutions of the word.
    const braced = spans === undefined ? undefined : bracedWords(lv.cur, word, spans);
    if (braced === TOO_MANY_WORDS) {
      // Round 63: more words than gate reads: the word is the running shell's, as an unknown output is.
      markUnknown(lv.cur);
      if (fields) markFields(lv.cur);
      lv.cur.words.push(word);
      lv.cur.shown.push(shown);
    } else if (braced !== undefined) {
      // Round 63: bash's brace expansion, before any other: each word it makes is a word of the command.
      // Round 70: each word shows its own part of the word (a substitution in the part it stands in).
      const shows = bracedShown(unsettled, spans as BareSpans, braced.length);
      braced.forEach((w, k) => {
        if (unknown) markUnknown(lv.cur);
        if (fields) markFields(lv.cur);
        lv.cur.words.push(w);
        lv.cur.shown.push(shows?.[k] ?? shown);
      });
    } else if (!quoted && runsSubstitution(shown) && /\s/.test(word) && splitsAt(word, held)) {
      const fields = held === undefined ? word.split(/\s+/).filter((f) => f !== '') : fieldsOf(word, held);
      fields.forEach((f, k) => {
        if (unknown) markUnknown(lv.cur);
        if (fields) markFields(lv.cur);
        lv.cur.words.push(f);
        lv.cur.shown.push(k === 0 ? shown : showField(f));
      });
    } else {
      if (unknown) markUnknown(lv.cur);
      if (fields) markFields(lv.cur);
      lv.cur.words.push(word);
      lv.cur.shown.push(shown);
    }
    if (word === 'in' && !quoted) openCase(lv);
  } else if (op === '<<' || op === '<<-')
    lv.heredocs.push({ delim: word, stripTabs: op === '<<-', expands: !quoted, owner: lv.cur });
  else if (op === '<<<') {
    // A here-string is input text, not a file: the command reads it (a shell runs it). What a
    // substitution in it prints other than a literal echo is not in the text: the input is also read
    // with the substitution as written, so a shell reading it meets a command word only the running
    // shell knows (as a here-document's body does).
    lv.cur.stdin.push(word);
    if (runsSubstitution(shown)) lv.cur.stdin.push(shown);
  } else if ((op === '>&' || op === '<&') && /^(?:\d+|-)$/.test(word)) {
    // `>&2` and `<&-` duplicate descriptors; an input's is kept (round 28: `bash <&3` reads what 3 opened).
    if (op === '<&' && word !== '-') {
      lv.cur.dups ??= [];
      lv.cur.dups.push([lv.pendingFd < 0 ? 0 : lv.pendingFd, word]);
    }
  } else {
    // Only `>& file` names a file.
    const r: Redirect = { op: op === '>&' ? '&>' : op, target: word };
    if (lv.pendingFd >= 0) r.fd = lv.pendingFd;
    if (op === '>&' && shown.includes('$')) r.copies = true;
    // `> >(sh)`: a process substitution's command is kept too (round 27: what it runs is read).
    if (runsSubstitution(shown) || (shown.charCodeAt(1) === LPAREN && word === '')) r.shown = shown;
    if (defaulted) r.defaulted = true;
    if (defaulted && defaultName !== undefined) r.defaultedFrom = defaultName;
    // Round 68: only the caller's quoting, outside backquotes (`\$F` there is `$F` to bash), marks it.
    if (quoted && !live && !lv.c.quotesGroup && lv.c.backticks === 0 && EXPANDS_BARE.test(word))
      r.literal = true;
    lv.cur.redirects.push(r);
  }
  lv.pendingOp = null;
  lv.pendingFd = -1;
}

/**
 * Round 71: whether the word has a blank outside its `held` spans: bash splits an expansion's value at its
 * unquoted blanks only (`$(echo ab)${x:-'a b'}` is one word, `aba b`).
 */
function splitsAt(word: string, held: readonly number[] | undefined): boolean {
  if (held === undefined) return true;
  let at = 0;
  for (let k = 0; k < held.length; k += 2) {
    if (/\s/.test(word.slice(at, held[k] as number))) return true;
    at = held[k + 1] as number;
  }
  return /\s/.test(word.slice(at));
}

/** Round 71: the word's fields, split at blanks outside its `held` spans. */
function fieldsOf(word: string, held: readonly number[]): string[] {
  const fields: string[] = [];
  let field = '';
  let at = 0;
  for (let k = 0; k <= held.length; k += 2) {
    const from = k < held.length ? (held[k] as number) : word.length;
    const parts = word.slice(at, from).split(/\s+/);
    field += parts[0];
    for (let p = 1; p < parts.length; p++) {
      if (field !== '') fields.push(field);
      field = parts[p] as string;
    }
    if (k < held.length) {
      at = held[k + 1] as number;
      field += word.slice(from, at);
    }
  }
  if (field !== '') fields.push(field);
  return fields;
}

/**
 * Round 70: a field of a substitution's output after its first, as bash passes it: globbed, but not
 * expanded again (`$(echo a b)'{c,d}'` makes `b{c,d}`, shown bare it read as `bc`, `bd`).
 */
function showField(field: string): string {
  return SHOWN_SPECIAL.test(field) ? singleQuoted(field) : field.replace(FIELD_LITERAL, '\\$&');
}
/** What a bare word expands that a field of output does not: parameters, `~`, braces; a leading `#`. */
const FIELD_LITERAL = /[$~{}#]/g;

/** Round 67: what bash would expand in a target's bare text: parameters, substitutions, `~`, globs, braces. */
const EXPANDS_BARE = /[$`~*?[{(]/;

/**
 * Round 63: the words bash's brace expansion makes of a command's word whose bare text (`spans`) opens a
 * brace; undefined when it makes only itself, TOO_MANY_WORDS past MAX_BRACE_WORDS. An assignment before
 * the command (`x={a,b}`) is not expanded, as bash has it.
 */
function bracedWords(
  cmd: SimpleCommand,
  word: string,
  spans: BareSpans,
): string[] | typeof TOO_MANY_WORDS | undefined {
  if (ASSIGNMENT_WORD.test(word) && cmd.words.every((w) => ASSIGNMENT_WORD.test(w))) return undefined;
  const words = braceExpansion(word, spans.word);
  if (words === undefined) return TOO_MANY_WORDS;
  return words.length === 1 && words[0] === word ? undefined : words;
}

const TOO_MANY_WORDS = 'too many';

/**
 * Round 63: a word's bare text, as [start, end) pairs of the word and of its shown form (a pair [p, p]: a
 * quote stood at p). Round 70: bash expands braces in the word as written, quotes in place, so the shown
 * form is expanded beside the word: each word keeps its own quoting (`{'{a,b}',c}` shows `'{a,b}'`, not a
 * bare `{a,b}` that reads as two words; `{'$x',c}` keeps `$x` literal, `{a,''}` keeps its empty word).
 */
interface BareSpans {
  word: number[];
  shown: number[];
  /** Round 71: the pairs of `shown` (by index) that mark an expansion shown without its `$` (JOIN_MARK). */
  joins?: Set<number>;
}

/** Marks that a quote stood at the word's end and its shown form's (shell-braces.ts keeps an empty word). */
function quoteAt(spans: BareSpans, word: string, shown: string): void {
  spans.word.push(word.length, word.length);
  spans.shown.push(shown.length, shown.length);
}

/** Round 71: marks that an expansion shown without its `$` stood at the shown form's end (`${x:-a}` shown `a`). */
function joinAt(spans: BareSpans, word: string, shown: string): void {
  spans.joins ??= new Set();
  spans.joins.add(spans.shown.length);
  quoteAt(spans, word, shown);
  // The word's own pair is no quote: it keeps no empty word (bash drops an empty expansion).
  spans.word.length -= 2;
}

/**
 * The shown form of each of the `count` words a brace expansion made, expanded from the word's shown form;
 * undefined where it makes another count (the whole shown form then stands for each). Each word's marks
 * are settled (settledMarks): a word it makes that starts with `#` is escaped (read again it would start a
 * comment), an empty one shown `''`.
 */
function bracedShown(shown: string, spans: BareSpans, count: number): string[] | undefined {
  const shows = braceExpansion(shown, spans.shown, spans.joins, true);
  if (shows === undefined || shows.length !== count) return undefined;
  return shows.map(settledMarks);
}

/**
 * Round 71: a brace word's shown form with its marks (where a quote, or an expansion shown without its
 * `$`, stood) settled by joinShown's rule: a mark is `''` where it parts a `$NAME` from a name's character
 * (`{a,$x}{$'\x41',b}` makes `$x''A`, bash's `$x` then `A`; shown `$xA` it read another parameter), or a
 * quote stands in a leading `~`'s prefix (`''{~,a}` makes `''~`, not the home); elsewhere it is dropped. A
 * word a quote keeps whose expansions may all be empty keeps `''` (settledShown).
 */
function settledMarks(marked: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < marked.length; i++) {
    const ch = marked.charAt(i);
    if (ch !== QUOTE_MARK && ch !== JOIN_MARK) {
      out += ch;
      continue;
    }
    let quote = false;
    for (; marked.charAt(i) === QUOTE_MARK || marked.charAt(i) === JOIN_MARK; i++)
      if (marked.charAt(i) === QUOTE_MARK) quote = true;
    const next = marked.charCodeAt(i--);
    const named = isNameChar(next) && nameBefore(out, out.length);
    const tilde = quote && (out === '' ? next === TILDE : out.charCodeAt(0) === TILDE && !out.includes('/'));
    if (named || tilde) out += "''";
    if (quote) quoted = true;
  }
  return settledShown(out, quoted, false, quoted);
}

/** Round 58: the word about to be filed holds a substitution whose output the text does not show. */
function markUnknown(cmd: SimpleCommand): void {
  cmd.unknown ??= [];
  cmd.unknown.push(cmd.words.length);
}
/** Round 72: the word about to be filed holds an unquoted expansion (SimpleCommand.fields). */
function markFields(cmd: SimpleCommand): void {
  cmd.fields ??= [];
  cmd.fields.push(cmd.words.length);
}

/** Past a read bound: the rest of this cursor's text is not parsed (each outer one stops at its next word). */
function stopRead(c: Cursor): void {
  c.read.past = true;
  c.unreadable = true;
  c.pos = c.text.length;
}

/** Ends the command in progress (its last word already filed); `sep` is the operator that ended it. */
function endCommand(c: Cursor, lv: Level, sep: string): void {
  const cur = lv.cur;
  // An empty command is dropped, and its object serves the next one.
  if (cur.words.length > 0 || cur.redirects.length > 0 || cur.stdin.length > 0) {
    cur.sep = sep;
    cur.at = c.inner === true ? -1 : c.pos;
    if (lv.groups.length > 0) cur.grouped = true;
    c.out.push(cur);
    // Round 55: past the read bound the rest is not parsed (shell.ts commandBudget refuses the text, and a
    // script handed on, as too complex): 256 kB of nested `${x:-$(…` parsed to the end cost 0.3 s alone.
    if (c.out.length > MAX_READ_COMMANDS) stopRead(c);
    lv.cmds.push(cur);
    lv.cur = newCommand(cur.list);
  }
  lv.pendingOp = null;
  lv.pendingFd = -1;
}

/**
 * Round 59 (redteam3): the command so far is `case WORD in` where a command starts (after reserved words
 * only): a pattern list comes next. The header runs nothing: WORD is matched, not a program (what a
 * substitution in it runs was read as its own commands), so the command keeps `case` alone (an opener).
 */
function openCase(lv: Level): void {
  const cur = lv.cur;
  const w = cur.words;
  const k = w.length - 3;
  const plain = lv.caseWord?.cmd === cur && lv.caseWord.at === k;
  if (k < 0 || !plain || w.slice(0, k).some((r) => !RESERVED.has(r))) return;
  w.length = k + 1;
  cur.shown.length = k + 1;
  if (cur.defaulted !== undefined) cur.defaulted = cur.defaulted.filter((i) => i <= k);
  if (cur.quotedWords !== undefined) cur.quotedWords = cur.quotedWords.filter((i) => i <= k);
  if (cur.unknown !== undefined) cur.unknown = cur.unknown.filter((i) => i <= k);
  if (cur.fields !== undefined) cur.fields = cur.fields.filter((i) => i <= k);
  lv.cases = (lv.cases ?? 0) + 1;
  nextPatterns(lv);
}

/** Round 59 (redteam3): a case branch's terminator (`;;`, `;&`, `;;&`): a pattern list or `esac` comes next. */
function nextPatterns(lv: Level): void {
  lv.patternFrom = lv.c.pos;
  lv.patternWords = undefined;
  lv.patterns = 0;
  lv.patternLead = false;
  lv.patternBar = false;
}

/** Round 60: the word in progress is an unquoted `esac` where a pattern list would start: it closes the case. */
function closesCase(lv: Level, inWord: boolean, word: string, quoted: boolean): boolean {
  return inWord && !quoted && word === 'esac' && lv.patterns === 0 && lv.patternLead !== true;
}

/** Round 59 (redteam3): what bash refuses inside a pattern list (a syntax error, nothing runs) is unread. */
function badPattern(c: Cursor, lv: Level): void {
  c.unreadable = true;
  lv.patterns = undefined;
  // What bash then runs is not known (an interactive shell reads on after its error): the words are read.
  for (const [word, shown] of lv.patternWords ?? []) {
    lv.cur.words.push(word);
    lv.cur.shown.push(shown);
  }
  lv.patternWords = undefined;
}

/**
 * Round 59 (redteam3): the end (past its `)`) of an extended glob's group in a pattern word (`@(a|b)`,
 * `*.+(js|ts)`), or -1 when it holds what a pattern word's group is not read for (a quote, an expansion,
 * an operator or a line's end: the list is then unread).
 */
function patternGroupEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === LPAREN) depth++;
    else if (ch === RPAREN) {
      if (--depth === 0) return i + 1;
    } else if (ch !== PIPE && isSpecial(ch)) return -1;
  }
  return -1;
}

/** Round 60: bash's extended glob operators, the character just before a group's `(` inside a word. */
const EXTGLOB_OPERATORS = '?*+@!';

/**
 * Round 60: whether the `(` at `at` opens an extended glob's group for bash with extglob on: an operator
 * character just before it (read as a word's plain character, so unquoted and unescaped), not a zsh
 * qualifier list that runs code (`*(e:CMD:)`, read as before).
 */
function extglobOpens(text: string, at: number): boolean {
  if (text.charCodeAt(at) !== LPAREN || !EXTGLOB_OPERATORS.includes(text.charAt(at - 1))) return false;
  return !qualifiesCode(text, at);
}

/**
 * Round 60: the end (past its `)`) of an extended glob's group opening at `from`, as bash reads it with
 * extglob on (parens balanced; quotes, a backslash's character and a backquote's inside are the group's,
 * blanks and operators too), or -1 when it does not close before `limit` (linear: one bounded scan a group).
 */
function extglobGroupEnd(text: string, from: number, limit: number): number {
  const stop = Math.min(text.length, limit);
  let depth = 0;
  for (let i = from; i < stop; i++) {
    const ch = text.charCodeAt(i);
    if (ch === BSLASH) i++;
    else if (ch === SQUOTE || ch === BTICK) {
      i = text.indexOf(text.charAt(i), i + 1);
      if (i < 0 || i >= stop) return i < 0 || stop === text.length ? UNCLOSED : -1;
    } else if (ch === DQUOTE) {
      for (i++; i < stop && text.charCodeAt(i) !== DQUOTE; i++) if (text.charCodeAt(i) === BSLASH) i++;
      if (i >= stop) return stop === text.length ? UNCLOSED : -1;
    } else if (ch === LPAREN) depth++;
    else if (ch === RPAREN && --depth === 0) return i + 1;
  }
  return stop === text.length ? UNCLOSED : -1;
}
/** Round 60: extglobGroupEnd's answer for a group the text ends inside (bash's syntax error either way). */
const UNCLOSED = -2;

/** Round 60: whether the `(` at the cursor opens bash's arithmetic command `(( .. ))` (arithmeticOpenings). */
function arithmeticCommand(c: Cursor, lv: Level): boolean {
  if (c.text.charCodeAt(c.pos + 1) !== LPAREN || lv.cur.redirects.length > 0) return false;
  if (lv.cur.words.some((w) => !RESERVED.has(w))) return false;
  c.arithmetic ??= arithmeticOpenings(c.text);
  return c.arithmetic.get(c.pos) === true;
}

/** Round 46: a `)` closes the innermost open group: its commands learn the stage feeding it, if a pipe does. */
function closeGroup(lv: Level): void {
  const group = lv.groups.pop();
  if (group === undefined) return;
  const inside = lv.cmds.slice(group.at);
  for (const k of inside) {
    if (group.feeder !== undefined) k.groupFeeder = group.feeder;
    // `( true; sh ) <<< CMD`: what follows the `)` (lv.cur, fresh) holds the group's redirections.
    k.groupGiven ??= lv.cur;
  }
  lv.closed = { end: lv.cmds.length, cmds: inside };
}

/** Parses a nested list up to `close`; returns its inline rendering. */
function nested(c: Cursor, close: number, depth: number): string {
  if (depth < MAX_DEPTH) {
    if (close !== BTICK) return parseList(c, close, depth + 1);
    c.backticks++;
    const inner = parseList(c, close, depth + 1);
    c.backticks--;
    return inner;
  }
  // Past the limit the inside is not read: a rule must assume it could hold anything.
  c.unreadable = true;
  c.printed = '';
  c.printedKnown = false;
  skipTo(c, close);
  return '';
}

/**
 * Parses commands until the `stop` character (`)` or a backtick) at this level, or the end of text.
 * Returns the list's inline rendering (its commands as shown, command words without their directory).
 */
function parseList(c: Cursor, stop: number, depth: number): string {
  const { text } = c;
  const len = text.length;
  const list = c.lists++;
  const lv: Level = {
    cur: newCommand(list),
    pendingOp: null,
    heredocs: [],
    cmds: [],
    pendingFd: -1,
    c,
    depth,
    groups: [],
  };
  // The word in progress stays in locals; it is filed (endWord) when it ends.
  let word = '';
  let shown = '';
  let inWord = false;
  let quoted = false;
  /** Round 63: where the word's bare text stands, from its first bare `{` (undefined: none yet). */
  let spans: BareSpans | undefined;
  /** Round 67: bash expands something in the word (a parameter, a substitution, a bare `~`, glob or brace). */
  let live = false;
  /**
   * Round 71, what settledShown and a brace word's first mark read: where the last quoted piece ended (word,
   * shown), whether a quoted piece was shown as nothing, whether the word starts with a bare `~` whose prefix
   * is still open or held a quote, and the `${..}` spans kept as written (held from field splitting).
   */
  let quoteEnd: [number, number] | undefined;
  let dropped = false;
  let tildeOpen = false;
  let tildeQuoted = false;
  let held: number[] | undefined;
  /** Starts the next word. */
  const resetWord = (): void => {
    word = '';
    shown = '';
    inWord = false;
    quoted = false;
    spans = undefined;
    live = false;
    quoteEnd = undefined;
    dropped = false;
    tildeOpen = false;
    tildeQuoted = false;
    held = undefined;
  };
  /** Files the word in progress (round 71: its shown form settled). */
  const fileWord = (): void =>
    endWord(lv, word, settledShown(shown, quoted, tildeQuoted, dropped), quoted, spans, live, shown, held);
  /** Files the word in progress, if any, and starts the next (round 60: one place, where ten repeated it). */
  const flushWord = (): void => {
    if (inWord) fileWord();
    resetWord();
  };
  /** Round 71: a quoted piece shown as `show` was joined to the word: where it ended, for the brace marks. */
  const quoteEnded = (show: string): void => {
    if (spans !== undefined) quoteAt(spans, word, shown);
    else quoteEnd = [word.length, shown.length];
    if (show === '') dropped = true;
    if (tildeOpen) tildeQuoted = true;
  };

  while (c.pos < len) {
    const ch = text.charCodeAt(c.pos);
    // Round 59 (redteam3): in a pattern list a `)` ends the list, not the substitution (`$(case x in a) ..`).
    // Round 60: a word `esac` in progress where a pattern list would start closes the case (endWord) as it
    // ends: the `;`, newline or text's end after it is no syntax error (every `;; esac` was unreadable).
    if (lv.patterns !== undefined && !closesCase(lv, inWord, word, quoted)) {
      const open = inWord || lv.patterns > 0 || lv.patternLead === true;
      if (ch === SEMI || ch === AMP || ch === LT || ch === GT || (ch === stop && ch !== RPAREN))
        badPattern(c, lv);
      else if (ch === NL && open) badPattern(c, lv);
    }
    // Round 61: a `)` that closes a group or a word's own `(` opened inside this level (`$( (a); b)`,
    // `$(f(){ tee -a ~/.bashrc; }; f)`, `$(x=(a b); ..)`) is theirs, not the substitution's: it closed the
    // substitution at `f()`, and the body's words were read as the outer command's arguments (admitted).
    if (
      ch === stop &&
      (ch !== RPAREN || lv.patterns === undefined || closesCase(lv, inWord, word, quoted)) &&
      (ch !== RPAREN || (lv.groups.length === 0 && (lv.wordParens ?? 0) === 0))
    ) {
      c.pos++;
      if (inWord) fileWord();
      endCommand(c, lv, '');
      setPrinted(c, lv.cmds);
      return inlineRendering(lv.cmds);
    }
    switch (ch) {
      case SPACE:
      case TAB:
      case CR:
        // bash's blanks are space and tab: a CR is part of a here-document's delimiter (`<<EOF\r` ends at
        // a line `EOF\r`; round 33b). Elsewhere it ends the word, which reads a command word as more.
        if (ch === CR && (lv.pendingOp === '<<' || lv.pendingOp === '<<-')) {
          word += '\r';
          shown += '\r';
          inWord = true;
          c.pos++;
          break;
        }
        flushWord();
        c.pos++;
        break;
      case NL:
        flushWord();
        endCommand(c, lv, '\n');
        c.pos++;
        if (lv.heredocs.length > 0) readHeredocs(c, lv.heredocs.splice(0), depth);
        break;
      case HASH:
        // After a CR a `#` is inside a word for bash, not a comment (`echo x\r#; s""udo id` runs sudo: round 33b).
        if (inWord || text.charCodeAt(c.pos - 1) === CR) {
          word += '#';
          shown += '#';
          inWord = true;
          c.pos++;
        } else {
          const nl = text.indexOf('\n', c.pos);
          c.pos = nl < 0 ? len : nl;
        }
        break;
      case SQUOTE: {
        const end = text.indexOf("'", c.pos + 1);
        if (end < 0) c.unreadable = true;
        const stopAt = end < 0 ? len : end;
        const piece = text.slice(c.pos + 1, stopAt);
        if (spans !== undefined) quoteAt(spans, word, shown);
        word += piece;
        const show = showLiteral(piece);
        shown = joinShown(shown, show, text, c.pos);
        quoteEnded(show);
        inWord = true;
        quoted = true;
        c.pos = stopAt + 1;
        break;
      }
      case DQUOTE: {
        const from = ++c.pos;
        c.sawUnknown = false;
        if (spans !== undefined) quoteAt(spans, word, shown);
        word += readDoubleQuoted(c, depth);
        if (!live && expandsInQuotes(text, from, c.pos)) live = true;
        noteDefault(c, lv);
        noteUnknown(c, lv);
        const show = c.piece;
        shown = joinShown(shown, show, text, from - 1);
        quoteEnded(show);
        tildeOpen = false;
        inWord = true;
        quoted = true;
        break;
      }
      case BSLASH:
        if (text.charCodeAt(c.pos + 1) === NL) {
          c.pos += 2;
        } else {
          const piece = text.charAt(c.pos + 1);
          if (spans !== undefined) quoteAt(spans, word, shown);
          word += piece;
          const show = showLiteral(piece);
          shown = joinShown(shown, show, text, c.pos);
          quoteEnded(show);
          inWord = true;
          quoted = true;
          c.pos += 2;
        }
        break;
      case DOLLAR: {
        c.sawUnknown = false;
        // `$'..'` and `$".."` are quotes too: round 66, a word holding one is quoted (not field-split, no
        // reserved word, a here-document delimiter whose body is not expanded), as bash has it.
        if (text.charCodeAt(c.pos + 1) === SQUOTE || text.charCodeAt(c.pos + 1) === DQUOTE) {
          if (spans !== undefined) quoteAt(spans, word, shown);
          quoted = true;
        }
        const at = c.pos;
        const value = readDollar(c, depth, false);
        // `$'..'` expands nothing, `$".."` what a double quote's text does (round 67).
        const opener = text.charCodeAt(at + 1);
        if (opener === DQUOTE ? expandsInQuotes(text, at + 2, c.pos) : opener !== SQUOTE) live = true;
        const quotes = opener === SQUOTE || opener === DQUOTE;
        // Round 72: an unquoted expansion (a literal `$` is shown escaped), split into fields by bash.
        if (!quotes && c.piece !== '\\$' && c.printedWord !== true) lv.wordFields = true;
        noteDefault(c, lv);
        noteUnknown(c, lv);
        // Round 71: a `${..}` kept as written is no value bash splits at its blanks (`${x:-'a b'}`).
        if (opener === LBRACE && value.startsWith('${') && /\s/.test(value)) {
          held ??= [];
          held.push(word.length, word.length + value.length);
        }
        // An expansion shown without its `$` (`${x:-a}` shown `a`) joins what a brace alternative ends in.
        if (spans !== undefined && !quotes && c.piece.charCodeAt(0) !== DOLLAR) joinAt(spans, word, shown);
        word += value;
        const show = c.piece;
        shown = joinShown(shown, show, text, at);
        if (quotes) quoteEnded(show);
        else tildeOpen = false;
        inWord = true;
        break;
      }
      case BTICK: {
        const from = c.pos++;
        const inner = nested(c, BTICK, depth);
        notePrinting(c, from, false);
        shown += `$(${inner})`;
        word += c.printed;
        live = true;
        tildeOpen = false;
        if (c.printedKnown !== true) lv.wordUnknown = true;
        if (c.printedWord !== true) lv.wordFields = true;
        inWord = true;
        break;
      }
      case SEMI: {
        flushWord();
        const next = text.charCodeAt(c.pos + 1);
        const two = next === SEMI || next === AMP;
        endCommand(c, lv, two ? text.slice(c.pos, c.pos + 2) : ';');
        c.pos += two ? 2 : 1;
        // Round 47: `;;`, `;&`, `;;&` end a case branch: a pattern list and its `)` come next (round 59).
        if (two && (lv.cases ?? 0) > 0) {
          if (next === SEMI && text.charCodeAt(c.pos) === AMP) c.pos++;
          nextPatterns(lv);
        }
        break;
      }
      case AMP:
        flushWord();
        if (text.charCodeAt(c.pos + 1) === GT) {
          // dash has no `&>`: it reads `&` (run in the background) and `>` (readAsDash).
          c.dashDiffers.seen = true;
          const append = text.charCodeAt(c.pos + 2) === GT;
          lv.pendingOp = append ? '&>>' : '&>';
          c.pos += append ? 3 : 2;
          // zsh's `&>!`, `&>|`, `&>>!`, `&>>|` write the next word, as `>!` does (round 35).
          const after = text.charCodeAt(c.pos);
          if (after === 33 /* ! */ || after === PIPE) c.pos++;
        } else {
          const two = text.charCodeAt(c.pos + 1) === AMP;
          endCommand(c, lv, two ? '&&' : '&');
          c.pos += two ? 2 : 1;
        }
        break;
      case PIPE: {
        flushWord();
        // Round 59 (redteam3): in a pattern list `|` separates patterns: it is no pipe.
        if (lv.patterns !== undefined) {
          const next = text.charCodeAt(c.pos + 1);
          if (lv.patterns === 0 || lv.patternBar === true || next === PIPE || next === AMP) badPattern(c, lv);
          else {
            lv.patternBar = true;
            c.pos++;
            break;
          }
        }
        const next = text.charCodeAt(c.pos + 1);
        const two = next === PIPE || next === AMP;
        // Round 46: the pipe after a group's `)` (and its redirections) carries what the group's commands print.
        const group =
          next !== PIPE && lv.closed?.end === lv.cmds.length && lv.cur.words.length === 0
            ? lv.closed.cmds
            : undefined;
        endCommand(c, lv, two ? text.slice(c.pos, c.pos + 2) : '|');
        const stage = lv.cmds[lv.cmds.length - 1];
        if (group !== undefined && stage !== undefined) stage.groupOut = group;
        c.pos += two ? 2 : 1;
        break;
      }
      case LPAREN:
      case RPAREN: {
        // Round 59 (redteam3): a pattern list's leading `(`, an extended glob's group, or the list's `)`.
        if (lv.patterns !== undefined) {
          if (ch === LPAREN && inWord) {
            const end = patternGroupEnd(text, c.pos);
            if (end > 0) {
              word += text.slice(c.pos, end);
              shown += text.slice(c.pos, end);
              c.pos = end;
              break;
            }
            badPattern(c, lv);
          } else {
            flushWord();
            const ready = lv.patterns !== undefined && lv.patterns > 0 && lv.patternBar !== true;
            if (ch === LPAREN && lv.patterns === 0 && lv.patternLead !== true) {
              lv.patternLead = true;
              c.pos++;
              break;
            }
            if (ch === RPAREN && ready) {
              c.patternLists.push({ text, from: lv.patternFrom ?? c.pos, to: c.pos + 1 });
              lv.patterns = undefined;
              lv.patternWords = undefined;
              endCommand(c, lv, ';');
              c.pos++;
              break;
            }
            if (lv.patterns !== undefined) badPattern(c, lv);
          }
        }
        // Round 46: a `(` where a command starts opens a group (`(echo a) | sh`); a `(` inside a word does not,
        // nor one before a case pattern (`case x in (a) ..`, rounds 47, 59: read above).
        // Round 48: a coproc's group too (`coproc NAME ( sh )`): fed by the coproc's descriptor, not a pipe.
        // Round 60: `(( EXPR ))` where a command starts (after reserved words only), closing with `))`, is
        // bash's arithmetic command, no nested groups: what a substitution in it runs is read (its values
        // were read when set: readLater), and the command is the word `((` alone (`(( a*b ))`, `(( a+(b) ))`
        // read a pattern as a program before).
        if (ch === LPAREN && !inWord && arithmeticCommand(c, lv)) {
          lv.cur.words.push('((');
          lv.cur.shown.push('((');
          c.pos += 2;
          readArithmetic(c, depth);
          break;
        }
        const coproc = !inWord && lv.cur.words[0] === 'coproc' && lv.cur.words.length <= 2;
        const opens =
          ch === LPAREN && !inWord && (lv.cur.words.length === 0 || coproc) && lv.cur.redirects.length === 0;
        if (ch === LPAREN && !opens) {
          lv.wordParens = (lv.wordParens ?? 0) + 1;
          // Round 47: `NAME()` or `NAME ( )`: read for a function definition (shell-aliases.ts).
          let k = c.pos + 1;
          while (k < c.pos + 8 && (text.charCodeAt(k) === SPACE || text.charCodeAt(k) === TAB)) k++;
          if (text.charCodeAt(k) === RPAREN) {
            c.defines = true;
            lv.cur.defines = true;
          }
        }
        if (inWord) {
          // `x=(/ /root)`: the group after an unquoted `NAME=` is the array's elements (shell-arrays.ts).
          if (ch === LPAREN && !quoted && word.endsWith('=') && ARRAY_OPEN.test(word)) lv.cur.array = true;
          // Round 35: a group inside a word is a zsh pattern, its trailing group glob qualifiers that can
          // run code (`*(e:CMD:)`, `x(+CMD)`, `(#q..)`); bash reads extglob or an error. `f()` defines.
          else if (ch === LPAREN && !c.zsh && qualifiesCode(text, c.pos)) c.zsh = true;
          flushWord();
        }
        // Round 47: which `)` this is: a word's own (`f()`) or a group's close (a pattern's end is read above).
        const own = ch === RPAREN && (lv.wordParens ?? 0) > 0;
        if (own) lv.wordParens = (lv.wordParens as number) - 1;
        // Round 61 (redteam3): `x=()` files no element command: say so on the opener, or the list's next
        // command was read as its elements (`a=(); a+=(-C /tmp/r)` gave a the elements `a+=`).
        const opener = lv.cmds[lv.cmds.length - 1];
        if (own && opener?.array && lv.cur.words.length === 0 && lv.cur.redirects.length === 0)
          opener.emptyArray = true;
        endCommand(c, lv, ';');
        if (opens) {
          const prev = lv.cmds[lv.cmds.length - 1];
          lv.groups.push({
            at: lv.cmds.length,
            feeder: prev?.sep === '|' || prev?.sep === '|&' || coproc ? prev : undefined,
          });
        } else if (ch === RPAREN && !own) closeGroup(lv);
        c.pos++;
        break;
      }
      case LT:
      case GT: {
        if (text.charCodeAt(c.pos + 1) === LPAREN) {
          // Process substitution `<(cmd)` / `>(cmd)`: the command inside runs too.
          if (ch === GT) lv.cur.outputs = true;
          const op = text.charAt(c.pos);
          c.pos += 2;
          shown += `${op}(${nested(c, RPAREN, depth)})`;
          // Round 58: the word names a pipe the running shell makes, whose bytes the text does not show.
          lv.wordUnknown = true;
          inWord = true;
          live = true;
          break;
        }
        // `2>file`: an unquoted run of digits just before the operator is a descriptor, not a word.
        if (inWord) {
          if (quoted || !isDigits(word)) fileWord();
          else if (word.length < 6) lv.pendingFd = Number(word);
          resetWord();
        }
        lv.pendingOp = readRedirectOp(c);
        break;
      }
      default: {
        // Round 60: an extended glob's operator and group (`+(s)udo`, `s!(x)do`, `@(a|b)`, `!(x)`) are part of
        // the word when extglob is on, which the text need not show (an earlier line's `shopt -s extglob`,
        // `bash -O extglob`, BASHOPTS, `[[ == ]]`, an interactive shell): filed as `*` (shell-globs.ts
        // extglobAsStar), so every reader meets a pattern it knows (a program word so spelt is unknown, a
        // write target a pattern); what a substitution inside runs is read as its own commands. Unclosed
        // within the bound: too complex to read (refused, not read in part). A case's pattern list reads its
        // own groups (patternGroupEnd).
        // A group the text ends inside runs nothing either way: read as before (the `(` a group, unreadable).
        const end =
          lv.patterns === undefined && extglobOpens(text, c.pos + 1)
            ? extglobGroupEnd(text, c.pos + 1, c.pos + 1 + MAX_QUALIFIERS)
            : UNCLOSED;
        if (end !== UNCLOSED) {
          if (end < 0) {
            stopRead(c);
            break;
          }
          const group = text.slice(c.pos, end);
          if (holdsSubstitution(group)) readLater(c, group, depth);
          word += '*';
          shown += group;
          inWord = true;
          live = true;
          c.pos = end;
          break;
        }
        let run = c.pos + 1;
        // A `#` inside a word is literal; at a word's start it is a comment (handled above).
        while (run < len && !isSpecial(text.charCodeAt(run))) run++;
        // The run stops before an operator that opens a group (read above, on the next step).
        if (run > c.pos + 1 && text.charCodeAt(run) === LPAREN && extglobOpens(text, run)) run--;
        const piece = text.slice(c.pos, run);
        // Round 71: a word's leading bare `~`: its prefix runs to the first `/`, and a quote in it (`''~`,
        // `~''`) keeps bash from reading the home (settledShown).
        if (shown === '' && piece.charCodeAt(0) === TILDE) {
          tildeQuoted = quoted;
          tildeOpen = !piece.includes('/');
        } else if (tildeOpen && piece.includes('/')) tildeOpen = false;
        // After a closing quote (`"$x"y`): a bare piece right after a name in the text is the name's own.
        shown = joinShown(shown, piece, text, c.pos);
        if (spans !== undefined || piece.includes('{')) {
          // A quote before the first bare `{` stands in every word the braces make, where the last one
          // ended (round 71: `"$x"{a,b}` makes `$x''a`, bash's `$x` then `a`).
          const [w, s] = quoteEnd ?? [0, 0];
          spans ??= quoted ? { word: [w, w], shown: [s, s] } : { word: [], shown: [] };
          spans.word.push(word.length, word.length + piece.length);
          spans.shown.push(shown.length - piece.length, shown.length);
        }
        word += piece;
        inWord = true;
        if (!live && EXPANDS_BARE.test(piece)) live = true;
        c.pos = run;
      }
    }
  }
  if (closesCase(lv, inWord, word, quoted)) flushWord();
  // The text ended inside `$(`, a backtick or `<(`, or inside a case's pattern list.
  if (stop >= 0 || lv.patterns !== undefined) c.unreadable = true;
  if (inWord && lv.patterns !== undefined) badPattern(c, lv);
  if (inWord) fileWord();
  if (lv.patterns !== undefined) badPattern(c, lv);
  endCommand(c, lv, '');
  // The whole text's own rendering is never shown inline: only nested lists build one.
  if (depth === 0) return '';
  setPrinted(c, lv.cmds);
  return inlineRendering(lv.cmds);
}

/** Round 67: whether a double quote's text (`from` to `to`) holds a `$` or backquote no backslash escapes. */
function expandsInQuotes(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const ch = text.charCodeAt(i);
    if (ch === BSLASH) i++;
    else if (ch === DOLLAR || ch === BTICK) return true;
  }
  return false;
}

/** What a nested list prints (c.printed): one output, or bash's with each shell's in c.printedBy. */
function setPrinted(c: Cursor, cmds: readonly SimpleCommand[]): void {
  const readings = substitutionReadings(cmds);
  c.printed = readings?.[0] ?? '';
  c.printedKnown = readings !== undefined || printsOwnPlace(cmds);
  // A function the text defines may take the printer's name (`date() { echo -c id; }`).
  c.printedWord = c.defines !== true && printsOneWord(cmds);
  c.printedBy = readings?.some((r) => r !== readings[0]) ? readings : undefined;
}

/** Files where the substitution just read (from `from` to the cursor) prints differently by shell. */
function notePrinting(c: Cursor, from: number, quoted: boolean): void {
  if (c.printedBy === undefined) return;
  c.printings.push({ text: c.text, from, to: c.pos, readings: c.printedBy, quoted });
  c.printedBy = undefined;
}

/** A list as one line: each command's shown words (its command word without directory), with its operators. */
function inlineRendering(cmds: readonly SimpleCommand[]): string {
  let out = '';
  for (const cmd of cmds) {
    let line = '';
    let named = false;
    for (let i = 0; i < cmd.shown.length; i++) {
      const w = cmd.words[i] as string;
      let show = cmd.shown[i] as string;
      // The first word that is not an assignment is the command: shown without its directory.
      if (!named && !ASSIGNMENT_WORD.test(w)) {
        named = true;
        show = showPiece(baseName(w));
      }
      line += line === '' ? show : ` ${show}`;
    }
    out += out === '' ? line : ` ${line}`;
    if (cmd.sep === '\n') out += ' ;';
    else if (cmd.sep !== '') out += ` ${cmd.sep}`;
  }
  return out;
}
/** Round 58: the word in progress holds a substitution whose output is unknown: endWord files it. */
function noteUnknown(c: Cursor, lv: Level): void {
  if (c.sawUnknown !== true) return;
  c.sawUnknown = false;
  lv.wordUnknown = true;
}
/** The word in progress holds a defaulted expansion (readDollar read `${X:-W}` as W): endWord files it. */
function noteDefault(c: Cursor, lv: Level): void {
  if (!c.sawDefault) return;
  c.sawDefault = false;
  lv.wordDefaulted = true;
  lv.wordDefaultName = c.defaultName;
}
/** A word bash reads as an assignment (`a=b`, `a[i]+=b`): a declaration builtin's such word is not split. */
export const ASSIGNMENT_WORD = /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/;
/** Round 60 (redteam3): the name a `${X:-W}` (`${X-W}`, `${X:=W}`, `${X=W}`) reads. */
const DEFAULT_NAME = /^\$\{([A-Za-z_][A-Za-z0-9_]*):?[-=]/;

/**
 * What a substitution's list prints when the text shows it: one `echo` or `printf` of literal words
 * (shell-printed.ts, one reading); undefined for anything else, which reads as nothing (and a command
 * word so made names a program only the running shell knows: shell.ts opaqueCommandWord).
 */
export function substitutionOutput(cmds: readonly SimpleCommand[]): string | undefined {
  const readings = substitutionReadings(cmds);
  return readings?.every((r) => r === readings[0]) ? readings[0] : undefined;
}

/** What a substitution's list prints under each shell (shell-printed.ts printedBy), or undefined. */
export function substitutionReadings(cmds: readonly SimpleCommand[]): readonly string[] | undefined {
  const cmd = cmds[0];
  if (cmds.length !== 1 || cmd === undefined || cmd.redirects.length > 0 || cmd.stdin.length > 0)
    return undefined;
  const first = cmd.words[0];
  if (first === undefined) return undefined;
  const name = baseName(first);
  if (name !== 'echo' && name !== 'printf') return undefined;
  // A `$` word prints its value, which `$X` names as well as the substitution does (`$(echo $HOME)`, round 25).
  const outs = printedBy(name, cmd.words, true);
  // Command substitution drops trailing newlines.
  return outs?.map((out) => out.replace(/\n+$/, ''));
}

/** A command word as the program it names: without its directory, lower-cased (`/usr/bin/SUDO` is sudo). */
export function baseName(word: string): string {
  return word.slice(word.lastIndexOf('/') + 1).toLowerCase();
}

/** `^\d+$` without a RegExp. */
export function isDigits(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const d = word.charCodeAt(i);
    if (d < 48 || d > 57) return false;
  }
  return true;
}

function readRedirectOp(c: Cursor): string {
  const { text } = c;
  const first = text.charAt(c.pos);
  const second = text.charAt(c.pos + 1);
  if (first === '>') {
    // zsh's clobbering forms `>!`, `>>!`, `>>|` write the next word (bash: a file `!`, then a pipe): read
    // as zsh reads them, which names the file both shells may write (round 35).
    if (second === '!') {
      c.pos += 2;
      return '>|';
    }
    if (second === '>' && (text.charAt(c.pos + 2) === '!' || text.charAt(c.pos + 2) === '|')) {
      c.pos += 3;
      return '>>';
    }
    if (second === '>' || second === '|' || second === '&') {
      c.pos += 2;
      return `>${second}`;
    }
    c.pos += 1;
    return '>';
  }
  if (second === '<') {
    const third = text.charAt(c.pos + 2);
    if (third === '<' || third === '-') {
      c.pos += 3;
      return `<<${third}`;
    }
    c.pos += 2;
    return '<<';
  }
  if (second === '>' || second === '&') {
    c.pos += 2;
    return `<${second}`;
  }
  c.pos += 1;
  return '<';
}

/**
 * Reads a double-quoted run after its opening quote; substitutions inside still nest. Returns the
 * value; leaves the display form in `c.piece`.
 */
function readDoubleQuoted(c: Cursor, depth: number): string {
  const { text } = c;
  let out = '';
  let shown = '';
  // The literal run since the last substitution, shown quoted as one piece.
  let lit = '';
  while (c.pos < text.length) {
    const ch = text.charCodeAt(c.pos);
    if (ch === DQUOTE) {
      c.pos++;
      c.piece = shown + showLiteral(lit);
      return out;
    }
    if (ch === BSLASH) {
      const next = text.charAt(c.pos + 1);
      let piece = '';
      if (next === '"' || next === '\\' || next === '$' || next === '`') piece = next;
      else if (next !== '\n') piece = `\\${next}`;
      out += piece;
      lit += piece;
      c.pos += 2;
    } else if (ch === DOLLAR) {
      const value = readDollar(c, depth, true);
      out += value;
      shown += showLiteral(lit) + c.piece;
      lit = '';
      // A live `$`'s parameter is shown bare beside it: quoted with the literal after it, `"$*"` would be
      // shown `$'*'`, bash's `$'..'` (round 69).
      if (c.piece === '$') {
        const name = parameterAt(text, c.pos);
        if (name !== undefined) {
          out += name;
          shown += name;
          c.pos += name.length;
        }
      }
    } else if (ch === BTICK) {
      const from = c.pos++;
      const inner = nested(c, BTICK, depth);
      notePrinting(c, from, true);
      shown += `${showLiteral(lit)}$(${inner})`;
      out += c.printed;
      if (c.printedKnown !== true) c.sawUnknown = true;
      lit = '';
    } else {
      const piece = text.charAt(c.pos);
      out += piece;
      lit += piece;
      c.pos++;
    }
  }
  c.unreadable = true;
  c.piece = shown + showLiteral(lit);
  return out;
}

/**
 * Reads from a `$`: `$(cmd)` nests (its value is unknown, so it reads as nothing), `$((...))` is
 * arithmetic, `$'...'` is an ANSI-C string, `$"..."` a locale string (its quotes read next),
 * `${...}` and `$NAME` stay as written (paths see `$HOME`). Leaves the display form in `c.piece`.
 */
function readDollar(c: Cursor, depth: number, inDoubleQuotes: boolean): string {
  const { text } = c;
  c.printedWord = false;
  const next = text.charCodeAt(c.pos + 1);
  if (next === LPAREN) {
    // `$((cmd) ...)` does not close with `))`: bash reads a command substitution that opens with a
    // subshell, and so does gate (round 33: `$((s""udo id) )` was skipped as arithmetic).
    if (text.charCodeAt(c.pos + 2) === LPAREN) c.arithmetic ??= arithmeticOpenings(text);
    if (text.charCodeAt(c.pos + 2) === LPAREN && c.arithmetic?.get(c.pos) !== false) {
      const from = c.pos;
      c.pos += 3;
      readArithmetic(c, depth);
      c.piece = text.slice(from, c.pos);
      // Round 57: a constant expression prints its number (`$((168+1)).254.169.254` is a host).
      const constant = c.unreadable ? '' : constantArithmetic(text.slice(from + 3, c.pos - 2));
      // Round 72: unquoted, any other's number is as unknown as a substitution's output (`bash $((x))`).
      if (constant === undefined && !inDoubleQuotes) c.sawUnknown = true;
      return constant ?? '';
    }
    const from = c.pos;
    c.pos += 2;
    const inner = nested(c, RPAREN, depth);
    notePrinting(c, from, inDoubleQuotes);
    c.piece = `$(${inner})`;
    if (c.printedKnown !== true) c.sawUnknown = true;
    return c.printed;
  }
  if (next === LBRACE) {
    const from = c.pos;
    c.pos += 2;
    readBraced(c, depth, inDoubleQuotes);
    const raw = text.slice(from, c.pos);
    // Round 35: zsh's flags `${(e)x}`, `${~x}`, `${=x}`, `${^x}`, nesting `${${x}}`, modifiers `${x:h}`.
    if (ZSH_BRACED.test(raw)) c.zsh = true;
    // `${x@P}` expands the value as a prompt, running its substitutions (round 33b): it is read as `eval
    // "${x}"` beside the word, so a value the text shows is read as script and one it does not is opaque.
    if (raw.endsWith('@P}')) {
      const param = `\${${raw.slice(2, -3)}}`;
      c.out.push({ ...newCommand(c.lists++), words: ['eval', param], shown: ['eval', `"${param}"`] });
    }
    const value = withDefault(raw);
    if (value !== raw) {
      c.sawDefault = true;
      c.defaultName = DEFAULT_NAME.exec(raw)?.[1];
    }
    // Round 58: `${x:-$(cat f)}`: a default a substitution prints is as unknown as the substitution.
    if (value !== raw && SUBSTITUTED.test(raw)) c.sawUnknown = true;
    // The default shown as itself when it needs no quoting (`${F:-.env}` is shown `.env`).
    c.piece = value !== raw && /^[\w.~/@%+=:,-]*$/.test(value) ? value : raw;
    return value;
  }
  if (next === SQUOTE && !inDoubleQuotes) {
    c.pos += 2;
    const value = readAnsiC(c);
    c.piece = showLiteral(value);
    return value;
  }
  if (next === DQUOTE && !inDoubleQuotes) {
    c.pos++;
    c.piece = '';
    return '';
  }
  // Round 57: bash's older arithmetic `$[…]`, a constant one read as its number (`$[169].254.169.254`).
  if (next === 91 /* [ */) {
    const close = text.indexOf(']', c.pos + 2);
    const value = close < 0 ? undefined : constantArithmetic(text.slice(c.pos + 2, close));
    if (value !== undefined) {
      c.piece = text.slice(c.pos, close + 1);
      c.pos = close + 1;
      return value;
    }
  }
  // Round 35: `$~x` (its value a pattern, qualifiers included), `$=x`, `$^x` are zsh's, literal for bash.
  if (next === 126 /* ~ */ || next === 61 /* = */ || next === 94 /* ^ */) c.zsh = true;
  c.pos++;
  // A `$` no name or special parameter follows is literal: shown escaped, or the next piece's quote would
  // make it `$'..'` (round 69). A line continuation joins it to what follows, as bash does.
  const live =
    parameterAt(text, c.pos) !== undefined || (next === BSLASH && text.charCodeAt(c.pos + 1) === NL);
  c.piece = live ? '$' : '\\$';
  return '$';
}
/** The parameter a `$` expands, at a position: a name, or one digit or special character. */
const PARAMETER_AT = /[A-Za-z_][A-Za-z0-9_]*|[0-9@*#?$!-]/y;
/** The parameter at `pos` (what makes a `$` before it an expansion), or undefined: the `$` is literal. */
function parameterAt(text: string, pos: number): string | undefined {
  PARAMETER_AT.lastIndex = pos;
  return PARAMETER_AT.exec(text)?.[0];
}
/** A braced expansion only zsh reads: a flag group, `~` `=` `^` before the name, nesting, a `:` modifier. */
const ZSH_BRACED = /^\$\{(?:[(~=^]|\$\{|[A-Za-z_][A-Za-z0-9_]*:[a-zA-Z&])/;

/**
 * Round 25: `${X:-W}`, `${X-W}`, `${X:=W}`, `${X:+W}` read as W (the variable unset, or set for `+`: fail
 * closed), so `rm -rf ${X:-/}` and `> ${X:-.git/hooks/x}` are read as what they may run; a variable the
 * environment always sets (`${HOME:-/x}`) reads as itself, and its `+` alternative as W (`${PATH:+-R}`). A default holding a quote or a substitution
 * stays as written.
 */
function withDefault(raw: string): string {
  const m = DEFAULTED.exec(raw);
  if (m === null) return raw;
  const [, name, op, value] = m as unknown as [string, string, string, string];
  // Round 56: `${PATH:+-R}` is `-R` where the variable is set: the alternative, not the variable.
  return ALWAYS_SET.has(name) && !op.endsWith('+') ? `\${${name}}` : value;
}
const DEFAULTED = /^\$\{([A-Za-z_][A-Za-z0-9_]*)(:?[-=+])([^"'`\\{}()]*)\}$/;

const ANSI_ESCAPES: Record<string, string> = table({
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  e: '\x1b',
  E: '\x1b',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v',
  '?': '?',
});

/** `$'...'`: backslash escapes decoded (`\xHH`, `\uHHHH`, `\UHHHHHHHH`, octal), so `$'\x2eenv'` reads `.env`. */
function readAnsiC(c: Cursor): string {
  const { text } = c;
  let out = '';
  while (c.pos < text.length) {
    const ch = text.charAt(c.pos);
    if (ch === "'") {
      c.pos++;
      return out;
    }
    if (ch !== '\\') {
      out += ch;
      c.pos++;
      continue;
    }
    const esc = text.charAt(c.pos + 1);
    const width = esc === 'x' ? 2 : esc === 'u' ? 4 : esc === 'U' ? 8 : 0;
    const hex = width > 0 ? /^[0-9a-fA-F]+/.exec(text.slice(c.pos + 2, c.pos + 2 + width)) : null;
    const oct = /^[0-7]{1,3}/.exec(text.slice(c.pos + 1, c.pos + 4));
    if (hex) {
      const code = Number.parseInt(hex[0], 16);
      out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
      c.pos += 2 + hex[0].length;
    } else if (oct) {
      out += String.fromCharCode(Number.parseInt(oct[0], 8) & 0xff);
      c.pos += 1 + oct[0].length;
    } else if (esc === 'c' && c.pos + 2 < text.length) {
      // `\cX` is the control character X & 0x1f.
      out += String.fromCharCode(text.charCodeAt(c.pos + 2) & 0x1f);
      c.pos += 3;
    } else {
      if (esc === "'") c.dashDiffers.seen = true;
      out += ANSI_ESCAPES[esc] ?? `\\${esc}`;
      c.pos += 2;
    }
  }
  c.unreadable = true;
  return out;
}

/**
 * For each `$((` (and, round 60, bare `((`) of the text, by its position, whether it closes with `))` (bash's test for arithmetic):
 * the parenthesis that closes its inner `(` is followed at once by the one that closes its outer `(`.
 * One pass for the whole text, so nested openings cost nothing more. Quoted parentheses count too: an
 * ambiguous text reads as a command substitution, the reading that sees more. Unclosed: absent (true).
 */
function arithmeticOpenings(text: string): ReadonlyMap<number, boolean> {
  const closes = new Map<number, boolean>();
  const open: number[] = [];
  for (let i = text.indexOf('('); i >= 0 && i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === LPAREN) open.push(i);
    else if (ch === RPAREN) {
      const j = open.pop();
      if (j !== undefined && j >= 1 && text.charCodeAt(j - 1) === LPAREN) {
        // `$((` by its `$`; round 60: a bare `((` (an arithmetic command) by its first `(`.
        const at = text.charCodeAt(j - 2) === DOLLAR ? j - 2 : j - 1;
        closes.set(at, text.charCodeAt(i + 1) === RPAREN);
      }
    }
  }
  return closes;
}

/**
 * Reads `$((...))` after its `$((`, ending after its `))`: the `$(...)`, backticks and `${...}` inside
 * run as the shell expands it, so they are parsed as nested lists (round 33: `$(( $(s""udo id) + 1 ))`
 * was skipped whole). A text whose parentheses close otherwise than closesAsArithmetic counted them (a
 * parenthesis inside a substitution's quotes), or past the nesting limit, is not read whole.
 */
function readArithmetic(c: Cursor, depth: number): void {
  const { text } = c;
  if (depth >= MAX_DEPTH) {
    c.unreadable = true;
    c.pos = text.length;
    return;
  }
  let open = 2;
  while (c.pos < text.length) {
    const ch = text.charCodeAt(c.pos);
    if (ch === DOLLAR) {
      readDollar(c, depth + 1, true);
      continue;
    }
    c.pos++;
    if (ch === LPAREN) open++;
    else if (ch === BTICK) nested(c, BTICK, depth);
    else if (ch === BSLASH) c.pos++;
    else if (ch === RPAREN && --open === 1) {
      if (text.charCodeAt(c.pos) !== RPAREN) c.unreadable = true;
      c.pos++;
      return;
    }
  }
  c.unreadable = true;
}

/**
 * Reads `${...}` after its `${`, to its own closing brace: a quoted or escaped brace does not close it, a
 * nested `${` has its own, and the `$(...)` and backticks inside are parsed as nested lists, since the
 * shell runs them as it expands the word (round 33: `${x:-$(s""udo id)}` was read as text to the first
 * brace). Past the nesting limit the rest is not read.
 */
function readBraced(c: Cursor, depth: number, inDoubleQuotes = false): void {
  const { text } = c;
  if (depth >= MAX_DEPTH) {
    c.unreadable = true;
    skipTo(c, RBRACE);
    return;
  }
  while (c.pos < text.length) {
    const ch = text.charCodeAt(c.pos);
    if (ch === RBRACE) {
      c.pos++;
      return;
    }
    if (ch === DOLLAR) {
      readDollar(c, depth + 1, true);
      continue;
    }
    c.pos++;
    if (ch === BSLASH) c.pos++;
    else if (ch === BTICK) nested(c, BTICK, depth);
    // A level deeper: `"${x:-"${x:-…` nests quotes in braces with no `$(` between, and at the same depth
    // 200 kB of it overflowed the stack (round 54, second pass).
    else if (ch === DQUOTE) readDoubleQuoted(c, depth + 1);
    // Inside double quotes a single quote in the word is literal (`"${x:-'$(s""udo id)'}"` runs it: round
    // 33b), so the substitutions after it are read.
    else if (ch === SQUOTE && !inDoubleQuotes) {
      const end = text.indexOf("'", c.pos);
      c.pos = end < 0 ? text.length : end + 1;
    }
  }
  c.unreadable = true;
}

/** Past the nesting limit: skip to the closing character, counting nothing (text only, no commands). */
function skipTo(c: Cursor, close: number): void {
  const end = c.text.indexOf(String.fromCharCode(close), c.pos);
  c.pos = end < 0 ? c.text.length : end + 1;
}

/** Reads the here-document bodies that start after a newline; each becomes its command's input text. */
function readHeredocs(c: Cursor, docs: readonly Heredoc[], depth: number): void {
  const { text } = c;
  for (const doc of docs) {
    const from = c.pos;
    let to = text.length;
    while (c.pos < text.length) {
      const lineStart = c.pos;
      let line = '';
      // In a body that expands, a line ending in an odd run of backslashes goes on to the next before the
      // shell compares it (`EO\` then `F` ends the body: round 33b, it was read as body to the end).
      for (;;) {
        const nl = text.indexOf('\n', c.pos);
        const lineEnd = nl < 0 ? text.length : nl;
        let part = text.slice(c.pos, lineEnd);
        if (doc.stripTabs) part = part.replace(/^\t+/, '');
        c.pos = lineEnd + 1;
        if (!doc.expands || nl < 0 || trailingBackslashes(part) % 2 === 0) {
          line += part;
          break;
        }
        line += part.slice(0, -1);
      }
      if (line === doc.delim) {
        to = lineStart;
        break;
      }
    }
    const body = text.slice(from, Math.min(to, text.length));
    c.bodies.push({ text, from, to: Math.min(c.pos, text.length) });
    doc.owner.stdin.push(body);
    if (doc.expands) readBodySubstitutions(c, body, depth);
    // A body read into a variable (`read x <<'E'`, a loop's `done <<'E'`) may be expanded again, as a
    // word's value may (endWord); a body another program reads is data to the shell.
    if (holdsSubstitution(body) && doc.owner.words.some((w) => READS_INTO.has(w)))
      readLater(c, doc.expands ? body.replace(/\\([$`\\])/g, '$1') : body, depth);
  }
}

/** Builtins that put their input in variables, and a loop's end (`while read x; do ...; done <<E`). */
const READS_INTO: ReadonlySet<string> = new Set(['read', 'mapfile', 'readarray', 'done']);

/** How many backslashes end `line`. */
function trailingBackslashes(line: string): number {
  let n = 0;
  while (n < line.length && line.charCodeAt(line.length - 1 - n) === BSLASH) n++;
  return n;
}

/**
 * Round 76 (docs/floor.md "Round 76 (rt-templates-r76)"): whether `word`, after `words`, is the inline code of a
 * JavaScript interpreter (`node -e CODE`, `node --eval=CODE`, `deno eval CODE`, `bun -e CODE`): bash hands it to
 * the interpreter as it stands and never expands it again; the code readers (code-literals.ts) read it. Round 77:
 * behind a wrapper or a package runner too (`timeout 5 node -e`, `env A=1 node -e`, `npx node -e`).
 */
function jsCodeWord(words: readonly string[], word: string): boolean {
  const k = wrappedProgram(words);
  const prog = words[k];
  if (prog === undefined || INTERPRETER_LANGUAGES.get(prog.slice(prog.lastIndexOf('/') + 1)) !== 'node')
    return false;
  if (/^--(?:eval|print)=/.test(word)) return true;
  if (words.length < k + 2) return false;
  const before = words[words.length - 1] as string;
  return JS_CODE_FLAGS.includes(before) || before === '-pe' || (before === 'eval' && words.length === k + 2);
}

/** The most wrappers wrappedProgram passes (layerStarts refuses a deeper stack). */
const MAX_WRAPPED = 16;
const ASSIGNS = /^[A-Za-z_]\w*=/;

/**
 * Round 77: where the program a command's words run starts, past assignments, wrappers that run their operands as
 * they stand (shell-vocabulary.ts WRAPPERS, not SHELL_LINE_WRAPPERS) and package runners (OPERAND_RUNNERS); the
 * words' length where none is left or the stack is deeper than MAX_WRAPPED.
 */
function wrappedProgram(words: readonly string[]): number {
  let k = 0;
  for (let n = 0; n <= MAX_WRAPPED; n++) {
    while (k < words.length && ASSIGNS.test(words[k] as string)) k++;
    const w = words[k];
    if (w === undefined) return words.length;
    const name = w.slice(w.lastIndexOf('/') + 1);
    if (WRAPPERS.has(name) && !SHELL_LINE_WRAPPERS.has(name)) {
      if (name === 'command' && /^-[vV]$/.test(words[k + 1] ?? '')) return words.length;
      k = pastWrapper(words, k, name);
      continue;
    }
    const verbs = OPERAND_RUNNERS.get(name);
    if (verbs === undefined) return k;
    k++;
    if (verbs.length > 0) {
      while (k < words.length && (words[k] as string).startsWith('-'))
        k += RUNNER_VALUED.has(words[k] as string) ? 2 : 1;
      if (!verbs.includes(words[k] as string)) return words.length;
      k++;
    }
    while (k < words.length && (words[k] as string).startsWith('-')) {
      const opt = words[k] as string;
      // pnpm's shell mode runs the operands as one shell line.
      if (opt === '--shell-mode') return words.length;
      k += RUNNER_VALUED.has(opt) ? 2 : 1;
      if (opt === '--') break;
    }
  }
  return words.length;
}

/** Whether a value holds the opening of a command substitution (`$(` or a backtick). */
function holdsSubstitution(value: string): boolean {
  return value.includes('$(') || value.includes('`');
}

/**
 * Round 33b: a value the shell may expand again. bash evaluates a variable's value as arithmetic wherever
 * it stands there (`$((x))`, `(( x ))`, `let x`, `[[ x -eq 0 ]]`, an index, an offset, `declare -i`), and
 * an array index inside it expands, so `x='a[$(s""udo id)]'; (( x ))` runs `sudo id`; prompt expansion
 * (`${x@P}`) runs a value's substitutions too. The value's substitutions are parsed as nested lists, as an
 * unquoted here-document's body is; what cannot be read there is the value's own business (`grep '$('`),
 * so it does not make the text unreadable.
 */
function readLater(c: Cursor, value: string, depth: number): void {
  // A value printed by a substitution is met again in the word that holds it: past a budget of a few times
  // the text, or the nesting limit, the text is not read whole (no work an agent can make grow faster).
  c.later.left -= value.length;
  if (depth >= MAX_DEPTH) c.later.left = -1;
  if (c.later.left < 0) return;
  const unreadable = c.unreadable;
  readBodySubstitutions(c, value, depth + 1);
  c.unreadable = unreadable;
}

/**
 * The commands an unquoted here-document's body runs as the shell expands it, whatever command reads the
 * body: `$(...)` and backticks nest as in a double-quoted word, so `cat <<EOF` over `$(s""udo id)` is read
 * as `sudo id` (round 33: the body's substitutions went unread, and only a raw scan of the text caught a
 * plainly spelt `$(sudo id)`). A backslash quotes the next character; `"` and `'` are literal there.
 */
function readBodySubstitutions(c: Cursor, body: string, depth: number): void {
  const sub: Cursor = {
    ...c,
    text: body,
    pos: 0,
    piece: '',
    printed: '',
    sawDefault: false,
    arithmetic: undefined,
    inner: true,
  };
  while (sub.pos < body.length) {
    const ch = body.charCodeAt(sub.pos);
    if (ch === BSLASH) sub.pos += 2;
    else if (ch === DOLLAR) readDollar(sub, depth, true);
    else if (ch === BTICK) {
      sub.pos++;
      nested(sub, BTICK, depth);
    } else sub.pos++;
  }
  c.lists = sub.lists;
  if (sub.unreadable) c.unreadable = true;
  if (sub.zsh) c.zsh = true;
}
