// Reads rows back from a journal file: the events route, `gate journal tail`, and tests.
import { type Line, type ReadableFile, readLines } from './lines.js';
import type { JournalRow } from './row.js';

/** Rows with seq > since found between `start` and `end`, at most `limit`, oldest first. */
export async function readRows(
  file: ReadableFile,
  range: { start: number; end: number },
  since: number,
  limit: number,
): Promise<JournalRow[]> {
  const rows: JournalRow[] = [];
  if (limit <= 0) return rows;
  for await (const line of readLines(file, range.start, range.end)) {
    if (!line.terminated) break; // a torn tail is not a row; `verify` names it
    const row = parseRow(line);
    if (row.seq <= since) continue;
    rows.push(row);
    if (rows.length >= limit) break;
  }
  return rows;
}

/** The last `count` rows between `start` and `end` (for `tail` without --since); keeps only `count` in memory. */
export async function readLastRows(
  file: ReadableFile,
  range: { start: number; end: number },
  count: number,
): Promise<JournalRow[]> {
  const ring: Line[] = [];
  if (count <= 0) return [];
  for await (const line of readLines(file, range.start, range.end)) {
    if (!line.terminated) break;
    ring.push({ ...line, bytes: Buffer.from(line.bytes) });
    if (ring.length > count) ring.shift();
  }
  return ring.map(parseRow);
}

function parseRow(line: Line): JournalRow {
  try {
    return JSON.parse(line.bytes.toString('utf8')) as JournalRow;
  } catch {
    throw new SyntaxError(`journal row at byte offset ${line.offset} is not JSON (run gate journal verify)`);
  }
}
