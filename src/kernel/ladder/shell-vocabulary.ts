// Word sets of the shell reader that more than one of its modules read (round 26, docs/floor.md "Round
// 26"): written once here, read elsewhere as views (src/kernel/ladder/vocabulary.test.ts holds the ladder
// to it, as the screener's vocabulary test holds the screener).
import { AWKS } from './egress-vocabulary.js';

/** Programs that list file names (`ls .e*`, `find . -name '.env*'`): what they print may be a credential file's name. */
export const NAME_LISTERS: ReadonlySet<string> = new Set(['ls', 'find', 'gfind', 'bfs', 'fd', 'fdfind']);
/**
 * Round 46: environment variables whose meaning is a place gate guards, read there when the text does not
 * set them (`cp x "$XDG_CONFIG_HOME/autostart/x.desktop"`, `> "$GIT_DIR/hooks/pre-commit"`): the value is
 * the environment's, its conventional place the one the name promises. BASH_ENV names the file every
 * non-interactive bash reads first: a startup file, read as bash's own.
 */
export const ENV_PLACES: ReadonlyMap<string, string> = new Map([
  ['XDG_CONFIG_HOME', '~/.config'],
  ['XDG_DATA_HOME', '~/.local/share'],
  ['XDG_STATE_HOME', '~/.local/state'],
  ['GIT_DIR', '.git'],
  ['NVM_DIR', '~/.nvm'],
  ['PYENV_ROOT', '~/.pyenv'],
  ['RUSTUP_HOME', '~/.rustup'],
  ['CARGO_HOME', '~/.cargo'],
  ['GNUPGHOME', '~/.gnupg'],
  ['PYTHONUSERBASE', '~/.local'],
  ['ZDOTDIR', '~'],
  ['BASH_ENV', '~/.bashrc'],
  // Round 47: a GitHub runner's file commands (`~/work/_temp/_runner_file_commands/` on a hosted runner):
  // a line there sets every later step's environment or PATH. `$GITHUB_OUTPUT` and `$GITHUB_STEP_SUMMARY`
  // are data a workflow reads, kept out.
  ['GITHUB_ENV', '~/work/_temp/_runner_file_commands/set_env'],
  ['GITHUB_PATH', '~/work/_temp/_runner_file_commands/add_path'],
]);

/** The finds whose `-exec CMD ;` runs CMD on find's own standard input (round 46). */
export const EXEC_FINDERS: ReadonlySet<string> = new Set(['find', 'gfind', 'bfs']);

/** Builtins whose operands set shell variables for the commands after them (`export a=b`, `local a=b`). */
export const DECLARING_BUILTINS: ReadonlySet<string> = new Set([
  'export',
  'declare',
  'local',
  'readonly',
  'typeset',
]);

/**
 * Round 74 (docs/floor.md "Round 74 (rt-arith-r74)"): variables bash gives digits whatever an earlier call
 * assigned them (real bash 5.2: an assignment is evaluated then, or ignored), so arithmetic reading one reads
 * no value the text does not show. HOME, PWD, SHLVL, COLUMNS hold what was assigned: not here.
 */
export const SHELL_NUMBERS: ReadonlySet<string> = new Set([
  'SECONDS',
  'LINENO',
  'BASHPID',
  'PPID',
  'UID',
  'EUID',
  'EPOCHSECONDS',
  'RANDOM',
  'SRANDOM',
  'OPTIND',
  'HISTCMD',
]);

/** Variables a login shell always sets: a default given for one (`${HOME:-/x}`) is not what runs (shell-parse.ts). */
export const ALWAYS_SET: ReadonlySet<string> = new Set(['HOME', 'PWD', 'USER', 'LOGNAME', 'PATH', 'SHELL']);

/**
 * Variables the shell gives a path or a name at its start that only an assignment changes: trusted pasted into code
 * (`python3 -c "print('$HOME')"`) because a call setting one to anything but a plain absolute path or name is
 * refused (shell-reading.ts `setsTrusted`), unless the text sets them itself (shell-values.ts `valueShown`;
 * docs/floor.md "Round 75 (rt-state-r75)"). Not PWD and OLDPWD: `cd` sets them to a directory's name, which may
 * be code; not the digits bash keeps whatever is assigned, SHELL_NUMBERS, trusted for themselves.
 */
export const SHELL_OWN_VALUES: ReadonlySet<string> = new Set([
  'HOME',
  'USER',
  'LOGNAME',
  'HOSTNAME',
  'TMPDIR',
  'SHELL',
  'SHLVL',
]);
/** `env`'s options that take no value and stand before its assignments (`env -i D=/ sh -c ..`, round 27). */
export const ENV_FLAGS: ReadonlySet<string> = new Set([
  '-i',
  '-',
  '--ignore-environment',
  '-0',
  '--null',
  '-v',
]);

/** Round 40: other names of an archiver that read their words as it does (7-Zip's `7za`, `7zr`, `7zz`; GNU tar's `gtar`). */
export const ARCHIVER_NAMES: ReadonlyMap<string, string> = new Map([
  ['7za', '7z'],
  ['7zr', '7z'],
  ['7zz', '7z'],
  ['7zzs', '7z'],
  ['gtar', 'tar'],
  ['bsdcpio', 'cpio'],
]);
/** Round 40: extractors read by shell-extractors.ts (Python's tarfile and zipfile are the interpreters'). */
export const EXTRACTORS: readonly string[] = [
  'unar',
  'atool',
  'aunpack',
  'jar',
  'cabextract',
  'unrar',
  'ar',
  // Round 41: lha/lhasa, arj and zoo.
  'lha',
  'lhasa',
  'arj',
  'zoo',
];

/**
 * Programs that read a command a line on standard input whatever their operands name (round 21): gdb
 * (`echo 'shell CMD' | gdb`; `-batch` stops it reading there, read all the same: fail closed) and
 * redis-cli (`redis-cli <<< 'CONFIG SET dir /x'`). Unlike a database shell's dump, input gate cannot
 * read (`gdb < cmds`, `base64 -d | redis-cli`) is a script it cannot see: refused as unseen.
 */
export const LINE_INPUT: ReadonlySet<string> = new Set([
  'gdb',
  'redis-cli',
  'valkey-cli',
  'lftp',
  'ed',
  // Round 41: ex reads Ex commands on its input (`ex -s F <<< 'w! ~/.bashrc'`), vim keystrokes (VI_EDITORS).
  'ex',
  'vim',
  'vi',
  'nvim',
  'view',
]);
/** Round 41: vim and its other names, which read keystrokes on their input unless they edit it (`vim -`). */
export const VI_EDITORS: ReadonlySet<string> = new Set(['vim', 'vi', 'nvim', 'view']);

/** File names that are the standard input (`make -f -`, `python3 /dev/stdin`). */
export const STDIN_FILES: ReadonlySet<string> = new Set(['-', '/dev/stdin', '/dev/fd/0', '/proc/self/fd/0']);

/**
 * Round 41: whether a script operand names the standard input, however its slashes are spelt
 * (`//dev/stdin`, `/dev/./fd/0`): the interpreter then runs the program piped to it.
 */
export const namesInput = (path: string): boolean =>
  STDIN_FILES.has(path.replace(/\/(?:\.\/)+/g, '/').replace(/\/{2,}/g, '/'));

/** Programs that make a second name for a tree: its last operand (or `-t DIR`) is the copy (shell-places.ts). */
export const TREE_COPIERS: ReadonlySet<string> = new Set(['cp', 'ln', 'mv', 'rsync', 'ditto', 'gcp']);

/** Programs that copy a file's content to another name (a download copied is still one, round 27). */
export const CONTENT_COPIERS: ReadonlySet<string> = new Set([...TREE_COPIERS, 'install', 'dd']);

/** Copiers whose own option names the directory written (`-t D`, `--target-directory=D`; shell-transfers.ts). */
export const TARGET_DIRECTORY_COPIERS: ReadonlySet<string> = new Set(['cp', 'mv', 'ln', 'install']);

/** sqlite3's dot commands that write the file they name, each also by a prefix (shell-option-scripts.ts). */
export const SQLITE_WRITE_COMMANDS: readonly string[] = [
  'output',
  'once',
  'save',
  'backup',
  'log',
  'trace',
  'open',
  'clone',
];

/**
 * Round 47: programs whose output file holds text they make from their input or program (sorted, cut,
 * decoded, printed by a format), named by an option or operand: a file one writes and the text then runs
 * holds code the text does not show (`sort -o x.sh a; sh x.sh`) when its input is text the call shows (a
 * pipe from echo, a file written here; a project's file sorted is the project's). Not builders (`gcc -o app`: the project's
 * code), copiers (a copy carries its source's reading), attribute changers, or editors in place (`sed -i`,
 * `patch F`: the project's file edited, then run, is the project's).
 */
export const CONTENT_WRITERS: ReadonlySet<string> = new Set([
  'sort',
  'shuf',
  'uniq',
  'ptx',
  'split',
  'csplit',
  'sponge',
  'xxd',
  'openssl',
  'gpg',
  'dd',
]);

/**
 * Round 47: programs whose own text in the call writes a file (find's `-fprintf F FMT`, awk's `print >
 * "F"`, an interpreter's `open(F, 'w')`): what they write is read as content the text does not show,
 * whatever their input (shell.ts contentWrites names the files).
 */
export const SCRIPTED_WRITERS: ReadonlySet<string> = new Set([
  'find',
  'awk',
  'gawk',
  'mawk',
  'nawk',
  'python',
  'python3',
  'perl',
  'ruby',
  'node',
]);

/** Builtins that read lines into an array (`mapfile -t a <<< /root`, round 27). */
export const ARRAY_READERS: ReadonlySet<string> = new Set(['mapfile', 'readarray']);

/** Round 59: builtins that write a variable an operand names (`read BASH_CMDS[x]`, `printf -v`, `declare -n`). */
export const NAME_WRITERS: ReadonlySet<string> = new Set([
  'read',
  'printf',
  'getopts',
  ...ARRAY_READERS,
  ...DECLARING_BUILTINS,
]);

/** Programs that are shells: they take a command line (`-c CMD`) or read one on standard input. */
export const SHELLS: ReadonlySet<string> = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'mksh',
  'ash',
  'fish',
  // Round 16: PowerShell and the other shells that take `-c` (`pwsh -c CMD`, `-Command CMD`).
  'pwsh',
  'powershell',
  'tcsh',
  'csh',
  'yash',
  // Round 23: other shells whose `-c` runs a command line (xonsh, nushell, elvish, oils).
  'xonsh',
  'nu',
  'elvish',
  'osh',
  'ysh',
  // Round 24: Plan 9's rc and its kin es (`rc -c CMD`, `curl URL | rc`), other POSIX-like shells.
  'rc',
  'es',
  'posh',
  'oksh',
  'loksh',
  'hush',
  'murex',
  'ion',
  'su',
  // newgrp GROUP starts a shell in GROUP: it reads its standard input as su does.
  'newgrp',
  // Round 46: bash started restricted still runs what PATH finds (`echo 'sudo id' | rbash`).
  'rbash',
]);

/** Shells and shell builtins that run a file named as their first operand (`sh x.sh`, `. x.sh`). */
export const FILE_RUNNING_SHELLS: ReadonlySet<string> = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'ash',
  // Round 36: the other POSIX-like shells (busybox's hush, mksh ...) run a file operand as sh does.
  'hush',
  'mksh',
  'yash',
  'posh',
  'oksh',
  'loksh',
  'source',
  '.',
  // Round 51: every other shell of shell.ts SHELLS runs a file operand too (`tcsh f`, `fish f.fish`,
  // `xonsh f`, `pwsh -File f`), each read by its own option table (SHELL_OPTION_TABLES).
  'rbash',
  'osh',
  'ysh',
  'csh',
  'tcsh',
  'fish',
  'xonsh',
  'nu',
  'elvish',
  'rc',
  'es',
  'murex',
  'ion',
  'pwsh',
  'powershell',
]);

/**
 * Round 48: a language's source files (by extension, or by a name its tools load: `Rakefile`) and the
 * programs that may load one from the working directory without naming it (an import, `-m NAME`, `-r`,
 * a test runner's `conftest.py` or test files, an installer's `setup.py`, a task runner's file), with the
 * interpreter and inline flag its code is read as.
 */
