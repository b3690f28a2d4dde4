// A time as Date's toISOString spells it, for the rows gate writes per decision (the journal's, the
// decision log's): toISOString cost about 0.44 us a call, two a decision; the second's text is kept, so
// a call within the same second as the last joins it to the milliseconds (docs/wires.md, "Round 55").

let keptSecond = Number.NaN;
/** `YYYY-MM-DDTHH:MM:SS.` of keptSecond. */
let keptText = '';

/** `new Date(ms).toISOString()`, the same text for every time Date holds; throws as it does past Date's range. */
export function isoTime(ms: number): string {
  // A fraction of a millisecond (toISOString drops it) or a year of more than four digits: Date spells it.
  if (!Number.isSafeInteger(ms)) return new Date(ms).toISOString();
  const second = Math.floor(ms / 1000);
  if (second !== keptSecond) {
    const text = new Date(second * 1000).toISOString();
    if (text.length !== 24) return new Date(ms).toISOString();
    keptText = text.slice(0, 20);
    keptSecond = second;
  }
  const milli = ms - second * 1000;
  return `${keptText}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}
