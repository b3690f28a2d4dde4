// `gate preflight` of the real process, for the red-team suites: its verdict line. One `gate preflight
// --batch` a test process answers them all (a start is 0.13 to 0.4 s of CPU, and some 200 calls a run were
// each a start: docs/testing.md, "Round 42 (ci-r42)"). The callers are synchronous, so the batch is spoken
// to through two FIFOs with blocking reads and writes. GATE_TEST_PREFLIGHT=single starts one process a call.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gateCommand, REPO_ROOT } from './gate-process.js';

/** The stdout of one `gate preflight --tool TOOL --args JSON(args)` run (with stderr after it when it failed). */
export function preflightOnce(tool: string, args: unknown): string {
  const r = spawnSync(...gateCommand(['preflight', '--tool', tool, `--args=${JSON.stringify(args)}`]), {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return r.status === 0 ? r.stdout : `${r.stdout}${r.stderr}`;
}

interface Batch {
  /** Our ends of the FIFOs: the calls we write, the answers we read. */
  calls: number;
  answers: number;
  dir: string;
  unread: Buffer;
}
let batch: Batch | undefined;

function startBatch(): Batch {
  const dir = mkdtempSync(join(tmpdir(), 'gate-preflight-batch-'));
  const made = spawnSync('mkfifo', [join(dir, 'calls'), join(dir, 'answers')]);
  if (made.status !== 0) throw new Error(`mkfifo failed: ${made.stderr}`);
  const [command, args] = gateCommand(['preflight', '--batch']);
  // The shell opens the calls FIFO, then the answers FIFO, as we do below, so neither side waits on the
  // other. Our descriptors are close-on-exec, so the batch sees end of input when this process ends.
  const child = spawn(
    'sh',
    ['-c', 'd=$1; shift; exec "$@" <"$d/calls" >"$d/answers" 2>"$d/stderr"', 'sh', dir, command, ...args],
    { cwd: REPO_ROOT, stdio: 'ignore' },
  );
  child.unref();
  const calls = openSync(join(dir, 'calls'), 'w');
  const answers = openSync(join(dir, 'answers'), 'r');
  return { calls, answers, dir, unread: Buffer.alloc(0) };
}

/** The batch's answer to one line: the line a single run prints. */
function ask(b: Batch, line: string): string {
  writeSync(b.calls, `${line}\n`);
  const chunk = Buffer.allocUnsafe(64 * 1024);
  let nl = b.unread.indexOf(10);
  while (nl === -1) {
    const n = readSync(b.answers, chunk, 0, chunk.length, null);
    if (n === 0) {
      batch = undefined;
      throw new Error(`gate preflight --batch ended early: ${readFileSync(join(b.dir, 'stderr'), 'utf8')}`);
    }
    b.unread = Buffer.concat([b.unread, chunk.subarray(0, n)]);
    nl = b.unread.indexOf(10);
  }
  const answer = b.unread.toString('utf8', 0, nl + 1);
  b.unread = b.unread.subarray(nl + 1);
  return answer;
}

/**
 * What `gate preflight --tool TOOL --args JSON(args)` prints, from this process's batch. A call the batch
 * cannot take (no JSON for its arguments, an empty tool: a single run's usage error) runs alone, so the
 * text is always a single run's.
 */
export function preflight(tool: string, args: unknown): string {
  const json = JSON.stringify(args) as string | undefined;
  if (process.env.GATE_TEST_PREFLIGHT === 'single' || json === undefined || tool === '')
    return preflightOnce(tool, args);
  batch ??= startBatch();
  const answer = ask(batch, `{"tool":${JSON.stringify(tool)},"args":${json}}`);
  return answer.startsWith('error=') ? preflightOnce(tool, args) : answer;
}
