// Round 43 (docs/floor.md, "Round 43 (redteam-r43)"): every reader this round added or changed reads an
// adversary's command in linear time: a 200 kB command built from each new expression's own literals and
// separators (the aliased runners of python, node and ruby; awk's assignments and variable redirections;
// a file written again and again) is decided in bounded CPU, far above a linear reading's and below a quadratic one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adjudicate } from '../src/kernel/ladder/ladder.js';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { cpuMs } from './helpers/linear-cpu.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const SIZE = 200_000;

/** A command opening a program, then `unit` repeated to SIZE characters, then its close. */
const CASES: readonly (readonly [string, string, string])[] = [
  ["ls | python3 -c 'import sys;", 'import os as ', "'"],
  ["ls | python3 -c 'import sys;", 'from os import system as ', "'"],
  ["ls | python3 -c 'import sys;", 'getattr(os', "'"],
  ["ls | python3 -c 'import sys;", 'os.system os.execv', "'"],
  ["ls | node -e 'process.stdin;", '{execSync: ', "'"],
  ["ls | node -e 'process.stdin;", '["exec', "'"],
  ["ls | node -e 'process.stdin;", '.exec .spawn', "'"],
  ["ls | ruby -e 'STDIN;", 'send(:', "'"],
  ["awk 'BEGIN{", 'f="', "'"],
  ["awk 'BEGIN{print > f;", 'f = "x" ', "'"],
  ["awk '{print ", '> f > (g ', "'"],
  ['awk -v ', 'f=x -v ', "'{print > f}'"],
  // A file written again and again, then run: each write copied the file's growing list of contents
  // (quadratic; `echo ab > x; ` to 200 kB then `sh x` cost 9.6 s of CPU on the base, round 43's first cut of
  // the pipe into tee 50 s): each distinct text is now kept once, past 64 the file is unseen code.
  ['echo x ', '| tee x ', '; sh x'],
  ['', 'echo ab > x; ', 'sh x'],
  ['', 'echo ab | tee x; ', 'sh x'],
];

for (const [head, unit, tail] of CASES) {
  test(`r43 linear: ${JSON.stringify(head + unit)} repeated to ${SIZE} characters is decided in bounded CPU`, () => {
    const command = `${head}${unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE)}${tail}`;
    const ms = cpuMs(() => adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false }));
    assert.ok(ms < 2500, `${ms.toFixed(0)} ms of CPU for one ${SIZE}-character command`);
  });
}
