// The hand checks of a chat chunk and of a buffered completion against their zod definitions: on generated
// values, right and wrong at every field, both give the same verdict and name the same first place.
// GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  assertAgree,
  field,
  index,
  object,
  someObject,
  text,
} from '../../../test/helpers/shape-arbitraries.js';
import {
  chatChunkProblem,
  chatCompletionProblem,
  mustReadChatChunk,
  mustReadChatCompletion,
} from './chunk-check.js';
import { chatChunkShape, chatCompletionShape } from './shape.js';

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
// The other part (`message` in a chunk) is generated too: a call there is refused (round 34).
const choice = object({
  index: field(index),
  finish_reason: field(text),
  delta: field(delta),
  message: field(delta),
});
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
  // A call in the part a chunk does not use: a client reading `message ?? delta` would run it (round 34).
  const call = { id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } };
  refusedAt({ choices: [{ index: 0, delta: {}, message: { tool_calls: [call] } }] }, 'choices.0.message');
  refusedAt({ choices: [{ index: 0, message: { function_call: { name: 'f' } } }] }, 'choices.0.message');
  mustReadChatChunk({ choices: [{ index: 0, delta: {}, message: { tool_calls: [], content: 'x' } }] });
});

const functionCall = object({ name: field(text), arguments: field(fc.oneof(text, someObject)) });
const toolCall = object({
  id: field(fc.oneof(text, fc.constant('call_1'))),
  type: field(fc.constantFrom('function', 'custom', null)),
  custom: field(namedText('input')),
  function: field(functionCall),
});
const message = object({
  tool_calls: field(fc.array(field(toolCall), { maxLength: 3 })),
  function_call: field(functionCall),
  content: field(text),
});
const answerChoice = object({
  index: field(fc.oneof(index, fc.constant(null))),
  finish_reason: field(text),
  message: field(message),
  delta: field(message),
});
const completion = field(
  object({ id: field(text), choices: field(fc.array(field(answerChoice), { maxLength: 3 })) }),
);

test('the hand check and chatCompletionShape agree on verdict and place, valid and mutated answers', () => {
  assertAgree(completion, chatCompletionProblem, () => chatCompletionShape, assert.equal, assert.ok);
});

test('the buffered check refuses each wrong field by name, as mustRead did', () => {
  const call = { id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } };
  mustReadChatCompletion({ choices: [{ index: 0, message: { tool_calls: [call] } }] });
  mustReadChatCompletion({
    choices: [{ message: { tool_calls: [{ ...call, function: { arguments: {} } }] } }],
  });
  mustReadChatCompletion({
    choices: [{ message: { tool_calls: [{ id: 'c', type: 'custom', custom: {} }] } }],
  });
  const refusedAt = (message: unknown, where: string) =>
    assert.throws(
      () => mustReadChatCompletion({ choices: [{ index: 0, message }] }),
      (err: Error) => err.message.includes(`${where} has the wrong shape`),
    );
  const at = 'choices.0.message';
  refusedAt([], at);
  refusedAt({ tool_calls: {} }, `${at}.tool_calls`);
  refusedAt({ tool_calls: [{ ...call, id: '' }] }, `${at}.tool_calls.0.id`);
  refusedAt({ tool_calls: [{ ...call, id: undefined }] }, `${at}.tool_calls.0.id`);
  refusedAt(
    { tool_calls: [{ ...call, function: { arguments: [] } }] },
    `${at}.tool_calls.0.function.arguments`,
  );
  // A call without the part its type names cannot be judged.
  refusedAt({ tool_calls: [{ id: 'c', type: 'function' }] }, `${at}.tool_calls.0.function`);
  refusedAt({ tool_calls: [{ ...call, type: 'custom' }] }, `${at}.tool_calls.0.function`);
  refusedAt({ function_call: { name: 1 } }, `${at}.function_call.name`);
  assert.throws(() => mustReadChatCompletion({ choices: [{ index: -1 }] }), /choices\.0\.index has/);
  // A call in the part a buffered answer does not use (round 34).
  const inDelta = { choices: [{ index: 0, message: {}, delta: { tool_calls: [{ index: 0, ...call }] } }] };
  assert.throws(() => mustReadChatCompletion(inDelta), /choices\.0\.delta has the wrong shape/);
  mustReadChatCompletion({
    choices: [{ index: 0, message: {}, delta: { role: 'assistant', tool_calls: null } }],
  });
});
