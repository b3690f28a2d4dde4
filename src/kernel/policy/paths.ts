// Lexical path normalisation for self-modification checks: one spelling per place, so a glob sees
// `a/../.git/config`, `.\.git\config`, `./.GIT//config`, `file:///…%2egit/config` and
// `/proc/self/root/…` as the same place. No filesystem access: symlinks and the working directory are
// unknown to the kernel. Also the one vocabulary of path-shaped argument names (isPathKey).
import { lowerKey } from './lower.js';

/** Segment marking an absolute path (the empty name before the first `/`). */
export const ROOT = '';
/** Segment marking "some home directory" (`~`, `~user`, `$HOME`). */
export const HOME = '~';

const HOME_VAR = /^(?:\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE)(?=\/|$)/i;
// Round 36: a drive-relative path (`C:.git\config`) is relative to that drive's working directory.
const DRIVE = /^[a-z]:/i;

/**
 * Normalises a path lexically: back slashes become `/`, `file://` and a Windows drive letter are dropped,
 * `$HOME` and `~user` become `~`, `.` and empty segments vanish, `..` pops, and case folds (gate guards
 * case-insensitive filesystems too, so `.GIT/config` is `.git/config`). Returns `.` for the current
 * directory, `/` for the root, `~` for a home directory.
 */
export function normalisePath(raw: string): string {
  // Most paths are already normal: no rewrite, no `.`/`..`/empty segment, no trailing slash.
  if (!needsWork(raw)) return raw.toLowerCase();
  return joinSegments(pathSegments(raw));
}

/**
 * Whether a path needs more than case folding, read in one scan (round 30: a regex of eight alternatives
 * cost more than the scan): a rewrite mark (`\\ $ % ~ :`, so `file:` and drive letters too), non-ASCII
 * (macOS names), `//`, a name ending in a dot or space before a `/` or the end (so `.` and `..` names, and
 * Windows names), a trailing `/` after a character other than a line break, the empty path, `/proc/`.
 */
export function needsWork(raw: string): boolean {
  const n = raw.length;
  if (n === 0) return true;
  for (let i = 0; i < n; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 128 || c === 92 || c === 36 || c === 37 || c === 126 || c === 58) return true;
    if (c === 46 /* . */ || c === 32 /* space */) {
      if (i === n - 1 || raw.charCodeAt(i + 1) === 47) return true;
    } else if (c === 47 /* / */) {
      if (i === n - 1) {
        const before = i > 0 ? raw.charCodeAt(i - 1) : 10;
        if (before !== 10 && before !== 13) return true;
      } else if (raw.charCodeAt(i + 1) === 47) return true;
    }
  }
  // `/proc/`, and the other names of a place (round 36): macOS `/private/etc`, `/var/root`, WSL `/mnt/c`, `/dev/fd/N`.
  return n >= 5 && raw.charCodeAt(0) === 47 && ALIAS_HEAD.test(raw);
}
const ALIAS_HEAD = /^\/(?:proc|private|var|mnt|dev)\//i;

/** The normalised segments: a leading ROOT or HOME marker, then names (never `.`, `..` or empty). */
export function pathSegments(raw: string, fold = true): string[] {
  return segmentsOf(raw, fold, undefined);
}

/** pathSegments, counting in `reading` how far the path climbed above where it starts (unplacedRest's). */
function segmentsOf(raw: string, fold: boolean, reading: Reading | undefined): string[] {
  let p = fold ? raw.toLowerCase() : raw;
  if (fold && NON_ASCII.test(p)) p = foreignName(p);
  // Most paths need none of the rewrites below; skip their regexes then.
  if (p.includes('\\')) p = p.replace(/\\/g, '/');
  // Win32's device namespaces (`\\?\C:\`, `\\.\C:\`) name the drive path after them (round 36).
  if (p.startsWith('//') && /^\/\/[?.]\/[a-z]:(?:\/|$)/i.test(p)) p = p.slice(4);
  if (/^file:/i.test(p)) p = fileUrlPath(p);
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
    let seg = parts[i] ?? '';
    if (fold && seg !== '') seg = windowsName(seg);
    if (seg === '' || seg === '.') continue;
    if (seg !== '..') {
      out.push(seg);
      if (seg === 'root' || seg === 'cwd') resolveProcAlias(out);
      if (fold && out[0] === ROOT && out.length <= 5) resolvePlaceAlias(out, reading);
      continue;
    }
    const last = out[out.length - 1];
    // Above where a relative path starts (round 36): the rest is in an ancestor gate cannot name.
    if (last === undefined && reading !== undefined) reading.climbs++;
    if (last === undefined || last === ROOT) continue;
    // `~/..` leaves the home directory for the directory that holds homes.
    if (last === HOME) out.splice(out.length - 1, 1, ROOT, 'home');
    else out.pop();
  }
  return out;
}

