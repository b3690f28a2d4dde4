// Round 75 (docs/floor.md "Round 75 (rt-constructors-r75)"): code built at run time that round 74's evaluator
// reading (its first argument only, its name only where called) left unread. On the base `new Function("a",
// x)`, `(0,eval)(x)`, `eval.call(null, x)`, `globalThis["ev" + "al"](x)`, `[].constructor.constructor(x)`,
// `import("data:text/javascript," + x)`, `map(exec, xs)`, `timeit.timeit(x)`, `pickle.loads(x)`,
// `create_function("", $x)`, `assert($x)`, `preg_replace("/.*/e", ..)`, `$f = "sys" . "tem"; $f($x)`,
// `Kernel.send("ev" + "al", x)`, `open("|" + x)`, `s/(.*)/$1/ee`, `open(F, $x)`, Tcl's `namespace eval ns $x`,
// `interp eval {} $x`, `proc p {} [gets stdin]`, Lua's `_G["load"](x)` and `os["exec" .. "ute"](x)`, R's
// `source(textConnection(x))` were admitted.
import { test } from 'node:test';
import fc from 'fast-check';
import {
  decidedWithProcessShare as deciderOf,
  decidesDrawnInBoundedCpu,
  kernelDecided,
  ONE_LINER_QUOTINGS,
  RUNS,
} from './helpers/redteam-floor.js';

/** The floor's decision in the kernel from /work/proj; one in eight also through `gate preflight`. */
const decided = deciderOf({ cwd: '/work/proj' });

interface Language {
  run: string;
  flag: string;
  /** Code built at run time from `s`: refused for a value the code does not show, admitted for literal code. */
  built: readonly ((s: string) => string)[];
  /** Code built from `s` whatever it is (an evaluator handed on, `s///ee`): refused for any `s`. */
  always: readonly ((s: string) => string)[];
  unshown: readonly string[];
  /** Literal code that runs no command. */
  code: string;
}

