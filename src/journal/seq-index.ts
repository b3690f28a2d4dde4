// A sparse seq → byte-offset index: one entry per INDEX_STRIDE rows (and one for a checkpoint's row), built
// on open and extended on append. Rows before a checkpoint were not read on open, so they have no entries:
// a read there is placed by bisecting the file (rows are in seq order), never by scanning it.
import { type ReadableFile, readLines } from './lines.js';

export const INDEX_STRIDE = 64;

/** Below this many bytes a bisection stops and the reader scans. */
const BISECT_SPAN_BYTES = 64 * 1024;

export class SeqIndex {
  /** Noted seqs, ascending, each with the byte offset of its row. */
  private readonly seqs: number[] = [];
  private readonly offsets: number[] = [];

  /** Called for every durable row read or written, in seq order; keeps one in INDEX_STRIDE. */
  note(seq: number, offset: number): void {
    if ((seq - 1) % INDEX_STRIDE === 0) this.pin(seq, offset);
  }

  /** Keeps an entry whatever its seq (a checkpoint's row, where indexing starts after a checkpoint). */
  pin(seq: number, offset: number): void {
    const last = this.seqs.at(-1);
    if (last !== undefined && seq <= last) return;
    this.seqs.push(seq);
    this.offsets.push(offset);
  }

  /**
   * A byte offset at or before the row `since + 1`, no more than a stride of rows before it; undefined
   * when that row lies before the first entry (then `locate` bisects the file).
   */
  startFor(since: number): number | undefined {
    if (this.seqs.length === 0) return since === 0 ? 0 : undefined;
    const target = since + 1;
    let lo = 0;
    let hi = this.seqs.length - 1;
    if ((this.seqs[0] as number) > target) return since === 0 ? 0 : undefined;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.seqs[mid] as number) <= target) lo = mid;
      else hi = mid - 1;
    }
    return target - (this.seqs[lo] as number) <= INDEX_STRIDE ? this.offsets[lo] : undefined;
  }

  /** The first entry (where the indexed part of the file begins). */
  first(): { seq: number; offset: number } | undefined {
    return this.seqs.length === 0
      ? undefined
      : { seq: this.seqs[0] as number, offset: this.offsets[0] as number };
  }

  get entries(): number {
    return this.seqs.length;
  }
}

/**
 * A line start at or before the row `since + 1` and at most BISECT_SPAN_BYTES before the first row after
 * it, found in [0, limit) by reading the seq of the row at a few midpoints. A row that cannot be read
 * ends the search where it stands: the reader then scans from there and names the bad row itself.
 */
export async function locate(file: ReadableFile, since: number, limit: number): Promise<number> {
  let lo = 0;
  let hi = limit;
  while (hi - lo > BISECT_SPAN_BYTES) {
    const mid = lo + Math.floor((hi - lo) / 2);
    const next = await rowAfter(file, mid, hi);
    if (next === undefined) return lo;
    if (next.seq <= since + 1) lo = next.offset;
    else hi = next.offset;
  }
  return lo;
}

/** The first whole row starting after byte `from - 1` and before `end`: its offset and seq. */
async function rowAfter(file: ReadableFile, from: number, end: number) {
  let start: number | undefined;
  for await (const line of readLines(file, from - 1, end)) {
    if (start === undefined) {
      start = line.offset + line.bytes.length + 1; // the rest of a line cut at `from`
      continue;
    }
    if (!line.terminated) return undefined;
    try {
      const seq = (JSON.parse(line.bytes.toString('utf8')) as { seq?: unknown }).seq;
      return Number.isSafeInteger(seq) ? { offset: line.offset, seq: seq as number } : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
