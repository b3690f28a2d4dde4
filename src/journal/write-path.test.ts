import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  DIRECT_WRITE_BUDGET_MS,
  FIRST_BACKOFF_FLUSHES,
  MAX_BACKOFF_FLUSHES,
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
  assert.deepEqual(gaps.slice(0, 7), [64, 128, 256, 512, 1024, 2048, 4096]);
  assert.ok(gaps.every((g) => g <= MAX_BACKOFF_FLUSHES));
});

test('WritePath: one slow write among fast ones costs one short backoff, then the loop again', () => {
  const direct = run(new WritePath(), 1000, (i) => (i === 10 ? 5 : 0.01));
  assert.equal(direct.length, 1000 - FIRST_BACKOFF_FLUSHES);
  const again = run(new WritePath(), 1000, (i) => (i === 10 || i === 80 ? 5 : 0.01));
  assert.equal(again.length, 1000 - 2 * FIRST_BACKOFF_FLUSHES, 'a fast write between resets the backoff');
});

test('WritePath: whatever the durations, at most one slow direct write per backoff window', () => {
  fc.assert(
    fc.property(
      fc.array(fc.double({ min: 0, max: 10, noNaN: true }), { minLength: 1, maxLength: 3000 }),
      (ms) => {
        const path = new WritePath();
        let lastSlow = -Infinity;
        for (let i = 0; i < ms.length; i += 1) {
          if (!path.direct()) continue;
          if (ms[i]! > DIRECT_WRITE_BUDGET_MS) {
            assert.ok(
              i - lastSlow > FIRST_BACKOFF_FLUSHES,
              'a slow write follows another within its backoff',
            );
            lastSlow = i;
          }
          path.noted(ms[i]!);
        }
      },
    ),
  );
});
