// Round 55: where an agent's persistent shell stands across calls (Claude Code's Bash keeps one shell:
// `cd /tmp/r` in one call, `git status` in the next runs there). A caller that sees a trace's earlier
// calls (a model wire reads them in each request's conversation) folds each into a Standing, in order, and
// hands the kernel its shared place (CallContext.standing): the floor then reads a call that names no
// directory as run there, as a written `cd` is (arg-rules.ts standingReading; docs/floor.md "Round 55").

import { normalisePath } from '../policy/paths.js';
import { commandName, entersShared, goesSomewhere, MAX_SHELL_TEXT, placesOf } from './shell.js';
import { inSharedPlace } from './shell-option-scripts.js';
import type { SimpleCommand } from './shell-parse.js';
import { parseCommands } from './shell-plain.js';
import { isShellArgument, shellTextOf } from './shell-reading.js';
import { workingDirectory } from './working-directory.js';

/** Two facts, whatever the trace's length: bounded state. */
export interface Standing {
  /** The shared place the shell may stand in now; undefined when the calls read took it elsewhere or nowhere. */
  readonly at?: string;
  /** A shared place an earlier call went to: `cd -`, `popd`, `pushd +1` may bring the shell back there. */
  readonly visited?: string;
  /**
   * Round 55, second pass: an earlier call's text may have changed what a later `cd` does or where `~`
   * is (HOME, an alias or function, a sourced or evaluated text): a call's own leading `cd` then is not
   * read as leaving the shared place (leavesFirst).
   */
  readonly redefined?: true;
  /**
   * Round 56: `at` is not read from a call but assumed: the earlier calls are out of the caller's sight (a
   * Responses continuation of an answer gate does not remember, an MCP session past its bound). A refusal
   * then says so (CallContext.standingUnseen).
   */
  readonly unseen?: true;
}

export const NOWHERE: Standing = Object.freeze({});

/**
 * Round 56: where a shell may stand when its earlier calls are out of sight: possibly a shared place
 * (fail closed). Its own leading `cd DIR &&` still leaves (standingFor): the agent's way on.
 */
export const UNSEEN: Standing = Object.freeze({ at: '/tmp', visited: '/tmp', unseen: true });

/** What a shared place reached through a loop's variable or a stack is read as (any one will do). */
const SOME_SHARED = '/tmp';

/**
 * The standing after one earlier call of the trace (`args` its arguments, parsed or as JSON text). A call
 * with its own working directory argument ran there and moved no persistent shell (Codex's `workdir`);
 * one that goes into a shared place leaves the shell there (over-read: a subshell's `cd` and `env -C` too);
 * one that goes back (`cd -`, `popd`, `pushd` alone or `+N`, `$OLDPWD`, `~-`) after a shared place was
 * visited may stand there again; any other move takes it elsewhere, but never out of a shared place it may
 * stand in (the move may have failed: only a call's own leading `cd DIR &&` leaves); one that moves nothing keeps it.
 * A text gate cannot read (too long, unparsable) is read as going into a shared place (fail closed).
 */
export function standingAfter(args: unknown, before: Standing): Standing {
  const obj = callArguments(args);
  if (obj === undefined || workingDirectory(obj as never) !== undefined) return before;
  let out = before;
  for (const key in obj) {
    if (!isShellArgument([key])) continue;
    const text = shellTextOf(obj[key]);
    if (text === undefined) continue;
    out = textStanding(text, out);
    if (out.redefined !== true && redefines(text)) out = { ...out, redefined: true };
  }
  return out;
}

/**
 * Round 56: the part of a call's arguments the fold reads (its shell arguments), undefined when it reads
 * none (no shell argument, its own working directory, not an object): `standingAfter(shellPart(a), s)`
 * is `standingAfter(a, s)` for every `s`, so a caller may keep this small part instead of re-reading `a`.
 */
export function shellPart(args: unknown): Record<string, unknown> | undefined {
  const obj = callArguments(args);
  if (obj === undefined || workingDirectory(obj as never) !== undefined) return undefined;
  let out: Record<string, unknown> | undefined;
  for (const key in obj) {
    if (!isShellArgument([key])) continue;
    // No prototype: a key `__proto__` (JSON.parse makes it an own one) stays a key.
    out ??= Object.create(null) as Record<string, unknown>;
    out[key] = obj[key];
  }
  return out;
}

