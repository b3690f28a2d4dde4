// `gate serve` under a shell resource limit (`ulimit -n 256`, `ulimit -f 16`), as a service with a low
// open-file or file-size limit runs it; the limit applies to gate alone, not to the test process.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import { verifyJournal } from '../../src/journal/verify.js';
import { GATE_BIN, REPO_ROOT } from './gate-process.js';

export interface LimitedGate {
  child: ChildProcess;
  url: string;
  /** Everything gate wrote to stdout and stderr so far. */
  log(): string;
}

/** Starts `gate serve --addr 127.0.0.1:0 ...args` after `ulimit <limit>` (e.g. `-n 256`). */
export async function startLimitedGate(
  limit: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<LimitedGate> {
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit ${limit} && exec "$0" "$@"`,
      process.execPath,
      GATE_BIN,
      'serve',
      '--addr',
      '127.0.0.1:0',
      ...args,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const take = (d: Buffer) => {
    log += d.toString();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gate did not start: ${log}`)), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gate exited with ${code} before listening: ${log}`));
    });
    child.stderr!.on('data', () => {
      const m = /listening on (http:\/\/\S+)/.exec(log);
      if (!m) return;
      clearTimeout(timer);
      resolve(m[1]!);
    });
  });
  return { child, url, log: () => log };
}

/**
 * Stops a gate that lived through a full journal and checks what docs/journal.md promises of it: the
 * chain verifies, one row per call a client received, no partial bytes after the last row.
 */
export async function stopAndVerifyJournal(gate: LimitedGate, path: string, received: number): Promise<void> {
  assert.equal(gate.child.exitCode, null, 'gate lives');
  // A failed append's partial bytes are cut by the next append or at close (docs/journal.md).
  gate.child.kill('SIGTERM');
  await once(gate.child, 'exit');
  const report = await verifyJournal(path);
  assert.equal(report.ok, true, report.firstBad?.problem);
  // Round 64: a stream gate stopped (here, the journal's error event) has its STOP row, which is no call.
  const stops = (await readFile(path, 'utf8')).split('\n').filter((line) => line.includes('"kind":"STOP"'));
  assert.equal(report.rows - stops.length, received, 'one row per received call, none for a refused one');
  assert.equal((await stat(path)).size, report.bytes, 'no partial bytes after the last row');
}
