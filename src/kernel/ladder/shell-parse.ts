// A small POSIX/bash tokenizer for judging commands, not running them: words, redirections and the
// commands nested in `$(...)`, backticks and `<(...)`. One pass, linear in the text, no RegExp on input.
// (The npm shell-quote package was measured at 13-22 us per command here and splits `2>` and backticks
// into loose tokens; this is ~1 us and understands both.)

/** One simple command: its words (quotes removed) and its redirections. */
export interface SimpleCommand {
  words: string[];
  redirects: Redirect[];
}

/** A redirection: `>`, `>>`, `>|`, `&>`, `&>>`, `<>`, `>&` (to a file), `<`, `<&`. */
export interface Redirect {
  op: string;
  target: string;
}

/** Deeper nesting than this is read as plain text: no recursion an agent can drive into a stack overflow. */
const MAX_DEPTH = 32;

interface Cursor {
  text: string;
  pos: number;
  out: SimpleCommand[];
}

/** Every simple command in `text`, nested substitutions included (their order is not meaningful). */
export function tokenizeShell(text: string): SimpleCommand[] {
  const c: Cursor = { text, pos: 0, out: [] };
  parseList(c, -1, 0);
  return c.out;
}

const SPACE = 32;
const TAB = 9;
const CR = 13;
const NL = 10;
const HASH = 35;
const SQUOTE = 39;
const DQUOTE = 34;
const BSLASH = 92;
const DOLLAR = 36;
const BTICK = 96;
const SEMI = 59;
const AMP = 38;
const PIPE = 124;
const LPAREN = 40;
const RPAREN = 41;
const LT = 60;
const GT = 62;
const LBRACE = 123;

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

function isSpecial(ch: number): boolean {
  return ch < 128 && SPECIAL[ch] === 1;
}

interface Heredoc {
  delim: string;
  stripTabs: boolean;
}

/** One nesting level's command in progress (kept in an object, not closures: this is the hot loop). */
interface Level {
  cur: SimpleCommand;
  /** The redirection operator waiting for its word. */
  pendingOp: string | null;
  heredocs: Heredoc[];
}

/** Files a finished word: a command word, a redirection target or a heredoc delimiter. */
function endWord(lv: Level, word: string): void {
  const op = lv.pendingOp;
  if (op === null) lv.cur.words.push(word);
  else if (op === '<<' || op === '<<-') lv.heredocs.push({ delim: word, stripTabs: op === '<<-' });
  else if (op === '<<<') {
    // A here-string is input text, not a file.
  } else if (!((op === '>&' || op === '<&') && /^(?:\d+|-)$/.test(word))) {
    // `>&2` and `<&-` duplicate descriptors; only `>& file` names a file.
    lv.cur.redirects.push({ op: op === '>&' ? '&>' : op, target: word });
  }
  lv.pendingOp = null;
}

/** Ends the command in progress (its last word already filed). */
function endCommand(c: Cursor, lv: Level): void {
  const cur = lv.cur;
  // An empty command is dropped, and its object serves the next one.
  if (cur.words.length > 0 || cur.redirects.length > 0) {
    c.out.push(cur);
    lv.cur = { words: [], redirects: [] };
  }
  lv.pendingOp = null;
}

function nested(c: Cursor, close: number, depth: number): void {
  if (depth < MAX_DEPTH) parseList(c, close, depth + 1);
  else skipTo(c, close);
}

