// Round 76 (docs/floor.md "Round 76 (rt-escapes-r76)"): a literal's backslash escapes decoded as its language
// decodes them, one table per language family; an escape the table cannot decode exactly leaves it unread.
import { ASCII_NAMES, nameKey } from './ascii-names.js';

/** How one language family reads a backslash in a literal that takes escapes. */
interface EscapeTable {
  /** The one-letter escapes and their characters. */
  letters: ReadonlyMap<string, string>;
  /** An escape the table does not name: its character (JS, Ruby, Perl), the backslash kept (Python, PHP), an error (Lua). */
  unknown: 'drop' | 'keep' | 'unread';
  /** `\ooo`: up to 3 octal digits (`c`), JavaScript's legacy octal (`legacy`), Lua's `\ddd` decimal. */
  digits: 'c' | 'legacy' | 'decimal';
  /** `\x`'s hex digits: fewest and most (fewer than the fewest: unread, or `keep` the text). */
  hex: { min: number; max: number; short: 'unread' | 'keep' };
  /** Perl's `\x{..}` and `\o{..}`. */
  braced: boolean;
  /** `\uXXXX` (exactly 4 hex digits). */
  u4: boolean;
  /** `\u{..}`: one code point, Ruby's several (`\u{73 75}`), or none. */
  uBraces: 'one' | 'many' | 'none';
  /** Python's `\UXXXXXXXX`. */
  u8: boolean;
  /**
   * `\N{..}`: Python's names (round 77: an ASCII character's name read as it, any other well-formed name as
   * OUTSIDE_ASCII), Perl's (`\N{U+75}` read, a name unread: a `charnames` alias, from the code or `-M`, renames
   * any character, even `\N{LATIN SMALL LETTER A}`), or no escape.
   */
  names: 'python' | 'perl' | 'none';
  /** Ruby's and Perl's control (`\cx`), Ruby's `\C-x` and `\M-x`. */
  control: 'perl' | 'ruby' | 'none';
  /** Perl's case and quoting modifiers (`\u`, `\l`, `\U`, `\L`, `\F`, `\Q`, `\E`). */
  perlCase: boolean;
  /** A backslash before a line's end: no character (JS, Python, Ruby) or the line's end (the others). */
  continues: boolean;
  /** Lua's `\z`: skips the blanks after it. */
  luaZ: boolean;
}

const letters = (pairs: string): ReadonlyMap<string, string> => {
  const out = new Map<string, string>();
  const CHARS = new Map([
    ['a', '\x07'],
    ['b', '\b'],
    ['e', '\x1b'],
    ['f', '\f'],
    ['n', '\n'],
    ['r', '\r'],
    ['s', ' '],
    ['t', '\t'],
    ['v', '\v'],
  ]);
  for (const c of pairs) out.set(c, CHARS.get(c) ?? c);
  return out;
};

const BASE: EscapeTable = {
  letters: new Map(),
  unknown: 'drop',
  digits: 'c',
  hex: { min: 2, max: 2, short: 'unread' },
  braced: false,
  u4: false,
  uBraces: 'none',
  u8: false,
  names: 'none',
  control: 'none',
  perlCase: false,
  continues: false,
  luaZ: false,
};

/** Each family's table; a literal kind not named here (a raw string, a long bracket, a nowdoc) is text. */
const TABLES: ReadonlyMap<string, EscapeTable> = new Map([
  [
    'js',
    { ...BASE, letters: letters('bfnrtv'), digits: 'legacy', u4: true, uBraces: 'one', continues: true },
  ],
  [
    'python',
    {
      ...BASE,
      letters: letters('abfnrtv\\\'"'),
      unknown: 'keep',
      u4: true,
      u8: true,
      names: 'python',
      continues: true,
    },
  ],
  ['pythonBytes', { ...BASE, letters: letters('abfnrtv\\\'"'), unknown: 'keep', continues: true }],
  [
    'ruby',
    {
      ...BASE,
      letters: letters('abefnrstv'),
      hex: { min: 1, max: 2, short: 'unread' },
      u4: true,
      uBraces: 'many',
      control: 'ruby',
      continues: true,
    },
  ],
  [
    'perl',
    {
      ...BASE,
      letters: letters('abefnrt'),
      hex: { min: 0, max: 2, short: 'unread' },
      braced: true,
      names: 'perl',
      control: 'perl',
      perlCase: true,
    },
  ],
  [
    'php',
    {
      ...BASE,
      letters: letters('efnrtv\\$"'),
      unknown: 'keep',
      hex: { min: 1, max: 2, short: 'keep' },
      uBraces: 'one',
    },
  ],
  [
    'lua',
    {
      ...BASE,
      letters: letters('abfnrtv\\\'"\n'),
      unknown: 'unread',
      digits: 'decimal',
      uBraces: 'one',
      luaZ: true,
    },
  ],
]);

