// Round 64 (docs/floor.md, "Round 64 (redteam-r64)"): the raw text the shell rules read, with the spans bash
// reads as data blanked: a one-line text's case pattern lists (`case x in a|sudo) ;; esac`) and the body of a
// here-document fed to `cat`/`tee` from a plain first line (`cat > notes.md <<'EOF'`). The raw text is the net
// under the parse (round 60): only spans whose reading no syntax error gate misses can move are blanked.

import { parseShell } from './shell-parse.js';
import { shellReading } from './shell-reading.js';

/**
 * `text` with its data spans blanked (each character a space, line breaks kept), or undefined when it has
 * none or gate does not read it whole. An interactive shell that meets a syntax error drops the rest of
 * its line and reads the next one fresh, so a span is blanked only where a fresh reading of every line
 * cannot run it: a case's patterns only in a text of one line (an error anywhere drops them with it), a
 * here-document's body only under a first line of plain words no error can stop (the body is then input).
 */
export function dataMasked(text: string): string | undefined {
  const lines = text.includes('<<') ? hereBody(text) : undefined;
  const patterns = lines === undefined && text.includes('case') ? patternSpans(text) : undefined;
  if (lines === undefined && patterns === undefined) return undefined;
  const reading = shellReading(text);
  if (reading.unreadable || reading.opaque) return undefined;
  const spans = lines ?? patterns ?? [];
  let out = '';
  let at = 0;
  for (const { from, to } of spans) {
    out += text.slice(at, from) + text.slice(from, to).replace(/[^\n]/g, ' ');
    at = to;
  }
  return out + text.slice(at);
}

interface Range {
  from: number;
  to: number;
}

/** A one-line text's closed pattern lists holding no expansion (`$`, a backtick: bash runs what they hold). */
function patternSpans(text: string): readonly Range[] | undefined {
  if (/[\n\r\0]/.test(text)) return undefined;
  const lists = parseShell(text).patternLists;
  if (lists === undefined) return undefined;
  const data = lists.filter(({ from, to }) => !/[$`]/.test(text.slice(from, to)));
  return data.length === 0 ? undefined : data;
}

/** A word of the first line: a plain path or name (no quote, expansion, glob or operator). */
const PLAIN = /^[A-Za-z0-9_./~+:,@%-]+$/;
/** The here-document's operator and delimiter in one word (`<<EOF`, `<<-'EOF'`, `<<"EOF"`). */
const HERE_OPERATOR = /^<<(-?)(.*)$/;
/** A delimiter word: a name, whole in single or double quotes or bare. */
const DELIMITER = /^(?:'([A-Za-z_][A-Za-z0-9_]*)'|"([A-Za-z_][A-Za-z0-9_]*)"|([A-Za-z_][A-Za-z0-9_]*))$/;
/** Programs that copy a here-document to a file or the output: their input is data, never run. */
const HERE_COPIERS: ReadonlySet<string> = new Set(['cat', 'tee']);

/**
 * The body of the here-document a plain first line feeds `cat` or `tee` (`cat > f <<'EOF'`), to the line
 * that closes it; undefined when the first line is anything else or no line closes it. A body that expands
 * (an unquoted delimiter) is data only without `$`, a backtick or a backslash (which joins lines there).
 */
function hereBody(text: string): readonly Range[] | undefined {
  const end = text.indexOf('\n');
  if (end < 0) return undefined;
  const words = text
    .slice(0, end)
    .split(' ')
    .filter((w) => w !== '');
  if (!HERE_COPIERS.has(words[0] as string)) return undefined;
  let delimiter: string | undefined;
  let quoted = false;
  let tabs = false;
  for (let k = 1; k < words.length; k++) {
    const word = words[k] as string;
    const here = HERE_OPERATOR.exec(word);
    if (here !== null) {
      if (delimiter !== undefined) return undefined;
      const spelt = here[2] === '' ? words[++k] : here[2];
      const name = spelt === undefined ? null : DELIMITER.exec(spelt);
      if (name === null) return undefined;
      delimiter = (name[1] ?? name[2] ?? name[3]) as string;
      quoted = name[3] === undefined;
      tabs = here[1] === '-';
    } else if (word === '>' || word === '>>') {
      if (!PLAIN.test(words[++k] ?? '')) return undefined;
    } else if (!PLAIN.test(word.replace(/^>>?/, ''))) return undefined;
  }
  if (delimiter === undefined) return undefined;
  // The body runs to the first line that is the delimiter (`<<-`: past leading tabs), as bash reads it.
  let from = end + 1;
  while (from <= text.length) {
    const next = text.indexOf('\n', from);
    const line = text.slice(from, next < 0 ? text.length : next);
    if ((tabs ? line.replace(/^\t+/, '') : line) === delimiter) {
      const body = text.slice(end + 1, from);
      if (!quoted && /[$`\\]/.test(body)) return undefined;
      return [{ from: end + 1, to: from }];
    }
    if (next < 0) return undefined;
    from = next + 1;
  }
  return undefined;
}
