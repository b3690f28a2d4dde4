import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { BINARY_UNIT } from '../testing/code-points.js';
import { containsAnyPhrase } from './phrase-set.js';
import { REDIRECT_PHRASES, REQUEST_PHRASES } from './provenance/instruction-words.js';

const naive = (text: string, phrases: readonly string[]) => phrases.some((p) => text.includes(p));

test('containsAnyPhrase answers as one includes per phrase, over texts built from the phrases', () => {
  const lists = [REDIRECT_PHRASES, REQUEST_PHRASES, ['a', 'bc', 'é', '', 'xyz'], ['ab'], ['\u{1F600}x']];
  const pieces = fc.oneof(
    fc.constantFrom(...REDIRECT_PHRASES, ...REQUEST_PHRASES, 'xyz', '\u{1F600}'),
    fc.string({ maxLength: 6 }),
    fc.string({ unit: BINARY_UNIT, maxLength: 4 }),
  );
  fc.assert(
    fc.property(
      fc.array(pieces, { maxLength: 8 }),
      fc.nat({ max: lists.length - 1 }),
      fc.nat(),
      (parts, l, cut) => {
        const whole = parts.join('');
        // A phrase cut at its end or start must not count: slice the text at an arbitrary point.
        const text = whole.slice(0, whole.length === 0 ? 0 : cut % (whole.length + 1));
        const phrases = lists[l]!;
        assert.equal(containsAnyPhrase(text, phrases), naive(text, phrases));
      },
    ),
    { numRuns: 2000 },
  );
});

test('containsAnyPhrase finds a phrase at the very start and the very end, and none in an empty text', () => {
  assert.equal(containsAnyPhrase('new iban: x', REDIRECT_PHRASES), true);
  assert.equal(containsAnyPhrase('see the new iban', REDIRECT_PHRASES), true);
  assert.equal(containsAnyPhrase('', ['ab']), false);
  assert.equal(containsAnyPhrase('', ['']), true);
  assert.equal(containsAnyPhrase('a', ['ab']), false);
});
