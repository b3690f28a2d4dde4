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
  for await (const row of streamRows(file, range, since, limit)) rows.push(row);
  return rows;
}

/** readRows one row at a time, holding none: `gate journal tail --since` writes each as it is read. */
export async function* streamRows(
  file: ReadableFile,
  range: { start: number; end: number },
  since: number,
  limit: number,
): AsyncGenerator<JournalRow> {
  if (limit <= 0) return;
  let given = 0;
  for await (const line of readLines(file, range.start, range.end)) {
    if (!line.terminated) break; // a torn tail is not a row; `verify` names it
    const row = parseRow(line);
    if (row.seq <= since) continue;
    yield row;
    if (++given >= limit) break;
  }
}

/**
 * The last `count` rows between `start` and `end` (for `tail` without --since), oldest first, holding
 * none: one pass counts the rows, a second yields the last `count` as it reads them. Round 58: a ring of
 * `count` rows with `shift()` cost O(count) a row, so `--limit 200000` on 300,000 rows ran past a minute,
 * and a large --limit held the whole file (929 MB peak for 177 MB).
 */
export async function* streamLastRows(
  file: ReadableFile,
  range: { start: number; end: number },
  count: number,
): AsyncGenerator<JournalRow> {
  if (count <= 0) return;
  let rows = 0;
  for await (const line of readLines(file, range.start, range.end)) {
    if (!line.terminated) break;
    rows += 1;
  }
  let at = 0;
  for await (const line of readLines(file, range.start, range.end)) {
    if (!line.terminated || at >= rows) break;
    if (at++ >= rows - count) yield parseRow(line);
  }
}

function parseRow(line: Line): JournalRow {
  try {
    return JSON.parse(line.bytes.toString('utf8')) as JournalRow;
  } catch {
    throw new SyntaxError(`journal row at byte offset ${line.offset} is not JSON (run gate journal verify)`);
  }
}
