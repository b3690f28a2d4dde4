// A chat marker or role label shown as an example: documentation of a prompt format presents a turn below a
// line that ends "... looks like this:" or "For example:" (docs/screening.md, 'A chat turn shown as an example').
import { EXAMPLE_LEADS } from './vocabulary.js';

/** How far back from a marker the presenting colon may stand (a closing tag or two may come between). */
const COLON_REACH = 64;
/** How far past a shown marker the next one still belongs to the same example (one short turn between). */
const TURN_REACH = 240;
/** The longest lead phrase read before the colon. */
const LEAD_REACH = 24;

/**
 * Examples in one text, read in order: a marker is shown when it continues the example of the last
 * shown one (within `TURN_REACH` of its end) or a presenting line stands right above it. Each marker
 * reads at most `COLON_REACH + LEAD_REACH` characters back, so a text costs linear time.
 */
export class ShownExamples {
  /** `[start, reach)` of each example block found so far, in text order. */
  private readonly blocks: number[] = [];

  /** Whether the marker at `[start, end)` is shown as an example; calls come in text order (a block grows only so). */
  shown(lower: string, start: number, end: number): boolean {
    const last = this.blocks.length - 1;
    if (last > 0 && start >= this.blocks[last - 1]! && start <= this.blocks[last]!) {
      this.blocks[last] = Math.max(this.blocks[last]!, end + TURN_REACH);
      return true;
    }
    if (!presentedAbove(lower, start)) return false;
    // A call out of order (a second pass over the text) is answered but opens no block: they stay in order.
    if (last < 0 || start > this.blocks[last]!) this.blocks.push(start, end + TURN_REACH);
    return true;
  }

  /** Whether `at` lies inside an example block found while the markers were read (any order). */
  inside(at: number): boolean {
    // The blocks are disjoint and in order: the last block starting at or before `at` is the only candidate.
    let lo = 0;
    let hi = this.blocks.length / 2;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.blocks[2 * mid]! <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo > 0 && at <= this.blocks[2 * lo - 1]!;
  }
}

/**
 * The nearest colon before `start` (within `COLON_REACH`) ends its line, and the words before it present
 * what follows as an example ("In the ChatML format, a new message looks like this:"). An order opens its
 * turn with no such line; a colon inside the line ("Note: <|im_start|>") presents nothing.
 */
export function presentedAbove(lower: string, start: number): boolean {
  let colon = -1;
  for (let i = start - 1; i >= 0 && start - i <= COLON_REACH; i--) {
    const c = lower.charCodeAt(i);
    if (c === 58 || c === 0xff1a) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return false;
  let i = colon + 1;
  while (lower.charCodeAt(i) === 32 || lower.charCodeAt(i) === 9 || lower.charCodeAt(i) === 13) i++;
  return lower.charCodeAt(i) === 10 && leadsExample(lower, colon);
}

/** The words before the colon at `colon` present what follows as an example ("looks like this:"). */
export function leadsExample(lower: string, colon: number): boolean {
  let e = colon;
  while (e > 0 && (lower.charCodeAt(e - 1) === 32 || lower.charCodeAt(e - 1) === 9)) e--;
  const before = lower.slice(Math.max(0, e - LEAD_REACH), e);
  for (const lead of EXAMPLE_LEADS) {
    if (!before.endsWith(lead)) continue;
    const c = before.charCodeAt(before.length - lead.length - 1);
    // A whole phrase: "like this", not the end of another word.
    if (Number.isNaN(c) || !/\p{L}/u.test(String.fromCharCode(c))) return true;
  }
  return false;
}
