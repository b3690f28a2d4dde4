// Starts the real `gate` process for end-to-end tests and reads its bound address from stderr.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { reapAtEnd } from './reap.js';

export const GATE_BIN = fileURLToPath(new URL('../../../bin/gate', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface GateProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT` */
  url: string;
  stdout(): string;
  stderr(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /** Fail after this long without a listening line. */
  timeoutMs?: number;
  /** Run bin/gate itself, as a supervisor would (its sh part may exec serve from serve's snapshot). */
  asProgram?: boolean;
  /** Another package's bin/gate (a copy made by a test); this checkout's by default. */
  bin?: string;
}

/** Spawns `gate serve --addr 127.0.0.1:0 ...args` and waits for its "listening on" line. */
export async function startGate(args: string[], opts: StartOptions = {}): Promise<GateProcess> {
  const env = { ...process.env, ...opts.env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  const hasAddr = args.includes('--addr') || args.some((a) => a.startsWith('--addr='));
  const argv = ['serve', ...(hasAddr ? [] : ['--addr', '127.0.0.1:0']), ...args];
  const bin = opts.bin ?? GATE_BIN;
  const child = reapAtEnd(
    spawn(opts.asProgram ? bin : process.execPath, opts.asProgram ? argv : [bin, ...argv], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    out += d;
  });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    err += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    // A gate that never said where it listens is of no use to the test, and alive it would hold the run.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`gate did not start in time; stderr:\n${err}`));
    }, opts.timeoutMs ?? 15_000);
    const onData = () => {
      const m = /listening on (http:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        child.stderr!.off('data', onData);
        resolve(m[1]!);
      }
    };
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`gate exited with ${code} before listening; stderr:\n${err}`));
    });
  });
  return {
    child,
    url,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `gate <args>` to completion. */
export function runGate(
  args: string[],
  opts: { env?: Record<string, string | undefined>; input?: string; timeoutMs?: number } = {},
): Promise<Finished> {
  return runCommand(process.execPath, [GATE_BIN, ...args], { input: '', ...opts });
}

/**
 * Runs a command from the repository root to completion, its output collected; `input` is written to its
 * stdin (without it, stdin is closed from the start, as for an agent run by a script).
 */
export function runCommand(
  command: string,
  args: string[],
  opts: { env?: Record<string, string | undefined>; input?: string; timeoutMs?: number } = {},
): Promise<Finished> {
  const env = { ...process.env, ...opts.env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      env,
      stdio: [opts.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} did not finish in time`));
    }, opts.timeoutMs ?? 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin?.end(opts.input ?? '');
  });
}