export interface SourceLanguage {
  extensions: readonly string[];
  names: readonly string[];
  /**
   * How its code is read: as an interpreter's one-liner (the option-script reader's), or round 49's
   * `config` (a build tool's file of command lines: each line past a key or list mark, each quoted
   * literal), `literals` (a build file in a language of its own: its quoted literals only) or
   * `go-generate` (a Go file's `//go:generate` lines only), or `shell` (a script as it is: a Makefile's
   * recipes, a git hook); round 50's `wrapper` (a build wrapper's properties: the distribution it
   * downloads and runs, `distributionUrl=URL`, read as `curl URL | sh`).
   */
  run:
    | readonly [interpreter: string, flag: string]
    | 'shell'
    | 'config'
    | 'literals'
    | 'go-generate'
    | 'wrapper';
}
// Round 49: SCons', waf's and Snakemake's files are Python under a name of their own.
const PYTHON: SourceLanguage = {
  extensions: ['.py'],
  names: ['SConstruct', 'SConscript', 'wscript', 'Snakefile'],
  run: ['python3', '-c'],
};
const NODE: SourceLanguage = {
  extensions: ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx'],
  names: [],
  run: ['node', '-e'],
};
const RUBY: SourceLanguage = {
  extensions: ['.rb', '.gemspec'],
  names: ['Rakefile', 'Gemfile', 'Vagrantfile'],
  run: ['ruby', '-e'],
};
const PERL: SourceLanguage = { extensions: ['.pm', '.pl', '.PL'], names: [], run: ['perl', '-e'] };
// Round 49: the languages of build tools' own files, each read as its interpreter's one-liner (a shell
// call's literals: `Command::new("sudo")`, `exec.Command(..)`, `"CMD".execute()`, `ProcessBuilder(..)`).
const RUST: SourceLanguage = { extensions: ['.rs'], names: [], run: ['rust-script', '-e'] };
const GO: SourceLanguage = { extensions: ['.go'], names: [], run: ['yaegi', '-e'] };
const GO_GENERATE: SourceLanguage = { extensions: ['.go'], names: [], run: 'go-generate' };
const GROOVY: SourceLanguage = { extensions: ['.gradle', '.groovy'], names: [], run: ['groovy', '-e'] };
const KOTLIN: SourceLanguage = { extensions: ['.kts', '.kt'], names: [], run: ['kotlin', '-e'] };
/** Round 49: a build tool's files of command lines (tasks, hooks, recipes), read as `config` (above). */
const configOf = (names: readonly string[], extensions: readonly string[] = []): SourceLanguage => ({
  extensions,
  names,
  run: 'config',
});
/** Round 49: a file a tool runs as a shell script (a git hook) or whose lines are one (a makefile). */
const shellOf = (names: readonly string[], extensions: readonly string[] = []): SourceLanguage => ({
  extensions,
  names,
  run: 'shell',
});
/** Round 49: the hooks git runs from `.git/hooks`, or a `core.hooksPath` such as husky's `.husky`. */
const GIT_HOOKS: readonly string[] = [
  'pre-commit',
  'prepare-commit-msg',
  'commit-msg',
  'post-commit',
  'pre-merge-commit',
  'pre-rebase',
  'post-rewrite',
  'post-checkout',
  'post-merge',
  'pre-push',
  'pre-applypatch',
  'applypatch-msg',
  'post-applypatch',
  'reference-transaction',
  'pre-auto-gc',
  'fsmonitor-watchman',
  'sendemail-validate',
];
/** Round 49: a package's scripts and npm's config, in whichever directory the text wrote them. */
const PACKAGE_FILES: readonly SourceLanguage[] = [
  { extensions: [], names: ['package.json'], run: 'literals' },
  { extensions: [], names: ['.npmrc'], run: 'config' },
];
const PACKAGE_TOOLS: ReadonlySet<string> = new Set(['npm', 'npx', 'yarn', 'pnpm', 'bun']);

/** Round 49: a build file in a language gate does not read (XML, Starlark, Meson ..): its literals (above). */
const literalsOf = (names: readonly string[], extensions: readonly string[] = []): SourceLanguage => ({
  extensions,
  names,
  run: 'literals',
});
/** Round 50: a build wrapper's properties (Gradle's, Maven's): the distribution it downloads and runs. */
const WRAPPER_PROPERTIES: SourceLanguage = {
  extensions: [],
  names: ['gradle-wrapper.properties', 'maven-wrapper.properties'],
  run: 'wrapper',
};
/** Round 50: the keys of a wrapper's properties naming what it downloads and runs. */
export const WRAPPER_URL_KEYS: readonly string[] = ['distributionUrl', 'wrapperUrl'];
/** Round 50: a config key that runs a file's commands as root (Ansible's `become: true`): read as sudo. */
export const RAISING_KEYS: readonly string[] = ['become'];
export const SOURCE_LOADERS: ReadonlyMap<string, readonly SourceLanguage[]> = new Map<
  string,
  readonly SourceLanguage[]
>([
  ...[
    'python',
    'pypy',
    'pytest',
    'py.test',
    'pip',
    'nox',
    'uv',
    'poetry',
    'pipenv',
    'hatch',
    'pdm',
    'coverage',
    'ipython',
    // Round 49: task runners and builds whose file is Python (tasks.py, fabfile.py, dodo.py, SConstruct ..).
    'invoke',
    'inv',
    'fab',
    'doit',
    'scons',
    'waf',
    'snakemake',
  ].map((p): [string, readonly SourceLanguage[]] => [p, [PYTHON]]),
  ...['node', 'nodejs', 'npx', 'npm', 'yarn', 'pnpm', 'bun', 'jest', 'vitest', 'mocha', 'tsx', 'ts-node'].map(
    (p): [string, readonly SourceLanguage[]] => [p, PACKAGE_TOOLS.has(p) ? [NODE, ...PACKAGE_FILES] : [NODE]],
  ),
  ...['ruby', 'rake', 'bundle', 'rspec', 'irb', 'gem', 'vagrant'].map(
    (p): [string, readonly SourceLanguage[]] => [p, [RUBY]],
  ),
  ...['perl', 'prove', 'cpanm', 'cpan'].map((p): [string, readonly SourceLanguage[]] => [p, [PERL]]),
  // Round 49: a language's build tool runs the project's files it loads by convention (docs/floor.md,
  // "Round 49 (redteam-r49)"): `build.rs` and `src/*.rs` (`cargo build/run/test`), `.cargo/config.toml`'s
  // `runner`, `//go:generate` lines and Go code (`go generate/run/test`), Gradle's scripts, tox's
  // `commands`, a justfile's or Taskfile's recipes, hg's hooks, ninja's rules, pre-commit's and
  // lefthook's entries, deno's and composer's tasks, Maven's, Ant's, MSBuild's, Bazel's, Meson's, sbt's,
  // mix's, SwiftPM's and Zig's build files (their quoted literals).
  // A makefile in any directory (`make -C d`, `cd d && make`), an included `.mk` (`MAKEFILES=x.mk`).
  ...['make', 'gmake'].map((p): [string, readonly SourceLanguage[]] => [
    p,
    [shellOf(['Makefile', 'makefile', 'GNUmakefile'], ['.mk', '.mak', '.make'])],
  ]),
  // A hook git runs (husky's `.husky/pre-commit`, a `core.hooksPath`), pre-commit's or lefthook's config.
  [
    'git',
    [
      shellOf(GIT_HOOKS),
      configOf(['.pre-commit-config.yaml', '.pre-commit-config.yml', 'lefthook.yml', 'lefthook.yaml']),
    ],
  ],
  ['cargo', [RUST, configOf(['config.toml', 'config'])]],
  ['rust-script', [RUST]],
  ['go', [GO, GO_GENERATE]],
  // Round 50: a wrapper's properties name the distribution it downloads and runs (`./gradlew`, `./mvnw`).
  ['gradle', [GROOVY, KOTLIN]],
  ['gradlew', [GROOVY, KOTLIN, WRAPPER_PROPERTIES]],
  // Round 50: a playbook's tasks (`- shell: CMD`; `become: true` runs them as root, read as sudo).
  ['ansible-playbook', [configOf([], ['.yml', '.yaml'])]],
  ['tox', [PYTHON, configOf(['tox.ini', 'setup.cfg', 'pyproject.toml'])]],
  ['just', [configOf(['justfile', 'Justfile', '.justfile'], ['.just'])]],
  ...['task', 'go-task'].map((p): [string, readonly SourceLanguage[]] => [
    p,
    [configOf(['Taskfile.yml', 'Taskfile.yaml', 'taskfile.yml', 'taskfile.yaml', 'Taskfile.dist.yml'])],
  ]),
  ['hg', [configOf(['hgrc', '.hgrc'], ['.rc'])]],
  ...['ninja', 'samu'].map((p): [string, readonly SourceLanguage[]] => [p, [configOf([], ['.ninja'])]]),
  ['pre-commit', [PYTHON, configOf(['.pre-commit-config.yaml', '.pre-commit-config.yml'])]],
  ['lefthook', [configOf(['lefthook.yml', 'lefthook.yaml', '.lefthook.yml', 'lefthook-local.yml'])]],
  ['deno', [NODE, literalsOf(['deno.json', 'deno.jsonc'])]],
  ['composer', [literalsOf(['composer.json'])]],
  ['mvn', [literalsOf(['pom.xml'])]],
  ['mvnw', [literalsOf(['pom.xml']), WRAPPER_PROPERTIES]],
  ['ant', [literalsOf(['build.xml'])]],
  ...['dotnet', 'msbuild'].map((p): [string, readonly SourceLanguage[]] => [
    p,
    [literalsOf([], ['.csproj', '.fsproj', '.vbproj', '.proj', '.props', '.targets'])],
  ]),
  ...['bazel', 'bazelisk'].map((p): [string, readonly SourceLanguage[]] => [
    p,
    [literalsOf(['BUILD', 'BUILD.bazel', 'WORKSPACE', 'WORKSPACE.bazel', 'MODULE.bazel'], ['.bzl'])],
  ]),
  ['meson', [literalsOf(['meson.build', 'meson_options.txt'])]],
  ['sbt', [literalsOf([], ['.sbt', '.scala'])]],
  ['mix', [literalsOf([], ['.exs'])]],
  ['swift', [literalsOf(['Package.swift'])]],
  ['zig', [literalsOf(['build.zig'])]],
]);
/**
 * Round 50: the shells whose invocation is POSIX's (shell-invocation.ts): `-`/`+` option clusters where
 * each of SHELL_VALUE_LETTERS takes the next word, SHELL_LONG_VALUED long options taking one, `-c`
 * anywhere among them (fish, PowerShell, csh, su .. read their own way).
 */
export const POSIX_INVOKED: ReadonlySet<string> = new Set([
  'sh',
  'bash',
  'rbash',
  'zsh',
  'dash',
  'ksh',
  'mksh',
  'ash',
  'yash',
  'posh',
  'oksh',
  'loksh',
  'hush',
  'osh',
]);
/** Round 50: a shell's option letters whose value is the next word (`-o pipefail`, `-O extglob`, `-eo x`). */
export const SHELL_VALUE_LETTERS: ReadonlySet<string> = new Set(['o', 'O']);
/** Round 50: a shell's long options whose value is the next word (`--rcfile F`). */
export const SHELL_LONG_VALUED: ReadonlySet<string> = new Set(['--rcfile', '--init-file']);

/** How a shell reads its options before its script or file (shell-invocation.ts). */
export interface ShellOptionTable {
  /** Option letters whose value is the next word (or the rest of the cluster). */
  readonly valued: ReadonlySet<string>;
  /** Long options whose value is the next word (`--name=V` is one word anyway). */
  readonly longValued: ReadonlySet<string>;
  /** The letter that makes the shell run a script given as a word (`-c`), not a file. */
  readonly script: string;
  /** Letters after which every word is an operand (tcsh's `-b`), besides `--` and `-`. */
  readonly ends: ReadonlySet<string>;
  /** Whether options are case-blind single words (PowerShell's `-NoProfile`, `-File F`). */
  readonly words?: boolean;
  /** Whether a valued letter takes the rest of its cluster when any is left (getopt's `-d3`). */
  readonly attached?: boolean;
}
const POSIX_TABLE: ShellOptionTable = {
  valued: SHELL_VALUE_LETTERS,
  longValued: SHELL_LONG_VALUED,
  script: 'c',
  ends: new Set(),
};
/**
 * Round 51: shells whose option table is not POSIX's (by their manuals; fish and tcsh are not installed
 * here). fish's getopt letters `-d 3`, `-o F`, `-p F`, `-f X`, `-D N`, `-C CMD` take a value (`fish -d 3
 * f.fish` runs f.fish); csh and tcsh take no value and `-b` ends their options; PowerShell's are words
 * (`-ExecutionPolicy Bypass -File f`), `-File` naming the file. Every other shell reads as POSIX's.
 */
export const SHELL_OPTION_TABLES: ReadonlyMap<string, ShellOptionTable> = new Map([
  [
    'fish',
    {
      valued: new Set(['d', 'o', 'p', 'f', 'D', 'C']),
      longValued: new Set([
        '--debug',
        '--debug-output',
        '--profile',
        '--profile-startup',
        '--features',
        '--debug-stack-frames',
        '--init-command',
        '--command',
      ]),
      script: 'c',
      ends: new Set(),
      attached: true,
    },
  ],
  ['csh', { valued: new Set(), longValued: new Set(), script: 'c', ends: new Set(['b']) }],
  ['tcsh', { valued: new Set(), longValued: new Set(), script: 'c', ends: new Set(['b']) }],
  ...['pwsh', 'powershell'].map((p): [string, ShellOptionTable] => [
    p,
    {
      valued: new Set(),
      longValued: new Set(
        (
          '-executionpolicy -ep -ex -workingdirectory -wd -inputformat -inp -if -outputformat -of -o ' +
          '-configurationname -config -settingsfile -settings -windowstyle -w -custompipename ' +
          '-configurationfile -version -v'
        ).split(' '),
      ),
      script: 'c',
      ends: new Set(['file', 'f']),
      words: true,
    },
  ]),
]);
/** The option table of shell `name` (POSIX's when it has none of its own). */
export const shellOptionTable = (name: string): ShellOptionTable =>
  SHELL_OPTION_TABLES.get(name) ?? POSIX_TABLE;
/**
 * Round 50: the words after which a tool's file names files it loads by pattern (shell-written.ts
 * namedWritten; a file named whole is read wherever the text names it): make's, just's, CMake's,
 * Gradle's, a Taskfile's, a shell's.
 */
export const INCLUDE_WORDS: ReadonlySet<string> = new Set([
  'include',
  '-include',
  'sinclude',
  'import',
  'includes',
  'taskfile',
  'from',
  'apply',
  'source',
  '.',
  'load',
  'wildcard',
]);
/** Round 48: programs that run every executable file of a directory operand (`run-parts DIR`). */
export const DIRECTORY_RUNNERS: ReadonlySet<string> = new Set(['run-parts']);

/**
 * Programs that run a file named by an option as their own code (round 26): the options, and the
 * option that gives the same code inline, so a file the text writes reads as that one-liner
 * (`awk -f x.awk` as `awk 'CODE'`, `sed -f` as `sed -e`, `vim -S` a line each as `vim -c`). A file a
 * downloader wrote or a process substitution of a download (`awk -f <(curl URL)`) is code unseen.
 */
