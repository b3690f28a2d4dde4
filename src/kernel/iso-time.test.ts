// isoTime keeps a second's text: it must spell every time as Date does, in whatever order times come.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { isoTime } from './iso-time.js';

const DATE_MAX = 8.64e15;
const spelt = (ms: number): string => {
  try {
    return new Date(ms).toISOString();
  } catch (err) {
    return `throws ${(err as Error).name}`;
  }
};
const ours = (ms: number): string => {
  try {
    return isoTime(ms);
  } catch (err) {
    return `throws ${(err as Error).name}`;
  }
};

test('the edges: the epoch, before it, the milliseconds padded, years past four digits, past the range', () => {
  const now = Date.now();
  for (const ms of [
    0,
    -1,
    -999,
    -1000,
    -1001,
    5,
    50,
    999,
    1000,
    now,
    now + 1,
    now - 1000,
    253402300799999, // the last millisecond of year 9999
    253402300800000, // +010000
    -62167219200000, // year 0000
    -62167219200001, // -000001
    DATE_MAX,
    -DATE_MAX,
    DATE_MAX + 1,
    1.5,
    -0.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])
    assert.equal(ours(ms), spelt(ms), String(ms));
});

test('fast-check: any sequence of times, near each other or not, is spelt as Date spells it', () => {
  const near = fc.integer({ min: -3000, max: 3000 });
  const anyTime = fc.oneof(
    fc.integer({ min: -DATE_MAX - 10, max: DATE_MAX + 10 }),
    fc.double({ noNaN: false }),
    fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }),
  );
  fc.assert(
    fc.property(anyTime, fc.array(near, { maxLength: 20 }), (start, steps) => {
      let ms = start;
      assert.equal(ours(ms), spelt(ms));
      for (const step of steps) {
        ms += step;
        assert.equal(ours(ms), spelt(ms), String(ms));
      }
    }),
    { numRuns: 2000 },
  );
});
