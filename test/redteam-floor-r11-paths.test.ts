// Red team, round 11: paths as macOS and Windows open them. HFS+ ignores zero-width joiners, direction
// marks and U+FEFF in a name (`.g\u200cit/config` is `.git/config`), NTFS with 8.3 names on opens
// `GIT~1` as `.git` and `GITHUB~1\WORKFL~1` as `.github\workflows`, and NTFS compares names upper-cased
// (`~/.\u017f\u017fh`, long s, is `~/.ssh`): each was admitted for Write, a shell write target and a patch
// header. One path reading now drops the ignorable code points and folds case both ways (paths.ts), and a
// short name meets every glob whose names it can be the short form of (glob.ts). git's own CVE-2014-9390
// check (core.protectHFS / core.protectNTFS) is the oracle that these name `.git`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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
const decide = (tool: string, args: Record<string, unknown>) =>
  adjudicate(policy, { tool, args }, { tainted: false });

/** The three ways a path is written: a write tool, a shell target, a patch header. */
const WRITERS: ((path: string) => [string, Record<string, unknown>])[] = [
  (p) => ['Write', { file_path: p, content: 'x' }],
  (p) => ['Bash', { command: `echo x > '${p}'` }],
  (p) => ['apply_patch', { input: `*** Begin Patch\n*** Add File: ${p}\n+x\n*** End Patch` }],
];

/** Code points HFS+ ignores in a name (git's utf8.c next_hfs_char). */
const HFS_IGNORED = [
  0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x206a, 0x206f, 0xfeff,
];

/** The Win32 8.3 short name of a long name, first of its kind (`~1`). */
function shortName(name: string): string {
  const bare = name.replace(/^\.+/, '').replaceAll(' ', '').toUpperCase();
  const dot = bare.lastIndexOf('.');
  const base = (dot > 0 ? bare.slice(0, dot) : bare).replaceAll('.', '');
  const ext = dot > 0 ? bare.slice(dot + 1, dot + 4) : '';
  return `${base.slice(0, 6)}~1${ext ? `.${ext}` : ''}`;
}

const GUARDED = [
  '.git/hooks/pre-commit',
  '.git/config',
  '.github/workflows/ci.yml',
  '.gitlab-ci.yml',
  '.env',
  '.env.local',
  '.envrc',
  '.claude/settings.json',
  '.vscode/settings.json',
  '~/.ssh/authorized_keys',
  '~/.aws/credentials',
];

const spelled = (path: string, how: number, at: number, cp: number): string => {
  const segs = path.split('/');
  const k = segs[0] === '~' ? 1 : 0;
  const seg = segs[k] as string;
  if (how === 0)
    segs[k] =
      seg.slice(0, 1 + (at % seg.length)) + String.fromCodePoint(cp) + seg.slice(1 + (at % seg.length));
  else if (how === 1) segs[k] = shortName(seg);
  else if (how === 2) segs[k] = seg.replaceAll('s', '\u017f').toUpperCase();
  else segs[k] = shortName(seg).toLowerCase();
  return segs.join(how === 1 ? '\\' : '/');
};

test('oracle: git (protectHFS, protectNTFS) refuses these spellings as .git', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-r11-paths-'));
  const git = (...a: string[]) => spawnSync('git', a, { cwd: dir, encoding: 'utf8' });
  if (git('init', '-q', '.').error) return; // no git here
  const blob = git('hash-object', '-w', '--stdin').stdout.trim() || '';
  const ok = (p: string) =>
    git(
      '-c',
      'core.protectHFS=true',
      '-c',
      'core.protectNTFS=true',
      'update-index',
      '--add',
      '--cacheinfo',
      `100644,${blob},${p}`,
    ).status === 0;
  for (const p of ['.g\u200cit/config', '.gi\ufefft/config', 'GIT~1/config', '.git./config']) {
    assert.equal(ok(p), false, `git takes ${JSON.stringify(p)} for .git`);
    assert.equal(decide('Write', { file_path: p, content: 'x' }).kind, 'DENY', p);
  }
  assert.equal(ok('src/x~1.ts'), true);
});

test('fuzz: a guarded path spelled as HFS+ or NTFS reads it is refused for every writer', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...GUARDED),
      fc.integer({ min: 0, max: 3 }),
      fc.nat(),
      fc.constantFrom(...HFS_IGNORED),
      fc.constantFrom(...WRITERS),
      (path, how, at, cp, writer) => {
        const p = spelled(path, how, at, cp);
        const [tool, args] = writer(p);
        assert.equal(decide(tool, args).kind, 'DENY', `${tool} ${JSON.stringify(p)}`);
      },
    ),
    { numRuns: RUNS },
  );
});

test('benign: names with a tilde and a digit, and non-ASCII names, stay admitted', () => {
  for (const p of [
    'src/x~1.ts',
    'notes~1.txt',
    'C:\\PROGRA~1\\app\\x.txt',
    'src/caf\u00e9.ts',
    'src/cafe\u0301.ts',
    'docs/\u65e5\u672c.md',
  ])
    for (const w of WRITERS) {
      const [tool, args] = w(p);
      assert.notEqual(decide(tool, args).kind, 'DENY', `${tool} ${p}`);
    }
  for (const command of [
    'git checkout HEAD~1 -- src/x.ts',
    'git restore --source HEAD~2 src/x.ts',
    'git diff HEAD~1 > out.diff',
  ])
    assert.notEqual(decide('Bash', { command }).kind, 'DENY', command);
});

test('process: gate preflight refuses a write to GIT~1 and to .g\\u200cit', () => {
  assert.match(preflight('Write', { file_path: 'GIT~1/hooks/pre-commit', content: 'x' }), /DENY/);
  assert.match(preflight('Write', { file_path: '.g\u200cit/hooks/pre-commit', content: 'x' }), /DENY/);
});
