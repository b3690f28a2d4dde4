// `gate journal verify`: walks a journal file once, read-only, and names the first row that breaks the chain.
import { realpath } from 'node:fs/promises';
import { openRegularFile } from '../io/regular-file.js';
import { fileProblem, GateError } from '../kernel/errors.js';
import { printable } from '../kernel/printable.js';
import { ChainChecker, type RowProblem } from './chain.js';
import { type CheckpointMark, checkpointPath, type FoundCheckpoint, readCheckpoint } from './checkpoint.js';
import { type Line, readLines } from './lines.js';
import type { JournalRow } from './row.js';

export interface VerifyReport {
  ok: boolean;
  /** Good rows (all of them when ok; those before the first bad one otherwise). */
  rows: number;
  /** Bytes covered by the good rows. */
  bytes: number;
  lastSeq: number;
  /** Hash of the last good row (64 zeros when there is none): anchor it elsewhere to pin the whole chain. */
  lastHash: string;
  /** Distinct replica names among the good rows, in order of first appearance (at most MAX_LISTED_REPLICAS). */
  replicas: string[];
  firstBad?: RowProblem;
  /** The checkpoint beside the file, when there is one, and whether the chain passes through it. */
  checkpoint?: CheckpointCheck;
  /** The head of the journal this file was rotated from, when it begins with a ROTATE row (docs/journal.md, "Rotation"). */
  continues?: Anchor;
  /** The anchors given (`--anchor`), and the first one the file does not pass through. */
  anchors?: AnchorCheck;
}

/**
 * A row's seq and hash kept outside the file (`gate journal verify`'s `head`, or gate serve's log): the
 * one thing a file cut back to a row boundary or rolled back to an older copy cannot match.
 */
export interface Anchor {
  seq: number;
  hash: string;
}

export interface AnchorCheck {
  held: number;
  /** Why the first anchor that fails does (absent when all hold). */
  problem?: { seq: number; text: string };
}

/** `<seq>:<hash>` as `verify` prints it after `head`, or undefined when the text is not one. */
export function parseAnchor(text: string): Anchor | undefined {
  const m = /^([1-9]\d{0,14}):([0-9a-f]{64})$/.exec(text.trim());
  return m ? { seq: Number(m[1]), hash: m[2] as string } : undefined;
}

export interface CheckpointCheck {
  seq: number;
  kind: Exclude<FoundCheckpoint['kind'], 'absent'>;
  /** Why the chain does not pass through the checkpoint (absent when it does). */
  problem?: string;
}

const MAX_LISTED_REPLICAS = 16;

/** Feeds lines to a checker and keeps the tallies of a report. */
class Verifier {
  private readonly chain = new ChainChecker();
  private readonly replicas = new Set<string>();
  private line = 0;
  private bytes = 0;
  private bad?: RowProblem;
  /** The checkpoint's row as the walk found it. */
  private marked?: { offset: number; end: number; hash: string };

  private readonly mark?: CheckpointMark;
  /** Anchored seq -> the hash the row must have; the hash found is kept beside it. */
  private readonly anchored = new Map<number, { want: string; found?: string }>();

  constructor(
    private readonly found: FoundCheckpoint = { kind: 'absent' },
    anchors: readonly Anchor[] = [],
  ) {
    if (found.kind !== 'absent') this.mark = found.mark;
    for (const a of anchors) this.anchored.set(a.seq, { want: a.hash });
  }

  /** False once a bad row is found: there is no point reading on. */
  feed(line: Line): boolean {
    this.line += 1;
    if (!line.terminated && !line.oversize) {
      this.bad = {
        line: this.line,
        problem: 'incomplete final line (a torn tail: no newline at end of file)',
      };
      return false;
    }
    const verdict = this.chain.check(line.bytes, this.line);
    if (!verdict.ok) {
      this.bad = verdict.bad;
      return false;
    }
    this.note(verdict.row, line.bytes.length + 1);
    // The head a rotated file continues is pinned by its ROTATE row's prev_hash: an anchor there holds or not.
    const start = this.chain.continues;
    if (start && verdict.row.seq === start.seq + 1) {
      const before = this.anchored.get(start.seq);
      if (before) before.found = start.hash;
    }
    const anchor = this.anchored.get(verdict.row.seq);
    if (anchor) anchor.found = verdict.row.hash;
    if (verdict.row.seq === this.mark?.seq) {
      this.marked = { offset: line.offset, end: line.offset + line.bytes.length + 1, hash: verdict.row.hash };
    }
    return true;
  }

