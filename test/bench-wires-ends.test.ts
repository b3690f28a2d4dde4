// bench/wires ends every process it started however it is ended (bench/helpers/owned.ts): killed with
// SIGTERM, SIGINT or SIGHUP mid-run, with and without --gate-cpu, no gate it started keeps serving
// (round 53: both gates outlived a SIGTERM, since `gate serve` does not read the stdin it was given).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { reapAtEnd } from './helpers/reap.js';
import { until } from './helpers/until.js';

const WIRES = fileURLToPath(new URL('../bench/wires.js', import.meta.url));
const HAS_TASKSET = spawnSync('taskset', ['-p', String(process.pid)]).status === 0;

/** The pids whose parent is `parent` and whose command line holds `word`. */
function childrenOf(parent: number, word: string): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes(word))
        out.push(Number(name));
    } catch {
      // The process ended while it was read.
    }
  }
  return out;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const cases: [NodeJS.Signals, string[]][] = [
  ['SIGTERM', []],
  ['SIGINT', []],
  ['SIGHUP', []],
  ['SIGTERM', ['--gate-cpu', '0']],
];
for (const [signal, extra] of cases) {
  test(`bench/wires: ${signal} to the bench ends its gates and provider${extra.length ? ' (--gate-cpu)' : ''}`, {
    skip: extra.length > 0 && !HAS_TASKSET ? 'no taskset here' : false,
  }, async () => {
    const bench = reapAtEnd(
      spawn(
        process.execPath,
        [
          WIRES,
          '--only',
          'chat buffered',
          '--concurrency',
          '1',
          '--paced',
          '0',
          '--jit-warmup',
          '0',
          '--warmup',
          '0',
          '--seconds',
          '120',
          ...extra,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      ),
    );
    const pid = bench.pid as number;
    assert.ok(await until(() => childrenOf(pid, 'serve').length === 2), 'both gates started');
    const gates = childrenOf(pid, 'serve');
    const provider = childrenOf(pid, '--role');
    assert.equal(provider.length, 1);
    const ended = new Promise<number | null>((resolve) => bench.once('exit', (code) => resolve(code)));
    bench.kill(signal);
    assert.notEqual(await ended, 0, 'a signalled bench does not exit 0');
    assert.ok(
      await until(() => ![...gates, ...provider].some(alive), 10_000),
      `still running: ${[...gates, ...provider].filter(alive)}`,
    );
  });
}
