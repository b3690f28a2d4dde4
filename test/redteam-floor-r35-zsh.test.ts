// Round 35 (docs/floor.md, "What the floor reads and assumes", "Which shell"): agents run the user's
// shell, zsh on macOS, and zsh reads texts bash reads as harmless as code or as a program to run: a
// word's glob qualifiers (`ls *(e:'CMD':)`, `ls a.txt(+CMD)`), a value made a pattern (`${~x}`, `$~x`,
// `setopt globsubst`), parameter flags (`${(e)x}` evaluates a value assembled at run time), modifiers
// (`$x:t`), zsh's special parameters (`functions[f]=CMD`, `commands[x]=PATH`, `NULLCMD=PROG`), `hash
// NAME=PATH`, `zstyle -e`, `autoload` from an fpath the text sets, and `>!` writes. Each ran a refused
// command under the default floor. Real zsh is the oracle, in one batched run for every case.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { wordSpellings } from './helpers/floor-bypass.js';
import {
  allAdmitted,
  everyRespeltRefused,
  has,
  lineShapes,
  runOracleShell,
  verdict,
} from './helpers/redteam-floor.js';

/** Refused commands as a command word and the rest of the line. */
const COMMANDS: readonly (readonly [string, string])[] = [
  ['sudo', 'id'],
  ['mkfs', '/dev/sdb1'],
  ['shutdown', 'now'],
  ['chmod', 'u+s /tmp/rootsh'],
];

