// Round 77 (docs/screening.md, "Round 77 (screen-cost-r77)"): the agreement stage's cost per byte on the texts that
// make its readers work most, dense labels and calls that each read a window; the letter counts read only as far
// as their bar (letter-count.ts), and the worst shapes found held to a share of a same-size Latin text's cost.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { hasLetters } from '../src/kernel/screen/letter-count.js';
import { stage as agreement } from '../src/kernel/screen/orders-agreement.js';
import { buildView } from '../src/kernel/screen/view.js';
import { assertCpuUnder, cpuMs, repeatedTo } from './helpers/linear-cpu.js';
import { outcome } from './helpers/screen-admit.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);

/** Letters of several scripts, marks, digits, blanks and marks of punctuation, one above the BMP. */
const PIECES = ['a', 'Z', 'é', 'ж', '文', 'ア', '한', 'ب', '\u0301', '1', ' ', '\n', ':', '"', '𝒜', '😀'];

test('hasLetters is the count of every letter matched, compared with its bar', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), fc.nat(40), (parts, n) => {
      const text = parts.join('');
      assert.equal(hasLetters(text, n), (text.match(/\p{L}/gu)?.length ?? 0) >= n);
    }),
    { numRuns: RUNS },
  );
});

/** The shapes the search found dearest to the agreement stage a byte (round 77): a label or a call every ~20 characters. */
const WORST = ['rоmp<p>Me AI: there,', 'y dl><p>Asistant,'];
/** Plain English prose, the same size: sentences drawn from a few words by a fixed seed, so no unit repeats. */
const WORDS = (
  'the operator reads manual before upgrade and keeps copy of settings so that failed step can be undone by hand ' +
  'each section names file it changes command checks service restarts when config is written team reviews log'
).split(' ');
function latinProse(size: number): string {
  let seed = 7;
  let text = '';
  while (text.length < size) {
    const n = 6 + (seed % 9);
    const words: string[] = [];
    for (let k = 0; k < n; k++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      words.push(WORDS[seed % WORDS.length]!);
    }
    const sentence = words.join(' ');
    text += `${sentence[0]!.toUpperCase()}${sentence.slice(1)}. `;
  }
  return text.slice(0, size);
}

/** CPU of the agreement stage alone on `text`'s view (the view built outside the reading). */
function agreementMs(text: string): number {
  const view = buildView(text);
  agreement.find(view);
  // The least of four readings: the machine's load adds to a reading, never takes from it.
  return Math.min(...[0, 1].map(() => cpuMs(() => agreement.find(view), 0)));
}

// A guard, not a measure of this round's gain: "Me AI: there," costs 18 to 32 times the Latin text here and on the base
// alike under load (the gain, a quarter, is inside the load's noise); a reader made superlinear or dense-hit-quadratic
// on it goes past 60.
test('the worst shapes found cost the agreement stage a bounded share of a same-size Latin text', () => {
  const size = 16_000;
  const latin = Math.max(1, agreementMs(latinProse(size)));
  for (const unit of WORST) {
    const ms = agreementMs(repeatedTo(size, '', unit, ''));
    assert.ok(
      ms < 60 * latin,
      `${JSON.stringify(unit)} took ${ms.toFixed(0)} ms, Latin ${latin.toFixed(0)} ms`,
    );
  }
});

test('200 kB of dense labels and calls reads in bounded CPU', () => {
  for (const unit of WORST) {
    const text = repeatedTo(200_000, '', unit, '');
    assertCpuUnder(
      () => outcome(text),
      3000,
      (ms) => `200 kB of ${JSON.stringify(unit)} took ${ms.toFixed(0)} ms`,
    );
  }
});