/** Parses commands until the `stop` character (`)` or a backtick) at this level, or the end of text. */
function parseList(c: Cursor, stop: number, depth: number): void {
  const { text } = c;
  const len = text.length;
  const lv: Level = { cur: { words: [], redirects: [] }, pendingOp: null, heredocs: [] };
  // The word in progress stays in locals; it is filed (endWord) when it ends.
  let word = '';
  let inWord = false;
  let quoted = false;

  while (c.pos < len) {
    const ch = text.charCodeAt(c.pos);
    if (ch === stop) {
      c.pos++;
      if (inWord) endWord(lv, word);
      endCommand(c, lv);
      return;
    }
    switch (ch) {
      case SPACE:
      case TAB:
      case CR:
        if (inWord) {
          endWord(lv, word);
          word = '';
          inWord = false;
          quoted = false;
        }
        c.pos++;
        break;
      case NL:
        if (inWord) {
          endWord(lv, word);
          word = '';
          inWord = false;
          quoted = false;
        }
        endCommand(c, lv);
        c.pos++;
        if (lv.heredocs.length > 0) skipHeredocs(c, lv.heredocs.splice(0));
        break;
      case HASH:
        if (inWord) {
          word += '#';
          c.pos++;
        } else {
          const nl = text.indexOf('\n', c.pos);
          c.pos = nl < 0 ? len : nl;
        }
        break;
      case SQUOTE: {
        const end = text.indexOf("'", c.pos + 1);
        const stopAt = end < 0 ? len : end;
        word += text.slice(c.pos + 1, stopAt);
        inWord = true;
        quoted = true;
        c.pos = stopAt + 1;
        break;
      }
      case DQUOTE:
        c.pos++;
        word += readDoubleQuoted(c, depth);
        inWord = true;
        quoted = true;
        break;
      case BSLASH:
        if (text.charCodeAt(c.pos + 1) === NL) {
          c.pos += 2;
        } else {
          word += text.charAt(c.pos + 1);
          inWord = true;
          quoted = true;
          c.pos += 2;
        }
        break;
      case DOLLAR:
        word += readDollar(c, depth, false);
        inWord = true;
        break;
      case BTICK:
        c.pos++;
        nested(c, BTICK, depth);
        inWord = true;
        break;
      case SEMI:
        if (inWord) {
          endWord(lv, word);
          word = '';
          inWord = false;
          quoted = false;
        }
        endCommand(c, lv);
        c.pos += text.charCodeAt(c.pos + 1) === SEMI || text.charCodeAt(c.pos + 1) === AMP ? 2 : 1;
        break;
      case AMP:
        if (inWord) {
          endWord(lv, word);
          word = '';
          inWord = false;
          quoted = false;
        }
        if (text.charCodeAt(c.pos + 1) === GT) {
          const append = text.charCodeAt(c.pos + 2) === GT;
          lv.pendingOp = append ? '&>>' : '&>';
          c.pos += append ? 3 : 2;
        } else {
          endCommand(c, lv);
          c.pos += text.charCodeAt(c.pos + 1) === AMP ? 2 : 1;
        }
        break;
      case PIPE:
        if (inWord) {
          endWord(lv, word);
          word = '';
          inWord = false;
          quoted = false;
        }
        endCommand(c, lv);
        c.pos += text.charCodeAt(c.pos + 1) === PIPE || text.charCodeAt(c.pos + 1) === AMP ? 2 : 1;
        break;
      case LPAREN:
      case RPAREN:
        if (inWord) {
          endWord(lv, word);
          word = '';
          inWord = false;
          quoted = false;
        }
        endCommand(c, lv);
        c.pos++;
        break;
      case LT:
      case GT: {
        if (text.charCodeAt(c.pos + 1) === LPAREN) {
          // Process substitution `<(cmd)` / `>(cmd)`: the command inside runs too.
          c.pos += 2;
          nested(c, RPAREN, depth);
          inWord = true;
          break;
        }
        // `2>file`: an unquoted run of digits just before the operator is a descriptor, not a word.
        if (inWord) {
          if (quoted || !isDigits(word)) endWord(lv, word);
          word = '';
          inWord = false;
          quoted = false;
        }
        lv.pendingOp = readRedirectOp(c);
        break;
      }
      default: {
        let end = c.pos + 1;
        // A `#` inside a word is literal; at a word's start it is a comment (handled above).
        while (end < len && !isSpecial(text.charCodeAt(end))) end++;
        word += text.slice(c.pos, end);
        inWord = true;
        c.pos = end;
      }
    }
  }
  if (inWord) endWord(lv, word);
  endCommand(c, lv);
}

