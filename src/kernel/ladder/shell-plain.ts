// The fast path of the shell tokenizer: most commands an agent runs are words, blanks, plain quotes and
// the list operators (`git status && ls -la src | head -20`, `grep -rn "TODO" src/`). For such a text one
// scan, with no nesting, no substitution and no here-document, yields exactly the commands parseShell
// yields (a property test holds the two to that); anything else it declines, and parseShell reads it.
import {
  AMP,
  BSLASH,
  BTICK,
  CR,
  DOLLAR,
  DQUOTE,
  GT,
  HASH,
  isDigit,
  isDigits,
  isSpecial,
  LT,
  MAX_READ_COMMANDS,
  MAX_READ_WORD_CHARS,
  NL,
  PIPE,
  parseShell,
  SEMI,
  type SimpleCommand,
  SPACE,
  SQUOTE,
  settledShown,
  showLiteral,
  TAB,
} from './shell-parse.js';

/**
 * Round 71 (docs/floor.md "Round 71 (rt-interp-r71)"): the fast path reads a plain text of any length to
 * where the general parse stops reading (MAX_READ_COMMANDS commands; a plain word holds no more characters
 * than the text, so MAX_READ_WORD_CHARS bounds the text), and hands a text past either to it, which marks
 * the text past its bounds. Round 69's limit of 4,096 characters sent a longer plain text to the general
 * tokenizer: 8.2 counted steps a character below it, 19.3 above (docs/floor.md "Round 70 (rt-interp-r70)").
 */
const PLAIN_LIMIT = MAX_READ_WORD_CHARS;

/** A parse, and how it was read. Shared by every reader of the text: read it, never write to it. */
export interface CommandParse {
  readonly commands: readonly SimpleCommand[];
  /** As ShellParse.unreadable. */
  readonly unreadable: boolean;
  /** As ShellParse.zsh (a plain text holds none of those constructs: absent). */
  readonly zsh?: boolean;
  /** As ShellParse.defines (round 47). */
  readonly defines?: true;
  /** As ShellParse.past (round 55). */
  readonly past?: true;
  /** Read by the fast path: a plain text (plainCommands). */
  readonly plain: boolean;
  /**
   * Plain, and spelled as its rendering spells it: single blanks between words, one blank each side of
   * an operator, no quote, descriptor copy, newline or empty command. A reader whose every command word
   * also renders as itself then reads the text itself (shell-reading.ts).
   */
  readonly verbatim: boolean;
}

let lastText: string | undefined;
let lastParse: CommandParse | undefined;

let fastPath = true;
const forgetters: (() => void)[] = [];

/** Whether the fast path (this module's plain parse and the plain reading) is in use. */
export function shellFastPath(): boolean {
  return fastPath;
}

/**
 * Turns the fast path on or off, forgetting every remembered answer: for the property test that holds
 * both paths to the same verdicts and for bench/adjudicate's A/B. On in normal use.
 */
export function useShellFastPath(on: boolean): void {
  fastPath = on;
  switches++;
  lastText = undefined;
  lastParse = undefined;
  for (const forget of forgetters) forget();
}

let switches = 0;

/** How many times the fast path was switched: a memo made before a switch is stale (text-memo.ts). */
export function fastPathSwitches(): number {
  return switches;
}

let plainTaken = 0;

/**
 * How many plain parses parseCommands has handed out: the only place the fast path changes what a reader
 * gets. A decision during which this did not move read nothing the general reader would not have read
 * (test/helpers/both-paths.ts then skips deciding it again with the fast path off).
 */
export function plainParsesTaken(): number {
  return plainTaken;
}

/** A module that remembers answers derived from parses registers here to forget them on a switch. */
export function onFastPathSwitch(forget: () => void): void {
  forgetters.push(forget);
}

/**
 * The commands of `text`: the fast path when it applies, else parseShell. The last parse is remembered:
 * the write-target and rule readers of one call ask about the same text (not a script inside it: `remember`).
 */
export function parseCommands(text: string, remember = true): CommandParse {
  if (text === lastText && lastParse !== undefined) {
    if (lastParse.plain) plainTaken++;
    return lastParse;
  }
  let parse: CommandParse;
  // bash drops NUL bytes from the input it reads (a persistent shell fed keystrokes runs `su<NUL>do` as
  // sudo), and an argument can carry none: the commands are those of the text without them.
  const source = text.includes('\0') ? text.replaceAll('\0', '') : text;
  const plain = fastPath ? plainParse(source) : undefined;
  if (plain === undefined) {
    const { commands, unreadable, zsh, defines, past } = parseShell(source);
    parse = { commands, unreadable, plain: false, verbatim: false, zsh, defines, ...(past ? { past } : {}) };
  } else {
    plainTaken++;
    parse = source === text ? plain : { ...plain, verbatim: false };
  }
  // A script read inside the call's text is not remembered: the next reader asks about the text again.
  if (!remember) return parse;
  lastText = text;
  lastParse = parse;
  return parse;
}

