// iCalendar and vCard content lines (RFC 5545 §3.1, RFC 6350 §3.2) as a calendar or contacts app shows
// them: a line break followed by one blank continues the line before it (a long value is folded every 75
// octets, often inside a word), and a value escapes its commas, semicolons, backslashes and line breaks
// (`\,` `\;` `\\` `\n`). Read as given, a folded order is split into pieces no sentence holds
// ("fu\n ll thread"), and an escaped line break glues the next line's first word to an `n`. One linear
// pass, only over a text that opens as such an object.

/** How a calendar or contact object opens, after any blanks (compared case-insensitively). */
const OPENINGS = ['begin:vcalendar', 'begin:vcard'];
/** How far into a text its opening is looked for: a result that is an object opens with it. */
const OPENING_REACH = 64;

/** Whether `text` opens as an iCalendar or vCard object (reads at most OPENING_REACH characters). */
export function isContentLines(text: string): boolean {
  const head = text.slice(0, OPENING_REACH).trimStart().toLowerCase();
  return OPENINGS.some((o) => head.startsWith(o));
}

/** The unfolded, unescaped text of an iCalendar or vCard object, or undefined when it reads the same. */
export function unfoldContentLines(text: string): string | undefined {
  if (!isContentLines(text)) return undefined;
  let out = '';
  let from = 0;
  let changed = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let skip = 0;
    let value = '';
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) === 10)) {
      const lf = c === 13 ? i + 1 : i;
      const next = text.charCodeAt(lf + 1);
      // A break and one blank are nothing: the line goes on.
      if (next === 32 || next === 9) skip = lf + 2 - i;
    } else if (c === 92) {
      const k = text.charCodeAt(i + 1);
      if (k === 110 || k === 78) value = '\n';
      else if (k === 44 || k === 59 || k === 92) value = String.fromCharCode(k);
      if (value !== '') skip = 2;
    }
    if (skip === 0) continue;
    out += text.slice(from, i) + value;
    from = i + skip;
    i = from - 1;
    changed = true;
  }
  return changed ? out + text.slice(from) : undefined;
}
