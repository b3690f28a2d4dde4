// A result as the screeners read it: normalised once, scanned once, and with its encoded parts decoded
// (base64, hex, percent escapes; what right-to-left overrides display) into further views, within a fixed budget so decoding stays linear.

import { foldAccents, hidesLetters, maySettle, settledReading } from './accents.js';
import { unfoldContentLines } from './content-lines.js';
import { cutWordsJoined } from './cut-words.js';
import { HINT_CONTROL, type Lexed, lex, RUN_LONG, RUN_STRETCH } from './lexer.js';
import {
  decodeBase64Range,
  decodeBase64Text,
  decodeHexRange,
  identity,
  isBase64Code,
  type Normalised,
  normalise,
  type PercentPiece,
  percentDecodeRuns,
  percentSpan,
} from './normalise.js';
import { type PlainReading, plainReading, plainSpan } from './plain-reading.js';
import { respelled } from './respell.js';
import { scout } from './scout.js';
import { shownForm } from './shown-forms.js';
import { turnTokenReading } from './turn-tokens.js';

export type LayerKind =
  | 'base64'
  | 'hex'
  | 'percent'
  | 'bidi'
  | 'plain'
  | 'folded'
  | 'respelled'
  | 'unfolded'
  | 'tags';

export interface ScreenView {
  /** The normalised text every screener reads. */
  text: string;
  norm: Normalised;
  lexed: Lexed;
  /** Decoded parts that turned out to be text, each read like the result itself. */
  layers: DecodedLayer[];
  depth: number;
}

export interface DecodedLayer {
  kind: LayerKind;
  /** Offset in the parent view's text of the encoded part (for the lure check). */
  at: number;
  /** Where the encoded part ends in the parent's text; 0 for a reading of the whole text (percent, bidi). */
  end: number;
  view: ScreenView;
  /** For a whole-text reading that can be mapped back: a span of `view.text` as a span of the parent's. */
  place?: (start: number, end: number) => [number, number] | undefined;
  /** Whether a plain or folded reading's words show hiding (`hidesLetters`), as read before it is uncounted. */
  hiding?: () => boolean;
}

/** A span of a normalised decoded text is looked for verbatim only when at least this long. */
const MIN_VERBATIM = 8;

/** Bounds on decoding: how deep, how many parts, how many characters in total. */
export const DECODE_LIMITS = {
  maxDepth: 2,
  maxLayers: 24,
  maxDecodedChars: 256 * 1024,
  maxCandidateChars: 64 * 1024,
  minBase64: 20,
  minHex: 32,
} as const;

interface Budget {
  layers: number;
  chars: number;
  scan: (text: string, asciiOnly: boolean) => Lexed;
  /** Read the plain layer by its reference path too (`plainReading`'s `reference`). */
  reference: boolean;
}

export interface ViewOptions {
  /**
   * Read every layer with the full lexer (`lex`) and the plain reading by its reference path: the
   * references the fast `scout` and the reading's fast path are tested against.
   */
  reference?: boolean;
}

export function buildView(content: string, options: ViewOptions = {}): ScreenView {
  const reference = options.reference === true;
  return viewOf(content, 0, { layers: 0, chars: 0, scan: reference ? lex : scout, reference });
}

/** Base64 as MIME and PEM write it: lines of one length (at least this) broken by a newline. */
const MIN_WRAP = 40;

/** The end of the base64 line starting at `from` (its characters, then any `=` padding). */
function lineEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isBase64Code(text.charCodeAt(i))) i++;
  const body = i;
  while (i < text.length && i - body < 2 && text.charCodeAt(i) === 61) i++;
  return i;
}

/**
 * A blob wrapped over lines of one length (RFC 2045 writes 76, PEM 64): its lines joined, read as one blob.
 * Read line by line, each line decodes alone only when its length is a multiple of four, and a phrase cut
 * by a line break is read as two fragments; wrapped at another length no line decodes at all (round 47).
 * Every character is looked at once: the caller skips the runs the blob covers.
 */
