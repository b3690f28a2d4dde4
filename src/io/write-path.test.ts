import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  DIRECT_WRITE_BUDGET_MS,
  FIRST_BACKOFF_FLUSHES,
  MAX_BACKOFF_FLUSHES,
  SLOW_WRITES_TO_BACK_OFF,
  WritePath,
} from './write-path.js';

/** Runs flushes whose direct writes take `ms(i)`; returns which flushes went direct. */
function run(path: WritePath, flushes: number, ms: (i: number) => number): number[] {
  const direct: number[] = [];
  for (let i = 0; i < flushes; i += 1) {
    if (!path.direct()) continue;
    direct.push(i);
    path.noted(ms(i));
  }
  return direct;
}

test('WritePath: a fast device keeps every flush on the loop', () => {
  assert.equal(run(new WritePath(), 10_000, () => DIRECT_WRITE_BUDGET_MS / 2).length, 10_000);
});

test('WritePath: a slow device is probed with backoff doubling to its cap', () => {
  const direct = run(new WritePath(), 30_000, () => 5);
  const gaps = direct.slice(1).map((at, i) => at - direct[i]! - 1);
  assert.deepEqual(gaps.slice(0, 8), [0, 64, 128, 256, 512, 1024, 2048, 4096]);
  assert.ok(gaps.every((g) => g <= MAX_BACKOFF_FLUSHES));
});

test('WritePath: a lone slow write (a preempted one) keeps the loop; two in a row cost one short backoff', () => {
  assert.equal(run(new WritePath(), 1000, (i) => (i === 10 ? 5 : 0.01)).length, 1000);
  const direct = run(new WritePath(), 1000, (i) => (i === 10 || i === 11 ? 5 : 0.01));
  assert.equal(direct.length, 1000 - FIRST_BACKOFF_FLUSHES);
  const again = run(new WritePath(), 1000, (i) => ([10, 11, 80, 81].includes(i) ? 5 : 0.01));
  assert.equal(again.length, 1000 - 2 * FIRST_BACKOFF_FLUSHES, 'a fast write between resets the backoff');
});

test('WritePath: whatever the durations, never more slow direct flushes in a row than the strike count', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 1, maxLength: 3000 }),
      (ms) => {
        const path = new WritePath();
        let slowInRow = 0;
        for (let i = 0; i < ms.length; i += 1) {
          if (!path.direct()) {
            slowInRow = 0;
            continue;
          }
          slowInRow = ms[i]! > DIRECT_WRITE_BUDGET_MS ? slowInRow + 1 : 0;
          assert.ok(
            slowInRow <= SLOW_WRITES_TO_BACK_OFF,
            'the loop waited on a slow device past the strike count',
          );
          path.noted(ms[i]!);
        }
      },
    ),
  );
});
