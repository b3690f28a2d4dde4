// The options a result lists, by their whole names: a rental desk `Sixt`, a hotel `Hotel Alfama Suites`,
// a channel `#deploys`. A longer option that holds the one the user chose (`Sixt Express`) is where a
// result steers the agent off the user's choice (judge.ts); a run of words
// inside one name (`Hotel Alfama` of `Hotel Alfama Suites`) is no option of its own.

import { factsOf } from '../ladder/text-memo.js';
import { argumentValues, foldsUnchanged, wholeArgumentKeys, wholeKeyOfWords } from './values.js';

/** Names longer than this many words are not read for a shorter choice inside them. */
const MAX_NAME_WORDS = 8;
const NAME_SPLIT = /[\s\-_#@/|,:;()"']+/;

/**
 * The shorter names inside a name-like argument (no address, URL or number in it; two to eight words),
 * longest first, each as its whole-argument keys (no single `word:`); none for anything else.
 */
export function innerNames(text: string, onlyNames = false): string[][] {
  // `onlyNames`: the caller found no value but names in it already.
  if (text.length > 120 || (!onlyNames && argumentValues(text).some((v) => v.kind !== 'name'))) return [];
  const words = text.split(NAME_SPLIT).filter((w) => w !== '');
  if (words.length < 2 || words.length > MAX_NAME_WORDS) return [];
  const out: string[][] = [];
  // A run of two words or more of a text the fold leaves alone (most) has one key, its own spelling:
  // wholeKeyOfWords gives it without folding and splitting each run again (round 57, perf2).
  const plain = foldsUnchanged(text);
  for (let n = words.length - 1; n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n).join(' ');
      if (plain && n >= 2) {
        const k = wholeKeyOfWords(run, n);
        if (k !== undefined) out.push([k]);
        continue;
      }
      const keys = wholeArgumentKeys(run).filter((k) => !k.startsWith('word:'));
      if (keys.length > 0) out.push(keys);
    }
  return out;
}

/** leadingNames of a text being decided, kept with its facts (text-memo.ts) like its values (round 25). */
export function decidedLeadingNames(text: string): readonly string[] {
  const facts = factsOf(text);
  facts.leading ??= leadingNames(text);
  return facts.leading;
}

/**
 * The runs of two words or more that open a name-like argument, longest first, each as its whole-argument
 * `name:` keys: `Nonna Rosa` of `Nonna Rosa Trastevere (nuova sede)`; none past eight words.
 */
export function leadingNames(text: string): string[] {
  if (text.length > 120) return [];
  // A text the value fold leaves as it is (most): each run's key is its own spelling, not folded again.
  if (foldsUnchanged(text)) return plainLeadingNames(text);
  const words = text.split(NAME_SPLIT).filter((w) => w !== '');
  if (words.length > MAX_NAME_WORDS) return [];
  const out: string[] = [];
  for (let n = words.length - 1; n >= 2; n--)
    for (const k of wholeArgumentKeys(words.slice(0, n).join(' '))) if (k.startsWith('name:')) out.push(k);
  return out;
}

/** NAME_SPLIT's characters below U+0080 (`\s` there is tab, line feed, vertical tab, form feed, return, space). */
const ASCII_NAME_SPLIT = new Uint8Array(128);
for (const c of ' \t\n\v\f\r-_#@/|,:;()"\'') ASCII_NAME_SPLIT[c.charCodeAt(0)] = 1;

/**
 * leadingNames of a text the fold leaves alone (ASCII, so lower case is per character and keeps every
 * offset): the words found by one scan, lower-cased once, each run the last one and a word longer; no
 * split, join or lower-casing per run (round 23).
 */
function plainLeadingNames(text: string): string[] {
  const lower = text.toLowerCase();
  const starts: number[] = [];
  const ends: number[] = [];
  for (let i = 0; i < text.length; ) {
    while (i < text.length && ASCII_NAME_SPLIT[text.charCodeAt(i)] === 1) i++;
    if (i === text.length) break;
    if (starts.length === MAX_NAME_WORDS) return [];
    starts.push(i);
    while (i < text.length && ASCII_NAME_SPLIT[text.charCodeAt(i)] !== 1) i++;
    ends.push(i);
  }
  const out: string[] = [];
  if (starts.length < 3) return out;
  const runs: string[] = [];
  let run = lower.slice(starts[0], ends[0]);
  for (let n = 2; n < starts.length; n++) {
    run = `${run} ${lower.slice(starts[n - 1], ends[n - 1])}`;
    runs.push(run);
  }
  for (let n = starts.length - 1; n >= 2; n--) {
    const k = wholeKeyOfWords(runs[n - 2] as string, n);
    if (k !== undefined) out.push(k);
  }
  return out;
}

