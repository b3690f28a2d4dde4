// The lexer's fast path. One pass of a table-driven automaton (Aho-Corasick over a folded alphabet)
// finds every literal a screener keys on: secret prefixes, key names, injection anchor words, chat
// markers, image and rot13 openers, control characters; a counter in the same pass finds stretches
// of base64 characters. Only there does it read the text the way `lex` does, so it reports exactly the
// runs and anchors of `lex` that some rule can act on, at a few table look-ups per character.
import { ANCHOR_WORDS, JOINED_ORDER_VERBS, MARKER_SIGNALS, TOPIC_TERMS } from './injection-signals.js';
import { foldLeet } from './injection-words.js';
import {
  assignedRun,
  C_OP,
  C_RUN,
  C_WORD,
  CLS,
  GIVEN_SECRET_LITERALS,
  HINT_CONTROL,
  HINT_GIVEN_SECRET,
  HINT_IMAGE,
  HINT_JOINED,
  HINT_KEY_BLOCK,
  HINT_MARKER,
  HINT_ROT13,
  isKeyChar,
  isKeyGap,
  joinedVerbAt,
  type Lexed,
  LONG_RUN,
  MIN_SPLIT_RUN,
  phraseHint,
  RUN_ASSIGNED,
  RUN_KEYED,
  RUN_LONG,
  RUN_SPLIT,
  RUN_STRETCH,
  RUN_TOKEN,
  splitAfter,
  turnHint,
  unanchoredHint,
  VALUE_LEAD,
  VALUE_REACH,
} from './lexer.js';
import { literalAlternation } from './regex-literal.js';
import { INNER_KEYWORDS, KEY_NAME_WORDS, SECRET_PHRASES, TOKEN_RULES } from './secret-rules.js';
import { UNANCHORED_LITERALS, unanchoredClasses } from './sent-out.js';

// ---------------------------------------------------------------------------------------------------
// Patterns and the automaton (built once, at load).

const P_ANCHOR = 0;
const P_TOKEN = 1;
const P_INNER = 2;
const P_KEY = 3;
const P_MARKER = 4;
const P_IMAGE = 5;
const P_ROT13 = 6;
const P_KEY_BLOCK = 7;
const P_CONTROL = 8;
const P_TOPIC = 9;
const P_PHRASE = 10;
const P_VERB = 11;
const P_UNANCHORED = 12;
const P_GIVEN = 13;

/** Letters fold to lowercase and leet digits to letters, as the lexer folds anchor words. */
function fold(c: number): number {
  if (c >= 65 && c <= 90) return c | 32;
  switch (c) {
    case 48:
      return 111;
    case 49:
      return 105;
    case 51:
      return 101;
    case 52:
      return 97;
    case 53:
      return 115;
    case 55:
      return 116;
    default:
      return c;
  }
}

function foldString(text: string): string {
  return String.fromCharCode(...[...text].map((c) => fold(c.charCodeAt(0))));
}

interface Pattern {
  kind: number;
  /** The literal as it must be matched (lowercase unless the kind is case-sensitive). */
  text: string;
}

const PATTERNS: Pattern[] = [];
const seen = new Set<string>();
const add = (kind: number, text: string) => {
  // Non-ASCII literals never match here: non-ASCII characters are separators to the lexer.
  if (!/^[\t\x20-\x7e]+$/.test(text)) return;
  // Anchor words are told apart only by their folded form (the caller verifies the word).
  const key = `${kind}:${kind === P_ANCHOR ? foldString(text) : text}`;
  if (seen.has(key)) return;
  seen.add(key);
  PATTERNS.push({ kind, text });
};
for (const w of ANCHOR_WORDS) add(P_ANCHOR, w);
for (const kw of new Set(TOKEN_RULES.flatMap((r) => r.keywords))) add(P_TOKEN, kw);
for (const [, written] of INNER_KEYWORDS) add(P_INNER, written);
for (const w of KEY_NAME_WORDS) add(P_KEY, w);
for (const [m] of MARKER_SIGNALS) add(P_MARKER, m.toLowerCase());
add(P_IMAGE, '![');
add(P_IMAGE, '<img');
add(P_ROT13, 'rot13');
add(P_KEY_BLOCK, '-----begin');
add(P_KEY_BLOCK, 'putty-user-key-file-');
for (const term of TOPIC_TERMS) add(P_TOPIC, term);
for (const phrase of Object.values(SECRET_PHRASES)) add(P_PHRASE, phrase);
for (const noun of GIVEN_SECRET_LITERALS) add(P_GIVEN, noun);
for (const verb of JOINED_ORDER_VERBS) add(P_VERB, verb);
for (const literal of UNANCHORED_LITERALS) add(P_UNANCHORED, literal);

