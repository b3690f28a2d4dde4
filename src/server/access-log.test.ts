import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const LOGGER = fileURLToPath(new URL('./access-log.js', import.meta.url));

/** Runs a small program that logs with `createLogger('stdout')`; returns the messages that reached stdout. */
function run(body: string): string[] {
  const program = `import { createLogger } from ${JSON.stringify(LOGGER)};\nconst log = createLogger('stdout');\n${body}`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
  assert.equal(out.status, 0, out.stderr);
  return out.stdout
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => (JSON.parse(l) as { msg: string }).msg);
}

describe('access log', () => {
  it('writes every line within the batching delay, in order', () => {
    const lines = run(
      "for (let i = 0; i < 3; i++) log.info({ i }, 'line ' + i);\nawait new Promise((r) => setTimeout(r, 100));\nconsole.log(JSON.stringify({ msg: 'after' }));",
    );
    assert.deepEqual(lines, ['line 0', 'line 1', 'line 2', 'after']);
  });

  it('a process that exits at once still writes what was waiting', () => {
    assert.deepEqual(run("log.info('first');\nlog.info('second');\nprocess.exit(0);"), ['first', 'second']);
  });

  it('a full batch goes out without waiting for the timer', () => {
    // The event loop is held for 300 ms, so no timer fires: only a batch handed over at once gets written
    // (by the thread pool) before `after`; one left for the timer would be written at exit, after it.
    const lines = run(
      "log.info({ pad: 'x'.repeat(20 * 1024) }, 'big');\nconst until = Date.now() + 300;\nwhile (Date.now() < until);\nconsole.log(JSON.stringify({ msg: 'after' }));\nprocess.exit(0);",
    );
    assert.deepEqual(lines, ['big', 'after']);
  });
});
