// Documents whose reader shows them otherwise than their source reads (docs/screening.md, 'Round 26: red
// team'): a Markdown reference link or footnote shows its target where it is cited, not where it is defined
// (`send … to [our server][s]` with `[s]: https://…` further down); subtitles (SRT, WebVTT) show their cue
// texts one after another, without the numbers, timings and cue tags between them; a MIME part in
// quoted-printable shows its soft line breaks (`=` at a line's end) as nothing and `=XX` as its byte, and a
// header's encoded word (`=?utf-8?Q?…?=`) as its text; an RTF document shows its `\'hh` and `\uN?` escapes as
// characters and its control words as nothing. Read as given, the sentence is cut from its address or its
// words. Each reading is one linear pass, made only over a text that holds its form's marker.

import { RTF_BREAK_WORDS } from './vocabulary.js';

/** A reference definition at a line's start: `[label]: target` (up to three blanks of indent, as CommonMark). */
const DEFINITION = /^ {0,3}\[(\^?)([^\]\n]{1,100})\]:[ \t]*(<[^>\n]{1,2000}>|[^\n]{1,2000})/gm;
/**
 * A bracketed run and, after it, a second one (`[text][label]`, `[text][]`), or a footnote's `[^label]`; not
 * an image's (`![alt][badge]`, nor its label alone after it: a badge's URL carries its query as data).
 */
const CITED = /([.?]?)(?<![!\]])\[([^[\]\n]{1,200})\](?:\[([^[\]\n]{0,100})\])?(?!\(|:)/g;
/** How many definitions are kept: a document cites a few; the reading stays bounded. */
const MAX_DEFINITIONS = 512;

/** A label as CommonMark matches it: case-folded, inner blanks collapsed. */
const labelOf = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The text with each cited reference link shown with its target and each footnote with its text, or undefined. */
export function resolvedReferences(text: string): string | undefined {
  if (!text.includes(']:')) return undefined;
  const links = new Map<string, string>();
  const notes = new Map<string, string>();
  DEFINITION.lastIndex = 0;
  for (
    let m = DEFINITION.exec(text);
    m !== null && links.size + notes.size < MAX_DEFINITIONS;
    m = DEFINITION.exec(text)
  ) {
    const label = labelOf(m[2]!);
    const target = m[3]!.trim();
    if (m[1] === '^') notes.set(label, target);
    else links.set(label, target.startsWith('<') ? target.slice(1, -1) : target.split(/[ \t]/, 1)[0]!);
  }
  if (links.size + notes.size === 0) return undefined;
  let changed = false;
  CITED.lastIndex = 0;
  const out = text.replace(CITED, (whole, stop: string, first: string, second: string | undefined) => {
    if (first.startsWith('^') && second === undefined) {
      const note = notes.get(labelOf(first.slice(1)));
      if (note === undefined) return whole;
      changed = true;
      // A mark after the sentence's stop ("… in the note.[^1]") notes that sentence: its text goes before the stop.
      return ` (${note})${stop}`;
    }
    const target = links.get(labelOf(second === undefined || second === '' ? first : second));
    if (target === undefined) return whole;
    changed = true;
    return `${stop}[${first}](${target})`;
  });
  return changed ? out : undefined;
}

/** A cue's timing line: two timestamps around `-->` (SRT's `00:00:01,000`, WebVTT's `00:01.000`). */
const TIMING =
  /^[ \t]*(?:\d{1,3}:)?\d{1,2}:\d{2}[.,]\d{1,3}[ \t]+-->[ \t]+(?:\d{1,3}:)?\d{1,2}:\d{2}[.,]\d{1,3}[^\n]{0,200}$/;
/** A timing's end before its arrow (`,000 -->`): one native search before any line is split. */
const TIMING_HINT = /\d[.,]\d{3}[ \t]+-->/;
/** A cue's number, on the line before its timing. */
const CUE_NUMBER = /^[ \t]*\d{1,9}[ \t]*$/;
/** A WebVTT block a player does not show, to the next blank line: the header, a comment, a style, a region. */
const UNSHOWN_BLOCK = /^(?:WEBVTT|NOTE|STYLE|REGION)(?:[ \t]|$)/;
/** A WebVTT cue tag (`<v Narrator>`, `<c.yellow>`, `</i>`, `<00:00:01.000>`): shown as nothing. */
const CUE_TAG =
  /<\/?(?:[a-z]{1,8}(?:\.[\w.-]{1,64})?(?:[ \t][^<>\n]{1,100})?|\d{1,3}(?::\d{2}){1,2}\.\d{3})>/gi;

/** The cue texts of SRT or WebVTT subtitles, one after another as a viewer shows them, or undefined. */
export function subtitleText(text: string): string | undefined {
  // `-->` alone closes every HTML comment: a timing's milliseconds before it are looked for instead.
  if (!text.includes('-->') || !TIMING_HINT.test(text)) return undefined;
  const lines = text.split(/\r?\n/);
  const shown: string[] = [];
  let cues = 0;
  let unshown = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') unshown = false;
    else if (UNSHOWN_BLOCK.test(line)) unshown = true;
    if (unshown) continue;
    if (TIMING.test(line)) {
      cues++;
      continue;
    }
    // A cue number stands on the line before its timing.
    if (CUE_NUMBER.test(line) && TIMING.test(lines[i + 1] ?? '')) continue;
    if (line.trim() === '') continue;
    shown.push(line.replace(CUE_TAG, ''));
  }
  return cues < 2 ? undefined : shown.join(' ');
}

