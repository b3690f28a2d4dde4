// Round 52 (docs/floor.md, "Round 52 (redteam-r52)"): what the floor admitted on the base (9756f248), each a
// class read at its cause: (a) an environment variable that makes an interpreter or a build tool load or
// run code (LUA_INIT, R_PROFILE_USER, IRBRC, PHPRC, a clustered RUBYOPT, OPENSSL_CONF, npm's node-gyp),
// one table in shell-option-scripts.ts; (b) the JVM's loading and command options (`-javaagent:F`,
// `-XX:OnError=CMD`) on a JVM program's command line and in any `*_OPTS` / JAVA_TOOL_OPTIONS variable;
// (c) a program a tool's config key names (node-gyp's PYTHON, npm's `--python`/`--git`/`--shell`, cargo's
// alias words and `--config FILE`, MAVEN_ARGS); (d) ClusterSSH's `-a CMD`; (e) a compiler's options that
// run a program or load code (`gcc -wrapper`, `make CFLAGS='-wrapper CMD'`, `-fplugin=`, `RUSTFLAGS='-C
// linker=CMD'`). Real java is the oracle of (b)
// (JAVA_TOOL_OPTIONS' `-XX:OnOutOfMemoryError` ran the stub sudo), where java is installed; real gcc and
// make of (e).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import * as floor from './helpers/redteam-floor.js';

const q = floor.shellQuote;

/** Ways a variable reaches the program after it: a prefix, `env`, `export`, `declare -x`, a name's case. */
const CARRIERS: readonly ((name: string, value: string, run: string) => string)[] = [
  (n, v, r) => `${n}=${q(v)} ${r}`,
  (n, v, r) => `env ${n}=${q(v)} ${r}`,
  (n, v, r) => `env -i PATH=/usr/bin ${n}=${q(v)} ${r}`,
  (n, v, r) => `export ${n}=${q(v)}; ${r}`,
  (n, v, r) => `declare -x ${n}=${q(v)}\n${r}`,
  (n, v, r) => `${n}=${q(v)}; export ${n}; ${r}`,
];

/** Each variable, a value that loads or runs code, and a program that reads it (by its manual). */
const LOADERS: readonly (readonly [name: string, value: string, run: string])[] = [
  ['LUA_INIT', 'os.execute("id")', 'lua a.lua'],
  ['LUA_INIT', '@/tmp/x.lua', 'lua a.lua'],
  ['LUA_INIT_5_4', '@x.lua', 'lua5.4 a.lua'],
  ['R_PROFILE_USER', '/tmp/x.R', 'Rscript a.R'],
  ['R_ENVIRON_USER', '/tmp/renv', 'R -q'],
  ['R_PROFILE', 'x.R', 'Rscript a.R'],
  ['IRBRC', '/tmp/irbrc', 'irb'],
  ['RUBYOPT', '-rx', 'ruby a.rb'],
  ['RUBYOPT', '-wrx', 'bundle exec rake'],
  ['RUBYOPT', '-W0 -r/tmp/x', 'ruby a.rb'],
  ['PHPRC', '/tmp/php.ini', 'php a.php'],
  ['PHP_INI_SCAN_DIR', ':/tmp/conf.d', 'php a.php'],
  ['npm_config_node_gyp', '/tmp/gyp.js', 'npm install'],
  ['OPENSSL_CONF', '/tmp/ssl.cnf', 'curl -s https://example.com'],
  ['JAVA_TOOL_OPTIONS', '-javaagent:/tmp/a.jar', 'java -jar app.jar'],
  ['GRADLE_OPTS', '-javaagent:/tmp/a.jar', './gradlew build'],
  ['MAVEN_OPTS', '-Xmx1g -agentpath:/tmp/a.so', 'mvn test'],
  ['ANT_OPTS', '-agentlib:x', 'ant'],
  ['SBT_OPTS', '-javaagent:a.jar', 'sbt test'],
  ['JAVA_OPTS', '-XX:VMOptionsFile=/tmp/o', './bin/app'],
  ['CATALINA_OPTS', '-javaagent:/tmp/a.jar', 'catalina.sh run'],
  ['JDK_JAVA_OPTIONS', '@/tmp/args', 'java -jar app.jar'],
  ['GRADLE_OPTS', '-Dorg.gradle.jvmargs="-Xmx1g -javaagent:/tmp/a.jar"', 'gradle build'],
  ['NODE_REPL_EXTERNAL_MODULE', '/tmp/x.js', 'node'],
  ['npm_config_init_module', '/tmp/x.js', 'npm init -y'],
  ['GOENV', '/tmp/goenv', 'go build'],
  ['HGRCPATH', '/tmp/hgrc', 'hg status'],
  // A search path in a shared place, read as PATH is (`sitecustomize.py`, a `.pth`, a library by name).
  ['PYTHONPATH', '/tmp/x', 'python3 a.py'],
  ['PYTHONUSERBASE', '/var/tmp/u', 'python3 a.py'],
  ['PYTHONHOME', '/dev/shm/py', 'python3 a.py'],
  ['LD_LIBRARY_PATH', '/usr/lib:/tmp/x', 'ls'],
  ['NODE_PATH', '$TMPDIR/m', 'node a.js'],
  ['PERL5LIB', '/tmp/p', 'perl a.pl'],
  ['RUBYLIB', '/tmp/r', 'ruby a.rb'],
  ['GCONV_PATH', '/tmp/g', 'iconv -f a -t b f'],
];

