// Tool-name shape classifiers shared across gate: the admit_and_log read-shape rule, the self-modify
// reader rule, sinks for the taint rung, and irreversible/outward-facing calls for the witness gate.
// Names are judged by segments (`get_and_delete` has the segment `delete`), never by substring.

import {
  AWK_SOCKET,
  AWKS,
  SENDERS as OUTWARD_COMMANDS,
  SENDER_SUBCOMMANDS as OUTWARD_SUBCOMMANDS,
  SOCKET_PATH,
  UPLOADERS,
  ZERO_IO_SENDERS,
} from '../ladder/egress-vocabulary.js';
import {
  IRREVERSIBLE_ACTS,
  type IrreversibleAct,
  MAX_GAP,
  MAX_LEAD,
  PATCH_DELETES,
  SQL_IRREVERSIBLE,
  SQL_OBJECTS,
} from '../ladder/irreversible-vocabulary.js';
import { patchDeletes } from '../ladder/patch-targets.js';
import { commandStrings, shellCommands, shellFedRemote, shellWriteTargets } from '../ladder/shell.js';
import { factsAtHand, factsOf } from '../ladder/text-memo.js';
import type { JsonValue } from '../types.js';

const NAME_CACHE_LIMIT = 4096;
const nameCache = new Map<string, NameFacts>();

/** What a tool name says, judged once per name: the ladder asks several questions of the same name. */
export interface NameFacts {
  segments: readonly string[];
  /** The admit_and_log read shape (isReadShaped). */
  readShaped: boolean;
  /** The self-modify reader rule (isReaderTool). */
  reader: boolean;
  /** A segment says the tool sends data out or executes (the name half of isSinkTool). */
  sink: boolean;
  /** `tool <segment>` for the first irreversible segment (the name half of irreversibleCause). */
  irreversible: string | undefined;
  /** `tool <segment>` for the first outward-facing segment (the name half of outwardCause). */
  outward: string | undefined;
}

/**
 * The tool's own name when an MCP client serves it under its server's name: `mcp__<server>__<tool>`
 * (Claude Code), `<server>__<tool>` (Codex, Goose): the part after the last `__`; undefined otherwise.
 * `deny` entries and argument rules that name the tool bind it there too (docs/floor.md, "What the
 * floor reads and assumes").
 */
export function servedToolName(tool: string): string | undefined {
  const at = tool.lastIndexOf('__');
  return at <= 0 || at + 2 >= tool.length ? undefined : tool.slice(at + 2);
}

/** The facts of a tool name, cached (bounded: tool names come from agents). */
export function nameFacts(tool: string): NameFacts {
  // A decision asks of its one tool several times: the name last asked about is answered without a lookup.
  if (tool === lastName) return lastNameFacts as NameFacts;
  let facts = nameCache.get(tool);
  if (facts === undefined) {
    facts = judgeName(splitName(tool));
    // A stream of novel names must not grow the cache forever.
    if (nameCache.size >= NAME_CACHE_LIMIT) nameCache.clear();
    nameCache.set(tool, facts);
  }
  lastName = tool;
  lastNameFacts = facts;
  return facts;
}
let lastName: string | undefined;
let lastNameFacts: NameFacts | undefined;

/** Splits a tool name at `_ - . / : space` and camelCase humps, lower-cased: `getFileHTTP` → get, file, http. */
export function nameSegments(tool: string): readonly string[] {
  return nameFacts(tool).segments;
}

function splitName(tool: string): string[] {
  return (
    tool
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      // Lookarounds, not `([A-Z]+)([A-Z][a-z])`: that one backtracks over a run of capitals at every start
      // (a 64,000-capital name took 15 s); this splits the same places in one pass.
      .replace(/(?<=[A-Z])(?=[A-Z][a-z])/g, ' ')
      .toLowerCase()
      .split(/[\s_\-./:]+/)
      .filter((s) => s !== '')
  );
}

function judgeName(segments: readonly string[]): NameFacts {
  const first = segments[0];
  const writes = hasWriteWord(segments);
  let reader = false;
  let sink = false;
  let irreversible: string | undefined;
  let outward: string | undefined;
  for (const s of segments) {
    if (READER_WORDS.has(s)) reader = true;
    if (SEND_WORDS.has(s) || EXEC_WORDS.has(s)) sink = true;
    if (irreversible === undefined && IRREVERSIBLE_WORDS.has(s)) irreversible = `tool ${s}`;
    if (outward === undefined && OUTWARD_WORDS.has(s)) outward = `tool ${s}`;
  }
  return {
    segments,
    readShaped: first !== undefined && READ_PREFIXES.has(first) && !writes,
    // Fail closed: `view_and_edit` writes.
    reader: reader && !writes,
    sink,
    irreversible,
    outward,
  };
}

