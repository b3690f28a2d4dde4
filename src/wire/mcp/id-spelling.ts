// How each message of a POST /mcp body spells a numeric `id`, read from the text: JSON.parse keeps the
// value, not the digits, and `-0`, `1.0`, `1e2` or 2^53 + 1 would come back as `0`, `1`, `100` or
// 2^53 (docs/mcp.md, "Round 44"). Pure and linear: one pass, strings skipped with indexOf.

/** Characters a JSON number is written with. */
const NUMBER_CHARS = /[-+0-9.eE]/;

/**
 * The text of each message's `id` member when it is a number, by message (a batch's elements in order; a
 * single message is element 0); undefined where the id is absent or not a number. `text` is JSON that
 * has parsed, with no repeated keys.
 */
export function numericIdSpellings(text: string): Array<string | undefined> {
  const out: Array<string | undefined> = [];
  const n = text.length;
  let depth = 0;
  let batch: boolean | undefined;
  let element = -1;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const start = i;
      i = stringEnd(text, i);
      if (i < 0) return out;
      // A member name of a message: the message's own members are at depth 1, or 2 in a batch.
      if (depth === (batch ? 2 : 1) && text.charCodeAt(afterSpace(text, i + 1)) === 58 /* : */) {
        const raw = text.slice(start, i + 1);
        const name = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (name === 'id') {
          let v = afterSpace(text, afterSpace(text, i + 1) + 1);
          const from = v;
          while (v < n && NUMBER_CHARS.test(text[v] as string)) v++;
          if (v > from) out[element] = text.slice(from, v);
        }
      }
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (depth === 0) batch = c === 91;
      depth++;
      if (c === 123 && depth === (batch ? 2 : 1)) element++;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return out;
}

/** The index of the quote that ends the string opening at `i` (one not escaped by an odd run of backslashes), or -1. */
function stringEnd(text: string, i: number): number {
  for (;;) {
    const q = text.indexOf('"', i + 1);
    if (q === -1) return -1;
    let b = q - 1;
    while (text.charCodeAt(b) === 92 /* \ */) b--;
    if ((q - 1 - b) % 2 === 0) return q;
    i = q;
  }
}

/** The first index at or after `i` that is not JSON whitespace. */
function afterSpace(text: string, i: number): number {
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
    i++;
  }
  return i;
}
