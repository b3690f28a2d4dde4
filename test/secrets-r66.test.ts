// Round 66 (docs/screening.md, "Round 66 (secrets-r66)"): the keyed-value reader past what round 65 left. A
// value read plainly goes on past a `'`, `` ` ``, `;` or `,` that is a drawn password's (the stretch after it
// opens with no next key and no code name, and mixes letters with digits or the two cases); a key mixing
// scripts in one word (`db_пароль`, respelled by the view) is read; a quoted value's shell expansion closes
// inside its quotes or not at all (`"${uj=a!0$…"}`). GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { redactionMarker } from '../src/kernel/screen/redact.js';
import {
  assertPlainCarried,
  chars,
  DIGITS,
  DRAWN,
  LOWER,
  PLAIN_KEYS,
  UPPER,
} from './helpers/plain-carried.js';
import { leaked, PLAIN_CARRIERS } from './helpers/plain-carriers-r65.js';
import { outcome, PROSE, verdictKind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);

/** The marks round 65 left a plain value ending at, which a password holds. */
const INSIDE = "';,`";

/**
 * A drawn run after a mark: a capital, a digit and a lower-case letter in some order first (no code name,
 * no next key), then more letters and digits.
 */
const DRAWN_RUN = fc
  .tuple(
    fc.constantFrom(...UPPER),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...LOWER),
    chars(UPPER + LOWER + DIGITS, 1, 5),
    fc.nat({ max: 2 }),
  )
  .map(([u, d, l, rest, order]) => [`${u}${d}${l}`, `${d}${l}${u}`, `${l}${d}${u}`][order]! + rest);

/** A drawn password holding quotes, `;` and `,`: a generator's opening (`K9q!`), then pieces of a mark and a run. */
const markedPassword = fc
  .tuple(
    fc.constantFrom(...UPPER),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...LOWER),
    fc.array(fc.tuple(fc.constantFrom(...INSIDE), DRAWN_RUN), { minLength: 2, maxLength: 3 }),
  )
  .map(([u, d, l, pieces]) => `${u}${d}${l}!${pieces.map(([m, r]) => m + r).join('')}`);

