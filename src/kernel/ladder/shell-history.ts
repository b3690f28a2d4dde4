// History expansion in keystrokes typed into an interactive shell (Codex's `write_stdin`): bash expands
// `!word`, `!!`, `!?x?` and a line's leading `^old^new` before it parses the line, running a command an
// earlier call ran. Which `!` it expands depends on the quoting as typed, which a rendering has dropped
// (`echo '!x'` renders `echo !x`), so the raw keystrokes are read here and a line is marked for the
// floor's history rule. Real `bash -i` is the oracle (test/redteam-floor-r21-history.test.ts).

import { lowerKey } from '../policy/lower.js';

/** What a rendering of keystrokes that expand history reads as: the floor's history rule refuses it. */
export const HISTORY_MARK = 'gate-history-expansion';

/**
 * A command word that runs what an earlier call ran (round 22: read by the shell reader, so a here-document
 * body's `!!` line is data): history (`!!`, `!-2`, `!3`, `!?x?`, `!$`, `^old^new`) for a persistent or
 * interactive shell, a job spec (`%1`, `%%`, `%+`, `%-`, `%?text`, a lone `%` with no operand).
 */
export function resumesEarlier(word: string, alone: boolean): boolean {
  const c = word.charCodeAt(0);
  if (c === 33 /* ! */ || c === 94 /* ^ */) return HISTORY_WORD.test(word);
  return c === 37 /* % */ && (JOB_WORD.test(word) || (word === '%' && alone));
}
const HISTORY_WORD = /^(?:!(?:!|-?\d|\?|\$)|\^[^\s^]*\^)/;
const JOB_WORD = /^%(?:\d+|[%+-]|\?\S+)$/;

/** Argument keys that carry keystrokes into a running shell (Codex's `write_stdin`). */
const KEYSTROKE_KEYS: ReadonlySet<string> = new Set(['chars']);

/** Whether an argument (the last step of its path) is keystrokes typed into an interactive shell. */
export function isKeystrokeArgument(path: readonly string[]): boolean {
  const last = path[path.length - 1];
  return last !== undefined && KEYSTROKE_KEYS.has(lowerKey(last));
}

/** Characters after which `#` starts a comment bash's history leaves alone (its word delimiters). */
const DELIMITERS = ' \t\n\r;&()|<>';
/** Characters after `!` that make it no history expansion (bash's history_no_expand_chars, and `(`). */
const NO_EXPAND = ' \t\n\r=(';

const PLAIN = 0;
const SINGLE = 1;
const DOUBLE = 2;
const ANSI_C = 3;
const COMMENT = 4;

/**
 * Whether bash, reading `text` as typed lines, expands history in it: a `!` outside single quotes, not
 * escaped, not `$!` or `${!`, not followed by a blank, `=`, `(`, the end, or inside double quotes by
 * `"`, not in a comment; or `^` first on a line. Bash asks two readers whether a `!` is quoted: its
 * history scanner, which takes `$'...'` for a plain single-quoted string, and its parser, which honours
 * the escapes in it (`$'\\' !x '` is quoted to the parser, `$'\\'' !x` to the scanner): a `!` live to
 * both is expanded (real bash the oracle). Each line starts unquoted (bash carries an open quote to the
 * next line; starting afresh reads more `!` as live: fail closed). A here-document's body, to its closing
 * line, is skipped: bash expands no history there (round 22, bash 5.2 the oracle); one with no closing
 * line is read as lines. Two passes.
 */
export function expandsHistory(text: string): boolean {
  const live = new Uint8Array(text.length);
  let any = false;
  scan(text, false, (i) => {
    live[i] = 1;
    any = true;
  });
  if (!any) return false;
  let both = false;
  scan(text, true, (i) => {
    if (live[i] === 1) both = true;
  });
  return both;
}

