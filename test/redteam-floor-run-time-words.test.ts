// Red team, round 8: command words the shell names only at run time, each admitted before. A text that
// sets IFS splits `$x` where gate's reading did not (`IFS=_; x=sudo_id; $x`); `xargs -I R sh -c 'R id'`
// fills R from its input; `find -ok`/`-okdir` run their command like `-exec` (with `yes |` answering);
// zsh expands a command word `=sudo` to sudo's path. Real bash is the oracle where it applies.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_FLOOR } from '../src/kernel/policy/default-floor.js';
import { compilePolicy } from '../src/kernel/policy/load.js';
import { adjudicateBothWays as adjudicate } from './helpers/both-paths.js';
import { preflight } from './helpers/preflight.js';

const policy = compilePolicy(DEFAULT_FLOOR, 'builtin');
const RUNS = Number(process.env.GATE_FUZZ_RUNS ?? 300);
const verdict = (command: string) =>
  adjudicate(policy, { tool: 'Bash', args: { command } }, { tainted: false });

/** Shapes that run `W A` for a command word W and an argument A, W and A given separately. */
const SHAPES: ((w: string, a: string, sep: string) => string)[] = [
  (w, a, sep) => `IFS=${sep}; x=${w}${sep}${a}; $x`,
  (w, a, sep) => `IFS='${sep}' x=${w}${sep}${a}; $x`,
  (w, a, sep) => `read IFS <<< '${sep}'; x=${w}${sep}${a}; $x`,
  (w, a, sep) => `export IFS=${sep}; x=${w}${sep}${a}; "$(echo)"$x`,
  (w, a) => `echo ${w} | xargs -I{} sh -c '{} ${a}'`,
  (w, a) => `echo ${w} | xargs -I % bash -c '% ${a}'`,
  (w, a) => `printf '${w}\\n' | xargs -i sh -c '{} ${a}'`,
  (w, a) => `echo ${w} | xargs --replace=@@ sh -c '@@ ${a}'`,
];

test('oracle: real bash runs the run-time command word in each shape', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rtf-words-'));
  try {
    SHAPES.forEach((shape, i) => {
      const mark = `MARK${i}`;
      spawnSync('bash', ['-c', shape('touch', mark, '_')], { cwd: dir, timeout: 10_000, stdio: 'ignore' });
      assert.ok(existsSync(join(dir, mark)), shape('touch', mark, '_'));
    });
    writeFileSync(join(dir, 'f'), '');
    spawnSync('bash', ['-c', 'yes | find . -name f -ok touch MARKOK \\;'], { cwd: dir, stdio: 'ignore' });
    assert.ok(existsSync(join(dir, 'MARKOK')), 'find -ok runs its command when answered');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('fuzz: a refused command named at run time is refused', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...SHAPES),
      fc.constantFrom(['sudo', 'id'], ['rm', '-rf /'], ['mkfs.ext4', '/dev/sda1'], ['pkexec', 'id']),
      fc.constantFrom('_', ',', ':', '%'),
      (shape, [w, a], sep) => {
        const text = shape(w as string, (a as string).replaceAll(' ', sep), sep);
        assert.equal(verdict(text).kind, 'DENY', text);
      },
    ),
    { numRuns: RUNS },
  );
});

test('find -ok and -okdir meet the find rule; zsh =name reads as name', () => {
  for (const text of [
    'find / -ok rm {} \\;',
    'find ~ -okdir rm -rf {} \\;',
    '=sudo id',
    '=rm -rf /',
    'echo x; =pkexec id',
  ])
    assert.equal(verdict(text).kind, 'DENY', text);
});

test('ordinary uses stay admitted', () => {
  for (const text of [
    'git ls-files | xargs -I{} echo {}',
    // Round 44: a listed name spliced into the script is code; passed as "$1" it is data.
    `find . -name '*.ts' | xargs -I{} sh -c 'wc -l "$1"' _ {}`,
    `IFS=: read -r a b <<< "$line"; echo "$a"`,
    'x=ls; $x -la',
    'find . -name "*.tmp" -ok echo {} \\;',
    'echo a=b',
  ])
    assert.equal(verdict(text).kind, 'ALLOW', text);
});

test('the real gate preflight process refuses them', () => {
  for (const command of ['IFS=_; x=sudo_id; $x', `echo sudo | xargs -I{} sh -c '{} id'`, '=sudo id'])
    assert.match(preflight('Bash', { command }), /^verdict=DENY /, command);
});
