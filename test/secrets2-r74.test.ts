// Round 74 (docs/screening.md, "Round 74 (secrets-r74)"): plain carriers' values round 72 left. A value that opens
// with a quote closed with a letter or a digit right after it (`'8'S;[HwZK,…`), one of one letter case and marks
// holding two different rare marks (`([-K~P:QZT<%IM[A`), and a drawn value read as a call or a subscript
// (`FrxRFwcn2[M^gX'{`, `Iak_e2Mn[KT$+Vl5` inside `[key=…]`) are redacted with the carrier kept. The reading tests
// fail on d7813a77; the clean and linear ones pass there, as they must. GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { entropy, isNonSecretShape, isPlaceholder, isReference } from '../src/kernel/screen/value-shape.js';
import { assertCpuUnder, repeatedTo } from './helpers/linear-cpu.js';
import { chars, DIGITS, LETTERS, PLAIN_CARRIERS, WORD_PART } from './helpers/plain-carriers-r65.js';
import {
  assertPlainCarried,
  assertShapeCarried,
  judged,
  PROSE,
  RARE,
  verdictKind,
} from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 30);

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
/** Marks a drawn value holds that no carrier ends it at (no blank, quote, `\`, `&`, `<`, bracket or `;`/`,`). */
const INNER = `${RARE}$+-_.:/=`;

/** A quote or a backtick, a drawn head, the same quote, a letter or a digit, a drawn rest (`'8'S;[HwZK,Mc`). */
const quoteOpened = fc
  .tuple(
    fc.constantFrom("'", '`'),
    chars(LETTERS + DIGITS + RARE, 1, 4),
    chars(LETTERS + DIGITS, 1, 1),
    chars(LETTERS + DIGITS + INNER, 6, 12),
  )
  .map(([q, head, next, rest]) => `${q}${head}${q}${next}${rest}`)
  .filter((v) => judged(v) && /[A-Za-z0-9]$/.test(v));

/**
 * Letters of one case and marks, two different rare marks among them, after a bracket a plain reading stops at
 * (`([-K~P:QZT<%IM[A`).
 */
const twoKinds = fc
  .tuple(
    fc.constantFrom('(', '['),
    fc.constantFrom(UPPER, LOWER),
    fc.shuffledSubarray([...RARE], { minLength: 2, maxLength: 2 }),
  )
  .chain(([stop, letters, rare]) =>
    fc
      .tuple(chars(letters, 6, 10), chars(`${rare.join('')}$+-_.:/=`, 4, 6))
      .chain(([a, b]) => fc.shuffledSubarray([...a, ...b, ...rare], { minLength: a.length + b.length + 2 }))
      .map((cs) => stop + cs.join('')),
  )
  .filter(
    (v) =>
      /[A-Za-z]$/.test(v) &&
      !WORD_PART.test(v) &&
      entropy(v) >= 2.2 &&
      !isPlaceholder(v) &&
      !isReference(v) &&
      !isNonSecretShape(v, false),
  );

/**
 * A code name's shape (letters, then digits at its end) or a name holding a letter after a digit, `[`, then a drawn
 * rest holding a rare mark or a letter after a digit (`FrxRFwcn2[M^gX'{`, `Iak_e2Mn[KT$+Vl5`): no subscript code writes.
 */
const drawnSubscript = fc
  .tuple(
    chars(LETTERS, 3, 6),
    chars(DIGITS, 0, 2),
    chars(LETTERS, 0, 2),
    fc.constantFrom(...RARE),
    chars(LETTERS + DIGITS + INNER, 4, 8),
  )
  .map(
    ([name, digits, more, rare, rest]) =>
      `${name}${digits}${more}[${rest.slice(0, 2)}${rare}${rest.slice(2)}`,
  )
  .filter((v) => judged(v) && /[A-Za-z0-9]$/.test(v));

const ALL = PLAIN_CARRIERS.map((_, c) => c);
for (const [name, shape] of [
  ['that opens with a quote closed before a letter or a digit', quoteOpened],
  ['of one letter case and marks, two different rare marks among them', twoKinds],
  ['read as a subscript holding what no code writes', drawnSubscript],
] as const)
  test(`plain carriers: a drawn value ${name} is redacted, the carrier kept`, () =>
    assertShapeCarried(shape, ALL, RUNS));

test('the bench’s draws round 72 left (these classes) are redacted in every plain carrier', () => {
  for (const pw of [
    "'8'S;[HwZK,Mc`5)",
    '`uj!`u:*2XV{6?[s',
    '([-K~P:QZT<%IM[A',
    "FrxRFwcn2[M^gX'{",
    'Iak_e2Mn[KT$+Vl5',
    'aD9EjI[?Io^aqQa!',
  ])
    for (const c of ALL) for (const key of ['password', 'pwd']) assertPlainCarried(pw, c, key);
});

test('code under a password’s key stays clean: quotes, subscripts, calls, references, patterns', () => {
  const clean = [
    "password='abc'+suffix",
    'password="%s"%pw',
    "password = 'secret'.encode()",
    "password=os.environ['DB_PASSWORD']",
    'password=tokens[length-1]',
    'password=buf[n-1]',
    'password=getpass()',
    'password: ENC[AES256_GCM,data:Tr7o8k0=,iv:1234abcdEFGH5678==,type:str]',
    'password=%DB_PASSWORD%',
    'password=${DB_PASSWORD}',
    'password: ${{ secrets.DB_PASSWORD }}',
    'password=********',
    "password='x'",
    'password=config.get(section)',
    'pwd=$(cat /run/secrets/db)',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

test('the reading is linear on hostile input (200 kB)', () => {
  assertRepeatLinear("pwd='a'b'c'd'e'f ", verdictKind);
  assertRepeatLinear('password=Ab9[Ab9[Ab9[ ', verdictKind);
  const text = repeatedTo(
    200_000,
    '',
    "password='8'S;[HwZK,Mc`5) pwd=([-K~P:QZT<%IM[A x=Iak_e2Mn[KT$+Vl5] ",
    'end',
  );
  assertCpuUnder(
    () => verdictKind(text),
    3000,
    (ms) => `${ms.toFixed(0)} ms for 200 kB`,
  );
});
