// Shared by the journal's end-to-end tests: where the compiled tree is, and reading a child's stdout lines.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/** The repository root (the nearest directory above this file holding package.json), from src or dist. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('journal tests: no package.json above the test file');
    dir = up;
  }
  return dir;
}

/** The compiled child script (tests spawn the build, as the CLI does). */
export const childScript = (): string => join(repoRoot(), 'dist', 'test', 'journal-child.js');

/** Calls `onLine` for each complete line of a stream until it returns true or the stream ends. */
export function readLinesUntil(stream: Readable, onLine: (line: string) => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer): void => {
      buffered += chunk.toString('utf8');
      let nl = buffered.indexOf('\n');
      while (nl !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (onLine(line)) {
          stream.off('data', onData);
          resolve();
          return;
        }
        nl = buffered.indexOf('\n');
      }
    };
    stream.on('data', onData);
    stream.once('end', () => resolve());
    stream.once('error', reject);
  });
}
