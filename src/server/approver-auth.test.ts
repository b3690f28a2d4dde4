import assert from 'node:assert/strict';
import { test } from 'node:test';
import { approverCheck } from './approver-auth.js';

const check = approverCheck([
  { label: 'alice', key: 'alice-key-0123' },
  { label: 'bob', key: 'bob-key-4567' },
]);

test('each approver key names its approver, by Bearer or x-api-key', () => {
  assert.equal(check.identify({ authorization: 'Bearer alice-key-0123' }), 'alice');
  assert.equal(check.identify({ authorization: 'bearer bob-key-4567' }), 'bob');
  assert.equal(check.identify({ 'x-api-key': 'bob-key-4567' }), 'bob');
});

test('a wrong key, a prefix, an extension or no key names nobody', () => {
  for (const headers of [
    {},
    { authorization: 'Bearer alice-key-012' },
    { authorization: 'Bearer alice-key-01234' },
    { authorization: 'Basic alice-key-0123' },
    { 'x-api-key': '' },
    { authorization: 'Bearer ' },
  ]) {
    assert.equal(check.identify(headers), undefined, JSON.stringify(headers));
  }
});
