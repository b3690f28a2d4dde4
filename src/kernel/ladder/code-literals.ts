// Round 75 (docs/floor.md "Round 75 (rt-literals-r75)"): one left-to-right scanner per code language family that
// reads where inline code's literals, comments and regular expressions start and end as that interpreter does.

import { decodeEscapes, reEscaped } from './code-escapes.js';
import { INTERPRETER_LANGUAGES } from './shell-vocabulary.js';

/** A span of code as the scanner read it; `closed` false only where the text ended inside it (then unseen). */
export interface CodeSpan {
  kind: 'code' | 'literal' | 'comment' | 'regex';
  start: number;
  end: number;
  closed: boolean;
}

/**
 * The code in one spelling every literal reader reads as the language does: each literal a `"`, `'` or backquote
 * literal that STRING_LITERAL (shell-option-scripts.ts) closes where the interpreter closes it, a comment
 * blanked, a regular expression's quote marks read as no quote. `unseen` names what the scanner could not read.
 */
export interface CodeReading {
  text: string;
  spans: CodeSpan[];
  unseen: string | undefined;
  /**
   * A regular expression or Ruby literal holding a quote mark was read where the language's grammar leaves a
   * guess (`x /"/`, `puts ?"`): the code is then read as written too (STRING_LITERAL's reading), both refusing.
   */
  ambiguous: boolean;
}

/** A language family: the scanner's rules for it. */
interface Family {
  /** `#` to the line's end is a comment. */
  hash: boolean;
  /** `//` to the line's end and `/* .. *\/` are comments. */
  slashes: boolean;
  /** Lua's `--` comment and its long brackets (`[[..]]`, `--[==[..]==]`). */
  lua: boolean;
  /** Python's triple quotes and f-strings' replacement fields. */
  python: boolean;
  /** Triple-quoted strings (`""".."""`: Python, Groovy, Kotlin, Scala). */
  triple: boolean;
  /** Lisp: `;` comments, `#| .. |#`, `'` a quote form (no literal), `?c` and `#\\c` characters. */
  lisp: boolean;
  /** Haskell: `--` comments, `{- .. -}`, `'` a character literal or a name's prime (`foldl'`). */
  haskell: boolean;
  /** A `/` where an operand is expected opens a regular expression. */
  regex: boolean;
  /** JavaScript's template literal with `${..}` code. */
  template: boolean;
  /** Ruby's `#{..}` in double quotes and backquotes, `?c`, `%q(..)`-style literals. */
  ruby: boolean;
  /** Perl's quote-like operators (`q{..}`, `qq`, `qw`, `qx`, `m`, `qr`, `s`, `tr`, `y`) and `$#`. */
  perl: boolean;
  /** PHP's heredoc and nowdoc (`<<<EOT`, `<<<'EOT'`). */
  heredoc: boolean;
  /** Ruby's and Perl's heredocs (`<<~E`, `<<"E"`), `=begin`/`=end` and POD; JavaScript's `<!--` and `-->`. */
  lineForms: boolean;
  /** R's raw strings (`r"(..)"`, `R"-[..]-"`). */
  rawR: boolean;
  /** Backquotes take backslash escapes (a command in Ruby, Perl, PHP; a template in JavaScript). */
  backquoteEscapes: boolean;
  /**
   * PowerShell read for the POSIX shell reader (shell.ts scriptsOf): `#` at a token's start and `<# .. #>`
   * comments, `'it''s'`, `"a`"b"` and here-strings (`@'..'@`), each literal rendered in a shell's quotes.
   */
  powershell: boolean;
  /** Round 76: the escape table (code-escapes.ts) of its `"` and backquote literals; '' none read here. */
  escapes: string;
  /** Round 76: its `'` literal takes `\\` and `\'` only (Ruby, Perl, PHP); else the `"` table. */
  singles: boolean;
}

const NONE: Family = {
  hash: false,
  slashes: false,
  lua: false,
  python: false,
  triple: false,
  lisp: false,
  haskell: false,
  regex: false,
  template: false,
  ruby: false,
  perl: false,
  heredoc: false,
  lineForms: false,
  rawR: false,
  backquoteEscapes: false,
  powershell: false,
  escapes: '',
  singles: false,
};

/** Each `lang` the inline-code readers name (shell-option-scripts.ts codeScripts), its family. */
const FAMILIES: ReadonlyMap<string, Family> = new Map([
  ['python', { ...NONE, hash: true, python: true, triple: true, escapes: 'python' }],
  // Round 75: the other one-liner languages (shell-option-scripts.ts EXTRACTS), by their comments and quotes.
  ['c', { ...NONE, slashes: true, triple: true }],
  ['hash', { ...NONE, hash: true, triple: true }],
  ['lisp', { ...NONE, lisp: true }],
  ['haskell', { ...NONE, haskell: true }],
  [
    'node',
    {
      ...NONE,
      slashes: true,
      regex: true,
      template: true,
      lineForms: true,
      backquoteEscapes: true,
      escapes: 'js',
    },
  ],
  [
    'ruby',
    {
      ...NONE,
      hash: true,
      regex: true,
      ruby: true,
      lineForms: true,
      backquoteEscapes: true,
      escapes: 'ruby',
      singles: true,
    },
  ],
  [
    'perl',
    {
      ...NONE,
      hash: true,
      regex: true,
      perl: true,
      lineForms: true,
      backquoteEscapes: true,
      escapes: 'perl',
      singles: true,
    },
  ],
  [
    'php',
    {
      ...NONE,
      hash: true,
      slashes: true,
      heredoc: true,
      backquoteEscapes: true,
      escapes: 'php',
      singles: true,
    },
  ],
  ['lua', { ...NONE, lua: true, escapes: 'lua' }],
  ['r', { ...NONE, hash: true, rawR: true }],
  ['awk', { ...NONE, hash: true, regex: true }],
  ['powershell', { ...NONE, powershell: true }],
]);