/** parseShell(text).commands when `text` is plain (see plainParse), else undefined. */
export function plainCommands(text: string): SimpleCommand[] | undefined {
  return plainParse(text)?.commands as SimpleCommand[] | undefined;
}

// Where the verbatim check stands: after a word character, the blank after a word, an operator, the
// blank after an operator (the text must start with a word and end after one).
const AT_START = 0;
const AT_WORD = 1;
const AT_BLANK = 2;
const AT_OPERATOR = 3;
const AT_OPERATOR_BLANK = 4;

/**
 * The parse of `text` when it holds only words, blanks, newlines, `'...'`, `"..."` without `\` `$` or a
 * backtick inside, the operators `;` `&` `&&` `|` `||`, and descriptor copies `N>&M`, `N<&-` as whole
 * words: its commands are parseShell(text).commands. Undefined for anything else.
 */
export function plainParse(text: string): CommandParse | undefined {
  const len = text.length;
  if (len > PLAIN_LIMIT) return undefined;
  // The commands, and the words of the command in progress, gather in scratch lists (counted, never
  // truncated: a truncated array drops its store) and are copied out at their exact length; an array
  // grown by push from empty reserves 17 slots, some 150 bytes, for each command and for the list.
  let count = 0;
  let n = 0;
  let at = AT_START;
  let verbatim = true;
  // A command with no quoted word shows its words as they are: `shown` is then `words` itself.
  let shown: string[] | undefined;
  let word = '';
  let show = '';
  let inWord = false;
  let quoted = false;
  // Round 63: a bare `{` in the word: bash may expand it to several words (shell-braces.ts, the general reader's).
  // Only a bare `{` or `{}` with no quote stays here: round 70's general reader keeps a brace word's empty quotes
  // in its shown form (`{""` shown `{''`, docs/floor.md "Round 70 (lead)"), which this reader does not track.
  let braced = false;
  // Round 71: the word starts with a bare `~` whose prefix is open (no `/` yet) or held a quote (settledShown).
  let tildeOpen = false;
  let tildeQuoted = false;
  let pos = 0;
  while (pos < len) {
    const ch = text.charCodeAt(pos);
    // Round 75: where the separator stands, the command's end (SimpleCommand.at, as the general parse keeps it).
    const sepAt = pos;
    let sep = '';
    switch (ch) {
      case SPACE:
        if (at === AT_WORD) at = AT_BLANK;
        else if (at === AT_OPERATOR) at = AT_OPERATOR_BLANK;
        else verbatim = false;
        pos++;
        break;
      case TAB:
      case CR:
        verbatim = false;
        pos++;
        break;
      case NL:
        verbatim = false;
        sep = '\n';
        pos++;
        break;
      case SEMI: {
        const next = text.charCodeAt(pos + 1);
        if (next === SEMI || next === AMP) return undefined;
        sep = ';';
        pos++;
        break;
      }
      case AMP:
      case PIPE: {
        // `&>` (a redirection) and `|&` (a pipe of standard error too) are the general reader's.
        const next = text.charCodeAt(pos + 1);
        if (next === (ch === AMP ? GT : AMP)) return undefined;
        const op = ch === AMP ? '&' : '|';
        sep = next === ch ? op + op : op;
        pos += sep.length;
        break;
      }
      case SQUOTE:
      case DQUOTE: {
        const end = ch === SQUOTE ? text.indexOf("'", pos + 1) : plainDoubleQuoteEnd(text, pos + 1);
        if (end < 0) return undefined;
        const piece = text.slice(pos + 1, end);
        // A quoted `$(` or backtick may be expanded again (round 33b, shell-parse.ts readLater): the general reader's.
        if (piece.includes('$(') || piece.includes('`')) return undefined;
        word += piece;
        show += showLiteral(piece);
        inWord = true;
        quoted = true;
        if (tildeOpen) tildeQuoted = true;
        verbatim = false;
        pos = end + 1;
        continue;
      }
      case GT:
      case LT: {
        // Only a descriptor copy (`2>&1`, `>&2`, `0<&-`) as a whole word: it names no file and is dropped.
        const width = descriptorCopy(text, pos);
        if (width === 0) return undefined;
        // An unquoted run of digits before the operator is its descriptor; any other word stands (below).
        if (inWord && !quoted && isDigits(word)) {
          word = '';
          show = '';
          inWord = false;
        }
        verbatim = false;
        pos += width;
        break;
      }
      case HASH:
        // A `#` that starts a word starts a comment: the general reader's.
        if (!inWord) return undefined;
        word += '#';
        show += '#';
        at = AT_WORD;
        pos++;
        continue;
      default: {
        if (isSpecial(ch)) return undefined;
        let end = pos + 1;
        while (end < len && !isSpecial(text.charCodeAt(end))) end++;
        const piece = text.slice(pos, end);
        if (piece.includes('{')) braced = true;
        if (show === '' && piece.charCodeAt(0) === 126 /* ~ */) {
          tildeQuoted = quoted;
          tildeOpen = !piece.includes('/');
        } else if (tildeOpen && piece.includes('/')) tildeOpen = false;
        word += piece;
        show += piece;
        inWord = true;
        if (at === AT_OPERATOR) verbatim = false;
        at = AT_WORD;
        pos = end;
        continue;
      }
    }
    if (sep !== '' && sep !== '\n') {
      if (at === AT_BLANK) at = AT_OPERATOR;
      else verbatim = false;
    }
    // A blank, an operator or a descriptor copy: the word in progress ends; an operator also ends the command.
    if (inWord) {
      if (braced && (quoted || (word !== '{' && word !== '{}'))) return undefined;
      braced = false;
      shown = endWord(n, shown, word, settledShown(show, quoted, tildeQuoted), quoted);
      WORDS[n++] = word;
      word = '';
      show = '';
      inWord = false;
      quoted = false;
      tildeOpen = false;
      tildeQuoted = false;
    }
    if (sep !== '' && n > 0) {
      // Past the general parse's bound it stops and marks the text (shell-parse.ts stopRead): its reading.
      if (count === MAX_READ_COMMANDS) return undefined;
      OUT[count++] = command(WORDS.slice(0, n), shown, sep, sepAt);
      n = 0;
      shown = undefined;
    }
  }
  if (inWord) {
    if (braced && (quoted || (word !== '{' && word !== '{}'))) return undefined;
    shown = endWord(n, shown, word, settledShown(show, quoted, tildeQuoted), quoted);
    WORDS[n++] = word;
  }
  if (n > 0 && count === MAX_READ_COMMANDS) return undefined;
  if (n > 0) OUT[count++] = command(WORDS.slice(0, n), shown, '', len);
  return {
    commands: OUT.slice(0, count),
    unreadable: false,
    plain: true,
    verbatim: verbatim && at === AT_WORD,
  };
}

