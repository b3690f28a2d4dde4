// Round 25 (decision cost): the malformed rung's shape walk also notes the call's leaves (rung.ts
// leavesOf), so self-modify, the compose check and the witness gate read them without a walk of their
// own; they must be leavesOf's values, keys and places, in its order, for any call it passes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../policy/default-floor.js';
import { compilePolicy } from '../policy/load.js';
import type { JsonObject, JsonValue } from '../types.js';
import { checkMalformed } from './malformed.js';
import { type ArgLeaves, DEEPER, IN_LIST, leavesOf, type RungInput } from './rung.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);
const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');

const inputOf = (args: JsonObject) =>
  ({ policy, call: { tool: 'Bash', args }, args, ctx: { tainted: false } }) as RungInput;
/** The leaves the shape walk left on the input, read through leavesOf (undefined when the rung refused). */
function walked(args: JsonObject): ArgLeaves | undefined {
  const input = inputOf(args);
  return typeof checkMalformed(input) === 'string' ? leavesOf(input) : undefined;
}
/** leavesOf's own walk, on an input no rung has seen. */
const fresh = (args: JsonObject) => leavesOf(inputOf(args));
const plain = (l: ArgLeaves) => ({ values: l.values, keys: l.keys, places: l.places });

const key = fc.constantFrom('command', 'file_path', 'Path', 'x', 'args', 'env', '0', '10', 'é');
const leaf = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value as fc.Arbitrary<JsonValue>;

test('malformed: the shape walk notes leavesOf’s leaves, in its order, with their keys and places', () => {
  fc.assert(
    fc.property(fc.dictionary(key, json, { maxKeys: 5 }), (args) => {
      const leaves = walked(args as JsonObject);
      if (leaves !== undefined) assert.deepEqual(plain(leaves), plain(fresh(args as JsonObject)));
    }),
    { numRuns: RUNS * 10 },
  );
  assert.deepEqual(plain(walked({ a: [['x', { b: 'y' }], 'z'], c: { d: 1 } }) as ArgLeaves), {
    values: ['x', 'y', 'z', 1],
    keys: ['a', 'b', 'a', 'd'],
    places: [DEEPER, DEEPER, IN_LIST, 0],
  });
});

test('malformed: a refused call leaves no leaves behind for the next', () => {
  let deep: JsonValue = { file_path: '.env' };
  for (let i = 0; i < 70; i++) deep = { k: deep };
  assert.equal(walked(deep as JsonObject), undefined);
  assert.deepEqual(plain(walked({ n: true }) as ArgLeaves), { values: [], keys: [], places: [] });
  assert.deepEqual(plain(walked({ path: 'x' }) as ArgLeaves), { values: ['x'], keys: ['path'], places: [0] });
});
