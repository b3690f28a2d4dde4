// Round 50's kept answers decide as before: headOf (commandName of a parsed command's first word, its kind
// bits and what oneLayer and the wrapper rule ask of it, kept with the command) answers as the questions
// asked afresh, asked again and on a reader's copy with other words; and the readers that now read it
// (layerStarts, literalCommand, hiddenTails, mayWrap) answer as their word-only forms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  commandName,
  headOf,
  hiddenTails,
  isStore,
  isStoreOf,
  layerStarts,
  layersOf,
  literalCommand,
  literalCommandOf,
  mayWrap,
  mayWrapOf,
  tailsOf,
} from './shell.js';
import type { SimpleCommand } from './shell-parse.js';
import { parseCommands } from './shell-plain.js';

// Command words of every kind the table knows and some it does not: wrappers, reserved words, shells,
// stores, implementations (`jruby`), versioned (`python3.11`), `.exe`, paths, upper case, `=name`,
// /proc/self/exe, expansions, patterns, assignments, data programs and unknown ones.
const WORDS = [
  'sudo',
  'env',
  'A=1',
  'HOME=.',
  'nice',
  '-n',
  '5',
  'timeout',
  'nohup',
  'busybox',
  'rm',
  '-rf',
  '/',
  'ls',
  'LS',
  '/bin/ls',
  './x.sh',
  'bash',
  'BASH.EXE',
  'pwsh.exe',
  '-c',
  "'id'",
  'function',
  'f',
  'command',
  '-v',
  'git',
  'gh',
  'aws',
  'mywrap',
  'newwrap',
  '--',
  'install',
  'mkfs',
  '/dev/sda',
  ';',
  '|',
  '&&',
  '$(',
  ')',
  'xargs',
  'coproc',
  'if',
  'then',
  'fi',
  'doas',
  'jruby',
  'ipython',
  'python3.11',
  'pypy',
  'node',
  '-e',
  '=sudo',
  '/proc/self/exe',
  '$X',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, not a template
  '${X}',
  'l*',
  '%1',
  'make',
  'echo',
  'grep',
  'npx',
  'tsc',
  'reboot',
  'tar',
  'x.exe',
];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((ws) => ws.join(' '));

const asked = (cmd: SimpleCommand) => ({
  layers: layerStarts(cmd.words),
  literal: literalCommand(cmd.words),
  tails: hiddenTails(cmd.words, 0),
  wraps: mayWrap(cmd.words),
  store: cmd.words[0] === undefined ? false : isStore(commandName(cmd.words[0])),
});
const kept = (cmd: SimpleCommand) => ({
  layers: layersOf(cmd),
  literal: literalCommandOf(cmd),
  tails: tailsOf(cmd, 0),
  wraps: mayWrapOf(cmd),
  store: cmd.words[0] === undefined ? false : isStoreOf(cmd, headOf(cmd)),
});

test('headOf and its readers answer as the questions asked afresh, again and on a copy with other words', () => {
  fc.assert(
    fc.property(text, fc.nat(5), (t, cut) => {
      for (const cmd of parseCommands(t, false).commands) {
        const want = asked(cmd);
        if (cmd.words[0] !== undefined) assert.equal(headOf(cmd), commandName(cmd.words[0]));
        assert.deepEqual(kept(cmd), want);
        assert.deepEqual(kept(cmd), want);
        // A reader's copy (`{ ...cmd, words }`, as innermost and expandedCommand make) carries the
        // original's kept answers: its own first word decides whether they are read.
        const copy: SimpleCommand = {
          ...cmd,
          words: cmd.words.slice(Math.min(cut, cmd.words.length)),
          literal: undefined,
        };
        assert.deepEqual(kept(copy), asked(copy));
        assert.deepEqual(kept(cmd), want);
      }
    }),
    { numRuns: 2000 },
  );
});

test('a copy whose first word is another string of the same name reads the same answers', () => {
  for (const [a, b] of [
    ['ls', 'LS'],
    ['sudo', '/usr/bin/sudo'],
    ['python3', 'python3.11'],
    ['ruby', 'jruby'],
    ['bash', 'bash.exe'],
  ]) {
    const cmd = parseCommands(`${a} -x y z`, false).commands[0] as SimpleCommand;
    headOf(cmd);
    const copy: SimpleCommand = { ...cmd, words: [b as string, ...cmd.words.slice(1)], literal: undefined };
    assert.deepEqual(kept(copy), asked(copy), b);
  }
});
