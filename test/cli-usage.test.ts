// A mistyped flag on any command gets that command's usage and exit code 2, never node's parseArgs hint
// about positional arguments and quoting.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runGate } from './helpers/gate-process.js';

const CASES: Array<{ argv: string[]; usage: RegExp; problem: RegExp }> = [
  { argv: ['serve', '--adr', '127.0.0.1:0'], usage: /usage: gate serve/, problem: /unknown flag "--adr"/ },
  { argv: ['preflight', '--tol', 'Bash'], usage: /usage: gate preflight/, problem: /unknown flag "--tol"/ },
  { argv: ['policy', '--dmp'], usage: /usage: gate policy/, problem: /unknown flag "--dmp"/ },
  { argv: ['policy', '--dump', '--policy'], usage: /usage: gate policy/, problem: /--policy needs a value/ },
  {
    argv: ['journal', 'verify', '--bad', 'f'],
    usage: /usage: gate journal/,
    problem: /unknown flag "--bad"/,
  },
  { argv: ['recall', 'save', '--nope'], usage: /usage: gate recall save/, problem: /unknown flag "--nope"/ },
  { argv: ['demo', '--keep=3'], usage: /usage: gate demo/, problem: /--keep takes no value/ },
  {
    argv: ['preflight', '--tool', 'Bash', '--args', '-5'],
    usage: /usage: gate preflight/,
    problem: /--args's value starts with '-': write --args=<value>/,
  },
  {
    argv: ['serve', `--${'x'.repeat(80)}`],
    usage: /usage: gate serve/,
    problem: /unknown flag "--x{38}\.\.\."/,
  },
];

for (const { argv, usage, problem } of CASES) {
  test(`gate ${argv.join(' ').slice(0, 40)}: the command's usage, exit 2`, async () => {
    const out = await runGate(argv);
    assert.equal(out.code, 2);
    assert.match(out.stderr, problem);
    assert.match(out.stderr, usage);
    assert.doesNotMatch(out.stderr, /positional argument|place it at the end|--"/);
  });
}
