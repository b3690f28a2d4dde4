// Round 70 (docs/screening.md, "Round 70 (secrets-r70)"): what round 69 left of the secret screener. A plain value
// whose first part reads as a code name (`YLQO;!Lo…`, `PSzoGJ8[Q7e…`) is read to its carrier's end when the whole
// stretch is drawn and holds what no chain of code names writes; a field line's `;` then letters is the value's; a
// key's value after a run of blanks is read; a PIN's digits under its noun are redacted. The reading properties
// fail on b167273f; the clean and linear tests pass there, as they must. GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { GIVEN_SECRET } from '../src/kernel/screen/secret-rules.js';
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

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 60);

/** A code name's shape (lexer.ts `codeName`): a letter, letters, then digits at its end (no letter after a digit). */
const codeHead = fc
  .tuple(chars(LETTERS, 4, 6), chars(DIGITS, 0, 2))
  .map(([letters, digits]) => letters + digits);
/** The marks a code name's stretch stops at: a call's, a subscript's, a generic's, a statement's, a member's, a quote. */
const STOPS = "([<;,'";
/** Marks no chain of code names writes (lexer.ts `isRareMark`). */
const RARE = '!#%*?@^~|';
/**
 * The rest: letters, digits, the rare marks and `+`; no blank, quote or `\` (the carrier's), no `=`, `:`, `/`, `<`,
 * `>`, `&` (a next field's, a tag's), no bracket (a call closed in order is code's, secrets.ts `calledAsCode`).
 */
