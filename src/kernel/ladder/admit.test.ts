import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge, policyOf } from './testing.js';

const closed = policyOf({ allow: ['Read'], allow_prefix: ['get_'] });
const logging = policyOf({
  posture: 'admit_and_log',
  allow: ['Read'],
  deny: { get_secrets: 'SECRET_EXFIL' },
});

test('admit fires: allow exact, then allow_prefix', () => {
  const exact = judge(closed, 'Read', {});
  assert.deepEqual(exact.verdict, { kind: 'ALLOW', by: 'monitor', rung: 'admit' });
  assert.equal(exact.trace[6]?.note, 'admitted by allow');
  const prefixed = judge(closed, 'get_user', {});
  assert.equal(prefixed.verdict.kind, 'ALLOW');
  assert.equal(prefixed.trace[6]?.note, 'admitted by allow_prefix');
});

test('admit default-denies the unlisted; names and prefixes are case-sensitive', () => {
  for (const tool of ['read', 'Get_user', 'search_x', 'Reader']) {
    const { verdict } = judge(closed, tool, {});
    assert.deepEqual(verdict, { kind: 'DENY', reason: 'DEFAULT_DENY', by: 'monitor', rung: 'admit' }, tool);
  }
  assert.equal(judge(policyOf({}), 'Read', {}).verdict.reason, 'DEFAULT_DENY', '{} denies everything');
});

test('admit_and_log admits an unlisted read-shaped name as a would-deny, and nothing else', () => {
  const { verdict } = judge(logging, 'search_runs', {});
  assert.deepEqual(verdict, {
    kind: 'ALLOW',
    by: 'monitor',
    rung: 'admit',
    detail: { would_deny: 'DEFAULT_DENY' },
  });
  assert.equal(judge(logging, 'get_and_delete', {}).verdict.reason, 'DEFAULT_DENY');
  assert.equal(judge(logging, 'write_file', {}).verdict.reason, 'DEFAULT_DENY');
  assert.equal(
    judge(logging, 'get_secrets', {}).verdict.reason,
    'SECRET_EXFIL',
    'explicit denies still hold',
  );
  assert.equal(judge(logging, 'Read', {}).verdict.detail, undefined, 'a listed name is no would-deny');
});

test('no pre-call verdict ends in DEFER', () => {
  for (const tool of ['Read', 'x', 'get_a']) assert.notEqual(judge(closed, tool, {}).verdict.kind, 'DEFER');
});
