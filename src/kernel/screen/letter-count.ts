// Whether a stretch holds enough letters for a sentence (docs/screening.md, 'Round 77 (screen-cost-r77)'): the
// readers ask "at least N letters", so the count stops at N; every letter matched into an array (`match(/\p{L}/gu)`)
// cost a window's letters a hit, allocated, on texts whose hits are dense.

const LETTER = /\p{L}/gu;

/** Whether `text` holds at least `n` letters (code points of `\p{L}`), read only as far as the n-th. */
export function hasLetters(text: string, n: number): boolean {
  if (n <= 0) return true;
  LETTER.lastIndex = 0;
  let count = 0;
  while (LETTER.exec(text) !== null) if (++count >= n) return true;
  return false;
}
