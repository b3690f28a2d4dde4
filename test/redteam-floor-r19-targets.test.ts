// Red team, round 19: the archives and outputs the shell reader's write-target table did not know. An
// archive a creating mode writes (`tar -czf F`, the old style `czf F`, `--file=F`, `-g F`), `zip F`,
// `7z a F`, `git archive -o F`, `git bundle create F`, `git format-patch -o D`, `npm pack
// --pack-destination D`: each is a write target, so round 18's climb rule (`> ../../x`) and the guarded
// paths meet it. Real tar, zip and git are the oracles where installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  allAdmitted,
  allDecided,
  everyRefused,
  has,
  processVerdict,
  verdict,
} from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

const CLIMB = ['../../x.tgz', '../../../x', 'a/../../../x', '../../x.zip'];
const WRITERS: readonly ((p: string) => string)[] = [
  (p) => `tar -czf ${p} src`,
  (p) => `tar czf ${p} src`,
  (p) => `tar -cvzf ${p} -C src .`,
  (p) => `tar -C src -czf ${p} .`,
  (p) => `tar --file=${p} -c src`,
  (p) => `tar -c --file ${p} src`,
  (p) => `tar -cf${p} src`,
  (p) => `tar -rf ${p} x`,
  (p) => `tar --create -g ${p} -f out.tar src`,
  (p) => `bsdtar -cf ${p} src`,
  (p) => `zip ${p} src`,
  (p) => `zip -r -q ${p} .`,
  (p) => `zip -b /tmp -r ${p} src`,
  (p) => `7z a ${p} src`,
  (p) => `7z a -tzip ${p} src`,
  (p) => `git archive -o ${p} HEAD`,
  (p) => `git archive --format=zip -o ${p} HEAD`,
  (p) => `git bundle create ${p} HEAD`,
  (p) => `git format-patch -o ${p} HEAD~1`,
  (p) => `npm pack --pack-destination ${p}`,
  (p) => `npm pack --pack-destination=${p}`,
];

test('fuzz: every archive or output written two levels up is refused, as `> ../../x` is', () => {
  everyRefused(
    fc.tuple(fc.constantFrom(...CLIMB), fc.constantFrom(...WRITERS), fc.constantFrom('', 'true; ', 'nohup ')),
    ([p, w, before]) => `${before}${w(p)}`,
  );
});

test('fuzz: an archive written over a guarded path is refused', () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom('~/.bashrc', '.git/hooks/pre-commit', '/etc/cron.d/x'),
      fc.constantFrom(...WRITERS),
    ),
    ([p, w]) => w(p),
  );
});

test('reads and ordinary archives stay admitted', () => {
  allAdmitted([
    'tar -xzf ../../dl/x.tgz',
    'tar xzf ../../x.tgz',
    'tar -tf ../../x.tgz',
    'tar -czf ../x.tgz src',
    'tar -czf /tmp/x.tgz src',
    'tar -czf dist/x.tgz src',
    'zip -r x.zip src',
    'zip -r ../x.zip src',
    'unzip ../../x.zip',
    '7z a x.7z src',
    '7z x ../../x.7z',
    'git archive -o x.tgz HEAD',
    'git archive --format=tar HEAD | gzip > x.tgz',
    'git format-patch -1',
    'npm pack',
    'npm pack --pack-destination dist',
  ]);
  // Round 24: an archive piped to a remote shell is sent, as to nc: a witness, not a refusal.
  allDecided('REQUIRE_WITNESS', ['tar -czf - src | ssh h cat']);
});

test('oracle: real tar, zip and git write the archive where the option names it', () => {
  const root = mkdtempSync(join(tmpdir(), 'gate-r19-archive-'));
  try {
    const cwd = join(root, 'a', 'b');
    mkdirSync(cwd, { recursive: true });
    writeFileSync(join(cwd, 'f'), 'x');
    spawnSync('tar', ['czf', '../../old.tgz', 'f'], { cwd });
    spawnSync('tar', ['-cf../../attached.tar', 'f'], { cwd });
    assert.ok(existsSync(join(root, 'old.tgz')), 'tar czf');
    assert.ok(existsSync(join(root, 'attached.tar')), 'tar -cfF');
    if (has('zip')) {
      spawnSync('zip', ['-q', '../../z', 'f'], { cwd });
      assert.ok(existsSync(join(root, 'z.zip')), 'zip');
    }
    if (has('git')) {
      const g = (...a: string[]) => spawnSync('git', a, { cwd, encoding: 'utf8' });
      g('init', '-q');
      g('add', 'f');
      g('-c', 'user.name=t', '-c', 'user.email=t@x', 'commit', '-qm', 'x');
      g('archive', '-o', '../../g.tar', 'HEAD');
      assert.ok(existsSync(join(root, 'g.tar')), 'git archive -o');
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// (7z's switches are also read as an unknown program's operand tails: round 18's open cost, not this reading.)
test('linear: long tar and zip option runs', () => {
  for (const [name, make] of [
    ['tar', (n: number) => `tar -c ${'-C d '.repeat(Math.ceil(n / 6))}-f x.tar .`],
    ['tar old style', (n: number) => `tar cf x.tar ${'f '.repeat(Math.ceil(n / 2))}`],
    ['zip', (n: number) => `zip ${'-b d '.repeat(Math.ceil(n / 6))}x.zip .`],
  ] as const) {
    const g = growthOf(make, (t) => verdict(t), 4096);
    assert.ok(g < 12, `${name}: 8x the text costs ${g}x the work`);
  }
});

test('the real process refuses an archive written two levels up', () => {
  for (const command of ['tar -czf ../../x.tgz src', 'zip -r ../../x.zip src', 'git archive -o ../../x HEAD'])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
});
