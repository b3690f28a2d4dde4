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

const filters = process.argv.slice(2);
const files = walk('dist', [])
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .sort();
if (files.length === 0) {
  console.error('run-tests: no test files found under dist/ (did the build run?)');
  process.exit(1);
}
const concurrency = process.env.GATE_TEST_CONCURRENCY ?? '2';
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
