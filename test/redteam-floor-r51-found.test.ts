// Round 51 (docs/floor.md, "Round 51 (redteam-r51)"): what the floor admitted on the base (c77d491b), each
// a class read at its cause: (a) HOME moved by a builtin that sets the names it is given (`read HOME`,
// `printf -v HOME`, `for HOME in`, `getopts`, a nameref) or by arithmetic (`a[HOME=0]=1`), then an
// interactive shell sourcing the `.bashrc` the text wrote; (b) a fleet shell's or Salt's command line
// (`pdsh -w h 'sudo id'`, `salt '*' cmd.run 'sudo id'`, `pssh -O ProxyCommand=..`); (c) a written file run
// by a shell whose options are not POSIX's (`tcsh f`, `fish -d3 f`, `pwsh -File f`); (d) a build tool's
// program given as an option or variable (`make CC='sudo id' x.o`, `cargo --config target.X.runner`,
// `go test -exec`, `TAR_OPTIONS=--to-command=`, `git -c remote.origin.uploadpack=`). Real bash, make, tar
// and git the oracle.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { shellInvocation } from '../src/kernel/ladder/shell-invocation.js';
import { runsOf } from './helpers/deep.js';
import * as floor from './helpers/redteam-floor.js';

const q = floor.shellQuote;

/** A share of what `make` builds from `arb` (GATE_DEEP=1: all), refused. */
function fewRefused<T>(arb: fc.Arbitrary<T>, make: (value: T) => string): void {
  fc.assert(
    fc.property(arb, (value) => {
      const command = make(value);
      assert.equal(floor.verdict(command).kind, 'DENY', command);
    }),
    { numRuns: runsOf(12, 400) },
  );
}

/** Ways to give a HOME name the value `.` (or `0`, a directory the text made) other than `HOME=.`. */
const HOME_SETTERS: readonly ((name: string) => string)[] = [
  (n) => `read ${n} <<< .`,
  (n) => `IFS=: read -r ${n} x <<< '.:'`,
  (n) => `read "${n}" <<< .`,
  (n) => `printf -v ${n} .`,
  (n) => `printf -v${n} .`,
  (n) => `x=${n}; printf -v "$x" .`,
  (n) => `x=${n}; read $x <<< .`,
  (n) => `declare -n h=${n}; h=.`,
  (n) => `declare -n h; h=${n}; h=.`,
  (n) => `local -n h=${n}; h=.`,
  (n) => `select ${n} in .; do break; done <<< 1`,
  (n) => `getopts a ${n} -a`,
  (n) => `a[${n}=0]=1`,
  (n) => `(( ${n} = 0 ))`,
  (n) => `x=${n}=0; : $((x))`,
];
/** Each HOME name, a start-up file it moves, and a program that then reads it. */
const MOVED: readonly (readonly [name: string, file: string, run: string])[] = [
  ['HOME', '.bashrc', 'bash -i -c ls'],
  ['HOME', '.zshenv', 'zsh -c ls'],
  ['HOME', '.gitconfig', 'git status'],
  ['ZDOTDIR', '.zshenv', 'zsh -c ls'],
  ['XDG_CONFIG_HOME', 'fish/config.fish', 'fish -c ls'],
];

test('HOME moved by a builtin that sets the names it is given, then a program reading it', () => {
  fewRefused(
    fc.tuple(fc.constantFrom(...HOME_SETTERS), fc.constantFrom(...MOVED), fc.constantFrom(' ', '\n', ' && ')),
    ([set, [name, file, run], sep]) => `echo 'sudo id' > ${file}; ${set(name)};${sep}${run}`,
  );
  // The same in a loop body: `for HOME in .; do bash -i -c ls; done`.
  floor.allDecided('DENY', ["echo 'sudo id' > .bashrc; for HOME in .; do bash -i -c ls; done"]);
});