export const SCRIPT_FILE_OPTIONS: ReadonlyMap<string, ScriptFileOptions> = new Map<string, ScriptFileOptions>(
  [
    ...[...AWKS].map((p): [string, ScriptFileOptions] => [p, { options: ['-f', '--file'], inline: '' }]),
    ...['sed', 'gsed'].map((p): [string, ScriptFileOptions] => [
      p,
      { options: ['-f', '--file'], inline: '-e' },
    ]),
    ...['vim', 'vi', 'nvim', 'ex', 'view'].map((p): [string, ScriptFileOptions] => [
      p,
      { options: ['-S', '-u'], inline: '-c', perLine: true },
    ]),
    ['psql', { options: ['-f', '--file'], inline: '-c' }],
    ['sqlite3', { options: ['-init'], inline: '-cmd' }],
    ['bash', { options: ['--rcfile', '--init-file'], inline: '-c' }],
    // Round 45: dc's program file (`dc -f F`), read as its `-e` program.
    ['dc', { options: ['-f', '--file'], inline: '-e' }],
  ],
);

/** A program's options naming a file of its code, and its option giving that code inline (one line each with perLine). */
export interface ScriptFileOptions {
  readonly options: readonly string[];
  readonly inline: string;
  readonly perLine?: true;
}

/** make's options naming its makefile (`-f F`, `-fF`, `--file=F`, `--makefile F`): its recipes run. */
export const MAKEFILE_OPTIONS: readonly string[] = ['-f', '--file', '--makefile'];

/**
 * Words before a command's own first word as the parser leaves them in its words (`while x=1 …`,
 * `time x=1 …`): the reserved words that open a command and the prefixes `time`, `builtin`, `command`.
 */
export const COMMAND_LEAD: ReadonlySet<string> = new Set([
  'while',
  'until',
  'if',
  'then',
  'do',
  'else',
  'elif',
  '!',
  '{',
  'time',
  'builtin',
  'command',
]);

/** The shell's reserved words a command may begin with (`{ sh; }`, `do sh`, `! sh`): the program is after them. */
export const RESERVED: ReadonlySet<string> = new Set([
  '!',
  '{',
  '}',
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'do',
  'done',
  'while',
  'until',
  'case',
  'esac',
  'function',
  'select',
  'coproc',
]);

/** Reserved words that open a compound command, and those that close one (`{ .. }`, `if .. fi`, loops). */
export const COMPOUND_OPENERS: ReadonlySet<string> = new Set([
  '{',
  'if',
  'while',
  'until',
  'for',
  'select',
  'case',
]);
export const COMPOUND_CLOSERS: ReadonlySet<string> = new Set(['}', 'fi', 'done', 'esac']);
/** Round 75: reserved words that close a compound's part and open the next (a condition's `then`, a loop's `do`). */
export const COMPOUND_TURNS: ReadonlySet<string> = new Set(['then', 'elif', 'else', 'do']);
/** Round 75: special builtins: in POSIX mode (an earlier call's `set -o posix`) an assignment before one stays set. */
export const SPECIAL_BUILTINS: ReadonlySet<string> = new Set([
  ':',
  '.',
  'source',
  'eval',
  'exec',
  'export',
  'readonly',
  'set',
  'shift',
  'trap',
  'unset',
  'return',
  'break',
  'continue',
  'exit',
  'times',
]);
/** Round 75: builtins that set the names they are given from what they read (`read HOME`, `printf -v HOME`, `for HOME in`). */
export const FILLING_BUILTINS: ReadonlySet<string> = new Set([
  'read',
  'mapfile',
  'readarray',
  'printf',
  'getopts',
  'for',
  'select',
]);

// Round 35: zsh (shell-zsh.ts).

/**
 * zsh builtins that change how the rest of the text is read (options, emulation, modules) or run code
 * gate does not see (a function file from fpath, a style's evaluated value, a regex parser's actions, a
 * scheduled command). bash has none of them.
 */
export const ZSH_BUILTINS: ReadonlySet<string> = new Set([
  'setopt',
  'unsetopt',
  'emulate',
  'zmodload',
  'autoload',
  'zregexparse',
  'sched',
]);

/** Option names `set -o` takes in bash; any other is zsh's (`set -o globsubst`). */
export const BASH_SET_OPTIONS: ReadonlySet<string> = new Set([
  'allexport',
  'braceexpand',
  'emacs',
  'errexit',
  'errtrace',
  'functrace',
  'hashall',
  'histexpand',
  'history',
  'ignoreeof',
  'interactivecomments',
  'keyword',
  'monitor',
  'noclobber',
  'noexec',
  'noglob',
  'nolog',
  'notify',
  'nounset',
  'onecmd',
  'physical',
  'pipefail',
  'posix',
  'privileged',
  'verbose',
  'vi',
  'xtrace',
]);

/**
 * zsh options that change how a script is read or expanded (a pattern from a value, qualifiers, quotes,
 * braces, prompt expansion, `=cmd`), by optionKey, without a leading `no`: what `zsh -o X` must not set.
 */
export const READING_OPTIONS: ReadonlySet<string> = new Set([
  'globsubst',
  'extendedglob',
  'kshglob',
  'shglob',
  'bareglobqual',
  'braceccl',
  'ignorebraces',
  'ignoreclosebraces',
  'rcexpandparam',
  'magicequalsubst',
  'promptsubst',
  'promptbang',
  'promptpercent',
  'rcquotes',
  'cshjunkiequotes',
  'equals',
  'globassign',
  'aliases',
  'aliasfuncdef',
  'posixaliases',
  'histsubstpattern',
  'shwordsplit',
  'shfileexpansion',
  'kshtypeset',
  'ksharrays',
  'kshzerosubscript',
  'cbases',
  'octalzeroes',
  'multifuncdef',
  'shortloops',
  'shortrepeat',
  'cshjunkieloops',
  'globalrcs',
  'rcs',
]);

/**
 * Round 58 (docs/floor.md, "Round 58 (redteam-r58)"): programs any of whose options may decide (a firewall
 * flushed, a mode, a table, a mount): a substitution before their `--` is undecidable (shell-unknown.ts).
 */
export const OPTION_DECIDING: ReadonlySet<string> = new Set([
  'iptables',
  'ip6tables',
  'iptables-legacy',
  'nft',
  'ufw',
  'firewall-cmd',
  'crontab',
  'chmod',
  'chown',
  'chgrp',
  'chattr',
  'setfacl',
  'sysctl',
  'mount',
  'umount',
]);

/** Programs that fetch a URL into a file (round 22; busybox's ftpget and tftp, round 36): what they write comes from the network. */
export const FILE_DOWNLOADERS: ReadonlySet<string> = new Set([
  'ftpget',
  'tftp',
  'curl',
  'wget',
  'wget2',
  'aria2c',
  'axel',
  'http',
  'xh',
  'https',
  'fetch',
]);

/**
 * Round 37: programs whose parser takes a long option cut to any prefix no other option shares (GNU
 * getopt_long, git's parse-options, gdb's getopt_long_only, man-db's argp): `tar --to-c=CMD` and `git
 * rebase --ex=CMD` run CMD as `--to-command`/`--exec` do (real tar and git the oracle). Each maps to its
 * exact long options that are themselves a prefix of one that runs a command (`--checkpoint` is not
 * `--checkpoint-action`). A prefix two options share is an error to the program: read as the one that
 * runs (fail closed).
 */
export const ABBREVIATING: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [
    ['tar', ['--checkpoint']],
    ['gtar', ['--checkpoint']],
    ['env', []],
    ['script', []],
    ['gdb', []],
    ['man', []],
    ['git', []],
    ['sed', []],
    ['gsed', []],
    ['runuser', []],
    ['sort', []],
    ['split', []],
    ['sdiff', []],
    ['diff3', []],
    ['wget', []],
    ['cpio', []],
    ['mysql', []],
    ['mariadb', []],
    // Round 38: emacs completes a `--` option from its table (`--ev` is `--eval`); rlwrap is getopt_long's.
    ['emacs', []],
    ['rlwrap', []],
    // Round 47: GNU make's `--ev=TEXT` is `--eval`.
    ['make', []],
    ['gmake', []],
  ].map(([name, exact]) => [name as string, new Set(exact as string[])]),
);
/** Programs whose single-dash words are long options too (`gdb -eval-c CMD`, getopt_long_only). */
export const LONG_ONLY: ReadonlySet<string> = new Set(['gdb']);

/**
 * Where a long option's name starts in `word` for `program` (after `--`, or after one `-` for a
 * getopt_long_only program), or -1 when the program takes no cut options or the word is none.
 */
export function longFrom(program: string, word: string): number {
  if (word.charCodeAt(0) !== 45 /* - */ || !ABBREVIATING.has(program)) return -1;
  return word.charCodeAt(1) === 45 ? 2 : LONG_ONLY.has(program) ? 1 : -1;
}

/**
 * The value `word` gives long option `name` of `program` when it names it cut short (`--to-c=V`: `V`;
 * `--to-c`: the next word, `next`), else undefined; `from` is longFrom's. Exact spellings are the caller's.
 */
export function abbreviatedValue(
  program: string,
  name: string,
  word: string,
  next: string | undefined,
  from = longFrom(program, word),
): string | undefined {
  // The first letters differ for most pairs: one compare each before any scan.
  if (from < 0 || word.charCodeAt(from) !== name.charCodeAt(2) || !name.startsWith('--')) return undefined;
  const eq = word.indexOf('=', from);
  const end = eq < 0 ? word.length : eq;
  const cut = end - from;
  // At least one letter after `--`, two after `-` (`gdb -e FILE` is its own option). Compared in place,
  // no copy of the word: a long word costs one scan of at most the name's length.
  if (cut < 3 - from || cut >= name.length - 2 || !word.startsWith(name.slice(2, 2 + cut), from))
    return undefined;
  const exact = ABBREVIATING.get(program);
  if (exact !== undefined && exact.size > 0 && exact.has(`--${word.slice(from, end)}`)) return undefined;
  return eq < 0 ? next : word.slice(eq + 1);
}

/**
 * Round 52: npm's config keys naming a program it starts (node-gyp's `python`, `git` for git dependencies,
 * `shell` for `npm exec`/`explore`, `editor`, `browser`, `script-shell`), given as `--KEY=CMD` or
 * `npm_config_KEY=CMD` (pnpm reads npm's config too): shell-option-scripts.ts reads each as a command line.
 */
export const NPM_PROGRAM_KEYS: readonly string[] = [
  'python',
  'git',
  'shell',
  'editor',
  'browser',
  'script-shell',
];
/**
 * Round 54: programs that open the repository they stand in and run what its configuration names (git:
 * core.fsmonitor, hooks, core.pager, aliases; hg: hooks and extensions in .hg/hgrc; tig, lazygit, gitk
 * and git-gui run git there). In a shared place such a repository may be one an earlier call planted.
 */
export const REPOSITORY_TOOLS: ReadonlySet<string> = new Set([
  'git',
  'hg',
  'tig',
  'lazygit',
  'gitk',
  'git-gui',
  // Round 55: gh runs git where it stands (its remotes, its branch) for `pr`, `issue`, `repo view` ..
  'gh',
  // `terraform plan` runs the providers under `.terraform/` and the programs an `external` source names;
  // ansible reads `./ansible.cfg` (inventory scripts, plugin paths, a vault password program).
  'terraform',
  'tofu',
  'ansible',
  'ansible-playbook',
  'ansible-inventory',
  'ansible-console',
]);

/** The package managers that run a package.json's scripts (`npm test`, `yarn build`: shell-written.ts too). */
export const PACKAGE_RUNNERS: ReadonlySet<string> = new Set(['npm', 'pnpm', 'yarn', 'bun', 'npx']);
/** Round 56: docker and its kin; `buildah bud`, `nerdctl build`, `podman build` read a Dockerfile as docker does. */
export const CONTAINER_TOOLS: ReadonlySet<string> = new Set(['docker', 'podman', 'nerdctl', 'buildah']);
/**
 * Round 55: programs that run the project they stand in (its Makefile, package.json's lifecycle scripts
 * and .npmrc, build.rs and .cargo/config.toml, tox.ini, conftest.py, a Rakefile, a Gemfile, a justfile,
 * build.gradle, pom.xml's plugins, compose.yaml, .pre-commit-config.yaml, a noxfile ..): in a shared place
 * that project may be one an earlier call planted, as REPOSITORY_TOOLS' repository. Each reads the
 * project for every subcommand but its version and help (shell-option-scripts.ts readsProject says
 * which, with the few whose subcommands differ: pip, python, go, docker).
 */
export const PROJECT_RUNNERS: ReadonlySet<string> = new Set([
  ...PACKAGE_RUNNERS,
  'make',
  'gmake',
  'bmake',
  'pnpx',
  'bunx',
  'corepack',
  'deno',
  'cargo',
  'tox',
  'nox',
  'pytest',
  'py.test',
  'pre-commit',
  'just',
  'task',
  'invoke',
  'gradle',
  'gradlew',
  'mvn',
  'mvnw',
  'ant',
  'sbt',
  'lein',
  'mix',
  'rake',
  'bundle',
  'composer',
  'poetry',
  'pipenv',
  'pdm',
  'hatch',
  'uv',
  'cmake',
  'meson',
  'ninja',
  'scons',
  'bazel',
  'bazelisk',
  'vagrant',
  'docker-compose',
  'podman-compose',
  // Round 56: Haskell's, OCaml's, Erlang's and Go's make-likes, Earthly, Xcode (each runs the project's files).
  'stack',
  'cabal',
  'dune',
  'rebar3',
  'mage',
  'earthly',
  'xcodebuild',
  // Subcommand-dependent (readsProject): `pip install .`, `python3 -m pytest`, `go generate`, `docker compose up`.
  'pip',
  'pip3',
  'python',
  'python3',
  'go',
  ...CONTAINER_TOOLS,
  // Round 56: `node -e`, `dotnet run`, `swift build`, `zig build`.
  'node',
  'nodejs',
  'dotnet',
  'swift',
  'zig',
]);

