// `gate <args>` run through the CLI's `main` in this process: the same arguments, environment and stdin
// as runGate gives a process, its exit code and output collected. For a test about the CLI's logic (flags,
// messages, exit codes, verdicts); a claim about the process (its start, stdin's descriptor, a signal)
// keeps runGate (docs/testing.md, "Round 71 (ci-r71)").
import assert from 'node:assert/strict';
import { Readable, Writable } from 'node:stream';
import { main } from '../../src/cli/main.js';
import { type Finished, runGate } from './gate-process.js';

/** What a run through `main` gives: always an exit code (no signal can end it). */
export interface Ran extends Finished {
  code: number;
}

/** Runs `gate <args>` in this process: `env` over this process's environment, as runGate's child gets it. */
export function runGateInProcess(
  args: string[],
  opts: { env?: Record<string, string | undefined>; input?: string } = {},
): Promise<Ran> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  return runMain(args, env, opts.input ?? '');
}

/** Runs `gate <args>` through `main` with exactly `env` (nothing of this process's), `input` on stdin. */
export async function runMain(args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const sink = (add: (s: string) => void) =>
    new Writable({
      write(chunk, _enc, cb) {
        add(String(chunk));
        cb();
      },
    });
  const code = await main(args, {
    stdin: Readable.from([Buffer.from(input)]),
    stdout: sink((s) => {
      stdout += s;
    }),
    stderr: sink((s) => {
      stderr += s;
    }),
    env,
  });
  return { code, stdout, stderr };
}

/**
 * `gate <args>` through `main` and as the real process (runGate): the two must answer alike (exit code,
 * stdout, stderr, each through `same` first, for what a run draws afresh); the process's answer is returned.
 */
export async function runGateBoth(
  args: string[],
  opts: { env?: Record<string, string | undefined>; input?: string } = {},
  same: (text: string) => string = (text) => text,
): Promise<Finished> {
  const inProcess = await runGateInProcess(args, opts);
  const real = await runGate(args, { input: '', ...opts });
  const seen = (r: Finished) => ({ code: r.code, stdout: same(r.stdout), stderr: same(r.stderr) });
  assert.deepEqual(seen(real), seen(inProcess), `gate ${args.join(' ')}: the process and main differ`);
  return real;
}