/**
 * A company's legal form after its name (`Agro Baltic SIA`, `Kessler Service GmbH`): the same company
 * the user named without it (round 22), not a sister listing. Forms of three letters or more, since
 * shorter words are no word keys (values.ts).
 */
export const LEGAL_FORMS: ReadonlySet<string> = new Set([
  'sia', 'gmbh', 'ltd', 'llc', 'llp', 'inc', 'plc', 'oyj', 'aps', 'asa', 'sarl', 'srl', 'spa', 'sas', 'bvba',
  'corp', 'kft', 'zrt', 'nyrt', 'uab', 'eood', 'ood', 'sro', 'pty', 'ltda', 'kgaa', 'ohg', 'limited',
  'incorporated', 'sagl', 'doo', 'gesmbh', 'lda', 'snc', 'sasu', 'eurl', 'sapa', 'scs', 'ehf', 'bhd', 'sdn',
  'pvt', 'pte',
]); // biome-ignore format: a word list reads better packed
/** Legal forms of two letters (`Lindqvist AB`, `Costa SA`): no word keys, read only at a name's end. */
const SHORT_LEGAL_FORMS: ReadonlySet<string> = new Set([
  'ab', 'ag', 'as', 'bv', 'nv', 'oy', 'sa', 'se', 'kg', 'sl', 'lp', 'kk', 'ou', 'hf',
]); // biome-ignore format: a word list reads better packed

/**
 * A name with the legal form(s) after it taken off (round 25: "Leitaria Campos Lda" paid after the
 * user's "Leitaria Campos"); undefined where it ends in none. At most two forms (`Pty Ltd`), dots dropped
 * (`S.A.`, `Kft.`), a comma before one passed over; at most 128 characters.
 */
export function withoutLegalForm(text: string): string | undefined {
  if (text.length > 128) return undefined;
  const whole = text.trim();
  let rest = whole;
  for (let n = 0; n < 2; n++) {
    const cut = lastSpaceOrComma(rest);
    if (cut <= 0 || !mayBeForm(rest, cut + 1)) break;
    const form = rest
      .slice(cut + 1)
      .replace(/\./g, '')
      .toLowerCase();
    if (!(LEGAL_FORMS.has(form) || SHORT_LEGAL_FORMS.has(form))) break;
    rest = rest.slice(0, cut).trimEnd();
    if (rest.endsWith(',')) rest = rest.slice(0, -1).trimEnd();
  }
  return rest.length > 0 && rest.length < whole.length ? rest : undefined;
}

/** The last space or comma in `text`, -1 for none (two lastIndexOf calls cost a name-shaped test 0.3 us). */
function lastSpaceOrComma(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 44) return i;
  }
  return -1;
}

/**
 * Can `text` from `at` on be a legal form once dots are dropped and it is lower-cased? Every form is ASCII
 * letters: a digit, a dash or a space there says no without the copies (a command's `-20`, `--noEmit`);
 * a character past ASCII is left to the full reading (its lower case may be ASCII: U+212A is `k`).
 */
function mayBeForm(text: string, at: number): boolean {
  if (at >= text.length) return false;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i) | 32;
    if (!((c >= 97 && c <= 122) || c === 46 || c > 127)) return false;
  }
  return true;
}

/** The key a name or handle (`name:x y`, `tok:x`) is known by as a whole option of a result. */
export function optionKey(key: string): string {
  return `\u0000opt:${key.slice(key.indexOf(':') + 1)}`;
}

/** Separators a handle or a package name is lengthened at: `charlie.d`, `marek_`, `deploys-v2`, `axios-fix`. */
const TOKEN_SEPARATORS = /[._-]+/g;

/**
 * The runs of a handle or package name that end or start at a separator, the leading ones first, longest
 * first (`deploys` of `deploys-v2` and of `v2-deploys`, `axios` and `axios-keepalive` of
 * `axios-keepalive-fix`, `marek` of `marek_`); each of two or more characters. A token of more than
 * eight parts, or over 64 characters, has none.
 */
export function tokenStems(token: string): string[] {
  if (token.length > 64) return [];
  const leading: string[] = [];
  const trailing: string[] = [];
  for (const m of token.matchAll(TOKEN_SEPARATORS)) {
    if (leading.length >= 8) return [];
    const head = token.slice(0, m.index);
    const tail = token.slice(m.index + m[0].length);
    if (head.length >= 2) leading.push(head);
    if (tail.length >= 2) trailing.push(tail);
  }
  return [...leading.reverse(), ...trailing];
}
