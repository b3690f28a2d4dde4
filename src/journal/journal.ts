// The audit journal: one hash-chained row per decision, durable (an O_DSYNC write, or write + fdatasync) before `record` resolves.
// Rows are appended by group commit: whatever arrives while a flush is under way is written and synced
// together by the next one. Nothing past the durable end is ever left behind a row: a failed append is
// truncated away before the next one starts, so the chain has no gap and no torn row.
import { constants, fstat, type Stats, write, writeSync } from 'node:fs';
import { type FileHandle, open, realpath, rename, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { WritePath } from '../io/write-path.js';
import { fileProblem, GateError } from '../kernel/errors.js';
import { isoTime } from '../kernel/iso-time.js';
import { terminalSafe } from '../kernel/printable.js';
import type { Decision, Recorder, StreamStop } from '../kernel/types.js';
import { ChainChecker, type ChainStart, checkRow } from './chain.js';
import {
  CHECKPOINT_EVERY_ROWS,
  type CheckpointMark,
  checkpointPath,
  type FoundCheckpoint,
  readCheckpoint,
  writeCheckpoint,
} from './checkpoint.js';
import { type JournalFile, readLines } from './lines.js';
import { readRows } from './reader.js';
import { decisionText, GENESIS_HASH, type JournalRow, MAX_ROW_BYTES, rotateRow, sealedLine } from './row.js';
import { locate, SeqIndex } from './seq-index.js';
import { WriterLock } from './writer-lock.js';

export type { JournalFile } from './lines.js';
export type { JournalRow } from './row.js';

/** What was found after the last good row on open, and where it went (never glued to the chain). */
export interface TornTailReport {
  path: string;
  /** 1-based line number of the torn line. */
  line: number;
  /** Byte offset where the torn bytes began: the end of the last good row. */
  offset: number;
  /** How many torn bytes there were. */
  bytes: number;
  /** Seq of the last good row; the chain continues after it. */
  lastGoodSeq: number;
  /** The file now holding the torn bytes (`<journal>.torn-<timestamp>`). */
  movedTo: string;
}

export interface JournalOptions {
  /** Names this replica in every row (docs/design.md §8); default: the hostname. */
  replica?: string;
  onTornTail?: (report: TornTailReport) => void;
  /** After every durable flush: its duration (write + fdatasync) and how many rows it carried. */
  onAppend?: (seconds: number, rows: number) => void;
  /** Every failed flush, as the error its records were rejected with. */
  onFailure?: (error: GateError) => void;
  /** Anything else worth a line in the log (permissions tightened). */
  onWarning?: (message: string) => void;
  /** Signs checkpoints and checks them on open (GATE_JOURNAL_KEY; docs/journal.md, 'Checkpoints'). */
  key?: Buffer;
  /** Test and bench seam: wraps the opened file (fault injection, a no-sync baseline). Not for production. */
  wrapFile?: (file: JournalFile) => JournalFile;
  /**
   * How a flush becomes durable (docs/journal.md, 'Durability'): `dsync` opens the file O_DSYNC, so the
   * write itself returns durable (one system call per flush); `fdatasync` writes, then syncs. Default:
   * `dsync` where the platform has it, `fdatasync` under `wrapFile` (so a wrapper sees every sync).
   */
  sync?: 'dsync' | 'fdatasync';
  /**
   * Test seam for the place check (docs/journal.md, Round 28): how it reads the file's two stats, and how
   * often it runs (0: never by itself; a test calls `checkPlace`). Not for production.
   */
  place?: { probe?: PlaceProbe; everyMs?: number };
}

/** The place check's two reads: the descriptor gate writes, and whatever its path now names (undefined: nothing). */
export interface PlaceProbe {
  own(fd: number): Promise<Stats>;
  named(path: string): Promise<Stats | undefined>;
}

/** O_DSYNC, or 0 where the platform has none (the flush then calls fdatasync). */
const O_DSYNC: number = constants.O_DSYNC ?? 0;

/** What open checked: from a checkpoint it trusted, or the whole chain (and why). */
export interface OpenReport {
  /** The checkpoint's seq when open began after it; 0 when the whole chain was checked. */
  fromSeq: number;
  /** The checkpoint found beside the journal: absent, signed (and verified), unsigned, or signed but unchecked. */
  checkpoint: FoundCheckpoint['kind'];
  /** Rows checked row by row on open. */
  checkedRows: number;
  /** Durable rows in the file. */
  rows: number;
}

export interface JournalStats {
  /** Durable rows in the file (= lastSeq). */
  rows: number;
  /** Durable bytes in the file. */
  bytes: number;
  /** Flushes that failed since open. */
  failures: number;
  /** The errno code of the last failure (EIO, ENOSPC, ...), never a message with content. */
  lastError?: string;
  /** Records waiting for the next flush. */
  pending: number;
  /** The last flush failed and none has succeeded since: every decision is refused (health says so). */
  failing?: true;
}

/** The most rows one `read` returns, whatever limit is asked for. */
export const READ_LIMIT_MAX = 1000;

/** The most rows one flush writes, so one write stays a bounded size. */
const MAX_BATCH_ROWS = 1024;

interface Pending {
  decision: Decision | StreamStop;
  ts: string;
  resolve: () => void;
  reject: (err: GateError) => void;
}

interface Recovered {
  /** Where the file's chain starts: genesis, or the head of the journal it was rotated from. */
  start: ChainStart;
  end: number;
  lastSeq: number;
  lastHash: string;
  /** Byte offset of the last row (0 when there is none). */
  lastOffset: number;
  index: SeqIndex;
  report: OpenReport;
}

const errnoOf = (err: unknown): string => (err as NodeJS.ErrnoException)?.code ?? 'EUNKNOWN';
/** Only these mean the path names nothing; any other stat failure is a miss, retried at the next check. */
const GONE = new Set(['ENOENT', 'ENOTDIR']);
const realProbe: PlaceProbe = {
  own: (fd) => new Promise<Stats>((ok, fail) => fstat(fd, (err, st) => (err ? fail(err) : ok(st)))),
  named: (path) =>
    stat(path).catch((err: unknown) => {
      if (GONE.has(errnoOf(err))) return undefined;
      throw err;
    }),
};
const unavailable = (message: string): GateError => new GateError('JOURNAL_UNAVAILABLE', message);
/**
 * How often a running journal checks that its path still names the file it writes, at its length: off the
 * write path, so a flush costs nothing more; rows written in the window go to the file as it then was.
 */
export const PLACE_CHECK_MS = 1000;
const toStderr = (message: string): void => {
  process.stderr.write(terminalSafe(`gate: journal: ${message}\n`));
};

/** Callbacks belong to the caller; one that throws must not undo a durable row. */
function safely<A extends unknown[]>(fn: ((...args: A) => void) | undefined, ...args: A): void {
  try {
    fn?.(...args);
  } catch {
    // the caller's own fault; the journal's state is unaffected
  }
}

export class Journal implements Recorder {
  private readonly queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private readonly reads = new Set<Promise<unknown>>();
  /** Bytes past `end` may be on disk (a write or sync failed): truncate before the next append. */
  private dirty = false;
  private closing = false;
  private closed?: Promise<void>;
  private failures = 0;
  private lastError?: string;
  /** The last flush failed (or the file was displaced): /healthz reports the replica degraded. */
  private failing = false;
  private end: number;
  private seq: number;
  private hash: string;
  private lastOffset: number;
  /** Seq of the row the checkpoint file names (0: none this writer can rely on). */
  private checkpointSeq: number;
  /** Seq at the last checkpoint attempt, so a failing one is retried every CHECKPOINT_EVERY_ROWS rows, not every flush. */
  private checkpointTried: number;
  private readonly index: SeqIndex;
  /** Whether a flush's write runs on the event loop or in the thread pool (docs/journal.md, 'Durability'). */
  private readonly writePath = new WritePath();
  /** Where this file's chain starts (seq 0 and genesis, or a rotated journal's head: docs/journal.md, "Rotation"). */
  private readonly start: ChainStart;
  /** What open checked. */
  readonly opened: OpenReport;
  /** Why appends are refused: the file was cut, moved or replaced while gate ran (docs/journal.md, Round 27). */
  private displaced?: string;
  private placeCheck?: NodeJS.Timeout;

  private constructor(
    readonly path: string,
    /** The resolved path: where the lock and the checkpoint live. */
    private readonly canonical: string,
    private readonly file: JournalFile,
    private readonly replica: string,
    private readonly opts: JournalOptions,
    recovered: Recovered,
    private readonly lock: WriterLock,
    /** The file was opened O_DSYNC: a completed write is already as durable as after fdatasync. */
    private readonly writesAreDurable: boolean,
    /** The opened file's descriptor, written with the callback API; absent under `wrapFile`. */
    private readonly fd: number | undefined,
  ) {
    this.start = recovered.start;
    this.end = recovered.end;
    this.seq = recovered.lastSeq;
    this.hash = recovered.lastHash;
    this.lastOffset = recovered.lastOffset;
    this.index = recovered.index;
    this.opened = recovered.report;
    this.checkpointSeq = recovered.report.fromSeq;
    this.checkpointTried = this.checkpointSeq;
    const every = opts.place?.everyMs ?? PLACE_CHECK_MS;
    if (fd !== undefined && every > 0) {
      this.placeCheck = setInterval(() => void this.checkPlace(), every);
      this.placeCheck.unref();
    }
  }

  /**
   * Positional writes go on at the writer's own offset: a file cut under it got a hole of NUL bytes before
   * the next rows, and a file moved away got every later row while its path had none. Either refuses appends.
   */
  async checkPlace(): Promise<void> {
    const fd = this.fd;
    if (fd === undefined || this.displaced !== undefined || this.closing) return;
    const probe = this.opts.place?.probe ?? realProbe;
    // Gate's end before the stats: a flush that completes while they run moves `this.end` past the size
    // they saw, and comparing with it then read a growing file as a cut one (a false stop under load).
    const end = this.end;
    let own: Stats;
    let named: Stats | undefined;
    try {
      [own, named] = await Promise.all([probe.own(fd), probe.named(this.path)]);
    } catch {
      return;
    }
    if (this.closing) return;
    const why =
      named === undefined || named.ino !== own.ino || named.dev !== own.dev
        ? 'moved, deleted or replaced (its path no longer names the file gate writes)'
        : own.size < end
          ? `cut to ${own.size} bytes (gate's rows end at ${end})`
          : undefined;
    if (why === undefined) return;
    this.displaced = `journal ${this.path}: the file was ${why} while gate runs; decisions are refused until gate is restarted on a journal that verifies`;
    safely(this.opts.onWarning ?? toStderr, this.displaced);
  }

  /**
   * Opens (creating with mode 0600) and checks the chain: from the checkpoint when there is one it can
   * trust, else from the first row. A torn final line is moved aside and reported; any other bad row, or
   * a checkpoint the file contradicts, refuses the open, since appending would glue new rows to a broken chain.
   */
  static async open(path: string, opts: JournalOptions = {}): Promise<Journal> {
    // One writer per journal: the lock is taken before the file is touched, so a refused second writer
    // changes nothing (docs/journal.md, 'One writer').
    // The lock and the checkpoint belong to the file, whatever name (or symlink) it was opened by.
    const canonical = await canonicalPath(path);
    const lock = await WriterLock.acquire(canonical);
    let handle: FileHandle | undefined;
    try {
      const dsync = (opts.sync ?? (opts.wrapFile ? 'fdatasync' : 'dsync')) === 'dsync' && O_DSYNC !== 0;
      // The file the lock was taken for, by its resolved name, never through a link (round 36): `path`
      // followed again could reach another file (a symlink flipped since) whose own lock gate never took.
      const opened = await openFile(canonical, dsync ? O_DSYNC : 0);
      handle = opened.handle;
      const size = await checkFile(handle, path, opts.onWarning ?? toStderr);
      if (opened.created) await syncDir(dirname(canonical));
      const file = opts.wrapFile ? opts.wrapFile(handle) : handle;
      const found = await readCheckpoint(canonical, opts.key);
      const mark = trustedMark(found, canonical, opts);
      const recovered = await recover(
        file,
        path,
        size,
        mark && { ...mark, file: canonical },
        opts.onTornTail,
      );
      recovered.report.checkpoint = found.kind;
      const journal = new Journal(
        path,
        canonical,
        file,
        opts.replica ?? hostname(),
        opts,
        recovered,
        lock,
        dsync,
        opts.wrapFile ? undefined : handle.fd,
      );
      // A start that had to check many rows leaves a checkpoint, so the next one does not.
      if (
        recovered.report.checkedRows >= CHECKPOINT_EVERY_ROWS ||
        (found.kind !== 'absent' && journal.checkpointSeq === 0)
      )
        await journal.checkpoint();
      return journal;
    } catch (err) {
      await handle?.close().catch(() => undefined);
      await lock.release();
      throw err;
    }
  }

  /** Resolves once the decision's row is written and fdatasync'd; rejects JOURNAL_UNAVAILABLE otherwise. */
  record(decision: Decision | StreamStop): Promise<void> {
    if (this.closing) return Promise.reject(unavailable(`journal ${this.path} is closed`));
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ decision, ts: isoTime(Date.now()), resolve, reject });
      // Start after this turn of the event loop's I/O, so the rows of every socket it served share one write.
      this.flushing ??= new Promise<void>((started) => setImmediate(started)).then(() => this.drain());
    });
  }

  /** Rows with seq > since, at most `limit` (capped at READ_LIMIT_MAX), oldest first, from the file. */
  async read(since: number, limit: number): Promise<{ events: JournalRow[]; cursor: number }> {
    if (this.closing) throw unavailable(`journal ${this.path} is closed`);
    const after = Number.isFinite(since) ? Math.max(0, Math.floor(since)) : 0;
    const max = Number.isFinite(limit) ? Math.min(READ_LIMIT_MAX, Math.max(0, Math.floor(limit))) : 0;
    const end = this.end; // a snapshot: only durable bytes are read, never a flush in progress
    if (max === 0 || after >= this.seq) return { events: [], cursor: after };
    const reading = this.startFor(after).then((start) => readRows(this.file, { start, end }, after, max));
    this.reads.add(reading);
    try {
      const events = await reading;
      return { events, cursor: events.at(-1)?.seq ?? after };
    } catch (err) {
      throw unavailable(`journal ${this.path}: read failed (${errnoOf(err)})`);
    } finally {
      this.reads.delete(reading);
    }
  }

  /** Seq of the last durable row (0 for an empty journal). */
  lastSeq(): number {
    return this.seq;
  }

  stats(): JournalStats {
    return {
      rows: this.seq - this.start.seq,
      bytes: this.end,
      failures: this.failures,
      ...(this.lastError ? { lastError: this.lastError } : {}),
      pending: this.queue.length,
      ...(this.failing ? { failing: true as const } : {}),
    };
  }

  /** The last durable row's seq and hash: what an operator anchors outside the file (docs/journal.md, "Anchors"). */
  head(): { seq: number; hash: string } {
    return { seq: this.seq, hash: this.hash };
  }

  /** Where this file's chain starts: seq 0 and the genesis hash, or the head of the journal it continues. */
  chainStart(): ChainStart {
    return { ...this.start };
  }

  /**
   * Rotates the journal at `path` while no gate writes it (the writer lock is held throughout): the file
   * and its checkpoint move to `to` (default `<path>.<first seq>-<last seq>`), and a new file takes its
   * place beginning with a ROTATE row that continues the chain from the old head, so seq and the hash
   * chain run on across files (docs/journal.md, "Rotation"). `check` runs on the opened journal first
   * (the anchor file's check); it throws to refuse.
   */
  static async rotate(
    path: string,
    opts: JournalOptions & { to?: string; check?: (journal: Journal) => Promise<void> } = {},
  ): Promise<{ movedTo: string; rotated: ChainStart; head: ChainStart }> {
    const journal = await Journal.open(path, opts);
    try {
      if (journal.seq === journal.start.seq)
        throw unavailable(`journal ${path} has no rows past its start: nothing to rotate`);
      await opts.check?.(journal);
      const movedTo = resolve(opts.to ?? `${journal.canonical}.${journal.start.seq + 1}-${journal.seq}`);
      for (const taken of [movedTo, checkpointPath(movedTo)]) {
        if (
          await stat(taken).then(
            () => true,
            () => false,
          )
        )
          throw unavailable(`cannot rotate journal ${path} to ${movedTo}: ${taken} exists`);
      }
      await journal.checkpoint();
      const rotated = journal.head();
      const { row, line } = sealedLine(
        rotateRow(rotated, { ts: new Date().toISOString(), replica: journal.replica }),
      );
      // The new file is written whole beside the journal first, so the journal's path is never left
      // holding an empty file a start would take for a new chain.
      const next = `${journal.canonical}.rotating`;
      const handle = await open(next, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o600).catch(
        (err) => {
          throw unavailable(`cannot rotate journal ${path}: cannot create ${next} (${errnoOf(err)})`);
        },
      );
      try {
        await writeFully(handle, line, 0);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await journal.file.close();
      journal.closing = true;
      // Not moved (another filesystem, a permission): the journal stays as it was, and so does its path.
      await rename(journal.canonical, movedTo).catch(async (err) => {
        await unlink(next).catch(() => undefined);
        throw err;
      });
      await rename(checkpointPath(journal.canonical), checkpointPath(movedTo)).catch((err) => {
        if (errnoOf(err) !== 'ENOENT') throw err;
      });
      await rename(next, journal.canonical);
      await syncDir(dirname(movedTo));
      await syncDir(dirname(journal.canonical));
      return { movedTo, rotated, head: { seq: row.seq, hash: row.hash } };
    } catch (err) {
      if (err instanceof GateError) throw err;
      throw unavailable(`cannot rotate journal ${path}: ${fileProblem(err)}`);
    } finally {
      if (journal.closing) await journal.lock.release();
      else await journal.close({ checkpoint: false });
    }
  }

  /**
   * Flushes every record already made, then closes the file; later records reject. `checkpoint: false`
   * leaves no checkpoint behind: a journal refused at start (its anchor does not hold) gets no signed
   * statement that its state is good.
   */
  close(opts: { checkpoint?: boolean } = {}): Promise<void> {
    this.closing = true;
    this.closed ??= this.shutDown(opts.checkpoint !== false);
    return this.closed;
  }

  /** Where to start reading for rows after `since`: the index, or a bisection of the rows before it. */
  private async startFor(since: number): Promise<number> {
    return this.index.startFor(since) ?? locate(this.file, since, this.index.first()?.offset ?? this.end);
  }

  /**
   * Writes the checkpoint for the last durable row. Only speed depends on it (the next open checks fewer
   * rows), so a failure is reported and the journal goes on.
   */
  private async checkpoint(): Promise<void> {
    if (this.seq === 0 || this.seq === this.checkpointSeq) return;
    const mark: CheckpointMark = { seq: this.seq, offset: this.lastOffset, end: this.end, hash: this.hash };
    this.checkpointTried = this.seq;
    try {
      await writeCheckpoint(this.canonical, mark, this.opts.key);
      this.checkpointSeq = this.seq;
    } catch (err) {
      safely(
        this.opts.onWarning ?? toStderr,
        `cannot write checkpoint ${checkpointPath(this.canonical)} (${errnoOf(err)}); the next start checks more rows`,
      );
    }
  }

  private async shutDown(checkpoint: boolean): Promise<void> {
    clearInterval(this.placeCheck);
    while (this.flushing) await this.flushing;
    await Promise.allSettled([...this.reads]);
    if (this.dirty) await this.rollBack().catch(() => undefined);
    if (!this.dirty && checkpoint) await this.checkpoint();
    try {
      await this.file.close();
    } finally {
      await this.lock.release();
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH_ROWS);
      if (this.displaced !== undefined) {
        this.failures += 1;
        this.lastError = 'EDISPLACED';
        this.failing = true;
        const error = unavailable(this.displaced);
        for (const p of batch) p.reject(error);
        continue;
      }
      try {
        const written = await this.append(batch);
        if (written.length > 0) this.failing = false;
        for (const p of written) p.resolve();
      } catch (err) {
        const error = this.failed(err, batch.length);
        for (const p of batch) p.reject(error);
      }
      if (this.seq - this.checkpointTried >= CHECKPOINT_EVERY_ROWS) await this.checkpoint();
    }
    this.flushing = null;
  }

  /** Writes and syncs one batch after the durable end; only then advances the chain. Returns rows written. */
  private async append(batch: Pending[]): Promise<Pending[]> {
    if (this.dirty) await this.rollBack();
    const started = performance.now();
    // The batch's lines as one string, encoded once: one buffer a flush, none a row.
    let text = '';
    const offsets: number[] = [];
    const written: Pending[] = [];
    let seq = this.seq;
    let prevHash = this.hash;
    let offset = this.end;
    for (const p of batch) {
      const built = this.build(p, seq + 1, prevHash);
      if (typeof built === 'string') {
        p.reject(unavailable(`journal ${this.path}: decision not recorded: ${built}`));
        continue;
      }
      seq += 1;
      prevHash = built.hash;
      text += built.line;
      offsets.push(offset);
      offset += built.bytes;
      written.push(p);
    }
    if (written.length === 0) return written;
    const data = Buffer.from(text, 'utf8');
    this.dirty = true;
    if (this.fd === undefined) await writeFully(this.file, data, this.end);
    else if (this.writePath.direct()) {
      const before = performance.now();
      writeAllNow(this.fd, data, this.end);
      this.writePath.noted(performance.now() - before);
    } else await writeAll(this.fd, data, this.end);
    if (!this.writesAreDurable) await this.file.datasync();
    this.dirty = false;
    for (let i = 0; i < offsets.length; i += 1) this.index.note(this.seq + 1 + i, offsets[i]!);
    this.end = offset;
    this.seq = seq;
    this.hash = prevHash;
    this.lastOffset = offsets.at(-1) as number;
    safely(this.opts.onAppend, (performance.now() - started) / 1000, written.length);
    return written;
  }

  /** A decision's line, its size and hash, or why it cannot be written: only rows `verify` accepts reach the file. */
  private build(
    p: Pending,
    seq: number,
    prevHash: string,
  ): { line: string; bytes: number; hash: string } | string {
    try {
      const built = decisionText(p.decision, { seq, ts: p.ts, replica: this.replica, prevHash });
      if (typeof built === 'string') return built;
      const line = `${built.text}\n`;
      const bytes = Buffer.byteLength(line, 'utf8');
      return bytes > MAX_ROW_BYTES
        ? `a row of ${bytes} bytes exceeds ${MAX_ROW_BYTES}`
        : { line, bytes, hash: built.hash };
    } catch {
      return 'its row cannot be encoded as JSON';
    }
  }

  /** Cuts the file back to the durable end, so a partial write never becomes part of the chain. */
  private async rollBack(): Promise<void> {
    await this.file.truncate(this.end);
    await this.file.datasync();
    this.dirty = false;
  }

  private failed(err: unknown, rows: number): GateError {
    const code = errnoOf(err);
    this.failures += 1;
    this.lastError = code;
    this.failing = true;
    const error = unavailable(
      `journal ${this.path}: append failed (${code}); ${rows} decision(s) refused; the file stays at seq ${this.seq}` +
        (this.dirty ? ' (the partial write is cut off before the next append)' : ''),
    );
    safely(this.opts.onFailure ?? ((e: GateError) => toStderr(e.message)), error);
    return error;
  }
}

