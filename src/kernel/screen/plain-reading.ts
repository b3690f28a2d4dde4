// The text as its reader understands it, where the bytes spell it another way: character references
// (`&#105;`, `&#x69`, `&shy;`), string escapes (`\u0069`, `\x69`, `\151`), tags inside or between words
// (`Ig<b></b>nore`), the attributes a reader is shown, Markdown link titles (read as text, not as
// quotations), combining marks typed over ASCII (`I\u0301gnore`), and words wrapped one or a few per
// line. It reads the result as given (before NFKC composes a mark into an accented letter). One linear
// pass; every stretch of the reading keeps where it came from, so a secret found in it can be redacted
// in the bytes as given.
import { ASTRAL_MARK_PAIRS, COMBINING_MARKS } from './combining-marks.js';

export interface PlainReading {
  text: string;
  /** Stretches of `text` and where each came from, in order (see `plainSpan`). */
  pieces: PlainPiece[];
}

/** `length` characters of the reading from `at`: the source's `[from, to)`, copied (`literal`) or decoded. */
export interface PlainPiece {
  at: number;
  from: number;
  to: number;
  literal: boolean;
  length: number;
}

/** A tag is read only when its `>` comes within this many characters (else `<` is a character). */
const MAX_TAG = 2048;
/** A Markdown link title is read only when it closes on its line within this many characters. */
const MAX_TITLE = 1024;
/** Lines shorter than this are joined when they hold only words (a wrapped prose line is longer). */
const SHORT_LINE = 40;
/**
 * A wrapped passage's lines hold a word or two each: a heading or a list item of more words is a line of
 * its own, and a longer prose line is joined by the injection screener's own reading (`softWrap`).
 */
const LINE_WORDS = 2;
/** How many short word lines in a row make a wrapped passage (fewer is a heading or a list). */
const MIN_WRAPPED_LINES = 3;

export interface ReadingOptions {
  /**
   * Visit every character and build the reading without first asking whether it changes a word: the
   * reference the fast path (a probe, and a native search for the characters that can change one) is
   * tested against (`test/plain-reading-fast.test.ts`).
   */
  reference?: boolean;
}

/**
 * The plain reading of `text`, or undefined when it would read the same words: nothing a reader sees
 * differently (a decoded `&amp;` or `\"`, a tag between two blanks) makes no reading.
 */
export function plainReading(text: string, options: ReadingOptions = {}): PlainReading | undefined {
  if (!INTERESTING.test(text)) return undefined;
  let passages: Map<number, number> | undefined;
  let from = 0;
  if (options.reference !== true) {
    const probe = probeOf(text);
    if (probe.meaningful === 0) return undefined;
    passages = probe.passages;
    // Up to the probe's first change the reading is the text as given, and the reader's state its
    // initial one: the reading starts there (its first change copies what comes before in one piece).
    from = probe.firstChange;
  }
  const r = new Reader(text, false, options.reference === true, passages);
  r.read(from, text.length, true);
  if (r.meaningful === 0) return undefined;
  r.flush(text.length);
  return { text: r.reading(), pieces: r.pieces };
}

/**
 * Whether `text` has a plain reading: the reading's own pass, writing nothing and stopping at the first
 * change that alters a word (most results have none, and need neither the copy nor its map).
 */
export function changesWords(text: string): boolean {
  return INTERESTING.test(text) && probeOf(text).meaningful > 0;
}

function probeOf(text: string): Reader {
  const r = new Reader(text, true, false);
  r.read(0, text.length, true);
  return r;
}

/**
 * Where a span of a plain reading lies in the text it was read from: a copied character maps to itself,
 * a decoded one to what spelled it, and the span runs on to the end of its token (a secret may go on
 * past what was decoded). Undefined when the span is empty or falls outside the reading.
 */
export function plainSpan(
  text: string,
  pieces: readonly PlainPiece[],
  start: number,
  end: number,
): [number, number] | undefined {
  if (end <= start) return undefined;
  const first = pieceAt(pieces, start);
  const last = pieceAt(pieces, end - 1);
  if (first === undefined || last === undefined) return undefined;
  const s = first.literal ? first.from + start - first.at : first.from;
  let e = last.literal ? last.from + end - last.at : last.to;
  while (e < text.length && !TOKEN_END.has(text.charCodeAt(e))) e++;
  return [s, e];
}

function pieceAt(pieces: readonly PlainPiece[], offset: number): PlainPiece | undefined {
  let lo = 0;
  let hi = pieces.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const p = pieces[mid]!;
    if (offset < p.at) hi = mid - 1;
    else if (offset >= p.at + p.length) lo = mid + 1;
    else return p;
  }
  return undefined;
}

// Made on first use: a TextDecoder holds a native converter, which serve's start-up snapshot cannot hold.
let utf16: InstanceType<typeof TextDecoder> | undefined;

/** Blanks, quotes and brackets end a token. */
const TOKEN_END: ReadonlySet<number> = new Set([32, 9, 10, 13, 34, 39, 96, 60, 62, 40, 41, 91, 93]);

/** The blocks of combining marks that stop the search wherever they stand (see MARK_OVER_ASCII for the rest). */
const MARK_RANGES = String.raw`\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f`;
/**
 * Controls a reader takes for a blank (vertical tab, form feed, the information separators, next line):
 * the screeners' normalising removes them, which joins `Ignore\fall` into one word, so they read as one;
 * so do the Hangul fillers, hidden characters drawn blank (round 18).
 */
const BLANK_CONTROLS = String.raw`\x0b\x0c\x1c-\x1f\x85\u115f\u1160\u3164\uffa0`;
/**
 * A mark of another block (Cyrillic's U+0489, Thai's, Hebrew points, ...) where it stands over an ASCII
 * character (round 20): marks over their own script's letters are that script's spelling, and a text
 * of them is not searched to a stop at every one (a one-character look-behind, tried only at a mark).
 */
