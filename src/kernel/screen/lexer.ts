// One linear pass over a result that finds where the screeners must look: token runs (secret and
// encoding candidates), values right after `=`/`:`/`>`, anchor words for the injection screener, and
// which notable punctuation occurs. It defines what a run and a word are; `scout.ts` is the fast path
// that reports the same runs and anchors where a rule can act, and is tested against this one.

import { table } from '../table.js';
import { ANCHOR_WORDS, JOINED_ORDER_VERBS, MARKER_SIGNALS } from './injection-signals.js';
import { alternation } from './regex-literal.js';
import { enclosedNameEnd } from './secret-reference.js';
import { GIVEN_SECRET, SECRET_PHRASES } from './secret-rules.js';
import { UNANCHORED_HINTS } from './sent-out.js';

/** Run flags. A run is a maximal stretch of token characters `A-Za-z0-9_-+/.~!@#$%^*` (and `=` padding). */
export const RUN_LONG = 1;
/** The run starts at most three characters after an assignment (`=`, `:`, `>`): a value. */
export const RUN_ASSIGNED = 2;
/** The run ends at a line break or at a quote before `+`: a token may continue on the next line. */
export const RUN_SPLIT = 4;
/**
 * Why a run was reported, so each reader skips the runs it cannot act on. `lex` sets all three on every
 * run (it does not look); `scout` sets the ones it saw: a token keyword at the run's start or offset, a
 * key naming a secret just before it, a stretch of 16 base64 characters in it.
 */
export const RUN_TOKEN = 8;
export const RUN_KEYED = 16;
export const RUN_STRETCH = 32;
const RUN_ANY_REASON = RUN_TOKEN | RUN_KEYED | RUN_STRETCH;

/** Mark bits: which notable characters occur anywhere in the text. */
export const MARK_LT = 1;
export const MARK_BRACKET = 2;
export const MARK_BANG = 4;
export const MARK_PERCENT = 8;
export const MARK_BACKSLASH = 16;
export const MARK_PIPE = 32;
export const MARK_BRACE = 64;
export const MARK_HASH = 128;
export const MARK_NEWLINE = 256;
export const MARK_AT = 512;
/** A control character other than tab, CR, LF (or DEL): the text needs normalising. */
export const MARK_CONTROL = 1024;

/** Runs this long or longer are token candidates. */
export const LONG_RUN = 16;
/** Shortest value run considered after an assignment. */
export const MIN_VALUE_RUN = 5;
/** Shortest fragment of a token that may continue on the next line. */
export const MIN_SPLIT_RUN = 4;

export interface Lexed {
  /** `[start, end, flags]` triples, in text order. */
  runs: number[];
  /** `[start, end]` pairs of words whose hash is in the anchor set; the caller verifies the word. */
  anchors: number[];
  /** OR of HINT_* bits. */
  hints: number;
  /** True when every character is ASCII (offsets are then byte offsets too). */
  ascii: boolean;
  /** `[start, end)` spans holding non-ASCII characters (close spans merged). */
  foreign: number[];
  /**
   * `[start, term]` pairs: every place a topic term (index into TOPIC_TERMS) occurs in the lowercase
   * text, overlaps included, in order of their ends. `scout` finds them in its pass; `lex` does not look.
   */
  topics?: number[];
}

/** What the full lexer also reports: every notable character. */
export interface FullLexed extends Lexed {
  /** OR of MARK_* bits. */
  marks: number;
}

/** Hint bits: rare literals whose presence the screeners ask about. */
/** A chat-template token, fake closing tag or tool-call marker (case-insensitive) occurs. */
export const HINT_MARKER = 1;
/** `![` or `<img` occurs: a markdown or HTML image. */
export const HINT_IMAGE = 2;
/** `rot13` occurs (case-insensitive). */
export const HINT_ROT13 = 4;
/** The text is ASCII but holds a control character: it needs normalising. */
export const HINT_CONTROL = 8;
/** `-----BEGIN` or `PuTTY-User-Key-File-` occurs (case-insensitive): a key block may follow. */
export const HINT_KEY_BLOCK = 16;
/**
 * An order's verb (JOINED_ORDER_VERBS, leet read as the scout reads it) is a part of a joined run or one
 * string of JSON (`joinedVerbAt`): only then can the joined reading (joined-words.ts) find a line.
 */
export const HINT_JOINED = 1 << 24;
/** A noun a sentence gives a secret by (GIVEN_SECRET) may occur: an ASCII one in any case, or the text is not ASCII. */
export const HINT_GIVEN_SECRET = 1 << 23;
/**
 * The ASCII literals that set HINT_GIVEN_SECRET: each noun's last word (`mot de passe`: `passe`), lower case, then
 * what may follow it in a sentence that gives a secret: a blank, a mark its language gives one with (`pin:`), a
 * PIN's noun's closing quote (`"pin"`); a joined noun's first part and hyphen (`pin-`).
 * `tokens`, `pinned`, `passwords` set nothing. A noun that opens with another and a blank (`pin code`) is found by it.
 */
export const GIVEN_SECRET_LITERALS: readonly string[] = [
  ...new Set(
    [...GIVEN_SECRET.values()].flatMap(({ nouns, verbs, pins = [] }) =>
      [...nouns, ...pins].flatMap((noun) => {
        if (nouns.some((other) => noun.startsWith(`${other} `))) return [];
        const word = noun.slice(noun.lastIndexOf(' ') + 1);
        // A joined noun is found by its first part and its hyphen (`pin-code`: `pin-`).
        if (/^[a-z]+-[a-z]+$/.test(word)) return [word.slice(0, word.indexOf('-') + 1)];
        const marks = verbs.filter((v) => v === ':' || v === '=');
        // A PIN's noun names a JSON member too (`"pin": "4821"`).
        const member = pins.includes(noun) ? ['"'] : [];
        return /^[a-z]+$/.test(word) ? [' ', '\t', ...marks, ...member].map((next) => word + next) : [];
      }),
    ),
  ),
];
/** A tool's JSON message (`"role"` and `"tool"` or `"function"`) or ReAct's `Final Answer:` occurs: a next turn may be forged. */
export const HINT_TURN = 1 << 25;
/** A credential path's part occurs, in any case: a credential file may be sent out (`credentialsSentOut`). */
export const HINT_CREDENTIAL_PATH = 1 << 26;
/** An answer's time occurs, in any case: a script may be ordered run before the answer (`scriptsRunNow`). */
export const HINT_ANSWER_TIME = 1 << 27;
/** A credential noun's literal occurs, in any case: it may be ordered sent out (`secretsSentOut`). */
export const HINT_CREDENTIAL_NOUN = 1 << 28;
/** A destination's literal occurs, in any case: money, data or a program may be ordered to it (`spelledDestinations`). */
export const HINT_SPELLED_MOVE = 1 << 29;
/** A waiver's word occurs, in any case: an order may say a control can be skipped (`waivedChecks`). */
export const HINT_WAIVED_CHECK = 1 << 30;
/** Any of the five: an order no anchor word opens may be in the text (sent-out.ts). */
export const HINT_UNANCHORED =
  HINT_CREDENTIAL_PATH | HINT_ANSWER_TIME | HINT_CREDENTIAL_NOUN | HINT_SPELLED_MOVE | HINT_WAIVED_CHECK;
/** The hint bits of the classes of sent-out's UNANCHORED_CLASSES a literal is in (bit k for the k-th class). */
export function unanchoredHint(classes: number): number {
  return classes * HINT_CREDENTIAL_PATH;
}
/** The literals the forged-turn rules start at, caseless as they read (injection.ts reads the lowered text). */
const TURN_LITERAL = /final answer:|"role"\s{0,4}:\s{0,4}"(?:tool|function)"/i;
/** HINT_TURN when its literals occur in any letter case (the scout and the reference lexer share it). */
export function turnHint(text: string): number {
  return TURN_LITERAL.test(text) ? HINT_TURN : 0;
}
/** The first of one bit per phrase of SECRET_PHRASES, in its order (`phraseHint`). */
const HINT_PHRASE = 32;
const PHRASES: readonly string[] = Object.values(SECRET_PHRASES);
if (HINT_PHRASE << PHRASES.length > HINT_GIVEN_SECRET)
  throw new Error('secret phrases overrun the hint bits');
const ASCII_ONLY = /^[\x00-\x7f]*$/;
/** The hint bit set when `phrase` (one of SECRET_PHRASES) occurs, caseless. */
export function phraseHint(phrase: string): number {
  const k = PHRASES.indexOf(phrase);
  if (k < 0) throw new Error(`not a secret phrase: ${phrase}`);
  return HINT_PHRASE << k;
}

// Character classes, one byte per ASCII code (bytes >= 128 never reach the table lookups that matter).
export const C_RUN = 1;
export const C_WORD = 2;
export const C_OP = 4;
const C_MARK = 8;
export const C_LINE = 16;
export const C_QUOTE = 32;
const C_FOREIGN = 64;
/** Character class bits (C_*) of every byte; bytes >= 128 are 0. */
export const CLS = new Uint8Array(256);
const MARK_OF = new Uint16Array(128);
/** Leet digits fold to letters inside words so `1gn0re` hashes as `ignore`. */
const FOLD = new Uint8Array(128);
for (let c = 0; c < 128; c++) FOLD[c] = c | 32;
for (const [d, l] of [
  ['0', 'o'],
  ['1', 'i'],
  ['3', 'e'],
  ['4', 'a'],
  ['5', 's'],
  ['7', 't'],
]) {
  FOLD[d!.charCodeAt(0)] = l!.charCodeAt(0);
}
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z0-9_+/.~!@#$%^*-]/.test(ch)) CLS[c]! |= C_RUN;
  // `_` joins a word: `prompt_tokens` is an identifier, not the word `prompt`.
  if (/[A-Za-z0-9_]/.test(ch)) CLS[c]! |= C_WORD;
  if (ch === '=' || ch === ':' || ch === '>') CLS[c]! |= C_OP;
  if (ch === '\n' || ch === '\r') CLS[c]! |= C_LINE;
  if (ch === '"' || ch === "'" || ch === '`') CLS[c]! |= C_QUOTE;
}
for (let c = 0; c < 32; c++) {
  if (c !== 9 && c !== 10 && c !== 13) {
    CLS[c]! |= C_MARK;
    MARK_OF[c] = MARK_CONTROL;
  }
}
CLS[127]! |= C_MARK;
MARK_OF[127] = MARK_CONTROL;
// Non-ASCII characters are projected to 0x01 before the scan: a separator that marks a foreign span.
CLS[1] = C_FOREIGN;
for (const [ch, bit] of [
  ['<', MARK_LT],
  ['[', MARK_BRACKET],
  ['!', MARK_BANG],
  ['%', MARK_PERCENT],
  ['\\', MARK_BACKSLASH],
  ['|', MARK_PIPE],
  ['{', MARK_BRACE],
  ['#', MARK_HASH],
  ['\n', MARK_NEWLINE],
  ['@', MARK_AT],
] as const) {
  const c = ch.charCodeAt(0);
  CLS[c]! |= C_MARK;
  MARK_OF[c] = bit;
}

