// Redaction in place: a secret inside an otherwise ordinary result is replaced by a marker naming its
// rule, and the rest of the result reaches the model. The redacted text is screened again until no
// secret is left in it, so what is admitted is exactly what the secret screener passes. A result that
// is essentially credentials, or whose secrets cannot be placed in its own bytes, is not redacted.
import { CONFUSABLES } from './confusables.js';
import * as secrets from './secrets.js';
import type { StageFinding } from './stage.js';
import { buildView, type ScreenView } from './view.js';
import { workDone } from './work.js';

/** How every marker gate writes opens. */
export const MARKER_OPEN = '[gate: redacted ';
/** The claim of a result admitted with its own markers respelled (nothing else in it changed). */
export const FORGED_MARKER_RULE = 'forged-marker';
/** What a result's own marker reads once gate has respelled it: not gate's. */
export const FORGED_OPEN = '[text: redacted';

/** What a marker spells once blanks and hidden characters are passed over and letters folded. */
const MARKER_SPELLING = 'gate:redacted';
/** How far from its `[` a marker's spelling is read (blanks and hidden characters included). */
const MARKER_REACH = 48;

/**
 * Every place the result spells gate's marker the way a reader takes it: `[` or a full-width `［`,
 * then `gate:redacted` in any case, with blanks, invisible characters (zero-width, soft hyphens,
 * variation selectors, combining marks) and look-alike or full-width letters among its own (round 17:
 * `[gаte: redacted` with a Cyrillic `а`, `[ga\u200Bte: redacted`). Flat `[start, end)` pairs. Linear:
 * each bracket reads at most MARKER_REACH characters after it.
 */
export function forgedMarkers(text: string): number[] {
  const found: number[] = [];
  // The next of each bracket is remembered: searching both again after every bracket would pass over the
  // text's rest once per bracket.
  let ascii = text.indexOf('[');
  let wide = text.indexOf('\uff3b');
  for (let at = first(ascii, wide); at >= 0; at = first(ascii, wide)) {
    if (at === ascii) ascii = text.indexOf('[', at + 1);
    else wide = text.indexOf('\uff3b', at + 1);
    let k = 0;
    let i = at + 1;
    const stop = Math.min(text.length, i + MARKER_REACH);
    while (i < stop && k < MARKER_SPELLING.length) {
      const c = text.charCodeAt(i);
      if (isPassedOver(c)) {
        i++;
        continue;
      }
      if (foldedLetter(c) !== MARKER_SPELLING.charCodeAt(k)) break;
      k++;
      i++;
    }
    workDone(i - at);
    if (k === MARKER_SPELLING.length) found.push(at, i);
  }
  return found;
}

/** The result with each marker it spells respelled `[text: redacted`: every marker left is gate's. */
export function respellForged(text: string): string {
  const found = forgedMarkers(text);
  if (found.length === 0) return text;
  const out: string[] = [];
  let last = 0;
  for (let k = 0; k < found.length; k += 2) {
    out.push(text.slice(last, found[k]), FORGED_OPEN);
    last = found[k + 1]!;
  }
  out.push(text.slice(last));
  return out.join('');
}

const first = (a: number, b: number): number => (a < 0 ? b : b < 0 ? a : Math.min(a, b));

/** Blanks, and what a reader does not see: zero-width and format characters, soft hyphens, variation selectors, combining marks. */
function isPassedOver(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0xad ||
    (c >= 0x300 && c <= 0x36f) ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x2060 && c <= 0x2064) ||
    c === 0xfeff ||
    (c >= 0xfe00 && c <= 0xfe0f) ||
    c === 0x3000
  );
}

/** A character as the ASCII letter (or colon) it passes for, lowercase: its code. */
function foldedLetter(c: number): number {
  // Full-width forms (`ｇ`, `：`) are ASCII shifted.
  const a = c >= 0xff01 && c <= 0xff5e ? c - 0xfee0 : c;
  if (a < 128) return a >= 65 && a <= 90 ? a | 32 : a;
  const folded = CONFUSABLES.get(String.fromCharCode(a));
  return folded === undefined ? a : folded.toLowerCase().charCodeAt(0);
}

/** What replaces a secret: names the rule, never the value. */
export function redactionMarker(rule: string): string {
  return `${MARKER_OPEN}${rule}]`;
}

