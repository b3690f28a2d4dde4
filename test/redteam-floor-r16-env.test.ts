// Red team, round 16: what a program takes from its environment. `LESS='+!CMD' less f` runs CMD (less
// reads LESS as options before its command line; a `+` option's command runs to a `$` or the end) and
// was admitted; `FCEDIT=CMD fc` runs CMD. `mytool HOME=. x` (an unknown program that, as `env` does, puts
// its `NAME=value` operands in the environment of the program it runs) moved HOME unseen; now HOME,
// XDG_CONFIG_HOME and ZDOTDIR operands followed by a program are read as loaders were (shell.ts
// hiddenTails); `git commit -m HOME=x` stays data. Real less (under script) and a real env-like wrapper
// script with real node are the oracles.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { has, processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

test('oracle: less runs a `+!` start-up command from its LESS variable', {
  skip: !has('less') || !has('script'),
}, () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r16-less-'));
  try {
    const f = join(dir, 'f.txt');
    const mark = join(dir, 'ran');
    writeFileSync(f, 'x\n');
    // less answers its keys once it has drawn: the keys come after it starts (no timing is asserted).
    spawnSync('sh', ['-c', `(sleep 1; printf '\\nq') | script -qc "less ${f}" /dev/null`], {
      env: { ...process.env, LESS: `-R +!touch ${mark}` },
      timeout: 10000,
      stdio: 'ignore',
    });
    assert.ok(existsSync(mark));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('oracle: an env-like wrapper moves HOME for the program it runs (real node loads a planted module)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r16-home-'));
  try {
    const wrap = join(dir, 'mytool');
    writeFileSync(wrap, '#!/bin/sh\nexec env "$@"\n');
    chmodSync(wrap, 0o755);
    mkdirSync(join(dir, '.node_modules/zzplant'), { recursive: true });
    writeFileSync(join(dir, '.node_modules/zzplant/index.js'), 'console.log("PLANTED")');
    const r = spawnSync(wrap, [`HOME=${dir}`, process.execPath, '-e', 'require("zzplant")'], {
      cwd: tmpdir(),
      encoding: 'utf8',
    });
    assert.match(r.stdout, /PLANTED/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const REFUSED = ['sudo id', 'reboot', 'mkfs /dev/sda', 'rm -rf ~'];

test('fuzz: a `+!` start-up command in LESS is the command less runs', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('+!', '++!', '+:!'),
      fc.constantFrom(...REFUSED),
      fc.constantFrom('', '-R ', '-S -N ', '-i$', '-i'),
      fc.constantFrom(
        (v: string) => `LESS='${v}' less f`,
        (v: string) => `env LESS='${v}' less -R f`,
        (v: string) => `export LESS='${v}'; git log`,
        (v: string) => `LESS="${v}" git diff`,
      ),
      (plus, c, opts, spell) => {
        const text = spell(`${opts}${plus}${c}`);
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzz: HOME, XDG_CONFIG_HOME or ZDOTDIR given to an unknown program before a program moves it', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('mytool', 'zzwrap', 'withenv', './bin/runner'),
      fc.constantFrom('', '--flag ', '-q '),
      fc.constantFrom('HOME', 'XDG_CONFIG_HOME', 'ZDOTDIR'),
      fc.constantFrom('.', './cfg', '/tmp/w', '$PWD'),
      fc.constantFrom('x', 'node x.js', 'zsh', 'make test', 'mytool2 run'),
      (wrap, opt, name, dir, run) => {
        const text = `${wrap} ${opt}${name}=${dir} ${run}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('data stays data: HOME= as a message, a lone operand, a fresh directory, a data program', () => {
  for (const text of [
    'git commit -m HOME=x',
    'git commit -m HOME=x && ls',
    'mytool HOME=.',
    'mytool HOME=$(mktemp -d) x',
    'echo HOME=. x',
    'grep -rn HOME=. docs/',
    'LESS=-R less f',
    "LESS='-R +G' less f",
    "LESS='+/pattern' less f",
    'FCEDIT=vim fc -l',
    'PAGER=cat git log',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('linear: a LESS value of many `+` options', () => {
  for (const unit of [' +', ' +!', ' ++$', '+'])
    assert.ok(
      growthOf(
        (n) => `LESS='${unit.repeat(n / unit.length)}' less f`,
        (t) => verdict(t),
      ) < 12,
      unit,
    );
});

test('process: gate preflight refuses LESS start-up commands and a HOME operand', () => {
  for (const command of ["LESS='+!sudo id' less f", 'mytool HOME=. node x.js', "FCEDIT='sudo id' fc"])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
  assert.match(processVerdict('Bash', { command: 'git commit -m HOME=x' }), /verdict=ALLOW/);
});