  private note(row: JournalRow, size: number): void {
    this.bytes += size;
    if (this.replicas.size < MAX_LISTED_REPLICAS) this.replicas.add(row.replica);
  }

  /** Whether the rows walked pass through the checkpoint, at its place and with its hash. */
  checkpointProblem(): string | undefined {
    const mark = this.mark;
    if (!mark) return undefined;
    const found = this.marked;
    if (!found) {
      return this.bad
        ? `its row (seq ${mark.seq}) is not reached before the break`
        : `its row (seq ${mark.seq}) is not in the file: rows were cut off`;
    }
    if (found.hash !== mark.hash) return `the row seq ${mark.seq} has another hash: the chain was rewritten`;
    if (found.offset !== mark.offset || found.end !== mark.end)
      return `the row seq ${mark.seq} is at another byte offset: rows before it were changed`;
    return undefined;
  }

  /** Whether every anchor's row is in the file with the anchored hash; the lowest seq that fails is named. */
  anchorCheck(): AnchorCheck | undefined {
    if (this.anchored.size === 0) return undefined;
    let held = 0;
    for (const [seq, { want, found }] of [...this.anchored].sort((a, b) => a[0] - b[0])) {
      if (found === want) {
        held += 1;
        continue;
      }
      const start = this.chain.continues;
      const text =
        found !== undefined
          ? `the row seq ${seq} has hash ${found.slice(0, 12)}…, not the anchored ${want.slice(0, 12)}…: the chain up to it was rewritten or replaced`
          : start && seq < start.seq
            ? `its row (seq ${seq}) is in a journal rotated away before this file, which continues seq ${start.seq}: verify that file with this anchor, and this one with --anchor ${start.seq}:${start.hash}`
            : this.bad && seq > this.chain.lastSeq
              ? `its row (seq ${seq}) is not reached before the break`
              : `its row (seq ${seq}) is not in the file, which ends at seq ${this.chain.lastSeq}: rows were cut off or the file was rolled back`;
      return { held, problem: { seq, text } };
    }
    return { held };
  }

  report(): VerifyReport {
    const anchors = this.anchorCheck();
    const checkpoint =
      this.found.kind === 'absent'
        ? undefined
        : { seq: this.found.mark.seq, kind: this.found.kind, problem: this.checkpointProblem() };
    return {
      ok: this.bad === undefined && checkpoint?.problem === undefined && anchors?.problem === undefined,
      rows: this.chain.lastSeq - (this.chain.continues?.seq ?? 0),
      bytes: this.bytes,
      lastSeq: this.chain.lastSeq,
      lastHash: this.chain.lastHash,
      replicas: [...this.replicas],
      ...(this.bad ? { firstBad: this.bad } : {}),
      ...(checkpoint ? { checkpoint } : {}),
      ...(this.chain.continues ? { continues: this.chain.continues } : {}),
      ...(anchors ? { anchors } : {}),
    };
  }
}

/**
 * Verifies a journal file, and the checkpoint beside it when there is one (its MAC too, with a key);
 * throws JOURNAL_UNAVAILABLE only when the file cannot be read at all.
 */
export async function verifyJournal(
  path: string,
  key?: Buffer,
  anchors: readonly Anchor[] = [],
): Promise<VerifyReport> {
  let found: FoundCheckpoint;
  // Beside the file itself, as the writer keeps it, whatever name the file was given by.
  const file = await realpath(path).catch(() => path);
  try {
    found = await readCheckpoint(file, key);
  } catch (err) {
    // A checkpoint that cannot be trusted is a finding, not a reason to skip the rows.
    const report = await verifyRows(path, { kind: 'absent' }, anchors);
    const problem = untrusted(err, checkpointPath(file));
    return { ...report, ok: false, checkpoint: { seq: 0, kind: 'unsigned', problem } };
  }
  return verifyRows(path, found, anchors);
}

