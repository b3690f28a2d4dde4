// What an attacker (or a mistake) puts where gate expects a file: each would hang a read or never end it.
import { execFileSync } from 'node:child_process';
import { symlinkSync, truncateSync, writeFileSync } from 'node:fs';

export const HOSTILE_FILES: Record<string, (path: string) => void> = {
  fifo: (p) => execFileSync('mkfifo', [p]),
  'symlink to /dev/zero': (p) => symlinkSync('/dev/zero', p),
  'sparse file of 100 GiB': (p) => {
    writeFileSync(p, '');
    truncateSync(p, 100 * 1024 ** 3);
  },
};
