// Round 65 (docs/screening.md, "Round 65 (secrets-r65)"): carriers that hold a keyed value plainly (no quote,
// not a line of its own), where a bracket, `<` or `&` may be the carrier's or the password's; shared by
// `test/secrets-r65.test.ts` and `bench/keyed-passwords.ts`.
import assert from 'node:assert/strict';
import fc from 'fast-check';

/** Carriers of a plain value among other text: a query string, a field line, a bracket, a parenthesis, a cell. */
export const PLAIN_CARRIERS: readonly ((key: string, pw: string) => string)[] = [
  (key, pw) => `GET /login?${key}=${pw}&user=app HTTP/1.1\nHost: db.internal\n`,
  (key, pw) => `connect host=db.internal ${key}=${pw} user=app\n`,
  (key, pw) => `The login for the build agent is in the vault [${key}=${pw}] since March.\n`,
  (key, pw) => `The account was created for the reporting job (${key}: ${pw}).\n`,
  (key, pw) => `<tr><td>reporting</td><td>${key}=${pw}</td></tr>\n`,
];

/** The carriers' names, in order (the bench's rows). */
export const PLAIN_NAMES = ['query string', 'field line', '[key=…]', '(key: …)', 'table cell'] as const;

/** The shortest piece of a password that, left in the admitted text, counts as leaked. */
export const LEAK_PIECE = 6;

/** Whether `admitted` (the text the model gets, or undefined when withheld) holds LEAK_PIECE characters of `pw` in a row. */
export function leaked(pw: string, admitted: string | undefined): boolean {
  if (admitted === undefined) return false;
  for (let i = 0; i + LEAK_PIECE <= pw.length; i++)
    if (admitted.includes(pw.slice(i, i + LEAK_PIECE))) return true;
  return false;
}

/**
 * A plain carrier's value redacted in `content` with the carrier kept (rounds 68 and 69): no LEAK_PIECE of `pw`
 * left, the text before the key and the text after the value (then `tail`) as written.
 */
export function assertCarrierKept(c: number, key: string, pw: string, content: string, tail: string): void {
  assert.ok(!leaked(pw, content), `${JSON.stringify(pw)} in carrier ${c}: a piece left`);
  const [before, after] = PLAIN_CARRIERS[c]!(key, pw).split(`${key}${c === 3 ? ': ' : '='}${pw}`);
  assert.ok(content.includes(before! + key), `carrier ${c}: the text before changed`);
  assert.ok(content.endsWith(`${after}${tail}`), `carrier ${c}: the text after changed`);
}

/** A string of `min` to `max` characters drawn from `alphabet` (the oracles of rounds 68 and 69). */
export const chars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));

export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
/** Five letters of one case in a row (a capital before lower case counted): a word's part (lexer.ts `wordPartIn`). */
export const WORD_PART = /[A-Z]{5}|[A-Z]?[a-z]{5}|[A-Z][a-z]{4}/;