const HASH_BITS = 16;
const HASH_MASK = (1 << HASH_BITS) - 1;
const ANCHOR_HASHES = new Uint8Array(1 << HASH_BITS);

/** The same hash the scan computes, for building the anchor table. */
export function anchorHash(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = (Math.imul(h, 31) + FOLD[word.charCodeAt(i) & 127]!) | 0;
  return h & HASH_MASK;
}
for (const word of ANCHOR_WORDS) ANCHOR_HASHES[anchorHash(word)] = 1;

const encoder = new TextEncoder();
let scratch = new Uint8Array(1 << 16);
const NON_ASCII_G = /[^\x00-\x7f]/g;
/** Foreign spans closer than this merge. */
const FOREIGN_GAP = 16;

/**
 * Scans the text once. Non-ASCII characters act as separators (secrets are ASCII; the injection screener
 * reads non-Latin text through its own path).
 */
export function lex(text: string): FullLexed {
  const n = text.length;
  if (scratch.length < n * 3) scratch = new Uint8Array(Math.max(n * 3, scratch.length * 2));
  // encodeInto is a native copy for ASCII; more bytes than characters means non-ASCII is present, and
  // such a text is projected (non-ASCII to 0x01) so that byte offsets stay character offsets.
  const ascii = encoder.encodeInto(text, scratch).written === n;
  if (!ascii) encoder.encodeInto(text.replace(NON_ASCII_G, '\x01'), scratch);
  const b = scratch;
  const runs: number[] = [];
  const anchors: number[] = [];
  const foreign: number[] = [];
  let marks = 0;
  let runStart = -1;
  let wordStart = -1;
  let hash = 0;
  let lastOp = -10;
  let prevOp = -10;
  for (let i = 0; i < n; i++) {
    const c = b[i]!;
    const k = CLS[c]!;
    if ((k & C_WORD) !== 0) {
      if (wordStart < 0) {
        wordStart = i;
        hash = 0;
      }
      hash = (Math.imul(hash, 31) + FOLD[c]!) | 0;
      if (runStart < 0) runStart = i;
      continue;
    }
    if (wordStart >= 0) {
      if (ANCHOR_HASHES[hash & HASH_MASK] === 1) anchors.push(wordStart, i);
      wordStart = -1;
    }
    if ((k & C_MARK) !== 0) marks |= MARK_OF[c]!;
    if ((k & C_RUN) !== 0) {
      if (runStart < 0) runStart = i;
      continue;
    }
    let end = i;
    if (c === 61 && runStart >= 0) {
      // Trailing `=` before a non-token character is base64 padding: it belongs to the run's extent.
      let p = i;
      while (p < n && b[p] === 61 && p - i < 3) p++;
      if (p >= n || (CLS[b[p]!]! & C_RUN) === 0) end = p;
    }
    if (runStart >= 0) {
      const len = end - runStart;
      let flags = 0;
      if (len >= LONG_RUN) flags |= RUN_LONG;
      if (assignedRun(b, runStart, len, lastOp, prevOp, n)) flags |= RUN_ASSIGNED;
      if (len >= MIN_SPLIT_RUN && splitAfter(b, i, n)) {
        flags |= RUN_SPLIT;
      }
      if (flags !== 0) runs.push(runStart, end, flags | RUN_ANY_REASON);
      runStart = -1;
    }
    if ((k & C_OP) !== 0) {
      prevOp = lastOp;
      lastOp = i;
    } else if (k === C_FOREIGN) {
      // In an ASCII text a 0x01 byte is a real control character, not a projection.
      if (ascii) {
        marks |= MARK_CONTROL;
        continue;
      }
      const last = foreign.length - 1;
      if (last > 0 && i - foreign[last]! <= FOREIGN_GAP) foreign[last] = i + 1;
      else foreign.push(i, i + 1);
    } else if (c === 92 && i + 1 < n) {
      // `\n`, `\t`, `\r` inside a JSON string are separators, not the start of a word or a token.
      const e = b[i + 1]!;
      if (e === 110 || e === 116 || e === 114) i++;
    }
  }
  if (wordStart >= 0 && ANCHOR_HASHES[hash & HASH_MASK] === 1) anchors.push(wordStart, n);
  if (runStart >= 0) {
    const len = n - runStart;
    let flags = 0;
    if (len >= LONG_RUN) flags |= RUN_LONG;
    if (assignedRun(b, runStart, len, lastOp, prevOp, n)) flags |= RUN_ASSIGNED;
    if (flags !== 0) runs.push(runStart, n, flags | RUN_ANY_REASON);
  }
  return { runs, anchors, marks, hints: hintsOf(text, marks), ascii, foreign };
}

// Literals only, no quantifiers: linear.
const MARKER_ANY = new RegExp(alternation(MARKER_SIGNALS.map(([m]) => m)), 'i');

/** The hint bits of a text, the slow way (the full lexer's; `scout` finds them in its own pass). */
function hintsOf(text: string, marks: number): number {
  const lower = text.toLowerCase();
  let hints = 0;
  if (MARKER_ANY.test(text)) hints |= HINT_MARKER;
  if (lower.includes('![') || lower.includes('<img')) hints |= HINT_IMAGE;
  if (lower.includes('rot13')) hints |= HINT_ROT13;
  if ((marks & MARK_CONTROL) !== 0) hints |= HINT_CONTROL;
  if (lower.includes('-----begin') || lower.includes('putty-user-key-file-')) hints |= HINT_KEY_BLOCK;
  for (const phrase of PHRASES) if (lower.includes(phrase)) hints |= phraseHint(phrase);
  if (!ASCII_ONLY.test(text) || GIVEN_SECRET_LITERALS.some((w) => lower.includes(w)))
    hints |= HINT_GIVEN_SECRET;
  if (joinedVerbIn(text)) hints |= HINT_JOINED;
  hints |= turnHint(text);
  UNANCHORED_HINTS.forEach((hint, k) => {
    if (hint.test(lower)) hints |= unanchoredHint(1 << k);
  });
  return hints;
}

const isAlnum = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
/** A small letter then a capital at `i`: where `ignoreAll` joins two words. */
const camelAt = (text: string, i: number) => isUpper(text.charCodeAt(i)) && isLower(text.charCodeAt(i - 1));
/** `-`, `_` or `"`: what joins a run's parts or bounds a JSON string. */
const isJoiner = (c: number) => c === 45 || c === 95 || c === 34;
/** Where the cell reading cuts a delimited line's cells: `,` `;` tab, CR (`7,Ignore,all`, round 22). */
const isCellCut = (c: number) => c === 44 || c === 59 || c === 9 || c === 13;

/**
 * `[start, end)` is a whole cell of a delimited line as the cell reading (joined-words.ts, `cellLines`) cuts
 * one: letters only (a cell with a digit is no word there: `png;base64,` in a data URI), and between it and
 * a cell's edge (`,` `;` tab, CR, a line's or the text's edge) only blanks and quotes, a cut on one side.
 */
function cellVerbAt(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isLetterUnit(text.charCodeAt(i))) return false;
  let j = start - 1;
  while (j >= 0 && isCellPad(text.charCodeAt(j))) j--;
  let k = end;
  while (k < text.length && isCellPad(text.charCodeAt(k))) k++;
  const left = j < 0 ? 10 : text.charCodeAt(j);
  const right = k >= text.length ? 10 : text.charCodeAt(k);
  return (
    (left === 10 || isCellCut(left)) &&
    (right === 10 || isCellCut(right)) &&
    (isCellCut(left) || isCellCut(right))
  );
}
const isLetterUnit = (c: number) => isUpper(c) || isLower(c);
/** What the cell reading trims from a cell's ends: blanks and quotes. */
const isCellPad = (c: number) => c === 32 || c === 34;

/**
 * `[start, end)` may be a part of a joined run or a JSON string of one word, as joined-words.ts cuts them:
 * it starts and ends at a part's edge (no letter or digit beyond, or a small-to-capital step) and one edge
 * is a joint (`-`, `_`, a capital step) or a quote. Every part that reading keeps passes; a whole word in
 * prose does not.
 */
export function joinedVerbAt(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text.charCodeAt(start - 1) : 32;
  const after = end < text.length ? text.charCodeAt(end) : 32;
  const opens = !isAlnum(before) || camelAt(text, start);
  const closes = !isAlnum(after) || (end < text.length && camelAt(text, end));
  if (!opens || !closes) return false;
  return (
    isJoiner(before) ||
    isJoiner(after) ||
    cellVerbAt(text, start, end) ||
    (start > 0 && camelAt(text, start)) ||
    (end < text.length && camelAt(text, end))
  );
}

/** The scout's fold (letters small, leet digits as letters): its verb patterns meet these forms. */
const LEET: Readonly<Record<string, string>> = table({
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
});
const foldChar = (ch: string) => (isUpper(ch.charCodeAt(0)) ? ch.toLowerCase() : (LEET[ch] ?? ch));
const FOLDED_VERBS: readonly string[] = [
  ...new Set([...JOINED_ORDER_VERBS].map((v) => [...v].map(foldChar).join(''))),
];

