// `gate_context_change` and `gate recall tombstone`: mark a page of a core image so it is never
// recalled again. Idempotent; the manifest is rewritten atomically (image.ts) and re-sealed.
import { resolve } from 'node:path';
import { GateError } from '../kernel/errors.js';
import { printable } from '../kernel/printable.js';
import type { JsonObject, JsonValue } from '../kernel/types.js';
import { readImage, rewriteManifest, type SaveHooks } from './image.js';
import { DIGEST_PATTERN, type ImageManifest, TOMBSTONE_REASON_MAX } from './manifest.js';

export const CONTEXT_ACTIONS = ['tombstone'] as const;

export interface ContextChangeArgs {
  /** The image: a directory, or with `root` a name inside it. */
  image: string;
  /** A page digest (64 hex digits) or a step number. */
  page: string;
  action: string;
  reason: string;
}

/** ContextChangeResponse (docs/design.md §6); `page` is the digest the tombstone names. */
export interface ContextChangeResponse {
  image: string;
  page: string;
  action: string;
  applied: boolean;
  reason: string;
}

export interface ContextChangeOptions {
  /** Confines `image` to a plain name inside this directory (what a gateway exposing MCP should set). */
  root?: string;
  now?: () => Date;
  /** Test seam: simulate a crash between the steps of the manifest rewrite. */
  hooks?: SaveHooks;
}

const IMAGE_NAME = /^(?!\.\.?$)[A-Za-z0-9._-]{1,200}$/;

/** One rewrite at a time per image in this process, so two tombstones never lose each other. */
const locks = new Map<string, Promise<unknown>>();

export async function applyContextChange(
  args: ContextChangeArgs,
  options: ContextChangeOptions = {},
): Promise<ContextChangeResponse> {
  if (!(CONTEXT_ACTIONS as readonly string[]).includes(args.action)) {
    throw new GateError(
      'BAD_REQUEST',
      `unknown context change action "${printable(args.action, 40)}"; the one action is "tombstone"`,
    );
  }
  if (typeof args.reason !== 'string' || args.reason.length > TOMBSTONE_REASON_MAX) {
    throw new GateError(
      'BAD_REQUEST',
      `"reason" must be a string of at most ${TOMBSTONE_REASON_MAX} characters`,
    );
  }
  const dir = imageDir(args.image, options.root);
  return serialised(dir, async () => {
    const { manifest, raw } = await readImage(dir);
    const digest = resolvePage(manifest, args.page, args.image);
    const response = { image: args.image, page: digest, action: args.action, reason: args.reason };
    if (manifest.tombstones.some((t) => t.page === digest)) return { ...response, applied: false };
    const at = (options.now ?? (() => new Date()))().toISOString();
    const tombstones = (raw.tombstones as JsonValue[]) ?? [];
    const next: JsonObject = {
      ...raw,
      tombstones: [...tombstones, { page: digest, reason: args.reason, at }],
    };
    await rewriteManifest(dir, next, options.hooks);
    return { ...response, applied: true };
  });
}

/** The ContextChanger the MCP server takes (`McpDeps.contextChange`), bound to an images root. */
export function createContextChanger(
  options: ContextChangeOptions = {},
): (request: ContextChangeArgs) => Promise<ContextChangeResponse> {
  return (request) => applyContextChange(request, options);
}

function imageDir(image: string, root: string | undefined): string {
  if (typeof image !== 'string' || image === '')
    throw new GateError('BAD_REQUEST', '"image" must name a recall image');
  if (root === undefined) return resolve(image);
  if (!IMAGE_NAME.test(image)) {
    throw new GateError(
      'BAD_REQUEST',
      '"image" must be the plain name of an image (letters, digits, ".", "_", "-")',
    );
  }
  return resolve(root, image);
}

/** A page is named by its digest or its step; a digest the image does not hold is refused. */
function resolvePage(manifest: ImageManifest, page: string, image: string): string {
  const ref = String(page).trim().toLowerCase();
  if (DIGEST_PATTERN.test(ref)) {
    if (manifest.pages.some((p) => p.digest === ref)) return ref;
    throw new GateError(
      'BAD_REQUEST',
      `page ${ref} is not in image ${printable(image)}: no page has that digest`,
    );
  }
  if (/^\d{1,15}$/.test(ref)) {
    const found = manifest.pages.find((p) => p.step === Number(ref));
    if (found) return found.digest;
    throw new GateError('BAD_REQUEST', `image ${printable(image)} has no page at step ${ref}`);
  }
  throw new GateError('BAD_REQUEST', '"page" must be a page digest (64 hex digits) or a step number');
}

async function serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = locks.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.catch(() => undefined);
  locks.set(key, tail);
  try {
    return await run;
  } finally {
    if (locks.get(key) === tail) locks.delete(key);
  }
}
