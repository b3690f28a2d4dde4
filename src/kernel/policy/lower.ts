// Lower-cased argument keys, remembered: rungs match keys case-insensitively on every call, the same
// few keys recur from call to call, and a Map hit costs less than String.prototype.toLowerCase.
import { table } from '../table.js';

const LIMIT = 4096;
const lowered = new Map<string, string>();

/**
 * The lower-case letters whose simple case folding (Go's foldName: the smallest letter of the fold set,
 * then lower-cased; .NET's ToUpperInvariant) is another single letter: every code point where
 * `c.toLowerCase()` and `c.toLowerCase().toUpperCase().toLowerCase()` are two single letters (a test
 * walks them all).
 */
export const KEY_FOLDS: Readonly<Record<string, string>> = table({
  '\u00b5': '\u03bc',
  '\u0131': 'i',
  '\u017f': 's',
  '\u0345': '\u03b9',
  '\u03c2': '\u03c3',
  '\u03d0': '\u03b2',
  '\u03d1': '\u03b8',
  '\u03d5': '\u03c6',
  '\u03d6': '\u03c0',
  '\u03f0': '\u03ba',
  '\u03f1': '\u03c1',
  '\u03f5': '\u03b5',
  '\u1c80': '\u0432',
  '\u1c81': '\u0434',
  '\u1c82': '\u043e',
  '\u1c83': '\u0441',
  '\u1c84': '\u0442',
  '\u1c85': '\u0442',
  '\u1c86': '\u044a',
  '\u1c87': '\u0463',
  '\u1c88': '\ua64b',
  '\u1e9b': '\u1e61',
  '\u1fbe': '\u03b9',
});
const KEY_FOLD_CLASS =
  '[\\u00b5\\u0131\\u017f\\u0345\\u03c2\\u03d0\\u03d1\\u03d5\\u03d6\\u03f0\\u03f1\\u03f5\\u1c80-\\u1c88\\u1e9b\\u1fbe]';
const KEY_FOLD_AT = new RegExp(KEY_FOLD_CLASS);
const KEY_FOLD_ALL = new RegExp(KEY_FOLD_CLASS, 'g');

/**
 * `key.toLowerCase()`, with the letters JavaScript lower-cases apart from one that Go's encoding/json and
 * .NET fold them with taken to that one (`ſ` to `s`, dotless `ı` to `i`, final `ς` to `σ`, `µ` to `μ`, ...;
 * KEY_FOLDS): a Go tool's struct field `Script` takes `ſcript`, so gate must read the two as one key
 * (round 37). Each is one UTF-16 unit to one, so a key's length changes only as toLowerCase changes it.
 */
export function lowerKey(key: string): string {
  // A decision asks of its one key (a shell call's `command`) several times running: one compare, no lookup.
  if (key === lastKey) return lastLower;
  let lower = lowered.get(key);
  if (lower === undefined) {
    lower = key.toLowerCase();
    if (KEY_FOLD_AT.test(lower)) lower = lower.replace(KEY_FOLD_ALL, (c) => KEY_FOLDS[c] ?? c);
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
