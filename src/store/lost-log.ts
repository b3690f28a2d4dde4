// What a replica holds that Redis did not take (taints, ledger notes' `full` marks, records' `full`
// marks, revocations), kept on disk beside its audit journal (docs/fleet.md, "Round 44"): a replica
// restarted before recovery wrote them replays them at its first contact instead of forgetting them.
// Each line is one JSON entry naming a trace, a client and a cause or bounds: never argument or result
// bytes. A line that cannot be read is taken as an overflow (every trace held for one TTL, fleet-wide).
// Round 45: the file has its own bound (bytes and lines); the last line's room is kept for an overflow,
// so a full file still makes a restart hold every trace. Only a regular file is read or appended to: a
// FIFO at the path would block the event loop on open (docs/fleet.md, "Round 45").
// Round 47: a disk that refuses an append (full, past a size limit) no longer loses the entry on a restart:
// the file `<path>.room` is written at start, so an overflow line can always be put in its place with no
// new space, and a start whose disk cannot take a line now is refused (docs/fleet.md, "Round 47").
import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import type { TaintCause } from '../kernel/types.js';
import { TAINT_STRENGTH } from '../kernel/types.js';
import type { LedgerWriteBounds } from './ledger-redis.js';

export type LostEntry =
  | { k: 't'; id: string; c: string; cause: TaintCause }
  | { k: 'l'; id: string; c: string; b: LedgerWriteBounds }
  | { k: 's'; id: string; c: string }
  | { k: 'r'; id: string }
  | { k: 'o' };

const OVERFLOW: LostEntry = { k: 'o' };
const OVERFLOW_LINE = `${JSON.stringify(OVERFLOW)}\n`;
/** Longer than any id or client the store takes (trace ids 128, scopes a digest, witnesses 128). */
const MAX_FIELD = 1024;

/** The file's bound: a line is at most a few hundred bytes, so the defaults keep each kind's 10,000 many times over. */
export const LOST_LOG_DEFAULTS = { maxBytes: 16 * 1024 * 1024, maxLines: 100_000 } as const;

/**
 * What became of one entry: on disk; not on disk, the file at its bound (an overflow stands in); refused by
 * the disk, an overflow kept in the reserved room instead ('room'); or refused with nowhere to keep it.
 */
export type LostKept = 'kept' | 'full' | 'room' | 'refused';

/** The reserved room: blank lines (which every build's reader skips) until an overflow is put in their place. */
const ROOM = '\n'.repeat(OVERFLOW_LINE.length);
/** How much a start proves the disk takes now (more than any one line: two fields of MAX_FIELD and bounds). */
const PROBE_BYTES = 4096;

export class LostLog {
  private bytes = 0;
  private lines = 0;
  /** The overflow line is written (or the bound read at start): nothing more is appended until clear. */
  private full = false;
  /** The reserved room holds the overflow (a write the disk refused): read at the next start, reset by clear. */
  private roomUsed = false;

  constructor(
    private readonly path: string,
    private readonly bounds: { maxBytes: number; maxLines: number } = LOST_LOG_DEFAULTS,
  ) {}

  /**
   * Appends one entry, synchronously (before the answer that depends on it). Past the bound, the overflow
   * line is appended once in its place (a restart holds every trace, which covers every entry left out).
   */
  add(entry: LostEntry): LostKept {
    if (this.full) return 'full';
    const line = `${JSON.stringify(entry)}\n`;
    const fits =
      this.bytes + Buffer.byteLength(line) + OVERFLOW_LINE.length <= this.bounds.maxBytes &&
      this.lines + 2 <= this.bounds.maxLines;
    const written = fits ? line : OVERFLOW_LINE;
    if (!this.append(written)) return this.useRoom() ? 'room' : 'refused';
    this.bytes += Buffer.byteLength(written);
    this.lines += 1;
    if (fits && entry.k !== 'o') return 'kept';
    this.full = true;
    return fits ? 'kept' : 'full';
  }

