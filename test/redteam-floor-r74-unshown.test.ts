// Round 74 (docs/floor.md "Round 74 (rt-unshown-r74)"): round 73's leftovers. On the base a sink reached by
// another name (`import subprocess as s; s.run(x)`, `getattr(os, "system")(x)`, `cp["execSync"](x)`,
// `Kernel.send(:system, x)`, `call_user_func("system", $x)`, `os["execute"](x)`, `do.call(system, ..)`),
// code evaluated whose text the code does not show (`exec(sys.argv[1])`, `eval(ARGV[0])`, `new Function(x)`,
// `load(arg[1])()`, R's `eval(parse(text = x))`, Tcl's `eval [gets stdin]`), R's `pipe(cmd)` and a PowerShell
// native program given an argument the script computes (`git (gc f)`, `cmd /c (gc f)`) were admitted; Ruby's
// `cmd = "git #{x}"; system(cmd)` too, while `system(sprintf("ls %s", a))` and `cmd = "ls " + x` were refused.
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
  /** A sink reached by another name, running `s` (brief item 1). */
  renamed: readonly ((s: string) => string)[];
  /** Calls evaluating `s` as the interpreter's own code (brief item 2). */
  evaluated: readonly ((s: string) => string)[];
  /** Values the code does not show. */
  unshown: readonly string[];
  /** A literal command line, and literal code, in the language. */
  literal: string;
  code: string;
}

const LANGUAGES: readonly Language[] = [
  {
    run: 'python3',
    flag: '-c',
    renamed: [
      (s) => `import subprocess as s; s.run(${s}, shell=True)`,
      (s) => `from subprocess import run as r; r(${s}, shell=True)`,
      (s) => `from subprocess import check_output; print(check_output(${s}, shell=True))`,
      (s) => `import os; f = os.system; f(${s})`,
      (s) => `import os; getattr(os, "system")(${s})`,
      (s) => `import importlib; importlib.import_module("subprocess").call(${s}, shell=True)`,
      (s) => `import os as o; run = o.popen; print(run(${s}).read())`,
    ],
    evaluated: [
      (s) => `exec(${s})`,
      (s) => `print(eval(${s}))`,
      (s) => `import builtins; builtins.exec(${s})`,
    ],
    unshown: ['sys.argv[1]', 'open("f").read()', 'os.environ["X"]', 'input()', 'sys.stdin.read()'],
    literal: '"ls -la"',
    code: '"print(1)"',
  },
  {
    run: 'node',
    flag: '-e',
    renamed: [
      (s) => `const cp = require("child_process"); cp["execSync"](${s})`,
      (s) => `const {execSync: e} = require("child_process"); e(${s})`,
      (s) => `require("child_process")["exec"](${s})`,
      (s) => `const c = require("node:child_process"); c.exec(${s})`,
      (s) => `const cp = require("child_process"); const run = cp.execSync; run(${s})`,
    ],
    evaluated: [
      (s) => `eval(${s})`,
      (s) => `new Function(${s})()`,
      (s) => `require("vm").runInNewContext(${s})`,
      (s) => `const vm = require("vm"); vm.runInThisContext(${s})`,
    ],
    unshown: ['process.argv[1]', 'process.env.X', 'require("fs").readFileSync("f", "utf8")'],
    literal: '"ls -la"',
    code: '"1 + 2"',
  },
  {
    run: 'ruby',
    flag: '-e',
    renamed: [
      (s) => `Kernel.send(:system, ${s})`,
      (s) => `Object.method(:system).call(${s})`,
      (s) => `Kernel.public_send(:exec, ${s})`,
      (s) => `IO.__send__("popen", ${s}).read`,
    ],
    evaluated: [(s) => `eval(${s})`, (s) => `Object.new.instance_eval(${s})`, (s) => `binding.eval(${s})`],
    unshown: ['ARGV[0]', 'File.read("f")', 'ENV["X"]', 'STDIN.read'],
    literal: '"ls -la"',
    code: '"1 + 2"',
  },
  {
    run: 'php',
    flag: '-r',
    renamed: [
      (s) => `call_user_func("system", ${s});`,
      (s) => `$f = "system"; $f(${s});`,
      (s) => `call_user_func_array("passthru", [${s}]);`,
      (s) => `"shell_exec"(${s});`,
    ],
    evaluated: [(s) => `eval(${s});`],
    unshown: ['$argv[1]', 'file_get_contents("f")', 'getenv("X")', 'fgets(STDIN)'],
    literal: '"ls -la"',
    code: '"echo 1;"',
  },
  {
    run: 'lua',
    flag: '-e',
    renamed: [
      (s) => `os["execute"](${s})`,
      (s) => `local e = os.execute; e(${s})`,
      (s) => `local o = os; o.execute(${s})`,
      (s) => `_G["io"]["popen"](${s}):close()`,
    ],
    evaluated: [(s) => `load(${s})()`, (s) => `loadstring(${s})()`],
    unshown: ['arg[1]', 'io.read()', 'os.getenv("X")'],
    literal: '"ls -la"',
    code: '"return 1"',
  },
  {
    run: 'Rscript',
    flag: '-e',
    renamed: [
      (s) => `do.call("system", list(${s}))`,
      (s) => `do.call(system, list(${s}))`,
      (s) => `f <- system; f(${s})`,
      (s) => `match.fun("system")(${s})`,
      (s) => `readLines(pipe(${s}))`,
    ],
    evaluated: [(s) => `eval(parse(text = ${s}))`, (s) => `eval(str2lang(${s}))`],
    unshown: ['readLines("f")', 'commandArgs(TRUE)[1]', 'Sys.getenv("X")'],
    literal: '"ls"',
    code: '"1 + 2"',
  },
];

