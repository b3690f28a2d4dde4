// A file as a reader numbers its lines (Claude Code's Read tool: `     1→text`; `cat -n`: `     1<TAB>text`)
// read as the bare file (docs/screening.md, "A numbered file"): the screener's rules read a line's start,
// and a gutter of numbers in front of every line made some files admitted bare held numbered.
// One pass over the text; only runs of lines numbered one after another lose their gutter.

/** The separators a gutter ends with: the Read tool's arrow, `cat -n`'s tab. */
const ARROW = 0x2192;
const TAB = 0x09;
/** A gutter's number has at most this many digits (a line count). */
const MAX_DIGITS = 9;

interface Gutter {
  /** The line's number. */
  n: number;
  /** Where the text after the gutter starts. */
  body: number;
  sep: number;
}

/** The gutter at `at` (a line's start): spaces, digits, one separator; undefined when none. */
function gutterAt(text: string, at: number, end: number): Gutter | undefined {
  let i = at;
  while (i < end && text.charCodeAt(i) === 0x20) i++;
  const digits = i;
  let n = 0;
  while (i < end && i - digits < MAX_DIGITS) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    n = n * 10 + (c - 0x30);
    i++;
  }
  if (i === digits || i >= end) return undefined;
  const sep = text.charCodeAt(i);
  return sep === ARROW || sep === TAB ? { n, body: i + 1, sep } : undefined;
}

/**
 * The text with the gutter of each numbered run cut: a run is two or more lines numbered one after another
 * with one separator (or a text of one line numbered 1). The text itself when it holds none.
 */
export function readPastGutter(text: string): string {
  // Most results hold no gutter: no arrow, no tab, nothing to cut.
  if (text.indexOf('\u2192') < 0 && text.indexOf('\t') < 0) return text;
  const lines: [start: number, end: number, gutter: Gutter | undefined][] = [];
  for (let start = 0; start <= text.length; ) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    lines.push([start, end, gutterAt(text, start, end)]);
    start = end + 1;
  }
  const cut = new Array<boolean>(lines.length).fill(false);
  let cutAny = false;
  for (let i = 0; i < lines.length; ) {
    let j = i + 1;
    const first = lines[i]![2];
    if (first !== undefined)
      while (j < lines.length) {
        const g = lines[j]![2];
        if (g === undefined || g.sep !== first.sep || g.n !== first.n + (j - i)) break;
        j++;
      }
    if (first !== undefined && (j - i >= 2 || (first.n === 1 && lines.length === 1))) {
      cut.fill(true, i, j);
      cutAny = true;
    }
    i = j;
  }
  if (!cutAny) return text;
  return lines.map(([start, end, g], k) => text.slice(cut[k] ? g!.body : start, end)).join('\n');
}
