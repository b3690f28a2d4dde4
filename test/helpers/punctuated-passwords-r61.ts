// Round 61 (docs/screening.md, "Round 61 (secrets-r61)"): generated passwords over letters, digits and
// punctuation under a key, in the carriers a tool result holds them in; shared by the kernel's property, the
// real process's and `bench/keyed-passwords.ts`.
import fc from 'fast-check';

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
