// Round 73 (docs/floor.md "Round 73 (rt-unshown-r73)"): code that runs a command line gate cannot read. The
// floor refuses `sh -c "$(cat f)"`; on the base `python3 -c 'import os; os.system(open("f").read())'`, `ruby -e
// 'system(ARGV[0])'`, `perl -e 'system(<STDIN>)'`, `node -e '..execSync(process.env.X)'`, `lua -e
// 'os.execute(arg[1])'`, `Rscript -e 'system(readLines("f"))'`, `pwsh -c 'iex (gc f)'` were admitted. A call
// that runs a command line or a program the code does not show is now code unseen; a program shown with its
// arguments unshown (R's `system2("git", args)`, Tcl's `exec git {*}$argv`, `Start-Process git -ArgumentList
// (gc f)`) decides as round 72's joined heads: a program no argument makes run or write anything admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { runsOf } from './helpers/deep.js';
import {
  decidedWithProcessShare as deciderOf,
  decidesDrawnInBoundedCpu,
  kernelDecided,
  ONE_LINER_QUOTINGS,
  RUNS,
  singleQuoted as sq,
} from './helpers/redteam-floor.js';

/** The floor's decision in the kernel from /work/proj; one in eight also through `gate preflight`. */
const decided = deciderOf({ cwd: '/work/proj' });
interface Language {
  run: string;
  flag: string;
  /** Calls running a command line (or a program) `s`. */
  sinks: readonly ((s: string) => string)[];
  /** Values the code does not show: an argument, a file's contents, the environment, standard input, a variable. */
  unshown: readonly string[];
  /** A literal command line in the language. */
  literal: string;
  /** Code assigning `cmd` a literal, before a sink runs it. */
  assigned: string;
}

const LANGUAGES: readonly Language[] = [
  {
    run: 'python3',
    flag: '-c',
    sinks: [
      (s) => `import os; os.system(${s})`,
      (s) => `import subprocess; subprocess.run(${s}, shell=True)`,
      (s) => `import subprocess; print(subprocess.check_output(${s}))`,
      (s) => `import os; print(os.popen(${s}).read())`,
      (s) => `import subprocess; subprocess.Popen(${s}, shell=True).wait()`,
    ],
    unshown: ['sys.argv[1]', 'open("f").read()', 'os.environ["X"]', 'input()', 'cmd', 'sys.stdin.read()'],
    literal: '"ls -la"',
    assigned: 'cmd = "ls -la"; ',
  },
  {
    run: 'ruby',
    flag: '-e',
    sinks: [
      (s) => `system(${s})`,
      (s) => `exec ${s}`,
      (s) => `puts IO.popen(${s}).read`,
      (s) => `require "open3"; Open3.capture2(${s})`,
      (s) => `Process.spawn(${s})`,
    ],
    unshown: ['ARGV[0]', 'File.read("f")', 'ENV["X"]', 'gets', 'STDIN.read', 'cmd'],
    literal: '"ls -la"',
    assigned: 'cmd = "ls -la"; ',
  },
  {
    run: 'perl',
    flag: '-e',
    sinks: [(s) => `system(${s})`, (s) => `system ${s}`, (s) => `exec ${s}`, (s) => `print readpipe(${s})`],
    unshown: ['$ARGV[0]', '<STDIN>', '$ENV{X}', '@ARGV', '$cmd', 'scalar(<STDIN>)'],
    literal: '"ls -la"',
    assigned: 'my $cmd = "ls -la"; ',
  },
  {
    run: 'node',
    flag: '-e',
    sinks: [
      (s) => `require("child_process").execSync(${s})`,
      (s) => `require("child_process").exec(${s})`,
      (s) => `const cp = require("child_process"); cp.spawnSync(${s}, {shell: true})`,
      (s) => `const {execSync} = require("child_process"); execSync(${s})`,
    ],
    unshown: [
      'process.argv[1]',
      'process.env.X',
      'require("fs").readFileSync("f", "utf8")',
      'cmd',
      'require("fs").readFileSync(0, "utf8")',
    ],
    literal: '"ls -la"',
    assigned: 'const cmd = "ls -la"; ',
  },
  {
    run: 'php',
    flag: '-r',
    sinks: [
      (s) => `system(${s});`,
      (s) => `echo shell_exec(${s});`,
      (s) => `passthru(${s});`,
      (s) => `exec(${s});`,
    ],
    unshown: ['$argv[1]', 'file_get_contents("f")', 'getenv("X")', '$cmd', 'fgets(STDIN)'],
    literal: '"ls -la"',
    assigned: '$cmd = "ls -la"; ',
  },
  {
    run: 'lua',
    flag: '-e',
    sinks: [(s) => `os.execute(${s})`, (s) => `io.popen(${s}):close()`],
    unshown: ['arg[1]', 'io.read()', 'os.getenv("X")', 'cmd', 'io.open("f"):read("*a")'],
    literal: '"ls -la"',
    assigned: 'local cmd = "ls -la"; ',
  },
  {
    run: 'Rscript',
    flag: '-e',
    sinks: [(s) => `system(${s})`, (s) => `system2(${s})`, (s) => `out <- system(${s}, intern = TRUE)`],
    unshown: ['readLines("f")', 'commandArgs(TRUE)[1]', 'Sys.getenv("X")', 'cmd', 'readline()'],
    literal: '"ls"',
    assigned: 'cmd <- "ls"; ',
  },
];

