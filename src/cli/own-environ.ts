// The environment gate run started with, as the kernel shows it in /proc/<pid>/environ: any process of
// the same user reads that file, so an agent gate run starts could read the provider key there even though
// its own environment no longer holds it. Removing a variable from process.env does not change the file
// (it shows the block execve wrote), so the values are overwritten where they lie, through /proc/self/mem,
// which a process may always write for itself. Linux only; elsewhere there is no such file to read.
import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';

/** What the scrub did: the variables overwritten, or why it could not (never a value). */
export type ScrubOutcome = { scrubbed: string[] } | { failed: string };

/** The byte the overwritten values are filled with: the entries stay, as `NAME=****`. */
const FILL = 0x2a;

/** `env_start` and `env_end` in /proc/self/stat (fields 50 and 51, counted from 1; comm may hold spaces). */
function environRange(stat: string): [number, number] | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const start = Number(fields[50 - 3]);
  const end = Number(fields[51 - 3]);
  return Number.isSafeInteger(start) && Number.isSafeInteger(end) && start > 0 && end > start
    ? [start, end]
    : undefined;
}

/**
 * Overwrites, in this process's start-up environment block, the value of every variable `secret` says
 * holds a secret, and removes those variables from process.env (whose live copy would read the fill).
 * Read what you need from process.env before calling it.
 */
export function scrubStartEnvironment(secret: (value: string) => boolean): ScrubOutcome {
  if (process.platform !== 'linux') return { scrubbed: [] };
  let fd: number | undefined;
  try {
    const range = environRange(readFileSync('/proc/self/stat', 'latin1'));
    if (range === undefined) return { failed: 'its start-up environment could not be located' };
    const [start, end] = range;
    fd = openSync('/proc/self/mem', 'r+');
    const block = Buffer.alloc(end - start);
    const got = readSync(fd, block, 0, block.length, start);
    const scrubbed: string[] = [];
    for (let at = 0; at < got; ) {
      let nul = block.indexOf(0, at);
      if (nul < 0 || nul > got) nul = got;
      const eq = block.indexOf(0x3d, at);
      if (eq > at && eq < nul && secret(block.toString('utf8', eq + 1, nul))) {
        const name = block.toString('utf8', at, eq);
        writeSync(fd, Buffer.alloc(nul - eq - 1, FILL), 0, nul - eq - 1, start + eq + 1);
        scrubbed.push(name);
      }
      at = nul + 1;
    }
    for (const name of scrubbed) delete process.env[name];
    return { scrubbed };
  } catch (err) {
    return {
      failed: `its start-up environment could not be rewritten (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