/** More secrets than this in one result: a dump of credentials, withheld whole. */
export const MAX_REDACTIONS = 32;
/** Secrets covering this share of the result's non-blank characters make it a credentials file. */
export const CREDENTIALS_SHARE = 0.2;
/** A secret read from a normalised text is looked for verbatim only when at least this long. */
const MIN_PIECE = 8;
/**
 * Readings of the redacted text, at most: each finds every secret left in one pass and all are replaced
 * at once, so a result's redaction costs a few screenings, not one a secret (a result dense with secrets
 * stalled the event loop for seconds: docs/screening.md, "Round 74 (redact-r74)"). One still holding a
 * secret after the last is withheld whole.
 */
export const MAX_REREADS = 4;
/** Secrets one reading hands on, at most: more than MAX_REDACTIONS apart among them are too many already. */
const READ_MOST = 4 * MAX_REDACTIONS;

export interface Redacted {
  text: string;
  /** The rules whose spans were replaced, in order, each once. */
  rules: string[];
}

/** Why a secret-bearing result is withheld whole instead of redacted. */
export type WithholdWhole = 'credentials' | 'unplaceable' | 'too-many' | 'unparseable';

/**
 * Redacts every secret in `content`, starting from `first` (found in `view`, the view of `content`).
 * Returns the redacted text, or why the result must be withheld whole.
 */
export function redactSecrets(
  content: string,
  view: ScreenView,
  first: StageFinding,
): Redacted | WithholdWhole {
  // In a redacted result every marker is gate's: one the result wrote itself (to claim a redaction that
  // was not made, or to pass for one beside a real one) is respelled, and the text read again.
  let text = respellForged(content);
  // A JSON result stays JSON: a redaction that breaks it (a span from one string into another at a
  // different depth, a key file's span to the text's end) withholds the result instead of handing on
  // text its reader cannot parse.
  const json = parsesAsJson(content);
  let current: ScreenView = text === content ? view : buildView(text);
  // The first secret alone, as `admit` found it; then every one left, a reading at a time.
  let hits = text === content ? [first] : secrets.findAll(current, READ_MOST);
  // The secret ran through a forged marker: the respelled text holds no secret where the view saw one.
  if (hits.length === 0) return 'unplaceable';
  const done = { removed: 0, count: 0, rules: [] as string[] };
  for (let reads = 0; hits.length > 0; reads++) {
    if (reads === MAX_REREADS) return 'too-many';
    const next = replaced(text, current.text, hits, done);
    if (typeof next === 'string') return next;
    text = next.text;
    current = buildView(text);
    hits = secrets.findAll(current, READ_MOST);
  }
  if (json && !parsesAsJson(text)) return 'unparseable';
  // A document that shows credentials (a manual's example output, a tutorial) keeps its prose: redacted.
  return done.removed >= CREDENTIALS_SHARE * nonBlank(content) && proseWords(text) < DOCUMENT_PROSE_WORDS
    ? 'credentials'
    : { text, rules: done.rules };
}

/** What the redaction has done so far: characters removed (links' tokens aside), secrets replaced, rules. */
interface Done {
  removed: number;
  count: number;
  rules: string[];
}

/** A secret placed in the text: the stretches its marker replaces, all inside `[from, to)`. */
interface Placed {
  from: number;
  to: number;
  rule: string;
  /** `[start, end)` pairs, in text order. */
  spans: number[];
  /** A secret split over a JSON result's strings (`spans` its parts). */
  parts: boolean;
}

/**
 * `text` with one reading's secrets (`hits`, in `read`, the view's text of `text`) replaced, or why the
 * result is withheld. A secret overlapping one kept before it is left to the next reading (one at a time,
 * the first would have been replaced first and the text read again). More than MAX_REDACTIONS in all: too many.
 */
