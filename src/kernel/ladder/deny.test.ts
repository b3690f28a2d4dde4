import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge, policyOf } from './testing.js';

const policy = policyOf({
  allow: ['shell_exec', 'Read'],
  allow_prefix: ['dump_'],
  deny: { shell_exec: 'POLICY_BLOCK', dump_env: 'SECRET_EXFIL' },
});

test('deny fires by exact name with its reason, and beats allow', () => {
  const { verdict } = judge(policy, 'shell_exec', {});
  assert.deepEqual(verdict, { kind: 'DENY', reason: 'POLICY_BLOCK', by: 'monitor', rung: 'deny' });
  assert.equal(judge(policy, 'dump_env', {}).verdict.reason, 'SECRET_EXFIL', 'beats allow_prefix too');
});

test('deny near miss: names are exact and case-sensitive', () => {
  for (const tool of ['Shell_exec', 'shell_exec2', 'dump_envs']) {
    const { verdict, trace } = judge(policy, tool, {});
    assert.notEqual(verdict.rung, 'deny', tool);
    assert.equal(trace[1]?.outcome, 'DEFER');
  }
});
