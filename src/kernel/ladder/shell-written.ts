// A file the text writes with literal content and then runs: `echo 'sudo id' > x.sh; sh x.sh`, `printf
// ... > x && chmod +x x && ./x`, a here-document to a file then `bash file`, a Makefile then `make`, a
// package.json then `npm test`, `BASH_ENV=f` / `NODE_OPTIONS=--require=f` naming a file written here.
// The content is in the text, so it is read as what runs (docs/floor.md, "What the floor reads and
// assumes"): as a script for a shell, make or npm; as a one-liner for an interpreter (its string
// literals read when it calls a shell).

import { REMOTE_SHELLS } from './egress-vocabulary.js';
import {
  commandName,
  contentWrites,
  headOf,
  layerStarts,
  layersOf,
  mayWrap,
  mayWrapOf,
  parallelBare,
  scriptInput,
} from './shell.js';
import { type Descriptors, descriptorPath, descriptorsOf, EVERY_FILE, filesOn } from './shell-descriptors.js';
import { shellInvocation } from './shell-invocation.js';
import { runsInputLines } from './shell-line-runners.js';
import {
  CODE_FLAGS,
  cmakeScriptCommands,
  codeDownloads,
  composeCandidate,
  composeFiles,
  composeHostAsks,
  powershellScripts,
  sshRemoteLine,
  UNSEEN_MARK,
  WRITES_FILE,
} from './shell-option-scripts.js';
import { commandBefore, parseShell, type SimpleCommand } from './shell-parse.js';
import { printed } from './shell-printed.js';
import {
  CONTENT_COPIERS,
  CONTENT_WRITERS,
  DIRECTORY_RUNNERS,
  FILE_DOWNLOADERS,
  FILE_RUNNING_SHELLS,
  INCLUDE_WORDS,
  LINE_RUNNER_NAMES,
  MAKEFILE_OPTIONS,
  PACKAGE_RUNNERS,
  POSIX_INVOKED,
  RAISING_KEYS,
  SCRIPT_FILE_OPTIONS,
  SCRIPTED_WRITERS,
  SOURCE_LOADERS,
  type SourceLanguage,
  WRAPPER_URL_KEYS,
} from './shell-vocabulary.js';

/** The files a pipe stage `cat F...` prints (none for any other program). */
function catted(c: SimpleCommand, name: (word: string) => string): readonly string[] {
  const first = c.words[0];
  if (first === undefined || name(first) !== 'cat') return [];
  return c.words.slice(1).filter((w) => !w.startsWith('-'));
}

/** Round 49: the files the texts of one reading wrote, per key (writtenScripts fills it as it reads). */
export interface WrittenFiles {
  files?: Map<string, string[]>;
}

/** Round 49: how many files and texts of them the texts wrote so far (grows when a script writes). */
export function writtenCount(written: WrittenFiles): number {
  let n = 0;
  if (written.files !== undefined) for (const texts of written.files.values()) n += 1 + texts.length;
  return n;
}

