// perf-r64: patterns read where a cheaper hint stops (hinted.ts) must find exactly what their own global search
// finds: every match, in order, with its index, text and groups. Generated texts put the words where a
// lookbehind decides (after a letter, an astral letter, a combining mark, a digit, at the start), overlap them
// ("ha" inside "als"), and spell them in the letters case folding joins (Kelvin sign, long s, dotted I).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { CALL_SEPARATOR } from './called-reader.js';
import { execHinted, type Hinted, hinted, testHinted } from './hinted.js';
import { INSTRUCTION_NOUN_STEMS, OTHER_CONDITION_OPENERS, UNMARKED_CALL_LEADS } from './vocabulary.js';

/** Every match of a global pattern, as its own search finds them. */
function globalMatches(re: RegExp, text: string): string[] {
  const out: string[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(JSON.stringify([m.index, [...m], m.groups ?? null]));
    if (m[0] === '') re.lastIndex++;
  }
  return out;
}

/** Every match read through the hint, each search going on where the last match ended. */
function hintedMatches(p: Hinted, text: string): string[] {
  const out: string[] = [];
  for (let m = execHinted(p, text); m !== null; m = execHinted(p, text, m.index + m[0].length))
    out.push(JSON.stringify([m.index, [...m], m.groups ?? null]));
  return out;
}

const FOLDED = ['\u212a', '\u017f', '\u0130', '\u0131', 'ß', 'ẞ', 'Σ', 'ς'];
const AROUND = [
  'a',
  'Z',
  '𝐀',
  '😀',
  '\u0301',
  '1',
  '_',
  "'",
  '’',
  '-',
  ' ',
  '\t',
  '\n',
  ',',
  '.',
  ':',
  '：',
  '—',
  '–',
];

/** Texts of the words, their pieces and case variants, and the characters a lookbehind reads. */
function texts(words: readonly string[]): fc.Arbitrary<string> {
  const spelled = fc
    .tuple(fc.constantFrom(...words), fc.constantFrom('as is', 'upper', 'title', 'cut'))
    .map(([w, how]) =>
      how === 'upper'
        ? w.toUpperCase()
        : how === 'title'
          ? w.charAt(0).toUpperCase() + w.slice(1)
          : how === 'cut'
            ? w.slice(1)
            : w,
    );
  const piece = fc.oneof(
    { weight: 4, arbitrary: spelled },
    { weight: 4, arbitrary: fc.constantFrom(...AROUND) },
    { weight: 1, arbitrary: fc.constantFrom(...FOLDED) },
    { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
  );
  return fc.array(piece, { maxLength: 24 }).map((p) => p.join(''));
}

const CASES: Array<[string, RegExp, readonly string[]]> = [
  [
    'a condition opener (ai-condition)',
    new RegExp(`(?<![\\p{L}])(?:${[...OTHER_CONDITION_OPENERS].join('|')})[ \\t]`, 'giu'),
    [...OTHER_CONDITION_OPENERS],
  ],
  [
    'an instruction noun (concealed-instructions)',
    new RegExp(`(?<![\\p{L}\\p{M}])(?:${INSTRUCTION_NOUN_STEMS.slice(0, 12).join('|')})|指示|지시`, 'giu'),
    [...INSTRUCTION_NOUN_STEMS.slice(0, 12), '指示', '지시'],
  ],
  [
    'money words (spelled-destination: no case folding, a lookahead, unspaced words after)',
    /(?<![\p{L}\p{N}_'\u2019])(?:pay|paid|payment|fee|fees|wire|ödeme)(?![\p{L}\p{N}_])|付款|送金/gu,
    ['pay', 'paid', 'payment', 'fee', 'fees', 'wire', 'ödeme', '付款', '送金'],
  ],
  [
    'a word inside a longer one the lookbehind refuses ("xso sent": "sent" still found)',
    /(?<![\p{L}])(?:do not|so sent|not|sent)/giu,
    ['do not', 'so sent', 'not', 'sent', 'x'],
  ],
  [
    'groups after the lookbehind',
    /(?<![a-z0-9_'\u2019-])(?<verb>send|share|sent)( {1,2}it)?(?![a-z])/gi,
    ['send', 'share', 'sent', 'send it', 'sends'],
  ],
];

for (const [name, re, words] of CASES) {
  test(`${name}: read through its hint, every match as its own search finds it`, () => {
    const p = hinted(re);
    fc.assert(
      fc.property(texts(words), (text) => {
        assert.deepEqual(hintedMatches(p, text), globalMatches(re, text));
        re.lastIndex = 0;
        assert.equal(testHinted(p, text), re.test(text));
      }),
      { numRuns: 400 },
    );
  });
}

test("the called reader's separators: every place its whole pattern matches, in order", () => {
  const whole = new RegExp(CALL_SEPARATOR.at.source, 'giu');
  const places = (text: string): number[] => {
    const out: number[] = [];
    for (
      let m = execHinted(CALL_SEPARATOR, text);
      m !== null;
      m = execHinted(CALL_SEPARATOR, text, m.index + 1)
    )
      out.push(m.index);
    return out;
  };
  fc.assert(
    fc.property(
      texts([...UNMARKED_CALL_LEADS, ...UNMARKED_CALL_LEADS.map((w) => ` ${w} `), ' - ', ' — ']),
      (text) =>
        assert.deepEqual(
          places(text),
          [...text.matchAll(whole)].map((m) => m.index),
        ),
    ),
    { numRuns: 600 },
  );
  // A lead spelled with a letter case folding joins to its own ("KINDLY" with the Kelvin sign) is found.
  assert.deepEqual(places('AI \u212aINDLY go'), [2]);
});

test('a pattern that does not open with a lookbehind, or captures inside it, is refused at load', () => {
  assert.throws(() => hinted(/abc/u));
  assert.throws(() => hinted(/(?<!(a))b/u));
  assert.doesNotThrow(() => hinted(/(?<![(\]])b/u));
});
