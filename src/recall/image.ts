// The core image on disk: `<dir>/manifest.json` and `<dir>/pages/<sha256>`, written so that a crash at
// any moment leaves a complete image (the previous one or the new one) for the loader to find.
//
// Saving over an existing image happens in place: page files are content-addressed, so new ones are
// added (temp file, fsync, rename) without touching what the old manifest names; then the new manifest
// is written to a temp file, fsynced, and renamed over `manifest.json` (the one atomic switch); only
// then are pages no manifest names removed. A first save builds the whole image in `.<name>.tmp-*`
// beside the target and renames the directory into place. Readers ignore temp files; the next
// successful save removes them.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, mkdtemp, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { FileRefused, readRegularFile } from '../io/regular-file.js';
import { sha256Hex } from '../kernel/canonical.js';
import { GateError } from '../kernel/errors.js';
import type { JsonObject } from '../kernel/types.js';
import {
  type DecodedManifest,
  DIGEST_PATTERN,
  decodeManifest,
  type ImageManifest,
  imageError,
  type ManifestPage,
  RECALL_FORMAT,
  sealManifest,
  type Tombstone,
} from './manifest.js';
import type { PageKind } from './pages.js';

export const MANIFEST_FILE = 'manifest.json';
export const PAGES_DIR = 'pages';
/** A manifest larger than this is refused unread (a v1 manifest lists pages, never their bytes). */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
/** No page is larger than the page book holds in all (docs/recall.md, "Pages"). */
const MAX_PAGE_BYTES = 64 * 1024 * 1024;
const TEMP_MARK = '.tmp-';
/** Every image format this or a later binary writes starts so (RECALL_FORMAT is its v1). */
const FORMAT_FAMILY = 'gate-recall/';

/** What a page needs to be written into an image (a PageBook `Page` or a re-screened page). */
export interface ImagePage {
  step: number;
  tool: string;
  kind: PageKind;
  content: string;
  verdict: string;
  witness?: string;
  trustEpoch: number;
}

export interface ImageInput {
  traceId: string;
  gateVersion: string;
  pages: readonly ImagePage[];
  tombstones?: readonly Tombstone[];
  createdAt?: Date;
}

/** The points between the steps of a save, where a test can simulate a crash. */
export type SaveStep = 'pages' | 'manifest-temp' | 'swapped';
export interface SaveHooks {
  /** Called after each step; a throw here stops the save as a crash would. */
  afterStep?: (step: SaveStep) => void | Promise<void>;
}

/** Writes a new image at `dir` (replacing any image there, atomically) and returns its manifest. */
export async function writeImage(
  dir: string,
  input: ImageInput,
  hooks: SaveHooks = {},
): Promise<ImageManifest> {
  const contents = new Map<string, string>();
  const pages: ManifestPage[] = input.pages.map((p) => {
    const digest = sha256Hex(p.content);
    contents.set(digest, p.content);
    const entry: ManifestPage = {
      step: p.step,
      digest,
      tool: p.tool,
      kind: p.kind,
      verdict: p.verdict,
      trust_epoch: p.trustEpoch,
      bytes: Buffer.byteLength(p.content, 'utf8'),
    };
    if (p.witness !== undefined) entry.witness = p.witness;
    return entry;
  });
  const manifest = sealManifest({
    format: RECALL_FORMAT,
    trace_id: input.traceId,
    created_at: (input.createdAt ?? new Date()).toISOString(),
    gate_version: input.gateVersion,
    pages,
    tombstones: [...(input.tombstones ?? [])],
  });
  const target = resolve(dir);
  if (await isImageDir(target)) {
    await writePages(target, contents);
    await hooks.afterStep?.('pages');
    await swapManifest(target, manifest, hooks);
    await collect(target, manifest);
    return manifest;
  }
  await clearEmptyTarget(target);
  await mkdir(dirname(target), { recursive: true });
  const temp = await mkdtemp(join(dirname(target), `.${basename(target)}${TEMP_MARK}`));
  await writePages(temp, contents);
  await hooks.afterStep?.('pages');
  await writeDurable(join(temp, MANIFEST_FILE), manifestText(manifest));
  await syncDir(temp);
  await hooks.afterStep?.('manifest-temp');
  try {
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { recursive: true, force: true });
    throw new GateError('BAD_REQUEST', `cannot save recall image ${dir}: ${codeOf(err)}`);
  }
  await syncDir(dirname(target));
  await hooks.afterStep?.('swapped');
  await removeStrayTempDirs(target);
  return manifest;
}

