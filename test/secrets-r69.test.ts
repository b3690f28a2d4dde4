// Round 69 (docs/screening.md, "Round 69 (secrets-r69)"): what round 68 left of the secret screener.
// A sentence that gives a secret is read by its meaning, not its spelling: a noun of GIVEN_SECRET in any case,
// any run of blanks, any of its language's verbs (`The new Password  is`, `pw was changed to`, `das Kennwort
// lautet`, `密码是`); prose that names a password and gives none stays clean. A plain value whose stretch before
// the mark is too short to judge (one to three characters, or none: a value opening with a mark) is read to its
// carrier's end when that whole stretch is drawn; a `<` inside a value opens a tag only where a tag's shape
// follows. The reading properties fail on 7f6665b7; the clean and linear tests pass there, as they must.
// GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  FOREIGN_PASSWORD_KEYS,
  GENERIC,
  GIVEN_SECRET,
  KEY_NAME_WORDS,
  WRITTEN_FOREIGN_KEYS,
} from '../src/kernel/screen/secret-rules.js';
import { entropy, isNonSecretShape, isPlaceholder, isReference } from '../src/kernel/screen/value-shape.js';
import { assertCpuUnder, repeatedTo } from './helpers/linear-cpu.js';
import {
  assertCarrierKept,
  chars,
  DIGITS,
  LETTERS,
  leaked,
  PLAIN_CARRIERS,
  WORD_PART,
} from './helpers/plain-carriers-r65.js';
import { assertPlainCarried, outcome, PROSE, verdictKind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);

/**
 * A value drawn as a generator draws one, as `drawnWord` (secrets.ts) takes it: 8-14 characters of letters,
 * digits and marks no sentence closes on, a letter after a digit, both cases, no word's part, 2.5 bits a character (`passwordShaped` wants 2.2).
 */
const drawnValue = chars(`${LETTERS}${DIGITS}#%*@^~`, 8, 14).filter(
  (v) =>
    /[0-9][A-Za-z]/.test(v) &&
    /[A-Z]/.test(v) &&
    /[a-z]/.test(v) &&
    !WORD_PART.test(v) &&
    entropy(v) >= 2.5 &&
    !isPlaceholder(v) &&
    !isReference(v) &&
    !isNonSecretShape(v, false),
);

/** Scripts written without blanks between words (as secrets.ts reads them). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LANGUAGES = [...GIVEN_SECRET.values()];

/** A run of blanks: `min` to three spaces or tabs. */
const blanks = (min: number) => chars(' \t', min, 3);

/** The word as the writer spelled it: as listed, upper case, capitalised, or ASCII letters flipped at random. */
const spelled = (word: string) =>
  fc.oneof(
    fc.constant(word),
    fc.constant(word.toUpperCase()),
    fc.constant(word.charAt(0).toUpperCase() + word.slice(1)),
    fc
      .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
      .map((flip) => [...word].map((c, i) => (flip[i] && /[a-z]/.test(c) ? c.toUpperCase() : c)).join('')),
  );

/** A noun the keyed reader reads as a key: its `:` and `=` are an assignment's (secrets.ts GIVEN_VERBS). */
const keyNoun = (noun: string) => KEY_NAME_WORDS.some((key) => noun.replaceAll(' ', '').includes(key));
/**
 * A noun, its words joined by a run of blanks, then the blanks before its verb (none before a mark or a
 * particle); a key's noun takes its language's words, not `:` or `=` (the keyed reader's, with its own bounds).
 */
const SPELLINGS = LANGUAGES.flatMap(({ nouns, verbs }) =>
  nouns.flatMap((noun) =>
    verbs.filter((v) => !keyNoun(noun) || (v !== ':' && v !== '=')).map((verb) => [noun, verb] as const),
  ),
);
const givenPhrase = fc.constantFrom(...SPELLINGS).chain(([noun, verb]) => {
  const tight = UNSPACED.test(noun) || UNSPACED.test(verb) || !/\p{L}/u.test(verb);
  const words = (phrase: string) =>
    fc
      .tuple(...phrase.split(' ').map((w) => spelled(w)), ...phrase.split(' ').map(() => blanks(1)))
      .map((parts) => {
        const n = phrase.split(' ').length;
        return parts
          .slice(0, n)
          .map((w, i) => (i === 0 ? w : parts[n + i - 1] + w))
          .join('');
      });
  return fc
    .tuple(words(noun), blanks(tight ? 0 : 1), words(verb), blanks(UNSPACED.test(verb) ? 0 : 1))
    .map((p) => p.join(''));
});

