// scripts/run-tests.mjs, run on a tree of its own: the longest files start first, unit files under src/
// share a pool's process unless they could leave state behind, suites under test/ that start nothing share
// pools of their own, suites that start children or servers inside their describes share others, and a
// compiled test whose source is gone does not run (docs/testing.md).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/run-tests.mjs', import.meta.url));
/** The V8 flag the runner gives every test process by default (docs/testing.md, "Round 70"). */
const TEST_NODE_FLAG = '--single-threaded';

/** A test file that logs its name and process id, so the run's order and sharing can be read back. */
function testFile(root: string, path: string, extra = ''): void {
  const file = join(root, 'dist', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `import { appendFileSync } from 'node:fs';
import { test } from 'node:test';
${extra}
test(${JSON.stringify(path)}, () => {
  appendFileSync(${JSON.stringify(join(root, 'log'))}, ${JSON.stringify(path)} + ' ' + process.pid + ' ' + process.ppid + ' ' + (process.env.GLIBC_TUNABLES ?? '(unset)') + '\\n');
});
`,
  );
  // The source the compiled file came from: without it the file counts as stale.
  const source = join(root, path.replace(/\.js$/, '.ts'));
  mkdirSync(dirname(source), { recursive: true });
  writeFileSync(source, '');
}

test('longest first, unit files, in-process and serving suites pooled unless they touch shared state, stale files skipped', () => {
  const root = mkdtempSync(join(tmpdir(), 'gate-run-tests-'));
  try {
    // Ten plain unit files: more than the eight pools, so some share a process.
    const units = Array.from({ length: 10 }, (_, i) => `src/a/u${i}.test.js`);
    for (const f of units) testFile(root, f);
    testFile(root, 'src/b/env.test.js', "process.env.GATE_X = '1';");
    testFile(root, 'src/b/marked.test.js', '// run-tests: alone');
    testFile(root, 'src/b/hooks.test.js', "import { before } from 'node:test';\nbefore(() => {});");
    // A call to process.chdir stays alone; its name inside a string (a bash oracle's `node -e`) is no call.
    testFile(root, 'src/b/chdir.test.js', 'process.chdir(process.cwd());');
    testFile(root, 'src/b/chdir-quoted.test.js', 'export const oracle = `node -e \'process.chdir("/")\'`;');
    // Eleven suites under test/ that start no child they do not wait for: more than their ten pools.
    const suites = Array.from({ length: 11 }, (_, i) => `test/s${i}.test.js`);
    for (const f of suites) testFile(root, f, "import { spawnSync } from 'node:child_process';");
    // Suites that start a child or a server (round 38): pools of their own, apart from the in-process ones;
    // one with a hook at its top level (it would stop its server at the pool's end) alone.
    // A helper's root-level `after` (as reap.ts and shared-gate.ts register) must run after the pool's
    // last test, even when a later file is still in a top-level await as the earlier file's tests end.
    const starters = ['test/spawns.test.js', 'test/serves.test.js'];
    testFile(
      root,
      starters[0],
      "import { spawn, spawnSync } from 'node:child_process';\nawait new Promise((r) => setTimeout(r, 500));",
    );
    testFile(
      root,
      starters[1],
      "import { createServer } from 'node:http';\nimport './helpers/root-after.js';",
    );
    mkdirSync(join(root, 'dist/test/helpers'), { recursive: true });
    writeFileSync(
      join(root, 'dist/test/helpers/root-after.js'),
      `import { appendFileSync } from 'node:fs';
import { after } from 'node:test';
after(() => appendFileSync(${JSON.stringify(join(root, 'log'))}, 'root-after ' + process.pid + '\\n'));
`,
    );
    // A serving suite that measures its own process (a linear-time claim's CPU) would be charged what the
    // files before it in a pool left (round 66): alone, pooled or not.
    testFile(
      root,
      'test/serves-measures.test.js',
      "import { createServer } from 'node:http';\nexport const used = () => process.cpuUsage();",
    );
    testFile(
      root,
      'test/serves-hooked.test.js',
      "import { createServer } from 'node:http';\nimport { after } from 'node:test';\nafter(() => {});",
    );
    // Makes a scratch directory and leaves it: the run's own TMPDIR holds it, and is gone after the run.
    testFile(
      root,
      'test/zz-plain.test.js',
      `import { mkdtempSync, writeFileSync as write } from 'node:fs';
import { tmpdir } from 'node:os';
write(${JSON.stringify(join(root, 'scratch'))}, mkdtempSync(tmpdir() + '/left-'));
write(${JSON.stringify(join(root, 'ca'))}, JSON.stringify([process.env.NODE_EXTRA_CA_CERTS ?? null, process.env.GATE_TEST_NODE_EXTRA_CA_CERTS ?? null]));
write(${JSON.stringify(join(root, 'flags'))}, JSON.stringify(process.execArgv));
import { spawnSync } from 'node:child_process';
spawnSync('bash', ['-c', 'true']);
spawnSync('sh', ['-c', 'true']);`,
    );
    // A bash oracle reads none of the runner's shell start-up files (round 41): a top-level `bash -c` on a
    // socket stdin (node's pipes) reads ~/.bashrc at SHLVL 0, every bash reads BASH_ENV.
    const startup = join(root, 'startup');
    writeFileSync(join(root, '.bashrc'), `echo bashrc >> ${JSON.stringify(startup)}\n`);
    writeFileSync(join(root, 'bash-env'), `echo BASH_ENV >> ${JSON.stringify(startup)}\n`);
    // Named in LONGEST_FIRST: sorts last by path, must start first.
    testFile(root, 'test/replay.test.js');
    testFile(root, 'test/floor-bypass.test.js');
    // Named in WAITS (round 45): a runner of their own beside the others, in the list's order, not by path.
    const waits = ['test/serve-hostile-http.test.js', 'test/redteam-prov-r28-resume.test.js'];
    for (const f of waits) testFile(root, f, "import { createServer } from 'node:http';");
    // Compiled, its source deleted: never run.
    testFile(root, 'test/stale.test.js');
    rmSync(join(root, 'test/stale.test.ts'));

    const run = spawnSync(process.execPath, [SCRIPT], {
      cwd: root,
      encoding: 'utf8',
      // Its own run, not a part of this one: without NODE_TEST_CONTEXT it writes TAP of its own.
      env: {
        ...process.env,
        NODE_TEST_CONTEXT: undefined,
        GATE_TEST_CONCURRENCY: '1',
        GATE_TEST_WAIT_CONCURRENCY: '1',
        // Serving pools are opt-in (docs/testing.md, "Round 38's runs", "Round 66"): the mechanism is still checked.
        GATE_TEST_SERVE_POOLS: '1',
        GATE_TEST_NODE_FLAGS: undefined,
        NODE_EXTRA_CA_CERTS: SCRIPT,
        HOME: root,
        SHLVL: '0',
        SSH_CLIENT: '192.0.2.1 50000 22',
        BASH_ENV: join(root, 'bash-env'),
        ENV: join(root, 'bash-env'),
        GLIBC_TUNABLES: undefined,
      },
      // A bound for a run that hangs, not a speed claim: the ~40-file inner run took over 60 s at load 40 to 45
      // on the base and the branch alike (docs/testing.md, rounds 65 and 67).
      timeout: 240_000,
    });
    assert.equal(run.status, 0, `${run.stderr}${run.error ?? ''}`);
    // The runner's CA bundle is set aside for the tests (node would parse it in every process they start).
    assert.deepEqual(JSON.parse(readFileSync(join(root, 'ca'), 'utf8')), [null, SCRIPT]);
    // Each test process runs V8 on its main thread alone: its helper threads only add CPU on a busy suite (round 70).
    assert.ok(
      (JSON.parse(readFileSync(join(root, 'flags'), 'utf8')) as string[]).includes(TEST_NODE_FLAG),
      readFileSync(join(root, 'flags'), 'utf8'),
    );
    assert.ok(
      !existsSync(startup),
      `a test's shell read: ${existsSync(startup) && readFileSync(startup, 'utf8')}`,
    );
    const logged = readFileSync(join(root, 'log'), 'utf8').trim().split('\n');
    assert.ok(
      logged.indexOf(logged.find((l) => l.startsWith('root-after'))!) >
        logged.findIndex((l) => l.startsWith(starters[0])),
      logged.join('\n'),
    );
    const lines = logged.filter((l) => !l.startsWith('root-after'));
    const pid = new Map(lines.map((l) => l.split(' ') as [string, string]));
    const parent = new Map(lines.map((l) => [l.split(' ')[0], l.split(' ')[2]]));
    // With none of the caller's, every test's process keeps what malloc freed, on huge pages (round 65).
    for (const l of lines)
      assert.match(
        l.split(' ')[3] ?? '',
        /^glibc\.malloc\.hugetlb=1:.*glibc\.malloc\.mmap_threshold=33554432/,
        l,
      );
    // The waiting files run at the same time as the others: each runner's order is its own.
    const order = lines.map((l) => l.split(' ')[0]).filter((f) => !waits.includes(f));
    assert.deepEqual(
      lines.map((l) => l.split(' ')[0]).filter((f) => waits.includes(f)),
      waits,
    );
    assert.equal(new Set(waits.map((f) => parent.get(f))).size, 1);
    assert.ok(!waits.some((f) => parent.get(f) === parent.get(order[0])), lines.join('\n'));
    assert.equal(new Set(order.map((f) => parent.get(f))).size, 1, lines.join('\n'));
    assert.match(run.stdout, /# run-tests: the 2 files that mostly wait, run beside the others:\n/);

    assert.deepEqual(order.slice(0, 2), ['test/floor-bypass.test.js', 'test/replay.test.js']);
    assert.ok(!order.includes('test/stale.test.js'), 'a stale compiled test ran');
    assert.equal(order.length, 33);
    // The plain unit files (the quoted chdir among them) share eight processes, the in-process suites (the
    // plain one among them) ten others, the two serving suites one more; every other file has one of its own.
    const unitPids = new Set([...units, 'src/b/chdir-quoted.test.js'].map((f) => pid.get(f)));
    assert.equal(unitPids.size, 8);
    const suitePids = new Set([...suites, 'test/zz-plain.test.js'].map((f) => pid.get(f)));
    assert.equal(suitePids.size, 10);
    const starterPids = new Set(starters.map((f) => pid.get(f)));
    assert.equal(starterPids.size, 1, lines.join('\n'));
    const alone = [
      'src/b/env.test.js',
      'src/b/marked.test.js',
      'src/b/hooks.test.js',
      'src/b/chdir.test.js',
      'test/serves-hooked.test.js',
      'test/serves-measures.test.js',
      'test/replay.test.js',
      'test/floor-bypass.test.js',
      ...waits,
    ].map((f) => pid.get(f));
    assert.equal(new Set([...alone, ...unitPids, ...suitePids, ...starterPids]).size, 29, lines.join('\n'));
    assert.equal(new Set(pid.values()).size, 29, lines.join('\n'));
    const left = readFileSync(join(root, 'scratch'), 'utf8');
    assert.ok(left.startsWith(join(tmpdir(), 'gate-tests-')), left);
    assert.ok(!existsSync(left), `${left} outlived the run`);
    assert.ok(!existsSync(dirname(left)), `${dirname(left)} outlived the run`);

    // GATE_TEST_POOLS=0: every file in its own process. The ten unit files (eight processes pooled) show
    // it; the other twenty would cost twenty node starts more (round 40). With them a waiting file that
    // fails: the run fails, and the failure is in the list printed last, after both runners' TAP.
    rmSync(join(root, 'log'));
    testFile(
      root,
      'test/redteam-serve-r43-preauth.test.js',
      "import { test as fails } from 'node:test';\nfails('waits', () => { throw new Error('a waiting file failed'); });",
    );
    const unpooled = spawnSync(process.execPath, [SCRIPT, 'src/a/', 'r43-preauth'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_TEST_CONTEXT: undefined,
        GATE_TEST_CONCURRENCY: '1',
        GATE_TEST_POOLS: '0',
        GLIBC_TUNABLES: 'glibc.malloc.arena_max=2',
      },
      timeout: 240_000,
    });
    assert.equal(unpooled.status, 1, unpooled.stderr);
    assert.match(unpooled.stderr, /\n# 1 failed:\n- [^\n]*r43-preauth[^\n]*a waiting file failed[^\n]*\n$/);
    const [cpuEnd, waitStart] = ['# pass 10\n', '# run-tests: the 1 files that mostly wait'].map((t) =>
      unpooled.stdout.indexOf(t),
    );
    assert.ok(cpuEnd !== -1 && cpuEnd < waitStart, unpooled.stdout);
    assert.ok(unpooled.stdout.indexOf('# fail 1\n') > waitStart, unpooled.stdout);
    const unpooledLines = readFileSync(join(root, 'log'), 'utf8')
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('src/a/'));
    // A caller's own GLIBC_TUNABLES is what the tests get.
    for (const l of unpooledLines) assert.equal(l.split(' ')[3], 'glibc.malloc.arena_max=2', l);
    const pids = unpooledLines.map((l) => l.split(' ')[1]);
    assert.equal(pids.length, units.length);
    assert.equal(new Set(pids).size, units.length);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('round 73: the attack files of rounds ten or more before the newest run as a drawn share; all with GATE_TEST_ALL=1', () => {
  const root = mkdtempSync(join(tmpdir(), 'gate-run-tests-'));
  try {
    const old = [10, 11, 12, 13, 14, 15, 3].map((r) => `dist/test/redteam-floor-r${r}-a.test.js`);
    const recent = ['dist/test/redteam-serve-r16-b.test.js', 'dist/test/redteam2-r25-c.test.js'];
    const always = [
      ...recent,
      'dist/test/plain.test.js',
      'dist/src/a/u.test.js',
      'dist/test/redteam-x.test.js',
    ];
    for (const f of [...old, ...always]) testFile(root, f.replace(/^dist\//, ''));
    /** What `--list` says a run would hand to node (the runner's own choice; nothing is run). */
    const list = (env: Record<string, string>, ...args: string[]) => {
      const r = spawnSync(process.execPath, [SCRIPT, '--list', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, GATE_TEST_ALL: undefined, GATE_TEST_SEED: undefined, ...env },
      });
      assert.equal(r.status, 0, r.stderr);
      const lines = r.stdout.trim().split('\n');
      return {
        files: lines.filter((l) => l.startsWith('dist/')),
        note: lines.filter((l) => l.startsWith('#')),
      };
    };
    // r25 is the newest: r15 and before are drawn, r16 on always run, as do files of no round.
    const drawn = list({ GATE_TEST_SEED: '7', GATE_TEST_OLD_SHARE: '0.5' });
    for (const f of always) assert.ok(drawn.files.includes(f), `${f} was not listed`);
    const oldRan = old.filter((f) => drawn.files.includes(f));
    assert.ok(oldRan.length > 0 && oldRan.length < old.length, oldRan.join(' '));
    assert.deepEqual(drawn.note, [
      `# run-tests: ${oldRan.length} of the 7 attack files of rounds 15 and before, a share of 0.5 drawn with GATE_TEST_SEED=7 (every file: GATE_TEST_ALL=1, or npm run test:deep)`,
    ]);
    // The same seed draws the same files; another seed other ones.
    assert.deepEqual(list({ GATE_TEST_SEED: '7', GATE_TEST_OLD_SHARE: '0.5' }).files, drawn.files);
    const seeds = ['1', '2', '3', '4', '5'].map((seed) => list({ GATE_TEST_SEED: seed }).files.join(' '));
    assert.ok(new Set(seeds).size > 1, 'five seeds drew the same files');
    // Every file: GATE_TEST_ALL=1, --deep, or a run narrowed by arguments (here to every file's `test`).
    for (const every of [list({ GATE_TEST_ALL: '1' }), list({}, '--deep'), list({}, 'test')]) {
      assert.deepEqual(every.files, [...old, ...always].sort());
      assert.deepEqual(every.note, []);
    }
    // The run itself reads the same choice: the drawn files and no other ran.
    const run = spawnSync(process.execPath, [SCRIPT], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_TEST_CONTEXT: undefined, GATE_TEST_SEED: '7', GATE_TEST_OLD_SHARE: '0.5' },
      timeout: 240_000,
    });
    assert.equal(run.status, 0, `${run.stderr}${run.error ?? ''}`);
    const ran = readFileSync(join(root, 'log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => `dist/${l.split(' ')[0]}`);
    assert.deepEqual(ran.sort(), [...drawn.files].sort());
    assert.ok(run.stdout.includes(drawn.note[0] as string), run.stdout);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
