// Numbers a JSON text holds that JavaScript cannot carry unchanged: an integer past 2^53 (rounded: a
// provider's reader keeps it exact) or a number past a double's range (made `null` by JSON.stringify).
// gate forwards a client's own bytes when it changes nothing; a body it rewrites is re-serialised, so such
// a number would change meaning on the way (docs/wires.md, "Faithfulness").
import { GateError } from './errors.js';

/**
 * The offset of the first such number in a valid JSON text, or -1. One pass, each character read once
 * (a string skipped to its closing quote, a number token read to its end), so linear in the text.
 */
export function firstUnsafeNumber(text: string): number {
  let first = -1;
  scanUnsafe(text, false, (start) => {
    first = start;
    return false;
  });
  return first;
}

/**
 * Calls `found(start, end)` for each such number of a valid JSON text, in text order, until it answers
 * false; with `floats`, also each float spelling of an integer past 2^53 (`1e20`). Linear: each character
 * read once.
 */
function scanUnsafe(text: string, floats: boolean, found: (start: number, end: number) => boolean): void {
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < n; i++) {
        const k = text.charCodeAt(i);
        if (k === 92 /* \ */) i++;
        else if (k === 34) break;
      }
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      const start = i;
      let integer = true;
      for (; i + 1 < n; i++) {
        const k = text.charCodeAt(i + 1);
        if (k >= 48 && k <= 57) continue;
        if (k === 46 /* . */ || k === 101 /* e */ || k === 69 /* E */ || k === 43 /* + */ || k === 45) {
          integer = false;
          continue;
        }
        break;
      }
      const value = Number(text.slice(start, i + 1));
      if (!Number.isFinite(value) || ((integer || floats) && inexactNumber(value))) {
        if (!found(start, i + 1)) return;
      }
    }
  }
}

/** Whether JSON.stringify would write `v` as other digits than a number it was read from may hold. */
export function inexactNumber(v: unknown): v is number {
  return typeof v === 'number' && (!Number.isFinite(v) || (Number.isInteger(v) && !Number.isSafeInteger(v)));
}

/**
 * Whether a parsed value holds a number its JSON text may spell otherwise than the double gate read: an
 * integer at or past 2^53 (a longer integer was rounded to one) or a number past a double's range. A float
 * spelt `1e20` answers true too; callers that must not refuse it confirm on the text (firstUnsafeNumber).
 * An iterative walk of the value's nodes, each once: the strict read bounded its depth.
 */
export function holdsInexactNumber(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return inexactNumber(value);
  // Only objects are stacked, and an array is read by index: a leaf is tested where it is met, and for-in
  // over an array made a string key an item (round 55: the walk was 2-3 % of gate's own CPU a request).
  const stack: object[] = [value];
  while (stack.length > 0) {
    const v = stack.pop() as object;
    if (Array.isArray(v)) {
      // Its items, as JSON.stringify writes an array (a name on an array is not in its text).
      for (let i = 0; i < v.length; i++) if (heldInexact(v[i], stack)) return true;
    } else for (const k in v) if (heldInexact((v as Record<string, unknown>)[k], stack)) return true;
  }
  return false;
}

/** Whether a leaf `e` is inexact; an object is stacked to be walked. */
function heldInexact(e: unknown, stack: object[]): boolean {
  if (typeof e === 'object') {
    if (e !== null) stack.push(e);
    return false;
  }
  return inexactNumber(e);
}

/** A text that may hold such a number: one has sixteen digits or an exponent (else no scan is needed). */
const MAY_HOLD = /[0-9]{16}|[0-9.][eE]/;

/** An upstream event gate could not encode again keeping such a number: the stream stops (fail closed). */
export function inexactNumberFault(): GateError {
  return new GateError(
    'UPSTREAM_UNREACHABLE',
    'the upstream stream carried a number gate cannot pass on exactly',
  );
}

/** Stands for one kept spelling in the encoding (JSON spells U+0001 `\u0001`; `source` is checked not to). */
const KEEP = '\u0001';
const KEPT = /"\\u0001([-+.0-9eE]+)\\u0001"/g;
/** A string value the encoding would write as a mark. */
const MARK_LIKE = /^\u0001[-+.0-9eE]+\u0001$/;

/**
 * Round 32: the last two sources a caller's encodings found (or met again) holding no such number. A
 * stream offers its envelope event's text again with each event it encodes, beside that event's own:
 * a text equal to one found clean is clean.
 */
export interface CleanSource {
  recent: string;
  older: string;
}

/** A memory for stringifyKeepingNumbers' `clean`, holding nothing yet ('' holds no number either). */
export function cleanSources(): CleanSource {
  return { recent: '', older: '' };
}

/**
 * `value`, read from the JSON texts `sources` and changed, encoded again with each number JavaScript could
 * not carry (above) spelt as they spelt it; undefined when that cannot be done exactly (two spellings
 * of one double, one they do not spell, or a source holding the mark), so the caller fails closed.
 * Linear: one scan of `source`, one encoding, one replace. A source equal to one `clean` holds is not
 * read again (it adds nothing); one read and found clean is kept there, in place of the older.
 */
export function stringifyKeepingNumbers(
  sources: string | readonly string[],
  value: unknown,
  clean?: CleanSource,
): string | undefined {
  const spelt = new Map<number, string>();
  let ambiguous = false;
  for (const source of typeof sources === 'string' ? [sources] : sources) {
    if (clean !== undefined) {
      if (source === clean.recent) continue;
      if (source === clean.older) {
        clean.older = clean.recent;
        clean.recent = source;
        continue;
      }
    }
    if (!MAY_HOLD.test(source)) {
      if (clean !== undefined) {
        clean.older = clean.recent;
        clean.recent = source;
      }
      continue;
    }
    scanUnsafe(source, true, (start, end) => {
      const spelling = source.slice(start, end);
      const v = Number(spelling);
      const had = spelt.get(v);
      if (had !== undefined && had !== spelling) ambiguous = true;
      spelt.set(v, spelling);
      return !ambiguous;
    });
    if (ambiguous || (spelt.size > 0 && source.includes('\\u0001'))) return undefined;
  }
  // The common event: nothing to keep, one walk to be sure the value holds nothing to lose either.
  if (spelt.size === 0) return holdsInexactNumber(value) ? undefined : JSON.stringify(value);
  let lost = false;
  let marks = 0;
  const marked = JSON.stringify(value, (_key, v: unknown) => {
    // A string or member name spelt like a mark (held from another event, not a source) would be read back
    // as a number.
    if (spelledLikeMark(v)) lost = true;
    if (!inexactNumber(v)) return v;
    const spelling = spelt.get(v);
    // Not from `sources` (another event's): its digits are not known here.
    if (spelling === undefined) lost = true;
    marks++;
    return `${KEEP}${spelling}${KEEP}`;
  });
  if (lost || marked === undefined) return undefined;
  return marks === 0 ? marked : marked.replace(KEPT, '$1');
}

function spelledLikeMark(v: unknown): boolean {
  if (typeof v === 'string') return v.charCodeAt(0) === 1 && MARK_LIKE.test(v);
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  for (const k in v) if (k.charCodeAt(0) === 1 && MARK_LIKE.test(k)) return true;
  return false;
}