/** The scripts that run files the commands write with literal content; usually none. */
export function writtenScripts(
  cmds: readonly SimpleCommand[],
  name: (word: string) => string,
  carried?: WrittenFiles,
): string[] {
  // Round 49: a script the text hands on (`bash -c 'sh x.sh'`) runs after the text's writes: it starts
  // from the files the texts read before it wrote (a copy; fail closed: a write after the hand-off counts).
  let files: Map<string, string[]> | undefined =
    carried?.files === undefined ? undefined : new Map(carried.files);
  // How many of the files a text before wrote: one its own program wrote unshown (`node - <<< 'CODE that
  // writes dist/x.js'`, handed on as `node -e CODE`) is that run's own output, not loaded by it.
  const seeded = files?.size ?? 0;
  // Round 47: the prefixes of files a split writes (`split - xx`: `xxaa`, `xxab` ..), content unshown.
  let prefixes: string[] | undefined;
  // Round 22: programs linked or copied under another name, and the runs of those names (renamedRun).
  let renamed: Map<string, string> | undefined;
  const runs: string[] = [];
  // Whether the command before writes what a download gave (its pipe carries code from the network).
  let net = false;
  // Round 28: what each command's descriptors read (`exec 3<a; bash <&3`), and which commands a pipe
  // from a download feeds (`cat a | sh`).
  const desc = descriptorsOf(cmds);
  let piped: boolean[] | undefined;
  // What the command before prints onto its pipe, when the text shows it (round 43).
  let carry: string[] | undefined;
  // Round 47: whether the command before prints text the call shows, changed (`echo CODE | base64 -d`).
  let prevShown = false;
  // How many files the commands before each one wrote (a Map keeps its keys in the order first written).
  // Exact length (round 51): an array grown from empty reserves 17 slots; every index is set below.
  const writtenBefore: number[] = new Array(cmds.length);
  for (let i = 0; i < cmds.length; i++) {
    writtenBefore[i] = files?.size ?? 0;
    // Round 36: the program behind a wrapper writes (`busybox wget -O f URL`, `nohup curl -o f URL`).
    const cmd = innermost(cmds[i] as SimpleCommand);
    const first = cmd.words[0];
    // Round 26: `python3 <(curl URL)`, `make -f <(wget -qO- URL)`: a download's process substitution is a
    // file that holds it, named by the word as written (substitutedWords gives the runs that name).
    // A loop, not forEach: its callback was a closure (and context) made for each command (round 51).
    for (let j = 0; j < cmd.shown.length; j++) {
      const shown = cmd.shown[j];
      // forEach passed over holes; no parse leaves one, but the loop answers the same if one did.
      if (shown === undefined) continue;
      const given = substitutedFile(shown, cmd.words[j] as string, name, files);
      if (given === undefined) continue;
      files ??= new Map();
      files.set(fileKey(given[0]), given[1]);
    }
    // Each command's name once: every reading below asks it (the work a command costs every text).
    // commandName's answer is kept with the parsed command (headOf, round 50).
    const prog = first === undefined ? '' : name === commandName ? headOf(cmd) : name(first);
    if (renamed !== undefined && first?.includes('/')) {
      const as = renamed.get(fileKey(first));
      if (as !== undefined) runs.push([as, ...cmd.words.slice(1)].map(quoteWord).join(' '));
    }
    if (RENAMERS.has(prog)) {
      // A substitution's word is empty in `words`; its rendering (`$(command -v sudo)`) is in `shown`.
      const ops: number[] = [];
      for (let k = 1; k < cmd.words.length; k++) if (!(cmd.words[k] as string).startsWith('-')) ops.push(k);
      const [src, dst] = ops;
      const from =
        ops.length === 2
          ? programOf((cmd.words[src as number] || cmd.shown[src as number]) ?? '', name)
          : undefined;
      if (from !== undefined) {
        renamed ??= new Map();
        renamed.set(fileKey(cmd.words[dst as number] as string), from);
      }
    }
    // Round 22: a file a downloader writes holds code the text does not show (`curl -o i.sh URL; sh i.sh`).
    const downloads = FILE_DOWNLOADERS.has(prog);
    if (downloads || prog === 'tee')
      for (const f of downloadedFiles(cmd, prog, commandBefore(cmds, i), name)) {
        files ??= new Map();
        files.set(fileKey(f), DOWNLOADED);
      }
    // Round 54: an interpreter's one-liner that fetches and writes (`python3 -c 'urlretrieve(U, "a.py")'`).
    const fetched = CODE_FLAGS.has(prog) ? codeDownloads(prog, cmd.words) : undefined;
    if (fetched !== undefined)
      for (let k = 0; k < fetched.length; k++) {
        files ??= new Map();
        files.set(fileKey(fetched[k] as string), DOWNLOADED);
      }
    // Round 27: a command reading a download (an operand, its input, a pipe from one: `cat a > b.sh`,
    // `cat <(curl URL) > x.py`, `curl URL | cat > x.sh`) writes code from the network where it writes.
    const prev = commandBefore(cmds, i);
    const fed: boolean = net && prev !== undefined && prev.sep === '|' && prev.list === cmd.list;
    if (fed) {
      piped ??= [];
      piped[i] = true;
    }
    const reads: boolean = fed || (files !== undefined && readsDownload(cmd, files, desc?.[i]));
    net = reads || downloads;
    if (reads)
      for (const f of writtenBy(cmd, prog)) {
        files ??= new Map();
        files.set(fileKey(f), DOWNLOADED);
      }
    // A copy carries what the text knows of its source on, in the text's order (`cp a b; cat b > c.sh`).
    if (files !== undefined && CONTENT_COPIERS.has(prog)) copied(cmd, files);
    // Round 43: what a pipe carries into `tee F` or a bare `cat > F` is what they write (`echo CODE | tee
    // x.sh; sh x.sh` was admitted): echo/printf's readings, passed on through cat and tee stages.
    const carried =
      fed || prev === undefined || prev.sep !== '|' || prev.list !== cmd.list ? undefined : carry;
    const content =
      contentOf(cmd, prog) ?? (carried !== undefined && passesOn(cmd, prog) ? carried : undefined);
    carry =
      content !== undefined && (prog === 'echo' || prog === 'printf' || passesOn(cmd, prog))
        ? content
        : undefined;
    // Round 47: whether what the command prints comes from text the call shows (a here-string, a pipe from
    // echo or from such a command, a file the text wrote) by a change gate does not follow.
    const shownInput: boolean =
      cmd.stdin.length > 0 ||
      (carried !== undefined && content === undefined) ||
      (prevShown && prev !== undefined && prev.sep === '|' && prev.list === cmd.list) ||
      (files !== undefined && readsWritten(cmd, files));
    prevShown = shownInput && content === undefined;
    // Round 48: a copy of standard input (`echo CODE | install /dev/stdin x.sh`, `cp /dev/fd/0 x`) holds
    // what the pipe, here-string or `<` file carries: a download, echo's text, or text changed unseen.
    const copiedInput = CONTENT_COPIERS.has(prog) ? stdinCopyDest(cmd) : undefined;
    if (copiedInput !== undefined) {
      const from = cmd.redirects.find((r) => r.op === '<');
      const given = fed
        ? DOWNLOADED
        : (carried ??
          (cmd.stdin.length > 0 ? cmd.stdin : undefined) ??
          (from === undefined ? undefined : files?.get(fileKey(from.target))) ??
          (shownInput ? UNSHOWN : undefined));
      if (given !== undefined) {
        files ??= new Map();
        addContent(files, fileKey(copiedInput), given);
      }
    }
    if (content === undefined) {
      // Round 47: what such a command writes (`echo CODE | base64 -d > x.sh`, `sort -o x.sh a` of a file
      // written here), or what a program whose own text writes (`find -fprintf x.sh FMT`, awk's `print >
      // "F"`, python's `open(F,'w')`), is content the text does not show: a run of it is refused, not read
      // empty. A project's file transformed (`jq . a > b`, `cat a > b.sh`) stays the project's.
      if (shownInput || SCRIPTED_WRITERS.has(prog))
        for (const f of unshownWrites(cmd, prog)) {
          files ??= new Map();
          if (!f.endsWith('*')) addContent(files, fileKey(f), UNSHOWN);
          else {
            prefixes ??= [];
            prefixes.push(fileKey(f.slice(0, -1)));
          }
        }
      continue;
    }
    for (const r of cmd.redirects) {
      if (r.op !== '>' && r.op !== '>>' && r.op !== '>|' && r.op !== '&>') continue;
      files ??= new Map();
      addContent(files, fileKey(r.target), content);
    }
    if (cmd.words.length > 1 && prog === 'tee')
      for (const w of cmd.words.slice(1)) {
        if (w.startsWith('-')) continue;
        files ??= new Map();
        addContent(files, fileKey(w), content);
      }
  }
  if (files === undefined) return runs;
  const written = files;
  if (carried !== undefined) carried.files = written;
  // Keys from here on are late copies (below): read by every run, as they are made after the text (fail closed).
  const lateFrom = written.size;
  const out: string[] = [];
  // Past the descriptors' bound a descriptor path may be any file written here (shell-descriptors.ts).
  const split = prefixes;
  let all: string[] | undefined;
  const every = (): string[] =>
    (all ??= [...written.values(), ...(split === undefined ? [] : [UNSHOWN])].flat());
  // Round 48: how many more runs by a name not spelt are read (each may read every written file); past
  // that a run holds code unseen (fail closed; `sh $a; sh $b; ..` 200 kB long was quadratic).
  let nameless = MAX_NAMELESS_RUNS;
  // Round 48: per language, how many of the written keys (in the order written) its runs have read
  // already, and whether the late copies were (SOURCE_LOADERS).
  let loaded: Map<SourceLanguage, number> | undefined;
  let lateRead: Set<SourceLanguage> | undefined;
  let writtenKeys: string[] | undefined;
  const anyWritten = (): string[] => (--nameless < 0 ? UNSHOWN : every());
  // Round 48: a loop's values (`for f in xx*`), read where a run names its variable (`sh "$f"`).
  const loops = loopValues(cmds);
  let makefilesVar: string[] | undefined;
  // Round 70: the written files by last name (lower-cased), made at the first PowerShell script handed on;
  // and each written text's PowerShell reading, made once however many runs read it.
  let byName: Map<string, string> | undefined;
  const psRead = new Map<string, string[]>();
  const literal = (path: string): string[] => {
    const key = fileKey(path);
    const known = written.get(key);
    if (known !== undefined || split === undefined) return known ?? [];
    return split.some((p) => key.length > p.length && key.startsWith(p)) ? UNSHOWN : [];
  };
  // Round 48: a run may name a written file without spelling it: a glob (`sh xx*`, `./x*`), a variable
  // (`for f in *.sh; do sh "$f"`; one the text gives no value, as `read f`, may hold any name), or the
  // name find or xargs lists (`-exec sh {} \;`): each written file the name can be is read as run.
  const file = (path: string, depth = 0): string[] => {
    if (path === EVERY_FILE) return every();
    const spelt = !path.includes('$') && !path.includes('{}') && firstGlob(path) < 0;
    if (spelt) return literal(path);
    if (path.includes('$')) {
      const m = PARAMETER_NAME.exec(path);
      const values = m === null ? undefined : loops?.get((m[1] ?? m[2]) as string);
      if (m === null || values === undefined || depth > 0) return depth > 0 ? every() : anyWritten();
      if (--nameless < 0) return UNSHOWN;
      return values.flatMap((v) =>
        file(
          path.replace(m[0], () => v),
          depth + 1,
        ),
      );
    }
    if (path.includes('{}')) return anyWritten();
    if (depth === 0 && --nameless < 0) return UNSHOWN;
    const key = fileKey(path);
    const head = key.slice(0, firstGlob(key));
    const tail = key.slice(lastGlob(key) + 1);
    const out: string[] = [];
    for (const [k, c] of written)
      if (k.length >= head.length + tail.length && k.startsWith(head) && k.endsWith(tail)) out.push(...c);
    if (split?.some((p) => p.startsWith(head) || head.startsWith(p))) out.push(...UNSHOWN);
    return out;
  };
  const has = (path: string): boolean => file(path).length > 0;
  // A configuration a program reads (a Makefile, package.json, a compose file) edited by a filter
  // (`jq .. package.json > t && mv t package.json`) is the project's: only a run of such a file is refused.
  const conf = (path: string): string[] => file(path).filter((c) => c !== UNSHOWN_MARK);
  // A downloaded file run by any route is read as the marker the download-exec rule refuses.
  // Round 50: a loaded file's text that names another file the text wrote loads it (make's `include
  // rules.txt`, Gradle's `apply from: 'r.txt'`, CMake's `include(r.txt)`, a Taskfile's `includes:`):
  // those files are read by the same reader, to MAX_INCLUDE_DEPTH (names: namedWritten, memoised a text).
  let names: Map<string, Map<string, readonly string[]>> | undefined;
  const included = (path: string, content: readonly string[], config: boolean): string[] => {
    const seen = new Set<string>([fileKey(path)]);
    const out: string[] = [];
    let level: readonly string[] = content;
    for (let depth = 0; depth < MAX_INCLUDE_DEPTH && level.length > 0; depth++) {
      const next: string[] = [];
      for (const text of level) {
        if (text === UNSHOWN_MARK || text === DOWNLOADED_MARK || text === UNSEEN_WRITTEN) continue;
        const dir = path.includes('/') ? fileKey(path.slice(0, path.lastIndexOf('/') + 1)) : '';
        names ??= new Map();
        let byText = names.get(dir);
        if (byText === undefined) {
          byText = new Map();
          names.set(dir, byText);
        }
        let keys = byText.get(text);
        if (keys === undefined) {
          keys = namedWritten(text, dir, written);
          byText.set(text, keys);
        }
        for (const key of keys) {
          if (seen.has(key)) continue;
          seen.add(key);
          const texts = written.get(key) ?? [];
          for (const t of texts) if (!config || t !== UNSHOWN_MARK) next.push(t);
        }
      }
      out.push(...next);
      level = next;
    }
    return out;
  };
  const code = (path: string, as: (c: string) => string | string[], config = false): string[] => {
    const own = config ? conf(path) : file(path);
    const content = own.length === 0 ? own : [...own, ...included(path, own, config)];
    if (content.includes(DOWNLOADED_MARK)) return DOWNLOADED;
    if (content.includes(UNSHOWN_MARK)) return UNSHOWN;
    return content[0] === UNSEEN_WRITTEN ? content : content.flatMap(as);
  };
  // Round 19: a copy or move of a written file holds its content (`cp x.txt docker-compose.yml`); read
  // again after the text, so a copy made before its source is written still counts (fail closed).
  for (const cmd of cmds)
    if (cmd.words[0] !== undefined && CONTENT_COPIERS.has(name(cmd.words[0]))) copied(cmd, written);
  // A YAML file written here is a compose document a later `docker compose` may run, under any name:
  // what it asks of the host is judged now, as a write tool's (arg-rules.ts composeWriteAsks).
  for (const [key, docs] of written)
    if (composeCandidate(key))
      for (const doc of docs) if (doc !== UNSHOWN_MARK) out.push(...composeHostAsks(doc));
  for (let i = 0; i < cmds.length; i++) {
    const cmd = cmds[i] as SimpleCommand;
    const own = desc?.[i];
    // A descriptor's path (`bash /dev/stdin`, `node /dev/fd/3 3<a`) is the file the descriptor reads.
    let words = opened(substitutedWords(cmd), own);
    // Assignments in front (`BASH_ENV=f bash -c x`), after `env`, or exported name files that run.
    for (const w of words) {
      const m = LOADER.exec(w);
      if (m) {
        const value = m[2] as string;
        if (m[1] === 'NODE_OPTIONS') {
          for (const f of value.matchAll(NODE_REQUIRE)) out.push(...code(f[1] as string, oneLiner('node')));
          // Round 43: PYTHONSTARTUP's file is python (it was read as a shell script: `import os; ..` ran nothing).
        } else if (m[1] === 'PYTHONSTARTUP') out.push(...code(value, oneLiner('python3', '-c')));
        else out.push(...file(value));
      }
    }
    // Round 28: a reserved word before the program (`{ sh; } < a`, `do sh; done < a`) is not it; round
    // 36: nor is a wrapper (`nohup sh x.sh`, `busybox sh x.sh`, `timeout 5 ./x.sh`), the last layer runs.
    // Only a wrapper's command is layered: an unknown program's hidden runs are not asked here (cost).
    let starts = mayWrap(words) ? layerStarts(words) : [0];
    let at = starts[starts.length - 1] ?? words.length;
    let first = words[at];
    if (first === undefined) continue;
    if (first.includes('/')) out.push(...asRun(first, file(first), undefined, psRead));
    // `ssh h 'bash -s' < <(curl URL)`: the remote shell reads the local input as its code (round 28).
    let prog = name(first);
    const remote = REMOTE_SHELLS.has(prog) ? remoteProgram(words.slice(at)) : undefined;
    if (remote !== undefined) {
      words = remote;
      // Round 56: the layers are the remote program's (the local ones indexed past its words: a TypeError
      // thrown out of the kernel, `ssh h coproc $(..) ..` in a script handed on, found by the generated hunt).
      starts = [0];
      at = 0;
      first = remote[0] as string;
      prog = name(first);
    }
    // Round 50: a shell's file is the word after its options (`bash -o errexit a.sh`: `errexit` is -o's).
    const ops = FILE_RUNNING_SHELLS.has(prog)
      ? words.slice(shellInvocation(words, at).operand)
      : words.slice(at + 1).filter((w) => !w.startsWith('-'));
    // Round 49: `-c` in a cluster (`bash -lc 'curl .. -o i.sh'`) gives a script too: its operand is no file.
    const scripted = FILE_RUNNING_SHELLS.has(prog) && scriptGiven(words, at);
    if (FILE_RUNNING_SHELLS.has(prog) && !scripted)
      out.push(...asRun(ops[0] ?? '', file(ops[0] ?? ''), prog, psRead));
    // Round 51: a shell whose grammar gate reads only by its manual (fish, tcsh, PowerShell, xonsh ..):
    // any word the text wrote may be its file or a start-up file it names (`xonsh --rc f`), read as one.
    else if (FILE_RUNNING_SHELLS.has(prog) && !POSIX_INVOKED.has(prog))
      for (const w of words.slice(at + 1)) if (has(w)) out.push(...asRun(w, file(w), prog, psRead));
    // Round 70: a PowerShell script handed on loads a written file it names (`gc x.ps1 | iex`, `. ./x.ps1`,
    // `Import-Module ./m.psm1`): each written file whose last name is a word of it is read as PowerShell.
    if (scripted && (prog === 'pwsh' || prog === 'powershell')) {
      byName ??= lastNames(written);
      for (const token of words.slice(shellInvocation(words, at).operand).join(' ').split(TOKEN_BREAK)) {
        const key = byName.get(lastName(token));
        if (key !== undefined && key !== '') {
          byName.set(lastName(token), '');
          out.push(...asRun(key, file(key), prog, psRead));
        }
      }
    }
    // Round 48: a language's run may load any source file of it the text wrote without naming it (`python3
    // -c 'import x'`, `-m x`, `pytest` and conftest.py, `node -e "require('./x')"`, `perl -Mx`, `rake`):
    // each is read as that language's code, once a text.
    // Only files an earlier command wrote (and late copies, fail closed): a run does not load what it writes
    // itself (`node - <<< 'require("fs").writeFileSync("dist/x.js", "x")'`, redteam-floor-r41's ordinary
    // work). Each key is read once a language, by index, so a text's runs together stay linear.
    // Round 49: and a build tool's files (cargo's `build.rs`, `//go:generate`, Gradle's scripts, tox's
    // `commands`, a Taskfile's `cmds` ..): each of a tool's languages read in turn.
    for (const language of SOURCE_LOADERS.get(prog) ??
      SOURCE_LOADERS.get(prog.replace(/[\d.]+$/, '')) ??
      []) {
      writtenKeys ??= [...written.keys()];
      const keys = writtenKeys;
      const before = writtenBefore[i] ?? lateFrom;
      const from = loaded?.get(language) ?? 0;
      const late = lateRead?.has(language) !== true && lateFrom < keys.length;
      const as = readAs(language);
      // A configuration a filter edited is the project's (conf, below); code is read as written.
      const config = typeof language.run === 'string';
      const read = (k: number) => {
        const key = keys[k] as string;
        if (k < seeded && written.get(key)?.every((c) => c === UNSHOWN_MARK)) return;
        if (sourceOf(key, language)) out.push(...code(key, as, config));
      };
      for (let k = from; k < before; k++) read(k);
      if (late) {
        for (let k = lateFrom; k < keys.length; k++) read(k);
        lateRead ??= new Set();
        lateRead.add(language);
      }
      loaded ??= new Map();
      loaded.set(language, Math.max(from, before));
    }
    // Round 48: `run-parts DIR` runs each executable file there: any the text wrote; find runs a file it
    // lists as a command (`-exec {} \;`) or hands it to a shell (`-exec sh {} \;`, `-execdir bash {} +`).
    if ((DIRECTORY_RUNNERS.has(prog) && ops.length > 0) || (prog === 'find' && findRunsListed(words, name)))
      out.push(...anyWritten());
    // Round 27: a shell or interpreter reading its code on standard input from a file the text wrote or
    // downloaded (`sh < a`, `bash -s < a`, `python3 - < a`); round 28: through a descriptor (`exec 3<a;
    // bash <&3`, `exec 0<a; sh`, `{ sh; } < a`) or a pipe from a command that read a download (`cat a | sh`).
    const onStdin = ops.length === 0 || ops[0] === '-' || descriptorPath(ops[0] as string) === 0;
    const shellReads = FILE_RUNNING_SHELLS.has(prog) && !scripted && (onStdin || words.includes('-s'));
    const reads = CODE_FLAGS.get(prog) ?? CODE_FLAGS.get(prog.replace(/[\d.]+$/, ''));
    const codeReads = reads !== undefined && onStdin;
    if ((shellReads || codeReads) && piped?.[i] === true) out.push(...DOWNLOADED);
    // Round 42: a program that runs each line it reads (`awk '{system($0)}' a`) reads a file as `sh a` does.
    const lineRuns =
      runsInputLines(prog, words.slice(at)) || (prog === 'parallel' && parallelBare(words, at));
    if (lineRuns) for (const o of ops) if (has(o)) out.push(...file(o));
    const stdin = filesOn(own, 0);
    for (const input of stdin[0] === EVERY_FILE ? written.keys() : stdin) {
      if (!has(input)) continue;
      if (shellReads || lineRuns) out.push(...file(input));
      if (codeReads) out.push(...code(input, oneLiner(prog, reads)));
    }
    // Round 42: `cat a | sh`, `cat a | awk '{system($0)}'`, `cat a | python3`: the written file's lines.
    const before = commandBefore(cmds, i);
    if ((shellReads || lineRuns || codeReads) && before?.sep === '|' && before.list === cmd.list)
      for (const f of catted(before, name))
        if (has(f))
          out.push(...(shellReads || lineRuns ? file(f) : code(f, oneLiner(prog, reads as string))));
    // Round 28: xargs or parallel handing lines of a download to a shell or interpreter (`xargs -a a -I{}
    // sh -c {}`, `cat a | xargs sh -c`): its input or `-a` file is code from the network.
    if (
      starts.some((s) => {
        const layer = name(words[s] as string);
        return layer === 'xargs' || layer === 'parallel';
      }) &&
      words.some((w) => FILE_RUNNING_SHELLS.has(name(w)) || CODE_FLAGS.has(name(w)))
    ) {
      const given = [...optionFiles(words, ['-a', '--arg-file']), ...stdin];
      if (piped?.[i] === true || given.some((f) => f !== EVERY_FILE && file(f).includes(DOWNLOADED_MARK)))
        out.push(...DOWNLOADED);
      // Round 47: a file the text wrote hands its words to the shell (`echo CMD > s; xargs -a s sh -c`):
      // its content is read as the shell's script.
      else for (const f of given) if (f !== EVERY_FILE) out.push(...file(f));
      // Round 48: a shell xargs or parallel gives no `-c` script runs the files its input or `:::` names
      // (`ls x.sh | xargs -n1 sh`, `parallel bash ::: x.sh`): any the text wrote.
      if (words.some((w) => FILE_RUNNING_SHELLS.has(name(w))) && !words.includes('-c'))
        out.push(...anyWritten());
    }
    // Round 24: any program whose code the reader reads (CODE_FLAGS), on the first operand the text wrote
    // (`nim e x.nims`, `sbcl --script x.lisp`).
    const flag = CODE_FLAGS.get(prog) ?? CODE_FLAGS.get(prog.replace(/[\d.]+$/, ''));
    const run = flag === undefined ? undefined : (ops.find((o) => has(o)) ?? ops[0]);
    if (flag !== undefined && run !== undefined) out.push(...code(run, oneLiner(prog, flag)));
    // `docker compose -f c.conf up` of a file the text wrote: what the document asks of the host (a YAML
    // file's is read above).
    for (const f of composeFiles(words.slice(at), prog) ?? [])
      if (!composeCandidate(fileKey(f))) for (const doc of conf(f)) out.push(...composeHostAsks(doc));
    // Round 23: a CMake script run (`cmake -P f`) or a `CMakeLists.txt` configured (`cmake -S . -B b`, `cmake ..`).
    if (prog === 'cmake' && !words.includes('-E') && !words.includes('--build')) {
      const p = words.indexOf('-P');
      out.push(...code(p >= 0 ? (words[p + 1] ?? '') : 'CMakeLists.txt', cmakeScriptCommands, true));
    }
    if (prog === 'make' || prog === 'gmake') {
      // Round 43: `make SHELL=./x.sh` of a file the text wrote runs it for every recipe line.
      for (const w of words) if (w.startsWith('SHELL=')) out.push(...file(w.slice(6)));
      const given = optionFiles(words, MAKEFILE_OPTIONS);
      const makefiles = given.length > 0 ? given : ['Makefile', 'makefile', 'GNUmakefile'];
      // Round 50: and the makefiles MAKEFILES names (`MAKEFILES=rules.txt make`, `export MAKEFILES=..`).
      makefilesVar ??= cmds.flatMap((c) =>
        c.words.flatMap((w) => (w.startsWith('MAKEFILES=') ? w.slice(10).split(/\s+/) : [])),
      );
      for (const m of [...makefiles, ...makefilesVar]) {
        const own = conf(m);
        out.push(...own, ...(own.length === 0 ? [] : included(m, own, true)));
      }
    }
    // Round 26: `awk -f x.awk`, `sed -f x.sed`, `vim -S x.vim`, `psql -f x.sql` of a file written or
    // downloaded here: its content read as the program's inline code (shell-vocabulary.ts).
    const scriptFile = SCRIPT_FILE_OPTIONS.get(prog);
    if (scriptFile !== undefined)
      for (const f of optionFiles(words, scriptFile.options))
        out.push(
          ...code(f, (c) =>
            (scriptFile.perLine ? c.split('\n') : [c]).map((line) =>
              [prog, scriptFile.inline, quoteWord(line)].filter((x) => x !== '').join(' '),
            ),
          ),
        );
    // Round 43: a program file the text wrote that runs each line it reads (`echo '{system($0)}' > x.awk;
    // echo CMD | awk -f x.awk`, `perl x.pl`, `python3 x.py`) is a shell on its input, as its inline form is.
    const programs = scriptFile === undefined ? [] : optionFiles(words, scriptFile.options);
    if (flag !== undefined && run !== undefined) programs.push(run);
    if (programs.length > 0 && LINE_RUNNER_NAMES.has(prog)) {
      const options = scriptFile?.options ?? [];
      const flags = words
        .slice(at + 1)
        .filter((w) => w.startsWith('-') && !options.some((o) => w === o || w.startsWith(`${o}=`)));
      if (programs.some((f) => file(f).some((c) => runsInputLines(prog, [prog, ...flags, '-e', c])))) {
        const input = scriptInput(cmds, i, cmds);
        out.push(...cmd.stdin, ...input.texts);
        if (input.unknown) out.push(`${UNSEEN_MARK} input`);
      }
    }
    if (PACKAGE_RUNNERS.has(prog)) {
      out.push(...code('package.json', stringValues, true));
      out.push(...code('.npmrc', (t) => t.split('\n').map((l) => l.replace(/^[^=]*=/, '')), true));
    }
  }
  out.push(...runs);
  return out.filter((s) => s.trim() !== '');
}

