// Round 70 (docs/floor.md "Round 70 (rt-interp-r70)"): what round 69 left in the floor's readers of other
// languages. A `.ps1` written and then run (`pwsh -File x.ps1`, `pwsh x.ps1`, `powershell -f`, `./x.ps1`, `.
// ./x.ps1`, `gc x.ps1 | iex`), whether bash or PowerShell itself wrote it, was read as bash text: its
// cmdlets' home writes and programs were admitted. And a program whose argv[0] is given apart from it
// (Ruby's `exec(["git", "x"], "-C", ..)`, Python's `os.execv("/usr/bin/git", ["x", ..])` and `executable=`,
// Perl's `exec { "git" } "x", ..`) was read without its arguments. Each is refused now, in the kernel and
// through the real process; ordinary scripts and argv lists stay admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { decidesDrawnInBoundedCpu, processVerdict, RUNS, said, verdict } from './helpers/redteam-floor.js';

const CWD = { cwd: '/work/proj' };
/** bash's single quoting of `s`. */
const sq = (s: string): string => `'${s.replaceAll("'", `'\\''`)}'`;
/** PowerShell's single quoting of `s`. */
const pq = (s: string): string => `'${s.replaceAll("'", "''")}'`;
/** Drawn texts decided so far: every eighth goes through the real process too. */
let drawn = 0;
/** `text` is refused as `reason` says in the kernel, and (a share) through the real process. */
function refused(text: string, reason: RegExp): void {
  assert.match(said(verdict(text, CWD)), reason, text);
  if (drawn++ % 8 === 0)
    assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=DENY /, text);
}

/** What a written script does, and the verdict the floor gives bash's twin of it. */
const BODIES: readonly (readonly [string, RegExp])[] = [
  ['Add-Content -Path $env:USERPROFILE/.bashrc -Value x', /^DENY SELF_MODIFY/],
  ['Set-Content $HOME/.profile x', /^DENY SELF_MODIFY/],
  ["'x' | Out-File -Append (Join-Path $HOME .claude/settings.json)", /^DENY SELF_MODIFY/],
  ['Remove-Item -Recurse -Force ~/.ssh', /^DENY SELF_MODIFY/],
  ['sudo id', /^DENY /],
  ["Start-Process git -ArgumentList '-C','/tmp/r','status'", /^DENY /],
];
/** Names a script is written under. */
const NAMES = ['x.ps1', 'X.PS1', 'build/run.ps1', '/tmp/s.ps1'];
/** bash writing file `f` with body `b`, then a line break or list operator. */
const BASH_WRITES: readonly ((f: string, b: string) => string)[] = [
  (f, b) => `cat > ${f} <<'EOF'\n${b}\nEOF\n`,
  (f, b) => `printf '%s\\n' ${sq(b)} > ${f}; `,
  (f, b) => `echo ${sq(b)} > ${f} && `,
  (f, b) => `tee ${f} >/dev/null <<'EOF'\n${b}\nEOF\n`,
];
/** bash running a PowerShell file `f` it wrote. */
const BASH_RUNS: readonly ((f: string) => string)[] = [
  (f) => `pwsh -File ${f}`,
  (f) => `pwsh ${f}`,
  (f) => `powershell -f ${f}`,
  (f) => `pwsh -NoProfile -ExecutionPolicy Bypass -File ${f}`,
  (f) => `powershell.exe -File ${f}`,
  (f) => (f.startsWith('/') ? f : `./${f}`),
  (f) => `pwsh -c ${sq(`& ${f.startsWith('/') ? f : `./${f}`}`)}`,
  (f) => `pwsh -Command ${sq(`. ${f.startsWith('/') ? f : `./${f}`}`)}`,
  (f) => `pwsh -c ${sq(`Get-Content ${f} | Invoke-Expression`)}`,
  (f) => `pwsh -c ${sq(`iex (Get-Content ${f} -Raw)`)}`,
];

test('generated: a .ps1 bash writes and PowerShell runs is read as PowerShell (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...BODIES),
      fc.constantFrom(...NAMES),
      fc.nat(BASH_WRITES.length - 1),
      fc.nat(BASH_RUNS.length - 1),
      ([body, reason], f, w, r) => {
        const text = `${(BASH_WRITES[w] as (f: string, b: string) => string)(f, body)}${(BASH_RUNS[r] as (f: string) => string)(f)}`;
        refused(text, reason);
      },
    ),
    { numRuns: RUNS },
  );
});

