// Round 75 (docs/floor.md "Round 75 (rt-constructors-r75)"): writers round 74 left. On the base a formatter or
// fixer rewriting a guarded file in place (`gofmt -w ~/.bashrc`, `black .git/hooks/pre-commit`, `prettier
// --write ~/.config/gate/config.yaml`, `clang-format -i`, `eslint --fix`, `ruff format`, `dos2unix`) and a
// compiler, build or fetcher writing into a guarded directory its option names (`javac -d ~/.ssh`, `cargo build
// --target-dir D`, `cmake -B D`, `pip download -d D`, `gcc -MF F`) were admitted. Read from a vocabulary
// (shell-vocabulary.ts REWRITING_PROGRAMS, read as TRANSFER_PROGRAMS is) and refused SELF_MODIFY, as `sed -i ..
// ~/.bashrc` is; ordinary project places admitted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decidesDrawnInBoundedCpu, verdict } from './helpers/redteam-floor.js';
import { WriterDecider } from './helpers/writer-places.js';

/** Formatters, fixers, compilers and fetchers writing the place `D`. */
const FORMS: readonly string[] = [
  'gofmt -w D',
  'gofmt -l -w D',
  'goimports -w D',
  'shfmt -w D',
  'clang-format -i D',
  'clang-format -style=file -i D',
  'prettier --write D',
  'prettier -w D',
  'npx prettier --write D',
  'eslint --fix D',
  'npx eslint --fix D',
  'stylelint --fix D',
  'autopep8 -i D',
  'autopep8 --in-place D',
  'yapf -i D',
  'autoflake --in-place D',
  'black D',
  'black -q D',
  'uvx black D',
  'isort D',
  'ruff check --fix D',
  'ruff --fix D',
  'ruff format D',
  'rustfmt D',
  'stylua D',
  'dos2unix D',
  'unix2dos D',
  'rubocop -a D',
  'rubocop -A D',
  'uncrustify --replace D',
  'ktlint -F D',
  'codespell -w D',
  'typos -w D',
  'terraform fmt D',
  'deno fmt D',
  'dart format D',
  'zig fmt D',
  'mix format D',
  'php-cs-fixer fix D',
  'sqlfluff fix D',
  'biome format --write D',
  'biome check --write D',
  'perltidy -b D',
  'tidy -m D',
  'google-java-format -i D',
  'javac -d D A.java',
  'javac -h D A.java',
  'kotlinc a.kt -d D',
  'scalac -d D a.scala',
  'javadoc -d D A.java',
  'cargo build --target-dir D',
  'cargo build --target-dir=D',
  'rustc --out-dir D a.rs',
  'cmake -B D',
  'cmake -S . -B D',
  'zig build-exe a.zig -femit-bin=D',
  'zig build -p D',
  'gcc -MF D -MD -c a.c',
  'pip download -d D requests',
  'pip wheel -w D .',
  'pip install -t D requests',
  'npm pack --pack-destination D',
];

const writers = new WriterDecider();

test('found: formatters and builds writing a guarded file or directory, refused SELF_MODIFY (kernel)', () => {
  for (const text of [
    'gofmt -w ~/.bashrc',
    'gofmt -w .git/hooks/pre-commit',
    'goimports -w .git/hooks/pre-commit',
    'black ~/.bashrc',
    'ruff check --fix .git/hooks/pre-commit',
    'prettier --write ~/.config/gate/config.yaml',
    'eslint --fix src/a.js ~/.bashrc',
    'clang-format -i ~/.bashrc',
    'autopep8 -i .git/hooks/pre-commit',
    'isort ~/.bashrc',
    'dos2unix ~/.ssh/config',
    'terraform fmt ~/.ssh/config',
    'javac -d ~/.ssh A.java',
    'javac -d .git/hooks A.java',
    'javac -d ~/.config/gate A.java',
    'cargo build --target-dir ~/.config/gate',
    'kotlinc a.kt -d ~/.ssh',
    'cmake -B ~/.ssh',
    'pip download -d ~/.ssh requests',
    'gcc -MMD -MF ~/.bashrc -c a.c',
    'tsc --declarationDir ~/.ssh',
    'tsc --tsBuildInfoFile ~/.bashrc',
    'zig build-exe a.zig -femit-bin=.git/hooks/pre-commit',
    'poetry run black ~/.bashrc',
    'nice npx prettier --write .git/hooks/pre-commit',
  ])
    writers.decided('DENY', text);
});

test('neighbours: checks, project places and whole-project runs, admitted (kernel)', () => {
  for (const text of [
    'gofmt -l .',
    'gofmt -d main.go',
    'gofmt -w main.go',
    'black .',
    'black --check .',
    'isort --check-only --diff .',
    'ruff check .',
    'ruff check --fix .',
    'ruff format --check .',
    'prettier --check .',
    'prettier --write .',
    'prettier --write src/a.ts',
    'eslint src',
    'eslint --fix .',
    'clang-format --dry-run src/a.c',
    'clang-format -i src/a.c',
    'rustfmt --check src/main.rs',
    'terraform fmt',
    'terraform fmt -check',
    'cargo fmt',
    'cargo build --release',
    'javac -d out src/A.java',
    'javac A.java',
    'cmake -B build -S .',
    'cmake --build build',
    'pip install -r requirements.txt',
    'pip install --target vendor requests',
    'pip download -d wheels requests',
    'npm pack',
    'dos2unix script.sh',
    'codespell src',
    'shfmt -d script.sh',
    'stylua --check src',
    'gcc -MMD -MF build/a.d -c a.c -o build/a.o',
    'zig build',
    'deno fmt',
    'mix format',
    'dart format lib',
    'tsc --declarationDir types',
    'rubocop app',
    'tidy -q index.html',
  ])
    assert.notEqual(verdict(text).kind, 'DENY', text);
});

test('generated: rewriting and build forms x guarded places x home spellings x wrappers refused; project places too; ordinary places admitted', () => {
  // pip writing into a shared place is refused on the base already (POLICY_BLOCK).
  writers.formsTable(FORMS, (form, dest) => dest === '/tmp/x' && form.startsWith('pip '));
});

test('linear: 200 kB of option words for the new vocabulary entries, in bounded CPU', () => {
  decidesDrawnInBoundedCpu([
    ['gofmt ', '-l -w x ', '~/.bashrc'],
    ['prettier --write ', 'src/a.ts ', '~/.bashrc'],
    ['javac ', '-d out -h ', '~/.ssh'],
    ['ruff ', 'check --fix ', '~/.bashrc'],
  ]);
});

test('the real process: fixed cases and the drawn share through `gate preflight`', () => {
  writers.throughProcess([
    ['gofmt -w ~/.bashrc', 'DENY'],
    ['javac -d ~/.ssh A.java', 'DENY'],
    ['prettier --write .', 'ALLOW'],
  ]);
});