/**
 * Files the display form of a finished word, settled (before the word itself is filed as WORDS[n]): `shown`
 * stays undefined while every word shows as itself, and becomes its own array at the first quoted one.
 */
function endWord(
  n: number,
  shown: string[] | undefined,
  word: string,
  shows: string,
  quoted: boolean,
): string[] | undefined {
  if (shown === undefined) {
    if (!quoted || shows === word) return undefined;
    shown = WORDS.slice(0, n);
  }
  shown.push(shows);
  return shown;
}

// A plain command has no redirection and no input text: every one shares these (never written).
const NO_REDIRECTS = Object.freeze([]) as unknown as SimpleCommand['redirects'];
const NO_STDIN = Object.freeze([]) as unknown as string[];

/** A command of `words`, shown as `shown`, or as the words themselves when no word was quoted. */
function command(words: string[], shown: string[] | undefined, sep: string, at: number): SimpleCommand {
  return {
    words,
    shown: shown ?? words,
    redirects: NO_REDIRECTS,
    sep,
    list: 0,
    stdin: NO_STDIN,
    at,
    literal: undefined,
    layersFor: undefined,
    layers: undefined,
    headFor: undefined,
    head: undefined,
    headKind: undefined,
    headBits: undefined,
  };
}

// plainParse's scratch lists (it does not re-enter itself). They hold the last plain parse's words and
// commands until overwritten, as its one-entry memo does.
const OUT: SimpleCommand[] = [];
const WORDS: string[] = [];

/**
 * Where the double quote opened before `from` closes, or -1 when it does not, or holds an escape or a
 * substitution (the general reader's).
 */
function plainDoubleQuoteEnd(text: string, from: number): number {
  for (let end = from; end < text.length; end++) {
    const c = text.charCodeAt(end);
    if (c === DQUOTE) return end;
    if (c === BSLASH || c === DOLLAR || c === BTICK) return -1;
  }
  return -1;
}

/**
 * The width of a descriptor copy at `pos` (`>&` then digits or `-`, or `<&-`, then a blank, an operator
 * or the end), or 0 when the text there is anything else.
 */
function descriptorCopy(text: string, pos: number): number {
  if (text.charCodeAt(pos + 1) !== AMP) return 0;
  let end = pos + 2;
  if (text.charCodeAt(end) === 45 /* - */) end++;
  // An input copy (`<&3`) is kept by the general parser (a shell may read code through it): its reading.
  else if (text.charCodeAt(pos) === LT) return 0;
  else while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  if (end === pos + 2) return 0;
  if (end < text.length) {
    const c = text.charCodeAt(end);
    if (!(c === SPACE || c === TAB || c === CR || c === NL || c === SEMI || c === AMP || c === PIPE))
      return 0;
  }
  return end - pos;
}
