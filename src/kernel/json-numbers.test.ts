import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { growthOf } from '../../test/helpers/work-count.js';
import {
  cleanSources,
  firstUnsafeNumber,
  holdsInexactNumber,
  inexactNumber,
  stringifyKeepingNumbers,
} from './json-numbers.js';

test('integers past 2^53 and numbers past a double are found; spellings JavaScript keeps in value are not', () => {
  assert.equal(firstUnsafeNumber('{"a":12345678901234567890}'), 5);
  assert.equal(firstUnsafeNumber('[1,-9007199254740993]'), 3);
  assert.equal(firstUnsafeNumber('{"x":1e400}'), 5);
  assert.equal(firstUnsafeNumber('{"x":-1E+400}'), 5);
  for (const fine of [
    '{"a":9007199254740991}',
    '[-0,0.30,1.0,1e300,1e-400,2.5e-3]',
    '"12345678901234567890"',
  ]) {
    assert.equal(firstUnsafeNumber(fine), -1, fine);
  }
  // Inside strings, escaped quotes included, digits are text.
  assert.equal(firstUnsafeNumber('{"k\\"99999999999999999999":"\\"1e999"}'), -1);
});

test('an integer is found exactly when JavaScript would round it', () => {
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  fc.assert(
    fc.property(fc.array(fc.bigInt({ min: -4n * safe, max: 4n * safe }), { minLength: 1 }), (ints) => {
      const text = JSON.stringify({ n: ints.map(String) }).replace(/"(-?\d+)"/g, '$1');
      const rounded = ints.some((i) => i > safe || i < -safe);
      assert.equal(firstUnsafeNumber(text) >= 0, rounded, text);
    }),
    { numRuns: 300 },
  );
});

test('linear: 64 KiB of digits, of escapes in a string, of small numbers', () => {
  for (const unit of ['9', '"\\\\\\"', '1,', '1e', '-']) {
    const ratio = growthOf((n) => unit.repeat(Math.ceil(n / unit.length)), firstUnsafeNumber, 65536 / 8);
    assert.ok(ratio < 12, `${JSON.stringify(unit)}: ${ratio}`);
  }
});

test('an event encoded again keeps every spelling JavaScript cannot carry; what it cannot keep is undefined', () => {
  const safe = BigInt(Number.MAX_SAFE_INTEGER);
  const spelling = fc.oneof(
    fc.bigInt({ min: -4n * safe, max: 1n << 70n }).map(String),
    fc.constantFrom('1e400', '-1E+400', '1e20', '0.30', '7'),
  );
  fc.assert(
    fc.property(fc.array(spelling, { minLength: 1, maxLength: 6 }), fc.nat(1000), (numbers, index) => {
      const source = `{"type":"x","index":0,"n":[${numbers.join(',')}],"u":{"v":${numbers[0]}}}`;
      const value = { ...(JSON.parse(source) as object), index };
      const out = stringifyKeepingNumbers(source, value);
      // Two spellings of one double cannot be told apart in the value: refused rather than guessed.
      const doubles = new Map<number, string>();
      let ambiguous = false;
      for (const s of numbers) {
        const d = Number(s);
        const exact = Number.isFinite(d) && (!Number.isInteger(d) || Number.isSafeInteger(d));
        if (!exact && doubles.has(d) && doubles.get(d) !== s) ambiguous = true;
        if (!exact) doubles.set(d, s);
      }
      if (ambiguous) return assert.equal(out, undefined);
      const kept = (s: string) => (doubles.has(Number(s)) ? s : JSON.stringify(Number(s)));
      const want = `{"type":"x","index":${index},"n":[${numbers.map(kept).join(',')}],"u":{"v":${kept(numbers[0]!)}}}`;
      assert.equal(out, want);
    }),
    { numRuns: 300 },
  );
  // A number the value holds that its source does not spell (another event's) is not guessed.
  assert.equal(stringifyKeepingNumbers('{"a":1}', { a: 2 ** 60 }), undefined);
  assert.equal(stringifyKeepingNumbers('{"a":1}', { a: 2 }), '{"a":2}');
  // A string that looks like the mark stays a string.
  assert.equal(
    stringifyKeepingNumbers('{"a":"\\u00011\\u0001"}', { a: '\u00011\u0001' }),
    '{"a":"\\u00011\\u0001"}',
  );
  assert.equal(
    stringifyKeepingNumbers('{"a":"\\u00011\\u0001","b":1e400}', { a: '\u00011\u0001', b: Infinity }),
    undefined,
  );
});

