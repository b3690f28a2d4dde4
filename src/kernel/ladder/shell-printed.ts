// What `echo` and `printf` print, as the shell's builtins print it: escapes decoded (`\x73`, `\163`,
// `\u0073`), printf's format applied to its arguments (`%s%s` joins, `%.4s` cuts, `%b` decodes, the
// format reused while arguments remain). The shell reader reads that output wherever a shell runs it:
// `echo ... | sh`, `sh <(printf ...)`, a command word `$(printf ...)` (docs/floor.md, "What the floor
// reads and assumes"). Undefined when the output is not in the text (a `$` expansion, an unknown
// conversion); more than one reading when shells differ (dash's `echo` decodes escapes, bash's does not).
import { table } from '../table.js';

/** The readings of what `words` print (words[0] is `echo` or `printf`, quotes removed); undefined: not known. */
export function printed(
  name: string,
  words: readonly string[],
  /** Round 23: read a `$` as written (a file's content, read as a script: `$x` there stays a variable). */
  dollars = false,
): readonly string[] | undefined {
  const outs = printedBy(name, words, dollars);
  return outs?.filter((out, i) => outs.indexOf(out) === i);
}

/** What `words` print under each shell of DIALECTS, in its order (round 36); undefined: not known. */
export function printedBy(
  name: string,
  words: readonly string[],
  dollars = false,
): readonly string[] | undefined {
  if (!dollars)
    for (let i = 1; i < words.length; i++) if ((words[i] as string).includes('$')) return undefined;
  if (name === 'echo') {
    // No option and no backslash: every shell prints the words as they are (most echoes: one reading).
    if (!(words[1]?.startsWith('-') ?? false) && !words.some((w) => w.includes('\\')))
      return [words.slice(1).join(' ')];
    return DIALECTS.map((d) => echoedAs(words, d));
  }
  if (name !== 'printf') return undefined;
  // Without a backslash every shell prints the same.
  if (!words.some((w) => w.includes('\\'))) {
    const out = formatted(words, DIALECTS[0] as Dialect);
    return out === undefined ? undefined : [out];
  }
  const outs: string[] = [];
  for (const d of DIALECTS) {
    const out = formatted(words, d);
    if (out === undefined) return undefined;
    outs.push(out);
  }
  return outs;
}

/** The one reading of what a substitution `$(echo ...)` / `$(printf ...)` prints, or undefined. */
export function printedOnce(name: string, words: readonly string[], dollars = false): string | undefined {
  const readings = printed(name, words, dollars);
  return readings?.length === 1 ? readings[0] : undefined;
}

const ECHO_OPTIONS = /^-[neE]+$/;

/** Which escapes a shell's builtin decodes beyond the simple ones: bare octal `\NNN`, `\xHH`, `\uHHHH`. */
interface Escapes {
  bare: boolean;
  hex: boolean;
  unicode: boolean;
}

/**
 * Round 36: how each shell that runs agents' texts prints (docs/floor.md, "Which shell"), measured on
 * bash 5.2, dash 0.5.12, busybox 1.35 ash and zsh 5.9. `echo`: its options (`bash`: clusters of -n -e
 * -E; `n`: only a first word `-n`, dash prints `-e`), when it decodes, and which escapes; `%b` and the
 * format's own escapes. bash's `%b` takes `\165` where its `echo -e` does not; dash decodes no `\x`.
 */