/**
 * A mark above the BMP (musical U+1D165.., round 21) over an ASCII character: its high unit, the low one
 * looked ahead at, so a match is still one unit long.
 */
const ASTRAL_OPENER = String.raw`(?=${ASTRAL_MARK_PAIRS})[\ud800-\udbff]`;
const MARK_OVER_ASCII = `(?<=[!-~])(?:[${COMBINING_MARKS}]|${ASTRAL_OPENER})`;
/** Characters where the reading may differ from the text; a text with none is read as given. */
const INTERESTING = new RegExp(String.raw`[&\\<\]\n${MARK_RANGES}${BLANK_CONTROLS}]|${MARK_OVER_ASCII}`);
/** INTERESTING as a table by code unit, every combining mark in it (every unit it names is below U+10000). */
const INTERESTING_UNITS = new Uint8Array(0x10000);
/** Every combining mark of the BMP, by code unit (see isMark). */
const MARK_UNITS = new Uint8Array(0x10000);
{
  const single = new RegExp(String.raw`[&\\<\]\n${MARK_RANGES}${BLANK_CONTROLS}]`);
  for (let c = 0; c < 0xffa1; c++) if (single.test(String.fromCharCode(c))) INTERESTING_UNITS[c] = 1;
  // The class body's ranges and single units, read from its text: no per-unit regular expression.
  const ranges = /\\u([0-9a-f]{4})(?:-\\u([0-9a-f]{4}))?/g;
  for (let m = ranges.exec(COMBINING_MARKS); m !== null; m = ranges.exec(COMBINING_MARKS)) {
    const to = Number.parseInt(m[2] ?? m[1]!, 16);
    for (let c = Number.parseInt(m[1]!, 16); c <= to; c++) MARK_UNITS[c] = INTERESTING_UNITS[c] = 1;
  }
  // The high units that open a mark above the BMP (read as a pair at `astralMark`).
  for (const hi of ASTRAL_MARK_PAIRS.matchAll(/^\\u(d[89ab][0-9a-f]{2})\[|\|\\u(d[89ab][0-9a-f]{2})\[/g))
    INTERESTING_UNITS[Number.parseInt(hi[1] ?? hi[2]!, 16)] = 1;
}

/** What a word line (`wordLine`) holds besides blanks: ASCII letters and digits, SENTENCE, non-ASCII. */
const WORD_LINE_CHAR = String.raw`A-Za-z0-9,.!?;:"'()[\]\-\u0080-\uffff`;
/**
 * The characters of a text's top level that can read otherwise, found by a native search instead of a
 * look-up per character: INTERESTING's, but only the line breaks that may end a YAML block scalar's
 * header (the line ends as `blockHeaderBefore` reads it) or start a wrapped passage (the line after is blank,
 * or holds only a word line's characters, at most SHORT_LINE past its indent). Each alternative is one
 * character long, so a match ends one past it. Inside a passage every break is read, one by one.
 */
const TRIGGER = new RegExp(
  String.raw`[&\\<\]${MARK_RANGES}${BLANK_CONTROLS}]|${MARK_OVER_ASCII}|\n(?:(?<=[>|][-+0-9]{0,2}[ \t]*\r?\n)|(?=[ \t\r]*(?:\n|$|[${WORD_LINE_CHAR}][${WORD_LINE_CHAR} \t\r]{0,${SHORT_LINE - 1}}(?:\n|$))))`,
  'g',
);

/** A comment inside a word this long at most (delimiters included) reads as nothing. */
const MAX_COMMENT_IN_WORD = 256;
/** How far an inline `<code>` element's content is read for a special token (a template's few turns). */
const CODE_REACH = 512;
/** A model's special token as a page spells it, escaped or not (`&lt;|im_start|&gt;`, `<|eot_id|>`). */
const SPECIAL_TOKEN = /(?:&lt;|<)\|/;

/** How many characters in a row that read as themselves are looked up one by one before a search. */
const NEAR = 16;

class Reader {
  /**
   * The reading's code units so far. A reading is never longer than its text (every replacement is no
   * longer than what it replaces), so one array of the text's length holds it: no string per piece.
   */
  private readonly units: Uint16Array;
  pieces: PlainPiece[] = [];
  /** Changes that alter a word: a decoded letter, a tag inside a word, a mark dropped, a joined line. */
  meaningful = 0;
  /** Changes of any kind (a decoded `&amp;` too). */
  private changes = 0;
  /**
   * The top-level character whose reading made the first change, or the text's length: before it
   * nothing was replaced, so every field but the caches (`nextOf`, `passages`) is still as constructed.
   */
  firstChange: number;
  private out = 0;
  /** Source offset up to which the text has been copied or consumed. */
  private copied = 0;
  /** The last character put into the reading (for "between two letters"). */
  private last = 32;
  /** The offset of the quote that closes a Markdown title being read, read as a line break; -1 when none. */
  private titleClose = -1;
  /** By character code: where it next occurs (the text's length when it does not), as last looked up. */
  private nextOf: Map<number, number> | undefined;
  /** The end of the current passage of short word lines whose breaks read as blanks. */
  private joinUntil = -1;

  /**
   * `probe`: only find whether any change alters a word (`meaningful`), writing nothing; every decision
   * reads `copied` and `last` alone, which a probe keeps as the reading does, so both decide alike.
   */
  constructor(
    private readonly text: string,
    private readonly probe: boolean,
    /** Visit every character (the reference reading), not only TRIGGER's. */
    private readonly everyChar: boolean,
    /**
     * Passages already found in this text, by the break that opens them (a probe's, handed on to the
     * reading it calls for: a text of word lines is walked once to find its passage, not twice).
     */
    public passages?: Map<number, number>,
  ) {
    this.units = new Uint16Array(probe ? 0 : text.length);
    this.firstChange = text.length;
  }

  /** The reading as a string (a lone surrogate escaped on its own reads as U+FFFD). */
  reading(): string {
    utf16 ??= new TextDecoder('utf-16le');
    return utf16.decode(this.units.subarray(0, this.out));
  }

  /**
   * The next `-->` or `]]>` (what closes a comment or a CDATA section) at or after `from`, the text's length
   * when none; remembered per marker, so each is searched once.
   */
  private closerAt(marker: '-->' | ']]>', from: number): number {
    const known = this.closers[marker];
    if (known >= from) return known;
    const at = this.text.indexOf(marker, from);
    this.closers[marker] = at < 0 ? this.text.length : at;
    return this.closers[marker];
  }
  private readonly closers = { '-->': -1, ']]>': -1 };
  /** The `]]>` that closes the CDATA section being read; -1 when none. */
  private cdataClose = -1;

  /**
   * Where `code` next occurs at or after `from` (the text's length when it does not). The answer is
   * remembered, so a text of a million `<a` or `](` without a `>` or a blank is searched once, not once each.
   */
  private next(code: number, from: number): number {
    // Made on first use: most results (and most probes) look nothing up.
    this.nextOf ??= new Map();
    const known = this.nextOf.get(code);
    if (known !== undefined && known >= from) return known;
    const at = this.text.indexOf(String.fromCharCode(code), from);
    const found = at < 0 ? this.text.length : at;
    this.nextOf.set(code, found);
    return found;
  }

  /** Reads `[from, to)`; tags are read only at the top level (an attribute value holds none). */
  read(from: number, to: number, tags: boolean): void {
    const s = this.text;
    // A table look-up per character, no allocation: a text of `&` or `\n` by the million makes no garbage.
    // At the top level outside a passage, once NEAR characters in a row read as themselves (a text dense
    // with the others has its next one close: a look-up each is cheaper there than a search each), the
    // next character that may read otherwise is searched for.
    const search = tags && !this.everyChar;
    let plain = 0;
    for (let i = from; i < to; i++) {
      if (search && plain >= NEAR && i >= this.joinUntil) {
        TRIGGER.lastIndex = i;
        if (!TRIGGER.test(s)) break;
        i = TRIGGER.lastIndex - 1;
      }
      const c = s.charCodeAt(i);
      if (c >= INTERESTING_UNITS.length || INTERESTING_UNITS[c] === 0) {
        plain++;
        continue;
      }
      plain = 0;
      // A probe has its answer at the first change that alters a word.
      if (this.probe && this.meaningful > 0) return;
      if (this.titleClose >= 0 && this.titleClose < i) this.closeTitle();
      const before = this.changes;
      let next = i + 1;
      if (c === 38) next = this.reference(i);
      else if (c === 92) next = this.escape(i);
      else if (c === 60 && tags) next = this.tag(i);
      else if (c === 93) next = i === this.cdataClose ? this.cdata(i, 3) : this.markdownTitle(i);
      else if (c === 10) next = this.lineBreak(i);
      else if (isBlankControl(c)) {
        // Between two characters that are not blanks it divides a word the normalised text joins.
        const before = this.lastAt(i);
        this.replace(i, i + 1, ' ', !isBlank(before) && i + 1 < to && !isBlank(s.charCodeAt(i + 1)));
      } else if (isMark(c)) {
        // A combining mark over an ASCII character: the reader sees the character.
        const under = this.lastAt(i);
        if (under > 32 && under < 127) this.replace(i, i + 1, '', true);
      } else if (c >= 0xd800 && c <= 0xdbff && astralMark(s, i)) {
        // The same for a mark above the BMP (a pair): over ASCII it is read away, over its script's letter kept.
        const under = this.lastAt(i);
        if (under > 32 && under < 127) this.replace(i, i + 2, '', true);
        next = i + 2;
      }
      if (before === 0 && this.changes > 0 && tags) this.firstChange = i;
      i = Math.max(next, i + 1) - 1;
    }
    if (this.titleClose >= 0 && this.titleClose < to) this.closeTitle();
  }

  private closeTitle(): void {
    this.replace(this.titleClose, this.titleClose + 1, '\n', false);
    this.titleClose = -1;
  }

  /** Copies the text up to `to` as it stands. */
  flush(to: number): void {
    if (to <= this.copied) return;
    if (this.probe) {
      this.last = this.text.charCodeAt(to - 1);
      this.copied = to;
      return;
    }
    const length = to - this.copied;
    this.mapped(this.copied, to, length, true);
    const units = this.units;
    for (let k = this.copied, o = this.out; k < to; k++, o++) units[o] = this.text.charCodeAt(k);
    this.out += length;
    this.last = this.text.charCodeAt(to - 1);
    this.copied = to;
  }

  /** Notes that `length` characters of the reading from here come from `[from, to)`. */
  private mapped(from: number, to: number, length: number, literal: boolean): void {
    const last = this.pieces[this.pieces.length - 1];
    // Character for character straight after the last such piece: that piece goes on (fewer objects).
    if (literal && last?.literal && last.to === from && last.at + last.length === this.out) {
      last.to = to;
      last.length += length;
    } else this.pieces.push({ at: this.out, from, to, literal, length });
  }

  /** Reads `[from, to)` of the source as `value`. */
  private replace(from: number, to: number, value: string, meaningful: boolean): void {
    this.flush(from);
    if (value.length > 0) {
      if (!this.probe) {
        // A character read as one other character maps as a copied one does.
        this.mapped(from, to, value.length, to - from === value.length);
        for (let k = 0; k < value.length; k++) this.units[this.out + k] = value.charCodeAt(k);
        this.out += value.length;
      }
      this.last = value.charCodeAt(value.length - 1);
    }
    this.copied = to;
    this.changes++;
    if (meaningful) this.meaningful++;
  }

  /** The character the reading ends with once the text before `i` is copied. */
  private lastAt(i: number): number {
    return i > this.copied ? this.text.charCodeAt(i - 1) : this.last;
  }

  /** A character reference at `i` (`&name;`, `&#105;`, `&#x69`, with or without `;`). */
  private reference(i: number): number {
    const s = this.text;
    let j = i + 1;
    let cp = -1;
    if (s.charCodeAt(j) === 35) {
      const hex = (s.charCodeAt(j + 1) | 32) === 120;
      j += hex ? 2 : 1;
      const start = j;
      let value = 0;
      // The longest run of leading digits that spells a printable ASCII character, and where it ends.
      let ascii = -1;
      let asciiEnd = start;
      for (;;) {
        const d = digitValue(s.charCodeAt(j), hex);
        if (d < 0) break;
        // HTML reads every digit (`&#0000000105;` is `i`); past the last code point the value is "too large".
        value = Math.min(value * (hex ? 16 : 10) + d, 0x110000);
        j++;
        if (value >= 0x20 && value < 0x7f) {
          ascii = value;
          asciiEnd = j;
        }
      }
      if (j === start) return i + 1;
      // Without `;` HTML's reference runs on into the digits after it (`&#66` then `3` is `&#663`, no
      // letter of any word); a reader that stops at the character reads `B3`, and so does this reading.
      if (s.charCodeAt(j) !== 59 && asciiEnd > start && asciiEnd < j) {
        value = ascii;
        j = asciiEnd;
      }
      cp = value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff) ? 0xfffd : value;
    } else {
      while (j - i <= MAX_ENTITY_NAME && isAsciiAlnum(s.charCodeAt(j))) j++;
      const name = s.slice(i + 1, j);
      const named = NAMED.get(name);
      // Without `;` only the names HTML reads so (`&amp`, `&eacute`), and never run on into letters.
      if (named === undefined || (s.charCodeAt(j) !== 59 && !readsWithoutSemicolon(name))) return i + 1;
      cp = named;
    }
    if (s.charCodeAt(j) === 59) j++;
    this.replace(i, j, readAs(cp), this.changesWords(cp, i, j));
    return j;
  }

  /** A string escape at `i`: `\xHH`, `\uHHHH`, `\u{H…}`, `\UHHHHHHHH`, octal `\ooo`, `\n`, `\"`, … */
  private escape(i: number): number {
    const s = this.text;
    const k = s.charCodeAt(i + 1);
    let cp = -1;
    let end = i + 2;
    if (k === 120) [cp, end] = hexDigits(s, i + 2, 2, 2);
    else if (k === 117 && s.charCodeAt(i + 2) === 123) {
      [cp, end] = hexDigits(s, i + 3, 1, 6);
      if (s.charCodeAt(end) === 125) end++;
      else cp = -1;
    } else if (k === 117) {
      [cp, end] = hexDigits(s, i + 2, 4, 4);
      // JSON writes an astral character as two escapes: the pair is one character (`\ud835\udc08` is 𝐈).
      if (cp >= 0xd800 && cp <= 0xdbff && s.charCodeAt(end) === 92 && s.charCodeAt(end + 1) === 117) {
        const [low, after] = hexDigits(s, end + 2, 4, 4);
        if (low >= 0xdc00 && low <= 0xdfff) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
          end = after;
        }
      }
    } else if (k === 85) [cp, end] = hexDigits(s, i + 2, 8, 8);
    else if (k >= 48 && k <= 51 && isOctal(s.charCodeAt(i + 2)) && isOctal(s.charCodeAt(i + 3))) {
      cp = (k - 48) * 64 + (s.charCodeAt(i + 2) - 48) * 8 + (s.charCodeAt(i + 3) - 48);
      end = i + 4;
    } else if (k === 110 || k === 114) cp = 10;
    else if (k === 116) cp = 32;
    else if (k === 92 || k === 34 || k === 39 || k === 47) cp = k;
    if (cp < 0 || cp > 0x10ffff) return i + 1;
    this.replace(i, end, readAs(cp), this.changesWords(cp, i, end));
    return end;
  }

  /**
   * A decoded character changes what words the reader sees when it is a letter, digit, mark or format
   * character, or a blank between two letters (`Ignore&nbsp;all`); `&amp;`, `\"`, `\n` change none.
   */
  private changesWords(cp: number, from: number, to: number): boolean {
    if (cp < 0x80) return isAsciiAlnum(cp);
    if (WORDISH_OR_FORMAT.test(String.fromCodePoint(cp))) return true;
    return isWordUnit(this.lastAt(from)) && isWordUnit(this.text.charCodeAt(to));
  }

  /**
   * A CDATA delimiter (`<![CDATA[` or `]]>`, `length` long) at `i`: its content is literal text a reader
   * reads as written, so the delimiters are nothing (`Ig<![CDATA[no]]>re` reads `Ignore`).
   */
  private cdata(i: number, length: number): number {
    if (length === 3) this.cdataClose = -1;
    const byWord = isWordUnit(this.lastAt(i)) || isWordUnit(this.text.charCodeAt(i + length));
    this.replace(i, i + length, '', byWord);
    return i + length;
  }

  /**
   * Whether the inline `<code>` element whose tag spans `[i, gt]` (its closing tag when `close`) holds a
   * model's special token (`&lt;|im_start|&gt;`): a chat template shown as documentation. Bounded slices.
   */
  private showsSpecialToken(i: number, gt: number, close: boolean): boolean {
    const s = this.text;
    if (close) {
      const before = s.slice(Math.max(0, i - CODE_REACH), i);
      const open = before.toLowerCase().lastIndexOf('<code');
      return open >= 0 && SPECIAL_TOKEN.test(before.slice(open));
    }
    const after = s.slice(gt + 1, gt + 1 + CODE_REACH);
    const end = after.toLowerCase().indexOf('</code');
    return end >= 0 && SPECIAL_TOKEN.test(after.slice(0, end));
  }

  /**
   * A tag at `i`: gone from the reading (nothing inside a word for inline elements, a blank for others),
   * its quoted attribute values read on lines of their own. A comment's delimiters read as blanks.
   */
  private tag(i: number): number {
    const s = this.text;
    const k = s.charCodeAt(i + 1);
    if (k === 33 && s.startsWith('<![CDATA[', i) && this.closerAt(']]>', i + 9) < s.length) {
      this.cdataClose = this.closerAt(']]>', i + 9);
      return this.cdata(i, 9);
    }
    if (k === 33 && s.startsWith('<!--', i)) {
      // A comment between two letters (`ig<!-- x -->nore`) is gone from the page: the word reads whole.
      if (isWordUnit(this.lastAt(i))) {
        const end = this.closerAt('-->', i + 4);
        if (end - i <= MAX_COMMENT_IN_WORD && isWordUnit(s.charCodeAt(end + 3))) {
          this.replace(i, end + 3, '', true);
          return end + 3;
        }
      }
      this.replace(i, i + 4, ' ', false);
      return i + 4;
    }
    const close = k === 47 ? 1 : 0;
    let j = i + 1 + close;
    if (!isAsciiLetter(s.charCodeAt(j))) return i + 1;
    const gt = this.next(62, j);
    if (gt === s.length || gt - i > MAX_TAG) return i + 1;
    while (j < gt && isTagNameChar(s.charCodeAt(j))) j++;
    const name = s.slice(i + 1 + close, j).toLowerCase();
    // Only HTML's own elements are markup a page renders away; `<tool_call>`, `<system>` are read as written.
    if (!ELEMENTS.has(name)) return i + 1;
    // A `<pre>` block's tags stay where no word runs through them: its bounds are the page's, and a chat
    // template's tokens shown inside are code here as in the text (`inCodeElement`; round 28). Inline
    // `<code>` stays only around a model's special token (third pass): kept always, it cut the sentences
    // of every page that names code in prose.
    const kept = name === 'pre' || (name === 'code' && this.showsSpecialToken(i, gt, close === 1));
    if (kept && !(isWordUnit(this.lastAt(i)) && isWordUnit(s.charCodeAt(gt + 1)))) {
      if (j < gt) this.replace(i, gt + 1, close === 1 ? `</${name}>` : `<${name}>`, false);
      return gt + 1;
    }
    // A ruby annotation inside a word (`Ig<rt>x</rt>nore`) sits above it on the page: the word reads whole
    // (round 20). Its text holds no tag (the next `<` closes it) and is still read where the text is.
    if ((name === 'rt' || name === 'rp') && close === 0 && isWordUnit(this.lastAt(i))) {
      const end = this.next(60, gt + 1);
      if (
        end - i <= MAX_COMMENT_IN_WORD &&
        s.slice(end, end + 5).toLowerCase() === `</${name}>` &&
        isWordUnit(s.charCodeAt(end + 5))
      ) {
        this.replace(i, end + 5, '', true);
        return end + 5;
      }
    }
    const inline = INLINE.has(name);
    // A tag next to a word divides or joins words differently once gone (`<span>Ignore</span> <span>all`).
    const byWord = isWordUnit(this.lastAt(i)) || isWordUnit(s.charCodeAt(gt + 1));
    this.replace(i, j, inline ? '' : ' ', byWord);
    // Values of attributes a reader is shown (`alt`, `title`, ...) are read (their character references
    // decoded); the rest of the tag is read as nothing (a style, a class or a link is no sentence).
    let shown = false;
    while (j < gt) {
      const q = s.charCodeAt(j);
      if (q === 61) shown = shownAttribute(s, j);
      if ((q === 34 || q === 39) && !shown) {
        const end = indexBefore(s, q, j + 1, gt);
        if (end < 0) break;
        j = end + 1;
      } else if (q === 34 || q === 39) {
        const end = indexBefore(s, q, j + 1, gt);
        if (end < 0) break;
        // Quoted still, as the page holds it: what it says is weighed as the text's own reading weighs it.
        // (Only over what it replaces: so the reading is never longer than the text.)
        if (j > this.copied) this.replace(this.copied, j, '\n', false);
        this.read(j, end + 1, false);
        this.flush(end + 1);
        j = end + 1;
      } else j++;
    }
    this.replace(this.copied, gt + 1, '', false);
    return gt + 1;
  }

  /**
   * `](url "title")` and a reference definition's `]: url "title"`: the title's quotes read as line
   * breaks, so the title is text and not a quotation.
   */
  private markdownTitle(i: number): number {
    const s = this.text;
    const k = s.charCodeAt(i + 1);
    if (k !== 40 && k !== 58) return i + 1;
    // Every search here is a remembered `next`: `](` a million times costs a million look-ups.
    let j = i + 2;
    const limit = Math.min(s.length, i + MAX_TITLE);
    while (j < limit && s.charCodeAt(j) === 32) j++;
    const url = j;
    j = Math.min(
      this.next(32, url),
      this.next(9, url),
      this.next(10, url),
      this.next(13, url),
      this.next(41, url),
    );
    if (j === url || j >= limit || !isBlank(s.charCodeAt(j))) return i + 1;
    while (j < limit && (s.charCodeAt(j) === 32 || s.charCodeAt(j) === 9)) j++;
    const q = s.charCodeAt(j);
    const closing = q === 34 ? 34 : q === 39 ? 39 : q === 40 ? 41 : -1;
    if (closing < 0) return i + 1;
    const end = this.next(closing, j + 1);
    if (end >= s.length || end - j > MAX_TITLE || this.next(10, j + 1) < end) return i + 1;
    this.replace(j, j + 1, '\n', true);
    this.titleClose = end;
    return j + 1;
  }

  /**
   * A line break inside a passage of short lines that hold only words (`Ignore\nall\nprevious`, a YAML
   * folded scalar) reads as a blank: the reader joins them, as a wrapped prose line is joined.
   */
  /** Where the passage the break `i` opens ends, or `i` when it opens none. */
  private passageEnd(i: number): number {
    const known = this.passages?.get(i);
    if (known !== undefined) return known;
    const end = Math.max(blockScalarEnd(this.text, i), wrappedPassageEnd(this.text, i));
    if (end > i) {
      this.passages ??= new Map();
      this.passages.set(i, end);
    }
    return end;
  }

  private lineBreak(i: number): number {
    if (i >= this.joinUntil) this.joinUntil = this.passageEnd(i);
    if (i >= this.joinUntil) return i + 1;
    // The break and the next line's indent read as one blank, as in the sentence the lines hold.
    let k = i + 1;
    while (k < this.text.length && (this.text.charCodeAt(k) === 32 || this.text.charCodeAt(k) === 9)) k++;
    const cr = i > this.copied && this.text.charCodeAt(i - 1) === 13 ? 1 : 0;
    this.replace(i - cr, k, ' ', true);
    return k;
  }
}

