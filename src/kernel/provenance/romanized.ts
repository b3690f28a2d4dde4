// A user's word as it is written in ASCII: Latin letters with their diacritics folded (Vietnamese
// `Hạnh` is `hanh`, Turkish `Işık` is `isik`), Greek and Cyrillic transliterated (`Παπαδάκης` is
// `papadakis`, `Дмитрий` is `dmitriy`). An address or a search the agent writes spells a person's name
// so (`from:hanh.nguyen`, `n.papadakis@...`), so the user's words vouch for those spellings too
// (docs/provenance.md, round 21). Pure, one pass per word, at most two spellings a word.
import { table } from '../table.js';

/** Latin letters NFD leaves whole: each one's ASCII spelling. */
const LATIN_WHOLE: Readonly<Record<string, string>> = table({
  ł: 'l', đ: 'd', ı: 'i', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd', ħ: 'h', ŋ: 'ng',
}); // biome-ignore format: a table reads better packed
/** The second spelling of German and Nordic letters (`Müller` is `mueller`, `Ørsted` `oersted`). */
const LATIN_SECOND: Readonly<Record<string, string>> = table({ ä: 'ae', ö: 'oe', ü: 'ue', ø: 'oe', å: 'aa' });

/** Greek (ELOT 743, the Greek passport's), letters after their accents are dropped. */
const GREEK: Readonly<Record<string, string>> = table({
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm',
  ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
}); // biome-ignore format: a table reads better packed
/** Greek pairs spelled as one sound (ELOT 743), and their second, common spellings. */
const GREEK_PAIRS: Readonly<Record<string, readonly [string, string]>> = table({
  ου: ['ou', 'ou'], αυ: ['av', 'af'], ευ: ['ev', 'ef'], γγ: ['ng', 'ng'], γκ: ['gk', 'g'], μπ: ['mp', 'b'],
  ντ: ['nt', 'd'],
}); // biome-ignore format: a table reads better packed
/** Greek letters' second, common spellings (`Χατζής` is also `hatzis`). */
const GREEK_SECOND: Readonly<Record<string, string>> = table({ χ: 'h', υ: 'i' });

/** Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian, Serbian): a common passport-like spelling. */
const CYRILLIC: Readonly<Record<string, string>> = table({
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', ё: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'i',
  і: 'i', ї: 'yi', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e',
  ю: 'yu', я: 'ya', ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz',
}); // biome-ignore format: a table reads better packed
/** Cyrillic letters' second spellings (`Харків` is `kharkiv` and `harkiv`, `Юлія` `iuliia`). */
const CYRILLIC_SECOND: Readonly<Record<string, string>> = table({
  х: 'h', й: 'i', ю: 'iu', я: 'ia', ц: 'c', щ: 'sch', ё: 'yo', ї: 'i', є: 'ie',
}); // biome-ignore format: a table reads better packed

const MARKS = /[\u0300-\u036f]/g;
const ASCII_WORD = /^[a-z0-9]{3,}$/;
const NOT_ASCII = /[^\x00-\x7f]/;
/** Words longer than this are no name; they are not spelled again. */
const MAX_WORD = 40;

/**
 * The ASCII spellings (one or two) of a lowercased word with a letter beyond ASCII, each of three
 * characters or more; none for a word of another script (Hebrew, Arabic, Hangul) or a mixed one.
 */
export function romanized(word: string): string[] {
  if (word.length > MAX_WORD || !NOT_ASCII.test(word)) return [];
  // Letter by letter as written (`й` and `ё` are letters of their own); Latin and Greek without marks.
  const letters = [...word.normalize('NFC')];
  const bare = letters.map((c) =>
    c < '\x80' || CYRILLIC[c] !== undefined ? c : c.normalize('NFD').replace(MARKS, ''),
  );
  let first = '';
  let second = '';
  for (let i = 0; i < letters.length; i++) {
    const c = bare[i]!;
    const pair = GREEK_PAIRS[c + (bare[i + 1] ?? '')];
    if (pair !== undefined) {
      first += pair[0];
      second += pair[1];
      i++;
      continue;
    }
    const one = c < '\x80' ? c : (LATIN_WHOLE[c] ?? GREEK[c] ?? CYRILLIC[c]);
    if (one === undefined) return [];
    first += one;
    second += LATIN_SECOND[letters[i]!] ?? GREEK_SECOND[c] ?? CYRILLIC_SECOND[c] ?? one;
  }
  const out: string[] = [];
  if (ASCII_WORD.test(first)) out.push(first);
  if (second !== first && ASCII_WORD.test(second)) out.push(second);
  return out;
}