/** A program's inline-code language ('' none known: STRING_LITERAL's reading). */
export const codeLanguageOf = (program: string): string => INTERPRETER_LANGUAGES.get(program) ?? '';

/** Interpolated code (`${..}`, `#{..}`, an f-string's `{..}`) nested deeper than this is unreadable. */
const MAX_NESTING = 8;
/** Words after which a `/` opens a regular expression, not a division. */
const KEYWORDS = new Set(
  'return typeof instanceof in of new delete void throw case do else yield await and or not if unless elsif while until when split grep map join print push unshift'.split(
    ' ',
  ),
);
const QUOTES = '"\'`';
/** JavaScript's statements whose parenthesised head a statement follows. */
const CONTROL: ReadonlySet<string> = new Set(['if', 'while', 'for', 'with']);
const isWord = (c: string | undefined): boolean => c !== undefined && /[\w$]/.test(c);
const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';
const hasQuote = (s: string): boolean => /["'`]/.test(s);
const CLOSER: ReadonlyMap<string, string> = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['<', '>'],
]);

/** Whether `lang` has a scanner; the others keep STRING_LITERAL's reading (a quote with backslash escapes). */
export const scannedLanguage = (lang: string): boolean => FAMILIES.has(lang);

/**
 * Round 75: read `text` as `lang`'s interpreter reads its literals, one pass, linear in the text (each character
 * read once per nesting level, at most MAX_NESTING). A language without a family comes back as given.
 */
export function readCode(text: string, lang: string): CodeReading {
  const family = FAMILIES.get(lang);
  if (family === undefined) return { text, spans: [], unseen: undefined, ambiguous: false };
  const s = new Scanner(text, family);
  const rendered = s.code(0);
  if (s.skipFrom >= 0) s.fail('unclosed literal');
  const unseen = s.unseen;
  return { text: unseen === undefined ? rendered : '', spans: s.spans, unseen, ambiguous: s.ambiguous };
}

/**
 * A literal's body written inside `"`: its `"` escaped, a backslash kept (or doubled where the language reads it as
 * itself); with `tick`, a backquote as `\x60`, its value, so no reader takes a string's backquote for a shell call.
 */
function quoted(body: string, backslashIsText: boolean, tick = false): string {
  let out = '"';
  for (let k = 0; k < body.length; k++) {
    const c = body[k] as string;
    if (c === '\\' && !backslashIsText && k + 1 < body.length) {
      const next = body[k + 1] as string;
      // A backslash before a line's end continues the line: no character.
      if (tick && next === '`') out += TICK;
      else if (next !== '\n' && next !== '\r') out += c + next;
      k++;
    } else if (c === '\\') out += '\\\\';
    else if (c === '"') out += '\\"';
    else if (c === '`' && tick) out += TICK;
    else out += c;
  }
  return `${out}"`;
}