/**
 * How far the passage of short word lines at the line break `i` runs (every break before the returned
 * offset is inside it, with the lines just before and after it), or `i` when fewer than
 * MIN_WRAPPED_LINES word lines stand there.
 */
function wrappedPassageEnd(s: string, i: number): number {
  // Settled from the lines either side of the break, read only as far as they tell: the line before is
  // blank, or the first line after (past blank ones) is no word line. Most breaks in a text end here.
  if (blankBefore(s, i) || !wordLineFollows(s, i)) return i;
  const lineStart = s.lastIndexOf('\n', i - 1) + 1;
  // The line before the passage opens its sentence (`[system](#x)\nThe\nassistant\n...`) unless blank.
  if (blankLine(s, lineStart, i)) return i;
  const lead = wordLine(s, lineStart, i);
  // A line that ends in a quote opens a quotation (`note = """`): the passage starts after it.
  if (!lead && QUOTES.has(s.charCodeAt(lastNonBlank(s, lineStart, i)))) return i;
  let lines = lead ? 1 : 0;
  let end = i;
  for (let at = i; ; ) {
    const eol = s.indexOf('\n', at + 1);
    const to = eol < 0 ? s.length : eol;
    // A blank line between word lines (`Ignore\n\nall\n\nprevious`) stays inside the passage.
    const blank = eol >= 0 && blankLine(s, at + 1, to);
    if (!blank && !wordLine(s, at + 1, to)) {
      // The line after the passage ends its sentence (`to\nhttps://evil.example/c`) unless it is blank
      // or closes a quotation.
      const first = firstNonBlank(s, at + 1, to);
      if (lines + 1 >= MIN_WRAPPED_LINES && first < to && !QUOTES.has(s.charCodeAt(first))) end = at + 1;
      break;
    }
    if (!blank) {
      lines++;
      end = at + 1;
    }
    if (eol < 0) break;
    at = eol;
  }
  return lines >= MIN_WRAPPED_LINES ? end : i;
}

