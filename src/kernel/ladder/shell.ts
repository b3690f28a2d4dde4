// What a shell command does to the filesystem, as far as its text shows: the commands it runs (wrappers
// such as sudo, env and `sh -c` seen through) and the paths it writes. Best effort by design; the limits
// are listed in docs/policy.md ("What the shell reader sees").

import { lowerKey } from '../policy/lower.js';
import { ANYWHERE_DIR, normalisePath, PRINTED_DIR, UNKNOWN_DIR } from '../policy/paths.js';
import { withoutTrailing } from '../trailing.js';
import { codeLanguageOf, readCode } from './code-literals.js';
import {
  AWKS,
  CONTENT_DUMPERS,
  HOME_CODE,
  namesWholeHome,
  REMOTE_SHELLS,
  REMOTE_STORES,
  SENDERS,
} from './egress-vocabulary.js';
import { ParseMemo } from './parse-memo.js';
import { aliasedLine, collectAliases, definesAlias } from './shell-aliases.js';
import {
  type ArrayState,
  arrayAssignment,
  arrayElements,
  declaresArray,
  setsElements,
} from './shell-arrays.js';
import { envSplitLine } from './shell-env-split.js';
import { extraction, pythonReadsInput } from './shell-extractors.js';
import { EXTGLOB_GROUP, extglobAsStar } from './shell-globs.js';
import { shellInvocation } from './shell-invocation.js';
import { runsInputLines } from './shell-line-runners.js';
import {
  CODE_FLAG_SPELLINGS,
  CODE_FLAGS,
  COMMAND_LINE_TAKERS,
  CREDENTIAL_SENT_MARK,
  codeFromInput,
  composeFiles,
  composeHostAsks,
  containerMounts,
  envScripts,
  goesHome,
  HOME_IGNORERS,
  HOME_NAMES,
  HOME_SENT_MARK,
  homeAssignments,
  homeSentFromHome,
  inlineCodeTexts,
  inputScripts,
  inSharedPlace,
  LOADER_NAMES,
  listsHome,
  makeEval,
  makePrograms,
  mayCompose,
  mayMoveHome,
  movesHome,
  OPERAND_MARKERS,
  optionScripts,
  packsList,
  powershellScripts,
  readsContent,
  readsLines,
  STDIN_CODE,
  STDIN_STATEMENTS,
  STRING_LITERAL,
  sedWrites,
  sshRemoteLine,
  takesCommandLine,
  tarLetters,
  UNSEEN_MARK,
  withHomes,
} from './shell-option-scripts.js';
import {
  commandBefore,
  indexBefore,
  MAX_READ_COMMANDS,
  MAX_READ_WORD_CHARS,
  parseShell,
  type Redirect,
  type SimpleCommand,
  showPiece,
  substitutionOutput,
} from './shell-parse.js';
import {
  GOES,
  GOES_CD,
  goesScan,
  type HomePlaces,
  homeOperands,
  homePlaces,
  MAKES_PLACE,
  placeScan,
  placeStart,
  setsCdPath,
} from './shell-places.js';
import { type CommandParse, parseCommands } from './shell-plain.js';
import { withPositional } from './shell-positional.js';
import { printed } from './shell-printed.js';
import { placePrinted } from './shell-printed-places.js';
import { storesCredential } from './shell-stores.js';
import { placeLast, shortOutputs, transferTargets, unknownOutputs } from './shell-transfers.js';
import {
  environmentNames,
  firstSets,
  givesName,
  historyFile,
  loopAt,
  readAt,
  readValues,
  TARGET_REFERENCE,
  VALUE_LINES_READ,
  valueLines,
} from './shell-values.js';
import {
  ARCHIVER_NAMES,
  abbreviatedValue,
  BARE_SHELLS,
  COMMAND_LEAD,
  COMPOUND_CLOSERS,
  COMPOUND_OPENERS,
  DECLARING_BUILTINS,
  ENV_FLAGS,
  ENV_PLACES,
  EXEC_FINDERS,
  EXTRACTORS,
  INTERPRETERS,
  LINE_RUNNER_NAMES,
  LUAS,
  POSIX_INVOKED,
  PROGRAM_FILE_READERS,
  pastWrapper,
  READS_OWN_O,
  RESERVED,
  RUNNER_OUTPUT_FILES,
  SHELL_NUMBERS,
  SHELLS,
  STDIN_FILES,
  TRANSFER_PROGRAMS,
  WRAPPERS,
} from './shell-vocabulary.js';
import { DOWNLOADED_MARK, type WrittenFiles, writesFile, writtenScripts } from './shell-written.js';
import { factsOf } from './text-memo.js';

/** A path a command writes; `recursive` when the write reaches everything below it (rm -r, find -delete). */
export interface WriteTarget {
  path: string;
  recursive: boolean;
  /** Round 68: a redirection's quoted target in the caller's own text, opened as written (Redirect.literal). */
  literal?: true;
  /** Round 77: its last name is a source's own (`cp "$x" d/` writes `d/` + x's last name: no `/`, no climb). */
  named?: true;
}

/** How many `sh -c` / `eval` layers are unwrapped; more is read as text. */
export const MAX_REPARSE = 16;

export interface Analysis {
  commands: readonly (readonly string[])[];
  targets: readonly WriteTarget[];
  /** A remote shell fed local bytes (`ssh h 'cat > x' < f`, `tar c . | ssh h ...`): its name (round 24). */
  fedRemote?: string;
  /** Round 40: an archive extracted into the directory the call starts in (placed by the tool's `cwd`). */
  extractsHere?: true;
  /** Round 63 (redteam4): a write target starts with a name the text never sets (writesUnset). */
  writesUnset?: true;
}

/**
 * The commands in a shell text, each as its words with wrappers and assignments removed and the command
 * name lower-cased and stripped of its directory (`/usr/bin/sudo -u x RM -f y` → `rm -f y`).
 */
export function shellCommands(text: string): readonly (readonly string[])[] {
  return analyse(text).commands;
}

/** A remote shell of the text fed local bytes on its input (`ssh h 'cat > x' < f`), by name; usually none. */
export function shellFedRemote(text: string): string | undefined {
  return analyse(text).fedRemote;
}

/**
 * Round 40: whether the text extracts an archive into the directory it starts in (`tar -xf a.tar`, no
 * `cd` before it): a recursive write there, which only the tool's working directory places.
 */
export function shellExtractsHere(text: string): boolean {
  return analyse(text).extractsHere === true;
}

/** The text's commands as one line with each alias it defines in place (undefined: it defines none, or none is called). */
function aliasedCommands(cmds: readonly SimpleCommand[]): string | undefined {
  let aliases: Map<string, string> | undefined;
  for (const cmd of cmds)
    if (definesAlias(cmd)) {
      aliases ??= new Map();
      collectAliases(cmd, aliases);
    }
  return aliases === undefined || aliases.size === 0
    ? undefined
    : aliasedLine(cmds, cmds.map(layersOf), aliases);
}

/** The paths a shell text writes: redirections, tee, rm, mv, cp/ln/install destinations, sed -i, ... */
export function shellWriteTargets(text: string): readonly WriteTarget[] {
  return analyse(text).targets;
}

/** Round 63 (redteam4): whether a write target of `text` starts with a name only the environment sets. */
export function shellWritesUnset(text: string): boolean {
  return analyse(text).writesUnset === true;
}

function analyse(text: string): Analysis {
  // Several rungs ask about the same command in one adjudication, and an agent runs the same commands
  // again: each text is analysed once while its facts are kept (text-memo.ts).
  const facts = factsOf(text);
  if (facts.analysis !== undefined) return facts.analysis;
  // The parse is shared with the shell reading (shell-plain.ts): read, never written. The queue is the
  // parse's own list until something is added to or replaced in it, then a copy of ours.
  let queue = parseCommands(text).commands as SimpleCommand[];
  let owned = false;
  // Round 68: the caller's own commands come first; every script queued after them is one gate synthesised
  // (`: >> '<word>'` for vim's file, quoteWords) or handed on, whose quotes are not read as the caller's.
  const own = queue.length;
  // Round 77: the caller's own parse (the queue below is copied and grows with scripts read again).
  const ownCommands = queue;
  // A file written here with literal content and then run (`echo CMD > x.sh; sh x.sh`) writes what CMD does.
  // Round 50: and a file written in a script the text hands on, or run there (`bash -c "echo 'echo x >>
  // ~/.bashrc' > a.sh; sh a.sh"`): each handed-on script is asked too, from the files written before it
  // (shell-reading.ts does the same for the command reading since round 49).
  const carried: WrittenFiles = {};
  const written = queue.length > 1 ? writtenScripts(queue, commandName, carried) : NO_SCRIPTS;
  let reparses = 0;
  let scriptChars = 2 * text.length + 4096;
  // Round 55: the scripts' commands and words, counted with the text's, past the read bounds are not read
  // here (shell-reading.ts makes the reading opaque there, refused); a parse stopped at one is not read.
  let wordChars = 0;
  const readable = (parse: CommandParse): boolean => {
    if (parse.past === true || queue.length + parse.commands.length > MAX_READ_COMMANDS) return false;
    for (const cmd of parse.commands) for (const w of cmd.words) wordChars += w.length;
    return wordChars <= MAX_READ_WORD_CHARS;
  };
  // A written or handed-on script's commands join the queue; what they write and run is asked in turn
  // (bounded by MAX_REPARSE and the characters below, as every reparse here is).
  // Each run once: a language's run reads its written files again (`python3 s.py` gives `python3 -c CODE`,
  // whose reading gives it again), which spent the reparses the code's own scripts need.
  // Made at the first script a handed-on text runs (round 51: most texts run none; a Set a text before).
  let ran: Set<string> | undefined;
  const ranWritten = (inner: readonly SimpleCommand[]): void => {
    if (inner.length < 2 && carried.files === undefined) return;
    const runs = writtenScripts(inner, commandName, carried);
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r] as string;
      ran ??= new Set<string>(written);
      if (ran.has(run)) continue;
      ran.add(run);
      scriptChars -= run.length;
      if (reparses >= MAX_REPARSE || scriptChars < 0) return;
      reparses++;
      const parse = parseCommands(run, false);
      if (!readable(parse)) return;
      const commands = parse.commands;
      queue.push(...commands);
      ranWritten(commands);
    }
  };
  if (written.length > 0) {
    queue = [...queue];
    owned = true;
    for (const script of written.slice(0, MAX_REPARSE)) {
      const parse = parseCommands(script, false);
      if (!readable(parse)) break;
      const commands = parse.commands;
      queue.push(...commands);
      ranWritten(commands);
    }
  }
  // Round 56: `alias x=tee; x -a ~/.bashrc`, `alias x='echo hi >'; x ~/.bashrc`: the text's commands with
  // each alias it defines in place (shell-aliases.ts, as the command reading reads them since round 27).
  // Each script handed on is read so too (`bash <<'E'` with `alias x=tee` and `x -a ~/.bashrc` in it).
  // A line made of the text's own commands (aliases, values in place), parsed and queued as a handed-on
  // script is (within MAX_REPARSE and the script characters); false when the bounds stop it.
  const queueLine = (line: string): boolean => {
    if (reparses >= MAX_REPARSE) return false;
    scriptChars -= line.length;
    if (scriptChars < 0) return false;
    reparses++;
    const parse = parseCommands(line, false);
    if (!readable(parse)) return false;
    if (!owned) {
      queue = [...queue];
      owned = true;
    }
    queue.push(...parse.commands);
    return true;
  };
  const aliasesIn = (cmds: readonly SimpleCommand[]): void => {
    const aliased = aliasedCommands(cmds);
    if (aliased !== undefined) queueLine(aliased);
  };
  aliasesIn(queue);
  // Round 60 (redteam3): the text's lists with the values the command reading reads (shell-values.ts):
  // a call's positional parameters, each value of a name set two ways, a value split into fields.
  for (const line of valueLines(parseCommands(text).commands, MAX_REPARSE - reparses))
    if (!queueLine(line)) break;
  // One slot per parsed command, filled by index and cut to length at the end: an array grown by push
  // from empty reserves 17 slots.
  const commands: (readonly string[])[] = new Array(queue.length);
  let found = 0;
  // Most commands write nothing: the list is made at the first target.
  let targets: WriteTarget[] | undefined;
  let cwd = '';
  // Round 36: the directory `cd -` returns to (`$OLDPWD`), and pushd's stack (made at the first pushd).
  let prev = UNKNOWN_DIR;
  let stack: string[] | undefined;
  let vars: Map<string, string> | undefined;
  let arrays: ArrayState | undefined;
  let fedRemote: string | undefined;
  let here = false;
  let inputPlace = false;
  let cdPath: boolean | undefined;
  let shadowed: boolean | undefined;
  // Round 63 (redteam4): `>&"$fd"` targets (a descriptor copy) and `${X:-W}` targets' X, for writesUnset.
  let copies: Set<string> | undefined;
  let defaultedFrom: string[] | undefined;
  let entered: Set<string> | undefined;
  // Round 77: how many targets there were where each of the caller's own commands starts (readBeforeSet).
  const marks: number[] | undefined = text.includes('$') ? [] : undefined;
  for (let i = 0; i < queue.length; i++) {
    // Past the caller's own commands (handed-on scripts, lines read again) no target is owned by one.
    if (marks !== undefined && i <= own) marks.push(targets?.length ?? 0);
    let cmd = queue[i] as SimpleCommand;
    // Round 37: an operand that starts with what a substitution prints (`cp x "$(pwd)/../.bashrc"`) starts
    // where the text does not show, as such a redirection target does (below); round 39: one that holds
    // such output anywhere lands anywhere (unshownReadings).
    const unplaced = substitutedOperands(cmd);
    // Round 59 (second pass): an array's elements as the command reading takes them (`x=(tee); $x -a
    // ~/.bashrc`: `$x` is element 0), and every other assignment as before.
    if (cmd.array || cmd.stdin.length > 0 || setsElements(cmd.words) || declaresArray(cmd.words)) {
      vars ??= new Map();
      arrays ??= { vars, spoiled: new Set() };
      if (!arrayAssignment(queue, i, arrays) && mayAssign(cmd.words))
        collectAssignments(
          cmd.words,
          cmd.shown,
          vars,
          undefined,
          0,
          false,
          definesBefore(queue, i),
          defaultedWords(cmd),
        );
    } else if (mayAssign(cmd.words)) {
      vars ??= new Map();
      collectAssignments(
        cmd.words,
        cmd.shown,
        vars,
        undefined,
        0,
        false,
        definesBefore(queue, i),
        defaultedWords(cmd),
      );
    }
    for (let r = 0; r < cmd.redirects.length; r++) {
      const { op, target, shown } = cmd.redirects[r] as Redirect;
      if (op === '<' || op === '<&') continue;
      targets ??= [];
      const redirect = cmd.redirects[r] as Redirect;
      if (redirect.copies) {
        copies ??= new Set();
        copies.add(target);
      }
      if (redirect.defaultedFrom !== undefined) {
        defaultedFrom ??= [];
        defaultedFrom.push(redirect.defaultedFrom);
      }
      // Round 36: `> "$(pwd)/../.bashrc"`: a target that starts with what a substitution prints starts
      // at a directory the text does not show, not at the root; round 39: anywhere (unshownReadings).
      const readings = cmd.redirects[r]?.defaulted
        ? defaultedReadings(target)
        : shown === undefined
          ? undefined
          : unshownReadings(target, shown);
      // Round 68: `> '$F'`, `>\~/.bashrc` in the caller's own text: the file so named, nothing expanded. A
      // script gate wrote or re-read (i >= own) quotes to group, not to stop expansion: read as before.
      if (redirect.literal && i < own)
        targets.push({ path: inDir(cwd, literalPath(target), prev), recursive: false, literal: true });
      else if (readings === undefined) targets.push({ path: inDir(cwd, target, prev), recursive: false });
      else for (const p of readings) targets.push({ path: inDir(cwd, p, prev), recursive: false });
    }
    const first = cmd.words[0];
    const literal = first === undefined ? undefined : literalCommandOf(cmd);
    let words: readonly string[];
    let scripts = NO_SCRIPTS;
    if (literal !== undefined) {
      // The common command: its first word names it, nothing to expand, no script handed on.
      // One copy with its first word replaced (a spread of a slice made two lists).
      if (literal === first) words = cmd.words;
      else {
        const copy = cmd.words.slice();
        copy[0] = literal;
        words = copy;
      }
      resolvedKind = nameKindOf(cmd, literal);
    } else {
      if (!owned) {
        queue = [...queue];
        owned = true;
      }
      // The layers are found once; again only when a computed command word expanded into more words.
      let starts = layersOf(cmd);
      const expanded = expandedCommand(cmd, vars ?? NO_VARS, starts);
      if (expanded !== undefined) {
        cmd = expanded;
        queue[i] = cmd;
        starts = layerStarts(expanded.words);
      }
      // Scripts it hands a shell (sh -c, eval, env -S, heredocs to a shell, echo ... | sh) are read too;
      // round 41, and what xargs or parallel runs on the names the stage before lists (`echo /root/.bashrc
      // | xargs cp x`: the command reading read it, the write reading did not).
      scripts = scriptsOf(queue, i, starts);
      // Round 65: `x='echo a > ~/.bashrc'; eval "$x"` (or `sh -c "$x"`): the shell parses the value again,
      // so its operators act; the script with the text's values in place is read too (its words lost `>`).
      if (vars !== undefined && vars.size > 0 && scripts.length > 0 && reparses < MAX_REPARSE)
        scripts = withValuesSpelt(scripts, vars, scriptChars);
      if (commandBefore(queue, i)?.sep === '|') {
        const fed = xargsFed(queue, i, starts, true);
        if (fed.length > 0) scripts = [...scripts, ...fed];
      }
      // Round 74: `xargs cp x < f`, `find . | xargs docker cp c:/x`: a place named by input the text does not show.
      if (!inputPlace && inputPlaced(queue, i, cmd.words, starts)) inputPlace = true;
      for (let k = 0; k < scripts.length && reparses < MAX_REPARSE; k++) {
        const script = scripts[k] as string;
        // Each layer may hand on its whole tail (`npx npx ... ls`): the reparses total a bounded length
        // (past it the reading is opaque: shell-reading.ts SCRIPT_FACTOR).
        scriptChars -= script.length;
        if (scriptChars < 0) break;
        reparses++;
        const parse = parseCommands(script, false);
        if (!readable(parse)) break;
        const inner = parse.commands;
        queue.push(...inner);
        // Round 50: what the handed-on script runs of the files written so far, or writes and runs itself.
        ranWritten(inner);
        aliasesIn(inner);
      }
      words = resolveWords(cmd.words, starts);
      // Round 73: an earlier layer writes where its own output option says (`strace -o F ls`, `time -o F
      // ls`), and a copy program read as running its last operand (`rclone copy r:x ~/.config/fish`) where
      // its verb says.
      for (let s = 0; s + 1 < starts.length; s++)
        for (const t of layerWrites(cmd.words, starts[s] as number, starts[s + 1] as number))
          targets = placed(targets, unplaced, cwd, prev, t.path, t.recursive, t.named);
      // `zzwrap -- ls cp x .git/hooks/pre-commit`: the run after an unknown program's `--` is one reading
      // of it; its other operand tails are others (round 21: they were not read for write targets).
      const wrapper = unknownLayer(cmd.words, starts);
      if (wrapper >= 0)
        for (const t of tailTargets(cmd.words, hiddenTails(cmd.words, wrapper), queue, cmd.stdin))
          targets = placed(targets, unplaced, cwd, prev, t.path, t.recursive, t.named);
    }
    // Round 75: `export HISTFILE=~/.bashrc`: bash writes its history list there (at exit, `history -a`).
    const history = cmd.words.some((w) => w.startsWith('HISTFILE')) ? historyFile(cmd) : undefined;
    if (history !== undefined) targets = placed(targets, unplaced, cwd, prev, history, false);
    if (words.length === 0) continue;
    commands[found++] = words;
    // The name's kind says which of the questions below can answer yes.
    const kind = resolvedKind;
    // `ssh h 'cat > x' < f`, `ssh h dd of=x <<< "$v"`, `tar c . | ssh h 'tar x'`: bytes sent, as scp sends.
    if (
      kind & K_TAKES_COMMAND_LINE &&
      REMOTE_SHELLS.has(words[0] as string) &&
      fedInput(cmd, commandBefore(queue, i))
    )
      fedRemote ??= words[0];
    // `--output=F`, `--outDir D`, `--log-file F`: any program writes where its output option says.
    // Indexed, as the loops below: for-of over lists of several shapes (a frozen empty one, fresh ones)
    // made an iterator result object a step (round 51).
    const outputs = outputOptions(words);
    for (let o = 0; o < outputs.length; o++)
      targets = placed(targets, unplaced, cwd, prev, outputs[o] as string, false);
    // Round 73: a program writes where its short `-o` says (`mytool -o F`, `go test -o F`), and
    // a copy program's verb the host place it names (`docker cp c:/x F`, `rclone copyto r:x F`).
    const shorts = READS_OWN_O.has(words[0] as string) ? NO_SCRIPTS : shortOutputs(words);
    for (let o = 0; o < shorts.length; o++)
      targets = placed(targets, unplaced, cwd, prev, shorts[o] as string, false);
    const transfers = transferTargets(words);
    for (let t = 0; t < transfers.length; t++) {
      const { path, recursive } = transfers[t] as WriteTarget;
      targets = placed(targets, unplaced, cwd, prev, path, recursive);
    }
    // Round 42: cargo and uv are no writers' kind (`uv run CMD` is read as a wrapper's): their install dirs.
    if (words[0] === 'cargo' || words[0] === 'uv')
      for (const t of installTargets(words))
        targets = placed(targets, unplaced, cwd, prev, t.path, t.recursive, t.named);
    // Round 43: an installer's destination named in its environment (`GOBIN=D go install`, `export
    // CARGO_HOME=D; cargo install x`, `PIP_TARGET=D pip install`): the text's assignments, as its flags.
    const installer = installerOf(words);
    if (INSTALL_ENV.has(installer))
      for (const d of installEnvDirs(installer, vars, cmd.words))
        targets = placed(targets, unplaced, cwd, prev, d, true);
    if ((kind & ~K_TAGS) === 0) {
      // Round 74: an unknown program's `-O F`, `-f F` (`wget -O`'s, `pg_dump -f`'s): written (fail closed),
      // unless its operands are data (DATA_PROGRAMS: `tail -f`, `grep -f`) or the vocabulary reads it.
      if (unknownProgram(words[0] as string, kind) && !TRANSFER_PROGRAMS.has(words[0] as string)) {
        const files = unknownOutputs(words);
        for (let o = 0; o < files.length; o++)
          targets = placed(targets, unplaced, cwd, prev, files[o] as string, false);
      }
      // `mywrap cp x .git/hooks/pre-commit`: what an unknown program's operands may run writes too.
      const tails = words === cmd.words ? tailsOf(cmd, 0) : hiddenTails(words, 0);
      if (tails.length === 0) continue;
      if (!owned) {
        queue = [...queue];
        owned = true;
      }
      for (const t of tailTargets(words, tails, queue, cmd.stdin))
        targets = placed(targets, unplaced, cwd, prev, t.path, t.recursive, t.named);
      // Round 74: `mywrap xargs cp x < f`: a tail's xargs gives its copy a place from input too.
      for (let t = 0; t < tails.length && !inputPlace; t++) {
        const at = tails[t] as number;
        const tail =
          at >= 0 && XARGS_LIKE.has(commandName(words[at] as string)) ? words.slice(at) : undefined;
        if (tail !== undefined && inputPlaced(queue, i, tail, layerStarts(tail))) inputPlace = true;
      }
      continue;
    }
    // Round 41: `eval cd ~`, `. <(echo cd /root)`: the current shell changes directory in what it runs
    // (read after the text, where the working directory is lost): from here it is not known.
    if (scripts.length > 0 && hereScripts(words[0] as string) && scripts.some(changesDirectory))
      cwd = UNKNOWN_DIR;
    if (scripts.length > 0 && kind & (K_SHELL | K_EVAL)) continue;
    if (kind & K_CD) {
      // `cd -P DIR`, `cd -- DIR`: the directory is the first operand. Round 36: `cd` alone goes home, `cd
      // -` back to the last directory, `popd` and `pushd` alone to the stack's; a `+N`/`-N` rotation to
      // one gate does not follow, read as an ancestor (unplaced: asked under a home and the root).
      const name = words[0] as string;
      const dir = operands(words)[0];
      const was = cwd;
      if (name === 'popd') {
        if (dir !== undefined || words.length > 1) cwd = UNKNOWN_DIR;
        else if (stack !== undefined && stack.length > 0) cwd = stack.pop() as string;
      } else if (dir === undefined) {
        if (name === 'cd') cwd = words.length > 1 && words[words.length - 1] === '-' ? prev : '~';
        else if (stack !== undefined && stack.length > 0) {
          cwd = stack.pop() as string;
          stack.push(was);
        } else cwd = UNKNOWN_DIR;
      } else if (dir === '-') cwd = prev;
      else if (name === 'pushd' && /^[+-]\d+$/.test(dir)) cwd = UNKNOWN_DIR;
      else {
        if (name === 'pushd') {
          stack ??= [];
          stack.push(was);
        }
        // Round 39: `cd "$(git rev-parse --show-toplevel)/.."` goes where the text does not show.
        const readings = unplaced?.get(dir);
        // Round 41: `CDPATH=/; cd root`: a relative name is looked up in CDPATH's directories first.
        const searched = !/^(?:[~/$]|\.\.?(?:\/|$))/.test(dir);
        if (searched) cdPath ??= setsCdPath(queue);
        shadowed ??= definesGoer(queue);
        if ((searched && cdPath === true) || shadowed) cwd = UNKNOWN_DIR;
        else cwd = inDir(cwd, readings === undefined ? dir : (readings[readings.length - 1] as string), prev);
      }
      prev = was;
      // `cd "$X"; echo x > out.txt` writes `$X/out.txt`: a write in a directory entered, not a target the
      // text starts with a name (writesUnset), as on the base.
      if (cwd.charCodeAt(0) === 36 /* $ */) {
        entered ??= new Set();
        entered.add(NAME_HEAD.exec(cwd)?.[1] ?? '');
      }
      continue;
    }
    if (kind & (K_WRITER | K_INTERPRETER)) {
      // `find -exec` adds the commands it runs to the queue.
      if (!owned) {
        queue = [...queue];
        owned = true;
      }
      const writes = commandTargets(words, queue, cmd.stdin);
      for (let w = 0; w < writes.length; w++) {
        const t = writes[w] as WriteTarget;
        targets = placed(targets, unplaced, cwd, prev, t.path, t.recursive, t.named);
      }
      // Round 64: a writer's operand read as the W of `${X:-W}` (`tee -a ${F:-y}`) is X's value where X is set.
      if (cmd.defaultedFrom !== undefined && writes.length > 0)
        defaultedFrom = writtenDefaults(cmd, writes, defaultedFrom);
      // Round 39: into the working directory an archive writes the project's files, but not after a `cd`
      // (`cd ~ && tar -xf a.tar`, `cd .. && unzip a.zip`): there it writes below where the text went.
      // Round 40: with no `cd`, where the call starts (a home, when the agent runs there) says.
      if (extractsHere(words, cmd.stdin)) {
        if (cwd !== '') targets = placed(targets, unplaced, cwd, prev, '.', true);
        else here = true;
      }
    }
  }
  commands.length = found;
  // Round 64: read after the text's values are in (`D=$TMPDIR/x; > $D` writes where TMPDIR points).
  const raw = targets?.length ?? 0;
  const read = targets === undefined ? NO_TARGETS : withVariables(targets, queue);
  const unset =
    inputPlace ||
    (targets !== undefined &&
      (writesUnset(read, queue, copies, defaultedFrom, entered) ||
        readBeforeSet(read, raw, marks, ownCommands)));
  const analysis: Analysis = { commands, targets: read };
  if (fedRemote !== undefined) analysis.fedRemote = fedRemote;
  if (here) analysis.extractsHere = true;
  if (unset) analysis.writesUnset = true;
  facts.analysis = analysis;
  return analysis;
}

/**
 * Round 63 (redteam4; docs/floor.md): bash writes where the agent's environment points a name the text never
 * sets (`echo a > $F`, `tee -a "$F"`, `cp x "$D/"`, `dd of=$F`, `>> ${F:-y}`): `F=~/.bashrc` set elsewhere
 * makes each a self-modification, so such a target is unknown where the write rule decides (shell-reading.ts).
 * A CI runner's output files (RUNNER_OUTPUT_FILES) are not such writes. Round 64: nor a descriptor copy
 * (`>&"$fd"`) from a name the text opens (`{fd}>f`, `coproc`); one from the environment's writes a file
 * named by its value when that is no number (bash's `>&WORD`), so it is read as `> WORD`.
 */
function writesUnset(
  targets: readonly WriteTarget[],
  queue: readonly SimpleCommand[],
  copies: ReadonlySet<string> | undefined,
  defaultedFrom: readonly string[] | undefined,
  entered: ReadonlySet<string> | undefined,
): boolean {
  let names: ReadonlySet<string> | undefined;
  let given: ((name: string) => boolean) | undefined;
  const unset = (name: string): boolean => {
    names ??= environmentNames(queue);
    return names.has(name) && !RUNNER_OUTPUT_FILES.has(name) && entered?.has(name) !== true;
  };
  // The names of copies the text opens itself: their targets' readings (`${COPROC?}`) are no files.
  let opened: Set<string> | undefined;
  if (copies !== undefined)
    for (const copy of copies) {
      const name = NAME_HEAD.exec(copy)?.[1];
      if (name !== undefined && opensDescriptor(name, queue)) {
        opened ??= new Set();
        opened.add(name);
      }
    }
  for (let t = 0; t < targets.length; t++) {
    const target = targets[t] as WriteTarget;
    const path = target.path;
    if (target.literal || !path.includes('$')) continue;
    const head = path.charCodeAt(0) === 36 /* $ */ ? NAME_HEAD.exec(path)?.[1] : undefined;
    if (head !== undefined && opened?.has(head) !== true && unset(head)) return true;
    // Round 77: a name past the head completes the target with whatever it holds (`~/.bash$x`, `/tmp/$x`
    // holding `../home/u/.bashrc`): a runner's file or a directory entered names no file there.
    for (const m of namesPart(target).matchAll(TARGET_REFERENCE)) {
      if (m.index === 0) continue;
      const name = m[1] as string;
      given ??= givesName(queue);
      // A number bash keeps whatever was assigned (`out/$RANDOM`) climbs nowhere.
      if (!given(name) && opened?.has(name) !== true && !SHELL_NUMBERS.has(name)) return true;
    }
  }
  return defaultedFrom?.some(unset) === true;
}

/** The part of a target whose names complete it: a source's own last name (WriteTarget.named) is not. */
const namesPart = (target: WriteTarget): string =>
  target.named === true ? target.path.slice(0, target.path.lastIndexOf('/')) : target.path;

/**
 * Round 77 (docs/floor.md "Round 77 (rt-targets-r77)"): whether a target of the caller's own commands (the first
 * `raw` of `targets`, each owned by the last command whose mark is at or below it) reads a name the text sets
 * only at or after that command (shell-values.ts firstSets): there it holds what an earlier call of a persistent
 * shell or the environment left, not the value the text gives later (`echo a >> ~/.bash$x; x=b`).
 */
function readBeforeSet(
  targets: readonly WriteTarget[],
  raw: number,
  marks: readonly number[] | undefined,
  own: readonly SimpleCommand[],
): boolean {
  if (marks === undefined || marks.length === 0) return false;
  let firsts: ReadonlyMap<string, number> | undefined;
  let i = 0;
  // marks[own], where the queue passed the caller's commands, ends their targets (the whole list when it never did).
  const end = Math.min(raw, marks.length > own.length ? (marks[own.length] as number) : raw);
  for (let t = 0; t < end; t++) {
    const target = targets[t] as WriteTarget;
    if (target.literal || !target.path.includes('$')) continue;
    while (i + 1 < own.length && (marks[i + 1] as number) <= t) i++;
    const at = own[i]?.at;
    if (at === undefined || at < 0) continue;
    firsts ??= firstSets(own);
    for (const m of namesPart(target).matchAll(TARGET_REFERENCE)) {
      // NaN: set only as a prefix, which lasts nowhere.
      const first = firsts.get(m[1] as string);
      if (first !== undefined && !(first < at)) return true;
    }
  }
  return false;
}

/** Whether the text opens a descriptor into `name`: `exec {name}>f` (a word `{name}`), `coproc [NAME]`. */
function opensDescriptor(name: string, queue: readonly SimpleCommand[]): boolean {
  const braced = `{${name}}`;
  for (let i = 0; i < queue.length; i++) {
    const words = (queue[i] as SimpleCommand).words;
    if (words[0] === 'coproc' && (name === 'COPROC' || words[1] === name)) return true;
    if (words.includes(braced)) return true;
  }
  return false;
}

/** `defaultedFrom` with the X of each `${X:-W}` operand of `cmd` that is one of its `writes` (undefined: none). */
function writtenDefaults(
  cmd: SimpleCommand,
  writes: readonly WriteTarget[],
  defaultedFrom: string[] | undefined,
): string[] | undefined {
  let out = defaultedFrom;
  for (const key in cmd.defaultedFrom) {
    const word = cmd.words[Number(key)];
    const from = cmd.defaultedFrom[Number(key)];
    if (word === undefined || from === undefined) continue;
    // The operand itself, or an option's value (`--output=W`).
    if (writes.some((t) => word === t.path || word.endsWith(`=${t.path}`))) {
      out ??= [];
      out.push(from);
    }
  }
  return out;
}
/**
 * Round 68: a literal target as a path no reader expands: one opening with `~` or `$` from `./` (`./~/.bashrc`,
 * `./$F`); any other as written (a UNC name `\\host\c$\..` stays one, as Git Bash opens it).
 */
const literalPath = (target: string): string =>
  target.charCodeAt(0) === 126 /* ~ */ || target.charCodeAt(0) === 36 /* $ */ ? `./${target}` : target;