/** Verbs a read-shaped name starts with (docs/design.md §2, admit_and_log). */
const READ_PREFIXES = new Set(['read', 'get', 'search', 'list', 'lookup', 'find']);

/** Verbs that make a name a reader for the self-modify rung (docs/design.md §2). */
const READER_WORDS = new Set([
  'read',
  'get',
  'list',
  'search',
  'find',
  'grep',
  'glob',
  'view',
  'cat',
  'ls',
  'stat',
]);

/** Words that make a name write-shaped wherever they stand as a segment. */
export const WRITE_WORDS: ReadonlySet<string> = new Set([
  'add',
  'append',
  'apply',
  'approve',
  'bash',
  'cancel',
  'chmod',
  'chown',
  'clear',
  'commit',
  'copy',
  'cp',
  'create',
  'del',
  'delete',
  'deploy',
  'destroy',
  'disable',
  'drop',
  'edit',
  'email',
  'enable',
  'erase',
  'eval',
  'exec',
  'execute',
  'grant',
  'import',
  'insert',
  'install',
  'invite',
  'kill',
  'mail',
  'merge',
  'mkdir',
  'modify',
  'move',
  'mutate',
  'mv',
  'overwrite',
  'patch',
  'pay',
  'post',
  'publish',
  'purge',
  'push',
  'put',
  'remove',
  'rename',
  'replace',
  'reset',
  'restart',
  'revert',
  'revoke',
  'rm',
  'rmdir',
  'run',
  'save',
  'send',
  'set',
  'shell',
  'spawn',
  'start',
  'stop',
  'store',
  'sync',
  'terminate',
  'touch',
  'transfer',
  'truncate',
  'uninstall',
  'unlink',
  'update',
  'upload',
  'upsert',
  'wipe',
  'write',
]);

function hasWriteWord(segs: readonly string[]): boolean {
  for (const s of segs) if (WRITE_WORDS.has(s)) return true;
  return false;
}

/**
 * The admit_and_log read shape: the name's first segment is read, get, search, list, lookup or find,
 * and no segment is write-shaped (`search_runs` yes, `get_and_delete` no).
 */
export function isReadShaped(tool: string): boolean {
  return nameFacts(tool).readShaped;
}

/**
 * The self-modify reader rule: a segment is read, get, list, search, find, grep, glob, view, cat, ls or
 * stat, and no segment is write-shaped (fail closed: `view_and_edit` writes).
 */
export function isReaderTool(tool: string): boolean {
  return nameFacts(tool).reader;
}

const SEND_WORDS = new Set([
  'send',
  'post',
  'upload',
  'email',
  'mail',
  'webhook',
  'http',
  'https',
  'fetch',
  'curl',
  'wget',
  'request',
  'publish',
  'notify',
  'sms',
  'tweet',
  'slack',
]);
const EXEC_WORDS = new Set([
  'exec',
  'execute',
  'shell',
  'bash',
  'sh',
  'zsh',
  'powershell',
  'pwsh',
  'cmd',
  'terminal',
  'eval',
  'run',
  'spawn',
  'command',
]);
const URL_KEYS = new Set(['url', 'uri', 'href', 'endpoint', 'webhook', 'webhook_url', 'callback_url']);
const URL_SHAPE = /^[a-z][a-z0-9+.-]*:\/\/|^mailto:/i;

/**
 * A sink: the name says it sends data out (send/post/upload/email/webhook/http ...) or executes
 * (exec/shell/bash/run_command ...), or an argument is a URL (docs/design.md §4).
 */
export function isSinkTool(tool: string, args: unknown): boolean {
  return nameFacts(tool).sink || hasUrlArgument(args, 0);
}

function hasUrlArgument(value: unknown, depth: number): boolean {
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (const v of value)
      if (typeof v === 'string' ? URL_SHAPE.test(v) : hasUrlArgument(v, depth + 1)) return true;
    return false;
  }
  // for-in, not Object.entries: no array of pairs per object on every call of every tool.
  const obj = value as Record<string, unknown>;
  for (const k in obj) {
    const v = obj[k];
    if (typeof v === 'string') {
      if (URL_SHAPE.test(v) || (URL_KEYS.has(k.toLowerCase()) && v !== '')) return true;
    } else if (hasUrlArgument(v, depth + 1)) return true;
  }
  return false;
}

