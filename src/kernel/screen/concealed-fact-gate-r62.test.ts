// perf2-r62: concealedFactAt reads a sentence whole only when a negation word is one of its first words (the
// words a pair can open at). The gate must be exact: sentences generated with the negation at every word
// position, before and past the window's edge, with leads, clitics and "do not", give the same verdict gated
// as read whole, alone and among a record's other sentences.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { concealedFactAt, concealedSentence } from './concealed-fact.js';
import { NEGATION_WORDS, TELLING_CLITICS } from './vocabulary.js';

const SENTENCE = /[^.!?;:\n"«»“”]+/gu;

/** The reader with no gate: every sentence read whole (the definition the gate must keep). */
function wholeReading(head: string): [number, number] | undefined {
  for (const m of head.matchAll(SENTENCE))
    if (concealedSentence(m[0].toLowerCase())) return [m.index, m.index + m[0].length];
  return undefined;
}

const LEADS = ['please', 'and', 'but', 'al', 'den', 'the', 'team', 'redakteuren', 'we', 'will', 'ok', 'x'];
const NEGATIONS = [...NEGATION_WORDS, 'do not', 'Do not', 'DON’T', 'Never'];
const CLITICS = ['', ...TELLING_CLITICS];
const VERBS = [
  'tell',
  'mention',
  'inform',
  'say',
  'digas',
  'sagen',
  'spuneți',
  'dite',
  'beritahu',
  'बताएं',
  'let know',
];
const PERSONS = [
  'the referee',
  'to the author',
  'al director',
  'den redakteuren',
  'bendahari',
  'parents',
  'the council inspector',
];
const LINKS = ['that', 'que', 'dass', 'bahawa', 'कि', 'about', 'the', ''];
const FACTS = [
  'the home club has a history of crowd trouble',
  'the pitch failed',
  'the rate was reduced last week',
  'it',
];
const NOISE = ['{"id": 41, "state": "open"', 'Rows: 12', 'no change since friday', 'see the log', ''];

const sentence = fc
  .record({
    lead: fc.array(fc.constantFrom(...LEADS), { maxLength: 9 }),
    negation: fc.constantFrom(...NEGATIONS),
    clitic: fc.constantFrom(...CLITICS),
    verb: fc.constantFrom(...VERBS),
    verbFirst: fc.boolean(),
    person: fc.constantFrom(...PERSONS),
    link: fc.constantFrom(...LINKS),
    fact: fc.constantFrom(...FACTS),
  })
  .map(({ lead, negation, clitic, verb, verbFirst, person, link, fact }) =>
    [...lead, ...(verbFirst ? [verb, negation] : [negation, clitic, verb]), person, link, fact]
      .filter((w) => w !== '')
      .join(' '),
  );

test('the gate keeps the whole reading: the negation at every word position, before and past the window', () => {
  let fired = 0;
  fc.assert(
    fc.property(sentence, (s) => {
      const whole = concealedSentence(s.toLowerCase());
      if (whole) fired++;
      assert.equal(concealedFactAt(s) !== undefined, whole, s);
    }),
    { numRuns: 3000, seed: 62 },
  );
  // The generator reaches the reader (a property over sentences that never fire tests nothing).
  assert.ok(fired > 100, `only ${fired} generated sentences fired`);
});

test("among a record's other sentences the gated reader finds the same sentence as the whole reading", () => {
  fc.assert(
    fc.property(
      fc.array(fc.oneof(sentence, fc.constantFrom(...NOISE)), { minLength: 1, maxLength: 6 }),
      fc.constantFrom('. ', '\n', '; ', '": "'),
      (parts, sep) => {
        const text = parts.join(sep);
        assert.deepEqual(concealedFactAt(text), wholeReading(text), text);
      },
    ),
    { numRuns: 1500, seed: 62 },
  );
});

test("a negation at the window's last word still fires: four dative words, then a verb and its negation", () => {
  // "bendahari al director den x" is four lead words; the verb at word 4 and its negation at word 5, the last.
  for (const edge of [
    'bendahari al director den beritahu jangan bahawa the rate was reduced last week',
    'al director den x no le digas que the rate was reduced last week',
  ]) {
    assert.ok(concealedSentence(edge), edge);
    assert.ok(concealedFactAt(edge), edge);
  }
});
