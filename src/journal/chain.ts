// The chain rules, applied line by line: one checker serves `verify`, the journal's own open, and tests.
import { isUtf8 } from 'node:buffer';
import { sha256Hex } from '../kernel/canonical.js';
import {
  canonicalRowText,
  GENESIS_HASH,
  type JournalRow,
  MAX_ROW_BYTES,
  rowShapeProblem,
  unsealedText,
} from './row.js';

/** The first row that breaks the chain: where it is and what is wrong (never its content). */
export interface RowProblem {
  /** 1-based line number in the file. */
  line: number;
  /** The seq the row claims, when it could be read. */
  seq?: number;
  problem: string;
}

export type LineVerdict = { ok: true; row: JournalRow } | { ok: false; bad: RowProblem };

const short = (hash: unknown): string => (typeof hash === 'string' ? `${hash.slice(0, 12)}…` : String(hash));

/** Where a chain check begins: after the row `seq` whose hash is `hash` (seq 0 and the genesis hash: the start). */
export interface ChainStart {
  seq: number;
  hash: string;
}

export class ChainChecker {
  private expectedSeq: number;
  private prevHash: string;
  /** Checking from a file's first byte: the first row may be a ROTATE row, which sets where the chain starts. */
  private atFileStart: boolean;
  private continued: ChainStart | undefined;

  /** Without a start, the file's own first row is the start: seq 1 after genesis, or a ROTATE row. */
  constructor(start?: ChainStart) {
    this.atFileStart = start === undefined;
    this.expectedSeq = (start?.seq ?? 0) + 1;
    this.prevHash = start?.hash ?? GENESIS_HASH;
  }

  /**
   * The head of the journal this file continues, when it begins with a ROTATE row (docs/journal.md,
   * "Rotation"); undefined for a file that begins the chain at genesis.
   */
  get continues(): ChainStart | undefined {
    return this.continued;
  }

  /** The seq of the last good row (0 before any). */
  get lastSeq(): number {
    return this.expectedSeq - 1;
  }

  /** The hash of the last good row (the genesis hash before any): the next row's prev_hash. */
  get lastHash(): string {
    return this.prevHash;
  }

  /** Checks the next complete line (without its newline); a good row advances the chain. */
  check(bytes: Buffer, line: number): LineVerdict {
    const verdict = checkRow(bytes, line);
    if (!verdict.ok) return verdict;
    const { row } = verdict;
    const fail = (problem: string): LineVerdict => ({ ok: false, bad: { line, seq: row.seq, problem } });
    const first = this.atFileStart;
    this.atFileStart = false;
    if (row.kind === 'ROTATE') {
      // Only a file's first row may say where its chain starts; anywhere else it would splice in a new start.
      if (!first) return fail('a ROTATE row that does not begin the file');
      if (row.seq < 2)
        return fail('a ROTATE row continues a journal of at least one row: its seq is at least 2');
      this.expectedSeq = row.seq;
      this.prevHash = row.prev_hash;
      this.continued = { seq: row.seq - 1, hash: row.prev_hash };
    }
    if (row.seq !== this.expectedSeq) {
      const what = row.seq > this.expectedSeq ? 'seq gap' : 'seq out of order';
      return fail(`${what}: expected ${this.expectedSeq}, found ${row.seq}`);
    }
    if (row.prev_hash !== this.prevHash) {
      const of =
        this.expectedSeq === 1 ? 'the genesis hash (64 zeros)' : `the hash of seq ${this.expectedSeq - 1}`;
      return fail(`broken prev_hash link: prev_hash ${short(row.prev_hash)} is not ${of}`);
    }
    this.expectedSeq += 1;
    this.prevHash = row.hash;
    return verdict;
  }
}

/** Checks one line as a row on its own (UTF-8, JSON, fields, canonical bytes, its hash), not its place in a chain. */
export function checkRow(bytes: Buffer, line: number): LineVerdict {
  const fail = (problem: string, seq?: number): LineVerdict => ({ ok: false, bad: { line, seq, problem } });
  if (bytes.length > MAX_ROW_BYTES) return fail(`row longer than ${MAX_ROW_BYTES} bytes`);
  if (!isUtf8(bytes)) return fail('not valid UTF-8');
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail('bad JSON');
  }
  const claimed = (value as { seq?: unknown } | null)?.seq;
  const seq = Number.isSafeInteger(claimed) ? (claimed as number) : undefined;
  const shape = rowShapeProblem(value);
  if (shape) return fail(`not a journal row: ${shape}`, seq);
  const row = value as JournalRow;
  if (canonicalRowText(row) !== text) {
    return fail('not in canonical form (bytes differ from the RFC 8785 encoding of the row)', seq);
  }
  // The text is canonical, so the row without `hash` is that text without its hash member.
  const computed = sha256Hex(unsealedText(text, row.hash));
  if (computed !== row.hash)
    return fail(`bad hash (stored ${short(row.hash)}, computed ${short(computed)})`, seq);
  return { ok: true, row };
}
