// Round 71 (docs/screening.md, "Round 71 (secrets-r71)"): what round 70 left of a plain carrier's value, and a PIN
// past English. A drawn value after a key's `=` that opens with `=`, one that opens with a lower-case word then `:` or
// `{`, one holding a next field's shape (`,SD=U|…`), are read to the carrier's end; a PIN's digits under a noun of
// eight more languages, or as a JSON member, are redacted. The reading tests fail on 4a1bae65; the clean ones pass
// there, as they must. GATE_FUZZ_RUNS raises the runs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { GIVEN_SECRET } from '../src/kernel/screen/secret-rules.js';
import { assertCarrierKept, chars, DIGITS, LETTERS, PLAIN_CARRIERS } from './helpers/plain-carriers-r65.js';
import { assertShapeCarried, judged, outcome, PROSE, RARE, verdictKind } from './helpers/screen-admit.js';
import { assertRepeatLinear } from './helpers/work-count.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 40);

/** A drawn rest: letters, digits, the rare marks and `+`; no blank, quote, `\`, bracket, `=`, `:`, `<`, `&`, `,`, `;`. */
const REST = `${LETTERS}${DIGITS}${RARE}+`;
/** A rest drawn as a generator draws one, holding a rare mark, ending on a letter or a digit (a closer is the carrier's). */
const drawnRest = (min: number, max: number) =>
  fc
    .tuple(chars(REST, min - 2, max - 2), fc.constantFrom(...RARE), chars(LETTERS + DIGITS, 1, 1))
    .map(([rest, rare, last]) => rest + rare + last);

/** A value that opens with `=` after the key's own (`password==nIddx9,…`): no comparison's right side. */
const equalsLead = drawnRest(13, 15)
  .map((rest) => `=${rest}`)
  .filter(judged);
/** A value that opens with a lower-case word then `mark` (`vca:3r^…`, `jco{gbZ…`): no code's word. */
const lowerLead = (mark: string) =>
  fc
    .tuple(chars('abcdefghijklmnopqrstuvwxyz', 3, 4), drawnRest(10, 12))
    .map(([word, rest]) => word + mark + rest)
    .filter(judged);
/**
 * A value holding a next field's shape (`sjrBSe,SD=U|_'89`, `Y$yS;Dg=~d.wT@()`): a drawn head, `,` or `;`, a name of
 * two or three letters, `=`, then a rest with a rare mark; the name is the value's.
 */
const fieldInside = fc
  .tuple(chars(LETTERS + DIGITS, 3, 5), fc.constantFrom(',', ';'), chars(LETTERS, 2, 3), drawnRest(7, 9))
  .map(([head, mark, name, rest]) => `${head}${mark}${name}=${rest}`)
  .filter((pw) => judged(pw) && /[0-9]/.test(pw.slice(0, 5)) && /[A-Za-z]/.test(pw.slice(0, 5)));

/** Every plain carrier; a value's open `{` takes a bracket carrier's `)` or `]` as its own (round 65), so not those. */
const ALL = PLAIN_CARRIERS.map((_, c) => c);
const SHAPES: readonly [string, fc.Arbitrary<string>, readonly number[]][] = [
  ['`=` lead', equalsLead, ALL],
  ['a lower-case word then `:`', lowerLead(':'), ALL],
  ['a lower-case word then `{`', lowerLead('{'), [0, 1, 4]],
  ['a next field’s shape inside', fieldInside, ALL],
];

for (const [name, shape, carriers] of SHAPES)
  test(`plain carriers: a drawn value with ${name} is redacted to the carrier’s end, the carrier kept`, () =>
    assertShapeCarried(shape, carriers, RUNS));

test('the bench’s draws round 70 left open are redacted in the field line', () => {
  for (const pw of [
    "&-bAt;~@^43-.-'7",
    'w&3pp-i[O}~54GBM',
    '_j>)x9|roe2<=P+9',
    '9~n7<=%}Ez(_9+x&',
    '`cfFmjpz(OV}eVlv',
    '<N,9Wrnqd.WjZP_r',
    'Q.8oSsFopxa1Nv[;',
    "^b'C,UF7l=+qbrsb",
  ]) {
    const o = outcome(`${PROSE}\nconnect host=db.internal password=${pw} user=app\nport: 5432\n`);
    assert.equal(o.verdict.kind, 'TRANSFORM', pw);
    assertCarrierKept(1, 'password', pw, String(o.envelope.content), 'port: 5432\n');
  }
});