const IRREVERSIBLE_WORDS = new Set([
  'delete',
  'del',
  'remove',
  'rm',
  'rmdir',
  'drop',
  'destroy',
  'purge',
  'truncate',
  'wipe',
  'erase',
  'terminate',
  'unlink',
  'shred',
  'format',
]);
const OUTWARD_WORDS = new Set([
  'send',
  'email',
  'mail',
  'publish',
  'push',
  'webhook',
  'tweet',
  'sms',
  'post',
  'notify',
  'deploy',
  'release',
  'share',
  'invite',
  'transfer',
  'pay',
]);
/**
 * Why a call cannot be undone, as a short non-secret label, or undefined when it can be.
 * `commands` are the call's shell texts when the caller already has them (see commandStrings).
 */
export function irreversibleCause(
  tool: string,
  args: unknown,
  commands: readonly string[] = commandStrings(args),
  names: NameFacts = nameFacts(tool),
  values?: readonly unknown[],
): string | undefined {
  const named = names.irreversible;
  if (named !== undefined) return named;
  for (const text of commands) {
    const cause = keptIrreversible(text);
    if (cause !== undefined) return cause;
  }
  // `values`: the call's values in walk order, when the ladder has read them once for every rung.
  const sql = values === undefined ? firstSqlIn(args, 0) : firstSqlAmong(values);
  if (sql !== undefined) return sqlLabel(sql);
  // A patch that deletes a file or moves it away (round 77): as `rm` of it, whichever tool applies the patch.
  return (values ?? [args]).some((v) => deletesByPatch(v, 0)) ? 'patch delete file' : undefined;
}

/** Whether a string of a JSON value (depth-bounded) holds a patch header that deletes or moves a file away. */
function deletesByPatch(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return patchDeletes(value, PATCH_DELETES);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => deletesByPatch(v, depth + 1));
  const obj = value as Record<string, unknown>;
  for (const key in obj) if (deletesByPatch(obj[key], depth + 1)) return true;
  return false;
}

/** Why a call reaches outside (mail, publish, push, webhook), as a short non-secret label, or undefined. */
export function outwardCause(
  tool: string,
  args: unknown,
  commands: readonly string[] = commandStrings(args),
  names: NameFacts = nameFacts(tool),
): string | undefined {
  const named = names.outward;
  if (named !== undefined) return named;
  for (const text of commands) {
    const cause = keptOutward(text);
    if (cause !== undefined) return cause;
  }
  return undefined;
}

/** `sql DROP TABLE`, `sql DELETE FROM`, `sql TRUNCATE`: `truncate x` would show the table's first letter. */
function sqlLabel(statement: string): string {
  const [verb = '', object = ''] = statement.split(/\s+/);
  const words = SQL_OBJECTS.has(object.toLowerCase()) ? `${verb} ${object}` : verb;
  return `sql ${words.toUpperCase()}`;
}

/**
 * The first irreversible (outward) command of a shell text, as its label: a function of the text alone,
 * so the witness gate asks it once while the text's facts are kept (text-memo.ts), not every decision.
 */
function keptIrreversible(text: string): string | undefined {
  const facts = factsOf(text);
  if (facts.irreversible === undefined) facts.irreversible = firstShellCause(text, irreversibleShell) ?? null;
  return facts.irreversible ?? undefined;
}

function keptOutward(text: string): string | undefined {
  const facts = factsOf(text);
  if (facts.outward === undefined) facts.outward = outwardShellText(text) ?? null;
  return facts.outward ?? undefined;
}

/** Why a shell text reaches outside: its first outward command, else a redirection to a socket path. */
function outwardShellText(text: string): string | undefined {
  return firstShellCause(text, outwardShell) ?? socketSend(text) ?? fedRemote(text);
}

/** A remote shell fed local bytes (`ssh h 'cat > x' < f`): a send, as scp's (round 24). */
function fedRemote(text: string): string | undefined {
  const name = shellFedRemote(text);
  return name === undefined ? undefined : `shell ${name} input`;
}

/** The first command of `text` to which `cause` gives a label (read afresh; tests compare the kept one). */
export function firstShellCause(
  text: string,
  cause: (words: readonly string[]) => string | undefined,
): string | undefined {
  for (const cmd of shellCommands(text)) {
    const label = cause(cmd);
    if (label) return label;
  }
  return undefined;
}