/** Some verb's folded form sits where `joinedVerbAt` allows: the slow way (the scout's automaton meets them). */
function joinedVerbIn(text: string): boolean {
  // One code unit per code unit, so offsets in the fold are offsets in the text.
  let folded = '';
  for (let i = 0; i < text.length; i++) folded += foldChar(text[i]!);
  for (const verb of FOLDED_VERBS)
    for (let at = folded.indexOf(verb); at >= 0; at = folded.indexOf(verb, at + 1))
      if (joinedVerbAt(text, at, at + verb.length)) return true;
  return false;
}

const MARK_CHARS: readonly (readonly [ch: string, bit: number])[] = [
  ['<', MARK_LT],
  ['[', MARK_BRACKET],
  ['!', MARK_BANG],
  ['%', MARK_PERCENT],
  ['\\', MARK_BACKSLASH],
  ['|', MARK_PIPE],
  ['{', MARK_BRACE],
  ['#', MARK_HASH],
  ['\n', MARK_NEWLINE],
  ['@', MARK_AT],
];

/** The MARK_* bits of a text (control characters aside), by native searches: for a rare caller. */
export function marksOf(text: string): number {
  let marks = 0;
  for (const [ch, bit] of MARK_CHARS) if (text.includes(ch)) marks |= bit;
  return marks;
}

/**
 * An operator at most three characters before a run (`key = "v`), or four when the quote is escaped
 * (`\"key\": \"v` inside a JSON string), or blanks aligning the value and at most one quote, as far as
 * `valueSpan` reads a value's lead (`password:     Kq9v…`, `kennwort :   "…"`: docs/screening.md, "Round 70
 * (secrets-r70)").
 */
export function assignedAfter(b: Uint8Array, runStart: number, lastOp: number): boolean {
  const gap = runStart - lastOp;
  if (gap <= 3 || (gap === 4 && b[runStart - 2] === 92)) return true;
  if (gap > VALUE_GAP + 1) return false;
  let k = lastOp + 1;
  while (k < runStart && isBlankCode(b[k]!)) k++;
  const q = b[k]!;
  return k === runStart || (k === runStart - 1 && (q === 34 || q === 39 || q === 96));
}

/** The most characters `valueSpan` reads past an operator before a value (blanks, an operator's mark, a quote). */
export const VALUE_GAP = 8;

/** Punctuation a quoted value may open with before its first run (`"(k9Qz…"`, `"&]x7…"`). */
export const VALUE_LEAD = 12;
/** The farthest a keyed value's first run starts from its operator: three, an escape, VALUE_LEAD. */
export const VALUE_REACH = 4 + VALUE_LEAD;

/**
 * A run of `len` characters at `runStart` is a value assigned by the operator at `lastOp`: it starts at
 * most three characters after it and is MIN_VALUE_RUN long (round 1), or it is the first run of the value
 * `valueSpan` reads after `lastOp` or the operator before it, `prevOp` (a value may open with an operator's
 * mark: `password: ">ReA…"`), or the one before that (two operator marks open the value), and that value is
 * MIN_VALUE_RUN long (`k9Qz?R2pL7wE`, `"(k9Qz…"`: a password's first run may be short). The lexer and the scout both ask this, so they flag the same runs.
 */
export function assignedRun(
  b: Uint8Array,
  runStart: number,
  len: number,
  lastOp: number,
  prevOp: number,
  n: number,
): boolean {
  if (len >= MIN_VALUE_RUN && assignedAfter(b, runStart, lastOp)) return true;
  if (firstRunOfValue(b, runStart, lastOp, n) || firstRunOfValue(b, runStart, prevOp, n)) return true;
  // An option's value given as its next word (`--password Qw8…`): the name's last letter stands for the operator
  // (past a `\`-newline, the character before the value on the next line: OPTION_OPERATOR).
  if (optionNameEnd(b, runStart) >= 0 && firstRunOfValue(b, runStart, OPTION_OPERATOR[0]!, n)) return true;
  // A value whose first marks hold two operators or more (`passwd=::)[ic…`, `secret = :::H!R…`): the key's
  // is further back, within VALUE_REACH.
  if (prevOp < 0 || runStart - prevOp > VALUE_REACH) return false;
  for (let op = prevOp - 1; op >= 0 && runStart - op <= VALUE_REACH; op--)
    if ((CLS[b[op]!]! & C_OP) !== 0 && firstRunOfValue(b, runStart, op, n)) return true;
  return false;
}

/** A run's character (C_RUN); past ASCII none (the lexer reads such a character as 0x01). */
const isRunCode = (c: number) => c < 128 && (CLS[c]! & C_RUN) !== 0;
/** The fewest letters and digits of an option's name after its dashes (`--pwd`): a short flag (`-p`) names no key. */
const OPTION_NAME_LEAST = 3;
/** The most characters of an option's name read back (as a key's, MAX_KEY in secrets.ts). */
const OPTION_NAME_MOST = 64;
/** A character of an option's name: a letter, a digit, `_` or `-` (`--db-password`, `-storepass`). */
const isOptionCode = (c: number) => isAlnum(c) || c === 45 || c === 95;

/** What stands for the operator of the option `optionNameEnd` last found: its name's last letter, or past a continuation the character before the value's lead on the next line. */
export const OPTION_OPERATOR: number[] = [-1];
/** The most blanks read back before a value on a continued line (its indentation: a YAML block's and the command's). */
const CONTINUED_INDENT = 32;

/**
 * Where the name of an option (`--password`, `-storepass`: one or two dashes, a letter, then letters, digits, `_`
 * and `-`) ends, when blanks then, within VALUE_REACH, the run at `runStart` follow it, or -1: the option's value
 * is its next word (`mysql --password Qw8…`), read as a key's after its operator (docs/screening.md, "Round 75
 * (secrets2-r75)"). Or a shell continuation between them (`--password \` then the value on the next line: "Round 76
 * (secrets3-r76)"). Sets OPTION_OPERATOR. At most OPTION_NAME_MOST read back.
 */
export function optionNameEnd(s: Codes, runStart: number): number {
  OPTION_OPERATOR[0] = -1;
  let k = runStart - 1;
  while (k >= 0 && runStart - k <= VALUE_REACH && !isRunCode(codeAt(s, k)) && !isLineCode(codeAt(s, k))) k--;
  if (
    k >= 0 &&
    runStart - k <= VALUE_REACH &&
    isRunCode(codeAt(s, k)) &&
    isBlankCode(codeAt(s, k + 1)) &&
    optionNameAt(s, k)
  ) {
    OPTION_OPERATOR[0] = k;
    return k;
  }
  return continuedOption(s, runStart);
}

/**
 * The name's end of an option before a continuation (`--password \`, `\n`, blanks) whose next line's value holds
 * the run at `runStart` (its lead, at most VALUE_LEAD, before it), or -1. A blank on either side of the continuation
 * parts the two words (the shell drops `\` and the line's end). Each walk is bounded: linear.
 */
function continuedOption(s: Codes, runStart: number): number {
  let j = runStart - 1;
  while (j >= 0 && runStart - j <= VALUE_LEAD && !isRunCode(codeAt(s, j)) && !isBlankCode(codeAt(s, j))) {
    if (isLineCode(codeAt(s, j))) break;
    j--;
  }
  const op = j;
  while (j >= 0 && op - j < CONTINUED_INDENT && isBlankCode(codeAt(s, j))) j--;
  if (j < 2 || codeAt(s, j) !== 10) return -1;
  const indented = j < op;
  j -= codeAt(s, j - 1) === 13 ? 2 : 1;
  if (codeAt(s, j) !== 92) return -1;
  const slash = j--;
  while (j >= 0 && slash - j <= VALUE_GAP && isBlankCode(codeAt(s, j))) j--;
  if ((j === slash - 1 && !indented) || j < 0 || !optionNameAt(s, j)) return -1;
  OPTION_OPERATOR[0] = op;
  return j;
}

/** An option's name (one or two dashes, a letter, OPTION_NAME_LEAST or more of its characters) ends at `k`, a run's start before it. */
function optionNameAt(s: Codes, k: number): boolean {
  let j = k;
  while (j >= 0 && k - j < OPTION_NAME_MOST && isOptionCode(codeAt(s, j))) j--;
  let d = j + 1;
  if (codeAt(s, d) !== 45) return false;
  d += codeAt(s, d + 1) === 45 ? 2 : 1;
  if (!isUpper(codeAt(s, d)) && !isLower(codeAt(s, d))) return false;
  if (k + 1 - d < OPTION_NAME_LEAST) return false;
  return j < 0 || !isRunCode(codeAt(s, j));
}

/** The run at `runStart` is the first of a MIN_VALUE_RUN-long value `valueSpan` reads after the operator at `op`. */
function firstRunOfValue(b: Uint8Array, runStart: number, op: number, n: number): boolean {
  if (op < 0 || runStart - op > VALUE_REACH) return false;
  valueSpan(b, op + 1, n, MIN_VALUE_RUN);
  const start = VALUE_SPAN[0]!;
  if (start > runStart || runStart - start > VALUE_LEAD || !assignedAfter(b, start, op)) return false;
  for (let j = start; j < runStart; j++) if ((CLS[b[j]!]! & C_RUN) !== 0) return false;
  return VALUE_SPAN[1]! - start >= MIN_VALUE_RUN;
}

/** Characters that end a value read plainly (not to a closing quote or its line's end). */
export function endsValue(c: number): boolean {
  return (
    c === 32 ||
    c === 9 ||
    c === 10 ||
    c === 13 ||
    c === 34 ||
    c === 39 ||
    c === 96 ||
    c === 59 ||
    c === 44 ||
    c === 60 ||
    c === 40 ||
    c === 41 ||
    c === 125 ||
    c === 93 ||
    c === 38 ||
    c === 92
  );
}

