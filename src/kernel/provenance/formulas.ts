// A value a spreadsheet formula picks by a test (`=IF(TODAY()>DATE(2026,11,15),"<new>","<old>")` in a
// CSV's payout column, round 29): the sheet shows its reader a formula, and which account it yields turns
// on a condition the reader cannot see the writer meant. Such a value, where the sheet does not also
// show it plainly, is pressed on the reader (docs/provenance.md, round 29). Linear, bounded.
import { type FoundValue, scanResultValues } from './values.js';

/** A formula that picks by a test, to its line's end or 256 characters (a CSV's cell). */
const SHEET_FORMULA = /=[ \t]*(?:IF|IFS|IFERROR|SWITCH|CHOOSE)[ \t]*\([^\n]{0,256}/gi;
/** At most this many formulas of one text are read. */
const MAX_FORMULAS = 8;

/** The values of a folded text's formulas (SHEET_FORMULA) that the text shows nowhere else. */
export function formulaPickedValues(folded: string): FoundValue[] {
  const formulas = [...folded.matchAll(SHEET_FORMULA)].slice(0, MAX_FORMULAS);
  if (formulas.length === 0) return [];
  // One the sheet also shows plainly, outside every formula, is its data.
  const blanked = folded.replace(SHEET_FORMULA, ' ');
  const out: FoundValue[] = [];
  for (const f of formulas)
    for (const v of scanResultValues(f[0])) if (!blanked.includes(f[0].slice(v.at, v.end))) out.push(v);
  return out;
}
