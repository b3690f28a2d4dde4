// The core image's manifest (`manifest.json`): its format version, its fields, its own checksum, and
// the strict decoder every reader goes through. No I/O here; image.ts reads and writes the files.

import { canonicalJson, sha256Hex } from '../kernel/canonical.js';
import { GateError } from '../kernel/errors.js';
import { readJsonStrict } from '../kernel/json-strict.js';
import { printable } from '../kernel/printable.js';
import type { JsonObject, JsonValue } from '../kernel/types.js';
import { PAGE_KINDS, type PageKind } from './pages.js';

/** The format this binary writes; it reads `gate-recall/v1` and any `gate-recall/v1.<minor>`. */
export const RECALL_FORMAT = 'gate-recall/v1';
const FORMAT_PATTERN = /^gate-recall\/v(\d+)(?:\.(\d+))?$/;
const READ_MAJOR = 1;

export const TOMBSTONE_REASON_MAX = 1000;

/** One page as the manifest lists it; its bytes are `pages/<digest>`. */
export interface ManifestPage {
  step: number;
  digest: string;
  tool: string;
  kind: PageKind;
  /** The verdict kind when the page was admitted. */
  verdict: string;
  witness?: string;
  trust_epoch: number;
  bytes: number;
}

export interface Tombstone {
  /** The digest of the tombstoned page (every page with those bytes). */
  page: string;
  reason: string;
  /** RFC 3339 UTC. */
  at: string;
}

export interface ImageManifest {
  format: string;
  trace_id: string;
  created_at: string;
  gate_version: string;
  pages: ManifestPage[];
  tombstones: Tombstone[];
  /** SHA-256 hex of the canonical JSON (RFC 8785) of the manifest without this field. */
  manifest_digest: string;
}

/** A decoded manifest, plus the object as read so a rewrite keeps fields a newer minor version added. */
export interface DecodedManifest {
  manifest: ImageManifest;
  raw: JsonObject;
}

export const DIGEST_PATTERN = /^[0-9a-f]{64}$/;

/** The checksum of a manifest: over every field but the checksum itself. */
export function manifestDigest(manifest: object): string {
  const { manifest_digest: _ignored, ...rest } = manifest as Record<string, unknown>;
  return sha256Hex(canonicalJson(rest));
}

/** Stamps the checksum; the object passed in is not changed. */
export function sealManifest<T extends object>(manifest: T): T & { manifest_digest: string } {
  const { manifest_digest: _ignored, ...rest } = manifest as T & { manifest_digest?: string };
  return { ...(rest as T), manifest_digest: manifestDigest(rest) };
}

/** A clear, single-line image fault; the CLI exits 1 on it and MCP answers it as an error. */
export function imageError(where: string, problem: string): GateError {
  return new GateError('BAD_REQUEST', `recall image ${where}: ${problem}`);
}

/**
 * Decodes manifest.json text: format version first (so a future major version gets the version error,
 * not a field error), then the checksum, then every field. Unknown fields are kept and ignored: a later
 * minor version may add information a v1 reader can safely pass over.
 */
export function decodeManifest(text: string, where: string): DecodedManifest {
  // Strictly (round 58): JSON.parse keeps the last of a repeated key and the digest is taken over what it
  // kept, so `"tombstones":[{...}],"tombstones":[]` verified, read as held out to a reviewer and not to gate.
  const read = readJsonStrict(text);
  if (!read.ok)
    throw imageError(
      where,
      /duplicate key/.test(read.error) ? 'manifest.json repeats a key' : 'manifest.json is not valid JSON',
    );
  const value = read.value;
  if (!isObject(value)) throw imageError(where, 'manifest.json is not a JSON object');
  checkFormat(value.format, where);
  if (typeof value.manifest_digest !== 'string')
    throw imageError(where, 'manifest.json has no manifest_digest');
  if (manifestDigest(value) !== value.manifest_digest) {
    throw imageError(where, 'manifest digest mismatch: manifest.json was changed after it was written');
  }
  const bad = (field: string, want: string) => imageError(where, `manifest field "${field}" must be ${want}`);
  const str = (obj: JsonObject, field: string, path = field): string => {
    const v = obj[field];
    if (typeof v !== 'string') throw bad(path, 'a string');
    return v;
  };
  const count = (obj: JsonObject, field: string, path: string): number => {
    const v = obj[field];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw bad(path, 'a non-negative integer');
    return v;
  };
  const digest = (obj: JsonObject, field: string, path: string): string => {
    const v = str(obj, field, path);
    if (!DIGEST_PATTERN.test(v)) throw bad(path, 'a SHA-256 hex digest (64 lower-case hex digits)');
    return v;
  };
  if (!Array.isArray(value.pages)) throw bad('pages', 'an array');
  if (!Array.isArray(value.tombstones)) throw bad('tombstones', 'an array');
  const pages = value.pages.map((entry, i): ManifestPage => {
    const at = `pages[${i}]`;
    if (!isObject(entry)) throw bad(at, 'an object');
    const kind = str(entry, 'kind', `${at}.kind`);
    if (!(PAGE_KINDS as readonly string[]).includes(kind))
      throw bad(`${at}.kind`, `one of ${PAGE_KINDS.join(', ')}`);
    const page: ManifestPage = {
      step: count(entry, 'step', `${at}.step`),
      digest: digest(entry, 'digest', `${at}.digest`),
      tool: str(entry, 'tool', `${at}.tool`),
      kind: kind as PageKind,
      verdict: str(entry, 'verdict', `${at}.verdict`),
      trust_epoch: count(entry, 'trust_epoch', `${at}.trust_epoch`),
      bytes: count(entry, 'bytes', `${at}.bytes`),
    };
    if (entry.witness !== undefined) page.witness = str(entry, 'witness', `${at}.witness`);
    return page;
  });
  const tombstones = value.tombstones.map((entry, i): Tombstone => {
    const at = `tombstones[${i}]`;
    if (!isObject(entry)) throw bad(at, 'an object');
    return {
      page: digest(entry, 'page', `${at}.page`),
      reason: str(entry, 'reason', `${at}.reason`),
      at: str(entry, 'at', `${at}.at`),
    };
  });
  const manifest: ImageManifest = {
    format: value.format as string,
    trace_id: str(value, 'trace_id'),
    created_at: str(value, 'created_at'),
    gate_version: str(value, 'gate_version'),
    pages,
    tombstones,
    manifest_digest: value.manifest_digest,
  };
  return { manifest, raw: value };
}

function checkFormat(format: JsonValue | undefined, where: string): void {
  if (typeof format !== 'string') {
    throw imageError(where, `manifest.json has no "format" field; this binary reads ${RECALL_FORMAT}`);
  }
  const m = FORMAT_PATTERN.exec(format);
  if (!m || Number(m[1]) !== READ_MAJOR) {
    throw imageError(
      where,
      `unsupported image format "${printable(format)}" (this binary reads ${RECALL_FORMAT})`,
    );
  }
}

/** The tombstoned digests of a manifest. */
export function tombstonedDigests(manifest: ImageManifest): Map<string, Tombstone> {
  const out = new Map<string, Tombstone>();
  for (const t of manifest.tombstones) if (!out.has(t.page)) out.set(t.page, t);
  return out;
}

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
