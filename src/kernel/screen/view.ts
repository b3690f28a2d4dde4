// A result as the screeners read it: normalised once, lexed once, and with its encoded parts decoded
// (base64, hex, percent escapes) into further views, within a fixed budget so decoding stays linear.
import { type Lexed, lex, MARK_CONTROL, MARK_PERCENT, RUN_LONG } from './lexer.js';
import {
  decodeBase64Text,
  decodeHexText,
  identity,
  type Normalised,
  normalise,
  percentDecodeRuns,
} from './normalise.js';

export type LayerKind = 'base64' | 'hex' | 'percent';

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
  view: ScreenView;
}

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
}

export function buildView(content: string): ScreenView {
  return viewOf(content, 0, { layers: 0, chars: 0 });
}

function viewOf(content: string, depth: number, budget: Budget): ScreenView {
  // The lexer's pass says whether normalising can change anything: plain ASCII without controls cannot.
  let lexed = lex(content);
  let norm: Normalised;
  if (lexed.ascii && (lexed.marks & MARK_CONTROL) === 0) norm = identity(content);
  else {
    norm = normalise(content);
    if (norm.changed) lexed = lex(norm.text);
  }
  const view: ScreenView = { text: norm.text, norm, lexed, layers: [], depth };
  if (depth < DECODE_LIMITS.maxDepth) decodeLayers(view, budget);
  return view;
}

function decodeLayers(view: ScreenView, budget: Budget): void {
  const { text, lexed } = view;
  const runs = lexed.runs;
  for (let i = 0; i < runs.length; i += 3) {
    if ((runs[i + 2]! & RUN_LONG) === 0) continue;
    if (budget.layers >= DECODE_LIMITS.maxLayers || budget.chars >= DECODE_LIMITS.maxDecodedChars) return;
    const start = runs[i]!;
    const end = runs[i + 1]!;
    const len = end - start;
    if (len < DECODE_LIMITS.minBase64) continue;
    // A long blob is read from its start; bytes past the cap stay unread (documented limit).
    const candidate = text.slice(start, start + Math.min(len, DECODE_LIMITS.maxCandidateChars));
    let decoded: string | undefined;
    let kind: LayerKind = 'base64';
    if (len >= DECODE_LIMITS.minHex && isHexRun(candidate)) {
      decoded = decodeHexText(candidate.length % 2 === 0 ? candidate : candidate.slice(0, -1));
      kind = 'hex';
    } else decoded = decodeBase64Text(candidate);
    if (decoded === undefined) continue;
    budget.layers++;
    budget.chars += decoded.length;
    view.layers.push({ kind, at: start, view: viewOf(decoded, view.depth + 1, budget) });
  }
  if (view.depth === 0 && (lexed.marks & MARK_PERCENT) !== 0 && budget.layers < DECODE_LIMITS.maxLayers) {
    const decoded = percentDecodeRuns(text, DECODE_LIMITS.maxDecodedChars - budget.chars);
    if (decoded !== undefined) {
      budget.layers++;
      budget.chars += decoded.length;
      view.layers.push({ kind: 'percent', at: 0, view: viewOf(decoded, view.depth + 1, budget) });
    }
  }
}

function isHexRun(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
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