/** `$NAME`, `${NAME..`, `$1`, `"$@"` at a path's start: the name its place starts at. */
const NAME_HEAD = /^\$\{?([A-Za-z_][A-Za-z0-9_]*|[1-9]\d{0,5}|[@*])/;

/**
 * `targets` with the write of `path` added where the command stands (`cwd`, `prev`), or, for an operand
 * holding what a substitution prints (`unplaced`), at each place it is read as. A function, not a closure
 * made for each command (round 51: the closure and its context were analyse's largest allocation).
 */
function placed(
  targets: WriteTarget[] | undefined,
  unplaced: ReadonlyMap<string, readonly string[]> | undefined,
  cwd: string,
  prev: string,
  path: string,
  recursive: boolean,
  named?: true,
): WriteTarget[] {
  const out = targets ?? [];
  const readings =
    unplaced?.get(path) ?? (unplaced === undefined ? undefined : valueReadings(unplaced, path));
  if (readings === undefined)
    out.push(
      named === true
        ? { path: inDir(cwd, path, prev), recursive, named }
        : { path: inDir(cwd, path, prev), recursive },
    );
  else
    for (let r = 0; r < readings.length; r++)
      out.push({ path: inDir(cwd, readings[r] as string, prev), recursive });
  return out;
}

/**
 * Round 41: whether the text defines a function named `cd`, `pushd` or `popd` (`cd() { builtin cd ~; }`,
 * `function pushd { ... }`), or one whose body changes directory (`go() { cd ~; }; cd src; go`): a call
 * goes where the body says, which the text's order does not show.
 */
function definesGoer(queue: readonly SimpleCommand[]): boolean {
  for (let i = 0; i < queue.length; i++) {
    const w = (queue[i] as SimpleCommand).words;
    const fn = w[0] === 'function';
    const name = fn ? w[1] : w.length === 1 ? w[0] : undefined;
    const next = fn ? w[2] : queue[i + 1]?.words[0];
    if (name === undefined || !(fn || next === '{' || next === '(')) continue;
    if (kindOf(name) & K_CD) return true;
    // The body, to its closing `}` or `)`: any word of it that names a directory changer (fail closed:
    // `echo cd` counts too); the definition's own words after its name (`function go { cd ~`) are its start.
    for (let j = i; j < queue.length; j++) {
      const body = (queue[j] as SimpleCommand).words;
      if (j > i && (body[0] === '}' || body[0] === ')')) break;
      if (body.some((x, k) => (j > i || k > 1) && kindOf(x) & K_CD)) return true;
    }
  }
  return false;
}

/** Programs whose script the current shell runs, so a `cd` in it moves the text's working directory. */
const hereScripts = (name: string): boolean => name === 'eval' || name === 'source' || name === '.';
/** Whether a script's own commands change directory (`cd`, `pushd`, `popd`, past assignments). */
const changesDirectory = (script: string): boolean =>
  (goesScan(parseCommands(script, false).commands) & GOES) !== 0;

/** Whether a command reads local bytes on its input: a file (not /dev/null), a here-document or string, a pipe. */
function fedInput(cmd: SimpleCommand, before: SimpleCommand | undefined): boolean {
  if (cmd.stdin.length > 0) return true;
  if (before !== undefined && before.sep === '|' && before.list === cmd.list) return true;
  return cmd.redirects.some((r) => r.op === '<' && r.target !== '/dev/null');
}

/** The first layer before the last whose program the tables do not know (-1: none). */
function unknownLayer(words: readonly string[], starts: readonly number[]): number {
  for (let k = 0; k + 1 < starts.length; k++) {
    const s = starts[k] as number;
    if ((kindOf(commandName(words[s] as string)) & ~K_TAGS) === 0) return s;
  }
  return -1;
}

/** The write targets of each command an unknown program's operands may be (hiddenTails), at every layer. */
function tailTargets(
  words: readonly string[],
  tails: readonly number[],
  queue: SimpleCommand[],
  stdin: readonly string[],
): WriteTarget[] {
  const out: WriteTarget[] = [];
  // The tails overlap (`zzwrap cp a cp a ...`: each names the same targets again): each target once.
  const seen = new Set<string>();
  let last = -1;
  for (const j of tails) {
    if (j < 0) continue; // past MAX_TAILS: the reader refuses the text (opaque)
    if (last >= 0 && coveredTail(words, last, j)) continue;
    last = j;
    const tail = words.slice(j);
    for (const at of layerStarts(tail)) {
      const run = resolveWords(tail, [at]);
      // Round 65: `sem eval 'tee ~/.claude/settings.json'`: what an eval among the operands runs is read.
      if (run.length > 1 && run[0] === 'eval') {
        const parse = parseCommands(run.slice(1).join(' '), false);
        if (parse.past !== true && queue.length + parse.commands.length <= MAX_READ_COMMANDS)
          queue.push(...parse.commands);
      }
      // Round 73: and a copy program's verb (`mywrap kubectl cp pod:/x ~/.bashrc`, shell-transfers.ts).
      const writes =
        run.length > 0 && kindOf(run[0] as string) & (K_WRITER | K_INTERPRETER)
          ? commandTargets(run, queue, stdin)
          : NO_TARGETS;
      for (const t of [...writes, ...transferTargets(run)]) {
        const key = t.recursive ? `r${t.path}` : `f${t.path}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push(t);
        }
      }
    }
  }
  return out;
}

/**
 * Programs whose targets only grow with their operands and take their options from any position: an
 * earlier tail of the same program has every option and operand of a later one (the destination is the
 * last word of both), so it writes all the later tail writes. Not `ln`: its lone operand names a link
 * in the working directory, which an earlier tail with more operands does not write.
 */
const OPERAND_WRITERS: ReadonlySet<string> = new Set([
  'cp',
  'mv',
  'install',
  'rsync',
  'scp',
  'rm',
  'rmdir',
  'unlink',
  'shred',
  'touch',
  'mkdir',
  'tee',
]);

/**
 * Whether the tail at `later` writes nothing the tail at `earlier` does not: the same program word, one
 * of OPERAND_WRITERS, with no option between them (an option there would be the earlier tail's alone).
 * Round 21: `zzwrap cp a cp a ...` read each of its eight tails to the command's end.
 */
function coveredTail(words: readonly string[], earlier: number, later: number): boolean {
  const program = words[earlier] as string;
  if (words[later] !== program || !OPERAND_WRITERS.has(program)) return false;
  for (let i = earlier + 1; i < later; i++)
    if ((words[i] as string).charCodeAt(0) === 45 /* - */) return false;
  return true;
}

/**
 * The targets, plus each one holding a bracket expression read as a pattern, plus each naming a variable (`> $x`, `cp a "$d/"`) with every literal value the text
 * gives that variable anywhere (`x=.git/config`, `export x=...`, `for x in A B`, `read x <<< A`): a
 * superset of what the shell writes, as gate does not follow which assignment is in force.
 */
/** A target's leading variable, `$NAME` or `${NAME}`, up to a `/` or the end. */
const ENV_HEAD = /^\$(?:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\})(?=\/|$)/;

function withVariables(targets: WriteTarget[], cmds: readonly SimpleCommand[]): WriteTarget[] {
  let values: Map<string, string[]> | undefined;
  const n = targets.length;
  // The same variable target again (`> $x; > $x; ...`) is read once; the readings of all of them total
  // a bounded number (each may give MAX_EXPANSIONS: `> $x/1; > $x/2 ...`), past which the text writes
  // anywhere (fail closed), as does a target with more readings than are followed.
  let seen: Set<string> | undefined;
  let budget = 4 * n + 256;
  for (let t = 0; t < n; t++) {
    const target = targets[t] as WriteTarget;
    if (target.literal) continue;
    // A bracket expression (`.gi[t]`) names one character: read as `?`, which the globs match as any.
    if (target.path.includes('[') && BRACKET.test(target.path))
      targets.push({ path: target.path.replace(BRACKET_ALL, '?'), recursive: target.recursive });
    // Round 60: an extended glob's group (`~/.bash@(rc)`, from a value the text sets) is read as `*`.
    if (target.path.includes('(')) {
      const path = extglobAsStar(target.path);
      if (path !== target.path) targets.push({ path, recursive: target.recursive });
    }
    // Round 39: bash expands `{a,b}` before the write (`cp k ~/{.bashrc,x}`, `tar -x -C {..,b}`): each word.
    if (target.path.includes('{'))
      for (const path of braceWords(target.path)) targets.push({ path, recursive: target.recursive });
    if (!target.path.includes('$')) continue;
    seen ??= new Set();
    if (seen.has(target.path)) continue;
    seen.add(target.path);
    values ??= literalValues(cmds);
    // Round 46: `$XDG_CONFIG_HOME/autostart/x`, `$GIT_DIR/hooks/x`: a variable the text leaves to the
    // environment whose name promises a guarded place is read there too.
    const head = ENV_HEAD.exec(target.path);
    const name = head === null ? undefined : ((head[1] ?? head[2]) as string);
    const place = name === undefined || values.has(name) ? undefined : ENV_PLACES.get(name);
    if (place !== undefined)
      targets.push({
        path: place + target.path.slice((head as RegExpExecArray)[0].length),
        recursive: target.recursive,
      });
    const paths = expandAll(target.path, values);
    budget -= paths.length;
    if (paths === TOO_MANY_READINGS || budget < 0) {
      targets.push(ANYWHERE);
      break;
    }
    for (const spelt of paths) {
      // Round 60: a value's group (`t='/root/.bash@(rc)'; echo x >> $t`: bash globs the expansion) as `*`.
      const path = spelt.includes('(') ? extglobAsStar(spelt) : spelt;
      if (path !== target.path) targets.push({ path, recursive: target.recursive });
      // Round 39: a variable the text gives no value (`$D/.bashrc`, `${PWD%/*}/x`, `$1/x`) is set where gate
      // cannot see (an earlier call of a persistent shell, the environment): what follows it lands anywhere.
      const rest = afterUnsetVariable(path);
      if (rest !== undefined)
        targets.push({
          path: rest === '' ? ANYWHERE_DIR : `${ANYWHERE_DIR}/${rest}`,
          recursive: target.recursive,
        });
    }
  }
  return targets;
}

/**
 * Round 65: `scripts` and, after them, each one that names a variable the text sets with the value's text
 * in place (`$x`, `${x}`): what a shell reads when it parses the value again (eval, `sh -c "$x"`). Past
 * `limit` characters of such text (the reparse budget left) none more is made: the reading is opaque there.
 */
function withValuesSpelt(
  scripts: readonly string[],
  vars: ReadonlyMap<string, string>,
  limit: number,
): readonly string[] {
  let out: string[] | undefined;
  let chars = 0;
  for (const script of scripts) {
    if (!script.includes('$')) continue;
    let spelt = '';
    let last = 0;
    for (const m of script.matchAll(NAMED_PARAMETER)) {
      const value = vars.get((m[1] ?? m[2]) as string);
      if (value === undefined) continue;
      chars += m.index - last + value.length;
      if (chars > limit) return out === undefined ? scripts : [...scripts, ...out];
      spelt += script.slice(last, m.index) + value;
      last = m.index + m[0].length;
    }
    if (last === 0) continue;
    out ??= [];
    out.push(spelt + script.slice(last));
  }
  return out === undefined ? scripts : [...scripts, ...out];
}
/** `${NAME}` and `$NAME`, a name the text may set. */
const NAMED_PARAMETER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * The text after the last parameter a path still names once its values are in (undefined: none). `$HOME`
 * at its start is the home (paths.ts), as `$PWD` and `$OLDPWD` there were placed already (inDir).
 */
function afterUnsetVariable(path: string): string | undefined {
  let end = -1;
  for (const m of path.matchAll(PARAMETER)) {
    if (m.index === 0 && HOME_PARAMETER.test(m[0])) continue;
    end = m.index + m[0].length;
  }
  return end < 0 ? undefined : path.slice(end).replace(/^\/+/, '');
}
/** `${...}` (to its first `}`), `$NAME`, `$1`, `$@`, `$*`. */
const PARAMETER = /\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9@*]/g;
const HOME_PARAMETER = /^\$\{?HOME\}?$/;

/** The words a path's comma brace expressions make (`a{b,c}d` is `abd`, `acd`), at most MAX_EXPANSIONS. */
function braceWords(path: string): string[] {
  const out = expandInRounds(path, (p) => {
    const m = BRACE.exec(p);
    if (m === null) return undefined;
    return (m[1] as string)
      .split(',')
      .map((alt) => p.slice(0, m.index) + alt + p.slice(m.index + m[0].length));
  });
  if (out === TOO_MANY_READINGS) return [ANYWHERE.path];
  return out[0] === path ? [] : out;
}

/**
 * `path` rewritten by `step` until no word changes (eight rounds at most: one expression each): `step` gives
 * a word's readings, undefined when it has none to expand, or TOO_MANY_READINGS to give up. More than
 * MAX_EXPANSIONS words, or a step that gives up, is TOO_MANY_READINGS.
 */
function expandInRounds(path: string, step: (word: string) => readonly string[] | undefined): string[] {
  let out = [path];
  for (let round = 0; round < 8; round++) {
    const next: string[] = [];
    let changed = false;
    for (const p of out) {
      const words = step(p);
      if (words === undefined) next.push(p);
      else if (words === TOO_MANY_READINGS || next.length + words.length > MAX_EXPANSIONS)
        return TOO_MANY_READINGS;
      else {
        changed = true;
        next.push(...words);
      }
    }
    if (next.length > MAX_EXPANSIONS) return TOO_MANY_READINGS;
    out = next;
    if (!changed) break;
  }
  return out;
}

const BRACKET = /\[!?\]?[^\]/]*\]/;
const BRACKET_ALL = /\[!?\]?[^\]/]*\]/g;
/** At most this many readings of one target (each variable multiplies them); more is a write anywhere. */
const MAX_EXPANSIONS = 32;
// `${!x}`, `${a[1]}`, `${x:1}`, `${x%/}`, `${x/a/b}`, `${x,,}`, `${x@E}`: a name, its index, then what the
// braces do to its value (round 35).
const VARIABLE = /\$\{(!?)([A-Za-z_][A-Za-z0-9_]*)(\[[^\]]*\])?([^}]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/;
/** A default or alternative word (`${x:-w}`): the word is shown in the target as text, beside x's value. */
const WORD_OPERATOR = /^:?[-=+?]/;
/** A substring `${x:N}`, `${x: -N:M}` with literal numbers. */
const SUBSTRING = /^:(\s*-?\d+)(?::(\s*-?\d+))?$/;
/** Values longer than this are not cut by pattern (each cut tries every split): the target is anywhere. */
const MAX_CUT_VALUE = 128;

/**
 * What `${x<operator>}` makes of one of x's values, as bash does: a default word, a substring, a prefix or
 * suffix removed by a pattern, a case change; undefined for what gate does not follow (a replacement,
 * `@` transforms, a pattern or offset the text computes), which makes the target anywhere (round 35).
 */
export function operated(v: string, operator: string, whole: boolean): string | undefined {
  if (operator === '' || WORD_OPERATOR.test(operator)) return v;
  if (operator.includes('$') || operator.includes('`')) return undefined;
  const sub = SUBSTRING.exec(operator);
  if (sub) {
    // `${a[@]:1}` slices the elements: each one that stays is itself.
    if (whole) return v;
    const offset = Number(sub[1]);
    const start = offset < 0 ? v.length + offset : offset;
    if (start < 0) return '';
    if (sub[2] === undefined) return v.slice(start);
    const length = Number(sub[2]);
    const end = length < 0 ? v.length + length : start + length;
    return end < start ? undefined : v.slice(start, end);
  }
  const cut = /^(##?|%%?)(.*)$/s.exec(operator);
  if (cut) {
    // Each split is tried: a long value, or a pattern of many stars (backtracking), is not cut.
    const re =
      v.length > MAX_CUT_VALUE || stars(cut[2] as string) > 2 ? undefined : globRegExp(cut[2] as string);
    if (re === undefined) return undefined;
    const op = cut[1] as string;
    const n = v.length;
    // `#` the shortest prefix the pattern matches, `##` the longest; `%`/`%%` likewise at the end.
    if (op === '#') for (let i = 0; i <= n; i++) if (re.test(v.slice(0, i))) return v.slice(i);
    if (op === '##') for (let i = n; i >= 0; i--) if (re.test(v.slice(0, i))) return v.slice(i);
    if (op === '%') for (let i = n; i >= 0; i--) if (re.test(v.slice(i))) return v.slice(0, i);
    if (op === '%%') for (let i = 0; i <= n; i++) if (re.test(v.slice(i))) return v.slice(0, i);
    return v;
  }
  // Round 57: `${h//-/.}`, `${h/#x/}`: a replacement of a literal pattern (a glob one is not followed).
  const swap = /^\/([/#%]?)([^/]*)(?:\/(.*))?$/s.exec(operator);
  if (swap) {
    const [, how, pattern, by = ''] = swap as unknown as [string, string, string, string | undefined];
    // Round 62: an empty pattern anchored at the start or end inserts (`x=; ${x/#/-C }` is `-C `); unanchored, nothing.
    if (pattern === '') return how === '#' ? by + v : how === '%' ? v + by : v;
    if (/[*?[\\]/.test(pattern)) return undefined;
    if (how === '/') return v.split(pattern).join(by);
    if (how === '#') return v.startsWith(pattern) ? by + v.slice(pattern.length) : v;
    if (how === '%') return v.endsWith(pattern) ? v.slice(0, -pattern.length) + by : v;
    return v.replace(pattern, () => by);
  }
  if (operator === ',,' || operator === '@L') return v.toLowerCase();
  if (operator === '@U') return v.toUpperCase();
  if (operator === '@u') return v.slice(0, 1).toUpperCase() + v.slice(1);
  if (operator === '^^') return v.toUpperCase();
  if (operator === ',') return v.slice(0, 1).toLowerCase() + v.slice(1);
  if (operator === '^') return v.slice(0, 1).toUpperCase() + v.slice(1);
  return undefined;
}

/** A shell pattern as an anchored RegExp (`*`, `?`, `[...]`, `\\x`); undefined for an extended glob. */
function globRegExp(pattern: string): RegExp | undefined {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '*') out += '[^]*';
    else if (c === '?') out += '[^]';
    else if (c === '\\') out += escapeRegExp(pattern[++i] ?? '\\');
    else if (c === '(' || c === '|') return undefined;
    else if (c === '[') {
      const close = pattern.indexOf(']', i + 2);
      if (close < 0) out += '\\[';
      else {
        const body = pattern
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/[\\\]]/g, '\\$&');
        if (body.includes('[:')) return undefined;
        out += `[${body}]`;
        i = close;
      }
    } else out += escapeRegExp(c);
  }
  return new RegExp(`^${out}$`);
}
const stars = (pattern: string): number => pattern.split('*').length - 1;
const escapeRegExp = (c: string): string => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** What a write target whose readings are too many to follow writes: anything (self-modify refuses it). */
const ANYWHERE: WriteTarget = Object.freeze({ path: '/', recursive: true });
const TOO_MANY_READINGS: string[] = [];

/**
 * `path` with each variable replaced by each of its values (a variable with none stays as written);
 * TOO_MANY_READINGS past MAX_EXPANSIONS (round 17: the 33rd value of `x` was dropped, so `x=a0; ...
 * x=a32; x=.git/hooks/pre-commit; echo evil > $x` was admitted).
 */
function expandAll(path: string, values: ReadonlyMap<string, readonly string[]>): string[] {
  return expandInRounds(path, (p) => {
    const m = VARIABLE.exec(p);
    const vs = m ? values.get((m[2] ?? m[5]) as string) : undefined;
    if (!m || vs === undefined) return undefined;
    // A value the text gives and then names again (`y=x; ${!y}`) lands where gate does not follow: anywhere.
    if (m[1] === '!' || vs.length > MAX_EXPANSIONS) return TOO_MANY_READINGS;
    const whole = m[3] === '[@]' || m[3] === '[*]';
    const made: string[] = [];
    for (const v of vs) {
      // `x=.git/hooks/pre-commit; cp f "${x:0}"` wrote there and was read as a path named `${x:0}` (round 35).
      // Round 39: a cut or slice of a value that lands anywhere (`p=$(pwd); ${p%/*}`) lands anywhere.
      // Round 45: a cut of a printed place (`p=$(npm root -g); ${p%/*}`) is still a printed place.
      const word =
        v.startsWith(ANYWHERE_DIR) && m[4]
          ? ANYWHERE_DIR
          : v.startsWith(PRINTED_DIR) && m[4]
            ? PRINTED_DIR
            : operated(v, m[4] ?? '', whole);
      if (word === undefined) return TOO_MANY_READINGS;
      made.push(p.slice(0, m.index) + word + p.slice(m.index + m[0].length));
    }
    return made;
  });
}

/** Every literal value each variable is given in the commands: assignments, `for V in ...`, `read V <<< ...`. */
export function literalValues(cmds: readonly SimpleCommand[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  // Round 60 (redteam3): `declare -n r=x; r=~/.bashrc`: an assignment through a reference gives x the value.
  let refs: Map<string, string> | undefined;
  // Past MAX_EXPANSIONS values a variable's list stops growing one longer: expandAll then reads any
  // target naming it as a write anywhere (a value past the cap was dropped before round 17).
  const give = (name: string, value: string): void => {
    const list = values.get(name);
    if (list === undefined) values.set(name, [value]);
    else if (list.length <= MAX_EXPANSIONS && !list.includes(value)) list.push(value);
  };
  for (let c = 0; c < cmds.length; c++) {
    const cmd = cmds[c] as SimpleCommand;
    const w = cmd.words;
    const first = w[0];
    // `a=(x .git/hooks/pre-commit)`, `a+=(..)`: every element is a value of a (`${a[1]}`, `$a`; round 35).
    if (cmd.array) {
      const last = w[w.length - 1] as string;
      const name = last.slice(0, last.search(/\+?=/));
      const group = arrayElements(cmds, c);
      for (const e of group?.words ?? []) give(name, e.replace(ELEMENT_INDEX, ''));
    }
    // Round 45: a name read from output or a file gate does not see (`read D < <(npm root -g)`, `npm root
    // -g | read D`, `read D <<< "$(..)"`) holds a place a program printed, as `D=$(npm root -g)` does.
    // Round 61 (redteam3): a loop's `read` too (`while read x; do ..; done < f`, `cat f | while read x`).
    const looped = readAt(w) >= 0 && cmd.stdin.length === 0;
    const unseenInput =
      (first === 'read' || first === 'mapfile' || first === 'readarray' || readAt(w) >= 0) &&
      (commandBefore(cmds, c)?.sep === '|' ||
        cmd.redirects.some((r) => r.op === '<') ||
        (looped && loopFed(cmds)) ||
        cmd.stdin.some((line) => line.includes('$(') || line.includes('`')));
    if (first === 'mapfile' || first === 'readarray') {
      for (let i = 1; i < w.length; i++)
        if (!(w[i] as string).startsWith('-')) {
          for (const line of cmd.stdin) for (const l of line.split('\n')) give(w[i] as string, l);
          if (unseenInput) give(w[i] as string, PRINTED_DIR);
        }
      continue;
    }
    // Round 61: `select`'s too, and a loop nested in another's body (`do for y in ..`).
    const loop = loopAt(w);
    if (loop >= 0) {
      // Round 45: `for D in $(npm root -g)`: each word a substitution prints.
      for (let i = loop + 3; i < w.length; i++)
        for (const r of unshownReadings(w[i] as string, cmd.shown[i] ?? '') ?? [w[i] as string])
          give(w[loop + 1] as string, r);
      continue;
    }
    const reader = readAt(w);
    if (reader >= 0) {
      // `read a b <<< ..`, `read -a a <<< ..`: each name may take the line or any field of it (round 35).
      // Round 61 (redteam3): `while read x; do ..; done <<< /tmp/r` reads the loop's input: a `read` with
      // none of its own takes every here-string a `done` holds (an over-read, never an under-read).
      const input = readValues(w, reader, cmd.stdin.length > 0 ? cmd.stdin : loopInput(cmds));
      for (let i = reader + 1; i < w.length; i++)
        if (!(w[i] as string).startsWith('-')) {
          for (const value of input) give(w[i] as string, value);
          if (unseenInput) give(w[i] as string, PRINTED_DIR);
        }
      continue;
    }
    // Round 45: `printf -v D '%s' "$(npm root -g)"`: the name holds what the substitution printed.
    if (first === 'printf' && w[1]?.startsWith('-v') && cmd.shown.some((x) => x.includes('$(')))
      give(w[1] === '-v' ? (w[2] as string) : w[1].slice(2), PRINTED_DIR);
    // Round 58: `{ T=~/.bashrc; }; echo x >> $T`, `then T=..`: the words before a body's assignments.
    const lead = assignmentLead(w);
    const referring = DECLARING_BUILTINS.has(w[lead] as string) && w.some((x) => /^-[A-Za-z]*n/.test(x));
    for (let i = lead; i < w.length; i++) {
      const word = w[i] as string;
      const m = ASSIGNED.exec(word);
      if (m && referring) {
        refs ??= new Map();
        refs.set(m[1] as string, word.slice(m[0].length));
      } else if (m) {
        const name = refs?.get(m[1] as string) ?? (m[1] as string);
        // Round 39: `f="$(pwd)/../.bashrc"`, `d=$(dirname "$PWD")`: a value printed by a substitution lands
        // anywhere, as such a target does (it was read from the root: `/../.bashrc`).
        const shown = cmd.shown[i] as string;
        const value = word.slice(m[0].length);
        const readings = shown.includes('$(')
          ? unshownReadings(value, shown.slice(shown.indexOf('=') + 1))
          : undefined;
        // `d=${D:-.}` was read as `.`: D may hold anything the text does not set.
        const defaulted = cmd.defaulted?.includes(i) === true;
        const all = readings ?? (defaulted ? defaultedReadings(value) : undefined);
        if (all === undefined) give(name, value);
        else for (const r of all) give(name, r);
        // Round 60 (redteam3): `x=/tmp/r; y=${x:-.}`: y is x's value where the text sets x.
        const from = defaulted ? cmd.defaultedFrom?.[i] : undefined;
        for (const v of from === undefined ? [] : (values.get(from) ?? [])) give(name, v);
      } else if (!(i === lead && DECLARING_BUILTINS.has(word)) && !(i > lead && word.startsWith('-'))) break;
    }
  }
  return values;
}
// `a[5]=v` gives a a value too (round 35).
const ASSIGNED = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[[^\]]*\])?\+?=/;
/** An array element's own index, `[3]=` in `a=([3]=v)`. */
const ELEMENT_INDEX = /^\[[^\]]*\]=/;

function inDir(cwd: string, path: string, prev = ''): string {
  // Round 36: `$PWD/..`, `~+/..`, `$(pwd)/..` are the working directory, `$OLDPWD`, `~-` the last one.
  const named =
    (path.charCodeAt(0) === 36 || path.charCodeAt(0) === 126 || path.charCodeAt(0) === 96) &&
    DIR_NAME.exec(path);
  if (named) {
    const base = named[1] !== undefined || named[2] === '-' ? prev : cwd;
    const rest = path.slice(named[0].length);
    return base === '' ? `.${rest}` : `${base}${rest}`;
  }
  // Round 38: a variable names its own place, its value read later (`cd src && f=~/.bashrc; echo x >
  // "$f"` and `> ${HOME}/.bashrc` were read below `src`); a substitution's output is placed above.
  if (
    cwd === '' ||
    path.startsWith('/') ||
    path.startsWith('~') ||
    (path.charCodeAt(0) === 36 /* $ */ && path.charCodeAt(1) !== 40) /* ( */
  )
    return path;
  return `${cwd}/${path}`;
}
/**
 * Round 36: the places a link made by `ln`/`cp -s`/`cp -l` opens to writes, each with all below it: its
 * sources (all operands with `-t`, one alone, else all but the last). A symbolic link's relative source
 * is read from the link's directory (round 39; it was read from the working directory).
 */
function linkSources(ops: readonly string[], toDir: string | undefined, symbolic: boolean): WriteTarget[] {
  const alone = toDir === undefined && ops.length === 1;
  const from = toDir !== undefined || alone ? ops : ops.slice(0, -1);
  const dest = toDir ?? ops[ops.length - 1] ?? '';
  // Round 39: a symbolic link resolves a relative source from the link's own directory (`ln -s
  // ../lib/tool.js bin/tool` names `lib/tool.js`): read from the destination's directory, and from the
  // destination itself unless `-t` said which (a directory there takes the link inside).
  const dirs =
    !symbolic || alone
      ? ['']
      : toDir !== undefined || dest.endsWith('/')
        ? [withoutTrailing(dest, '/')]
        : [dest.includes('/') ? dest.slice(0, dest.lastIndexOf('/')) : '', dest];
  const out: WriteTarget[] = [];
  for (const path of from)
    for (const d of RELATIVE.test(path) ? dirs : [''])
      out.push({ path: d === '' ? path : `${d}/${path}`, recursive: true });
  return out;
}
/** A path read from where it is written (not `/`, `~` or a parameter first). */
const RELATIVE = /^[^/~$]/;

/**
 * The operands (as read) whose shown form holds a substitution the text does not print, each with the
 * paths it is read as instead (unshownReadings); undefined when none.
 */
function substitutedOperands(cmd: SimpleCommand): ReadonlyMap<string, readonly string[]> | undefined {
  let out: Map<string, readonly string[]> | undefined;
  if (cmd.defaulted !== undefined)
    for (const k of cmd.defaulted)
      if (k > 0 && k < cmd.words.length) {
        out ??= new Map();
        const word = cmd.words[k] as string;
        out.set(word, defaultedReadings(word));
        // `of="${D:-.}/x"`: the keyword's value too.
        const eq = word.indexOf('=');
        if (eq > 0) out.set(word.slice(eq + 1), defaultedReadings(word.slice(eq + 1)));
      }
  for (let k = 1; k < cmd.shown.length && k < cmd.words.length; k++) {
    const shown = cmd.shown[k] as string;
    // One search sends most words past the scan.
    if (!shown.includes('$(')) continue;
    const word = cmd.words[k] as string;
    // Round 38: a keyword's or long option's value (`of="$(pwd)/../x"`, `--output=$(pwd)/..`): the value.
    const eq = word.indexOf('=');
    const value = eq > 0 && KEYWORD_VALUE.test(shown) ? shown.indexOf('=') + 1 : 0;
    const readings = unshownReadings(value > 0 ? word.slice(eq + 1) : word, shown.slice(value));
    if (readings === undefined) continue;
    out ??= new Map();
    out.set(value > 0 ? word.slice(eq + 1) : word, readings);
  }
  return out;
}
/**
 * Round 39: the readings of an option's value cut from a word that holds a substitution (`-C"$(x)/.."`,
 * `-xC$(x)`): as written, and where that word's text after its substitution lands.
 */
function valueReadings(
  unplaced: ReadonlyMap<string, readonly string[]>,
  path: string,
): readonly string[] | undefined {
  for (const [word, readings] of unplaced) {
    if (word.length > path.length && word.endsWith(path))
      return [path, readings[readings.length - 1] as string];
    // Round 40: a name below such a word (`cp -t "$(dirname "$PWD")" .bashrc`, `cp .bashrc "$(x)"`);
    // round 45: or its files (`split x "$(npm root -g)/y"` writes `y*` there).
    const next = path.charCodeAt(word.length);
    if (path.length > word.length && path.startsWith(word) && (next === 47 /* / */ || next === 42) /* * */)
      return [path, ...readings.map((r) => `${withoutTrailing(r, '/')}${path.slice(word.length)}`)];
  }
  return undefined;
}

/** A shown word `KEY=` or `--option=` whose value follows (and holds the substitution). */
const KEYWORD_VALUE = /^-{0,2}[A-Za-z_][\w.-]*=/;

/**
 * Round 39: where a word holding a substitution the text does not print may land. Its output is
 * anything, `/..` or a home included, so the word is read as its text after the last substitution under
 * a directory anywhere; a word that starts with one is read so alone (from the root it was `/../.bashrc`),
 * one that does not also as written. Undefined when every substitution's output is shown (`$(echo src)/x`
 * is `src/x`). Round 45: that directory is PRINTED_DIR, a place a program printed, refused as a write
 * destination (`cp x.pth "$(python3 -m site --user-site)"`); a substitution whose place gate can name
 * (shell-printed-places.ts: `$(pwd)`, `$(dirname out/x)`, `$(mktemp -d)`) is read as that place instead.
 */
export function unshownReadings(word: string, shown: string): readonly string[] | undefined {
  let first = -1;
  let last = -1;
  let unshown = false;
  // The word as the shell makes it, while each substitution is shown or a named place; whether one is.
  let built = '';
  let placed = false;
  let from = 0;
  for (let i = 0; i < shown.length; i++) {
    const c = shown.charCodeAt(i);
    if (c === 39 /* ' */) {
      const close = shown.indexOf("'", i + 1);
      if (close < 0) break;
      i = close;
    } else if (c === 92 /* \ */) i++;
    else if (c === 36 /* $ */ && shown.charCodeAt(i + 1) === 40 /* ( */) {
      const end = closingParen(shown, i + 2);
      if (!unshown) {
        // Only one `echo`/`printf` prints what the text shows, and a place printer names its place: any
        // other is unshown without a parse.
        const list = shown.slice(i + 2, end - 1);
        const echoes = PRINTS_LITERALLY.test(list.slice(0, 7));
        const out = echoes
          ? substitutionOutput(parseShell(list).commands)
          : PLACE_PRINTER.test(list)
            ? placePrinted(parseShell(list).commands)
            : undefined;
        // An unclosed substitution (closingParen gave the text's end) prints what gate cannot read.
        if (out === undefined || shown.charCodeAt(end - 1) !== 41 /* ) */) unshown = true;
        else {
          placed ||= !echoes;
          built += `${unquotedShown(shown.slice(from, i))}${out}`;
        }
      }
      from = end;
      if (first < 0) first = i;
      i = end - 1;
      last = end;
    }
  }
  if (!unshown) return placed ? [`${built}${unquotedShown(shown.slice(from))}`] : undefined;
  const tail = unquotedShown(shown.slice(last));
  // A tail the word does not end with (a quote the scan misread): the word lands anywhere.
  const anywhere = !word.endsWith(tail) ? PRINTED_DIR : tail === '' ? PRINTED_DIR : `${PRINTED_DIR}/${tail}`;
  return first === 0 ? [anywhere] : [word, anywhere];
}

/**
 * Round 39: a word read with a default's word in (`${D:-.}/.bashrc` as `./.bashrc`): as written, and, as
 * the variable may hold anything the text does not set, each rest after one of its `/` anywhere.
 */
function defaultedReadings(word: string): readonly string[] {
  const out = [word, `${ANYWHERE_DIR}/${word}`];
  for (let i = word.indexOf('/'); i >= 0 && out.length < MAX_EXPANSIONS; i = word.indexOf('/', i + 1))
    out.push(`${ANYWHERE_DIR}${word.slice(i)}`);
  return out;
}

/** A substitution's list that may print literal words (substitutionOutput reads it). */
const PRINTS_LITERALLY = /^\s*(?:echo|printf)\b/i;
/** A substitution's list that may be a place printer (shell-printed-places.ts placePrinted reads it). */
const PLACE_PRINTER = /^\s*(?:pwd|git|mktemp|dirname|basename|realpath|readlink|date|find|grep|ls)\b/;

/** The index after the `)` that closes a shown substitution opened before `from` (its end if none). */
function closingParen(shown: string, from: number): number {
  let depth = 1;
  for (let i = from; i < shown.length; i++) {
    const c = shown.charCodeAt(i);
    if (c === 39 /* ' */) {
      const close = shown.indexOf("'", i + 1);
      if (close < 0) return shown.length;
      i = close;
    } else if (c === 92 /* \ */) i++;
    else if (c === 40 /* ( */) depth++;
    else if (c === 41 /* ) */ && --depth === 0) return i + 1;
  }
  return shown.length;
}

/** A shown run of pieces (plain, single-quoted, escaped) as the value it stands for. */
function unquotedShown(shown: string): string {
  if (!shown.includes("'") && !shown.includes('\\')) return shown;
  let out = '';
  for (let i = 0; i < shown.length; i++) {
    const c = shown[i] as string;
    if (c === "'") {
      const close = shown.indexOf("'", i + 1);
      if (close < 0) return out + shown.slice(i + 1);
      out += shown.slice(i + 1, close);
      i = close;
    } else if (c === '\\') out += shown[++i] ?? '';
    else out += c;
  }
  return out;
}

/** A word naming the working directory (`$PWD`, `${PWD}`, `~+`, `$(pwd)`, `` `pwd` ``) or the last one (`$OLDPWD`, `~-`). */
const DIR_NAME = /^(?:\$\{?(OLD)?PWD\}?|~([+-])|\$\(pwd\)|`pwd`)(?=\/|$)/;

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(?:\[[^\]]*\])?\+?=/;
const isAssignment = (word: string): boolean => word.includes('=') && ASSIGNMENT.test(word);