const ENTRIES = LANGUAGES.flatMap((l) => l.sinks.map((sink) => ({ l, sink })));

test('generated: a call running a command line the code does not show is refused, in every language read (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(fc.nat(ENTRIES.length - 1), fc.nat(5), fc.nat(ONE_LINER_QUOTINGS.length - 1), (e, u, q) => {
      const { l, sink } = ENTRIES[e] as (typeof ENTRIES)[number];
      const value = l.unshown[u % l.unshown.length] as string;
      const quoting = ONE_LINER_QUOTINGS[q] as (typeof ONE_LINER_QUOTINGS)[number];
      decided('DENY', quoting(l.run, l.flag, sink(value)));
    }),
    // CI draws a share of the 447 (language x sink x value x quoting); GATE_DEEP draws them all about thrice.
    { numRuns: runsOf(Math.ceil(RUNS / 8), 2000) },
  );
});

test('generated: neighbours stay admitted: a literal command line, a variable assigned one, the value read but not run (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(fc.nat(ENTRIES.length - 1), fc.nat(ONE_LINER_QUOTINGS.length - 1), (e, q) => {
      const { l, sink } = ENTRIES[e] as (typeof ENTRIES)[number];
      const quoting = ONE_LINER_QUOTINGS[q] as (typeof ONE_LINER_QUOTINGS)[number];
      decided('ALLOW', quoting(l.run, l.flag, sink(l.literal)));
      const bare = l.run === 'perl' || l.run === 'php' ? '$cmd' : 'cmd';
      decided('ALLOW', quoting(l.run, l.flag, `${l.assigned}${sink(bare)}`));
    }),
    { numRuns: runsOf(Math.ceil(RUNS / 8), 300) },
  );
});

/** Programs the floor restricts by their arguments; programs no argument makes run, write or reach anything. */
const RESTRICTED = ['git', 'sudo', 'bash', 'find', 'make', 'curl'];
const FREE = ['ls', 'cat', 'grep', 'wc', 'head', 'echo'];

/** Calls whose program is shown and its arguments not (brief item 2). */
const PROGRAM_SHOWN: readonly ((p: string) => string)[] = [
  (p) => `Rscript -e ${sq(`system2("${p}", args)`)}`,
  (p) => `Rscript -e ${sq(`system2("${p}", commandArgs(TRUE))`)}`,
  (p) => `Rscript -e ${sq(`system(paste("${p}", a))`)}`,
  (p) => `Rscript -e ${sq(`system(paste0("${p} ", readLines("f")))`)}`,
  (p) => `tclsh <<< ${sq(`exec ${p} {*}$argv`)}`,
  (p) => `tclsh <<< ${sq(`exec ${p} [gets stdin]`)}`,
  (p) => `pwsh -c ${sq(`Start-Process ${p} -ArgumentList (Get-Content f)`)}`,
  (p) => `pwsh -c ${sq(`& ${p} (gc f)`)}`,
  (p) => `python3 -c ${sq(`import subprocess, sys; subprocess.run(["${p}", sys.argv[1]])`)}`,
];

test('generated: a restricted program shown with its arguments not shown is refused, a free one admitted (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.nat(PROGRAM_SHOWN.length - 1),
      fc.constantFrom(...RESTRICTED),
      fc.constantFrom(...FREE),
      (k, restricted, free) => {
        const form = PROGRAM_SHOWN[k] as (p: string) => string;
        decided('DENY', form(restricted));
        decided('ALLOW', form(free));
      },
    ),
    { numRuns: runsOf(Math.ceil(RUNS / 8), 400) },
  );
});

