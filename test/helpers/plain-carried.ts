// What the keyed-value tests of rounds 65 and 66 share (docs/screening.md, "Round 65 (secrets-r65)", "Round
// 66 (secrets-r66)"): drawn passwords' pieces, the plain carriers' keys, and the check that a password in a
// plain carrier is redacted whole or withheld with the text around it kept.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { leaked, PLAIN_CARRIERS } from './plain-carriers-r65.js';
import { outcome, PROSE } from './screen-admit.js';

export const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const LOWER = 'abcdefghijkmnopqrstuvwxyz';
export const DIGITS = '23456789';

/** A string of `min` to `max` characters drawn from `alphabet`. */
export const chars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((a) => a.join(''));

/** A drawn password of letters, digits and a mark, opening with a capital. */
export const DRAWN = fc
  .tuple(chars(UPPER, 3, 4), chars(LOWER, 3, 4), chars(DIGITS, 2, 3), chars('!#%*?~', 1, 2))
  .chain(([u, l, d, m]) =>
    fc.shuffledSubarray([...u, ...l, ...d, ...m], { minLength: u.length + l.length + d.length + m.length }),
  )
  .map((a) => `${a.find((ch) => /[A-Z]/.test(ch))}${a.join('')}`);

/** The keys a plain carrier writes a password under. */
export const PLAIN_KEYS = ['password', 'passwd', 'pwd', 'db_password', 'token', 'secret'];

/**
 * `pw` under `key` in plain carrier `c`, between prose and a next line: not admitted whole, and when
 * redacted no piece of it left, the text before it and the next line kept.
 */
export function assertPlainCarried(pw: string, key: string, c: number): void {
  const line = PLAIN_CARRIERS[c]!(key, pw);
  const head = `${PROSE}\n\n${line.slice(0, line.indexOf(pw))}`;
  const next = '\nThe job runs every night at two.\n';
  const o = outcome(`${PROSE}\n\n${line}${next}`);
  assert.notEqual(o.verdict.kind, 'ALLOW', `${pw} in carrier ${c}`);
  if (o.verdict.kind === 'QUARANTINE') return;
  const content = String(o.envelope.content);
  assert.ok(!leaked(pw, content), `${pw} in carrier ${c}: a piece left`);
  assert.ok(content.startsWith(head), `carrier ${c}: the text before the password changed`);
  assert.ok(content.endsWith(next), `carrier ${c}: the next line changed`);
}
