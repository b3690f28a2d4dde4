import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { growthOf } from '../../test/helpers/work-count.js';
import { firstUnsafeNumber } from './json-numbers.js';

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
