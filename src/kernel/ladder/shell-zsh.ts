// Round 35: commands zsh reads as code or as a program gate does not read, where bash reads something
// else or nothing. Agents run the user's shell, zsh on macOS, so such a command is opaque (refused) on
// every path: docs/floor.md, "What the floor reads and assumes", "Which shell". The word-level half is
// here; the parser marks the constructs inside words (shell-parse.ts ShellParse.zsh: glob qualifiers,
// parameter flags, `$~x`).
import { commandName, layerStarts } from './shell.js';
import type { SimpleCommand } from './shell-parse.js';

/**
 * zsh builtins that change how the rest of the text is read (options, emulation, modules) or run code
 * gate does not see (a function file from fpath, a style's evaluated value, a regex parser's actions, a
 * scheduled command). bash has none of them.
 */
const ZSH_BUILTINS: ReadonlySet<string> = new Set([
  'setopt',
  'unsetopt',
  'emulate',
  'zmodload',
  'autoload',
  'zregexparse',
  'sched',
]);

/**
 * Assignments to zsh's special parameters that define code or name programs (`functions[f]=CMD`,
 * `commands[x]=/path`, `aliases[x]=CMD`, `options[globsubst]=on`), write files (`mapfile[f]=..`), move
 * where functions and modules load from, or name the program a bare redirection runs (`NULLCMD=`).
 */
const ZSH_SPECIAL_ASSIGNMENT =
  /^(?:(?:dis_)?(?:functions|aliases|galiases|saliases)|commands|builtins|options|nameddirs|mapfile|fpath|FPATH|module_path|MODULE_PATH|NULLCMD|READNULLCMD)(?:\[.*\])?\+?=/;

/** Option names `set -o` takes in bash; any other is zsh's (`set -o globsubst`). */
const BASH_SET_OPTIONS: ReadonlySet<string> = new Set([
  'allexport',
  'braceexpand',
  'emacs',
  'errexit',
  'errtrace',
  'functrace',
  'hashall',
  'histexpand',
  'history',
  'ignoreeof',
  'interactivecomments',
  'keyword',
  'monitor',
  'noclobber',
  'noexec',
  'noglob',
  'nolog',
  'notify',
  'nounset',
  'onecmd',
  'physical',
  'pipefail',
  'posix',
  'privileged',
  'verbose',
  'vi',
  'xtrace',
]);

/** zsh's spelling of an option name: case and `_` (and bash's `-`) do not count. */
const optionKey = (w: string): string => w.toLowerCase().replace(/[-_]/g, '');

/**
 * zsh options that change how a script is read or expanded (a pattern from a value, qualifiers, quotes,
 * braces, prompt expansion, `=cmd`), by optionKey, without a leading `no`: what `zsh -o X` must not set.
 */
const READING_OPTIONS: ReadonlySet<string> = new Set([
  'globsubst',
  'extendedglob',
  'kshglob',
  'shglob',
  'bareglobqual',
  'braceccl',
  'ignorebraces',
  'ignoreclosebraces',
  'rcexpandparam',
  'magicequalsubst',
  'promptsubst',
  'promptbang',
  'promptpercent',
  'rcquotes',
  'cshjunkiequotes',
  'equals',
  'globassign',
  'aliases',
  'aliasfuncdef',
  'posixaliases',
  'histsubstpattern',
  'shwordsplit',
  'shfileexpansion',
  'kshtypeset',
  'ksharrays',
  'kshzerosubscript',
  'cbases',
  'octalzeroes',
  'multifuncdef',
  'shortloops',
  'shortrepeat',
  'cshjunkieloops',
  'globalrcs',
  'rcs',
]);

/** Whether a zsh option name is one that changes reading (`GLOB_SUBST`, `noglobsubst`, `no_rcs`). */
const readingOption = (w: string): boolean => {
  const key = optionKey(w);
  return READING_OPTIONS.has(key) || (key.startsWith('no') && READING_OPTIONS.has(key.slice(2)));
};

/** Whether zsh reads `cmd` as code or a program gate does not read (round 35); any layer counts. */
export function zshCommand(cmd: SimpleCommand): boolean {
  const words = cmd.words;
  for (const w of words) if (ZSH_SPECIAL_ASSIGNMENT.test(w)) return true;
  for (const start of layerStarts(words)) {
    const word = words[start];
    if (word === undefined) continue;
    const name = commandName(word);
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
