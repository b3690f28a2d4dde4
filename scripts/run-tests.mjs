// Runs every compiled *.test.js under dist/ with node's own test runner.
// Node 20's --test takes no globs, so the file list is made here; arguments narrow it by substring.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    // A test whose source was deleted or renamed stays compiled in dist/ (tsc never removes output): run
    // only the tests the tree still has.
    else if (name.endsWith('.test.js') && existsSync(p.replace(/^dist\//, '').replace(/\.js$/, '.ts')))
      out.push(p);
  }
  return out;
}

// The longest files (measured in CI's TAP, round 30) start first, so none of them begins last and runs
// alone while the other workers sit idle.
const LONGEST_FIRST = [
  'test/floor-bypass.test.js',
  'test/redteam-serve-r28b-mcp-get-backoff.test.js',
  'test/fuzz-upstream.test.js',
  'test/replay.test.js',
  'test/redteam-prov-r26-flood.test.js',
  'src/kernel/ladder/arg-rules-prefilter.test.js',
  'test/redteam-serve2-r23-upstream-faults.test.js',
  'test/decisions-differential.test.js',
  'src/kernel/policy/rule-matcher.test.js',
  'test/redteam-serve-r23-approval-faults.test.js',
  'test/redteam-prov-r27-flood.test.js',
  'test/redteam-serve-stall.test.js',
];
const rank = (f) => {
  const i = LONGEST_FIRST.findIndex((l) => f.endsWith(l));
  return i === -1 ? LONGEST_FIRST.length : i;
};

const filters = process.argv.slice(2);
const files = walk('dist', [])
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort()
  .sort((a, b) => rank(a) - rank(b));
if (files.length === 0) {
  console.error('run-tests: no test files found under dist/ (did the build run?)');
  process.exit(1);
}
// Three files at once on two cores: about a seventh off the suite's wall time (round 30, a sample of 77
// files: 129 s at two, 111 s at three and at four); every test tolerates the load (CI passed at load 18).
const concurrency = process.env.GATE_TEST_CONCURRENCY ?? '3';
// TAP to stdout as before; the failures, if any, once more at the very end (scripts/failures-reporter.mjs).
const reporters = [
  '--test-reporter=tap',
  '--test-reporter-destination=stdout',
  `--test-reporter=${new URL('./failures-reporter.mjs', import.meta.url).href}`,
  '--test-reporter-destination=stderr',
];
const r = spawnSync(
  process.execPath,
  ['--test', `--test-concurrency=${concurrency}`, ...reporters, ...files],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
