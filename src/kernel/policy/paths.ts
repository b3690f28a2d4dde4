// Lexical path normalisation for self-modification checks: one spelling per place, so a glob sees
// `a/../.git/config`, `.\.git\config` and `./.GIT//config` as the same `.git/config`.
// No filesystem access: symlinks and the working directory are unknown to the kernel.

/** Segment marking an absolute path (the empty name before the first `/`). */
export const ROOT = '';
/** Segment marking "some home directory" (`~`, `~user`, `$HOME`). */
export const HOME = '~';

const HOME_VAR = /^(?:\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE)(?=\/|$)/i;
const DRIVE = /^[a-z]:(?=\/|$)/i;

/**
 * Normalises a path lexically: back slashes become `/`, `file://` and a Windows drive letter are dropped,
 * `$HOME` and `~user` become `~`, `.` and empty segments vanish, `..` pops, and case folds (gate guards
 * case-insensitive filesystems too, so `.GIT/config` is `.git/config`). Returns `.` for the current
 * directory, `/` for the root, `~` for a home directory.
 */
export function normalisePath(raw: string): string {
  // Most paths are already normal: no rewrite, no `.`/`..`/empty segment, no trailing slash.
  if (!NEEDS_WORK.test(raw)) return raw.toLowerCase();
  return joinSegments(pathSegments(raw));
}
const NEEDS_WORK = /[\\$%~]|\/\/|(?:^|\/)\.\.?(?:\/|$)|.\/$|^$|^[a-z]:|^file:/i;

/** The normalised segments: a leading ROOT or HOME marker, then names (never `.`, `..` or empty). */
export function pathSegments(raw: string): string[] {
  let p = raw.toLowerCase();
  // Most paths need none of the rewrites below; skip their regexes then.
  if (p.includes('\\')) p = p.replace(/\\/g, '/');
  if (p.startsWith('file://')) p = p.slice('file://'.length);
  if (p.includes('$') || p.includes('%')) p = p.replace(HOME_VAR, '~');
  if (p.charCodeAt(1) === 58 /* : */) p = p.replace(DRIVE, '');
  const parts = p.split('/');
  const out: string[] = [];
  let start = 0;
  const first = parts[0] ?? '';
  if (first === '' && parts.length > 1) {
    out.push(ROOT);
    start = 1;
  } else if (first.startsWith('~')) {
    out.push(HOME);
    start = 1;
  }
  for (let i = start; i < parts.length; i++) {
    const seg = parts[i] ?? '';
    if (seg === '' || seg === '.') continue;
    if (seg !== '..') {
      out.push(seg);
      continue;
    }
    const last = out[out.length - 1];
    if (last === undefined || last === ROOT) continue;
    // `~/..` leaves the home directory for the directory that holds homes.
    if (last === HOME) out.splice(out.length - 1, 1, ROOT, 'home');
    else out.pop();
  }
  return out;
}

export function joinSegments(segs: readonly string[]): string {
  if (segs.length === 0) return '.';
  if (segs[0] === ROOT) return `/${segs.slice(1).join('/')}`;
  return segs.join('/');
}