/** The kind (K_* bits) of the command name resolveWords last returned: the caller asks next, and the lookup is done. */
let resolvedKind = 0;

/**
 * Strips reserved words, assignments and wrappers (`starts` are the words' layers); returns [] when no
 * command runs (`command -v x`, a bare `env`).
 */
function resolveWords(words: readonly string[], starts: readonly number[]): readonly string[] {
  if (starts.length === 0) return [];
  const i = starts[starts.length - 1] as number;
  const name = commandName(words[i] as string);
  const kind = kindOf(name);
  if (kind & K_WRAPPER) return [];
  // The parse's own array serves when it already reads as resolved (read only from here on).
  if (i === 0 && words[0] === name) {
    resolvedKind = kind;
    return words;
  }
  const out = words.slice(i);
  out[0] = name;
  resolvedKind = kind;
  return out;
}

/**
 * Wrapper layers read in one command; past this many the command is too complex to read (commandBudget),
 * as each reader's work per layer spans the words after it (`env env ... env ls`: quadratic unbounded).
 */
export const MAX_COMMAND_LAYERS = 16;

/** Whether layerStarts stopped at MAX_COMMAND_LAYERS with more layers after them. */
export const overLayered = (starts: readonly number[]): boolean => starts.length > MAX_COMMAND_LAYERS;

/**
 * Why the shell text `text` is too complex to read, naming the bound (never the bytes); undefined when
 * it is within every bound. Checked before any rung reads the text (malformed.ts).
 */
export function commandBudget(text: string): string | undefined {
  // Round 54: a text past the parse bound is refused, not read raw: the raw rules missed what a parse
  // reads (`ssh h ` × 44,000 then `sudo id`, 264 kB, was admitted; docs/floor.md, "Round 54").
  if (text.length > MAX_SHELL_TEXT)
    return `command too long to read: more than ${MAX_SHELL_TEXT} characters in one command`;
  // Kept with the text's other facts: an agent's few commands in turn would each be parsed again here.
  const facts = factsOf(text);
  if (facts.budget === undefined) facts.budget = overBudget(text);
  return facts.budget ?? undefined;
}

function overBudget(text: string): string | null {
  const parse = parseCommands(text);
  const { commands } = parse;
  // Each layer starts at its own word: a command of MAX_COMMAND_LAYERS words or fewer cannot pass the bound.
  for (const cmd of commands) {
    if (cmd.words.length <= MAX_COMMAND_LAYERS) continue;
    if (overLayered(layersOf(cmd)))
      return `command too complex to read: more than ${MAX_COMMAND_LAYERS} wrapper layers in one command`;
    // Round 54: `find . -execdir find . -execdir …` nests a command per `-exec`, each read as its own (a
    // 200 kB chain overflowed the stack or the heap); no command an agent writes runs this many.
    if (overExecs(cmd.words))
      return `command too complex to read: more than ${MAX_COMMAND_LAYERS} commands run by find in one command`;
  }
  // Round 55: every reader walks each command and its words, a nested construct's word holding its whole
  // inside (`${x:-$(…` keeps a copy a level): 256 kB of it cost seconds of the one event loop. After the
  // layer bounds: a stack of `eval`s hands on its tail at each layer.
  // Round 61: the write reading reads at most MAX_REPARSE lines of the text's values (valueLines); a text
  // that needs more was read as fewer, silently: too complex to read, refused.
  if (readSize(parse) === undefined && valueLines(commands, VALUE_LINES_READ).length > MAX_REPARSE)
    return `command too complex to read: more than ${MAX_REPARSE} readings of its values in one command`;
  return readSize(parse) ?? null;
}

/**
 * Why the commands of `parse` pass the read bounds, naming the bound; undefined within them. The scripts
 * the text hands on are counted with it as they are read (shell-reading.ts readScript: opaque past them).
 */
function readSize(parse: CommandParse): string | undefined {
  const { commands } = parse;
  if (commands.length > MAX_READ_COMMANDS)
    return `command too complex to read: more than ${MAX_READ_COMMANDS} commands in one command`;
  let chars = 0;
  for (const cmd of commands) for (const w of cmd.words) chars += w.length;
  // A parse stopped at the words' bound (shell-parse.ts stopRead) counts past it.
  if (chars > MAX_READ_WORD_CHARS || parse.past === true)
    return `command too complex to read: more than ${MAX_READ_WORD_CHARS} characters of words in one command`;
  return undefined;
}

/** Whether find's `-exec`, `-execdir`, `-ok` and `-okdir` run more than MAX_COMMAND_LAYERS commands here, nested or not. */
export function overExecs(words: readonly string[]): boolean {
  if (words.length <= MAX_COMMAND_LAYERS) return false;
  let n = 0;
  for (const w of words) if (w === '-exec' || w === '-execdir' || w === '-ok' || w === '-okdir') n++;
  return n > MAX_COMMAND_LAYERS;
}
/** A text longer than this is not parsed: rules read it raw and bare (unreadable: shell-reading.ts). */
export const MAX_SHELL_TEXT = 256 * 1024;

/**
 * layerStarts(cmd.words), found once per parsed command however many readers ask (round 49). Kept with
 * the words it was found for: a reader's copy with other words (`{ ...cmd, words }`) finds its own.
 */
export function layersOf(cmd: SimpleCommand): readonly number[] {
  if (cmd.layersFor === cmd.words) return cmd.layers as readonly number[];
  const starts = layerStarts(cmd.words, cmd);
  cmd.layersFor = cmd.words;
  cmd.layers = starts;
  return starts;
}

/**
 * commandName(cmd.words[0]), with its kind bits and what oneLayer and the wrapper rule ask of it, found
 * once per parsed command however many readers ask (round 50). Kept with the word it was found for: the
 * answers are the word's alone, so a copy with other words (`{ ...cmd, words }`) whose first word differs
 * finds its own, and one whose first word is the same string may read them.
 */
export function headOf(cmd: SimpleCommand): string {
  const first = cmd.words[0] ?? '';
  if (cmd.headFor !== first) fillHead(cmd, first);
  return cmd.head as string;
}
/** headOf's kind bits (kindOf of the command name). */
export function headKindOf(cmd: SimpleCommand): number {
  const first = cmd.words[0] ?? '';
  if (cmd.headFor !== first) fillHead(cmd, first);
  return cmd.headKind as number;
}
function headBitsOf(cmd: SimpleCommand): number {
  const first = cmd.words[0] ?? '';
  if (cmd.headFor !== first) fillHead(cmd, first);
  return cmd.headBits as number;
}
function fillHead(cmd: SimpleCommand, first: string): void {
  const name = commandName(first);
  const kind = kindOf(name);
  let bits = 0;
  if (oneLayer(first, name, kind)) bits |= H_ONE_LAYER;
  if (unknownProgram(name, kind)) bits |= H_UNKNOWN;
  cmd.head = name;
  cmd.headKind = kind;
  cmd.headBits = bits;
  cmd.headFor = first;
}
/** headBits: the first word is its command word (oneLayer). */
const H_ONE_LAYER = 1;
/** headBits: the command name is a program the wrapper rule reads the operands of (unknownProgram). */
const H_UNKNOWN = 2;
/** The kind bits of `name`, read from the command when it is the command's own name (headOf). */
export function nameKindOf(cmd: SimpleCommand, name: string): number {
  return name === headOf(cmd) ? (cmd.headKind as number) : kindOf(name);
}
/** mayWrap(cmd.words), from the kept answers (headOf). */
export function mayWrapOf(cmd: SimpleCommand): boolean {
  return cmd.words[0] !== undefined && (headBitsOf(cmd) & H_ONE_LAYER) === 0;
}
/** hiddenTails(cmd.words, at), the first word's name and kind read from the kept answers when `at` is 0. */
export function tailsOf(cmd: SimpleCommand, at: number): readonly number[] {
  if (at !== 0) return hiddenTails(cmd.words, at);
  const bits = headBitsOf(cmd);
  return hiddenTails(cmd.words, 0, cmd.head as string, (bits & H_UNKNOWN) !== 0);
}

/**
 * Where each layer's command word is: past reserved words and assignments, then past each wrapper and
 * its options (`env -i A=b nice -n 5 sudo rm` has layers env, nice, sudo, rm). Empty when no command.
 * At most MAX_COMMAND_LAYERS + 1 starts (overLayered): a longer stack is refused, not read.
 */
export function layerStarts(words: readonly string[], cmd?: SimpleCommand): readonly number[] {
  // Most commands are one layer from their first word: no array is built for them. The parsed command
  // (layersOf) has its first word's answers kept (headOf).
  if (cmd !== undefined && words.length > 0) {
    const bits = headBitsOf(cmd);
    if (bits & H_ONE_LAYER && hiddenRun(words, 0, cmd.head as string, (bits & H_UNKNOWN) !== 0) < 0)
      return FIRST_WORD;
  } else if (words.length > 0 && oneLayer(words[0] as string) && hiddenRun(words, 0) < 0) return FIRST_WORD;
  const starts: number[] = [];
  let i = 0;
  for (;;) {
    while (i < words.length) {
      const w = words[i] as string;
      // `function f { tar c $1; }`: the word after `function` names the function, runs nothing (round 26).
      if (w === 'function') i += 2;
      // Round 64: `select x in WORDS` (reserved) lists values, runs nothing (loopHeader).
      else if (w === 'select' && loopHeader(words, i)) return starts;
      else if (kindOf(w) & K_RESERVED || isAssignment(w) || coprocName(words, i)) i++;
      else break;
    }
    if (i >= words.length) return starts;
    starts.push(i);
    if (starts.length > MAX_COMMAND_LAYERS) return starts;
    const name = commandName(words[i] as string);
    const wrapper = kindOf(name) & K_WRAPPER ? WRAPPERS.get(name) : undefined;
    if (!wrapper) {
      // `newwrap -x sudo id`: a program the table does not name may run one of its operands.
      const hidden = hiddenRun(words, i, name);
      if (hidden < 0) return starts;
      i = hidden;
      continue;
    }
    if (name === 'command' && (words[i + 1] === '-v' || words[i + 1] === '-V')) return starts;
    i = pastWrapper(words, i, name);
  }
}

const FIRST_WORD: readonly number[] = Object.freeze([0]);

/** Whether a command named `name` can hand a script on (`sh -c`, `eval`, `env -S`, a shell reading input). */
export function handsOnScript(name: string): boolean {
  return (kindOf(name) & K_SCRIPT) !== 0;
}

/**
 * The command name of a command whose first word is its command word (no reserved word, assignment or
 * wrapper in front), literal (no `$` or `{` to expand, no pathname pattern) and handing no script on;
 * undefined otherwise.
 */
export function literalCommandName(first: string): string | undefined {
  if (first.charCodeAt(0) === 37 /* % */) return undefined;
  if (first.includes('$') || first.includes('{') || !oneLayer(first) || isPattern(first)) return undefined;
  const name = commandName(first);
  return handsOnScript(name) ? undefined : name;
}

/** literalCommandName of `words[0]`, unless an argument of it is a command line the program runs. */
export function literalCommand(words: readonly string[], cmd?: SimpleCommand): string | undefined {
  const first = words[0];
  if (first === undefined) return undefined;
  // The parsed command's first word has its answers kept (headOf): the same questions, asked once.
  const head = cmd !== undefined && cmd.words === words ? cmd : undefined;
  let name: string | undefined;
  let kind: number;
  // The common command word (`git`, `ls`, `python3`) is its own lower-case name with nothing to expand:
  // one lookup answers what literalCommandName asks of it (reserved, wrapper, handing on a script).
  // `pwsh.exe` is named `pwsh`, `python3.11` is `python3` (commandName): not their own names.
  // `jruby` is named `ruby` (commandName): its kind says so in the same lookup.
  const bare = isBareName(first) && !first.endsWith('.exe') && !isVersioned(first);
  const bareKind = !bare
    ? 0
    : head !== undefined && headOf(head) === first
      ? headKindOf(head)
      : kindOf(first);
  if (bare && !(bareKind & K_IMPLEMENTATION)) {
    kind = bareKind;
    if (kind & (K_RESERVED | K_WRAPPER | K_SCRIPT)) return undefined;
    name = first;
  } else if (head !== undefined) {
    // literalCommandName(first), its oneLayer and kind read from the kept answers.
    if (first.charCodeAt(0) === 37 /* % */) return undefined;
    if (first.includes('$') || first.includes('{') || !(headBitsOf(head) & H_ONE_LAYER) || isPattern(first))
      return undefined;
    name = head.head as string;
    kind = head.headKind as number;
    if (kind & K_SCRIPT) return undefined;
  } else {
    name = literalCommandName(first);
    if (name === undefined) return undefined;
    kind = kindOf(name);
  }
  if (
    MAKES.has(name) &&
    (makefileFromInput(words, 0) ||
      makeShell(words, 0) !== undefined ||
      makeEval(words).length > 0 ||
      makePrograms(words).length > 0)
  )
    return undefined;
  // Round 44: `| awk -f -`, `| sed -f /dev/stdin`: the program is the input (scriptsOf reads it).
  if (PROGRAM_FILE_READERS.has(name) && fileFromInput(words, 0)) return undefined;
  // `python3 - <<E`, `echo CODE | node`: the program is the input (scriptsOf reads it).
  if (STDIN_CODE.has(name) && codeFromInput(name === first ? words : [name, ...words.slice(1)]))
    return undefined;
  // `docker compose -f - up`: the document is read by scriptsOf.
  if (composeFiles(words, name)?.length) return undefined;
  // Round 41: `| parallel` with no command runs the lines it reads (xargsFed reads them).
  if (name === 'parallel' && parallelBare(words, 0)) return undefined;
  // Round 42: `| awk '{system($0)}'` runs the lines it reads (scriptsOf reads them as a shell's).
  if (LINE_RUNNER_NAMES.has(name) && runsInputLines(name, name === first ? words : [name, ...words.slice(1)]))
    return undefined;
  if ((kind & ~K_TAGS) === 0 && hiddenRun(words, 0, name, !DATA_PROGRAMS.has(name)) >= 0) return undefined;
  return kind & (K_TAKES_COMMAND_LINE | K_MARKS) && optionScripts(name, words).length > 0 ? undefined : name;
}

/**
 * Whether a word is only `[a-z0-9._-]`: then commandName(word) is the word itself, it assigns nothing
 * and is no pattern, so literalCommandName(word) is the word unless its kind says otherwise.
 */
function isBareName(word: string): boolean {
  const n = word.length;
  if (n === 0) return false;
  for (let i = 0; i < n; i++) {
    const c = word.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 45)) return false;
  }
  return true;
}

/** literalCommand(cmd.words), judged once per parsed command however many readers ask. */
export function literalCommandOf(cmd: SimpleCommand): string | undefined {
  const known = cmd.literal;
  if (known !== undefined) return known ?? undefined;
  const name = literalCommand(cmd.words, cmd);
  cmd.literal = name ?? null;
  return name;
}

/**
 * The command lines a bare-named program runs from its own arguments (`npx tsc -p .` runs `'tsc' '-p' '.'`)
 * when they are all that keeps literalCommandOf from naming it; undefined for any other command.
 */
export function ownCommandLines(cmd: SimpleCommand): readonly string[] | undefined {
  const first = cmd.words[0];
  if (
    first === undefined ||
    !isBareName(first) ||
    first.endsWith('.exe') ||
    literalCommandOf(cmd) !== undefined
  )
    return undefined;
  const kind = kindOf(first);
  if (kind & (K_RESERVED | K_WRAPPER | K_SCRIPT) || !(kind & K_TAKES_COMMAND_LINE)) return undefined;
  // A program read from the input is the general reader's (scriptsOf).
  if (STDIN_CODE.has(first) && codeFromInput(cmd.words)) return undefined;
  if (composeFiles(cmd.words, first)?.length) return undefined;
  if (first === 'parallel' && parallelBare(cmd.words, 0)) return undefined;
  // Round 74: `ls | parallel cp x`: a place from input the text does not show is the general reader's (inputPlaced).
  const run = first === 'parallel' ? parallelRun(cmd.words, 0) : undefined;
  if (run !== undefined && runPlaced(cmd.words, 0, run, run)) return undefined;
  if (LINE_RUNNER_NAMES.has(first) && runsInputLines(first, cmd.words)) return undefined;
  if (PROGRAM_FILE_READERS.has(first) && fileFromInput(cmd.words, 0)) return undefined;
  return optionScripts(first, cmd.words);
}

/**
 * The general wrapper rule (docs/floor.md, "Wrappers"): a program the tables do not know, whose operands
 * are not data by its nature, and one of whose operands is a privilege program followed by its
 * arguments (`newwrap -x sudo id`), a shell with a `-c` script (`mywrap bash -c CMD`) or a recursive `rm`,
 * or whose operand after `--` starts a command (`mywrap -- rm -rf /`), runs that command: its index, or -1.
 * Data stays data: `grep sudo f`, `echo rm -rf /`, `apt install sudo vim` name programs they do not run.
 */
function hiddenRun(
  words: readonly string[],
  at: number,
  name = commandName(words[at] as string),
  unknown?: boolean,
): number {
  if (words.length - at < 2 || !(unknown ?? unknownProgram(name, kindOf(name))) || loopHeader(words, at))
    return -1;
  // Round 65: `mywrap bash <<< CMD`, `echo CMD | mywrap x sh -s`: a shell last among the operands, given
  // only options, reads the command's input as its script (a package verb first names it: `apt install sh`).
  const input = inputShell(words, at);
  if (input >= 0) return input;
  if (words.length - at < 3) return -1;
  let first = true;
  for (let j = at + 1; j < words.length - 1; j++) {
    const w = words[j] as string;
    if (w === '--') return j + 1;
    if (w.charCodeAt(0) === 45 /* - */) continue;
    const run = commandName(w);
    // `conda install sudo vim`: package names (round 14, as hiddenTails).
    if (first && PACKAGE_VERBS.has(run)) return -1;
    first = false;
    const next = words[j + 1] as string;
    if (HIDDEN_PRIVILEGE.has(run)) return j;
    if (SHELLS.has(run) && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(next)) return j;
    if (run === 'rm' && /^-(?:[a-zA-Z]*[rR]|-recursive)/.test(next)) return j;
  }
  return -1;
}
/** Round 65: where a shell given only options ends an unknown program's words (hiddenRun), or -1. */
function inputShell(words: readonly string[], at: number): number {
  let j = words.length - 1;
  while (j > at && (words[j] as string).charCodeAt(0) === 45 /* - */) {
    if (/^-[a-zA-Z]*c/.test(words[j] as string) || words[j] === '--') return -1;
    j--;
  }
  if (j <= at || !SHELLS.has(commandName(words[j] as string))) return -1;
  for (let k = at + 1; k < j; k++) {
    const w = words[k] as string;
    if (w.charCodeAt(0) === 45 /* - */) continue;
    return PACKAGE_VERBS.has(commandName(w)) ? -1 : j;
  }
  return j;
}

/**
 * Where a command may start among the operands of a program the tables do not know (`mywrap mkfs
 * /dev/sda`, `foo a b c d e f g h i chmod -R 777 /`): each operand whose word may begin a command a rule
 * or a write target reads (tailHead), at any position, so the reader renders each such tail as a command
 * and the rules judge it (docs/floor.md, "Wrappers"). A known program among the operands does not end
 * the search (`logsave git mkfs /dev/sda` logs to `git` and runs mkfs). None for a data program (`grep`,
 * `echo`, `git`). A lone last word only when it acts by itself (`mywrap reboot`; `make dist` is a
 * target); after a package verb (`conda install sudo vim`) no lone word, and a program refused by its
 * name alone only with an option or a path after it (`mywrap install sudo -u root id`). Past MAX_TAILS heads the last index is -1: the reader
 * refuses the text as opaque, so the work stays linear in the words (MAX_TAILS renderings, no more).
 */
