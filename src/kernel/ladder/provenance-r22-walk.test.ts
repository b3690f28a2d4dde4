// Round 22 (decision cost): rung 6 walks a call's leaf arguments once (allArguments) with a walk that
// builds no entry list per container; the arguments and their names must be the ones the old walk gave.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { JsonValue } from '../types.js';
import { everyArgument } from './provenance.js';

const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);

/** everyArgument as it was before round 22. */
function reference(args: JsonValue): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  const walk = (v: JsonValue, name: string, depth: number): void => {
    if (depth > 64 || v === null) return;
    if (typeof v !== 'object') {
      if (name !== '') out.push({ name, text: String(v) });
      return;
    }
    const entries: [string, JsonValue][] = Array.isArray(v)
      ? v.map((x, i) => [String(i), x])
      : Object.entries(v);
    for (const [k, x] of entries) walk(x, name === '' ? k : `${name}.${k}`, depth + 1);
  };
  walk(args, '', 0);
  return out;
}

const key = fc.constantFrom('to', 'old_string', 'a', '0', '10', '__proto__', 'b.c', '');
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ maxLength: 6 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value as fc.Arbitrary<JsonValue>;

test('everyArgument: the same leaves, names and order as the entry-list walk', () => {
  fc.assert(
    fc.property(json, (v) => {
      assert.deepEqual(everyArgument(v), reference(v));
      // A JSON text's own parse (a `__proto__` key as a plain key).
      const parsed = JSON.parse(JSON.stringify(v) ?? 'null') as JsonValue;
      assert.deepEqual(everyArgument(parsed), reference(parsed));
    }),
    { numRuns: RUNS * 10 },
  );
  let deep: JsonValue = 'x';
  for (let i = 0; i < 80; i++) deep = { k: deep };
  assert.deepEqual(everyArgument(deep), []);
});
