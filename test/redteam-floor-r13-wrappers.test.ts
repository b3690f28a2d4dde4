// Red team, round 13: wrappers the table did not name. `foo sudo id`, `mywrap -- rm -rf /`, `poetry run
// sudo id`, `bwrap --bind / / sudo id`, `proot sudo id`, `chpst -u root sudo id`, `setarch x86_64 sudo id`,
// `hyperfine 'sudo id'`, `echo 'sudo id' | newgrp docker` were admitted. The general rule (docs/floor.md,
// "Wrappers"): a program the tables do not know, and whose operands are not data by its nature, runs an
// operand that is a privilege program followed by its arguments, a shell with `-c`, a recursive rm, or
// whatever follows `--`. Data stays data (`grep sudo f`, `apt install sudo vim`). The real setarch and
// flock are the oracle that such programs run their operands.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';

const has = (p: string) => spawnSync('sh', ['-c', `command -v ${p}`]).status === 0;

test('oracle: programs outside the table run their operand command', () => {
  for (const [p, cmd] of [
    ['setarch', 'setarch x86_64 echo RAN'],
    ['flock', 'flock /tmp/gate-r13.lock echo RAN'],
    ['runcon', 'runcon -t x echo RAN'],
  ] as const) {
    if (!has(p) || (p === 'runcon' && spawnSync('sh', ['-c', 'runcon --help']).status !== 0)) continue;
    const r = spawnSync('bash', ['-c', cmd], { encoding: 'utf8' });
    if (p === 'runcon' && r.status !== 0) continue; // no SELinux here
    assert.match(r.stdout, /RAN/, cmd);
  }
});

const DANGER = [
  'sudo id',
  'su -c id',
  'doas sh',
  'pkexec id',
  'bash -c "sudo id"',
  'sh -c "rm -rf ~"',
  'rm -rf ~',
];
const AFTER_DASHES = ['sudo id', 'rm -rf /', 'mkfs.ext4 /dev/sda1', 'shutdown now', 'chmod -R 777 /'];

const OPTIONS = ['', '-q ', '-v -x ', '--flag ', '-n 2 ', 'run ', 'exec -e prod '];

test('fuzz: an unknown program whose operand is a privilege program or shell script runs it', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[a-z][a-z0-9-]{2,7}$/).map((n) => `zz${n}`),
      fc.constantFrom(...OPTIONS),
      fc.constantFrom(...DANGER),
      (name, opts, c) => {
        const text = `${name} ${opts}${c}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzz: whatever follows `--` of an unknown program is read as a command', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[a-z][a-z0-9-]{2,7}$/).map((n) => `zz${n}`),
      fc.constantFrom(...OPTIONS),
      fc.constantFrom(...AFTER_DASHES),
      (name, opts, c) => {
        const text = `${name} ${opts}-- ${c}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

const NAMED = [
  'newgrp docker <<< "sudo id"',
  "echo 'sudo id' | newgrp docker",
  'chpst -u root sudo id',
  'bwrap --bind / / --dev /dev sudo id',
  'bwrap --ro-bind /usr /usr --proc /proc -- sudo id',
  'proot -r /tmp/rootfs -b /dev sudo id',
  'gosu nobody sudo id',
  'su-exec nobody sudo id',
  'setuidgid nobody sudo id',
  'envdir ./env sudo id',
  'softlimit -m 100000 sudo id',
  'setlock /tmp/l sudo id',
  'setarch x86_64 sudo id',
  'runcon -t unconfined_t sudo id',
  'tini -s sudo id',
  'dumb-init sudo id',
  'flatpak-spawn --host sudo id',
  "hyperfine 'sudo id'",
  "hyperfine -w 3 --prepare 'sudo id' 'npm test'",
  "concurrently 'npm:watch' 'sudo id'",
  "nix-shell --run 'sudo id'",
  "nodemon --exec 'sudo id'",
  'poetry run sudo id',
  'uv run -- sudo id',
  'pipenv run sudo id',
  'bundle exec sudo id',
  'direnv exec . sudo id',
  'aws-vault exec prod -- sudo id',
  'op run -- rm -rf ~',
];

test('named wrappers and command-line takers found this round are read through', () => {
  for (const text of NAMED) assert.equal(verdict(text).kind, 'DENY', text);
});

/** Data: programs that name a privilege program or a dangerous line without running it. */
export const DATA = [
  'grep -rn sudo src/',
  'grep -- sudo id.txt',
  'echo rm -rf /',
  'echo sudo id',
  'printf "%s\\n" sudo id',
  'git commit -m "sudo id"',
  'git log -- sudo',
  'apt-get install -y sudo vim',
  'id -nG bob',
  'man sudo 8',
  'which sudo su',
  'type sudo su',
  'dpkg -L sudo',
  'brew info sudo',
  'poetry run pytest -q',
  'uv run -- pytest',
  'cargo run -- --help',
  'npm test -- --grep sudo',
  'hyperfine -w 3 "npm test"',
  'nodemon --exec "npm test"',
  'mywrap -- ls -la',
  'tini -- node server.js',
];

test('benign: data stays data, and wrapped ordinary commands are admitted', () => {
  for (const text of DATA) assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('through the real gate process', () => {
  assert.match(processVerdict('Bash', { command: 'mywrap -x sudo id' }), /verdict=DENY .*privilege/);
  assert.match(processVerdict('Bash', { command: 'bwrap --bind / / sudo id' }), /verdict=DENY/);
  assert.match(processVerdict('Bash', { command: 'grep -rn sudo src/' }), /verdict=ALLOW/);
});