  /**
   * The disk refused an entry: the overflow goes in the room written at start (an overwrite in place needs
   * no new space), so a restart holds every trace instead of forgetting it. False if that was refused too.
   */
  private useRoom(): boolean {
    if (this.roomUsed) return true;
    const data = Buffer.from(OVERFLOW_LINE);
    const used =
      openRegular(this.roomPath, constants.O_WRONLY, (fd) => {
        if (writeSync(fd, data, 0, data.length, 0) !== data.length) return 'a short write';
        fsyncSync(fd);
        return undefined;
      }) === undefined;
    this.roomUsed = used;
    return used;
  }

  private get roomPath(): string {
    return `${this.path}.room`;
  }

  /** Whether the file is past its bound (an overflow written in place of what did not fit). */
  get atBound(): boolean {
    return this.full;
  }

  /**
   * The entries kept; none when there is no file, one overflow for each line (or file) that cannot be
   * read: not a regular file, or past the bound (what is past it is not read).
   */
  read(): LostEntry[] {
    const entries = this.readFile();
    if (this.readRoom() !== 'blank') {
      this.roomUsed = true;
      entries.push(OVERFLOW);
    }
    return entries;
  }

  /**
   * The room's state: absent or blank (newlines only: a start's probe cut short by a crash leaves more of
   * them), or anything else (an overflow, or unreadable: the same).
   */
  private readRoom(): 'blank' | 'used' {
    let fd: number;
    try {
      fd = openSync(this.roomPath, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (err) {
      return (err as { code?: string }).code === 'ENOENT' ? 'blank' : 'used';
    }
    try {
      if (!fstatSync(fd).isFile()) return 'used';
      const buffer = Buffer.alloc(ROOM.length + PROBE_BYTES + 1);
      const read = readSync(fd, buffer, 0, buffer.length, 0);
      if (read === buffer.length) return 'used';
      for (let i = 0; i < read; i += 1) if (buffer[i] !== 0x0a) return 'used';
      return 'blank';
    } catch {
      return 'used';
    } finally {
      closeSync(fd);
    }
  }

  private readFile(): LostEntry[] {
    let fd: number;
    try {
      fd = openSync(this.path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (err) {
      return (err as { code?: string }).code === 'ENOENT' ? [] : [OVERFLOW];
    }
    let text: string;
    let cut = false;
    try {
      const stat = fstatSync(fd);
      if (!stat.isFile()) return [OVERFLOW];
      // One byte past the bound, to see a file longer than it; what is past it is never read.
      const buffer = Buffer.alloc(Math.min(stat.size, this.bounds.maxBytes) + 1);
      let read = 0;
      for (let n = 1; n > 0 && read < buffer.length; read += n)
        n = readSync(fd, buffer, read, buffer.length - read, read);
      cut = read > this.bounds.maxBytes;
      text = buffer.toString('utf8', 0, Math.min(read, this.bounds.maxBytes));
    } catch {
      return [OVERFLOW];
    } finally {
      closeSync(fd);
    }
    const lines = text.split('\n');
    // A last line without its newline is torn (or cut at the bound): an overflow, as any unreadable line.
    const tail = lines.pop();
    const entries: LostEntry[] = [];
    for (const line of lines.slice(0, this.bounds.maxLines)) if (line !== '') entries.push(parse(line));
    // The torn line is still replayed if it reads whole (only its newline was lost), beside the overflow.
    if (tail !== undefined && tail !== '' && !cut) entries.push(parse(tail));
    if (cut || tail !== '' || lines.length > this.bounds.maxLines) entries.push(OVERFLOW);
    this.bytes = Buffer.byteLength(text);
    this.lines = lines.length;
    this.full = entries.some((e) => e.k === 'o');
    return entries;
  }

  /** Everything kept is in Redis: nothing to replay. */
  clear(): void {
    try {
      rmSync(this.path, { force: true });
      this.bytes = 0;
      this.lines = 0;
      this.full = false;
    } catch {
      // Left in place, it is replayed once more at the next start: marks only ever hold more.
    }
    if (this.roomUsed) this.roomUsed = this.reserveRoom() !== undefined;
  }

  /** Writes the room blank (in place: no new space once it exists) and syncs it; the reason it could not. */
  private reserveRoom(): string | undefined {
    const data = Buffer.from(ROOM);
    return openRegular(this.roomPath, constants.O_WRONLY | constants.O_CREAT, (fd) => {
      if (writeSync(fd, data, 0, data.length, 0) !== data.length) return 'a short write';
      fsyncSync(fd);
      return undefined;
    });
  }

  /**
   * Whether the disk takes a line now: a probe written past the room's end and cut off again (a full
   * disk, a file size limit, a read-only mount each refuse it).
   */
  private probe(): string | undefined {
    return openRegular(this.roomPath, constants.O_WRONLY, (fd) => {
      const data = Buffer.alloc(PROBE_BYTES, 0x0a);
      try {
        return writeSync(fd, data, 0, data.length, ROOM.length) === data.length ? undefined : 'a short write';
      } finally {
        ftruncateSync(fd, ROOM.length);
      }
    });
  }

  /**
   * Throws unless the path can be appended to as a regular file (created 0600 when absent): a replica
   * whose lost file refuses writes would forget, on a restart, what it held (round 45: refused at start).
   */
  check(): void {
    const error = this.openFor(() => undefined);
    if (error !== undefined) throw new Error(error);
    // Round 47: the room exists (a used one is kept: it is read at the next start too) and the disk takes a line now.
    const room = this.readRoom() === 'used' ? undefined : this.reserveRoom();
    const refused = room ?? this.probe();
    if (refused !== undefined)
      throw new Error(
        `its reserved room ${this.roomPath}: ${refused}; free space on its disk or lift the file size limit, then start again`,
      );
  }

  /** One write of one line; false when the disk or the path refused (a short write leaves a torn line: an overflow). */
  private append(line: string): boolean {
    const data = Buffer.from(line);
    return (
      this.openFor((fd) => (writeSync(fd, data) === data.length ? undefined : 'a short write')) === undefined
    );
  }

  /** Opens the path for append as a regular file and runs `use`; the reason it could not, or undefined. */
  private openFor(use: (fd: number) => string | undefined): string | undefined {
    return openRegular(this.path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT, use);
  }
}

/** Opens `path` (never through a link, never blocking) and runs `use` if it is a regular file; why not, or undefined. */
function openRegular(
  path: string,
  flags: number,
  use: (fd: number) => string | undefined,
): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, flags | constants.O_NOFOLLOW | constants.O_NONBLOCK, 0o600);
  } catch (err) {
    return (err as { code?: string }).code ?? 'not writable';
  }
  try {
    return fstatSync(fd).isFile() ? use(fd) : 'not a regular file';
  } catch (err) {
    return (err as { code?: string }).code ?? 'not writable';
  } finally {
    closeSync(fd);
  }
}

function parse(line: string): LostEntry {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return OVERFLOW;
  }
  if (typeof value !== 'object' || value === null) return OVERFLOW;
  const e = value as Record<string, unknown>;
  const field = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_FIELD;
  if (e['k'] === 'o') return OVERFLOW;
  if (e['k'] === 'r' && field(e['id'])) return { k: 'r', id: e['id'] };
  if (!field(e['id']) || !field(e['c'])) return OVERFLOW;
  const [id, c] = [e['id'], e['c']];
  if (e['k'] === 's') return { k: 's', id, c };
  if (e['k'] === 't' && typeof e['cause'] === 'string' && Object.hasOwn(TAINT_STRENGTH, e['cause']))
    return { k: 't', id, c, cause: e['cause'] as TaintCause };
  if (e['k'] === 'l' && isBounds(e['b'])) return { k: 'l', id, c, b: e['b'] };
  return OVERFLOW;
}

function isBounds(v: unknown): v is LedgerWriteBounds {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  const count = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
  return (
    count(b['maxKeys']) &&
    count(b['maxCarries']) &&
    count(b['maxLedgers']) &&
    count(b['perClient']) &&
    (b['maxWeight'] === undefined || count(b['maxWeight']))
  );
}