function wrappedBlob(text: string, start: number): { joined: string; stop: number } | undefined {
  const first = lineEnd(text, start);
  const width = first - start;
  if (width < MIN_WRAP) return undefined;
  const parts: string[] = [];
  let from = start;
  let end = first;
  let chars = 0;
  for (;;) {
    parts.push(text.slice(from, end));
    chars += end - from;
    if (end - from < width || chars >= DECODE_LIMITS.maxCandidateChars) break;
    let next = end;
    if (text.charCodeAt(next) === 13) next++;
    if (text.charCodeAt(next) !== 10) break;
    next++;
    const nextEnd = lineEnd(text, next);
    // A longer line, or none, is not this blob's.
    if (nextEnd === next || nextEnd - next > width) break;
    from = next;
    end = nextEnd;
  }
  return parts.length < 2 ? undefined : { joined: parts.join(''), stop: end };
}

/**
 * `readers`: the view is the result itself, or a blob decoded from it (base64, hex) that is read as a
 * reader reads it too (`readersLayers`); a reading is never read again.
 */
function viewOf(content: string, depth: number, budget: Budget, readers = false): ScreenView {
  // The first pass says whether normalising can change anything: plain ASCII without controls cannot.
  let lexed = budget.scan(content, true);
  let norm: Normalised;
  if (lexed.ascii && (lexed.hints & HINT_CONTROL) === 0) norm = identity(content);
  else {
    norm = normalise(content);
    lexed = budget.scan(norm.text, false);
  }
  const view: ScreenView = { text: norm.text, norm, lexed, layers: [], depth };
  if (depth < DECODE_LIMITS.maxDepth) decodeLayers(view, budget);
  if (depth === 0 || (readers && depth < DECODE_LIMITS.maxDepth)) readersLayers(view, content, budget);
  return view;
}

function decodeLayers(view: ScreenView, budget: Budget): void {
  const { text, lexed } = view;
  const runs = lexed.runs;
  // Runs inside a wrapped blob already read whole are not read again line by line.
  let wrappedStop = -1;
  let wrappedTried = -1;
  for (let i = 0; i < runs.length; i += 3) {
    // Only a run with 16 base64 characters in a row can be a base64 or hex blob (RUN_STRETCH).
    if ((runs[i + 2]! & (RUN_LONG | RUN_STRETCH)) !== (RUN_LONG | RUN_STRETCH)) continue;
    if (budget.layers >= DECODE_LIMITS.maxLayers || budget.chars >= DECODE_LIMITS.maxDecodedChars) return;
    const start = runs[i]!;
    const end = runs[i + 1]!;
    const len = end - start;
    if (len < DECODE_LIMITS.minBase64 || start < wrappedStop) continue;
    // A blob that does not read whole as text is read line by line, as before, and not joined again.
    const wrapped = start >= wrappedTried ? wrappedBlob(text, start) : undefined;
    if (wrapped !== undefined) {
      wrappedTried = wrapped.stop;
      const joined = decodeBase64Text(wrapped.joined);
      if (joined !== undefined) {
        wrappedStop = wrapped.stop;
        budget.layers++;
        budget.chars += joined.length;
        view.layers.push({
          kind: 'base64',
          at: start,
          end: wrapped.stop,
          view: viewOf(joined, view.depth + 1, budget, true),
        });
        continue;
      }
    }
    // A long blob is read from its start; bytes past the cap stay unread (documented limit).
    const stop = start + Math.min(len, DECODE_LIMITS.maxCandidateChars);
    let decoded: string | undefined;
    let kind: LayerKind = 'base64';
    if (len >= DECODE_LIMITS.minHex && isHexRange(text, start, stop)) {
      decoded = decodeHexRange(text, start, (stop - start) % 2 === 0 ? stop : stop - 1);
      kind = 'hex';
    } else decoded = decodeBase64Range(text, start, stop);
    if (decoded === undefined) continue;
    budget.layers++;
    budget.chars += decoded.length;
    view.layers.push({ kind, at: start, end, view: viewOf(decoded, view.depth + 1, budget, true) });
  }
  // Right-to-left overrides display their span reversed: that reading is screened too.
  const shown = view.norm.overridden;
  if (view.depth === 0 && shown !== '' && budget.layers < DECODE_LIMITS.maxLayers) {
    budget.layers++;
    budget.chars += shown.length;
    view.layers.push({ kind: 'bidi', at: 0, end: 0, view: viewOf(shown, view.depth + 1, budget) });
  }
  if (view.depth === 0 && budget.layers < DECODE_LIMITS.maxLayers && text.includes('%')) {
    const pieces: PercentPiece[] = [];
    const decoded = percentDecodeRuns(text, DECODE_LIMITS.maxDecodedChars - budget.chars, pieces);
    if (decoded !== undefined) {
      budget.layers++;
      budget.chars += decoded.length;
      const layer = viewOf(decoded, view.depth + 1, budget);
      // When normalising the decoded text changed it, a span is looked for verbatim in what was decoded
      // (its first place: the redaction's re-screen finds any other).
      const place = (start: number, end: number): [number, number] | undefined => {
        if (layer.text === decoded) return percentSpan(text, pieces, start, end);
        const piece = layer.text.slice(start, end);
        const at = piece.length >= MIN_VERBATIM ? decoded.indexOf(piece) : -1;
        return at < 0 ? undefined : percentSpan(text, pieces, at, at + piece.length);
      };
      view.layers.push({ kind: 'percent', at: 0, end: 0, view: layer, place });
    }
  }
}