/** Control characters other than tab, LF, CR (and DEL): what sends an ASCII text to `normalise`. */
function isControl(c: number): boolean {
  return (c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 127;
}

// The alphabet the automaton is built over: one class per folded character any pattern uses, a control
// class and "anything else" (0). The scan itself indexes transitions by byte (see DELTA).
const CLASS = new Uint8Array(256);
let classes = 1;
const classOfFolded = new Map<number, number>();
const classFor = (folded: number): number => {
  let k = classOfFolded.get(folded);
  if (k === undefined) {
    k = classes++;
    classOfFolded.set(folded, k);
  }
  return k;
};
for (const p of PATTERNS) for (let i = 0; i < p.text.length; i++) classFor(fold(p.text.charCodeAt(i)));
const CONTROL_CLASS = classes++;
const NC = classes;
for (let c = 0; c < 128; c++) CLASS[c] = isControl(c) ? CONTROL_CLASS : (classOfFolded.get(fold(c)) ?? 0);
// 0x01 stands for every non-ASCII character in a projected text; `scout` checks ASCII text for it apart.
CLASS[1] = 0;
/** -1 for `[A-Za-z0-9+/_-]` (every base64 and base64url character), else 0. */
const B64_MASK = new Int32Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-')
  B64_MASK[c.charCodeAt(0)] = -1;

const classesOf = (p: Pattern): number[] =>
  p.kind === P_CONTROL
    ? [CONTROL_CLASS]
    : [...p.text].map((ch) => classOfFolded.get(fold(ch.charCodeAt(0)))!);
PATTERNS.push({ kind: P_CONTROL, text: '' });

// Trie, failure links, complete transitions (Aho and Corasick 1975); states with output renumbered last,
// so the scan tests for a hit with one comparison. Built inside a function so that only the tables the scan
// reads outlive it: the trie, failure links and class-indexed rows (~3 MB, a seventh of serve.blob's
// objects) were module constants every gate start deserialised and nothing read (round 45).
/** The width of a DELTA row: one transition per ASCII byte. */
const ROW = 128;
function buildAutomaton(): { STATES: number; DELTA: Int32Array; LOUD: number; REPORTS: Int32Array[] } {
  const gotos: Int32Array[] = [new Int32Array(NC).fill(-1)];
  const own: number[][] = [[]];
  PATTERNS.forEach((p, id) => {
    let s = 0;
    for (const k of classesOf(p)) {
      let t = gotos[s]![k]!;
      if (t < 0) {
        t = gotos.length;
        gotos.push(new Int32Array(NC).fill(-1));
        own.push([]);
        gotos[s]![k] = t;
      }
      s = t;
    }
    own[s]!.push(id);
  });
  const STATES = gotos.length;
  const fail = new Int32Array(STATES);
  const delta = gotos.map(() => new Int32Array(NC));
  const outputs: number[][] = own.map((o) => [...o]);
  {
    const queue: number[] = [];
    for (let k = 0; k < NC; k++) {
      const t = gotos[0]![k]!;
      delta[0]![k] = t < 0 ? 0 : t;
      if (t > 0) queue.push(t);
    }
    for (let q = 0; q < queue.length; q++) {
      const s = queue[q]!;
      outputs[s] = [...own[s]!, ...outputs[fail[s]!]!];
      for (let k = 0; k < NC; k++) {
        const t = gotos[s]![k]!;
        if (t < 0) delta[s]![k] = delta[fail[s]!]![k]!;
        else {
          fail[t] = delta[fail[s]!]![k]!;
          delta[s]![k] = t;
          queue.push(t);
        }
      }
    }
  }
  // Breadth-first order puts the shallow states, where a scan spends nearly all its time, side by side.
  const bfs: number[] = [0];
  for (let q = 0; q < bfs.length; q++)
    for (let k = 0; k < NC; k++) if (gotos[bfs[q]!]![k]! > 0) bfs.push(gotos[bfs[q]!]![k]!);
  const renumber = new Int32Array(STATES);
  let quiet = 0;
  for (const s of bfs) if (outputs[s]!.length === 0) renumber[s] = quiet++;
  let loud = quiet;
  for (const s of bfs) if (outputs[s]!.length > 0) renumber[s] = loud++;
  // Transitions by byte (the class folded in, so the scan's chain of dependent loads is one table, not
  // two), state ids premultiplied by the row width: `next = DELTA[state + byte]`.
  const DELTA = new Int32Array(STATES * ROW);
  for (let s = 0; s < STATES; s++)
    for (let c = 0; c < ROW; c++) DELTA[renumber[s]! * ROW + c] = renumber[delta[s]![CLASS[c]!]!]! * ROW;
  /** First (premultiplied) state that reports patterns. */
  const LOUD = quiet * ROW;
  /** Pattern ids reported by each loud state, by `(state - LOUD) / ROW`. */
  const REPORTS: Int32Array[] = [];
  for (let s = 0; s < STATES; s++)
    if (outputs[s]!.length > 0) REPORTS[renumber[s]! - quiet] = Int32Array.from(outputs[s]!);
  return { STATES, DELTA, LOUD, REPORTS };
}
const { STATES, DELTA, LOUD, REPORTS } = buildAutomaton();
const KIND = Int32Array.from(PATTERNS, (p) => p.kind);
/** 1 for an anchor pattern whose folded form is an anchor word: a word of letters folding to it is one. */
const PLAIN_ANCHOR = Uint8Array.from(PATTERNS, (p) =>
  p.kind === P_ANCHOR && ANCHOR_WORDS.includes(foldString(p.text)) ? 1 : 0,
);
/** Some anchor word is all digits (none is): only then can a number be one. */
const DIGIT_ANCHORS = ANCHOR_WORDS.some((w) => /^[0-9]+$/.test(w));
const LEN = Int32Array.from(PATTERNS, (p) => p.text.length);
/** The index into TOPIC_TERMS of a topic pattern. */
const TOPIC_INDEX = Int32Array.from(PATTERNS, (p) =>
  p.kind === P_TOPIC ? (TOPIC_TERMS as readonly string[]).indexOf(p.text) : -1,
);
const TEXT = PATTERNS.map((p) => p.text);
/** The hint bit of a secret phrase pattern. */
const PHRASE_BIT = Int32Array.from(PATTERNS, (p) => (p.kind === P_PHRASE ? phraseHint(p.text) : 0));
/** The hint bits an unanchored literal sets: one per reader it may open (sent-out.ts). */
const UNANCHORED_BIT = Int32Array.from(PATTERNS, (p) =>
  p.kind === P_UNANCHORED ? unanchoredHint(unanchoredClasses(p.text)) : 0,
);

/** Consecutive base64 characters that make a decoding candidate (`minBase64` is 20 with up to 3 `=`). */
export const STRETCH = 16;

// ---------------------------------------------------------------------------------------------------
// The scan.

const encoder = new TextEncoder();
let scratch = new Uint8Array(1 << 16);
const NON_ASCII_G = /[^\x00-\x7f]/g;
// One class per match, `+` over it: linear.
const NON_ASCII_RUN_G = /[^\x00-\x7f]+/g;
/** Foreign spans closer than this merge (as in `lex`). */
const FOREIGN_GAP = 16;

/** What `openWindows` accepts as an anchor word: the lowercase word, leet read when it mixes digits in. */
const ANCHOR_SET: ReadonlySet<string> = new Set(ANCHOR_WORDS);

// State of the scan in progress (the scan is synchronous and never re-entered).
let source = '';
let b = scratch;
let n = 0;
let runs: number[] = [];
let anchors: number[] = [];
let topics: number[] = [];
let hints = 0;
/** The last run computed and where it was recorded (-1: not), so a run is read once for all its hits. */
let lastRunStart = -1;
let lastRunEnd = -1;
let lastRunAt = -1;
/** End of the last key read, so a long key is walked once. */
let lastKeyEnd = -1;

/**
 * The runs `lex` reports that a rule may act on (those starting with a token keyword or holding one at
 * its offset, those holding a base64 stretch, values after a key that names a secret), the anchor words
 * `openWindows` accepts (whole words), and the hint bits. With `asciiOnly`, a text that is not ASCII
 * or holds a control character (HINT_CONTROL) returns at once: it is normalised and scanned again.
 */
export function scout(text: string, asciiOnly = false): Lexed {
  source = text;
  n = text.length;
  if (scratch.length < n * 3 + 1) scratch = new Uint8Array(Math.max(n * 3 + 1, scratch.length * 2));
  // A result at the size limit grew it to 12 MB for the process's life; the next ordinary one frees it.
  else if (scratch.length > 1 << 20 && scratch.length > 4 * (n * 3 + 1))
    scratch = new Uint8Array(Math.max(n * 3 + 1, 1 << 16));
  b = scratch;
  const ascii = encoder.encodeInto(text, scratch).written === n;
  scratch[n] = 0;
  const foreign: number[] = [];
  if (!ascii && asciiOnly) return { runs: [], anchors: [], hints: 0, ascii, foreign, topics: [] };
  if (!ascii) {
    encoder.encodeInto(text.replace(NON_ASCII_G, '\x01'), scratch);
    scratch[n] = 0;
    NON_ASCII_RUN_G.lastIndex = 0;
    for (let m = NON_ASCII_RUN_G.exec(text); m !== null; m = NON_ASCII_RUN_G.exec(text)) {
      const last = foreign.length - 1;
      if (last > 0 && m.index - foreign[last]! <= FOREIGN_GAP) foreign[last] = m.index + m[0].length;
      else foreign.push(m.index, m.index + m[0].length);
    }
  }
  runs = [];
  anchors = [];
  topics = [];
  hints = 0;
  lastRunStart = -1;
  lastRunEnd = -1;
  lastRunAt = -1;
  lastKeyEnd = -1;
  cursor[0] = 0;
  cursor[1] = 0;
  cursor[2] = 0;
  let stopped = false;
  // Two lanes while at least two short halves remain, then one lane to the end.
  while (!stopped && n - cursor[2]! >= 2 * MIN_LANE) {
    const lane = Math.min(LANE, (n - cursor[2]!) >> 1);
    twoLanes(b, lane);
    stopped = drain(events, counts[0]!, asciiOnly) || drain(eventsB, counts[1]!, asciiOnly);
  }
  while (!stopped && cursor[2]! < n) stopped = drain(events, step(b, n), asciiOnly);
  if (!ascii && !stopped) foreignKeys(text);
  // A noun past ASCII (`пароль`, `密码`) is read by the secret screener's own search (GIVEN_SECRET).
  if (!ascii) hints |= HINT_GIVEN_SECRET;
  // In ASCII text 0x01 is a control character (elsewhere it stands for a non-ASCII one).
  if (ascii && text.includes('\x01')) hints |= HINT_CONTROL;
  hints |= turnHint(text);
  source = '';
  return { runs: sortRuns(runs), anchors, hints, ascii, foreign, topics };
}

/** Where the automaton stands between steps: state, stretch length, position. */
const cursor = new Int32Array(3);

/**
 * Runs the automaton from the cursor until the text ends or the event buffer fills; returns how many
 * entries it recorded. A small leaf function that only records where something happened: so the loop
 * stays a few table look-ups per character.
 */
function step(bytes: Uint8Array, len: number): number {
  const found = events;
  let s = cursor[0]!;
  let stretch = cursor[1]!;
  let i = cursor[2]!;
  let count = 0;
  for (; i < len; i++) {
    const c = bytes[i]!;
    s = DELTA[s + c]!;
    stretch = (stretch + 1) & B64_MASK[c]!;
    if (s >= LOUD || stretch === STRETCH) {
      found[count++] = i;
      found[count++] = stretch === STRETCH ? s - STRETCH_EVENT : s;
      if (count === EVENTS) {
        i++;
        break;
      }
    }
  }
  cursor[0] = s;
  cursor[1] = stretch;
  cursor[2] = i;
  return count;
}

/** Characters per lane in a two-lane step; a lane starts WARM characters early to know its state. */
const LANE = 2048;
const MIN_LANE = 256;
/** Longer than any pattern and than STRETCH: after this many characters a fresh lane is exact. */
const WARM = Math.max(STRETCH, ...PATTERNS.map((p) => p.text.length)) + 1;

/**
 * Two lanes of the automaton side by side, over `[at, at + lane)` (carrying on from the cursor) and
 * `[at + lane, at + 2 * lane)` (started WARM characters early, its events before that dropped). The two
 * state chains do not wait on each other, so the processor overlaps their table look-ups: the loop is
 * bound by memory latency, not work. Lane A's events go to `events`, lane B's to `eventsB`.
 */
function twoLanes(bytes: Uint8Array, lane: number): void {
  const a = events;
  const bb = eventsB;
  const base = cursor[2]!;
  const mid = base + lane;
  let sa = cursor[0]!;
  let ta = cursor[1]!;
  let sb = 0;
  let tb = 0;
  let ca = 0;
  let cb = 0;
  const steps = lane + WARM;
  for (let j = 0; j < steps; j++) {
    const ia = base + j;
    const ib = mid - WARM + j;
    const xa = bytes[ia]!;
    const xb = bytes[ib]!;
    sa = DELTA[sa + xa]!;
    sb = DELTA[sb + xb]!;
    ta = (ta + 1) & B64_MASK[xa]!;
    tb = (tb + 1) & B64_MASK[xb]!;
    if ((sa >= LOUD || ta === STRETCH) && ia < mid) {
      a[ca++] = ia;
      a[ca++] = ta === STRETCH ? sa - STRETCH_EVENT : sa;
    }
    if ((sb >= LOUD || tb === STRETCH) && ib >= mid) {
      bb[cb++] = ib;
      bb[cb++] = tb === STRETCH ? sb - STRETCH_EVENT : sb;
    }
  }
  // Lane B ended where the next step begins; a stretch it saw only in part fired in lane A already.
  cursor[0] = sb;
  cursor[1] = tb;
  cursor[2] = mid + lane;
  counts[0] = ca;
  counts[1] = cb;
}
const counts = new Int32Array(2);

/** Recorded events: `[position, state]` pairs; a state below zero also marks a base64 stretch. */
const EVENTS = 2 * (LANE + WARM);
const events = new Int32Array(EVENTS);
const eventsB = new Int32Array(EVENTS);
/** Added to a state (made negative) when a base64 stretch ends at the same position. */
const STRETCH_EVENT = 1 << 30;

/** Reads `count` recorded entries of `found`; true when the scan should stop (control, with `stop`). */
function drain(found: Int32Array, count: number, stop: boolean): boolean {
  for (let j = 0; j < count; j += 2) {
    const i = found[j]!;
    let s = found[j + 1]!;
    if (s < 0) {
      s += STRETCH_EVENT;
      runAround(i, RUN_STRETCH, i - STRETCH + 2);
    }
    if (s >= LOUD && reported((s - LOUD) / ROW, i) && stop) return true;
  }
  return false;
}

/** Handles the patterns a state reports at `i`; true on a control character. */
function reported(state: number, i: number): boolean {
  const ids = REPORTS[state]!;
  for (let j = 0; j < ids.length; j++) {
    const id = ids[j]!;
    const start = i + 1 - LEN[id]!;
    switch (KIND[id]) {
      case P_ANCHOR:
        if (
          wordStarts(start) &&
          (i + 1 >= n || (CLS[b[i + 1]!]! & C_WORD) === 0) &&
          anchorWord(id, start, i + 1)
        )
          anchors.push(start, i + 1);
        break;
      case P_TOKEN:
        if (startsRun(start) && lowerAt(start, TEXT[id]!)) runAround(start, RUN_TOKEN);
        break;
      case P_INNER:
        if (exactAt(start, TEXT[id]!)) runAround(start, RUN_TOKEN);
        break;
      case P_KEY:
        if (i + 1 > lastKeyEnd && lowerAt(start, TEXT[id]!)) keyAt(i + 1);
        break;
      case P_MARKER:
        if (lowerAt(start, TEXT[id]!)) hints |= HINT_MARKER;
        break;
      case P_IMAGE:
        if (lowerAt(start, TEXT[id]!)) hints |= HINT_IMAGE;
        break;
      case P_ROT13:
        if (lowerAt(start, TEXT[id]!)) hints |= HINT_ROT13;
        break;
      case P_KEY_BLOCK:
        if (lowerAt(start, TEXT[id]!)) hints |= HINT_KEY_BLOCK;
        break;
      case P_TOPIC:
        if (lowerAt(start, TEXT[id]!)) topics.push(start, TOPIC_INDEX[id]!);
        break;
      case P_GIVEN:
        if (lowerAt(start, TEXT[id]!)) hints |= HINT_GIVEN_SECRET;
        break;
      case P_PHRASE:
        if (lowerAt(start, TEXT[id]!)) hints |= PHRASE_BIT[id]!;
        break;
      case P_UNANCHORED:
        if (lowerAt(start, TEXT[id]!)) hints |= UNANCHORED_BIT[id]!;
        break;
      case P_VERB:
        // Its folded form, as the reference lexer reads it: the joined reading decides on the words itself.
        if ((hints & HINT_JOINED) === 0 && joinedVerbAt(source, start, i + 1)) hints |= HINT_JOINED;
        break;
      default:
        hints |= HINT_CONTROL;
        return true;
    }
  }
  return false;
}

/**
 * The whole word `[start, end)`, which folds to anchor pattern `id`, is one `openWindows` accepts:
 * `foldLeet` of its lowercase is an anchor word. Letters only: its lowercase is the pattern's folded
 * form; digits only: no anchor is a number; otherwise read through `foldLeet` (rare).
 */
function anchorWord(id: number, start: number, end: number): boolean {
  let kinds = 0;
  for (let j = start; j < end; j++) {
    const c = b[j]!;
    kinds |= c >= 48 && c <= 57 ? 2 : c === 95 ? 4 : 1;
  }
  if (kinds === 1) return PLAIN_ANCHOR[id] === 1;
  if (kinds === 2 && !DIGIT_ANCHORS) return false;
  return ANCHOR_SET.has(foldLeet(source.slice(start, end).toLowerCase()));
}

/** The lexer skips `n`, `t`, `r` right after a backslash (a JSON escape): no word or run starts there. */
function skipped(j: number): boolean {
  const c = b[j]!;
  return (c === 110 || c === 116 || c === 114) && j > 0 && b[j - 1] === 92;
}

function isRun(j: number): boolean {
  return RUN_CHAR[b[j]!] === 1;
}

/** 1 for a run character (`C_RUN`), else 0; byte 0 (the sentinel after the text) is not one. */
const RUN_CHAR = Uint8Array.from(CLS, (k) => ((k & C_RUN) !== 0 ? 1 : 0));

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** A lexer word starts at `start`. */
function wordStarts(start: number): boolean {
  if (skipped(start)) return false;
  return start === 0 || (CLS[b[start - 1]!]! & C_WORD) === 0 || skipped(start - 1);
}

/** `start` is the first letter or digit of a run (past leading punctuation), as `rulesForRun` reads it. */
function startsRun(start: number): boolean {
  if (skipped(start)) return false;
  let j = start;
  while (j > 0 && isRun(j - 1) && !isAlnum(b[j - 1]!) && !skipped(j - 1)) j--;
  return j === 0 || !isRun(j - 1) || skipped(j - 1);
}

/** ASCII lowercase of the text at `start` equals `literal` (which is lowercase). */
function lowerAt(start: number, literal: string): boolean {
  for (let j = 0; j < literal.length; j++) {
    let c = b[start + j]!;
    if (c >= 65 && c <= 90) c |= 32;
    if (c !== literal.charCodeAt(j)) return false;
  }
  return true;
}

function exactAt(start: number, literal: string): boolean {
  for (let j = 0; j < literal.length; j++) if (b[start + j] !== literal.charCodeAt(j)) return false;
  return true;
}

/**
 * Records the run that holds position `p` (a run character) with the flags `lex` gives it, if any, and
 * `reason` (RUN_TOKEN, RUN_KEYED, RUN_STRETCH). A run is walked once however many hits it holds; the
 * walk back starts at `known`.
 */
function runAround(p: number, reason: number, known = p): void {
  if (p >= lastRunStart && p < lastRunEnd) {
    if (lastRunAt >= 0) runs[lastRunAt + 2]! |= reason;
    return;
  }
  // `[known, p]` are run characters already (a stretch's, less its first, which a JSON escape may skip).
  const bytes = b;
  let s = known;
  while (s > 0 && RUN_CHAR[bytes[s - 1]!] === 1 && !skipped(s - 1)) s--;
  // The byte after the text is 0, not a run character: the walk needs no bound.
  let e = p + 1;
  while (RUN_CHAR[bytes[e]!] === 1) e++;
  lastRunStart = s;
  lastRunEnd = e;
  lastRunAt = -1;
  let end = e;
  if (e < n && b[e] === 61) {
    // Trailing `=` before a non-token character is base64 padding (as in `lex`).
    let q = e;
    while (q < n && b[q] === 61 && q - e < 3) q++;
    if (q >= n || !isRun(q)) end = q;
  }
  const len = end - s;
  let flags = 0;
  if (len >= LONG_RUN) flags |= RUN_LONG;
  const op = lastOpBefore(s, s);
  if (assignedRun(bytes, s, len, op, op < 0 ? -10 : lastOpBefore(s, op), n)) flags |= RUN_ASSIGNED;
  if (len >= MIN_SPLIT_RUN && e < n && splitAfter(b, e, n)) flags |= RUN_SPLIT;
  if (flags === 0) return;
  lastRunAt = runs.length;
  runs.push(s, end, flags | reason);
}

/**
 * The lexer's `lastOp` (or, from the last, its `prevOp`) as `assignedRun` reads them: the nearest operator
 * before `before` within VALUE_REACH of the run at `s`, or -10.
 */
function lastOpBefore(s: number, before: number): number {
  for (let j = before - 1; j >= 0 && j >= s - VALUE_REACH; j--) if ((CLS[b[j]!]! & C_OP) !== 0) return j;
  return -10;
}

/** `isKeyChar` and `isKeyGap` by byte: one load where the key is walked, not a chain of comparisons. */
const KEY_CHAR = new Uint8Array(256);
const KEY_GAP = new Uint8Array(256);
for (let c = 0; c < 256; c++) {
  KEY_CHAR[c] = isKeyChar(c) ? 1 : 0;
  KEY_GAP[c] = isKeyGap(c) ? 1 : 0;
}

/**
 * A key name word ends at `from`: the key ends where key characters do; an operator may follow after
 * spaces, quotes and operator characters, and the value run starts at most three characters after it.
 * Every run starting there is recorded (with its own flags), so `assignment` sees each one `lex` gives it.
 */
function keyAt(from: number): void {
  let e = from;
  while (e < n && KEY_CHAR[b[e]!] === 1) e++;
  lastKeyEnd = e;
  let f = e;
  while (f < n && KEY_GAP[b[f]!] === 1) f++;
  // A quoted value's first run may follow VALUE_LEAD marks (`"(k9…`): `assignedRun` reads it as the value's.
  const stop = Math.min(n, f + 3 + VALUE_LEAD);
  for (let q = e; q < stop; q++) {
    if (isRun(q) && !skipped(q) && (q === 0 || !isRun(q - 1) || skipped(q - 1))) runAround(q, RUN_KEYED);
  }
}

/** Key words written in letters past ASCII (`пароль`, `密码`, `hasło`): the automaton reads bytes, these apart. */
const FOREIGN_KEYS = literalAlternation(
  KEY_NAME_WORDS.filter((w) => !/^[\x20-\x7e]+$/.test(w)),
  'gi',
);

/** Each foreign key word in a non-ASCII text read as the automaton reads an ASCII one (`keyAt`). Literals: linear. */
function foreignKeys(text: string): void {
  FOREIGN_KEYS.lastIndex = 0;
  for (let m = FOREIGN_KEYS.exec(text); m !== null; m = FOREIGN_KEYS.exec(text)) {
    // After the automaton's pass `lastKeyEnd` may lie past this key (a later key word): every one is read.
    keyAt(m.index + m[0].length);
  }
}

/** Runs in text order, each once (a run recorded twice keeps the reasons of both). */
export function sortRuns(found: number[]): number[] {
  let sorted = true;
  for (let i = 3; i < found.length && sorted; i += 3) sorted = found[i]! > found[i - 3]!;
  // Hits come in text order, so the runs nearly always do too.
  if (sorted) return found;
  const order = nearlySorted(found) ?? sortedOrder(found);
  const out: number[] = [];
  for (const i of order) {
    if (out.length > 0 && out[out.length - 3] === found[i]) out[out.length - 1]! |= found[i + 2]!;
    else out.push(found[i]!, found[i + 1]!, found[i + 2]!);
  }
  return out;
}

/** The runs' offsets in `found` by start, equal starts in recorded order (a stable sort). */
function sortedOrder(found: number[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < found.length; i += 3) order.push(i);
  return order.sort((x, y) => found[x]! - found[y]!);
}

/**
 * `sortedOrder` by insertion, for runs that are out of order only locally (a key's value recorded
 * before the run holding the key): no comparator calls. Undefined past a budget of moves, so a text
 * built to disorder the runs costs a sort, never quadratic time.
 */
function nearlySorted(found: number[]): number[] | undefined {
  const order: number[] = [];
  let budget = 4 * found.length + 64;
  for (let i = 0; i < found.length; i += 3) {
    const start = found[i]!;
    let k = order.length;
    order.push(i);
    // Stable: a run moves only past runs that start strictly later.
    while (k > 0 && found[order[k - 1]!]! > start) {
      if (--budget < 0) return undefined;
      order[k] = order[k - 1]!;
      k--;
    }
    order[k] = i;
  }
  return order;
}

/** Size of the automaton, for the bench and tests. */
export const SCOUT_STATS = { patterns: PATTERNS.length, states: STATES, classes: NC } as const;

/** The bytes the scan's shared scratch holds now (for tests of what a large result leaves behind). */
export const scoutScratchBytes = (): number => scratch.length;
