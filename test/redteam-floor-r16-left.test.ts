// Red team, round 16 (second pass): what the first pass left open. PowerShell's `-EncodedCommand B64`
// ran a base64 UTF-16LE script the floor never decoded; `pnpm dlx`, `yarn dlx`, `pipx run` ran a registry
// package's command unread (`npx NAME ARGS` is read as `NAME ARGS`); `nsenter` and `unshare -r` (root in
// a namespace) and `fg`/`bg`/`%1` (a job the text does not show) were admitted. Real unshare and bash are
// the oracles where installed; the encoding is PowerShell's (UTF-16LE, base64).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import { has, processVerdict, RUNS, verdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

const REFUSED = ['sudo id', 'reboot', 'mkfs /dev/sda', 'rm -rf ~', "bash -c 'sudo id'"];
const encode = (script: string): string => Buffer.from(script, 'utf16le').toString('base64');

test('fuzz: `pwsh -EncodedCommand` is read as the script it decodes to', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...REFUSED),
      fc.constantFrom('pwsh', 'powershell', 'pwsh.exe', 'powershell.exe', '/usr/bin/pwsh'),
      fc.constantFrom('-EncodedCommand', '-encodedcommand', '-enc', '-e', '-ec', '-EC', '-En', '/enc'),
      fc.constantFrom('', '-NoProfile ', '-NonInteractive -ExecutionPolicy Bypass ', '-w hidden '),
      fc.constantFrom('', 'cd src && ', 'nohup '),
      fc.boolean(),
      (c, shell, flag, opts, before, colon) => {
        const text = `${before}${shell} ${opts}${flag}${colon ? ':' : ' '}${encode(c)}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzz: an encoded command that does not decode is refused as unreadable', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.constantFrom('!!!', 'a', 'YQ==', '$(echo x)', 'c3VkbyBpZA==', '%%%%'),
        fc
          .string({ minLength: 1, maxLength: 12 })
          .map((s) => s.replace(/'/g, ''))
          .filter((s) => !/^[A-Za-z0-9+/=]*$/.test(s)),
      ),
      (bad) => {
        const text = `pwsh -enc '${bad}'`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('fuzz: a registry package run by name is read as `npx NAME ARGS` is', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...REFUSED),
      fc.constantFrom(
        'pnpm dlx',
        'pnpm --silent dlx',
        'yarn dlx',
        'yarn dlx -p x',
        'pipx run',
        'pipx run --spec pkg',
        'uvx',
        'uvx --from pkg',
        'pnpx',
        'npx',
        'npm exec --',
        'bunx',
      ),
      fc.constantFrom('', 'cd app && ', 'timeout 5 '),
      (c, runner, before) => {
        const text = `${before}${runner} ${c}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('oracle: `unshare -r` makes the caller root in its namespace (real unshare)', {
  skip: !has('unshare'),
}, (t) => {
  const r = spawnSync('unshare', ['-r', 'id', '-u'], { encoding: 'utf8' });
  if (r.status !== 0) return t.skip('user namespaces are off here');
  assert.equal(r.stdout.trim(), '0');
});

test('oracle: `%1` resumes job 1 as `fg %1` does (real bash)', { skip: !has('bash') }, () => {
  const r = spawnSync('bash', ['-c', 'set -m; sh -c "echo RESUMED" & %1; %9'], { encoding: 'utf8' });
  assert.match(r.stdout, /RESUMED/);
  assert.match(r.stderr, /no such job/);
});

test('fuzz: namespaces and job control', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(
        'nsenter -t 1 -m -u -i -n -p sh',
        'nsenter --target 1 --all',
        '/usr/bin/nsenter -t 1 -m bash',
        'unshare -r sh',
        'unshare -Ur bash',
        'unshare -rm sh -c id',
        'unshare --map-root-user --mount bash',
        'unshare --user --map-user=0 sh',
        'fg',
        'fg %1',
        'bg %2',
        '%1',
        '%%',
        '%+ &',
      ),
      fc.constantFrom('', 'cd /tmp; ', 'true && ', 'env '),
      fc.constantFrom('', ' ; echo done'),
      (c, before, after) => {
        const text = `${before}${c}${after}`;
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('linear: a long encoded command, an undecodable one, a long `cmd /c` line, many job specs', () => {
  const fill = (unit: string, n: number): string => unit.repeat(Math.ceil(n / unit.length));
  for (const make of [
    (n: number) => `pwsh -enc ${encode(fill('Get-Date; ', n / 4))}`,
    (n: number) => `pwsh -enc ${fill('QUJD', n)}!`,
    (n: number) => `cmd /c ${fill('dir /s ', n)}`,
    (n: number) => `pwsh -c "iex '${fill('Get-Date; ', n)}'"`,
    (n: number) => fill('%1; ', n),
  ])
    assert.ok(growthOf(make, (t) => verdict(t), 4096) < 12, make(8));
});

test('ordinary uses stay admitted', () => {
  for (const text of [
    `pwsh -NoProfile -EncodedCommand ${encode('Get-ChildItem')}`,
    "pwsh -c 'Get-ChildItem'",
    'pwsh -File build.ps1',
    'pnpm dlx create-vite app',
    'yarn dlx cowsay hi',
    'pipx run black .',
    'uvx ruff check',
    'npx cowsay hi',
    'unshare -U id',
    'unshare --fork --pid --mount-proc ps',
    'jobs',
    'wait',
    'cat > f.tex <<EOF\n% a comment\n\\section{x}\nEOF',
    "printf '%s\\n' x",
    'date +%s',
    'echo "run fg to resume"',
    'git commit -m "nsenter and unshare -r notes"',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('process: gate preflight refuses a sample', () => {
  for (const command of [
    `pwsh -enc ${encode('sudo id')}`,
    'pnpm dlx sudo id',
    'pipx run sudo id',
    'nsenter -t 1 -m sh',
    'unshare -r sh',
    'fg %1',
  ])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
  assert.match(processVerdict('Bash', { command: 'pnpm dlx cowsay hi' }), /verdict=ALLOW/);
});

// The second pass's own attack: Windows' `cmd /c "CMD"`, gsudo and runas, PowerShell's `iex`, Emacs's
// `--eval` with `shell-command`, and `conda run -n ENV CMD` ran refused commands unread.
test('fuzz: what the second pass found runs the command it is given', () => {
  const spells = [
    (c: string) => `cmd /c "${c}"`,
    (c: string) => `cmd.exe /C "${c}"`,
    (c: string) => `gsudo ${c}`,
    (c: string) => `runas /user:Administrator "${c}"`,
    (c: string) => `pwsh -Command "iex '${c}'"`,
    (c: string) => `pwsh -c "Invoke-Expression '${c}'"`,
    (c: string) => `emacs --batch --eval '(shell-command "${c}")'`,
    (c: string) => `emacs -batch -eval '(call-process-shell-command "${c}")'`,
    (c: string) => `conda run -n myenv ${c}`,
  ];
  const texts = fc
    .tuple(
      fc.constantFrom(...REFUSED.slice(0, 4)),
      fc.constantFrom(...spells),
      fc.constantFrom('', 'cd src && '),
    )
    .map(([c, spell, before]) => before + spell(c));
  fc.assert(
    fc.property(texts, (text) => assert.equal(verdict(text).kind, 'DENY', text)),
    { numRuns: RUNS },
  );
  for (const text of [
    'cmd /c dir',
    'emacs --batch --eval \'(message "hi")\'',
    'pwsh -c "Invoke-Expression \'Get-Date\'"',
    'conda run -n myenv pytest',
    'git log --grep gsudo',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});