interface Dialect {
  options: 'bash' | 'n';
  decodes: 'e' | 'unlessE' | 'always';
  echo: Escapes;
  b: Escapes;
  format: Escapes;
}
const ALL: Escapes = { bare: true, hex: true, unicode: true };
const DIALECTS: readonly Dialect[] = [
  // bash (and bash as sh): `echo -e` takes `\0NNN`, `%b` bare octal too.
  { options: 'bash', decodes: 'e', echo: { ...ALL, bare: false }, b: ALL, format: ALL },
  // zsh, and bash with xpg_echo (macOS /bin/sh): echo decodes unless -E.
  {
    options: 'bash',
    decodes: 'unlessE',
    echo: { ...ALL, bare: false },
    b: { ...ALL, bare: false },
    format: ALL,
  },
  // dash (Debian's /bin/sh): echo always decodes, bare octal too, no `\x` or `\u` anywhere.
  {
    options: 'n',
    decodes: 'always',
    echo: { bare: true, hex: false, unicode: false },
    b: { bare: true, hex: false, unicode: false },
    format: { bare: true, hex: false, unicode: false },
  },
  // busybox ash (Alpine's /bin/sh): `echo -e` takes bare octal and `\x`, no `\u`.
  {
    options: 'bash',
    decodes: 'e',
    echo: { ...ALL, unicode: false },
    b: { ...ALL, unicode: false },
    format: { ...ALL, unicode: false },
  },
];

/** What `echo` prints under one shell's dialect. */
function echoedAs(words: readonly string[], d: Dialect): string {
  let i = 1;
  let e = false;
  let E = false;
  if (d.options === 'n') {
    if (words[1] === '-n') i = 2;
  } else
    while (i < words.length && ECHO_OPTIONS.test(words[i] as string)) {
      const opt = words[i] as string;
      // The last of -e / -E wins.
      const le = opt.lastIndexOf('e');
      const lE = opt.lastIndexOf('E');
      if (le >= 0 || lE >= 0) {
        e = le > lE;
        E = !e;
      }
      i++;
    }
  const raw = words.slice(i).join(' ');
  const decode = d.decodes === 'always' || (d.decodes === 'e' ? e : !E);
  if (!decode || !raw.includes('\\')) return raw;
  return decodeEscapes(raw, true, d.echo).text;
}

const SIMPLE_ESCAPES: Record<string, string> = table({
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
});

/**
 * Backslash escapes decoded as echo -e and printf's %b do (`echoStyle`: octal is `\0NNN`, `\c` ends all
 * output) or as a printf format does (octal `\NNN`). `stop` is set when `\c` ended the output.
 */
function decodeEscapes(
  text: string,
  echoStyle: boolean,
  takes: Escapes = ALL,
): { text: string; stop: boolean } {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text.charAt(i);
    if (ch !== '\\' || i + 1 >= text.length) {
      out += ch;
      continue;
    }
    const esc = text.charAt(i + 1);
    if (esc === 'c' && echoStyle) return { text: out, stop: true };
    const width =
      esc === 'x' ? (takes.hex ? 2 : 0) : (esc === 'u' ? 4 : esc === 'U' ? 8 : 0) * +takes.unicode;
    if (width > 0) {
      const hex = /^[0-9a-fA-F]+/.exec(text.slice(i + 2, i + 2 + width));
      if (hex) {
        const code = Number.parseInt(hex[0], 16);
        out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
        i += 1 + hex[0].length;
        continue;
      }
    }
    // echo and `%b` take `\0NNN`, and some shells `\NNN` too; a format takes `\NNN`.
    const octal = echoStyle
      ? (/^0([0-7]{0,3})/.exec(text.slice(i + 1, i + 5)) ??
        (takes.bare ? /^()([1-7][0-7]{0,2})/.exec(text.slice(i + 1, i + 4)) : null))
      : /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
    if (octal) {
      const digits = echoStyle ? ((octal[1] || octal[2]) ?? '') : octal[0];
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

// The flags read whole (round 72): a `0` given back to the width split a run of zeros every way.
const CONVERSION = /^%([-+ #0]*)(?![-+ #0])(\*|\d*)(?:\.(\*|\d*))?([sbcdiouxXeEfFgGaAq%])/;

/** printf's output: the format (after `--`) applied to the arguments, reused while any remain. */
function formatted(words: readonly string[], d: Dialect): string | undefined {
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
        out += decodeEscapes(format.slice(k, end), false, d.format).text;
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
        const decoded = decodeEscapes(value, true, d.b);
        value = decoded.text;
        if (decoded.stop) return out + value;
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
