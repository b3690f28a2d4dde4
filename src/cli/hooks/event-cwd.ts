// The directory the agent runs a call in, as its hook event reports it (`cwd`: Claude Code, Codex,
// Gemini CLI), given to the floor under the call's `cwd` argument so relative paths are placed where they
// land: without it `echo x >> ../etc/profile` in `/app` was read as a sibling of an unknown project and
// admitted. The added argument is the floor's alone: it is taken out of a repaired call handed back.
import { realpathSync } from 'node:fs';
import { inSharedPlace } from '../../kernel/ladder/shell-option-scripts.js';
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
