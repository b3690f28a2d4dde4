// An answer gate judged and left as it came goes out as the upstream's own text with gate's member added,
// instead of the parsed answer encoded again (docs/wires.md, "round 20": the buffered answer's splice).

/**
 * `text` with `"name":<value>` added as its object's last member, or undefined when it cannot be spliced
 * safely: `text` must be the exact text the strict read accepted as an object with at least one member and
 * no member `name` (the caller checks both on the parsed value); it must start with `{` and end with `}`
 * (any leading or trailing whitespace takes the re-serialised path). Constant work beyond the copy.
 */
export function spliceMember(text: string, name: string, value: unknown): string | undefined {
  const last = text.length - 1;
  if (last < 1 || text.charCodeAt(0) !== 0x7b || text.charCodeAt(last) !== 0x7d) return undefined;
  return `${text.slice(0, last)},${JSON.stringify(name)}:${JSON.stringify(value)}}`;
}

/** Whether `value` has an own enumerable member (a plain object read by the strict reader). */
export function hasMembers(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}
