// Programs that hand one of their arguments to a shell (`/bin/sh -c`) or run it as a command line:
// `git --upload-pack=CMD`, `tar --to-command=CMD`, `ssh -o ProxyCommand=CMD`, `rsync -e CMD`, `trap CMD`,
// `watch CMD`, `sed 'e CMD'`, `vim -c '!CMD'`, and the string literals of interpreter one-liners that
// call a shell (`python -c 'os.system("CMD")'`). The shell reader reads each such argument as a script
// (docs/floor.md, "What the floor reads and assumes"). One vocabulary, one reading per program.

import { compiledRegex } from '../policy/arg-rule.js';
import { normalisePath } from '../policy/paths.js';
import { strictUtf16le } from '../strict-decoders.js';
import { table } from '../table.js';
import { codeLanguageOf, readCode } from './code-literals.js';
import { CREDENTIAL_PATH, NET_CODE } from './credential-paths.js';
import {
  ARCHIVE_CODE,
  CONTENT_READERS,
  DESTINATION_LAST_CARRIERS,
  FILE_LISTERS,
  FILE_SERVERS,
  HOME_CODE,
  LIST_ARCHIVERS,
  namesWholeHome,
  PYTHON_SERVERS,
  RUN_FILE_SERVERS,
  TREE_CARRIERS,
} from './egress-vocabulary.js';
import { FILE_DELETES } from './irreversible-vocabulary.js';
import { awkSinks, freeValues, type Piece, rendered } from './shell-awk.js';
import {
  argumentEnd,
  constructedCode,
  evaluatorHandedOn,
  nextArgument,
  notCode,
  phpAssertTest,
} from './shell-code-constructors.js';
import { EVALUATORS, SINKS, type Sinks, sinksByOtherNames } from './shell-code-sinks.js';
import { braceReadings, globMatches, mayGlob } from './shell-globs.js';
import { UNSEEN as POWERSHELL_UNSEEN, readPowershell } from './shell-powershell.js';
import {
  ABBREVIATING,
  ARGV_FREE,
  abbreviatedValue,
  BUILD_SUBCOMMANDS,
  CODE_IN_EVERY_ARGUMENT,
  COMMAND_LEAD,
  COMPILERS,
  CONCURRENTLY_VALUED,
  CONTAINER_BUILDS,
  CONTAINER_TOOLS,
  DECLARING_BUILTINS,
  GO_PROJECT,
  INPUT_CODE_VALUED,
  INTERPRETER_LANGUAGES,
  JS_CODE_FLAGS,
  JVM_PROGRAMS,
  LIBRARY_OPTIONS,
  LINE_INPUT,
  longFrom,
  NPM_PROGRAM_KEYS,
  NPM_SCRIPT_VERBS,
  namesInput,
  OPAQUE_CODE,
  RUNNER_VALUED,
  SQLITE_WRITE_COMMANDS,
  SSH_LIBRARY_KEYS,
  VI_EDITORS,
} from './shell-vocabulary.js';

/** Which of a program's arguments are command lines, given its words (words[0] is its name). */
type Extract = (words: readonly string[]) => string[];

const NONE: readonly string[] = Object.freeze([]);
/** The flag that stands for ed's script on its standard input (no option of ed's own). */
const ED_INPUT = '--gate-ed-input';
/** Round 66: the flag that stands for m4's input (no option of m4's own): its text is read for `syscmd(..)`. */
const M4_INPUT = '--gate-m4-input';

/**
 * The values of options in `names` (`-o V`, `--opt=V`, `--opt V`, and `-oV` for a one-letter option),
 * each passed through `read` (undefined: not a command line).
 */
/**
 * Round 61: zip's test command (`-T` runs it on the archive): `-TT CMD`, and as Info-ZIP's option reader
 * takes it (zip 3.0, tried on a stand-in): joined or after `=` (`-TTCMD`, `-TT=CMD`), inside a cluster of
 * one-letter options (`-qTT CMD`, `-TqTTCMD`: the rest of the cluster, else the next word), and any cut of
 * `--unzip-command` (`--unzip=CMD`, `--unzip-c CMD`). Only `-TT` whole and the long name were read.
 */
function zipTester(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    let v: string | undefined;
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = eq < 0 ? w : w.slice(0, eq);
      if (name.length >= 4 && '--unzip-command'.startsWith(name)) v = eq < 0 ? words[i + 1] : w.slice(eq + 1);
    } else if (w.charCodeAt(0) === 45 /* - */) {
      const at = w.indexOf('TT', 1);
      if (at > 0) {
        const rest = w.slice(at + 2).replace(/^=/, '');
        v = rest === '' ? words[i + 1] : rest;
      }
    }
    if (v !== undefined && v !== '') out.push(v);
  }
  return out;
}

function values(names: readonly string[], read: (v: string) => string | undefined = (v) => v): Extract {
  // Round 37: the long names, and their first letters, for a program that takes them cut short.
  const longs = names.filter((n) => n.startsWith('--'));
  const firsts = new Set(longs.map((n) => n.charCodeAt(2)));
  return (words) => {
    const out: string[] = [];
    const take = (v: string | undefined): void => {
      const script = v === undefined ? undefined : read(v);
      if (script !== undefined && script !== '') out.push(script);
    };
    const program = words[0] as string;
    const abbreviates = ABBREVIATING.has(program);
    for (let i = 1; i < words.length; i++) {
      const w = words[i] as string;
      let hit = false;
      for (const n of names) {
        let v: string | undefined;
        if (w === n) v = words[i + 1];
        else if (n.startsWith('--') && w.startsWith(`${n}=`)) v = w.slice(n.length + 1);
        else if (n.length === 2 && !n.startsWith('--') && w.startsWith(n) && w.length > 2) v = w.slice(2);
        if (v !== undefined) hit = true;
        take(v);
      }
      // A word no name matched whole may name one cut short (`--to-c=CMD`): one letter compared first.
      if (hit || !abbreviates || w.charCodeAt(0) !== 45 /* - */) continue;
      const from = longFrom(program, w);
      if (from > 0 && firsts.has(w.charCodeAt(from)))
        for (const n of longs) take(abbreviatedValue(program, n, w, words[i + 1], from));
    }
    return out;
  };
}

/**
 * The values of option letter `want` of a builtin whose options cluster as getopt reads them (`-aC CMD`,
 * `-C CMD`, `-aCCMD`): `valued` are its letters that take a value (the rest of the word, else the next).
 */
function clusterValues(valued: string, want: string): Extract {
  return (words) => {
    const out: string[] = [];
    for (let i = 1; i < words.length; i++) {
      const w = words[i] as string;
      if (w === '--' || !w.startsWith('-') || w === '-') break;
      for (let j = 1; j < w.length; j++) {
        if (!valued.includes(w[j] as string)) continue;
        const v = j + 1 < w.length ? w.slice(j + 1) : words[++i];
        if (w[j] === want && v !== undefined && v !== '') out.push(v);
        break;
      }
    }
    return out;
  };
}

/** The words after the leading options (`valued` options take the next word). */
function operands(words: readonly string[], valued: ReadonlySet<string> = new Set()): readonly string[] {
  let i = 1;
  while (i < words.length && (words[i] as string).startsWith('-') && words[i] !== '-') {
    const opt = words[i] as string;
    i++;
    if (opt === '--') break;
    if (valued.has(opt)) i++;
  }
  return words.slice(i);
}

/**
 * Programs that run a command line somewhere else, given after their target: `ssh HOST CMD...` (the
 * remote shell parses the words joined), `docker|podman exec CONTAINER CMD...` / `run IMAGE CMD...`,
 * `kubectl exec|run|debug ... -- CMD...`, `machinectl shell TARGET CMD...`, and `capsh ... -- ARGS`
 * (bash run with ARGS). Each is read as a script, as `sh -c` is.
 */
function remoteCommand(valued: readonly string[]): Extract {
  const takes = new Set(valued);
  return (words) => {
    const ops = operands(words, takes);
    return ops.length > 1 ? [ops.slice(1).join(' ')] : [];
  };
}
const SSH_VALUED = [
  '-b',
  '-c',
  '-D',
  '-E',
  '-e',
  '-F',
  '-I',
  '-i',
  '-J',
  '-L',
  '-l',
  '-m',
  '-O',
  '-o',
  '-p',
  '-Q',
  '-R',
  '-S',
  '-W',
  '-w',
  '-B',
];
const sshRemote = remoteCommand(SSH_VALUED);
/** The command line `ssh [opts] HOST CMD..` runs on the host, joined; undefined when none (round 28). */
export const sshRemoteLine = (words: readonly string[]): string | undefined => sshRemote(words)[0];

const CONTAINER_VALUED = [
  '-e',
  '--env',
  '--env-file',
  '-u',
  '--user',
  '-w',
  '--workdir',
  '--detach-keys',
  '-v',
  '--volume',
  '--mount',
  '-p',
  '--publish',
  '--name',
  '--entrypoint',
  '--network',
  '--net',
  '-l',
  '--label',
  '--platform',
  '--pull',
  '-h',
  '--hostname',
  '--cap-add',
  '--cap-drop',
  '--device',
  '--security-opt',
  '--cpus',
  '-m',
  '--memory',
  '--add-host',
  '--ulimit',
  '--restart',
  '--log-driver',
  '--pid',
  '--ipc',
  '--userns',
  '--tmpfs',
  '--shm-size',
];
const containerRemote = remoteCommand(CONTAINER_VALUED);
/** `docker exec C CMD`, `docker run IMAGE CMD`, `docker container exec ...` (docker's own options first). */
function containerScripts(words: readonly string[]): string[] {
  let i = 1;
  while (i < words.length && (words[i] as string).startsWith('-'))
    i += ENGINE_VALUED.includes(words[i] as string) ? 2 : 1;
  if (words[i] === 'container') i++;
  const sub = words[i];
  if (sub !== 'exec' && sub !== 'run') return [];
  // `--entrypoint PROG` runs PROG with the command as its arguments.
  const entry = values(['--entrypoint'])(words.slice(i));
  const cmd = containerRemote(words.slice(i));
  return entry.length > 0 ? [[...entry, ...cmd].join(' ')] : cmd;
}

/**
 * The compose files a `docker|podman|nerdctl compose`, `docker-compose` or `podman-compose` command
 * reads (`-f F`, `--file F`, `-fF`, `--file=F`; `-` is its standard input); undefined for any other command.
 */
export function composeFiles(words: readonly string[], name: string): string[] | undefined {
  let i = 1;
  if (!COMPOSERS.has(name)) {
    if (!CONTAINER_ENGINES.has(name)) return undefined;
    while (i < words.length && (words[i] as string).startsWith('-'))
      i += ENGINE_VALUED.includes(words[i] as string) ? 2 : 1;
    if (words[i] !== 'compose') return undefined;
    i++;
  }
  const files: string[] = [];
  for (; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '-f' || w === '--file') files.push(words[++i] ?? '');
    else if (w.startsWith('--file=')) files.push(w.slice(7));
    else if (w.startsWith('-f') && !w.startsWith('--')) files.push(w.slice(2));
  }
  return files;
}
/**
 * Whether a file at `path` may be a compose document a later call runs (round 19): any YAML file, since
 * `docker compose -f stack.yml up` runs one under any name and a per-call floor cannot see the later `-f`;
 * round 20: any JSON file too (YAML's flow form, which compose reads: `-f stack.json`). Tested on the
 * path's last five characters (one char code turns most paths away): constant work.
 */
export function composeCandidate(path: string): boolean {
  const last = path.charCodeAt(path.length - 1) | 0x20;
  if (last !== 0x6c /* l */ && last !== 0x6e /* n */) return false;
  const tail = path.slice(-5).toLowerCase();
  return tail.endsWith('.yml') || tail === '.yaml' || tail === '.json';
}
const COMPOSERS: ReadonlySet<string> = new Set(['docker-compose', 'podman-compose']);
const CONTAINER_ENGINES: ReadonlySet<string> = new Set(['docker', 'podman', 'nerdctl']);
/** Whether composeFiles can find files for a program of this name (round 51: asked before a copy of the words is made). */
export const mayCompose = (name: string): boolean => COMPOSERS.has(name) || CONTAINER_ENGINES.has(name);
const ENGINE_VALUED = ['-H', '--host', '-c', '--context', '--config', '-l', '--log-level'];

/** A bind mount's source as the command line gives it, and whether the container may write it. */
export interface Mount {
  readonly source: string;
  readonly readOnly: boolean;
}
/**
 * Round 57: the host paths `docker|podman|nerdctl [container] run|create` binds into the container (`-v
 * SRC:DST[:ro]`, `--volume=`, a cluster ending in v `-itv SRC:DST`, `--mount type=bind,source=SRC`): the
 * image's own program reads and writes them, which the text does not show. A named volume (`-v data:/d`)
 * is none; a source that is empty (`-v $(pwd):/w`, a substitution gate reads as nothing) is the working
 * directory's (docs/floor.md, "Round 57").
 */
export function containerMounts(words: readonly string[]): readonly Mount[] {
  let i = 1;
  while (i < words.length && (words[i] as string).startsWith('-'))
    i += ENGINE_VALUED.includes(words[i] as string) ? 2 : 1;
  if (words[i] === 'container') i++;
  if (words[i] !== 'run' && words[i] !== 'create') return NO_MOUNTS;
  const out: Mount[] = [];
  const add = (m: Mount | undefined): void => {
    if (m !== undefined) out.push(m);
  };
  for (let j = i + 1; j < words.length; j++) {
    const w = words[j] as string;
    if (w === '--' || !w.startsWith('-') || w === '-') break;
    const eq = w.indexOf('=');
    const option = eq < 0 ? w : w.slice(0, eq);
    const value = (): string => (eq < 0 ? (words[++j] ?? '') : w.slice(eq + 1));
    if (option === '-v' || option === '--volume') add(volumeMount(value()));
    else if (option === '--mount') add(bindMount(value()));
    else if (/^-[a-zA-Z]+$/.test(w) && w.endsWith('v')) add(volumeMount(words[++j] ?? ''));
    else if (/^-v./.test(w)) add(volumeMount(w.slice(2)));
    else if (eq < 0 && CONTAINER_VALUED.includes(w)) j++;
  }
  return out.length > 0 ? out : NO_MOUNTS;
}
const NO_MOUNTS: readonly Mount[] = Object.freeze([]);
/** `SRC:DST[:OPTS]` (`-v`): a path source (`/`, `.`, `~`, `$`, or empty), read-only with `ro`/`readonly`. */
function volumeMount(spec: string): Mount | undefined {
  const parts = outsideExpansions(spec, ':');
  const source = parts.length > 1 ? (parts[0] as string) : '';
  if (parts.length < 2 || !HOST_PATH.test(source)) return undefined;
  const opts = parts.length > 2 ? (parts[parts.length - 1] as string).split(',') : [];
  return { source, readOnly: opts.includes('ro') || opts.includes('readonly') };
}
/** `type=bind,source=SRC,target=DST[,readonly]` (`--mount`): a bind's source; a volume's is a name. */
function bindMount(spec: string): Mount | undefined {
  let source: string | undefined;
  let bind = false;
  let readOnly = false;
  for (const field of outsideExpansions(spec, ',')) {
    const eq = field.indexOf('=');
    const key = (eq < 0 ? field : field.slice(0, eq)).toLowerCase();
    const v = eq < 0 ? 'true' : field.slice(eq + 1);
    if (key === 'type') bind = v === 'bind';
    else if (key === 'source' || key === 'src') source = v;
    else if (key === 'readonly' || key === 'ro') readOnly = v === 'true' || v === '1';
  }
  return source !== undefined && (bind || HOST_PATH.test(source)) && HOST_PATH.test(source)
    ? { source, readOnly }
    : undefined;
}
/**
 * Round 58: `spec` cut at each `sep` outside a `${…}`, `$(…)` or `$((…))` (`-v ${x:0:0}/.:/h` is the source
 * `${x:0:0}/.`, which bash makes `/.`: split at every colon, the source was `${x`).
 */
function outsideExpansions(spec: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < spec.length; i++) {
    const c = spec.charAt(i);
    if (c === '$' && (spec.charAt(i + 1) === '{' || spec.charAt(i + 1) === '(')) {
      depth++;
      i++;
    } else if (depth > 0 && (c === '}' || c === ')')) depth--;
    else if (depth > 0 && c === '(') depth++;
    else if (depth === 0 && c === sep) {
      out.push(spec.slice(from, i));
      from = i + 1;
    }
  }
  out.push(spec.slice(from));
  return out;
}
/** A mount source naming a host path, not a volume's name: empty, or led by `/`, `.`, `~` or `$`. */
const HOST_PATH = /^(?:$|[/.~$])/;
/** Whether a mount source is where the command stands (`.`, `./x`, `$PWD`, `${PWD}`, a substitution read as empty). */
export const mountsWorkingDirectory = (source: string): boolean =>
  source === '' || /^(?:\.(?:\/|$)|\$\{?PWD\}?(?:\/|$))/.test(source) || !/^[/~$]/.test(source);

/**
 * What a compose document asks of the host, as the `docker run` options that ask the same (round 17:
 * `privileged: true`, `pid: host`, `cap_add`, a volume's source; round 18's second pass: `ipc`, `uts`,
 * `userns_mode`, `security_opt`, `devices`, the human's credentials as a volume). The container rule
 * (default-floor.ts) decides which values give the host: the reader only translates. One pass of one
 * literal alternation over the text; each key reads a bounded window after it, so the reading is linear.
 */
export function composeHostAsks(doc: string): string[] {
  const out: string[] = [];
  const keys = [...doc.matchAll(COMPOSE_KEY)];
  for (let k = 0; k < keys.length; k++) {
    const m = keys[k] as RegExpMatchArray;
    const key = (m[1] as string).toLowerCase();
    const at = (m.index as number) + m[0].length;
    // A key's value lies before the next key: the windows together are at most the text.
    const window = doc.slice(at, Math.min(at + COMPOSE_WINDOW, keys[k + 1]?.index ?? doc.length));
    if (key === 'cap_add') {
      // The list ends at the next key (`image: x`) or the flow list's `]`; each name meets the rule.
      const end = window.search(/[:\]]/);
      for (const cap of (end < 0 ? window : window.slice(0, end)).matchAll(/\w+/g))
        out.push(`docker run --cap-add ${cap[0]} x`);
      continue;
    }
    if (key === 'devices') {
      for (const dev of window.matchAll(/\/dev\/[\w./-]*/g)) out.push(`docker run --device ${dev[0]} x`);
      continue;
    }
    if (key === 'security_opt') {
      for (const opt of window.matchAll(/\b(seccomp|apparmor|systempaths|label)[=:][ \t]*(\w+)/gi))
        out.push(`docker run --security-opt ${opt[1]}=${opt[2]} x`);
      continue;
    }
    const value = COMPOSE_VALUE.exec(window)?.[1];
    if (value === undefined || value === '') continue;
    if (key === 'privileged' && value.toLowerCase() === 'true') out.push('docker run --privileged x');
    else if (key === 'source') out.push(`docker run -v ${value}:/h x`);
    else if (key !== 'privileged') out.push(`docker run --${COMPOSE_FLAG[key] ?? key} ${value} x`);
  }
  // Short volume syntax: `- /:/host`, `"/var/run/docker.sock:/s"`, `~/.ssh:/s`.
  for (const m of doc.matchAll(COMPOSE_BIND)) out.push(`docker run -v ${m[1]}:/h x`);
  return out;
}
const COMPOSE_KEY =
  /\b(privileged|pid|ipc|uts|userns_mode|cap_add|source|devices|security_opt)["']?[ \t]*:/gi;
const COMPOSE_WINDOW = 256;
// A value as the shell reader may read it again: no quote, blank, operator or substitution passes; a
// `${NAME}` only first (`${HOME}/.ssh`), so a flow mapping's `}` ends the value (`{privileged: true}}`).
const COMPOSE_VALUE = /^[ \t]*["']?((?:\$\{\w+\})?[\w./~$-]*)/;
const COMPOSE_FLAG: Readonly<Record<string, string>> = table({ userns_mode: 'userns' });
const COMPOSE_BIND =
  /(?:^|[\s[,"'])(\/|\/var\/run\/docker\.sock|\/run\/docker\.sock|\/run\/podman\/podman\.sock|\/(?:etc|root|boot|dev|proc|sys|usr|bin|sbin|lib|lib64|var)\/?|(?:~|\$\{?HOME\}?)(?:\/\.(?:ssh|aws|kube|docker|gnupg|azure|config\/gcloud))?\/?):/g;

/**
 * Round 53: a config option naming a file or directory in a shared place (`kubectl --kubeconfig /tmp/k`,
 * `docker --config /tmp/d`): configuration that names programs (exec plugins, credential helpers), read
 * as its variable (KUBECONFIG, DOCKER_CONFIG: CONFIG_HOMES) is. Round 54: one table for every tool
 * (shell-vocabulary.ts CONFIG_OPTIONS: helm, ansible's inventory and vault files, pip, yarn, bundle), read
 * by shell-reading.ts for any program, whether or not it has a reader of its own.
 */
export function configInShared(words: readonly string[], options: readonly string[]): boolean {
  for (let k = 1; k < words.length; k++) {
    const w = words[k] as string;
    if (w === '--') return false;
    if (w.charCodeAt(0) !== 45 /* - */) continue;
    const eq = w.indexOf('=');
    const option = eq < 0 ? w : w.slice(0, eq);
    if (!options.includes(option)) continue;
    const value = eq < 0 ? (words[k + 1] ?? '') : w.slice(eq + 1);
    // `--vault-id prod@/tmp/v`: the file after the label.
    if (inSharedPlace(value.slice(value.indexOf('@') + 1))) return true;
  }
  return false;
}

/** `kubectl exec|run|debug ... -- CMD...`: the words after `--`. */
function kubectlScripts(words: readonly string[]): string[] {
  const sub = words.find((w, k) => k > 0 && !w.startsWith('-'));
  if (sub !== 'exec' && sub !== 'run' && sub !== 'debug') return [];
  const at = words.indexOf('--');
  return at < 0 || at + 1 >= words.length ? [] : [words.slice(at + 1).join(' ')];
}

const SSH_COMMAND = /^(?:ProxyCommand|LocalCommand|KnownHostsCommand)\s*(?:=\s*|\s+)([\s\S]*)$/i;
const sshOptions = values(['-o'], (v) => SSH_COMMAND.exec(v)?.[1]);
const SSH_COMMAND_KEY = /ProxyCommand|LocalCommand|KnownHostsCommand/i;
/**
 * Round 18: `ssh|scp|sftp -F FILE` reads a configuration file the call does not show (its ProxyCommand,
 * LocalCommand ... run): read as unseen code unless FILE is `/dev/null` or `none`. Only the program's own
 * options, before the host (`ssh h grep -F x` is the remote command's).
 */
const sshConfigFile: Extract = (words) => {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.charCodeAt(0) !== 45 /* - */ || w === '--') return [];
    for (let k = 1; k < w.length; k++) {
      const c = w[k] as string;
      if (!SSH_VALUED.includes(`-${c}`)) continue;
      const v = k + 1 < w.length ? w.slice(k + 1) : words[++i];
      if (c === 'F' && v !== undefined && v !== '/dev/null' && v !== 'none')
        return [`${UNSEEN_MARK} ssh-config`];
      break;
    }
  }
  return [];
};

// Made once (round 51): each `values(..)` made its lists, a Set and a closure on every call.
const gitPackCommands = values(['--upload-pack', '--receive-pack', '--exec', '--extcmd']);
const cOptionValues = values(['-c']);

/** git's subcommand: the first word after the global options (`-C dir`, `-c k=v` take a value). */
function gitScripts(words: readonly string[]): string[] {
  let i = 1;
  while (i < words.length && (words[i] as string).startsWith('-')) {
    const w = words[i] as string;
    i += w === '-C' || w === '-c' || w === '--git-dir' || w === '--work-tree' || w === '--namespace' ? 2 : 1;
  }
  const sub = words[i];
  const rest = words.slice(i);
  // Round 53: `git -C /tmp/r`, `--git-dir=/tmp/r/.git`: a repository in a shared place, whose config
  // (core.fsmonitor, core.sshCommand, hooks) an earlier call may have planted, is code the call does not show.
  const planted = words
    .slice(1, i)
    .some((w, k) =>
      w === '-C' || w === '--git-dir'
        ? sharedPathDirs(words[k + 2] ?? '')
        : w.startsWith('--git-dir=') && sharedPathDirs(w.slice(10)),
    );
  // As git (its name first), so a long option cut short is read as git reads it (`--upload-p=CMD`).
  const argv = ['git', ...rest.slice(1)];
  const out = gitPackCommands(argv);
  if (planted) out.push(`${UNSEEN_MARK} git`);
  // `git -c core.editor=CMD commit`: a config value git runs as a command line (`!CMD` for an alias).
  for (const v of cOptionValues(words.slice(0, i))) {
    const m = GIT_RUNS_KEY.exec(v);
    if (m) out.push((m[1] as string).replace(/^!/, ''));
  }
  if (sub === 'grep') out.push(...values(['-O', '--open-files-in-pager'])(argv));
  // `ext::CMD ARG` is a remote whose transport is CMD (`% ` an escaped space).
  for (const w of rest)
    if (w.startsWith('ext::')) out.push(w.slice(5).replaceAll('% ', ' ').replaceAll('%%', '%'));
  if (sub === 'clone' || sub === 'fetch' || sub === 'ls-remote' || sub === 'pull')
    out.push(...values(['-u'])(rest));
  if (sub === 'rebase') out.push(...values(['-x'])(rest));
  // Round 42: `git filter-branch --tree-filter CMD` evaluates each filter in a shell; send-email runs its
  // `--to-cmd`, `--cc-cmd` and `--sendmail-cmd`.
  if (sub === 'filter-branch') out.push(...values(GIT_FILTERS)(argv));
  if (sub === 'send-email')
    out.push(...values(['--to-cmd', '--cc-cmd', '--header-cmd', '--sendmail-cmd'])(argv));
  if (sub === 'difftool' || sub === 'mergetool') out.push(...values(['-x', '-t'])(rest));
  // `git submodule foreach CMD`, `git bisect run CMD ...`: the rest is a command line.
  const at = sub === 'submodule' ? rest.indexOf('foreach') : sub === 'bisect' ? rest.indexOf('run') : -1;
  if (at >= 0) {
    const cmd = operands(rest.slice(at));
    if (cmd.length > 0) out.push(cmd.join(' '));
  }
  return out;
}

/**
 * Round 54: whether a repository tool's command (its words, its name first) opens the repository of its
 * working directory: every subcommand but one that makes a new one or only prints (`git clone U`, `hg
 * clone`, `--version`, `help`), which read no repository's configuration from where they stand.
 */
export function readsRepository(words: readonly string[]): boolean {
  let i = 1;
  while (i < words.length && (words[i] as string).startsWith('-')) {
    const w = words[i] as string;
    if (w === '--version' || w === '--help') return false;
    i += REPOSITORY_VALUED.has(w) ? 2 : 1;
  }
  const sub = words[i];
  // Round 55: gh runs git in the repository it stands in, but not to log in, set its config or clone.
  const first = words[0] as string;
  if (first.slice(first.lastIndexOf('/') + 1) === 'gh')
    if (sub === 'auth' || sub === 'config' || (sub === 'repo' && words[i + 1] === 'clone')) return false;
  return sub !== 'clone' && sub !== 'version' && sub !== 'help';
}
/**
 * Round 55: whether a project runner's command (its words, its name first: PROJECT_RUNNERS) runs files of
 * the project it stands in. Every one does for every subcommand but its version and help; pip only when
 * it installs a local project or reads a local requirements file (`pip install .`, `-e .`, `-r req.txt`:
 * `pip install requests` names a package); python when it puts its working directory first on the module
 * path (`-c`, `-m`, no script: `import json` then loads a planted `./json.py`) unless isolated (`-I`,
 * `-P`), or runs a conventional project file (`setup.py`, `manage.py`, `noxfile.py`); go for the
 * subcommands that build or run the module (`go version`, `go env`, `go install pkg@v` read none);
 * docker and podman for `compose` and `buildx bake` (the file names what runs, with host mounts).
 */
export function readsProject(name: string, words: readonly string[]): boolean {
  if (name === 'python' || name === 'python3') return pythonReadsProject(words);
  let i = 1;
  // The global options: a version or help before the subcommand reads nothing. Only the long spellings:
  // a short `-v` is verbose to cargo and pytest, `-V` pytest's version but cargo's too (`cargo -v build`).
  while (i < words.length && (words[i] as string).startsWith('-')) {
    const w = words[i] as string;
    if ((w === '--version' || w === '--help') && name !== 'npx' && name !== 'yarn') return false;
    i += PROJECT_VALUED.has(w) ? 2 : 1;
  }
  const sub = words[i];
  // yarn 1 runs a `.yarnrc`'s `yarn-path` for every command, its version too.
  if (name !== 'yarn' && (sub === 'version' || sub === 'help')) return false;
  if (name === 'pip' || name === 'pip3') return pipReadsProject(words.slice(i));
  if (name === 'go')
    return (
      sub !== undefined &&
      GO_PROJECT.has(sub) &&
      !((sub === 'install' || sub === 'run') && words.slice(i + 1).some((w) => /^[^-].*@/.test(w)))
    );
  // Round 57: `docker run -v "$PWD":/w img` binds the working directory: the image reads its planted files.
  if (CONTAINER_TOOLS.has(name))
    return (
      sub === 'compose' ||
      containerBuild(words, i) ||
      containerMounts(words).some((m) => mountsWorkingDirectory(m.source))
    );
  if (name === 'node' || name === 'nodejs') return nodeReadsProject(words);
  const builds = BUILD_SUBCOMMANDS.get(name);
  if (builds !== undefined) return sub !== undefined && builds.has(sub);
  return true;
}
/**
 * Round 56: whether a container tool's subcommand at `i` builds an image from a local context (`docker
 * build .`, `docker image build`, `docker buildx build`, `buildx bake`): a planted Dockerfile's RUN steps
 * run with the network, and its build secrets and ssh agent when the call passes them. A context read
 * from a URL or the input (`docker build https://..`, `docker build - < Dockerfile`) is none.
 */
function containerBuild(words: readonly string[], i: number): boolean {
  const sub = words[i];
  const two = `${sub} ${words[i + 1]}`;
  if (!CONTAINER_BUILDS.has(sub as string) && !CONTAINER_BUILDS.has(two)) return false;
  const from = CONTAINER_BUILDS.has(two) ? i + 2 : i + 1;
  const ops = operandsAfter(words, from);
  return ops.length === 0 || ops.some((w) => w !== '-' && !w.includes('://') && !w.startsWith('git@'));
}
/** The words after `from` that are no option nor an option's value (a value joined by `=` or the next word). */
function operandsAfter(words: readonly string[], from: number): string[] {
  const out: string[] = [];
  for (let j = from; j < words.length; j++) {
    const w = words[j] as string;
    if (w.startsWith('-') && w !== '-') {
      if (!w.includes('=') && BUILD_VALUED.test(w)) j++;
    } else out.push(w);
  }
  return out;
}
/** docker build's options that take the next word (`-t name`, `-f file`, `--build-arg K=V` ..). */
const BUILD_VALUED =
  /^(?:-[tfo]|--(?:tag|file|build-arg|target|platform|secret|ssh|label|network|output|cache-from|cache-to|progress|iidfile|add-host|builder|shm-size|ulimit|memory|cpu-shares|isolation|build-context|metadata-file|set|allow|annotation|attest|sbom|provenance|pull|load|push))$/;
/**
 * Round 56: node resolves `require`/`import` of a bare name from its working directory's node_modules
 * (and reads its package.json) for code given on the line or the input (`-e`, `-p`, no script, `-`), for
 * a module it preloads (`-r`, `--import`, `--loader`), and runs the project's tests or scripts (`--test`,
 * `--run`). A script named by path resolves from its own directory (a planted script is a file the call
 * names, as `bash /tmp/x.sh`). Not a read: `--version`, `--help`, `-v`, `-h`.
 */
function nodeReadsProject(words: readonly string[]): boolean {
  for (let j = 1; j < words.length; j++) {
    const w = words[j] as string;
    if (w === '--version' || w === '-v' || w === '--help' || w === '-h') return false;
    if (w === '-' || !w.startsWith('-')) return w === '-';
    const option = w.split('=')[0] as string;
    if (NODE_READS.has(option) || /^-[a-zA-Z]*[epr]$/.test(w)) return true;
    if (NODE_VALUED.has(option) && !w.includes('=')) j++;
  }
  // No script: the program comes on the input.
  return true;
}
const NODE_READS: ReadonlySet<string> = new Set([
  '-e',
  '--eval',
  '-p',
  '--print',
  '-r',
  '--require',
  '--import',
  '--loader',
  '--experimental-loader',
  '--test',
  '--run',
  '-i',
  '--interactive',
]);
/** node's options that take the next word (their value is no script). */
const NODE_VALUED: ReadonlySet<string> = new Set([
  '--env-file',
  '--conditions',
  '-C',
  '--input-type',
  '--stack-size',
  '--max-old-space-size',
  '--title',
  '--inspect-port',
  '--watch-path',
  '--experimental-config-file',
]);
/** The runners' options naming the project's directory or file (`make -C d`, `npm --prefix d`, `cargo --manifest-path f`). */
export const PROJECT_DIRS: ReadonlySet<string> = new Set([
  '-C',
  '--directory',
  '--prefix',
  '--dir',
  '--cwd',
  '--manifest-path',
  '--project-directory',
  '--rootdir',
  '--project',
  '--working-directory',
  '--gemfile',
]);
/** Global options of the runners that take the next word: the directory options and a file's or config's. */
const PROJECT_VALUED: ReadonlySet<string> = new Set([
  ...PROJECT_DIRS,
  '-f',
  '--file',
  '--makefile',
  '-c',
  '--config',
]);
function pipReadsProject(rest: readonly string[]): boolean {
  const sub = rest[0];
  if (sub !== 'install' && sub !== 'wheel' && sub !== 'download') return false;
  for (let j = 1; j < rest.length; j++) {
    const w = rest[j] as string;
    const eq = w.indexOf('=');
    const option = w.startsWith('--') && eq > 0 ? w.slice(0, eq) : w;
    if (PIP_LOCAL.has(option)) {
      const value = option === w ? rest[++j] : w.slice(eq + 1);
      if (value === undefined || localOperand(value, true)) return true;
    } else if (/^-[erc]./.test(w) && localOperand(w.slice(2), true)) return true;
    else if (!w.startsWith('-') && localOperand(w, false)) return true;
  }
  return false;
}
/** pip's options whose value is a local project or file (`-e .`, `-r requirements.txt`, `-c constraints.txt`). */
const PIP_LOCAL: ReadonlySet<string> = new Set([
  '-e',
  '--editable',
  '-r',
  '--requirement',
  '-c',
  '--constraint',
]);
/**
 * A pip operand naming a local project or file: `.`, `./x`, `x/y`, `/tmp/x`, `x.whl`, and for a file option
 * any name; a URL and a bare package name are not (where it stands is entersShared's and projectInShared's).
 */
function localOperand(w: string, file: boolean): boolean {
  if (w.includes('://') || w.startsWith('git+')) return false;
  return file || w === '.' || w === '..' || w.includes('/') || /\.(?:whl|tar\.gz|zip)$/.test(w);
}
/**
 * python: `-c`, `-m` and no script put the working directory first on sys.path; `-I` and `-P` (3.11) do
 * not. A script named `setup.py`/`manage.py`/`noxfile.py`/`conftest.py` is the project's own.
 */
function pythonReadsProject(words: readonly string[]): boolean {
  for (let j = 1; j < words.length; j++) {
    const w = words[j] as string;
    if (w === '--version' || w === '-V' || w === '--help' || w === '-h') return false;
    if (!w.startsWith('-') || w === '-') return w !== '-' && PROJECT_SCRIPTS.test(w);
    // Combined short flags: `-Ic`, `-Pm`; an isolated interpreter reads no working directory.
    if (!w.startsWith('--') && /[IP]/.test(w.slice(1).split(/[cmWXQ]/)[0] as string)) return false;
    if (/^-[a-zA-Z]*[cm]/.test(w) && !w.startsWith('--')) return true;
    if (w === '-W' || w === '-X' || w === '--check-hash-based-pycs') j++;
  }
  // No script: the program comes on the input, with the working directory first on the path.
  return true;
}
const PROJECT_SCRIPTS = /^(?:\.\/)?(?:setup|manage|noxfile|conftest|fabfile|tasks|dodo)\.py$/;
/**
 * Round 55: whether a project runner is pointed at a project in a shared place by its own option (`make -C
 * /tmp/x`, `npm --prefix /tmp/x`, `cargo --manifest-path /tmp/x/Cargo.toml`, `docker compose
 * --project-directory /tmp/x`, `pip install /tmp/x`), as a `cd` there is.
 */
export function projectInShared(name: string, words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    const eq = w.indexOf('=');
    const option = eq < 0 ? w : w.slice(0, eq);
    if (
      PROJECT_DIRS.has(option) &&
      inSharedPlace(normalisePath(eq < 0 ? (words[i + 1] ?? '') : w.slice(eq + 1)))
    )
      return true;
    if (/^-C./.test(w) && inSharedPlace(normalisePath(w.slice(2)))) return true;
  }
  // Round 56: `docker build /tmp/x`, `docker build -f /tmp/x/Dockerfile .`: a context or Dockerfile there.
  if (CONTAINER_TOOLS.has(name) && words.some((_, j) => j > 0 && containerBuild(words, j)))
    if (words.some((w, j) => j > 1 && inSharedPlace(normalisePath(w.replace(/^--?[a-z-]+=/, '')))))
      return true;
  // `pip install /tmp/x`, `pip install -e /tmp/x`: a project in a shared place installed by its path.
  return (
    (name === 'pip' || name === 'pip3') &&
    words.some((w, j) => j > 1 && inSharedPlace(normalisePath(w.replace(/^-[erc]/, ''))))
  );
}

/**
 * Round 54: whether a repository tool is pointed at a repository in a shared place by its own option
 * (`hg -R /tmp/r`, `hg --cwd /tmp/r`, `git -C /tmp/r`, `git --git-dir=/tmp/r/.git`), as a `cd` there is.
 */
export function repositoryInShared(words: readonly string[]): boolean {
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (!w.startsWith('-')) return false;
    const eq = w.indexOf('=');
    const option = eq < 0 ? w : w.slice(0, eq);
    if (REPOSITORY_DIRS.has(option) && inSharedPlace(eq < 0 ? (words[i + 1] ?? '') : w.slice(eq + 1)))
      return true;
    // `hg -R/tmp/r`: a short option joined to its value.
    if (/^-[CR]./.test(w) && inSharedPlace(w.slice(2))) return true;
    if (eq < 0 && REPOSITORY_VALUED.has(w)) i++;
  }
  return false;
}
export const REPOSITORY_DIRS: ReadonlySet<string> = new Set([
  '-C',
  '--git-dir',
  '--work-tree',
  '-R',
  '--repository',
  '--cwd',
  '-chdir',
]);
/** Global options of git and hg that take the next word (`git -C d`, `hg -R d`, `hg --config k=v`). */
const REPOSITORY_VALUED: ReadonlySet<string> = new Set([
  '-C',
  '-c',
  '--git-dir',
  '--work-tree',
  '--namespace',
  '-R',
  '--repository',
  '--cwd',
  '--config',
]);

/** git filter-branch's options whose value is shell code it evaluates. */
const GIT_FILTERS = [
  '--env-filter',
  '--tree-filter',
  '--index-filter',
  '--parent-filter',
  '--msg-filter',
  '--commit-filter',
  '--tag-name-filter',
];

/** git config keys whose value git runs as a command line (a program with arguments, or `!CMD`). */
const GIT_RUNS_KEY =
  /^(?:core\.(?:editor|pager|sshcommand|askpass|fsmonitor|gitproxy)|sequence\.editor|diff\.external|(?:diff|difftool|mergetool|merge)\.[^=]*\.(?:cmd|command|textconv|driver)|pager\.[^=]*|alias\.[^=]*|filter\.[^=]*\.(?:clean|smudge|process)|credential\.(?:[^=]*\.)?helper|gpg\.(?:[^=]*\.)?program|interactive\.difffilter|uploadpack\.packobjectshook|sendemail\.[^=]*(?:cmd|command))=([\s\S]*)$/i;

/** sed's `e CMD` command (GNU sed runs CMD in a shell), in every script the command line gives sed. */
function sedScripts(words: readonly string[]): string[] {
  const scripts = sedTexts(words);
  const out: string[] = [];
  for (const s of scripts) {
    for (const m of s.matchAll(SED_EXEC)) if (m[1] !== undefined && m[1].trim() !== '') out.push(m[1]);
    // `s/x/CMD/e` runs the pattern space after the substitution: a command the input file makes.
    if (s.includes('s') && substitutionRuns(s)) out.push(`${UNSEEN_MARK} sed`);
  }
  return out;
}

/**
 * Whether a sed script holds an `s` command with the `e` flag (GNU sed runs the substituted pattern
 * space as a command). One pass: each `s` followed by a delimiter has its two parts skipped (a
 * backslash escapes the next character) and its flags read; the scan goes on after them.
 */
function substitutionRuns(script: string): boolean {
  const n = script.length;
  let i = 0;
  while (i < n) {
    if (script.charCodeAt(i) !== 115 /* s */ || i + 1 >= n) {
      i++;
      continue;
    }
    const d = script.charCodeAt(i + 1);
    // A delimiter is any character but a letter, digit, blank, newline or backslash.
    if (/[\w\s\\]/.test(script[i + 1] as string)) {
      i++;
      continue;
    }
    let j = i + 2;
    for (let part = 0; part < 2 && j <= n; part++) {
      while (j < n && script.charCodeAt(j) !== d) j += script.charCodeAt(j) === 92 /* \ */ ? 2 : 1;
      j++;
    }
    if (j > n) return false; // unterminated: sed refuses the script, nothing runs
    while (j < n && /[gpiImMe0-9]/.test(script[j] as string)) {
      if (script.charCodeAt(j) === 101 /* e */) return true;
      j++;
    }
    i = j;
  }
  return false;
}
/** tar's long options whose value is a command line (`--checkpoint-action=exec=CMD` too). */
const tarLong = values(
  [
    '--to-command',
    '--use-compress-program',
    '--info-script',
    '--new-volume-script',
    '--rsh-command',
    '--rmt-command',
    '--checkpoint-action',
  ],
  (v) => (v.startsWith('exec=') ? v.slice(5) : v),
);

/**
 * Round 37: the command lines tar's letters `-I` and `-F` take, read as tar's parser reads letters: in a
 * cluster the value is the rest of the word or the next word (`-cI'CMD'`, `-cvF CMD`), and in the bundle
 * of the first word without a dash each letter that takes a value takes the next unused word in order
 * (`tar cIf CMD x.tar`, `tar cfI x.tar CMD`; real GNU tar the oracle). Round 39: any letters (`C`: the
 * directory an extraction writes in, `tar xCf .. a.tar`).
 */
export function tarLetters(words: readonly string[], wanted = 'IF'): string[] {
  const out: string[] = [];
  let next = 1;
  const first = words[1];
  if (first !== undefined && !first.startsWith('-')) {
    next = 2;
    for (const c of first) {
      if (!TAR_VALUED.includes(c)) continue;
      const v = words[next++] ?? (wanted === 'C' ? '' : undefined);
      if (wanted.includes(c) && v !== undefined) out.push(v);
    }
  }
  for (let i = next; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') break;
    if (w.length < 2 || w[0] !== '-' || w[1] === '-') continue;
    for (let j = 1; j < w.length; j++) {
      const c = w[j] as string;
      if (!TAR_VALUED.includes(c)) continue;
      const v = j + 1 < w.length ? w.slice(j + 1) : (words[++i] ?? (wanted === 'C' ? '' : undefined));
      if (wanted.includes(c) && v !== undefined) out.push(v);
      break;
    }
  }
  // An empty command line runs nothing; an empty directory is what a substitution printed (kept).
  return wanted === 'C' ? out : out.filter((v) => v !== '');
}
/** GNU tar's letters that take a value (`-b N`, `-C DIR`, `-f FILE`, `-I PROG` ...). */
const TAR_VALUED = 'bCfFgHIKLNTVX';

// Made once (round 51), as git's above.
const sedExpressions = values(['-e', '--expression']);
const sedFiles = values(['-f', '--file']);

/** The scripts the command line gives sed: each `-e`, else its first operand. */
function sedTexts(words: readonly string[]): string[] {
  const scripts = sedExpressions(words);
  if (scripts.length === 0) {
    const ops = operands(words, new Set(['-f', '--file', '-l', '--line-length']));
    if (ops[0] !== undefined) scripts.push(ops[0]);
  }
  return scripts;
}

/**
 * Round 37: the files a sed script writes: its `w FILE` and `W FILE` commands and the `w FILE` flag of
 * `s` (`sed -n 'w ~/.bashrc'`, `sed 's/a/b/w .git/hooks/x'`; GNU sed, busybox and BSD sed alike, real sed
 * the oracle). The name runs to the end of its line, as sed reads it. One pass over each script:
 * addresses and the two parts of `s` and `y` are skipped, text of `a`/`i`/`c` and the operand of the
 * commands that take a line are passed over; a script sed would refuse ends the pass.
 */
export function sedWrites(words: readonly string[]): string[] {
  const out: string[] = [];
  // With `-f FILE` and no `-e`, the first operand is an input file, not a script.
  const filed = sedFiles(words).length > 0 && sedExpressions(words).length === 0;
  for (const s of filed ? [] : sedTexts(words)) sedScriptWrites(s, out);
  return out.filter((f) => f !== '/dev/stdout' && f !== '/dev/stderr');
}
function sedScriptWrites(s: string, out: string[]): void {
  const n = s.length;
  const lineEnd = (from: number): number => {
    const e = s.indexOf('\n', from);
    return e < 0 ? n : e;
  };
  let i = 0;
  while (i < n) {
    const c = s[i] as string;
    if (c === '/' || c === '\\') {
      // A regular-expression address (`/re/`, `\%re%`) and its flags.
      const d = c === '\\' ? s[i + 1] : '/';
      i += c === '\\' ? 2 : 1;
      while (i < n && s[i] !== d) i += s[i] === '\\' ? 2 : 1;
      i++;
      continue;
    }
    if (c === 's' || c === 'y') {
      const d = s[i + 1];
      if (d === undefined || d === '\n' || d === '\\') return;
      let j = i + 2;
      for (let part = 0; part < 2; part++) {
        while (j < n && s[j] !== d) j += s[j] === '\\' ? 2 : 1;
        j++;
      }
      if (j > n) return;
      if (c === 's') {
        while (j < n && /[gpiImMe0-9]/.test(s[j] as string)) j++;
        if (s[j] === 'w') {
          const e = lineEnd(j + 1);
          out.push(s.slice(j + 1, e).trim());
          j = e;
        }
      }
      i = j;
      continue;
    }
    if (c === 'w' || c === 'W') {
      const e = lineEnd(i + 1);
      out.push(s.slice(i + 1, e).trim());
      i = e;
      continue;
    }
    if ('aic'.includes(c)) {
      // Text to the end of the line, on past each line that ends in a backslash.
      let e = lineEnd(i + 1);
      while (e < n && s[e - 1] === '\\') e = lineEnd(e + 1);
      i = e;
      continue;
    }
    if ('rRe:'.includes(c)) {
      i = lineEnd(i + 1);
      continue;
    }
    if ('btT'.includes(c)) {
      while (i < n && s[i] !== ';' && s[i] !== '\n') i++;
      continue;
    }
    i++;
  }
}
const SED_EXEC = /(?:^|[;{}\n/0-9$])\s*e\s+([^\n]*)/g;

/**
 * vim `-c CMD`, `--cmd CMD`, `+CMD` where CMD is a `:!` shell escape; round 41, or an Ex command that
 * writes a file (`w! ~/.bashrc`, `saveas F`, `redir > F`, `call writefile(L, "F")`), read as `: >> F`.
 */
function vimScripts(words: readonly string[]): string[] {
  const out: string[] = [];
  const commands = vimCommands(words);
  for (const c of commands) {
    out.push(bang(c) ?? '');
    for (const f of exWrites(c)) out.push(appendScript(f));
  }
  // Round 53: a write naming no file (`-c wq`, `+x`, `norm ZZ`) writes the files vim edits: every word
  // not an option or a command's (a value read as a file: fail closed).
  if (commands.some(writesBuffer)) {
    const given = new Set(commands);
    for (const w of words.slice(1))
      if (!w.startsWith('-') && !w.startsWith('+') && !given.has(w)) out.push(appendScript(w));
  }
  // vim reads a cluster's letters each (`ex -sc CMD`, real vim 9 the oracle): its `c` takes the next word.
  const clustered = words.flatMap((w, i) => (/^-[A-Za-z]+c$/.test(w) ? ['-c', words[i + 1] ?? ''] : [w]));
  return [...out.filter((s) => s !== ''), ...vimEscapes(clustered)];
}
const vimGiven = values(['-c', '--cmd']);
/** The Ex commands vim runs from its arguments: `-c CMD`, `--cmd CMD`, `+CMD`, a cluster's `c` (`-sc CMD`). */
function vimCommands(words: readonly string[]): string[] {
  const out = vimGiven(words);
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.startsWith('+')) out.push(w.slice(1));
    else if (/^-[A-Za-z]+c$/.test(w) && words[i + 1] !== undefined) out.push(words[i + 1] as string);
  }
  return out;
}

