// Lower-cased argument keys, remembered: rungs match keys case-insensitively on every call, the same
// few keys recur from call to call, and a Map hit costs less than String.prototype.toLowerCase.
const LIMIT = 4096;
const lowered = new Map<string, string>();

/** Exactly `key.toLowerCase()`. */
export function lowerKey(key: string): string {
  // A decision asks of its one key (a shell call's `command`) several times running: one compare, no lookup.
  if (key === lastKey) return lastLower;
  let lower = lowered.get(key);
  if (lower === undefined) {
    lower = key.toLowerCase();
    // Keys come from agents: bound the map so a stream of novel keys cannot grow it forever.
    if (lowered.size >= LIMIT) lowered.clear();
    lowered.set(key, lower);
  }
  lastKey = key;
  lastLower = lower;
  return lower;
}
let lastKey = '';
let lastLower = '';

/**
 * A tool name as a server that matches names ignoring case may take it: Unicode case folding through
 * upper case, so `ſ` is `s`, `K` (Kelvin) is `k`, dotless `ı` and dotted `İ` are `i` (Go's EqualFold,
 * .NET's invariant and Turkish comparisons). Deny entries and argument rules bind names so folded.
 */
export function foldToolName(tool: string): string {
  let ascii = true;
  for (let i = 0; i < tool.length; i++) if (tool.charCodeAt(i) > 127) ascii = false;
  if (ascii) return tool.toLowerCase();
  return tool.toUpperCase().toLowerCase().replaceAll('i\u0307', 'i');
}
