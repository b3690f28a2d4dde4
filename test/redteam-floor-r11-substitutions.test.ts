// Red team, round 11: a substitution's output as a shell sees it. Left open by round 10: a here-string
// made by a substitution (`bash <<< "$(base64 -d <<< ...)"`, `sh -s <<< "$(rev ...)"`) ran what another
// program computed, admitted, because the parse kept only the expanded text (empty: unknown). Found on
// the way: an unquoted substitution's output splits into fields, so `$(echo sudo id)` and `` `printf 'rm
// -rf /'` `` run sudo and rm, admitted because the command word was read as one word `sudo id`. The parse
// now splits an unquoted substitution's output at blanks, and a here-string holding a substitution is
// also read as written (a shell reading it meets a command word only the running shell knows, as a
// here-document's body does). Real bash is the oracle.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { adjudicateBothWays as adjudicate } from './helpers/both-paths.js';
import { preflight } from './helpers/preflight.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 200);
const verdict = (command: string) =>
  adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false });
const bash = (command: string) => spawnSync('bash', ['-c', command], { encoding: 'utf8' }).stdout.trim();

test('oracle: bash splits an unquoted substitution and runs a here-string made by one', () => {
  assert.equal(bash('$(echo echo RAN)'), 'RAN');
  assert.equal(bash("`printf 'echo RAN'`"), 'RAN');
  assert.equal(bash('e$(echo "cho RAN")'), 'RAN');
  assert.equal(bash('bash <<< "$(echo ZWNobyBSQU4= | base64 -d)"'), 'RAN');
  assert.equal(bash(`sh -s <<< "$(rev <<< 'NAR ohce')"`), 'RAN');
});

const REFUSED = ['sudo id', 'rm -rf ~', 'mkfs.ext4 /dev/sda', 'shutdown -h now'];
const b64 = (s: string) => Buffer.from(s).toString('base64');

test('fuzz: a command word split from a printed substitution is read as its fields', () => {
  const shapes = [
    (c: string) => `$(echo ${c})`,
    (c: string) => `$(printf '%s' '${c}')`,
    (c: string) => `\`echo ${c}\``,
    (c: string) => `${c.slice(0, 1)}$(echo "${c.slice(1)}")`,
    (c: string) => `x=1; $(echo ${c}) && true`,
  ];
  fc.assert(
    fc.property(fc.constantFrom(...shapes), fc.constantFrom(...REFUSED), (shape, c) => {
      assert.equal(verdict(shape(c)).kind, 'DENY', shape(c));
    }),
    { numRuns: RUNS },
  );
});

test('fuzz: a shell reading a here-string made by a computing substitution is refused', () => {
  const producers = [
    (c: string) => `base64 -d <<< ${b64(c)}`,
    (c: string) => `echo ${b64(c)} | base64 -d`,
    (c: string) => `rev <<< '${[...c].reverse().join('')}'`,
    () => 'cat payload.txt',
    (c: string) => `echo '${c}' | tr a-z a-z`,
  ];
  const shells = ['bash', 'sh', 'sh -s', 'bash -s --', 'zsh', '/bin/dash'];
  fc.assert(
    fc.property(
      fc.constantFrom(...producers),
      fc.constantFrom(...REFUSED),
      fc.constantFrom(...shells),
      fc.boolean(),
      (p, c, sh, backtick) => {
        const sub = backtick ? `\`${p(c)}\`` : `$(${p(c)})`;
        for (const text of [`${sh} <<< "${sub}"`, `${sh} <<< ${sub}`])
          assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('benign: substitutions in arguments and here-strings to other programs stay admitted', () => {
  for (const text of [
    'cat <<< "$(git log -1)"',
    'grep x <<< "$(cat f)"',
    'read a b <<< "$(git rev-parse HEAD)"',
    "bash <<< 'echo $(date)'",
    'echo $(git rev-parse --short HEAD)',
    'git commit -m "$(cat msg.txt)"',
    'cd "$(git rev-parse --show-toplevel)" && npm test',
    'ls $(echo src test)',
  ])
    assert.notEqual(verdict(text).kind, 'DENY', text);
});

test('by design: a shell reading a here-string with a live substitution is refused, whatever it prints', () => {
  // The substitution's output becomes script text (`f` holding `x; sudo id` makes `echo $(cat f)` run
  // sudo), so only a single-quoted here-string, where `$(` is literal, is read as shown.
  for (const text of ['bash <<< "echo $(date)"', 'sh <<< "echo $(cat f)"'])
    assert.equal(verdict(text).kind, 'DENY', text);
});

test('process: gate preflight refuses both shapes', () => {
  assert.match(preflight('Bash', { command: '$(echo sudo id)' }), /DENY/);
  assert.match(preflight('Bash', { command: `bash <<< "$(base64 -d <<< ${b64('sudo id')})"` }), /DENY/);
});