/** A text or its bytes (the lexer's projection: offsets are the text's). */
type Codes = Uint8Array | string;
const codeAt = (s: Codes, i: number): number => (typeof s === 'string' ? s.charCodeAt(i) : s[i]!);
const isBlankCode = (c: number) => c === 32 || c === 9;
const isLineCode = (c: number) => c === 10 || c === 13;

/** What `valueSpan` read: the value's start and end, and its flags (QUOTED, READ_TO_LINE_END). */
export const VALUE_SPAN = new Int32Array(3);
/** VALUE_SPAN[2]: a quote opened the value. */
export const QUOTED = 1;
/** VALUE_SPAN[2]: the value was read to its line's end (an env or a config line's). */
export const READ_TO_LINE_END = 2;

/**
 * The one reading of a keyed value's extent (lexer, scout and secrets.ts): the value after an operator at
 * `from - 1`, past blanks, `=`, `>` and an opening quote (at most 8 characters). A quoted value is read to
 * its closing quote on its line (a `\` escapes the next character; `''` is YAML's quote), when it holds
 * no blank: a password holds any mark (`"k9(z]…"`), prose in quotes is read to its first word as before.
 * An unquoted value on an env line (`KEY=…`) or a config line (`  key: …`, `key = …` whose line's rest is
 * one run and follows no open code structure: `configLine`; .ini, .properties, YAML) is read to a blank or
 * the line's end, less one closing `,` or `;` (code's). Any other value, or a quoted one not closed so, is
 * read plainly, to `endsValue`. At most `limit` characters of the value are
 * read. Sets VALUE_SPAN.
 */
export function valueSpan(s: Codes, from: number, n: number, limit: number): void {
  if (comparisonOrScope(s, from)) {
    VALUE_SPAN[0] = from;
    VALUE_SPAN[1] = from;
    VALUE_SPAN[2] = 0;
    return;
  }
  let i = from;
  let quote = 0;
  let escaped = false;
  let quoteAt = -1;
  let line = ownLineKey(s, from - 1);
  if (line === OWN_LINE && configLine(s, from, n)) line = CONFIG_LINE;
  while (i < n && i - from < VALUE_GAP) {
    const c = codeAt(s, i);
    // Past the opening quote all but a blank is the value's (`"=AiC…"`, `"'}#;…"`, YAML's `'''jQ…'`).
    if (quote !== 0) {
      if (c !== 32 && c !== 9) break;
    } else if (c === 34 || c === 39 || c === 96) {
      quote = c;
      quoteAt = i;
    } else if (c === 92 && codeAt(s, i + 1) === 34) escaped = true;
    // `=>`, `:=`: an operator's second mark, right after it (an env or config line's value starts at its
    // `=`: `DB_PASSWORD==AiC…`, `password=>ReA…`); a mark after a blank is the value's (`pwd = >~1^…`).
    else if (c !== 32 && c !== 9 && !((c === 61 || c === 62) && i === from && !toLineEnd(line))) break;
    i++;
  }
  let start = i;
  const bound = Math.min(n, start + limit);
  VALUE_SPAN[0] = start;
  VALUE_SPAN[2] = quote !== 0 || escaped ? 1 : 0;
  if (escaped) line = 0;
  if (quote !== 0) {
    const end = quotedEnd(s, start, bound, n, quote, escaped);
    const next = end >= 0 && end < bound ? codeAt(s, end + 1) : 32;
    // An env line's quote not closed on its line, or closed with more after it (`DB_PASSWORD='KM}…`,
    // `''bY…`): the whole line. A blank inside is prose's (`"$ENTRY_TOKEN_SEARCH Default"`): read plainly.
    // A closing `,` or `;` after the quote ends a member or a statement (`password: "…",`): the value is the quote's.
    const closedAlone = end + 1 >= n || isBlankCode(next) || isLineCode(next) || closingMark(s, end + 1, n);
    const whole = toLineEnd(line) && (end === UNCLOSED || (end >= 0 && !closedAlone));
    // A quote closed with a letter or a digit right after it (no code writes one there: `'8'S;[HwZK,…`,
    // `` `uj!`u:*2XV… ``) opens a drawn value: read plainly from the quote to its carrier's end when that
    // stretch is one (docs/screening.md, "Round 74 (secrets-r74)").
    if (end >= 0 && end < bound && end + 1 < n && !whole && isAlnum(codeAt(s, end + 1))) {
      const drawnEnd = carrierEnd(s, quoteAt, quoteAt, n, spacedField(s, from - 1));
      if (drawnEnd > end + 1 && drawnStretch(s, quoteAt, drawnEnd)) {
        VALUE_SPAN[0] = quoteAt;
        VALUE_SPAN[1] = drawnEnd;
        VALUE_SPAN[2] = 0;
        return;
      }
    }
    if (end >= 0 && !whole) {
      VALUE_SPAN[1] = end;
      return;
    }
    if (whole) {
      start = quoteAt;
      VALUE_SPAN[0] = start;
    } else line = 0;
  }
  // A value on an env line, or a config line's (`.ini`, `.properties`, a YAML plain scalar: `configLine`), is
  // read to the line's end; a quoted value not read to its quote is read plainly.
  if (toLineEnd(line)) {
    // The value holds quotes and any mark (`DB_PASSWORD=d0C+\`.V…`, `password = X+H(LA/E<WK…`).
    let j = start;
    while (j < bound) {
      const c = codeAt(s, j);
      if (isBlankCode(c) || isLineCode(c)) break;
      j++;
    }
    const last = j > start ? codeAt(s, j - 1) : 0;
    j = j < bound && (last === 44 || last === 59) ? j - 1 : j;
    // A config line's value that opens as code's word (`password.toHashes = true|false`) still ends there.
    VALUE_SPAN[1] = line === CONFIG_LINE ? Math.min(j, codeWordEnd(s, start, j, true)) : j;
    VALUE_SPAN[2] |= READ_TO_LINE_END;
    return;
  }
  // A name a build or cmd fills, read whole: its `,` is a substring's (`%DB_PASSWORD:~0,8%`).
  let j = Math.max(start, enclosedNameEnd(s, start));
  for (;;) {
    j = plainEnd(s, start, j, bound, n);
    // Read past `limit` (`firstRunOfValue` reads five characters): a drawn value's mark may come early.
    const more = j < n && j - start < limit + 1 ? drawnAfterMark(s, j, n) : 0;
    if (more === 0) break;
    j = more;
  }
  // A mark no rule above read past, after a stretch already drawn (`7LrPY,x_:6…`, `p2?@Gf7AtC,Bx`): the carrier's end.
  // A subscript's `[` after a code name (`PSzoGJ8[Q7e…`) is judged as a code name's stretch is, below.
  const subscript = j < n && codeAt(s, j) === 91;
  if (j < n && j - start < limit + 1 && (subscript || passableMark(codeAt(s, j)))) {
    const spaced = spacedField(s, from - 1);
    if (!subscript && drawnBefore(s, start, j)) j = carrierEnd(s, start, j, n, spaced);
    else {
      // Too short a stretch to judge (`V]…`, `yP;…`, or none: `)P@A!…`), or a code name's (`YLQO;!Lo…`): the
      // stretch to the carrier's end is judged whole; a code name's also holds what no chain of code names does.
      const end = carrierEnd(s, start, j, n, spaced);
      const short = !subscript && j - start <= SHORT_BEFORE;
      if (drawnStretch(s, start, end) && (short || uncodedIn(s, start, end))) j = end;
    }
  }
  // A drawn value that opens with a lower-case word then a mark (`vca:3r^'VAZe…`, `cbw:msoHP>d=#{pY`) is not
  // code's word: to its carrier's end it holds what no code writes (docs/screening.md, "Round 71 (secrets-r71)").
  const codeEnd = codeWordEnd(s, start, j);
  VALUE_SPAN[1] =
    codeEnd < j && !drawnFrom(s, start, from - 1) ? codeEnd : carrierBracketOut(s, start, j, from - 1);
}

/**
 * A value read plainly to `j` after a key that stands right after `[` or `(` (`[key=…]`, `(key: …).`) ends before
 * the last closer of that kind in its tail of closers that the carrier's text follows (`carrierClose`): the
 * carrier's, though the value opened a bracket before it (`Iak_e2Mn[KT$+Vl5]`, `IrL5vI[^Q%L%P_t).`;
 * docs/screening.md, "Round 74 (secrets-r74)"). Else `j`. At most MAX_KEY_BACK characters are read back.
 */
function carrierBracketOut(s: Codes, start: number, j: number, op: number): number {
  let k = op;
  const stop = Math.max(0, op - MAX_KEY_BACK);
  while (k > stop && isBlankCode(codeAt(s, k - 1))) k--;
  const keyEnd = k;
  while (k > stop && isKeyChar(codeAt(s, k - 1))) k--;
  if (k === keyEnd || k === 0) return j;
  const opener = codeAt(s, k - 1);
  const closer = opener === 91 ? 93 : opener === 40 ? 41 : 0;
  if (closer === 0) return j;
  for (let e = j; e > start && isTailCloser(codeAt(s, e - 1)); e--)
    if (codeAt(s, e - 1) === closer && carrierClose(s, e, s.length)) return e - 1;
  return j;
}

/**
 * `start` to `end` holds what no chain of code names writes (docs/screening.md, "Round 70 (secrets-r70)"): a rare
 * mark (`YLQO;!Lo…`), a letter right after a digit in one name's part (`PSzoGJ8[Q7e…`: `codeName` holds none), or
 * a closer of another opener's kind (`rntx0<){x(So…]`). Code a name opens (`_PassArg.from_obj(func)`,
 * `Win32::GetCwd()`, `Page<BetaAPIKey>`, `np.sin(2`) holds none. One pass over at most MARK_STRETCH characters
 * (a longer stretch is a minified line's, as `carrierEnd` reads it).
 */