/**
 * Round 70: a written file's texts as the program running it reads them: PowerShell's (`pwsh -File x.ps1`,
 * `pwsh x`, `./x.ps1`, `. ./x.ps1`) as PowerShell too (shell-option-scripts.ts powershellScripts), as the
 * script of `pwsh -c` is; any other as shell text. Markers (a download, output unshown) stay as they are.
 */
function asRun(
  path: string,
  texts: string[],
  prog: string | undefined,
  read: Map<string, string[]>,
): string[] {
  if (texts.length === 0 || !(prog === 'pwsh' || prog === 'powershell' || POWERSHELL_FILE.test(path)))
    return texts;
  const out: string[] = [];
  for (const t of texts) {
    out.push(t);
    if (t === DOWNLOADED_MARK || t.startsWith(UNSEEN_MARK)) continue;
    let scripts = read.get(t);
    if (scripts === undefined) {
      scripts = powershellScripts(t);
      read.set(t, scripts);
    }
    out.push(...scripts);
  }
  return out;
}
/** The written files by their last name, any case (a PowerShell script names a file any case). */
function lastNames(written: ReadonlyMap<string, string[]>): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of written.keys()) out.set(lastName(key), key);
  return out;
}
const lastName = (path: string): string => path.slice(path.lastIndexOf('/') + 1).toLowerCase();
/** What ends a word of a PowerShell script where a file's name may stand. */
const TOKEN_BREAK = /[\s'"(){};|&,=\\]+/;

/** A PowerShell script's or module's name (`x.ps1`, `m.psm1`), any case. */
const POWERSHELL_FILE = /\.ps[md]?1$/i;

/** The command as its last layer runs it (`busybox wget ..` as `wget ..`); itself when it has one layer. */
function innermost(cmd: SimpleCommand): SimpleCommand {
  if (!mayWrapOf(cmd)) return cmd;
  const starts = layersOf(cmd);
  const at = starts[starts.length - 1] ?? 0;
  return at === 0 ? cmd : { ...cmd, words: cmd.words.slice(at), shown: cmd.shown.slice(at) };
}

/*
 * Round 22: a program the text links or copies under another name and then runs by a path (`ln -s
 * /usr/bin/sudo s; ./s id`, `cp "$(command -v bash)" x; ./x -c CMD`) is read as the program it is, with
 * its arguments (writtenScripts). The source is a path's last name or `$(command -v|which NAME)`.
 */
/** The program a link or copy's source names: a path's last name, or what `$(command -v NAME)` finds. */
function programOf(source: string, name: (word: string) => string): string | undefined {
  const found = /^\$\((?:command\s+-v|which|type\s+-p)\s+([\w.+-]+)\s*\)$/.exec(source);
  if (found) return found[1];
  return source.includes('/') && !source.endsWith('/') ? name(source) : undefined;
}
const quoteWord = (w: string): string => `'${w.replace(/'/g, `'\\''`)}'`;

/**
 * The file a shown word's process substitution is, alone or after an option's `=` (`<(curl URL)`,
 * `--file=<(wget -qO- URL)`; the parse leaves the word as its text before it), and what it holds: a
 * download (code unseen), or what one echo/printf prints (`make -f <(printf 'x:\n\tCMD')`).
 */
function substitutedFile(
  shown: string,
  word: string,
  name: (word: string) => string,
  files: ReadonlyMap<string, string[]> | undefined,
): [file: string, content: string[]] | undefined {
  // The parse leaves the word as the text before `<(`: one look there, not a search of the word.
  const at = word.length;
  if (!substitutionAt(shown, at) || !shown.endsWith(')') || !shown.startsWith(word)) return undefined;
  const file = shown.slice(at);
  const all = parseShell(file.slice(2, -1)).commands;
  // Round 27: a download anywhere inside (`<(cat <(curl URL))`, `<(echo; curl URL)`) may be what it prints.
  if (all.some((c) => c.words[0] !== undefined && FILE_DOWNLOADERS.has(name(c.words[0]))))
    return [file, DOWNLOADED];
  // Round 28: or a command inside reads a file downloaded before it (`sh <(cat a)`).
  if (files !== undefined && all.some((c) => readsDownload(c, files, undefined))) return [file, DOWNLOADED];
  const inner = all.filter((c) => c.list === 0);
  const first = inner[0]?.words[0];
  if (first === undefined) return undefined;
  const prog = name(first);
  const content = inner.length === 1 ? contentOf(inner[0] as SimpleCommand, prog) : undefined;
  return content === undefined ? undefined : [file, content];
}

/** A copy's destination given its source's known content (`cp SRC DEST` with two operands). */
function copied(cmd: SimpleCommand, files: Map<string, string[]>): void {
  // `dd if=A of=B` names both by keyword.
  const dd = cmd.words[0] === 'dd' || cmd.words[0]?.endsWith('/dd');
  const install = cmd.words[0] === 'install';
  const ops = dd
    ? ['if=', 'of='].map((k) => cmd.words.find((w) => w.startsWith(k))?.slice(3) ?? '')
    : cmd.words
        .slice(1)
        .filter((w, k) => !w.startsWith('-') && !(install && VALUED.has(cmd.words[k] as string)));
  const from = ops.length === 2 ? files.get(fileKey(ops[0] as string)) : undefined;
  if (from !== undefined) files.set(fileKey(ops[1] as string), from);
}

/** Round 49: how a language's written file is read: its interpreter's one-liner, or its command lines. */
function readAs(language: SourceLanguage): (c: string) => string | string[] {
  const run = language.run;
  if (run === 'shell') return (text) => text;
  if (run === 'config') return configCommands;
  if (run === 'literals') return (text) => [quotedLiterals(text)];
  if (run === 'go-generate') return goGenerated;
  if (run === 'wrapper') return wrapperDownloads;
  return oneLiner(run[0], run[1]);
}

/**
 * Round 49: the command lines a build tool's file may hold (`commands = CMD` in tox.ini, `- CMD` under a
 * Taskfile's `cmds:`, `pre-status = CMD` in an hgrc, `runner = "CMD"`, `run: CMD`): its lines with a
 * list mark and a leading key taken off, quotes dropped (a quote a line leaves open would swallow the
 * next ones) and brackets blanked (`[testenv]` is a glob to a shell, `[CMD]` a list), as one script; its quoted
 * literals (quotedLiterals), as another. Over-read: only what is itself refused refuses.
 */
function configCommands(text: string): string[] {
  const lines: string[] = [];
  let raised = false;
  for (const line of text.split('\n')) {
    // Round 50: `become: true` (Ansible) runs the file's commands as root: read as sudo (a scan, no regex).
    if (!raised) raised = raisesPrivilege(line);
    lines.push(line.replace(CONFIG_KEY, '').replace(QUOTES, '').replace(BRACKETS, ' '));
  }
  const out = [lines.join('\n'), quotedLiterals(text)];
  if (raised) out.push('sudo true');
  return out;
}
/** Round 50: whether a config line sets a RAISING_KEYS key true (`become: yes`, `- become: true`). */
function raisesPrivilege(line: string): boolean {
  let rest = line.trimStart();
  if (rest.startsWith('-')) rest = rest.slice(1).trimStart();
  const key = RAISING_KEYS.find((k) => rest.startsWith(k));
  if (key === undefined) return false;
  rest = rest.slice(key.length).trimStart();
  if (!rest.startsWith(':') && !rest.startsWith('=')) return false;
  const value = rest.slice(1).trim().replace(QUOTES, '').toLowerCase();
  return value === 'true' || value === 'yes' || value === 'on' || value === '1';
}
/**
 * Round 50: what a build wrapper downloads and runs (`distributionUrl=https\://h/g.zip` in
 * gradle-wrapper.properties, then `./gradlew`): each URL key's value read as `curl -fsSL URL | sh`.
 */
function wrapperDownloads(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const eq = line.indexOf('=');
    if (eq < 0 || !WRAPPER_URL_KEYS.includes(line.slice(0, eq).trim())) continue;
    const url = line
      .slice(eq + 1)
      .trim()
      .replace(/\\(.)/g, '$1');
    if (url !== '') out.push(`curl -fsSL ${quoteWord(url)} | sh`);
  }
  return out;
}
/**
 * Round 49: every quoted literal's body and XML element's text of a file, one a line
 * (`<exec executable="sudo">`, `<executable>sudo</executable>`, `cmd =
 * "CMD"`, `run_command('sudo', 'id')`, `"tasks": {"x": "CMD"}`); a body that leaves a quote open has its
 * quotes dropped (`"it's"`).
 */
