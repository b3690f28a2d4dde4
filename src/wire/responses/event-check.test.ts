// The hand checks of a Responses stream event and of a buffered response against their zod definitions: on
// generated events and responses carrying items of every call kind (and others), right and wrong at every
// field, both give the same verdict and name the same first place. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  anything,
  assertAgree,
  field,
  index,
  object,
  someObject,
  text,
} from '../../../test/helpers/shape-arbitraries.js';
import { mustReadResponse, mustReadStreamEvent, responseProblem, streamEventProblem } from './event-check.js';
import { responseObjectShape, streamEventShape } from './shape.js';

const KINDS = [
  'function_call',
  'custom_tool_call',
  'local_shell_call',
  'shell_call',
  'apply_patch_call',
  'computer_call',
  'mcp_approval_request',
  'message',
  'reasoning',
] as const;
const item = object({
  type: field(fc.constantFrom(...KINDS)),
  id: field(fc.oneof(text, fc.constant('fc_1'))),
  call_id: field(fc.oneof(text, fc.constant('call_1'))),
  name: field(fc.string({ maxLength: 3 })),
  namespace: field(text),
  arguments: field(fc.oneof(text, someObject)),
  input: field(text),
  action: field(someObject),
  actions: field(fc.array(anything, { maxLength: 2 })),
  operation: field(someObject),
  server_label: field(text),
});
const responseObject = object({
  output: field(fc.array(field(item), { maxLength: 2 })),
  status: field(text),
});
const event = field(
  object({
    type: field(fc.constantFrom('response.output_item.added', 'response.completed', 'x')),
    output_index: field(index),
    item_id: field(text),
    item: field(item),
    response: field(responseObject),
  }),
);

test('the hand check and streamEventShape agree on verdict and place, valid and mutated events', () => {
  assertAgree(event, streamEventProblem, () => streamEventShape, assert.equal, assert.ok);
});

test('the hand check refuses each wrong field by name, as mustRead did', () => {
  const call = { type: 'function_call', call_id: 'c', name: 'f', arguments: '{}' };
  mustReadStreamEvent({ type: 'response.output_item.added', output_index: 0, item: call });
  const refusedAt = (fields: Record<string, unknown>, where: string) =>
    assert.throws(
      () => mustReadStreamEvent({ type: 'response.output_item.added', ...fields }),
      (err: Error) => err.message.includes(`${where} has the wrong shape`),
    );
  refusedAt({ item: { ...call, call_id: '' } }, 'item.call_id');
  refusedAt({ item: { ...call, name: undefined } }, 'item.name');
  refusedAt({ item: { ...call, arguments: [] } }, 'item.arguments');
  refusedAt({ item: { type: 'shell_call', id: 'x', action: 'rm' } }, 'item.action');
  refusedAt({ output_index: -1 }, 'output_index');
  refusedAt({ response: { output: [{ type: 7 }] } }, 'response.output.0.type');
  refusedAt({ type: 1 }, 'type');
});

test('the hand check and responseObjectShape agree on verdict and place, valid and mutated responses', () => {
  assertAgree(field(responseObject), responseProblem, () => responseObjectShape, assert.equal, assert.ok);
});

test('the buffered check refuses each wrong field by name, as mustRead did', () => {
  const call = { type: 'function_call', call_id: 'c', name: 'f', arguments: '{}' };
  mustReadResponse({ output: [{ type: 'message', content: [] }, call] });
  const refusedAt = (output: unknown, where: string) =>
    assert.throws(
      () => mustReadResponse({ output }),
      (err: Error) => err.message.includes(`${where} has the wrong shape`),
    );
  refusedAt({}, 'output');
  refusedAt([call, { ...call, call_id: '' }], 'output.1.call_id');
  refusedAt([{ ...call, name: undefined }], 'output.0.name');
  refusedAt([{ type: 7 }], 'output.0.type');
  assert.throws(() => mustReadResponse([] as never), /its body has the wrong shape/);
});