const REST = `${LETTERS}${DIGITS}${RARE}+`;
/** What `uncodedIn` takes as no code's (the head holds no letter after a digit, the mark is no name's part). */
const UNCODED = /[!#%*?@^~|]|[0-9][A-Za-z]/;
/** Three of capitals, small letters, digits and marks (lexer.ts `drawnStretch`). */
const kinds = (v: string) => [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((k) => k.test(v)).length;

/**
 * A drawn value whose first part is a code name's shape, stopped at a mark, then a rest ending on a letter or digit
 * (a closer at the end is the carrier's): whole, as `drawnStretch` takes it (twelve characters or more, three
 * kinds, no word's part) and holding what `uncodedIn` reads as no code's.
 */
const namedHead = fc
  .tuple(codeHead, fc.constantFrom(...STOPS), chars(REST, 5, 9), chars(LETTERS + DIGITS, 1, 1))
  .map(([head, stop, rest, last]) => head + stop + rest + last)
  .filter(
    (pw) =>
      pw.length >= 12 &&
      kinds(pw) >= 3 &&
      UNCODED.test(pw) &&
      !WORD_PART.test(pw) &&
      entropy(pw) >= 2.2 &&
      !isPlaceholder(pw) &&
      !isReference(pw) &&
      !isNonSecretShape(pw, false),
  );

test('a drawn value whose first part reads as a code name is read to its carrier’s end, the carrier kept', () => {
  fc.assert(
    fc.property(
      namedHead,
      fc.nat({ max: PLAIN_CARRIERS.length - 1 }),
      fc.constantFrom('password', 'db_password', 'secret'),
      assertPlainCarried,
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('code a name opens is not read into: a call, a generic, a subscript, a method chain', () => {
  const code = [
    'pass_arg = _PassArg.from_obj(func)  # type: ignore',
    '$cas_token = $item->getCasId();',
    '$pwd = Win32::GetCwd();',
    'export type BetaAPIKeysPage = Page<BetaAPIKey>;',
    'credentials=mock.Mock())',
    '>>> sig = np.sin(2 * np.pi * x)',
    'token = tokens[length - 1];',
    'connect password=getPass(cfg) user=app',
    'auth = OAuth1(key, secret)',
    'password=Base64.decode(enc);',
  ];
  for (const t of code) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

test('a field line’s `;` then letters is the value’s; a connection string’s `;User Id=` still ends it', () => {
  fc.assert(
    fc.property(
      fc
        .tuple(chars(LETTERS, 2, 3), chars(DIGITS, 1, 2), chars(LETTERS, 1, 2), chars(LETTERS, 2, 4))
        .map(([a, d, b, tail]) => `${a}${d}${b};${tail}`)
        .filter((pw) => !WORD_PART.test(pw) && entropy(pw) >= 2.2 && !isPlaceholder(pw)),
      fc.constantFrom('password', 'db_password', 'passwd'),
      (pw, key) => {
        const o = outcome(`${PROSE}\nconnect host=db.internal ${key}=${pw} user=app\nport: 5432\n`);
        assert.equal(o.verdict.kind, 'TRANSFORM', JSON.stringify(pw));
        assertCarrierKept(1, key, pw, String(o.envelope.content), 'port: 5432\n');
      },
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
  for (const sep of [';', '; ']) {
    const text = `${PROSE}\nServer=db.internal${sep}Password=Kq9v,x7R!t2;User Id=app;\n`;
    assert.equal(
      outcome(text).envelope.content,
      text.replace('Kq9v,x7R!t2', '[gate: redacted generic-password]'),
      JSON.stringify(sep),
    );
  }
});

/** A value drawn as a generator draws one: a letter after a digit, both cases, no word's part. */
const drawnValue = chars(`${LETTERS}${DIGITS}!#%*@^~`, 10, 16).filter(
  (v) =>
    /[0-9][A-Za-z]/.test(v) &&
    /[A-Z]/.test(v) &&
    /[a-z]/.test(v) &&
    !WORD_PART.test(v) &&
    entropy(v) >= 3 &&
    !isPlaceholder(v) &&
    !isReference(v) &&
    !isNonSecretShape(v, false),
);

test('a key’s value after a run of blanks aligning it is read', () => {
  fc.assert(
    fc.property(
      drawnValue,
      fc.constantFrom('password', 'db_password', 'passwd', 'Kennwort', 'secret'),
      chars(' \t', 0, 1),
      chars(' \t', 3, 7),
      fc.boolean(),
      (pw, key, before, after, quoted) => {
        const value = quoted ? `"${pw}"` : pw;
        const o = outcome(`${PROSE}\nuser:       app\n${key}${before}:${after}${value}\nport:       5432\n`);
        assert.notEqual(o.verdict.kind, 'ALLOW', JSON.stringify(`${key}${before}:${after}${value}`));
        if (o.verdict.kind !== 'QUARANTINE') {
          const content = String(o.envelope.content);
          assert.ok(!leaked(pw, content), `${JSON.stringify(pw)}: a piece left`);
          assert.ok(content.includes(`${key}${before}:${after}`), 'the key changed');
          assert.ok(content.endsWith('port:       5432\n'), 'the rest changed');
        }
      },
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

/** Each PIN's noun with its language's verbs (round 71 adds nouns past English: `test/secrets-r71`). */
const PINS = [...GIVEN_SECRET.values()].flatMap(({ pins = [], verbs }) =>
  pins.map((noun) => [noun, verbs.map((v) => (v === ':' ? ':   ' : ` ${v} `))] as const),
);

test('a PIN’s digits under its noun are redacted, the sentence kept', () => {
  fc.assert(
    fc.property(
      fc
        .constantFrom(...PINS)
        .chain(([noun, verbs]) => fc.tuple(fc.constant(noun), fc.constantFrom(...verbs))),
      chars(DIGITS, 4, 8),
      fc.constantFrom('Your ', 'The new ', 'Note: '),
      fc.constantFrom('.', '', ' for the side door.'),
      ([noun, verb], pin, opening, close) => {
        const spelled = noun === 'pin' ? 'PIN' : noun;
        const sentence = `${opening}${spelled}${verb}${pin}${close}`;
        const o = outcome(`${PROSE}\n${sentence}\n`);
        assert.equal(o.verdict.kind, 'TRANSFORM', JSON.stringify(sentence));
        assert.equal(
          String(o.envelope.content),
          `${PROSE}\n${opening}${spelled}${verb}[gate: redacted generic-pin]${close}\n`,
        );
      },
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
  const passcode = outcome(`${PROSE}\ndevice:\n  passcode: 482193\n`);
  assert.equal(passcode.envelope.content, `${PROSE}\ndevice:\n  passcode: [gate: redacted generic-pin]\n`);
});

test('a number under no PIN’s noun, or too short for a PIN, is not touched', () => {
  const clean = [
    'port: 5432',
    'The count is 4821 and the year is 2024.',
    'The password is 4832.',
    'timeout = 30000',
    'Your PIN is 4 digits long.',
    'Spinning pin is 4 mm; the pinned token count is 12.',
    'GPIO pin: 17',
    'The pin count is 2048.',
    'PIN: 123456789012 (a card number is no PIN)',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\n`), 'ALLOW', t);
});

test('the readings are linear on hostile input (200 kB)', () => {
  const read = (t: string) => verdictKind(t);
  assertRepeatLinear('password=Abcd(', read);
  assertRepeatLinear('password=Abcd[x1', read);
  assertRepeatLinear('password:       ', read);
  assertRepeatLinear(' k=a password=ab;cd', read);
  assertRepeatLinear('   \t password=Ab;c', read);
  assertRepeatLinear('PIN: 48 passcode: 123456789 ', read);
  for (const [head, unit] of [
    ['password=Abcd', '(x1!y'],
    ['password=', 'Abcd(x!)'],
    ['connect ', 'host=a password=E8AZ;gSJF '],
    ['password:', '\t'],
    ['Note: ', 'pin code is 0093 '],
  ] as const) {
    const text = repeatedTo(200_000, head, unit, ' end');
    assertCpuUnder(
      () => verdictKind(text),
      3000,
      (ms) => `${JSON.stringify(unit)}: ${ms.toFixed(0)} ms for 200 kB`,
    );
  }
});
