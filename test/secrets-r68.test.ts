// Round 68 (docs/screening.md, "Round 68 (secrets-r68)"): what rounds 66 and 67 left of the keyed-value reader.
// A plain value that stopped at a mark after a stretch already drawn (no code name; a letter mixed with a digit,
// the two cases or a rare mark) is read to where its carrier ends it (the stretch's end less its closers, a next
// field, a closing tag); "the password is X" in prose gives a drawn X; a short drawn value under a secret's key
// (`api_key=Kq9vLm27`) is a secret. Code, prose and a word with digits stay clean. The reading properties fail
// on f15d0e88; the clean and linear tests pass there, as they must. GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { entropy, isNonSecretShape, isPlaceholder } from '../src/kernel/screen/value-shape.js';
import {
  assertCarrierKept,
  chars,
  DIGITS,
  LETTERS,
  PLAIN_CARRIERS,
  WORD_PART,
} from './helpers/plain-carriers-r65.js';
import { outcome, PROSE, verdictKind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);

/** A drawn stretch before the mark: a letter, a digit, a letter (no code name: a letter after a digit), then more. */
const drawnHead = fc
  .tuple(
    fc.constantFrom(...LETTERS),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...LETTERS),
    chars(LETTERS + DIGITS, 0, 4),
  )
  .map((p) => p.join(''));
/**
 * The marks a plain value stopped at on f15d0e88 (no blank, `"` or `\`; an opener after a name is a call's; a `<`
 * that stops a value opens a tag, as `plainEnd` and `carrierEnd` both read it).
 */
const STOPS = ",;'`)]}&";
/**
 * The rest of a drawn value: no closer at its end, no `=` or `:` (a next field's), no `/` (a closing tag's). A
 * letters-only rest after `;` (`E8AZ;gSJF user=app`, set apart in round 69) is drawn again since round 70: a field
 * line whose fields a blank separates reads no next field's name with a blank in it (docs/screening.md).
 */
const drawnTail = chars(`${LETTERS}${DIGITS}!#$%*+?@^~|-`, 4, 8).filter(
  (t) => /[A-Za-z0-9]/.test(t) && !WORD_PART.test(t),
);
const stopped = fc
  .tuple(drawnHead, fc.constantFrom(...STOPS), drawnTail)
  .map(([head, mark, tail]) => head + mark + tail)
  .filter((pw) => !isPlaceholder(pw) && !isNonSecretShape(pw, false));

