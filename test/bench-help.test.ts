// The benches an operator runs answer `--help` with their usage and refuse an unknown option with the
// usage and exit 2, instead of node's parse-error stack (bench/helpers/options.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const BENCH = fileURLToPath(new URL('../bench/', import.meta.url));
const WITH_OPTIONS = [
  'adjudicate',
  // Round 60: the A/B benches on bench/helpers/process-ab.ts.
  'adjudicate-ab',
  'argument-keys',
  'command-cost',
  'distinct-pass-ab',
  'standing-fold',
  'stream-key',
  'wire-pieces-ab',
  'hook',
  'journal',
  'mcp',
  'provenance',
  'replay',
  'screen-recall',
  'screen-verdicts',
  'serve',
  'startup',
  'wires',
  'wires-cost',
];

for (const name of WITH_OPTIONS) {
  test(`bench/${name}: --help prints usage, an unknown option exits 2`, () => {
    const help = spawnSync(process.execPath, [`${BENCH}${name}.js`, '--help'], { encoding: 'utf8' });
    assert.equal(help.status, 0, help.stderr);
    assert.match(help.stdout, new RegExp(`^usage: node dist/bench/${name}\\.js`));
    const bad = spawnSync(process.execPath, [`${BENCH}${name}.js`, '--no-such-option'], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /Unknown option '--no-such-option'[\s\S]*usage:/);
    assert.doesNotMatch(bad.stderr, /\n\s+at /);
  });
}
