// A copy of this checkout's built package (bin/gate, the bundle, dist/src) with some modules taken out, so a
// test can run the real process with a module that cannot be loaded: no seam in the product for it.
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './gate-process.js';

/**
 * The copy's bin/gate. `drop` names compiled modules (paths under dist/src, e.g.
 * `kernel/provenance/ledger.js`); each is removed from dist/src and its chunk from the bundle
 * (named by the module's base name, as scripts/bundle.mjs splits lazily imported modules).
 */
export function packageWithout(drop: readonly string[]): { bin: string; root: string } {
  const root = mkdtempSync(join(tmpdir(), 'gate-package-'));
  for (const part of ['bin', 'package.json', 'ui', 'examples', 'dist/src', 'dist/bundle'])
    cpSync(join(REPO_ROOT, part), join(root, part), { recursive: true, preserveTimestamps: true });
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  // The one-shot commands' code-cached scripts each hold their whole closure: without them, the chunks run.
  if (drop.length > 0) rmSync(join(root, 'dist/bundle/cached'), { recursive: true, force: true });
  for (const module of drop) {
    rmSync(join(root, 'dist/src', module));
    const base = module.slice(module.lastIndexOf('/') + 1).replace(/\.js$/, '');
    // esbuild names a chunk `<base>-<8 of [A-Z0-9]>.js`: `ledger-` alone also matched round 57's ledger-names.
    const chunk = new RegExp(`^${base.replace(/\W/g, '\\$&')}-[A-Z0-9]{8}\\.js$`);
    const chunks = readdirSync(join(root, 'dist/bundle')).filter((f) => chunk.test(f));
    if (chunks.length !== 1)
      throw new Error(`expected one bundle chunk for ${module}, found ${chunks.length}`);
    rmSync(join(root, 'dist/bundle', chunks[0]!));
  }
  return { bin: join(root, 'bin/gate'), root };
}