/**
 * What a reader of the text sees where its bytes spell it another way (`plain-reading.ts`: character
 * references, string escapes, tags inside words, titles, combining marks, wrapped words) and the ASCII hidden
 * in Unicode tag characters: each a layer of the result itself, read by every stage. Of a base64 or hex
 * blob that decoded to text, the same readings but the tag characters' (the blob's hidden ASCII is
 * weighed as its own evidence), within the decoding budget and one level deep.
 */
function readersLayers(view: ScreenView, content: string, budget: Budget): void {
  if (view.depth === 0 && view.norm.tagText !== '' && budget.layers < DECODE_LIMITS.maxLayers) {
    budget.layers++;
    view.layers.push({
      kind: 'tags',
      at: 0,
      end: 0,
      view: viewOf(view.norm.tagText, view.depth + 1, budget),
    });
  }
  // A decoded blob's readings are charged to the decoding budget; the result's own are not (they are
  // no larger than the result, and cost a pass or two).
  const charged = view.depth > 0;
  if (charged && budget.chars + content.length > DECODE_LIMITS.maxDecodedChars) return;
  // Read from the result as given: NFKC would compose a mark typed over a letter into an accented one.
  const reading =
    budget.layers < DECODE_LIMITS.maxLayers
      ? plainReading(content, { reference: budget.reference })
      : undefined;
  if (charged && reading !== undefined) budget.chars += reading.text.length;
  if (reading !== undefined) readingLayer(view, content, 'plain', reading.text, reading, budget);
  // Accented letters over ASCII ones (`Ígnóré àll`) are read folded too, as a second reading of the
  // plain one (`&iacute;gnore`) or of the text; a text without any (every ASCII one) costs nothing here.
  const source = reading?.text ?? (view.lexed.ascii ? undefined : content);
  const folded = source === undefined ? undefined : foldAccents(source);
  if (folded !== undefined && budget.layers < DECODE_LIMITS.maxLayers) {
    if (charged) budget.chars += folded.length;
    readingLayer(view, content, 'folded', folded, reading, budget);
  }
  const read = reading !== undefined || folded !== undefined;
  if (source !== undefined) settledLayer(view, content, read, charged, budget);
  respelledLayer(view, content, charged, budget);
  if (!charged) unfoldedLayer(view, content, budget);
  if (!charged) shownFormLayer(view, content, budget);
  if (!charged) cutWordsLayer(view, content, budget);
  if (!charged) spacedLayer(view, content, budget);
  if (!charged) turnTokenLayer(view, content, budget);
}

