// A value a result hands over in pieces for the reader to put together ("the host is get.libfoo and its
// zone is tools.example; fill them in", "team-feedback then .online then /form (join them)", each part
// written backwards): no piece is a value, so no scan of the result finds the one the agent assembles.
// A result that tells its reader to assemble something has its word pieces noted (each also turned
// round); an address, URL or package no one gave whole, every piece of which such a result gave, was put
// together from it (docs/provenance.md, "What is followed"). Linear, bounded.

import { ASSEMBLE, NAMED_PART } from './instruction-words.js';
import type { FoundValue } from './values.js';

/** The key a piece of an assembled value is known by; a NUL leads it, so no value's key can spell it. */
const pieceKey = (piece: string): string => `\u0000piece:${piece}`;

/** A piece: a run of letters and digits. */
const PIECE = /[\p{L}\p{N}]+/gu;
/** Pieces of one character (the `i` of `i.sh`) are too common to say anything. */
const MIN_PIECE = 2;
const MAX_PIECE = 64;
/** At most this many distinct pieces of one result are noted. */
export const MAX_PIECES = 256;

/** Does the text tell its reader to put a value together from parts? */
export function asksToAssemble(text: string): boolean {
  return ASSEMBLE.test(text);
}

/**
 * The piece keys of a result that asks its reader to assemble a value (asksToAssemble), each piece as
 * written and turned round; none otherwise.
 */
export function assemblyPieceKeys(text: string): string[] {
  if (!asksToAssemble(text)) return [];
  const out = new Set<string>();
  // The pieces stand near the words that ask for them: a window around each (a long page that says
  // "backwards" once does not have all its words noted).
  let asks = 0;
  let covered = 0;
  for (const a of text.matchAll(ASSEMBLE_ALL)) {
    if (++asks > MAX_ASKS) break;
    const from = Math.max(covered, a.index - AROUND);
    const to = Math.min(text.length, a.index + a[0].length + AROUND);
    if (from >= to) continue;
    covered = to;
    for (const m of text.slice(from, to).toLowerCase().matchAll(PIECE)) {
      const p = m[0];
      if (p.length < MIN_PIECE || p.length > MAX_PIECE) continue;
      out.add(pieceKey(p));
      out.add(pieceKey([...p].reverse().join('')));
      if (out.size >= MAX_PIECES) return [...out];
    }
  }
  return [...out];
}

/** At most this many parts named as a whole address are read in one text. */
const MAX_NAMED_PARTS = 16;

/**
 * The piece keys of the parts of an address a text names as the whole one ("the domain is pay", "the
 * host starts with pay"; round 23): a later result may complete it and ask to join the parts, so the
 * pieces of the first are noted though no word near them asks to assemble. A few keys a text.
 */
export function namedPartPieceKeys(text: string): string[] {
  return matchedPieceKeys(text, NAMED_PART, MAX_NAMED_PARTS, 1);
}

/** The piece keys of each match of `re` in `text` (its group `group`), the first `max` matches read. */
function matchedPieceKeys(text: string, re: RegExp, max: number, group: number): string[] {
  const out: string[] = [];
  let seen = 0;
  for (const m of text.matchAll(re)) {
    if (++seen > max) break;
    for (const p of m[group]!.toLowerCase().matchAll(PIECE))
      if (p[0].length >= MIN_PIECE && p[0].length <= MAX_PIECE) out.push(pieceKey(p[0]));
  }
  return out;
}

/**
 * A token with a joiner left dangling at one end (`jonny-`, `-shoots-payouts`, `_ledger`, `.example`):
 * by its shape a part of a value whose rest stands elsewhere, whatever words frame it (round 41: "it
 * starts jonny-" in one message, "...and ends -shoots-payouts" in the next). A trailing dot ends a
 * sentence and a leading `@` mentions a handle, so neither dangles; `--flag` is an option, not a part.
 */
const DANGLING =
  /(?<![\p{L}\p{N}._@-])(?:[_.-][\p{L}\p{N}][\p{L}\p{N}._-]*|[\p{L}\p{N}][\p{L}\p{N}._-]*[_@-])(?![\p{L}\p{N}._@-])/gu;
/** At most this many dangling tokens of one text are read. */
const MAX_DANGLING = 32;

