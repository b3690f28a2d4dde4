// Starts the real `gate` process for end-to-end tests and reads its bound address from stderr.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reapAtEnd } from './reap.js';

export const GATE_BIN = fileURLToPath(new URL('../../../bin/gate', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The commands bin/gate's shell part may start from a start-up snapshot (the same list as bin/gate's). */
const SNAPSHOT_COMMANDS = new Set(['preflight', 'policy', 'hook', 'serve']);

/**
 * Whether the helpers run bin/gate itself, as an operator's shell or supervisor does, for the commands
 * that start from a snapshot: a third less CPU per start than node's JavaScript launcher (docs/testing.md,
 * "Round 33"). Only when the first node on PATH is this node (bin/gate would otherwise run another) and
 * GATE_TEST_LAUNCHER is not `node` (which runs every start through the JavaScript launcher, as before).
 */
export const GATE_AS_PROGRAM = process.env.GATE_TEST_LAUNCHER !== 'node' && pathNodeIsThisNode();

function pathNodeIsThisNode(): boolean {
  const self = realpathSync(process.execPath);
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir || '.', 'node');
    try {
      if (!statSync(candidate).isFile()) continue;
    } catch {
      continue;
    }
    return realpathSync(candidate) === self;
  }
  return false;
}

/**
 * The command and arguments that run `gate <args>` as the helpers do: bin/gate itself for a snapshot
 * command (GATE_AS_PROGRAM), else node on the JavaScript launcher. `env` is the child's: one that sets
 * PATH or NODE_OPTIONS runs node directly, so bin/gate's shell never picks a node from the test's PATH.
 */
export function gateCommand(
  args: readonly string[],
  env: Record<string, string | undefined> = {},
  bin = GATE_BIN,
): [string, string[]] {
  const program =
    GATE_AS_PROGRAM && SNAPSHOT_COMMANDS.has(args[0] ?? '') && !('PATH' in env) && !('NODE_OPTIONS' in env);
  return program ? [bin, [...args]] : [process.execPath, [bin, ...args]];
}

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
  /**
   * true: run bin/gate itself, as a supervisor would (its sh part may exec serve from serve's snapshot);
   * false: node on the JavaScript launcher. Unset: as gateCommand decides (bin/gate itself, normally).
   */
  asProgram?: boolean;
  /** Another package's bin/gate (a copy made by a test); this checkout's by default. */
  bin?: string;
}

/**
 * With GATE_TEST_START_LOG set to a file, each start the helpers make appends a line (the test file, what
 * started, the command's first word): the count of starts per file that sharing a gate works from
 * (docs/testing.md, "Round 37"). Never an argument beyond the first: no test bytes in the log.
 */
function logStart(kind: 'serve' | 'run', command: string, args: readonly string[]): void {
  const log = process.env.GATE_TEST_START_LOG;
  if (log === undefined || log === '') return;
  const word =
    command === GATE_BIN || args[0] === GATE_BIN
      ? `gate ${command === GATE_BIN ? args[0] : args[1]}`
      : command;
  appendFileSync(log, `${JSON.stringify({ file: process.argv[1], kind, what: word })}\n`);
}

/** Spawns `gate serve --addr 127.0.0.1:0 ...args` and waits for its "listening on" line. */
export async function startGate(args: string[], opts: StartOptions = {}): Promise<GateProcess> {
  const env = { ...process.env, ...opts.env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  const hasAddr = args.includes('--addr') || args.some((a) => a.startsWith('--addr='));
  const argv = ['serve', ...(hasAddr ? [] : ['--addr', '127.0.0.1:0']), ...args];
  const bin = opts.bin ?? GATE_BIN;
  const [command, commandArgs] =
    // Another package's launcher is started as its test asks, else as before: node on it.
    opts.asProgram === undefined
      ? opts.bin === undefined
        ? gateCommand(argv, opts.env)
        : [process.execPath, [bin, ...argv]]
      : opts.asProgram
        ? [bin, argv]
        : [process.execPath, [bin, ...argv]];
  logStart('serve', command, commandArgs);
  const child = reapAtEnd(
    spawn(command, commandArgs, {
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
    }, opts.timeoutMs ?? 30_000); // 15 s was passed at load 16 on two cores (round 39's CI under helpers)
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
  const [command, commandArgs] = gateCommand(args, opts.env);
  return runCommand(command, commandArgs, { input: '', ...opts });
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
  logStart('run', command, args);
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
    }, opts.timeoutMs ?? 30_000); // 15 s was passed at load 16 on two cores (round 39's CI under helpers)
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    // A command may exit before it reads its input (gate serve refusing at start): the write's EPIPE is
    // that race, not a failure; the exit code and output say what happened.
    child.stdin?.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    child.stdin?.end(opts.input ?? '');
  });
}