const LANGUAGES: readonly Language[] = [
  {
    run: 'node',
    flag: '-e',
    built: [
      (s) => `new Function("a", ${s})(1)`,
      (s) => `new Function("a", "b", ${s})`,
      (s) => `[].constructor.constructor(${s})()`,
      (s) => `(() => {}).constructor(${s})()`,
      (s) => `globalThis["eval"](${s})`,
      (s) => `global.Function(${s})()`,
      (s) => `require("module").prototype._compile(${s}, "f")`,
    ],
    always: [
      (s) => `(0, eval)(${s})`,
      (s) => `eval.call(null, ${s})`,
      (s) => `Reflect.apply(eval, null, [${s}])`,
      (s) => `[${s}].map(eval)`,
      (s) => `Function.call(null, ${s})()`,
      (s) => `Reflect.construct(Function, [${s}])()`,
      (s) => `new (Object.getPrototypeOf(async function () {}).constructor)(${s})()`,
      (s) => `globalThis["ev" + "al"](${s})`,
      (s) => `require("vm")["runIn" + "NewContext"](${s})`,
      (s) => `import("data:text/javascript," + ${s})`,
      (s) => `const {Worker} = require("worker_threads"); new Worker(${s} + "", {eval: true})`,
    ],
    unshown: ['process.argv[1]', 'process.env.X', 'require("fs").readFileSync("f", "utf8")'],
    code: '"1 + 2"',
  },
  {
    run: 'python3',
    flag: '-c',
    built: [
      (s) => `import timeit; timeit.timeit(${s}, number=1)`,
      (s) => `import timeit; timeit.timeit("pass", setup=${s})`,
      (s) => `import cProfile; cProfile.run(${s})`,
      (s) => `import pdb; pdb.run(${s})`,
      (s) => `from timeit import Timer; Timer(${s}).timeit(1)`,
      (s) => `import types; types.FunctionType(${s}, {})()`,
    ],
    always: [
      (s) => `import pickle; pickle.loads(${s})`,
      (s) => `import yaml; yaml.unsafe_load(${s})`,
      (s) => `list(map(exec, [${s}]))`,
      (s) => `import builtins; f = [builtins.exec][0]; f(${s})`,
      (s) => `getattr(__builtins__, "ex" + "ec")(${s})`,
    ],
    unshown: ['sys.argv[1]', 'open("f").read()', 'os.environ["X"]', 'input()'],
    code: '"1 + 2"',
  },
  {
    run: 'php',
    flag: '-r',
    built: [
      (s) => `create_function("", ${s});`,
      (s) => `$f = create_function(${s}, "return 1;"); $f();`,
      (s) => `assert(${s});`,
      (s) => `call_user_func("assert", ${s});`,
    ],
    always: [
      (s) => `preg_replace("/.*/e", ${s}, "x");`,
      (s) => `$f = "sys" . "tem"; $f(${s});`,
      (s) => `$f = "ass" . "ert"; $f(${s});`,
      (s) => `array_map("assert", [${s}]);`,
      (s) => `include "data://text/plain," . ${s};`,
      (s) => `mb_ereg_replace(".*", ${s}, "x", "e");`,
    ],
    unshown: ['$argv[1]', 'getenv("X")', 'file_get_contents("f")'],
    code: '"1 + 2;"',
  },
  {
    run: 'ruby',
    flag: '-e',
    built: [
      (s) => `open(${s})`,
      (s) => `Kernel.open(${s}).read`,
      (s) => `Object.const_get(:Kernel).eval(${s})`,
      (s) => `method(:eval).call(${s})`,
    ],
    always: [
      (s) => `Kernel.send("ev" + "al", ${s})`,
      (s) => `Kernel.send(:"#{ARGV[1]}", ${s})`,
      (s) => `open("|" + ${s})`,
      (s) => `IO.read("|" + ${s})`,
      (s) => `Object.const_get(ARGV[1]).system(${s})`,
    ],
    unshown: ['ARGV[0]', 'ENV["X"]', 'File.read("f")', 'STDIN.read'],
    code: '"README.md"',
  },
  {
    run: 'perl',
    flag: '-e',
    built: [(s) => `open(F, ${s}) or die; print <F>`, (s) => `eval ${s}`],
    always: [
      (s) => `my $x = ${s}; $x =~ s/(.*)/$1/ee`,
      (s) => `$_ = ${s}; s{.*}{$&}ee`,
      (s) => `use re "eval"; my $r = ${s}; "a" =~ /$r/`,
    ],
    unshown: ['$ARGV[0]', 'shift', '$ENV{X}', '<STDIN>'],
    code: '"README.md"',
  },
  {
    run: 'lua',
    flag: '-e',
    built: [(s) => `_G["load"](${s})()`, (s) => `_G.load(${s})()`, (s) => `_ENV.loadstring(${s})()`],
    always: [
      (s) => `os["exec" .. "ute"](${s})`,
      (s) => `_G["lo" .. "ad"](${s})()`,
      (s) => `pcall(load, ${s})`,
    ],
    unshown: ['arg[1]', 'os.getenv("X")', 'io.read()'],
    code: '"return 1"',
  },
  {
    run: 'Rscript',
    flag: '-e',
    built: [
      (s) => `source(textConnection(${s}))`,
      (s) => `sys.source(textConnection(${s}))`,
      (s) => `x <- ${s}; source(textConnection(x))`,
    ],
    always: [],
    unshown: ['commandArgs(TRUE)[1]', 'Sys.getenv("X")', 'readLines("f")'],
    code: '"1 + 2"',
  },
];

/** Tcl's script words given a value (`$x`, `[gets stdin]`); refused through tclsh's input and expect's `-c`. */
const TCL_FORMS: readonly ((s: string) => string)[] = [
  (s) => `namespace eval ns ${s}`,
  (s) => `namespace inscope ns ${s}`,
  (s) => `interp eval {} ${s}`,
  (s) => `interp create c; c eval ${s}`,
  (s) => `proc p {} ${s}; p`,
  (s) => `apply ${s}`,
  (s) => `after 0 ${s}; update`,
  (s) => `catch ${s} r`,
  (s) => `time ${s}`,
  (s) => `try ${s}`,
];
const TCL_VALUES: readonly string[] = ['[gets stdin]', '[lindex $argv 0]', '$env(X)', '[read stdin]'];
const TCL_SHOWN: readonly string[] = ['{puts hi}', '{set a 1}'];
const TCL_CARRIERS: readonly ((code: string) => string)[] = [
  (code) => `tclsh <<< '${code}'`,
  (code) => `expect -c '${code}'`,
];

test('generated: code built from a value the code does not show is refused, from literal code admitted (kernel; a share through the process)', () => {
  const entries = LANGUAGES.flatMap((l) => l.built.map((form) => [l, form] as const));
  fc.assert(
    fc.property(fc.nat(entries.length - 1), fc.nat(4), fc.nat(ONE_LINER_QUOTINGS.length - 1), (e, u, q) => {
      const [l, form] = entries[e] as (typeof entries)[number];
      const quoting = ONE_LINER_QUOTINGS[q] as (typeof ONE_LINER_QUOTINGS)[number];
      decided('DENY', quoting(l.run, l.flag, form(l.unshown[u % l.unshown.length] as string)));
      decided('ALLOW', quoting(l.run, l.flag, form(l.code)));
    }),
    { numRuns: Math.min(RUNS, 100) },
  );
});

