// shell-line-runners.ts: which programs run the lines they read (docs/floor.md, "Round 42 (redteam-r42)").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsInputLines } from './shell-line-runners.js';
import { parseShell } from './shell-parse.js';

const words = (line: string): readonly string[] => parseShell(line).commands[0]?.words ?? [];
const runs = (line: string): boolean => runsInputLines(words(line)[0] as string, words(line));

test('a command word taken from what the program reads makes it a line runner', () => {
  for (const line of [
    `awk '{system($0)}'`,
    `awk '{system(""$0)}'`,
    `awk '{print |& "/bin/sh"}'`,
    `awk '{c = $0; c | getline r}'`,
    `perl -lne 'system $_'`,
    `perl -e 'system <>'`,
    `ruby -e 'system(gets)'`,
    'sed e',
    `sed -n '1,$e'`,
    `sed 's|x|y|ge'`,
    `php -R 'system($argn);'`,
    `python3 -c 'import os, sys; [os.system(l) for l in sys.stdin]'`,
    `node -e 'require("child_process").execSync(require("fs").readFileSync(0, "utf8"))'`,
  ])
    assert.equal(runs(line), true, line);
});

test('a literal command word, or a program that reads nothing, is no line runner', () => {
  for (const line of [
    `awk '{print $1}'`,
    `awk '{system("wc -l " $0)}'`,
    `awk '{print > "out/" $1}'`,
    `perl -ne 'print if /x/'`,
    `perl -e 'system("make", "all")'`,
    `sed -n '/e/p'`,
    `sed 's/e/E/g'`,
    `sed -e 's/a/b/' -e '/^$/d'`,
    `python3 -c 'import json, sys; print(json.load(sys.stdin))'`,
    `python3 -c 'import subprocess; subprocess.run(["git", "status"])'`,
    `node -e 'require("child_process").execSync("git status")'`,
    'ls -la',
  ])
    assert.equal(runs(line), false, line);
});

test('a sed script of words and a literal `s` command is no runner unless it ends in the e flag', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[a-d]{1,4}$/),
      fc.stringMatching(/^[a-d]{0,4}$/),
      fc.constantFrom('', 'g', 'gp', 'e', 'ge'),
      (a, b, flags) => {
        assert.equal(runs(`sed 's/${a}/${b}/${flags}'`), flags.includes('e'));
      },
    ),
    { numRuns: 100 },
  );
});