/** A literal's text as its language reads it, or why it cannot be read exactly. */
export interface Decoded {
  text: string;
  unread: string | undefined;
}

const HEX = /^[0-9a-fA-F]$/;
const isHex = (c: string | undefined): boolean => c !== undefined && HEX.test(c);
/** The most code points one Ruby `\u{..}` names, and the most hex digits a braced escape holds. */
const MAX_BRACED = 64;
/** Round 77: the longest character name Python reads (Unicode's longest is 88 characters). */
const MAX_NAME = 128;
/** A name Python may know: letters, digits, blanks and hyphens (any case); anything else is a SyntaxError. */
const PYTHON_NAME = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
/**
 * Round 77: what a well-formed name outside the ASCII table stands for. A character outside ASCII spells no
 * program name, option or shell operator bash reads (its blanks and operators are ASCII), so which one it is
 * does not change what a command line runs.
 */
const OUTSIDE_ASCII = '\ufffd';

/**
 * `body` (a literal's text between its quotes) as `table`'s language hands it on. `quote` is the literal's closing
 * character: in a single-quoted table (`single`) only `\\` and `\quote` are escapes. One pass, linear in the body.
 */
export function decodeEscapes(body: string, table: string, quote = "'"): Decoded {
  if (!body.includes('\\')) return { text: body, unread: undefined };
  if (table === 'single') return { text: single(body, quote), unread: undefined };
  const e = TABLES.get(table);
  if (e === undefined) return { text: body, unread: undefined };
  return new Decoder(body, e).run();
}

/** Ruby's, Perl's and PHP's single quotes: `\\` is one backslash, `\'` the quote, any other backslash text. */
function single(body: string, quote: string): string {
  let out = '';
  for (let k = 0; k < body.length; k++) {
    const c = body[k] as string;
    const next = body[k + 1];
    if (c === '\\' && (next === '\\' || next === quote)) {
      out += next;
      k++;
    } else out += c;
  }
  return out;
}

class Decoder {
  out = '';
  k = 0;
  unread: string | undefined;
  /** Perl: the case mode (`\U`, `\L`, `\F`, `\Q`) and the next character's (`\u`, `\l`). */
  mode = '';
  once = '';
  constructor(
    readonly b: string,
    readonly e: EscapeTable,
  ) {}

  run(): Decoded {
    const b = this.b;
    while (this.k < b.length && this.unread === undefined) {
      const c = b[this.k] as string;
      if (c !== '\\') {
        this.emit(c);
        this.k++;
        continue;
      }
      this.k++;
      this.escape();
    }
    return this.unread === undefined
      ? { text: this.out, unread: undefined }
      : { text: '', unread: this.unread };
  }

  fail(reason: string) {
    this.unread ??= reason;
  }

  /** A character of the text, Perl's case modifiers applied. */
  emit(s: string) {
    if (!this.e.perlCase || (this.mode === '' && this.once === '')) {
      this.out += s;
      return;
    }
    let v = s;
    if (this.mode === 'U') v = v.toUpperCase();
    else if (this.mode === 'L' || this.mode === 'F') v = v.toLowerCase();
    else if (this.mode === 'Q') v = v.replace(/\W/g, '\\$&');
    if (this.once === 'u') v = v.toUpperCase();
    else if (this.once === 'l') v = v.toLowerCase();
    this.once = '';
    this.out += v;
  }

  code(n: number) {
    if (!Number.isInteger(n) || n < 0 || n > 0x10ffff) return this.fail('escape out of range');
    this.emit(String.fromCodePoint(n));
  }

  /** Hex digits at `this.k`, at most `max`: their count read. */
  hexRun(max: number): string {
    let end = this.k;
    while (end < this.b.length && end - this.k < max && isHex(this.b[end])) end++;
    const run = this.b.slice(this.k, end);
    this.k = end;
    return run;
  }