/**
 * The journal's path with symlinks and `..` resolved, so two spellings of one file share one lock
 * (a hard link is another name with its own lock: checkFile refuses a journal with more than one).
 */
async function canonicalPath(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    try {
      return join(await realpath(dirname(path)), basename(path));
    } catch {
      return resolve(path);
    }
  }
}

async function openFile(path: string, extraFlags: number): Promise<{ handle: FileHandle; created: boolean }> {
  try {
    const flags = constants.O_RDWR | constants.O_CREAT | constants.O_EXCL | extraFlags;
    return { handle: await open(path, flags, 0o600), created: true };
  } catch (err) {
    if (errnoOf(err) !== 'EEXIST') throw unavailable(`cannot create journal ${path}: ${errnoOf(err)}`);
  }
  try {
    return { handle: await open(path, constants.O_RDWR | constants.O_NOFOLLOW | extraFlags), created: false };
  } catch (err) {
    if (errnoOf(err) === 'EISDIR') throw unavailable(`journal ${path} is not a regular file`);
    if (errnoOf(err) === 'ELOOP')
      throw unavailable(`journal ${path} became a symbolic link while gate opened it; start gate again`);
    throw unavailable(`cannot open journal ${path}: ${fileProblem(err)}`);
  }
}

/** Refuses anything but a regular file; tightens looser permissions to 0600 (and says so). Returns the size. */
async function checkFile(handle: FileHandle, path: string, warn: (message: string) => void): Promise<number> {
  const st = await handle.stat();
  if (!st.isFile()) throw unavailable(`journal ${path} is not a regular file`);
  // The lock is named after one name of the file: a second name (a hard link) would let a second writer
  // take its own lock and write the same file, so a journal with two names is not opened for writing.
  if (st.nlink > 1)
    throw unavailable(
      `journal ${path} has ${st.nlink} names (hard links); one writer per journal needs one name: remove the other links`,
    );
  const mode = st.mode & 0o777;
  if ((mode & 0o077) !== 0) {
    try {
      await handle.chmod(0o600);
    } catch (err) {
      throw unavailable(
        `journal ${path} has mode 0${mode.toString(8)} and cannot be set to 0600: ${errnoOf(err)}`,
      );
    }
    safely(warn, `journal ${path} had mode 0${mode.toString(8)}; set to 0600 (rows are for its owner only)`);
  }
  return st.size;
}

