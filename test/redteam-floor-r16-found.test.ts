// Red team, round 16: what the attack pass found. `hash -p PATH NAME` makes NAME run PATH (`hash -p
// /usr/bin/sudo ls; ls id` ran sudo), `enable -f FILE` loads a shared object into bash, PowerShell, csh,
// tcsh and yash run `-c` scripts as other shells do, and osascript's `do shell script "CMD"` and Deno's
// `Deno.run`/`Deno.Command` run commands from a one-liner: each was admitted. Real bash is the oracle for
// `hash -p`. The other respellings tried ($'..' octal/hex, ${var/pat/rep}, printf -v, mapfile, trap,
// command -p, exec -a, builtin, coproc, source <(..), . /dev/stdin <<<, bash -s, sh /dev/fd/0, globs
// naming programs, $0, ${SHELL}, ssh localhost, git -c alias, git config alias, gh alias, npm exec,
// bunx, uvx, make -f /dev/stdin, nc -e, socat exec:, busybox/toybox applets, perl/ruby/php/lua -e) were
// refused on the base already: kept as a sample.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { has, processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';

test('oracle: `hash -p PATH NAME` makes NAME run PATH (real bash)', { skip: !has('bash') }, () => {
  const r = spawnSync('bash', ['-c', 'hash -p /bin/echo zzname; zzname PLANTED'], { encoding: 'utf8' });
  assert.match(r.stdout, /PLANTED/);
});

const REFUSED = ['sudo id', 'reboot', 'mkfs /dev/sda', 'rm -rf ~'];
const PROGRAMS = ['/usr/bin/sudo', 'sudo', '/sbin/reboot', 'reboot', '/usr/bin/su'];

test('fuzz: `hash -p` of a refused program, then the name run', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...PROGRAMS),
      fc.constantFrom('ls', 'git', 'zzname'),
      fc.constantFrom('; ', ' && ', '\n'),
      (path, name, sep) => {
        const text = `hash -p ${path} ${name}${sep}${name} x`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzz: other shells, osascript and deno run the command they are given', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...REFUSED),
      fc.constantFrom(
        (c: string) => `pwsh -c '${c}'`,
        (c: string) => `powershell -Command '${c}'`,
        (c: string) => `tcsh -c '${c}'`,
        (c: string) => `csh -c '${c}'`,
        (c: string) => `yash -c '${c}'`,
        (c: string) => `osascript -e 'do shell script "${c}"'`,
        (c: string) => `deno eval 'Deno.run({cmd: ["sh", "-c", "${c}"]})'`,
        (c: string) => `deno eval 'new Deno.Command("sh", {args: ["-c", "${c}"]}).outputSync()'`,
      ),
      fc.constantFrom('', 'cd src && ', 'nohup '),
      (c, spell, before) => {
        const text = before + spell(c);
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('`enable -f` loads code the call does not show', () => {
  for (const text of ['enable -f ./x.so foo', 'enable -f /tmp/b.so b; b', 'builtin enable -f x.so y'])
    assert.equal(verdict(text).kind, 'DENY', text);
});

test('ordinary uses stay admitted', () => {
  for (const text of [
    'hash -r',
    'hash ls',
    'hash -p ./bin/mytool mytool',
    'enable -n echo',
    'enable',
    'osascript -e \'display notification "done"\'',
    "deno eval 'console.log(1)'",
    "pwsh -c 'Get-ChildItem'",
    'pwsh -File build.ps1',
    "tcsh -c 'ls'",
    "powershell -Command 'Write-Host hi'",
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('process: gate preflight refuses a sample', () => {
  for (const command of ['hash -p /usr/bin/sudo ls; ls id', "pwsh -c 'sudo id'", 'enable -f ./x.so foo'])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
});