test('a password holding quotes, `;` and `,` read plainly is redacted whole or withheld (property)', () => {
  fc.assert(
    fc.property(
      markedPassword,
      fc.constantFrom(...PLAIN_KEYS),
      fc.nat({ max: PLAIN_CARRIERS.length - 1 }),
      assertPlainCarried,
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test("the carrier's own close is kept: a quote, a `;`, a `,` and what follows them", () => {
  const marker = redactionMarker('generic-password');
  const cases: [string, string, string][] = [
    ["echo 'password=", 'Kq9v!Lm27Rx4T', "' | tee conf"],
    ['Server=db;password=', "Kq9v'Lm27Rx4T", ';User Id=app;'],
    ['Server=db;password=', 'Kq9v;Lm27Rx4T', ';User Id=app;'],
    ['set password=', 'Kq9v,Lm27Rx4T', ', user=app'],
    ['run `login password=', 'Kq9v`Lm27Rx4T', '` now'],
  ];
  for (const [before, pw, after] of cases) {
    const o = outcome(`${PROSE}\n${before}${pw}${after}\n`);
    assert.equal(o.verdict.kind, 'TRANSFORM', pw);
    assert.equal(String(o.envelope.content), `${PROSE}\n${before}${marker}${after}\n`, pw);
  }
});

test('code after a `;`, a quote or a `,` is not read into a value', () => {
  for (const line of [
    // Mid-line (an own line of one run is a config line's, read whole as before).
    'function f(e,t){a.password=e;Object.assign(t,n);}',
    'function f(e,t){a.password=e;this.token=t;}',
    'function f(e,t){a.password=e;!function(){}()}',
    "function f(e,t){a.password=e+'px'.split(',')}",
    'function f(n,x){var password=n;if(x)return;}',
    'function f(t){headers.token=t`Bearer`;}',
    'opts = {password:e,salt:n,iv:Buffer.alloc(16)}',
    "cursor.execute('select 1 where password=' + pw + ';')",
    'connect password=pw;user=app;host=db now',
    "password=x'; DROP TABLE users; --",
    // Tuning files the first build of this reading flagged (a docstring's role, a list, a CSS selector).
    '    :type credentials: :py:class:`~botocore.credentials.Credentials`',
    "        pass_vars = ['LIBRARY_PATH', 'LD_LIBRARY_PATH', 'SYSTEMROOT']",
    '.x{color:red}.codicon-pass:before,.codicon-issue-closed:before{content:"x"}',
  ]) {
    assert.equal(verdictKind(`${PROSE}\n${line}\n`), 'ALLOW', line);
  }
});

/** A key word past ASCII joined to an ASCII prefix in one word, in three cases. */
const MIXED_KEY = fc
  .tuple(
    fc.constantFrom('db_', 'app_', 'smtp-', 'mysql.', 'root_'),
    fc.constantFrom('пароль', 'κωδικός'),
    fc.constantFrom('lower', 'upper'),
  )
  .map(([prefix, word, form]) => (form === 'upper' ? (prefix + word).toUpperCase() : prefix + word));
const MIXED_CARRIERS: readonly ((key: string, pw: string) => string)[] = [
  (key, pw) => `${key}: ${pw}\n`,
  (key, pw) => `host=db\n${key}=${pw}\n`,
  (key, pw) => `  ${key}: "${pw}"\n  port: 5432\n`,
  (key, pw) => `${JSON.stringify({ host: 'db.internal', [key]: pw })}\n`,
  (key, pw) => `Доступ к серверу: ${key}=${pw} user=app\n`,
];

test('a password under a key mixing scripts in one word is redacted or withheld (property)', () => {
  fc.assert(
    fc.property(MIXED_KEY, DRAWN, fc.nat({ max: MIXED_CARRIERS.length - 1 }), (key, pw, c) => {
      const o = outcome(`${PROSE}\n\n${MIXED_CARRIERS[c]!(key, pw)}`);
      assert.notEqual(o.verdict.kind, 'ALLOW', `carrier ${c}`);
      if (o.verdict.kind === 'TRANSFORM') assert.ok(!leaked(pw, String(o.envelope.content)), `carrier ${c}`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('prose naming such a key and giving none stays clean', () => {
  for (const line of [
    'Поле db_пароль: должно быть не короче восьми символов.',
    `Переменная DB_ПАРОЛЬ=\${DB_PASSWORD} задаётся при запуске.`,
    'app_пароль: <your-password>',
  ]) {
    assert.equal(verdictKind(`${PROSE}\n${line}\n`), 'ALLOW', line);
  }
});

/** A shell expansion's opening a drawn password may begin with, as round 65's property draws it. */
const EXPANSION_HEAD = fc
  .tuple(chars(UPPER + LOWER, 1, 3), fc.constantFrom('.', '_', ''), chars(LOWER + DIGITS, 1, 3))
  .map(([a, sep, b]) => `\${${a}${sep}${b}=`);

test("a quoted value's expansion closes inside its quotes: a JSON value opening `${name=` is read whole (property)", () => {
  fc.assert(
    fc.property(EXPANSION_HEAD, DRAWN, (head, pw) => {
      const value = head + pw;
      const o = outcome(JSON.stringify({ host: 'db.internal', user: 'app', password: value }));
      assert.notEqual(o.verdict.kind, 'ALLOW', value);
      if (o.verdict.kind === 'TRANSFORM')
        assert.ok(!String(o.envelope.content).includes(head), `${value}: its opening left`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  // Closed inside its quotes, the default alone is the password (round 63).
  const closed = outcome(`${PROSE}\n${JSON.stringify({ password: `\${DB_PASS:-Kq9v!Lm27#Rx}` })}\n`);
  assert.equal(closed.verdict.kind, 'TRANSFORM');
  assert.ok(String(closed.envelope.content).includes('${DB_PASS:-[gate: redacted'));
});

test('the readings are linear on hostile input', () => {
  const read = (t: string) => verdictKind(t);
  assertRepeatLinear("password=ab'cd ", read);
  assertRepeatLinear('password=a;b', read);
  assertRepeatLinear("'K9q", (t) => read(`password=K9q!${t}`));
  assertRepeatLinear(';K9q', (t) => read(`password=K9q!${t}`));
  assertRepeatLinear(',x=', (t) => read(`password=K9q!${t}`));
  assertRepeatLinear('`a.b', (t) => read(`password=K9q!${t}`));
  assertRepeatLinear('db_пароль: ab ', read);
  assertRepeatLinear('"${A=', (t) => read(`{"pwd":${t}`));
});
