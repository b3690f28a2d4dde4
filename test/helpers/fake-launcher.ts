// A copy of bin/gate and the JavaScript launcher beside a fake tree (a compiled `main` that says it ran
// from the bundle) and a start-up blob of its own that says it ran from the snapshot, with what argv: the
// launcher tests check which one bin/gate chooses (docs/operations.md, "Startup").
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
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
  /** The script the blob was built from (to build it again otherwise). */
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
  // The blob's main says it ran from the snapshot, with what argv (and, exec'd, under the launcher's pid).
  const entry = join(root, 'other/entry.cjs');
  writeFileSync(
    entry,
    "require('node:v8').startupSnapshot.setDeserializeMainFunction(() => process.stdout.write('snapshot ' + process.argv.slice(1).join(' ')));\n",
  );
  const blob = join(root, 'dist/snapshot', blobName);
  const built = spawnSync(NODE, ['--snapshot-blob', blob, '--build-snapshot', entry], { encoding: 'utf8' });
  assert.equal(built.status, 0, built.stderr);
  return { root, compiled, blob, entry };
}
