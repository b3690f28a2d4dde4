// A result that orders in one of the agent's own tool names (`add_event_participants X`, `send_money(...)`,
// `{"tool": "send_money", "args": ...}`): the values it puts beside the name are its arguments, and so
// the result's order. Read without the tool list (a reading is shared across traces); the judge keeps
// only the names its policy admits (ledger.ts, toolNamesAre; docs/provenance.md, prov2-r55).

/**
 * A name shaped as a tool's: snake_case (`send_money`), camelCase (`sendMoney`), any word written as a
 * call (`Pay(`, `functions.call(`; not a method, `.read()`, nor a word before a parenthesis, `read (p. 4)`), or any word a JSON call gives as its tool (`{"tool": "call"}`, escaped in a JSON string too). A plain word in prose is
 * no tool's name to a reader, so it names nothing here. The look-behind is bounded: each place costs O(1).
 */
const NAME =
  /(?<![A-Za-z0-9_])(?:(?<="(?:tool|tool_name|name|function|action)\\?"[ \t]{0,4}:[ \t]{0,4}\\?"(?:[A-Za-z0-9_-]{1,64}\.){0,4})[A-Za-z][A-Za-z0-9_-]*|[A-Za-z][A-Za-z0-9]*(?:_+[A-Za-z0-9]+)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+|(?<!(?<!functions|tools)\.)[A-Za-z][A-Za-z0-9]*(?=\())(?![A-Za-z0-9_])/g;

/** How far after a name its arguments may stand, and before it (a JSON object that names its tool last). */
const AFTER = 400;
const BEFORE = 160;
/** Names kept a text: past it, a value is beside the last one kept (bounded work on a padded text). */
const MAX_NAMES = 4096;
const BLANK_LINE = /\n[ \t]*\n/;

export interface ToolNames {
  /** The names' places, in text order; `names[i]` lowercased. */
  at: number[];
  end: number[];
  names: string[];
}

/** The tool-shaped names of a folded text, or undefined when it has none. */
export function toolShapedNames(folded: string): ToolNames | undefined {
  if (!folded.includes('_') && !folded.includes('(') && !folded.includes('"') && !/[a-z][A-Z]/.test(folded))
    return undefined;
  const out: ToolNames = { at: [], end: [], names: [] };
  NAME.lastIndex = 0;
  for (let m = NAME.exec(folded); m !== null; m = NAME.exec(folded)) {
    if (out.at.length >= MAX_NAMES) break;
    out.at.push(m.index);
    out.end.push(m.index + m[0].length);
    out.names.push(m[0].toLowerCase());
  }
  return out.at.length === 0 ? undefined : out;
}

/** Names looked at before a value: a call's own keys (`"to_address":`) may stand between it and its tool's name. */
const NAMES_BEFORE = 4;
/** Names looked at after it: a qualified name (`"functions.send_money"`) reads as two. */
const NAMES_AFTER = 2;

/**
 * The tool names a value at `at..end` stands beside as an argument: the nearest few before it (within
 * AFTER characters, no blank line between) and the nearest two after it (within BEFORE). Empty if none.
 */
export function namesBeside(folded: string, n: ToolNames, at: number, end: number): string[] {
  const out: string[] = [];
  // The last name that ends at or before the value.
  let lo = 0;
  let hi = n.end.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (n.end[mid]! <= at) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo - 1; i >= 0 && i >= lo - NAMES_BEFORE; i--) {
    if (at - n.end[i]! > AFTER || BLANK_LINE.test(folded.slice(n.end[i]!, at))) break;
    out.push(n.names[i]!);
  }
  // The first name that starts at or after the value's end.
  let after = lo;
  while (after < n.at.length && n.at[after]! < end) after++;
  for (let i = after; i < n.at.length && i < after + NAMES_AFTER; i++) {
    if (n.at[i]! - end > BEFORE || BLANK_LINE.test(folded.slice(end, n.at[i]!))) break;
    out.push(n.names[i]!);
  }
  return out;
}