test('a drawn value that stopped at a mark is read to its carrier’s end, the carrier kept', () => {
  fc.assert(
    fc.property(
      stopped,
      fc.nat({ max: PLAIN_CARRIERS.length - 1 }),
      fc.constantFrom('password', 'db_password', 'passwd'),
      (pw, c, key) => {
        const line = PLAIN_CARRIERS[c]!(key, pw);
        const text = `${PROSE}\n${line}port: 5432\n`;
        const o = outcome(text);
        assert.equal(o.verdict.kind, 'TRANSFORM', `${JSON.stringify(pw)} in carrier ${c}`);
        assertCarrierKept(c, key, pw, String(o.envelope.content), 'port: 5432\n');
      },
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('the carrier’s own end is kept exactly: closers, a next field, a closing tag', () => {
  const pw = 'Kq9v,x7R!t2';
  const cases: [string, string][] = [
    ['The login is in the vault [password=', '] since March.'],
    ['The account was made for the job (password: ', ').'],
    ['GET /login?password=', '&user=app HTTP/1.1'],
    ['<tr><td>password=', '</td></tr>'],
    ['Server=db.internal;Password=', ';User Id=app;'],
    ["config('password=", "');"],
    ['connect password=', ', then retry'],
  ];
  for (const [before, after] of cases) {
    const o = outcome(`${PROSE}\n${before}${pw}${after}\n`);
    assert.equal(o.verdict.kind, 'TRANSFORM', before);
    assert.equal(
      o.envelope.content,
      `${PROSE}\n${before}[gate: redacted generic-password]${after}\n`,
      before,
    );
  }
  // Round 63's left draw: a one-word last piece after a drawn stretch is the password's (`,Bx`).
  const bx = outcome(`${PROSE}\nconnect host=db.internal password=p2?@Gf7AtC,Bx user=app\n`);
  assert.equal(
    bx.envelope.content,
    `${PROSE}\nconnect host=db.internal password=[gate: redacted generic-password] user=app\n`,
  );
});

test('code is not read into: a name before the mark, a word after it, a long minified stretch', () => {
  const clean = [
    'const o = {password:e,salt};',
    'init: a.password=e;Object.assign(t,n); done',
    'token=getToken(x),user=u',
    'if (password=readPass(k2)) return;',
    'x={token:t2,salt:Results}',
    'if (ok) { opts.password=p1x;opts.retries=3; }',
    `password=a1B2;${'x'.repeat(80)}(1)`,
    'the password=Kq9v;Rename the file afterwards.',
    'GET /a?password=Kq9v&user=app',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\n`), 'ALLOW', t);
});

/** A word drawn as a password is: a letter after a digit, both cases, no word's part. */
const drawnWord = fc
  .tuple(
    chars('ABCDEFGHJKLMNPQRSTUVWXYZ', 3, 4),
    chars('abcdefghijkmnpqrstuvwxyz', 3, 4),
    chars(DIGITS, 2, 3),
  )
  .chain(([u, l, d]) =>
    fc.shuffledSubarray([...u, ...l, ...d], { minLength: u.length + l.length + d.length }),
  )
  .map((a) => a.join(''))
  // The reader's floor: a short drawn value holds 2.5 bits a character or more (secrets.ts DRAWN_ENTROPY).
  .filter(
    (w) =>
      /\d[A-Za-z]/.test(w) &&
      !WORD_PART.test(w) &&
      !isPlaceholder(w) &&
      !isNonSecretShape(w, false) &&
      entropy(w) >= 2.5,
  );

test('"the password is X" in prose gives a drawn X: it is redacted, the sentence kept', () => {
  const sentences = [
    (pw: string) => `I set up the account. The password is ${pw}. Change it after the first login.`,
    (pw: string) => `Hi team, the wifi password is ${pw}, and the guest network has none.`,
    (pw: string) => `Reminder: the admin password is "${pw}" until Friday.`,
    (pw: string) => `NOTE: PASSWORD IS ${pw} FOR THE STAGING BOX`,
  ];
  fc.assert(
    fc.property(drawnWord, fc.nat({ max: sentences.length - 1 }), (pw, k) => {
      const text = `${PROSE}\n${sentences[k]!(pw)}\n`;
      const o = outcome(text);
      assert.equal(o.verdict.kind, 'TRANSFORM', `sentence ${k}`);
      assert.equal(
        o.envelope.content,
        text.replace(pw, '[gate: redacted generic-password]'),
        `sentence ${k}`,
      );
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('prose about a password that gives none stays clean', () => {
  const clean = [
    'The password is incorrect.',
    'Your password is required to continue.',
    'The password is hashed with SHA256-hashed salts before it is stored.',
    'The password is 8 characters long at least.',
    'The default password is Summer2024 on every demo image.',
    'The password is stored in the vault under db/prod.',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell reference written in prose
    'If the password is ${DB_PASSWORD} the loader fills it in.',
    'The password is v2-beta1 compatible.',
    'The password is <PASSWORD>.',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\n`), 'ALLOW', t);
});

test('a short drawn value under a secret’s key is a secret; a word with digits is not', () => {
  const keys = ['api_key', 'secret', 'private_token', 'access_token', 'client_secret'];
  fc.assert(
    fc.property(drawnWord, fc.constantFrom(...keys), fc.constantFrom('=', ': '), (value, key, op) => {
      const text = `${PROSE}\n${key}${op}${value}\nport: 5432\n`;
      const o = outcome(text);
      assert.equal(o.verdict.kind, 'TRANSFORM', `${key}`);
      assert.ok(!String(o.envelope.content).includes(value), `${key}: left in`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  const clean = ['secret=hunter2', 'api_key=abc', 'token=MyToken1', 'api_key=abc123def', 'secret: changeme1'];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

test('the readings are linear on hostile input', () => {
  const read = (t: string) => verdictKind(t);
  assertRepeatLinear('password=K9q,x;', read);
  assertRepeatLinear(",K9q'", (t) => read(`password=K9q!${t}`));
  assertRepeatLinear('(K9q', (t) => read(`password=a1B${t}`));
  // Near misses (each hit is a redaction and a rescreen, bounded apart: MAX_REDACTIONS).
  assertRepeatLinear('The password is Summer2024 ', read);
  assertRepeatLinear('assword is ', read);
  assertRepeatLinear('api_key=abc123def ', read);
});