test('linear: encoding again with kept spellings', () => {
  const big = '12345678901234567890';
  const ratio = growthOf(
    (n) => `[${Array.from({ length: Math.ceil(n / 22) }, () => big).join(',')}]`,
    (text) => stringifyKeepingNumbers(text, JSON.parse(text)),
    65536 / 8,
  );
  assert.ok(ratio < 12, String(ratio));
});

test('a string or member name spelt like the mark, held from another event, is never read back as a number', () => {
  const source = '{"n":12345678901234567890}';
  const n = Number('12345678901234567890');
  assert.equal(stringifyKeepingNumbers(source, { n, s: '\u00011\u0001' }), undefined);
  assert.equal(stringifyKeepingNumbers(source, { n, '\u00012\u0001': 1 }), undefined);
  assert.equal(
    stringifyKeepingNumbers(source, { n, s: 'x\u00011\u0001' }),
    '{"n":12345678901234567890,"s":"x\\u00011\\u0001"}',
  );
  assert.equal(stringifyKeepingNumbers(source, { n }), '{"n":12345678901234567890}');
});

test('round 32: with a source found clean remembered across calls, each encoding is the one made without it', () => {
  // Texts a stream offers again and again: clean ones (the envelope), ones holding a number to keep, two
  // spellings of one double, the mark; each call takes a few, repeats included, and a value from one.
  const texts = [
    '{"id":"c","created":1733000000,"model":"m"}',
    '{"id":"c","created":1733000000,"model":"m","e":"1e"}',
    '{"n":12345678901234567890}',
    '{"n":12345678901234567891}',
    '{"n":1e400}',
    '{"n":1E400}',
    '{"a":"\\u0001","n":12345678901234567890}',
    '{"a":"\\u00011\\u0001"}',
    '{"n":0.5e1}',
    '{"n":12345}', // clean, as long as '{"n":1e400}'
  ];
  const call = fc.record({
    sources: fc.array(fc.nat(texts.length - 1), { minLength: 1, maxLength: 4 }),
    from: fc.nat(texts.length - 1),
    extra: fc.constantFrom(undefined, 2 ** 60, 7),
  });
  fc.assert(
    fc.property(fc.array(call, { minLength: 1, maxLength: 10 }), fc.boolean(), (calls, fresh) => {
      const clean = cleanSources();
      for (const c of calls) {
        // The same text as a new string sometimes, as a stream's next event would bring it.
        const sources = c.sources.map((i) => (fresh ? `${texts[i]!} `.slice(0, -1) : texts[i]!));
        const value = { ...(JSON.parse(texts[c.from]!) as object), x: c.extra };
        assert.equal(stringifyKeepingNumbers(sources, value, clean), stringifyKeepingNumbers(sources, value));
      }
    }),
    { numRuns: 500 },
  );
});

/** Round 55's walk reads arrays by index and stacks only objects; the walk it replaced, kept as the model. */
function holdsInexactByForIn(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (inexactNumber(v)) return true;
    if (typeof v === 'object' && v !== null) for (const k in v) stack.push((v as Record<string, unknown>)[k]);
  }
  return false;
}

test('fast-check: holdsInexactNumber answers as the for-in walk over any JSON value, an inexact number anywhere', () => {
  const inexact = fc.constantFrom(
    2 ** 53,
    -(2 ** 53),
    1e21,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NaN,
    2 ** 60,
  );
  const leaf = fc.oneof(
    fc.double(),
    fc.integer(),
    fc.string(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    inexact,
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
    array: fc.oneof(
      fc.array(tie('value'), { maxLength: 6 }),
      // a sparse array: its holes are no numbers
      fc.array(tie('value'), { maxLength: 6 }).map((a) => {
        const sparse: unknown[] = [];
        sparse.length = a.length + 2;
        a.forEach((v, i) => {
          if (i % 2 === 0) sparse[i] = v;
        });
        return sparse;
      }),
    ),
    object: fc.dictionary(fc.string({ maxLength: 4 }), tie('value'), { maxKeys: 6 }),
  }));
  fc.assert(
    fc.property(value, (v) => {
      assert.equal(holdsInexactNumber(v), holdsInexactByForIn(v));
    }),
    { numRuns: 3000 },
  );
  // Parsed texts too (what the wires hand it), with a long integer placed in a deep array.
  for (const text of ['[[[[1,2,[3,[12345678901234567890]]]]]]', '{"a":[{"b":[1e400]}]}', '[[],[{}],[[1.5]]]'])
    assert.equal(holdsInexactNumber(JSON.parse(text)), holdsInexactByForIn(JSON.parse(text)), text);
});
