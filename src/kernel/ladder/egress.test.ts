import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge, policyOf } from './testing.js';

const policy = policyOf({ allow: ['http_get', 'Bash'] });

test('egress fires for every tool, allowed or not, on URLs, hosts and shell commands', () => {
  for (const [tool, args] of [
    ['http_get', { url: 'http://169.254.169.254/latest/meta-data/iam' }],
    ['Bash', { command: 'curl -s http://2852039166/latest' }],
    ['unlisted', { target: { host: 'metadata.google.internal' } }],
    ['http_get', { urls: ['https://ok.example', 'http://[fd00:ec2::254]/'] }],
    ['http_get', { host: 2852039166 }],
  ] as const) {
    const { verdict } = judge(policy, tool, args);
    assert.equal(verdict.kind, 'DENY', tool);
    assert.equal(verdict.reason, 'EGRESS_BLOCK');
    assert.equal(verdict.rung, 'egress');
    assert.match(verdict.detail?.claim ?? '', /^egress: /);
  }
  assert.equal(
    judge(policy, 'http_get', { url: 'http://0xa9fea9fe/?k=v' }).verdict.detail?.claim,
    'egress: 169.254.169.254',
  );
});

test('egress near misses: public hosts, private ranges, numbers that are not addresses', () => {
  assert.equal(judge(policy, 'http_get', { url: 'https://api.github.com/repos' }).verdict.kind, 'ALLOW');
  assert.equal(judge(policy, 'http_get', { url: 'http://192.168.1.10/' }).verdict.kind, 'ALLOW');
  assert.equal(
    judge(policy, 'http_get', { count: 2852039166 }).verdict.kind,
    'ALLOW',
    'a number under a non-address key',
  );
  const { trace } = judge(policy, 'http_get', { q: 'x' });
  assert.deepEqual(trace[4], {
    rung: 'egress',
    outcome: 'DEFER',
    note: 'no forbidden destination in the arguments',
  });
});