/** Round 56: the subcommands of dotnet, swift and zig that build, run or test the project they stand in. */
export const BUILD_SUBCOMMANDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  [
    'dotnet',
    new Set([
      'build',
      'run',
      'test',
      'restore',
      'pack',
      'publish',
      'msbuild',
      'watch',
      'clean',
      'ef',
      'format',
    ]),
  ],
  ['swift', new Set(['build', 'run', 'test', 'package'])],
  ['zig', new Set(['build', 'run', 'test'])],
]);
/** Round 56: the container builders' subcommands that build a local context (`docker build .`, `buildah bud`). */
export const CONTAINER_BUILDS: ReadonlySet<string> = new Set([
  'build',
  'bud',
  'image build',
  'builder build',
  'buildx build',
  'buildx bake',
]);

/** Round 55: go's subcommands that build, test, run or generate in the module of their directory. */
export const GO_PROJECT: ReadonlySet<string> = new Set([
  'build',
  'test',
  'run',
  'generate',
  'vet',
  'install',
  'get',
  'tool',
  'list',
  'mod',
  'work',
  'fix',
]);

/**
 * Round 54: options naming a file or directory whose contents name programs the tool runs (the option
 * twins of CONFIG_HOMES and the loaded names: kubectl's and helm's exec credential plugins, docker's
 * credential helpers, an executable Ansible inventory or vault password file, pip's index, yarn 1's
 * `yarn-path`, a Gemfile). Read as the variables are: a shared place is code the call does not show.
 */
const ANSIBLE_CONFIG_OPTIONS = [
  '-i',
  '--inventory',
  '--inventory-file',
  '--vault-password-file',
  '--vault-pass-file',
  '--vault-id',
];
export const CONFIG_OPTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['kubectl', ['--kubeconfig']],
  ['oc', ['--kubeconfig']],
  ['helm', ['--kubeconfig']],
  ['docker', ['--config']],
  ['podman', ['--config']],
  ['nerdctl', ['--config']],
  ['pip', ['--config-file']],
  ['pip3', ['--config-file']],
  ['yarn', ['--use-yarnrc']],
  ['bundle', ['--gemfile']],
  ...['ansible', 'ansible-playbook', 'ansible-inventory', 'ansible-console', 'ansible-pull'].map(
    (p): [string, readonly string[]] => [p, ANSIBLE_CONFIG_OPTIONS],
  ),
]);
/**
 * Round 52: JVM programs and the build tools that hand their `-D`/`-J` words to a JVM (shell-option-scripts.ts
 * jvmReading: `-javaagent:F`, `-XX:OnError=CMD`); mvn and mvnw are read beside their own program reader.
 */
export const JVM_PROGRAMS: readonly string[] = [
  'java',
  'javaw',
  'jshell',
  'jdb',
  'gradle',
  'gradlew',
  'ant',
  'sbt',
];

/**
 * Round 52: compilers whose options run a program or load code (shell-option-scripts.ts compilerScripts:
 * gcc's `-wrapper`, `-fplugin=`, `-B`, `-specs=`; rustc's `-C linker=`).
 */
export const COMPILERS: readonly string[] = [
  'gcc',
  'g++',
  'cc',
  'c++',
  'clang',
  'clang++',
  'cpp',
  'gfortran',
  'rustc',
];

/** npm's verbs that store a script or run its built-in `env` script (round 37, shell-option-scripts.ts npmScripts). */
export const NPM_SCRIPT_VERBS: ReadonlySet<string> = new Set([
  'pkg',
  'set-script',
  'run',
  'run-script',
  'rum',
  'urn',
]);

/**
 * Round 38: options whose value names a shared object the program loads into itself (a PKCS#11 or
 * security-key provider, an OpenSSL engine or provider): code the text does not show, as `LD_PRELOAD` and
 * `enable -f` are. `-o` values are ssh's `Key=Value` (the keys below, any case); openssl's `-pre` takes
 * `SO_PATH:FILE`. A value in the system's library directories, or an engine named without a path, is the
 * system's (writing there needs root): shell-option-scripts.ts `loadedObjects` reads the rest as unseen.
 */
export const LIBRARY_OPTIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['ssh', ['-I', '-o']],
  ['scp', ['-o']],
  ['sftp', ['-o']],
  ['autossh', ['-I', '-o']],
  ['ssh-add', ['-s', '-S']],
  ['ssh-keygen', ['-D', '-w']],
  ['openssl', ['-engine', '-provider', '-provider-path', '-pre']],
]);
/** ssh's `-o` keys that name a library (LIBRARY_OPTIONS). */
export const SSH_LIBRARY_KEYS = /^(?:PKCS11Provider|SecurityKeyProvider)\s*(?:=\s*|\s+)(.*)$/i;

/**
 * Options that name where a package manager fetches or publishes packages (round 39: `npm publish --registry
 * URL`, `pip install --index-url URL`): the index decides what code runs or where a package goes.
 */
export const PACKAGE_SOURCE_OPTIONS: ReadonlySet<string> = new Set([
  '--registry',
  '--index-url',
  '--extra-index-url',
  '--trusted-host',
  '--find-links',
  '--index',
  '--default-index',
]);

/** A package manager's configuration key for its index (`npm config set @acme:registry`, `pip config set global.index-url`). */
export const PACKAGE_SOURCE_KEY =
  /(?:^|[:.])(?:registry|index-url|extra-index-url|trusted-host|npmregistryserver)$/i;

/**
 * Round 71: programs that run nothing, write no file and reach no host whatever their arguments: an argv
 * code gives them by a variable or splat decides nothing (shell-option-scripts.ts argvApart).
 */
export const ARGV_FREE: ReadonlySet<string> = new Set([
  'ls',
  'cat',
  'echo',
  'printf',
  'wc',
  'head',
  'tail',
  'grep',
  'true',
  'false',
  'pwd',
  'whoami',
  'id',
  'uname',
  'basename',
  'dirname',
  'stat',
  'md5sum',
  'sha256sum',
  'cut',
  'nl',
  'rev',
  'tac',
  'sleep',
  'seq',
]);

/**
 * Round 72 (docs/floor.md "Round 72 (rt-unknown-r72)"): in a shell text, the programs and builtins that run
 * nothing, write no file, reach no host and change no reading of a later word whatever words an unquoted
 * expansion splits into: ARGV_FREE less `printf` (the builtin's `-v NAME` assigns: free after its format
 * only, shell-unknown.ts), the tests, and the builtins that take a number or describe a name.
 */
export const SHELL_ARGV_FREE: ReadonlySet<string> = new Set([
  ...[...ARGV_FREE].filter((name) => name !== 'printf'),
  'test',
  '[',
  '[[',
  ':',
  'type',
  'which',
  'return',
  'exit',
  'shift',
  'break',
  'continue',
]);

/**
 * Round 72: programs whose words are files they read, write or remove, and options that run, connect or
 * name a file apart from those operands: an unknown word among them is read as such an operand by the
 * readings of what they write (`rm -f $tmp`: a file written). `any`: no option of theirs does either
 * (`tee -a $F`); `dashes`: only after `--` (`cp -t DIR`, `sort -o F`, `tar --to-command`, `git -c`).
 */
export const FILE_OPERANDS: ReadonlyMap<string, 'any' | 'dashes'> = new Map([
  ['rm', 'any'],
  ['rmdir', 'any'],
  ['mkdir', 'any'],
  ['touch', 'any'],
  ['tee', 'any'],
  ['cp', 'dashes'],
  ['mv', 'dashes'],
  ['sort', 'dashes'],
  ['tar', 'dashes'],
  ['git', 'dashes'],
]);

/** Round 72: words whose arguments are no program's: a loop's list, a case's word, a directory entered. */
export const ARGV_READ_ELSEWHERE: ReadonlySet<string> = new Set([
  'for',
  'select',
  'case',
  'cd',
  'pushd',
  'popd',
]);

/** Round 72: an engine's subcommands whose words are containers, images or their own options (no host file). */
export const ENGINE_NAMING: ReadonlySet<string> = new Set([
  'rm',
  'rmi',
  'stop',
  'kill',
  'start',
  'restart',
  'pause',
  'unpause',
  'logs',
  'inspect',
  'ps',
  'images',
  'top',
  'port',
  'wait',
  'stats',
  'tag',
  'history',
]);

/**
 * Round 71: commands that neither read their input nor change what a later name runs (no alias, hash, PATH,
 * source): a line of them before a here-document leaves its body to `cat`/`tee` data (shell-data.ts quietLine).
 */
export const QUIET_COMMANDS: ReadonlySet<string> = new Set([
  'cd',
  'pushd',
  'popd',
  'echo',
  'printf',
  'mkdir',
  'pwd',
  'touch',
  'ls',
  'true',
  ':',
  'set',
  'export',
]);

/** Interpreters whose one-liner the write reader reads for the files it writes (shell.ts commandTargets). */
export const INTERPRETERS: ReadonlySet<string> = new Set([
  'python',
  'python2',
  'python3',
  'node',
  'nodejs',
  'bun',
  'deno',
  'ruby',
  'perl',
  'php',
]);

/** Lua's interpreters. */
export const LUAS: readonly string[] = ['lua', 'lua5.1', 'lua5.3', 'lua5.4', 'luajit'];

/**
 * Round 75: each interpreter's inline-code language, the family whose literals code-literals.ts reads (docs/floor.md
 * "Round 75 (rt-literals-r75)"): the write reading's (shell.ts inlineWrites) and the one-liner languages' readers.
 */
export const INTERPRETER_LANGUAGES: ReadonlyMap<string, string> = new Map([
  ...[...INTERPRETERS].map(
    (p) =>
      [
        p,
        p.startsWith('python') ? 'python' : p === 'ruby' || p === 'perl' || p === 'php' ? p : 'node',
      ] as const,
  ),
  ...LUAS.map((p) => [p, 'lua'] as const),
  ['pypy', 'python'],
  ['r', 'r'],
  ['rscript', 'r'],
  // The other one-liner languages (shell-option-scripts.ts EXTRACTS), by their comments and quotes.
  ...['ghci', 'ghc', 'runghc', 'runhaskell'].map((p) => [p, 'haskell'] as const),
  ...['groovy', 'scala', 'kotlin', 'kotlinc', 'swift', 'tcc', 'rust-script', 'yaegi'].map(
    (p) => [p, 'c'] as const,
  ),
  ...['racket', 'guile', 'sbcl', 'clojure', 'clj', 'emacs'].map((p) => [p, 'lisp'] as const),
  ...['raku', 'perl6', 'julia', 'crystal', 'nim', 'elixir'].map((p) => [p, 'hash'] as const),
]);

/** node's and bun's options whose value is inline code (`-p` prints what the code returns). */
export const JS_CODE_FLAGS: readonly string[] = ['-e', '--eval', '-p', '--print'];

/** Round 42: programs that may run the lines they read (shell-line-runners.ts runsInputLines asks only of these). */
export const LINE_RUNNER_NAMES: ReadonlySet<string> = new Set([
  ...AWKS,
  ...INTERPRETERS,
  'sed',
  'gsed',
  ...LUAS,
]);

/** Round 66: m4's options that take the next word. */
const M4_VALUED =
  '-D --define -U --undefine -I --include -o --error-output -l --arglength -L --nesting-limit -F --freeze-state -R --reload-state -t --trace'.split(
    ' ',
  );
/** python's and node's options that take the next word (INPUT_CODE_VALUED). */
const PYTHON_VALUED = ['-X', '-W', '--check-hash-based-pycs'];
const NODE_VALUED = [
  '-r',
  '--require',
  '--import',
  '--loader',
  '--experimental-loader',
  '--input-type',
  '--title',
  '-C',
  '--conditions',
];

/**
 * Round 44: an interpreter's options that take the next word (`python3 -X dev`, `node -r ./x.js`, `perl -I
 * lib`): the word is the option's, not the script file, so the program is still read from the input
 * (real python3, node and perl the oracle; ruby's from its manual).
 */
export const INPUT_CODE_VALUED: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [
    ['python', PYTHON_VALUED],
    ['python2', ['-X', '-W', '-Q']],
    ['python3', PYTHON_VALUED],
    ['node', NODE_VALUED],
    ['nodejs', NODE_VALUED],
    ['perl', ['-I']],
    ['ruby', ['-I', '-r', '-C', '-E']],
    // Round 66: m4's options that take the next word (`m4 -D x=1` still reads its input).
    ['m4', M4_VALUED],
  ].map(([name, opts]) => [name as string, new Set(opts as string[])]),
);

/** Round 44: programs whose `-f FILE`/`--file=FILE` is their program: `-f -` reads it from the input (`| awk -f -`). */
export const PROGRAM_FILE_READERS: ReadonlySet<string> = new Set([...AWKS, 'sed', 'gsed']);

/**
 * Round 44: programs that, given no command, start a shell (`$SHELL`, `/bin/sh -i`) that reads its
 * standard input as its script: util-linux and BSD `script` without `-c` or a command, `fakeroot`,
 * `chroot DIR`, `unshare`, `sg GROUP`, and the sandboxes that default to a shell. `echo CMD | script -q
 * /dev/null` runs CMD as `echo CMD | sh` does (real util-linux script the oracle).
 */
export const BARE_SHELLS: ReadonlySet<string> = new Set([
  'script',
  'fakeroot',
  'fakechroot',
  'chroot',
  'unshare',
  'sg',
  'firejail',
  'proot',
]);

