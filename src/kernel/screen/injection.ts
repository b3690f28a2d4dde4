// The injection screener: does this result address the model rather than the user? It opens short
// windows around anchor words and markers (found by the lexer's single pass), weighs the signals in
// them (injection-signals.ts), discounts quotation and discussion, adds evidence of hiding (tag
// characters, invisibles, homoglyphs, comments, encodings) and quarantines at a total of 1.0.
import { L, LEXICONS } from './injection-lexicon.js';
import {
  ANCHOR_WORDS,
  CJK_SIGNALS,
  DAMPEN,
  DECODED_PAYLOAD_WEIGHT,
  type Family,
  HIDDEN,
  HUMAN_AND_ASSISTANT,
  LITERAL_SIGNALS,
  MARKER_SIGNALS,
  NON_ASCII_ANCHORS,
  PHRASE_SIGNALS,
  type PhraseSignal,
  ROLE_LABEL_WEIGHTS,
  THRESHOLD,
  TOPIC_TERMS,
  URL_EXFIL_WEIGHT,
  VOCATIVE_WEIGHT,
  FAMILY_CAP,
  FAMILY_SECONDARY,
} from './injection-signals.js';
import { MARK_BANG, MARK_BRACE, MARK_BRACKET, MARK_HASH, MARK_LT, MARK_NEWLINE, MARK_PIPE } from './lexer.js';
import { rot13 } from './normalise.js';
import type { Finding } from './types.js';
import { buildView, type ScreenView } from './view.js';

export interface InjectionHit {
  rule: Family;
  score: number;
}

/** Per-family scores of one text: what the screener weighed (for tests, the bench and tuning). */
export type Scores = Map<Family, number>;

/** Signal id -> strongest weight, per family, while a text is weighed. */
type Tally = Map<Family, Map<string, number>>;

export function scan(text: string): Finding | undefined {
  const hit = scanView(buildView(text));
  return hit ? toFinding(hit) : undefined;
}

export function toFinding(hit: InjectionHit): Finding {
  return { screener: 'injection', reason: 'TRUST_VIOLATION', rule: hit.rule };
}

export function scanView(view: ScreenView): InjectionHit | undefined {
  const scores = scoreView(view);
  let best: Family | undefined;
  let bestScore = 0;
  for (const [family, s] of scores) {
    if (s > bestScore) {
      bestScore = s;
      best = family;
    }
  }
  const sum = total(scores);
  return best !== undefined && sum >= THRESHOLD ? { rule: best, score: sum } : undefined;
}

/** The family scores of a view, decoded layers included. */
export function scoreView(view: ScreenView): Scores {
  const tally: Tally = new Map();
  const ctx = contextOf(view.text);
  const windows = openWindows(view, ctx, tally);
  let wordSignals = false;
  for (let i = 0; i < windows.length; i += 2) {
    if (evaluateWindow(view.text, windows[i]!, windows[i + 1]!, ctx, tally)) wordSignals = true;
  }
  hiddenEvidence(view, ctx, tally, wordSignals);
  for (const layer of view.layers) {
    const inner = total(scoreView(layer.view));
    // Instructions wrapped in an encoding are hidden on purpose: a weaker payload suffices.
    if (inner >= DECODED_MIN) add(tally, 'encoded-directive', `decoded-${layer.kind}`, DECODED_PAYLOAD_WEIGHT);
  }
  if (ctx.lower.includes('rot13')) {
    const inner = total(scoreView(buildView(rot13(view.text.slice(0, 64 * 1024)))));
    if (inner >= DECODED_MIN) add(tally, 'encoded-directive', 'decoded-rot13', DECODED_PAYLOAD_WEIGHT);
  }
  return familyScores(tally);
}

/** A decoded layer this suspicious on its own makes the result an encoded directive. */
const DECODED_MIN = 0.6;

function familyScores(tally: Tally): Scores {
  const scores: Scores = new Map();
  for (const [family, signals] of tally) {
    const weights = [...signals.values()].sort((a, b) => b - a);
    const s = (weights[0] ?? 0) + FAMILY_SECONDARY * (weights[1] ?? 0);
    scores.set(family, Math.min(s, FAMILY_CAP));
  }
  return scores;
}

