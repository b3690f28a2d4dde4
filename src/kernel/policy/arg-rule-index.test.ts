// `gate policy --check` builds every pattern's program, not only its parse: a pattern whose program
// fails would otherwise be found only by the first call that needs it (and refused there).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { programProblems } from './arg-rule-index.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import type { ArgRuleSpec } from './types.js';

const rule = (deny_regex: string): ArgRuleSpec => ({ tool: 'Bash', arg: 'command', deny_regex });

test('programProblems builds every distinct pattern and names each one that fails, by position', () => {
  const built: string[] = [];
  const failing = new Set(['bad-one', 'bad-two']);
  const build = (pattern: string): void => {
    built.push(pattern);
    if (failing.has(pattern)) throw new Error('program too large');
  };
  const specs = [
    rule('ok'),
    rule('bad-one'),
    { tool: 'Write', arg: 'content', max_bytes: 9 },
    rule('bad-two'),
  ];
  const problems = programProblems([...specs, rule('bad-one')], build);
  assert.deepEqual(built, ['ok', 'bad-one', 'bad-two'], 'each distinct pattern once');
  assert.deepEqual(problems, [
    'arg_rules[1].deny_regex: RE2 cannot compile /bad-one/: program too large',
    'arg_rules[3].deny_regex: RE2 cannot compile /bad-two/: program too large',
    'arg_rules[4].deny_regex: RE2 cannot compile /bad-one/: program too large',
  ]);
});

test('programProblems builds real programs: patterns that compile give no problem', () => {
  assert.deepEqual(programProblems([rule('(?i)rm\\s+-rf'), rule('a{1000}b{1000}'), rule('\\pN+')]), []);
});

test("the built-in floor's patterns are left to default-floor.test.ts (building them is ~150 ms)", () => {
  const built: string[] = [];
  programProblems(DEFAULT_FLOOR.arg_rules, (p) => built.push(p));
  assert.deepEqual(built, []);
});