/** A backquote inside a JavaScript string's rendering: its escape (asGiven reads it back as a backquote). */
const TICK = '\\x60';
/** A code that is one string literal and nothing else (`"a"`, `'b'`). */
const ONE_LITERAL = /^(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')$/;
/** The tag that makes a JavaScript template a string whose backslashes are text. */
const RAW_TAG = /\bString\s*\.\s*raw\s*$/;

/** A value in a POSIX shell's single quotes (`'` as `'\\''`). */
const shellSingle = (value: string): string => `'${value.replaceAll("'", "'\\''")}'`;

/** A regular expression's text with its quote marks read as no quote (they match text, they open nothing). */
const unquoted = (s: string): string => s.replace(/["'`]/g, '.');

class Scanner {
  i = 0;
  spans: CodeSpan[] = [];
  unseen: string | undefined;
  ambiguous = false;
  /** Whether the construct being read was read by a guess (CodeReading.ambiguous). */
  guessing = false;
  /** A heredoc's body: where it starts (the line after its marker) and the index past its closing line. */
  skipFrom = -1;
  skipTo = -1;
  /** JavaScript: the last untagged template read, its rendering, text parts and holes' code (heldText). */
  template: { rendered: string; parts: readonly string[]; codes: readonly string[] } | undefined;
  constructor(
    readonly t: string,
    readonly f: Family,
  ) {}

  fail(reason: string): string {
    this.unseen ??= reason;
    this.i = this.t.length;
    return '';
  }

  /**
   * Round 76: a literal's body as the language hands it on (`table`, code-escapes.ts), written in `q` for the
   * literal readers; an escape the table cannot read exactly leaves the code unseen, never read as written.
   */
  decoded(body: string, table: string, q: string, close = q): string {
    const read = decodeEscapes(body, table, close);
    if (read.unread !== undefined) return this.fail(`unreadable escape: ${read.unread}`);
    // A command literal (Ruby's, Perl's, PHP's backquote) holding a backquote: as before, unseen.
    if (q === '`' && read.text.includes('`')) return this.fail('escaped backquote');
    return reEscaped(read.text, q, this.f.template);
  }

  /** Code to the text's end, or (inside an interpolation) to the `close` (`}`, `)`) that closes it, left unread. */
  code(depth: number, close = ''): string {
    const opener = close === ')' ? '(' : '{';
    const t = this.t;
    const parts: string[] = [];
    let from = this.i;
    let braces = 0;
    let operand = false;
    // JavaScript: each open `(`, whether it follows `if`, `while`, `for` or `with` (after its `)` a `/` opens a
    // regular expression: `if (x) /re/.test(y)`).
    const control: boolean[] = [];
    let word = '';
    while (this.i < t.length && this.unseen === undefined) {
      const at = this.i;
      const c = t[at] as string;
      if (this.skipFrom >= 0 && at >= this.skipFrom) {
        // A heredoc's body, read at its marker: skipped (a construct that ran into it is unread).
        if (at > this.skipFrom) return this.fail('heredoc');
        parts.push(t.slice(from, at));
        this.i = this.skipTo;
        from = this.i;
        this.skipFrom = -1;
        continue;
      }
      if (isBlank(c)) {
        this.i++;
        continue;
      }
      if (isWord(c)) {
        let end = at + 1;
        while (end < t.length && isWord(t[end])) end++;
        word = t.slice(at, end);
        this.i = end;
        if (
          this.f.perl &&
          /^(?:q[qwxr]?|m|s|tr|y)$/.test(word) &&
          this.perlQuoteLike(word, at, depth, parts, from)
        ) {
          from = this.i;
          operand = true;
          continue;
        }
        operand = !KEYWORDS.has(word);
        continue;
      }
      const after = word;
      word = '';
      // A postfix `++` or `--` leaves an operand (`x++ / 2` divides).
      if (this.f.regex && operand && (c === '+' || c === '-') && t[at + 1] === c) {
        this.i = at + 2;
        continue;
      }
      const rendered = this.construct(c, at, depth, operand);
      if (rendered !== undefined) {
        parts.push(t.slice(from, at), rendered);
        from = this.i;
        if (rendered.trim() !== '') operand = true;
        continue;
      }
      this.i++;
      if (c === opener) braces++;
      else if (c === (close === '' ? '}' : close)) {
        if (close !== '' && braces === 0) {
          this.i = at;
          break;
        }
        braces--;
      }
      operand = c === ')' || c === ']' || (c === '}' && !this.f.template);
      if (this.f.template && c === '(') control.push(CONTROL.has(after));
      else if (this.f.template && c === ')' && control.pop() === true) operand = false;
    }
    if (this.unseen !== undefined) return '';
    parts.push(t.slice(from, this.i));
    this.spans.push({ kind: 'code', start: from, end: this.i, closed: true });
    return parts.join('');
  }

  /** A literal, comment or regular expression opening at `at`: its rendering, `this.i` past it; else undefined. */
  construct(c: string, at: number, depth: number, operand: boolean): string | undefined {
    const t = this.t;
    const f = this.f;
    const next = t[at + 1];
    if (f.powershell) return this.powershell(c, at, depth);
    if (f.lisp || f.haskell) return this.lispOrHaskell(c, at, depth);
    if (f.hash && c === '#') {
      // Perl's `$#array` and `$#{..}` are code; PHP 8's `#[..]` an attribute (PHP 7's comment): unread.
      if (f.perl && t[at - 1] === '$') return undefined;
      if (f.heredoc && next === '[') return this.fail('php attribute');
      return this.lineComment(at);
    }
    if (f.slashes && c === '/' && next === '/') return this.lineComment(at);
    if (f.slashes && c === '/' && next === '*') {
      const end = t.indexOf('*/', at + 2);
      if (end < 0) return this.fail('unclosed comment');
      return this.comment(at, end + 2);
    }
    if (f.lua && c === '-' && next === '-') {
      const long = /^\[(=*)\[/.exec(t.slice(at + 2, at + 2 + 66));
      if (long === null) return this.lineComment(at);
      const close = `]${long[1]}]`;
      const end = t.indexOf(close, at + 2 + long[0].length);
      if (end < 0) return this.fail('unclosed comment');
      return this.comment(at, end + close.length);
    }
    if (f.lua && c === '[' && (next === '[' || next === '=')) {
      const long = /^\[(=*)\[/.exec(t.slice(at, at + 66));
      if (long === null) return undefined;
      const close = `]${long[1]}]`;
      const end = t.indexOf(close, at + long[0].length);
      if (end < 0) return this.fail('unclosed literal');
      return this.literal(at, end + close.length, t.slice(at + long[0].length, end), true);
    }
    if (f.rawR && (c === '"' || c === "'") && /[rR]/.test(t[at - 1] ?? '') && !isWord(t[at - 2]))
      return this.rawR(c, at);
    if (c === '"' || c === "'" || c === '`') return this.quote(c, at, depth, operand);
    if (f.lineForms) {
      const read = this.lineForm(c, at, operand);
      if (read !== undefined) return read;
    }
    // Ruby reads `puts ?"`, `puts %q(..)`, `puts /re/` (a blank before, none after) as an argument's literal.
    const argument =
      f.ruby && operand && isBlank(t[at - 1]) && next !== undefined && !isBlank(next) && next !== '=';
    if (argument) operand = false;
    // A guess: Ruby's argument, or a `/` after a `}` (a block's end, or an object's before a division).
    let before = at - 1;
    while (isBlank(t[before])) before--;
    this.guessing = argument || t[before] === '}';
    if (
      f.ruby &&
      c === '?' &&
      !operand &&
      next !== undefined &&
      QUOTES.includes(next) &&
      !isWord(t[at + 2])
    ) {
      this.i = at + 2;
      this.spans.push({ kind: 'literal', start: at, end: at + 2, closed: true });
      if (this.guessing) this.ambiguous = true;
      return quoted(next, true);
    }
    if (f.ruby && c === '%' && !operand) return this.rubyPercent(at);
    if (f.regex && c === '/' && !operand) return this.regex(at);
    if (f.heredoc && c === '<' && t.startsWith('<<<', at)) return this.phpHeredoc(at);
    return undefined;
  }

  lineComment(at: number): string {
    let end = at;
    while (end < this.t.length && this.t[end] !== '\n' && this.t[end] !== '\r') end++;
    return this.comment(at, end);
  }

  comment(at: number, end: number): string {
    this.i = end;
    this.spans.push({ kind: 'comment', start: at, end, closed: true });
    // Blanked, its line ends kept: what a comment holds neither runs nor opens a literal.
    return this.t.slice(at, end).replace(/[^\n\r]+/g, ' ');
  }

  literal(at: number, end: number, body: string, backslashIsText: boolean): string {
    this.i = end;
    this.spans.push({ kind: 'literal', start: at, end, closed: true });
    if (!backslashIsText && this.f.escapes !== '' && body.includes('\\'))
      return this.decoded(body, this.f.escapes, '"');
    return hasQuote(body) || body.includes('\\') ? quoted(body, backslashIsText) : `"${body}"`;
  }

  /** A quote's literal: to its closing quote, escapes and interpolated code read as the language reads them. */
  quote(q: string, at: number, depth: number, operand = false): string {
    const t = this.t;
    const f = this.f;
    // JavaScript (round 76): a template after an operand is a call of its tag (zx's `$\`..\``: a command line);
    // `String.raw\`..\`` and an untagged template are strings.
    const template = f.template && q === '`';
    const raw = template && operand && RAW_TAG.test(t.slice(Math.max(0, at - 40), at));
    const tagged = template && operand && !raw;
    const triple = f.triple && q !== '`' && t.startsWith(q.repeat(3), at);
    const open = triple ? 3 : 1;
    // Python's prefix (`f`, `rb`, `Rf`): an f-string's `{..}` is code.
    const given = f.python ? /[rRbBuUfF]{1,2}$/.exec(t.slice(Math.max(0, at - 2), at))?.[0] : undefined;
    const prefix = given !== undefined && !isWord(t[at - given.length - 1]) ? given : undefined;
    const fString = prefix !== undefined && /[fF]/.test(prefix);
    const escapes = q !== '`' || f.backquoteEscapes;
    // Round 76: the table its escapes are read with: Python's raw strings none, its bytes no `\u`, `\N`.
    const table =
      !escapes || f.escapes === '' || (prefix !== undefined && /[rR]/.test(prefix))
        ? ''
        : q === "'" && f.singles
          ? 'single'
          : prefix !== undefined && /[bB]/.test(prefix)
            ? 'pythonBytes'
            : f.escapes;
    const interpolates = fString
      ? '{'
      : f.template && q === '`'
        ? '${'
        : f.ruby && (q === '"' || q === '`')
          ? '#{'
          : undefined;
    const pieces: string[] = [];
    const codes: string[] = [];
    let piece = '';
    let k = at + open;
    for (;;) {
      if (k >= t.length) {
        this.spans.push({ kind: 'literal', start: at, end: t.length, closed: false });
        return this.fail('unclosed literal');
      }
      const c = t[k] as string;
      if (c === '\\' && escapes) {
        piece += t.slice(k, k + 2);
        k += 2;
        continue;
      }
      if (c === q && (!triple || t.startsWith(q.repeat(3), k))) break;
      if (interpolates !== undefined && t.startsWith(interpolates, k)) {
        if (fString && t[k + 1] === '{') {
          piece += '{{';
          k += 2;
          continue;
        }
        if (depth + 1 > MAX_NESTING) return this.fail('nested interpolation');
        this.i = k + interpolates.length;
        const code = this.code(depth + 1, '}');
        if (this.unseen !== undefined) return '';
        if (t[this.i] !== '}') return this.fail('unclosed interpolation');
        k = this.i + 1;
        // JavaScript: a hole that is a string or a template is text joined to the parts (`~${"/.bashrc"}`).
        const held = template && !raw && !tagged ? this.heldText(code.trim()) : undefined;
        if (held !== undefined) {
          piece += held.parts[0];
          for (let n = 0; n < held.codes.length; n++) {
            pieces.push(piece);
            codes.push(held.codes[n] as string);
            piece = held.parts[n + 1] as string;
          }
          continue;
        }
        pieces.push(piece);
        codes.push(code);
        piece = '';
        continue;
      }
      piece += c;
      k++;
    }
    const end = k + open;
    this.i = end;
    this.spans.push({ kind: 'literal', start: at, end, closed: true });
    const body = t.slice(at + open, k);
    if (template || (f.template && body.includes('`')))
      return this.jsLiteral(q, body, pieces, piece, codes, raw, tagged);
    if (codes.length === 0 || !codes.some(hasQuote)) {
      // Round 76: escapes read as the language reads them, written in the literal's own quote.
      // A raw string's backslashes are text: doubled, so no reader decodes them (`r"\x75"` is four characters).
      if (prefix !== undefined && /[rR]/.test(prefix) && body.includes('\\'))
        return reEscaped(body, triple ? '"' : q);
      if (table !== '' && body.includes('\\')) {
        if (q === '`' && !f.template && body.includes('\\`')) return this.fail('escaped backquote');
        return this.decoded(body, table, triple ? '"' : q);
      }
      // The interpolations hold no quote: the literal as written (the joined-head readers read `${x}`, `#{x}`, `{x}`).
      if (!triple && !(q === '`' && body.includes('\\`')) && !/\\[\n\r]/.test(body)) return t.slice(at, end);
      if (q === '`' && f.backquoteEscapes && !f.template) return this.fail('escaped backquote');
      return quoted(body, false);
    }
    // Interpolated code holding a literal: the pieces and the code joined, each read as what it is.
    if (q === '`' && !f.template) return this.fail('interpolated command');
    pieces.push(piece);
    const text = (p: string): string => (table === '' ? quoted(p, false) : this.decoded(p, table, '"'));
    const joined = pieces
      .map((p, n) => (n < codes.length ? `${text(p)} + (${codes[n]}) + ` : text(p)))
      .join('');
    return this.unseen === undefined ? joined : '';
  }

  /**
   * Round 76: a JavaScript literal rendered as the language reads it. A string (quotes, an untagged template,
   * `String.raw`) in `"`, its backquotes escaped; a template's `${..}` holes as code joined to its parts, `"a" +
   * (code) + "b"`. A tagged template is a call of its tag with a command line (zx's `$`): a backquote literal of
   * its text, each hole's code read after it; one whose text holds a backquote is unseen.
   */
  jsLiteral(
    q: string,
    body: string,
    pieces: string[],
    last: string,
    codes: string[],
    raw: boolean,
    tagged: boolean,
  ): string {
    if (tagged) {
      if (body.includes('`') || codes.some((c) => c.includes('`')))
        return this.fail('tagged template holding a backquote');
      return `\`${body}\`${codes.map((c) => ` + (${c})`).join('')}`;
    }
    if (q !== '`') return this.decoded(body, 'js', '"');
    const parts = [...pieces, last];
    const text = (p: string): string => (raw ? quoted(p, true, true) : this.decoded(p, 'js', '"'));
    // An empty last part is left out: `"ls " + (x)`, as the joined-head readers read a join (round 72).
    const rendered = parts
      .map((p, n) =>
        n < codes.length
          ? `${text(p)} + (${codes[n]})${n + 1 === codes.length && parts[n + 1] === '' ? '' : ' + '}`
          : p === '' && n > 0
            ? ''
            : text(p),
      )
      .join('');
    if (this.unseen !== undefined) return '';
    if (!raw) this.template = { rendered, parts, codes };
    return rendered;
  }

  /** A template's hole whose code is one string literal or template (its parts and holes), else undefined. */
  heldText(code: string): { parts: readonly string[]; codes: readonly string[] } | undefined {
    if (this.template?.rendered === code) return this.template;
    return ONE_LITERAL.test(code) ? { parts: [code.slice(1, -1)], codes: [] } : undefined;
  }

  /** A regular expression where an operand is expected (`/"/`, `x =~ /'/`): to its closing `/` on its line. */
  regex(at: number): string {
    const t = this.t;
    let k = at + 1;
    let klass = false;
    while (k < t.length && t[k] !== '\n' && t[k] !== '\r') {
      const c = t[k];
      if (c === '\\') k++;
      else if (c === '[') klass = true;
      else if (c === ']') klass = false;
      else if (c === '/' && !klass) break;
      k++;
    }
    if (k >= t.length || t[k] !== '/') return this.fail('unclosed regular expression');
    k++;
    while (k < t.length && /[a-z]/.test(t[k] as string)) k++;
    this.i = k;
    this.spans.push({ kind: 'regex', start: at, end: k, closed: true });
    if (this.guessing && hasQuote(t.slice(at, k))) this.ambiguous = true;
    return unquoted(t.slice(at, k));
  }

  /** A body from `open` (just past its delimiter `d`) to its closing delimiter, brackets nesting; -1: unclosed. */
  delimited(open: number, d: string): number {
    const t = this.t;
    const close = CLOSER.get(d) ?? d;
    let nest = 0;
    for (let k = open; k < t.length; k++) {
      const c = t[k];
      if (c === '\\') k++;
      else if (c === close && nest === 0) return k;
      else if (c === close) nest--;
      else if (c === d && close !== d) nest++;
    }
    return -1;
  }

  /**
   * Perl's quote-like operator at `at` (`word` read): its bodies read by their delimiters; rendered as a literal
   * STRING_LITERAL reads where a body holds a quote mark. False where the word is no operator (`$s`, `y => 1`).
   */
  perlQuoteLike(word: string, at: number, depth: number, parts: string[], from: number): boolean {
    const t = this.t;
    const before = t[at - 1];
    if (before !== undefined && /[$@%&*\-:>]/.test(before) && !(before === '>' && t[at - 2] !== '-'))
      return false;
    let k = at + word.length;
    while (k < t.length && (t[k] === ' ' || t[k] === '\t')) k++;
    const d = t[k];
    if (
      d === undefined ||
      isWord(d) ||
      isBlank(d) ||
      '=,;)]}'.includes(d) ||
      (d === '#' && k > at + word.length)
    )
      return false;
    const end1 = this.delimited(k + 1, d);
    if (end1 < 0) {
      this.fail('unclosed literal');
      return true;
    }
    const bodies = [t.slice(k + 1, end1)];
    let end = end1 + 1;
    if (word === 's' || word === 'tr' || word === 'y') {
      let open = end1;
      if (CLOSER.has(d)) {
        open = end;
        while (open < t.length && isBlank(t[open])) open++;
      }
      const d2 = CLOSER.has(d) ? (t[open] ?? '') : d;
      const end2 = d2 === '' ? -1 : this.delimited(open + 1, d2);
      if (end2 < 0) {
        this.fail('unclosed literal');
        return true;
      }
      bodies.push(t.slice(open + 1, end2));
      end = end2 + 1;
    }
    const flagsAt = end;
    while (end < t.length && /[a-z]/.test(t[end] as string)) end++;
    const flags = t.slice(flagsAt, end);
    this.i = end;
    this.spans.push({
      kind: word === 'q' || word === 'qq' || word === 'qx' || word === 'qw' ? 'literal' : 'regex',
      start: at,
      end,
      closed: true,
    });
    let rendered: string;
    if (word === 's' && flags.includes('e')) {
      // `s/../CODE/e`: the replacement is code, read as code.
      const inner = new Scanner(bodies[1] as string, this.f);
      const code = depth + 1 > MAX_NESTING ? '' : inner.code(depth + 1);
      if (depth + 1 > MAX_NESTING || inner.unseen !== undefined) {
        this.fail(inner.unseen ?? 'nested interpolation');
        return true;
      }
      rendered = `s{${unquoted(bodies[0] as string)}}{${code}}${flags}`;
    }
    // A string, a command or a word list is rendered in one spelling whatever its delimiter (round 75, lead:
    // `system q.sudo id.` and `qx.sudo id.` were read as no literal and no command).
    // Round 76: `q` takes `\\` and its delimiter only; `qq` Perl's double-quote escapes.
    else if (word === 'q' || word === 'qq') {
      rendered = this.decoded(bodies[0] as string, word === 'q' ? 'single' : 'perl', '"', CLOSER.get(d) ?? d);
      if (this.unseen !== undefined) return true;
    } else if (word === 'qx' && (bodies[0] as string).includes('\\')) {
      // Round 76: its escapes read as Perl's double quotes (`qx'..'` none).
      rendered = this.decoded(bodies[0] as string, d === "'" ? '' : 'perl', '`');
      if (this.unseen !== undefined) return true;
    } else if (word === 'qx' && !(bodies[0] as string).includes('`')) rendered = `\`${bodies[0]}\``;
    else if (word === 'qw' && !hasQuote(bodies[0] as string)) {
      // Its words as a call's arguments read them (`system("git", qw(-C d status))` flattens the list).
      const words = (bodies[0] as string).split(/\s+/).filter((w) => w !== '');
      rendered = words.length === 0 ? '()' : words.map((w) => quoted(w, true)).join(', ');
    } else if (!bodies.some(hasQuote)) rendered = t.slice(at, end);
    else if (word === 'qx' || word === 'qw') {
      this.fail(`perl ${word} holding a quote`);
      return true;
    } else rendered = unquoted(t.slice(at, end));
    parts.push(t.slice(from, at), rendered);
    return true;
  }

  /** Ruby's `%q(..)`, `%Q`, `%w`, `%W`, `%i`, `%I`, `%x`, `%r`, `%s`, `%(..)` where an operand is expected. */
  rubyPercent(at: number): string | undefined {
    const t = this.t;
    const kind = /[qQwWiIxrs]/.test(t[at + 1] ?? '') ? (t[at + 1] as string) : '';
    const d = t[at + 1 + kind.length];
    if (d === undefined || isWord(d) || isBlank(d) || d === '=') return undefined;
    const open = at + 2 + kind.length;
    const close = this.delimited(open, d);
    if (close < 0) return this.fail('unclosed literal');
    const body = t.slice(open, close);
    this.i = close + 1;
    if (kind === 'r') while (this.i < t.length && /[a-z]/.test(t[this.i] as string)) this.i++;
    this.spans.push({ kind: kind === 'r' ? 'regex' : 'literal', start: at, end: this.i, closed: true });
    // Round 76: a string's or command's escapes read as Ruby reads them (`%q` its `\\` and delimiter only).
    if (body.includes('\\') && /^[qQx]?$/.test(kind)) {
      if (this.guessing && hasQuote(body)) this.ambiguous = true;
      return this.decoded(
        body,
        kind === 'q' ? 'single' : 'ruby',
        kind === 'x' ? '`' : '"',
        CLOSER.get(d) ?? d,
      );
    }
    if (!hasQuote(body)) return t.slice(at, this.i);
    if (this.guessing) this.ambiguous = true;
    if (kind === '' || kind === 'q' || kind === 'Q') return quoted(body, false);
    if (kind === 'x' && !body.includes('`')) return `\`${body}\``;
    if (kind === 'r' || kind === 's') return unquoted(t.slice(at, this.i));
    return this.fail(`ruby %${kind} holding a quote`);
  }

  /** PowerShell's comment or literal at `at`, a literal rendered in the POSIX shell's quotes. */
  powershell(c: string, at: number, depth: number): string | undefined {
    const t = this.t;
    const next = t[at + 1];
    if (c === '<' && next === '#') {
      const end = t.indexOf('#>', at + 2);
      return end < 0 ? this.fail('unclosed comment') : this.comment(at, end + 2);
    }
    // `#` opens a comment at a token's start only (`a#b` is one word).
    if (c === '#')
      return at === 0 || /[\s;|(){}&]/.test(t[at - 1] as string) ? this.lineComment(at) : undefined;
    const here =
      c === '@' && (next === "'" || next === '"') ? /^[ \t]*\r?\n/.exec(t.slice(at + 2, at + 66)) : null;
    if (here !== null) {
      const open = at + 2 + here[0].length;
      const end = t.indexOf(`\n${next}@`, open - 1);
      if (end < 0) return this.fail('unclosed literal');
      this.spans.push({ kind: 'literal', start: at, end: end + 3, closed: true });
      const rendered =
        next === "'" ? shellSingle(t.slice(open, Math.max(open, end))) : this.psDouble(open, end, depth);
      this.i = end + 3;
      return rendered;
    }
    if (c === "'") {
      let value = '';
      let k = at + 1;
      for (;;) {
        if (k >= t.length) return this.fail('unclosed literal');
        if (t[k] === "'" && t[k + 1] !== "'") break;
        value += t[k] as string;
        k += t[k] === "'" ? 2 : 1;
      }
      this.i = k + 1;
      this.spans.push({ kind: 'literal', start: at, end: k + 1, closed: true });
      return shellSingle(value);
    }
    if (c !== '"') return undefined;
    const start = this.spans.length;
    const rendered = this.psDouble(at + 1, -1, depth);
    if (this.unseen === undefined)
      this.spans.splice(start, 0, { kind: 'literal', start: at, end: this.i, closed: true });
    return rendered;
  }

  /**
   * A PowerShell double-quoted body from `open` to `stop` (-1: its closing `"`): a backtick escapes, `""` is a
   * quote, `$(..)` is code; rendered in a shell's double quotes, `this.i` past it.
   */
  psDouble(open: number, stop: number, depth: number): string {
    const t = this.t;
    let out = '"';
    let k = open;
    for (;;) {
      if (k >= t.length || (stop >= 0 && k >= stop)) {
        if (stop >= 0) break;
        return this.fail('unclosed literal');
      }
      const c = t[k] as string;
      if (c === '"' && stop < 0 && t[k + 1] !== '"') break;
      if (c === '"') {
        // `""` in a literal, a lone `"` in a here-string: a quote.
        out += '\\"';
        k += stop < 0 ? 2 : 1;
      } else if (c === '`') {
        const x = t[k + 1];
        if (x === undefined) return this.fail('unclosed literal');
        const v = x === 'n' ? '\n' : x === 't' ? '\t' : x === 'r' ? '\r' : x === '0' ? '' : x;
        out += '"\\$`'.includes(v) && v !== '' ? `\\${v}` : v;
        k += 2;
      } else if (c === '$' && t[k + 1] === '(') {
        if (depth + 1 > MAX_NESTING) return this.fail('nested interpolation');
        this.i = k + 2;
        const code = this.code(depth + 1, ')');
        if (this.unseen !== undefined) return '';
        if (t[this.i] !== ')') return this.fail('unclosed interpolation');
        out += `$(${code})`;
        k = this.i + 1;
      } else {
        out += c === '\\' ? '\\\\' : c;
        k++;
      }
    }
    this.i = stop >= 0 ? stop + 3 : k + 1;
    return `${out}"`;
  }

  /** R's raw string at `at` (its `r` read): to `)"`, `]"` or `}"` with the opening's dashes. */
  rawR(q: string, at: number): string | undefined {
    const t = this.t;
    const open = /^-{0,64}[([{]/.exec(t.slice(at + 1, at + 67));
    if (open === null) return this.quote(q, at, 0);
    const o = open[0];
    const close = `${CLOSER.get(o[o.length - 1] as string)}${o.slice(0, -1)}${q}`;
    const end = t.indexOf(close, at + 1 + o.length);
    if (end < 0) return this.fail('unclosed literal');
    return this.literal(at, end + close.length, t.slice(at + 1 + o.length, end), true);
  }

  /**
   * The forms read by line: Ruby's and Perl's heredoc marker (its body skipped where it starts), `=begin` ..
   * `=end` and POD (`=pod` .. `=cut`) at a line's start; JavaScript's `<!--` and, at a line's start, `-->`.
   */
  lineForm(c: string, at: number, operand: boolean): string | undefined {
    const t = this.t;
    const lineStart = at === 0 || t[at - 1] === '\n' || t[at - 1] === '\r';
    if (this.f.template) {
      if (t.startsWith('<!--', at)) return this.lineComment(at);
      let k = at - 1;
      while (t[k] === ' ' || t[k] === '\t') k--;
      if (t.startsWith('-->', at) && (k < 0 || t[k] === '\n' || t[k] === '\r')) return this.lineComment(at);
      return undefined;
    }
    if (c === '=' && lineStart && /^=[A-Za-z]/.test(t.slice(at, at + 2))) {
      const ruby = this.f.ruby;
      if (ruby && !t.startsWith('=begin', at)) return undefined;
      const close = t.indexOf(ruby ? '\n=end' : '\n=cut', at);
      if (close < 0) return ruby ? this.fail('unclosed comment') : this.comment(at, t.length);
      let end = close + 4;
      while (end < t.length && t[end] !== '\n') end++;
      return this.comment(at, end);
    }
    if (c !== '<' || t[at + 1] !== '<' || (operand && !this.f.perl)) return undefined;
    const m = /^<<([~-]?)(["'`]?)([A-Za-z_]\w{0,63})\2/.exec(t.slice(at, at + 72));
    if (m === null || (operand && m[2] === '' && m[1] === '')) return undefined;
    if (this.skipFrom >= 0) return this.fail('heredocs');
    const name = m[3] as string;
    const indented = m[1] !== '';
    const nl = t.indexOf('\n', at);
    if (nl < 0) return this.fail('unclosed literal');
    // The body: the lines after the marker's, to the line that is the name (indented where `~` or `-` allows).
    let line = nl + 1;
    for (;;) {
      if (line > t.length) return this.fail('unclosed literal');
      let lineEnd = t.indexOf('\n', line);
      if (lineEnd < 0) lineEnd = t.length;
      const text = t.slice(line, lineEnd).replace(/\r$/, '');
      if ((indented ? text.trimStart() : text) === name) {
        this.skipFrom = nl + 1;
        this.skipTo = lineEnd;
        this.i = at + m[0].length;
        this.spans.push({ kind: 'literal', start: at, end: this.i, closed: true });
        return m[2] === "'"
          ? quoted(t.slice(nl + 1, line), true)
          : this.decoded(t.slice(nl + 1, line), this.f.escapes, '"');
      }
      line = lineEnd + 1;
    }
  }

  /** A Lisp's or Haskell's comment, character or quote mark at `at` (a `"` literal read as everywhere). */
  lispOrHaskell(c: string, at: number, depth: number): string | undefined {
    const t = this.t;
    const next = t[at + 1];
    if (c === '"') return this.quote(c, at, depth);
    if (this.f.lisp) {
      if (c === ';') return this.lineComment(at);
      if (c === '#' && next === '|') {
        const end = t.indexOf('|#', at + 2);
        return end < 0 ? this.fail('unclosed comment') : this.comment(at, end + 2);
      }
      // `#\"` (Common Lisp, Racket, Guile) and `?"` (Emacs Lisp) are characters; `'x` quotes a form.
      const char = (c === '#' && next === '\\') || (c === '?' && next !== undefined && QUOTES.includes(next));
      const width = c === '#' ? 3 : 2;
      if (char && QUOTES.includes(t[at + width - 1] ?? '')) return this.character(at, width);
      if (c === "'" || c === '`') return this.character(at, 1);
      return undefined;
    }
    if (c === '-' && next === '-' && !/[!#$%&*+./<=>?@\\^|~:]/.test(t[at + 2] ?? ''))
      return this.lineComment(at);
    if (c === '{' && next === '-') {
      const end = t.indexOf('-}', at + 2);
      return end < 0 ? this.fail('unclosed comment') : this.comment(at, end + 2);
    }
    if (c !== "'") return undefined;
    // A name's prime (`foldl'`, `x''`); else a character (`'"'`, `'\\''`).
    if (isWord(t[at - 1]) || t[at - 1] === "'") return this.character(at, 1);
    const end = t[at + 1] === '\\' ? t.indexOf("'", at + 3) : t[at + 2] === "'" ? at + 2 : -1;
    if (end < 0 || end > at + 12) return this.character(at, 1);
    return this.character(at, end + 1 - at);
  }

  /** Characters the language reads as no literal's opening (a character literal, a quote form): read as blanks. */
  character(at: number, width: number): string {
    this.i = at + width;
    this.spans.push({ kind: 'literal', start: at, end: this.i, closed: true });
    return ' '.repeat(width);
  }

  /** PHP's heredoc (`<<<EOT` .. `EOT`) and nowdoc (`<<<'EOT'`): to the line that opens with the name. */
  phpHeredoc(at: number): string | undefined {
    const t = this.t;
    const head = /^<<<[ \t]*(["']?)([A-Za-z_]\w{0,63})\1\r?\n/.exec(t.slice(at, at + 80));
    if (head === null) return undefined;
    const name = head[2] as string;
    const open = at + head[0].length;
    const closing = new RegExp(`(?:^|\\n)[ \\t]*${name}(?!\\w)`, 'g');
    closing.lastIndex = open - 1;
    const m = closing.exec(t);
    if (m === null) return this.fail('unclosed literal');
    const bodyEnd = m.index;
    const end = m.index + m[0].length;
    return this.literal(at, end, t.slice(open, Math.max(open, bodyEnd)), head[1] === "'");
  }
}
