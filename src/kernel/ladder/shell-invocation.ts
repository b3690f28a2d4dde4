// Round 50 (docs/floor.md, "Round 50 (redteam-r50)"): where a POSIX shell's invocation puts its script.
// `bash [options] [-c SCRIPT | FILE] [ARG...]`: options are `-`/`+` letter clusters (`-e`, `+x`, `-lc`),
// where each `o`/`O` takes the next word (`-o pipefail`, `-eo pipefail`, `+O extglob`), and long options
// (`--norc`; `--rcfile F` takes one); `--` or `-` ends them. With `c` among them the script is the first
// word after all options (`bash -c -e 'CMD'`, `bash -co pipefail 'CMD'`); without, that word is a file.
// Each reader of a shell's words asked this in a way of its own, and each stopped at `-o`'s value
// (`bash -o pipefail -c 'sudo id'` was admitted on the base, 239572b4).

import { SHELL_LONG_VALUED, SHELL_VALUE_LETTERS } from './shell-vocabulary.js';

const LONG_OPTION = /^--[A-Za-z][\w-]*$/;
const CLUSTER = /^[-+][A-Za-z]+$/;

/** Where a shell's invocation puts its code: its `-c` script's index, or a file's, or neither (stdin). */
export interface ShellInvocation {
  /** Whether `c` is among the options: the first word after them is the script. */
  readonly scripted: boolean;
  /** Index of the first word after the options (the script or the file); `words.length` when none. */
  readonly operand: number;
}

/** A POSIX shell's options from `words[at + 1]` on (`words[at]` names the shell). Linear in the words. */
export function shellInvocation(words: readonly string[], at: number): ShellInvocation {
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
      i += SHELL_LONG_VALUED.has(w) ? 2 : 1;
      continue;
    }
    // Only letters make a cluster: `-la\n777 sudo` is the script (read, fail closed; bash refuses it).
    if (!CLUSTER.test(w)) break;
    let values = 0;
    for (let k = 1; k < w.length; k++) {
      const letter = w[k] as string;
      if (letter === 'c' && sign === 45) scripted = true;
      else if (SHELL_VALUE_LETTERS.has(letter)) values++;
    }
    i += 1 + values;
  }
  return { scripted, operand: Math.min(i, words.length) };
}