/** Replaces an image's manifest atomically (tombstones); fields a newer minor version added are kept. */
export async function rewriteManifest(
  dir: string,
  raw: JsonObject,
  hooks: SaveHooks = {},
): Promise<ImageManifest> {
  const sealed = sealManifest(raw);
  // Decoded before it is written, so a rewrite can never leave a manifest this binary would refuse.
  const { manifest } = decodeManifest(manifestText(sealed), dir);
  await swapManifest(resolve(dir), sealed, hooks);
  return manifest;
}

/** Reads and checks the manifest (format version, checksum, fields); pages are read by `readPage`. */
export async function readImage(dir: string): Promise<DecodedManifest> {
  const file = join(dir, MANIFEST_FILE);
  let bytes: Buffer;
  try {
    // An image may come from another machine: only a regular file, bounded, is read (src/io/regular-file.ts).
    bytes = await readRegularFile(file, MAX_MANIFEST_BYTES);
  } catch (err) {
    const dirExists = await stat(dir).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!dirExists) throw new GateError('NOT_FOUND', `recall image ${dir}: no such directory`);
    if (err instanceof FileRefused && err.code === 'EFBIG')
      throw imageError(dir, `${MANIFEST_FILE} is larger than ${MAX_MANIFEST_BYTES} bytes`);
    const why = err instanceof FileRefused ? `${err.code}: ${err.message}` : codeOf(err);
    throw imageError(dir, `cannot read ${MANIFEST_FILE} (${why}): not a gate recall image`);
  }
  return decodeManifest(bytes.toString('utf8'), dir);
}

export type PageRead = { state: 'ok'; content: string } | { state: 'missing' } | { state: 'mismatch' };

/** Reads one page and checks that its bytes hash to its name (the digest the manifest lists). */
export async function readPage(dir: string, digest: string): Promise<PageRead> {
  if (!DIGEST_PATTERN.test(digest)) return { state: 'missing' };
  let bytes: Buffer;
  try {
    bytes = await readRegularFile(join(dir, PAGES_DIR, digest), MAX_PAGE_BYTES);
  } catch (err) {
    // A symlink, a FIFO, a device or an oversized file in a page's place is tampering, not a page.
    return err instanceof FileRefused && err.code !== 'ENOENT' ? { state: 'mismatch' } : { state: 'missing' };
  }
  if (sha256Hex(bytes) !== digest) return { state: 'mismatch' };
  return { state: 'ok', content: bytes.toString('utf8') };
}

function manifestText(manifest: object): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function isImageDir(target: string): Promise<boolean> {
  const info = await lstat(target).catch(() => undefined);
  if (!info) return false;
  if (!info.isDirectory())
    throw new GateError(
      'BAD_REQUEST',
      `cannot save recall image ${target}: it exists and is not a directory`,
    );
  if ((await lstat(join(target, MANIFEST_FILE)).catch(() => undefined)) === undefined) return false;
  await mustBeOwnImage(target);
  return true;
}

/**
 * A save over an image deletes what its pages/ holds beyond the new manifest, so only an image gate wrote
 * is replaced: a directory that merely holds a manifest.json (a browser extension's, a web app's) or whose
 * pages/ is a link (to a home directory) had those files deleted (docs/recall.md, "Round 34").
 */