/** PowerShell writing file `f` with body `b` (a statement of its own). */
const PWSH_WRITES: readonly ((f: string, b: string) => string)[] = [
  (f, b) => `Set-Content ${f} -Value ${pq(b)}`,
  (f, b) => `Set-Content -Path ${f} ${pq(b)}`,
  (f, b) => `Add-Content -LiteralPath ${f} -Value ${pq(b)}`,
  (f, b) => `${pq(b)} | Out-File ${f}`,
  (f, b) => `${pq(b)} | Out-File -FilePath ${f} -Encoding utf8`,
  (f, b) => `[IO.File]::WriteAllText(${pq(f)}, ${pq(b)})`,
  (f, b) => `New-Item -Path ${f} -Value ${pq(b)} -Force`,
];
/** PowerShell running file `f` it wrote. */
const PWSH_RUNS: readonly ((f: string) => string)[] = [
  (f) => `& ${f.startsWith('/') ? f : `./${f}`}`,
  (f) => `. ${f.startsWith('/') ? f : `./${f}`}`,
  (f) => `pwsh -File ${f}`,
  (f) => `Start-Process pwsh -ArgumentList '-File','${f}' -Wait`,
  (f) => `iex (Get-Content ${f} -Raw)`,
  (f) => `Get-Content ${f} | Invoke-Expression`,
  (f) => `Invoke-Expression (gc ${f} -Raw)`,
];
/** How bash hands PowerShell the script. */
const PWSH_GIVEN: readonly ((c: string) => string)[] = [
  (c) => `pwsh -c ${sq(c)}`,
  (c) => `pwsh -NonInteractive -Command - <<'EOF'\n${c.replace('; ', '\n')}\nEOF`,
  (c) => `pwsh -NoProfile -EncodedCommand ${Buffer.from(c, 'utf16le').toString('base64')}`,
];

test('generated: a .ps1 PowerShell writes and then runs is read as PowerShell (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...BODIES),
      fc.constantFrom(...NAMES),
      fc.nat(PWSH_WRITES.length - 1),
      fc.nat(PWSH_RUNS.length - 1),
      fc.nat(PWSH_GIVEN.length - 1),
      ([body, reason], f, w, r, g) => {
        const script = `${(PWSH_WRITES[w] as (f: string, b: string) => string)(f, body)}; ${(PWSH_RUNS[r] as (f: string) => string)(f)}`;
        const text = (PWSH_GIVEN[g] as (c: string) => string)(script);
        refused(text, reason);
      },
    ),
    { numRuns: RUNS },
  );
});