function uncodedIn(s: Codes, start: number, end: number): boolean {
  if (end - start > OPENERS.length) return false;
  let digit = false;
  let depth = 0;
  for (let k = start; k < end; k++) {
    const c = codeAt(s, k);
    if (isRareMark(c)) return true;
    const letter = (c | 32) >= 97 && (c | 32) <= 122;
    if (letter && digit) return true;
    digit = (c >= 48 && c <= 57) || (digit && (c === 95 || c === 36));
    if (c === 40 || c === 91 || c === 123) OPENERS[depth++] = c === 40 ? 41 : c + 2;
    else if ((c === 41 || c === 93 || c === 125) && depth > 0 && OPENERS[--depth] !== c) return true;
  }
  return false;
}

/**
 * `start` to `end` holds a letter right after a digit (`Qw8zLp3…`): a drawn value's, not a name a writer spells
 * (`Base64`, `frac12`, `h2`; docs/screening.md, "Round 75 (secrets-r75)"). One pass.
 */
export function letterAfterDigit(s: Codes, start: number, end: number): boolean {
  for (let k = start + 1; k < end; k++) {
    const c = codeAt(s, k);
    const d = codeAt(s, k - 1);
    if (d >= 48 && d <= 57 && (c | 32) >= 97 && (c | 32) <= 122) return true;
  }
  return false;
}

/**
 * A whole value is one drawn value holding what no code writes (`drawnStretch` and `uncodedIn`): `AAza7(Mp*zpp`,
 * not `mock.Mock())`. The secret screener judges a secret's value under its entropy bar by it.
 */
export function drawnWhole(value: string): boolean {
  return drawnStretch(value, 0, value.length) && uncodedIn(value, 0, value.length);
}

/**
 * The key whose operator is at `op` stands after a blank that no `;` precedes (`connect host=… password=…`): its
 * carrier separates fields by blanks, so no next field's name holds one (`;gSJF user=` is the value's, not a
 * connection string's `;User Id=`). At most MAX_KEY_BACK characters are read back.
 */
function spacedField(s: Codes, op: number): boolean {
  let k = op;
  const stop = Math.max(0, op - MAX_KEY_BACK);
  while (k > stop && isBlankCode(codeAt(s, k - 1))) k--;
  const keyEnd = k;
  while (k > stop && isKeyChar(codeAt(s, k - 1))) k--;
  if (k === keyEnd || k === 0 || !isBlankCode(codeAt(s, k - 1))) return false;
  while (k > stop && isBlankCode(codeAt(s, k - 1))) k--;
  return k === 0 || codeAt(s, k - 1) !== 59;
}

/** How far back `spacedField` reads a key and the blanks before it. */
const MAX_KEY_BACK = 64;

/** A mark a value read plainly stopped at that the reading may pass: not a blank, a line, `"` or `\`. */
const passableMark = (c: number) => endsValue(c) && !isBlankCode(c) && !isLineCode(c) && c !== 34 && c !== 92;

/** The longest stretch before a mark too short to tell a drawn value from code by (`yP`, `GZE`, `w`). */
const SHORT_BEFORE = 3;
/** The shortest stretch judged whole (`drawnStretch`): a generated password's least length. */
const DRAWN_STRETCH = 8;

/**
 * `start` to `end` (a value and the carrier's end, `carrierEnd`) is one drawn value (docs/screening.md, "Round 69
 * (secrets-r69)"): DRAWN_STRETCH characters or more, three of capitals, small letters, digits and marks (or one
 * letter case and marks holding two different rare marks), and no word's part (`wordPartIn`). Code a short stretch opens (`e,salt`, `(e,t)=>{return`, `<%=ENV[…]%>`,
 * `(0,r.default)`, a pattern's `(?=.*[A-Z])`) holds a word, too few kinds or a class's range. One pass.
 */
function drawnStretch(s: Codes, start: number, end: number): boolean {
  if (end - start < DRAWN_STRETCH || wordPartIn(s, start, end)) return false;
  let kinds = 0;
  let rare = 0;
  for (let k = start; k < end; k++) {
    const c = codeAt(s, k);
    // A character class's range (`[A-Z]`, `[a-z0-9]`): a pattern's, not a drawn value's.
    if (
      c === 91 &&
      k + 3 < end &&
      codeAt(s, k + 2) === 45 &&
      isAlnum(codeAt(s, k + 1)) &&
      isAlnum(codeAt(s, k + 3))
    )
      return false;
    kinds |= c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : c >= 48 && c <= 57 ? 4 : 8;
    if (isRareMark(c)) rare |= 1 << RARE_BIT[c]!;
  }
  if (kinds === 7 || kinds === 11 || kinds === 13 || kinds === 14 || kinds === 15) return true;
  // Letters of one case and marks only (`([-K~P:QZT<%IM[A`): drawn when two different rare marks stand in it
  // (a name of one case in marks holds one, or repeats it: `*.TXT`, `%PATH%`; "Round 74 (secrets-r74)").
  return (kinds === 9 || kinds === 10) && (rare & (rare - 1)) !== 0;
}

/** Each rare mark's bit (`drawnStretch` counts the different ones). */
const RARE_BIT = new Uint8Array(128);
for (const [i, ch] of [...'!#%*?@^~|'].entries()) RARE_BIT[ch.charCodeAt(0)] = i;

/**
 * The value read plainly from `start` stopped at a mark at `j` after a stretch that is a drawn value's, not
 * code's (docs/screening.md, "Round 68 (secrets-r68)"): the mark is one the reading may pass (not a blank,
 * a line, a double quote or `\`), and the stretch before it is no code name (`e`, `salt`, `getpass`,
 * `self.token`: `codeName`) and mixes a letter with a digit, the two cases or a rare mark (`Kq9v`, `7LrPY`, `w#l@!`).
 */
function drawnBefore(s: Codes, start: number, j: number): boolean {
  if (j === start || codeName(s, start, j)) return false;
  let digit = false;
  let cases = 0;
  let rare = false;
  for (let k = start; k < j; k++) {
    const d = codeAt(s, k);
    if (d >= 48 && d <= 57) digit = true;
    else if (d >= 97 && d <= 122) cases |= 1;
    else if (d >= 65 && d <= 90) cases |= 2;
    else rare ||= isRareMark(d);
  }
  return cases === 3 || (cases !== 0 && (digit || rare));
}

/** A mark no name, path or number holds (`! # % * ? @ ^ ~ |`): a drawn value's. */
const isRareMark = (c: number) =>
  c === 33 || c === 35 || c === 37 || c === 42 || c === 63 || c === 64 || c === 94 || c === 126 || c === 124;

/**
 * Where the carrier ends a drawn value read on from a mark at `j` (`drawnBefore`): at the stretch's end (a
 * blank, a line, a double quote, `\` or the text's end) less its tail of closers (`…]`, `…).`, `…',`), or
 * earlier at a next field (`&user=`, `;User Id=`, `,salt:`: a mark then a name then `=` or `:`), an entity
 * (`&amp;`) or a tag (`</td>`, `<br>`). Code is not read into: a word's part of five letters of one case (`Object`, `LIBRARY`), or a
 * stretch longer than MARK_STRETCH (a minified line's), leaves the value at `j`. One pass over at most
 * MARK_STRETCH characters.
 */
function carrierEnd(s: Codes, start: number, j: number, n: number, spaced: boolean): number {
  const bound = Math.min(n, start + MARK_STRETCH);
  // Whether the stretch from `start` to its blank is one drawn value: read once, when a short name asks.
  let whole = -1;
  const drawnName = (at: number) => {
    if (!shortCapitalName(s, at, bound)) return false;
    if (whole < 0) whole = drawnToBlank(s, start, bound, n) ? 1 : 0;
    return whole === 1;
  };
  let end = j;
  for (; end < bound; end++) {
    const c = codeAt(s, end);
    if (isBlankCode(c) || isLineCode(c) || c === 34 || c === 92) break;
    if ((c === 59 || c === 44) && nextKeyAt(s, end + 1, bound, c === 59 && !spaced) && !drawnName(end + 1))
      break;
    // A query's next field or an entity (`&user=`, `&amp;`), a tag (`</td>`, `<br>`): as `plainEnd` reads them.
    // A drawn value's `<=` (`x9|roe2<=P+9`) compares nothing: only a tag's `<` ends it here.
    if (c === 38 && nextField(s, end + 1, n, true) && !drawnName(end + 1)) break;
    if (c === 60 && codeAt(s, end + 1) !== 61 && tagAt(s, end + 1, n) && !drawnName(end + 1)) break;
  }
  if (end >= bound && bound < n) {
    const c = codeAt(s, bound);
    if (!isBlankCode(c) && !isLineCode(c) && c !== 34 && c !== 92) return j;
  }
  if (wordPartIn(s, j, end)) return j;
  while (end > j && isTailCloser(codeAt(s, end - 1))) end--;
  return Math.max(j, end);
}

/**
 * At `at` a name of DRAWN_NAME characters or fewer holding a capital, then no key character (`Pdc=`, `GXK=`,
 * `JB4:`, a tag's `Y>`): a next field's or a tag's shape a drawn value holds as often as a carrier writes it
 * (docs/screening.md, "Round 72 (secrets-r72)"). Written names are lower case (`&user=`, `<td>`) or longer
 * (`;Port=`, `;User Id=`).
 */
function shortCapitalName(s: Codes, at: number, bound: number): boolean {
  let capital = false;
  let k = at;
  for (; k < bound && k - at <= DRAWN_NAME && isKeyChar(codeAt(s, k)); k++) {
    const c = codeAt(s, k);
    capital ||= c >= 65 && c <= 90;
  }
  return capital && k > at && k - at <= DRAWN_NAME;
}

/**
 * From `start` to its first blank, line, double quote or `\` (before `bound`) stands one drawn value
 * (`drawnStretch`) holding what no code writes (`uncodedIn`): `,V&Pdc=5nbuiKTlp`, `v9<Y>Ek3~};5zTkW`. One pass.
 */
