// homeMoved's one-pass proof (shell-option-scripts.ts mayMoveHome) must be a necessary condition of
// movesHome: whatever words a command has, a "no" from it is movesHome's "no" too. Generated words mix
// the HOME names, near misses, case variants and assignments after builtins and options.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { homeMoved, wentHome } from './shell.js';
import { goesHome, mayMoveHome, movesHome } from './shell-option-scripts.js';
import { parseCommands } from './shell-plain.js';

const WORD = fc.oneof(
  fc.constantFrom(
    'HOME=.',
    'HOME=',
    'HOME+=x',
    'XDG_CONFIG_HOME=/c',
    'ZDOTDIR=.',
    'HOMEDIR=.',
    'home=.',
    'Home=.',
    'A=1',
    'export',
    'env',
    'nice',
    '-i',
    'node',
    'git',
    '-m',
    '=HOME',
    '',
  ),
  fc.string({ maxLength: 12 }),
  fc
    .constantFrom('HOME', 'XDG_CONFIG_HOME', 'ZDOTDIR', 'H', 'X', 'Z')
    .chain((n) => fc.string({ maxLength: 6 }).map((v) => `${n}=${v}`)),
);

test('mayMoveHome says no only where movesHome says no', () => {
  fc.assert(
    fc.property(fc.array(WORD, { maxLength: 8 }), (words) => {
      if (!mayMoveHome(words)) assert.equal(movesHome(words, words), false, JSON.stringify(words));
    }),
    { numRuns: 3000, seed: 0x15 },
  );
});

test('homeMoved is the same with or without its memo, on short and long parses', () => {
  for (const text of [
    'HOME=. node x.js',
    'export HOME=/tmp/w; make test',
    'nice env XDG_CONFIG_HOME=. git status',
    'git commit -m HOME=x && ls',
    'ZDOTDIR=$(mktemp -d) zsh',
    'ls; '.repeat(12) + 'HOME=. node x.js',
    'ls; '.repeat(12) + 'git status',
  ]) {
    const all = parseCommands(text).commands;
    const want = all.some((c) => movesHome(c.words, c.shown));
    assert.equal(homeMoved(all), want, text);
    assert.equal(homeMoved(all), want, `${text} (asked again)`);
  }
});

// Round 24: wentHome answers a parse of up to eight commands with no memo entry; past that it keeps one.
test('wentHome is the same with or without its memo, on short and long parses', () => {
  const STEP = fc.constantFrom(
    'cd',
    'cd ~',
    'cd -P ~/',
    'pushd ~',
    'cd src',
    'cd -',
    'ls',
    'tar czf a.tgz .',
    'CD ~',
  );
  fc.assert(
    fc.property(fc.array(STEP, { minLength: 1, maxLength: 14 }), (steps) => {
      const all = parseCommands(steps.join(' && ')).commands;
      const want = all.some((c) => goesHome(c.words));
      assert.equal(wentHome(all), want, steps.join(' && '));
      assert.equal(wentHome(all), want, 'asked again');
    }),
    { numRuns: 500, seed: 0x24 },
  );
});
