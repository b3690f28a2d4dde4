// The both-ways helper decides a call a second time with the fast path off exactly when the fast path read
// some text plainly; a call it read no text of plainly was read as the general reader reads it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCommands, plainParsesTaken, useShellFastPath } from '../src/kernel/ladder/shell-plain.js';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { adjudicateBothWays, bothWaysCounts } from './helpers/both-paths.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const bash = (command: string) => ({ tool: 'Bash', args: { command } });

test('a plain parse moves the count, from the parser and from its memo; a parse by the general reader does not', () => {
  useShellFastPath(true);
  const before = plainParsesTaken();
  parseCommands('git status && ls -la');
  parseCommands('git status && ls -la');
  assert.equal(plainParsesTaken(), before + 2);
  parseCommands('echo $(id)');
  parseCommands('echo $(id)');
  assert.equal(plainParsesTaken(), before + 2);
  useShellFastPath(false);
  parseCommands('git status && ls -la');
  assert.equal(plainParsesTaken(), before + 2);
  useShellFastPath(true);
});

test('both ways: a call the fast path read plainly is decided again; a call it did not read is not', () => {
  const { general, skipped } = bothWaysCounts;
  assert.equal(adjudicateBothWays(policy, bash('sudo id'), { tainted: false }).kind, 'DENY');
  assert.deepEqual(bothWaysCounts, { general: general + 1, skipped });
  // A subshell is the general reader's, and so is the command inside it: nothing is read plainly. (A command
  // substitution no longer serves: since round 56 its printed rendering is read too, plainly where it can be.)
  assert.equal(adjudicateBothWays(policy, bash('(sudo id)'), { tainted: false }).kind, 'DENY');
  assert.deepEqual(bothWaysCounts, { general: general + 1, skipped: skipped + 1 });
  // A plain parse taken between two calls (here, outside the helper) is no reason to skip the next.
  parseCommands('ls -la');
  assert.equal(adjudicateBothWays(policy, bash('ls -la'), { tainted: false }).kind, 'ALLOW');
  assert.deepEqual(bothWaysCounts, { general: general + 2, skipped: skipped + 1 });
});
