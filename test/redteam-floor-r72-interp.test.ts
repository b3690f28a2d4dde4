// Round 72 (docs/floor.md "Round 72 (rt-interp-r72)"): what round 71 left in the floor's readers of other
// languages. awk's `system("git " ARGV[1])`, `print | "sh"`, `cmd | getline`; a call's command line joined from a
// literal and a value the code does not show (`os.system("git " + sys.argv[1])`, `passthru("git " . $x)`,
// `system("git #{x}")`); the environment code gives what it runs (`system({"GIT_DIR"=>"/tmp/r"}, "git",
// "status")`, `env={"LD_PRELOAD": ..}`): all admitted on the base. A value the code does not show now refuses
// every program but those no argument makes run or write anything (ARGV_FREE), and the environment is read as
// the floor reads `env NAME=VALUE git status`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  decidedWithProcessShare,
  decidesDrawnInBoundedCpu,
  RUNS,
  singleQuoted,
} from './helpers/redteam-floor.js';

/** `text` is decided `kind` in the kernel (cwd /work/proj), and every eighth through the real process. */
const decided = decidedWithProcessShare({ cwd: '/work/proj' });
const sq = singleQuoted;

/** Programs the floor restricts by their arguments; programs no argument makes run, write or reach anything. */
const RESTRICTED = ['git', 'sudo', 'bash', 'find', 'python3', 'make', 'chmod', 'curl'];
const FREE = ['ls', 'cat', 'grep', 'wc', 'head', 'echo'];

/** awk's spellings. */
const AWKS = ['awk', 'gawk', 'mawk', 'nawk', 'busybox awk'];
/** awk values the code does not show (a field, the record, an unassigned variable, a call, the environment). */
const AWK_VALUES = ['$1', '$0', 'x', 'toupper($2)', 'ENVIRON["X"]', 'ARGV[1]'];
/** awk programs running `E` (awk code) through a shell: system, a print's pipe, getline, gawk's coprocess. */
const AWK_FORMS: readonly ((e: string) => string)[] = [
  (e) => `BEGIN{system(${e})}`,
  (e) => `{system(${e})}`,
  (e) => `{print "data" | ${e}}`,
  (e) => `BEGIN{cmd = ${e}; cmd | getline line; close(cmd)}`,
  (e) => `BEGIN{while ((${e} | getline line) > 0) print line}`,
  (e) => `{print $1, $2 | ${e}}`,
];

test('generated: awk running a restricted program with a value the code does not show is refused (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...AWKS),
      fc.nat(AWK_FORMS.length - 1),
      fc.constantFrom(...RESTRICTED),
      fc.constantFrom(...AWK_VALUES),
      fc.boolean(),
      (awk, k, p, value, bare) => {
        const form = AWK_FORMS[k] as (e: string) => string;
        // Bare: no literal program before the value at all (`system($0)`).
        const e = bare ? value : `"${p} " ${value}`;
        decided('DENY', `${awk} ${sq(form(e))} "$y" notes.txt`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('generated: awk running a free program with a value the code does not show, or any program with the values shown, stays admitted (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...AWKS),
      fc.nat(AWK_FORMS.length - 1),
      fc.constantFrom(...FREE),
      fc.constantFrom(...AWK_VALUES),
      (awk, k, p, value) => {
        const form = AWK_FORMS[k] as (e: string) => string;
        decided('ALLOW', `${awk} ${sq(form(`"${p} -n " ${value}`))} notes.txt`);
        // The values shown: `-v x=..`, an operand ARGV[1] names, an assignment in the program.
        decided('ALLOW', `${awk} -v x=README.md ${sq(form(`"${p} " x`))} notes.txt`);
      },
    ),
    { numRuns: Math.ceil(RUNS / 2) },
  );
});