/** `^\d+$` without a RegExp. */
function isDigits(word: string): boolean {
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

/** Reads a double-quoted run after its opening quote; substitutions inside still nest. */
function readDoubleQuoted(c: Cursor, depth: number): string {
  const { text } = c;
  let out = '';
  while (c.pos < text.length) {
    const ch = text.charCodeAt(c.pos);
    if (ch === DQUOTE) {
      c.pos++;
      return out;
    }
    if (ch === BSLASH) {
      const next = text.charAt(c.pos + 1);
      if (next === '"' || next === '\\' || next === '$' || next === '`') out += next;
      else if (next !== '\n') out += `\\${next}`;
      c.pos += 2;
    } else if (ch === DOLLAR) {
      out += readDollar(c, depth, true);
    } else if (ch === BTICK) {
      c.pos++;
      if (depth < MAX_DEPTH) parseList(c, BTICK, depth + 1);
      else skipTo(c, BTICK);
    } else {
      out += text.charAt(c.pos);
      c.pos++;
    }
  }
  return out;
}

/**
 * Reads from a `$`: `$(cmd)` nests (its value is unknown, so it reads as nothing), `$((...))` is
 * arithmetic, `$'...'` is an ANSI-C string, `${...}` and `$NAME` stay as written (paths see `$HOME`).
 */
function readDollar(c: Cursor, depth: number, inDoubleQuotes: boolean): string {
  const { text } = c;
  const next = text.charCodeAt(c.pos + 1);
  if (next === LPAREN) {
    if (text.charCodeAt(c.pos + 2) === LPAREN) {
      c.pos += 3;
      skipArithmetic(c);
      return '';
    }
    c.pos += 2;
    if (depth < MAX_DEPTH) parseList(c, RPAREN, depth + 1);
    else skipTo(c, RPAREN);
    return '';
  }
  if (next === LBRACE) {
    const end = text.indexOf('}', c.pos + 2);
    const stopAt = end < 0 ? text.length : end + 1;
    const raw = text.slice(c.pos, stopAt);
    c.pos = stopAt;
    return raw;
  }
  if (next === SQUOTE && !inDoubleQuotes) {
    c.pos += 2;
    return readAnsiC(c);
  }
  c.pos++;
  return '$';
}

const ANSI_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  e: '\x1b',
  a: '\x07',
};

/** `$'...'`: backslash escapes decoded, including `\xHH` and octal, so `$'\x2eenv'` reads `.env`. */
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
    const hex = esc === 'x' ? /^[0-9a-fA-F]{1,2}/.exec(text.slice(c.pos + 2, c.pos + 4)) : null;
    const oct = /^[0-7]{1,3}/.exec(text.slice(c.pos + 1, c.pos + 4));
    if (hex) {
      out += String.fromCharCode(Number.parseInt(hex[0], 16));
      c.pos += 2 + hex[0].length;
    } else if (oct) {
      out += String.fromCharCode(Number.parseInt(oct[0], 8));
      c.pos += 1 + oct[0].length;
    } else {
      out += ANSI_ESCAPES[esc] ?? esc;
      c.pos += 2;
    }
  }
  return out;
}

function skipArithmetic(c: Cursor): void {
  let open = 2;
  while (c.pos < c.text.length && open > 0) {
    const ch = c.text.charCodeAt(c.pos);
    if (ch === LPAREN) open++;
    else if (ch === RPAREN) open--;
    c.pos++;
  }
}

/** Past the nesting limit: skip to the closing character, counting nothing (text only, no commands). */
function skipTo(c: Cursor, close: number): void {
  const end = c.text.indexOf(String.fromCharCode(close), c.pos);
  c.pos = end < 0 ? c.text.length : end + 1;
}

function skipHeredocs(c: Cursor, docs: { delim: string; stripTabs: boolean }[]): void {
  const { text } = c;
  for (const doc of docs) {
    while (c.pos < text.length) {
      const nl = text.indexOf('\n', c.pos);
      const lineEnd = nl < 0 ? text.length : nl;
      let line = text.slice(c.pos, lineEnd);
      if (doc.stripTabs) line = line.replace(/^\t+/, '');
      c.pos = lineEnd + 1;
      if (line === doc.delim) break;
    }
  }
}