function drawnToBlank(s: Codes, start: number, bound: number, n: number): boolean {
  let e = start;
  while (e < bound) {
    const c = codeAt(s, e);
    if (isBlankCode(c) || isLineCode(c) || c === 34 || c === 92) break;
    e++;
  }
  if (e >= bound && bound < n) return false;
  while (e > start && isTailCloser(codeAt(s, e - 1))) e--;
  return drawnStretch(s, start, e) && uncodedIn(s, start, e);
}

/** The fewest letters of one case (a capital before lower case counted) that make a word's part. */
const WORD_PART = 5;

/**
 * `start` to `end` holds a word's part: WORD_PART letters of one case in a row, a capital before lower case
 * counted (`Object`, `LIBRARY`, `hashed`), a lower-case one holding a vowel: a drawn value seldom holds one,
 * code and prose do.
 */
export function wordPartIn(s: Codes, start: number, end: number): boolean {
  let run = 0;
  let runCase = 0;
  let vowelAt = -1;
  for (let k = start; k < end; k++) {
    const c = codeAt(s, k);
    const now = c >= 97 && c <= 122 ? 1 : c >= 65 && c <= 90 ? 2 : 0;
    run = now === 0 ? 0 : now === runCase || (run === 1 && runCase === 2) ? run + 1 : 1;
    runCase = now;
    if (now !== 0 && VOWELS.has(c | 32)) vowelAt = k;
    // A lower-case run is a word's only with a vowel in it (`Fmjpz`, `Wrnqd` are drawn); capitals may spell
    // an acronym (`HTTPS`). Docs: docs/screening.md, "Round 71 (secrets-r71)".
    if (run >= WORD_PART && (runCase === 2 || vowelAt > k - run)) return true;
  }
  return false;
}

/** The vowels a written word's lower-case run holds one of (`y` counted: `crypt`, `sync`). */
const VOWELS: ReadonlySet<number> = new Set([97, 101, 105, 111, 117, 121]);

/**
 * From `at`: a next field or member: a name then `=` (`joined`, after a connection string's `;`: words joined by
 * one blank, `User Id=`), or a code name of CODE_WORD characters or more then `:` (`salt:`; a drawn value's `x_:`
 * is its own).
 */
function nextKeyAt(s: Codes, at: number, bound: number, joined: boolean): boolean {
  let k = at;
  for (; k < bound; k++) {
    const c = codeAt(s, k);
    if (!isKeyChar(c) && !(c === 32 && joined && k > at && isKeyChar(codeAt(s, k - 1)))) break;
  }
  if (k === at || k >= bound) return false;
  const e = codeAt(s, k);
  if (e === 61) return !drawnField(s, at, k);
  // `crtc2::U` is a scope's, no member's `:`.
  return (
    e === 58 && codeAt(s, k + 1) !== 58 && k - at >= CODE_WORD && codeName(s, at, k) && !drawnField(s, at, k)
  );
}

/** The longest name `drawnField` reads as a drawn value's piece when a rare mark follows its operator. */
const DRAWN_NAME = 3;

/**
 * A next field's shape inside a drawn value (docs/screening.md, "Round 71 (secrets-r71)"): the name from `at` to
 * the operator at `k` mixes cases and holds a letter right after a digit (`UF7l=`; `md5sum=` is a name's), or is DRAWN_NAME characters or fewer and a rare mark stands in
 * what follows up to a blank, a line or a double quote (`,SD=U|_'89`, `;Dg=~d.wT@()`). A field's name and value
 * are written (`&user=app`, `;User Id=app`, `;Port=5432`). At most MARK_STRETCH characters are read.
 */
function drawnField(s: Codes, at: number, k: number): boolean {
  let digit = false;
  let afterDigit = false;
  let cases = 0;
  for (let j = at; j < k; j++) {
    const c = codeAt(s, j);
    const letter = (c | 32) >= 97 && (c | 32) <= 122;
    afterDigit ||= letter && digit;
    if (letter) cases |= c >= 97 ? 1 : 2;
    digit = c >= 48 && c <= 57;
  }
  if (afterDigit && cases === 3) return true;
  if (k - at > DRAWN_NAME) return false;
  const stop = Math.min(s.length, k + 1 + MARK_STRETCH);
  for (let j = k + 1; j < stop; j++) {
    const c = codeAt(s, j);
    if (isBlankCode(c) || isLineCode(c) || c === 34) return false;
    if (isRareMark(c)) return true;
  }
  return false;
}

/** A closer a field's tail holds (`fieldEnds`, `carrierEnd`): `' " \` ) ] } ; , . >`. */
const isTailCloser = (c: number) =>
  c === 39 ||
  c === 34 ||
  c === 96 ||
  c === 41 ||
  c === 93 ||
  c === 125 ||
  c === 59 ||
  c === 44 ||
  c === 46 ||
  c === 62;

/**
 * Where a value read plainly from `start` ends, reading on from `j`: at `endsValue`, but a bracket, `<` or
 * `&` ends it only where its carrier does (docs/screening.md, "Round 65 (secrets-r65)"): a closing bracket
 * the value did not open that closes the carrier's (`[password=…]`, `(token: …).`: `carrierClose`), a tag
 * (`…</td>`: `tagAt`), the next field of a query (`…&user=x`: `nextField`, after any of these marks), a
 * call's `(` after a code name (`getpass(`). Elsewhere they are a drawn password's (`Kq9v&Lm27`, `aB!x(Lm27`, `Kq9v]Lm27`). One pass: each
 * look ahead stops at the first character that is no name's, so a character is read at most twice.
 */
function plainEnd(s: Codes, start: number, from: number, bound: number, n: number): number {
  let j = from;
  let depth = 0;
  for (; j < bound; j++) {
    const c = codeAt(s, j);
    if (!endsValue(c)) {
      // A subscript after a code name is code's (`tokens[length - 1]`, `self.start[len(p) :]`).
      if (c === 91 && j > start && depth === 0 && codeName(s, from, j)) return j;
      if (c === 91 || c === 123) depth++;
      continue;
    }
    if (j === start) return j;
    if (c === 40) {
      if (codeName(s, from, j) || nextField(s, j + 1, n, false)) return j;
      depth++;
    } else if (c === 41 || c === 93 || c === 125) {
      if (depth > 0) depth--;
      else if (carrierClose(s, j + 1, n) || nextField(s, j + 1, n, false)) return j;
    } else if (c === 38) {
      if (nextField(s, j + 1, n, true)) return j;
    } else if (c === 60) {
      // A generic type's `<` after a code name (`Omit<TokenHandlerOptions, …>`) is code's too, when a type's
      // argument opens after it (`RhsS<-:…` is a drawn value's: "Round 75 (secrets-r75)").
      if (
        nextField(s, j + 1, n, false) ||
        tagAt(s, j + 1, n) ||
        (codeName(s, from, j) && typeArgumentAt(s, j + 1, n))
      )
        return j;
    } else return j;
  }
  return j;
}

/**
 * At `at`, after a code name's `<`, a type's argument opens (`Vec<_>`, `Map<K, V>`, `get<0>`, `List<?>`,
 * `Foo<>`, `Box<&str>`, `Dictionary<,>`, `Foo<{ a: 1 }>`): a letter, a digit, a blank or one of `_ $ ? > [ { ( ' " & * ,`.
 * `-`, `:` and the rare marks open none (`RhsS<-:zqAdd`).
 */
function typeArgumentAt(s: Codes, at: number, n: number): boolean {
  if (at >= n) return true;
  const c = codeAt(s, at);
  return (
    isAlnum(c) || isBlankCode(c) || isLineCode(c) || TYPE_ARGUMENT_OPENERS.includes(String.fromCharCode(c))
  );
}
const TYPE_ARGUMENT_OPENERS = '_$?>[{(\'"&*,';

/**
 * The value so far (`start` to `end`) is a name code calls (`getpass`, `os.getenv`, `hashlib.sha256`): a name,
 * dotted, whose parts hold no letter after a digit (a drawn run's `Kq9v` does: read on).
 */
function codeName(s: Codes, start: number, end: number): boolean {
  let digit = false;
  for (let k = start; k < end; k++) {
    const c = codeAt(s, k);
    const letter = (c | 32) >= 97 && (c | 32) <= 122;
    // Parts join at `.`, `::` and `->` (`Cwd::getcwd`, `$item->getCasId`).
    const joint =
      c === 46 ||
      (c === 58 && (codeAt(s, k + 1) === 58 || codeAt(s, k - 1) === 58)) ||
      (c === 45 && codeAt(s, k + 1) === 62) ||
      (c === 62 && codeAt(s, k - 1) === 45);
    if (k === start ? !letter && c !== 95 && c !== 36 : !letter && !isNameDigit(c) && !joint) return false;
    if (letter && digit) return false;
    digit = joint ? false : digit || (c >= 48 && c <= 57);
  }
  return end > start;
}

const isNameDigit = (c: number) => (c >= 48 && c <= 57) || c === 95 || c === 36;

/**
 * After a closing bracket the value did not open: the carrier's when its text ends, a blank, a line, a quote,
 * another closer or a mark that ends a sentence, a member or a field follows (`[password=…],`, `(token: …).`).
 */
function carrierClose(s: Codes, at: number, n: number): boolean {
  if (at >= n) return true;
  const c = codeAt(s, at);
  return (
    isBlankCode(c) ||
    isLineCode(c) ||
    c === 34 ||
    c === 39 ||
    c === 96 ||
    c === 92 ||
    c === 41 ||
    c === 93 ||
    c === 125 ||
    c === 44 ||
    c === 59 ||
    c === 46 ||
    c === 58 ||
    c === 38 ||
    c === 60 ||
    c === 47
  );
}

/** The longest name looked ahead at after `&` or `<`. */
const FIELD_NAME = 64;

/**
 * After a mark: the next field (`user=`: a name then `=`; after `&` (`amp`) also a form's `user[` or an
 * entity's `amp;`), or a blank, the shell's `&` or the text's end. A drawn password's mark is followed by
 * more of it (`&Lm27…`).
 */