/** What the witness gate reads of one text (shell causes, SQL statement), kept or read afresh (for tests). */
export const shellCauses = {
  kept: (text: string): (string | undefined)[] => [
    keptIrreversible(text),
    keptOutward(text),
    firstSqlIn(text, 0),
  ],
  fresh: (text: string): (string | undefined)[] => [
    firstShellCause(text, irreversibleShell),
    outwardShellText(text),
    sqlIn(text),
  ],
};

export function isIrreversible(tool: string, args: unknown): boolean {
  return irreversibleCause(tool, args) !== undefined;
}

export function isOutwardFacing(tool: string, args: unknown): boolean {
  return outwardCause(tool, args) !== undefined;
}

/** A file system's name after `mkfs.` (ext4, vfat, btrfs): anything else is not shown in a label. */
const MKFS_TYPE = /^mkfs\.[a-z0-9]{1,12}$/;

/** Why one simple command cannot be undone: the first act of its program in IRREVERSIBLE_ACTS it does. */
function irreversibleShell(words: readonly string[]): string | undefined {
  const name = words[0];
  if (name === undefined) return undefined;
  // `mkfs.<type>` is named by its type only when it is one: the word is the caller's, and a label is shown.
  if (name.startsWith('mkfs.')) return MKFS_TYPE.test(name) ? `shell ${name}` : 'shell mkfs';
  if (!(commandKind(name) & C_IRREVERSIBLE)) return undefined;
  const acts = IRREVERSIBLE_ACTS.get(name) as readonly IrreversibleAct[];
  const operands = acts.length > 1 || (acts[0] as IrreversibleAct).path.length > 0 ? operandWords(words) : [];
  for (const act of acts) if (doesAct(words, operands, act)) return act.label;
  return undefined;
}

/** Whether a simple command (its words, its operands) does one act: its path, then what the act asks besides. */
function doesAct(words: readonly string[], operands: readonly string[], act: IrreversibleAct): boolean {
  if (act.path.length > 0 && !followsPath(operands, act.path)) return false;
  const { options, code, unless } = act;
  if (options !== undefined && !words.some((w, i) => i > 0 && isOneOf(w, options))) return false;
  if (act.operands !== undefined && !operands.some((o) => matchesWord(o, act.operands as readonly string[])))
    return false;
  if (code !== undefined && !words.some((w, i) => i > 0 && code.test(w))) return false;
  return !unless?.some((u) => words.some((w, i) => i > 0 && (w === u || inCluster(w, u))));
}

/** A command's operands after its name: the words not starting with `-`, lower-cased (`redis-cli FLUSHALL`). */
function operandWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as string;
    if (w.charCodeAt(0) !== 45 /* - */) out.push(w.toLowerCase());
  }
  return out;
}

/** Whether `path` follows in `operands`: its first word among the first MAX_LEAD + 1, each next within MAX_GAP + 1. */
function followsPath(operands: readonly string[], path: readonly string[]): boolean {
  const first = path[0] as string;
  for (let start = 0; start <= MAX_LEAD && start < operands.length; start++) {
    if (!matchesWord(operands[start] as string, [first])) continue;
    let at = start;
    let k = 1;
    for (; k < path.length; k++) {
      let next = -1;
      for (let j = at + 1; j <= at + 1 + MAX_GAP && j < operands.length; j++)
        if (matchesWord(operands[j] as string, [path[k] as string])) {
          next = j;
          break;
        }
      if (next < 0) break;
      at = next;
    }
    if (k === path.length) return true;
  }
  return false;
}

/** Whether a word is one of `patterns`: `*` any word, `x*` a word starting with x, else the word itself. */
function matchesWord(word: string, patterns: readonly string[]): boolean {
  for (const p of patterns) {
    if (p === '*' || p === word) return true;
    if (p.length > 1 && p.endsWith('*') && word.startsWith(p.slice(0, -1))) return true;
  }
  return false;
}

/**
 * Whether a word spells one of `options`: itself, `--long=value`, a long option cut short (`--har`: git and
 * getopt_long take a unique prefix; fail closed, any prefix), or a one-letter option inside a cluster (`-fdx`).
 */