/** Calls `onLive` with each live `!` (or leading `^`) of `text`; `ansi`: `$'...'` honours its escapes. */
function scan(text: string, ansi: boolean, onLive: (at: number) => void): void {
  let state = PLAIN;
  let lineStart = true;
  // Here-documents the line opened: their bodies follow it, and bash expands no history there (round 22).
  const pending: Heredoc[] = [];
  let bodies = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\n' || c === '\r') {
      state = PLAIN;
      lineStart = true;
      if (pending.length > 0) {
        const end = bodiesEnd(text, i + 1, pending);
        pending.length = 0;
        // No closing line: not read as bodies, and no later search (one failed search keeps it linear).
        if (end < 0) bodies = false;
        else i = end - 1;
      }
      continue;
    }
    const first = lineStart;
    lineStart = false;
    if (state === COMMENT) continue;
    if (state === SINGLE) {
      if (c === "'") state = PLAIN;
      continue;
    }
    if (state === ANSI_C) {
      if (c === '\\' && !isLineEnd(text[i + 1])) i++;
      else if (c === "'") state = PLAIN;
      continue;
    }
    if (first && c === '^' && state === PLAIN) onLive(i);
    const next = text[i + 1];
    if (c === '\\') {
      // A backslash-newline still ends the line: bash reads the next one as typed afresh.
      if (!isLineEnd(next)) i++;
    } else if (c === '$') {
      if (next === '!') i++;
      else if (next === '{' && text[i + 2] === '!') i += 2;
      else if (next === "'" && state === PLAIN && ansi) {
        state = ANSI_C;
        i++;
      }
    } else if (c === '<' && next === '<' && state === PLAIN && bodies && text[i + 2] !== '<') {
      const doc = heredoc(text, i + 2);
      if (doc !== undefined) {
        pending.push(doc);
        i = doc.after - 1;
      } else i++;
    } else if (c === '"') state = state === DOUBLE ? PLAIN : DOUBLE;
    else if (c === "'" && state === PLAIN) state = SINGLE;
    else if (c === '#' && state === PLAIN && (i === 0 || DELIMITERS.includes(text[i - 1] as string)))
      state = COMMENT;
    else if (
      c === '!' &&
      next !== undefined &&
      !NO_EXPAND.includes(next) &&
      !(next === '"' && state === DOUBLE)
    )
      onLive(i);
  }
}

const isLineEnd = (c: string | undefined): boolean => c === undefined || c === '\n' || c === '\r';

/** A here-document's delimiter (quotes and backslashes removed), whether `<<-` strips tabs, where its word ends. */
interface Heredoc {
  word: string;
  dash: boolean;
  after: number;
}

/**
 * The here-document whose operator ends before `at`: `<<WORD`, `<<-WORD`, `<< 'WORD'`. A word must start
 * as a name or a quote does, so arithmetic's shift (`$((1<<2))`) opens none.
 */
function heredoc(text: string, at: number): Heredoc | undefined {
  let j = at;
  const dash = text[j] === '-';
  if (dash) j++;
  while (text[j] === ' ' || text[j] === '\t') j++;
  if (!/[A-Za-z_'"\\]/.test(text[j] ?? '')) return undefined;
  let word = '';
  let quote = '';
  for (; j < text.length; j++) {
    const c = text[j] as string;
    if (quote !== '') {
      if (c === quote) quote = '';
      else word += c;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') word += text[++j] ?? '';
    else if (HEREDOC_WORD_END.includes(c)) break;
    else word += c;
  }
  return word === '' ? undefined : { word, dash, after: j };
}
const HEREDOC_WORD_END = ' \t\n\r;&|()<>';

/**
 * Where the bodies of `docs`, in order from `from`, end: the index of the line end after the last one's
 * closing line (or the text's end); -1 when a body has no closing line.
 */
function bodiesEnd(text: string, from: number, docs: readonly Heredoc[]): number {
  let pos = from;
  for (const doc of docs) {
    for (;;) {
      if (pos > text.length) return -1;
      let end = text.indexOf('\n', pos);
      if (end < 0) end = text.length;
      let line = text.slice(pos, end);
      if (line.endsWith('\r')) line = line.slice(0, -1);
      if (doc.dash) line = line.replace(/^\t+/, '');
      pos = end + 1;
      if (line === doc.word) break;
    }
  }
  return Math.min(pos - 1, text.length);
}
