// Numbers spoken as a person says them, read into digits for matching (round 74, prov2-r74): a number in
// its English words ("forty-two", "two hundred and ten", "seventy-seven hundred", "twenty twenty-eight"),
// a digit a word ("four five one two", "oh", "double four"), and groups of either apart by commas ("G B
// forty-seven, eleven twenty-two, thirty-three forty-four"), which one value's digits join. worded.ts
// reads digit words and pairs inside one run; a scale word or a comma between groups it did not join.
// One pass over the text's words; each word is looked at a bounded number of times.
import { DIGIT_REPEATS, DIGIT_WORDS, SPOKEN_ZERO, TEENS, TENS } from '../number-words.js';

/** Fewer digits than this is a count or an amount, not a value a reader keys. */
const MIN_VALUE_DIGITS = 5;
/** A phrase of more number words than this is read no further (a value is never this long). */
const MAX_PHRASE_WORDS = 64;
/** At most this many values of one text. */
const MAX_VALUES = 64;

const UNIT_OF: ReadonlyMap<string, number> = new Map([
  ...DIGIT_WORDS.map((w, i) => [w, i] as const),
  [SPOKEN_ZERO, 0],
]);
const TEEN_OF: ReadonlyMap<string, number> = new Map(TEENS.map((w, i) => [w, i + 10]));
const TENS_OF: ReadonlyMap<string, number> = new Map(TENS.map((w, i) => [w, 10 * (i + 2)]));
const HUNDRED = 'hundred';
const THOUSAND = 'thousand';

/** A word of a spoken number (`and` only between its parts, read by the parser). */
const isNumberWord = (w: string): boolean =>
  UNIT_OF.has(w) ||
  TEEN_OF.has(w) ||
  TENS_OF.has(w) ||
  DIGIT_REPEATS.has(w) ||
  w === HUNDRED ||
  w === THOUSAND;
/** Words and commas, lower-cased; a hyphen joins a number's words ("forty-two") and is read as a blank. */
const TOKEN = /[a-z]+|,|[^\sa-z,-]+/g;

/** Words under 100 at `i`: a digit word, a teen, or a tens word with its unit. [value, words read]. */
function belowHundred(w: readonly string[], i: number): [number, number] | undefined {
  const unit = UNIT_OF.get(w[i] ?? '');
  if (unit !== undefined) return [unit, 1];
  const teen = TEEN_OF.get(w[i] ?? '');
  if (teen !== undefined) return [teen, 1];
  const tens = TENS_OF.get(w[i] ?? '');
  if (tens === undefined) return undefined;
  const after = UNIT_OF.get(w[i + 1] ?? '');
  return after !== undefined && after > 0 && w[i + 1] !== SPOKEN_ZERO ? [tens + after, 2] : [tens, 1];
}

/** What follows a scale word: "and" and words under 100 (below `limit` once scaled). */
function rest(w: readonly string[], i: number): [number, number] {
  const at = w[i] === 'and' ? i + 1 : i;
  const small = belowHundred(w, at);
  // A lone digit word after a scale is its last digit when "and", a scale after it or the group's end says
  // so ("five hundred one thousand"); before more digits it is the next digit ("nine hundred four three").
  const lone = at === i && small !== undefined && small[0] < 10;
  if (small === undefined || (lone && w[at + 1] !== undefined && w[at + 1] !== THOUSAND)) return [0, 0];
  return [small[0], at - i + small[1]];
}

/**
 * One spoken number at `i` in its digits, and the words it took: "two hundred and ten" 210, "seventy-seven
 * hundred" 7700, "five thousand and six" 5006, "oh" 0, "double four" 44, "twenty" 20.
 */