const RENAMED = LANGUAGES.flatMap((l) => l.renamed.map((form) => ({ l, form })));
const EVALUATED = LANGUAGES.flatMap((l) => l.evaluated.map((form) => ({ l, form })));
type Entry = (typeof RENAMED)[number];

/** Each entry x each unshown value x each quoting refused; the entry given its literal admitted. */
function refusedAndNeighbour(entries: readonly Entry[], literal: (l: Language) => string): void {
  fc.assert(
    fc.property(fc.nat(entries.length - 1), fc.nat(4), fc.nat(ONE_LINER_QUOTINGS.length - 1), (e, u, q) => {
      const { l, form } = entries[e] as Entry;
      const quoting = ONE_LINER_QUOTINGS[q] as (typeof ONE_LINER_QUOTINGS)[number];
      decided('DENY', quoting(l.run, l.flag, form(l.unshown[u % l.unshown.length] as string)));
      decided('ALLOW', quoting(l.run, l.flag, form(literal(l))));
    }),
    { numRuns: runsOf(Math.ceil(RUNS / 8), 1500) },
  );
}

test('generated: a sink reached by another name (alias, index, reflection) running a value the code does not show is refused, a literal admitted (kernel; a share through the process)', () => {
  refusedAndNeighbour(RENAMED, (l) => l.literal);
});

test('generated: code evaluated whose text the code does not show is refused, literal code admitted (kernel; a share through the process)', () => {
  refusedAndNeighbour(EVALUATED, (l) => l.code);
});

/** Each language's join of two strings (R's a call, read as a value not shown). */
const JOINS: Readonly<Record<string, (a: string, b: string) => string>> = {
  python3: (a, b) => `${a} + ${b}`,
  node: (a, b) => `${a} + ${b}`,
  ruby: (a, b) => `${a} + ${b}`,
  php: (a, b) => `${a} . ${b}`,
  lua: (a, b) => `${a} .. ${b}`,
  Rscript: (a, b) => `paste0(${a}, ${b})`,
};

test('generated: code evaluated from a literal joined to a value, or to a literal, is refused (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(fc.nat(EVALUATED.length - 1), fc.nat(4), fc.boolean(), (e, u, literal) => {
      const { l, form } = EVALUATED[e] as Entry;
      const join = JOINS[l.run] as (a: string, b: string) => string;
      const value = literal ? '"1"' : (l.unshown[u % l.unshown.length] as string);
      decided('DENY', `${l.run} ${l.flag} ${sq(form(join('"1 + "', value)))}`);
    }),
    { numRuns: runsOf(Math.ceil(RUNS / 8), 300) },
  );
});

