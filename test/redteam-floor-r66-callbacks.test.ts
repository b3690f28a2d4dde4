// Round 66 (docs/floor.md "Round 66 (redteam-r66)"): programs that run a piece of their text as a shell
// command line, in the spellings round 65 left: m4's `syscmd(..)`/`esyscmd(..)` on its input, Perl's
// quote-like operators (`q(..)`, `qq{..}`, `qx[..]`) and pipe opens, Ruby's percent literals (`%x(..)`,
// `%q{..}`), Lua's long strings (`[[..]]`) and Tcl's braced words (`exec sh -c {..}`). Each was admitted on
// the base with a refused core inside; each is refused through the real `gate preflight --batch` process
// and the kernel. Real perl and tclsh on stand-ins are the oracle that a form runs its core (where here).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  allAdmitted,
  decidesDrawnInBoundedCpu,
  has,
  REFUSED_CORES,
  RUNS,
  refusedBoth,
} from './helpers/redteam-floor.js';
import { withStandIns } from './helpers/stand-in-bash.js';

const CORES = REFUSED_CORES;

/** Spellings of the core's first word a shell reads as that word (no `'`: the forms sit in single quotes). */
const HEADS: readonly ((h: string) => string)[] = [
  (h) => h,
  (h) => `"${h}"`,
  (h) => `${h[0]}""${h.slice(1)}`,
];

/**
 * Forms that hand their piece to `sh -c` (or run it as a command); `oracle`: the program is here to show it
 * (perl, tclsh). `plain`: the piece sits in the language's own double quotes, so only the plain head fits.
 */
const FORMS: readonly (readonly [
  form: (c: string) => string,
  oracle: 'perl' | 'tclsh' | '',
  plain?: true,
])[] = [
  [(c) => `echo 'syscmd(${c})' | m4`, ''],
  [(c) => `m4 <<< 'esyscmd(${c})'`, ''],
  [(c) => `m4 -D x=1 <<< 'syscmd(${c})'`, ''],
  [(c) => `m4 -P <<< 'm4_syscmd(${c})'`, ''],
  [(c) => `printf 'syscmd(%s)' '${c}' | m4`, ''],
  [(c) => `m4 <<EOF\nsyscmd(${c})\nEOF`, ''],
  [(c) => `perl -e 'system(q(${c}))'`, 'perl'],
  [(c) => `perl -e 'system q{${c}}'`, 'perl'],
  [(c) => `perl -e 'exec q[${c}]'`, 'perl'],
  [(c) => `perl -e 'print qx(${c})'`, 'perl'],
  [(c) => `perl -e 'qx!${c}!'`, 'perl'],
  [(c) => `perl -e 'system qq#${c}#'`, 'perl'],
  [(c) => `perl -e 'open(F, "|${c}"); close F'`, 'perl', true],
  [(c) => `perl -e 'open(F, q(|${c})); close F'`, 'perl'],
  [(c) => `perl -e 'open(F, "-|", q(${c})); close F'`, 'perl'],
  [(c) => `ruby -e '%x(${c})'`, ''],
  [(c) => `ruby -e 'system(%q{${c}})'`, ''],
  [(c) => `ruby -e 'system %Q[${c}]'`, ''],
  [(c) => `lua -e 'os.execute([[${c}]])'`, ''],
  [(c) => `lua -e 'io.popen([==[${c}]==])'`, ''],
  [(c) => `tclsh <<< 'exec sh -c {${c}}'`, 'tclsh'],
  [(c) => `echo 'exec sh -c {${c}}' | tclsh`, 'tclsh'],
  [(c) => `expect -c 'spawn sh -c {${c}}; expect eof'`, ''],
];

const variant = fc
  .tuple(fc.constantFrom(...CORES), fc.constantFrom(...HEADS), fc.constantFrom(...FORMS))
  .map(([[core, program], head, [form, oracle, plain]]) => {
    const at = core.indexOf(' ');
    const word = plain ? core.slice(0, at) : head(core.slice(0, at));
    return { text: form(`${word}${core.slice(at)}`), program, oracle };
  });