async function mustBeOwnImage(target: string): Promise<void> {
  const refuse = (why: string) =>
    new GateError('BAD_REQUEST', `cannot save recall image ${target}: ${why}; refusing to replace it`);
  let format: unknown;
  try {
    const parsed: unknown = JSON.parse(
      (await readRegularFile(join(target, MANIFEST_FILE), MAX_MANIFEST_BYTES)).toString('utf8'),
    );
    format = typeof parsed === 'object' && parsed !== null ? (parsed as JsonObject)['format'] : undefined;
  } catch {
    format = undefined;
  }
  if (typeof format !== 'string' || !format.startsWith(FORMAT_FAMILY))
    throw refuse(`its ${MANIFEST_FILE} is not a gate recall manifest`);
  const pages = await lstat(join(target, PAGES_DIR)).catch(() => undefined);
  if (pages !== undefined && !pages.isDirectory())
    throw refuse(`its ${PAGES_DIR} is not a directory of its own (a link or a file)`);
}

/** An existing empty directory may be the target; anything else without a manifest is not ours to replace. */
async function clearEmptyTarget(target: string): Promise<void> {
  const entries = await readdir(target).catch(() => undefined);
  if (entries === undefined) return;
  if (entries.length > 0) {
    throw new GateError(
      'BAD_REQUEST',
      `cannot save recall image ${target}: the directory is not empty and holds no ${MANIFEST_FILE}; refusing to replace it`,
    );
  }
  await rmdir(target);
}

async function writePages(imageDir: string, contents: ReadonlyMap<string, string>): Promise<void> {
  const pagesDir = join(imageDir, PAGES_DIR);
  await mkdir(pagesDir, { recursive: true, mode: 0o700 });
  for (const [digest, content] of contents) {
    // Rewritten even when present: a damaged page file from an earlier save is healed, never trusted.
    const temp = join(pagesDir, `${TEMP_MARK}${randomBytes(8).toString('hex')}`);
    await writeDurable(temp, content);
    await rename(temp, join(pagesDir, digest));
  }
  await syncDir(pagesDir);
}

async function swapManifest(imageDir: string, manifest: object, hooks: SaveHooks): Promise<void> {
  const temp = join(imageDir, `${MANIFEST_FILE}${TEMP_MARK}${randomBytes(8).toString('hex')}`);
  await writeDurable(temp, manifestText(manifest));
  await hooks.afterStep?.('manifest-temp');
  await rename(temp, join(imageDir, MANIFEST_FILE));
  await syncDir(imageDir);
  await hooks.afterStep?.('swapped');
}

/** After the switch: page files the new manifest does not name, and stray temp files, go. */
async function collect(imageDir: string, manifest: ImageManifest): Promise<void> {
  const keep = new Set(manifest.pages.map((p) => p.digest));
  const pagesDir = join(imageDir, PAGES_DIR);
  for (const name of await readdir(pagesDir)) {
    // Only names gate writes there (a page's digest, a temp file): anything else is not ours to delete.
    const ours = DIGEST_PATTERN.test(name) || name.startsWith(TEMP_MARK);
    if (ours && !keep.has(name)) await rm(join(pagesDir, name), { force: true, recursive: true });
  }
  for (const name of await readdir(imageDir)) {
    if (name.startsWith(`${MANIFEST_FILE}${TEMP_MARK}`)) await rm(join(imageDir, name), { force: true });
  }
  await removeStrayTempDirs(imageDir);
}

/** Temp directories of first saves that crashed before their rename (one writer per image at a time). */
async function removeStrayTempDirs(target: string): Promise<void> {
  const prefix = `.${basename(target)}${TEMP_MARK}`;
  const parent = dirname(target);
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (name.startsWith(prefix)) await rm(join(parent, name), { recursive: true, force: true });
  }
}

async function writeDurable(path: string, text: string): Promise<void> {
  const handle = await open(path, 'wx', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a directory's entries durable; platforms that cannot open a directory skip it. */
async function syncDir(path: string): Promise<void> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close();
  }
}

function codeOf(err: unknown): string {
  return (err as NodeJS.ErrnoException)?.code ?? 'error';
}
