// Round 49's cuts decide as before: zshCommand's first-letter check before its special-assignment RegExp
// answers as the RegExp alone, and layersOf (layerStarts kept with a parsed command) answers as
// layerStarts of the command's words, also for a reader's copy with other words.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { layerStarts, layersOf } from './shell.js';
import type { SimpleCommand } from './shell-parse.js';
import { parseCommands } from './shell-plain.js';
import { specialAssignment, ZSH_SPECIAL_ASSIGNMENT } from './shell-zsh.js';

const NAMES = [
  'functions',
  'dis_functions',
  'aliases',
  'dis_aliases',
  'galiases',
  'dis_galiases',
  'saliases',
  'dis_saliases',
  'commands',
  'builtins',
  'options',
  'nameddirs',
  'mapfile',
  'fpath',
  'FPATH',
  'module_path',
  'MODULE_PATH',
  'NULLCMD',
  'READNULLCMD',
];
const PIECES = [...NAMES, '=', '+=', '[', ']', 'x', 'A', '-', '--', '_', ' ', '$', 'dis', 'f', 'NULL', '.'];
const word = fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((ps) => ps.join(''));

test('specialAssignment answers as ZSH_SPECIAL_ASSIGNMENT alone', () => {
  for (const n of NAMES)
    for (const w of [`${n}=x`, `${n}[a]=x`, `${n}+=x`, `${n}[k]+=(a)`, `x${n}=1`, `${n}`, `-${n}=1`])
      assert.equal(specialAssignment(w), ZSH_SPECIAL_ASSIGNMENT.test(w), w);
  fc.assert(
    fc.property(fc.oneof(word, fc.string({ maxLength: 20 })), (w) => {
      assert.equal(specialAssignment(w), ZSH_SPECIAL_ASSIGNMENT.test(w));
    }),
    { numRuns: 3000 },
  );
});

const SHELL_WORDS = [
  'sudo',
  'env',
  'A=1',
  'nice',
  '-n',
  '5',
  'timeout',
  '10',
  'nohup',
  'busybox',
  'rm',
  '-rf',
  '/',
  'ls',
  'bash',
  '-c',
  "'id'",
  'function',
  'f',
  '{',
  '}',
  'command',
  '-v',
  'git',
  'mywrap',
  '--',
  ';',
  '|',
  '&&',
  '$(',
  ')',
  'xargs',
  'coproc',
  'watch',
  'if',
  'then',
  'fi',
  'doas',
  'chroot',
  '/x',
];
const text = fc.array(fc.constantFrom(...SHELL_WORDS), { maxLength: 14 }).map((ws) => ws.join(' '));

test('layersOf answers as layerStarts of the words, asked again and on a copy with other words', () => {
  fc.assert(
    fc.property(text, fc.nat(5), (t, cut) => {
      for (const cmd of parseCommands(t, false).commands) {
        const want = layerStarts(cmd.words);
        assert.deepEqual(layersOf(cmd), want);
        assert.deepEqual(layersOf(cmd), want);
        // A reader's copy (`{ ...cmd, words }`, as innermost and expandedCommand make) finds its own.
        const copy: SimpleCommand = { ...cmd, words: cmd.words.slice(Math.min(cut, cmd.words.length)) };
        assert.deepEqual(layersOf(copy), layerStarts(copy.words));
        assert.deepEqual(layersOf(cmd), want);
      }
    }),
    { numRuns: 2000 },
  );
});
