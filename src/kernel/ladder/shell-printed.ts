// What `echo` and `printf` print, as the shell's builtins print it: escapes decoded (`\x73`, `\163`,
// `\u0073`), printf's format applied to its arguments (`%s%s` joins, `%.4s` cuts, `%b` decodes, the
// format reused while arguments remain). The shell reader reads that output wherever a shell runs it:
// `echo ... | sh`, `sh <(printf ...)`, a command word `$(printf ...)` (docs/floor.md, "What the floor
// reads and assumes"). Undefined when the output is not in the text (a `$` expansion, an unknown
// conversion); more than one reading when shells differ (dash's `echo` decodes escapes, bash's does not).

/** The readings of what `words` print (words[0] is `echo` or `printf`, quotes removed); undefined: not known. */
export function printed(
  name: string,
  words: readonly string[],
  /** Round 23: read a `$` as written (a file's content, read as a script: `$x` there stays a variable). */
  dollars = false,
): readonly string[] | undefined {
  if (!dollars)
    for (let i = 1; i < words.length; i++) if ((words[i] as string).includes('$')) return undefined;
  if (name === 'echo') return echoed(words);
  if (name === 'printf') {
    const out = formatted(words);
    return out === undefined ? undefined : [out];
  }
  return undefined;
}

/** The one reading of what a substitution `$(echo ...)` / `$(printf ...)` prints, or undefined. */
export function printedOnce(name: string, words: readonly string[], dollars = false): string | undefined {
  const readings = printed(name, words, dollars);
  return readings?.length === 1 ? readings[0] : undefined;
}

const ECHO_OPTIONS = /^-[neE]+$/;

function echoed(words: readonly string[]): readonly string[] {
  let i = 1;
  let decode = false;
  while (i < words.length && ECHO_OPTIONS.test(words[i] as string)) {
    const opt = words[i] as string;
    // The last of -e / -E wins.
    const e = opt.lastIndexOf('e');
    const E = opt.lastIndexOf('E');
    if (e >= 0 || E >= 0) decode = e > E;
    i++;
  }
  const raw = words.slice(i).join(' ');
  if (!raw.includes('\\')) return [raw];
  const decoded = decodeEscapes(raw, true).text;
  // bash's echo prints backslashes as written without -e; dash's (often /bin/sh) always decodes.
  if (decode || decoded === raw) return [decoded];
  return [raw, decoded];
}

const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  '"': '"',
  "'": "'",
  '?': '?',
};

/**
 * Backslash escapes decoded as echo -e and printf's %b do (`echoStyle`: octal is `\0NNN`, `\c` ends all
 * output) or as a printf format does (octal `\NNN`). `stop` is set when `\c` ended the output.
 */
function decodeEscapes(text: string, echoStyle: boolean): { text: string; stop: boolean } {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch !== '\\' || i + 1 >= text.length) {
      out += ch;
      continue;
    }
    const esc = text.charAt(i + 1);
    if (esc === 'c' && echoStyle) return { text: out, stop: true };
    const width = esc === 'x' ? 2 : esc === 'u' ? 4 : esc === 'U' ? 8 : 0;
    if (width > 0) {
      const hex = /^[0-9a-fA-F]+/.exec(text.slice(i + 2, i + 2 + width));
      if (hex) {
        const code = Number.parseInt(hex[0], 16);
        out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
        i += 1 + hex[0].length;
        continue;
      }
    }
    const octal = echoStyle
      ? /^0([0-7]{0,3})/.exec(text.slice(i + 1, i + 5))
      : /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
    if (octal) {
      const digits = echoStyle ? (octal[1] as string) : octal[0];
      out += String.fromCharCode(digits === '' ? 0 : Number.parseInt(digits, 8) & 0xff);
      i += octal[0].length;
      continue;
    }
    const simple = SIMPLE_ESCAPES[esc];
    if (simple !== undefined) {
      out += simple;
      i++;
    } else out += ch;
  }
  return { text: out, stop: false };
}

const CONVERSION = /^%([-+ #0]*)(\*|\d*)(?:\.(\*|\d*))?([sbcdiouxXeEfFgGaAq%])/;

/** printf's output: the format (after `--`) applied to the arguments, reused while any remain. */
function formatted(words: readonly string[]): string | undefined {
  let i = 1;
  // `printf -v NAME ...` assigns instead of printing.
  if (words[i] === '-v') return '';
  if (words[i] === '--') i++;
  const format = words[i];
  if (format === undefined) return undefined;
  const args = words.slice(i + 1);
  let next = 0;
  const arg = (): string => (next < args.length ? (args[next++] as string) : '');
  let out = '';
  for (;;) {
    const before = next;
    for (let k = 0; k < format.length; k++) {
      const ch = format.charAt(k);
      if (ch === '\\') {
        const end = escapeEnd(format, k);
        out += decodeEscapes(format.slice(k, end), false).text;
        k = end - 1;
        continue;
      }
      if (ch !== '%') {
        out += ch;
        continue;
      }
      const m = CONVERSION.exec(format.slice(k));
      if (!m) return undefined;
      k += m[0].length - 1;
      const conv = m[4] as string;
      if (conv === '%') {
        out += '%';
        continue;
      }
      const width = m[2] === '*' ? Number(arg()) : Number(m[2] || 0);
      const precision = m[3] === undefined ? undefined : m[3] === '*' ? Number(arg()) : Number(m[3] || 0);
      let value = arg();
      if (conv === 'b') {
        const d = decodeEscapes(value, true);
        value = d.text;
        if (d.stop) return out + value;
      } else if (conv === 'c') value = value.charAt(0);
      else if (conv !== 's' && conv !== 'q') value = numeric(value);
      if (precision !== undefined && (conv === 's' || conv === 'b' || conv === 'q'))
        value = value.slice(0, Math.max(0, precision));
      // Padding is blanks, which separate words but name none: one stands for any width.
      out += Number.isFinite(width) && Math.abs(width) > value.length ? ` ${value}` : value;
    }
    if (next === before || next >= args.length) break;
  }
  return out;
}

/** Where the escape at format[k] ends (printf's own: `\NNN`, `\xHH`, `\uHHHH`, one character). */
function escapeEnd(format: string, k: number): number {
  const m = /^\\(?:[0-7]{1,3}|x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[\s\S]?)/.exec(
    format.slice(k, k + 10),
  );
  return k + (m?.[0].length ?? 1);
}

/** A numeric conversion's value as printf prints it with `%d` (a leading quote takes a character's code). */
function numeric(value: string): string {
  if (value.startsWith("'") || value.startsWith('"')) return String(value.codePointAt(1) ?? 0);
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? String(n) : '0';
}
