// Red team, round 21: commands gdb and redis-cli read on standard input, a line each, read as round 20
// read a database shell's statements there (`STDIN_CODE`, one table): `echo 'shell CMD' | gdb`,
// `redis-cli <<< 'CONFIG SET dir /x'`. A script gate cannot read is refused as unseen: `gdb < cmds`,
// `redis-cli < cmds`, `gdb -x FILE` (and `--command=`, `-ix`, `source FILE`). Real gdb is the oracle.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  allAdmitted,
  STDIN_COMMANDS as COMMANDS,
  STDIN_DELIVERIES as DELIVERIES,
  everyRefused,
  has,
  processVerdict,
  verdict,
} from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

/** Each program and the line that runs a command line, or writes where the server is told. */
const LINES = [
  ['gdb', (c: string) => `shell ${c}`],
  ['gdb -q ./a.out', (c: string) => `break main\nrun\nshell ${c}`],
  ['gdb -batch', (c: string) => `!${c}`],
  ['gdb -nx -p 1', (c: string) => `pipe bt | ${c}`],
  ['gdb', (c: string) => `python\nimport os; os.system("${c}")\nend`],
  ['redis-cli', () => 'CONFIG SET dir /root/.ssh'],
  ['redis-cli -h 127.0.0.1 -p 6380', () => 'GET k\nconfig set dbfilename authorized_keys'],
  ['redis-cli -n 2', () => '"CONFIG" "SET" "dir" "/etc/cron.d"'],
  ['valkey-cli', () => 'MODULE LOAD /tmp/x.so'],
] as const;

test('fuzz: a command on gdb or redis-cli standard input is read and refused', () => {
  everyRefused(
    fc.tuple(fc.constantFrom(...LINES), fc.constantFrom(...DELIVERIES), fc.constantFrom(...COMMANDS)),
    ([[program, line], deliver, command]) => deliver(program, line(command)),
  );
});

test('fuzz: a script file gdb or redis-cli runs, which gate cannot read, is refused', () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom(
        'gdb -batch < cmds',
        'gdb -q ./a.out < cmds.gdb',
        'redis-cli < cmds.txt',
        'base64 -d c | gdb',
        'gunzip -c c.gz | redis-cli',
        'gdb -x cmds.gdb ./a.out',
        'gdb -batch -x=cmds ./a',
        'gdb --command=cmds ./a',
        'gdb -com cmds ./a',
        'gdb -ix init.gdb',
        'gdb --init-command=init.gdb',
        "gdb -ex 'source x.py' ./a",
        "gdb -ex 'so x.gdb' ./a",
        "gdb ./a <<< 'source x.gdb'",
      ),
      fc.constantFrom('', 'cd /tmp && ', 'true; '),
    ),
    ([cmd, before]) => `${before}${cmd}`,
  );
});

test('ordinary debugging and redis commands stay admitted', () => {
  allAdmitted([
    "gdb -batch -ex 'run' -ex 'bt' ./a.out",
    'gdb -batch -ex bt ./a.out core',
    'gdb -c core ./a.out',
    "gdb -q ./a.out <<'E'\nbreak main\nrun\nbt\nE",
    "echo 'GET k' | redis-cli",
    "redis-cli <<< 'CONFIG GET dir'",
    "printf 'SET a 1\\nGET a\\n' | redis-cli -n 2",
    'redis-cli GET k',
    'redis-cli config set maxmemory 1gb',
  ]);
});

test('linear: 64 KiB of lines into gdb and redis-cli is one pass', () => {
  for (const [program, unit] of [
    ['gdb', 'bt\n'],
    ['gdb', '\n'],
    ['redis-cli', 'GET a b c\n'],
    ['redis-cli', 'config set \n'],
  ] as const)
    assert.ok(
      growthOf(
        (n) => `${program} <<'E'\n${unit.repeat(Math.ceil(n / unit.length))}E`,
        (t) => verdict(t),
        4096,
      ) < 12,
      `${program} ${JSON.stringify(unit)}`,
    );
  assert.equal(verdict(`gdb <<'E'\n${'bt\n'.repeat(21846)}shell sudo id\nE`).kind, 'DENY');
});

test('real gdb runs the shell command its standard input and its -x file name (the oracle)', {
  skip: !has('gdb'),
}, () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r21-gdb-'));
  try {
    const piped = spawnSync('bash', ['-c', `echo 'shell echo RAN-STDIN' | gdb -q -nx`], { encoding: 'utf8' });
    assert.match(piped.stdout, /RAN-STDIN/);
    writeFileSync(join(dir, 'c.gdb'), 'shell echo RAN-FILE\n');
    const file = spawnSync('gdb', ['-q', '-nx', '-batch', '-x', join(dir, 'c.gdb')], { encoding: 'utf8' });
    assert.match(file.stdout, /RAN-FILE/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the real process refuses them', () => {
  for (const command of [
    "echo 'shell sudo id' | gdb",
    "redis-cli <<< 'CONFIG SET dir /root/.ssh'",
    'gdb -x cmds.gdb ./a.out',
  ])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
  assert.match(processVerdict('Bash', { command: "echo 'GET k' | redis-cli" }), /verdict=ALLOW/);
});