function total(scores: Scores): number {
  let t = 0;
  for (const s of scores.values()) t += s;
  return t;
}

function add(tally: Tally, family: Family, signal: string, weight: number): void {
  if (weight <= 0) return;
  let signals = tally.get(family);
  if (!signals) tally.set(family, (signals = new Map()));
  if (weight > (signals.get(signal) ?? 0)) signals.set(signal, weight);
}

// ---------------------------------------------------------------------------------------------------
// Text-wide context, computed once.

interface Context {
  text: string;
  lower: string;
  /** Offsets of ``` fences, for "inside a code block". */
  fences: number[];
  /** `[start, end)` of HTML comments. */
  comments: number[];
  topic: boolean | undefined;
}

function contextOf(text: string): Context {
  const lower = text.toLowerCase();
  const fences: number[] = [];
  for (let i = text.indexOf('```'); i >= 0 && fences.length < 4096; i = text.indexOf('```', i + 3)) fences.push(i);
  const comments: number[] = [];
  for (let i = text.indexOf('<!--'); i >= 0 && comments.length < 4096; ) {
    const end = text.indexOf('-->', i + 4);
    comments.push(i, end < 0 ? text.length : end + 3);
    if (end < 0) break;
    i = text.indexOf('<!--', end + 3);
  }
  return { text, lower, fences, comments, topic: undefined };
}

function isTopic(ctx: Context): boolean {
  if (ctx.topic === undefined) {
    let n = 0;
    for (const term of TOPIC_TERMS) if (ctx.lower.includes(term)) n++;
    ctx.topic = n >= 2;
  }
  return ctx.topic;
}

function inRanges(ranges: number[], offset: number): boolean {
  for (let i = 0; i < ranges.length; i += 2) if (offset >= ranges[i]! && offset < ranges[i + 1]!) return true;
  return false;
}

function inFence(ctx: Context, offset: number): boolean {
  let n = 0;
  for (const f of ctx.fences) {
    if (f >= offset) break;
    n++;
  }
  return n % 2 === 1;
}

/** Inside a quotation on its own line, or inside backticks or a code fence. */
function quotedAt(ctx: Context, offset: number): boolean {
  if (inFence(ctx, offset)) return true;
  const lineStart = ctx.text.lastIndexOf('\n', offset - 1) + 1;
  let state = 0;
  for (let i = Math.max(lineStart, offset - 400); i < offset; i++) state = quoteStep(state, ctx.text, i);
  return state === QUOTE;
}

const QUOTE = 1;
const DATA = 2;

/**
 * Quote state machine. A quotation opened in prose (after a letter or a space) dampens what it holds; a
 * string opened after `:`, `=`, `[`, `,`, `{`, `(` or at a line start is data (a JSON value, a
 * config string) and does not, since that is exactly where a tool result carries an injection.
 */
function quoteStep(state: number, text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 10) return 0;
  // An escaped quote (`\"` inside a JSON string) is text, not a delimiter.
  if (i > 0 && text.charCodeAt(i - 1) === 92) return state;
  if (c === 96) return state === 0 ? QUOTE : state === QUOTE ? 0 : state;
  if (c === 34) {
    if (state !== 0) return 0;
    return opensData(text, i) ? DATA : QUOTE;
  }
  if (c === 0x201c || c === 0xab || c === 0x300c) return state === 0 ? QUOTE : state;
  if (c === 0x201d || c === 0xbb || c === 0x300d) return state === QUOTE ? 0 : state;
  return state;
}

function opensData(text: string, i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k < 8; k--) {
    const c = text.charCodeAt(k);
    if (c === 32 || c === 9 || c === 92) continue;
    return c === 58 || c === 61 || c === 91 || c === 44 || c === 123 || c === 40 || c === 10;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Where to look.

const BEFORE = 240;
const AFTER = 280;
const ANCHORS = new Set(ANCHOR_WORDS);
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };

