// The processes a bench starts end on every way the bench ends: its own end, a thrown error, and SIGINT,
// SIGTERM or SIGHUP sent to the bench alone. `gate serve` does not read its standard input, so a parent's
// end does not stop it (round 53: `wires --gate-cpu` killed with SIGTERM left both gates serving).
// SIGKILL cannot be caught: a bench killed that way still leaves what it started.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

const live = new Set<ChildProcess>();
const scratch = new Set<string>();

function endAll(): void {
  for (const child of live) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  live.clear();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  scratch.clear();
}

// 'exit' runs on a normal end and after an uncaught error; a signal's default action skips it, so a
// signal ends the process through process.exit, with the code a shell gives a signalled process.
process.once('exit', endAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)
  process.once(signal, () => process.exit(code));

/** Ends `child` (SIGTERM) when this process ends, if it is still running then. */
export function owned(child: ChildProcess): ChildProcess {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** Removes `dir` when this process ends, unless `keep` says to leave it (a log asked to be kept). */
export function ownedDir(dir: string, keep = false): string {
  if (!keep) scratch.add(dir);
  return dir;
}
