// What the *-if-changed scripts hash of a tree: every file's path, size and mtime (a build rewrites what it
// emits, a checkout or an edit what it touches), in name order so the same tree hashes the same.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Feeds `hash` one line per file under `dir`, its path relative to `root`. */
export function hashTree(hash, root, dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) hashTree(hash, root, p);
    else hash.update(`${relative(root, p)}\0${st.size}\0${st.mtimeMs}\n`);
  }
}
