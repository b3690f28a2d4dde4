// Round 64 (docs/floor.md, "Round 64 (redteam-r64)"): the raw text the shell rules read, with the spans bash
// reads as data blanked: a one-line text's case pattern lists (`case x in a|sudo) ;; esac`) and the body of a
// here-document fed to `cat`/`tee` from a plain first line (`cat > notes.md <<'EOF'`). The raw text is the net
// under the parse (round 60): only spans whose reading no syntax error gate misses can move are blanked.

import { parseShell } from './shell-parse.js';
import { shellReading } from './shell-reading.js';
import { QUIET_COMMANDS } from './shell-vocabulary.js';

/**
 * `text` with its data spans blanked (each character a space, line breaks kept), or undefined when it has
 * none or gate does not read it whole. An interactive shell that meets a syntax error drops the rest of
 * its line and reads the next one fresh, so a span is blanked only where a fresh reading of every line
 * cannot run it: a case's patterns only in a text of one line (an error anywhere drops them with it), a
 * here-document's body only under a line of plain words no error can stop (the body is then input), the
 * text's first or one after lines that cannot change what it runs (round 71).
 */
export function dataMasked(text: string): string | undefined {
  const lines = text.includes('<<') ? hereBodies(text) : undefined;
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
 * Round 71 (docs/floor.md "Round 71 (rt-interp-r71)"): the bodies of the here-documents plain lines feed
 * `cat` or `tee` (hereBody), each after lines that cannot change what those run (quietLine) or after another
 * such body. Round 64 took only a first line's: `x=1` or `cd src` before `cat > f <<'EOF'` left the body to
 * the raw text's rules, which refused a file's prose (`sudo id` in a README). Any other line stops the
 * reading there: it may alias or define `cat`, change PATH, or leave a compound, quote or case open.
 */
function hereBodies(text: string): readonly Range[] | undefined {
  const spans: Range[] = [];
  let from = 0;
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', from)) {
    if (quietLine(text.slice(from, end))) {
      from = end + 1;
      continue;
    }
    const body = hereBody(text, from, end);
    if (body === undefined) break;
    spans.push(body);
    // The delimiter's line ends the body: the next line starts after it.
    const close = text.indexOf('\n', body.to);
    if (close < 0) break;
    from = close + 1;
  }
  return spans.length === 0 ? undefined : spans;
}

/** A line's pieces: a list operator, or a word of plain characters and closed quotes with no expansion. */
const QUIET_PIECE = /[ \t]*(?:(&&|\|\||;)|((?:[A-Za-z0-9_./~+:,@%=-]|'[^'\n]*'|"[^"$`\\\n]*")+))/y;
/** Names whose value changes what a command word runs or how a line is read: no quiet line sets them. */
const UNQUIET_NAMES = /^(?:PATH|ENV|IFS|SHELLOPTS|BASHOPTS|BASH_\w*)$/;
/** `set`'s words a quiet line may give: the error and trace options agents start a script with. */
const QUIET_SET = /^(?:[-+][euxvo]+|pipefail|errexit|nounset|xtrace)$/;

/** The name a word assigns (`x=1`, `x="a b"`), or undefined. */
const assigned = (word: string): string | undefined => /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(word)?.[1];

/**
 * Whether a line before a here-document cannot change what `cat` or `tee` runs: blank, a comment, or
 * commands of QUIET_COMMANDS and assignments (none to UNQUIET_NAMES) joined by `&&`, `||`, `;`, with no
 * redirection, expansion or open quote.
 */
function quietLine(line: string): boolean {
  if (/^[ \t]*(?:#.*)?$/.test(line)) return true;
  // The command word of the command in progress; undefined where a command starts.
  let command: string | undefined;
  let at = 0;
  while (at < line.length) {
    QUIET_PIECE.lastIndex = at;
    const m = QUIET_PIECE.exec(line);
    if (m === null) return /^[ \t]*$/.test(line.slice(at));
    at = QUIET_PIECE.lastIndex;
    const word = m[2];
    const name = word === undefined ? undefined : assigned(word);
    if (word === undefined) command = undefined;
    else if (command === undefined) {
      if (name !== undefined) {
        if (UNQUIET_NAMES.test(name)) return false;
      } else if (QUIET_COMMANDS.has(word)) command = word;
      else return false;
    } else if (command === 'set' && !QUIET_SET.test(word)) return false;
    else if (command === 'export' && UNQUIET_NAMES.test(name ?? word)) return false;
    else if (command === 'export' && name === undefined && !/^[A-Za-z_]\w*$/.test(word)) return false;
  }
  return true;
}

/**
 * The body of the here-document the plain line from `start` to `end` feeds `cat` or `tee` (`cat > f <<'EOF'`),
 * to the line that closes it; undefined when the line is anything else or no line closes it. A body that expands
 * (an unquoted delimiter) is data only without `$`, a backtick or a backslash (which joins lines there).
 */
function hereBody(text: string, start: number, end: number): Range | undefined {
  const words = text
    .slice(start, end)
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
      return { from: end + 1, to: from };
    }
    if (next < 0) return undefined;
    from = next + 1;
  }
  return undefined;
}