/** A chat template's turn token respelled (`< |im_start| >`) read as the template spells it (`turn-tokens.ts`). */
function turnTokenLayer(view: ScreenView, content: string, budget: Budget): void {
  if (budget.layers >= DECODE_LIMITS.maxLayers) return;
  const text = turnTokenReading(view.text);
  if (text !== undefined) verbatimLayer(view, content, 'respelled', text, budget);
}

/** Zero-width characters a text may put where its blanks would be (`Ignore\u200ball\u200bprevious`). */
const ZERO_WIDTH_G = /[\u180e\u200b-\u200d\u2060\ufeff]/g;

/**
 * Zero-width characters between letters read as blanks (round 22): the normalised text drops them, which
 * reads a word cut by one whole (`Ig\u200bnore`) but runs words joined by them into one
 * (`Ignore\u200ball\u200bprevious`), which a tokenizer reads apart. Only where one sat inside a word.
 */
function spacedLayer(view: ScreenView, content: string, budget: Budget): void {
  if (view.norm.splitWords.length === 0 || budget.layers >= DECODE_LIMITS.maxLayers) return;
  verbatimLayer(view, content, 'respelled', content.replace(ZERO_WIDTH_G, ' '), budget);
}

/**
 * Obfuscations stacked (a zero-width character inside an accented word, a mark over a wide or look-alike
 * letter): the normalised text, or the normalised plain reading, read until it settles (`settledReading`).
 * Its offsets are not the result's: a span is placed only where its text is the result's verbatim.
 */
function settledLayer(
  view: ScreenView,
  content: string,
  read: boolean,
  charged: boolean,
  budget: Budget,
): void {
  if (budget.layers >= DECODE_LIMITS.maxLayers) return;
  // What the readings before it left: the folded reading's normalised text, else the plain one's, else the view's.
  const last = read ? view.layers[view.layers.length - 1] : undefined;
  const base = last?.kind === 'folded' || last?.kind === 'plain' ? last : undefined;
  // Only where a word shows hiding or was read (references, escapes): accented prose as typed is the folded reading's.
  const normalised = base === undefined ? view.text : base.view.text;
  if (!maySettle(normalised)) return;
  const hiding = base?.hiding?.() === true || hidesLetters(view.norm, content);
  if (!hiding && !view.layers.some((l) => l.kind === 'plain')) return;
  const text = settledReading(normalised, hiding);
  if (text === undefined) return;
  if (charged) budget.chars += text.length;
  verbatimLayer(view, content, 'folded', text, budget);
}

/**
 * An iCalendar or vCard object as its app shows it: folded lines joined, escapes read (`content-lines.ts`).
 * Its offsets are not the result's: a span is placed only where its text is the result's verbatim.
 */
function unfoldedLayer(view: ScreenView, content: string, budget: Budget): void {
  if (budget.layers >= DECODE_LIMITS.maxLayers) return;
  const text = unfoldContentLines(content);
  if (text !== undefined) verbatimLayer(view, content, 'unfolded', text, budget);
}

/**
 * References resolved, subtitles' cue texts joined, quoted-printable decoded, as a reader shows them
 * (`shown-forms.ts`). Its offsets are not the result's: a span is placed only where its text is verbatim.
 */
function shownFormLayer(view: ScreenView, content: string, budget: Budget): void {
  if (budget.layers >= DECODE_LIMITS.maxLayers) return;
  const text = shownForm(content);
  if (text !== undefined) verbatimLayer(view, content, 'unfolded', text, budget);
}

/**
 * A reading of the result whose offsets are not the result's, as a layer: evidence of hiding is not counted
 * in it a second time, and a span is placed only where its text is the result's verbatim (else withheld whole).
 */
function verbatimLayer(
  view: ScreenView,
  content: string,
  kind: 'respelled' | 'unfolded' | 'folded',
  text: string,
  budget: Budget,
): void {
  budget.layers++;
  const layer = viewOf(text, view.depth + 1, budget);
  Object.assign(layer.norm, HIDING_UNCOUNTED);
  view.layers.push({ kind, at: 0, end: 0, view: layer, place: verbatimPlace(view, content, layer) });
}