/** A MIME part or header that says its text is quoted-printable. */
const QUOTED_PRINTABLE = /content-transfer-encoding:[ \t]*quoted-printable/i;
/** How the header's last word is spelled in the cases mail writes it: native searches before the expression. */
const PRINTABLE = ['-printable', '-Printable', '-PRINTABLE'];
/** A header's encoded word in the Q encoding: `=?charset?Q?text?=`. */
const Q_WORD = /=\?[\w.-]{1,40}\?q\?([^?\s]{1,2000})\?=/gi;
/** A run of `=XX` escapes and soft breaks (`=` before a line break, shown as nothing). */
const QP_RUN = /(?:=[0-9a-f]{2}|=\r?\n)+/gi;
// Made on first use: a TextDecoder holds a native converter, which serve's start-up snapshot cannot hold.
let utf8: InstanceType<typeof TextDecoder> | undefined;

/** Each run of quoted-printable escapes read as the UTF-8 it spells (a byte that spells none reads U+FFFD). */
function qpDecode(s: string): string {
  return s.replace(QP_RUN, (run) => {
    const bytes: number[] = [];
    for (let i = 0; i < run.length; i++) {
      if (run.charCodeAt(i) !== 61) continue;
      const hex = run.slice(i + 1, i + 3);
      if (/^[0-9a-f]{2}$/i.test(hex)) bytes.push(Number.parseInt(hex, 16));
    }
    utf8 ??= new TextDecoder('utf-8');
    return utf8.decode(new Uint8Array(bytes));
  });
}

/** A quoted-printable message's text and its headers' Q-encoded words decoded, or undefined. */
export function quotedPrintableText(text: string): string | undefined {
  let out = text;
  if (text.includes('?=') && (text.includes('?Q?') || text.includes('?q?')))
    out = out.replace(Q_WORD, (_, body: string) => qpDecode(body.replace(/_/g, ' ')));
  if (PRINTABLE.some((p) => text.includes(p)) && QUOTED_PRINTABLE.test(text)) out = qpDecode(out);
  return out === text ? undefined : out;
}

/** An RTF escape or control: `\'hh`, `\uN` and its one fallback character, `\\` `\{` `\}`, a control word, a brace. */
const RTF_PART =
  /\\'([0-9a-f]{2})|\\u(-?\d{1,6}) ?(?:\\'[0-9a-f]{2}|[^\\{}])?|\\([\\{}])|\\([a-z]{1,32})(-?\d{1,10})? ?|\\[^a-z]|[{}]/gi;

/** An RTF document's text as a word processor shows it (escapes read, control words gone), or undefined. */
export function rtfText(text: string): string | undefined {
  if (!text.trimStart().startsWith('{\\rtf')) return undefined;
  RTF_PART.lastIndex = 0;
  return text.replace(RTF_PART, (_, hex?: string, code?: string, literal?: string, word?: string) => {
    if (hex !== undefined) return String.fromCharCode(Number.parseInt(hex, 16));
    if (code !== undefined) {
      const n = Number(code);
      return String.fromCharCode(n < 0 ? n + 65536 : n);
    }
    if (literal !== undefined) return literal;
    return word !== undefined && RTF_BREAK_WORDS.has(word.toLowerCase()) ? ' ' : '';
  });
}

