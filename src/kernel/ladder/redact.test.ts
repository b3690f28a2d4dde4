import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactArguments } from './redact.js';
import { judge, policyOf } from './testing.js';

const policy = policyOf({ allow: ['login', 'Read'], redact_fields: ['password', 'api_key'] });

test('redact fires on an admitted call: values at any depth become [REDACTED]', () => {
  const { verdict } = judge(policy, 'login', {
    user: 'u',
    password: 'hunter2',
    nested: [{ API_KEY: { k: 'v' } }],
  });
  assert.equal(verdict.kind, 'TRANSFORM');
  assert.equal(verdict.rung, 'redact');
  assert.equal(verdict.by, 'monitor');
  assert.deepEqual(verdict.repairedArguments, {
    user: 'u',
    password: '[REDACTED]',
    nested: [{ API_KEY: '[REDACTED]' }],
  });
});

test('redact near misses: no such field, an already-redacted call, an unlisted tool (fix: no redaction before admission)', () => {
  assert.equal(judge(policy, 'login', { user: 'u', pass: 'x' }).verdict.kind, 'ALLOW');
  assert.equal(judge(policy, 'login', { password: '[REDACTED]' }).verdict.kind, 'ALLOW', 'idempotent');
  const unlisted = judge(policy, 'exfiltrate', { password: 'hunter2' });
  assert.equal(unlisted.verdict.kind, 'DENY');
  assert.equal(unlisted.verdict.reason, 'DEFAULT_DENY');
  assert.equal(unlisted.trace.length, 7, 'redact never ran');
});

test('redaction leaves the proposed arguments untouched and keeps __proto__ a plain key', () => {
  // The ladder refuses such a call at rung 1 (malformed.ts); the redactor still never assigns through it.
  const args = JSON.parse('{"password":"p","__proto__":{"password":"q"}}');
  assert.equal(judge(policy, 'login', args).verdict.reason, 'MALFORMED');
  assert.equal(
    JSON.stringify(redactArguments(policyOf({ allow: ['login'], redact_fields: ['password'] }), args)),
    '{"password":"[REDACTED]","__proto__":{"password":"[REDACTED]"}}',
  );
  assert.equal(args.password, 'p');
});
