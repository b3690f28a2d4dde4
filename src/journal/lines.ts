// Splits a journal file into lines by positional reads, chunk by chunk, so no file is ever read whole.
import { MAX_ROW_BYTES } from './row.js';

/** The few file operations the journal uses; a node FileHandle is one (tests wrap it to inject faults). */
export interface JournalFile {
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  write(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesWritten: number }>;
  datasync(): Promise<void>;
  truncate(len: number): Promise<void>;
  close(): Promise<void>;
}

export type ReadableFile = Pick<JournalFile, 'read'>;

export interface Line {
  /** The line's bytes without its newline. */
  bytes: Buffer;
  /** Byte offset of the line's first byte. */
  offset: number;
  /** False for a final line with no newline (a torn tail), or for an over-long line. */
  terminated: boolean;
  /** The line ran past MAX_ROW_BYTES; scanning stops after it. */
  oversize: boolean;
}

const CHUNK_BYTES = 64 * 1024;

/** Yields the lines between `start` and `end` (exclusive), in order. */
export async function* readLines(file: ReadableFile, start: number, end: number): AsyncGenerator<Line> {
  let carry: Buffer = Buffer.alloc(0);
  let carryOffset = start;
  let position = start;
  while (position < end) {
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, end - position));
    const { bytesRead } = await file.read(chunk, 0, chunk.length, position);
    if (bytesRead === 0) break; // the file is shorter than `end` said; what was read is all there is
    position += bytesRead;
    const data =
      carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, bytesRead)]) : chunk.subarray(0, bytesRead);
    let from = 0;
    for (let nl = data.indexOf(10, from); nl !== -1; nl = data.indexOf(10, from)) {
      const oversize = nl - from > MAX_ROW_BYTES;
      yield { bytes: data.subarray(from, nl), offset: carryOffset + from, terminated: !oversize, oversize };
      if (oversize) return;
      from = nl + 1;
    }
    carry = data.subarray(from);
    carryOffset += from;
    if (carry.length > MAX_ROW_BYTES) {
      yield { bytes: carry, offset: carryOffset, terminated: false, oversize: true };
      return;
    }
  }
  if (carry.length > 0) yield { bytes: carry, offset: carryOffset, terminated: false, oversize: false };
}
