// One writer per journal (docs/journal.md, 'One writer'): `<journal>.lock`, created with O_EXCL, names
// the holding process by pid, kernel start time and host. A second writer is refused with the holder's
// pid; a lock whose process is gone (kill -9, a crash) or whose pid now belongs to another process is
// stale and taken over. Node has no flock, so liveness is checked, not inherited from the kernel.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, lstat, open, readdir, rename, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { FileRefused, readRegularFile } from '../io/regular-file.js';
import { GateError } from '../kernel/errors.js';
import { readJsonStrict } from '../kernel/json-strict.js';

/** A lock names a pid, a start time and a host: a few dozen bytes. */
const MAX_LOCK_BYTES = 4096;

/** Who holds a journal: what the lock file says. */
export interface LockHolder {
  pid: number;
  /** The process's start time in clock ticks since boot (`/proc/<pid>/stat`), '' where unknown. */
  start: string;
  host: string;
}

/** Taking over a stale lock races other takers; past this many rounds the open gives up. */
const MAX_ATTEMPTS = 5;

export class WriterLock {
  private released = false;

  private constructor(
    readonly path: string,
    private readonly holder: LockHolder,
  ) {}

  /** Takes `<journalPath>.lock`, or throws JOURNAL_UNAVAILABLE naming the live holder. */
  static async acquire(journalPath: string): Promise<WriterLock> {
    const path = `${journalPath}.lock`;
    const self = currentHolder();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (await createExclusive(path, self)) {
        await sweepLeftovers(path);
        return new WriterLock(path, self);
      }
      const seen = await readHolder(path);
      if (seen === 'gone') continue;
      if (seen !== 'unreadable' && isAlive(seen)) throw held(journalPath, seen);
      await removeStale(path, seen);
    }
    throw new GateError(
      'JOURNAL_UNAVAILABLE',
      `the audit journal ${journalPath} is contended: its lock ${path} kept changing hands`,
    );
  }

  /** Removes the lock if it is still this process's (never another holder's). */
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    const seen = await readHolder(this.path);
    if (seen !== 'gone' && seen !== 'unreadable' && sameHolder(seen, this.holder)) {
      await unlink(this.path).catch(() => undefined);
    }
  }
}

function held(journalPath: string, holder: LockHolder): GateError {
  const where = holder.host === hostname() ? '' : ` on host ${holder.host}`;
  return new GateError(
    'JOURNAL_UNAVAILABLE',
    `the audit journal ${journalPath} is in use by gate pid ${holder.pid}${where} (lock ${journalPath}.lock); one writer per journal`,
  );
}

function currentHolder(): LockHolder {
  return { pid: process.pid, start: startTimeOf(process.pid), host: hostname() };
}

/** Field 22 of `/proc/<pid>/stat`: with the pid, it names one process for the life of the boot. */
export function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The command name (field 2) may hold spaces and parentheses; fields after it follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? '';
  } catch {
    return '';
  }
}

/** Alive: the pid answers signal 0 and, where the start time is known, it is the same process. */
export function isAlive(holder: LockHolder): boolean {
  // Another host's process cannot be checked from here: it counts as alive (remove a stale one by hand).
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return holder.start === startTimeOf(process.pid);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.start === '') return true;
  const now = startTimeOf(holder.pid);
  // /proc unreadable for that pid: keep the answer signal 0 gave.
  return now === '' || now === holder.start;
}

function sameHolder(a: LockHolder, b: LockHolder): boolean {
  return a.pid === b.pid && a.start === b.start && a.host === b.host;
}

/**
 * Creates the lock whole or not at all: the holder is written and synced in a file of this writer's own,
 * then linked to the lock's name (link fails on an existing name, as O_EXCL does). A lock created empty
 * and written after looked, in between, like one whose writer died there, and a second writer starting at
 * that moment took it over: both ran on one journal (round 35).
 */
