// Processes a test started and lost track of (a hook that failed halfway, a replica started beside one
// that timed out) are killed when the file's tests end: a live child holds its pipes open, and a test file
// whose event loop never empties never exits, so the whole run waits on it (round 31: fleet-e2e hung 27
// minutes after its second replica missed the start deadline at load 34).
import type { ChildProcess } from 'node:child_process';

const live = new Set<ChildProcess>();

function killAll(): void {
  for (const child of live) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  live.clear();
}

// Under `node --test` (which sets NODE_TEST_CONTEXT in each file's process) a root-level `after` runs once
// every test of the file is done, and first of the root's hooks (this module loads before the file's body).
// So it only arms an unref'd timer: the file's own hooks get a minute to stop what they started, and a
// process with nothing left alive exits without waiting for it. Benches using these helpers register nothing.
if (process.env.NODE_TEST_CONTEXT !== undefined) {
  const { after } = await import('node:test');
  after(() => {
    setTimeout(killAll, Number(process.env.GATE_TEST_REAP_GRACE_MS ?? 60_000)).unref();
  });
}
process.once('exit', killAll);

/** Kills `child` with SIGKILL when the tests of this process end, if it is still running by then. */
export function reapAtEnd(child: ChildProcess): ChildProcess {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}
