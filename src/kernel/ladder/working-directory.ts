// A shell tool's working directory argument, by the keys agents give it: the ladder reads it to place
// relative write targets, and gate hook adds the event's own directory under it (docs/floor.md).
import { lowerKey } from '../policy/lower.js';
import type { JsonObject } from '../types.js';

const CWD_KEYS: ReadonlySet<string> = new Set([
  'cwd',
  'workdir',
  'working_directory',
  'workingdirectory',
  'dir',
  'directory',
  // Gemini CLI's run_shell_command names its directory `dir_path` (round 14: it was not read).
  'dir_path',
  'dirpath',
]);

/**
 * A shell tool's working directory argument (`cwd`, `workdir` ...), when it names one: its key in any
 * case (Go's and .NET's decoders bind `Cwd`, as valueAt reads `Command`), a one-string array as the string
 * a tool may read out of it (`String(["/"])`).
 */
export function workingDirectory(args: JsonObject): string | undefined {
  for (const k in args) {
    if (!CWD_KEYS.has(lowerKey(k))) continue;
    let v = args[k];
    if (Array.isArray(v) && v.length === 1) v = v[0] as typeof v;
    if (typeof v === 'string' && v !== '') return v;
  }
  return undefined;
}

/** Whether the arguments hold a working directory key (any case), whatever its value. */
export function namesWorkingDirectory(args: JsonObject): boolean {
  for (const k in args) if (CWD_KEYS.has(lowerKey(k))) return true;
  return false;
}