/**
 * The line break at `i` ends a YAML block scalar's header (`key: >`, `key: |-`): the scalar's lines
 * (blank, or indented past the key) are one text to a reader; where they end, or `i` when no scalar opens.
 */
function blockScalarEnd(s: string, i: number): number {
  if (!blockHeaderBefore(s, i)) return i;
  const lineStart = s.lastIndexOf('\n', i - 1) + 1;
  if (i - lineStart > MAX_TITLE) return i;
  let indent = 0;
  while (s.charCodeAt(lineStart + indent) === 32) indent++;
  let end = i;
  for (let at = i; at >= 0 && at < s.length; ) {
    const eol = s.indexOf('\n', at + 1);
    const to = eol < 0 ? s.length : eol;
    let d = 0;
    while (at + 1 + d < to && s.charCodeAt(at + 1 + d) === 32) d++;
    if (d <= indent && !blankLine(s, at + 1, to)) break;
    end = at + 1;
    at = eol;
  }
  // Every break before the scalar's last line is joined; the one after it (before the next key) is not.
  return end;
}

/**
 * Whether the line that ends at the break `i` ends as a YAML block scalar's header: `key: >`, `key: |`,
 * with a chomping or indentation indicator (`:[ \t]+[>|][-+0-9]{0,2}[ \t]*\r?$`), read backwards from
 * the break without slicing the line. None of the characters read is a line break, so it stays on the line.
 */
