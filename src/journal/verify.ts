// `gate journal verify`: walks a journal file once, read-only, and names the first row that breaks the chain.
import { open } from 'node:fs/promises';
import { GateError } from '../kernel/errors.js';
import { ChainChecker, type RowProblem } from './chain.js';
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
}

const MAX_LISTED_REPLICAS = 16;

/** Feeds lines to a checker and keeps the tallies of a report. */
class Verifier {
  private readonly chain = new ChainChecker();
  private readonly replicas = new Set<string>();
  private line = 0;
  private bytes = 0;
  private bad?: RowProblem;

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
    return true;
  }

  private note(row: JournalRow, size: number): void {
    this.bytes += size;
    if (this.replicas.size < MAX_LISTED_REPLICAS) this.replicas.add(row.replica);
  }

  report(): VerifyReport {
    return {
      ok: this.bad === undefined,
      rows: this.chain.lastSeq,
      bytes: this.bytes,
      lastSeq: this.chain.lastSeq,
      lastHash: this.chain.lastHash,
      replicas: [...this.replicas],
      ...(this.bad ? { firstBad: this.bad } : {}),
    };
  }
}

/** Verifies a journal file; throws JOURNAL_UNAVAILABLE only when the file cannot be read at all. */
export async function verifyJournal(path: string): Promise<VerifyReport> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (err) {
    throw new GateError(
      'JOURNAL_UNAVAILABLE',
      `cannot read journal ${path}: ${(err as NodeJS.ErrnoException).code}`,
    );
  }
  try {
    const { size } = await handle.stat();
    const verifier = new Verifier();
    for await (const line of readLines(handle, 0, size)) if (!verifier.feed(line)) break;
    return verifier.report();
  } catch (err) {
    if (err instanceof GateError) throw err;
    throw new GateError(
      'JOURNAL_UNAVAILABLE',
      `cannot read journal ${path}: ${(err as NodeJS.ErrnoException).code}`,
    );
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

/** The one line `gate journal verify` prints. */
export function summarize(report: VerifyReport): string {
  if (report.firstBad) {
    const { line, seq, problem } = report.firstBad;
    const where = seq === undefined ? `line ${line}` : `line ${line} (seq ${seq})`;
    return `journal broken at ${where}: ${problem}; the ${report.rows} row(s) before it verify`;
  }
  if (report.rows === 0) return 'journal intact: 0 rows';
  const replicas =
    report.replicas.length === 1 ? `replica ${report.replicas[0]}` : `replicas ${report.replicas.join(',')}`;
  return `journal intact: ${report.rows} rows (seq 1..${report.lastSeq}), ${report.bytes} bytes, ${replicas}, last hash ${report.lastHash}`;
}