/** Refused cores as a program and its arguments. */
const CORES: readonly (readonly [string, readonly string[]])[] = [
  ['git', ['-C', '/tmp/r', 'status']],
  ['sudo', ['id']],
  ['chmod', ['u+s', '/bin/bash']],
];
/** One-liners running program `p` with argv[0] `a0` and arguments `a`, list items quoted `q` and joined by `s`. */
const ARGV_FORMS: readonly ((p: string, a0: string, a: readonly string[], q: string, s: string) => string)[] =
  [
    (p, a0, a, q, s) =>
      `ruby -e ${sq(
        `exec([${[p, a0, ...a]
          .slice(0, 2)
          .map((x) => q + x + q)
          .join(s)}]${s}${a.map((x) => q + x + q).join(s)})`,
      )}`,
    (p, a0, a, q, s) =>
      `ruby -e ${sq(`Kernel.system([${q}${p}${q}${s}${q}${a0}${q}]${s}${a.map((x) => q + x + q).join(s)})`)}`,
    (p, a0, a, q, s) =>
      `ruby -e ${sq(`pid = Process.spawn([${q}${p}${q}${s}${q}${a0}${q}]${s}${a.map((x) => q + x + q).join(s)}); Process.wait(pid)`)}`,
    (p, a0, a, q, s) =>
      `ruby -e ${sq(`IO.popen([[${q}${p}${q}${s}${q}${a0}${q}]${s}${a.map((x) => q + x + q).join(s)}]).read`)}`,
    (p, a0, a, q, s) =>
      `ruby -e ${sq(`require "open3"; Open3.capture2([${q}${p}${q}${s}${q}${a0}${q}]${s}${a.map((x) => q + x + q).join(s)})`)}`,
    (p, a0, a, q, s) =>
      `python3 -c ${sq(`import os; os.execv(${q}/usr/bin/${p}${q}${s}[${[a0, ...a].map((x) => q + x + q).join(s)}])`)}`,
    (p, a0, a, q, s) =>
      `python3 -c ${sq(`import os; os.execlp(${q}${p}${q}${s}${[a0, ...a].map((x) => q + x + q).join(s)})`)}`,
    (p, a0, a, q, s) =>
      `python3 -c ${sq(`import os; os.spawnlp(os.P_WAIT${s}${q}${p}${q}${s}${[a0, ...a].map((x) => q + x + q).join(s)})`)}`,
    (p, a0, a, q, s) =>
      `python3 -c ${sq(`import subprocess; subprocess.run([${[a0, ...a].map((x) => q + x + q).join(s)}]${s}executable=${q}${p}${q})`)}`,
    (p, a0, a, q, s) =>
      `python3.12 -c ${sq(`import subprocess as sp; sp.Popen(executable=${q}/usr/bin/${p}${q}${s}args=[${[a0, ...a].map((x) => q + x + q).join(s)}]).wait()`)}`,
    (p, a0, a, q, s) => `perl -e ${sq(`exec { ${q}${p}${q} } ${[a0, ...a].map((x) => q + x + q).join(s)}`)}`,
    (p, a0, a, q, s) =>
      `perl -e ${sq(`system {${q}/usr/bin/${p}${q}} (${[a0, ...a].map((x) => q + x + q).join(s)})`)}`,
  ];

test('generated: a program whose argv[0] is given apart from it runs with the arguments after it (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.nat(ARGV_FORMS.length - 1),
      fc.constantFrom(...CORES),
      fc.constantFrom('x', '-bash', 'git', 'sudo'),
      fc.constantFrom('"', "'"),
      fc.constantFrom(', ', ',', ' , '),
      (k, [p, a], a0, q, s) => {
        const make = ARGV_FORMS[k] as (
          p: string,
          a0: string,
          a: readonly string[],
          q: string,
          s: string,
        ) => string;
        const text = make(p, a0, a, q, s);
        refused(text, /^DENY /);
      },
    ),
    { numRuns: RUNS },
  );
});

/** The hunt's found forms: an interpreter named by a Python build, and a code flag with its code attached or in a cluster. */
const PYTHONS = [
  'python3.13t',
  'python3.7m',
  'python3.12d',
  'python3-dbg',
  'python3.12-dbg',
  '/usr/bin/python3.13t',
];
const LAUNCH: readonly ((p: string, c: string) => string)[] = [
  (p, c) => `${p} -c ${sq(c)}`,
  (p, c) => `/usr/bin/env ${p} -c ${sq(c)}`,
  (p, c) => `env -S ${sq(`${p} -c`)} ${sq(c)}`,
  (p, c) => `timeout 10 ${p} -c ${sq(c)}`,
  (p, c) => `${p} -c${sq(c)}`,
  (p, c) => `${p} -Ic${sq(c)}`,
];
const PY_CODES = [
  'import os; open(os.path.expanduser("~") + "/.bashrc", "a").write("x")',
  'import pathlib; (pathlib.Path.home() / ".profile").write_text("x")',
  'import subprocess; subprocess.run(["git", "-C", "/tmp/r", "status"])',
  'exec("import os; os.system(\'sudo id\')")',
];
/** Other languages' code flags with the code attached (`-eCODE`) or in a cluster (`-le CODE`). */
const ATTACHED = [
  `node -e${sq('require("fs").appendFileSync(require("os").homedir() + "/.bashrc", "x")')}`,
  `node -pe ${sq('require("fs").appendFileSync(require("os").homedir() + "/.bashrc", "x")')}`,
  `ruby -e${sq('File.write(File.join(Dir.home, ".bashrc"), "x", mode: "a")')}`,
  `ruby -we ${sq('File.write(File.join(Dir.home, ".bashrc"), "x", mode: "a")')}`,
  `perl -e${sq('open(F, ">>", "$ENV{HOME}/.bashrc"); print F "x"')}`,
  `perl -le ${sq('open(F, ">>", "$ENV{HOME}/.bashrc"); print F "x"')}`,
  `php -r${sq('file_put_contents(getenv("HOME") . "/.bashrc", "x", FILE_APPEND);')}`,
];

