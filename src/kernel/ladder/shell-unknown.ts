// Round 58 (docs/floor.md, "Round 58 (redteam-r58)"): a word whose value only the running shell knows (a
// `$(cmd)`, backquote or `<(…)` whose output the text does not show: shell-parse.ts SimpleCommand.unknown)
// standing where a rule decides. The parse read such a substitution as nothing, so `git -C $(cat f) status`
// was read as `git -C '' status` and `curl http://$(cat f)/` as a host of none: both admitted. Where the word
// decides (a repository's or project's directory, a host, an option that changes what the program does),
// the call is undecidable and refused with its own claim; in a plain argument (`grep x $(git ls-files)`,
// `git log $(git merge-base a b)..`) it decides nothing and stays admitted.
import { table } from '../table.js';
import { HOST_CONNECTORS } from './egress-vocabulary.js';
import { commandName } from './shell.js';
import { expandsToFields } from './shell-literals.js';
import { PROJECT_DIRS, REPOSITORY_DIRS } from './shell-option-scripts.js';
import { ASSIGNMENT_WORD, type SimpleCommand } from './shell-parse.js';
import {
  ARGV_READ_ELSEWHERE,
  DECLARING_BUILTINS,
  ENGINE_NAMING,
  FILE_DOWNLOADERS,
  FILE_OPERANDS,
  OPTION_DECIDING,
  POSIX_INVOKED,
  PROJECT_RUNNERS,
  REPOSITORY_TOOLS,
  SHELL_ARGV_FREE,
} from './shell-vocabulary.js';

/**
 * What an unknown word decides: a tool's own directory, a directory entered, a host, an option, a file
 * written, or (round 72) what a program runs, as words split from a value gate cannot read.
 */
export type Undecided = 'directory' | 'entered' | 'host' | 'option' | 'file' | 'argv';

/** The claim's words for each (never the word itself). */
export const UNDECIDED_WORDS: Readonly<Record<string, string>> = table({
  directory: 'a directory a repository tool or project runner works in',
  entered: 'a directory the text goes into before a repository tool or project runner',
  host: 'a host the command connects to',
  option: 'an option that changes what the program does',
  file: 'a file the command writes',
  argv: 'an argument list of a program that can run another, write or connect (gate cannot read what runs)',
});

/** Their options whose value is no host (a header, a body, a file written, a user): read as plain arguments. */
const NOT_HOST_VALUES: ReadonlySet<string> = new Set([
  '-H',
  '--header',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-urlencode',
  '-F',
  '--form',
  '-o',
  '--output',
  '-O',
  '--output-document',
  '-u',
  '--user',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '-w',
  '--write-out',
  '-X',
  '--request',
  '-b',
  '--cookie',
  '-c',
  '--cookie-jar',
  '-T',
  '--upload-file',
  '-m',
  '--max-time',
  '-i',
  '-l',
  '-p',
  // Round 63: files and directories a fetcher reads or writes, never the address it fetches.
  '-P',
  '--directory-prefix',
  '--cacert',
  '--cert',
  '--key',
  '-E',
  '-K',
  '--config',
]);
/**
 * A word's shown form whose substitution stands in the host part of an address the text writes around it
 * (`http://$(f)/`, `u@$(f)`, `http://a.$(f)`). A whole operand (`curl $(cat f)`) is a URL read from a file,
 * as `wget -i f` and `xargs curl < f` are: the provenance rung's (docs/floor.md, "Round 58").
 */
/**
 * A shown word that opens with the value of a name the environment gives (shell-values.ts withUnshownNames
 * shows `$URL` as `$($URL)`); a name read from a file (`while read u`) is a URL read from a file, as above.
 */
