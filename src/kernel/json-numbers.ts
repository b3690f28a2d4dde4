// Numbers a JSON text holds that JavaScript cannot carry unchanged: an integer past 2^53 (rounded: a
// provider's reader keeps it exact) or a number past a double's range (made `null` by JSON.stringify).
// gate forwards a client's own bytes when it changes nothing; a body it rewrites is re-serialised, so such
// a number would change meaning on the way (docs/wires.md, "Faithfulness").

/**
 * The offset of the first such number in a valid JSON text, or -1. One pass, each character read once
 * (a string skipped to its closing quote, a number token read to its end), so linear in the text.
 */
export function firstUnsafeNumber(text: string): number {
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
      if (!Number.isFinite(value) || (integer && !Number.isSafeInteger(value))) return start;
    }
  }
  return -1;
}
