// Round 71 (docs/floor.md "Round 71 (rt-interp-r71)"): what round 70 left in the floor's readers of other
// languages. A program whose argv[0] is given apart from it, with its arguments given by a variable, a splat
// or a quote-like list (Ruby's `exec(["git", "x"], *a)`, `spawn([..], *%w[-C /tmp/r status])`; Perl's `exec {
// "git" } @a`, `exec {"git"} qw(x -C ..)`; Python's `os.execv("/usr/bin/git", a)`, `subprocess.run(a,
// executable="git")`) was admitted: the program is now read with its listed words, and an argv the code does
// not show refuses every program but those no argument makes run or write anything. And a here-document's
// body to `cat`/`tee` is data after earlier lines that cannot change what `cat` runs (`x=1`, `cd src`), as it
// was after none; lines that can (alias, PATH=, a function, an open compound) keep it read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  decidedWithProcessShare,
  decidesDrawnInBoundedCpu,
  RUNS,
  singleQuoted,
  verdict,
} from './helpers/redteam-floor.js';

/** `text` is decided `kind` in the kernel (cwd /work/proj), and every eighth through the real process. */
const decided = decidedWithProcessShare({ cwd: '/work/proj' });
const sq = singleQuoted;

/**
 * A program the floor restricts by its arguments and arguments that make it refused, or one it admits
 * whatever its arguments and ordinary ones. Words hold no blank: a quote-like list splits on blanks.
 */
const RESTRICTED: readonly (readonly [string, readonly string[]])[] = [
  ['git', ['-C', '/tmp/r', 'status']],
  ['sudo', ['id']],
  ['chmod', ['u+s', '/bin/bash']],
  ['bash', ['-c', 'reboot']],
  ['find', ['.', '-exec', 'sudo', 'id', ';']],
  ['python3', ['-m', 'http.server']],
  ['make', ['-C', '/tmp/r']],
];
/** Programs that run nothing, write nothing and reach no host whatever their arguments. */
const FREE: readonly (readonly [string, readonly string[]])[] = [
  ['ls', ['-la', '/tmp']],
  ['cat', ['README.md']],
  ['grep', ['-rn', 'TODO', 'src']],
  ['wc', ['-l', 'notes.txt']],
];

/** How code gives the arguments `a` (undefined: by a variable or splat the code does not show). */
type Args = readonly string[] | undefined;
/** One-liners running program `p` with argv[0] `a0` apart from it, and arguments `a`; `q` quotes a literal. */
const FORMS: readonly ((p: string, a0: string, a: Args, q: string) => string)[] = [
  // Ruby: the pair, then a splat of a variable or of a word list.
  (p, a0, a, q) =>
    `ruby -e ${sq(`exec([${q}${p}${q}, ${q}${a0}${q}], ${a ? `*%w[${a.join(' ')}]` : '*a'})`)}`,
  (p, a0, a, q) =>
    `ruby -e ${sq(`Kernel.system([${q}${p}${q},${q}${a0}${q}], ${a ? `*%w(${a.join(' ')})` : '*ARGV'})`)}`,
  (p, a0, a, q) =>
    `ruby -e ${sq(`pid = Process.spawn([${q}${p}${q}, ${q}${a0}${q}], ${a ? `*%W[${a.join(' ')}]` : '*args'}); Process.wait(pid)`)}`,
  (p, a0, a, q) =>
    `ruby -e ${sq(`IO.popen([[${q}${p}${q}, ${q}${a0}${q}], ${a ? `*%w{${a.join(' ')}}` : '*a'}]).read`)}`,
  (p, a0, a, q) =>
    `ruby -e ${sq(`system([${q}${p}${q}, ${q}${a0}${q}], ${a ? `*%w[${a.join(' ')}]` : 'a'})`)}`,
  // Perl: the block program, then an array or a word list.
  (p, a0, a, q) => `perl -e ${sq(`exec { ${q}${p}${q} } ${a ? `qw(${[a0, ...a].join(' ')})` : '@a'}`)}`,
  (p, a0, a, q) =>
    `perl -e ${sq(`system {${q}/usr/bin/${p}${q}} ${a ? `(qw[${[a0, ...a].join(' ')}])` : `${q}${a0}${q}, @ARGV`}`)}`,
  // Python: a file, then an argv the code builds or a tuple.
  (p, a0, a, q) =>
    `python3 -c ${sq(`import os; os.execv(${q}/usr/bin/${p}${q}, ${a ? `(${[a0, ...a].map((x) => q + x + q).join(', ')})` : 'a'})`)}`,
  (p, a0, a, q) =>
    `python3 -c ${sq(`import os, sys; os.execvp(${q}${p}${q}, ${a ? `(${[a0, ...a].map((x) => q + x + q).join(',')},)` : 'sys.argv[1:]'})`)}`,
  (p, a0, a, q) =>
    `python3 -c ${sq(`import os; os.execlp(${q}${p}${q}, ${q}${a0}${q}, ${a ? a.map((x) => q + x + q).join(', ') : '*args'})`)}`,
  (p, a0, a, q) =>
    `python3 -c ${sq(`import os; os.posix_spawnp(${q}${p}${q}, ${a ? `(${[a0, ...a].map((x) => q + x + q).join(', ')})` : `[${q}${a0}${q}] + a`}, os.environ)`)}`,
  (p, a0, a, q) =>
    `python3 -c ${sq(`import subprocess; subprocess.run(${a ? `(${[a0, ...a].map((x) => q + x + q).join(', ')})` : 'a'}, executable=${q}${p}${q})`)}`,
];

