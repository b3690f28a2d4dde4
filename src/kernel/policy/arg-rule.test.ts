import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileArgRule, exceedsUtf8Bytes, type RuleError } from './arg-rule.js';
import type { CompiledArgRule } from './types.js';

const compiled = (spec: Parameters<typeof compileArgRule>[0]): CompiledArgRule => {
  const r = compileArgRule(spec);
  assert.ok(!('field' in r), (r as RuleError).message);
  assert.equal(r.length, 1);
  return r[0] as CompiledArgRule;
};

test('deny_regex is unanchored RE2 with a leading (?i)', () => {
  const rule = compiled({ tool: 'Bash', arg: 'command', deny_regex: '(?i)rm\\s+-rf' });
  assert.equal(rule.tool, 'bash');
  assert.deepEqual(rule.path, ['command']);
  assert.equal(rule.reason, 'POLICY_BLOCK');
  assert.ok(rule.violates('cd x && RM  -rf /'));
  assert.ok(!rule.violates('rm -r x'));
});

test('a hostile deny_regex against a 100 kB argument returns (hang detector, RE2 is linear)', () => {
  const rule = compiled({ tool: 't', arg: 'a', deny_regex: '(a+)+$' });
  const input = `${'a'.repeat(100_000)}!`;
  const started = Date.now();
  assert.equal(rule.violates(input), false);
  assert.ok(Date.now() - started < 10_000, 'took far too long');
});

test('max_bytes counts UTF-8 bytes, not characters', () => {
  const rule = compiled({ tool: 't', arg: 'a', max_bytes: 4, reason: 'OVERSIZE' });
  assert.equal(rule.claim, 't.a max_bytes 4');
  assert.ok(!rule.violates('abcd'));
  assert.ok(rule.violates('abcde'));
  assert.ok(!rule.violates('éé'), '2 x 2 bytes');
  assert.ok(rule.violates('ééa'), '5 bytes in 3 characters');
  assert.ok(!rule.violates('😀'), 'one 4-byte code point');
  assert.ok(rule.violates('😀a'));
  assert.ok(exceedsUtf8Bytes('€', 2), '3 bytes');
  assert.ok(!exceedsUtf8Bytes('', 0));
  assert.ok(exceedsUtf8Bytes('x', 0));
});

test('an uncompilable pattern is an error naming the field and quoting only the pattern', () => {
  const r = compileArgRule({ tool: 't', arg: 'a', deny_regex: 'a)' });
  assert.ok('field' in r);
  assert.equal((r as RuleError).field, 'deny_regex');
  assert.match((r as RuleError).message, /^RE2 cannot compile \/a\)\/: /);
});