test("the brief's cases and the hunt's, refused; their neighbours admitted (kernel)", () => {
  for (const text of [
    `python3 -c 'import os; os.system(open("f").read())'`,
    `python3 -c 'import os,sys; os.system(sys.argv[1])' "$x"`,
    `python3 -c 'import os; os.system(os.environ["X"])'`,
    `python3 -c 'import subprocess; subprocess.run(cmd, shell=True)'`,
    `python3 -c 'import os; os.execvp(x, [x])'`,
    `python3 -c 'import os,sys; cmd = "ls"; cmd += sys.argv[1]; os.system(cmd)'`,
    `ruby -e 'system(File.read("f"))'`,
    `ruby -e 'system(*ARGV)'`,
    `perl -e 'system(<STDIN>)'`,
    `node -e 'require("child_process").execSync(require("fs").readFileSync("f","utf8"))'`,
    `Rscript -e 'system(readLines("f"))'`,
    `Rscript -e 'system2(cmd)'`,
    `Rscript -e 'system(paste("git", a))'`,
    `Rscript -e 'system(sprintf("git %s", a))'`,
    `lua -e 'os.execute(arg[1])'`,
    `python3 -c 'import os; os.system("git %s" % x)'`,
    `ruby -e 'system("git %s" % ARGV[0])'`,
    `ruby -e 'puts %x(#{ARGV[0]})'`,
    `node -e 'require("child_process").execSync\n(process.argv[1])'`,
    `python3 -c '__import__("os").system(sys.argv[1])'`,
    `bun -e 'Bun.spawn({cmd: [process.argv[1]]})'`,
    `ruby -e 'cmd = "ls"; cmd << ARGV[0]; system(cmd)'`,
    `ruby -e 'system *ARGV'`,
    `python3 -c 'import os, sys\ndef f(cmd="ls"): os.system(cmd)\nf(sys.argv[1])'`,
    `node -e 'function f(a, cmd = "ls") { require("child_process").execSync(cmd) } f(0, process.argv[1])'`,
    `python3 -c 'import subprocess,sys; cmd = ["git"]; cmd.append(sys.argv[1]); subprocess.run(cmd)'`,
    `perl -e 'my @c = ("ls"); push @c, $ARGV[0]; system(@c)'`,
    `perl -e 'my %h = (a => 1); system $h{a}'`,
    `perl -e 'open(my $f, "-|", $ARGV[0]); print <$f>'`,
    `python3 -c 'import subprocess,sys; subprocess.run(sys.argv[1].split())'`,
    `bun -e 'Bun.spawnSync([process.argv[1]])'`,
    `deno eval 'new Deno.Command(Deno.args[0]).outputSync()'`,
    `tclsh <<< 'exec git {*}$argv'`,
    `tclsh <<< 'exec [gets stdin]'`,
    `pwsh -c 'iex (gc f)'`,
    `pwsh -c 'Invoke-Expression (Get-Content f)'`,
    `pwsh -c 'Get-Content f | Invoke-Expression'`,
    `pwsh -c '& (gc f)'`,
    `pwsh -c 'Start-Process (gc f)'`,
    `pwsh -c 'Start-Process git -ArgumentList (gc f)'`,
  ])
    kernelDecided('DENY', text);
  for (const text of [
    `python3 -c 'import os; os.system("ls -la")'`,
    `python3 -c 'import subprocess; subprocess.run(["git", "status"])'`,
    `python3 -c 'print(open("f").read())'`,
    `python3 -c 'import asyncio; asyncio.run(main())'`,
    `python3 -c 'import platform; print(platform.system())'`,
    `python3 -c 'import os; os.spawnlp(os.P_WAIT, "ls", "ls")'`,
    `ruby -e 'puts File.read("f")'`,
    `perl -ne 'print if /x/' f`,
    `perl -e 'system "ls", @ARGV'`,
    `node -e 'const m = /a/.exec(process.argv[1]); console.log(m)'`,
    `node -e 'console.log(require("fs").readFileSync("f","utf8"))'`,
    `php -r '$pdo->exec($sql);'`,
    `lua -e 'print(io.open("f"):read("*a"))'`,
    `Rscript -e 'system("ls")'`,
    `python3 -c 'import os; os.system("ls %s" % x)'`,
    `python3 -c 'import os; os.system("date +%%Y")'`,
    `perl -e 'open(my $f, "-|", "ls", "-la"); print <$f>'`,
    `perl -e 'open(my $f, "<", $ARGV[0]); print <$f>'`,
    `perl -e 'my %h = (system => 1); print %h'`,
    `ruby -e 'h = { exec: true }; p h'`,
    `deno eval 'Deno.run({cmd: ["ls", "-la"]})'`,
    `bun -e 'Bun.spawn({cmd: ["ls", "-la"]})'`,
    `python3 -c 'import subprocess; cmd = ["ls", "-la"]; subprocess.run(cmd)'`,
    `perl -e 'my @c = ("ls", "-la"); system(@c)'`,
    `ruby -e 'system %w[ls -la]'`,
    `node -e 'require("child_process").spawn(process.execPath, ["-v"])'`,
    `ruby -e 'puts %x(ls #{ARGV[0]})'`,
    `Rscript -e 'x <- readLines("f"); print(x)'`,
    `Rscript -e 'system(paste("git", "status"))'`,
    `tclsh <<< 'exec ls -la $dir'`,
    `echo 'exec git status' | tclsh`,
    `pwsh -c "iex 'Get-Date'"`,
    `pwsh -c "Set-Content x.ps1 -Value 'ls'; gc x.ps1 | iex"`,
    `pwsh -c "Set-Content x.ps1 -Value 'ls'; iex (gc x.ps1 -Raw)"`,
    `pwsh -c 'Get-ChildItem | Sort-Object Name'`,
  ])
    kernelDecided('ALLOW', text);
});

test('linear: 200 kB of the new readings decided in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["python3 -c 'import os; os.system(", 'x ', ")'"],
    ["Rscript -e 'system(paste(", '"a", ', "b))'"],
  ]);
});

test('the sinks read the code once: a long one-liner with many calls decides', () => {
  const code = 'import os; ' + 'os.system("ls"); '.repeat(80);
  assert.doesNotThrow(() => decided('ALLOW', `python3 -c ${sq(code)}`));
});