test('a variable that makes an interpreter or a JVM load code, by every carrier', () => {
  floor.shareRefused(
    fc.tuple(fc.constantFrom(...CARRIERS), fc.constantFrom(...LOADERS)),
    ([carry, [n, v, r]]) => carry(n, v, r),
  );
  // A loader given a value the text does not show (round 14's forms): the floor's LOADER names.
  floor.allDecided('DENY', [
    'read GRADLE_OPTS < f; gradle build',
    'printf -v LUA_INIT %s "$x"; lua a.lua',
    'for IRBRC in /tmp/*; do irb; done',
    'export JAVA_TOOL_OPTIONS; java -jar a.jar',
  ]);
});

/** A command line a variable or option hands a program to run: the JVM's, node-gyp's, npm's, maven's. */
const COMMAND_CARRIERS: readonly ((cmd: string) => string)[] = [
  // The JVM splits its options variable on blanks, quotes kept together (a blank in CMD needs them).
  (c) => `JAVA_TOOL_OPTIONS=${q(`-XX:OnError="${c}"`)} java -jar a.jar`,
  (c) => `JAVA_TOOL_OPTIONS=${q(`-Xmx8m "-XX:OnOutOfMemoryError=${c}"`)} java -jar a.jar`,
  (c) => `KAFKA_OPTS=${q(`'-XX:OnError=${c}'`)} kafka-server-start.sh c`,
  (c) => `java ${q(`-XX:OnOutOfMemoryError=${c}`)} -jar a.jar`,
  (c) => `jshell ${q(`-J-XX:OnError=${c}`)}`,
  (c) => `PYTHON=${q(c)} npm install`,
  (c) => `NODE_GYP_FORCE_PYTHON=${q(c)} npm rebuild`,
  (c) => `npm_config_python=${q(c)} npm ci`,
  (c) => `NPM_CONFIG_GIT=${q(c)} npm install github:a/b`,
  (c) => `npm_config_shell=${q(c)} npm exec`,
  (c) => `npm install --python=${q(c)}`,
  (c) => `npm install --git ${q(c)} github:a/b`,
  (c) => `RSYNC_CONNECT_PROG=${q(c)} rsync rsync://h/m .`,
  (c) => `SVN_SSH=${q(c)} svn co svn+ssh://h/r`,
  (c) => `CCACHE_PREFIX=${q(c)} make`,
  (c) => `PKG_CONFIG=${q(c)} meson setup b`,
  (c) => `DISTCC_SSH=${q(c)} make -j8`,
  (c) => `make MAKE=${q(c)}`,
  (c) => `BAT_PAGER=${q(c)} bat f`,
  (c) => `DELTA_PAGER=${q(c)} git diff`,
  (c) => `export PERLDOC_PAGER=${q(c)}; perldoc x`,
  (c) => `gpg --photo-viewer ${q(c)} --list-options show-photos --list-keys`,
  (c) => `pnpm install --python=${q(c)}`,
  // cargo splits a string alias on blanks: an array carries a blank.
  (c) => `cargo --config ${q(`alias.b=["run", "--config", "target.x.runner=\\"${c}\\""]`)} b`,
  (c) => `cssh -a ${q(c)} h1 h2`,
  (c) => `clusterssh --action=${q(c)} h1`,
  (c) => `cssh -o ${q(`-o ProxyCommand=${c}`)} h1`,
  // gcc runs every subcommand under `-wrapper PROG,ARGS` (real gcc, and make's CFLAGS): commas are blanks.
  (c) => `gcc -wrapper ${q(c.replaceAll(' ', ','))} -c x.c`,
  (c) => `make CFLAGS=${q(`-O2 -wrapper ${c.replaceAll(' ', ',')}`)} x.o`,
  (c) => `CFLAGS=${q(`-wrapper ${c.replaceAll(' ', ',')}`)} make x.o`,
  (c) => `CGO_LDFLAGS=${q(`-wrapper ${c.replaceAll(' ', ',')}`)} go build`,
];

