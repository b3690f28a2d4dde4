// Red team, round 18: PATH given a directory the text does not show. `PATH=/tmp/x:$PATH ls`, `export
// PATH=...`, `env PATH=...`, an unknown wrapper's `PATH=...` operand and a name for PATH (`declare -n
// r=PATH`, `printf -v PATH`, `read PATH`) put a temporary directory, which anyone or an earlier call may
// fill, ahead of (or in place of) every program: the program that runs is not the one the text names.
// Refused as code the call does not show; the project's, the system's and the human's tool directories
// stay admitted. Real bash is the oracle.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { allAdmitted, everyShapeRefused, has, processVerdict, verdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

test('oracle: bash runs the program a PATH entry ahead names, by each spelling', () => {
  if (!has('bash')) return;
  const dir = mkdtempSync(join(tmpdir(), 'gate-r18-'));
  writeFileSync(join(dir, 'ls'), '#!/bin/sh\necho PLANTED\n');
  chmodSync(join(dir, 'ls'), 0o755);
  for (const text of [
    `PATH=${dir}:$PATH ls`,
    `export PATH=${dir}:$PATH; ls`,
    `declare -n r=PATH; r=${dir}:$PATH; ls`,
    `printf -v PATH %s ${dir}:$PATH; ls`,
  ]) {
    const r = spawnSync('bash', ['-c', text], { encoding: 'utf8' });
    assert.equal(r.stdout.trim(), 'PLANTED', text);
  }
});

const SHARED = [
  '/tmp/x',
  '/var/tmp/b',
  '/dev/shm/.b',
  '$TMPDIR/b',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, not a template
  '${TMPDIR:-/tmp}/b',
  '//tmp/x',
  '/run/user/1000/b',
];
const SETS: readonly ((d: string) => string)[] = [
  (d) => `PATH=${d}:$PATH ls`,
  (d) => `PATH="${d}:$PATH" git status`,
  (d) => `PATH=${d} ls`,
  (d) => `PATH=$PATH:${d}; mytool`,
  (d) => `export PATH=${d}:$PATH; ls`,
  (d) => `declare -x PATH=${d}:$PATH; make`,
  (d) => `env PATH=${d}:/usr/bin ls`,
  (d) => `env -i PATH=${d} sh -c ls`,
  (d) => `mywrap PATH=${d}:/usr/bin ls`,
  (d) => `bash -c 'PATH=${d}:$PATH id'`,
  (d) => `PATH+=:${d}; x`,
];

test('fuzz: a temporary directory put in PATH is refused, in every spelling and place', () => {
  everyShapeRefused(SHARED, SETS, ['', 'cd src && ', 'true; ']);
});

const NAMED = [
  'declare -n r=PATH; r=$1; ls',
  'typeset -n p=PATH; p=/x; ls',
  'printf -v PATH %s "$d"; ls',
  'read PATH < f; ls',
  'for PATH in /a /b; do ls; done',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion, not a template
  ': ${PATH:=/x}; ls',
];

test('fuzz: a name for PATH given a value the text does not show is refused', () => {
  everyShapeRefused(NAMED, [(body) => body], ['', 'cd app; ']);
});

test("the project's, the system's and the human's tool directories stay admitted", () => {
  allAdmitted([
    'PATH=./bin:$PATH git status',
    'PATH=.:$PATH make',
    'export PATH="$PWD/node_modules/.bin:$PATH"; jest',
    'export PATH=$HOME/.local/bin:$PATH',
    'export PATH=$HOME/bin:$PATH',
    'PATH=~/.cargo/bin:$PATH cargo build',
    'PATH=/usr/local/go/bin:$PATH go build ./...',
    'export PATH="$(go env GOPATH)/bin:$PATH"',
    'env -i PATH=/usr/bin:/bin make test',
    'mytool PATH=./bin x',
    'for path in a b; do echo $path; done',
    'read -r path',
    'PATH=/opt/tmp/bin:$PATH x',
    'PATH=/tmpl/bin:$PATH x',
  ]);
});

test('linear: a PATH of many entries is one split', () => {
  const g = growthOf(
    (n) => `PATH=${'/usr/b:'.repeat(Math.ceil(n / 7))}$PATH ls`,
    (t) => verdict(t),
    4096,
  );
  assert.ok(g < 12, `8x the text costs ${g}x the work`);
});

test('the real process refuses a temporary directory in PATH', () => {
  for (const command of ['PATH=/tmp/x:$PATH ls', 'declare -n r=PATH; r=/tmp/x; ls'])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
  assert.match(processVerdict('Bash', { command: 'PATH=./bin:$PATH ls' }), /verdict=ALLOW/);
});
