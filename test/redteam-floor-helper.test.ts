// The red-team floor suites' shared property (helpers/redteam-floor.ts everyCallRefused): a call drawn
// again is not decided again (round 37), yet every run asserts and an admitted call fails wherever drawn.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { bothWaysCounts } from './helpers/both-paths.js';
import { everyRefused, RUNS } from './helpers/redteam-floor.js';

const decided = (): number => bothWaysCounts.general + bothWaysCounts.skipped;

test('a property drawing few calls decides each once, and every run is made', () => {
  const before = decided();
  let runs = 0;
  everyRefused(fc.constantFrom('sudo id', 'rm -rf /'), (c) => {
    runs++;
    return c;
  });
  assert.equal(runs, RUNS);
  assert.equal(decided() - before, 2);
});

test('an admitted call fails the property, drawn first or after a refused one', () => {
  assert.throws(() => everyRefused(fc.constantFrom('sudo id', 'ls -la'), (c) => c), /ls -la/);
  assert.throws(() => everyRefused(fc.constantFrom('ls -la'), (c) => c), /ls -la/);
});
