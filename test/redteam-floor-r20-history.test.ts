// Red team, round 20, second pass: history by prefix (`!sudo`, `!git`, `!?rm?`). Bash expands history
// only in lines an interactive shell reads (keystrokes into a persistent session, Codex's write_stdin),
// and there `(( !x ))` is expanded too; `bash -c TEXT` never expands it, even with `-i` or `set -H` in
// TEXT (real bash the oracle), so the Bash tool's `!sudo` is a command not found and stays admitted.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { allAdmitted, decide, everyCallRefused, has, processVerdict } from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

const keys = (chars: string) => ['write_stdin', { session_id: 1, chars }] as const;

test('fuzz: history by prefix typed into a session is refused', () => {
  everyCallRefused(
    fc.tuple(
      fc.constantFrom(
        '!sudo',
        '!git',
        '!rm',
        '!?rm?',
        '!-1',
        '!s:p',
        '!curl:s/a/b/',
        '(( !x ))',
        'echo "!sudo"',
      ),
      fc.constantFrom('', 'true; ', 'cd x && ', "echo 'a' ", 'ls\n'),
      fc.constantFrom('\n', '', '\r'),
    ),
    ([h, before, end]) => keys(`${before}${h}${end}`),
  );
});

test('keystrokes without a history expansion and the Bash tool stay admitted', () => {
  for (const chars of [
    'ls -la\n',
    'if ! grep -q x f; then y; fi\n',
    '[[ ! -f x ]] && touch x\n',
    'echo $!\n',
    'x!=y\n',
  ])
    assert.equal(decide(...keys(chars)).kind, 'ALLOW', chars);
  // `bash -c` expands no history: `!sudo` runs a command named `!sudo` (not found).
  allAdmitted(['!sudo', '!git', 'x=0; if (( !x )); then y; fi', 'done=0; while ((!done)); do step; done']);
});

test('real bash expands history in an interactive session only (the oracle)', { skip: !has('bash') }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r20-hist-'));
  try {
    const env = { ...process.env, HISTFILE: join(dir, 'h') };
    writeFileSync(env.HISTFILE, 'echo FROM-HISTORY\n');
    const typed = spawnSync('bash', ['-i'], { input: 'history -r\n!echo\n', encoding: 'utf8', env });
    assert.match(typed.stdout, /FROM-HISTORY/);
    const arith = spawnSync('bash', ['-i'], { input: 'history -r\n(( !ec ))\n', encoding: 'utf8', env });
    assert.match(arith.stderr, /FROM-HISTORY/);
    for (const flags of [['-c'], ['-i', '-c']]) {
      const c = spawnSync('bash', [...flags, 'set -H; history -r; !echo'], { encoding: 'utf8', env });
      assert.doesNotMatch(c.stdout, /FROM-HISTORY/);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('linear: long keystrokes of quotes, dollars and bangs', () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal shell parameter expansion
  for (const unit of ["'a' ", '$x ', '${!a} ', '! '])
    assert.ok(
      growthOf(
        (n) => unit.repeat(Math.ceil(n / unit.length)),
        (t) => decide(...keys(t)),
      ) < 12,
      unit,
    );
});

test('the real process refuses history typed into a session', () => {
  assert.match(processVerdict('write_stdin', { session_id: 1, chars: '!sudo\n' }), /verdict=DENY/);
  assert.match(processVerdict('Bash', { command: '!sudo' }), /verdict=ALLOW/);
});