test('generated: an evaluator handed on, reached by a computed name, or code run from built text is refused whatever it is given (kernel; a share through the process)', () => {
  const entries = LANGUAGES.flatMap((l) => l.always.map((form) => [l, form] as const));
  fc.assert(
    fc.property(fc.nat(entries.length - 1), fc.nat(5), fc.nat(ONE_LINER_QUOTINGS.length - 1), (e, u, q) => {
      const [l, form] = entries[e] as (typeof entries)[number];
      const values = [...l.unshown, l.code];
      const quoting = ONE_LINER_QUOTINGS[q] as (typeof ONE_LINER_QUOTINGS)[number];
      decided('DENY', quoting(l.run, l.flag, form(values[u % values.length] as string)));
    }),
    { numRuns: Math.min(RUNS, 100) },
  );
});

test("generated: Tcl's script words given a value refused, given braces admitted (kernel; a share through the process)", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...TCL_FORMS),
      fc.constantFrom(...TCL_VALUES),
      fc.constantFrom(...TCL_SHOWN),
      fc.constantFrom(...TCL_CARRIERS),
      (form, value, shown, carry) => {
        decided('DENY', carry(form(value)));
        decided('ALLOW', carry(form(shown)));
      },
    ),
    { numRuns: Math.min(RUNS, 50) },
  );
});

test("the brief's cases and the hunt's, refused (kernel)", () => {
  for (const text of [
    `node -e 'new Function("a", process.argv[1])(1)' x`,
    `node -e 'new Function("a", x)(1)'`,
    `node -e '(0,eval)(x)'`,
    `node -e 'globalThis["ev"+"al"](process.argv[1])' x`,
    `node -e 'import("data:text/javascript," + process.argv[1])' x`,
    `node -e 'import(process.argv[1])' x`,
    `node -e 'import("data:text/javascript;base64,cmVxdWlyZSgiY2hpbGRfcHJvY2VzcyIpLmV4ZWNTeW5jKCJpZCIp")'`,
    `node -e '[].constructor.constructor(process.argv[1])()' x`,
    `node -e 'eval.call(null, process.argv[1])' x`,
    `python3 -c 'import sys, types, marshal; types.FunctionType(marshal.loads(bytes.fromhex(sys.argv[1])), {})()' x`,
    `python3 -c 'import sys, pickle; pickle.loads(bytes.fromhex(sys.argv[1]))' x`,
    `python3 -c 'import sys; list(map(exec, sys.argv[1:]))' x`,
    `python3 -c 'import sys, timeit; timeit.timeit(sys.argv[1], number=1)' x`,
    `php -r 'create_function("", $argv[1])();' x`,
    `php -r 'assert($argv[1]);' x`,
    `php -r 'preg_replace("/.*/e", $argv[1], "x");' x`,
    `php -r '$f = "sys"."tem"; $f($argv[1]);' x`,
    `php -r 'include "php://stdin";'`,
    `ruby -e 'Kernel.send("ev"+"al", ARGV[0])' x`,
    `ruby -e 'Object.const_get(:Kernel).system(ARGV[0])' x`,
    `ruby -e 'open("|" + ARGV[0])' x`,
    `ruby -e 'Kernel.open("|#{ARGV[0]}")' x`,
    `perl -e 'my $x = shift; $x =~ s/(.*)/$1/ee' x`,
    `perl -e 'open(F, $ARGV[0])' x`,
    `tclsh <<< 'namespace eval ns [lindex $argv 0]'`,
    `echo 'interp eval {} [gets stdin]' | tclsh`,
    `echo 'proc p {} [gets stdin]; p' | tclsh`,
    `lua -e '_G["load"](arg[1])()' x`,
    `lua -e 'os["exec".."ute"](arg[1])' x`,
    `Rscript -e 'source(textConnection(commandArgs(TRUE)[1]))' x`,
    `Rscript -e 'tc <- textConnection(commandArgs(TRUE)[1]); source(tc)' x`,
    `python3 -c 'import sys, pickle as p; p.loads(bytes.fromhex(sys.argv[1]))' x`,
    `python3 -c 'import sys, timeit as t; t.timeit(sys.argv[1])' x`,
    `php -r 'echo preg_replace(array("/a/e"), $argv[1], "x");' x`,
    `perl -e 'open F, $ARGV[0]; print <F>' x`,
    `lua -e 'local g = _G; g.load(arg[1])()' x`,
    `node -e 'Function.apply(null, [process.argv[1]])()' x`,
    `node -e 'eval?.(process.argv[1])' x`,
    `node -e 'const F = (function(){}).constructor; F(process.argv[1])()' x`,
    `ruby -e 'x = "|" + ARGV[0]; open(x)' x`,
  ])
    kernelDecided('DENY', text);
});

