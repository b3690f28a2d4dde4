// The one bound on JSON nesting. Every JSON text a client, model or upstream wrote is read by the strict
// reader (json-strict.ts) under this bound, so no recursive walk after it (canonical JSON, schema
// validation, the ladder) can exhaust the stack on a document nested 100,000 deep (docs/operations.md,
// "Limits"); `nestingExceeds` is the same bound for a reader that checks before it decodes (`/mcp`).

/** Deepest nesting of arrays and objects gate reads; real requests and tool schemas stay far below it. */
export const MAX_JSON_DEPTH = 256;

/** True when brackets outside strings open more than `limit` deep (malformed text is JSON.parse's to judge). */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** `nestingExceeds` for a value already decoded (a peer's parsed message): an explicit stack, no recursion. */
export function valueNestingExceeds(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
