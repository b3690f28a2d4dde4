// A start-up snapshot keeps its script's whole source as one string, and V8 stores a string with any
// character past U+00FF at two bytes a character: the screener's word lists and regular expressions made
// serve's 5 MB script a 10 MB string, checksummed, read and copied on every start (docs/operations.md,
// "Round 37"). esbuild escapes string literals but leaves comments, regular expression literals and raw
// template text as written; this escapes those too, so the source stays one byte a character.

/**
 * `text` with every non-ASCII code point written in ASCII, each where it stands read as the same
 * character: `\uXXXX` (an astral one as its two surrogates) in an identifier, a string, a cooked
 * template, a regular expression with or without the u flag (two surrogate escapes are one code point
 * under u) and a comment; in a `String.raw` template, whose text is taken as written, a substitution of
 * the character (`${"\u2039"}`), so the string it makes is the same to the byte (the screener cuts and
 * joins such text as strings, not only as regular expressions). A character escaped by a backslash
 * before it (`\‹`, an identity escape) loses that backslash outside raw text, or `\\u…` would read as a
 * backslash and four letters.
 */
export function asciiSource(text) {
  return escapeRest(escapeRawTemplates(text));
}

const escaped = (ch) => {
  let out = '';
  for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
};

function escapeRest(text) {
  return text.replace(/(\\*)([^\x00-\x7f])/gu, (_, slashes, ch) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    return kept + escaped(ch);
  });
}

/** Each `String.raw` template's non-ASCII characters as substitutions of themselves. */
function escapeRawTemplates(text) {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(/\bString\.raw\s*`/g)) {
    const open = m.index + m[0].length;
    if (open <= from) continue;
    const [end, body] = template(text, open, true);
    out += text.slice(from, open) + body;
    from = end;
  }
  return out + text.slice(from);
}

/**
 * The template whose text starts at `i` (after its backtick): the index after its closing backtick, and
 * its text with non-ASCII characters as substitutions when `raw`. Substitutions are read through, nested
 * templates included (a nested `String.raw` is escaped the same way); one it cannot read fails the build.
 */
function template(text, i, raw) {
  let body = '';
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new Error('ascii-source: a template does not end');
    if (c === '`') return [i + 1, `${body}\``];
    if (c === '\\' && (text.codePointAt(i + 1) ?? 0) <= 0x7f) {
      // An escaped ASCII character (a backtick, a dollar, a backslash) is kept as it is, with its backslash.
      body += c + text[i + 1];
      i += 2;
    } else if (c === '$' && text[i + 1] === '{') {
      const [end, inner] = substitution(text, i + 2);
      body += `\${${inner}`;
      i = end;
    } else {
      const ch = String.fromCodePoint(text.codePointAt(i));
      i += ch.length;
      if (!raw || ch <= '\x7f') body += ch;
      else if (/(?:^|[^\\])(?:\\\\)*\\$/.test(body))
        // A backslash before it stays in the value: it moves into the substitution with the character.
        body = `${body.slice(0, -1)}\${"\\\\${escaped(ch)}"}`;
      else body += `\${"${escaped(ch)}"}`;
    }
  }
}

/** A substitution's expression from `i` to its closing brace: the index after it, and the text read. */
function substitution(text, i) {
  let out = '';
  let depth = 0;
  for (;;) {
    const c = text[i];
    if (c === undefined) throw new Error('ascii-source: a template substitution does not end');
    if (c === '}' && depth === 0) return [i + 1, `${out}}`];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    if (c === '"' || c === "'") {
      const end = quoted(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (c === '`') {
      const [end, body] = template(text, i + 1, /\bString\.raw\s*$/.test(out));
      out += `\`${body}`;
      i = end;
    } else {
      out += c;
      i++;
    }
  }
}

/** The index after the string literal that starts at `i`. */
function quoted(text, i) {
  const q = text[i];
  for (let j = i + 1; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === q) return j + 1;
    else if (text[j] === '\n') break;
  }
  throw new Error('ascii-source: a string in a template substitution does not end');
}
