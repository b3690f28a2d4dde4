import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge, policyOf } from './testing.js';

const policy = policyOf({
  allow: ['Bash', 'send_email', 'Read', 'notify_team', 'get_page'],
  safe_sinks: ['notify_team'],
});

test('taint fires: a tainted trace calling a sink', () => {
  for (const [tool, args] of [
    ['Bash', { command: 'ls' }],
    ['send_email', { to: 'a@b.c' }],
    ['get_page', { url: 'https://x.example' }],
  ] as const) {
    const { verdict } = judge(policy, tool, args, { tainted: true });
    assert.deepEqual(verdict, {
      kind: 'DENY',
      reason: 'TRUST_VIOLATION',
      by: 'monitor',
      rung: 'taint',
      detail: { claim: 'taint: tainted trace calling a sink' },
    });
  }
});

test('taint near misses: untainted trace, a non-sink, a safe sink', () => {
  assert.equal(judge(policy, 'Bash', { command: 'ls' }).verdict.kind, 'ALLOW');
  assert.equal(judge(policy, 'Read', { file_path: 'a' }, { tainted: true }).verdict.kind, 'ALLOW');
  const safe = judge(policy, 'notify_team', { text: 'hi' }, { tainted: true });
  assert.notEqual(safe.verdict.rung, 'taint');
  assert.equal(safe.trace[5]?.note, 'tool is a safe sink');
});