export function hiddenTails(
  words: readonly string[],
  at: number,
  known?: string,
  unknown?: boolean,
): readonly number[] {
  const n = words.length;
  if (n - at < 2) return NO_TAILS;
  const name = known ?? commandName(words[at] as string);
  if (!(unknown ?? unknownProgram(name, kindOf(name))) || loopHeader(words, at)) return NO_TAILS;
  let out: number[] | undefined;
  let first = true;
  let packages = false;
  const targets = NAMES_TARGETS.has(name);
  for (let j = at + 1; j < n; j++) {
    const w = words[j] as string;
    // `envwrap LD_PRELOAD=./x.so ls`, `mytool HOME=. x`: a wrapper that sets what it is given may set a
    // loader or move HOME for the program after it.
    const eq = w.indexOf('=');
    const loader = eq > 0 && j < n - 1 && TAIL_ASSIGNED.has(w.slice(0, eq));
    if (!loader && (w === '' || w.charCodeAt(0) === 45 /* - */ || eq >= 0 || /\s/.test(w))) continue;
    const run = loader ? w : commandName(w);
    if (first) {
      first = false;
      if (PACKAGE_VERBS.has(run)) {
        packages = true;
        continue;
      }
    }
    if (!loader && !tailHead(run)) continue;
    const next = words[j + 1];
    if (next === undefined && (targets || packages || (!ACTS_ALONE.has(run) && !/^mkfs\b/.test(run))))
      continue;
    // `conda install sudo vim`, `pixi add shutdown numpy`: a package name, unless an option or a path
    // follows it (`mywrap add sudo -u root id`, `mywrap install mkfs /dev/sda`).
    if (packages && (ACTS_ALONE.has(run) || /^mkfs\b/.test(run)) && !/^[-+]|\//.test(next ?? '')) continue;
    out ??= [];
    if (out.length >= MAX_TAILS) {
      out.push(-1);
      break;
    }
    out.push(j);
  }
  return out ?? NO_TAILS;
}
const NO_TAILS: readonly number[] = Object.freeze([]);
/**
 * Round 64: `for NAME in WORDS` (or `select`): the words are the values NAME takes, read where the body
 * expands it (shell-values.ts loopNames), no command (`for x in sudo; do echo $x; done` runs echo).
 * Without `in` the parse keeps `do ..` in the same command (`for x do sudo id`): read as before.
 */
const loopHeader = (words: readonly string[], at: number): boolean =>
  (words[at] === 'for' || words[at] === 'select') &&
  words[at + 2] === 'in' &&
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(words[at + 1] as string);
/** A program the tables do not know and whose operands are not data: the wrapper rule reads its operands. */
function unknownProgram(name: string, kind: number): boolean {
  return (kind & ~K_TAGS) === 0 && !DATA_PROGRAMS.has(name);
}
/** Heads judged per command (hiddenTails): more program names than this among operands is opaque. */
const MAX_TAILS = 8;

/**
 * Whether an operand word may begin a command the floor reads: a word the tables know (a wrapper, shell,
 * writer, interpreter ...), a program the floor refuses by name (REFUSED_HEADS), or a name commandName
 * leaves computed (an expansion, a pattern, an escape: only the shell knows it). Any other unknown name
 * (`prod`, `x86_64`, `numpy`, `src/x.ts`, a word of prose in any script) begins nothing a rule reads.
 */
function tailHead(run: string): boolean {
  // Only the shell knows what an expansion, a pattern or an escape names; any other name is itself.
  if (/[$*?[{\\`'"~]/.test(run)) return true;
  // A reserved word among operands is a word (`run x then y`): the shell reads it only as a command word.
  const kind = kindOf(run) & ~(K_RESERVED | K_TAGS);
  // Round 74: and a program the write vocabulary knows (`mywrap nmap -oN F`: shell-transfers.ts).
  return (
    kind !== 0 || REFUSED_HEADS.has(run) || /^mk(?:fs|e2fs|swap|ntfs)/.test(run) || TRANSFER_PROGRAMS.has(run)
  );
}
/**
 * Assignments an unknown program's operand may make for the program it runs (`mywrap LD_PRELOAD=./x.so
 * ls`, `mytool HOME=. x`, `mywrap PATH=/tmp/x ls`: env-like wrappers put their `NAME=value` operands in the environment).
 */
const TAIL_ASSIGNED: ReadonlySet<string> = new Set([...LOADER_NAMES, ...HOME_NAMES, 'PATH']);
/**
 * Whether a tail (hiddenTails) begins with a word whose program the reader reads further than its line
 * (a shell's `-c`, an interpreter's one-liner, `env LD_PRELOAD=...`, a loader assignment): the general
 * reader then reads the tail as a script of its own (`mywrap x python3 -c "os.system('reboot')"`).
 */
export function deepTail(word: string): boolean {
  const eq = word.indexOf('=');
  // A writer's targets are read from the tail itself (tailTargets): only kinds read past their line.
  const further = K_WRAPPER | K_SHELL | K_EVAL | K_INTERPRETER | K_SCRIPT | K_TAKES_COMMAND_LINE | K_MARKS;
  return eq > 0 ? TAIL_ASSIGNED.has(word.slice(0, eq)) : (kindOf(commandName(word)) & further) !== 0;
}
/** Programs whose lone operand names a target, a recipe or a guest's action (`make reboot`, `vagrant halt`). */
const NAMES_TARGETS: ReadonlySet<string> = new Set(
  'make gmake bmake just task rake invoke ninja mage vagrant virsh multipass lxc incus nox tox earthly'.split(
    ' ',
  ),
);
/** Programs that act with no operand at all: a lone last operand naming one runs it (`mywrap reboot`). */
const ACTS_ALONE: ReadonlySet<string> = new Set(
  'reboot halt poweroff shutdown su sudo doas pkexec run0 sudoedit runuser kexec'.split(' '),
);
/**
 * Programs the floor's shell rules refuse by name that the kind table does not know (the table's
 * writers, shells, wrappers and interpreters are heads already); redteam-floor-r15-wrappers.test.ts
 * checks every refused seed of the floor behind ten data operands, so a rule naming a new program
 * fails there until its name is here.
 */
const REFUSED_HEADS: ReadonlySet<string> = new Set(
  (
    'reboot halt poweroff shutdown init telinit kexec su sudo sudoedit doas pkexec run0 runuser gsudo runas wipefs ' +
    'blkdiscard ' +
    'newfs diskutil machinectl systemctl service crontab kill mysql psql gdb vim nvim emacs tmux less ' +
    'more ssh scp sftp socat nc ncat netcat telnet openssl npm npx pnpm yarn bun bunx pip node python ' +
    'ruby perl php docker kubectl helm terraform gcloud gsutil aws rclone gh git ipython jupyter irb ' +
    'iex sendmail mail mailx ftp rsync xargs time timeout nice nohup tar zip sed awk ' +
    // Round 19: host-admin's programs, history's `fc`, mapfile's callback.
    'insmod rmmod modprobe swapoff swapon setenforce setcap cryptsetup losetup mount umount pivot_root mdadm ' +
    'pvcreate pvremove vgcreate vgremove vgextend vgreduce lvcreate lvremove lvresize lvextend lvreduce ' +
    'resize2fs tune2fs fdisk sfdisk sgdisk gdisk cfdisk parted useradd userdel usermod groupadd groupdel ' +
    'groupmod chpasswd adduser deluser addgroup delgroup gpasswd visudo vipw aa-disable aa-complain ' +
    'aa-teardown iptables-restore ip6tables-restore grub-install update-grub grub-mkconfig sysctl iptables ' +
    'ip6tables iptables-legacy iptables-nft ebtables arptables nft ufw firewall-cmd ip ifconfig route ' +
    'hostnamectl timedatectl hostname date hwclock launchctl chattr dmesg update-alternatives fc mapfile readarray ' +
    // Round 20: the account programs of the reading table.
    'passwd chsh chage loginctl ' +
    // Round 37: listeners that hand the network a shell (reverse-shell).
    'telnetd utelnetd ttyd gotty websocketd'
  ).split(' '),
);
/** A first operand that makes the rest package or item names: `conda install sudo vim`, `pixi add x`. */
const PACKAGE_VERBS: ReadonlySet<string> = new Set(
  'install uninstall reinstall add remove search info show list upgrade update outdated why depends view'.split(
    ' ',
  ),
);
/** Whether `words` are a program the tables do not know that runs one of its operands (hiddenRun). */
export const hidesCommand = (words: readonly string[]): boolean =>
  words.length > 0 && hiddenRun(words, 0) >= 0;
/** The programs whose command word among another program's operands is read as what it runs. */
const HIDDEN_PRIVILEGE: ReadonlySet<string> = new Set([
  'sudo',
  'sudoedit',
  'su',
  'doas',
  'pkexec',
  'run0',
  'runuser',
]);
/**
 * Programs whose operands are data (patterns, messages, packages, groups, paths): the general wrapper
 * rule never reads them (`grep -rn sudo src`, `usermod -aG sudo bob`, `apt-get install sudo vim`).
 */
const DATA_PROGRAMS: ReadonlySet<string> = new Set(
  (
    'echo printf grep egrep fgrep zgrep rg ag ack git hg svn man info tldr whatis apropos which whereis type hash help ' +
    'apt apt-get apt-cache aptitude dpkg dpkg-query yum dnf rpm zypper apk pacman brew port snap pip pip3 pipx npm ' +
    'pnpm yarn gem cargo go composer ls cat file stat wc head tail less more touch mkdir rm rmdir cp mv ln chmod ' +
    'chown chgrp diff cmp sort uniq cut tr jq yq locate systemctl service journalctl id groups getent usermod ' +
    'useradd userdel groupadd groupdel gpasswd adduser deluser addgroup delgroup passwd chage visudo pgrep pkill ' +
    'killall ps top htop lsof fuser tar zip unzip gzip gunzip xz bzip2 zstd 7z sha256sum md5sum base64 xxd od ' +
    'hexdump strings basename dirname realpath readlink test [ [[ expr bc seq tee column fmt fold paste join comm ' +
    'nl tac rev shuf split csplit patch docker podman kubectl helm terraform gh glab curl wget ' +
    // Builtins and messengers whose operands are names or words to show, not a command to run.
    'export declare local readonly typeset read set unset unalias compgen complete history fc getopts kill ' +
    'pidof logger wall write notify-send say cowsay figlet banner toilet cheat ' +
    // Test runners, compilers and linters: their operands are files, patterns and names.
    'pytest jest vitest mocha tsc eslint prettier black ruff mypy flake8 pylint isort'
  )
    .split(' ')
    // Round 24: senders' operands are hosts and recipients (`mail -s x -- a@b.c`), not a command after `--`:
    // read as one, the witness gate saw the recipient instead of the mailer.
    .concat([...SENDERS]),
);

/** Whether a command's first word is its command word: no reserved word, assignment or wrapper. */
/** Whether a command's first word is a wrapper, a reserved word or an assignment (more than one layer may follow). */
export const mayWrap = (words: readonly string[]): boolean => words[0] !== undefined && !oneLayer(words[0]);

function oneLayer(first: string, name?: string, nameKind?: number): boolean {
  const kind = name === first && nameKind !== undefined ? nameKind : kindOf(first);
  if (kind & K_RESERVED || isAssignment(first)) return false;
  // A bare name is its own command name (commandName returns the word itself): its kind is known already.
  name ??= commandName(first);
  return !((name === first ? kind : (nameKind ?? kindOf(name))) & K_WRAPPER);
}

export function commandName(word: string): string {
  // One pass from the end finds the last `/` and whether the name after it is already lower-case
  // (`[a-z0-9._-]*`); lastIndexOf and a RegExp each cost more than the whole loop.
  let lower = true;
  let i = word.length - 1;
  for (; i >= 0; i--) {
    const c = word.charCodeAt(i);
    if (c === 47 /* / */) break;
    if (lower && !((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 45))
      lower = false;
  }
  let base = i >= 0 ? word.slice(i + 1) : word;
  // `/proc/self/exe` (or `/proc/$$/exe`) is the program running it: in a shell's command, the shell.
  if (base === 'exe' && PROC_EXE.test(word)) return 'sh';
  // zsh expands a command word `=name` to the path of `name` (`=sudo id` runs sudo).
  if (base.charCodeAt(0) === 61 /* = */ && i < 0 && base.length > 1) base = base.slice(1);
  const name = lower ? base : base.toLowerCase();
  // Under WSL `powershell.exe`, `pwsh.exe`, `bash.exe` are the Windows programs of those names (round 17:
  // `powershell.exe -Command CMD` was not read as PowerShell's `-Command`).
  if (name.length > 4 && name.endsWith('.exe')) return name.slice(0, -4);
  // Round 22: a versioned interpreter or shell is that program (`python3.11`, `php8.2`, `tclsh8.6`, `pypy3`).
  if (!isVersioned(name)) return name.length < 5 ? name : (IMPLEMENTATIONS.get(name) ?? name);
  // A Python build by its tags (PYTHON_BUILD) matches no VERSIONED: python3 too.
  const m = VERSIONED.exec(name);
  return m?.[1] === undefined ? 'python3' : m[1];
}
/** A Python build's name: a version, then ABI tags or Debian's `-dbg` (`python3.13t`, `python3-dbg`). */
const PYTHON_BUILD = /^python[23]?(?:\.\d+)*(?:[dmtu]+|-dbg)(?:-dbg)?$/;
/** Whether a lower-case name is a versioned interpreter's (VERSIONED, tried only when it ends in a digit) or a Python build. */
function isVersioned(name: string): boolean {
  const last = name.charCodeAt(name.length - 1);
  if (last >= 48 && last <= 57) return VERSIONED.test(name);
  // Round 70: Python's builds by their ABI tags (`python3.13t` free-threaded, `python3.7m`, `python3.12d`,
  // Debian's `python3-dbg`) take `-c` as python3 does.
  return name.startsWith('python') && PYTHON_BUILD.test(name);
}
/** A program name with a version after it: the program (pypy, with no group, is Python's `python3`). */
const VERSIONED =
  /^(?:(python[23]|php|ruby|perl|lua|luajit|tclsh|wish|node|nodejs|bash|zsh|ksh|mksh|dash|gawk|expect)|pypy[23]?)(?:[.-]?\d+)+$|^pypy[23]?$/;

/**
 * Round 23: other implementations of an interpreter take its one-liner options and run its code (`jruby -e`,
 * `graalpy -c`, `micropython -c`): read as the interpreter they implement.
 */
const IMPLEMENTATIONS: ReadonlyMap<string, string> = new Map([
  ['jruby', 'ruby'],
  ['truffleruby', 'ruby'],
  ['graalpy', 'python3'],
  ['graalpython', 'python3'],
  ['jython', 'python'],
  ['micropython', 'python3'],
  ['ipython', 'python3'],
  ['ipython3', 'python3'],
  ['pyston', 'python3'],
  ['pyston3', 'python3'],
  ['cpython', 'python3'],
]);

const PROC_EXE = /^\/proc\/(?:self|thread-self|\$\$|\$\{\$\}|\d+)\/exe$/;

// SHELLS is vocabulary (shell-vocabulary.ts); re-exported here for the modules that read it from shell.ts.
export { SHELLS };

/** Job queues that run the shell commands they read on standard input later (`echo CMD | at now`). */
const QUEUES: ReadonlySet<string> = new Set(['at', 'batch']);
/** make and its kin: a makefile's recipe lines are shell commands (`make -f -` reads one on its input). */
const MAKES: ReadonlySet<string> = new Set(['make', 'gmake', 'bmake', 'pmake', 'remake']);

/**
 * Whether the make at `words[start]` reads a makefile from its standard input (`-f -`, `-sf-`,
 * `--file=/dev/stdin`, `--makefile -`): its input is then a script, as a shell's is (docs/floor.md).
 */
export function makefileFromInput(words: readonly string[], start: number): boolean {
  return MAKES.has(commandName(words[start] as string)) && fileFromInput(words, start);
}

/**
 * Whether the program at `words[start]` takes its `-f FILE` (`-sf-`, `--file=/dev/stdin`, make's
 * `--makefile -`) from its standard input: its input is then its program (a makefile, an awk or sed script).
 */
function fileFromInput(words: readonly string[], start: number): boolean {
  for (let i = start + 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') return false;
    let value: string | undefined;
    const long = /^--(?:file|makefile)(?:=(.*))?$/s.exec(w);
    if (long) value = long[1] ?? words[i + 1];
    else {
      const short = /^-[A-Za-z]*f(.*)$/s.exec(w);
      if (short && !w.startsWith('--')) value = short[1] === '' ? words[i + 1] : short[1];
    }
    if (value !== undefined && STDIN_FILES.has(value)) return true;
  }
  return false;
}

/**
 * The program a make at `words[start]` runs its recipes under, given as an operand (`SHELL=PROG`,
 * `SHELL:=PROG`, `.SHELLFLAGS=...` beside it); undefined when none (make ignores SHELL from the
 * environment). Round 17: `make SHELL='sudo sh' all` was admitted.
 */
export function makeShell(words: readonly string[], start: number): string | undefined {
  for (let i = start + 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.startsWith('SHELL') && MAKE_SHELL.test(w)) return w.slice(w.indexOf('=') + 1);
  }
  return undefined;
}
const MAKE_SHELL = /^SHELL(?:::?|\?|\+)?=/;

/** Round 50: fish's options whose value it runs as code. */
const FISH_CODE_OPTIONS: readonly string[] = ['-c', '--command', '-C', '--init-command'];
/** The script of `sh -c '...'`, `bash -lc '...'`, `eval ...`, `env -S '...'`; undefined otherwise. */
export function innerScript(words: readonly string[]): string | undefined {
  const name = words[0] as string;
  if (name === 'eval') return words.slice(1).join(' ');
  // Round 59: env's own splitting of `-S`, with the operands after it (`env -S 'sh -c' 'sudo id'`), read
  // beside the string as shell text (rounds 37-58's reading, kept: an over-read, never fewer refusals).
  if (name === 'env') {
    const raw = optionValue(words, ['-S', '--split-string']) ?? envClusterS(words);
    const line = envSplitLine(words);
    return line === undefined ? raw : raw === undefined ? line : `${line}\n${raw}`;
  }
  if (name === 'pwsh' || name === 'powershell') return powershellCommand(words, name === 'powershell');
  // `script -c CMD` runs CMD through a shell, as `sh -c` does.
  if (name === 'script') return scriptCommand(words);
  // Round 50: a POSIX shell's options as it reads them (`bash -o pipefail -c CMD`, `sh -c -e CMD`).
  if (POSIX_INVOKED.has(name)) {
    const inv = shellInvocation(words, 0);
    const script = inv.scripted ? words[inv.operand] : undefined;
    return script === undefined ? undefined : withPositional(script, words.slice(inv.operand + 1));
  }
  // Round 50: fish's options are getopt's, anywhere among its words, and `-C`/`--init-command` runs too
  // (`fish -d 3 -c CMD`, `fish -C CMD`: admitted on the base).
  if (name === 'fish') {
    const code = optionValues(words, FISH_CODE_OPTIONS).filter((v) => v !== '');
    return code.length === 0 ? undefined : code.join('\n');
  }
  if (SHELLS.has(name)) {
    for (let i = 1; i < words.length; i++) {
      const w = words[i] as string;
      // PowerShell's options are case-blind (`-Command`); a POSIX shell's `-C` is noclobber.
      const letters = name === 'pwsh' || name === 'powershell' ? w.toLowerCase() : w;
      if (w === '-c' || w === '--command' || (/^-[a-z]+$/i.test(w) && letters.includes('c'))) {
        const script = words[i + 1];
        // `sh -c SCRIPT NAME ARG...`: SCRIPT reads NAME as $0 and each ARG as $1...
        if (script === undefined || name === 'su') return script;
        return withPositional(script, words.slice(i + 2));
      }
      if (!w.startsWith('-')) return undefined;
    }
  }
  return undefined;
}

/**
 * The command `script` runs: its `-c CMD` wherever it stands (round 44: util-linux permutes its options,
 * so `script /dev/null -qc CMD` runs CMD; `-qcCMD`, `--comm CMD`, `--command=CMD` too), else BSD's `script
 * [-q] FILE CMD ARG...` (round 42); undefined when it runs none, and then starts a shell on its input.
 */
function scriptCommand(words: readonly string[]): string | undefined {
  let file: number | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') {
      file ??= i + 1;
      break;
    }
    if (w.charCodeAt(0) !== 45 /* - */ || w === '-') {
      file ??= i;
      continue;
    }
    if (w.charCodeAt(1) === 45 /* - */) {
      const eq = w.indexOf('=');
      const long = eq < 0 ? w : w.slice(0, eq);
      // `--command` is the only long option starting `--c`: getopt_long takes any cut of it.
      if (long.length > 2 && '--command'.startsWith(long)) return eq < 0 ? words[i + 1] : w.slice(eq + 1);
      if (eq < 0 && SCRIPT_LONG_VALUED.some((o) => long.length > 3 && o.startsWith(long))) i++;
      continue;
    }
    for (let k = 1; k < w.length; k++) {
      const c = w[k] as string;
      if (c === 'c') return k + 1 < w.length ? w.slice(k + 1) : words[i + 1];
      // A letter that takes a value ends the cluster (its value, else the next word); util-linux's
      // `-t[FILE]` takes only an attached one (BSD's `-t SECONDS` leaves a number read as the file).
      if (SCRIPT_VALUED.includes(c)) {
        if (k + 1 === w.length) i++;
        break;
      }
      if (c === 't') break;
    }
  }
  return file === undefined ? undefined : bsdScriptCommand(words, file);
}

/** script's letters that take a value (BSD's `-T`, util-linux's logs, limits and echo). */
const SCRIPT_VALUED = 'TIOBEmo';
/** util-linux script's long options that take the next word as their value. */
const SCRIPT_LONG_VALUED = [
  '--echo',
  '--log-in',
  '--log-out',
  '--log-io',
  '--log-timing',
  '--logging-format',
  '--output-limit',
];

/**
 * Whether layer `k` of `words` is a program that, with no command of its own, starts a shell that reads
 * its standard input (BARE_SHELLS): it is the last layer (a command after it would be a layer), script
 * runs no `-c` or BSD command, sg names only its group.
 */
export function bareShell(words: readonly string[], starts: readonly number[], k: number): boolean {
  const start = starts[k] as number;
  const name = commandName(words[start] as string);
  if (!BARE_SHELLS.has(name) || k !== starts.length - 1) return false;
  const own = words.slice(start);
  own[0] = name;
  if (name === 'script') return scriptCommand(own) === undefined;
  if (name === 'sg') return !own.includes('-c') && own.slice(1).filter((w) => !w.startsWith('-')).length <= 1;
  return true;
}

/**
 * Round 45: whether a command line a program runs (an option script: `os.system("sh")`, dc's `!sh`) starts
 * a shell that reads its standard input, which it shares with the program (`sh`, `bash -s`, `/bin/sh -i`,
 * `exec sh`), not one fed by a pipe or a redirection of its own. Only a line naming a shell is parsed.
 */
function startsShellOnInput(line: string): boolean {
  if (!SHELL_WORD.test(line)) return false;
  const cmds = parseCommands(line, false).commands;
  for (let i = 0; i < cmds.length; i++) {
    const cmd = cmds[i] as SimpleCommand;
    if (cmd.list !== 0 || cmd.stdin.length > 0 || cmd.redirects.some((r) => r.op.startsWith('<'))) continue;
    if (commandBefore(cmds, i)?.sep === '|') continue;
    const starts = layersOf(cmd);
    if (starts.length > 0 && scriptSource(cmd, starts, starts.length - 1) === 'input') return true;
  }
  return false;
}
/** Round 46: whether the last layer `k` is script, whose `-c` command line starts a shell on its input. */
function scriptStartsShell(cmd: SimpleCommand, starts: readonly number[], k: number): boolean {
  if (k !== starts.length - 1 || commandName(cmd.words[starts[k] as number] as string) !== 'script')
    return false;
  const own = cmd.words.slice(starts[k]);
  own[0] = 'script';
  const line = scriptCommand(own);
  return line !== undefined && startsShellOnInput(line);
}
/** A line that may name a shell (startsShellOnInput parses only these). */
const SHELL_WORD = new RegExp(`(?:^|[\\s/'"])(?:${[...SHELLS].join('|')})(?![\\w.-])`);

/** The command BSD script runs after its file operand at `at`; undefined when none follows. */
function bsdScriptCommand(words: readonly string[], at: number): string | undefined {
  const run = words.slice(at + 1);
  return run.length === 0 ? undefined : quoteWords(run);
}

/**
 * env's `-S` inside a cluster of its own options (`env -S'sudo id'`, `-iS CMD`, `-vS'CMD'`: GNU env reads
 * the rest of the word, or else the next word, as the split string); undefined when none. Only env's
 * options, before its first other word, are read.
 */
function envClusterS(words: readonly string[]): string | undefined {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.charCodeAt(0) !== 45 /* - */ || w === '--' || w === '-') return undefined;
    if (w.charCodeAt(1) === 45) continue;
    for (let k = 1; k < w.length; k++) {
      const c = w[k] as string;
      if (c === 'S') return k + 1 < w.length ? w.slice(k + 1) : words[i + 1];
      // `-u NAME`, `-C DIR`, `-a ARG0` take the rest of the word (or the next): no S after them.
      if (c === 'u' || c === 'C' || c === 'a') {
        if (k + 1 === w.length) i++;
        break;
      }
    }
  }
  return undefined;
}

/**
 * Round 75 (docs/floor.md "Round 75 (rt-literals-r75)"): a PowerShell script for the shell reader: its comments
 * blanked, its literals in a shell's quotes (`<# " #>` paired a quote with a command's); unreadable, unseen.
 */
function powershellAsShell(script: string): string {
  const read = readCode(script, 'powershell');
  return read.unseen === undefined ? read.text : `${UNSEEN_MARK} literals`;
}

/**
 * The command PowerShell runs from its arguments: `-Command` (any prefix, `-` `--` or `/`, any case) and
 * all after it joined; Windows PowerShell's first operand is `-Command`'s (pwsh's is `-File`'s). Valued
 * options skip their value (round 17: `-ExecutionPolicy Bypass -Command CMD` read `Bypass` as the command).
 */
function powershellCommand(words: readonly string[], operandIsCommand: boolean): string | undefined {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    const opt = PWSH_OPTION.exec(w);
    if (opt === null) return operandIsCommand ? words.slice(i).join(' ') : undefined;
    const key = (opt[1] as string).toLowerCase();
    if ('command'.startsWith(key)) return words.slice(i + 1).join(' ');
    // `-File` runs a script the text does not show; `-EncodedCommand` is read by pwshEncoded.
    if ('file'.startsWith(key) || 'encodedcommand'.startsWith(key) || key === 'ec') return undefined;
    if (opt[2] === undefined && pwshValued(key)) i++;
  }
  return undefined;
}
const PWSH_OPTION = /^(?:--?|\/)([A-Za-z]+)(:.*)?$/s;
const PWSH_VALUED = [
  'executionpolicy',
  'windowstyle',
  'inputformat',
  'outputformat',
  'version',
  'psconsolefile',
  'configurationname',
  'configurationfile',
  'workingdirectory',
  'custompipename',
  'settingsfile',
  'encodedarguments',
];
const PWSH_VALUED_ALIASES: ReadonlySet<string> = new Set([
  'ep',
  'ex',
  'w',
  'if',
  'of',
  'o',
  'v',
  'wd',
  'config',
]);
const pwshValued = (key: string): boolean =>
  PWSH_VALUED_ALIASES.has(key) || (key.length >= 2 && PWSH_VALUED.some((o) => o.startsWith(key)));

/**
 * Round 56: `cmd` with each command word at a layer start that holds `$` or `{` expanded (expandWord: `{a,b}`, `$q`), each shown form kept
 * in step (an expanded word shown as each of its pieces); undefined when none expands. A copy with the
 * expanded words and the unexpanded shown forms was indexed past their end by the readers that read both
 * (a TypeError thrown out of the kernel: `find . -exec A=1 ''rm $HOME \;`, found by the generated hunt).
 */
export function expandedCommand(
  cmd: SimpleCommand,
  vars: ReadonlyMap<string, string>,
  starts: readonly number[],
): SimpleCommand | undefined {
  let words: string[] | undefined;
  let shown: string[] | undefined;
  for (let k = starts.length - 1; k >= 0; k--) {
    const at = starts[k] as number;
    const w = cmd.words[at] as string;
    if (w.includes('$') || w.includes('{')) {
      words ??= [...cmd.words];
      shown ??= [...cmd.shown];
      let pieces = expandWord(w, vars);
      // Round 59 (second pass): a value naming another variable the text sets (`x=tee; y=$x; $y -a
      // ~/.bashrc`) is spelled through it, as deep as chainsPast reads (past it the word is opaque).
      // Each hop may multiply the pieces (`c='x x ..'; b='$c $c ..'; a='$b $b ..'; $a`): past
      // MAX_EXPANDED_CHARS in all the call is refused, as one word's expansion is.
      for (let hop = 0; hop < MAX_CHAIN && pieces.some((p) => namesSet(p, vars)); hop++) {
        const next: string[] = [];
        let chars = 0;
        for (const p of pieces)
          for (const q of namesSet(p, vars) ? expandWord(p, vars) : [p]) {
            chars += q.length + 1;
            if (chars > MAX_EXPANDED_CHARS) throw new ExpansionTooLarge("a word's expansion");
            next.push(q);
          }
        pieces = next;
      }
      // Joined, not spread: a call's arguments are bounded by the stack (a value of 10^5 words is one word here).
      words = words.slice(0, at).concat(pieces, words.slice(at + 1));
      shown = shown.slice(0, at).concat(
        pieces.map((p) => showPiece(p)),
        shown.slice(at + 1),
      );
    }
  }
  return words === undefined ? undefined : { ...cmd, words, shown: shown as string[], literal: undefined };
}

/**
 * The scripts command `cmds[i]` hands to a shell: the `sh -c` / `eval` / `env -S` text at any wrapper
 * layer, its here-documents and here-strings when a shell reads them, and `echo ... | sh`.
 */
export function scriptsOf(
  cmds: readonly SimpleCommand[],
  i: number,
  starts: readonly number[] = layersOf(cmds[i] as SimpleCommand),
  /** Every command of the parse, substitutions' lists included (`cmds` may be one list of it). */
  all: readonly SimpleCommand[] = cmds,
  /** The command read in `cmds[i]`'s place (round 46: a command find runs, on find's input). */
  cmd: SimpleCommand = cmds[i] as SimpleCommand,
): readonly string[] {
  // Only a shell, eval, env, script, source or `.` hands on a script: most commands end here.
  let scripted = false;
  let stdinMake = false;
  // A pipe's consumer named by an expansion (`curl URL | {lua,}`) is read as its first word (round 23).
  const piped = commandBefore(cmds, i)?.sep === '|';
  // `gh secret set X < .env`, `git add -f .env && git push`: a credential file sent by a store or a push
  // (round 25); told by the name's kind, the one lookup each layer makes already.
  let stores = false;
  // Indexed: for-of over the layers' lists (of several shapes) made an iterator result object a step (round 51).
  for (let k = 0; k < starts.length; k++) {
    const start = starts[k] as number;
    const word = cmd.words[start] as string;
    const name = piped ? consumerName(word) : commandName(word);
    const kind = kindOf(name);
    if (kind & K_SCRIPT || takesCommandLine(name) || LINE_RUNNER_NAMES.has(name)) scripted = true;
    if (kind & K_MAKE && makefileFromInput(cmd.words, start)) scripted = stdinMake = true;
    if (kind & K_MAKE && makeShell(cmd.words, start) !== undefined) scripted = true;
    if (kind & K_MAKE && makePrograms(cmd.words.slice(start)).length > 0) scripted = true;
    if (kind & K_MAKE && cmd.words.some((w) => w.startsWith('-E') || w.startsWith('--ev'))) scripted = true;
    // The name first: composeFiles of any other program is undefined, and the copy of the words is not made.
    if (mayCompose(name) && composeFiles(cmd.words.slice(start), name)?.length) scripted = true;
    if (EXEC_FINDERS.has(name) && start === starts[starts.length - 1]) scripted = true;
    if (kind & K_STORE && !stores) stores = storesCredential(cmds, i, start, name, all);
  }
  // `GIT_SSH_COMMAND=CMD git fetch`, `env PAGER=CMD man x`: a program runs CMD from its environment.
  // Round 53: `export NODE_OPTIONS="$(cat f)"`: a declaring builtin's values are read as written too
  // (its extractor sees the words, where a substitution's text is dropped).
  let env =
    starts.length === 1 && starts[0] === 0 && !DECLARING_BUILTINS.has(cmd.words[0] as string)
      ? NO_SCRIPTS
      : envScripts(
          cmd.words,
          (path) => writesFile(all, commandName, path),
          (name) => assignedNames(all).has(name),
          cmd.shown,
        );
  // `HOME=. node x.js`: with HOME moved by the text, a program not known to ignore it may load its code.
  const last = starts[starts.length - 1];
  if (last !== undefined && cmd.words[last] !== undefined && homeMoved(all)) {
    const run = commandName(cmd.words[last] as string);
    if (!HOME_IGNORERS.has(run) && !isAssignment(cmd.words[last] as string))
      env = [...env, `${UNSEEN_MARK} HOME`];
  }
  if (stores) env = [...env, CREDENTIAL_SENT_MARK];
  // Round 60: `PROMPT_COMMAND=(CMD ..)`, `+=(..)`: an interactive bash (5.1+) runs every element.
  if (cmd.array && PROMPT_ARRAY.test(cmd.words[cmd.words.length - 1] as string)) {
    const elements = arrayElements(cmds, i)?.words.filter((w) => w.trim() !== '') ?? [];
    env = [...env, ...elements];
  }
  if (!scripted) return env;
  const out: string[] = [...env];
  let shell = false;
  let pwshInput = false;
  for (const start of starts) {
    const word = cmd.words[start] as string;
    const name = piped ? consumerName(word) : commandName(word);
    // `git --upload-pack=CMD`, `tar --to-command=CMD`, `python -c 'os.system("CMD")'` ... run CMD.
    if (takesCommandLine(name)) {
      let words = start === 0 ? cmd.words : cmd.words.slice(start);
      // `ssh h 'bash -s' < <(curl URL)`: the local input is the remote shell's script (round 28).
      if (REMOTE_SHELLS.has(name) && remoteReadsInput(words, 0)) shell = true;
      // `H=~; tar czf - $H`: a variable the text gives a home names it (round 24).
      const homes = homeVariables(all);
      if (homes.size > 0 && words.some((w) => w.includes('$'))) words = words.map((w) => withHomes(w, homes));
      const own = optionScripts(name, words);
      out.push(...own);
      // Round 45: `echo CMD | python3 -c 'os.system("sh")'`, `| dc -e '!sh'`: the shell it starts on a
      // command line of its own reads the input the program inherited.
      if (!shell && start === starts[starts.length - 1] && own.some(startsShellOnInput)) shell = true;
      // `cd ~ && tar czf - .`: a text that goes home packs it by `.` (round 23).
      if (wentHome(all)) out.push(...homeSentFromHome(words));
      // `cd /root/..; tar c root`, `cp -r ~ /tmp/h; tar c /tmp/h`: a home where the text put it (round 25).
      const places = placesOf(all);
      if (places !== undefined) {
        const moved = homeOperands(words, places, spellHomes(homes));
        if (moved !== words) out.push(...optionScripts(name, moved));
      }
      // `find ~ | cpio -o`, `tar -T <(find ~) -cf -`: a list of the home's files packed (round 24).
      if (packsList(words) && listedHome(cmds, i, all, homes)) out.push(HOME_SENT_MARK);
    }
    // `make SHELL='sudo sh'`: every recipe line runs under that program.
    const makeWith = MAKES.has(name) ? makeShell(cmd.words, start) : undefined;
    if (makeWith !== undefined) out.push(makeWith);
    // Round 51: `make CC='sudo id' x.o`: an implicit rule runs the program its operand names.
    if (MAKES.has(name)) out.push(...makePrograms(cmd.words.slice(start)));
    // Round 47: `make --eval='all:;CMD'`: the recipe lines make's own options give; one that starts a shell
    // reads make's input (`echo CMD | make --eval='all:;sh' -f /dev/null`, real GNU make ran CMD).
    if (MAKES.has(name)) {
      const recipes = makeEval(cmd.words.slice(start));
      out.push(...recipes);
      if (!shell && start === starts[starts.length - 1] && recipes.some(startsShellOnInput)) shell = true;
    }
    // `python3 - <<E ... E`, `echo CODE | node`: the input is the program, read as its one-liner would be.
    const flag = STDIN_CODE.get(name);
    if (flag !== undefined) {
      const words = [name, ...cmd.words.slice(start + 1)];
      if (codeFromInput(words)) {
        const input = scriptInput(cmds, i, all);
        for (const code of [...cmd.stdin, ...input.texts]) {
          out.push(...(code === DOWNLOADED_MARK ? [code] : inputScripts(name, flag, code, words)));
          // Round 41: the program on the input is its one-liner to every reader (writes, extractions,
          // hosts), as `python3 -c CODE` is: `echo 'open("/root/.bashrc","w")' | python3` was admitted.
          if (code !== DOWNLOADED_MARK && !readsLines(name) && !STDIN_STATEMENTS.has(name))
            out.push(quoteWords([name, flag, code]));
        }
        // `base64 -d | python3`: a program another program computes, as `| sh` is refused; `gdb < cmds`
        // runs a file gate cannot read (a database shell's is a dump).
        const unseen = input.unknown || (readsLines(name) && cmd.redirects.some((r) => r.op === '<'));
        if (unseen && !STDIN_STATEMENTS.has(name)) out.push(`${UNSEEN_MARK} input`);
      }
    }
    // Round 44: `echo PROG | awk -f -`, `sed -f /dev/stdin F`: the input is the program, read as inline.
    if (PROGRAM_FILE_READERS.has(name) && fileFromInput(cmd.words, start)) {
      const input = scriptInput(cmds, i, all);
      for (const code of [...cmd.stdin, ...input.texts])
        out.push(code === DOWNLOADED_MARK ? code : quoteWords([name, code]));
      if (input.unknown) out.push(`${UNSEEN_MARK} input`);
    }
    // `docker compose -f - up <<E`: the document on the input asks of the host as `docker run` options do.
    const composed = composeFiles(cmd.words.slice(start), name);
    if (composed?.some((f) => STDIN_FILES.has(f)))
      for (const doc of [...cmd.stdin, ...scriptInput(cmds, i, all).texts]) out.push(...composeHostAsks(doc));
    // Round 42: a program that runs each line it reads (`awk '{system($0)}'`) is a shell on its input.
    if (LINE_RUNNER_NAMES.has(name) && runsInputLines(name, cmd.words.slice(start))) shell = true;
    // Round 44: `echo CMD | script -q /dev/null`, `| fakeroot`, `| chroot /`: a shell on the input.
    if (start === starts[starts.length - 1] && bareShell(cmd.words, starts, starts.length - 1)) shell = true;
    // Round 46: `echo CMD | find . -exec sh \;`: what `-exec` runs reads find's input, as if in its place.
    // Each distinct command once, at most MAX_INHERITORS (each re-reads the input); past them the input
    // is read as a script, whatever the rest run (a 200 kB list of `-exec sh \;` was quadratic).
    if (EXEC_FINDERS.has(name) && start === starts[starts.length - 1]) {
      const seen = new Set<string>();
      for (const inner of findInheritors(cmd.words.slice(start))) {
        const key = inner.join('\0');
        if (seen.has(key)) continue;
        if (seen.size === MAX_INHERITORS) {
          shell = true;
          break;
        }
        seen.add(key);
        const self = { ...cmd, words: inner, shown: inner, literal: undefined };
        out.push(...scriptsOf(cmds, i, layerStarts(inner), all, self));
      }
    }
    if (!handsOnScript(name)) continue;
    const words = start === 0 ? [...cmd.words] : cmd.words.slice(start);
    words[0] = name;
    const script = innerScript(words);
    const powershell = name === 'pwsh' || name === 'powershell';
    // Round 75: PowerShell's script read as a shell's with PowerShell's comments and quotes (code-literals.ts).
    if (script !== undefined) out.push(powershell ? powershellAsShell(script) : script);
    // Round 69: PowerShell's script as PowerShell reads it too (its cmdlets' writes, the programs it starts).
    if (powershell) pwshInput = true;
    if (script !== undefined && powershell) out.push(...powershellScripts(script));
    // Round 46: `echo CMD | script -qc sh /dev/null`: the command line a layer hands on starts a shell on
    // the input it shares (round 45 read this for option scripts).
    if (!shell && script !== undefined && start === starts[starts.length - 1] && startsShellOnInput(script))
      shell = true;
    if (SHELLS.has(name) || QUEUES.has(name) || name === 'source' || name === '.') shell = true;
  }
  if (!shell && !stdinMake) return out;
  // What a shell reads on its standard input is a script (and a makefile read there, its recipes).
  const input = [...cmd.stdin, ...scriptInput(cmds, i, all).texts];
  out.push(...input);
  // Round 69: pwsh's input (`pwsh -c - <<E`, `echo .. | pwsh -`) as PowerShell reads it too.
  if (pwshInput) for (const text of input) out.push(...powershellScripts(text));
  return out;
}

/**
 * The commands an `xargs` layer of `cmds[i]` runs on what the stage before lists, when the text shows it
 * (listedWords): appended, or in place of its `-I` replace string (one command for each, at most four).
 */
export function xargsFed(
  cmds: readonly SimpleCommand[],
  i: number,
  starts: readonly number[],
  /** Round 41: only names the text spells (echo, printf, a here-document), not find's reach. */
  named = false,
): string[] {
  const cmd = cmds[i] as SimpleCommand;
  const prev = commandBefore(cmds, i);
  if (prev === undefined || prev.sep !== '|' || prev.list !== cmd.list) return [];
  const out: string[] = [];
  for (let k = 0; k < starts.length; k++) {
    const at = starts[k] as number;
    const prog = commandName(cmd.words[at] as string);
    // Round 27: parallel reads its input as xargs does, into `{}` where its command has one (its command
    // is no layer of its own: the first word after its options).
    const next =
      prog === 'parallel' ? parallelRun(cmd.words, at) : prog === 'xargs' ? starts[k + 1] : undefined;
    // Round 41: parallel with no command runs each line it reads as one (`echo 'sudo id' | parallel`).
    if (next === undefined && prog === 'parallel' && parallelBare(cmd.words, at)) {
      out.push(...(listedWords(prev, named) ?? []));
      continue;
    }
    if (next === undefined) continue;
    const listed = listedWords(prev, named);
    if (listed === undefined || listed.length === 0) return out;
    const run = cmd.words.slice(next);
    const replace = replaceOf(prog, cmd.words.slice(at + 1, next), run);
    // `find ~ | xargs cat`: every file of the home printed, as packing it (round 25).
    if (CONTENT_DUMPERS.has(commandName(run[0] ?? '')) && listed.some(namesWholeHome))
      out.push(HOME_SENT_MARK);
    // parallel hands its command's words to a shell as one line (`parallel 'rm -rf {}'`); xargs runs them.
    const line = (ws: string[]): string => (prog === 'parallel' ? ws.join(' ') : quoteWords(ws));
    if (replace === undefined || replace === '') out.push(line([...run, ...listed]));
    else for (const w of listed.slice(0, 4)) out.push(line(run.map((x) => x.split(replace).join(w))));
  }
  return out;
}

/**
 * Round 74 (docs/floor.md): whether xargs or parallel at a layer of `cmds[i]` gives its command the place
 * it writes from input the text does not show (`xargs cp x < f`, `find . | xargs -I{} docker cp c:/x {}`):
 * the command writes its last operand (shell-transfers.ts placeLast), which is appended input, or holds
 * the replace string. Input the text lists (`echo F | xargs cp x`) is xargsFed's, read as written.
 */
function inputPlaced(
  cmds: readonly SimpleCommand[],
  i: number,
  words: readonly string[],
  starts: readonly number[],
): boolean {
  const cmd = cmds[i] as SimpleCommand;
  for (let k = 0; k < starts.length; k++) {
    const at = starts[k] as number;
    const prog = commandName(words[at] as string);
    const next = prog === 'parallel' ? parallelRun(words, at) : prog === 'xargs' ? starts[k + 1] : undefined;
    if (next === undefined) continue;
    // Input the stage before lists is xargsFed's; `-a F` reads F instead.
    const prev = commandBefore(cmds, i);
    const fromFile = words.slice(at + 1, next).some((w) => w.startsWith('-a') || w.startsWith('--arg-file'));
    if (
      !fromFile &&
      prev?.sep === '|' &&
      prev.list === cmd.list &&
      (listedWords(prev, true)?.length ?? 0) > 0
    )
      return false;
    if (runPlaced(words, at, next, prog === 'xargs' ? (starts[starts.length - 1] as number) : next))
      return true;
    // `xargs -I{} sh -c 'cp x {}'`, `xargs sh -c 'cp x "$1"' _`: a place the run's script takes from input.
    const last = starts[starts.length - 1] as number;
    const script = prog === 'xargs' ? shellScript(words.slice(last)) : undefined;
    if (script === undefined) continue;
    const replace = replaceOf(prog, words.slice(at + 1, next), words.slice(next)) ?? '$';
    for (const c of parseCommands(script, false).commands) {
      const run = c.words.slice();
      if (run.length > 0) run[0] = commandName(run[0] as string);
      if (run.length > 0 && placeLast(run, replace)) return true;
    }
  }
  return false;
}
/** The script a shell's `-c` (or a flag cluster with c: `-ec`) runs, among a command's words; undefined: none. */
function shellScript(run: readonly string[]): string | undefined {
  if (!(kindOf(commandName(run[0] ?? '')) & K_SHELL)) return undefined;
  for (let j = 1; j + 1 < run.length; j++) if (/^-[a-z]*c[a-z]*$/.test(run[j] as string)) return run[j + 1];
  return undefined;
}
/** The programs that run a command on the words they read (inputPlaced). */
const XARGS_LIKE: ReadonlySet<string> = new Set(['xargs', 'parallel']);

/** Whether the command xargs or parallel at `at` runs from `from` (its options end at `next`) writes a place from input. */
function runPlaced(words: readonly string[], at: number, next: number, from: number): boolean {
  const prog = commandName(words[at] as string);
  const run = words.slice(from);
  run[0] = commandName(run[0] as string);
  return placeLast(run, replaceOf(prog, words.slice(at + 1, next), run));
}

/** The string xargs (`-I R`, `-J R`, `-i`, `--replace`) or parallel (`{}`) puts each input in; undefined: appended. */
function replaceOf(prog: string, opts: readonly string[], run: readonly string[]): string | undefined {
  if (prog === 'parallel') return run.some((x) => x.includes('{}')) ? '{}' : undefined;
  const flag = opts.findIndex(
    (w) => w.startsWith('-I') || w.startsWith('-J') || w === '-i' || w.startsWith('--replace'),
  );
  const f = opts[flag] ?? '';
  return flag < 0
    ? undefined
    : f === '-I' || f === '-J'
      ? opts[flag + 1]
      : /^-[IJi]./.test(f)
        ? f.slice(2)
        : f.startsWith('--replace=')
          ? f.slice(10)
          : '{}';
}

/** Where parallel's command starts after its options (undefined: it has none, or it reads `:::`). */
function parallelRun(words: readonly string[], at: number): number | undefined {
  for (let j = at + 1; j < words.length; j++) {
    const w = words[j] as string;
    if (w === ':::' || w === '::::') return undefined;
    if (!w.startsWith('-')) return words.slice(j).some((x) => x === ':::' || x === '::::') ? undefined : j;
    if (PARALLEL_VALUED.test(w)) j++;
  }
  return undefined;
}
/** Whether parallel at `at` has only options: no command and no `:::` (it runs its input's lines). */
export function parallelBare(words: readonly string[], at: number): boolean {
  for (let j = at + 1; j < words.length; j++) {
    const w = words[j] as string;
    if (!w.startsWith('-')) return false;
    if (PARALLEL_VALUED.test(w)) j++;
  }
  return true;
}
/** parallel's options that take the next word as their value. */
const PARALLEL_VALUED = /^(?:-[jSad]|--(?:jobs|sshlogin|arg-file|delimiter))$/;

/** What a pipe's stage lists, when the text shows it: find's reach (findReach), echo's and printf's operands. */
function listedWords(c: SimpleCommand, named = false): readonly string[] | undefined {
  const ps = layersOf(c);
  const words = c.words.slice(ps[ps.length - 1] ?? 0);
  const name = commandName(words[0] ?? '');
  if (name === 'find' || name === 'gfind' || name === 'bfs') return named ? undefined : findReach(words);
  // Round 41: `cat <<E` lists the here-document's words, as xargs splits them.
  if (name === 'cat' && words.length === 1 && c.stdin.length > 0)
    return c.stdin.flatMap((t) => t.split(/\s+/).filter((w) => w !== ''));
  if (name === 'echo') return words.slice(1).filter((w) => !/^-[neE]+$/.test(w));
  if (name === 'printf') return words.slice(words[1] === '--' ? 3 : 2);
  return undefined;
}

/** A command word's program, a brace or default expansion read as its first word (`{lua,}`, `${X:-sh}`: round 23). */
function consumerName(word: string): string {
  return commandName(word.includes('{') ? (expandWord(word, NO_VARS)[0] ?? word) : word);
}

/** A word with the text's home variables spelled `~` (identity when it has none). */
function spellHomes(homes: ReadonlySet<string>): (w: string) => string {
  return homes.size === 0 ? (w) => w : (w) => withHomes(w, homes);
}

/** The home places of a parse (shell-places.ts homePlaces), once per parse. */
export function placesOf(all: readonly SimpleCommand[]): HomePlaces | undefined {
  // A short parse that neither goes anywhere nor copies is told in one pass, with no memo entry.
  if (all.length <= 8 && !mayPlace(all)) return undefined;
  const known = HOME_PLACES.of(all, readPlaces);
  return known === NO_PLACES ? undefined : known;
}
const readPlaces = (all: readonly SimpleCommand[]): HomePlaces =>
  mayPlace(all) ? (homePlaces(all, spellHomes(homeVariables(all))) ?? NO_PLACES) : NO_PLACES;
const HOME_PLACES = new ParseMemo<HomePlaces>();
const mayPlace = (all: readonly SimpleCommand[]): boolean => (placeScan(all) & MAKES_PLACE) !== 0;
const NO_PLACES: HomePlaces = { dirs: [], copies: [] };

/** Whether some command of a parse goes to a directory (`cd`, `pushd`, `popd`): only then has it placesOf's dirs. */
export function goesSomewhere(all: readonly SimpleCommand[]): boolean {
  return (goesBits(all) & GOES) !== 0;
}

/**
 * Round 54: whether some command of a parse goes into a shared place (`cd /tmp/r`, `pushd /var/tmp/r`,
 * `env -C /tmp/r`, `cd /; cd tmp/r`, a subshell's `cd`), where an earlier call may have planted a
 * repository whose configuration names programs (docs/floor.md, "Round 54"). Order is not read: a `cd`
 * after the tool counts too (over-read only).
 */
export function entersShared(all: readonly SimpleCommand[]): boolean {
  for (const c of all) if (findRunsInShared(c.words)) return true;
  if (!goesSomewhere(all)) return false;
  const dirs = placesOf(all)?.dirs;
  if (dirs?.some(inSharedPlace)) return true;
  // `for d in /tmp/*; do cd $d; git log; done`: a loop's variable holding a shared place, gone to.
  let loops: Set<string> | undefined;
  for (const c of all) {
    const w = c.words;
    if (
      (w[0] === 'for' || w[0] === 'select') &&
      w[2] === 'in' &&
      w.slice(3).some((v) => inSharedPlace(normalisePath(v)))
    ) {
      loops ??= new Set();
      loops.add(w[1] as string);
    }
  }
  if (loops !== undefined && all.some((c) => goesTo(c.words, loops))) return true;
  // Round 55: `read d < f; cd $d`, `d=$(cat f); cd "$d"`, `for d in $(curl U); do cd $d`: a directory the
  // text takes from a file's or the network's bytes is one it does not show (it may name a shared place).
  const given = contentNames(all);
  return given !== undefined && all.some((c) => goesTo(c.words, given));
}

/**
 * Round 56: whether the text makes a symbolic link to a shared place (`ln -s /tmp/r ~/proj/r`, `ln -sfn
 * /tmp/r r`, `ln -s -t ~/p /tmp/r`): a repository tool or project runner the text then runs through the
 * link's name (`git -C ~/proj/r status`) stands in the shared place, which the name does not show. Read
 * as going there (over-read: the text runs any such tool anywhere). A link already on the disk is not
 * in the text: the hook resolves the event's directory (docs/floor.md, "Round 56").
 */
export function linksShared(all: readonly SimpleCommand[]): boolean {
  for (const c of all) {
    const w = c.words;
    // The first three words only (`sudo ln`, `env ln`): a findIndex called its test on every word of every command.
    let at = -1;
    for (let j = 0; j < 3 && j < w.length; j++)
      if (commandName(w[j] as string) === 'ln') {
        at = j;
        break;
      }
    if (at < 0) continue;
    let symbolic = false;
    let toDir = false;
    const ops: string[] = [];
    for (let j = at + 1; j < w.length; j++) {
      const x = w[j] as string;
      if (x === '--symbolic' || /^-[a-zA-Z]*s/.test(x)) symbolic = true;
      if (x === '-t' || x === '--target-directory') {
        toDir = true;
        j++;
      } else if (x.startsWith('--target-directory=') || /^-[a-zA-Z]*t./.test(x)) toDir = true;
      else if (!x.startsWith('-')) ops.push(x);
    }
    // The link's target is each operand but the last (its name), every operand with `-t`, or a lone one.
    const targets = toDir || ops.length < 2 ? ops : ops.slice(0, -1);
    if (symbolic && targets.some((t) => inSharedPlace(normalisePath(t)))) return true;
  }
  return false;
}

/**
 * Round 55: the variables a parse gives a file's or the network's bytes: `read`'s and `mapfile`'s names,
 * an assignment or a loop list holding a substitution that prints its input (shell-option-scripts.ts
 * readsContent); undefined when none (most texts).
 */
function contentNames(all: readonly SimpleCommand[]): Set<string> | undefined {
  let out: Set<string> | undefined;
  const add = (name: string): void => {
    if (!IDENTIFIER.test(name)) return;
    out ??= new Set();
    out.add(name);
  };
  for (const c of all) {
    const w = c.words;
    const at = w.findIndex((x, j) => j <= 2 && (x === 'read' || x === 'mapfile' || x === 'readarray'));
    if (at >= 0)
      for (let j = at + 1; j < w.length; j++) {
        const x = w[j] as string;
        // An option's value is no name (`-p PROMPT`, `-d DELIM`), but `-a NAME`'s is.
        if (x.startsWith('-')) {
          if ((w[at] === 'read' ? READ_VALUED : MAPFILE_VALUED).test(x)) j++;
        } else add(x);
      }
    if ((w[0] === 'for' || w[0] === 'select') && w[2] === 'in' && c.shown.slice(3).some(readsContent))
      add(w[1] as string);
    for (let j = 0; j < w.length; j++) {
      const m = ASSIGNED_NAME.exec(w[j] as string);
      if (m !== null && readsContent(c.shown[j] as string)) add(m[1] as string);
    }
  }
  return out;
}
const IDENTIFIER = /^[A-Za-z_]\w*$/;
/** read's and mapfile's options that take the next word (read's `-a NAME` gives a name: not skipped). */
const READ_VALUED = /^-[a-zA-Z]*[dinNptu]$/;
const MAPFILE_VALUED = /^-[a-zA-Z]*[dnOsuCc]$/;
const ASSIGNED_NAME = /^([A-Za-z_]\w*)\+?=/;

/** A `cd`/`pushd`/`env -C` whose directory expands one of `names` (`cd $d`, `pushd "${d}/x"`). */
function goesTo(words: readonly string[], names: ReadonlySet<string>): boolean {
  const at = placeStart(words);
  if (words[at] !== 'cd' && words[at] !== 'pushd' && words[at] !== 'env') return false;
  // Each parameter a word names, looked up (a scan of every name for every word was quadratic).
  for (let k = at + 1; k < words.length; k++)
    for (const m of (words[k] as string).matchAll(PARAMETER_NAMES))
      if (names.has(m[1] as string)) return true;
  return false;
}
const PARAMETER_NAMES = /\$\{?([A-Za-z_]\w*)/g;

/** `find /tmp/r -execdir CMD ;`: the command runs in each found file's directory, below the roots. */
function findRunsInShared(words: readonly string[]): boolean {
  if (!words.some((w) => w === '-execdir' || w === '-okdir')) return false;
  const at = words.findIndex((w) => commandName(w) === 'find');
  for (let k = at + 1; at >= 0 && k < words.length; k++) {
    const w = words[k] as string;
    if (w.startsWith('-') || w === '(' || w === '!') return false;
    if (inSharedPlace(normalisePath(w))) return true;
  }
  return false;
}

/** Whether a parse's commands go somewhere (shell-places.ts goesScan), read once; a short parse in one pass with no memo entry. */
function goesBits(all: readonly SimpleCommand[]): number {
  if (all.length <= 8) return goesScan(all);
  let known = GOES_BITS.get(all);
  if (known === undefined) {
    known = goesScan(all);
    GOES_BITS.set(all, known);
  }
  return known;
}
const GOES_BITS = new WeakMap<readonly SimpleCommand[], number>();

/** Whether a carrier of a parse packs a home where the text put it (placesOf): the general reader's. */
export function placesHome(all: readonly SimpleCommand[]): boolean {
  const places = placesOf(all);
  if (places === undefined) return false;
  const spell = spellHomes(homeVariables(all));
  return all.some(
    (c) =>
      takesCommandLine(commandName(c.words[0] ?? '')) && homeOperands(c.words, places, spell) !== c.words,
  );
}

/** Whether some command of a parse goes to a home directory (`cd`, `cd ~`, `cd $H`), once per parse. */
export function wentHome(all: readonly SimpleCommand[]): boolean {
  // A short parse is answered in one pass with no memo entry (round 24: an entry per new command was a
  // WeakMap write per distinct command, as homeMoved's was); a long one keeps it, as each command asks.
  if (all.length <= 8) return someCommandGoesHome(all);
  let known = WENT_HOME.get(all);
  if (known === undefined) {
    known = someCommandGoesHome(all);
    WENT_HOME.set(all, known);
  }
  return known;
}

/** wentHome's reading, unmemoised: the text's home variables only once a `cd` is met (most texts have none). */
function someCommandGoesHome(all: readonly SimpleCommand[]): boolean {
  if (!(goesBits(all) & GOES_CD)) return false;
  return all.some((c) => {
    // `CDPATH=/ cd ~`: the assignments before cd are its own (round 28).
    const at = c.words[0] === 'cd' || c.words[0] === 'pushd' ? 0 : placeStart(c.words);
    const w = c.words[at];
    return (
      (w === 'cd' || w === 'pushd') && goesHome(at === 0 ? c.words : c.words.slice(at), homeVariables(all))
    );
  });
}

/** The variables some command of a parse gives a home as value (`H=~`, `for h in ~`), once per parse. */
export function homeVariables(all: readonly SimpleCommand[]): ReadonlySet<string> {
  return HOME_VARIABLES.of(all, readHomeVariables);
}

function readHomeVariables(all: readonly SimpleCommand[]): ReadonlySet<string> {
  const found = new Set<string>();
  for (const c of all) {
    const first = c.words[0];
    if (first === 'for' || first === 'printf' || first === 'read' || c.words.some((w) => w.includes('=')))
      homeAssignments(c.words, found, c.stdin);
  }
  // `f() { tar c $1; }; f ~`: a function the text defines, called with a home, has it as a parameter (round 25).
  const fns = functionNames(all);
  if (
    fns !== undefined &&
    all.some((c) => fns.has(c.words[0] ?? '') && c.words.slice(1).some(namesWholeHome))
  )
    for (const p of POSITIONAL) found.add(p);
  return found.size === 0 ? NO_HOME_VARIABLES : found;
}
const HOME_VARIABLES = new ParseMemo<ReadonlySet<string>>();
const POSITIONAL = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '@', '*'];

/** The functions a parse defines (`f() { ..; }`, `function f { ..; }`; the parse keeps `f` before `{`); undefined: none. */
export function functionNames(all: readonly SimpleCommand[]): ReadonlySet<string> | undefined {
  let out: Set<string> | undefined;
  for (let k = 0; k < all.length; k++) {
    const w = (all[k] as SimpleCommand).words;
    const next = all[k + 1]?.words[0];
    // Round 61: past a group's `{` or a reserved word the parse keeps (`{ f(){ ..; }; f ARGS; }`, `then f()`).
    const lead = assignmentLead(w);
    // Round 60 (redteam3): `f() ( BODY )` too, whose body the parse reads as a subshell (`defines`).
    const name =
      w[0] === 'function'
        ? w[1]
        : w.length === lead + 1 && (next === '{' || next === '(' || all[k]?.defines === true)
          ? w[lead]
          : undefined;
    if (name === undefined) continue;
    out ??= new Set();
    out.add(name);
  }
  return out;
}
const NO_HOME_VARIABLES: ReadonlySet<string> = new Set();

/**
 * Whether the file list command `cmds[i]` reads was made from a home (round 24): a stage before it in its
 * pipe, or a process substitution it reads (`tar -T <(find ~)`), lists the home's files.
 */
function listedHome(
  cmds: readonly SimpleCommand[],
  i: number,
  all: readonly SimpleCommand[],
  homes: ReadonlySet<string>,
): boolean {
  const cmd = cmds[i] as SimpleCommand;
  const lists = (c: SimpleCommand): boolean => {
    const at = layersOf(c);
    return at.some((s) => listsHome(s === 0 ? c.words : c.words.slice(s), homes));
  };
  for (let j = i - 1; j >= 0; j--) {
    const prev = cmds[j] as SimpleCommand;
    if (prev.sep !== '|' || prev.list !== cmd.list) break;
    if (lists(prev)) return true;
  }
  return readsSubstitution(cmd) && all.some((c) => c.list !== cmd.list && lists(c));
}
const WENT_HOME = new WeakMap<readonly SimpleCommand[], boolean>();

/** Whether some command of a parse moves HOME (shell-option-scripts.ts movesHome), once per parse. */
export function homeMoved(all: readonly SimpleCommand[]): boolean {
  // Most parses are a few commands naming no HOME variable: proved in one pass, with no memo entry (a
  // long parse keeps the memo, as each of its commands asks).
  if (all.length <= 8 && !all.some((c) => mayMoveHome(c.words))) return false;
  let known = HOME_MOVED.get(all);
  if (known === undefined) {
    known = all.some((c) => mayMoveHome(c.words) && movesHome(c.words, c.shown));
    HOME_MOVED.set(all, known);
  }
  return known;
}
const HOME_MOVED = new WeakMap<readonly SimpleCommand[], boolean>();

/**
 * Round 53: the names a parse may assign (`X=v`, `export X=v`, `read X`, `for X in`, `printf -v X`): every
 * word that is a name or starts `NAME=`, once per parse (over-read: a word named so is taken as assigned).
 */
function assignedNames(all: readonly SimpleCommand[]): ReadonlySet<string> {
  let known = ASSIGNED_NAMES.get(all);
  if (known === undefined) {
    const names = new Set<string>();
    for (const c of all)
      for (const w of c.words) {
        const m = ASSIGNED_WORD.exec(w);
        if (m) names.add(m[1] as string);
      }
    known = names;
    ASSIGNED_NAMES.set(all, known);
  }
  return known;
}
const ASSIGNED_NAMES = new WeakMap<readonly SimpleCommand[], ReadonlySet<string>>();
const ASSIGNED_WORD = /^([A-Za-z_]\w*)(?:\+?=|$)/;

/**
 * What a shell (command `cmds[i]`) reads from a pipe or a process substitution: what `echo`/`printf`
 * print (shell-printed.ts), here-documents passed through `cat`/`tee`; `unknown` when a stage computes
 * it (`base64 -d`, `xxd -r`, `rev`, `tr`, `sed`, any other program), which the text cannot show. A file
 * (`cat f | sh`, like `sh f`) and a download (`curl ... | sh`: the download-exec rule) are neither.
 */
export function scriptInput(
  cmds: readonly SimpleCommand[],
  i: number,
  all: readonly SimpleCommand[] = cmds,
  /** Where the shell's script comes from (scriptSource); both when not known. */
  from: ScriptSource = 'input',
): { texts: string[]; unknown: boolean } {
  const cmd = cmds[i] as SimpleCommand;
  const texts: string[] = [];
  let unknown = false;
  /** One producer: true when its own input is read on (the stage before it in the pipe). */
  const produce = (c: SimpleCommand): boolean => {
    const ps = layersOf(c);
    const at = ps[ps.length - 1];
    if (at === undefined) return false;
    const words = c.words.slice(at);
    const name = commandName(words[0] as string);
    if (name === 'echo' || name === 'printf') {
      const readings = printed(name, words);
      if (readings === undefined) unknown = true;
      else texts.push(...readings);
      return false;
    }
    if (name === 'cat' || name === 'tee') {
      texts.push(...c.stdin);
      // `cat FILE` prints a file, as `sh FILE` runs one (assumed); `tee F` and bare `cat` pass input on.
      return name === 'tee' || words.slice(1).every((w) => w === '-' || w.startsWith('-'));
    }
    // Round 23: a download read as code by any shell or interpreter (`curl URL | lua`, `| xonsh`) is the
    // marker download-exec refuses, whatever the consumer's name.
    if (name === 'curl' || name === 'wget') texts.push(DOWNLOADED_MARK);
    else unknown = true;
    return false;
  };
  /**
   * Round 46: a compound's closing word (`} | sh`, `fi | sh`, `done | sh`) prints what every command
   * inside it prints; a close whose opening the reader cannot find is output it does not know.
   */
  const produceStage = (c: SimpleCommand, j: number): boolean => {
    if (layersOf(c).length > 0 || !COMPOUND_CLOSERS.has(c.words[0] as string)) return produce(c);
    const open = compoundsOf(cmds).opener[j];
    if (open === undefined) unknown = true;
    else
      for (let k = open; k < j; k++)
        if ((cmds[k] as SimpleCommand).list === c.list) produce(cmds[k] as SimpleCommand);
    return false;
  };
  // Round 46: a command inside a compound the pipe feeds (`| { true; sh; }`, `| if ..; then sh; fi`, a loop's
  // body) reads the compound's input: the pipe is the one before the compound's opening word.
  // Round 56: the stage before in its own list (a substitution's commands parse between: commandBefore).
  const before = indexBefore(cmds, i);
  const feeder =
    before >= 0 && (cmds[before]?.sep === '|' || cmds[before]?.groupOut !== undefined)
      ? before
      : (compoundsOf(cmds).fed[i] ?? groupFeederAt(cmds, cmd));
  const given = from === 'input' ? compoundsOf(cmds).given[i] : undefined;
  if (given !== undefined) texts.push(...(cmds[given] as SimpleCommand).stdin);
  // Round 46: `( true; sh ) <<< CMD`: a here-string or here-document after a group's `)` is its input.
  const groupGiven = cmd.groupGiven;
  if (from === 'input' && groupGiven !== undefined && groupGiven.words.length === 0)
    texts.push(...groupGiven.stdin);
  for (let j = feeder ?? -1; from === 'input' && j >= 0; j--) {
    const prev = cmds[j] as SimpleCommand;
    // Round 46: a `( … )` group's stage prints what every command inside it prints; a group a pipe feeds
    // passes on input the reader does not follow.
    if (prev.groupOut !== undefined && prev.list === cmd.list) {
      for (const g of prev.groupOut) produce(g);
      if (prev.groupOut.some((g) => g.groupFeeder !== undefined)) unknown = true;
      break;
    }
    if (prev.sep !== '|' || prev.list !== cmd.list || !produceStage(prev, j)) break;
  }
  // `sh <(echo CMD)`, `sh < <(printf CMD)`, `cat <(echo CMD) | sh`: what a process substitution prints.
  const prev = commandBefore(cmds, i);
  const piped = prev !== undefined && prev.sep === '|' && prev.list === cmd.list ? prev : undefined;
  // Round 47: `exec < <(echo CMD); sh`, `exec 3< <(..); sh <&3`: an earlier exec gave the shell that input.
  const exec = execOpening(cmds);
  if (
    readsSubstitution(cmd) ||
    (piped !== undefined && readsSubstitution(piped)) ||
    (exec !== undefined && exec < i && piped === undefined)
  )
    for (const c of all) if (c.list !== cmd.list && c.words[0] !== undefined) produce(c);
  // Round 65: `exec 3<<<CMD; sh <&3`, `exec <<E` then `sh`: an earlier exec leaves its document open for
  // the rest of the text, on any descriptor a later shell may read (over-read: every such document).
  if (from === 'input') {
    const docs = execDocuments(cmds);
    if (docs.length > MAX_EXEC_DOCUMENTS && (docs[MAX_EXEC_DOCUMENTS] as number) < i) unknown = true;
    else
      for (const e of docs) {
        if (e >= i) break;
        texts.push(...(cmds[e] as SimpleCommand).stdin);
      }
  }
  // Round 47: `coproc sh` reads what the text later writes to its descriptor (`>&${COPROC[1]}`): unknown;
  // round 48: so does every command of a coproc's compound or group (`coproc NAME { sh; }`, `coproc N ( sh )`).
  if (
    from === 'input' &&
    (cmd.words[0] === 'coproc' || (feeder !== undefined && cmds[feeder]?.words[0] === 'coproc'))
  )
    unknown = true;
  return { texts, unknown };
}

/** Round 47: per parse, the first `exec` that opens an input on a process substitution (-1: none). */
const EXEC_OPENINGS = new WeakMap<readonly SimpleCommand[], number>();
function execOpening(cmds: readonly SimpleCommand[]): number | undefined {
  let at = EXEC_OPENINGS.get(cmds);
  if (at === undefined) {
    at = cmds.findIndex(
      (c) => c.words[0] === 'exec' && c.redirects.some((r) => r.op === '<' && r.target === ''),
    );
    EXEC_OPENINGS.set(cmds, at);
  }
  return at < 0 ? undefined : at;
}

/**
 * Round 65: per parse, where an `exec` opening no program holds a here-document or here-string. The write
 * reading's queue grows as it reads handed-on scripts: the commands past those scanned are scanned then.
 */
const EXEC_DOCUMENTS = new WeakMap<readonly SimpleCommand[], { scanned: number; found: number[] }>();
function execDocuments(cmds: readonly SimpleCommand[]): readonly number[] {
  let known = EXEC_DOCUMENTS.get(cmds);
  if (known === undefined) {
    known = { scanned: 0, found: [] };
    EXEC_DOCUMENTS.set(cmds, known);
  }
  for (; known.scanned < cmds.length; known.scanned++) {
    const c = cmds[known.scanned] as SimpleCommand;
    if (c.stdin.length === 0) continue;
    // `if :; then exec 3<<<..`, `{ exec 3<<<..`: past the reserved words that open a compound.
    let at = 0;
    while (at < c.words.length && kindOf(c.words[at] as string) & K_RESERVED) at++;
    if (c.words[at] === 'exec' && c.words.every((w, j) => j <= at || OPENED.test(w)))
      known.found.push(known.scanned);
  }
  return known.found;
}
/** `exec {fd}<<<..`: the word naming the descriptor bash opens (the program is none). */
const OPENED = /^\{[A-Za-z_][A-Za-z0-9_]*\}$/;
/** Past this many open documents a shell's input is unknown (each shell would read them all again). */
const MAX_EXEC_DOCUMENTS = 8;

/** Round 46: each command's place in a parse, built once a parse for groupFeederAt. */
const PLACES = new WeakMap<readonly SimpleCommand[], Map<SimpleCommand, number>>();

/** Round 46: the place in `cmds` of the stage a pipe feeds the command's `( … )` group from, if any. */
function groupFeederAt(cmds: readonly SimpleCommand[], cmd: SimpleCommand): number | undefined {
  if (cmd.groupFeeder === undefined) return undefined;
  let places = PLACES.get(cmds);
  if (places === undefined) {
    places = new Map(cmds.map((c, k) => [c, k]));
    PLACES.set(cmds, places);
  }
  return places.get(cmd.groupFeeder);
}

/** For each command of a parse: the pipe stage feeding the compound it sits in, and each close's opening. */
interface Compounds {
  fed: (number | undefined)[];
  opener: (number | undefined)[];
  /** The close whose here-document or here-string feeds the compound a command sits in (`fi <<< CMD`). */
  given: (number | undefined)[];
}
const COMPOUNDS = new WeakMap<readonly SimpleCommand[], Compounds>();

/**
 * Round 46: the compound commands of a parse, in one pass (the parse is flat: `{`, `if`, `do`, `}` are
 * words of the commands they stand beside). A command inside a compound a pipe feeds inherits that pipe
 * (`echo CMD | { true; sh; }` runs CMD, as `| sh` does); the innermost fed compound is the one read.
 */
/**
 * Round 48: whether word `w` is a coproc's NAME: bash reads `coproc NAME` as naming the coproc only when a
 * compound command follows (`coproc NAME { sh; }`); `coproc NAME sh` runs the program NAME.
 */
export function coprocName(words: readonly string[], w: number): boolean {
  return w === 1 && words[0] === 'coproc' && COMPOUND_OPENERS.has(words[2] as string);
}

function compoundsOf(cmds: readonly SimpleCommand[]): Compounds {
  let known = COMPOUNDS.get(cmds);
  if (known !== undefined) return known;
  known = { fed: [], opener: [], given: [] };
  // One stack of open compounds per list (a substitution's commands sit among its parent's).
  const stacks = new Map<number, { at: number; fed: number | undefined }[]>();
  // Each opening's enclosing opening and its close, then (openings in order) the close that feeds it.
  const within: (number | undefined)[] = [];
  const parent = new Map<number, number | undefined>();
  const closeOf = new Map<number, number>();
  for (let i = 0; i < cmds.length; i++) {
    const cmd = cmds[i] as SimpleCommand;
    let stack = stacks.get(cmd.list);
    const words = cmd.words;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as string;
      if (!(kindOf(word) & K_RESERVED) && !coprocName(words, w)) break;
      if (COMPOUND_CLOSERS.has(word) && stack !== undefined && stack.length > 0) {
        const at = (stack.pop() as { at: number }).at;
        known.opener[i] = at;
        closeOf.set(at, i);
      }
    }
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as string;
      if (!(kindOf(word) & K_RESERVED) && word !== 'for' && !coprocName(words, w)) break;
      if (!COMPOUND_OPENERS.has(word)) continue;
      const prev = commandBefore(cmds, i);
      const piped = prev !== undefined && prev.sep === '|' && prev.list === cmd.list;
      if (stack === undefined) {
        stack = [];
        stacks.set(cmd.list, stack);
      }
      if (!parent.has(i)) parent.set(i, stack[stack.length - 1]?.at);
      // Round 48: a coproc's compound (`coproc NAME { true; sh; }`) is fed by what the text later writes to
      // its descriptor: the coproc command itself stands as its feeder (scriptInput reads it as unknown).
      const coproc = words[0] === 'coproc';
      stack.push({ at: i, fed: piped ? i - 1 : coproc ? i : stack[stack.length - 1]?.fed });
    }
    // Round 47: after its own openings, so the command that opens a compound sits in it (`{ sh; } <<< CMD`:
    // sh shares its word list with the `{`, and the here-string on the `}` was not read as its input).
    known.fed[i] = stack?.[stack.length - 1]?.fed;
    within[i] = stack?.[stack.length - 1]?.at;
  }
  // Openings in order, so each enclosing one is settled first.
  const feeds = new Map<number, number | undefined>();
  for (const [at, up] of parent) {
    const close = closeOf.get(at);
    const own = close !== undefined && (cmds[close] as SimpleCommand).stdin.length > 0 ? close : undefined;
    feeds.set(at, own ?? (up === undefined ? undefined : feeds.get(up)));
  }
  for (let i = 0; i < cmds.length; i++) {
    const at = within[i];
    if (at !== undefined) known.given[i] = feeds.get(at);
  }
  COMPOUNDS.set(cmds, known);
  return known;
}

/** Where a shell reads its script: standard input (a pipe, `< <(...)`), or an operand `<(...)`. */
export type ScriptSource = 'input' | 'substitution';

/**
 * Where the shell at layer `start` of `cmd` reads its script from, when another program may print it:
 * its standard input when it has no `-c` script and no script operand (`sh`, `bash -s`, not behind
 * `xargs`, whose command does not read the pipe), or a process substitution as its script operand.
 */
export function scriptSource(
  cmd: SimpleCommand,
  starts: readonly number[],
  k: number,
  /** Remote command lines this one is nested in (`ssh a ssh b bash -s`: 1 at `ssh b`), for MAX_REMOTE_HOPS. */
  hops = 0,
): ScriptSource | undefined {
  const start = starts[k] as number;
  const name = commandName(cmd.words[start] as string);
  // One lookup tells the kinds that read their input (round 28c: each layer of every command asks).
  const kind = kindOf(name);
  // `at TIME` / `batch` read the job's commands on standard input (`-f FILE`: from a file).
  if (kind & K_QUEUE) return cmd.words.includes('-f') ? undefined : 'input';
  // Round 47: a recipe its `--eval` gives that starts a shell reads make's input (`| make --eval='all:;sh'`).
  if (kind & K_MAKE)
    return makefileFromInput(cmd.words, start) ||
      (k === starts.length - 1 && makeEval(cmd.words.slice(start)).some(startsShellOnInput))
      ? 'input'
      : undefined;
  // `ssh h 'bash -s' < <(curl URL)`: the remote shell reads this input as its script (round 28).
  if (kind & K_REMOTE) return remoteReadsInput(cmd.words.slice(start), hops) ? 'input' : undefined;
  // Round 42: `ls | awk '{system($0)}'`, `ls | perl -ne 'system $_'` run lines the text does not show.
  if (LINE_RUNNER_NAMES.has(name) && runsInputLines(name, cmd.words.slice(start))) return 'input';
  // `ls | parallel`: with no command parallel runs each line it reads (round 41 read the lines shown).
  if (name === 'parallel') return parallelBare(cmd.words, start) ? 'input' : undefined;
  // Round 44: `base64 -d x | script -q /dev/null`, `| fakeroot`: the shell they start reads the pipe.
  if (BARE_SHELLS.has(name))
    return bareShell(cmd.words, starts, k) || scriptStartsShell(cmd, starts, k) ? 'input' : undefined;
  // Round 46: `ls | find . -exec sh \;`: the command find runs reads the pipe.
  if (EXEC_FINDERS.has(name) && k === starts.length - 1) {
    const reads = (inner: string[]): boolean => {
      const at = layerStarts(inner);
      return (
        at.length > 0 &&
        scriptSource({ ...cmd, words: inner, shown: inner, literal: undefined }, at, at.length - 1) ===
          'input'
      );
    };
    return findInheritors(cmd.words.slice(start)).some(reads) ? 'input' : undefined;
  }
  // Round 45: `base64 -d x | python3 -c 'os.system("sh")'`: the shell its command line starts reads the pipe.
  // Only the program the command runs last asks (each wrapper layer re-reading its tail was quadratic).
  if (!(kind & K_SHELL) && k === starts.length - 1 && takesCommandLine(name)) {
    const words = cmd.words.slice(start);
    words[0] = name;
    return optionScripts(name, words).some(startsShellOnInput) ? 'input' : undefined;
  }
  if (!(kind & K_SHELL) && name !== 'source' && name !== '.') return undefined;
  for (let j = 0; j < k; j++)
    if (commandName(cmd.words[starts[j] as number] as string) === 'xargs') return undefined;
  const words = cmd.words.slice(start);
  words[0] = name;
  // Round 46: `ls | sh -c sh`: a script that starts a shell on the input it shares reads the pipe too.
  const inner = innerScript(words);
  if (inner !== undefined) return k === starts.length - 1 && startsShellOnInput(inner) ? 'input' : undefined;
  let at = start + 1;
  while (at < cmd.words.length && /^[-+]/.test(cmd.words[at] as string) && cmd.words[at] !== '-') {
    if (cmd.words[at] === '--') {
      at++;
      break;
    }
    // Round 46: `ls | bash -s a b`: with `-s` the operands are arguments and the script is the input.
    if (/^-[A-Za-z]*s/.test(cmd.words[at] as string)) return 'input';
    at++;
  }
  // `ls | sh -`: POSIX's `-` operand is the input too.
  if (at >= cmd.words.length || cmd.words[at] === '-') return 'input';
  return (cmd.shown[at] as string).startsWith('<(') ? 'substitution' : undefined;
}

/**
 * Round 52: remote hops followed from one command (`ssh a ssh b bash -s`); a deeper one is taken to read its
 * input (fail closed). Each hop parses the rest of the line again, and every reader asks of every script it
 * reads: unbounded, `ssh gw ` repeated to 1 KiB parsed 1.5 M characters (docs/floor.md, "Round 52").
 */
const MAX_REMOTE_HOPS = 8;

/** Whether `ssh HOST CMD` runs a shell or interpreter that reads its code on standard input (`bash`, `python3 -`). */
function remoteReadsInput(words: readonly string[], hops: number): boolean {
  const line = sshRemoteLine(words);
  if (line === undefined || line.length > 1024) return false;
  if (hops >= MAX_REMOTE_HOPS) return true;
  const remote = parseCommands(line, false).commands;
  if (remote.length !== 1) return false;
  const c = remote[0] as SimpleCommand;
  const starts = layersOf(c);
  return starts.some(
    (at, k) =>
      scriptSource(c, starts, k, hops + 1) === 'input' ||
      (STDIN_CODE.has(commandName(c.words[at] as string)) && codeFromInput(c.words.slice(at))),
  );
}

/** Whether a command reads a process substitution `<(...)`, as an operand or as its standard input. */
function readsSubstitution(cmd: SimpleCommand): boolean {
  return (
    cmd.shown.some((w) => w.startsWith('<(')) || cmd.redirects.some((r) => r.op === '<' && r.target === '')
  );
}

/**
 * A computed command word (`$a$b`, `s${x}udo`, `sudo${IFS}id`, `{sudo,id}`) as the words it becomes:
 * variables from the text's own literal assignments, `${v:-default}` defaults, IFS as a blank, brace
 * alternatives. Anything else unknown reads as nothing. A plain word is itself.
 */
/** The most characters one word's brace expression may spell out before the command is refused OVERSIZE. */
export const MAX_EXPANDED_CHARS = 1 << 20;

/**
 * A word whose brace expression, or whose variables' values (round 54), spell out more than
 * MAX_EXPANDED_CHARS: the ladder refuses the call.
 */
export class ExpansionTooLarge extends Error {
  constructor(what = 'a brace expression') {
    super(`${what} in the command spells out more than ${MAX_EXPANDED_CHARS} characters`);
  }
}

/** Round 50: how collectAssignments records `declare -n r=x` (r's value `${x}`), and how far one is followed. */
const NAMEREF_VALUE = /^\$\{[A-Za-z_]\w*\}$/;
const MAX_NAMEREF_HOPS = 4;

export function expandWord(word: string, vars: ReadonlyMap<string, string>): string[] {
  if (!word.includes('$') && !word.includes('{')) return [word];
  let w = word;
  // Round 54: K references to a value of P characters spell out K x P (`x=${x}${x}…` as one 16 kB word
  // cost 0.9 s of CPU, 200 kB ran out of memory): past MAX_EXPANDED_CHARS the call is refused, as a brace's is.
  let grown = word.length;
  if (w.includes('$'))
    w = w.replace(
      EXPANSION,
      (whole: string, braced: string | undefined, dflt: string | undefined, name: string | undefined) => {
        const key = (braced ?? name) as string;
        if (key === 'IFS') return ' ';
        // Round 50: a nameref's value is its target's (`declare -n r=x; x='sudo id'; $r` ran sudo).
        let value = vars.get(key);
        for (let hop = 0; hop < MAX_NAMEREF_HOPS && value !== undefined && NAMEREF_VALUE.test(value); hop++)
          value = vars.get(value.slice(2, -1)) ?? value;
        const now = value ?? dflt ?? '';
        grown += now.length - whole.length;
        if (grown > MAX_EXPANDED_CHARS) throw new ExpansionTooLarge("a word's expansion");
        return now;
      },
    );
  // Round 50: a word with no expansion may hold a quoted blank inside its braces (`{bash,-c,'sudo id'}`).
  // Only a word with one brace expression: bash expands nested ones outside in (a JSON text is not one).
  const quoted = !word.includes('$') && word.indexOf('{') === word.lastIndexOf('{');
  const brace = (quoted ? QUOTED_BRACE : BRACE).exec(w);
  if (brace) {
    const whole = brace[0];
    const at = brace.index;
    const alternatives = (brace[1] as string).split(',');
    // Each alternative repeats the rest of the word: K of them beside P characters spell out K x P, which
    // every reader then reads (100 kB before 5,000 commas: 6 s of CPU; 200 kB: a RangeError).
    if (alternatives.length * (w.length - whole.length) > MAX_EXPANDED_CHARS) throw new ExpansionTooLarge();
    const made = alternatives.map((alt) => w.slice(0, at) + alt + w.slice(at + whole.length));
    // Round 50: with no expansion in the word, a blank in an alternative was quoted (`{bash,-c,'sudo
    // id'}`): that alternative is one word, as bash makes it (split, `bash -c sudo id` ran `sudo`).
    if (quoted) {
      const kept = made.filter((m) => m !== '');
      return kept.length === 0 ? [''] : kept;
    }
    w = made.join(' ');
  }
  const parts = w.trim().split(/\s+/);
  return parts.length === 0 ? [''] : parts;
}
/**
 * Whether a command word names a program only the running shell can know, so no reading of it is what
 * runs: a `$` expansion expandWord does not compute (a variable the text does not give one literal value,
 * which a persistent shell may hold from an earlier call; `$1`, `${x/a/b}`, `${x:1}`, `${!x}`), a substitution other than a literal echo (`$(cat f)`), or, once
 * expanded, a pathname pattern (`/usr/bin/s?do`, `/bin/[r]m`, `su*`) or a brace expression
 * (`c{u..u}rl`, `{s,}u{d,}o`) that the filesystem or bash's full brace expansion decides.
 */
export function opaqueCommandWord(word: string, shown: string, vars: ReadonlyMap<string, string>): boolean {
  // `%name`, `%?text` (as `fg %name`) resume a job of a persistent shell: what it runs the text may not
  // show (`%1`, `%%`, `%+`, `%-` and a lone `%` are the unseen-code rule's).
  if (word.charCodeAt(0) === 37 /* % */ && /^%[^\d%+-]/.test(word)) return true;
  // A substitution's output is known only when the word is one `$(echo ...)` / `$(printf ...)` alone.
  if (shown.includes('$(') && !literalOutput(shown)) return true;
  // zsh applies a subscript or a modifier to an unbraced name (`$x[2,-1]`, `$x:t`, `$x:r`): bash does
  // not, so the value bash gives is not what zsh runs (round 35).
  if (ZSH_UNBRACED.test(word)) return true;
  const known = (
    _: string,
    braced: string | undefined,
    _dflt: string | undefined,
    name: string | undefined,
  ) => {
    const key = (braced ?? name) as string;
    // A default (`${v:-sudo}`) is what runs only while v is unset, which a persistent shell decides.
    // Round 58: a value a body gave (`{ x=rm; }`, `f() { local x=rm; $x "$@"; }`) names no command word.
    return key === 'IFS' || (vars.has(key) && BRACED_NAMES.get(vars)?.has(key) !== true) ? '' : '$';
  };
  if (word.includes('$') && word.replace(EXPANSION, known).includes('$')) return true;
  if (word.includes('$') && chainsPast(word, vars)) return true;
  return isPattern(expandWord(word, vars)[0] ?? '');
}

/** Whether a word names a variable `vars` holds (`$x`, `${x}`, `${x:-d}`). */
function namesSet(word: string, vars: ReadonlyMap<string, string>): boolean {
  if (!word.includes('$')) return false;
  for (const m of word.matchAll(EXPANSION)) if (vars.has((m[1] ?? m[3]) as string)) return true;
  return false;
}

/** Variables read through one another at most this deep (`A=$B`, `B=$C` ...): a value grows 2^3 at most. */
export const MAX_CHAIN = 3;

/**
 * Round 54: whether a word's values still name a variable the text sets after the hops the literal
 * spelling follows (shell-literals.ts, MAX_CHAIN deep): `a0=sudo; a1=$a0; … a4=$a3; $a4 id` ran sudo and
 * was admitted, its command word known but never spelled past `$a0`. Such a word is opaque.
 */
function chainsPast(word: string, vars: ReadonlyMap<string, string>): boolean {
  let now = word;
  for (let hop = 0; hop <= MAX_CHAIN; hop++) {
    let named = false;
    now = now.replace(
      EXPANSION,
      (_: string, braced: string | undefined, _d: string | undefined, name?: string) => {
        const value = vars.get((braced ?? name) as string);
        if (value === undefined) return '';
        named = true;
        return value;
      },
    );
    if (!named) return false;
    // Past the bound a brace's expansion has, the word is not spelled (`a1=$a0$a0; a2=$a1$a1; …`).
    if (now.length > MAX_EXPANDED_CHARS) return true;
  }
  let left = false;
  now.replace(
    EXPANSION,
    (whole: string, braced: string | undefined, _d: string | undefined, name?: string) => {
      if (vars.has((braced ?? name) as string)) left = true;
      return whole;
    },
  );
  return left;
}

/**
 * Whether bash expands a word by pathname or brace expansion: `*`, `?`, a `[...]` bracket (the test
 * command `[` and the keyword `[[` are not), or `{...}` holding `,` or `..`.
 */
export function isPattern(word: string): boolean {
  if (word.includes('*') || word.includes('?')) return true;
  // Round 60: an extended glob's group (`+(s)udo`, `@(a|b)`, `!(x)`) when extglob is on.
  if (EXTGLOB_GROUP.test(word)) return true;
  const bracket = word.indexOf('[');
  if (bracket >= 0 && word.indexOf(']', bracket + 2) > 0) return true;
  const brace = word.indexOf('{');
  if (brace < 0) return false;
  const close = word.indexOf('}', brace + 2);
  if (close < 0) return false;
  const inner = word.slice(brace + 1, close);
  return inner.includes(',') || inner.includes('..');
}

/**
 * Whether the script the command at layer `start` hands a shell (`sh -c SCRIPT`, `eval ARGS`) holds a
 * substitution whose output the text does not show: the outer shell expands it before the inner one
 * parses, so its output is script text (`eval "$(base64 -d <<< ...)"`, `bash -c "cd $(cmd) && make"`).
 */
export function computedScript(cmd: SimpleCommand, start: number, vars?: ShownName): boolean {
  const name = commandName(cmd.words[start] as string);
  let from = -1;
  let to = -1;
  if (name === 'eval') {
    from = start + 1;
    to = cmd.words.length;
  } else if (name === 'trap') {
    // `trap "$(printf %s s; printf udo) id" EXIT`: the action is a script the shell evaluates later (round 34).
    from = cmd.words[start + 1] === '--' ? start + 2 : start + 1;
    to = from + 1;
  } else if (POSIX_INVOKED.has(name)) {
    // Round 50: where the shell itself finds its script (`bash -o pipefail -c "$(..)"`).
    const inv = shellInvocation(cmd.words, start);
    if (inv.scripted) {
      from = inv.operand;
      to = inv.operand + 1;
    }
  } else if (SHELLS.has(name)) {
    for (let i = start + 1; i < cmd.words.length; i++) {
      const w = cmd.words[i] as string;
      if (w === '-c' || (/^-[a-z]+$/i.test(w) && w.includes('c'))) {
        from = i + 1;
        to = i + 2;
        break;
      }
      if (!w.startsWith('-')) break;
    }
  }
  for (let i = from; i >= 0 && i < to && i < cmd.shown.length; i++) {
    // `sh -c "${Q:-alpha} id"`: the outer shell fills in the default, or what the environment holds.
    if (cmd.defaulted?.includes(i)) return true;
    const shown = cmd.shown[i] as string;
    // A download (`sh -c "$(curl ...)"`) is the download-exec rule's to name.
    if (DOWNLOAD.test(shown)) continue;
    if ((shown.includes('$(') || shown.includes('`')) && outerSubstitution(shown) && !literalOutput(shown))
      return true;
    if (vars !== undefined && unshownValueIn(shown, vars)) return true;
  }
  return false;
}

const DOWNLOAD = /^(?:\$\(|`)\s*(?:\S*\/)?(?:curl|wget)\b/;

/**
 * Round 45: whether the program at layer `start` is given inline code (`python3 -c CODE`, `node -e`, `perl
 * -e`, an awk program, a sed script) holding a substitution whose output the text does not show: the shell
 * pastes that output into the code before the interpreter parses it (`python3 -c "x='$(cat f)'"` runs what
 * f holds), as computedScript reads for a shell's `-c`.
 */
/** awk's and sed's options whose value is the next word (a variable, a separator, a file, a length). */
const PROGRAM_VALUED: ReadonlySet<string> = new Set([
  '-v',
  '-F',
  '-f',
  '-l',
  '--assign',
  '--field-separator',
  '--file',
]);

/** Where in an option cluster (`-Bc`, `-pe`, `-ex=1`) a code letter stands after letters only; else -1. */
function codeLetter(word: string, letters: readonly string[]): number {
  if (letters.length === 0 || word.charCodeAt(0) !== 45 /* - */ || word.charCodeAt(1) === 45) return -1;
  for (let k = 1; k < word.length; k++) {
    const c = word[k] as string;
    if (letters.includes(c)) return k;
    if (!/[A-Za-z]/.test(c)) return -1;
  }
  return -1;
}

export function computedCode(cmd: SimpleCommand, start: number, vars?: ShownName): boolean {
  const name = commandName(cmd.words[start] as string);
  // `python3.12` is python's: the version cut by a loop (`/[\d.]+$/` scans from every digit).
  let cut = name.length;
  while (cut > 0 && /[\d.]/.test(name.charAt(cut - 1))) cut--;
  const flag = CODE_FLAGS.get(name) ?? CODE_FLAGS.get(name.slice(0, cut));
  const program = PROGRAM_FILE_READERS.has(name);
  if (flag === undefined && !program && !CODE_FLAG_SPELLINGS.has(name)) return false;
  const computed = (i: number): boolean => {
    const shown = cmd.shown[i];
    return (
      shown !== undefined &&
      (((shown.includes('$(') || shown.includes('`')) && outerSubstitution(shown) && !literalOutput(shown)) ||
        (vars !== undefined && unshownValueIn(shown, vars)))
    );
  };
  // Round 46: each spelling (`node -p`, `--print=`), and a value glued to its letter (`-e"x='$(..)'"`).
  const flags = CODE_FLAG_SPELLINGS.get(name) ?? (flag === undefined ? [] : [flag]);
  const letters = flags.filter((f) => /^-[A-Za-z]$/.test(f)).map((f) => f[1] as string);
  // Round 72: an awk `-v` value a substitution computes (`-v "x=git $(cat f)"`), which the program may run.
  const computedNames: string[] = [];
  const valueAt = (k: number): void => {
    const name = /^(?:-v|--assign=)?([A-Za-z_]\w*)=/.exec(cmd.words[k] ?? '')?.[1];
    if (name !== undefined && computed(k)) computedNames.push(name);
  };
  for (let i = start + 1; i < cmd.words.length; i++) {
    const w = cmd.words[i] as string;
    // `-c CODE`, `-Bc CODE`, `-pe CODE`, `-e CODE` (sed), `--eval=CODE`: the value is code.
    const at = codeLetter(w, letters);
    if (flags.includes(w) || (program && w === '-e') || (at > 0 && /^-[A-Za-z]+$/.test(w))) {
      if (computed(i + 1)) return true;
      i++;
    } else if (at > 0 && computed(i)) return true;
    else if (flags.some((f) => w.startsWith(`${f}=`)) && computed(i)) return true;
    else if (program && PROGRAM_VALUED.has(w)) {
      if (w === '-v' || w === '--assign') valueAt(i + 1);
      i++;
    } else if (program && (/^-v./.test(w) || w.startsWith('--assign='))) valueAt(i);
    else if (program && !w.startsWith('-')) {
      // awk's and sed's first operand is the program unless `-f`/`-e` named one (the rest are files).
      const named = cmd.words
        .slice(start + 1, i)
        .some((x) => /^-[a-zA-Z]*[ef]$|^--(?:file|expression)/.test(x));
      if (!named && computed(i)) return true;
      // Round 72 (docs/floor.md "Round 72 (rt-interp-r72)"): a program that runs a command line with a value
      // the command computes (`-v x=$(..)`, an operand `ARGV[1]` holds) runs what the text does not show.
      const code = cmd.words[i] as string;
      if (named || !AWKS.has(name) || !AWK_SINK.test(code)) return false;
      if (computedNames.some((v) => new RegExp(`\\b${v}\\b`).test(code))) return true;
      for (let k = i + 1; code.includes('ARGV') && k < cmd.words.length; k++) if (computed(k)) return true;
      return false;
    }
  }
  return false;
}

/** An awk program's command sink (shell-awk.ts): `system(`, a pipe to or from a command. */
const AWK_SINK = /\bsystem\b|[^|]\|(?!\|)/;

/** Whether a shown word holds a substitution outside its quoted pieces (one the outer shell expands). */
function outerSubstitution(shown: string): boolean {
  return unquotedAt(shown, opensSubstitution);
}
const opensSubstitution = (s: string, i: number, c: number): boolean =>
  c === 96 /* ` */ || (c === 36 /* $ */ && s.charCodeAt(i + 1) === 40);

/** Whether `hit` holds at some character of a shown word outside its single-quoted pieces and escapes. */
export function unquotedAt(shown: string, hit: (shown: string, i: number, c: number) => boolean): boolean {
  for (let i = 0; i < shown.length; i++) {
    const c = shown.charCodeAt(i);
    if (c === 39 /* ' */) {
      const close = shown.indexOf("'", i + 1);
      if (close < 0) return false;
      i = close;
    } else if (c === 92 /* \ */) i++;
    else if (hit(shown, i, c)) return true;
  }
  return false;
}

/** `$name`, `${name..}`, `${#name}`, `${!name}`, `$1`, `${10}`, `$@`, `$*` where a shown word's `$` stands. */
const VALUE_AT = /\$(?:\{(#?!?)([A-Za-z_]\w*|\d+|[@*])|([A-Za-z_]\w*|\d|[@*]))/y;

/**
 * Round 74 (docs/floor.md, "Round 74 (lead)"): a shown word holds, outside single quotes, a variable's value the
 * text does not show: a name whose value is not the text's where the word is read (`shown`: shell-values.ts
 * `valueShown`, round 75), which a persistent shell may hold from an earlier call, a positional parameter, an
 * indirect `${!x}`. In a shell's script or an interpreter's code the outer shell pastes that value in before the
 * inner parse (`bash -c "echo $x"`, `python3 -c "$x"`), so the code is not the text's. `$?`, `$$`, `$#`, `$!`,
 * `$-` and a length `${#x}` are digits and flags.
 */
function unshownValueIn(word: string, shown: ShownName): boolean {
  if (!word.includes('$')) return false;
  return unquotedAt(word, (s, i, c) => {
    if (c !== 36 /* $ */) return false;
    VALUE_AT.lastIndex = i;
    const m = VALUE_AT.exec(s);
    if (m === null) return false;
    if (m[1] === '#') return false;
    if (m[1] !== undefined && m[1].includes('!')) return true;
    const name = (m[2] ?? m[3]) as string;
    return /^[\d@*]/.test(name) || !shown(name);
  });
}

/** Round 75: whether a name's value where a command reads it is the text's (shell-values.ts `valueShown`). */
export type ShownName = (name: string) => boolean;

/** Whether a shown word is one substitution whose output the text shows (shell-parse.ts substitutionOutput). */
function literalOutput(shown: string): boolean {
  if (!shown.startsWith('$(') || !shown.endsWith(')')) return false;
  return substitutionOutput(parseShell(shown.slice(2, -1)).commands) !== undefined;
}

// `$name`, `${name}`, `${name:-word}` / `${name-word}` / `${name:=word}` (the default read as written).
const ZSH_UNBRACED = /\$[A-Za-z_][A-Za-z0-9_]*(?:\[|:[a-zA-Z&])/;
const EXPANSION = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-=+]([^{}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;
// The run before the first comma holds no comma: one split per `{` (round 43; `{,1,1,...` was quadratic).
export const BRACE = /\{([^{}\s,]*,[^{}\s]*)\}/;
/** Round 50: BRACE where a blank can only have been quoted (a word that expands nothing): one pass, no overlap. */
const QUOTED_BRACE = /\{([^{},]*,[^{}]*)\}/;

/**
 * Whether a command may assign a variable: its first word holds `=` or declares (`export a=b`), or is a word
 * the parse keeps before a command's assignments (assignmentLead: `do x=tee`, `then x=tee`, `! x=tee`,
 * `{ x=tee`, `function f { x=tee`), where collectAssignments reads them as at the start.
 */
function mayAssign(words: readonly string[]): boolean {
  const first = words[0];
  // Round 58: a group's or function's body (`{ X=/etc; }`) assigns too. Round 59 (second pass): so does a
  // compound's body or a branch (`for ..; do x=tee; $x -a ~/.bashrc; done` wrote with x unread).
  return (
    first !== undefined &&
    (first.includes('=') ||
      DECLARING_BUILTINS.has(first) ||
      ASSIGNING_LEAD.has(first) ||
      first === '{' ||
      first === 'function')
  );
}
const NO_VARS: ReadonlyMap<string, string> = new Map();
const NO_SCRIPTS: readonly string[] = Object.freeze([]);

/**
 * Literal assignments of one command (`a=b`, `export a=b`, `local a=b` ...) into `vars`. With `spoiled`,
 * a variable the text sets twice to different values, to a computed value, or by any other word that
 * names it goes there instead, for good: only a variable with one literal value the text shows is known.
 */
/** The words before an assignment the parse keeps: COMMAND_LEAD's reserved words and `time` (not `command`, not `{`). */
const ASSIGNING_LEAD: ReadonlySet<string> = new Set(
  [...COMMAND_LEAD].filter((w) => w !== 'builtin' && w !== 'command' && w !== '{'),
);
/**
 * How many words before a command's assignments the parse keeps: reserved words (`while`, `then`, `!`,
 * `time`), a group's or function's opening (`{`, `function f {`; round 58). 0 for most commands.
 */
export function assignmentLead(words: readonly string[]): number {
  let lead = 0;
  for (;;) {
    const w = words[lead];
    if (w === undefined) return lead;
    if (ASSIGNING_LEAD.has(w) || w === '{') lead++;
    else if (w === 'function' && words[lead + 2] === '{') lead += 3;
    else return lead;
  }
}
export function collectAssignments(
  words: readonly string[],
  shown: readonly string[],
  vars: Map<string, string>,
  spoiled?: Set<string>,
  hops = 0,
  braced = false,
  /** Round 60: the command follows a function's `NAME()` (commandBefore's `defines`): a `{` opens its body. */
  defined = false,
  /** Round 60: its words holding `${X:-W}`, which the parse read as W, with the X each names (defaultedWords). */
  defaulted?: ReadonlyMap<string, string | undefined>,
): void {
  // Round 57: `while h=x; …`, `if h=x; …`, `time h=x cmd`: the parse keeps the reserved word before the
  // assignment (placeStart), which was read as the command word and the assignment not at all.
  // Round 58: a group's or a function's body too (`{ X=/etc; }; rm -rf $X`, `function f { h=…; }`): its
  // values are read where they stand as arguments, but a command word made of one stays opaque
  // (bracedNames): `f() { local x=rm; $x "$@"; }; f -rf ~` calls with arguments the text computes.
  // Round 60: a `{ …; }` group is no body: it runs where it stands, in the same shell, and its values are
  // read as straight-line ones (`{ x=git; }; $x status` was refused MALFORMED, `{ x=curl; $x URL; }` so too).
  const lead = assignmentLead(words);
  if (lead > 0) {
    const opens = words.slice(0, lead).includes('{');
    const body = braced || (opens && (defined || words[0] === 'function'));
    collectAssignments(words.slice(lead), shown.slice(lead), vars, spoiled, hops, body, false, defaulted);
    return;
  }
  let i = 0;
  let nameref = false;
  // Round 60: in the write reading too (`declare -n r=x; r=tee; $x -a ~/.bashrc` wrote nowhere there).
  const refs = NAMEREFS.get(vars);
  for (; i < words.length; i++) {
    const w = words[i] as string;
    const eq = w.indexOf('=');
    let name = eq > 0 ? w.slice(0, eq) : '';
    // `declare -n r=x; r=/root`: an assignment through a name sets the variable it names.
    if (eq > 0 && !nameref && refs?.has(name)) name = refs.get(name) as string;
    // `x[1]=/root`: one element set, read as `${x[1]}` (round 27, shell-arrays.ts); `x[0]` is `$x` too.
    // Round 59 (second pass): in the write reading too (`x[0]=tee; $x -a ~/.bashrc`).
    if (eq > 0 && name.endsWith(']') && ELEMENT.test(name)) {
      if (name.endsWith('[0]'))
        collectAssignments(
          [`${name.slice(0, -3)}=${w.slice(eq + 1)}`],
          [shown[i] ?? ''],
          vars,
          spoiled,
          hops,
          braced,
        );
      name = name.replace(/\[0*(\d)/, '[$1');
    }
    if (!/^[A-Za-z_][A-Za-z0-9_]*(?:\[\d+\])?$/.test(name)) {
      // `env D=/root bash -c '..$D..'` gives D to the child as the prefix form does (round 27).
      if (i === 0 && w === 'env') continue;
      if (i === 0) {
        // One lookup tells a declaring builtin and a wrapper (most first words are neither).
        const kind = kindOf(w);
        if (kind & K_DECLARING) continue;
        // `command env D=/root ..`, `busybox env ..`, `nice env ..`: env behind wrappers gives D as env does.
        const env = kind & K_WRAPPER && spoiled !== undefined ? envLayer(words) : 0;
        if (env > 0) {
          collectAssignments(
            words.slice(env),
            shown.slice(env),
            vars,
            spoiled,
            hops + 1,
            braced,
            false,
            defaulted,
          );
          return;
        }
      }
      if (i > 0 && words[0] === 'env' && w.charCodeAt(0) === 45 /* - */) {
        // `env -u X -C / D=/root ..`: an option's value is no assignment.
        if (w === '-u' || w === '-C') i++;
        if (ENV_FLAGS.has(w) || w === '-u' || w === '-C' || ENV_VALUED.test(w)) continue;
      }
      if (i > 0 && w.startsWith('-') && DECLARING_BUILTINS.has(words[0] as string)) {
        // `declare -n r=v` makes r a name for v: its value is not the text after `=`.
        if (w.includes('n')) nameref = true;
        continue;
      }
      // `env -i env D=/root ..`, `env A=1 nice env B=2 ..`: an env env runs gives its assignments too
      // (hops bounded: a longer stack is refused as too complex, MAX_COMMAND_LAYERS).
      if (i > 0 && spoiled !== undefined && words[0] === 'env' && hops < MAX_COMMAND_LAYERS) {
        const at = w === 'env' ? i : kindOf(w) & K_WRAPPER ? i + envLayer(words.slice(i)) : i;
        if (at > i || w === 'env') {
          collectAssignments(
            words.slice(at),
            shown.slice(at),
            vars,
            spoiled,
            hops + 1,
            braced,
            false,
            defaulted,
          );
          return;
        }
      }
      break;
    }
    const value = w.slice(eq + 1);
    if (nameref && /^[A-Za-z_][A-Za-z0-9_]*$/.test(value) && spoiled?.has(name) !== true) {
      // `declare -n r=x`: r reads as x (its value spelled through `${x}`, shell-literals.ts) for good.
      let known = NAMEREFS.get(vars);
      if (known === undefined) {
        known = new Map();
        NAMEREFS.set(vars, known);
      }
      // Pointed elsewhere again: unknown in the command reading; the write reading takes each in turn.
      if (known.has(name) && known.get(name) !== value && spoiled !== undefined) spoiled.add(name);
      else {
        known.set(name, value);
        vars.set(name, `\${${value}}`);
      }
      continue;
    }
    // Round 60: `y=${x:-ls}` is x's value when x is set (`x=sudo; y=${x:-ls}; $y id` ran sudo, read as ls):
    // its default W is read where it stands as an argument (over-read: `git -C $y` with W a shared place),
    // and, as a body's value (round 58), it names no command word, as `${x:-ls}` there does not (round 25).
    if (braced || defaulted?.has(w) === true) bracedNames(vars).add(name);
    // Round 60 (redteam3): `x=/tmp/r; y=${x:-.}`: y is x's value or W, two values (read as each: literalValues).
    const from = defaulted?.get(w);
    if (spoiled !== undefined && from !== undefined && (vars.has(from) || spoiled.has(from))) {
      spoiled.add(name);
      vars.delete(name);
      continue;
    }
    if (spoiled === undefined) {
      // A value computed by a substitution is unknown; it is not recorded.
      if (!(shown[i] ?? '').includes('$(')) vars.set(name, value);
    } else if (
      nameref ||
      spoiled.has(name) ||
      (shown[i] ?? '').includes('$(') ||
      (vars.has(name) && vars.get(name) !== value)
    ) {
      spoiled.add(name);
      vars.delete(name);
    } else vars.set(name, value);
  }
  if (spoiled === undefined) return;
  // Any other word naming a variable may set it (`read v`, `printf -v v`, `for v in`, `unset v`, `v+=x`,
  // `eval v=x`): its value is then not one the text shows.
  for (; i < words.length; i++) {
    const m = NAMED.exec(words[i] as string);
    // `sh -c 'D=/etc; cat $D/x'`: a word holding a list is a script, whose own reading takes its
    // assignments (round 27); a name is one word.
    if (m && (m[0] === words[i] || !SCRIPT_WORD.test(words[i] as string))) {
      spoiled.add(m[1] as string);
      vars.delete(m[1] as string);
    }
  }
}

/** Round 60: a word opening a PROMPT_COMMAND array (`PROMPT_COMMAND=(`, `+=(`; `declare -a` the same). */
const PROMPT_ARRAY = /^PROMPT_COMMAND\+?=$/;

/** Round 60: the words of `cmd` that hold a `${X:-W}` read as W (SimpleCommand.defaulted); usually none. */
export function defaultedWords(cmd: SimpleCommand): ReadonlyMap<string, string | undefined> | undefined {
  const at = cmd.defaulted;
  // Round 60 (redteam3): with the name each one's `${X:-W}` reads (`y=${x:-.}`: x).
  return at === undefined
    ? undefined
    : new Map(at.map((k) => [cmd.words[k] as string, cmd.defaultedFrom?.[k]]));
}

/** Round 60: whether the command before `cmds[i]` in its list names a function its `()` defines. */
export function definesBefore(cmds: readonly SimpleCommand[], i: number): boolean {
  return commandBefore(cmds, i)?.defines === true;
}

/** The namerefs a reading's variables hold (`declare -n r=x`: r to x), by the reading's variable map. */
const NAMEREFS = new WeakMap<Map<string, string>, Map<string, string>>();
/** Round 58: the names a reading's variables took in a group's or function's body, by the reading's map. */
const BRACED_NAMES = new WeakMap<ReadonlyMap<string, string>, Set<string>>();
function bracedNames(vars: ReadonlyMap<string, string>): Set<string> {
  let names = BRACED_NAMES.get(vars);
  if (names === undefined) {
    names = new Set();
    BRACED_NAMES.set(vars, names);
  }
  return names;
}

/** Where `env` runs behind the wrapper that is the first word (`command env`, `nice -n 5 env`); 0 when not so. */
function envLayer(words: readonly string[]): number {
  for (const at of layerStarts(words)) if (at > 0 && commandName(words[at] as string) === 'env') return at;
  return 0;
}
const NAMED = /^([A-Za-z_][A-Za-z0-9_]*)(?:$|\[|\+?=)/;
/** An element assignment's name: `x[1]`. */
const ELEMENT = /^[A-Za-z_][A-Za-z0-9_]*\[\d+\]$/;
/** A word that is a list of commands (a separator in it), not a name: a script another reading takes. */
const SCRIPT_WORD = /[;&|\n]/;
/** `env`'s options holding their value (`-uX`, `--unset=X`, `-C/`, `--chdir=/`). */
const ENV_VALUED = /^(?:-[uC].|--(?:unset|chdir)=)/;

/** Operands: words after the name that are not options (and not values of `valued` options). */
function operands(words: readonly string[], valued: ReadonlySet<string> = NO_VALUES): string[] {
  const out: string[] = [];
  let options = true;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (options && w === '--') {
      options = false;
      continue;
    }
    if (options && w.startsWith('-') && w !== '-') {
      if (valued.has(w)) i++;
      continue;
    }
    out.push(w);
  }
  return out;
}
const NO_VALUES: ReadonlySet<string> = new Set();

function optionValue(words: readonly string[], names: readonly string[]): string | undefined {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    for (const n of names) {
      if (w === n) return words[i + 1];
      if (n.startsWith('--') && isAssigned(w, n)) return w.slice(n.length + 1);
      // Round 37: `env --split-s=CMD` is `--split-string` to getopt_long.
      const cut = abbreviatedValue(words[0] as string, n, w, words[i + 1]);
      if (cut !== undefined) return cut;
    }
  }
  return undefined;
}

/** `w` starts with `${name}=` (tested without building that string). */
function isAssigned(w: string, name: string): boolean {
  return w.length > name.length && w.charCodeAt(name.length) === 61 /* = */ && w.startsWith(name);
}

function hasFlag(words: readonly string[], long: readonly string[], short: string): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') return false;
    for (const l of long) if (w === l || isAssigned(w, l)) return true;
    // A short-option cluster (`-rf`, `-ni`, `-i.bak`): the letters before any value.
    if (short !== '' && w.startsWith('-') && !w.startsWith('--') && clusterHas(w, short)) return true;
  }
  return false;
}

/** Whether the letters after the leading `-` of `w` (up to the first non-letter) include `letter`. */
function clusterHas(w: string, letter: string): boolean {
  const want = letter.charCodeAt(0);
  for (let i = 1; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) return false;
    if (c === want) return true;
  }
  return false;
}

function basename(path: string): string {
  // Trailing slashes counted off by index (a regular expression per source word cost a third of a copy).
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47 /* / */) end--;
  return path.slice(path.lastIndexOf('/', end - 1) + 1, end);
}

/**
 * Destination plus `dest/basename(src)` for each source, for commands that may copy into a directory;
 * round 40: a source that is xargs' or parallel's `{}` is a name the input gives, any in dest.
 */
function intoDestination(dest: string, sources: readonly string[]): WriteTarget[] {
  const out: WriteTarget[] = [{ path: dest, recursive: sources.includes('{}') }];
  // Round 20: a source named again (`zzwrap cp a cp a ...`) names the same target: one each.
  const names = new Set<string>();
  for (const s of sources) names.add(basename(s));
  for (const b of names) out.push({ path: `${dest}/${b}`, recursive: false, named: true });
  return out;
}

/**
 * Round 40: the directories GNU cp, mv, ln and install put their sources in, as getopt_long reads them
 * (`-t D`, `-tD`, `t` ending a cluster: `-st D`, `-Dt D`; `--target-directory[=]D` cut to any prefix:
 * `--target=D`, `--t D`; before or after the operands, not after `--`), and the operands left.
 */
function intoDirectories(words: readonly string[]): { dirs: string[]; ops: string[] } {
  const dirs: string[] = [];
  const ops: string[] = [];
  let options = true;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (!options || w.charCodeAt(0) !== 45 /* - */ || w === '-') ops.push(w);
    else if (w === '--') options = false;
    else if (w.charCodeAt(1) === 45) {
      const eq = w.indexOf('=');
      const name = eq < 0 ? w : w.slice(0, eq);
      const taken = eq < 0 && (COPY_LONG_VALUED.has(name) || isTargetOption(name)) ? words[++i] : undefined;
      const value = eq < 0 ? taken : w.slice(eq + 1);
      if (isTargetOption(name) && value !== undefined) dirs.push(value);
    } else
      for (let j = 1; j < w.length; j++) {
        const c = w[j] as string;
        if (!COPY_SHORT_VALUED.includes(c)) continue;
        const value = j + 1 < w.length ? w.slice(j + 1) : words[++i];
        if (c === 't' && value !== undefined) dirs.push(value);
        break;
      }
  }
  return { dirs, ops };
}
/** `--target-directory` or a prefix of it getopt_long takes (`--t`: no other long option of the four starts so). */
const isTargetOption = (name: string): boolean => name.length >= 3 && '--target-directory'.startsWith(name);
/** The four's short options that take a value (install's `-g`, `-m`, `-o`; `-S` suffix; `-t`). */
const COPY_SHORT_VALUED = 'gmoSt';
/** Their long options that take the next word as a value when written without `=`. */
const COPY_LONG_VALUED: ReadonlySet<string> = new Set([
  '--suffix',
  '--mode',
  '--owner',
  '--group',
  '--strip-program',
  '--sparse',
  '--no-preserve',
]);

/**
 * Each directory's targets (intoDestination); with no source shown (`xargs cp -t D < list`, `find ... |
 * xargs mv -t D`) the names come from input the text does not hold, as a tree's: any name in D.
 */
function intoDirectoryTargets(dirs: readonly string[], ops: readonly string[]): WriteTarget[] {
  const out: WriteTarget[] = [];
  for (const d of dirs)
    if (ops.length === 0) out.push({ path: d, recursive: true });
    else out.push(...intoDestination(d, ops));
  return out;
}

/** Whether a directory named as written is the working directory (`''`, `.`, `./`, `.//.`; not `..`). */
function isWorkingDirectory(path: string): boolean {
  // Round 39: the pattern was `(\.?\/*)*`, which `..` and `../..` match: `tar -x -C ..` wrote nothing.
  return /^(?:\.(?=\/|$)\/*)*$/.test(path);
}

/**
 * Whether an extraction directory is other than the working directory; an empty one is what a
 * substitution printed (`-C "$(dirname "$PWD")"`: placed anywhere by the caller), not the working one.
 */
const elsewhere = (dir: string): boolean => dir === '' || !isWorkingDirectory(dir);

/**
 * Round 39: an extraction whose members keep an absolute or `../` name (GNU tar and bsdtar strip both
 * unless `-P`/`--absolute-names`, any prefix of it; unzip unless `-:`; real tar and unzip the oracle).
 */
function unboundedExtraction(name: string, words: readonly string[]): boolean {
  // Round 40: 7-Zip's `-spf`/`-spf2` keep a member's full path (`/`, `../`).
  if (name === '7z') return words.some((w) => w === '-spf' || w === '-spf2');
  if (name === 'unzip') return words.some((w) => /^-[^-]*:/.test(w));
  const first = words[1] ?? '';
  if (/^[a-zA-Z]+$/.test(first) && first.includes('P')) return true;
  return words.some((w) => (w.length >= 4 && '--absolute-names'.startsWith(w)) || /^-[a-zA-Z]*P/.test(w));
}

/** The directories a tar command works in: `-C D`, `-CD`, `xCf D ..` (tarLetters), `--directory=D` or a prefix. */
const tarDirectories = (words: readonly string[]): string[] => [
  ...tarLetters(words, 'C'),
  ...longValues(words, '--directory'),
  // bsdtar's own spelling of `-C`.
  ...longValues(words, '--cd'),
  ...oneTopLevel(words),
];

/**
 * Round 40: GNU tar's `--one-top-level=D` (cut to a prefix; its value only after `=`) extracts below D, which
 * may climb (`--one-top-level=../x`).
 */
function oneTopLevel(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of words) {
    const eq = w.startsWith('--one') ? w.indexOf('=') : -1;
    if (eq > 0 && '--one-top-level'.startsWith(w.slice(0, eq))) out.push(w.slice(eq + 1));
  }
  return out;
}

/** 7-Zip's command is its first word that is no switch (`7z x`, `7z -o.. x`): `x` and `e` extract. */
function sevenZipExtracts(words: readonly string[]): boolean {
  const command = words.slice(1).find((w) => !w.startsWith('-'));
  return command === 'x' || command === 'e';
}

/** `words` with an archiver's other name read as the archiver (`7za` as `7z`, ARCHIVER_NAMES). */
function archiverWords(words: readonly string[]): readonly string[] {
  const name = ARCHIVER_NAMES.get(words[0] as string);
  return name === undefined ? words : [name, ...words.slice(1)];
}

/** Whether an extraction (shell-extractors.ts) writes below the working directory: none named, or `.`. */
const extractedHere = (e: ReturnType<typeof extraction>): boolean =>
  e !== undefined && (e.here || e.dirs.some((d) => !elsewhere(d)));

/** The targets of an extraction (shell-extractors.ts): below each directory named, anywhere if unbounded. */
function extractionTargets(e: ReturnType<typeof extraction>): WriteTarget[] {
  if (e === undefined) return [];
  const out = e.dirs.map((path) => ({ path, recursive: elsewhere(path) }));
  if (e.unbounded) out.push(ANYWHERE);
  return out;
}

/** Whether a cpio command extracts: `-i`, `--extract`, or `i` in its first option cluster. */
function cpioExtracts(words: readonly string[]): boolean {
  return words.some((w) => (w.length >= 5 && '--extract'.startsWith(w)) || /^-[a-zA-Z]*i/.test(w));
}
/** Whether a cpio command copies in pass-through mode: `-p`, `--pass-through`, or `p` in an option cluster. */
function cpioPasses(words: readonly string[]): boolean {
  return words.some((w) => (w.length >= 4 && '--pass-through'.startsWith(w)) || /^-[a-zA-Z]*p/.test(w));
}
/** cpio's pass-through destination, its first operand (each short option of CPIO_VALUED takes the next word). */
function cpioDestination(words: readonly string[]): WriteTarget[] {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--')
      return words[i + 1] === undefined ? [] : [{ path: words[i + 1] as string, recursive: true }];
    if (w.startsWith('--')) continue;
    if (w.startsWith('-') && w.length > 1) {
      if (CPIO_VALUED.has(w.slice(-1))) i++;
      continue;
    }
    return [{ path: w, recursive: true }];
  }
  return [];
}
/** cpio's short options that take a value (GNU cpio 2.13's manual). */
const CPIO_VALUED: ReadonlySet<string> = new Set(['C', 'E', 'F', 'H', 'I', 'M', 'O', 'R']);

/** Whether an archive program extracts into the working directory (no directory named, or `.`). */
function extractsHere(given: readonly string[], stdin: readonly string[]): boolean {
  const words = archiverWords(given);
  const name = words[0] as string;
  if (EXTRACTORS.includes(name) || INTERPRETERS.has(name))
    return extractedHere(extraction(words, pythonCode(words, stdin)));
  const here = (dirs: readonly string[]): boolean => !dirs.some(elsewhere);
  if (name === 'tar' || name === 'bsdtar') return extracts(words) && here(tarDirectories(words));
  // `unzip -l|-t|-v|-p|-z|-Z` lists, tests or prints.
  if (name === 'unzip')
    return !words.some((w) => /^-[a-zA-Z]*[ltvpzZ]/.test(w)) && here(optionValues(words, ['-d']));
  if (name === '7z') return sevenZipExtracts(words) && here(optionValues(words, ['-o']));
  return name === 'cpio' && cpioExtracts(words) && here(optionValues(words, ['-D', '--directory']));
}

/**
 * Round 39: the files a compressor writes: `-o F` (zstd, lz4, brotli) and, decompressing, each operand
 * (removed) and its name without the suffix (`gunzip ~/.bashrc.gz` writes `~/.bashrc`), lz4's second
 * operand; none to standard output or when testing or listing.
 */
function squeezed(words: readonly string[]): string[] {
  const out = optionValues(words, ['-o', '--output']);
  // Compressing replaces each operand with its `.gz` twin: a guarded file's loss, not a file run later
  // (and `gzip ~/.ssh/id_rsa | nc ...` stays the exfiltration rule's to name).
  const decompress =
    UNSQUEEZERS.has(words[0] as string) ||
    words.some((w) => w === '--decompress' || w === '--uncompress' || /^-[a-zA-Z0-9]*d/.test(w));
  if (!decompress || words.some((w) => SQUEEZE_READS.test(w))) return out;
  const ops = operands(words, new Set(['-o', '--output', '-S', '--suffix', '-T', '--threads', '-b', '-B']));
  const name = words[0] as string;
  if (name === 'lz4' || name === 'unlz4')
    return [...out, ...ops.slice(0, 2), ...ops.slice(0, 1).map(unsuffixed)];
  return [...out, ...ops, ...ops.map(unsuffixed)];
}
/** The compressors' names that decompress. */
const UNSQUEEZERS: ReadonlySet<string> = new Set(['gunzip', 'bunzip2', 'unxz', 'unlzma', 'unzstd', 'unlz4']);
/** A compressor's options that only print or test: `-c`/`--stdout`, `-t`, `-l`, `--list`, `--test`. */
const SQUEEZE_READS = /^(?:-[a-zA-Z0-9]*[ctl][a-zA-Z0-9]*|--(?:stdout|to-stdout|test|list))$/;
/** A compressed file's name without its suffix (`.tgz` is a `.tar`). */
const unsuffixed = (path: string): string =>
  path.replace(/\.(?:gz|z|bz2|xz|lzma|zst|lz4|br)$/i, '').replace(/\.tgz$/i, '.tar');

/** dpkg-deb's and dpkg's modes that extract a package's tree into a directory. */
const DEB_EXTRACT = /^(?:-[xXR]|--(?:extract|vextract|raw-extract))$/;

/** The values of a long option spelt whole or cut to a prefix the program takes (`tar --dir=..`). */
function longValues(words: readonly string[], name: string): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    const v =
      w === name
        ? words[i + 1]
        : isAssigned(w, name)
          ? w.slice(name.length + 1)
          : abbreviatedValue(words[0] as string, name, w, words[i + 1]);
    if (v !== undefined) out.push(v);
  }
  return out;
}

