// The one bound on JSON nesting. Every parse of bytes a client or model wrote goes through
// parseJsonBounded, so no recursive walk after it (canonical JSON, schema validation, the ladder) can
// exhaust the stack on a document nested 100,000 deep (docs/operations.md, "Limits").

/** Deepest nesting of arrays and objects gate reads; real requests and tool schemas stay far below it. */
export const MAX_JSON_DEPTH = 256;

export class JsonTooDeep extends Error {
  constructor(readonly limit: number) {
    super(`JSON nested deeper than ${limit} levels`);
    this.name = 'JsonTooDeep';
  }
}

/**
 * JSON.parse after a scan that refuses nesting past `limit` (throws JsonTooDeep). A text no longer than
 * the limit cannot nest deeper, so the common small body skips the scan. JSON.parse's own errors pass through.
 */
export function parseJsonBounded(text: string, limit = MAX_JSON_DEPTH): unknown {
  if (text.length > limit && nestingExceeds(text, limit)) throw new JsonTooDeep(limit);
  return JSON.parse(text) as unknown;
}

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
