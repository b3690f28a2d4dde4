// Journal checkpoints: `<journal>.checkpoint` names one durable row (seq, byte range, hash), so open can
// check that row and the rows after it instead of the whole file (docs/journal.md, 'Checkpoints').
// With GATE_JOURNAL_KEY set the checkpoint carries an HMAC-SHA256; a forged or altered one is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { constants } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GateError } from '../kernel/errors.js';
import { readJsonStrict } from '../kernel/json-strict.js';

export const CHECKPOINT_FORMAT = 'gate-journal-checkpoint/v1';

/** A journal writer checkpoints after this many rows past the last checkpoint (and at every clean close). */
export const CHECKPOINT_EVERY_ROWS = 4096;

/** The shortest journal key accepted, in bytes: a key an attacker can guess anchors nothing. */
export const MIN_KEY_BYTES = 32;

/** What a checkpoint asserts: the row `seq` occupies bytes [offset, end) of the file and has `hash`. */
export interface CheckpointMark {
  seq: number;
  /** Byte offset of the row's first byte. */
  offset: number;
  /** Byte offset just past the row's newline: where the unchecked tail begins. */
  end: number;
  hash: string;
}

export interface Checkpoint extends CheckpointMark {
  /** HMAC-SHA256 (hex) over the mark, present when the writer had a key. */
  mac?: string;
}

/** A checkpoint as found beside a journal: absent, or read and judged. */
export type FoundCheckpoint =
  | { kind: 'absent' }
  | { kind: 'signed'; mark: CheckpointMark }
  | { kind: 'unsigned'; mark: CheckpointMark }
  /** Signed, but no key is configured here to check it: used as unsigned. */
  | { kind: 'unchecked'; mark: CheckpointMark };

const HEX64 = /^[0-9a-f]{64}$/;
const MAX_CHECKPOINT_BYTES = 4096;

export const checkpointPath = (journalPath: string): string => `${journalPath}.checkpoint`;

const broken = (path: string, problem: string): GateError =>
  new GateError(
    'JOURNAL_UNAVAILABLE',
    `journal checkpoint ${path} ${problem}; refusing to trust the journal (run gate journal verify on it; ` +
      `delete the checkpoint to have the whole chain checked on the next start)`,
  );

/** The bytes a MAC covers: the format name and every field of the mark, in a fixed order. */
function signedText(mark: CheckpointMark): string {
  return `${CHECKPOINT_FORMAT}\n${mark.seq}\n${mark.offset}\n${mark.end}\n${mark.hash}\n`;
}

function macOf(mark: CheckpointMark, key: Buffer): string {
  return createHmac('sha256', key).update(signedText(mark)).digest('hex');
}

/** The key from GATE_JOURNAL_KEY, or undefined when unset; a short key is refused, never used. */
export function journalKeyFrom(value: string | undefined): Buffer | undefined {
  if (value === undefined || value === '') return undefined;
  const key = Buffer.from(value, 'utf8');
  if (key.length < MIN_KEY_BYTES) {
    throw new GateError(
      'JOURNAL_UNAVAILABLE',
      `GATE_JOURNAL_KEY is ${key.length} bytes; it must be at least ${MIN_KEY_BYTES} (for example: openssl rand -hex 32)`,
    );
  }
  return key;
}

/** The checkpoint's one line: the mark and, with a key, its MAC. */
export function encodeCheckpoint(mark: CheckpointMark, key: Buffer | undefined): string {
  const body: Record<string, unknown> = { format: CHECKPOINT_FORMAT, ...mark };
  if (key) body.mac = macOf(mark, key);
  return `${JSON.stringify(body)}\n`;
}

/** The shape problem of a parsed checkpoint, or undefined when it is one. */
function shapeProblem(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'is not a JSON object';
  const obj = value as Record<string, unknown>;
  const allowed = new Set(['format', 'seq', 'offset', 'end', 'hash', 'mac']);
  for (const key of Object.keys(obj)) if (!allowed.has(key)) return `has an unknown field "${key}"`;
  if (obj.format !== CHECKPOINT_FORMAT) return `is not ${CHECKPOINT_FORMAT}`;
  for (const key of ['seq', 'offset', 'end'] as const) {
    if (!Number.isSafeInteger(obj[key]) || (obj[key] as number) < 0) return `field "${key}" is not a count`;
  }
  if ((obj.seq as number) < 1) return 'field "seq" is not a positive integer';
  if ((obj.end as number) <= (obj.offset as number)) return 'names an empty byte range';
  if (typeof obj.hash !== 'string' || !HEX64.test(obj.hash))
    return 'field "hash" is not a SHA-256 hex digest';
  if (obj.mac !== undefined && (typeof obj.mac !== 'string' || !HEX64.test(obj.mac)))
    return 'field "mac" is not an HMAC-SHA256 hex digest';
  return undefined;
}

/**
 * Reads and judges the checkpoint beside a journal. Absent is not an error (the whole chain is checked);
 * anything present that cannot be read, has the wrong shape or fails its MAC is refused.
 */
export async function readCheckpoint(journalPath: string, key: Buffer | undefined): Promise<FoundCheckpoint> {
  const path = checkpointPath(journalPath);
  let text: string;
  try {
    text = await readSmallFile(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
    if (err instanceof GateError) throw err;
    throw broken(path, `cannot be read (${(err as NodeJS.ErrnoException).code ?? 'EUNKNOWN'})`);
  }
  if (!text.endsWith('\n')) throw broken(path, 'is not one complete line');
  // Strictly: JSON.parse keeps the last of a repeated key, so `"seq":1,"seq":12` read as 12 to gate and
  // as 1 to whoever read the file (round 58); a checkpoint gate wrote never repeats one.
  const read = readJsonStrict(text);
  if (!read.ok) throw broken(path, /duplicate key/.test(read.error) ? 'repeats a key' : 'is not JSON');
  const value = read.value;
  const problem = shapeProblem(value);
  if (problem) throw broken(path, problem);
  const { seq, offset, end, hash, mac } = value as Checkpoint;
  const mark: CheckpointMark = { seq, offset, end, hash };
  if (mac === undefined) return { kind: 'unsigned', mark };
  if (!key) return { kind: 'unchecked', mark };
  const expected = Buffer.from(macOf(mark, key), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) {
    throw broken(path, 'has a MAC that GATE_JOURNAL_KEY does not verify (forged, altered, or another key)');
  }
  return { kind: 'signed', mark };
}

/** A checkpoint is one short line: a FIFO, a device or a huge file is refused, never read (or waited on). */
async function readSmallFile(path: string): Promise<string> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = await handle.stat();
    if (!st.isFile()) throw broken(path, 'is not a regular file');
    if (st.size > MAX_CHECKPOINT_BYTES) throw broken(path, `is longer than ${MAX_CHECKPOINT_BYTES} bytes`);
    const buffer = Buffer.alloc(st.size);
    const { bytesRead } = await handle.read(buffer, 0, st.size, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Replaces the checkpoint atomically (write, sync, rename, sync the directory): old or new, never torn. */
export async function writeCheckpoint(journalPath: string, mark: CheckpointMark, key: Buffer | undefined) {
  const path = checkpointPath(journalPath);
  const temp = `${path}.tmp-${process.pid}`;
  // Created anew (O_EXCL), so a link planted under the temporary name is never written through.
  await unlink(temp).catch(() => undefined);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(encodeCheckpoint(mark, key));
    await handle.datasync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
  const dir = await open(dirname(path), 'r').catch(() => undefined);
  await dir?.datasync().catch(() => undefined);
  await dir?.close();
}