/** A value the code does not show, by language: an argument, a variable. */
type Joined = (p: string) => string;
/** Calls running a command line joined from a literal naming program `p` and a value the code does not show. */
const JOINED: readonly Joined[] = [
  (p) => `python3 -c ${sq(`import os, sys; os.system("${p} " + sys.argv[1])`)} x`,
  (p) => `python3 -c ${sq(`import os, sys; os.system(f"${p} {sys.argv[1]}")`)} x`,
  (p) => `python3 -c ${sq(`import subprocess; subprocess.run("${p} -v " + a, shell=True)`)}`,
  (p) => `python3 -c ${sq(`import os; print(os.popen('${p} ' + a).read())`)}`,
  (p) => `ruby -e ${sq(`system("${p} " + ARGV[0])`)} x`,
  (p) => `ruby -e ${sq(`system("${p} #{ARGV[0]}")`)} x`,
  (p) => `ruby -e ${sq(`puts \`${p} #{x}\``)}`,
  (p) => `perl -e ${sq(`system("${p} " . $ARGV[0])`)} x`,
  (p) => `php -r ${sq(`passthru("${p} " . $argv[1]);`)} x`,
  (p) => `php -r ${sq(`echo shell_exec("${p} " . $x);`)}`,
  (p) => `lua -e ${sq(`os.execute("${p} " .. arg[1])`)} x`,
  (p) => `lua -e ${sq(`local h = io.popen("${p} " .. a); h:close()`)}`,
  (p) => `node -e ${sq(`require("child_process").execSync("${p} " + process.argv[1])`)} x`,
];

test('generated: a command line joined from a restricted program and a value the code does not show is refused (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(fc.nat(JOINED.length - 1), fc.constantFrom(...RESTRICTED), (k, p) => {
      decided('DENY', (JOINED[k] as Joined)(p));
    }),
    { numRuns: RUNS },
  );
});

test('generated: the same with a free program stays admitted (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(fc.nat(JOINED.length - 1), fc.constantFrom(...FREE), (k, p) => {
      decided('ALLOW', (JOINED[k] as Joined)(p));
    }),
    { numRuns: Math.ceil(RUNS / 2) },
  );
});

/** Code giving `git status` the environment NAME=VALUE (`q` the value as a code literal). */
type EnvForm = (name: string, q: string) => string;
const ENV_FORMS: readonly EnvForm[] = [
  (n, q) => `ruby -e ${sq(`system({"${n}"=>${q}}, "git", "status")`)}`,
  (n, q) => `ruby -e ${sq(`pid = spawn({"${n}" => ${q}}, "git status"); Process.wait(pid)`)}`,
  (n, q) => `ruby -e ${sq(`IO.popen({"${n}"=>${q}}, ["git", "status"]).read`)}`,
  (n, q) => `ruby -e ${sq(`require "open3"; Open3.capture2({"${n}"=>${q}}, "git", "status")`)}`,
  (n, q) => `ruby -e ${sq(`ENV["${n}"] = ${q}; system("git status")`)}`,
  (n, q) => `python3 -c ${sq(`import subprocess; subprocess.run(["git", "status"], env={"${n}": ${q}})`)}`,
  (n, q) =>
    `python3 -c ${sq(`import os, subprocess; subprocess.run(["git", "status"], env=dict(os.environ, ${n}=${q}))`)}`,
  (n, q) => `python3 -c ${sq(`import os; os.environ["${n}"] = ${q}; os.system("git status")`)}`,
  (n, q) => `python3 -c ${sq(`import os; os.execve("/usr/bin/git", ["git", "status"], {"${n}": ${q}})`)}`,
  (n, q) =>
    `node -e ${sq(`require("child_process").spawnSync("git", ["status"], {env: {${n}: ${q}}, stdio: "inherit"})`)}`,
  (n, q) =>
    `node -e ${sq(`require("child_process").execSync("git status", {env: {...process.env, "${n}": ${q}}})`)}`,
  (n, q) => `node -e ${sq(`process.env.${n} = ${q}; require("child_process").execSync("git status")`)}`,
  (n, q) => `perl -e ${sq(`$ENV{${n}} = ${q}; system("git", "status")`)}`,
  (n, q) => `perl -e ${sq(`local $ENV{"${n}"} = ${q}; system("git status")`)}`,
  (n, q) => `php -r ${sq(`putenv("${n}=" . ${q}); system("git status");`)}`,
];
/** Environments the floor refuses on `env NAME=VALUE git status`, and ones it admits. */
const REFUSED_ENV: readonly (readonly [string, string])[] = [
  ['GIT_DIR', '/tmp/r'],
  ['LD_PRELOAD', '/tmp/x.so'],
  ['GIT_SSH_COMMAND', 'sudo id'],
  ['PATH', '/tmp/evil'],
  ['BASH_ENV', '/tmp/x.sh'],
  ['GIT_EXEC_PATH', '/tmp/g'],
];
const ADMITTED_ENV: readonly (readonly [string, string])[] = [
  ['LANG', 'C'],
  ['GIT_PAGER', 'cat'],
  ['NO_COLOR', '1'],
];

test('generated: code giving what it runs an environment the floor refuses is refused (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.nat(ENV_FORMS.length - 1),
      fc.constantFrom(...REFUSED_ENV),
      fc.constantFrom('"', "'"),
      (k, [n, v], q) => {
        const form = ENV_FORMS[k] as EnvForm;
        // PHP's putenv is given one `NAME=VALUE` literal: its value joined to the name.
        decided('DENY', form(n, `${q}${v}${q}`).replace(`"${n}=" . ${q}${v}${q}`, `"${n}=${v}"`));
      },
    ),
    { numRuns: RUNS },
  );
});

test('generated: an environment the floor admits stays admitted (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(fc.nat(ENV_FORMS.length - 1), fc.constantFrom(...ADMITTED_ENV), (k, [n, v]) => {
      const form = ENV_FORMS[k] as EnvForm;
      decided('ALLOW', form(n, `"${v}"`).replace(`"${n}=" . "${v}"`, `"${n}=${v}"`));
    }),
    { numRuns: Math.ceil(RUNS / 2) },
  );
});

test('the hunt and neighbours: gawk --source, computed -v values, proc_open, awk values shown', () => {
  for (const code of [
    `gawk --source=${sq('BEGIN{system("sudo id")}')}`,
    `awk -v "x=a$(cat f)" ${sq('BEGIN{system("git " x)}')}`,
    `awk -vx="$(cat f)" ${sq('BEGIN{system("ls " x)}')}`,
    `awk ${sq('BEGIN{system("git " ARGV[1])}')} "a$(cat f)"`,
    `awk ${sq('BEGIN{system(ARGV[1])}')} 'sudo id'`,
    `awk ${sq('BEGIN{system("ls " ARGV[1])}')} '/tmp; sudo id'`,
    `awk ${sq('BEGIN{cmd = "sudo id"; cmd | getline x}')}`,
    `awk ${sq('{print | "sh"}')} cmds.txt`,
    `awk ${sq('function f(c) { system(c) } {f($0)}')} cmds.txt`,
    `php -r ${sq('proc_open(["git", $argv[1]], [], $p);')} push`,
    `ruby -e ${sq('`git #{ARGV[0]}`')} push`,
  ])
    decided('DENY', code);
  for (const code of [
    `awk ${sq('BEGIN{system("ls " ARGV[1])}')} /tmp`,
    `awk -F: ${sq('{print $1 | "sort -u"}')} /etc/passwd`,
    `awk ${sq('BEGIN{"date" | getline d; print d}')}`,
    `awk ${sq('BEGIN{cmd = "ls -1"; while ((cmd | getline f) > 0) n++; close(cmd); print n}')}`,
    `awk ${sq('{print $1}')} $(ls *.txt)`,
    `awk -v n="$(wc -l < f)" ${sq('{print $1/n}')} f`,
    `awk ${sq('BEGIN{system("cat " FILENAME)}')}`,
    // A template literal's `${..}` in node's code is read as the shell's (docs/floor.md "Round 72 (lead)"): joined here.
    `node -e ${sq('const {execSync} = require("child_process"); console.log("v: " + execSync("git --version"))')}`,
    `python3 -c ${sq('import subprocess; subprocess.run(["git", "status"], env={"FOO": "1"})')}`,
  ])
    decided('ALLOW', code);
});

test('linear: 200 kB of each new reading decided in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["awk 'BEGIN{system(", '(', ")}'"],
    ["awk 'BEGIN{", 'x=x ', ";system(x)}'"],
    ["awk 'BEGIN{", 'sub(', "system(x)}'"],
    ["awk '", '{print | "sort" ', "}'"],
    ["awk 'BEGIN{x=", '"a" ', ";system(x)}'"],
    ["ruby -e 'system(", '{"GIT_DIR" => d}, ', '"ls")\''],
    ["python3 -c 'import os; os.putenv(", ' ', '"A", 1); os.system("ls")\''],
    ['php -r \'system("git " ', '.', " $x);'"],
    ["ruby -e '`git ", '#{', "`'"],
    // Blanks after a literal that a join may follow (JOINED_LITERALS), and after an environment hash's name.
    ['python3 -c \'os.system("a"', ' ', "'"],
    ['ruby -e \'system({"GIT_DIR"', ' ', "=> d})'"],
  ]);
});