test('code and fields the new readings leave as written', () => {
  const clean = [
    'if (password==confirm) { ok = true; }',
    'assert t.tokenize==y',
    'password=abc:def user=app',
    'connect password=getPass(cfg) user=app',
    'GET /login?password=&user=app&id=3 HTTP/1.1',
    'Server=db;Password=;User Id=app;Port=5432',
    'nextgroup=@sudoers token=true|false',
    'x = a<=b ? c : d',
    'token = strncmp(a, b, n);',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\nport: 5432\n`), 'ALLOW', t);
});

/** Each language's PIN nouns past English with its verbs (GIVEN_SECRET `pins`). */
const FOREIGN_PINS = [...GIVEN_SECRET].flatMap(([lang, { pins = [], verbs }]) =>
  lang === 'en' ? [] : pins.map((noun) => [noun, verbs.filter((v) => v !== '=')] as const),
);

test('a PIN under a noun past English is redacted, the sentence kept', () => {
  fc.assert(
    fc.property(
      fc
        .constantFrom(...FOREIGN_PINS)
        .chain(([noun, verbs]) =>
          fc.tuple(
            fc.constantFrom(noun, noun.toUpperCase(), noun.charAt(0).toUpperCase() + noun.slice(1)),
            fc.constantFrom(...verbs),
          ),
        ),
      chars(DIGITS, 4, 8),
      fc.constantFrom('.', '', ' ab sofort.', ' pour la porte.'),
      ([noun, verb], pin, close) => {
        const said = verb === ':' ? `${noun}: ` : `${noun} ${verb} `;
        const o = outcome(`${PROSE}\nNota: ${said}${pin}${close}\n`);
        assert.equal(o.verdict.kind, 'TRANSFORM', said + pin);
        assert.equal(
          String(o.envelope.content),
          `${PROSE}\nNota: ${said}[gate: redacted generic-pin]${close}\n`,
        );
      },
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('a PIN given as a JSON member is redacted, the JSON kept', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('pin', 'PIN', 'passcode', 'pincode', 'geheimzahl'),
      chars(DIGITS, 4, 8),
      fc.boolean(),
      fc.constantFrom(', "user": "app"}', '}', '}]'),
      (name, pin, quoted, tail) => {
        const value = quoted ? `"${pin}"` : pin;
        const o = outcome(`${PROSE}\n{"device": "door", "${name}": ${value}${tail}\n`);
        assert.equal(o.verdict.kind, 'TRANSFORM', name + value);
        const marker = quoted ? '"[gate: redacted generic-pin]"' : '[gate: redacted generic-pin]';
        assert.equal(
          String(o.envelope.content),
          `${PROSE}\n{"device": "door", "${name}": ${marker}${tail}\n`,
        );
      },
    ),
    { numRuns: RUNS, endOnFailure: true },
  );
});

test('numbers that are no PIN stay as written', () => {
  const clean = [
    '{"pin": {"lat": 52.1, "lng": 4.3}}',
    'PIN code length: 6',
    'Connect pin 4 of the connector to ground.',
    'pin: 1.2.3',
    '{"pin": "1.2.3"}',
    '{"pin": 17}',
    '"pins": 4821',
    '"pinned": 4821',
    'La clave es importante.',
    'Die PIN ist 4-stellig.',
    'La clave del éxito es 2024 veces la constancia.',
    'Il codice PIN è di 4 cifre.',
  ];
  for (const t of clean) assert.equal(verdictKind(`${PROSE}\n${t}\n`), 'ALLOW', t);
});

test('the readings are linear on hostile input', () => {
  const read = (t: string) => verdictKind(t);
  for (const unit of [
    'password==',
    'password==a',
    'password=a,SD=',
    'password=abc:x',
    '=abc:x!password=abc{',
    'password=a<=b',
    '"pin": "',
    'Geheimzahl ist ',
  ])
    assertRepeatLinear(unit, read);
});
