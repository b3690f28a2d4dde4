// The ladder's word sets live in its vocabulary modules (round 26, docs/floor.md "Round 26"), as the
// screener's do (src/kernel/screen/vocabulary.test.ts): no ladder module defines its own copy of a shared
// set, under its name or as a list that mostly repeats it, and a word list elsewhere is a documented
// exemption with its one reader.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { assertWordListsExempt, quotedLists } from '../../../test/helpers/word-lists.js';
import * as egress from './egress-vocabulary.js';
import * as shell from './shell-vocabulary.js';

const DIR = fileURLToPath(new URL('../../../../src/kernel/ladder/', import.meta.url));
/** The modules that hold the ladder's vocabularies: word lists are written there and read elsewhere. */
const VOCABULARY_MODULES = new Set([
  'egress-vocabulary.ts',
  'irreversible-vocabulary.ts',
  'shell-vocabulary.ts',
]);
/** Each exported word set of the vocabulary modules (a Set or an array of strings). */
const SHARED = Object.entries({ ...egress, ...shell })
  .filter(
    ([, v]) =>
      (v instanceof Set || Array.isArray(v)) &&
      [...(v as Iterable<unknown>)].every((w) => typeof w === 'string'),
  )
  .map(([name, words]) => [name, new Set(words as Iterable<string>)] as const);
const sources = (): string[] =>
  readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !VOCABULARY_MODULES.has(f));

test('the vocabulary modules export the shared sets the test reads', () => {
  const names = SHARED.map(([n]) => n);
  for (const n of ['SENDERS', 'TREE_CARRIERS', 'FILE_LISTERS', 'NAME_LISTERS', 'DECLARING_BUILTINS'])
    assert.ok(names.includes(n), n);
});

test('no ladder module keeps its own copy of a shared word set', () => {
  for (const file of sources()) {
    const source = readFileSync(`${DIR}${file}`, 'utf8');
    for (const [name] of SHARED)
      assert.doesNotMatch(source, new RegExp(`const ${name}\\b[^=]*=`), `${file} defines ${name}`);
    for (const [words] of quotedLists(source)) {
      if (words.length < 4) continue;
      for (const [name, set] of SHARED) {
        const shared = words.filter((w) => set.has(w)).length;
        assert.ok(shared < Math.max(4, 0.6 * words.length), `${file} repeats ${name}: ${words.join(' ')}`);
      }
    }
  }
});

/**
 * Word lists that stay beside their one reader (`file:binding`), with why: the words are read there
 * as something no other module reads them as (argument keys, one program's subcommands or options),
 * or the list is the reader's own table (kept in step with a switch beside it).
 */
const EXEMPT: ReadonlyMap<string, string> = new Map([
  ['egress.ts:ADDRESS_KEYS', 'argument keys naming a host, not program names; one reader'],
  ['provenance.ts:OPERATION_KEYS', "argument keys naming a generic tool's operation; one reader"],
  ['shell-acts.ts:GH_READS', 'gh subcommands that only read; one reader'],
  [
    'shell-awk.ts:BEFORE_REGEX',
    "awk's words after which `/` opens a regular expression; its tokenizer alone",
  ],
  ['shell-awk.ts:KEYWORDS', "awk's keywords, never a variable's name; its reader alone"],
  ['shell-awk.ts:ASSIGNING_CALLS', "awk's built-ins that assign their arguments; its reader alone"],
  ['shell-option-scripts.ts:TMUX_RUNS', 'tmux subcommands that run a command; one reader'],
  ['shell-option-scripts.ts:TMUX_VALUED', "perf's subcommands that run a command after them; one reader"],
  [
    'shell.ts:OPERAND_WRITERS',
    'programs whose every operand is written (a tail writes what a later one does); one reader',
  ],
  [
    'shell.ts:HIDDEN_PRIVILEGE',
    "privilege programs read among an unknown program's operands; the rule names them in its regex",
  ],
  ['shell.ts:PWSH_VALUED', "PowerShell's options taking a value; one reader"],
  ['shell.ts:PWSH_VALUED_ALIASES', "PowerShell's short aliases of those options; one reader"],
  [
    'shell.ts:WRITER_NAMES',
    'the command names the write-target switch beside it reads (kept in step with its cases)',
  ],
  ['shell.ts:GIT_READS', 'git subcommands that write nothing in the work tree; one reader'],
  ['shell.ts:SHELL_KEYS', 'argument keys that carry shell text, not program names'],
]);
test('a ladder word list is written in a vocabulary module, or is a documented exemption', () => {
  assertWordListsExempt(DIR, sources(), EXEMPT);
});