/**
 * Round 43: file names that mean a file only inside a guarded directory (sshd's `~/.ssh/authorized_keys`,
 * git's hooks): written by the bare name in a directory gate cannot name (`cd "$X"; cp k authorized_keys`),
 * each is read as that directory's file (self-modify.ts).
 */
export const GUARDED_DIR_NAMES: readonly string[] = [
  'authorized_keys',
  'authorized_keys2',
  'pre-commit',
  'post-checkout',
  'post-merge',
  'post-commit',
  'post-rewrite',
  'pre-push',
  'pre-rebase',
  'prepare-commit-msg',
  'commit-msg',
  'fsmonitor-watchman',
];

/**
 * Round 63 (redteam4; docs/floor.md): files a CI runner names in the environment whose writes change only
 * the step's outputs and summary (`echo "x=1" >> "$GITHUB_OUTPUT"`): a write there is not an unknown file.
 * GITHUB_ENV and GITHUB_PATH are not here: they set later steps' environment and PATH, as ~/.bashrc does.
 */
export const RUNNER_OUTPUT_FILES: ReadonlySet<string> = new Set(['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY']);

// Round 69: PowerShell's vocabulary (shell-powershell.ts reads a script pwsh runs with it).
/** .NET's special folders below the home, as .NET on Linux places them (`ApplicationData` is `~/.config`). */
export const POWERSHELL_FOLDERS: ReadonlyMap<string, string> = new Map([
  ['applicationdata', '.config'],
  ['localapplicationdata', '.local/share'],
  ['userprofile', ''],
  ['personal', ''],
  ['mydocuments', ''],
]);

/** How a cmdlet's parameters are read: which name files it writes, which start a program. */
export type PowershellKind =
  | 'content'
  | 'remove'
  | 'new'
  | 'copy'
  | 'move'
  | 'rename'
  | 'download'
  | 'archive'
  | 'start'
  | 'cd'
  | 'eval';
/** Parameters naming the file a cmdlet writes or reads from (PowerShell takes any unique cut of a name). */
export const POWERSHELL_PATH_PARAMETERS = [
  'path',
  'literalpath',
  'pspath',
  'lp',
  'filepath',
  'destination',
  'destinationpath',
  'outfile',
  'outputdirectory',
  'newname',
  'name',
  'target',
  'value',
  'argumentlist',
  'args',
  'command',
  'redirectstandardoutput',
  'redirectstandarderror',
];
/** Parameters that take a value not a file this reads (skipped with it). */
export const POWERSHELL_VALUED_PARAMETERS = [
  'encoding',
  'filter',
  'include',
  'exclude',
  'stream',
  'credential',
  'delimiter',
  'inputobject',
  'width',
  'itemtype',
  'type',
  'verb',
  'workingdirectory',
  'windowstyle',
  'redirectstandardinput',
  'environment',
  'variable',
  'depth',
  'uri',
  'method',
  'body',
  'headers',
  'fromsession',
  'tosession',
  'compressionlevel',
];
export const POWERSHELL_PARAMETERS = [...POWERSHELL_PATH_PARAMETERS, ...POWERSHELL_VALUED_PARAMETERS];
/** Parameters that take no value. */
export const POWERSHELL_SWITCHES = [
  'recurse',
  'force',
  'append',
  'nonewline',
  'noclobber',
  'passthru',
  'wait',
  'nonewwindow',
  'whatif',
  'confirm',
  'container',
  'usenewenvironment',
  'loaduserprofile',
];

export const POWERSHELL_CMDLETS: ReadonlyMap<string, PowershellKind> = new Map<string, PowershellKind>([
  ...['set-content', 'sc', 'add-content', 'ac', 'clear-content', 'clc', 'out-file', 'tee-object', 'tee'].map(
    (c): [string, PowershellKind] => [c, 'content'],
  ),
  ...['export-csv', 'epcsv', 'export-clixml', 'start-transcript', 'set-acl'].map(
    (c): [string, PowershellKind] => [c, 'content'],
  ),
  ...['remove-item', 'rm', 'ri', 'del', 'erase', 'rd', 'rmdir'].map((c): [string, PowershellKind] => [
    c,
    'remove',
  ]),
  ...['new-item', 'ni'].map((c): [string, PowershellKind] => [c, 'new']),
  ...['copy-item', 'copy', 'cp', 'cpi'].map((c): [string, PowershellKind] => [c, 'copy']),
  ...['move-item', 'move', 'mv', 'mi'].map((c): [string, PowershellKind] => [c, 'move']),
  ...['rename-item', 'ren', 'rni'].map((c): [string, PowershellKind] => [c, 'rename']),
  ...['invoke-webrequest', 'iwr', 'invoke-restmethod', 'irm', 'start-bitstransfer'].map(
    (c): [string, PowershellKind] => [c, 'download'],
  ),
  ...['expand-archive', 'compress-archive'].map((c): [string, PowershellKind] => [c, 'archive']),
  ...['start-process', 'saps', 'start'].map((c): [string, PowershellKind] => [c, 'start']),
  ...['set-location', 'sl', 'cd', 'chdir', 'push-location', 'pushd'].map((c): [string, PowershellKind] => [
    c,
    'cd',
  ]),
  ...['invoke-expression', 'iex'].map((c): [string, PowershellKind] => [c, 'eval']),
]);
/**
 * Round 74 (docs/floor.md "Round 74 (rt-unshown-r74)"): the words at a PowerShell statement's head that are no
 * native program: its keywords and the aliases of cmdlets (pwsh on any platform) POWERSHELL_CMDLETS does not
 * read. A head neither these, a `Verb-Noun` cmdlet nor a variable is a native program (`git`, `cmd`).
 */
export const POWERSHELL_NOT_NATIVE: ReadonlySet<string> = new Set([
  ...['begin', 'break', 'catch', 'class', 'continue', 'data', 'do', 'dynamicparam', 'else', 'elseif', 'end'],
  ...['enum', 'exit', 'filter', 'finally', 'for', 'foreach', 'function', 'if', 'param', 'process', 'return'],
  ...['switch', 'throw', 'trap', 'try', 'until', 'using', 'while', 'workflow'],
  ...['%', '?', 'where', 'select', 'group', 'measure', 'sort', 'compare', 'tee', 'write', 'echo', 'set'],
  ...['gc', 'gci', 'gi', 'gl', 'gm', 'gp', 'gps', 'gsv', 'gcm', 'gv', 'sv', 'nv', 'rv', 'clv', 'sls'],
  ...['ft', 'fl', 'fw', 'fc', 'oh', 'h', 'history', 'ghy', 'gal', 'sal', 'nal', 'dir', 'pwd', 'popd'],
  ...['cls', 'clear', 'clc', 'cli', 'clp', 'gcb', 'scb', 'ipmo', 'gmo', 'rmo', 'nmo', 'sleep', 'type'],
]);
/** The parameters naming the item a cmdlet acts on (its source, for a copy or move). */
export const POWERSHELL_ITEMS: readonly string[] = ['path', 'literalpath', 'pspath', 'lp'];
/** The parameters naming the file a content cmdlet writes (`Out-File -FilePath`, `Start-Transcript -OutputDirectory`). */
export const POWERSHELL_WRITTEN: readonly string[] = [...POWERSHELL_ITEMS, 'filepath', 'outputdirectory'];
/** A link's target (`New-Item -ItemType SymbolicLink -Target`, or `-Value`). */
export const POWERSHELL_LINKED: readonly string[] = ['target', 'value'];
/** Where a download lands (`Invoke-WebRequest -OutFile`, `Start-BitsTransfer -Destination`). */
export const POWERSHELL_DOWNLOADED: readonly string[] = ['outfile', 'destination'];
/** Files a started program's output is written to. */
export const POWERSHELL_REDIRECTED: readonly string[] = ['redirectstandardoutput', 'redirectstandarderror'];

/**
 * Round 73 (docs/floor.md "Round 73 (rt-unshown-r73)"): per language read for inline code, the calls that run
 * their first argument as a command line or a program (`os.system(X)`, `execSync(X)`, `os.execute(X)`,
 * `system2(X, ..)`). `name` is the call alone, `*.name` the call alone or on any receiver, `recv.name` on that
 * receiver only (`subprocess.run`, not `asyncio.run`; `).exec`: on a call's result, `require("child_process")`).
 */
export const COMMAND_SINKS: ReadonlyMap<string, readonly string[]> = new Map([
  [
    'python',
    [
      '*.system',
      '*.popen',
      'subprocess.run',
      'subprocess.call',
      'sp.run',
      'sp.call',
      '*.check_output',
      '*.check_call',
      '*.Popen',
      '*.getoutput',
      '*.getstatusoutput',
      '*.create_subprocess_shell',
      '*.create_subprocess_exec',
      'pty.spawn',
      ...['l', 'le', 'lp', 'lpe', 'v', 've', 'vp', 'vpe'].flatMap((f) => [`os.exec${f}`, `os.spawn${f}`]),
      'os.posix_spawn',
      'os.posix_spawnp',
    ],
  ],
  [
    'ruby',
    [
      'system',
      'Kernel.system',
      'exec',
      'Kernel.exec',
      'Process.exec',
      'spawn',
      'Process.spawn',
      'Kernel.spawn',
      '*.popen',
      '*.popen2',
      '*.popen2e',
      '*.popen3',
      '*.capture2',
      '*.capture2e',
      '*.capture3',
      '*.pipeline_r',
      '*.pipeline_w',
    ],
  ],
  ['perl', ['system', 'exec', 'readpipe', 'CORE::system', 'CORE::exec']],
  ['php', ['system', 'exec', 'shell_exec', 'passthru', 'popen', 'proc_open', 'pcntl_exec']],
  [
    'node',
    [
      'exec',
      'child_process.exec',
      'cp.exec',
      ').exec',
      '*.execSync',
      '*.spawn',
      '*.spawnSync',
      '*.execFile',
      '*.execFileSync',
      'Deno.Command',
      'Deno.run',
    ],
  ],
  ['lua', ['os.execute', 'io.popen']],
  // Round 74: R's `pipe(cmd)` opens a connection to a shell running cmd.
  ['r', ['system', 'system2', 'shell', 'pipe', 'base::system', 'base::system2', 'base::pipe']],
]);
/**
 * Round 74 (docs/floor.md "Round 74 (rt-unshown-r74)"): per language, the calls that run their first argument
 * as the interpreter's own code (`exec(X)`, `eval(X)`, `new Function(X)`, `load(X)`, R's `parse(text = X)`),
 * spelled as COMMAND_SINKS are (`+.name`: on any receiver, never alone: a class's own `constructor(x) {`). A block (Ruby's `instance_eval { .. }`, Perl's `eval { .. }`) is code shown.
 */
export const CODE_EVALUATORS: ReadonlyMap<string, readonly string[]> = new Map([
  [
    'python',
    [
      'exec',
      'eval',
      'compile',
      'builtins.exec',
      'builtins.eval',
      '__builtins__.exec',
      '__builtins__.eval',
      '*.runsource',
      '*.runcode',
      // Round 75: a statement string run (timeit's, the profilers' and pdb's), a code object made a function,
      // and a pickle (its opcodes call any function by name: `cos\nsystem\n`).
      ...['timeit.timeit', 'timeit.repeat', 'timeit.Timer', 'cProfile.run', 'cProfile.runctx'],
      ...['profile.run', 'profile.runctx', 'pdb.run', 'pdb.runeval', 'types.FunctionType', 'FunctionType'],
      ...['pickle.loads', '_pickle.loads', 'cPickle.loads', 'dill.loads', 'cloudpickle.loads'],
      ...['yaml.unsafe_load', 'yaml.unsafe_load_all'],
    ],
  ],
  [
    'ruby',
    [
      'eval',
      '*.eval',
      '*.instance_eval',
      '*.class_eval',
      '*.module_eval',
      'InstructionSequence.compile',
      'InstructionSequence.new',
      'ERB.new',
    ],
  ],
  ['perl', ['eval', 'evalbytes', 'CORE::eval']],
  // Round 75: PHP 7's `create_function(ARGS, CODE)` and string `assert(CODE)`.
  ['php', ['eval', 'create_function', 'assert']],
  [
    'node',
    [
      'eval',
      'globalThis.eval',
      'global.eval',
      'Function',
      '*.runInNewContext',
      '*.runInThisContext',
      '*.runInContext',
      '*.compileFunction',
      'vm.Script',
      'vm.SourceTextModule',
      // Round 75: any function's `constructor` is Function (`[].constructor.constructor(x)`, AsyncFunction's);
      // a Module's `_compile(code, name)`.
      '+.constructor',
      '+._compile',
    ],
  ],
  ['lua', ['load', 'loadstring']],
  ['r', ['parse', 'str2lang', 'str2expression', 'base::parse']],
]);
/**
 * Round 74: per language, the modules whose members are command sinks or evaluators (COMMAND_SINKS): a
 * member reached by a name the code computes (`getattr(os, x)`, `cp[x]`, `os[x]`) may be any of them.
 */
export const SINK_MODULES: ReadonlyMap<string, readonly string[]> = new Map([
  [
    'python',
    ['os', 'subprocess', 'pty', 'posix', 'builtins', '__builtins__', 'commands']
      // Round 75: the modules of the statement runners and deserializers (`import pickle as p; p.loads(x)`).
      .concat(['timeit', 'cProfile', 'profile', 'pdb', 'types', 'pickle', '_pickle', 'cPickle', 'dill'])
      .concat(['cloudpickle', 'yaml']),
  ],
  // Round 75: the global object holds `eval` and `Function` (`globalThis["ev" + "al"]`).
  ['node', ['child_process', 'vm', 'globalThis', 'global']],
  ['lua', ['os', 'io', '_G']],
  ['ruby', ['Kernel', 'Process', 'IO', 'Open3']],
]);
/**
 * Round 75 (docs/floor.md "Round 75 (rt-constructors-r75)"): per language, the evaluators whose every argument
 * is code (`new Function("a", BODY)`: a parameter's default is code too; PHP's `create_function(ARGS, CODE)`;
 * timeit's `setup=`), read as CODE_EVALUATORS reads a first argument.
 */
