// Round 50 (docs/floor.md, "Round 50 (redteam-r50)"): where a POSIX shell's invocation puts its script.
// `bash [options] [-c SCRIPT | FILE] [ARG...]`: options are `-`/`+` letter clusters (`-e`, `+x`, `-lc`),
// where each `o`/`O` takes the next word (`-o pipefail`, `-eo pipefail`, `+O extglob`), and long options
// (`--norc`; `--rcfile F` takes one); `--` or `-` ends them. With `c` among them the script is the first
// word after all options (`bash -c -e 'CMD'`, `bash -co pipefail 'CMD'`); without, that word is a file.
// Each reader of a shell's words asked this in a way of its own, and each stopped at `-o`'s value
// (`bash -o pipefail -c 'sudo id'` was admitted on the base, 239572b4).

import { shellOptionTable } from './shell-vocabulary.js';

const LONG_OPTION = /^--[A-Za-z][\w-]*$/;
const CLUSTER = /^[-+][A-Za-z]+$/;
/** A getopt cluster whose valued letter takes the rest (`-d3`, `-ofile`): letters, then anything. */
const ATTACHED_CLUSTER = /^-[A-Za-z]/;
/** PowerShell's options that take a script as their value (`-Command CMD`, `-EncodedCommand B64`). */
const PWSH_SCRIPTS: ReadonlySet<string> = new Set([
  '-command',
  '-c',
  '-encodedcommand',
  '-e',
  '-ec',
  '-commandwithargs',
  '-cwa',
]);

/** Where a shell's invocation puts its code: its `-c` script's index, or a file's, or neither (stdin). */
export interface ShellInvocation {
  /** Whether `c` is among the options: the first word after them is the script. */
  readonly scripted: boolean;
  /** Index of the first word after the options (the script or the file); `words.length` when none. */
  readonly operand: number;
}

/**
 * A shell's options from `words[at + 1]` on (`words[at]` names the shell; round 51: by its own option
 * table, shell-vocabulary.ts SHELL_OPTION_TABLES, POSIX's when it has none). Linear in the words.
 */
export function shellInvocation(words: readonly string[], at: number): ShellInvocation {
  const shell = (words[at] ?? '').replace(/^.*\//, '');
  const table = shellOptionTable(shell);
  if (table.words === true) return wordOptions(words, at);
  let scripted = false;
  let i = at + 1;
  while (i < words.length) {
    const w = words[i] as string;
    if (w === '--' || w === '-') {
      i++;
      break;
    }
    const sign = w.charCodeAt(0);
    if (sign !== 45 /* - */ && sign !== 43 /* + */) break;
    if (LONG_OPTION.test(w)) {
      i += table.longValued.has(w) ? 2 : 1;
      continue;
    }
    // Only letters make a cluster: `-la\n777 sudo` is the script (read, fail closed; bash refuses it).
    if (!CLUSTER.test(w) && !(table.attached === true && ATTACHED_CLUSTER.test(w))) break;
    let values = 0;
    let ended = false;
    for (let k = 1; k < w.length; k++) {
      const letter = w[k] as string;
      if (letter === table.script && sign === 45) scripted = true;
      else if (table.ends.has(letter)) ended = true;
      else if (table.valued.has(letter)) {
        // getopt's `-d3`: the rest of the cluster is the value, no word taken.
        if (table.attached === true && k + 1 < w.length) break;
        values++;
      }
    }
    i += 1 + values;
    if (ended) break;
  }
  return { scripted, operand: Math.min(i, words.length) };
}

/** PowerShell's invocation: case-blind option words, `-File F` names the file, `-Command` a script. */
function wordOptions(words: readonly string[], at: number): ShellInvocation {
  const table = shellOptionTable('pwsh');
  let i = at + 1;
  while (i < words.length) {
    const w = (words[i] as string).toLowerCase();
    if (PWSH_SCRIPTS.has(w)) return { scripted: true, operand: Math.min(i + 1, words.length) };
    if (table.ends.has(w.slice(1))) return { scripted: false, operand: Math.min(i + 1, words.length) };
    if (!w.startsWith('-')) break;
    i += table.longValued.has(w) ? 2 : 1;
  }
  return { scripted: false, operand: Math.min(i, words.length) };
}
