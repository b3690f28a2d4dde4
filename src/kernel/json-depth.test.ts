import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { nestingExceeds, valueNestingExceeds } from './json-depth.js';

function depthOf(v: unknown): number {
  if (v === null || typeof v !== 'object') return 0;
  const kids = Array.isArray(v) ? v : Object.values(v);
  return 1 + Math.max(0, ...kids.map(depthOf));
}

test('nestingExceeds agrees with the depth of any JSON value (brackets inside strings do not count)', () => {
  const value = fc.jsonValue({ maxDepth: 8 }).map((v) => [v, '[[{"a":"]]}{["'] as const);
  fc.assert(
    fc.property(value, (v) => {
      const text = JSON.stringify(v);
      const depth = depthOf(JSON.parse(text));
      assert.equal(nestingExceeds(text, depth), false);
      assert.equal(nestingExceeds(text, depth - 1), true);
    }),
    { numRuns: 2000 },
  );
});

test('valueNestingExceeds agrees with the text bound on the same value, and walks 100,000 deep', () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(9), (v, limit) => {
      assert.equal(valueNestingExceeds(v, limit), nestingExceeds(JSON.stringify(v), limit));
    }),
    { numRuns: 2000 },
  );
  let deep: unknown = 'leaf';
  for (let i = 0; i < 100_000; i++) deep = { a: deep };
  assert.equal(valueNestingExceeds(deep, 256), true);
});