const NON_ASCII = /[^\x00-\x7f]/;
/**
 * A non-ASCII path as macOS and Windows open it: HFS+ ignores the code points git's CVE-2014-9390 fix
 * lists (zero-width joiners, direction marks and overrides, U+FEFF), so `.g\u200cit` is `.git`; HFS+ and
 * APFS compare names in one normal form (NFC here: the globs are written composed); NTFS compares names
 * upper-cased, so `~/.\u017f\u017fh` (long s) is `~/.ssh` (upper-cased, then lower-cased again here).
 */
function foreignName(p: string): string {
  return p.normalize('NFC').toUpperCase().toLowerCase().replace(HFS_IGNORED, '');
}
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;

/**
 * A name as Windows opens it: an NTFS stream suffix (`.git::$INDEX_ALLOCATION`, `x:stream`) and
 * trailing dots and spaces (`.git.`, `.git `) are dropped; a name of dots only is left alone.
 */
function windowsName(seg: string): string {
  const last = seg.charCodeAt(seg.length - 1);
  if (last !== 46 && last !== 32 && !seg.includes(':')) return seg;
  let name = seg.includes(':') ? seg.slice(0, seg.indexOf(':')) : seg;
  if (/^\.+$/.test(name)) return name;
  name = name.replace(/[. ]+$/, '');
  return name === '' ? seg : name;
}

/**
 * `/proc/self/root`, `/proc/<pid>/root` (and `thread-self`, `task/<tid>`) are the filesystem root by
 * another name: the walk restarts at the root. `/proc/self/cwd` and `/proc/<pid>/cwd` are a working
 * directory: the rest is read as relative to it (relative globs such as `.git/` match it; guessing any
 * one directory would not). Called when `segs` has just taken a `root` or `cwd` segment.
 */
function resolveProcAlias(segs: string[]): void {
  const n = segs.length;
  if (segs[0] !== ROOT || segs[1] !== 'proc' || !PROC_ID.test(segs[2] as string)) return;
  if (n !== 4 && !(n === 6 && segs[3] === 'task' && /^\d+$/.test(segs[4] as string))) return;
  segs.length = segs[n - 1] === 'root' ? 1 : 0;
}
const PROC_ID = /^(?:self|thread-self|\d+)$/i;

/**
 * Round 36: other names of one place, resolved as the system the agent may run on does. macOS links
 * `/etc`, `/var` and `/tmp` to `/private/...`, and root's home is `/var/root`; Fedora Atomic's homes are
 * `/var/home/<user>`; WSL mounts drive C: at `/mnt/c`. `/dev/fd/N` and `/proc/<pid>/fd/N` are a directory
 * some process holds open: the rest starts at a place gate cannot name (`unplaced`). Called with `segs`
 * absolute and at most five long, after a name was pushed.
 */
function resolvePlaceAlias(segs: string[], reading: Reading | undefined): void {
  const n = segs.length;
  const top = segs[1];
  const seg = segs[n - 1] as string;
  if (n === 3) {
    if (top === 'private' && (seg === 'etc' || seg === 'var' || seg === 'tmp')) segs.splice(1, 1);
    else if (top === 'var' && (seg === 'root' || seg === 'home')) segs.splice(1, 1);
    else if (top === 'mnt' && seg.length === 1 && seg >= 'a' && seg <= 'z') segs.length = 1;
  } else if (
    top === 'dev' &&
    n === 4 &&
    segs[2] === 'fd' &&
    (seg === UNKNOWN_NAME || seg === ANYWHERE_NAME || seg === PRINTED_NAME || /^\d+$/.test(seg))
  ) {
    segs.length = 0;
    if (reading !== undefined) reading.climbs = seg === UNKNOWN_NAME ? 1 : Number.POSITIVE_INFINITY;
  } else if (
    top === 'proc' &&
    n === 5 &&
    segs[3] === 'fd' &&
    PROC_ID.test(segs[2] as string) &&
    /^\d+$/.test(seg)
  ) {
    segs.length = 0;
    if (reading !== undefined) reading.climbs = Number.POSITIVE_INFINITY;
  }
}

/**
 * A directory the shell reader cannot follow (a `cd -` to before the text, a dir stack rotation, what a
 * substitution prints), spelt so every reader leaves it unjoined: read as one climb above an unknown start.
 */
export const UNKNOWN_DIR = '/dev/fd/unknown';
const UNKNOWN_NAME = 'unknown';
/**
 * Round 39: a directory the text cannot show at all (what a substitution prints, a variable it does not
 * set), spelt as a held-open one: anywhere, the rest asked under a home, the homes' directories and the root.
 */
export const ANYWHERE_DIR = '/dev/fd/anywhere';
const ANYWHERE_NAME = 'anywhere';
/**
 * Round 45: a place a program the text runs prints (`"$(npm root -g)/x"`), read as anywhere by the path
 * readers and refused as a write destination (self-modify.ts): gate cannot know what the program prints.
 */