/**
 * The checkpoint open may start from, or undefined to check the whole chain. A checkpoint is trusted when
 * it is signed and its MAC verified, or when no key is configured at all; with a key, an unsigned one is
 * not trusted (so stripping the MAC buys nothing) and the whole chain is checked, with a warning.
 */
function trustedMark(found: FoundCheckpoint, path: string, opts: JournalOptions): CheckpointMark | undefined {
  if (found.kind === 'absent') return undefined;
  if (found.kind === 'signed' || !opts.key) return found.mark;
  safely(
    opts.onWarning ?? toStderr,
    `checkpoint ${checkpointPath(path)} is not signed and GATE_JOURNAL_KEY is set: checking the whole chain`,
  );
  return undefined;
}

/**
 * Checks the checkpoint's row and every row after it (all rows when there is no checkpoint), builds the
 * index, and moves a torn final line aside.
 */
async function recover(
  file: JournalFile,
  path: string,
  size: number,
  mark: (CheckpointMark & { file: string }) | undefined,
  onTornTail: JournalOptions['onTornTail'],
): Promise<Recovered> {
  const index = new SeqIndex();
  const chain = mark ? new ChainChecker(mark) : new ChainChecker();
  // From a checkpoint, the file's first row is read only to learn where its chain starts (rows before
  // the checkpoint are not checked on open, as ever; verify checks them).
  const markedStart = mark ? await firstRowStart(file, size) : undefined;
  let end = mark ? mark.end : 0;
  let lastOffset = mark ? mark.offset : 0;
  let lineNo = mark ? mark.seq - (markedStart?.seq ?? 0) : 0;
  let checkedRows = 0;
  const refuse = (where: string, problem: string): GateError =>
    unavailable(
      `journal ${path} is broken at ${where}: ${problem}; refusing to append to a broken chain ` +
        `(see gate journal verify ${path}; move the file aside to start a new journal)`,
    );
  try {
    if (mark) {
      await checkMarkedRow(file, path, size, mark);
      index.pin(mark.seq, mark.offset);
      checkedRows = 1;
    }
    for await (const line of readLines(file, end, size)) {
      lineNo += 1;
      if (!line.terminated && !line.oversize) {
        const movedTo = await moveAside(file, path, line.bytes, end);
        const report = {
          path,
          line: lineNo,
          offset: end,
          bytes: line.bytes.length,
          lastGoodSeq: chain.lastSeq,
          movedTo,
        };
        safely(onTornTail ?? reportTornTail, report);
        break;
      }
      const verdict = chain.check(line.bytes, lineNo);
      if (!verdict.ok) {
        const { line: at, seq, problem } = verdict.bad;
        throw refuse(seq === undefined ? `line ${at}` : `line ${at} (seq ${seq})`, problem);
      }
      checkedRows += 1;
      // A rotated file begins mid-chain: its first row is indexed whatever its seq.
      if (line.offset === 0) index.pin(verdict.row.seq, 0);
      index.note(verdict.row.seq, line.offset);
      lastOffset = line.offset;
      end = line.offset + line.bytes.length + 1;
    }
  } catch (err) {
    if (err instanceof GateError) throw err;
    throw unavailable(`cannot read journal ${path}: ${fileProblem(err)}`);
  }
  const start = markedStart ?? chain.continues ?? { seq: 0, hash: GENESIS_HASH };
  const report: OpenReport = {
    fromSeq: mark ? mark.seq : 0,
    checkpoint: 'absent',
    checkedRows,
    rows: chain.lastSeq - start.seq,
  };
  return { start, end, lastSeq: chain.lastSeq, lastHash: chain.lastHash, lastOffset, index, report };
}