/** Spellings a shape can carry inside quotes of either kind and a `:`-delimited qualifier. */
const spellings = (w: string): string[] =>
  [w, ...wordSpellings(w)].filter((s) => !/['":\n]/.test(s) && !s.startsWith('$'));

/** Shapes that run a whole command line `s`: glob qualifiers, a pattern from a value, flags, specials. */
const RUNS_LINE: readonly ((s: string) => string)[] = [
  (s) => `ls *(e:'${s}':)`,
  (s) => `print -l a.txt(.e:'${s}':)`,
  (s) => `echo a.txt(N.oe:'${s}':)`,
  (s) => `ls a.txt(P:x:e:'${s}':)`,
  (s) => `ls a.(txt|md)(e['${s}'])`,
  (s) => `ls "a".txt(^e{${s}})`,
  (s) => `echo a.txt(.'e':${s}:)`,
  (s) => `x='a.txt(e:${s}:)'; echo \${~x}`,
  (s) => `x='a.txt(e:${s}:)'; echo $~x`,
  (s) => `setopt globsubst; x='a.txt(e:${s}:)'; echo $x`,
  (s) => `set -o GLOB_SUBST; x='a.txt(e:${s}:)'; print $x`,
  (s) => `options[globsubst]=on; x='a.txt(e:${s}:)'; print $x`,
  (s) => `unsetopt NO_GLOB_SUBST; x='a.txt(e:${s}:)'; print $x`,
  (s) => `zsh -f -o globsubst -c 'x="a.txt(e:${s}:)"; print $x'`,
  (s) => `d='$'; x="\${d}(${s})"; echo \${(e)x}`,
  (s) => `d='$'; x="\${d}(${s})"; print -r -- "\${(e)x}"`,
  (s) => `functions[f]='${s}'; f`,
  (s) => `f=TRAPEXIT; functions[$f]='${s}'`,
  (s) => `zstyle -e x y '${s}'; zstyle -s x y v`,
  (s) => `printf '%s\\n' '${s}' > f; fpath=(.); autoload f; f`,
];

/** Shapes that name the program `w` (its arguments `rest`) where bash reads another word or none. */
const NAMES_PROGRAM: readonly ((w: string, rest: string) => string)[] = [
  // `+` takes a name (zsh runs no path there): the spelling's last step.
  (w) => `ls a.txt(+${w.replace(/^.*\//, '')})`,
  (w) => `ls a.txt(o+${w.replace(/^.*\//, '')})`,
  (w, rest) => `x=$PWD/${w}; $x:t ${rest}`,
  (w, rest) => `x=${w}.sh; $x:r ${rest}`,
  (w, rest) => `commands[x]=$PWD/${w}; x ${rest}`,
  (w, rest) => `hash x=$PWD/${w}; x ${rest}`,
  (w) => `NULLCMD=${w}; > b.txt`,
];

const FRONTS = ['', 'true; ', 'cd . && '];

test('every respelled refused command run by a zsh-only construct is refused', () => {
  everyRespeltRefused(COMMANDS, spellings, lineShapes(RUNS_LINE), FRONTS);
});

test('every respelled refused program named by a zsh-only construct is refused', () => {
  everyRespeltRefused(COMMANDS, spellings, NAMES_PROGRAM, FRONTS);
});

test('each shape, the command respelt once, is refused inside every script a text hands on', () => {
  const inner = (s: string) => s.replace(/'/g, `'\\''`);
  for (const shape of RUNS_LINE) {
    const text = shape('s\\udo id');
    for (const wrapped of [
      text,
      `zsh -c '${inner(text)}'`,
      `bash -c '${inner(text)}'`,
      `eval '${inner(text)}'`,
    ])
      assert.equal(verdict(wrapped).kind, 'DENY', JSON.stringify(wrapped));
  }
  for (const shape of NAMES_PROGRAM)
    assert.equal(verdict(shape('s\\udo', 'id')).kind, 'DENY', shape('s\\udo', 'id'));
});

test("zsh's clobbering redirections write their file: a guarded one is refused", () => {
  for (const op of ['>!', '>>!', '>>|', '&>!', '&>>|', '>|'])
    for (const target of ['.git/hooks/pre-commit', '~/.zlogin', '~/.zshenv', '/etc/hosts'])
      assert.equal(verdict(`echo x ${op} ${target}`).kind === 'ALLOW', false, `echo x ${op} ${target}`);
  for (const op of ['>!', '>>!', '>|']) assert.equal(verdict(`echo x ${op} out.txt`).kind, 'ALLOW', op);
});

test('an array element is read as zsh counts it (from 1, `$x` every element) as well as bash', () => {
  for (const front of FRONTS)
    for (const text of [
      `a=(/etc/hosts x); echo x > \${a[1]}`,
      `a=(/etc/hosts x); cp f "\${a[1]}"`,
      'a=(/etc/hosts x); echo x >> $a[1]',
      'a=(x /); rm -rf $a',
      `a=(1) b=(2); c=(3); d=(4); e=(/etc/hosts x); echo x > \${e[1]}`,
    ])
      assert.equal(verdict(`${front}${text}`).kind, 'DENY', `${front}${text}`);
  allAdmitted([
    `a=(src test); ls \${a[1]}`,
    `arr=(x y); echo \${arr[1]} > out.txt`,
    `a=(1 2); echo \${#a[@]}`,
  ]);
});

test('neighbours zsh and bash read alike stay admitted', () => {
  allAdmitted([
    'ls *.ts',
    'ls src/**/*.ts',
    'x=1; echo $((x + 1))',
    'n=3; echo $((n * (n + 1)))',
    'x=2; (( y = x*(x+1) ))',
    '(cd src && make)',
    '[[ -n $x ]] && echo y',
    'if [[ -f a.txt ]]; then cat a.txt; fi',
    'f() { echo hi; }; f',
    `arr=(a b c); echo "\${arr[@]}"`,
    `echo \${#arr[@]}`,
    'echo "$HOST:$PORT"',
    'docker run -v $PWD:/app node:20 npm test',
    'docker tag $IMG:latest registry.example/app:latest',
    `echo \${x:-default} \${x:0:3}`,
    'echo x >| out.txt',
    'set -o pipefail; npm test',
    'set -euo pipefail; npm run build',
    "zsh -c 'npm test'",
    'zsh -f -c "ls -la"',
    'hash -r',
    'ls !(node_modules)',
    'ls *(.)',
    'ls -d *(/)',
    "grep -E '(foo|bar)' src/a.ts",
    'echo "(e:x:)"',
    "git log --format='%h (%an)'",
    'python3 -c \'print("x")\'',
    'node -e "console.log(require(\'os\').cpus().length)"',
  ]);
});

test('zsh agrees: each shape runs the command; bash runs none of them', { skip: skipWithout() }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r35-'));
  try {
    const mark = join(dir, 'ran');
    // Only stubs and harmless tools on PATH: a case can run nothing else.
    writeFileSync(join(dir, 'sudo'), `#!/bin/sh\necho "$CASE" >> '${mark}'\n`);
    chmodSync(join(dir, 'sudo'), 0o755);
    for (const tool of ['ls', 'cat', 'printf', 'zsh']) {
      const path = where(tool);
      if (path.startsWith('/')) symlinkSync(path, join(dir, tool));
    }
    writeFileSync(join(dir, 'a.txt'), 'x');
    mkdirSync(join(dir, '.git', 'hooks'), { recursive: true });
    mkdirSync(join(dir, 'home'));
    const cases = [
      ...RUNS_LINE.map((shape) => shape('s\\udo id')),
      ...NAMES_PROGRAM.map((shape) => shape('s\\udo', 'id')),
    ];
    // A case each in a subshell of one shell; `>!` writes its file (checked after).
    const script =
      cases.map((c, i) => `export CASE=${i}\n( ${c}\n) </dev/null >/dev/null 2>&1\n`).join('') +
      'echo x >! .git/hooks/pre-commit\necho y >>! .git/hooks/post-commit\n' +
      `a=(first second); print -r -- \${a[1]} > index.txt\n`;
    const run = (shell: string, args: string) => {
      writeFileSync(mark, '');
      runOracleShell(
        `${where(shell)} ${args} "$1"`,
        ['x', script],
        { cwd: dir, env: { PATH: dir, HOME: join(dir, 'home') } },
        60,
      );
      return new Set(readFileSync(mark, 'utf8').split('\n'));
    };
    for (const args of ['-f -c', '-c']) {
      const ran = run('zsh', args);
      for (let i = 0; i < cases.length; i++)
        assert.ok(ran.has(String(i)), `zsh ${args} ran none of ${JSON.stringify(cases[i])}`);
      assert.ok(
        existsSync(join(dir, '.git', 'hooks', 'pre-commit')),
        'zsh wrote .git/hooks/pre-commit through >!',
      );
      assert.ok(
        existsSync(join(dir, '.git', 'hooks', 'post-commit')),
        'zsh wrote .git/hooks/post-commit through >>!',
      );
      assert.equal(
        readFileSync(join(dir, 'index.txt'), 'utf8'),
        'first\n',
        "zsh's a[1] is the first element",
      );
      rmSync(join(dir, '.git', 'hooks', 'pre-commit'), { force: true });
      rmSync(join(dir, '.git', 'hooks', 'post-commit'), { force: true });
    }
    if (has('bash')) {
      const ran = run('bash', '--norc --noprofile -c');
      const bashRan = cases.filter((_, i) => ran.has(String(i)));
      assert.deepEqual(bashRan, [], 'bash reads these otherwise: the class is zsh-only');
    }
    for (const c of cases) assert.equal(verdict(c).kind, 'DENY', JSON.stringify(c));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Where program `p` is on this process's PATH (the cases run with only their stubs on theirs). */
function where(p: string): string {
  return spawnSync('/bin/sh', ['-c', `command -v ${p}`], { encoding: 'utf8' }).stdout.trim() || p;
}

/** The oracle needs zsh (scripts/ensure-test-deps.mjs installs it under CI): a clear skip elsewhere. */
function skipWithout(): string | false {
  if (has('zsh')) return false;
  if (process.env.CI === 'true') assert.fail('zsh is needed for the round 35 oracle (apt-get install zsh)');
  return 'zsh is not installed: the oracle that zsh runs each shape is skipped';
}