function isOneOf(word: string, options: readonly string[]): boolean {
  for (const o of options) {
    if (word === o) return true;
    if (o === '--' || o.length < 2) continue;
    if (word.startsWith(`${o}=`)) return true;
    if (
      o.startsWith('--') &&
      word.length > 3 &&
      word.startsWith('--') &&
      !word.includes('=') &&
      o.startsWith(word)
    )
      return true;
    if (inCluster(word, o)) return true;
  }
  return false;
}

/** Whether one-letter option `-x` stands in a cluster of one-letter options (`-fdx` holds `-f`). */
function inCluster(word: string, option: string): boolean {
  if (option.length !== 2 || option.charCodeAt(0) !== 45 || word.length < 3) return false;
  if (word.charCodeAt(0) !== 45 || word.charCodeAt(1) === 45) return false;
  return /^-[A-Za-z]+$/.test(word) && word.includes(option[1] as string);
}

/** Why one simple command reaches outside (`shell git push`), or undefined. */
export function outwardShell(words: readonly string[]): string | undefined {
  const [name, sub] = words;
  if (name === undefined) return undefined;
  const kind = commandKind(name);
  if (kind === 0) return undefined;
  // gawk's `/inet/tcp/...` special files in its program: a send from awk.
  if (kind & C_AWK) return words.some((w) => AWK_SOCKET.test(w)) ? 'shell awk socket' : undefined;
  if (kind & C_OUTWARD)
    return ZERO_IO_SENDERS.has(name) && words.some(isZeroIo) ? undefined : `shell ${name}`;
  if (sub !== undefined && kind & C_OUTWARD_SUB && OUTWARD_SUBCOMMANDS.get(name)?.has(sub))
    return `shell ${name} ${sub}`;
  if (kind & C_UPLOADER && words.some(isUploadFlag)) return `shell ${name} upload`;
  return undefined;
}

// The command-name sets above in one map: each command's name is looked up once per question, not once per set.
const C_IRREVERSIBLE = 1;
const C_OUTWARD = 8;
const C_OUTWARD_SUB = 16;
const C_UPLOADER = 32;
const C_AWK = 64;
const COMMAND_KINDS = new Map<string, number>();
for (const [names, bit] of [
  [IRREVERSIBLE_ACTS.keys(), C_IRREVERSIBLE],
  [OUTWARD_COMMANDS, C_OUTWARD],
  [OUTWARD_SUBCOMMANDS.keys(), C_OUTWARD_SUB],
  [UPLOADERS, C_UPLOADER],
  [AWKS, C_AWK],
] as const) {
  for (const n of names) COMMAND_KINDS.set(n, (COMMAND_KINDS.get(n) ?? 0) | bit);
}

function commandKind(name: string): number {
  return COMMAND_KINDS.get(name) ?? 0;
}

/** netcat's `-z` alone or among its one-letter flags (`-zv`, `-vz`): a port probe, nothing sent. */
const isZeroIo = (w: string): boolean => /^-[a-y]*z[a-zA-Z]*$/.test(w);

/** A redirection to a socket path (`> /dev/tcp/h/80`, `exec 3<>/dev/udp/h/53`): a send with no program named. */
function socketSend(text: string): string | undefined {
  return shellWriteTargets(text).some((t) => SOCKET_PATH.test(t.path)) ? 'shell /dev/tcp' : undefined;
}

function isUploadFlag(w: string): boolean {
  return /^(?:-d|--data\S*|-F|--form\S*|-T|--upload-file|--post-data|--post-file|-X|--request)$/.test(w);
}

/** The first irreversible SQL statement in any string of a JSON value (depth-bounded). */
function firstSqlIn(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return sqlOfText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const v of value) {
      const hit = firstSqlIn(v, depth + 1);
      if (hit !== undefined) return hit;
    }
    return undefined;
  }
  const obj = value as Record<string, JsonValue>;
  for (const key in obj) {
    const hit = firstSqlIn(obj[key], depth + 1);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** The first irreversible statement among the strings of `values`, in their order. */
function firstSqlAmong(values: readonly unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const hit = sqlOfText(value);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

function sqlOfText(value: string): string | undefined {
  // A function of the string alone, kept with its facts when they are at hand (a shell command's are).
  const facts = factsAtHand(value);
  if (facts === undefined) return sqlIn(value);
  if (facts.sql === undefined) facts.sql = sqlIn(value) ?? null;
  return facts.sql ?? undefined;
}

function sqlIn(text: string): string | undefined {
  // The shortest statement, `drop view`, has 9 characters.
  return text.length < 9 ? undefined : SQL_IRREVERSIBLE.exec(text)?.[0];
}