test('generated: a Python build by its tags, and code attached to its flag, are read as python3 -c (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...PYTHONS),
      fc.nat(LAUNCH.length - 1),
      fc.constantFrom(...PY_CODES),
      (p, l, c) => {
        const text = (LAUNCH[l] as (p: string, c: string) => string)(p, c);
        refused(text, /^DENY /);
      },
    ),
    { numRuns: Math.ceil(RUNS / 2) },
  );
  for (const text of ATTACHED) assert.equal(said(verdict(text, CWD)), 'DENY SELF_MODIFY', text);
});

/** Ordinary scripts and argv lists: admitted, as on the base. */
const ADMITTED = [
  "printf 'Write-Host hi\\n' > x.ps1; pwsh -File x.ps1",
  "cat > t.ps1 <<'EOF'\nGet-ChildItem\nWrite-Output done\nEOF\npwsh -NoProfile -File t.ps1",
  `pwsh -c ${sq("Set-Content x.ps1 -Value 'Write-Host hi'; & ./x.ps1")}`,
  `pwsh -c ${sq("Set-Content notes.txt 'hello'; Get-Content notes.txt")}`,
  `pwsh -c ${sq("'hello' | Out-File a.txt; Get-Content a.txt")}`,
  `pwsh -c ${sq('Get-Process | Out-File procs.txt; Get-Content procs.txt | Select-Object -First 3')}`,
  'pwsh -File build.ps1',
  'pwsh ./scripts/test.ps1 -Verbose',
  `python3 -c ${sq('import subprocess; subprocess.run(["ls", "-la"], check=True)')}`,
  `python3 -c ${sq('import os; os.execlp("ls", "ls", "-l")')}`,
  `python3 -c ${sq('import subprocess; subprocess.run(["python", "-V"], executable="/usr/bin/python3")')}`,
  `ruby -e ${sq('exec(["ls", "ls"], "-la")')}`,
  `ruby -e ${sq('IO.popen([["git", "git"], "log", "-1"]).read')}`,
  `perl -e ${sq('exec { "ls" } "ls", "-l"')}`,
  `perl -e ${sq('system {"git"} ("git", "status")')}`,
  `node -e ${sq('require("child_process").spawnSync("x", ["id"], {argv0: "x"})')}`,
  `pwsh -c ${sq('Get-Process | Out-File a; Start-Process notepad')}`,
  `pwsh -c ${sq("Set-Content a -Value 'sudo id'; Write-Host banana")}`,
  `python3.13t -c ${sq('print(1)')}`,
  `python3-dbg -c${sq('import sys; print(sys.version)')}`,
  `perl -le ${sq('print for 1..3')}`,
  `node -pe ${sq('1 + 1')}`,
];

test('neighbours: ordinary PowerShell scripts and argv lists stay admitted (kernel and process)', () => {
  for (const text of ADMITTED) {
    assert.equal(said(verdict(text, CWD)), 'ALLOW ', text);
    assert.match(processVerdict('Bash', { command: text, ...CWD }), /^verdict=ALLOW /, text);
  }
});

test('linear: 200 kB of each new reading decides in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["pwsh -c '", "Set-Content a.ps1 -Value ''x''; & ./a.ps1; ", "'"],
    ["pwsh -c '", 'Set-Content a$RANDOM.ps1 x; gc a.ps1 | iex; ', "'"],
    ["echo x > a.ps1; pwsh -c '", 'a.ps1 ', "'"],
    ["perl -e '", 'exec {"a"} ', "'"],
    ['perl -e \'exec {"a"}', ' ', '"b"\''],
    ['ruby -e \'exec(["a", "b"]', ' ', ', "c")\''],
    ["python3 -c '", 'executable="a", ', "'"],
    ["python3 -c 'os.execlp(", '"a", ', "'"],
  ]);
});
