// Number words, once for every reader (issue 19: a vocabulary lives in one place). The provenance
// layer's digit names (a value dictated in words), its days in words, and the screener's counts before
// a noun ("five new directives") were four lists of the same words.
import { type WordTable, wordsFor } from './word-table.js';

/** Which readers take a number word (a bit each; the views below say who reads each). */
const K = {
  /** A digit's name, in a value dictated one character at a time (provenance, values.ts). */
  DIGIT: 1,
  /** A day of a month from one to nine, cardinal (provenance, stated.ts). */
  UNIT: 2,
  /** The same, ordinal. */
  UNIT_ORDINAL: 4,
  /** A day of a month from ten to nineteen (stated.ts; its ordinal is made from it). */
  TEEN: 8,
  /** A count or rank before a noun: what it stands before is one of several listed (the screener). */
  ENUMERATOR: 16,
  /** Twenty to ninety, a number's tens spoken (provenance, worded.ts: "twelve thirty four"). */
  TENS: 32,
} as const;

/** Every number word a reader takes, once, in the order of its value (the day views are read by index). */
const NUMBERS: WordTable = [
  ['zero', K.DIGIT], ['one', K.DIGIT | K.UNIT], ['two', K.DIGIT | K.UNIT | K.ENUMERATOR],
  ['three', K.DIGIT | K.UNIT | K.ENUMERATOR], ['four', K.DIGIT | K.UNIT | K.ENUMERATOR],
  ['five', K.DIGIT | K.UNIT | K.ENUMERATOR], ['six', K.DIGIT | K.UNIT | K.ENUMERATOR],
  ['seven', K.DIGIT | K.UNIT | K.ENUMERATOR], ['eight', K.DIGIT | K.UNIT | K.ENUMERATOR],
  ['nine', K.DIGIT | K.UNIT | K.ENUMERATOR], ['ten', K.TEEN | K.ENUMERATOR], ['eleven', K.TEEN],
  ['twelve', K.TEEN], ['thirteen', K.TEEN], ['fourteen', K.TEEN], ['fifteen', K.TEEN], ['sixteen', K.TEEN],
  ['seventeen', K.TEEN], ['eighteen', K.TEEN], ['nineteen', K.TEEN], ['several', K.ENUMERATOR],
  ['first', K.UNIT_ORDINAL | K.ENUMERATOR], ['second', K.UNIT_ORDINAL | K.ENUMERATOR],
  ['third', K.UNIT_ORDINAL | K.ENUMERATOR], ['fourth', K.UNIT_ORDINAL | K.ENUMERATOR],
  ['fifth', K.UNIT_ORDINAL | K.ENUMERATOR], ['sixth', K.UNIT_ORDINAL], ['seventh', K.UNIT_ORDINAL],
  ['eighth', K.UNIT_ORDINAL], ['ninth', K.UNIT_ORDINAL], ['final', K.ENUMERATOR], ['twenty', K.TENS],
  ['thirty', K.TENS], ['forty', K.TENS], ['fifty', K.TENS], ['sixty', K.TENS], ['seventy', K.TENS],
  ['eighty', K.TENS], ['ninety', K.TENS],
]; // biome-ignore format: a word table reads better packed
const numbers = (reader: number): readonly string[] => wordsFor(NUMBERS, reader);

/** The digits' names, zero to nine, in order: a digit's name is its index. */
export const DIGIT_WORDS = numbers(K.DIGIT);
/** One to nine, cardinal and ordinal, in order (`UNITS[i]` is i + 1). */
export const UNITS = numbers(K.UNIT);
export const UNIT_ORDINALS = numbers(K.UNIT_ORDINAL);
/** Ten to nineteen, in order (`TEENS[i]` is i + 10). */
export const TEENS = numbers(K.TEEN);
/** Twenty to ninety, in order (`TENS[i]` is 10 * (i + 2)). */
export const TENS = numbers(K.TENS);
/** Counts and ranks before a noun: what they stand before is one of several listed ("five new directives"). */
export const ENUMERATORS: ReadonlySet<string> = new Set(numbers(K.ENUMERATOR));