/** The chain start a file's first row declares (a ROTATE row's), or undefined for a file starting at genesis. */
async function firstRowStart(file: JournalFile, size: number): Promise<ChainStart | undefined> {
  for await (const line of readLines(file, 0, Math.min(size, MAX_ROW_BYTES + 1))) {
    if (!line.terminated) return undefined;
    const verdict = checkRow(line.bytes, 1);
    return verdict.ok && verdict.row.kind === 'ROTATE'
      ? { seq: verdict.row.seq - 1, hash: verdict.row.prev_hash }
      : undefined;
  }
  return undefined;
}

/** The row a checkpoint names must be in the file where it says, whole, with the seq and hash it says. */
async function checkMarkedRow(
  file: JournalFile,
  path: string,
  size: number,
  mark: CheckpointMark & { file: string },
) {
  const where = `checkpoint ${checkpointPath(mark.file)} (seq ${mark.seq})`;
  if (size < mark.end) {
    throw unavailable(
      `journal ${path} is ${size} bytes, shorter than its ${where} says (${mark.end}): rows were cut off; ` +
        `refusing to append (see gate journal verify ${path}; a journal rotated by hand takes its .checkpoint along)`,
    );
  }
  if (mark.end - mark.offset > MAX_ROW_BYTES + 1) {
    throw unavailable(
      `journal ${path} does not match its ${where}: it names ${mark.end - mark.offset} bytes, more than a row; ` +
        `refusing to append (see gate journal verify ${path})`,
    );
  }
  const bytes = Buffer.alloc(mark.end - mark.offset);
  const { bytesRead } = await file.read(bytes, 0, bytes.length, mark.offset);
  const disagree = (problem: string): GateError =>
    unavailable(
      `journal ${path} does not match its ${where}: ${problem}; the file was changed after the checkpoint ` +
        `was written (see gate journal verify ${path})`,
    );
  if (bytesRead !== bytes.length || bytes.at(-1) !== 10) throw disagree('no whole row at the checkpoint');
  const verdict = checkRow(bytes.subarray(0, -1), mark.seq);
  if (!verdict.ok) throw disagree(`the row there is bad: ${verdict.bad.problem}`);
  if (verdict.row.seq !== mark.seq) throw disagree(`the row there is seq ${verdict.row.seq}`);
  if (verdict.row.hash !== mark.hash) throw disagree('the row there has another hash');
}

