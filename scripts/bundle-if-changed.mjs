// Runs scripts/bundle.mjs unless nothing the bundle and start-up blobs are made of changed since a bundle
// that made all of them. CI's `npm ci` bundles (the prepare script) and its `npm test` bundled again, the
// same inputs (round 41: about 6.5 s of CPU, the blobs' builds one after another). The inputs: every file
// under dist/src (path, size, mtime: tsc rewrites what it emits), the bundle's scripts, the installed
// packages (npm rewrites node_modules/.package-lock.json on every install), the node binary and the CPU's
// flags (serve's blob is kept only on the CPU that built it). GATE_BUNDLE_ALWAYS=1 bundles whatever.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashTree } from './tree-stat.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STAMP = resolve(ROOT, 'dist/.bundle-inputs');
const OUTPUTS = [
  'dist/bundle/main.js',
  'dist/snapshot/node',
  ...['gate', 'check', 'preflight', 'serve'].map((n) => `dist/snapshot/${n}.blob`),
].map((f) => resolve(ROOT, f));

function inputsDigest() {
  const h = createHash('sha256');
  hashTree(h, ROOT, resolve(ROOT, 'dist/src'));
  for (const f of ['scripts/bundle.mjs', 'scripts/ascii-source.mjs'])
    h.update(readFileSync(resolve(ROOT, f)));
  const installed = resolve(ROOT, 'node_modules/.package-lock.json');
  if (existsSync(installed)) h.update(`${statSync(installed).size}\0${statSync(installed).mtimeMs}\n`);
  const node = realpathSync(process.execPath);
  h.update(`${node}\0${process.version}\0${statSync(node).size}\0${statSync(node).mtimeMs}\n`);
  if (existsSync('/proc/cpuinfo'))
    h.update(
      readFileSync('/proc/cpuinfo', 'utf8')
        .split('\n')
        .find((l) => l.startsWith('flags')) ?? '',
    );
  return h.digest('hex');
}

const inputs = inputsDigest();
const fresh = () => existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputs && OUTPUTS.every(existsSync);
if (process.env.GATE_BUNDLE_ALWAYS !== '1' && fresh()) {
  process.stderr.write('bundle: dist/bundle and dist/snapshot are up to date with dist/src\n');
  process.exit(0);
}
rmSync(STAMP, { force: true });
const r = spawnSync(process.execPath, [resolve(ROOT, 'scripts/bundle.mjs')], { stdio: 'inherit' });
// Stamped only when every output was made: a bundle that fell back anywhere runs again next time.
if (r.status === 0 && OUTPUTS.every(existsSync)) writeFileSync(STAMP, inputs);
process.exit(r.status ?? 1);
