// `sh -c SCRIPT NAME ARG...` runs SCRIPT with $0 = NAME and $1... = ARG...: the script read with those
// values in place, so `sh -c 'echo x > "$1"' _ .git/config` shows the path it writes (docs/floor.md,
// "What the floor reads and assumes"). A lexical substitution: outside quotes a value goes in
// single-quoted, inside double quotes escaped, inside single quotes nothing expands.

import { singleQuoted } from './shell-parse.js';

/** SCRIPT with its positional parameters replaced by `args` ($0 is args[0]); SCRIPT itself when none. */
export function withPositional(script: string, args: readonly string[]): string {
  if (args.length === 0 || !script.includes('$')) return script;
  let out = '';
  let quote: '' | "'" | '"' = '';
  for (let i = 0; i < script.length; i++) {
    const c = script[i] as string;
    if (quote !== "'" && c === '\\') {
      out += c + (script[i + 1] ?? '');
      i++;
      continue;
    }
    if (quote === '' && (c === "'" || c === '"')) quote = c;
    else if (quote === c) quote = '';
    if (c !== '$' || quote === "'") {
      out += c;
      continue;
    }
    const m = PARAM.exec(script.slice(i, i + 16));
    if (!m) {
      out += c;
      continue;
    }
    const name = (m[1] ?? m[2]) as string;
    const values = name === '@' || name === '*' ? args.slice(1) : [args[Number(name)] ?? ''];
    const inDouble = quote === '"';
    if (inDouble) out += (name === '*' ? [values.join(' ')] : values).map(escapeDouble).join('" "');
    else out += values.map(singleQuoted).join(' ');
    i += m[0].length - 1;
  }
  return out;
}
/** `$N`, `${N}` (N one or more digits), `$@`, `$*`, `${@}`, `${*}`. */
const PARAM = /^\$(?:(\d|[@*])|\{(\d+|[@*])\})/;

const escapeDouble = (v: string): string => v.replace(/[\\"$`]/g, '\\$&');