/** Whether a tar command extracts: `-x`, `--extract`, `--get`, or `x` in its first (bundled) word. */
function extracts(words: readonly string[]): boolean {
  const first = words[1] ?? '';
  if (/^[a-zA-Z]*x[a-zA-Z]*$/.test(first)) return true;
  return words.some((w) => w === '--extract' || w === '--get' || /^-[a-zA-Z]*x[a-zA-Z]*$/.test(w));
}

/** tar's short options that take a value (GNU and bsdtar), in a cluster or the old-style first word. */
const TAR_VALUED = 'bCfFgHIKLNTVX';
/** tar's long options that name a file it writes in any mode, or in a creating mode. */
const TAR_LONG_WRITES = ['--index-file'];
const TAR_LONG_ARCHIVE = ['--file', '--listed-incremental'];

/**
 * The files a tar command writes besides extraction (round 19): the archive (`-f F`, `--file=F`, the
 * old-style `czf F`) and the snapshot (`-g F`) when a mode creates, appends or updates (`c`, `r`, `u`,
 * `A`, `--delete`); `--index-file=F` in any mode. One pass over the words; a value is the rest of its
 * cluster or the next word, taken in the letters' order as tar takes them.
 */
function tarOutputs(words: readonly string[]): string[] {
  const files: string[] = [];
  const always: string[] = [];
  let writes = false;
  let i = 1;
  const cluster = (letters: string, from: number, oldStyle: boolean): void => {
    for (let k = from; k < letters.length; k++) {
      const c = letters[k] as string;
      if (c === 'c' || c === 'r' || c === 'u' || c === 'A') writes = true;
      if (!TAR_VALUED.includes(c)) continue;
      // Old style takes each value from the words after the cluster; a dash cluster, the rest or the next word.
      const rest = oldStyle ? '' : letters.slice(k + 1);
      const value = rest !== '' ? rest : words[++i];
      if (value !== undefined && (c === 'f' || c === 'g')) files.push(value);
      if (!oldStyle) return;
    }
  };
  const first = words[1];
  if (first !== undefined && first !== '' && !first.startsWith('-') && /^[a-zA-Z]+$/.test(first)) {
    i = 1;
    cluster(first, 0, true);
    i++;
  }
  for (; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    if (w.startsWith('--')) {
      if (/^--(?:create|append|update|catenate|concatenate|delete)$/.test(w)) writes = true;
      for (const n of TAR_LONG_ARCHIVE) {
        if (w === n) files.push(words[++i] ?? '');
        else if (isAssigned(w, n)) files.push(w.slice(n.length + 1));
      }
      for (const n of TAR_LONG_WRITES) {
        if (w === n) always.push(words[++i] ?? '');
        else if (isAssigned(w, n)) always.push(w.slice(n.length + 1));
      }
    } else if (w.startsWith('-') && w.length > 1) cluster(w, 1, false);
  }
  const out = writes ? [...files, ...always] : always;
  return out.filter((f) => f !== '' && f !== '-');
}