test('neighbours: builtins setting other names, a fresh HOME, data words stay admitted', () => {
  floor.allDecided('ALLOW', [
    'for f in *.txt; do wc -l "$f"; done; npm test',
    'read -r name <<< x; npm test',
    'while IFS= read -r line; do echo "$line"; done < a.txt',
    "printf -v ts '%s' 1; npm test",
    'getopts ab opt; echo $opt',
    'declare -n r=x; x=1; echo $r; npm test',
    'HOME=$(mktemp -d) npm ci',
    "echo 'HOME is where'; bash -i -c ls",
    'echo "a[HOME]"; git status',
  ]);
});

/** Fleet shells and Salt: each runs its command line on every host it names (`ssh HOST CMD` each). */
const FLEET: readonly ((cmd: string) => string)[] = [
  (c) => `pdsh -w host1 ${q(c)}`,
  (c) => `pdsh -R ssh -l u -w 'web[1-4]' ${q(c)}`,
  (c) => `pssh -h hosts -i ${q(c)}`,
  (c) => `parallel-ssh -H host -t 10 ${q(c)}`,
  (c) => `clush -w h -b ${q(c)}`,
  (c) => `clush -g web -o '-p 22' ${q(c)}`,
  (c) => `mussh -h host -c ${q(c)}`,
  (c) => `salt '*' cmd.run ${q(c)}`,
  (c) => `salt -G os:Ubuntu cmd.run_all ${q(c)}`,
  (c) => `salt-call --local cmd.run ${q(c)}`,
  (c) => `salt-ssh '*' cmd.shell ${q(c)}`,
  (c) => `salt-ssh '*' -r ${q(c)}`,
  (c) => `mco shell run ${q(c)}`,
  (c) => `bolt command run ${q(c)} --targets web`,
  (c) => `vagrant ssh -c ${q(c)}`,
  (c) => `gcloud compute ssh vm --command=${q(c)}`,
];

test("a fleet shell's or Salt's command line is read as the command it is", () => {
  fewRefused(fc.tuple(fc.constantFrom(...FLEET), fc.constantFrom(...floor.STDIN_COMMANDS)), ([at, c]) =>
    at(c),
  );
  floor.allDecided('DENY', [
    "salt '*' cmd.run id runas=root",
    'bolt command run id --run-as root --targets web',
    "salt '*' cmd.script salt://x.sh",
    "pssh -O ProxyCommand='sudo id' -H h ls",
    "pssh -x '-o ProxyCommand=sudo\\ id' -H h ls",
    "clush -o '-oProxyCommand=sudo id' -w h ls",
  ]);
  floor.allDecided('ALLOW', [
    "salt '*' test.ping",
    "salt '*' cmd.run uptime",
    'salt-call grains.items',
    'pssh -h hosts -i uptime',
    "pdsh -w 'web[1-4]' 'df -h'",
    "clush -a 'systemctl status nginx'",
    "clush -w h -o '-p 2222' uptime",
    'mco shell run uptime',
    'bolt command run uptime -t web',
    "vagrant ssh -c 'ls'",
    'gcloud compute ssh vm --command=uptime',
  ]);
});

/** Shells whose option table is not POSIX's, each with its options before a written file. */
const OTHER_SHELLS: readonly string[] = [
  'tcsh',
  'tcsh -f',
  'tcsh -b',
  'csh -x',
  'csh -e',
  'fish',
  'fish -d3',
  'fish -d 3',
  'fish --no-config',
  'fish -C ls',
  'pwsh -File',
  'pwsh -NoProfile -ExecutionPolicy Bypass -File',
  'pwsh',
  'xonsh',
  'xonsh --rc',
  'nu',
  'elvish',
  'rc',
  'rbash',
  'osh',
];

test("a written file run by any shell of the vocabulary, by that shell's options", () => {
  fewRefused(
    fc.tuple(fc.constantFrom(...OTHER_SHELLS), fc.constantFrom('sudo id', 'chmod u+s /bin/bash')),
    ([sh, c]) => `echo ${q(c)} > f; ${sh} f`,
  );
  floor.allDecided('DENY', [
    "echo 'sudo id' > f; tcsh -s < f",
    "echo 'sudo id' > f.fish; fish < f.fish",
    "echo 'sudo id' > f; csh -c 'source f'",
  ]);
  floor.allDecided('ALLOW', ["echo 'ls' > f; tcsh f", "echo 'ls' > f.fish; fish f.fish", "fish -c 'ls'"]);
});

