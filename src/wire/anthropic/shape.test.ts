import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mustRead } from '../shared/shape.js';
import { eventShape, messageShape } from './shape.js';

const refused = (shape: Parameters<typeof mustRead>[0], value: unknown, where: RegExp) =>
  assert.throws(
    () => mustRead(shape, value),
    (err: Error) => where.test(err.message),
  );

test('a message: every tool_use block carries a string id, a string name and an input; other blocks name their type', () => {
  const call = { type: 'tool_use', id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } };
  mustRead(messageShape, {
    content: [{ type: 'text', text: 'hi', extra: 1 }, call, { type: 'thinking', x: [] }],
  });
  mustRead(messageShape, { content: null, stop_reason: 'end_turn' });
  refused(messageShape, { content: [{ ...call, id: undefined }] }, /content\.0\.id has the wrong shape/);
  refused(messageShape, { content: [{ ...call, id: 7 }] }, /content\.0\.id/);
  refused(messageShape, { content: [{ ...call, name: ['x'] }] }, /content\.0\.name/);
  refused(messageShape, { content: [{ type: 'tool_use', id: 'a', name: 'b' }] }, /content\.0\.input/);
  refused(messageShape, { content: [{ text: 'no type' }] }, /content\.0\.type/);
  refused(messageShape, { content: [{ type: 5 }] }, /content\.0\.type/);
  refused(messageShape, { content: ['text'] }, /content\.0/);
  refused(messageShape, { content: [{ type: 'text' }, { ...call, input: undefined }] }, /content\.1\.input/);
});

test('an event: its shape is built once per type and still refuses a tool_use block it cannot read', () => {
  assert.equal(eventShape('content_block_start'), eventShape('content_block_start'));
  const start = (block: unknown) => ({ type: 'content_block_start', index: 0, content_block: block });
  mustRead(eventShape('content_block_start'), start({ type: 'tool_use', id: 't', name: 'n', input: {} }));
  mustRead(eventShape('content_block_start'), start({ type: 'text', text: '' }));
  refused(eventShape('content_block_start'), start({ type: 'tool_use', id: 't', input: {} }), /name/);
  refused(
    eventShape('content_block_start'),
    { type: 'content_block_start', content_block: {} },
    /index|type/,
  );
  refused(
    eventShape('content_block_delta'),
    { type: 'content_block_delta', index: 0, delta: { type: 'input_json_delta' } },
    /partial_json/,
  );
  mustRead(eventShape('ping'), { type: 'ping' });
  refused(eventShape('ping'), { kind: 'ping' }, /type/);
});