/** A call's arguments as an object (parsed or as JSON text), undefined when they are none. */
function callArguments(args: unknown): Record<string, unknown> | undefined {
  let parsed = args;
  if (typeof args === 'string') {
    // The history's arguments as the request held them (already parsed once): any size, as a write's file.
    try {
      parsed = JSON.parse(args);
    } catch {
      return undefined;
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  return parsed as Record<string, unknown>;
}

/**
 * An earlier text that may change what a later `cd` does or where `~` is, in a shell that keeps them:
 * HOME, CDPATH, an alias, a function, a text sourced or evaluated (over-read: the word anywhere).
 */
function redefines(text: string): boolean {
  if (REDEFINING_WORDS.test(text)) return true;
  // Blank runs as one blank first: `f ( ) {`, `; . ./env` read with no run in the pattern (linear-r44).
  return DEFINES_OR_SOURCES.test(text.replace(BLANKS, ' '));
}
const REDEFINING_WORDS = /\b(?:HOME|CDPATH|alias|function|enable|source|eval)\b/;
const BLANKS = /[ \t]+/g;
const DEFINES_OR_SOURCES = /\( ?\)|(?:^|[;&|(\n]) ?\. /;

/**
 * The shared place a proposed call (its arguments) runs in: where the shell stands, or the place an
 * earlier call visited when the call's own text goes back there (`cd - && git status`).
 */
export function standingFor(args: unknown, now: Standing): string | undefined {
  if (now.at !== undefined) return now.redefined !== true && ownLeavesFirst(args) ? undefined : now.at;
  if (now.visited === undefined) return undefined;
  return standingAfter(args, { visited: now.visited }).at;
}

/**
 * Round 56: what a caller hands the kernel for a call proposed with the shell at `now` (standingFor):
 * CallContext.standing, and standingUnseen when that place is UNSEEN's assumption, not a call read.
 */
export function standingFields(args: unknown, now: Standing): { standing?: string; standingUnseen?: true } {
  const at = standingFor(args, now);
  if (at === undefined) return {};
  return now.unseen === true && at === now.at ? { standing: at, standingUnseen: true } : { standing: at };
}

/** Whether the call's shell text (its arguments parsed or as JSON text) leaves first (leavesFirst). */
function ownLeavesFirst(args: unknown): boolean {
  const obj = callArguments(args);
  if (obj === undefined) return false;
  let texts = 0;
  for (const key in obj) {
    if (!isShellArgument([key])) continue;
    const text = shellTextOf(obj[key]);
    if (text === undefined) continue;
    if (!leavesFirst(text)) return false;
    texts++;
  }
  return texts > 0;
}

/**
 * Round 55, second pass: whether a text, run where the shell stands in a shared place, first moves it
 * out for everything that follows: its first top-level command is a plain `cd`/`pushd` to a directory
 * named in full (`/..`, `~/..`) outside every shared place, and every later top-level command is joined
 * by `&&` or `|` (runs only if the move succeeded: `cd ~/p; git status` runs git in /tmp/r when the cd
 * fails), none going back (`cd -`, `popd`, `$OLDPWD`). The rest is then read where it stands: the text
 * alone. A subshell's or a group's cd (`(cd ~/p) && git status`) is no leading move: the text must open
 * with the word.
 */
export function leavesFirst(text: string): boolean {
  // Codex's `["bash", "-lc", SCRIPT]`: the script is the text the shell runs.
  const script = shellScriptOf(text);
  if (script !== undefined) return leavesFirst(script);
  // On the raw text: `cd "~/p"` is a directory named `~` where the shell stands, not the home.
  const dir = leadingDirectory(text);
  if (dir === undefined || text.length > MAX_SHELL_TEXT || BACK_WORDS.test(text)) return false;
  if (/(?:^|\/)\.\.?(?:\/|$)/.test(dir) || inSharedPlace(normalisePath(dir).toLowerCase())) return false;
  const parse = parseCommands(text);
  if (parse.unreadable) return false;
  const top = parse.commands.filter((c) => c.list === 0);
  const first = top[0];
  if (first === undefined || first !== parse.commands[0] || first.words[first.words.length - 1] !== dir)
    return false;
  for (let i = 0; i < top.length - 1; i++) {
    const sep = (top[i] as SimpleCommand).sep;
    if (sep !== '&&' && (i === 0 || sep !== '|')) return false;
  }
  return !parse.commands.some(goesBack);
}
/** The script of a text that is only `bash -c SCRIPT` (`sh`, `zsh`, `dash`; `-lc`), else undefined. */
function shellScriptOf(text: string): string | undefined {
  if (!/^\s*'?(?:ba|z|da)?sh'?\s+'?-l?c'?\s/.test(text) || text.length > MAX_SHELL_TEXT) return undefined;
  const parse = parseCommands(text);
  const only = parse.commands[0];
  if (parse.unreadable || parse.commands.length !== 1 || only === undefined || only.words.length !== 3)
    return undefined;
  return /^-l?c$/.test(only.words[1] as string) ? only.words[2] : undefined;
}
/**
 * The directory of a text opening with a plain move (no `(`, `{`, assignment or wrapper before it) to a
 * directory named in full (`/..`, `~`, `~/..`) with nothing the shell expands or quotes, then `&&` or the
 * end; undefined for any other text.
 */
function leadingDirectory(text: string): string | undefined {
  const t = text.trimStart();
  if (!/^(?:cd|pushd)[ \t]/.test(t)) return undefined;
  const and = t.indexOf('&&');
  const words = (and < 0 ? t : t.slice(0, and)).split(BLANKS).filter((w) => w !== '');
  let i = 1;
  while (i < words.length && /^-[LPe@]+$/.test(words[i] as string)) i++;
  if (words[i] === '--') i++;
  const dir = words[i];
  if (i !== words.length - 1 || dir === undefined) return undefined;
  return /^(?:\/|~(?:\/|$))/.test(dir) && !/[^\w./~+@%,:=-]/.test(dir) ? dir : undefined;
}
/** A word that names where the shell stood before (it may be the shared place). */
const BACK_WORDS = /OLDPWD|DIRSTACK|~-|\bpopd\b/;

function textStanding(text: string, before: Standing): Standing {
  if (!MOVES.test(text)) return before;
  if (text.length > MAX_SHELL_TEXT) return shared(SOME_SHARED, before);
  if (parseCommands(text).unreadable) return shared(SOME_SHARED, before);
  // Round 55, second pass: a subshell's moves (`(cd /tmp/x; ls)`) and `env -C /tmp/x ls` leave the
  // persistent shell where it stood; only the rest is read for where it goes.
  const kept = withoutSubshells(text);
  const parse = kept === text ? parseCommands(text) : parseCommands(kept);
  if (parse.unreadable) return shared(SOME_SHARED, before);
  const all = parse.commands.filter((c) => commandName(c.words[0] ?? '') !== 'env');
  if (entersShared(all)) return shared(placesOf(all)?.dirs.find(inSharedPlace) ?? SOME_SHARED, before);
  if (before.visited !== undefined && all.some(goesBack))
    return { ...unseenless(before), at: before.visited, visited: before.visited };
  // A move elsewhere in an earlier call may have failed (`cd ~/missing && ls`: the shell stays where it
  // stood; the fold reads no result), so it does not take the shell out of a shared place: only a call's own
  // leading `cd DIR &&` does (standingFor). From nowhere, it still goes nowhere.
  if (before.at !== undefined) return before;
  return goesSomewhere(all) ? (before.visited === undefined ? NOWHERE : { visited: before.visited }) : before;
}

const shared = (at: string, before: Standing): Standing => ({
  ...unseenless(before),
  at,
  visited: before.visited ?? at,
});
/** The standing without its `unseen` mark: a call read puts the shell in a place it names. */
function unseenless(s: Standing): Standing {
  if (s.unseen !== true) return s;
  const { unseen: _, ...rest } = s;
  return rest;
}

/**
 * Round 56: a standing as a store keeps it (a remembered Responses answer, docs/floor.md): its facts as
 * JSON; `standingOf` reads it back, and anything it cannot read (absent, forgotten, another shape) is
 * UNSEEN (fail closed).
 */
export function standingText(s: Standing): string {
  return JSON.stringify({ a: s.at, v: s.visited, r: s.redefined, u: s.unseen });
}
export function standingOf(text: string | undefined): Standing {
  if (text === undefined || text.length > MAX_STANDING_TEXT) return UNSEEN;
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch {
    return UNSEEN;
  }
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return UNSEEN;
  const { a, v, r, u } = o as Record<string, unknown>;
  if (!optional(a, 'string') || !optional(v, 'string') || !optional(r, 'boolean') || !optional(u, 'boolean'))
    return UNSEEN;
  return {
    ...(a === undefined ? {} : { at: a as string }),
    ...(v === undefined ? {} : { visited: v as string }),
    ...(r === true ? { redefined: true as const } : {}),
    ...(u === true ? { unseen: true as const } : {}),
  };
}
const optional = (x: unknown, type: 'string' | 'boolean'): boolean => x === undefined || typeof x === type;
/** Two paths and two marks; a longer text was not written by standingText. */
const MAX_STANDING_TEXT = 16_384;

/**
 * Round 56: a lone decision's standing (`gate preflight --standing/--earlier`, gate_adjudicate's
 * `standing`/`earlier_calls`): a directory the caller says the shell stands in, then its earlier calls
 * folded in order, after what the caller saw itself (`from`). A directory outside every shared place adds
 * nothing (the floor reads only a shared one).
 */
export function standingFrom(
  dir: string | undefined,
  earlier: readonly unknown[] = [],
  from: Standing = NOWHERE,
): Standing {
  // Added to what the caller saw itself (`from`), never in place of it: a reported place only adds.
  let s =
    dir === undefined || dir === '' || from.at !== undefined
      ? from
      : { ...from, at: dir, visited: from.visited ?? dir };
  for (const args of earlier) s = standingAfter(args, s);
  return s;
}

/**
 * The text with each subshell group at command position (`(cd /tmp/x; ls)`, `a && (cd b; c)`) put as
 * `:`: its moves end with it. A quote-aware scan; a text it cannot follow (a here-document, a backtick,
 * `$'..'`, a paren left open or closed alone, a `case` pattern's `)`) is returned whole (over-read).
 */
export function withoutSubshells(text: string): string {
  if (!text.includes('(') || /<<|`|\$'/.test(text)) return text;
  let out = '';
  let from = 0;
  let depth = 0;
  let group = -1;
  let quote = '';
  let prev = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote === "'") {
      if (ch === "'") quote = '';
      continue;
    }
    if (ch === '\\') {
      i++;
      continue;
    }
    if (quote === '"') {
      if (ch === '"') quote = '';
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '#' && (prev === '' || /\s/.test(text[i - 1] as string))) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
      continue;
    } else if (ch === '(') {
      if (depth === 0 && (prev === '' || COMMAND_START.includes(prev))) group = i;
      depth++;
    } else if (ch === ')') {
      if (depth === 0) return text;
      depth--;
      if (depth === 0 && group >= 0) {
        out += `${text.slice(from, group)}:`;
        from = i + 1;
        group = -1;
      }
    }
    if (!/\s/.test(ch) || ch === '\n') prev = ch;
  }
  return depth !== 0 || quote !== '' ? text : out + text.slice(from);
}
/** The characters after which a `(` opens a subshell (a command's start). */
const COMMAND_START = ';&|\n';

/** A text that may move the shell: a move word somewhere (most texts have none: no parse). */
const MOVES = /\b(?:cd|pushd|popd|chdir)\b|OLDPWD|DIRSTACK|~[-+]/;

/** `cd -`, `cd ~-`, `cd "$OLDPWD"`, `popd`, `pushd` alone or with `+N`/`-N`: back to a directory left before. */
function goesBack(cmd: SimpleCommand): boolean {
  const w = cmd.words;
  const at = w.findIndex((x) => {
    const n = commandName(x);
    return n === 'cd' || n === 'pushd' || n === 'popd';
  });
  if (at < 0) return false;
  const name = commandName(w[at] as string);
  const rest = w.slice(at + 1).filter((x) => x !== '--' && !/^-[LPe@]+$/.test(x));
  if (name === 'popd') return true;
  if (name === 'pushd' && (rest.length === 0 || /^[-+]\d+$/.test(rest[0] as string))) return true;
  return rest.some((x) => x === '-' || /OLDPWD|DIRSTACK|^~[-+]/.test(x));
}

/**
 * Round 55, second pass: whether `dir` is in or under `workspace`, the session's own project directory
 * (CallContext.workspace). A workspace that is no absolute path, climbs (`..`), or is itself a shared
 * root (`/`, `/tmp`, `/var/tmp`, `/dev/shm`, a macOS temporary root) holds nothing: it would cover every
 * place an untrusted step could prepare.
 */
export function inWorkspace(dir: string, workspace: string): boolean {
  if (!workspace.startsWith('/') || /(?:^|\/)\.\.?(?:\/|$)/.test(workspace)) return false;
  const root = normalisePath(workspace);
  if (root === '/' || root.endsWith('/') || SHARED_ROOT.test(root.toLowerCase())) return false;
  const at = normalisePath(dir);
  return at === root || at.startsWith(`${root}/`);
}
const SHARED_ROOT =
  /^(?:\/private)?(?:\/tmp|\/var\/tmp|\/dev\/shm|\/run\/shm|\/var\/folders(?:\/[^/]+){0,3}|\/run\/user(?:\/[^/]+)?)?$/;

/** Nodes readsStanding walks before it answers yes unread (fail closed: the record is consulted). */
const MAX_STANDING_WALK = 100_000;

/**
 * Round 57: whether a call's decision may depend on where the trace's shell stands (and the call may move
 * it): its arguments hold a shell argument at some depth (isShellArgument reads a rule's path by its last
 * key), or are too large to walk. A call with none is judged and folded the same on every standing, so a
 * caller may skip the trace's record for it (a fleet's record is a round trip to the store).
 */
export function readsStanding(args: unknown): boolean {
  const obj = callArguments(args);
  if (obj === undefined) return false;
  const stack: unknown[] = [obj];
  let seen = 0;
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (++seen > MAX_STANDING_WALK) return true;
    if (Array.isArray(node)) {
      for (const v of node) if (v !== null && typeof v === 'object') stack.push(v);
      continue;
    }
    for (const key in node as Record<string, unknown>) {
      if (isShellArgument([key])) return true;
      const v = (node as Record<string, unknown>)[key];
      if (v !== null && typeof v === 'object') stack.push(v);
    }
  }
  return false;
}
