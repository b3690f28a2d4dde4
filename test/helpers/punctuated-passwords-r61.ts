// Round 61 (docs/screening.md, "Round 61 (secrets-r61)"): generated passwords over letters, digits and
// punctuation under a key, in the carriers a tool result holds them in; shared by the kernel's property, the
// real process's and `bench/keyed-passwords.ts`.
import fc from 'fast-check';
import {
  isNonSecretShape,
  isPasswordHash,
  isPlaceholder,
  isReference,
} from '../../src/kernel/screen/value-shape.js';

/** Letters and digits a generator draws. */
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** ASCII punctuation but `"` and `\` (which a quoted carrier escapes): 30 marks, as round 60 measured. */
export const MARKS = "!#$%&'()*+,-./:;<=>?@[]^_`{|}~";
const ALPHABET = ALNUM + MARKS;

/** A generated password of `length` characters over letters, digits and MARKS, each drawn uniformly (as a generator draws). */
export const punctuatedPassword = (length = 16) =>
  fc
    .noBias(
      fc.array(fc.integer({ min: 0, max: ALPHABET.length - 1 }), { minLength: length, maxLength: length }),
    )
    .map((at) => at.map((i) => ALPHABET[i]).join(''));

/** The keys a password is written under (a YAML key, an env name, a JSON field, an .ini key). */
export const PASSWORD_KEYS = ['password', 'db_password', 'DB_PASSWORD', 'secret', 'passwd', 'pwd'] as const;

/**
 * Where a keyed password sits in a tool result: a quoted YAML scalar (round 60's), a .env line, a JSON
 * string, a single-quoted YAML scalar, an .ini line, a connection string's field.
 */
export const KEYED_CARRIERS: readonly ((key: string, pw: string) => string)[] = [
  (key, pw) => `database:\n  host: db.internal\n  ${key}: "${pw}"\n`,
  (key, pw) => `DB_HOST=db.internal\n${key.toUpperCase()}=${pw}\n`,
  (key, pw) => JSON.stringify({ host: 'db.internal', user: 'app', [key]: pw }),
  (key, pw) => `database:\n  host: db.internal\n  ${key}: '${pw.replaceAll("'", "''")}'\n  port: 5432\n`,
  (key, pw) => `[database]\nhost = db.internal\n${key} = ${pw}\nport = 5432\n`,
  (key, pw) => `Server=db.internal;Database=orders;User Id=app;${key}="${pw}";`,
];

/** A generated password and its carrier and key: what the property and the bench draw. */
export const keyedPassword = fc.record({
  pw: punctuatedPassword(),
  carrier: fc.nat({ max: KEYED_CARRIERS.length - 1 }),
  key: fc.constantFrom(...PASSWORD_KEYS),
});

/** The tool result `keyedPassword` draws. */
export const keyedResult = ({ pw, carrier, key }: { pw: string; carrier: number; key: string }) =>
  KEYED_CARRIERS[carrier]!(key, pw);

/** The .ini carrier: an unquoted value off an env line, read plainly (it may be code: `password = f(x)`). */
export const INI = 4;
/** The .env carrier: an unquoted value, like the .ini line's. */
export const ENV = 1;

/** Two operator marks before the value's first run (`?:>&nD…`): the lexer looks back two operators, not three. */
export const twoOperatorsLead = (pw: string): boolean =>
  (/^[^A-Za-z0-9_+/.~!@#$%^*-]*/.exec(pw)![0].match(/[=:>]/g)?.length ?? 0) >= 2;

/**
 * An .env value the lexer reads as quoted (lexer.ts valueSpan and quotedEnd): it opens with `'` or `` ` ``
 * and its first closing quote (`''` inside `'…'` is a written quote) ends it or stands before one closing
 * `,` or `;`. The quotes and that mark are given back, as a dotenv loader drops them; the inside is the value.
 */
export function envQuoted(pw: string): { inner: string; open: string; close: string } | undefined {
  const quote = pw[0];
  if (quote !== "'" && quote !== '`') return undefined;
  for (let j = 1; j < pw.length; j++) {
    if (pw[j] !== quote) continue;
    if (quote === "'" && pw[j + 1] === "'") {
      j++;
      continue;
    }
    const rest = pw.slice(j + 1);
    return rest === '' || rest === ',' || rest === ';'
      ? { inner: pw.slice(1, j), open: quote, close: quote + rest }
      : undefined;
  }
  return undefined;
}

/**
 * What the reading leaves to other rules on purpose: round 60's whole-value placeholder reading (a `<…`, `…>`
 * or a `>`/`...`/`***` with too few letters and digits beside it), a stored password hash's shape (`$7$…`,
 * value-shape.ts `isPasswordHash`, as round 62's oracle reads it), a value that opens as a path (`/…`,
 * `./…`) or a reference (`@name`), two operator marks before its first run, an unquoted value that opens
 * with a name then `(` or `[` (a call, a subscript), and the .ini line: an unquoted value off an env line is
 * read plainly, as before (code's keyword arguments sit on lines of their own). On an .env line the value is
 * read as the lexer reads it: one closing `,` or `;` given back, a quoted value's inside (`envQuoted`).
 */
export function leftToOtherRules(pw: string, carrier: number): boolean {
  const read = carrier === ENV ? [pw, pw.replace(/[,;]$/, ''), envQuoted(pw)?.inner ?? pw] : [pw];
  for (const v of read)
    if (
      isPlaceholder(v) ||
      isNonSecretShape(v, true) ||
      isReference(v) ||
      isPasswordHash(v) ||
      twoOperatorsLead(v)
    )
      return true;
  return carrier === INI || (carrier === ENV && /^[A-Za-z_$][\w$.]*[([]/.test(pw));
}