const NAMED_URL = /^\$\(\$[A-Za-z_][A-Za-z0-9_]*\)/;
const HOST_SUBSTITUTION = /^(?:[A-Za-z][\w+.-]*:\/\/(?:[\w.%:-]*@)?|[\w.%:-]*@)[\w.[\]:${}-]*(?:\$\(|<\()/;
/** Container engines: an option of `run`/`create`/`exec` decides (`--privileged`, `-v /:/h`); `rm $(ps -q)` not. */
const ENGINES: ReadonlySet<string> = new Set(['docker', 'podman', 'nerdctl']);
const ENGINE_RUNS = (w: string): boolean => w === 'run' || w === 'create' || w === 'exec';

/**
 * The first unknown word of `cmd` at or after layer `start` that stands where a rule decides, by kind;
 * undefined when none does (most commands: no unknown word at all). `end` is where the next layer starts.
 */
export function undecidedWord(
  cmd: SimpleCommand,
  start: number,
  end = cmd.words.length,
  handed = false,
): Undecided | undefined {
  const unknown = cmd.unknown;
  if (unknown === undefined) return undefined;
  const { words, shown } = cmd;
  const name = commandName(words[start] as string);
  const tool = REPOSITORY_TOOLS.has(name) || PROJECT_RUNNERS.has(name);
  // Where a repository tool's global options end (`git -C d status`: the subcommand).
  let sub = words.length;
  if (REPOSITORY_TOOLS.has(name))
    for (let j = start + 1; j < words.length; j++) {
      const w = words[j] as string;
      if (!w.startsWith('-') && !unknown.includes(j)) {
        const before = words[j - 1] as string;
        if (!REPOSITORY_DIRS.has(before) && before !== '-c' && before !== '--config') {
          sub = j;
          break;
        }
      }
    }
  for (const j of unknown) {
    if (j <= start) continue;
    const w = words[j] as string;
    const before = j > start + 1 ? (words[j - 1] as string) : '';
    const eq = w.indexOf('=');
    const option = w.startsWith('-') && eq > 0 ? w.slice(0, eq) : '';
    const directory =
      REPOSITORY_DIRS.has(before) ||
      PROJECT_DIRS.has(before) ||
      REPOSITORY_DIRS.has(option) ||
      PROJECT_DIRS.has(option) ||
      /^-[CR]./.test(w) ||
      (before === '-C' && name === 'env') ||
      ((name === 'cd' || name === 'pushd') && !words.slice(start + 1, j).some((x) => !x.startsWith('-')));
    if (directory) return tool ? 'directory' : 'entered';
    if (HOST_CONNECTORS.has(name) && !NOT_HOST_VALUES.has(before)) {
      const host = (shown[j] as string).replace(/^['"]+/, '').replace(/'([^']*)'/g, '$1');
      if (HOST_SUBSTITUTION.test(host)) return 'host';
      // Round 63: a downloader's operand is a whole URL, so a name the text never sets standing there (`curl
      // "$URL"`, `wget $U/x`) holds the host as `http://$H/` does: the egress floor refuses a literal one.
      if (FILE_DOWNLOADERS.has(name) && NAMED_URL.test(host)) return 'host';
    }
    // An option's place: before a repository tool's subcommand (`git $(cat f) …`, `git -c $(cat f) …`), or
    // anywhere before `--` of a program whose options decide (an unquoted output may split into several).
    if (j < sub && REPOSITORY_TOOLS.has(name)) return 'option';
    if (OPTION_DECIDING.has(name) && !words.slice(start + 1, j).includes('--')) return 'option';
    if (ENGINES.has(name) && words.slice(start + 1, j).some(ENGINE_RUNS)) return 'option';
  }
  return argvUnread(cmd, name, start, end, handed) ? 'argv' : undefined;
}

/**
 * Round 72 (docs/floor.md "Round 72 (rt-unknown-r72)"): whether a word of the layer's own arguments (after
 * `start`, before `end`) holds an unquoted value gate cannot read where the program's words decide. bash
 * splits such a value into any words at all (`bash $x` is `bash -c 'sudo id'`, `find . $(cat f)` `find .
 * -exec sudo id ;`), so the floor cannot read what runs: refused unless any words there are harmless.
 */
function argvUnread(cmd: SimpleCommand, name: string, start: number, end: number, handed: boolean): boolean {
  // A loop's list and a directory entered are read elsewhere (the loop's name is unknown where it is used;
  // round 58's `entered`).
  if (SHELL_ARGV_FREE.has(name) || ARGV_READ_ELSEWHERE.has(name)) return false;
  const words = cmd.words;
  for (const j of cmd.unknown as readonly number[]) {
    if (j <= start || j >= end || !expandsToFields(cmd, j)) continue;
    // A script handed on (a function's body read at its call, `sh -c '..' _ a`) takes its positional
    // parameters from the caller, whose words are read as the twin call (shell-literals.ts positionalSets).
    if (handed && POSITIONAL.test(words[j] as string)) continue;
    if (DECLARING_BUILTINS.has(name) && ASSIGNMENT_WORD.test(words[j] as string)) continue;
    if (!harmlessAt(words, name, start, j)) return true;
  }
  return false;
}

/** A word reading a positional parameter (`$1`, `$@`, `${@:2}`, `$*`). */
const POSITIONAL = /\$\{?(?:[1-9]|[@*])/;

/** Round 72: whether any words at `j` are harmless to `name` by their place (after `--`, a format, `-v`). */
function harmlessAt(words: readonly string[], name: string, start: number, j: number): boolean {
  const before = words.slice(start + 1, j);
  const operands = FILE_OPERANDS.get(name);
  if (operands === 'any') return true;
  if (before.includes('--')) return operands !== undefined || name === 'printf' || name === 'set';
  // `printf FORMAT $x`: arguments only; before a format they may be `-v PATH`, which assigns.
  if (name === 'printf') return before.some((w, k) => !w.startsWith('-') && before[k - 1] !== '-v');
  // `docker rm $(docker ps -aq)`: after a subcommand that names containers or images, more names.
  if (ENGINES.has(name)) return ENGINE_NAMING.has(before.find((w) => !w.startsWith('-')) ?? '');
  // `sh -c 'cat' $(true)`: after the script the words are its positional parameters, harmless to a script
  // that reads none (one that does is read with them as the twin call: shell-literals.ts positionalSets).
  if (POSIX_INVOKED.has(name)) {
    // The script right after `-c` only: after `bash -c -o x ..` which word is the script is the options' to say.
    const c = before.findIndex((w) => /^-[a-zA-Z]+$/.test(w) && w.includes('c'));
    const script = c < 0 ? undefined : before[c + 1];
    if (script !== undefined) return !/^[-+]/.test(script) && !READS_POSITIONAL.test(script);
  }
  // `command -v $x`, `command -V $x`: describe a name, run nothing.
  return name === 'command' && (before.includes('-v') || before.includes('-V'));
}

/** A script text reading its positional parameters (`$1`, `${2}`, `$@`, `$*`, `$#`, `$0`, `${!n}`, `shift`). */
const READS_POSITIONAL = /\$\{?[0-9@*#!]|\b(?:shift|getopts)\b/;