/** `7z a|u|d|rn ARCHIVE ...` writes ARCHIVE (its first operand after the verb; switches are attached). */
function sevenZipArchive(words: readonly string[]): string[] {
  if (!/^(?:a|u|d|rn)$/.test(words[1] ?? '')) return [];
  const archive = words.slice(2).find((w) => !w.startsWith('-'));
  return archive === undefined ? [] : [archive];
}

/** zip's options that take the next word as their value. */
const ZIP_VALUED: ReadonlySet<string> = new Set([
  '-b',
  '-n',
  '-t',
  '-tt',
  '-P',
  '-Z',
  '-s',
  '-sp',
  '-O',
  '-ll',
]);
/** `zip [options] ARCHIVE files...` writes ARCHIVE, or the file `-O`/`--output-file` names. */
function zipOutputs(words: readonly string[]): string[] {
  const out = optionValues(words, ['--output-file']);
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '-O') out.push(words[i + 1] ?? '');
    if (w.startsWith('-') && w !== '-') {
      if (ZIP_VALUED.has(w) || w === '--output-file') i++;
      continue;
    }
    out.push(w);
    break;
  }
  return out.filter((f) => f !== '' && f !== '-');
}

const plain = (paths: readonly string[], recursive = false): WriteTarget[] =>
  paths.map((path) => ({ path, recursive }));