function nextField(s: Codes, at: number, n: number, amp: boolean): boolean {
  if (at >= n) return true;
  const c = codeAt(s, at);
  if (isBlankCode(c) || isLineCode(c) || c === 38) return true;
  let k = at;
  const stop = Math.min(n, at + FIELD_NAME);
  while (k < stop && isKeyChar(codeAt(s, k))) k++;
  if (k === at || k >= n) return false;
  const e = codeAt(s, k);
  // An entity's or a form's name opens with a letter (`&amp;`, `user[`); a drawn value's `&-bAt;`, `&3pp-i[` does
  // not, nor holds a letter right after a digit (`&Qw8zLp3…;`: "Round 75 (secrets-r75)").
  const first = codeAt(s, at) | 32;
  if (e === 61) return true;
  return amp && (e === 59 || e === 91) && first >= 97 && first <= 122 && !letterAfterDigit(s, at, k);
}

/**
 * After `<`: a tag (`</td>`, `<br>`, `<br/>`, `<!--`, `<!DOCTYPE html`, `<?xml `, `<b class=…`, `<Button>`: a name
 * of one case after its first letter, digits at its end, then `>`, `/>` or a blank; a closing tag's name then
 * `>`), a comparison or a redirect (`<` then a blank, `=` or the text's end). A drawn value's `</tyI&`, `<v/c[`,
 * `<!x` or `<?9` is none (docs/screening.md, "Round 69 (secrets-r69)").
 */
function tagAt(s: Codes, at: number, n: number): boolean {
  if (at >= n) return true;
  const c = codeAt(s, at);
  if (c === 61 || isBlankCode(c) || isLineCode(c)) return true;
  if (c === 47) {
    const k = tagNameEnd(s, at + 1, n);
    return k > at + 1 && (k >= n || codeAt(s, k) === 62);
  }
  if (c === 33) {
    const d = codeAt(s, at + 1);
    if ((d === 45 && codeAt(s, at + 2) === 45) || d === 91 || at + 1 >= n) return true;
    const k = tagNameEnd(s, at + 1, n);
    return k > at + 1 && (k >= n || isBlankCode(codeAt(s, k)) || isLineCode(codeAt(s, k)));
  }
  if (c === 63) {
    const k = tagNameEnd(s, at + 1, n);
    return at + 1 >= n || (k > at + 1 && (k >= n || isBlankCode(codeAt(s, k)) || isLineCode(codeAt(s, k))));
  }
  const k = tagNameEnd(s, at, n);
  if (k === at || k === -1) return false;
  if (k >= n) return true;
  const e = codeAt(s, k);
  return e === 62 || (e === 47 && (k + 1 >= n || codeAt(s, k + 1) === 62)) || isBlankCode(e) || isLineCode(e);
}

/**
 * The end of a tag's name at `at`: letters of one case after the first (a capital first is a component's:
 * `<Button>`), digits at its end (`h2`); `at` when none, -1 when the cases mix or a letter follows a digit
 * (a drawn value's). At most FIELD_NAME characters are read.
 */
function tagNameEnd(s: Codes, at: number, n: number): number {
  const stop = Math.min(n, at + FIELD_NAME);
  let cases = 0;
  let digit = false;
  let k = at;
  for (; k < stop; k++) {
    const d = codeAt(s, k);
    if (d >= 48 && d <= 57 && k > at) digit = true;
    else if ((d >= 97 && d <= 122) || (d >= 65 && d <= 90)) {
      if (digit) return -1;
      if (k > at) cases |= d >= 97 ? 1 : 2;
    } else break;
  }
  return cases === 3 ? -1 : k;
}

/**
 * After a `,`, `;`, `'` or `` ` `` that ended a value read plainly at `mark`, where the value goes on when the
 * mark is a drawn password's (`Password=Kq9v/x7,Rt2Lm;`, `pwd=Kq9v'x7:Rt2Lm user=app`): the field's end
 * (only closers then a blank, a line or the text's end: `fieldEnds`) or a next key (`password=pw;user=u`,
 * `.codicon-pass:before,.codicon-x:`: a name then `=` or `:`) ends it, and so does code: a code name (after at most two of `! ~ + - .`) then
 * `(` or `[` (`password=e;Object.assign(`, `;!function(`, `'….split(`), or a name of one word or of joined
 * parts then the field's end (`{password:e,salt}`, `` token:t`Bearer` ``, `;return}`, `['LIBRARY_PATH',`,
 * `` `~botocore.credentials.Credentials` ``). Else the value goes on to the stretch's end (the next
 * `endsValue`). Returns that end, or 0.
 */
function drawnAfterMark(s: Codes, mark: number, n: number): number {
  const m = codeAt(s, mark);
  if (m !== 44 && m !== 59 && m !== 39 && m !== 96) return 0;
  const at = mark + 1;
  if (fieldEnds(s, at, n)) return 0;
  const bound = Math.min(n, at + MARK_STRETCH);
  let lead = at;
  while (lead < bound && lead - at < 2 && isLeadMark(codeAt(s, lead))) lead++;
  let name = lead;
  while (name < bound && isKeyChar(codeAt(s, name))) name++;
  const after = name < n ? codeAt(s, name) : 32;
  if (name > lead && (after === 61 || after === 58) && !drawnField(s, lead, name)) return 0;
  if (name > lead && (after === 40 || after === 91) && codeName(s, lead, name)) return 0;
  let j = at;
  let alnum = false;
  for (; j < bound; j++) {
    const c = codeAt(s, j);
    if (endsValue(c)) break;
    alnum ||= isKeyChar(c) && c !== 45 && c !== 46;
  }
  if (!alnum || (name === j && codeWord(s, lead, j) && fieldEnds(s, j, n))) return 0;
  return j;
}

/** A code name that is one word or joins its parts (`salt`, `LIBRARY_PATH`, `botocore.credentials.Credentials`). */
function codeWord(s: Codes, at: number, end: number): boolean {
  if (!codeName(s, at, end)) return false;
  if (wordShaped(s, at, end)) return true;
  for (let k = at; k < end; k++) if (codeAt(s, k) === 46 || codeAt(s, k) === 95) return true;
  return false;
}

/** `drawnAfterMark`: a mark code writes before a name (`!function(`, `++i`, `~x`, `.split(`). */
const isLeadMark = (c: number) => c === 33 || c === 126 || c === 43 || c === 45 || c === 46;

/**
 * From `at` only closers (`' " \` ) ] } ; , . >`, at most MARK_STRETCH) then a blank, a line or the text's
 * end: where a field of a line ends (`…');`, `…',`, `…]`).
 */
function fieldEnds(s: Codes, at: number, n: number): boolean {
  const bound = Math.min(n, at + MARK_STRETCH);
  let k = at;
  for (; k < bound; k++) {
    const c = codeAt(s, k);
    if (isBlankCode(c) || isLineCode(c)) return true;
    if (!isTailCloser(c)) return false;
  }
  return k >= n;
}

/** `at` to `end` is one word: letters of one case after the first, then digits (`salt`, `Bearer`, `base64`, `e`). */
function wordShaped(s: Codes, at: number, end: number): boolean {
  let cases = 0;
  let digit = false;
  for (let k = at; k < end; k++) {
    const c = codeAt(s, k);
    if (c >= 48 && c <= 57) digit = true;
    else if (digit || !((c | 32) >= 97 && (c | 32) <= 122)) return false;
    else if (k > at) cases |= c >= 97 ? 1 : 2;
  }
  return cases !== 3;
}

/** The farthest a value read plainly is read past a mark (`drawnAfterMark`). */
const MARK_STRETCH = 64;
/** `uncodedIn`'s stack of the closers its open brackets want: a stretch judged holds at most MARK_STRETCH. */
const OPENERS = new Uint8Array(MARK_STRETCH);

/** A `,` or `;` at `at` that ends its line (blanks aside) or the text. */
function closingMark(s: Codes, at: number, n: number): boolean {
  const c = codeAt(s, at);
  if (c !== 44 && c !== 59) return false;
  let j = at + 1;
  while (j < n && isBlankCode(codeAt(s, j))) j++;
  return j >= n || isLineCode(codeAt(s, j));
}

/**
 * The operator at `from - 1` is a scope's `::` (`TokenStream::expand_expr`, `Passing ::cudaMemcpyDefault`)
 * or a comparison's `==`/`!=` (`t.tokenize==y`): no key's operator, so no value after it.
 */
function comparisonOrScope(s: Codes, from: number): boolean {
  const op = codeAt(s, from - 1);
  const before = from >= 2 ? codeAt(s, from - 2) : 0;
  if (op === 58) return codeAt(s, from) === 58 || before === 58;
  if (op !== 61) return false;
  // A key on a line of its own may take `==` as its operator and its value's first mark (`DB_PASSWORD==AiC…`).
  if (before === 61) return ownLineKey(s, from - 2) === 0 && !drawnFrom(s, from, from - 2);
  // Elsewhere `==` compares, unless what follows it is a drawn value's (`password==nIddx9,Sno!mV(0`).
  return (
    before === 33 ||
    (codeAt(s, from) === 61 && ownLineKey(s, from - 1) === 0 && !drawnFrom(s, from + 1, from - 1))
  );
}

/**
 * From `at` to its carrier's end (`carrierEnd`) stands one drawn value (`drawnStretch`) holding what no code
 * writes (`uncodedIn`): after a key's `=` and one more, a password that opens with `=` (docs/screening.md,
 * "Round 71 (secrets-r71)"), not a comparison's right side (`t.tokenize==y`, `a==b?x:y`).
 */
function drawnFrom(s: Codes, at: number, op: number): boolean {
  const end = carrierEnd(s, at, at, s.length, spacedField(s, op));
  return drawnStretch(s, at, end) && uncodedIn(s, at, end);
}

/** Fewest lower-case letters before a code mark for a value read plainly to be code's word (`nextgroup=@…`). */
const CODE_WORD = 3;

