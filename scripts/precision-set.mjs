#!/usr/bin/env node
// Builds the manifest of the precision set: thousands of ordinary files a coding agent reads, taken from
// what this machine has installed (the repo's node_modules, Debian's docs, Python's standard library).
// The files are not copied: the manifest keeps path, size and sha256 of each, and `bench/precision.ts`
// reads them back from the machine (a CI machine with the same Debian image and lockfile has them all).
// Which files, and which part each lands in, follows from hashes of their paths alone, so a rebuild on
// the same machine gives the same manifest. See docs/screening.md, 'Precision on ordinary files'.
// Run: node scripts/precision-set.mjs [> test/corpus/precision-manifest.tsv]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * [category, root, how many files at most, round, which files]; roots under node_modules stay relative
 * to the repo. Round 2 came later with parts of its own (`tuning-2`, `held-2`): its held part was never
 * looked at while the rules of round 1's tuning part were shaped, so it measures them blind.
 */
const SOURCES = [
  ['node_modules', 'node_modules', 3000, 1],
  ['python', '/usr/lib/python3', 700, 1],
  ['python', '/usr/lib/python3.11', 1300, 1],
  ['debian-doc', '/usr/share/doc', 1500, 1],
  // Manual pages as installed (roff source, gzipped; English only), and packages' own release notes.
  ['man', '/usr/share/man', 1000, 2, (p) => /^\/usr\/share\/man\/man[1-8]\/[^/]+\.gz$/.test(p)],
  ['node-docs', 'node_modules', 1000, 2, (p) => DOC_NAME.test(p.slice(p.lastIndexOf('/') + 1))],
];
const DOC_NAME =
  /^(?:readme|changelog|changes|history|news|release[-_]?notes|upgrading|migration)[^/]*\.(?:md|markdown|txt|rst)$/i;
const MIN_BYTES = 64;
const MAX_BYTES = 512 * 1024;
const TEXT_EXT =
  /\.(?:[cm]?js|tsx?|d\.ts|md|markdown|txt|rst|html?|py|json|ya?ml|toml|cfg|ini|sh|css|xml|csv)$/i;
const TEXT_NAME = /^(?:readme|changelog|changes|news|history|authors|contributing|copyright|todo|notes)/i;
const GZ_TEXT = /^(?:readme|changelog|changes|news|history|notes|todo)|\.(?:txt|md|html?|rst)\.gz$/i;

const sha = (s) => createHash('sha256').update(s).digest('hex');

function* walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile()) yield p;
  }
}

function wanted(path) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (/^\/usr\/share\/man\//.test(path)) return name.endsWith('.gz');
  if (name.endsWith('.gz')) return GZ_TEXT.test(name);
  return TEXT_EXT.test(name) || TEXT_NAME.test(name);
}

/** The text an agent would read, or undefined for binary, empty or oversized files. */
export function readText(path) {
  let bytes = readFileSync(path);
  if (path.endsWith('.gz')) bytes = gunzipSync(bytes);
  if (bytes.length < MIN_BYTES || bytes.length > MAX_BYTES) return undefined;
  if (bytes.subarray(0, 8192).includes(0)) return undefined;
  return bytes;
}

/** The part a path falls in: half tune rules, half are never looked at file by file. */
export function partOf(path, round = 1) {
  const part = Number.parseInt(sha(`part:${path}`).slice(0, 2), 16) % 2 === 0 ? 'tuning' : 'held';
  return round === 1 ? part : `${part}-${round}`;
}

const rows = [];
const seen = new Set();
for (const [category, root, cap, round, only] of SOURCES) {
  const candidates = [];
  for (const path of walk(root)) {
    if (seen.has(path) || !wanted(path) || (only && !only(path))) continue;
    const size = statSync(path).size;
    if (size < 16 || size > MAX_BYTES * 4) continue;
    candidates.push(path);
  }
  // Ranked by a hash of the path: the same files on every rebuild, spread over packages.
  candidates.sort((a, b) => (sha(`pick:${a}`) < sha(`pick:${b}`) ? -1 : 1));
  let taken = 0;
  for (const path of candidates) {
    if (taken >= cap) break;
    const bytes = readText(path);
    if (!bytes) continue;
    seen.add(path);
    rows.push([partOf(path, round), category, bytes.length, sha(bytes), path]);
    taken++;
  }
}
rows.sort((a, b) => (a[4] < b[4] ? -1 : 1));
process.stdout.write('# part\tcategory\tbytes\tsha256\tpath  (scripts/precision-set.mjs)\n');
for (const r of rows) process.stdout.write(`${r.join('\t')}\n`);
process.stderr.write(`${rows.length} files\n`);
