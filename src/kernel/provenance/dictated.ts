// What a `values: trace` sink's argument the user dictated looks like once the agent wrote it down
// (docs/provenance.md, "Round 57, second pass (prov3-r57)").
import type { TraceProvenance } from './ledger.js';
import { type FoundValue, findValues } from './values.js';
import { pairKey, pairWords, pointedWordKey } from './word-pairs.js';

/**
 * Is this value of an argument one the user (or the operator) gave? Its own key, or, for a phone number
 * written in its international form (`+447700900412`, `0044 7700 ...`), the user's same number in its
 * national form ("07700 900 412"): the national digits after a calling code of one to three digits, both
 * with a trunk prefix (the user's whole number) and without it (its national digits), so a key of the
 * user's number's first or last groups alone (`07700900`, `12345678`) vouches for no shorter number. A
 * digit changed anywhere is another number (r16 `voicemail-phone-one-digit`).
 */
export function dictatedValue(v: FoundValue, text: string, ledger: TraceProvenance): boolean {
  if (ledger.givenByUserKey(v.keys[0]!)) return true;
  if (v.kind !== 'number') return false;
  const digits = v.keys[0]!.slice('number:'.length);
  // A number dialled out with `00` is keyed without it (values.ts): its text still opens so.
  const plus = text.charCodeAt(v.at - 1) === 43 || (text.startsWith('00', v.at) && !digits.startsWith('00'));
  if (!/^\d{8,17}$/.test(digits) || !(plus || digits.startsWith('00'))) return false;
  const body = plus ? digits : digits.slice(2);
  for (let cc = 1; cc <= 3; cc++) {
    const national = body.slice(cc);
    if (national.length < MIN_NATIONAL_DIGITS) break;
    if (!ledger.givenByUserKey(`number:${national}`)) continue;
    for (const trunk of TRUNK_PREFIXES) if (ledger.givenByUserKey(`number:${trunk}${national}`)) return true;
  }
  return false;
}
/** A national number read here is seven digits at least (a calling code's country's shortest mobile). */
const MIN_NATIONAL_DIGITS = 7;
/** What a national number opens with inside its country: `0` in most, `06` in Hungary, `8` in Russia. */
const TRUNK_PREFIXES: readonly string[] = ['0', '06', '8'];

/** Arguments ordered to find the user's run: at most this many (4! orders). */
const MAX_TILED_ARGUMENTS = 4;

/**
 * Do these arguments, in some order, read as one run of the user's own turn, each word next to the one
 * the user wrote after it (word-pairs.ts)? "7 Looe Street, Plymouth PL4 0EA" split into a street, a city
 * and a postcode, or 上海市浦东新区 / 世纪大道 100 号 23 楼 written city first. Two arguments at least,
 * each of one word or more: one word alone is any word of the user's prose (givenWhole's rule). The run
 * holds a number (a house, a postcode) or an argument the user gave whole (`anchored`): a run of the
 * user's plain words ("update my") is one an attacker who guessed the turn could set as a password.
 */
export function tiledByUser(texts: readonly string[], ledger: TraceProvenance, anchored: boolean): boolean {
  if (texts.length < 2 || texts.length > MAX_TILED_ARGUMENTS) return false;
  const parts: string[][] = [];
  for (const t of texts) {
    const words = pairWords(t);
    if (words === undefined || words.length === 0) return false;
    // Inside an argument every pair is the user's.
    for (let i = 1; i < words.length; i++)
      if (!ledger.givenByUserKey(pairKey(words[i - 1]!, words[i]!))) return false;
    parts.push(words);
  }
  if (!anchored && !parts.some((ws) => ws.some((w) => /\p{N}/u.test(w)))) return false;
  return ordered(parts, [], ledger);
}

/**
 * Every pair key tiledByUser may ask of a call with these arguments (a shared store fetches them with the
 * decision; round 59): the pairs inside each argument and every seam between two of them, for a call of
 * two to MAX_TILED_ARGUMENTS string leaves each of pairWords' length; none for any other call, which
 * tiledByUser (behind onlyStrings) never reads.
 */
export function tiledPairKeys(args: unknown): string[] {
  const texts: string[] = [];
  const leaves = (v: unknown, depth: number): boolean => {
    if (typeof v === 'string') return texts.push(v) <= MAX_TILED_ARGUMENTS;
    if (v === null || typeof v !== 'object' || depth > MAX_LEAF_DEPTH) return false;
    for (const x of Array.isArray(v) ? v : Object.values(v)) if (!leaves(x, depth + 1)) return false;
    return true;
  };
  // A call's arguments are an object: a bare string names no argument (everyArgument keeps none).
  if (args === null || typeof args !== 'object' || !leaves(args, 0) || texts.length < 2) return [];
  const parts: string[][] = [];
  for (const t of texts) {
    const words = pairWords(t);
    if (words === undefined || words.length === 0) return [];
    parts.push(words);
  }
  const keys: string[] = [];
  for (const words of parts)
    for (let i = 1; i < words.length; i++) keys.push(pairKey(words[i - 1]!, words[i]!));
  for (const a of parts) for (const b of parts) if (a !== b) keys.push(pairKey(a[a.length - 1]!, b[0]!));
  return keys;
}
/** How deep tiledPairKeys looks for leaves (the ladder's arguments stop at MAX_ARG_DEPTH; four leaves are shallow). */
const MAX_LEAF_DEPTH = 64;

/** Is there an order of the parts left, after the ones placed, whose every seam is a pair of the user's? */
function ordered(left: readonly string[][], placed: readonly string[][], ledger: TraceProvenance): boolean {
  if (left.length === 0) return true;
  const prev = placed[placed.length - 1];
  for (let i = 0; i < left.length; i++) {
    const next = left[i]!;
    if (prev !== undefined && !ledger.givenByUserKey(pairKey(prev[prev.length - 1]!, next[0]!))) continue;
    if (ordered([...left.slice(0, i), ...left.slice(i + 1)], [...placed, next], ledger)) return true;
  }
  return false;
}

/**
 * Round 64 (prov2-r64; docs/provenance.md): on a turn that corrects the user's postal address from a file
 * it names (corrected.ts correctsAddressFromFile), are these arguments an address copied from that file,
 * once read and pointed (ledger.ts notePointedWords)? Each argument a run of the file's words (every word
 * and every pair inside it the file's), one of them of two words at least, a digit among them (a house
 * number, a postcode), and no keyed value in any (an e-mail, a phone, a link, an account: a contact
 * channel rides on an address only by the user's word, r43 banking 15, r59 banking 10).
 */
export function copiedFromPointedFile(texts: readonly string[], ledger: TraceProvenance): boolean {
  if (!ledger.correctsAddress || texts.length === 0 || texts.length > MAX_TILED_ARGUMENTS) return false;
  let long = false;
  let digit = false;
  for (const t of texts) {
    const words = pairWords(t);
    if (words === undefined || words.length === 0) return false;
    if (findValues(t).some((v) => v.kind !== 'name')) return false;
    for (let i = 0; i < words.length; i++) {
      if (!ledger.inPointedFile(pointedWordKey(words[i]!))) return false;
      if (i > 0 && !ledger.inPointedFile(pairKey(words[i - 1]!, words[i]!))) return false;
    }
    if (words.length >= 2) long = true;
    if (words.some((w) => /\p{N}/u.test(w))) digit = true;
  }
  return long && digit;
}