/** Draws a form, argv[0], quote, and whether the arguments are listed or unshown. */
const drawForm = fc.tuple(
  fc.nat(FORMS.length - 1),
  fc.constantFrom('x', '-bash', 'git', 'sudo'),
  fc.constantFrom('"', "'"),
  fc.boolean(),
);

test('generated: a restricted program with argv[0] apart and arguments listed or unshown is refused (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...RESTRICTED), drawForm, ([p, args], [k, a0, q, listed]) => {
      const make = FORMS[k] as (p: string, a0: string, a: Args, q: string) => string;
      decided('DENY', make(p, a0, listed ? args : undefined, q));
    }),
    { numRuns: RUNS },
  );
});

test('generated: a program no argument makes refused stays admitted with argv[0] apart, its arguments listed or unshown (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(fc.constantFrom(...FREE), drawForm, ([p, args], [k, a0, q, listed]) => {
      const make = FORMS[k] as (p: string, a0: string, a: Args, q: string) => string;
      decided('ALLOW', make(p, a0 === 'sudo' || a0 === 'git' ? p : a0, listed ? args : undefined, q));
    }),
    { numRuns: Math.ceil(RUNS / 2) },
  );
});

/** Lines before a here-document that cannot change what `cat` or `tee` runs. */
const QUIET: readonly string[] = [
  'x=1',
  'cd src',
  'mkdir -p docs && cd docs',
  'echo "writing notes"',
  '# notes for the team',
  'set -euo pipefail',
  'export NAME=value',
  'pwd; ls -la',
  '',
];
/** Lines before it that can: an alias, PATH, a hash or builtin, a function, sourcing, eval, an open compound. */
const UNQUIET: readonly string[] = [
  'alias cat=bash',
  'alias tee="sh -c"',
  'PATH=/tmp/evil:$PATH',
  'PATH=/tmp/evil',
  'export PATH=/tmp/evil',
  'hash -p /bin/bash cat',
  'enable -n cat',
  'cat() { bash; }',
  'function tee { sh; }',
  'case x in',
  'if true; then',
  'while true; do',
  '{',
  'source ./env.sh',
  '. ./env.sh',
  'eval "$x"',
  'shopt -s expand_aliases',
  'bash',
  "echo 'open",
  'x=1 \\',
  'x=$(alias cat=bash)',
  'BASH_ALIASES=bash',
];
/** A here-document feeding `cat` or `tee` with a body the raw text's rules refuse when read as code. */
const HERE: readonly ((body: string) => string)[] = [
  (b) => `cat <<EOF\n${b}\nEOF`,
  (b) => `cat > notes.md <<'EOF'\n${b}\nEOF`,
  (b) => `cat >> docs/run.txt <<"EOF"\n${b}\nEOF`,
  (b) => `tee out.txt <<'EOF'\n${b}\nEOF`,
  (b) => `cat <<-EOF\n\t${b}\n\tEOF`,
];
const BODIES = ['sudo id', 'rm -rf /', 'chmod u+s /bin/bash'];

