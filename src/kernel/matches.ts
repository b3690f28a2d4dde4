// Every match of a global expression, as `String.prototype.matchAll` gives them, without its copy of the
// expression on each call (a new RegExp object, about a microsecond: five such calls read each user turn
// of every request, docs/wires.md "round 17").

/**
 * The matches of `re` (global) in `text`, in order, as `text.matchAll(re)` yields them. The whole list is
 * taken before it is returned, so a caller's loop may use `re` again; `re.lastIndex` is left at 0.
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError('allMatches needs a global expression');
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      out.push(m);
      // An empty match moves on by one character (a code point under the u or v flag), as matchAll does.
      if (m[0] === '') re.lastIndex = nextIndex(text, re.lastIndex, re.unicode || re.flags.includes('v'));
    }
  } finally {
    re.lastIndex = 0;
  }
  return out;
}

function nextIndex(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const unit = text.charCodeAt(at);
  const next = text.charCodeAt(at + 1);
  return unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? at + 2 : at + 1;
}
