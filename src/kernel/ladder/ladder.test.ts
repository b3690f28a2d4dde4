import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../policy/default-floor.js';
import { compilePolicy } from '../policy/load.js';
import { RUNGS } from '../types.js';
import { adjudicate } from './ladder.js';
import { judge, policyOf } from './testing.js';

const policy = policyOf({
  allow: ['Bash', 'Write', 'Read', 'shell_exec'],
  deny: { shell_exec: 'POLICY_BLOCK' },
  self_modify_globs: ['.env'],
  arg_rules: [{ tool: 'Bash', arg: 'command', deny_regex: 'curl' }],
});

test('every rung reports in order; an admitted call passes all nine', () => {
  const { verdict, trace } = judge(policy, 'Read', { file_path: 'a' });
  assert.equal(verdict.kind, 'ALLOW');
  assert.deepEqual(
    trace.map((e) => e.rung),
    [...RUNGS],
  );
  assert.deepEqual(
    trace.map((e) => e.outcome),
    ['DEFER', 'DEFER', 'DEFER', 'DEFER', 'DEFER', 'DEFER', 'ALLOW', 'DEFER', 'DEFER'],
  );
});

test('first refusal wins: deny before self-modify before argument rules before egress', () => {
  assert.equal(judge(policy, 'shell_exec', { command: 'echo > .env' }).verdict.rung, 'deny');
  const both = judge(policy, 'Bash', { command: 'curl http://169.254.169.254 > .env' });
  assert.equal(both.verdict.rung, 'self_modify');
  assert.equal(both.trace.length, 3);
  assert.equal(judge(policy, 'Bash', { command: 'curl http://169.254.169.254' }).verdict.rung, 'arg_rules');
  assert.equal(judge(policy, 'Bash', { command: 'wget http://169.254.169.254' }).verdict.rung, 'egress');
});

test('the trace event of the deciding rung carries its reason and claim', () => {
  const { trace } = judge(policy, 'Write', { file_path: '.env' });
  assert.deepEqual(trace.at(-1), {
    rung: 'self_modify',
    outcome: 'DENY',
    reason: 'SELF_MODIFY',
    claim: '.env',
    note: 'refused',
  });
});

test('without a tracer the verdict is the same', () => {
  for (const [tool, args] of [
    ['Read', {}],
    ['Write', { file_path: '.env' }],
    ['x', {}],
  ] as const) {
    assert.deepEqual(
      adjudicate(policy, { tool, args }, { tainted: false }),
      judge(policy, tool, args).verdict,
    );
  }
});

test('property: any call on the built-in floor gets a final verdict, never DEFER and never a throw', () => {
  const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
  const tools = fc.oneof(
    fc.constantFrom('Bash', 'Read', 'Write', 'Edit', 'delete_file', 'send_email', 'get_x', 'exec_command'),
    fc.string(),
  );
  fc.assert(
    fc.property(tools, fc.jsonValue({ maxDepth: 4 }), fc.boolean(), (tool, args, tainted) => {
      const verdict = adjudicate(floor, { tool, args }, { tainted });
      assert.notEqual(verdict.kind, 'DEFER');
      assert.equal(verdict.by, 'monitor');
      assert.ok(verdict.rung !== undefined);
      if (verdict.kind === 'DENY') assert.ok(verdict.reason !== undefined);
    }),
    { numRuns: 300 },
  );
  const commands = fc.array(
    fc.constantFrom(
      'rm',
      '-rf',
      '.env',
      '>',
      '|',
      ';',
      'sh',
      '-c',
      "'",
      '"',
      '$(',
      ')',
      'cat',
      '~/.ssh/x',
      'git',
      'push',
      '&&',
      '`',
      '\\',
      '\n',
    ),
    { maxLength: 12 },
  );
  fc.assert(
    fc.property(commands, (words) => {
      const verdict = adjudicate(
        floor,
        { tool: 'Bash', args: { command: words.join(' ') } },
        { tainted: false },
      );
      assert.notEqual(verdict.kind, 'DEFER');
    }),
    { numRuns: 300 },
  );
});
