// The journal's head kept in a file of the operator's choosing (GATE_JOURNAL_ANCHOR): `gate serve` refuses
// to open a journal that does not pass through the head it last wrote there (rolled back, cut, replaced,
// another journal), and keeps the file current while it runs (docs/journal.md, "An anchor file").
import { open, rename, unlink } from 'node:fs/promises';
import { FileRefused, readRegularFile } from '../io/regular-file.js';
import { GateError } from '../kernel/errors.js';
import type { Journal } from './journal.js';
import { type Anchor, parseAnchor } from './verify.js';

/** How often a running gate writes a moved head: a crash loses at most this much of the anchor's reach. */
export const ANCHOR_EVERY_MS = 1000;

/** An anchor is one `<seq>:<hash>` line; a file much larger holds something else. */
const MAX_ANCHOR_FILE_BYTES = 4096;

const unavailable = (message: string): GateError => new GateError('JOURNAL_UNAVAILABLE', message);

/** A listener that throws must not stop the keeper. */
function callSafely(fn: () => void): void {
  try {
    fn();
  } catch {
    // the listener's own fault
  }
}

/** The anchor the file holds; undefined when there is no file yet. Anything else in it refuses the start. */
export async function readAnchorFile(path: string): Promise<Anchor | undefined> {
  let text: string;
  try {
    // A FIFO or a device in its place would hang or flood the start: only a small regular file is read.
    text = (await readRegularFile(path, MAX_ANCHOR_FILE_BYTES, { followSymlink: true })).toString('utf8');
  } catch (err) {
    if (err instanceof FileRefused && err.code === 'ENOENT') return undefined;
    const why = err instanceof FileRefused ? `${err.code}: ${err.message}` : 'error';
    throw unavailable(`journal anchor file ${path} cannot be read (${why}); refusing to open the journal`);
  }
  // An empty file is what a crash between create and write leaves: no anchor was kept.
  if (text.trim() === '') return undefined;
  const anchor = parseAnchor(text);
  if (!anchor)
    throw unavailable(
      `journal anchor file ${path} holds no <seq>:<hash> anchor; refusing to open the journal`,
    );
  return anchor;
}

/**
 * Why the open journal does not pass through `anchor`, or undefined when it does: it ends before the
 * anchored row (rolled back or cut), or the row there has another hash (rewritten, replaced, another journal).
 */
export async function anchorProblem(journal: Journal, anchor: Anchor): Promise<string | undefined> {
  const start = journal.chainStart();
  // A rotated file holds its start's hash in its ROTATE row; rows before it are in the file rotated away.
  if (start.seq > 0 && anchor.seq === start.seq)
    return anchor.hash === start.hash
      ? undefined
      : `the journal continues seq ${start.seq} with hash ${start.hash.slice(0, 12)}…, not the anchored ${anchor.hash.slice(0, 12)}…: it was rotated from another journal`;
  if (anchor.seq < start.seq)
    return `the anchored row seq ${anchor.seq} is in a journal rotated away before this file, which continues seq ${start.seq}: check that file with gate journal verify --anchor, then rotate with the anchor file set (docs/journal.md, "Rotation")`;
  const last = journal.lastSeq();
  if (last < anchor.seq)
    return `the journal ends at seq ${last}, before the anchored row seq ${anchor.seq}: it was rolled back, cut or replaced`;
  const { events } = await journal.read(anchor.seq - 1, 1);
  const row = events[0];
  if (row === undefined || row.seq !== anchor.seq)
    return `the anchored row seq ${anchor.seq} is not in the journal`;
  if (row.hash !== anchor.hash)
    return `the row seq ${anchor.seq} has hash ${row.hash.slice(0, 12)}…, not the anchored ${anchor.hash.slice(0, 12)}…: the chain was rewritten or replaced`;
  return undefined;
}

/** Checks the journal against the file's anchor (refusing the start when it fails), then keeps the file current. */
export async function keepAnchorFile(
  journal: Journal,
  path: string,
  events: AnchorEvents = {},
): Promise<AnchorKeeper> {
  const anchor = await readAnchorFile(path);
  if (anchor) {
    const problem = await anchorProblem(journal, anchor);
    if (problem)
      throw unavailable(
        `journal ${journal.path} does not hold the anchor in ${path}: ${problem}; refusing to append ` +
          '(docs/journal.md, "An anchor file")',
      );
  }
  const keeper = new AnchorKeeper(journal, path, events);
  await keeper.write();
  return keeper;
}

/** Writes `<seq>:<hash>` to the anchor file: a temporary file synced, then renamed over it (mode 0600). */
export async function writeAnchorFile(path: string, anchor: Anchor): Promise<void> {
  const tmp = `${path}.tmp`;
  // Created anew (O_EXCL): a link or FIFO planted under the temporary name is never written through or waited on.
  await unlink(tmp).catch(() => undefined);
  const handle = await open(tmp, 'wx', 0o600);
  try {
    await handle.writeFile(`${anchor.seq}:${anchor.hash}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path).catch(async (err) => {
    await unlink(tmp).catch(() => undefined);
    throw err;
  });
}

/** What a running keeper reports: each failed write (its errno code only), and the first write after failures. */
export interface AnchorEvents {
  /** `first` is true for the first failure after a good write (log it once; count every one). */
  onFailure?: (code: string, first: boolean) => void;
  onRecovered?: (failures: number) => void;
}

export class AnchorKeeper {
  private written = '';
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  /** Failed writes since the last good one. */
  private failing = 0;

  constructor(
    private readonly journal: Journal,
    private readonly path: string,
    private readonly events: AnchorEvents = {},
  ) {
    this.timer = setInterval(() => void this.write().catch(() => undefined), ANCHOR_EVERY_MS);
    this.timer.unref();
  }

  /** Writes the head when it moved: a temporary file synced, then renamed over the anchor file. */
  write(): Promise<void> {
    const { seq, hash } = this.journal.head();
    const text = `${seq}:${hash}\n`;
    // Seq 0 is an empty journal: nothing to anchor yet (an older anchor stays until a row is written).
    if (seq === 0 || text === this.written) return this.writing ?? Promise.resolve();
    // One write at a time; a failed one does not stop the next.
    this.writing = (this.writing ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        try {
          await writeAnchorFile(this.path, { seq, hash });
        } catch (err) {
          // The anchor lags the head while this lasts: said in the log and the metrics, never silently.
          this.failing += 1;
          callSafely(() =>
            this.events.onFailure?.((err as NodeJS.ErrnoException).code ?? 'EUNKNOWN', this.failing === 1),
          );
          throw err;
        }
        this.written = text;
        if (this.failing > 0) {
          const failures = this.failing;
          this.failing = 0;
          callSafely(() => this.events.onRecovered?.(failures));
        }
      });
    return this.writing;
  }

  /** The last write, after the journal closed: the file holds the head the journal was left at. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.write();
  }
}