export const CODE_IN_EVERY_ARGUMENT: ReadonlyMap<string, readonly string[]> = new Map([
  ['node', ['Function', 'constructor']],
  ['php', ['create_function']],
  ['python', ['timeit', 'repeat', 'Timer', 'runctx']],
]);
/**
 * Round 75: per language, the evaluators (CODE_EVALUATORS) whose code no reader reads even as a literal (a
 * pickle's opcodes call any function by name): a call of one is code unseen whatever it is given.
 */
export const OPAQUE_CODE: ReadonlyMap<string, readonly string[]> = new Map([
  ['python', ['loads', 'unsafe_load', 'unsafe_load_all']],
]);
/**
 * Round 75: per language, the global namespaces a name is reached through as itself (Lua's `_G.load`, node's
 * `globalThis.eval`): a member of one is read as the name alone.
 */
export const GLOBAL_NAMESPACES: ReadonlyMap<string, readonly string[]> = new Map([
  ['lua', ['_G', '_ENV']],
  ['node', ['globalThis', 'global']],
]);
/** Round 74: PHP's and R's calls that take a function's name as text, to ask about it or print it (`function_exists("exec")`). */
export const NAME_QUERIES: ReadonlyMap<string, readonly string[]> = new Map([
  [
    'php',
    [
      'function_exists',
      'is_callable',
      'in_array',
      'array_search',
      'echo',
      'print',
      'printf',
      'var_dump',
      'print_r',
    ],
  ],
  ['r', ['exists', 'print', 'cat', 'message', 'is.function', 'is.primitive']],
]);
/** Round 73: the languages whose calls take their first argument without parentheses (`system $x`, `exec @ARGV`). */
export const PARENLESS_CALLS: ReadonlySet<string> = new Set(['perl', 'ruby']);

/**
 * Round 73 (rt-writers-r73): how a copy verb writes the host place it names (shell-transfers.ts): `file`,
 * the place or a file in it by the source's last name (cp's reading); `tree`, a tree there (`cp -r`'s:
 * into a directory known to exist by the source's last name, else the place with all below it);
 * `contents`, the place with all below it (a source's contents land in it: `kubectl cp`, `rclone sync`).
 */
export type TransferWrite = 'file' | 'tree' | 'contents';
/** Round 73: one verb of a copy program that writes this host: where the place is named, how it is written. */
export interface TransferVerb {
  /** The verb's words after the program, options between them skipped (`cp`, `file pull`, `storage blob download`). */
  readonly verb: string;
  readonly writes: TransferWrite;
  /** Options naming the place written (`-f`, `--destination`); none: the last operand (the sources before it). */
  readonly options?: readonly string[];
  /** Flags that make a `file` copy a `tree` one (`-r`, `--recursive`). */
  readonly recursive?: readonly string[];
  /** Every operand is written (`rclone bisync A B`: both sides). */
  readonly every?: true;
  /** How many operands make the last a destination (default 2: a source and it; `s3api get-object ... F`: 1). */
  readonly least?: number;
  /** Round 74: the first operand is the place (`htpasswd -c F u`, `sqlite3 F 'sql'`). */
  readonly first?: true;
  /** Round 74: the verb writes only with one of these flags (an in-place edit: `yq -i`, `xmlstarlet ed -L`). */
  readonly when?: readonly string[];
  /** Round 74: an option's value is a base, each of these endings added makes a file written (nmap's `-oA`). */
  readonly endings?: readonly string[];
  /** Round 74: an option's value is a `KEY=V,..` setting whose key names the place (`-o type=local,dest=D`). */
  readonly setting?: string;
}
/** Round 73: a copy program's verbs, and its options that take the next word as their value (no operand). */
export interface TransferProgram {
  readonly verbs: readonly TransferVerb[];
  readonly valued: readonly string[];
}
const RECURSIVE = ['-r', '-R', '--recursive'];
/** Round 74: a build's exports and caches (`docker build -o D`, `buildx build --output type=tar,dest=F`). */
const BUILD_OUTPUTS: readonly TransferVerb[] = [
  'build',
  'buildx build',
  'image build',
  'builder build',
].flatMap((verb): TransferVerb[] => [
  { verb, writes: 'contents', options: ['-o', '--output', '--cache-to'], setting: 'dest' },
  { verb, writes: 'file', options: ['--iidfile', '--metadata-file'] },
]);
const ENGINE: TransferProgram = {
  verbs: [
    { verb: 'cp', writes: 'tree' },
    { verb: 'container cp', writes: 'tree' },
    { verb: 'compose cp', writes: 'tree' },
    { verb: 'machine cp', writes: 'tree' },
    ...BUILD_OUTPUTS,
  ],
  valued: ['-H', '--host', '--context', '-c', '--config', '-l', '--log-level', '-f', '--file', '-p'].concat([
    '--project-name',
    '--profile',
    '--env-file',
    '--project-directory',
    '--index',
    '--ansi',
  ]),
};
const KUBE: TransferProgram = {
  verbs: [
    { verb: 'cp', writes: 'contents' },
    { verb: 'rsync', writes: 'contents' },
  ],
  valued: ['-c', '--container', '-n', '--namespace', '--retries', '--context', '--cluster', '--user'].concat(
    [
      '--kubeconfig',
      '-s',
      '--server',
      '--token',
      '--as',
      '--as-group',
      '--as-uid',
      '-v',
      '--request-timeout',
    ],
    ['--certificate-authority', '--client-certificate', '--client-key', '--tls-server-name', '--cache-dir'],
    ['--exclude', '--include', '--strategy'],
  ),
};
const INSTANCES: TransferProgram = {
  verbs: [{ verb: 'file pull', writes: 'file', recursive: ['-r', '--recursive'] }],
  valued: ['--project', '--uid', '--gid', '--mode', '--type'],
};
const GCLOUD_VERBS: readonly TransferVerb[] = [
  { verb: 'storage cp', writes: 'file', recursive: RECURSIVE },
  { verb: 'storage mv', writes: 'file', recursive: RECURSIVE },
  { verb: 'storage rsync', writes: 'contents' },
  { verb: 'compute scp', writes: 'file', recursive: ['--recurse'] },
  { verb: 'compute copy-files', writes: 'file', recursive: ['--recurse'] },
];
/** Round 74: a program's own options naming a file it writes, read from its first word on (`nmap -oN F`). */
const written = (options: readonly string[], more: Partial<TransferVerb> = {}): TransferVerb => ({
  verb: '',
  writes: 'file',
  options,
  ...more,
});
/** Round 74: a program whose last operand is a file it writes, after `least` operands (`ffmpeg -i x F`, `convert a F`). */
const lastWritten = (verb: string, least: number, valued: readonly string[] = []): TransferProgram => ({
  verbs: [{ verb, writes: 'file', least }],
  valued,
});
const NMAP_FILES = ['-oN', '-oX', '-oG', '-oS', '-oM', '-m'];
const MASSCAN_FILES = ['-oX', '-oG', '-oJ', '-oL', '-oB', '-oD', '-oU', '--output-filename'];
const CAPTURES: TransferProgram = { verbs: [written(['-w'])], valued: [] };
const FFMPEG: TransferProgram = {
  verbs: [{ verb: '', writes: 'file', every: true }],
  valued: ['-i', '-f', '-c', '-c:v', '-c:a', '-codec', '-vcodec', '-acodec', '-map', '-ss', '-t', '-to'],
};
/** Round 75: a formatter or fixer that rewrites each file operand in place, with the flag that makes it, if one. */
const inPlace = (when?: readonly string[], verb = ''): TransferProgram => ({
  verbs: [{ verb, writes: 'file', every: true, ...(when === undefined ? {} : { when }) }],
  valued: [],
});
/** Round 75: a compiler's or fetcher's directory option, written with all below it (`javac -d D`). */
const intoDirectory = (options: readonly string[], verb = ''): TransferVerb =>
  written(options, { verb, writes: 'contents' });
/**
 * Round 75 (rt-constructors-r75; docs/floor.md "Round 75 (rt-constructors-r75)"): formatters and fixers that
 * rewrite the files they are given (`gofmt -w F`, `black F`, `prettier --write F`, `clang-format -i F`), and
 * compilers, builds and fetchers writing into a directory an option names (`javac -d D`, `cargo build
 * --target-dir D`, `pip download -d D`). A directory operand of a formatter is read as the place itself, not
 * all below it (`black .` rewrites the project's Python files, not `.git/hooks`).
 */
const REWRITING_PROGRAMS: readonly (readonly [string, TransferProgram])[] = [
  ...['gofmt', 'goimports', 'gofumpt', 'golines', 'shfmt'].map(
    (n) => [n, inPlace(['-w', '--write'])] as const,
  ),
  ...['clang-format', 'google-java-format', 'swift-format', 'ocamlformat', 'ormolu', 'fourmolu'].map(
    (n) => [n, inPlace(['-i', '--in-place', '--replace', '--inplace'])] as const,
  ),
  ...['autopep8', 'yapf', 'autoflake', 'docformatter', 'cmake-format', 'jsonnetfmt', 'stylish-haskell'].map(
    (n) => [n, inPlace(['-i', '--in-place'])] as const,
  ),
  ...['prettier', 'biome'].map(
    (n) => [n, inPlace(['--write', '-w', '--apply', '--apply-unsafe', '--fix'])] as const,
  ),
  ...['eslint', 'stylelint', 'standard', 'standardrb', 'xo', 'markdownlint', 'markdownlint-cli2'].map(
    (n) => [n, inPlace(['--fix'])] as const,
  ),
  ['rubocop', inPlace(['-a', '-A', '--autocorrect', '--autocorrect-all', '-x', '--fix-layout'])],
  ['uncrustify', inPlace(['--replace', '--no-backup'])],
  ['ktlint', inPlace(['-F', '--format'])],
  ['elm-format', inPlace(['--yes'])],
  ['djlint', inPlace(['--reformat'])],
  ['perltidy', inPlace(['-b', '--backup-and-modify-in-place'])],
  ['tidy', inPlace(['-m', '-modify'])],
  ['codespell', inPlace(['-w', '--write-changes'])],
  ['typos', inPlace(['-w', '--write-changes'])],
  ['shellharden', inPlace(['--replace'])],
  ['clang-tidy', inPlace(['-fix', '--fix', '-fix-errors', '--fix-errors'])],
  // These rewrite their files unless told to check (`black --check`: an over-read, fail closed).
  ...['black', 'isort', 'rustfmt', 'stylua', 'nixfmt', 'pyupgrade', 'add-trailing-comma', 'mdformat'].map(
    (n) => [n, inPlace()] as const,
  ),
  ...['dos2unix', 'unix2dos', 'mac2unix', 'unix2mac', 'astyle', 'indent', 'phpcbf', 'swiftformat'].map(
    (n) => [n, inPlace()] as const,
  ),
  ...['buildifier', 'scalafmt', 'reorder-python-imports'].map((n) => [n, inPlace()] as const),
  [
    'ruff',
    {
      verbs: [
        { verb: '', writes: 'file', every: true, when: ['--fix', '--unsafe-fixes'] },
        { verb: 'format', writes: 'file', every: true },
      ],
      valued: [],
    },
  ],
  ...['terraform', 'tofu', 'deno'].map((n) => [n, inPlace(undefined, 'fmt')] as const),
  ...['dart', 'mix', 'gleam'].map((n) => [n, inPlace(undefined, 'format')] as const),
  [
    'taplo',
    {
      verbs: ['fmt', 'format'].map((verb) => ({ verb, writes: 'file' as const, every: true as const })),
      valued: [],
    },
  ],
  ['php-cs-fixer', inPlace(undefined, 'fix')],
  ['sqlfluff', inPlace(undefined, 'fix')],
  ['javac', { verbs: [intoDirectory(['-d', '-s', '-h'])], valued: [] }],
  ['javadoc', { verbs: [intoDirectory(['-d'])], valued: [] }],
  ...['kotlinc', 'scalac'].map((n) => [n, { verbs: [intoDirectory(['-d'])], valued: [] }] as const),
  ['cargo', { verbs: [intoDirectory(['--target-dir', '--artifact-dir', '--out-dir'])], valued: [] }],
  ['rustc', { verbs: [intoDirectory(['--out-dir'])], valued: [] }],
  ['cmake', { verbs: [intoDirectory(['-B', '--install-prefix'])], valued: [] }],
  [
    'zig',
    {
      verbs: [
        written(['-femit-bin', '-femit-h', '-femit-docs', '-femit-asm', '-femit-llvm-ir', '-femit-implib']),
        intoDirectory(['-p', '--prefix'], 'build'),
        { verb: 'fmt', writes: 'file', every: true },
      ],
      valued: [],
    },
  ],
  ...['gcc', 'g++', 'cc', 'c++', 'clang', 'clang++'].map(
    (n) => [n, { verbs: [written(['-MF', '-MQ'])], valued: [] }] as const,
  ),
  ['tsc', { verbs: [intoDirectory(['--declarationDir']), written(['--tsBuildInfoFile'])], valued: [] }],
  ...['pip', 'pip3'].map(
    (n) =>
      [
        n,
        {
          verbs: [
            intoDirectory(['-d', '--dest'], 'download'),
            intoDirectory(['-w', '--wheel-dir'], 'wheel'),
            intoDirectory(['-t', '--target', '--prefix', '--root'], 'install'),
          ],
          valued: [],
        },
      ] as const,
  ),
  ['npm', { verbs: [intoDirectory(['--pack-destination'], 'pack')], valued: [] }],
];
/**
 * Round 74 (rt-writers-r74; docs/floor.md): programs that write a file their own option or last operand
 * names, which no reading read (`nmap -oN ~/.bashrc`, `tcpdump -w F`, `pg_dump -f F`, `ffmpeg -i x F`):
 * read as the copy verbs are (shell-transfers.ts transferTargets), for every command and wrapper tail.
 */