export const PRINTED_DIR = '/dev/fd/printed';
const PRINTED_NAME = 'printed';

/**
 * How far above its start a path climbed (round 36): the `..` dropped at a relative start; infinite for a
 * directory held open, which may be anywhere.
 */
interface Reading {
  climbs: number;
}

/** A path's rest from a place gate cannot name, and how many directories it climbed above its start. */
export interface Unplaced {
  rest: string;
  climbs: number;
}

/**
 * Round 36: the rest of a path that starts at a directory gate cannot name, read relative to it; else
 * undefined. A relative path that climbs above where it starts (`../.bashrc`, `../../../etc/cron.d/x`:
 * an ancestor of the agent's working directory, which may be a home or the root), a directory held open
 * (`/dev/fd/3/...`), a Windows share (`\\host\share\...`, `\\?\UNC\host\share\...`; `c$` is a drive's
 * root). The caller asks the guarded globs of the rest under a home, `/home`, `/Users` and the root.
 */
export function unplacedRest(raw: string): Unplaced | undefined {
  if (!raw.includes('..') && !UNPLACED_HEAD.test(raw)) return undefined;
  const share = SHARE.exec(raw);
  const reading: Reading = { climbs: 0 };
  const segs = segmentsOf(share ? raw.slice(share[0].length) : raw, true, reading);
  if (share)
    return segs[0] === ROOT || segs.length === 0
      ? undefined
      : { rest: joinSegments(segs), climbs: Number.POSITIVE_INFINITY };
  return reading.climbs > 0 ? { rest: joinSegments(segs), climbs: reading.climbs } : undefined;
}
const UNPLACED_HEAD = /^(?:[/\\]{2}|\/dev\/fd\/|\/proc\/)/i;
/** A share's root: `\\host\share\` or `//host/share/`, `\\?\UNC\host\share\` (not `\\?\C:\`). */
const SHARE = /^[/\\]{2}(?:[?.][/\\]unc[/\\])?(?![?.][/\\])[^/\\]+[/\\][^/\\]+(?:[/\\]+|$)/i;

/** The path of a `file:` URL: `file:///p`, `file://host/p`, `file:/p`; percent-escapes decoded. */
function fileUrlPath(url: string): string {
  let rest = url.slice('file:'.length);
  if (rest.startsWith('//')) {
    // `file://host/path`: the host (localhost, or a share name) is not part of the path.
    const slash = rest.indexOf('/', 2);
    rest = slash < 0 ? '/' : rest.slice(slash);
  }
  const cut = rest.search(/[?#]/);
  if (cut >= 0) rest = rest.slice(0, cut);
  return percentDecoded(rest);
}

/** `%HH` escapes decoded (UTF-8); an invalid escape is kept as written. */
function percentDecoded(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  }
}

/** Whether a string argument is a path whatever its key: a `file:` URL. */
export function isFileUrl(value: string): boolean {
  return value.length > 5 && value.charCodeAt(4) === 58 /* : */ && /^file:/i.test(value);
}

// Argument names that hold a path (compared with `_`/`-` removed and case folded). A move's or rename's
// source is removed, so `source`, `src`, `from`, `old_path` count as written paths too.
const PATH_KEYS = new Set([
  'path',
  'paths',
  'file',
  'files',
  'filename',
  'filenames',
  'fname',
  'pathname',
  'target',
  'targets',
  'dir',
  'dirs',
  'directory',
  'destination',
  'dest',
  'dst',
  'output',
  'outfile',
  'to',
  'location',
  'folder',
  'source',
  'sources',
  'src',
  'from',
  'uri',
  'uris',
]);
const PATH_SUFFIXES = [
  'path',
  'paths',
  'file',
  'filename',
  'dir',
  'directory',
  'destination',
  'uri',
  'pathname',
];

/** `file_path`, `filePath`, `old_path`, `uri`, `source`, `destination`, ... (separators and case ignored). */
export function isPathKey(key: string): boolean {
  const known = pathKeyCache.get(key);
  if (known !== undefined) return known;
  const k = lowerKey(key).replace(/[_-]/g, '');
  const verdict = PATH_KEYS.has(k) || PATH_SUFFIXES.some((suffix) => k.endsWith(suffix));
  // Keys come from agents: bound the cache so novel keys cannot grow it forever.
  if (pathKeyCache.size >= 4096) pathKeyCache.clear();
  pathKeyCache.set(key, verdict);
  return verdict;
}
const pathKeyCache = new Map<string, boolean>();

export function joinSegments(segs: readonly string[]): string {
  if (segs.length === 0) return '.';
  if (segs[0] === ROOT) return `/${segs.slice(1).join('/')}`;
  return segs.join('/');
}