/** What is wrong with a checkpoint `readCheckpoint` refused, without the advice meant for `serve`. */
function untrusted(err: unknown, path: string): string {
  const message = err instanceof GateError ? err.message : String(err);
  return message.replace(`journal checkpoint ${path} `, '').replace(/; refusing to trust .*$/, '');
}

async function verifyRows(
  path: string,
  found: FoundCheckpoint,
  anchors: readonly Anchor[],
): Promise<VerifyReport> {
  let opened: Awaited<ReturnType<typeof openRegularFile>>;
  try {
    // A FIFO would wait for a writer forever and a device reads as an empty, "intact" journal.
    opened = await openRegularFile(path, { followSymlink: true });
  } catch (err) {
    throw new GateError('JOURNAL_UNAVAILABLE', `cannot read journal ${path}: ${fileProblem(err)}`);
  }
  const { handle, size } = opened;
  try {
    const verifier = new Verifier(found, anchors);
    for await (const line of readLines(handle, 0, size)) if (!verifier.feed(line)) break;
    return verifier.report();
  } catch (err) {
    if (err instanceof GateError) throw err;
    throw new GateError('JOURNAL_UNAVAILABLE', `cannot read journal ${path}: ${fileProblem(err)}`);
  } finally {
    await handle.close();
  }
}

/** Verifies journal bytes held in memory (the same rules as a file). */
export function verifyBytes(bytes: Buffer): VerifyReport {
  const verifier = new Verifier();
  let from = 0;
  while (from < bytes.length) {
    const nl = bytes.indexOf(10, from);
    const end = nl === -1 ? bytes.length : nl;
    const line: Line = {
      bytes: bytes.subarray(from, end),
      offset: from,
      terminated: nl !== -1,
      oversize: false,
    };
    if (!verifier.feed(line)) break;
    from = end + 1;
  }
  return verifier.report();
}

const CHECKPOINT_KIND_TEXT: Record<CheckpointCheck['kind'], string> = {
  signed: 'MAC verified',
  unsigned: 'unsigned',
  unchecked: 'signed; MAC not checked without GATE_JOURNAL_KEY',
};

/** The one line `gate journal verify` prints. */
export function summarize(report: VerifyReport): string {
  const anchorProblem = report.anchors?.problem;
  if (anchorProblem) {
    const rest = summarize({ ...report, anchors: undefined });
    const rows = rest.startsWith('journal intact') ? '' : `; ${rest}`;
    return `journal anchor (seq ${anchorProblem.seq}) does not hold: ${anchorProblem.text}${rows}`;
  }
  const cp = report.checkpoint;
  if (cp?.problem) {
    const at = cp.seq > 0 ? ` (seq ${cp.seq})` : '';
    const rows = report.firstBad ? `; ${summarize({ ...report, checkpoint: undefined })}` : '';
    return `journal checkpoint${at} does not hold: ${cp.problem}${rows}`;
  }
  if (report.firstBad) {
    const { line, seq, problem } = report.firstBad;
    const where = seq === undefined ? `line ${line}` : `line ${line} (seq ${seq})`;
    return `journal broken at ${where}: ${problem}; the ${report.rows} row(s) before it verify`;
  }
  if (report.rows === 0) return 'journal intact: 0 rows';
  // Replica names are the file's: a journal from elsewhere may name one with escapes or line breaks.
  const names = report.replicas.map((r) => printable(r, 64));
  const replicas = names.length === 1 ? `replica ${names[0]}` : `replicas ${names.join(',')}`;
  const checkpoint = cp ? `, checkpoint at seq ${cp.seq} holds (${CHECKPOINT_KIND_TEXT[cp.kind]})` : '';
  const held = report.anchors ? `, ${report.anchors.held} anchor(s) hold` : '';
  const from = report.continues ? report.continues.seq + 1 : 1;
  // A rotated file's link back: the head of the file it continues, as that file's verify prints it.
  const continues = report.continues
    ? `, continues ${report.continues.seq}:${report.continues.hash} (a rotated journal's head)`
    : '';
  // `head` is written as `--anchor` takes it back.
  return `journal intact: ${report.rows} rows (seq ${from}..${report.lastSeq}), ${report.bytes} bytes, ${replicas}${checkpoint}${held}${continues}, head ${report.lastSeq}:${report.lastHash}`;
}