/** Programs the floor restricts by their arguments; programs no argument makes run, write or reach anything. */
const RESTRICTED = ['git', 'sudo', 'bash', 'find', 'make', 'curl', 'cmd'];
const FREE = ['ls', 'cat', 'grep', 'wc', 'head', 'echo'];
/** PowerShell arguments the script computes (brief item 3). */
const COMPUTED = ['(gc f)', '(Get-Content f)', '$args', '$env:X', '(Read-Host)', '@(gc f)'];

test('generated: a PowerShell native program given an argument the script computes: restricted refused, free admitted (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...RESTRICTED),
      fc.constantFrom(...FREE),
      fc.constantFrom(...COMPUTED),
      fc.constantFrom('', '/c ', '-C /tmp '),
      (restricted, free, value, before) => {
        const form = (p: string): string => `pwsh -c ${sq(`${p} ${p === 'cmd' ? '/c ' : before}${value}`)}`;
        decided('DENY', form(restricted));
        decided('ALLOW', form(free));
      },
    ),
    { numRuns: runsOf(Math.ceil(RUNS / 8), 400) },
  );
});

/** A command line joined from a literal and a value: a format call's, a variable assigned one (brief item 4). */
const JOINED: readonly ((p: string) => string)[] = [
  (p) => `python3 -c ${sq(`import os,sys; cmd = "${p} " + sys.argv[1]; os.system(cmd)`)}`,
  (p) => `python3 -c ${sq(`import os,sys; cmd = "${p} %s" % sys.argv[1]; os.system(cmd)`)}`,
  (p) => `ruby -e ${sq(`cmd = "${p} #{ARGV[0]}"; system(cmd)`)}`,
  (p) => `lua -e ${sq(`local cmd = "${p} " .. arg[1]; os.execute(cmd)`)}`,
  (p) => `node -e ${sq(`const cmd = \`${p} \${process.argv[1]}\`; require("child_process").execSync(cmd)`)}`,
  (p) => `Rscript -e ${sq(`system(sprintf("${p} %s", a))`)}`,
  (p) => `perl -e ${sq(`system(sprintf("${p} %s", $ARGV[0]))`)}`,
  (p) => `lua -e ${sq(`os.execute(string.format("${p} %s", arg[1]))`)}`,
  (p) => `php -r ${sq(`$cmd = "${p} " . $argv[1]; system($cmd);`)}`,
  (p) => `php -r ${sq(`system(sprintf("${p} %s", $argv[1]));`)}`,
];

test('generated: a format call or a variable assigned a literal joined to a value reads as a joined head: restricted refused, free admitted (kernel; a share through the process)', () => {
  fc.assert(
    fc.property(
      fc.nat(JOINED.length - 1),
      fc.constantFrom(...RESTRICTED.filter((p) => p !== 'cmd')),
      fc.constantFrom(...FREE),
      (k, restricted, free) => {
        const form = JOINED[k] as (p: string) => string;
        decided('DENY', form(restricted));
        decided('ALLOW', form(free));
      },
    ),
    { numRuns: runsOf(Math.ceil(RUNS / 8), 400) },
  );
});

test("the brief's cases and the hunt's, refused; their neighbours admitted (kernel)", () => {
  for (const text of [
    `python3 -c 'import subprocess as s, sys; s.run(sys.argv[1], shell=True)'`,
    `python3 -c 'from subprocess import run as r; import sys; r(sys.argv[1], shell=True)'`,
    `python3 -c 'import os, sys; f = os.system; f(sys.argv[1])'`,
    `python3 -c 'import os, sys; getattr(os, "system")(sys.argv[1])'`,
    `python3 -c 'import os, sys; list(map(os.system, sys.argv[1:]))'`,
    `python3 -c 'import os, sys; getattr(os, sys.argv[2])(sys.argv[1])'`,
    `python3 -c 'import sys; exec(sys.argv[1])'`,
    `python3 -c 'exec(open("f").read())'`,
    `python3 -c 'import sys; exec(compile(sys.argv[1], "x", "exec"))'`,
    `php -r 'call_user_func("system", $argv[1]);'`,
    `php -r '$f = "system"; $f($argv[1]);'`,
    `php -r 'array_map("system", array_slice($argv, 1));'`,
    `php -r 'call_user_func($argv[2], $argv[1]);'`,
    `php -r '$f = $argv[2]; $f($argv[1]);'`,
    `python3 -c 'import os, sys; eval("os.sys" + "tem")(sys.argv[1])'`,
    `ruby -e 'eval("#{ARGV[0]}")'`,
    `node -e 'eval("require("child_process").execSync(" + JSON.stringify(process.argv[1]) + ")")'`,
    `php -r 'eval("system("" . $argv[1] . "");");'`,
    `lua -e 'load("os.execute("" .. arg[1] .. "")")()'`,
    `python3 -c 'import sys, subprocess; subprocess.__dict__["run"](sys.argv[1], shell=True)'`,
    `python3 -c 'import sys, subprocess; vars(subprocess)["call"](sys.argv[1], shell=True)'`,
    `python3 -c 'import sys; m = __import__(sys.argv[2]); getattr(m, sys.argv[3])(sys.argv[1])'`,
    `node -e 'require(process.argv[2])[process.argv[3]](process.argv[1])'`,
    `node -e 'const c = module.require("child_process"); c.exec(process.argv[1])'`,
    `node -e '(c => c.exec(process.argv[1]))(require("child_process"))'`,
    `lua -e 'local o = require("os"); o.execute(arg[1])'`,
    `Rscript -e 'get("system", envir = baseenv())(commandArgs(TRUE)[1])'`,
    `Rscript -e 'getFromNamespace("system", "base")(commandArgs(TRUE)[1])'`,
    `perl -e 'eval qq{$ARGV[0]}'`,
    `ruby -e 'eval %Q{#{ARGV[0]}}'`,
    `ruby -e 'RubyVM::InstructionSequence.compile(ARGV[0]).eval'`,
    `ruby -e 'require "erb"; puts ERB.new(ARGV[0]).result'`,
    `python3 -c 'import code, sys; code.InteractiveInterpreter().runsource(sys.argv[1])'`,
    `python3 -c 'import os, sys; fs = [os.system]; fs[0](sys.argv[1])'`,
    `php -r 'eval($argv[1]);'`,
    `node -e 'const cp = require("child_process"); cp["execSync"](process.argv[1])'`,
    `node -e 'const {execSync: e} = require("child_process"); e(process.argv[1])'`,
    `node -e 'require("child_process")["exec"](process.argv[1])'`,
    `node -e 'import {execSync as e} from "child_process"; e(process.argv[1])'`,
    `node -e 'const cp = require("child_process"); process.argv.slice(1).forEach(cp.execSync)'`,
    `node -e 'const cp = require("child_process"); cp[process.argv[2]](process.argv[1])'`,
    `node -e 'eval(process.argv[1])'`,
    `node -e 'new Function(process.argv[1])()'`,
    `node -e 'require("vm").runInNewContext(process.argv[1])'`,
    `ruby -e 'Kernel.send(:system, ARGV[0])'`,
    `ruby -e 'Object.method(:system).call(ARGV[0])'`,
    `ruby -e 'ARGV.each(&method(:system))'`,
    `ruby -e 'Kernel.send(ARGV[1], ARGV[0])'`,
    `ruby -e 'eval(ARGV[0])'`,
    `ruby -e 'instance_eval(ARGV[0])'`,
    `perl -e 'eval $ARGV[0]'`,
    `perl -e 'eval(<STDIN>)'`,
    `lua -e 'os["execute"](arg[1])'`,
    `lua -e 'os[arg[2]](arg[1])'`,
    `lua -e 'load(arg[1])()'`,
    `lua -e 'loadstring(arg[1])()'`,
    `Rscript -e 'readLines(pipe(commandArgs(TRUE)[1]))'`,
    `Rscript -e 'eval(parse(text = readLines("f")))'`,
    `Rscript -e 'sapply(commandArgs(TRUE), system)'`,
    `tclsh <<< 'eval [gets stdin]'`,
    `tclsh <<< 'uplevel #0 [gets stdin]'`,
    `echo 'eval $argv' | tclsh`,
    `pwsh -c 'git (gc f)'`,
    `pwsh -c 'cmd /c (gc f)'`,
    `pwsh -c '& git $args'`,
    `pwsh -c 'bash -c (gc f)'`,
    `pwsh -c '& git (Read-Host)'`,
  ])
    kernelDecided('DENY', text);
  for (const text of [
    `python3 -c 'import subprocess as sp; sp.run(["git", "status"])'`,
    `python3 -c 'from subprocess import run, PIPE; run(["ls"], stdout=PIPE)'`,
    `python3 -c 'import os; print(getattr(os, "sep"))'`,
    `python3 -c 'import os; f = os.path.join; print(f("a", "b"))'`,
    `python3 -c 'code = "print(1)"; exec(code)'`,
    `python3 -c 'exec("print(1)")'`,
    `node -e 'console.log(eval("1+2"))'`,
    `node -e 'require("./lib/x.js").main()'`,
    `node -e 'const m = /a/.exec(process.argv[1]); console.log(m)'`,
    `Rscript -e 'print(exists("system"))'`,
    `perl -e 'eval q{print 1}'`,
    `ruby -e 'eval %q{puts 1}'`,
    `ruby -e 'puts Regexp.compile(ARGV[0])'`,
    `python3 -c 'import ast, sys; print(ast.literal_eval(sys.argv[1]))'`,
    `python3 -c 'import re, sys; print(re.compile(sys.argv[1]))'`,
    `python3 -c 'd = {"system": 1}; print(d["system"])'`,
    `node -e 'const {execSync} = require("child_process"); console.log(execSync("ls -la").toString())'`,
    `node -e 'const o = {}; console.log(o["exec"])'`,
    `node -e 'console.log(JSON.parse(process.argv[1]))'`,
    `ruby -e 'puts [1, 2].send(:size)'`,
    `ruby -e 'obj = Object.new; obj.instance_eval { puts 1 }'`,
    `ruby -e 'String.class_eval do def hi; 1; end end'`,
    `php -r 'var_dump(function_exists("exec"));'`,
    `php -r 'echo array_sum(array_map("intval", $argv));'`,
    `php -r '$f = fn($a) => $a * 2; echo $f(2);'`,
    `php -r '$f = "strtoupper"; echo $f("a");'`,
    `perl -e 'eval { die "x" }; print $@'`,
    `perl -e 'print eval "1+2"'`,
    `lua -e 'local t = {}; print(t["execute"])'`,
    `Rscript -e 'x <- do.call(rbind, list(1, 2)); print(x)'`,
    `Rscript -e 'sapply(1:3, sqrt)'`,
    `Rscript -e 'con <- pipe("ls"); readLines(con)'`,
    `tclsh <<< 'eval {puts hi}'`,
    `pwsh -c 'Write-Output (Get-Date)'`,
    `pwsh -c 'echo (Get-Date)'`,
    `pwsh -c 'if (Test-Path f) { ls }'`,
    `pwsh -c 'return (1+2)'`,
    `pwsh -c 'git status'`,
  ])
    kernelDecided('ALLOW', text);
});

test('linear: 200 kB of the new readings decided in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ["python3 -c 'import subprocess as s; ", 'f = s.run; ', "f(x)'"],
    ['node -e \'const cp = require("child_process"); cp', '["execSync"]', "(x)'"],
    ["ruby -e 'Kernel", '.send(:system, ', "x)'"],
    ["pwsh -c 'git ", '(gc f) ', "'"],
    ["tclsh <<< 'eval ", '[gets stdin] ', "'"],
    ["php -r '", '$f = $argv[1]; $f($x); ', "'"],
    ["python3 -c 'import os; ", 'cmd = "ls " + x; ', "os.system(cmd)'"],
  ]);
});
