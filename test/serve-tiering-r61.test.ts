// A server's functions reach TurboFan at a quarter of V8's default interrupt budget (src/cli/launch.ts
// tuneV8; docs/wires.md, "Round 61 (perf-r61)"): a request runs hundreds of functions once each, and at the
// default many of them stay unoptimised for the first ~10,000 requests. Counted, not timed: with the
// optimiser on the main thread (--no-concurrent-recompilation) the calls a probe function takes to be
// optimised are a function of the budget alone.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { SERVER_INTERRUPT_BUDGET } from '../src/cli/launch.js';
import { GATE_BIN, REPO_ROOT } from './helpers/gate-process.js';

/** Calls until a fresh probe function is optimised, as a script's last line prints it. */
const PROBE = `function probe(a, b) { const o = { a, b, c: a + b }; return o.a * 2 + o.b * 3 + o.c - (a ^ b) + (a | 1) + (b & 7); }
let n = 0;
for (; n < 1000000; n++) { probe(n, n + 1); if ((%GetOptimizationStatus(probe) & 16) !== 0) break; }`;

const NODE_FLAGS = ['--allow-natives-syntax', '--no-concurrent-recompilation'];

/**
 * The probe's count in a node that ran tuneV8 for `command` first (none: tuneV8 not run), then, when
 * `listening`, what a server calls once it listens (round 62: the budget is set there, not at start).
 */
function callsAfterTune(
  command: string | undefined,
  extraFlags: readonly string[] = [],
  listening = true,
): number {
  const launch = pathToFileURL(join(REPO_ROOT, 'dist/src/cli/launch.js')).href;
  const tune = `const { tuneV8, serverListening } = await import(${JSON.stringify(launch)}); tuneV8([${JSON.stringify(command)}]);${listening ? ' serverListening();' : ''}`;
  const script = `${command === undefined ? '' : tune}
${PROBE}
console.log(n);`;
  const run = spawnSync(
    process.execPath,
    [...NODE_FLAGS, ...extraFlags, '--input-type=module', '-e', script],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(run.status, 0, run.stderr);
  return Number(run.stdout.trim());
}

test('serve and run tier up at a quarter of the default budget; other commands and an operator-named budget keep theirs', () => {
  const untuned = callsAfterTune(undefined);
  assert.ok(
    untuned > 100 && untuned < 1000000,
    `probe optimised after ${untuned} calls at the default budget`,
  );
  for (const server of ['serve', 'run']) {
    const tuned = callsAfterTune(server);
    // 67,584 / 16,896: four times sooner (the count is the budget's multiple, the probe's size fixed).
    assert.ok(tuned * 3 < untuned, `${server}: optimised after ${tuned} calls, default ${untuned}`);
    // Round 62: the start itself (tuneV8 alone, before the server listens) runs at the default budget.
    assert.equal(callsAfterTune(server, [], false), untuned, `${server} before it listens`);
  }
  for (const other of ['version', 'journal']) assert.equal(callsAfterTune(other, [], false), untuned, other);
  // The operator's own flag on node's command line wins (as with pretenuring).
  assert.equal(callsAfterTune('serve', ['--interrupt-budget=67584']), untuned);
  assert.ok(callsAfterTune('serve', [`--interrupt-budget=${SERVER_INTERRUPT_BUDGET}`]) * 3 < untuned);
});

test('a real gate serve runs with the server budget once it is listening', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'gate-serve-tiering-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const out = join(dir, 'calls.txt');
  const hook = join(dir, 'probe.cjs');
  // Run when the server is told to stop: the flags then are the ones its requests ran under.
  writeFileSync(
    hook,
    `process.prependListener('SIGTERM', () => {
${PROBE}
require('node:fs').writeFileSync(${JSON.stringify(out)}, String(n));
});\n`,
  );
  const calls = async (flags: readonly string[]): Promise<number> => {
    rmSync(out, { force: true });
    const child = spawn(
      process.execPath,
      [
        ...NODE_FLAGS,
        ...flags,
        '--require',
        hook,
        GATE_BIN,
        'serve',
        '--addr',
        '127.0.0.1:0',
        '--base-url',
        'http://127.0.0.1:9',
        '--provider',
        'openai',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, GATE_AUDIT_JOURNAL: '' } },
    );
    let err = '';
    await new Promise<void>((resolve, reject) => {
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        err += d;
        if (/listening on http/.test(err)) resolve();
      });
      child.once('exit', (code) => reject(new Error(`gate serve exited ${code} before listening:\n${err}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    return Number(readFileSync(out, 'utf8'));
  };
  const served = await calls([]);
  const operator = await calls(['--interrupt-budget=67584']);
  assert.ok(
    served * 3 < operator,
    `served: optimised after ${served} calls, at the default budget ${operator}`,
  );
});