test('a sentence that gives a drawn secret is redacted however it spells the noun, the verb and the blanks', () => {
  fc.assert(
    fc.property(givenPhrase, drawnValue, (phrase, value) => {
      const text = `${PROSE}\nNote from the call: ${phrase}${value} until the end of the week.\n`;
      const o = outcome(text);
      assert.equal(o.verdict.kind, 'TRANSFORM', JSON.stringify(phrase));
      const content = String(o.envelope.content);
      assert.ok(!leaked(value, content), `${JSON.stringify(phrase)}: a piece of the value left`);
      assert.ok(
        content.includes(`Note from the call: ${phrase}`),
        `${JSON.stringify(phrase)}: the sentence changed`,
      );
      assert.ok(
        content.endsWith(' until the end of the week.\n'),
        `${JSON.stringify(phrase)}: the rest changed`,
      );
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
});

/** Words and numbers prose writes after a password's noun and verb: none is drawn. */
const SAID = [
  'in',
  'wrong',
  'incorrect',
  'required',
  'hashed',
  'Summer2024',
  'hunter2',
  '8',
  '4832',
  '12345678',
  'v2-beta1',
  'changeme',
  'expired',
  '<PASSWORD>',
  'falsch',
  'obligatoire',
  '必填',
];

/** A phrase under a PIN's noun (GIVEN_SECRET's `pins`): its digits are given since round 70 (`test/secrets-r70`). */
const PIN_NOUNS = LANGUAGES.flatMap((l) => l.pins ?? []);
const pinPhrase = (phrase: string) =>
  PIN_NOUNS.some((noun) =>
    phrase
      .toLowerCase()
      .replace(/[ \t]+/g, ' ')
      .startsWith(noun),
  );

test('a sentence that names a password and gives none stays clean', () => {
  fc.assert(
    fc.property(givenPhrase, fc.constantFrom(...SAID), (phrase, said) => {
      if (/^[0-9]{4,8}$/.test(said) && pinPhrase(phrase)) return;
      const text = `${PROSE}\nNote from the call: ${phrase}${said} until the end of the week.\n`;
      assert.equal(verdictKind(text), 'ALLOW', JSON.stringify(phrase + said));
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  const clean = [
    'The password is in the vault under db/prod.',
    'The password is wrong; try again.',
    'Your PIN is 4 digits long? No: six digits.',
    'The new password was changed to the one you chose.',
    'The token is expired and must be renewed.',
    'Das Passwort ist falsch.',
    'Le mot de passe est obligatoire.',
    'Spinning pin is 4 mm; the pinned token count is 12.',
    'Set the password to something only you know.',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\n`), 'ALLOW', t);
});

test('the prose nouns are the secret vocabulary’s words: every foreign password key is one', () => {
  const nouns = new Set(LANGUAGES.flatMap((l) => l.nouns));
  for (const key of WRITTEN_FOREIGN_KEYS) assert.ok(nouns.has(key), key);
  for (const key of GENERIC.passwordKeys.filter((k) => /[^a-z]/.test(k) || k.length > 6))
    assert.ok(nouns.has(key) || [...nouns].some((n) => n.replaceAll(' ', '') === key), key);
  assert.ok(WRITTEN_FOREIGN_KEYS.every((k) => FOREIGN_PASSWORD_KEYS.includes(k)));
});

/**
 * What a short stretch stops at (a plain value's `endsValue` marks but a blank, `"`, `\` and `(`: an opener
 * the value holds is balanced against the carrier's closer, as `plainEnd` reads brackets).
 */
const STOPS = ",;'`)]}<&";
/** The rest: no blank, `"` or `\`; no `=`, `:`, `;`, `/`, `<`, `>`, `&` (a next field's, an entity's, a tag's), no opener. */
const REST = `${LETTERS}${DIGITS}!#$%*+?@^~|-_.`;
/** Three of capitals, small letters, digits and marks (lexer.ts `drawnStretch`). */
const kinds = (v: string) => [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((k) => k.test(v)).length;

/**
 * A drawn value whose stretch before its first stop is one to three characters or none, whole as
 * `drawnStretch` takes it (12 characters or more: a secret's key in a query field reads no shorter one, three kinds, no word's part, no class range) and ending on a
 * letter or digit (a closer at its end is the carrier's).
 */
const shortBefore = fc
  .tuple(
    chars(`${LETTERS}${DIGITS}`, 0, 3),
    fc.constantFrom(...STOPS),
    chars(REST, 10, 14),
    chars(LETTERS + DIGITS, 1, 1),
  )
  // A value opening with a quote is read as quoted (the quote may be the carrier's): not this reading.
  .filter(([head, stop]) => head !== '' || (stop !== "'" && stop !== '`'))
  .map(([head, stop, rest, last]) => head + stop + rest + last)
  .filter(
    (pw) =>
      kinds(pw) >= 3 &&
      !WORD_PART.test(pw) &&
      !/\[[A-Za-z0-9]-/.test(pw) &&
      !isPlaceholder(pw) &&
      !isReference(pw) &&
      !isNonSecretShape(pw, false),
  );

test('a drawn value with a short stretch before its mark, or opening with one, is read to its carrier’s end', () => {
  fc.assert(
    fc.property(
      shortBefore,
      fc.nat({ max: PLAIN_CARRIERS.length - 1 }),
      fc.constantFrom('password', 'db_password', 'secret'),
      assertPlainCarried,
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('a `<` inside a value opens a tag only in a tag’s shape; the carrier’s tags are kept', () => {
  for (const pw of ['Kq9v</tyI&q*3a', 'V!5VG_3}G<v/c[_(', 'Kq9v<!x7Rt2', 'Kq9v<?9Rt2Lm']) {
    const text = `${PROSE}\nconnect host=db.internal password=${pw} user=app\nport: 5432\n`;
    const content = String(outcome(text).envelope.content);
    assert.ok(!leaked(pw, content), JSON.stringify(pw));
  }
  const pw = 'Kq9v,x7R!t2';
  for (const [head, tail] of [
    ['<tr><td>password=', '</td></tr>'],
    ['<p>password=', '<br/>next line</p>'],
    ['<p>password=', '<!-- rotated --></p>'],
  ]) {
    const text = `${PROSE}\n${head}${pw}${tail}\n`;
    const o = outcome(text);
    assert.equal(o.verdict.kind, 'TRANSFORM', head);
    assert.equal(String(o.envelope.content), text.replace(pw, '[gate: redacted generic-password]'), head);
  }
});

test('code a short stretch opens is not read into', () => {
  const code = [
    'const c={password:e,salt};',
    'login(password=(e,t)=>{return e});',
    'password=(0,r.default)(n);',
    'connect password=$(cat /run/secrets/db) user=app',
    'validate password=(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9]) user=app',
    'GET /login?password=&user=app HTTP/1.1',
    'if (password==x) return;',
    'template password=<%=ENV[DB_PASS]%> user=app',
  ];
  for (const t of code) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

test('the readings are linear on hostile input (200 kB)', () => {
  const read = (t: string) => verdictKind(t);
  assertRepeatLinear('The Password  \t is  wrong ', read);
  assertRepeatLinear('pin pw token passcode ', read);
  assertRepeatLinear('密码是', read);
  assertRepeatLinear('password=)a', read);
  assertRepeatLinear(' password=<a/', read);
  assertRepeatLinear('x</tyI', (t) => read(`password=Kq9v${t}`));
  for (const [head, unit] of [
    ['The password ', ' '],
    ['password=', ')A1;'],
    ['Note: ', 'pw is '],
    ['', 'пароль — '],
  ] as const) {
    const text = repeatedTo(200_000, head, unit, ' end');
    assertCpuUnder(
      () => verdictKind(text),
      3000,
      (ms) => `${JSON.stringify(unit)}: ${ms.toFixed(0)} ms for 200 kB`,
    );
  }
});
