// A text's UTF-16 code units in a typed array, for loops that read a window character by character:
// an element load costs less than `charCodeAt`, which checks the string's representation at each call.

const encoder = new TextEncoder();
let bytes = new Uint8Array(1 << 12);
let units = new Uint16Array(1 << 12);
/**
 * Whose text `units` holds, so the windows of one text fill it once (an identity test, not a string
 * compare). Weakly: a strong reference kept the last context, its text and its lowercase copy alive
 * after its request (8 MB past a 4 MiB result).
 */
let holder: WeakRef<object> | undefined;
/** Past this, the arrays are given back when a text a quarter their size or less comes. */
const KEEP = 1 << 20;

/**
 * The code units of `text` (`units[i] === text.charCodeAt(i)` for `i < text.length`), `owner` being
 * the one object that reads that text. The array is shared: it stays valid until `codeUnits` is called
 * with another owner, and may be longer than `text`.
 */
export function codeUnits(owner: object, text: string): Uint16Array {
  if (holder !== undefined && holder.deref() === owner) return units;
  const n = text.length;
  if (units.length < n) {
    units = new Uint16Array(Math.max(n, units.length * 2));
    bytes = new Uint8Array(units.length);
  } else if (units.length > KEEP && units.length > 4 * n) {
    // One result at the size limit made them 12 MB, held for the process's life; the next ordinary one frees them.
    units = new Uint16Array(Math.max(n, 1 << 12));
    bytes = new Uint8Array(units.length);
  }
  // ASCII (the common case) is encoded natively and widened natively; anything else is copied unit by unit.
  const { read, written } = encoder.encodeInto(text, bytes.subarray(0, n));
  if (read === n && written === n) units.set(bytes.subarray(0, n));
  else for (let i = 0; i < n; i++) units[i] = text.charCodeAt(i);
  holder = new WeakRef(owner);
  return units;
}

/** The characters the shared arrays can hold now (for tests of what a large result leaves behind). */
export const codeUnitsCapacity = (): number => units.length;
