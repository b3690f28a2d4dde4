// Round 62 (docs/screening.md, "Round 62 (secrets-r62)"): generated passwords written unquoted on a config
// line (.ini, a YAML plain scalar, .properties), and what the reading leaves to other rules on purpose; shared
// by the kernel's property and the real process's.
import fc from 'fast-check';
import {
  isNonSecretShape,
  isPasswordHash,
  isPlaceholder,
  isReference,
} from '../../src/kernel/screen/value-shape.js';
import { PASSWORD_KEYS, punctuatedPassword } from './punctuated-passwords-r61.js';

/** Config lines a password is written on unquoted: .ini (spaced and tight), a YAML plain scalar, .properties. */
export const LINE_CARRIERS: readonly ((key: string, pw: string) => string)[] = [
  (key, pw) => `[database]\nhost = db.internal\n${key} = ${pw}\nport = 5432\n`,
  (key, pw) => `[database]\nhost=db.internal\n${key}=${pw}\n`,
  (key, pw) => `database:\n  host: db.internal\n  ${key}: ${pw}\n  port: 5432\n`,
  (key, pw) => `db.host=db.internal\ndb.${key}=${pw}\ndb.port=5432\n`,
];
const YAML_PLAIN = 2;
/** A YAML plain scalar opens with no indicator (a writer quotes such a value). */
const YAML_INDICATOR = /^[-?:,[\]{}#&*!|>'"%@`]/;

/** Brackets that close in order, quotes that close: a drawn value that a call's or a literal's reading may take as code's. */
function balanced(pw: string): boolean {
  const open: string[] = [];
  let quote = '';
  for (const ch of pw) {
    if (quote !== '') {
      if (ch === quote) quote = '';
    } else if ('\'"`'.includes(ch)) quote = ch;
    else if ('([{'.includes(ch)) open.push(ch);
    else if (')]}'.includes(ch) && open.pop() !== '([{'[')]}'.indexOf(ch)]) return false;
  }
  return open.length === 0 && quote === '';
}

/**
 * What the reading leaves to other rules on purpose: a whole-value placeholder, a path of names, a reference,
 * a value opening with a lower-case word then `=`, `:`, `{`, `|` or `?.` (code's, round 61's second pass),
 * a name then a bracket whose brackets close in order, or left open at its end (a call's shape), and five
 * marks before the first run.
 */
export function leftToOtherRules(pw: string): boolean {
  // A line's value gives back one closing `,` or `;`: the rest is read for its shape.
  for (const v of [pw, pw.replace(/[,;]$/, '')])
    if (isPlaceholder(v) || isNonSecretShape(v, true) || isReference(v) || isPasswordHash(v)) return true;
  if (/^[a-z]{3,}(?:[=:{|]|\?\.)/.test(pw)) return true;
  // Letters then `:` read as YAML's next key (`password: description: …`, secrets.ts's NEXT_KEY).
  if (/^[A-Za-z][A-Za-z_-]*:$/.test(pw)) return true;
  // More than VALUE_LEAD (4) marks before the value's first run (`)}&<]]mm@…`: 1 draw in 5 000).
  if (/^[^A-Za-z0-9_+/.~!@#$%^*-]{5}/.test(pw)) return true;
  // A call or a subscript, a list, a map, a group, a string with more after it, a prefixed string, written
  // as code: brackets closed in order, or one left open at the end (a continued call) with no odd mark.
  const call = /^[A-Za-z_$][\w$.]*[([]/.test(pw);
  const literal = /^(?:[[{('"`]|(?:[bBuUfFrR]|[bBfF][rR]|[rR][bBfF])['"])/.test(pw);
  if (!call && !literal) return false;
  // A string left open at the line's end, opened as an argument (a call's or a group's) right after `(` or
  // `,` with none of `!#%;?^~|<>` before it (`rstrip('` a decoded `\r\n` broke: secrets2-r62's reading).
  const q = pw.search(/['"`]/);
  if (q > 0 && '(,'.includes(pw[q - 1]!) && !/[!#%;?^~|<>]/.test(pw.slice(0, q)))
    if (!pw.slice(q + 1).includes(pw[q]!)) return true;
  const unquoted = pw.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, '');
  return balanced(pw) || (/[([{,]$/.test(pw) && !/[!#%;?^~|<>]/.test(unquoted));
}

export const linePassword = fc
  .record({
    pw: punctuatedPassword(),
    carrier: fc.nat({ max: LINE_CARRIERS.length - 1 }),
    key: fc.constantFrom(...PASSWORD_KEYS),
  })
  .filter(({ pw, carrier }) => carrier !== YAML_PLAIN || !YAML_INDICATOR.test(pw))
  // A value opening and closing with one quote mark is a quoted value on any line (`\`}ZW…@:81\``).
  .filter(({ pw }) => !/^(['`]).*\1$/.test(pw));
export const lineResult = ({ pw, carrier, key }: { pw: string; carrier: number; key: string }) =>
  LINE_CARRIERS[carrier]!(key, pw);
