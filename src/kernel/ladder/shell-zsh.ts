// Round 35: commands zsh reads as code or as a program gate does not read, where bash reads something
// else or nothing. Agents run the user's shell, zsh on macOS, so such a command is opaque (refused) on
// every path: docs/floor.md, "What the floor reads and assumes", "Which shell". The word-level half is
// here; the parser marks the constructs inside words (shell-parse.ts ShellParse.zsh: glob qualifiers,
// parameter flags, `$~x`).
import { commandName, headOf, layersOf } from './shell.js';
import type { SimpleCommand } from './shell-parse.js';
import { BASH_SET_OPTIONS, READING_OPTIONS, ZSH_BUILTINS } from './shell-vocabulary.js';

/**
 * Assignments to zsh's special parameters that define code or name programs (`functions[f]=CMD`,
 * `commands[x]=/path`, `aliases[x]=CMD`, `options[globsubst]=on`), write files (`mapfile[f]=..`), move
 * where functions and modules load from, or name the program a bare redirection runs (`NULLCMD=`).
 */
export const ZSH_SPECIAL_ASSIGNMENT =
  /^(?:(?:dis_)?(?:functions|aliases|galiases|saliases)|commands|builtins|options|nameddirs|mapfile|fpath|FPATH|module_path|MODULE_PATH|NULLCMD|READNULLCMD)(?:\[.*\])?\+?=/;

/**
 * The first letters of ZSH_SPECIAL_ASSIGNMENT's names (round 49): a word starting otherwise (`--include=*.ts`,
 * `A=1`) is not tried. Entering the RegExp cost more than the rest of zshCommand (docs/floor.md, round 49).
 */
export const ZSH_SPECIAL_HEADS: ReadonlySet<number> = new Set(
  [...'dfagscbonmFMNR'].map((c) => c.charCodeAt(0)),
);

/** Whether `w` assigns one of zsh's special parameters (ZSH_SPECIAL_ASSIGNMENT), its first letter tried first. */
export const specialAssignment = (w: string): boolean =>
  ZSH_SPECIAL_HEADS.has(w.charCodeAt(0)) && w.includes('=') && ZSH_SPECIAL_ASSIGNMENT.test(w);

/** zsh's spelling of an option name: case and `_` (and bash's `-`) do not count. */
const optionKey = (w: string): string => w.toLowerCase().replace(/[-_]/g, '');

/** Whether a zsh option name is one that changes reading (`GLOB_SUBST`, `noglobsubst`, `no_rcs`). */
const readingOption = (w: string): boolean => {
  const key = optionKey(w);
  return READING_OPTIONS.has(key) || (key.startsWith('no') && READING_OPTIONS.has(key.slice(2)));
};

/** Whether zsh reads `cmd` as code or a program gate does not read (round 35); any layer counts. */
export function zshCommand(cmd: SimpleCommand): boolean {
  const words = cmd.words;
  // Every special assignment starts with a name's letter and holds `=`: most words are not tried.
  // Indexed loops: for-of here made an iterator result object a step (round 51, the words' and the layers'
  // lists come in several shapes).
  for (let i = 0; i < words.length; i++) if (specialAssignment(words[i] as string)) return true;
  const layers = layersOf(cmd);
  for (let k = 0; k < layers.length; k++) {
    const start = layers[k] as number;
    const word = words[start];
    if (word === undefined) continue;
    const name = start === 0 ? headOf(cmd) : commandName(word);
    if (ZSH_BUILTINS.has(name)) return true;
    // `zstyle -e CTX STYLE CODE` stores code that a later `zstyle -s` evaluates.
    if (name === 'zstyle' && words.slice(start + 1).includes('-e')) return true;
    // zsh's `hash NAME=PATH` makes NAME run PATH (bash's hash takes no `=`), `hash -d` names a directory.
    if (name === 'hash' && words.slice(start + 1).some((w) => w.includes('='))) return true;
    if (name === 'set' && setsZshOption(words, start)) return true;
    // `zsh -o globsubst -c ..` / `--globsubst`: the inner script is read with an option gate does not model.
    if (name === 'zsh' && zshOptionFlag(words, start)) return true;
  }
  return false;
}

/** Whether `set` at `start` sets an option by a name bash does not have (`set -o globsubst`). */
function setsZshOption(words: readonly string[], start: number): boolean {
  for (let i = start + 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '-o' || w === '+o') {
      const next = words[i + 1];
      if (next !== undefined && !BASH_SET_OPTIONS.has(optionKey(next))) return true;
      i++;
    } else if (!/^[-+]/.test(w) || w === '--' || w === '-') return false;
  }
  return false;
}

/**
 * Whether a zsh command line sets, before its script, an option that changes reading (`-o globsubst`,
 * `+o X`, `-oX`, `--glob-subst`) or an emulation (`--emulate sh` sets GLOB_SUBST).
 */
function zshOptionFlag(words: readonly string[], start: number): boolean {
  for (let i = start + 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--' || w === '-' || !/^[-+]/.test(w)) return false;
    if (w === '--emulate' || w.startsWith('--emulate=')) return true;
    if (w.startsWith('--') && readingOption(w.slice(2))) return true;
    if (w === '-o' || w === '+o') {
      if (readingOption(words[i + 1] ?? '')) return true;
      i++;
    } else if (/^[-+]o./.test(w) && readingOption(w.slice(2))) return true;
    // `-c` ends the options: the next word is the script.
    else if (/^-[a-zA-Z]*c/.test(w)) return false;
  }
  return false;
}