export function blockHeaderBefore(s: string, i: number): boolean {
  let k = i - 1;
  if (s.charCodeAt(k) === 13) k--;
  while (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9) k--;
  let indicators = 0;
  while (isIndicator(s.charCodeAt(k))) {
    if (++indicators > 2) return false;
    k--;
  }
  const mark = s.charCodeAt(k);
  if (mark !== 62 && mark !== 124) return false;
  k--;
  if (s.charCodeAt(k) !== 32 && s.charCodeAt(k) !== 9) return false;
  while (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 9) k--;
  return s.charCodeAt(k) === 58;
}
/** `-`, `+` or a digit: a block header's chomping or indentation indicator. */
function isIndicator(c: number): boolean {
  return c === 45 || c === 43 || (c >= 48 && c <= 57);
}

/** A line of a word or two: letters, digits, blanks and prose punctuation only (after its indent). */
function wordLine(s: string, from: number, to: number): boolean {
  let i = from;
  while (i < to && isBlank(s.charCodeAt(i))) i++;
  if (i === to || to - i > SHORT_LINE) return false;
  let words = 1;
  for (; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 && !isBlank(s.charCodeAt(i + 1)) && i + 1 < to && ++words > LINE_WORDS) return false;
    if (!(isAsciiAlnum(c) || c === 32 || c === 9 || c === 13 || SENTENCE.has(c) || c >= 0x80)) return false;
  }
  return true;
}
/** Whether the line that ends at the break `i` is blank (read backwards to its first non-blank). */
function blankBefore(s: string, i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const c = s.charCodeAt(k);
    if (c === 10) return true;
    if (!isBlank(c)) return false;
  }
  return true;
}

