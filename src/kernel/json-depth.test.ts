import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { nestingExceeds } from './json-depth.js';

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