test('neighbours: literal code, files named to run, ordinary uses of the same names, admitted (kernel)', () => {
  for (const text of [
    `node -e 'new Function("a", "b", "return a + b")(1, 2)'`,
    `node -e 'class A { constructor(x) { this.x = x } }; console.log(new A(1).x)'`,
    `node -e 'console.log([].constructor.name)'`,
    `node -e 'const o = {}; console.log(o.constructor === Object)'`,
    `node -e 'console.log(typeof eval)'`,
    `node -e 'console.log(x instanceof Function)'`,
    `node -e 'console.log(Function.prototype.toString.call(Math.max))'`,
    `node -e 'import("./lib.mjs").then(m => m.main())'`,
    `node -e 'import("node:fs").then(fs => console.log(fs.readdirSync(".")))'`,
    `node -e 'console.log("use import(x) or eval.call")'`,
    `node -e 'const { Worker } = require("worker_threads"); new Worker("./w.js")'`,
    `node -e 'global.foo = 1; console.log(global.foo)'`,
    `python3 -c 'import timeit; print(timeit.timeit("sum(range(100))", number=1000))'`,
    `python3 -c 'import timeit; print(timeit.timeit("x.sort()", setup="x = [3, 1, 2]", number=10))'`,
    `python3 -c 'import timeit; print(timeit.timeit("f()", globals=globals(), number=3))'`,
    `python3 -c 'import pickle; print(pickle.load(open("data.pkl", "rb")))'`,
    `python3 -c 'import torch; m = torch.nn.Linear(2, 2); m.eval(); print(m)'`,
    `python3 -c 'import re; print(re.compile("a+").match("aa"))'`,
    `python3 -c 'import sys, runpy; runpy.run_path(sys.argv[1])' x`,
    `php -r 'echo preg_replace("/(\\w+)/i", "[$1]", "hello");'`,
    `php -r '$f = "strtoupper"; echo $f("x");'`,
    `php -r 'echo create_function("", "return 2 * 3;")();'`,
    `php -r '$n = 1; assert($n > 0);'`,
    `php -r 'echo mb_ereg_replace("a", "b", "aa", "i");'`,
    `php -r 'assert(is_int(1));'`,
    `php -r 'include "vendor/autoload.php"; echo 1;'`,
    `ruby -e 'puts File.read(ARGV[0])' f`,
    `ruby -e 'puts open("README.md").read'`,
    `ruby -e 'Object.const_get(:Math).sqrt(4)'`,
    `ruby -e 'puts 1.send(:+, 2)'`,
    `ruby -e 'File.open(ARGV[0]) { |f| puts f.read }' f`,
    `perl -pe 's/(\\d+)/$1*2/e' f`,
    `perl -pe 's/see/saw/' f`,
    `perl -e 'open(my $f, "<", $ARGV[0]) or die; print <$f>' f`,
    `perl -e 'do $ARGV[0]' x`,
    `tclsh <<< 'namespace eval ns { proc hi {} { puts hi } }; ns::hi'`,
    `tclsh <<< 'proc p {x} { return [expr {$x + 1}] }; puts [p 1]'`,
    `tclsh <<< 'catch {exec ls} res; puts $res'`,
    `tclsh <<< 'after 100; puts done'`,
    `lua -e 'print(load("return 1 + 1")())'`,
    `lua -e 'print(_G.print)'`,
    `lua -e 'dofile(arg[1])' x`,
    `Rscript -e 'x <- readLines(textConnection("a\\nb")); print(x)'`,
    `Rscript -e 'eval(parse(text = "1 + 1"))'`,
  ])
    kernelDecided('ALLOW', text);
});

test('linear: 200 kB of the new readings decided in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    [`node -e '`, 'new Function("a", ', `x)'`],
    [`node -e '`, '(0,eval)(eval.call(', `x)'`],
    [`node -e '`, 'import(x + import("data:,', `")'`],
    [`perl -e '`, 's/a/b/e;s{', `}ee'`],
    [`php -r '`, 'preg_replace("/a/e", assert(', `);'`],
    [`php -r '`, 'mb_ereg_replace(a, b, c, ', `);'`],
    [`ruby -e '`, 'open("|" + Kernel.send("a" + ', `)'`],
    [`tclsh <<< '`, '[after 1 [proc p {} ', `]'`],
  ]);
});
