// Precomposed accented Latin letters folded to their ASCII letter (`Ígnóré àll prévíóús` reads `Ignore
// all previous`): a second reading beside the text, never in place of it, since the word lists hold words
// of other languages with their accents (`più`, `précédentes`) and folding those lost them
// (docs/screening.md, 'What the model reads: the plain reading').

/**
 * For each code unit of the Latin blocks: the ASCII letter it is made of when canonical decomposition
 * gives that letter and combining marks only (`é` is `e` + U+0301); 0 for every other (`ß`, `æ`, `ø`).
 */
const FOLD = new Uint8Array(0x1f00);
for (const [from, to] of [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
]) {
  for (let c = from!; c <= to!; c++) {
    const parts = String.fromCharCode(c).normalize('NFD');
    const base = parts.charCodeAt(0);
    const letter = (base >= 65 && base <= 90) || (base >= 97 && base <= 122);
    if (parts.length > 1 && letter && /^\p{M}+$/u.test(parts.slice(1))) FOLD[c] = base;
  }
}

/** The folded letters as a character class: a text with none is not read again. */
const FOLDED = new RegExp(
  `[${[...FOLD.keys()]
    .filter((c) => FOLD[c] !== 0)
    .map((c) => String.fromCharCode(c))
    .join('')}]`,
);

/**
 * `text` with each precomposed accented Latin letter replaced by its ASCII letter, or undefined when it
 * holds none. One code unit for one, so an offset of the folding is the same offset of `text`.
 */
export function foldAccents(text: string): string | undefined {
  if (!FOLDED.test(text)) return undefined;
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    units[i] = c < FOLD.length && FOLD[c] !== 0 ? FOLD[c]! : c;
  }
  return UTF16.decode(units);
}

const UTF16 = new TextDecoder('utf-16le');
