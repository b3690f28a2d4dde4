// The hand check of a chat chunk against its zod definition: on generated chunks, right and wrong at every
// field, both give the same verdict and name the same first place. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { chatChunkProblem, mustReadChatChunk } from './chunk-check.js';
import { chatChunkShape } from './shape.js';

const runs = Number(process.env['GATE_FUZZ_RUNS'] ?? 3000);

/** zod's verdict in chunk-check's terms: null, or the first issue's path. */
function zodProblem(value: unknown): string | null {
  const result = chatChunkShape.safeParse(value);
  if (result.success) return null;
  return (result.error.issues[0]?.path ?? []).map(String).join('.');
}

/** Any value, with a lean to the ones a wrong field most likely holds. */
const anything = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, '', 0, -1, 1.5, 1_000_000, 1_000_001, -0, [], {}, 'x', true),
);
/** A field the schema types: mostly right, sometimes any value, sometimes absent. */
const field = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 6, arbitrary: right },
    { weight: 1, arbitrary: anything },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
const text = fc.oneof(fc.string({ maxLength: 4 }), fc.constant(null));
const index = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(0, 1_000_000));
/** An object of these fields, dropping the absent ones, sometimes with a field the schema does not list. */
const object = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .record({ ...fields, extra: fc.option(anything, { nil: undefined }) })
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
const namedText = (second: string) => object({ name: field(text), [second]: field(text) });
const fragment = object({
  id: field(text),
  type: field(fc.constantFrom('function', 'custom', null)),
  custom: field(namedText('input')),
  index: field(index),
  function: field(namedText('arguments')),
});
const delta = object({
  tool_calls: field(fc.array(field(fragment), { maxLength: 3 })),
  function_call: field(namedText('arguments')),
  content: field(text),
});
const choice = object({ index: field(index), finish_reason: field(text), delta: field(delta) });
const chunk = field(object({ id: field(text), choices: field(fc.array(field(choice), { maxLength: 3 })) }));

test('the hand check and chatChunkShape agree on verdict and place, valid and mutated chunks', () => {
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(chunk, (value) => {
      const want = zodProblem(value);
      assert.equal(chatChunkProblem(value), want);
      if (want === null) accepted++;
      else refused++;
    }),
    { numRuns: runs },
  );
  // Both sides are exercised, so agreement is not agreement on one answer.
  assert.ok(accepted > runs / 10 && refused > runs / 10, `accepted ${accepted}, refused ${refused}`);
});

test('the hand check refuses each wrong field by name, as mustRead did', () => {
  const ok = {
    choices: [{ index: 0, delta: { tool_calls: [{ index: 0, id: 'c', function: { arguments: '{' } }] } }],
  };
  mustReadChatChunk(ok);
  const refusedAt = (value: unknown, where: string) =>
    assert.throws(
      () => mustReadChatChunk(value),
      (err: Error) => err.message.includes(`${where} has the wrong shape`),
    );
  refusedAt([], 'its body');
  refusedAt({ choices: {} }, 'choices');
  refusedAt({ choices: [{ delta: {} }] }, 'choices.0.index');
  refusedAt({ choices: [{ index: 0.5 }] }, 'choices.0.index');
  refusedAt(
    { choices: [{ index: 0, delta: { tool_calls: [{ id: 'c' }] } }] },
    'choices.0.delta.tool_calls.0.index',
  );
  refusedAt(
    { choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: {} } }] } }] },
    'choices.0.delta.tool_calls.0.function.arguments',
  );
  refusedAt(
    { choices: [{ index: 0, delta: { function_call: { name: 1 } } }] },
    'choices.0.delta.function_call.name',
  );
  refusedAt(
    { choices: [{ index: 0, delta: { tool_calls: [{ index: 0, custom: { input: [] } }] } }] },
    'choices.0.delta.tool_calls.0.custom.input',
  );
});
