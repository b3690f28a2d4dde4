// Lower-cased argument keys, remembered: rungs match keys case-insensitively on every call, the same
// few keys recur from call to call, and a Map hit costs less than String.prototype.toLowerCase.
const LIMIT = 4096;
const lowered = new Map<string, string>();

/** Exactly `key.toLowerCase()`. */
export function lowerKey(key: string): string {
  let lower = lowered.get(key);
  if (lower === undefined) {
    lower = key.toLowerCase();
    // Keys come from agents: bound the map so a stream of novel keys cannot grow it forever.
    if (lowered.size >= LIMIT) lowered.clear();
    lowered.set(key, lower);
  }
  return lower;
}
