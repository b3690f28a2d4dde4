// Words a hard wrap cut at a line break (docs/screening.md, 'Round 28, second pass (red team)'): a model
// reads `~/.ssh/id_r` and `sa to …` on the next line as `~/.ssh/id_rsa`, and `… to ht` and `tps://…` as a
// URL. The reading joins a line's last word to the next line's first only where the join makes a URL's
// scheme or a credential file's path that runs across the cut; every other line break stays.
import { credentialPathAcross } from './sent-out.js';

/** How far a cut word's halves are read each way (a credential's path or a URL's scheme is shorter). */
const REACH = 64;
const SCHEMES = ['https://', 'http://'];

const isBlank = (c: number) => c === 32 || c === 9 || c === 13;
/** A word's character: anything but a blank, a line break or a quote or bracket that ends a path. */
const isWordChar = (c: number) =>
  c > 32 && c !== 34 && c !== 39 && c !== 40 && c !== 41 && c !== 60 && c !== 62 && c !== 96;

/** Whether `left` ends in a URL scheme's head that `right` completes ("ht" + "tps://", "https:" + "//x"). */
function schemeAcross(left: string, right: string): boolean {
  const h = left.lastIndexOf('h');
  if (h < 0 || left.length - h > 8) return false;
  const head = left.slice(h);
  return SCHEMES.some(
    (s) => s.startsWith(head) && (right.startsWith(s.slice(head.length)) || (head === s && right !== '')),
  );
}

/**
 * The text with each cut word joined (the line break and the next line's indent dropped), or undefined when
 * no line break cuts one. Each break reads at most REACH characters each way: linear.
 */
export function cutWordsJoined(text: string): string | undefined {
  let out: string[] | undefined;
  let last = 0;
  for (let nl = text.indexOf('\n'); nl > 0; nl = text.indexOf('\n', nl + 1)) {
    let a = nl;
    while (a > 0 && nl - a < 8 && isBlank(text.charCodeAt(a - 1))) a--;
    if (a === 0 || !isWordChar(text.charCodeAt(a - 1))) continue;
    let b = nl + 1;
    while (b < text.length && b - nl < 16 && isBlank(text.charCodeAt(b))) b++;
    if (b >= text.length || !isWordChar(text.charCodeAt(b))) continue;
    let from = a;
    while (from > 0 && a - from < REACH && isWordChar(text.charCodeAt(from - 1))) from--;
    let to = b;
    while (to < text.length && to - b < REACH && isWordChar(text.charCodeAt(to))) to++;
    const left = text.slice(from, a).toLowerCase();
    const right = text.slice(b, to).toLowerCase();
    if (!schemeAcross(left, right) && !credentialPathAcross(` ${left}${right}`, left.length + 1)) continue;
    out ??= [];
    out.push(text.slice(last, a));
    last = b;
  }
  if (out === undefined) return undefined;
  out.push(text.slice(last));
  return out.join('');
}
