// Runs tsc (tsconfig.json) unless nothing it reads changed since a tsc run that succeeded. CI's `npm ci`
// compiles (the prepare script) and its `npm test` ran tsc again on the same tree: an incremental tsc with
// nothing to emit still reads every source and its build info, 5 to 6 s of CPU (round 46). The inputs: every
// file under src/, test/ and bench/ (path, size, mtime: the sources and the JSON they import), tsconfig.json,
// the installed packages (npm rewrites node_modules/.package-lock.json on every install: typescript, @types)
// and the build info tsc left (dist/.tsbuildinfo: gone or rewritten by another tsc, it compiles again).
// GATE_TSC_ALWAYS=1 runs tsc whatever.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashTree } from './tree-stat.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = resolve(ROOT, 'dist/.tsc-inputs');
const BUILD_INFO = resolve(ROOT, 'dist/.tsbuildinfo');

function sourcesDigest() {
  const h = createHash('sha256');
  for (const dir of ['src', 'test', 'bench'])
    if (existsSync(resolve(ROOT, dir))) hashTree(h, ROOT, resolve(ROOT, dir));
  h.update(readFileSync(resolve(ROOT, 'tsconfig.json')));
  const installed = resolve(ROOT, 'node_modules/.package-lock.json');
  if (existsSync(installed)) h.update(`${statSync(installed).size}\0${statSync(installed).mtimeMs}\n`);
  return h.digest('hex');
}
/** The build info as tsc left it: a tsc run since (npm run build) or its removal says compile again. */
const buildInfo = () =>
  existsSync(BUILD_INFO) ? `${statSync(BUILD_INFO).size}\0${statSync(BUILD_INFO).mtimeMs}` : 'none';

const sources = sourcesDigest();
if (
  process.env.GATE_TSC_ALWAYS !== '1' &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8') === `${sources}\n${buildInfo()}`
) {
  process.stderr.write('tsc: dist is up to date with the sources\n');
  process.exit(0);
}
rmSync(STAMP, { force: true });
const tsc = resolve(ROOT, 'node_modules/typescript/bin/tsc');
const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: ROOT, stdio: 'inherit' });
// Stamped only after a clean compile, with the sources as they were before it: an edit during the compile
// leaves the stamp stale, so the next run compiles again.
if (r.status === 0 && existsSync(BUILD_INFO)) writeFileSync(STAMP, `${sources}\n${buildInfo()}`);
process.exit(r.status ?? 1);