test('shellInvocation: each shell by its own option table', () => {
  const at = (line: string) => {
    const words = line.split(' ');
    const inv = shellInvocation(words, 0);
    return [inv.scripted, words[inv.operand]] as const;
  };
  assert.deepEqual(at('fish -d 3 F'), [false, 'F']);
  assert.deepEqual(at('fish -d3 F'), [false, 'F']);
  assert.deepEqual(at('fish -C ls F'), [false, 'F']);
  assert.deepEqual(at('tcsh -b -c F'), [false, '-c']);
  assert.deepEqual(at('pwsh -ExecutionPolicy Bypass -File F'), [false, 'F']);
  assert.deepEqual(at('pwsh -NoProfile F'), [false, 'F']);
  assert.deepEqual(at('pwsh -Command S'), [true, 'S']);
  assert.deepEqual(at('/usr/bin/bash -o pipefail -c S'), [true, 'S']);
  fc.assert(
    fc.property(
      fc.constantFrom('fish', 'tcsh', 'pwsh', 'bash'),
      fc.array(fc.constantFrom('-c', '-d', '-d3', '-b', '-File', '-ep', '--', '-', 'x', '+x', '--debug')),
      (sh, ws) => {
        const inv = shellInvocation([sh, ...ws], 0);
        return inv.operand >= 1 && inv.operand <= ws.length + 1;
      },
    ),
    { numRuns: runsOf(50, 1000) },
  );
});

/** A build tool's program given as an option or a variable: the tool starts it as a command. */
const BUILD_PROGRAMS: readonly ((cmd: string) => string)[] = [
  (c) => `make CC=${q(c)} x.o`,
  (c) => `CC=${q(c)} make x.o`,
  (c) => `make CXX=${q(c)} LD=ld all`,
  (c) => `cargo --config ${q(`target.x86_64-unknown-linux-gnu.runner="${c}"`)} run`,
  (c) => `cargo run --config ${q(`build.rustc-wrapper="${c}"`)}`,
  (c) => `CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER=${q(c)} cargo run`,
  (c) => `RUSTC_WRAPPER=${q(c)} cargo build`,
  (c) => `go test -exec ${q(c)} ./...`,
  (c) => `go build -toolexec=${q(c)} .`,
  (c) => `go vet -vettool=${q(c)} ./...`,
  (c) => `GOFLAGS=-toolexec=${q(c.split(' ')[0] as string)} go build`,
  (c) => `mvn -Dexec.executable=${q(c.split(' ')[0] as string)} exec:exec`,
  (c) => `TAR_OPTIONS=--to-command=${q(c.split(' ')[0] as string)} tar xf a.tar`,
  (c) => `git -c remote.origin.uploadpack=${q(c)} fetch`,
  (c) => `MAKEFLAGS=${q(`CC=${c.replace(/ /g, '\\ ')}`)} make x.o`,
  (c) => `MAKEFLAGS=${q(`SHELL=${c.split(' ')[0] as string}`)} make`,
  (c) => `cmake -DCMAKE_C_COMPILER_LAUNCHER=${q(c)} -B b .`,
  (c) => `cmake -D CMAKE_CXX_COMPILER:FILEPATH=${q(c)} -B b .`,
  (c) => `CMAKE_C_COMPILER_LAUNCHER=${q(c)} cmake --build b`,
];

