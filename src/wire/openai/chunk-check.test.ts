// The hand check of a chat chunk against its zod definition: on generated chunks, right and wrong at every
// field, both give the same verdict and name the same first place. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertAgree, field, index, object, text } from '../../../test/helpers/shape-arbitraries.js';
import { chatChunkProblem, mustReadChatChunk } from './chunk-check.js';
import { chatChunkShape } from './shape.js';

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
  assertAgree(chunk, chatChunkProblem, () => chatChunkShape, assert.equal, assert.ok);
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