  /** A `{..}` body at `this.k` (its `{` read), to its `}`: the text, or undefined where unclosed or too long. */
  braces(most = MAX_BRACED): string | undefined {
    const close = this.b.indexOf('}', this.k);
    if (close < 0 || close - this.k > most) return undefined;
    const inner = this.b.slice(this.k, close);
    this.k = close + 1;
    return inner;
  }

  /** The escape after a backslash (`this.k` at its first character). */
  escape() {
    const b = this.b;
    const e = this.e;
    const c = b[this.k];
    if (c === undefined) return this.emit('\\');
    if (c === '\n' || c === '\r') {
      this.k += c === '\r' && b[this.k + 1] === '\n' ? 2 : 1;
      if (!e.continues) this.emit(c === '\r' && b[this.k - 1] === '\n' ? '\r\n' : c);
      return;
    }
    if (e.perlCase && /[uUlLFQE]/.test(c)) return this.perlCase(c);
    const letter = e.letters.get(c);
    if (letter !== undefined) {
      this.k++;
      return this.emit(letter);
    }
    if (/[0-9]/.test(c)) return this.digits();
    if (c === 'x') return this.hex();
    if (c === 'o' && e.braced && b[this.k + 1] === '{') {
      this.k += 2;
      const inner = this.braces();
      if (inner === undefined || !/^[0-7]{1,22}$/.test(inner)) return this.fail('malformed \\o{} escape');
      return this.code(Number.parseInt(inner, 8));
    }
    if (c === 'u' && (e.u4 || e.uBraces !== 'none')) return this.unicode();
    if (c === 'U' && e.u8) {
      this.k++;
      const run = this.hexRun(8);
      if (run.length !== 8) return this.fail('malformed \\U escape');
      return this.code(Number.parseInt(run, 16));
    }
    if (c === 'N' && e.names !== 'none') {
      this.k++;
      if (b[this.k] !== '{') return this.fail('malformed \\N escape');
      this.k++;
      const inner = this.braces(MAX_NAME);
      if (e.names === 'python') {
        if (inner === undefined || !PYTHON_NAME.test(inner)) return this.fail('malformed \\N{} name');
        return this.emit(ASCII_NAMES.get(nameKey(inner)) ?? OUTSIDE_ASCII);
      }
      const plus = inner === undefined ? null : /^U\+([0-9a-fA-F]{1,8})$/.exec(inner);
      if (plus !== null) return this.code(Number.parseInt(plus[1] as string, 16));
      return this.fail('a named character (\\N{..}) a charnames alias may rename');
    }
    if (e.control !== 'none' && (c === 'c' || (e.control === 'ruby' && (c === 'C' || c === 'M'))))
      return this.control();
    if (c === 'z' && e.luaZ) {
      this.k++;
      while (this.k < b.length && /\s/.test(b[this.k] as string)) this.k++;
      return;
    }
    this.k++;
    if (e.unknown === 'unread') return this.fail(`unknown escape \\${c}`);
    this.emit(e.unknown === 'keep' ? `\\${c}` : c);
  }

  digits() {
    const b = this.b;
    const e = this.e;
    const at = this.k;
    if (e.digits === 'decimal') {
      while (this.k < b.length && this.k - at < 3 && /[0-9]/.test(b[this.k] as string)) this.k++;
      const n = Number.parseInt(b.slice(at, this.k), 10);
      if (n > 255) return this.fail('decimal escape past 255');
      return this.emit(String.fromCharCode(n));
    }
    // JavaScript's legacy octal: `\0`-`\3` take up to 3 digits, `\4`-`\7` up to 2; `\8` and `\9` are the digit.
    const first = b[at] as string;
    if (first === '8' || first === '9') {
      this.k++;
      return this.emit(e.unknown === 'keep' ? `\\${first}` : first);
    }
    const most = e.digits === 'legacy' && first >= '4' ? 2 : 3;
    while (this.k < b.length && this.k - at < most && /[0-7]/.test(b[this.k] as string)) this.k++;
    const n = Number.parseInt(b.slice(at, this.k), 8);
    // PHP and Perl take the low byte of `\400`-`\777`; Python and Ruby the code point.
    this.code(n);
  }

