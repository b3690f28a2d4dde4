// The names a Connection header lists (headers.ts connectionNames): read in one pass, linear in the header.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertRepeatLinear } from '../../../test/helpers/work-count.js';
import { connectionNames, upstreamRequestHeaders } from './headers.js';

test('connectionNames: each listed field, lower-cased; close and keep-alive alone list none', () => {
  assert.equal(connectionNames(undefined), undefined);
  assert.equal(connectionNames('keep-alive'), undefined);
  assert.equal(connectionNames('close'), undefined);
  assert.equal(connectionNames(['keep-alive']), undefined);
  assert.equal(connectionNames(' Close , ,keep-alive'), undefined);
  assert.deepEqual(
    [...(connectionNames('close, OpenAI-Beta ,user-agent') ?? [])],
    ['openai-beta', 'user-agent'],
  );
  assert.deepEqual([...(connectionNames(['a', 'B, c']) ?? [])], ['a', 'b', 'c']);
  const out = upstreamRequestHeaders({ connection: 'TraceParent', traceparent: 't', 'user-agent': 'u' });
  assert.deepEqual(out, { 'user-agent': 'u' });
});

test('connectionNames: linear on 64 KiB of commas, spaces and names (work counted)', () => {
  for (const unit of [',', ' ', 'a,', ' , ', 'x-a-very-long-field-name ,'])
    assertRepeatLinear(unit, (text) => connectionNames(text), 64 * 1024);
});