/**
 * A value read plainly that opens with a lower-case word (a password's first letters are seldom all lower
 * case: the .ini carrier's recall is kept) then `=`, `:`, `{`, `|` or `?.` is code's, CSS's
 * or a list's (`nextgroup=@sudoers…`, `before{content:`, `true|false`, `eli:x:2098:…`, `options?.token`):
 * it ends after that word. Else `end`.
 */
function codeWordEnd(s: Codes, start: number, end: number, config = false): number {
  let k = start;
  while (k < end && isLowerCode(codeAt(s, k))) k++;
  if (k - start < CODE_WORD || k >= end) return end;
  const c = codeAt(s, k);
  const dotted = c === 63 && codeAt(s, k + 1) === 46;
  const tell = c === 61 || c === 58 || c === 123 || c === 124 || dotted;
  if (!tell) return end;
  // A config line's value (a whole line, read as one run) is code's only when a lower-case word follows
  // the mark too (`true|false`); a drawn one mixes case or marks there (`jco{gbZN…`, `vca:3r^…`).
  return !config || lowerWordAt(s, k + (dotted ? 2 : 1)) ? k : end;
}

/**
 * A word of lower-case letters at `at`, ending at a character that is no letter (read past a caller's
 * `limit`: `firstRunOfValue` reads five characters of a value).
 */
function lowerWordAt(s: Codes, at: number): boolean {
  const n = Math.min(s.length, at + CONFIG_REACH);
  let k = at;
  while (k < n && isLowerCode(codeAt(s, k))) k++;
  if (k === at) return false;
  const c = k < n ? codeAt(s, k) | 32 : 0;
  return !(c >= 97 && c <= 122);
}

const isLowerCode = (c: number) => c >= 97 && c <= 122;

/**
 * Where a quoted value opened by `quote` (escaped: by `\"`) closes, or `bound` when it runs on that far; -1
 * when a blank or a line's end comes first (prose, or no value of one piece).
 */
function quotedEnd(
  s: Codes,
  start: number,
  bound: number,
  n: number,
  quote: number,
  escaped: boolean,
): number {
  for (let j = start; j < bound; j++) {
    const c = codeAt(s, j);
    if (isBlankCode(c)) return -1;
    if (isLineCode(c)) return UNCLOSED;
    if (c === 92) {
      const e = codeAt(s, j + 1);
      if (escaped && e === 34) return j;
      // A JSON string's `\n`, `\t`, `\r` is a blank written escaped (`{\"username\":\"u\",\n\"password…`).
      if (e === 110 || e === 116 || e === 114) return -1;
      j++;
    } else if (c === quote) {
      if (quote !== 39 || j + 1 >= n || codeAt(s, j + 1) !== 39) return j;
      j++;
    }
  }
  return bound;
}

/** The farthest a config line's value is looked along for its line's end (a longer one is read plainly). */
const CONFIG_REACH = 512;
/** How far back the line before a key's line is looked for (blank lines between them). */
const CONFIG_BACK = 256;

/**
 * The value at `start`, after a key that opens its line (`ownLineKey`'s OWN_LINE), is a config file's
 * (`.ini`, `.properties`, a YAML plain scalar): the rest of its line is one blank-free run (trailing blanks
 * aside), and the line before the key's does not leave code's structure open: it ends in none of
 * `( , [ { ;` `\` (a call's or a literal's arguments, a statement, a continued line: keyword arguments on
 * lines of their own, `    password=pw,`, look the same). A text's first line has no line before it.
 */
function configLine(s: Codes, from: number, n: number): boolean {
  let start = from;
  while (start < n && start - from < 8 && isBlankCode(codeAt(s, start))) start++;
  const reach = Math.min(n, start + CONFIG_REACH);
  let j = start;
  while (j < reach && !isBlankCode(codeAt(s, j)) && !isLineCode(codeAt(s, j))) j++;
  if (j === start) return false;
  while (j < reach && isBlankCode(codeAt(s, j))) j++;
  if (j < n && (j >= reach || !isLineCode(codeAt(s, j)))) return false;
  let k = KEY_LINE_AT;
  const stop = k - CONFIG_BACK;
  while (k >= 0 && k > stop && (isBlankCode(codeAt(s, k)) || isLineCode(codeAt(s, k)))) k--;
  if (k < 0) return true;
  if (k <= stop) return false;
  const c = codeAt(s, k);
  return c !== 40 && c !== 44 && c !== 91 && c !== 123 && c !== 59 && c !== 92;
}

/** `ownLineKey`'s scratch: where the line before the key's ends (its line break), or -1 at a text's start. */
let KEY_LINE_AT = -1;

/** `quotedEnd`: the line ended before the quote closed. */
const UNCLOSED = -2;
const OWN_LINE = 1;
/** `KEY=…`: an upper-case name right before `=` (an env file's, a shell's). */
const ENV_LINE = 2;
/** An own line's key whose value is a config file's (`configLine`): read to its line's end as an env line's. */
const CONFIG_LINE = 3;
const toLineEnd = (line: number) => line === ENV_LINE || line === CONFIG_LINE;

/**
 * The operator at `op` (`=` or `:`) follows a key that opens its line (after blanks or `export `): OWN_LINE,
 * ENV_LINE for an env file's `KEY=`, else 0.
 */
function ownLineKey(s: Codes, op: number): number {
  const o = op >= 0 ? codeAt(s, op) : 0;
  // `Pass::get(…)`: a scope, not a key's operator.
  if ((o !== 61 && o !== 58) || (o === 58 && codeAt(s, op + 1) === 58)) return 0;
  let j = op - 1;
  while (j >= 0 && op - j <= 4 && isBlankCode(codeAt(s, j))) j--;
  const keyEnd = j;
  let upper = o === 61 && keyEnd === op - 1;
  while (j >= 0 && keyEnd - j < 64 && isKeyChar(codeAt(s, j))) {
    const c = codeAt(s, j);
    if (c >= 97 && c <= 122) upper = false;
    j--;
  }
  if (j === keyEnd) return 0;
  if (j >= 6 && codeAt(s, j) === 32 && codeAt(s, j - 6) === 101 && exportAt(s, j - 6)) j -= 7;
  while (j >= 0 && keyEnd - j < 128 && isBlankCode(codeAt(s, j))) j--;
  if (j >= 0 && !isLineCode(codeAt(s, j))) return 0;
  KEY_LINE_AT = j;
  return upper ? ENV_LINE : OWN_LINE;
}

/** `export` at `at`: a shell's env line. */
function exportAt(s: Codes, at: number): boolean {
  const word = 'export';
  for (let k = 0; k < word.length; k++) if (codeAt(s, at + k) !== word.charCodeAt(k)) return false;
  return true;
}

/**
 * After a closing quote: optional spaces, then `+` (or `.` / `..` string concatenation), or a line
 * break and the next literal (adjacent literals concatenate in Python and C), or a `\` before the
 * break (C's continued line, round 23).
 */
export function concatFollows(b: Uint8Array, from: number, n: number): boolean {
  // As far as the split-token join steps over (a continued line's indentation): 24 characters.
  const end = Math.min(n, from + 24);
  let lines = false;
  for (let j = from; j < end; j++) {
    const c = b[j]!;
    if (c === 10 || c === 13) lines = true;
    else if (c === 92 && !lines && continuationFollows(b, j + 1, n)) lines = true;
    else if (c !== 32 && c !== 9) return c === 43 || c === 46 || (lines && (c === 34 || c === 39));
  }
  return false;
}

/**
 * A run ending at `e` may go on in the next fragment: at a line break, a quote a concatenation or another
 * value follows, `;` (a shell's next assignment), or a backslash that continues the line.
 */
export function splitAfter(b: Uint8Array, e: number, n: number): boolean {
  const c = b[e]!;
  const k = CLS[c]!;
  return (
    (k & C_LINE) !== 0 ||
    ((k & C_QUOTE) !== 0 && (concatFollows(b, e + 1, n) || valueFollows(b, e + 1, n))) ||
    c === 59 ||
    (c === 92 && continuationFollows(b, e + 1, n)) ||
    ((c === 32 || c === 124) && cellEndsRow(b, e, n))
  );
}

/** A Markdown table's cell ends at `e` and its row after it (` |` then the line's end): the next row may go on. */
export function cellEndsRow(b: Uint8Array, e: number, n: number): boolean {
  let j = e;
  while (j < n && j - e < 4 && b[j] === 32) j++;
  if (b[j] !== 124) return false;
  j++;
  while (j < n && j - e < 8 && (b[j] === 32 || b[j] === 9 || b[j] === 13)) j++;
  return j >= n || b[j] === 10;
}

/**
 * A literal's closing quote at `from - 1` is followed by another value's separator (`"ghp_ab", "cd…"`,
 * `'ghp_ab'}cd…` in a template, `"ghp_ab"); B=…`): a program or a reader may join the values (round 25).
 */
export function valueFollows(b: Uint8Array, from: number, n: number): boolean {
  for (let j = from; j < n && j - from < 4; j++) {
    const c = b[j]!;
    if (c !== 32 && c !== 9) return c === 44 || c === 59 || c === 125 || c === 41;
  }
  return false;
}

/**
 * A backslash at `from - 1` continues the line (a shell's or a C string's `\` before the break): a token
 * split there is read joined, as the reader of the script joins it.
 */
export function continuationFollows(b: Uint8Array, from: number, n: number): boolean {
  const end = Math.min(n, from + 4);
  for (let j = from; j < end; j++) {
    const c = b[j]!;
    if (c === 10) return true;
    if (c !== 13 && c !== 32 && c !== 9) return false;
  }
  return false;
}

/** A character of a key name (`db.password`, `api-key`, `AWS_SECRET`). */
export function isKeyChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46
  );
}

/** What lies between a key and its operator: `=:>!?|` operator characters, spaces, quotes, escapes. */
export function isKeyGap(c: number): boolean {
  return (
    c === 61 ||
    c === 58 ||
    c === 62 ||
    c === 33 ||
    c === 63 ||
    c === 124 ||
    c === 32 ||
    c === 9 ||
    c === 34 ||
    c === 39 ||
    c === 96 ||
    c === 92
  );
}