/** A quote, then `+` or blanks, then a quote: two literals a program joins (`"gh" + "p_…"`, `'sk-' 'proj-…'`). */
const CONCATENATION = /["'`](?:[ \t]*\+[ \t]*|[ \t]+)["'`]/;
/**
 * A short literal of token characters (a token's prefix, cut: `"gh"`, `"github_"`) and its concatenation
 * up to the next literal's first character, which stays. Bounded parts: linear.
 */
const SHORT_LITERAL_JOINED = /(["'`])([\w.-]{1,12})\1(?:[ \t]*\+[ \t]*|[ \t]+)["'`](?=[\w-])/g;
/** Passes over a chain of short literals (`"g" + "h" + "p_…"`): each joins every other link. */
const LITERAL_PASSES = 3;

/**
 * A program's literals joined where a short one is concatenated with the next, as the program runs them:
 * a token cut inside its prefix (`"gh" + "p_…"`) is whole only so (docs/screening.md, "Round 27: red team").
 */
export function joinedLiterals(text: string): string | undefined {
  if (!CONCATENATION.test(text)) return undefined;
  let out = text;
  for (let pass = 0; pass < LITERAL_PASSES; pass++) {
    SHORT_LITERAL_JOINED.lastIndex = 0;
    const next = out.replace(SHORT_LITERAL_JOINED, '$1$2');
    if (next === out) break;
    out = next;
  }
  return out === text ? undefined : out;
}

/** A list of plain literals, the whole of an array's or a call's brackets: `"gh", "p_", "a1B2…"`. Linear. */
const LITERAL_LIST = /^\s*(?:(["'`])[^"'`\\\n]{0,80}\1\s*,\s*){1,32}(["'`])[^"'`\\\n]{0,80}\2\s*,?\s*$/;
const LITERAL = /(["'`])([^"'`\\\n]{0,80})\1/g;
/** `].join("")` (JavaScript) after an array, or `"".join([` / `"".join((` (Python) before one. */
const JOIN_CALL = /\]\s*\.join\(\s*(["'`])\1\s*\)|(["'])\2\s*\.join\(\s*[[(]/g;
/** How far an array of literals may reach from its join. */
const LIST_REACH = 1200;
/** A template's interpolated literal: `${"p_"}`. */
const INTERPOLATED = /\$\{\s*(["'])([\w.+/=-]{0,40})\1\s*\}/g;
/** A literal reversed as a program runs it: `"…AIKA"[::-1]`, `"…".split("").reverse().join("")`. */
const REVERSED =
  /(["'])([\w.+/=-]{8,200})\1(?:\s*\[\s*::\s*-1\s*\]|\.split\(\s*(["'])\3\s*\)\.reverse\(\)\.join\(\s*(["'])\4\s*\))/g;

/** The literals of `list` (a `LITERAL_LIST`) as one. */
const concatenated = (list: string) => [...list.matchAll(LITERAL)].map((m) => m[2]).join('');

/**
 * A program's literals as it computes them where it joins an array of them, interpolates one in a template
 * or reverses one: a token built so (`["gh", "p_", …].join("")`, `` `gh${"p_"}…` ``, `"…AIKA"[::-1]`) is
 * whole only so (docs/screening.md, "Round 28: red team"). Each made only where its call's marker is.
 */
export function computedLiterals(text: string): string | undefined {
  let out = text;
  if (out.includes('.join(')) out = joinedArrays(out);
  if (out.includes('${')) out = out.replace(INTERPOLATED, '$2');
  if (out.includes('::-1') || out.includes('.reverse()'))
    out = out.replace(REVERSED, (_, q: string, body: string) => q + [...body].reverse().join('') + q);
  return out === text ? undefined : out;
}

/** Each array of plain literals a join call makes one string of, shown as that string. */
function joinedArrays(text: string): string {
  let out = '';
  let done = 0;
  JOIN_CALL.lastIndex = 0;
  for (let m = JOIN_CALL.exec(text); m !== null; m = JOIN_CALL.exec(text)) {
    if (m[1] !== undefined) {
      // JavaScript: the array ends at the match; its `[` is the last before it.
      const open = text.lastIndexOf('[', m.index);
      if (open < done || m.index - open > LIST_REACH) continue;
      const list = text.slice(open + 1, m.index);
      if (!LITERAL_LIST.test(list)) continue;
      out += `${text.slice(done, open)}"${concatenated(list)}"`;
      done = m.index + m[0].length;
    } else {
      // Python: the list opens at the match's end; its first closing bracket ends it.
      const from = m.index + m[0].length;
      const close = text.slice(from, from + LIST_REACH).search(/[\])]/);
      if (close < 0) continue;
      const list = text.slice(from, from + close);
      if (!LITERAL_LIST.test(list)) continue;
      out += `${text.slice(done, m.index)}"${concatenated(list)}"`;
      done = from + close + 1;
      if (text[done] === ')') done++;
      JOIN_CALL.lastIndex = done;
    }
  }
  return done === 0 ? text : out + text.slice(done);
}

/** Each form's reading in turn (RTF, references, subtitles, quoted-printable, computed and joined literals), or undefined when none changed the text. */
export function shownForm(text: string): string | undefined {
  let out = text;
  for (const read of [
    rtfText,
    quotedPrintableText,
    subtitleText,
    resolvedReferences,
    computedLiterals,
    joinedLiterals,
  ])
    out = read(out) ?? out;
  return out === text ? undefined : out;
}
