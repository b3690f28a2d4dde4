// A sparse seq → byte-offset index: one entry per INDEX_STRIDE rows, built on open and extended on append.
// Rows are numbered 1..n with no gaps, so a reader seeks to the block's first row and skips at most a stride.

export const INDEX_STRIDE = 64;

export class SeqIndex {
  /** offsets[k] is the byte offset of the row whose seq is k * INDEX_STRIDE + 1. */
  private readonly offsets: number[] = [];

  /** Called for every durable row, in seq order. */
  note(seq: number, offset: number): void {
    if ((seq - 1) % INDEX_STRIDE === 0) this.offsets[(seq - 1) / INDEX_STRIDE] = offset;
  }

  /** A byte offset at or before the row `since + 1`, no more than a stride of rows before it. */
  startFor(since: number): number {
    if (this.offsets.length === 0) return 0;
    const block = Math.min(Math.floor(since / INDEX_STRIDE), this.offsets.length - 1);
    return this.offsets[block] ?? 0;
  }

  get entries(): number {
    return this.offsets.length;
  }
}
