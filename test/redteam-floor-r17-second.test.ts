// Round 17, second floor pass: what the first left. Windows PowerShell reads its first operand as
// `-Command` (and valued options such as `-ExecutionPolicy Bypass` before `-Command` hid it); tclsh and
// wish read their script on standard input; Elixir's `iex` is told from PowerShell's by its options.
// Real tclsh is the oracle where installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { has, processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { workOf } from './helpers/work-count.js';

test('oracle: tclsh runs `exec` from a script on its standard input', () => {
  if (!has('tclsh')) return;
  const r = spawnSync('tclsh', [], { input: 'puts [exec echo RAN]\n', encoding: 'utf8' });
  assert.equal(r.stdout.trim(), 'RAN');
});

test('fuzz: PowerShell given a refused command as its first operand or after valued options is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('powershell', 'powershell.exe', 'POWERSHELL.EXE', '/mnt/c/Windows/powershell.exe'),
      fc.constantFrom(
        '',
        '-NoProfile ',
        '-ExecutionPolicy Bypass ',
        '-ep bypass -NoLogo ',
        '-w hidden ',
        '/NoProfile ',
      ),
      fc.constantFrom('', '-Command ', '-c ', '-Co ', '/c ', '--command ', '-COMMAND '),
      fc.constantFrom("'sudo id'", '"rm -rf ~"', 'sudo id', "'doas sh'"),
      (ps, opts, cmd, body) => {
        const text = `${ps} ${opts}${cmd}${body}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
  for (const text of ['pwsh -ExecutionPolicy Bypass -Command "sudo id"', 'pwsh -w hidden -c "sudo id"'])
    assert.equal(verdict(text).kind, 'DENY', text);
  for (const text of [
    'powershell -NoProfile Get-ChildItem',
    'powershell.exe -ExecutionPolicy Bypass -File build.ps1',
    'pwsh -c Get-Date',
    'pwsh ./build.ps1',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('fuzz: tclsh and wish reading `exec CMD` on standard input are refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('tclsh', 'wish', '/usr/bin/tclsh', 'tclsh -'),
      fc.constantFrom('exec sudo id', 'exec rm -rf ~', 'puts [exec doas sh]', 'open "|sudo id"'),
      fc.constantFrom(
        (p: string, s: string) => `echo '${s}' | ${p}`,
        (p: string, s: string) => `${p} <<< '${s}'`,
        (p: string, s: string) => `printf '%s\\n' '${s}' | ${p}`,
        (p: string, s: string) => `${p} <<'E'\n${s}\nE`,
      ),
      (p, s, form) => {
        const text = form(p, s);
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
  for (const text of ["echo 'puts hi' | tclsh", 'tclsh script.tcl', "tclsh <<< 'puts [expr 1+2]'"])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test("Elixir's iex: options are Elixir's, its -e code read; PowerShell's iex -Command read", () => {
  for (const text of [
    `iex -e 'System.cmd("sudo", ["id"])'`,
    `elixir -e ':os.cmd(~c"sudo id")'`,
    `iex --eval 'System.shell("rm -rf ~")'`,
    "iex -Command 'sudo id'",
    "iex 'sudo id'",
  ])
    assert.equal(verdict(text).kind, 'DENY', text);
  for (const text of ['iex -S mix', 'iex -S mix phx.server', "iex -e 'IO.puts 1'", 'iex --sname a -S mix'])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test("cost: an unknown program's overlapping tails name each target once (64 KiB, counted)", () => {
  // `zzwrap cp a cp a ...`: each of the followed tails named the same targets again (70 a character
  // counted in one decision before, 48 after, the base 167; both readers here count twice).
  const text = `zzwrap ${'cp a '.repeat(13108)}`;
  const perChar = workOf(() => verdict(text)) / text.length;
  assert.ok(perChar < 120, `${perChar} a character`);
});

test('process: a sample through the real gate preflight', () => {
  for (const text of ["powershell.exe 'sudo id'", "echo 'exec sudo id' | tclsh"])
    assert.match(processVerdict('Bash', { command: text }), /DENY/, text);
  assert.match(processVerdict('Bash', { command: 'iex -S mix' }), /ALLOW/);
});