/**
 * Whether the first line after the break `i` that is not blank with a break after it is a word line
 * (`wordLine`), read only until it fails: a 41st character or one no word line holds.
 */
function wordLineFollows(s: string, i: number): boolean {
  let from = i + 1;
  for (;;) {
    let k = from;
    while (k < s.length && isBlank(s.charCodeAt(k)) && s.charCodeAt(k) !== 10) k++;
    if (k < s.length && s.charCodeAt(k) === 10) {
      from = k + 1;
      continue;
    }
    // `from` starts the line, `k` its first non-blank: what wordLine reads, without finding the line's end.
    if (k === s.length) return false;
    let words = 1;
    for (let j = k; ; j++) {
      if (j === s.length || s.charCodeAt(j) === 10) return true;
      if (j - k >= SHORT_LINE) return false;
      const c = s.charCodeAt(j);
      if (c === 32 && !isBlank(s.charCodeAt(j + 1)) && j + 1 < s.length && s.charCodeAt(j + 1) !== 10)
        if (++words > LINE_WORDS) return false;
      if (!(isAsciiAlnum(c) || c === 32 || c === 9 || c === 13 || SENTENCE.has(c) || c >= 0x80)) return false;
    }
  }
}

const QUOTES: ReadonlySet<number> = new Set([34, 39, 96]);
function firstNonBlank(s: string, from: number, to: number): number {
  let i = from;
  while (i < to && isBlank(s.charCodeAt(i))) i++;
  return i;
}
function lastNonBlank(s: string, from: number, to: number): number {
  let i = to - 1;
  while (i > from && isBlank(s.charCodeAt(i))) i--;
  return i;
}
function blankLine(s: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (!isBlank(s.charCodeAt(i))) return false;
  return true;
}
/** Punctuation prose holds: `, . ! ? ; : " ' ( ) [ ] -`. */
const SENTENCE: ReadonlySet<number> = new Set([44, 46, 33, 63, 59, 58, 34, 39, 40, 41, 91, 93, 45]);