const OUTPUT_PROGRAMS: readonly (readonly [string, TransferProgram])[] = [
  // nmap's getopt_long_only reads `-oN F`, `--oN F`, `-oN=F`; `-oA B` writes B.nmap, B.xml, B.gnmap.
  [
    'nmap',
    {
      verbs: [
        written([...NMAP_FILES, ...NMAP_FILES.map((o) => `-${o}`)]),
        written(['-oA', '--oA'], { endings: ['.nmap', '.xml', '.gnmap'] }),
      ],
      valued: [],
    },
  ],
  [
    'ncrack',
    {
      verbs: [
        written(['-oN', '-oX', '--oN', '--oX']),
        written(['-oA', '--oA'], { endings: ['.ncrack', '.xml'] }),
      ],
      valued: [],
    },
  ],
  ['masscan', { verbs: [written([...MASSCAN_FILES, ...MASSCAN_FILES.map((o) => `-${o}`)])], valued: [] }],
  ['tcpdump', CAPTURES],
  ['tshark', CAPTURES],
  ['dumpcap', CAPTURES],
  ['mergecap', CAPTURES],
  ['ssh', { verbs: [written(['-E'])], valued: [] }],
  ['autossh', { verbs: [written(['-E'])], valued: [] }],
  [
    'script',
    {
      verbs: [
        written(['-O', '--log-out', '-B', '--log-io', '-I', '--log-in', '-T', '--log-timing']),
        { verb: '', writes: 'file', least: 1 },
      ],
      valued: ['-c', '--command', '-E', '--echo', '-m', '--logging-format', '-O', '-B', '-I', '-T'],
    },
  ],
  ['pg_dump', { verbs: [written(['-f', '--file'])], valued: [] }],
  ['pg_dumpall', { verbs: [written(['-f', '--file'])], valued: [] }],
  ['pg_restore', { verbs: [written(['-f', '--file'])], valued: [] }],
  ['psql', { verbs: [written(['-L', '--log-file'])], valued: [] }],
  ['mysqldump', { verbs: [written(['-r', '--result-file'])], valued: [] }],
  ['mariadb-dump', { verbs: [written(['-r', '--result-file'])], valued: [] }],
  ['mysql', { verbs: [written(['--tee'])], valued: [] }],
  ['mariadb', { verbs: [written(['--tee'])], valued: [] }],
  ['redis-cli', { verbs: [written(['--rdb', '--functions-rdb'])], valued: [] }],
  ['gs', { verbs: [written(['-sOutputFile'])], valued: [] }],
  ['openssl', { verbs: [written(['-keyout', '-certout', '-sess_out', '-keylogfile', '-out'])], valued: [] }],
  ['keytool', { verbs: [written(['-keystore'])], valued: [] }],
  ['screen', { verbs: [written(['-Logfile'])], valued: [] }],
  ['pdftk', { verbs: [written(['output'])], valued: [] }],
  ['aria2c', { verbs: [written(['-d', '--dir'], { writes: 'contents' })], valued: [] }],
  ['yt-dlp', { verbs: [written(['-P', '--paths'], { writes: 'contents' })], valued: [] }],
  ['youtube-dl', { verbs: [written(['-P', '--paths'], { writes: 'contents' })], valued: [] }],
  ['htpasswd', { verbs: [{ verb: '', writes: 'file', first: true }], valued: [] }],
  // Round 75: bash's `history -w F` / `-a F` writes the shell's history list (`history -s` adds any line) to F.
  ['history', { verbs: [{ verb: '', writes: 'file', first: true, when: ['-w', '-a'] }], valued: ['-d'] }],
  [
    'mknod',
    { verbs: [{ verb: '', writes: 'file', first: true }], valued: ['-m', '--mode', '-Z', '--context'] },
  ],
  // rsync's own reading has its destination; a batch file is F and F.sh.
  [
    'rsync',
    { verbs: [written(['--write-batch', '--only-write-batch'], { endings: ['', '.sh'] })], valued: [] },
  ],
  ['exiftool', { verbs: [written(['-W', '-w'])], valued: [] }],
  // sqlite3 writes its database; its dot commands' files are shell-option-scripts.ts sqliteDots'.
  [
    'sqlite3',
    {
      verbs: [{ verb: '', writes: 'file', first: true }],
      valued: ['-cmd', '-init', '-separator', '-nullvalue', '-newline', '-vfs', '-maxsize', '-pagecache'],
    },
  ],
  // In-place editors: every operand with the in-place flag (the expression too, as a file: over-read).
  ['yq', { verbs: [{ verb: '', writes: 'file', every: true, when: ['-i', '--inplace'] }], valued: [] }],
  // ruby's `-i[EXT]` edits its files in place, as perl's `-i` (shell.ts's own case) does.
  [
    'ruby',
    {
      verbs: [{ verb: '', writes: 'file', every: true, when: ['-i'] }],
      valued: ['-e', '-r', '-I', '-C', '-E', '-F', '--encoding'],
    },
  ],
  [
    'sd',
    {
      verbs: [{ verb: '', writes: 'file', every: true }],
      valued: ['-f', '--flags', '-n', '--max-replacements'],
    },
  ],
  ...['xmlstarlet', 'xml'].map((name): readonly [string, TransferProgram] => [
    name,
    { verbs: [{ verb: 'ed', writes: 'file', every: true, when: ['-L', '--inplace'] }], valued: [] },
  ]),
  [
    'crudini',
    { verbs: [{ verb: '', writes: 'file', first: true, when: ['--set', '--del', '--merge'] }], valued: [] },
  ],
  ['dasel', { verbs: ['put', 'delete'].map((verb) => written(['-f', '--file'], { verb })), valued: [] }],
  // Inputs are `-i F`: every other operand is an output (an unknown option's value too: fail closed).
  ['ffmpeg', FFMPEG],
  ['avconv', FFMPEG],
  ['convert', lastWritten('', 2)],
  ['magick', lastWritten('', 2)],
  ['gm', lastWritten('convert', 2)],
  ['sox', lastWritten('', 2)],
  ['qpdf', lastWritten('', 2)],
  ['pdftotext', lastWritten('', 2)],
  ['wkhtmltopdf', lastWritten('', 2)],
  ['lwp-download', lastWritten('', 2)],
  ['link', lastWritten('', 2)],
  [
    'svn',
    {
      verbs: ['export', 'checkout', 'co'].map((verb) => ({ verb, writes: 'contents' as const })),
      valued: ['-r', '--revision', '--username', '--password', '--depth', '--config-dir'],
    },
  ],
  ['hg', { verbs: [{ verb: 'clone', writes: 'contents' }], valued: ['-r', '--rev', '-b', '--branch', '-u'] }],
];

/**
 * Round 73: programs that copy from a container, pod, instance, bucket or remote to a host place
 * (shell-transfers.ts): before, only a tail that spelt `cp` was read (`aws s3 cp`, `gsutil cp`), so
 * `docker cp c:/x ~/.bashrc`, `rclone copyto r:x ~/.bashrc`, `az storage blob download -f ~/.bashrc` wrote unread.
 */
export const TRANSFER_PROGRAMS: ReadonlyMap<string, TransferProgram> = new Map<string, TransferProgram>([
  ['docker', ENGINE],
  ['podman', ENGINE],
  ['nerdctl', ENGINE],
  ['docker-compose', { verbs: [{ verb: 'cp', writes: 'tree' }], valued: ENGINE.valued }],
  ['podman-compose', { verbs: [{ verb: 'cp', writes: 'tree' }], valued: ENGINE.valued }],
  ['kubectl', KUBE],
  ['oc', KUBE],
  ['lxc', INSTANCES],
  ['incus', INSTANCES],
  [
    'multipass',
    { verbs: [{ verb: 'transfer', writes: 'file', recursive: ['-r', '--recursive'] }], valued: [] },
  ],
  [
    'limactl',
    { verbs: ['copy', 'cp'].map((verb) => ({ verb, writes: 'file', recursive: ['-r'] })), valued: [] },
  ],
  // `machinectl copy-from M PATH` writes PATH itself here, as the last operand too.
  ['machinectl', { verbs: [{ verb: 'copy-from', writes: 'tree' }], valued: ['-M', '--machine'] }],
  ['adb', { verbs: [{ verb: 'pull', writes: 'tree' }], valued: ['-s', '-t', '-H', '-P', '-L'] }],
  [
    'virt-copy-out',
    { verbs: [{ verb: '', writes: 'tree' }], valued: ['-a', '--add', '-d', '--domain', '-c'] },
  ],
  [
    'gcloud',
    {
      verbs: [
        ...GCLOUD_VERBS,
        ...GCLOUD_VERBS.map((v) => ({ ...v, verb: `alpha ${v.verb}` })),
        ...GCLOUD_VERBS.map((v) => ({ ...v, verb: `beta ${v.verb}` })),
      ],
      valued: ['--project', '--zone', '--account', '--configuration', '--impersonate-service-account'],
    },
  ],
  [
    'gsutil',
    {
      verbs: [
        { verb: 'cp', writes: 'file', recursive: RECURSIVE },
        { verb: 'mv', writes: 'file', recursive: RECURSIVE },
        { verb: 'rsync', writes: 'contents' },
      ],
      valued: ['-o', '-h', '-u', '-p', '-x', '-L'],
    },
  ],
  [
    'aws',
    {
      verbs: [
        { verb: 's3 cp', writes: 'file', recursive: ['--recursive'] },
        { verb: 's3 mv', writes: 'file', recursive: ['--recursive'] },
        { verb: 's3 sync', writes: 'contents' },
        { verb: 's3api get-object', writes: 'file', least: 1 },
      ],
      valued: [
        '--profile',
        '--region',
        '--endpoint-url',
        '--bucket',
        '--key',
        '--exclude',
        '--include',
      ].concat(
        ['--version-id', '--range', '--sse-c', '--sse-c-key', '--expected-bucket-owner', '--request-payer'],
        ['--output', '--query', '--cli-read-timeout', '--cli-connect-timeout', '--ca-bundle', '--acl'],
      ),
    },
  ],
  [
    's3cmd',
    {
      verbs: [
        { verb: 'get', writes: 'file', recursive: ['-r', '--recursive'] },
        { verb: 'sync', writes: 'contents' },
      ],
      valued: ['-c', '--config', '--exclude', '--include', '--rexclude', '--rinclude', '--host', '--region'],
    },
  ],
  [
    'azcopy',
    {
      verbs: [
        { verb: 'copy', writes: 'file', recursive: ['--recursive', '--recursive=true', '-r'] },
        { verb: 'cp', writes: 'file', recursive: ['--recursive', '--recursive=true', '-r'] },
        { verb: 'sync', writes: 'contents' },
      ],
      valued: ['--include-pattern', '--exclude-pattern', '--log-level', '--from-to', '--cap-mbps'],
    },
  ],
  [
    'mc',
    {
      verbs: [
        { verb: 'cp', writes: 'file', recursive: ['-r', '--recursive'] },
        { verb: 'mv', writes: 'file', recursive: ['-r', '--recursive'] },
        { verb: 'get', writes: 'file' },
        { verb: 'mirror', writes: 'contents' },
      ],
      valued: ['-C', '--config-dir', '--attr', '--tags', '--storage-class', '--rewind', '--version-id'],
    },
  ],
  [
    'rclone',
    {
      verbs: [
        ...['copy', 'sync', 'move', 'copyto', 'moveto', 'mount', 'nfsmount'].map((verb) => ({
          verb,
          writes: 'contents' as const,
        })),
        { verb: 'copyurl', writes: 'file' },
        { verb: 'bisync', writes: 'contents', every: true },
      ],
      valued: [
        '--config',
        '--include',
        '--exclude',
        '--filter',
        '--transfers',
        '--checkers',
        '--bwlimit',
      ].concat(
        ['--log-file', '--log-level', '--backup-dir', '--suffix', '--max-age', '--min-age', '--max-size'],
        ['--min-size', '--include-from', '--exclude-from', '--filter-from', '--files-from', '--workdir'],
      ),
    },
  ],
  [
    'az',
    {
      verbs: [
        { verb: 'storage blob download', writes: 'file', options: ['-f', '--file'] },
        { verb: 'storage blob download-batch', writes: 'contents', options: ['-d', '--destination'] },
        { verb: 'storage file download', writes: 'contents', options: ['--dest'] },
        { verb: 'storage file download-batch', writes: 'contents', options: ['-d', '--destination'] },
        { verb: 'storage fs file download', writes: 'contents', options: ['-d', '--destination'] },
        { verb: 'storage fs directory download', writes: 'contents', options: ['-d', '--destination'] },
        { verb: 'storage copy', writes: 'contents', options: ['-d', '--destination'] },
        { verb: 'storage azcopy blob download', writes: 'contents', options: ['-d', '--destination'] },
        { verb: 'keyvault secret download', writes: 'file', options: ['-f', '--file'] },
        { verb: 'keyvault certificate download', writes: 'file', options: ['-f', '--file'] },
        { verb: 'keyvault key download', writes: 'file', options: ['-f', '--file'] },
        { verb: 'aks get-credentials', writes: 'file', options: ['-f', '--file'] },
      ],
      valued: [],
    },
  ],
  [
    'gh',
    {
      verbs: [
        { verb: 'release download', writes: 'file', options: ['-O', '--output'] },
        { verb: 'release download', writes: 'contents', options: ['-D', '--dir'] },
        { verb: 'run download', writes: 'contents', options: ['-D', '--dir'] },
      ],
      valued: [],
    },
  ],
  [
    'helm',
    {
      verbs: ['pull', 'fetch', 'package'].map((verb) => ({
        verb,
        writes: 'contents' as const,
        options: ['-d', '--destination', '--untardir'],
      })),
      valued: [],
    },
  ],
  ['restic', { verbs: [{ verb: 'restore', writes: 'contents', options: ['-t', '--target'] }], valued: [] }],
  ['buildah', { verbs: BUILD_OUTPUTS.filter((v) => !v.verb.includes(' ')), valued: [] }],
  ...OUTPUT_PROGRAMS,
  ...REWRITING_PROGRAMS,
]);