/** The command names the switch below reads write targets from (keep in step with its cases). */
const WRITER_NAMES: readonly string[] = [
  'rm',
  'rmdir',
  'unlink',
  'shred',
  'srm',
  'touch',
  'mkdir',
  'mkfifo',
  'truncate',
  'tee',
  'mv',
  'cp',
  'ln',
  'install',
  'rsync',
  'scp',
  'sed',
  'gsed',
  'perl',
  'awk',
  'gawk',
  'mawk',
  'nawk',
  'find',
  'dd',
  'chmod',
  'chown',
  'chgrp',
  'chattr',
  'setfacl',
  'curl',
  'wget',
  'ftpget',
  'tftp',
  'emacs',
  'patch',
  'git',
  'sort',
  'shuf',
  'ptx',
  'uniq',
  'split',
  'csplit',
  'sponge',
  'xxd',
  'tar',
  'bsdtar',
  'unzip',
  '7z',
  'cpio',
  'pax',
  'gzip',
  'gunzip',
  'bzip2',
  'bunzip2',
  'xz',
  'unxz',
  'lzma',
  'unlzma',
  'zstd',
  'unzstd',
  'lz4',
  'unlz4',
  'brotli',
  'dpkg-deb',
  'dpkg',
  'unsquashfs',
  'zip',
  'gpg',
  'openssl',
  'ssh-keygen',
  'gcc',
  'cc',
  'clang',
  'g++',
  'c++',
  'go',
  'rustc',
  'npm',
  'pnpm',
  'yarn',
  'gh',
  'pip',
  'pip3',
  'conda',
  'mamba',
  'micromamba',
  'gem',
];
/** Round 40: ARCHIVER_NAMES' and EXTRACTORS' words too (round 41: taken from the vocabulary, not copied). */
/** Round 57: the container engines whose `run`/`create` bind host paths the image may write. */
const CONTAINER_RUNNERS = ['docker', 'podman', 'nerdctl'];
const WRITERS: ReadonlySet<string> = new Set([
  ...WRITER_NAMES,
  ...ARCHIVER_NAMES.keys(),
  ...EXTRACTORS,
  ...CONTAINER_RUNNERS,
]);
const NO_TARGETS: readonly WriteTarget[] = Object.freeze([]);
/** Round 73: what a layer before the last writes by its own options (its words to `next`), or as a copy verb. */
function layerWrites(words: readonly string[], at: number, next: number): readonly WriteTarget[] {
  const name = commandName(words[at] as string);
  const copies = TRANSFER_PROGRAMS.has(name);
  let own = false;
  for (let i = at + 1; i < next && !own; i++) own = (words[i] as string).charCodeAt(0) === 45; /* - */
  if (!copies && !own) return NO_TARGETS;
  const layer = words.slice(at, copies ? words.length : next);
  layer[0] = name;
  const out: WriteTarget[] = copies ? [...transferTargets(layer)] : [];
  const options = copies ? layer.slice(0, next - at) : layer;
  for (const f of outputOptions(options)) out.push({ path: f, recursive: false });
  for (const f of shortOutputs(options)) out.push({ path: f, recursive: false });
  return out;
}
/** Round 69: the interpreters whose code's writes are read, Lua's, and Go's stand-in (a Go file run: `yaegi -e CODE`, GO). */
const CODE_RUNNERS: ReadonlySet<string> = new Set([...INTERPRETERS, ...LUAS, 'yaegi']);

/**
 * Round 57: a writable bind mount of the home or a path in it is a path the command writes (the image's
 * program writes what the text does not show: `docker run -v ~/.bashrc:/b img`, `-itv ~:/h`): the home
 * itself and a dot path in it with all below it, another home path as itself (`-v ~/proj:/w` writes the
 * project as `-v "$PWD":/w` does; a workspace's `.git/` is the container's to change, left).
 * Round 58: any other explicit source too (`-v /:/host`, `--mount type=bind,source=/etc`, `-v
 * /var/lib/gate:/s`, `-v ./.git:/g`), with all below it: the container may write anywhere in what it is
 * given. The working directory's own mount (`.`, `$PWD`) is the project runner's (readsProject).
 */
/** Parameter expansions in a mount's source (`${*}`, `$@`, `${x:0:0}`, `$X`). */
const EXPANSIONS_IN_SOURCE = /\$(?:\{[^}]*\}|[A-Za-z_]\w*|[@*#?$!0-9-])/g;
function containerWrites(words: readonly string[]): readonly WriteTarget[] {
  const out: WriteTarget[] = [];
  for (const m of containerMounts(words)) {
    if (m.readOnly || m.source === '') continue;
    const path = normalisePath(m.source.replace(/^\$\{?HOME\}?(?=\/|$)/, '~'));
    if (path === '~' || path.startsWith('~/'))
      out.push({ path: m.source, recursive: path === '~' || /\/\./.test(path) });
    else {
      // `$PWD/.git` is the project's `.git`: read as `./.git`; the working directory itself is readsProject's.
      const own = m.source.replace(/^\$\{?PWD\}?(?=\/|$)/, '.');
      if (normalisePath(own) !== '.') out.push({ path: own, recursive: true });
      // `${*}/proc/self/root`, `$X/etc`, `/p${x:+$((1))}roc/self/root`: an expansion the text does not set
      // may be empty, so the source is read with each taken out too (over-read: fail closed).
      const rest = own.replace(EXPANSIONS_IN_SOURCE, '');
      if (rest !== own && rest.startsWith('/')) out.push({ path: rest, recursive: true });
    }
  }
  return out.length > 0 ? out : NO_TARGETS;
}

function commandTargets(
  given: readonly string[],
  queue: SimpleCommand[],
  stdin: readonly string[],
): readonly WriteTarget[] {
  // One set lookup sends most commands (ls, grep, npm ...) past the switch's string compares.
  if (!WRITERS.has(given[0] as string)) {
    if (!CODE_RUNNERS.has(given[0] as string)) return NO_TARGETS;
    // `python3 -m pip config set ...` is pip's own config write.
    if (given[1] === '-m' && (given[2] === 'pip' || given[2] === 'pip3'))
      return [...configTargets(given.slice(2)), ...installTargets(given.slice(2))];
    return interpreterWrites(given, stdin);
  }
  const words = archiverWords(given);
  const name = words[0] as string;
  switch (name) {
    case 'docker':
    case 'podman':
    case 'nerdctl':
      return containerWrites(words);
    case 'rm':
    case 'rmdir':
    case 'unlink':
    case 'shred':
    case 'srm':
      return plain(operands(words), hasFlag(words, ['--recursive'], 'r') || hasFlag(words, [], 'R'));
    case 'touch':
    case 'mkdir':
    case 'mkfifo':
      return plain(operands(words, new Set(['-m', '-r', '-d', '-t', '--mode', '--reference'])));
    case 'truncate':
      return plain(operands(words, new Set(['-s', '-r', '--size', '--reference'])));
    case 'tee':
      return plain(operands(words));
    case 'mv': {
      const { dirs, ops } = intoDirectories(words);
      // A move writes its destination and removes its sources, each with all below it (round 22: `mv ~ x`).
      if (dirs.length > 0) return [...plain(ops, true), ...intoDirectoryTargets(dirs, ops)];
      if (ops.length < 2) return plain(ops);
      const sources = ops.slice(0, -1);
      return [...plain(sources, true), ...intoDestination(ops[ops.length - 1] as string, sources)];
    }
    case 'cp':
    case 'ln':
    case 'install':
    case 'rsync':
    case 'scp': {
      // Round 40: GNU's four read `-t` as getopt does (`-st DIR`, `-t..`, `--target=DIR`); rsync's and
      // scp's `-t` is no directory (times; scp's own sink mode), read as before.
      const gnu = name !== 'rsync' && name !== 'scp' ? intoDirectories(words) : undefined;
      const dir = gnu === undefined ? optionValue(words, ['-t', '--target-directory']) : gnu.dirs[0];
      const ops =
        gnu?.ops ??
        operands(
          words,
          new Set(['-t', '-S', '-m', '-o', '-g', '-e', '--suffix', '--target-directory', '--mode']),
        );
      // Round 36: a link is a second name to write its source by (`ln -s ~/.ssh x`, then a write to
      // `x/authorized_keys` in a later call): each source, with all below it, is written too.
      const linked =
        name === 'ln' ||
        (name === 'cp' && (hasFlag(words, ['--symbolic-link', '--link'], 's') || hasFlag(words, [], 'l')));
      const symbolic = hasFlag(words, ['--symbolic', '--symbolic-link'], 's');
      const sources = linked ? linkSources(ops, dir, symbolic) : NO_TARGETS;
      // A tree copied to a directory that may not exist yet becomes it: it writes anywhere below dest.
      const tree =
        hasFlag(words, ['--recursive', '--archive'], 'r') ||
        hasFlag(words, [], 'a') ||
        (name !== 'rsync' && hasFlag(words, [], 'R'));
      // Round 40: a tree copied into `-t D` (`cp -rt .. .`) writes anywhere below D too.
      if (gnu !== undefined && gnu.dirs.length > 0)
        return [...sources, ...intoDirectoryTargets(gnu.dirs, tree && !linked ? [] : ops)];
      if (dir !== undefined) return [...sources, ...intoDestination(dir, ops)];
      if (ops.length === 0) return [];
      if (ops.length === 1)
        return name === 'ln' ? [...sources, { path: basename(ops[0] as string), recursive: false }] : [];
      const dest = ops[ops.length - 1] as string;
      if (linked) return [...sources, ...intoDestination(dest, ops.slice(0, -1))];
      // A remote destination (host:path) writes another machine.
      if ((name === 'rsync' || name === 'scp') && /^[^/]*:/.test(dest)) return [];
      const into = intoDestination(dest, ops.slice(0, -1));
      return tree ? [...into, { path: dest, recursive: true }] : into;
    }
    case 'sed':
    case 'gsed': {
      // Round 37: the files its script's `w` commands and flags write, in place or not.
      const written = plain(sedWrites(words));
      if (!hasFlag(words, ['--in-place'], 'i')) return written;
      const scripted = optionValue(words, ['-e', '-f', '--expression', '--file']) !== undefined;
      const ops = operands(words, new Set(['-e', '-f', '-l', '--expression', '--file', '--line-length']));
      return [...written, ...plain(scripted ? ops : ops.slice(1))];
    }
    case 'perl':
      // Round 41: perl's `-i` is a letter of a flag cluster, not of `-MArchive::Tar`'s module name.
      if (words.some((w) => /^-[acnpsStTuUwWX]*i/.test(w))) {
        const ops = operands(words, new Set(['-e', '-E', '-M', '-I']));
        return plain(optionValue(words, ['-e', '-E']) !== undefined ? ops : ops.slice(1));
      }
      return interpreterWrites(words, stdin);
    case 'awk':
    case 'gawk':
    case 'mawk':
    case 'nawk': {
      const ops = operands(words, new Set(['-i', '-f', '-v', '-F', '--assign']));
      // The program's own output redirections (`print > "F"`, `printf ... >> "F"`) write F.
      const program = optionValue(words, ['-f']) === undefined ? (ops[0] ?? '') : '';
      const out = awkRedirects(program, awkAssigned(words, program));
      if (words.includes('inplace')) out.push(...ops.slice(1));
      return plain(out);
    }
    case 'find':
      return findTargets(words, queue);
    case 'dd':
      return plain(words.filter((w) => w.startsWith('of=')).map((w) => w.slice(3)));
    case 'chmod':
    case 'chown':
    case 'chgrp':
    case 'chattr':
    case 'setfacl': {
      const ref = words.some((w) => w.startsWith('--reference'));
      const ops = operands(words, new Set(['-m', '-x', '-M', '-X']));
      return plain(ref ? ops : ops.slice(1), hasFlag(words, ['--recursive'], 'R'));
    }
    case 'curl':
    case 'wget':
      return plain(downloaderWrites(name, words, stdin));
    case 'emacs':
      return plain(emacsWrites(words));
    case 'ftpget': {
      // Round 42: busybox's `ftpget HOST [LOCAL] REMOTE` writes LOCAL, or REMOTE's last name here.
      const ops = operands(words, new Set(['-u', '-p', '-P', '--username', '--password', '--port']));
      return plain(ops.length >= 3 ? ops.slice(1, 2) : ops.slice(1).map((w) => basename(w)));
    }
    case 'tftp': {
      // Round 42: busybox's `tftp -g -r REMOTE [-l LOCAL] HOST` writes LOCAL, or REMOTE's last name.
      if (!hasFlag(words, [], 'g')) return [];
      const local = optionValue(words, ['-l']);
      const remote = optionValue(words, ['-r']);
      return plain(local !== undefined ? [local] : remote !== undefined ? [basename(remote)] : []);
    }
    case 'sort':
    case 'shuf':
    case 'gcc':
    case 'cc':
    case 'clang':
    case 'g++':
    case 'c++':
    case 'rustc':
    case 'gpg':
      return plain(optionValues(words, ['-o']));
    case 'go':
      return words[1] === 'build' ? plain(optionValues(words, ['-o'])) : [];
    case 'openssl':
      return plain(optionValues(words, ['-out']));
    case 'ssh-keygen':
      // `-f FILE` is the key written, except when it only reads one (`-l`, `-y`, `-F`, `-R` ...).
      return hasFlag(words, [], 'l') || hasFlag(words, [], 'y') ? [] : plain(optionValues(words, ['-f']));
    case 'uniq':
    case 'xxd':
    case 'ptx':
      // The second operand is the output file (`uniq IN OUT`, `xxd -r IN OUT`, `ptx -G IN OUT`, round 47).
      return plain(operands(words, new Set(['-f', '-s', '-w', '-c', '-g', '-l', '-o', '-s'])).slice(1, 2));
    case 'sponge':
      return plain(operands(words));
    case 'split':
    case 'csplit': {
      // The last operand (or `-f PREFIX`) names the files written: PREFIX followed by a suffix.
      const prefix = optionValue(words, ['-f', '--prefix']);
      const ops = operands(words, new Set(['-b', '-l', '-n', '-a', '-C', '-f', '--prefix', '-t']));
      const p = prefix ?? (name === 'split' && ops.length >= 2 ? ops[ops.length - 1] : undefined);
      return p === undefined ? [] : plain([`${p}*`]);
    }
    case 'unar':
    case 'atool':
    case 'aunpack':
    case 'jar':
    case 'cabextract':
    case 'unrar':
    case 'ar':
    case 'lha':
    case 'lhasa':
    case 'arj':
    case 'zoo':
      return extractionTargets(extraction(words, undefined));
    case 'tar':
    case 'bsdtar':
    case 'unzip':
    case '7z': {
      // Extraction writes below the directory named (`tar -x -C D`, `unzip -d D`, `7z x -oD`); what the
      // archive holds is not in the text.
      const into =
        name === 'unzip'
          ? optionValues(words, ['-d'])
          : name === '7z'
            ? optionValues(words, ['-o'])
            : tarDirectories(words);
      // An extraction writes anywhere below the directory (`tar -c -C D` only reads D).
      // Into the working directory the archive is assumed to hold the project's own files (docs/floor.md).
      const tree = name === 'unzip' || (name === '7z' ? sevenZipExtracts(words) : extracts(words));
      const out = into.map((path) => ({ path, recursive: tree && elsewhere(path) }));
      // Round 39: members that keep their `/` and `../` (`tar -P`, `unzip -:`) land where the archive says.
      if (tree && unboundedExtraction(name, words)) out.push(ANYWHERE);
      // Round 19: the archive a creating mode writes (`tar -czf ../../x.tgz`, `7z a ../../x.7z`).
      return name === 'unzip'
        ? out
        : [...out, ...plain(name === '7z' ? sevenZipArchive(words) : tarOutputs(words))];
    }
    case 'cpio':
    case 'pax':
      // Round 45: `find . | cpio -pdm DIR` copies each listed file below DIR (GNU cpio's pass-through).
      if (name === 'cpio' && cpioPasses(words)) return cpioDestination(words);
      // Round 39: cpio and pax extract a member's absolute or `../` name as written (busybox cpio the
      // oracle); GNU cpio's `--no-absolute-filenames` keeps them below the working directory (or `-D`'s).
      if (!(name === 'cpio' ? cpioExtracts(words) : hasFlag(words, [], 'r'))) return [];
      if (name === 'pax' || !words.includes('--no-absolute-filenames')) return [ANYWHERE];
      return optionValues(words, ['-D', '--directory']).map((path) => ({ path, recursive: true }));
    case 'dpkg-deb':
    case 'dpkg':
    case 'unsquashfs': {
      // Round 39: `dpkg-deb -x PKG DIR`, `dpkg -x PKG DIR`, `unsquashfs -d DIR IMG` write the tree into DIR.
      const dir =
        name === 'unsquashfs'
          ? optionValue(words, ['-d', '-dest'])
          : words.some((w) => DEB_EXTRACT.test(w))
            ? operands(words).slice(-1)[0]
            : undefined;
      return dir === undefined ? [] : [{ path: dir, recursive: elsewhere(dir) }];
    }
    case 'gzip':
    case 'gunzip':
    case 'bzip2':
    case 'bunzip2':
    case 'xz':
    case 'unxz':
    case 'lzma':
    case 'unlzma':
    case 'zstd':
    case 'unzstd':
    case 'lz4':
    case 'unlz4':
    case 'brotli':
      return plain(squeezed(words));
    case 'zip':
      return plain(zipOutputs(words));
    case 'npm':
      // Round 19: `npm pack --pack-destination DIR` writes its tarball into DIR.
      return [
        ...npmTargets(words),
        ...plain(optionValues(words, ['--pack-destination'])),
        ...installTargets(words),
      ];
    case 'pnpm':
    case 'yarn':
    case 'pip':
    case 'pip3':
    case 'gem':
      return [...configTargets(words), ...installTargets(words)];
    case 'gh':
    case 'conda':
    case 'mamba':
    case 'micromamba':
      return configTargets(words);
    case 'patch': {
      const out = optionValue(words, ['-o', '--output']);
      const ops = operands(words, new Set(['-p', '-i', '-o', '-d', '-r', '-B', '--input', '--output']));
      // `patch -d DIR` applies in DIR: it writes below DIR whatever the patch names.
      const dir = optionValues(words, ['-d', '--directory'])[0];
      const targets = plain(out !== undefined ? [out] : ops.slice(0, 1)).map((t) =>
        dir === undefined ? t : { ...t, path: inDir(dir, t.path) },
      );
      return dir === undefined || isWorkingDirectory(dir)
        ? targets
        : [...targets, { path: dir, recursive: true }];
    }
    case 'git':
      return gitTargets(words);
    default:
      return INTERPRETERS.has(name) ? interpreterWrites(words, stdin) : [];
  }
}

/**
 * Round 47: the files a content writer (CONTENT_WRITERS) writes by its options and operands (`sort -o F`,
 * `uniq IN F`, `find -fprintf F`, `dd of=F`, a split's `PREFIX*`): writtenScripts reads each as a file whose
 * content the text does not show. `words` start with the program's name.
 */
export function contentWrites(words: readonly string[], stdin: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of commandTargets(words, [], stdin)) if (!t.recursive) out.push(t.path);
  return out;
}

/** `find ROOT... [-name N] -delete | -exec CMD {} ;` writes below each root (only names N, if given). */
const FIND_OUTPUTS: ReadonlySet<string> = new Set(['-fprint', '-fprint0', '-fprintf', '-fls']);
function findTargets(words: readonly string[], queue: SimpleCommand[]): WriteTarget[] {
  const name = optionValue(words, ['-name', '-iname']);
  const reach = findReach(words);
  const out: WriteTarget[] = [];
  if (words.includes('-delete')) out.push(...plain(reach, name === undefined));
  // Round 54: a chain past the bound is refused as too complex (commandBudget, readList), not queued
  // command by command (each the rest of the chain: quadratic, 25 s of CPU at 200 kB in `sh -c`).
  const chained = overExecs(words);
  for (let j = 1; j < words.length; j++) {
    const w = words[j] as string;
    // Round 18: `-fprint F`, `-fprint0 F`, `-fprintf F FMT` and `-fls F` create or truncate F.
    if (FIND_OUTPUTS.has(w) && words[j + 1] !== undefined) out.push(...plain([words[j + 1] as string]));
    if (w !== '-exec' && w !== '-execdir' && w !== '-ok' && w !== '-okdir') continue;
    if (chained) continue;
    const end = words.findIndex((x, k) => k > j && (x === ';' || x === '+'));
    const inner = words.slice(j + 1, end < 0 ? words.length : end);
    for (const r of reach) {
      const run = inner.map((x) => (x === '{}' ? r : x));
      queue.push({
        words: run,
        // Round 56: shown in step with its words (an empty list was indexed past its end by literalValues:
        // a TypeError thrown out of the kernel, `find . -exec A=1 ''rm $HOME \;`, found by the generated hunt).
        shown: run.map((x) => showPiece(x)),
        redirects: [],
        sep: '',
        list: 0,
        stdin: [],
        literal: undefined,
      });
    }
    j = end < 0 ? words.length : end;
  }
  return out;
}

/** How many distinct commands find runs are read as standing in its place (scriptsOf). */
const MAX_INHERITORS = 4;

/**
 * Round 46: the commands find's `-exec` and `-execdir` run, which inherit find's standard input (GNU and
 * busybox find; `-ok` and `-okdir` read the answer there and give the command /dev/null): `{}` as written.
 */
export function findInheritors(words: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let j = 1; j < words.length; j++) {
    if (words[j] !== '-exec' && words[j] !== '-execdir') continue;
    let end = j + 1;
    while (end < words.length && words[end] !== ';' && words[end] !== '+') end++;
    if (end > j + 1) out.push(words.slice(j + 1, end));
    j = end;
  }
  return out;
}

/**
 * What `find`'s `{}` stands for: each start point (`.` when none), below it the `-name` pattern
 * (`find ~ -name id_rsa`: any `id_rsa` below `~`). Round 24: the commands `-exec` runs are read with it too.
 */
export function findReach(words: readonly string[]): string[] {
  const roots: string[] = [];
  let i = 1;
  while (i < words.length && !/^[-(!)]/.test(words[i] as string)) roots.push(words[i++] as string);
  if (roots.length === 0) roots.push('.');
  const name = optionValue(words, ['-name', '-iname']);
  return roots.map((r) => (name === undefined ? r : `${r}/**/${name}`));
}

/**
 * git writes its own config (`git config k v`, `git remote add|set-url`, `git config --global`), and a
 * command run in another directory (`git -C DIR`, `--work-tree DIR`) writes anywhere in it unless it
 * only reads; `git apply --directory DIR` writes below DIR whatever the patch names.
 */
function gitTargets(all: readonly string[]): WriteTarget[] {
  let dir = '';
  let tree: string | undefined;
  let i = 1;
  for (; i < all.length && (all[i] as string).startsWith('-'); i++) {
    const w = all[i] as string;
    if (w === '-C') dir = inDir(dir, all[++i] ?? '');
    else if (w === '--work-tree' || w === '--git-dir' || w === '-c' || w === '--namespace') {
      if (w === '--work-tree') tree = all[i + 1];
      i++;
    } else if (w.startsWith('--work-tree=')) tree = w.slice(12);
  }
  const words = i === 1 ? all : ['git', ...all.slice(i)];
  const sub = words[1];
  const out: WriteTarget[] = [];
  const apply = sub === 'apply' ? optionValues(words, ['--directory'])[0] : undefined;
  if (apply !== undefined) out.push({ path: apply, recursive: true });
  if (sub !== undefined && !GIT_READS.has(sub)) {
    const at = tree ?? '.';
    // In the working directory git writes the project's own work tree, as a plain `git checkout` does.
    if (!isWorkingDirectory(inDir(dir, at))) out.push({ path: at, recursive: true });
  }
  out.push(...gitPathTargets(words));
  const own = ownGitTargets(words);
  if (own.length === 0) return out.map((t) => ({ ...t, path: inDir(dir, t.path) }));
  return [...out, ...own].map((t) => ({ ...t, path: inDir(dir, t.path) }));
}

/**
 * Does a `git rm` or `git restore` touch only the index (`rm --cached`, `restore --staged` without
 * `--worktree`)? Options after `--` are pathspecs, not options.
 */
function indexOnly(sub: string, rest: readonly string[]): boolean {
  const end = rest.indexOf('--');
  const opts = end < 0 ? rest : rest.slice(0, end);
  if (sub === 'rm') return opts.includes('--cached');
  if (sub !== 'restore') return false;
  const staged = opts.includes('--staged') || opts.includes('-S');
  return staged && !opts.includes('--worktree') && !opts.includes('-W');
}

/**
 * The paths a git subcommand names and writes: `checkout`/`restore` pathspecs (fail closed: every
 * operand, a branch name included), `mv`/`rm` operands, `checkout-index --prefix=P`, `worktree add P`,
 * `clone URL P`, `submodule add URL P`. What history holds (`git stash pop`, `git merge`) is not in the text.
 */
function gitPathTargets(words: readonly string[]): WriteTarget[] {
  const sub = words[1];
  const rest = words.slice(1);
  switch (sub) {
    case 'checkout':
    case 'restore':
    case 'rm':
      // Round 32: `git rm --cached .env`, `git restore --staged f` change only the index, never the file.
      if (indexOnly(sub, rest)) return [];
      // A pathspec naming a directory writes everything below it.
      return plain(
        operands(rest, GIT_VALUED).filter((p) => !isWorkingDirectory(p)),
        true,
      );
    case 'mv':
      return plain(operands(rest, GIT_VALUED));
    case 'checkout-index': {
      const prefix = optionValues(rest, ['--prefix'])[0];
      return prefix === undefined ? [] : [{ path: prefix, recursive: true }];
    }
    case 'archive':
      // Round 19: `git archive -o F` (`--output=F` is every program's output option).
      return plain(optionValues(rest, ['-o']));
    case 'bundle':
      return words[2] === 'create' ? plain(operands(words.slice(2), GIT_VALUED).slice(0, 1)) : [];
    case 'format-patch':
      return plain(optionValues(rest, ['-o', '--output-directory']), true);
    case 'worktree':
      return words[2] === 'add' ? plain(operands(words.slice(2), GIT_VALUED).slice(0, 1), true) : [];
    case 'clone':
      return plain(
        operands(rest, GIT_VALUED)
          .slice(1, 2)
          .filter((p) => !isWorkingDirectory(p)),
        true,
      );
    case 'submodule':
      return words.includes('add')
        ? plain(operands(words.slice(words.indexOf('add')), GIT_VALUED).slice(1, 2), true)
        : [];
    default:
      return [];
  }
}
/** Options of those subcommands that take a value as the next word. */
const GIT_VALUED: ReadonlySet<string> = new Set([
  '-u',
  '--upload-pack',
  '-b',
  '-B',
  '--orphan',
  '-s',
  '--source',
  '--conflict',
  '-m',
  '--depth',
  '--branch',
  '-o',
  '--origin',
  '--reference',
  '--separate-git-dir',
  '--name',
  '--template',
  '-c',
  '--config',
  '--jobs',
  '-j',
]);
/** git subcommands that write nothing in the work tree (run in a guarded directory, they only read). */
const GIT_READS: ReadonlySet<string> = new Set([
  'status',
  'log',
  'diff',
  'show',
  'rev-parse',
  'rev-list',
  'ls-files',
  'ls-tree',
  'ls-remote',
  'grep',
  'blame',
  'describe',
  'shortlog',
  'cat-file',
  'version',
  'help',
  'whatchanged',
  'reflog',
  'for-each-ref',
  'show-ref',
  'name-rev',
  'merge-base',
  'check-ignore',
  'var',
  'config',
  'remote',
  'fetch',
  'push',
  'branch',
  'tag',
]);