function replaced(
  text: string,
  read: string,
  hits: readonly StageFinding[],
  done: Done,
): { text: string } | WithholdWhole {
  const at = placeIn(text, read);
  const kept: Placed[] = [];
  const pieces: StageFinding[] = [];
  for (const hit of hits) {
    if (hit.span === undefined) return 'unplaceable';
    const [start, end] = hit.span;
    // Normalising may have changed the text elsewhere (a look-alike letter pages away): where both
    // texts agree up to the secret, or from it to their ends, the view's span is the result's, shifted.
    const from = at(start, end);
    let placed: Placed;
    if (hit.parts !== undefined) {
      // A secret split over a JSON result's strings: every part is the secret's, each replaced inside its
      // own quotes (the marker holds no quote or backslash), so the result stays the JSON it was.
      if (from !== start) return 'unplaceable';
      placed = { from: start, to: end, rule: hit.rule, spans: hit.parts.flat(), parts: true };
    } else if (from !== undefined) {
      // A link's token (a password-reset or sign-in link in a mail) is redacted, never a reason to
      // withhold the mail around it: the link stays, its token does not (read once placed, below).
      const stop = continuedTo(text, from + end - start);
      placed = { from, to: stop, rule: hit.rule, spans: [from, stop], parts: false };
    } else {
      // Normalising changed the text (an accent composed, a ligature unfolded): replaced verbatim, below.
      pieces.push(hit);
      continue;
    }
    if (kept.some((k) => placed.from < k.to && k.from < placed.to)) continue;
    if (done.count + kept.length + pieces.length >= MAX_REDACTIONS) return 'too-many';
    kept.push(placed);
  }
  if (done.count + kept.length + pieces.length > MAX_REDACTIONS) return 'too-many';
  let out = spliced(text, kept, done);
  for (const hit of pieces) {
    // The view's offsets are not the result's: the secret as read is replaced wherever the result holds
    // it verbatim. A secret written with hidden characters inside is not held verbatim: it cannot be placed.
    const piece = read.slice(hit.span![0], hit.span![1]);
    if (piece.length < MIN_PIECE || !text.includes(piece)) return 'unplaceable';
    const parts = out.split(piece);
    out = parts.join(redactionMarker(hit.rule));
    done.removed += piece.length * (parts.length - 1);
    noteRule(done, hit.rule);
  }
  return { text: out };
}

/**
 * `text` with each kept secret's stretches replaced by its marker, in text order (kept in reading order:
 * their rules are noted so). A link's token is judged in the text as redacted before it, as one secret
 * replaced at a time left it.
 */
function spliced(text: string, kept: Placed[], done: Done): string {
  for (const k of kept) noteRule(done, k.rule);
  const order = [...kept].sort((a, b) => a.from - b.from);
  const out: string[] = [];
  // The last LINK_REACH characters written: what `inLinkPath` reads back from a secret.
  let tail = '';
  let last = 0;
  for (const k of order) {
    const marker = redactionMarker(k.rule);
    for (let s = 0; s < k.spans.length; s += 2) {
      const from = k.spans[s]!;
      const to = k.spans[s + 1]!;
      const before = text.slice(last, from);
      if (!k.parts) {
        const window = (tail + before.slice(-LINK_REACH)).slice(-LINK_REACH);
        if (!inLinkPath(window, window.length)) done.removed += to - from;
      } else done.removed += to - from;
      out.push(before, marker);
      tail = (tail + before.slice(-LINK_REACH) + marker).slice(-LINK_REACH);
      last = to;
    }
  }
  out.push(text.slice(last));
  return out.join('');
}

function noteRule(done: Done, rule: string): void {
  done.count++;
  if (!done.rules.includes(rule)) done.rules.push(rule);
}

/**
 * Where the span `[start, end)` of the normalised text `read` stands in `text` (`unchangedAt`'s answer),
 * from the two texts' common head and tail, each measured once for every span of a reading.
 */
function placeIn(text: string, read: string): (start: number, end: number) => number | undefined {
  if (text === read) return (start) => start;
  const most = Math.min(text.length, read.length);
  let head = 0;
  while (head < most && text.charCodeAt(head) === read.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < most && text.charCodeAt(text.length - 1 - tail) === read.charCodeAt(read.length - 1 - tail))
    tail++;
  workDone(head + tail);
  const shift = text.length - read.length;
  return (start, end) => {
    if (head >= end) return start;
    return start + shift >= 0 && read.length - start <= tail ? start + shift : undefined;
  };
}

/**
 * Words of running prose that make a secret-bearing result a document rather than credentials: a `.env`,
 * a key file or a `credentials.json` is names and values (a comment line or two at most); a manual's
 * example around a key says in sentences what it shows.
 */
export const DOCUMENT_PROSE_WORDS = 40;
/**
 * The words of the text's prose runs (six words or more in a row, each a letter then lowercase letters,
 * `'` or `-`, apart by one blank with a comma or semicolon before it at most), counted up to
 * DOCUMENT_PROSE_WORDS. One pass: a word is always read to its end (no shorter word is ever followed by a
 * separator), so a run that is too short is passed over at its last word's end, where the next run may
 * begin. A regular expression of the same runs backtracked inside each word at every start
 * (`ab-ab-ab-...` cost 4 s for 64 KiB).
 */
