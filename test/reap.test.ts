// test/helpers/reap.ts: a child a test lost track of does not hold the test file's process open.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const REAP = fileURLToPath(new URL('./helpers/reap.js', import.meta.url));

test('a file whose tests leave a child running still exits, and the child is killed', () => {
  // A test file of its own, run by node --test: it starts a child that would live for ten minutes.
  const dir = mkdtempSync(join(tmpdir(), 'gate-reap-'));
  const file = join(dir, 'leaves-a-child.test.mjs');
  writeFileSync(
    file,
    `import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { reapAtEnd } from ${JSON.stringify(REAP)};
test('leaves a child behind', () => {
  const child = reapAtEnd(spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'], { stdio: 'pipe' }));
  console.log('child ' + child.pid);
});
`,
  );
  try {
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', file], {
      encoding: 'utf8',
      timeout: 60_000,
      // Its own run, not a part of this one: without NODE_TEST_CONTEXT it writes TAP of its own.
      env: { ...process.env, NODE_TEST_CONTEXT: undefined, GATE_TEST_REAP_GRACE_MS: '300' },
    });
    // Without the reaper the run is killed by spawnSync's timeout: status null.
    assert.equal(run.status, 0, run.stdout + run.stderr);
    const pid = Number(/child (\d+)/.exec(run.stdout)?.[1]);
    assert.ok(pid > 0, run.stdout);
    assert.throws(() => process.kill(pid, 0), /ESRCH/, 'the child is gone');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
