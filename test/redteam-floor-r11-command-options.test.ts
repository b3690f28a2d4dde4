// Red team, round 11: programs that run a command given as an option or an operand, beyond round 8's
// table. `git -c core.editor='sudo id' commit` (and sequence.editor, diff.external, mergetool.*.cmd,
// pager.*), `git grep -O CMD`, `git clone ext::CMD`, `script --command=CMD`, `man -P CMD`, `zip -TT CMD`,
// `gdb -ex 'shell CMD'` / `-ex '!CMD'` / `python os.system(...)`, vim `-c 'call system("CMD")'`,
// `tmux new -d CMD`, `xterm -e CMD`, `perf record -- CMD`, `expect -c 'spawn CMD'`, `lua -e
// 'os.execute(...)'` and `rsync --rsync-path=CMD` were admitted. Each is now read as a script
// (shell-option-scripts.ts, one table). Real git, script, gdb and zip are the oracle that they run CMD.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { adjudicateBothWays as adjudicate } from './helpers/both-paths.js';
import { preflight } from './helpers/preflight.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 200);
const verdict = (command: string) =>
  adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false });
const q = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/** Shapes that run CMD, each given CMD as shell text. */
const SHAPES: ((cmd: string) => string)[] = [
  (c) => `git -c core.editor=${q(c)} commit`,
  (c) => `git -c sequence.editor=${q(c)} rebase -i HEAD~2`,
  (c) => `git -c diff.external=${q(c)} diff`,
  (c) => `git -c mergetool.x.cmd=${q(c)} mergetool -t x`,
  (c) => `git -c difftool.x.cmd=${q(c)} difftool -t x`,
  (c) => `git -c pager.log=${q(c)} log`,
  (c) => `git -C . -c Core.Editor=${q(c)} commit --amend`,
  (c) => `git grep -O${q(c)} x`,
  (c) => `git grep --open-files-in-pager=${q(c)} x`,
  (c) => `git clone ${q(`ext::${c.replaceAll(' ', '% ')}`)} x`,
  (c) => `script -q /dev/null --command=${q(c)}`,
  (c) => `script /dev/null -c ${q(c)}`,
  (c) => `man -P ${q(c)} ls`,
  (c) => `man --pager=${q(c)} ls`,
  (c) => `zip x.zip f -T -TT ${q(c)}`,
  (c) => `zip x.zip f -T --unzip-command ${q(c)}`,
  (c) => `gdb -batch -ex ${q(`shell ${c}`)}`,
  (c) => `gdb -batch -ex ${q(`!${c}`)}`,
  (c) => `gdb -batch --eval-command=${q(`python import os; os.system("${c}")`)}`,
  (c) => `vim -es -c ${q(`call system("${c}")`)} -c q`,
  (c) => `vim -c ${q(`silent !${c}`)} -c q`,
  (c) => `tmux new -d ${q(c)}`,
  (c) => `tmux -L s new-session -d -s n ${q(c)}`,
  (c) => `tmux send-keys -t s ${q(c)} Enter`,
  (c) => `tmux run-shell ${q(c)}`,
  (c) => `xterm -e ${c}`,
  (c) => `gnome-terminal -- ${c}`,
  (c) => `perf record -g -- ${c}`,
  (c) => `perf stat -e cycles ${c}`,
  (c) => `expect -c ${q(`spawn ${c}; interact`)}`,
  (c) => `lua -e ${q(`os.execute("${c}")`)}`,
  (c) => `rsync --rsync-path=${q(c)} a h:b`,
];
const REFUSED = ['sudo id', 'rm -rf ~', 'mkfs.ext4 /dev/sda', 'shutdown -h now', 'doas sh'];

test('oracle: git, script, gdb and zip run the command they are given', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r11-opts-'));
  writeFileSync(join(dir, 'f'), 'x');
  const run = (cmd: string) =>
    spawnSync('bash', ['-c', cmd], { cwd: dir, encoding: 'utf8', env: { ...process.env, HOME: dir } });
  const cases: [string, string][] = [
    [
      'git',
      `git init -q . && git -c user.name=t -c user.email=t@t -c core.editor=${q('sh -c "echo RAN >&2"')} commit -q --allow-empty 2>&1`,
    ],
    ['git', `git -c alias.z=${q('!echo RAN')} z`],
    ['script', `script -q /dev/null --command=${q('echo RAN')}`],
    ['gdb', `gdb -q -batch -ex ${q('shell echo RAN')}`],
    ['zip', `zip -q x.zip f -T -TT ${q('sh -c "echo RAN >&2" --')} 2>&1`],
  ];
  for (const [prog, cmd] of cases) {
    if (spawnSync('sh', ['-c', `command -v ${prog}`]).status !== 0) continue;
    assert.match(run(cmd).stdout, /RAN/, cmd);
  }
});

test('fuzz: a refused command given to a command-running option is refused', () => {
  fc.assert(
    fc.property(fc.constantFrom(...SHAPES), fc.constantFrom(...REFUSED), (shape, cmd) => {
      assert.equal(verdict(shape(cmd)).kind, 'DENY', shape(cmd));
    }),
    { numRuns: RUNS },
  );
});

test('benign: ordinary uses of these programs are admitted', () => {
  for (const text of [
    'git -c color.ui=always log',
    'git -c core.editor=true rebase --continue',
    'git -c core.editor=vim commit',
    'git grep -n TODO',
    'git grep -O x',
    'script -q /dev/null -c "npm test"',
    'man ls',
    'zip -r out.zip dist',
    'gdb -batch -ex bt ./a.out core',
    'vim -c "set nu" x.ts',
    'tmux ls',
    'tmux new -d "npm run dev"',
    'perf stat npm test',
    'lua -e "print(1)"',
    "find . -name '*.ts' -exec grep -l x {} +",
  ])
    assert.notEqual(verdict(text).kind, 'DENY', text);
});

test('process: gate preflight refuses git -c core.editor=sudo', () => {
  assert.match(preflight('Bash', { command: `git -c core.editor='sudo id' commit` }), /DENY/);
});
