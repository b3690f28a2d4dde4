// Round 22 (decision cost): the malformed rung's shape walk collects the call's shell texts, so no rung
// walks the arguments again for them; they must be commandStrings' texts, in its order, for any call.
// Round 25: it notes the call's leaves too (rung.ts leavesOf), for self-modify, the compose check and the
// witness gate; they must be leavesOf's values, keys and places, in its order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../policy/default-floor.js';
import { compilePolicy } from '../policy/load.js';
import type { JsonObject, JsonValue } from '../types.js';
import { checkMalformed } from './malformed.js';
import { REDACTED, redactArguments } from './redact.js';
import { type ArgLeaves, DEEPER, IN_LIST, leavesOf, type RungInput } from './rung.js';
import { commandStrings } from './shell.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);
const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');

/**
 * The shape walk's findings left on the call's input (undefined when the rung refused). Not a shell tool's
 * call: round 76 refuses one that carries no shell text, and the walk is the same for every tool.
 */
function walk(args: JsonObject): RungInput | undefined {
  const input = { policy, call: { tool: 'run_probe', args }, args, ctx: { tainted: false } } as RungInput;
  return typeof checkMalformed(input) === 'string' ? input : undefined;
}
const walked = (args: JsonObject) => walk(args)?.commands;

// Shell keys in any case, argv keys beside them, and lists and objects around them.
const key = fc.constantFrom(
  'command',
  'CMD',
  'Script',
  'bash',
  'chars',
  'args',
  'argv',
  'arguments',
  'x',
  'env',
);
const leaf = fc.oneof(
  fc.constantFrom('ls -la', "it's", 'rm -rf /', ''),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(fc.constantFrom('a', 'b c', "d'e"), { maxLength: 3 }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value as fc.Arbitrary<JsonValue>;

test('malformed: the shape walk finds commandStrings’ shell texts, in its order', () => {
  fc.assert(
    fc.property(fc.dictionary(key, json, { maxKeys: 5 }), (args) => {
      const texts = walked(args as JsonObject);
      if (texts !== undefined) assert.deepEqual([...texts], [...commandStrings(args)]);
    }),
    { numRuns: RUNS * 10 },
  );
  assert.deepEqual(walked({ command: 'rm', args: ['-rf', 'x'], deeper: { script: ['a', 'b'] } }), [
    "'rm' '-rf' 'x'",
    "'a' 'b'",
  ]);
  assert.deepEqual(walked({ x: [{ cmd: 'git status' }, 1] }), ['git status']);
  assert.deepEqual(walked({}), []);
});

test('malformed: the shape walk finds a value to redact where needsRedaction does', () => {
  fc.assert(
    fc.property(fc.dictionary(key, json, { maxKeys: 5 }), (args) => {
      const input = walk(args as JsonObject);
      if (input === undefined) return;
      assert.equal(input.redacts, redactArguments(policy, args as JsonObject) !== undefined);
      assert.deepEqual(
        redactArguments(policy, args as JsonObject, input.redacts),
        redactArguments(policy, args as JsonObject),
      );
    }),
    { numRuns: RUNS * 10 },
  );
  assert.equal(walk({ x: [{ Password: 'hunter2' }] })?.redacts, true);
  assert.equal(walk({ x: [{ password: REDACTED }] })?.redacts, false);
});

test('malformed: a refused call leaves no text behind for the next', () => {
  let deep: JsonValue = { command: 'ls' };
  for (let i = 0; i < 70; i++) deep = { k: deep };
  assert.equal(walked(deep as JsonObject), undefined);
  assert.deepEqual(walked({ path: 'x' }), []);
});

/** The leaves the shape walk left on the input, read through leavesOf (undefined when the rung refused). */
function walkedLeaves(args: JsonObject): ArgLeaves | undefined {
  const input = walk(args);
  return input === undefined ? undefined : leavesOf(input);
}
/** leavesOf's own walk, on an input no rung has seen. */
const freshLeaves = (args: JsonObject) =>
  leavesOf({ policy, call: { tool: 'Bash', args }, args, ctx: { tainted: false } } as RungInput);
const plain = (l: ArgLeaves | undefined) => l && { values: l.values, keys: l.keys, places: l.places };

test('malformed: the shape walk notes leavesOf’s leaves, in its order, with their keys and places', () => {
  fc.assert(
    fc.property(fc.dictionary(key, json, { maxKeys: 5 }), (args) => {
      const leaves = walkedLeaves(args as JsonObject);
      if (leaves !== undefined) assert.deepEqual(plain(leaves), plain(freshLeaves(args as JsonObject)));
    }),
    { numRuns: RUNS * 10 },
  );
  assert.deepEqual(plain(walkedLeaves({ a: [['x', { b: 'y' }], 'z'], c: { d: 1 } })), {
    values: ['x', 'y', 'z', 1],
    keys: ['a', 'b', 'a', 'd'],
    places: [DEEPER, DEEPER, IN_LIST, 0],
  });
  assert.deepEqual(plain(walkedLeaves({ n: true })), { values: [], keys: [], places: [] });
  let deep: JsonValue = { file_path: '.env' };
  for (let i = 0; i < 70; i++) deep = { k: deep };
  assert.equal(walkedLeaves(deep as JsonObject), undefined);
});

test('the first key fault is named as a list of every folded key would name it (round 30: two keys, no list)', () => {
  const keys = fc.array(fc.constantFrom('a', 'A', 'b', 'B', 'path', 'Path', 'x', '__proto__'), {
    maxLength: 5,
  });
  fc.assert(
    fc.property(keys, fc.integer({ min: 0, max: 2 }), (names, depth) => {
      const obj: JsonObject = {};
      for (const k of names)
        Object.defineProperty(obj, k, { value: 1, enumerable: true, configurable: true });
      let args: JsonObject = obj;
      for (let d = 0; d < depth; d++) args = { w: args };
      // The fault a walk comparing every key with all before it names.
      let want: string | undefined;
      const folded: string[] = [];
      Object.keys(obj).forEach((k, at) => {
        if (want !== undefined) return;
        if (k === '__proto__') want = `a key named __proto__ (key ${at + 1} of an object at depth ${depth})`;
        else if (folded.includes(k.toLowerCase()))
          want = `two keys that differ only in case (key ${at + 1} of an object at depth ${depth})`;
        else folded.push(k.toLowerCase());
      });
      const input = { policy, call: { tool: 'Write', args }, args, ctx: { tainted: false } } as RungInput;
      const got = checkMalformed(input);
      if (want === undefined) assert.equal(typeof got, 'string');
      else assert.equal(typeof got === 'string' ? undefined : got.detail?.claim, `arguments hold ${want}`);
    }),
    { numRuns: RUNS * 10 },
  );
});