test('generated: a here-document body to cat/tee after lines that cannot change what they run is data (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...QUIET), { minLength: 1, maxLength: 3 }),
      fc.nat(HERE.length - 1),
      fc.constantFrom(...BODIES),
      fc.boolean(),
      (before, h, body, twice) => {
        const here = HERE[h] as (b: string) => string;
        const first = twice ? `${here('a plain line')}\n` : '';
        decided('ALLOW', `${first}${before.join('\n')}\n${here(body)}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('generated neighbours: after a line that can change what cat/tee runs, the body stays read and refused (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom(...QUIET), { maxLength: 2 }),
      fc.constantFrom(...UNQUIET),
      fc.nat(HERE.length - 1),
      fc.constantFrom(...BODIES),
      (before, line, h, body) => {
        const here = HERE[h] as (b: string) => string;
        decided('DENY', `${[...before, line].join('\n')}\n${here(body)}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('neighbours: a here-document that expands, a refused line after the body, a refused quiet-looking line stay refused', () => {
  for (const text of [
    'x=1\ncat <<EOF\n$(sudo id)\nEOF',
    'x=1\ncat <<EOF\nok\nEOF\nsudo id',
    "cd src\ncat > a <<EOF\n`sudo id`\nEOF\ncat > b <<'EOF'\nsudo id\nEOF",
    'cd /tmp && sudo id\ncat <<EOF\nx\nEOF',
    "x=1\ncat > ~/.bashrc <<'EOF'\nx\nEOF",
  ])
    assert.equal(verdict(text, { cwd: '/work/proj' }).kind, 'DENY', text);
});

/**
 * The hunt (brief item 4): the environment given first (Ruby's `Process.spawn(env, [P, a0], *a)`, `IO.popen(env,
 * [[..], *a])`), and a literal program with arguments the code does not show or lists by a quote-like list
 * (`system("git", *ARGV) -C ..`, `exec("git", *%w[..])`, `system("git", qw(..))`, node's `spawn("git", a,
 * {argv0})`, `subprocess.run(["git"] + a)`, PHP's `pcntl_exec`): refused; the same with a program no argument
 * makes refused, or its arguments listed and plain, admitted.
 */
test('the hunt: the environment first, and a literal program with arguments unshown or in a word list', () => {
  for (const code of [
    `ruby -e ${sq('Process.spawn({"A"=>"1"}, ["git","x"], *a)')}`,
    `ruby -e ${sq('IO.popen(ENV.to_h, [["git","x"], *a]).read')}`,
    `ruby -e ${sq('system("git", *ARGV)')} -C /tmp/r status`,
    `perl -e ${sq('system("git", @ARGV)')} -C /tmp/r status`,
    `perl -e ${sq('exec "git", @ARGV')} -- -C /tmp/r status`,
    `ruby -e ${sq('exec("git", *%w[-C /tmp/r status])')}`,
    `perl -e ${sq('system("git", qw(-C /tmp/r status))')}`,
    `ruby -e ${sq('a = %w[-C /tmp/r status]; system("git", *a)')}`,
    `node -e ${sq('require("child_process").spawn("git", a, {argv0: "x", stdio: "inherit"})')}`,
    `python3 -c ${sq('a = ["-C", "/tmp/r", "status"]; import subprocess; subprocess.run(["git"] + a)')}`,
    `php -r ${sq('pcntl_exec("/usr/bin/git", $argv);')}`,
    `ruby -e ${sq('system("git", "status", chdir: d)')}`,
  ])
    decided('DENY', code);
  for (const code of [
    `ruby -e ${sq('system("ls", *ARGV)')} -la`,
    `perl -e ${sq('system("cat", @ARGV)')} README.md`,
    `ruby -e ${sq('system("git", "status", "--short")')}`,
    `node -e ${sq('require("child_process").spawnSync("git", ["status"], {stdio: "inherit"})')}`,
    `python3 -c ${sq('import subprocess; subprocess.run(["git", "log", "-1"], check=True)')}`,
    `perl -e ${sq('system("echo", qw(a b c))')}`,
    `perl -e ${sq('exec {"a"}')}`,
    `python3 -c ${sq('exec("print(1)", {})')}`,
    `ruby -e ${sq('system("make test", exception: true)')}`,
    `ruby -e ${sq('system("git", "status", exception: true, err: :out)')}`,
  ])
    decided('ALLOW', code);
});

test('linear: 200 kB of each new reading decided in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["ruby -e '", 'exec(["git","x"], *a); ', "'"],
    ["ruby -e '", 'Process.spawn({"A"=>"1"}, ["git", "x"], ', "a)'"],
    ["perl -e '", 'exec {"git"} qw(x -C d s); ', "'"],
    ["python3 -c 'import os; ", 'os.execv("/usr/bin/git", ["x"] + ', "a)'"],
    ["python3 -c 'import subprocess; ", 'subprocess.run([', "'"],
    ["perl -e '", 'system("git", ', "@a)'"],
    ['', 'x=1 && cd src\n', "cat <<'EOF'\nsudo id\nEOF"],
    ['', "cat > a <<'EOF'\nx\nEOF\n", 'sudo id'],
  ]);
});