/** Is the attribute whose `=` is at `eq` one whose value a reader is shown or told (`alt`, `data-*`)? */
function shownAttribute(s: string, eq: number): boolean {
  let k = eq;
  while (k > 0 && isTagNameChar(s.charCodeAt(k - 1))) k--;
  const name = s.slice(k, eq).toLowerCase();
  return SHOWN_ATTRIBUTES.has(name) || name.startsWith('data-');
}
const SHOWN_ATTRIBUTES: ReadonlySet<string> = new Set(
  'alt title label placeholder summary content value aria-label aria-description aria-placeholder aria-roledescription aria-valuetext'.split(
    ' ',
  ),
);

/** HTML elements that do not sit inside a line of text (with INLINE, every element a page may hold). */
const BLOCK =
  'address article aside audio blockquote body br button canvas caption center col colgroup dd details dialog dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input label legend li link main map menu meta meter nav noframes noscript object ol optgroup option output p param picture pre progress rp rt script section select slot source style summary svg table tbody td template text textarea tfoot th thead title tr track ul video';

/**
 * HTML elements that sit inside a line of text: a tag of one inside a word does not divide it. Since round
 * 20 also ruby's (`ruby`, `rb`, `rtc`: a base word and its annotation) and SVG's pieces of one text line
 * (`tspan`, `textPath`); SVG's `<text>` elements are placed apart, so BLOCK holds `text`: a blank.
 */
const INLINE: ReadonlySet<string> = new Set(
  'a abbr b bdi bdo big cite code data del dfn em font i ins kbd mark q rb rtc ruby s samp small span strike strong sub sup textpath time tspan tt u var wbr'.split(
    ' ',
  ),
);

const ELEMENTS: ReadonlySet<string> = new Set([...BLOCK.split(' '), ...INLINE]);

const WORDISH_OR_FORMAT = /[\p{L}\p{N}\p{M}\p{Cf}]/u;

/** The first `c` in `[from, to)`, or -1: a search that never reads past `to`. */
function indexBefore(s: string, c: number, from: number, to: number): number {
  for (let i = from; i < to; i++) if (s.charCodeAt(i) === c) return i;
  return -1;
}

function isBlankControl(c: number): boolean {
  return c === 0x0b || c === 0x0c || c === 0x85 || (c >= 0x1c && c <= 0x1f) || isHangulFiller(c);
}
/** The Hangul fillers: hidden characters the normalised text drops, drawn as blanks (`Ignore\u3164all`). */
function isHangulFiller(c: number): boolean {
  return c === 0x115f || c === 0x1160 || c === 0x3164 || c === 0xffa0;
}
function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
/** A letter or digit of any script (a code unit of one, for those outside the BMP). */
function isWordUnit(c: number): boolean {
  if (c < 0x80) return isAsciiAlnum(c);
  return (c >= 0xd800 && c <= 0xdfff) || WORDISH_OR_FORMAT.test(String.fromCharCode(c));
}
function isAsciiAlnum(c: number): boolean {
  return isAsciiLetter(c) || (c >= 48 && c <= 57);
}
function isTagNameChar(c: number): boolean {
  return isAsciiAlnum(c) || c === 45 || c === 58;
}
function isOctal(c: number): boolean {
  return c >= 48 && c <= 55;
}