function literalAlternation(words: Iterable<string>, flags: string): RegExp {
  const sorted = [...new Set(words)].filter((w) => w.length > 0).sort((a, b) => b.length - a.length);
  // Literals only: linear in the text.
  return new RegExp(sorted.map((w) => w.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|'), flags);
}

const NON_ASCII_ANCHOR_RE = literalAlternation(NON_ASCII_ANCHORS, 'g');
const MARKER_RE = literalAlternation(
  MARKER_SIGNALS.map(([m]) => m),
  'gi',
);
const MARKER_BY_TEXT = new Map(MARKER_SIGNALS.map(([m, f, w]) => [m.toLowerCase(), [f, w] as const]));
// Bounded repetitions around a literal alternation: linear.
const ROLE_LABEL = /(?:^|\n|\\n)[ \t>*#_[(-]{0,6}(system|assistant|human|user|ai|model|developer)[ \t\])]{0,3}[:：]/gi;
const MARKER_MARKS = MARK_LT | MARK_BRACKET | MARK_HASH | MARK_BRACE | MARK_PIPE;

function foldLeet(word: string): string {
  if (!/[0-9]/.test(word) || !/[a-z]/.test(word)) return word;
  return word.replace(/[013457]/g, (d) => LEET[d]!);
}

/** Windows `[start, end)` around anchors and markers, merged; markers and role labels are scored here. */
function openWindows(view: ScreenView, ctx: Context, tally: Tally): number[] {
  const { text } = view;
  const { anchors, marks, ascii } = view.lexed;
  const centres: number[] = [];
  for (let i = 0; i < anchors.length; i += 2) {
    const word = foldLeet(text.slice(anchors[i]!, anchors[i + 1]!).toLowerCase());
    if (ANCHORS.has(word)) centres.push(anchors[i]!);
  }
  if (!ascii) {
    NON_ASCII_ANCHOR_RE.lastIndex = 0;
    for (let m = NON_ASCII_ANCHOR_RE.exec(ctx.lower); m !== null; m = NON_ASCII_ANCHOR_RE.exec(ctx.lower)) {
      centres.push(m.index);
    }
  }
  if ((marks & MARKER_MARKS) !== 0 || ctx.lower.includes('"role"') || ctx.lower.includes("'role'")) {
    MARKER_RE.lastIndex = 0;
    for (let m = MARKER_RE.exec(text); m !== null; m = MARKER_RE.exec(text)) {
      const marker = m[0].toLowerCase();
      const [family, weight] = MARKER_BY_TEXT.get(marker)!;
      let w = weight;
      if (quotedAt(ctx, m.index)) w *= DAMPEN.quoted;
      if (isTopic(ctx)) w *= DAMPEN.topicMarker;
      add(tally, family, marker, w);
      centres.push(m.index);
    }
  }
  if ((marks & MARK_NEWLINE) !== 0 || /^[ \t>*#_[(-]{0,6}(?:system|assistant|human|user|ai|model|developer)/i.test(text)) {
    roleLabels(text, ctx, tally, centres);
  }
  if ((marks & (MARK_BANG | MARK_LT)) !== 0) urlExfil(text, ctx, tally, centres);
  for (let i = 0; i < ctx.comments.length; i += 2) centres.push(ctx.comments[i]!);
  centres.sort((a, b) => a - b);
  const windows: number[] = [];
  for (const c of centres) {
    const start = Math.max(0, c - BEFORE);
    const end = Math.min(text.length, c + AFTER);
    if (windows.length > 0 && start <= windows[windows.length - 1]!) windows[windows.length - 1] = Math.max(end, windows[windows.length - 1]!);
    else windows.push(start, end);
  }
  return windows;
}

function roleLabels(text: string, ctx: Context, tally: Tally, centres: number[]): void {
  ROLE_LABEL.lastIndex = 0;
  let human = false;
  let assistant = false;
  let n = 0;
  for (let m = ROLE_LABEL.exec(text); m !== null && n < 4096; m = ROLE_LABEL.exec(text), n++) {
    const role = m[1]!.toLowerCase();
    if (role === 'human') human = true;
    if (role === 'assistant') assistant = true;
    let w = ROLE_LABEL_WEIGHTS[role] ?? 0;
    if (inFence(ctx, m.index)) w *= DAMPEN.quoted;
    add(tally, 'forged-turn', `label-${role}`, w);
    centres.push(m.index);
  }
  if (human && assistant) add(tally, 'forged-turn', 'human-and-assistant', isTopic(ctx) ? HUMAN_AND_ASSISTANT * DAMPEN.topic : HUMAN_AND_ASSISTANT);
}

// ---------------------------------------------------------------------------------------------------
// Markdown and HTML images whose URL carries data out.

const PLACEHOLDER_IN_URL = /[{}[\]<>$]|%s|insert|your_|here|conversation|history|secret|password|passw|token|api_?key|summary|prompt|session|cookie|credential|base64|ssn|creditcard|private|chat|memory/i;
const IMAGE_TAG = /<img\b/gi;

function urlExfil(text: string, ctx: Context, tally: Tally, centres: number[]): void {
  const urls: number[] = [];
  for (let i = text.indexOf('!['); i >= 0 && urls.length < 8192; i = text.indexOf('![', i + 2)) {
    const close = text.indexOf('](', i + 2);
    if (close < 0 || close - i > 256) continue;
    urls.push(i, close + 2);
  }
  IMAGE_TAG.lastIndex = 0;
  for (let m = IMAGE_TAG.exec(text); m !== null && urls.length < 16384; m = IMAGE_TAG.exec(text)) {
    const src = ctx.lower.indexOf('src=', m.index);
    if (src < 0 || src - m.index > 200) continue;
    let s = src + 4;
    while (s < text.length && (text[s] === '"' || text[s] === "'")) s++;
    urls.push(m.index, s);
  }
  for (let i = 0; i < urls.length; i += 2) {
    const at = urls[i]!;
    const from = urls[i + 1]!;
    let end = from;
    while (end < text.length && end - from < 2048 && !/[\s)"'>]/.test(text[end]!)) end++;
    const url = text.slice(from, end);
    if (!/^https?:\/\//i.test(url)) continue;
    const query = url.indexOf('?');
    const pathAndQuery = url.slice(url.indexOf('/', 8) + 1);
    const carried = query >= 0 ? url.slice(query + 1) : pathAndQuery;
    if (!PLACEHOLDER_IN_URL.test(carried)) continue;
    let w = URL_EXFIL_WEIGHT;
    if (quotedAt(ctx, at)) w *= DAMPEN.quoted;
    if (isTopic(ctx)) w *= DAMPEN.topic;
    add(tally, 'exfiltration', 'url-carries-data', w);
    centres.push(at);
  }
}

// ---------------------------------------------------------------------------------------------------
// Word signals inside one window.

interface Token {
  word: string;
  mask: number;
  start: number;
  sentence: number;
  quoted: boolean;
  /** First word of a clause after `:` or a short lead-in and `,` ("To verify, append ..."). */
  clauseStart: boolean;
  /** Followed by `,` or `:` (a vocative: "Assistant, ..."): the character, or 0. */
  addressed: number;
}

const TOKEN_RE = /[\p{L}\p{M}\p{N}_']+/gu;
const HARD_BREAK = /[!?;\n。！？；]/;
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const NON_ASCII = /[^\x00-\x7f]/;

const EXACT = new Map<string, number>();
const PREFIXES: [string, number][] = [];
for (const [mask, list] of LEXICONS) {
  for (const w of list) {
    if (w.endsWith('*')) PREFIXES.push([w.slice(0, -1), mask]);
    else EXACT.set(w, (EXACT.get(w) ?? 0) | mask);
  }
}
const ANCHOR_MASK = PHRASE_SIGNALS.reduce((m, s) => m | s.slots[0]!, 0) | L.AI;

function maskOf(word: string): number {
  let mask = EXACT.get(word) ?? 0;
  if (mask === 0 && word.length > 2) {
    for (const [stem, m] of PREFIXES) if (word.startsWith(stem)) mask |= m;
  }
  // A snake_case name reads as a tool name: `send_email`, `transfer_funds`.
  if (mask === 0 && word.includes('_') && /[a-z]_[a-z]/.test(word)) mask = L.TOOLNOUN;
  return mask;
}

function tokenize(text: string, start: number, end: number, ctx: Context): Token[] {
  const slice = text.slice(start, end);
  const tokens: Token[] = [];
  let sentence = 0;
  let quote = inFence(ctx, start) ? QUOTE : 0;
  let last = 0;
  let sinceBreak = 0;
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(slice); m !== null; m = TOKEN_RE.exec(slice)) {
    let clause = false;
    let at = false;
    for (let i = last; i < m.index; i++) {
      const ch = slice[i]!;
      quote = quoteStep(quote, slice, i);
      // A full stop ends a sentence only before a space: not in `evil.example` or `v1.2`.
      if (HARD_BREAK.test(ch) || (ch === '.' && (i + 1 >= slice.length || /\s/.test(slice[i + 1]!)))) {
        sentence++;
        sinceBreak = 0;
      } else if (ch === ':' || (ch === ',' && sinceBreak <= 4)) clause = true;
      else if (ch === '@') at = true;
    }
    if (tokens.length > 0 && last < m.index) {
      const gap = /^\s*([,:])/.exec(slice.slice(last, m.index));
      if (gap) tokens[tokens.length - 1]!.addressed = gap[1]!.charCodeAt(0);
    }
    last = m.index + m[0].length;
    const raw = m[0].replace(/^'+|'+$/g, '');
    const word = foldLeet(raw.toLowerCase());
    let mask = maskOf(word);
    // Lowercase `i` is a word in other languages (Polish "and"); only `I` is the first person.
    if (word === 'i' && raw === 'i') mask &= ~L.FIRST;
    if (at) mask |= L.DEST;
    tokens.push({ word, mask, start: start + m.index, sentence, quoted: quote === QUOTE, clauseStart: clause, addressed: 0 });
    sinceBreak++;
  }
  return joinSpacedLetters(tokens);
}

/** `i g n o r e` written letter by letter reads as one word. */
function joinSpacedLetters(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < tokens.length) {
    let j = i;
    while (j < tokens.length && tokens[j]!.word.length === 1 && (j === i || tokens[j]!.start - tokens[j - 1]!.start === 2)) j++;
    if (j - i >= 3) {
      const word = tokens
        .slice(i, j)
        .map((t) => t.word)
        .join('');
      out.push({ ...tokens[i]!, word, mask: maskOf(word) });
      i = j;
      continue;
    }
    out.push(tokens[i]!);
    i++;
  }
  return out;
}

/** Scores the window's word, literal and CJK signals; true when any fired. */
function evaluateWindow(text: string, start: number, end: number, ctx: Context, tally: Tally): boolean {
  const tokens = tokenize(text, start, end, ctx);
  let fired = false;
  for (let i = 0; i < tokens.length; i++) {
    const mask = tokens[i]!.mask;
    if ((mask & ANCHOR_MASK) === 0) continue;
    for (const signal of PHRASE_SIGNALS) {
      if ((mask & signal.slots[0]!) === 0) continue;
      const w = phraseWeight(signal, tokens, i, ctx);
      if (w > 0) {
        add(tally, signal.family, signal.id, w);
        fired = true;
      }
    }
    if ((mask & L.AI) !== 0 && isVocative(tokens, i)) {
      add(tally, 'model-addressing', 'vocative', damped(VOCATIVE_WEIGHT, tokens, tokens[i]!.start, ctx));
      fired = true;
    }
  }
  const lower = ctx.lower.slice(start, end);
  for (const [phrase, family, weight] of LITERAL_SIGNALS) {
    const at = lower.indexOf(phrase);
    if (at < 0) continue;
    add(tally, family, phrase, damped(weight, tokens, start + at, ctx));
    fired = true;
  }
  if (CJK_CHAR.test(lower) || NON_ASCII.test(lower)) {
    for (const s of CJK_SIGNALS) {
      if (cjkMatch(lower, s.groups, s.within)) {
        add(tally, s.family, s.id, damped(s.weight, tokens, start, ctx));
        fired = true;
      }
    }
  }
  return fired;
}

/**
 * `Assistant, do X` or `AI assistant: do X`: the model named at the start of a clause and spoken to. A
 * bare `Model:` at a line start is a transcript or config label, not an address.
 */
function isVocative(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.addressed === 0 || !isImperative(tokens, i, L.PLEASE | L.AI | L.ADDRESS)) return false;
  if (t.addressed === 44) return true;
  const prev = tokens[i - 1];
  return prev !== undefined && prev.sentence === t.sentence && (prev.mask & (L.AI | L.ADDRESS)) !== 0;
}

/** Quotation, reported speech and discussion of the topic scale a word signal down. */
function damped(weight: number, tokens: Token[], offset: number, ctx: Context): number {
  let w = weight;
  let index = tokens.findIndex((t) => t.start >= offset);
  if (index < 0) index = tokens.length - 1;
  const token = tokens[index];
  if (token?.quoted || quotedAt(ctx, offset)) w *= DAMPEN.quoted;
  if (reportedBefore(tokens, index)) w *= DAMPEN.reported;
  if (isTopic(ctx)) w *= DAMPEN.topic;
  if (inRanges(ctx.comments, offset)) w += HIDDEN.inComment;
  return w;
}

function reportedBefore(tokens: Token[], index: number): boolean {
  const sentence = tokens[index]?.sentence;
  for (let k = Math.max(0, index - 6); k < index; k++) {
    if (tokens[k]!.sentence === sentence && (tokens[k]!.mask & L.REPORTED) !== 0) return true;
  }
  return false;
}

function phraseWeight(signal: PhraseSignal, tokens: Token[], i: number, ctx: Context): number {
  const anchor = tokens[i]!;
  if (signal.requireBefore !== undefined) {
    let found = false;
    for (let k = Math.max(0, i - 2); k < i; k++) if ((tokens[k]!.mask & signal.requireBefore) !== 0) found = true;
    if (!found) return 0;
  }
  let lo = i;
  let hi = i;
  let prev = i;
  for (let s = 1; s < signal.slots.length; s++) {
    const slot = signal.slots[s]!;
    const from = signal.ordered ? prev + 1 : Math.max(0, i - signal.span);
    const to = Math.min(tokens.length - 1, i + signal.span);
    let at = -1;
    for (let k = from; k <= to; k++) {
      if (k === i || tokens[k]!.sentence !== anchor.sentence || (tokens[k]!.mask & slot) === 0) continue;
      if (crossesClause(tokens, Math.min(i, k), Math.max(i, k))) continue;
      at = k;
      break;
    }
    if (at < 0) return 0;
    prev = at;
    lo = Math.min(lo, at);
    hi = Math.max(hi, at);
  }
  let w = signal.weight;
  const reach = signal.boostSpan ?? 2;
  for (const [mask, bonus] of signal.boosts ?? []) {
    for (let k = Math.max(0, lo - 2); k <= Math.min(tokens.length - 1, hi + reach); k++) {
      if (tokens[k]!.sentence === anchor.sentence && (tokens[k]!.mask & mask) !== 0) {
        w += bonus;
        break;
      }
    }
  }
  if (signal.imperative !== undefined && isImperative(tokens, i, L.PLEASE)) w += signal.imperative;
  if (signal.requireBefore === undefined) {
    for (let k = Math.max(0, i - 2); k < i; k++) {
      if (tokens[k]!.sentence !== anchor.sentence) continue;
      if ((tokens[k]!.mask & L.NEG) !== 0) w *= DAMPEN.negated;
      if ((tokens[k]!.mask & L.MODAL) !== 0) w *= DAMPEN.modal;
    }
  }
  if (signal.owned !== undefined) {
    for (let k = lo; k <= Math.min(tokens.length - 1, hi + 1); k++) {
      if (tokens[k]!.sentence === anchor.sentence && (tokens[k]!.mask & L.FIRST) !== 0) {
        w *= signal.owned;
        break;
      }
    }
  }
  if (anchor.quoted) w *= DAMPEN.quoted;
  if (reportedBefore(tokens, i)) w *= DAMPEN.reported;
  if (isTopic(ctx)) w *= DAMPEN.topic;
  if (inRanges(ctx.comments, anchor.start)) w += HIDDEN.inComment;
  return w;
}

/** A `:` or lead-in `,` between two words: they belong to different clauses. */
function crossesClause(tokens: Token[], from: number, to: number): boolean {
  for (let k = from + 1; k <= to; k++) if (tokens[k]!.clauseStart) return true;
  return false;
}

/** The anchor opens its sentence or clause, possibly after words of `skip` (`please`, `now`, `just`). */
function isImperative(tokens: Token[], i: number, skip: number): boolean {
  const anchor = tokens[i]!;
  let k = i;
  while (k > 0 && !tokens[k]!.clauseStart && tokens[k - 1]!.sentence === anchor.sentence && (tokens[k - 1]!.mask & skip) !== 0) k--;
  return tokens[k]!.clauseStart || k === 0 || tokens[k - 1]!.sentence !== anchor.sentence;
}

function cjkMatch(lower: string, groups: readonly (readonly string[])[], within: number): boolean {
  for (const first of groups[0]!) {
    for (let at = lower.indexOf(first); at >= 0; at = lower.indexOf(first, at + 1)) {
      const near = lower.slice(Math.max(0, at - within), at + first.length + within);
      if (groups.slice(1).every((g) => g.some((w) => near.includes(w)))) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Evidence of hiding.

/** Words that name the model, for comments left for it. */
const MODEL_WORD = /\b(?:ai|assistant|llm|language model|chatbot|gpt|chatgpt|claude|gemini|copilot|ai agent)\b/i;

/** An emoji subdivision flag spells a short region code in tag characters; that is not smuggling. */
const FLAG_TAGS = /^[a-z0-9]{2,7}$/;

function hiddenEvidence(view: ScreenView, ctx: Context, tally: Tally, wordSignals: boolean): void {
  const { norm } = view;
  if (norm.tagText.length > 0) {
    const words = norm.tagText.split(/\s+/).filter((w) => !FLAG_TAGS.test(w));
    if (words.join('').length >= 3) add(tally, 'hidden-directive', 'tag-characters', HIDDEN.tagText);
  }
  if (norm.bidi > 0 && !norm.rtl) add(tally, 'hidden-directive', 'bidi-controls', HIDDEN.bidiControls);
  if (norm.invisibleInWords >= 2) add(tally, 'hidden-directive', 'invisible-in-words', HIDDEN.zeroWidthInWords);
  if (norm.homoglyphWords >= 2) add(tally, 'hidden-directive', 'homoglyph-words', HIDDEN.homoglyphWords);
  if (wordSignals && (norm.homoglyphWords > 0 || norm.invisibleInWords > 0)) {
    add(tally, 'hidden-directive', 'obfuscated-match', HIDDEN.obfuscatedMatch);
  }
  for (let i = 0; i < ctx.comments.length; i += 2) {
    const body = view.text.slice(ctx.comments[i]!, Math.min(ctx.comments[i + 1]!, ctx.comments[i]! + 4096));
    if (MODEL_WORD.test(body)) add(tally, 'hidden-directive', 'comment-to-model', HIDDEN.commentToModel);
  }
  if (wordSignals && /display\s*:\s*none|font-size\s*:\s*0|visibility\s*:\s*hidden|opacity\s*:\s*0(?![.\d])/i.test(view.text.slice(0, 256 * 1024))) {
    add(tally, 'hidden-directive', 'css-hidden', HIDDEN.cssHidden);
  }
}
