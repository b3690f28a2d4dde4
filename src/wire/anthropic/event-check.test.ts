// The hand checks of a messages stream event and of a buffered message against their zod definitions: on
// generated events of every read type (and others) and messages, right and wrong at every field, both give
// the same verdict and name the same first place. GATE_FUZZ_RUNS raises the run count.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  anything,
  assertAgree,
  field,
  index,
  object,
  text,
} from '../../../test/helpers/shape-arbitraries.js';
import type { Fields } from '../shared/hand-check.js';
import { eventProblem, messageProblem, mustReadEvent, mustReadMessage } from './event-check.js';
import { eventShape, messageShape } from './shape.js';

const block = object({
  type: field(fc.constantFrom('tool_use', 'text', 'thinking')),
  id: field(text),
  name: field(text),
  input: field(anything),
});
const delta = object({
  type: field(fc.constantFrom('input_json_delta', 'text_delta')),
  partial_json: field(text),
  text: field(text),
});
const FIELDS: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  message_start: {
    message: field(object({ content: field(fc.array(anything, { maxLength: 1 })), id: field(text) })),
  },
  content_block_start: { index: field(index), content_block: field(block) },
  content_block_delta: { index: field(index), delta: field(delta) },
  content_block_stop: { index: field(index) },
  message_delta: { delta: field(object({ stop_reason: field(text) })), usage: field(anything) },
  message_stop: {},
  other_event: { index: field(anything) },
};
/** An event as the stream hands it over: an object whose `type` is the type checked. */
const event = fc
  .constantFrom(...Object.keys(FIELDS))
  .chain((type) => object(FIELDS[type] ?? {}).map((fields) => ({ ...fields, type })));
const typeOf = (value: unknown) => (value as Fields)['type'] as string;

test('the hand check and eventShape agree on verdict and place, valid and mutated events of each type', () => {
  assertAgree(
    event,
    (value) => eventProblem(typeOf(value), value as Fields),
    (value) => eventShape(typeOf(value)),
    assert.equal,
    assert.ok,
  );
});

test('the hand check refuses each wrong field by name, as mustRead did', () => {
  const use = { type: 'tool_use', id: 't', name: 'n', input: {} };
  mustReadEvent('content_block_start', { type: 'content_block_start', index: 0, content_block: use });
  const refusedAt = (type: string, fields: Fields, where: string) =>
    assert.throws(
      () => mustReadEvent(type, { type, ...fields }),
      (err: Error) => err.message.includes(`${where} has the wrong shape`),
    );
  refusedAt('message_start', { message: { content: [use] } }, 'message.content');
  refusedAt('content_block_start', { index: 0, content_block: { ...use, id: 7 } }, 'content_block.id');
  refusedAt(
    'content_block_start',
    { index: 0, content_block: { type: 'tool_use', id: 't', name: 'n' } },
    'content_block.input',
  );
  refusedAt('content_block_start', { index: -1, content_block: use }, 'index');
  refusedAt('content_block_delta', { index: 0, delta: { type: 'input_json_delta' } }, 'delta.partial_json');
  refusedAt('content_block_delta', { index: 0, delta: { partial_json: '{' } }, 'delta.type');
  refusedAt('message_delta', { delta: { stop_reason: 1 } }, 'delta.stop_reason');
});

const message = field(
  object({
    content: field(fc.array(field(block), { maxLength: 3 })),
    stop_reason: field(text),
    id: field(text),
  }),
);

test('the hand check and messageShape agree on verdict and place, valid and mutated messages', () => {
  assertAgree(message, messageProblem, () => messageShape, assert.equal, assert.ok);
});

test('the buffered check refuses each wrong field by name, as mustRead did', () => {
  const use = { type: 'tool_use', id: 't', name: 'n', input: {} };
  mustReadMessage({ content: [{ type: 'text', text: 'x' }, use], stop_reason: 'tool_use' });
  const refusedAt = (fields: Fields, where: string) =>
    assert.throws(
      () => mustReadMessage(fields),
      (err: Error) => err.message.includes(`${where} has the wrong shape`),
    );
  refusedAt({ content: {} }, 'content');
  refusedAt({ content: [{ text: 'x' }] }, 'content.0.type');
  refusedAt({ content: [{ type: 'text' }, { ...use, name: undefined }] }, 'content.1.name');
  refusedAt({ content: [{ type: 'tool_use', id: 't', name: 'n' }] }, 'content.0.input');
  refusedAt({ content: [], stop_reason: 1 }, 'stop_reason');
});
