// Red team, round 16: the cost of one command. Each wrapper layer's reading spanned the words after it
// (`env env ... env ls`, `watch watch ...`, `flock f flock f ...`: quadratic, 32 KiB of `watch ` cost
// 22 s of CPU on the base), and each layer of a runner or `watch` inside a script handed its whole tail
// on to be parsed again. Now a command of more than MAX_COMMAND_LAYERS layers is refused before any rung
// reads it ("command too complex to read", naming the bound, never the bytes), the layers read are
// bounded in a script too (opaque), and the scripts a text hands on total a bounded length. The work is
// counted (test/helpers/work-count.ts), never timed. Since round 16's second pass the count sees a loop
// over a word array (each word's `startsWith`, Set `has`, Map `get`): the base's `env`, `env -u`, `A=b
// env` and `flock` stacks count past the bar (Infinity), as the re-read shapes (`watch`, `npx`, a stack
// inside `bash -c`) did already.
// bench/command-cost.ts gives the CPU, base and this build.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { MAX_COMMAND_LAYERS, MAX_SHELL_TEXT } from '../src/kernel/ladder/shell.js';
import { processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { fill, growthOf } from './helpers/work-count.js';

/** Shapes whose reading was quadratic or re-read the whole tail per layer: [name, before, unit, after]. */
const SHAPES: readonly (readonly [string, string, string, string])[] = [
  ['env stack', '', 'env ', ' ls'],
  ['env -u stack', '', 'env -u X ', ' ls'],
  ['assignment env stack', '', 'A=b env ', ' ls'],
  ['watch stack', '', 'watch ', ' ls'],
  ['flock stack', '', 'flock f ', ' ls'],
  ['env stack in sh -c', "sh -c '", 'env ', " ls'"],
  ['watch stack in bash -c', "bash -c '", 'watch ', " ls'"],
  ['npx stack', '', 'npx ', ' ls'],
  ['npx stack in sh -c', "sh -c '", 'npx ', " ls'"],
  ['eval stack', '', 'eval ', ' ls'],
  ['env stack in a heredoc to sh', 'sh <<E\n', 'env ', ' ls\nE\n'],
  ['list of env commands', '', 'env ls; ', ''],
  // Round 54: each `-exec` nests the rest as a command of its own (200 kB overflowed the stack or the heap).
  ['find -execdir chain', '', 'find . -execdir ', ' ls'],
  ['find -exec chain in sh -c', "sh -c '", 'find . -exec ', " ls'"],
];

for (const [name, before, unit, after] of SHAPES)
  test(`linear: ${name}`, () => {
    // A small text of the shape first: what the reading builds once (memos, lazily compiled sets) is no
    // cost per character, and counted cold it sat at the bar (1,050,775 against 1,048,576 for the list).
    verdict(before + fill(unit, 64) + after);
    const g = growthOf(
      (n) => before + fill(unit, n) + after,
      (text) => verdict(text),
      4096,
    );
    assert.ok(g < 12, `${name}: 8x the text costs ${g}x the work`);
  });

test('a 64 KiB stack of wrappers is refused as too complex, naming the bound, not the bytes', () => {
  const text = `${fill('env ', 65536)} sudo id`;
  const v = verdict(text);
  assert.equal(v.kind, 'DENY');
  assert.equal(v.reason, 'MALFORMED');
  const claim = String(v.detail?.claim);
  assert.match(claim, /command too complex to read/);
  assert.ok(claim.includes(String(MAX_COMMAND_LAYERS)));
  assert.ok(!claim.includes('env') && !claim.includes('sudo'));
});

test('a 200 kB chain of commands find runs is refused as too complex, naming the bound, not the bytes', () => {
  for (const flag of ['-exec', '-execdir', '-ok', '-okdir']) {
    const v = verdict(`${fill(`find . ${flag} `, 200 * 1024)} sudo id`);
    assert.equal(v.kind, 'DENY', flag);
    assert.equal(v.reason, 'MALFORMED', flag);
    const claim = String(v.detail?.claim);
    assert.match(claim, /command too complex to read: more than \d+ commands run by find/, flag);
    assert.ok(!claim.includes('find .') && !claim.includes('sudo'), flag);
  }
  // An agent's find with a few commands is read as before.
  assert.equal(verdict('find . -name "*.ts" -exec grep -l TODO {} \\; -exec wc -l {} +').kind, 'ALLOW');
});

test('a text past the parse bound is refused as too long to read, whatever it holds (round 54)', () => {
  // Read raw before, the rules missed what a parse reads: `ssh h ` x 44,000 then `sudo id` was admitted.
  for (const [pad, tail] of [
    ['ssh h ', 'sudo id'],
    ['ls; ', 'ssh h sudo id'],
    ['ls; ', 'ls'],
    [' ', 'echo hi'],
  ] as const) {
    const text = `${fill(pad, MAX_SHELL_TEXT + 1)}${tail}`;
    const v = verdict(text);
    assert.equal(v.kind, 'DENY', `${pad}…${tail}`);
    assert.equal(v.reason, 'MALFORMED', `${pad}…${tail}`);
    const claim = String(v.detail?.claim);
    assert.match(claim, /command too long to read: more than \d+ characters/);
    assert.ok(!claim.includes(tail) && (pad.trim() === '' || !claim.includes(pad.trim())), claim);
  }
  // At the bound it is parsed and read as any text is (round 55: within the read bounds, MAX_READ_COMMANDS).
  assert.equal(
    verdict(
      `${fill('ls aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; ', MAX_SHELL_TEXT - 16)}ls`,
    ).kind,
    'ALLOW',
  );
});

const WRAPPERS = [
  'env',
  'env -i',
  'nice -n 5',
  'nohup',
  'timeout 5',
  'stdbuf -o0',
  'setsid',
  'command',
  'time',
  'exec',
  'watch',
  'flock f',
  'A=b env',
];
const RUN = ['ls', 'npm test', 'git status', 'sudo id', 'rm -rf /', 'echo hi'];

test('fuzz: more wrapper layers than the bound are refused whatever runs under them', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...WRAPPERS), {
        minLength: MAX_COMMAND_LAYERS + 1,
        maxLength: 3 * MAX_COMMAND_LAYERS,
      }),
      fc.constantFrom(...RUN),
      fc.constantFrom('', 'cd src && ', 'ls; '),
      (layers, run, lead) => {
        const text = `${lead}${layers.join(' ')} ${run}`;
        const v = verdict(text);
        assert.equal(v.kind, 'DENY', text);
        assert.match(String(v.detail?.claim), /too complex to read/, text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzz: a stack past the bound inside a script is refused', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('env', 'nohup', 'nice', 'watch', 'timeout 5'), {
        minLength: MAX_COMMAND_LAYERS + 1,
        maxLength: 2 * MAX_COMMAND_LAYERS,
      }),
      fc.constantFrom('sudo id', 'reboot', 'rm -rf ~'),
      fc.constantFrom(
        (s: string) => `sh -c '${s}'`,
        (s: string) => `eval '${s}'`,
        (s: string) => `bash <<<'${s}'`,
      ),
      (layers, run, wrap) => {
        const text = wrap(`${layers.join(' ')} ${run}`);
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('ordinary stacks of wrappers stay as they were (the longest benign stack is 4 layers)', () => {
  for (const text of [
    'env -i A=b nice -n 5 timeout 60 npm test',
    'nohup nice -n 10 timeout 5 stdbuf -o0 node x.js',
    'time env FOO=1 npx tsc --noEmit',
    `${Array.from({ length: MAX_COMMAND_LAYERS - 1 }, () => 'env').join(' ')} ls`,
  ])
    assert.notEqual(verdict(text).reason, 'MALFORMED', text);
});

test('process: gate preflight refuses a stack past the bound with the reason, not the bytes', () => {
  const command = `${fill('nice ', 4096)} ls`;
  const line = processVerdict('Bash', { command });
  assert.match(line, /verdict=DENY reason=MALFORMED/);
  assert.match(line, /command too complex to read: more than 16 wrapper layers/);
  assert.ok(!line.includes('nice'));
});