test('a command line a variable or a config option hands a program is read as the command it is', () => {
  // `su""do`: refused by the reading of the command, not by a look at the text.
  floor.shareRefused(
    fc.tuple(fc.constantFrom(...COMMAND_CARRIERS), fc.constantFrom(...floor.STDIN_COMMANDS, 'su""do id')),
    ([at, c]) => at(c),
  );
  floor.allDecided('DENY', [
    'java -javaagent:/tmp/a.jar -jar app.jar',
    'java @/tmp/args -jar app.jar',
    './gradlew -Dorg.gradle.jvmargs=-javaagent:/tmp/a.jar build',
    'npm install --node-gyp=/tmp/gyp.js',
    // mvn splits MAVEN_ARGS on blanks; `exec.executable` is a program (its arguments are `exec.args`).
    'MAVEN_ARGS=\'-Dexec.executable=su""do -Dexec.args=id\' mvn exec:exec',
    'cargo --config /tmp/c.toml run',
    'cargo --config \'alias.b="run --config alias.c=x"\' b',
    "knife ssh 'name:*' 'su\"\"do id'",
    // rustc runs its linker as a program (no arguments): the program named is the command.
    "RUSTFLAGS='-C linker=sudo' cargo build",
    'rustc -C linker=sudo a.rs',
    "CARGO_ENCODED_RUSTFLAGS=$'-C\\x1flinker=sudo' cargo build",
    'gcc -fplugin=/tmp/p.so -c x.c',
    'gcc -B/tmp/x -c x.c',
    'gcc -specs=/tmp/s x.c',
    "CFLAGS='-fplugin=/tmp/p.so' make x.o",
    'gcc -Wl,-plugin,/tmp/p.so x.c',
  ]);
});

test('neighbours: ordinary JVM, npm, cargo, ruby and php settings stay admitted', () => {
  floor.allDecided('ALLOW', [
    'JAVA_TOOL_OPTIONS=-Xmx1g java -jar a.jar',
    "GRADLE_OPTS='-Xmx2g -Dorg.gradle.daemon=false' ./gradlew build",
    "MAVEN_OPTS='-Xmx1g' mvn -B test",
    'JAVA_OPTS="-Xms512m -Xmx1g" ./bin/app',
    "java -XX:OnOutOfMemoryError='kill -9 %p' -jar a.jar",
    'java -Xmx1g -jar build/libs/app.jar --server.port=8080',
    'javac @sources.txt',
    'SBT_OPTS=-Xss4m sbt test',
    'RUBYOPT=-W0 ruby a.rb',
    "RUBYOPT='-E UTF-8' bundle exec rake",
    'PERL5OPT=-w perl a.pl',
    'PHP_INI_SCAN_DIR= php -v',
    'PYTHON=python3 make',
    'PYTHON=python3 npm install',
    'npm install --python=python3.11',
    'npm install --save-dev typescript',
    'cargo --config build.jobs=4 build',
    'cargo --config \'alias.t="test --workspace"\' t',
    'cssh h1 h2',
    'ANSIBLE_OPTS=-v ansible-playbook x.yml',
    'lua a.lua',
    'PYTHONPATH=. pytest',
    'PYTHONPATH=src python3 -m app',
    'LD_LIBRARY_PATH=/usr/local/lib ./a.out',
    'PYTHONPATH=$PWD/src:$PYTHONPATH pytest',
    'export PYTHONPATH=$PYTHONPATH:./lib',
    'npm init -y',
    'gcc -O2 -Wall -o x x.c',
    "CFLAGS='-O2 -g' make",
    'make CFLAGS=-O2 all',
    "RUSTFLAGS='-C target-cpu=native' cargo build",
    'gcc -Wl,-rpath,/usr/lib x.c',
    'clang -fuse-ld=lld x.c',
    'make -B',
    'make MAKE=gmake',
    'BAT_PAGER=less bat f',
    'GIT_PAGER=cat git log',
    'PKG_CONFIG=pkgconf meson setup b',
    'CCACHE_PREFIX=distcc make',
    'LDFLAGS=-L/usr/local/lib ./configure',
    'rustc -C opt-level=3 a.rs',
    "Rscript -e 'print(1)'",
  ]);
});

