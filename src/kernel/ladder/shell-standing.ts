// Round 55: where an agent's persistent shell stands across calls (Claude Code's Bash keeps one shell:
// `cd /tmp/r` in one call, `git status` in the next runs there). A caller that sees a trace's earlier
// calls (a model wire reads them in each request's conversation) folds each into a Standing, in order, and
// hands the kernel its shared place (CallContext.standing): the floor then reads a call that names no
// directory as run there, as a written `cd` is (arg-rules.ts standingReading; docs/floor.md "Round 55").

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
}

export const NOWHERE: Standing = Object.freeze({});

/** What a shared place reached through a loop's variable or a stack is read as (any one will do). */
const SOME_SHARED = '/tmp';

/**
 * The standing after one earlier call of the trace (`args` its arguments, parsed or as JSON text). A call
 * with its own working directory argument ran there and moved no persistent shell (Codex's `workdir`);
 * one that goes into a shared place leaves the shell there (over-read: a subshell's `cd` and `env -C` too);
 * one that goes back (`cd -`, `popd`, `pushd` alone or `+N`, `$OLDPWD`, `~-`) after a shared place was
 * visited may stand there again; any other move takes it elsewhere; a call that moves nothing keeps it.
 * A text gate cannot read (too long, unparsable) is read as going into a shared place (fail closed).
 */
export function standingAfter(args: unknown, before: Standing): Standing {
  let parsed = args;
  if (typeof args === 'string') {
    // The history's arguments as the request held them (already parsed once): any size, as a write's file.
    try {
      parsed = JSON.parse(args);
    } catch {
      return before;
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return before;
  const obj = parsed as Record<string, unknown>;
  if (workingDirectory(obj as never) !== undefined) return before;
  let out = before;
  for (const key in obj) {
    if (!isShellArgument([key])) continue;
    const text = shellTextOf(obj[key]);
    if (text !== undefined) out = textStanding(text, out);
  }
  return out;
}

/**
 * The shared place a proposed call (its arguments) runs in: where the shell stands, or the place an
 * earlier call visited when the call's own text goes back there (`cd - && git status`).
 */
export function standingFor(args: unknown, now: Standing): string | undefined {
  if (now.at !== undefined || now.visited === undefined) return now.at;
  return standingAfter(args, { visited: now.visited }).at;
}

function textStanding(text: string, before: Standing): Standing {
  if (!MOVES.test(text)) return before;
  if (text.length > MAX_SHELL_TEXT) return shared(SOME_SHARED, before);
  const parse = parseCommands(text);
  if (parse.unreadable) return shared(SOME_SHARED, before);
  const all = parse.commands;
  if (entersShared(all)) return shared(placesOf(all)?.dirs.find(inSharedPlace) ?? SOME_SHARED, before);
  if (before.visited !== undefined && all.some(goesBack))
    return { at: before.visited, visited: before.visited };
  return goesSomewhere(all) ? (before.visited === undefined ? NOWHERE : { visited: before.visited }) : before;
}

const shared = (at: string, before: Standing): Standing => ({ at, visited: before.visited ?? at });

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
