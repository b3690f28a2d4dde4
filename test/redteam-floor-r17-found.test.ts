// Red team, round 17: what the attack pass found. GNU sed's `s/RE/REPL/e` runs the substituted pattern
// space as a command (the input file makes it); `make SHELL=PROG` runs every recipe line under PROG;
// `powershell.exe` / `pwsh.exe` (Windows' programs under WSL) were not read as PowerShell, so their
// `-Command CMD` ran unread; an interpreter reading its program on standard input (`python3 - <<E`,
// `echo CODE | node`) was not read, while its `-c`/`-e` one-liner was. Real sed, make and python3 are
// the oracles where installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { has, processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

test('oracle: sed runs the pattern space of an `s///e` substitution; make runs recipes under SHELL=', () => {
  if (has('sed')) {
    const r = spawnSync('sed', ['s/x/echo RAN/e'], { input: 'x\n', encoding: 'utf8' });
    assert.equal(r.stdout.trim(), 'RAN');
  }
  if (has('make')) {
    const dir = mkdtempSync(join(tmpdir(), 'gate-r17-'));
    writeFileSync(join(dir, 'Makefile'), 'all:\n\t@echo ok\n');
    const r = spawnSync('make', ['-C', dir, 'SHELL=/nonexistent/prog'], { encoding: 'utf8' });
    assert.match(r.stderr, /nonexistent\/prog/);
  }
});

test('fuzz: a sed substitution with the e flag is refused; other flags and scripts pass', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('/', '|', '#', ',', '@'),
      fc.constantFrom('e', 'ge', 'gpe', '2e', 'eg', 'Ie'),
      fc.constantFrom('sed', 'sed -n', 'sed -E', 'gsed', 'sed -i'),
      fc.constantFrom(
        (s: string) => `'${s}'`,
        (s: string) => `-e '${s}'`,
        (s: string) => `--expression='${s}'`,
      ),
      fc.constantFrom('', '1', '$', '/x/'),
      (d, flags, sed, form, addr) => {
        const text = `${sed} ${form(`${addr}s${d}a${d}b${d}${flags}`)} f`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
  for (const text of [
    "sed 's/e/x/' f",
    "sed 's/a/b/w out' f",
    "sed -i 's/\\/e/x/g' f",
    "sed -n 's/^version=//p' package.txt",
    "sed 's/a\\/e/b/' f",
    "sed -e 's/foo/bar/g' -e 's/baz/qux/' f",
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('linear: a long sed script of unterminated and escaped substitutions', () => {
  const g = growthOf(
    (n) => `sed '${'s/\\/s|'.repeat(Math.ceil(n / 6))}' f`,
    (t) => verdict(t),
    4096,
  );
  assert.ok(g < 12, `8x the text costs ${g}x the work`);
});

test('fuzz: make with SHELL= given a refused program is refused; an ordinary shell passes', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('make', 'gmake', 'make -j4', 'make -C sub'),
      fc.constantFrom('SHELL=', 'SHELL:=', 'SHELL::=', 'SHELL?='),
      fc.constantFrom("'sudo sh'", '/usr/bin/sudo', "'doas sh'", '\'sh -c "rm -rf ~"\''),
      fc.constantFrom('', ' all', ' test'),
      (make, assign, prog, target) => {
        const text = `${make} ${assign}${prog}${target}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
  for (const text of ['make SHELL=/bin/bash all', 'make all', 'make -j4 test'])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('fuzz: Windows PowerShell under WSL is read as PowerShell', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(
        'powershell.exe',
        'pwsh.exe',
        'POWERSHELL.EXE',
        '/mnt/c/Windows/System32/WindowsPowerShell/v1.0/powershell.exe',
      ),
      fc.constantFrom('-c', '-Command', '-command', '-NoProfile -Command'),
      fc.constantFrom('sudo id', 'reboot', 'rm -rf ~'),
      (shell, flag, c) => {
        const text = `${shell} ${flag} '${c}'`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
  for (const text of ['powershell.exe -Command Get-ChildItem', 'notepad.exe x.txt', 'git.exe status'])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('oracle: python3 runs a program read on its standard input', () => {
  if (!has('python3')) return;
  const r = spawnSync('python3', ['-'], { input: 'import os\nos.system("echo RAN")\n', encoding: 'utf8' });
  assert.equal(r.stdout.trim(), 'RAN');
});

test('fuzz: an interpreter reading its program on standard input is read as its one-liner', () => {
  const CODE: Record<string, (c: string) => string> = {
    python3: (c) => `import os; os.system("${c}")`,
    node: (c) => `require("child_process").execSync("${c}")`,
    perl: (c) => `system("${c}")`,
    ruby: (c) => `system("${c}")`,
  };
  fc.assert(
    fc.property(
      fc.constantFrom(...Object.keys(CODE)),
      fc.constantFrom('sudo id', 'reboot', 'rm -rf ~'),
      fc.constantFrom(
        (p: string, code: string) => `${p} <<'E'\n${code}\nE`,
        (p: string, code: string) => `${p} - <<'E'\n${code}\nE`,
        (p: string, code: string) => `${p} <<< '${code}'`,
        (p: string, code: string) => `echo '${code}' | ${p}`,
        (p: string, code: string) => `printf '%s\\n' '${code}' | ${p} -`,
      ),
      (p, c, shape) => {
        const text = shape(p, (CODE[p] as (c: string) => string)(c));
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
  // A program another program computes is refused, as `base64 -d | sh` is.
  for (const text of [
    'echo aW1wb3J0IG9z | base64 -d | python3',
    'base64 -d x.b64 | node',
    'xxd -r -p x | perl -',
  ])
    assert.equal(verdict(text).kind, 'DENY', text);
  for (const text of [
    "python3 - <<'E'\nprint('hello')\nE",
    "git diff | python3 -c 'import sys'",
    'jq . x.json | python3 tool.py',
    "echo 'console.log(1)' | node",
    'cat x.py | python3',
    'python3 x.py < data.txt',
    'node',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('process: gate preflight refuses sed s///e, make SHELL= and powershell.exe -Command', () => {
  for (const command of [
    "sed 's/x/sudo id/e' f",
    "make SHELL='sudo sh' all",
    "powershell.exe -Command 'sudo id'",
  ])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
});