/**
 * Round 73: programs whose short `-o` is a flag, or names what they read, and whose next word may be an
 * operand they read (`ls -o ~/.ssh`, `od -o ~/.bashrc`, `rsync -avo ~/.ssh/ b/`, `git ls-files -o .env`):
 * any other program writes the file its `-o` names, as `--out` and `--output` are read for every program.
 */
export const SHORT_O_FLAGS: ReadonlySet<string> = new Set([
  // `git ls-files -o`, `git commit -o PATH` (its own reading reads its writes); `make -o F` (an old file).
  'git',
  'make',
  'gmake',
  'rsync',
  'scp',
  'sftp',
  'ssh',
  'find',
  'tar',
  'bsdtar',
  'gtar',
  'cpio',
  'pax',
  'unzip',
  'ptx',
  'ar',
  'ssh-keygen',
  'ls',
  'dir',
  'vdir',
  'grep',
  'egrep',
  'fgrep',
  'zgrep',
  'rg',
  'ag',
  'ack',
  'od',
  'hexdump',
  'hd',
  'strings',
  'nm',
  'lsof',
  'vim',
  'vi',
  'nvim',
  'view',
  'gvim',
  'test',
  '[',
  '[[',
]);

/** Round 74: programs whose last operand is the place they write (xargs appending input there: shell.ts inputPlaced). */
export const PLACE_LAST_WRITERS: ReadonlySet<string> = new Set(['cp', 'mv', 'ln', 'install', 'rsync', 'scp']);

/** Round 73: programs whose `-o` shell.ts's writers' switch reads already (shortOutputs would name it again). */
export const READS_OWN_O: ReadonlySet<string> = new Set(
  'curl wget sort shuf gcc cc clang g++ c++ rustc gpg 7z'.split(' '),
);
/** A package runner's options that take a value (`npx -p PKG CMD`, `uvx --from PKG CMD`, `conda run -n ENV CMD`). */
export const RUNNER_VALUED: ReadonlySet<string> = new Set([
  '-p',
  '--package',
  '-c',
  '--call',
  '-w',
  '--workspace',
  '-C',
  '--dir',
  '--prefix',
  '--filter',
  '-F',
  // pipx run's and uvx's options that take a value (`uvx --from PKG CMD`, `pipx run --spec PKG CMD`).
  '--spec',
  '--python',
  '--pip-args',
  '--index-url',
  '--from',
  '--with',
  '--with-requirements',
  '--index',
  // conda run's environment (`conda run -n ENV CMD`).
  '-n',
  '--name',
]);

/** concurrently's options that take a value (its operands are the command lines it runs). */
export const CONCURRENTLY_VALUED: ReadonlySet<string> = new Set([
  '-n',
  '--names',
  '-c',
  '--prefix-colors',
  '-p',
  '--prefix',
]);

/**
 * Round 77: package runners that run their operands as a command, each word as given (shell-option-scripts.ts
 * runnerScripts), with the verb each needs first (`npm exec`, `pnpm dlx`); none for `npx`.
 */
export const OPERAND_RUNNERS: ReadonlyMap<string, readonly string[]> = new Map([
  ['npx', []],
  ['bunx', []],
  ['pnpx', []],
  ['npm', ['exec', 'x']],
  ['pnpm', ['exec', 'dlx']],
  ['yarn', ['exec', 'dlx']],
]);

/** Round 77: wrappers that may hand their operands to a shell as one line (`watch`, `entr -s`, firejail's old default). */
export const SHELL_LINE_WRAPPERS: ReadonlySet<string> = new Set(['watch', 'entr', 'firejail']);

/** Wrappers that run the command after their options: the options here take a value. */
// A Map, not an object: a command named `constructor` or `__proto__` must find nothing.
export const WRAPPERS: ReadonlyMap<
  string,
  { valued: ReadonlySet<string>; pairs?: ReadonlySet<string>; operands?: number }
> = new Map<string, { valued: ReadonlySet<string>; pairs?: ReadonlySet<string>; operands?: number }>(
  Object.entries({
    sudo: {
      valued: new Set(['-u', '-g', '-h', '-p', '-C', '-D', '-r', '-t', '-U', '-T', '--user', '--group']),
    },
    doas: { valued: new Set(['-u', '-C']) },
    env: { valued: new Set(['-u', '-C', '-S', '--unset', '--chdir', '--split-string']) },
    nice: { valued: new Set(['-n', '--adjustment']) },
    nohup: { valued: new Set() },
    time: { valued: new Set(['-o', '-f']) },
    command: { valued: new Set() },
    builtin: { valued: new Set() },
    exec: { valued: new Set(['-a']) },
    stdbuf: { valued: new Set(['-i', '-o', '-e']) },
    timeout: { valued: new Set(['-s', '-k', '--signal', '--kill-after']), operands: 1 },
    // Round 37: `-t` (ignore failures) takes no value: `ionice -t sudo id` runs sudo.
    ionice: { valued: new Set(['-c', '-n', '--class', '--classdata']) },
    chrt: { valued: new Set(), operands: 1 },
    taskset: { valued: new Set(), operands: 1 },
    watch: { valued: new Set(['-n', '-d']) },
    unbuffer: { valued: new Set() },
    caffeinate: { valued: new Set(['-t', '-w']) },
    busybox: { valued: new Set<string>() },
    xargs: {
      // Round 41: BSD's `-J R` and `-R N` take a value too.
      valued: new Set([
        '-I',
        '-J',
        '-R',
        '-n',
        '-L',
        '-P',
        '-d',
        '-E',
        '-s',
        '-a',
        '--arg-file',
        '--delimiter',
      ]),
    },
    setsid: { valued: new Set() },
    flock: { valued: new Set(['-w', '-E', '--timeout']), operands: 1 },
    fakeroot: { valued: new Set() },
    proxychains: { valued: new Set(['-f']) },
    torsocks: { valued: new Set() },
    chroot: { valued: new Set(['--userspec', '--groups']), operands: 1 },
    unshare: { valued: new Set(['-S', '-G', '--setuid', '--setgid']) },
    runuser: { valued: new Set(['-u', '-g', '-G', '--user', '--group']) },
    strace: { valued: new Set(['-o', '-e', '-p', '-s', '-u', '-E']) },
    ltrace: { valued: new Set(['-o', '-e', '-p', '-s', '-u']) },
    firejail: { valued: new Set() },
    nsenter: { valued: new Set(['-t', '--target', '-S', '--setuid', '-G', '--setgid', '-w', '-r']) },
    toybox: { valued: new Set<string>() },
    // Programs that run their operands as a command after their own options, like nice and timeout.
    chronic: { valued: new Set() },
    faketime: { valued: new Set(['-m', '-f']), operands: 1 },
    valgrind: { valued: new Set() },
    cpulimit: { valued: new Set(['-l', '--limit', '-p', '--pid', '-e', '--exe']) },
    catchsegv: { valued: new Set() },
    'xvfb-run': {
      valued: new Set([
        '-n',
        '--server-num',
        '-s',
        '--server-args',
        '-f',
        '--auth-file',
        '-e',
        '--error-file',
        '-p',
        '--xauth-protocol',
        '-w',
        '--wait',
      ]),
    },
    'dbus-run-session': { valued: new Set(['--config-file', '--dbus-daemon']) },
    // dbus-launch PROGRAM runs PROGRAM inside a new session bus; its options take values only as --opt=VALUE.
    'dbus-launch': { valued: new Set() },
    // rlwrap COMMAND runs COMMAND under a readline wrapper (`-a`, `-p` take a value only attached); cgexec -g CONTROLLERS:PATH COMMAND in a cgroup;
    // tsp (task spooler) COMMAND queues COMMAND and runs it.
    rlwrap: {
      valued: new Set([
        '-b',
        '-C',
        '-D',
        '-e',
        '-f',
        '-g',
        '-H',
        '-l',
        '-O',
        '-P',
        '-q',
        '-S',
        '-t',
        '-w',
        '-z',
      ]),
    },
    cgexec: { valued: new Set(['-g']) },
    tsp: { valued: new Set(['-L', '-N', '-D', '-W']) },
    'ssh-agent': { valued: new Set(['-a', '-E', '-t', '-P', '-O']) },
    prlimit: { valued: new Set(['-p', '--pid']) },
    numactl: { valued: new Set(['-C', '-N', '-m', '-i', '-p', '-P', '-w', '-b']) },
    sshpass: { valued: new Set(['-p', '-f', '-d', '-P']) },
    dtach: { valued: new Set(['-n', '-c', '-A', '-a', '-e', '-r', '-N']) },
    entr: { valued: new Set() },
    eatmydata: { valued: new Set() },
    nocache: { valued: new Set() },
    trickle: { valued: new Set(['-d', '-u', '-w', '-t', '-l', '-n']) },
    'systemd-inhibit': { valued: new Set(['--what', '--who', '--why', '--mode']) },
    authbind: { valued: new Set() },
    fakechroot: {
      valued: new Set(['-e', '--environment', '-c', '--config-dir', '-l', '--lib', '-b', '--bindir']),
    },
    daemonize: { valued: new Set(['-a', '-c', '-e', '-E', '-o', '-p', '-l', '-u']) },
    screen: { valued: new Set(['-S', '-c', '-e', '-h', '-p', '-s', '-T', '-t', '-Logfile']) },
    // Round 13: chpst (runit) and proot run their operand command; bwrap's options take one or two values.
    chpst: {
      valued: new Set([
        '-u',
        '-U',
        '-b',
        '-e',
        '-/',
        '-C',
        '-n',
        '-l',
        '-L',
        '-m',
        '-d',
        '-o',
        '-p',
        '-f',
        '-c',
        '-r',
        '-t',
      ]),
    },
    proot: {
      valued: new Set([
        '-r',
        '-b',
        '-m',
        '-w',
        '-q',
        '-k',
        '-R',
        '-S',
        '-p',
        '--rootfs',
        '--bind',
        '--mount',
        '--cwd',
        '--pwd',
        '--qemu',
        '--kernel-release',
      ]),
    },
    bwrap: {
      valued: new Set([
        '--proc',
        '--dev',
        '--tmpfs',
        '--dir',
        '--chdir',
        '--unsetenv',
        '--uid',
        '--gid',
        '--hostname',
        '--lock-file',
        '--sync-fd',
        '--info-fd',
        '--json-status-fd',
        '--block-fd',
        '--userns-block-fd',
        '--userns',
        '--userns2',
        '--pidns',
        '--seccomp',
        '--add-seccomp-fd',
        '--exec-label',
        '--file-label',
        '--remount-ro',
        '--mqueue',
        '--cap-add',
        '--cap-drop',
        '--perms',
        '--size',
        '--args',
        '--argv0',
        '--overlay-src',
        '--tmp-overlay',
        '--ro-overlay',
      ]),
      pairs: new Set([
        '--bind',
        '--bind-try',
        '--dev-bind',
        '--dev-bind-try',
        '--ro-bind',
        '--ro-bind-try',
        '--symlink',
        '--setenv',
        '--file',
        '--bind-data',
        '--ro-bind-data',
        '--chmod',
        '--overlay',
      ]),
    },
    gosu: { valued: new Set(), operands: 1 },
    'su-exec': { valued: new Set(), operands: 1 },
    setuidgid: { valued: new Set(), operands: 1 },
    envuidgid: { valued: new Set(), operands: 1 },
    envdir: { valued: new Set(), operands: 1 },
    softlimit: { valued: new Set(['-m', '-a', '-d', '-s', '-l', '-f', '-c', '-o', '-p', '-t', '-r']) },
    setlock: { valued: new Set(), operands: 1 },
    setarch: { valued: new Set(), operands: 1 },
    runcon: { valued: new Set(['-u', '-r', '-t', '-l', '--user', '--role', '--type', '--range']) },
    tini: { valued: new Set(['-p', '-e']) },
    'dumb-init': { valued: new Set(['-r', '--rewrite']) },
    'flatpak-spawn': { valued: new Set(['--env', '--directory', '--forward-fd']) },
    setpriv: { valued: new Set(['--reuid', '--regid', '--ruid', '--euid', '--rgid', '--egid', '--groups']) },
    'systemd-run': {
      valued: new Set([
        '-u',
        '--unit',
        '-p',
        '--property',
        '-E',
        '--setenv',
        '--uid',
        '--gid',
        '-M',
        '--machine',
        '-H',
        '--host',
        '--description',
        '--slice',
        '--working-directory',
        '--on-active',
        '--on-calendar',
      ]),
    },
  }),
);
/**
 * Where the command a wrapper runs starts: past the wrapper at `at`, its options (and their values) and its
 * fixed operands (`timeout 5`, `nice -n 5`): the one reading of a wrapper's words layerStarts and the inline-code
 * reading share (docs/floor.md "Round 77 (rt-readings-r77)").
 */
export function pastWrapper(words: readonly string[], at: number, name: string): number {
  const wrapper = WRAPPERS.get(name);
  if (wrapper === undefined) return at;
  let i = at + 1;
  while (i < words.length && (words[i] as string).startsWith('-') && words[i] !== '-') {
    const opt = words[i] as string;
    i++;
    if (opt === '--') break;
    if (wrapper.valued.has(opt)) i++;
    else if (wrapper.pairs?.has(opt)) i += 2;
  }
  return i + (wrapper.operands ?? 0);
}