  hex() {
    const e = this.e;
    this.k++;
    if (e.braced && this.b[this.k] === '{') {
      this.k++;
      const inner = this.braces();
      const digits = inner?.replace(/_/g, '').trim();
      if (digits === undefined || !/^[0-9a-fA-F]{0,8}$/.test(digits))
        return this.fail('malformed \\x{} escape');
      return this.code(digits === '' ? 0 : Number.parseInt(digits, 16));
    }
    const run = this.hexRun(e.hex.max);
    if (run.length < e.hex.min) {
      if (e.hex.short === 'keep') return this.emit(`\\x${run}`);
      return this.fail('malformed \\x escape');
    }
    this.code(run === '' ? 0 : Number.parseInt(run, 16));
  }

  unicode() {
    const b = this.b;
    const e = this.e;
    this.k++;
    if (b[this.k] === '{' && e.uBraces !== 'none') {
      this.k++;
      const inner = this.braces();
      if (inner === undefined) return this.fail('malformed \\u{} escape');
      const points = e.uBraces === 'many' ? inner.trim().split(/[ \t]+/) : [inner];
      for (const p of points) {
        if (!/^[0-9a-fA-F]{1,8}$/.test(p)) return this.fail('malformed \\u{} escape');
        this.code(Number.parseInt(p, 16));
      }
      return;
    }
    if (!e.u4) {
      // PHP: `\u` not followed by `{` is text.
      return this.emit('\\u');
    }
    const run = this.hexRun(4);
    if (run.length !== 4) return this.fail('malformed \\u escape');
    this.code(Number.parseInt(run, 16));
  }

  /** Perl's `\cX`; Ruby's `\cX`, `\C-X`, `\M-X` and their nesting (`\M-\C-x`): the control or meta character. */
  control() {
    const b = this.b;
    let meta = false;
    let ctrl = false;
    // Each prefix read once at most (Ruby refuses a repeated one).
    for (let n = 0; n < 2; n++) {
      const c = b[this.k];
      if (c === 'c') {
        ctrl = true;
        this.k++;
      } else if ((c === 'C' || c === 'M') && b[this.k + 1] === '-' && this.e.control === 'ruby') {
        if (c === 'M') meta = true;
        else ctrl = true;
        this.k += 2;
      } else break;
      if (b[this.k] === '\\' && /[cCM]/.test(b[this.k + 1] ?? '')) this.k++;
      else break;
    }
    const x = b[this.k];
    if (x === undefined || x === '\\') return this.fail('malformed control escape');
    this.k++;
    let n = x.charCodeAt(0);
    if (n > 0x7f) return this.fail('malformed control escape');
    if (ctrl)
      n = x === '?' ? 0x7f : this.e.control === 'perl' ? x.toUpperCase().charCodeAt(0) ^ 64 : n & 0x9f;
    if (meta) n |= 0x80;
    this.emit(String.fromCharCode(n));
  }

  /** Perl's `\u`, `\l` (the next character) and `\U`, `\L`, `\F`, `\Q` to `\E` or the literal's end. */
  perlCase(c: string) {
    this.k++;
    if (c === 'u' || c === 'l') {
      this.once = c;
      return;
    }
    if (c === 'E') {
      this.mode = '';
      return;
    }
    // A quoting mode inside a case mode (or the other way) stacks in Perl: not read here.
    if ((this.mode === 'Q') !== (c === 'Q') && this.mode !== '') return this.fail('nested case modifiers');
    this.mode = c;
  }
}

/**
 * Decoded text written inside `q` for the literal readers (shell-option-scripts.ts STRING_LITERAL, asGiven): a
 * backslash and `q` escaped, a control character as `\xHH`, with `tick` a backquote as `\x60` (asGiven reads
 * each back as the character).
 */
export function reEscaped(text: string, q: string, tick = false): string {
  let out = q;
  for (const c of text) {
    const n = c.charCodeAt(0);
    if (c === '\\' || (c === q && q !== '`')) out += `\\${c}`;
    else if (c === '\n') out += '\\n';
    else if (c === '\t') out += '\\t';
    else if (n < 0x20 || n === 0x7f || (c === '`' && (tick || q === '`')))
      out += `\\x${n.toString(16).padStart(2, '0')}`;
    else out += c;
  }
  return out + q;
}