function quotedLiterals(text: string): string {
  const out: string[] = [];
  const add = (raw: string, escapes: boolean): void => {
    const body = escapes ? raw.replace(/\\(.)/g, '$1') : raw;
    out.push(balanced(body) ? body : body.replace(QUOTES, ''));
  };
  // A scan, not a global regex: a literal left open ends the line's reading, so no opening is scanned
  // twice (`"\"\"\"..` 200 kB long was quadratic to /"((?:[^"\\]|\\.)*)"/g).
  for (const line of text.split('\n')) {
    let i = 0;
    while (i < line.length) {
      const c = line.charCodeAt(i);
      if (c === 34 /* " */) {
        let j = i + 1;
        while (j < line.length && line.charCodeAt(j) !== 34) j += line.charCodeAt(j) === 92 /* \ */ ? 2 : 1;
        if (j >= line.length) break;
        add(line.slice(i + 1, j), true);
        i = j + 1;
      } else if (c === 39 /* ' */) {
        const j = line.indexOf("'", i + 1);
        if (j < 0) break;
        add(line.slice(i + 1, j), false);
        i = j + 1;
      } else if (c === 62 /* > */) {
        // An XML element's text: up to the next `<` (a `>` before it opens again).
        let j = i + 1;
        while (j < line.length && line.charCodeAt(j) !== 60 && line.charCodeAt(j) !== 62) j++;
        if (j >= line.length) break;
        if (line.charCodeAt(j) === 60 && j > i + 1) add(line.slice(i + 1, j), false);
        i = line.charCodeAt(j) === 62 ? j : j + 1;
      } else i++;
    }
  }
  return out.join('\n');
}
/** Whether a text closes each quote it opens, counted plainly (an odd count of either: not). */
function balanced(text: string): boolean {
  let single = 0;
  let double = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 39 /* ' */) single++;
    else if (c === 34 /* " */) double++;
  }
  return single % 2 === 0 && double % 2 === 0;
}
/** Brackets, blanked: a section header (`[testenv]`) or a YAML flow list (`cmds: [CMD]`) is no glob. */
const BRACKETS = /[[\]]/g;
/** Quote characters and backslashes, dropped from a configuration line read as a command line. */
const QUOTES = /["'\\]/g;
/** A line's lead before its command: blanks, YAML list marks, then one `key =`, `key:` or `"key":`. */
const CONFIG_KEY = /^[\s-]*(?:["']?[\w.@/][\w.@/-]*["']?\s*[:=]\s*)?/;

/** Round 49: a Go file's `//go:generate CMD` lines, which `go generate` runs (not through a shell). */
function goGenerated(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const at = line.indexOf('//go:generate');
    if (at >= 0 && line.slice(0, at).trim() === '') out.push(line.slice(at + 13));
  }
  return out.length === 0 ? [] : [out.join('\n')];
}

/** Round 48: whether a written file is a source of `language`: its extension, or a name its tools load. */
function sourceOf(key: string, language: SourceLanguage): boolean {
  const base = key.slice(key.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return language.names.includes(base) || (dot > 0 && language.extensions.includes(base.slice(dot)));
}

/**
 * Round 49: whether a shell's options before its first operand give `-c`, alone or in a cluster (`-lc`,
 * `-ec`): the operand is then its script, not a file it runs.
 */
function scriptGiven(words: readonly string[], at: number): boolean {
  return shellInvocation(words, at).scripted;
}

/** Round 48: whether find runs a file it lists: `-exec {} ;` or a shell with `{}` as its script operand. */
function findRunsListed(words: readonly string[], name: (word: string) => string): boolean {
  for (let j = 1; j < words.length - 1; j++) {
    if (!FIND_RUNS.has(words[j] as string)) continue;
    const first = words[j + 1] as string;
    if (first.includes('{}')) return true;
    if (!FILE_RUNNING_SHELLS.has(name(first))) continue;
    for (let k = j + 2; k < words.length; k++) {
      const w = words[k] as string;
      if (w === ';' || w === '+' || w === '-c') break;
      if (w.includes('{}')) return true;
    }
  }
  return false;
}
const FIND_RUNS: ReadonlySet<string> = new Set(['-exec', '-execdir', '-ok', '-okdir']);

/**
 * Round 50: the keys of the written files a loaded file's text names: each word that is one, as written
 * or beside the loaded file (`include rules.txt`, `apply from: 'r.txt'`, `include(r.txt)`, `o: ./t.txt`),
 * and each a pattern after an include word matches (`include rules.*`, `-include $(wildcard *.txt)`);
 * past MAX_INCLUDE_PATTERNS patterns, every written file (fail closed). Linear: a Map lookup a word.
 */
function namedWritten(text: string, dir: string, written: ReadonlyMap<string, string[]>): string[] {
  const out: string[] = [];
  let patterns = 0;
  let after = false;
  for (const word of text.split(INCLUDE_SEPARATORS)) {
    if (word === '') continue;
    const key = fileKey(word);
    if (written.has(key)) out.push(key);
    else if (dir !== '' && written.has(dir + key)) out.push(dir + key);
    else if (after && (key.includes('*') || key.includes('?'))) {
      if (++patterns > MAX_INCLUDE_PATTERNS) return [...written.keys()];
      const at = firstGlob(key);
      const head = dir + key.slice(0, at);
      const tail = key.slice(lastGlob(key) + 1);
      for (const k of written.keys())
        if (k.length >= head.length + tail.length && k.startsWith(head) && k.endsWith(tail)) out.push(k);
    }
    // A pattern is read only after an include word (`rm -f *.o` in a recipe names no makefile).
    after = INCLUDE_WORDS.has(word) || (after && word.startsWith('$') && word.length <= 12);
  }
  return out;
}
/** Between the words of a loaded file's text: blanks, quotes and the punctuation of its directives. */
const INCLUDE_SEPARATORS = /[\s"'`(),;=:<>]+/;
const MAX_INCLUDE_DEPTH = 4;
const MAX_INCLUDE_PATTERNS = 16;

/** Round 48: a path's first parameter, `$NAME` or `${NAME}` (one match, no search past it). */
const PARAMETER_NAME = /\$(?:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\})/;

/** Round 48: where a glob or brace character (`*`, `?`, `[`, `]`, `{`, `}`) first and last stands in a word (-1: none). */
function firstGlob(word: string): number {
  for (let i = 0; i < word.length; i++) if (GLOB_CHARS.has(word.charCodeAt(i))) return i;
  return -1;
}
function lastGlob(word: string): number {
  for (let i = word.length - 1; i >= 0; i--) if (GLOB_CHARS.has(word.charCodeAt(i))) return i;
  return -1;
}
// A brace (`x.s{h,}`) expands to words with the same head and tail: read as a glob is.
const GLOB_CHARS: ReadonlySet<number> = new Set([
  42 /* * */, 63 /* ? */, 91 /* [ */, 93 /* ] */, 123 /* { */, 125 /* } */,
]);

/**
 * Round 48: each `for NAME in WORDS` loop's words, per name (a word a substitution prints, `$(ls)`, may
 * be any name: read as a variable with no value); undefined when the text has no loop.
 */
function loopValues(cmds: readonly SimpleCommand[]): Map<string, string[]> | undefined {
  let out: Map<string, string[]> | undefined;
  for (const c of cmds) {
    const w = c.words;
    if (w[0] !== 'for' || w[2] !== 'in' || w.length <= 3) continue;
    out ??= new Map();
    const name = w[1] as string;
    const list = out.get(name) ?? [];
    out.set(name, list);
    for (let i = 3; i < w.length; i++) {
      const shown = c.shown[i] ?? '';
      // Past the bound a value is any name (fail closed), as a substitution's is.
      const unread = list.length >= MAX_LOOP_VALUES || shown.includes('$(') || shown.includes('`');
      if (unread) {
        if (!list.includes('$?')) list.push('$?');
        if (list.length > MAX_LOOP_VALUES) break;
      } else list.push(w[i] as string);
    }
  }
  return out;
}
const MAX_LOOP_VALUES = 16;
const MAX_NAMELESS_RUNS = 32;

/** Round 47: whether a command reads a file the text wrote: an operand, or its `<` input. */
function readsWritten(cmd: SimpleCommand, files: ReadonlyMap<string, string[]>): boolean {
  for (let k = 1; k < cmd.words.length; k++) if (files.has(fileKey(cmd.words[k] as string))) return true;
  for (const r of cmd.redirects) if (r.op === '<' && files.has(fileKey(r.target))) return true;
  return false;
}

/** Round 48: where a copier writes its standard input (`cp /dev/stdin F`, `install -m 755 /dev/fd/0 F`). */
function stdinCopyDest(cmd: SimpleCommand): string | undefined {
  const install = cmd.words[0] === 'install';
  const ops = cmd.words
    .slice(1)
    .filter((w, k) => !w.startsWith('-') && !(install && VALUED.has(cmd.words[k] as string)));
  return ops.length === 2 && descriptorPath(ops[0] as string) === 0 ? ops[1] : undefined;
}

/** Round 47: install's options whose value is the next word (`install -m 755 a b`): not an operand. */
const VALUED: ReadonlySet<string> = new Set(['-m', '-o', '-g', '--mode', '--owner', '--group']);

/** Whether a command reads a file the text downloaded: an operand, a process substitution, its input. */
function readsDownload(
  cmd: SimpleCommand,
  files: ReadonlyMap<string, string[]>,
  own: Descriptors | undefined,
): boolean {
  const net = (w: string): boolean => files.get(fileKey(w))?.includes(DOWNLOADED_MARK) === true;
  for (const w of opened(substitutedWords(cmd), own)) if (w !== '' && net(w)) return true;
  for (const r of cmd.redirects) if ((r.op === '<' || r.op === '<>') && net(r.target)) return true;
  // Round 28: any descriptor it holds (`cat <&3` after `exec 3<a`; past the bound, any file).
  if (own !== undefined)
    for (const fs of own.values())
      if (fs.some(net) || (fs[0] === EVERY_FILE && [...files.keys()].some(net))) return true;
  return false;
}

/** Words with each descriptor path (`/dev/stdin`, `/dev/fd/3`) spelled as the file it reads, if known. */
function opened(words: readonly string[], own: Descriptors | undefined): readonly string[] {
  if (own === undefined) return words;
  let out: string[] | undefined;
  words.forEach((w, j) => {
    const fd = w.charCodeAt(0) === 47 /* / */ ? descriptorPath(w) : undefined;
    const f = fd === undefined ? undefined : filesOn(own, fd)[0];
    if (f === undefined) return;
    out ??= [...words];
    out[j] = f;
  });
  return out ?? words;
}

/** The files a command writes its output to: its output redirections, and tee's operands. */
function writtenBy(cmd: SimpleCommand, prog: string): string[] {
  const out: string[] = [];
  for (const r of cmd.redirects)
    if (r.op === '>' || r.op === '>>' || r.op === '>|' || r.op === '&>' || r.op === '&>>') out.push(r.target);
  if (prog === 'tee') for (const w of cmd.words.slice(1)) if (!w.startsWith('-')) out.push(w);
  return out;
}

/** Whether a process substitution `<(` opens at `at` of a shown word. */
const substitutionAt = (shown: string, at: number): boolean =>
  // A word shown as itself (most) holds none: told by the lengths, no character read.
  shown.length > at + 2 && shown.charCodeAt(at) === 60 /* < */ && shown.charCodeAt(at + 1) === 40; /* ( */

/** A command's words with each process substitution spelled as written (the parse leaves it empty). */
function substitutedWords(cmd: SimpleCommand): readonly string[] {
  let out: string[] | undefined;
  cmd.shown.forEach((shown, j) => {
    const w = cmd.words[j] as string;
    if (!substitutionAt(shown, w.length) || !shown.startsWith(w)) return;
    out ??= [...cmd.words];
    out[j] = shown;
  });
  return out ?? cmd.words;
}

/** The files `options` name (`-f F`, `-fF` for a one-letter option, `--file=F`, `--file F`). */
function optionFiles(words: readonly string[], options: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.charCodeAt(0) !== 45 /* - */) continue;
    for (const o of options) {
      if (w === o) out.push(words[i + 1] ?? '');
      else if (
        w.startsWith(o) &&
        (o.startsWith('--') ? w.charCodeAt(o.length) === 61 /* = */ : o.length === 2)
      )
        out.push(w.slice(o.length + (o.startsWith('--') ? 1 : 0)));
    }
  }
  return out.filter((f) => f !== '');
}

/** Whether the commands write the file `path` with literal content (what writtenScripts follows). */
export function writesFile(
  cmds: readonly SimpleCommand[],
  name: (word: string) => string,
  path: string,
): boolean {
  const key = fileKey(path);
  for (const cmd of cmds) {
    if (
      cmd.words[0] === undefined ? cmd.stdin.length === 0 : contentOf(cmd, name(cmd.words[0])) === undefined
    )
      continue;
    for (const r of cmd.redirects)
      if ((r.op === '>' || r.op === '>>' || r.op === '>|' || r.op === '&>') && fileKey(r.target) === key)
        return true;
    if (cmd.words.length > 1 && name(cmd.words[0] as string) === 'tee')
      for (const w of cmd.words.slice(1)) if (!w.startsWith('-') && fileKey(w) === key) return true;
  }
  return false;
}

/** The line a downloaded file's run reads as: the download-exec rule refuses it (docs/floor.md, round 22). */
export const DOWNLOADED_MARK = 'gate-downloaded-code';
const DOWNLOADED: string[] = [DOWNLOADED_MARK];

/** Downloaders' options whose value names the file written (`curl -o F`, `wget -O F`, `aria2c --out=F`). */
const DOWNLOAD_OUTPUT = /^--(?:output|output-document|out)(?:=(.*))?$/;

/** Whether `cmd` may write a file a later command runs (a redirect, tee, a downloader): the fast path's test. */
export function mayWriteFile(cmd: SimpleCommand, name: (word: string) => string): boolean {
  const w = cmd.words[0];
  if (cmd.redirects.length > 0) return true;
  if (w === undefined) return false;
  if (w === 'tee' || WRITERS.has(w)) return true;
  // A bare word is its own name; only a path is named (the fast path asks this of every command).
  const prog = w.includes('/') ? name(w) : w;
  if (prog !== w && WRITERS.has(prog)) return true;
  // Round 47: find's or an interpreter's own text that writes (`find -fprintf x.sh ..; ./x.sh`).
  if (SCRIPTED_WRITERS.has(prog) && cmd.words.some((x) => SCRIPTED_WRITE.test(x))) return true;
  // Round 54: or a one-liner's library call that downloads to a file (`urlretrieve(U, "a.py")`, php's
  // `file_put_contents`: WRITES_FILE), read by codeDownloads.
  return CODE_FLAGS.has(prog) && cmd.words.some((x) => WRITES_FILE.test(x));
}
/** Programs that put a program under another name (renamedPrograms). */
const RENAMERS: ReadonlySet<string> = new Set(['ln', 'cp', 'install']);
// Round 47: and the content writers whose writes unshownWrites reads (`sort -o x.sh a; ./x.sh`).
const WRITERS: ReadonlySet<string> = new Set([...FILE_DOWNLOADERS, ...RENAMERS, ...CONTENT_WRITERS]);
/** Round 47: a word by which a SCRIPTED_WRITERS program may write (`-fprintf`, `-fls`, `>`, `open(`, `write`). */
const SCRIPTED_WRITE = /^-f(?:print|ls)|>|open|write/;

/**
 * The files a downloader writes (over-read: a name no later command runs changes nothing): its output
 * redirections, `-o F`/`-O F` (alone or ending a cluster: `-fsSLo F`), `--output[=]F`, the last name of
 * each URL (`curl -O`, wget's default), and `tee F` fed by a downloader's pipe.
 */
function downloadedFiles(
  cmd: SimpleCommand,
  prog: string,
  before: SimpleCommand | undefined,
  name: (word: string) => string,
): string[] {
  const words = cmd.words;
  if (prog === 'tee') {
    const from = before === undefined ? undefined : innermost(before);
    const fed = from !== undefined && from.sep === '|' && from.words[0] !== undefined;
    if (!fed || !FILE_DOWNLOADERS.has(name(from.words[0] as string))) return [];
    return words.slice(1).filter((w) => !w.startsWith('-'));
  }
  if (!FILE_DOWNLOADERS.has(prog)) return [];
  // busybox's `ftpget HOST LOCAL REMOTE`, `tftp -g -r REMOTE [-l LOCAL] HOST`: any operand may be the file.
  if (prog === 'ftpget' || prog === 'tftp') return words.slice(1).filter((w) => !w.startsWith('-'));
  const out: string[] = [];
  for (const r of cmd.redirects)
    if (r.op === '>' || r.op === '>>' || r.op === '>|' || r.op === '&>') out.push(r.target);
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    const long = DOWNLOAD_OUTPUT.exec(w);
    // A value taken from the next word is not skipped: curl's `-O` takes none, and its URL names the file.
    if (long) out.push(long[1] ?? words[i + 1] ?? '');
    else if (/^-[a-zA-Z]*[oO]$/.test(w)) out.push(words[i + 1] ?? '');
    else if (/^-[a-zA-Z]*[oO]./.test(w) && !w.startsWith('--')) out.push(w.slice(w.search(/[oO]/) + 1));
    else if (/^[a-zA-Z][\w+.-]*:\/\//.test(w)) {
      const path = w.replace(/[?#].*$/, '');
      out.push(path.slice(path.lastIndexOf('/') + 1));
    }
  }
  return out.filter((f) => f !== '' && f !== '-');
}

/** What a command writes to its output file: echo/printf's readings, or cat's here-document. */
function contentOf(cmd: SimpleCommand, prog: string): string[] | undefined {
  if (cmd.words[0] === undefined) return cmd.stdin.length > 0 ? cmd.stdin : undefined;
  // A `$` in what is printed stays as written: the run reads it as the variable it may be (`echo 'sudo id $x' > f`).
  if (prog === 'echo' || prog === 'printf')
    return printed(prog, [prog, ...cmd.words.slice(1)], true)?.slice();
  if ((prog === 'cat' || prog === 'tee') && cmd.stdin.length > 0) return cmd.stdin;
  return undefined;
}

/**
 * Adds what a command writes to a file's contents, in place: each distinct text once (`echo x | tee x |
 * tee x ...` wrote the same text 13,000 times, a copy of the growing list each, 50 s of CPU at 200 kB in
 * round 43's first cut). Past MAX_CONTENTS distinct texts the file holds code gate does not read whole:
 * unseen (fail closed), not the first texts only.
 */
function addContent(files: Map<string, string[]>, key: string, content: readonly string[]): void {
  let texts = files.get(key);
  // A list made here is this file's own; another (DOWNLOADED, a copy's source) is copied once.
  if (texts === undefined || !OWN.has(texts)) {
    texts = texts === undefined ? [] : [...texts];
    OWN.add(texts);
    files.set(key, texts);
  }
  for (const c of content) {
    if (texts.length >= MAX_CONTENTS) {
      texts.length = 0;
      texts.push(UNSEEN_WRITTEN);
      return;
    }
    if (!texts.includes(c)) texts.push(c);
  }
}
const MAX_CONTENTS = 64;
const OWN = new WeakSet<string[]>();
/** What a file written past MAX_CONTENTS holds: code unseen, refused by whatever runs it. */
const UNSEEN_WRITTEN = `${UNSEEN_MARK} written`;
/** Round 47: what a file holds that a command wrote with content the text does not show (unshownWrites). */
const UNSHOWN_MARK = `${UNSEEN_MARK} output`;
const UNSHOWN: string[] = [UNSHOWN_MARK];

/**
 * Round 47: the files a command writes whose content the text does not show: its output redirections
 * (not a descriptor's other than 1, not a device), and a content writer's own destinations (CONTENT_WRITERS;
 * a split's or csplit's files as `PREFIX*`, `x*` and `xx*` by default).
 */
function unshownWrites(cmd: SimpleCommand, prog: string): string[] {
  const out: string[] = [];
  for (const r of cmd.redirects)
    if (
      (r.op === '>' || r.op === '>>' || r.op === '>|' || r.op === '&>' || r.op === '&>>') &&
      (r.fd === undefined || r.fd === 1) &&
      !r.target.startsWith('/dev/')
    )
      out.push(r.target);
  if (!CONTENT_WRITERS.has(prog) && !SCRIPTED_WRITERS.has(prog)) return out;
  // An interpreter's `-i` edits its operands in place (`perl -i -pe ..`, `gawk -i inplace`): the project's files.
  if (prog !== 'find' && SCRIPTED_WRITERS.has(prog) && cmd.words.some((w) => /^-[a-zA-Z]*i/.test(w)))
    return out;
  const own = contentWrites([prog, ...cmd.words.slice(1)], cmd.stdin);
  // Long output options however spelt (`sort --output=F`, `shuf --output F`).
  cmd.words.forEach((w, k) => {
    if (w === '--output') own.push(cmd.words[k + 1] ?? '');
    else if (w.startsWith('--output=')) own.push(w.slice(9));
  });
  if (own.length === 0 && (prog === 'split' || prog === 'csplit')) own.push(prog === 'split' ? 'x*' : 'xx*');
  return [...out, ...own];
}

/** Whether a command passes its input on as it is: `tee [F..]`, or `cat` with no file (`cat`, `cat -`). */
function passesOn(cmd: SimpleCommand, prog: string): boolean {
  if (prog === 'tee') return true;
  return prog === 'cat' && cmd.words.slice(1).every((w) => w === '-' || w.startsWith('-'));
}

/** A path as written, for matching a write with a run: `./x` and `x` are the same file. */
function fileKey(path: string): string {
  return path.replace(/^(?:\.\/+)+/, '').replace(/\/{2,}/g, '/');
}

/** An interpreter run on a file's content, as the one-liner the option-script reader reads. */
const oneLiner =
  (prog: string, flag = '-e') =>
  (code: string): string =>
    `${prog} ${flag} '${code.replace(/'/g, `'\\''`)}'`;

/** Every JSON string value of a written file (package.json's `scripts`), or its quoted strings if not JSON. */
function stringValues(text: string): string[] {
  return [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => (m[1] as string).replace(/\\(.)/g, '$1'));
}

/** Variables naming a file of code a later program loads. */
const LOADER = /^(BASH_ENV|ENV|NODE_OPTIONS|PYTHONSTARTUP)=([\s\S]*)$/;
const NODE_REQUIRE = /(?:--require|--import|-r)[=\s]+(\S+)/g;

/** The remote command's words of `ssh HOST CMD` when it is one simple command (`bash -s`, `python3 -`). */
function remoteProgram(words: readonly string[]): readonly string[] | undefined {
  const line = sshRemoteLine(words);
  if (line === undefined || line.length > MAX_REMOTE_LINE) return undefined;
  const parsed = parseShell(line).commands;
  return parsed.length === 1 && parsed[0]!.words.length > 0 ? parsed[0]!.words : undefined;
}
/** A longer remote command line is not read as a program here (its own script reading still is). */
const MAX_REMOTE_LINE = 1024;
