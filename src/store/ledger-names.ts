// The tool-shaped names a result put a ledger key beside (round 55's reading, shared since round 56), as
// the `n:<fp>` field of a trace's Redis hash keeps them. Round 56 kept the words themselves (`1 <name>
// ...`): result bytes, in plain text. Round 57 keeps fingerprints (`2 ...`): of each word, and of its
// prefixes at the lengths of the floor's `allow_prefix` entries, so a replica matches them against its
// floor's `allow` and `allow_prefix` as the kernel matches the words (docs/fleet.md, "Round 57").

import { createHash } from 'node:crypto';
import { UNREAD_NAMES } from '../kernel/provenance/ledger.js';

/**
 * A floor's tool names as the shared ledger reads fingerprinted names: its `allow` names by fingerprint,
 * and its `allow_prefix` entries with their lengths and fingerprints (all lowercased, as the kernel's
 * admission compares them: ladder.ts toolNamesOf).
 */
export interface NameBook {
  exact: ReadonlyMap<string, string>;
  prefixes: readonly { length: number; fp: string; prefix: string }[];
  /** The distinct prefix lengths, ascending: what a writer keeps of every name. */
  lengths: readonly number[];
}

/**
 * A name's fingerprint as the field keeps it: the first 48 bits of its SHA-256, base 36, ten digits (fixed
 * width, so a value cut short anywhere is seen: namesOf).
 */
export function nameFp(name: string): string {
  return Number.parseInt(createHash('sha256').update(name).digest('hex').slice(0, 12), 16)
    .toString(36)
    .padStart(10, '0');
}

/**
 * The floor a decision (or a note) was judged under, as the store reads names against it: a Policy. Passed
 * down with every ledger read and write so the names and the verdict use one floor, whatever a reload
 * has put in force since (round 57, second pass).
 */
export interface NameFloor {
  allow: Iterable<string>;
  allowPrefix: readonly string[];
}

const BOOKS = new WeakMap<object, NameBook>();

/** The NameBook of a floor (its allow names and prefixes), made once per floor object. */
export function nameBookOf(floor: NameFloor): NameBook {
  let book = BOOKS.get(floor);
  if (book === undefined) {
    const exact = new Map<string, string>();
    for (const t of floor.allow) exact.set(nameFp(t.toLowerCase()), t.toLowerCase());
    const prefixes = floor.allowPrefix.map((p) => {
      const prefix = p.toLowerCase();
      return { length: prefix.length, fp: nameFp(prefix), prefix };
    });
    const lengths = [...new Set(prefixes.map((p) => p.length))].sort((a, b) => a - b);
    book = { exact, prefixes, lengths };
    BOOKS.set(floor, book);
  }
  return book;
}

/** The field's versions: round 56's words, round 57's fingerprints (a round-56 replica reads `2` as unread). */
const PLAIN = '1';
const PRINTS = '2';
/** MCP's bound on a tool's name; the reading keeps at most six names a key (tool-names.ts). */
const MAX_NAME_CHARS = 128;
const MAX_NAMES_KEPT = 8;
/** Past this many prefix lengths a name's fingerprints would not stay small: the field says unread. */
const MAX_LENGTHS = 32;
const NAME_CHARS = /^[a-z0-9_-]+$/;
const FP = /^[0-9a-z]{10}$/;

/**
 * The `n:` field's value for the names a result put a key beside ('' for none): `2 <lengths> <count>
 * <name>...`, lengths the writer's prefix lengths (comma-separated, `-` for none), count the names kept,
 * each name its fingerprint then `.<fp>` of its prefix at each length (`.-` past its end). Fingerprints
 * are of fixed width and the names counted, so a value cut short anywhere reads as unread, never as
 * fewer or other names (round 57's fault run). A name longer than any tool's or not
 * tool-shaped is `*`, as are all of them past MAX_NAMES_KEPT (one may be the trace's tool): read back as
 * UNREAD_NAMES (held). Without a book (no floor known) no prefix is kept: a reader whose floor has one
 * reads the field as unread.
 */
export function namesField(names: readonly string[] | undefined, book?: NameBook): string {
  if (names === undefined || names.length === 0) return '';
  const lengths = book?.lengths ?? [];
  if (names.length > MAX_NAMES_KEPT || lengths.length > MAX_LENGTHS) return `${PRINTS} - 1 *`;
  const kept = names.map((n) =>
    n.length > MAX_NAME_CHARS || !NAME_CHARS.test(n)
      ? '*'
      : [nameFp(n), ...lengths.map((l) => (l <= n.length ? nameFp(n.slice(0, l)) : '-'))].join('.'),
  );
  return `${PRINTS} ${lengths.length > 0 ? lengths.join(',') : '-'} ${kept.length} ${kept.join(' ')}`;
}

/**
 * An `n:` field read back against this replica's floor: the floor's names (an `allow` name, or an
 * `allow_prefix` entry, each of which the kernel admits as the trace's tool) the result put the key
 * beside, UNREAD_NAMES for any this replica cannot check (a format it does not know, a name kept as `*`,
 * a prefix length of its floor the writer did not keep, no floor), and nothing for a word no tool of the
 * floor has. Round 56's plain words are read as they are.
 */
export function namesOf(v: string, book: NameBook | undefined): readonly string[] {
  const parts = v.split(' ');
  if (parts[0] === PLAIN && parts.length >= 2)
    return parts.slice(1).map((n) => (NAME_CHARS.test(n) ? n : UNREAD_NAMES));
  if (parts[0] !== PRINTS || parts.length < 4 || book === undefined) return [UNREAD_NAMES];
  const lengths = parts[1] === '-' ? [] : parts[1]!.split(',').map(Number);
  if (lengths.some((l) => !Number.isSafeInteger(l) || l <= 0)) return [UNREAD_NAMES];
  // Fewer names than the writer kept (a value cut short at a space): unread, not the names left.
  if (parts[2] !== String(parts.length - 3)) return [UNREAD_NAMES];
  // A prefix of this floor the writer kept no fingerprint for cannot be checked: held.
  if (book.prefixes.some((p) => !lengths.includes(p.length))) return [UNREAD_NAMES];
  const out: string[] = [];
  for (const token of parts.slice(3)) {
    const fps = token.split('.');
    const readable = FP.test(fps[0]!) && fps.slice(1).every((f) => f === '-' || FP.test(f));
    if (fps.length !== lengths.length + 1 || !readable) {
      out.push(UNREAD_NAMES);
      continue;
    }
    const exact = book.exact.get(fps[0]!);
    if (exact !== undefined) {
      out.push(exact);
      continue;
    }
    const prefix = book.prefixes.find((p) => fps[lengths.indexOf(p.length) + 1] === p.fp);
    if (prefix !== undefined) out.push(prefix.prefix);
  }
  return out;
}
