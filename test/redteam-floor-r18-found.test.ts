// Red team, round 18: what the attack pass found. An interpreter's code flag inside a cluster of its
// options (`perl -pe CODE`, `perl -lnE`, `python3 -Bc CODE`, `ruby -ne`, `node -pe`) was not read while the
// lone flag was; env's `-S` attached or in a cluster (`env -S'CMD'`, `env -iS CMD`); `find -fprint F`,
// `-fprint0`, `-fprintf`, `-fls` write F; `ssh|scp|sftp -F FILE` reads a configuration the call does not
// show (ProxyCommand, LocalCommand); R's `Rscript -e 'system("CMD")'`; a container given the host through
// `--mount=` (with `=`), a host system directory mounted (`-v /etc:/h`, `/root`, `/dev` ...) or
// `--cap-add SYS_MODULE`. Real perl, python3, env and ssh are the oracles where installed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  allAdmitted,
  everyRefused,
  everyShapeRefused,
  has,
  processVerdict,
  verdict,
} from './helpers/redteam-floor.js';
import { growthOf } from './helpers/work-count.js';

test('oracle: a code flag in a cluster runs its code; env -S attached splits its string', () => {
  if (has('perl')) {
    const r = spawnSync('perl', ['-le', 'print "RAN"'], { encoding: 'utf8' });
    assert.equal(r.stdout.trim(), 'RAN');
    const n = spawnSync('perl', ['-ne', 'print "RAN\\n"'], { input: 'x\n', encoding: 'utf8' });
    assert.equal(n.stdout.trim(), 'RAN');
  }
  if (has('python3')) {
    const r = spawnSync('python3', ['-Bc', 'print("RAN")'], { encoding: 'utf8' });
    assert.equal(r.stdout.trim(), 'RAN');
  }
  if (has('env')) {
    const r = spawnSync('env', ['-S echo RAN'], { encoding: 'utf8' });
    assert.equal(r.stdout.trim(), 'RAN');
    const i = spawnSync('env', ['-iSecho RAN'], { encoding: 'utf8' });
    assert.equal(i.stdout.trim(), 'RAN');
  }
  if (has('ssh')) {
    // ssh reads the -F file before it connects: a missing one is an error about that file.
    const r = spawnSync('ssh', ['-F', '/nonexistent/gate-r18', 'h'], { encoding: 'utf8', timeout: 5000 });
    assert.match(r.stderr, /gate-r18/);
  }
});

const REFUSED = ['sudo id', 'rm -rf ~', 'reboot'];
const CLUSTERS: readonly ((c: string) => string)[] = [
  (c) => `perl -pe 'system("${c}")' f`,
  (c) => `perl -ne 'system("${c}")' f`,
  (c) => `perl -lnE 'system("${c}")' f`,
  (c) => `perl -wle 'system("${c}")'`,
  (c) => `perl -i.bak -pe 'system("${c}")' f`,
  (c) => `perl -pesystem'("${c}")' f`,
  (c) => `python3 -Bc 'import os; os.system("${c}")'`,
  (c) => `python3 -Ic 'import os; os.system("${c}")'`,
  (c) => `ruby -ne 'system("${c}")' f`,
  (c) => `ruby -pe 'system("${c}")' f`,
  (c) => `node -pe 'require("child_process").execSync("${c}")'`,
  (c) => `Rscript -e 'system("${c}")'`,
  (c) => `R -e 'system("${c}")'`,
];

test('fuzz: a code flag inside a cluster is read as the lone flag is', () => {
  everyShapeRefused(REFUSED, CLUSTERS, ['', 'cd x && ', 'nice ']);
  allAdmitted([
    "perl -pe 's/a/b/' f",
    "perl -lne 'print if /x/' f",
    "perl -i.bak -pe 's/foo/bar/g' f",
    "python3 -Bc 'print(1)'",
    "ruby -ne 'puts $_' f",
    "node -pe 'process.version'",
    'Rscript -e \'install.packages("x")\'',
  ]);
});

