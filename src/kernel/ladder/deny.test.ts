import assert from 'node:assert/strict';
import { test } from 'node:test';
import { denyReason } from './deny.js';
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

test('deny binds a name in any case (a case-insensitive server runs it), nothing longer', () => {
  for (const tool of ['Shell_exec', 'SHELL_EXEC', 'ſhell_exec'])
    assert.equal(judge(policy, tool, {}).verdict.rung, 'deny', tool);
  for (const tool of ['shell_exec2', 'dump_envs', 'shell-exec']) {
    const { verdict, trace } = judge(policy, tool, {});
    assert.notEqual(verdict.rung, 'deny', tool);
    assert.equal(trace[1]?.outcome, 'DEFER');
  }
});

test('denyReason answers as the rung does, for callers that judge a name outside a call (hosted MCP, the MCP proxy)', () => {
  const hosted = policyOf({
    allow: ['Read'],
    deny: { 'hosted:mcp:Vault': 'SECRET_EXFIL', get_secret: 'SECRET_EXFIL' },
  });
  for (const tool of [
    'hosted:mcp:Vault',
    'hosted:mcp:vault',
    'HOSTED:MCP:VAULT',
    'mcp__srv__GET_SECRET',
    'get_ſecret',
  ])
    assert.equal(denyReason(hosted.deny, tool), 'SECRET_EXFIL', tool);
  for (const tool of ['hosted:mcp:vault2', 'Read', 'get_secrets'])
    assert.equal(denyReason(hosted.deny, tool), undefined, tool);
});

test('two policies decided in turn each answer from their own deny entries (the last policy is remembered)', () => {
  const other = policyOf({ allow: ['shell_exec'], deny: { dump_env: 'POLICY_BLOCK' } });
  for (let round = 0; round < 3; round++) {
    assert.equal(denyReason(policy.deny, 'SHELL_EXEC'), 'POLICY_BLOCK');
    assert.equal(denyReason(other.deny, 'SHELL_EXEC'), undefined);
    assert.equal(denyReason(other.deny, 'DUMP_ENV'), 'POLICY_BLOCK');
    assert.equal(denyReason(policy.deny, 'DUMP_ENV'), 'SECRET_EXFIL');
  }
});
