// Holding a process's next file write with strace (its journal's next row), for the tests that act while
// a row is being written.
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { waitFor } from '../store-redis-harness.js';

// Under CI strace is installed by scripts/ensure-test-deps.mjs, so the test runs there, never skips.
export const straceSkip = (() => {
  if (process.env.CI === 'true') return false;
  try {
    execFileSync('strace', ['-V'], { stdio: 'ignore' });
    return false;
  } catch {
    return 'strace is not installed';
  }
})();

/** Holds the process's next `pwrite64` (its journal's next row) for `ms`; resolves once attached. */
export async function stallNextWrite(pid: number, ms: number): Promise<ChildProcess> {
  const tracer = spawn(
    'strace',
    [
      '-f',
      '-p',
      String(pid),
      '-e',
      'trace=pwrite64',
      '-e',
      `inject=pwrite64:delay_enter=${ms * 1000}:when=1`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let err = '';
  tracer.stderr!.setEncoding('utf8').on('data', (d: string) => {
    err += d;
  });
  assert.ok(await waitFor(() => /attached/.test(err), 5000), `strace attached: ${err}`);
  return tracer;
}

export async function detach(tracer: ChildProcess): Promise<void> {
  if (tracer.exitCode !== null || tracer.signalCode !== null) return;
  const gone = new Promise((r) => tracer.once('exit', r));
  tracer.kill('SIGINT');
  await gone;
}
