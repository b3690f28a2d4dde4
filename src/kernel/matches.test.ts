import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { allMatches } from './matches.js';

const EXPRESSIONS = [
  /a+/g,
  /a*/g,
  /(?:)/gu,
  /(?:)/g,
  /\b/g,
  /\p{L}[\p{L}'-]+/gu,
  /x|(?=y)/giu,
  /(\d)(\d)?/g,
  /./gsu,
];

test('allMatches: the matches, indices and groups matchAll gives, empty matches and surrogates too', () => {
  const text = fc.string({
    unit: fc.constantFrom('a', 'b', 'x', 'y', '1', '2', ' ', "'", '😀', '\ud800', 'é'),
  });
  fc.assert(
    fc.property(fc.constantFrom(...EXPRESSIONS), text, (re, s) => {
      const got = allMatches(re, s).map((m) => [m.index, [...m]]);
      const want = [...s.matchAll(re)].map((m) => [m.index, [...m]]);
      assert.deepEqual(got, want);
      assert.equal(re.lastIndex, 0);
    }),
    { numRuns: 2000 },
  );
});

test('allMatches: a caller may use the expression again inside its loop; a non-global one is refused', () => {
  const re = /\d+/g;
  const seen: string[] = [];
  for (const m of allMatches(re, '12 and 345')) seen.push(m[0], String(allMatches(re, m[0]).length));
  assert.deepEqual(seen, ['12', '1', '345', '1']);
  assert.throws(() => allMatches(/a/, 'a'), TypeError);
});