/** git's own config writes: `git config k v`, `git remote add|set-url`, `git config --global`. */
function ownGitTargets(words: readonly string[]): WriteTarget[] {
  const sub = words[1];
  if (sub === 'config') {
    const reading = words.some((w) => /^(?:--get|--get-all|--get-regexp|--list|-l)$/.test(w));
    const ops = operands(words.slice(1), new Set(['-f', '--file', '--type']));
    if (reading || ops.length < 2) return [];
    const file = optionValue(words, ['-f', '--file']);
    if (file !== undefined) return plain([file]);
    return plain([words.includes('--global') ? '~/.gitconfig' : '.git/config']);
  }
  if (sub === 'remote' && (words[2] === 'add' || words[2] === 'set-url' || words[2] === 'remove')) {
    // A remote on another machine (round 23: "add our mirror git@git.lattice.example:... as remote
    // 'mirror'") sets where a push goes, which provenance judges by its URL; a local path or a transport
    // that runs a command (`ext::`, `fd::`) is code the next fetch runs, a write of git's config.
    const ops = operands(words.slice(2), REMOTE_VALUED);
    if (words[2] !== 'remove' && ops.length === 2 && NETWORK_REMOTE.test(ops[1]!)) return [];
    return plain(['.git/config']);
  }
  return [];
}
/** `git remote add|set-url` options that take a value (`-t BRANCH`, `-m MASTER`). */
const REMOTE_VALUED = new Set(['-t', '--track', '-m', '--master']);
/**
 * A remote URL on another machine: `https://`, `ssh://`, `git://` with a host, or scp's `[user@]host:path`
 * with a dotted host (not `ext::cmd`, not a local path, which runs that repository's hooks on a push).
 */
const NETWORK_REMOTE =
  /^(?:(?:https?|ssh|git|git\+ssh|ssh\+git):\/\/[\w.@%:-]+\/\S*|(?:[\w.-]{1,64}@)?[\w-]+(?:\.[\w-]+)+:(?!:)[\w./~-]\S*)$/;

/** `npm config set|delete|edit` and `npm set` write the user's `.npmrc` (`--location=project`: the project's). */
function npmTargets(words: readonly string[]): WriteTarget[] {
  const sub = firstOperand(words, 1);
  const verb = sub === undefined ? undefined : firstOperand(words, words.indexOf(sub, 1) + 1);
  const writes =
    sub === 'set' || ((sub === 'config' || sub === 'c') && /^(?:set|delete|edit|fix)$/.test(verb ?? ''));
  if (!writes) return [];
  const project = words.some((w) => w === '--location=project' || w === 'project');
  return plain([project ? '.npmrc' : '~/.npmrc']);
}

/**
 * The configuration files a CLI's own `config set` writes (round 14: they name programs it runs later,
 * `yarn config set yarnPath F`, `gh alias set --shell N CMD`, `gh config set editor CMD`): pnpm's npmrc,
 * yarn's project `.yarnrc.yml` (berry) or home `.yarnrc` (classic), gh's config, pip's; round 15: conda's
 * `config --add|--set|...` (`.condarc`: channels, what `conda install` fetches), gem's `sources --add`
 * (`.gemrc`), and each verb found past the options before it (`pip config --user set`, `yarn config
 * --global set`, `pnpm config --global set`).
 */
/**
 * Round 42: where a package installer puts what it installs when told (`pip install --target D`, `cargo
 * install --root D`, `npm i -g --prefix D`, `gem install -n D`): all below D, scripts and `.pth` files
 * included. Without one it installs where it always does, read as before.
 */
function installTargets(words: readonly string[]): readonly WriteTarget[] {
  const options = INSTALL_DIRS.get(words[0] as string);
  if (options === undefined) return NO_TARGETS;
  const dirs = optionValues(words, options);
  return dirs.length === 0 ? NO_TARGETS : plain(dirs, true);
}
/** Each installer's options that name the directory it installs into (or runs in, pnpm's `-C`). */
const INSTALL_DIRS: ReadonlyMap<string, readonly string[]> = new Map([
  ['npm', ['--prefix']],
  [
    'pnpm',
    ['--prefix', '--global-dir', '--global-bin-dir', '--dir', '-C', '--modules-dir', '--virtual-store-dir'],
  ],
  ['yarn', ['--prefix', '--global-folder', '--modules-folder', '--cwd']],
  ['pip', ['--target', '-t', '--prefix', '--root', '--src']],
  ['pip3', ['--target', '-t', '--prefix', '--root', '--src']],
  ['uv', ['--target', '--prefix', '--root']],
  ['gem', ['--install-dir', '-i', '--bindir', '-n']],
  ['cargo', ['--root']],
]);

/**
 * Round 43: each installer's environment variables that name where it installs (all below the value): the
 * environment form of INSTALL_DIRS' options (pip reads PIP_<OPTION>, npm any-case npm_config_<option>).
 */
const INSTALL_ENV: ReadonlyMap<string, readonly string[]> = new Map([
  ['go', ['GOBIN', 'GOPATH', 'GOMODCACHE']],
  ['cargo', ['CARGO_HOME', 'CARGO_INSTALL_ROOT']],
  ['pip', ['PIP_TARGET', 'PIP_PREFIX', 'PIP_ROOT', 'PIP_SRC', 'PYTHONUSERBASE']],
  ['npm', ['npm_config_prefix', 'npm_config_global_dir']],
  ['pnpm', ['PNPM_HOME', 'npm_config_prefix', 'npm_config_global_dir', 'npm_config_global_bin_dir']],
  ['yarn', ['YARN_GLOBAL_FOLDER', 'YARN_PREFIX', 'npm_config_prefix']],
  ['gem', ['GEM_HOME', 'GEM_PATH']],
  ['uv', ['UV_TOOL_BIN_DIR', 'UV_TOOL_DIR', 'UV_INSTALL_DIR', 'UV_PYTHON_INSTALL_DIR']],
]);
/** The installer a command runs: its name, `pip` for `python3 -m pip`/`pip3`. */
function installerOf(words: readonly string[]): string {
  const name = words[0] as string;
  // `-m` asked before the RegExps (round 51: most commands are no python's, and the tests cost per word).
  if (name === 'pip3' || (words[1] === '-m' && /^python[\d.]*$/.test(name) && /^pip3?$/.test(words[2] ?? '')))
    return 'pip';
  return name;
}
/** The directories the text's assignments give an installer's environment names (npm's in any case). */
function installEnvDirs(
  installer: string,
  vars: ReadonlyMap<string, string> | undefined,
  words: readonly string[],
): string[] {
  const names = INSTALL_ENV.get(installer) ?? [];
  const out: string[] = [];
  const take = (name: string, value: string): void => {
    const folded = name.startsWith('npm_') || name.startsWith('NPM_') ? name.toLowerCase() : name;
    if (value !== '' && names.includes(folded)) out.push(value);
  };
  if (vars !== undefined) for (const [name, value] of vars) take(name, value);
  // `env GOBIN=D go install`, `env -i X=1 PIP_TARGET=D pip ..`: env's own assignments before the program.
  for (const w of words) {
    const eq = w.indexOf('=');
    if (eq > 0) take(w.slice(0, eq), w.slice(eq + 1));
    else if (w !== 'env' && !w.startsWith('-')) break;
  }
  return out;
}

function configTargets(words: readonly string[]): readonly WriteTarget[] {
  const name = words[0] as string;
  const sub = firstOperand(words, 1);
  const at = sub === undefined ? -1 : words.indexOf(sub, 1);
  const verb = at < 0 ? undefined : firstOperand(words, at + 1);
  const sets = (verbs: RegExp): boolean => (sub === 'config' || sub === 'c') && verbs.test(verb ?? '');
  if (name === 'gh')
    return (sub === 'alias' && /^(?:set|import|delete)$/.test(verb ?? '')) || sets(/^set$/)
      ? plain(['~/.config/gh/config.yml'])
      : NO_TARGETS;
  if (name === 'pnpm') return sets(/^(?:set|delete)$/) ? plain(['~/.npmrc', '.npmrc']) : NO_TARGETS;
  if (name === 'yarn')
    return sets(/^(?:set|unset|delete)$/) ? plain(['.yarnrc.yml', '~/.yarnrc']) : NO_TARGETS;
  if (name === 'gem')
    return sub === 'sources' && words.some((w) => /^(?:-a|--add|-r|--remove|-c|--clear-all)$/.test(w))
      ? plain(['~/.gemrc'])
      : NO_TARGETS;
  if (name === 'conda' || name === 'mamba' || name === 'micromamba') {
    if (sub !== 'config' || !words.some((w) => CONDA_CONFIG_WRITES.test(w))) return NO_TARGETS;
    const file = optionValue(words, ['--file']);
    return plain([file ?? '~/.condarc']);
  }
  return sets(/^(?:set|unset|edit)$/) ? plain(['~/.config/pip/pip.conf']) : NO_TARGETS;
}
/** conda's `config` options that write its file (`--show`, `--get`, `--describe` only read). */
const CONDA_CONFIG_WRITES = /^--(?:add|append|prepend|set|remove|remove-key|stdin)(?:=|$)/;

/** The first word at or after `from` that is no option (`pip config --user set` → `config`, then `set`). */
function firstOperand(words: readonly string[], from: number): string | undefined {
  for (let i = from; i < words.length; i++) {
    const w = words[i] as string;
    if (!w.startsWith('-')) return w;
  }
  return undefined;
}

/** Every value of the options `names` (`-o F`, `-oF` for a one-letter option, `--opt=F`, `--opt F`). */
function optionValues(words: readonly string[], names: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    for (const n of names) {
      // Round 39: a last `-C` with no word after held what a substitution printed (`-C"$(x)"`): read as ''.
      if (w === n) out.push(words[i + 1] ?? '');
      else if (n.startsWith('--') ? isAssigned(w, n) : n.length === 2 && w.startsWith(n) && w.length > 2)
        out.push(w.slice(n.startsWith('--') ? n.length + 1 : 2));
    }
  }
  return out;
}

/** Long options that name a file or directory a program writes, whatever the program (round 73: `--dest`). */
const OUTPUT_OPTION =
  /^--(?:out(?:put)?(?:-?(?:file|dir|directory|document|path))?|dest(?:ination)?(?:-?(?:dir|directory|path))?|log-?file|directory-prefix)(?:=|$)/i;

/** The values of every output option among `words` (most commands have none: one test per word). */
function outputOptions(words: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.charCodeAt(0) !== 45 || w.charCodeAt(1) !== 45 || !OUTPUT_OPTION.test(w)) continue;
    const eq = w.indexOf('=');
    const value = eq < 0 ? words[i + 1] : w.slice(eq + 1);
    if (value === undefined || value === '' || value.startsWith('-')) continue;
    out ??= [];
    out.push(value);
  }
  return out ?? NO_SCRIPTS;
}

/**
 * What curl and wget write, in every spelling each reads (docs/floor.md, "What a download writes"): each
 * file option, short or long, separate, attached (`-oF`), inside a cluster (`-sSLo F`), repeated; and
 * the same options given as configuration gate can read: curl's `-K -` / `--config -` from a here-string
 * or here-document (`output = F`), wget's `-e CMD` / `--execute=CMD` (`output_document = F`: wgetrc
 * commands ignore case, `_` and `-`). A config file gate cannot read is a known limit.
 */
const DOWNLOADERS: Readonly<
  Record<
    string,
    { valued: string; writes: string; long: readonly string[]; rc: Readonly<Record<string, string>> }
  >
> = {
  curl: {
    valued: 'AbcCdDeEFHKmoPQrtTuUwxXyYz',
    writes: 'oDc',
    long: [
      '--output',
      '--output-dir',
      '--dump-header',
      '--cookie-jar',
      '--trace',
      '--trace-ascii',
      '--stderr',
      '--libcurl',
      '--etag-save',
      '--hsts',
      '--alt-svc',
    ],
    rc: {},
  },
  wget: {
    valued: 'oaeiBtOTwQPlARDIXU',
    writes: 'OPoa',
    long: [
      '--output-document',
      '--directory-prefix',
      '--output-file',
      '--append-output',
      '--save-cookies',
      '--warc-file',
      '--rejected-log',
    ],
    rc: {
      outputdocument: '--output-document',
      dirprefix: '--directory-prefix',
      logfile: '--output-file',
      savecookies: '--save-cookies',
      warcfile: '--warc-file',
      rejectedlog: '--rejected-log',
    },
  },
};

const DIR_OPTIONS: ReadonlySet<string> = new Set(['--output-dir', '-P', '--directory-prefix']);
function downloaderWrites(name: string, words: readonly string[], stdin: readonly string[]): string[] {
  const spec = DOWNLOADERS[name] as (typeof DOWNLOADERS)[string];
  const out: string[] = [];
  const configs: string[] = [];
  const commands: string[] = [];
  // Which of `out` name a directory (curl's --output-dir, wget's -P): the others are placed under it.
  const dirOptions: boolean[] = [];
  const take = (option: string, value: string | undefined): void => {
    if (value === undefined) return;
    dirOptions[out.length] = DIR_OPTIONS.has(option);
    if (option === '-K' || option === '--config') configs.push(value);
    else if (option === '-e' || option === '--execute') commands.push(value);
    else if (spec.writes.includes(option.slice(1)) && option.length === 2) out.push(value);
    else if (spec.long.includes(option)) out.push(value);
  };
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      if (eq > 0) take(w.slice(0, eq), w.slice(eq + 1));
      else if (spec.long.includes(w) || w === '--config' || w === '--execute') take(w, words[++i]);
      continue;
    }
    if (!w.startsWith('-') || w.length < 2) continue;
    // A cluster: flags until the first option that takes a value, which takes the rest or the next word.
    for (let j = 1; j < w.length; j++) {
      const letter = w[j] as string;
      if (!spec.valued.includes(letter)) continue;
      take(`-${letter}`, j + 1 < w.length ? w.slice(j + 1) : words[++i]);
      break;
    }
  }
  // curl reads options from standard input with `-K -`: each line `name = value`, `name value`, `-o value`.
  if (configs.includes('-'))
    for (const text of stdin)
      for (const line of text.split('\n')) {
        const m = /^\s*(-{0,2}[A-Za-z][\w-]*)\s*[=: \t]\s*"?([^"\n]*?)"?\s*$/.exec(line);
        if (!m) continue;
        const option = m[1] as string;
        take(option.startsWith('-') ? option : option.length === 1 ? `-${option}` : `--${option}`, m[2]);
      }
  for (const command of commands) {
    const m = /^\s*([A-Za-z_-]+)\s*=\s*(.*?)\s*$/s.exec(command);
    const option = m ? spec.rc[(m[1] as string).toLowerCase().replace(/[_-]/g, '')] : undefined;
    if (option !== undefined) {
      dirOptions[out.length] = DIR_OPTIONS.has(option);
      out.push(m?.[2] as string);
    }
  }
  // Round 53: a file named by the URL (`curl -O U`, `wget U`: its last segment, `.bashrc` too) or a name
  // placed under an output directory (`curl --output-dir ~ -o .bashrc`, `wget -P ~ U`) is where it lands.
  const dirs = out.filter((_, k) => dirOptions[k] === true);
  const named = out.filter((_, k) => dirOptions[k] !== true);
  if (remoteNamed(name, words)) for (const w of words) if (URL_WORD.test(w)) named.push(urlFileName(w));
  const placed =
    dirs.length === 0 ? named : dirs.flatMap((d) => named.map((f) => (/^[/~]/.test(f) ? f : `${d}/${f}`)));
  return [...dirs, ...placed].filter((path) => path !== '' && path !== '-');
}
/** A URL operand (a scheme optional: curl guesses one for `x.io/f`): what names the file when no option does. */
const URL_WORD = /^(?:[a-z][\w+.-]*:\/\/)?[^\s/-][^\s/]*\//i;
/** The last segment of a URL's path (its query and fragment dropped): curl's `-O` and wget's default name. */
function urlFileName(url: string): string {
  // Cut at the first `?` or `#` and after the last `/`: index searches, no regex run to the end.
  const q = [url.indexOf('?'), url.indexOf('#')].filter((k) => k >= 0);
  const path = q.length > 0 ? url.slice(0, Math.min(...q)) : url;
  return path.slice(path.lastIndexOf('/') + 1);
}
/** Whether the downloader names its file from the URL: curl's `-O`/`--remote-name(-all)`, wget without `-O`. */
function remoteNamed(name: string, words: readonly string[]): boolean {
  const o = words.some((w) => w === '--remote-name' || w === '--remote-name-all' || /^-[a-zA-Z]*O/.test(w));
  return name === 'wget' ? !o && !words.some((w) => w.startsWith('--output-document')) : o;
}

/** The code of `python -c`, `node -e`, `ruby -e`, `perl -e`, `php -r`. */
function inlineCode(words: readonly string[]): string | undefined {
  // Round 68: `deno eval CODE` gives its code as the subcommand's operand, not an option's value.
  // Round 69: `bun eval CODE` read so too.
  if ((words[0] === 'deno' || words[0] === 'bun') && words[1] === 'eval')
    return words.slice(2).find((w) => !w.startsWith('-'));
  // Round 70: a code flag's value as the command reading takes it: attached (`python3 -c'CODE'`, `perl
  // -e'CODE'`) or in a cluster (`perl -ne CODE`, `python3 -Ic CODE`), every value read (fail closed).
  const texts = INLINE_CODE(words);
  return texts.length === 0 ? undefined : texts.join('\n');
}
const INLINE_CODE = inlineCodeTexts(['-c', '-e', '-E', '-p', '-r', '--eval', '--print']);

// Best effort: the first string literal handed to a well-known write call in the inline code.
const INLINE_WRITES: readonly RegExp[] = [
  /\bopen\(\s*(['"])([^'"]*)\1\s*,\s*(?:mode\s*=\s*)?['"][^'"]*[wax+]/g,
  /\bPath\(\s*(['"])([^'"]*)\1\s*\)\s*\.\s*(?:write_text|write_bytes|touch|unlink|rmdir|rename|replace|open\([^)]*[wax+])/g,
  /\b(?:os\.(?:remove|unlink|rmdir|rename|replace|truncate)|shutil\.(?:rmtree|move|copy\w*)|File\.(?:write|delete|unlink|rename)|FileUtils\.\w+|(?:fs\.)?(?:writeFileSync|appendFileSync|writeFile|appendFile|rmSync|unlinkSync|unlink|rm|renameSync|rename|createWriteStream|copyFileSync|copyFile|truncateSync|truncate)|Deno\.(?:writeTextFile|writeFile|remove)|Bun\.write|file_put_contents|unlink)\s*\(\s*(['"`])([^'"`]*)\1/g,
  /\bFile\.open\(\s*(['"])([^'"]*)\1\s*,\s*['"][^'"]*[wa+]/g,
  // Perl: `open(F, '>', 'f')`, `open F, ">>f"`, `open(my $f, "+<", "f")`.
  /\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*(['"])\s*(?:\+?>>?|\+<)\s*\1\s*,\s*(['"])([^'"]*)\2/g,
  /\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*(['"])\s*(?:\+?>>?|\+<)\s*([^'"]+)\1/g,
];
/** An awk `print`/`printf` word: a statement that may redirect its output. */
const AWK_PRINT = /\bprintf?\b/;
/** An output redirection to a literal file name. */
const AWK_REDIRECT = />>?\s*"([^"]+)"/g;
/** An output redirection to a name made from the home (`> ENVIRON["HOME"] "/.bashrc"`, round 42). */
const AWK_HOME_REDIRECT = />>?\s*\(?\s*ENVIRON\s*\[\s*"HOME"\s*\]\s*"([^"]*)"/g;

/**
 * The files an awk program's `print > "F"` statements write (a home-made name as `~/…`): every redirection
 * after the program's first print, each character read once. Not a statement at a time: a `;` or `}` in a
 * string or a regular expression (`print "a;b" > "/root/.bashrc"`) hid the redirection from a split at them
 * (round 42, on review; real mawk writes it). Over-read only: a comparison with a string after a print
 * (`if ($1 > "x")`) is read as a write to `x`. As `print[^;}]*?>` from every print it was also quadratic
 * (200 kB of `print ` cost 1.7 s of CPU on the base, 3.3 s with round 42's `ENVIRON["HOME"]` twin).
 */
function awkRedirects(program: string, assigned?: ReadonlyMap<string, string[]>): string[] {
  const out: string[] = [];
  const print = AWK_PRINT.exec(program);
  if (print === null) return out;
  const rest = program.slice(print.index + print[0].length);
  for (const m of rest.matchAll(AWK_REDIRECT)) out.push(m[1] as string);
  for (const m of rest.matchAll(AWK_HOME_REDIRECT)) out.push(`~${m[1] as string}`);
  // Round 43: `f = "/root/.bashrc"; print > f`, `-v f=~/.bashrc`: a redirection to a variable writes
  // each literal value the program or its command line gives it.
  if (assigned !== undefined && assigned.size > 0)
    for (const m of rest.matchAll(AWK_NAME_REDIRECT)) out.push(...(assigned.get(m[1] as string) ?? []));
  return out;
}
/** An output redirection to a variable (`print > f`, `>> (out)`); ENVIRON's is read above. */
const AWK_NAME_REDIRECT = />>?\s*(?:\(\s*)?([A-Za-z_]\w*)/g;
/** An awk assignment of a string literal, or of the home joined to one (`f = ENVIRON["HOME"] "/x"`). */
const AWK_ASSIGN = /\b([A-Za-z_]\w*)\s*=\s*(ENVIRON\s*\[\s*"HOME"\s*\]\s*)?"([^"]*)"/g;

/**
 * The literal values an awk command gives its variables (round 43): `NAME = "V"` in the program, `-v
 * NAME=V` (also `-vNAME=V`, `--assign`) and an operand `NAME=V` (awk assigns it before reading on).
 */
function awkAssigned(words: readonly string[], program: string): ReadonlyMap<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (name: string, value: string): void => {
    const values = out.get(name);
    if (values === undefined) out.set(name, [value]);
    else if (values.length < 8) values.push(value);
  };
  for (const m of program.matchAll(AWK_ASSIGN))
    add(m[1] as string, m[2] === undefined ? (m[3] as string) : `~${m[3] as string}`);
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    const given =
      w === '-v' || w === '--assign'
        ? words[++i]
        : w.startsWith('--assign=')
          ? w.slice(9)
          : w.startsWith('-v')
            ? w.slice(2)
            : w;
    const m = given === undefined ? null : /^([A-Za-z_]\w*)=([\s\S]*)$/.exec(given);
    if (m !== null) add(m[1] as string, m[2] as string);
  }
  return out;
}

/** An interpreter's one-liner writes and, round 40, what it or a module it runs extracts (shell-extractors.ts). */
function interpreterWrites(words: readonly string[], stdin: readonly string[]): WriteTarget[] {
  const written = inlineWrites(words);
  const e = extraction(words, pythonCode(words, stdin));
  return e === undefined ? written : [...written, ...extractionTargets(e)];
}

/**
 * Round 42: what `emacs --batch --eval FORM` writes. A form that calls a writing function (EMACS_WRITES)
 * writes every string it holds (over-read: a source named beside the file is no guarded place); one that
 * saves a buffer writes each file emacs was given to visit.
 */
function emacsWrites(words: readonly string[]): string[] {
  const out: string[] = [];
  let saves = false;
  const visited: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    const eq = w.indexOf('=');
    const flag = eq > 0 ? w.slice(0, eq) : w;
    if (/^--?(?:ev|eva|eval|exe|exec|execu|execut|execute)$/.test(flag)) {
      const form = eq > 0 ? w.slice(eq + 1) : (words[++i] ?? '');
      if (EMACS_WRITES.test(form))
        for (const m of form.matchAll(/"((?:[^"\\]|\\.)*)"/g)) out.push(m[1] as string);
      if (EMACS_SAVES.test(form)) saves = true;
    } else if (/^--?(?:l|load|f|funcall|L|directory|chdir|dir|file|find-file|visit|insert)$/.test(w)) {
      // `--file F`, `--visit F`, `--find-file F` visit F; the others take a value that is no file written.
      if (/^--(?:file|find-file|visit)$/.test(w)) visited.push(words[i + 1] ?? '');
      i++;
    } else if (!w.startsWith('-') && !w.startsWith('+')) visited.push(w);
  }
  return saves ? [...out, ...visited] : out;
}
/** Elisp that writes a file it names: its string literals are the files (one place for the words). */
const EMACS_WRITES =
  /\((?:write-region|append-to-file|with-temp-file|write-file|copy-file|rename-file|delete-file|make-symbolic-link|add-name-to-file|copy-directory|delete-directory|make-directory|set-visited-file-name|f-write(?:-text|-bytes)?|f-append(?:-text)?)\b/;
/** Elisp that saves the buffers emacs visits. */
const EMACS_SAVES = /\((?:save-buffer|basic-save-buffer|save-some-buffers|write-file)\b/;

/** A python command's program text: its `-c` one-liner, or the input it reads as its program (`python3 - <<E`). */
const pythonCode = (words: readonly string[], stdin: readonly string[]): string | undefined =>
  inlineCode(words) ?? (stdin.length > 0 && pythonReadsInput(words) ? stdin.join('\n') : undefined);

function inlineWrites(words: readonly string[]): WriteTarget[] {
  const given = inlineCode(words);
  if (given === undefined) return [];
  // Round 75: literals read as the language reads them (code-literals.ts); code it cannot read the command
  // reading refuses (`gate-unseen-code literals`), read here as given.
  const read = readCode(given, codeLanguageOf(words[0] as string));
  const code = read.unseen === undefined ? read.text : given;
  const out: WriteTarget[] = [];
  if (FILE_CALL.test(code) || (OPEN_CALL.test(code) && WRITE_MODE.test(code))) homeWrites(code, out);
  for (const re of INLINE_WRITES) {
    re.lastIndex = 0;
    for (let m = re.exec(code); m !== null; m = re.exec(code)) {
      const path = m[3] ?? m[2];
      if (path) out.push({ path: path.trim(), recursive: false });
    }
  }
  return out;
}

/**
 * Round 67: a one-liner that calls a file API and names a home by an API or variable (HOME_CODE:
 * `os.environ["HOME"] + "/.bashrc"`, `Path.home() / ".bashrc"`, `path.join(os.homedir(), ".bashrc")`,
 * `ENV["HOME"]`) joins its names to the home in code gate does not run: each string literal it holds is read
 * as written below the home (fail closed: a guarded name there is refused, whatever joins it); a literal
 * `~/..` (`glob("~/.bashrc")`, `expand_path`) as the home's. Past MAX_HOME_LITERALS literals, the whole home.
 */
function homeWrites(code: string, out: WriteTarget[]): void {
  const home = HOME_CODE.test(code);
  let n = 0;
  for (const m of code.matchAll(STRING_LITERAL)) {
    // Past the bound the rest is unseen: the code may write anywhere below the home (fail closed).
    if (++n > MAX_HOME_LITERALS) {
      if (home) out.push(HOME_WHOLE);
      break;
    }
    const text = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    if (text.startsWith('~')) out.push({ path: text, recursive: false });
    else if (home && text !== '')
      out.push({ path: `~/${text.replace(LEADING_SLASHES, '')}`, recursive: false });
  }
}
/** Calls by which code writes, moves, links or removes a file (Python, Node, Ruby, Perl, PHP, Deno, Bun; Go, round 69). */
const FILE_CALL =
  /\b(?:os\.(?:WriteFile|OpenFile|Create|Remove|RemoveAll|Rename|Symlink|Link|Truncate)|ioutil\.WriteFile|write_text|write_bytes|touch|symlink_to|writeFileSync|appendFileSync|writeFile|appendFile|createWriteStream|copyFileSync|copyFile|renameSync|rename|symlinkSync|symlink|linkSync|truncateSync|truncate|rmSync|unlinkSync|unlink|remove|os\.replace|move|copy\w*|rmtree|file_put_contents|writeTextFile|writeTextFileSync|(?:File|IO|Bun)\.write)\s*\(/;
/** An open call, and a mode that writes (`"w"`, `'ab'`, `"a+"`; Perl's `">>"`): reads alone stay reads. */
const OPEN_CALL = /\bf?open\b/;
const WRITE_MODE = /["'][rbtU]*[wax+][rbt+]*["']|["']\+?>/;
const LEADING_SLASHES = /^\/+/;
/** Literals of one piece of code read below a home, each a target the floor asks. */
const MAX_HOME_LITERALS = 64;
const HOME_WHOLE: WriteTarget = Object.freeze({ path: '~', recursive: true });

export const SHELL_KEYS: ReadonlySet<string> = new Set([
  'command',
  'cmd',
  'script',
  'shell',
  'bash',
  'sh',
  'commandline',
  'command_line',
  'shell_command',
  // Codex's write_stdin: keystrokes into a running shell session are shell text too.
  'chars',
]);

/**
 * The shell texts in a call's arguments: `command`/`cmd`/`script` strings at any depth, and exec-style
 * `{command: "rm", args: [...]}` or `command: ["rm", ...]` joined into one quoted line.
 */
export function commandStrings(args: unknown): readonly string[] {
  return collect(args, 0, undefined) ?? NO_COMMANDS;
}
/** A call without shell text. */
export const NO_COMMANDS: readonly string[] = Object.freeze([]);

/**
 * The shell text a key's value `v` in `obj` is, when the key (`lower`, lower-cased) is a shell key: a
 * string, with an exec-style argv beside it joined on; or a string list joined. Undefined for anything else.
 */
export function shellTextAt(obj: Record<string, unknown>, lower: string, v: unknown): string | undefined {
  if (!SHELL_KEYS.has(lower)) return undefined;
  if (typeof v === 'string') {
    const argv = argvOf(obj);
    return argv ? quoteWords([v, ...argv]) : v;
  }
  return isStringArray(v) ? quoteWords(v) : undefined;
}

/** `out` with the shell texts in `value` added; made at the first (`[text]`, one slot: most calls have one). */
function collect(value: unknown, depth: number, out: string[] | undefined): string[] | undefined {
  if (depth > 64 || value === null || typeof value !== 'object') return out;
  if (Array.isArray(value)) {
    for (const v of value) out = collect(v, depth + 1, out);
    return out;
  }
  const obj = value as Record<string, unknown>;
  for (const key in obj) {
    const v = obj[key];
    const text = shellTextAt(obj, lowerKey(key), v);
    if (text !== undefined) {
      if (out === undefined) out = [text];
      else out.push(text);
      continue;
    }
    if (typeof v === 'object') out = collect(v, depth + 1, out);
  }
  return out;
}

/** An exec-style argv beside a shell key: `args`, `argv`, `arguments`, the first that is a list of strings. */
function argvOf(obj: Record<string, unknown>): string[] | undefined {
  // Each key written out: a load by a key in a variable, missed on most calls, cost 3 % of a shell call (round 25).
  const args = obj['args'];
  if (isStringArray(args)) return args;
  const argv = obj['argv'];
  if (isStringArray(argv)) return argv;
  const named = obj['arguments'];
  return isStringArray(named) ? named : undefined;
}

export function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string');
}

export function quoteWords(words: readonly string[]): string {
  return words.map((w) => `'${w.replace(/'/g, `'\\''`)}'`).join(' ');
}

// Every word set above in one map: a command's name is hashed and looked up once, not once per set.
const K_RESERVED = 1;
const K_WRAPPER = 2;
const K_SHELL = 4;
const K_EVAL = 8;
const K_CD = 16;
const K_WRITER = 32;
const K_INTERPRETER = 64;
/** Names that can hand on a script (innerScript, or a shell reading its input): see scriptsOf. */
const K_SCRIPT = 128;
/** Programs with arguments they run as command lines (shell-option-scripts.ts takesCommandLine). */
const K_TAKES_COMMAND_LINE = 256;
/** Other implementations of an interpreter, named as it (IMPLEMENTATIONS). */
const K_IMPLEMENTATION = 512;
/** Programs read only for a marker their operands make (shell-option-scripts.ts OPERAND_MARKERS). */
const K_MARKS = 1024;
/** make and its kin (MAKES): a makefile's recipes run under its SHELL. */
const K_MAKE = 2048;
/** git and the remote stores (egress-vocabulary.ts REMOTE_STORES): shell-stores.ts reads what they send. */
const K_STORE = 4096;
/** at and batch (QUEUES): they read the job's commands on standard input (scriptSource). */
const K_QUEUE = 8192;
/** ssh and autossh (egress-vocabulary.ts REMOTE_SHELLS): the remote command may read the local input. */
const K_REMOTE = 16384;
/** declare, typeset, export ... (shell-vocabulary.ts DECLARING_BUILTINS): their operands assign. */
const K_DECLARING = 32768;
/** Bits that tag a program for one reader and leave it unknown to the wrapper rule (hiddenRun, hiddenTails). */
const K_TAGS = K_MARKS | K_MAKE | K_STORE | K_QUEUE | K_REMOTE | K_DECLARING;
const KINDS = new Map<string, number>();
for (const [words, bit] of [
  [RESERVED, K_RESERVED],
  [WRAPPERS.keys(), K_WRAPPER],
  [SHELLS, K_SHELL],
  [['eval'], K_EVAL],
  [['cd', 'pushd', 'popd'], K_CD],
  [WRITERS, K_WRITER],
  [CODE_RUNNERS, K_INTERPRETER],
  [[...SHELLS, ...QUEUES, ...BARE_SHELLS, 'eval', 'env', 'source', '.'], K_SCRIPT],
  [COMMAND_LINE_TAKERS, K_TAKES_COMMAND_LINE],
  [IMPLEMENTATIONS.keys(), K_IMPLEMENTATION],
  [OPERAND_MARKERS, K_MARKS],
  [MAKES, K_MAKE],
  [['git', ...REMOTE_STORES.keys()], K_STORE],
  [QUEUES, K_QUEUE],
  [REMOTE_SHELLS, K_REMOTE],
  [DECLARING_BUILTINS, K_DECLARING],
] as const) {
  for (const w of words) KINDS.set(w, (KINDS.get(w) ?? 0) | bit);
}

/** Whether a command name is git's or a remote store's (shell-stores.ts storesCredential reads it). */
export function isStore(name: string): boolean {
  return (kindOf(name) & K_STORE) !== 0;
}
/** isStore(name), read from the command when `name` is its own command name (headOf). */
export function isStoreOf(cmd: SimpleCommand, name: string): boolean {
  return (nameKindOf(cmd, name) & K_STORE) !== 0;
}

/** The K_* bits of a word (0 for most command names). */
function kindOf(word: string): number {
  return KINDS.get(word) ?? 0;
}

/** The here-strings and here-documents a loop's `done` reads (`while read x; ..; done <<< /tmp/r`): every one the text holds. */
function loopInput(cmds: readonly SimpleCommand[]): readonly string[] {
  const out: string[] = [];
  for (const c of cmds) if (c.words[0] === 'done') out.push(...c.stdin);
  return out;
}
/** Whether a loop's `done` reads a file or a process's output (`done < f`, `done < <(..)`), which the text does not show. */
function loopFed(cmds: readonly SimpleCommand[]): boolean {
  return cmds.some(
    (c) =>
      c.words[0] === 'done' &&
      (c.redirects.some((r) => r.op === '<') || c.stdin.some((l) => l.includes('$(') || l.includes('`'))),
  );
}
