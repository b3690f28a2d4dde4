// `gate serve` under a shell resource limit (`ulimit -n 256`, `ulimit -f 16`), as a service with a low
// open-file or file-size limit runs it; the limit applies to gate alone, not to the test process.
import { type ChildProcess, spawn } from 'node:child_process';
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
    const timer = setTimeout(() => reject(new Error(`gate did not start: ${log}`)), 15_000);
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