async function createExclusive(path: string, holder: LockHolder): Promise<boolean> {
  const own = `${path}.new-${randomBytes(6).toString('hex')}`;
  try {
    const handle = await open(own, 'wx', 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(holder)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (err) {
    await unlink(own).catch(() => undefined);
    throw lockFault(path, err);
  }
  try {
    await link(own, path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw lockFault(path, err);
  } finally {
    await unlink(own).catch(() => undefined);
  }
}

function lockFault(path: string, err: unknown): GateError {
  return new GateError(
    'JOURNAL_UNAVAILABLE',
    `cannot create the journal lock ${path} (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
  );
}

/**
 * What the lock file says; 'gone' when it vanished, 'unreadable' when it is not a holder (a writer that
 * died between create and write leaves it empty: stale by construction).
 */
async function readHolder(path: string): Promise<LockHolder | 'gone' | 'unreadable'> {
  let text: string;
  try {
    // gate writes the lock as a small regular file; a FIFO or a link in its place is refused, not waited on.
    text = (await readRegularFile(path, MAX_LOCK_BYTES)).toString('utf8');
  } catch (err) {
    if (err instanceof FileRefused && err.code === 'ENOENT') return 'gone';
    throw new GateError(
      'JOURNAL_UNAVAILABLE',
      `cannot read the journal lock ${path} (${err instanceof FileRefused ? `${err.code}: ${err.message}` : 'error'})`,
    );
  }
  // Round 59: a flat object read by the bounded strict reader (one level, no repeated name), and only
  // its three fields taken, own properties only: a hostile lock is 'unreadable', never a thrown parse.
  const read = readJsonStrict(text, 1);
  if (!read.ok || typeof read.value !== 'object' || read.value === null || Array.isArray(read.value))
    return 'unreadable';
  const v = read.value as Record<string, unknown>;
  const pid = Object.hasOwn(v, 'pid') ? v.pid : undefined;
  const start = Object.hasOwn(v, 'start') ? v.start : undefined;
  const host = Object.hasOwn(v, 'host') ? v.host : undefined;
  if (
    typeof pid === 'number' &&
    Number.isSafeInteger(pid) &&
    pid > 0 &&
    typeof start === 'string' &&
    typeof host === 'string'
  )
    return { pid, start, host };
  return 'unreadable';
}

/**
 * Moves the stale lock aside under a unique name, then checks it is the one judged stale: another taker
 * may have replaced it with a live lock meanwhile, which is then put back rather than deleted.
 */
async function removeStale(path: string, judged: LockHolder | 'unreadable'): Promise<void> {
  const aside = `${path}.stale-${randomBytes(6).toString('hex')}`;
  try {
    await rename(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  const moved = await readHolder(aside);
  const wasJudged =
    judged === 'unreadable'
      ? moved === 'unreadable'
      : moved !== 'gone' && moved !== 'unreadable' && sameHolder(moved, judged);
  if (!wasJudged) await link(aside, path).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/** A writer's own file not yet linked, or a lock moved aside: `<lock>.new-<12 hex>`, `<lock>.stale-<12 hex>`. */
const LEFTOVER = /^\.(?:new|stale)-[0-9a-f]{12}$/;
/** A writer is between creating its own file and writing the holder for a moment; an older empty one is left over. */
const EMPTY_LEFTOVER_MS = 60_000;

/**
 * Round 36: removes what writers killed inside createExclusive or removeStale left beside the lock (their
 * own file, a lock moved aside), once this writer holds the lock: each whose holder is gone, or that
 * holds none and is older than a minute. A live holder's file, a link or anything else is left alone.
 * Best effort: a leftover that cannot be read or removed stays, as before.
 */
async function sweepLeftovers(path: string): Promise<void> {
  const dir = dirname(path);
  const lockName = basename(path);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(lockName) || !LEFTOVER.test(name.slice(lockName.length))) continue;
    const file = join(dir, name);
    try {
      const st = await lstat(file);
      if (!st.isFile()) continue;
      const seen = await readHolder(file);
      const gone =
        seen === 'unreadable'
          ? Date.now() - st.mtimeMs > EMPTY_LEFTOVER_MS
          : seen !== 'gone' && !isAlive(seen);
      if (gone) await unlink(file);
    } catch {
      // Left as it was: the next start tries again.
    }
  }
}
