// A copy of bin/gate and the JavaScript launcher beside a fake tree (a compiled `main` that says it ran
// from the bundle) and a start-up blob of its own that says it ran from the snapshot, with what argv: the
// launcher tests check which one bin/gate chooses (docs/operations.md, "Startup").
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATE_BIN, REPO_ROOT } from './gate-process.js';

export const NODE = realpathSync(process.execPath);

export interface FakeLauncherTree {
  root: string;
  /** The fake tree's compiled `main` (its mtime decides whether a blob is fresh). */
  compiled: string;
  /** The blob, `dist/snapshot/<blobName>`, built by this test's node. */
  blob: string;
  /** The script the blob is built from (to build it again otherwise). */
  entry: string;
}

export function fakeLauncherTree(prefix: string, blobName: string): FakeLauncherTree {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const d of ['bin', 'dist/src/cli', 'dist/snapshot', 'other'])
    mkdirSync(join(root, d), { recursive: true });
  writeFileSync(join(root, 'package.json'), '{"type":"module"}\n');
  copyFileSync(GATE_BIN, join(root, 'bin/gate'));
  chmodSync(join(root, 'bin/gate'), 0o755);
  copyFileSync(join(REPO_ROOT, 'dist/src/cli/launch.js'), join(root, 'dist/src/cli/launch.js'));
  const compiled = join(root, 'dist/src/cli/main.js');
  writeFileSync(
    compiled,
    'export async function main(argv) { process.stdout.write("bundle " + argv.join(" ")); return 0; }\n',
  );
  const entry = join(root, 'other/entry.cjs');
  writeFileSync(entry, ENTRY);
  const blob = join(root, 'dist/snapshot', blobName);
  copyFileSync(builtOnce(), blob);
  return { root, compiled, blob, entry };
}

/**
 * The blob's main says which blob ran (`snapshot` for gate.blob and serve.blob, else the blob's own name:
 * `check`, `preflight`), with what argv (and, exec'd, under the launcher's pid). One main for every blob,
 * so a test's blobs are copies of one build (about 0.5 s of CPU each, round 44), not a build apiece.
 */
const ENTRY = `const { basename } = require('node:path');
require('node:v8').startupSnapshot.setDeserializeMainFunction(() => {
  const name = basename(process.execArgv[process.execArgv.indexOf('--snapshot-blob') + 1] ?? '', '.blob');
  process.stdout.write((name === 'gate' || name === 'serve' ? 'snapshot' : name) + ' ' + process.argv.slice(1).join(' '));
});
`;

let built: string | undefined;
/** ENTRY's blob, built by this test's node the first time a test asks (later trees copy it). */
function builtOnce(): string {
  if (built !== undefined && existsSync(built)) return built;
  const dir = mkdtempSync(join(tmpdir(), 'gate-fake-blob-'));
  const entry = join(dir, 'entry.cjs');
  writeFileSync(entry, ENTRY);
  const blob = join(dir, 'fake.blob');
  const r = spawnSync(NODE, ['--snapshot-blob', blob, '--build-snapshot', entry], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  built = blob;
  return blob;
}

/** Another blob in `tree`'s dist/snapshot (`<name>.blob`), a copy of the tree's: its main says `name`. */
export function blobBeside(tree: FakeLauncherTree, name: string): string {
  const file = join(tree.root, `dist/snapshot/${name}.blob`);
  copyFileSync(builtOnce(), file);
  return file;
}