function spokenAt(w: readonly string[], i: number): [string, number] | undefined {
  const times = DIGIT_REPEATS.get(w[i] ?? '');
  if (times !== undefined) {
    const unit = UNIT_OF.get(w[i + 1] ?? '');
    return unit === undefined ? undefined : [String(unit).repeat(times), 2];
  }
  const head = belowHundred(w, i);
  if (head === undefined) return undefined;
  let [value, used] = head;
  // A digit word is a digit: "oh", "zero" and a unit not followed by a scale read one digit.
  if (w[i + used] === HUNDRED && value > 0) {
    value *= 100;
    used++;
    const [more, took] = rest(w, i + used);
    value += more;
    used += took;
  }
  if (w[i + used] === THOUSAND && value > 0 && value < 1000) {
    value *= 1000;
    used++;
    const at = i + used;
    const hundreds = belowHundred(w, w[at] === 'and' ? at + 1 : at);
    if (
      hundreds !== undefined &&
      w[(w[at] === 'and' ? at + 1 : at) + hundreds[1]] === HUNDRED &&
      hundreds[0] < 10
    ) {
      const skip = (w[at] === 'and' ? 1 : 0) + hundreds[1] + 1;
      value += hundreds[0] * 100;
      used += skip;
      const [more, took] = rest(w, i + used);
      value += more;
      used += took;
    } else {
      const [more, took] = rest(w, at);
      value += more;
      used += took;
    }
  }
  return [String(value), used];
}

/** The digits of words with no comma, or undefined when a word is no number's. */
function groupDigits(words: readonly string[]): string | undefined {
  let digits = '';
  for (let i = 0; i < words.length; ) {
    const read = spokenAt(words, i);
    if (read === undefined) return undefined;
    digits += read[0];
    i += read[1];
  }
  return digits;
}

/**
 * The digits of a phrase of spoken numbers, its comma-apart groups each read alone and joined in order
 * ("oh seven seven oh oh, nine hundred, thirty-one" 07700 900 31), or undefined when a word is no number's.
 * `acrossCommas`: the commas read as blanks ("two hundred and ten thousand, four hundred and five").
 */
export function spokenDigits(phrase: string, acrossCommas = false): string | undefined {
  const tokens = phrase.toLowerCase().match(TOKEN) ?? [];
  if (tokens.length === 0 || tokens.length > MAX_PHRASE_WORDS * 2) return undefined;
  const groups: string[][] = [[]];
  for (const t of tokens) {
    if (t !== ',') groups[groups.length - 1]!.push(t);
    else if (!acrossCommas) groups.push([]);
  }
  let digits = '';
  for (const g of groups) {
    if (g.length === 0) continue;
    const read = groupDigits(g);
    if (read === undefined) return undefined;
    digits += read;
  }
  return digits.length > 0 ? digits : undefined;
}

/**
 * The values a text speaks in number words that worded.ts does not join: each phrase of number words
 * (commas and `and` inside it) with a teen, a tens or a scale word, read as spokenDigits, when it gives
 * five digits or more. Linear: the text is tokenised once and each phrase parsed once.
 */
export function spokenNumbers(text: string): string[] {
  const tokens = text.toLowerCase().match(TOKEN) ?? [];
  const out = new Set<string>();
  let phrase: string[] = [];
  let compound = false;
  let long = false;
  const flush = () => {
    while (phrase.length > 0 && (phrase[phrase.length - 1] === ',' || phrase[phrase.length - 1] === 'and'))
      phrase.pop();
    if (compound && !long && phrase.length > 0)
      for (const across of [false, true]) {
        const digits = spokenDigits(phrase.join(' '), across);
        if (digits !== undefined && digits.length >= MIN_VALUE_DIGITS) out.add(digits);
      }
    phrase = [];
    long = false;
    compound = false;
  };
  for (const t of tokens) {
    if (out.size >= MAX_VALUES) break;
    if (phrase.length >= MAX_PHRASE_WORDS * 2 && (isNumberWord(t) || t === ',' || t === 'and')) long = true;
    else if (isNumberWord(t)) {
      if (TEEN_OF.has(t) || TENS_OF.has(t) || t === HUNDRED || t === THOUSAND) compound = true;
      phrase.push(t);
    } else if ((t === ',' || t === 'and') && phrase.length > 0) phrase.push(t);
    else flush();
  }
  flush();
  return [...out];
}