test("a build tool's program given as an option or a variable is read as a command", () => {
  fewRefused(fc.tuple(fc.constantFrom(...BUILD_PROGRAMS), fc.constantFrom('sudo id', 'sudo')), ([at, c]) =>
    at(c),
  );
  floor.allDecided('DENY', [
    'git --exec-path=/tmp/x status',
    "git -c protocol.allow=always -c 'url.ext::sudo id.insteadOf=x:' clone -q x:a y",
  ]);
  floor.allDecided('ALLOW', [
    'cargo build',
    "cargo --config 'build.jobs=4' build",
    'RUSTC_WRAPPER=sccache cargo build',
    'CC=clang make',
    'make CC=gcc-12 all',
    "CC='ccache gcc' make -j4",
    'make CFLAGS=-O2',
    'go test ./...',
    'GOFLAGS=-mod=vendor go build',
    'TAR_OPTIONS=--no-same-owner tar xf a.tar',
    'mvn -DskipTests package',
    'git --exec-path',
    'MAKEFLAGS=-j4 make',
    "MAKEFLAGS='CC=clang' make",
    'cmake -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_BUILD_TYPE=Release -B b .',
    'cmake -DCMAKE_C_COMPILER=clang -B build',
    'git -c url.https://github.com/.insteadOf=gh: clone gh:x/y',
  ]);
});

/** 200 kB commands from the new readings' literals. CI decides one drawn afresh each run, GATE_DEEP=1 all. */
const LONG: readonly floor.LongCommand[] = [
  ['', 'read HOME x; printf -v y .; for z in .; do :; done; ', 'bash -i -c ls'],
  ['', 'a[HOME=0]=1 (( HOME = 0 )) x=HOME=', 'bash -i'],
  ['pdsh -w h ', "-w 'x' ", "'ls'"],
  ["salt '*' ", 'cmd.run runas=x ', 'ls'],
  ['pssh -x ', "'-o ProxyCommand=\\\\ ", "' -H h ls"],
  ['echo x > f; fish ', '-d3 -C x ', 'f'],
  ['echo x > f; pwsh ', '-ep x -NoProfile ', 'f'],
  ["cargo --config '", 'target.x.runner=[" ', "'"],
  ['make ', 'CC=x CXX=y ', 'all'],
  ['GOFLAGS="', '-toolexec=x -exec ', '" go build'],
  ["MAKEFLAGS='", 'CC=x\\ SHELL=y ', "' make"],
  ['cmake ', '-D CMAKE_C_COMPILER=x -DCMAKE_AR=y ', '-B b'],
];

test('linear: each new reading decides a 200 kB command built from its literals in bounded CPU', () => {
  floor.decidesDrawnInBoundedCpu(LONG);
});

test('through the real gate preflight: HOME moved by read', () => {
  const command = "echo 'sudo id' > .bashrc; read HOME <<< .; bash -i -c ls";
  assert.match(floor.processVerdict('Bash', { command }), /verdict=DENY/, command);
});

/** The oracle, a case a class: each runs the stub sudo under real bash, make, tar and git. */
const ORACLE = [
  "echo 'sudo id' > .bashrc; read HOME <<< .; bash -i -c true",
  "echo 'sudo id' > .bashrc; printf -v HOME .; bash -i -c true",
  "echo 'sudo id' > .bashrc; declare -n h=HOME; h=.; bash -i -c true",
  "mkdir -p a; echo 'sudo id' > a/.bashrc; getopts a HOME -a; bash -i -c true",
  "mkdir -p 0; echo 'sudo id' > 0/.bashrc; a[HOME=0]=1; bash -i -c true",
  "printf 'int main(){return 0;}\\n' > x.c; make CC='sudo id' x.o",
  "echo hi > t; tar cf a.tar t; TAR_OPTIONS='--to-command=sudo' tar xf a.tar",
  "printf 'int main(){return 0;}\\n' > y.c; MAKEFLAGS='CC=sudo' make y.o",
];

test('the oracle: real programs run each refused case', { skip: floor.oracleSkip('round 51') }, () => {
  for (const c of ORACLE) assert.equal(floor.verdict(c).kind, 'DENY', c);
  const tools = ['bash', 'sh', 'mkdir', 'make', 'tar'].filter((p) => floor.has(p));
  floor.inScratch('gate-r51-', tools, (dir) => {
    const cases = ORACLE.filter(
      (c) => !/\bmake\b|\btar\b/.test(c) || tools.includes(c.includes('make') ? 'make' : 'tar'),
    );
    floor.eachRanAndRefused(cases, floor.runConfined(dir, floor.caseLines(cases), 30));
  });
});