/** Each reading's literals repeated to 200 kB (`head`, `unit`, `tail`). */
const LONG: readonly floor.LongCommand[] = [
  ["JAVA_TOOL_OPTIONS='", '-Xmx1g "-Dx=-y" ', "' java -jar a.jar"],
  ['java ', '-Dorg.gradle.jvmargs=-Xmx1g= ', '-jar a.jar'],
  ["MAVEN_ARGS='", '-Dexec.x=y ', "' mvn test"],
  ['cargo --config \'alias.b="', 'run --config ', '"\' b'],
  ['RUBYOPT=', '-wwwwwwwwwwwww', ' ruby a.rb'],
  ['npm install ', '--pythonx=1 --git- ', 'x'],
  ["CFLAGS='", '-wrapperx -C -Clinkerx ', "' make x.o"],
  ['make ', 'CFLAGS=-O2 LDFLAGS=-s ', 'x.o'],
];

floor.linearAndThroughProcess(LONG, "GRADLE_OPTS='-javaagent:/tmp/a.jar' ./gradlew build");

/** The oracle: real java, gcc and make run the command each names (`-XX:OnOutOfMemoryError`, `-wrapper`). */
const ORACLE: readonly (readonly [needs: readonly string[], command: string])[] = [
  [
    ['java'],
    "printf 'public class Oom { public static void main(String[] a) { java.util.List<long[]> l = new java.util.ArrayList<>(); while (true) l.add(new long[1 << 20]); } }\\n' > Oom.java; JAVA_TOOL_OPTIONS='-Xmx16m -XX:ReservedCodeCacheSize=16m -XX:CompressedClassSpaceSize=64m \"-XX:OnOutOfMemoryError=sudo id\"' java Oom.java",
  ],
  [['gcc'], "printf 'int main(){return 0;}\\n' > x.c; gcc -wrapper sudo,id -c x.c"],
  [['make', 'cc'], "printf 'int main(){return 0;}\\n' > y.c; make CFLAGS='-wrapper sudo,id' y.o"],
  // A recursive rule's `$(MAKE)` is the program `make MAKE=CMD` names.
  [['make'], "printf 'all:\\n\\t$(MAKE) -C . other\\nother:\\n\\ttrue\\n' > Makefile; make MAKE=sudo"],
];

test('the oracle: real programs run each refused case', { skip: floor.oracleSkip('round 52') }, () => {
  for (const [, c] of ORACLE) assert.equal(floor.verdict(c).kind, 'DENY', c);
  const cases = ORACLE.filter(([needs]) => needs.every(floor.has)).map(([, c]) => c);
  if (cases.length === 0) return;
  floor.inScratch(
    'gate-r52-',
    ['bash', 'sh', 'printf', 'java', 'gcc', 'cc', 'make'].filter(floor.has),
    (dir) => {
      floor.eachRanAndRefused(cases, floor.runConfined(dir, floor.caseLines(cases), 60));
    },
  );
});