/** An Ex command that writes the file it names: `:w[rite][!] [>>] F`, `wq`, `x[it]`, `sav[eas]`, `up[date]`, `mks`, `mkv`, `wv`, `redi[r] >`. */
const EX_WRITE =
  /^(?:w(?:r(?:i(?:te?)?)?)?|wq|wqa(?:ll)?|x(?:it?)?|exi(?:t)?|sav(?:e(?:as?)?)?|up(?:d(?:a(?:te?)?)?)?|mks(?:e(?:s(?:s(?:i(?:on?)?)?)?)?)?|mkvie?w?|mkv(?:i(?:m(?:rc?)?)?)?|wv(?:i(?:m(?:i(?:n(?:fo?)?)?)?)?)?|redi(?:r)?)(?:!?\s+(?:>>?!?\s*)?|!?\s*>>?!?\s*)([^\s|!@=][^|]*)$/;
/** Ex's modifiers and ranges before a command (`:silent! %w F`, `:1,$w F`, `:keepalt sav F`). */
const EX_PREFIX =
  /^[\s:]*(?:(?:sil(?:e(?:nt?)?)?!?|keepa(?:lt)?|keepj(?:umps)?|noa(?:utocmd)?|uns(?:ilent)?|exe(?:cute)?)\s+|[%.$,;0-9'<>+-]+\s*)*/;
/** vim's `writefile(LIST, "F")`, its name a literal or `expand("F")`. */
const WRITEFILE = /\bwritefile\s*\((?:[^,()]|\([^()]*\))*,\s*(?:expand\s*\(\s*)?(['"])([^'"]+)\1/g;

/** Round 53: Ex writes that name no file (the buffer's own), and normal mode's `ZZ`. */
const BUFFER_WRITE =
  /^(?:w(?:r(?:i(?:te?)?)?)?|wq|wqa(?:ll)?|wa(?:ll)?|xa(?:ll)?|x(?:it?)?|exi(?:t)?|up(?:d(?:a(?:te?)?)?)?)!?$|^norm(?:a(?:l)?)?!?\s[^|]*ZZ/;
/** Whether one Ex command line writes the buffer's own file (its `|`-joined commands each read). */
const writesBuffer = (line: string): boolean =>
  line.split('|').some((part) => BUFFER_WRITE.test(part.replace(EX_PREFIX, '').trim()));
/** The files one Ex command line writes (its `|`-joined commands each read). */
function exWrites(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(WRITEFILE)) out.push(m[2] as string);
  for (const part of line.split('|')) {
    const m = EX_WRITE.exec(part.replace(EX_PREFIX, '').trimEnd());
    if (m) out.push((m[1] as string).trim());
  }
  return out;
}

/** A file written (appended to) as a shell script that the write readers read: `: >> F`, `~/` kept a home. */
const appendScript = (f: string): string => `: >> ${homeQuoted(f)}`;
/** A path as a shell word, its `~` or `~/` kept the home's. */
const homeQuoted = (f: string): string =>
  f === '~' ? f : f.startsWith('~/') ? `~/${quote(f.slice(2))}` : quote(f);

/**
 * Round 69: what a PowerShell script writes and starts (shell-powershell.ts: `Set-Content`, `Out-File`,
 * `Copy-Item -Destination`, `[IO.File]::WriteAllText`, `Start-Process P -ArgumentList @(..)`, `& P ..`),
 * as the shell lines the floor's readers read: `: >> F`, `P ARGS` (a file cmdlet as its POSIX command:
 * `rm -r -- F`, `mv`, `cp`, `ln -s`); past the reading's bound, code unseen.
 */
export function powershellScripts(script: string): string[] {
  const r = readPowershell(script);
  const out = r.writes.map(appendScript);
  for (const run of r.runs) {
    out.push(run.map((w) => (w === POWERSHELL_UNSEEN ? '"$@"' : homeQuoted(w))).join(' '));
    // Round 73: an argument the script does not show decides as a joined head's (round 72): free programs only.
    const program = (run[0] as string).replace(/\\/g, '/').replace(/\.exe$/i, '');
    if (
      run.includes(POWERSHELL_UNSEEN) &&
      !ARGV_FREE.has(program.slice(program.lastIndexOf('/') + 1).toLowerCase())
    )
      out.push(`${UNSEEN_MARK} command`);
  }
  // Round 70: a file it wrote and ran, read as shell text too (its native commands: `sudo id`).
  out.push(...r.scripts);
  if (r.past) out.push(`${UNSEEN_MARK} powershell`);
  if (r.unseen) out.push(`${UNSEEN_MARK} command`);
  return out;
}
const bang = (cmd: string): string | undefined => /^\s*(?::\s*)?!([\s\S]*)$/.exec(cmd)?.[1];

/**
 * Editor and debugger commands given on the command line that reach a shell: vim's `-c`/`--cmd`/`+`
 * (`:!CMD`, `:silent !CMD`, `:r !CMD`, `call system("CMD")`), gdb's `-ex`/`-iex` (`shell CMD`, `!CMD`,
 * `python ...os.system("CMD")`). The text after the first `!` is read as a script, and the string
 * literals of a command that calls a shell (fail closed: a mention there can be refused).
 */
function editorScripts(flags: readonly string[], plus: boolean, shellWord?: RegExp): Extract {
  const given = values(flags);
  return (words) => {
    const cmds = given(words);
    if (plus) for (const w of words) if (w.startsWith('+')) cmds.push(w.slice(1));
    const out: string[] = [];
    for (const c of cmds) {
      const at = c.indexOf('!');
      if (at >= 0) out.push(c.slice(at + 1));
      const m = shellWord?.exec(c);
      if (m) out.push(m[1] as string);
      if (SHELL_CALL.test(c))
        for (const lit of c.matchAll(STRING_LITERAL)) out.push(lit[1] ?? lit[2] ?? lit[3] ?? '');
    }
    return out.filter((x) => x.trim() !== '');
  };
}
const vimEscapes = editorScripts(['-c', '--cmd'], true);
/** gdb's options whose value is a gdb command. */
const GDB_EX = [
  '-ex',
  '--ex',
  '-iex',
  '--iex',
  '-eval-command',
  '--eval-command',
  '-init-eval-command',
  '--init-eval-command',
];
const gdbEscapes = editorScripts(GDB_EX, false, /^\s*(?:shell|she|pipe|\|)\s+([\s\S]*)$/);
const gdbCommands = values(GDB_EX);

/**
 * gdb's scripts beside its escapes (round 21): `-x FILE`, `-ix FILE`, `--command=FILE` (any prefix gdb's
 * long options take, `-com`) and a `source FILE` command run a file the call does not show: unseen.
 */
function gdbScripts(words: readonly string[]): string[] {
  const out = gdbEscapes(words);
  let file = false;
  for (let i = 1; i < words.length && !file; i++) {
    const w = words[i] as string;
    if (w.charCodeAt(0) !== 45 /* - */) continue;
    const eq = w.indexOf('=');
    const name = (eq < 0 ? w : w.slice(0, eq)).replace(/^--?/, '');
    file =
      name === 'x' ||
      name === 'ix' ||
      (name.length >= 3 && 'command'.startsWith(name)) ||
      (name.length >= 6 && 'init-command'.startsWith(name));
  }
  if (!file) file = gdbCommands(words).some((c) => GDB_SOURCE.test(c));
  if (file) out.push(`${UNSEEN_MARK} gdb`);
  out.push(...gdbProgram(words));
  return out;
}
const GDB_SOURCE = /^\s*(?:so|sou|sour|sourc|source)(?:\s|$)/;

/**
 * Round 65: the program gdb runs on `run` (`gdb -batch -ex run --args sudo id` ran sudo): the words after
 * `--args` as a command line, else the first operand with the arguments a `run ARGS`/`set args ARGS`
 * command gives it. Read whether or not a `run` is given (gdb's own prompt may be told to).
 */
function gdbProgram(words: readonly string[]): string[] {
  let i = 1;
  for (; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--args' || w === '-args') return wordsAfter(words, i);
    if (w === '--') break;
    if (w.charCodeAt(0) !== 45 /* - */) break;
    if (!w.includes('=') && GDB_VALUED.has(w.replace(/^--?/, ''))) i++;
  }
  const program = words[i];
  if (program === undefined) return [];
  const args = gdbCommands(words).flatMap((c) => GDB_RUN.exec(c)?.[1]?.trim() ?? []);
  return [[quote(program), ...args].join(' ')];
}
/** gdb's options that take the next word (gdb takes them with one dash or two). */
const GDB_VALUED: ReadonlySet<string> = new Set(
  [...GDB_EX.map((o) => o.replace(/^--?/, ''))].concat(
    'x ix command init-command p pid c core cd d directory s symbols e exec se tty i interpreter b l D data-directory'.split(
      ' ',
    ),
  ),
);
/** Round 65: the command a multi-call coreutils runs: `--coreutils-prog=P ARGS` or `P ARGS`. */
function coreutilsProgram(words: readonly string[]): string[] {
  const first = words[1];
  if (first === undefined) return [];
  const named = first.startsWith('--coreutils-prog=') ? first.slice('--coreutils-prog='.length) : undefined;
  if (named !== undefined) return [[quote(named), ...words.slice(2).map(quote)].join(' ')];
  return first.startsWith('-') ? [] : wordsAfter(words, 0);
}
/** A gdb command that runs the program with arguments (`run ARGS`, `r ARGS`, `start`, `set args ARGS`). */
const GDB_RUN = /^\s*(?:r|ru|run|start|starti|set\s+args)\b([^<>|]*)/;

/** `xterm -e CMD ARG...` and other terminals: the words after `-e` (or `--`) run as a command. */
function afterWord(mark: string): Extract {
  return (words) => wordsAfter(words, words.indexOf(mark, 1));
}

/** The words after index `at` as one command, quoted as they were (none when `at` is -1 or last). */
function wordsAfter(words: readonly string[], at: number): string[] {
  return at < 0 || at + 1 >= words.length
    ? []
    : [
        words
          .slice(at + 1)
          .map(quote)
          .join(' '),
      ];
}

/** tmux commands that run a shell command (`new -d CMD`, `split-window CMD`, `run-shell CMD`, `send-keys`). */
function tmuxScripts(words: readonly string[]): string[] {
  const out: string[] = [];
  let i = 1;
  while (i < words.length && (words[i] as string).startsWith('-'))
    i += TMUX_GLOBAL.has(words[i] as string) ? 2 : 1;
  // Commands chain with `;` (a word of its own after the shell's quoting, or `\;`).
  let cmd: string[] = [];
  const flush = (): void => {
    const sub = cmd[0];
    if (sub !== undefined && TMUX_RUNS.has(sub)) {
      const ops = operands(cmd, TMUX_VALUED);
      if (ops.length > 0)
        out.push(
          (sub === 'send-keys' || sub === 'send'
            ? ops.map((k) => (k === 'Enter' || k === 'C-m' ? '\n' : k))
            : ops
          ).join(' '),
        );
    }
    cmd = [];
  };
  for (; i < words.length; i++) {
    const w = words[i] as string;
    if (w === ';' || w === '\\;') flush();
    else cmd.push(w);
  }
  flush();
  return out;
}
const TMUX_GLOBAL: ReadonlySet<string> = new Set(['-L', '-S', '-f', '-c', '-T']);

/**
 * screen's `-X CMD` sent to a running session (round 14): `stuff TEXT` types TEXT into its shell (`\n`,
 * `\r`, `^M` are Enter), `exec`/`screen` run a command in it, `eval` runs each argument as such a command.
 */
function screenScripts(words: readonly string[]): string[] {
  const at = words.indexOf('-X');
  return at < 0 ? [] : screenCommand(words.slice(at + 1), 0);
}
function screenCommand(cmd: readonly string[], depth: number): string[] {
  const [sub, ...rest] = cmd;
  if (sub === 'stuff') return [rest.join(' ').replace(/\\[nr]|\^[MJ]/g, '\n')];
  if (sub === 'exec' || sub === 'screen') {
    const run = rest.filter((w, i) => i > 0 || !/^(?:[.!:|]+|-\S*)$/.test(w));
    return run.length > 0 ? [run.map(quote).join(' ')] : [];
  }
  // screen reads eval's arguments as its own command lines, quotes and all: read here without them.
  if (sub === 'eval' && depth < 2)
    return rest.flatMap((c) => screenCommand(c.replace(/["']/g, '').split(/\s+/), depth + 1));
  return [];
}
const TMUX_RUNS: ReadonlySet<string> = new Set([
  'new',
  'new-session',
  'new-window',
  'neww',
  'split-window',
  'splitw',
  'respawn-pane',
  'respawnp',
  'respawn-window',
  'respawnw',
  'run-shell',
  'run',
  'send-keys',
  'send',
  'if-shell',
  'if',
  'pipe-pane',
  'pipep',
  'display-popup',
  'popup',
]);
const TMUX_VALUED: ReadonlySet<string> = new Set([
  '-c',
  '-e',
  '-F',
  '-f',
  '-n',
  '-s',
  '-t',
  '-x',
  '-y',
  '-l',
  '-T',
  '-S',
  '-N',
]);

/** `perf record|stat|trace|... [options] CMD ARG...`: the command the profiler runs. */
function perfScripts(words: readonly string[]): string[] {
  const ops = operands(words);
  const sub = ops[0];
  if (
    sub === undefined ||
    !['record', 'stat', 'trace', 'mem', 'c2c', 'kmem', 'lock', 'sched', 'kvm'].includes(sub)
  )
    return [];
  const cmd = operands(ops, PERF_VALUED);
  return cmd.length > 0 ? [cmd.map(quote).join(' ')] : [];
}
const PERF_VALUED: ReadonlySet<string> = new Set([
  '-e',
  '--event',
  '-o',
  '--output',
  '-p',
  '--pid',
  '-t',
  '--tid',
  '-C',
  '--cpu',
  '-F',
  '--freq',
  '-c',
  '--count',
  '-r',
  '--repeat',
  '-G',
  '--cgroup',
  '-u',
  '--uid',
  '-I',
  '--interval-print',
  '-x',
  '--field-separator',
  '-m',
  '--mmap-pages',
  '--call-graph',
  '-D',
  '--delay',
  '-j',
  '--branch-filter',
]);

/** expect's Tcl one-liner (`-c`): `spawn CMD ARG...`, `exec CMD ARG...`, `system CMD`. */
function expectScripts(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of cOptionValues(words)) {
    let n = 0;
    for (const m of t.matchAll(TCL_RUNS)) {
      out.push(m[1] as string);
      // Round 66: Tcl's words as the shell gets them (`exec sh -c {CMD}`: braces quote, as `'..'` does).
      if (++n > MAX_QUOTED_BODIES) {
        out.push(`${UNSEEN_MARK} tcl`);
        break;
      }
      const from = (m.index as number) + m[0].length - (m[1] as string).length;
      out.push(tclWords(t, from));
      // Round 73: a word Tcl substitutes (`$argv`, `[gets stdin]`, `{*}$a`) is a value the code does not show.
      const pieces = tclPieces(t, from);
      if (pieces.includes(null)) {
        out.push(rendered(pieces));
        if (!freeValues(pieces)) out.push(`${UNSEEN_MARK} command`);
      }
    }
    // Round 74: a script Tcl evaluates (`eval $x`, `uplevel #0 [gets stdin]`, `subst $x`) the code does not show.
    let unseen = false;
    for (const m of t.matchAll(TCL_EVALS))
      if (tclPieces(t, (m.index as number) + m[0].length - (m[1] as string).length).includes(null)) {
        unseen = true;
        break;
      }
    // Round 75: a script word Tcl substitutes (`proc p {} [gets stdin]`, `after 0 $x`, `apply [list {} $x]`).
    let scripts = 0;
    for (const m of unseen ? [] : t.matchAll(TCL_SCRIPT_WORDS)) {
      // Each command's words are read to its end: past MAX_QUOTED_BODIES of them the rest is unseen.
      if (++scripts > MAX_QUOTED_BODIES) {
        unseen = true;
        break;
      }
      const index = TCL_SCRIPT_WORD.get(m[1] as string) as number;
      const words = tclScan(t, (m.index as number) + m[0].length);
      const code = m[1] === 'after' ? words.slice(index) : words.slice(index, index + 1);
      if (code.some((w) => w.open !== '{' && /[$[\\]/.test(w.body))) {
        unseen = true;
        break;
      }
    }
    if (unseen) out.push(`${UNSEEN_MARK} code`);
  }
  return out;
}

/** A Tcl word as read: its body, the quote it was in (`{`, `"` or none), and where it ends. */
interface TclWord {
  body: string;
  open: string;
  start: number;
  end: number;
}

/**
 * Round 66: one Tcl command's words from `from` to its end (`;`, a newline, an unmatched `]` or `}`): a
 * `{..}` word's body as written (nested braces kept), a `".."` word's body. One pass from `from`.
 */
function tclScan(t: string, from: number): TclWord[] {
  const words: TclWord[] = [];
  let i = from;
  while (i < t.length) {
    const ch = t[i] as string;
    if (ch === ' ' || ch === '\t') {
      i++;
      continue;
    }
    if (ch === ';' || ch === '\n' || ch === ']' || ch === '}') break;
    let end = i;
    let body: string;
    if (ch === '{' || ch === '"') {
      const close = ch === '{' ? '}' : '"';
      let depth = 0;
      end = i + 1;
      for (; end < t.length; end++) {
        const c = t[end] as string;
        if (c === '\\') end++;
        else if (ch === '{' && c === '{') depth++;
        else if (c === close && depth-- === 0) break;
      }
      body = t.slice(i + 1, end);
      end++;
    } else {
      while (end < t.length && !' \t;\n]}'.includes(t[end] as string)) end++;
      body = t.slice(i, end);
    }
    words.push({ body, open: ch === '{' || ch === '"' ? ch : '', start: i, end });
    i = end;
  }
  return words;
}

/** Round 66: a Tcl command's words each quoted for the shell (`exec sh -c {CMD}`: braces quote, as `'..'` does). */
const tclWords = (t: string, from: number): string =>
  tclScan(t, from)
    .map((w) => quote(w.body))
    .join(' ');

/**
 * Round 73 (docs/floor.md "Round 73 (rt-unshown-r73)"): one Tcl command's words as a joined head's pieces
 * (shell-awk.ts): a braced word, or one without `$`, `[` or a backslash, as its text (a program name bare);
 * a word Tcl substitutes or expands (`$argv`, `[gets stdin]`, `{*}$a`) as a value the code does not show.
 */
function tclPieces(t: string, from: number): Piece[] {
  const pieces: Piece[] = [];
  let expands = false;
  for (const w of tclScan(t, from)) {
    // `{*}` joined to the next word expands it into any number of words.
    if (
      w.open === '{' &&
      w.body === '*' &&
      t[w.end] !== undefined &&
      !' \t;\n]}'.includes(t[w.end] as string)
    ) {
      expands = true;
      continue;
    }
    const shown = !expands && (w.open === '{' || !/[$[\\]/.test(w.body));
    expands = false;
    if (pieces.length > 0) pieces.push(' ');
    pieces.push(shown ? (pieces.length === 0 && PROGRAM_NAME.test(w.body) ? w.body : quote(w.body)) : null);
  }
  return pieces;
}
/**
 * Round 74: Tcl's commands that run their words as a script (`eval`, `uplevel` after its level, `subst`'s
 * brackets); round 75: an ensemble's or interpreter's `eval` (`namespace eval NS`, `interp eval PATH`, a child
 * interpreter's `I eval`, `namespace inscope NS`), its name a word read with the script.
 */
const TCL_EVALS =
  /(?:^|[;\n[{])[ \t]*(?:(?:\w{1,64}[ \t]+)?eval|namespace[ \t]+inscope|uplevel(?:[ \t]+#?\d{1,8})?|subst)[ \t]+([^;\n\]}]*)/g;
/**
 * Round 75: Tcl's commands one of whose words is a script, to that word's index (`apply LAMBDA`, `proc N ARGS
 * BODY`, `catch SCRIPT`, `time SCRIPT`, `try SCRIPT`); `after MS SCRIPT..` runs every word after the first.
 */
const TCL_SCRIPT_WORDS = /(?:^|[;\n[{])[ \t]*(apply|proc|catch|time|try|after)[ \t]+/g;
const TCL_SCRIPT_WORD: ReadonlyMap<string, number> = new Map([
  ['apply', 0],
  ['proc', 2],
  ['catch', 0],
  ['time', 0],
  ['try', 0],
  ['after', 1],
]);
const TCL_RUNS = /(?:^|[;\n[{])\s*(?:spawn|exec|system|open\s+"?\|)\s+(?:-\S+\s+)*([^;\n\]}]*)/g;

/**
 * Interpreters that read their program from standard input when no script is named (`python3 - <<E`,
 * `echo CODE | node`), with the option their one-liner takes: that input is read as the one-liner is
 * (round 17: `python3 <<< 'import os; os.system("reboot")'` ran unread while `python3 -c` was read).
 */
export const STDIN_CODE: ReadonlyMap<string, string> = new Map([
  ['python', '-c'],
  ['python2', '-c'],
  ['python3', '-c'],
  ['node', '-e'],
  ['nodejs', '-e'],
  ['perl', '-e'],
  ['ruby', '-e'],
  ['php', '-r'],
  // Tcl reads its script on standard input when no file is named (`echo 'exec sudo id' | tclsh`); `-c`
  // stands for that script here (expectScripts reads it).
  ['tclsh', '-c'],
  ['wish', '-c'],
  // Round 20: Lua and expect read their script on standard input when none is named (`lua <<< CODE`).
  ['lua', '-e'],
  ['expect', '-c'],
  // Database shells read statements on standard input (STDIN_STATEMENTS), their statement option's text.
  ['sqlite3', '-cmd'],
  ['psql', '-c'],
  ['mysql', '-e'],
  ['mariadb', '-e'],
  // Round 21: gdb and redis-cli read commands on standard input, a line each (LINE_INPUT).
  ['gdb', '-ex'],
  // Round 38: ed's commands on standard input (`!CMD`, `r !CMD`, `w FILE`): its whole script, ED_INPUT.
  ['ed', ED_INPUT],
  // Round 41: ex reads Ex commands on standard input (`ex -s F <<< 'w! ~/.bashrc'`), a line each; vim,
  // vi, nvim and view read it as keystrokes (`vim F <<< ':w! ~/.bashrc'`) or, with `-e`/`-es`, as ex does.
  ['ex', '-c'],
  ['vim', '-c'],
  ['vi', '-c'],
  ['nvim', '-c'],
  ['view', '-c'],
  ['redis-cli', ''],
  ['valkey-cli', ''],
  // Round 22: lftp reads its commands on standard input whatever host it names (`lftp h <<E put F E`).
  ['lftp', '-c'],
  // Round 23: other languages read their program on standard input when no file is named (`curl URL | julia`).
  ['julia', '-e'],
  ['groovy', '-e'],
  ['ghci', '-e'],
  ['racket', '-e'],
  ['guile', '-c'],
  ['sbcl', '--eval'],
  ['clojure', '-e'],
  ['raku', '-e'],
  ['rscript', '-e'],
  // Round 45: GNU dc runs the rest of a line after `!` as a shell command (`echo '!id' | dc`, `dc -e '!sh'`).
  ['dc', '-e'],
  // Round 66: m4 reads its input when no file is named, and runs `syscmd(CMD)`/`esyscmd(CMD)` by `sh -c`.
  ['m4', M4_INPUT],
  // Round 69: `bun run -` and `bun -` read their program on standard input (bun alone prints its help).
  ['bun', '-e'],
]);

/**
 * Database shells, which read statements on standard input whatever their operands name (the database,
 * a user): `sqlite3 db <<< '.shell CMD'`, `echo '\! CMD' | psql` (round 20). Input another program
 * computes (`gunzip -c dump.gz | psql`) is a dump, not a hidden program: it is not marked unseen.
 */
export const STDIN_STATEMENTS: ReadonlySet<string> = new Set(['sqlite3', 'psql', 'mysql', 'mariadb']);

/** Whether a program reads its commands a line each on standard input (LINE_INPUT). */
export const readsLines = (name: string): boolean => LINE_INPUT.has(name);

/**
 * The command lines `code`, read on `name`'s standard input (STDIN_CODE's `flag`), runs: a line-reading
 * program's lines each as its own command (gdb's `-ex LINE`, redis-cli's words), else the one-liner's.
 */
export function inputScripts(
  name: string,
  flag: string,
  code: string,
  /** The program's own words (its name first): round 53, ex's files, which a bare `wq` on the input writes. */
  own: readonly string[] = [name],
): readonly string[] {
  // ed's lines depend on the lines before (text after `a` is data up to `.`): read whole.
  if (!LINE_INPUT.has(name) || flag === ED_INPUT || flag === M4_INPUT)
    return optionScripts(name, [name, flag, code]);
  const out: string[] = [];
  const head = name === 'ex' || VI_EDITORS.has(name) ? own : [name];
  for (const line of code.split('\n')) {
    const words =
      flag === '' ? [name, ...line.split(/\s+/).map((w) => w.replace(/["']/g, ''))] : [...head, flag, line];
    out.push(...(EXTRACTS.get(name) as Extract)(words));
  }
  return out;
}

/** Whether an interpreter (STDIN_CODE) reads its program from standard input: no operand but `-`. */
export function codeFromInput(words: readonly string[]): boolean {
  const flag = STDIN_CODE.get(words[0] as string);
  if (flag === undefined) return false;
  // `vim -` edits its input as text: no commands there.
  if (VI_EDITORS.has(words[0] as string)) return !words.includes('-');
  if (STDIN_STATEMENTS.has(words[0] as string) || LINE_INPUT.has(words[0] as string)) return true;
  if (words[0] === 'bun') return bunReadsInput(words);
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '-' || w === '--')
      return w === '-' || i + 1 >= words.length || namesInput(words[i + 1] as string);
    // Round 41: `python3 /dev/stdin`, `node /dev/fd/0`: the script named is the input.
    if (!w.startsWith('-')) return namesInput(w);
    if (w === flag || w === '-m' || w === '--eval' || w === '-p') return false;
    // Round 44: `python3 -X dev`, `node -r ./x.js`: the next word is the option's, not a script file.
    if (INPUT_CODE_VALUED.get(words[0] as string)?.has(w)) i++;
  }
  return true;
}

/** Round 69: whether bun's program is its input: its first operand `-` (or a name of the input), or `run`'s. */
function bunReadsInput(words: readonly string[]): boolean {
  const ops = words.slice(1).filter((w) => w === '-' || !w.startsWith('-'));
  const file = ops[0] === 'run' ? ops[1] : ops[0];
  return file !== undefined && (file === '-' || namesInput(file));
}

/** An interpreter one-liner that calls a shell: each string literal in it may be the command line. */
/** `parallel ... ::: ARGS`: the arguments read into its template, at most. */
const MAX_PARALLEL_ARGS = 8;

/**
 * Round 19: `mapfile|readarray -C CALLBACK` evaluates CALLBACK as shell code every `-c` lines (real bash is
 * the oracle), also inside a cluster (`-tC CB`, `-CCB`): the rest of the word, or else the next word.
 */
const mapfileCallback: Extract = (words) => {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.charCodeAt(0) !== 45 /* - */ || w.charCodeAt(1) === 45) continue;
    const at = w.indexOf('C');
    if (at < 1) continue;
    const v = at + 1 < w.length ? w.slice(at + 1) : words[++i];
    if (v !== undefined && v !== '') out.push(v);
  }
  return out;
};

const awkCode = codeScripts([], true, 'awk');
/** awk's options that take the next word (a variable, a separator, a program file; gawk's source, include, load). */
const AWK_VALUED: ReadonlySet<string> = new Set([
  '-v',
  '-F',
  '-f',
  '-e',
  '-E',
  '-i',
  '-l',
  '-W',
  '--assign',
  '--field-separator',
  '--file',
  '--source',
  '--exec',
  '--include',
  '--load',
]);
/** awk's options naming the program apart from the first operand (a file, or gawk's `-e`/`--source` text). */
const AWK_PROGRAM_OPTIONS: ReadonlySet<string> = new Set(['-f', '-e', '-E', '--file', '--source', '--exec']);
/** An awk variable's assignment (`-v NAME=VALUE`, an operand `NAME=VALUE`). */
const AWK_ASSIGNMENT = /^([A-Za-z_]\w*)=/;
/** A word the command does not show (a substitution dropped from the words, an expansion): null. */
const awkWord = (w: string): string | null => (w === '' || w.includes('$') || w.includes('`') ? null : w);

/**
 * Round 46: awk's program read as written, and again with each `-v NAME=VALUE` (at most eight) spelt as
 * its string where NAME stands: `awk -v 'x=sudo id' 'BEGIN{system(x)}'` runs the value (real mawk ran it).
 * Round 72: gawk's `-e`/`--source` text is a program too, and each program's command sinks are read with
 * the values the code does not show marked (shell-awk.ts awkSinks; docs/floor.md "Round 72 (rt-interp-r72)").
 */
function awkScripts(words: readonly string[]): string[] {
  const out = awkCode(words);
  const sources: string[] = [];
  const given = new Map<string, (string | null)[]>();
  const args: string[] = [];
  let named = false;
  let i = 1;
  for (; i < words.length; i++) {
    const w = words[i] as string;
    if (w === '--') {
      i++;
      break;
    }
    if (!w.startsWith('-') || w === '-') break;
    const long = /^(--[a-z-]+)=([\s\S]*)$/.exec(w);
    const opt = long?.[1] ?? (w.startsWith('--') ? w : w.slice(0, 2));
    const value =
      long !== null
        ? long[2]
        : w.length > 2 && !w.startsWith('--')
          ? w.slice(2)
          : AWK_VALUED.has(opt)
            ? words[++i]
            : undefined;
    if (AWK_PROGRAM_OPTIONS.has(opt)) named = true;
    if ((opt === '-e' || opt === '--source') && value !== undefined) sources.push(value);
    const m = (opt === '-v' || opt === '--assign') && value !== undefined ? AWK_ASSIGNMENT.exec(value) : null;
    if (m !== null && given.size < 8)
      given.set(m[1] as string, [awkWord((value as string).slice(m[0].length))]);
  }
  if (!named && i < words.length) sources.push(words[i++] as string);
  for (; i < words.length; i++) {
    const w = words[i] as string;
    args.push(w);
    const m = AWK_ASSIGNMENT.exec(w);
    if (m !== null && !given.has(m[1] as string)) given.set(m[1] as string, [awkWord(w.slice(m[0].length))]);
  }
  const argv = [words[0] as string, ...args.map(awkWord)];
  let unseen = false;
  for (const code of sources) {
    if (named) out.push(...awkCode([words[0] as string, code]));
    const sinks = awkSinks(code, given, argv);
    out.push(...sinks.lines);
    unseen ||= sinks.unseen;
  }
  if (unseen) out.push(`${UNSEEN_MARK} argv`);
  const program = named ? undefined : sources[0];
  if (program === undefined) return out;
  let filled = program;
  let n = 0;
  for (let k = 1; k < words.length && n < 8; k++) {
    const w = words[k] as string;
    const value =
      w === '-v' || w === '--assign' ? words[++k] : w.startsWith('--assign=') ? w.slice(9) : undefined;
    const m = value === undefined ? null : AWK_ASSIGNMENT.exec(value);
    if (m === null) continue;
    n++;
    const quoted = JSON.stringify((value as string).slice(m[0].length));
    filled = filled.replace(new RegExp(`\\b${m[1] as string}\\b`, 'g'), () => quoted);
  }
  return filled === program ? out : [...out, ...awkCode([words[0] as string, filled])];
}

/**
 * An interpreter's inline code: each code flag's value (`-c CODE`, `-cCODE`, `--eval=CODE`, a long name cut
 * short) and, round 18, a code flag inside a cluster (`perl -pe CODE`, `-lnE`, `python3 -Bc CODE`, `node
 * -pe`), which takes the rest of the word, or else the next word: both read (fail closed). Round 70: one
 * reader for the command reading (codeScripts) and the write reading (shell.ts inlineCode).
 */
export function inlineCodeTexts(flags: readonly string[]): (words: readonly string[]) => string[] {
  const code = values(flags);
  const letters = flags.filter((f) => /^-[A-Za-z]$/.test(f)).map((f) => f[1] as string);
  return (words) => {
    const texts = code(words);
    for (let i = 1; letters.length > 0 && i < words.length; i++) {
      const w = words[i] as string;
      if (w.length < 3 || w.charCodeAt(0) !== 45 /* - */ || w.charCodeAt(1) === 45) continue;
      let at = -1;
      for (let k = 1; k < w.length && at < 0; k++) if (letters.includes(w[k] as string)) at = k;
      if (at < 0) continue;
      if (at > 1 && at + 1 < w.length) texts.push(w.slice(at + 1));
      if (words[i + 1] !== undefined) texts.push(words[i + 1] as string);
    }
    return texts;
  };
}

function codeScripts(flags: readonly string[], firstOperand = false, lang = ''): Extract {
  const code = inlineCodeTexts(flags);
  return (words) => {
    const texts = code(words);
    if (firstOperand && texts.length === 0) {
      const ops = operands(words, new Set(['-F', '-v', '-f', '--field-separator', '--assign']));
      if (ops[0] !== undefined) texts.push(ops[0]);
    }
    const out: string[] = [];
    const asWritten = new Set<string>();
    for (const source of texts) {
      // Round 75: the code's literals, comments and regular expressions read as its interpreter reads them, once
      // (code-literals.ts); what the scanner cannot read (an unclosed literal) is unseen. Where the grammar left
      // a guess (`x /"/`), the code as written is read too.
      const read = asWritten.has(source) ? undefined : readCode(source, lang);
      if (read?.unseen !== undefined) {
        out.push(`${UNSEEN_MARK} literals`);
        continue;
      }
      if (read?.ambiguous === true && !asWritten.has(source)) {
        asWritten.add(source);
        texts.push(source);
      }
      const t = read === undefined ? source : read.text;
      // Round 74: code its literal readers would read in quadratic time is malformed code, unseen.
      if (unclosedLiterals(t)) {
        out.push(`${UNSEEN_MARK} literals`);
        continue;
      }
      // Round 24: code that deletes a tree (`shutil.rmtree('/root')`, `FileUtils.rm_rf(Dir.home)`), read as `rm -rf`.
      for (const m of t.matchAll(DELETE_TREE))
        out.push(`rm -rf -- '${treeOf(m[1] as string).replace(/'/g, '')}'`);
      // Round 77: code that deletes one file (`os.remove('x')`, Perl's `unlink`), read as `rm -f`: a witness asks.
      for (const m of t.matchAll(FILE_DELETES))
        out.push(`rm -f -- '${treeOf((m[1] ?? m[2]) as string).replace(/'/g, '')}'`);
      // Round 24: code that packs a home whole (`shutil.make_archive('x', 'zip', '/root')`), or runs a carrier
      // with it (`system('tar', 'czf', 'x', Dir.home)`), as `tar c ~` does.
      if ((ARCHIVE_CODE.test(t) || (SHELL_CALL.test(t) && runsCarrier(t))) && namesHomeInCode(t))
        out.push(HOME_SENT_MARK);
      // Round 22: code that decodes a literal and runs it (`exec(b64decode('..'))`, `eval(atob(..))`) runs
      // what the call does not show, as `base64 -d | python3` does: unseen, fail closed.
      if (DECODER.test(t) && (SHELL_CALL.test(t) || CODE_RUN.test(t))) out.push(`${UNSEEN_MARK} encoded`);
      // Round 53: code that fetches from the network and evaluates or runs (`exec(urlopen(U).read())`,
      // `fetch(U).then(r=>r.text()).then(eval)`): a download run inside one program, as `curl U | python3`.
      else if ((SHELL_CALL.test(t) || CODE_RUN.test(t) || LOADS_CODE.test(t)) && fetches(t))
        out.push(`${UNSEEN_MARK} downloaded`);
      // Round 50: a library call that runs a command as root (fabric's and invoke's `c.sudo("id")`,
      // fabric 1's `sudo("id")`): each literal read as `sudo LITERAL`.
      if (PRIVILEGED_CALL.test(t))
        for (const m of t.matchAll(STRING_LITERAL)) {
          const body = m[1] ?? m[2] ?? m[3];
          if (body !== undefined) out.push(`sudo -- ${quote(body)}`);
        }
      // Round 73: a call that runs a command line or program the code does not show (`os.system(x)`).
      const unshown = unshownCommands(t, lang);
      out.push(...unshown.lines);
      if (unshown.unseen) out.push(`${UNSEEN_MARK} command`);
      // Round 74: code evaluated whose text the code does not show (`exec(sys.argv[1])`, `eval(ARGV[0])`).
      if (unshown.code) out.push(`${UNSEEN_MARK} code`);
      // Round 66: Perl's and Ruby's pipe open (`open(F, "|CMD")`, `open(F, "-|", "CMD")`) runs a shell too.
      if (!SHELL_CALL.test(t) && !(PIPE_OPEN.test(t) && t.includes('|'))) continue;
      let literals = 0;
      for (const m of t.matchAll(STRING_LITERAL)) {
        // Round 75: past MAX_COMMAND_LITERALS the rest is unseen (100 kB of `?"` spread 130 000 lines on a call).
        if (++literals > MAX_COMMAND_LITERALS) {
          out.push(`${UNSEEN_MARK} literals`);
          break;
        }
        const body = m[1] ?? m[2] ?? m[3];
        if (body !== undefined && body.trim() !== '') out.push(...asGiven(body), ...piped(body));
        // Round 67: a literal that is code (`exec("os.system(\"CMD\")")`, `eval("..execSync(\"CMD\")")`)
        // is read as code again, as the language hands it on; past MAX_NESTED_CODE such pieces, unseen.
        if (body !== undefined && SHELL_CALL.test(body)) {
          if (texts.length >= MAX_NESTED_CODE) out.push(`${UNSEEN_MARK} nested`);
          else texts.push(asGiven(body).pop() as string);
        }
      }
      // Round 72: a command line joined from a literal and a value the code does not show (`"git " + x`).
      const joins = joinedHeads(t);
      out.push(...joins.lines);
      if (joins.unseen) out.push(`${UNSEEN_MARK} argv`);
      // Round 72: the environment the code gives what it runs (`system({"GIT_DIR"=>d}, ..)`, `env={..}`).
      const env = codeEnvironment(t);
      if (env.length > 0) out.push(...envScripts(env));
      // Round 66: the languages' other spellings of a literal (`q(CMD)`, `qx{CMD}`, `%x(CMD)`, `[[CMD]]`).
      for (const body of quoteLikeBodies(t)) out.push(...asGiven(body), ...piped(body));
      // Round 22: literals joined by `+`, `.` or juxtaposed (`'s'+'udo id'`) are one command line too.
      for (const m of t.matchAll(JOINED_LITERALS))
        out.push(
          ...asGiven([...m[0].matchAll(STRING_LITERAL)].map((x) => x[1] ?? x[2] ?? x[3] ?? '').join('')),
        );
      // Round 24: a list of literals is an argv (`system('tar', 'czf', ..)`) or a join's parts (`join "",
      // "s", "udo"`, `''.join(['su', 'do'])`): read joined by a blank and by nothing.
      const given = executableOf(t);
      for (const m of t.matchAll(LISTED_LITERALS)) {
        const found = [...m[0].matchAll(STRING_LITERAL)];
        const parts = found.map((x) => x[1] ?? x[2] ?? x[3] ?? '');
        out.push(...asGiven(parts.join(' ')), ...asGiven(parts.join('')));
        // Round 68: an exec call's file, then its argv with argv[0] again (`os.execvp("git", ["git", ..])`).
        const [file, argv0] = parts;
        if (file !== undefined && argv0 !== undefined && file.split('/').pop() === argv0)
          out.push(...asGiven(parts.slice(1).join(' ')));
        // Round 70: a program whose argv[0] is given apart from it runs with the words after argv[0]: a file
        // then its argv (`os.execv("/usr/bin/git", ["x", "-C", ..])`, `os.execlp("git", "x", ..)`), Ruby's
        // pair (`exec(["git", "x"], "-C", ..)`, `Process.spawn`, `IO.popen([["git", "x"], ..])`).
        else if (parts.length > 2 && separatesArgv0(t, m.index as number, m[0], found))
          out.push(...asGiven([parts[0], ...parts.slice(2)].join(' ')));
        // Round 70: the program an option names (`subprocess.run(["x", ..], executable="git")`, node's
        // `execPath`): run with the list, argv[0] the list's first word or not.
        for (const exe of given)
          out.push(...asGiven(`${exe} ${parts.join(' ')}`), ...asGiven(`${exe} ${parts.slice(1).join(' ')}`));
      }
      // Round 70: Perl's indirect object (`exec { "git" } "x", "-C", ..`, `system {..}`): the block's
      // program runs with the list after argv[0].
      for (const m of t.matchAll(PERL_INDIRECT)) {
        const prog = /^\{\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/.exec(m[1] as string);
        const rest = [...(m[2] as string).matchAll(STRING_LITERAL)].map((x) => x[1] ?? x[2] ?? x[3] ?? '');
        const name = prog?.[1] ?? prog?.[2];
        if (name !== undefined) out.push(...asGiven([name, ...rest.slice(1)].join(' ')));
      }
      out.push(...argvApart(t));
    }
    return out;
  };
}
/**
 * A call that runs its first argument as a command line, open before it (`os.system(`, `shell_exec(`,
 * `execSync(`, `os.execute(`, `io.popen(`, `%x(`, `subprocess.run(`, `passthru `).
 */
const COMMAND_LINE_CALL =
  /(?:\b(?:system|popen|exec|execSync|shell_exec|passthru|execute|run|call|check_call|check_output|getoutput|getstatusoutput|Popen|spawn|spawnSync|capture2e?|capture3|pipeline_r|proc_open)[\s(]*|%x\(\s*)$/;
/** Where code interpolates a value into a literal: Ruby's `#{`, JavaScript's `${`, Perl's and PHP's `$name`/`@name`. */
const INTERPOLATION = /#\{|\$\{|[$@][A-Za-z_{]/;
/** Round 73: a `%` format's conversion (`%s`, `%-8d`, `%(name)s`, `%%`), split out and found. */
const FORMAT_CONVERSION_AT = /(%%|%(?:\([\w]{0,64}\))?[-# +]?\d{0,8}(?:\.\d{1,8})?[sdrifxXoaeEgGc])/;
const FORMAT_CONVERSION = /%(?:\([\w]{0,64}\))?[-# +]?\d{0,8}(?:\.\d{1,8})?[sdrifxXoaeEgGc]/;
/** The length of a join mark at `pos`: `..` (Lua), `<<` (Ruby's append), `+`, `.`; 0 where none. */
const joinMark = (t: string, pos: number): number =>
  t.startsWith('..', pos) || t.startsWith('<<', pos) ? 2 : t[pos] === '+' || t[pos] === '.' ? 1 : 0;
/** A blank, a tab or a line's end: what a join's operator may stand among (`"git " +\n x`). */
const isBlank = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;
/** Literals read for a joined head in one piece of code. */
const MAX_JOINED = 64;

/**
 * Round 72 (docs/floor.md "Round 72 (rt-interp-r72)"): a call's command line built from a literal and a
 * value the code does not show: joined by `+`, `.`, `..` (`os.system("git " + sys.argv[1])`, `passthru("git
 * " . $argv[1])`, `os.execute("git " .. arg[1])`) or interpolated (`system("git #{ARGV[0]}")`, a Python
 * f-string's `{..}`, JavaScript's `${..}`). Read as awk's sinks are (shell-awk.ts): the value as `"$@"`
 * where it stands, code unseen unless it lands as an argument of a program no argument makes refused.
 */
function joinedHeads(t: string): { lines: string[]; unseen: boolean } {
  const result = { lines: [] as string[], unseen: false };
  let n = 0;
  for (const m of t.matchAll(STRING_LITERAL)) {
    if (n++ >= MAX_JOINED) break;
    const at = m.index as number;
    const fString = /[fF]/.test(t[at - 1] ?? '') && !/\w/.test(t[at - 2] ?? '');
    // Ruby's backquote is itself a command line (JavaScript's is a template); another, a call's first argument.
    const before = t.slice(Math.max(0, at - (fString ? 41 : 40)), fString ? at - 1 : at);
    const call = COMMAND_LINE_CALL.exec(before);
    if (!(m[3] !== undefined && m[3].includes('#{')) && call === null) continue;
    // Round 77: the parentheses opened around the literal inside the call (`os.system(("git ") + x)`).
    let opened = call === null ? 0 : call[0].split('(').length - 2;
    const body = m[1] ?? m[2] ?? m[3] ?? '';
    const pieces: Piece[] = [];
    // Interpolation where the literal's quote interpolates: double quotes, a backquote, an f-string.
    const interpolates = m[2] === undefined || fString;
    const inner = interpolates ? (fString ? /\{(?!\{)/.exec(body) : INTERPOLATION.exec(body)) : null;
    if (inner !== null) pieces.push(asGiven(body.slice(0, inner.index)).pop() as string, null);
    else {
      let pos = at + m[0].length;
      // Round 77: a join may close the literal's parentheses and cross lines (`("git ")\n + x`).
      while (isBlank(t.charCodeAt(pos)) || (t[pos] === ')' && opened-- > 0)) pos++;
      // Round 73: Python's and Ruby's `%` format (`"git %s" % x`): each conversion a value the code does not show.
      if (t[pos] === '%' && t[pos + 1] !== '=' && FORMAT_CONVERSION.test(body)) {
        for (const part of (asGiven(body).pop() as string).split(FORMAT_CONVERSION_AT))
          pieces.push(part === '%%' ? '%' : part.startsWith('%') ? null : part);
        result.lines.push(rendered(pieces));
        if (!freeValues(pieces)) result.unseen = true;
        continue;
      }
      pieces.push(asGiven(body).pop() as string);
      // Round 77: literals joined to the first, then a value (`"echo x >> " + "~" + x`), are one head.
      for (let joined = 0; joined < MAX_JOINED; joined++) {
        const op = joinMark(t, pos);
        if (op === 0) break;
        pos += op;
        while (isBlank(t.charCodeAt(pos)) || t[pos] === '(') pos++;
        if (pos >= t.length) break;
        LITERAL_AT.lastIndex = pos;
        const next = t[pos] === '"' || t[pos] === "'" ? LITERAL_AT.exec(t) : null;
        if (next === null) {
          pieces.push(null);
          break;
        }
        pieces.push(asGiven(next[1] ?? next[2] ?? '').pop() as string);
        pos += next[0].length;
        while (isBlank(t.charCodeAt(pos)) || t[pos] === ')') pos++;
      }
      // Literals joined to literals alone are JOINED_LITERALS' reading.
      if (!pieces.includes(null)) continue;
    }
    result.lines.push(rendered(pieces));
    if (!freeValues(pieces)) result.unseen = true;
  }
  return result;
}

/** The receiver a call at `at` is made on: '' none, a name (`subprocess`), `)` a call's result, `->` a PHP method. */
function receiverOf(t: string, at: number): string {
  const dots = t[at - 1] === '.' ? 1 : t.startsWith('::', at - 2) ? 2 : 0;
  if (dots === 0) return t.startsWith('->', at - 2) ? '->' : '';
  if (t[at - dots - 1] === ')') return ')';
  let from = at - dots;
  while (from > 0 && at - dots - from < 40 && /[\w$]/.test(t[from - 1] as string)) from--;
  return from < at - dots ? t.slice(from, at - dots) : '?';
}

/** A first argument that is a literal the other readers read: a quote, a prefixed one, a quote-like or long string. */
const SHOWN_AT = /(?:[rRbBuUfF]{0,2}["'`]|\*?%[qQwWxiI]?[^\w\s=]|\[=*\[|<<[~-]?["'A-Z])/y;
/** The running interpreter's own path: node's `process.execPath`, Python's `sys.executable`. */
const SELF_PROGRAM = /(?:process\.execPath|sys\.executable)\b/y;
/** Perl's quote-like first argument (`system qq(..)`, `exec q{..}`). */
const PERL_QUOTE_AT = /q[qxw]?\s*[^\w\s,;)=]/y;
/** An options object opening with its argv (`{cmd: [`), to the argv's first item. */
const JS_CMD_OPTION = /\{\s*cmd\s*:\s*\[\s*/y;
/** Round 74: a format call, open (`sprintf(`, `format(`, Lua's `string.format(`), its format literal next. */
const FORMAT_CALL_AT = /(?:sprintf|string\.format|format)[ \t]*\([ \t]*(?=["'])/y;
/** Python's spawn mode (`os.P_WAIT, `) and a keyword (`args=`, R's `command = `) before the value. */
const MODE_AT = /(?:os\.)?P_[A-Z]+\s*,\s*/y;
const KEYWORD_AT = /[A-Za-z_]\w*[ \t]*=(?![=>~])\s*/y;
/** What after a call's name without parentheses makes it no call (`=>`, `:`, `=`, a method's `.`); `*` splats (`system *ARGV`). */
const NO_ARGUMENT = '=:,.?|&>+/)]}';
/** Python's subprocess calls an `executable=` option gives the program of; `shell=True` makes it the shell. */
const EXECUTABLE_ARGV = /^(?:run|call|check_call|check_output|Popen)$/;
const SHELL_TRUE = /\bshell\s*=\s*True\b/;
/** A bare variable as an argument (`cmd`, `$cmd`, `@ARGV`) and the blanks after it. */
const VARIABLE_AT = /([$@]?[A-Za-z_]\w*)[ \t]*/y;
/** An assignment to a name: plain (`=`, R's `<-`, `:=`) or compound (`+=`, `.=`, `||=`). */
const ASSIGNED = /(?<![\w$@.])([$@]?[A-Za-z_]\w*)[ \t]*(=|<-|:=|[-+*/.|&%]=|\|\|=|&&=)(?![=~>])/g;
/** A name a loop binds (`for cmd in ..`, `foreach my $c (..)`): a value the code does not show. */
const LOOP_BINDING = /\b(?:for|foreach)\s+(?:(?:my|local|const|let|var)\s+)?(?:\(\s*)?([$@]?[A-Za-z_]\w*)/g;

/**
 * A value changed in place (Ruby's `cmd << x`, `cmd.concat(x)`, `cmd.sub!(..)`; Python's `cmd.append(x)`;
 * Perl's `push @cmd, $x`): what it holds then is not the literal assigned.
 */
const MUTATION =
  /(?<![\w$@.])([$@]?[A-Za-z_]\w*)(?:[ \t]*<<|\.(?:append|extend|insert|concat|replace|prepend|push|unshift|splice|update|sub!|gsub!|tr!|squeeze!|strip!|chomp!|insert!)\s*\()|\b(?:push|unshift|splice)\s*(?:\(\s*)?([$@][A-Za-z_]\w*)/g;
/** Whether a literal or a list of literals stands at `pos`, its statement ending after it. */
function literalValue(t: string, pos: number): boolean {
  while (t[pos] === ' ' || t[pos] === '\t') pos++;
  let end: number;
  if (t[pos] === '[' || t[pos] === '(') {
    const items = argvItems(t, pos + 1, false);
    if (items.unknown || items.listed) return false;
    end = items.end + 1;
  } else {
    LITERAL_AT.lastIndex = pos;
    const m = LITERAL_AT.exec(t);
    // Round 74: a literal that interpolates a value (`"git #{x}"`, `` `git ${x}` ``) is a joined head (assignedJoin).
    if (m === null || (m[2] === undefined && INTERPOLATION.test(m[1] ?? m[3] ?? ''))) return false;
    end = pos + m[0].length;
  }
  while (t[end] === ' ' || t[end] === '\t') end++;
  return end >= t.length || ';\n)}'.includes(t[end] as string);
}

/**
 * Round 74 (docs/floor.md "Round 74 (rt-unshown-r74)"): a variable assigned once a literal joined to a value
 * (`cmd = "ls " + x`, `.`, `..`, `"ls %s" % x`) or interpolating one (`cmd = "ls #{x}"`), as a joined head's
 * pieces (round 72): the literal, then the value not shown. Undefined for any other value.
 */
function assignedJoin(t: string, name: string): Piece[] | undefined {
  for (const f of t.matchAll(LOOP_BINDING)) if (f[1] === name) return undefined;
  for (const f of t.matchAll(MUTATION)) if ((f[1] ?? f[2]) === name) return undefined;
  let found: Piece[] | undefined;
  for (const a of t.matchAll(ASSIGNED)) {
    if (a[1] !== name) continue;
    if (found !== undefined || (a[2] !== '=' && a[2] !== '<-' && a[2] !== ':=')) return undefined;
    let before = (a.index as number) - 1;
    while (t[before] === ' ' || t[before] === '\t') before--;
    if (t[before] === '(' || t[before] === ',') return undefined;
    let pos = (a.index as number) + a[0].length;
    while (t[pos] === ' ' || t[pos] === '\t') pos++;
    LITERAL_AT.lastIndex = pos;
    const m = LITERAL_AT.exec(t);
    if (m === null) return undefined;
    const body = m[1] ?? m[2] ?? m[3] ?? '';
    const inner = m[2] === undefined ? INTERPOLATION.exec(body) : null;
    pos += m[0].length;
    while (t[pos] === ' ' || t[pos] === '\t') pos++;
    if (inner !== null) found = [asGiven(body.slice(0, inner.index)).pop() as string, null];
    else if (t[pos] === '%' && t[pos + 1] !== '=' && FORMAT_CONVERSION.test(body))
      found = (asGiven(body).pop() as string)
        .split(FORMAT_CONVERSION_AT)
        .map((part) => (part === '%%' ? '%' : part.startsWith('%') ? null : part));
    else if (t.startsWith('..', pos) || t[pos] === '+' || t[pos] === '.')
      found = [asGiven(body).pop() as string, null];
    else return undefined;
  }
  return found;
}

/** Whether the code shows a variable's value: assigned, and only ever assigned a literal or a list of them. */
function shownVariable(t: string, name: string): boolean {
  for (const f of t.matchAll(LOOP_BINDING)) if (f[1] === name) return false;
  for (const f of t.matchAll(MUTATION)) if ((f[1] ?? f[2]) === name) return false;
  let found = false;
  for (const a of t.matchAll(ASSIGNED)) {
    if (a[1] !== name) continue;
    if (a[2] !== '=' && a[2] !== '<-' && a[2] !== ':=') return false;
    // A parameter's default or a keyword (`def f(cmd="ls")`, `function f(a, cmd = "ls")`): a caller gives any value.
    let before = (a.index as number) - 1;
    while (t[before] === ' ' || t[before] === '\t') before--;
    if (t[before] === '(' || t[before] === ',') return false;
    if (!literalValue(t, (a.index as number) + a[0].length)) return false;
    found = true;
  }
  return found;
}

/** R's keyword arguments to `paste`: the separator and the collapse. */
const PASTE_KEYWORD = /(sep|collapse)\s*=\s*/y;

/** Round 73: R's `paste(..)` and `paste0(..)` as a command line: literals joined by the separator, the rest not shown. */
function pasteReading(t: string, open: number, sep: string): Piece[] | undefined {
  const items: Piece[] = [];
  let given: Piece | undefined;
  let pos = open;
  const limit = Math.min(t.length, open + ARGV_SPAN);
  while (pos < limit) {
    while (pos < limit && (t[pos] === ' ' || t[pos] === '\t' || t[pos] === '\n')) pos++;
    if (t[pos] === ')') break;
    PASTE_KEYWORD.lastIndex = pos;
    const k = PASTE_KEYWORD.exec(t);
    if (k !== null) pos += k[0].length;
    LITERAL_AT.lastIndex = pos;
    const lit = LITERAL_AT.exec(t);
    let piece: Piece = null;
    if (lit !== null) {
      piece = asGiven(lit[1] ?? lit[2] ?? lit[3] ?? '').pop() as string;
      pos += lit[0].length;
    } else
      for (let level = 0; pos < limit; pos++) {
        const d = t[pos] as string;
        // A literal inside a computed part (`readLines("f")`) is passed whole.
        if (d === '"' || d === "'") {
          LITERAL_AT.lastIndex = pos;
          const inner = LITERAL_AT.exec(t);
          if (inner === null) return undefined;
          pos += inner[0].length - 1;
        } else if (d === '(' || d === '[') level++;
        else if (level > 0 && (d === ')' || d === ']')) level--;
        else if (level === 0 && (d === ',' || d === ')')) break;
      }
    if (k?.[1] === 'sep') given = piece;
    else if (k === null) items.push(piece);
    while (t[pos] === ' ' || t[pos] === '\t') pos++;
    if (t[pos] === ',') pos++;
    else if (t[pos] !== ')') return undefined;
  }
  if (t[pos] !== ')' || given === null) return undefined;
  const by = given ?? sep;
  return items.flatMap((p, n) => (n === 0 ? [p] : [by, p]));
}

/** What a sink's first argument at `pos` is: none, a literal or variable the code shows, a value it does not, or R's paste. */
function firstArgument(
  t: string,
  pos: number,
  lang: string,
  paren: boolean,
  shown: (name: string) => boolean | Piece[],
): 'none' | 'shown' | 'unshown' | Piece[] {
  const step = (re: RegExp): boolean => {
    re.lastIndex = pos;
    const m = re.exec(t);
    if (m !== null) pos += m[0].length;
    return m !== null;
  };
  while (t[pos] === ' ' || t[pos] === '\t' || (paren && t[pos] === '\n')) pos++;
  step(MODE_AT);
  if (paren) step(KEYWORD_AT);
  // Perl's block program (`exec { "git" } @a`): a literal is round 71's reading (argvApart).
  if (lang === 'perl' && t[pos] === '{') {
    let at = pos + 1;
    while (t[at] === ' ' || t[at] === '\t') at++;
    return at >= t.length ? 'none' : t[at] === '"' || t[at] === "'" ? 'shown' : 'unshown';
  }
  // Deno's and bun's options object (`Deno.run({cmd: ["ls"]})`, `Bun.spawn({cmd: [..]})`): its argv's program.
  if (lang === 'node' && t[pos] === '{') {
    const at = step(JS_CMD_OPTION) ? pos : -1;
    return at < 0 ? 'unshown' : t[at] === '"' || t[at] === "'" ? 'shown' : 'unshown';
  }
  // Ruby's environment given first (`system({"A" => "1"}, CMD)`): codeEnvironment reads it; the command follows.
  if (t[pos] === '{') {
    const close = t.indexOf('}', pos);
    // The code ends inside it: nothing runs.
    if (close < 0) return 'none';
    if (close - pos > 256) return 'unshown';
    pos = close + 1;
    while (t[pos] === ' ' || t[pos] === '\t') pos++;
    if (t[pos] !== ',') return 'unshown';
    pos++;
    while (t[pos] === ' ' || t[pos] === '\t') pos++;
  }
  const c = t[pos];
  if (c === undefined || c === ')' || c === ';' || c === '\n' || c === '}') return 'none';
  if (step(SHOWN_AT) || (lang === 'perl' && step(PERL_QUOTE_AT))) return 'shown';
  // The interpreter itself (`spawn(process.execPath, [..])`): a program the code names, its arguments read as listed.
  if (step(SELF_PROGRAM)) return 'shown';
  // An argv list: its program a literal is round 71's reading (argvApart); any other program is not shown.
  const list = c === '[' || c === '(' ? 1 : lang === 'r' && t.startsWith('c(', pos) ? 2 : 0;
  if (list > 0) {
    let at = pos + list;
    while (t[at] === ' ' || t[at] === '\t' || t[at] === '\n') at++;
    return at >= t.length ? 'none' : t[at] === '"' || t[at] === "'" || t[at] === '[' ? 'shown' : 'unshown';
  }
  if (lang === 'r' && (t.startsWith('paste(', pos) || t.startsWith('paste0(', pos))) {
    const open = t.indexOf('(', pos) + 1;
    return pasteReading(t, open, t[open - 2] === '0' ? '' : ' ') ?? 'unshown';
  }
  // Round 74: a format call's literal (`sprintf("ls %s", a)`, Lua's `string.format`): each conversion a value not shown.
  if (step(FORMAT_CALL_AT)) {
    LITERAL_AT.lastIndex = pos;
    const format = LITERAL_AT.exec(t);
    if (format === null) return 'unshown';
    return (asGiven(format[1] ?? format[2] ?? format[3] ?? '').pop() as string)
      .split(FORMAT_CONVERSION_AT)
      .map((part) => (part === '%%' ? '%' : part.startsWith('%') ? null : part));
  }
  VARIABLE_AT.lastIndex = pos;
  const variable = VARIABLE_AT.exec(t);
  if (variable === null) return 'unshown';
  pos += variable[0].length;
  const next = t[pos];
  const ends =
    next === undefined ||
    next === ',' ||
    next === ')' ||
    (!paren && (next === ';' || next === '\n' || next === '}'));
  const value = ends ? shown(variable[1] as string) : false;
  return value === true ? 'shown' : value === false ? 'unshown' : value;
}

/**
 * Whether a variable's value is shown in `t` (shownVariable), or its joined head's pieces (assignedJoin): each
 * name's assignments read once, at most MAX_JOINED names.
 */
function shownIn(t: string): (name: string) => boolean | Piece[] {
  const names = new Map<string, boolean | Piece[]>();
  return (name) => {
    let known = names.get(name);
    if (known === undefined) {
      known = names.size < MAX_JOINED && (shownVariable(t, name) || (assignedJoin(t, name) ?? false));
      names.set(name, known);
    }
    return known;
  };
}
/**
 * Round 74: whether a first argument at `pos` that is a literal stands alone: no interpolation (`"#{x}"`, an
 * f-string, `` `${x}` ``, Perl's `"$x"`) and nothing joined after it (`"os.sys" + "tem"`, `"a" . $x`). Any other
 * shown argument (a variable assigned literals, a quote-like literal) is firstArgument's.
 */
function literalAlone(t: string, pos: number, paren: boolean): boolean {
  while (t[pos] === ' ' || t[pos] === '\t' || (paren && t[pos] === '\n')) pos++;
  if (paren) {
    KEYWORD_AT.lastIndex = pos;
    const k = KEYWORD_AT.exec(t);
    if (k !== null) pos += k[0].length;
  }
  // Perl's `qq{..}` and Ruby's `%Q{..}`, `%(..)` interpolate as double quotes do.
  INTERPOLATING_QUOTE.lastIndex = pos;
  const q = INTERPOLATING_QUOTE.exec(t);
  if (q !== null) {
    const from = pos + q[0].length;
    const end = t.indexOf(CLOSING.get(q[1] as string) ?? (q[1] as string), from);
    return !INTERPOLATION.test(t.slice(from, end < 0 ? t.length : end));
  }
  const prefix = /^[rRbBuUfF]{0,2}/.exec(t.slice(pos, pos + 2))?.[0] ?? '';
  LITERAL_AT.lastIndex = pos + prefix.length;
  const m = LITERAL_AT.exec(t);
  if (m === null) return true;
  if (/[fF]/.test(prefix) || (m[2] === undefined && INTERPOLATION.test(m[1] ?? m[3] ?? ''))) return false;
  let end = pos + prefix.length + m[0].length;
  while (t[end] === ' ' || t[end] === '\t') end++;
  return end >= t.length || ',);\n}'.includes(t[end] as string);
}
/** Round 74: a quote-like literal that interpolates (Perl's `qq`, Ruby's `%Q`, `%W`, `%`), to its delimiter. */
const INTERPOLATING_QUOTE = /(?:qq|%[QW]?)[ \t]*([^\w\s])/y;
/** A block opening (`{`, Ruby's `do`), after a call's name and its blanks. */
const BLOCK_AT = /^(?:\{|do\b)/;

/**
 * Round 73: the calls of a sink table whose first argument is a value the code does not show; round 74: for
 * an evaluator (CODE_EVALUATORS, `evaluates`), a block (`eval { .. }`, `instance_eval do .. end`) is code shown.
 */
function unshownCalls(
  t: string,
  lang: string,
  sinks: Sinks | undefined,
  evaluates: boolean,
): { lines: string[]; unseen: boolean } {
  const result = { lines: [] as string[], unseen: false };
  if (sinks === undefined) return result;
  const literals = [...t.matchAll(STRING_LITERAL)];
  const spans = literals.map((l) => (l.index as number) + l[0].length);
  const starts = literals.map((l) => l.index as number);
  let span = 0;
  const shown = shownIn(t);
  let n = 0;
  let every = 0;
  for (const m of t.matchAll(sinks.at)) {
    const at = m.index as number;
    while (span < spans.length && (spans[span] as number) <= at) span++;
    // A call's name inside a literal is the literal's text (a nested code literal is read as code again).
    if (span < spans.length && (starts[span] as number) < at) continue;
    const allowed = sinks.receivers.get(m[1] as string);
    const receiver = receiverOf(t, at);
    if (
      allowed === undefined ||
      !(allowed.has(receiver) || (receiver !== '' && receiver !== '->' && allowed.has('*')))
    )
      continue;
    const paren = m[2] === '(';
    const pos = at + m[0].length;
    // An evaluator's block is code the text shows, read where it stands.
    if (evaluates && BLOCK_AT.test(t.slice(pos, pos + 3))) continue;
    // Without parentheses a call takes its argument after a blank; an operator there makes the name no call
    // (`system => 1`, `exec: true`, `system = x`).
    if (
      !paren &&
      (!sinks.parenless || pos === at + (m[1] as string).length || NO_ARGUMENT.includes(t[pos] ?? ';'))
    )
      continue;
    // R's paste reads at most ARGV_SPAN characters a call: past MAX_JOINED calls, the rest is unseen.
    if (lang === 'r' && n++ >= MAX_JOINED) {
      result.unseen = true;
      break;
    }
    const arg = firstArgument(t, pos, lang, paren, shown);
    // Round 74: an evaluator's code is shown only as a literal standing alone (not joined, not interpolating).
    if (evaluates) {
      const alone = (a: ReturnType<typeof firstArgument>, at: number): boolean =>
        !(a === 'unshown' || Array.isArray(a) || (a === 'shown' && !literalAlone(t, at, paren)));
      // Round 75: code no reader reads (a pickle) is unseen whatever it is given.
      if (OPAQUE_CODE.get(lang)?.includes(m[1] as string) === true) {
        result.unseen = true;
        continue;
      }
      // Round 75: PHP's `assert` of a test (`assert($n > 0)`) yields no string: nothing evaluated.
      if (lang === 'php' && m[1] === 'assert' && paren && phpAssertTest(t, pos)) continue;
      if (!alone(arg, pos)) result.unseen = true;
      // Round 75: an evaluator whose every argument is code (`new Function("a", x)`): each read as the first.
      else if (paren && CODE_IN_EVERY_ARGUMENT.get(lang)?.includes(m[1] as string) === true) {
        if (++every > MAX_JOINED) {
          result.unseen = true;
          break;
        }
        for (let at = nextArgument(t, pos); at >= 0 && !result.unseen; at = nextArgument(t, at))
          if (
            at === Number.MAX_SAFE_INTEGER ||
            (!notCode(t, at, argumentEnd(t, at)) && !alone(firstArgument(t, at, lang, true, shown), at))
          )
            result.unseen = true;
      }
      continue;
    }
    // A subprocess call's `executable=` names its program (round 70, argvApart), unless a shell takes the line.
    const named = EXECUTABLE_ARGV.test(m[1] as string) && executableOf(t).length > 0 && !SHELL_TRUE.test(t);
    if (arg === 'unshown' && !named) result.unseen = true;
    else if (Array.isArray(arg)) {
      result.lines.push(rendered(arg));
      if (!freeValues(arg)) result.unseen = true;
    }
  }
  return result;
}

/**
 * Round 73 (docs/floor.md "Round 73 (rt-unshown-r73)"): a call that runs a command line or a program
 * (COMMAND_SINKS) whose first argument is a value the code does not show (`os.system(open("f").read())`,
 * `system(ARGV[0])`, `execSync(process.env.X)`, `os.execute(arg[1])`, `system(<STDIN>)`, a variable never
 * assigned a literal): the code runs what gate cannot read, as `sh -c "$(cat f)"` does (unseen). R's
 * `paste(..)` is read as a joined head (round 72): its literals shown, the rest `"$@"` where it stands.
 */
function unshownCommands(t: string, lang: string): { lines: string[]; unseen: boolean; code: boolean } {
  const result = { lines: [] as string[], unseen: false, code: false };
  // Round 74: a sink reached by another name is read as its own call; one reached by a computed name is unseen.
  const other = sinksByOtherNames(t, lang);
  if (other.unseen) result.unseen = true;
  // Round 75: an evaluator handed on, or code a language builds from text no call shows (`s/../../ee`).
  if (evaluatorHandedOn(other.text, lang) || constructedCode(t, lang)) result.code = true;
  for (const text of other.text === t ? [t] : [t, other.text]) {
    const read = unshownCalls(text, lang, SINKS.get(lang), false);
    result.lines.push(...read.lines);
    if (read.unseen) result.unseen = true;
    if (unshownCalls(text, lang, EVALUATORS.get(lang), true).unseen) result.code = true;
  }
  // Perl's pipe open with the command apart (`open(F, "-|", $cmd)`): the command is the argument after the mode.
  const shown = shownIn(t);
  if (lang === 'perl')
    for (const m of t.matchAll(PERL_PIPE_MODE)) {
      const arg = firstArgument(t, (m.index as number) + m[0].length, lang, true, shown);
      if (arg === 'unshown' || (Array.isArray(arg) && !freeValues(arg))) result.unseen = true;
    }
  // Round 75: Ruby's open of a name (`open(x)`, `IO.read("|" + x)`): one starting `|` runs the rest as a command.
  if (lang === 'ruby')
    for (const m of t.matchAll(RUBY_OPEN)) {
      const pos = (m.index as number) + m[0].length;
      const paren = m[0].endsWith('(');
      const arg = firstArgument(t, pos, lang, paren, shown);
      if (arg === 'unshown') result.unseen = true;
      let pieces: Piece[] | undefined;
      if (Array.isArray(arg)) pieces = arg;
      else if (arg === 'shown' && !literalAlone(t, pos, paren)) {
        let at = pos;
        while (t[at] === ' ' || t[at] === '\t') at++;
        LITERAL_AT.lastIndex = at;
        const literal = LITERAL_AT.exec(t);
        const body = literal?.[1] ?? literal?.[2];
        const inner = body?.search(INTERPOLATION) ?? -1;
        if (body !== undefined) pieces = [inner < 0 ? body : body.slice(0, inner), null];
      }
      const head = pieces?.[0];
      if (pieces === undefined || typeof head !== 'string' || !head.startsWith('|')) continue;
      pieces = [head.slice(1), ...pieces.slice(1)];
      result.lines.push(rendered(pieces));
      if (!freeValues(pieces)) result.unseen = true;
    }
  // Round 75: Perl's two-argument open of a value (`open(F, $x)`): `"id|"` there is a command run.
  if (lang === 'perl')
    for (const m of t.matchAll(PERL_OPEN_TWO)) {
      const pos = (m.index as number) + m[0].length;
      if (firstArgument(t, pos, lang, true, shown) === 'unshown' && nextArgument(t, pos) === -1)
        result.unseen = true;
    }
  // Ruby's `%x(..)` interpolating a value (`%x(#{ARGV[0]})`): a joined head, as its backquote is (round 72).
  if (lang === 'ruby')
    for (const m of t.matchAll(RUBY_COMMAND_QUOTE)) {
      const from = (m.index as number) + m[0].length;
      const end = t.indexOf(CLOSING.get(m[1] as string) ?? (m[1] as string), from);
      const body = t.slice(from, end < 0 ? t.length : end);
      const inner = body.indexOf('#{');
      if (inner < 0) continue;
      const pieces: Piece[] = [body.slice(0, inner), null];
      result.lines.push(rendered(pieces));
      if (!freeValues(pieces)) result.unseen = true;
    }
  return result;
}
/** Perl's three-argument pipe open, to its command (`open(my $f, "-|", `, `open F, '|-', `). */
const PERL_PIPE_MODE = /\bopen\b[^,;]{0,64},\s*["'](?:-\||\|-)["']\s*,/g;
/** Round 75: Ruby's calls that open a name, a command when it starts `|` (Kernel's `open`, IO's class readers). */
const RUBY_OPEN =
  /(?:(?<![\w.:])|\b(?:Kernel|URI)[ \t]*\.[ \t]*)open(?:[ \t]*\(|[ \t]+(?=[\w"'$@]))|\bIO[ \t]*\.[ \t]*(?:read|readlines|foreach|write|binread|binwrite)[ \t]*\(/g;
/** Round 75: Perl's open with a handle, to its second argument (`open(F, `, `open(my $f, `, `open F, `). */
const PERL_OPEN_TWO = /\bopen(?:[ \t]*\([ \t]*|[ \t]+)(?:my[ \t]+)?[$\w]{1,64}[ \t]*,[ \t]*/g;
/** Ruby's command quote and its delimiter (`%x(`, `%x{`, `%x|`). */
const RUBY_COMMAND_QUOTE = /%x([^\w\s])/g;

/** Code that may set an environment: a name for it (`env`, `ENV`, `environ`, `putenv`, `Env`), a hash (Ruby's first argument), an exec call's `e` form. */
const ENV_CODE = /env|ENV|Env|=>|(?:exec|spawn)[lv]p?e\b/;
/** An environment variable's name as code writes it, quoted or bare (upper case: a key, not a code word). */
const ENV_KEY = /["']([A-Z_][A-Z0-9_]{0,63})["']|(?<![\w$])([A-Z_][A-Z0-9_]{0,63})(?![\w$])/g;
/** A literal that is one assignment (`putenv("GIT_DIR=..")`, Go's `cmd.Env` entries, an `execle` list's). */
const ENV_LITERAL = /^([A-Z_][A-Z0-9_]{0,63})=([\s\S]*)$/;
/** The calls that set a variable by name and value (`os.putenv("A", v)`, `ENV.store`, `os.Setenv`). */
const ENV_SETTER = /(?:putenv|setenv|Setenv|store|setdefault|put|set)\s*\(\s*$/;
/** Pairs read in one piece of code. */
const MAX_ENV_PAIRS = 32;
/** A value the code computes: what the shell's readers read as a variable they do not know. */
const CODE_VALUE = '$GATE_CODE_VALUE';

/**
 * Round 72 (docs/floor.md "Round 72 (rt-interp-r72)"): the assignments code makes to the environment of
 * what it runs, as `NAME=VALUE` words for envScripts (the floor's one environment vocabulary): a key and its
 * value (Ruby's and Perl's `"GIT_DIR" => v`, Python's `{"GIT_DIR": v}` and `dict(os.environ, GIT_DIR=v)`,
 * node's `{env: {GIT_DIR: v}}`, `ENV["X"] = v`, `$ENV{X} = v`, `process.env.X = v`), a setter's pair
 * (`os.putenv("X", v)`), a literal `"X=v"`. A value that is no literal, or a literal joined to more, is a
 * value the code computes. Upper-case names only: a lower-case key is a program's option, not the environment.
 */
function codeEnvironment(t: string): string[] {
  const out: string[] = [];
  if (!ENV_CODE.test(t)) return out;
  // A bare name inside a literal is the literal's text (`os.system("make CC=gcc")`), no key: the literals' spans.
  const spans = [...t.matchAll(STRING_LITERAL)].map((l) => [
    l.index as number,
    (l.index as number) + l[0].length,
  ]);
  let span = 0;
  for (const m of t.matchAll(ENV_KEY)) {
    if (out.length >= MAX_ENV_PAIRS) break;
    const name = (m[1] ?? m[2]) as string;
    const at = m.index as number;
    while (span < spans.length && (spans[span]?.[1] as number) <= at) span++;
    if (m[2] !== undefined && span < spans.length && (spans[span]?.[0] as number) < at) continue;
    let pos = at + m[0].length;
    const skip = (): void => {
      while (t[pos] === ' ' || t[pos] === '\t') pos++;
    };
    skip();
    if (t[pos] === ']' || t[pos] === '}') {
      pos++;
      skip();
    }
    const c = t[pos];
    if (t.startsWith('=>', pos)) pos += 2;
    else if (c === '=' && t[pos + 1] !== '=') pos++;
    else if (c === ':' && t[pos + 1] !== ':') pos++;
    else if (c === ',' && ENV_SETTER.test(t.slice(Math.max(0, at - 24), at))) pos++;
    else continue;
    skip();
    LITERAL_AT.lastIndex = pos;
    const value = t[pos] === '"' || t[pos] === "'" ? LITERAL_AT.exec(t) : null;
    if (value === null) {
      out.push(`${name}=${CODE_VALUE}`);
      continue;
    }
    pos += value[0].length;
    skip();
    const body = asGiven(value[1] ?? value[2] ?? '').pop() as string;
    out.push(`${name}=${body}${t[pos] === '+' || t[pos] === '.' ? CODE_VALUE : ''}`);
  }
  for (const m of t.matchAll(STRING_LITERAL)) {
    if (out.length >= MAX_ENV_PAIRS) break;
    const pair = ENV_LITERAL.exec(m[1] ?? m[2] ?? '');
    if (pair !== null) out.push(pair[0]);
  }
  return out;
}

/**
 * A backslash escape asGiven reads: `\xHH`, octal, and (round 76, for the languages code-escapes.ts has no table
 * for, and quote-like bodies it does not read) `\x{..}`, `\u{..}`, `\uXXXX`, `\UXXXXXXXX`; else one character.
 */
const GIVEN_ESCAPE =
  /\\(x\{[0-9a-fA-F]{1,8}\}|x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]{1,8}\}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|[\s\S])/g;
/** A code point's character; past Unicode's last, U+FFFD (no language names one). */
const codePoint = (n: number): string => String.fromCodePoint(n <= 0x10ffff ? n : 0xfffd);
/**
 * Round 38: a literal's body as written and, when it holds a backslash, as the language hands it on
 * (`\\"sudo\\" id` is `"sudo" id` to Python, Lisp, JavaScript, Perl: the shell then runs sudo).
 */
function asGiven(body: string): string[] {
  if (!body.includes('\\')) return [body];
  const given = body.replace(GIVEN_ESCAPE, (_, e: string) =>
    e.length > 1
      ? e[0] === 'x' || e[0] === 'u' || e[0] === 'U'
        ? codePoint(Number.parseInt(e.replace(/^[xuU]\{?|\}$/g, ''), 16))
        : String.fromCharCode(Number.parseInt(e, 8))
      : e === 'n'
        ? '\n'
        : e === 't'
          ? '\t'
          : // Round 77: a carriage return, which bash reads as a word's character (no blank, no line's end).
            e === 'r'
            ? '\r'
            : e,
  );
  return given === body ? [body] : [body, given];
}
/** Round 66: a pipe open's command (`|CMD`, `CMD |`), without the pipe, which alone is no command line. */
function piped(body: string): string[] {
  const b = body.trim();
  if (b.startsWith('|')) return [b.slice(1)];
  return b.endsWith('|') ? [b.slice(0, -1)] : [];
}
const PIPE_OPEN = /\bopen\b/;
/** Round 67: code texts one command's flags and nested literals give, past which nested code is unseen. */
const MAX_NESTED_CODE = 16;
/** Literals read in one piece of code: past this many the rest is not read, and the code is unseen. */
const MAX_QUOTED_BODIES = 64;
/** Round 75: literals of one piece of code read as command lines, past which the rest is unseen. */
const MAX_COMMAND_LITERALS = 4096;
/**
 * Round 66: the opening of a Perl quote-like operator (`q`, `qq`, `qx`, `qw`; not a variable `$q`) or a
 * Ruby percent literal (`%q`, `%Q`, `%x`, `%w`, `%W`, `%i`, `%`), with its delimiter (`<` left: a comparison
 * more often than a quote); and a Lua long string's `[[` or `[=[`.
 */
const QUOTE_LIKE = /(?:(?<![$@%&\w])q[qxw]?|%[qQwWxiI]?)\s*([([{!|#/~^,:])|\[(=*)\[/g;
const CLOSING = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
]);
/**
 * Round 66: the bodies of code's quote-like literals (QUOTE_LIKE): a bracket's to its matching bracket
 * (Perl nests them), another delimiter's to its next, a long string's to its `]]`. Past
 * MAX_QUOTED_BODIES the code is unseen (each body is one scan of the rest of the code, at most).
 */
function quoteLikeBodies(t: string): string[] {
  const out: string[] = [];
  for (const m of t.matchAll(QUOTE_LIKE)) {
    if (out.length >= MAX_QUOTED_BODIES) {
      out.push(`${UNSEEN_MARK} literals`);
      break;
    }
    const from = (m.index as number) + m[0].length;
    if (m[2] !== undefined) {
      const end = t.indexOf(`]${m[2]}]`, from);
      out.push(t.slice(from, end < 0 ? t.length : end));
      continue;
    }
    const open = m[1] as string;
    const close = CLOSING.get(open);
    let depth = 0;
    let end = from;
    for (; end < t.length; end++) {
      const c = t[end] as string;
      if (c === '\\') end++;
      else if (c === open && close !== undefined) depth++;
      else if (c === (close ?? open) && depth-- === 0) break;
    }
    out.push(t.slice(from, end));
  }
  return out;
}
/** Whether code names a home whole: by an API or variable (HOME_CODE), or as a string literal (`'/root'`, `"~"`). */
function namesHomeInCode(code: string): boolean {
  if (HOME_CODE.test(code)) return true;
  for (const m of code.matchAll(STRING_LITERAL)) if (namesWholeHome(m[1] ?? m[2] ?? m[3] ?? '')) return true;
  return false;
}
/**
 * Round 24: library calls that delete a directory tree, and their first argument (a string literal, or a home
 * by HOME_CODE): Python's shutil.rmtree, Ruby's FileUtils.rm_rf/rm_r/remove_dir, Perl's remove_tree/rmtree,
 * Node's fs.rmSync/rm/rmdirSync and rimraf, Go's os.RemoveAll.
 */
const DELETE_TREE =
  /(?:rmtree|rm_rf|rm_r|remove_dir|remove_tree|rmSync|rmdirSync|\bfs\.(?:promises\.)?rm\b|rimraf(?:\.sync)?|RemoveAll)\s*\(?\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|(?:[\w.$:{}[\]'"~-]+(?:\([^()]*\))?)+)/g;
/** A deleted tree's argument as a path: a literal's body, `~` for a home named by an API (`Dir.home`). */
function treeOf(arg: string): string {
  if (/^["'`]/.test(arg)) return arg.slice(1, -1);
  return HOME_CODE.test(arg) ? '~' : arg;
}
/** Whether some string literal of code begins with a carrier's name (`'tar'`, `"zip -r x"`). */
function runsCarrier(code: string): boolean {
  for (const m of code.matchAll(STRING_LITERAL)) {
    const first = /^\s*([\w./-]+)/.exec(m[1] ?? m[2] ?? m[3] ?? '')?.[1];
    if (first !== undefined && TREE_CARRIERS.has(first.slice(first.lastIndexOf('/') + 1))) return true;
  }
  return false;
}
/** Calls that run a command line through a shell in Python, Perl, Ruby, PHP, Node, awk, Emacs Lisp, Rust (round 49; Perl's `qx` round 66). */
const SHELL_CALL =
  /system|\bOpen3\b|proc_open|System\.(?:cmd|shell)|os[.:]cmd|popen|exec|spawn|subprocess|check_output|passthru|getline|\|\s*["']|%x|\bqx\b|`|shell script|Deno\.(?:run|Command)|shell-command|call-process|start-process|make-process|callCommand|readProcess|Process|run-program|Sys\.command|\bshell\b|\/sh\b|Command::new|\.run\(/;
/** Round 50: calls that run a command line as root through a library (fabric, invoke, pyinfra's `_sudo=`). */
const PRIVILEGED_CALL = /\bsudo\s*\(|_sudo\s*=\s*True/;
/** A code string literal by its quote (`".."`, `'..'` with escapes, a backquote's): one reader for code's literals. */
export const STRING_LITERAL = /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`]*)`/g;

/** Openings STRING_LITERAL tries and finds unclosed in one text, at most, before the text is unseen (round 74). */
const MAX_UNCLOSED = 8;

/**
 * Round 74 (docs/floor.md "Round 74 (lead)"): whether STRING_LITERAL, read over `t`, would try more than
 * MAX_UNCLOSED openings it finds unclosed. Each such opening reads to the text's end, so `"\` repeated made the
 * code readers quadratic (40 kB: 15 s of CPU on the base); code with that many is malformed, read as unseen. One
 * pass: where a body read from each place ends (right to left), then STRING_LITERAL's left-to-right tries.
 */
export function unclosedLiterals(t: string): boolean {
  const n = t.length;
  if (n < 64) return false;
  const closes = (q: number): Int32Array => {
    const close = new Int32Array(n + 2).fill(-1);
    for (let j = n - 1; j >= 0; j--) {
      const c = t.charCodeAt(j);
      // `\\.` takes the next character but a line's end; `[^q\\]` any other.
      if (c === q) close[j] = j;
      else if (c !== 92) close[j] = close[j + 1]!;
      else if (j + 1 < n && !isLineEnd(t.charCodeAt(j + 1))) close[j] = close[j + 2]!;
    }
    return close;
  };
  const double = closes(34);
  const single = closes(39);
  let unclosed = 0;
  for (let pos = 0; pos < n; pos++) {
    const c = t.charCodeAt(pos);
    const end =
      c === 34 ? double[pos + 1]! : c === 39 ? single[pos + 1]! : c === 96 ? t.indexOf('`', pos + 1) : -2;
    if (end >= 0) pos = end;
    else if (end === -1 && ++unclosed > MAX_UNCLOSED) return true;
  }
  return false;
}

/** The line ends `.` does not match. */
const isLineEnd = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
/**
 * Two or more string literals joined by concatenation (`+`, `.`, Lua's `..`: round 76; Ruby's `<<`: round 77) or
 * juxtaposition; round 77: a concatenation through parentheses (`"s" + ("udo id")`, `("ls; s") + "udo id"`); the mark takes its own blanks (`\s*[+.]?\s*` split one run of blanks two ways: docs/floor.md "Round 72 (lead)").
 */
const JOINED_LITERALS = new RegExp(
  `(?:${STRING_LITERAL.source})(?:\\s*(?:(?:\\)\\s*)*(?:\\.\\.|<<|[+.])\\s*(?:\\(\\s*)*)?(?:${STRING_LITERAL.source}))+`,
  'g',
);
/**
 * Two or more string literals separated by commas (an argv, a list a join call joins); round 67: an argv
 * list opening after the program (`execFileSync("git", ["-C", ..])`, `spawn("git", [..])`) continues it;
 * round 68: and one an options object opens (`new Deno.Command("git", {args: ["-C", ..]})`); round 75 (lead): a
 * list joined to a list (`["git"] + ["-C", ..]`, `["git"].concat([..])`) or a Perl list inside one (`"git", ("-C",
 * ..), "status"`) continues it: each was read as its first list alone, and `git -C /tmp/r status` was admitted.
 */
const LISTED_LITERALS = new RegExp(
  `(?:${STRING_LITERAL.source})(?:\\s*(?:(?:[\\])]\\s*)?,\\s*(?:\\{\\s*args\\s*:\\s*)?(?:[[(]\\s*)?|\\]\\s*(?:\\+|\\.concat\\()\\s*\\[\\s*)(?:${STRING_LITERAL.source}))+`,
  'g',
);
/**
 * Round 70: whether a list's first literal is a program whose argv[0] the second gives: the list opens
 * after the first (`execv("P", ["x", ..])`), the first two are a pair (`["P", "x"], ..`), or an exec call's
 * `l` form takes the file, then argv[0] (`execlp("P", "x", ..)`, `spawnlp(os.P_WAIT, "P", "x", ..)`).
 */
function separatesArgv0(code: string, at: number, text: string, found: readonly RegExpMatchArray[]): boolean {
  const first = found[0];
  const second = found[1];
  const third = found[2];
  if (first === undefined || second === undefined || third === undefined) return false;
  const between = text.slice((first.index as number) + first[0].length, second.index as number);
  const after = text.slice((second.index as number) + second[0].length, third.index as number);
  if (between.includes('[') || after.includes(']')) return true;
  return EXEC_L_CALL.test(code.slice(Math.max(0, at - 48), at));
}
/** An exec or spawn call of the `l` family open before its file (`os.execlp(`, `os.spawnlp(os.P_WAIT, `). */
const EXEC_L_CALL = /\b(?:exec|spawn)lp?e?\s*\(\s*(?:[\w.]+\s*,\s*)?$/;
/** The programs an option names apart from the argv (`executable="git"`, `execPath: "git"`), at most 8. */
function executableOf(code: string): string[] {
  if (!code.includes('xec')) return [];
  const out: string[] = [];
  for (const m of code.matchAll(EXECUTABLE_OPTION)) {
    if (out.length >= 8) break;
    out.push(quote(m[1] ?? m[2] ?? ''));
  }
  return out;
}
const EXECUTABLE_OPTION =
  /\b(?:executable|execPath)["']?\s*[=:]\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g;
/** Perl's `exec {PROGRAM} LIST` and `system {PROGRAM} LIST`: the block and the list after it. */
const PERL_INDIRECT =
  /\b(?:exec|system)\s*(\{[^{}]{0,256}\})\s*(?:\(\s*)?((?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')(?:\s*,\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'))*)/g;
/** A code string literal, double or single quoted (the program or argv[0] of an exec call). */
const CODE_LITERAL = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'`;
/**
 * Ruby's environment given first (`Process.spawn({"A" => "1"}, ..`, `IO.popen(ENV.to_h, ..`). The calls below take
 * an opening `(` or `[` with the blanks after it (`(?:\(\s*)?`), never `\(?\s*` beside another `\s*`: two runs
 * that can split one stretch of blanks cost quadratic time where the match fails (docs/floor.md "Round 71 (lead)").
 */
const RUBY_ENV = String.raw`(?:(?:\{[^{}]{0,256}\}|[\w.:]+)\s*,\s*)?`;
/**
 * An exec call with its program a literal and the arguments after it (Ruby's and Perl's `system("git",
 * *ARGV)`, `exec "git", @a`, `system("git", qw(..))`; node's `spawn("git", a, {argv0: ..})`, `execFileSync`;
 * PHP's `pcntl_exec`; round 73: R's `system2("git", args)`), the environment first or not; node's, PHP's and R's
 * arguments are one list.
 */
const LITERAL_PROGRAM_CALL = new RegExp(
  String.raw`\b(?:(exec|system|spawn)|spawnSync|execFile(?:Sync)?|pcntl_exec|system2)\s*(?:\(\s*)?${RUBY_ENV}(${CODE_LITERAL})\s*,\s*`,
  'g',
);
/** Ruby's pair of program and argv[0] opening an exec or spawn call (`exec(["git", "x"], ..`, `IO.popen([[..`). */
const RUBY_PAIR = new RegExp(
  String.raw`\b(?:exec|system|spawn|popen|capture2e?|capture3)\s*(?:\(\s*)?${RUBY_ENV}(?:\[\s*)?\[\s*(${CODE_LITERAL})\s*,\s*(${CODE_LITERAL})\s*\]\s*`,
  'g',
);
/** Perl's block program (`exec { "git" } ..`, `system {"git"} (..)`). */
const PERL_BLOCK = new RegExp(String.raw`\b(?:exec|system)\s*\{\s*(${CODE_LITERAL})\s*\}\s*`, 'g');
/**
 * Python's exec and spawn calls with a file then its argv: the `v` family's argv list (`os.execv(F, ARGV)`,
 * `os.spawnvp(os.P_WAIT, F, ARGV)`, `os.posix_spawnp(F, ARGV, ENV)`) or the `l` family's items (`os.execlp(F,
 * A0, ..)`; an `e` form's last item is the environment).
 */
const PYTHON_EXEC = new RegExp(
  String.raw`\b(?:(?:exec|spawn)([lv])p?(e?)|posix_spawnp?)\s*\(\s*(?:[\w.]+\s*,\s*)?(${CODE_LITERAL})\s*,\s*`,
  'g',
);
/** A subprocess call whose first argument is the argv an `executable=` option's program gets. */
const EXECUTABLE_CALL = /\b(?:run|call|check_call|check_output|Popen|proc_open)\s*\(\s*/g;
/** STRING_LITERAL where an argument starts. */
const LITERAL_AT = new RegExp(STRING_LITERAL.source, 'y');
/** A quote-like list of words (Ruby's `%w[..]`, `%W`, `%i`, splatted or not; Perl's `qw(..)`) and its delimiter. */
const WORD_LIST = /\*?\s*(?:%[wWiI]|\bqw)\s*([([{<!|/])/y;
/** A Ruby option's key (`exception: true`, `:err => :out`). */
const RUBY_OPTION = /(?:([a-z_]+):\s|:([a-z_]+)\s*=>)/y;
/** A program's name or path as an exec call gives it (no blank: a command line is the shell readings'). */
const PROGRAM_NAME = /^[\w./+-]+$/;
/** Exec calls read in one piece of code: past this many the rest is code unseen. */
const MAX_ARGV_CALLS = 64;
/** Characters of one call's arguments read: past them the argv is unknown. */
const ARGV_SPAN = 512;

/** An exec call's arguments as read: the words shown, and whether any argument is one the code does not show. */
interface ArgvItems {
  words: string[];
  unknown: boolean;
  /** Whether a quote-like list gave some of the words (what round 70's literal reading does not read). */
  listed: boolean;
  /** Where the reading stopped: the closing bracket, the comma after one item, or past the span. */
  end: number;
}

/**
 * The arguments from `from`: literals, quote-like lists (WORD_LIST) and lists of them (`["x"] + a` read
 * through `+`), to the bracket that closes them or, `one`, the first comma. Anything else (a variable, a
 * splat, a call, an option `key: v`) is an argument the code does not show; so is an argv not closed within
 * ARGV_SPAN characters.
 */
function argvItems(t: string, from: number, one: boolean, depth = 0): ArgvItems {
  const items: ArgvItems = { words: [], unknown: false, listed: false, end: t.length };
  const limit = Math.min(t.length, from + ARGV_SPAN);
  let pos = from;
  while (pos < limit) {
    const c = t[pos] as string;
    if (c === ' ' || c === '\t' || c === '+') pos++;
    else if (c === ',' && !one) pos++;
    else if (c === ',' || c === ')' || c === ']' || c === '}' || c === ';' || c === '\n') {
      items.end = pos;
      return items;
    } else if (
      (c === '[' || c === '(' || (c === 'c' && t[pos + 1] === '(' && !/\w/.test(t[pos - 1] ?? ''))) &&
      depth < 4
    ) {
      // Round 73: R's vector `c(..)` is a list too.
      if (c === 'c') pos++;
      const inner = argvItems(t, pos + 1, false, depth + 1);
      // R's vector is no list round 70's literal reading takes (`system2("git", c("push"))`): read here.
      if (c === 'c') items.listed = true;
      items.words.push(...inner.words);
      items.unknown ||= inner.unknown;
      items.listed ||= inner.listed;
      pos = inner.end + 1;
    } else if (c === '"' || c === "'") {
      LITERAL_AT.lastIndex = pos;
      const m = LITERAL_AT.exec(t);
      if (m === null) break;
      items.words.push(m[1] ?? m[2] ?? '');
      pos += m[0].length;
    } else {
      WORD_LIST.lastIndex = pos;
      const list = WORD_LIST.exec(t);
      if (list !== null) {
        const open = list[1] as string;
        const close = t.indexOf(CLOSING.get(open) ?? open, WORD_LIST.lastIndex);
        if (close < 0) break;
        items.words.push(
          ...t
            .slice(WORD_LIST.lastIndex, close)
            .split(/\s+/)
            .filter((w) => w !== ''),
        );
        items.listed = true;
        pos = close + 1;
        continue;
      }
      // Ruby's spawn options (`exception: true`, `err: :out`) are no arguments; `chdir:` moves the program
      // as `git -C` does, and anything else is an argument the code does not show: skip to its end.
      RUBY_OPTION.lastIndex = pos;
      const option = RUBY_OPTION.exec(t);
      if (option === null || (option[1] ?? option[2]) === 'chdir') items.unknown = true;
      let level = 0;
      for (; pos < limit; pos++) {
        const d = t[pos] as string;
        if (d === '(' || d === '[' || d === '{') level++;
        else if (level > 0 && (d === ')' || d === ']' || d === '}')) level--;
        else if (level === 0 && (d === ',' || d === ')' || d === ']' || d === '}' || d === ';' || d === '\n'))
          break;
      }
    }
  }
  // The code ended (`exec {"a"}` as the last words): what it shows is all. Cut short or past the span: unknown.
  if (pos < t.length) items.unknown = true;
  items.end = Math.min(pos, t.length);
  return items;
}

/**
 * Round 71 (docs/floor.md "Round 71 (rt-interp-r71)"): a program whose argv[0] is given apart from it and
 * whose arguments the code gives by a variable, a splat or a quote-like list: Ruby's pair (`exec(["git",
 * "x"], *a)`, `spawn([..], *%w[-C d status])`), Perl's block program (`exec { "git" } @a`, `exec {"git"}
 * qw(x -C ..)`), Python's exec and spawn calls (`os.execv("/usr/bin/git", a)`, `os.execlp("git", "x", *a)`)
 * and `executable=` (`subprocess.run(a, executable="git")`). A quote-like list's words are read as given. An
 * argv the code does not show is read as `P "$@"` (the floor's decision on a program whose arguments only the
 * running shell knows) and, unless no argument can make P run or write anything (ARGV_FREE), as code unseen:
 * any argument could make it refused, so it is (fail closed).
 */
function argvApart(t: string): string[] {
  const out: string[] = [];
  let calls = 0;
  const read = (program: string, items: ArgvItems, argv0: boolean): void => {
    if ((!items.unknown && !items.listed && !argv0) || !PROGRAM_NAME.test(program)) return;
    const args = argv0 ? items.words.slice(1) : items.words;
    out.push([program, ...args].map(quote).join(' '));
    if (!items.unknown) return;
    out.push(`${quote(program)} "$@"`);
    if (!ARGV_FREE.has(program.slice(program.lastIndexOf('/') + 1))) out.push(`${UNSEEN_MARK} argv`);
  };
  const literal = (m: string): string => asGiven(m.slice(1, -1)).pop() as string;
  for (const m of t.matchAll(RUBY_PAIR)) {
    if (calls++ >= MAX_ARGV_CALLS) break;
    const at = (m.index as number) + m[0].length;
    // The pair alone (`exec(["git", "x"])`) runs the program with no arguments; a comma opens the rest.
    if (t[at] === ',') read(literal(m[1] as string), argvItems(t, at + 1, false), false);
  }
  for (const m of t.matchAll(PERL_BLOCK)) {
    if (calls++ >= MAX_ARGV_CALLS) break;
    read(literal(m[1] as string), argvItems(t, (m.index as number) + m[0].length, false), true);
  }
  for (const m of t.matchAll(PYTHON_EXEC)) {
    if (calls++ >= MAX_ARGV_CALLS) break;
    const items = argvItems(t, (m.index as number) + m[0].length, m[1] !== 'l');
    // An `l` form with `e` ends with the environment, no argument.
    if (m[1] === 'l' && m[2] === 'e' && !items.unknown) items.words.pop();
    else if (m[1] === 'l' && m[2] === 'e') items.words.length = 0;
    read(literal(m[3] as string), items, true);
  }
  for (const m of t.matchAll(LITERAL_PROGRAM_CALL)) {
    if (calls++ >= MAX_ARGV_CALLS) break;
    read(literal(m[2] as string), argvItems(t, (m.index as number) + m[0].length, m[1] === undefined), false);
  }
  // A subprocess call's argv list: its first word the program (`subprocess.run(["git"] + a)`).
  for (const m of t.matchAll(EXECUTABLE_CALL)) {
    if (calls++ >= MAX_ARGV_CALLS) break;
    const items = argvItems(t, (m.index as number) + m[0].length, true);
    const program = items.words.shift();
    if (program !== undefined && t[(m.index as number) + m[0].length] === '[') read(program, items, false);
  }
  const executables = t.includes('xec') ? [...t.matchAll(EXECUTABLE_OPTION)].slice(0, 8) : [];
  if (executables.length > 0)
    for (const m of t.matchAll(EXECUTABLE_CALL)) {
      if (calls++ >= MAX_ARGV_CALLS) break;
      const items = argvItems(t, (m.index as number) + m[0].length, true);
      for (const exe of executables) read(exe[1] ?? exe[2] ?? '', items, true);
    }
  if (calls > MAX_ARGV_CALLS) out.push(`${UNSEEN_MARK} argv`);
  return out;
}

/** Decoders a one-liner can unpack a hidden program with: base64/32/16/85, hex, rot13, compression, char codes. */
const DECODER =
  /b(?:64|32|16|85)decode|a85decode|decodebytes|decodestring|unhexlify|fromhex|base64_decode|decode_base64|decode64|hex2bin|gzinflate|gzuncompress|str_rot13|rot_?13|codecs\.decode|zlib\.decompress|Buffer\.from\([^)]*['"](?:base64|base64url|hex)['"]|\batob\s*\(|unpack1?\s*\(?\s*["'][mHhu]|\bpack\s*\(?\s*["'][Hh]|Base64\.|fromCharCode|\bchr\s*\(/;
/** Calls that run text as code in the interpreter itself (eval, compile, Function, vm, instance_eval ...). */
const CODE_RUN =
  /\beval\b|\bcompile\s*\(|\bFunction\s*\(|_eval\b|runIn(?:This|New)?Context|\bload\s*\(|\bassert\s*\(/;
/** Round 53: calls that turn bytes into running code besides CODE_RUN's: unpickling, a module from text. */
const LOADS_CODE =
  /\bpickle\b|\bmarshal\b|\bimport\s*\(|__import__|\bimportlib\b|\binstance_exec\b|unsafe_load/;
/** Whether inline code reaches the network (NET_CODE, credential-paths.ts: one vocabulary for both readers). */
const fetches = (code: string): boolean => compiledRegex(NET_CODE).test(code);

/** Round 51: make's implicit rules' programs (GNU make's manual, "Variables Used by Implicit Rules"). */
const MAKE_PROGRAM_VARIABLES: readonly string[] = [
  // Round 52: `$(MAKE)` in a recursive rule runs the program `make MAKE=CMD` names.
  'MAKE',
  'CC',
  'CXX',
  'CPP',
  'AS',
  'LD',
  'AR',
  'FC',
  'PC',
  'LEX',
  'YACC',
  'M2C',
  'CO',
  'GET',
  'MAKEINFO',
  'TEX',
  'TEXI2DVI',
  'WEAVE',
  'CWEAVE',
  'TANGLE',
  'CTANGLE',
  'LINT',
];
const MAKE_PROGRAM_SET: ReadonlySet<string> = new Set(MAKE_PROGRAM_VARIABLES);
/**
 * Environment variables whose value a program runs as a command line (through `sh -c`, or as a program
 * with arguments): git's ssh, pager, editors and external diff, the pagers and editors of other tools,
 * less's input filters, rsync's and CVS's remote shells, bash's PROMPT_COMMAND.
 */
const ENV_COMMAND_LINES: ReadonlySet<string> = new Set([
  'GIT_SSH_COMMAND',
  'GIT_PROXY_COMMAND',
  'GIT_PAGER',
  'GIT_EDITOR',
  'GIT_SEQUENCE_EDITOR',
  'GIT_EXTERNAL_DIFF',
  'PAGER',
  'MANPAGER',
  'SYSTEMD_PAGER',
  'GH_PAGER',
  'AWS_PAGER',
  'EDITOR',
  'VISUAL',
  'GH_EDITOR',
  'KUBE_EDITOR',
  'SVN_EDITOR',
  'HGEDITOR',
  'BROWSER',
  'LESSOPEN',
  'LESSCLOSE',
  'RSYNC_RSH',
  'CVS_RSH',
  'PROMPT_COMMAND',
  // bash's `fc` runs FCEDIT on a file of commands, then runs what it leaves there.
  'FCEDIT',
  'FZF_DEFAULT_COMMAND',
  // Round 13: the programs git and ssh run to ask for a password.
  'GIT_ASKPASS',
  'SSH_ASKPASS',
  // The program npm runs every package script under (npm_config_script_shell: names are read upper-cased).
  'NPM_CONFIG_SCRIPT_SHELL',
  // Round 37: psql's and mysql's pagers, git's ssh program (a program name, read as a line: fail closed).
  'PSQL_PAGER',
  'MYSQL_PAGER',
  'GIT_SSH',
  // Round 51: a build tool's program (a wrapper, compiler, linker or runner it starts as a command): cargo's
  // and rustc's, make's implicit rules' compilers (`CC='sudo id' make x.o` runs `sudo id -c ..`, real make).
  'RUSTC_WRAPPER',
  'RUSTC_WORKSPACE_WRAPPER',
  'CARGO_BUILD_RUSTC_WRAPPER',
  'CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER',
  'RUSTC',
  'RUSTDOC',
  'CARGO_BUILD_RUSTC',
  'CARGO_BUILD_RUSTDOC',
  ...MAKE_PROGRAM_VARIABLES,
  // Round 52: rsync's daemon connection program, Subversion's ssh tunnel; the programs a build's tools
  // start from the environment (ccache's prefix and compiler, pkg-config, distcc's ssh, meson's ninja).
  'RSYNC_CONNECT_PROG',
  'SVN_SSH',
  // Round 55: the interpreter gcloud, gsutil and bq run themselves under.
  'CLOUDSDK_PYTHON',
  'CCACHE_PREFIX',
  'CCACHE_PREFIX_CPP',
  'CCACHE_COMPILER',
  'PKG_CONFIG',
  'DISTCC_SSH',
  'NINJA',
  // Round 52: node-gyp's python (any npm install that builds an addon runs it) and npm's program keys.
  'PYTHON',
  'NODE_GYP_FORCE_PYTHON',
  ...NPM_PROGRAM_KEYS.map((k) => `NPM_CONFIG_${k.toUpperCase().replace('-', '_')}`),
]);
/** Round 52: a tool's own pager, editor, browser or password program (`BAT_PAGER`, `DELTA_PAGER`, `GH_BROWSER`). */
const TOOL_PROGRAM = /_(?:PAGER|EDITOR|BROWSER|ASKPASS)$/;
const ALIAS = /^[^=\s]+=([\s\S]+)$/;
const BASH_ALIAS = /^BASH_(?:ALIASES|CMDS)\[[^\]]*\]\+?=([\s\S]+)$/;
const ENV_ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)\+?=([\s\S]*)$/;
/** Round 60: an element of bash's PROMPT_COMMAND array (`PROMPT_COMMAND[1]=CMD`, `+=`). */
const PROMPT_ELEMENT = /^PROMPT_COMMAND\[[^\]]*\]\+?=([\s\S]+)$/;
/** git's config from the environment: `GIT_CONFIG_VALUE_<n>`, and `'key'='value'` pairs in GIT_CONFIG_PARAMETERS. */
const GIT_CONFIG_VALUE = /^GIT_CONFIG_VALUE_\d+$/;
const GIT_CONFIG_PAIR = /'(?:[^']|'\\'')*'='((?:[^']|'\\'')*)'/g;

/**
 * The command lines that the assignments among `words` hand programs through the environment
 * (`GIT_SSH_COMMAND=CMD git fetch`, `env PAGER=CMD man x`, `export GIT_EDITOR=CMD`), and git config values
 * given there (`GIT_CONFIG_VALUE_0='!CMD'` for an alias, core.fsmonitor, core.pager ...), which a later
 * program runs. Usually none.
 */
export function envScripts(
  words: readonly string[],
  /** Whether the same text writes the file `path` with literal content (shell-written.ts); none when absent. */
  written: (path: string) => boolean = NOT_WRITTEN,
  /** Whether the same text assigns the variable `name` (a value it sets, read as one it does not show). */
  assigned: (name: string) => boolean = NOT_ASSIGNED,
  /** The words as written (SimpleCommand.shown), index for index; `words` when absent. */
  shown?: readonly string[],
): readonly string[] {
  let out: string[] | undefined;
  const take = (v: string): void => {
    if (v.trim() === '') return;
    out ??= [];
    out.push(v.replace(/^!/, ''));
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (w.indexOf('=') <= 0) continue;
    // `BASH_ALIASES[s]=CMD` defines an alias as `alias s=CMD` does (round 33b): its value is read the same.
    const alias = BASH_ALIAS.exec(w);
    if (alias) take(alias[1] as string);
    // Round 60: an interactive bash (5.1+) runs every element of a PROMPT_COMMAND array, as its value.
    const element = PROMPT_ELEMENT.exec(w);
    if (element) take(element[1] as string);
    const m = ENV_ASSIGNMENT.exec(w);
    if (!m) continue;
    const name = (m[1] as string).toUpperCase();
    const value = m[2] as string;
    // The word as written (a substitution's text is dropped from `words`): what unreadable reads.
    const given = shown?.[i];
    const loads = unseenLoads(name, value, assigned, given?.slice(given.indexOf('=') + 1) ?? value);
    if (loads !== undefined && !(FOLLOWED_LOADERS.has(name) && loads.length > 0 && loads.every(written))) {
      out ??= [];
      out.push(`${UNSEEN_MARK} ${name}`);
    }
    if (
      ENV_COMMAND_LINES.has(name) ||
      TOOL_PROGRAM.test(name) ||
      GIT_CONFIG_VALUE.test(name) ||
      CARGO_TARGET_PROGRAM.test(name)
    )
      take(value);
    // Round 51: options a tool reads from its environment as from its command line (`GOFLAGS=-toolexec=CMD`,
    // `TAR_OPTIONS=--to-command=CMD`): read as that tool's words.
    // Round 51: GNU make reads MAKEFLAGS' `VAR=VALUE` words as operands (`MAKEFLAGS='CC=sudo' make x.o`,
    // real make ran it); escaped blanks stay in the value. CMake reads its launchers from the environment.
    else if (name === 'MAKEFLAGS' || name === 'GNUMAKEFLAGS' || name === 'MFLAGS') {
      const flags = value.split(/(?<!\\)\s+/).map((x) => x.replace(/\\(.)/g, '$1'));
      for (const cmd of makePrograms(['make', ...flags])) take(cmd);
      for (const f of flags) if (/^SHELL:{0,2}=/.test(f)) take(f.slice(f.indexOf('=') + 1));
    } else if (/^CMAKE_\w+_(?:COMPILER|LINKER)_LAUNCHER$/.test(name)) take(value);
    else if (name === 'GOFLAGS') for (const cmd of goScripts(['go', ...value.split(/\s+/)])) take(cmd);
    // Round 52: the flags a build hands a compiler (`CFLAGS='-wrapper CMD' make x.o`, `RUSTFLAGS='-C linker=CMD'`).
    else if (COMPILER_FLAGS.test(name))
      for (const cmd of compilerScripts(['cc', ...value.split(/[\s\x1f]+/)])) take(cmd);
    // Round 52: maven reads MAVEN_ARGS as its first words; the JVM's `-XX:OnError=CMD` from any options name.
    else if (name === 'MAVEN_ARGS') for (const cmd of mvnScripts(['mvn', ...jvmWords(value)])) take(cmd);
    else if (jvmOptionsName(name)) for (const cmd of jvmReading(jvmWords(value), false).commands) take(cmd);
    else if (name === 'TAR_OPTIONS') for (const cmd of tarLong(['tar', ...value.split(/\s+/)])) take(cmd);
    else if (name === 'LESS') for (const cmd of lessStartup(value)) take(cmd);
    else if (name === 'GIT_CONFIG_PARAMETERS')
      for (const p of value.matchAll(GIT_CONFIG_PAIR)) take((p[1] as string).replaceAll(`'\\''`, `'`));
  }
  return out ?? NONE;
}
const NOT_WRITTEN = (): boolean => false;

/**
 * The shell commands of less's start-up commands in its LESS variable (`LESS='-R +!CMD'`): less reads
 * LESS as options before its command line, and a `+` option's command runs to a `$` or the end (spaces
 * included); `!` is its shell escape. One pass over the value.
 */
function lessStartup(value: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < value.length) {
    const plus = value.indexOf('+', at);
    if (plus < 0) break;
    at = plus + 1;
    // A `+` starts an option anywhere (real less runs `-i+!CMD`, `-i$+!CMD`) but after `-` (`-+X` resets X).
    if (plus > 0 && value.charAt(plus - 1) === '-') continue;
    // The option takes the text to its `$`: the search goes on after it (each character read once).
    const end = value.indexOf('$', plus);
    const stop = end < 0 ? value.length : end;
    const cmd = bang(value.slice(value.charAt(plus + 1) === '+' ? plus + 2 : plus + 1, stop));
    if (cmd !== undefined) out.push(cmd);
    at = stop + 1;
  }
  return out;
}

/**
 * Whether a command's words assign HOME, XDG_CONFIG_HOME or ZDOTDIR a directory that is not a fresh
 * `$(mktemp -d)` (round 15, docs/floor.md "Code and configuration the call does not show"): as a prefix,
 * a plain assignment (HOME is exported already) or through `export`/`declare`. `shown` spells each word
 * as written, where a substitution is still visible.
 */
export function movesHome(words: readonly string[], shown: readonly string[]): boolean {
  // Assignments only: in front of the command word, or after a builtin or `env` that assigns (`nice env
  // HOME=. x`); `git commit -m HOME=x` moves nothing.
  let assigning = true;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const eq = w.indexOf('=');
    if (eq <= 0 || !ENV_ASSIGNMENT.test(w)) {
      assigning = ASSIGNERS.has(w) || (assigning && i > 0 && w.startsWith('-'));
      continue;
    }
    if (!assigning || !HOME_NAMES.has(w.slice(0, eq).replace(/\+$/, ''))) continue;
    const as = (shown[i] ?? w).slice(eq + 1).replace(/^["']+/, '');
    if (/^(?:\$\(|`)\s*mktemp\b/.test(as)) continue;
    if (w.slice(eq + 1) !== '' || as !== '') return true;
  }
  return setsHomeName(words, shown);
}

/**
 * Round 51: whether a builtin sets a HOME name by naming it (`read HOME`, `printf -v HOME .`, `for HOME
 * in .`, `select`, `getopts a HOME`, `declare -n h=HOME`), or sets a name the text computes (`printf -v
 * "$x"`, `read $x`), or a nameref whose target is not shown (`declare -n h`). Real bash then runs the
 * `.bashrc` the text wrote in `.` (each was admitted on the base, c77d491b).
 */
function setsHomeName(words: readonly string[], shown: readonly string[]): boolean {
  let k = 0;
  while (
    k < words.length &&
    (COMMAND_LEAD.has(words[k] as string) || ENV_ASSIGNMENT.test(words[k] as string))
  )
    k++;
  const head = words[k];
  if (head === undefined || !NAME_SETTERS.has(head)) return false;
  const named = (j: number): boolean => {
    const w = words[j];
    if (w === undefined) return false;
    // A variable's value as the name (`printf -v "$x"`); a substitution's output is not read as one (prose
    // such as "read a.ts and run `ls`" is a read of words, and the test literals hold many).
    const as = shown[j] ?? w;
    return HOME_NAMES.has(w) || (VALUE_AS_NAME.test(as) && !as.includes('$(') && !as.includes('`'));
  };
  if (head === 'for' || head === 'select') return named(k + 1);
  if (head === 'getopts') return named(k + 2);
  if (head === 'printf') {
    for (let j = k + 1; j < words.length; j++) {
      const w = words[j] as string;
      if (w === '-v') return named(j + 1);
      if (w.startsWith('-v')) return HOME_NAMES.has(w.slice(2)) || w.includes('$');
      if (!w.startsWith('-')) return false;
    }
    return false;
  }
  if (head === 'read') {
    for (let j = k + 1; j < words.length; j++) {
      const w = words[j] as string;
      // A valued option's value is no name (`read -p PROMPT`, `-d ''`); `-a NAME` sets an array (not exported).
      if (w.startsWith('-')) {
        if (READ_TAKES_VALUE.test(w)) j++;
        continue;
      }
      if (named(j)) return true;
    }
    return false;
  }
  // A declaring builtin's nameref (`declare -n h=HOME`, `local -n r=$1`, `typeset -n r`): h is HOME.
  let nameref = false;
  for (let j = k + 1; j < words.length; j++) {
    const w = words[j] as string;
    if (/^-[a-zA-Z]*n/.test(w)) nameref = true;
    else if (nameref && !w.startsWith('-')) {
      const eq = w.indexOf('=');
      const target = eq < 0 ? '' : w.slice(eq + 1).replace(/^["']|["']$/g, '');
      if (target === '' || HOME_NAMES.has(target) || target.startsWith('$')) return true;
    }
  }
  return false;
}
/** A word that is a variable's value (`$x`, `"${x}"`): a name the text computes. */
const VALUE_AS_NAME = /^["']?\$\{?[A-Za-z_]/;
/** Builtins whose operands name the variables they set (movesHome; declaring ones by their namerefs). */
const NAME_SETTERS: ReadonlySet<string> = new Set([
  'read',
  'printf',
  'for',
  'select',
  'getopts',
  ...DECLARING_BUILTINS,
]);
/** read's options that take a value (`-p PROMPT`, `-d DELIM`, `-a NAME`, `-t 5` ..). */
const READ_TAKES_VALUE = /^-[a-zA-Z]*[adinNptu]$/;
/** Variables that move where programs find their start-up and configuration files. */
export const HOME_NAMES: ReadonlySet<string> = new Set(['HOME', 'XDG_CONFIG_HOME', 'ZDOTDIR']);
/** The first characters of HOME_NAMES: a word starting otherwise assigns none of them. */
const HOME_INITIALS: ReadonlySet<number> = new Set([...HOME_NAMES].map((n) => n.charCodeAt(0)));

/** Whether movesHome could say yes of `words`: one starts as a HOME name does and holds `=`. */
export function mayMoveHome(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (HOME_INITIALS.has(w.charCodeAt(0)) && w.includes('=')) return true;
  }
  // Round 51: a builtin that sets the names it is given (setsHomeName), wherever it stands.
  return words.some((w) => NAME_SETTERS.has(w));
}
const ASSIGNERS: ReadonlySet<string> = new Set([...DECLARING_BUILTINS, 'env']);
/**
 * Programs known to read no startup or configuration file that can run code from `$HOME` (and to run no
 * other program that might): with HOME moved, any program not named here is read as loading code the
 * call does not show. ssh reads the password database's home, not `$HOME` (real ssh, round 14).
 */
export const HOME_IGNORERS: ReadonlySet<string> = new Set(
  (
    'ls cat echo printf true false test [ pwd head tail wc sort uniq cut tr tee mkdir rmdir rm cp mv ln ' +
    'touch chmod chown stat date sleep id whoami basename dirname realpath readlink grep egrep fgrep rg ' +
    'sed awk diff cmp md5sum sha1sum sha256sum base64 tar gzip gunzip zip unzip xz jq mktemp du df file ' +
    'which command type cd export declare unset ssh scp sftp ssh-keygen'
  ).split(' '),
);

/**
 * The command a variable that makes a program load code or configuration the call does not show reads
 * as (`LD_PRELOAD=./x.so ls` → `gate-unseen-code LD_PRELOAD`): the floor's `unseen-code` rule refuses it.
 */
export const UNSEEN_MARK = 'gate-unseen-code';

/**
 * The files a variable makes a program load as code or configuration (docs/floor.md, "Code and
 * configuration the call does not show"), or undefined when it names none: a preload library or audit
 * module, a shell's or Python's startup file, a module forced into every node, perl, ruby or JVM process,
 * a config file or directory of curl, wget or git, git's programs and templates. Search paths
 * (PYTHONPATH, LD_LIBRARY_PATH, NODE_PATH) and ENV (read by an interactive sh only) name none.
 */
function unseenLoads(
  name: string,
  value: string,
  assigned: (name: string) => boolean = NOT_ASSIGNED,
  given = value,
): readonly string[] | undefined {
  if (value.trim() === '' && given === value) return undefined;
  // Round 53: a path through a variable the text sets (`d=/tmp/x; PATH=$d`) may be a shared place; a
  // substitution is a program's report (`$(go env GOPATH)/bin`), read as an inherited variable is.
  if (name === 'PATH' || SEARCH_PATHS.has(name) || CONFIG_HOMES.has(name))
    return (
      sharedPathDirs(value) ??
      (unreadable(name, value, value, assigned) || readsContent(given) ? [value] : undefined)
    );
  if (ALWAYS_LOADED.has(name)) return value.split(/[:\s]+/).filter((f) => f !== '');
  if (name === 'GIT_CONFIG_GLOBAL' || name === 'GIT_CONFIG_SYSTEM')
    return value === '/dev/null' ? undefined : [value];
  // Round 53: options behind an expansion (`NODE_OPTIONS=$X`, `PERL5OPT="$(cat f)"`) are options unread.
  if ((OPTION_LOADERS.has(name) || jvmOptionsName(name)) && unreadable(name, value, given, EVERY_NAME))
    return [value];
  if (jvmOptionsName(name)) {
    const loads = jvmReading(jvmWords(value), name === 'JDK_JAVA_OPTIONS').loads;
    return loads.length > 0 ? loads : undefined;
  }
  const flag = OPTION_LOADERS.get(name);
  if (flag === undefined) return undefined;
  const files = [...value.matchAll(flag)].map((m) => m[1] ?? '');
  return files.length > 0 ? files : undefined;
}
/**
 * Round 54: whether a value as written holds a substitution whose output is a file's or the network's
 * bytes (`"$(cat /tmp/p):$PATH"`, `$(<f)`, `$(head -1 f)`, `$(curl U)`): what an earlier call may have
 * written, not a program's report of where it lives (`$(go env GOPATH)`, `$(brew --prefix)`, round 53).
 */
export function readsContent(given: string): boolean {
  if (!SUBSTITUTION.test(given)) return false;
  // `$(<f)`: the parse shows a substitution of no words as `$()` (a file's bytes, or nothing).
  if (given.includes('$()')) return true;
  for (const m of given.matchAll(SUBSTITUTED_COMMAND)) {
    const w = m[1] as string;
    if (w === '<' || CONTENT_READERS.has(w.slice(w.lastIndexOf('/') + 1))) return true;
  }
  return false;
}
/** A command word inside a substitution: after its opening, a pipe or a list separator (a bare `<` too). */
const SUBSTITUTED_COMMAND = /(?:\$\(|`|<\(|\||;|&&)\s*(<|[^\s;|&)`<>]+)/g;
const NOT_ASSIGNED = (): boolean => false;
const EVERY_NAME = (): boolean => true;
/** A substitution (`$(..)`, a backquote, `<(..)`) as SimpleCommand.shown shows it: output the text does not show. */
const SUBSTITUTION = /\$\(|`|<\(/;
/** A parameter's expansion, its name captured (`$X`, `${X}`, `${X:-d}`); specials (`$1`, `$@`) as `?`. */
const PARAMETER = /\$(?:\{[#!]?)?([A-Za-z_]\w*|[\d@*#?!$-])/g;
/**
 * Round 53: whether a value holds an expansion the floor does not read (docs/floor.md, "Round 53"): a
 * substitution (in `given`, the word as written) always; a parameter other than the name's own inherited
 * value (`$PATH` in PATH) when `unknown` says so of it (path names: one the same text assigns; options: any).
 */
function unreadable(name: string, value: string, given: string, unknown: (name: string) => boolean): boolean {
  if (given !== value && SUBSTITUTION.test(given)) return true;
  for (const m of value.matchAll(PARAMETER)) {
    const p = m[1] as string;
    if (p !== name && (unknown(p) || !/^[A-Za-z_]/.test(p))) return true;
  }
  return false;
}
/**
 * Round 53: variables naming a configuration file or a tool's home whose contents name programs the tool
 * runs or code it loads: kubectl's exec credential plugins, AWS's `credential_process`, docker's
 * credential helpers, cargo's `config.toml` (runners, wrappers), a JDK's or Go's toolchain, git's
 * repository (core.fsmonitor, core.sshCommand, hooks), gpg's config, gems' plugins, a Gemfile (Ruby),
 * gradle's init scripts, maven's home. Read as PATH is: a shared place or a value the text cannot show.
 */
const CONFIG_HOMES: ReadonlySet<string> = new Set([
  'KUBECONFIG',
  'AWS_CONFIG_FILE',
  'AWS_SHARED_CREDENTIALS_FILE',
  'DOCKER_CONFIG',
  'CARGO_HOME',
  'RUSTUP_HOME',
  'JAVA_HOME',
  'GOROOT',
  'GIT_DIR',
  'GIT_COMMON_DIR',
  'GNUPGHOME',
  'GEM_HOME',
  'GEM_PATH',
  'BUNDLE_GEMFILE',
  'GRADLE_USER_HOME',
  'MAVEN_HOME',
  'M2_HOME',
  // Round 54: the variable twins of CONFIG_OPTIONS and REPOSITORY_TOOLS' places: terraform's CLI config
  // (`dev_overrides` name provider binaries) and data directory (the providers run), Ansible's config,
  // inventory (a script is run), vault password program and code search paths, helm's plugins and homes,
  // the Azure CLI's extensions (Python), yarn 1's rc file (`yarn-path`).
  'TF_CLI_CONFIG_FILE',
  'TERRAFORM_CONFIG',
  'TF_DATA_DIR',
  'TF_PLUGIN_CACHE_DIR',
  'ANSIBLE_CONFIG',
  'ANSIBLE_INVENTORY',
  'ANSIBLE_VAULT_PASSWORD_FILE',
  'ANSIBLE_LIBRARY',
  'ANSIBLE_MODULE_UTILS',
  'ANSIBLE_ROLES_PATH',
  'ANSIBLE_COLLECTIONS_PATH',
  'ANSIBLE_COLLECTIONS_PATHS',
  'ANSIBLE_ACTION_PLUGINS',
  'ANSIBLE_CALLBACK_PLUGINS',
  'ANSIBLE_CONNECTION_PLUGINS',
  'ANSIBLE_FILTER_PLUGINS',
  'ANSIBLE_INVENTORY_PLUGINS',
  'ANSIBLE_LOOKUP_PLUGINS',
  'ANSIBLE_STRATEGY_PLUGINS',
  'ANSIBLE_VARS_PLUGINS',
  'HELM_PLUGINS',
  'HELM_DATA_HOME',
  'HELM_CONFIG_HOME',
  'AZURE_CONFIG_DIR',
  'YARN_RC_FILENAME',
  // Round 55: gh's config (an alias starting `!` runs in a shell; its extensions are programs), gcloud's
  // (its properties name proxies, API endpoints, a CA file and a credential file override), IPython's
  // (profile startup scripts run), Jupyter's (config files are Python), Composer's home (global plugins and
  // scripts), Bundler's app config (it names the Gemfile, Ruby code).
  'GH_CONFIG_DIR',
  'CLOUDSDK_CONFIG',
  'IPYTHONDIR',
  'JUPYTER_CONFIG_DIR',
  'COMPOSER_HOME',
  'BUNDLE_APP_CONFIG',
]);
const ALWAYS_LOADED: ReadonlySet<string> = new Set([
  // Round 53: vi's and vim's start-up Ex commands (`EXINIT='!CMD'`): commands gate does not read.
  'EXINIT',
  'VIMINIT',
  'GVIMINIT',
  'MYVIMRC',
  'LD_PRELOAD',
  'LD_AUDIT',
  'DYLD_INSERT_LIBRARIES',
  'BASH_ENV',
  'PYTHONSTARTUP',
  'PERL5DB',
  'CURL_HOME',
  'WGETRC',
  'GIT_EXEC_PATH',
  'GIT_TEMPLATE_DIR',
  // npm's config files (one may set script-shell, the program every script runs under) and pip's.
  'NPM_CONFIG_USERCONFIG',
  'NPM_CONFIG_GLOBALCONFIG',
  'PIP_CONFIG_FILE',
  // Round 52: interpreters' start-up code and files (lua(1): `LUA_INIT=@F` loads F, any other value is Lua
  // run first; R's profile and environment files; irb's rc; php.ini's `auto_prepend_file`), node-gyp's
  // script as npm's `node-gyp` config names it, and OpenSSL's config (it loads engines and providers).
  'LUA_INIT',
  'LUA_INIT_5_2',
  'LUA_INIT_5_3',
  'LUA_INIT_5_4',
  'LUA_INIT_5_5',
  'R_PROFILE',
  'R_PROFILE_USER',
  'R_ENVIRON',
  'R_ENVIRON_USER',
  'IRBRC',
  'PHPRC',
  'PHP_INI_SCAN_DIR',
  'NPM_CONFIG_NODE_GYP',
  'OPENSSL_CONF',
  // node's REPL replaced by a module, npm init's module, go's env file (it may set GOFLAGS=-toolexec),
  // Mercurial's config search path (hooks run commands).
  'NODE_REPL_EXTERNAL_MODULE',
  'NPM_CONFIG_INIT_MODULE',
  'GOENV',
  'HGRCPATH',
]);
/**
 * Round 52: search paths an interpreter or the loader imports code from by name (a library, a module,
 * `sitecustomize.py`, a `.pth` file, a gconv module): read as PATH is, a directory in a shared place
 * (`PYTHONPATH=/tmp/x`) is code the call does not show; the project's (`PYTHONPATH=.`) stays admitted.
 */
const SEARCH_PATHS: ReadonlySet<string> = new Set([
  'LD_LIBRARY_PATH',
  'PYTHONPATH',
  'PYTHONHOME',
  'PYTHONUSERBASE',
  'NODE_PATH',
  'PERL5LIB',
  'PERLLIB',
  'RUBYLIB',
  'GCONV_PATH',
]);
/** Variables of options, and the options among them that load a file (the file captured, maybe empty). */
const NODE_LOADS = /(?:^|\s)(?:-r|--require|--import|--loader|--experimental-loader)(?:[=\s]+(\S*))?/g;
const OPTION_LOADERS: ReadonlyMap<string, RegExp> = new Map([
  ['NODE_OPTIONS', NODE_LOADS],
  // Round 37: npm hands its `node-options` config to every script's node (`npm_config_node_options`).
  ['NPM_CONFIG_NODE_OPTIONS', NODE_LOADS],
  ['PERL5OPT', /(?:^|\s)-[mMd](\S*)/g],
  // Round 52: ruby reads RUBYOPT's switches as its command line's, clustered too (`-wrF` requires F).
  // The blank before the switch is looked behind, not read: a blank run is not a scan's opening (linear-r44).
  ['RUBYOPT', /(?<!\S)-[a-zA-Z]*r\s*(\S*)/g],
]);
/**
 * The PATH entries of `value` in a directory anyone or any earlier call may write (a temporary directory:
 * `/tmp/x`, `/var/tmp`, `/dev/shm`, `$TMPDIR/x`), or undefined when none: a program found there is one the
 * text does not show (`PATH=/tmp/x:$PATH ls`). The project's (`./bin`, `$PWD/node_modules/.bin`), the
 * system's (`/usr/local/go/bin`) and the human's (`~/.local/bin`, writes there are guarded) stay admitted.
 * One split on `:` and one anchored test of each entry's head.
 */
function sharedPathDirs(value: string): readonly string[] | undefined {
  // `//tmp` and `/./tmp` name /tmp too: each a single pass of one quantifier.
  const dirs = value
    .split(':')
    .filter((d) => SHARED_DIR.test(d.replace(/\/\.(?=\/|$)/g, '').replace(/\/{2,}/g, '/')));
  return dirs.length > 0 ? dirs : undefined;
}
/**
 * Round 54: whether a directory the text goes to (shell-places.ts, normalised and lower-cased) is in a
 * shared place, as sharedPathDirs reads a PATH entry (`$tmpdir/r` is `$TMPDIR/r` before the fold).
 */
export function inSharedPlace(dir: string): boolean {
  // Round 57 (redteam2-r57): a brace bash expands (`git -C /t{mp,}/r`, `cd /t{mp,x}/r`) is read in every
  // word it makes; one no bounded list shows is refused as shared (over-read, fail closed). Round 58: a
  // curl-style range and a one-element brace too (shell-globs.ts braceReadings, one reading for both).
  if (dir.includes('{') || dir.includes('[')) {
    const readings = braceReadings(dir);
    if (readings === undefined) return true;
    return readings.some(inSharedReading);
  }
  return inSharedReading(dir);
}
/** inSharedPlace of one reading (its braces expanded or none). */
function inSharedReading(dir: string): boolean {
  // Round 57: normalised here, for every caller (`git -C /usr/../tmp/r`, `/proc/self/root/tmp/r` were read as
  // written by the repository option reader); already normal, it is only lower-cased.
  const norm = normalisePath(dir);
  const named = norm.charCodeAt(0) === 36 /* $ */ ? norm.replace(/^\$\{?\w+/, (m) => m.toUpperCase()) : norm;
  if (sharedPathDirs(named) !== undefined || (mayGlob(norm) && globInShared(norm))) return true;
  // `~/../tmp`: the normaliser reads a home's parent as /home (paths.ts), but root's home (/root, a
  // container's agent) has / for its parent, so `/home/tmp` is read from / too (over-read: a user named tmp).
  return norm.startsWith('/home/') && inSharedReading(norm.slice(5));
}
/** The shared places' directories (a `/private` before each is macOS's name for the same). */
const SHARED_ROOTS: readonly string[] = [
  '/tmp',
  '/var/tmp',
  '/dev/shm',
  '/run/shm',
  '/var/folders',
  '/run/user',
];
const SHARED_DIR = new RegExp(
  `^(?:(?:\\/private)?(?:${SHARED_ROOTS.map((r) => r.replace(/\//g, '\\/')).join('|')})(?:\\/|$)|\\$\\{?(?:TMPDIR|TMP|TEMP|RUNNER_TEMP)(?!\\w))`,
);
const SHARED_SEGMENTS: readonly (readonly string[])[] = SHARED_ROOTS.flatMap((r) => [
  r.slice(1).split('/'),
  ['private', ...r.slice(1).split('/')],
]);
/**
 * Round 57: whether a directory the shell expands as a glob (`cd /tm?`, `git -C /t*\/r`, `make -C /tm[p]/x`)
 * can match a shared place: its leading components matched one by one against each shared directory's.
 */
function globInShared(norm: string): boolean {
  if (norm.charCodeAt(0) !== 47 /* / */) return false;
  const parts = norm.split('/');
  return SHARED_SEGMENTS.some(
    (root) =>
      parts.length > root.length && root.every((name, k) => globMatches(parts[k + 1] as string, name)),
  );
}
/**
 * Round 52: the JVM's options that load code or run a command line (java(1)), read alike on a JVM
 * program's command line (`java -javaagent:F`, `gradle -Dorg.gradle.jvmargs=-javaagent:F`, `jshell
 * -J-agentpath:F`) and in every variable the JVM or a launcher script hands it (JAVA_TOOL_OPTIONS,
 * GRADLE_OPTS, MAVEN_OPTS, ANT_OPTS, SBT_OPTS, CATALINA_OPTS ..): an agent or a VM options file (loads), and
 * `-XX:OnError=CMD` / `-XX:OnOutOfMemoryError=CMD`, which the JVM runs through `sh -c` (commands). An
 * argument file (`java @F`, JDK_JAVA_OPTIONS' `@F`) holds options the call does not show: a load.
 */
export function jvmReading(
  words: readonly string[],
  argumentFiles: boolean,
): { loads: string[]; commands: string[] } {
  const loads: string[] = [];
  const commands: string[] = [];
  for (const w of words) {
    if (argumentFiles && w.startsWith('@') && !w.startsWith('@@')) loads.push(w.slice(1));
    // Anywhere in the word: a property holding JVM options (`-Dorg.gradle.jvmargs=-javaagent:F`) too.
    for (const m of w.matchAll(JVM_LOAD)) loads.push(m[1] ?? '');
    const run = JVM_COMMAND.exec(w);
    if (run !== null && (run[1] as string).trim() !== '') commands.push(run[1] as string);
  }
  return { loads, commands };
}
const JVM_LOAD =
  /(?:^|[\s=])(?:-J)?-(?:javaagent|agentpath|agentlib|XX:Flags=|XX:VMOptionsFile=)[:=]?([^\s]*)/g;
// Looked behind and open at the end: no repeat re-read from an opening inside it (linear-r44).
const JVM_COMMAND = /(?<![^\s=])(?:-J)?-XX:On(?:Error|OutOfMemoryError)=([\s\S]*)/;
const BLANK = /\s/;
/**
 * The words the JVM splits an options variable into: blanks part them, a quoted run (to its closing quote
 * or the end) keeps blanks inside, quotes dropped. One pass: a regex of repeated alternatives was nested.
 */
function jvmWords(value: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    if (c === '"' || c === "'") {
      const close = value.indexOf(c, i + 1);
      const end = close < 0 ? value.length : close;
      word = (word ?? '') + value.slice(i + 1, end);
      i = end;
    } else if (BLANK.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words.map((w) => w.replace(/["']/g, ''));
}
/** The variables the JVM reads its options from, and launchers' (`GRADLE_OPTS`, `KAFKA_OPTS`): any `*_OPTS`. */
const JVM_OPTION_NAMES: readonly string[] = [
  'JAVA_TOOL_OPTIONS',
  '_JAVA_OPTIONS',
  'JDK_JAVA_OPTIONS',
  'JAVA_OPTS',
  'JAVA_OPTIONS',
  'JVM_OPTS',
  'GRADLE_OPTS',
  'MAVEN_OPTS',
  'ANT_OPTS',
  'SBT_OPTS',
];
const JVM_OPTION_NAME_SET: ReadonlySet<string> = new Set(JVM_OPTION_NAMES);
const jvmOptionsName = (name: string): boolean => JVM_OPTION_NAME_SET.has(name) || name.endsWith('_OPTS');
/** A JVM program's command line read as jvmReading reads it (`java -XX:OnError=CMD`, `java @F`). */
const jvmScripts: Extract = (w) => {
  const { loads, commands } = jvmReading(w.slice(1), w[0] === 'java');
  return loads.length > 0 ? [`${UNSEEN_MARK} jvm`, ...commands] : commands;
};

/**
 * Every variable unseenLoads reads: the floor's `unseen-code` rule refuses one given a value the text does
 * not show (`read LD_PRELOAD`, `printf -v BASH_ENV F`, `for NODE_OPTIONS in ...`, `${BASH_ENV:=F}`).
 */
export const LOADER_NAMES: readonly string[] = [
  ...ALWAYS_LOADED,
  ...OPTION_LOADERS.keys(),
  ...JVM_OPTION_NAMES,
  ...SEARCH_PATHS,
  ...CONFIG_HOMES,
  'GIT_CONFIG_GLOBAL',
  'GIT_CONFIG_SYSTEM',
];
/** The loaders whose file, written by the same text, is read as what runs (shell-written.ts LOADER). */
const FOLLOWED_LOADERS: ReadonlySet<string> = new Set(['BASH_ENV', 'NODE_OPTIONS', 'PYTHONSTARTUP']);

/**
 * `export`, `declare` ...: the command lines and loaded files their assignments name, and a loader
 * variable exported without a value (`printf -v LD_PRELOAD F; export LD_PRELOAD`) or a name computed at
 * run time (`export $x=F`), whose value gate does not follow.
 */
const declared: Extract = (words) => {
  const out = [...envScripts(words.slice(1))];
  for (const w of words.slice(1)) {
    const name = w.slice(0, w.includes('=') ? w.indexOf('=') : w.length).replace(/\+$/, '');
    if (
      name.startsWith('$') ||
      (!w.includes('=') && (ALWAYS_LOADED.has(name) || OPTION_LOADERS.has(name) || jvmOptionsName(name)))
    )
      out.push(`${UNSEEN_MARK} ${name.startsWith('$') ? 'computed' : name}`);
  }
  return out;
};

/**
 * Package runners run a command from PATH as well as a package's bin (`npx touch f` runs touch):
 * `npx CMD`, `npm exec -- CMD`, `npm x CMD`, `pnpm exec CMD`, `yarn exec CMD`, `bunx CMD`, `bun x CMD`,
 * and a shell command line with `-c`/`--call` (npm, npx), `-c`/`--shell-mode` (pnpm exec), `bun exec`.
 */
function runnerScripts(subs: readonly string[]): Extract {
  return (words) => {
    let i = 1;
    if (subs.length > 0) {
      // The subcommand, after the runner's own options (`pnpm -C dir exec`, `npm --prefix p exec`).
      while (i < words.length && (words[i] as string).startsWith('-'))
        i += RUNNER_VALUED.has(words[i] as string) ? 2 : 1;
      if (!subs.includes(words[i] as string)) return [];
      if (words[i] === 'exec' && words[0] === 'bun') return words.slice(i + 1, i + 2);
      i++;
    }
    const out = runnerCall(words.slice(i - 1));
    const shellMode = words.includes('--shell-mode');
    while (i < words.length && (words[i] as string).startsWith('-')) {
      const w = words[i] as string;
      i += RUNNER_VALUED.has(w) ? 2 : 1;
      if (w === '--') break;
    }
    const rest = words.slice(i);
    if (rest.length > 0) out.push(shellMode ? rest.join(' ') : rest.map(quote).join(' '));
    // `npx serve`, `npx serve@14`: a file server only a runner names.
    const server = RUN_FILE_SERVERS.get((rest[0] ?? '').replace(/(?!^)@[^/]*$/, ''));
    if (server !== undefined) out.push(...serverOf(server)(rest));
    return out;
  };
}
/** `-c CMD` / `--call CMD` of a runner (made once: every npm, npx, pnpm, yarn and bun command asks). */
const runnerCall = values(['-c', '--call']);
/**
 * PowerShell's `-EncodedCommand B64` (any prefix from `-e`, and `-ec`; `/` for `-` as on Windows, any
 * case): the script is base64 of UTF-16LE text, read as the command it is; a value that does not decode
 * to such text is code the call does not show (fail closed).
 */
/**
 * Round 68: PowerShell's `Start-Process PROG -ArgumentList "-C","/tmp/r","status"` (or `-FilePath PROG`,
 * `@(..)`) runs PROG with that list: read as `PROG ARGS` (the list was read without its program).
 */
const startProcess: Extract = (words) => {
  let program: string | undefined;
  let at = -1;
  for (let i = 1; i < words.length; i++) {
    const w = (words[i] as string).toLowerCase();
    if (w === '-argumentlist' || w === '-args') at = i + 1;
    else if (w === '-filepath') program = words[++i];
    else if (at < 0 && program === undefined && !w.startsWith('-')) program = words[i];
    if (at >= 0) break;
  }
  if (program === undefined) return [];
  const list = at < 0 ? [] : words.slice(at).join(' ').replace(PS_LIST_MARKS, ' ').split(PS_LIST_SEPARATORS);
  return [[program, ...list.filter((x) => x !== '')].map(quote).join(' ')];
};
/** A PowerShell list's marks around its items (`@(`, `)`, quotes), and what separates them. */
const PS_LIST_MARKS = /@\(|[)"']/g;
const PS_LIST_SEPARATORS = /[\s,]+/;

const pwshEncoded: Extract = (words) => {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = (words[i] as string).toLowerCase();
    const at = w.indexOf(':');
    const flag = at > 0 ? w.slice(0, at) : w;
    if (!encodedFlag(flag)) continue;
    const value = at > 0 ? (words[i] as string).slice(at + 1) : words[i + 1];
    const script = value === undefined ? undefined : utf16Base64(value);
    out.push(value === undefined ? '' : (script ?? `${UNSEEN_MARK} pwsh-encoded`));
    // Round 69: and as PowerShell reads it (its cmdlets' writes, the programs it starts).
    if (script !== undefined) out.push(...powershellScripts(script));
  }
  return out;
};
// `-e`, `-en` ... `-encodedcommand` and the alias `-ec`; `-encodedarguments` (`-ea`) is not a script.
const encodedFlag = (f: string): boolean =>
  f.length >= 2 &&
  (f[0] === '-' || f[0] === '/') &&
  ('encodedcommand'.startsWith(f.slice(1)) || f.slice(1) === 'ec');

/** The UTF-16LE text base64 `b64` encodes, or undefined when it is not one. */
function utf16Base64(b64: string): string | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 === 1) return undefined;
  let bytes: string;
  try {
    bytes = atob(b64);
  } catch {
    return undefined;
  }
  if (bytes.length % 2 !== 0) return undefined;
  const buf = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) buf[i] = bytes.charCodeAt(i);
  try {
    return strictUtf16le().decode(buf);
  } catch {
    return undefined;
  }
}
/** `cmd /c CMD...`: the words after the first `/c`, `/k` or `/r` (any case), as one command line. */
const cmdScripts: Extract = (words) => {
  for (let i = 1; i < words.length; i++)
    if (/^\/[ckr]$/i.test(words[i] as string)) return [words.slice(i + 1).join(' ')];
  return [];
};
const bunRunner = runnerScripts(['x', 'exec']);

/**
 * `npm init NAME ARGS` / `npm create`, `yarn create`, `pnpm create`, `bun create` run the registry
 * package `create-NAME` (`@scope/create` for `@scope`), as `npx create-NAME ARGS` does: read so.
 */
function createScripts(verbs: readonly string[]): Extract {
  return (words) => {
    let i = 1;
    while (i < words.length && (words[i] as string).startsWith('-'))
      i += RUNNER_VALUED.has(words[i] as string) ? 2 : 1;
    if (!verbs.includes(words[i] as string)) return [];
    i++;
    while (i < words.length && (words[i] as string).startsWith('-') && words[i] !== '--') i++;
    const name = words[i];
    if (name === undefined || name === '--') return [];
    const rest = words.slice(i + 1).filter((w, k) => !(k === 0 && w === '--'));
    return [[quote(initializer(name)), ...rest.map(quote)].join(' ')];
  };
}

/** The package an initializer names: `vite` → `create-vite`, `@s` → `@s/create`, `@s/x@1` → `@s/create-x`. */
function initializer(name: string): string {
  const at = name.lastIndexOf('@');
  const bare = at > 0 ? name.slice(0, at) : name;
  if (bare.startsWith('@')) {
    const slash = bare.indexOf('/');
    return slash < 0 ? `${bare}/create` : `${bare.slice(0, slash)}/create-${bare.slice(slash + 1)}`;
  }
  return `create-${bare}`;
}

/** `deno run|x [OPTS] npm:NAME[@V][/BIN] ARGS` runs the registry package's bin as `npx NAME ARGS` does. */
function denoScripts(words: readonly string[]): string[] {
  const out = denoEval(words);
  const sub = words[1];
  if (sub !== 'run' && sub !== 'x') return out;
  let i = 2;
  while (i < words.length && (words[i] as string).startsWith('-')) i++;
  const spec = words[i];
  if (spec === undefined || !/^npm:/i.test(spec)) return out;
  // `npm:cowsay@1.5/cowthink`: the bin after the version, else the package's own name.
  const m = /^npm:((?:@[^/@]+\/)?[^/@]+)(?:@[^/]*)?(?:\/(.+))?$/i.exec(spec);
  const bin = m?.[2] ?? m?.[1]?.replace(/^@[^/]+\//, '') ?? spec.slice(4);
  out.push([quote(bin), ...words.slice(i + 1).map(quote)].join(' '));
  return out;
}
const denoEval = codeScripts(['eval'], false, 'node');

/**
 * `nix run [OPTS] nixpkgs#NAME [--] ARGS` runs the package's program (named as the package by
 * default): read as `NAME ARGS`; `nix shell ... -c|--command CMD ARGS` runs CMD.
 */
function nixScripts(words: readonly string[]): string[] {
  const sub = words[1];
  if (sub === 'shell' || sub === 'develop') {
    return wordsAfter(
      words,
      words.findIndex((w, k) => k > 1 && (w === '-c' || w === '--command')),
    );
  }
  if (sub !== 'run') return [];
  let i = 2;
  while (i < words.length && (words[i] as string).startsWith('-') && words[i] !== '--') i++;
  const installable = words[i];
  if (installable === undefined || installable === '--') return [];
  // The attribute's last name (`nixpkgs#python3Packages.black` runs `black`); a path flake runs its own.
  const hash = installable.indexOf('#');
  const attr = hash < 0 ? '' : installable.slice(hash + 1);
  const name = attr.slice(attr.lastIndexOf('.') + 1);
  if (name === '') return [];
  const rest = words.slice(i + 1).filter((w, k) => !(k === 0 && w === '--'));
  return [[quote(name), ...rest.map(quote)].join(' ')];
}
/**
 * `iex`: PowerShell's Invoke-Expression runs its operands (`iex -Command CMD` too); an option first is
 * Elixir's shell (`iex -S mix`, `iex -e CODE`: its code read as a one-liner; round 17).
 */
function iexScripts(words: readonly string[]): string[] {
  const first = words[1];
  if (first === undefined || !first.startsWith('-')) return evaluated(words.slice(1).join(' '));
  const key = first.slice(1).toLowerCase();
  if (key !== '' && 'command'.startsWith(key)) return evaluated(words.slice(2).join(' '));
  return elixirCode(words);
}
/** Round 69: a string Invoke-Expression runs, as shell text and as PowerShell reads it. */
const evaluated = (script: string): string[] => [script, ...powershellScripts(script)];
const elixirCode = codeScripts(['-e', '--eval'], false, INTERPRETER_LANGUAGES.get('elixir'));
// Round 69: `bun eval CODE` read as deno's is (an over-read if bun takes `eval` for a script's name).
const bunCode = codeScripts([...JS_CODE_FLAGS, 'eval'], false, 'node');
const bunCreate = createScripts(['create']);
const npmRunner = runnerScripts(['exec', 'x']);

/**
 * Round 37: npm's own ways to a command line beside `exec`: a script it stores for a later `npm run`
 * (`npm pkg set scripts.NAME=CMD`, `'scripts={..}' --json`, `npm set-script NAME CMD`), its built-in
 * `env` script (`npm run env -- CMD` runs `env CMD` when the package has no `env` script; real npm the
 * oracle), and `--node-options` that load a file into every script's node, as `NODE_OPTIONS` does.
 */
const nodeOptions = values(['--node-options']);
function npmScripts(w: readonly string[]): string[] {
  const out: string[] = npmPrograms(w);
  if (npmGypScript(w).length > 0) out.push(`${UNSEEN_MARK} node-gyp`);
  for (const v of nodeOptions(w))
    if ([...v.matchAll(NODE_LOADS)].length > 0) out.push(`${UNSEEN_MARK} node-options`);
  const at = w.findIndex((x, k) => k > 0 && NPM_SCRIPT_VERBS.has(x));
  if (at < 0) return out;
  const verb = w[at] as string;
  const rest = w.slice(at + 1);
  if (verb === 'pkg' && rest[0] === 'set') {
    for (const kv of rest.slice(1)) {
      const eq = kv.indexOf('=');
      const key = kv.slice(0, eq);
      if (eq < 0 || !/^scripts(?:$|\.|\[)/.test(key)) continue;
      const value = kv.slice(eq + 1);
      out.push(value, ...(key === 'scripts' ? jsonStrings(value) : []));
    }
  } else if (verb === 'set-script') out.push(...operands(w.slice(at)).slice(1, 2));
  else if (rest[0] === 'env') {
    const args = rest.slice(rest[1] === '--' ? 2 : 1);
    if (args.length > 0) out.push(['env', ...args].map(quote).join(' '));
  }
  return out;
}

/** npm's program keys given on its command line (`npm install --python=CMD`), and node-gyp's script. */
const npmPrograms = values(NPM_PROGRAM_KEYS.map((k) => `--${k}`));
const npmGypScript = values(['--node-gyp', '--init-module']);

/** Every string inside a JSON text (none when it is not JSON). */
function jsonStrings(text: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // Not JSON: npm stores the text as a string, read above.
  }
  return out;
}
const pnpmRunner = runnerScripts(['exec', 'dlx']);
const yarnRunner = runnerScripts(['exec', 'dlx']);
const quote = (w: string): string => `'${w.includes("'") ? w.replace(/'/g, `'\\''`) : w}'`;

/**
 * Database shells' escapes to the system shell in the statements their command line gives them:
 * sqlite3's `.shell CMD` / `.system CMD` (operands after the database, `-cmd`), psql's `\! CMD` (`-c`),
 * mysql's `system CMD` / `\! CMD` (`-e`).
 */
function dbScripts(
  flags: readonly string[],
  shellEscape: RegExp,
  operandsToo: boolean,
  more?: (text: string, out: string[]) => void,
): Extract {
  const given = values(flags);
  return (words) => {
    const texts = given(words);
    if (operandsToo)
      texts.push(...operands(words, new Set(['-cmd', '-separator', '-nullvalue', '-init'])).slice(1));
    const out: string[] = [];
    for (const t of texts) {
      for (const m of t.matchAll(shellEscape)) if (m[1] !== undefined) out.push(m[1]);
      more?.(t, out);
    }
    return out;
  };
}

/**
 * Round 74 (rt-writers-r74; docs/floor.md): sqlite3's dot commands that write a file (`.output F`, `.once
 * F`, `.save F`, `.backup F`, `.log F`, `.trace F`, `.open F`, `.clone F`, or a prefix of one, as the shell
 * takes `.o` and `.out`) and statements that create one (`ATTACH 'F'`, `VACUUM INTO 'F'`): each read as
 * `: > "F"` (sqlite3 expands no `~`); a `|CMD` value runs CMD. And `.she`, `.sy`: prefixes of `.shell`,
 * `.system` (SQLITE_SHELL reads them whole).
 */
function sqliteDots(text: string, out: string[]): void {
  for (const m of text.matchAll(SQLITE_DOT)) {
    const name = m[1] as string;
    const rest = m[2] as string;
    if (
      (prefixOf(name, 'shell', 3) && name !== 'shell') ||
      (prefixOf(name, 'system', 2) && name !== 'system')
    ) {
      out.push(rest);
      continue;
    }
    if (!SQLITE_WRITE_COMMANDS.some((w) => prefixOf(name, w, w === 'output' ? 1 : 2))) continue;
    for (const t of rest.matchAll(SQLITE_ARG)) {
      const arg = (t[1] ?? t[2] ?? t[0]) as string;
      if (arg.startsWith('|')) out.push(arg.slice(1));
      else if (arg !== '' && !arg.startsWith('-')) out.push(`: > "${arg.replace(/["\\`]/g, '\\$&')}"`);
    }
  }
  for (const m of text.matchAll(SQLITE_CREATE)) {
    const file = (m[1] ?? m[2]) as string;
    if (file !== '') out.push(`: > "${file.replace(/["\\`]/g, '\\$&')}"`);
  }
}
/** Whether `word` is `name` or a prefix of it at least `least` letters long. */
const prefixOf = (word: string, name: string, least: number): boolean =>
  word.length >= least && name.startsWith(word);
/** A dot command at a line's start, and the rest of its line (blanks as SQLITE_SHELL's). */
const SQLITE_DOT = /(?:^|\n|;)[^\S\n]*\.([a-z]+)[^\S\n]+([^\n]*)/g;
/** One argument of a dot command: quoted, or a run of non-blanks. */
const SQLITE_ARG = /'([^']*)'|"([^"]*)"|\S+/g;
const SQLITE_CREATE = /\b(?:attach|into)[^\S\n]+(?:database[^\S\n]+)?(?:'([^'\n]*)'|"([^"\n]*)")/gi;
// Blanks after a line's start stop at the line's end (`[^\S\n]`): a run of newlines or `;` is tried from
// each once, not re-read from every start (round 20: `\s*` there was quadratic on 64 KiB of newlines).
const SQLITE_SHELL = /(?:^|\n|;)[^\S\n]*\.(?:shell|system)[^\S\n]+([^\n]*)/g;
const PSQL_SHELL = /\\!\s*([^\n]*)/g;
const MYSQL_SHELL = /(?:^|\n|;)[^\S\n]*(?:system|\\!)[^\S\n]+([^\n;]*)/g;

/**
 * redis-cli's server-side writes and loads (round 20): `CONFIG SET dir|dbfilename|logfile` moves where the
 * server writes its dump or log (`/root/.ssh`, `authorized_keys`), `MODULE LOAD` runs a library: what the
 * server then writes or runs the call does not show. Words compared in any case, as Redis does.
 */
function redisScripts(words: readonly string[]): string[] {
  for (let i = 1; i + 2 < words.length; i++) {
    const w = (words[i] as string).toLowerCase();
    const next = (words[i + 1] as string).toLowerCase();
    if (
      (w === 'config' && next === 'set' && REDIS_WHERE.has((words[i + 2] as string).toLowerCase())) ||
      (w === 'module' && (next === 'load' || next === 'loadex'))
    )
      return [`${UNSEEN_MARK} redis`];
  }
  return [];
}
const REDIS_WHERE = new Set(['dir', 'dbfilename', 'logfile', 'appenddirname', 'appendfilename']);

/**
 * lftp's own command language (round 22): `-c CMDS`, `-e CMDS` (and `open -e CMDS`) hold lftp commands
 * separated by `;`, `&&`, `||`, `&` or a newline. `!CMD` hands the rest of its line to a shell; every
 * other command is read as `lftp CMD ARGS`, so `put ~/.ssh/id_rsa` meets the rules with its program.
 */
const lftpScripts: Extract = (words) => {
  const out: string[] = [];
  for (const script of lftpGiven(words))
    for (const c of lftpCommands(script)) out.push(c.startsWith('!') ? c.slice(1) : `lftp ${c}`);
  return out;
};
const lftpGiven = values(['-c', '-e']);
/** One pass over an lftp script: its commands, split outside quotes; a `!` command runs to the line's end. */
function lftpCommands(script: string): string[] {
  const out: string[] = [];
  let start = 0;
  let quote = '';
  // Only blanks since the command's start: a `!` here begins a shell command.
  let fresh = true;
  const cut = (end: number, next: number): void => {
    const c = script.slice(start, end).trim();
    if (c !== '') out.push(c);
    start = next;
    fresh = true;
  };
  for (let i = 0; i < script.length; i++) {
    const ch = script[i] as string;
    if (quote !== '') {
      if (ch === '\\' && quote === '"') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '!' && fresh) {
      const eol = script.indexOf('\n', i);
      i = eol < 0 ? script.length : eol;
      cut(i, i + 1);
    } else if (ch === ';' || ch === '\n' || ch === '&' || ch === '|') {
      const twice = (ch === '&' || ch === '|') && script[i + 1] === ch;
      cut(i, twice ? i + 2 : i + 1);
      if (twice) i++;
    } else if (ch !== ' ' && ch !== '\t') {
      fresh = false;
      if (ch === '\\') i++;
      else if (ch === '"' || ch === "'") quote = ch;
    }
  }
  cut(script.length, script.length);
  return out;
}

/**
 * Round 47: the recipe lines of GNU make's `--eval TEXT` / `-E TEXT` (a rule's `all:;CMD`, a tab-led
 * line, less make's `@`, `-`, `+`): shell commands make runs with its own standard input, so `echo CMD |
 * make --eval='all:;sh' -f /dev/null` runs CMD (real GNU make ran it). A `$(shell CMD)` runs CMD too.
 * Read by shell.ts where make's kind is (scriptsOf, scriptSource), not as a command line taker's.
 */
export const makeEval: Extract = values(['--eval', '-E'], (text) => {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    const semi = colon < 0 ? -1 : line.indexOf(';', colon);
    const recipe = line.startsWith('\t') ? line.slice(1) : semi >= 0 ? line.slice(semi + 1) : undefined;
    if (recipe !== undefined) out.push(recipe.replace(/^[\s@+-]*/, ''));
    const shell = line.indexOf('$(shell ');
    if (shell >= 0) out.push(line.slice(shell + 8));
  }
  return out.length === 0 ? undefined : out.join('\n');
});

/**
 * `cmake -E CMD ARGS` (round 22): CMake's portable commands, read as the programs they stand for, so their
 * write targets meet the guarded paths (`cmake -E copy x .git/hooks/pre-commit` as `cp`); `chdir DIR CMD`
 * runs CMD in DIR; `env`, `time` run their operands (read as env and time are).
 */
const CMAKE_E: ReadonlyMap<string, string> = new Map([
  ['copy', 'cp'],
  ['copy_if_different', 'cp'],
  ['copy_if_newer', 'cp'],
  ['copy_directory', 'cp -r'],
  ['copy_directory_if_different', 'cp -r'],
  ['copy_directory_if_newer', 'cp -r'],
  ['rename', 'mv'],
  ['remove', 'rm'],
  ['rm', 'rm'],
  ['remove_directory', 'rm -r'],
  ['make_directory', 'mkdir -p'],
  ['touch', 'touch'],
  ['touch_nocreate', 'touch'],
  ['create_symlink', 'ln -s'],
  ['create_hardlink', 'ln'],
  ['tar', 'tar'],
  ['cat', 'cat'],
  ['env', 'env'],
  ['time', 'time'],
]);
const cmakeScripts: Extract = (words) => [...cmakeE(words), ...cmakePrograms(words)];
/**
 * Round 51: `cmake -DCMAKE_C_COMPILER_LAUNCHER=CMD`, `-DCMAKE_CXX_COMPILER=CMD`, `-D CMAKE_LINKER=CMD`: the
 * build runs the program each names (a launcher before every compile), read as a command.
 */
const cmakePrograms: Extract = (words) => {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    const def = w === '-D' ? (words[++i] ?? '') : w.startsWith('-D') ? w.slice(2) : undefined;
    if (def === undefined) continue;
    const eq = def.indexOf('=');
    const key = eq < 0 ? '' : def.slice(0, eq).replace(/:\w+$/, '');
    if (cmakeProgramVariable(key) && def.slice(eq + 1).trim() !== '')
      out.push(def.slice(eq + 1).replace(/;/g, ' '));
  }
  return out;
};
/** CMake's variables naming a program its build runs (by name: `CMAKE_<LANG>_COMPILER_LAUNCHER` ..). */
const cmakeProgramVariable = (key: string): boolean =>
  key.startsWith('CMAKE_') &&
  (key.endsWith('_COMPILER_LAUNCHER') ||
    key.endsWith('_LINKER_LAUNCHER') ||
    key.endsWith('_COMPILER') ||
    key === 'CMAKE_LINKER' ||
    key === 'CMAKE_MAKE_PROGRAM' ||
    key === 'CMAKE_AR');
const cmakeE: Extract = (words) => {
  const at = words.indexOf('-E');
  const cmd = words[at + 1];
  if (at < 0 || cmd === undefined) return [];
  const rest = words.slice(at + 2);
  if (cmd === 'chdir')
    return rest.length > 1 ? [`cd ${quote(rest[0] as string)} && ${rest.slice(1).map(quote).join(' ')}`] : [];
  const as = CMAKE_E.get(cmd);
  return as === undefined ? [] : [[as, ...rest.map(quote)].join(' ')];
};

/**
 * Round 23: the commands a CMake script runs (`cmake -P F`, a `CMakeLists.txt` configured) when the text
 * writes it: `execute_process(COMMAND a b [COMMAND c ...])` as a pipeline, `exec_program(p ARGS a b)`.
 * Command names in any case, as CMake reads them; one pass, each call read to its closing parenthesis.
 */
export function cmakeScriptCommands(script: string): string[] {
  const out: string[] = [];
  const start = /\b(execute_process|exec_program)\s*\(/gi;
  for (let m = start.exec(script); m !== null; m = start.exec(script)) {
    const args = cmakeArguments(script, start.lastIndex);
    start.lastIndex = args.end;
    // `${CMAKE_COMMAND}` is cmake itself (`-E copy a .git/hooks/x`).
    const words = args.words.map((w) => (w === CMAKE_COMMAND ? 'cmake' : w));
    if ((m[1] as string).toLowerCase() === 'exec_program') {
      const at = words.indexOf('ARGS');
      const prog = words[0];
      if (prog !== undefined) out.push([prog, ...(at < 0 ? [] : words.slice(at + 1))].map(quote).join(' '));
      continue;
    }
    const stages: string[] = [];
    let stage: string[] | undefined;
    for (const w of words) {
      if (w === 'COMMAND') stages.push(...(stage?.length ? [stage.map(quote).join(' ')] : []));
      if (w === 'COMMAND') stage = [];
      else if (CMAKE_KEYWORD.test(w)) {
        if (stage?.length) stages.push(stage.map(quote).join(' '));
        stage = undefined;
      } else stage?.push(w);
    }
    if (stage?.length) stages.push(stage.map(quote).join(' '));
    if (stages.length > 0) out.push(stages.join(' | '));
  }
  return out;
}
const CMAKE_COMMAND = `\${CMAKE_COMMAND}`;
/** execute_process's own keywords (`WORKING_DIRECTORY`, `OUTPUT_VARIABLE` ...): upper case, underscores. */
const CMAKE_KEYWORD = /^[A-Z]+(?:_[A-Z]+)+$|^(?:TIMEOUT|ENCODING)$/;
/** The arguments of a CMake command from `at` (after its `(`) to its `)`: quoted, bracketed or bare words. */
function cmakeArguments(text: string, at: number): { words: string[]; end: number } {
  const words: string[] = [];
  let depth = 0;
  let i = at;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === ')' && depth === 0) return { words, end: i + 1 };
    if (c === '#') {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl;
    } else if (/\s/.test(c)) i++;
    else if (c === '"') {
      let w = '';
      for (i++; i < text.length && text[i] !== '"'; i++) w += text[i] === '\\' ? (text[++i] ?? '') : text[i];
      words.push(w);
      i++;
    } else {
      let j = i;
      while (j < text.length && !/[\s()"#]/.test(text[j] as string)) j++;
      if (j === i) {
        depth += c === '(' ? 1 : -1;
        i++;
      } else {
        words.push(text.slice(i, j));
        i = j;
      }
    }
  }
  return { words, end: text.length };
}

/** The line a program serving files to every network interface is read as (round 22: `served-files`). */
export const SERVED_MARK = 'gate-served-files';
/** An address only this machine reaches: a loopback host, with or without its port. */
const LOOPBACK = /^(?:127(?:\.\d{1,3}){0,3}|localhost|ip6-localhost|::1|\[::1\])(?::\d+)?$/i;
/**
 * File servers bound to every interface unless told a loopback address (round 22): the working tree,
 * `.env` and `.git/` with it, readable by anyone who reaches the machine. `python3 -m http.server`
 * (`-b`/`--bind`), `ruby -run -e httpd` (`--bind-address`), `busybox httpd -p [IP:]PORT`, `http-server
 * -a ADDR`; `php -S HOST:PORT` names its host (and runs the PHP files it serves).
 */
function servesFiles(words: readonly string[], module: RegExp, bind: readonly string[]): string[] {
  if (!words.some((w, k) => module.test(w) || (k > 0 && module.test(`${words[k - 1]}${w}`)))) return [];
  const given = values(bind)(words);
  return given.length > 0 && given.every((a) => LOOPBACK.test(a)) ? [] : [SERVED_MARK];
}
const pythonServes: Extract = (w) => servesFiles(w, PYTHON_SERVERS, ['-b', '--bind']);
const rubyServes: Extract = (w) => servesFiles(w, /^-e(?:httpd)$/, ['--bind-address']);
const phpServes: Extract = (w) => {
  const host = values(['-S'])(w);
  return host.length > 0 && !host.every((h) => LOOPBACK.test(h)) ? [SERVED_MARK] : [];
};
/** A server of FILE_SERVERS: served unless every bind it is given is a loopback address (`tcp://`, twistd's `interface=` read). */
function serverOf(server: { sub?: string; bind: readonly string[]; loopback?: true }): Extract {
  return (w) => {
    const at = server.sub === undefined ? 0 : w.indexOf(server.sub);
    if (at < 0) return [];
    const given = values(server.bind, bindHost)(w.slice(at));
    // A server on loopback by default (`loopback`) serves elsewhere only when told a host.
    if (given.length === 0) return server.loopback ? [] : [SERVED_MARK];
    return given.every((a) => LOOPBACK.test(a)) ? [] : [SERVED_MARK];
  };
}
/** The host of a bind value: `tcp://127.0.0.1:3000` → `127.0.0.1:3000`, twistd's `tcp:8080:interface=::1` → `::1`. */
const bindHost = (v: string): string =>
  /interface=([^:]+(?:::1)?)/.exec(v)?.[1] ?? v.replace(/^[a-z]+:\/\//i, '');
const pythonCode = codeScripts(['-c'], false, 'python');
/** `python3 -m zipfile -c out.zip SRC...`, `-m tarfile -c out.tar SRC...`: the stdlib's archivers. */
const pythonArchives: Extract = (w) => {
  const at = w.findIndex(
    (x, k) => /^-m(?:zipfile|tarfile)$/.test(x) || (x === '-m' && /^(?:zip|tar)file$/.test(w[k + 1] ?? '')),
  );
  return at < 0 ? [] : homeSent(['tar', ...w.slice(at + (w[at] === '-m' ? 2 : 1))]);
};
const python: Extract = (w) => [...pythonCode(w), ...pythonServes(w), ...pythonArchives(w)];
const rubyCode = codeScripts(['-e'], false, 'ruby');
const phpCode = codeScripts(['-r'], false, 'php');

/** An ed command's addresses: numbers, `.`, `$`, `,`, `;`, offsets, marks, `/re/` and `?re?`. */
const ED_ADDRESS =
  /^[\s\d.$,;+\-^]*(?:(?:'[a-z]|\/(?:[^/\\\n]|\\.)*\/?|\?(?:[^?\\\n]|\\.)*\??)[\s\d.$,;+\-^]*)*/;
/**
 * Round 38: what ed runs: a `!CMD` operand (ed reads the command's output as its buffer), and in its
 * script (standard input) `!CMD`, `r|e|E !CMD`, `w|W|wq !CMD` (each through `sh -c`), a `g|v/re/`
 * command list's commands, and `w|W|wq FILE`, a write of FILE (read as `: >> FILE`). Text after `a`, `i`
 * or `c` is data up to a lone `.`. Real ed is the oracle (test/redteam-floor-r38-persist.test.ts).
 */
function edScripts(words: readonly string[]): string[] {
  if (words[1] === ED_INPUT) return edCommands(words[2] ?? '');
  return operands(words, new Set(['-p', '--prompt'])).flatMap((w) => (w.startsWith('!') ? [w.slice(1)] : []));
}
/**
 * Round 66: what m4 runs: each `syscmd(CMD)` and `esyscmd(CMD)` (`m4_` before it under `-P`) through
 * `sh -c`, in its input (M4_INPUT) and in its options' values (`-Dx=syscmd(CMD)`), read as written and
 * with m4's quotes removed. A macro defined, or a builtin named but not called (`defn`, `indir`,
 * `changeword`, `syscmd` alone), may make the call from pieces: unseen. Real m4 1.4 is the oracle.
 */
function m4Scripts(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of words.slice(1)) {
    if (M4_BUILDS.test(t)) return [`${UNSEEN_MARK} m4`];
    for (const m of t.matchAll(M4_CALL)) {
      if (out.length >= MAX_QUOTED_BODIES) return [`${UNSEEN_MARK} m4`];
      let depth = 0;
      let end = (m.index as number) + m[0].length;
      for (; end < t.length; end++) {
        const c = t[end] as string;
        if (c === '(') depth++;
        else if (c === ')' && depth-- === 0) break;
      }
      const body = t.slice((m.index as number) + m[0].length, end);
      out.push(body, body.replace(/[`']/g, ''));
    }
  }
  return out;
}
const M4_CALL = /syscmd\(/g;
/** Round 66: m4 text that may build a call gate does not see spelled out (m4Scripts). */
const M4_BUILDS = /\b(?:define|pushdef|defn|indir|builtin|changeword|changequote)\b|syscmd(?!\()/;
function edCommands(script: string): string[] {
  const out: string[] = [];
  let text = false;
  for (const line of script.split('\n')) {
    if (text) {
      text = line !== '.';
      continue;
    }
    let rest = line.replace(ED_ADDRESS, '');
    // A global command's list: the commands after its pattern, read as a command of their own.
    const global = /^[gGvV]([^\s\\])(?:[^\\]|\\.)*?\1([\s\S]*)$/.exec(rest);
    if (global) rest = (global[2] as string).replace(ED_ADDRESS, '');
    const run = /^(?:[rweEW]|wq|Wq)?\s*!([\s\S]*)$/.exec(rest);
    if (run) {
      out.push(run[1] as string);
      continue;
    }
    const file = /^(?:w|W|wq|Wq)\s+(\S[\s\S]*)$/.exec(rest);
    if (file) {
      out.push(appendScript((file[1] as string).trim()));
      continue;
    }
    text = /^[aic][lnp]*\s*$/.test(rest);
  }
  return out;
}

/**
 * Round 45: the shell commands a dc program runs: after each `!` not read as a comparison (`!<r`, `!>r`,
 * `!=r`), the rest of its line (dc hands it to `sh -c`); in a macro (`[!id]x`) the line may end at the
 * string's `]`, so that cut is read too. The scan resumes after the line: linear in the program.
 */
function dcCommands(code: string): string[] {
  const out: string[] = [];
  for (let i = code.indexOf('!'); i >= 0 && i < code.length; i = code.indexOf('!', i + 1)) {
    const next = code.charCodeAt(i + 1);
    if (next === 60 /* < */ || next === 62 /* > */ || next === 61 /* = */) continue;
    const eol = code.indexOf('\n', i + 1);
    const line = code.slice(i + 1, eol < 0 ? code.length : eol);
    out.push(line);
    const close = line.indexOf(']');
    if (close >= 0) out.push(line.slice(0, close));
    if (eol < 0) break;
    i = eol;
  }
  return out;
}

/**
 * Round 38: LIBRARY_OPTIONS' values (a PKCS#11 provider, an OpenSSL engine) outside the system's library
 * directories: a shared object loaded into the program, code the text does not show.
 */
function loadedObjects(program: string): Extract {
  const options = LIBRARY_OPTIONS.get(program) ?? [];
  const outside = (o: string | undefined): string | undefined =>
    o === undefined || SYSTEM_LIBRARY.test(o) || (!o.includes('/') && !LIBRARY_FILE.test(o)) ? undefined : o;
  const keyed = values(
    options.filter((o) => o === '-o'),
    (v) => outside(SSH_LIBRARY_KEYS.exec(v)?.[1]),
  );
  const named = values(
    options.filter((o) => o !== '-o'),
    (v) => outside(v.startsWith('SO_PATH:') ? v.slice(8) : v),
  );
  return (words) => (keyed(words).length + named(words).length > 0 ? [`${UNSEEN_MARK} library`] : []);
}
const LIBRARY_FILE = /\.(?:so|dylib|dll)\b/i;
/** A library the system's directories hold, none, or ssh's built-in provider. */
const SYSTEM_LIBRARY =
  /^(?:(?:\/usr|\/lib(?:32|64)?|\/opt\/homebrew|\/System|\/Library)\/(?![^\s]*\.\.)|none$|internal$)/i;

/** `ssh-copy-id [options] [user@]HOST` to a loopback host (LOOPBACK), or none named: this machine's keys. */
const copiedHere: Extract = (words) => {
  const host = operands(words, new Set(['-i', '-p', '-o', '-F', '-J', '-t'])).at(-1);
  const name = host?.slice(host.lastIndexOf('@') + 1);
  return name === undefined || LOOPBACK.test(name) ? [': >> ~/.ssh/authorized_keys'] : [];
};

/**
 * Round 51: parallel remote shells run their operands as `ssh HOST CMD` does, on every host they name
 * (`pdsh -w h CMD`, `pssh -h hosts -i CMD`, `clush -w h CMD`; real pssh and clush join the operands):
 * each program's options that take a value, so the command is what follows them. pssh's `-O OPT`,
 * `-x ARGS` and clush's `-o OPTS` hand options to ssh (`-O ProxyCommand=CMD` runs CMD here): read as ssh's.
 */
const FLEET_SHELL_VALUED: ReadonlyMap<string, readonly string[]> = new Map([
  ['pdsh', ['-w', '-x', '-g', '-X', '-R', '-l', '-t', '-u', '-f', '-B', '-e', '-E', '-M', '-o', '-p']],
  ...['pssh', 'parallel-ssh', 'prsh'].map((p): [string, readonly string[]] => [
    p,
    [
      '-h',
      '--hosts',
      '-H',
      '--host',
      '-l',
      '--user',
      '-p',
      '--par',
      '-o',
      '--outdir',
      '-e',
      '--errdir',
      '-t',
      '--timeout',
      '-O',
      '--option',
      '-x',
      '--extra-args',
      '-X',
      '--extra-arg',
      '-I',
    ],
  ]),
  [
    'clush',
    [
      '-w',
      '-x',
      '-g',
      '--group',
      '-X',
      '-l',
      '--user',
      '-o',
      '--options',
      '-f',
      '--fanout',
      '-t',
      '--connect_timeout',
      '-u',
      '--command_timeout',
      '-R',
      '--worker',
      '-E',
      '--topology',
      '--hostfile',
      '--pick',
      '-c',
      '--copy',
      '--dest',
      '--color',
      '-O',
      '--option',
    ],
  ],
  ['mussh', ['-h', '-H', '-l', '-L', '-o', '-p', '-m', '-t', '-i', '-C']],
]);
/** The ssh options a fleet shell passes on (`pssh -O ProxyCommand=CMD`, `clush -o '-o ProxyCommand=CMD'`). */
const FLEET_SSH_OPTIONS = ['-O', '--option', '-x', '--extra-args', '-X', '--extra-arg', '--options'];
function fleetShell(valued: readonly string[]): Extract {
  const takes = new Set(valued);
  return (words) => {
    // mussh's command is its `-c` value; the others' is every operand after the options, joined.
    const given = words[0] === 'mussh' ? values(['-c'])(words) : [operands(words, takes).join(' ')];
    // An ssh option anywhere in the value (`-O ProxyCommand=CMD`, `-x '-o ProxyCommand=CMD'`).
    const passing = words[0] === 'clush' ? [...FLEET_SSH_OPTIONS, '-o'] : FLEET_SSH_OPTIONS;
    return [...given.filter((c) => c !== ''), ...values(passing)(words).flatMap(sshCommandIn)];
  };
}
/** The command of an ssh option inside a value handed to ssh (`-o ProxyCommand=CMD`), or none. */
function sshCommandIn(v: string): string[] {
  const at = v.search(SSH_COMMAND_KEY);
  // The value is split as a shell would (`-x '-o ProxyCommand=sudo\\ id'`): its escapes are dropped.
  const cmd = at < 0 ? undefined : SSH_COMMAND.exec(v.slice(at).replace(/\\(.)/g, '$1'))?.[1];
  return cmd === undefined ? [] : [cmd];
}

const clusterShell: Extract = (w) => [
  ...values(['-a', '--action'])(w),
  ...values(['-o', '--options'])(w).flatMap(sshCommandIn),
];

/**
 * Round 51: Salt's execution modules that run a command line (`salt TARGET cmd.run CMD`, `salt-call
 * --local cmd.run CMD` here, `salt-ssh`; `cmd.script URL` runs a file the call does not show): the
 * command line read as a shell's, `runas=root` as sudo. salt-ssh's `-r`/`--raw` runs its operand as is.
 */
const SALT_RUNS = /^cmd\.(?:run\w*|shell\w*|exec_code\w*|powershell\w*|retcode|script\w*)$/;
const saltScripts: Extract = (words) => {
  const out: string[] = [];
  const raw = words.some((w) => w === '-r' || w === '--raw' || w === '--raw-shell');
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (/^runas=["']?root\b/.test(w) || w === 'runas=0') out.push('sudo true');
    if (!SALT_RUNS.test(w)) continue;
    // The first operand after it, by index (a slice per word read a 200 kB text in quadratic time).
    let line: string | undefined;
    for (let k = i + 1; k < words.length && line === undefined; k++) {
      const o = words[k] as string;
      if (!o.startsWith('-') && !/^\w+=/.test(o)) line = o;
    }
    if (w.startsWith('cmd.script') || w.startsWith('cmd.exec_code')) out.push(`${UNSEEN_MARK} salt`);
    else if (line !== undefined) out.push(line);
  }
  // salt-ssh -r 'CMD': the raw command, the first operand after the target.
  if (raw) {
    const ops = operands(
      words,
      new Set(['-c', '--config-dir', '-t', '--timeout', '--out', '-i', '--roster']),
    );
    if (ops[1] !== undefined) out.push(ops.slice(1).join(' '));
  }
  return out;
};

/**
 * Round 51: other fleet runners' command lines: `mco shell run CMD`, `bolt command run CMD` (its
 * `--run-as root` read as sudo), `vagrant ssh -c CMD`, `gcloud compute ssh VM --command=CMD`.
 */
const mcoScripts: Extract = (w) =>
  w[1] === 'shell' && w[2] === 'run' && w.length > 3 ? [w.slice(3).join(' ')] : [];
const boltScripts: Extract = (w) => {
  const out: string[] = [];
  const runAs = w.findIndex((x) => x === '--run-as' || x.startsWith('--run-as='));
  const user = runAs < 0 ? undefined : w[runAs].includes('=') ? w[runAs].slice(9) : w[runAs + 1];
  if (user === 'root' || user === '0') out.push('sudo true');
  if (w[1] === 'command' && w[2] === 'run' && w[3] !== undefined && !w[3].startsWith('-')) out.push(w[3]);
  return out;
};
const sshSubcommand =
  (names: readonly string[]): Extract =>
  (w) =>
    w.includes('ssh') ? values(names)(w) : [];

/**
 * Round 51: a build tool's program given as an option (`cargo --config 'target.X.runner="CMD"' run`,
 * `go test -exec CMD`, `go build -toolexec=CMD`, `go vet -vettool=CMD`, `mvn -Dexec.executable=CMD`,
 * `make CC=CMD x.o`): the tool starts it as a command, read as one (each admitted on the base, c77d491b).
 */
/** cargo's config keys naming a program it runs (`target.X.runner`, `build.rustc-wrapper` ..), by key. */
const cargoProgramKey = (key: string): boolean =>
  CARGO_PROGRAM_KEYS.has(key) ||
  ((key.startsWith('target.') || key.startsWith('host.')) && /\.(?:runner|linker)$/.test(key)) ||
  (key.startsWith('registries.') && key.endsWith('.credential-provider'));
const CARGO_PROGRAM_KEYS: ReadonlySet<string> = new Set([
  'build.rustc',
  'build.rustdoc',
  'build.rustc-wrapper',
  'build.rustc-workspace-wrapper',
  'credential-provider',
  'registry.credential-provider',
  'registry.global-credential-providers',
]);
/** cargo's environment form of `target.X.runner`/`linker` (`CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER`). */
const CARGO_TARGET_PROGRAM = /^CARGO_TARGET_\w+_(?:RUNNER|LINKER)$/;
/** A TOML value's words: a string or an array of strings, quotes and brackets dropped. */
const tomlWords = (v: string): string => v.replace(/[[\]",']/g, ' ').trim();
/**
 * Round 52: an alias's value is cargo's own words (`--config 'alias.b="run --config target.X.runner=CMD"'`),
 * read again as cargo's, once (an alias inside an alias is unseen); a `--config` value with no `=` is a
 * file of config (a runner, a wrapper) the call does not show.
 */
const cargoScripts = (w: readonly string[], nested = false): string[] =>
  values(['--config'])(w).flatMap((v) => {
    const eq = v.indexOf('=');
    if (eq < 0) return [`${UNSEEN_MARK} cargo-config`];
    const key = v.slice(0, eq).trim();
    if (key.startsWith('alias.'))
      return nested
        ? [`${UNSEEN_MARK} cargo-alias`]
        : cargoScripts(['cargo', ...aliasWords(v.slice(eq + 1))], true);
    return cargoProgramKey(key) ? [tomlWords(v.slice(eq + 1))] : [];
  });
/**
 * A cargo alias's words: an array's TOML strings (escapes dropped), or a string split on blanks, as cargo
 * splits it (a quote inside is the word's: `"run --config k=\\"v\\""` gives `k="v"`).
 */
function aliasWords(v: string): string[] {
  const t = v.trim();
  if (t.startsWith('[')) return tomlStrings(t);
  return t
    .replace(/^(["'])([\s\S]*)\1$/, '$2')
    .replace(/\\(.)/g, '$1')
    .split(/\s+/)
    .filter((x) => x !== '');
}
/**
 * The TOML strings of an array, in order: basic ("..", a backslash escaping the next character) and literal
 * ('..'). One pass: a regex tried at each quote re-read an unclosed string's escapes from every quote in it.
 * An unclosed string ends the array (cargo refuses such a config, so nothing after it runs).
 */
function tomlStrings(t: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < t.length; i++) {
    const q = t[i];
    if (q === "'") {
      const close = t.indexOf("'", i + 1);
      if (close < 0) break;
      out.push(t.slice(i + 1, close));
      i = close;
    } else if (q === '"') {
      let s = '';
      let j = i + 1;
      for (; j < t.length && t[j] !== '"'; j++) s += t[j] === '\\' && j + 1 < t.length ? t[++j] : t[j];
      if (j >= t.length) break;
      out.push(s);
      i = j;
    }
  }
  return out;
}
const GO_PROGRAM_FLAG = /^--?(?:toolexec|exec|vettool)(?:=([\s\S]*))?$/;
function goScripts(w: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < w.length; i++) {
    const m = GO_PROGRAM_FLAG.exec(w[i] as string);
    if (m === null) continue;
    const v = m[1] ?? w[i + 1];
    if (v !== undefined && v !== '') out.push(v);
  }
  return out;
}
const MVN_PROGRAM = '-Dexec.executable=';
const mvnScripts: Extract = (w) =>
  w.flatMap((x) => (x.startsWith(MVN_PROGRAM) ? [x.slice(MVN_PROGRAM.length)] : []));
/**
 * make's operands naming a program its implicit rules run (`make CC=CMD x.o`; shell.ts reads them beside
 * SHELL=), and round 52's flags its rules hand the compiler (`make CFLAGS='-wrapper CMD' x.o`).
 */
export const makePrograms = (w: readonly string[]): string[] =>
  w.slice(1).flatMap((x) => {
    const m = ENV_ASSIGNMENT.exec(x);
    if (m === null || (m[2] as string).trim() === '') return [];
    if (MAKE_PROGRAM_SET.has(m[1] as string)) return [m[2] as string];
    return COMPILER_FLAGS.test(m[1] as string)
      ? compilerScripts(['cc', ...(m[2] as string).split(/\s+/)])
      : [];
  });
/**
 * Round 52: a compiler's options that run a program or load code (gcc(1), rustc's codegen options):
 * `-wrapper PROG,ARGS` runs every subcommand under PROG (real gcc, make's CFLAGS too), `-fplugin=F` and an
 * ld plugin load F, `-B DIR` takes cc1, as and ld from DIR, `-specs=F` names the programs, `-fuse-ld=PATH`
 * and rustc's `-C linker=PROG` run PROG: the program a command, a file or directory unseen code.
 */
export function compilerScripts(w: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < w.length; i++) {
    const x = w[i] as string;
    const next = w[i + 1] ?? '';
    if (x === '-wrapper') out.push(next.replaceAll(',', ' '));
    else if (x === '-C' && next.startsWith('linker=')) out.push(next.slice(7));
    else if (x.startsWith('-Clinker=')) out.push(x.slice(9));
    else if (x.startsWith('-fuse-ld=') && x.includes('/')) out.push(x.slice(9));
    else if (COMPILER_LOADS.test(x)) out.push(`${UNSEEN_MARK} compiler`);
  }
  return out.filter((c) => c.trim() !== '');
}
const COMPILER_LOADS = /^(?:-fplugin=|-B|--?specs(?:=|$)|-Wl,.*plugin)/;
/** The variables a build hands a compiler as options (CFLAGS, LDFLAGS, CGO_CFLAGS, RUSTFLAGS ..). */
const COMPILER_FLAGS = /^(?:CGO_|CARGO_ENCODED_|CARGO_BUILD_)?(?:C|CXX|CPP|LD|F|OBJC|RUST|RUSTDOC)FLAGS$/;

/** Round 50: Ansible's become options (`-b`, a cluster with b, `--become`, `--become-user U`): read as sudo. */
function ansibleBecome(words: readonly string[]): string[] {
  for (const w of words.slice(1))
    if (w.startsWith('--become') || (/^-[A-Za-z]+$/.test(w) && w.includes('b'))) return ['sudo true'];
  return [];
}
const EXTRACTS = new Map<string, Extract>([
  ['redis-cli', redisScripts],
  ['valkey-cli', redisScripts],
  ['sqlite3', dbScripts(['-cmd'], SQLITE_SHELL, true, sqliteDots)],
  ['psql', dbScripts(['-c', '--command'], PSQL_SHELL, false)],
  // Round 37: mysql's `--pager=CMD` pipes its output through CMD (popen), as PAGER does.
  ['mysql', (w) => [...dbScripts(['-e', '--execute'], MYSQL_SHELL, false)(w), ...values(['--pager'])(w)]],
  ['mariadb', (w) => [...dbScripts(['-e', '--execute'], MYSQL_SHELL, false)(w), ...values(['--pager'])(w)]],
  ['npx', runnerScripts([])],
  ['bunx', runnerScripts([])],
  ['npm', (w) => [...npmRunner(w), ...createScripts(['init', 'create', 'innit'])(w), ...npmScripts(w)]],
  // Round 16: a package run by name from a registry runs as `npx NAME ARGS` does (`pnpm dlx`, `yarn dlx`,
  // `pipx run`, `uvx`, `uv tool run`, `pnpx`): NAME ARGS read as the command.
  ['pnpm', (w) => [...pnpmRunner(w), ...createScripts(['create'])(w), ...npmPrograms(w)]],
  ['yarn', (w) => [...yarnRunner(w), ...createScripts(['create'])(w)]],
  ['nix', nixScripts],
  ['pnpx', runnerScripts([])],
  ['pipx', runnerScripts(['run'])],
  ['uvx', runnerScripts([])],
  ['pwsh', pwshEncoded],
  ['powershell', pwshEncoded],
  ['start-process', startProcess],
  ['pwsh.exe', pwshEncoded],
  ['powershell.exe', pwshEncoded],
  // PowerShell's eval: `iex 'CMD'` / `Invoke-Expression CMD` runs its operands as a script.
  ['iex', iexScripts],
  ['elixir', elixirCode],
  ['invoke-expression', (w) => evaluated(w.slice(1).join(' '))],
  // `cmd /c CMD` (and `/k`, `/r`, any case): the rest of the line is re-read by cmd as its command.
  ['cmd', cmdScripts],
  ['cmd.exe', cmdScripts],
  ['conda', runnerScripts(['run'])],
  // Round 38: `--execute` is `--eval`; emacs completes a cut `--` option (`--ev`, ABBREVIATING).
  [
    'emacs',
    codeScripts(['--eval', '-eval', '--execute', '-execute'], false, INTERPRETER_LANGUAGES.get('emacs')),
  ],
  // Round 38: rlwrap's filter (`-z F`, `--filter=F`) is started through `sh -c` (rlwrap's filter.c).
  ['rlwrap', (w) => [...values(['--filter'])(w), ...clusterValues('bCDefgHlOPqStwz', 'z')(w)]],
  ['ed', edScripts],
  ['m4', m4Scripts],
  ['dc', (w) => values(['-e', '--expression'])(w).flatMap(dcCommands)],
  // Round 38: ssh-copy-id to this machine appends a key to its `~/.ssh/authorized_keys`: a login that
  // outlives the session, read as that write (another host's keys are the user's to hand out).
  ['ssh-copy-id', copiedHere],
  // `fg`/`bg` resume a job an earlier call of a persistent shell started: a command the text does not show.
  ['fg', () => [`${UNSEEN_MARK} job`]],
  ['bg', () => [`${UNSEEN_MARK} job`]],
  // `export GIT_SSH_COMMAND=CMD`: the next git runs CMD.
  // `alias s='sudo id'`: a shell with expand_aliases on runs the value where `s` stands in command position.
  ['alias', (w) => w.slice(1).flatMap((a) => (ALIAS.exec(a)?.slice(1, 2) ?? []) as string[])],
  ['export', declared],
  ['declare', declared],
  ['typeset', declared],
  ['readonly', declared],
  ['local', declared],
  ['git', gitScripts],
  ['tar', (w) => [...tarLong(w), ...tarLetters(w)]],
  ['ssh', (w) => [...sshOptions(w), ...sshConfigFile(w), ...sshRemote(w)]],
  ['docker', containerScripts],
  ['podman', containerScripts],
  ['nerdctl', containerScripts],
  ['kubectl', kubectlScripts],
  // Round 50: Ansible's ad-hoc `-a ARGS` is the command line its command/shell/raw module runs (this
  // machine too, `ansible localhost`); `-b`/`--become` (ansible-playbook's too) runs as root: sudo.
  ['ansible', (w) => [...values(['-a', '--args'])(w), ...ansibleBecome(w)]],
  ['ansible-playbook', ansibleBecome],
  ...[...FLEET_SHELL_VALUED].map(([p, v]): [string, Extract] => [p, fleetShell(v)]),
  ['salt', saltScripts],
  ['cargo', (w) => cargoScripts(w)],
  ['go', goScripts],
  ['mvn', (w) => [...mvnScripts(w), ...jvmScripts(w)]],
  ['mvnw', (w) => [...mvnScripts(w), ...jvmScripts(w)]],
  // Round 52: JVM programs and the build tools that hand their `-D`/`-J` words to one (jvmReading).
  ...JVM_PROGRAMS.map((p): [string, Extract] => [p, jvmScripts]),
  ...COMPILERS.map((p): [string, Extract] => [p, compilerScripts]),
  ['mco', mcoScripts],
  ['bolt', boltScripts],
  ['vagrant', sshSubcommand(['-c', '--command'])],
  // Round 52: ClusterSSH runs `-a CMD` in every host's terminal, and hands `-o OPTS` to ssh (as clush's).
  ...['cssh', 'clusterssh', 'crsh', 'cssh-tmux'].map((p): [string, Extract] => [p, clusterShell]),
  ['gcloud', sshSubcommand(['--command'])],
  ['salt-call', saltScripts],
  ['salt-ssh', saltScripts],
  ['oc', kubectlScripts],
  [
    'machinectl',
    (w) => {
      const at = w.indexOf('shell');
      return at < 0 ? [] : remoteCommand(['-M', '--machine', '-E', '--setenv', '--uid'])(w.slice(at));
    },
  ],
  [
    'capsh',
    (w) => {
      const at = w.indexOf('--');
      return at < 0 ? [] : [['bash', ...w.slice(at + 1)].map(quote).join(' ')];
    },
  ],
  ['scp', (w) => [...sshOptions(w), ...sshConfigFile(w), ...values(['-S'])(w)]],
  ['sftp', (w) => [...sshOptions(w), ...sshConfigFile(w), ...values(['-S'])(w)]],
  ['autossh', sshOptions],
  ['rsync', values(['-e', '--rsh', '--rsync-path'])],
  ['script', values(['-c', '--command'])],
  // Round 16: `hash -p PATH NAME` makes NAME run PATH (as an alias would); `enable -f FILE` loads a
  // shared object into bash as a builtin: code the call does not show.
  ['hash', values(['-p'])],
  // Round 34: `compgen -C CMD` runs CMD to list completions (`complete -C` when one is asked for).
  ['compgen', clusterValues('ACFGWXPSo', 'C')],
  ['complete', clusterValues('ACFGWXPSoE', 'C')],
  ['enable', (w) => (values(['-f'])(w).length > 0 ? [`${UNSEEN_MARK} enable`] : NONE.slice())],
  // osascript's AppleScript `do shell script "CMD"`, as the one-liners of other interpreters.
  ['osascript', codeScripts(['-e'])],
  ['man', values(['-P', '--pager', '--html'])],
  // `less '+!CMD' f`: a start-up command of less; `!` runs CMD in a shell (real less on a terminal, round 15).
  ['less', (w) => w.flatMap((a) => (a.startsWith('+') ? (bang(a.replace(/^\+\+?/, '')) ?? []) : []))],
  ['zip', zipTester],
  // Round 37: coreutils' and diffutils' programs they run: `sort --compress-program=CMD` (run to compress
  // its temporary files), `split --filter=CMD` (each piece through `sh -c`), `sdiff|diff3 --diff-program`;
  // wget's `--use-askpass=CMD`; cpio's `--rsh-command=CMD` (a remote archive, as tar's).
  ['sort', values(['--compress-program'])],
  ['split', values(['--filter'])],
  ['sdiff', values(['--diff-program'])],
  ['diff3', values(['--diff-program'])],
  ['wget', values(['--use-askpass'])],
  // Round 52: gpg runs `--photo-viewer CMD` to show a key's photo (`--list-options show-photos`).
  ['gpg', values(['--photo-viewer'])],
  ['gpg2', values(['--photo-viewer'])],
  ['cpio', values(['--rsh-command'])],
  // Round 65: coreutils built as one program runs the one `--coreutils-prog=P` names on the words after it
  // (`coreutils --coreutils-prog=tee -a ~/.bashrc`), or its first operand (uutils: `coreutils tee ..`).
  ['coreutils', coreutilsProgram],
  // Round 37: `strace -o '|CMD'` (or `!CMD`) pipes the trace to CMD: a shell there runs what strace prints.
  ['strace', values(['-o', '--output'], (v) => (/^[|!]/.test(v) ? `strace | ${v.slice(1)}` : undefined))],
  ['gdb', gdbScripts],
  ['tmux', tmuxScripts],
  ['screen', screenScripts],
  ['perf', perfScripts],
  ['expect', expectScripts],
  ['tclsh', expectScripts],
  ['wish', expectScripts],
  ['xterm', afterWord('-e')],
  ['uxterm', afterWord('-e')],
  ['x-terminal-emulator', afterWord('-e')],
  ['konsole', afterWord('-e')],
  ['alacritty', afterWord('-e')],
  ['gnome-terminal', afterWord('--')],
  ['lua', codeScripts(['-e'], false, 'lua')],
  // Round 18: R's one-liner (`system("CMD")`, `system2`), as the other interpreters'.
  ['rscript', codeScripts(['-e'], false, 'r')],
  ['r', codeScripts(['-e'], false, 'r')],
  ['luajit', codeScripts(['-e'], false, 'lua')],
  ['flock', values(['-c', '--command'])],
  // Round 13: programs that run command lines given as their operands or option values.
  [
    'hyperfine',
    (w) => [
      ...operands(w, HYPERFINE_VALUED),
      ...values(['-p', '--prepare', '-s', '--setup', '-c', '--cleanup', '--conclude'])(w),
    ],
  ],
  ['concurrently', (w) => [...operands(w, CONCURRENTLY_VALUED)]],
  ['nix-shell', values(['--run', '--command'])],
  ['nodemon', values(['-x', '--exec'])],
  ['runuser', values(['-c', '--command'])],
  ['watch', (w) => [operands(w, new Set(['-n', '--interval', '-q', '--equexit'])).join(' ')]],
  ['trap', (w) => operands(w).slice(0, 1)],
  ['mapfile', mapfileCallback],
  ['readarray', mapfileCallback],
  [
    'sg',
    (w) =>
      operands(w, new Set(['-c']))
        .slice(1, 2)
        .concat(values(['-c'])(w)),
  ],
  [
    'parallel',
    (w) => {
      const ops = operands(
        w,
        new Set(['-j', '--jobs', '-S', '--sshlogin', '-a', '--arg-file', '-d', '--delimiter']),
      );
      const sep = ops.findIndex((x) => x === ':::' || x === '::::' || x === ':::+');
      const template = (sep < 0 ? ops : ops.slice(0, sep)).join(' ');
      const args = sep < 0 ? [] : ops.slice(sep + 1);
      // Round 27: `parallel 'rm -rf {}' ::: /` runs the template with each argument in `{}` (appended
      // where it has none), quoted as parallel quotes it.
      const filled = (sep < 0 || ops[sep] === '::::' ? [] : args.slice(0, MAX_PARALLEL_ARGS)).map((a) =>
        template.includes('{}') ? template.split('{}').join(quote(a)) : `${template} ${quote(a)}`,
      );
      return [template, ...args, ...filled];
    },
  ],
  ['sed', sedScripts],
  ['gsed', sedScripts],
  ['vim', vimScripts],
  ['vi', vimScripts],
  ['nvim', vimScripts],
  ['ex', vimScripts],
  ['view', vimScripts],
  ['python', python],
  ['python2', python],
  ['python3', python],
  ['pypy', python],
  ['lftp', lftpScripts],
  ['cmake', cmakeScripts],
  ['node', codeScripts(JS_CODE_FLAGS, false, 'node')],
  ['nodejs', codeScripts(JS_CODE_FLAGS, false, 'node')],
  ['bun', (w) => [...bunRunner(w), ...bunCode(w), ...bunCreate(w)]],
  ['deno', denoScripts],
  ['perl', codeScripts(['-e', '-E'], false, 'perl')],
  ['ruby', (w) => [...rubyCode(w), ...rubyServes(w)]],
  ['php', (w) => [...phpCode(w), ...phpServes(w)]],
  // Round 23: the one-liners of other languages (`ghci -e`, `groovy -e`, `racket -e`, `guile -c`, `erl
  // -eval`, `crystal eval`): their string literals read when the code calls a shell or a process.
  // Round 24: Nim's `--eval:CODE` and a file `nim e`/`tcc -run` runs (CODE_FLAGS reads a written one).
  [
    'nim',
    (w) =>
      codeScripts(
        ['--eval'],
        false,
        INTERPRETER_LANGUAGES.get('nim'),
      )(w.map((x) => x.replace(/^--eval:/, '--eval='))),
  ],
  ['tcc', codeScripts(['-run'], false, INTERPRETER_LANGUAGES.get('tcc'))],
  ...[
    ['ghci', ['-e']],
    ['ghc', ['-e']],
    ['runghc', ['-e']],
    ['runhaskell', ['-e']],
    ['groovy', ['-e']],
    ['scala', ['-e']],
    ['kotlin', ['-e']],
    ['kotlinc', ['-e']],
    ['racket', ['-e']],
    ['guile', ['-c']],
    ['sbcl', ['--eval']],
    ['clojure', ['-e']],
    ['clj', ['-e']],
    ['erl', ['-eval']],
    ['ocaml', ['-e']],
    ['swift', ['-e']],
    ['raku', ['-e']],
    ['perl6', ['-e']],
    ['julia', ['-e', '-E', '--eval']],
    ['crystal', ['eval']],
    // Round 49: the code a build tool runs (`build.rs` under cargo, Go under `go run`), read as these
    // interpreters' one-liners (shell-written.ts, SOURCE_LOADERS).
    ['rust-script', ['-e', '--expr']],
    ['yaegi', ['-e']],
  ].map(
    ([name, flags]) =>
      [
        name as string,
        codeScripts(flags as string[], false, INTERPRETER_LANGUAGES.get(name as string) ?? ''),
      ] as const,
  ),
  ['awk', awkScripts],
  ['gawk', awkScripts],
  ['mawk', awkScripts],
  ['nawk', awkScripts],
]);

/**
 * Round 24: each program whose code the reader reads, with the option that gives it a one-liner: a file
 * the text writes and then runs by that program (`runghc x.hs`, `sbcl --script x.lisp`, `nim e x.nims`)
 * is read as that one-liner (shell-written.ts), as STDIN_CODE's programs read their input.
 */
/** Round 46: every spelling of a program's inline-code option, where CODE_FLAGS' one is not all of them. */
export const CODE_FLAG_SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map([
  ['node', JS_CODE_FLAGS],
  ['nodejs', JS_CODE_FLAGS],
  ['bun', JS_CODE_FLAGS],
  ['perl', ['-e', '-E']],
]);

export const CODE_FLAGS: ReadonlyMap<string, string> = new Map([
  ...[...STDIN_CODE].filter(
    ([name]) => !STDIN_STATEMENTS.has(name) && !LINE_INPUT.has(name) && name !== 'lftp',
  ),
  ...(
    [
      ['pypy', '-c'],
      ['luajit', '-e'],
      ['r', '-e'],
      ['nim', '--eval'],
      ['tcc', '-run'],
      ['ghc', '-e'],
      ['runghc', '-e'],
      ['runhaskell', '-e'],
      ['scala', '-e'],
      ['kotlin', '-e'],
      ['ocaml', '-e'],
      ['swift', '-e'],
      ['clj', '-e'],
      ['erl', '-eval'],
      ['perl6', '-e'],
      ['crystal', 'eval'],
    ] as const
  ).filter(([name]) => EXTRACTS.has(name)),
]);

/**
 * Round 54: the files an interpreter's one-liner downloads to (`python3 -c 'urlretrieve(U, "a.py")'`,
 * `ruby -e 'File.write("a.rb", URI.open(U).read)'`, `perl -MLWP::Simple -e 'getstore(U, "a.pl")'`): each
 * quoted local path in code that reaches the network (NET_CODE) and writes a file, as `curl -o` names
 * one (shell-written.ts marks it downloaded: a later `python3 a.py` runs code the call does not show).
 */
export function codeDownloads(prog: string, words: readonly string[]): readonly string[] {
  const flag = CODE_FLAGS.get(prog);
  if (flag === undefined || words.length < 3) return NO_DOWNLOADS;
  let out: string[] | undefined;
  for (const given of codeValues(CODE_FLAG_SPELLINGS.get(prog) ?? [flag], words)) {
    // Round 75: its literals as the language reads them (code the scanner cannot read, codeScripts refuses).
    const read = readCode(given, codeLanguageOf(prog));
    const t = read.unseen === undefined ? read.text : given;
    if (!WRITES_FILE.test(t) || !fetches(t)) continue;
    for (const m of t.matchAll(STRING_LITERAL)) {
      const body = m[1] ?? m[2] ?? m[3] ?? '';
      if (!PATH_WORD.test(body) || !/[./]/.test(body) || SCHEME.test(body)) continue;
      out ??= [];
      out.push(body);
    }
  }
  return out ?? NO_DOWNLOADS;
}
const NO_DOWNLOADS: readonly string[] = Object.freeze([]);
/** The inline code of a program's code option, each spelling (`-c CODE`, `-cCODE`, `--eval=CODE`). */
const codeValues = (flags: readonly string[], words: readonly string[]): string[] => values(flags)(words);
/** A library call that writes a file: urlretrieve, open(.., 'w'), writeFile(Sync), File.write, getstore .. */
export const WRITES_FILE =
  /urlretrieve|\bopen\s*\(|write(?:FileSync|File|_bytes|_text)\s*\(|File\.(?:write|open|binwrite)|getstore|mirror\s*\(|file_put_contents|\bcopy\s*\(|createWriteStream|copy_stream|download_file|wget\.download|\bsave\s*\(/;
/** A quoted word that may name a local file: path characters only, a dot or slash, no scheme. */
const PATH_WORD = /^[\w.~/-]+$/;
const SCHEME = /^[a-z][\w+.-]*:/i;

/** The line a home directory archived or sent whole is read as (round 23: `home-sent`). */
export const HOME_SENT_MARK = 'gate-home-sent';
/**
 * A home directory (or `/`) among the trees a carrier packs or sends (egress-vocabulary.ts TREE_CARRIERS):
 * `tar czf - ~`, `zip -r - $HOME`, `rsync -a ~/ h:x`, `tar -C ~ -cf - .`, lftp's `mirror -R ~ /x`.
 * Operands only (an option's own value is not a tree), the destination of a copy left out.
 */
function homeSent(words: readonly string[]): string[] {
  const name = words[0]?.slice(words[0].lastIndexOf('/') + 1).toLowerCase() ?? '';
  let from = 1;
  let last = DESTINATION_LAST_CARRIERS.has(name);
  if (name === 'lftp') {
    // lftp commands (lftpScripts): `mirror -R LOCAL REMOTE` and `put`/`mput` send local files.
    const verb = words[1];
    last = verb === 'mirror' && words.some((w) => w === '-R' || w === '--reverse');
    if (!last && verb !== 'put' && verb !== 'mput') return [];
    from = 2;
  }
  const tar = TARS.has(name);
  // tar's `-C DIR`/`--directory=DIR`: a relative operand after it is below DIR (`-C ~ .`, `-C / root`).
  let dir: string | undefined;
  let found = -1;
  let operands = 0;
  for (let i = from; i < words.length; i++) {
    const w = words[i] as string;
    if (tar && (w === '-C' || w === '--directory')) {
      dir = words[++i];
      continue;
    }
    if (tar && w.startsWith('--directory=')) dir = w.slice(12);
    if (w.startsWith('-')) continue;
    operands++;
    const path = dir === undefined || /^[~/$]/.test(w) ? w : `${dir}/${w}`;
    // A home that is the last operand of a copy is its destination: kept to the end to be told.
    if (namesWholeHome(path)) found = operands;
    if (found > 0 && found < operands) break;
  }
  return found > 0 && !(last && found === operands) ? [HOME_SENT_MARK] : [];
}
const TARS: ReadonlySet<string> = new Set(['tar', 'bsdtar', 'gtar']);
/** homeSent where the working directory is a home (`cd ~ && tar czf - .`): `.`, `./` and `*` name it. */
export function homeSentFromHome(words: readonly string[]): readonly string[] {
  if (!TREE_CARRIERS.has(words[0]?.slice(words[0].lastIndexOf('/') + 1).toLowerCase() ?? '')) return NONE;
  return homeSent(words.map((w, k) => (k > 0 && (w === '.' || w === './' || w === '*') ? '~' : w)));
}
/** Whether a command goes to a home: `cd`, `cd ~`, `pushd $HOME`, `cd /root`, `cd $H` with H a home (homeVariables). */
export function goesHome(words: readonly string[], homes: ReadonlySet<string> = NO_HOMES): boolean {
  const name = words[0];
  if (name !== 'cd' && name !== 'pushd') return false;
  const dir = words.slice(1).find((w) => !w.startsWith('-'));
  return dir === undefined ? name === 'cd' : namesWholeHome(homes.size > 0 ? withHomes(dir, homes) : dir);
}
const NO_HOMES: ReadonlySet<string> = new Set();

/**
 * Round 24: the variables one command gives a home as value (`H=~`, `export D=$HOME`, `for h in ~`), added
 * to `out`: `$H` then names the home where a carrier packs it. Any such assignment counts, fail closed.
 */
export function homeAssignments(
  words: readonly string[],
  out: Set<string>,
  stdin: readonly string[] = NONE,
): void {
  // `read H <<< ~`: a here-string is tilde-expanded, and read sets its names from it.
  if (words[0] === 'read' && stdin.some((t) => namesWholeHome(t.trim())))
    for (const w of words.slice(1)) if (VARIABLE_NAME.test(w)) out.add(w);
  if (words[0] === 'for' && words[2] === 'in') {
    if (words.slice(3).some(namesWholeHome)) out.add(words[1] as string);
    return;
  }
  // `printf -v H %s ~`: H holds what is printed.
  if (words[0] === 'printf' && words[1] === '-v' && words.slice(3).some(namesWholeHome))
    out.add(words[2] as string);
  for (const w of words) {
    const eq = w.indexOf('=');
    if (eq > 0 && VARIABLE_NAME.test(w.slice(0, eq)) && namesWholeHome(w.slice(eq + 1)))
      out.add(w.slice(0, eq));
  }
}
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A word with each `$NAME`/`${NAME}` of a home variable spelled `~` (`$H/.ssh` → `~/.ssh`). */
export function withHomes(word: string, homes: ReadonlySet<string>): string {
  if (!word.includes('$')) return word;
  // Positional parameters too (`f() { tar c $1; }; f ~`: a function called with a home, round 25).
  return word.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*|[0-9@*])\}|\$([A-Za-z_][A-Za-z0-9_]*|[0-9@*])/g,
    (m, a, b) => (homes.has((a ?? b) as string) ? '~' : m),
  );
}

/**
 * Round 24: whether a program lists files below a home (`find ~`, `fd . $HOME`): fed to an archiver
 * (egress-vocabulary.ts LIST_ARCHIVERS) by a pipe or a substitution, the list packs the home whole.
 */
export function listsHome(words: readonly string[], homes: ReadonlySet<string>): boolean {
  const name = words[0]?.slice(words[0].lastIndexOf('/') + 1).toLowerCase() ?? '';
  if (!FILE_LISTERS.has(name)) return false;
  for (let k = 1; k < words.length; k++) {
    const w = words[k] as string;
    if (!w.startsWith('-') && namesWholeHome(homes.size > 0 ? withHomes(w, homes) : w)) return true;
  }
  return false;
}

/** Whether an archiver at `words[0]` packs the list it reads (a tar listing or extracting does not). */
export function packsList(words: readonly string[]): boolean {
  const name = words[0]?.slice(words[0].lastIndexOf('/') + 1).toLowerCase() ?? '';
  if (!LIST_ARCHIVERS.has(name)) return false;
  if (name === 'pax') return words.some((x) => /^-[a-zA-Z]*w/.test(x));
  if (!TARS.has(name) && name !== 'cpio') return true;
  // tar's mode is its first word (`tar tzf`) or an option cluster (`-tzf`, `--list`); cpio's `-i`, pax's default.
  for (let k = 1; k < words.length; k++) {
    const w = words[k] as string;
    if (w === '--list' || w === '--extract' || w === '--get' || w === '--diff' || w === '--compare')
      return false;
    if (name === 'cpio' && (w === '--extract' || /^-[a-zA-Z]*[it]/.test(w))) return false;
    if ((k === 1 || (w.startsWith('-') && !w.startsWith('--'))) && /^-?[a-zA-Z]*[txd][a-zA-Z]*$/.test(w))
      return false;
  }
  return true;
}
/** The line a credential file uploaded by its program's own operands is read as (round 24: `credential-sent`). */
export const CREDENTIAL_SENT_MARK = 'gate-credential-sent';
/**
 * Round 24: the files socat and gh upload, named where the reader knows their operands (a rule regex cannot
 * tell `FILE:~/.ssh/id_rsa` or `gh gist create .env` from data): a credential path among them is the marker.
 */
function uploadsCredential(files: (words: readonly string[]) => readonly string[]): Extract {
  return (words) => {
    const cred = compiledRegex(CREDENTIAL_PATH);
    return files(words).some((f) => cred.test(f)) ? [CREDENTIAL_SENT_MARK] : [];
  };
}
/** socat's file addresses (`FILE:~/.ssh/id_rsa`, `OPEN:.env,rdonly`, a bare path with a `/`): read and sent. */
const socatFiles = (words: readonly string[]): string[] =>
  operands(words, SOCAT_VALUED).flatMap((a) => {
    const m =
      /^(?:(?:file|open|gopen|creat|create):)([^,]*)/i.exec(a) ??
      (a.includes(':') ? null : /^([^,]*\/[^,]*)/.exec(a));
    return m ? [m[1] as string] : [];
  });
/** socat's options that take a value (`-T 5`, `-b 8192`, `-lf log`). */
const SOCAT_VALUED: ReadonlySet<string> = new Set(['-T', '-t', '-b', '-lf', '-lp', '-L', '-W']);
/** gh's uploaded files: gist files, release assets and notes files, body files, `api --input`, `-F k=@file`. */
function ghFiles(words: readonly string[]): string[] {
  const sub = words[1];
  const verb = words[2];
  const out = values(['-F', '--body-file', '--notes-file', '--input', '-a', '--add'])(words).map((v) =>
    v.replace(/^[^=@]*=?@/, ''),
  );
  out.push(
    ...values(['--field'])(words).flatMap((v) => (/^[^=]*=@/.test(v) ? [v.replace(/^[^=]*=@/, '')] : [])),
  );
  if (
    (sub === 'gist' && verb === 'create') ||
    (sub === 'release' && (verb === 'upload' || verb === 'create'))
  ) {
    const ops: string[] = [];
    for (let i = 3; i < words.length; i++) {
      const w = words[i] as string;
      if (GH_VALUED.has(w)) i++;
      else if (!w.startsWith('-')) ops.push(w);
    }
    out.push(...(sub === 'gist' ? ops : ops.slice(1)).map((f) => f.replace(/#[^/]*$/, '')));
  }
  return out;
}
const GH_VALUED: ReadonlySet<string> = new Set([
  '-d',
  '--desc',
  '-f',
  '--filename',
  '-n',
  '--notes',
  '-t',
  '--title',
  '--target',
  '--discussion-category',
  '-R',
  '--repo',
  '-F',
  '--notes-file',
]);

/** The programs with command lines of their own, before the operand readers below join the table. */
const TAKERS: readonly string[] = [...EXTRACTS.keys()];
for (const [name, server] of FILE_SERVERS) {
  const own = EXTRACTS.get(name);
  const serves = serverOf(server);
  EXTRACTS.set(name, own === undefined ? serves : (w) => [...own(w), ...serves(w)]);
}
/** Mailers' attachments (`mail -A F`, `mutt -a F --`, `mailx -a F`): sent with the message. */
const attached = values(['-A', '-a', '--attach']);
/** mutt's `-a F...` takes every word up to `--`. */
const muttAttached = (w: readonly string[]): string[] => {
  const at = w.indexOf('-a');
  const end = w.indexOf('--', at);
  return at < 0 ? [] : w.slice(at + 1, end < 0 ? w.length : end);
};
for (const [name, files] of [
  ['socat', socatFiles],
  ['gh', ghFiles],
  ['mail', attached],
  ['mailx', attached],
  ['s-nail', attached],
  ['mutt', muttAttached],
  ['neomutt', muttAttached],
] as const) {
  const own = EXTRACTS.get(name);
  const sends = uploadsCredential(files);
  EXTRACTS.set(name, own === undefined ? sends : (w) => [...own(w), ...sends(w)]);
}
for (const program of LIBRARY_OPTIONS.keys()) {
  const own = EXTRACTS.get(program);
  const loads = loadedObjects(program);
  EXTRACTS.set(program, own === undefined ? loads : (w) => [...own(w), ...loads(w)]);
}
for (const carrier of TREE_CARRIERS) {
  const own = EXTRACTS.get(carrier);
  EXTRACTS.set(carrier, own === undefined ? homeSent : (w) => [...own(w), ...homeSent(w)]);
}

/** The programs takesCommandLine names (for a reader that folds the question into its own name table). */
/** hyperfine's options that take a value (its operands are the commands it times). */
const HYPERFINE_VALUED: ReadonlySet<string> = new Set([
  '-w',
  '--warmup',
  '-m',
  '--min-runs',
  '-M',
  '--max-runs',
  '-r',
  '--runs',
  '-p',
  '--prepare',
  '-s',
  '--setup',
  '-c',
  '--cleanup',
  '--conclude',
  '-S',
  '--shell',
  '-u',
  '--time-unit',
  '-n',
  '--command-name',
  '--style',
  '--sort',
  '--export-json',
  '--export-csv',
  '--export-markdown',
  '--export-asciidoc',
  '--export-orgmode',
  '-o',
  '--output',
  '-L',
  '--parameter-list',
  '-P',
  '--parameter-scan',
  '-D',
  '--parameter-step-size',
]);

export const COMMAND_LINE_TAKERS: readonly string[] = TAKERS;
/**
 * Programs read only for a marker their operands make (a home sent whole, files served): still unknown
 * programs to the wrapper rule, whose tails it reads (`aws s3 cp x ~` as `cp x ~`).
 */
export const OPERAND_MARKERS: readonly string[] = [...EXTRACTS.keys()].filter((k) => !TAKERS.includes(k));

/** Whether the program `name` (directory removed, lower-case) has arguments it runs as command lines. */
export function takesCommandLine(name: string): boolean {
  return EXTRACTS.has(name);
}

/** The command lines program `words[0]` (named `name`) runs from its arguments; usually none. */
export function optionScripts(name: string, words: readonly string[]): readonly string[] {
  // The readers of one parse ask of the same (never written) word list: the last answer is kept.
  if (words === lastWords && name === lastName) return lastScripts;
  const extract = EXTRACTS.get(name);
  let out = extract === undefined ? NONE : extract(words);
  if (out.some(blank)) out = out.filter((s) => !blank(s));
  lastWords = words;
  lastName = name;
  lastScripts = out.length === 0 ? NONE : out;
  return lastScripts;
}
let lastWords: readonly string[] | undefined;
let lastName = '';
let lastScripts: readonly string[] = NONE;
const blank = (s: string): boolean => s.trim() === '';
