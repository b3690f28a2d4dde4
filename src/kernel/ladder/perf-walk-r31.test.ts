// Round 31's cuts decide as before: the malformed rung's budget, which now reads a command's layers only
// when it has more words than the bound, is the full walk of every command's layers; lowerKey, which now
// answers the key last asked without its map, is toLowerCase on any run of keys.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { lowerKey } from '../policy/lower.js';
import { commandBudget, layerStarts, MAX_COMMAND_LAYERS, overLayered } from './shell.js';
import { parseCommands } from './shell-plain.js';

/** The budget as round 30 read it: every command's layers, whatever its length. */
function budgetByWalk(text: string): boolean {
  return parseCommands(text, false).commands.some((cmd) => overLayered(layerStarts(cmd.words)));
}

const LAYER = ['env', 'nohup', 'nice', 'setsid', 'time', 'exec', 'command', 'A=b', 'env -i', 'nice -n 5'];
const RUN = ['ls', 'sudo id', 'npm test', 'rm -rf /', 'git status -s'];

test('a command of exactly the bound plus one layers, one word each, is refused; one fewer is not', () => {
  const stack = (n: number): string => `${Array.from({ length: n - 1 }, () => 'env').join(' ')} ls`;
  assert.match(String(commandBudget(stack(MAX_COMMAND_LAYERS + 1))), /too complex to read/);
  assert.equal(commandBudget(stack(MAX_COMMAND_LAYERS)), undefined);
});

test('the budget is the walk of every command layers, on stacks near the bound', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...LAYER), {
        minLength: MAX_COMMAND_LAYERS - 3,
        maxLength: MAX_COMMAND_LAYERS + 3,
      }),
      fc.constantFrom(...RUN),
      fc.constantFrom('', 'cd src && ', 'ls; ', 'x=1 '),
      fc.nat(1_000_000),
      (layers, run, lead, salt) => {
        // The salt makes each text new to the facts memo, so the budget is computed, not remembered.
        const text = `${lead}${layers.join(' ')} ${run} #${salt}`;
        assert.equal(commandBudget(text) !== undefined, budgetByWalk(text), text);
      },
    ),
    { numRuns: 2000 },
  );
});

test('lowerKey is toLowerCase on any run of keys, the same key again and keys that differ only in case', () => {
  const key = fc.oneof(
    fc.constantFrom('command', 'Command', 'COMMAND', 'cwd', 'CWD', 'file_path', '', '\u0130d', 'K\u212a'),
    fc.string({ maxLength: 6 }),
  );
  fc.assert(
    fc.property(fc.array(key, { maxLength: 30 }), (keys) => {
      for (const k of keys) assert.equal(lowerKey(k), k.toLowerCase(), JSON.stringify(k));
    }),
    { numRuns: 2000 },
  );
});