const ENV_S: readonly ((c: string) => string)[] = [
  (c) => `env -S'${c}'`,
  (c) => `env -S"${c}"`,
  (c) => `env -iS'${c}'`,
  (c) => `env -vS '${c}'`,
  (c) => `env -u X -iS'${c}'`,
];

test("fuzz: env's -S attached or in a cluster of its options is read as a script", () => {
  everyShapeRefused(REFUSED, ENV_S);
  allAdmitted(['env -u X ls', 'env -i PATH=/usr/bin make', 'env ls -S']);
});

test("fuzz: find's output files are write targets", () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom('-fprint', '-fprint0', '-fls'),
      fc.constantFrom('.git/hooks/pre-commit', '/etc/cron.d/x', '~/.bashrc', '.env'),
    ),
    ([opt, target]) => `find . -name x ${opt} ${target}`,
  );
  assert.equal(verdict("find . -fprintf .git/config '%p'").kind, 'DENY');
  allAdmitted(['find . -name "*.ts" -fprint files.txt']);
});

test('fuzz: ssh, scp and sftp given a configuration file the call does not show are refused', () => {
  everyRefused(
    fc.tuple(
      fc.constantFrom('ssh', 'scp', 'sftp'),
      fc.constantFrom('-F /tmp/c', '-F/tmp/c', '-vF c', '-p 22 -F ./c'),
    ),
    ([prog, opt]) => `${prog} ${opt} ${prog === 'scp' ? 'a h:b' : 'h'}`,
  );
  allAdmitted(['ssh -F /dev/null h', 'ssh -F none h', 'ssh h grep -F x f', 'ssh -p 22 -i k h ls']);
});

const HOST_GIVEN = [
  '--mount=type=bind,src=/,dst=/h',
  '--mount=type=bind,source=/etc,target=/h',
  '-v /etc:/h/etc',
  '-v /root:/r',
  '--volume=/dev:/dev',
  '-v /boot/:/b',
  '--cap-add=SYS_MODULE',
  '--cap-add cap_sys_module',
];

test('fuzz: a container given the host by --mount=, a system directory or SYS_MODULE is refused', () => {
  everyRefused(
    fc.tuple(fc.constantFrom('docker', 'podman', 'nerdctl'), fc.constantFrom(...HOST_GIVEN)),
    ([engine, opt]) => `${engine} run --rm ${opt} alpine sh`,
  );
  allAdmitted([
    'docker run -v /etc/localtime:/etc/localtime:ro alpine',
    // Round 58: read-only (a writable `/usr` mount is a write the container may make there, refused).
    'docker run -v /usr/share/zoneinfo:/usr/share/zoneinfo:ro x',
    'docker run -v /var/log/app:/logs x',
    'docker run --mount=type=volume,src=data,dst=/data x',
    'docker run -v $PWD:/app node:20 npm test',
  ]);
});

test('linear: long clusters and option lists', () => {
  for (const make of [
    (n: number) => `perl ${'-wl '.repeat(Math.ceil(n / 4))}-e 1`,
    (n: number) => `env ${'-i '.repeat(Math.ceil(n / 3))}ls`,
    (n: number) => `ssh ${'-v '.repeat(Math.ceil(n / 3))}h`,
    (n: number) => `find . ${'-fprint f '.repeat(Math.ceil(n / 10))}`,
  ]) {
    const g = growthOf(make, (t) => verdict(t), 4096);
    assert.ok(g < 12, `8x the text costs ${g}x the work`);
  }
});

test('the real process refuses what the attack pass found', () => {
  for (const command of [
    `perl -pe 'system("sudo id")' f`,
    `env -S'sudo id'`,
    'find . -fprint .git/hooks/pre-commit',
    'ssh -F /tmp/c h',
    'docker run --mount=type=bind,src=/,dst=/h alpine',
  ])
    assert.match(processVerdict('Bash', { command }), /verdict=DENY/, command);
});