const refused = refusedBoth;

test('generated: a refused core in a program that runs its text as a command line is refused (kernel and gate preflight --batch)', () => {
  fc.assert(
    fc.property(variant, ({ text }) => refused(text)),
    { numRuns: RUNS },
  );
});

test('real perl and tclsh on stand-ins run the core of each generated form they take (the oracle)', () => {
  const here = ['perl', 'tclsh'].filter(has);
  withStandIns(
    [...new Set(CORES.map(([, p]) => p))],
    (ran) => {
      fc.assert(
        fc.property(
          variant.filter((v) => here.includes(v.oracle)),
          ({ text, program }) => {
            assert.match(ran(`${text}\n:`), new RegExp(`^${program}\\|`, 'm'), JSON.stringify(text));
          },
        ),
        { numRuns: here.length > 0 ? Math.ceil(RUNS / 4) : 0 },
      );
    },
    { system: true },
  );
});

test('the found cases: each admitted on the base, each refused here', () => {
  for (const text of [
    "echo 'syscmd(tee -a ~/.bashrc)' | m4",
    "m4 <<< 'esyscmd(git -C /tmp/r status)'",
    "perl -e 'system(q(git -C /tmp/r status))'",
    "perl -e 'qx(tee -a ~/.bashrc)'",
    `perl -e 'open(F, "|tee -a ~/.bashrc")'`,
    `perl -e 'open my $f, "|-", "git", "-C", "/tmp/r", "status"'`,
    "ruby -e 'puts %x(git -C /tmp/r status)'",
    "ruby -e 'IO.popen(%w[git -C /tmp/r status])'",
    "lua -e 'os.execute([[git -C /tmp/r status]])'",
    "echo 'exec sh -c {git -C /tmp/r status}' | tclsh",
    // A macro defined, or a builtin named and not called, may build the call from pieces m4 joins.
    "echo 'define(`x'\"'\"', `sys'\"'\"')x`'\"'\"'cmd(id)' | m4",
  ])
    refused(text);
});

test('neighbours admitted: literals that run nothing, commands the floor admits, m4 reading a file', () => {
  allAdmitted([
    "perl -e 'print q(hello world)'",
    "perl -e 'system(q(ls -la))'",
    "perl -e 'print qx(ls -la)'",
    `perl -e 'my @a = qw(a b c); print "@a"'`,
    `perl -e 'open(F, "<", "a.txt")'`,
    `perl -e 'open(my $f, "|-", "sort")'`,
    `perl -e 'open(F, "ls |"); print <F>'`,
    "perl -ne 'print if /a|b/' f.txt",
    "ruby -e 'puts %x(ls)'",
    "ruby -e 'puts %w[a b].join'",
    "lua -e 'print([[a b]])'",
    "echo 'len(abc)' | m4",
    "m4 <<< 'syscmd(echo hi)'",
    'm4 defs.m4 input.m4 > out',
    'm4 -D VERSION=1 config.m4',
    "m4 f <<< 'esyscmd(tee -a ~/.bashrc)'",
    "tclsh <<< 'puts {hello}'",
    "tclsh <<< 'exec ls {-la}'",
    `python3 -c 'import os; os.system("echo %s" % ("hi"))'`,
  ]);
});

test('linear: the new readings decide 200 kB built from their literals in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["perl -e 'system(", 'q(q(q(', "ls))'"],
    ["perl -e 'system ", 'q{a} ', "'"],
    ["perl -e 'system ", 'qx{', "'"],
    ["lua -e 'os.execute(", '[[[[', "'"],
    ["echo '", 'syscmd(syscmd(', "' | m4"],
    ["tclsh <<< 'exec sh -c ", '{{', "'"],
    ["tclsh <<< '", 'exec sh -c {a} ;', "'"],
  ]);
});
