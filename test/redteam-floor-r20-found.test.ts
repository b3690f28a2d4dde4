// Red team, round 20, the attack pass: what it found admitted on the round's base and closed. `git clone
// --config KEY=VALUE` is clone's long `-c` (a key git runs, core.fsmonitor or core.sshCommand, runs during
// the clone); `install -m 4755 /bin/bash /tmp/sh` installs a setuid copy as `chmod u+s` makes one; `chmod
// u=rwxs` sets the bit with `=`. Real git and install are the oracle that the options exist.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { allAdmitted, everyRefused, has, processVerdict } from './helpers/redteam-floor.js';

test('fuzz: git clone --config with a key git runs is refused', () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom(
        'core.fsmonitor',
        'core.sshCommand',
        'core.pager',
        'Core.SshCommand',
        'credential.helper',
      ),
      fc.constantFrom(' ', '='),
      fc.constantFrom('clone', 'clone --depth 1', '-C /tmp clone'),
    ),
    ([key, sep, sub]) => `git ${sub} --config${sep}${key}='./x' https://h/r`,
  );
});

test('fuzz: a setuid or setgid mode through install or chmod is refused', () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom('4755', '2755', '04755', '6711', 'u+s', 'g+s', 'u=rwxs', 'ug+xs'),
      fc.constantFrom(
        'install -m ',
        'install -m',
        'install -Dm ',
        'install --mode=',
        'install --mode ',
        'chmod ',
      ),
    ),
    ([mode, opt]) => `${opt}${mode} /bin/bash /tmp/rootsh`,
  );
});

test('the ordinary forms stay admitted', () => {
  allAdmitted([
    'git clone --config user.name=x https://h/r',
    'git clone --depth 1 https://h/r',
    'install -m 755 build/app /tmp/app',
    'install -Dm644 a.conf out/a.conf',
    'chmod 755 x',
    'chmod u=rwx,go=rx x',
  ]);
});

test('the real programs take the options (the oracle)', () => {
  if (has('git')) {
    const help = spawnSync('git', ['clone', '-h'], { encoding: 'utf8' });
    assert.match(`${help.stdout}${help.stderr}`, /--config/);
  }
  if (has('install')) {
    const help = spawnSync('install', ['--help'], { encoding: 'utf8' });
    assert.match(help.stdout, /--mode/);
  }
});

test('the real process refuses them', () => {
  for (const command of [
    'git clone --config core.fsmonitor=x https://h/r',
    'install -m 4755 /bin/bash /tmp/s',
  ])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
});
