// Holding a process's next file write with strace (its journal's next row), for the tests that act while
// a row is being written.
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { until } from './until.js';

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
export function stallNextWrite(pid: number, ms: number): Promise<ChildProcess> {
  return stallNextCall(pid, 'pwrite64', ms);
}

/** Holds the process's next call of `syscall` (any thread) for `ms`; resolves once attached. */
export async function stallNextCall(pid: number, syscall: string, ms: number): Promise<ChildProcess> {
  const tracer = spawn(
    'strace',
    [
      '-f',
      '-p',
      String(pid),
      '-e',
      `trace=${syscall}`,
      '-e',
      `inject=${syscall}:delay_enter=${ms * 1000}:when=1`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let err = '';
  tracer.stderr!.setEncoding('utf8').on('data', (d: string) => {
    err += d;
  });
  assert.ok(await until(() => /attached/.test(err), 5000), `strace attached: ${err}`);
  return tracer;
}

// The numbers /proc/<tid>/syscall reports, per architecture, for the calls the tests hold.
const SYSCALL_NUMBERS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  x64: { pwrite64: 18, fdatasync: 75 },
  arm64: { pwrite64: 68, fdatasync: 83 },
};

/**
 * Resolves once a thread of `pid` sits in `syscall` (the call strace holds). A state read elsewhere (the
 * claim seen in Redis) comes before the process has the reply: a fault injected then lost the claim's
 * answer on its way back, not the decide (r26 answered "unreachable", round 51's CI).
 */
export async function inHeldCall(pid: number, syscall = 'pwrite64', boundMs = 20_000): Promise<boolean> {
  const nr = SYSCALL_NUMBERS[process.arch]?.[syscall];
  assert.ok(nr !== undefined, `the number of ${syscall} on ${process.arch}`);
  const inCall = () =>
    readdirSync(`/proc/${pid}/task`).some((tid) => {
      try {
        return readFileSync(`/proc/${pid}/task/${tid}/syscall`, 'utf8').startsWith(`${nr} `);
      } catch {
        return false; // the thread ended while read
      }
    });
  return until(inCall, boundMs);
}

/** Ends the tracer: SIGINT detaches cleanly; SIGKILL lets go of a tracee that is already dying. */
export async function detach(tracer: ChildProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  if (tracer.exitCode !== null || tracer.signalCode !== null) return;
  const gone = new Promise((r) => tracer.once('exit', r));
  tracer.kill(signal);
  await gone;
}
