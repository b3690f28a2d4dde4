// A start-up snapshot keeps its script's whole source as one string, and V8 stores a string with any
// character past U+00FF at two bytes a character: the screener's word lists and regular expressions made
// serve's 5 MB script a 10 MB string, checksummed, read and copied on every start (docs/operations.md,
// "Round 37"). esbuild escapes string literals but leaves comments, regular expression literals and raw
// template text as written; this escapes those too, so the source stays one byte a character.

/**
 * `text` with every non-ASCII code point written as `\uXXXX` (an astral one as its two surrogates), a
 * form each place it can stand reads as the same character: an identifier, a string, a cooked template,
 * a regular expression with or without the u flag (two surrogate escapes are one code point under u), a
 * comment. A raw template's text does change (`String.raw` keeps the escape), which is the same only
 * where that text becomes a regular expression's source, as the screener's do. A character escaped by a
 * backslash before it (`\‹`, an identity escape) loses that backslash, or `\\u…` would read as a
 * backslash and four letters.
 */
export function asciiSource(text) {
  return text.replace(/(\\*)([^\x00-\x7f])/gu, (_, slashes, ch) => {
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    let out = '';
    for (let i = 0; i < ch.length; i++) out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return kept + out;
  });
}
