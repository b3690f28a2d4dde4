// Round 22 (decision cost): leadingNames keys a text the value fold leaves alone without folding each
// run again; the keys must be the ones wholeArgumentKeys gives every run, whatever the text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { leadingNames } from './options.js';
import { foldForValues, foldsUnchanged, wholeArgumentKeys } from './values.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);

/** leadingNames as it was before round 22: every run folded and split by wholeArgumentKeys. */
function reference(text: string): string[] {
  if (text.length > 120) return [];
  const words = text.split(/[\s\-_#@/|,:;()"']+/).filter((w) => w !== '');
  if (words.length > 8) return [];
  const out: string[] = [];
  for (let n = words.length - 1; n >= 2; n--)
    for (const k of wholeArgumentKeys(words.slice(0, n).join(' '))) if (k.startsWith('name:')) out.push(k);
  return out;
}

// Words, separators and the characters the fold rewrites (references, escapes, defanged marks,
// percent-escapes, full-width and invisible characters), so both paths are taken.
const piece = fc.constantFrom(
  'Hotel', 'Nonna', 'rosa', 'A', 'ab', 'x1', ' ', '  ', '-', '_', '#', '@', '/', '(', ')', '"', "'", ',',
  '&amp;', '&#64;', '&', '&;', 'amp;', '#64;', '\\u0041', '\\U0041', '\\', 'u0041', '[.]', '[@]', '[', '.]', '(.)', '{@}', '{.}', '(@)', '.)', '{',
  '%41', '%4', '%', '41', 'Ｈｏｔｅｌ', '\u200b', 'é', '\u00a0', '\t', 'ŞEHİR', 'https://', '2>&1', '&&',
); // biome-ignore format: a word list reads better packed
const text = fc.array(piece, { maxLength: 24 }).map((ps) => ps.join(''));

test('leadingNames: the same keys as folding every run (3 alphabets of text, fast path and not)', () => {
  fc.assert(
    fc.property(text, (t) => {
      assert.deepEqual(leadingNames(t), reference(t));
    }),
    { numRuns: RUNS * 10 },
  );
});

// Round 23: the ASCII path scans for words by a table of NAME_SPLIT's characters; any ASCII text, every
// control character and separator among them, up to and past the 120-character and eight-word bounds.
const asciiText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((c) => String.fromCharCode(c)), maxLength: 130 }),
  fc
    .array(
      fc.constantFrom(
        'Ab',
        'x',
        'HOTEL',
        ' ',
        '\t',
        '\v',
        '\f',
        '\r\n',
        '\x1c',
        '\x1f',
        '-',
        '_',
        '.',
        '|',
        '"',
      ),
      {
        maxLength: 40,
      },
    )
    .map((ps) => ps.join('')),
);

test('leadingNames: any ASCII text gives the keys of folding every run', () => {
  fc.assert(
    fc.property(asciiText, (t) => {
      assert.deepEqual(leadingNames(t), reference(t));
    }),
    { numRuns: RUNS * 10 },
  );
  for (const t of ['a b c d e f g h', 'a b c d e f g h i', ` ${'x '.repeat(59)}`, 'Nonna\vRosa\fTrastevere'])
    assert.deepEqual(leadingNames(t), reference(t), t);
});

test('foldsUnchanged: a text it passes, and any run of its words, is its own fold', () => {
  fc.assert(
    fc.property(text, (t) => {
      if (!foldsUnchanged(t)) return;
      assert.equal(foldForValues(t), t);
      const words = t.split(/\s+/).filter((w) => w !== '');
      for (let n = 1; n <= words.length; n++) {
        const run = words.slice(0, n).join(' ');
        assert.equal(foldForValues(run), run);
      }
    }),
    { numRuns: RUNS * 10 },
  );
  for (const t of ['Nonna Rosa Trastevere (nuova sede)', 'npm test 2>&1 | tail', 'a && b', 'x[0] 50%'])
    assert.equal(foldsUnchanged(t), true, t);
  for (const t of [
    'a &amp; b',
    'a\\u0041',
    'evil[.]example',
    'evil(.)example',
    'ops{@}evil',
    'a%41',
    'Ｈotel',
    'a\u200bb',
    'x&#64;y',
  ])
    assert.equal(foldsUnchanged(t), false, t);
});
