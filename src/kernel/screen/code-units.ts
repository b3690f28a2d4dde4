// A text's UTF-16 code units in a typed array, for loops that read a window character by character:
// an element load costs less than `charCodeAt`, which checks the string's representation at each call.

const encoder = new TextEncoder();
let bytes = new Uint8Array(1 << 12);
let units = new Uint16Array(1 << 12);
/** Whose text `units` holds, so the windows of one text fill it once (an identity test, not a string compare). */
let holder: object | undefined;

/**
 * The code units of `text` (`units[i] === text.charCodeAt(i)` for `i < text.length`), `owner` being
 * the one object that reads that text. The array is shared: it stays valid until `codeUnits` is called
 * with another owner, and may be longer than `text`.
 */
export function codeUnits(owner: object, text: string): Uint16Array {
  if (owner === holder) return units;
  const n = text.length;
  if (units.length < n) {
    units = new Uint16Array(Math.max(n, units.length * 2));
    bytes = new Uint8Array(units.length);
  }
  // ASCII (the common case) is encoded natively and widened natively; anything else is copied unit by unit.
  const { read, written } = encoder.encodeInto(text, bytes.subarray(0, n));
  if (read === n && written === n) units.set(bytes.subarray(0, n));
  else for (let i = 0; i < n; i++) units[i] = text.charCodeAt(i);
  holder = owner;
  return units;
}