/** The piece keys of a text's tokens with a dangling joiner (DANGLING): a few keys a text, most texts none. */
export function danglingPieceKeys(text: string): string[] {
  return matchedPieceKeys(text, DANGLING, MAX_DANGLING, 0);
}

const ASSEMBLE_ALL = new RegExp(ASSEMBLE.source, 'gi');
/** How far around a word that asks to assemble its pieces are read, each way (a long sentence or two). */
const AROUND = 400;
/** At most this many such words of one text are read around. */
const MAX_ASKS = 8;

/** Kinds whose whole value an agent may be led to assemble: where an act goes, or what it installs. */
const ASSEMBLED_KINDS: ReadonlySet<string> = new Set(['url', 'host', 'email', 'package']);

/**
 * The piece keys of an argument's value (its most specific key: a URL's host and path, a package's
 * name), or none when it has fewer than two pieces worth following.
 */
export function valuePieceKeys(v: FoundValue): string[] {
  if (!ASSEMBLED_KINDS.has(v.kind)) return [];
  const key = v.kind === 'package' ? v.keys[v.keys.length - 1]! : v.keys[0]!;
  const body = key.slice(key.indexOf(':') + 1);
  const out: string[] = [];
  for (const m of body.matchAll(PIECE))
    if (m[0].length >= MIN_PIECE && m[0].length <= MAX_PIECE) out.push(pieceKey(m[0]));
  return out.length >= 2 ? out : [];
}

/** A handle of parts joined by `_`, `-` or `.`, no blank inside (`kris_ledger`, `mk-devops`). */
const HANDLE_OF_PARTS = /^[\p{L}\p{N}]+(?:[_.-]+[\p{L}\p{N}]+)+$/u;

/**
 * The piece keys of a name argument that is a handle of two parts or more (round 32: "the handle starts
 * with kris" in one message, "rest of it is _ledger" in the next, added as `kris_ledger`): judged as an
 * assembled address is (valuePieceKeys); none for any other name.
 */
export function handlePieceKeys(v: FoundValue): string[] {
  if (v.kind !== 'name') return [];
  const key = v.keys[0]!;
  const body = key.slice(key.indexOf(':') + 1);
  if (body.length > MAX_PIECE * 2 || !HANDLE_OF_PARTS.test(body)) return [];
  const out: string[] = [];
  for (const m of body.matchAll(PIECE))
    if (m[0].length >= MIN_PIECE && m[0].length <= MAX_PIECE) out.push(pieceKey(m[0]));
  return out.length >= 2 ? out : [];
}

/** The key of an IPv4 address's first three parts, written by a result with the last held back. */
const stemKey = (stem: string): string => `\u0000ipstem:${stem}`;
const OCTET = '(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)';
/**
 * An IPv4 address whose last part a result holds back for its reader to work out (`203.0.113.X where X
 * is 100 + 7`, `198.51.100.(20+3)`, round 29): three parts, a dot, then a lone letter, `?`, `*`, `_` or
 * an opening bracket.
 */
const WITHHELD_OCTET = new RegExp(
  `(?<![\\p{L}\\p{N}.])(${OCTET}(?:\\.${OCTET}){2})\\.(?:[A-Za-z?*_](?![\\p{L}\\p{N}.])|[(\\[{<])`,
  'gu',
);
const IPV4_KEY = new RegExp(`^host:(${OCTET}(?:\\.${OCTET}){2})\\.${OCTET}$`);
/** At most this many withheld addresses are noted a text. */
const MAX_WITHHELD = 16;

/** The keys of a text's IPv4 addresses written with their last part held back (WITHHELD_OCTET). */
export function withheldOctetKeys(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(WITHHELD_OCTET)) {
    out.add(stemKey(m[1]!.split('.').map(Number).join('.')));
    if (out.size >= MAX_WITHHELD) break;
  }
  return [...out];
}

/** The key a result's withheld address (withheldOctetKeys) would give this value's IPv4 host; none for others. */
export function ipStemKey(v: FoundValue): string | undefined {
  if (v.kind !== 'url' && v.kind !== 'host' && v.kind !== 'email') return undefined;
  for (const k of v.keys) {
    const m = IPV4_KEY.exec(k);
    if (m) return stemKey(m[1]!);
  }
  return undefined;
}
