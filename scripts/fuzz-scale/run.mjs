// Runs every test file that draws with fast-check (or filters' matches) with its properties scaled:
//   FUZZ_SCALE=20 FUZZ_JOBS=2 node scripts/fuzz-scale/run.mjs [substring ...]
// Each file runs alone in its own node process (its tests in-process, as node runs a test file given
// directly; each node:test `timeout` it sets FUZZ_TIMEOUT_SCALE, default FUZZ_SCALE, times its own), under
// a wall limit (FUZZ_TIMEOUT seconds, default 900); a failing file's output is kept in FUZZ_OUT (default
// /tmp/fuzz-scale) with the seed and path fast-check printed. One line a file, then a sum.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const JOBS = Number(process.env.FUZZ_JOBS ?? 2);
const TIMEOUT = Number(process.env.FUZZ_TIMEOUT ?? 900) * 1000;
const OUT = resolve(process.env.FUZZ_OUT ?? '/tmp/fuzz-scale');
const DIST = process.env.FUZZ_DIST ?? 'dist';
mkdirSync(OUT, { recursive: true });
const TALLY = join(OUT, 'tally.jsonl');

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.js')) out.push(p);
  }
  return out;
}

const all = walk(DIST, []).filter((f) => !f.includes('/.test-pools/'));
const draws = (text) => /\bfrom ['"]fast-check['"]/.test(text) && /\bfc\.(assert|check|sample)\(/.test(text);
// Helpers that draw themselves (redteam-floor's property, canary spellings...): a file importing one draws too.
const drawingHelpers = all.filter((f) => !f.endsWith('.test.js') && draws(readFileSync(f, 'utf8')));
const helperNames = drawingHelpers.map((f) => f.split('/').slice(-2).join('/'));
const filters = process.argv.slice(2);
const files = all
  .filter((f) => f.endsWith('.test.js'))
  .filter(
    (f) => existsSync(f.replace(new RegExp(`^${DIST}/`), '').replace(/\.js$/, '.ts')) || DIST !== 'dist',
  )
  .filter((f) => {
    const text = readFileSync(f, 'utf8');
    return draws(text) || helperNames.some((h) => text.includes(`/${h}'`));
  })
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  // src/ first (cheap), then newest round first: an old property has had more CI draws than a new one.
  .sort(
    (a, b) =>
      Number(b.startsWith(`${DIST}/src/`)) - Number(a.startsWith(`${DIST}/src/`)) || b.localeCompare(a),
  );

// FUZZ_LIST=1 prints the files and stops (the inventory); FUZZ_SKIP names a file of paths already run.
if (process.env.FUZZ_LIST === '1') {
  console.log(files.join('\n'));
  process.exit(0);
}
const skip = new Set(process.env.FUZZ_SKIP ? readFileSync(process.env.FUZZ_SKIP, 'utf8').split('\n') : []);
files.splice(0, files.length, ...files.filter((f) => !skip.has(f)));
const register = new URL('./register.mjs', import.meta.url).pathname;
// CI's failures reporter after the TAP stream: a failing file's log ends with what the property said of
// its draw (fast-check's cause), which TAP leaves out (docs/testing.md, "Round 66 (redteam2-r66)").
const reporters = [
  '--test-reporter=tap',
  '--test-reporter-destination=stdout',
  `--test-reporter=${new URL('../failures-reporter.mjs', import.meta.url).href}`,
  '--test-reporter-destination=stdout',
];
const results = [];
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  });
let next = 0;

function runOne(file) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', register, ...reporters, file], {
      env: { ...process.env, FUZZ_TALLY: TALLY, FUZZ_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      const seconds = (Date.now() - started) / 1000;
      const status = signal ? 'timeout' : code === 0 ? 'pass' : 'FAIL';
      const fails = (output.match(/^# fail (\d+)/m) ?? [])[1] ?? '?';
      if (status !== 'pass') writeFileSync(join(OUT, `${file.replaceAll('/', '_')}.log`), output);
      results.push({ file, status, seconds, fails });
      console.log(`${status.padEnd(7)} ${seconds.toFixed(1).padStart(7)} s  fails=${fails}  ${file}`);
      done();
    });
  });
}

async function worker() {
  while (next < files.length) await runOne(files[next++]);
}

console.log(
  `fuzz-scale: ${files.length} files, scale ${process.env.FUZZ_SCALE ?? 20}, ${JOBS} at once, out ${OUT}`,
);
await Promise.all(Array.from({ length: JOBS }, worker));
const bad = results.filter((r) => r.status !== 'pass');
console.log(
  `fuzz-scale: ${results.length - bad.length} passed, ${bad.length} not: ${bad.map((r) => r.file).join(' ')}`,
);
process.exitCode = bad.length ? 1 : 0;