/** A span of a reading placed where its text stands verbatim in the result (none when normalising changed it). */
function verbatimPlace(view: ScreenView, content: string, layer: ScreenView) {
  return (start: number, end: number): [number, number] | undefined => {
    if (view.text !== content) return undefined;
    const piece = layer.text.slice(start, end);
    const at = piece.length >= MIN_VERBATIM ? content.indexOf(piece) : -1;
    return at < 0 ? undefined : [at, at + piece.length];
  };
}

/**
 * Words a hard wrap cut read whole where that makes a URL's scheme or a credential's path (`cut-words.ts`).
 * Its offsets are not the result's: a span is placed only where its text is the result's verbatim.
 */
function cutWordsLayer(view: ScreenView, content: string, budget: Budget): void {
  if (budget.layers >= DECODE_LIMITS.maxLayers) return;
  const text = cutWordsJoined(content);
  if (text !== undefined) verbatimLayer(view, content, 'unfolded', text, budget);
}

/**
 * Words respelled apart (`I g n o r e`, `Ign-` and `ore`, `Ig**nore**`, `\69 gnore`, `=20`) read whole,
 * when that spells an anchor word (`respell.ts`). Its offsets are not the result's: a span is placed
 * only where its text is the result's verbatim (else withheld whole).
 */
function respelledLayer(view: ScreenView, content: string, charged: boolean, budget: Budget): void {
  if (budget.layers >= DECODE_LIMITS.maxLayers) return;
  const text = respelled(content);
  if (text === undefined) return;
  if (charged) budget.chars += text.length;
  verbatimLayer(view, content, 'respelled', text, budget);
}

/**
 * A reading of the result itself as a layer: `text` is the plain reading, or a folding of it or of the
 * result, offset for offset (`foldAccents`). Evidence of hiding is not counted in it a second time.
 */
function readingLayer(
  view: ScreenView,
  content: string,
  kind: 'plain' | 'folded',
  text: string,
  reading: PlainReading | undefined,
  budget: Budget,
): void {
  budget.layers++;
  const layer = viewOf(text, view.depth + 1, budget);
  // Whether its words show hiding, asked by the settled reading only (the evidence is uncounted below).
  const { invisibleInWords, homoglyphWords } = layer.norm;
  const norm = { ...layer.norm, invisibleInWords, homoglyphWords };
  const hiding = () => hidesLetters(norm, text);
  // Evidence of hiding (invisible characters, look-alikes, bidi controls) is the text's own, weighed in
  // its own reading: a reading adds words, not that evidence a second time.
  Object.assign(layer.norm, HIDING_UNCOUNTED);
  // The reading's offsets are the result's; a span is placed only where the view reads the result as
  // given (else the redaction would take them for the normalised text's: withheld whole instead).
  const spanOf = (start: number, end: number): [number, number] | undefined =>
    reading === undefined ? [start, end] : plainSpan(content, reading.pieces, start, end);
  const place = (start: number, end: number): [number, number] | undefined => {
    if (view.text !== content) return undefined;
    if (layer.text === text) return spanOf(start, end);
    const piece = layer.text.slice(start, end);
    const at = piece.length >= MIN_VERBATIM ? text.indexOf(piece) : -1;
    return at < 0 ? undefined : spanOf(at, at + piece.length);
  };
  view.layers.push({ kind, at: 0, end: 0, view: layer, place, hiding });
}

const HIDING_UNCOUNTED: Partial<Normalised> = {
  invisible: 0,
  invisibleInWords: 0,
  bidi: 0,
  tagText: '',
  homoglyphWords: 0,
  splitWords: [],
};

function isHexRange(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) | 32;
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** Every view in the tree, the result's own first. */
export function* allViews(view: ScreenView): Generator<ScreenView> {
  yield view;
  for (const layer of view.layers) yield* allViews(layer.view);
}
