// Round 76 (docs/screening.md "Round 76 (precision-r76"): the precision bench's stratified sample and its 95 %
// interval (bench/precision.ts --sample), so the figure is cheap to get without changing it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { stratifiedSample, wilson } from '../bench/helpers/sample.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 100);

interface Item {
  part: string;
  path: string;
}
const partOf = (i: Item) => i.part;
const pathOf = (i: Item) => i.path;

const items = fc
  .array(fc.tuple(fc.constantFrom('tuning', 'held', 'tuning-2', 'held-2', 'tuning-29'), fc.nat(1_000_000)), {
    minLength: 1,
    maxLength: 400,
  })
  .map((xs) => xs.map(([part, n], i) => ({ part, path: `/usr/share/doc/${part}/${n}-${i}` })));

test('the sample is the same set each run, whatever order the manifest lists it in', () => {
  fc.assert(
    fc.property(items, fc.nat(400), (all, n) => {
      const once = stratifiedSample(all, n, partOf, pathOf).map(pathOf).sort();
      const reversed = stratifiedSample([...all].reverse(), n, partOf, pathOf)
        .map(pathOf)
        .sort();
      assert.deepEqual(once, reversed);
    }),
    { numRuns: RUNS },
  );
});

test('every part is drawn, in proportion to its size (rounded up), in the manifest order', () => {
  fc.assert(
    fc.property(items, fc.integer({ min: 1, max: 400 }), (all, n) => {
      const drawn = stratifiedSample(all, n, partOf, pathOf);
      const parts = new Set(all.map(partOf));
      for (const part of parts) {
        const size = all.filter((i) => i.part === part).length;
        const got = drawn.filter((i) => i.part === part).length;
        const want = n >= all.length ? size : Math.ceil((n * size) / all.length);
        assert.equal(got, want, part);
      }
      const places = drawn.map((i) => all.indexOf(i));
      assert.deepEqual(
        places,
        [...places].sort((a, b) => a - b),
      );
    }),
    { numRuns: RUNS },
  );
});

test('a larger sample holds the smaller one (lowest hashes first)', () => {
  fc.assert(
    fc.property(items, fc.nat(200), fc.nat(200), (all, a, b) => {
      const small = new Set(stratifiedSample(all, Math.min(a, b), partOf, pathOf));
      const large = new Set(stratifiedSample(all, Math.max(a, b), partOf, pathOf));
      for (const i of small) assert.ok(large.has(i));
    }),
    { numRuns: RUNS },
  );
});

test("the interval holds the sample's rate, is inside [0, 1], and closes on the whole population", () => {
  fc.assert(
    fc.property(fc.nat(5000), fc.nat(5000), fc.nat(40_000), (a, b, extra) => {
      const n = Math.max(1, Math.max(a, b));
      const x = Math.min(a, b);
      const population = n + extra;
      const { rate, low, high } = wilson(x, n, population);
      assert.ok(low >= 0 && high <= 1 && low <= rate + 1e-12 && rate <= high + 1e-12);
      if (extra === 0) assert.deepEqual([low, high], [rate, rate]);
    }),
    { numRuns: RUNS },
  );
  // None withheld in 4,000 of 36,000 is no proof of none: the interval still reaches 0.08 %.
  const none = wilson(0, 4000, 36_000);
  assert.equal(none.low, 0);
  assert.ok(none.high > 0.0007 && none.high < 0.0009, String(none.high));
  // The finite population narrows it: the same sample of a smaller whole is surer.
  assert.ok(wilson(5, 4000, 5000).high < wilson(5, 4000, 400_000).high);
});
