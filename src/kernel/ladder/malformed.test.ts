import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judge, policyOf } from './testing.js';

const policy = policyOf({ allow: ['Read'] });

test('malformed fires: arguments that are not a JSON object', () => {
  for (const args of [null, [], ['a'], 'x', 3, true, undefined]) {
    const { verdict, trace } = judge(policy, 'Read', args);
    assert.equal(verdict.kind, 'DENY');
    assert.equal(verdict.reason, 'MALFORMED');
    assert.equal(verdict.rung, 'malformed');
    assert.equal(verdict.by, 'monitor');
    const claim =
      typeof args === 'string' ? /^arguments are not readable JSON: / : /^arguments are not a JSON object$/;
    assert.match(verdict.detail?.claim ?? '', claim);
    assert.equal(trace.length, 1, 'first refusal wins: no later rung runs');
  }
});

test('malformed fires: argument text the strict reader refuses says why, by offset, never the bytes', () => {
  const cases: [string, string][] = [
    ['{"command":"ls","command":"sudo id"}', 'arguments are not readable JSON: duplicate key at offset 16'],
    ['{"a":{"b":1,"b":2}}', 'arguments are not readable JSON: duplicate key at offset 12'],
    ['{"secret": hunter2}', 'arguments are not readable JSON: unexpected character at offset 11'],
    ['[1]', 'arguments are not a JSON object'],
  ];
  for (const [text, claim] of cases) {
    const { verdict } = judge(policy, 'Read', text);
    assert.equal(verdict.reason, 'MALFORMED', text);
    assert.equal(verdict.detail?.claim, claim, text);
  }
});

test('malformed fires: an empty tool name, or arguments nested past 64 levels', () => {
  assert.equal(judge(policy, '', {}).verdict.reason, 'MALFORMED');
  let deep: unknown = 'x';
  for (let i = 0; i < 70; i++) deep = { d: deep };
  assert.equal(judge(policy, 'Read', deep).verdict.detail?.claim, 'arguments nest deeper than 64 levels');
});

test('malformed near miss: an empty object or 60 levels of nesting is well-formed', () => {
  const { trace } = judge(policy, 'Read', {});
  assert.deepEqual(trace[0], { rung: 'malformed', outcome: 'DEFER', note: 'arguments are a JSON object' });
  let deep: unknown = 'x';
  for (let i = 0; i < 60; i++) deep = { d: deep };
  assert.equal(judge(policy, 'Read', deep).verdict.kind, 'ALLOW');
});

test('malformed fires: a key named __proto__ at any depth, which Object.assign or a merge makes the prototype', () => {
  for (const text of [
    '{"__proto__":{"command":"sudo id"}}',
    '{"opts":[{"\\u005f_proto__":{"path":"/etc/shadow"}}],"path":"a"}',
  ]) {
    const args = JSON.parse(text) as unknown;
    const { verdict } = judge(policy, 'Read', args);
    assert.equal(verdict.reason, 'MALFORMED', text);
    assert.match(
      verdict.detail?.claim ?? '',
      /^arguments hold a key named __proto__ \(key 1 of an object at depth \d\)$/,
    );
  }
  // Near miss: the name as a value, or a longer key, is an ordinary argument.
  assert.equal(judge(policy, 'Read', { path: '__proto__', __proto__x: 1 }).verdict.kind, 'ALLOW');
});