/** Keeps the torn bytes as evidence in `<path>.torn-<timestamp>` (0600), then cuts them off the journal. */
async function moveAside(file: JournalFile, path: string, torn: Buffer, end: number): Promise<string> {
  const movedTo = `${path}.torn-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  const aside = await open(movedTo, 'wx', 0o600);
  try {
    await writeFully(aside, torn, 0);
    await aside.datasync();
  } finally {
    await aside.close();
  }
  await file.truncate(end);
  await file.datasync();
  await syncDir(dirname(path));
  return movedTo;
}

function reportTornTail(report: TornTailReport): void {
  toStderr(
    `torn final line ${report.line} (${report.bytes} bytes at offset ${report.offset}) in ${report.path} ` +
      `moved to ${report.movedTo}; the chain continues after seq ${report.lastGoodSeq}`,
  );
}

async function writeFully(file: Pick<JournalFile, 'write'>, data: Buffer, position: number): Promise<void> {
  let done = 0;
  while (done < data.length) {
    const { bytesWritten } = await file.write(data, done, data.length - done, position + done);
    if (bytesWritten <= 0) throw Object.assign(new Error('write made no progress'), { code: 'EIO' });
    done += bytesWritten;
  }
}

/**
 * writeFully on a descriptor with the callback `fs.write`: a flush's one write without the promise API's
 * per-call work (3 us of a row's 12 in process, docs/wires.md, "round 23"); still in the thread pool.
 */
function writeAll(fd: number, data: Buffer, position: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const from = (done: number): void =>
      write(fd, data, done, data.length - done, position + done, (err, written) => {
        if (err) reject(err);
        else if (written <= 0) reject(Object.assign(new Error('write made no progress'), { code: 'EIO' }));
        else if (done + written < data.length) from(done + written);
        else resolve();
      });
    from(0);
  });
}

/** writeAll on the event loop: no thread-pool hand-off, for a device whose writes return at once (write-path.ts). */
function writeAllNow(fd: number, data: Buffer, position: number): void {
  for (let done = 0; done < data.length; ) {
    const written = writeSync(fd, data, done, data.length - done, position + done);
    if (written <= 0) throw Object.assign(new Error('write made no progress'), { code: 'EIO' });
    done += written;
  }
}

/** Makes a created or renamed entry itself durable; best effort where directories cannot be synced. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.datasync();
  } catch {
    // some filesystems refuse fsync on a directory; the file's own sync still holds
  } finally {
    await handle.close();
  }
}
