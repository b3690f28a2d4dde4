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
/**
 * The digits' names in the other languages users and their correspondents write, zero to nine each
 * (round 25: an Indonesian notice dictated an account as "lima satu dua, nol tiga tiga satu, ..."). A
 * name two languages share names one digit in both (`acht`, `vier`, `tre`, `sei`, `nove`).
 */
export const OTHER_DIGIT_NAMES: readonly (readonly string[])[] = `
German null eins zwei drei vier fünf sechs sieben acht neun; French zéro un deux trois quatre cinq six sept
huit neuf; Spanish cero uno dos tres cuatro cinco seis siete ocho nueve; Italian zero uno due tre quattro
cinque sei sette otto nove; Portuguese zero um dois três quatro cinco seis sete oito nove; Dutch nul een
twee drie vier vijf zes zeven acht negen; Polish zero jeden dwa trzy cztery pięć sześć siedem osiem
dziewięć; Indonesian nol satu dua tiga empat lima enam tujuh delapan sembilan; Malay kosong satu dua tiga
empat lima enam tujuh lapan sembilan; Finnish nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan
yhdeksän; Czech nula jedna dva tři čtyři pět šest sedm osm devět; Swahili sifuri moja mbili tatu nne tano
sita saba nane tisa; Turkish sıfır bir iki üç dört beş altı yedi sekiz dokuz`
  .split(';')
  .map((language) => language.trim().split(/\s+/).slice(1));

/** Every digit's name a dictated value may use, English first, with its digit (values.ts, worded.ts). */
export const DIGIT_NAMES: ReadonlyMap<string, string> = new Map([
  ...DIGIT_WORDS.map((w, i) => [w, String(i)] as const),
  ...OTHER_DIGIT_NAMES.flatMap((names) => names.map((w, i) => [w, String(i)] as const)),
]);
/**
 * How a phone number is read aloud beside its digits' names (round 63: "oh seven seven oh oh, nine
 * hundred, double-four"): a zero said as a letter, a digit said twice or thrice, a digit's hundreds.
 */
export const SPOKEN_ZERO = 'oh';
export const DIGIT_REPEATS: ReadonlyMap<string, number> = new Map([
  ['double', 2],
  ['triple', 3],
]);
export const DIGIT_PLACES: ReadonlyMap<string, string> = new Map([
  ['hundred', '00'],
  ['thousand', '000'],
]);

/** The names of DIGIT_NAMES, longest first, as a regular expression's alternatives. */
export const DIGIT_NAME_PATTERN = [...DIGIT_NAMES.keys()].sort((a, b) => b.length - a.length).join('|');

/** One to nine, cardinal and ordinal, in order (`UNITS[i]` is i + 1). */
export const UNITS = numbers(K.UNIT);
export const UNIT_ORDINALS = numbers(K.UNIT_ORDINAL);
/** Ten to nineteen, in order (`TEENS[i]` is i + 10). */
export const TEENS = numbers(K.TEEN);
/** Twenty to ninety, in order (`TENS[i]` is 10 * (i + 2)). */
export const TENS = numbers(K.TENS);
/** A count's scale words ("two hundred", "three thousand"), spoken after its units. */
export const SCALE_WORDS: readonly string[] = ['hundred', 'thousand'];
/** A count spoken in English words ("two hundred", "forty-five", "a thousand"), as a regular expression. */
export const COUNT_IN_WORDS = (() => {
  const word = `(?:${[...UNITS, ...TEENS, ...TENS, ...SCALE_WORDS].join('|')})`;
  return String.raw`(?:a\s|${word}[\s-](?:and\s)?)?${word}(?:[\s-](?:and\s)?${word}){0,3}`;
})();
/** Counts and ranks before a noun: what they stand before is one of several listed ("five new directives"). */
export const ENUMERATORS: ReadonlySet<string> = new Set(numbers(K.ENUMERATOR));
