// Round 59 (docs/floor.md, "Round 59 (redteam-r59)"): GNU env's `-S STRING` as the command line env runs.
// env splits STRING by its own rules, not the shell's (`\_` separates, `\n` is a newline inside a word, `\c`
// ends it, a blank ends a word), and runs the words it makes followed by env's remaining operands, options
// included: `env -S 'sudo\_id'` and `env -S 'sh -c' 'sudo id'` ran sudo, read as the shell text `sudo\_id`
// and `sh -c` alone.
import { table } from '../table.js';
import { singleQuoted } from './shell-parse.js';

/** The escapes env takes outside quotes, as the shell text that makes the same character in a word. */
const BARE_ESCAPES = table<string>({
  _: ' ',
  t: "$'\\t'",
  n: "$'\\n'",
  v: "$'\\v'",
  f: "$'\\f'",
  r: "$'\\r'",
  '\\': '\\\\',
  "'": "\\'",
  '"': '\\"',
  $: '\\$',
  '#': '\\#',
});
/** The same inside double quotes, where the shell keeps these characters as they are. */
const QUOTED_ESCAPES = table<string>({
  _: ' ',
  t: '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  '\\': '\\\\',
  "'": "'",
  '"': '\\"',
  $: '\\$',
  '#': '#',
});
const ENV_BLANKS = ' \t\n\v\f\r';

/**
 * STRING as shell text whose words are the ones env splits it into; undefined when env refuses it (an
 * escape it does not know, an unclosed quote), and then runs nothing. `${NAME}` is left for the shell's
 * reading (env expands it as the shell does); a shell operator env takes as a character stays, over-read.
 */
export function envSplitText(s: string): string | undefined {
  let out = '';
  let quote: '' | "'" | '"' = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (c === '\\') {
      const e = s[i + 1];
      if (e === undefined) return undefined;
      i++;
      if (e === 'c' && quote === '') return out;
      if (quote === "'") {
        // Only `\\` and `\'` are escapes inside single quotes; any other backslash stays.
        out += e === '\\' ? '\\' : e === "'" ? "'\\''" : `\\${e}`;
        continue;
      }
      const escapes = quote === '"' ? QUOTED_ESCAPES : BARE_ESCAPES;
      const made = escapes[e];
      if (made === undefined) return undefined;
      out += made;
      continue;
    }
    if (quote === '') {
      if (c === "'" || c === '"') quote = c;
      // Any blank ends a word for env; a newline would end the shell's command instead.
      out += ENV_BLANKS.includes(c) ? ' ' : c;
      continue;
    }
    if (c === quote) quote = '';
    out += c;
  }
  return quote === '' ? out : undefined;
}

const SPLIT_STRING = '--split-string';
/** env's long options that take the next word as their value when not given with `=`. */
const VALUED_LONG: readonly string[] = ['--unset', '--chdir', '--argv0'];

/**
 * The command line `env ... -S STRING REST...` runs, as shell text: `env`, STRING's words, then REST quoted
 * (env reads the lot again, options first). Undefined when env's options hold no `-S`.
 */
export function envSplitLine(words: readonly string[]): string | undefined {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--' || w === '-' || !w.startsWith('-')) return undefined;
    let value: string | undefined;
    let rest = i + 1;
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const key = eq < 0 ? w : w.slice(0, eq);
      // getopt_long takes any unique prefix: `--s` is `--split-string`.
      if (key.length >= 3 && SPLIT_STRING.startsWith(key)) {
        value = eq < 0 ? words[i + 1] : w.slice(eq + 1);
        rest = eq < 0 ? i + 2 : i + 1;
      } else if (eq < 0 && key.length >= 3 && VALUED_LONG.some((l) => l.startsWith(key))) i++;
    } else {
      for (let k = 1; k < w.length; k++) {
        const c = w[k] as string;
        if (c === 'S') {
          value = k + 1 < w.length ? w.slice(k + 1) : words[i + 1];
          rest = k + 1 < w.length ? i + 1 : i + 2;
          break;
        }
        // `-u NAME`, `-C DIR`, `-a ARG0` take the rest of the word (or the next).
        if (c === 'u' || c === 'C' || c === 'a') {
          if (k + 1 === w.length) i++;
          break;
        }
      }
    }
    if (value === undefined) continue;
    const text = envSplitText(value);
    if (text === undefined) return undefined;
    return ['env', text, ...words.slice(rest).map(singleQuoted)].join(' ');
  }
  return undefined;
}
