// The directory the agent runs a call in, as its hook event reports it (`cwd`: Claude Code, Codex,
// Gemini CLI), given to the floor under the call's `cwd` argument so relative paths are placed where they
// land: without it `echo x >> ../etc/profile` in `/app` was read as a sibling of an unknown project and
// admitted. The added argument is the floor's alone: it is taken out of a repaired call handed back.
import { realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { inSharedPlace } from '../../kernel/ladder/shell-option-scripts.js';
import { enteredDirectories } from '../../kernel/ladder/shell-places.js';
import { parseCommands } from '../../kernel/ladder/shell-plain.js';
import { namesWorkingDirectory } from '../../kernel/ladder/working-directory.js';
import type { JsonObject } from '../../kernel/types.js';
import type { HookQuestion, HookVerdict } from './judge.js';

/** Longer than any path an OS takes (Linux's PATH_MAX): not a directory, so not given. */
const MAX_CWD = 4096;

/**
 * The question with the event's `cwd` among the call's arguments, and whether it was added. Not added
 * where the arguments already name a directory (`cwd`, `workdir`, Gemini CLI's `dir_path`, any case): a
 * tool that takes one runs there, and Claude Code's built-in tools take none (their input is strict, so
 * such a call does not run). Only an absolute path (`/...`, `C:\...`) is given: a relative one places
 * nothing.
 */
export function withEventCwd(
  q: HookQuestion,
  event: Record<string, unknown>,
): { q: HookQuestion; added: boolean } {
  const cwd = event.cwd;
  if (q.phase !== 'call' || typeof cwd !== 'string' || cwd.length > MAX_CWD || cwd.includes('\0'))
    return { q, added: false };
  if (!cwd.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(cwd)) return { q, added: false };
  const args = q.args;
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return { q, added: false };
  if (namesWorkingDirectory(args as JsonObject)) return { q, added: false };
  return { q: { ...q, args: { ...(args as JsonObject), cwd: resolvedCwd(cwd) } }, added: true };
}

/**
 * Round 56: the event's directory as the file system resolves it, where that is a shared place its name
 * does not show (`~/proj/r` a symlink to `/tmp/r`: a planted repository there runs its hooks for `git
 * status`). The kernel reads text, never the disk; the hook runs beside the agent and may look. A name
 * that does not resolve (gone, unreadable) is given as the event wrote it.
 */
export function resolvedCwd(cwd: string): string {
  if (inSharedPlace(cwd)) return cwd;
  try {
    const real = realpathSync.native(cwd);
    return inSharedPlace(real) ? real : cwd;
  } catch {
    return cwd;
  }
}

/**
 * Round 57: the question with the shared place a directory its shell text goes into resolves to on the
 * disk (`cd ./link && git status`, `cd ~/proj/r; git config core.hooksPath h`, `git -C link status`:
 * `./link` a symlink to `/tmp/r`), where the name does not show it; the kernel reads it as
 * CallContext.entered. A relative name is resolved from the event's directory (none: not resolved), `~`
 * from the home; a name that does not resolve, or holds an expansion, is left (the text's own reading).
 */
export function withEntered(q: HookQuestion, event: Record<string, unknown>): HookQuestion {
  if (q.phase !== 'call') return q;
  const args = q.args;
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return q;
  const cwd = typeof event.cwd === 'string' && event.cwd.startsWith('/') ? event.cwd : undefined;
  for (const text of shellTextsOf(args as JsonObject)) {
    const entered = enteredShared(text, cwd);
    if (entered !== undefined) return { ...q, entered };
  }
  return q;
}

/** The shell texts of a call's arguments (`command`, `cmd`: a string, or an argv whose last word is the script). */
function shellTextsOf(args: JsonObject): string[] {
  const out: string[] = [];
  for (const key of ['command', 'cmd']) {
    const v = args[key];
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v) && typeof v[v.length - 1] === 'string') out.push(v[v.length - 1] as string);
  }
  return out;
}

/** The first shared place a directory `text` goes into resolves to, where its name does not show it. */
export function enteredShared(text: string, cwd: string | undefined): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  for (const dir of enteredDirectories(parseCommands(text, false).commands)) {
    if (dir.includes('$') || dir.includes('`') || inSharedPlace(dir)) continue;
    const named = dir.startsWith('~/') || dir === '~' ? join(homedir(), dir.slice(1)) : dir;
    const path = isAbsolute(named) ? named : cwd === undefined ? undefined : join(cwd, named);
    if (path === undefined) continue;
    try {
      const real = realpathSync.native(path);
      if (inSharedPlace(real)) return real;
    } catch {
      // Not on the disk (yet): the text's own reading stands.
    }
  }
  return undefined;
}
/** Longer texts are not resolved here (the kernel's reading bounds them; the disk is asked at most 16 times). */
const MAX_TEXT = 1 << 20;

/**
 * Round 55, second pass: the question with the session's project directory (Claude Code's
 * CLAUDE_PROJECT_DIR, set by the agent for its hooks, never by a tool call) as CallContext.workspace; the
 * floor takes it only where it is no shared root (shell-standing.ts inWorkspace).
 */
export function withWorkspace(q: HookQuestion, dir: string | undefined): HookQuestion {
  if (q.phase !== 'call' || dir === undefined || dir.length > MAX_CWD || dir.includes('\0')) return q;
  // Round 56: resolved as the event's directory is (resolvedCwd), so a project reached through a link
  // into a shared place still holds the directories under it.
  return { ...q, workspace: resolvedCwd(dir) };
}

/** The verdict with the added `cwd` taken out of its repaired arguments, so the agent gets its own keys back. */
export function withoutAddedCwd(v: HookVerdict, added: boolean): HookVerdict {
  if (!added || v.repaired_arguments === undefined) return v;
  const { cwd: _floorOnly, ...own } = v.repaired_arguments;
  return { ...v, repaired_arguments: own };
}