function digitValue(c: number, hex: boolean): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (!hex) return -1;
  const l = c | 32;
  return l >= 97 && l <= 102 ? l - 87 : -1;
}

/** `[value, end]` of `min` to `max` hex digits at `from`; value -1 when fewer than `min`. */
function hexDigits(s: string, from: number, min: number, max: number): [number, number] {
  let value = 0;
  let j = from;
  while (j - from < max) {
    const d = digitValue(s.charCodeAt(j), true);
    if (d < 0) break;
    value = value * 16 + d;
    j++;
  }
  return j - from < min ? [-1, from] : [value, j];
}

/** The pair at `i` is a combining mark above the BMP (one anchored test of two units). */
const ASTRAL_MARK = new RegExp(`(?:${ASTRAL_MARK_PAIRS})`, 'y');
function astralMark(s: string, i: number): boolean {
  ASTRAL_MARK.lastIndex = i;
  return ASTRAL_MARK.test(s);
}

/** Combining marks of the BMP, every block (round 20; before, only the five MARK_RANGES names). */
function isMark(c: number): boolean {
  return MARK_UNITS[c] === 1;
}

/**
 * A decoded character as the reading holds it: nothing for an invisible one (`&shy;` and `&#8203;` are
 * how pages break long words: no evidence of hiding, and the word reads whole). An accented letter
 * keeps its accent: spelled as a reference it is a word of its language (`pi&ugrave;`), which the
 * word lists hold with it. A surrogate escaped on its own (JSON writes astral characters as two) stays.
 */
function readAs(cp: number): string {
  if (cp >= 0xd800 && cp <= 0xdfff) return String.fromCharCode(cp);
  const value = String.fromCodePoint(cp);
  return cp >= 0x80 && FORMAT.test(value) ? '' : value;
}
const FORMAT = /\p{Cf}/u;

const MAX_ENTITY_NAME = 32;
/** Names HTML also reads without `;`: the accented letters and a few of the oldest. */
function readsWithoutSemicolon(name: string): boolean {
  return LEGACY.has(name) || (name.length > 2 && (NAMED.get(name) ?? 0) >= 0xc0);
}
const LEGACY: ReadonlySet<string> = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'shy', 'copy', 'reg']);
/**
 * Named character references: every Latin letter with an accent (`&eacute;`), blanks and invisible
 * characters, and ASCII punctuation; the accented letters are built from their names (`e` + `acute`).
 */
const NAMED: ReadonlyMap<string, number> = (() => {
  const map = new Map<string, number>();
  const accents: [string, string][] = [
    ['grave', '\u0300'],
    ['acute', '\u0301'],
    ['circ', '\u0302'],
    ['tilde', '\u0303'],
    ['macr', '\u0304'],
    ['breve', '\u0306'],
    ['dot', '\u0307'],
    ['uml', '\u0308'],
    ['ring', '\u030a'],
    ['dblac', '\u030b'],
    ['caron', '\u030c'],
    ['cedil', '\u0327'],
    ['ogon', '\u0328'],
  ];
  for (let c = 65; c <= 122; c++) {
    if (!isAsciiLetter(c)) continue;
    const letter = String.fromCharCode(c);
    for (const [name, mark] of accents) {
      const composed = (letter + mark).normalize('NFC');
      if (composed.length === 1) map.set(letter + name, composed.charCodeAt(0));
    }
  }
  const others: [string, number][] = [
    ['amp', 38],
    ['lt', 60],
    ['gt', 62],
    ['quot', 34],
    ['apos', 39],
    ['nbsp', 0xa0],
    ['shy', 0xad],
    ['ensp', 0x2002],
    ['emsp', 0x2003],
    ['thinsp', 0x2009],
    ['hairsp', 0x200a],
    ['ZeroWidthSpace', 0x200b],
    ['zwnj', 0x200c],
    ['zwj', 0x200d],
    ['lrm', 0x200e],
    ['rlm', 0x200f],
    ['NoBreak', 0x2060],
    ['af', 0x2061],
    ['it', 0x2062],
    ['ic', 0x2063],
    ['Tab', 9],
    ['NewLine', 10],
    ['excl', 33],
    ['num', 35],
    ['dollar', 36],
    ['percnt', 37],
    ['lpar', 40],
    ['rpar', 41],
    ['ast', 42],
    ['plus', 43],
    ['comma', 44],
    ['period', 46],
    ['sol', 47],
    ['colon', 58],
    ['semi', 59],
    ['equals', 61],
    ['quest', 63],
    ['commat', 64],
    ['lsqb', 91],
    ['bsol', 92],
    ['rsqb', 93],
    ['Hat', 94],
    ['lowbar', 95],
    ['grave', 96],
    ['lcub', 123],
    ['verbar', 124],
    ['rcub', 125],
    ['hyphen', 0x2010],
    ['ndash', 0x2013],
    ['mdash', 0x2014],
    ['lsquo', 0x2018],
    ['rsquo', 0x2019],
    ['ldquo', 0x201c],
    ['rdquo', 0x201d],
    ['hellip', 0x2026],
    ['szlig', 0xdf],
    ['aelig', 0xe6],
    ['AElig', 0xc6],
    ['oslash', 0xf8],
    ['Oslash', 0xd8],
    ['eth', 0xf0],
    ['thorn', 0xfe],
  ];
  for (const [name, cp] of others) map.set(name, cp);
  return map;
})();