export function proseWords(text: string): number {
  let n = 0;
  let i = 0;
  while (i < text.length && n < DOCUMENT_PROSE_WORDS) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let words = 0;
    let at = i;
    let end = i;
    for (;;) {
      end = at + 1;
      while (end < text.length && isWordTail(text.charCodeAt(end))) end++;
      words++;
      let next = end;
      const c = text.charCodeAt(next);
      if (c === 44 || c === 59) next++; // , ;
      if (text.charCodeAt(next) !== 32 || !isLetter(text.charCodeAt(next + 1))) break;
      at = next + 1;
    }
    if (words >= 6) n += words;
    i = end;
  }
  return n;
}

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** A lowercase letter, `'`, `\u2019` or `-`: what a prose word goes on with. */
const isWordTail = (c: number): boolean => (c >= 97 && c <= 122) || c === 39 || c === 0x2019 || c === 45;

/**
 * Where the span `[start, end)` of the normalised text `read` stands in `text`, when both agree on
 * everything before the span's end (the same offset) or on everything from its start to their ends
 * (shifted by the difference in length); undefined when a change lies on both sides of it.
 */
export function unchangedAt(text: string, read: string, start: number, end: number): number | undefined {
  let prefix = 0;
  const most = Math.min(text.length, read.length);
  while (prefix < most && prefix < end && text.charCodeAt(prefix) === read.charCodeAt(prefix)) prefix++;
  if (prefix >= end) return start;
  const shift = text.length - read.length;
  if (start + shift < 0) return undefined;
  for (let i = read.length - 1; i >= start; i--)
    if (read.charCodeAt(i) !== text.charCodeAt(i + shift)) return undefined;
  return start + shift;
}

/** An object or an array that `JSON.parse` reads (a bare string or number is no structure to keep). */
export function parsesAsJson(text: string): boolean {
  let i = 0;
  while (
    i < text.length &&
    (text.charCodeAt(i) === 32 || (text.charCodeAt(i) >= 9 && text.charCodeAt(i) <= 13))
  )
    i++;
  const c = text.charCodeAt(i);
  if (c !== 123 && c !== 91) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** How many line continuations, and characters in all, a redaction is carried across. */
const MAX_CONTINUATIONS = 8;
const MAX_CONTINUED = 512;

/**
 * Where a secret ending at `end` ends once carried across line continuations (`ghp_ab\` then `cd` on
 * the next line, as a shell script or a C string writes a long value): the reader joins the parts, so the
 * part after the break is the secret's too (a rule that read only the first part left it admitted).
 */
export function continuedTo(text: string, end: number): number {
  let stop = end;
  for (let n = 0; n < MAX_CONTINUATIONS && stop - end < MAX_CONTINUED; n++) {
    if (text.charCodeAt(stop) !== 92) break;
    let j = stop + 1;
    while (j < text.length && j - stop < 4 && (text.charCodeAt(j) === 13 || isSpace(text.charCodeAt(j)))) j++;
    if (text.charCodeAt(j) !== 10) break;
    j++;
    while (j < text.length && j - stop < 32 && isSpace(text.charCodeAt(j))) j++;
    let k = j;
    while (k < text.length && k - j < MAX_CONTINUED && CONTINUED_CHAR.test(text[k]!)) k++;
    if (k === j) break;
    stop = k;
  }
  return stop;
}
const CONTINUED_CHAR = /[A-Za-z0-9_\-+/.=~]/;
const isSpace = (c: number) => c === 32 || c === 9;

/** How far back from a secret `inLinkPath` looks for the `http(s)://` of its link. */
const LINK_REACH = 512;

/**
 * The secret at `start` lies in the path or query of an `http(s)` link: after `://`, a host and a `/`
 * or `?`, with no blank, quote or bracket between. A password before the host (`user:pass@`) is not.
 */
export function inLinkPath(text: string, start: number): boolean {
  let s = start;
  const stop = Math.max(0, start - LINK_REACH);
  while (s > stop && !LINK_END.has(text.charCodeAt(s - 1))) s--;
  const link = text.slice(s, start);
  const scheme = /^(?:[^:]*[^a-z])?https?:\/\//i.exec(link);
  if (scheme === null) return false;
  const rest = link.slice(scheme[0].length);
  const host = rest.search(/[/?#]/);
  return host >= 0 && !rest.slice(0, host).includes('@');
}
/** Blanks, quotes and brackets end a link. */
const LINK_END: ReadonlySet<number> = new Set([32, 9, 10, 13, 34, 39, 96, 60, 62, 40, 41, 91, 93]);

function nonBlank(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) n++;
  }
  return n;
}
