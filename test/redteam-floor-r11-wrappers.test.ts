// Red team, round 11: programs that run their operands as a command after their own options, as nice and
// timeout do, under names the wrapper table lacked: `chronic sudo id`, `prlimit --nofile=10 sudo id`,
// `ssh-agent sudo id`, `xvfb-run -a rm -rf ~` were admitted because the command word read was the
// wrapper's. They are now layers of the command (shell.ts WRAPPERS), so every rule sees the program they
// run. Real prlimit and ssh-agent are the oracle where the machine has them.
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

const WRAPPED = [
  'chronic',
  'faketime now',
  "faketime -f '+1d' yesterday",
  'valgrind',
  'cpulimit -l 5 --',
  'catchsegv',
  'xvfb-run -a',
  'xvfb-run -s "-screen 0 1x1x8"',
  'dbus-run-session --',
  'ssh-agent',
  'ssh-agent -t 60',
  'prlimit --nofile=10',
  'numactl -C 0',
  'sshpass -p pw',
  'dtach -n /tmp/s',
  'entr -n',
  'eatmydata',
  'nocache',
  'trickle -d 10',
  "systemd-inhibit --why 'x'",
  'authbind',
  'fakechroot',
  'daemonize -c /tmp',
  'screen -dm',
  'screen -S s -dm',
];
const REFUSED = ['sudo id', 'rm -rf ~', 'mkfs.ext4 /dev/sda', 'su -', 'shutdown -h now'];

test('oracle: prlimit and ssh-agent run the command after their options', () => {
  for (const argv of [
    ['prlimit', '--nofile=10', 'echo', 'RAN'],
    ['ssh-agent', 'sh', '-c', 'echo RAN'],
  ]) {
    const out = spawnSync(argv[0] as string, argv.slice(1), { encoding: 'utf8' });
    if (out.error) continue; // not on this machine
    assert.equal(out.stdout.trim(), 'RAN', argv.join(' '));
  }
});

test('fuzz: a refused command behind a command-running wrapper is refused', () => {
  fc.assert(
    fc.property(
      fc.subarray(WRAPPED, { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...REFUSED),
      fc.constantFrom('', 'nice ', 'timeout 5 '),
      (wrappers, cmd, lead) => {
        const text = `${lead}${wrappers.join(' ')} ${cmd}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('benign: the wrappers around ordinary commands are admitted', () => {
  for (const text of [
    'valgrind ./a.out',
    'chronic make',
    'prlimit --nofile=1024 npm test',
    'xvfb-run -a npx playwright test',
    'screen -ls',
    'faketime 2020-01-01 date',
  ])
    assert.notEqual(verdict(text).kind, 'DENY', text);
});

test('process: gate preflight refuses chronic sudo', () => {
  assert.match(preflight('Bash', { command: 'chronic sudo id' }), /DENY/);
});
