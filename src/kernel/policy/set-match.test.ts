import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { RE2Set } from 're2js';
import { BINARY_UNIT } from '../../testing/code-points.js';
import { argRuleIndex, rulesForTool } from './arg-rule-index.js';
import { DEFAULT_FLOOR } from './default-floor.js';
import { compilePolicy } from './load.js';
import { matchSet } from './set-match.js';

function setOf(patterns: readonly string[]): RE2Set {
  const set = new RE2Set(RE2Set.UNANCHORED);
  for (const p of patterns) set.add(p);
  set.compile();
  return set;
}

const words = fc.constantFrom(
  'rm',
  '-rf',
  '/',
  'git',
  'push',
  '--force',
  'curl',
  'http://169.254.169.254',
  '|',
  'sh',
  '.env',
  '~/.ssh/id_rsa',
  '*** Add File: .git/config\n',
  'crontab -r',
  'kill -9 -1',
  'é',
  '日本',
  '\u{1F600}',
  '\n',
  ' ',
  'x',
);
const texts = fc.oneof(
  fc.array(words, { maxLength: 12 }).map((ws) => ws.join(' ')),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: BINARY_UNIT, maxLength: 20 }),
);

test('matchSet answers exactly as RE2Set.match on the floor’s shell set, cold and warm', () => {
  const floor = compilePolicy(DEFAULT_FLOOR, 'builtin');
  const bash = rulesForTool(argRuleIndex(floor.argRules), 'Bash');
  const patterns = bash?.groups[0]?.matcher?.patterns;
  assert.ok(patterns, 'the floor matches Bash.command together');
  const set = setOf(patterns);
  fc.assert(
    fc.property(texts, (text) => {
      assert.deepEqual([...matchSet(set, text)], set.match(text), JSON.stringify(text));
      // Again, now that RE2Set.match has built the transitions the walk follows.
      assert.deepEqual([...matchSet(set, text)], set.match(text), JSON.stringify(text));
    }),
    { numRuns: 500 },
  );
});

test('matchSet: several hits ascend, repeated hits count once, empty text and anchors behave as RE2Set', () => {
  const set = setOf(['a', 'b+', '^x', 'y$', '\\bz\\b', '(?i)Q', '(?m)^w']);
  const cases = [
    '',
    'a',
    'ba',
    'bab',
    'xa',
    'ax',
    'y',
    'yy ',
    'z',
    'az',
    ' z ',
    'q',
    'line\nw',
    'é a',
    'aaaa bbbb',
  ];
  for (let round = 0; round < 3; round++) {
    for (const text of cases)
      assert.deepEqual([...matchSet(set, text)], set.match(text), JSON.stringify(text));
  }
});
